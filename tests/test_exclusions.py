"""The no-repeat table covers every 不计 list of the rule text, and explains itself."""

import pytest

import mjlib
from mjlib.exclusions import TABLE, rows_for
from mjlib.fans import BY_ID, BY_ZH

# The rule text's 不计 lists (fan: what it says not to count), typed from the rule book as written.
# Under 一色四同顺 it lists 一色三节高 and under 一色四节高 一色三同顺: the fan of the other reading
# of the same tiles (1111 2222 3333 is also 111 222 333 123), which high-versus-low removes.
RULE_BOOK_LISTS = {
    "大四喜": "圈风刻 门风刻 三风刻 幺九刻 碰碰和",
    "大三元": "双箭刻 箭刻",
    "九莲宝灯": "清一色 门前清 幺九刻",
    "四杠": "单钓将",
    "连七对": "清一色 门前清 单钓将 七对",
    "十三幺": "五门齐 门前清 单钓将 混幺九",
    "清幺九": "碰碰和 全带幺 幺九刻 无字",
    "小四喜": "三风刻 幺九刻",
    "小三元": "双箭刻 箭刻",
    "字一色": "碰碰和 全带幺 幺九刻",
    "一色双龙会": "七对 清一色 平和 无字 一般高 老少副",
    "一色四同顺": "一色三节高 四归一 一般高",
    "一色四节高": "一色三同顺 碰碰和",
    "一色四步高": "连六 老少副",
    "混幺九": "碰碰和 全带幺 幺九刻",
    "七对": "门前清 单钓将",
    "七星不靠": "五门齐 门前清",
    "全双刻": "碰碰和 断幺",
    "清一色": "无字",
    "一色三同顺": "一般高",
    "全大": "无字",
    "全中": "断幺",
    "全小": "无字",
    "三色双龙会": "平和 无字 喜相逢 老少副",
    "全带五": "断幺",
    "全不靠": "五门齐 门前清",
    "大于五": "无字",
    "小于五": "无字",
    "三风刻": "幺九刻",
    "推不倒": "缺一门",
    "妙手回春": "自摸",
    "杠上开花": "自摸",
    "抢杠和": "和绝张",
    "全求人": "单钓将",
    "双箭刻": "箭刻 幺九刻",
    "双明杠": "明杠",
    "箭刻": "幺九刻",
    "圈风刻": "幺九刻",
    "门风刻": "幺九刻",
    "平和": "无字",
}


@pytest.mark.parametrize("by", sorted(RULE_BOOK_LISTS))
def test_every_listed_exclusion_is_a_row(by, rules):
    rows = {r.removes: r.source for r in rows_for(mjlib.Rules.named(rules)).get(BY_ZH[by].id, [])}
    for removed in RULE_BOOK_LISTS[by].split():
        assert BY_ZH[removed].id in rows, f"{by} should remove {removed}"
        # listed, so "seed" under both presets (common practice removes one 幺九刻 under 九莲宝灯,
        # the green book all of them: both remove what the rule text lists)
        assert rows[BY_ZH[removed].id] == "seed"


def test_rows_are_well_formed():
    for row in TABLE:
        assert row.by in BY_ID and row.removes in BY_ID and row.by != row.removes
        assert row.principle in ("no-repeat", "no-split", "high-versus-low")
        # high-versus-low only between readings: a fan the rules list for the other reading
        assert (row.principle == "high-versus-low") <= (row.scope == "reading")
        assert row.source in ("seed", "basics", "implied", "preset", "principle")
        assert row.source != "principle" or row.principle == "no-split"
        assert row.scope in ("all", "sets", "one", "reading")
        assert BY_ID[row.removes].points <= BY_ID[row.by].points or row.source == "preset"


def test_preset_rows_hold_only_under_common_practice():
    green = {(r.by, r.removes) for rows in rows_for(mjlib.GREEN_BOOK).values() for r in rows
             if r.source == "preset"}
    common = {(r.by, r.removes) for rows in rows_for(mjlib.COMMON_PRACTICE).values() for r in rows
              if r.source == "preset"}
    assert ("seven_pairs", "fully_concealed_hand") in common
    assert ("seven_pairs", "fully_concealed_hand") not in green
    assert ("all_terminals", "double_pung") in common and ("all_terminals", "double_pung") not in green


def test_derived_rows_say_through_which_fan():
    derived = [r for r in TABLE if r.via]
    assert derived and all(r.source == "implied" for r in derived)
    nine = {(r.removes, r.via) for r in derived if r.by == "nine_gates"}
    assert ("no_honors", "full_flush") in nine


@pytest.mark.parametrize("hand,by,removed", [
    ("[123m][456m][789m]23pCC1p", "清龙", "连六"),
    ("[123m][456m][789m]23pCC1p", "清龙", "老少副"),
    ("[123m][123p][123s]23pCC1p", "三色三同顺", "喜相逢"),
    ("[222m][222p][222s]55pCC5p", "三同刻", "双同刻"),
])
def test_principle_rows_name_what_the_scorer_removes(hand, by, removed):
    from mjlib.exclusions import lookup
    r = mjlib.score(hand)
    e = next(e for e in r.excluded if e.fan.zh == removed)
    assert (e.principle.id, e.by.zh) == ("no-split", by)
    row = lookup(BY_ZH[by].id, BY_ZH[removed].id, mjlib.GREEN_BOOK)
    assert row is not None and row.principle == "no-split" and e.source == row.source


@pytest.mark.parametrize("by,own,other", [
    ("一色四同顺", "一色三同顺", "一色三节高"),
    ("一色四节高", "一色三节高", "一色三同顺"),
])
def test_four_chow_and_four_pung_rows_say_what_the_rules_list(by, own, other, rules):
    from mjlib.exclusions import lookup
    rules = mjlib.Rules.named(rules)
    # the three-set fan of the same kind is made of the fan's own sets: no-split, not listed
    row = lookup(BY_ZH[by].id, BY_ZH[own].id, rules)
    assert (row.principle, row.source, row.scope) == ("no-split", "principle", "all")
    # the fan the rules list belongs to the other reading of the same tiles
    row = lookup(BY_ZH[by].id, BY_ZH[other].id, rules)
    assert (row.principle, row.source, row.scope) == ("high-versus-low", "seed", "reading")


def test_nine_gates_removes_terminal_pungs_as_the_rules_list(rules):
    # 九莲宝灯: 不计清一色、门前清、幺九刻. Both presets follow the list; common practice
    # removes one 幺九刻 where the green book removes every one.
    from mjlib.exclusions import lookup
    row = lookup("nine_gates", "pung_of_terminals_or_honors", mjlib.Rules.named(rules))
    assert row.source == "seed"
    assert row.scope == ("one" if rules == "common-practice" else "all")
