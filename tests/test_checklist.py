"""The scoring checklist on the rule text's five principle examples (the totals and the fans are
the rule text's own, read from its 计番原则 section), and on generated hands: every counted and
every struck fan sits in exactly one step."""

from collections import Counter

import pytest

import mjlib
from mjlib.course.checklist import NUMBER, STEPS, biggest, step_of, steps
from mjlib.practice.deal import generate
from mjlib.fans import BY_ZH

# hand: (the rule text's total, its main fan and the step that counts it, {fan: step it is struck
# at}); a special shape is counted where it is read, at step 1, however big
EXAMPLES = {
    # 不重复: 清一色 24 + 碰碰和 6 + 全求人 6 + 双明杠 4 + 幺九刻 1 = 41; 无字, 单钓将, 明杠 not counted
    "[1111m1][3333m2][555m3][777m1]9m9m": (41, ("清一色", 2), {"无字": 2, "单钓将": 5, "明杠": 3}),
    # 不拆移: 七对 24 + 无字 1 = 25; the pairs are not re-read as chows (平和, 一般高, 全带幺)
    "112233m778899s1p1p": (25, ("七对", 1), {"平和": 1, "一般高": 1, "全带幺": 1}),
    # 不得相同: 三色三节高 8 + 碰碰和 6 + 幺九刻 1 = 15; the second 三色三节高 not counted
    "[666m1][777p2][888s3]99mNN9m": (15, ("三色三节高", 2), {"三色三节高": 3}),
    # 就高不就低: the 一色三同顺 reading, 30; 一色三节高 belongs to the other reading
    "22233344m234p99p4m": (30, ("一色三同顺", 2), {"一色三节高": 1}),
    # 套算一次: 花龙 8 + 喜相逢 1 = 9; 123饼 combines once, so no 连六
    "[123m1][456p1][789s1]23pCC1p": (9, ("花龙", 2), {"连六": 3}),
}


@pytest.mark.parametrize("hand", EXAMPLES)
def test_the_steps_of_the_rule_texts_examples_add_up_to_its_totals(hand):
    total, main, struck = EXAMPLES[hand]
    r = mjlib.score(hand)
    laid = steps(r)
    assert [s.key for s in laid] == [key for key, _, _ in STEPS]
    assert sum(c.points * c.count for s in laid for c in s.adds) == total == r.total
    assert biggest(r).fan.zh == main[0]
    assert [c.fan.zh for c in laid[main[1] - 1].adds][:1] == [main[0]]
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
        "1. 看拆法 read the hand", "2. 定主番 the biggest fan of 8 or more, and its 不计 list",
        "3. 数牌组 the sets, alone and together", "4. 看全手 the whole hand",
        "5. 看和法 how it was won", "6. 够起和 the 8-fan minimum", "7. 加花牌 flowers", "total 17"]
    assert "     strikes  老少副 Two Terminal Chows (1): 不得相同 non-identical, by 老少副" in lines
    assert "     16 without flowers: reaches the 8-fan minimum" in lines
    # 混一色 6, the biggest fan, is under 8: step 2 says so, and step 4 (the whole hand) counts it
    assert lines[3] == ("     no fan of 8 or more: the biggest, 混一色 Half Flush (6), is counted "
                        "at its own step, 4, the whole hand")
    at4 = lines.index("4. 看全手 the whole hand")
    assert lines[at4 + 1:at4 + 4] == ["     counts   混一色 Half Flush 6", "     counts   全带幺 Outside Hand 4",
                                      "     strikes  缺一门 One Voided Suit (1): 不重复 no-repeat, by 混一色"]


def test_walk_in_chinese_alone(zh):
    from mjlib.course.checklist import walk

    lines = walk(mjlib.score("[789m3]123123mCCC9m9m", self_drawn=True, flowers=1)).split("\n")
    assert lines[:5] == ["1. 看拆法", "     四副牌组一对将：[789m3] 123m 123m CCC *99m（其他拆法0种）",
                         "2. 定主番", "     没有8番以上的番种：最大的混一色（6）在第4步（看全手）计",
                         "3. 数牌组"]
    assert "     计    混一色 6" in lines and "     不计  缺一门（1）：不重复，因混一色" in lines
    assert lines[-1] == "合计 17" and "     不算花牌16番：已达8番起和" in lines


def _walked(result) -> tuple[dict, dict]:
    """From walk()'s printed text: {fan: step number} of the fans it counts, and of those it
    strikes (the first step that strikes each)."""
    from mjlib.course.checklist import walk

    counts: dict = {}
    strikes: dict = {}
    number = 0
    for line in walk(result).split("\n"):
        if line[:1].isdigit():
            number = int(line.split(".")[0])
        elif line.startswith("     counts   "):
            counts[BY_ZH[line.split()[1]]] = number
        elif line.startswith("     strikes  "):
            strikes.setdefault(BY_ZH[line.split()[1]], number)
    return counts, strikes


def test_walk_the_feedback_and_the_drill_statistics_file_each_fan_at_the_same_step():
    # the rule (module docstring): each counted fan at its own step, except that step 2 counts
    # the biggest fan of the sets or the whole hand (not a special shape, not how the hand was
    # won) when it is worth 8 or more; a struck fan where what struck it is filed
    from mjlib.practice.exercise import ExerciseModel

    flowers, big_seen, small_biggest = BY_ZH["花牌"], 0, 0
    for case in generate(300, seed=26):
        r = mjlib.score(case.hand, case.win)
        counts, strikes = _walked(r)
        assert set(counts) == {c.fan for c in r.fans}
        tiles_fans = [c.fan for c in r.fans if step_of(c.fan) in ("sets", "whole")]
        top = max(tiles_fans, key=lambda f: f.points, default=None)
        for fan, number in counts.items():
            if number == NUMBER["biggest"]:
                assert fan.points == top.points >= 8 and step_of(fan) in ("sets", "whole"), fan
                big_seen += 1
            else:
                assert number == NUMBER[step_of(fan)], (case.hand, fan.zh, number)
                if biggest(r) is not None and fan == biggest(r).fan:
                    assert fan.points < 8 or step_of(fan) in ("read", "won"), fan
                    small_biggest += 1
        assert sum(n == NUMBER["biggest"] for n in counts.values()) == (
            top is not None and top.points >= 8)
        ex = ExerciseModel(case.hand, case.win)
        missed = ex.check(fans=[])  # every counted fan missed: each line at the fan's step
        at = {line.fan: NUMBER[line.step] for line in missed.diagnoses}
        assert at == {f: n for f, n in counts.items() if f != flowers}, case.hand
        only_struck = [f for f in strikes if f not in counts]
        if only_struck:  # every struck fan ticked: each diagnosed at the step that struck it
            wrong = ExerciseModel(case.hand, case.win).check(fans=only_struck)
            assert {line.fan: NUMBER[line.step] for line in wrong.diagnoses
                    if line.fan in only_struck} == {f: strikes[f] for f in only_struck}
    assert big_seen >= 50 and small_biggest >= 50, (big_seen, small_biggest)


def test_a_drills_statistics_count_the_misses_at_the_walks_steps():
    from mjlib.practice.drill import DrillModel

    drill, expected = DrillModel(seed=26, n=30), Counter()
    for _ in range(30):
        counts, _ = _walked(drill.exercise.result)
        expected.update(key for key, _, _ in STEPS for f, n in counts.items()
                        if n == NUMBER[key] and f != BY_ZH["花牌"])
        drill.check(fans=[])
        drill.next()
    assert drill.stats["steps"] == expected and sum(expected.values()) >= 60
