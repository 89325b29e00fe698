"""Winning shapes on tile counts: the regular 4 sets + pair, 七对, 十三幺, 全不靠, 组合龙.

Counts are lists of 34 ints (index = tile). These functions know nothing of fans.
"""

from __future__ import annotations

from functools import lru_cache

from .tiles import TILES

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
# The six knitted patterns: suits m, s, p take the ranks 147 / 258 / 369 in some order.
KNITTED = tuple(
    tuple(sorted(s * 9 + r - 1 for s, start in enumerate(order) for r in (start, start + 3, start + 6)))
    for order in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
)


@lru_cache(maxsize=65536)
def set_splits(counts: tuple[int, ...], sets: int) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Every way to split ``counts`` into exactly ``sets`` chows/pungs (no pair).

    Each split is a sorted tuple of ("pung" | "chow", first tile index).
    """
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return ((),) if sets == 0 else ()
    if sets == 0:
        return ()
    out = []
    c = list(counts)
    if c[i] >= 3:
        c[i] -= 3
        out += [(("pung", i),) + rest for rest in set_splits(tuple(c), sets - 1)]
        c[i] += 3
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        out += [(("chow", i),) + rest for rest in set_splits(tuple(c), sets - 1)]
    return tuple(out)


@lru_cache(maxsize=65536)
def regular_splits(counts: tuple[int, ...], sets: int) -> tuple[tuple[int, tuple], ...]:
    """Every (pair tile, sets) reading of ``counts`` as ``sets`` sets plus a pair."""
    out = []
    for t, n in enumerate(counts):
        if n >= 2:
            c = list(counts)
            c[t] -= 2
            for split in set_splits(tuple(c), sets):
                out.append((t, split))
    return tuple(out)


def is_seven_pairs(counts) -> bool:
    """Seven pairs (four of a kind counts as two pairs)."""
    return sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def is_thirteen_orphans(counts) -> bool:
    return sum(counts) == 14 and all(counts[t] >= 1 for t in ORPHANS) and \
        sum(counts[t] for t in ORPHANS) == 14


def honors_knitted_pattern(counts):
    """The knitted pattern of a 全不靠 hand (14 distinct tiles, numbers from one pattern), or None."""
    if sum(counts) != 14 or any(c > 1 for c in counts):
        return None
    numbered = {t for t in range(27) if counts[t]}
    for pattern in KNITTED:
        if numbered <= set(pattern):
            return pattern
    return None


def knitted_straight_splits(counts, sets: int):
    """Readings as 组合龙 (the nine knitted tiles) + ``sets - 3`` sets + a pair.

    Yields (pattern, pair tile, split of the rest). ``sets`` is 4 minus the declared melds.
    """
    if sets < 3:
        return
    for pattern in KNITTED:
        if all(counts[t] for t in pattern):
            rest = list(counts)
            for t in pattern:
                rest[t] -= 1
            for pair, split in regular_splits(tuple(rest), sets - 3):
                yield pattern, pair, split


def is_winning(counts, melds: int) -> bool:
    """Whether ``counts`` (the concealed tiles) with ``melds`` declared sets form any winning shape."""
    counts = tuple(counts)
    if regular_splits(counts, 4 - melds):
        return True
    if melds == 0 and (is_seven_pairs(counts) or is_thirteen_orphans(counts)
                       or honors_knitted_pattern(counts)):
        return True
    return any(True for _ in knitted_straight_splits(counts, 4 - melds))


def completing_tiles(counts, melds: int) -> list:
    """The tiles that complete a hand one tile short (formal: a fifth copy still counts)."""
    out = []
    c = list(counts)
    for t in range(34):
        c[t] += 1
        if is_winning(c, melds):
            out.append(TILES[t])
        c[t] -= 1
    return out
