"""The hand builder as the classroom app shows it: the hand and the palette look apart (the hand
on a green mat, a "×" and a "remove" tooltip on each of its tiles), the empty hand said where the
hand goes, "1 tile" in the singular, and the HTML figure (figure_format="html") that comes with
the total."""

from __future__ import annotations

import asyncio
import re

import mjlib
from mjlib.widgets import HandBuilder, present

HAND = "[123m1][456p1][789s1]23pCC1p"


def hand_buttons(b: HandBuilder) -> list:
    """Every tile button in the hand row (melds' tiles included)."""
    out = []

    def walk(w):
        if hasattr(w, "children"):
            for c in w.children:
                walk(c)
        elif "mj-tile" in getattr(w, "_dom_classes", ()):
            out.append(w)

    walk(b.hand_box)
    return out


def test_the_hand_tiles_say_remove_and_the_palette_tiles_say_add():
    b = HandBuilder(hand=HAND)
    tiles = hand_buttons(b)
    assert len(tiles) == 14
    for t in tiles:
        assert "mj-in-hand" in t._dom_classes and "mj-palette" not in t._dom_classes
        assert t.tooltip.startswith("移除 remove"), t.tooltip
    for name, t in b.palette.items():
        assert "mj-in-hand" not in t._dom_classes and "mj-palette" in t._dom_classes
        assert t.tooltip.startswith("加 add") and "remove" not in t.tooltip, t.tooltip


def test_the_style_sheet_gives_the_hand_a_mat_and_its_tiles_a_cross():
    css = present.face_css(present.tile_faces())
    assert re.search(r"\.mj-builder \.mj-hand \{ background: %s" % present.HAND_MAT, css)
    assert ".mj-builder .mj-in-hand::after { content: '×'" in css
    assert ".mj-builder .mj-palette:hover" in css
    # the sheet scoped for another page paints the same faces there, and nothing of the builder
    other = present.face_css(present.tile_faces(), scope=".mj-teacher")
    assert ".mj-teacher .mj-face.mj-t-5p" in other and ".mj-builder" not in other


def test_the_empty_hand_is_said_where_the_hand_goes_and_the_status_does_not_say_below():
    b = HandBuilder()
    (empty,) = b.hand_box.children
    assert "Empty hand" in empty.value and "below" in empty.value  # the palette is below it
    assert "mj-hand-empty" in empty._dom_classes
    assert "Empty hand" in b.status.value and "below" not in b.status.value
    rows = list(b.widget.children)
    hand_row = next(i for i, w in enumerate(rows) if b.hand_box in getattr(w, "children", ()))
    assert rows.index(b.palette_box) > hand_row


def test_one_tile_is_one_tile():
    b = HandBuilder()
    b.add_tile("5m")
    assert "1 tile (each meld counts as 3)" in b.status.value
    assert "1 tiles" not in b.status.value
    b.add_tile("6m")
    assert "2 tiles (each meld counts as 3)" in b.status.value


def test_the_html_figure_is_drawn_with_the_total_on_the_pages_tile_faces():
    result = mjlib.score(HAND)
    fig = present.figure_html(result).data
    html = fig["text/html"]
    assert fig["text/plain"] == f"<figure of {result.hand}: {result.total} fans>"
    assert len(html) < 12_000 and "data:image" not in html  # the faces are the page's
    assert html.count('class="mj-fig-tile mj-face mj-t-') == 14
    assert html.count('mj-fig-win"') == 1 and html.count("mj-fig-winmark") == 1
    assert "mj-fig-solid" in html and "mj-fig-dashed" in html
    assert "花龙 Mixed Straight" in html and "喜相逢 Mixed Double Chow" in html
    assert 'class="mj-struck">连六 Short Straight' in html and "套算一次 count-once" in html
    assert "已达8番起和 reaches the 8-fan minimum" in html


def test_in_a_kernel_the_html_figure_comes_with_the_total():
    async def click():
        b = HandBuilder(figure_format="html")
        b.set_text(HAND[:-2])
        b.add_tile("1p")  # an asyncio loop runs, as in a kernel: no wait for the figure
        return b

    b = asyncio.run(click())
    assert b._figure_timer is None
    (figure,) = b.out.outputs
    assert "mj-figure-html" in figure["data"]["text/html"]
    assert f"Total 合计 {mjlib.score(HAND).total} fans" in b.status.value
    assert b.failures == []


def test_a_hand_the_html_figure_cannot_draw_still_shows_its_table(monkeypatch):
    def broken(_result):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(present, "figure_html", broken)
    b = HandBuilder(hand=HAND, figure_format="html")
    assert "no figure: ZeroDivisionError" in b.output_text()
    assert "Total 合计" in b.status.value
