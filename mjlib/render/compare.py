"""draw_readings: the readings of a hand side by side, each with its own fans and total.

high-versus-low 就高不就低: when the tiles can be grouped more than one way, the reading with the
highest total is counted, and the fans only another reading has are not. no-split 不拆移: a Seven
Pairs hand is not regrouped into sets to collect the fans of a regular reading.
"""

from __future__ import annotations

from ..explain import reading_principle
from ..pages.drawn import Panel, drawn_readings, panels_of, principles_deciding
from ..vocabulary import Principle
from .. import vocabulary
from ..errors import boolean
from ..result import as_result
from . import fonts, style
from .canvas import Canvas, MahjongFigure
from .layout import draw_row, place_row, reading_slots, row_lift
from .ledger import by_text, context_text, described

SCALE = 0.75
PAD = 0.22
LINE_H = 0.4
MAX_PANELS = 6
CHOSEN_EDGE = "#d99100"
ONLY_HERE = "#6d6d6d"  # the "only in this reading" mark: a fact about the reading, not a principle
WIDE = 7.5  # panels wider than this (inches) stand one under another


def _fan_line(f) -> str:
    if fonts.zh_alone():
        return f.fan.zh + (f"（{f.worth}）" if f.count > 1 else "")
    times = f" ({f.worth})" if f.count > 1 else ""
    return fonts.bi(f.fan.zh, f.fan.en) + times


def _header(p: Panel) -> str:
    if fonts.zh_alone():
        return f"{vocabulary.HEAD['reading'].zh}{p.number}：{p.reading.zh}"
    return f"{fonts.both(vocabulary.HEAD['reading'])} {p.number}: {fonts.bi(p.reading.zh, p.reading.en)}"


def _mark(p: Panel) -> tuple[str, str]:
    """(text, colour) of the panel's corner mark: CHOSEN, or the principle that keeps it out."""
    if p.chosen:
        return "✓ " + fonts.both(vocabulary.HEAD["chosen"]), CHOSEN_EDGE
    return "✗ " + fonts.bi(p.principle.zh, p.principle.en), p.principle.colour


def _only_here_text() -> str:
    return fonts.both(vocabulary.HEAD["only_here"])


def _row_width(text: str, badge: str | None) -> float:
    w = Canvas.extent(text, style.BODY)[0] + 0.9
    if badge:
        w += Canvas.extent(badge, style.LABEL)[0] + 0.35
    return w


def _size(p: Panel) -> tuple[float, float]:
    slots = reading_slots(p.reading, p.hand, tags=False)
    row_w = place_row(slots, 0, scale=SCALE)
    rows = [_row_width(_fan_line(f), _only_here_text() if f.fan.id in p.only_here else None)
            for f in p.fans]
    rows += [_row_width(_fan_line(e), fonts.bi(e.principle.zh, e.principle.en) + "  "
                        + by_text(e, sources=False)) for e in p.excluded]
    fan_w = max(rows + [2.5])
    head_w = Canvas.extent(_header(p), style.HEAD, "bold")[0] + 0.5 \
        + Canvas.extent(_mark(p)[0], style.BODY)[0] + 0.3
    w = max(row_w, fan_w, head_w) + 2 * PAD
    row_h = 0.3 + 0.07 + row_lift(slots, SCALE) + style.DEPTH * SCALE + 0.07
    lines = len(p.fans) + len(p.excluded) + (0.3 if p.excluded else 0)
    h = PAD + 0.4 + row_h + 0.15 + LINE_H * (lines + 1.4) + PAD
    return w, h


def draw_readings(result) -> MahjongFigure:
    """Every reading of the hand side by side, each with its own counted fans, its own fans not
    counted (struck through, with the principle that removed them inside that reading) and its
    total. The chosen one is framed and marked CHOSEN; each other one is marked with the
    principle that keeps it from being counted: high-versus-low 就高不就低 (a lower or equal
    total), or no-split 不拆移 (Seven Pairs is not regrouped into sets). Fans counted only in
    another reading are marked "only in this reading"."""
    result = as_result(result, "draw_readings()")
    panels = panels_of(result)
    extra = max(0, len(panels) - MAX_PANELS)
    panels = panels[:MAX_PANELS]
    c = Canvas()
    y = 0.0
    deciding = principles_deciding(result)
    head = " · ".join(fonts.bi(p.zh, p.en) for p in deciding) or fonts.both(vocabulary.HEAD["reading"])
    c.text(0, y, f"{head}   {result.hand}", size=style.TITLE, va="top", weight="bold", gid="title")
    y += style.TITLE * 1.3 / 72 + 0.06
    rules = result.rules.zh if fonts.zh_alone() else result.rules.name
    c.text(0, y, context_text(result) + f"   ·   {rules}", size=style.BODY, va="top",
           color=style.MUTED, gid="subtitle")
    y += style.BODY * 1.3 / 72 + 0.12
    sizes = [_size(p) for p in panels]
    cols = 1 if len(panels) == 1 or max(w for w, _ in sizes) > WIDE else 2
    col_w = [max(sizes[i][0] for i in range(k, len(panels), cols)) for k in range(cols)]
    gap = 0.35
    width = max(sum(col_w) + gap * (cols - 1), 6.0)
    for text in _explain(result, len(panels) + extra):
        for line in _wrap(text, width):
            c.text(0, y, line, size=style.BODY, va="top", gid="explain")
            y += style.BODY * 1.35 / 72
    y += 0.2
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
        c.text(0, y, f"+ {extra} " + fonts.bi("其他拆法", "more readings, not drawn"),
               size=style.BODY, color=style.MUTED, va="top", gid="more")
    fig = described(c.finish(), vocabulary.FIGURE["readings"], result)
    drawn = drawn_readings(result, len(panels))
    if drawn is not None:
        fig.shows = {"readings": drawn}
    return fig


def _wrap(text: str, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` inches: at spaces, or anywhere in Chinese."""
    lines, line = [], ""
    units = text.split(" ") if not fonts.has_cjk(text) else list(text)
    joiner = " " if not fonts.has_cjk(text) else ""
    for unit in units:
        candidate = f"{line}{joiner}{unit}" if line else unit
        if line and Canvas.extent(candidate, style.BODY)[0] > width:
            lines.append(line)
            line = unit
        else:
            line = candidate
    return lines + [line] if line else lines


def _explain(result, n: int) -> list[str]:
    if not result.alternatives:
        return [fonts.bi("只有一种拆法", "Only one reading: there is no other grouping to choose from.")]
    mine = result.total_without_flowers
    lines = []
    split = [a for a in result.alternatives
             if reading_principle(result.reading, a.reading) is Principle.NO_SPLIT]
    higher = [a for a in result.alternatives if a not in split]
    if split:
        best = max(a.total for a in split)
        if fonts.cjk():
            lines.append(f"不拆移：七对（{mine}番）的对子不能拆开重组为四副牌组一对将（{best}番），该拆法的番种不计。")
        if not fonts.zh_alone():
            lines.append(f"no-split: the pairs of Seven Pairs ({mine}) are not taken apart and "
                         f"regrouped into four sets and a pair ({best}); that reading's fans are "
                         "not counted.")
    if higher:
        best = max(a.total for a in higher)
        compare = f"{mine} > {best}" if mine > best else f"{mine} = {best}, a tie"
        if fonts.cjk():
            if mine == best:
                lines.append(f"就高不就低：{n}种拆法中最高为{mine}番，有两种拆法番数相同；"
                             "其他拆法独有的番种不计。")
            else:
                lines.append(f"就高不就低：{n}种拆法中取番数最高的一种（{mine}番），"
                             "其他拆法独有的番种不计。")
        if not fonts.zh_alone():
            lines.append(f"high-versus-low: of {n} readings the one with the highest total counts "
                         f"({compare}); the fans only the others have are not counted.")
        if mine == best:
            if fonts.cjk():
                lines.append("番数相同时规则未作规定：通行做法先取含一色三同顺或三同刻的拆法，再取四副牌组"
                             "一对将而不取七对，再取按牌序先得的拆法（见R18）。")
            if not fonts.zh_alone():
                lines.append("On a tie the rules are silent; common practice (the reference "
                             "calculator) prefers Pure Triple Chow or Triple Pung, then four sets "
                             "and a pair over Seven Pairs, then the first in tile order (open "
                             "question R18).")
    return lines


def _panel(c: Canvas, x: float, y: float, w: float, h: float, p: Panel) -> None:
    gid = f"panel:{p.number}" + (":chosen" if p.chosen else f":{p.principle.id}")
    if p.chosen:
        c.box(x, y, w, h, face=style.tint(CHOSEN_EDGE, 0.9), edge=CHOSEN_EDGE, lw=3.5, radius=0.14,
              z=0.5, gid=gid)
    else:
        c.box(x, y, w, h, face="white", edge=style.EXCLUDED_EDGE, lw=1.6, ls=(0, (5, 3)),
              radius=0.14, z=0.5, gid=gid)
    yy = y + PAD + 0.18
    c.text(x + PAD, yy, _header(p), size=style.HEAD, weight="bold", va="center", gid=gid)
    text, colour = _mark(p)
    c.badge(x + w - PAD, yy, text, colour=colour, size=style.BODY, ha="right",
            gid="chosen" if p.chosen else f"kept-out:{p.number}:{p.principle.id}")
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
        c.text(x + PAD + 0.28, cy, name, size=style.BODY, va="center",
               gid=f"reading-fan:{p.number}:{f.fan.id}")
        if f.fan.id in p.only_here:
            nx = x + PAD + 0.28 + Canvas.extent(name, style.BODY)[0] + 0.15
            c.badge(nx, cy, _only_here_text(), colour=ONLY_HERE, gid=f"only-here:{p.number}:{f.fan.id}",
                    ls=(0, (3, 2)))
        c.text(right, cy, str(f.points), size=style.BODY, ha="right", va="center", weight="bold")
        yy += LINE_H
    if p.excluded:
        yy += 0.12
    for e in p.excluded:
        cy = yy + LINE_H / 2
        c.box(x + PAD, cy - 0.09, 0.18, 0.18, face=style.EXCLUDED_FILL, edge=style.EXCLUDED_EDGE,
              lw=0.8, radius=0.03, hatch=style.EXCLUDED_HATCH)
        name = _fan_line(e)
        c.text(x + PAD + 0.28, cy, name, size=style.BODY, va="center", color=style.MUTED,
               struck=True, gid=f"reading-excluded:{p.number}:{e.fan.id}")
        nx = x + PAD + 0.28 + Canvas.extent(name, style.BODY)[0] + 0.15
        bw, _ = c.badge(nx, cy, fonts.bi(e.principle.zh, e.principle.en),
                        colour=e.principle.colour,
                        gid=f"not-counted:{p.number}:{e.fan.id}:{e.principle.id}")
        c.text(nx + bw + 0.1, cy, by_text(e, sources=False), size=style.LABEL, va="center", gid="by")
        c.text(right, cy, str(e.points), size=style.BODY, ha="right", va="center",
               color=style.MUTED, struck=True, gid=f"reading-excluded-points:{p.number}:{e.fan.id}")
        yy += LINE_H
    yy += 0.1
    c.line([x + PAD, right], [yy, yy], color=style.OUTLINE, lw=1.0)
    cy = yy + LINE_H * 0.7
    c.text(x + PAD, cy, fonts.both(vocabulary.HEAD["total"]), size=style.HEAD, weight="bold", va="center")
    c.text(right, cy, str(p.total), size=style.TITLE + 3, ha="right", va="center", weight="bold",
           gid=f"reading-total:{p.number}")
