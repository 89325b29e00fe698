"""The classroom server with N Chromium student pages (default 30), measured: each page loads
the drill (mjlib in the page, Pyodide from the built site), answers, and its answer reaches the
server. Prints how many pages went live and answered within the time allowed, the time to a
live page (median, slowest), and the server's memory (RSS) before and after, with its number of
processes (one: no process per page). Needs the built site (make book).

    python -m benchmarks.classroom_pages --pages 30 [--site site] [--seconds 900]
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psutil

from tests.support.browser import launch
from tests.support.servers import free_port, wait_for_port

ROOT = Path(__file__).resolve().parent.parent
KEY = "benchmark-key-0123"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=30)
    ap.add_argument("--site", default=str(ROOT / "site"))
    ap.add_argument("--seconds", type=float, default=900, help="the time allowed in all")
    args = ap.parse_args()
    site = Path(args.site)
    if not (site / "py" / "mjlib.zip").is_file():
        print(f"classroom_pages: no built site with its runtime in {site}: make book")
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        server = subprocess.Popen([sys.executable, "-m", "app", "--port", str(port), "--results",
                                   tmp, "--site", str(site), "--key", KEY], cwd=ROOT,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                  env={**os.environ, "PYTHONPATH": str(ROOT)})
        try:
            why = wait_for_port(port, server)
            if why:
                print(f"{Path(__file__).stem}: {why}")
                return 1
            proc = psutil.Process(server.pid)
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            opener.open(f"{base}/teacher/login", data=f"key={KEY}".encode())
            opener.open(urllib.request.Request(
                f"{base}/api/teacher/class", method="POST",
                data=json.dumps({"class": "class", "drill": {"family": "chows", "seed": 42}})
                .encode(), headers={"Content-Type": "application/json"}))
            before = proc.memory_info().rss
            started = time.monotonic()
            live_times, answered, failures = [], 0, []
            peak = before
            with sync_playwright() as p:
                browser = launch(p)
                pages = []
                for i in range(args.pages):
                    if time.monotonic() - started > args.seconds:
                        failures.append(f"page {i + 1}: out of time")
                        break
                    ctx = browser.new_context(viewport={"width": 390, "height": 844})
                    page = ctx.new_page()
                    t0 = time.monotonic()
                    try:
                        page.goto(f"{base}/?class=class")
                        page.fill('input[data-mj="nickname"]', f"S{i + 1}")
                        page.wait_for_selector("html[data-mj-live]", timeout=180_000)
                        live_times.append(time.monotonic() - t0)
                        page.locator('[data-mj="drill"] button[data-mj="check"]').click()
                        page.wait_for_selector('[data-mj="connection"][data-state="sent"]',
                                               timeout=60_000)
                        answered += 1
                    except Exception as e:  # the machine could not: say so and stop
                        failures.append(f"page {i + 1}: {type(e).__name__}: "
                                        f"{str(e).splitlines()[0][:120]}")
                        break
                    pages.append(page)
                    peak = max(peak, proc.memory_info().rss)
                after = proc.memory_info().rss
                children = len(proc.children(recursive=True))
                browser.close()
            with sqlite3.connect(Path(tmp) / "answers.sqlite") as db:
                kept = db.execute("SELECT COUNT(*) FROM answers").fetchone()[0]
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"{len(live_times)} of {args.pages} Chromium student pages went live, {answered} "
          f"answered, {kept} answers kept by the server, in {time.monotonic() - started:.0f} s "
          f"(all the pages open at once at the end)")
    if live_times:
        print(f"  time to a live page: median {statistics.median(live_times):.1f} s, "
              f"slowest {max(live_times):.1f} s")
    print(f"  server memory (RSS): {before / 1e6:.1f} MB before the class, {peak / 1e6:.1f} MB at "
          f"its peak, {after / 1e6:.1f} MB with every page open; server processes: "
          f"{1 + children} (no process per page)")
    for f in failures:
        print(f"  stopped: {f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
