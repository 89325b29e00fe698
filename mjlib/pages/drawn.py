"""The other drawn figures in HTML, for a narrow screen: the readings compared
(:func:`mjlib.render.draw_readings`), the fans between sets (:func:`mjlib.render.draw_combinations`),
a family's map of what removes what (:func:`mjlib.render.draw_family_map`) and a set of tiles
(:func:`mjlib.render.draw_tiles`).

Each figure writes what it drew as plain data (JSON) in its PNG's metadata (``drawn_*`` below);
a page builder gives that data to :func:`narrow_drawn`, which works out the same thing again from
mjlib, stops with a HandError saying where when the two differ (a figure drawn before a change of
the scorer or of the exclusion table), and writes the HTML: the tiles are the faces of the page's
style sheet (:mod:`mjlib.pages.figure`), at least 28 px wide on a 390 px phone, and the sets, fans
and boxes wrap, so that nothing scrolls sideways.

The readings and combinations a figure draws are worked out here (:func:`panels_of`,
:func:`edges_of`), for the drawn figure and its HTML alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import vocabulary
from ..errors import HandError, shown, shown_zh
from ..explain import from_other_reading, reading_principle
from ..readings import Reading
from ..tiles import Tile
from ..vocabulary import HEAD, Both, Principle, Source, chinese
from .figure import (FAMILY_COLOUR, fan_words, NARROW_CLASS, SUIT_LABEL, _fig_letters, _fig_sets,
                     _fig_tile, by_text, drawn_result, esc, group_index, how_won, read_drawn,
                     reading_sets, UP)

# ---------------------------------------------------------------------------------------------
# what the figures draw


@dataclass
class Panel:
    """One reading drawn: its own counted fans and its own exclusions, and its total."""

    reading: Reading
    fans: tuple  # CountedFan, counted in this reading
    excluded: tuple  # ExcludedFan, not counted inside this reading
    total: int
    chosen: bool
    number: int
    hand: object
    only_here: frozenset = frozenset()  # ids of fans the chosen reading does not count
    principle: object = None  # for another reading: what keeps it from being counted


def panels_of(result) -> list[Panel]:
    """The chosen reading first, then the others by total (as mjlib.score lists them)."""
    fans = tuple(f for f in result.fans if f.fan.id != "flower_tiles")
    counted = {f.fan.id for f in fans}
    own = tuple(e for e in result.excluded if not from_other_reading(result, e))
    out = [Panel(result.reading, fans, own, result.total_without_flowers, True, 1, result.hand)]
    for i, a in enumerate(result.alternatives):
        out.append(Panel(a.reading, a.fans, a.excluded, a.total, False, i + 2, result.hand,
                         frozenset(f.fan.id for f in a.fans) - counted,
                         reading_principle(result.reading, a.reading)))
    return out


def principles_deciding(result) -> list:
    """The principles that keep the other readings out, each once (none for a single reading)."""
    out = []
    for a in result.alternatives:
        p = reading_principle(result.reading, a.reading)
        if p not in out:
            out.append(p)
    return out


@dataclass
class Edge:
    """One instance of a combination fan over some sets of the reading (and, for the drawn
    figure, where its bracket goes)."""

    fan: object  # Fan
    nodes: tuple  # indices into reading.groups
    counted: bool
    points: int = 0
    excluded: object = None  # the ExcludedFan
    level: int = 0
    ports: dict = field(default_factory=dict)
    label_w: float = 0.0
    label_h: float = 0.0

    @property
    def gid(self) -> str:
        kind = "combo-counted" if self.counted else "combo-removed"
        return f"{kind}:{self.fan.id}:" + self.letters

    @property
    def letters(self) -> str:
        return "".join(chr(65 + i) for i in self.nodes)


def edges_of(result) -> tuple[list[Edge], list]:
    """(edges on the chosen reading, excluded combination fans that belong to other readings)."""
    reading: Reading = result.reading
    edges: list[Edge] = []
    taken: list[tuple] = []
    for f in result.fans:
        if not f.fan.combo:
            continue
        each = f.points // max(1, f.count)
        for m in f.matches:
            idx = tuple(sorted(i for i in group_index(reading, _distinct(m)) if i is not None))
            if idx:
                edges.append(Edge(f.fan, idx, True, each))
                taken.append(idx)
    elsewhere = []
    for e in result.excluded:
        if not e.fan.combo:
            continue
        idx = group_index(reading, e.sets)
        if not e.sets or any(i is None for i in idx):
            elsewhere.append(e)
            continue
        for inst in _instances(result, e, tuple(sorted(idx)), taken):  # type: ignore[arg-type]
            edges.append(Edge(e.fan, inst, False, e.points // max(1, e.count), excluded=e))
            taken.append(inst)
    return edges, elsewhere


def _distinct(groups) -> tuple:
    out: list = []
    for g in groups:
        if not any(g is h for h in out):
            out.append(g)
    return tuple(out)


def _instances(result, e, sets: tuple, taken: list) -> list[tuple]:
    """The instances of an excluded entry, as sorted group indices of the chosen reading."""
    reading = result.reading
    out = []
    for m in e.matches or (e.sets,):
        idx = tuple(sorted(i for i in group_index(reading, _distinct(m)) if i is not None))
        if idx and idx not in taken and idx not in out:
            out.append(idx)
    return out or [sets]


# ---------------------------------------------------------------------------------------------
# the data each figure writes

def drawn_readings(result, shown_panels: int) -> dict | None:
    """What :func:`mjlib.render.draw_readings` draws, as data: the result (:func:`drawn_result`)
    and the total of each reading it draws, in order; None when the result's rules are not a
    named preset."""
    drawn = drawn_result(result)
    if drawn is None:
        return None
    return {"result": drawn, "totals": [p.total for p in panels_of(result)[:shown_panels]]}


def drawn_combinations(result) -> dict | None:
    """What :func:`mjlib.render.draw_combinations` draws, as data: the result and each bracket
    as [fan id, the letters of its sets, counted]."""
    drawn = drawn_result(result)
    if drawn is None:
        return None
    return {"result": drawn, "edges": _edge_rows(result)}


def _edge_rows(result) -> list[list]:
    return [[e.fan.id, e.letters, e.counted] for e in edges_of(result)[0]]


def drawn_family_map(family: str, rules, derived: bool, rows) -> dict:
    """What :func:`mjlib.render.draw_family_map` draws, as data: the family, the rules' name,
    whether derived rows are in, and each arrow as [by, removes, principle, source]."""
    return {"family": family, "rules": rules.name, "derived": derived, "rows": _arrow_rows(rows)}


def _arrow_rows(rows) -> list[list[str]]:
    return [[r.by, r.removes, r.principle.value, r.source.value] for r in rows]


def drawn_tiles(tiles) -> dict:
    """What :func:`mjlib.render.draw_tiles` draws, as data: the tiles, sorted."""
    return {"tiles": [str(t) for t in tiles]}


# ---------------------------------------------------------------------------------------------
# the faces

KINDS = ("readings", "combinations", "family_map", "tiles")


def narrow_drawn(kind: str, data: object, where: str = "a figure") -> str:
    """The HTML a narrow page shows in place of the figure of ``kind`` (one of :data:`KINDS`)
    whose data is ``data``; HandError saying ``where`` when the data is not what the figure
    writes or no longer what mjlib works out."""
    makers = {"readings": _readings, "combinations": _combinations, "family_map": _family_map,
              "tiles": _tiles}
    make = makers.get(kind) if isinstance(kind, str) else None
    if make is None:
        raise HandError(f"{where}: a drawn figure is one of {', '.join(KINDS)}, not {shown(kind)}",
                        zh=f"{where}：所画的图须是 {'、'.join(KINDS)} 之一，不能是 {shown_zh(kind)}")
    return f'<div class="{NARROW_CLASS} mj-narrow-{kind.replace("_", "-")}">{make(data, where)}</div>'


def _not_figure_data(where: str, what_en: str, what_zh: str, schema: str, data: object) -> HandError:
    return HandError(f"{where}: the drawn {what_en} is {schema}, not {shown(data)}",
                     zh=f"{where}：所画的{what_zh}须是 {schema}，不能是 {shown_zh(data)}")


def _not_as_drawn(where: str, what_en: str, what_zh: str, drawn: object, now: object) -> HandError:
    return HandError(f"{where}: the figure draws {what_en} {shown(drawn)}, mjlib gives "
                     f"{shown(now)} now: run the notebook again",
                     zh=f"{where}：图中画的{what_zh}是 {shown_zh(drawn)}，现在 mjlib 得出 "
                        f"{shown_zh(now)}：请重新运行笔记本")


def _readings(data: object, where: str) -> str:
    if not (isinstance(data, dict) and set(data) == {"result", "totals"}
            and isinstance(data["totals"], list) and data["totals"]
            and all(type(t) is int for t in data["totals"])):
        raise _not_figure_data(where, "readings", "拆法", "{'result': ..., 'totals': [int, ...]}", data)
    result = read_drawn(data["result"], where)
    panels = panels_of(result)[:len(data["totals"])]
    totals = [p.total for p in panels]
    if totals != data["totals"]:
        raise _not_as_drawn(where, "the readings' totals", "各拆法合计", data["totals"], totals)
    deciding = " · ".join(str(p) for p in principles_deciding(result))
    out = [f'<div class="mj-fig-title"><b>{esc(result.hand)}</b> {esc(deciding)}</div>'
           f'<div class="mj-fig-sub">{esc(" · ".join(how_won(result.win)))}</div>']
    for p in panels:
        mark = (f'<span class="mj-fig-chosen">✓ {esc(HEAD["chosen"].label())}</span>' if p.chosen
                else f'<span class="mj-fig-badge" style="border-color:{p.principle.colour}">✗ '
                     f"{esc(str(p.principle))}</span>")
        head = (f"{HEAD['reading'].zh}{p.number}：{p.reading.zh}" if chinese() else
                f"{HEAD['reading'].label()} {p.number}: {p.reading.zh} {p.reading.en}")
        rows = []
        for f in p.fans:
            here = (f' <span class="mj-fig-badge mj-fig-only">{esc(HEAD["only_here"].label())}'
                    "</span>" if f.fan.id in p.only_here else "")
            rows.append(f'<li><span class="mj-fig-swatch" style="background:'
                        f'{FAMILY_COLOUR[f.fan.family]}"></span>{fan_words(f)}{here}'
                        f'<b class="mj-fig-points">{f.points}</b></li>')
        for e in p.excluded:
            rows.append(f'<li class="mj-fig-excluded"><span class="mj-fig-swatch mj-fig-bar-struck">'
                        f'</span><span class="mj-struck">{fan_words(e)}</span> '
                        f'<span class="mj-fig-badge" style="border-color:{e.principle.colour}">'
                        f"{esc(str(e.principle))}</span> <small>"
                        f"{esc(by_text(e, sources=False, zh_alone=chinese()))}</small>"
                        f'<span class="mj-fig-points mj-struck">{e.points}</span></li>')
        sets = "".join(_fig_sets([_unlabelled(s) for s in reading_sets(p.reading, p.hand, False)]))
        out.append(f'<section class="mj-fig-panel{" mj-fig-panel-chosen" if p.chosen else ""}">'
                   f'<div class="mj-fig-sub"><b>{esc(head)}</b> {mark}</div>'
                   f'<div class="mj-fig-sets">{sets}</div><ul class="mj-fig-fans">{"".join(rows)}'
                   f'<li class="mj-fig-total"><b>{esc(HEAD["total"].label())}</b>'
                   f'<b class="mj-fig-points">{p.total}</b></li></ul></section>')
    return f'<div class="mj-figure-html">{"".join(out)}</div>'


def _unlabelled(laid):
    laid.label = None
    return laid


def _combinations(data: object, where: str) -> str:
    if not (isinstance(data, dict) and set(data) == {"result", "edges"}
            and isinstance(data["edges"], list)):
        raise _not_figure_data(where, "combinations", "组合", "{'result': ..., 'edges': [...]}", data)
    result = read_drawn(data["result"], where)
    now = _edge_rows(result)
    if now != data["edges"]:
        raise _not_as_drawn(where, "the fans between sets", "牌组之间的番种", data["edges"], now)
    laid = reading_sets(result.reading, result.hand)
    sets = "".join(_fig_sets(laid))
    edges, elsewhere = edges_of(result)
    rows = []
    for e in edges:
        # the sets it joins, each laid as in the reading (a knitted group in its parts)
        joined = "".join(_fig_sets([_unlabelled(s) for s in reading_sets(result.reading, result.hand)
                                    if _index(result.reading, s.group) in e.nodes]))
        if e.counted:
            words = (f'<span class="mj-fig-swatch" style="background:{FAMILY_COLOUR[e.fan.family]}">'
                     f"</span><b>{esc(e.fan.name)}</b>"
                     f'<b class="mj-fig-points">{e.points}</b>')
        else:
            x = e.excluded
            words = (f'<span class="mj-fig-swatch mj-fig-bar-struck"></span>'
                     f'<span class="mj-struck">{esc(e.fan.name)}</span> '
                     f'<span class="mj-fig-badge" style="border-color:{x.principle.colour}">'
                     f"{esc(str(x.principle))}</span> <small>{esc(by_text(x, zh_alone=chinese()))}"
                     "</small>")
        rows.append(f'<li class="mj-fig-combo{"" if e.counted else " mj-fig-excluded"}">'
                    f'<div>{_fig_letters(list(e.letters), muted=not e.counted)} {words}</div>'
                    f'<div class="mj-fig-sets">{joined}</div></li>')
    if not edges:
        rows.append(f"<li>{esc(HEAD['no_combination'].label())}</li>")
    for x in elsewhere:
        rows.append(f'<li class="mj-fig-excluded"><span class="mj-struck">{fan_words(x)}</span> '
                    f"<small>({esc(HEAD['elsewhere'].label())}: "
                    f"{esc(' '.join(str(g) for g in x.sets))})</small> "
                    f'<span class="mj-fig-badge" style="border-color:{x.principle.colour}">'
                    f"{esc(str(x.principle))}</span> <small>{esc(by_text(x, zh_alone=chinese()))}"
                    "</small></li>")
    read = result.reading.zh if chinese() else f"{result.reading.zh} {result.reading.en}"
    return (f'<div class="mj-figure-html"><div class="mj-fig-title"><b>{esc(result.hand)}</b></div>'
            f'<div class="mj-fig-sub">{esc(HEAD["reading"].label())}: {esc(read)}</div>'
            f'<div class="mj-fig-sets">{sets}</div><ul class="mj-fig-combos">{"".join(rows)}'
            "</ul></div>")


def _index(reading: Reading, group) -> int | None:
    return next((i for i, g in enumerate(reading.groups) if g is group), None)


def arrow_line(source: Source) -> str:
    """How a family map draws an arrow from ``source``: "solid" where a text lists the row (an
    entry, a worked example, or the basics text), "dashed" where none does (a necessary
    implication, or the principle itself), "dotted" where only common practice has it."""
    if source is Source.PRESET:
        return "dotted"
    return "solid" if source.listed else "dashed"


def _family_map(data: object, where: str) -> str:
    from ..exclusions import family_rows
    from ..fans import BY_ID, FAMILIES, FANS
    from ..rules import PRESETS, Rules

    if not (isinstance(data, dict) and set(data) == {"family", "rules", "derived", "rows"}
            and isinstance(data["family"], str) and data["family"] in FAMILIES
            and isinstance(data["rules"], str) and data["rules"] in PRESETS
            and isinstance(data["derived"], bool) and isinstance(data["rows"], list)):
        raise _not_figure_data(where, "family map", "不计关系图",
                   "{'family': ..., 'rules': ..., 'derived': bool, 'rows': [...]}", data)
    family, rules = data["family"], Rules.named(data["rules"])
    rows = family_rows(family, rules, data["derived"])
    now = _arrow_rows(rows)
    if now != data["rows"]:
        raise _not_as_drawn(where, "the arrows", "箭头", data["rows"], now)
    fans = [f for f in FANS if f.family == family]
    fans += [BY_ID[fid] for r in rows for fid in (r.by, r.removes)
             if BY_ID[fid] not in fans and BY_ID[fid].family == family]
    others = [BY_ID[fid] for r in rows for fid in (r.by, r.removes) if BY_ID[fid].family != family]
    shown_fans = list(dict.fromkeys(fans + others))
    shown_fans.sort(key=lambda f: -rules.points(f))
    colour = FAMILY_COLOUR[family]
    cards = []
    for f in shown_fans:
        own = f.family == family
        removes = []
        for r in rows:
            if r.by != f.id:
                continue
            p, s = r.principle, r.source
            style = arrow_line(s)
            one = (f" <small>({esc(HEAD['one_only'].label())})</small>"
                   if r.scope is vocabulary.Scope.ONE else "")
            removes.append(f'<li style="border-left:3px {style} {p.colour}">→ '
                           f"{esc(BY_ID[r.removes].name)}{one}</li>")
        other = "" if own else f"<small>({esc(FAMILIES[f.family].label())})</small>"
        cards.append(f'<div class="mj-fig-fan{"" if own else " mj-fig-other"}" '
                     f'style="border-color:{colour if own else "#8a8a8a"}">'
                     f'<div><b>{esc(f.name)}</b> {other}<b class="mj-fig-points">'
                     f"{rules.points(f)}</b></div><ul>{''.join(removes)}</ul></div>")
    preset = f"（{rules.zh}）" if chinese() else f"({rules.name})"
    legend = " · ".join(f'<span style="border-bottom:3px solid {p.colour}">{esc(str(p))}</span>'
                        for p in (Principle.NO_REPEAT, Principle.NO_SPLIT,
                                  Principle.HIGH_VERSUS_LOW))
    sources = " · ".join(
        f'<span style="border-bottom:3px {arrow_line(s)} '
        f'#4a4a4a">{esc(Both(s.label_en, s.label_zh).label())}</span>'
        for s in (Source.SEED, Source.IMPLIED, Source.PRESET))
    return (f'<div class="mj-figure-html"><div class="mj-fig-title"><b>'
            f'{esc(HEAD["family_map"].label())} · {esc(FAMILIES[family].label())}</b> '
            f"{esc(preset)}</div>"
            f'<div class="mj-fig-sub">{esc(HEAD["removes_note"].label())}</div>'
            f'<div class="mj-fig-sub mj-fig-legend">{legend}<br>{sources}</div>'
            f'<div class="mj-fig-fans">{"".join(cards)}</div></div>')


def _tiles(data: object, where: str) -> str:
    if not (isinstance(data, dict) and set(data) == {"tiles"} and isinstance(data["tiles"], list)
            and all(isinstance(t, str) for t in data["tiles"])):
        raise _not_figure_data(where, "tiles", "牌", "{'tiles': [str, ...]}", data)
    try:
        tiles = [Tile(t) for t in data["tiles"]]
    except (HandError, ValueError) as e:
        raise HandError(f"{where}: a drawn tile cannot be read: {e}",
                        zh=f"{where}：所画的牌读不出：{e}") from None
    if tiles != sorted(set(tiles)):
        raise _not_as_drawn(where, "the tiles", "牌", data["tiles"], [str(t) for t in sorted(set(tiles))])
    rows = []
    for suit in "mspz":
        row = [t for t in tiles if t.suit == suit]
        if row:
            zh, en = SUIT_LABEL[suit]
            label = zh if chinese() else f"{zh} {en}"
            faces = "".join(_fig_tile(t, UP) for t in row)
            rows.append(f'<div class="mj-fig-set mj-fig-plain"><div class="mj-fig-label">'
                        f"<span>{esc(label)}</span></div>"
                        f'<div class="mj-fig-tiles">{faces}</div></div>')
    return (f'<div class="mj-figure-html"><div class="mj-fig-sets mj-fig-rows">{"".join(rows)}'
            "</div></div>")


# the faces' own rules, after :data:`mjlib.pages.figure.FIGURE_CSS`
DRAWN_CSS = [
    ".mj-figure-html ul.mj-fig-fans, .mj-figure-html ul.mj-fig-combos, .mj-figure-html "
    ".mj-fig-fan ul { list-style: none; margin: 0; padding: 0; }",
    ".mj-figure-html ul.mj-fig-fans li { display: flex; flex-wrap: wrap; align-items: center; "
    "gap: 0.3em; padding: 2px 0; }",
    ".mj-figure-html .mj-fig-fans .mj-fig-points { margin-left: auto; }",
    ".mj-figure-html li.mj-fig-total { border-top: 1px solid #4a4a4a; margin-top: 0.3em; }",
    ".mj-figure-html .mj-fig-excluded { color: #5f5f5f; }",
    ".mj-figure-html .mj-fig-swatch { display: inline-block; width: 0.9em; height: 0.9em; "
    "border: 1px solid #1a1a1a; border-radius: 2px; flex: none; }",
    ".mj-figure-html .mj-fig-panel { border: 2px dashed #8a8a8a; border-radius: 0.6em; "
    "padding: 0.4em 0.6em; margin: 0.6em 0; }",
    ".mj-figure-html .mj-fig-panel-chosen { border: 3px solid #d99100; background: #fbf2de; }",
    ".mj-figure-html .mj-fig-chosen { color: #7a4f00; font-weight: bold; }",
    ".mj-figure-html .mj-fig-only { border-style: dashed; border-color: #6d6d6d; }",
    ".mj-figure-html .mj-fig-combo { border-top: 1px solid #d9d9d9; padding: 0.4em 0; }",
    ".mj-figure-html .mj-fig-combo .mj-fig-sets { margin: 0.3em 0 0; }",
    ".mj-figure-html div.mj-fig-fans { display: flex; flex-wrap: wrap; gap: 0.5em; }",
    ".mj-figure-html .mj-fig-fan { border: 2px solid; border-radius: 0.4em; padding: 0.3em 0.5em; "
    "flex: 1 1 14em; max-width: 100%; box-sizing: border-box; }",
    ".mj-figure-html .mj-fig-fan > div { display: flex; flex-wrap: wrap; gap: 0.3em; "
    "align-items: baseline; }",
    ".mj-figure-html .mj-fig-fan .mj-fig-points { margin-left: auto; }",
    ".mj-figure-html .mj-fig-fan li { padding-left: 0.4em; margin: 2px 0; }",
    ".mj-figure-html .mj-fig-other { border-style: dashed !important; background: #f2f2f2; "
    "color: #5f5f5f; }",
    ".mj-figure-html .mj-fig-rows { flex-direction: column; align-items: flex-start; }",
    ".mj-figure-html .mj-fig-rows .mj-fig-set { align-items: flex-start; }",
    ".mj-figure-html .mj-fig-legend span { display: inline-block; margin: 2px 0; }",
    ".mj-figure-html .mj-fig-rows .mj-fig-tiles { flex-wrap: wrap; row-gap: 0.3em; }",
]
