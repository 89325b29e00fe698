"""Melds and hands: what a player shows, what they hold, and the tile they win on.

Both check themselves when made, however they are made (the parser, ``dataclasses.replace``,
direct construction): an illegal meld or hand raises HandError, so every Hand that exists is one
the rules allow.

>>> h = Hand("[123m1]456p789s11pEE1p")
>>> h
Hand('[123m]789s11456pEE1p')
>>> h.winning, len(h.all_tiles)
(Tile('1p'), 14)
>>> Meld("chow", Tile("8m"))
Traceback (most recent call last):
mjlib.errors.HandError: a chow is three tiles in a row of one suit: 8m cannot begin one (its lowest tile is 1 to 7)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum

from .errors import HandError, shorten
from .tiles import COPIES, TILES, Tile, format_tiles


class Kind(str, Enum):
    """What a group of tiles is: a declared meld's kind, or a group of a reading."""

    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    PAIR = "pair"
    KNITTED = "knitted"   # a third of a knitted straight (组合龙): 147, 258 or 369 of one suit
    SINGLES = "singles"   # the fourteen single tiles of 十三幺 or 全不靠

    __str__ = str.__str__
    __format__ = str.__format__


CHOW, PUNG, KONG, PAIR = Kind.CHOW, Kind.PUNG, Kind.KONG, Kind.PAIR
MELD_KINDS = (CHOW, PUNG, KONG)
HAND_SIZE = 14   # tiles in a complete hand, each kong counting as three
MAX_MELDS = 4
SET_SIZE = 3     # what a meld counts for in the hand size, a kong included


def fifth_copy(tiles) -> int | None:
    """The index in ``tiles`` of the first tile that is one copy too many, or None."""
    seen: Counter = Counter()
    for i, t in enumerate(tiles):
        seen[t] += 1
        if seen[t] > COPIES:
            return i
    return None


def check_tiles(melds, concealed) -> None:
    """The rules every hand obeys, complete or still being built: at most four melds, at most
    fourteen tiles, at most four copies of a tile. Raises HandError."""
    if len(melds) > MAX_MELDS:
        raise HandError(f"a hand holds at most four melds, not {len(melds)}")
    n = SET_SIZE * len(melds) + len(concealed)
    if n > HAND_SIZE:
        raise HandError(f"too many tiles: {len(melds)} meld(s) leave room for "
                        f"{HAND_SIZE - SET_SIZE * len(melds)} concealed tiles (the last one wins), "
                        f"not {len(concealed)}")
    tiles = [t for m in melds for t in m.tiles] + list(concealed)
    i = fifth_copy(tiles)
    if i is not None:
        raise HandError(f"more than four copies of {tiles[i]}")


def _whole(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise HandError(f"{what} must be a whole number, not {shorten(repr(value))}")
    return value


@dataclass(frozen=True)
class Meld:
    """A declared set.

    ``tile`` is the lowest tile (a chow's first tile). ``offer`` says where the claimed tile came
    from: for a chow, which of its three tiles was claimed (1..3); for a pung or kong, who
    discarded it (1 left, 2 across, 3 right); 0 for a concealed kong. ``added`` marks a kong
    made by adding the fourth tile to a claimed pung (加杠). ``Meld("[567m2]")`` reads the
    notation.

    >>> Meld("[8888p5]")
    Meld('[8888p5]')
    >>> Meld("pung", Tile("9s"), offer=3) == Meld("[999s3]")
    True
    """

    kind: Kind
    tile: Tile | None = None
    offer: int = 1
    added: bool = False

    def __post_init__(self):
        if isinstance(self.kind, str) and self.kind.startswith("["):
            if self.tile is not None:
                raise HandError("a meld written in the notation takes no other argument")
            from .notation import parse_meld

            m = parse_meld(self.kind)
            for name in ("kind", "tile", "offer", "added"):
                object.__setattr__(self, name, getattr(m, name))
            return
        if self.kind not in MELD_KINDS:
            raise HandError(f"a meld is a chow, a pung or a kong, not {shorten(repr(self.kind))}")
        kind = Kind(self.kind)
        if self.tile is None:
            raise HandError(f"a {kind} needs its tile (a chow's lowest tile)")
        t = Tile(self.tile)
        offer = _whole(self.offer, "a meld's offer digit")
        if not isinstance(self.added, bool):
            raise HandError(f"added must be True or False, not {shorten(repr(self.added))}")
        if kind == CHOW and (t.is_honor or t.rank > 7):
            raise HandError(f"a chow is three tiles in a row of one suit: {t} cannot begin one "
                            "(its lowest tile is 1 to 7)")
        if kind == KONG:
            if offer not in (0, 1, 2, 3):
                raise HandError(f"bad offer for a kong: {offer} (0 concealed, 1-3 claimed from "
                                "left, across, right)")
            if self.added and offer == 0:
                raise HandError("an added kong (加杠) was a claimed pung: its offer is 1-3, not 0")
        else:
            if offer not in (1, 2, 3):
                what = "which tile was claimed" if kind == CHOW else "who discarded it"
                raise HandError(f"bad offer for a {kind}: {offer} (1-3 say {what})")
            if self.added:
                raise HandError(f"only a kong can be added onto a pung, not a {kind}")
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "tile", t)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == CHOW:
            return (self.tile, TILES[self.tile + 1], TILES[self.tile + 2])
        return (self.tile,) * (4 if self.kind == KONG else 3)

    @property
    def concealed(self) -> bool:
        """Only a concealed kong (暗杠) is a concealed meld."""
        return self.kind == KONG and self.offer == 0

    @property
    def is_kong(self) -> bool:
        return self.kind == KONG

    @property
    def digit(self) -> int | None:
        """The offer digit the notation writes (None when it writes none)."""
        if self.kind == KONG:
            if self.offer == 0:
                return None
            return self.offer + 4 if self.added else self.offer
        return None if self.offer == 1 else self.offer

    def __str__(self) -> str:
        digit = self.digit
        return f"[{format_tiles(self.tiles)}{'' if digit is None else digit}]"

    def __repr__(self) -> str:
        return f"Meld('{self}')"


@dataclass(frozen=True)
class Hand:
    """Melds, standing tiles and (for a complete hand) the winning tile.

    ``standing`` excludes the winning tile and is kept sorted. ``winning`` is None for a hand
    waiting to win (13 tiles counting each meld as three); a complete hand has 14. Tiles may be
    given as Tile, as their notation ('5m') or as their index. ``Hand("[123m1]...")`` reads
    the notation, like :func:`mjlib.parse`.
    """

    melds: tuple[Meld, ...]
    standing: tuple[Tile, ...] | None = None
    winning: Tile | None = None

    def __post_init__(self):
        if isinstance(self.melds, str):
            if self.standing is not None or self.winning is not None:
                raise HandError("a hand written in the notation takes no other argument")
            from .notation import parse

            h = parse(self.melds)
            for name in ("melds", "standing", "winning"):
                object.__setattr__(self, name, getattr(h, name))
            return
        if not isinstance(self.melds, (tuple, list)) or \
                not all(isinstance(m, Meld) for m in self.melds):
            raise HandError(f"a hand's melds are a tuple of Meld, not {shorten(repr(self.melds))}")
        if not isinstance(self.standing, (tuple, list)):
            raise HandError(f"a hand's standing tiles are a tuple of tiles, not "
                            f"{shorten(repr(self.standing))}")
        melds = tuple(self.melds)
        standing = tuple(sorted(Tile(t) for t in self.standing))
        winning = None if self.winning is None else Tile(self.winning)
        check_tiles(melds, standing + (() if winning is None else (winning,)))
        n = SET_SIZE * len(melds) + len(standing)
        need = HAND_SIZE - 1
        if n != need:
            what = "with its winning tile" if winning is not None else "waiting to win"
            raise HandError(f"a hand {what} holds {need} tiles besides the winning tile (each "
                            f"meld counting as three); this one {n}")
        object.__setattr__(self, "melds", melds)
        object.__setattr__(self, "standing", standing)
        object.__setattr__(self, "winning", winning)

    @classmethod
    def parse(cls, text: str) -> "Hand":
        from .notation import parse

        return parse(text)

    def __str__(self) -> str:
        from .notation import format_hand

        return format_hand(self)

    def __repr__(self) -> str:
        return f"Hand('{self}')"

    @property
    def concealed_tiles(self) -> tuple[Tile, ...]:
        """Standing tiles plus the winning tile."""
        if self.winning is None:
            return self.standing
        return self.standing + (self.winning,)

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        out: list[Tile] = []
        for m in self.melds:
            out.extend(m.tiles)
        out.extend(self.concealed_tiles)
        return tuple(out)

    @property
    def is_complete(self) -> bool:
        return self.winning is not None

    def without_winning(self) -> "Hand":
        return Hand(self.melds, self.standing, None)
