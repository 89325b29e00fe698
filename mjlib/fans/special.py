"""特殊系列: nine gates, the chicken hand and flowers."""

from .base import declare, whole

FANS: list = []
F = "special"

NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


@declare(FANS, "nine_gates", "九莲宝灯", "Nine Gates", 88, F)
def nine_gates(v):
    hand = v.facts.hand
    if hand.melds or v.facts.has_honors or len(v.facts.suits) != 1:
        return []
    suit = hand.winning // 9
    counts = [0] * 9
    for t in hand.standing:
        counts[t - 9 * suit] += 1
    return whole(tuple(counts) == NINE_GATES)


# Counted by the scorer, not detected: a hand with no other fan, and one fan per flower.
@declare(FANS, "chicken_hand", "无番和", "Chicken Hand", 8, F)
def chicken_hand(v):
    return []


@declare(FANS, "flower_tiles", "花牌", "Flower Tiles", 1, F)
def flower_tiles(v):
    return []
