"""The words mjlib writes, Chinese and English, in one place: the text report, the figures and
the widgets all take their names of melds, of who discarded a tile, and their headings from here.
"""

from __future__ import annotations

from .hand import CHOW, KONG, PUNG
from .vocabulary import chinese

FROM_ZH = {1: "上家", 2: "对家", 3: "下家"}   # who discarded the claimed tile, by offer digit
FROM_EN = {1: "left", 2: "across", 3: "right"}



HEAD = {
    "counted": ("计分", "counted"),
    "excluded": ("不计", "not counted"),
    "total": ("合计", "total"),
    "minimum": ("起和番", "8-fan minimum"),
    "reaches": ("已达8番起和", "reaches the 8-fan minimum"),
    "short": ("不足8番", "short of the 8-fan minimum"),
    "flowers": ("花牌", "flowers"),
    "win": ("和张", "winning tile"),
    "chosen": ("采用", "CHOSEN"),
    "reading": ("拆法", "reading"),
    "by": ("因", "by"),
    "only_here": ("仅见于此拆法", "only in this reading"),
    "standing": ("手牌", "standing"),
    "fan": ("番种", "fan"),
    "points": ("番", "points"),
    "sets": ("牌组", "sets"),
    "the_reading": ("所取拆法", "the chosen reading"),
    "removes": ("不计", "removes"),
    "other_family": ("他系番种", "fan of another family"),
    "no_combination": ("此拆法中没有由几副牌组合而成的番种",
                       "No fan of this reading combines two or more sets."),
    "combinations": ("牌组之间的番种", "fans between sets"),
    "family_map": ("不计关系图", "what removes what"),
    "one_only": ("只去一副", "one only"),
    "melded": ("明", "melded"),
    "concealed": ("暗", "concealed"),
    "discard": ("点和", "won on a discard"),
    "self_drawn": ("自摸", "self-drawn"),
    "elsewhere": ("见于其他拆法", "from another reading"),
}

GROUP = {
    "chow": ("顺子", "chow"),
    "pung": ("刻子", "pung"),
    "kong": ("杠", "kong"),
    "pair": ("将", "pair"),
    "seven_pair": ("对子", "pair"),
    "knitted": ("组合龙", "knitted"),
    "singles": ("单张", "singles"),
    "melded_chow": ("吃", "melded chow"),
    "melded_pung": ("碰", "melded pung"),
    "concealed_pung": ("暗刻", "concealed pung"),
    "pung_on_discard": ("明刻", "pung on discard"),
    "concealed_kong": ("暗杠", "concealed kong"),
    "melded_kong": ("明杠", "melded kong"),
    "added_kong": ("加杠", "added kong"),
}




def meld_name(m) -> tuple[str, str]:
    """(中文, English) short name of a declared meld: 吃, 碰, 暗杠, 明杠, 加杠."""
    if m.kind == CHOW:
        return GROUP["melded_chow"]
    if m.kind == PUNG:
        return GROUP["melded_pung"]
    if m.offer == 0:
        return GROUP["concealed_kong"]
    return GROUP["added_kong"] if m.added else GROUP["melded_kong"]


def meld_words(m) -> tuple[str, str]:
    """(中文, English) of a declared meld with where its claimed tile came from."""
    zh, en = meld_name(m)
    if m.kind == CHOW:
        return f"{zh} · {FROM_ZH[1]}", f"chow, tile {m.offer} claimed from left"
    if m.kind == KONG and m.offer == 0:
        return zh, en
    whom_zh, whom_en = FROM_ZH[m.offer], FROM_EN[m.offer]
    if m.added:
        return f"{zh} · {whom_zh}", f"added kong, pung from {whom_en}"
    return f"{zh} · {whom_zh}", f"{'pung' if m.kind == PUNG else 'kong'} from {whom_en}"


def meld_sentence(m) -> str:
    """'吃 chow 567m, 2nd tile claimed', '碰 pung 999s from 下家 right' and the like; in Chinese
    alone when mjlib writes Chinese ('吃 567m，吃进第2张', '碰 999s，碰下家')."""
    from .tiles import format_tiles

    zh, tiles = meld_name(m)[0], format_tiles(m.tiles)
    if chinese():
        if m.kind == CHOW:
            return f"{zh} {tiles}，吃进第{m.offer}张"
        if m.kind == KONG and m.offer == 0:
            return f"{zh} {tiles}"
        whom = FROM_ZH[m.offer]
        if m.kind == PUNG or m.added:
            return f"{zh} {tiles}，碰{whom}"
        return f"{zh} {tiles}，杠{whom}"
    if m.kind == CHOW:
        nth = {1: "1st", 2: "2nd", 3: "3rd"}[m.offer]
        return f"{zh} chow {tiles}, {nth} tile claimed"
    if m.kind == KONG and m.offer == 0:
        return f"{zh} concealed kong {tiles}"
    whom = f"{FROM_ZH[m.offer]} {FROM_EN[m.offer]}"
    if m.kind == PUNG:
        return f"{zh} pung {tiles} from {whom}"
    if m.added:
        return f"{zh} added kong {tiles}, pung from {whom}"
    return f"{zh} kong {tiles} from {whom}"


def meld_label(m) -> str:
    """A meld's short label under its tiles: '碰 上家 left', '暗杠 concealed', '吃 chow (2)'; in
    Chinese alone when mjlib writes Chinese: '碰 上家', '暗杠', '吃（2）'."""
    zh = meld_name(m)[0]
    if chinese():
        if m.kind == CHOW:
            return f"{zh}（{m.offer}）"
        if m.kind == KONG and m.offer == 0:
            return zh
        return f"{zh} {FROM_ZH[m.offer]}"
    if m.kind == CHOW:
        return f"{zh} chow ({m.offer})"
    if m.kind == KONG and m.offer == 0:
        return f"{zh} concealed"
    return f"{zh} {FROM_ZH[m.offer]} {FROM_EN[m.offer]}"


__all__ = ["HEAD", "GROUP", "FROM_ZH", "FROM_EN", "meld_name", "meld_words",
           "meld_sentence", "meld_label"]
