"""A lesson of the Chinese edition in a real browser (JupyterLab on loopback, Debian's Chromium;
see test_browser_hand_builder.py for the set-up): notebooks/zh/04a-score-chow-pair-fans.ipynb run
top to bottom, its prose and its exercises in Chinese. The learner answers the first exercise
with one tick: the buttons and the feedback are Chinese, each point of the feedback under its
step of the scoring checklist. Screenshots of the top of the lesson and of the exercise go to
artifacts/browser/."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.browser.labserver import (ARTIFACTS, IDLE, LabDidNotStart, errors_on_page, lab_server, launch,
                       offline_page, require_browser)

ROOT = Path(__file__).resolve().parent.parent.parent
LESSON = "04a-score-chow-pair-fans.ipynb"
ENGLISH = re.compile(r"\b[a-z]{3,} [a-z]{3,} [a-z]{3,}\b")  # three English words in a row


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    require_browser()
    tmp = tmp_path_factory.mktemp("lab-chinese")
    work = tmp / "zh"
    work.mkdir()
    shutil.copy(ROOT / "notebooks" / "zh" / LESSON, work / LESSON)
    try:
        with lab_server(work, tmp / "lab") as server:
            yield server
    except LabDidNotStart as e:
        pytest.fail(str(e))


def test_a_chinese_lesson_runs_and_its_exercise_answers_in_chinese(lab):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    lab.delete_sessions()
    with sync_playwright() as p:
        browser = launch(p)
        try:
            page, guard = offline_page(browser, viewport={"width": 1400, "height": 1600})
            page.goto(lab.url(LESSON))
            page.get_by_text(IDLE).wait_for(timeout=90_000)
            heading = page.locator(".jp-MarkdownOutput h1").first
            heading.wait_for(timeout=30_000)
            assert "序数牌系列" in heading.inner_text(), heading.inner_text()
            page.screenshot(path=str(ARTIFACTS / "chinese_lesson_top.png"))
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            exercise = page.locator(".mjlib-exercise-widget").first
            exercise.wait_for(timeout=120_000)

            exercise.scroll_into_view_if_needed()
            check = exercise.locator("button", has_text="核对")
            assert check.count() == 1 and exercise.locator("button", has_text="看答案").count() == 1
            feedback = exercise.locator(".mjlib-feedback-out")
            boxes = exercise.locator(".mjlib-fan-box input")
            assert boxes.count() > 70  # every fan but 花牌, the same form for every exercise
            boxes.first.check()  # the first box of the form, a tick this hand need not have
            check.click()
            feedback.locator("text=/再试一次|全对|对：/").first.wait_for(timeout=30_000)
            said = feedback.inner_text()
            assert re.search(r"\[\d [\u4e00-\u9fff]{3}\]", said) or "全对" in said, said
            assert not ENGLISH.search(said), said
            exercise.screenshot(path=str(ARTIFACTS / "chinese_exercise_wrong.png"))
            assert not errors_on_page(page), errors_on_page(page)
            assert not guard.blocked, guard.blocked
        finally:
            browser.close()
