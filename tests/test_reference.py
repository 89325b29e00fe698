"""The fan reference (mjlib.course.fan_reference): an entry per fan, each made from the package's data, and
its hands (mjlib.course.reference_hands) doing what the entry says they do.

The hands were checked by hand against each fan's definition (the comments of
mjlib.course.reference_hands say what makes the fan); here the scorer must agree: the fan counts in its
example under the preset the entry shows it with, and in a "not counted" hand the row the entry
names strikes it with that row's principle.
"""

from __future__ import annotations

import re

import pytest

import mjlib
from mjlib.course import fan_reference as ref
from mjlib.course.lessons import reference as entry_section, section
from mjlib.exclusions import TABLE
from mjlib.fans import BY_ID, BY_ZH, CONCEALED_AND_MELDED_KONG, FANS
from mjlib.course.lookalikes import OFTEN_CONFUSED, confused_with
from mjlib.course.mentions import fans_named, mentions
from mjlib.course.reference_hands import EXAMPLES, STRUCK
from mjlib.course.rulings import RULINGS
from mjlib.vocabulary import Both

ALL = list(FANS) + [CONCEALED_AND_MELDED_KONG]
IDS = [f.id for f in ref.ORDER]


def test_an_entry_per_fan_and_one_for_the_common_practice_kong():
    entries = ref.entries()
    assert len(entries) == 82
    assert {e.fan for e in entries} == set(ALL)
    assert [e.fan for e in entries if e.fan in FANS] == list(FANS)  # the rule text's order
    assert set(EXAMPLES) == {f.id for f in ALL}  # a fixed hand for each, nothing dealt


def test_the_groups_by_points_and_by_family_hold_every_fan_once():
    groups = ref.by_points()
    assert [p for p, _ in groups] == [88, 64, 48, 32, 24, 16, 12, 8, 6, 5, 4, 2, 1]
    assert [f for _, fans in groups for f in fans] == list(ref.ORDER)
    assert dict(groups)[5] == [CONCEALED_AND_MELDED_KONG]
    families = ref.by_family()
    assert [f for _, fans in families for f in fans] != list(ref.ORDER)  # another order
    assert sorted(f.id for _, fans in families for f in fans) == sorted(IDS)
    assert all(f.family == family for family, fans in families for f in fans)


def test_only_common_practice_scores_the_concealed_and_melded_kong():
    assert ref.entry("明暗杠").only_under == "common-practice"
    assert "通行计法 common practice only" in ref.points_words(ref.entry("明暗杠"))
    assert [f.zh for f in ref.ORDER if ref.entry(f).only_under] == ["明暗杠"]
    assert ref.entry("双暗杠").points == {"green-book": 8, "common-practice": 6}


@pytest.mark.parametrize("fan_id", IDS)
def test_the_example_counts_its_fan_and_says_whether_it_reaches_the_minimum(fan_id):
    e = ref.entry(fan_id)
    x = e.example
    assert x.counts, (e.fan.zh, x.hand, [c.fan.zh for c in x.result.fans])
    assert x.rules == EXAMPLES[fan_id][1].get("rules", "green-book")
    line = ref.example_line(e, x)
    reaches, short = ref.WORDS["reaches"].en, ref.WORDS["short"].en
    assert (reaches in line, short in line) == (x.result.meets_minimum, not x.result.meets_minimum)
    for preset, result in x.results.items():  # the totals the scorer gives, printed
        assert (f"{ref.PRESET_WORDS[preset].label()} {result.total}" in line if x.differs
                else f"total {result.total} (" in line)


@pytest.mark.parametrize("fan_id", sorted(STRUCK))
def test_the_struck_example_strikes_the_fan_with_the_principle_the_entry_names(fan_id):
    e = ref.entry(fan_id)
    x = e.struck
    by = BY_ID[STRUCK[fan_id][2]]
    assert x is not None and x.row is not None and x.row.by == by and x.row.removes == e.fan
    assert x.row in e.removed_by  # a row of the table, shown in the entry
    assert not x.counts
    hits = [s for s in x.result.excluded if s.fan == e.fan and s.by == by]
    assert hits and hits[0].principle is x.row.principle, (x.hand, [
        (s.fan.zh, s.principle.zh, getattr(s.by, "zh", s.by)) for s in x.result.excluded])
    assert x.struck is hits[0]
    line = ref.example_line(e, x)
    assert str(x.row.principle) in line and f"{by.zh} {by.en}" in line


def test_a_not_counted_example_for_every_fan_a_row_removes():
    removed = {row.removes for row in TABLE}
    assert set(STRUCK) == removed
    assert all(ref.entry(f).struck is None for f in IDS if f not in removed)


def test_every_exclusion_row_is_in_the_entries_of_both_its_fans():
    assert len(TABLE) > 100
    for row in TABLE:
        by, removed = ref.entry(row.by), ref.entry(row.removes)
        mine = [r for r in by.removes if r.row is row]
        theirs = [r for r in removed.removed_by if r.row is row]
        assert len(mine) == len(theirs) == 1, row
        words = ref.row_parts(mine[0])
        assert f"{removed.fan.zh} {removed.fan.en} ({', '.join(words)})" in str(by)
        assert f"{by.fan.zh} {by.fan.en} ({', '.join(words)})" in str(removed)
        assert words[0] == str(row.principle)
        assert f"{row.source.label_zh} {row.source.label_en}" in words


def test_a_row_names_the_preset_it_holds_under_when_only_one():
    nine = ref.entry("九莲宝灯")
    pungs = [r for r in nine.removes if r.removes.zh == "幺九刻"]
    assert sorted(r.presets for r in pungs) == [("common-practice",), ("green-book",)]
    assert "只去一副 one only, 通行计法 common practice" in str(nine)  # scope and preset
    assert "规则未列，可推知 implied, 经由 through 清一色 Full Flush" in str(nine)  # a derived row


# Worked out by hand from the questions' texts: a question concerns a fan of one of its
# families that it names; 连七对 is not 七对, and R12 names 不求人 but is not about how a
# hand was won.
CONCERNS = {
    "R1": {"连七对", "不求人", "自摸"},
    "R3": {"三杠", "双暗杠", "暗杠", "双暗刻"},
    "R12": {"全中", "七对"},
    "R20": {"绿一色", "混一色"},
}


@pytest.mark.parametrize("key", sorted(CONCERNS))
def test_which_fans_a_question_concerns(key):
    ruling = mjlib.course.rulings.BY_KEY[key]
    assert {f.zh for f in ALL if ref.concerns(ruling, f)} == CONCERNS[key]


def test_every_open_question_is_under_each_fan_it_concerns():
    for ruling in RULINGS:
        under = [f for f in ALL if ruling in ref.entry(f).rulings]
        assert under, f"{ruling.key} is under no entry"
        for f in ALL:
            shown = ruling in ref.entry(f).rulings
            assert shown == ref.concerns(ruling, f)
            assert (f"{ruling.key}. {ruling.question}" in str(ref.entry(f))) == shown


def test_the_lesson_that_teaches_it_and_its_own_section():
    for f in ALL:
        e = ref.entry(f)
        assert e.taught == section(f) and e.section == entry_section(f)
        assert f"{e.taught.notebook} · {e.taught.heading}" in str(e)


def test_names_needs_and_family_in_both_languages_chinese_first():
    e = ref.entry("全带五")
    first, needs = str(e).split("\n")[:2]
    assert first == "全带五 All Fives · 16番 16 points · 全带系列 Outside hands"
    assert needs == "需要 needs: 每副牌和将牌都含有序数5 — a 5 in every set and in the pair"
    assert ref.points_words(ref.entry("自摸")) == "1番 1 point"
    assert ref.points_words(ref.entry("花牌")) == "1番 1 point 每张 each"
    assert ref.points_words(ref.entry("双暗杠")) == "规则原文 green book 8 · 通行计法 common practice 6 番 points"


def _cjk(text: str) -> bool:
    return bool(re.search(r"[\u4e00-\u9fff]", text))


@pytest.mark.parametrize("table", ["WORDS", "PRESET_WORDS", "CONTEXT_WORDS", "SCOPE_WORDS"])
def test_every_word_is_there_in_chinese_and_in_english(table):
    for key, words in getattr(ref, table).items():
        if words is None:  # a scope that needs no words
            continue
        assert isinstance(words, Both), (key, words)
        assert _cjk(words.zh) and not _cjk(words.en) and words.en.strip(), (key, words)


def test_how_a_hand_was_won_in_words():
    e = ref.entry("三风刻")
    assert e.example.how() == [Both("won on a discard", "点和"), Both("seat wind S", "门风南")]
    assert ref.entry("海底捞月").example.how() == [Both("won on a discard", "点和"),
                                                   Both("on the game's last discard", "最后一张打出的牌")]
    assert ref.entry("妙手回春").example.how()[1] == Both("on the wall's last tile", "牌墙最后一张")
    assert ref.entry("花牌").example.how()[1] == Both("5 flowers", "花牌5")
    # a robbed kong is a 点和 on another player's tile, but not a discard (R15)
    robbed = [Both("won on another player's tile", "点和"), Both("on the last copy of its tile", "绝张"),
              Both("on a tile robbed from a kong", "抢杠")]
    assert ref.entry("抢杠和").example.how() == robbed
    assert ref.entry("和绝张").struck.how() == robbed


def test_a_total_under_both_presets_where_they_differ():
    line = ref.example_line(ref.entry("清幺九"), ref.entry("清幺九").example)
    # 清幺九 64 and 双同刻 twice (4) in the green book; common practice removes 双同刻: 64
    assert "合计 total: 规则原文 green book 68 · 通行计法 common practice 64" in line
    kong = ref.entry("明暗杠").example
    assert kong.rules == "common-practice"
    assert "规则原文 green book 9, 明暗杠 不计 not counted" in ref.totals_words(kong)
    assert "两种计法相同 the same under both presets" in ref.totals_words(ref.entry("全带五").example)


# ---------------------------------------------------------------------------------------------
# the look-alikes and the names in a text

def test_look_alike_groups_are_fans_and_go_both_ways():
    for group in OFTEN_CONFUSED:
        names = group.split()
        assert len(names) >= 2 and len(set(names)) == len(names), group
        assert all(n in BY_ZH for n in names), group
    for f in ALL:
        for g in confused_with(f):
            assert f in confused_with(g) and g != f


def test_names_are_found_longest_first():
    text = "双暗杠 不是暗杠；连七对 holds 七对, 七对系列 is a family, 明暗杠 and 三色三同顺"
    assert [f.zh for _, _, f in mentions(text)] == ["双暗杠", "暗杠", "连七对", "七对", "明暗杠",
                                                    "三色三同顺"]
    assert fans_named("七对系列 七对系列") == []
    assert fans_named("A 自摸 and a 自摸") == [BY_ZH["自摸"]]


# ---------------------------------------------------------------------------------------------
# the entry in Chinese alone (mjlib.use_language("zh")), as the Chinese edition shows it

# two English words in a row (tests/test_chinese_edition.py): what an English phrase needs; a
# name a user types (mjlib.course.rulings.show) is left aside
from tests.support.language import ENGLISH  # noqa: E402
TYPED = re.compile(r"\bmjlib[.\w]*")



def test_an_entry_in_chinese_alone(zh):
    e = ref.entry("全带五")
    assert str(e).split("\n") == [
        "全带五 · 16番 · 全带系列",
        "需要：每副牌和将牌都含有序数5",
        "不计：断幺（不重复，规则列明）；无字（不重复，规则未列，可推知，经由断幺）",
        "被以下番种不计：无",
        "易混番种：全中、断幺、全双刻、全带幺",
        "未决问题：无",
        "讲解：第08课 · 全带五（16番）",
        "计此番的例子：[345m1]567m456p555s5p5p（点和；按规则原文计）：计全带五；"
        "合计17番（两种计法相同）；已达8番起和"]
    assert ref.points_words(ref.entry("双暗杠")) == "规则原文8番 · 通行计法6番"
    assert ref.points_words(ref.entry("花牌")) == "每张1番"
    assert ref.points_words(ref.entry("明暗杠")) == "5番（仅通行计法）"
    nine = str(ref.entry("九莲宝灯"))
    assert "幺九刻（不重复，规则列明，只去一副，仅通行计法）" in nine  # scope and preset
    assert "R22. 九莲宝灯除清一色外还不计哪些番种？" in nine  # the question in Chinese


def test_a_struck_hand_and_totals_in_chinese_alone(zh):
    kong = ref.entry("明暗杠")
    assert ref.example_line(kong, kong.struck) == (
        "有此番而不计的例子：[1111m][2222s1][3333p2]567p5p5p（点和；按通行计法计）：不计明暗杠"
        "（不重复，因三杠）；合计：通行计法42番 · 规则原文44番；已达8番起和")
    assert ref.totals_words(kong.example) == "合计：通行计法8番 · 规则原文9番，不计明暗杠，未决问题R26"
    assert ref.how_words(ref.entry("花牌").example) == "点和，花牌5；按规则原文计"


@pytest.mark.parametrize("fan_id", IDS)
def test_no_entry_holds_an_english_phrase_in_chinese_alone(fan_id, zh):
    text = str(ref.entry(fan_id))
    found = ENGLISH.search(TYPED.sub("", text))
    assert not found, (fan_id, found.group(0), text)
    assert ": " not in text and "; " not in text  # Chinese punctuation


def test_the_english_entry_is_unchanged_by_a_visit_to_chinese():
    before = [str(e) for e in ref.entries()]
    old = mjlib.use_language("zh")
    try:
        chinese = [str(e) for e in ref.entries()]
    finally:
        mjlib.use_language(old)
    assert [str(e) for e in ref.entries()] == before and chinese != before


def test_the_headings_in_either_language():
    assert ref.entry_heading("全带五") == "全带五 All Fives (16)" == ref.entry_heading("全带五", "en")
    assert [ref.entry_heading(f, "zh") for f in ("全带五", "花牌", "明暗杠")] == [
        "全带五（16番）", "花牌（每张1番）", "明暗杠（5番，仅通行计法）"]
    assert ref.group_heading(16, "zh") == "16番的番种"
    assert ref.group_heading(16) == "16番的番种 fans worth 16"
    assert ref.group_heading(5, "zh") == "5番的番种（仅通行计法）"
    winds = section(BY_ID["seat_wind"])  # a section of two fans
    assert ref.heading(winds, "zh") == "圈风刻（2番）和门风刻（2番）"
    pungs = section(BY_ID["double_pung"])  # of three, its English heading longer than its names
    assert ref.heading(pungs, "zh") == "碰碰和（6番）、双同刻（2番）和幺九刻（1番）"
    assert ref.heading(section(BY_ID["three_concealed_pungs"]), "zh") == "三暗刻（16番）"
    assert ref.heading_link(entry_section(BY_ID["all_fives"]), "zh") == \
        "13-fan-reference.ipynb#全带五（16番）"
    assert ref.heading_link(entry_section(BY_ID["all_fives"]), "en") == \
        entry_section(BY_ID["all_fives"]).link
    for f in ALL:  # every Chinese heading is the fan's name and its points, Chinese alone
        zh = ref.entry_heading(f, "zh")
        assert zh.startswith(f"{f.zh}（") and " " not in zh and not re.search("[A-Za-z]", zh)
    with pytest.raises(ValueError):
        ref.entry_heading("全带五", "fr")


def test_the_headings_follow_the_language_written(zh):
    assert ref.entry_heading("全带五") == "全带五（16番）" == ref.heading(section(BY_ID["all_fives"]))
    assert ref.entry_heading("全带五", "en") == "全带五 All Fives (16)"
    assert ref.group_heading(88) == "88番的番种"


def test_where_the_presets_part_on_an_open_question_the_entry_names_it():
    """清幺九 beside 双同刻 is an open question (R25), not a rule: the row and the examples whose
    totals it decides name it, in both languages."""
    e = ref.entry("清幺九")
    row = next(r for r in e.removes if r.removes.zh == "双同刻")
    assert ref.row_rulings(row) == ["R25"]
    assert ref.row_words(row, row.removes).endswith("未决问题 open question R25)")
    assert ref.example_rulings(e.example) == ["R25"]
    assert ref.totals_words(e.example).endswith("通行计法 common practice 64, 未决问题 open question R25")
    assert ref.example_rulings(ref.entry("混幺九").struck) == ["R25"]
    assert ref.example_rulings(ref.entry("混幺九").example) == []  # the same under both
    old = mjlib.use_language("zh")
    try:
        assert ref.row_words(row, row.removes) == "双同刻（不重复，通行计法，未决问题R25）"
        assert ref.totals_words(e.example) == "合计：规则原文68番 · 通行计法64番，未决问题R25"
    finally:
        mjlib.use_language(old)
    # a row both presets make names no question
    assert all(not ref.row_rulings(r) for r in ref.rows() if r.source.name != "PRESET")
