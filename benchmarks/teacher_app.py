"""The teacher's page at a projector, after a class of thirty answered its drill.

    python -m benchmarks.teacher_app [--students 30] [--out artifacts/teacher]

It starts ``make app`` on a free port of 127.0.0.1 with a teacher's key and a scratch results
folder, lets ``--students`` students answer the default drill at once (each a process of its own
writing its answers into the store, as a student page's kernel does: class_results.record, the
answers graded by mjlib.exercise.Drill from made-up ticks), then opens the teacher's page in
headless Chromium at 1920×1080 (every request off 127.0.0.1 aborted) and saves screenshots:
the hand before Reveal, three steps revealed, every step, the class's answers, the largest
size. Then one more student answers: the page must show it by itself (it reads the answers
again every few seconds). It prints the
answers kept (each one written must be there), the page's load time, and fails (exit status 1)
if an answer is lost, the page shows an error, or a request leaves loopback.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

from benchmarks.app_client import free_port, scratch_env, wait_for_port

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
CHROMIUM = os.environ.get("MJLIB_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-dev-shm-usage"]
KEY = "projector-check"
DRILL = {"family": "chows", "seed": 42, "level": 2}  # the teacher's page's default drill


def answer_drill(args) -> int:
    """One student: answers the drill's hands (a made-up skill), writing each first answer."""
    folder, student, start = args
    import class_results
    from mjlib.exercise import Drill

    rng = random.Random(student)
    skill = rng.uniform(0.4, 0.95)
    drill = Drill(**DRILL)
    path = class_results.store(folder)
    lesson = class_results.Lesson(DRILL["family"], DRILL["seed"], DRILL["level"], drill.rules)
    page = class_results.new_page_id()
    while time.time() < start:  # every student at the same moment
        time.sleep(0.005)
    written = 0
    for _ in range(rng.randint(3, drill.n)):
        ex = drill.exercise
        offered = [f for group in ex.choices if group.open for f in group.fans]
        ticked = [f.zh for f in ex.counted if rng.random() < skill]
        ticked += [f.zh for f in offered if f not in ex.counted and rng.random() > skill + 0.3]
        fb = drill.check(fans=ticked)
        written += class_results.record(
            path, lesson, hand_index=drill.index, hand=drill.hand, page=page,
            correct=fb.correct, missed=[f.zh for f in fb.missed],
            wrong=[f.zh for f, _ in fb.wrong], nickname=f"s{student}")
        if not drill.next():
            break
    return written


def one_more(folder: Path, students: int) -> None:
    """A latecomer answers the first hand (the page must show it without a click)."""
    import class_results
    from mjlib.exercise import Drill

    drill = Drill(**DRILL)
    lesson = class_results.Lesson(DRILL["family"], DRILL["seed"], DRILL["level"], drill.rules)
    class_results.record(class_results.store(folder), lesson, hand_index=0, hand=drill.hand,
                         page=class_results.new_page_id(), correct=True,
                         nickname=f"s{students}")


def shoot(base: str, out: Path, folder: Path, students: int) -> dict:
    from playwright.sync_api import sync_playwright

    blocked, errors = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 1920, "height": 1080})

            def route(r):
                if urlparse(r.request.url).hostname == "127.0.0.1" or \
                        r.request.url.startswith(("data:", "about:")):
                    r.continue_()
                else:
                    blocked.append(r.request.url)
                    r.abort()

            page.route("**/*", route)
            page.on("pageerror", lambda e: errors.append(str(e)))
            t = time.monotonic()
            page.goto(f"{base}teacher?key={KEY}")
            page.locator(".mj-teacher-reveal").wait_for(timeout=120_000)
            loaded = time.monotonic() - t
            page.locator(".mj-teacher-hand .mj-fig-tile").first.wait_for()
            time.sleep(1)
            page.screenshot(path=str(out / "teacher_before_reveal.png"))
            for n in range(1, 4):
                page.locator(".mj-teacher-reveal").click()
                page.wait_for_function(
                    "n => document.querySelectorAll('.mj-teacher-steps .mj-step').length === n",
                    arg=n, timeout=30_000)
            time.sleep(0.5)
            page.screenshot(path=str(out / "teacher_three_steps.png"))
            page.locator(".mj-teacher-reveal-all").click()
            page.locator(".mj-teacher-steps .mj-figure-html").wait_for(timeout=30_000)
            time.sleep(0.5)
            page.locator(".mj-teacher-steps").scroll_into_view_if_needed()
            page.screenshot(path=str(out / "teacher_after_reveal.png"))
            page.locator(".mj-teacher-results table.mj-class").wait_for(timeout=30_000)
            page.locator(".mj-teacher-results").scroll_into_view_if_needed()
            time.sleep(0.5)
            page.screenshot(path=str(out / "teacher_results.png"))
            said = page.locator(".mj-teacher-results").inner_text()
            one_more(folder, students)
            t = time.monotonic()
            page.locator(".mj-teacher-results").get_by_text(
                f"{students + 1} 位学生 students").wait_for(timeout=30_000)
            refreshed = time.monotonic() - t
            page.get_by_role("button", name="特大 XL").click()  # the largest size
            page.wait_for_function("() => document.querySelector('.mj-teacher-hand-view "
                                   ".mj-teacher').style.fontSize === '40px'", timeout=30_000)
            page.locator(".mj-teacher-hand-view").scroll_into_view_if_needed()
            time.sleep(0.5)
            page.screenshot(path=str(out / "teacher_xl.png"))
            trouble = page.locator(".mj-teacher-error").count()
        finally:
            browser.close()
    return {"loaded": loaded, "blocked": blocked, "errors": errors, "said": said,
            "trouble": trouble, "refreshed": refreshed}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--students", type=int, default=30)
    ap.add_argument("--out", type=Path, default=ROOT / "artifacts" / "teacher")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "results"
        log_path = Path(tmp) / "app.log"
        start = time.time() + 3
        with multiprocessing.get_context("spawn").Pool(args.students) as pool:
            written = sum(pool.map(answer_drill, [(folder, i, start)
                                                  for i in range(args.students)]))
        with contextlib.closing(sqlite3.connect(folder / "answers.sqlite")) as db:
            kept = db.execute("SELECT COUNT(*) FROM answers").fetchone()[0]
        print(f"{args.students} students answered at once: {written} answers written, "
              f"{kept} kept")
        app_args = (f"--no-browser --port={port} --Voila.ip=127.0.0.1 "
                    f"--ClassroomVoila.teacher_key={KEY} --ClassroomVoila.results_dir={folder}")
        with open(log_path, "w") as log:
            proc = subprocess.Popen(["make", "-o", ".venv/.installed", "app",
                                     f"APP_ARGS={app_args}"], cwd=ROOT,
                                    env=scratch_env(Path(tmp)), stdout=log,
                                    stderr=subprocess.STDOUT, start_new_session=True)
            try:
                wait_for_port(port, proc, 60)
                r = shoot(base, args.out, folder, args.students)
            finally:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(timeout=30)
    print(f"  the teacher's page at 1920x1080: ready in {r['loaded']:.1f} s; screenshots in "
          f"{args.out}")
    print("  " + r["said"].splitlines()[0] if r["said"] else "  (no results shown)")
    print(f"  a latecomer's answer on the page, without a click, {r['refreshed']:.1f} s later")
    problems = []
    if kept != written:
        problems.append(f"{written - kept} answers lost")
    if r["blocked"] or r["errors"] or r["trouble"]:
        problems.append(f"blocked {r['blocked'][:3]}, page errors {r['errors'][:3]}, "
                        f"{r['trouble']} error lines")
    if f"{args.students} 位学生 students" not in r["said"]:
        problems.append(f"the results say {r['said'][:200]!r}")
    if problems:
        print("FAILED: " + "; ".join(problems), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
