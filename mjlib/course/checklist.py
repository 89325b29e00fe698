"""The scoring checklist: seven steps a learner can follow on any hand, and a result laid out in
them. The course teaches the steps in lesson 02; the exercises' feedback, the drill's statistics
and the teacher's page speak in them.

1. Read the hand: which reading counts (special shapes first; the other readings' fans are not
   counted).
2. The biggest fan, and what it does not count (its 不计 list).
3. The sets: fans of one set (a dragon pung, a concealed kong…) and fans between sets (a pair of
   chows, three pungs…), each set combined with the others once (non-identical, count-once).
4. The whole hand: its suits, its ranks, terminals and honors in every set.
5. How it was won: the wait, self-drawn, concealed, the last tile.
6. The 8-fan minimum: the total without flowers reaches 8, or the hand is not a win.
7. Flowers: one fan each, added last.

:func:`steps` gives, for a result, each step with the counted fans it adds and the fans it strikes
(each removed fan goes to the step of what removed it: a fan only another reading has to step 1, a
second instance refused by non-identical or count-once to step 3, where sets are combined, a fan
the biggest fan removes to step 2, any other to the step that counts the fan removing it).

>>> from mjlib import score
>>> [(s.number, [c.fan.zh for c in s.adds], [e.fan.zh for e in s.strikes])
...  for s in steps(score("[123m1][456p1][789s1]23pCC1p")) if s.adds or s.strikes]
[(2, ['花龙'], []), (3, ['喜相逢'], ['连六'])]
"""

from __future__ import annotations

from typing import NamedTuple

from ..explain import from_other_reading
from ..fans import BY_ZH, Fan, named
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
    ("biggest", "定主番", "the biggest fan and its 不计 list"),
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


def step_of(fan: Fan) -> str:
    """The step where ``fan`` is counted when it is not the biggest fan."""
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
    return max(main, key=lambda c: c.fan.points) if main else None


def steps(result: Result) -> list[Step]:
    """The seven steps on ``result``, each with the counted fans it adds and those it strikes."""
    result = as_result(result, "steps()")
    top = biggest(result)
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


__all__ = ["Step", "STEPS", "steps", "step_of", "biggest", "walk"]
