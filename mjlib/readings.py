"""Readings: the ways to group a complete hand's tiles into sets.

A regular reading is four sets and a pair (declared melds stay as declared). The special shapes
are 七对 (seven pairs), 十三幺, 全不靠 / 七星不靠 (one group of fourteen single tiles), and 组合龙
(the nine knitted tiles as three groups, plus one set and a pair).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from .hand import CHOW, MAX_MELDS, KONG, PUNG, Hand, Kind, Meld
from .shapes import (ORPHANS, Split, honors_knitted_pattern, is_seven_pairs,
                     is_thirteen_orphans, knitted_straight_splits, regular_splits)
from .tiles import FIRST_HONOR, KINDS, SUIT_SIZE, TILES, Tile, format_tiles

PAIR, KNITTED, SINGLES = Kind.PAIR, Kind.KNITTED, Kind.SINGLES


class Shape(str, Enum):
    """The winning shapes a reading can have."""

    REGULAR = "regular"                    # four sets and a pair
    SEVEN_PAIRS = "seven_pairs"            # 七对
    THIRTEEN_ORPHANS = "thirteen_orphans"  # 十三幺
    HONORS_KNITTED = "honors_knitted"      # 全不靠 / 七星不靠
    KNITTED_STRAIGHT = "knitted_straight"  # 组合龙 with a set and a pair

    __str__ = str.__str__

    def __format__(self, format_spec: str) -> str:
        return str.__format__(self, format_spec)


REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, HONORS_KNITTED, KNITTED_STRAIGHT = Shape

SHAPE_NAMES = {
    REGULAR: ("四副牌组一对将", "four sets and a pair"),
    SEVEN_PAIRS: ("七对", "seven pairs"),
    THIRTEEN_ORPHANS: ("十三幺", "thirteen orphans"),
    HONORS_KNITTED: ("全不靠或七星不靠", "honors and knitted tiles"),
    KNITTED_STRAIGHT: ("组合龙", "knitted straight, a set and a pair"),
}


@dataclass(frozen=True, init=False)
class Group:
    """One group of a reading: a chow, pung, kong, pair, a third of a knitted straight, or singles.

    ``concealed`` is False for a claimed meld, and for a pung completed by a discarded winning
    tile. ``winning`` marks the group that holds the winning tile.
    """

    kind: Kind
    tiles: tuple[Tile, ...]
    concealed: bool = True
    meld: Meld | None = None
    winning: bool = False

    def __init__(self, kind: Kind, tiles: tuple[Tile, ...], concealed: bool = True,
                 meld: Meld | None = None, winning: bool = False):
        # The generated __init__ of a frozen dataclass sets each field through
        # object.__setattr__; writing the fields into the instance dict, in the same order, makes
        # the same object (equal, hashed, printed and pickled alike) in a third of the time, and
        # every reading of every hand scored is made of groups.
        d = self.__dict__
        d["kind"] = kind
        d["tiles"] = tiles
        d["concealed"] = concealed
        d["meld"] = meld
        d["winning"] = winning

    @property
    def tile(self) -> Tile:
        return self.tiles[0]

    @property
    def is_pung(self) -> bool:
        """A pung or a kong."""
        return self.kind in (PUNG, KONG)

    def __str__(self) -> str:
        return str(self.meld) if self.meld else _written(self.tiles)


@lru_cache(maxsize=4096)
def _written(tiles: tuple[Tile, ...]) -> str:
    """A group's tiles in notation, written once for all the groups of the same tiles."""
    return format_tiles(tiles)


@dataclass(frozen=True, init=False)
class Reading:
    shape: Shape
    groups: tuple[Group, ...]

    def __init__(self, shape: Shape, groups: tuple[Group, ...]):
        # the fields written into the instance dict, as Group writes its own
        self.__dict__.update(shape=shape, groups=groups)

    @property
    def zh(self) -> str:
        return SHAPE_NAMES[self.shape][0]

    @property
    def en(self) -> str:
        return SHAPE_NAMES[self.shape][1]

    def __str__(self) -> str:
        return " ".join(("*" if g.winning else "") + str(g) for g in self.groups)


def _meld_group(m: Meld) -> Group:
    return Group(m.kind, m.tiles, concealed=m.concealed, meld=m)


# The tiles of each chow and pung, by kind and first tile.
_SET_TILES: dict[tuple[Kind, int], tuple[Tile, ...]] = {
    **{(CHOW, t): (TILES[t], TILES[t + 1], TILES[t + 2])
       for t in range(FIRST_HONOR) if t % SUIT_SIZE < SUIT_SIZE - 2},
    **{(PUNG, t): (TILES[t],) * 3 for t in range(KINDS)}}


def _split_order(split: tuple[int, Split]) -> tuple[tuple[int, int], ...]:
    """Regular readings in tile order: by their sets' tiles, a pung before a chow on its tile."""
    return tuple((t, 0 if k == PUNG else 1) for k, t in split[1])


def _place_win(groups: list[Group], win: Tile, self_drawn: bool, start: int) -> tuple[Group, ...]:
    """Mark the concealed group that holds the winning tile.

    The most favourable place is chosen, as players score it: in a chow (an end before a middle),
    then the pair, then a pung, which a discard turns into an exposed pung.
    """
    i, best = -1, 5  # the group chosen so far, and its place in that order
    for k in range(start, len(groups)):
        g = groups[k]
        if win in g.tiles:
            kind = g.kind
            if kind is CHOW:
                place = 0 if win == g.tiles[0] or win == g.tiles[2] else 1
            else:
                place = 2 if kind is PAIR else 3 if kind is PUNG else 4  # 4: a knitted third
            if place < best:
                i, best = k, place
                if not place:
                    break
    assert i >= 0, "the winning tile is in a concealed group of every reading"
    g = groups[i]
    concealed = g.concealed and not (g.kind is PUNG and not self_drawn)
    groups[i] = Group(g.kind, g.tiles, concealed=concealed, meld=g.meld, winning=True)
    return tuple(groups)


def _counts(tiles: Iterable[Tile]) -> tuple[int, ...]:
    c = [0] * KINDS
    for t in tiles:
        c[t] += 1
    return tuple(c)


def readings(hand: Hand, self_drawn: bool) -> list[Reading]:
    """Every reading of a complete hand, regular readings in a fixed order (sets sorted by tile)."""
    counts = _counts(hand.concealed_tiles)
    win = hand.winning
    if win is None:  # a hand waiting to win has no reading
        return []
    melds = [_meld_group(m) for m in hand.melds]
    n = len(melds)
    out: list[Reading] = []
    splits = regular_splits(counts, MAX_MELDS - n)
    if len(splits) > 1:
        splits = tuple(sorted(splits, key=_split_order))
    for pair, split in splits:
        groups = melds + [Group(s[0], _SET_TILES[s]) for s in split] + \
            [Group(PAIR, (TILES[pair],) * 2)]
        out.append(Reading(REGULAR, _place_win(groups, win, self_drawn, n)))
    kinds = KINDS - counts.count(0)
    if n == 0:  # seven pairs are at most seven kinds, 十三幺 thirteen, 全不靠 fourteen
        if kinds <= 7 and is_seven_pairs(counts):
            pairs = [Group(PAIR, (TILES[t],) * 2) for t in range(KINDS) for _ in range(counts[t] // 2)]
            out.append(Reading(SEVEN_PAIRS, _place_win(pairs, win, self_drawn, 0)))
        if kinds == 13 and is_thirteen_orphans(counts):
            out.append(Reading(THIRTEEN_ORPHANS, _singles(counts, win)))
        if kinds == 14 and honors_knitted_pattern(counts):
            out.append(Reading(HONORS_KNITTED, _singles(counts, win)))
    # a knitted straight needs nine numbered kinds
    knitted = FIRST_HONOR - counts[:FIRST_HONOR].count(0) >= 9
    for pattern, pair, split in knitted_straight_splits(counts, MAX_MELDS - n) if knitted else ():
        body = [Group(KNITTED, tuple(TILES[t] for t in pattern if t // SUIT_SIZE == s)) for s in range(3)]
        body.sort(key=lambda g: g.tiles[0].rank)
        rest = [Group(s[0], _SET_TILES[s]) for s in split] + [Group(PAIR, (TILES[pair],) * 2)]
        groups = melds + body + rest
        out.append(Reading(KNITTED_STRAIGHT, _place_win(groups, win, self_drawn, n)))
    return out


def _singles(counts: Sequence[int], win: Tile) -> tuple[Group, ...]:
    tiles = tuple(TILES[t] for t in range(KINDS) for _ in range(counts[t]))
    return (Group(SINGLES, tiles, winning=True),)


__all__ = ["Group", "Reading", "readings", "ORPHANS"]
