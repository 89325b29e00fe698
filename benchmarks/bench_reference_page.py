"""How fast the fan reference's page of the site loads in a real browser, and what it weighs.

    python -m benchmarks.bench_reference_page [--site DIR] [--rounds 5]

Builds the site into a temporary folder (or takes a built one, ``--site site``), serves it on
127.0.0.1 and opens ``13-fan-reference.html`` in Debian's Chromium (headless, Playwright), each
round in a new browser context, so nothing is cached. Measured in the page (Navigation Timing):
the time to the ``load`` event, figures loading lazily as a reader scrolls (and the same as the
driver sees it, from the request to the event); and, the worst case,
the time until every figure of the page has been fetched and decoded. Prints the medians, the
page's HTML, the bytes of its figures, and how many of its figures are the lessons' own files.
Goal: the page loads in under 2 s.

Without Chromium or Playwright it says so and measures nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from tests.support.browser import CHROMIUM, chromium
from tests.support.servers import static_server  # noqa: E402

from mjlib.course.lessons import LESSONS  # noqa: E402

PAGE = next(x.stem for x in LESSONS if x.reference) + ".html"
GOAL_S = 2.0
LOADED = "() => performance.getEntriesByType('navigation')[0].loadEventEnd"
EVERY_FIGURE = """async () => {
  const t0 = performance.now();
  const imgs = [...document.images];
  for (const img of imgs) img.loading = 'eager';
  await Promise.all(imgs.map(img => img.decode().catch(() => null)));
  return [performance.now(), imgs.length, imgs.filter(i => i.naturalWidth > 0).length];
}"""


def weight(site: Path) -> tuple[int, int, int, int]:
    """(bytes of the page's HTML, of its figures, its figures, those a lesson shows too)."""
    import re

    def srcs(page: Path) -> set[str]:
        return set(re.findall(r'src="(img/[^"]+)"', page.read_text(encoding="utf-8")))

    mine = srcs(site / PAGE)
    lessons = set().union(*(srcs(p) for p in site.glob("[0-9]*.html") if p.name != PAGE))
    return ((site / PAGE).stat().st_size, sum((site / s).stat().st_size for s in mine),
            len(mine), len(mine & lessons))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", type=Path, help="a site already built (default: build one)")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        print("playwright is not installed: nothing measured")
        return 0
    if not Path(CHROMIUM).is_file():
        print(f"no Chromium at {CHROMIUM}: nothing measured")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            from scripts import build_site

            site = Path(tmp) / "site"
            t = time.perf_counter()
            build_site.build(site)
            print(f"site built in {time.perf_counter() - t:.1f} s")
        html, figures, n, shared = weight(site)
        print(f"{PAGE}: {html / 1e3:.0f} kB of HTML; {n} figures, {figures / 1e6:.2f} MB; "
              f"{shared} of them are lessons' figures (the same files)")
        loads, walls, everything = [], [], []
        with static_server(site) as base, chromium() as browser:
            for _ in range(args.rounds):
                context = browser.new_context(viewport={"width": 1100, "height": 1000})
                page = context.new_page()
                t = time.perf_counter()
                page.goto(f"{base}/{PAGE}", wait_until="load")
                walls.append(time.perf_counter() - t)
                loads.append(page.evaluate(LOADED) / 1000)
                end, count, shown = page.evaluate(EVERY_FIGURE)
                assert shown == count, f"{count - shown} figures did not load"
                everything.append(end / 1000)
                context.close()
    load = statistics.median(loads)
    print(f"load event: median {load:.2f} s (rounds: {', '.join(f'{x:.2f}' for x in loads)})")
    print(f"page.goto until load, as the test driver sees it: median "
          f"{statistics.median(walls):.2f} s")
    print(f"every figure fetched and decoded: median {statistics.median(everything):.2f} s")
    print(f"goal: the page loads in under {GOAL_S:.0f} s: {'met' if load < GOAL_S else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
