"""The seed's five worked examples: counted fans, and the principle behind every exclusion."""

import mjlib
from tests.support.results import counted, excluded


def test_no_repeat_example(rules):
    r = mjlib.score("[1111m1][3333m2][555m3][777m1]9m9m", rules=rules)
    assert counted(r) == {"清一色": 24, "碰碰和": 6, "全求人": 6, "双明杠": 4, "幺九刻": 1}
    ex = excluded(r)
    assert ex["无字"] == ("no-repeat", "清一色")
    assert ex["单钓将"] == ("no-repeat", "全求人")
    assert ex["明杠"] == ("no-repeat", "双明杠")


def test_no_split_example(rules):
    r = mjlib.score("112233m778899s1p1p", rules=rules)
    assert counted(r) == {"七对": 24, "无字": 1}
    ex = excluded(r)
    for fan in ("平和", "一般高", "全带幺"):
        assert ex[fan] == ("no-split", "七对")
    assert r.reading.shape == "seven_pairs"
    assert any(a.reading.shape == "regular" for a in r.alternatives)


def test_non_identical_example(rules):
    r = mjlib.score("[666m1][777p2][888s3]99mNN9m", rules=rules)
    assert counted(r) == {"三色三节高": 8, "碰碰和": 6, "幺九刻": 1}
    second = [e for e in r.excluded if e.fan.zh == "三色三节高"]
    assert len(second) == 1 and second[0].principle.id == "non-identical"
    assert sorted(str(g) for g in second[0].sets) == ["999m", "[777p2]", "[888s3]"]


def test_high_versus_low_example(rules):
    r = mjlib.score("22233344m234p99p4m", rules=rules)
    assert counted(r) == {"一色三同顺": 24, "门前清": 2, "平和": 2, "喜相逢": 1, "缺一门": 1}
    assert r.total == 30
    ex = excluded(r)
    assert ex["一色三节高"] == ("high-versus-low", "一色三同顺")  # listed under 一色三同顺
    assert ex["双暗刻"] == ("high-versus-low", "reading")
    # the seed prices the other reading at 29, but it also earns 无字: both readings are 30
    alt = [a for a in r.alternatives if "一色三节高" in {c.fan.zh for c in a.fans}]
    assert alt and alt[0].total == 30
    assert {c.fan.zh: c.points for c in alt[0].fans} == {
        "一色三节高": 24, "门前清": 2, "双暗刻": 2, "缺一门": 1, "无字": 1}


def test_count_once_example(rules):
    r = mjlib.score("[123m1][456p1][789s1]23pCC1p", rules=rules)
    assert counted(r) == {"花龙": 8, "喜相逢": 1}
    # the rule text: once 花龙 is made, 123p combines with 123m (喜相逢) or with 456p (连六),
    # only once: 连六 is the combination 喜相逢 already used up
    assert excluded(r)["连六"] == ("count-once", "喜相逢")


def test_each_detector_gives_a_list_of_its_own_which_the_ledger_may_change():
    # a ledger keeps the lists the detectors return and removes instances from them: a detector
    # that handed out one list twice would lose instances in the next reading or hand
    from mjlib.fans import FANS
    from mjlib.hand import as_hand
    from mjlib.practice.deal import generate
    from mjlib.readings import readings
    from mjlib.rules import Rules
    from mjlib.view import HandFacts, ReadingView
    from mjlib.win import checked_against

    rules = Rules.named("green-book")
    found = 0
    for case in generate(300, 8):
        hand = as_hand(case.hand, "test")
        win = checked_against(case.win, hand)
        facts = HandFacts(hand, win)
        for reading in readings(hand, win.self_drawn):
            view = ReadingView(reading, facts, rules)
            for fan in FANS:
                if fan.detect is None:
                    continue
                first, again = fan.detect(view), fan.detect(view)
                assert type(first) is list and first is not again, fan.id
                found += bool(first)
    assert found > 1000
