"""刻系列: fans made of pungs and kongs, and of how many of them are concealed."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .base import Fan, Match, declare, whole
from ..hand import PUNG
from ..tiles import TILES
from .outside import TERMINALS_AND_HONORS

if TYPE_CHECKING:
    from ..view import ReadingView

FANS: list[Fan] = []
F = "pungs"


def _consecutive(ranks: Iterable[int]) -> bool:
    r = sorted(ranks)
    return all(b - a == 1 for a, b in zip(r, r[1:]))


# The kong and concealed-pung fans are detected whenever the hand has at least that many (four
# concealed pungs include three); the exclusion table then keeps the biggest. 暗杠 and 双暗杠 are
# the exception: three or four concealed kongs are scored as 三暗刻 / 四暗刻 (the rule text's
# 三杠 entry).


@declare(FANS, "four_kongs", "四杠", "Four Kongs", 88, F, needs={"kongs": 4})
def four_kongs(view: ReadingView) -> list[Match]:
    k = view.kongs
    return [Match(tuple(k))] if len(k) == 4 else []


@declare(FANS, "four_concealed_pungs", "四暗刻", "Four Concealed Pungs", 64, F,
         needs={"concealed_pungs": 4})
def four_concealed_pungs(view: ReadingView) -> list[Match]:
    c = view.concealed_pungs
    return [Match(tuple(c))] if len(c) == 4 else []


@declare(FANS, "four_pure_shifted_pungs", "一色四节高", "Four Pure Shifted Pungs", 48, F, combo=PUNG, arity=4,
         needs={"numbered_pungs": 4})
def four_pure_shifted_pungs(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(PUNG, 4)
            if c.suits == 1 and _consecutive(c.ranks)]


@declare(FANS, "three_kongs", "三杠", "Three Kongs", 32, F, needs={"kongs": 3})
def three_kongs(view: ReadingView) -> list[Match]:
    k = view.kongs
    return [Match(tuple(k))] if len(k) >= 3 else []


@declare(FANS, "pure_shifted_pungs", "一色三节高", "Pure Shifted Pungs", 24, F, combo=PUNG, arity=3,
         needs={"numbered_pungs": 3})
def pure_shifted_pungs(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(PUNG, 3)
            if c.suits == 1 and _consecutive(c.ranks)]


@declare(FANS, "triple_pung", "三同刻", "Triple Pung", 16, F, combo=PUNG, arity=3,
         needs={"numbered_pungs": 3})
def triple_pung(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(PUNG, 3)
            if c.suits == 3 and c.ranks[0] == c.ranks[2]]


@declare(FANS, "three_concealed_pungs", "三暗刻", "Three Concealed Pungs", 16, F,
         needs={"concealed_pungs": 3})
def three_concealed_pungs(view: ReadingView) -> list[Match]:
    c = view.concealed_pungs
    return [Match(tuple(c))] if len(c) >= 3 else []


@declare(FANS, "mixed_shifted_pungs", "三色三节高", "Mixed Shifted Pungs", 8, F, combo=PUNG, arity=3,
         needs={"numbered_pungs": 3})
def mixed_shifted_pungs(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(PUNG, 3)
            if c.suits == 3 and _consecutive(c.ranks)]


@declare(FANS, "two_concealed_kongs", "双暗杠", "Two Concealed Kongs", 8, F,
         needs={"concealed_kongs": 2})
def two_concealed_kongs(view: ReadingView) -> list[Match]:
    c = view.concealed_kongs
    return [Match(tuple(c))] if len(c) == 2 else []


@declare(FANS, "all_pungs", "碰碰和", "All Pungs", 6, F, needs={"pungs": 4})
def all_pungs(view: ReadingView) -> list[Match]:
    return whole(view.is_regular and len(view.pungs) == 4)


@declare(FANS, "two_melded_kongs", "双明杠", "Two Melded Kongs", 4, F, needs={"kongs": 2})
def two_melded_kongs(view: ReadingView) -> list[Match]:
    m = view.melded_kongs
    k = view.kongs
    if len(m) >= 2 or (view.rules.mixed_kongs_as_two_melded_kongs and len(k) == 2 and len(m) == 1):
        return [Match(tuple(k) if len(k) == 2 else tuple(m))]
    return []


@declare(FANS, "tile_hog", "四归一", "Tile Hog", 2, F)
def tile_hog(view: ReadingView) -> list[Match]:
    facts = view.facts
    counts = facts.counts
    out: list[Match] = []
    if 4 not in counts:
        return out
    for t in [t for t in facts.kinds if counts[t] == 4]:
        if t not in facts.kong_tiles:
            out.append(Match(tuple(i for i, g in enumerate(view.groups) if t in g.tiles), (TILES[t],)))
    return out


@declare(FANS, "double_pung", "双同刻", "Double Pung", 2, F, combo=PUNG, arity=2,
         needs={"numbered_pungs": 2})
def double_pung(view: ReadingView) -> list[Match]:
    return [Match(c.groups) for c in view.combinations(PUNG, 2)
            if c.suits == 2 and c.ranks[0] == c.ranks[1]]


@declare(FANS, "two_concealed_pungs", "双暗刻", "Two Concealed Pungs", 2, F,
         needs={"concealed_pungs": 2})
def two_concealed_pungs(view: ReadingView) -> list[Match]:
    c = view.concealed_pungs
    return [Match(tuple(c))] if len(c) >= 2 else []


@declare(FANS, "concealed_kong", "暗杠", "Concealed Kong", 2, F, needs={"concealed_kongs": 1})
def concealed_kong(view: ReadingView) -> list[Match]:
    c = view.concealed_kongs
    return [Match((i,)) for i in c] if len(c) <= 2 else []


@declare(FANS, "pung_of_terminals_or_honors", "幺九刻", "Pung of Terminals or Honors", 1, F,
         needs={"pungs": 1})
def pung_of_terminals_or_honors(view: ReadingView) -> list[Match]:
    groups = view.groups
    return [Match((i,)) for i in view.pungs if groups[i].tiles[0] in TERMINALS_AND_HONORS]


@declare(FANS, "melded_kong", "明杠", "Melded Kong", 1, F, needs={"melded_kongs": 1})
def melded_kong(view: ReadingView) -> list[Match]:
    return [Match((i,)) for i in view.melded_kongs]


# Outside the 81: common practice scores one melded and one concealed kong as a fan of its own.
EXTRA: list = []


@declare(EXTRA, "concealed_and_melded_kong", "明暗杠", "Concealed Kong and Melded Kong", 5, F,
         needs={"melded_kongs": 1, "concealed_kongs": 1})
def concealed_and_melded_kong(view: ReadingView) -> list[Match]:
    if view.rules.mixed_kongs_as_two_melded_kongs:
        return []
    m, c = view.melded_kongs, view.concealed_kongs
    return [Match(tuple(m + c))] if m and c else []
