"""序数牌系列: fans made of chows."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING

from .base import Fan, Match, declare, whole
from ..readings import KNITTED_STRAIGHT, REGULAR
from ..hand import CHOW
from ..tiles import SUIT_SIZE, Tile

if TYPE_CHECKING:
    from ..view import ReadingView

FANS: list[Fan] = []
F = "chows"


def _four(view: ReadingView) -> list[tuple[int, int]] | None:
    return [view.keys[i] for i in view.chows] if len(view.chows) == 4 else None


def _pair_tile(view: ReadingView) -> Tile | None:
    return view.tile(view.pair) if view.pair is not None else None


def _shifted(starts: Iterable[int], steps: Collection[int] = (1, 2)) -> bool:
    s = sorted(starts)
    d = s[1] - s[0]
    return d in steps and all(b - a == d for a, b in zip(s, s[1:]))


@declare(FANS, "pure_terminal_chows", "一色双龙会", "Pure Terminal Chows", 64, F, combo=CHOW, arity=4)
def pure_terminal_chows(view: ReadingView) -> list[Match]:
    k = _four(view)
    p = _pair_tile(view)
    if k and p is not None and not p.is_honor and p.rank == 5 and \
            sorted(k) == [(p // SUIT_SIZE, 1), (p // SUIT_SIZE, 1), (p // SUIT_SIZE, 7), (p // SUIT_SIZE, 7)]:
        assert view.pair is not None  # p is the pair's tile
        return [Match(tuple(view.chows) + (view.pair,))]
    return []


@declare(FANS, "quadruple_chow", "一色四同顺", "Quadruple Chow", 48, F, combo=CHOW, arity=4)
def quadruple_chow(view: ReadingView) -> list[Match]:
    k = _four(view)
    return [Match(tuple(view.chows))] if k and len(set(k)) == 1 else []


@declare(FANS, "four_pure_shifted_chows", "一色四步高", "Four Pure Shifted Chows", 32, F, combo=CHOW, arity=4)
def four_pure_shifted_chows(view: ReadingView) -> list[Match]:
    k = _four(view)
    if k and len({s for s, _ in k}) == 1 and _shifted([r for _, r in k]):
        return [Match(tuple(view.chows))]
    return []


@declare(FANS, "pure_triple_chow", "一色三同顺", "Pure Triple Chow", 24, F, combo=CHOW, arity=3)
def pure_triple_chow(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 3)
            if c.suits == 1 and c.ranks[0] == c.ranks[2]]


@declare(FANS, "pure_straight", "清龙", "Pure Straight", 16, F, combo=CHOW, arity=3)
def pure_straight(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 3)
            if c.suits == 1 and c.ranks == [1, 4, 7]]


@declare(FANS, "three_suited_terminal_chows", "三色双龙会", "Three-Suited Terminal Chows", 16, F,
         combo=CHOW, arity=4)
def three_suited_terminal_chows(view: ReadingView) -> list[Match]:
    k = _four(view)
    p = _pair_tile(view)
    if not k or p is None or p.is_honor or p.rank != 5:
        return []
    suits = sorted({s for s, _ in k})
    if len(suits) == 2 and p // SUIT_SIZE not in suits and \
            sorted(k) == [(suits[0], 1), (suits[0], 7), (suits[1], 1), (suits[1], 7)]:
        assert view.pair is not None  # p is the pair's tile
        return [Match(tuple(view.chows) + (view.pair,))]
    return []


@declare(FANS, "pure_shifted_chows", "一色三步高", "Pure Shifted Chows", 16, F, combo=CHOW, arity=3)
def pure_shifted_chows(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 3)
            if c.suits == 1 and _shifted(c.ranks)]


@declare(FANS, "mixed_straight", "花龙", "Mixed Straight", 8, F, combo=CHOW, arity=3)
def mixed_straight(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 3)
            if c.suits == 3 and c.ranks == [1, 4, 7]]


@declare(FANS, "mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", 8, F, combo=CHOW, arity=3)
def mixed_triple_chow(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 3)
            if c.suits == 3 and c.ranks[0] == c.ranks[2]]


@declare(FANS, "mixed_shifted_chows", "三色三步高", "Mixed Shifted Chows", 6, F, combo=CHOW, arity=3)
def mixed_shifted_chows(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 3)
            if c.suits == 3 and _shifted(c.ranks, (1,))]


@declare(FANS, "all_chows", "平和", "All Chows", 2, F)
def all_chows(view: ReadingView) -> list[Match]:
    p = _pair_tile(view)
    sets = len(view.chows) + len(view.knitted)
    return whole(view.shape in (REGULAR, KNITTED_STRAIGHT) and not view.pungs and sets >= 4
                 and p is not None and not p.is_honor)


@declare(FANS, "pure_double_chow", "一般高", "Pure Double Chow", 1, F, combo=CHOW, arity=2)
def pure_double_chow(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 2)
            if c.keys[0] == c.keys[1]]


@declare(FANS, "mixed_double_chow", "喜相逢", "Mixed Double Chow", 1, F, combo=CHOW, arity=2)
def mixed_double_chow(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 2)
            if c.suits == 2 and c.ranks[0] == c.ranks[1]]


@declare(FANS, "short_straight", "连六", "Short Straight", 1, F, combo=CHOW, arity=2)
def short_straight(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 2)
            if c.suits == 1 and c.ranks[1] - c.ranks[0] == 3]


@declare(FANS, "two_terminal_chows", "老少副", "Two Terminal Chows", 1, F, combo=CHOW, arity=2)
def two_terminal_chows(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(CHOW, 2)
            if c.suits == 1 and c.ranks == [1, 7]]
