"""不靠系列: thirteen orphans and the knitted hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Fan, Match, declare, whole
from ..readings import HONORS_KNITTED, KNITTED_STRAIGHT, THIRTEEN_ORPHANS
from ..tiles import FIRST_HONOR

if TYPE_CHECKING:
    from ..view import ReadingView

FANS: list[Fan] = []
F = "knitted"


@declare(FANS, "thirteen_orphans", "十三幺", "Thirteen Orphans", 88, F)
def thirteen_orphans(view: ReadingView) -> list[Match]:
    return whole(view.shape == THIRTEEN_ORPHANS)


@declare(FANS, "greater_honors_and_knitted_tiles", "七星不靠", "Greater Honors and Knitted Tiles", 24, F)
def greater_honors_and_knitted_tiles(view: ReadingView) -> list[Match]:
    return whole(view.shape == HONORS_KNITTED and sum(1 for t in view.facts.kinds if t >= FIRST_HONOR) == 7)


@declare(FANS, "lesser_honors_and_knitted_tiles", "全不靠", "Lesser Honors and Knitted Tiles", 12, F)
def lesser_honors_and_knitted_tiles(view: ReadingView) -> list[Match]:
    return whole(view.shape == HONORS_KNITTED)


@declare(FANS, "knitted_straight", "组合龙", "Knitted Straight", 12, F)
def knitted_straight(view: ReadingView) -> list[Match]:
    if view.shape == KNITTED_STRAIGHT:
        return [Match(tuple(view.knitted))]
    return whole(view.shape == HONORS_KNITTED and sum(1 for t in view.facts.kinds if t < FIRST_HONOR) == 9)
