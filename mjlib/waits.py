"""Waits: which tiles complete a hand that is one tile short."""

from __future__ import annotations

from .errors import HandError, boolean
from .hand import Hand, as_hand, as_typed
from .shapes import completing_tiles
from .tiles import COPIES, KINDS, Tile


def waits(hand: "Hand | str", formal: bool = False) -> list[Tile]:
    """The tiles that complete a 13-tile hand (melds count as three tiles each).

    By default a tile whose four copies the hand already holds (standing or in its melds) is left
    out: there is no fifth copy to win on. ``formal=True`` keeps it, as the rules do when they ask
    whether a wait is unique (边张, 坎张, 单钓将).

    >>> waits("1112345678999m")
    [Tile('1m'), Tile('2m'), Tile('3m'), Tile('4m'), Tile('5m'), Tile('6m'), Tile('7m'), Tile('8m'), Tile('9m')]
    >>> waits("1111m234p567p789s"), waits("1111m234p567p789s", formal=True)
    ([], [Tile('1m')])
    """
    given = hand
    hand = as_hand(hand, "waits()")
    boolean(formal, "formal")
    if hand.winning is not None:
        named = as_typed(given, hand)
        raise HandError(f"{named} is complete (14 tiles); waits() takes a hand one tile short",
                        zh=f"{named} 已是完整的手牌（14 张）；waits() 只接受差一张的手牌")
    counts = [0] * KINDS
    for t in hand.standing:
        counts[t] += 1
    found = completing_tiles(counts, len(hand.melds))
    if formal:
        return found
    held = [0] * KINDS
    for t in hand.all_tiles:
        held[t] += 1
    return [t for t in found if held[t] < COPIES]
