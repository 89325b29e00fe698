"""Write every figure for a set of example hands: ``python -m mjlib.render.gallery OUTDIR``.

One hand per family, the five principle examples, the special shapes, four kongs, a hand with
flowers, and hands whose explanations are easy to get wrong (a count-once chain, the same fan in
another reading, a wait fan, claims from every seat); each drawn as draw_hand, draw_result, draw_combinations and draw_readings, plus
the no-repeat map of every family. The same again with ASCII faces and English labels goes
into OUTDIR/ascii.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# (file stem, hand, score() keywords, what it shows)
EXAMPLES = (
    ("family-honors", "[CCC1]FFF234pWWWPP", {}, "小三元 with 箭刻 removed"),
    ("family-chows", "[123s1]456s789s12pEE3p", {}, "清龙 with 连六 / 老少副 split off"),
    ("family-pungs", "[777p2]222m444s999sEE", {"self_drawn": True}, "三暗刻 and 双同刻"),
    ("family-pairs", "1133m5577s99pEECC", {}, "七对 with honours"),
    ("family-suits", "1233455677899p9p", {}, "清一色 with 一色四步高"),
    ("family-outside", "[123m1][789p3]111s99sNN9s", {}, "全带幺"),
    ("family-knitted", "147m258s369pESWNC", {}, "七星不靠"),
    ("family-winning", "[123m1]456p789s34sNN2s", {"self_drawn": True, "wall_last": True},
     "妙手回春 removes 自摸"),
    ("family-special", "1112345678999m5m", {}, "九莲宝灯"),
    ("principle-no-repeat", "[1111m1][3333m2][555m3][777m1]9m9m", {}, "不重复"),
    ("principle-no-split", "112233m778899s1p1p", {}, "不拆移: 七对 kept whole"),
    ("principle-non-identical", "[666m1][777p2][888s3]99mNN9m", {}, "不得相同"),
    ("principle-high-versus-low", "22233344m234p99p4m", {}, "就高不就低"),
    ("principle-count-once", "[123m1][456p1][789s1]23pCC1p", {}, "套算一次"),
    ("shape-thirteen-orphans", "19m19s19pESWNCFPN", {}, "十三幺"),
    ("shape-honors-knitted", "147m258s369pSWNCF", {}, "全不靠 with 组合龙"),
    ("shape-seven-shifted-pairs", "1122334455667m7m", {}, "连七对"),
    ("shape-knitted-straight", "13347s12369m258p3m", {}, "组合龙 with a set and a pair"),
    ("shape-nine-gates", "1112345678999m9m", {}, "九莲宝灯 on 9m"),
    ("four-kongs", "[EEEE][CCCC][FFFF][PPPP]NN", {}, "四杠, concealed"),
    ("flowers", "[123m2][456p3][8888s6]E789mE", {"flowers": 3}, "an added kong, three flowers"),
    ("count-once-chain", "[123m1][456m1][789m1]2377m1m", {}, "连六 blocked through 一般高"),
    ("same-fan-other-reading", "[CCC1]12366678999p", {}, "the other reading's 幺九刻"),
    ("quadruple-chow", "111122223333m44p", {}, "一色四同顺: the rules list 一色三节高"),
    ("edge-wait", "[123m1]456p789s12sNN3s", {}, "边张: waited on 3s only"),
    ("claims", "[123m3][555p2][7777s3]99sEE9s", {}, "claimed from left, across, right"),
    ("two-concealed-kongs", "[1111m][9999p][5555s1]123sNN", {"rules": "common-practice"},
     "双暗杠 worth 6 under common practice"),
)
FIGURES = ("hand", "result", "combinations", "readings")
# the no-repeat maps: (family, rules)
MAPS = tuple((f, "green-book") for f in ("honors", "chows", "pungs", "pairs", "suits", "outside",
                                          "knitted", "winning", "special")) \
    + (("pungs", "common-practice"),)


def write(outdir: "str | os.PathLike", *, cjk: bool | None = None, dpi: int = 100,
          verbose: bool = True) -> list[Path]:
    """Write the gallery into ``outdir`` (created); ``cjk=False`` for ASCII faces."""
    import mjlib
    from . import (draw_combinations, draw_family_map, draw_hand, draw_readings, draw_result,
                   use_cjk)

    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    old = use_cjk(cjk)
    written: list[Path] = []
    try:
        draw = {"hand": draw_hand, "result": draw_result, "combinations": draw_combinations,
                "readings": draw_readings}
        for stem, hand, kw, _ in EXAMPLES:
            result = mjlib.score(hand, **kw)
            for name in FIGURES:
                path = out / f"{stem}-{name}.png"
                fig = draw[name](result)
                fig.savefig(path, dpi=dpi, facecolor="white")
                written.append(path)
        for family, rules in MAPS:
            suffix = "" if rules == "green-book" else f"-{rules}"
            path = out / f"map-{family}{suffix}.png"
            draw_family_map(family, rules).savefig(path, dpi=dpi, facecolor="white")
            written.append(path)
    finally:
        use_cjk(old)
    if verbose:
        print(f"{len(written)} figures in {out}")
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mjlib.render.gallery", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("outdir", help="folder for the PNGs (OUTDIR/ascii gets the ASCII set)")
    parser.add_argument("--dpi", type=int, default=100)
    args = parser.parse_args(argv)
    import matplotlib

    matplotlib.use("Agg")
    from .fonts import cjk_font

    if cjk_font() is None:
        print("no CJK font found: the main set uses ASCII faces too", file=sys.stderr)
    write(args.outdir, dpi=args.dpi)
    write(Path(args.outdir) / "ascii", cjk=False, dpi=args.dpi)
    return 0


if __name__ == "__main__":
    sys.exit(main())
