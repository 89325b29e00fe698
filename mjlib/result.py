"""What mjlib.score returns: the counted fans, the excluded fans with the principle that removed
each one, the chosen reading and the others, and the totals."""

from __future__ import annotations

from dataclasses import dataclass

from .fans import Fan
from .hand import Hand
from .readings import Group, Reading
from .rules import MINIMUM_FANS, Rules
from .win import Win
from .vocabulary import Principle, Source, chinese




def worth(points: int, count: int) -> str:
    """A fan's worth as the course writes it: ``8``, or value × count for a fan counted more
    than once (``1 × 2``: a 1-fan fan, twice). ``points`` is what all the instances make."""
    return f"{points // count} × {count}" if count > 1 else f"{points}"


@dataclass(frozen=True)
class CountedFan:
    """A counted fan: ``count`` instances, each made of the groups in ``matches``."""

    fan: Fan
    count: int
    points: int  # points for all instances together
    matches: tuple[tuple[Group, ...], ...]

    @property
    def sets(self) -> tuple[Group, ...]:
        """The groups that make this fan (each once), in reading order."""
        seen: list[Group] = []
        for m in self.matches:
            for g in m:
                if not any(g is h for h in seen):  # identical chows are two sets
                    seen.append(g)
        return tuple(seen)

    @property
    def worth(self) -> str:
        """``8``, or value × count (``1 × 2``)."""
        return worth(self.points, self.count)

    def __str__(self) -> str:
        return f"{self.fan.zh} {self.worth}" if chinese() else f"{self.fan.zh} {self.fan.en} {self.worth}"


@dataclass(frozen=True)
class ExcludedFan:
    """A fan the hand has but does not count: which principle removed it, and what caused it.

    ``by`` holds what caused it, and is a fan in every case but one:

    - no-repeat, no-split inside the chosen reading: the counted Fan that removed it (清一色
      for 无字);
    - non-identical: the fan itself, already counted on the sets it would reuse;
    - count-once: the counted fan that used up the link (the smallest on the chain, as a rule a
      pair fan; ``reason`` names the whole chain);
    - no-split against 七对: the Fan 七对 (or 连七对) whose pairs it would regroup;
    - a fan of another reading that a counted fan's list names (一色四同顺 lists 一色三节高):
      that counted Fan;
    - any other fan only another reading has (high-versus-low): the chosen :class:`Reading`,
      not a fan. No single fan decides between readings: the chosen reading's whole total is
      higher (or ties, and the tie-break of open question R18 chose it). ``reason`` gives both
      totals; ``isinstance(e.by, Reading)`` tells this case apart.

    ``source`` (a :class:`~mjlib.vocabulary.Source`) tells whether
    the rule text lists the removal, whether only the basics text does, whether it is a
    necessary implication the texts leave out, whether only the common-practice preset removes
    it, or the principle's own reasoning.
    """

    fan: Fan
    principle: Principle
    by: "Fan | Reading"
    sets: tuple[Group, ...]
    reason: str
    reason_zh: str
    source: Source = Source.PRINCIPLE
    count: int = 1  # instances not counted (inside one bigger fan: as many as could count together)
    matches: tuple[tuple[Group, ...], ...] = ()  # the instances, each as its groups
    points: int = 0  # what the instances not counted would have been worth under the preset

    @property
    def worth(self) -> str:
        """What the instances not counted would have made: ``8``, or value × count."""
        return worth(self.points, self.count)

    def __str__(self) -> str:
        if chinese():
            return f"{self.fan.zh}：{self.principle} — {self.reason_zh}"
        return f"{self.fan.zh} {self.fan.en}: {self.principle} — {self.reason}"


@dataclass(frozen=True)
class Alternative:
    """Another reading of the same tiles, scored on its own."""

    reading: Reading
    fans: tuple[CountedFan, ...]
    total: int
    excluded: tuple[ExcludedFan, ...] = ()  # the fans this reading itself does not count


@dataclass(frozen=True)
class Result:
    hand: Hand
    win: Win  # as checked against the hand (和绝张 when the hand shows it)
    rules: Rules
    reading: Reading
    fans: tuple[CountedFan, ...]
    excluded: tuple[ExcludedFan, ...]
    alternatives: tuple[Alternative, ...]
    total: int
    total_without_flowers: int

    @property
    def meets_minimum(self) -> bool:
        """Whether the hand reaches the 8-fan minimum (flowers do not count toward it)."""
        return self.total_without_flowers >= MINIMUM_FANS

    def fan_points(self) -> dict[str, int]:
        """{fan zh name: points} for the counted fans."""
        return {c.fan.zh: c.points for c in self.fans}

    def __str__(self) -> str:
        from .report import text_report

        return text_report(self)

    def __repr__(self) -> str:
        """One line: total, preset, the counted fans, the hand.

        >>> from mjlib import score
        >>> score("[123m1][456p1][789s1]23pCC1p")
        <Result 9 green-book: 花龙 8, 喜相逢 1 | [123m][456p][789s]23pCC1p>
        """
        fans = ", ".join(f"{c.fan.zh} {c.worth}" for c in self.fans)
        head = f"<Result {self.total} {self.rules.name}: "
        tail = f" | {self.hand}>"
        room = 280 - len(head) - len(tail)
        if len(fans) > room:
            fans = fans[:room - 1] + "…"
        return head + fans + tail
