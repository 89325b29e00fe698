"""The scoring checklist: seven steps a learner can follow on any hand, and a result laid out in
them. The course teaches the steps in lesson 02; the exercises' feedback, the drill's statistics
and the teacher's page speak in them.

1. Read the hand: which reading counts (special shapes first; the other readings' fans are not
   counted).
2. The big fan: the biggest fan worth 8 or more (a fan that alone reaches the minimum), and what
   it does not count (its 不计 list).
3. The sets: fans of one set (a dragon pung, a concealed kong…) and fans between sets (a pair of
   chows, three pungs…), each set combined with the others once (non-identical, count-once).
4. The whole hand: its suits, its ranks, terminals and honors in every set.
5. How it was won: the wait, self-drawn, concealed, the last tile.
6. The 8-fan minimum: the total without flowers reaches 8, or the hand is not a win.
7. Flowers: one fan each, added last.

Where a fan is filed: at the step where a learner finds it. Every counted fan is filed at its own
step (:func:`step_of`: a special shape at step 1, a fan of sets at step 3, of the whole hand at
step 4, of the win at step 5, flowers at step 7), with one exception: step 2 files the biggest
fan read from the sets or the whole hand when it is worth 8 or more (:func:`main_fan`). Step 2 is
about that big fan: a smaller fan is found at its own step even when nothing bigger
counts (混一色 6 on a hand without a bigger fan is found at step 4, with the whole hand); a
special shape, however big, is read at step 1, and a fan of how the hand was won (抢杠和 8, 妙手
回春 8 …) is found at step 5, where the win is looked at. A struck fan is filed at the step of
what struck it: a fan only another reading has at step 1, a second instance refused by
non-identical or count-once at step 3 (where sets are combined), a fan in a counted fan's 不计
list at the step where that fan is filed.
:func:`steps` files a result this way; :func:`where` gives one fan's step; the exercises'
feedback, the drills' statistics, the teacher's page and :func:`walk` all take the step from here.

>>> from mjlib import score
>>> [(s.number, [c.fan.zh for c in s.adds], [e.fan.zh for e in s.strikes])
...  for s in steps(score("[123m1][456p1][789s1]23pCC1p")) if s.adds or s.strikes]
[(2, ['花龙'], []), (3, ['喜相逢'], ['连六'])]
>>> [(s.number, [c.fan.zh for c in s.adds], [e.fan.zh for e in s.strikes])
...  for s in steps(score("[789m3]123123mCCC9m9m")) if s.adds or s.strikes][0]
(3, ['箭刻', '一般高', '老少副'], ['老少副', '幺九刻'])
"""

from __future__ import annotations

from typing import NamedTuple

from ..explain import from_other_reading
from ..fans import BY_ZH, FANS, Fan, named
from ..result import CountedFan, ExcludedFan, Result, as_result
from ..vocabulary import Both, Principle, pick


class Step(NamedTuple):
    """One step of the checklist, and what it does to one hand."""

    number: int
    key: str
    zh: str
    en: str
    adds: tuple[CountedFan, ...] = ()
    strikes: tuple[ExcludedFan, ...] = ()

    def __str__(self) -> str:
        return f"{self.number}. {self.zh} {self.en}"


# (key, 中文, English): the seven steps, in order.
STEPS = (
    ("read", "看拆法", "read the hand"),
    ("biggest", "定主番", "the biggest fan of 8 or more, and its 不计 list"),
    ("sets", "数牌组", "the sets, alone and together"),
    ("whole", "看全手", "the whole hand"),
    ("won", "看和法", "how it was won"),
    ("minimum", "够起和", "the 8-fan minimum"),
    ("flowers", "加花牌", "flowers"),
)
NUMBER = {key: i + 1 for i, (key, _, _) in enumerate(STEPS)}
WORDS = {key: Both(en, zh) for key, zh, en in STEPS}  # a step's name

# The fans that make a reading special: they are read, not counted from sets.
SHAPE_FANS = frozenset(BY_ZH[zh] for zh in "十三幺 七对 连七对 全不靠 七星不靠 组合龙 九莲宝灯".split())
FAMILY_STEP = {"honors": "sets", "chows": "sets", "pungs": "sets", "pairs": "read",
               "suits": "whole", "outside": "whole", "knitted": "read", "winning": "won",
               "special": "minimum"}


RANK = {f: i for i, f in enumerate(FANS)}  # the rule text's order
OWN_STEP = ("read", "won")  # steps whose fans are found there however big: the reading, the win
BIG = 8  # step 2 counts the biggest fan when it is worth this much: alone, it reaches the minimum


def step_of(fan: Fan) -> str:
    """The step where ``fan`` is counted when it is not the hand's big fan (:func:`main_fan`)."""
    fan = named(fan)
    if fan in SHAPE_FANS:
        return "read"
    if fan.zh == "花牌":
        return "flowers"
    return FAMILY_STEP[fan.family]


def biggest(result: Result) -> CountedFan | None:
    """The counted fan worth most (the first in the rule text's order on a tie), flowers and
    无番和 aside."""
    result = as_result(result, "biggest()")
    main = [c for c in result.fans if c.fan.zh not in ("花牌", "无番和")]
    return max(main, key=lambda c: (c.fan.points, -RANK.get(c.fan, len(RANK)))) if main else None


def main_fan(result: Result) -> CountedFan | None:
    """The fan step 2 counts: the biggest fan read from the sets or the whole hand (neither a
    special shape, read at step 1, nor a fan of how the hand was won, found at step 5), when it
    is worth 8 or more; None when the hand has no such fan."""
    result = as_result(result, "main_fan()")
    main = [c for c in result.fans if c.fan.zh not in ("花牌", "无番和")
            and step_of(c.fan) not in OWN_STEP]
    top = max(main, key=lambda c: (c.fan.points, -RANK.get(c.fan, len(RANK)))) if main else None
    return top if top is not None and top.fan.points >= BIG else None


def steps(result: Result) -> list[Step]:
    """The seven steps on ``result``, each with the counted fans it adds and those it strikes,
    each fan filed as the module's docstring says."""
    result = as_result(result, "steps()")
    top = main_fan(result)
    where: dict[Fan, str] = {}
    for c in result.fans:
        where[c.fan] = "biggest" if top is not None and c is top else step_of(c.fan)
    adds: dict[str, list] = {key: [] for key, _, _ in STEPS}
    strikes: dict[str, list] = {key: [] for key, _, _ in STEPS}
    for c in result.fans:
        adds[where[c.fan]].append(c)
    for e in result.excluded:
        if from_other_reading(result, e) or e.by not in where:
            key = "read"  # a fan only another reading has
        elif e.principle in (Principle.NON_IDENTICAL, Principle.COUNT_ONCE):
            key = "sets"  # a set combined a second time
        else:
            key = where[e.by]
        strikes[key].append(e)
    return [Step(NUMBER[key], key, zh, en, tuple(adds[key]), tuple(strikes[key]))
            for key, zh, en in STEPS]


def where(result: Result, fan) -> str:
    """The key of the step where a learner finds ``fan`` in ``result``: a counted fan's step, a
    struck fan's (that of what struck it), and for a fan the hand does not have, its own step."""
    result, fan = as_result(result, "where()"), named(fan)
    laid = steps(result)
    for s in laid:
        if any(c.fan == fan for c in s.adds):
            return s.key
    for s in laid:
        if any(e.fan == fan for e in s.strikes):
            return s.key
    return step_of(fan)


def biggest_note(result: Result) -> str:
    """What step 2 says when it counts nothing, in the current language: the biggest fan is under
    8, or is the reading's or how the hand was won, and the step where it is counted; "" when
    step 2 counts a fan."""
    result = as_result(result, "biggest_note()")
    if main_fan(result) is not None:
        return ""
    top = biggest(result) or next((c for c in result.fans if c.fan.zh != "花牌"), None)
    if top is None:
        return pick("no fan counts but the flowers", "除花牌外没有计入的番种")
    key = step_of(top.fan)
    n, en, zh = NUMBER[key], WORDS[key].en, WORDS[key].zh
    if top.fan.points >= BIG and key in OWN_STEP:
        what = pick("is the reading's", "是拆法本身") if key == "read" else \
            pick("is how the hand was won", "看的是和法")
        return pick(f"the biggest fan, {top.fan.zh} {top.fan.en} ({top.points}), {what}: "
                    f"counted at step {n}, {en}",
                    f"最大的番种{top.fan.zh}（{top.points}）{what}，在第{n}步（{zh}）计")
    if top.fan.points >= BIG:  # 无番和, counted with the minimum
        return pick(f"{top.fan.zh} {top.fan.en} ({top.points}) is counted at step {n}, {en}",
                    f"{top.fan.zh}（{top.points}）在第{n}步（{zh}）计")
    return pick(f"no fan of {BIG} or more: the biggest, {top.fan.zh} {top.fan.en} ({top.points}),"
                f" is counted at its own step, {n}, {en}",
                f"没有{BIG}番以上的番种：最大的{top.fan.zh}（{top.points}）在第{n}步（{zh}）计")


def walk(result: Result) -> str:
    """A result laid out in the seven steps as the lessons print it: each step, the reading at
    step 1, the fans each step counts and strikes (with principle and cause), the 8-fan minimum
    at step 6, then the total; in Chinese alone when mjlib writes Chinese."""
    result = as_result(result, "walk()")
    r, lines = result, []
    for s in steps(r):
        lines.append(pick(str(s), f"{s.number}. {s.zh}"))
        if s.key == "read":
            others = len(r.alternatives)
            lines.append(pick(f"     {r.reading.zh} {r.reading.en}: {r.reading}"
                              f" ({others} other reading{'s' if others != 1 else ''})",
                              f"     {r.reading.zh}：{r.reading}（其他拆法{others}种）"))
        if s.key == "biggest" and biggest_note(r):
            lines.append("     " + biggest_note(r))
        for c in s.adds:
            lines.append(pick(f"     counts   {c.fan.zh} {c.fan.en} {c.worth}",
                              f"     计    {c.fan.zh} {c.worth}"))
        for e in s.strikes:
            by = e.by_words.zh if isinstance(e.by, Fan) else str(e.by_words)  # a fan: its 中文
            lines.append(pick(f"     strikes  {e.fan.zh} {e.fan.en} ({e.worth}): {e.principle}, "
                              f"by {by}", f"     不计  {e.fan.zh}（{e.worth}）：{e.principle}，因{by}"))
        if s.key == "minimum":
            reach = "reaches" if r.meets_minimum else "is short of"
            lines.append(pick(f"     {r.total_without_flowers} without flowers: {reach} the 8-fan "
                              "minimum", f"     不算花牌{r.total_without_flowers}番："
                              + ("已达8番起和" if r.meets_minimum else "不足8番")))
    lines.append(pick(f"total {r.total}", f"合计 {r.total}"))
    return "\n".join(lines)


__all__ = ["Step", "STEPS", "BIG", "steps", "step_of", "biggest", "main_fan", "where",
           "biggest_note", "walk"]
