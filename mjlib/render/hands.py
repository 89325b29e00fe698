"""draw_hand: the hand alone, as players lay it out."""

from __future__ import annotations

from ..hand import Hand
from ..notation import parse
from . import style
from .canvas import Canvas, MahjongFigure
from .layout import draw_row, flowers_badge, hand_slots


def split(hand_or_result):
    """(hand, result or None) from a Hand, a Result or a hand string."""
    if isinstance(hand_or_result, str):
        return parse(hand_or_result), None
    if isinstance(hand_or_result, Hand):
        return hand_or_result, None
    if hasattr(hand_or_result, "hand") and hasattr(hand_or_result, "reading"):
        return hand_or_result.hand, hand_or_result
    raise TypeError(f"expected a Hand, a Result or a hand string, not {type(hand_or_result).__name__}")


def draw_hand(hand_or_result, *, title: bool = True, flowers: int | None = None) -> MahjongFigure:
    """The hand alone: standing tiles, the winning tile set apart, the melds with the claimed
    tile turned sideways (a concealed kong shows its outer tiles face down), the flowers as a
    count badge. Takes a Hand, a Result or a hand string; returns a matplotlib Figure."""
    hand, result = split(hand_or_result)
    if flowers is None:
        flowers = result.context.flowers if result is not None else 0
    c = Canvas()
    y = 0.0
    if title:
        c.text(0, y, str(hand), size=style.HEAD, va="top", color=style.MUTED, gid="title")
        y += style.HEAD * 1.25 / 72 + 0.12
    draw_row(c, 0, y, hand_slots(hand))
    if flowers:
        flowers_badge(c, c.right + style.WIN_GAP, y + 0.3 + style.TILE_H / 2 + 0.07, flowers)
    return c.finish()
