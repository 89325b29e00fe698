"""Speed of mjlib.score (with its full explanation) against the reference calculator, and of waits.

    python -m benchmarks.bench_score [--hands 5000] [--profile]

Every measured hand is scored once, and never before in the process: the caches of shapes are
warmed on other hands first, as a running program's would be, but no measured hand is met twice.
mjlib and the reference take the same hands in turns, block by block, and the time is the
process's CPU time, so that other work on a shared machine slows neither (it still slows both a
little, through the caches); the ratio of their times per hand is what counts. mjlib's time is
:func:`mjlib.score`'s: the Result with its counted fans, every fan not counted with its principle
and its reason in both languages, and the other readings (``str(result)``, the printed report,
is timed on its own line). Prints hands per second for both, the ratios, and the median time of
mjlib.waits on 13-tile hands. Goals: within 30x the reference's time per hand (arguments ready),
waits under 5 ms median; a 1 MB string refused well under 0.1 s.

``--profile`` runs cProfile over mjlib.score on fresh hands instead, and prints the top entries.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from pathlib import Path


import mjlib  # noqa: E402
from mjlib.practice.deal import generate  # noqa: E402
from tests.support.oracle import WINDS, parse as reference_args, plain, reference_score  # noqa: E402
from MahjongGB import MahjongFanCalculator  # noqa: E402

BLOCK = 100  # hands per turn


def _arguments(case: dict) -> dict:
    """The reference's keywords for a case, its hand string already cut into packs and tiles."""
    packs, standing, win = reference_args(case["hand"])
    return dict(pack=packs, hand=standing, winTile=win, flowerCount=case["flowers"],
                isSelfDrawn=case["self_drawn"], is4thTile=case["fourth_tile"],
                isAboutKong=case["about_kong"], isWallLast=case["wall_last"],
                seatWind=WINDS.index(case["seat_wind"]),
                prevalentWind=WINDS.index(case["prevalent_wind"]))


def _in_turns(n: int, theirs, mine) -> tuple[float, float]:
    """CPU seconds spent by ``theirs(i)`` and ``mine(i)`` over i < n, block by block in turns."""
    spent_theirs = spent_mine = 0.0
    for lo in range(0, n, BLOCK):
        hi = min(n, lo + BLOCK)
        t = time.process_time()
        for i in range(lo, hi):
            theirs(i)
        between = time.process_time()
        for i in range(lo, hi):
            mine(i)
        spent_theirs += between - t
        spent_mine += time.process_time() - between
    return spent_theirs, spent_mine


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=5000)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--profile", action="store_true", help="profile mjlib.score and print the top")
    a = p.parse_args()
    for c in generate(1000, a.seed + 1000):  # warm the caches of shapes, as a running program would
        mjlib.score(c.hand, c.win, rules="common-practice")
        reference_score(plain(c))
    # three sets of hands never scored before: arguments ready, from strings, printed reports
    n = a.hands
    dealt = generate(3 * n, a.seed)
    ready, strings, printed = dealt[:n], dealt[n:2 * n], dealt[2 * n:]

    if a.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for c in ready:
            mjlib.score(c.hand, c.win, rules="common-practice")
        profiler.disable()
        stats = pstats.Stats(profiler).strip_dirs()
        stats.sort_stats("tottime").print_stats(25)
        stats.sort_stats("cumulative").print_stats(30)
        return

    calls = [_arguments(plain(c)) for c in ready]
    ref_raw, mine = _in_turns(
        n, lambda i: MahjongFanCalculator(**calls[i]),
        lambda i: mjlib.score(ready[i].hand, ready[i].win, rules="common-practice"))

    cases = [plain(c) for c in strings]  # the hand string and the keywords, as the reference reads them
    ref, mine_str = _in_turns(
        n, lambda i: reference_score(cases[i]),
        lambda i: mjlib.score(cases[i]["hand"], strings[i].win, rules="common-practice"))

    t = time.process_time()
    for c in printed:
        str(mjlib.score(c.hand, c.win, rules="common-practice"))
    mine_printed = time.process_time() - t

    print(f"hands: {n} in each measurement, each scored once; CPU time")
    print(f"reference (pymahjonggb, arguments ready):          {n / ref_raw:10.0f} hands/s")
    print(f"reference (pymahjonggb, from strings):             {n / ref:10.0f} hands/s")
    print(f"mjlib.score, parsed hands, full explanation:       {n / mine:10.0f} hands/s")
    print(f"mjlib.score, from strings:                         {n / mine_str:10.0f} hands/s")
    print(f"mjlib.score and str(result), the printed report:   {n / mine_printed:10.0f} hands/s")
    print(f"time per hand, mjlib / reference (ready):          {mine / ref_raw:10.1f}x   (goal: <= 30x)")
    print(f"time per hand, mjlib / reference (from strings):   {mine_str / ref:10.1f}x")

    parsed = [c.hand for c in ready]
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
