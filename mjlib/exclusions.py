"""The exclusion table: which counted fan removes which other fan, and on what authority.

Each row says: when ``by`` is counted, ``removes`` is not counted. The rule text lists under each
fan the fans it does not count (不计), without naming a principle; which principle each row is
filed under is this course's classification, by one criterion per principle:

- 不重复 no-repeat: ``removes`` is part of what ``by`` already says: the same condition on the
  whole hand or on the same sets (清一色 ⇒ 无字, 全求人 ⇒ 单钓将, 箭刻 ⇒ 幺九刻), or the same
  pattern over fewer sets (双明杠 ⇒ 明杠, 四暗刻 ⇒ 三暗刻, 大三元 ⇒ 双箭刻, 一色三同顺 ⇒ 一般高,
  三同刻 ⇒ 双同刻: the groups of :data:`SAME_PATTERN`).
- 不拆移 no-split: ``removes`` is another pattern, made by taking sets out of ``by``'s
  combination and pairing them off (清龙's chows as 连六 or 老少副, 一色双龙会's as 一般高).
  (The scorer also reads the pairs of 七对 regrouped into sets as no-split: the rule text's own
  example of the principle.)
- 就高不就低 high-versus-low: ``removes`` belongs to another reading of the same tiles, which
  scores no more (scope READING: the rule text lists 一色三节高 under 一色三同顺, 一色三同顺 under
  一色三节高 and 一色四节高, 七对 under 一色双龙会…).

``source`` (a :class:`~mjlib.vocabulary.Source`) says on whose authority: SEED when the rule text's
entry for ``by`` lists it, EXAMPLE when the rule text's worked example of a principle says it,
BASICS when only the basics text lists it, IMPLIED when no text lists it and it is a necessary
implication: on every hand where ``by`` counts, the hand has ``removes`` (the tests check this on
thousands of generated hands; for a fan whose own condition is how the hand was won, on every win
of that kind: see :data:`WON_ON`), PRESET when only the common-practice preset removes it,
PRINCIPLE when no text lists it and the principle itself removes it where the hand has it: no-split
(the scorer applies that rule to any such fan; the rows here name the cases that can occur, so the
maps can draw them), or no-repeat on ``by``'s own sets when not every hand with ``by`` has the fan
(三杠 and 四杠 remove 双明杠 and 明杠 on their melded kongs: a hand whose kongs are concealed has
neither; the entries add concealed kongs only, "暗杠加计"). ``scope`` (a :class:`~mjlib.vocabulary.Scope`) is ALL (every
instance), SETS (only instances on ``by``'s own sets), ONE (a single instance) or READING (a fan of
another reading).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from .errors import HandError, boolean, is_one_of, shown, shown_zh
from .fans import BY_ID, BY_ZH, FAMILIES, families_zh
from .rules import Rules
from .vocabulary import Principle, Scope, Source, chinese

NO_REPEAT, NO_SPLIT, HIGH_VERSUS_LOW = Principle.NO_REPEAT, Principle.NO_SPLIT, Principle.HIGH_VERSUS_LOW
SEED, EXAMPLE, BASICS, IMPLIED = Source.SEED, Source.EXAMPLE, Source.BASICS, Source.IMPLIED
PRESET, PRINCIPLE = Source.PRESET, Source.PRINCIPLE
ALL, SETS, ONE, READING = Scope.ALL, Scope.SETS, Scope.ONE, Scope.READING


@dataclass(frozen=True)
class Exclusion:
    by: str  # fan id
    removes: str  # fan id
    principle: Principle
    source: Source
    scope: Scope = Scope.ALL
    applies: Callable[[Rules], bool] | None = None
    via: str | None = None  # for a derived row, the fan in between

    def holds(self, rules: Rules) -> bool:
        return self.applies is None or self.applies(rules)


def _common(r: Rules) -> bool:
    return not r.special_hands_add_fully_concealed


def _nine_gates_all(r: Rules) -> bool:
    return r.nine_gates_removes_all_terminal_pungs


def _nine_gates_one(r: Rules) -> bool:
    return not r.nine_gates_removes_all_terminal_pungs


def _kongs_common(r: Rules) -> bool:
    return not r.kongs_add_concealed_kong_fans


def _terminals_common(r: Rules) -> bool:
    return not r.all_terminals_keeps_double_pung


# (by, removes..., principle, source, scope, condition)
_ROWS = [
    ("大四喜", "圈风刻 门风刻 幺九刻 碰碰和", NO_REPEAT, SEED, ALL, None),
    ("大四喜", "三风刻", NO_REPEAT, SEED, ALL, None),
    ("大三元", "箭刻", NO_REPEAT, SEED, ALL, None),
    ("大三元", "双箭刻", NO_REPEAT, SEED, ALL, None),
    ("大三元", "幺九刻", NO_REPEAT, IMPLIED, SETS, None),
    ("绿一色", "混一色", NO_REPEAT, BASICS, ALL, None),  # the basics text, not the rule text
    ("绿一色", "缺一门", NO_REPEAT, IMPLIED, ALL, None),
    ("九莲宝灯", "清一色 门前清", NO_REPEAT, SEED, ALL, None),
    ("九莲宝灯", "幺九刻", NO_REPEAT, SEED, ALL, _nine_gates_all),
    ("九莲宝灯", "幺九刻", NO_REPEAT, SEED, ONE, _nine_gates_one),  # the rules list it: common practice removes one
    ("九莲宝灯", "不求人", NO_REPEAT, PRESET, ALL, _common),
    ("四杠", "单钓将", NO_REPEAT, SEED, ALL, None),
    ("四杠", "三杠 碰碰和", NO_REPEAT, IMPLIED, ALL, None),
    # not implied: four concealed kongs have no melded kong; where the hand has them, they are
    # 四杠's own kongs (the entry adds concealed kongs only, "暗杠加计")
    ("四杠", "双明杠 明杠", NO_REPEAT, PRINCIPLE, ALL, None),
    ("四杠", "暗杠 双暗杠 明暗杠", NO_REPEAT, PRESET, ALL, _kongs_common),
    ("连七对", "清一色 门前清 单钓将 七对", NO_REPEAT, SEED, ALL, None),
    ("连七对", "不求人", NO_REPEAT, PRESET, ALL, _common),
    ("十三幺", "五门齐 门前清 单钓将 混幺九", NO_REPEAT, SEED, ALL, None),
    ("十三幺", "不求人", NO_REPEAT, PRESET, ALL, _common),
    ("清幺九", "碰碰和 全带幺 幺九刻 无字", NO_REPEAT, SEED, ALL, None),
    ("清幺九", "混幺九", NO_REPEAT, IMPLIED, ALL, None),
    ("清幺九", "双同刻", NO_REPEAT, PRESET, ALL, _terminals_common),
    ("小四喜", "幺九刻", NO_REPEAT, SEED, SETS, None),
    ("小四喜", "三风刻", NO_REPEAT, SEED, ALL, None),
    ("小三元", "箭刻", NO_REPEAT, SEED, ALL, None),
    ("小三元", "双箭刻", NO_REPEAT, SEED, ALL, None),
    ("小三元", "幺九刻", NO_REPEAT, IMPLIED, SETS, None),
    ("字一色", "碰碰和 全带幺 幺九刻", NO_REPEAT, SEED, ALL, None),
    ("字一色", "混幺九 缺一门", NO_REPEAT, IMPLIED, ALL, None),
    ("四暗刻", "三暗刻 双暗刻 碰碰和 门前清", NO_REPEAT, IMPLIED, ALL, None),
    ("四暗刻", "不求人", NO_REPEAT, PRESET, ALL, _common),
    ("一色双龙会", "七对", HIGH_VERSUS_LOW, SEED, READING, None),
    ("一色双龙会", "清一色 平和 无字", NO_REPEAT, SEED, ALL, None),
    ("一色双龙会", "一般高 老少副", NO_SPLIT, SEED, ALL, None),
    ("一色四同顺", "四归一", NO_REPEAT, SEED, ALL, None),
    ("一色四同顺", "一般高", NO_REPEAT, SEED, ALL, None),
    ("一色四同顺", "一色三同顺", NO_REPEAT, IMPLIED, ALL, None),
    # the rules list the fan of the other reading: 1111 2222 3333 also reads 111 222 333 123
    ("一色四同顺", "一色三节高", HIGH_VERSUS_LOW, SEED, READING, None),
    ("一色四节高", "碰碰和", NO_REPEAT, SEED, ALL, None),
    ("一色四节高", "一色三节高", NO_REPEAT, IMPLIED, ALL, None),
    # likewise: 111 222 333 444 also reads 123 123 123 444
    ("一色四节高", "一色三同顺", HIGH_VERSUS_LOW, SEED, READING, None),
    ("一色四步高", "连六 老少副", NO_SPLIT, SEED, ALL, None),
    ("一色四步高", "一色三步高", NO_REPEAT, IMPLIED, ALL, None),
    ("清龙", "连六 老少副", NO_SPLIT, PRINCIPLE, ALL, None),
    ("三色三同顺", "喜相逢", NO_REPEAT, IMPLIED, ALL, None),
    ("三同刻", "双同刻", NO_REPEAT, IMPLIED, ALL, None),
    ("三杠", "双明杠 明杠", NO_REPEAT, PRINCIPLE, ALL, None),  # as for 四杠: on its melded kongs
    ("三杠", "暗杠 双暗杠 明暗杠", NO_REPEAT, PRESET, ALL, _kongs_common),
    ("混幺九", "碰碰和 全带幺 幺九刻", NO_REPEAT, SEED, ALL, None),
    ("七对", "门前清 单钓将", NO_REPEAT, SEED, ALL, None),
    ("七对", "不求人", NO_REPEAT, PRESET, ALL, _common),
    ("七星不靠", "五门齐 门前清", NO_REPEAT, SEED, ALL, None),
    ("七星不靠", "全不靠", NO_REPEAT, IMPLIED, ALL, None),
    ("七星不靠", "不求人", NO_REPEAT, PRESET, ALL, _common),
    ("全双刻", "碰碰和 断幺", NO_REPEAT, SEED, ALL, None),
    ("清一色", "无字", NO_REPEAT, SEED, ALL, None),
    ("清一色", "缺一门", NO_REPEAT, IMPLIED, ALL, None),
    ("一色三同顺", "一般高", NO_REPEAT, SEED, ALL, None),
    # the rules list the fan of the other reading: 222 333 444 also reads 234 234 234
    ("一色三同顺", "一色三节高", HIGH_VERSUS_LOW, SEED, READING, None),
    ("一色三节高", "一色三同顺", HIGH_VERSUS_LOW, SEED, READING, None),
    ("三暗刻", "双暗刻", NO_REPEAT, IMPLIED, ALL, None),
    ("全大", "无字", NO_REPEAT, SEED, ALL, None),
    ("全大", "大于五", NO_REPEAT, IMPLIED, ALL, None),
    ("全中", "断幺", NO_REPEAT, SEED, ALL, None),
    ("全小", "无字", NO_REPEAT, SEED, ALL, None),
    ("全小", "小于五", NO_REPEAT, IMPLIED, ALL, None),
    ("三色双龙会", "平和 无字", NO_REPEAT, SEED, ALL, None),
    ("三色双龙会", "喜相逢 老少副", NO_SPLIT, SEED, ALL, None),
    ("全带五", "断幺", NO_REPEAT, SEED, ALL, None),
    ("全不靠", "五门齐 门前清", NO_REPEAT, SEED, ALL, None),
    ("全不靠", "不求人", NO_REPEAT, PRESET, ALL, _common),
    ("大于五", "无字", NO_REPEAT, SEED, ALL, None),
    ("小于五", "无字", NO_REPEAT, SEED, ALL, None),
    ("三风刻", "幺九刻", NO_REPEAT, SEED, SETS, None),
    ("推不倒", "缺一门", NO_REPEAT, SEED, ALL, None),
    ("妙手回春", "自摸", NO_REPEAT, SEED, ALL, None),
    ("杠上开花", "自摸", NO_REPEAT, SEED, ALL, None),
    ("抢杠和", "和绝张", NO_REPEAT, SEED, ALL, None),
    ("双暗杠", "暗杠 双暗刻", NO_REPEAT, IMPLIED, ALL, None),
    ("混一色", "缺一门", NO_REPEAT, IMPLIED, ALL, None),
    ("全求人", "单钓将", NO_REPEAT, SEED, ALL, None),
    ("双箭刻", "箭刻 幺九刻", NO_REPEAT, SEED, SETS, None),
    ("不求人", "自摸", NO_REPEAT, IMPLIED, ALL, None),
    ("双明杠", "明杠", NO_REPEAT, EXAMPLE, ALL, None),  # the rule text's no-repeat example says it
    ("明暗杠", "明杠 暗杠", NO_REPEAT, PRESET, ALL, None),
    ("箭刻", "幺九刻", NO_REPEAT, SEED, SETS, None),
    ("圈风刻", "幺九刻", NO_REPEAT, SEED, SETS, None),
    ("门风刻", "幺九刻", NO_REPEAT, SEED, SETS, None),
    ("平和", "无字", NO_REPEAT, SEED, ALL, None),
    ("断幺", "无字", NO_REPEAT, IMPLIED, ALL, None),
]


# Fans that state one pattern over more or fewer sets: the smaller is part of the bigger (no-repeat).
SAME_PATTERN = (
    "明杠 双明杠", "暗杠 双暗杠", "双暗刻 三暗刻 四暗刻", "三杠 四杠",
    "一般高 一色三同顺 一色四同顺", "喜相逢 三色三同顺", "一色三步高 一色四步高",
    "一色三节高 一色四节高", "双同刻 三同刻", "双箭刻 小三元 大三元", "三风刻 小四喜 大四喜",
)


# the pairs of fan ids that SAME_PATTERN puts in one group
_SAME_PATTERN_PAIRS = frozenset((BY_ZH[x].id, BY_ZH[y].id) for group in SAME_PATTERN
                                for x in group.split() for y in group.split())


def same_pattern(a: str, b: str) -> bool:
    """Whether the fans with ids ``a`` and ``b`` state one pattern over more or fewer sets."""
    return (a, b) in _SAME_PATTERN_PAIRS


def criterion(row: Exclusion) -> Principle:
    """The principle the module's criterion files ``row`` under: a fan of another reading is
    high-versus-low; a combination of sets that is another pattern than the remover's is no-split;
    anything else (a condition the remover holds, or its pattern over fewer sets) is no-repeat.
    Every row of :data:`TABLE` follows it (the tests check)."""
    if not isinstance(row, Exclusion):
        raise HandError(f"criterion() takes a row of the exclusion table, not {shown(row)}",
                        zh=f"criterion() 接受不计表中的一行（Exclusion），不能是 {shown_zh(row)}")
    if row.scope is Scope.READING:
        return Principle.HIGH_VERSUS_LOW
    if BY_ID[row.removes].combo and BY_ID[row.by].combo and not same_pattern(row.by, row.removes):
        return Principle.NO_SPLIT
    return Principle.NO_REPEAT


def _rows() -> list[Exclusion]:
    rows = []
    for by, removes, principle, source, scope, cond in _ROWS:
        for r in removes.split():
            rows.append(Exclusion(BY_ZH[by].id, BY_ZH[r].id, principle, source, scope, cond))
    return rows


# Fans whose own condition is how the hand was won: 门前清 needs a win on another player's
# discard (和他家打出的牌), 不求人 and 自摸 a self-draw. A row implies such a fan only on wins of
# that kind: 四暗刻 won on a discard has 门前清; self-drawn it has 不求人 in its place.
WON_ON = {"concealed_hand": "discard", "fully_concealed_hand": "self-drawn",
          "self_drawn": "self-drawn"}

# Removals not chained through: 十三幺 has 混幺九's tiles but no set at all, so what 混幺九
# removes on its pungs (碰碰和, 全带幺, 幺九刻) is never in a 十三幺 hand.
_NOT_CHAINED = {("十三幺", "混幺九")}


def _closure(rows: list[Exclusion]) -> list[Exclusion]:
    """Add F removes H wherever F removes G and G removes H, both unconditionally for the whole
    hand, and H is then in every hand where F counts (an implication: the tests check it).

    A fan that is not counted removes nothing itself, so what it would have removed is removed
    by the fan that removed it. Preset rows are not chained: under common practice 七对 removes
    不求人 so that 自摸 is counted instead. Nor are the removals of :data:`_NOT_CHAINED`, whose
    second step never meets the first fan's hands.
    """
    out = list(rows)
    skip = {(BY_ZH[a].id, BY_ZH[b].id) for a, b in _NOT_CHAINED}
    changed = True
    while changed:
        changed = False
        have = {(x.by, x.removes, x.scope) for x in out}
        for a in list(out):
            if a.scope is not ALL or a.applies is not None or (a.by, a.removes) in skip:
                continue
            for b in list(out):
                if b.by == a.removes and b.scope is ALL and b.applies is None and b.removes != a.by \
                        and (a.by, b.removes, ALL) not in have:
                    out.append(Exclusion(a.by, b.removes, b.principle, IMPLIED, ALL, via=a.removes))
                    have.add((a.by, b.removes, ALL))
                    changed = True
    return out


TABLE: tuple[Exclusion, ...] = tuple(_closure(_rows()))


@lru_cache(maxsize=None)
def rows_for(rules: Rules) -> dict[str, list[Exclusion]]:
    """The rows that hold under ``rules``, keyed by the removing fan's id."""
    out: dict[str, list[Exclusion]] = {}
    for row in TABLE:
        if row.holds(rules):
            out.setdefault(row.by, []).append(row)
    return out


def lookup(by: str, removes: str, rules: Rules) -> Exclusion | None:
    """The first row under ``rules`` by which ``by`` removes ``removes``, or None."""
    return _first_rows(rules).get((by, removes))


@lru_cache(maxsize=None)
def _first_rows(rules: Rules) -> dict[tuple[str, str], Exclusion]:
    """The first row of :func:`rows_for` for each (by, removes) pair."""
    out: dict[tuple[str, str], Exclusion] = {}
    for by, rows in rows_for(rules).items():
        for row in rows:
            out.setdefault((by, row.removes), row)
    return out


def family_rows(family: str, rules: "str | Rules" = "green-book", derived: bool = False
                ) -> list[Exclusion]:
    """The rows whose removing fan is of ``family`` (an id of ``mjlib.FAMILIES``) that hold
    under ``rules``, one per (by, removes) pair: what the family's map draws.

    Rows the table derives by chaining two others (``via``) are left out unless ``derived``.

    >>> sorted((BY_ID[r.by].zh, BY_ID[r.removes].zh) for r in family_rows("special"))
    [('九莲宝灯', '幺九刻'), ('九莲宝灯', '清一色'), ('九莲宝灯', '门前清')]
    """
    if not is_one_of(family, FAMILIES):
        raise HandError(f"unknown family {shown(family)}: use one of {', '.join(FAMILIES)}",
                        zh=f"没有 {shown_zh(family)} 这个系列：可用 {families_zh()}")
    rules = Rules.named(rules)
    boolean(derived, "derived")
    out, seen = [], set()
    for by, rows in rows_for(rules).items():
        if BY_ID[by].family != family:
            continue
        for row in rows:
            if (row.via is not None and not derived) or (row.by, row.removes) in seen:
                continue
            seen.add((row.by, row.removes))
            out.append(row)
    return out


def family_table(family: str, rules: "str | Rules" = "green-book") -> str:
    """The rows :func:`family_rows` gives, as a plain table: what removes what, the principle
    and the source of each (the family's map drawn as text, where arrows cross).

    >>> print(family_table("special"))
    九莲宝灯 Nine Gates  不计  清一色 Full Flush                   不重复 no-repeat   listed by the rules
    九莲宝灯 Nine Gates  不计  门前清 Concealed Hand               不重复 no-repeat   listed by the rules
    九莲宝灯 Nine Gates  不计  幺九刻 Pung of Terminals or Honors  不重复 no-repeat   listed by the rules
    """
    def cell(text: str, width: int) -> str:
        cols = sum(2 if "\u4e00" <= ch <= "\u9fff" else 1 for ch in text)
        return text + " " * max(0, width - cols)

    def width(texts: list[str]) -> int:
        return max((len(x) + sum(1 for ch in x if "\u4e00" <= ch <= "\u9fff") for x in texts),
                   default=0)

    zh = chinese()
    rows = family_rows(family, rules)
    by = [BY_ID[r.by].zh if zh else f"{BY_ID[r.by].zh} {BY_ID[r.by].en}" for r in rows]
    removes = [BY_ID[r.removes].zh if zh else f"{BY_ID[r.removes].zh} {BY_ID[r.removes].en}"
               for r in rows]
    principles = [str(r.principle) for r in rows]
    wb, wr, wp = width(by), width(removes), width(principles)
    lines = []
    for r, b, m, p in zip(rows, by, removes, principles):
        if zh:
            scope = "（只去一副）" if r.scope is ONE else ""
            source = r.source.label_zh
        else:
            scope = " (one instance)" if r.scope is ONE else ""
            source = r.source.label_en
        lines.append(f"{cell(b, wb)}  不计  {cell(m, wr)}  {cell(p, wp)}  {source}{scope}".rstrip())
    return "\n".join(lines)

# the public names: what the lessons show; the table's rows and look-ups are the scorer's own
__all__ = ["family_rows", "family_table", "criterion"]
