"""Rows of tiles: a hand as players lay it out, and a reading outlined set by set."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..hand import Hand, Meld
from ..readings import Group, Reading
from ..pages import figure
from ..pages.figure import SUIT_LABEL, Laid, group_index, group_words  # noqa: F401 (shared with the HTML figure)
from ..vocabulary import Both, chinese
from . import fonts, style
from .canvas import Canvas
from .tiles import Placed, draw_strip, strip_height, strip_width

LABEL_GAP = 0.12  # between the tiles' thickness and the label under them
TAG_R = 0.16


def two_lines(zh: str, en: str) -> str:
    """Chinese over English, or the English alone without a CJK font; the Chinese alone when
    mjlib writes Chinese (:func:`mjlib.use_language`) and the font has it."""
    if fonts.cjk() and zh:
        return zh if chinese() else f"{zh}\n{en}"
    return en


def meld_label(m: Meld) -> str:
    return _words(figure.meld_label(m))


def _words(w: Both | None) -> str:
    return two_lines(w.zh, w.en) if w is not None else ""


@dataclass
class Slot:
    """Something laid in a row: tiles, with a label under them."""

    modes: list
    label: str = ""
    win_index: int | None = None
    tag: str | None = None  # a set letter drawn left of the label
    outline: str | None = None  # None, "solid" or "dashed"
    group: Group | None = None
    gap_before: float = style.SET_GAP
    placed: list = field(default_factory=list)
    x: float = 0.0
    width: float = 0.0
    strip_x: float = 0.0
    strip_w: float = 0.0
    label_bottom: float = 0.0

    @property
    def cx(self) -> float:
        return self.strip_x + self.strip_w / 2


def _label_width(slot: Slot) -> float:
    if not slot.label and not slot.tag:
        return 0.0
    w = Canvas.extent(slot.label, style.LABEL)[0] if slot.label else 0.0
    if slot.tag:
        w += 2 * TAG_R + (0.08 if slot.label else 0)
    return w


@dataclass
class Row:
    slots: list
    base: float  # the bottom edge of the faces
    bottom: float  # below the labels
    right: float

    @property
    def middle(self) -> float:
        """The height of an upright tile's centre."""
        return self.base - style.TILE_H / 2


def place_row(slots: list[Slot], x: float = 0.0, *, scale: float = 1.0, pad: float = 0.07,
              tag_left: bool = False) -> float:
    """Set each slot's x, width and strip position; returns the right edge."""
    for i, s in enumerate(slots):
        if i:
            x += s.gap_before
        s.strip_w = strip_width(s.modes, scale) if s.modes else 0.0
        if tag_left and s.tag:
            s.width = s.strip_w + 2 * pad + 2 * TAG_R + 0.1
            s.x = x
            s.strip_x = x + s.width - s.strip_w - pad
        else:
            s.width = max(s.strip_w + 2 * pad, _label_width(s))
            s.x = x
            s.strip_x = x + (s.width - s.strip_w) / 2
        x += s.width
    return x


def row_lift(slots: list[Slot], scale: float = 1.0) -> float:
    return max(strip_height(s.modes, scale) for s in slots if s.modes) if slots else 0.0


def draw_row(c: Canvas, x: float, top: float, slots: list[Slot], *, scale: float = 1.0,
             pad: float = 0.07, win_mark: bool = True, tag_left: bool = False) -> Row:
    """Lay ``slots`` left to right from (x, top).

    The space above the tiles holds the winning-tile mark and an added kong's top tile.
    ``tag_left`` puts each set's letter left of its tiles instead of under them.
    """
    lift = row_lift(slots, scale)
    has_win = win_mark and any(s.win_index is not None for s in slots)
    mark_h = 0.3 if has_win else 0.0
    base = top + mark_h + pad + lift
    label_top = base + style.DEPTH * scale + pad + LABEL_GAP
    bottom = base + style.DEPTH * scale + pad
    right = place_row(slots, x, scale=scale, pad=pad, tag_left=tag_left)
    for s in slots:
        s.placed = draw_strip(c, s.strip_x, base, s.modes, win_index=s.win_index, scale=scale)
        if s.outline:
            h_strip = strip_height(s.modes, scale) if s.modes else 0
            c.box(s.strip_x - pad, base - h_strip - pad, s.strip_w + 2 * pad,
                  h_strip + style.DEPTH * scale + 2 * pad, edge=style.OUTLINE, lw=1.6,
                  ls=(0, (4, 2.5)) if s.outline == "dashed" else "-", radius=0.1, z=1.5,
                  gid=f"group:{s.tag or ''}")
        if s.win_index is not None and has_win:
            p: Placed = s.placed[s.win_index]
            c.text(p.cx, p.top - pad - 0.05, fonts.bi("和", "win"), size=style.LABEL,
                   color="#7a4f00", ha="center", va="bottom", weight="bold", gid="win-mark")
        s.label_bottom = label_top
        tag = s.tag
        if tag and tag_left:
            c.tag(s.x + TAG_R, base - style.TILE_H * scale / 2, tag, r=TAG_R, gid=f"tag:{tag}")
            tag = None
        if s.label or tag:
            lw = _label_width(s) if tag else Canvas.extent(s.label, style.LABEL)[0]
            lx = s.x + (s.width - lw) / 2
            lines = s.label.count("\n") + 1 if s.label else 1
            h = max(lines * style.LABEL * fonts.LINE / 72, 2 * TAG_R)
            cy = label_top + h / 2
            if tag:
                c.tag(lx + TAG_R, cy, tag, r=TAG_R, gid=f"tag:{tag}")
                lx += 2 * TAG_R + 0.08
            if s.label:
                c.text(lx, cy, s.label, size=style.LABEL, color=style.INK, va="center",
                       gid="group-label")
            s.label_bottom = label_top + h
            bottom = max(bottom, s.label_bottom)
    return Row(slots, base, bottom, right)


def _slot(laid: Laid, gap_before: float) -> Slot:
    return Slot(laid.modes, _words(laid.label), win_index=laid.win_index, tag=laid.tag,
                outline=laid.outline, group=laid.group, gap_before=gap_before)


def hand_slots(hand: Hand, flowers: int = 0) -> list[Slot]:
    """Standing tiles, the winning tile apart, then the melds (as they lie on the table)."""
    return [_slot(x, style.WIN_GAP if x.after_win else style.SET_GAP)
            for x in figure.hand_sets(hand)]


PART_GAP = 0.16  # between the parts of a group of single tiles


def reading_slots(reading: Reading, hand: Hand, tags: bool = True) -> list[Slot]:
    """The groups of a reading in order, each outlined (solid: melded; dashed: concealed), as
    :func:`mjlib.pages.figure.reading_sets` lays them: a group of single tiles in parts, one per suit
    and one for the honors, each part with the group's letter."""
    return [_slot(x, PART_GAP if x.part else style.SET_GAP)
            for x in figure.reading_sets(reading, hand, tags)]


def flowers_badge(c: Canvas, x: float, cy: float, n: int) -> float:
    """The flowers as a count badge; returns its width."""
    w, _ = c.badge(x, cy, f"{fonts.bi('花', 'flowers')} ×{n}", colour="#b0558a", size=style.BODY,
                   gid="flowers")
    return w
