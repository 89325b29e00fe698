"""The errors mjlib raises for bad input."""

from __future__ import annotations

SHOWN = 80  # characters of a long input shown in a message


def shorten(text: str, limit: int = SHOWN) -> str:
    """``text`` cut to about ``limit`` characters, saying how long it was."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text):,} characters)"


def shown(value, limit: int = SHOWN) -> str:
    """``repr(value)`` for a message, cut to about ``limit`` characters; a whole number too long
    to print is named by its size."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a number of {value.bit_length()} bits"
    try:
        text = repr(value)
    except Exception:  # a repr that fails says nothing useful about the value
        text = f"a {type(value).__name__}"
    return shorten(text, limit)


class HandError(ValueError):
    """A hand string or a win context that mjlib refuses, with what is wrong and where.

    ``position`` is the index in the hand string where the problem was found (or None when
    the problem is not tied to one place, such as a contradictory flag). ``field`` names the
    part of the win context (a field of :class:`mjlib.Win`) that contradicts the hand, when that
    is the problem. The message shows at most the start of a long input.
    """

    def __init__(self, message: str, text: str | None = None, position: int | None = None,
                 field: str | None = None):
        self.message = message
        self.text = text
        self.position = position
        self.field = field
        super().__init__(self._render())

    def _render(self) -> str:
        if self.text is None or self.position is None:
            return self.message
        return f"{self.message} (at position {self.position} of {shown(self.text)})"


class NotWinningError(HandError):
    """A hand that parses but whose tiles do not form a winning hand."""
