"""Speed of mjlib.score (with its full explanation) against the reference calculator, and of waits.

    python benchmarks/bench_score.py [--hands 5000]

Prints hands per second for both on the same generated hands in one process, the ratio, and the
median time of mjlib.waits on 13-tile hands. Goals: within 50x the reference's time per hand,
waits under 5 ms median; a 1 MB string refused well under 0.1 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import mjlib  # noqa: E402
from mjlib.deal import generate  # noqa: E402
from support.oracle import WINDS, parse as reference_args, plain, reference_score  # noqa: E402
from MahjongGB import MahjongFanCalculator  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=5000)
    p.add_argument("--seed", type=int, default=11)
    a = p.parse_args()
    for c in generate(1000, a.seed + 1):  # warm the caches of shapes, as a running program would
        mjlib.score(c.hand, c.win, rules="common-practice")
    dealt = generate(a.hands, a.seed)
    cases = [plain(c) for c in dealt]  # the hand string and the keywords, as the reference reads them
    flags = [c.win for c in dealt]
    parsed = [c.hand for c in dealt]

    t = time.perf_counter()
    for c in cases:
        reference_score(c)
    ref = time.perf_counter() - t

    calls = []
    for c in cases:
        packs, standing, win = reference_args(c["hand"])
        calls.append(dict(pack=packs, hand=standing, winTile=win, flowerCount=c["flowers"],
                          isSelfDrawn=c["self_drawn"], is4thTile=c["fourth_tile"],
                          isAboutKong=c["about_kong"], isWallLast=c["wall_last"],
                          seatWind=WINDS.index(c["seat_wind"]),
                          prevalentWind=WINDS.index(c["prevalent_wind"])))
    t = time.perf_counter()
    for kw in calls:
        MahjongFanCalculator(**kw)
    ref_raw = time.perf_counter() - t

    t = time.perf_counter()
    for h, f in zip(parsed, flags):
        mjlib.score(h, f, rules="common-practice")
    mine = time.perf_counter() - t

    t = time.perf_counter()
    for c, f in zip(cases, flags):
        mjlib.score(c["hand"], f, rules="common-practice")
    mine_str = time.perf_counter() - t

    n = len(cases)
    print(f"hands: {n}")
    print(f"reference (pymahjonggb, from strings):             {n / ref:10.0f} hands/s")
    print(f"reference (pymahjonggb, arguments ready):          {n / ref_raw:10.0f} hands/s")
    print(f"mjlib.score, parsed hands, full explanation:       {n / mine:10.0f} hands/s")
    print(f"mjlib.score, from strings:                         {n / mine_str:10.0f} hands/s")
    print(f"time per hand, mjlib / reference (from strings):   {mine_str / ref:10.1f}x   (goal: <= 50x)")
    print(f"time per hand, mjlib / reference (ready):          {mine / ref_raw:10.1f}x")

    waiting = [h.without_winning() for h in parsed[:2000]]
    times = []
    for h in waiting:
        t = time.perf_counter()
        mjlib.waits(h)
        times.append(time.perf_counter() - t)
    print(f"mjlib.waits on 13-tile hands: median {statistics.median(times) * 1000:.2f} ms, "
          f"max {max(times) * 1000:.2f} ms   (goal: median < 5 ms)")

    huge = "123m" * 250_000  # a megabyte of text is refused before it is read
    t = time.perf_counter()
    try:
        mjlib.parse(huge)
    except mjlib.HandError as e:
        message = str(e)
    print(f"a 1 MB string refused in {(time.perf_counter() - t) * 1000:.3f} ms, "
          f"message {len(message)} characters   (goal: well under 100 ms)")


if __name__ == "__main__":
    main()
