"""Nothing illegal gets in, however it arrives: strings through every public entry point, pickles,
altered objects, seeds; the same strings through the command line (exit 2, one line) and the hand
builder (the error in place, the last hand kept). Each is refused with a HandError that says what.

How long each refusal takes is measured by benchmarks/bench_attacks.py, not here.
"""

import copy
import copyreg
import dataclasses
import pickle
import subprocess
import sys

import matplotlib.pyplot as plt
import pytest

import mjlib
from mjlib import Hand, HandError, Meld, Tile, Win
from mjlib.exercise import Drill, Exercise
from mjlib.hand import read
from mjlib.tiles import TILES
from mjlib.widgets import HandBuilder
from support.attacks import GOOD, STRINGS

IDS = [s[0] for s in STRINGS]


@pytest.mark.parametrize("name,text,words", STRINGS, ids=IDS)
def test_every_entry_point_refuses_the_string(name, text, words):
    calls = {
        "parse": lambda: mjlib.parse(text),
        "Hand.parse": lambda: Hand.parse(text),
        "Meld.parse": lambda: Meld.parse(text),
        "read": lambda: read(text),
        "score": lambda: mjlib.score(text),
        "waits": lambda: mjlib.waits(text),
        "compare_presets": lambda: mjlib.compare_presets(text),
        "Exercise": lambda: Exercise(text),
        "Exercise.from_attributes": lambda: Exercise.from_attributes(text, "{}"),
    }
    for call_name, call in calls.items():
        with pytest.raises(HandError) as err:
            call()
        message = str(err.value)
        if call_name != "Meld.parse" or "characters" in words or "U+" in words:
            assert words in message, (call_name, message)
        assert len(message) < 400, (call_name, len(message))


@pytest.mark.parametrize("context", ["[" * 100_000 + "]" * 100_000, "{" * 5000, "x" * 10**6])
def test_a_page_attribute_of_any_size_is_refused(context):
    with pytest.raises(HandError, match="data-context is a JSON object of at most"):
        Exercise.from_attributes(GOOD, context)


def test_the_ideographic_and_no_break_spaces_separate_tiles():
    for space in (" ", "\t", "\u3000", "\u00a0"):
        text = space.join(["", "[123m1]", "[456p1]", "[789s1]", "23p", "CC", "1p", ""])
        assert mjlib.parse(text) == mjlib.parse(GOOD)


# pickles and copies -----------------------------------------------------------------------------
class _Crafted:
    """Pickles as an instance of ``cls`` made without its constructor, then given ``state``: what a
    pickle that holds only the class and a state dict does."""

    def __init__(self, cls, state):
        self.cls, self.state = cls, state

    def __reduce__(self):
        return copyreg._reconstructor, (self.cls, object, None), self.state


def _loads(cls, state):
    return pickle.loads(pickle.dumps(_Crafted(cls, state)))


def test_a_pickled_hand_with_ten_copies_is_refused():
    state = {"melds": (Meld("chow", Tile("1m")),),
             "standing": tuple(TILES[i] for i in [0] * 5 + [31] * 5), "winning": TILES[0]}
    with pytest.raises(HandError, match="more than four copies"):
        _loads(Hand, state)


def test_a_pickled_chow_on_8m_is_refused():
    with pytest.raises(HandError, match="8m cannot begin one"):
        _loads(Meld, {"kind": "chow", "tile": Tile("8m"), "offer": 1, "added": False})


def test_a_pickle_with_a_stray_state_is_refused():
    with pytest.raises(HandError, match="not the state of a Meld"):
        _loads(Meld, {"kind": "chow"})


def test_honest_pickles_and_copies_come_back_equal():
    h = mjlib.parse("[567m2][999s3][8888p5]11mEE1m")
    assert pickle.loads(pickle.dumps(h)) == h == copy.copy(h) == copy.deepcopy(h)
    assert mjlib.score(pickle.loads(pickle.dumps(h))).total == mjlib.score(h).total


# objects altered after they were made ----------------------------------------------------------
def _altered_hands():
    h = mjlib.parse(GOOD)
    five = mjlib.parse("[123m1]456p789s11pEE1p")
    object.__setattr__(five, "standing", tuple(TILES[i] for i in [0] * 10))
    bad_meld = mjlib.parse(GOOD)
    m = bad_meld.melds[0]
    object.__setattr__(m, "tile", TILES[7])  # a chow starting on 8m
    wild = mjlib.parse(GOOD)
    object.__setattr__(wild, "winning", int.__new__(Tile, 40))
    negative = mjlib.parse(GOOD)
    object.__setattr__(negative, "winning", int.__new__(Tile, -1))

    class Sneaky(Meld):
        @property
        def tiles(self):
            return (TILES[31],) * 3

    sub = mjlib.parse(GOOD)
    object.__setattr__(sub, "melds", (Sneaky("chow", TILES[0]),) + sub.melds[1:])
    listed = mjlib.parse(GOOD)
    object.__setattr__(listed, "melds", list(listed.melds))
    return {"ten copies": five, "chow on 8m": bad_meld, "tile 40": wild, "tile -1": negative,
            "Meld subclass": sub, "melds as a list": listed, "not even a Hand": object(), "h": h}


ALTERED = _altered_hands()


@pytest.mark.parametrize("name", [k for k in ALTERED if k != "h"])
def test_an_altered_hand_is_refused_by_every_entry_point(name):
    hand = ALTERED[name]
    for call in (lambda: mjlib.score(hand), lambda: mjlib.waits(hand), lambda: Exercise(hand),
                 lambda: mjlib.compare_presets(hand)):
        with pytest.raises(HandError) as err:
            call()
        assert "altered" in str(err.value) or "not a mjlib Hand" in str(err.value) or \
            "takes a hand" in str(err.value), str(err.value)


def test_a_tile_out_of_range_is_refused_where_tiles_are_made():
    for bad in (int.__new__(Tile, 40), int.__new__(Tile, -1)):
        with pytest.raises(HandError, match="out of range"):
            Tile(bad)
        with pytest.raises(HandError, match="out of range"):
            Hand((), tuple(TILES[:12]) + (bad,), TILES[20])


def test_replace_checks_as_the_constructor_does():
    with pytest.raises(HandError, match="8m cannot begin one"):
        dataclasses.replace(mjlib.parse(GOOD).melds[0], tile=TILES[7])


# seeds and win contexts ---------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [10**5000, 2**64, -1, "42", 1.0, True, None],
                         ids=["10**5000", "2**64", "-1", "'42'", "1.0", "True", "None"])
def test_a_seed_is_a_whole_number_below_two_to_the_64(seed):
    with pytest.raises(HandError, match="a seed is a whole number from 0 to 2\\*\\*64 - 1"):
        Drill(seed=seed)


@pytest.mark.parametrize("keywords", [{"flowers": 10**5000}, {"flowers": "٣"}, {"seat_wind": "東"},
                                      {"self_drawn": 1}, {"colour": "red"}],
                         ids=["flowers 10**5000", "flowers '٣'", "seat 東", "self_drawn 1", "colour"])
def test_a_bad_win_context_is_refused(keywords):
    with pytest.raises(HandError):
        mjlib.score(GOOD, **keywords)
    with pytest.raises(HandError):
        Win.of(**keywords)


# the command line ---------------------------------------------------------------------------------
CLI = [(name, text[:100_000], words) for name, text, words in STRINGS
       if "\x00" not in text]  # an argument cannot hold NUL; the rest fit in one argument


@pytest.mark.parametrize("name,text,words", CLI, ids=[c[0] for c in CLI])
def test_the_command_line_says_one_line_and_exits_2(name, text, words):
    run = subprocess.run([sys.executable, "-m", "mjlib", text], capture_output=True, text=True)
    assert run.returncode == 2, run.stderr
    lines = run.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in run.stderr
    assert run.stdout == ""


def test_the_command_line_reads_only_ascii_digits_for_flowers():
    run = subprocess.run([sys.executable, "-m", "mjlib", GOOD, "--flowers", "٣"],
                         capture_output=True, text=True)
    assert run.returncode == 2 and "is not a whole number written in 0-9" in run.stderr


# the hand builder --------------------------------------------------------------------------------
@pytest.mark.parametrize("name,text,words", STRINGS, ids=IDS)
def test_the_builder_shows_the_error_in_place_and_keeps_the_hand(name, text, words):
    b = HandBuilder()
    b.text.value = GOOD
    total = b.result.total
    b.text.value = text
    assert 'class="mj-error-line mj-error"' in b.error.value
    assert b.model.text == str(mjlib.parse(GOOD)) and b.result.total == total
    assert b.failures == []
    plt.close("all")
