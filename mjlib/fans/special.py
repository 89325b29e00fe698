"""特殊系列: nine gates, the chicken hand and flowers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Fan, Match, declare, whole
from ..tiles import SUIT_SIZE

if TYPE_CHECKING:
    from ..view import ReadingView

FANS: list[Fan] = []
F = "special"

NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


@declare(FANS, "nine_gates", "九莲宝灯", "Nine Gates", 88, F)
def nine_gates(view: ReadingView) -> list[Match]:
    hand = view.facts.hand
    if hand.melds or view.facts.has_honors or len(view.facts.suits) != 1:
        return []
    assert hand.winning is not None  # the scorer reads complete hands
    suit = hand.winning // SUIT_SIZE
    counts = [0] * SUIT_SIZE
    for t in hand.standing:
        counts[t - SUIT_SIZE * suit] += 1
    return whole(tuple(counts) == NINE_GATES)


# Counted by the scorer, not detected: a hand with no other fan, and one fan per flower.
@declare(FANS, "chicken_hand", "无番和", "Chicken Hand", 8, F)
def chicken_hand(view: ReadingView) -> list[Match]:
    return []


@declare(FANS, "flower_tiles", "花牌", "Flower Tiles", 1, F)
def flower_tiles(view: ReadingView) -> list[Match]:
    return []
