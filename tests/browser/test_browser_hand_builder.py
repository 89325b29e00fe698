"""The hand builder in a real browser: JupyterLab on loopback, Debian's Chromium driven by Playwright.

The test copies tests/browser/hand_builder.ipynb to a temporary folder, starts JupyterLab there
(127.0.0.1, a token, its own config, runtime, settings and workspace folders), runs the notebook,
builds a hand by clicking tiles (a pung of East declared through the meld controls, then eleven
concealed tiles), toggles self-drawn, and checks the total and the fan list on the page against
mjlib.score. Every request not to 127.0.0.1 is aborted. While it clicks, the page is looked at on
every frame: the status line and the table never show different totals, and a figure (the HTML
figure, the builder's default) never stays beside a total other than its own. Then the figure is
looked at on a projector's screen (1920x1080: its tiles at least as large as the drawn figure's)
and on a phone's (390x844: it wraps inside the output). Screenshots go to artifacts/browser/
(artifacts/ is ignored by git): the page at the end, and the widget alone while the hand waits on
its last tile, at the end, and on both screens.

It needs Chromium (Debian: ``apt-get install chromium``), and playwright and jupyterlab (the dev
extra). Without them it is skipped, saying so; with CI=true it fails instead.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from urllib.parse import urlparse

import pytest

import mjlib
from mjlib.render import style
from mjlib.widgets import present
from tests.browser.labserver import (ARTIFACTS, LabDidNotStart, errors_on_page, lab_server, launch, offline_page,
                       open_and_run, require_browser)

HERE = Path(__file__).resolve().parent
NOTEBOOK = HERE / "hand_builder.ipynb"

# The hand the test builds: a pung of East claimed from the left, then these concealed tiles
# clicked in this order; the last one is the winning tile.
MELD = "E"
CLICKS = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "5p", "5p"]
HAND = "[EEE1]123456789m5p5p"

# Looks at the builder on every frame and keeps what would be wrong to see: a status line and a
# table with different totals, or one figure beside two different totals.
FIGURE = ".mj-builder .mj-out .mj-figure-html"
WATCH = """
() => {
  const w = window.mjWatch = {frames: 0, mismatch: [], figures: {}};
  const total = (el, pattern) => {
    const m = el && el.textContent.match(pattern);
    return m ? m[1] : null;
  };
  const look = () => {
    const root = document.querySelector('.mj-builder');
    if (root) {
      w.frames += 1;
      const status = total(root.querySelector('.mj-status-box .mj-status'),
                           /Total 合计 (\\d+) fans/);
      const table = total(root.querySelector('.mj-status-box tr.mj-total-row'), /(\\d+)/);
      if (status !== null && table !== null && status !== table)
        w.mismatch.push([status, table]);
      const fig = root.querySelector('.mj-out .mj-figure-html');
      if (fig && status !== null) {
        const key = fig.innerHTML.length + ':' + fig.innerHTML.slice(-300);
        (w.figures[key] = w.figures[key] || {})[status] = true;
      }
    }
    if (!w.stop) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A JupyterLab server on 127.0.0.1 serving a temporary copy of the notebook."""
    require_browser()
    tmp = tmp_path_factory.mktemp("lab")
    work = tmp / "work"
    work.mkdir()
    shutil.copy(NOTEBOOK, work / NOTEBOOK.name)
    try:
        with lab_server(work, tmp / "lab") as server:
            yield server
    except LabDidNotStart as e:
        pytest.fail(str(e))


def _fans_on_page(page) -> list[str]:
    rows = page.locator(".mj-builder .mj-status-box tr.mj-fan")
    return [" ".join(t.split()) for t in rows.all_inner_texts()]


def _fans_expected(result) -> list[str]:
    out = []
    for c in result.fans:
        times = f" ×{c.count}" if c.count > 1 else ""
        out.append(f"{c.points} {c.fan.zh} {c.fan.en}{times}")
    return out


def _wait_total(page, result, timeout=30_000) -> None:
    page.locator(".mj-builder .mj-status-box .mj-status").get_by_text(
        f"Total 合计 {result.total} fans").wait_for(timeout=timeout)
    page.locator(".mj-builder .mj-status-box tr.mj-total-row").get_by_text(
        str(result.total), exact=True).wait_for(timeout=timeout)


def _wait_figure(page, result, timeout=30_000) -> str:
    """Wait for the HTML figure of ``result`` (its total row says the total); its HTML."""
    page.wait_for_function(
        "([s, total]) => { const p = document.querySelector(s + ' tr.mj-fig-total .mj-fig-points');"
        " return p && p.textContent.trim() === total; }", arg=[FIGURE, str(result.total)],
        timeout=timeout)
    return page.locator(FIGURE).inner_html()


def test_hand_builder_in_jupyterlab(lab):
    from playwright.sync_api import sync_playwright

    lab.delete_sessions()
    plain = mjlib.score(HAND)
    drawn = mjlib.score(HAND, self_drawn=True)
    assert plain.total != drawn.total  # the toggle must show on the page
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / "hand_builder.png"

    with sync_playwright() as p:
        browser = launch(p)
        try:
            page, guard = offline_page(browser)
            open_and_run(page, lab, NOTEBOOK.name)
            palette = ".mj-builder .mj-palette"
            page.locator(f"{palette}.mj-t-1m").wait_for(timeout=60_000)
            page.locator(".mj-builder .mj-status-box").get_by_text("Empty hand").wait_for()
            page.evaluate(WATCH)
            hand_tiles = page.locator(".mj-builder .mj-hand .mj-tile")

            # a pung of East, claimed from the left: choose pung, keep "from left", start, click E
            page.locator(".mj-builder .widget-toggle-button", has_text="碰 pung").click()
            page.locator(".mj-builder .mj-meld-button").click()
            page.get_by_text("click the pung's tile").wait_for()
            page.locator(f"{palette}.mj-t-{MELD}").click()
            page.wait_for_function("n => document.querySelectorAll("
                                   "'.mj-builder .mj-hand .mj-tile').length === n", arg=3)
            for i, t in enumerate(CLICKS, start=1):
                page.locator(f"{palette}.mj-t-{t}").click()
                page.wait_for_function("n => document.querySelectorAll("
                                       "'.mj-builder .mj-hand .mj-tile').length === n",
                                       arg=3 + i, timeout=30_000)
                if i == len(CLICKS) - 1:  # 13 tiles: the page says what the hand waits on
                    waits = " ".join(str(w) for w in mjlib.waits(HAND[:-2]))
                    page.locator(".mj-builder .mj-status-box").get_by_text(
                        f"Waiting on {len(mjlib.waits(HAND[:-2]))} tile(s): {waits}").wait_for()
                    page.locator(".mj-builder").screenshot(
                        path=str(ARTIFACTS / "hand_builder_waiting.png"))
            assert hand_tiles.count() == 14
            assert page.locator(".mj-builder .mj-text input").input_value() == str(mjlib.parse(HAND))

            _wait_total(page, plain)
            assert _fans_on_page(page) == _fans_expected(plain)
            assert page.locator(".mj-builder .mj-hand .mj-win").count() == 1
            assert "mj-t-5p" in page.locator(".mj-builder .mj-hand .mj-win").get_attribute("class")
            plain_figure = _wait_figure(page, plain)
            assert page.locator(f"{FIGURE} .mj-fig-title b").inner_text() == str(plain.hand)

            page.locator(".mj-builder .mj-self-drawn input").click()
            _wait_total(page, drawn)
            assert _fans_on_page(page) == _fans_expected(drawn)
            assert "自摸" in " ".join(_fans_on_page(page))
            assert _wait_figure(page, drawn) != plain_figure

            page.locator(".mj-builder .mj-self-drawn input").click()  # back: a state seen lately
            _wait_total(page, plain)
            assert _wait_figure(page, plain) == plain_figure
            page.locator(".mj-builder .mj-self-drawn input").click()
            _wait_total(page, drawn)
            _wait_figure(page, drawn)
            watch = page.evaluate("() => { window.mjWatch.stop = true; return window.mjWatch; }")
            tiles = _figure_on_screens(page)

            page.locator(".mj-builder").scroll_into_view_if_needed()
            page.screenshot(path=str(shot), full_page=True)
            page.locator(".mj-builder").screenshot(path=str(ARTIFACTS / "hand_builder_widget.png"))
            errors = errors_on_page(page)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "hand_builder_failed.png"), full_page=True)
            raise
        finally:
            browser.close()

    assert not guard.page_errors, f"errors thrown in the page: {guard.page_errors}"
    assert not errors, f"errors shown in the page (screenshot {shot}): {errors}"
    for url in guard.blocked:
        assert urlparse(url).hostname != "127.0.0.1"
    assert watch["frames"] > 10
    assert not watch["mismatch"], f"status and table showed different totals: {watch['mismatch']}"
    totals = {str(plain.total), str(drawn.total)}
    seen = [sorted(by_total) for by_total in watch["figures"].values()]
    assert len(seen) >= 2 and all(len(s) == 1 and s[0] in totals for s in seen), \
        f"a figure shown beside more than one total: {seen}"
    # on a projector the tiles are at least as large as the drawn figure's at its full size
    drawn_tile = style.TILE_W * present.FIGURE_DPI
    assert tiles["wide"] >= drawn_tile, (tiles, drawn_tile)
    # on a phone the figure wraps inside the output, its tiles still 28 px wide or more
    assert tiles["narrow_overflow"] <= 1 and tiles["narrow"] >= 28, tiles
    lab.delete_sessions()


def _figure_on_screens(page) -> dict:
    """The figure's tile width on a 1920x1080 screen (the file browser open) and on a 390x844
    one (closed), and by how many pixels it is wider than its output; screenshots of both."""
    measure = """(s) => {
      const fig = document.querySelector(s), out = fig.closest('.mj-out');
      return [fig.querySelector('.mj-fig-tile').getBoundingClientRect().width,
              fig.scrollWidth - out.clientWidth];
    }"""
    out = {}
    for name, size in (("wide", (1920, 1080)), ("narrow", (390, 844))):
        if name == "narrow":  # a phone shows the notebook alone, the file browser closed
            page.evaluate("() => window.jupyterapp.commands.execute('application:toggle-left-area')")
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_timeout(300)  # the notebook lays itself out again
        page.locator(FIGURE).scroll_into_view_if_needed()
        out[name], out[f"{name}_overflow"] = page.evaluate(measure, FIGURE)
        page.screenshot(path=str(ARTIFACTS / f"hand_builder_figure_{size[0]}.png"))
    return out
