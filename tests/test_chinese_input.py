"""Chinese tile input as players type it: every hand of the test suite's lists (the fan tables
and the reference cases), written with 万/条/饼 (and 筒) and 东南西北中发白, reads as the same hand
as its usual notation, and ``str()`` gives that notation back; 萬, 索 and the honors' words (红中,
发财, 白板, 东风...) read too; the winds of a Win and the command line are taken in Chinese;
malformed input is refused naming the character as it is and its place counted from 1, in both
languages, and a hand typed in Chinese is named as it was typed."""

import importlib
import json
import os
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

import mjlib
from tests.support.tables import FAMILIES

SUIT_ZH = {"m": "万", "s": "条", "p": "饼"}
HONOR_ZH = dict(zip("ESWNCFP", "东南西北中发白"))


def hands() -> list[str]:
    found = []
    for family in FAMILIES:
        table = importlib.import_module(f"tests.support.tables.{family}")
        found += [row.hand for row in table.APPLIES + table.MUST_NOT]
    data = Path(__file__).parent / "data" / "reference_cases.json"
    found += [case["hand"] for case in json.loads(data.read_text(encoding="utf-8"))["cases"]]
    return sorted(set(found))


HANDS = hands()


def in_chinese(text: str, dots: str = "饼") -> str:
    """A hand of the usual notation written with the Chinese characters: a digit run's suit
    letter becomes its character, an honor letter its character; offer digits stay."""
    suits = {**SUIT_ZH, "p": dots}
    text = re.sub(r"(?<=\d)([msp])", lambda m: suits[m.group(1)], text)
    return re.sub(r"[ESWNCFP]", lambda m: HONOR_ZH[m.group()], text)


def test_the_lists_hold_many_hands_with_every_kind_of_tile():
    assert len(HANDS) > 300
    joined = in_chinese("".join(HANDS))
    assert set("万条饼东南西北中发白") <= set(joined) and not re.search(r"[msp]|[ESWNCFP]", joined)


@pytest.mark.parametrize("dots", ["饼", "筒"])
def test_every_hand_of_the_lists_reads_the_same_in_chinese(dots):
    for text in HANDS:
        chinese = in_chinese(text, dots)
        try:
            usual = mjlib.parse(text)
        except mjlib.HandError as e:  # a row of a hand the tables expect refused
            with pytest.raises(mjlib.HandError) as caught:
                mjlib.parse(chinese)
            assert str(caught.value).split(" (at ")[0] == str(e).split(" (at ")[0], text
            continue
        read = mjlib.parse(chinese)
        assert read == usual, (text, chinese)
        assert str(read) == str(usual) and mjlib.parse(str(read)) == usual


def test_a_chinese_hand_scores_as_its_usual_notation():
    scored = 0
    for text in HANDS[::5]:
        try:
            total = mjlib.score(text).total
        except mjlib.HandError:
            continue
        assert mjlib.score(in_chinese(text)).total == total, text
        scored += 1
    assert scored > 50


@pytest.mark.parametrize("text, says, says_zh", [
    ("万123456饼789条23饼中中1饼", "suit character '万' has no digits before it (at character 1 of",
     "花色 '万' 前面没有数字（在 '万123456饼789条23饼中中1饼' 的第1个字）"),
    ("123万456饼789条23饼中中1",
     "digits at the end have no suit character (万, 条 or 饼) (at character 18 of",
     "末尾的数字没有花色字（万、条、饼）（在 '123万456饼789条23饼中中1' 的第18个字）"),
    ("1东23万456饼789条23饼中1饼",
     "digits before '东' have no suit character (万, 条 or 饼) (at character 1 of",
     "'东' 前面的数字没有花色字（万、条、饼）"),
    ("12 3万456饼789条23饼中中1饼", "digits before a space have no suit", "空格前面的数字没有花色字（万、条、饼）"),
    ("[56万7]123万456饼23饼中中1饼", "a meld holds 3 or 4 tiles, this one 2 (at character 1 of",
     "副露应有 3 或 4 张牌"),
    ("123万456饼789条23饼中中1饼x", "unexpected character 'x' (at character 20 of",
     "无法识别的字符 'x'（在 '123万456饼789条23饼中中1饼x' 的第20个字）"),
    ("123万456饼789条23饼红红中1饼", "unexpected character '红' ('红' is read only in 红中) "
     "(at character 16 of", "无法识别的字符 '红'：'红' 只用在 红中 里"),
    ("123万456饼789条23饼中风1饼", "'风' is read only in 东风 南风 西风 北风", "'风' 只用在 东风、南风、西风、北风 里"),
    ("123万456饼789條23饼中中1饼萬", "suit character '萬' has no digits before it (at character 20",
     "的第20个字"),
    ("１23万456饼789条23饼中中1饼", "unexpected character '１' (write the digits 1-9",
     "无法识别的字符 '１'：数字请用半角的 1-9（在"),
])
def test_malformed_chinese_input_is_refused_naming_the_character(text, says, says_zh):
    with pytest.raises(mjlib.HandError) as caught:
        mjlib.parse(text)
    assert says in caught.value.en and says_zh in caught.value.zh, caught.value.zh


# as players type it: 萬 and 索, 筒, the honors' words ---------------------------------------------

USUAL = "[123m1][456p1][789s1]23pCC1p"


@pytest.mark.parametrize("text", [
    "[123萬1][456筒1][789索1]23筒红中红中1筒",
    "[123万1][456饼1][789条1]23饼中中1饼",
    "[123万1][456餅1][789條1]23筒紅中中1筒",
    "[123m1][456p1][789s1]23p红中C1p",
    "[123萬1] [456筒1] [789索1] 23筒 红中 红中 1筒",
])
def test_the_ways_players_write_a_hand_read_as_one_hand(text):
    assert mjlib.parse(text) == mjlib.parse(USUAL)
    assert mjlib.score(text).total == mjlib.score(USUAL).total


def test_the_brief_s_hand_reads_as_its_letters():
    assert mjlib.parse("123萬456筒789索23筒红中红中1筒") == mjlib.parse("123m456p789s23pCC1p")


@pytest.mark.parametrize("letter, words", [
    ("E", ["东", "东风", "東", "東風"]), ("S", ["南", "南风", "南風"]), ("W", ["西", "西风", "西風"]),
    ("N", ["北", "北风", "北風"]), ("C", ["中", "红中", "紅中"]),
    ("F", ["发", "发财", "發", "發財"]), ("P", ["白", "白板"]),
])
def test_each_honor_reads_in_each_of_its_words(letter, words):
    usual = mjlib.parse(f"[123m1][456p1][789s1]11p{letter * 3}")
    for word in words:
        assert mjlib.parse(f"[123万1][456饼1][789条1]11饼{word * 3}") == usual, word
        # a word of two characters is one tile: three of them are a pung, not six tiles
        assert mjlib.parse(f"[123万1][456饼1][789条1][{word * 3}]1饼1饼") == \
            mjlib.parse(f"[123m1][456p1][789s1][{letter * 3}]1p1p"), word


def test_the_honor_words_and_the_characters_mix_freely():
    assert mjlib.parse("东风东東風南南风西西风北北风中红中发财白板白") == \
        mjlib.parse("EEESSWWNNCCFPP")


# the winds of a win context, in Chinese -------------------------------------------------------------

@pytest.mark.parametrize("word, letter", [("东", "E"), ("南", "S"), ("西风", "W"), ("北風", "N"),
                                          ("東", "E"), ("南风", "S")])
def test_a_win_takes_the_winds_in_chinese(word, letter):
    assert mjlib.Win(seat_wind=word) == mjlib.Win(seat_wind=letter)
    assert mjlib.Win(prevalent_wind=word) == mjlib.Win(prevalent_wind=letter)
    assert str(mjlib.Win(seat_wind=word).seat_wind) == letter


def test_a_chinese_seat_wind_scores_as_its_letter():
    hand = "[SSS1]234m678s567p5p5p"
    assert mjlib.score(hand, seat_wind="南", prevalent_wind="南风").total == \
        mjlib.score(hand, seat_wind="S", prevalent_wind="S").total > \
        mjlib.score(hand, seat_wind="E", prevalent_wind="E").total


@pytest.mark.parametrize("bad", ["中", "风", "东南", "e", ""])
def test_a_win_refuses_what_is_not_a_wind_naming_the_chinese_too(bad):
    with pytest.raises(mjlib.HandError) as caught:
        mjlib.Win(seat_wind=bad)
    assert "东 南 西 北" in caught.value.en and "东、南、西、北" in caught.value.zh


def run_cli(*args: str, language: str = "en") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, MJLIB_LANGUAGE=language, PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-m", "mjlib", *args], capture_output=True,
                          text=True, encoding="utf-8", env=env)


def test_the_command_line_takes_the_winds_in_chinese():
    hand = "[SSS1]234m678s567p5p5p"
    chinese = run_cli(hand, "--seat-wind", "南", "--prevalent-wind", "南风")
    letters = run_cli(hand, "--seat-wind", "S", "--prevalent-wind", "S")
    east = run_cli(hand)
    assert chinese.returncode == letters.returncode == 0, chinese.stderr
    assert chinese.stdout == letters.stdout != east.stdout
    assert "圈风刻" in chinese.stdout and "门风刻" in chinese.stdout
    refused = run_cli(hand, "--seat-wind", "中")
    assert refused.returncode == 2 and "'中' is not a wind" in refused.stderr


def test_the_command_line_reads_a_hand_typed_in_chinese():
    done = run_cli("[123萬1][456筒1][789索1]23筒红中红中1筒")
    assert done.returncode == 0 and done.stdout == run_cli(USUAL).stdout


# errors count from 1 and name no Unicode name -------------------------------------------------------

UNICODE_NAME = re.compile(r"U\+[0-9A-F]{4,6} [A-Z]{2,}|CJK|IDEOGRAPH|[A-Z]{4,} [A-Z]{3,}")


@pytest.mark.parametrize("text, character", [
    ("123m456p789s23pCCx", 18), ("x", 1), ("123万456饼789条23饼中中1饼x", 20),
    ("123m456p789s²3pCC1p", 13), ("１23m456p789s23pCC1p", 1), ("[999s٣]456p789s23pCC1p", 6),
    ("123m\x00456m789s1pEEE1p", 5), ("123m456m\u200f789s1pEEE1p", 9), ("12\u03013m", 3),
    ("123m\u2003456m", 5), ("123m456pＣ", 9),
])
def test_an_error_counts_characters_from_1_and_names_no_unicode_name(text, character):
    with pytest.raises(mjlib.HandError) as caught:
        mjlib.parse(text)
    e = caught.value
    assert e.position == character - 1  # the attribute is the index, from 0
    assert f"(at character {character} of " in e.en and f"的第{character}个字）" in e.zh, e.en
    assert "position" not in e.en and "位置" not in e.zh
    assert not UNICODE_NAME.search(e.en) and not UNICODE_NAME.search(e.zh), e.en
    bad = text[character - 1]
    if bad.isprintable() and not unicodedata.category(bad).startswith("M"):
        assert repr(bad) in e.en and repr(bad) in e.zh  # shown as itself, in quotes
    else:
        code = f"U+{ord(bad):04X}"  # what cannot be seen, by its code: not a name
        assert f"{code} (" in e.en and f"{code}（" in e.zh and repr(bad) not in e.en


def test_no_message_of_the_notation_names_a_character_by_its_unicode_name():
    for code in [*range(0x20, 0x3000, 7), 0x842C, 0x7D22, 0x9F8D, 0xFF11, 0x200F, 0x0301]:
        ch = chr(code)
        text = f"123m{ch}456p"
        try:
            mjlib.parse(text)
        except mjlib.HandError as e:
            assert unicodedata.name(ch, "\0") not in e.en + e.zh, (hex(code), e.en)
            assert not UNICODE_NAME.search(e.en), e.en


def test_no_melds_is_said_in_words():
    with pytest.raises(mjlib.HandError) as caught:
        mjlib.parse("123m456p")
    assert caught.value.zh.startswith("没有副露时立牌应有 14 张") and "0 组" not in caught.value.zh
    assert caught.value.en.startswith("with no melds a hand needs 14 standing tiles")


# a hand typed in Chinese is named as it was typed ---------------------------------------------------

NOT_WINNING = "123万456饼789条23饼红中红中东"


def test_a_hand_typed_in_chinese_that_does_not_win_is_named_as_typed():
    with pytest.raises(mjlib.NotWinningError) as caught:
        mjlib.score(NOT_WINNING)
    assert caught.value.zh == f"{NOT_WINNING} 不是和牌：这些牌组不成任何和牌牌型"
    assert caught.value.en.startswith(f"{NOT_WINNING} is not a winning hand")
    with pytest.raises(mjlib.NotWinningError) as letters:
        mjlib.score("123m456p789s23pCCE")
    assert letters.value.en.startswith("123m789s23456pCCE is not")  # letters: the usual string


def test_a_chinese_hand_is_named_as_typed_by_waits_and_the_command_line():
    complete = "[123萬1][456筒1][789索1]23筒红中红中1筒"
    with pytest.raises(mjlib.HandError) as caught:
        mjlib.waits(complete)
    assert caught.value.zh.startswith(f"{complete} 已是完整的手牌")
    with pytest.raises(mjlib.HandError) as caught:
        mjlib.score(" 123萬456筒789索23筒红中红中 ")
    assert caught.value.zh.startswith("123萬456筒789索23筒红中红中 没有和张")
    waiting = "123萬456筒789索23筒红中红中"
    assert run_cli(waiting, language="zh").stdout == f"{waiting} 听：1饼 4饼 7饼\n"
    failed = run_cli(NOT_WINNING, language="zh")
    assert failed.returncode == 2 and failed.stderr.startswith(f"错误：{NOT_WINNING} 不是和牌")
