"""The scoring checklist on the rule text's five principle examples (the totals and the fans are
the rule text's own, read from its 计番原则 section), and on generated hands: every counted and
every struck fan sits in exactly one step."""

from collections import Counter

import pytest

import mjlib
from mjlib.course.checklist import NUMBER, STEPS, biggest, step_of, steps
from mjlib.practice.deal import generate
from mjlib.fans import BY_ZH

# hand: (the rule text's total, its main fan, {fan: step it is struck at})
EXAMPLES = {
    # 不重复: 清一色 24 + 碰碰和 6 + 全求人 6 + 双明杠 4 + 幺九刻 1 = 41; 无字, 单钓将, 明杠 not counted
    "[1111m1][3333m2][555m3][777m1]9m9m": (41, "清一色", {"无字": 2, "单钓将": 5, "明杠": 3}),
    # 不拆移: 七对 24 + 无字 1 = 25; the pairs are not re-read as chows (平和, 一般高, 全带幺)
    "112233m778899s1p1p": (25, "七对", {"平和": 1, "一般高": 1, "全带幺": 1}),
    # 不得相同: 三色三节高 8 + 碰碰和 6 + 幺九刻 1 = 15; the second 三色三节高 not counted
    "[666m1][777p2][888s3]99mNN9m": (15, "三色三节高", {"三色三节高": 3}),
    # 就高不就低: the 一色三同顺 reading, 30; 一色三节高 belongs to the other reading
    "22233344m234p99p4m": (30, "一色三同顺", {"一色三节高": 1}),
    # 套算一次: 花龙 8 + 喜相逢 1 = 9; 123饼 combines once, so no 连六
    "[123m1][456p1][789s1]23pCC1p": (9, "花龙", {"连六": 3}),
}


@pytest.mark.parametrize("hand", EXAMPLES)
def test_the_steps_of_the_rule_texts_examples_add_up_to_its_totals(hand):
    total, main, struck = EXAMPLES[hand]
    r = mjlib.score(hand)
    laid = steps(r)
    assert [s.key for s in laid] == [key for key, _, _ in STEPS]
    assert sum(c.points * c.count for s in laid for c in s.adds) == total == r.total
    assert [c.fan.zh for c in laid[NUMBER["biggest"] - 1].adds] == [main]
    at = {}
    for s in laid:
        for e in s.strikes:
            at.setdefault(e.fan.zh, s.number)
    for fan, number in struck.items():
        assert at.get(fan) == number, (fan, at)


def test_a_second_set_combined_is_struck_where_sets_are_combined():
    # 三色三节高 is the biggest fan, yet the second one is refused at step 3, not step 2
    r = mjlib.score("[666m1][777p2][888s3]99mNN9m")
    second = [e for s in steps(r) for e in s.strikes if e.fan.zh == "三色三节高"]
    assert len(second) == 1
    assert [s.number for s in steps(r) if second[0] in s.strikes] == [3]


def test_flowers_come_last_and_do_not_reach_the_minimum():
    r = mjlib.score("[123m2][456p3][8888s6]E789mE", flowers=3)
    laid = steps(r)
    assert [(c.fan.zh, c.count) for c in laid[NUMBER["flowers"] - 1].adds] == [("花牌", 3)]
    assert all(c.fan.zh != "花牌" for s in laid[:-1] for c in s.adds)


def test_special_shapes_are_read_first_when_they_are_not_the_biggest_fan():
    assert step_of(BY_ZH["七对"]) == "read" and step_of(BY_ZH["组合龙"]) == "read"
    r = mjlib.score("1122334455667m7m")  # 连七对 88 is the biggest; 七对 is in its list
    assert biggest(r).fan.zh == "连七对"


def test_every_fan_of_a_result_sits_in_exactly_one_step():
    for case in generate(400, seed=17):
        for rules in ("green-book", "common-practice"):
            r = mjlib.score(case.hand, case.win, rules=rules)
            laid = steps(r)
            adds = Counter(id(c) for s in laid for c in s.adds)
            strikes = Counter(id(e) for s in laid for e in s.strikes)
            assert sorted(adds) == sorted(id(c) for c in r.fans) and set(adds.values()) <= {1}
            assert sorted(strikes) == sorted(id(e) for e in r.excluded)
            assert set(strikes.values()) <= {1}


def test_walk_lays_the_lesson_hand_out_step_by_step(rules):
    # lesson 02's hand: 混一色 6 + 箭刻 2 + 一般高 1 + 老少副 1 + 全带幺 4 + 单钓将 1 + 自摸 1 = 16,
    # and one flower: 17; the second 老少副 is refused by non-identical, 幺九刻 by 箭刻
    from mjlib.course.checklist import walk

    lines = walk(mjlib.score("[789m3]123123mCCC9m9m", self_drawn=True, flowers=1,
                             rules=rules)).split("\n")
    assert [line for line in lines if not line.startswith(" ")] == [
        "1. 看拆法 read the hand", "2. 定主番 the biggest fan and its 不计 list",
        "3. 数牌组 the sets, alone and together", "4. 看全手 the whole hand",
        "5. 看和法 how it was won", "6. 够起和 the 8-fan minimum", "7. 加花牌 flowers", "total 17"]
    assert "     strikes  老少副 Two Terminal Chows (1): 不得相同 non-identical, by 老少副" in lines
    assert "     16 without flowers: reaches the 8-fan minimum" in lines
    assert lines.index("     counts   混一色 Half Flush 6") == 3


def test_walk_in_chinese_alone(zh):
    from mjlib.course.checklist import walk

    lines = walk(mjlib.score("[789m3]123123mCCC9m9m", self_drawn=True, flowers=1)).split("\n")
    assert lines[:5] == ["1. 看拆法", "     四副牌组一对将：[789m3] 123m 123m CCC *99m（其他拆法0种）",
                         "2. 定主番", "     计    混一色 6", "     不计  缺一门（1）：不重复，因混一色"]
    assert lines[-1] == "合计 17" and "     不算花牌16番：已达8番起和" in lines
