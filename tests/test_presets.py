"""The rule-preset examples: green-book (the seed text) against common practice."""

import pytest

import mjlib
from tests.support.results import counted, excluded

# hand, flags, green-book fans, common-practice fans (checked by hand against the seed text;
# the common-practice column against the reference calculator)
EXAMPLES = [
    ("1133m2288s5577pCC", {"self_drawn": True},
     {"七对": 24, "不求人": 4}, {"七对": 24, "自摸": 1}),
    ("111m999s333pEEE5p5p", {"self_drawn": True},
     {"四暗刻": 64, "圈风刻": 2, "门风刻": 2, "幺九刻": 2, "不求人": 4},
     {"四暗刻": 64, "圈风刻": 2, "门风刻": 2, "幺九刻": 2, "自摸": 1}),
    ("1112345678999m5m", {}, {"九莲宝灯": 88, "双暗刻": 2}, {"九莲宝灯": 88, "双暗刻": 2, "幺九刻": 1}),
    ("1112345678999m9m", {}, {"九莲宝灯": 88, "清龙": 16, "四归一": 2},
     {"九莲宝灯": 88, "清龙": 16, "四归一": 2}),
    ("[1111m][2222s1]345p678pNN", {},
     {"双明杠": 4, "暗杠": 2, "连六": 1, "幺九刻": 1, "单钓将": 1},
     {"明暗杠": 5, "连六": 1, "幺九刻": 1, "单钓将": 1}),
    ("[1111m][2222s]345p678pNN", {},
     {"双暗杠": 8, "门前清": 2, "连六": 1, "幺九刻": 1, "单钓将": 1},
     {"双暗杠": 6, "门前清": 2, "连六": 1, "幺九刻": 1, "单钓将": 1}),
    ("[1111m][2222s1][3333p2]567p5p5p", {},
     {"三杠": 32, "暗杠": 2, "三色三节高": 8, "幺九刻": 1, "无字": 1},
     {"三杠": 32, "三色三节高": 8, "幺九刻": 1, "无字": 1}),
    ("[111m][999m]111s99s99p9s", {}, {"清幺九": 64, "双同刻": 4}, {"清幺九": 64}),
    ("[234m]555p678s33p456s", {}, {"断幺": 2}, {"断幺": 2}),
]


@pytest.mark.parametrize("hand,flags,green,common", EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_presets_table(hand, flags, green, common):
    g = mjlib.score(hand, **flags)
    c = mjlib.score(hand, rules="common-practice", **flags)
    assert counted(g) == green
    assert counted(c) == common
    assert g.total == sum(green.values()) and c.total == sum(common.values())


def test_switch_1_names_the_preset_in_the_exclusion():
    c = mjlib.score("1133m2288s5577pCC", self_drawn=True, rules="common-practice")
    assert excluded(c)["不求人"] == ("no-repeat", "七对")
    g = mjlib.score("1133m2288s5577pCC", self_drawn=True)
    assert excluded(g)["自摸"] == ("no-repeat", "不求人")


def test_rules_objects_have_six_switches():
    assert len(mjlib.GREEN_BOOK.switches()) == 6
    differing = [k for k, v in mjlib.GREEN_BOOK.switches().items()
                 if mjlib.COMMON_PRACTICE.switches()[k] != v]
    assert len(differing) == 6


def test_unknown_rules_is_an_error():
    with pytest.raises(mjlib.HandError, match="unknown rules"):
        mjlib.score("1133m2288s5577pCC", rules="japanese")
