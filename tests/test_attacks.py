"""Nothing illegal gets in, however it arrives: strings through every public entry point, pickles,
altered objects, seeds; the same strings through the command line (exit 2, one line) and the hand
builder (the error in place, the last hand kept). Each is refused with a HandError that says what.

How long each refusal takes is measured by benchmarks/bench_attacks.py, not here.
"""

import copy
import copyreg
import dataclasses
import inspect
import math
import pickle
import random
import re
import subprocess
import sys
from decimal import Decimal
from fractions import Fraction

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

import mjlib
from mjlib import Hand, HandError, Meld, Tile, Win
from mjlib.practice.exercise import ExerciseModel
from mjlib.practice.drill import DrillModel
from mjlib.hand import Kind, read
from mjlib.tiles import TILES
from mjlib.widgets import HandBuilder
from tests.support.attacks import GOOD, STRINGS
from tests.support import surface

IDS = [s[0] for s in STRINGS]
UNICODE_NAME = re.compile(r"U\+[0-9A-F]{4,6} [A-Z]{2,}|[A-Z]{3,}[- ][A-Z]{3,}")  # U+00B2 SUPERSCRIPT


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
        "ExerciseModel": lambda: ExerciseModel(text),
        "ExerciseModel.from_attributes": lambda: ExerciseModel.from_attributes(text, "{}"),
    }
    for call_name, call in calls.items():
        with pytest.raises(HandError) as err:
            call()
        message = str(err.value)
        if call_name != "Meld.parse" or "characters" in words or "U+" in words or \
                "unexpected character '" in words:
            assert words in message, (call_name, message)
        assert not UNICODE_NAME.search(message), (call_name, message)
        assert len(message) < 400, (call_name, len(message))


@pytest.mark.parametrize("context", ["[" * 100_000 + "]" * 100_000, "{" * 5000, "x" * 10**6])
def test_a_page_attribute_of_any_size_is_refused(context):
    with pytest.raises(HandError, match="data-context is a JSON object of at most"):
        ExerciseModel.from_attributes(GOOD, context)


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
    for call in (lambda: mjlib.score(hand), lambda: mjlib.waits(hand), lambda: ExerciseModel(hand),
                 lambda: mjlib.compare_presets(hand)):
        with pytest.raises(HandError) as err:
            call()
        assert "altered" in str(err.value) or "not a mjlib Hand" in str(err.value) or \
            "takes a hand" in str(err.value), str(err.value)


def _alter(hand: Hand, rng: random.Random) -> Hand:
    """``hand`` with one field changed behind its back (object.__setattr__), at random: a
    standing tile, their order, the winning tile, or a part of a meld."""
    kinds = list(range(34))
    how = rng.randrange(6 if hand.melds else 3)
    if how == 0 and hand.standing:
        s = list(hand.standing)
        s[rng.randrange(len(s))] = TILES[rng.choice(kinds)]
        if rng.random() < 0.7:
            s.sort()
        object.__setattr__(hand, "standing", tuple(s))
    elif how == 1:
        s = list(hand.standing)
        rng.shuffle(s)
        object.__setattr__(hand, "standing", tuple(s))
    elif how == 2:
        object.__setattr__(hand, "winning", TILES[rng.choice(kinds)])
    else:
        m = copy.copy(rng.choice(hand.melds))
        field, value = rng.choice([("tile", TILES[rng.choice(kinds)]), ("offer", rng.randrange(5)),
                                   ("added", not m.added), ("kind", rng.choice(list(Kind))),
                                   ("offer", True), ("added", 0)])
        object.__setattr__(m, field, value)
        melds = list(hand.melds)
        melds[rng.randrange(len(melds))] = m
        object.__setattr__(hand, "melds", tuple(melds))
    return hand


def test_the_quick_check_of_a_hand_passes_only_what_making_it_again_passes():
    # the scorer's check of each Hand it is given (mjlib.hand.checked) passes a hand at once
    # when its quick test finds it intact, and makes it again from its parts otherwise: the quick
    # test must pass no hand that the making would refuse or make differently
    from mjlib.hand import _intact
    from mjlib.practice.deal import generate

    rng = random.Random(7)
    passed = refused = 0
    for case in generate(600, 5):
        assert _intact(case.hand), case.hand  # a hand as made is passed at once
        for _ in range(5):
            hand = _alter(mjlib.parse(str(case.hand)), rng)
            try:
                again = Hand(tuple(Meld(m.kind, m.tile, m.offer, m.added) for m in hand.melds),
                             hand.standing, hand.winning)
            except (HandError, TypeError, ValueError, AttributeError):
                again = None
            if _intact(hand):
                passed += 1
                assert again == hand, hand
            else:
                refused += 1
    assert passed > 100 and refused > 1000, (passed, refused)


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
        DrillModel(seed=seed)


@pytest.mark.parametrize("keywords", [{"flowers": 10**5000}, {"flowers": "٣"}, {"seat_wind": "Ｅ"},
                                      {"self_drawn": 1}, {"colour": "red"}],
                         ids=["flowers 10**5000", "flowers '٣'", "seat Ｅ", "self_drawn 1", "colour"])
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


# every public function and method, every argument, hostile values ------------------------------
class Word(str):
    """A str subclass: whatever it holds, it is not a plain string."""


class Number(int):
    """An int subclass."""


HOSTILE = {
    "None": None, "True": True, "False": False, "NaN": math.nan, "2**70": 2 ** 70, "-1": -1,
    "[]": [], "[1]": [1], "{}": {}, "{'chows': 1}": {"chows": 1},
    "numpy array": np.array([1, 2]), "Fraction(1, 3)": Fraction(1, 3),
    "Decimal('1.5')": Decimal("1.5"), "Word('chows')": Word("chows"), "Number(3)": Number(3),
}

# A good value for each argument, by its name: the others stay good while one is attacked. An
# argument whose name is missing here fails the test, which asks for a sample.
RESULT = mjlib.score(GOOD)
SAMPLES = {
    "hand": GOOD, "text": GOOD, "win": None, "rules": "green-book", "fan": mjlib.FANS[0],
    "family": "chows", "result": RESULT, "seed": 1, "n": 2, "index": 0, "word": "和",
    "group": "winning", "key": "self_drawn", "level": 2, "limit": 3, "t": "1m", "tile": "1m",
    "name": "self_drawn", "value": True, "kind": "chow", "label": "花龙", "lesson": None,
    "fans": (), "total": None, "letter": "E", "context_json": "{}", "language": "en",
    "flag": True, "hand_or_result": GOOD, "ip": None, "keys": "R1", "melds": (),
    "tiles": [mjlib.Tile("1m"), mjlib.Tile("2m")], "concealed": (), "by": "花龙",
    "removes": "连六", "row": None,
    "asks": "shape", "choice": 0, "focus": None, "formal": False, "ask_total": False, "examples": None, "dpi": 50,
    "figure_format": "html", "title": True, "flowers": 0, "ledger": True, "derived": False,
    "offer": 1, "winning": False, "flags": None, "count": None, "only": False,
    "counted": None, "not_counted": None, "absent": (), "alternatives": None,
    "fig": None, "rng": None,  # made anew for each call (_sample)
    "who": "score()", "a": "pure_straight", "b": "mixed_straight", "ch": "x",
    "en": "yes", "zh": "是", "points": 8, "lang": None, "here": True, "draw": None,
    "data": {"text/plain": "x"},
    "ticked": {"花龙": "1"}, "ticked_json": '{"花龙": "1"}',
    "state": {}, "action": {"do": "view"}, "state_json": "{}", "action_json": '{"do": "view"}',
    **{k: v for k, v in dataclasses.asdict(mjlib.GREEN_BOOK).items() if k != "name"},
}
# Records the package makes from its own data, holding what they are given as a NamedTuple
# does: their constructors are not attacked (their methods are).
RECORDS = {"mjlib.Fan", "mjlib.Result", "mjlib.practice.Feedback", "mjlib.practice.exercise.Feedback",
           "mjlib.course.rulings.Chinese",
           "mjlib.course.fan_reference.Example", "mjlib.course.fan_reference.Entry", "mjlib.course.rulings.Example",
           "mjlib.course.rulings.Ruling", "mjlib.course.sheet.Line"}


def _sample(param):
    if param.name == "fig":
        return mjlib.render.draw_tiles([mjlib.Tile("1m")])
    if param.name == "rng":
        return random.Random(1)
    return SAMPLES[param.name]


# Callables left out, each with why: they take anything by design, or change the whole process.
SKIP = {
    "mjlib.render.load_ipython_extension": "IPython calls it with its shell; it adds formatters "
                                           "to whatever it is given, as IPython's extensions do",
    "mjlib.course.expect": "a notebook's check cell: a false claim raises AssertionError by design",
    "mjlib.course.claims.expect": "a notebook's check cell: a false claim raises AssertionError by design",
    "mjlib.render.MahjongFigure": "a matplotlib Figure: its arguments are matplotlib's",
    "mjlib.render.StruckText": "a matplotlib Text: its arguments are matplotlib's",
}


def _objects():
    """Objects the package makes, to call their methods on: the first of each class is used; a
    class not found here is made from the samples."""
    from mjlib import exclusions
    from mjlib.course import fan_reference as reference, glossary, lessons as course, rulings

    term = next(t for t in glossary.TERMS if t.variants)
    return [mjlib.parse(GOOD), Meld.parse("[123m1]"), RESULT, mjlib.FANS[0], mjlib.GREEN_BOOK,
            term, term.variants[0], rulings.RULINGS[0], rulings.RULINGS[0].examples[0],
            course.LESSONS[0], course.section(mjlib.FANS[0]),
            ExerciseModel(GOOD).check(["花龙"]),
            next(iter(exclusions.rows_for(mjlib.GREEN_BOOK).values()))[0],
            reference.entry(mjlib.FANS[0]), reference.entry(mjlib.FANS[0]).example]


MADE = {}  # class -> the object its methods are called on


def _instance(cls):
    """One object of ``cls`` to call methods on, made once."""
    if cls not in MADE:
        found = [x for x in _objects() if type(x) is cls]
        MADE[cls] = found[0] if found else cls(**{p.name: _sample(p) for p in
                                                   surface.arguments(cls)
                                                   if p.default is p.empty})
    return MADE[cls]


def _entries():
    """(label, a callable, its parameters) for every public function, constructor and method."""
    import mjlib.render  # noqa: F401  (public, found by the walk)

    entries = []
    for module, name, value in surface.surface():
        label = f"{module}.{name}"
        if label in SKIP:
            continue
        if inspect.isfunction(value):
            entries.append((label, value, surface.arguments(value)))
            continue
        if not surface.is_record(value) and label not in RECORDS:
            entries.append((label, value, surface.arguments(value)))
        for method, raw in surface.methods(value):
            if isinstance(raw, (classmethod, staticmethod)):
                bound = getattr(value, method)
            else:
                bound = getattr(_instance(value), method)
            entries.append((f"{label}.{method}", bound, surface.arguments(raw.__func__ if
                            isinstance(raw, (classmethod, staticmethod)) else raw)))
    return entries


def _arguments(params, attacked, hostile) -> tuple[list, dict]:
    """The good samples for the required arguments, ``hostile`` for the one attacked."""
    args = {p.name: _sample(p) for p in params if p.default is p.empty and p is not attacked}
    args[attacked.name] = hostile
    keys = [p.name for p in params if p.kind is p.POSITIONAL_ONLY]
    return [args.pop(k) for k in keys if k in args], args


def test_every_public_entry_answers_every_hostile_value_with_a_result_or_hand_error(capsys):
    from mjlib.render import cjk, use_cjk

    entries = _entries()
    missing = sorted({f"{label}({p.name})" for label, _, params in entries for p in params
                      if p.default is p.empty and p.name not in SAMPLES})
    assert not missing, f"no sample for these arguments: add them to SAMPLES: {missing}"
    failures, calls, arguments = [], 0, 0
    language, fonts = mjlib.language(), cjk()
    for label, func, params in entries:
        for p in params:
            arguments += 1
            for shown_as, hostile in HOSTILE.items():
                calls += 1
                positional, keywords = _arguments(params, p, hostile)  # outside the try
                try:
                    func(*positional, **keywords)
                except HandError:
                    pass
                except Exception as e:  # noqa: BLE001  (what the test is looking for)
                    failures.append(f"{label}({p.name}={shown_as}): {type(e).__name__}: {e}"[:300])
                finally:
                    mjlib.use_language(language)
                    use_cjk(fonts)
                    plt.close("all")
    with capsys.disabled():
        print(f"\nattacked {len(entries)} functions and methods, {arguments} arguments, "
              f"{len(HOSTILE)} hostile values: {calls} calls, {len(failures)} not a HandError")
    assert not failures, "\n".join(failures)
    # the widgets catch what they did not expect and show it: none of that either
    caught = {type(x).__name__: x.failures for x in MADE.values() if getattr(x, "failures", [])}
    assert not caught, caught
    assert len(entries) >= 60 and arguments >= 100 and calls >= len(HOSTILE) * 100, \
        (len(entries), arguments, calls)


# a win context altered after it was made -------------------------------------------------------
def _tampered(**fields):
    w = Win()
    for name, value in fields.items():
        object.__setattr__(w, name, value)
    return w


TAMPERED = {"flowers -5": {"flowers": -5}, "flowers 10**6": {"flowers": 10 ** 6},
            "flowers 2.5": {"flowers": 2.5}, "flowers 'x'": {"flowers": "x"},
            "flowers True": {"flowers": True}, "seat wind 5m": {"seat_wind": Tile("5m")},
            "prevalent wind 'E'": {"prevalent_wind": "E"}, "self_drawn 1": {"self_drawn": 1},
            "海底捞月 with 抢杠和": {"about_kong": True, "wall_last": True}}


@pytest.mark.parametrize("fields", TAMPERED.values(), ids=TAMPERED.keys())
def test_a_tampered_win_is_refused_by_score_exercise_copy_and_pickle(fields):
    w = _tampered(**fields)
    assert mjlib.score(GOOD).total == 9  # the hand itself scores
    for call in (lambda: mjlib.score(GOOD, w), lambda: ExerciseModel(GOOD, w),
                 lambda: mjlib.compare_presets(GOOD, w), lambda: w.against(mjlib.parse(GOOD))):
        with pytest.raises(HandError, match="this Win was altered after it was made"):
            call()
    for copied in (copy.copy, copy.deepcopy, lambda x: pickle.loads(pickle.dumps(x))):
        if fields == {"prevalent_wind": "E"}:  # made anew, 'E' is what the constructor takes
            assert copied(w) == Win() and type(copied(w).prevalent_wind) is Tile
            continue
        with pytest.raises(HandError):
            copied(w)


def test_a_crafted_win_pickle_is_checked_as_the_constructor_checks():
    state = dict(Win(flowers=3).__dict__, flowers=1000)
    with pytest.raises(HandError, match="flowers must be a whole number from 0 to 8, not 1000"):
        _loads(Win, state)
    edited = pickle.dumps(Win(flowers=7)).replace(b"K\x07", b"M\xe8\x03")  # 7 -> 1000
    assert edited != pickle.dumps(Win(flowers=7))
    with pytest.raises(HandError, match="not 1000"):
        pickle.loads(edited)


def test_honest_win_copies_and_pickles_come_back_equal_and_score_the_same():
    w = Win(self_drawn=True, seat_wind="S", flowers=3)
    for same in (copy.copy(w), copy.deepcopy(w), pickle.loads(pickle.dumps(w))):
        assert same == w and type(same) is Win
        assert mjlib.score(GOOD, same).total == mjlib.score(GOOD, w).total == 9 + 1 + 3


class _Lenient(Win):
    """A subclass whose check against the hand lets everything through."""

    def against(self, hand):
        return self


def test_a_win_subclass_cannot_replace_the_checks_against_the_hand():
    no_kong = "[123m1][456p1][789s1]23pCC1p"
    with pytest.raises(HandError, match="needs a kong"):  # a plain Win is refused
        mjlib.score(no_kong, self_drawn=True, about_kong=True)
    with pytest.raises(HandError, match="not a subclass"):  # 杠上开花 without a kong
        mjlib.score(no_kong, _Lenient(self_drawn=True, about_kong=True))
    holds_copies = "[111p1][456p1][789s1]23pCC1p"  # 抢杠和 while a pung of 1p is melded
    with pytest.raises(HandError, match="抢杠和"):
        mjlib.score(holds_copies, about_kong=True)
    with pytest.raises(HandError, match="not a subclass"):
        mjlib.score(holds_copies, _Lenient(about_kong=True))
    with pytest.raises(HandError, match="not a subclass"):
        ExerciseModel(holds_copies, _Lenient(about_kong=True))


def test_waits_refuses_a_hand_with_ten_copies_standing():
    h = mjlib.parse("1112345678999m")
    object.__setattr__(h, "standing", (TILES[31],) * 10 + h.standing[:3])
    with pytest.raises(HandError, match="altered after it was made: more than four copies of C"):
        mjlib.waits(h)


# the cases the issue names ----------------------------------------------------------------------
@pytest.mark.parametrize("index", [-1, 1.5, "3", None, [1], True, 2 ** 64],
                         ids=["-1", "1.5", "'3'", "None", "[1]", "True", "2**64"])
def test_the_dealer_takes_a_whole_number_from_0_as_index(index):
    from mjlib.practice.deal import stream_hand

    with pytest.raises(HandError) as err:
        stream_hand(1, index)
    assert "index (which hand of the stream) must be a whole number from 0 to 2**64 - 1" in \
        err.value.en and "index（流中的第几手）须是 0 到 2**64 - 1 的整数" in err.value.zh


def test_unhashable_arguments_are_named_in_both_languages():
    from mjlib.course import glossary, rulings

    drill = DrillModel(seed=1, n=2)
    for call, en, zh in [
            (lambda: DrillModel(level=[]), "level is 1", "level 只能是 1"),
            (lambda: drill.set_level([]), "level is 1", "level 只能是 1"),
            (lambda: rulings.show([]), "no open question []", "没有 [] 这个未决问题"),
            (lambda: rulings.show(family=[]), "unknown family []", "没有 [] 这个系列"),
            (lambda: rulings.for_family({}), "unknown family {}", "没有 {} 这个系列"),
            (lambda: glossary.in_group([]), "unknown glossary group []", "术语表没有 []"),
            (lambda: glossary.rows([]), "unknown glossary group []", "术语表没有 []"),
            (lambda: DrillModel(family=np.array([1, 2])), "unknown family array", "这个系列"),
            (lambda: ExerciseModel(GOOD, lesson=np.array([1])), "no lesson array", "这一课"),
            (lambda: Meld(np.array([1]), Tile("1m")), "a meld is a chow", "副露只能是"),
            (lambda: drill.weak_spots(1.0), "limit (how many fans) must be a whole number",
             "limit（番种数）须是从 0 起的整数")]:
        with pytest.raises(HandError) as err:
            call()
        assert en in err.value.en and zh in err.value.zh, (err.value.en, err.value.zh)


def test_the_fan_reference_reads_only_ascii_digits_as_points():
    from mjlib.widgets import FanReference

    ref = FanReference()
    for text in ("²", "①", "¹²", "9" * 5000, "١٢"):
        assert ref.find(text) == [], text
    assert {f.points for f in ref.find("12")} == {12}
    with pytest.raises(HandError, match="the search is a text, not None"):
        ref.find(None)
