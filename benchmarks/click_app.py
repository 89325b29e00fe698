"""The server's own cost of a class clicking at once: N pages of the classroom app (`make app`)
opened over raw HTTP, each page's widgets driven over its kernel's websocket as the page's front
end drives them (benchmarks/app_client.py's WidgetClient), no browser.

    python -m benchmarks.click_app --sessions 30

It starts ``make app`` on a free port of 127.0.0.1 with a cap of N kernels, loads N pages (each
from a loopback address of its own) and opens their widgets. Each student types a hand one tile
short into the hand builder, then all N click the winning tile at the same moment: each click is
timed from the message sent to the new total (the status line) and to the new figure (the
Output widget), both as the kernel sends them through the server. Then five students click
alone, one after another, each on a tile the builder has not scored before. It prints the
times (median, slowest, and the wall time until every figure of the class had come), and the
CPU the server and the kernels spent per click.

Goals (printed, met or not): all N clicks answered, figure included, within ``GOAL_CLASS_S``
seconds; a click alone within ``GOAL_ALONE_MS`` ms. It fails (exit status 1) only if a page does
not load or a click is not answered. Bounded: at most 40 sessions, ``--timeout`` seconds in all.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from benchmarks.app_client import (WidgetClient, cpu_seconds, free_port, load_page, scratch_env,
                        server_processes, student_address, wait_for_port)

ROOT = Path(__file__).resolve().parent.parent
MAX_SESSIONS = 40
WAITING = "123456789mEEE5p"  # one tile short: waits on 5p
WINNING = "5p"
NINE_GATES = "1112345678999m"  # waits on every tile of its suit: a new state for each
ALONE = ["1m", "3m", "5m", "7m", "9m"]
GOAL_CLASS_S = 1.5
GOAL_ALONE_MS = 100


def figure_of(total: int):
    """A test of the Output widget's state: it holds the figure of a hand of ``total`` fans."""
    def test(_model_id, state):
        return any(o.get("data", {}).get("text/plain", "").endswith(f": {total} fans>")
                   for o in state.get("outputs") or ())
    return test


class Student:
    """One page's widgets: the builder's text box, a palette tile, the status line, the figure."""

    def __init__(self, base: str, source: str):
        self.base = base
        self.page = load_page(base, source=source, timeout=300)
        if self.page.status != 200 or not self.page.kernel_id:
            raise RuntimeError(f"a page did not load: HTTP {self.page.status}")

    def connect(self) -> None:
        """Open the page's widgets (once every page has loaded: a websocket left unread while
        the others load would miss the server's pings and be closed)."""
        self.client = WidgetClient(self.base, self.page.kernel_id, timeout=120)
        c = self.client
        self.text = c.find("TextModel", "mj-text")
        self.status = c.find("HTMLModel", "mj-status-box")
        self.out = c.find("OutputModel", "mj-out")

    def tile(self, name: str) -> str:
        return self.client.find("ButtonModel", "mj-palette", f"mj-t-{name}")

    def type_hand(self, hand: str) -> None:
        self.client.update(self.text, value=hand)
        said = self.client.wait_for(lambda m, s: m == self.status and "Waiting on" in
                                    s.get("value", ""), 60)
        if said is None:
            raise RuntimeError(f"typing {hand} was not answered")
        for _ in self.client.messages(0.3):  # what else the typing sent
            pass

    def click(self, tile: str, total: int, seconds: float = 60) -> tuple[float, float]:
        """Click ``tile``: seconds to the total, to the figure."""
        button = self.tile(tile)
        t = time.monotonic()
        self.client.click(button)
        said = self.client.wait_for(lambda m, s: m == self.status and f"Total 合计 {total} fans"
                                    in s.get("value", ""), seconds)
        test = figure_of(total)
        drawn = (said if test(self.out, self.client.states.get(self.out, {}))
                 else self.client.wait_for(lambda m, s: m == self.out and test(m, s), seconds))
        if said is None or drawn is None:
            raise RuntimeError(f"a click on {tile} was not answered within {seconds} s")
        return said - t, drawn - t


def run(base: str, pid: int, sessions: int) -> dict:
    import mjlib

    total = mjlib.score(WAITING + WINNING).total
    t = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(sessions) as pool:
        students = list(pool.map(lambda i: Student(base, student_address(i)), range(sessions)))
        list(pool.map(Student.connect, students))
        loaded = time.monotonic() - t
        list(pool.map(lambda s: s.type_hand(WAITING), students))
        time.sleep(2)  # every kernel idle
        barrier = threading.Barrier(sessions)

        def together(s: Student):
            barrier.wait()
            start = time.monotonic()
            said, drawn = s.click(WINNING, total)
            return start, said, drawn

        cpu = cpu_seconds(pid)
        clicks = list(pool.map(together, students))
        class_cpu = cpu_seconds(pid) - cpu
    wall = max(start + drawn for start, _, drawn in clicks) - min(c[0] for c in clicks)
    alone, alone_cpu = [], 0.0
    for s, tile in zip(students, ALONE):
        s.type_hand(NINE_GATES)
        time.sleep(0.5)
        cpu = cpu_seconds(pid)
        alone.append(s.click(tile, mjlib.score(NINE_GATES + tile).total))
        time.sleep(0.2)  # the figure's messages through the server
        alone_cpu += cpu_seconds(pid) - cpu
    mem = server_processes(pid)
    for s in students:
        s.client.close()
    return {"loaded": loaded, "clicks": clicks, "wall": wall, "class_cpu": class_cpu,
            "alone": alone, "alone_cpu": alone_cpu / len(alone), "mem": mem}


def report(sessions: int, r: dict) -> None:
    said = sorted(c[1] for c in r["clicks"])
    drawn = sorted(c[2] for c in r["clicks"])
    alone_said = [a[0] for a in r["alone"]]
    alone_drawn = [a[1] for a in r["alone"]]
    print(f"{sessions} light clients of the classroom app on 127.0.0.1, {os.cpu_count()} CPU(s)")
    print(f"  pages loaded over raw HTTP, widgets opened: {r['loaded']:.1f} s")
    print(f"  all {sessions} click at once -> total: median {statistics.median(said) * 1000:.0f} "
          f"ms, slowest {said[-1] * 1000:.0f} ms")
    print(f"  all {sessions} click at once -> figure: median "
          f"{statistics.median(drawn) * 1000:.0f} ms, slowest {drawn[-1] * 1000:.0f} ms; every "
          f"figure in {r['wall']:.2f} s (goal {GOAL_CLASS_S} s: "
          f"{'met' if r['wall'] <= GOAL_CLASS_S else 'not met'})")
    print(f"  one click alone -> total: median {statistics.median(alone_said) * 1000:.0f} ms; "
          f"-> figure: median {statistics.median(alone_drawn) * 1000:.0f} ms, slowest "
          f"{max(alone_drawn) * 1000:.0f} ms")
    print(f"  CPU per click (server and kernels): {r['class_cpu'] / sessions * 1000:.0f} ms in "
          f"the class's burst, {r['alone_cpu'] * 1000:.0f} ms alone")
    kernels = r["mem"]["kernels"]
    if kernels:
        print(f"  kernels: {len(kernels)}, RSS median "
              f"{statistics.median(k[0] for k in kernels):.0f} MB, USS median "
              f"{statistics.median(k[1] for k in kernels):.0f} MB; Voila server RSS "
              f"{r['mem']['server'][0]:.0f} MB")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sessions", type=int, default=30)
    ap.add_argument("--timeout", type=float, default=600, help="seconds for the whole run")
    args = ap.parse_args(argv)
    if not 5 <= args.sessions <= MAX_SESSIONS:
        ap.error(f"--sessions is between 5 and {MAX_SESSIONS}")
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    signal.signal(signal.SIGTERM, _interrupted)
    signal.signal(signal.SIGALRM, _interrupted)
    signal.alarm(int(args.timeout))
    with tempfile.TemporaryDirectory() as tmp:
        log_path = Path(tmp) / "app.log"
        limits = (f"--ClassroomKernelManager.max_kernels={args.sessions} "
                  "--ClassroomKernelManager.sessions_per_minute=0 "
                  f"--ClassroomVoila.results_dir={Path(tmp) / 'results'}")
        with open(log_path, "w") as log:
            proc = subprocess.Popen(
                ["make", "-o", ".venv/.installed", "app",
                 f"APP_ARGS=--no-browser --port={port} --Voila.ip=127.0.0.1 {limits}"],
                cwd=ROOT, env=scratch_env(Path(tmp)), stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True)
            try:
                wait_for_port(port, proc, 60)
                result = run(base, proc.pid, args.sessions)
            except (Exception, KeyboardInterrupt) as e:
                print(f"FAILED: {type(e).__name__}: {e}", file=sys.stderr)
                lines = [l for l in log_path.read_text().splitlines() if "buffering" not in l]
                print("\n".join(lines)[-3000:], file=sys.stderr)
                return 1
            finally:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(timeout=30)
    report(args.sessions, result)
    return 0


def _interrupted(*_):
    raise KeyboardInterrupt


if __name__ == "__main__":
    sys.exit(main())
