"""不靠系列: thirteen orphans and the knitted hands."""

from .base import declare, whole

FANS: list = []
F = "knitted"


@declare(FANS, "thirteen_orphans", "十三幺", "Thirteen Orphans", 88, F)
def thirteen_orphans(v):
    return whole(v.shape == "thirteen_orphans")


@declare(FANS, "greater_honors_and_knitted_tiles", "七星不靠", "Greater Honors and Knitted Tiles", 24, F)
def greater_honors_and_knitted_tiles(v):
    return whole(v.shape == "honors_knitted" and sum(1 for t in v.facts.kinds if t >= 27) == 7)


@declare(FANS, "lesser_honors_and_knitted_tiles", "全不靠", "Lesser Honors and Knitted Tiles", 12, F)
def lesser_honors_and_knitted_tiles(v):
    return whole(v.shape == "honors_knitted")


@declare(FANS, "knitted_straight", "组合龙", "Knitted Straight", 12, F)
def knitted_straight(v):
    if v.shape == "knitted_straight":
        return [(tuple(v.knitted), ())]
    return whole(v.shape == "honors_knitted" and sum(1 for t in v.facts.kinds if t < 27) == 9)
