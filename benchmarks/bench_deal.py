"""How long the dealer takes to deal a hand where a given fan (or a fan of a given family) counts:
the time per hand for every fan, as a distribution (median, 90th and 99th percentile, slowest).

    python -m benchmarks.bench_deal            # every fan, 40 hands each, and every family
    python -m benchmarks.bench_deal 老少副 边张  # some fans only

The goal: a drill hand for any fan in 20 ms or less at the 99th percentile.
"""

import gc
import statistics
import sys
import time

from mjlib import FAMILIES, FANS
from mjlib.practice import deal
from mjlib.fans import BY_ZH

N = 40
GOAL_MS = 20


def _percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def measure(label, deal_one) -> float:
    gc.collect()  # a collection of earlier garbage is not this fan's time
    times = []
    for i in range(N):
        t = time.perf_counter()
        deal_one(i)
        times.append((time.perf_counter() - t) * 1000)
    p99 = _percentile(times, 0.99)
    flag = "" if p99 <= GOAL_MS else "   <- over the goal"
    print(f"{label:24} median {statistics.median(times):6.1f}  p90 {_percentile(times, 0.9):6.1f}  "
          f"p99 {p99:6.1f}  max {max(times):6.1f} ms{flag}")
    return p99


def main(names) -> None:
    fans = [BY_ZH[n] for n in names] if names else \
        [f for f in FANS if f.zh != "花牌"]
    worst = 0.0
    for i in range(300):  # warm the scorer's caches first, as a running drill has them
        deal.stream_hand(1, i)
    print(f"{N} hands each, goal p99 <= {GOAL_MS} ms")
    for fan in fans:
        worst = max(worst, measure(fan.zh, lambda i, f=fan: deal.stream_hand(7, i, fan=f)))
    if not names:
        for family in FAMILIES:
            worst = max(worst, measure(family, lambda i, f=family: deal.stream_hand(7, i, family=f)))
    print(f"worst p99: {worst:.1f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
