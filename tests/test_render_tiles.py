"""Tiles and draw_hand: faces drawn (not fetched), melds laid out as players lay them."""

from collections import Counter

import pytest
from tests.support.render import (HANDS, all_text, backs, draw, faces, font_mode, gids, has_cjk,  # noqa: F401
                            render, score, strings, texts, texts_with_gid, with_gid)

import mjlib
from mjlib.hand import Meld
from mjlib.render import draw_hand, fonts
from mjlib.render.tiles import (BACK, RES, UP, TilePicture, added, claimed, face_text, meld_modes,
                                tile_picture)
from mjlib.tiles import TILES, tile

pytestmark = pytest.mark.filterwarnings("error")


def test_tile_faces(font_mode):
    if font_mode == "cjk":
        assert face_text(tile("5m")) == ("五", "万")
        assert face_text(tile("1s")) == ("一", "条")
        assert face_text(tile("9p")) == ("九", "饼")
        assert face_text(tile("E")) == ("东",)
        assert face_text(tile("C")) == ("中",)
        assert face_text(tile("F")) == ("发",)
        assert face_text(tile("P")) == ()  # 白: the empty frame
    else:
        assert face_text(tile("5m")) == ("5", "m")
        assert face_text(tile("9p")) == ("9", "p")
        assert face_text(tile("E")) == ("E",)
        assert face_text(tile("C")) == ("C",)
        assert face_text(tile("P")) == ("P",)  # in its frame, so the face is never blank
        assert not any(has_cjk("".join(face_text(t))) for t in TILES)


def _ink(picture, colour: str, rows: slice):
    """How many pixels of ``picture``'s ``rows`` are close to ``colour``."""
    import numpy as np
    from matplotlib.colors import to_rgb

    want = np.array(to_rgb(colour)) * 255
    px = picture[rows, :, :3].astype(float)
    return int((np.abs(px - want).max(axis=2) < 40).sum())


def test_a_tile_picture_shows_its_face(font_mode):
    from mjlib.render import style

    five = tile_picture(tile("5m"))
    h, w, depth = five.shape
    assert depth == 4 and abs(w / RES - style.TILE_W - 0.06) < 0.01  # the tile and its edge
    top, bottom = slice(0, h // 2), slice(h // 2, h)
    # the numeral in ink above, the suit in the suit's red below; none of the red above
    assert _ink(five, style.INK, top) > 100
    assert _ink(five, style.SUIT_COLOUR["m"], bottom) > 100
    assert _ink(five, style.SUIT_COLOUR["m"], top) < 10
    assert _ink(tile_picture(tile("5p")), style.SUIT_COLOUR["p"], bottom) > 100
    # the thickness in the body's green, at the bottom only
    assert _ink(five, style.BODY_COLOUR, slice(h - 12, h)) > 50
    # face down: the green back, no face
    back = tile_picture(tile("5m"), back=True)
    assert _ink(back, style.BACK_INNER, top) > 500 and _ink(back, style.INK, top) < 10
    # the winning tile's outline, and nothing else differs
    win = tile_picture(tile("5m"), win=True)
    assert _ink(win, style.WIN_EDGE, top) > 50 and _ink(five, style.WIN_EDGE, top) == 0
    # drawn once, then reused
    assert tile_picture(tile("5m")) is five


@pytest.mark.parametrize("dpi", [50, 100, 144])
def test_a_placed_tile_stands_the_right_way_up(dpi):
    """A figure shows the picture resized to its own pixels: numeral above, suit below, at any
    resolution (and again when the resized picture is reused)."""
    import io

    import numpy as np
    from PIL import Image

    from mjlib.render import style, to_png
    from mjlib.render.canvas import Canvas
    from mjlib.render.tiles import draw_tile

    for _ in range(2):
        c = Canvas(margin=0)
        draw_tile(c, 0, 0, tile("5m"))
        png = np.asarray(Image.open(io.BytesIO(to_png(c.finish(), dpi=dpi))).convert("RGBA"))
        h = png.shape[0]
        top, bottom = slice(0, h // 2), slice(h // 2, h)
        red = style.SUIT_COLOUR["m"]
        assert _ink(png, red, bottom) > 4 * _ink(png, red, top) + 2
        assert _ink(png, style.INK, top) > 4 * _ink(png, style.INK, bottom) + 2


@pytest.mark.parametrize("offer", [1, 2, 3])
def test_chow_marks_the_claimed_tile(offer):
    # a chow is always claimed from the player on the left; the digit says which tile
    modes = [m for _, m in meld_modes(Meld("chow", tile("4s"), offer))]
    assert modes == [claimed("left") if i == offer - 1 else UP for i in range(3)]


@pytest.mark.parametrize("offer,where,whom", [(1, 0, "left"), (2, 1, "across"), (3, 2, "right")])
def test_pung_marks_the_tile_towards_the_discarder(offer, where, whom):
    modes = [m for _, m in meld_modes(Meld("pung", tile("7p"), offer))]
    assert modes == [claimed(whom) if i == where else UP for i in range(3)]


@pytest.mark.parametrize("offer,where,whom", [(1, 0, "left"), (2, 1, "across"), (3, 3, "right")])
def test_claimed_kong(offer, where, whom):
    modes = [m for _, m in meld_modes(Meld("kong", tile("W"), offer))]
    assert modes == [claimed(whom) if i == where else UP for i in range(4)]


def test_concealed_kong_shows_its_outer_tiles_face_down():
    assert [m for _, m in meld_modes(Meld("kong", tile("E"), 0))] == [BACK, UP, UP, BACK]


@pytest.mark.parametrize("offer,where,whom", [(1, 0, "left"), (2, 1, "across"), (3, 2, "right")])
def test_added_kong_stands_the_fourth_tile_on_the_claimed_one(offer, where, whom):
    modes = [m for _, m in meld_modes(Meld("kong", tile("8s"), offer, added=True))]
    assert modes == [added(whom) if i == where else UP for i in range(3)]


@pytest.mark.parametrize("name", sorted(HANDS))
def test_draw_hand_draws_every_tile(name, font_mode):
    result = score(name)
    hand = result.hand
    fig = draw(draw_hand, result)
    up = Counter()
    down = Counter()
    for m in hand.melds:
        for t, mode in meld_modes(m):
            n = 2 if mode.startswith("added-") else 1
            (down if mode == BACK else up)[str(t)] += n
    for t in hand.concealed_tiles:
        up[str(t)] += 1
    assert faces(fig) == up
    assert backs(fig) == down
    assert sum(up.values()) + sum(down.values()) == len(hand.all_tiles)
    # the winning tile is set apart and marked, and labelled
    assert len(gids(fig, f"tile:{hand.winning}|win")) == 1
    assert "winning tile" in all_text(fig)
    # faces: each tile's picture was drawn from the words of its face
    shown = Counter(p.words for p in fig.findobj(TilePicture) if not p.back)
    assert shown == Counter({face_text(tile(t)): n for t, n in up.items()})
    assert str(hand) in strings(fig)


def test_claimed_tiles_point_to_the_discarder(font_mode):
    fig = draw(draw_hand, "[123m2][456p3][8888s6][999s1]E1m")
    marked = sorted(g for g in gids(fig, "tile:") if "|claimed" in g)
    # the chows' 2m and 6p (from the left), the added kong's 8s (pung from across), the pung's 9s
    assert marked == ["tile:2m|claimed-left", "tile:6p|claimed-left", "tile:8s|claimed-across",
                      "tile:9s|claimed-left"]
    assert len([g for g in gids(fig, "tile:") if "|added" in g]) == 1
    # one arrow per claim, towards whoever discarded the tile
    assert sorted(gids(fig, "claim:")) == ["claim:across", "claim:left", "claim:left", "claim:left"]
    # numerals stay upright: no face is turned
    assert all(t.get_rotation() == 0 for t in texts(fig))
    claimed_faces = [p.box() for p in with_gid(fig, "tile:") if "|claimed" in p.get_gid()]
    (_, y, w, h), *_ = [p.box() for p in with_gid(fig, "tile:") if "|" not in p.get_gid()]
    for _, cy, cw, ch in claimed_faces:  # raised: its bottom above the bottom of upright tiles
        assert cy + ch < y + h - 0.1
        assert abs(cw - w) < 1e-9
    labels = all_text(fig)
    assert "chow from left" in labels and "pung from left" in labels
    assert "added kong (across)" in labels
    if font_mode == "cjk":
        assert "加杠 · 对家" in labels and "吃 · 上家" in labels


def test_concealed_kong_label(font_mode):
    fig = draw(draw_hand, "[EEEE][CCCC][FFFF][PPPP]NN")
    assert backs(fig) == Counter({"E": 2, "C": 2, "F": 2, "P": 2})
    assert all_text(fig).count("concealed kong") == 4
    if font_mode == "cjk":
        assert all_text(fig).count("暗杠") == 4


def test_flowers_are_a_count_badge(font_mode):
    fig = draw(draw_hand, score("added-kong-flowers"))
    badge = texts_with_gid(fig, "flowers")
    assert badge == [("花 flowers ×3" if font_mode == "cjk" else "flowers ×3")]
    fig = draw(draw_hand, "[123m1]456p789s34sNN2s", flowers=2)
    assert texts_with_gid(fig, "flowers")[0].endswith("×2")


def test_a_hand_waiting_to_win():
    fig = draw(draw_hand, mjlib.parse("1112345678999m"))
    assert faces(fig) == Counter({"1m": 3, "9m": 3, **{f"{r}m": 1 for r in range(2, 9)}})
    assert not any("|win" in g for g in gids(fig, "tile:"))


def test_draw_hand_takes_a_hand_a_result_or_a_string():
    h = mjlib.parse("[123m1][456p1][789s1]23pCC1p")
    for arg in (h, mjlib.score(h), str(h)):
        fig = draw(draw_hand, arg)
        assert faces(fig)["C"] == 2
    with pytest.raises(mjlib.HandError,
                       match="draw_hand\\(\\) takes a Hand, a Result or a hand string, not 42"):
        draw_hand(42)


def test_ascii_mode_refuses_chinese():
    old = fonts.use_cjk(False)
    try:
        with pytest.raises(ValueError):
            fonts.check_text("五万")
        assert fonts.bi("花龙", "Mixed Straight") == "Mixed Straight"
        assert fonts.zh("花龙") == ""
        fig = draw(draw_hand, "19m19s19pESWNCFPN")
        assert not any(has_cjk(s) for s in strings(fig))
    finally:
        fonts.use_cjk(old)


def test_texts_are_projector_sized(font_mode):
    fig = draw(draw_hand, score("added-kong-flowers"))
    assert min(t.get_fontsize() for t in texts(fig)) >= 12


def test_a_missing_glyph_fails(tmp_path):
    """The guard the other tests rely on: drawing Chinese with DejaVu Sans alone warns."""
    import warnings

    import matplotlib.pyplot as plt

    fig = plt.figure()
    fig.text(0.1, 0.5, "五万", fontfamily=["DejaVu Sans"])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(UserWarning, match="missing from font"):
            fig.savefig(tmp_path / "box.png")
    plt.close(fig)


def test_the_figure_shows_itself_as_png():
    fig = draw_hand("[123m1][456p1][789s1]23pCC1p")
    png, metadata = fig._repr_png_()
    assert png.startswith(b"\x89PNG")
    # its words, as a page's alt, and the hand it draws as data (the site's HTML hand on a phone)
    assert metadata == {"alt": "drawn hand: [123m][456p][789s]23pCC1p",
                        "hand": {"hand": "[123m][456p][789s]23pCC1p", "flowers": 0, "title": True}}
    render(fig)


def test_a_drawn_result_says_in_words_how_the_hand_was_won_and_its_total():
    import mjlib
    from mjlib.render import draw_result

    # 圈风刻 2 + 门风刻 2 (SSS, south's pung in the south round) + 自摸 1 + 花牌 2 = 7
    r = mjlib.score("[SSS]234m678s5567p5p", self_drawn=True, seat_wind="S", prevalent_wind="S",
                    flowers=2)
    assert draw_result(r).alt == ("drawn result: [SSS]234m678s5567p5p, self-drawn, seat wind S, "
                                  "prevalent wind S, 2 flowers, 7 fans")
    with mjlib.writing("zh"):
        assert draw_result(r).alt == "算番图：[SSS]234m678s5567p5p，自摸，门风南，圈风南，花牌2张，7番"
