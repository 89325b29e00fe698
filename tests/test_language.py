"""mjlib in Chinese: one setting (mjlib.use_language, or MJLIB_LANGUAGE) makes the report, the
comparison of presets, the exercise's question, feedback and answer, and the widgets' labels
Chinese alone; English stays the default, and a language that is not one is refused."""

import os
import re
import subprocess
import sys

import pytest

from bs4 import BeautifulSoup

import mjlib
from mjlib.practice.deal import generate
from mjlib.practice.exercise import ExerciseModel
from mjlib.practice.drill import DrillModel
from mjlib.vocabulary import Both, Language, Principle

# two English words in a row: what an English sentence or phrase needs (tile strings such as
# 123m, [567p2] or WWW PP never hold two lower-case letters in a row)
from tests.support.language import ENGLISH  # noqa: E402



def test_a_hand_is_listed_in_chinese_alone(zh):
    from mjlib.render.display import hand_html

    listed = BeautifulSoup(hand_html(mjlib.parse("[567m2][999s3][8888p]EE11m")), "html.parser")
    rows = [[td.get_text() for td in tr.find_all(["td", "th"])] for tr in listed.find_all("tr")]
    assert rows == [["", "记法", "牌张"], ["吃 · 上家", "[567m2]", "五万 六万 七万"],
                    ["碰 · 下家", "[999s3]", "九条 九条 九条"], ["暗杠", "[8888p]", "八饼 八饼 八饼 八饼"],
                    ["手牌", "11mEE", "一万 一万 东 东"], ["听2张", "1mE", "一万 东"]]


def test_english_is_the_default_and_a_setting_is_returned_to():
    assert mjlib.language() is Language.EN
    old = mjlib.use_language("zh")
    try:
        assert old is Language.EN and mjlib.language() is Language.ZH
        assert str(Principle.NO_SPLIT) == "不拆移" and str(Both("total", "合计")) == "合计"
    finally:
        assert mjlib.use_language(old) is Language.ZH
    assert str(Principle.NO_SPLIT) == "不拆移 no-split"


def test_writing_returns_to_the_language_written_before_even_after_an_error():
    assert mjlib.language() is Language.EN
    with mjlib.writing("zh") as written:
        assert written is Language.ZH and str(Both("total", "合计")) == "合计"
        with mjlib.writing("en"):
            assert str(Principle.NO_SPLIT) == "不拆移 no-split"
        assert mjlib.language() is Language.ZH
    assert mjlib.language() is Language.EN
    with pytest.raises(KeyError):
        with mjlib.writing("zh"):
            raise KeyError("a block that fails")
    assert mjlib.language() is Language.EN
    with pytest.raises(mjlib.HandError):
        with mjlib.writing("fr"):
            pass
    assert mjlib.language() is Language.EN


def test_both_labels_a_thing_chinese_first_or_chinese_alone():
    assert Both("total", "合计").label() == "合计 total"
    with mjlib.writing("zh"):
        assert Both("total", "合计").label() == "合计"


@pytest.mark.parametrize("bad", ["fr", "", None, 1, "ZH"])
def test_a_language_that_is_not_one_is_refused_in_both_languages(bad):
    with pytest.raises(mjlib.HandError, match="the language is 'en' or 'zh'.*语言只能是"):
        mjlib.use_language(bad)
    assert mjlib.language() is Language.EN


def test_the_environment_chooses_the_language_and_a_bad_value_is_said():
    code = "import mjlib; print(mjlib.language()); print(mjlib.score('[123m1][456p1][789s1]23pCC1p'))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=dict(os.environ, MJLIB_LANGUAGE="zh"), check=True).stdout
    assert out.startswith("zh\n") and "计入：" in out and "合计" in out and not ENGLISH.search(out)
    bad = subprocess.run([sys.executable, "-W", "always", "-c", code], capture_output=True,
                         text=True, env=dict(os.environ, MJLIB_LANGUAGE="klingon"), check=True)
    assert bad.stdout.startswith("en\n") and "MJLIB_LANGUAGE='klingon' is not a language" in bad.stderr


def test_the_report_in_chinese(zh):
    r = mjlib.score("[123m1][456p1][789s1]23pCC1p")
    text = str(r)
    assert "（规则原文）" in text.splitlines()[0]
    assert "    8  花龙" in text and "    9  合计" in text and "已达8番起和" in text
    assert "连六：套算一次，因喜相逢" in text
    assert "按套算一次原则不再计连六" in text
    assert not ENGLISH.search(text), ENGLISH.search(text)


def test_a_comparison_of_presets_in_chinese(zh):
    text = mjlib.compare_presets("1133m2288s5577pCC", self_drawn=True)
    assert "规则原文" in text and "通行计法" in text and "不同" in text
    assert not ENGLISH.search(text)


def test_generated_reports_and_feedback_hold_no_english_sentence(zh):
    for case in generate(150, seed=5):
        for rules in ("green-book", "common-practice"):
            r = mjlib.score(case.hand, case.win, rules=rules)
            assert not ENGLISH.search(str(r)), (case.hand, ENGLISH.search(str(r)))
            ex = ExerciseModel(case.hand, case.win, rules=rules, ask_total=True)
            present = [f.zh for f in ex.present()][:3]
            first = ex.check(present + ["清龙", "单钓将"], total=r.total + 3)
            second = ex.check({c.fan.zh: c.count + 1 for c in r.fans if c.fan.zh != "花牌"},
                              total=r.total - 1)
            for text in (ex.question(), " · ".join(ex.how_won()), str(first), str(second),
                         "\n".join(ex.explanation())):
                assert not ENGLISH.search(text), (case.hand, text)


def test_the_feedback_in_chinese_speaks_in_the_checklists_steps(zh):
    ex = ExerciseModel("2345m789p456sNNN5m", ask_total=True)
    text = str(ex.check(["单钓将"], total=40))
    assert "[5 看和法]单钓将不成立：2345万还听2万，不是独听。" in text
    assert "偏高" in text and "40" in text and "再试一次" in text
    assert ex.total == 3 and not re.search(r"(?<![\d\[])3番", text)  # the total is kept back
    assert "请给这手牌计番。这手牌计哪些番种？逐一勾选，并写出合计（含花牌）（规则原文）。" == ex.question()


def test_the_widgets_label_themselves_in_chinese(zh):
    from mjlib.widgets import Drill as DrillWidget, Exercise as ExerciseWidget
    ex = ExerciseWidget("[123m1][456p1][789s1]23pCC1p")
    assert ex.form.check_button.description == "核对"
    assert ex.form.answer_button.description == "看答案"
    assert ex.form.choices.children[0].get_title(0) == "常见小番（12）"
    fb = ex.click_check()
    assert fb is not None and not ENGLISH.search(str(fb))
    d = DrillWidget("everyday", seed=0)
    assert "练习：常见小番" in d.title.value and d.next_button.description == "下一手"
    assert not ENGLISH.search(re.sub(r"<[^>]+>", "", d.score.value))


def test_english_output_is_unchanged_by_a_visit_to_chinese():
    r = mjlib.score("22233344m234p99p4m")
    before = str(r), str(ExerciseModel("22233344m234p99p4m").check(["一色三节高"]))
    old = mjlib.use_language("zh")
    str(r)
    mjlib.use_language(old)
    assert (str(r), str(ExerciseModel("22233344m234p99p4m").check(["一色三节高"]))) == before
    assert "not counted (what it would have been worth):" in before[0]


def test_a_prompt_comes_in_both_languages_from_one_source():
    ex = ExerciseModel("[123m1][456p1][789s1]23pCC1p", focus="sets")
    assert ex.prompt == "Score this hand; take care over step 3, 数牌组 the sets, alone and together."
    assert ex.question().startswith(ex.prompt + " Which")
    old = mjlib.use_language("zh")
    try:
        assert ex.prompt == "请给这手牌计番，第3步“数牌组”要仔细。"
        assert ex.question().startswith("请给这手牌计番，第3步“数牌组”要仔细。这手牌计哪些番种")
        assert ExerciseModel("123m456p789s23pCC1p").prompt == "请给这手牌计番。"
    finally:
        mjlib.use_language(old)
    assert ExerciseModel("123m456p789s23pCC1p").prompt == "Score this hand."
    with pytest.raises(mjlib.HandError, match="focus is a checklist step"):
        ExerciseModel("123m456p789s23pCC1p", focus="the 花龙")
    with pytest.raises(mjlib.HandError, match="unknown win context 'prompt'"):
        ExerciseModel("123m456p789s23pCC1p", prompt="Does 花龙 count?")  # no free text: it could point


def test_figures_label_in_chinese_alone_with_a_cjk_font(zh):
    from mjlib.render import fonts
    if fonts.cjk_font() is None:
        pytest.skip("no CJK font on this machine")
    old = fonts.use_cjk(True)
    try:
        assert fonts.bi("合计", "total") == "合计"
    finally:
        fonts.use_cjk(old)


FIGURE_HANDS = [("[123m1][456p1][789s1]23pCC1p", {}), ("22233344m234p99p4m", {}),
                ("[1111m][2222s1]345p678pNN", {"seat_wind": "S"}),
                ("112233m778899s1p1p", {"self_drawn": True, "flowers": 2}),
                ("[8888p]456sEEE77m12m3m", {"self_drawn": True, "about_kong": True}),
                ("19m19s19pESWNCFPP", {}), ("[345m3]258m1488s369p7s", {}),
                ("[999s3]456p789s23pCC1p", {"fourth_tile": True})]


def test_figures_hold_no_english_sentence_when_mjlib_writes_chinese(zh):
    """Every text of the drawn result, the readings, the combinations, the hand and each
    family's map: no two English words in a row (a preset's name is its Chinese name)."""
    from tests.support.render import strings
    from mjlib.render import (draw_combinations, draw_family_map, draw_hand, draw_readings,
                              draw_result, fonts)
    if fonts.cjk_font() is None:
        pytest.skip("no CJK font on this machine")
    old = fonts.use_cjk(True)
    english = re.compile(r"[A-Za-z]*[a-z]{2}[A-Za-z]*[ ,:-]+[A-Za-z]*[a-z]{2}")
    try:
        texts = []
        for hand, flags in FIGURE_HANDS:
            for rules in ("green-book", "common-practice"):
                r = mjlib.score(hand, rules=rules, **flags)
                for draw in (draw_result, draw_readings, draw_combinations):
                    texts += strings(draw(r))
            texts += strings(draw_hand(mjlib.parse(hand), flowers=flags.get("flowers", 0)))
        for family in mjlib.FAMILIES:
            texts += strings(draw_family_map(family))
        assert [t for t in texts if english.search(t)] == []
        assert any("规则原文" in t for t in texts) and any("通行计法" in t for t in texts)
        assert any("就高不就低" in t for t in texts) and any("因" in t for t in texts)
    finally:
        fonts.use_cjk(old)


def _shown_words(widget) -> list[str]:
    """Every text a widget tree shows: descriptions, placeholders, tooltips, option labels and
    HTML values (tags and style sheets left out)."""
    out = []
    for name in ("description", "placeholder", "tooltip", "value"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and (name != "value" or type(widget).__name__ == "HTML"):
            value = re.sub(r"<style>.*?</style>", "", value, flags=re.S)
            out.append(re.sub(r"<[^>]+>", " ", value))
    out += [str(label) for label in getattr(widget, "_options_labels", ())]
    for child in getattr(widget, "children", ()) or ():
        out += _shown_words(child)
    return out


def test_the_hand_builder_labels_and_scores_in_chinese_alone(zh):
    from mjlib.widgets import HandBuilder
    b = HandBuilder("[123m1][456p1][789s1]23pCC1p", figure_format="html")
    assert b.status.value.count("合计9番：已达8番起和") == 1 and "花龙" in b.status.value
    assert b.clear_button.description == "清空" and b.rules_picker.options[0][0] == "规则原文"
    b.clear()
    assert b.start_meld("pung", 2)
    assert "点击刻子的牌" in b.meld_hint.value
    assert "碰对家" in [label for label, _ in b.meld_from.options] and "取消" == b.meld_button.description
    b.cancel_meld()
    b.set_text("123m456p789s23pCCx")  # refused: said in Chinese
    assert "手牌未变" in b.error.value
    b.set_text("[123m1][456p1][789s1]23pCC1p")
    figure = b.output_html()
    assert "拆法：" in figure and "起和番" in figure and "组合 reading" not in figure
    for text in _shown_words(b.widget) + [figure]:
        found = ENGLISH.search(re.sub(r"<[^>]+>", " ", text))
        assert not found, (found.group(0), text[:200])


def test_the_hand_builder_in_english_keeps_both_languages():
    from mjlib.widgets import HandBuilder
    b = HandBuilder("[123m1][456p1][789s1]23pCC1p", figure_format="html")
    assert "Total 合计 9 fans: reaches the 8-fan minimum 已达8番起和" in b.status.value
    assert b.clear_button.description == "清空 clear"
    assert "拆法 reading:" in b.output_html() and "起和番 8-fan minimum" in b.output_html()
