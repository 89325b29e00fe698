"""字牌系列: fans made of wind and dragon pungs."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..hand import PUNG
from ..tiles import FIRST_HONOR, KINDS
from .base import Fan, Match, declare, whole

if TYPE_CHECKING:
    from ..view import ReadingView

FANS: list[Fan] = []
F = "honors"


@declare(FANS, "big_four_winds", "大四喜", "Big Four Winds", 88, F, combo=PUNG, arity=4,
         needs={"wind_pungs": 4})
def big_four_winds(view: ReadingView) -> list[Match]:
    w = view.wind_pungs
    return [Match(tuple(w))] if len(w) == 4 else []


@declare(FANS, "big_three_dragons", "大三元", "Big Three Dragons", 88, F, combo=PUNG, arity=3,
         needs={"dragon_pungs": 3})
def big_three_dragons(view: ReadingView) -> list[Match]:
    d = view.dragon_pungs
    return [Match(tuple(d))] if len(d) == 3 else []


@declare(FANS, "little_four_winds", "小四喜", "Little Four Winds", 64, F, combo=PUNG, arity=3,
         needs={"wind_pungs": 3})
def little_four_winds(view: ReadingView) -> list[Match]:
    w = view.wind_pungs
    if len(w) == 3 and view.pair is not None and view.tile(view.pair).is_wind:
        return [Match(tuple(w) + (view.pair,))]
    return []


@declare(FANS, "little_three_dragons", "小三元", "Little Three Dragons", 64, F, combo=PUNG, arity=2,
         needs={"dragon_pungs": 2})
def little_three_dragons(view: ReadingView) -> list[Match]:
    d = view.dragon_pungs
    if len(d) == 2 and view.pair is not None and view.tile(view.pair).is_dragon:
        return [Match(tuple(d) + (view.pair,))]
    return []


@declare(FANS, "all_honors", "字一色", "All Honors", 64, F,
         within=frozenset(range(FIRST_HONOR, KINDS)))
def all_honors(view: ReadingView) -> list[Match]:
    return whole(not view.facts.suits)


@declare(FANS, "big_three_winds", "三风刻", "Big Three Winds", 12, F, combo=PUNG, arity=3,
         needs={"wind_pungs": 3})
def big_three_winds(view: ReadingView) -> list[Match]:
    return [Match(c) for c in combinations(view.wind_pungs, 3)]


@declare(FANS, "two_dragon_pungs", "双箭刻", "Two Dragon Pungs", 6, F, combo=PUNG, arity=2,
         needs={"dragon_pungs": 2})
def two_dragon_pungs(view: ReadingView) -> list[Match]:
    return [Match(c) for c in combinations(view.dragon_pungs, 2)]


@declare(FANS, "dragon_pung", "箭刻", "Dragon Pung", 2, F, needs={"dragon_pungs": 1})
def dragon_pung(view: ReadingView) -> list[Match]:
    return [Match((i,)) for i in view.dragon_pungs]


@declare(FANS, "prevalent_wind", "圈风刻", "Prevalent Wind", 2, F, needs={"wind_pungs": 1})
def prevalent_wind(view: ReadingView) -> list[Match]:
    wind, groups = view.win.prevalent_wind, view.groups
    return [Match((i,)) for i in view.wind_pungs if groups[i].tiles[0] == wind]


@declare(FANS, "seat_wind", "门风刻", "Seat Wind", 2, F, needs={"wind_pungs": 1})
def seat_wind(view: ReadingView) -> list[Match]:
    wind, groups = view.win.seat_wind, view.groups
    return [Match((i,)) for i in view.wind_pungs if groups[i].tiles[0] == wind]
