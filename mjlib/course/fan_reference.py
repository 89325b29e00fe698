"""The fan reference: one entry per fan, made from the package's own data and nothing written for
it alone but the hands (mjlib.course.reference_hands) and the words below.

An :class:`Entry` holds, for one of the 81 fans (or 明暗杠, which only common practice scores):

- its names, points (under each preset) and family; what it needs (mjlib.course.requirements);
- what it removes and what removes it: every row of the exclusion table (mjlib.exclusions) that
  has it on one side, with the row's principle, source, scope and the presets it holds under;
- the fans it is often confused with (mjlib.course.lookalikes);
- a hand where it counts and, when a row of the table removes it, a hand where it is there but
  not counted, each scored under both presets (mjlib.course.reference_hands);
- the open questions (mjlib.course.rulings) that concern it: a question concerns a fan when it is about
  the fan's family and names the fan in its question, its texts or its readings;
- the lesson section that teaches it (mjlib.course.lessons.section) and its own (mjlib.course.lessons.reference).

Every word an entry shows is the package's, Chinese and English (:data:`WORDS`, and the names the
data carries), so an edition in either language is made from the same entry, the open questions
included (mjlib.course.rulings). ``str(entry)`` is its plain-text form;
mjlib.render.reference draws it with its figures, and mjlib.widgets.FanReference shows it.

The words follow the language mjlib writes (mjlib.use_language): by default each part is in
both languages, the Chinese first ("需要 needs: ..."); after ``use_language("zh")`` in Chinese
alone, with Chinese punctuation ("需要：..."). The headings of the course's sections (an entry's
own, the lesson section that teaches a fan) come in either language too: :func:`heading`, the
Chinese one made from the section's fans ("清龙（16番）"), as a Chinese edition heads them.

>>> e = entry("全带五")
>>> e.fan.en, e.needs.en, [(r.removes.zh, r.principle.zh) for r in e.removes]
('All Fives', 'a 5 in every set and in the pair', [('断幺', '不重复'), ('无字', '不重复')])
>>> e.example.counts, e.example.result.total
(True, 17)
>>> [f.zh for f in ORDER[:3]], len(ORDER)
(['大四喜', '大三元', '绿一色'], 82)
>>> entry_heading("全带五"), entry_heading("全带五", "zh"), group_heading(16, "zh")
('全带五 All Fives (16)', '全带五（16番）', '16番的番种')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .lessons import LESSONS, Section, reference as entry_section, section
from ..exclusions import TABLE, Exclusion
from ..fans import BY_ID, CONCEALED_AND_MELDED_KONG, FAMILIES, FANS, Fan, named
from .lookalikes import confused_with
from .mentions import fans_named
from .reference_hands import EXAMPLES, STRUCK
from .requirements import needs as fan_needs
from ..errors import whole
from ..result import ExcludedFan, Result, as_result
from ..rules import GREEN_BOOK, PRESETS, PRESET_ZH
from .rulings import RULINGS, Ruling
from ..score import score
from ..tiles import wind
from ..vocabulary import Both, Language, Principle, Scope, Source, _read_language, chinese
from ..win import Win, checked_win
from ..vocabulary import HEAD

# ---------------------------------------------------------------------------------------------
# the words of an entry: Both(English, Chinese)

WORDS: dict[str, Both] = {
    "title": Both("The fan reference", "番种速查"),
    "points": HEAD["points"],
    "point": Both("point", "番"),
    "family": Both("family", "系列"),
    "needs": Both("needs", "需要"),
    "removes": HEAD["removes"],
    "removed_by": Both("removed by", "被以下番种不计"),
    "confused": Both("often confused with", "易混番种"),
    "counts_here": Both("a hand where it counts", "计此番的例子"),
    "struck": Both("a hand where it is there but not counted", "有此番而不计的例子"),
    "rulings": Both("open questions", "未决问题"),
    "ruling": Both("open question", "未决问题"),
    "taught": Both("taught in", "讲解"),
    "none": Both("none", "无"),
    "via": Both("through", "经由"),
    "counted": HEAD["counted"],
    "not_counted": HEAD["excluded"],
    "total": HEAD["total"],
    "reaches": HEAD["reaches"],
    "short": HEAD["short"],
    "by": HEAD["by"],
    "under": Both("under", "计法"),
    "same": Both("the same under both presets", "两种计法相同"),
    "by_points": Both("by points", "按番数"),
    "by_family": Both("by family", "按系列"),
    "worth": Both("fans worth", "番的番种"),
    "each": Both("each", "每张"),
    "find": Both("find", "查找"),
    "find_hint": Both("a name, or points", "名称或番数"),
    "fan": HEAD["fan"],
    "no_match": Both("no fan matches", "没有相符的番种"),
}
PRESET_WORDS: dict[str, Both] = {
    "green-book": Both("green book", PRESET_ZH["green-book"]),
    "common-practice": Both("common practice", PRESET_ZH["common-practice"]),
}
SCOPE_WORDS: dict[Scope, Both | None] = {  # None: every instance, nothing to say
    Scope.ALL: None,
    Scope.SETS: Both("only on its own sets", "只限其自身的牌组"),
    Scope.ONE: HEAD["one_only"],
    Scope.READING: Both("a fan of another reading", "另一种拆法的番种"),
}
CONTEXT_WORDS: dict[str, Both] = {  # how a hand was won, field by field of mjlib.Win
    # a robbed kong is a 点和 (the basics text: "点和：和他人打出的牌(包括抢杠和)"), but its tile was
    # added to a kong, not discarded (R15): the English does not say "a discard"
    "robbed": Both("won on another player's tile", "点和"),
    "fourth_tile": Both("on the last copy of its tile", "绝张"),
    "about_kong+self_drawn": Both("on a kong's replacement tile", "杠后补牌"),
    "about_kong": Both("on a tile robbed from a kong", "抢杠"),
    "wall_last+self_drawn": Both("on the wall's last tile", "牌墙最后一张"),
    "wall_last": Both("on the game's last discard", "最后一张打出的牌"),
    "seat_wind": Both("seat wind", "门风"),
    "prevalent_wind": Both("prevalent wind", "圈风"),
    "flowers": HEAD["flowers"],
}


PER_TILE = {"flower_tiles"}  # worth its points once for each tile
ONLY = "仅"  # in Chinese alone: '（仅通行计法）', where English says "common practice only"


def fan_name(fan: Fan | str) -> str:
    """'全带五 All Fives'; '全带五' when mjlib writes Chinese (a Fan, its Chinese name or its id)."""
    return named(fan).name


def _zh(lang) -> bool:
    """Whether ``lang`` ("en", "zh", or None: the language mjlib writes now) is Chinese."""
    return chinese() if lang is None else _read_language(lang) is Language.ZH


def only_words() -> str:
    """What a fan only common practice scores says of it: '(通行计法 common practice only)', or
    '（仅通行计法）'."""
    if chinese():
        return f"（{ONLY}{Source.PRESET.label_zh}）"
    return f" ({Both(Source.PRESET.label_en, Source.PRESET.label_zh).label()})"


# ---------------------------------------------------------------------------------------------
# the order: the rule text's, by points; 明暗杠 (5) among them where its points put it

def _order() -> tuple[Fan, ...]:
    out: list[Fan] = []
    for fan in FANS:
        if fan.points < CONCEALED_AND_MELDED_KONG.points and CONCEALED_AND_MELDED_KONG not in out:
            out.append(CONCEALED_AND_MELDED_KONG)
        out.append(fan)
    return tuple(out)


ORDER: tuple[Fan, ...] = _order()
_POSITION = {f.id: i for i, f in enumerate(ORDER)}


def by_points() -> list[tuple[int, list[Fan]]]:
    """The fans grouped by the rule text's points, most first, each group in the rule's order."""
    groups: list[tuple[int, list[Fan]]] = []
    for fan in ORDER:
        if not groups or groups[-1][0] != fan.points:
            groups.append((fan.points, []))
        groups[-1][1].append(fan)
    return groups


def by_family() -> list[tuple[str, list[Fan]]]:
    """The fans of each family (mjlib.FAMILIES' order), each family in the rule's order."""
    return [(family, [f for f in ORDER if f.family == family]) for family in FAMILIES]


def group_heading(points: int, lang=None) -> str:
    """The heading of the fans worth ``points``: '16番的番种 fans worth 16', or in Chinese (``lang``
    "zh", or None and mjlib writing Chinese) '16番的番种'; 明暗杠's group says that only common
    practice scores it."""
    whole(points, "points", "points（番数）", 1, max(f.points for f in ORDER))
    en, zh = WORDS["worth"]
    alone = all(only_under(f) for f in ORDER if f.points == points)  # 5: 明暗杠 alone
    if _zh(lang):
        return f"{points}{zh}" + (f"（{ONLY}{Source.PRESET.label_zh}）" if alone else "")
    text = f"{points}{zh} {en} {points}"
    if alone:
        text += f" ({Both(Source.PRESET.label_en, Source.PRESET.label_zh).label()})"
    return text


def only_under(fan: Fan) -> str | None:
    """The one preset that scores ``fan`` (明暗杠: common practice), or None for both: the
    presets under which its example hand counts it."""
    return entry(fan).only_under


# ---------------------------------------------------------------------------------------------
# the headings of the course's sections, in either language

_SECTION_FANS: dict[tuple[str, str], tuple[str, ...]] = {
    (lesson.stem, h): fans for lesson in LESSONS for h, fans in lesson.sections.items()}


def chinese_points(fan: Fan) -> str:
    """What ``fan`` is worth, as a Chinese heading says it: '16番', '每张1番' (花牌),
    '5番，仅通行计法' (明暗杠)."""
    fan = named(fan)
    zh = WORDS["points"].zh
    if fan.id in PER_TILE:
        return f"{WORDS['each'].zh}{fan.points}{zh}"
    if fan.id == CONCEALED_AND_MELDED_KONG.id:
        return f"{fan.points}{zh}，{ONLY}{Source.PRESET.label_zh}"
    return f"{fan.points}{zh}"


def chinese_heading(fans) -> str:
    """The Chinese heading of a section about ``fans`` (Fans or ids): each fan's name and its
    points, '清龙（16番）', several joined as a Chinese list ('圈风刻（2番）和门风刻（2番）')."""
    names = [f"{f.zh}（{chinese_points(f)}）" for f in (BY_ID.get(f, f) for f in fans)]
    return names[0] if len(names) == 1 else "、".join(names[:-1]) + "和" + names[-1]


def heading(s: Section, lang=None) -> str:
    """A section's heading in ``lang`` ("en", "zh", or None: the language mjlib writes): the
    course table's ('清龙 Pure Straight (16)'), or the Chinese one made from the fans it is
    about ('清龙（16番）')."""
    if not _zh(lang):
        return s.heading
    fans = _SECTION_FANS.get((s.notebook, s.heading))
    return chinese_heading(fans) if fans else s.heading


def heading_anchor(s: Section, lang=None) -> str:
    """The anchor of that heading in JupyterLab: the heading, spaces as ``-``."""
    return heading(s, lang).replace(" ", "-")


def heading_link(s: Section, lang=None) -> str:
    """A relative link that opens the section's notebook at that heading."""
    return f"{s.notebook}.ipynb#{heading_anchor(s, lang)}"


def entry_heading(fan, lang=None) -> str:
    """The heading of a fan's entry in the fan reference, in ``lang`` (see :func:`heading`)."""
    return heading(entry_section(named(fan)), lang)


# ---------------------------------------------------------------------------------------------
# the parts of an entry

class Row(NamedTuple):
    """A row of the exclusion table as an entry shows it: ``by`` removes ``removes``."""

    by: Fan
    removes: Fan
    principle: Principle
    source: Source
    scope: Scope
    via: Fan | None       # for a row the table derives by chaining two others, the fan between
    presets: tuple[str, ...]  # the presets it holds under
    row: Exclusion        # the table's own row


def _row(x: Exclusion) -> Row:
    return Row(BY_ID[x.by], BY_ID[x.removes], x.principle, x.source, x.scope,
               BY_ID[x.via] if x.via else None,
               tuple(name for name, rules in PRESETS.items() if x.holds(rules)), x)


def rows() -> list[Row]:
    """Every row of the exclusion table, in the order of the removing fan, then the removed."""
    return sorted((_row(x) for x in TABLE),
                  key=lambda r: (_POSITION[r.by.id], _POSITION[r.removes.id]))


@dataclass(frozen=True)
class Example:
    """A hand of an entry, scored under both presets; ``rules`` is the one it is shown under.

    For a hand where the fan is there but not counted, ``row`` is the row of the exclusion table
    that strikes it under ``rules`` and ``struck`` the scorer's own record of it."""

    fan: Fan
    hand: str
    context: dict         # how it was won: mjlib.score's keywords
    rules: str
    results: dict         # preset -> Result, the shown preset first
    row: Row | None = None
    struck: ExcludedFan | None = None

    @property
    def result(self) -> Result:
        return self.results[self.rules]

    @property
    def counts(self) -> bool:
        """Whether the fan counts in the hand under the preset it is shown with."""
        return counts(self.result, self.fan)

    @property
    def differs(self) -> bool:
        """Whether the presets give this hand different totals."""
        return len({r.total for r in self.results.values()}) > 1

    def how(self) -> list[Both]:
        """How the hand was won, in words, part by part."""
        return context_words(self.result.win)


def counts(result: Result, fan: Fan) -> bool:
    """Whether ``result`` counts ``fan``."""
    fan = named(fan)
    return any(c.fan == fan for c in as_result(result, "counts()").fans)


def context_words(win: Win) -> list[Both]:
    """How a hand was won, part by part, in both languages."""
    win = checked_win(win)
    out = [CONTEXT_WORDS["robbed"] if win.robbing_a_kong else win.how]
    for flag in ("fourth_tile", "about_kong", "wall_last"):
        if getattr(win, flag):
            out.append(CONTEXT_WORDS.get(f"{flag}+self_drawn" if win.self_drawn else flag)
                       or CONTEXT_WORDS[flag])
    for field in ("seat_wind", "prevalent_wind"):
        tile = getattr(win, field)
        if tile != wind("E"):
            en, zh = CONTEXT_WORDS[field]
            out.append(Both(f"{en} {tile}", f"{zh}{tile.zh}"))
    if win.flowers:
        en, zh = CONTEXT_WORDS["flowers"]
        out.append(Both(f"{win.flowers} {en}", f"{zh}{win.flowers}"))
    return out


def _example(fan: Fan, hand: str, context: dict, by: Fan | None = None) -> Example:
    keywords = {k: v for k, v in context.items() if k != "rules"}
    rules = context.get("rules", GREEN_BOOK.name)
    results = {p: score(hand, rules=p, **keywords)
               for p in sorted(PRESETS, key=lambda p: p != rules)}
    if by is None:
        return Example(fan, hand, keywords, rules, results)
    row = next((r for r in removed_by(fan) if r.by == by and rules in r.presets), None)
    struck = next((e for e in results[rules].excluded if e.fan == fan and e.by == by), None)
    return Example(fan, hand, keywords, rules, results, row, struck)


def removes(fan: Fan) -> list[Row]:
    fan = named(fan)
    return [r for r in rows() if r.by == fan]


def removed_by(fan: Fan) -> list[Row]:
    fan = named(fan)
    return sorted((r for r in rows() if r.removes == fan), key=lambda r: _POSITION[r.by.id])


def concerns(ruling: Ruling, fan: Fan) -> bool:
    """Whether an open question concerns ``fan``: it is about the fan's family, and its question,
    its texts or its readings name the fan."""
    words = [ruling.question, *(f"{source} {says}" for source, says in ruling.texts),
             *(reading for reading, _ in ruling.candidates)]
    return fan.family in ruling.families and fan in fans_named(" ".join(words))


def rulings_for(fan: Fan) -> list[Ruling]:
    fan = named(fan)
    return [r for r in RULINGS if concerns(r, fan)]


# ---------------------------------------------------------------------------------------------
# the entry

@dataclass(frozen=True)
class Entry:
    fan: Fan
    points: dict          # preset -> what the fan is worth under it
    only_under: str | None  # the one preset that scores it, or None for both
    family: Both
    needs: Both
    removes: tuple[Row, ...]
    removed_by: tuple[Row, ...]
    confused_with: tuple[Fan, ...]
    example: Example
    struck: Example | None
    rulings: tuple[Ruling, ...]
    taught: Section       # the lesson section that teaches it
    section: Section      # its own section in the fan reference

    def __str__(self) -> str:
        return "\n".join(lines(self))


@lru_cache(maxsize=None)
def _entry(fan_id: str) -> Entry:
    fan = BY_ID[fan_id]
    struck = STRUCK.get(fan.id)
    example = _example(fan, *EXAMPLES[fan.id])
    counting = [p for p, r in example.results.items() if counts(r, fan)]
    return Entry(
        fan=fan, points={name: rules.points(fan) for name, rules in PRESETS.items()},
        only_under=counting[0] if len(counting) == 1 else None, family=FAMILIES[fan.family],
        needs=Both(*fan_needs(fan)), removes=tuple(removes(fan)), removed_by=tuple(removed_by(fan)),
        confused_with=tuple(confused_with(fan)), example=example,
        struck=_example(fan, struck[0], struck[1], BY_ID[struck[2]]) if struck else None,
        rulings=tuple(rulings_for(fan)), taught=section(fan), section=entry_section(fan))


def entry(fan) -> Entry:
    """The entry of a fan: a Fan, its Chinese name or its id."""
    return _entry(named(fan).id)


def entries() -> list[Entry]:
    """Every entry, in :data:`ORDER`."""
    return [entry(f) for f in ORDER]


# ---------------------------------------------------------------------------------------------
# words for the parts: each a line of text, the Chinese first (or the Chinese alone, with
# Chinese punctuation, when mjlib writes Chinese)

def colon() -> str:
    """What follows a label: ': ', or '：' in Chinese alone."""
    return "：" if chinese() else ": "


def points_words(e: Entry) -> str:
    values = sorted(set(e.points.values()), reverse=True)
    if chinese():
        zh = WORDS["points"].zh
        if len(values) == 1:
            each = WORDS["each"].zh if e.fan.id in PER_TILE else ""
            text = f"{each}{values[0]}{zh}"
        else:
            text = " · ".join(f"{PRESET_WORDS[p].zh}{n}{zh}" for p, n in e.points.items())
        return text + (only_words() if e.only_under else "")
    if len(values) == 1:
        en, zh = WORDS["points" if values[0] != 1 else "point"]
        each = f" {WORDS['each'].label()}" if e.fan.id in PER_TILE else ""
        text = f"{values[0]}{zh} {values[0]} {en}{each}"
    else:
        text = " · ".join(f"{PRESET_WORDS[p].label()} {n}" for p, n in e.points.items()) + \
            f" {WORDS['points'].label()}"
    if e.only_under:
        text += only_words()
    return text


def row_parts(r: Row) -> list[str]:
    """A row in words, the principle first: the principle, the source, the scope, the fan in
    between and the preset, if it holds under one only."""
    parts = [str(r.principle), Both(r.source.label_en, r.source.label_zh).label()]
    if SCOPE_WORDS[r.scope]:
        parts.append(SCOPE_WORDS[r.scope].label())
    if r.via:
        via = f"{WORDS['via'].zh}{r.via.zh}" if chinese() else \
            f"{WORDS['via'].label()} {fan_name(r.via)}"
        parts.append(via)
    if len(r.presets) == 1 and r.source is not Source.PRESET:  # a preset row says so already
        preset = PRESET_WORDS[r.presets[0]]
        parts.append(f"{ONLY}{preset.zh}" if chinese() else preset.label())
    if row_rulings(r):
        parts.append(ruling_keys(row_rulings(r)))
    return parts


def ruling_keys(keys: list[str]) -> str:
    """'未决问题R2、R3', or '未决问题 open questions R2, R3'."""
    if chinese():
        return f"{WORDS['ruling'].zh}{'、'.join(keys)}"
    return f"{WORDS['ruling' if len(keys) == 1 else 'rulings'].label()} {', '.join(keys)}"


def row_rulings(r: Row) -> list[str]:
    """The open questions behind a row only common practice makes: those whose question names
    both its fans (清幺九 removing 双同刻 is R25). Such a row is where the presets part, not a
    rule."""
    if r.source is not Source.PRESET:
        return []
    return [q.key for q in RULINGS if {r.by, r.removes} <= set(fans_named(q.question))]


def example_rulings(x: "Example") -> list[str]:
    """The open questions asked on this very hand, won the same way, whose presets take
    different readings: why its totals differ between the presets."""
    out = []
    for q in RULINGS:
        asked = [(q.hand, q.flags, q.takes)] + [(m.hand, m.flags, m.takes) for m in q.more]
        if any(hand == x.hand and flags == x.context and len(set(takes)) > 1
               for hand, flags, takes in asked):
            out.append(q.key)
    return out


def row_words(r: Row, other: Fan) -> str:
    """A row seen from one of its fans: the other fan, then the row in words."""
    if chinese():
        return f"{other.zh}（{'，'.join(row_parts(r))}）"
    return f"{fan_name(other)} ({', '.join(row_parts(r))})"


def needs_words(fan: Fan) -> str:
    en, zh = fan_needs(fan)
    return zh if chinese() else f"{zh} — {en}"


def _points(n: int) -> str:
    """A total: '17', or '17番' in Chinese alone."""
    return f"{n}{WORDS['points'].zh}" if chinese() else str(n)


def totals_words(x: Example) -> str:
    """The total under the shown preset, and under the other where it differs, with whether the
    fan counts there."""
    def one(p: str) -> str:
        r = x.results[p]
        if counts(r, x.fan) == x.counts:
            mark = ""
        elif chinese():
            mark = f"，{'计' if counts(r, x.fan) else '不计'}{x.fan.zh}"
        else:
            mark = f", {x.fan.zh} {WORDS['counted' if counts(r, x.fan) else 'not_counted'].label()}"
        return (f"{PRESET_WORDS[p].zh}{_points(r.total)}{mark}" if chinese() else
                f"{PRESET_WORDS[p].label()} {r.total}{mark}")

    if not x.differs and all(counts(r, x.fan) == x.counts for r in x.results.values()):
        if chinese():
            return f"{WORDS['total'].zh}{_points(x.result.total)}（{WORDS['same'].zh}）"
        return f"{WORDS['total'].label()} {x.result.total} ({WORDS['same'].label()})"
    keys = example_rulings(x)
    why = (("，" if chinese() else ", ") + ruling_keys(keys)) if keys else ""
    return f"{WORDS['total'].label()}{colon()}" + " · ".join(one(p) for p in x.results) + why


def minimum_words(x: Example) -> str:
    return WORDS["reaches" if x.result.meets_minimum else "short"].label()


def how_words(x: Example) -> str:
    """How the hand was won and the preset it is shown under: '点和 won on a discard; 计法 under
    规则原文 green book', or '点和；按规则原文计'."""
    if chinese():
        return "，".join(w.zh for w in x.how()) + f"；按{PRESET_WORDS[x.rules].zh}计"
    how = ", ".join(w.label() for w in x.how())
    return f"{how}; {WORDS['under'].label()} {PRESET_WORDS[x.rules].label()}"


def example_words(x: Example) -> str:
    if chinese():
        if x.row is None:
            what = f"计{x.fan.zh}"
        else:
            what = f"不计{x.fan.zh}（{x.row.principle.zh}，{WORDS['by'].zh}{x.row.by.zh}）"
        return (f"{x.hand}（{how_words(x)}）：{what}；{totals_words(x)}；{minimum_words(x)}")
    if x.row is None:
        what = f"{x.fan.zh} {WORDS['counted'].label()}"
    else:
        what = (f"{x.fan.zh} {WORDS['not_counted'].label()}: {str(x.row.principle)}, "
                f"{WORDS['by'].label()} {fan_name(x.row.by)}")
    return f"{x.hand} ({how_words(x)}): {what}; {totals_words(x)}; {minimum_words(x)}"


def ruling_words(r: Ruling) -> str:
    """An open question: its key and its question, in the language mjlib writes (mjlib.course.rulings
    has each question in both); in Chinese, a question with no Chinese of its own would be named
    by its key and where to read it."""
    if not chinese():
        return f"{r.key}. {r.question}"
    if r.zh is not None:
        return f"{r.key}. {r.zh.question}"
    return f'{r.key}（未决问题，详见 mjlib.course.rulings.show("{r.key}")）'


def section_words(s: Section) -> str:
    """The lesson and its section: '08-score-outside-fans · 全带五 All Fives (16)', or in
    Chinese alone the lesson by its number, '第08课 · 全带五（16番）'."""
    if chinese():
        return f"第{s.notebook.split('-')[0]}课 · {heading(s)}"
    return f"{s.notebook} · {heading(s)}"


def listed(key: str, items: list[str], sep: str | None = None) -> str:
    """'label: item; item', or 'label: none' ('标签：甲；乙' in Chinese alone)."""
    if sep is None:
        sep = "；" if chinese() else "; "
    return f"{WORDS[key].label()}{colon()}{sep.join(items) if items else WORDS['none'].label()}"


def head_lines(e: Entry) -> list[str]:
    """The entry's facts as plain text, a line each: names, points and family, what it needs,
    what it removes and what removes it, look-alikes, open questions, the lesson."""
    return [f"{fan_name(e.fan)} · {points_words(e)} · {e.family.label()}",
            f"{WORDS['needs'].label()}{colon()}{needs_words(e.fan)}",
            listed("removes", [row_words(r, r.removes) for r in e.removes]),
            listed("removed_by", [row_words(r, r.by) for r in e.removed_by]),
            listed("confused", [fan_name(f) for f in e.confused_with],
                   "、" if chinese() else None),
            listed("rulings", [ruling_words(r) for r in e.rulings]),
            f"{WORDS['taught'].label()}{colon()}{section_words(e.taught)}"]


def example_line(e: Entry, x: Example) -> str:
    """A hand of the entry as one line of text, its label first."""
    label = WORDS['counts_here' if x is e.example else 'struck'].label()
    return f"{label}{colon()}{example_words(x)}"


def lines(e: Entry) -> list[str]:
    """The entry as plain text, a line per part."""
    return head_lines(e) + [example_line(e, x) for x in (e.example, e.struck) if x]

# the public names; the functions that write the parts of an entry (they take the entry, its
# examples and rows as made here) are mjlib.render.reference's and FanReference's helpers
__all__ = ["Entry", "Example", "Row", "ORDER", "WORDS", "entry", "entries", "rows", "by_points",
           "by_family", "fan_name", "entry_heading", "only_under", "chinese_points", "removes",
           "removed_by", "rulings_for", "needs_words", "group_heading", "counts", "context_words"]
