"""mjlib.shapes on one suit's counts: whether they split into sets (and a pair), and which tiles
would make them do so, against a plain search written here that tries every set at every place."""
import random
from functools import lru_cache

import pytest

from mjlib.shapes import _part_completions, _part_ok


@lru_cache(maxsize=None)
def _search(part: tuple[int, ...], pair: bool) -> bool:
    """Every way: the lowest tile left goes into a pung, a chow or (once) the pair."""
    i = next((k for k, c in enumerate(part) if c), None)
    if i is None:
        return not pair
    c = list(part)
    tries = []
    if c[i] >= 3:
        tries.append(((i, 3),))
    if i <= 6 and c[i + 1] and c[i + 2]:
        tries.append(((i, 1), (i + 1, 1), (i + 2, 1)))
    found = False
    for take in tries:
        d = list(c)
        for k, n in take:
            d[k] -= n
        found = found or _search(tuple(d), pair)
    if pair and c[i] >= 2:
        d = list(c)
        d[i] -= 2
        found = found or _search(tuple(d), False)
    return found


def _parts(n: int, seed: int) -> list[tuple[int, ...]]:
    """Suit counts of up to 14 tiles, four copies at most (five where a tile is added to four)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        size = rng.randint(0, 14)
        c = [0] * 9
        for _ in range(size):
            k = rng.randrange(9)
            if c[k] < 4:
                c[k] += 1
        out.append(tuple(c))
    return out


PARTS = _parts(4000, 7) + [(3, 1, 1, 1, 1, 1, 1, 1, 3), (4, 4, 4, 2, 0, 0, 0, 0, 0),
                           (1, 1, 4, 1, 1, 0, 0, 0, 0), (0,) * 9, (2, 2, 2, 0, 0, 0, 0, 0, 0)]


@pytest.mark.parametrize("pair", [False, True])
def test_a_suit_splits_exactly_when_a_search_of_every_set_finds_a_way(pair):
    wrong = [p for p in PARTS if _part_ok(p, False, pair) != _search(p, pair)]
    assert not wrong, wrong[:5]
    assert _part_ok((3, 1, 1, 1, 1, 1, 1, 1, 3), False, False) is False  # 14 tiles cannot
    assert _part_ok((1, 1, 4, 1, 1, 0, 0, 0, 0), False, True) is True  # 123 345 33


@pytest.mark.parametrize("pair", [False, True])
def test_the_completing_places_are_those_a_search_accepts(pair):
    wrong = []
    for p in PARTS:
        if sum(p) % 3 != (1 if pair else 2) or max(p) > 4:
            continue
        expected = tuple(k for k in range(9)
                         if _search(tuple(n + (j == k) for j, n in enumerate(p)), pair))
        if _part_completions(p, False, pair) != expected:
            wrong.append(p)
    assert not wrong, wrong[:5]
    # 1112345678999 waits on every tile of the suit (九莲宝灯)
    assert _part_completions((3, 1, 1, 1, 1, 1, 1, 1, 3), False, True) == tuple(range(9))
