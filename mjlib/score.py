"""mjlib.score: read a hand every way it can be read, count its fans, and explain the rest."""

from __future__ import annotations

from .errors import HandError, NotWinningError
from .explain import alternatives_excluded, build_alternative, build_counted, build_excluded
from .hand import Hand, as_hand, as_typed
from .principles import choose_reading, evaluate
from .readings import REGULAR, readings
from .result import Result
from .rules import Rules
from .view import HandFacts, ReadingView
from .report import compare
from .win import Win, checked_against


def score(hand: "Hand | str", win: "Win | None" = None, *, rules: "str | Rules" = "green-book",
          **context: object) -> Result:
    """Score a complete hand: its counted fans, the fans not counted and why, and the total.

    ``win`` says how the hand was won (a :class:`mjlib.Win`); or give its fields as keywords:
    ``self_drawn``, ``fourth_tile``, ``about_kong``, ``wall_last``, ``seat_wind``,
    ``prevalent_wind``, ``flowers`` (all default to a plain win on a discard, East seat and
    round, no flowers). ``about_kong`` with ``self_drawn`` is 杠上开花 (a win on a kong's
    replacement tile), without it 抢杠和 (robbing a kong); ``wall_last`` with ``self_drawn`` is
    妙手回春, without it 海底捞月.

    >>> r = score("[123m1][456p1][789s1]23pCC1p")
    >>> r.total, [c.fan.zh for c in r.fans]
    (9, ['花龙', '喜相逢'])
    >>> [(e.fan.zh, e.principle.zh) for e in r.excluded]
    [('连六', '套算一次')]
    >>> score("[123m1][456p1][789s1]23pCC1p", self_drawn=True).total   # 自摸 adds 1
    10
    >>> score("[123m1][456p1][789s1]23pCC1p", Win(self_drawn=True)).total
    10
    >>> score("123m456p789s23pCCE")
    Traceback (most recent call last):
    mjlib.errors.NotWinningError: 123m789s23456pCCE is not a winning hand: its tiles form no winning shape

    A hand typed in Chinese is named in the message as it was typed:

    >>> score("123万456饼789条23饼红中红中东")
    Traceback (most recent call last):
    mjlib.errors.NotWinningError: 123万456饼789条23饼红中红中东 is not a winning hand: its tiles form no winning shape
    """
    given = hand
    hand = as_hand(hand, "score()")
    rules = Rules.named(rules)
    # re-checked, as the hand is; the hand is named (as typed) only in a message
    checked = checked_against(Win.of(win, **context), hand,
                              as_typed(given, hand) if hand.winning is None else None)
    found = readings(hand, checked.self_drawn)
    if not found:
        named = as_typed(given, hand)
        raise NotWinningError(f"{named} is not a winning hand: its tiles form no winning shape",
                              zh=f"{named} 不是和牌：这些牌组不成任何和牌牌型")
    found.sort(key=lambda r: r.shape is REGULAR)  # special shapes first, regular in tile order
    facts = HandFacts(hand, checked)
    ledgers = [evaluate(ReadingView(r, facts, rules), rules) for r in found]
    best = choose_reading(ledgers, rules)
    chosen = ledgers[best]
    fans = build_counted(chosen, rules, checked.flowers)
    excluded = build_excluded(chosen, rules)
    others = sorted((l for i, l in enumerate(ledgers) if i != best), key=lambda l: -l.points(rules))
    alternatives = tuple(build_alternative(l, rules) for l in others)
    excluded += alternatives_excluded(chosen, others, rules)
    without_flowers = chosen.points(rules)
    return Result(hand, checked, rules, chosen.view.reading, fans, tuple(excluded), alternatives,
                  without_flowers + checked.flowers, without_flowers)


def compare_presets(hand: "Hand | str", win: "Win | None" = None, **context: object) -> str:
    """The hand scored under both presets, fan by fan side by side, as plain text; the fans the
    presets count differently are marked.

    >>> print(compare_presets("1133m2288s5577pCC", self_drawn=True))
    1133m2288s5577pCC
                                               green-book  common-practice
      七对 Seven Pairs                                 24               24
      不求人 Fully Concealed Hand                       4                -   <- differs
      自摸 Self-Drawn                                   -                1   <- differs
      total                                            28               25
    """
    return compare(score(hand, win, rules="green-book", **context),
                   score(hand, win, rules="common-practice", **context))
