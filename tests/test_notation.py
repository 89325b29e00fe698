"""Reading and writing hands: tiles, melds, the winning tile, and the canonical string."""

import pytest

import mjlib
from mjlib.hand import CHOW, KONG, PUNG


def test_tiles_round_trip():
    for t in mjlib.TILES:
        assert mjlib.tile(str(t)) == t
    assert str(mjlib.tile("5m")) == "5m" and mjlib.tile("C").zh == "中"


def test_melds_and_offers():
    h = mjlib.parse("[567m2][999s3][8888p][1111m5]EE")
    chow, pung, ckong, added = h.melds
    assert (chow.kind, str(chow.tile), chow.offer) == (CHOW, "5m", 2)
    assert (pung.kind, pung.offer) == (PUNG, 3)
    assert ckong.kind == KONG and ckong.concealed
    assert added.kind == KONG and added.added and added.offer == 1 and not added.concealed
    assert str(h.winning) == "E" and [str(t) for t in h.standing] == ["E"]


def test_comma_before_offer_digit_is_accepted():
    assert mjlib.parse("[567m,2]123p456s789sE E") == mjlib.parse("[567m2]123p456s789sEE")


def test_z_honors_use_chinese_order():
    assert mjlib.parse("1234567z11z123m4m") == mjlib.parse("ESWNCFPEE123m4m")


def test_the_last_tile_written_wins_wherever_melds_stand():
    h = mjlib.parse("PPP11123444p231m")
    assert str(h.winning) == "1m" and len(h.standing) == 13


def test_chow_written_in_any_order():
    assert mjlib.parse("[546m]1234567899p9p").melds[0].tile == mjlib.tile("4m")


@pytest.mark.parametrize("text", [
    "[EEEE][CCCC][FFFF][PPPP]NN", "1112345678999s9s", "[WWWW,1][444s]45m678pFF6m",
    "[123p,1][345s,2][999s,3]66mEEE", "[1111m5][2222s6][3333p7][4444p]5p5p", "1112345678999m",
])
def test_canonical_string_round_trips(text):
    h = mjlib.parse(text)
    assert mjlib.parse(str(h)) == h
    assert str(mjlib.parse(str(h))) == str(h)


def test_canonical_form_drops_default_offers_and_commas():
    assert str(mjlib.parse("[567m,1][999s,1]123p456sEE")) == "[567m][999s]456s123pEE"  # m, s, p order
    assert str(mjlib.parse("[WWWW,1][444s]45m678pFF6m")) == "[WWWW1][444s]45m678pFF6m"


def test_thirteen_tiles_parse_as_a_waiting_hand():
    h = mjlib.parse("1112345678999m")
    assert h.winning is None and not h.is_complete


@pytest.mark.parametrize("text, written", [
    ("牌组与将是[CCC2] [111p3] 123m", "牌组与将是[中中中2] [111饼3] 123万"),  # a claimed honor pung
    ("牌是25m369s14pESWNCFP", "牌是25万369条14饼东南西北中发白"),  # honors right after a suit
    ("组成EE", "组成东东"),
    ("因HandError而停", "因HandError而停"),  # a Latin word keeps its capitals
])
def test_tiles_inside_a_chinese_sentence_are_written_in_chinese(text, written):
    from mjlib.tiles import zh_written

    assert zh_written(text) == written
