"""The errors mjlib raises for bad input, each written in English and in Chinese.

``str(error)`` is the text of the language mjlib writes in now (:func:`mjlib.use_language`):
English by default, Chinese alone after ``use_language("zh")``; ``error.en`` and ``error.zh`` are
both, whatever the language.

>>> e = HandError("the hand is empty", "  ", 0, zh="手牌是空的")
>>> e.en
"the hand is empty (at character 1 of '  ')"
>>> e.zh
"手牌是空的（在 '  ' 的第1个字）"

A message counts characters as a reader does, from 1; ``error.position`` is the index into the
text, from 0.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import TypeGuard

SHOWN = 80  # characters of a long input shown in a message


# Whether mjlib writes Chinese now. The setting is mjlib.vocabulary's, a module that raises these
# errors and so sits above this one: it hands its chinese() over here when it is loaded.
_chinese: list[Callable[[], bool]] = [lambda: False]


def follow_language(chinese: Callable[[], bool]) -> None:
    """Take ``chinese()`` (True while mjlib writes Chinese) as what ``str(error)`` follows."""
    _chinese[0] = chinese


def shorten(text: str, limit: int = SHOWN, zh: bool = False) -> str:
    """``text`` cut to about ``limit`` characters, saying how long it was (in Chinese with
    ``zh``)."""
    if len(text) <= limit:
        return text
    if zh:
        return f"{text[:limit]}…（共 {len(text):,} 个字符）"
    return f"{text[:limit]}… ({len(text):,} characters)"


def shown(value: object, limit: int = SHOWN, zh: bool = False) -> str:
    """``repr(value)`` for a message, cut to about ``limit`` characters; a whole number too long
    to print is named by its size. With ``zh`` what is said about it is said in Chinese."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        if zh:
            return f"一个 {value.bit_length()} 位的整数"
        return f"a number of {value.bit_length()} bits"
    try:
        text = repr(value)
    except Exception:  # a repr that fails says nothing useful about the value
        text = f"一个 {type(value).__name__} 对象" if zh else f"a {type(value).__name__}"
    return shorten(text, limit, zh)


def shown_zh(value: object, limit: int = SHOWN) -> str:
    """:func:`shown` for a Chinese message."""
    return shown(value, limit, zh=True)


def is_one_of(value: object, choices: Container[str]) -> TypeGuard[str]:
    """Whether ``value`` is a string among ``choices`` (a dict's keys, a tuple of names). Safe for
    any value: ``value in choices`` itself raises TypeError on a list, a dict or a numpy array."""
    return isinstance(value, str) and value in choices


def boolean(value: object, name: str) -> bool:
    """``value`` if it is True or False; otherwise HandError naming the argument ``name``."""
    if not isinstance(value, bool):
        raise HandError(f"{name} must be True or False, not {shown(value)}",
                        zh=f"{name} 只能是 True 或 False，不能是 {shown_zh(value)}")
    return value


def whole(value: object, name: str, name_zh: str, low: int = 0, high: int | None = None) -> int:
    """``value`` if it is a whole number (an int, not a bool) from ``low`` (to ``high``);
    otherwise HandError naming the argument (``name``; ``name_zh`` in the Chinese text).

    >>> whole(3, "index", "序号")
    3
    >>> whole(1.5, "index", "序号")
    Traceback (most recent call last):
    mjlib.errors.HandError: index must be a whole number from 0, not 1.5
    """
    if isinstance(value, bool) or not isinstance(value, int) or value < low or \
            (high is not None and value > high):
        if high is None:
            raise HandError(f"{name} must be a whole number from {low}, not {shown(value)}",
                            zh=f"{name_zh}须是从 {low} 起的整数，不能是 {shown_zh(value)}")
        top = f"2**{high.bit_length()} - 1" if high > 2**32 and high & (high + 1) == 0 else high
        raise HandError(f"{name} must be a whole number from {low} to {top}, not {shown(value)}",
                        zh=f"{name_zh}须是 {low} 到 {top} 的整数，不能是 {shown_zh(value)}")
    return value


class HandError(ValueError):
    """A hand string or a win context that mjlib refuses, with what is wrong and where.

    ``HandError(message, text, position, field, zh=...)``: ``message`` is the English, ``zh`` its
    Chinese (without it the English stands for both). ``position`` is the index in the hand
    string ``text`` where the problem was found, from 0 (or None when the problem is not tied to
    one place, such as a contradictory flag); both texts name it counting from 1, as a reader
    counts ("character 12", "第12个字"). ``field`` names the part of the win
    context (a field of :class:`mjlib.Win`) that contradicts the hand, when that is the problem.
    The message shows at most the start of a long input.

    ``message`` / ``message_zh`` are the texts as given; ``en`` / ``zh`` the whole texts, with
    the position; ``str()`` the current language's.
    """

    def __init__(self, message: str, text: str | None = None, position: int | None = None,
                 field: str | None = None, *, zh: str | None = None) -> None:
        self.message = message
        self.message_zh = message if zh is None else zh
        self.text = text
        self.position = position
        self.field = field
        super().__init__(self.en)

    @property
    def en(self) -> str:
        """The English text, with the position when there is one."""
        if self.text is None or self.position is None:
            return self.message
        return f"{self.message} (at character {self.position + 1} of {shown(self.text)})"

    @property
    def zh(self) -> str:
        """The Chinese text, with the position when there is one."""
        if self.text is None or self.position is None:
            return self.message_zh
        return f"{self.message_zh}（在 {shown_zh(self.text)} 的第{self.position + 1}个字）"

    def __str__(self) -> str:
        return self.zh if _chinese[0]() else self.en


class NotWinningError(HandError):
    """A hand that parses but whose tiles do not form a winning hand."""
