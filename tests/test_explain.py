"""The explanation of every fan not counted: which principle, which fan or reading, how many, and
what they would have been worth. Expected values worked out by hand from the rule text."""

import dataclasses

import pytest

import mjlib
from mjlib.explain import reading_principle
from mjlib.fans import BY_ZH
from mjlib.readings import Reading


def only(result, zh, principle=None):
    found = [e for e in result.excluded if e.fan.zh == zh
             and (principle is None or e.principle.id == principle)]
    assert len(found) == 1, found
    return found[0]


def sets(e):
    return sorted(str(g) for g in e.sets)


# count-once names the fan that really used up the link ----------------------------------------

def test_count_once_through_pure_double_chow(rules):
    # [123m] [456m] [789m] are 清龙; the concealed 123m pairs with [123m] as 一般高. 连六 456m+123m
    # and 老少副 789m+123m would combine 123m a second time: 一般高 already joined it, not 清龙.
    r = mjlib.score("[123m1][456m1][789m1]2377m1m", rules=rules)
    assert {c.fan.zh for c in r.fans} >= {"清龙", "一般高"}
    short = only(r, "连六", "count-once")
    assert short.by.zh == "一般高"
    assert sets(short) == ["123m", "[456m]"]
    assert "Pure Double Chow" in short.reason and "一般高" in short.reason_zh
    ends = only(r, "老少副", "count-once")
    assert ends.by.zh == "一般高" and sets(ends) == ["123m", "[789m]"]
    # the pairs inside 清龙 are no-split, each fan once: 123+456 and 456+789 share 456, one 连六
    inside = only(r, "连六", "no-split")
    assert inside.by.zh == "清龙" and inside.count == 1 and inside.points == 1


def test_count_once_through_mixed_double_chow(rules):
    # the rule text's example: after 花龙 (123m 456p 789s) the 123p joins 123m (喜相逢) or 456p
    # (连六), once: 连六 is removed because 喜相逢 already combined 123p
    r = mjlib.score("[123m1][456p1][789s1]23pCC1p", rules=rules)
    e = only(r, "连六")
    assert (e.principle.id, e.by.zh) == ("count-once", "喜相逢")
    assert sets(e) == ["123p", "[456p]"]
    assert "Mixed Double Chow" in e.reason and "Mixed Straight" in e.reason
    assert e.reason_zh.startswith("[456饼]与123饼已由花龙、喜相逢")


# other readings, instance by instance -----------------------------------------------------------

def test_same_fan_on_other_sets_of_another_reading(rules):
    # [CCC] 123p 666p 789p 99p (chosen) and [CCC] 123p 678p 999p 66p both total 9. The chosen
    # reading has 幺九刻 only on CCC (removed by 箭刻); the 999p pung of the other reading is a
    # second instance, not counted because the other reading is not the one counted.
    r = mjlib.score("[CCC1]12366678999p", rules=rules)
    assert str(r.reading) == "[CCC] 123p 666p *789p 99p"
    pungs = [e for e in r.excluded if e.fan.zh == "幺九刻"]
    assert sorted((e.principle.id, sets(e)[0]) for e in pungs) == [
        ("high-versus-low", "999p"), ("no-repeat", "[CCC]")]
    other = next(e for e in pungs if e.principle.id == "high-versus-low")
    assert isinstance(other.by, Reading) and other.count == 1 and other.points == 1


def test_a_fan_the_chosen_reading_explains_is_not_repeated():
    # 无字 is in both readings of the high-versus-low example: the chosen one removes it (平和
    # implies it), so the other reading's 无字 is not listed a second time
    r = mjlib.score("22233344m234p99p4m")
    assert [e.principle.id for e in r.excluded if e.fan.zh == "无字"] == ["no-repeat"]


def test_each_reading_keeps_its_own_exclusions():
    r = mjlib.score("[CCC1]12366678999p")
    (alt,) = r.alternatives
    # in [CCC] 123p 678p 999p 66p: 箭刻 removes the 幺九刻 of CCC, 混一色 the 缺一门
    assert {(e.fan.zh, e.principle.id, e.by.zh) for e in alt.excluded} == {
        ("幺九刻", "no-repeat", "箭刻"), ("缺一门", "no-repeat", "混一色")}
    # and counts the 幺九刻 of 999p
    assert {c.fan.zh: c.points for c in alt.fans} == {"混一色": 6, "箭刻": 2, "幺九刻": 1}
    r = mjlib.score("22233344m234p99p4m")
    (alt,) = r.alternatives
    assert "无字" in {c.fan.zh for c in alt.fans} and alt.excluded == ()


def test_which_principle_decides_between_readings():
    # the rule text's no-split example: Seven Pairs is not regrouped into four sets and a pair
    r = mjlib.score("112233m778899s1p1p")
    assert [reading_principle(r.reading, a.reading).id for a in r.alternatives] == ["no-split"]
    # the high-versus-low example: two ways to group 222 333 444
    r = mjlib.score("22233344m234p99p4m")
    assert [reading_principle(r.reading, a.reading).id for a in r.alternatives] == ["high-versus-low"]


# 一色四同顺 and 一色四节高: what their lists name --------------------------------------------------

def test_quadruple_chow_lists_the_other_readings_fan():
    # 111122223333m 44p: four 123m (一色四同顺) or 111m 222m 333m 123m (一色三节高 + 三暗刻)
    r = mjlib.score("111122223333m44p")
    assert "一色四同顺" in {c.fan.zh for c in r.fans}
    own = only(r, "一色三同顺")
    assert (own.principle.id, own.by.zh, own.source) == ("no-repeat", "一色四同顺", "implied")
    other = only(r, "一色三节高")
    assert (other.principle.id, other.by.zh, other.source) == ("high-versus-low", "一色四同顺", "seed")
    assert "another reading" in other.reason and "(the rules list it)" in other.reason
    # six 一般高 among four identical chows, at most two of them on separate sets
    double = only(r, "一般高")
    assert (double.principle.id, double.source, double.count, double.points) == ("no-repeat", "seed", 2, 2)


def test_four_shifted_pungs_lists_the_other_readings_fan():
    r = mjlib.score("111222333444m55p")
    assert "一色四节高" in {c.fan.zh for c in r.fans}
    own = only(r, "一色三节高")
    assert (own.principle.id, own.by.zh, own.source) == ("no-repeat", "一色四节高", "implied")
    other = [e for e in r.excluded if e.fan.zh == "一色三同顺"]
    assert other and all((e.principle.id, e.by.zh, e.source) == ("high-versus-low", "一色四节高", "seed")
                         for e in other)


def test_a_removal_only_the_basics_text_lists_says_so():
    # 绿一色 with 发 holds a 混一色; the rule text's 绿一色 entry lists nothing, the basics text
    # lists 混一色 (open question R20)
    r = mjlib.score("[234s1][666s2]888s44sFFF")
    half = only(r, "混一色")
    assert (half.principle.id, half.by.zh, half.source) == ("no-repeat", "绿一色", "basics")
    assert half.reason == "All Green does not count Half Flush beside it (the basics text lists it)"
    assert half.reason_zh == "计绿一色时不计混一色（基本规则列明）"
    # not "always comes with": 绿一色 without 发 is all bamboo, no 混一色
    assert "混一色" not in {e.fan.zh for e in mjlib.score("[234s1][666s2]888s22s44s4s").excluded}
    # a removal the rule text lists keeps its own words
    assert only(r, "幺九刻").reason.endswith("(the rules list it)")


# counts and points -----------------------------------------------------------------------------

def test_excluded_points_follow_the_preset():
    hand = "[1111m][9999p][5555s1]123sNN"  # two concealed kongs and a melded one: 三杠
    common = mjlib.score(hand, rules="common-practice")
    e = only(common, "双暗杠")
    assert (e.principle.id, e.source, e.count, e.points) == ("no-repeat", "preset", 1, 6)
    assert BY_ZH["双暗杠"].points == 8  # the rule book's figure, which common practice does not use
    green = mjlib.score(hand, rules="green-book")
    assert dict((c.fan.zh, c.points) for c in green.fans)["双暗杠"] == 8
    house = dataclasses.replace(mjlib.COMMON_PRACTICE, name="house", two_concealed_kongs_points=7)
    assert only(mjlib.score(hand, rules=house), "双暗杠").points == 7


def test_rules_points_is_the_one_place():
    assert mjlib.GREEN_BOOK.points(BY_ZH["双暗杠"]) == 8
    assert mjlib.COMMON_PRACTICE.points(BY_ZH["双暗杠"]) == 6
    assert mjlib.COMMON_PRACTICE.points(BY_ZH["清龙"]) == 16


@pytest.mark.parametrize("hand", ["22233344m234p99p4m", "112233m778899s1p1p", "111122223333m44p",
                                  "[1111m][9999p][5555s1]123sNN", "[CCC1]12366678999p"])
def test_every_exclusion_counts_its_instances(hand, rules):
    r = mjlib.score(hand, rules=rules)
    for e in list(r.excluded) + [x for a in r.alternatives for x in a.excluded]:
        assert 1 <= e.count <= len(e.matches)
        assert e.points == r.rules.points(e.fan) * e.count


def test_two_instances_removed_show_as_two():
    # 234m 234m 234m 234p: 喜相逢 counts once (first 234m with 234p); the other two 234m would
    # pair with the same 234p: non-identical, two instances
    r = mjlib.score("22233344m234p99p4m")
    e = only(r, "喜相逢")
    assert (e.principle.id, e.count, e.points) == ("non-identical", 2, 2)


def test_report_shows_counts_and_points():
    text = str(mjlib.score("22233344m234p99p4m"))
    assert "(2)  喜相逢 Mixed Double Chow (1 × 2): 不得相同 non-identical" in text
    assert "(24)  一色三节高 Pure Shifted Pungs: 就高不就低 high-versus-low" in text
    text = str(mjlib.score("[1111m][9999p][5555s1]123sNN", rules="common-practice"))
    assert "(6)  双暗杠" in text


def test_report_says_what_a_wait_fan_waited_on():
    # 12s waits on 3s alone (边张); 23p waits on 1p or 4p (no wait fan, no line)
    assert "waited on before the win: 3s" in str(mjlib.score("[123m1]456p789s12sNN3s"))
    assert "waited on" not in str(mjlib.score("[123m1][456p1][789s1]23pCC1p"))


# A removal only common practice makes: both fans are in the hand, and the line says that the
# preset does not count the one beside the other (never that one is counted "instead of" the
# other: 七对 counts under both presets, and under common practice 自摸 takes 不求人's place).
PRESET_REMOVALS = [
    ("1133m2288s5577pCC", {"self_drawn": True}, "七对", "不求人"),
    ("1122334455667m7m", {"self_drawn": True}, "连七对", "不求人"),
    ("17m36s25pESWNCFP9s", {"self_drawn": True}, "七星不靠", "不求人"),
    ("147m258s36pESWNCF", {"self_drawn": True}, "全不靠", "不求人"),
    ("1112345678999m9m", {"self_drawn": True}, "九莲宝灯", "不求人"),
    ("19m19s19pESWNCFPN", {"self_drawn": True}, "十三幺", "不求人"),
    ("111m999s333pEEE5p5p", {"self_drawn": True}, "四暗刻", "不求人"),
    ("[1111m][2222s][3333p1]567p5p5p", {}, "三杠", "双暗杠"),
    ("[1111m][2222s1][3333p2]567p5p5p", {}, "三杠", "明暗杠"),
    ("[111m][999m]111s99s99p9s", {}, "清幺九", "双同刻"),
]


@pytest.mark.parametrize("hand,flags,by,removed", PRESET_REMOVALS)
def test_a_common_practice_removal_says_what_is_true(hand, flags, by, removed):
    r = mjlib.score(hand, rules="common-practice", **flags)
    e = next(e for e in r.excluded if e.fan.zh == removed)
    assert e.by.zh == by and by in r.fan_points() and e.source == "preset"
    en = f"under common practice {BY_ZH[by].en} does not count {BY_ZH[removed].en} beside it"
    assert e.reason == en and "instead" not in e.reason
    assert e.reason_zh == f"通行计法计{by}时不计{removed}"
    assert f"         {en} / 通行计法计{by}时不计{removed}" in str(r).split("\n")


def test_the_common_practice_line_in_chinese(zh):
    r = mjlib.score("1133m2288s5577pCC", rules="common-practice", self_drawn=True)
    lines = str(r).split("\n")
    assert "    (4)  不求人：不重复，因七对" in lines and "         通行计法计七对时不计不求人" in lines
    assert r.fan_points() == {"七对": 24, "自摸": 1}  # 自摸 counts: 不求人 is struck, not 七对's


def test_no_line_says_a_fan_is_counted_instead_of_one_the_hand_has():
    from mjlib.practice.deal import generate
    for case in generate(1500, seed=27):
        r = mjlib.score(case.hand, case.win, rules="common-practice")
        assert not any("instead of" in e.reason for e in r.excluded), (str(r.hand), r.excluded)


# a reason written when first read is the reason the constructor stores ---------------------------

def _made_at_once(e):
    """The same excluded fan made by the constructor, its reasons given at once."""
    return mjlib.result.ExcludedFan(**{f.name: getattr(e, f.name) for f in dataclasses.fields(e)})


@pytest.mark.parametrize("hand", ["[123m1][456p1][789s1]23pCC1p", "22233344m234p99p4m",
                                  "1122334455667m7m", "[123m1][456m1][789m1]2377m1m"])
def test_reasons_written_on_first_reading_are_the_constructors(hand):
    import copy
    import pickle

    for rules in ("green-book", "common-practice"):
        r = mjlib.score(hand, rules=rules)
        lazy = list(r.excluded) + [e for a in r.alternatives for e in a.excluded]
        assert lazy
        # pickled before any reason is read: the same bytes as the fan made at once
        blobs = [pickle.dumps(e) for e in lazy]
        eager = [_made_at_once(e) for e in lazy]
        assert blobs == [pickle.dumps(e) for e in eager]
        for e, made in zip(lazy, eager):
            assert e == made and hash(e) == hash(made) and repr(e) == repr(made)
            assert (e.reason, e.reason_zh) == (made.reason, made.reason_zh)
            assert copy.deepcopy(e) == e and pickle.loads(pickle.dumps(e)) == made
            assert vars(e) == vars(made)  # once read, nothing of the recipe is left
        with pytest.raises(AttributeError):
            lazy[0].no_such_field


def test_a_reason_written_on_first_reading_writes_its_tiles_in_chinese():
    e = only(mjlib.score("[123m1][456p1][789s1]23pCC1p"), "连六")
    assert e.reason_zh == "[456饼]与123饼已由花龙、喜相逢组合过，按套算一次原则不再计连六"


def test_counted_fans_come_biggest_first_in_the_rule_texts_order():
    # the order of ORDER (points, then the rule text's order), flowers last, in the chosen
    # reading and in every other reading
    from mjlib.principles import ORDER
    from mjlib.practice.deal import generate

    place = {f.id: i for i, f in enumerate(ORDER)}
    for case in generate(400, 9):
        for rules in ("green-book", "common-practice"):
            r = mjlib.score(case.hand, case.win, rules=rules)
            for fans in [r.fans] + [a.fans for a in r.alternatives]:
                ids = [c.fan.id for c in fans if c.fan.id != "flower_tiles"]
                assert ids == sorted(ids, key=place.__getitem__), (str(case.hand), ids)
            assert all(c.fan.id == "flower_tiles" for c in r.fans[len(r.fans) - bool(case.win.flowers):])
