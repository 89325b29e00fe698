"""Plain-text report of a score result, Chinese and English names side by side."""

from __future__ import annotations


def _by(e) -> str:
    by = e.by
    return f"{by.zh} {by.en}" if hasattr(by, "points") else f"the chosen reading ({by})"


def text_report(r) -> str:
    lines = [f"{r.hand}   ({r.rules.name})", f"reading: {r.reading.zh} {r.reading.en}: {r.reading}", ""]
    lines.append("counted:")
    for c in r.fans:
        times = f" ×{c.count}" if c.count > 1 else ""
        lines.append(f"  {c.points:>3}  {c.fan.zh} {c.fan.en}{times}")
    lines.append(f"  {r.total:>3}  total" + (f" ({r.total_without_flowers} without flowers)"
                                             if r.total != r.total_without_flowers else ""))
    lines.append(f"       {'reaches' if r.meets_minimum else 'does not reach'} the 8-fan minimum")
    if r.excluded:
        lines.append("")
        lines.append("not counted:")
        for e in r.excluded:
            lines.append(f"  {e.fan.zh} {e.fan.en}: {e.principle.zh} {e.principle.en}, by {_by(e)}")
            lines.append(f"      {e.reason} / {e.reason_zh}")
    if r.alternatives:
        lines.append("")
        lines.append("other readings:")
        for a in r.alternatives:
            fans = ", ".join(f"{c.fan.zh} {c.points}" for c in a.fans)
            lines.append(f"  {a.total:>3}  {a.reading}: {fans}")
    return "\n".join(lines)
