"""draw_result: the chosen reading set by set, and the fan ledger under it."""

from __future__ import annotations

from ..fans import FAMILIES, Fan
from ..rules import MINIMUM_FANS
from ..vocabulary import Both, Source, chinese
from .. import vocabulary
from ..pages import figure
from ..errors import boolean
from ..result import ExcludedFan, as_result
from . import fonts, style
from .canvas import Canvas, MahjongFigure, fans_words
from .layout import draw_row, flowers_badge, reading_slots
from .tiles import UP, draw_strip, strip_width

ROW = 0.44  # ledger row height, inches
BAR_H = 0.26
BAR_AREA = 3.2
COL_GAP = 0.3
SET_R = 0.14
WAIT_SCALE = 0.7
WAIT_EDGE = figure.FAMILY_COLOUR["winning"]  # the winning-method family's colour


def fan_name(item) -> str:
    """A counted or excluded fan's name; value × count after it when it counts more than once."""
    times = f" ({item.worth})" if item.count > 1 else ""
    return fonts.both(item.fan.words) + times


def by_text(e: ExcludedFan, sources: bool = True, zh_alone: bool | None = None) -> str:
    """Who removed an excluded fan (:func:`mjlib.pages.figure.by_text`), in the figure's words: in
    Chinese alone when ``zh_alone`` is true, or, left None, when the figure's words are
    (:func:`fonts.zh_alone`)."""
    zh = fonts.zh_alone() if zh_alone is None else zh_alone
    return figure.by_text(e, sources, zh, both=fonts.both)


def principle_text(p) -> str:
    return fonts.bi(p.zh, p.en)


CONTEXT_FLAGS = figure.CONTEXT_FLAGS


def context_text(result) -> str:
    ctx = result.win
    parts = [fonts.both(ctx.how)]
    parts += [fonts.bi(w.zh, w.en) for name, w in CONTEXT_FLAGS if getattr(ctx, name)]
    if str(ctx.seat_wind) != "E" or str(ctx.prevalent_wind) != "E":
        parts.append(f"门风{ctx.seat_wind.zh} 圈风{ctx.prevalent_wind.zh}" if fonts.zh_alone()
                     else f"seat {ctx.seat_wind}, prevalent {ctx.prevalent_wind}")
    return " · ".join(parts)


def context_words(result) -> list[str]:
    """How the hand was won, in the language mjlib writes (a figure's text): ``self-drawn``,
    ``last tile``, ``seat wind S, prevalent wind E``, ``1 flower``."""
    ctx = result.win
    parts = [str(ctx.how)] + [str(w) for name, w in CONTEXT_FLAGS if getattr(ctx, name)]
    if str(ctx.seat_wind) != "E" or str(ctx.prevalent_wind) != "E":
        parts.append(f"门风{ctx.seat_wind.zh}，圈风{ctx.prevalent_wind.zh}" if chinese() else
                     f"seat wind {ctx.seat_wind}, prevalent wind {ctx.prevalent_wind}")
    if ctx.flowers:
        parts.append(f"{vocabulary.HEAD['flowers'].zh}{ctx.flowers}张" if chinese() else
                     f"{ctx.flowers} flower" + ("s" if ctx.flowers > 1 else ""))
    return parts


def described(fig: MahjongFigure, what: Both, result) -> MahjongFigure:
    """``fig`` with its words for a scored hand: what is drawn, the hand, how it was won, the
    total (and the preset, when not the rule text's)."""
    rules = [result.rules.zh if chinese() else result.rules.name] \
        if result.rules.name != "green-book" else []
    return fig.described(str(what), result.hand, *context_words(result),
                         fans_words(result.total), *rules)


def _set_marks(c: Canvas, x: float, cy: float, letters: list[str], colour: str,
               muted: bool = False) -> None:
    for i, letter in enumerate(letters):
        cx = x + SET_R + i * (2 * SET_R + 0.06)
        if letter == APART:  # between two instances of a fan: a dot, not a set
            c.text(cx, cy, letter, size=style.LABEL, ha="center", va="center",
                   color=style.MUTED, gid="set-apart")
            continue
        c.circle(cx, cy, SET_R, face="white", edge=colour, lw=1.4, gid=f"set:{letter}")
        c.text(cx, cy, letter, size=style.LABEL, ha="center", va="center",
               color=style.MUTED if muted else style.INK, weight="bold", gid=f"set:{letter}")


def _marks_width(n: int) -> float:
    return n * 2 * SET_R + max(0, n - 1) * 0.06


APART = figure.APART


def draw_result(result, *, ledger: bool = True) -> MahjongFigure:
    """The hand with the chosen reading outlined set by set (letters A, B, ... under the sets),
    then the ledger: counted fans as bars coloured by family with their points; fans not counted
    struck through and greyed, with a badge naming the principle that removed them (Chinese and
    English) and the fan that did; the total; and the 8-fan line. ``ledger=False`` draws the
    reading alone."""
    result = as_result(result, "draw_result()")
    boolean(ledger, "ledger")
    c = Canvas()
    y = 0.0
    rules = result.rules.zh if fonts.zh_alone() else result.rules.name
    c.text(0, y, f"{result.hand}   {rules}", size=style.TITLE, va="top",
           weight="bold", gid="title")
    y += style.TITLE * 1.3 / 72 + 0.06
    sub = f"{fonts.both(vocabulary.HEAD['reading'])}{fonts.colon()}" \
          f"{fonts.bi(result.reading.zh, result.reading.en)}   ·   {context_text(result)}"
    c.text(0, y, sub, size=style.BODY, va="top", color=style.MUTED, gid="subtitle")
    y += style.BODY * 1.3 / 72 + 0.1
    row = draw_row(c, 0, y, reading_slots(result.reading, result.hand))
    x = row.right + style.WIN_GAP
    if result.win.flowers:
        x += flowers_badge(c, x, row.middle, result.win.flowers) + style.WIN_GAP
    waited = figure.waited_tiles(result)
    if waited:
        draw_waits(c, x, row.base, waited)
    if ledger:
        draw_ledger(c, 0, row.bottom + 0.3, result)
    fig = described(c.finish(), vocabulary.FIGURE["result"], result)
    drawn = figure.drawn_result(result) if ledger else None  # the HTML figure has the ledger
    if drawn is not None:
        fig.shows = {"result": drawn}
    return fig


def draw_waits(c: Canvas, x: float, base: float, waited) -> float:
    """The tiles the hand waited on before the win (:func:`mjlib.pages.figure.waited_tiles`), as
    small tiles under a label. Returns the width."""
    modes = [(t, UP) for t in waited]
    label = fonts.both(vocabulary.HEAD["waited"], sep="\n")
    lw, lh = Canvas.extent(label, style.LABEL)
    tiles_w = strip_width(modes, WAIT_SCALE)
    w = max(lw, tiles_w) + 0.3
    tile_h = style.TILE_H * WAIT_SCALE
    top = base - tile_h - lh - 0.22
    c.box(x, top, w, base + style.DEPTH * WAIT_SCALE + 0.12 - top, face=style.tint(WAIT_EDGE, 0.9),
          edge=WAIT_EDGE, lw=1.4, radius=0.08, z=1, gid="waits")
    c.text(x + w / 2, top + 0.08 + lh / 2, label, size=style.LABEL, ha="center", va="center",
           gid="waits-label")
    draw_strip(c, x + (w - tiles_w) / 2, base, modes, scale=WAIT_SCALE, kind="wait-tile")
    return w


def draw_ledger(c: Canvas, x: float, y: float, result) -> float:
    """The counted and excluded fans, the total and the 8-fan line; returns the bottom."""
    reading = result.reading
    counted = list(result.fans)  # 花牌 too: it counts, though not toward the 8-fan minimum
    excluded = list(result.excluded)
    names = [fan_name(f) for f in counted] + [fan_name(e) for e in excluded]
    name_w = max([Canvas.extent(n, style.BODY)[0] for n in names] + [1.6])
    marks = ([figure.instance_letters(reading, f) for f in counted]
             + [figure.instance_letters(reading, e) for e in excluded])
    other = [" ".join(str(g) for g in e.sets) for e, m in zip(excluded, marks[len(counted):]) if m is None]
    sets_w = max([_marks_width(len(m)) for m in marks if m] + [Canvas.extent(o, style.LABEL)[0]
                                                               for o in other] + [0.6])
    x_sets = x + name_w + COL_GAP
    x_bar = x_sets + sets_w + COL_GAP
    x_after = x_bar + BAR_AREA + COL_GAP
    top_points = max([result.total_without_flowers, MINIMUM_FANS] + [e.points for e in excluded])
    k = (BAR_AREA - 0.45) / top_points  # inches per point, room left for the number

    def heading(yy, key, note=""):
        c.text(x, yy, fonts.both(vocabulary.HEAD[key]) + note, size=style.HEAD, weight="bold",
               va="center", gid=f"heading:{key}")
        return yy + ROW

    # counted
    y = heading(y + ROW / 2, "counted")
    for f, m in zip(counted, marks):
        colour = style.FAMILY_COLOUR[f.fan.family]
        c.text(x, y, fan_name(f), size=style.BODY, va="center",
               gid=f"counted:{f.fan.id}")
        if m:
            _set_marks(c, x_sets, y, m, colour)
        w = max(0.06, f.points * k)
        c.box(x_bar, y - BAR_H / 2, w, BAR_H, face=colour, edge=style.INK, lw=1.0, radius=0.04,
              gid=f"bar:{f.fan.id}")
        c.text(x_bar + w + 0.08, y, str(f.points), size=style.BODY, weight="bold", va="center",
               gid=f"points:{f.fan.id}")
        c.text(x_after, y, fonts.both(FAMILIES[f.fan.family]), size=style.LABEL,
               color=style.MUTED, va="center", gid=f"family:{f.fan.family}")
        y += ROW
    # total and the 8-fan line
    y = _total(c, x, x_bar, x_after, y, result, counted, k)
    # excluded
    if excluded:
        y += 0.1
        y = heading(y + ROW / 2, "excluded")
        for e, m in zip(excluded, marks[len(counted):]):
            c.text(x, y, fan_name(e), size=style.BODY, va="center",
                   color=style.MUTED, struck=True, gid=f"excluded:{e.fan.id}")
            if m:
                _set_marks(c, x_sets, y, m, style.EXCLUDED_EDGE, muted=True)
            elif m is None:
                c.text(x_sets, y, " ".join(str(g) for g in e.sets), size=style.LABEL,
                       color=style.MUTED, va="center", gid="other-sets")
            pts = e.points
            w = max(0.06, pts * k)
            c.box(x_bar, y - BAR_H / 2, w, BAR_H, face=style.EXCLUDED_FILL,
                  edge=style.EXCLUDED_EDGE, lw=1.0, radius=0.04, hatch=style.EXCLUDED_HATCH,
                  gid=f"excluded-bar:{e.fan.id}")
            c.text(x_bar + w + 0.08, y, str(pts), size=style.BODY, va="center",
                   color=style.MUTED, struck=True, gid=f"excluded-points:{e.fan.id}")
            bw, _ = c.badge(x_after, y, principle_text(e.principle),
                            colour=e.principle.colour,
                            gid=f"principle:{e.principle.id}")
            c.text(x_after + bw + 0.12, y, by_text(e), size=style.LABEL, va="center",
                   color=style.INK, gid="by")
            y += ROW
    return y


def _total(c: Canvas, x, x_bar, x_after, y, result, counted, k) -> float:
    """The total, and the counted fans stacked against the 8-fan line."""
    y += 0.08
    c.line([x, x_after + 2.0], [y - ROW / 2 + 0.04] * 2, color=style.OUTLINE, lw=1.0, z=1)
    c.text(x, y, fonts.both(vocabulary.HEAD["total"]), size=style.HEAD, weight="bold", va="center",
           gid="total-label")
    total = str(result.total)
    flowers = result.win.flowers
    if flowers:
        total += f"  ({result.total_without_flowers} + {flowers} {fonts.bi('花', 'flowers')})"
    # the stacked bar: the counted fans (flowers aside) against the 8-fan line
    xx = x_bar
    for f in counted:
        if f.fan.id == "flower_tiles":
            continue
        w = max(0.04, f.points * k)
        c.box(xx, y - BAR_H / 2, w, BAR_H, face=style.FAMILY_COLOUR[f.fan.family],
              edge="white", lw=1.0, radius=0.02, gid=f"stack:{f.fan.id}")
        xx += w
    line_x = x_bar + MINIMUM_FANS * k
    c.text(max(xx, line_x) + 0.12, y, total, size=style.HEAD, weight="bold", va="center",
           gid="total")
    c.line([line_x, line_x], [y - BAR_H / 2 - 0.12, y + BAR_H / 2 + 0.12], color=style.INK,
           lw=2.2, ls=(0, (3, 2)), z=4, gid="minimum-line")
    y += ROW * 0.9
    verdict = "reaches" if result.meets_minimum else "short"
    c.text(line_x, y - 0.08, str(MINIMUM_FANS), size=style.LABEL, ha="center", va="center",
           weight="bold", gid="minimum-8")
    c.text(x, y - 0.08, fonts.both(vocabulary.HEAD["minimum"]), size=style.LABEL, va="center",
           color=style.MUTED, gid="minimum-label")
    c.text(x_after, y - 0.08, ("✓ " if result.meets_minimum else "✗ ") + fonts.both(vocabulary.HEAD[verdict]),
           size=style.BODY, weight="bold", va="center",
           color="#1d6b36" if result.meets_minimum else "#a32020", gid=f"verdict:{verdict}")
    # what the stacked bar is: the fans that count toward the minimum, flowers left out
    y += ROW * 0.55
    drawn = figure.bar_families(result)  # one swatch per family the bar shows
    for i, family in enumerate(drawn):
        c.box(x_bar + i * 0.12, y - 0.07, 0.12, 0.14, face=style.FAMILY_COLOUR[family],
              edge="white", lw=1.0, radius=0.02, gid=f"bar-swatch:{family}")
    c.text(x_bar + 0.12 * len(drawn) + 0.1, y, fonts.both(vocabulary.HEAD["bar_legend"]), size=style.LABEL,
           va="center", color=style.MUTED, gid="bar-legend")
    return y + ROW * 0.6
