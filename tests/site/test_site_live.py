"""The site's live exercises in Chromium: mjlib runs in the page (Pyodide from the site's own
py/), served on 127.0.0.1 with every other request aborted.

On a lesson page in English and in Chinese, at phone (390×844) and laptop (1280×800) size: the
forms say they are loading, then enable; a total that is not a number gets mjlib's HandError text
beside the field and keeps what was typed; a wrong answer gets data-correct="false", the right
one data-correct="true"; at phone size nothing scrolls sideways and every button is whole and at
least 44 px tall; the drawn results (the answer's and the worked examples') and lesson 01's drawn hands are
pictures on a laptop and mjlib's HTML figures on a phone, their tiles at least 28 px wide; no request leaves 127.0.0.1 and no script fails. A page opened as a file says
how to serve it. Lesson 01's questions answer too: nothing picked is refused in place, a wrong pick
says where to look, the right one is right. Screenshots go to artifacts/site/live-*.png; the times
are printed.
"""

from __future__ import annotations

import json
import statistics
import time

import nbformat
import pytest

import mjlib
from mjlib.course.lessons import LESSONS
from mjlib.practice.exercise import REPEATABLE, ExerciseModel, read_context
from mjlib.practice.questions import Question

from tests.site.support_site import live_site as build_live_site, ARTIFACTS, ROOT, Watch, chromium, static_server

STEM = "04b-score-big-chow-fans"
START = LESSONS[0].stem
READ = "01-read-tiles-and-hands"  # lesson 01: questions (one choice each), not fan exercises
SIZES = {"phone": (390, 844), "laptop": (1280, 800)}
LOADING = {"en": "loading the scorer…", "zh": "正在加载算番程序…"}
TOTAL_REFUSED = {"en": "the total is a whole number of fans", "zh": "合计是番数"}


@pytest.fixture(scope="module")
def live_site(tmp_path_factory):
    """The start page, lesson 01 and one family lesson in both languages, with the runtime in
    py/."""
    out = build_live_site(tmp_path_factory, (START, READ, STEM))
    return out


def answer_of(hand: str, context: str, lesson: str) -> dict[str, int]:
    """The right ticks of an exercise, {fan: count}, from mjlib here."""
    ex = ExerciseModel.from_attributes(hand, context, lesson=lesson or None)
    counts = {c.fan: c.count for c in ex.result.fans}
    return {f.zh: counts[f] for f in ex.counted}


def tick(ex, answer: dict[str, int]) -> None:
    for box in ex.locator("input[data-fan]").all():
        zh = box.get_attribute("data-fan")
        box.set_checked(zh in answer)
        if zh in answer and zh in {f.zh for f in REPEATABLE}:
            ex.locator(f'input[data-count="{zh}"]').fill(str(answer[zh]))


def drawn(stem: str, lang: str) -> list[tuple[str, dict]]:
    """The results and hands a lesson's notebook draws, in order, as each figure names them in
    its metadata: ("result", its data) or ("hand", its data)."""
    path = ROOT / "notebooks" / ("" if lang == "en" else "zh") / f"{stem}.ipynb"
    metas = [o.get("metadata", {}).get("image/png", {})
             for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"
             for o in c.get("outputs", [])]
    return [(kind, m[kind]) for m in metas for kind in ("result", "hand") if kind in m]


def drawn_results(lang: str) -> list[dict]:
    """The results the lesson's notebook draws, as each figure names them in its metadata."""
    return [data for kind, data in drawn(STEM, lang) if kind == "result"]


def drawn_as(box, size: str, width: int, title: str = ".mj-fig-title b") -> list[str]:
    """A drawn result or hand in ``box`` as the reader sees it: on a laptop its picture and not
    the HTML figure (returns []); on a phone the HTML figure in place of the picture, every tile
    at least 28 px wide and within the page (returns the texts of ``title`` in the HTML figure:
    by default the hand a result figure names)."""
    picture, html = box.locator("img").first, box.locator(".mj-figure-narrow")
    if size != "phone":
        assert picture.is_visible() and html.is_hidden()
        return []
    assert picture.is_hidden() and html.is_visible()
    boxes = html.locator(".mj-fig-tile").evaluate_all(
        "ts => ts.map(t => { const r = t.getBoundingClientRect(); return [r.width, r.right]; })")
    assert boxes and min(w for w, _ in boxes) >= 28 and max(r for _, r in boxes) <= width, boxes
    return html.locator(title).all_inner_texts()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_drawn_hands_are_mjlibs_html_on_a_phone(live_site, lang, size):
    """Lesson 01's drawn hands (a hand of each shape, 十三幺 and 全不靠 among them) and results:
    pictures on a laptop; on a phone mjlib's HTML figures, the hand in text above each hand,
    tiles at least 28 px wide and within the page, nothing sideways."""
    width, height = SIZES[size]
    figures = drawn(READ, lang)
    assert sum(kind == "hand" for kind, _ in figures) >= 5
    with static_server(live_site) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(f"{base}/{'' if lang == 'en' else 'zh/'}{READ}.html")
        page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
        pairs = page.locator(".mj-figure-pair").all()
        hands = [drawn_as(p, size, width, ":scope > .mj-fig-sub") for p in pairs]
        assert hands == [[d["hand"]] if size == "phone" and kind == "hand" else []
                         for kind, d in figures]
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        if size == "phone":
            pairs[2].scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / f"hands-{lang}-{size}.png"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_exercise_answers_in_the_browser(live_site, lang, size):
    width, height = SIZES[size]
    path = f"{STEM}.html" if lang == "en" else f"zh/{STEM}.html"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with static_server(live_site) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": width, "height": height})
        watch = Watch(page)
        started = time.monotonic()
        page.goto(f"{base}/{path}", wait_until="domcontentloaded")
        first = page.locator('[data-mj="exercise"]').first
        assert LOADING[lang] in first.locator('[data-mj="status"]').inner_text()
        page.wait_for_selector("html[data-mj-live]", timeout=90_000)
        live_s = time.monotonic() - started
        assert page.evaluate("document.documentElement.dataset.mjLive") == "ready", \
            page.locator('[data-mj="status"]').first.inner_text()
        assert page.locator('[data-mj="exercise"] [data-mj="status"]').count() == 0
        assert page.locator('[data-mj="exercise"] + details.answer:visible').count() == 0

        ex = first
        ex.scroll_into_view_if_needed()
        # the hand: its picture on a laptop; on a phone, mjlib's HTML tiles at least 28 px wide,
        # each tile of the hand, never a meld split over two rows
        drawn = ex.locator(".mjlib-question-hand")
        tiles = drawn.locator(".mj-exercise-tiles .mj-tile")
        hand = mjlib.parse(ex.get_attribute("data-hand"))
        assert tiles.count() == sum(len(m.tiles) for m in hand.melds) + len(hand.standing) + 1
        if size == "phone":
            assert drawn.locator("img").is_hidden() and tiles.first.is_visible()
            widths = [t.bounding_box()["width"] for t in tiles.all()]
            assert min(widths) >= 28, widths
            for meld in drawn.locator(".mj-meld").all():
                rows = {round(t.bounding_box()["y"]) for t in meld.locator(".mj-tile").all()}
                assert len(rows) == 1, rows
        else:
            assert drawn.locator("img").is_visible() and tiles.first.is_hidden()
        ex.evaluate("e => e.querySelectorAll('details.mj-group').forEach(d => d.open = true)")
        answer = answer_of(ex.get_attribute("data-hand"), ex.get_attribute("data-context"),
                           ex.get_attribute("data-lesson"))
        feedback = ex.locator('[data-mj="feedback"]')
        total = ex.locator('input[data-mj="total"]')
        check = ex.locator('button[data-mj="check"]')

        # a total that is not a number: mjlib's words beside it, what was typed kept
        total.fill("nine")
        check.click()
        refused = ex.locator(".mj-field-error")
        assert TOTAL_REFUSED[lang] in refused.inner_text()
        assert total.input_value() == "nine" and feedback.get_attribute("data-correct") is None
        total.fill("")

        # wrong: one fan that does not count ticked as well
        extra = next(b.get_attribute("data-fan") for b in ex.locator("input[data-fan]").all()
                     if b.get_attribute("data-fan") not in answer)
        tick(ex, {**answer, extra: 1})
        check.click()
        ex.locator('[data-mj="feedback"][data-correct="false"]').wait_for()
        assert extra in feedback.inner_text()
        if size == "phone":
            ex.screenshot(path=str(ARTIFACTS / f"live-{lang}-{size}-wrong.png"))

        # right
        tick(ex, answer)
        check.click()
        assert feedback.get_attribute("data-correct") == "true", feedback.inner_text()
        assert ex.locator(".mjlib-answer .mjlib-counted").count() == len(answer)
        # the drawn result in the answer: its picture on a laptop; on a phone mjlib's HTML figure
        # of the exercise's hand (from the page's Python), its tiles at least 28 px wide
        shown = ex.locator('[data-mj="shown-answer"] .mjlib-answer')
        assert drawn_as(shown, size, width) == ([str(hand)] if size == "phone" else [])

        # the worked examples' drawn results likewise, one figure for each in the notebook (the
        # pairs whose HTML is a result's, with its ledger: not the readings' or a family map's)
        hands = [d["hand"] for d in drawn_results(lang)]
        results = page.locator(".mj-figure-pair:has(.mj-fig-ledger)").all()
        assert len(hands) >= 3 and [drawn_as(p, size, width) for p in results] == \
            [[h] if size == "phone" else [] for h in hands]
        if size == "phone":
            shown.locator(".mj-figure-narrow").screenshot(
                path=str(ARTIFACTS / f"live-{lang}-{size}-figure.png"))

        # phone first: nothing sideways, every button whole and tall enough
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        for button in page.locator('[data-mj="exercise"] button:visible').all():
            button.scroll_into_view_if_needed()
            box = button.bounding_box()
            assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= width, box
        ex.screenshot(path=str(ARTIFACTS / f"live-{lang}-{size}-right.png"))
        ex.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"live-{lang}-{size}.png"))

        timings = page.evaluate("window.mjTimings")
        checks = timings["checks"]
        print(f"\n{lang} {size}: live after {live_s:.1f} s (script: {timings['live'] / 1000:.1f} s); "
              f"Check -> feedback median {statistics.median(checks):.0f} ms, "
              f"max {max(checks):.0f} ms over {len(checks)}")
        assert not watch.problems(), watch.problems()


def test_a_page_opened_as_a_file_says_how_to_serve_it(live_site):
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto((live_site / "zh" / f"{STEM}.html").as_uri())
        status = page.locator('[data-mj="exercise"] [data-mj="status"]').first
        assert "make serve-book" in status.inner_text() and "网页服务器" in status.inner_text()
        page.goto((live_site / f"{STEM}.html").as_uri())
        status = page.locator('[data-mj="exercise"] [data-mj="status"]').first
        assert "open this page through a web server: make serve-book" in status.inner_text().replace(
            "Open", "open")
        assert page.locator("details.answer").first.is_visible()  # the answer stays readable
        assert not errors


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_lessons_drill_answers_moves_on_and_keeps_its_place(live_site, lang):
    """The drill at the end of the lesson: wrong (nothing ticked), then right, Next, and after a
    reload the same hand with the statistics kept in localStorage under mjlib:."""
    path = f"{STEM}.html" if lang == "en" else f"zh/{STEM}.html"
    with static_server(live_site) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        watch = Watch(page)
        page.goto(f"{base}/{path}")
        page.wait_for_selector("html[data-mj-live]", timeout=90_000)
        drill = page.locator('[data-mj="drill"]')
        assert drill.count() == 1
        first = drill.get_attribute("data-hand")
        assert drill.get_attribute("data-family") == "chows"
        drill.evaluate("e => e.querySelectorAll('details.mj-group').forEach(d => d.open = true)")
        drill.locator('button[data-mj="check"]').click()
        feedback = drill.locator('[data-mj="feedback"]')
        assert feedback.get_attribute("data-correct") == "false"
        tick(drill, answer_of(first, drill.get_attribute("data-context"), ""))
        drill.locator('button[data-mj="check"]').click()
        assert feedback.get_attribute("data-correct") == "true", feedback.inner_text()
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        drill.screenshot(path=str(ARTIFACTS / f"drill-{lang}-phone.png"))
        drill.locator('button[data-mj="next"]').click()
        second = drill.get_attribute("data-hand")
        assert second != first and drill.locator('[data-mj="feedback"]').inner_text() == ""
        kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('mjlib:'))")
        assert kept == [f"mjlib:drill:chows:42:2:{STEM}"]  # the lesson bounds its hands
        page.reload()
        page.wait_for_selector("html[data-mj-live]", timeout=90_000)
        assert page.locator('[data-mj="drill"]').get_attribute("data-hand") == second
        stats = page.locator('[data-mj="drill"] [data-mj="stats"]').inner_text()
        assert ("tried 1 · right 0" if lang == "en" else "已做 1 · 对 0") in stats
        assert not watch.problems(), watch.problems()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_lesson_01s_questions_answer_in_the_browser(live_site, lang):
    path = f"{READ}.html" if lang == "en" else f"zh/{READ}.html"
    with static_server(live_site) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        watch = Watch(page)
        page.goto(f"{base}/{path}")
        page.wait_for_selector("html[data-mj-live]", timeout=90_000)
        assert page.evaluate("document.documentElement.dataset.mjLive") == "ready"
        questions = page.locator('[data-mj="question"]')
        assert questions.count() == 4 and "make lab" not in page.locator("main").inner_text()
        assert page.locator('[data-mj="question"] + details.answer:visible').count() == 0
        for i in range(questions.count()):
            q = questions.nth(i)
            context = read_context(q.get_attribute("data-context"))
            right = Question(q.get_attribute("data-hand"), q.get_attribute("data-kind"),
                             rules=context.pop("rules"), **context).right
            q.scroll_into_view_if_needed()
            check, feedback = q.locator('button[data-mj="check"]'), q.locator('[data-mj="feedback"]')
            check.click()  # nothing picked: said beside Check, no try counted
            assert ("Pick one first" if lang == "en" else "请先选一项") in \
                q.locator(".mj-field-error").inner_text()
            assert feedback.get_attribute("data-correct") is None
            q.locator(f'input[data-choice="{1 - right if right < 2 else 0}"]').check()
            check.click()
            assert feedback.get_attribute("data-correct") == "false"
            assert q.locator('[data-mj="shown-answer"]').inner_text() == ""  # not given yet
            q.locator(f'input[data-choice="{right}"]').check()
            check.click()
            assert feedback.get_attribute("data-correct") == "true", feedback.inner_text()
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        for button in page.locator('[data-mj="question"] button:visible').all():
            assert button.bounding_box()["height"] >= 44
        questions.first.screenshot(path=str(ARTIFACTS / f"question-{lang}-phone.png"))
        assert not watch.problems(), watch.problems()
