"""和牌方式系列: fans about how the hand was won, and the wait."""

from ..shapes import completing_tiles
from .base import Match, declare, whole
from ..hand import CHOW, PAIR, Kind
from ..readings import KNITTED_STRAIGHT
from ..tiles import KINDS

FANS: list = []
F = "winning"


@declare(FANS, "last_tile_draw", "妙手回春", "Last Tile Draw", 8, F)
def last_tile_draw(view):
    return whole(view.win.wall_last and view.win.self_drawn)


@declare(FANS, "last_tile_claim", "海底捞月", "Last Tile Claim", 8, F)
def last_tile_claim(view):
    return whole(view.win.wall_last and not view.win.self_drawn)


@declare(FANS, "out_with_replacement_tile", "杠上开花", "Out with Replacement Tile", 8, F)
def out_with_replacement_tile(view):
    return whole(view.win.about_kong and view.win.self_drawn)


@declare(FANS, "robbing_the_kong", "抢杠和", "Robbing the Kong", 8, F)
def robbing_the_kong(view):
    return whole(view.win.about_kong and not view.win.self_drawn)


@declare(FANS, "melded_hand", "全求人", "Melded Hand", 6, F)
def melded_hand(view):
    return whole(view.facts.melded == 4 and not view.win.self_drawn)


@declare(FANS, "fully_concealed_hand", "不求人", "Fully Concealed Hand", 4, F)
def fully_concealed_hand(view):
    return whole(view.facts.melded == 0 and view.win.self_drawn)


@declare(FANS, "last_tile", "和绝张", "Last Tile", 4, F)
def last_tile(view):
    return whole(view.win.fourth_tile)


@declare(FANS, "concealed_hand", "门前清", "Concealed Hand", 2, F)
def concealed_hand(view):
    return whole(view.facts.melded == 0 and not view.win.self_drawn)


def _wait_kind(view):
    """'edge', 'closed' or 'single' for the winning group when the wait is unique, else None."""
    i = view.win_group
    if i is None:
        return None
    g = view.groups[i]
    win = view.facts.hand.winning
    if g.kind == CHOW:
        kind = "closed" if win == g.tiles[1] else "edge"
    elif g.kind == PAIR:
        kind = "single"
    else:
        return None
    unique = _knitted_unique(view) if view.shape == KNITTED_STRAIGHT else view.facts.unique_wait
    return kind if unique else None


def _knitted_unique(view):
    """The wait test for a 组合龙 reading (the reference calculator's rule, both presets).

    Concealed: only the set and pair beside the knitted straight are tested, so a tile that also
    completes the knitted straight does not spoil the wait. With a meld: the win is a single wait
    when it is not a knitted tile, or when three copies of it are standing.
    """
    win = view.facts.hand.winning
    body = {t for i in view.knitted for t in view.groups[i].tiles}
    if view.facts.hand.melds:
        standing = view.facts.hand.concealed_tiles.count(win)
        return view.groups[view.win_group].kind == PAIR and (win not in body or standing == 3)
    counts = [0] * KINDS
    for i, g in enumerate(view.groups):
        if g.kind is not Kind.KNITTED:
            for t in g.tiles:
                counts[t] += 1
    if not counts[win]:
        return False
    counts[win] -= 1
    return len(completing_tiles(counts, 3, limit=2)) == 1


@declare(FANS, "edge_wait", "边张", "Edge Wait", 1, F)
def edge_wait(view):
    return [Match((view.win_group,), (view.facts.hand.winning,))] if _wait_kind(view) == "edge" else []


@declare(FANS, "closed_wait", "坎张", "Closed Wait", 1, F)
def closed_wait(view):
    return [Match((view.win_group,), (view.facts.hand.winning,))] if _wait_kind(view) == "closed" else []


@declare(FANS, "single_wait", "单钓将", "Single Wait", 1, F)
def single_wait(view):
    return [Match((view.win_group,), (view.facts.hand.winning,))] if _wait_kind(view) == "single" else []


@declare(FANS, "self_drawn", "自摸", "Self-Drawn", 1, F)
def self_drawn(view):
    return whole(view.win.self_drawn)
