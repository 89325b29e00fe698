"""Waits: which tiles complete a hand that is one tile short."""

from __future__ import annotations

from .errors import HandError
from .hand import Hand
from .notation import parse
from .shapes import completing_tiles
from .tiles import Tile


def waits(hand: "Hand | str") -> list[Tile]:
    """The tiles that complete a 13-tile hand (melds count as three tiles each).

    Formal waits: a tile whose four copies are already in sight still counts, as the rules do
    when deciding whether a wait is unique (边张, 坎张, 单钓将).
    """
    if isinstance(hand, str):
        hand = parse(hand)
    if not isinstance(hand, Hand):
        raise HandError(f"waits() takes a hand or a hand string, not {type(hand).__name__}")
    if hand.winning is not None:
        raise HandError(f"{hand} is complete (14 tiles); waits() takes a hand one tile short")
    counts = [0] * 34
    for t in hand.standing:
        counts[t] += 1
    return completing_tiles(counts, len(hand.melds))
