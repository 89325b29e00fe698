"""和牌方式系列: fans about how the hand was won, and the wait."""

from ..shapes import completing_tiles
from .base import Match, declare, whole
from ..hand import CHOW, PAIR, Kind
from ..readings import KNITTED_STRAIGHT
from ..tiles import KINDS

FANS: list = []
F = "winning"


@declare(FANS, "last_tile_draw", "妙手回春", "Last Tile Draw", 8, F)
def last_tile_draw(v):
    return whole(v.win.wall_last and v.win.self_drawn)


@declare(FANS, "last_tile_claim", "海底捞月", "Last Tile Claim", 8, F)
def last_tile_claim(v):
    return whole(v.win.wall_last and not v.win.self_drawn)


@declare(FANS, "out_with_replacement_tile", "杠上开花", "Out with Replacement Tile", 8, F)
def out_with_replacement_tile(v):
    return whole(v.win.about_kong and v.win.self_drawn)


@declare(FANS, "robbing_the_kong", "抢杠和", "Robbing the Kong", 8, F)
def robbing_the_kong(v):
    return whole(v.win.about_kong and not v.win.self_drawn)


@declare(FANS, "melded_hand", "全求人", "Melded Hand", 6, F)
def melded_hand(v):
    return whole(v.facts.melded == 4 and not v.win.self_drawn)


@declare(FANS, "fully_concealed_hand", "不求人", "Fully Concealed Hand", 4, F)
def fully_concealed_hand(v):
    return whole(v.facts.melded == 0 and v.win.self_drawn)


@declare(FANS, "last_tile", "和绝张", "Last Tile", 4, F)
def last_tile(v):
    return whole(v.win.fourth_tile)


@declare(FANS, "concealed_hand", "门前清", "Concealed Hand", 2, F)
def concealed_hand(v):
    return whole(v.facts.melded == 0 and not v.win.self_drawn)


def _wait_kind(v):
    """'edge', 'closed' or 'single' for the winning group when the wait is unique, else None."""
    i = v.win_group
    if i is None:
        return None
    g = v.groups[i]
    win = v.facts.hand.winning
    if g.kind == CHOW:
        kind = "closed" if win == g.tiles[1] else "edge"
    elif g.kind == PAIR:
        kind = "single"
    else:
        return None
    unique = _knitted_unique(v) if v.shape == KNITTED_STRAIGHT else v.facts.unique_wait
    return kind if unique else None


def _knitted_unique(v):
    """The wait test for a 组合龙 reading (the reference calculator's rule, both presets).

    Concealed: only the set and pair beside the knitted straight are tested, so a tile that also
    completes the knitted straight does not spoil the wait. With a meld: the win is a single wait
    when it is not a knitted tile, or when three copies of it are standing.
    """
    win = v.facts.hand.winning
    body = {t for i in v.knitted for t in v.groups[i].tiles}
    if v.facts.hand.melds:
        standing = v.facts.hand.concealed_tiles.count(win)
        return v.groups[v.win_group].kind == PAIR and (win not in body or standing == 3)
    counts = [0] * KINDS
    for i, g in enumerate(v.groups):
        if g.kind is not Kind.KNITTED:
            for t in g.tiles:
                counts[t] += 1
    if not counts[win]:
        return False
    counts[win] -= 1
    return len(completing_tiles(counts, 3, limit=2)) == 1


@declare(FANS, "edge_wait", "边张", "Edge Wait", 1, F)
def edge_wait(v):
    return [Match((v.win_group,), (v.facts.hand.winning,))] if _wait_kind(v) == "edge" else []


@declare(FANS, "closed_wait", "坎张", "Closed Wait", 1, F)
def closed_wait(v):
    return [Match((v.win_group,), (v.facts.hand.winning,))] if _wait_kind(v) == "closed" else []


@declare(FANS, "single_wait", "单钓将", "Single Wait", 1, F)
def single_wait(v):
    return [Match((v.win_group,), (v.facts.hand.winning,))] if _wait_kind(v) == "single" else []


@declare(FANS, "self_drawn", "自摸", "Self-Drawn", 1, F)
def self_drawn(v):
    return whole(v.win.self_drawn)
