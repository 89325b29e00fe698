"""Speed of the drill and the exercises: the time to a new hand, and to the answer.

    python -m benchmarks.bench_exercise [--hands 30]

For each of the nine families and a mixed stream, times:
- the drill's new hand without widgets (mjlib.practice.drill.DrillModel.next: deal a hand where the family
  counts, score it, pick the tick boxes);
- the drill widget's Next as a notebook sees it (the same, new tick boxes, and the question
  drawn as the HTML the page shows);
- Show answer (the answer worked out and drawn as HTML).
Prints the median and the 90th percentile of each, wall-clock, and the median CPU time of this
process (the steadier number on a busy machine). Goal: a new hand in the widget well under
300 ms median, so Next feels immediate.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("MPLBACKEND", "Agg")

from mjlib.practice.drill import DrillModel as DrillLogic  # noqa: E402
from mjlib.fans import FAMILIES  # noqa: E402
from mjlib.widgets import Drill  # noqa: E402
from mjlib.widgets.exercise import answer_html  # noqa: E402


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def ms(xs) -> str:
    wall = [w for w, _ in xs]
    cpu = [c for _, c in xs]
    return (f"median {statistics.median(wall) * 1000:7.1f} ms   p90 {pct(wall, 0.9) * 1000:7.1f} ms"
            f"   (CPU median {statistics.median(cpu) * 1000:6.1f} ms)")


def timed(fn) -> tuple[float, float]:
    """(wall-clock, CPU) seconds that ``fn()`` took."""
    t, c = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - t, time.process_time() - c


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=30, help="hands per family")
    a = p.parse_args()
    streams = list(FAMILIES) + [None]
    DrillLogic("chows", seed=0, n=2).next()  # warm the scorer's caches, as a running kernel would
    logic, widget, answer = [], [], []
    for family in streams:
        d = DrillLogic(family, seed=1, n=a.hands + 1)
        times = [timed(d.next) for _ in range(a.hands)]
        logic += times
        print(f"{family or 'mixed':>8}: new hand without widgets  {ms(times)}")
    n = max(3, a.hands // 5)
    for family in streams:
        d = Drill(family, seed=2, n=n + 1)
        for _ in range(n):
            widget.append(timed(lambda: (d.click_next(), d.question_bundle())))
            answer.append(timed(lambda: answer_html(d.exercise)))
        assert d.failures == []
    print(f"drill, new hand without widgets ({len(logic)} hands): {ms(logic)}")
    print(f"drill widget, Next to the question drawn ({len(widget)} hands): {ms(widget)}")
    print(f"Show answer, the answer drawn as HTML ({len(answer)} hands): {ms(answer)}")


if __name__ == "__main__":
    main()
