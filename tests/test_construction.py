"""Tiles, melds, hands and presets check themselves when made, however they are made: an illegal
object raises HandError (what and where), never a TypeError from inside, never a silent score."""

import dataclasses
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

import mjlib
from mjlib import Hand, HandError, Meld, Tile, tile
from mjlib.widgets.model import BuilderModel


# tiles -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("value", [5, None, 2.0, True, b"5m", ["5m"], "5", "0m", "8z", "e", "10m"])
def test_tile_refuses_what_is_not_a_tile(value):
    with pytest.raises(HandError, match="is not a tile"):
        tile(value)


@pytest.mark.parametrize("value", [40, 34, -1, True, None, "x", 1.0])
def test_tile_type_refuses_out_of_range_and_other_types(value):
    with pytest.raises(HandError):
        Tile(value)


def test_tile_takes_what_the_notation_takes():
    assert tile("5z") == tile("C") == Tile("5z") and tile("5z").zh == "中"
    assert [str(tile(f"{i}z")) for i in range(1, 8)] == list("ESWNCFP")
    assert Tile(4) == tile("5m") and Tile(tile("9p")) == tile("9p")


@pytest.mark.parametrize("t", mjlib.TILES)
def test_every_tile_repr_pastes_back(t):
    assert repr(t) == f"Tile('{t}')" and eval(repr(t), vars(mjlib)) == t


# melds -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("args,words", [
    (("triple", tile("1m")), "a meld is a chow, a pung or a kong, not 'triple'"),
    (("chow", tile("8m")), "8m cannot begin one"),
    (("chow", tile("E")), "E cannot begin one"),
    (("chow", "8s"), "8s cannot begin one"),
    (("pung", tile("1m"), 9), "bad offer for a pung: 9"),
    (("pung", tile("1m"), 0), "bad offer for a pung: 0"),
    (("kong", tile("1m"), 4), "bad offer for a kong: 4"),
    (("kong", tile("1m"), 0, True), "its offer is 1-3, not 0"),
    (("pung", tile("1m"), 1, True), "only a kong can be added"),
    (("pung", tile("1m"), True), "must be a whole number, not True"),
    (("pung", tile("1m"), 2.0), "must be a whole number, not 2.0"),
    (("kong", tile("1m"), 1, 1), "added must be True or False"),
    (("pung",), "needs its tile"),
    (("pung", 99), "tile index 99 is out of range"),
    (("[123m4]",), "Meld.parse reads a meld written in the notation"),
])
def test_illegal_melds_are_refused(args, words):
    with pytest.raises(HandError) as err:
        Meld(*args)
    assert words in str(err.value)


def test_melds_print_as_the_notation_and_paste_back():
    for text in ("[123m]", "[567m2]", "[999s3]", "[8888p]", "[8888p1]", "[8888p5]", "[EEE2]"):
        m = Meld.parse(text)
        assert str(m) == text and eval(repr(m), vars(mjlib)) == m
    assert Meld("pung", tile("9s"), offer=3) == Meld.parse("[999s3]")
    assert Meld("chow", "5m", 2) == Meld.parse("[567m2]")  # a tile may be given as its notation


@pytest.mark.parametrize("text,words", [
    ("[123m4]", "bad offer digit 4 for a chow"),
    ("[123m][456m]", "one bracketed group"),
    ("[123m]123m]", "unexpected character ']'"),
    ("[123m] junk ]", "unexpected character 'j'"),
    ("[1111m5]x]", "unexpected character 'x'"),
    ("123m", "one bracketed group"),
])
def test_one_meld_is_exactly_one_bracket_group(text, words):
    with pytest.raises(HandError, match=words):
        Meld.parse(text)


def test_space_around_a_meld_is_read_as_around_a_hand():
    assert Meld.parse(" [999s3] ") == Meld.parse("[999s3]") == Meld.parse("\u3000[999s3]")
    assert mjlib.parse(" [999s3]456p789s23pCC1p ") == mjlib.parse("[999s3]456p789s23pCC1p")


# hands -----------------------------------------------------------------------------------------
def test_replace_cannot_smuggle_a_fifth_copy():
    h = mjlib.parse("1111m234p567p789s")
    with pytest.raises(HandError, match="more than four copies of 1m"):
        dataclasses.replace(h, winning=tile("1m"))


@pytest.mark.parametrize("make,words", [
    (lambda: Hand((Meld("chow", tile("7m")),), (), None), "holds 13 tiles besides the winning"),
    (lambda: Hand(None, ()), "a hand's melds are a tuple of Meld"),
    (lambda: Hand(("[123m]",), tuple("456789m")), "a hand's melds are a tuple of Meld"),
    (lambda: Hand((), None), "standing tiles are a tuple of tiles"),
    (lambda: Hand((), "123m"), "standing tiles are a tuple of tiles"),
    (lambda: Hand((), ("1m",) * 13, "2m"), "more than four copies of 1m"),
    (lambda: Hand((), ("1m", "x") + ("2m",) * 11, None), "'x' is not a tile"),
    (lambda: Hand((), tuple(range(12)), 99), "tile index 99 is out of range"),
    (lambda: Hand((), tuple(range(14)), 20), "too many tiles"),
    (lambda: Hand((), tuple(range(12)), 20), "holds 13 tiles besides the winning tile"),
    (lambda: Hand((Meld.parse("[1111m]"),) * 2, tuple(range(9, 16))), "more than four copies of 1m"),
    (lambda: Hand("123m", ()), "Hand.parse reads a hand written in the notation"),
    (lambda: Hand.parse("[123m1]456p"), "with 1 meld a hand needs 11 standing tiles"),
])
def test_illegal_hands_are_refused_however_built(make, words):
    with pytest.raises(HandError) as err:
        make()
    assert words in str(err.value)


def test_tiles_given_as_notation_or_index_make_the_same_hand():
    text = "[123m1]456p789s11pEE1p"
    a = mjlib.parse(text)
    b = Hand((Meld("chow", "1m"),), ("4p", "5p", "6p", "7s", "8s", "9s", "1p", "1p", "E", "E"), "1p")
    c = Hand((Meld("chow", 0),), tuple(int(t) for t in a.standing), int(a.winning))
    assert a == b == c and str(c) == str(a) and Hand.parse(text) == a
    assert mjlib.score(c).total == mjlib.score(text).total


def test_hands_paste_back():
    for text in ("[123m1]456p789s11pEE1p", "1112345678999m", "[8888p5][EEE2]123s55m67m5m"):
        h = mjlib.parse(text)
        assert eval(repr(h), vars(mjlib)) == h


# every object that scores round-trips ------------------------------------------------------------
MELD_ARGS = st.tuples(st.sampled_from(["chow", "pung", "kong"]), st.integers(0, 33),
                      st.sampled_from([0, 1, 2, 3]), st.booleans())


@settings(max_examples=400, deadline=None)
@given(melds=st.lists(MELD_ARGS, max_size=4),
       standing=st.lists(st.integers(0, 33), min_size=1, max_size=14),
       winning=st.one_of(st.none(), st.integers(0, 33)))
def test_whatever_constructs_and_scores_round_trips_through_its_string(melds, standing, winning):
    try:
        hand = Hand(tuple(Meld(*a) for a in melds), tuple(standing), winning)
    except HandError:
        return
    assert mjlib.parse(str(hand)) == hand
    assert eval(repr(hand), vars(mjlib)) == hand
    if hand.winning is None:
        mjlib.waits(hand)
        return
    try:
        r = mjlib.score(hand)
    except HandError:
        return
    assert mjlib.score(str(hand)).total == r.total


# long input ------------------------------------------------------------------------------------
def test_a_megabyte_is_refused_at_once_with_a_short_message():
    text = "123m" * 250_000
    with pytest.raises(HandError) as err:
        mjlib.parse(text)
    message = str(err.value)
    assert "at most 200 characters" in message and "1,000,000" in message
    assert len(message) < 300
    for call in (lambda: mjlib.score(text), lambda: mjlib.waits(text), lambda: Hand.parse(text)):
        with pytest.raises(HandError):
            call()


def test_the_command_line_echoes_no_megabyte():
    run = subprocess.run([sys.executable, "-m", "mjlib", "1" * 100_000 + "m"],
                         capture_output=True, text=True)
    assert run.returncode == 2 and len(run.stderr) < 300 and "at most 200 characters" in run.stderr


# presets ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("change,words", [
    ({"two_concealed_kongs_points": "6"}, "must be a whole number of points"),
    ({"two_concealed_kongs_points": -1}, "must be a whole number of points"),
    ({"two_concealed_kongs_points": True}, "must be a whole number of points"),
    ({"all_terminals_keeps_double_pung": 1}, "must be True or False"),
    ({"name": ""}, "a preset's name"),
])
def test_a_custom_preset_is_checked_when_made(change, words):
    with pytest.raises(HandError, match=words):
        dataclasses.replace(mjlib.GREEN_BOOK, **change)


def test_a_checked_custom_preset_scores():
    house = dataclasses.replace(mjlib.COMMON_PRACTICE, name="house", two_concealed_kongs_points=7)
    r = mjlib.score("[1111m][2222s]345p678pNN", rules=house)
    assert r.fan_points()["双暗杠"] == 7


# the builder goes through the same checks ----------------------------------------------------
def test_builder_state_set_around_the_actions_is_refused_not_scored():
    m = BuilderModel()
    m.tiles = [tile("1m")] * 14
    out = m.evaluate()
    assert out.kind == "refused" and "more than four copies of 1m" in out.error


@pytest.mark.parametrize("offer", [True, False, 2.0, "1", 9, 4])
def test_builder_refuses_bad_offers(offer):
    m = BuilderModel()
    with pytest.raises(HandError, match="bad offer digit"):
        m.start_meld("kong", offer)
    assert m.pending is None and m.text == ""


def test_builder_refuses_to_drop_the_kong_that_a_ticked_flag_needs():
    m = BuilderModel()
    m.set_text("[1111m]234p567p789s")
    m.set_flag("self_drawn", True)
    m.set_flag("about_kong", True)   # 杠上开花
    with pytest.raises(HandError) as err:
        m.remove_meld(0)
    assert "untick 杠上开花 first" in str(err.value) and "about_kong" not in str(err.value)
    assert m.text == "[1111m]789s234567p"
    m.set_flag("about_kong", False)
    m.remove_meld(0)
    m.set_text("123m234p567p789sE")
    m.add_tile("E")                      # an innocent tile is not refused for a stale flag
    assert m.evaluate().kind == "scored"


def test_builder_flag_messages_use_the_names_on_the_page():
    m = BuilderModel()
    m.set_text("123m456m789m23p45p5p")
    for name, value in (("fourth_tile", True), ("about_kong", True)):
        with pytest.raises(HandError) as err:
            m.set_flag(name, value)
        assert "about_kong" not in str(err.value) and "fourth_tile" not in str(err.value)
    m.set_flag("self_drawn", True)
    with pytest.raises(HandError, match="untick 杠上开花"):
        m.set_flag("about_kong", True)


def test_builder_waits_agree_with_waits():
    m = BuilderModel()
    m.set_text("1111m234p567p789s")
    out = m.evaluate()
    assert out.kind == "waiting" and out.waits == mjlib.waits("1111m234p567p789s") == []
