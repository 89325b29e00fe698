"""Questions on what lesson 01 teaches, before any fan is taught: reading the hand (how many sets
were claimed), its winning shape, and the 8-fan minimum (the counted fans given, may it win?).

A question has a hand, choices and one right choice, all worked out here from the hand; a wrong
first try says where to look, the second (or :meth:`Question.reveal`) gives the answer with its
reason. No fan is asked, so nothing runs ahead of the lessons.

>>> q = Question("[345s3][WWW2]678m55p99p5p", "minimum", seat_wind="W")
>>> [str(c) for c in q.choices]
['Yes, it may be declared a win', 'No, it may not']
>>> fb = q.check(0)
>>> fb.correct, fb.revealed
(False, False)
>>> q.check(0).revealed
True
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import HandError, is_one_of, shown, shown_zh
from ..readings import Shape
from ..score import score
from ..vocabulary import Both, pick
from ..win import Win

KINDS = ("claimed", "shape", "minimum")

ASKS = {
    "claimed": Both("How many sets were claimed (melded) before the win?",
                    "和牌前吃、碰、明杠了几副牌组？"),
    "shape": Both("Which winning shape is this hand?", "这手牌是哪种和牌牌型？"),
    "minimum": Both("These are the fans it counts: may the hand be declared a win?",
                    "这手牌计下列番种：能不能和牌？"),
}

SHAPES = {
    Shape.REGULAR: Both("four sets and a pair", "四副牌组加一对将"),
    Shape.SEVEN_PAIRS: Both("seven pairs", "七对"),
    Shape.THIRTEEN_ORPHANS: Both("thirteen orphans", "十三幺"),
    Shape.HONORS_KNITTED: Both("knitted tiles and honors, all single", "全不靠（十四张单张）"),
    Shape.KNITTED_STRAIGHT: Both("a knitted straight with a set and a pair",
                                 "组合龙加一副牌组和一对将"),
}

WHERE = {  # what a wrong first try says: where to look, not the answer
    "claimed": Both("Look at the sets in square brackets: each was claimed from a discard; a "
                    "kong written without a digit was made concealed and was not claimed.",
                    "看方括号里的牌组：每副都是吃、碰或明杠来的；不带数字的杠是暗杠，不算。"),
    "shape": Both("Count the tiles in groups: sets of three, pairs, or fourteen single tiles?",
                  "把牌分组数一数：是三张一组、两张一对，还是十四张单张？"),
    "minimum": Both("Add the fans' points without the flowers and compare with 8.",
                    "把番数相加（不算花牌），再与8番比较。"),
}


class Answer(NamedTuple):
    """The grading of one answer: right or not, whether the answer is given, and the lines."""

    correct: bool
    revealed: bool
    lines: tuple[str, ...]

    def __str__(self) -> str:
        return "\n".join(self.lines)


class Question:
    """A question on a hand: ``Question(hand, asks, win=None, **context)``, ``asks`` one of
    "claimed", "shape", "minimum"; ``choices`` in the current language's words (Both),
    ``check(index)`` grades the choice of that index."""

    def __init__(self, hand, asks, win: Win | None = None, *, rules="green-book", lesson=None,
                 **context):
        if not is_one_of(asks, KINDS):
            raise HandError(f"a question asks one of {', '.join(KINDS)}, not {shown(asks)}",
                            zh=f"问题只能问 {'、'.join(KINDS)} 之一，不能是 {shown_zh(asks)}")
        self.kind: str = asks
        self.win = Win.of(win, **context)
        self.result = score(hand, self.win, rules=rules)
        self.rules: str = self.result.rules.name
        self.hand = str(self.result.hand)
        self.lesson = lesson
        self.tries = 0
        self.revealed = False
        if asks == "claimed":
            self.choices: tuple[Both, ...] = tuple(Both(str(n), str(n)) for n in range(5))
            self.right = sum(not m.concealed for m in self.result.hand.melds)
        elif asks == "shape":
            self.choices = tuple(SHAPES.values())
            self.right = list(SHAPES).index(self.result.reading.shape)
        else:
            self.choices = (Both("Yes, it may be declared a win", "能，可以和牌"),
                            Both("No, it may not", "不能"))
            self.right = 0 if self.result.meets_minimum else 1

    def ask(self) -> str:
        return str(ASKS[self.kind])

    def given(self) -> list[str]:
        """What the question shows besides the hand: for "minimum", the counted fans with their
        points (flowers apart); otherwise nothing."""
        if self.kind != "minimum":
            return []
        return [f"{c.fan.name} {c.worth}" if c.count > 1 else f"{c.fan.name} {c.points}"
                for c in self.result.fans]

    def why(self) -> str:
        """The reason for the right answer, in the current language."""
        r = self.result
        if self.kind == "claimed":
            melds = " ".join(str(m) for m in r.hand.melds if not m.concealed)
            n = self.right
            return pick(f"{n} claimed: {melds}." if n else "None: every set stood in the hand.",
                        f"{n}副：{melds}。" if n else "没有：每副牌组都是自己手里的。")
        if self.kind == "shape":
            sets = " ".join(str(g) for g in r.reading.groups)
            return pick(f"{SHAPES[r.reading.shape].en}: {sets}.",
                        f"{SHAPES[r.reading.shape].zh}：{sets}。")
        from .exercise import may_win

        return may_win(r)

    def check(self, choice) -> Answer:
        """Grade the choice of index ``choice``; the second wrong try gives the answer."""
        if isinstance(choice, bool) or not isinstance(choice, int) or \
                not 0 <= choice < len(self.choices):
            raise HandError(f"a choice is a number from 0 to {len(self.choices) - 1}, not "
                            f"{shown(choice)}",
                            zh=f"选项须是 0 到 {len(self.choices) - 1} 的数，不能是 {shown_zh(choice)}")
        if choice == self.right:
            self.revealed = True
            return Answer(True, True, (pick("Right. ", "对。") + self.why(),))
        self.tries += 1
        if self.tries >= 2 or self.revealed:
            self.revealed = True
            return Answer(False, True, (pick(f"Not {self.choices[choice]}. ", f"不是“{self.choices[choice]}”。")
                                        + self.why(),))
        return Answer(False, False, (pick("Not yet. ", "还不对。") + str(WHERE[self.kind]),
                                     pick("Try again, or press Show answer.",
                                          "再试一次，或按“看答案”。")))

    def reveal(self) -> str:
        """Give the answer: its reason, which names the right choice."""
        self.revealed = True
        return self.why()

    def __repr__(self) -> str:
        changed = dict(self.win.changed())
        extra = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"Question({self.hand!r}, {self.kind!r}{extra})"
