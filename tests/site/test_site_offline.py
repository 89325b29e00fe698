"""The reader's side of the site in Chromium, served on 127.0.0.1 with every other request aborted:
offline after one visit (the service worker), a page opened as a file says how to serve it,
progress kept in the browser and reset, and the fan sheet printed on two A4 pages.

Screenshots and the sheet's PDFs go to artifacts/site/ (offline-*, progress-*, sheet-*).
"""

from __future__ import annotations

import re
import time

import pytest

from mjlib.course.lessons import LESSONS

from tests.site.support_site import live_site as build_live_site, ARTIFACTS, Watch, chromium, static_server
from tests.site.test_site_live import answer_of, tick

STEM = "04b-score-big-chow-fans"
START = LESSONS[0].stem
SIZES = {"phone": (390, 844), "projector": (1920, 1080)}
KEPT = """async () => {
  const names = await caches.keys();
  const urls = [];
  for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(r.url);
  return {controlled: !!navigator.serviceWorker.controller, urls};
}"""


@pytest.fixture(scope="module")
def reader_site(tmp_path_factory):
    """The start page and one family lesson in both languages, with the runtime in py/."""
    out = build_live_site(tmp_path_factory, (START, STEM))
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return out


class Outside:
    """Every request of a browser context (its service worker's included) not to 127.0.0.1."""

    def __init__(self, context):
        self.urls: list[str] = []
        context.on("request", self._seen)

    def _seen(self, request):
        if not re.match(r"^(https?://127\.0\.0\.1[:/]|data:|about:|blob:)", request.url):
            self.urls.append(request.url)


def answer_right(page, ex) -> None:
    ex.scroll_into_view_if_needed()
    ex.evaluate("e => e.querySelectorAll('details.mj-group').forEach(d => d.open = true)")
    tick(ex, answer_of(ex.get_attribute("data-hand"), ex.get_attribute("data-context"),
                       ex.get_attribute("data-lesson")))
    ex.locator('button[data-mj="check"]').click()
    ex.locator('[data-mj="feedback"][data-correct="true"]').wait_for()


def live(page) -> None:
    page.wait_for_selector("html[data-mj-live]", timeout=120_000)
    assert page.evaluate("document.documentElement.dataset.mjLive") == "ready", \
        page.locator('[data-mj="status"]').first.inner_text()


def test_a_second_visit_works_with_the_server_stopped(reader_site):
    with chromium() as browser:
        context = browser.new_context(viewport={"width": 390, "height": 844})
        outside = Outside(context)
        page = context.new_page()
        watch = Watch(page)
        with static_server(reader_site) as base:
            page.goto(f"{base}/{STEM}.html")
            live(page)
            figures = {u.rsplit("/", 1)[-1]
                       for u in page.evaluate("Array.from(document.images, i => i.src)")}
            assert figures
            deadline = time.monotonic() + 90
            while True:  # the worker keeps the page, its figures (further down too), the runtime
                kept = page.evaluate(KEPT)
                names = {u.rsplit("/", 1)[-1] for u in kept["urls"]}
                runtime = {p.name for p in (reader_site / "py").iterdir()}
                wanted = {f"{STEM}.html", "style.css", "live.js"} | runtime | figures
                if kept["controlled"] and wanted <= names:
                    break
                assert time.monotonic() < deadline, kept
                time.sleep(0.5)
            assert all(u.startswith(base) for u in kept["urls"])
        # the server is stopped: nothing answers on its port
        again = context.new_page()
        again_watch = Watch(again)
        again.goto(f"{base}/{STEM}.html")
        live(again)
        answer_right(again, again.locator('[data-mj="exercise"]').first)
        again.screenshot(path=str(ARTIFACTS / "offline-en-phone.png"))
        assert not watch.problems(), watch.problems()
        assert not again_watch.problems(), again_watch.problems()
        assert not outside.urls, outside.urls


@pytest.mark.parametrize("path", ["index.html", f"{STEM}.html", "sheet.html", "zh/index.html",
                                  f"zh/{STEM}.html", "zh/sheet.html"])
def test_a_page_opened_as_a_file_says_how_to_serve_it(reader_site, path):
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto((reader_site / path).as_uri())
        note = page.locator('main > [data-mj="serve"]')
        note.wait_for()
        text = note.inner_text()
        assert "make serve-book" in text
        assert ("网页服务器" in text) if path.startswith("zh/") else ("web server" in text)
        assert note.bounding_box()["y"] < 844  # in view as the page opens
        if path == f"zh/{STEM}.html":
            page.screenshot(path=str(ARTIFACTS / "offline-file-zh-phone.png"))
        assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_progress_is_marked_kept_and_reset(reader_site, lang):
    up = "" if lang == "en" else "zh/"
    done = {"en": "Done", "zh": "已做对"}[lang]
    with chromium() as browser, static_server(reader_site) as base:
        context = browser.new_context(viewport={"width": 390, "height": 844})
        outside = Outside(context)
        page = context.new_page()
        watch = Watch(page)
        page.goto(f"{base}/{up}index.html")
        page.evaluate("localStorage.setItem('mjlib:drill:test', '{\"missed\": 1}');"
                      "localStorage.setItem('another-site', 'kept')")
        page.goto(f"{base}/{up}{STEM}.html")
        live(page)
        assert page.locator('[data-mj="done"]').count() == 0
        exercises = page.locator('[data-mj="exercise"]')
        count = exercises.count()
        answer_right(page, exercises.nth(1))
        assert done in exercises.nth(1).locator('[data-mj="done"]').inner_text()
        page.reload()
        live(page)
        assert page.locator('[data-mj="exercise"][data-mj-done="true"]').count() == 1
        assert exercises.nth(1).get_attribute("data-mj-done") == "true"
        assert re.search(rf"1\D+{count}", page.locator('[data-mj="progress"]').inner_text())

        for size, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            page.goto(f"{base}/{up}index.html")
            listed = page.locator('[data-mj="progress-lessons"] li')
            assert listed.count() == 1 and listed.get_attribute("data-lesson") == STEM
            assert re.search(rf"1\D+{count}", listed.inner_text())
            assert page.locator(f'div.course a[href$="{STEM}.html"] + .mj-done').count() == 1
            section = page.locator('[data-mj="progress-list"]')
            section.scroll_into_view_if_needed()
            box = section.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= width, box
            page.screenshot(path=str(ARTIFACTS / f"progress-{lang}-{size}.png"))

        page.once("dialog", lambda d: d.accept())
        page.locator('button[data-mj="reset-progress"]').click()
        page.locator(".mj-cleared").wait_for()
        keys = page.evaluate("Object.keys(localStorage)")
        assert keys == ["another-site"], keys
        assert page.locator('[data-mj="progress-lessons"]').count() == 0
        assert page.locator("div.course .mj-done").count() == 0
        page.goto(f"{base}/{up}{STEM}.html")
        assert page.locator('[data-mj="done"]').count() == 0
        assert not watch.problems(), watch.problems()
        assert not outside.urls, outside.urls


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_sheet_prints_on_two_a4_pages(reader_site, lang):
    path = "sheet.html" if lang == "en" else "zh/sheet.html"
    with chromium() as browser, static_server(reader_site) as base:
        context = browser.new_context()
        outside = Outside(context)
        page = context.new_page()
        watch = Watch(page)
        for size, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            page.goto(f"{base}/{path}")
            assert page.locator("table.sheet tbody tr").count() == 82
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            page.screenshot(path=str(ARTIFACTS / f"sheet-{lang}-{size}.png"))
        pdf = ARTIFACTS / f"sheet-{lang}.pdf"
        page.pdf(path=str(pdf), format="A4", print_background=True)
        pages = len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf.read_bytes()))
        assert 1 <= pages <= 2, f"{pages} A4 pages"
        print(f"\n{path}: {pages} A4 pages, {pdf.stat().st_size / 1e3:.0f} kB")
        assert not watch.problems(), watch.problems()
        assert not outside.urls, outside.urls
