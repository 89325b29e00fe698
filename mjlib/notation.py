"""The hand notation MCR players paste between tools, read character by character.

``[567m2]`` is a chow claimed on its second tile, ``[999s3]`` a pung from the right, ``[8888p]`` a
concealed kong, ``[8888p1]`` a claimed kong, ``[8888p5]`` a kong added onto a pung claimed from the
left (the digit after a meld's tiles is its offer digit, ``[567m,2]`` with a comma too). Standing
tiles follow (or surround) the melds; the last one written is the winning tile.

- Suited tiles: digits 1-9, then the suit: ``m`` 万 characters, ``s`` 条 bamboo, ``p`` 饼 dots.
  The Chinese suit characters are read too, as players type them: ``123万`` (or ``萬``),
  ``456条`` (or ``索``, ``條``), ``789饼`` (or ``筒``, ``餅``).
- Honors: ``E S W N`` and ``C`` 中, ``F`` 发, ``P`` 白; or their Chinese words, one character or
  two: 东/东风, 南/南风, 西/西风, 北/北风, 中/红中, 发/发财 (or 發), 白/白板, traditional forms
  (東風, 紅中, 發財) too; or ``1z``-``7z`` in that Chinese order (``5z`` is 中, not tenhou's 白).
- Digits are the ASCII digits 0-9 only; ``0`` is refused (MCR has no red fives).
- Between tiles and melds a space, a tab, a no-break space or an ideographic space (what a Chinese
  keyboard types) may stand, and at either end; any other character, a control character
  included, is an error naming it and its place, counted from 1. A character is shown as it is,
  in quotes; one that cannot be seen (a control character, an unusual space) by its code,
  ``U+0007``.

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
SUIT_OF = {"m": "m", "s": "s", "p": "p", "万": "m", "萬": "m", "条": "s", "索": "s", "條": "s",
           "饼": "p", "筒": "p", "餅": "p"}
# every way an honor is written, one character or two, for the letters of HONORS (E S W N C F P)
HONOR_WORDS = {"E": ("东", "东风", "東", "東風"), "S": ("南", "南风", "南風"),
               "W": ("西", "西风", "西風"), "N": ("北", "北风", "北風"),
               "C": ("中", "红中", "紅中"), "F": ("发", "发财", "發", "發財"),
               "P": ("白", "白板")}
HONOR_OF = dict(zip(HONORS, HONORS)) | {word: letter for letter, words in HONOR_WORDS.items()
                                        for word in words}
# the second character of a two-character word, alone: what it is the end of
WORD_ENDS = {"风": ("东风", "南风", "西风", "北风"), "風": ("東風", "南風", "西風", "北風"),
             "红": ("红中",), "紅": ("紅中",), "财": ("发财",), "財": ("發財",), "板": ("白板",)}
# the Chinese characters of the notation: a text with one of them is written in Chinese
CHINESE = frozenset(ch for word in SUIT_OF.keys() | HONOR_OF.keys() for ch in word
                    if not ch.isascii())
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
    """A character as an error message names it: itself in quotes, ``'²'``, ``'萬'``; one that
    cannot be seen by its code and what it is, ``U+0007 (a control character)`` (with ``zh``
    in a Chinese message, ``U+0007（控制字符）``). Never its Unicode name, which a reader of
    Chinese would not know.

    >>> describe("²"), describe("\x07"), describe("\u200f", zh=True)
    ("'²'", 'U+0007 (a control character)', 'U+200F（不可见字符）')
    """
    if not isinstance(ch, str) or len(ch) != 1:
        raise HandError(f"describe() takes one character, not {shown(ch)}",
                        zh=f"describe() 只接受一个字符，不能是 {shown_zh(ch)}")
    boolean(zh, "zh")
    category = unicodedata.category(ch)
    if ch.isprintable() and not category.startswith("M"):
        return repr(ch)
    if category == "Cc":
        what, what_zh = "a control character", "控制字符"
    elif category.startswith("M"):
        what, what_zh = "a combining mark", "组合附加符号"
    elif category == "Zs":
        what, what_zh = "a space character", "空白字符"
    else:
        what, what_zh = "an invisible character", "不可见字符"
    return f"U+{ord(ch):04X}（{what_zh}）" if zh else f"U+{ord(ch):04X} ({what})"


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
    elif ch in WORD_ENDS:
        words = WORD_ENDS[ch]
        hint = f" ({ch!r} is read only in {' '.join(words)})"
        hint_zh = f"：{ch!r} 只用在 {'、'.join(words)} 里"
    return HandError(f"unexpected character {describe(ch)}{hint}", text, i,
                     zh=f"无法识别的字符 {describe(ch, zh=True)}{hint_zh}")


def written_in_chinese(text: object) -> bool:
    """Whether ``text`` is a string that writes a tile with a Chinese character (万, 条, 饼,
    东, 红中...).

    >>> written_in_chinese("123万456筒"), written_in_chinese("123m456p")
    (True, False)
    """
    return isinstance(text, str) and any(ch in CHINESE for ch in text)


def no_suit(text: str) -> tuple[str, str]:
    """What digits with no suit after them lack, in English and in Chinese: a suit letter, or to
    one who writes the suits in Chinese, a suit character (万, 条, 饼)."""
    if written_in_chinese(text):
        return "no suit character (万, 条 or 饼)", "没有花色字（万、条、饼）"
    return "no suit letter", "没有花色字母"


def _word_at(text: str, i: int, stop: int) -> str | None:
    """The honor word written at text[i] (two characters before one), or None."""
    if i + 2 <= stop and text[i:i + 2] in HONOR_OF:
        return text[i:i + 2]
    return text[i] if text[i] in HONOR_OF else None


def _tiles(text: str, start: int, stop: int, where: str) -> Iterator[Written]:
    """Yield Written tiles for the tiles written in text[start:stop]."""
    digits: list[tuple[str, int]] = []
    i = start
    while i < stop:
        ch = text[i]
        word = _word_at(text, i, stop)
        if ch in DIGITS:
            digits.append((ch, i))
        elif ch == "0":
            raise HandError("'0' is not a tile: MCR has no red fives, write 5", text, i,
                            zh="'0' 不是牌：国标麻将没有赤五，请写 5")
        elif ch in SUIT_OF or ch == "z":
            if not digits:
                what = "suit letter" if ch.isascii() else "suit character"
                raise HandError(f"{what} {ch!r} has no digits before it", text, i,
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
        elif word is not None:
            if digits:
                lack, lack_zh = no_suit(text)
                raise HandError(f"digits before {word!r} have {lack}", text, digits[0][1],
                                zh=f"{word!r} 前面的数字{lack_zh}")
            yield Written(TILES[FIRST_HONOR + HONORS.index(HONOR_OF[word])], i)
            i += len(word)
            continue
        elif ch in SEPARATORS:
            if digits:
                lack, lack_zh = no_suit(text)
                raise HandError(f"digits before a space have {lack}", text, digits[0][1],
                                zh=f"空格前面的数字{lack_zh}")
        else:
            raise _unexpected(text, i, where)
        i += 1
    if digits:
        lack, lack_zh = no_suit(text)
        raise HandError(f"digits at the end have {lack}", text, digits[0][1],
                        zh=f"末尾的数字{lack_zh}")


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


__all__ = ["lex", "check_text", "describe", "written_in_chinese", "Group", "Written", "MAX_LENGTH",
           "SEPARATORS", "SUIT_OF", "HONOR_WORDS"]
