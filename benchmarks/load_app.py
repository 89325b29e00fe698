"""A class at once: N pages of the classroom app (`make app`) open together on loopback, each with
its own kernel, then every student clicks at the same moment.

    python -m benchmarks.load_app --sessions 30

It starts ``make app`` on a free port of 127.0.0.1 with a cap of N kernels, opens N pages in
headless Chromium (every request not to 127.0.0.1 is aborted), types a hand one tile short into
each page's hand builder, then clicks the winning tile in all pages at once and times each click
in the page (performance.now()) until it shows the total and until it shows the new figure;
then five students click alone, each on a tile its builder has not scored before. Then ``--extra`` more students open the page: each must get "The
class is full" and no kernel. It prints the time for all pages to load, the click times (median,
slowest), the kernels running and the memory of the kernels (RSS and USS, the memory a kernel
does not share) and of the Voila server, before and with the class.
It fails (exit status 1) if a page does not load, a click does not update its page, or an extra
page is not refused. Bounded: at most 40 sessions, and ``--timeout`` seconds (default 900) in all.
The app's other limits are shown by benchmarks/limits_app.py (here every page comes from
127.0.0.1, so the limit of new pages per address is off).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

from benchmarks.app_client import cpu_seconds, free_port, scratch_env, server_processes, wait_for_port

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "artifacts" / "load"
CHROMIUM = os.environ.get("MJLIB_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run",
                  "--disable-dev-shm-usage"]
MAX_SESSIONS = 40
WAITING = "123456789mEEE5p"  # one tile short: waits on 5p
WINNING = "5p"
NINE_GATES = "1112345678999m"  # waits on every tile of its suit: a new state for each
ALONE = ["1m", "3m", "5m", "7m", "9m"]

# Click a palette tile, then watch the builder: milliseconds from the click to the total in the
# status line, and to a figure in the output (the output is empty before: a waiting hand has no
# figure), the figure's images loaded.
MEASURE = """
async ([tile, expect]) => {
  const root = document.querySelector('.mj-builder');
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
      if (seen.total === undefined && status && status.textContent.includes(expect))
        seen.total = now;
      const out = root.querySelector('.mj-out');
      const figure = out && out.querySelector('.mj-figure-html, svg, img');
      const images = out ? [...out.querySelectorAll('img')] : [];
      if (seen.figure === undefined && figure && !out.querySelector('.mj-figure-pending')
          && images.every(i => i.complete && i.naturalWidth > 0))
        seen.figure = now;
      if (seen.total !== undefined && seen.figure !== undefined) stop();
    };
    observer = new MutationObserver(look);
    observer.observe(root, {subtree: true, childList: true, characterData: true,
                            attributes: true});
    timer = setInterval(look, 2);
    limit = setTimeout(() => stop('timed out'), 120000);
    root.querySelector('.mj-palette.mj-t-' + tile).click();
  });
}
"""
FULL = "The class is full: try again in a minute"


COUNTS: dict[str, int] = {}


def progress(stage: str) -> None:
    COUNTS[stage] = COUNTS.get(stage, 0) + 1
    print(f"  {stage}: {COUNTS[stage]}", file=sys.stderr, flush=True)


async def loopback_only(page, blocked: list) -> None:
    """Abort (and record in ``blocked``) every request of ``page`` not to 127.0.0.1."""

    async def route(r):
        if urlparse(r.request.url).hostname == "127.0.0.1":
            await r.continue_()
        else:
            blocked.append(r.request.url)
            await r.abort()

    await page.route("**/*", route)


async def type_hand(page, hand: str, timeout_ms: int) -> None:
    box = page.locator(".mj-builder .mj-text input")
    await box.fill(hand)
    await box.press("Enter")
    await page.locator(".mj-builder .mj-status-box").get_by_text("Waiting on").wait_for(
        timeout=timeout_ms)


async def open_session(browser, base: str, timeout_ms: int, blocked: list) -> tuple:
    context = await browser.new_context(viewport={"width": 1200, "height": 1400})
    page = await context.new_page()
    await loopback_only(page, blocked)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    t = time.monotonic()
    await page.goto(base, timeout=timeout_ms)
    progress("page answered")
    try:
        await page.locator(f".mj-builder .mj-palette.mj-t-{WINNING}").wait_for(timeout=timeout_ms)
    except Exception:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        shot = ARTIFACTS / f"stuck-{len(list(ARTIFACTS.glob('stuck-*')))}.png"
        await page.screenshot(path=str(shot), full_page=True)
        raise RuntimeError(f"a page showed no hand builder (screenshot {shot}); "
                           f"its errors: {errors[-5:]}") from None
    loaded = time.monotonic() - t
    progress("builder shown")
    await type_hand(page, WAITING, timeout_ms)
    return context, page, loaded


async def click(page, tile: str, total: int) -> tuple[float, float]:
    """Seconds from a click on ``tile`` to the total on the page, and to the figure."""
    seen = await page.evaluate(MEASURE, [tile, f"Total 合计 {total} fans"])
    return seen["total"] / 1000, seen["figure"] / 1000


# A page of thirty that never shows its builder on this 2-core machine (browsers and kernels on
# one machine) is reported, not fatal; more than that fails the run.
MAX_STUCK = 1


async def run(base: str, pid: int, sessions: int, per_browser: int, extra: int,
              timeout_s: float) -> dict:
    from playwright.async_api import async_playwright

    import mjlib

    total = mjlib.score(WAITING + WINNING).total
    timeout_ms = int(timeout_s * 600)  # each wait: 60 % of the whole, so a stuck page is reported
    blocked: list[str] = []
    async with async_playwright() as p:
        # students come with their own browsers: one browser holds a few sessions only (a
        # browser shares its connections to one host between its pages)
        browsers = [await p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                            args=CHROMIUM_FLAGS)
                    for _ in range(-(-sessions // per_browser))]
        try:
            t = time.monotonic()
            tried = await asyncio.gather(*(
                open_session(browsers[i // per_browser], base, timeout_ms, blocked)
                for i in range(sessions)), return_exceptions=True)
            all_loaded = time.monotonic() - t
            stuck = [e for e in tried if isinstance(e, BaseException)]
            opened = [o for o in tried if not isinstance(o, BaseException)]
            for e in stuck:
                print(f"a page never showed its builder: {type(e).__name__}: {e}", file=sys.stderr)
            if len(stuck) > MAX_STUCK:
                raise RuntimeError(f"{len(stuck)} of {sessions} pages never showed the builder")
            await asyncio.sleep(2)
            cpu = cpu_seconds(pid)
            clicks = await asyncio.gather(*(click(page, WINNING, total)
                                            for _, page, _ in opened))
            class_cpu = cpu_seconds(pid) - cpu
            # then one page at a time: a click when nobody else is clicking, on a tile that
            # page has not scored before
            alone, alone_cpu = [], 0.0
            for (_, page, _), tile in zip(opened, ALONE):
                await type_hand(page, NINE_GATES, timeout_ms)
                await asyncio.sleep(0.5)
                cpu = cpu_seconds(pid)
                alone.append(await click(page, tile, mjlib.score(NINE_GATES + tile).total))
                await asyncio.sleep(0.2)
                alone_cpu += cpu_seconds(pid) - cpu
            refused = [await refused_page(browsers[0], base, timeout_ms, blocked)
                       for _ in range(extra)]
        finally:
            for browser in browsers:
                await browser.close()
    return {"all_loaded": all_loaded, "loads": [o[2] for o in opened], "clicks": clicks,
            "alone": alone, "blocked": blocked, "stuck": len(stuck), "refused": refused,
            "class_cpu": class_cpu / len(clicks), "alone_cpu": alone_cpu / len(alone)}


async def refused_page(browser, base: str, timeout_ms: int, blocked: list) -> tuple[int, str]:
    """One more student opens the page: the HTTP status and the page's heading."""
    context = await browser.new_context()
    try:
        page = await context.new_page()
        await loopback_only(page, blocked)
        response = await page.goto(base, timeout=timeout_ms)
        return response.status, (await page.locator("h1").first.inner_text()).strip()
    finally:
        await context.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sessions", type=int, default=30)
    ap.add_argument("--per-browser", type=int, default=5,
                    help="sessions per Chromium (each student has a browser of their own)")
    ap.add_argument("--extra", type=int, default=3,
                    help="students who open the page once the class is full")
    ap.add_argument("--timeout", type=float, default=900, help="seconds for the whole run")
    args = ap.parse_args(argv)
    if not 1 <= args.sessions <= MAX_SESSIONS:
        ap.error(f"--sessions is between 1 and {MAX_SESSIONS}")
    if not os.access(CHROMIUM, os.X_OK):
        print(f"load test: no Chromium at {CHROMIUM} (Debian: apt-get install chromium)",
              file=sys.stderr)
        return 1
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    signal.signal(signal.SIGTERM, _interrupted)  # so that the server is stopped on the way out
    with tempfile.TemporaryDirectory() as tmp:
        log = open(Path(tmp) / "app.log", "w")
        limits = (f"--ClassroomKernelManager.max_kernels={args.sessions} "
                  "--ClassroomKernelManager.sessions_per_minute=0 "
                  f"--ClassroomVoila.results_dir={Path(tmp) / 'results'}")
        proc = subprocess.Popen(
            ["make", "-o", ".venv/.installed", "app",
             f"APP_ARGS=--no-browser --port={port} --Voila.ip=127.0.0.1 {limits}"],
            cwd=ROOT, env=scratch_env(Path(tmp)), stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True)
        try:
            wait_for_port(port, proc, 60)
            before = server_processes(proc.pid)
            t = time.monotonic()
            result = asyncio.run(asyncio.wait_for(
                run(base, proc.pid, args.sessions, args.per_browser, args.extra, args.timeout),
                args.timeout))
            mem = server_processes(proc.pid)
            mem["before"] = before
            elapsed = time.monotonic() - t
        except (asyncio.TimeoutError, Exception, KeyboardInterrupt) as e:
            log.flush()
            print(f"load test failed: {type(e).__name__}: {e}", file=sys.stderr)
            log_lines = (Path(tmp) / "app.log").read_text().splitlines()
            print("\n".join(l for l in log_lines if "buffering" not in l)[-3000:], file=sys.stderr)
            return 1
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=30)
            log.close()
    report(args.sessions, result, mem, elapsed)
    if result["blocked"]:
        print(f"FAILED: requests off loopback: {result['blocked'][:5]}", file=sys.stderr)
        return 1
    if any(r != (503, FULL) for r in result["refused"]) or len(mem["kernels"]) > args.sessions:
        print(f"FAILED: with the class full, the extra pages got {result['refused']}, and "
              f"{len(mem['kernels'])} kernels ran (cap {args.sessions})", file=sys.stderr)
        return 1
    return 0


def _interrupted(*_):
    raise KeyboardInterrupt


def report(sessions: int, r: dict, mem: dict, elapsed: float) -> None:
    kernels = mem["kernels"]
    rss = [k[0] for k in kernels]
    uss = [k[1] for k in kernels]
    totals = sorted(c[0] for c in r["clicks"])
    figures = sorted(c[1] for c in r["clicks"])
    print(f"{sessions} sessions of the classroom app on 127.0.0.1, {os.cpu_count()} CPU(s); "
          f"{elapsed:.0f} s in all")
    if r["stuck"]:
        print(f"  pages that never showed the builder (reported, at most {MAX_STUCK} allowed): "
              f"{r['stuck']}")
    print(f"  pages loaded (each its own kernel): {len(r['loads'])} in {r['all_loaded']:.1f} s; "
          f"one page: median {statistics.median(r['loads']):.1f} s, "
          f"slowest {max(r['loads']):.1f} s")
    print(f"  click -> total on the page, all {len(totals)} at once: median "
          f"{statistics.median(totals) * 1000:.0f} ms, slowest {totals[-1] * 1000:.0f} ms; -> "
          f"figure: median {statistics.median(figures) * 1000:.0f} ms, slowest "
          f"{figures[-1] * 1000:.0f} ms")
    alone_totals = [a[0] for a in r["alone"]]
    alone_figures = [a[1] for a in r["alone"]]
    print(f"  click -> total on the page, one student alone: median "
          f"{statistics.median(alone_totals) * 1000:.0f} ms; -> figure: median "
          f"{statistics.median(alone_figures) * 1000:.0f} ms, slowest "
          f"{max(alone_figures) * 1000:.0f} ms")
    print(f"  server CPU per click (Voila and the kernels): {r['class_cpu'] * 1000:.0f} ms with "
          f"all at once, {r['alone_cpu'] * 1000:.0f} ms alone")
    answers = collections.Counter(r["refused"])
    print(f"  {len(r['refused'])} more students, the class full: " + ", ".join(
        f"{n} × HTTP {status} '{heading}'" for (status, heading), n in answers.items()))
    server_before = mem["before"]["server"]
    if server_before:
        print(f"  before the class: {len(mem['before']['kernels'])} kernels, Voila server RSS "
              f"{server_before[0]:.0f} MB")
    print(f"  kernels running: {len(kernels)} (cap {sessions}); memory per kernel: RSS median "
          f"{statistics.median(rss):.0f} MB (max {max(rss):.0f}), USS median "
          f"{statistics.median(uss):.0f} MB; all kernels: RSS {sum(rss):.0f} MB, "
          f"USS {sum(uss):.0f} MB")
    cpu = [k[2] for k in kernels]
    print(f"  CPU time per kernel (opening the page and the clicks): median "
          f"{statistics.median(cpu):.1f} s, all kernels {sum(cpu):.0f} s")
    if mem["server"]:
        print(f"  Voila server: RSS {mem['server'][0]:.0f} MB, CPU {mem['server'][2]:.0f} s")


if __name__ == "__main__":
    sys.exit(main())
