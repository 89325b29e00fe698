"""A class that cannot exhaust the machine: the classroom app's limits (`make app`) under raw page
loads, no browser, each student from a loopback address of its own.

    python -m benchmarks.limits_app --cap 30 --students 33 --per-minute 10 --idle 90

It starts ``make app`` on a free port of 127.0.0.1 with those limits in APP_ARGS, then

1. one address opens ``per-minute + 3`` pages at once: ``per-minute`` get the app, the others
   "Too many new pages" (429);
2. ``students`` other addresses open a page each, all at once: the class fills up to ``cap``
   kernels, every other page gets "The class is full" (503) and starts no kernel;
3. every page that got the app opens its kernel's websocket and stays idle: the kernels are
   stopped after ``idle`` seconds though their pages are connected.

It prints the kernels and their memory (RSS, and USS: what a kernel does not share) before,
at the cap and after the idle kernels were stopped, and the most kernels ever running. It fails
(exit status 1) if more than ``cap`` kernels ever ran, a page got an answer other than these
three, or a kernel was still running ``idle`` + 60 seconds after the class filled up.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from benchmarks.app_client import (KernelSocket, free_port, kernel_model, load_page, scratch_env,
                        server_processes, student_address, wait_for_port)

ROOT = Path(__file__).resolve().parent.parent
FULL = "The class is full: try again in a minute"
BUSY = "Too many new pages from this computer: try again in a minute"
MAX_STUDENTS = 60


def heading(text: str) -> str:
    found = re.search(r"<h1>(.*?)</h1>", text, re.S)
    return found.group(1).strip() if found else ""


class Monitor(threading.Thread):
    """The most kernels the server ran at once, sampled every quarter second."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.most, self.running = pid, 0, True

    def run(self):
        while self.running:
            with contextlib.suppress(Exception):
                self.most = max(self.most, len(server_processes(self.pid)["kernels"]))
            time.sleep(0.25)


def load_all(base: str, sources: list[str]) -> list:
    with concurrent.futures.ThreadPoolExecutor(len(sources)) as pool:
        return list(pool.map(lambda s: load_page(base, source=s, timeout=300), sources))


def memory_line(label: str, mem: dict) -> str:
    rss = sum(k[0] for k in mem["kernels"])
    uss = sum(k[1] for k in mem["kernels"])
    server = mem["server"][0] if mem["server"] else float("nan")
    return (f"  {label}: {len(mem['kernels'])} kernels, RSS {rss:.0f} MB (USS {uss:.0f} MB); "
            f"Voila server RSS {server:.0f} MB")


def run(base: str, proc, args) -> list[str]:
    """The three steps; what went wrong (nothing: an empty list)."""
    problems = []
    monitor = Monitor(proc.pid)
    monitor.start()
    print(memory_line("before", server_processes(proc.pid)))

    t = time.monotonic()
    one = load_all(base, [student_address(0)] * (args.per_minute + 3))
    admitted = [p for p in one if p.status == 200]
    busy = [p for p in one if p.status == 429 and heading(p.text) == BUSY]
    print(f"  one address, {len(one)} pages at once: {len(admitted)} got the app, {len(busy)} "
          f"'{BUSY}' (429), in {time.monotonic() - t:.0f} s")
    if len(admitted) != args.per_minute or len(busy) != 3:
        problems.append(f"one address: {[p.status for p in one]}")

    t = time.monotonic()
    class_ = load_all(base, [student_address(i + 1) for i in range(args.students)])
    in_class = [p for p in class_ if p.status == 200]
    full = [p for p in class_ if p.status == 503 and heading(p.text) == FULL]
    filled = time.monotonic()
    print(f"  {args.students} addresses, a page each at once: {len(in_class)} got the app, "
          f"{len(full)} '{FULL}' (503), in {filled - t:.0f} s; slowest page "
          f"{max(p.seconds for p in class_):.0f} s")
    expected = min(args.students, args.cap - args.per_minute)
    if len(in_class) != expected or len(in_class) + len(full) != args.students:
        problems.append(f"the class: {sorted(p.status for p in class_)}, expected {expected} "
                        f"pages with the app")
    at_cap = server_processes(proc.pid)
    print(memory_line("at the cap", at_cap))

    pages = admitted + in_class
    sockets = [KernelSocket(base, p.kernel_id) for p in pages]
    models = [kernel_model(base, p.kernel_id) for p in pages]
    connected = sum(1 for m in models if m and m["connections"] == 1)
    print(f"  {connected} of {len(pages)} pages connected to their kernels, then idle")
    deadline = filled + args.idle + 60
    while any(kernel_model(base, p.kernel_id) for p in pages):
        if time.monotonic() > deadline:
            problems.append(f"kernels still running {args.idle + 60} s after the class filled")
            break
        time.sleep(1)
    stopped = time.monotonic()
    for ws in sockets:
        ws.close()
    time.sleep(1)
    print(f"  every idle kernel stopped {stopped - filled:.0f} s after the class filled up "
          f"(cull_idle_timeout {args.idle} s, cull_interval {args.interval} s)")
    print(memory_line("after", server_processes(proc.pid)))
    monitor.running = False
    print(f"  most kernels running at once: {monitor.most} (cap {args.cap})")
    if monitor.most > args.cap:
        problems.append(f"{monitor.most} kernels ran at once, more than the cap {args.cap}")
    if connected != len(pages):
        problems.append(f"only {connected} of {len(pages)} pages were connected when idle")
    return problems


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cap", type=int, default=30, help="ClassroomKernelManager.max_kernels")
    ap.add_argument("--students", type=int, default=23,
                    help="addresses that open a page each, after the first one's pages")
    ap.add_argument("--per-minute", type=int, default=10,
                    help="ClassroomKernelManager.sessions_per_minute")
    ap.add_argument("--idle", type=int, default=90, help="MappingKernelManager.cull_idle_timeout"
                    " (longer than the first two steps, or the class never fills up)")
    ap.add_argument("--interval", type=int, default=5, help="MappingKernelManager.cull_interval")
    args = ap.parse_args(argv)
    if not (1 <= args.per_minute < args.cap and 1 <= args.students <= MAX_STUDENTS):
        ap.error(f"1 <= --per-minute < --cap, and 1 <= --students <= {MAX_STUDENTS}")
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    limits = (f"--ClassroomKernelManager.max_kernels={args.cap} "
              f"--ClassroomKernelManager.sessions_per_minute={args.per_minute} "
              f"--MappingKernelManager.cull_idle_timeout={args.idle} "
              f"--MappingKernelManager.cull_interval={args.interval}")
    signal.signal(signal.SIGTERM, _interrupted)  # so that the server is stopped on the way out
    print(f"the classroom app's limits on 127.0.0.1, {os.cpu_count()} CPU(s): {limits}")
    with tempfile.TemporaryDirectory() as tmp:
        log_path = Path(tmp) / "app.log"
        with open(log_path, "w") as log:
            proc = subprocess.Popen(
                ["make", "-o", ".venv/.installed", "app",
                 f"APP_ARGS=--no-browser --port={port} --Voila.ip=127.0.0.1 {limits} "
                 f"--ClassroomVoila.results_dir={Path(tmp) / 'results'}"],
                cwd=ROOT, env=scratch_env(Path(tmp)), stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True)
            try:
                wait_for_port(port, proc, 60)
                problems = run(base, proc, args)
            except (Exception, KeyboardInterrupt) as e:
                problems = [f"{type(e).__name__}: {e}"]
            finally:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(timeout=30)
        if problems:
            print("FAILED: " + "; ".join(problems), file=sys.stderr)
            lines = [l for l in log_path.read_text().splitlines() if "buffering" not in l]
            print("\n".join(lines)[-3000:], file=sys.stderr)
            return 1
    return 0


def _interrupted(*_):
    raise KeyboardInterrupt


if __name__ == "__main__":
    sys.exit(main())
