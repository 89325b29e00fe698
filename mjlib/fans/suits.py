"""花色组合系列: fans about which suits and ranks the tiles come from."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Fan, Match, declare, whole
from ..tiles import SUIT_SIZE

if TYPE_CHECKING:
    from ..view import ReadingView

FANS: list[Fan] = []
F = "suits"

GREEN = frozenset({10, 11, 12, 14, 16, 32})  # 2 3 4 6 8 of bamboo, and 发
REVERSIBLE = frozenset({18, 19, 20, 21, 22, 25, 26, 10, 12, 13, 14, 16, 17, 33})  # 1234589p 245689s 白


UPPER, MIDDLE, LOWER = frozenset({7, 8, 9}), frozenset({4, 5, 6}), frozenset({1, 2, 3})
UPPER_FOUR, LOWER_FOUR = frozenset({6, 7, 8, 9}), frozenset({1, 2, 3, 4})
TERMINAL_RANKS = frozenset({1, 9})
SIMPLE_RANKS = frozenset(range(2, 9))


def numbered(ranks: frozenset[int]) -> frozenset[int]:
    """The tiles of these ranks in every suit: what a fan of ranks alone may be made of."""
    return frozenset(s * SUIT_SIZE + r - 1 for s in range(3) for r in ranks)


def _ranks_within(view: ReadingView, allowed: frozenset[int]) -> bool:
    f = view.facts
    return not f.has_honors and f.numbered_ranks <= allowed


@declare(FANS, "all_green", "绿一色", "All Green", 88, F, within=GREEN)
def all_green(view: ReadingView) -> list[Match]:
    return whole(GREEN.issuperset(view.facts.kinds))


@declare(FANS, "full_flush", "清一色", "Full Flush", 24, F)
def full_flush(view: ReadingView) -> list[Match]:
    return whole(len(view.facts.suits) == 1 and not view.facts.has_honors)


@declare(FANS, "upper_tiles", "全大", "Upper Tiles", 24, F, within=numbered(UPPER))
def upper_tiles(view: ReadingView) -> list[Match]:
    return whole(_ranks_within(view, UPPER))


@declare(FANS, "middle_tiles", "全中", "Middle Tiles", 24, F, within=numbered(MIDDLE))
def middle_tiles(view: ReadingView) -> list[Match]:
    return whole(_ranks_within(view, MIDDLE))


@declare(FANS, "lower_tiles", "全小", "Lower Tiles", 24, F, within=numbered(LOWER))
def lower_tiles(view: ReadingView) -> list[Match]:
    return whole(_ranks_within(view, LOWER))


@declare(FANS, "upper_four", "大于五", "Upper Four", 12, F, within=numbered(UPPER_FOUR))
def upper_four(view: ReadingView) -> list[Match]:
    return whole(_ranks_within(view, UPPER_FOUR))


@declare(FANS, "lower_four", "小于五", "Lower Four", 12, F, within=numbered(LOWER_FOUR))
def lower_four(view: ReadingView) -> list[Match]:
    return whole(_ranks_within(view, LOWER_FOUR))


@declare(FANS, "reversible_tiles", "推不倒", "Reversible Tiles", 8, F, within=REVERSIBLE)
def reversible_tiles(view: ReadingView) -> list[Match]:
    return whole(REVERSIBLE.issuperset(view.facts.kinds))


@declare(FANS, "half_flush", "混一色", "Half Flush", 6, F)
def half_flush(view: ReadingView) -> list[Match]:
    return whole(len(view.facts.suits) == 1 and view.facts.has_honors)


@declare(FANS, "all_types", "五门齐", "All Types", 6, F)
def all_types(view: ReadingView) -> list[Match]:
    f = view.facts
    return whole(len(f.suits) == 3 and f.has_winds and f.has_dragons)


@declare(FANS, "all_simples", "断幺", "All Simples", 2, F, within=numbered(SIMPLE_RANKS))
def all_simples(view: ReadingView) -> list[Match]:
    return whole(_ranks_within(view, SIMPLE_RANKS))


@declare(FANS, "one_voided_suit", "缺一门", "One Voided Suit", 1, F)
def one_voided_suit(view: ReadingView) -> list[Match]:
    return whole(len(view.facts.suits) <= 2)


@declare(FANS, "no_honors", "无字", "No Honors", 1, F)
def no_honors(view: ReadingView) -> list[Match]:
    return whole(not view.facts.has_honors)
