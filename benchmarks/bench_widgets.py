"""Speed of the hand builder: from a click to the new total, and to the new figure.

    python -m benchmarks.bench_widgets [--figure-format svg]

Headless, with an asyncio loop running as in a kernel, so each click is answered the way it is in
JupyterLab: the handler scores the hand and writes the status line with the itemised table, and
the figure: the HTML figure (the builder's default) with them, a picture (``--figure-format svg``
or ``png``) a moment later (``draw_figure``, called here at once instead of after
``FIGURE_DELAY``). For each of eleven hands it types the 13 tiles (not timed), clicks the palette
tile that completes them (timed), ticks self-drawn (timed the same way), unticks it (a state just
shown, its figure kept: timed apart). Every timed state is new to the builder. Prints the median
and the 90th percentile of: click -> total and table, and click -> figure ready (the model
action, the status line and table, the figure made and written into the Output widget).
Goal: the total under 100 ms median; benchmarks/bench_widgets_browser.py times it in a real
browser.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time

os.environ.setdefault("MPLBACKEND", "Agg")

from mjlib.widgets import HandBuilder  # noqa: E402
from benchmarks.builder_cases import CASES, GOAL_MS  # noqa: E402  (same folder)


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


FIGURE_TYPE = {"html": "text/html", "svg": "image/svg+xml", "png": "image/png"}


def timed(b: HandBuilder, action) -> tuple[float, float]:
    """(seconds to the total, seconds to the figure) of one action."""
    t0 = time.perf_counter()
    action()
    t1 = time.perf_counter()
    assert b.result is not None and "Total 合计" in b.status.value, b.error_message
    if b._figure_timer is not None:  # draw now rather than after FIGURE_DELAY
        b._figure_timer.cancel()
    b.draw_figure()
    t2 = time.perf_counter()
    assert FIGURE_TYPE[b.figure_format] in b.out.outputs[0]["data"], b.output_text()
    assert "mj-figure-pending" not in str(b.out.outputs[0]["data"]), b.output_text()
    return t1 - t0, t2 - t0


def tick(b: HandBuilder, name: str, value: bool):
    def action():
        b.checks[name].value = value
    return action


async def run(fmt: str) -> dict:
    b = HandBuilder(figure_format=fmt)
    times = {"total": [], "figure": [], "back": []}
    for hand, win in CASES:
        b.set_text(hand)
        for action in (b.palette[win].click, tick(b, "self_drawn", True)):
            total, figure = timed(b, action)
            times["total"].append(total)
            times["figure"].append(figure)
        t = time.perf_counter()
        tick(b, "self_drawn", False)()  # back to a state just shown: from the cache
        times["back"].append(time.perf_counter() - t)
    assert not b.failures, b.failures
    return times


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--figure-format", choices=tuple(FIGURE_TYPE), default="html")
    fmt = p.parse_args().figure_format
    t = time.perf_counter()
    HandBuilder()
    first = time.perf_counter() - t
    times = asyncio.run(run(fmt))
    ms = 1000
    n = len(times["total"])
    print(f"first HandBuilder (imports, tile faces): {first * ms:.0f} ms")
    for key, words in (("total", "click -> total and table (headless)"),
                       ("figure", f"click -> figure ready, {fmt} (headless)")):
        print(f"{words}: median {statistics.median(times[key]) * ms:.1f} ms, "
              f"p90 {pct(times[key], 0.9) * ms:.1f} ms ({n} clicks)")
    back = statistics.median(times["back"]) * ms
    print(f"self-drawn toggled back (cached):     median {back:.1f} ms")
    # where a figure's time goes, on the same hands: scoring, the HTML figure, drawing, the SVG
    import mjlib
    from mjlib.widgets import present

    stages = {"score": [], "html": [], "draw_result": [], "svg": []}
    for i in range(n):
        hand, win = CASES[i % len(CASES)]
        t0 = time.perf_counter()
        r = mjlib.score(hand + win, self_drawn=bool(i % 2))
        t1 = time.perf_counter()
        present.figure_html(r)
        t2 = time.perf_counter()
        fig = present.draw(r)
        t3 = time.perf_counter()
        present.figure_bundle(fig, "svg")
        t4 = time.perf_counter()
        for k, v in zip(stages, (t1 - t0, t2 - t1, t3 - t2, t4 - t3)):
            stages[k].append(v)
    print("of the figure (medians): " + ", ".join(f"{k} {statistics.median(v) * ms:.1f} ms"
                                                   for k, v in stages.items()))
    med = statistics.median(times["total"]) * ms
    print(f"median click -> new total (headless): {med:.1f} ms (goal < {GOAL_MS} ms): "
          f"{'met' if med < GOAL_MS else 'NOT met'}")


if __name__ == "__main__":
    main()
