"""draw_hand: the hand alone, as players lay it out."""

from __future__ import annotations

from ..errors import HandError, boolean, shown, shown_zh, whole
from ..hand import Hand
from ..result import Result
from ..tiles import Tile
from ..win import MAX_FLOWERS
from ..hand import parse
from . import style
from ..vocabulary import FIGURE
from .canvas import Canvas, MahjongFigure
from ..pages.figure import drawn_hand
from ..pages.drawn import drawn_tiles
from .layout import SUIT_LABEL, draw_row, flowers_badge, hand_slots


def split(hand_or_result):
    """(hand, result or None) from a Hand, a Result or a hand string."""
    if isinstance(hand_or_result, str):
        return parse(hand_or_result), None
    if isinstance(hand_or_result, Hand):
        return hand_or_result, None
    if isinstance(hand_or_result, Result):
        return hand_or_result.hand, hand_or_result
    raise HandError(f"draw_hand() takes a Hand, a Result or a hand string, not "
                    f"{shown(hand_or_result)}",
                    zh=f"draw_hand() 接受 Hand、Result 或手牌字符串，不能是 {shown_zh(hand_or_result)}")


def draw_hand(hand_or_result, *, title: bool = True, flowers: int | None = None) -> MahjongFigure:
    """The hand alone: standing tiles, the winning tile set apart, the melds with the claimed
    tile raised under an arrow towards the player who discarded it (a concealed kong shows its
    outer tiles face down), the flowers as a count badge. Takes a Hand, a Result or a hand string; returns a matplotlib Figure."""
    hand, result = split(hand_or_result)
    boolean(title, "title")
    if flowers is not None:
        whole(flowers, "flowers", "flowers（花牌数）", 0, MAX_FLOWERS)
    if flowers is None:
        flowers = result.win.flowers if result is not None else 0
    c = Canvas()
    y = 0.0
    if title:
        c.text(0, y, str(hand), size=style.HEAD, va="top", color=style.MUTED, gid="title")
        y += style.HEAD * 1.25 / 72 + 0.12
    row = draw_row(c, 0, y, hand_slots(hand), win_mark=False)
    if flowers:
        flowers_badge(c, row.right + style.WIN_GAP, row.middle, flowers)
    fig = c.finish().described(str(FIGURE["hand"]), hand)
    fig.shows = {"hand": drawn_hand(hand, flowers, title)}
    return fig




def draw_tiles(tiles) -> MahjongFigure:
    """A set of tiles (not a hand), one labelled row per suit: e.g. the tiles 推不倒 allows.

    Takes Tiles or their indices; returns a matplotlib Figure."""
    from . import fonts
    from .tiles import draw_tile

    if not isinstance(tiles, (list, tuple, set, frozenset)):
        raise HandError(f"draw_tiles() takes a list of tiles, not {shown(tiles)}",
                        zh=f"draw_tiles() 接受牌的列表，不能是 {shown_zh(tiles)}")
    chosen = sorted({Tile(t) for t in tiles})
    rows = [(s, [t for t in chosen if t.suit == s]) for s in "mspz"]
    c = Canvas()
    for n, (suit, row) in enumerate(r for r in rows if r[1]):
        base = 1.0 + n * 1.1
        c.text(0, base - 0.4, fonts.bi(*SUIT_LABEL[suit]), size=style.BODY)
        for j, t in enumerate(row):
            draw_tile(c, 2.4 + j * 0.62, base, t)
    fig = c.finish().described(str(FIGURE["tiles"]), " ".join(str(t) for t in chosen))
    fig.shows = {"tiles": drawn_tiles(chosen)}
    return fig
