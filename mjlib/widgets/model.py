"""The hand builder's state, without any widget: melds, concealed tiles, the win context, the rules.

Every action builds a candidate state and checks it whole before it replaces the current one, so
a refused action (a fifth copy of a tile, a fifteenth tile, a flag that contradicts the hand, a
string that does not parse) raises :class:`mjlib.HandError` and leaves the state as it was.

The concealed tiles are kept in the order they were added: when the hand holds 14 tiles (each meld
counting as three) the last of them is the winning tile, as in the notation, where the last
standing tile written wins.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..context import make_context
from ..errors import HandError, NotWinningError
from ..hand import CHOW, KONG, PUNG, Hand, Meld
from ..notation import read
from ..rules import PRESETS, Rules
from ..score import score
from ..tiles import TILES, Tile, format_tiles, tile as tile_named
from ..waits import waits

FULL = 14  # tiles in a complete hand, each meld counting as three
KINDS = (CHOW, PUNG, KONG)
BOOL_FLAGS = ("self_drawn", "fourth_tile", "about_kong", "wall_last")
DEFAULT_FLAGS = {"self_drawn": False, "fourth_tile": False, "about_kong": False,
                 "wall_last": False, "seat_wind": "E", "prevalent_wind": "E", "flowers": 0}
# What the offer digit of a meld may be, as the notation writes it.
OFFERS = {CHOW: (1, 2, 3), PUNG: (1, 2, 3), KONG: (0, 1, 2, 3, 5, 6, 7)}
DEFAULT_OFFER = {CHOW: 1, PUNG: 1, KONG: 0}


def as_tile(t) -> Tile:
    """A Tile from a Tile, its index or its notation ('5m', 'E')."""
    if isinstance(t, Tile):
        return t
    if isinstance(t, int) and not isinstance(t, bool) and 0 <= t < len(TILES):
        return TILES[t]
    if isinstance(t, str):
        return tile_named(t.strip())
    raise HandError(f"{t!r} is not a tile: write 1-9 with m/s/p, or one of E S W N C F P")


def notation(melds, tiles) -> str:
    """The hand string: melds, the standing tiles sorted, then the winning tile when complete."""
    head = "".join(str(m) for m in melds)
    if 3 * len(melds) + len(tiles) == FULL and tiles:
        return head + format_tiles(sorted(tiles[:-1])) + format_tiles(tiles[-1:])
    return head + format_tiles(sorted(tiles))


@dataclass
class Outcome:
    """What the current state amounts to.

    ``kind`` is one of "empty", "short" (fewer than 13 tiles), "waiting" (13 tiles: ``waits``
    lists the tiles that complete it, maybe none), "not-winning" (14 tiles that form no winning
    shape: ``waits`` are those of the hand without its winning tile), "scored" (``result``), or
    "refused" (the scorer refused the state: ``error``).
    """

    kind: str
    hand: Hand | None = None
    count: int = 0
    missing: int = 0
    waits: list = field(default_factory=list)
    result: object = None
    error: str = ""


@dataclass
class BuilderModel:
    """The state the hand builder edits, and one method per action."""

    melds: list = field(default_factory=list)
    tiles: list = field(default_factory=list)  # concealed tiles, in the order added
    flags: dict = field(default_factory=lambda: dict(DEFAULT_FLAGS))
    rules: str = "green-book"
    pending: tuple | None = None  # (kind, offer digit) of a meld being built

    # reading the state ------------------------------------------------------------------------
    @property
    def count(self) -> int:
        """Tiles in hand, each meld counting as three."""
        return 3 * len(self.melds) + len(self.tiles)

    @property
    def complete(self) -> bool:
        return self.count == FULL

    @property
    def winning(self) -> Tile | None:
        return self.tiles[-1] if self.complete and self.tiles else None

    @property
    def standing(self) -> list:
        """The concealed tiles without the winning tile, sorted."""
        return sorted(self.tiles[:-1] if self.complete else self.tiles)

    @property
    def text(self) -> str:
        return notation(self.melds, self.tiles)

    def hand(self) -> Hand:
        return Hand(tuple(self.melds), tuple(self.standing), self.winning)

    def score_kwargs(self) -> dict:
        return dict(self.flags, rules=self.rules)

    def key(self) -> tuple:
        """Everything the output depends on."""
        return (self.text, tuple(sorted(self.flags.items())), self.rules)

    def copies_left(self) -> dict:
        """{tile: copies not yet in the hand} for every tile."""
        used = Counter()
        for m in self.melds:
            used.update(m.tiles)
        used.update(self.tiles)
        return {t: 4 - used[t] for t in TILES}

    def evaluate(self) -> Outcome:
        """Score the hand when complete; otherwise say what it lacks and what it waits on."""
        hand = self.hand()
        n = self.count
        if n == 0:
            return Outcome("empty", hand, 0, FULL)
        if n < FULL - 1:
            return Outcome("short", hand, n, FULL - n)
        if n == FULL - 1:
            return Outcome("waiting", hand, n, 1, waits(hand))
        try:
            result = score(hand, **self.score_kwargs())
        except NotWinningError as e:
            return Outcome("not-winning", hand, n, 0, waits(hand.without_winning()), error=str(e))
        except HandError as e:
            return Outcome("refused", hand, n, 0, error=str(e))
        return Outcome("scored", hand, n, 0, result=result)

    # checking a candidate ---------------------------------------------------------------------
    def _check(self, melds, tiles, flags=None, rules=None) -> None:
        flags = self.flags if flags is None else flags
        if len(melds) > 4:
            raise HandError("a hand holds at most four melds")
        n = 3 * len(melds) + len(tiles)
        if n > FULL:
            room = FULL - 3 * len(melds)
            raise HandError(f"too many tiles: {len(melds)} meld(s) leave room for {room} "
                            f"concealed tiles (the last one wins), not {len(tiles)}")
        used = Counter()
        for m in melds:
            used.update(m.tiles)
        used.update(tiles)
        over = sorted(t for t, c in used.items() if c > 4)
        if over:
            raise HandError(f"more than four copies of {format_tiles(over)}")
        _check_flags(flags)
        if rules is not None:
            Rules.named(rules)
        if n == FULL:
            hand = Hand(tuple(melds), tuple(sorted(tiles[:-1])), tiles[-1])
            make_context(hand, **flags)

    def _commit(self, melds=None, tiles=None, flags=None, rules=None) -> None:
        melds = list(self.melds if melds is None else melds)
        tiles = list(self.tiles if tiles is None else tiles)
        flags = dict(self.flags if flags is None else flags)
        self._check(melds, tiles, flags, rules)
        self.melds, self.tiles, self.flags = melds, tiles, flags
        if rules is not None:
            self.rules = rules

    # actions -----------------------------------------------------------------------------------
    def add_tile(self, t) -> None:
        """Add a concealed tile; the tile that completes the hand is its winning tile."""
        t = as_tile(t)
        if self.count >= FULL:
            raise HandError("the hand is complete (14 tiles): remove a tile before adding one")
        self._commit(tiles=self.tiles + [t])

    def remove_tile(self, t, *, winning: bool = False) -> None:
        """Remove one copy of a concealed tile: a standing copy, or the winning tile itself."""
        t = as_tile(t)
        tiles = list(self.tiles)
        if winning:
            if self.winning != t:
                raise HandError(f"{t} is not the winning tile")
            tiles.pop()
        else:
            last = len(tiles) - 1 if self.complete else len(tiles)
            at = [i for i, x in enumerate(tiles) if x == t]
            if not at:
                raise HandError(f"the hand holds no concealed {t}")
            standing = [i for i in at if i != last]
            tiles.pop(standing[0] if standing else at[-1])
        self._commit(tiles=tiles)

    def set_winning(self, t) -> None:
        """Make a concealed tile of the complete hand its winning tile."""
        t = as_tile(t)
        if not self.complete:
            raise HandError(f"the hand has {self.count} tiles: the winning tile is the 14th")
        if self.winning == t:
            return
        tiles = list(self.tiles)
        if t not in tiles:
            raise HandError(f"the hand holds no concealed {t} to win on")
        tiles.remove(t)
        self._commit(tiles=tiles + [t])

    def start_meld(self, kind: str, offer: int | None = None) -> None:
        """Begin a meld: the next tile chosen makes it (a chow's lowest tile).

        ``offer`` is the notation's digit: for a chow which tile was claimed (1-3); for a pung
        who discarded it (1 left, 2 across, 3 right); for a kong 0 concealed, 1-3 claimed from,
        5-7 added onto a pung claimed from left, across, right.
        """
        if kind not in KINDS:
            raise HandError(f"a meld is a chow, a pung or a kong, not {kind!r}")
        offer = DEFAULT_OFFER[kind] if offer is None else offer
        if offer not in OFFERS[kind]:
            raise HandError(f"bad offer digit {offer!r} for a {kind}: use one of "
                            f"{', '.join(map(str, OFFERS[kind]))}")
        if len(self.melds) >= 4:
            raise HandError("a hand holds at most four melds")
        if self.count + 3 > FULL:
            raise HandError(f"no room for a meld: the hand has {self.count} of 14 tiles")
        self.pending = (kind, offer)

    def cancel_meld(self) -> None:
        self.pending = None

    def commit_meld(self, t) -> Meld:
        """Make the meld begun by :meth:`start_meld` from tile ``t`` and add it."""
        if self.pending is None:
            raise HandError("no meld begun: choose chow, pung or kong first")
        kind, offer = self.pending
        t = as_tile(t)
        if kind == CHOW and (t.is_honor or t.rank > 7):
            raise HandError(f"a chow is three tiles in a row of one suit: {t} cannot begin one "
                            "(choose its lowest tile, 1 to 7)")
        if offer >= 5:
            meld = Meld(kind, t, offer - 4, added=True)
        else:
            meld = Meld(kind, t, offer)
        melds = self.melds + [meld]
        # a tile that completed the hand stays last: the winning tile is never inside a meld
        self._commit(melds=melds)
        self.pending = None
        return meld

    def remove_meld(self, index: int) -> None:
        if not isinstance(index, int) or not 0 <= index < len(self.melds):
            raise HandError(f"there is no meld number {index!r}")
        melds = list(self.melds)
        melds.pop(index)
        self._commit(melds=melds)

    def set_text(self, text: str) -> None:
        """Replace the hand by the one written ``text`` (an empty string clears it)."""
        melds, tiles = read(text)
        self._commit(melds=melds, tiles=tiles)
        self.pending = None

    def set_flag(self, name: str, value) -> None:
        """Set one part of the win context, or ``rules``."""
        if name == "rules":
            self.set_rules(value)
            return
        if name not in DEFAULT_FLAGS:
            raise HandError(f"unknown flag {name!r}: use one of {', '.join(DEFAULT_FLAGS)}, rules")
        self._commit(flags=dict(self.flags, **{name: value}))

    def set_rules(self, name) -> None:
        if not isinstance(name, str) or name not in PRESETS:
            raise HandError(f"unknown rules {name!r}: use one of {', '.join(PRESETS)}")
        self._commit(rules=name)

    def load(self, text: str, flags: dict | None = None) -> None:
        """A hand and its win context at once (flags not given go back to their defaults)."""
        if flags is not None and not isinstance(flags, dict):
            raise HandError(f"a hand's flags are a dict, not {type(flags).__name__}")
        flags = dict(flags or {})
        rules = flags.pop("rules", None)
        unknown = [k for k in flags if k not in DEFAULT_FLAGS]
        if unknown:
            raise HandError(f"unknown flag {unknown[0]!r}: use one of "
                            f"{', '.join(DEFAULT_FLAGS)}, rules")
        melds, tiles = read(text)
        self._commit(melds=melds, tiles=tiles, flags=dict(DEFAULT_FLAGS, **flags),
                     rules=self.rules if rules is None else rules)
        self.pending = None

    def clear(self) -> None:
        self._commit(melds=[], tiles=[])
        self.pending = None


def _check_flags(flags: dict) -> None:
    for name in BOOL_FLAGS:
        if not isinstance(flags[name], bool):
            raise HandError(f"{name} must be True or False, not {flags[name]!r}")
    for name in ("seat_wind", "prevalent_wind"):
        if flags[name] not in ("E", "S", "W", "N"):
            raise HandError(f"{name} must be one of 'E', 'S', 'W', 'N', not {flags[name]!r}")
    f = flags["flowers"]
    if isinstance(f, bool) or not isinstance(f, int) or not 0 <= f <= 8:
        raise HandError(f"flowers must be a whole number from 0 to 8, not {f!r}")
