"""Drills: a seeded stream of dealt hands to score, each graded as an exercise
(:class:`~mjlib.practice.exercise.ExerciseModel`), with the learner's running statistics and weak
spots (the fans most often missed or ticked wrongly, and the checklist steps the mistakes fall in).

No widgets here: :mod:`mjlib.widgets` draws the same drills with buttons and figures.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from . import deal
from ..course.checklist import NUMBER
from ..course.lessons import Section, find, section
from ..errors import HandError, whole
from ..fans import BY_ZH, Fan
from ..rules import Rules
from .exercise import (EVERYDAY, EVERYDAY_ID, ORDER, ExerciseModel, Feedback, _level, answer_form,
                       asked_family, step_words)


class WeakSpot(NamedTuple):
    """A fan a learner gets wrong: how often missed, how often ticked wrongly, where to read."""

    fan: Fan
    missed: int
    wrong: int
    section: Section

    @property
    def times(self) -> int:
        return self.missed + self.wrong


class DrillModel:
    """A stream of dealt hands to score, one family's fans counting in each (or any family's).

    ``DrillModel(family="chows", seed=42, level=2, rules="green-book", n=10)``: the same ``n`` hands
    for the same arguments on every machine. Level 1 asks only about the family's fans, 2 about
    every fan, 3 about every fan and the total. ``family=None`` (or "all") mixes the families,
    each hand dealt for one of them (``hand_family``); ``family="everyday"`` deals each hand for
    one of the everyday fans, and its level 1 asks only about those. ``lesson`` (a file stem, or
    its first letters) bounds the hands to the fans taught up to that lesson and opens that
    lesson's answer form. ``check`` grades the current hand; the first
    answer to each hand counts in ``stats`` (a later one only gives feedback; ``reveal()`` counts
    as a wrong one); ``next()`` moves on.
    """

    def __init__(self, family=None, seed=0, level: int = 2, rules="green-book", n: int = 10,
                 lesson=None):
        self.family: str | None = asked_family(family)
        self.lesson = None if lesson is None else find(lesson).stem
        self.level: int = _level(level)
        self.rules: str = Rules.named(rules).name
        self.seed = deal.check_seed(seed)
        self.n = whole(n, "n (how many hands)", "n（手数）", 1)
        self.index = 0
        self.stats: dict = {"tried": 0, "right": 0, "streak": 0, "missed": Counter(),
                            "wrong": Counter(), "steps": Counter()}
        self.answered = False
        self._deal()

    def _deal(self) -> None:
        if self.family == EVERYDAY_ID:  # a hand dealt for one of the everyday fans
            # one of them, drawn at random; with a lesson's bound, a fan rarely dealt within it
            # (无字 with nothing but the lessons' fans) gives way to the next one drawn
            fans = list(EVERYDAY)
            deal.hand_rng(self.seed, EVERYDAY_ID, self.index).shuffle(fans)
            for i, fan in enumerate(fans):
                try:
                    _, self.case = deal.stream_hand(
                        self.seed, self.index, fan=fan, rules=self.rules, upto=self.lesson,
                        tries=deal.TRIES if self.lesson is None or i == len(fans) - 1 else 300)
                    break
                except HandError:
                    if i == len(fans) - 1:
                        raise
            self.hand_family = EVERYDAY_ID
        else:
            self.hand_family, self.case = deal.stream_hand(self.seed, self.index,
                                                           family=self.family, rules=self.rules,
                                                           upto=self.lesson)
        self.answered = False
        self.exercise = self._exercise()

    def _exercise(self) -> ExerciseModel:
        # the form is the drill's: the same choices for every hand (a mixed drill opens none)
        ex = ExerciseModel(self.case.hand, self.case.win, rules=self.rules,
                      family=self.hand_family if self.level == 1 else None,
                      ask_total=self.level == 3)
        if self.lesson is not None:
            ex.choices = answer_form(self.lesson)
        else:
            ex.choices = answer_form(family=self.family) if self.family else answer_form()
        return ex

    @property
    def hand(self) -> str:
        return self.exercise.hand

    @property
    def context(self) -> dict:
        """The current hand's win context as :func:`mjlib.score` keywords (rules included)."""
        return dict(self.exercise.context)

    @property
    def last(self) -> bool:
        """Whether this is the drill's last hand."""
        return self.index >= self.n - 1

    def next(self) -> bool:
        """Move on to the next hand; False (and stay) when this was the last one."""
        if self.last:
            return False
        self.index += 1
        self._deal()
        return True

    def set_level(self, level: int) -> None:
        """Ask the current hand (and the next ones) at another level."""
        self.level = _level(level)
        self.exercise = self._exercise()

    def check(self, fans=(), total=None) -> Feedback:
        """Grade an answer to the current hand; the first answer to a hand updates ``stats``."""
        fb = self.exercise.check(fans, total)
        if not self.answered:
            self.answered = True
            s = self.stats
            s["tried"] += 1
            s["right"] += fb.correct
            s["streak"] = s["streak"] + 1 if fb.correct else 0
            s["missed"].update(f.zh for f in fb.missed)
            s["wrong"].update(f.zh for f, _ in fb.wrong)
            s["wrong"].update(f.zh for f, _, _, _ in fb.counts)
            s["steps"].update(fb.steps)
        return fb

    def reveal(self):
        """Give up on the current hand: it counts as tried and not right. Returns the Result."""
        if not self.answered:
            self.answered = True
            self.stats["tried"] += 1
            self.stats["streak"] = 0
        return self.exercise.result

    def weak_spots(self, limit: int = 5) -> list[WeakSpot]:
        """The fans most often missed or ticked wrongly, most frequent first, each with the
        notebook section that teaches it."""
        whole(limit, "limit (how many fans)", "limit（番种数）")
        missed, wrong = self.stats["missed"], self.stats["wrong"]
        names = sorted(set(missed) | set(wrong),
                       key=lambda zh: (-(missed[zh] + wrong[zh]), ORDER[BY_ZH[zh]]))
        return [WeakSpot(BY_ZH[zh], missed[zh], wrong[zh], section(BY_ZH[zh]))
                for zh in names[:limit]]

    def weak_steps(self) -> list[tuple[str, int]]:
        """The checklist steps the learner's mistakes fall in, most frequent first: (the step's
        words, how many mistakes)."""
        return [(step_words(key), n) for key, n in
                sorted(self.stats["steps"].items(), key=lambda kv: (-kv[1], NUMBER[kv[0]]))]

    def score_line(self) -> str:
        s = self.stats
        return (f"hand {self.index + 1} of {self.n} · tried {s['tried']} · right {s['right']} · "
                f"streak {s['streak']}")

    def __repr__(self) -> str:
        lesson = f", lesson={self.lesson!r}" if self.lesson else ""
        return (f"{type(self).__name__}(family={self.family!r}, seed={self.seed!r}, level={self.level}, "
                f"rules={self.rules!r}, n={self.n}{lesson}) at hand {self.index + 1}: {self.hand}")
