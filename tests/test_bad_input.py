"""Bad input: each malformed string and contradictory flag gives a HandError naming the problem."""

import random

import pytest
from hypothesis import given, settings, strategies as st

import mjlib

# (string, words the error must contain, position it must point at or None)
MALFORMED = [
    ("123x456m", "unexpected character 'x'", 3),
    ("123m456", "digits at the end have no suit letter", 4),
    ("12E3m", "digits before 'E' have no suit letter", 0),
    ("m123", "suit letter 'm' has no digits", 0),
    ("1230m", "'0' is not a tile", 3),
    ("123m45e6m", "honors are uppercase", 6),
    ("8z", "'8z' is not an honor", 0),
    ("[1234m]123p456s7", "is not a chow, pung or kong", 0),
    ("[12m]123p456s789sEE", "a meld holds 3 or 4 tiles", 0),
    ("[ESW]123p456s789sEE", "honors cannot form a chow", 0),
    ("[135m]123p456s789sEE", "is not a chow, pung or kong", 0),
    ("[123m4]123p456s789sEE", "bad offer digit 4 for a chow", 5),
    ("[999s8]123p456s789sEE", "bad offer digit 8 for a pung", 5),
    ("[9999s4]123p456s789sEE", "bad offer digit 4 for a kong", 6),
    ("[123m]][456m]123sEE", "unexpected character ']'", 6),
    ("[123m", "'[' is never closed", 0),
    ("[12[3m]]", "brackets cannot be nested", 3),
    ("[]123p456s789sEEE", "a meld with no tiles", 0),
    ("[123m][123m][123m][123m][123m]E", "more than four melds", 24),
    ("11111m23456789p1p", "more than four copies of 1m", 4),
    ("[1111m]1m23456789p1pE", "more than four copies of 1m", 7),
    ("123m456p789s", "needs 14 standing tiles", None),
    ("123m456p789sEEE11s2s", "found 15", None),
    ("", "the hand is empty", 0),
]


@pytest.mark.parametrize("text,words,position", MALFORMED, ids=[m[0] or "empty" for m in MALFORMED])
def test_malformed_strings(text, words, position):
    with pytest.raises(mjlib.HandError) as err:
        mjlib.parse(text)
    assert words in str(err.value)
    assert err.value.position == position


def test_error_message_shows_the_string_and_place():
    with pytest.raises(mjlib.HandError) as err:
        mjlib.parse("123x456m")
    assert str(err.value) == "unexpected character 'x' (at character 4 of '123x456m')"


def test_not_a_win():
    with pytest.raises(mjlib.NotWinningError, match="not a winning hand"):
        mjlib.score("123m456p789s1357s9s")


def test_a_hand_without_winning_tile_cannot_be_scored():
    with pytest.raises(mjlib.HandError, match="no winning tile"):
        mjlib.score("1112345678999m")


# (hand, flags, words)
CONTRADICTIONS = [
    ("123m456p789s1155s5s", {"fourth_tile": True}, "holds another 5s"),
    ("123m456p789s1155s5s", {"about_kong": True, "self_drawn": True}, "needs a kong"),
    ("[555s1]123m456p789s1s1s", {"about_kong": True}, "cannot hold another 1s"),
    ("[5555s1]123m456p789s11s5s", {}, None),  # five 5s: caught by the parser
    ("123m456p789s1155s5s", {"about_kong": True}, "cannot hold another 5s"),
    ("123m456p789s1155s5s", {"flowers": 9}, "flowers must be"),
    ("123m456p789s1155s5s", {"flowers": -1}, "flowers must be"),
    ("123m456p789s1155s5s", {"flowers": True}, "flowers must be"),
    ("123m456p789s1155s5s", {"seat_wind": "X"}, "wind must be one of"),
    ("123m456p789s1155s5s", {"prevalent_wind": "east"}, "wind must be one of"),
    ("123m456p789s1155s5s", {"self_drawn": "yes"}, "self_drawn must be True or False"),
]


@pytest.mark.parametrize("hand,flags,words", CONTRADICTIONS)
def test_contradictory_flags(hand, flags, words):
    with pytest.raises(mjlib.HandError) as err:
        mjlib.score(hand, **flags)
    if words:
        assert words in str(err.value)
    else:
        assert "more than four copies" in str(err.value)


def test_own_melds_holding_three_copies_make_the_win_last_tile():
    r = mjlib.score("[444s1]345p678s99p23s4s")
    assert "和绝张" in {c.fan.zh for c in r.fans}


def test_robbing_a_kong_is_on_the_last_copy_and_removes_last_tile():
    r = mjlib.score("[123m]345p678s99p23s4s", about_kong=True)
    assert r.win.fourth_tile
    assert {e.fan.zh: e.by.zh for e in r.excluded}["和绝张"] == "抢杠和"


ALPHABET = "0123456789mspzESWNCFPeswn[],x "


@settings(max_examples=1500, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=24))
def test_fuzz_random_strings_raise_only_hand_errors(text):
    try:
        mjlib.score(text)
    except mjlib.HandError:
        pass


def test_fuzz_tile_soup_raises_only_hand_errors():
    rng = random.Random(7)
    pieces = ["1", "2", "5", "9", "m", "s", "p", "E", "C", "P", "[", "]", ",", "123m", "[999s3]",
              "[1111m]", "[567m2]", "z", "0"]
    for _ in range(4000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 16)))
        flags = {"self_drawn": rng.random() < .5, "about_kong": rng.random() < .2,
                 "fourth_tile": rng.random() < .2, "wall_last": rng.random() < .2}
        try:
            mjlib.score(text, **flags)
        except mjlib.HandError:
            pass
