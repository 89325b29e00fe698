"""Rows of tiles: a hand as players lay it out, and a reading outlined set by set."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..hand import CHOW, KONG, PUNG, Hand, Meld
from ..readings import KNITTED, PAIR, SEVEN_PAIRS, SINGLES, Group, Reading
from .. import words
from ..vocabulary import Both, chinese
from . import fonts, style
from .canvas import Canvas, letters
from .tiles import UP, Placed, draw_strip, meld_modes, strip_height, strip_width

LABEL_GAP = 0.12  # between the tiles' thickness and the label under them
TAG_R = 0.16


def two_lines(zh: str, en: str) -> str:
    """Chinese over English, or the English alone without a CJK font; the Chinese alone when
    mjlib writes Chinese (:func:`mjlib.use_language`) and the font has it."""
    if fonts.cjk() and zh:
        return zh if chinese() else f"{zh}\n{en}"
    return en


def meld_label(m: Meld) -> str:
    whom_zh, whom_en = words.FROM_ZH.get(m.offer, ""), words.FROM_EN.get(m.offer, "")
    if m.kind == CHOW:
        return two_lines("吃 · 上家", "chow from left")
    if m.kind == PUNG:
        return two_lines(f"碰 · {whom_zh}", f"pung from {whom_en}")
    if m.offer == 0:
        return two_lines(words.GROUP["concealed_kong"].zh, words.GROUP["concealed_kong"].en)
    if m.added:
        return two_lines(f"加杠 · {whom_zh}", f"added kong ({whom_en})")
    return two_lines(f"明杠 · {whom_zh}", f"kong from {whom_en}")


def group_words(g: Group, reading: Reading) -> Both:
    """The name of one group of a reading."""
    G = words.GROUP
    if g.meld is not None:
        return words.meld_name(g.meld)
    if g.kind == CHOW:
        return G["chow"]
    if g.kind == PUNG:
        return G["concealed_pung"] if g.concealed else G["pung_on_discard"]
    if g.kind == KONG:
        return G["kong"]
    if g.kind == PAIR:
        return G["seven_pair"] if reading.shape is SEVEN_PAIRS else G["pair"]
    if g.kind == KNITTED:
        return G["knitted"]
    if g.kind == SINGLES:
        return Both(reading.en, reading.zh)
    return G.get(g.kind, Both(g.kind, ""))


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


def hand_slots(hand: Hand, flowers: int = 0) -> list[Slot]:
    """Standing tiles, the winning tile apart, then the melds (as they lie on the table)."""
    slots = []
    if hand.standing:
        slots.append(Slot([(t, UP) for t in sorted(hand.standing)]))
    if hand.winning is not None:
        slots.append(Slot([(hand.winning, UP)], two_lines(words.HEAD["win"].zh, words.HEAD["win"].en), win_index=0,
                          gap_before=style.WIN_GAP))
    for i, m in enumerate(hand.melds):
        slots.append(Slot(meld_modes(m), meld_label(m),
                          gap_before=style.WIN_GAP if i == 0 else style.SET_GAP))
    return slots


def group_index(reading: Reading, groups) -> list[int | None]:
    """The position in ``reading.groups`` of each of ``groups``: the same object where it is one,
    else the first equal group not yet taken (two identical chows are equal but distinct)."""
    out: list[int | None] = []
    for g in groups:
        i = next((j for j, h in enumerate(reading.groups) if h is g and j not in out), None)
        if i is None:
            i = next((j for j, h in enumerate(reading.groups) if h == g and j not in out), None)
        out.append(i)
    return out


SUIT_LABEL = {"m": ("万", "characters"), "s": ("条", "bamboo"), "p": ("饼", "dots"),
              "z": ("字", "honors")}
PART_GAP = 0.16  # between the parts of a group of single tiles


def _parts(g: Group) -> list[tuple[tuple, str]]:
    """A group of single tiles (全不靠, 七星不靠, 十三幺) in parts: each suit's tiles (147 / 258 /
    369 of a knitted hand), then the honors; each part with its label."""
    out = []
    for suit in "mspz":
        tiles = tuple(t for t in g.tiles if t.suit == suit)
        if tiles:
            zh, en = SUIT_LABEL[suit]
            if suit != "z":
                ranks = "".join(str(t.rank) for t in tiles)
                zh, en = f"{ranks}{zh}", f"{ranks} {en}"
            out.append((tiles, two_lines(zh, en)))
    return out


def _win_at(modes, hand: Hand) -> int | None:
    idx = [j for j, (t, _) in enumerate(modes) if t == hand.winning]
    return idx[-1] if idx else None


def reading_slots(reading: Reading, hand: Hand, tags: bool = True) -> list[Slot]:
    """The groups of a reading in order, each outlined (solid: melded; dashed: concealed).

    A group of single tiles is laid out in parts, one per suit and one for the honors, so that a
    knitted hand shows its 147 / 258 / 369; every part carries the group's letter, so the
    parts read as one group.
    """
    slots = []
    names = letters(len(reading.groups))
    for i, g in enumerate(reading.groups):
        tag = names[i] if tags else None
        if g.kind == SINGLES:
            for k, (tiles, label) in enumerate(_parts(g)):
                modes = [(t, UP) for t in tiles]
                win = _win_at(modes, hand) if hand.winning is not None else None
                slots.append(Slot(modes, label, win_index=win, tag=tag,
                                  outline="dashed", group=g,
                                  gap_before=style.SET_GAP if k == 0 else PART_GAP))
            continue
        modes = meld_modes(g.meld) if g.meld else [(t, UP) for t in g.tiles]
        win = _win_at(modes, hand) if g.winning and hand.winning is not None else None
        name = group_words(g, reading)
        slots.append(Slot(modes, two_lines(name.zh, name.en), win_index=win, tag=tag,
                          outline="solid" if (g.meld and not g.meld.concealed) else "dashed",
                          group=g))
    return slots


def flowers_badge(c: Canvas, x: float, cy: float, n: int) -> float:
    """The flowers as a count badge; returns its width."""
    w, _ = c.badge(x, cy, f"{fonts.bi('花', 'flowers')} ×{n}", colour="#b0558a", size=style.BODY,
                   gid="flowers")
    return w
