"""Why a counted fan counts in this hand: what it needs (:mod:`mjlib.course.requirements`), then what in
the hand meets that: the sets that make it, the tiles of the whole hand, the melds and how the
hand was won. The exercises give it once the answer is shown.

>>> from mjlib import score
>>> r = score("[1111m]456p789s23pEE1p")
>>> c = next(c for c in r.fans if c.fan.zh == "门前清")
>>> print(why_counts(c, r)[0])
it needs no claimed meld (concealed kongs are fine) and a win on a discard; here: no chow, pung or kong was claimed ([1111m] is a concealed kong, not a claimed meld), and the hand was won on another player's discard
"""

from __future__ import annotations

from .diagnose import zh_tiles, zh_written
from ..course.requirements import needs
from ..result import CountedFan, Result
from ..waits import waits


def _sets(groups) -> str:
    return " ".join(str(g) for g in groups)


def _won(result: Result) -> tuple[str, str]:
    w = result.win
    if w.self_drawn:
        en, zh = (("won on the replacement tile drawn after a kong", "和的是开杠后补摸的牌")
                  if w.about_kong else ("won on a tile the player drew", "和的是自己摸到的牌"))
        if w.wall_last:
            en, zh = en + ", the wall's final tile", zh + "，牌墙最后一张"
    elif w.about_kong:
        en, zh = "won on a tile robbed from another player's kong", "和的是别家加杠的牌"
    elif w.wall_last:
        en, zh = "won on the game's final discard", "和的是本盘最后打出的一张"
    else:
        en, zh = "won on another player's discard", "和的是别人打出的牌"
    return f"the hand was {en}", zh


def _melds(result: Result) -> tuple[str, str]:
    melds = result.hand.melds
    claimed = [m for m in melds if not m.concealed]
    kongs = [m for m in melds if m.concealed]
    if claimed:
        s = _sets(claimed)
        return f"the claimed melds are {s}", f"吃碰杠来的是{s}"
    en, zh = "no chow, pung or kong was claimed", "没有吃、碰、明杠"
    if kongs:
        s = _sets(kongs)
        en += f" ({s} {'is a concealed kong' if len(kongs) == 1 else 'are concealed kongs'}, not a " \
              "claimed meld)"
        zh += f"（{s}是暗杠，不算吃碰）"
    return en, zh


def _here(c: CountedFan, result: Result) -> tuple[str, str]:
    fan, hand, w = c.fan, result.hand, result.win
    fid = fan.id
    if fid in ("concealed_hand", "fully_concealed_hand", "melded_hand"):
        (m_en, m_zh), (w_en, w_zh) = _melds(result), _won(result)
        return f"{m_en}, and {w_en}", f"{m_zh}，{w_zh}"
    if fid in ("self_drawn", "last_tile_draw", "last_tile_claim", "out_with_replacement_tile",
               "robbing_the_kong"):
        return _won(result)
    if fid == "last_tile":
        t = hand.winning
        return (f"the other three {t} were already in sight when it won on {t}",
                f"和{zh_tiles([t])}时，另外三张已经亮明")
    if fid in ("edge_wait", "closed_wait", "single_wait"):
        t = hand.winning
        found = waits(hand.without_winning(), formal=True)
        group = next((g for g in result.reading.groups if g.winning), None)
        where = f" {group}" if group is not None else ""
        if len(found) == 1:
            return (f"before the winning {t} the hand waited on {t} alone, completing{where}",
                    f"和张{zh_tiles([t])}之前只听这一张，组成{where.strip()}")
        return (f"the winning {t} completes{where}", f"和张{zh_tiles([t])}组成{where.strip()}")
    if fid == "flower_tiles":
        n = w.flowers
        return f"{n} flower{'s' if n != 1 else ''}", f"{n}张花牌"
    if fid == "chicken_hand":
        return "nothing else counts", "没有别的番种"
    if c.sets:
        s = _sets(c.sets)
        return s, s
    s = _sets(result.reading.groups)
    return f"the sets and pair are {s}", f"牌组与将是{s}"


def why_counts(c: CountedFan, result: Result) -> tuple[str, str]:
    """(English, 中文): what ``c``'s fan needs, and what in ``result``'s hand meets it."""
    n_en, n_zh = needs(c.fan)
    h_en, h_zh = _here(c, result)
    return f"it needs {n_en}; here: {h_en}", zh_written(f"须{n_zh}；这手牌：{h_zh}")


__all__ = ["why_counts"]
