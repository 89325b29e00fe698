"""draw_readings: the readings of a hand side by side, each with its fans and total.

high-versus-low 就高不就低: when the tiles can be grouped more than one way, the reading with the
highest total is counted, and the fans only another reading has are not. no-split 不拆移: a Seven
Pairs hand is not regrouped into sets to collect the fans of a regular reading.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..readings import Reading
from .. import words
from . import fonts, style
from .canvas import Canvas, MahjongFigure
from .layout import draw_row, place_row, reading_slots, row_lift
from .ledger import context_text

SCALE = 0.75
PAD = 0.22
LINE_H = 0.4
MAX_PANELS = 6
CHOSEN_EDGE = "#d99100"


@dataclass
class Panel:
    reading: Reading
    fans: tuple
    total: int
    chosen: bool
    number: int
    hand: object
    why: dict  # fan id -> (badge text, principle id) for fans the chosen reading does not count


def panels_of(result) -> list[Panel]:
    """The chosen reading first, then the others by total (as mjlib.score lists them)."""
    fans = tuple(f for f in result.fans if f.fan.id != "flower_tiles")
    counted = {f.fan.id for f in result.fans}
    why = {f.fan.id: _why(result, f.fan.id) for a in result.alternatives for f in a.fans
           if f.fan.id not in counted}
    out = [Panel(result.reading, fans, result.total_without_flowers, True, 1, result.hand, {})]
    for i, a in enumerate(result.alternatives):
        out.append(Panel(a.reading, a.fans, a.total, False, i + 2, result.hand, why))
    return out


def _fan_line(f) -> str:
    times = f" ×{f.count}" if f.count > 1 else ""
    return fonts.bi(f.fan.zh, f.fan.en) + times


def _header(p: Panel) -> str:
    return f"{fonts.bi(*words.HEAD['reading'])} {p.number}: {fonts.bi(p.reading.zh, p.reading.en)}"


def _why(result, fan_id: str) -> tuple[str, str]:
    """The badge for a fan the chosen reading does not count: the principle that removed it."""
    found = [e for e in result.excluded if e.fan.id == fan_id]
    across = [e for e in found if isinstance(e.by, Reading) or e.principle.id == "no-split"]
    e = (across or found or [None])[0]
    if e is None:
        return fonts.bi(*words.HEAD["excluded"]), "none"
    return fonts.bi(e.principle.zh, e.principle.en), e.principle.id


def _size(p: Panel) -> tuple[float, float]:
    slots = reading_slots(p.reading, p.hand, tags=False)
    row_w = place_row(slots, 0, scale=SCALE)
    names = [_fan_line(f) for f in p.fans]
    fan_w = max([Canvas.extent(n, style.BODY)[0] + 0.9 + (Canvas.extent(p.why[f.fan.id][0], style.LABEL)[0]
                                                          + 0.35 if f.fan.id in p.why else 0)
                 for n, f in zip(names, p.fans)] + [2.5])
    head_w = Canvas.extent(_header(p), style.HEAD, "bold")[0] + 1.6
    w = max(row_w, fan_w, head_w) + 2 * PAD
    row_h = 0.3 + 0.07 + row_lift(slots, SCALE) + style.DEPTH * SCALE + 0.07
    h = PAD + 0.4 + row_h + 0.15 + LINE_H * (len(p.fans) + 1.4) + PAD
    return w, h


def draw_readings(result) -> MahjongFigure:
    """Every reading of the hand side by side with its fans and total; the chosen one (the
    highest total: high-versus-low) framed and marked CHOSEN. Fans that only another reading
    the chosen reading does not count carry the principle that removed them."""
    panels = panels_of(result)
    extra = max(0, len(panels) - MAX_PANELS)
    panels = panels[:MAX_PANELS]
    c = Canvas()
    y = 0.0
    c.text(0, y, f"{fonts.bi('就高不就低', 'high-versus-low')}   {result.hand}", size=style.TITLE,
           va="top", weight="bold", gid="title")
    y += style.TITLE * 1.3 / 72 + 0.06
    c.text(0, y, context_text(result) + f"   ·   {result.rules.name}", size=style.BODY, va="top",
           color=style.MUTED, gid="subtitle")
    y += style.BODY * 1.3 / 72 + 0.12
    for line in _explain(result, len(panels) + extra):
        c.text(0, y, line, size=style.BODY, va="top", gid="explain")
        y += style.BODY * 1.35 / 72
    y += 0.2

    sizes = [_size(p) for p in panels]
    cols = 1 if len(panels) == 1 else 2
    col_w = [max(sizes[i][0] for i in range(k, len(panels), cols)) for k in range(cols)]
    gap = 0.35
    for r in range(0, len(panels), cols):
        row_h = max(sizes[i][1] for i in range(r, min(r + cols, len(panels))))
        x = 0.0
        for k in range(cols):
            i = r + k
            if i >= len(panels):
                break
            _panel(c, x, y, col_w[k], row_h, panels[i])
            x += col_w[k] + gap
        y += row_h + gap
    if extra:
        c.text(0, y, f"+ {extra} " + fonts.bi("其他组合", "more readings, not drawn"),
               size=style.BODY, color=style.MUTED, va="top", gid="more")
    return c.finish()


def _explain(result, n: int) -> list[str]:
    if not result.alternatives:
        return [fonts.bi("只有一种组合", "Only one reading: high-versus-low has nothing to choose from.")]
    best = max(a.total for a in result.alternatives)
    lines = []
    if fonts.cjk():
        lines.append(f"{n} 种组合，计番最高的一种采用（{result.total_without_flowers} 番）"
                     "，其他组合独有的番种不计。")
    mine = result.total_without_flowers
    compare = f"{mine} > {best}" if mine > best else f"{mine} = {best}, a tie"
    lines.append(f"{n} readings: the one with the highest total counts ({compare}); "
                 "the fans only the others have are not counted.")
    if mine == best:
        lines.append("A tie goes to a reading with Pure Triple Chow or Triple Pung, then to four "
                     "sets and a pair over Seven Pairs, then to the first in tile order.")
    if result.reading.shape == "seven_pairs" and any(a.reading.shape == "regular"
                                                       for a in result.alternatives):
        lines.append(fonts.bi("不拆移", "no-split: Seven Pairs is not regrouped into sets for "
                                        "the fans of a regular reading."))
    return lines


def _panel(c: Canvas, x: float, y: float, w: float, h: float, p: Panel) -> None:
    gid = f"panel:{p.number}" + (":chosen" if p.chosen else "")
    if p.chosen:
        c.box(x, y, w, h, face=style.tint(CHOSEN_EDGE, 0.9), edge=CHOSEN_EDGE, lw=3.5, radius=0.14,
              z=0.5, gid=gid)
    else:
        c.box(x, y, w, h, face="white", edge=style.EXCLUDED_EDGE, lw=1.6, ls=(0, (5, 3)),
              radius=0.14, z=0.5, gid=gid)
    yy = y + PAD + 0.18
    c.text(x + PAD, yy, _header(p), size=style.HEAD, weight="bold", va="center", gid=gid)
    if p.chosen:
        c.badge(x + w - PAD, yy, "✓ " + fonts.bi(*words.HEAD["chosen"]), colour=CHOSEN_EDGE,
                size=style.BODY, ha="right", gid="chosen")
    yy += 0.3
    slots = reading_slots(p.reading, p.hand, tags=False)
    for s in slots:
        s.label = ""
    row = draw_row(c, x + PAD, yy, slots, scale=SCALE)
    yy = row.base + style.DEPTH * SCALE + 0.07 + 0.15
    right = x + w - PAD
    for f in p.fans:
        cy = yy + LINE_H / 2
        colour = style.FAMILY_COLOUR[f.fan.family]
        c.box(x + PAD, cy - 0.09, 0.18, 0.18, face=colour, edge=style.INK, lw=0.8, radius=0.03)
        name = _fan_line(f)
        c.text(x + PAD + 0.28, cy, name, size=style.BODY, va="center", gid=f"reading-fan:{f.fan.id}")
        if f.fan.id in p.why:
            nx = x + PAD + 0.28 + Canvas.extent(name, style.BODY)[0] + 0.15
            text, pid = p.why[f.fan.id]
            c.badge(nx, cy, text, colour=style.PRINCIPLE_COLOUR.get(pid, style.EXCLUDED_EDGE),
                    gid=f"not-counted:{f.fan.id}:{pid}", ls=(0, (3, 2)))
        c.text(right, cy, str(f.points), size=style.BODY, ha="right", va="center", weight="bold")
        yy += LINE_H
    yy += 0.1
    c.line([x + PAD, right], [yy, yy], color=style.OUTLINE, lw=1.0)
    cy = yy + LINE_H * 0.7
    c.text(x + PAD, cy, fonts.bi(*words.HEAD["total"]), size=style.HEAD, weight="bold", va="center")
    c.text(right, cy, str(p.total), size=style.TITLE + 3, ha="right", va="center", weight="bold",
           gid=f"reading-total:{p.number}")
