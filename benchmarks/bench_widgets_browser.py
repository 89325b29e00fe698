"""Speed of the hand builder in a real browser: from a click to the new total on the page.

    python -m benchmarks.bench_widgets_browser [--rounds 10] [--figure-format svg]

Starts JupyterLab on 127.0.0.1 serving a copy of tests/browser/hand_builder.ipynb (its builder
made with ``figure_format`` when one is given; the builder's default, the HTML figure, when
not), opens it in Debian's Chromium (headless, driven by Playwright), runs it, then for each
round types a 13-tile hand into the builder's text box (not timed), clicks the palette tile that
completes it (timed), and ticks self-drawn (timed). Each timed click reaches a state the builder
has not shown before. The time is taken in the page (performance.now()): from the click to the
moment the new total is in the status line (with the itemised table under it), and to the moment
the new figure is in the output: the HTML figure when its content has changed and its total is
the new one, a picture (svg, png) when its image has changed and loaded. Prints the medians and
the 90th percentiles. Goals: the total and the figure on the page in under 100 ms median.

Without Chromium or Playwright it says so and measures nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from tests.browser import labserver  # noqa: E402

import mjlib  # noqa: E402
from benchmarks.builder_cases import CASES, GOAL_MS  # noqa: E402  (same folder)

NOTEBOOK = ROOT / "tests" / "browser" / "hand_builder.ipynb"

# Click an element, then watch the builder until the total reads `expect` (the status line's
# words, the table's total row); returns milliseconds from the click to: the new total in the
# status line (the table comes in the same update), the new figure shown: the HTML figure with
# new content and the new total, or a new picture loaded.
MEASURE = """
async ([selector, expect]) => {
  const root = document.querySelector('.mj-builder');
  const html = () => root.querySelector('.mj-out .mj-figure-html');
  const img = () => root.querySelector('.mj-out img');
  const content = () => html() ? html().innerHTML : (img() ? img().src : null);
  const before = content();
  const shown = () => {
    const h = html();
    if (h) {
      const points = h.querySelector('tr.mj-fig-total .mj-fig-points');
      return h.innerHTML !== before && points && points.textContent.trim() === expect[1];
    }
    const i = img();
    return i && i.src !== before && i.complete && i.naturalWidth > 0;
  };
  const seen = {};
  const t0 = performance.now();
  return await new Promise((resolve, reject) => {
    let observer, timer, limit;
    const stop = (error) => {
      observer.disconnect(); clearInterval(timer); clearTimeout(limit);
      error ? reject(new Error(error + ': ' + JSON.stringify(seen))) : resolve(seen);
    };
    const look = () => {
      const now = performance.now() - t0;
      const status = root.querySelector('.mj-status-box .mj-status');
      if (seen.status === undefined && status && status.textContent.includes(expect[0]))
        seen.status = now;
      const row = root.querySelector('.mj-status-box tr.mj-total-row td');
      if (seen.status !== undefined && !(row && row.textContent.trim() === expect[1]))
        return stop('the status line and the table disagree');
      if (seen.figure === undefined && shown()) seen.figure = now;
      if (seen.status !== undefined && seen.figure !== undefined) stop();
    };
    observer = new MutationObserver(look);
    observer.observe(root, {subtree: true, childList: true, characterData: true,
                            attributes: true});
    timer = setInterval(look, 2);  // an image's load is no mutation
    limit = setTimeout(() => stop('timed out'), 30000);
    document.querySelector(selector).click();
  });
}
"""


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def total_text(hand: str, **flags) -> tuple[str, str]:
    """The total as the status line says it, and as the table's total row does."""
    total = mjlib.score(hand, **flags).total
    return f"Total 合计 {total} fans", str(total)


def set_hand(page, text: str, win: str) -> None:
    """Type a 13-tile hand; return once the page says what it waits on and the tile that
    completes it can be clicked."""
    box = page.locator(".mj-builder .mj-text input")
    box.fill(text)
    box.press("Enter")
    page.locator(".mj-builder .mj-status-box").get_by_text("Waiting on").wait_for(timeout=30_000)
    page.wait_for_function("s => !document.querySelector(s).disabled",
                           arg=f".mj-builder .mj-palette.mj-t-{win}", timeout=30_000)


def measure(page, rounds: int) -> dict:
    times = {"status": [], "figure": []}
    palette = ".mj-builder .mj-palette"
    self_drawn = ".mj-builder .mj-self-drawn input"
    for i in range(rounds + 1):  # round 0 warms up and is not counted
        hand, win = CASES[i % len(CASES)]
        if page.locator(self_drawn).is_checked():
            page.locator(self_drawn).click()
        set_hand(page, hand, win)
        steps = [(f"{palette}.mj-t-{win}", total_text(hand + win)),
                 (self_drawn, total_text(hand + win, self_drawn=True))]
        for selector, expect in steps:
            seen = page.evaluate(MEASURE, [selector, expect])
            if i:
                for k in times:
                    times[k].append(seen[k])
    return times


def notebook_with(fmt: str | None, target: Path) -> None:
    """The benchmark's notebook, its builder made with ``figure_format=fmt`` when given."""
    import nbformat

    nb = nbformat.read(NOTEBOOK, as_version=4)
    if fmt is not None:
        cell = next(c for c in nb.cells if "HandBuilder(examples=examples)" in c.source)
        cell.source = cell.source.replace("HandBuilder(examples=examples)",
                                          f"HandBuilder(examples=examples, figure_format={fmt!r})")
    nbformat.write(nb, target)


def main() -> int:
    from mjlib.widgets.builder import FIGURE_FORMATS

    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=10, help="rounds of two timed clicks each")
    p.add_argument("--figure-format", choices=FIGURE_FORMATS, default=None,
                   help="the builder's figure_format (its default, html, when not given)")
    a = p.parse_args()
    if a.rounds > len(CASES) - 1:
        p.error(f"at most {len(CASES) - 1} rounds: each timed click reaches a new state")
    lacking = labserver.missing()
    if lacking:
        print("browser benchmark not run: " + "; ".join(lacking) + "; " + labserver.HOW_TO_ENABLE)
        return 0
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        work = tmp / "work"
        work.mkdir()
        notebook_with(a.figure_format, work / NOTEBOOK.name)
        with labserver.lab_server(work, tmp / "lab") as lab, sync_playwright() as pw:
            browser = labserver.launch(pw)
            try:
                page, guard = labserver.offline_page(browser)
                labserver.open_and_run(page, lab, NOTEBOOK.name)
                page.locator(".mj-builder .mj-status-box").get_by_text(
                    "Empty hand").wait_for(timeout=60_000)
                times = measure(page, a.rounds)
            finally:
                browser.close()
            lab.delete_sessions()
    if guard.page_errors:
        print(f"errors thrown in the page: {guard.page_errors}")
        return 1
    n = len(times["status"])
    fmt = a.figure_format or "html (the default)"
    for key, words in (("status", "click -> new total and table"),
                       ("figure", f"click -> new figure, {fmt}")):
        print(f"browser {words}: median {statistics.median(times[key]):.1f} ms, "
              f"p90 {pct(times[key], 0.9):.1f} ms ({n} clicks)")
    for key, what in (("status", "total"), ("figure", "figure")):
        med = statistics.median(times[key])
        print(f"median click -> new {what} on the page (JupyterLab, Chromium): {med:.1f} ms "
              f"(goal < {GOAL_MS} ms): {'met' if med < GOAL_MS else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
