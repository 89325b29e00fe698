"""七对系列: seven pairs."""

from .base import declare, whole
from ..readings import SEVEN_PAIRS

FANS: list = []
F = "pairs"


@declare(FANS, "seven_shifted_pairs", "连七对", "Seven Shifted Pairs", 88, F)
def seven_shifted_pairs(view):
    if view.shape != SEVEN_PAIRS or view.facts.has_honors or len(view.facts.suits) != 1:
        return []
    ranks = sorted(view.tile(i).rank for i in range(len(view.groups)))
    return whole(ranks == list(range(ranks[0], ranks[0] + 7)))


@declare(FANS, "seven_pairs", "七对", "Seven Pairs", 24, F)
def seven_pairs(view):
    return whole(view.shape == SEVEN_PAIRS)
