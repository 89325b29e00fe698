"""Every HandError in Chinese: each error mjlib raises carries its English (as it has always read)
and its Chinese twin; ``str(error)`` is the current language's, so that after
``use_language("zh")`` a learner meets Chinese alone, the place in the hand string and the
character at fault named as in English."""

import ast
import copy
import os
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

import mjlib
from mjlib import Hand, HandError, Meld, NotWinningError, Tile, Win, parse, score, waits
from mjlib.practice.exercise import ExerciseModel
from mjlib.practice.drill import DrillModel
from mjlib.tiles import tile
from mjlib.widgets import BuilderModel
from tests.test_language import ENGLISH

PACKAGE = Path(mjlib.__file__).parent
# names a user types, which the Chinese gives as they are: the presets, a page's attribute
CODE_NAMES = ("green-book", "common-practice", "data-context")
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def language_restored():
    """Every test starts in English and leaves the language as it found it."""
    old = mjlib.use_language("en")
    try:
        yield
    finally:
        mjlib.use_language(old)


def english_in(text: str):
    """Two English words in a row in ``text``, the names a user types aside; None when none."""
    for name in CODE_NAMES:
        text = text.replace(name, "")
    return ENGLISH.search(text)


# every error is written in Chinese too ------------------------------------------------------------

def _error_calls():
    """(file, line, call) for every HandError(...) / NotWinningError(...) made in the package."""
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else getattr(f, "attr", None)
                if name in ("HandError", "NotWinningError"):
                    yield path.relative_to(PACKAGE.parent), node.lineno, node


def _literal_text(node) -> str | None:
    """The literal parts of a string or f-string expression; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    return None


def test_every_error_the_package_makes_gives_its_chinese():
    calls = list(_error_calls())
    assert len(calls) >= 100, len(calls)  # the scan sees the package's errors
    missing, not_chinese = [], []
    for where, line, call in calls:
        zh = next((k.value for k in call.keywords if k.arg == "zh"), None)
        if zh is None or (isinstance(zh, ast.Constant) and zh.value is None):
            missing.append(f"{where}:{line}")
            continue
        text = _literal_text(zh)
        if text is not None and not CJK.search(text):
            not_chinese.append(f"{where}:{line}")
    assert not missing, f"errors with no Chinese: {missing}"
    assert not not_chinese, f"a zh= with no Chinese in it: {not_chinese}"


def test_a_raise_of_an_error_made_elsewhere_is_of_one_made_with_its_chinese():
    """A raise that does not make its HandError on the spot raises one a helper made (with its
    Chinese: the helpers are in the scan above)."""
    helpers = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                f = node.exc.func
                name = f.id if isinstance(f, ast.Name) else getattr(f, "attr", None)
                if name and name not in ("HandError", "NotWinningError") and name[0] == "_":
                    helpers.add(name)
    assert helpers == {"_unexpected", "_altered", "_with_untick", "_bad_saved", "_not_figure_data",
                       "_not_as_drawn"}, helpers


# bad input through the public entry points, in both languages -------------------------------------

OK = "[123m1][456p1][789s1]23pCC1p"   # a hand that scores
W13 = "[123m1][456p1][789s1]23pCC"    # the same, waiting on its last tile


def model_flag(hand, name):
    m = BuilderModel()
    m.set_text(hand)
    m.set_flag(name, True)


def model(*steps):
    m = BuilderModel()
    for name, *args in steps:
        getattr(m, name)(*args)


def builder_text(text):
    """What the builder shows when ``text`` is typed into its text box."""
    from mjlib.widgets import HandBuilder
    b = HandBuilder()
    b.text.value = text
    return b.error_message


def builder(**keywords):
    """What the builder shows when it is made with ``keywords``."""
    from mjlib.widgets import HandBuilder
    return HandBuilder(**keywords).error_message


# (what, how, the English message as it has always read)
RAISED = [
    ('fifth copy', lambda: parse("111112m"),
     "more than four copies of 1m (at character 5 of '111112m')"),
    ('unexpected x', lambda: score("123m456p789s23pCCx"),
     "unexpected character 'x' (at character 18 of '123m456p789s23pCCx')"),
    ('lowercase honor', lambda: parse("123m456p789s23pccE"),
     "unexpected character 'c' (honors are uppercase: E S W N C F P) (at character 16 of '123m456p789s23pccE')"),
    ('zero', lambda: Hand.parse("123m406p789s23pCCE"),
     "'0' is not a tile: MCR has no red fives, write 5 (at character 6 of '123m406p789s23pCCE')"),
    ('suit without digits', lambda: parse("m123m456p789s23pCC"),
     "suit letter 'm' has no digits before it (at character 1 of 'm123m456p789s23pCC')"),
    ('8z', lambda: parse("123m456p789s23p8zCC"),
     "'8z' is not an honor: 1z-7z are E S W N C F P (Chinese order; 5z is 中) (at character 16 of '123m456p789s23p8zCC')"),
    ('digits before honor', lambda: parse("123m456p789s23E"),
     "digits before 'E' have no suit letter (at character 13 of '123m456p789s23E')"),
    ('digits before space', lambda: parse("123 m456p789s23pCC1p"),
     "digits before a space have no suit letter (at character 1 of '123 m456p789s23pCC1p')"),
    ('digits at the end', lambda: parse("123m456p789s23pCC1"),
     "digits at the end have no suit letter (at character 18 of '123m456p789s23pCC1')"),
    ('bracket never closed', lambda: parse("[123m456p789s23pCC1p"),
     "'[' is never closed (at character 1 of '[123m456p789s23pCC1p')"),
    ('nested brackets', lambda: parse("[12[3m]]456p789s23pCC1p"),
     "brackets cannot be nested (at character 4 of '[12[3m]]456p789s23pCC1p')"),
    ('unmatched bracket', lambda: parse("123m]456p789s23pCC1p"),
     "unexpected character ']' (unmatched bracket) (at character 5 of '123m]456p789s23pCC1p')"),
    ('full-width digit', lambda: parse("123m４56p789s23pCC1p"),
     "unexpected character '４' (write the digits 1-9 as plain ASCII digits) (at character 5 of '123m４56p789s23pCC1p')"),
    ('control character', lambda: parse("123m456p\x07789s23pCC1p"),
     "unexpected character U+0007 (a control character) (at character 9 of '123m456p\\x07789s23pCC1p')"),
    ('superscript', lambda: parse("123m456p789s²3pCC1p"),
     "unexpected character '²' (write the digits 1-9 as plain ASCII digits) (at character 13 of '123m456p789s²3pCC1p')"),
    ('empty', lambda: Hand.parse("  "),
     "the hand is empty (at character 1 of '  ')"),
    ('too long', lambda: parse("1m" * 150),
     "a hand is written in at most 200 characters; this text has 300 (at character 1 of '1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1… (302 characters))"),
    ('not a string', lambda: Hand.parse(123),
     'a hand is written as a string, not int'),
    ('not a set', lambda: parse("[1235m]456p789s23pCC1p"),
     "[1235m] is not a chow, pung or kong (at character 1 of '[1235m]456p789s23pCC1p')"),
    ('honor chow', lambda: parse("[ESW]456p789s23pCC1p"),
     "honors cannot form a chow (at character 1 of '[ESW]456p789s23pCC1p')"),
    ('two-tile meld', lambda: parse("[12m]456p789s23pCC1p"),
     "a meld holds 3 or 4 tiles, this one 2 (at character 1 of '[12m]456p789s23pCC1p')"),
    ('empty meld', lambda: parse("[]456p789s23pCC1p"),
     "a meld with no tiles (at character 1 of '[]456p789s23pCC1p')"),
    ('chow offer', lambda: parse("[123m4]456p789s23pCC1p"),
     "bad offer digit 4 for a chow: 1-3 say which tile was claimed (at character 6 of '[123m4]456p789s23pCC1p')"),
    ('pung offer', lambda: parse("[555m0]456p789s23pCC1p"),
     "bad offer digit 0 for a pung: 1-3 say who discarded it (at character 6 of '[555m0]456p789s23pCC1p')"),
    ('kong offer', lambda: parse("[5555m4]456p789s23pCC1p"),
     "bad offer digit 4 for a kong: 1-3 claimed, 5-7 added, none concealed (at character 7 of '[5555m4]456p789s23pCC1p')"),
    ('five melds', lambda: parse("[123m][456m][789m][123p][456p]1p"),
     "more than four melds (at character 25 of '[123m][456m][789m][123p][456p]1p')"),
    ('tile count', lambda: score("123m456p"),
     'with no melds a hand needs 14 standing tiles (the last one wins) or 13 (a hand waiting to win); found 6'),
    ('not winning', lambda: score("123m456p789s23pCCE"),
     '123m789s23456pCCE is not a winning hand: its tiles form no winning shape'),
    ('fifth copy across melds', lambda: score("[111m1][1111m]456p789s23pCC1p"),
     "more than four copies of 1m (at character 8 of '[111m1][1111m]456p789s23pCC1p')"),
    ('meld parse two', lambda: Meld.parse("[123m][456m]"),
     "a meld is one bracketed group, like [567m2], and nothing else (at character 7 of '[123m][456m]')"),
    ('meld parse bare', lambda: Meld.parse("123m"),
     "a meld is one bracketed group, like [567m2], and nothing else (at character 1 of '123m')"),
    ('meld parse not a string', lambda: Meld.parse(None),
     'a meld is written as a string, not NoneType'),
    ('chow on 8m', lambda: Meld("chow", Tile("8m")),
     'a chow is three tiles in a row of one suit: 8m cannot begin one (its lowest tile is 1 to 7)'),
    ('meld kind', lambda: Meld("knight", Tile("8m")),
     "a meld is a chow, a pung or a kong, not 'knight'"),
    ('meld notation as kind', lambda: Meld("[123m]"),
     "a meld is a chow, a pung or a kong, not '[123m]' (Meld.parse reads a meld written in the notation)"),
    ('meld without tile', lambda: Meld("pung"),
     "a pung needs its tile (a chow's lowest tile)"),
    ('pung offer 4', lambda: Meld("pung", "5m", offer=4),
     'bad offer for a pung: 4 (1-3 say who discarded it)'),
    ('chow offer 0', lambda: Meld("chow", "5m", offer=0),
     'bad offer for a chow: 0 (1-3 say which tile was claimed)'),
    ('kong offer 4', lambda: Meld("kong", "5m", offer=4),
     'bad offer for a kong: 4 (0 concealed, 1-3 claimed from left, across, right)'),
    ('added concealed kong', lambda: Meld("kong", "5m", offer=0, added=True),
     'an added kong (加杠) was a claimed pung: its offer is 1-3, not 0'),
    ('added pung', lambda: Meld("pung", "5m", added=True),
     'only a kong can be added onto a pung, not a pung'),
    ('offer not whole', lambda: Meld("pung", "5m", offer="1"),
     "a meld's offer digit must be a whole number, not '1'"),
    ('added not bool', lambda: Meld("kong", "5m", added=1),
     'added must be True or False, not 1'),
    ('Hand of a string', lambda: Hand("123m"),
     'Hand.parse reads a hand written in the notation; Hand() takes melds, standing tiles and the winning tile'),
    ('Hand size', lambda: Hand((), tuple("123456789m"[:0]) + (Tile("1m"),) * 3, None),
     'a hand waiting to win holds 13 tiles besides the winning tile (each meld counting as three); this one 3'),
    ('Hand too many', lambda: Hand((Meld("pung", "1m"),) * 4, (Tile("2m"),) * 4, Tile("3m")),
     'too many tiles: with 4 melds a hand has room for 2 concealed tiles (the last one wins), not 5'),
    ('tile 0m', lambda: mjlib.tile("0m"),
     "'0m' is not a tile: write 1-9 with m/s/p, one of E S W N C F P, or 1z-7z"),
    ('tile index', lambda: Tile(99),
     'tile index 99 is out of range: tiles are 0..33'),
    ('tile of a float', lambda: Tile(1.5),
     '1.5 is not a tile: write 1-9 with m/s/p, one of E S W N C F P, or 1z-7z'),
    ('flowers', lambda: Win(flowers=9),
     'flowers must be a whole number from 0 to 8, not 9'),
    ('flag not bool', lambda: Win(self_drawn="yes"),
     "self_drawn must be True or False, not 'yes'"),
    ('seat wind', lambda: Win(seat_wind="X"),
     "seat_wind must be one of 'E', 'S', 'W', 'N' (or 东 南 西 北), not 'X'"),
    ('last discard and robbing', lambda: Win(about_kong=True, wall_last=True),
     "海底捞月 (a win on the game's last discard) and 抢杠和 (a win on the tile another player adds to a kong, which was never discarded) cannot both be"),
    ('fourth tile standing', lambda: score("[123m1][456p1][789s1]1p23pC1p", fourth_tile=True),
     '和绝张 says the winning 1p is its last copy, but the hand holds another 1p standing'),
    ('robbing with a copy', lambda: score("[111p1][456p1][789s1]23pCC1p", about_kong=True),
     '抢杠和 (robbing a kong) means the other three 1p are in the kong being made, so the hand cannot hold another 1p, in a meld or standing'),
    ('replacement without kong', lambda: score(OK, about_kong=True, self_drawn=True),
     "杠上开花 (a win on a kong's replacement tile) needs a kong among the melds"),
    ('no winning tile', lambda: score(W13),
     '[123m][456p][789s]23pCC has no winning tile: a complete hand has 14 tiles (kongs count as three), the last one written wins; for a hand waiting to win use waits()'),
    ('unknown rules', lambda: score(OK, rules="nope"),
     "unknown rules 'nope': use one of green-book, common-practice"),
    ('unknown keyword', lambda: score(OK, colour=1),
     "unknown win context 'colour': use self_drawn, fourth_tile, about_kong, wall_last, seat_wind, prevalent_wind, flowers, flower_replacement"),
    ('win and keywords', lambda: score(OK, Win(), self_drawn=True),
     'give a Win or its keywords, not both (self_drawn)'),
    ('win not a Win', lambda: score(OK, {"self_drawn": True}),
     "a win context is a mjlib.Win, not {'self_drawn': True}"),
    ('score of a number', lambda: score(123),
     'score() takes a hand or a hand string, not int'),
    ('waits of a complete hand', lambda: waits(OK),
     '[123m][456p][789s]23pCC1p is complete (14 tiles); waits() takes a hand one tile short'),
    ('waits formal', lambda: waits(W13, formal=1),
     'formal must be True or False, not 1'),
    ('exercise family', lambda: ExerciseModel(OK, family="nope"),
     "unknown family 'nope': use one of honors, chows, pungs, pairs, suits, outside, knitted, winning, special, or 'all', or 'everyday' for the everyday fans"),
    ('exercise lesson', lambda: ExerciseModel(OK, lesson="99"),
     "no lesson '99': use a file stem such as '03-score-honor-fans'"),
    ('exercise ask_total', lambda: ExerciseModel(OK, ask_total="yes"),
     "ask_total must be True or False, not 'yes'"),
    ('exercise focus', lambda: ExerciseModel(OK, focus=5),
     'focus is a checklist step, one of read, biggest, sets, whole, won, minimum, not 5'),
    ('exercise unknown fan', lambda: ExerciseModel(OK).check(["清龙", "nope"]),
     "unknown fan 'nope' among the ticked fans: use the Chinese names (e.g. 清龙), the ids or Fan objects"),
    ('exercise total', lambda: ExerciseModel(OK).check(["花龙"], total="9"),
     "the total is a whole number of fans, not '9'"),
    ('exercise fan count', lambda: ExerciseModel(OK).check({"花龙": 9}),
     "a fan's count is a whole number from 0 to 8, not 9"),
    ('exercise fans', lambda: ExerciseModel(OK).check(5),
     'fans are a list of fan names or Fans, not 5'),
    ('exercise attributes not JSON', lambda: ExerciseModel.from_attributes(OK, "{bad"),
     "data-context is not JSON: '{bad' (Expecting property name enclosed in double quotes: line 1 column 2 (char 1))"),
    ('exercise attributes not object', lambda: ExerciseModel.from_attributes(OK, "[1]"),
     'data-context is a JSON object of score keywords, not [1]'),
    ('exercise attributes keyword', lambda: ExerciseModel.from_attributes(OK, '{"colour": 1}'),
     'data-context has unknown keyword(s) colour: use self_drawn, fourth_tile, about_kong, wall_last, seat_wind, prevalent_wind, flowers, flower_replacement, rules'),
    ('drill n', lambda: DrillModel("chows", n=0),
     'n (how many hands) must be a whole number from 1, not 0'),
    ('drill seed', lambda: DrillModel("chows", seed=-1),
     'a seed is a whole number from 0 to 2**64 - 1, not -1'),
    ('drill level', lambda: DrillModel("chows", level=5),
     'level is 1 (the fans of one family), 2 (every fan) or 3 (every fan and the total), not 5'),
    ('drill family', lambda: DrillModel("dragons"),
     "unknown family 'dragons': use one of honors, chows, pungs, pairs, suits, outside, knitted, winning, special, or 'all', or 'everyday' for the everyday fans"),
    ('drill rules', lambda: DrillModel("chows", rules="house"),
     "unknown rules 'house': use one of green-book, common-practice"),
    ('model fourth tile', lambda: model_flag("[123m1][456p1][789s1]1p23pC1p", "fourth_tile"),
     '和绝张 says the winning 1p is its last copy, but the hand holds another 1p standing: untick 和绝张 or change the hand'),
    ('model robbing', lambda: model_flag("[111p1][456p1][789s1]23pCC1p", "about_kong"),
     '抢杠和 (robbing a kong) means the other three 1p are in the kong being made, so the hand cannot hold another 1p, in a meld or standing: untick 抢杠和 or change the hand'),
    ('model unknown flag', lambda: model(("set_flag", "colour", True)),
     "unknown flag 'colour': use one of self_drawn, fourth_tile, about_kong, wall_last, seat_wind, prevalent_wind, flowers, flower_replacement, rules"),
    ('model meld kind', lambda: model(("start_meld", "knight")),
     "a meld is a chow, a pung or a kong, not 'knight'"),
    ('model offer', lambda: model(("start_meld", "pung", 4)),
     'bad offer digit 4 for a pung: use one of 1, 2, 3'),
    ('model no meld begun', lambda: model(("commit_meld", "5m")),
     'no meld begun: choose chow, pung or kong first'),
    ('model remove', lambda: model(("remove_tile", "5m")),
     'the hand holds no concealed 5m'),
    ('model winning', lambda: model(("set_text", "123m"), ("set_winning", "1m")),
     'the hand has 3 tiles: the winning tile is the 14th'),
    ('model full', lambda: model(("set_text", OK), ("add_tile", "5m")),
     'the hand is complete (14 tiles): remove a tile before adding one'),
    ('model meld number', lambda: model(("remove_meld", 3)),
     'there is no meld number 3'),
    ('model rules', lambda: model(("set_rules", "house")),
     "unknown rules 'house': use one of green-book, common-practice"),
    ('model flags', lambda: model(("load", OK, [1])),
     "a hand's flags are a dict, not list"),
    ('language', lambda: mjlib.use_language("fr"),
     "the language is 'en' or 'zh', not 'fr' / 语言只能是 'en' 或 'zh'，不能是 'fr'"),
]

# (what, how, the English message): what the widgets show instead of raising
SHOWN = [
    ('builder text box', lambda: builder_text("111112m"),
     "more than four copies of 1m (at character 5 of '111112m')"),
    ('builder text box character', lambda: builder_text("123m456p789s23pCCx"),
     "unexpected character 'x' (at character 18 of '123m456p789s23pCCx')"),
    ('builder hand', lambda: builder(hand="[123m1][456p1][789s1]1p23pC1p", fourth_tile=True),
     '和绝张 says the winning 1p is its last copy, but the hand holds another 1p standing: untick 和绝张 or change the hand'),
    ('builder examples', lambda: builder(examples=5),
     'examples are a dict {label: hand string or (hand string, flags)}, not int'),
    ('builder figure', lambda: builder(figure_format="gif"),
     "figure_format is 'html', 'svg' or 'png', not 'gif'"),
]

QUOTED = re.compile(r"(?<![A-Za-z])'(?:[^'\\]|\\.)*'")  # 'x', '\x07', '8z', 'nope'
TILE = re.compile(r"(?<![\w\[])([1-9][msp])(?![\w\]])")  # a tile named alone: 1m, not 23pCC1p
# what the Chinese names differently: a lesson by its number
SAME_QUOTED = {"exercise lesson": ["'99'"]}


def _raised(how) -> HandError:
    with pytest.raises(HandError) as caught:
        how()
    return caught.value


def check_chinese(what: str, en: str, zh: str, position) -> None:
    """``zh`` holds no English sentence, and names what ``en`` names: the position, the
    characters and values quoted, and each tile (5m as 5万)."""
    assert CJK.search(zh) and not english_in(zh), (what, zh, english_in(zh))
    if position is not None:
        assert f"at character {position + 1} of" in en and f"的第{position + 1}个字）" in zh, \
            (what, zh)
    body = en.split(" (at character ")[0]
    for quoted in SAME_QUOTED.get(what, QUOTED.findall(body)):
        assert quoted in zh, (what, quoted, zh)
    for t in TILE.findall(body):
        assert tile(t).written_zh in zh, (what, t, zh)


@pytest.mark.parametrize("what, how, en", RAISED, ids=[r[0] for r in RAISED])
def test_a_bad_input_is_refused_in_english_as_before_and_in_chinese(what, how, en):
    e = _raised(how)
    assert str(e) == e.en == en
    assert e.args == (en,)
    mjlib.use_language("zh")
    zh = str(_raised(how))
    assert zh == e.zh == str(e)  # an error made in English reads in Chinese once zh is chosen
    check_chinese(what, en, zh, e.position)


@pytest.mark.parametrize("what, how, en", SHOWN, ids=[s[0] for s in SHOWN])
def test_what_the_builder_shows_is_in_the_language_chosen(what, how, en):
    assert how() == en
    mjlib.use_language("zh")
    zh = how()
    character = re.search(r"at character (\d+) of", en)
    check_chinese(what, en, zh, character and int(character.group(1)) - 1)


def test_the_table_covers_every_public_entry_point():
    assert len(RAISED) + len(SHOWN) >= 40
    used = " ".join(f"{r[0]} {r[1].__code__.co_names}" for r in RAISED + SHOWN)
    for name in ("score", "parse", "Hand", "Meld", "Win", "Exercise", "Drill", "waits",
                 "use_language", "model", "builder_text", "builder"):
        assert name in used, name


def test_the_command_line_speaks_the_language_it_is_given():
    def run(language, *args):
        env = dict(os.environ, MJLIB_LANGUAGE=language)
        return subprocess.run([sys.executable, "-m", "mjlib", *args], capture_output=True,
                              text=True, env=env)

    en, zh = run("en", "111112m"), run("zh", "111112m")
    assert en.returncode == zh.returncode == 2
    assert en.stderr == "error: more than four copies of 1m (at character 5 of '111112m')\n"
    assert zh.stderr == "错误：1万 超过了四张（在 '111112m' 的第5个字）\n"
    zh = run("zh", "123m456p789s23pCCE")
    assert zh.stderr.startswith("错误：123m789s23456pCCE 不是和牌") and not english_in(zh.stderr)
    zh = run("zh", "123m456p789s23pCCx", "--self-drawn")
    assert "'x'" in zh.stderr and "第18个字" in zh.stderr and not english_in(zh.stderr)
    assert run("zh", "1112345678999m").stdout == \
        "1112345678999m 听：1万 2万 3万 4万 5万 6万 7万 8万 9万\n"


# messages made of parts ---------------------------------------------------------------------------

def test_an_error_given_more_context_keeps_it_in_both_languages():
    e = _raised(lambda: DrillModel("dragons"))
    assert e.en.startswith("unknown family 'dragons': use one of honors, chows")
    assert e.en.endswith(", or 'all', or 'everyday' for the everyday fans")
    assert e.zh.startswith("没有 'dragons' 这个系列：可用 honors（字牌系列）、chows（序数牌系列）")
    assert e.zh.endswith("，或用 'all' 表示全部系列，或用 'everyday' 表示常见小番")
    e = _raised(lambda: model_flag("[111p1][456p1][789s1]23pCC1p", "about_kong"))
    assert e.en.endswith("in a meld or standing: untick 抢杠和 or change the hand")
    assert e.zh.endswith("不能再有 1饼：请取消勾选抢杠和，或改动手牌")


def test_an_altered_hand_is_refused_in_both_languages():
    h = parse(OK)
    object.__setattr__(h, "standing", h.standing[:2])  # two tiles short, behind its back
    e = _raised(lambda: score(h))
    assert e.en == ("this Hand was altered after it was made: a hand with its winning tile holds "
                    "13 tiles besides the winning tile (each meld counting as three); this one 11")
    assert e.zh == "这个 Hand 在创建之后被改动过：除和张外，手牌应有 13 张（每组副露算三张），这手牌有 11 张"


def test_a_long_input_is_shortened_in_both_languages():
    e = _raised(lambda: parse("1m" * 150))
    assert e.en.endswith("… (302 characters))")
    assert e.zh.endswith("…（共 302 个字符） 的第1个字）")
    e = _raised(lambda: Win(flowers=2 ** 100))
    assert e.en.endswith("not a number of 101 bits") and e.zh.endswith("不能是 一个 101 位的整数")


# the error itself ---------------------------------------------------------------------------------

def test_an_error_carries_both_texts_and_str_follows_the_language():
    e = HandError("the hand is empty", "  ", 0, field="x", zh="手牌是空的")
    assert (e.message, e.message_zh, e.text, e.position, e.field) == \
        ("the hand is empty", "手牌是空的", "  ", 0, "x")
    assert e.en == "the hand is empty (at character 1 of '  ')" == str(e) == e.args[0]
    assert e.zh == "手牌是空的（在 '  ' 的第1个字）"
    mjlib.use_language("zh")
    assert str(e) == e.zh and f"{e}" == e.zh
    assert isinstance(e, ValueError)


def test_an_error_made_without_chinese_reads_in_english_in_both_languages():
    e = HandError("something else")
    assert e.zh == e.en == "something else"
    mjlib.use_language("zh")
    assert str(e) == "something else"


@pytest.mark.parametrize("make", [
    lambda: _raised(lambda: parse("111112m")),
    lambda: _raised(lambda: score("123m456p789s23pCCE")),
    lambda: _raised(lambda: score("[123m1][456p1][789s1]1p23pC1p", fourth_tile=True)),
    lambda: HandError("plain", zh="无位置"),
], ids=["position", "not winning", "field", "plain"])
def test_a_pickled_or_copied_error_keeps_both_texts(make):
    e = make()
    for back in (pickle.loads(pickle.dumps(e)), copy.copy(e), copy.deepcopy(e)):
        assert type(back) is type(e)
        assert (back.en, back.zh, back.message, back.message_zh, back.text, back.position,
                back.field, back.args) == (e.en, e.zh, e.message, e.message_zh, e.text,
                                           e.position, e.field, e.args)
        assert str(back) == e.en
        mjlib.use_language("zh")
        assert str(back) == e.zh
        mjlib.use_language("en")


def test_not_winning_is_a_hand_error_in_both_languages():
    e = _raised(lambda: score("123m456p789s23pCCE"))
    assert isinstance(e, NotWinningError)
    assert e.en == "123m789s23456pCCE is not a winning hand: its tiles form no winning shape"
    assert e.zh == "123m789s23456pCCE 不是和牌：这些牌组不成任何和牌牌型"


def test_each_test_starts_in_english():
    assert mjlib.language() is mjlib.vocabulary.Language.EN
