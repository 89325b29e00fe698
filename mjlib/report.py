"""Plain-text report of a score result, Chinese and English names side by side."""

from __future__ import annotations

import unicodedata

from .tiles import format_tiles
from .waits import waits

WAIT_FANS = ("edge_wait", "closed_wait", "single_wait")  # 边张 坎张 单钓将: one tile only


def _pad(text: str, width: int) -> str:
    """``text`` padded to ``width`` columns, Chinese characters counting two."""
    cols = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(0, width - cols)


def _by(e) -> str:
    by = e.by
    return f"{by.zh} {by.en}" if hasattr(by, "points") else f"the chosen reading ({by})"


def text_report(r) -> str:
    lines = [f"{r.hand}   ({r.rules.name})", f"reading: {r.reading.zh} {r.reading.en}: {r.reading}", ""]
    lines.append("counted:")
    for c in r.fans:
        times = f" ({c.worth})" if c.count > 1 else ""
        lines.append(f"  {c.points:>3}  {c.fan.zh} {c.fan.en}{times}")
    lines.append(f"  {r.total:>3}  total" + (f" ({r.total_without_flowers} without flowers)"
                                             if r.total != r.total_without_flowers else ""))
    lines.append(f"       {'reaches' if r.meets_minimum else 'does not reach'} the 8-fan minimum")
    if any(f.fan.id in WAIT_FANS for f in list(r.fans) + list(r.excluded)):
        lines.append(f"       waited on before the win: {format_tiles(waits(r.hand.without_winning(), formal=True))}")
    if r.excluded:
        lines.append("")
        lines.append("not counted (what it would have been worth):")
        for e in r.excluded:
            times = f" ({e.worth})" if e.count > 1 else ""
            lines.append(f"  {f'({e.points})':>5}  {e.fan.zh} {e.fan.en}{times}: {e.principle.zh} "
                         f"{e.principle.en}, by {_by(e)}")
            lines.append(f"         {e.reason} / {e.reason_zh}")
    if r.alternatives:
        lines.append("")
        lines.append("other readings:")
        for a in r.alternatives:
            fans = ", ".join(f"{c.fan.zh} {c.points}" for c in a.fans)
            lines.append(f"  {a.total:>3}  {a.reading}: {fans}")
    return "\n".join(lines)


def compare(green, common) -> str:
    """Two results of one hand, fan by fan side by side, as plain text: what
    :func:`mjlib.compare_presets` prints."""
    g, c = green, common
    names = []
    for r in (g, c):
        for f in r.fans:
            if f.fan.zh not in names:
                names.append(f.fan.zh)
    gp, cp = g.fan_points(), c.fan_points()
    en = {f.fan.zh: f.fan.en for r in (g, c) for f in r.fans}
    lines = [f"{g.hand}", f"{'':42}{'green-book':>11}{'common-practice':>17}"]
    for n in names:
        mark = "" if gp.get(n) == cp.get(n) else "   <- differs"
        lines.append(f"  {_pad(n + ' ' + en[n], 40)}{gp.get(n, '-'):>11}{cp.get(n, '-'):>17}{mark}")
    lines.append(f"  {'total':40}{g.total:>11}{c.total:>17}")
    return "\n".join(lines)
