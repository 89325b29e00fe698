"""The hand notation MCR players paste between tools, read character by character.

``[567m2]`` is a chow claimed on its second tile, ``[999s3]`` a pung from the right, ``[8888p]`` a
concealed kong, ``[8888p1]`` a claimed kong, ``[8888p5]`` a kong added onto a pung claimed from the
left (the digit after a meld's tiles is its offer digit, ``[567m,2]`` with a comma too). Standing
tiles follow (or surround) the melds; the last one written is the winning tile.

- Suited tiles: digits 1-9, then the suit: ``m`` 万 characters, ``s`` 条 bamboo, ``p`` 饼 dots.
  The Chinese suit characters are read too: ``123万``, ``456条``, ``789饼`` (or ``789筒``).
- Honors: ``E S W N`` and ``C`` 中, ``F`` 发, ``P`` 白; or the characters 东 南 西 北 中 发 白; or
  ``1z``-``7z`` in that Chinese order (``5z`` is 中, not tenhou's 白).
- Digits are the ASCII digits 0-9 only; ``0`` is refused (MCR has no red fives).
- Between tiles and melds a space, a tab, a no-break space or an ideographic space (what a Chinese
  keyboard types) may stand, and at either end; any other character, a control character
  included, is an error naming it and its position.

This module only reads characters into tiles and bracketed groups (:func:`lex`); what a group
is (chow, pung, kong) and whether the hand is legal is :mod:`mjlib.hand`'s to say.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import NamedTuple

from .errors import HandError, boolean, shown, shown_zh
from .tiles import FIRST_HONOR, HONORS, SUIT_SIZE, SUITS, TILES, Tile

# The longest hand string read: a legal hand needs about 40 characters, spaces between tiles
# about 60; anything much longer is refused before it is read.
MAX_LENGTH = 200
DIGITS = "123456789"
SUIT_OF = {"m": "m", "s": "s", "p": "p", "万": "m", "条": "s", "饼": "p", "筒": "p"}
HONOR_OF = dict(zip(HONORS, HONORS)) | dict(zip("东南西北中发白", HONORS))
SEPARATORS = " \t\u00a0\u3000"  # space, tab, no-break space, ideographic space


class Written(NamedTuple):
    """A standing tile as written, with the position of its digit (or honor)."""

    tile: Tile
    at: int


class Group(NamedTuple):
    """A bracketed group as written: its tiles (each with its position), its offer digit (or
    None), where its ``[`` is, and where its digit is."""

    tiles: tuple[Written, ...]
    digit: int | None
    at: int
    digit_at: int | None


def describe(ch: str, zh: bool = False) -> str:
    """A character as an error message names it: ``'²' (U+00B2 SUPERSCRIPT TWO)``; with ``zh``
    in a Chinese message, ``'²'（U+00B2 SUPERSCRIPT TWO）``."""
    if not isinstance(ch, str) or len(ch) != 1:
        raise HandError(f"describe() takes one character, not {shown(ch)}",
                        zh=f"describe() 只接受一个字符，不能是 {shown_zh(ch)}")
    boolean(zh, "zh")
    if ch.isascii() and ch.isprintable():
        return repr(ch)
    control = unicodedata.category(ch).startswith("C")
    name = unicodedata.name(ch, "")
    if zh:
        name = name or ("控制字符" if control else "")
        return f"{ch!r}（U+{ord(ch):04X}{' ' + name if name else ''}）"
    name = name or ("a control character" if control else "")
    return f"{ch!r} (U+{ord(ch):04X}{' ' + name if name else ''})"


WHAT_ZH = {"a hand": "手牌", "a meld": "副露"}  # what check_text and lex are given, in Chinese


def check_text(text: object, what: str = "a hand") -> None:
    """A string of at most MAX_LENGTH characters; HandError otherwise."""
    if not isinstance(what, str):
        raise HandError(f"what (the name of what is written) is a text, not {shown(what)}",
                        zh=f"what（所写内容的名称）须是文字，不能是 {shown_zh(what)}")
    what_zh = WHAT_ZH.get(what, what)
    if not isinstance(text, str):
        raise HandError(f"{what} is written as a string, not {type(text).__name__}",
                        zh=f"{what_zh}须写成字符串，不能是 {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise HandError(f"{what} is written in at most {MAX_LENGTH} characters; this text has "
                        f"{len(text):,}", text, 0,
                        zh=f"{what_zh}最多写 {MAX_LENGTH} 个字符，这段文字有 {len(text):,} 个")


def _unexpected(text: str, i: int, where: str) -> HandError:
    ch = text[i]
    hint = hint_zh = ""
    if ch in "eswncfp":
        hint, hint_zh = " (honors are uppercase: E S W N C F P)", "：字牌用大写字母 E S W N C F P"
    elif ch in "[]":
        hint, hint_zh = ((" (brackets cannot be nested)", "：方括号不能嵌套") if where == "meld"
                         else (" (unmatched bracket)", "：方括号不成对"))
    elif ch.isdigit():
        hint, hint_zh = " (write the digits 1-9 as plain ASCII digits)", "：数字请用半角的 1-9"
    elif ch.isspace():
        hint, hint_zh = " (tiles may be separated by spaces only)", "：牌与牌之间只能用空格隔开"
    return HandError(f"unexpected character {describe(ch)}{hint}", text, i,
                     zh=f"无法识别的字符 {describe(ch, zh=True)}{hint_zh}")


def _tiles(text: str, start: int, stop: int, where: str) -> Iterator[Written]:
    """Yield Written tiles for the tiles written in text[start:stop]."""
    digits: list[tuple[str, int]] = []
    for i in range(start, stop):
        ch = text[i]
        if ch in DIGITS:
            digits.append((ch, i))
        elif ch == "0":
            raise HandError("'0' is not a tile: MCR has no red fives, write 5", text, i,
                            zh="'0' 不是牌：国标麻将没有赤五，请写 5")
        elif ch in SUIT_OF or ch == "z":
            if not digits:
                raise HandError(f"suit letter {ch!r} has no digits before it", text, i,
                                zh=f"花色 {ch!r} 前面没有数字")
            for d, pos in digits:
                if ch == "z":
                    if d not in "1234567":
                        raise HandError(
                            f"'{d}z' is not an honor: 1z-7z are E S W N C F P (Chinese order; 5z "
                            "is 中)", text, pos,
                            zh=f"'{d}z' 不是字牌：1z-7z 依次是东南西北中发白，5z 是中")
                    yield Written(TILES[FIRST_HONOR + int(d) - 1], pos)
                else:
                    yield Written(TILES[SUITS.index(SUIT_OF[ch]) * SUIT_SIZE + int(d) - 1], pos)
            digits = []
        elif ch in HONOR_OF:
            if digits:
                raise HandError(f"digits before {ch!r} have no suit letter", text, digits[0][1],
                                zh=f"{ch!r} 前面的数字没有花色字母")
            yield Written(TILES[FIRST_HONOR + HONORS.index(HONOR_OF[ch])], i)
        elif ch in SEPARATORS:
            if digits:
                raise HandError("digits before a space have no suit letter", text, digits[0][1],
                                zh="空格前面的数字没有花色字母")
        else:
            raise _unexpected(text, i, where)
    if digits:
        raise HandError("digits at the end have no suit letter", text, digits[0][1],
                        zh="末尾的数字没有花色字母")


def _group(text: str, open_at: int, close_at: int) -> Group:
    """The group written between the brackets at open_at and close_at."""
    stop, digit, digit_at = close_at, None, None
    if stop > open_at + 1 and text[stop - 1] in "0123456789":
        # a trailing digit is the offer digit: tiles always end in a suit or an honor
        digit, digit_at = int(text[stop - 1]), stop - 1
        stop -= 1
        if text[stop - 1] == ",":
            stop -= 1
    return Group(tuple(_tiles(text, open_at + 1, stop, "meld")), digit, open_at, digit_at)


def lex(text: str, what: str = "a hand") -> Iterator[Group | Written]:
    """Yield the groups and standing tiles of ``text`` in the order written (Group and
    Written), so that a reader who checks each item as it comes reports the first problem of
    the text first."""
    check_text(text, what)
    i, n = 0, len(text)
    while i < n:
        if text[i] == "[":
            close = text.find("]", i + 1)
            nested = text.find("[", i + 1)
            if close < 0:
                raise HandError("'[' is never closed", text, i, zh="'[' 没有对应的 ']'")
            if 0 <= nested < close:
                raise HandError("brackets cannot be nested", text, nested, zh="方括号不能嵌套")
            yield _group(text, i, close)
            i = close + 1
            continue
        j = i
        while j < n and text[j] != "[":
            j += 1
        yield from _tiles(text, i, j, "standing")
        i = j


__all__ = ["lex", "check_text", "describe", "Group", "Written", "MAX_LENGTH", "SEPARATORS"]
