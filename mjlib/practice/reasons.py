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

from .diagnose import SUIT_EN, zh_tiles, zh_written
from ..tiles import HONOR_ZH, SUIT_ZH
from ..readings import REGULAR, SEVEN_PAIRS
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
    if fid in ("seat_wind", "prevalent_wind") and c.sets:
        t = c.sets[0].tiles[0]
        whose = ("the player's seat", "门风") if fid == "seat_wind" else ("the round's", "圈风")
        return (f"{_sets(c.sets)}, a pung of {t}, {whose[0]} wind",
                f"{_sets(c.sets)}是{zh_tiles([t])}风刻，{zh_tiles([t])}风正是{whose[1]}")
    if fid == "tile_hog" and c.sets:
        tiles = [t for g in c.sets for t in g.tiles]
        four = sorted({t for t in tiles if tiles.count(t) == 4})
        if four:
            return (f"all four {_and([str(t) for t in four])} are in {_sets(c.sets)}",
                    f"{'、'.join(zh_tiles([t]) for t in four)}四张都在{_sets(c.sets)}之中")
    if c.sets:
        s = _sets(c.sets)
        return s, s
    if fan.family in ("suits", "outside"):
        return _whole(fid, result)
    s = _sets(result.reading.groups)
    if result.reading.shape == SEVEN_PAIRS:
        return f"the pairs are {s}", f"对子是{s}"
    if result.reading.shape != REGULAR:
        return (f"its tiles, read as {result.reading.en}, are {s}",
                f"按{result.reading.zh}来读，牌是{s}")
    return f"the sets and pair are {s}", f"牌组与将是{s}"


def _and(words, sep: str = ", ") -> str:
    words = list(words)
    return words[0] if len(words) == 1 else sep.join(words[:-1]) + " and " + words[-1]


def _whole(fid: str, result: Result) -> tuple[str, str]:
    """What in the whole hand meets a fan of its suits, ranks, terminals and honors: the suits
    it has or lacks, its ranks from lowest to highest, its honors, or the tile of each set that
    meets the fan."""
    tiles = result.hand.all_tiles
    suits = [x for x in "msp" if any(t.suit == x for t in tiles)]
    missing = [x for x in "msp" if x not in suits]
    ranks = sorted({t.rank for t in tiles if not t.is_honor})
    honors = sorted({str(t) for t in tiles if t.is_honor}, key="ESWNCFP".index)
    suits_en, suits_zh = _and(SUIT_EN[x] for x in suits), "、".join(SUIT_ZH[x] for x in suits)
    honors_en = _and(honors) if honors else ""
    honors_zh = "、".join(HONOR_ZH[h] for h in honors)
    span = (f"ranks from {ranks[0]} to {ranks[-1]}", f"点数从{ranks[0]}到{ranks[-1]}") if ranks \
        else ("no numbered tile", "没有序数牌")
    if fid in ("outside_hand", "all_fives", "all_terminals", "all_terminals_and_honors",
               "all_even_pungs"):
        def meets(t) -> bool:
            return {"outside_hand": t.is_terminal_or_honor, "all_fives": t.rank == 5,
                    "all_terminals": t.rank in (1, 9), "all_terminals_and_honors":
                    t.is_terminal_or_honor, "all_even_pungs": t.rank in (2, 4, 6, 8)}[fid]
        parts = []
        for g in result.reading.groups:
            t = next((t for t in g.tiles if meets(t)), None)
            if t is not None:
                parts.append((f"{g} ({t})", f"{g}（{zh_tiles([t])}）"))
        return ("each set and the pair has one: " + ", ".join(en for en, _ in parts),
                "每副牌组和将牌都有一张：" + "、".join(zh for _, zh in parts))
    if fid == "one_voided_suit":
        lacks = _and([SUIT_EN[x] for x in missing])
        return (f"no {lacks} at all (only {suits_en})",
                f"一张{'、'.join(SUIT_ZH[x] for x in missing)}也没有（只有{suits_zh}）")
    if fid == "no_honors":
        return (f"no wind or dragon: only {suits_en}", f"没有风牌和箭牌，只有{suits_zh}")
    if fid in ("half_flush", "full_flush"):
        with_honors = (f", and the honors {honors_en}", f"，另有字牌{honors_zh}") if honors \
            else ("", "")
        return (f"every numbered tile is {suits_en}{with_honors[0]}",
                f"序数牌全是{suits_zh}{with_honors[1]}")
    if fid == "all_types":
        winds = " ".join(h for h in honors if h in "ESWN")
        dragons = " ".join(h for h in honors if h in "CFP")
        return (f"{suits_en}, a wind ({winds}) and a dragon ({dragons})",
                f"{suits_zh}，风牌（{zh_written(winds)}），箭牌（{zh_written(dragons)}）")
    if honors:
        return (f"{span[0]}, and the honors {honors_en}", f"{span[1]}，另有字牌{honors_zh}")
    return f"{span[0]}, no honor", f"{span[1]}，没有字牌"


def why_counts(c: CountedFan, result: Result) -> tuple[str, str]:
    """(English, 中文): what ``c``'s fan needs, and what in ``result``'s hand meets it."""
    n_en, n_zh = needs(c.fan)
    h_en, h_zh = _here(c, result)
    return f"it needs {n_en}; here: {h_en}", zh_written(f"须{n_zh}；这手牌：{h_zh}")


__all__ = ["why_counts"]
