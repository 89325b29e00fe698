"""七对系列: seven pairs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Fan, Match, declare, whole
from ..readings import SEVEN_PAIRS

if TYPE_CHECKING:
    from ..view import ReadingView

FANS: list[Fan] = []
F = "pairs"


@declare(FANS, "seven_shifted_pairs", "连七对", "Seven Shifted Pairs", 88, F)
def seven_shifted_pairs(view: ReadingView) -> list[Match]:
    if view.shape != SEVEN_PAIRS or view.facts.has_honors or len(view.facts.suits) != 1:
        return []
    ranks = sorted(view.tile(i).rank for i in range(len(view.groups)))
    return whole(ranks == list(range(ranks[0], ranks[0] + 7)))


@declare(FANS, "seven_pairs", "七对", "Seven Pairs", 24, F)
def seven_pairs(view: ReadingView) -> list[Match]:
    return whole(view.shape == SEVEN_PAIRS)
