"""draw_combinations: the sets of the chosen reading as nodes, the fans that combine them as edges.

The sets stand in a row. A counted fan that combines sets (一般高, 花龙, 双箭刻 ...) is a solid
bracket above the row, joining the sets it uses; a combination the principles removed is a dashed
grey bracket below it, its name struck through and the principle named: count-once 套算一次 (the
sets are already combined), non-identical 不得相同 (a set used twice for the same fan), no-split
不拆移 (sets taken back out of a bigger fan).
"""

from __future__ import annotations

from ..pages.drawn import Edge, drawn_combinations, edges_of
from .. import vocabulary
from ..errors import boolean
from ..result import as_result
from . import fonts, style
from .canvas import Canvas, MahjongFigure
from .layout import draw_row, group_index, place_row, reading_slots, row_lift
from .ledger import by_text, context_text, described, principle_text

NODE_GAP = 1.1
PORT_SPREAD = 0.62  # share of a set's width that edge ends spread over
COUNTED_LW = 3.2
REMOVED_LW = 2.4
REMOVED_COLOUR = "#7d7d7d"
CLEAR = 0.12  # between a bracket's bar and its label


def _label(edge: Edge, count_note: str = "") -> list[tuple[str, str]]:
    """The lines of an edge's label as (kind, text)."""
    name = fonts.bi(edge.fan.zh, edge.fan.en) + count_note
    if edge.counted:
        return [("name", f"{name}  {edge.points}")]
    e = edge.excluded
    return [("struck", name), ("badge", principle_text(e.principle)), ("by", by_text(e))]


def _label_size(lines) -> tuple[float, float]:
    w = h = 0.0
    for kind, text in lines:
        tw, th = Canvas.extent(text, style.LABEL if kind == "by" else style.BODY)
        if kind == "badge":
            tw, th = tw + 0.16, th + 0.12
        w = max(w, tw)
        h += th + 0.03
    return w, h


def _assign_levels(edges: list[Edge], centre_of) -> int:
    """Stack brackets so that no two labels overlap: narrow spans low, wide spans high."""
    levels: list[list[tuple[float, float]]] = []
    for e in sorted(edges, key=lambda e: (_span(e, centre_of), e.nodes)):
        xs = [centre_of(i) for i in e.nodes]
        mid = (min(xs) + max(xs)) / 2
        lo = min(min(xs) - 0.3, mid - e.label_w / 2) - 0.12
        hi = max(max(xs) + 0.3, mid + e.label_w / 2) + 0.12
        for L, used in enumerate(levels):
            if all(hi <= a or lo >= b for a, b in used):
                used.append((lo, hi))
                e.level = L
                break
        else:
            levels.append([(lo, hi)])
            e.level = len(levels) - 1
    return len(levels)


def _span(e: Edge, centre_of) -> float:
    xs = [centre_of(i) for i in e.nodes]
    return max(xs) - min(xs)


def _assign_ports(edges: list[Edge], slots) -> None:
    """Spread the bracket ends over each set so that brackets do not run into each other."""
    for i, s in enumerate(slots):
        touching = [e for e in edges if i in e.nodes]
        if not touching:
            continue

        def key(e):
            xs = [slots[j].cx for j in e.nodes]
            mid = (min(xs) + max(xs)) / 2
            if mid < s.cx - 1e-6:  # goes left: low brackets leftmost
                return (0, e.level)
            if mid > s.cx + 1e-6:  # goes right: high brackets leftmost
                return (2, -e.level)
            return (1, e.level)

        touching.sort(key=key)
        n = len(touching)
        spread = s.strip_w * PORT_SPREAD
        for k, e in enumerate(touching):
            e.ports[i] = s.cx + (0 if n == 1 else -spread / 2 + spread * k / (n - 1))


def draw_combinations(result) -> MahjongFigure:
    """The sets as nodes and the fans between them as brackets: counted above (solid, coloured by
    family, with points), removed below (dashed grey, struck through, with the principle that
    removed them: count-once, non-identical or no-split, and the fan responsible)."""
    result = as_result(result, "draw_combinations()")
    reading = result.reading
    edges, elsewhere = edges_of(result)
    up = [e for e in edges if e.counted]
    down = [e for e in edges if not e.counted]
    counts: dict = {}
    for e in edges:
        if e.excluded is not None and len(e.nodes) > max(e.fan.arity, 2) and e.excluded.count > 1:
            counts[id(e)] = f" ({e.excluded.worth})"
    for e in edges:
        e.label_w, e.label_h = _label_size(_label(e, counts.get(id(e), "")))

    c = Canvas()
    y = 0.0
    c.text(0, y, fonts.both(vocabulary.HEAD["combinations"]) + f"   {result.hand}", size=style.TITLE,
           va="top", weight="bold", gid="title")
    y += style.TITLE * 1.3 / 72 + 0.06
    c.text(0, y, f"{fonts.bi(result.reading.zh, result.reading.en)}   ·   {context_text(result)}",
           size=style.BODY, va="top", color=style.MUTED, gid="subtitle")
    y += style.BODY * 1.3 / 72 + 0.15
    y = _legend(c, 0, y)

    slots = reading_slots(reading, result.hand)
    for s in slots:
        s.label = ""
        s.gap_before = NODE_GAP if edges else style.SET_GAP + 0.25
    place_row(slots, 0, tag_left=True)
    centre = lambda i: slots[i].cx  # noqa: E731
    n_up = _assign_levels(up, centre)
    n_down = _assign_levels(down, centre)
    _assign_ports(up, slots)
    _assign_ports(down, slots)

    step_up = max([e.label_h for e in up] + [0]) + CLEAR + 0.22
    step_down = max([e.label_h for e in down] + [0]) + CLEAR + 0.22
    top = y + n_up * step_up + 0.15
    row = draw_row(c, 0, top, slots, win_mark=False, tag_left=True)
    lift = row_lift(slots)
    row_top = row.base - lift - 0.07
    row_bottom = row.base + style.DEPTH + 0.07
    for e in up:
        bar = row_top - 0.3 - e.level * step_up
        _bracket(c, e, bar, row_top, above=True)
    for e in down:
        bar = row_bottom + 0.3 + e.level * step_down
        _bracket(c, e, bar, row_bottom, above=False, note=counts.get(id(e), ""))
    y = row_bottom + 0.3 + n_down * step_down + 0.1
    if not edges:
        c.text(0, y + 0.2, fonts.both(vocabulary.HEAD["no_combination"]), size=style.BODY,
               color=style.MUTED, va="center", gid="no-combination")
        y += 0.45
    for e in elsewhere:
        sets = " ".join(str(g) for g in e.sets)
        t = c.text(0, y + 0.2, fonts.bi(e.fan.zh, e.fan.en) + (f" ({e.worth})" if e.count > 1 else ""),
                   size=style.BODY, color=style.MUTED, va="center", struck=True,
                   gid=f"combo-elsewhere:{e.fan.id}")
        w = Canvas.extent(t.get_text(), style.BODY)[0]
        note = f"({fonts.both(vocabulary.HEAD['elsewhere'])}: {sets})"
        c.text(w + 0.15, y + 0.2, note, size=style.LABEL, color=style.MUTED, va="center")
        nw = Canvas.extent(note, style.LABEL)[0]
        bw, _ = c.badge(w + nw + 0.3, y + 0.2, principle_text(e.principle),
                        colour=e.principle.colour, gid=f"principle:{e.principle.id}")
        c.text(w + nw + 0.42 + bw, y + 0.2, by_text(e), size=style.LABEL, va="center")
        y += 0.45
    fig = described(c.finish(), vocabulary.FIGURE["combinations"], result)
    drawn = drawn_combinations(result)
    if drawn is not None:
        fig.shows = {"combinations": drawn}
    return fig


def _bracket(c: Canvas, e: Edge, bar: float, attach: float, *, above: bool, note: str = "") -> None:
    colour = style.FAMILY_COLOUR[e.fan.family] if e.counted else REMOVED_COLOUR
    lw = COUNTED_LW if e.counted else REMOVED_LW
    ls = "-" if e.counted else (0, (4, 2.5))
    xs = [e.ports[i] for i in e.nodes]
    for x in xs:
        c.line([x, x], [attach, bar], color=colour, lw=lw, ls=ls, z=1.2, gid=e.gid)
        c.circle(x, attach, 0.055, face=colour if e.counted else "white", edge=colour, lw=1.5,
                 z=1.4)
    if len(xs) > 1:
        c.line([min(xs), max(xs)], [bar, bar], color=colour, lw=lw, ls=ls, z=1.2, gid=e.gid)
    mid = (min(xs) + max(xs)) / 2
    lines = _label(e, note)
    heights = []
    for kind, text in lines:
        w, h = Canvas.extent(text, style.LABEL if kind == "by" else style.BODY)
        heights.append(h + (0.12 if kind == "badge" else 0) + 0.03)
    total = sum(heights)
    y = bar - CLEAR - total if above else bar + CLEAR
    for (kind, text), h in zip(lines, heights):
        cy = y + h / 2
        if kind == "name":
            c.text(mid, cy, text, size=style.BODY, ha="center", va="center", color=style.INK,
                   weight="bold", background="white", gid=e.gid)
        elif kind == "struck":
            c.text(mid, cy, text, size=style.BODY, ha="center", va="center", color=style.MUTED,
                   struck=True, background="white", gid=e.gid)
        elif kind == "badge":
            c.badge(mid, cy, text, colour=e.excluded.principle.colour,
                    ha="center", gid=f"principle:{e.excluded.principle.id}")
        else:
            c.text(mid, cy, text, size=style.LABEL, ha="center", va="center", color=style.INK,
                   background="white", gid=e.gid)
        y += h


def _legend(c: Canvas, x: float, y: float) -> float:
    cy = y + 0.15
    c.line([x, x + 0.5], [cy, cy], color=style.FAMILY_COLOUR["chows"], lw=COUNTED_LW)
    t1 = fonts.bi("计入", "counted (coloured by family, with points)")
    c.text(x + 0.6, cy, t1, size=style.LABEL, va="center")
    x2 = x + 0.6 + Canvas.extent(t1, style.LABEL)[0] + 0.4
    c.line([x2, x2 + 0.5], [cy, cy], color=REMOVED_COLOUR, lw=REMOVED_LW, ls=(0, (4, 2.5)))
    t2 = fonts.bi("不计", "not counted (struck through, with the principle)")
    c.text(x2 + 0.6, cy, t2, size=style.LABEL, va="center")
    return y + 0.45


__all__ = ["draw_combinations", "edges_of", "Edge"]
