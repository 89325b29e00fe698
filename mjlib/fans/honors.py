"""字牌系列: fans made of wind and dragon pungs."""

from itertools import combinations

from ..hand import PUNG
from .base import Match, declare, whole

FANS: list = []
F = "honors"


def _wind_pungs(v):
    return [i for i in v.pungs if v.tile(i).is_wind]


def _dragon_pungs(v):
    return [i for i in v.pungs if v.tile(i).is_dragon]


@declare(FANS, "big_four_winds", "大四喜", "Big Four Winds", 88, F, combo=PUNG, arity=4)
def big_four_winds(v):
    w = _wind_pungs(v)
    return [Match(tuple(w))] if len(w) == 4 else []


@declare(FANS, "big_three_dragons", "大三元", "Big Three Dragons", 88, F, combo=PUNG, arity=3)
def big_three_dragons(v):
    d = _dragon_pungs(v)
    return [Match(tuple(d))] if len(d) == 3 else []


@declare(FANS, "little_four_winds", "小四喜", "Little Four Winds", 64, F, combo=PUNG, arity=3)
def little_four_winds(v):
    w = _wind_pungs(v)
    if len(w) == 3 and v.pair is not None and v.tile(v.pair).is_wind:
        return [Match(tuple(w) + (v.pair,))]
    return []


@declare(FANS, "little_three_dragons", "小三元", "Little Three Dragons", 64, F, combo=PUNG, arity=2)
def little_three_dragons(v):
    d = _dragon_pungs(v)
    if len(d) == 2 and v.pair is not None and v.tile(v.pair).is_dragon:
        return [Match(tuple(d) + (v.pair,))]
    return []


@declare(FANS, "all_honors", "字一色", "All Honors", 64, F)
def all_honors(v):
    return whole(not v.facts.suits)


@declare(FANS, "big_three_winds", "三风刻", "Big Three Winds", 12, F, combo=PUNG, arity=3)
def big_three_winds(v):
    return [Match(c) for c in combinations(_wind_pungs(v), 3)]


@declare(FANS, "two_dragon_pungs", "双箭刻", "Two Dragon Pungs", 6, F, combo=PUNG, arity=2)
def two_dragon_pungs(v):
    return [Match(c) for c in combinations(_dragon_pungs(v), 2)]


@declare(FANS, "dragon_pung", "箭刻", "Dragon Pung", 2, F)
def dragon_pung(v):
    return [Match((i,)) for i in _dragon_pungs(v)]


@declare(FANS, "prevalent_wind", "圈风刻", "Prevalent Wind", 2, F)
def prevalent_wind(v):
    return [Match((i,)) for i in v.pungs if v.tile(i) == v.win.prevalent_wind]


@declare(FANS, "seat_wind", "门风刻", "Seat Wind", 2, F)
def seat_wind(v):
    return [Match((i,)) for i in v.pungs if v.tile(i) == v.win.seat_wind]
