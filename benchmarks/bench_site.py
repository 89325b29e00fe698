"""Speed and weight of the course site's live exercises in a real browser (Pyodide in the page).

    make book && python -m benchmarks.bench_site [--site site] [--lesson 04b-score-big-chow-fans]
                                                 [--checks 30]

Serves the built site on 127.0.0.1 (a server of this script's own, which counts the bytes it
sends) and opens it in Debian's Chromium (headless, driven by Playwright), in a new profile on disk:

- cold: a lesson page opened with nothing cached (no service worker, empty HTTP cache), to the
  moment its exercises are live (``html[data-mj-live=ready]``, set by live.js);
- the bytes that first visit downloads: until the page is live, and with what the service worker
  then keeps for reading offline (the figures further down, the runtime's other files);
- cached: the same page opened again in the same tab (the runtime from the service worker's
  cache, Python restored from the snapshot the first visit kept: scripts/site/python.mjs);
- the next lesson (the page's "next" link, followed to the first next page with exercises);
- where each load's time goes: when each step of loading Python ended (``mjTimings.steps``,
  from python.mjs: the runtime's script, Python started or restored, mjlib unpacked, imported);
- Check -> feedback: the time live.js takes from the click on Check to the feedback drawn
  (``window.mjTimings.checks``), over ``--checks`` clicks, wrong and right answers in turn;
  median and 95th percentile.

Goals (printed beside the numbers): cold <= 8 s, next lesson <= 2 s, Check median <= 100 ms. The
machine's load average is printed too: the times are those of this machine as it is.
Without Chromium, Playwright or a built site it says so and measures nothing.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from tests.support.browser import CHROMIUM, CHROMIUM_FLAGS as FLAGS

ROOT = Path(__file__).resolve().parent.parent
GOALS = {"cold": 8.0, "next": 2.0, "check_median": 100.0}


class Counter:
    """The bytes and requests served, and each request's path and bytes."""

    def __init__(self):
        self.bytes = 0
        self.requests = 0
        self.served: list[tuple[str, int]] = []
        self.lock = threading.Lock()

    def add(self, n: int) -> None:
        with self.lock:
            self.bytes += n

    def take(self) -> tuple[int, int]:
        with self.lock:
            return self.bytes, self.requests


class _Writer:
    """The handler's output, counted."""

    def __init__(self, raw, counter: Counter):
        self.raw, self.counter, self.n = raw, counter, 0

    def write(self, data) -> int:
        self.counter.add(len(data))
        self.n += len(data)
        return self.raw.write(data)

    def flush(self) -> None:
        self.raw.flush()

    def __getattr__(self, name):  # closed, and the rest
        return getattr(self.raw, name)


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    counter: Counter

    def setup(self):
        super().setup()
        self.wfile = _Writer(self.wfile, self.counter)

    def handle_one_request(self):
        super().handle_one_request()
        with self.counter.lock:
            if self.wfile.n:
                self.counter.requests += 1
                self.counter.served.append((getattr(self, "path", "?"), self.wfile.n))
        self.wfile.n = 0

    def log_message(self, *args):
        pass


def serve(folder: Path, counter: Counter):
    handler = functools.partial(type("H", (CountingHandler,), {"counter": counter}),
                                directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def settle(counter: Counter, quiet: float = 2.0, limit: float = 120.0) -> tuple[int, int]:
    """The bytes and requests served once nothing more has been sent for ``quiet`` seconds."""
    deadline = time.monotonic() + limit
    last, since = counter.take(), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.25)
        now = counter.take()
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            break
    return last


def to_live(page, url: str) -> float:
    """Seconds from asking for ``url`` to its exercises live."""
    started = time.monotonic()
    page.goto(url, wait_until="commit")
    page.wait_for_selector("html[data-mj-live]", timeout=180_000)
    took = time.monotonic() - started
    state = page.evaluate("document.documentElement.dataset.mjLive")
    if state != "ready":
        status = page.locator('[data-mj="status"]').first.inner_text()
        raise SystemExit(f"{url}: the exercises did not load: {status}")
    return took


def next_live_lesson(page, base: str, site: Path) -> str | None:
    """The first page after this one, following its "next" links, that has exercises."""
    href = page.get_attribute('nav.pager a[rel="next"]', "href")
    while href:
        text = (site / href).read_text(encoding="utf-8")
        if 'data-mj="exercise"' in text:
            return href
        import re
        m = re.search(r'<a rel="next" href="([^"]+)"', text)
        href = m.group(1) if m else None
    return None


def checks(page, rounds: int) -> list[float]:
    """Click Check ``rounds`` times on the page's first exercise, ticks changed in between."""
    ex = page.locator('[data-mj="exercise"]').first
    ex.scroll_into_view_if_needed()
    ex.evaluate("e => e.querySelectorAll('details.mj-group').forEach(d => d.open = true)")
    boxes = ex.locator("input[data-fan]")
    n = boxes.count()
    page.evaluate("window.mjTimings.checks = []")
    for i in range(rounds):
        boxes.nth(i % n).set_checked(i % 2 == 0)
        ex.locator('button[data-mj="check"]').click()
        ex.locator('[data-mj="feedback"][data-correct]').wait_for()
    return page.evaluate("window.mjTimings.checks")


def steps_line(steps: dict[str, int] | None) -> str:
    """The steps of loading Python, in the order they ended ("-" from a site without them)."""
    return ", ".join(f"{name} {ms}" for name, ms in sorted((steps or {}).items(),
                                                           key=lambda kv: kv[1])) or "-"


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def verdict(value: float, goal: float, unit: str) -> str:
    return f"goal <= {goal:g} {unit}: {'met' if value <= goal else 'NOT met'}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", type=Path, default=ROOT / "site", help="the built site (make book)")
    ap.add_argument("--lesson", default="04b-score-big-chow-fans", help="the lesson page's stem")
    ap.add_argument("--checks", type=int, default=30, help="clicks on Check")
    args = ap.parse_args(argv)
    page_path = args.site / f"{args.lesson}.html"
    if not page_path.is_file() or not (args.site / "py" / "pyodide.asm.wasm").is_file():
        print(f"bench_site: no built site with its runtime at {args.site} ({page_path.name}): "
              "make book")
        return 0
    if not os.access(CHROMIUM, os.X_OK):
        print(f"bench_site: no Chromium at {CHROMIUM}: apt-get install chromium")
        return 0
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("bench_site: playwright is not installed: pip install -e '.[dev]'")
        return 0

    counter = Counter()
    server = serve(args.site, counter)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    load = os.getloadavg()
    try:
        with sync_playwright() as p:
            # a profile on disk, as a reader's browser has: its HTTP cache holds the runtime
            profile = tempfile.mkdtemp(prefix="bench-site-")
            context = p.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, headless=True, args=FLAGS,
                viewport={"width": 1280, "height": 800})
            outside: list[str] = []
            context.on("request", lambda r: outside.append(r.url)
                       if not r.url.startswith((base, "data:", "blob:", "about:")) else None)
            page = context.pages[0] if context.pages else context.new_page()
            url = f"{base}/{args.lesson}.html"
            cold = to_live(page, url)
            live_bytes, live_requests = counter.take()
            first_served = list(counter.served)
            kept_bytes, kept_requests = settle(counter)
            script_ms = page.evaluate("window.mjTimings.live")
            cold_steps = page.evaluate("window.mjTimings.steps")
            controlled = page.evaluate("!!navigator.serviceWorker.controller")

            again = page  # the reader opens it again: the same tab, the page left
            before = counter.take()[0]
            cached = to_live(again, url)
            cached_steps = again.evaluate("window.mjTimings.steps")
            cached_bytes = counter.take()[0] - before

            following = next_live_lesson(again, base, args.site)
            nxt = nxt_bytes = None
            if following:
                before = counter.take()[0]
                nxt = to_live(again, f"{base}/{following}")
                nxt_bytes = counter.take()[0] - before
            times = checks(again, args.checks)
            context.close()
            shutil.rmtree(profile, ignore_errors=True)
    finally:
        server.shutdown()
        server.server_close()

    median, high = statistics.median(times), p95(times)
    print(f"the course site in Chromium, {args.lesson}.html (load average "
          f"{load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on {os.cpu_count()} cores)")
    print(f"  cold, nothing cached:            {cold:6.2f} s to live exercises "
          f"(live.js: {script_ms / 1000:.2f} s)   {verdict(cold, GOALS['cold'], 's')}")
    print(f"  the same page again (cached):    {cached:6.2f} s, {cached_bytes / 1e3:.0f} kB "
          f"from the server (service worker {'on' if controlled else 'OFF'})")
    print(f"  where the time goes (ms since the page began), cold:   {steps_line(cold_steps)}")
    print(f"                                               cached: {steps_line(cached_steps)}")
    if nxt is not None:
        print(f"  the next lesson ({following}): {nxt:6.2f} s, {nxt_bytes / 1e3:.0f} kB "
              f"from the server   {verdict(nxt, GOALS['next'], 's')}")
    else:
        print("  the next lesson: no later page has exercises")
    print(f"  Check -> feedback over {len(times)} clicks: median {median:.1f} ms, "
          f"95th percentile {high:.1f} ms   {verdict(median, GOALS['check_median'], 'ms')} (median)")
    print(f"  a first visit downloads {live_bytes / 1e6:.1f} MB in {live_requests} requests until "
          f"live; {kept_bytes / 1e6:.1f} MB in {kept_requests} with what the service worker "
          "keeps for offline")
    largest = sorted(first_served, key=lambda x: -x[1])[:6]
    print("  its largest downloads until live: " + ", ".join(
        f"{path.rsplit('/', 1)[-1]} {n / 1e6:.2f} MB" for path, n in largest))
    if outside:
        print(f"  requests that left 127.0.0.1: {outside[:5]}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
