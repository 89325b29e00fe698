"""The exclusion table covers every 不计 list of the rule text, files each row under the principle
its criterion gives (the table's docstring: the course's classification), and explains itself."""

import pytest

import mjlib
from mjlib.exclusions import TABLE, rows_for
from mjlib.fans import BY_ID, BY_ZH

# The rule text's 不计 lists (fan: what it says not to count), typed from the rule book as written.
# Under 一色四同顺 it lists 一色三节高, under 一色四节高 一色三同顺, and 一色三同顺 and 一色三节高
# list each other: the fan of the other reading of the same tiles (1111 2222 3333 is also 111 222
# 333 123; 222 333 444 also 234 234 234), which high-versus-low removes. The 双明杠 entry lists
# nothing: the no-repeat worked example says that 双明杠 holds 明杠 (see below).
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
    "一色三同顺": "一色三节高 一般高",
    "一色三节高": "一色三同顺",
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


def test_the_two_melded_kongs_row_comes_from_the_worked_example():
    from mjlib.exclusions import lookup
    row = lookup("two_melded_kongs", "melded_kong", mjlib.GREEN_BOOK)
    assert row.source == "example" and row.principle == "no-repeat"


def test_rows_are_well_formed():
    for row in TABLE:
        assert row.by in BY_ID and row.removes in BY_ID and row.by != row.removes
        assert row.principle in ("no-repeat", "no-split", "high-versus-low")
        # high-versus-low exactly between readings: a fan the rules list for the other reading
        assert (row.principle == "high-versus-low") == (row.scope == "reading")
        assert row.source in ("seed", "example", "basics", "implied", "preset", "principle")
        # the principle itself: no-split, or no-repeat on 三杠 and 四杠's own melded kongs
        assert row.source != "principle" or row.principle == "no-split" or (
            row.by in ("three_kongs", "four_kongs") and row.removes in ("two_melded_kongs", "melded_kong"))
        assert row.scope in ("all", "sets", "one", "reading")
        assert BY_ID[row.removes].points <= BY_ID[row.by].points or row.source == "preset"


def test_every_row_follows_the_criterion_of_its_principle():
    from mjlib.exclusions import criterion
    wrong = [(BY_ID[r.by].zh, BY_ID[r.removes].zh, r.principle.id, criterion(r).id)
             for r in TABLE if r.principle is not criterion(r)]
    assert not wrong, wrong


def test_the_criterion_is_what_the_docstring_says():
    from mjlib.exclusions import Exclusion, criterion
    from mjlib.vocabulary import Scope, Source
    P = mjlib.vocabulary.Principle
    assert criterion(Exclusion("pure_straight", "short_straight", P.NO_REPEAT, Source.SEED)) is P.NO_SPLIT
    assert criterion(Exclusion("triple_pung", "double_pung", P.NO_SPLIT, Source.SEED)) is P.NO_REPEAT
    assert criterion(Exclusion("full_flush", "no_honors", P.NO_SPLIT, Source.SEED)) is P.NO_REPEAT
    assert criterion(Exclusion("quadruple_chow", "pure_shifted_pungs", P.NO_REPEAT, Source.SEED,
                               Scope.READING)) is P.HIGH_VERSUS_LOW


def test_the_criterion_files_the_pairs_learners_compare_alike():
    from mjlib.exclusions import lookup
    principle = {(by, removes): lookup(BY_ZH[by].id, BY_ZH[removes].id, mjlib.GREEN_BOOK).principle.id
                 for by, removes in [("三同刻", "双同刻"), ("三暗刻", "双暗刻"), ("四暗刻", "三暗刻"),
                                     ("四杠", "三杠"), ("一色四节高", "一色三节高"),
                                     ("一色四步高", "一色三步高"), ("大三元", "双箭刻"),
                                     ("清龙", "连六"), ("一色四步高", "连六")]}
    assert {v for k, v in principle.items() if k[1] != "连六"} == {"no-repeat"}
    assert principle[("清龙", "连六")] == principle[("一色四步高", "连六")] == "no-split"


def test_every_same_pattern_pair_that_can_meet_has_a_row():
    from mjlib.exclusions import SAME_PATTERN, lookup
    # a little hand's pair is the big hand's third (fourth) pung: they never meet
    cannot_meet = {("大三元", "小三元"), ("大四喜", "小四喜")}
    for group in SAME_PATTERN:
        fans = [BY_ZH[zh] for zh in group.split()]
        for big in fans:
            for small in fans:
                if big.points > small.points and (big.zh, small.zh) not in cannot_meet:
                    assert lookup(big.id, small.id, mjlib.GREEN_BOOK) is not None, (big.zh, small.zh)


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


@pytest.mark.parametrize("hand,by,removed,principle", [
    ("[123m][456m][789m]23pCC1p", "清龙", "连六", "no-split"),
    ("[123m][456m][789m]23pCC1p", "清龙", "老少副", "no-split"),
    ("[123m][123p][123s]23pCC1p", "三色三同顺", "喜相逢", "no-repeat"),
    ("[222m][222p][222s]55pCC5p", "三同刻", "双同刻", "no-repeat"),
])
def test_principle_rows_name_what_the_scorer_removes(hand, by, removed, principle):
    from mjlib.exclusions import lookup
    r = mjlib.score(hand)
    e = next(e for e in r.excluded if e.fan.zh == removed)
    assert (e.principle.id, e.by.zh) == (principle, by)
    row = lookup(BY_ZH[by].id, BY_ZH[removed].id, mjlib.GREEN_BOOK)
    assert row is not None and row.principle == principle and e.source == row.source


@pytest.mark.parametrize("by,own,other", [
    ("一色四同顺", "一色三同顺", "一色三节高"),
    ("一色四节高", "一色三节高", "一色三同顺"),
])
def test_four_chow_and_four_pung_rows_say_what_the_rules_list(by, own, other, rules):
    from mjlib.exclusions import lookup
    rules = mjlib.Rules.named(rules)
    # the three-set fan of the same pattern is part of the four-set fan: no-repeat, not listed
    row = lookup(BY_ZH[by].id, BY_ZH[own].id, rules)
    assert (row.principle, row.source, row.scope) == ("no-repeat", "implied", "all")
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


# ---------------------------------------------------------------------------------------------
# "implied" only where it follows: every row the table calls implied is checked on generated
# hands, under both presets: wherever its removing fan counts, the hand has the fan it removes
# (found by that fan's own detector on the chosen reading; on ``by``'s own sets for a SETS row;
# for a fan whose own condition is how the hand was won, on wins of that kind).

from mjlib.practice.deal import generate, hands  # noqa: E402
from mjlib.exclusions import WON_ON  # noqa: E402
from mjlib.hand import CHOW, PUNG  # noqa: E402
from mjlib.view import HandFacts, ReadingView  # noqa: E402
from mjlib.vocabulary import Scope, Source  # noqa: E402

IMPLIED_HANDS = 3000  # generated hands, scored under each preset
IMPLIED_EACH = 6  # hands dealt for each fan that removes by implication, per preset


def _implied(rules):
    return [r for r in TABLE if r.source is Source.IMPLIED and r.holds(rules)]


def _has(result, row, rules) -> bool:
    """Whether the hand of ``result`` has ``row.removes`` on its chosen reading (on the sets of
    ``row.by`` for a SETS row)."""
    view = ReadingView(result.reading, HandFacts(result.hand, result.win), rules)
    fan = BY_ID[row.removes]
    if fan.combo and len(view.chows if fan.combo == CHOW else view.pungs) < fan.arity:
        return False
    found = fan.detect(view)
    if row.scope is Scope.SETS:
        own = {i for c in result.fans if c.fan.id == row.by for m in c.matches
               for i, g in enumerate(view.groups) if any(g is h for h in m)}
        found = [m for m in found if m[0] and set(m[0]) <= own]
    return bool(found)


def _won_so(result, fan_id) -> bool:
    kind = WON_ON.get(fan_id)
    return kind is None or (kind == "self-drawn") == result.win.self_drawn


@pytest.fixture(scope="module")
def implied_witnesses():
    """{(rules, by, removes, via): (hands where by counted, hands lacking removes)}."""
    out = {}
    for name in ("green-book", "common-practice"):
        rules = mjlib.Rules.named(name)
        rows = _implied(rules)
        cases = generate(IMPLIED_HANDS, seed=27)
        for by in sorted({r.by for r in rows}):
            cases += hands(27, IMPLIED_EACH, fan=by, rules=name)
        for case in cases:
            result = mjlib.score(case.hand, case.win, rules=rules)
            counted = {c.fan.id for c in result.fans}
            for row in rows:
                if row.by in counted and _won_so(result, row.removes):
                    seen, lacking = out.get((name, row.by, row.removes, row.via), (0, []))
                    if not _has(result, row, rules):
                        lacking = lacking + [str(case.hand)]
                    out[(name, row.by, row.removes, row.via)] = (seen + 1, lacking)
    return out


def test_every_implied_row_holds_on_every_generated_hand_where_its_fan_counts(implied_witnesses):
    false = {(rules, BY_ID[by].zh, BY_ID[removes].zh): lacking[:2]
             for (rules, by, removes, _), (_, lacking) in implied_witnesses.items() if lacking}
    assert not false, false


def test_every_implied_row_is_put_to_the_test(implied_witnesses):
    for name in ("green-book", "common-practice"):
        rows = _implied(mjlib.Rules.named(name))
        untested = [(BY_ID[r.by].zh, BY_ID[r.removes].zh) for r in rows
                    if implied_witnesses.get((name, r.by, r.removes, r.via), (0,))[0] == 0]
        assert not untested, (name, untested)
        assert len(rows) > 30


def test_three_and_four_kongs_remove_melded_kong_fans_by_principle_not_implication():
    from mjlib.exclusions import lookup
    for by in ("three_kongs", "four_kongs"):
        for removes in ("two_melded_kongs", "melded_kong"):
            for rules in (mjlib.GREEN_BOOK, mjlib.COMMON_PRACTICE):
                row = lookup(by, removes, rules)
                assert (row.principle, row.source) == ("no-repeat", "principle"), (by, removes)
    # the hand: three kongs, two of them concealed, no 双明杠 at all
    r = mjlib.score("[8888p][2222m,6][5555m]2777s2s")
    assert "双明杠" not in {e.fan.zh for e in r.excluded} | set(r.fan_points())


def test_thirteen_orphans_removes_nothing_through_the_pungs_of_all_terminals_and_honors():
    rows = {BY_ID[r.removes].zh: r for r in TABLE if r.by == "thirteen_orphans"}
    assert not {"碰碰和", "全带幺", "幺九刻"} & set(rows), sorted(rows)
    assert rows["混幺九"].source == "seed"
