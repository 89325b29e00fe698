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
from support_site import ROOT, load_module

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
        assert f'href="{where.link}"' in view
    page.click_clear()  # asks first
    assert "3 个答案" in page.results_view.value and "again" in page.clear_button.description
    page.click_clear()
    assert "No answers to this drill yet" in page.results_view.value


@pytest.mark.skipif(not hasattr(mjlib.widgets, "Drill"), reason="this mjlib has no drill")
def test_without_a_results_folder_the_drill_sends_nothing(monkeypatch):
    monkeypatch.delenv(class_results.FOLDER_VARIABLE, raising=False)
    shown = classroom.drill("family=pungs&seed=7")
    assert isinstance(shown, mjlib.widgets.Drill)
