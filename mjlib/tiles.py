"""The 34 kinds of tile, as small ints that print in the hand notation.

Index order is the one the notation sorts by: 1m..9m, 1s..9s, 1p..9p, then E S W N C F P.
"""

from __future__ import annotations

SUITS = "msp"
HONORS = "ESWNCFP"
SUIT_ZH = {"m": "万", "s": "条", "p": "饼"}
HONOR_ZH = {"E": "东", "S": "南", "W": "西", "N": "北", "C": "中", "F": "发", "P": "白"}
HONOR_EN = {"E": "East", "S": "South", "W": "West", "N": "North", "C": "Red", "F": "Green", "P": "White"}
RANK_ZH = "一二三四五六七八九"


class Tile(int):
    """One kind of tile (0..33). ``str(tile)`` is its notation: ``5m``, ``E``, ``C``."""

    __slots__ = ()

    @property
    def suit(self) -> str:
        """'m', 's', 'p' for suited tiles, 'z' for honors."""
        return SUITS[self // 9] if self < 27 else "z"

    @property
    def rank(self) -> int:
        """1..9 for suited tiles, 0 for honors."""
        return self % 9 + 1 if self < 27 else 0

    @property
    def is_honor(self) -> bool:
        return self >= 27

    @property
    def is_wind(self) -> bool:
        return 27 <= self <= 30

    @property
    def is_dragon(self) -> bool:
        return self >= 31

    @property
    def is_terminal(self) -> bool:
        return self < 27 and self % 9 in (0, 8)

    @property
    def is_terminal_or_honor(self) -> bool:
        return self >= 27 or self % 9 in (0, 8)

    @property
    def zh(self) -> str:
        if self >= 27:
            return HONOR_ZH[HONORS[self - 27]]
        return RANK_ZH[self % 9] + SUIT_ZH[self.suit]

    def __str__(self) -> str:
        return HONORS[self - 27] if self >= 27 else f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Tile('{self}')"


TILES: tuple[Tile, ...] = tuple(Tile(i) for i in range(34))
WINDS: tuple[Tile, ...] = TILES[27:31]
DRAGONS: tuple[Tile, ...] = TILES[31:34]


def tile(text: str) -> Tile:
    """The tile written ``text`` (``'5m'``, ``'E'``)."""
    if len(text) == 1 and text in HONORS:
        return TILES[27 + HONORS.index(text)]
    if len(text) == 2 and text[0] in "123456789" and text[1] in SUITS:
        return TILES[SUITS.index(text[1]) * 9 + int(text[0]) - 1]
    from .errors import HandError

    raise HandError(f"{text!r} is not a tile: write 1-9 with m/s/p, or one of E S W N C F P")


def wind(letter: str) -> Tile:
    """The wind tile for 'E', 'S', 'W' or 'N'."""
    from .errors import HandError

    if not isinstance(letter, str) or letter not in "ESWN" or len(letter) != 1:
        raise HandError(f"wind must be one of 'E', 'S', 'W', 'N', not {letter!r}")
    return TILES[27 + "ESWN".index(letter)]


def format_tiles(tiles) -> str:
    """Tiles in notation, a run of one suit sharing its letter: ``[1m,2m,E]`` -> ``12mE``."""
    out: list[str] = []
    run_suit = None
    for t in tiles:
        if t.is_honor:
            if run_suit:
                out.append(run_suit)
                run_suit = None
            out.append(str(t))
        else:
            if run_suit and run_suit != t.suit:
                out.append(run_suit)
            run_suit = t.suit
            out.append(str(t.rank))
    if run_suit:
        out.append(run_suit)
    return "".join(out)
