"""Reference scores from pymahjonggb (``MahjongGB``), an independent C++ MCR engine.

``reference_score(case)`` takes a case in mjlib's notation (a :class:`mjlib.practice.deal.Case`, or a
dict of the hand string and the win context's keywords) and returns ``(total, {fan name: points})`` with mjlib's fan names.
"""
from __future__ import annotations

import re

from MahjongGB import MahjongFanCalculator

# The 81 fans of the rule book (花牌 included), highest value first.
FAN_NAMES = (
    "大四喜", "大三元", "绿一色", "九莲宝灯", "四杠", "连七对", "十三幺",
    "清幺九", "小四喜", "小三元", "字一色", "四暗刻", "一色双龙会",
    "一色四同顺", "一色四节高",
    "一色四步高", "三杠", "混幺九",
    "七对", "七星不靠", "全双刻", "清一色", "一色三同顺", "一色三节高", "全大", "全中", "全小",
    "清龙", "三色双龙会", "一色三步高", "全带五", "三同刻", "三暗刻",
    "全不靠", "组合龙", "大于五", "小于五", "三风刻",
    "花龙", "推不倒", "三色三同顺", "三色三节高", "无番和", "妙手回春", "海底捞月", "杠上开花", "抢杠和",
    "双暗杠", "碰碰和", "混一色", "三色三步高", "五门齐", "全求人", "双箭刻",
    "全带幺", "不求人", "双明杠", "和绝张",
    "箭刻", "圈风刻", "门风刻", "门前清", "平和", "四归一", "双同刻", "双暗刻", "暗杠", "断幺",
    "一般高", "喜相逢", "连六", "老少副", "幺九刻", "明杠", "缺一门", "无字", "边张", "坎张", "单钓将", "自摸",
    "花牌",
)
# Fans the reference knows beyond the 81 (one concealed plus one claimed kong, 5 points).
EXTRA_FANS = ("明暗杠",)

RENAMES = {"独听・边张": "边张", "独听・嵌张": "坎张", "独听・单钓": "单钓将"}
WINDS = "ESWN"
_SUIT_CODES = {"m": "W", "s": "T", "p": "B"}
_HONOR_CODES = {"E": "F1", "S": "F2", "W": "F3", "N": "F4", "C": "J1", "F": "J2", "P": "J3"}
_MELD = re.compile(r"\[(\d+[msp]|[ESWNCFP]+)(\d?)\]")
_STANDING = re.compile(r"(?:\d+[msp]|[ESWNCFP])+")
_GROUP = re.compile(r"(\d+)([msp])|([ESWNCFP])")


def tile_codes(text: str) -> list[str]:
    """``"45m6pE"`` -> ``["W4", "W5", "B6", "F1"]``."""
    codes = []
    for digits, suit, honor in _GROUP.findall(text):
        codes += [_HONOR_CODES[honor]] if honor else [_SUIT_CODES[suit] + d for d in digits]
    return codes


def _pack(codes: list[str], digit: str) -> tuple[str, str, int]:
    """One bracketed meld as a binding pack ``(type, tile, offer)``."""
    d = int(digit) if digit else None
    if len(codes) == 4 and len(set(codes)) == 1:
        if d is None:
            return ("GANG", codes[0], 0)
        if d in (1, 2, 3, 5, 6, 7):
            return ("GANG", codes[0], d if d < 4 else d - 4)
    elif len(codes) == 3 and len(set(codes)) == 1 and d in (None, 1, 2, 3):
        return ("PENG", codes[0], d or 1)
    elif len(codes) == 3 and d in (None, 1, 2, 3):
        suits = {c[0] for c in codes}
        ranks = sorted(int(c[1]) for c in codes)
        if len(suits) == 1 and suits <= {"W", "T", "B"} and ranks == list(range(ranks[0], ranks[0] + 3)):
            return ("CHI", f"{codes[0][0]}{ranks[1]}", d or 1)
    raise ValueError(f"bad meld {codes} {digit!r}")


def parse(hand: str) -> tuple[tuple, tuple, str]:
    """Hand string -> (packs, standing tiles without the winning tile, winning tile)."""
    packs, rest = [], hand
    while rest.startswith("["):
        m = _MELD.match(rest)
        if m is None:
            raise ValueError(f"bad meld in {hand!r}")
        packs.append(_pack(tile_codes(m.group(1)), m.group(2)))
        rest = rest[m.end():]
    if not _STANDING.fullmatch(rest):
        raise ValueError(f"bad standing tiles in {hand!r}")
    tiles = tile_codes(rest)
    return tuple(packs), tuple(tiles[:-1]), tiles[-1]


def pack_tiles(pack: tuple[str, str, int]) -> list[str]:
    """All tile codes of a binding pack (a chow is given by its middle tile)."""
    kind, code, _ = pack
    if kind == "CHI":
        return [f"{code[0]}{int(code[1]) + d}" for d in (-1, 0, 1)]
    return [code] * (4 if kind == "GANG" else 3)


def plain(case) -> dict:
    """A case as the plain dict the reference is driven from: ``{"hand": notation, and the win
    context's keywords}``, from a :class:`mjlib.practice.deal.Case` or such a dict."""
    if isinstance(case, dict):
        return case
    return {"hand": str(case.hand), **case.win.keywords()}


def reference_fans(case) -> tuple:
    """Raw verbose output: ``((points_each, count, name_zh, name_en), ...)``; TypeError if rejected."""
    case = plain(case)
    packs, standing, win = parse(case["hand"])
    return MahjongFanCalculator(
        pack=packs, hand=standing, winTile=win, flowerCount=case["flowers"],
        isSelfDrawn=case["self_drawn"], is4thTile=case["fourth_tile"],
        isAboutKong=case["about_kong"], isWallLast=case["wall_last"],
        seatWind=WINDS.index(case["seat_wind"]), prevalentWind=WINDS.index(case["prevalent_wind"]),
        verbose=True,
    )


def reference_score(case) -> tuple[int, dict[str, int]]:
    """(total, {fan name: points for that fan}); 花牌 scores one point per flower."""
    fans: dict[str, int] = {}
    for each, count, name, _ in reference_fans(case):
        name = RENAMES.get(name, name)
        fans[name] = fans.get(name, 0) + each * count
    return sum(fans.values()), fans
