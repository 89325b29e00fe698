"""What breaks a fan a hand does not have: the tile, the set or the other wait, in this hand.

An exercise says it when a learner ticks a fan the hand lacks: not the fan's definition, but what
in *this* hand keeps it from being there (``the 6s is not 7, 8 or 9``; ``2345m also waits on 2m:
not a single wait``; ``[123m] was claimed``).

>>> from mjlib import score
>>> breaks("单钓将", score("2345m789p456sNNN5m"))[0]
'2345m also waits on 2m: not a single wait'
>>> breaks("全大", score("[789m1]789p6778899s6s"))[0]
'the 6s is not a 7, 8 or 9'
"""

from __future__ import annotations

import re

from collections import Counter

from ..fans import BY_ID, Fan, named
from ..fans.suits import GREEN, REVERSIBLE
from ..hand import CHOW, KONG, PAIR, Kind
from ..readings import REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS
from ..course.requirements import needs
from ..result import Result, as_result
from ..shapes import ORPHANS
from ..tiles import HONOR_ZH, SUIT_SIZE, SUIT_ZH, TILES, Tile, format_tiles, wind, zh_written
from ..waits import waits

SUIT_EN = {"m": "characters", "s": "bamboo", "p": "dots"}
HONOR_CHARS = {letter: zh for letter, zh in HONOR_ZH.items()}


def zh_tiles(tiles) -> str:
    """Tiles in the notation with Chinese suits and honors: ``2345万``, ``中``."""
    text = format_tiles(tiles)
    for letter, zh in SUIT_ZH.items():
        text = text.replace(letter, zh)
    return "".join(HONOR_CHARS.get(ch, ch) for ch in text)


def _both(tiles) -> tuple[str, str]:
    tiles = list(tiles)
    return format_tiles(tiles), zh_tiles(tiles)


def _list(tiles) -> tuple[str, str]:
    """A few distinct tiles: ``the 6s``, ``the 6s and 5p``."""
    seen = sorted(set(tiles))[:3]
    names = [str(t) for t in seen]
    en = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    zh = "、".join(zh_tiles([t]) for t in seen)
    return (f"the {en}", zh)


def _verb(tiles) -> str:
    return "is" if len(set(tiles)) == 1 else "are"


# fans that hold only some tiles: (test, what an offending tile is not, what several are not,
# the same in Chinese)
TILE_FANS = {
    "all_green": (lambda t: t in GREEN, "green (23468 of bamboo, 发)", "green (23468 of bamboo, 发)",
                  "绿牌（23468条、发）"),
    "upper_tiles": (lambda t: not t.is_honor and t.rank >= 7, "a 7, 8 or 9", "7s, 8s or 9s",
                    "7、8、9"),
    "middle_tiles": (lambda t: not t.is_honor and 4 <= t.rank <= 6, "a 4, 5 or 6", "4s, 5s or 6s",
                     "4、5、6"),
    "lower_tiles": (lambda t: not t.is_honor and t.rank <= 3, "a 1, 2 or 3", "1s, 2s or 3s",
                    "1、2、3"),
    "upper_four": (lambda t: not t.is_honor and t.rank >= 6, "6 to 9", "6 to 9", "6至9"),
    "lower_four": (lambda t: not t.is_honor and t.rank <= 4, "1 to 4", "1 to 4", "1至4"),
    "all_simples": (lambda t: not t.is_terminal_or_honor, "a simple (2 to 8)",
                    "simples (2 to 8)", "中张（2至8）"),
    "no_honors": (lambda t: not t.is_honor, "a numbered tile", "numbered tiles", "序数牌"),
    "reversible_tiles": (lambda t: t in REVERSIBLE, "the same upside down", "the same upside down",
                         "推不倒的牌"),
    "all_honors": (lambda t: t.is_honor, "an honor", "honors", "字牌"),
    "all_terminals": (lambda t: not t.is_honor and t.rank in (1, 9), "a 1 or a 9", "1s or 9s",
                      "1或9"),
    "all_terminals_and_honors": (lambda t: t.is_terminal_or_honor, "a 1, a 9 or an honor",
                                 "1s, 9s or honors", "幺九牌"),
}


def _offenders(fan_id: str, tiles) -> tuple[str, str] | None:
    test, one, several, zh = TILE_FANS[fan_id]
    bad = [t for t in tiles if not test(t)]
    if not bad:
        return None
    who_en, who_zh = _list(bad)
    return f"{who_en} {_verb(bad)} not {one if len(set(bad)) == 1 else several}", f"{who_zh}不是{zh}"


def _groups(result: Result, kind=None):
    return [g for g in result.reading.groups if kind is None or g.kind == kind
            or (kind is KONG and g.kind == KONG)]


def _sets_text(groups) -> str:
    return " ".join(str(g) for g in groups) or "none"


def _pungs(result: Result):
    return [g for g in result.reading.groups if g.is_pung]


def _chows(result: Result):
    return [g for g in result.reading.groups if g.kind == CHOW]


def _wait_diagnosis(fan: Fan, result: Result) -> tuple[str, str]:
    hand = result.hand
    win = hand.winning
    before = hand.without_winning()
    found = waits(before, formal=True)
    group = next((g for g in result.reading.groups if g.winning), None)
    if len(found) > 1:
        others = [t for t in found if t != win]
        suit = [t for t in before.standing if t.suit == win.suit] or list(before.standing)
        part_en, part_zh = _both(suit)
        other_en = " and ".join(str(t) for t in others[:3])
        other_zh = "、".join(zh_tiles([t]) for t in others[:3])
        what_en = {"edge_wait": "an edge wait", "closed_wait": "a closed wait",
                   "single_wait": "a single wait"}[fan.id]
        return (f"{part_en} also waits on {other_en}: not {what_en}",
                f"{part_zh}还听{other_zh}，不是独听")
    if group is None or group.kind not in (CHOW, PAIR):
        where = str(group) if group is not None else "the hand"
        return (f"the winning {win} completes {where}, not a chow's edge or middle or the pair",
                f"和张{zh_tiles([win])}组成{where}，不是顺子的边张、坎张，也不是将")
    if fan.id == "single_wait":
        return (f"the winning {win} completes the chow {group}, not the pair",
                f"和张{zh_tiles([win])}组成顺子{group}，不是将")
    if group.kind == PAIR:
        return (f"the winning {win} completes the pair {group}, not a chow",
                f"和张{zh_tiles([win])}组成将{group}，不在顺子里")
    middle = win == group.tiles[1]
    if fan.id == "edge_wait":
        if middle:
            return (f"the winning {win} is the middle of {group}: a closed wait, not an edge",
                    f"和张{zh_tiles([win])}是{group}的中间张：坎张，不是边张")
        return (f"the winning {win} is at an end of {group} that could have waited on both sides",
                f"和张{zh_tiles([win])}在{group}的一端，这副顺子本可两头听")
    return (f"the winning {win} is at an end of {group}, not its middle",
            f"和张{zh_tiles([win])}在{group}的一端，不是中间张")


def _winning(fan: Fan, result: Result) -> tuple[str, str] | None:
    win, hand = result.win, result.hand
    melded = [m for m in hand.melds if not m.concealed]
    if fan.id == "self_drawn":
        return "the hand was won on a discard", "这手牌点和，不是自摸"
    if fan.id in ("concealed_hand", "fully_concealed_hand"):
        if melded:
            return (f"{melded[0]} was claimed: the hand is not concealed",
                    f"{melded[0]}是吃碰杠来的，不是门前清")
        if fan.id == "concealed_hand" and win.self_drawn:
            return ("the hand is concealed and self-drawn: that is 不求人, not 门前清",
                    "自摸和牌；没有吃碰又自摸，计不求人")
        return "the hand was won on a discard", "这手牌点和，不是自摸"
    if fan.id == "melded_hand":
        standing = [g for g in result.reading.groups if g.meld is None and g.kind != PAIR]
        if standing:
            return (f"{standing[0]} stands in the hand: not every set was claimed",
                    f"{standing[0]}是立牌，不是四副都吃碰而来")
        if win.self_drawn:
            return "the hand was self-drawn, not won on a discard", "这手牌自摸，不是点和"
        return None
    if fan.id == "last_tile":
        return ("the other three copies of the winning tile were not all in sight",
                "和张的其余三张没有全部亮明")
    if fan.id in ("last_tile_draw", "last_tile_claim"):
        if not win.wall_last:
            return "the winning tile was not the wall's last", "和张不是本盘最后一张"
        return (("the last tile was a discard" if fan.id == "last_tile_draw"
                 else "the last tile was self-drawn"),
                ("最后一张是别人打出的" if fan.id == "last_tile_draw" else "最后一张是自摸的"))
    if fan.id in ("out_with_replacement_tile", "robbing_the_kong"):
        if not win.about_kong:
            return "the winning tile did not come with a kong", "和张与杠无关"
        return (("the tile was robbed from a kong, not drawn after one"
                 if fan.id == "out_with_replacement_tile" else "the tile was drawn after a kong"),
                ("和张是抢来的杠牌，不是杠后补牌" if fan.id == "out_with_replacement_tile"
                 else "和张是杠后补的牌"))
    if fan.id in ("edge_wait", "closed_wait", "single_wait"):
        return _wait_diagnosis(fan, result)
    return None


def _suits(fan: Fan, result: Result) -> tuple[str, str] | None:
    tiles = result.hand.all_tiles
    if fan.id in TILE_FANS:
        return _offenders(fan.id, tiles)
    suits = Counter(t.suit for t in tiles if not t.is_honor)
    honors = [t for t in tiles if t.is_honor]
    if fan.id in ("full_flush", "half_flush"):
        main = suits.most_common(1)[0][0] if suits else "m"
        others = [t for t in tiles if not t.is_honor and t.suit != main]
        if others:
            who_en, who_zh = _list(others)
            return (f"{who_en} {_verb(others)} not {SUIT_EN[main]} like the rest",
                    f"{who_zh}与其余的牌不是同一花色（{SUIT_ZH[main]}）")
        if fan.id == "full_flush":
            who_en, who_zh = _list(honors)
            return f"{who_en} {_verb(honors)} an honor", f"{who_zh}是字牌"
        return ("no honor: one suit alone is 清一色, not 混一色", "没有字牌：只有一种花色是清一色")
    if fan.id == "one_voided_suit":
        return "the hand holds all three suits", "三种花色都有"
    if fan.id == "all_types":
        have = {"m": "characters", "s": "bamboo", "p": "dots"}
        missing = [name for s, name in have.items() if s not in suits]
        if not any(t.is_wind for t in tiles):
            missing.append("winds")
        if not any(t.is_dragon for t in tiles):
            missing.append("dragons")
        zh = {"characters": "万", "bamboo": "条", "dots": "饼", "winds": "风牌", "dragons": "箭牌"}
        return (f"no {' and no '.join(missing)}", f"缺{'、'.join(zh[m] for m in missing)}")
    return None


def _outside(fan: Fan, result: Result) -> tuple[str, str] | None:
    if fan.id in TILE_FANS:
        found = _offenders(fan.id, result.hand.all_tiles)
        if found:
            return found
    if result.reading.shape is SEVEN_PAIRS and fan.id == "all_even_pungs":
        return ("the hand is seven pairs, and neither preset counts 全双刻 on seven pairs (the "
                "rules are silent: open question R9)",
                "这手牌是七对；两种计法都不在七对上计全双刻（规则未作规定，见R9）")
    if result.reading.shape is not REGULAR and fan.id in ("all_even_pungs", "all_fives",
                                                          "outside_hand"):
        return (f"the hand is {result.reading.en}, not four sets and a pair",
                f"这手牌是{result.reading.zh}，不是四副牌组一对将")
    groups = result.reading.groups
    if fan.id == "all_even_pungs":
        chows = _chows(result)
        if chows:
            return f"{chows[0]} is a chow, not a pung", f"{chows[0]}是顺子，不是刻子"
        odd = [t for t in result.hand.all_tiles if t.is_honor or t.rank % 2]
        who_en, who_zh = _list(odd)
        return f"{who_en} {_verb(odd)} not even", f"{who_zh}不是双数"
    test = {"all_fives": lambda t: t.rank == 5,
            "outside_hand": lambda t: t.is_terminal_or_honor}.get(fan.id)
    if test is not None:
        bad = [g for g in groups if not any(test(t) for t in g.tiles)]
        what_en = "5" if fan.id == "all_fives" else "1, 9 or honor"
        what_zh = "5" if fan.id == "all_fives" else "幺九牌"
        if bad:
            return f"{bad[0]} holds no {what_en}", f"{bad[0]}中没有{what_zh}"
    if fan.id in ("all_terminals", "all_terminals_and_honors") and result.reading.shape is \
            SEVEN_PAIRS:
        return None  # tiles pass: another reason (the preset) keeps it out
    return None


def _special_shapes(fan: Fan, result: Result) -> tuple[str, str] | None:
    hand = result.hand
    counts = Counter(hand.concealed_tiles)
    if fan.zh in ("七对", "连七对"):
        if hand.melds:
            return (f"{hand.melds[0]} was declared: seven pairs has no melds",
                    f"{hand.melds[0]}已副露：七对不能吃碰杠")
        single = [t for t, n in counts.items() if n % 2]
        if single:
            who_en, who_zh = _list(single)
            return f"{who_en} {_verb(single)} not in a pair", f"{who_zh}不成对"
        return ("the pairs are not seven numbers in a row of one suit",
                "七个对子不是同一花色的七个连续数字")
    if fan.zh == "十三幺":
        if hand.melds:
            return f"{hand.melds[0]} was declared", f"{hand.melds[0]}已副露"
        missing = [TILES[i] for i in ORPHANS if not counts[TILES[i]]]
        if missing:
            who_en, who_zh = _list(missing)
            return f"no {who_en[4:]}", f"缺{who_zh}"
        bad = [t for t in counts if not t.is_terminal_or_honor]
        who_en, who_zh = _list(bad)
        return f"{who_en} {_verb(bad)} not a terminal or an honor", f"{who_zh}不是幺九牌"
    if fan.id == "nine_gates":
        return ("the standing tiles before the win are not 1112345678999 of one suit",
                "和牌前的立牌不是同一花色的1112345678999")
    if fan.id == "chicken_hand":
        top = next((c for c in result.fans if c.fan.zh != "花牌"), None)
        if top is not None:
            return (f"the hand counts {top.fan.zh} {top.fan.en}", f"这手牌计{top.fan.zh}")
    if fan.id == "flower_tiles":
        return "no flowers", "没有花牌"
    return None


def _honors(fan: Fan, result: Result) -> tuple[str, str] | None:
    pungs = _pungs(result)
    win = result.win
    if fan.id == "dragon_pung":
        pair = [g for g in result.reading.groups if g.kind == PAIR and g.tiles[0].is_dragon]
        if pair:
            return (f"{pair[0]} is a pair, not a pung", f"{pair[0]}是将，不是刻子")
        return "no pung of 中, 发 or 白", "没有中、发、白的刻子"
    if fan.id in ("prevalent_wind", "seat_wind"):
        w = win.prevalent_wind if fan.id == "prevalent_wind" else win.seat_wind
        whose_en = "the round's wind" if fan.id == "prevalent_wind" else "the seat wind"
        whose_zh = "圈风" if fan.id == "prevalent_wind" else "门风"
        return (f"{whose_en} is {w}: no pung of {w}", f"{whose_zh}是{zh_tiles([w])}，没有{zh_tiles([w])}的刻子")
    dragons = [g for g in pungs if g.tiles[0].is_dragon]
    winds = [g for g in pungs if g.tiles[0].is_wind]
    if fan.id in ("two_dragon_pungs", "big_three_dragons", "little_three_dragons"):
        return (f"dragon pungs here: {_sets_text(dragons)}", f"这手牌的箭刻：{_sets_text(dragons)}")
    if fan.id in ("big_three_winds", "big_four_winds", "little_four_winds"):
        return (f"wind pungs here: {_sets_text(winds)}", f"这手牌的风刻：{_sets_text(winds)}")
    if fan.id == "all_honors":
        return _offenders("all_honors", result.hand.all_tiles)
    return None


def _pungs_family(fan: Fan, result: Result) -> tuple[str, str] | None:
    pungs = _pungs(result)
    kongs = [g for g in pungs if g.kind == KONG]
    if fan.id == "all_pungs":
        chows = _chows(result)
        if chows:
            return f"{chows[0]} is a chow", f"{chows[0]}是顺子"
        return (f"the hand is {result.reading.en}, not four sets and a pair",
                f"这手牌是{result.reading.zh}，不是四副牌组一对将")
    if fan.id in ("two_concealed_pungs", "three_concealed_pungs", "four_concealed_pungs"):
        hidden = [g for g in pungs if g.concealed]
        shown = [g for g in pungs if not g.concealed]
        en = f"concealed pungs here: {_sets_text(hidden)}"
        zh = f"这手牌的暗刻：{_sets_text(hidden)}"
        if shown:
            en += f"; {_sets_text(shown)} {'is' if len(shown) == 1 else 'are'} melded"
            zh += f"；{_sets_text(shown)}是明刻"
        return en, zh
    if fan.id in ("melded_kong", "concealed_kong", "two_melded_kongs", "two_concealed_kongs",
                  "three_kongs", "four_kongs", "concealed_and_melded_kong"):
        return (f"kongs here: {_sets_text(kongs)}", f"这手牌的杠：{_sets_text(kongs)}")
    if fan.id == "tile_hog":
        return ("no tile has all four copies in the sets and pair outside a kong",
                "没有四张相同的牌分在牌组和将中使用（不开杠）")
    if fan.id == "pung_of_terminals_or_honors":
        return ("no pung of 1s, 9s or honors", "没有幺九刻")
    if fan.combo:
        return (f"the pungs here: {_sets_text(pungs)}", f"这手牌的刻子：{_sets_text(pungs)}")
    return None


def _chows_family(fan: Fan, result: Result) -> tuple[str, str] | None:
    chows = _chows(result)
    if fan.id == "all_chows":
        pungs = _pungs(result)
        if pungs:
            return f"{pungs[0]} is a pung, not a chow", f"{pungs[0]}是刻子，不是顺子"
        pair = next((g for g in result.reading.groups if g.kind == PAIR), None)
        if pair is not None and pair.tiles[0].is_honor:
            return f"the pair {pair} is of honors", f"将{pair}是字牌"
        return (f"the hand is {result.reading.en}, not four chows and a pair",
                f"这手牌是{result.reading.zh}，不是四副顺子一对将")
    found = _chow_pattern(fan, chows, result)
    if found is not None:
        return found
    return (f"the chows here: {_sets_text(chows)}", f"这手牌的顺子：{_sets_text(chows)}")


def _start(g) -> tuple[int, str]:
    """A chow's first rank and its suit."""
    return g.tiles[0].rank, g.tiles[0].suit


def _chow_pattern(fan: Fan, chows, result: Result) -> tuple[str, str] | None:
    """The nearest miss of a fan made of chows: which chow, suit or pair is missing."""
    starts = [_start(g) for g in chows]
    here = _sets_text(chows)
    suits = {suit for _, suit in starts}
    if not chows:
        return ("the hand has no chow", "这手牌没有顺子")
    if fan.id == "short_straight":  # 连六: two chows of one suit, the second starting 3 higher
        same = [(a, b) for i, a in enumerate(chows) for b in chows[i + 1:]
                if _start(a)[1] == _start(b)[1] and _start(a) != _start(b)]
        if not same:
            return (f"no two different chows of one suit: {here}", f"没有同一花色、不同的两副顺子：{here}")
        a, b = sorted(same[0], key=_start)
        need = _start(a)[0] + 3
        return (f"{a} and {b} do not run on: after {a} a 连六 needs the chow starting at "
                f"{need}{_start(a)[1]}" if need <= 7 else f"{a} and {b} do not make six in a row",
                f"{a}与{b}不相连：连六要{a}后接从{zh_tiles([Tile(str(need) + _start(a)[1])])}起的顺子"
                if need <= 7 else f"{a}与{b}不成六张相连")
    if fan.id in ("two_terminal_chows", "three_suited_terminal_chows", "pure_terminal_chows"):
        low = {suit for rank, suit in starts if rank == 1}
        high = {suit for rank, suit in starts if rank == 7}
        both = sorted(low & high)
        if fan.id == "two_terminal_chows" or not both:
            if low - high:
                s_ = sorted(low - high)[0]
                return (f"123{s_} has no 789{s_} beside it", f"有123{SUIT_ZH[s_]}而没有789{SUIT_ZH[s_]}")
            if high - low:
                s_ = sorted(high - low)[0]
                return (f"789{s_} has no 123{s_} beside it", f"有789{SUIT_ZH[s_]}而没有123{SUIT_ZH[s_]}")
            if not both:
                return (f"no chow 123 or 789: {here}", f"没有123或789的顺子：{here}")
        pair = next((g for g in result.reading.groups if g.kind == PAIR), None)
        if fan.id == "three_suited_terminal_chows":
            if len(both) < 2:
                return (f"123 with 789 in one suit only ({both[0]}): 三色双龙会 needs them in two "
                        "suits", f"只有{SUIT_ZH[both[0]]}有123与789：三色双龙会要两种花色各有一对")
            third = next(x for x in "mps" if x not in both)
            if pair is None or pair.tiles[0] != Tile(f"5{third}"):
                return (f"the pair is {pair}, not 5{third} of the third suit",
                        f"将是{pair}，不是第三种花色的5{SUIT_ZH[third]}")
        if fan.id == "pure_terminal_chows":
            s_ = both[0]
            if Counter(starts)[(1, s_)] < 2 or Counter(starts)[(7, s_)] < 2:
                return (f"123{s_} and 789{s_} are not both there twice: {here}",
                        f"123{SUIT_ZH[s_]}与789{SUIT_ZH[s_]}没有各两副：{here}")
            if pair is None or pair.tiles[0] != Tile(f"5{s_}"):
                return (f"the pair is {pair}, not 5{s_}", f"将是{pair}，不是5{SUIT_ZH[s_]}")
        return None
    if fan.id in ("pure_straight", "mixed_straight"):
        if fan.id == "pure_straight":
            best = max(sorted(suits), key=lambda x: len({r for r, s_ in starts if s_ == x and r in (1, 4, 7)}))
            missing = [f"{r}{r + 1}{r + 2}{best}" for r in (1, 4, 7) if (r, best) not in starts]
            if not missing:
                return None
            return (f"for 123-456-789 in {SUIT_EN[best]} the hand lacks {' and '.join(missing)}",
                    f"{SUIT_ZH[best]}要123、456、789，缺{'、'.join(missing)}")
        by_rank = {r: sorted({s_ for rr, s_ in starts if rr == r}) for r in (1, 4, 7)}
        missing = [f"{r}{r + 1}{r + 2}" for r, found in by_rank.items() if not found]
        if missing:
            return (f"no chow {' or '.join(missing)} in any suit", f"没有{'、'.join(missing)}的顺子")
        return (f"123, 456 and 789 are not in three different suits: {here}",
                f"123、456、789不是三种花色各一副：{here}")
    if fan.id in ("pure_double_chow", "pure_triple_chow", "quadruple_chow", "mixed_double_chow",
                  "mixed_triple_chow"):
        need = {"pure_double_chow": 2, "pure_triple_chow": 3, "quadruple_chow": 4,
                "mixed_double_chow": 2, "mixed_triple_chow": 3}[fan.id]
        if fan.id.startswith("mixed"):
            most = max(len({s_ for r, s_ in starts if r == rank}) for rank, _ in starts)
            return ((f"no {need} chows of the same numbers in {need} suits: {here}",
                     f"没有{need}种花色的同样顺子：{here}") if most < need else None)
        most = max(Counter(starts).values())
        return ((f"no {need} identical chows: {here}", f"没有{need}副相同的顺子：{here}")
                if most < need else None)
    if fan.id in ("pure_shifted_chows", "four_pure_shifted_chows", "mixed_shifted_chows"):
        return (f"no chows stepping up one or two at a time as the fan needs: {here}",
                f"没有按一或二依次递增的顺子：{here}")
    return None


FAMILY = {"winning": _winning, "suits": _suits, "outside": _outside, "honors": _honors,
          "pungs": _pungs_family, "chows": _chows_family}


def breaks(fan, result: Result) -> tuple[str, str]:
    """(English, 中文): what in ``result``'s hand breaks ``fan`` (a fan it does not have); for a
    fan it has, that it counts, or why it is not counted."""
    en, zh = _breaks(named(fan), as_result(result, "breaks()"))
    return en, zh_written(zh)


def _breaks(fan: Fan, result: Result) -> tuple[str, str]:
    if fan in {c.fan for c in result.fans}:
        return f"the hand has it: {fan.en} counts", f"这手牌有{fan.zh}，计番"
    struck = [e for e in result.excluded if e.fan == fan]
    if struck:
        return (f"the hand has it, but {struck[0].reason}",
                f"这手牌有{fan.zh}，但{struck[0].reason_zh.removeprefix('这手牌')}")
    found = _special_shapes(fan, result)
    if found is None and fan.family in FAMILY:
        found = FAMILY[fan.family](fan, result)
    if found is None:
        en, zh = needs(fan)
        return (f"it needs {en}", f"需要{zh}")
    return found


__all__ = ["breaks"]  # zh_tiles is a helper of the feedback
