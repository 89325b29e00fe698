"""The classroom app as a teacher starts it: ``make app APP_ARGS="--no-browser --port=N
--Voila.ip=127.0.0.1"``, then the page at that port's root URL in Chromium (loopback only).

The page shows no code and asks nothing of any host but 127.0.0.1; clicking fourteen tiles into
the hand builder ends with the score mjlib gives that hand; the drill section shows the drill
(or, with an mjlib that has none, says so); the sandbox lists the waits of a typed hand.
"""

from __future__ import annotations

import socket
import time

import pytest

import mjlib
import mjlib.widgets
from support_site import ARTIFACTS, Watch, chromium, free_port, make_server, require_browser

CLICKS = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "E", "E", "E", "5p", "5p"]
HAND = "123456789mEEE5p5p"
SANDBOX_HAND = "1112345678999m"  # nine gates: every tile of the suit completes it


def wait_for_port(port: int, proc, log, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while True:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        if proc.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"make app did not listen on {port}:\n{log.read_text()[-3000:]}")
        time.sleep(0.25)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    require_browser()
    tmp = tmp_path_factory.mktemp("app")
    port = free_port()
    args = f"--no-browser --port={port} --Voila.ip=127.0.0.1"
    with make_server("app", "APP_ARGS", args, tmp) as (proc, log):
        wait_for_port(port, proc, log)
        yield f"http://127.0.0.1:{port}/"


def test_app_page_without_code_and_a_click_updates_the_score(app):
    expected = mjlib.score(HAND)
    waits = mjlib.waits(SANDBOX_HAND)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 1200, "height": 1800})
        watch = Watch(page)
        t0 = time.monotonic()
        page.goto(app)
        palette = ".mj-builder .mj-palette"
        page.locator(f"{palette}.mj-t-1m").wait_for(timeout=90_000)
        loaded = time.monotonic() - t0
        try:
            assert page.locator(".jp-InputArea-editor, .jp-CodeMirrorEditor").count() == 0
            assert "import" not in page.locator("body").inner_text()
            status = page.locator(".mj-builder .mj-status-box")
            for i, tile in enumerate(CLICKS, start=1):
                page.locator(f"{palette}.mj-t-{tile}").click()
                page.wait_for_function("n => document.querySelectorAll("
                                       "'.mj-builder .mj-hand .mj-tile').length === n",
                                       arg=i, timeout=30_000)
            status.get_by_text(f"Total 合计 {expected.total} fans").wait_for(timeout=30_000)

            if hasattr(mjlib.widgets, "Drill"):  # the default drill: chows, seed 42
                page.locator(".mjlib-drill").get_by_text(f"Drill: {mjlib.FAMILIES['chows'][0]}").first.wait_for()
            else:
                page.locator(".classroom-no-drill").wait_for()

            box = page.locator(".classroom-sandbox input[type=text]")
            box.fill(SANDBOX_HAND)
            box.press("Enter")
            page.get_by_text(f"waits on {len(waits)} tile(s)").wait_for(timeout=30_000)
            assert page.locator("table.classroom-waits tr").count() == len(waits) + 1
            page.screenshot(path=str(ARTIFACTS / "app.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "app_failed.png"), full_page=True)
            raise
    assert not watch.problems(), watch.problems()
    print(f"app page ready in {loaded:.1f} s")


def test_the_address_chooses_the_drill(app):
    if not hasattr(mjlib.widgets, "Drill"):
        pytest.skip("this mjlib has no mjlib.widgets.Drill (the page says so; checked above)")
    with chromium() as browser:
        # one page per address: leaving a Voila page makes it ask the server to stop its kernel,
        # which Voila 0.5 refuses (403); `make app` stops such kernels once idle instead
        page = browser.new_page(viewport={"width": 1200, "height": 1800})
        watch = Watch(page)
        page.goto(app + "?family=pungs&seed=7")
        page.locator(".mjlib-drill").get_by_text(f"Drill: {mjlib.FAMILIES['pungs'][0]}").first.wait_for(
            timeout=90_000)
        wrong = browser.new_page()
        watch_wrong = Watch(wrong)
        wrong.goto(app + "?family=nonsense")
        wrong.locator(".classroom-error").get_by_text("family='nonsense'").wait_for(timeout=90_000)
        problems = watch.problems() + watch_wrong.problems()
    assert not problems, problems
