"""How long draw_result takes for a typical hand: prints medians, in milliseconds.

    python -m benchmarks.bench_render [--runs 30]

"figure" is building the Figure (what a notebook cell pays before showing it); "figure + PNG"
adds rendering it with Agg at 100 dpi (what showing it costs); "figure + SVG" writes it as the
hand builder sends it instead (mjlib.render.canvas.to_svg). The goal is a figure under 150 ms.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time

import matplotlib

matplotlib.use("Agg")

import mjlib  # noqa: E402
from mjlib.render import draw_result, use_cjk  # noqa: E402
from mjlib.render.canvas import to_svg  # noqa: E402
from mjlib.render.fonts import cjk_font  # noqa: E402

HANDS = {
    "count-once": "[123m1][456p1][789s1]23pCC1p",
    "high-versus-low": "22233344m234p99p4m",
    "four kongs": "[EEEE][CCCC][FFFF][PPPP]NN",
}


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    modes = [("CJK font", True)] if cjk_font() else []
    modes.append(("ASCII", False))
    print(f"draw_result, median of {args.runs} runs (CJK font: {cjk_font() or 'none'})")
    for mode, flag in modes:
        old = use_cjk(flag)
        try:
            for name, hand in HANDS.items():
                result = mjlib.score(hand)
                draw_result(result)  # warm the font caches

                def png():
                    draw_result(result).savefig(io.BytesIO(), format="png", dpi=100)

                fig = median_ms(lambda: draw_result(result), args.runs)
                full = median_ms(png, max(5, args.runs // 3))
                svg = median_ms(lambda: to_svg(draw_result(result)), max(5, args.runs // 3))
                print(f"  {mode:8}  {name:16}  figure {fig:6.1f} ms   figure + PNG {full:6.1f} ms"
                      f"   figure + SVG {svg:6.1f} ms")
        finally:
            use_cjk(old)


if __name__ == "__main__":
    main()
