"""The win context: how the hand was won, checked against the hand itself."""

from __future__ import annotations

from .errors import HandError
from .hand import Hand
from .tiles import wind
from .view import Context


def _flag(name: str, value) -> bool:
    if isinstance(value, bool):
        return value
    raise HandError(f"{name} must be True or False, not {value!r}")


def make_context(hand: Hand, *, self_drawn=False, fourth_tile=False, about_kong=False,
                 wall_last=False, seat_wind="E", prevalent_wind="E", flowers=0) -> Context:
    """Check the flags against the hand and return the context.

    Contradictions are errors. What the hand itself shows still counts: when the player's own
    melds hold the other three copies of the winning tile, or the tile was robbed from a kong,
    the win is on the last tile (和绝张) whether or not ``fourth_tile`` says so.
    """
    self_drawn = _flag("self_drawn", self_drawn)
    fourth_tile = _flag("fourth_tile", fourth_tile)
    about_kong = _flag("about_kong", about_kong)
    wall_last = _flag("wall_last", wall_last)
    seat, prevalent = wind(seat_wind), wind(prevalent_wind)
    if isinstance(flowers, bool) or not isinstance(flowers, int) or not 0 <= flowers <= 8:
        raise HandError(f"flowers must be a whole number from 0 to 8, not {flowers!r}")
    win = hand.winning
    if win is None:
        raise HandError(f"{hand} has no winning tile: a complete hand has 14 tiles (kongs count "
                        "as three), the last one written wins; for a hand waiting to win use waits()")
    in_melds = sum(m.tiles.count(win) for m in hand.melds)
    in_hand = hand.concealed_tiles.count(win)
    if fourth_tile and in_hand > 1:
        raise HandError(f"fourth_tile (和绝张) contradicts the hand: it holds another {win}, so the "
                        f"winning {win} cannot be the last copy")
    if about_kong and self_drawn and not any(m.is_kong for m in hand.melds):
        raise HandError("about_kong with self_drawn (杠上开花, a win on a kong's replacement tile) "
                        "needs a kong among the melds")
    if about_kong and not self_drawn and (in_melds or in_hand > 1):
        raise HandError(f"about_kong on a discard (抢杠和, robbing a kong) contradicts the hand: the "
                        f"other three {win} are in the kong being made, so the hand cannot hold "
                        f"another {win}")
    if in_melds == 3 or (about_kong and not self_drawn):
        fourth_tile = True
    return Context(self_drawn, fourth_tile, about_kong, wall_last, seat, prevalent, flowers)
