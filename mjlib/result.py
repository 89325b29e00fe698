"""What mjlib.score returns: the counted fans, the excluded fans with the principle that removed
each one, the chosen reading and the others, and the totals."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Callable

from .errors import HandError, shown, shown_zh
from .fans import Fan
from .hand import Hand
from .readings import Group, Reading
from .rules import MINIMUM_FANS, Rules
from .tiles import zh_written
from .vocabulary import Both, Principle, Source, chinese
from .win import WINDS, Win, wind_letter
from .vocabulary import HEAD

BASE = 8  # 底分: the base of the common MCR settlement, which the rule texts do not give
SEAT_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}




def worth(points: int, count: int) -> str:
    """A fan's worth as the course writes it: ``8``, or value × count for a fan counted more
    than once (``1 × 2``: a 1-fan fan, twice). ``points`` is what all the instances make."""
    return f"{points // count} × {count}" if count > 1 else f"{points}"


@dataclass(frozen=True, init=False)
class CountedFan:
    """A counted fan: ``count`` instances, each made of the groups in ``matches``."""

    fan: Fan
    count: int
    points: int  # points for all instances together
    matches: tuple[tuple[Group, ...], ...]

    def __init__(self, fan: Fan, count: int, points: int,
                 matches: tuple[tuple[Group, ...], ...]):
        # the fields written into the instance dict, in order: the object the generated
        # __init__ makes, without its object.__setattr__ call per field (see Group)
        d = self.__dict__
        d["fan"] = fan
        d["count"] = count
        d["points"] = points
        d["matches"] = matches

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
        return f"{self.fan.name} {self.worth}"


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

    def __post_init__(self) -> None:
        # the Chinese reason writes its tiles as players read them (123饼, not 123p)
        object.__setattr__(self, "reason_zh", zh_written(self.reason_zh))

    @classmethod
    def explained(cls, fan: Fan, principle: Principle, by: "Fan | Reading",
                  sets: tuple[Group, ...], words: Callable[[], tuple[str, str]],
                  source: Source = Source.PRINCIPLE, count: int = 1,
                  matches: tuple[tuple[Group, ...], ...] = (), points: int = 0) -> ExcludedFan:
        """An ExcludedFan whose reasons are written when one is first read: ``words()`` gives
        (``reason``, ``reason_zh``), the Chinese as :meth:`__post_init__` takes it.

        The scorer explains every fan it does not count, and most explanations are never read;
        written on first reading, each is the text the constructor would have stored. Equality,
        the hash, ``repr`` and pickling read the fields, so they see the same texts.
        """
        e = object.__new__(cls)
        e.__dict__.update(fan=fan, principle=principle, by=by, sets=sets, source=source,
                          count=count, matches=matches, points=points, _words=words)
        return e

    if not TYPE_CHECKING:  # the fields stay typed as fields; this only fills them
        def __getattr__(self, name: str) -> str:
            # reached only for an attribute the instance lacks: the reasons of an ExcludedFan
            # made by explained(), until they are first read
            words = self.__dict__.get("_words") if name in ("reason", "reason_zh") else None
            if words is None:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}",
                                     name=name, obj=self)
            en, zh = words()
            self.__dict__.update(reason=en, reason_zh=zh_written(zh))
            self.__dict__.pop("_words", None)
            return self.__dict__[name]

    def __getstate__(self) -> dict[str, object]:
        """The fields, in order, the reasons written: what the instance dict of an ExcludedFan
        made by the constructor holds, so that both pickle alike."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @property
    def worth(self) -> str:
        """What the instances not counted would have made: ``8``, or value × count."""
        return worth(self.points, self.count)

    @property
    def by_words(self) -> Both:
        """What removed this fan, in words: the removing fan's name, or "the chosen reading"
        (所取拆法) when ``by`` is the chosen :class:`Reading` (high-versus-low). Each display
        puts "by" (因) and its own layout around it.

        >>> from mjlib import score
        >>> r = score("[123m1][456p1][789s1]23pCC1p")
        >>> r.excluded[0].fan.zh, r.excluded[0].by_words
        ('连六', Both(en='Mixed Double Chow', zh='喜相逢'))
        >>> [(e.fan.zh, e.by_words.label()) for e in score("22233344m234p99p4m").excluded
        ...  if isinstance(e.by, Reading)]
        [('双暗刻', '所取拆法 the chosen reading')]
        """
        return HEAD["the_reading"] if isinstance(self.by, Reading) else self.by.words

    def __str__(self) -> str:
        if chinese():
            return f"{self.fan.zh}：{self.principle} — {self.reason_zh}"
        return f"{self.fan.name}: {self.principle} — {self.reason}"


@dataclass(frozen=True)
class Alternative:
    """Another reading of the same tiles, scored on its own."""

    reading: Reading
    fans: tuple[CountedFan, ...]
    total: int
    excluded: tuple[ExcludedFan, ...] = ()  # the fans this reading itself does not count


@dataclass(frozen=True, init=False)
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

    def __init__(self, hand: Hand, win: Win, rules: Rules, reading: Reading,
                 fans: tuple[CountedFan, ...], excluded: tuple[ExcludedFan, ...],
                 alternatives: tuple[Alternative, ...], total: int, total_without_flowers: int):
        # the fields written into the instance dict, in order (see CountedFan)
        self.__dict__.update(hand=hand, win=win, rules=rules, reading=reading, fans=fans,
                             excluded=excluded, alternatives=alternatives, total=total,
                             total_without_flowers=total_without_flowers)

    @property
    def meets_minimum(self) -> bool:
        """Whether the hand reaches the 8-fan minimum (flowers do not count toward it)."""
        return self.total_without_flowers >= MINIMUM_FANS

    def settlement(self, discarder: "str | None" = None) -> dict[str, int]:
        """Who pays what: each seat's gain (+) or loss (-), keyed by seat wind 'E', 'S', 'W',
        'N'; the winner's seat is ``win.seat_wind``.

        These are the numbers of the common MCR settlement, with a base of 8 (底分); the rule
        texts mjlib is built from do not give them (the basics text only has the winner report
        "番种、分数"). ``total`` counts the flowers.

        - won on a discard (点和, 抢杠和 included): the discarder pays 8 + total and each of the
          other two pays 8; ``discarder`` is the discarder's seat wind (for 抢杠和, the player
          whose kong was robbed), and is required;
        - self-drawn (自摸): each of the three others pays 8 + total; ``discarder`` is refused.

        A hand below the 8-fan minimum (flowers aside) is a false win (诈和), not a win:
        settling it is refused. Any refusal is a :class:`~mjlib.HandError`.

        >>> from mjlib import score
        >>> r = score("[123m1][456p1][789s1]23pCC1p", seat_wind="S")   # 9 fans, on a discard
        >>> r.settlement(discarder="W")
        {'E': -8, 'S': 33, 'W': -17, 'N': -8}
        >>> score("[123m1][456p1][789s1]23pCC1p", self_drawn=True, flowers=2).settlement()
        {'E': 60, 'S': -20, 'W': -20, 'N': -20}
        """
        winner = str(self.win.seat_wind)
        if not self.meets_minimum:
            n = self.total_without_flowers
            raise HandError(
                f"{self.hand} is below the {MINIMUM_FANS}-fan minimum ({n} fan{'s' * (n != 1)}, "
                f"flowers aside): a false win (诈和), not settled",
                zh=f"{self.hand} 未达{MINIMUM_FANS}番起和（不算花牌只有{n}番）："
                   f"诈和，不予结算")
        if self.win.self_drawn:
            if discarder is not None:
                raise HandError(f"a self-drawn win has no discarder, not {shown(discarder)}: "
                                f"each of the three others pays {BASE} + {self.total}",
                                zh=f"自摸和牌没有点炮者，不能是 {shown_zh(discarder)}："
                                   f"其他三家各付 {BASE} + {self.total}")
            out = {seat: -(BASE + self.total) for seat in WINDS}
            out[winner] = 3 * (BASE + self.total)
            return out
        if discarder is None:
            raise HandError(f"a win on a discard needs the discarder's seat wind: "
                            f"settlement(discarder='E', 'S', 'W' or 'N')",
                            zh="点和须给出点炮者的门风：settlement(discarder='E'、'S'、'W' 或 'N')")
        seat = str(discarder) if getattr(discarder, "is_wind", False) else wind_letter(discarder)
        if seat is None:
            raise HandError(f"the discarder is a seat wind, 'E', 'S', 'W' or 'N', not "
                            f"{shown(discarder)}",
                            zh=f"点炮者须是门风 'E'、'S'、'W'、'N' 之一，不能是 {shown_zh(discarder)}")
        if seat == winner:
            raise HandError(f"the discarder ({seat}) cannot be the winner, whose seat wind is "
                            f"{winner}",
                            zh=f"点炮者（{seat}）不能是和牌者本人，和牌者的门风是 {winner}")
        out = {s: -BASE for s in WINDS}
        out[seat] = -(BASE + self.total)
        out[winner] = 2 * BASE + BASE + self.total
        return out

    def settlement_words(self) -> Both | None:
        """The settlement in one line, in English and Chinese, as :meth:`settlement` reckons it;
        None for a false win (below the minimum), which is not settled.

        >>> from mjlib import score
        >>> print(score("[123m1][456p1][789s1]23pCC1p", seat_wind="S").settlement_words().en)
        settlement (common MCR, base 8): the discarder pays 8 + 9 = 17, the other two 8 each; South gains 33
        >>> print(score("[123m1][456p1][789s1]23pCC1p", self_drawn=True).settlement_words().zh)
        结算（通行结算，底分8）：其他三家各付8+10=18分，东家得54分
        """
        if not self.meets_minimum:
            return None
        winner = str(self.win.seat_wind)
        seat_en, seat_zh = SEAT_EN[winner], self.win.seat_wind.zh
        head = Both("settlement (common MCR, base 8): ", f"结算（通行结算，底分{BASE}）：")
        if self.win.self_drawn:
            paid = self.settlement()
            each = -paid[next(s for s in WINDS if s != winner)]
            return Both(f"{head.en}each of the three others pays {BASE} + {self.total} = {each}; "
                        f"{seat_en} gains {paid[winner]}",
                        f"{head.zh}其他三家各付{BASE}+{self.total}={each}分，"
                        f"{seat_zh}家得{paid[winner]}分")
        discarder = next(s for s in WINDS if s != winner)  # any of the three: the sums agree
        paid = self.settlement(discarder)
        return Both(f"{head.en}the discarder pays {BASE} + {self.total} = {-paid[discarder]}, the "
                    f"other two {BASE} each; {seat_en} gains {paid[winner]}",
                    f"{head.zh}点炮者付{BASE}+{self.total}={-paid[discarder]}分，另两家各付{BASE}分，"
                    f"{seat_zh}家得{paid[winner]}分")

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


def as_result(result: object, who: str) -> Result:
    """``result`` if it is a Result of :func:`mjlib.score`; HandError naming ``who`` otherwise."""
    if not isinstance(result, Result):
        raise HandError(f"{who} takes a Result of mjlib.score(), not {shown(result)}",
                        zh=f"{who} 接受 mjlib.score() 的结果（Result），不能是 {shown_zh(result)}")
    return result
