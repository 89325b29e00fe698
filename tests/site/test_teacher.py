"""The teacher's page (app/teacher.py) without a browser: nothing of the score before Reveal,
the steps revealed in the scoring checklist's order, the address that gives every student the
same drill, bad input said in place, and the class's answers (sent by the students' drill)
shown per hand and per fan with the lesson that teaches it."""

from __future__ import annotations

import html
import re
import urllib.parse

import pytest

import mjlib
import mjlib.widgets
from mjlib import checklist, course
from mjlib.exercise import Drill
from tests.site.support_site import ROOT, load_module

class_results = load_module(ROOT / "app" / "class_results.py")
classroom = load_module(ROOT / "app" / "classroom.py")
teacher = load_module(ROOT / "app" / "teacher.py")


@pytest.fixture
def page(tmp_path):
    return teacher.TeacherPage(results=tmp_path)


def revealed(page) -> list[str]:
    return re.findall(r'data-step="(\w+)"', page.steps_view.value)


def test_nothing_of_the_score_shows_before_reveal(page):
    result = page.result
    shown = page.hand_view.value + page.steps_view.value
    assert revealed(page) == [] and "Predict first" in page.steps_view.value
    for fan in [c.fan for c in result.fans] + [e.fan for e in result.excluded]:
        assert fan.en not in shown, fan
    assert "合计 total" not in shown and f"{result.total} 番" not in shown
    assert "mj-fig-ledger" not in shown
    assert page.hand_view.value.count('class="mj-fig-tile ') == 14  # the hand is there, drawn


def test_each_press_reveals_the_next_step_of_the_checklist(page):
    keys = [key for key, _, _ in checklist.STEPS]
    steps = checklist.steps(page.result)
    for n in range(1, len(keys) + 1):
        page.reveal()
        assert revealed(page) == keys[:n]
        block = page.steps_view.value.split('data-step="')[n]
        for c in steps[n - 1].adds:
            assert f"+{c.points} {c.fan.zh} {c.fan.en}" in block
        for e in steps[n - 1].strikes:
            assert f"<s>{e.fan.zh} {e.fan.en}</s>" in block
    assert f"合计 total: {page.result.total} 番" in page.steps_view.value
    assert "mj-fig-ledger" in page.steps_view.value  # the drawn result, last
    page.reveal()  # nothing more to reveal
    assert revealed(page) == keys and page.buttons["reveal"].disabled
    page.hide()
    assert revealed(page) == []
    page.reveal_all()
    assert revealed(page) == keys


def test_next_and_previous_hide_the_score_again(page):
    first = page.drill.hand
    page.reveal_all()
    page.next_hand()
    assert page.drill.index == 1 and page.drill.hand != first and revealed(page) == []
    page.previous_hand()
    assert page.drill.index == 0 and page.drill.hand == first
    assert page.buttons["previous"].disabled


@pytest.mark.parametrize("family, seed, level", [("chows", 42, 2), ("pungs", 7, 3),
                                                 ("all", 2**64 - 1, 1)])
def test_the_shared_address_gives_the_students_the_teachers_hands(page, family, seed, level):
    page.family_picker.value = family
    page.level_picker.value = level
    page.seed_box.value = str(seed)
    assert page.error.value == ""
    query = urllib.parse.urlparse(page.address).query
    settings = classroom.drill_settings(query)
    assert settings == {"family": None if family == "all" else family, "seed": seed,
                        "level": level}
    student = Drill(**settings)
    for i in range(student.n):
        page.go_to(i)
        assert (page.drill.hand, page.drill.context) == (student.hand, student.context), i
        assert page.drill.exercise.question() == student.exercise.question()
        student.next()
    assert "<svg" in page.link.value and page.address in html.unescape(page.link.value)


def test_a_bad_seed_is_said_and_the_drill_stays(page):
    before = (page.drill.family, page.drill.seed, page.drill.hand)
    for bad in ("x", "-1", "1.5", str(2**64), "٣"):
        page.seed_box.value = bad
        assert "the seed is a whole number" in page.error.value or "seed" in page.error.value
        assert (page.drill.family, page.drill.seed, page.drill.hand) == before
        assert page.seed_box.value == str(before[1])  # the box shows the drill's seed again
    assert page.failures == []


def test_the_size_scales_every_part_together(page):
    page.set_size(40)
    for view in (page.hand_view, page.steps_view, page.link, page.results_view):
        assert view.value.startswith('<div class="mj-teacher" style="font-size:40px">')


@pytest.mark.skipif(not hasattr(mjlib.widgets, "Drill"), reason="this mjlib has no drill")
def test_the_students_answers_reach_the_teachers_page(tmp_path, page):
    students = [classroom.drill("family=chows&seed=42&level=2", results=tmp_path)
                for _ in range(3)]
    for i, sent in enumerate(students):
        assert isinstance(sent, classroom.SentDrill)
        sent.nickname.value = f"student {i}"
        sent.drill.click_check()  # nothing ticked: every counted fan missed
        sent.drill.click_check()  # a second answer to the same hand: the first one counts
    page.refresh()
    view = page.results_view.value
    assert "3 位学生 students, 3 个答案 answers" in view
    assert re.search(r'data-hand="1"><td>1</td><td>3</td>.*?0% \(0\)', view)
    counted = page.drill.exercise.counted
    assert counted
    for fan in counted:
        where = course.section(fan)
        assert f"{fan.zh} {fan.en}: 漏 missed 3×" in view
        # the lesson's page on the course site the app serves, at the section that teaches it
        assert f'href="course/{where.notebook}.html#{where.anchor}"' in view
    page.click_clear()  # asks first
    assert "3 个答案" in page.results_view.value and "again" in page.clear_button.description
    page.click_clear()
    assert "No answers to this drill yet" in page.results_view.value


@pytest.mark.skipif(not hasattr(mjlib.widgets, "Drill"), reason="this mjlib has no drill")
def test_without_a_results_folder_the_drill_sends_nothing(monkeypatch):
    monkeypatch.delenv(class_results.FOLDER_VARIABLE, raising=False)
    shown = classroom.drill("family=pungs&seed=7")
    assert isinstance(shown, mjlib.widgets.Drill)


# ---------------------------------------------------------------------------------------------
# the page in Chinese: /teacher?key=...&lang=zh

from tests.site.support_site import english, shown_words  # noqa: E402


@pytest.fixture
def zh_page(tmp_path):
    old = mjlib.language()
    try:
        assert classroom.start("lang=zh") == "zh"
        yield teacher.TeacherPage(results=tmp_path, query="lang=zh")
    finally:
        mjlib.use_language(old)


def everything_shown(page) -> list[str]:
    return shown_words(page.widget)


def test_the_teachers_page_in_chinese_alone(zh_page, tmp_path):
    page = zh_page
    assert page.buttons["reveal"].description == "揭晓" and page.buttons["next"].description == "下一手"
    assert [label for label, _ in page.size_picker.options] == ["小", "中", "大", "特大"]
    assert page.family_picker.options[0] == ("各系列", "all")
    assert ("序数牌系列", "chows") in page.family_picker.options
    assert page.level_picker.options[0][0] == "1 · 本系列番种"
    assert "先猜一猜" in page.steps_view.value and "第 1 / 10 手" in page.hand_view.value
    for n in range(len(checklist.STEPS)):  # each step as it is revealed, then the figure
        page.reveal()
        for text in everything_shown(page):
            assert english(text) is None, english(text)
    steps = page.steps_view.value
    assert "拆法：" in steps and "组合" not in steps and f"合计：{page.result.total}番" in steps
    assert "1. 看拆法" in steps and "累计：" in steps
    for i in range(1, page.drill.n):  # every hand of the drill, revealed
        page.go_to(i)
        page.reveal_all()
        assert english(page.steps_view.value) is None, (i, english(page.steps_view.value))
    students = [classroom.drill("family=chows&seed=42&level=2&lang=zh", results=tmp_path)
                for _ in range(2)]
    for sent in students:
        sent.drill.click_check()
    page.go_to(0)
    page.refresh()
    view = page.results_view.value
    assert "2 位学生，2 个答案" in view and "漏 2 次 · 读" in view and "课 · " in view
    page.click_clear()
    assert page.clear_button.description == "确定清除？再按一次"
    for text in everything_shown(page):
        assert english(text) is None, english(text)
    page.click_clear()
    assert "还没有答案" in page.results_view.value and english(page.results_view.value) is None
    page.seed_box.value = "x"
    assert "种子须是" in page.error.value and english(page.error.value) is None


def test_the_students_link_keeps_the_pages_language(zh_page):
    page = zh_page
    page.family_picker.value = "pungs"
    query = urllib.parse.urlparse(page.address).query
    assert urllib.parse.parse_qs(query)["lang"] == ["zh"]
    assert classroom.address_language(query) == "zh"  # the students' page is Chinese too
    assert classroom.drill_settings(query) == {"family": "pungs", "seed": 42, "level": 2}
    assert "lang=zh" in html.unescape(page.link.value)
    assert teacher.qr_svg(page.address) in page.link.value  # the QR code is of that address


def test_the_english_page_hands_out_an_english_link(page):
    assert "lang" not in page.address
    assert page.address.endswith("?family=chows&seed=42&level=2")


def test_a_bad_language_in_the_teachers_address_is_said_in_both_languages(tmp_path):
    page = teacher.TeacherPage(results=tmp_path, query="lang=fr")
    said = page.address_error.value
    assert "lang='fr' in the address is not a language" in said and "不是可用的语言" in said
    assert page.address_error in page.widget.children
    page.reveal()  # a click clears the error line, not what is wrong with the address
    assert page.address_error.value == said
    assert teacher.TeacherPage(results=tmp_path, query="lang=zh").address_problem is None


def test_the_chosen_reading_is_a_reading_in_each_language():
    """双暗刻 is only in a reading not taken (high-versus-low): the chosen reading removes it."""
    from mjlib import checklist

    result = mjlib.score("22233344m234p99p4m")

    def struck() -> list[str]:
        return [line for step in checklist.steps(result)
                for line in teacher.step_html(step, result, 0).split("</div>")
                if "mj-step-strike" in line and "双暗刻" in line]

    assert len(struck()) == 1 and struck()[0].endswith("因 by 所取拆法 the chosen reading")
    with mjlib.writing("zh"):
        assert len(struck()) == 1 and struck()[0].endswith("因所取拆法")


def test_the_first_step_names_the_reading(page):
    page.reveal()
    block = page.steps_view.value
    reading = page.result.reading
    assert f"拆法 reading: {reading.zh} {reading.en}: " in block and "组合" not in block
