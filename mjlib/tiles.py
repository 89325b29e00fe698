"""The 34 kinds of tile, as small ints that print in the hand notation.

Index order is the one the notation sorts by: 1m..9m, 1s..9s, 1p..9p, then E S W N C F P.

>>> tile("5m"), tile("C"), tile("5z")
(Tile('5m'), Tile('C'), Tile('C'))
>>> Tile("5p").zh, Tile("E").is_wind
('五饼', True)
"""

from __future__ import annotations

import re

from collections.abc import Iterable

from .errors import HandError, shown, shown_zh

SUITS = "msp"
HONORS = "ESWNCFP"  # also the order of 1z..7z: 5z is 中 C
SUIT_ZH = {"m": "万", "s": "条", "p": "饼"}
HONOR_ZH = {"E": "东", "S": "南", "W": "西", "N": "北", "C": "中", "F": "发", "P": "白"}
RANK_ZH = "一二三四五六七八九"

# The index ranges of the tile groups.
SUIT_SIZE = 9                           # ranks 1..9 of one suit
FIRST_HONOR = 3 * SUIT_SIZE             # 27: E
FIRST_DRAGON = FIRST_HONOR + 4          # 31: C
KINDS = FIRST_HONOR + len(HONORS)       # 34 kinds of tile
COPIES = 4                              # copies of each kind in the set

_HOW = "write 1-9 with m/s/p, one of E S W N C F P, or 1z-7z"
_HOW_ZH = "牌写作 1-9 加 m/s/p，或 E S W N C F P 之一，或 1z-7z"


class Tile(int):
    """One kind of tile (0..33). ``str(tile)`` is its notation: ``5m``, ``E``, ``C``.

    ``Tile("5m")`` reads the notation; ``Tile(4)`` is the tile of that index. Anything else raises
    HandError.
    """

    __slots__ = ()

    def __new__(cls, value: object) -> Tile:
        if type(value) is Tile and 0 <= value < KINDS:
            return value
        if isinstance(value, str):
            return tile(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise HandError(f"{shown(value)} is not a tile: {_HOW}",
                            zh=f"{shown_zh(value)} 不是牌：{_HOW_ZH}")
        if not 0 <= value < KINDS:
            raise HandError(f"tile index {int(value)} is out of range: tiles are 0..{KINDS - 1}",
                            zh=f"牌的编号 {int(value)} 超出范围：编号是 0..{KINDS - 1}")
        return int.__new__(cls, value)

    @property
    def suit(self) -> str:
        """'m', 's', 'p' for suited tiles, 'z' for honors."""
        return SUITS[self // SUIT_SIZE] if self < FIRST_HONOR else "z"

    @property
    def rank(self) -> int:
        """1..9 for suited tiles, 0 for honors."""
        return self % SUIT_SIZE + 1 if self < FIRST_HONOR else 0

    @property
    def is_honor(self) -> bool:
        return self >= FIRST_HONOR

    @property
    def is_wind(self) -> bool:
        return FIRST_HONOR <= self < FIRST_DRAGON

    @property
    def is_dragon(self) -> bool:
        return self >= FIRST_DRAGON

    @property
    def is_terminal_or_honor(self) -> bool:
        return self >= FIRST_HONOR or self % SUIT_SIZE in (0, SUIT_SIZE - 1)

    @property
    def written_zh(self) -> str:
        """The tile as a Chinese message writes it: ``5万``, ``3条``, ``7饼``, ``东``, ``中``."""
        if self >= FIRST_HONOR:
            return HONOR_ZH[HONORS[self - FIRST_HONOR]]
        return f"{self.rank}{SUIT_ZH[self.suit]}"

    @property
    def zh(self) -> str:
        if self >= FIRST_HONOR:
            return HONOR_ZH[HONORS[self - FIRST_HONOR]]
        return RANK_ZH[self % SUIT_SIZE] + SUIT_ZH[self.suit]

    def __str__(self) -> str:
        return HONORS[self - FIRST_HONOR] if self >= FIRST_HONOR else f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Tile('{self}')"

    def __reduce__(self) -> tuple[type[Tile], tuple[int]]:
        return (Tile, (int(self),))


TILES: tuple[Tile, ...] = tuple(int.__new__(Tile, i) for i in range(KINDS))
WINDS: tuple[Tile, ...] = TILES[FIRST_HONOR:FIRST_DRAGON]
DRAGONS: tuple[Tile, ...] = TILES[FIRST_DRAGON:]


def tile(text: object) -> Tile:
    """The tile written ``text``, as the notation writes one tile: ``'5m'``, ``'E'``, ``'5z'``.

    >>> tile("9s"), tile("1z")
    (Tile('9s'), Tile('E'))
    >>> tile("0m")
    Traceback (most recent call last):
    mjlib.errors.HandError: '0m' is not a tile: write 1-9 with m/s/p, one of E S W N C F P, or 1z-7z
    """
    if isinstance(text, Tile):
        return Tile(text)
    if not isinstance(text, str):
        raise HandError(f"{shown(text)} is not a tile: {_HOW}",
                        zh=f"{shown_zh(text)} 不是牌：{_HOW_ZH}")
    if len(text) == 1 and text in HONORS:
        return TILES[FIRST_HONOR + HONORS.index(text)]
    if len(text) == 2 and text[0] in "123456789" and text[1] in SUITS:
        return TILES[SUITS.index(text[1]) * SUIT_SIZE + int(text[0]) - 1]
    if len(text) == 2 and text[0] in "1234567" and text[1] == "z":
        return TILES[FIRST_HONOR + int(text[0]) - 1]
    raise HandError(f"{shown(text)} is not a tile: {_HOW}", zh=f"{shown_zh(text)} 不是牌：{_HOW_ZH}")


def wind(letter: str) -> Tile:
    """The wind tile for 'E', 'S', 'W' or 'N'."""
    if not isinstance(letter, str) or letter not in "ESWN" or len(letter) != 1:
        raise HandError(f"a wind is one of 'E', 'S', 'W', 'N', not {shown(letter)}",
                        zh=f"风只能是 'E'、'S'、'W'、'N' 之一，不能是 {shown_zh(letter)}")
    return TILES[FIRST_HONOR + "ESWN".index(letter)]


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Tiles in notation, a run of one suit sharing its letter: ``[1m,2m,E]`` -> ``12mE``."""
    out: list[str] = []
    run_suit: str | None = None
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

# the public names; format_tiles and the index constants are the package's own helpers
__all__ = ["Tile", "tile", "wind", "zh_written", "TILES", "WINDS", "DRAGONS", "SUITS", "HONORS", "KINDS",
           "COPIES"]


# a group or tiles written in the notation inside a Chinese sentence: 123m, [EEE], [CCC2], 55p,
# NN, 69pESWNCP (honor letters stand apart from other Latin letters, not from Chinese ones, a
# claim's digit or the suit letter before them). The lookahead only names the characters a match
# can begin with, so that the search skips the others at once (most of a sentence is Chinese).
WRITTEN = re.compile(r"(?=[\[0-9ESWNCFP])\[?(?:[0-9]+[mps]|(?:(?<=[0-9][mps])|(?<![A-Za-z]))[ESWNCFP]+(?![A-Za-z]))+\]?")


def zh_written(text: str) -> str:
    """A Chinese sentence with the tiles it writes in the notation written with Chinese suits and
    honors: ``[456p]与123p已组合过`` → ``[456饼]与123饼已组合过``."""
    if not isinstance(text, str):
        raise HandError(f"zh_written() takes a text, not {shown(text)}",
                        zh=f"zh_written() 须是文字，不能是 {shown_zh(text)}")
    return WRITTEN.sub(_chinese, text)


# the notation's suit and honor letters as Chinese writes them, letter for letter
_ZH_LETTERS = str.maketrans(SUIT_ZH | HONOR_ZH)


def _chinese(m: re.Match) -> str:
    return m.group(0).translate(_ZH_LETTERS)
