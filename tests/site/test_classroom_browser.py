"""The classroom served (python -m app) with the course site's runtime, in Chromium: the teacher
signs in with the printed one-time address and starts a lesson's drill; students on phone and
laptop sizes answer wrong, then right, in their own browsers (no process per student); the
teacher's page shows each of them by nickname (an HTML nickname as text); the answers survive a
server restart, and a try made while the server is down is kept by the page and sent when it is
back; the export needs the key. Screenshots: artifacts/classroom/ (the projector at 1920×1080
before and after Reveal, the student's page at 390×844, in English and Chinese)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time

import pytest

from mjlib.course.lessons import LESSONS
from mjlib.practice.exercise import ExerciseModel
from mjlib.vocabulary import writing

from tests.site.support_site import live_site as build_live_site, ROOT, Watch, chromium, free_port, stop_group
from tests.site.test_site_live import answer_of, tick

STEM = "04b-score-big-chow-fans"
START = LESSONS[0].stem
ARTIFACTS = ROOT / "artifacts" / "classroom"
KEPT = {"en": "your answers are kept and will be sent", "zh": "你的作答已保存"}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = build_live_site(tmp_path_factory, (START, STEM))
    return out


class Server:
    """``python -m app`` in a process group of its own, on a free port; restartable."""

    def __init__(self, site, results):
        self.site, self.results, self.port = site, results, free_port()
        self.proc = None

    def start(self) -> str:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "app", "--port", str(self.port), "--results",
             str(self.results), "--site", str(self.site)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"},
            start_new_session=True)
        lines = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            lines.append(line)
            m = re.search(r"(http://127\.0\.0\.1:\d+/teacher/login\?token=\S+)", line)
            if m:
                return m.group(1)
        raise AssertionError("the app printed no teacher's address:\n" + "".join(lines))

    def stop(self) -> None:
        stop_group(self.proc)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"


def student(browser, base, size, nickname, lang="en"):
    width, height = size
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    watch = Watch(page)
    page.goto(f"{base}/?class=class" + ("&lang=zh" if lang == "zh" else ""))
    page.fill('input[data-mj="nickname"]', nickname)
    page.wait_for_selector("html[data-mj-live]", timeout=120_000)
    assert page.evaluate("document.documentElement.dataset.mjLive") == "ready"
    return page, watch


def answer_wrong_then_right(page, lang="en", shot=None):
    """Check with nothing ticked (wrong: the Hint asks each missed step's question, as mjlib
    words it; ``shot``: a screenshot of them), then the right answer."""
    drill = page.locator('[data-mj="drill"]')
    drill.evaluate("e => e.querySelectorAll('details.mj-group').forEach(d => d.open = true)")
    drill.locator('button[data-mj="check"]').click()
    feedback = drill.locator('[data-mj="feedback"]')
    assert feedback.get_attribute("data-correct") == "false"
    hint = drill.locator('button[data-mj="hint"]')
    assert hint.is_visible() and hint.bounding_box()["height"] >= 44
    hint.click()
    exercise = ExerciseModel.from_attributes(drill.get_attribute("data-hand"),
                                        drill.get_attribute("data-context"))
    with writing(lang):
        expected = exercise.check({}).hints()
    assert expected and drill.locator('[data-mj="hints"] li').all_inner_texts() == expected
    if shot:
        page.locator('[data-mj="hints"]').scroll_into_view_if_needed()
        page.screenshot(path=str(shot))
    tick(drill, answer_of(drill.get_attribute("data-hand"), drill.get_attribute("data-context"), ""))
    drill.locator('button[data-mj="check"]').click()
    assert feedback.get_attribute("data-correct") == "true", feedback.inner_text()


LAYOUT = """width => {
  const groups = Array.from(document.querySelectorAll(
    '[data-mj="drill"] [data-mj="hand"] .mj-meld, [data-mj="drill"] [data-mj="hand"] .mj-suit'));
  const tiles = Array.from(document.querySelectorAll('[data-mj="drill"] [data-mj="hand"] .mj-tile'));
  const buttons = Array.from(document.querySelectorAll("button")).filter(b => b.offsetParent);
  return {
    scroll: document.documentElement.scrollWidth,
    tiles: tiles.map(t => t.getBoundingClientRect().width),
    // a meld, or a suit that fits on a row, is on one row
    split: groups.filter(g => g.children.length <= 10 && new Set(Array.from(g.children,
      t => Math.round(t.getBoundingClientRect().top))).size > 1).map(g => g.textContent),
    buttons: buttons.filter(b => {
      const r = b.getBoundingClientRect();
      return r.height < 44 || r.left < 0 || r.right > width || b.scrollWidth > b.clientWidth + 1;
    }).map(b => b.textContent),
  };
}"""


def phone_layout_holds(page, width=390):
    """No sideways scrolling; the hand's tiles at least 28 px wide, its rows broken between
    melds and suits only; every button shown whole and at least 44 px tall."""
    out = page.evaluate(LAYOUT, width)
    assert out["scroll"] <= width, out
    assert len(out["tiles"]) >= 14 and min(out["tiles"]) >= 28, out["tiles"]
    assert not out["split"], out["split"]
    assert not out["buttons"], out["buttons"]


def student_rows(teacher) -> dict[str, str]:
    rows = teacher.locator('[data-mj="student"]')
    return {r.locator("td").first.inner_text(): r.inner_text() for r in rows.all()}


def test_a_class_answers_and_the_teacher_sees_each_by_nickname(site, tmp_path):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    server = Server(site, tmp_path / "results")
    login = server.start()
    try:
        with chromium() as browser:
            teacher = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
            watch = Watch(teacher)
            teacher.goto(login)
            assert teacher.url == f"{server.base}/teacher"  # the token is gone from the address
            teacher.wait_for_selector('[data-mj="projector"] .mj-projector-live', timeout=120_000)
            teacher.select_option('[data-mj="lesson-choice"]', STEM)
            teacher.select_option('[data-mj="level-choice"]', "2")
            teacher.locator('[data-mj="lesson-form"] button').click()
            teacher.wait_for_selector('[data-mj="projector"] [data-mj="place"]')
            hand = teacher.locator(".mj-projector-live").get_attribute("data-hand")

            # a used token signs in no one
            other = browser.new_context().new_page()
            other.goto(login)
            assert "/teacher/login" in other.url and other.locator(".mj-error").count() == 1

            class_ = [("Ann", (390, 844)), ("<b>Bo</b>", (390, 844)), ("李明", (1280, 800))]
            pages = []
            for nickname, size in class_:
                page, w = student(browser, server.base, size, nickname)
                assert page.locator('[data-mj="drill"]').get_attribute("data-hand") == hand
                answer_wrong_then_right(page)
                pages.append((page, w))
                if size[0] < 600:
                    phone_layout_holds(page, size[0])
                else:
                    assert page.evaluate("document.documentElement.scrollWidth") <= size[0]
            phone = pages[0][0]
            phone.wait_for_selector('[data-mj="connection"][data-state="sent"]')

            # hidden until the teacher opens them
            assert teacher.locator('[data-mj="results-panel"]').is_hidden()
            teacher.screenshot(path=str(ARTIFACTS / "projector-en-before.png"))
            for _ in range(7):
                teacher.keyboard.press("ArrowRight")
            assert teacher.locator('[data-mj="steps"] li').count() == 7
            teacher.locator('[data-mj="results-toggle"]').click()
            teacher.wait_for_function(  # the table refreshes every few seconds
                "Array.from(document.querySelectorAll('[data-mj=\"student\"]'))"
                ".filter(r => r.textContent.includes('✓')).length === 3", timeout=20_000)
            rows = student_rows(teacher)
            assert set(rows) == {"Ann", "<b>Bo</b>", "李明"}  # the HTML nickname as text
            assert teacher.locator('[data-mj="student"] b').count() == 0
            assert all("✗" in text and "✓" in text for text in rows.values())  # wrong, then right
            teacher.screenshot(path=str(ARTIFACTS / "projector-en-after.png"))

            # the next hand: students follow the teacher
            teacher.keyboard.press("n")
            for page, _ in pages:
                page.wait_for_function(
                    "document.querySelector('[data-mj=\"drill\"]').dataset.index === '1'",
                    timeout=20_000)
            phone_layout_holds(phone)
            phone.evaluate("window.scrollTo(0, 0)")
            phone.screenshot(path=str(ARTIFACTS / "student-en-phone.png"))
            boxes = [t.bounding_box() for t in teacher.locator('[data-mj="projector"] .mj-tile').all()]
            tops = [b["y"] for b in boxes]  # the projector's hand on one row
            assert len(boxes) >= 14 and max(tops) - min(tops) < min(b["height"] for b in boxes) / 2

            # the export needs the key; with it, its header names the nickname column
            stranger = browser.new_context().new_page()
            response = stranger.request.get(f"{server.base}/teacher/export.csv?class=class")
            assert response.status == 403
            csv_text = teacher.request.get(f"{server.base}/teacher/export.csv?class=class").text()
            assert csv_text.lstrip("\ufeff").startswith("class,nickname,")
            assert "<b>Bo</b>" in csv_text

            for page, w in pages:
                assert not w.problems(), w.problems()
                w.reset()
            assert not watch.problems(), watch.problems()

            # a restart in the middle of the class: the page keeps a try made meanwhile
            server.stop()
            late = pages[2][0]
            drill = late.locator('[data-mj="drill"]')  # on hand 2, where the teacher is
            drill.locator('button[data-mj="check"]').click()  # graded in the page all the same
            assert drill.locator('[data-mj="feedback"]').get_attribute("data-correct") == "false"
            late.wait_for_selector('[data-mj="connection"][data-state="offline"]',
                                   timeout=15_000)
            assert "kept" in late.locator('[data-mj="connection"]').inner_text()
            server.start()
            late.wait_for_selector('[data-mj="connection"][data-state="sent"]', timeout=30_000)
            teacher.reload()  # the cookie still holds: the key is the same after the restart
            teacher.wait_for_selector('[data-mj="projector"] [data-mj="place"]', timeout=120_000)
            teacher.locator('[data-mj="results-toggle"]').click()
            teacher.wait_for_function(
                "document.querySelectorAll('[data-mj=\"student\"]').length === 3")
            assert "✗" in student_rows(teacher)["李明"].split("\t")[2]  # hand 2, sent after
            assert student_rows(teacher)["Ann"].split("\t")[2] == ""  # Ann did not answer it

            for page, w in pages:  # besides the requests made while the server was down
                problems = [p for p in w.problems() if "ERR_CONNECTION_REFUSED" not in p]
                assert not problems, problems
    finally:
        server.stop()


def test_the_chinese_pages(site, tmp_path):
    server = Server(site, tmp_path / "results")
    login = server.start()
    try:
        with chromium() as browser:
            teacher = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
            teacher.goto(login.replace("token=", "lang=zh&token="))
            teacher.wait_for_selector('[data-mj="projector"] .mj-projector-live', timeout=120_000)
            teacher.select_option('[data-mj="lesson-choice"]', STEM)
            teacher.locator('[data-mj="lesson-form"] button').click()
            teacher.wait_for_selector('[data-mj="projector"] [data-mj="place"]')
            assert "第 1 手" in teacher.locator('[data-mj="place"]').inner_text()
            # a hand typed wrong: mjlib's reason, in Chinese, where the teacher typed it
            teacher.locator('[data-mj="setup"] summary').click()
            teacher.fill('[data-mj="typed-hand"]', "123m")
            teacher.locator('[data-mj="hand-form"] button').click()
            error = teacher.locator('[data-mj="setup-error"]')
            error.wait_for(state="visible")
            assert "14" in error.inner_text() and not re.search("[A-Za-z]{4,}", error.inner_text())
            teacher.locator('[data-mj="setup"] summary').click()
            page, w = student(browser, server.base, (390, 844), "小王", "zh")
            with page.expect_request(lambda r: "/api/answer" in r.url) as sent:
                page.locator('[data-mj="drill"] button[data-mj="check"]').click()
            assert sent.value.url.endswith("/api/answer?lang=zh")  # refusals come in Chinese
            page.reload()
            page.wait_for_selector("html[data-mj-live]", timeout=120_000)
            assert page.locator('a[data-mj="lesson"]').get_attribute("href") == f"/site/zh/{STEM}.html"
            answer_wrong_then_right(page, "zh", ARTIFACTS / "student-zh-phone-hint.png")
            phone_layout_holds(page)
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(ARTIFACTS / "student-zh-phone.png"))
            teacher.screenshot(path=str(ARTIFACTS / "projector-zh-before.png"))
            for _ in range(7):
                teacher.keyboard.press("PageDown")  # a clicker
            teacher.locator('[data-mj="results-toggle"]').click()
            teacher.wait_for_function(
                "document.querySelectorAll('[data-mj=\"student\"]').length === 1")
            assert "核对" in teacher.locator('[data-mj="steps"]').inner_text() or \
                "定主番" in teacher.locator('[data-mj="steps"]').inner_text()
            teacher.screenshot(path=str(ARTIFACTS / "projector-zh-after.png"))
            assert not w.problems(), w.problems()
    finally:
        server.stop()


HIDE = """hidden => {
  Object.defineProperty(document, "visibilityState", {value: hidden ? "hidden" : "visible",
                                                      configurable: true});
  Object.defineProperty(document, "hidden", {value: hidden, configurable: true});
  document.dispatchEvent(new Event("visibilitychange"));
}"""


def test_a_page_left_idle_still_grades_and_its_answers_are_kept(site, tmp_path):
    """A student opens the page at the start of the class and answers 40 minutes later, the
    tab hidden meanwhile: the page's clock is Playwright's, jumped past every timer it has (the
    follow-the-teacher poll, the queue's resend) and past the half hour a kernel once lived."""
    server = Server(site, tmp_path / "results")
    login = server.start()
    try:
        with chromium() as browser:
            teacher = browser.new_context()
            assert teacher.request.get(login, max_redirects=0).status == 302  # signed in
            opened = teacher.request.post(
                f"{server.base}/api/teacher/class",
                data=json.dumps({"class": "class", "drill": {"family": "chows", "seed": 3,
                                                             "level": 2, "lesson": STEM}}),
                headers={"Content-Type": "application/json"})
            assert opened.status == 200, opened.text()

            context = browser.new_context(viewport={"width": 390, "height": 844})
            page = context.new_page()
            page.clock.install()
            watch = Watch(page)
            page.goto(f"{server.base}/?class=class")
            page.fill('input[data-mj="nickname"]', "Idle")
            page.wait_for_selector("html[data-mj-live]", timeout=120_000)
            assert page.evaluate("document.documentElement.dataset.mjLive") == "ready"

            page.evaluate(HIDE, True)
            for _ in range(4):  # 40 minutes, ten at a time, each with a few real seconds
                page.clock.fast_forward("10:00")
                page.wait_for_timeout(1500)
            page.evaluate(HIDE, False)
            page.clock.fast_forward("00:10")
            page.wait_for_timeout(1000)

            answer_wrong_then_right(page, shot=ARTIFACTS / "student-en-phone-hint.png")
            line = page.locator('[data-mj="connection"]')
            page.wait_for_function(
                "document.querySelector('[data-mj=\"connection\"]').textContent.endsWith(': 2')",
                timeout=20_000)
            assert line.get_attribute("data-state") == "sent"
            state = teacher.request.get(f"{server.base}/api/teacher/state?class=class").json()
            (idle,) = state["results"]["students"]
            assert idle["nickname"] == "Idle"
            assert idle["hands"]["0"]["outcome"] == "wrong" and idle["hands"]["0"]["later_right"]
            assert not watch.problems(), watch.problems()
    finally:
        server.stop()
