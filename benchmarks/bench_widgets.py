"""Speed of the hand builder: from a click to the updated output (score, figure and table).

    python benchmarks/bench_widgets.py [--rounds 30]

Headless, as the tests drive it: each round clicks the palette tile that completes a 13-tile
hand (timed: the click runs the handler, which scores the hand, draws the result figure as a
SVG and writes the table into the Output widget), then toggles self-drawn (timed the same way),
toggles it back (a state just shown, so from the builder's small cache: timed apart), then clicks
the winning tile in the hand to take it out again (not timed). The cache is emptied before each
round, so the first two timings draw. Prints the median and the 90th percentile of each. Goal: under 200 ms median from a click to the updated output.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("MPLBACKEND", "Agg")

from mjlib.widgets import HandBuilder  # noqa: E402

# 13-tile hands and the tile that completes each one
CASES = [
    ("[123m1][456p1][789s1]23pCC", "1p"),
    ("[EEE1]123456789m5p", "5p"),
    ("1112345678999m", "9m"),
    ("19m19s19pESWNCFP", "1m"),
    ("22m44s66p88pEECCF", "F"),
    ("[1111m][2222s1]345p678pN", "N"),
]


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=30)
    a = p.parse_args()
    t = time.perf_counter()
    b = HandBuilder()
    first = time.perf_counter() - t
    complete, toggle, back = [], [], []
    for i in range(a.rounds):
        hand, win = CASES[i % len(CASES)]
        b.set_text(hand)
        if b.model.flags["self_drawn"]:
            b.checks["self_drawn"].value = False
        b._cache.clear()  # time drawing, not the cache of states shown lately
        t = time.perf_counter()
        b.palette[win].click()
        complete.append(time.perf_counter() - t)
        assert b.result is not None and b.out.outputs, b.error_message
        t = time.perf_counter()
        b.checks["self_drawn"].value = True
        toggle.append(time.perf_counter() - t)
        assert b.result is not None and b.result.context.self_drawn
        t = time.perf_counter()
        b.checks["self_drawn"].value = False  # back to a state just shown: from the cache
        back.append(time.perf_counter() - t)
        b.hand_box.children[-1].children[0].click()  # the winning tile: take it out
        assert not b.model.complete
    assert not b.failures, b.failures
    ms = 1000
    print(f"first HandBuilder (imports, tile faces): {first * ms:.0f} ms")
    print(f"click completing the hand -> output: median {statistics.median(complete) * ms:.1f} ms, "
          f"p90 {pct(complete, 0.9) * ms:.1f} ms ({len(complete)} clicks)")
    print(f"self-drawn toggle -> output:         median {statistics.median(toggle) * ms:.1f} ms, "
          f"p90 {pct(toggle, 0.9) * ms:.1f} ms ({len(toggle)} toggles)")
    print(f"self-drawn toggled back (cached):    median {statistics.median(back) * ms:.1f} ms")
    # where the time goes, on the same hands: scoring, drawing the figure, writing the SVG
    import mjlib
    from mjlib.widgets import present

    stages = {"score": [], "draw_result": [], "svg": []}
    for i in range(a.rounds):
        hand, win = CASES[i % len(CASES)]
        t0 = time.perf_counter()
        r = mjlib.score(hand + win, self_drawn=bool(i % 2))
        t1 = time.perf_counter()
        fig = present.draw(r)
        t2 = time.perf_counter()
        present.figure_bundle(fig, "svg")
        t3 = time.perf_counter()
        for k, v in zip(stages, (t1 - t0, t2 - t1, t3 - t2)):
            stages[k].append(v)
    print("of which (medians): " + ", ".join(f"{k} {statistics.median(v) * ms:.1f} ms"
                                              for k, v in stages.items()))
    both = complete + toggle
    med = statistics.median(both) * ms
    print(f"median click -> updated output: {med:.1f} ms (goal < 200 ms): "
          f"{'met' if med < 200 else 'NOT met'}")


if __name__ == "__main__":
    main()
