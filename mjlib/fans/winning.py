"""和牌方式系列: fans about how the hand was won, and the wait."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..shapes import completing_tiles
from .base import Fan, Match, declare, whole
from ..hand import CHOW, PAIR, Kind
from ..readings import KNITTED_STRAIGHT
from ..tiles import KINDS

if TYPE_CHECKING:
    from ..view import ReadingView

FANS: list[Fan] = []
F = "winning"


@declare(FANS, "last_tile_draw", "妙手回春", "Last Tile Draw", 8, F,
         when=("wall_last", "self_drawn"))
def last_tile_draw(view: ReadingView) -> list[Match]:
    return whole(view.win.wall_last and view.win.self_drawn)


@declare(FANS, "last_tile_claim", "海底捞月", "Last Tile Claim", 8, F,
         when=("wall_last",))
def last_tile_claim(view: ReadingView) -> list[Match]:
    return whole(view.win.wall_last and not view.win.self_drawn)


@declare(FANS, "out_with_replacement_tile", "杠上开花", "Out with Replacement Tile", 8, F,
         when=("about_kong", "self_drawn"))
def out_with_replacement_tile(view: ReadingView) -> list[Match]:
    return whole(view.win.about_kong and view.win.self_drawn)


@declare(FANS, "robbing_the_kong", "抢杠和", "Robbing the Kong", 8, F, when=("about_kong",))
def robbing_the_kong(view: ReadingView) -> list[Match]:
    return whole(view.win.about_kong and not view.win.self_drawn)


@declare(FANS, "melded_hand", "全求人", "Melded Hand", 6, F)
def melded_hand(view: ReadingView) -> list[Match]:
    return whole(view.facts.melded == 4 and not view.win.self_drawn)


@declare(FANS, "fully_concealed_hand", "不求人", "Fully Concealed Hand", 4, F,
         when=("self_drawn",))
def fully_concealed_hand(view: ReadingView) -> list[Match]:
    return whole(view.facts.melded == 0 and view.win.self_drawn)


@declare(FANS, "last_tile", "和绝张", "Last Tile", 4, F, when=("fourth_tile",))
def last_tile(view: ReadingView) -> list[Match]:
    return whole(view.win.fourth_tile)


@declare(FANS, "concealed_hand", "门前清", "Concealed Hand", 2, F)
def concealed_hand(view: ReadingView) -> list[Match]:
    return whole(view.facts.melded == 0 and not view.win.self_drawn)


def _wait_kind(view: ReadingView) -> str | None:
    """'edge', 'closed' or 'single' for the winning group when the wait is unique, else None."""
    i = view.win_group
    if i is None:
        return None
    g = view.groups[i]
    win = view.facts.hand.winning
    if g.kind == CHOW:
        low = g.tiles[0].rank
        if win == g.tiles[1]:
            kind = "closed"
        elif low <= 6 if win == g.tiles[0] else low >= 2:
            # the tile beyond the chow's other end makes the same sets with the same two tiles:
            # two tiles complete the hand, so the wait is not unique, without testing every tile
            return None
        else:
            kind = "edge"
    elif g.kind == PAIR:
        kind = "single"
    else:
        return None
    unique = _knitted_unique(view) if view.shape == KNITTED_STRAIGHT else view.facts.unique_wait
    return kind if unique else None


def _knitted_unique(view: ReadingView) -> bool:
    """The wait test for a 组合龙 reading (the reference calculator's rule, both presets).

    Concealed: only the set and pair beside the knitted straight are tested, so a tile that also
    completes the knitted straight does not spoil the wait. With a meld: the win is a single wait
    when it is not a knitted tile, or when three copies of it are standing.
    """
    win, at = view.facts.hand.winning, view.win_group
    assert win is not None and at is not None  # asked by _wait_kind, of the winning group
    body = {t for i in view.knitted for t in view.groups[i].tiles}
    if view.facts.hand.melds:
        standing = view.facts.hand.concealed_tiles.count(win)
        return view.groups[at].kind == PAIR and (win not in body or standing == 3)
    counts = [0] * KINDS
    for i, g in enumerate(view.groups):
        if g.kind is not Kind.KNITTED:
            for t in g.tiles:
                counts[t] += 1
    if not counts[win]:
        return False
    counts[win] -= 1
    return len(completing_tiles(counts, 3, limit=2)) == 1


def _wait(view: ReadingView, kind: str) -> list[Match]:
    """The winning group and tile when the wait is unique and of ``kind``, else nothing."""
    at = view.win_group
    if at is None or view.groups[at].kind != (PAIR if kind == "single" else CHOW):
        return []  # the winning group cannot make this wait
    if _wait_kind(view) != kind:
        return []
    at, win = view.win_group, view.facts.hand.winning
    assert at is not None and win is not None  # _wait_kind found the winning group
    return [Match((at,), (win,))]


@declare(FANS, "edge_wait", "边张", "Edge Wait", 1, F)
def edge_wait(view: ReadingView) -> list[Match]:
    return _wait(view, "edge")


@declare(FANS, "closed_wait", "坎张", "Closed Wait", 1, F)
def closed_wait(view: ReadingView) -> list[Match]:
    return _wait(view, "closed")


@declare(FANS, "single_wait", "单钓将", "Single Wait", 1, F)
def single_wait(view: ReadingView) -> list[Match]:
    return _wait(view, "single")


@declare(FANS, "self_drawn", "自摸", "Self-Drawn", 1, F, when=("self_drawn",))
def self_drawn(view: ReadingView) -> list[Match]:
    return whole(view.win.self_drawn)
