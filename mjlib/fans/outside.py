"""全带系列: fans about terminals, honors and fives running through every set."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Fan, Match, declare, whole
from ..tiles import FIRST_HONOR, KINDS, SUIT_SIZE

if TYPE_CHECKING:
    from ..view import ReadingView

FIVES = frozenset(s * SUIT_SIZE + 4 for s in range(3))
TERMINALS_AND_HONORS = frozenset([s * SUIT_SIZE + r for s in range(3) for r in (0, SUIT_SIZE - 1)]
                                 + list(range(FIRST_HONOR, KINDS)))

TERMINAL_RANKS, EVEN_RANKS = frozenset({1, 9}), frozenset({2, 4, 6, 8})
TERMINALS = TERMINALS_AND_HONORS - frozenset(range(FIRST_HONOR, KINDS))
# the tiles of a set that holds a five: ranks 3 to 7
NEAR_FIVES = frozenset(s * SUIT_SIZE + r - 1 for s in range(3) for r in range(3, 8))

FANS: list[Fan] = []
F = "outside"


def _every_group(view: ReadingView, tiles: frozenset[int]) -> bool:
    """Whether every group of a regular reading holds one of ``tiles``."""
    if not view.is_regular:
        return False
    for g in view.groups:
        if tiles.isdisjoint(g.tiles):
            return False
    return True


@declare(FANS, "all_terminals", "清幺九", "All Terminals", 64, F, within=TERMINALS)
def all_terminals(view: ReadingView) -> list[Match]:
    return whole(not view.facts.has_honors and view.facts.numbered_ranks <= TERMINAL_RANKS)


@declare(FANS, "all_terminals_and_honors", "混幺九", "All Terminals and Honors", 32, F,
         within=TERMINALS_AND_HONORS)
def all_terminals_and_honors(view: ReadingView) -> list[Match]:
    return whole(view.facts.numbered_ranks <= TERMINAL_RANKS)


@declare(FANS, "all_even_pungs", "全双刻", "All Even Pungs", 24, F, needs={"pungs": 4})
def all_even_pungs(view: ReadingView) -> list[Match]:
    f = view.facts
    return whole(view.is_regular and len(view.pungs) == 4 and not f.has_honors
                 and f.numbered_ranks <= EVEN_RANKS)


@declare(FANS, "all_fives", "全带五", "All Fives", 16, F, within=NEAR_FIVES)
def all_fives(view: ReadingView) -> list[Match]:
    return whole(_every_group(view, FIVES))


@declare(FANS, "outside_hand", "全带幺", "Outside Hand", 4, F)
def outside_hand(view: ReadingView) -> list[Match]:
    return whole(_every_group(view, TERMINALS_AND_HONORS))
