"""The result figure in HTML, without matplotlib: the layout :func:`mjlib.render.draw_result`
draws (the chosen reading set by set, each set's tiles as players lay them, its letter and its
name; then the ledger), written as HTML on tile faces a style sheet paints (``mj-t-<tile>``
classes: the notebook's widgets put the faces in their style sheet, the course site in its own).
It runs wherever mjlib's core runs, a reader's browser included.

The layout of the sets is shared with the drawn figures (:mod:`mjlib.render.layout` places the
same sets in inches): which tiles a meld shows claimed or face down, the name under each set, the
parts of a knitted group.

>>> from mjlib import score
>>> html = figure_html(score("[123m1][456p1][789s1]23pCC1p"))
>>> html.count('class="mj-fig-set '), "mj-t-C" in html   # three chows melded, 123p, the pair CC
(5, True)
"""

from __future__ import annotations

import html as _html
from dataclasses import dataclass

from .. import vocabulary
from ..errors import HandError, shown, shown_zh
from ..hand import CHOW, KONG, PUNG, Hand, Meld
from ..readings import KNITTED, PAIR, SEVEN_PAIRS, SINGLES, Group, Reading
from ..report import waited_tiles  # the tiles a figure shows waited on, beside the sets
from ..tiles import Tile
from ..vocabulary import Both, Source, chinese, pick
from ..vocabulary import HEAD

WIN_COLOUR = "#d99100"
# Paul Tol's bright and muted palettes: told apart by most colour-blind readers, and every
# coloured thing is also named in text.
FAMILY_COLOUR = {
    "honors": "#AA3377",
    "chows": "#4477AA",
    "pungs": "#EE6677",
    "pairs": "#228833",
    "suits": "#CCBB44",
    "outside": "#66CCEE",
    "knitted": "#EE7733",
    "winning": "#009988",
    "special": "#332288",
}
UP, BACK = "up", "back"
WHOM = {1: "left", 2: "across", 3: "right"}  # who discarded a claimed tile, by offer digit


def esc(text) -> str:
    return _html.escape(str(text), quote=True)


def tile_class(t: Tile) -> str:
    """The class a style sheet paints with the tile's face."""
    return f"mj-t-{t}"


def tile_words(t: Tile) -> str:
    """'5m 五万': the notation and the Chinese name."""
    return f"{t} {t.zh}"


# ---------------------------------------------------------------------------------------------
# the sets as players lay them out

def claimed(whom: str) -> str:
    """The mode of a tile claimed from ``whom`` (left, across, right)."""
    return f"claimed-{whom}"


def added(whom: str) -> str:
    """The mode of an added kong's claimed tile, with the fourth tile standing on it."""
    return f"added-{whom}"


def meld_modes(meld: Meld) -> list[tuple[Tile, str]]:
    """The tiles of a meld as players lay them out.

    The claimed tile is marked: for a chow the one claimed (offer 1-3), always from the left; for
    a pung or kong the position of the player who discarded it (left, across, right). A concealed
    kong shows its two outer tiles face down; an added kong stands the fourth tile on the claimed
    one.
    """
    tiles = list(meld.tiles)
    if meld.kind == CHOW:
        return [(t, claimed(WHOM[1]) if i == meld.offer - 1 else UP) for i, t in enumerate(tiles)]
    if meld.kind == KONG and meld.offer == 0:
        return [(t, BACK if i in (0, 3) else UP) for i, t in enumerate(tiles)]
    whom = WHOM[meld.offer]
    if meld.kind == KONG and meld.added:
        at = {1: 0, 2: 1, 3: 2}[meld.offer]
        return [(t, added(whom) if i == at else UP) for i, t in enumerate(tiles[:3])]
    n = len(tiles)
    at = {1: 0, 2: 1, 3: n - 1}[meld.offer]
    return [(t, claimed(whom) if i == at else UP) for i, t in enumerate(tiles)]


def meld_label(m: Meld) -> Both:
    """The words under a declared meld: what it is and who gave its claimed tile."""
    whom_zh, whom_en = vocabulary.FROM_ZH.get(m.offer, ""), vocabulary.FROM_EN.get(m.offer, "")
    if m.kind == CHOW:
        return Both("chow from left", "吃 · 上家")
    if m.kind == PUNG:
        return Both(f"pung from {whom_en}", f"碰 · {whom_zh}")
    if m.offer == 0:
        return vocabulary.GROUP["concealed_kong"]
    if m.added:
        return Both(f"added kong ({whom_en})", f"加杠 · {whom_zh}")
    return Both(f"kong from {whom_en}", f"明杠 · {whom_zh}")


def group_words(g: Group, reading: Reading) -> Both:
    """The name of one group of a reading."""
    G = vocabulary.GROUP
    if g.meld is not None:
        return vocabulary.meld_name(g.meld)
    if g.kind == CHOW:
        return G["chow"]
    if g.kind == PUNG:
        return G["concealed_pung"] if g.concealed else G["pung_on_discard"]
    if g.kind == KONG:
        return G["kong"]
    if g.kind == PAIR:
        return G["seven_pair"] if reading.shape is SEVEN_PAIRS else G["pair"]
    if g.kind == KNITTED:
        return G["knitted"]
    if g.kind == SINGLES:
        return Both(reading.en, reading.zh)
    return G.get(g.kind, Both(g.kind, ""))


SUIT_LABEL = {"m": ("万", "characters"), "s": ("条", "bamboo"), "p": ("饼", "dots"),
              "z": ("字", "honors")}


def suit_parts(g: Group) -> list[tuple[tuple, Both]]:
    """A group of single tiles (全不靠, 七星不靠, 十三幺) in parts: each suit's tiles (147 / 258 /
    369 of a knitted hand), then the honors; each part with its label."""
    out = []
    for suit in "mspz":
        tiles = tuple(t for t in g.tiles if t.suit == suit)
        if tiles:
            zh, en = SUIT_LABEL[suit]
            if suit != "z":
                ranks = "".join(str(t.rank) for t in tiles)
                zh, en = f"{ranks}{zh}", f"{ranks} {en}"
            out.append((tiles, Both(en, zh)))
    return out


def win_at(modes, hand: Hand) -> int | None:
    """Where the winning tile lies among ``modes`` (its last copy), or None."""
    idx = [j for j, (t, _) in enumerate(modes) if t == hand.winning]
    return idx[-1] if idx else None


def letters(n: int) -> list[str]:
    """A, B, C, ... for the sets of a reading."""
    return [chr(ord("A") + i) for i in range(n)]


def group_index(reading: Reading, groups) -> list[int | None]:
    """The position in ``reading.groups`` of each of ``groups``: the same object where it is one,
    else the first equal group not yet taken (two identical chows are equal but distinct)."""
    out: list[int | None] = []
    for g in groups:
        i = next((j for j, h in enumerate(reading.groups) if h is g and j not in out), None)
        if i is None:
            i = next((j for j, h in enumerate(reading.groups) if h == g and j not in out), None)
        out.append(i)
    return out


APART = "·"  # between the sets of two instances of one fan: 喜相逢 × 2 is A C · B D


def set_letters(reading: Reading, groups) -> list[str] | None:
    """The set letters of ``groups`` in the reading, or None when they belong to another one."""
    if not groups:
        return []
    idx = group_index(reading, groups)
    if any(i is None for i in idx):
        return None
    return [chr(ord("A") + i) for i in sorted(idx)]


def instance_letters(reading: Reading, fan) -> list[str] | None:
    """The set letters of a counted or excluded fan, instance by instance: a fan of two sets
    counted twice shows its two pairs apart (A C · B D), not four sets as one.

    >>> from mjlib import score
    >>> r = score("123789m123789pCC")   # 喜相逢 twice: 123m 123p, 789m 789p
    >>> [instance_letters(r.reading, c) for c in r.fans if c.fan.id == "mixed_double_chow"]
    [['A', 'C', '·', 'B', 'D']]
    """
    matches = [m for m in getattr(fan, "matches", ()) if m]
    if len(matches) < 2:
        return set_letters(reading, fan.sets)
    out: list[str] = []
    for m in matches:
        letters = set_letters(reading, m)
        if letters is None:
            return set_letters(reading, fan.sets)
        out += ([APART] if out else []) + letters
    return out


def bar_families(result) -> list[str]:
    """The families of the fans the total's bar stacks (those toward the 8-fan minimum, flowers
    left out), each once, in the bar's order: the swatches of the bar's legend."""
    out: list[str] = []
    for c in result.fans:
        if c.fan.id != "flower_tiles" and c.fan.family not in out:
            out.append(c.fan.family)
    return out


@dataclass
class Laid:
    """One set as it lies: its tiles with their modes, the words under it, where the winning
    tile is, its letter, its outline (None, "solid": melded, "dashed": concealed), the group
    of the reading it shows, and, for a group laid in parts, which part (0 first)."""

    modes: list
    label: Both | None = None
    win_index: int | None = None
    tag: str | None = None
    outline: str | None = None
    group: Group | None = None
    part: int = 0
    after_win: bool = False  # the winning tile laid apart, or the first meld after the tiles


def hand_sets(hand: Hand) -> list[Laid]:
    """Standing tiles, the winning tile apart, then the melds (as they lie on the table)."""
    out = []
    if hand.standing:
        out.append(Laid([(t, UP) for t in sorted(hand.standing)]))
    if hand.winning is not None:
        out.append(Laid([(hand.winning, UP)], HEAD["win"], win_index=0, after_win=True))
    for i, m in enumerate(hand.melds):
        out.append(Laid(meld_modes(m), meld_label(m), after_win=i == 0))
    return out


def reading_sets(reading: Reading, hand: Hand, tags: bool = True) -> list[Laid]:
    """The groups of a reading in order, each outlined (solid: melded; dashed: concealed).

    A group of single tiles is laid out in parts, one per suit and one for the honors, so that a
    knitted hand shows its 147 / 258 / 369; every part carries the group's letter, so the
    parts read as one group.
    """
    out = []
    names = letters(len(reading.groups))
    for i, g in enumerate(reading.groups):
        tag = names[i] if tags else None
        if g.kind == SINGLES:
            for k, (tiles, label) in enumerate(suit_parts(g)):
                modes = [(t, UP) for t in tiles]
                win = win_at(modes, hand) if hand.winning is not None else None
                out.append(Laid(modes, label, win, tag, "dashed", g, part=k))
            continue
        modes = meld_modes(g.meld) if g.meld else [(t, UP) for t in g.tiles]
        win = win_at(modes, hand) if g.winning and hand.winning is not None else None
        out.append(Laid(modes, group_words(g, reading), win, tag,
                        "solid" if (g.meld and not g.meld.concealed) else "dashed", g))
    return out


def by_text(e, sources: bool = True, zh_alone: bool = False, both=None) -> str:
    """Who removed an excluded fan: a fan, or the chosen reading (high-versus-low); with
    ``sources``, where the removal's authority is not the rules' own list, that too. In Chinese
    alone ('因清一色（规则未列，可推知）') when ``zh_alone``; ``both`` writes a pair of words
    (Chinese, then English, by default)."""
    both = both or (lambda w, sep=" ": f"{w.zh}{sep}{w.en}" if w.en else w.zh)
    by = HEAD["by"]
    text = by.zh + e.by_words.zh if zh_alone else f"{by.en} {both(e.by_words)}"
    if isinstance(e.by, Reading) or not sources:
        return text
    if e.source in (Source.IMPLIED, Source.PRESET, Source.BASICS):
        if zh_alone:
            return f"{text}（{e.source.label_zh}）"
        text += " (" + both(Both(e.source.label_en, e.source.label_zh), ", ") + ")"
    return text


# ---------------------------------------------------------------------------------------------
# the figure
FIGURE_CLASS = "mj-figure-html"
ARROW = {"left": "←", "across": "↑", "right": "→"}  # who discarded a claimed tile
BAR_EM = 16  # the widest bar, in em (the largest of the total, 8 and any excluded fan)


def _fig_tile(t, mode: str, win: bool = False) -> str:
    """One tile of the figure: a span the page's style sheet paints with the tile's face."""
    classes = ["mj-fig-tile", "mj-face", tile_class(t)]
    mark = ""
    if mode == BACK:
        classes = ["mj-fig-tile", "mj-fig-back"]
    elif mode != UP:  # claimed-left, added-right ...
        kind, _, whom = mode.partition("-")
        classes.append("mj-fig-claimed")
        plus = "+" if kind == "added" else ""
        mark = f'<span class="mj-fig-arrow">{ARROW.get(whom, "")}{plus}</span>'
    if win:
        classes.append("mj-fig-win")
        mark = f'<span class="mj-fig-winmark">{pick("和 win", "和")}</span>'
    text = "" if mode == BACK else esc(t)
    return (f'<span class="mj-fig-slot">{mark}<span class="{" ".join(classes)}" '
            f'title="{esc(tile_words(t))}">{text}</span></span>')


def fan_words(f) -> str:
    """A counted or excluded fan's name as the figure writes it, with ``×n`` for n instances."""
    return esc(f.fan.name) + (f" ×{f.count}" if f.count > 1 else "")


def _fig_letters(letters, muted: bool = False) -> str:
    """Set letters in circles; :data:`APART` between two instances of a fan, a dot."""
    cls = "mj-fig-letter mj-fig-muted" if muted else "mj-fig-letter"
    return "".join(f'<span class="mj-fig-apart">{APART}</span>' if x == APART
                   else f'<span class="{cls}">{esc(x)}</span>' for x in letters)


def _fig_waits(tiles) -> str:
    """What the hand waited on before the win (:func:`waited_tiles`): small tiles under a
    label, boxed, beside the sets."""
    faces = "".join(_fig_tile(t, UP) for t in tiles)
    return (f'<div class="mj-fig-waits"><div class="mj-fig-waits-label">'
            f'{_label(HEAD["waited"])}</div><div class="mj-fig-tiles">{faces}</div></div>')


def _fig_bar(points: int, colour: str, per_point: float, struck: bool = False) -> str:
    width = max(0.3, points * per_point)
    cls = "mj-fig-bar mj-fig-bar-struck" if struck else "mj-fig-bar"
    style = "" if struck else f"background:{colour};"
    return (f'<span class="{cls}" style="{style}width:{width:.2f}em"></span>'
            f'<span class="mj-fig-points{" mj-struck" if struck else ""}">{points}</span>')


def _label(words: Both | None) -> str:
    """The words under a set: Chinese over English; the Chinese alone when mjlib writes
    Chinese."""
    if words is None:
        return ""
    if chinese() or not words.en:
        return esc(words.zh)
    return f"{esc(words.zh)}<br>{esc(words.en)}" if words.zh else esc(words.en)


def _fig_sets(laid: list[Laid]) -> list[str]:
    """Sets as they lie (:func:`hand_sets`, :func:`reading_sets`) as the HTML figure's sets."""
    out = []
    for s in laid:
        tiles = "".join(_fig_tile(t, mode, i == s.win_index) for i, (t, mode) in enumerate(s.modes))
        label = _label(s.label)
        tag = f'<span class="mj-fig-letter">{esc(s.tag)}</span>' if s.tag else ""
        out.append(f'<div class="mj-fig-set mj-fig-{s.outline or "plain"}">'
                   f'<div class="mj-fig-tiles">{tiles}</div>'
                   f'<div class="mj-fig-label">{tag}<span>{label}</span></div></div>')
    return out


def hand_html(hand, flowers: int = 0) -> str:
    """A hand as players lay it out (standing tiles, the winning tile apart, the melds), in
    HTML on the tile faces of the page's style sheet, sized in em."""
    sets = _fig_sets(hand_sets(hand))
    if flowers:
        sets.append(f'<div class="mj-fig-flowers">{_flowers_word()} ×{flowers}</div>')
    return (f'<div class="{FIGURE_CLASS} mj-hand-html"><div class="mj-fig-sets">{"".join(sets)}'
            "</div></div>")


def figure_html(result) -> str:
    """The result figure as HTML, laid out as :func:`mjlib.render.draw_result` draws it: the
    chosen reading set by set (letters A, B, ... under the sets, melded sets outlined solid,
    concealed ones dashed, the winning tile marked), then the ledger (counted fans with their
    sets and bars coloured by family, the total against the 8-fan line, the fans not counted
    struck with the principle that removed them and the fan that did). The tiles are the faces
    the page's style sheet holds, so a figure is a few kilobytes made in a millisecond."""
    from ..fans import FAMILIES
    from ..rules import MINIMUM_FANS

    reading = result.reading
    sets = _fig_sets(reading_sets(reading, result.hand))
    zh = chinese()
    if result.win.flowers:
        sets.append(f'<div class="mj-fig-flowers">{_flowers_word()} ×{result.win.flowers}</div>')
    waited = waited_tiles(result)
    if waited:
        sets.append(_fig_waits(waited))
    how = " · ".join(how_won(result.win))
    rules = result.rules.zh if zh else result.rules.name
    read = (f"{HEAD['reading'].zh}：{esc(reading.zh)}" if zh else
            f"{HEAD['reading'].label()}: {esc(reading.zh)} {esc(reading.en)}")
    head = (f'<div class="mj-fig-title"><b>{esc(result.hand)}</b> &nbsp; {esc(rules)}'
            f'</div><div class="mj-fig-sub">{read} · {how}</div>')

    top = max([result.total_without_flowers, MINIMUM_FANS] + [e.points for e in result.excluded])
    k = BAR_EM / top
    rows = [f'<tr><th colspan=4>{_both(HEAD["counted"], sep="&nbsp;")}</th></tr>']
    for c in result.fans:
        colour = FAMILY_COLOUR[c.fan.family]
        rows.append(f'<tr class="mj-fig-counted"><td>{fan_words(c)}</td>'
                    f"<td>{_fig_letters(instance_letters(reading, c) or [])}</td>"
                    f"<td>{_fig_bar(c.points, colour, k)}</td>"
                    f'<td class="mj-fig-family">{esc(FAMILIES[c.fan.family].label())}</td></tr>')
    stack = "".join(f'<span class="mj-fig-stack" style="background:{FAMILY_COLOUR[c.fan.family]};'
                    f'width:{c.points * k:.2f}em"></span>'
                    for c in result.fans if c.fan.id != "flower_tiles")
    stacked = sum(c.points for c in result.fans if c.fan.id != "flower_tiles")
    total = str(result.total)
    if result.win.flowers:
        total += (f"（{result.total_without_flowers} + {result.win.flowers} 花牌）" if zh else
                  f" ({result.total_without_flowers} + {result.win.flowers} 花 flowers)")
    verdict = "reaches" if result.meets_minimum else "short"
    rows.append(f'<tr class="mj-fig-total"><td><b>{HEAD["total"].label()}</b><br><small>'
                f'{HEAD["minimum"].label()}'
                f"</small></td><td></td><td><span class=\"mj-fig-stackbar\" "
                f'style="width:{max(stacked, MINIMUM_FANS) * k:.2f}em">{stack}'
                f'<span class="mj-fig-minimum" style="left:{MINIMUM_FANS * k:.2f}em">'
                f"<span>{MINIMUM_FANS}</span></span>"
                f'</span><b class="mj-fig-points">{esc(total)}</b></td>'
                f'<td class="mj-fig-{verdict}"><b>{"✓" if result.meets_minimum else "✗"} '
                f'{esc(HEAD[verdict].label())}</b></td></tr>')
    swatches = "".join(f'<span class="mj-fig-swatch" style="background:{FAMILY_COLOUR[f]}"></span>'
                       for f in bar_families(result))
    rows.append(f'<tr class="mj-fig-legend"><td></td><td></td><td colspan=2>{swatches} '
                f'{esc(_both(HEAD["bar_legend"], sep=" "))}</td></tr>')
    if result.excluded:
        rows.append(f'<tr><th colspan=4>{_both(HEAD["excluded"], sep="&nbsp;")}</th></tr>')
    for e in result.excluded:
        marks = instance_letters(reading, e)
        where = (_fig_letters(marks, muted=True) if marks is not None
                 else f"<small>{esc(' '.join(str(g) for g in e.sets))}</small>")
        p = e.principle
        rows.append(f'<tr class="mj-fig-excluded"><td class="mj-struck">{fan_words(e)}</td>'
                    f"<td>{where}</td>"
                    f"<td>{_fig_bar(e.points, '', k, struck=True)}</td>"
                    f'<td><span class="mj-fig-badge" style="border-color:{p.colour}">'
                    f"{esc(str(p))}</span> {esc(by_text(e, zh_alone=zh))}"
                    "</td></tr>")
    return (f'<div class="{FIGURE_CLASS}">{head}<div class="mj-fig-sets">{"".join(sets)}</div>'
            f'<table class="mj-fig-ledger">{"".join(rows)}</table></div>')


# the flags of a win a figure names after how it was won (the drawn figure too: mjlib.render)
CONTEXT_FLAGS = (("fourth_tile", Both("last tile", "和绝张")), ("about_kong", Both("kong", "杠")),
                 ("wall_last", Both("last of the wall", "海底")))


def how_won(win) -> list[str]:
    """How a hand was won, as the HTML figure's line under the hand names it: self-drawn or on a
    discard, the flags of :data:`CONTEXT_FLAGS`, and the winds when they are not both East."""
    parts = [win.how.label()] + [w.label() for name, w in CONTEXT_FLAGS if getattr(win, name)]
    if str(win.seat_wind) != "E" or str(win.prevalent_wind) != "E":
        parts.append(pick(f"seat {win.seat_wind}, prevalent {win.prevalent_wind}",
                          f"门风{win.seat_wind.zh} 圈风{win.prevalent_wind.zh}"))
    return parts


NARROW_CLASS = "mj-figure-narrow"  # the HTML figure a narrow page shows instead of the picture


def narrow_figure(result) -> str:
    """:func:`figure_html` in the box a page shows on a narrow screen (40rem and less) in place of
    the drawn picture, whose tiles would be too small there: its sets wrap, and its tiles
    stay at least 28 px wide on a 390 px phone (the site's live test measures them)."""
    return f'<div class="{NARROW_CLASS}">{figure_html(result)}</div>'


def drawn_result(result) -> dict | None:
    """What a result figure draws, as plain data (JSON) a page builder reads back with
    :func:`read_drawn`: the hand, the score keywords that differ from a plain win with the
    rules' name (as an exercise's ``data-context``), and the total; None when the result's
    rules are not one of the named presets (its hand cannot be scored again from a name).

    >>> from mjlib import score
    >>> d = drawn_result(score("[123m1][456p1][789s1]23pCC1p", self_drawn=True))
    >>> d["hand"], d["context"]     # a chow claimed from the left shows no offer digit
    ('[123m][456p][789s]23pCC1p', {'self_drawn': True, 'rules': 'green-book'})
    >>> read_drawn(d).total == d["total"]
    True
    """
    from ..rules import PRESETS

    if PRESETS.get(result.rules.name) != result.rules:
        return None
    return {"hand": str(result.hand), "context": {**result.win.changed(), "rules": result.rules.name},
            "total": result.total}


def read_drawn(data: object, where: str = "a figure"):
    """The result a figure's :func:`drawn_result` data names, scored again; HandError (saying
    ``where``) when the data is not what :func:`drawn_result` writes or its total is not the
    total scored now (a figure drawn before a change of the scorer)."""
    from ..score import score

    keys = {"hand", "context", "total"}
    if not (isinstance(data, dict) and set(data) == keys and isinstance(data["hand"], str)
            and isinstance(data["context"], dict) and type(data["total"]) is int):
        raise HandError(f"{where}: the drawn result is {{'hand': str, 'context': dict, 'total': "
                        f"int}}, not {shown(data)}",
                        zh=f"{where}：所画的算番图须是 {{'hand': 文本, 'context': dict, 'total': 整数}}，"
                           f"不能是 {shown_zh(data)}")
    context = dict(data["context"])
    try:
        result = score(data["hand"], rules=context.pop("rules", "green-book"), **context)
    except HandError as e:
        raise HandError(f"{where}: the drawn hand cannot be scored: {e.en}",
                        zh=f"{where}：所画的手牌不能算番：{e.zh}") from None
    if result.total != data["total"]:
        raise HandError(f"{where}: the figure of {data['hand']} says {data['total']} fans, the "
                        f"hand scores {result.total} now: run the notebook again",
                        zh=f"{where}：{data['hand']} 的图写 {data['total']}番，现在算得 "
                           f"{result.total}番：请重新运行笔记本")
    return result


def drawn_hand(hand, flowers: int = 0, title: bool = True) -> dict:
    """What a hand's figure (:func:`mjlib.render.draw_hand`) draws, as plain data (JSON) a page
    builder reads back with :func:`narrow_hand`: the hand, its flowers, whether it has its title.

    >>> from mjlib import parse
    >>> drawn_hand(parse("1112345678999m"))
    {'hand': '1112345678999m', 'flowers': 0, 'title': True}
    """
    return {"hand": str(hand), "flowers": flowers, "title": title}


def narrow_hand(data: object, where: str = "a figure") -> str:
    """The HTML a narrow page shows in place of a hand's figure (:func:`hand_html`, under the hand
    in text when the figure has its title), from the data :func:`drawn_hand` writes; HandError
    (saying ``where``) when it is not that data or names no hand."""
    from ..hand import parse
    from ..win import MAX_FLOWERS

    if not (isinstance(data, dict) and set(data) == {"hand", "flowers", "title"}
            and isinstance(data["hand"], str) and type(data["flowers"]) is int
            and 0 <= data["flowers"] <= MAX_FLOWERS and isinstance(data["title"], bool)):
        raise HandError(f"{where}: the drawn hand is {{'hand': str, 'flowers': 0 to "
                        f"{MAX_FLOWERS}, 'title': bool}}, not {shown(data)}",
                        zh=f"{where}：所画的手牌须是 {{'hand': 文本, 'flowers': 0 到 {MAX_FLOWERS}, "
                           f"'title': 真假值}}，不能是 {shown_zh(data)}")
    try:
        hand = parse(data["hand"])
    except HandError as e:
        raise HandError(f"{where}: the drawn hand cannot be read: {e.en}",
                        zh=f"{where}：所画的手牌读不出：{e.zh}") from None
    title = f'<div class="mj-fig-sub">{esc(hand)}</div>' if data["title"] else ""
    return f'<div class="{NARROW_CLASS}">{title}{hand_html(hand, data["flowers"])}</div>'


def figure_text(result) -> str:
    """What stands for the figure where it cannot show."""
    return (f"<{result.hand} 的算番图：{result.total}番>" if chinese()
            else f"<figure of {result.hand}: {result.total} fans>")


def _both(words: Both, sep: str) -> str:
    """'中文{sep}English'; the Chinese alone when mjlib writes Chinese."""
    return words.zh if chinese() else f"{words.zh}{sep}{words.en}"


def _flowers_word() -> str:
    return HEAD["flowers"].zh if chinese() else "花 flowers"


FIGURE_CSS = [
    ".mj-figure-html { font-size: 14px; line-height: 1.3; color: #1a1a1a; margin: 0.43em 0; }",
    ".mj-figure-html .mj-fig-title { font-size: 1.21em; }",
    ".mj-figure-html .mj-fig-sub { color: #5f5f5f; margin-bottom: 0.57em; }",
    ".mj-figure-html .mj-fig-sets { display: flex; flex-wrap: wrap; align-items: flex-end; "
    "gap: 1em; margin-bottom: 0.71em; }",
    ".mj-figure-html .mj-fig-set { display: flex; flex-direction: column; align-items: center; }",
    ".mj-figure-html .mj-fig-tiles { display: flex; align-items: flex-end; padding: 3px; "
    "border-radius: 0.5em; }",
    ".mj-figure-html .mj-fig-solid .mj-fig-tiles { border: 2px solid #4a4a4a; }",
    ".mj-figure-html .mj-fig-dashed .mj-fig-tiles { border: 2px dashed #4a4a4a; }",
    ".mj-figure-html .mj-fig-slot { display: flex; flex-direction: column; align-items: center; }",
    ".mj-figure-html .mj-fig-tile { display: inline-block; width: 2.57em; height: 3.57em; "
    "margin: 0 1px; border-radius: 0.36em; font-weight: bold; text-align: center; "
    "line-height: 3.57em; "
    "background-size: contain; background-repeat: no-repeat; background-position: center; }",
    ".mj-figure-html .mj-fig-tile.mj-face { color: transparent; }",
    ".mj-figure-html .mj-fig-back { background: #2f7d57; border: 1px solid #1f5139; }",
    ".mj-figure-html .mj-fig-claimed { margin-bottom: 0.43em; }",
    ".mj-figure-html .mj-fig-win { outline: 3px solid %s; outline-offset: 1px; }" % WIN_COLOUR,
    ".mj-figure-html .mj-fig-arrow { color: #7a3b8f; font-weight: bold; line-height: 1; }",
    ".mj-figure-html .mj-fig-winmark { color: #7a4f00; font-weight: bold; font-size: 0.86em; "
    "line-height: 1.2; }",
    ".mj-figure-html .mj-fig-label { display: flex; align-items: center; gap: 0.29em; "
    "font-size: 0.86em; margin-top: 0.29em; line-height: 1.15; }",
    ".mj-figure-html .mj-fig-letter { display: inline-block; width: 1.43em; height: 1.43em; "
    "border: 1.5px solid #4477AA; border-radius: 50%; text-align: center; line-height: 1.43em; "
    "font-size: 0.86em; font-weight: bold; margin-right: 2px; background: white; }",
    ".mj-figure-html .mj-fig-letter.mj-fig-muted { border-color: #8a8a8a; color: #5f5f5f; }",
    ".mj-figure-html .mj-fig-flowers { border: 2px solid #b0558a; border-radius: 0.57em; "
    "padding: 2px 0.57em; align-self: center; }",
    ".mj-figure-html table.mj-fig-ledger { border-collapse: collapse; margin: 0; "
    "font-size: inherit; }",  # the figure's size, not a page's for its tables (JupyterLab's)
    ".mj-figure-html table.mj-fig-ledger tr { background: none !important; }",
    ".mj-figure-html table.mj-fig-ledger td, .mj-figure-html table.mj-fig-ledger th { "
    "text-align: left !important; border: none; }",
    ".mj-figure-html table.mj-fig-ledger th { text-align: left; font-size: 1.07em; "
    "padding: 0.57em 0 2px 0; }",
    ".mj-figure-html table.mj-fig-ledger td { padding: 3px 1em 3px 0; vertical-align: middle; }",
    # the letters and the bars keep to one line; a name or a reason wraps when the figure is
    # narrower than its ledger
    ".mj-figure-html table.mj-fig-ledger td:nth-child(2), "
    ".mj-figure-html table.mj-fig-ledger td:nth-child(3) { white-space: nowrap; }",
    ".mj-figure-html .mj-fig-bar { display: inline-block; height: 1.14em; "
    "border: 1px solid #1a1a1a; "
    "border-radius: 3px; vertical-align: middle; }",
    ".mj-figure-html .mj-fig-bar-struck { background: repeating-linear-gradient(45deg, #d9d9d9, "
    "#d9d9d9 3px, #8a8a8a 3px, #8a8a8a 0.29em); border-color: #8a8a8a; }",
    ".mj-figure-html .mj-fig-points { margin-left: 0.43em; font-weight: bold; }",
    ".mj-figure-html .mj-fig-stackbar { position: relative; display: inline-block; "
    "padding-right: 0.5em; "
    "vertical-align: middle; height: 1.14em; white-space: nowrap; }",
    ".mj-figure-html .mj-fig-stack { display: inline-block; height: 1.14em; "
    "border-right: 1px solid "
    "white; }",
    # the 8-fan line, at 8 fans of the bar (in the bar's em), its number under it
    ".mj-figure-html .mj-fig-minimum { position: absolute; top: -0.28em; height: 1.47em; "
    "border-left: 2px dashed #1a1a1a; padding-left: 2px; }",
    ".mj-figure-html .mj-fig-minimum > span { position: absolute; top: 100%; left: -0.3em; "
    "font-size: 0.79em; font-weight: bold; line-height: 1; }",
    ".mj-figure-html tr.mj-fig-total td { border-top: 1px solid #4a4a4a; padding-top: 0.43em; "
    "padding-bottom: 0.9em; }",
    ".mj-figure-html .mj-fig-reaches { color: #1d6b36; }",
    ".mj-figure-html .mj-fig-short { color: #a32020; }",
    ".mj-figure-html .mj-fig-family { color: #5f5f5f; font-size: 0.86em; }",
    ".mj-figure-html .mj-fig-apart { display: inline-block; width: 0.86em; text-align: center; "
    "color: #5f5f5f; font-weight: bold; }",
    ".mj-figure-html .mj-fig-waits { display: flex; flex-direction: column; align-items: center; "
    "border: 2px solid %s; background: #e6f5f3; border-radius: 0.57em; padding: 0.29em 0.57em; }"
    % FAMILY_COLOUR["winning"],
    ".mj-figure-html .mj-fig-waits-label { font-size: 0.86em; text-align: center; "
    "line-height: 1.15; margin-bottom: 0.29em; }",
    ".mj-figure-html .mj-fig-waits .mj-fig-tile { width: 1.8em; height: 2.5em; "
    "line-height: 2.5em; }",
    ".mj-figure-html tr.mj-fig-legend td { color: #5f5f5f; font-size: 0.86em; padding-top: 0; }",
    ".mj-figure-html .mj-fig-swatch { display: inline-block; width: 0.86em; height: 1em; "
    "vertical-align: middle; border-right: 1px solid white; }",
    ".mj-figure-html .mj-fig-badge { border: 2px solid; border-radius: 0.43em; padding: 0 0.36em; "
    "background: #fffbe8; display: inline-block; }",
    ".mj-figure-html .mj-struck { text-decoration: line-through; color: #5f5f5f; }",
]

# The figure on a phone (a page 40rem wide and less; a builder's output 50rem and less): tiles
# at least 28 px wide on a 390 px screen (the tiles waited on too), and the ledger fits: each row
# a line that wraps, the name first, the bars at half their length, the family left out (the
# bar's colour says it), the principle and its cause (and the total's verdict, the bar's legend)
# on a line of their own. The site puts these rules in a media query, the notebook's builder in a
# container query on its output (narrow_css).
NARROW_CSS = [
    ".mj-figure-html { font-size: 12px !important; }",
    ".mj-figure-html .mj-fig-tile { width: 2.4em !important; height: 3.33em !important; }",
    ".mj-figure-html table.mj-fig-ledger, .mj-figure-html table.mj-fig-ledger tbody { "
    "display: block; }",
    ".mj-figure-html table.mj-fig-ledger tr { display: flex; flex-wrap: wrap; align-items: center; "
    "column-gap: 0.5em; padding: 2px 0; }",
    ".mj-figure-html table.mj-fig-ledger td, .mj-figure-html table.mj-fig-ledger th { "
    "display: block; padding: 0 !important; white-space: normal !important; }",
    ".mj-figure-html table.mj-fig-ledger th { flex: 1 1 100%; padding-top: 0.5em !important; }",
    ".mj-figure-html table.mj-fig-ledger td:first-child { flex: 0 0 10em; }",
    ".mj-figure-html table.mj-fig-ledger td:nth-child(3) { font-size: 0.5em; "
    "white-space: nowrap !important; }",
    ".mj-figure-html table.mj-fig-ledger td:nth-child(3) .mj-fig-points { font-size: 2em; }",
    ".mj-figure-html table.mj-fig-ledger tr.mj-fig-total td:nth-child(3) { "
    "padding-bottom: 1.6em !important; }",
    ".mj-figure-html table.mj-fig-ledger td:nth-child(3) .mj-fig-minimum > span { "
    "font-size: 1.6em; }",
    ".mj-figure-html table.mj-fig-ledger td:nth-child(4) { flex: 1 1 100%; "
    "padding-left: 1em !important; }",
    ".mj-figure-html tr.mj-fig-total td { border-top: none; }",
    ".mj-figure-html tr.mj-fig-total { border-top: 1px solid #4a4a4a; margin-top: 0.3em; }",
    ".mj-figure-html .mj-fig-counted .mj-fig-family { display: none; }",
    ".mj-figure-html tr.mj-fig-legend td:empty { display: none; }",
    ".mj-figure-html table.mj-fig-ledger tr.mj-fig-legend td { flex: 1 1 100%; font-size: 0.86em; "
    "white-space: normal !important; }",
]
NARROW = "40rem"


def narrow_css(rule: str = "@media", within: str = "", widest: str = NARROW) -> str:
    """:data:`NARROW_CSS` under ``rule`` ("@media": a narrow page; "@container": a narrow
    container, such as the builder's output) up to ``widest``, each rule for the figures
    ``within`` an element (a selector) when it is given."""
    rules = [f"{within} {r}".replace(", .mj-figure-html", f", {within} .mj-figure-html")
             if within else r for r in NARROW_CSS]
    return f"{rule} (max-width: {widest}) {{\n  " + "\n  ".join(rules) + "\n}"
