"""mjlib.course.claims.expect: the assertion the notebooks use to keep their sentences true."""

import pytest

import mjlib
from mjlib.course.claims import expect

COUNT_ONCE = "[123m1][456p1][789s1]23pCC1p"   # the rule text's count-once example: 花龙 8 + 喜相逢 1


def test_true_statements_pass():
    r = mjlib.score(COUNT_ONCE)
    expect(r, total=9, counted={"花龙": 8, "喜相逢": 1}, only=True,
           not_counted={"连六": "套算一次"}, absent=["平和", "清龙"], count={"喜相逢": 1})


@pytest.mark.parametrize("claim,words", [
    ({"total": 10}, "total 10, the scorer 9"),
    ({"counted": ["清龙"]}, "清龙 counts, the scorer does not count it"),
    ({"counted": {"花龙": 16}}, "花龙 is worth 16, the scorer 8"),
    ({"counted": ["花龙"], "only": True}, "the counted fans are ['花龙']"),
    ({"not_counted": {"连六": "不重复"}}, "连六 is removed by 不重复, the scorer: 套算一次 by"),
    ({"not_counted": {"老少副": "套算一次"}}, "the scorer: not removed"),
    ({"absent": ["连六"]}, "the hand has no 连六, the scorer finds it"),
    ({"count": {"喜相逢": 2}}, "喜相逢 counts 2 times, the scorer 1"),
    ({"alternatives": 3}, "3 other readings"),
])
def test_each_false_statement_fails_naming_the_difference(claim, words):
    with pytest.raises(AssertionError) as err:
        expect(mjlib.score(COUNT_ONCE), **claim)
    assert words in str(err.value) and COUNT_ONCE.replace("1]", "]") in str(err.value)


def test_a_misspelt_fan_is_an_error_not_a_pass():
    with pytest.raises(mjlib.HandError, match="not the Chinese name of a fan"):
        expect(mjlib.score(COUNT_ONCE), absent=["青龙"])


def test_the_cause_of_a_removal_can_be_named():
    r = mjlib.score("22233344m234p99p4m")  # two readings worth 30: 一色三同顺 is chosen
    expect(r, not_counted={"一色三节高": ("就高不就低", "一色三同顺")}, alternatives=1)
    with pytest.raises(AssertionError):
        expect(r, not_counted={"一色三节高": ("就高不就低", "七对")})
