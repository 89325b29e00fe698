"""An exercise and a drill in a real browser: JupyterLab on loopback, Debian's Chromium driven by
Playwright (see test_browser_hand_builder.py for the set-up). The learner ticks a fan that does
not count and forgets one that does, and checks (the page says why, and holds the answer back),
checks the same again (now the answer shows), then gives the right answer (the page says so),
and steps the drill to its next hand. Screenshots go to artifacts/browser/."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

import mjlib
from mjlib.practice.drill import DrillModel
from tests.browser.labserver import ARTIFACTS, LabDidNotStart, errors_on_page, lab_server, launch, offline_page, \
    open_and_run, require_browser

HAND = "[123m1][456p1][789s1]23pCC1p"   # the rule text's count-once example: 花龙 8 + 喜相逢 1
NOTEBOOK = "exercise.ipynb"


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    require_browser()
    tmp = tmp_path_factory.mktemp("lab-exercise")
    work = tmp / "work"
    work.mkdir()
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("from mjlib.widgets import Drill, Exercise"),
                nbformat.v4.new_code_cell(f'Exercise("{HAND}", family="chows")'),
                nbformat.v4.new_code_cell('Drill(family="chows", seed=42)')]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                 "language": "python"}
    nbformat.write(nb, work / NOTEBOOK)
    try:
        with lab_server(work, tmp / "lab") as server:
            yield server
    except LabDidNotStart as e:
        pytest.fail(str(e))


def _box(page, zh: str):
    return page.locator(".mjlib-exercise-widget .mjlib-fan-box", has_text=zh).locator("input")


def test_an_exercise_answers_back_and_a_drill_moves_on(lab):
    from playwright.sync_api import sync_playwright

    r = mjlib.score(HAND)
    assert [c.fan.zh for c in r.fans] == ["花龙", "喜相逢"]
    assert [(e.fan.zh, e.principle.zh) for e in r.excluded] == [("连六", "套算一次")]
    drill = DrillModel(family="chows", seed=42)
    first = drill.hand
    drill.next()
    second = drill.hand
    assert first != second
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    lab.delete_sessions()
    with sync_playwright() as p:
        browser = launch(p)
        try:
            page, guard = offline_page(browser)
            open_and_run(page, lab, NOTEBOOK)
            page.locator(".mjlib-exercise-widget .mjlib-fan-box").first.wait_for(timeout=90_000)
            feedback = page.locator(".mjlib-exercise-widget .mjlib-feedback-out")
            assert "花龙" not in feedback.inner_text()  # nothing of the answer before a click

            # a wrong answer: 连六 ticked, 花龙 forgotten; the diagnosis says where, not what
            answer = page.locator(".mjlib-exercise-widget .mjlib-answer-out")
            _box(page, "连六").check()
            _box(page, "喜相逢").check()
            page.locator(".mjlib-exercise-widget button", has_text="Check").click()
            feedback.get_by_text("Not counted").wait_for(timeout=30_000)
            text = feedback.inner_text()
            assert "连六" in text and "套算一次" in text and "1 fan missed at this step" in text
            assert "花龙" not in text and "Missed" not in text  # the missed fan is not named yet
            assert "Try again" in text
            assert "连六" not in answer.inner_text()  # the answer waits for a second try
            page.locator(".mjlib-exercise-widget").screenshot(
                path=str(ARTIFACTS / "exercise_wrong.png"))

            # the same wrong answer again: now the missed fan is named with its reason, and the
            # answer shows under the diagnosis
            page.locator(".mjlib-exercise-widget button", has_text="Check").click()
            answer.get_by_text("连六").first.wait_for(timeout=30_000)
            again = feedback.inner_text()
            assert "Try again" not in again and "Missed" in again and "花龙" in again
            page.locator(".mjlib-exercise-widget").screenshot(
                path=str(ARTIFACTS / "exercise_wrong_twice.png"))

            # the right answer
            _box(page, "连六").uncheck()
            _box(page, "花龙").check()
            page.locator(".mjlib-exercise-widget button", has_text="Check").click()
            feedback.get_by_text("All right").wait_for(timeout=30_000)
            page.locator(".mjlib-exercise-widget").screenshot(
                path=str(ARTIFACTS / "exercise_right.png"))

            # the drill: its question is the first seeded hand, then Next deals the second
            hands = "() => [...document.querySelectorAll('div.mjlib-exercise')].map(d => d.dataset.hand)"
            assert str(mjlib.parse(first)) in page.evaluate(hands) or first in page.evaluate(hands)
            page.locator(".mjlib-drill button", has_text="Next").click()
            page.wait_for_function(
                f"() => ({hands})().some(h => h === {second!r} || h === {str(mjlib.parse(second))!r})",
                timeout=30_000)
            page.locator(".mjlib-drill").screenshot(path=str(ARTIFACTS / "drill_next.png"))
            assert not errors_on_page(page), errors_on_page(page)
            assert not guard.blocked, guard.blocked
        finally:
            browser.close()
