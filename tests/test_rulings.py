"""The open questions: each example is a legal hand, and each preset computes the total of the
reading the question says it takes (the candidates' totals were worked out by hand from the
texts); each question has its Chinese, printed alone in zh mode with the same totals."""

import re

import pytest

import mjlib
from mjlib.course import rulings
from mjlib.course.rulings import BY_KEY, RULINGS


@pytest.mark.parametrize("ruling", RULINGS, ids=lambda r: r.key)
def test_each_preset_takes_the_reading_the_question_names(ruling):
    for ex in ruling.examples:
        totals = dict(ex.candidates)
        assert len(ex.takes) == 2 and set(ex.takes) <= set(totals), ex.takes
        for rules, reading in zip(("green-book", "common-practice"), ex.takes):
            out = ex.outcome(rules)
            if totals[reading] is None:  # the reading refuses the hand
                assert isinstance(out, mjlib.HandError), (ruling.key, ex.hand, rules)
            else:
                assert out.total == totals[reading], (ruling.key, ex.hand, rules, reading)


@pytest.mark.parametrize("ruling", RULINGS, ids=lambda r: r.key)
def test_each_question_names_its_sources_and_families(ruling):
    assert ruling.texts and all(src and says for src, says in ruling.texts)
    assert all(src.startswith(("rule text, ", "basics text, ", "common practice, ",
                               rulings.SILENT)) for src, _ in ruling.texts)
    assert set(ruling.families) <= set(mjlib.FAMILIES)
    assert ruling.choice and len(ruling.candidates) >= 2


def test_where_the_presets_part_the_question_says_so():
    # R1: the texts disagree; the presets follow one each
    assert BY_KEY["R1"].score("green-book").total == 92
    assert BY_KEY["R1"].score("common-practice").total == 89
    # R3: 双暗杠 inside 三杠 is one of the six switches
    assert BY_KEY["R3"].score("green-book").total == 50
    assert BY_KEY["R3"].score("common-practice").total == 44


def test_the_nine_gates_questions_are_where_the_texts_part():
    # R21: the shape did not stand before the win; both presets say no 九莲宝灯
    for rules in ("green-book", "common-practice"):
        assert "九莲宝灯" not in [c.fan.zh for c in BY_KEY["R21"].score(rules).fans]
    # R22: every 幺九刻 struck (rule text) or one (switch 2)
    assert BY_KEY["R22"].score("green-book").total == 90
    assert BY_KEY["R22"].score("common-practice").total == 91
    assert [r.key for r in rulings.for_family("special")] == ["R21", "R22"]


def test_the_description_computes_the_presets_totals(capsys):
    rulings.show("R20")
    out = capsys.readouterr().out
    r = mjlib.score(BY_KEY["R20"].hand)
    assert f"mjlib green-book: {r.total} (" in out and "basics text, 绿一色" in out
    assert "混一色" not in [c.fan.zh for c in r.fans]


def test_the_new_questions_are_asked():
    # R15: the pair is refused, with the words of the win context
    with pytest.raises(mjlib.HandError, match="海底捞月 .* and 抢杠和 .* cannot both be"):
        BY_KEY["R15"].score("common-practice")
    # R9: 全双刻 is not made of pairs, the other three are (both presets)
    gb = [ex.outcome("green-book") for ex in BY_KEY["R9"].examples]
    assert "全双刻" not in gb[0].fan_points() and "清幺九" in gb[1].fan_points()
    assert "混幺九" in gb[2].fan_points() and "字一色" in gb[3].fan_points()
    # R23: a copy in the winner's own claimed chow is in sight
    assert "和绝张" in BY_KEY["R23"].score("green-book").fan_points()
    # R24: one wait fan
    fans = BY_KEY["R24"].score("green-book").fan_points()
    assert "边张" in fans and "单钓将" not in fans


def test_a_refused_example_is_described_as_refused(capsys):
    rulings.show("R15")
    out = capsys.readouterr().out
    assert out.count("refused (海底捞月") == 2


def test_families_select_their_questions_and_bad_keys_are_refused():
    assert [r.key for r in rulings.for_family("knitted")] == ["R7", "R16", "R17"]
    assert [r.key for r in rulings.for_family("outside")] == ["R9", "R25"]
    with pytest.raises(mjlib.HandError, match="unknown family"):
        rulings.for_family("dragons")
    with pytest.raises(mjlib.HandError, match="no open question 'R99'"):
        rulings.show("R99")


# ---------------------------------------------------------------------------------------------
# the questions in Chinese

from tests.support.language import ENGLISH  # noqa: E402
CJK = re.compile(r"[\u4e00-\u9fff]+")
SOURCE_ZH = {"rule text, ": "规则原文（", "basics text, ": "基本规则（",
             "common practice, ": "通行做法（", rulings.SILENT: rulings.SILENT_ZH}



def _kind(source: str, kinds) -> str:
    return next(k for k in kinds if source.startswith(k))


@pytest.mark.parametrize("ruling", RULINGS, ids=lambda r: r.key)
def test_each_question_has_its_chinese(ruling):
    zh = ruling.zh
    assert isinstance(zh, rulings.Chinese), ruling.key
    for text in (zh.question, zh.choice):
        assert CJK.search(text) and not ENGLISH.search(text), text
    # the Chinese names the fans the English question names
    assert all(name in zh.question for name in CJK.findall(ruling.question)), zh.question
    # each text: the same kind of source (the rule text's entry, the basics text's, common
    # practice, or silence), the same entries named, and a gist
    assert len(zh.texts) == len(ruling.texts)
    for (source, _), (source_zh, says_zh) in zip(ruling.texts, zh.texts):
        kind = _kind(source, SOURCE_ZH)
        assert source_zh.startswith(SOURCE_ZH[kind]), (source, source_zh)
        if kind in ("rule text, ", "basics text, "):  # a fan's entry, or a counting principle
            assert source_zh.endswith(("条目）", "原则）")), source_zh
            assert all(name in source_zh for name in CJK.findall(source)), (source, source_zh)
        assert CJK.search(says_zh) and not ENGLISH.search(says_zh), says_zh
    # every reading of every example has its Chinese label, naming the fans the English names
    labels = {reading for ex in ruling.examples for reading, _ in ex.candidates}
    assert set(zh.readings) == labels, set(zh.readings) ^ labels
    for en, label in zh.readings.items():
        assert all(name in label for name in CJK.findall(en)), (en, label)
        assert CJK.search(label) and not ENGLISH.search(label), label


@pytest.mark.parametrize("ruling", RULINGS, ids=lambda r: r.key)
def test_each_question_in_chinese_holds_no_english_sentence(ruling, zh, capsys):
    rulings.show(ruling.key)
    out = capsys.readouterr().out
    assert out.startswith(f"{ruling.key}. {ruling.zh.question}\n") and "裁定：" in out
    assert not ENGLISH.search(out), ENGLISH.search(out)
    assert ruling.describe() == ruling.describe_zh() == out.rstrip("\n")


def _totals(text: str) -> list:
    """The totals a description prints, in order: each example's readings, then each preset's
    (None where the hand is refused), in either language."""
    out = []
    for line in text.split("\n"):
        for head in ("     readings: ", "     判法："):
            if line.startswith(head):
                for part in line[len(head):].split(" · "):
                    total = part.rsplit(" → ", 1)[1]
                    out.append(None if total in ("refused", rulings.REFUSED_ZH)
                               else int(total.removesuffix("番")))
        en = re.match(r"     mjlib (green-book|common-practice): (\d+|refused) ", line)
        zh = re.match(r"     mjlib 按(规则原文|通行计法)(?:计 (\d+)番|不予计番)", line)
        if en:
            out.append((en.group(1), None if en.group(2) == "refused" else int(en.group(2))))
        if zh:
            name = {v: k for k, v in mjlib.rules.PRESET_ZH.items()}[zh.group(1)]
            out.append((name, None if zh.group(2) is None else int(zh.group(2))))
    return out


@pytest.mark.parametrize("ruling", RULINGS, ids=lambda r: r.key)
def test_the_totals_are_the_same_in_both_languages(ruling):
    english = ruling.describe()
    old = mjlib.use_language("zh")
    try:
        chinese = ruling.describe()
    finally:
        mjlib.use_language(old)
    assert ruling.describe() == english  # English again, as it was
    totals = _totals(english)
    presets = sum(len(ex.takes) for ex in ruling.examples)
    readings = sum(len(ex.candidates) for ex in ruling.examples)
    assert len(totals) == presets + readings
    assert _totals(chinese) == totals


def test_the_chinese_reads_as_a_referees_note(zh, capsys):
    rulings.show("R1", "R15")
    out = capsys.readouterr().out
    assert "R1. 连七对自摸和牌，是否加计不求人？" in out
    assert "   规则原文（连七对条目）：" in out and "   基本规则（连七对条目）：" in out
    assert "   例：1122334455667m7m（自摸）" in out
    assert "     mjlib 按规则原文计 92番（连七对 88、不求人 4），取“加计不求人”" in out
    assert "     mjlib 按通行计法计 89番（连七对 88、自摸 1），取“只计自摸，不计不求人”" in out
    assert out.count("不予计番（报错：海底捞月（和本盘最后打出的一张牌）") == 2
    assert "（抢杠、本盘最后打出的牌）" in out


def test_the_win_context_in_chinese():
    assert rulings.how_won_zh({}) == "点和"
    assert rulings.how_won_zh({"self_drawn": True, "about_kong": True, "wall_last": True}) == \
        "杠后补牌自摸、牌墙最后一张"
    assert rulings.how_won_zh({"fourth_tile": True}) == "和张是第四张"
    named = {k for r in RULINGS for ex in r.examples for k in ex.flags}
    assert named <= {"self_drawn", "about_kong", "wall_last", "fourth_tile"}


# ---------------------------------------------------------------------------------------------
# the second audit: one account of each question, the texts quoted word for word

# The lines of the rule text and the basics text the questions quote, typed from them as written.
QUOTED = {
    "R2": ["暗杠加计，三暗杠加计三暗刻"],
    "R15": ["和打出的最后一张牌", "和他人自抓开明杠的牌", "点和：和他人打出的牌(包括抢杠和)"],
    "R24": ["1233和3、7789和7，亦计为边张", "形如4556和5，亦计为坎张",
            "形如4556或5567和5，形如3456和3或6，不计为单钓将"],
    "R25": ["由序数牌1、9刻子（杠）、将牌组成的和牌。不计碰碰和、全带幺、幺九刻、无字",
            "当某个番种，由于组牌条件所决定，在其成立的同时，必然并存着其它番种，则其它番种不重复计"],
    "R26": ["和牌中有两副明杠。一明杠与一暗杠，加计暗杠，共6番"],
    "R27": ["8番 10个番种", "6番 6个番种"],
}
QUOTE = re.compile(r'"([^"]*[\u4e00-\u9fff][^"]*)"')
QUOTE_ZH = re.compile(r"“([^”]*)”")


@pytest.mark.parametrize("key", sorted(QUOTED))
def test_a_quoted_line_is_the_texts_word_for_word(key):
    ruling = BY_KEY[key]
    english = [q for _, says in ruling.texts for q in QUOTE.findall(says)]
    chinese = [q for _, says in ruling.zh.texts for q in QUOTE_ZH.findall(says)]
    assert english == chinese == QUOTED[key]


def test_all_terminals_beside_double_pung_is_an_open_question():
    r25 = BY_KEY["R25"]
    sources = [source for source, _ in r25.texts]
    assert sources[:2] == ["rule text, 清幺九", "rule text, 不重复原则"]
    assert sources[2].startswith("common practice, the reference calculator")
    assert "1998" in r25.texts[2][1] and "1998" in r25.zh.texts[2][1]
    # the presets stay where they were: switch 6
    assert r25.score("green-book").fan_points() == {"清幺九": 64, "双同刻": 4}
    assert r25.score("common-practice").fan_points() == {"清幺九": 64}
    assert "switch 6" in r25.choice and "第6处区别" in r25.zh.choice
    # 三同刻 is not forced: both presets count it
    assert [ex.outcome(p).total for ex in r25.more for p in rulings.PRESETS] == [80, 80]


def test_the_switches_have_their_questions():
    import mjlib.rules
    named = {"R25": "all_terminals_keeps_double_pung", "R26": "mixed_kongs_as_two_melded_kongs",
             "R27": "two_concealed_kongs_points"}
    number = {name: i for i, name in enumerate(mjlib.GREEN_BOOK.switches(), 1)}
    for key, switch in named.items():
        assert f"switch {number[switch]}" in BY_KEY[key].choice
        assert f"第{number[switch]}处区别" in BY_KEY[key].zh.choice
    assert BY_KEY["R26"].score("common-practice").fan_points()["明暗杠"] == 5
    assert BY_KEY["R27"].score("green-book").fan_points()["双暗杠"] == 8


def test_one_account_of_the_last_tile_and_the_robbed_kong():
    r14, r15 = BY_KEY["R14"], BY_KEY["R15"]
    assert ("basics text, 和牌的方式" in [s for s, _ in r15.texts])
    for r in (r14, r15):
        assert "whether a kong may be declared at the wall's last tile" in r.choice
        assert "牌墙最后一张时能否开杠" in r.zh.choice
    assert "R14" in r15.choice and "R15" in r14.choice
    # a robbed kong is a 点和: no 自摸 is counted on it
    won = mjlib.score("[123m1]345p678s99p23s4s", about_kong=True)
    assert "抢杠和" in won.fan_points() and "自摸" not in won.fan_points()


def test_the_literal_reading_of_three_kongs_and_the_wait_fans_ground():
    assert ("暗杠 three times and 三暗刻", 66) in BY_KEY["R2"].candidates
    r24 = BY_KEY["R24"]
    assert [s for s, _ in r24.texts][:3] == ["rule text, 边张", "rule text, 坎张", "rule text, 单钓将"]
    assert "not a sentence of the texts" not in r24.choice
    assert "the entries' own wording is the ground" in r24.choice
    assert "follows common practice here" in BY_KEY["R9"].choice
