"""Tiles drawn, not fetched: a rounded face with its numeral and suit character.

万 red, 条 green, 饼 blue; 东南西北 dark, 中 red, 发 green, 白 an empty frame. Without a CJK font
the faces are ASCII: ``5`` over ``m``, ``E``, ``C``, and ``P`` in 白's frame.

Positions are in inches with y growing downwards; ``base`` is the bottom edge of the faces of a
row, so upright and sideways tiles stand on the same line, the way they lie on the table.
Each tile drawn has one artist with the gid ``tile:<notation>`` (``tile-back:<notation>`` when
face down), ``|sideways`` and ``|win`` appended where they apply; its face texts carry
``tile-face:<notation>`` and its other parts ``tile-part:<notation>``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..hand import CHOW, KONG, Meld
from ..tiles import HONORS, RANK_ZH, SUIT_ZH, Tile
from . import fonts, style
from .canvas import Canvas

UP, SIDE, BACK, STACK = "up", "side", "back", "stack"  # STACK: sideways with the added tile on top


@dataclass
class Placed:
    """A tile as drawn: its box in inches (x, top, width, height)."""

    tile: Tile
    x: float
    top: float
    w: float
    h: float
    mode: str

    @property
    def cx(self) -> float:
        return self.x + self.w / 2


def face_text(t: Tile) -> tuple[str, ...]:
    """What a face shows: (numeral, suit character) or (honor,); ASCII without a CJK font.

    白 shows nothing but its frame when Chinese is drawn.
    """
    if fonts.cjk():
        if t.is_honor:
            letter = HONORS[t - 27]
            return () if letter == "P" else (t.zh,)
        return (RANK_ZH[t.rank - 1], SUIT_ZH[t.suit])
    if t.is_honor:
        return (str(t),)
    return (str(t.rank), t.suit)


def _colour(t: Tile) -> str:
    return style.HONOR_COLOUR[HONORS[t - 27]] if t.is_honor else style.SUIT_COLOUR[t.suit]


def draw_tile(c: Canvas, x: float, base: float, t: Tile, *, mode: str = UP, win: bool = False,
              scale: float = 1.0) -> Placed:
    """One tile standing on ``base`` with its left edge at ``x``; returns where it went."""
    sideways = mode in (SIDE, STACK)
    w = (style.TILE_H if sideways else style.TILE_W) * scale
    h = (style.TILE_W if sideways else style.TILE_H) * scale
    top = base - h
    flags = ("|sideways" if sideways else "") + ("|win" if win else "")
    _one(c, x, top, w, h, t, back=mode == BACK, sideways=sideways, win=win, scale=scale,
         flags=flags)
    if mode == STACK:  # 加杠: the added tile lies on the claimed one
        _one(c, x, top - h - style.TILE_GAP, w, h, t, back=False, sideways=True, win=False,
             scale=scale, flags="|sideways|added")
    return Placed(t, x, top, w, h, mode)


def _one(c, x, top, w, h, t, *, back, sideways, win, scale, flags):
    depth = style.DEPTH * scale
    r = 0.07 * scale
    part, text_gid = f"tile-part:{t}", f"tile-face:{t}"
    c.box(x, top + depth, w, h, face=style.BODY_COLOUR, edge=style.BODY_EDGE, lw=1.2, radius=r,
          z=2, gid=part)
    if back:
        c.box(x, top, w, h, face=style.BODY_COLOUR, edge=style.BODY_EDGE, lw=1.4, radius=r,
              z=3, gid=f"tile-back:{t}{flags}")
        inset = 0.09 * scale
        c.box(x + inset, top + inset, w - 2 * inset, h - 2 * inset, face=style.BACK_INNER,
              edge=style.BODY_EDGE, lw=1.0, radius=r / 2, z=3.5, gid=part, hatch="..")
        return
    c.box(x, top, w, h, face=style.FACE, edge=style.WIN_EDGE if win else style.FACE_EDGE,
          lw=3.2 if win else 1.3, radius=r, z=3, gid=f"tile:{t}{flags}")
    gid = text_gid
    cx, cy = x + w / 2, top + h / 2
    faces = face_text(t)
    colour = _colour(t)
    rot = 90 if sideways else 0
    if t.is_honor and HONORS[t - 27] == "P":  # 白: an empty frame
        inset = 0.1 * scale
        c.box(x + inset, top + inset, w - 2 * inset, h - 2 * inset, edge=colour, lw=2.2 * scale,
              radius=0.03, z=4, gid=part)
    if len(faces) == 1:
        size = (style.HONOR_CHAR if fonts.cjk() else style.ASCII_RANK + 3) * scale
        if HONORS[t - 27] == "P":
            size = style.ASCII_SUIT * scale
        c.text(cx, cy, faces[0], size=size, color=colour, ha="center", va="center",
               weight="bold", rotation=rot, gid=gid, grow=False)
    elif len(faces) == 2:
        big = (style.NUMERAL if fonts.cjk() else style.ASCII_RANK) * scale
        small = (style.SUIT_CHAR if fonts.cjk() else style.ASCII_SUIT) * scale
        first, second = (0.34, 0.73)
        if sideways:  # the face's top points left
            p1, p2 = (x + w * first, cy), (x + w * second, cy)
        else:
            p1, p2 = (cx, top + h * first), (cx, top + h * second)
        c.text(*p1, faces[0], size=big, color=style.INK, ha="center", va="center",
               weight="bold", rotation=rot, gid=gid, grow=False)
        c.text(*p2, faces[1], size=small, color=colour, ha="center", va="center",
               weight="bold", rotation=rot, gid=gid, grow=False)


def meld_modes(meld: Meld) -> list[tuple[Tile, str]]:
    """The tiles of a meld as players lay them out.

    The claimed tile lies sideways: for a chow the one claimed (offer 1-3), for a pung or kong
    the position of the player who discarded it (left, across, right). A concealed kong shows
    its two outer tiles face down; an added kong lays the fourth tile on the sideways one.
    """
    tiles = list(meld.tiles)
    if meld.kind == CHOW:
        return [(t, SIDE if i == meld.offer - 1 else UP) for i, t in enumerate(tiles)]
    if meld.kind == KONG and meld.offer == 0:
        return [(t, BACK if i in (0, 3) else UP) for i, t in enumerate(tiles)]
    if meld.kind == KONG and meld.added:
        at = {1: 0, 2: 1, 3: 2}[meld.offer]
        return [(t, STACK if i == at else UP) for i, t in enumerate(tiles[:3])]
    n = len(tiles)
    at = {1: 0, 2: 1, 3: n - 1}[meld.offer]
    return [(t, SIDE if i == at else UP) for i, t in enumerate(tiles)]


def strip_width(modes, scale: float = 1.0) -> float:
    widths = [(style.TILE_H if m in (SIDE, STACK) else style.TILE_W) * scale for _, m in modes]
    return sum(widths) + style.TILE_GAP * scale * max(0, len(widths) - 1)


def draw_strip(c: Canvas, x: float, base: float, modes, *, win_index: int | None = None,
               scale: float = 1.0) -> list[Placed]:
    """Tiles side by side; ``modes`` is a list of (tile, mode)."""
    out = []
    for i, (t, mode) in enumerate(modes):
        p = draw_tile(c, x, base, t, mode=mode, win=i == win_index, scale=scale)
        out.append(p)
        x += p.w + style.TILE_GAP * scale
    return out


def strip_height(modes, scale: float = 1.0) -> float:
    """How far above ``base`` the strip reaches (an added kong stands higher)."""
    if any(m == STACK for _, m in modes):
        return (2 * style.TILE_W + style.TILE_GAP) * scale
    return style.TILE_H * scale
