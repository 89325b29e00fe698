"""The fan reference: one entry per fan, made from the package's own data and nothing written for
it alone but the hands (mjlib.reference_hands) and the words below.

An :class:`Entry` holds, for one of the 81 fans (or 明暗杠, which only common practice scores):

- its names, points (under each preset) and family; what it needs (mjlib.requirements);
- what it removes and what removes it: every row of the exclusion table (mjlib.exclusions) that
  has it on one side, with the row's principle, source, scope and the presets it holds under;
- the fans it is often confused with (mjlib.lookalikes);
- a hand where it counts and, when a row of the table removes it, a hand where it is there but
  not counted, each scored under both presets (mjlib.reference_hands);
- the open questions (mjlib.rulings) that concern it: a question concerns a fan when it is about
  the fan's family and names the fan in its question, its texts or its readings;
- the lesson section that teaches it (mjlib.course.section) and its own (mjlib.course.reference).

Every word an entry shows is the package's, Chinese and English (:data:`WORDS`, and the names the
data carries), so an edition in either language is made from the same entry; the open questions
are written in English only (mjlib.rulings). ``str(entry)`` is its plain-text form;
mjlib.render.reference draws it with its figures, and mjlib.widgets.FanReference shows it.

>>> e = entry("全带五")
>>> e.fan.en, e.needs[1], [(r.removes.zh, r.principle.zh) for r in e.removes]
('All Fives', 'a 5 in every set and in the pair', [('断幺', '不重复'), ('无字', '不重复')])
>>> e.example.counts, e.example.result.total
(True, 17)
>>> [f.zh for f in ORDER[:3]], len(ORDER)
(['大四喜', '大三元', '绿一色'], 82)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .course import Section, reference as entry_section, section
from .exclusions import TABLE, Exclusion
from .fans import BY_ID, CONCEALED_AND_MELDED_KONG, FAMILIES, FANS, Fan, named
from .lookalikes import confused_with
from .mentions import fans_named
from .reference_hands import EXAMPLES, STRUCK
from .requirements import needs as fan_needs
from .result import ExcludedFan, Result
from .rules import GREEN_BOOK, PRESETS, PRESET_ZH
from .rulings import RULINGS, Ruling
from .score import score
from .tiles import wind
from .vocabulary import Principle, Scope, Source
from .words import HEAD

# ---------------------------------------------------------------------------------------------
# the words of an entry: (中文, English)

WORDS: dict[str, tuple[str, str]] = {
    "title": ("番种速查", "The fan reference"),
    "points": HEAD["points"],
    "point": ("番", "point"),
    "family": ("系列", "family"),
    "needs": ("需要", "needs"),
    "removes": HEAD["removes"],
    "removed_by": ("被以下番种不计", "removed by"),
    "confused": ("易混番种", "often confused with"),
    "counts_here": ("计此番的例子", "a hand where it counts"),
    "struck": ("有此番而不计的例子", "a hand where it is there but not counted"),
    "rulings": ("未决问题", "open questions"),
    "taught": ("讲解", "taught in"),
    "none": ("无", "none"),
    "via": ("经由", "through"),
    "counted": HEAD["counted"],
    "not_counted": HEAD["excluded"],
    "total": HEAD["total"],
    "reaches": HEAD["reaches"],
    "short": HEAD["short"],
    "by": HEAD["by"],
    "under": ("计法", "under"),
    "same": ("两种计法相同", "the same under both presets"),
    "by_points": ("按番数", "by points"),
    "by_family": ("按系列", "by family"),
    "worth": ("番的番种", "fans worth"),
    "each": ("每张", "each"),
    "find": ("查找", "find"),
    "find_hint": ("名称或番数", "a name, or points"),
    "fan": HEAD["fan"],
    "no_match": ("没有相符的番种", "no fan matches"),
}
PRESET_WORDS: dict[str, tuple[str, str]] = {
    "green-book": (PRESET_ZH["green-book"], "green book"),
    "common-practice": (PRESET_ZH["common-practice"], "common practice"),
}
SCOPE_WORDS: dict[Scope, tuple[str, str] | None] = {  # None: every instance, nothing to say
    Scope.ALL: None,
    Scope.SETS: ("只限其自身的牌组", "only on its own sets"),
    Scope.ONE: HEAD["one_only"],
    Scope.READING: ("另一种组合的番种", "a fan of another reading"),
}
CONTEXT_WORDS: dict[str, tuple[str, str]] = {  # how a hand was won, field by field of mjlib.Win
    "discard": HEAD["discard"],
    "self_drawn": HEAD["self_drawn"],
    "fourth_tile": ("绝张", "on the last copy of its tile"),
    "about_kong+self_drawn": ("杠后补牌", "on a kong's replacement tile"),
    "about_kong": ("抢杠", "on a tile robbed from a kong"),
    "wall_last+self_drawn": ("牌墙最后一张", "on the wall's last tile"),
    "wall_last": ("最后一张打出的牌", "on the game's last discard"),
    "seat_wind": ("门风", "seat wind"),
    "prevalent_wind": ("圈风", "prevalent wind"),
    "flowers": HEAD["flowers"],
}


PER_TILE = {"flower_tiles"}  # worth its points once for each tile


def both(words: tuple[str, str]) -> str:
    """'中文 English': the Chinese first."""
    return f"{words[0]} {words[1]}"


def fan_name(fan: Fan) -> str:
    return f"{fan.zh} {fan.en}"


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


def group_heading(points: int) -> str:
    """The heading of the fans worth ``points``: '16番 fans worth 16'; 明暗杠's group says that
    only common practice scores it."""
    zh, en = WORDS["worth"]
    text = f"{points}{zh} {en} {points}"
    if all(only_under(f) for f in ORDER if f.points == points):  # 5: 明暗杠 alone
        text += f" ({both((Source.PRESET.label_zh, Source.PRESET.label_en))})"
    return text


def only_under(fan: Fan) -> str | None:
    """The one preset that scores ``fan`` (明暗杠: common practice), or None for both: the
    presets under which its example hand counts it."""
    return entry(fan).only_under


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

    def how(self) -> list[tuple[str, str]]:
        """How the hand was won, in words: (中文, English) each."""
        return context_words(self.result.win)


def counts(result: Result, fan: Fan) -> bool:
    return any(c.fan == fan for c in result.fans)


def context_words(win) -> list[tuple[str, str]]:
    """How a hand was won, part by part, in both languages."""
    out = [CONTEXT_WORDS["self_drawn" if win.self_drawn else "discard"]]
    for flag in ("fourth_tile", "about_kong", "wall_last"):
        if getattr(win, flag):
            out.append(CONTEXT_WORDS.get(f"{flag}+self_drawn" if win.self_drawn else flag)
                       or CONTEXT_WORDS[flag])
    for field in ("seat_wind", "prevalent_wind"):
        tile = getattr(win, field)
        if tile != wind("E"):
            zh, en = CONTEXT_WORDS[field]
            out.append((f"{zh}{tile.zh}", f"{en} {tile}"))
    if win.flowers:
        zh, en = CONTEXT_WORDS["flowers"]
        out.append((f"{zh}{win.flowers}", f"{win.flowers} {en}"))
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
    return [r for r in rows() if r.by == fan]


def removed_by(fan: Fan) -> list[Row]:
    return sorted((r for r in rows() if r.removes == fan), key=lambda r: _POSITION[r.by.id])


def concerns(ruling: Ruling, fan: Fan) -> bool:
    """Whether an open question concerns ``fan``: it is about the fan's family, and its question,
    its texts or its readings name the fan."""
    words = [ruling.question, *(f"{source} {says}" for source, says in ruling.texts),
             *(reading for reading, _ in ruling.candidates)]
    return fan.family in ruling.families and fan in fans_named(" ".join(words))


def rulings_for(fan: Fan) -> list[Ruling]:
    return [r for r in RULINGS if concerns(r, fan)]


# ---------------------------------------------------------------------------------------------
# the entry

@dataclass(frozen=True)
class Entry:
    fan: Fan
    points: dict          # preset -> what the fan is worth under it
    only_under: str | None  # the one preset that scores it, or None for both
    family: tuple[str, str]
    needs: tuple[str, str]  # (中文, English)
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
    en, zh = fan_needs(fan)
    struck = STRUCK.get(fan.id)
    example = _example(fan, *EXAMPLES[fan.id])
    counting = [p for p, r in example.results.items() if counts(r, fan)]
    return Entry(
        fan=fan, points={name: rules.points(fan) for name, rules in PRESETS.items()},
        only_under=counting[0] if len(counting) == 1 else None, family=FAMILIES[fan.family],
        needs=(zh, en), removes=tuple(removes(fan)), removed_by=tuple(removed_by(fan)),
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
# words for the parts: each a line of text, the Chinese first

def points_words(e: Entry) -> str:
    values = sorted(set(e.points.values()), reverse=True)
    if len(values) == 1:
        zh, en = WORDS["points" if values[0] != 1 else "point"]
        each = f" {both(WORDS['each'])}" if e.fan.id in PER_TILE else ""
        text = f"{values[0]}{zh} {values[0]} {en}{each}"
    else:
        text = " · ".join(f"{both(PRESET_WORDS[p])} {n}" for p, n in e.points.items()) + \
            f" {both(WORDS['points'])}"
    if e.only_under:
        text += f" ({both((Source.PRESET.label_zh, Source.PRESET.label_en))})"
    return text


def row_parts(r: Row) -> list[str]:
    """A row in words, the principle first: the principle, the source, the scope, the fan in
    between and the preset, if it holds under one only."""
    parts = [str(r.principle), both((r.source.label_zh, r.source.label_en))]
    if SCOPE_WORDS[r.scope]:
        parts.append(both(SCOPE_WORDS[r.scope]))
    if r.via:
        parts.append(f"{both(WORDS['via'])} {fan_name(r.via)}")
    if len(r.presets) == 1 and r.source is not Source.PRESET:  # a preset row says so already
        parts.append(both(PRESET_WORDS[r.presets[0]]))
    return parts


def row_words(r: Row, other: Fan) -> str:
    """A row seen from one of its fans: the other fan, then the row in words."""
    return f"{fan_name(other)} ({', '.join(row_parts(r))})"


def needs_words(fan: Fan) -> str:
    en, zh = fan_needs(fan)
    return f"{zh} — {en}"


def totals_words(x: Example) -> str:
    """The total under the shown preset, and under the other where it differs, with whether the
    fan counts there."""
    def one(p: str) -> str:
        r = x.results[p]
        mark = "" if counts(r, x.fan) == x.counts else \
            f", {x.fan.zh} {both(WORDS['counted' if counts(r, x.fan) else 'not_counted'])}"
        return f"{both(PRESET_WORDS[p])} {r.total}{mark}"

    if not x.differs and all(counts(r, x.fan) == x.counts for r in x.results.values()):
        return f"{both(WORDS['total'])} {x.result.total} ({both(WORDS['same'])})"
    return f"{both(WORDS['total'])}: " + " · ".join(one(p) for p in x.results)


def minimum_words(x: Example) -> str:
    return both(WORDS["reaches" if x.result.meets_minimum else "short"])


def example_words(x: Example) -> str:
    how = ", ".join(both(w) for w in x.how())
    if x.row is None:
        what = f"{x.fan.zh} {both(WORDS['counted'])}"
    else:
        what = (f"{x.fan.zh} {both(WORDS['not_counted'])}: {str(x.row.principle)}, "
                f"{both(WORDS['by'])} {fan_name(x.row.by)}")
    return (f"{x.hand} ({how}; {both(WORDS['under'])} {both(PRESET_WORDS[x.rules])}): {what}; "
            f"{totals_words(x)}; {minimum_words(x)}")


def ruling_words(r: Ruling) -> str:
    return f"{r.key}. {r.question}"


def section_words(s: Section) -> str:
    return f"{s.notebook} · {s.heading}"


def listed(key: str, items: list[str]) -> str:
    """'label: item; item', or 'label: none'."""
    return f"{both(WORDS[key])}: {'; '.join(items) if items else both(WORDS['none'])}"


def head_lines(e: Entry) -> list[str]:
    """The entry's facts as plain text, a line each: names, points and family, what it needs,
    what it removes and what removes it, look-alikes, open questions, the lesson."""
    return [f"{fan_name(e.fan)} · {points_words(e)} · {both(e.family)}",
            f"{both(WORDS['needs'])}: {needs_words(e.fan)}",
            listed("removes", [row_words(r, r.removes) for r in e.removes]),
            listed("removed_by", [row_words(r, r.by) for r in e.removed_by]),
            listed("confused", [fan_name(f) for f in e.confused_with]),
            listed("rulings", [ruling_words(r) for r in e.rulings]),
            f"{both(WORDS['taught'])}: {section_words(e.taught)}"]


def example_line(e: Entry, x: Example) -> str:
    """A hand of the entry as one line of text, its label first."""
    return f"{both(WORDS['counts_here' if x is e.example else 'struck'])}: {example_words(x)}"


def lines(e: Entry) -> list[str]:
    """The entry as plain text, a line per part."""
    return head_lines(e) + [example_line(e, x) for x in (e.example, e.struck) if x]
