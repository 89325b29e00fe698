"""Winning shapes on tile counts: the regular 4 sets + pair, 七对, 十三幺, 全不靠, 组合龙.

Counts are lists of 34 ints, one per kind of tile (index = tile). These functions know nothing
of fans.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import chain, permutations, product

from .hand import CHOW, HAND_SIZE, PUNG, SET_SIZE, Kind
from .tiles import FIRST_HONOR, KINDS, SUIT_SIZE, TILES, Tile

# terminals of each suit, then every honor
ORPHANS = tuple(s * SUIT_SIZE + r for s in range(3) for r in (0, SUIT_SIZE - 1)) + \
    tuple(range(FIRST_HONOR, KINDS))
# the index ranges of the three suits and the honors
_PARTS = ((0, SUIT_SIZE), (SUIT_SIZE, 2 * SUIT_SIZE), (2 * SUIT_SIZE, FIRST_HONOR), (FIRST_HONOR, KINDS))
_SLICES = tuple(slice(lo, hi) for lo, hi in _PARTS)
# The six knitted patterns (the tiles of a 组合龙): the suits take the ranks 147, 258 and 369,
# one each; in the order of the suits' permutations (the suits of 147, 258, 369).
KNITTED_PATTERNS = tuple(
    tuple(sorted(suit * SUIT_SIZE + r - 1 for suit, start in zip(order, (1, 2, 3))
                 for r in (start, start + 3, start + 6)))
    for order in permutations(range(3))
)


_KNITTED_SETS = tuple(frozenset(pattern) for pattern in KNITTED_PATTERNS)


# One split of tiles into sets: each set as (CHOW or PUNG, its first tile's index).
Split = tuple[tuple[Kind, int], ...]


@lru_cache(maxsize=None)
def _part_splits(part: tuple[int, ...], lo: int) -> tuple[Split, ...]:
    """Every way to split one suit's counts (or the honors', ``lo`` = FIRST_HONOR) into sets.

    Each split is a tuple of ("pung" | "chow", tile index), the part's first tile being ``lo``;
    () when the part does not split. Worked out once per part: suits repeat far more than hands.
    """
    i = next((k for k, c in enumerate(part) if c), None)
    if i is None:
        return ((),)
    out: list[Split] = []
    c = list(part)
    if c[i] >= 3:
        c[i] -= 3
        out += [((PUNG, lo + i),) + rest for rest in _part_splits(tuple(c), lo)]
        c[i] += 3
    if lo < FIRST_HONOR and i <= SUIT_SIZE - 3 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        out += [((CHOW, lo + i),) + rest for rest in _part_splits(tuple(c), lo)]
    return tuple(out)


def _set_order(s: tuple[Kind, int]) -> tuple[int, bool]:
    """Sets in tile order, a pung before the chow that starts on the same tile."""
    return s[1], s[0] != PUNG


@lru_cache(maxsize=None)
def _part_options(part: tuple[int, ...], lo: int) -> tuple[Split, ...]:
    """The different splits of one part into sets (:func:`_part_splits`), each in tile order
    (:func:`_set_order`), in order. Worked out once per part."""
    if lo < FIRST_HONOR and not _sets_only(list(part)):
        return ()  # told at once, without trying every split
    return tuple(sorted({tuple(sorted(split, key=_set_order)) for split in _part_splits(part, lo)}))


@lru_cache(maxsize=None)
def _part_pair_options(part: tuple[int, ...], lo: int) -> tuple[tuple[int, Split], ...]:
    """The different (pair tile, sets) splits of one part into sets and one pair, the sets in
    tile order, in order. Worked out once per part, like :func:`_part_options`."""
    out: set[tuple[int, Split]] = set()
    c = list(part)
    places = range(len(part)) if lo >= FIRST_HONOR else _pair_places(part)
    for k, n in enumerate(part):
        if n >= 2 and k in places:
            c[k] -= 2
            out.update((lo + k, split) for split in _part_options(tuple(c), lo))
            c[k] += 2
    return tuple(sorted(out))


def regular_splits(counts: tuple[int, ...], sets: int) -> tuple[tuple[int, Split], ...]:
    """Every (pair tile, sets) reading of ``counts`` as ``sets`` sets plus a pair, in order, the
    sets of each in tile order.

    Without the pair, each suit (and the honors) splits into sets on its own: the splits of the
    hand are the products of the splits of its parts (worked out once per part), the pair in the
    one part whose count is two more than a multiple of three. The parts follow each other in
    tile order, so each product is in tile order, and no two are the same.
    """
    if sum(counts) != SET_SIZE * sets + 2:
        return ()
    m, p, s, h = _SLICES  # the parts, written out: every hand scored is read here
    parts = (tuple(counts[m]), tuple(counts[p]), tuple(counts[s]), tuple(counts[h]))
    rems = (sum(parts[0]) % SET_SIZE, sum(parts[1]) % SET_SIZE, sum(parts[2]) % SET_SIZE,
            sum(parts[3]) % SET_SIZE)
    if sorted(rems) != [0, 0, 0, 2]:
        return ()
    paired = rems.index(2)
    choices: list[tuple] = [_part_pair_options(part, lo) if i == paired else _part_options(part, lo)
                            for i, (part, (lo, _)) in enumerate(zip(parts, _PARTS))]
    if all(len(c) == 1 for c in choices):  # most often: each part splits one way
        t, own = choices[paired][0]
        sets_in_order: Split = ()
        for i, c in enumerate(choices):
            sets_in_order += own if i == paired else c[0]
        return ((t, sets_in_order),)
    out = []
    for pick in product(*choices):
        t, own = pick[paired]
        out.append((t, tuple(chain.from_iterable(own if i == paired else split
                                                  for i, split in enumerate(pick)))))
    return tuple(sorted(out)) if len(out) > 1 else tuple(out)


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Seven pairs (four of a kind counts as two pairs)."""
    return sum(counts) == HAND_SIZE and all(c % 2 == 0 for c in counts)


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    return sum(counts) == HAND_SIZE and all(counts[t] >= 1 for t in ORPHANS) and \
        sum(counts[t] for t in ORPHANS) == HAND_SIZE


def honors_knitted_pattern(counts: Sequence[int]) -> tuple[int, ...] | None:
    """The knitted pattern of a 全不靠 hand (14 distinct tiles, numbers from one pattern), or None."""
    if sum(counts) != HAND_SIZE or any(c > 1 for c in counts):
        return None
    numbered = {t for t in range(FIRST_HONOR) if counts[t]}
    for pattern in KNITTED_PATTERNS:
        if numbered <= set(pattern):
            return pattern
    return None


def knitted_straight_splits(counts: Sequence[int], sets: int
                            ) -> Iterator[tuple[tuple[int, ...], int, Split]]:
    """Readings as 组合龙 (the nine knitted tiles) + ``sets - 3`` sets + a pair.

    Yields (pattern, pair tile, split of the rest). ``sets`` is 4 minus the declared melds.
    """
    if sets < 3:
        return
    for pattern in KNITTED_PATTERNS:
        if all(counts[t] for t in pattern):
            rest = list(counts)
            for t in pattern:
                rest[t] -= 1
            for pair, split in regular_splits(tuple(rest), sets - 3):
                yield pattern, pair, split


def _rank_sum(part: Sequence[int]) -> int:
    """The places of one suit's tiles added up: a set's add up to a multiple of three."""
    return sum([k * n for k, n in enumerate(part)])


def _pair_places(part: Sequence[int]) -> range:
    """The places of one suit's counts where its pair may be, beside sets: every set's ranks add
    up to a multiple of three, so twice the pair's place leaves the same remainder as all the
    part's ranks added up (one place in three)."""
    return range(2 * _rank_sum(part) % SET_SIZE, SUIT_SIZE, SET_SIZE)


@lru_cache(maxsize=None)
def _part_ok(part: tuple[int, ...], honors: bool, pair: bool) -> bool:
    """:func:`_splits` worked out once per part."""
    return _splits(part, honors, pair)


def _splits(part: Sequence[int], honors: bool, pair: bool) -> bool:
    """Whether one suit's counts (or the honors') split into sets, plus one pair if ``pair``.

    Honors make only pungs and a pair. A suit is read from its lowest tile up (:func:`_sets_only`),
    its pair tried only where it may be (:func:`_pair_places`)."""
    if honors:
        pairs = sum(1 for c in part if c == 2)
        return all(c in (0, 2, 3) for c in part) and pairs == (1 if pair else 0)
    if not pair:
        return _sets_only(list(part))
    for p in _pair_places(part):
        if part[p] >= 2:
            c = list(part)
            c[p] -= 2
            if _sets_only(c):
                return True
    return False


def _sets_only(c: list[int]) -> bool:
    """Whether one suit's counts ``c`` split into sets (``c`` is used up). Its lowest tile is in
    a pung when it has three or more (three chows on one tile are three pungs), and its others
    start as many chows; then the next tile up, and so on."""
    for i in range(SUIT_SIZE):
        n = c[i]
        if n >= SET_SIZE:
            n -= SET_SIZE
        if n:
            if i > SUIT_SIZE - 3 or c[i + 1] < n or c[i + 2] < n:
                return False
            c[i + 1] -= n
            c[i + 2] -= n
    return True


def _is_regular(counts: Sequence[int]) -> bool:
    """Whether ``counts`` is some number of sets plus one pair, suit by suit."""
    pair_seen = False
    for lo, hi in _PARTS:
        part = tuple(counts[lo:hi])
        r = sum(part) % 3
        if r == 1 or (r == 2 and pair_seen):
            return False
        pair_seen = pair_seen or r == 2
        if not _part_ok(part, lo == FIRST_HONOR, r == 2):
            return False
    return pair_seen


def is_winning(counts: Iterable[int], melds: int) -> bool:
    """Whether ``counts`` (the concealed tiles) with ``melds`` declared sets form any winning shape."""
    counts = list(counts)
    if sum(counts) != HAND_SIZE - SET_SIZE * melds:
        return False
    if _is_regular(counts):
        return True
    kinds = KINDS - counts.count(0)
    if melds == 0 and ((kinds <= 7 and is_seven_pairs(counts))
                       or (kinds == 13 and is_thirteen_orphans(counts))
                       or (kinds == HAND_SIZE and honors_knitted_pattern(counts))):
        return True
    return kinds >= 9 and _is_knitted_straight(counts, 4 - melds)


def _is_knitted_straight(counts: Sequence[int], sets: int) -> bool:
    """Whether ``counts`` read as 组合龙 + ``sets - 3`` sets + a pair: whether
    :func:`knitted_straight_splits` yields anything, without listing the splits (the tiles
    beside a whole knitted pattern are that many sets and a pair exactly when they split suit
    by suit, :func:`_is_regular`)."""
    if sets < 3 or sum(counts) != SET_SIZE * sets + 2:
        return False
    for pattern in KNITTED_PATTERNS:
        if all(counts[t] for t in pattern):
            rest = list(counts)
            for t in pattern:
                rest[t] -= 1
            if _is_regular(rest):
                return True
    return False



def _regular_completions(counts: Sequence[int]) -> set[int]:
    """The tiles that make ``counts`` (one tile short) into sets plus a pair, suit by suit.

    Only the suit that receives the tile changes, so the other suits are judged once.
    """
    states = [_part_state(tuple(counts[lo:hi]), lo == FIRST_HONOR) for lo, hi in _PARTS]
    pairs = [x[0] == 2 for x in states].count(True)  # parts that hold a pair
    broken = [x[1] for x in states].count(False)  # parts that do not split as they are
    out: set[int] = set()
    for (rem, ok, completions), (lo, _) in zip(states, _PARTS):
        # the tile goes to this part: every other part splits, and one part holds the pair (this
        # one when its count leaves 1)
        if completions and broken == (not ok) and pairs - (rem == 2) + (rem == 1) == 1:
            out.update([lo + k for k in completions])
    return out


@lru_cache(maxsize=None)
def _part_state(part: tuple[int, ...], honors: bool) -> tuple[int, bool, tuple[int, ...]]:
    """What :func:`_regular_completions` asks of one suit's counts (or the honors'): its count
    modulo 3, whether it splits as it is (into sets, and a pair when the count leaves 2), and
    the places whose tile would make it split (sets and a pair when the count leaves 1, sets
    when it leaves 2, none when it leaves 0). Worked out once per part."""
    rem = sum(part) % SET_SIZE
    ok = rem != 1 and _part_ok(part, honors, rem == 2)
    completions = _part_completions(part, honors, rem == 1) if rem != 0 else ()
    return rem, ok, completions


def _part_completions(part: tuple[int, ...], honors: bool, pair: bool) -> tuple[int, ...]:
    """The places in one suit's counts (or the honors') whose tile makes ``part`` into sets, plus
    one pair if ``pair``: :func:`_splits` after adding each tile (asked once per part, by
    :func:`_part_state`)."""
    out: list[int] = []
    c = list(part)
    # without a pair, only one place in three can take the tile (see _pair_places): the ranks of
    # sets add up to a multiple of three
    if honors or pair:
        places = range(len(c))
    else:
        places = range(-_rank_sum(c) % SET_SIZE, len(c), SET_SIZE)
    for k in places:
        if not c[k] and (honors or not any(c[max(0, k - 2):k + 3])):
            continue  # a tile with no neighbour cannot join a set or pair
        c[k] += 1
        if _splits(c, honors, pair):
            out.append(k)
        c[k] -= 1
    return tuple(out)


def completing_tiles(counts: Iterable[int], melds: int, limit: int = KINDS) -> list[Tile]:
    """The tiles that complete a hand one tile short (formal: a fifth copy still counts).

    Stops looking at the special shapes once ``limit`` tiles are found (2 is enough to tell
    whether a wait is unique).
    """
    c = list(counts)
    found = _regular_completions(c)
    if len(found) < limit:
        kinds = KINDS - c.count(0)
        if melds == 0 and kinds <= 7:
            odd = [t for t in range(KINDS) if c[t] % 2]
            if len(odd) == 1:  # six pairs and a single: 七对 waits on the single
                found.add(odd[0])
        for t in sorted(_special_candidates(c, melds, kinds) - found):
            c[t] += 1
            if is_winning(c, melds):
                found.add(t)
            c[t] -= 1
            if len(found) >= limit:
                break
    return [TILES[t] for t in sorted(found)]


def _special_candidates(counts: list[int], melds: int, kinds: int) -> set[int]:
    """The tiles that might complete ``counts`` (one tile short) as 十三幺, 全不靠 or 组合龙 (七对
    is :func:`completing_tiles`' own test).

    十三幺 needs no meld and thirteen terminals and honors already: then any of them. 全不靠 needs no
    meld and thirteen different tiles already, the numbered ones of one knitted pattern: then a
    missing honor, or a missing tile of such a pattern. 组合龙 needs at most one meld and a knitted
    pattern that misses at most one tile: that tile; when none is missing, any tile that makes
    the rest a set and a pair (or a pair). ``kinds``: how many kinds of tile ``counts`` holds.
    """
    out: set[int] = set()
    if melds == 0 and kinds >= 12:
        if sum(counts[t] for t in ORPHANS) == sum(counts):
            out.update(ORPHANS)
        if max(counts) == 1:
            numbered = {t for t in range(FIRST_HONOR) if counts[t]}
            out.update(t for t in range(FIRST_HONOR, KINDS) if not counts[t])
            for pattern in KNITTED_PATTERNS:
                if numbered.issubset(pattern):
                    out.update(t for t in pattern if not counts[t])
    if melds <= 1 and kinds >= 8 and FIRST_HONOR - counts[:FIRST_HONOR].count(0) >= 8:
        held = {t for t in range(FIRST_HONOR) if counts[t]}
        for pattern, tiles in zip(KNITTED_PATTERNS, _KNITTED_SETS):
            missing = list(tiles - held)
            if not missing:
                rest = list(counts)
                for t in pattern:
                    rest[t] -= 1
                out |= _regular_completions(rest)
            elif len(missing) == 1:
                out.add(missing[0])
    return out
