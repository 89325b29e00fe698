"""The hand builder's state without widgets: reading partial hands, actions, refusals."""

import pytest

import mjlib
from mjlib.hand import Meld
from mjlib.widgets.model import BuilderModel, notation, read

T = {str(t): t for t in mjlib.TILES}


def model_of(text, **flags):
    m = BuilderModel()
    m.load(text, flags)
    return m


@pytest.mark.parametrize("text", ["", "1m", "[567m2]", "[567m2]12p", "[EEE3][8888p5]19sE",
                                  "123m456m789m23p", "[123m1][456p1][789s1]23pCC1p",
                                  "1112345678999m9m", "[1111m][2222s1]345p678pNN"])
def test_read_and_write_back(text):
    melds, tiles = read(text)
    again = notation(melds, tiles)
    assert read(again) == (melds, sorted(tiles[:-1]) + tiles[-1:]
                           if 3 * len(melds) + len(tiles) == 14 else sorted(tiles))
    if 3 * len(melds) + len(tiles) >= 13:
        assert again == str(mjlib.parse(text))


def test_read_keeps_the_written_order_so_the_last_tile_wins():
    melds, tiles = read("9m1m5p")
    assert [str(t) for t in tiles] == ["9m", "1m", "5p"]
    assert melds == []


@pytest.mark.parametrize("text, says", [
    ("123m[oops", "'[' is never closed"),
    ("0m", "'0' is not a tile"),
    ("[12m]", "a meld holds 3 or 4 tiles"),
    ("[ESW]", "honors cannot form a chow"),
    ("123x", "unexpected character"),
    ("e", "honors are uppercase"),
])
def test_read_refuses_bad_notation_with_mjlibs_messages(text, says):
    with pytest.raises(mjlib.HandError, match=None) as e:
        read(text)
    assert says in str(e.value)


def test_the_last_tile_added_wins_and_can_be_changed():
    m = model_of("123m456m789m23p55p")
    assert m.count == 13 and m.winning is None
    m.add_tile("1p")
    assert m.winning == T["1p"] and m.text.endswith("1p")
    m.set_winning("5p")
    assert m.winning == T["5p"] and m.text == "123456789m1235p5p"
    with pytest.raises(mjlib.HandError, match="no concealed E"):
        m.set_winning("E")


def test_remove_prefers_a_standing_copy_over_the_winning_tile():
    m = model_of("123m456m789m23p45p5p")
    assert m.winning == T["5p"]
    m.remove_tile("5p")
    assert m.count == 13 and sorted(map(str, m.tiles)).count("5p") == 1
    m.add_tile("4p")
    m.remove_tile("4p", winning=True)
    assert m.count == 13


def test_refusals_leave_the_state_unchanged():
    m = model_of("1111m")
    before = (list(m.melds), list(m.tiles), dict(m.flags), m.rules)
    for action in (lambda: m.add_tile("1m"), lambda: m.set_text("[11111m]"),
                   lambda: m.set_flag("flowers", 9), lambda: m.set_flag("seat_wind", "X"),
                   lambda: m.set_flag("self_drawn", "yes"), lambda: m.set_rules("house"),
                   lambda: m.set_flag("colour", True), lambda: m.remove_tile("E"),
                   lambda: m.commit_meld("1m"), lambda: m.start_meld("triple"),
                   lambda: m.start_meld("pung", 4), lambda: m.remove_meld(0)):
        with pytest.raises(mjlib.HandError):
            action()
        assert (list(m.melds), list(m.tiles), dict(m.flags), m.rules) == before


def test_melds_from_their_tile_with_the_notations_offer_digit():
    m = BuilderModel()
    m.start_meld("chow", 2)
    m.commit_meld("5m")
    m.start_meld("pung", 3)
    m.commit_meld("E")
    m.start_meld("kong", 5)
    m.commit_meld("8p")
    m.start_meld("kong")  # concealed by default
    m.commit_meld("C")
    assert m.melds == [Meld("chow", T["5m"], 2), Meld("pung", T["E"], 3),
                       Meld("kong", T["8p"], 1, added=True), Meld("kong", T["C"], 0)]
    assert m.text == "[567m2][EEE3][8888p5][CCCC]"
    with pytest.raises(mjlib.HandError, match="at most four melds"):
        m.start_meld("pung")


def test_a_chow_begins_on_one_to_seven():
    m = BuilderModel()
    m.start_meld("chow")
    with pytest.raises(mjlib.HandError, match="cannot begin one"):
        m.commit_meld("8s")
    with pytest.raises(mjlib.HandError, match="cannot begin one"):
        m.commit_meld("E")
    assert m.pending == ("chow", 1) and m.melds == []


def test_flags_are_checked_against_a_complete_hand():
    m = model_of("123m456m789m23p45p5p")
    with pytest.raises(mjlib.HandError, match="和绝张"):
        m.set_flag("fourth_tile", True)
    assert m.flags["fourth_tile"] is False
    with pytest.raises(mjlib.HandError, match="needs a kong"):
        m.load("123m456m789m23p45p5p", {"self_drawn": True, "about_kong": True})


def test_evaluate_says_what_is_missing_and_what_it_waits_on():
    assert BuilderModel().evaluate().kind == "empty"
    o = model_of("123m45p").evaluate()
    assert (o.kind, o.count, o.missing) == ("short", 5, 9)
    o = model_of("[123m1][456p1][789s1]23pCC").evaluate()
    assert o.kind == "waiting" and o.waits == mjlib.waits("[123m1][456p1][789s1]23pCC")
    o = model_of("123m456m789m23p55pE").evaluate()
    assert o.kind == "not-winning" and o.waits == mjlib.waits("123m456m789m23p55p")
    assert [str(t) for t in o.waits] == ["1p", "4p"]
    o = model_of("[123m1][456p1][789s1]23pCC1p", self_drawn=True).evaluate()
    assert o.kind == "scored"
    assert o.result.total == mjlib.score("[123m1][456p1][789s1]23pCC1p", self_drawn=True).total
