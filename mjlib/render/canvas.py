"""A drawing surface measured in inches, top to bottom, that sizes its figure to what was drawn.

Every figure is a :class:`MahjongFigure` whose artists are placed in inches, y growing downwards
(no axes), so tiles keep their size and text its point size whatever the content. The
figure is made without pyplot: it is never shown twice in a notebook, and it shows itself (as a
PNG, with the words of what it shows as the PNG's ``alt`` metadata) when it is the last value of
a cell.
"""

from __future__ import annotations

import hashlib
import io
import logging
import math

from matplotlib import patheffects, rc_context
from matplotlib.colors import to_hex
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, FancyArrowPatch, FancyBboxPatch
from matplotlib.path import Path
from matplotlib.text import Text
from matplotlib.transforms import Affine2D, IdentityTransform

from ..errors import HandError, shown, shown_zh
from ..vocabulary import chinese
from ..vocabulary import FIGURE
from . import fonts, style


class MahjongFigure(Figure):
    """A matplotlib Figure that Jupyter shows as a PNG even without pyplot.

    Its text form names what it draws by a digest of its marked parts (each part's gid, colours
    and line style), the same whatever the fonts: a notebook's stored figure is compared with a
    fresh one through this text, so a figure left stale by a change of the scorer fails the
    tests.
    """

    alt = ""  # what the figure shows, in words (the drawing function sets it): a page's alt text
    # what it shows as plain data, for a page that draws the same in HTML: {"result": the data of
    # mjlib.pages.figure.drawn_result} for a result figure (draw_result sets it), {"hand": the
    # data of mjlib.pages.figure.drawn_hand} for a hand's (draw_hand)
    shows: "dict[str, object]" = {}

    def _repr_png_(self) -> "bytes | tuple[bytes, dict[str, object]]":
        """The PNG, with the figure's words (``{"alt": ...}``) and what it shows as data
        (:attr:`shows`) as its metadata, which a notebook keeps in the output's metadata under
        ``image/png``, when it has some."""
        png = to_png(self)
        meta = {**({"alt": self.alt} if self.alt else {}), **self.shows}
        return (png, meta) if meta else png

    def described(self, what: str, *parts: object) -> "MahjongFigure":
        """This figure, with its words set to ``what`` and ``parts``, as mjlib writes them now:
        ``drawn result: <hand>, self-drawn, 24 fans``, ``算番图：<hand>，自摸，24番``."""
        text = what
        if parts:
            colon, comma = ("：", "，") if chinese() else (": ", ", ")
            text += colon + comma.join(str(p) for p in parts)
        self.alt = text
        return self

    def parts(self) -> list[str]:
        """The marked artists, each once: its gid, colours and line style, sorted (a line of text
        drawn in two languages where a CJK font is found is one part)."""
        out = set()
        for artist in self.findobj(lambda a: a.get_gid() is not None):
            bits = [artist.get_gid()]
            for getter in ("get_facecolor", "get_edgecolor", "get_color"):
                f = getattr(artist, getter, None)
                if f is not None:
                    try:
                        bits.append(to_hex(f(), keep_alpha=False))
                    except (ValueError, TypeError):
                        pass  # a colour list (collections) or none
            ls = getattr(artist, "get_linestyle", None)
            if ls is not None:
                bits.append(str(ls()))
            out.add(" ".join(bits))
        return sorted(out)

    def __repr__(self) -> str:
        parts = self.parts()
        digest = hashlib.sha1("\n".join(parts).encode()).hexdigest()[:10]
        return f"<MahjongFigure: {len(parts)} marked parts, digest {digest}>"


def fans_words(total: int) -> str:
    """``24 fans``, ``1 fan``; ``24番`` when mjlib writes Chinese."""
    if chinese():
        return f"{total}{FIGURE['fans'].zh}"
    return f"{total} {FIGURE['fan' if total == 1 else 'fans'].en}"


def to_png(fig: Figure, dpi: float = 100) -> bytes:
    """The figure as PNG bytes, at ``dpi`` dots per inch (10 to 1000)."""
    if not isinstance(fig, Figure):
        raise HandError(f"to_png() takes a matplotlib Figure, not {shown(fig)}",
                        zh=f"to_png() 接受 matplotlib 的 Figure，不能是 {shown_zh(fig)}")
    if isinstance(dpi, bool) or not isinstance(dpi, (int, float)) or not 10 <= dpi <= 1000:
        raise HandError(f"dpi is a number from 10 to 1000, not {shown(dpi)}",
                        zh=f"dpi 须是 10 到 1000 之间的数，不能是 {shown_zh(dpi)}")
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, facecolor="white")
    return buf.getvalue()


SVG_PICTURES = 100  # pixels to the inch of the pictures (tiles) in an SVG


def to_svg(fig: Figure) -> str:
    """The figure as SVG text for a browser, which draws the text itself (it stays text, the
    fonts named): bold Chinese asks for the bold weight, which a browser makes from any font,
    instead of carrying the thickened strokes that stand in for it in a PNG (and that an SVG
    would write out as outlines, glyph by glyph)."""
    if not isinstance(fig, Figure):
        raise HandError(f"to_svg() takes a matplotlib Figure, not {shown(fig)}",
                        zh=f"to_svg() 接受 matplotlib 的 Figure，不能是 {shown_zh(fig)}")
    for t in fig.findobj(Text):
        if getattr(t, "thickened", False):
            t.set_path_effects([])
            t.set_fontweight("bold")
            t.thickened = False
    buf = io.BytesIO()
    log = logging.getLogger("matplotlib.font_manager")
    log.addFilter(_no_bold_face_note)  # the CJK font has no bold face: the browser makes it
    try:
        with rc_context({"svg.fonttype": "none", "svg.hashsalt": "mjlib"}):
            fig.savefig(buf, format="svg", facecolor="white", dpi=SVG_PICTURES)
    finally:
        log.removeFilter(_no_bold_face_note)
    return buf.getvalue().decode("utf-8")


def _no_bold_face_note(record: logging.LogRecord) -> bool:
    return not record.getMessage().startswith("findfont: Failed to find font weight")


STRIKE = "#b03030"  # the line through a fan that is not counted


class StruckText(Text):
    """Text with a line through it: a fan that is not counted. ``struck`` is True."""

    struck = True

    def draw(self, renderer):
        super().draw(renderer)
        if not self.get_visible() or not self.get_text():
            return
        box = self.get_window_extent(renderer)
        y = box.y0 + box.height * 0.42  # below a CJK 一, through the middle of Latin letters
        gc = renderer.new_gc()
        gc.set_foreground(STRIKE)
        gc.set_linewidth(max(1.3, self.get_fontsize() / 10.0) * renderer.points_to_pixels(1.0))
        gc.set_capstyle("butt")
        renderer.draw_path(gc, Path([[box.x0 - 1, y], [box.x1 + 1, y]]), IdentityTransform())
        gc.restore()


class Canvas:
    """Draw in inches (x right, y down); :meth:`finish` sizes the figure to the drawing."""

    def __init__(self, margin: float = 0.22):
        self.fig = MahjongFigure()
        # inches, y down -> inches from the figure's bottom left corner: set by frame()
        self._place = Affine2D()
        self.transform = self._place + self.fig.dpi_scale_trans
        self.margin = margin
        self.x0 = self.y0 = math.inf
        self.x1 = self.y1 = -math.inf

    # extents -------------------------------------------------------------------------------
    def grow(self, x0: float, y0: float, x1: float, y1: float) -> None:
        self.x0, self.y0 = min(self.x0, x0, x1), min(self.y0, y0, y1)
        self.x1, self.y1 = max(self.x1, x0, x1), max(self.y1, y0, y1)

    @property
    def bottom(self) -> float:
        return self.y1 if self.y1 > -math.inf else 0.0

    @property
    def right(self) -> float:
        return self.x1 if self.x1 > -math.inf else 0.0

    def finish(self, min_width: float = 0.0) -> MahjongFigure:
        if self.x0 == math.inf:
            self.grow(0, 0, 1, 1)
        m = self.margin
        x0, y0 = self.x0 - m, self.y0 - m
        return self.frame(x0, y0, max(self.x1 + m - x0, min_width), self.y1 + m - y0)

    def frame(self, x0: float, y0: float, w: float, h: float) -> MahjongFigure:
        """The figure, sized to show the ``w`` by ``h`` inches from (x0, y0) (its top left)."""
        self.fig.set_size_inches(w, h)
        self._place.clear().translate(-x0, -(y0 + h)).scale(1, -1)  # y grows downwards
        return self.fig

    # primitives ----------------------------------------------------------------------------
    def _add(self, artist):
        """Add an artist in inches (y down), straight to the figure: no axes, no clipping, no
        autoscaling (the figure is sized once, by :meth:`finish`)."""
        artist.set_transform(self.transform)
        self.fig.add_artist(artist)
        return artist

    def box(self, x, y, w, h, *, face="none", edge=style.OUTLINE, lw=1.5, radius=0.06,
            hatch=None, ls="-", z=2, gid=None, alpha=None, grow=True):
        radius = min(radius, w / 2, h / 2)
        patch = FancyBboxPatch((x, y), w, h, boxstyle=f"round,pad=0,rounding_size={radius}",
                               facecolor=face, edgecolor=edge, linewidth=lw, linestyle=ls,
                               hatch=hatch, zorder=z, alpha=alpha)
        if gid:
            patch.set_gid(gid)
        self._add(patch)
        if grow:
            self.grow(x - lw / 144, y - lw / 144, x + w + lw / 144, y + h + lw / 144)
        return patch

    def circle(self, x, y, r, *, face="white", edge=style.OUTLINE, lw=1.5, z=3, gid=None):
        patch = Circle((x, y), r, facecolor=face, edgecolor=edge, linewidth=lw, zorder=z)
        if gid:
            patch.set_gid(gid)
        self._add(patch)
        self.grow(x - r, y - r, x + r, y + r)
        return patch

    def line(self, xs, ys, *, color=style.OUTLINE, lw=1.5, ls="-", z=1, gid=None, marker=None,
             ms=6):
        ln = Line2D(xs, ys, color=color, linewidth=lw, linestyle=ls, zorder=z, marker=marker,
                    markersize=ms, solid_capstyle="round")
        if gid:
            ln.set_gid(gid)
        self._add(ln)
        self.grow(min(xs), min(ys), max(xs), max(ys))
        return ln

    def arrow(self, start, end, *, color=style.OUTLINE, lw=1.5, ls="-", rad=0.0, z=1, gid=None,
              head=12, alpha=1.0, shrink=(0, 0)):
        if not _solid(ls):  # a dashed line, but a whole arrowhead
            self._head(start, end, color=color, lw=lw, z=z, gid=gid, head=head)
        patch = FancyArrowPatch(start, end, connectionstyle=f"arc3,rad={rad}",
                                arrowstyle=_style(ls, head), mutation_scale=20, color=color,
                                linewidth=lw, linestyle=ls, zorder=z, alpha=alpha,
                                shrinkA=shrink[0], shrinkB=shrink[1])
        if gid:
            patch.set_gid(gid)
        self._add(patch)
        return patch

    def arrow_path(self, points, *, color=style.OUTLINE, lw=1.5, ls="-", z=1, gid=None, head=12):
        """An arrow through ``points``: straight where it runs vertically, curved in between.

        The path arrives vertically at its last point; a dashed or dotted arrow keeps a solid
        head, so that every head reads as one.
        """
        verts = [points[0]]
        codes = [Path.MOVETO]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            if abs(x0 - x1) < 1e-9:
                verts.append((x1, y1))
                codes.append(Path.LINETO)
            else:
                dy = (y1 - y0) / 2
                verts += [(x0, y0 + dy), (x1, y1 - dy), (x1, y1)]
                codes += [Path.CURVE4] * 3
        if not _solid(ls):
            (x1, y1), before = points[-1], verts[-2]
            self._head(before, (x1, y1), color=color, lw=lw, z=z, gid=gid, head=head)
        patch = FancyArrowPatch(path=Path(verts, codes), arrowstyle=_style(ls, head),
                                mutation_scale=20, color=color, linewidth=lw, linestyle=ls, zorder=z)
        if gid:
            patch.set_gid(gid)
        self._add(patch)
        xs, ys = zip(*points)
        self.grow(min(xs), min(ys), max(xs), max(ys))
        return patch

    def _head(self, toward, tip, *, color, lw, z, gid, head):
        """A solid arrowhead at ``tip``, pointing away from ``toward``."""
        dx, dy = tip[0] - toward[0], tip[1] - toward[1]
        n = math.hypot(dx, dy) or 1.0
        length = min(0.16, n)
        start = (tip[0] - dx / n * length, tip[1] - dy / n * length)
        patch = FancyArrowPatch(start, tip, arrowstyle=_style("-", head), mutation_scale=20,
                                color=color, linewidth=lw, linestyle="-", zorder=z)
        if gid:
            patch.set_gid(gid)
        self._add(patch)

    def text(self, x, y, s, *, size=style.BODY, color=style.INK, ha="left", va="center",
             weight="normal", rotation=0, struck=False, gid=None, z=5, background=None,
             grow=True):
        """Write ``s`` (checked: no Chinese without a CJK font); returns the Text.

        ``background`` puts a plain box behind the text (for labels over lines).
        """
        fonts.check_text(s)
        effects = None
        fam = fonts.family()
        if not fonts.has_cjk(s):
            fam = fam[:1]  # no fallback to look through (and CJK fonts have no bold face)
        elif weight == "bold":
            # CJK fonts seldom have a bold face: thicken the strokes instead
            weight = "normal"
            effects = [patheffects.withStroke(linewidth=size / 16, foreground=color)]
        cls = StruckText if struck else Text
        t = cls(x, y, s, fontsize=size, color=color, ha=ha, va=va, fontweight=weight,
                rotation=rotation, zorder=z, fontfamily=fam, linespacing=fonts.LINE)
        if effects:
            t.set_path_effects(effects)
            t.thickened = True  # see to_svg
        if background:
            t.set_bbox(dict(boxstyle="square,pad=0.12", facecolor=background, edgecolor="none"))
        if gid:
            t.set_gid(gid)
        self._add(t)
        if grow:
            w, h = self.extent(s, size, weight)
            if rotation % 180 == 90:
                w, h = h, w
            bx = {"left": x, "center": x - w / 2, "right": x - w}[ha]
            by = {"top": y, "center": y - h / 2, "center_baseline": y - h / 2,
                  "baseline": y - h * 0.8, "bottom": y - h}[va]
            self.grow(bx, by, bx + w, by + h)
        return t

    @staticmethod
    def extent(s: str, size: float = style.BODY, weight: str = "normal") -> tuple[float, float]:
        """(width, height) in inches that ``s`` takes."""
        if fonts.has_cjk(s):
            weight = "normal"
        return fonts.measure(s, size, weight)

    def badge(self, x, y, s, *, colour, size=style.LABEL, ha="left", gid=None, z=6,
              ls="-") -> tuple[float, float]:
        """A rounded label on a light tint of ``colour``, centred on y; returns (width, height)."""
        w, h = self.extent(s, size)
        pad_x, pad_y = 0.08, 0.05
        bw, bh = w + 2 * pad_x, size * 1.3 / 72 + 2 * pad_y
        left = {"left": x, "center": x - bw / 2, "right": x - bw}[ha]
        self.box(left, y - bh / 2, bw, bh, face=style.tint(colour, 0.78), edge=colour, lw=1.4,
                 radius=0.07, z=z - 1, gid=gid, ls=ls)
        self.text(left + pad_x, y, s, size=size, color=style.INK, z=z, gid=gid)
        return bw, bh

    def tag(self, x, y, letter: str, *, colour=style.OUTLINE, r=0.15, size=style.LABEL, gid=None):
        """A set's letter in a small circle (A, B, C ...)."""
        self.circle(x, y, r, face="white", edge=colour, lw=1.6, gid=gid)
        self.text(x, y, letter, size=size, ha="center", va="center", weight="bold", z=6, gid=gid)


def _solid(ls) -> bool:
    return ls in ("-", "solid")


def _style(ls, head: float) -> str:
    """A FancyArrowPatch arrow style: with its head when the line is solid, else the bare line
    (the head is drawn apart, solid)."""
    if not _solid(ls):
        return "-"
    return f"-|>,head_length={head / 24:.2f},head_width={head / 40:.2f}"


def letters(n: int) -> list[str]:
    """A, B, C, ... for the sets of a reading."""
    return [chr(ord("A") + i) for i in range(n)]
