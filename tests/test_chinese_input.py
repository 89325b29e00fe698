"""Chinese tile input: every hand of the test suite's lists (the fan tables and the reference
cases), written with 万/条/饼 (and 筒) and 东南西北中发白, reads as the same hand as its usual
notation, and ``str()`` gives that notation back; malformed Chinese input is refused naming the
character and its position, in both languages."""

import importlib
import json
import re
from pathlib import Path

import pytest

import mjlib
from support.tables import FAMILIES

SUIT_ZH = {"m": "万", "s": "条", "p": "饼"}
HONOR_ZH = dict(zip("ESWNCFP", "东南西北中发白"))


def hands() -> list[str]:
    found = []
    for family in FAMILIES:
        table = importlib.import_module(f"support.tables.{family}")
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
    ("123萬456饼789条23饼中中1饼", "unexpected character '萬' (U+842C",
     "无法识别的字符 '萬'"),  # the traditional character is not read
    ("万123456饼789条23饼中中1饼", "suit letter '万' has no digits before it (at position 0",
     "花色 '万' 前面没有数字"),
    ("123万456饼789条23饼中中1", "digits at the end have no suit letter (at position 17",
     "末尾的数字没有花色"),
    ("1东23万456饼789条23饼中1饼", "digits before '东' have no suit letter (at position 0",
     "'东' 前面的数字没有花色字母"),
    ("[56万7]123万456饼23饼中中1饼", "a meld holds 3 or 4 tiles, this one 2 (at position 0",
     "副露应有 3 或 4 张牌"),
    ("123万456饼789条23饼中中1饼x", "unexpected character 'x' (at position 19",
     "无法识别的字符 'x'"),
])
def test_malformed_chinese_input_is_refused_naming_the_character(text, says, says_zh):
    with pytest.raises(mjlib.HandError) as caught:
        mjlib.parse(text)
    assert says in caught.value.en and says_zh in caught.value.zh
