"""Tiles drawn, not fetched: a rounded face with its numeral and suit character.

万 red, 条 green, 饼 blue; 东南西北 dark, 中 red, 发 green, 白 an empty frame. Without a CJK font
the faces are ASCII: ``5`` over ``m``, ``E``, ``C``, and ``P`` in 白's frame.

Positions are in inches with y growing downwards; ``base`` is the bottom edge of the faces of a
row. Every tile stands upright, so its numeral always reads the right way up. A claimed tile (吃,
碰, 明杠) stands raised out of the line, with an arrow above it pointing to the player who
discarded it: left 上家, across 对家, right 下家. An added kong's fourth tile stands on the claimed
one.

Each tile is drawn once, as vector shapes and text, into a picture (:func:`tile_picture`, kept
for the next figure) that a figure places as one image: a figure of fourteen tiles pays for
fourteen images, not for fifty shapes and glyphs laid out anew. Each tile drawn is one
:class:`TilePicture` with the gid ``tile:<notation>`` (``tile-back:<notation>`` when face down),
``|claimed-<whom>``, ``|added`` and ``|win`` appended where they apply; the arrow has the gid
``claim:<whom>``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.image import AxesImage
from matplotlib.transforms import Bbox, IdentityTransform

from ..hand import CHOW, KONG, Meld
from ..tiles import HONORS, RANK_ZH, SUIT_ZH, Tile
from ..pages.figure import BACK, UP, WHOM, added, claimed, meld_modes  # noqa: F401 (the layout is shared)
from . import fonts, style
from .canvas import Canvas

RAISE = 0.16  # how far a claimed tile stands out of the line (inches, at scale 1)
MARK_H = 0.3  # room above a claimed tile for its arrow
OVERLAP = 0.42  # share of an added kong's claimed tile that the fourth tile leaves in sight
CLAIM_COLOUR = "#7a3b8f"
RES = 200  # pixels to the inch of a tile's picture: sharp on a page at 80 to 100 pixels to the
# inch and on a phone's screen of twice that
EDGE = 0.03  # inches around a tile's picture, for the outline's width


def is_claimed(mode: str) -> bool:
    return mode.startswith(("claimed-", "added-"))


def whom_of(mode: str) -> str:
    return mode.split("-", 1)[1]


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
              scale: float = 1.0, kind: str = "tile") -> Placed:
    """One tile standing on ``base`` with its left edge at ``x``; returns where it went.

    A claimed tile stands raised, an added kong's fourth tile on top of it, and an arrow above
    points to whoever discarded it. ``kind`` starts the face's gid (``tile`` for the hand's tiles).
    """
    w, h = style.TILE_W * scale, style.TILE_H * scale
    top = base - h
    flags = ("|win" if win else "")
    if is_claimed(mode):
        top -= RAISE * scale
        flags = f"|claimed-{whom_of(mode)}" + flags
    _one(c, x, top, w, h, t, back=mode == BACK, win=win, scale=scale, flags=flags, kind=kind)
    highest = top
    if mode.startswith("added-"):
        highest = top - (1 - OVERLAP) * h
        _one(c, x, highest, w, h, t, back=False, win=False, scale=scale, flags="|added", z=3)
    if is_claimed(mode):
        _claim_arrow(c, x + w / 2, highest - MARK_H * scale / 2, whom_of(mode), scale)
    return Placed(t, x, top, w, h, mode)


def _claim_arrow(c: Canvas, cx: float, cy: float, whom: str, scale: float) -> None:
    """A short arrow above a claimed tile, towards the player who discarded it."""
    half = 0.17 * scale
    if whom == "across":
        start, end = (cx, cy + 0.11 * scale), (cx, cy - 0.11 * scale)
    elif whom == "left":
        start, end = (cx + half, cy), (cx - half, cy)
    else:
        start, end = (cx - half, cy), (cx + half, cy)
    c.arrow(start, end, color=CLAIM_COLOUR, lw=2.6 * scale, head=11 * scale, z=6,
            gid=f"claim:{whom}")
    c.grow(cx - half, cy - 0.13 * scale, cx + half, cy + 0.13 * scale)


class TilePicture(AxesImage):
    """One tile as a picture placed on a figure: ``tile``, face down or not (``back``), and the
    words on its face (``words``, :func:`face_text`; none face down).

    Raster and vector backends alike (the SVG the hand builder sends) are given the picture
    resampled smoothly to their resolution."""

    def __init__(self, tile: Tile, back: bool, key: tuple, extent, z: float):
        super().__init__(None, origin="upper", interpolation="antialiased", zorder=z)
        self.set_data(_picture(*key))
        self.set_clip_on(False)
        self.extent = extent
        self.tile, self.back = tile, back
        self.words = () if back else face_text(tile)
        self.key = key

    def make_image(self, renderer, magnification=1.0, unsampled=False):
        """The picture resized to the pixels it covers on ``renderer`` (kept for the next
        figure: a tile shown at one size is resized once), and its lower left corner in
        pixels, as :meth:`AxesImage.make_image` gives them."""
        if unsampled:
            return super().make_image(renderer, magnification, unsampled)
        left, right, bottom, top = self.get_extent()
        box = Bbox.from_extents(left, bottom, right, top).transformed(self.get_transform())
        x0 = math.floor(box.xmin * magnification + 0.5)
        x1 = math.floor(box.xmax * magnification + 0.5)
        y0 = math.ceil(box.ymin * magnification - 0.5)
        y1 = math.ceil(box.ymax * magnification - 0.5)
        if x1 <= x0 or y1 <= y0:
            return None, 0, 0, None
        return (_resized(self.key, x1 - x0, y1 - y0), x0 / magnification, y0 / magnification,
                IdentityTransform())

    def get_extent(self):
        """(left, right, bottom, top) in inches, y down: where the picture goes (the figure has
        no axes to keep it)."""
        return self.extent

    def box(self) -> tuple[float, float, float, float]:
        """(x, top, width, height) of the tile's face in inches (y down), its thickness left
        out."""
        left, right, bottom, top = self.get_extent()
        w = right - left - 2 * EDGE
        return left + EDGE, top + EDGE, w, w * style.TILE_H / style.TILE_W


def _one(c, x, top, w, h, t, *, back, win, scale, flags, z=0, kind="tile"):
    """Place tile ``t``'s picture with its face's top left corner at (x, top)."""
    depth = style.DEPTH * scale
    extent = (x - EDGE, x + w + EDGE, top + depth + h + EDGE, top - EDGE)
    image = TilePicture(t, back, _key(t, back, win, scale), extent, 3 + z)
    image.set_gid(f"{'tile-back' if back else kind}:{t}{flags}")
    c._add(image)
    c.grow(x, top, x + w, top + depth + h)


def tile_picture(t: Tile, *, back: bool = False, win: bool = False,
                 scale: float = 1.0) -> np.ndarray:
    """Tile ``t`` drawn (:func:`paint_tile`) into an RGBA picture of :data:`RES` pixels to the
    inch, with :data:`EDGE` inches around it: drawn once for each font setting, then reused."""
    return _picture(*_key(t, back, win, scale))


def _key(t: Tile, back: bool, win: bool, scale: float) -> tuple:
    return int(t), back, win, float(scale), tuple(fonts.family())


@lru_cache(maxsize=512)  # about 25 kB each at 100 pixels to the inch
def _resized(key: tuple, width: int, height: int) -> np.ndarray:
    """The picture of ``key`` resized to ``width`` x ``height`` pixels (smoothly: Lanczos),
    its bottom row first, as a renderer takes it."""
    from PIL import Image

    picture = Image.fromarray(np.ascontiguousarray(_picture(*key)), "RGBA")
    resized = np.asarray(picture.resize((width, height), Image.Resampling.LANCZOS))
    return np.ascontiguousarray(resized[::-1])


@lru_cache(maxsize=256)  # about 90 kB each
def _picture(t: int, back: bool, win: bool, scale: float, family: tuple) -> np.ndarray:
    c = Canvas(margin=0)
    w, h = style.TILE_W * scale, style.TILE_H * scale
    paint_tile(c, 0, 0, w, h, Tile(t), back=back, win=win, scale=scale)
    px_w = round((w + 2 * EDGE) * RES)
    px_h = round((h + style.DEPTH * scale + 2 * EDGE) * RES)
    fig = c.frame(-EDGE, -EDGE, px_w / RES, px_h / RES)
    fig.set_dpi(RES)
    fig.patch.set_alpha(0)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    picture = np.asarray(canvas.buffer_rgba()).copy()
    picture.flags.writeable = False
    return picture


def paint_tile(c: Canvas, x: float, top: float, w: float, h: float, t: Tile, *,
               back: bool = False, win: bool = False, scale: float = 1.0) -> None:
    """Tile ``t`` as vector shapes and text: its face's top left corner at (x, top), its
    thickness under the face."""
    depth = style.DEPTH * scale
    r = 0.07 * scale
    c.box(x, top + depth, w, h, face=style.BODY_COLOUR, edge=style.BODY_EDGE, lw=1.2, radius=r,
          z=2)
    if back:
        c.box(x, top, w, h, face=style.BODY_COLOUR, edge=style.BODY_EDGE, lw=1.4, radius=r, z=3)
        inset = 0.09 * scale
        c.box(x + inset, top + inset, w - 2 * inset, h - 2 * inset, face=style.BACK_INNER,
              edge=style.BODY_EDGE, lw=1.0, radius=r / 2, z=3.5, hatch="..")
        return
    c.box(x, top, w, h, face=style.FACE, edge=style.WIN_EDGE if win else style.FACE_EDGE,
          lw=3.2 if win else 1.3, radius=r, z=3)
    cx, cy = x + w / 2, top + h / 2
    faces = face_text(t)
    colour = _colour(t)
    if t.is_honor and HONORS[t - 27] == "P":  # 白: an empty frame
        inset = 0.1 * scale
        c.box(x + inset, top + inset, w - 2 * inset, h - 2 * inset, edge=colour, lw=2.2 * scale,
              radius=0.03, z=4)
    if len(faces) == 1:
        size = (style.HONOR_CHAR if fonts.cjk() else style.ASCII_RANK + 3) * scale
        if HONORS[t - 27] == "P":
            size = style.ASCII_SUIT * scale
        c.text(cx, cy, faces[0], size=size, color=colour, ha="center", va="center",
               weight="bold", grow=False, z=5)
    elif len(faces) == 2:
        big = (style.NUMERAL if fonts.cjk() else style.ASCII_RANK) * scale
        small = (style.SUIT_CHAR if fonts.cjk() else style.ASCII_SUIT) * scale
        c.text(cx, top + h * 0.34, faces[0], size=big, color=style.INK, ha="center", va="center",
               weight="bold", grow=False, z=5)
        c.text(cx, top + h * 0.73, faces[1], size=small, color=colour, ha="center", va="center",
               weight="bold", grow=False, z=5)


def strip_width(modes, scale: float = 1.0) -> float:
    n = len(modes)
    return (n * style.TILE_W + style.TILE_GAP * max(0, n - 1)) * scale


def draw_strip(c: Canvas, x: float, base: float, modes, *, win_index: int | None = None,
               scale: float = 1.0, kind: str = "tile") -> list[Placed]:
    """Tiles side by side; ``modes`` is a list of (tile, mode)."""
    out = []
    for i, (t, mode) in enumerate(modes):
        p = draw_tile(c, x, base, t, mode=mode, win=i == win_index, scale=scale, kind=kind)
        out.append(p)
        x += p.w + style.TILE_GAP * scale
    return out


def strip_height(modes, scale: float = 1.0) -> float:
    """How far above ``base`` the strip reaches: a claimed tile stands raised under its arrow,
    an added kong's fourth tile higher still."""
    h = style.TILE_H
    if any(m.startswith("added-") for _, m in modes):
        h += (1 - OVERLAP) * style.TILE_H + RAISE + MARK_H
    elif any(is_claimed(m) for _, m in modes):
        h += RAISE + MARK_H
    return h * scale
