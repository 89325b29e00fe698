"""draw_family_map: which fan removes which, for the fans of one family, laid out by points.

Each arrow is a row of the exclusion table (mjlib.exclusions): when the fan at its tail is
counted, the fan at its head is not. Fans of the family are coloured boxes; fans of other
families that they remove are grey, hatched, with a dashed border and their family named.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..exclusions import family_rows, rows_for
from ..fans import BY_ID, FAMILIES, FANS, Fan
from ..rules import Rules
from ..vocabulary import Principle, Scope, Source, chinese
from .. import vocabulary
from . import fonts, style
from .canvas import Canvas, MahjongFigure
from ..pages.drawn import arrow_line, drawn_family_map


LEVEL_GAP = 0.95  # vertical room between two rows of boxes, for the arrows
NODE_GAP = 0.4
NODE_PAD = 0.14
AXIS_W = 0.9
ARROW_HEAD = 15  # arrowhead size
ARROW_ROOM = 0.42  # the width a box gives each arrow that ends (or starts) on it


def edge_style(principle: Principle, source: Source) -> tuple[str, object, float]:
    """(colour, line style, width) of an arrow. The colour is the principle (no-repeat blue,
    no-split red, high-versus-low purple: a fan of the other reading); the line is the source:
    solid where a text lists the row (an entry, a worked example, or the basics text), dashed where
    none does (a necessary implication, or the principle itself), dotted where only common
    practice has it."""
    return (principle.colour, *{"dotted": ((0, (1, 1.6)), 2.6), "solid": ("-", 2.6),
                                "dashed": ((0, (4, 2.5)), 2.0)}[arrow_line(source)])



@dataclass
class Node:
    fan: Fan
    points: int
    own: bool  # of the family drawn
    x: float = 0.0
    y: float = 0.0
    w: float = 0.0
    h: float = 0.0
    order: float = 0.0


def _label(n: Node) -> str:
    text = fonts.bi(n.fan.zh, n.fan.en, sep="\n")
    if not n.own:
        text += "\n(" + fonts.both(FAMILIES[n.fan.family]) + ")"
    return text


@dataclass
class Item:
    """A box, or the point where an arrow crosses a row of boxes it does not stop at."""

    w: float
    node: Node | None = None
    up: list = None  # items in the row above joined to this one
    down: list = None
    x: float = 0.0  # centre
    order: float = 0.0

    def __post_init__(self):
        self.up, self.down = [], []


DUMMY_W = 0.16


def draw_family_map(family: str, rules: "str | Rules" = "green-book", *,
                    derived: bool = False) -> MahjongFigure:
    """What removes what (不计关系图) in one family (honors, chows, pungs, pairs, suits, outside,
    knitted, winning, special): its fans in rows by points, an arrow from each fan to every fan
    it removes, coloured by principle (see :func:`edge_style`): solid where a text lists the row
    (an entry, a worked example, or the basics text), dashed and thinner where none does,
    dotted where only the common-practice preset has it. Fans of other families that the
    family removes are drawn grey and hatched, their family named. An arrow that passes a row
    goes between its boxes, never behind one."""
    rules = Rules.named(rules)
    rows = family_rows(family, rules, derived)
    nodes: dict[str, Node] = {}
    extra = [BY_ID["concealed_and_melded_kong"]] if any(
        r.by == "concealed_and_melded_kong" for r in rows) and family == "pungs" else []
    for f in list(FANS) + extra:
        if f.family == family:
            nodes[f.id] = Node(f, rules.points(f), True)
    for r in rows:
        for fid in (r.by, r.removes):
            if fid not in nodes:
                f = BY_ID[fid]
                nodes[fid] = Node(f, rules.points(f), f.family == family)
    ends = {fid: max(sum(r.removes == fid for r in rows), sum(r.by == fid for r in rows))
            for fid in nodes}
    for n in nodes.values():
        w, h = Canvas.extent(_label(n), style.BODY)
        # room for every arrowhead side by side: they never pile up on one another
        n.w, n.h = max(w + 2 * NODE_PAD, ends[n.fan.id] * ARROW_ROOM), h + 2 * 0.08
    levels = sorted({n.points for n in nodes.values()}, reverse=True)
    level_of = {p: i for i, p in enumerate(levels)}
    layers: list[list[Item]] = [[] for _ in levels]
    item_of: dict[str, Item] = {}
    for n in nodes.values():
        it = Item(n.w, n)
        item_of[n.fan.id] = it
        layers[level_of[n.points]].append(it)
    chains: list[list[Item]] = []
    for r in rows:
        a, b = item_of[r.by], item_of[r.removes]
        la, lb = level_of[a.node.points], level_of[b.node.points]
        chain = [a]
        step = 1 if lb >= la else -1
        for k in range(la + step, lb, step):
            d = Item(DUMMY_W)
            layers[k].append(d)
            chain.append(d)
        chain.append(b)
        for u, v in zip(chain, chain[1:]):
            if u is not v and abs(level_of_item(u, layers) - level_of_item(v, layers)) == 1:
                upper, lower = (u, v) if level_of_item(u, layers) < level_of_item(v, layers) else (v, u)
                lower.up.append(upper)
                upper.down.append(lower)
        chains.append(chain)
    _order(layers)
    _place(layers)

    c = Canvas()
    y = 0.0
    preset = f"（{rules.zh}）" if fonts.zh_alone() else f"({rules.name})"
    title = f"{fonts.both(vocabulary.HEAD['family_map'])} · {fonts.both(FAMILIES[family])}   {preset}"
    c.text(0, y, title, size=style.TITLE, va="top", weight="bold", gid="title")
    y += style.TITLE * 1.3 / 72 + 0.08
    note = fonts.both(vocabulary.HEAD["removes_note"])
    c.text(0, y, note, size=style.BODY, va="top", color=style.MUTED, gid="subtitle")
    y += style.BODY * 1.35 / 72 + 0.15
    y = _legend(c, 0, y)
    y += 0.25

    left = min(it.x - it.w / 2 for layer in layers for it in layer)
    right = max(it.x + it.w / 2 for layer in layers for it in layer)
    shift = AXIS_W - left
    c.text(AXIS_W / 2 - 0.1, y, fonts.bi("番", "points"), size=style.LABEL, ha="center", va="top",
           color=style.MUTED, weight="bold", gid="axis")
    y += 0.35
    band: dict[int, tuple[float, float]] = {}
    for k, p in enumerate(levels):
        boxes = [it.node for it in layers[k] if it.node]
        row_h = max(n.h for n in boxes)
        band[k] = (y, y + row_h)
        c.text(AXIS_W / 2 - 0.1, y + row_h / 2, str(p), size=style.HEAD, ha="center", va="center",
               weight="bold", gid=f"level:{p}")
        c.line([AXIS_W - 0.15, right + shift], [y + row_h / 2] * 2, color="#e3e3e3", lw=1.0, z=0.2)
        for it in layers[k]:
            it.x += shift
            if it.node:
                n = it.node
                n.x, n.y = it.x - n.w / 2, y + (row_h - n.h) / 2
                _node(c, n, family)
        y += row_h + LEVEL_GAP
    _edges(c, rows, chains, layers, band)
    if not rows:
        c.text(AXIS_W, y, fonts.bi("本系列番种之间没有不计关系", "No fan of this family removes another."),
               size=style.BODY, color=style.MUTED, va="top", gid="no-rows")
    names, what = FAMILIES[family], vocabulary.FIGURE["family_map"]
    title = f"{names.zh}{what.zh}" if chinese() else f"{what.en} {names.zh} {names.en}"
    preset = [rules.zh if chinese() else rules.name] if rules.name != "green-book" else []
    fig = c.finish().described(title, vocabulary.FIGURE["removes_which"], *preset)
    fig.shows = {"family_map": drawn_family_map(family, rules, derived, rows)}
    return fig


def level_of_item(it: Item, layers) -> int:
    for k, layer in enumerate(layers):
        if any(it is other for other in layer):
            return k
    raise ValueError("item in no layer")


def _order(layers) -> None:
    """Order each row to shorten the arrows (barycentre sweeps down and up)."""
    def number(layer):
        for i, it in enumerate(layer):
            it.order = i - (len(layer) - 1) / 2

    for layer in layers:
        number(layer)
    for _ in range(4):
        for layer in layers[1:]:
            layer.sort(key=lambda it: _mean([u.order for u in it.up], it.order))
            number(layer)
        for layer in reversed(layers[:-1]):
            layer.sort(key=lambda it: _mean([d.order for d in it.down], it.order))
            number(layer)


def _gap(a: Item, b: Item) -> float:
    return NODE_GAP if (a.node and b.node) else 0.14


def _place(layers) -> None:
    """x of each item: packed in order, then pulled towards the items it is joined to."""
    for layer in layers:
        x = 0.0
        for i, it in enumerate(layer):
            if i:
                x += layer[i - 1].w / 2 + _gap(layer[i - 1], it) + it.w / 2
            it.x = x
        mid = (layer[0].x + layer[-1].x) / 2
        for it in layer:
            it.x -= mid
    for sweep in range(16):
        order = layers[1:] if sweep % 2 == 0 else list(reversed(layers[:-1]))
        for layer in order:
            want = []
            for it in layer:
                near = it.up if sweep % 2 == 0 else it.down
                want.append(_median([o.x for o in near], it.x))
            _settle(layer, want)


def _settle(layer, want) -> None:
    """Put the items of a row as near ``want`` as their order and spacing allow (least squares:
    the pool-adjacent-violators solution of an isotonic regression)."""
    offsets = [0.0]
    for a, b in zip(layer, layer[1:]):
        offsets.append(offsets[-1] + a.w / 2 + _gap(a, b) + b.w / 2)
    target = [w - o for w, o in zip(want, offsets)]
    blocks: list[list[float]] = []  # [mean, size]
    for t in target:
        blocks.append([t, 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            m2, n2 = blocks.pop()
            m1, n1 = blocks.pop()
            blocks.append([(m1 * n1 + m2 * n2) / (n1 + n2), n1 + n2])
    ys = [m for m, n in blocks for _ in range(int(n))]
    for it, y, o in zip(layer, ys, offsets):
        it.x = y + o


def _median(xs, default):
    if not xs:
        return default
    xs = sorted(xs)
    k = len(xs)
    return xs[k // 2] if k % 2 else (xs[k // 2 - 1] + xs[k // 2]) / 2


def _mean(xs, default):
    return sum(xs) / len(xs) if xs else default


def _node(c: Canvas, n: Node, family: str) -> None:
    gid = f"node:{n.fan.id}" + ("" if n.own else ":other")
    if n.own:
        colour = style.FAMILY_COLOUR[family]
        c.box(n.x, n.y, n.w, n.h, face=style.tint(colour, 0.72), edge=colour, lw=2.2, radius=0.08,
              z=3, gid=gid)
        c.text(n.x + n.w / 2, n.y + n.h / 2, _label(n), size=style.BODY, ha="center", va="center",
               z=5, gid=gid)
    else:
        c.box(n.x, n.y, n.w, n.h, face="#f2f2f2", edge=style.EXCLUDED_EDGE, lw=1.6, ls=(0, (4, 2.5)),
              radius=0.08, z=3, gid=gid, hatch="//")
        c.text(n.x + n.w / 2, n.y + n.h / 2, _label(n), size=style.BODY, ha="center", va="center",
               color=style.MUTED, z=5, gid=gid, background="#f2f2f2")


def _edges(c: Canvas, rows, chains, layers, band) -> None:
    """Each arrow leaves the bottom of its fan, passes rows between boxes, enters the top of the
    fan it removes; the ends spread over a box's width in the order of where they go."""
    def spread(node: Node, ends: list) -> dict:
        ends = sorted(ends, key=lambda e: e[1])
        k = len(ends)
        span = node.w - ARROW_ROOM
        return {e[0]: node.x + node.w / 2 + (0 if k == 1 else -span / 2 + span * i / (k - 1))
                for i, e in enumerate(ends)}

    outs: dict[int, list] = {}
    ins: dict[int, list] = {}
    for j, chain in enumerate(chains):
        outs.setdefault(id(chain[0]), []).append((j, chain[1].x))
        ins.setdefault(id(chain[-1]), []).append((j, chain[-2].x))
    start, end = {}, {}
    for chain in chains:
        start.update(spread(chain[0].node, outs[id(chain[0])]))
        end.update(spread(chain[-1].node, ins[id(chain[-1])]))
    for j, (r, chain) in enumerate(zip(rows, chains)):
        colour, ls, lw = edge_style(r.principle, r.source)
        gid = f"edge:{r.by}->{r.removes}:{r.principle.id}:{r.source.id}"
        a, b = chain[0].node, chain[-1].node
        if abs(a.y - b.y) < 1e-9:  # equal points: a loop under the row
            ya = a.y + a.h
            pts = [(a.x + a.w / 2, ya), ((a.x + b.x + b.w) / 2, ya + LEVEL_GAP / 2),
                   (b.x + b.w / 2, b.y + b.h)]
            c.arrow_path(pts, color=colour, lw=lw, ls=ls, z=2, gid=gid, head=ARROW_HEAD)
            continue
        down = b.y > a.y
        pts = [(start[j], a.y + a.h if down else a.y)]
        for d in chain[1:-1]:
            k = level_of_item(d, layers)
            top, bottom = band[k]
            pts += [(d.x, top), (d.x, bottom)] if down else [(d.x, bottom), (d.x, top)]
        pts.append((end[j], b.y if down else b.y + b.h))
        c.arrow_path(pts, color=colour, lw=lw, ls=ls, z=2, gid=gid, head=ARROW_HEAD)
        if r.scope is Scope.ONE:  # the preset removes one instance only (九莲宝灯's 幺九刻)
            x, y = pts[-1]
            c.text(x + 0.1, y - 0.42 if down else y + 0.42, fonts.both(vocabulary.HEAD["one_only"]),
                   size=style.LABEL, color=colour, gid=f"scope:{r.by}->{r.removes}",
                   background="white")


def _legend(c: Canvas, x: float, y: float) -> float:
    """Two lines: what the colours say (the principle), what the lines say (the source, drawn in
    grey so that no two entries look alike)."""
    seed = Source.SEED
    hvl = Principle.HIGH_VERSUS_LOW
    colours = [((p, seed), fonts.bi(p.zh, p.en)) for p in (Principle.NO_REPEAT, Principle.NO_SPLIT)]
    colours.append(((hvl, seed), fonts.bi(hvl.zh, f"{hvl.en}: a fan of the other reading")))
    lines = [((Principle.NO_REPEAT, seed), fonts.bi("规则列明或例题所述",
                                                    "listed by the rules or their worked example")),
             ((Principle.NO_REPEAT, Source.IMPLIED),
              fonts.bi("规则未列", "not listed: implied by the principle")),
             ((Principle.NO_REPEAT, Source.PRESET),
              fonts.bi(Source.PRESET.label_zh, Source.PRESET.label_en))]
    for row, items in enumerate((colours, lines)):
        cy = y + 0.15 + row * 0.36
        xx = x
        for key, text in items:
            colour, ls, lw = edge_style(*key)
            if row == 1:  # the second line says the source by its line alone: drawn in grey
                colour = style.OUTLINE
            c.arrow((xx, cy), (xx + 0.7, cy), color=colour, lw=lw, ls=ls, head=ARROW_HEAD,
                    gid=f"legend:{key[0].id if row == 0 else key[1].id}")
            c.grow(xx, cy - 0.1, xx + 0.7, cy + 0.1)
            c.text(xx + 0.8, cy, text, size=style.LABEL, va="center")
            xx += 0.8 + Canvas.extent(text, style.LABEL)[0] + 0.45
        if row == 1:
            box_w = 0.5
            c.box(xx, cy - 0.14, box_w, 0.28, face="#f2f2f2", edge=style.EXCLUDED_EDGE, lw=1.4,
                  ls=(0, (4, 2.5)), hatch="//", radius=0.05)
            c.text(xx + box_w + 0.1, cy, fonts.both(vocabulary.HEAD["other_family"]), size=style.LABEL,
                   va="center")
    return y + 0.76
