"""The win context: how the hand was won, checked against the hand itself.

A contradiction is told with the names a learner sees on the page (杠上开花, 抢杠和, 和绝张), not
with keyword names: ``about_kong`` with ``self_drawn`` is 杠上开花, without it 抢杠和;
``fourth_tile`` is 和绝张; ``wall_last`` with ``self_drawn`` is 妙手回春, without it 海底捞月.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import HandError, shorten
from .hand import Hand
from .tiles import Tile, wind

MAX_FLOWERS = 8
NO_KONG = ("杠上开花 (a win on a kong's replacement tile) needs a kong among the melds: declare "
           "one, or untick 杠上开花")
FLAGS = ("self_drawn", "fourth_tile", "about_kong", "wall_last")
DEFAULTS = {"self_drawn": False, "fourth_tile": False, "about_kong": False, "wall_last": False,
            "seat_wind": "E", "prevalent_wind": "E", "flowers": 0}


@dataclass(frozen=True)
class Context:
    """The win context, checked by :func:`make_context`."""

    self_drawn: bool = False
    fourth_tile: bool = False
    about_kong: bool = False
    wall_last: bool = False
    seat_wind: Tile = wind("E")
    prevalent_wind: Tile = wind("E")
    flowers: int = 0


def check_flags(**flags) -> dict:
    """Each part of a win context on its own (its type and range), whatever the hand; the
    keywords and defaults of :func:`mjlib.score`. Returns them all, defaults filled in."""
    unknown = [k for k in flags if k not in DEFAULTS]
    if unknown:
        raise HandError(f"unknown win context {unknown[0]!r}: use {', '.join(DEFAULTS)}")
    out = dict(DEFAULTS, **flags)
    for name in FLAGS:
        if not isinstance(out[name], bool):
            raise HandError(f"{name} must be True or False, not {shorten(repr(out[name]))}")
    for name in ("seat_wind", "prevalent_wind"):
        if out[name] not in ("E", "S", "W", "N"):
            raise HandError(f"{name} must be one of 'E', 'S', 'W', 'N', not {shorten(repr(out[name]))}")
    f = out["flowers"]
    if isinstance(f, bool) or not isinstance(f, int) or not 0 <= f <= MAX_FLOWERS:
        raise HandError(f"flowers must be a whole number from 0 to {MAX_FLOWERS}, not "
                        f"{shorten(repr(f))}")
    return out


def needs_kong(flags: dict) -> bool:
    """Whether the context claims a win on a kong's replacement tile (杠上开花)."""
    return bool(flags.get("about_kong") and flags.get("self_drawn"))


def make_context(hand: Hand, *, self_drawn=False, fourth_tile=False, about_kong=False,
                 wall_last=False, seat_wind="E", prevalent_wind="E", flowers=0) -> Context:
    """Check the flags against the hand and return the context.

    Contradictions are errors. What the hand itself shows still counts: when the player's own
    melds hold the other three copies of the winning tile, or the tile was robbed from a kong,
    the win is on the last tile (和绝张) whether or not ``fourth_tile`` says so.
    """
    check_flags(self_drawn=self_drawn, fourth_tile=fourth_tile, about_kong=about_kong,
                wall_last=wall_last, seat_wind=seat_wind, prevalent_wind=prevalent_wind,
                flowers=flowers)
    seat, prevalent = wind(seat_wind), wind(prevalent_wind)
    win = hand.winning
    if win is None:
        raise HandError(f"{hand} has no winning tile: a complete hand has 14 tiles (kongs count "
                        "as three), the last one written wins; for a hand waiting to win use waits()")
    in_melds = sum(m.tiles.count(win) for m in hand.melds)
    in_hand = hand.concealed_tiles.count(win)
    if fourth_tile and in_hand > 1:
        raise HandError(f"和绝张 says the winning {win} is its last copy, but the hand "
                        f"holds another {win}: untick 和绝张 or change the hand")
    if needs_kong({"about_kong": about_kong, "self_drawn": self_drawn}) and \
            not any(m.is_kong for m in hand.melds):
        raise HandError(NO_KONG)
    if about_kong and not self_drawn and (in_melds or in_hand > 1):
        raise HandError(f"抢杠和 (robbing a kong) means the other three "
                        f"{win} are in the kong being made, so the hand cannot hold another "
                        f"{win}, in a meld or standing: untick 抢杠和 or change the hand")
    if in_melds == 3 or (about_kong and not self_drawn):
        fourth_tile = True
    return Context(self_drawn, fourth_tile, about_kong, wall_last, seat, prevalent, flowers)
