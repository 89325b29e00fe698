"""Plain-text report of a score result, Chinese and English names side by side."""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from .readings import Reading
from .tiles import format_tiles
from .vocabulary import chinese, pick
from .waits import waits

if TYPE_CHECKING:  # for the annotations only: result.py imports this module when it prints
    from .result import ExcludedFan, Result

WAIT_FANS = ("edge_wait", "closed_wait", "single_wait")  # 边张 坎张 单钓将: one tile only


def waited_tiles(r: "Result") -> tuple:
    """The tiles the hand waited on before the win, which the report and the figures show when a
    wait fan (边张, 坎张, 单钓将: one tile waited on only) is counted or not counted, so the
    reader sees whether it was one tile; () otherwise.

    >>> from mjlib import score
    >>> [str(t) for t in waited_tiles(score("[123m1]456p789s12sNN3s"))]   # 边张
    ['3s']
    >>> waited_tiles(score("[123m1][456p1][789s1]23pCC1p"))   # 1p or 4p: no wait fan
    ()
    """
    if not any(f.fan.id in WAIT_FANS for f in list(r.fans) + list(r.excluded)):
        return ()
    return tuple(waits(r.hand.without_winning(), formal=True))


def _pad(text: str, width: int) -> str:
    """``text`` padded to ``width`` columns, Chinese characters counting two."""
    cols = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(0, width - cols)


def _by(e: ExcludedFan) -> str:
    """What removed ``e``: the removing fan's name, or the chosen reading with its sets."""
    if isinstance(e.by, Reading):
        return pick(f"{e.by_words.en} ({e.by})", f"{e.by_words.zh}（{e.by}）")
    return e.by_words.label()


def last_tile_why(r: Result) -> tuple[str, str] | None:
    """Why a counted 和绝张 holds without being told, in (English, Chinese), or None: the other
    three copies of the winning tile are in the player's own melds, or in the kong being robbed
    (抢杠和, which does not count 和绝张 beside it: the reason of the removal says so).
    :meth:`mjlib.Win.against` infers 和绝张 in these two cases."""
    if not any(f.fan.zh == "和绝张" for f in r.fans):
        return None
    win = r.hand.winning
    assert win is not None  # a scored hand holds its winning tile
    if r.win.robbing_a_kong:
        return (f"和绝张: the other three {win} are in the kong being robbed",
                f"和绝张：另外三张{win.written_zh}都在被抢的杠里")
    if sum(m.tiles.count(win) for m in r.hand.melds) == 3:
        return (f"和绝张: the other three {win} are in your own melds",
                f"和绝张：另外三张{win.written_zh}都在自己的副露中")
    return None


def text_report(r: Result) -> str:
    """What ``str(result)`` prints: the reading, the counted fans and the total, the fans not
    counted with their principle and reason, the other readings; in the current language.

    A hand below the 8-fan minimum (flowers aside) has no total that stands: its line says what
    was counted, and that the win is false (诈和)."""
    zh = chinese()
    reading = f"{r.reading.zh}" if zh else f"{r.reading.zh} {r.reading.en}"
    lines = [f"{r.hand}   （{r.rules.zh}）" if zh else f"{r.hand}   ({r.rules.name})",
             f"{pick('reading', '拆法')}{'：' if zh else ': '}{reading}{'：' if zh else ': '}{r.reading}",
             "", pick("counted:", "计入：")]
    for c in r.fans:
        times = pick(f" ({c.worth})", f"（{c.worth}）") if c.count > 1 else ""
        lines.append(f"  {c.points:>3}  {c.fan.name}{times}")
    without = ""
    if r.total != r.total_without_flowers:
        without = pick(f" ({r.total_without_flowers} without flowers)",
                       f"（不含花牌{r.total_without_flowers}番）")
    if r.meets_minimum:
        lines.append(f"  {r.total:>3}  {pick('total', '合计')}{without}")
        lines.append("       " + pick("reaches the 8-fan minimum", "已达8番起和"))
    else:  # no total stands: the fans are what was counted, and the win is false
        lines.append(f"  {r.total:>3}  {pick('counted', '计得')}{without}")
        lines.append("       " + pick("below the minimum: a false win (诈和)", "未达8番起和：诈和"))
    settled = r.settlement_words()
    if settled is not None:
        lines.append("       " + str(settled))
    why = last_tile_why(r)
    if why:
        lines.append("       " + pick(*why))
    waited = waited_tiles(r)
    if waited:
        lines.append("       " + pick(f"waited on before the win: {format_tiles(waited)}",
                                      "和牌前听：" + "、".join(t.zh for t in waited)))
    if r.excluded:
        lines += ["", pick("not counted (what it would have been worth):", "不计（原可计番数）：")]
        for e in r.excluded:
            times = pick(f" ({e.worth})", f"（{e.worth}）") if e.count > 1 else ""
            if zh:
                lines.append(f"  {f'({e.points})':>5}  {e.fan.zh}{times}：{e.principle.zh}，因{_by(e)}")
                lines.append(f"         {e.reason_zh}")
            else:
                lines.append(f"  {f'({e.points})':>5}  {e.fan.name}{times}: {e.principle.zh} "
                             f"{e.principle.en}, by {_by(e)}")
                lines.append(f"         {e.reason} / {e.reason_zh}")
    if r.alternatives:
        lines += ["", pick("other readings:", "其他拆法：")]
        for a in r.alternatives:
            fans = ("、" if zh else ", ").join(f"{c.fan.zh} {c.points}" for c in a.fans)
            lines.append(f"  {a.total:>3}  {a.reading}{'：' if zh else ': '}{fans}")
    return "\n".join(lines)


def compare(green: Result, common: Result) -> str:
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
    if chinese():
        lines = [f"{g.hand}", f"{'':42}{_pad(g.rules.zh, 11)}{_pad(c.rules.zh, 17)}"]
        for n in names:
            mark = "" if gp.get(n) == cp.get(n) else "   <- 不同"
            lines.append(f"  {_pad(n, 40)}{gp.get(n, '-'):<11}{cp.get(n, '-'):<17}{mark}")
        lines.append(f"  {_pad('合计', 40)}{g.total:<11}{c.total:<17}")
        return "\n".join(lines)
    lines = [f"{g.hand}", f"{'':42}{'green-book':>11}{'common-practice':>17}"]
    for n in names:
        mark = "" if gp.get(n) == cp.get(n) else "   <- differs"
        lines.append(f"  {_pad(n + ' ' + en[n], 40)}{gp.get(n, '-'):>11}{cp.get(n, '-'):>17}{mark}")
    lines.append(f"  {'total':40}{g.total:>11}{c.total:>17}")
    return "\n".join(lines)
