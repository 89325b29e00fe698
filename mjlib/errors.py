"""The errors mjlib raises for bad input."""

from __future__ import annotations


class HandError(ValueError):
    """A hand string or a win context that mjlib refuses, with what is wrong and where.

    ``position`` is the index in the hand string where the problem was found (or None when
    the problem is not tied to one place, such as a contradictory flag).
    """

    def __init__(self, message: str, text: str | None = None, position: int | None = None):
        self.message = message
        self.text = text
        self.position = position
        super().__init__(self._render())

    def _render(self) -> str:
        if self.text is None or self.position is None:
            return self.message
        return f"{self.message} (at position {self.position} of {self.text!r})"


class NotWinningError(HandError):
    """A hand that parses but whose tiles do not form a winning hand."""
