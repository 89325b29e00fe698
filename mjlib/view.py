"""What fan detection reads: one reading of a hand, with the win context and rules."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple

from .hand import CHOW, KONG, PUNG, Hand, Kind
from .readings import KNITTED, PAIR, Reading
from .rules import Rules
from .shapes import completing_tiles
from .readings import REGULAR
from .tiles import FIRST_DRAGON, FIRST_HONOR, KINDS, SUIT_SIZE, Tile

if TYPE_CHECKING:
    from .win import Win


_suit, _rank = itemgetter(0), itemgetter(1)  # of a (suit, first rank) key


class Combination(NamedTuple):
    """Some chows (or numbered pungs) of a reading taken together, as the fans combining sets
    read them: the group indices, the sets' (suit, first rank) keys sorted, how many suits they
    span, and their first ranks sorted."""

    groups: tuple[int, ...]
    keys: list[tuple[int, int]]
    suits: int
    ranks: list[int]


class HandFacts:
    """Facts of the whole hand that every reading shares."""

    def __init__(self, hand: Hand, win: Win):
        self.hand = hand
        self.win = win
        # how many of each kind of tile the hand holds; its claimed melds (a concealed kong is
        # not one); the tiles of its kongs
        counts = [0] * KINDS
        melded = 0
        kong_tiles = set()
        for m in hand.melds:
            for t in m.tiles:
                counts[t] += 1
            if m.kind is KONG:
                kong_tiles.add(m.tile)
                if not m.offer:
                    continue
            melded += 1
        for t in hand.standing:
            counts[t] += 1
        if hand.winning is not None:
            counts[hand.winning] += 1
        self.counts = counts
        self.melded = melded
        self.kong_tiles = kong_tiles
        self.kinds = kinds = [k for k in range(KINDS) if counts[k]]  # the kinds held, in order
        self.suits = {k // SUIT_SIZE for k in kinds if k < FIRST_HONOR}
        self.has_honors = kinds[-1] >= FIRST_HONOR
        self.has_winds = any(counts[FIRST_HONOR:FIRST_DRAGON])
        self.has_dragons = kinds[-1] >= FIRST_DRAGON
        self._unique_wait: bool | None = None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return self.hand.all_tiles

    @property
    def numbered_ranks(self) -> set[int]:
        """The ranks of the numbered tiles held (asked by a few fans only)."""
        return {k % SUIT_SIZE + 1 for k in self.kinds if k < FIRST_HONOR}

    @property
    def unique_wait(self) -> bool:
        """Whether exactly one tile completes the hand without its winning tile (formal waits)."""
        if self._unique_wait is None:
            self._unique_wait = _unique_wait(self.hand.standing, len(self.hand.melds))
        return self._unique_wait


@lru_cache(maxsize=1 << 14)
def _unique_wait(standing: tuple[Tile, ...], melds: int) -> bool:
    """Whether exactly one tile completes ``standing`` beside ``melds`` declared sets (formal
    waits). The answer depends on nothing else (not on which sets the melds are, nor on how the
    hand was won), so it is kept for the standing tiles a program meets again: a hand with melds
    has few of them."""
    counts = [0] * KINDS
    for t in standing:
        counts[t] += 1
    return len(completing_tiles(counts, melds, limit=2)) == 1


class ReadingView:
    """One reading seen by the fan detectors: group indices by kind, plus the hand's facts."""

    def __init__(self, reading: Reading, facts: HandFacts, rules: Rules):
        self.reading = reading
        self.shape = reading.shape
        self.groups = groups = reading.groups
        self.facts = facts
        self.win = facts.win
        self.rules = rules
        self.is_regular = self.shape == REGULAR
        # group indices by kind, and the pungs (kongs included) by what the fans ask of them
        self.chows: list[int] = []
        self.pungs: list[int] = []
        self.knitted: list[int] = []
        self.kongs: list[int] = []
        self.melded_kongs: list[int] = []
        self.concealed_kongs: list[int] = []
        self.concealed_pungs: list[int] = []
        self.numbered_pungs: list[int] = []
        self.wind_pungs: list[int] = []
        self.dragon_pungs: list[int] = []
        # (suit 0..2, first rank 1..9) of each chow and numbered pung, by group index
        self.keys: dict[int, tuple[int, int]] = {}
        pairs = []
        self.win_group: int | None = None
        for i, g in enumerate(groups):  # a group's kind is a Kind: told apart by identity
            kind, first = g.kind, g.tiles[0]
            if g.winning and self.win_group is None:
                self.win_group = i
            if kind is CHOW:
                self.chows.append(i)
                self.keys[i] = (first // SUIT_SIZE, first % SUIT_SIZE + 1)
            elif kind is PUNG or kind is KONG:
                self.pungs.append(i)
                if kind is KONG:
                    self.kongs.append(i)
                    (self.concealed_kongs if g.concealed else self.melded_kongs).append(i)
                if g.concealed:
                    self.concealed_pungs.append(i)
                if first < FIRST_HONOR:
                    self.numbered_pungs.append(i)
                    self.keys[i] = (first // SUIT_SIZE, first % SUIT_SIZE + 1)
                elif first < FIRST_DRAGON:
                    self.wind_pungs.append(i)
                else:
                    self.dragon_pungs.append(i)
            elif kind is KNITTED:
                self.knitted.append(i)
            elif kind is PAIR:
                pairs.append(i)
        self.pair = pairs[0] if len(pairs) == 1 else None
        self.pairs = frozenset(pairs)  # every pair's group index (seven pairs has seven)
        self._combinations: dict[tuple[Kind, int], list[Combination]] = {}

    def tile(self, i: int) -> Tile:
        return self.groups[i].tiles[0]

    def combinations(self, kind: Kind, n: int) -> list[Combination]:
        """Every ``n`` chows (``kind`` CHOW) or ``n`` numbered pungs (PUNG) of this reading, in
        the order of :func:`itertools.combinations`; worked out once for all the fans that ask."""
        key = (kind, n)
        found = self._combinations.get(key)
        if found is None:
            key_of = self.keys.__getitem__
            found = self._combinations[key] = []
            for c in combinations(self.chows if kind == CHOW else self.numbered_pungs, n):
                if n == 2:  # most often: two sets, told apart without sorting
                    a, b = key_of(c[0]), key_of(c[1])
                    if b < a:
                        a, b = b, a
                    found.append(Combination(c, [a, b], 1 if a[0] == b[0] else 2, [a[1], b[1]]
                                             if a[1] <= b[1] else [b[1], a[1]]))
                    continue
                k = sorted(map(key_of, c))
                found.append(Combination(c, k, len(set(map(_suit, k))), sorted(map(_rank, k))))
        return found
