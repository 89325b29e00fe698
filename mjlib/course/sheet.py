"""The fan sheet: every fan on two printed pages, to keep beside the table.

One line per fan, by points (the rule text's order, :data:`mjlib.course.fan_reference.ORDER`): its name, its
points, what it needs in one line (mjlib.course.requirements), and its 不计 list as the rule text gives it
(the rows of the exclusion table, mjlib.exclusions, that a text lists), then the removals no text
lists, each marked as such: implied (the hand always has the fan), or the principle itself. The
rule text is the green-book preset; where the common-practice preset differs (points, a fan it
removes as well, one instance where the rule text removes all), the line says so apart.

Everything here is the package's data; :func:`sheet_html` writes it as one HTML table, in English
or in Chinese (the rule text's words, no English name).

>>> lines = sheet()
>>> len(lines), lines[0].fan.zh, lines[-1].fan.zh
(82, '大四喜', '花牌')
>>> nine = next(x for x in lines if x.fan.zh == "九莲宝灯")
>>> [f.zh for f in nine.listed], [(w.en, [f.zh for f in fans]) for w, fans in nine.common]
(['清一色', '门前清', '幺九刻'], [('only one {fans} not counted', ['幺九刻']), ('also not counted: {fans}', ['不求人'])])
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Iterable

from ..errors import HandError, shown, shown_zh
from ..exclusions import TABLE
from ..fans import CONCEALED_AND_MELDED_KONG, FANS, Fan, named
from .fan_reference import ORDER, PER_TILE, Row, removes
from .requirements import needs
from ..rules import COMMON_PRACTICE, GREEN_BOOK, PRESETS
from ..vocabulary import Both, Scope, Source, _read_language, Language, writing

# the words of the sheet
WORDS: dict[str, Both] = {
    "title": Both("Chinese Official Mahjong: the fan sheet", "国标麻将番种表"),
    "lead": Both(f"All {len(FANS)} fans by points, as the rule text gives them. A win needs 8 "
                 "points, flowers aside.",
                 f"{len(FANS)}个番种，按番数排列，以规则原文为准。8番起和，花牌不算在内。"),
    "points": Both("Pts", "番"),
    "fan": Both("Fan", "番种"),
    "needs": Both("Needs", "条件"),
    "listed": Both("Not counted (不计), as the rule text lists it", "不计（规则原文）"),
    "common_short": Both("Common practice", "通行计法"),
    "removed": Both("Not counted: ", "不计："),  # a phone shows it before the list
    "each": Both("each", "每张"),
    "only": Both("common practice only", "仅通行计法"),
    "points_common": Both("{n} points", "计{n}番"),
    "also": Both("also not counted: {fans}", "另不计{fans}"),
    "one_only": Both("only one {fans} not counted", "只不计一副{fans}"),
    "keeps": Both("{fans} counted", "照计{fans}"),
    "by_principle": Both("by {p}", "依{p}原则"),
    "mixed_kongs": Both("the rule text counts Two Melded Kongs and Concealed Kong instead",
                        "规则原文计双明杠和暗杠"),
    "legend": Both("Marked: removals the rule text does not list: implied (every such hand has "
                   "the fan), by a principle, or from another text. Common practice: the "
                   "course's second preset, where it differs from the rule text.",
                   "标注的是规则原文未列出的不计：可推知（凡成此番的和牌必有该番种）、依原则、"
                   "或出自其他文字。“通行计法”只列与规则原文不同之处。"),
    "print": Both("Print it: two A4 pages.", "打印：两页A4纸。"),
    "none": Both("—", "—"),
}

# how a row of the table is marked when the rule text's entry does not list it (its source ->
# words; a principle's row: WORDS["by_principle"]); SEED is unmarked
MARKS: dict[Source, Both] = {
    Source.IMPLIED: Both(Source.IMPLIED.label_en, "可推知"),
    Source.BASICS: Both("basics text", "基本规则"),
    Source.EXAMPLE: Both("the rule text's example", "原文例题"),
}


@dataclass(frozen=True)
class Line:
    """A fan on the sheet.

    ``listed``: the fans the rule text's entry removes, in the exclusion table's order; ``marked``:
    the removals it does not list, each group with its words (implied, by a principle, another
    text); ``common``: where common practice differs, each with its words (another figure of
    points, a fan it also removes, one instance only)."""

    fan: Fan
    points: Both
    needs: Both
    listed: tuple[Fan, ...]
    marked: tuple[tuple[Both, tuple[Fan, ...]], ...]
    common: tuple[tuple[Both, tuple[Fan, ...]], ...]


def _unique(fans: Iterable[Fan]) -> tuple[Fan, ...]:
    out: list[Fan] = []
    for f in fans:
        if f not in out:
            out.append(f)
    return tuple(out)


def _holds(row: Row, preset: str) -> bool:
    return preset in row.presets


def _groups(pairs: list[tuple[Both, Fan]]) -> tuple[tuple[Both, tuple[Fan, ...]], ...]:
    """(words, fan) pairs as one group per words, in the order the words first come."""
    out: dict[Both, list[Fan]] = {}
    for words, fan in pairs:
        out.setdefault(words, [])
        if fan not in out[words]:
            out[words].append(fan)
    return tuple((w, tuple(fans)) for w, fans in out.items())


def _principle(row: Row) -> Both:
    en, zh = WORDS["by_principle"]
    return Both(en.format(p=row.principle.en), zh.format(p=row.principle.zh))


def line(fan: Fan | str) -> Line:
    """The sheet's line for one fan (a Fan, its Chinese name or its id)."""
    fan = named(fan)
    rows = sorted(removes(fan), key=lambda r: TABLE.index(r.row))  # the table's order: the text's
    green, common = GREEN_BOOK.name, COMMON_PRACTICE.name
    points = {name: rules.points(fan) for name, rules in PRESETS.items()}
    only_common = fan == CONCEALED_AND_MELDED_KONG
    # the rule text's rows (green book); for a fan only common practice scores, that preset's
    base = common if only_common else green
    here = [r for r in rows if _holds(r, base)]
    # the list: the rule text's own; for 明暗杠, the preset's
    plain = (Source.SEED, Source.PRESET) if only_common else (Source.SEED,)
    listed = _unique(r.removes for r in here if r.source in plain)
    marked: list[tuple[Both, Fan]] = []
    for r in here:
        if r.source in plain or r.removes in listed:
            continue
        words = _principle(r) if r.source is Source.PRINCIPLE else \
            MARKS.get(r.source, MARKS[Source.IMPLIED])
        marked.append((words, r.removes))
    # where common practice differs
    differs: list[tuple[Both, Fan]] = []
    if not only_common:
        theirs = [r for r in rows if _holds(r, common)]
        ours = {(r.removes, r.scope) for r in here}
        for r in theirs:
            if (r.removes, r.scope) in ours:
                continue
            if any(x.removes == r.removes for x in here):  # the same fan, fewer instances
                if r.scope is Scope.ONE:
                    differs.append((WORDS["one_only"], r.removes))
                continue
            differs.append((WORDS["also"], r.removes))
        for r in here:
            if not any(x.removes == r.removes for x in theirs):
                differs.append((WORDS["keeps"], r.removes))
    common_words = list(_groups(differs))
    if points[common] != points[green] and not only_common:
        en, zh = WORDS["points_common"]
        common_words.insert(0, (Both(en.format(n=points[common]), zh.format(n=points[common])), ()))
    marked_words = list(_groups(marked))
    if only_common:
        common_words = [(WORDS["only"], ()), (WORDS["mixed_kongs"], ())]
    n = points[base]
    pts = Both(f"{n} {WORDS['each'].en}", f"{WORDS['each'].zh}{n}") if fan.id in PER_TILE \
        else Both(str(n), str(n))
    return Line(fan, pts, Both(*needs(fan)), listed, tuple(marked_words),
                tuple(common_words))


def sheet() -> list[Line]:
    """Every fan's line, by points, as the rule text orders them (明暗杠, which only common
    practice scores, where its points put it)."""
    return [line(f) for f in ORDER]


# ---------------------------------------------------------------------------------------------
# the sheet as HTML

def _lang(lang: object) -> Language:
    if not (isinstance(lang, str) and lang in ("en", "zh")):
        raise HandError(f"the sheet is written in 'en' or 'zh', not {shown(lang)}",
                        zh=f"番种表只有 'en' 和 'zh' 两种语言，不能是 {shown_zh(lang)}")
    return _read_language(lang)


def _names(fans: tuple[Fan, ...], zh: bool) -> str:
    return ("、" if zh else ", ").join(html.escape(f.zh if zh else f.en) for f in fans)


def _part(words: Both, fans: tuple[Fan, ...], zh: bool, cls: str) -> str:
    label = html.escape(words.zh if zh else words.en)
    if "{fans}" in label:
        return f'<span class="{cls}">{label.format(fans=_names(fans, zh))}</span>'
    if not fans:
        return f'<span class="{cls}">{label}</span>'
    colon = "：" if zh else ": "
    return f'<span class="{cls}">{label}{colon}</span>{_names(fans, zh)}'


def row_html(x: Line, zh: bool) -> str:
    """One fan as a table row (``data-fan``: its Chinese name; ``data-points``: its points): the
    rule text's list, then on a line of its own what common practice does otherwise."""
    sep = "；" if zh else "; "
    name = html.escape(x.fan.zh) if zh else \
        f'{html.escape(x.fan.zh)} <span class="en">{html.escape(x.fan.en)}</span>'
    listed = f'<span class="listed">{_names(x.listed, zh)}</span>' if x.listed else ""
    marked = sep.join(_part(w, fans, zh, "mark") for w, fans in x.marked)
    removed = sep.join(p for p in (listed, marked) if p) or WORDS["none"].zh
    common = ""
    if x.common:
        head = WORDS["common_short"].zh + "：" if zh else WORDS["common_short"].en + ": "
        common = (f'<div class="cp"><span class="cp-head">{html.escape(head)}</span>'
                  + sep.join(_part(w, fans, zh, "cp-part") for w, fans in x.common) + "</div>")
    points = x.points.zh if zh else x.points.en
    return (f'<tr data-fan="{html.escape(x.fan.zh)}" data-points="{x.fan.points}">'
            f'<td class="pts">{html.escape(points)}</td><td class="name">{name}</td>'
            f'<td class="needs">{html.escape(x.needs.zh if zh else x.needs.en)}</td>'
            f'<td class="removed"><div class="rule" data-label="{html.escape(WORDS["removed"].zh if zh else WORDS["removed"].en)}">{removed}</div>'
            f"{common}</td></tr>")


def sheet_html(lang: str) -> str:
    """The sheet as HTML in ``lang`` ("en" or "zh"): a heading, one line on how to read it, and
    the table, its rows grouped by points (``tbody`` per group)."""
    zh = _lang(lang) is Language.ZH
    w = {k: html.escape(v.zh if zh else v.en) for k, v in WORDS.items()}
    space = "" if zh else " "  # Chinese puts none between its sentences
    with writing("zh" if zh else "en"):
        lines = sheet()
    groups: list[list[Line]] = []
    for x in lines:
        if not groups or groups[-1][0].fan.points != x.fan.points:
            groups.append([])
        groups[-1].append(x)
    bodies = "".join("<tbody>" + "".join(row_html(x, zh) for x in g) + "</tbody>"
                     for g in groups)
    return (f'<div class="fan-sheet"><h1>{w["title"]}</h1>'
            f'<p class="sheet-lead">{w["lead"]}{space}{w["legend"]}{space}<span class="sheet-print">'
            f'{w["print"]}</span></p>'
            f'<table class="sheet"><thead><tr><th class="pts">{w["points"]}</th>'
            f'<th class="name">{w["fan"]}</th><th class="needs">{w["needs"]}</th>'
            f'<th class="removed">{w["listed"]}</th></tr></thead>{bodies}</table></div>')


__all__ = ["Line", "WORDS", "line", "sheet", "sheet_html"]
