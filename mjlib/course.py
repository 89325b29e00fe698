"""Where the course teaches each fan: the notebook and the section heading.

``SECTIONS[fan id] = (notebook file stem, heading)``; the heading is the markdown heading's text
as the notebook source writes it. :func:`section` gives the notebook, the heading and a link that
opens the notebook at that heading in JupyterLab (``<stem>.ipynb#<heading, spaces as ->``).
A test checks every entry against the notebooks, so an edited heading shows up here at once.
"""

from __future__ import annotations

from typing import NamedTuple

from .fans import Fan

HONORS = "03-score-honor-fans"
CHOWS = "04a-score-chow-pair-fans"
BIG_CHOWS = "04b-score-big-chow-fans"
PUNGS = "05a-score-pung-fans"
KONGS = "05b-score-kong-fans"
PAIRS = "06-score-seven-pairs"
SUITS = "07-score-suit-fans"
OUTSIDE = "08-score-outside-fans"
KNITTED = "09-score-knitted-hands"
WINNING = "10a-score-how-the-tile-came"
LAST_TILES = "10b-score-kongs-and-last-tiles"
WAITS = "10c-score-the-waits"
SPECIAL = "11-score-special-fans"
# one section of 05a teaches three small pung fans on one hand
PUNGS_SMALL = ("碰碰和 All Pungs (6), 双同刻 Double Pung (2) and 幺九刻 Pung of Terminals or Honors "
               "(1)")

SECTIONS: dict[str, tuple[str, str]] = {
    # 03-score-honor-fans
    "big_four_winds": (HONORS, "大四喜 Big Four Winds (88)"),
    "big_three_dragons": (HONORS, "大三元 Big Three Dragons (88)"),
    "little_four_winds": (HONORS, "小四喜 Little Four Winds (64)"),
    "little_three_dragons": (HONORS, "小三元 Little Three Dragons (64)"),
    "all_honors": (HONORS, "字一色 All Honors (64)"),
    "big_three_winds": (HONORS, "三风刻 Big Three Winds (12)"),
    "two_dragon_pungs": (HONORS, "双箭刻 Two Dragon Pungs (6)"),
    "dragon_pung": (HONORS, "箭刻 Dragon Pung (2)"),
    "prevalent_wind": (HONORS, "圈风刻 Prevalent Wind (2) and 门风刻 Seat Wind (2)"),
    "seat_wind": (HONORS, "圈风刻 Prevalent Wind (2) and 门风刻 Seat Wind (2)"),
    # 04a-score-chow-pair-fans and 04b-score-big-chow-fans
    "pure_terminal_chows": (BIG_CHOWS, "一色双龙会 Pure Terminal Chows (64)"),
    "quadruple_chow": (BIG_CHOWS, "一色四同顺 Quadruple Chow (48)"),
    "four_pure_shifted_chows": (BIG_CHOWS, "一色四步高 Four Pure Shifted Chows (32)"),
    "pure_triple_chow": (BIG_CHOWS, "一色三同顺 Pure Triple Chow (24)"),
    "pure_straight": (BIG_CHOWS, "清龙 Pure Straight (16)"),
    "three_suited_terminal_chows": (BIG_CHOWS, "三色双龙会 Three-Suited Terminal Chows (16)"),
    "pure_shifted_chows": (BIG_CHOWS, "一色三步高 Pure Shifted Chows (16)"),
    "mixed_straight": (BIG_CHOWS, "花龙 Mixed Straight (8)"),
    "mixed_triple_chow": (BIG_CHOWS, "三色三同顺 Mixed Triple Chow (8)"),
    "mixed_shifted_chows": (BIG_CHOWS, "三色三步高 Mixed Shifted Chows (6)"),
    "all_chows": (CHOWS, "平和 All Chows (2)"),
    "pure_double_chow": (CHOWS, "一般高 Pure Double Chow (1)"),
    "mixed_double_chow": (CHOWS, "喜相逢 Mixed Double Chow (1)"),
    "short_straight": (CHOWS, "连六 Short Straight (1)"),
    "two_terminal_chows": (CHOWS, "老少副 Two Terminal Chows (1)"),
    # 05a-score-pung-fans
    "four_concealed_pungs": (PUNGS, "四暗刻 Four Concealed Pungs (64)"),
    "four_pure_shifted_pungs": (PUNGS, "一色四节高 Four Pure Shifted Pungs (48)"),
    "pure_shifted_pungs": (PUNGS, "一色三节高 Pure Shifted Pungs (24)"),
    "triple_pung": (PUNGS, "三同刻 Triple Pung (16)"),
    "three_concealed_pungs": (PUNGS, "三暗刻 Three Concealed Pungs (16): concealed or exposed?"),
    "mixed_shifted_pungs": (PUNGS, "三色三节高 Mixed Shifted Pungs (8)"),
    "all_pungs": (PUNGS, PUNGS_SMALL),
    "tile_hog": (PUNGS, "四归一 Tile Hog (2)"),
    "double_pung": (PUNGS, PUNGS_SMALL),
    "two_concealed_pungs": (PUNGS, "双暗刻 Two Concealed Pungs (2)"),
    "pung_of_terminals_or_honors": (PUNGS, PUNGS_SMALL),
    # 05b-score-kong-fans
    "four_kongs": (KONGS, "四杠 Four Kongs (88)"),
    "three_kongs": (KONGS, "三杠 Three Kongs (32)"),
    "two_concealed_kongs": (KONGS, "双暗杠 Two Concealed Kongs (8)"),
    "two_melded_kongs": (KONGS, "双明杠 Two Melded Kongs (4)"),
    "concealed_kong": (KONGS, "暗杠 Concealed Kong (2)"),
    "melded_kong": (KONGS, "明杠 Melded Kong (1)"),
    "concealed_and_melded_kong": (KONGS, "明暗杠 Concealed Kong and Melded Kong (5, common practice only)"),
    # 06-score-seven-pairs
    "seven_shifted_pairs": (PAIRS, "连七对 Seven Shifted Pairs (88)"),
    "seven_pairs": (PAIRS, "七对 Seven Pairs (24)"),
    # 07-score-suit-fans
    "all_green": (SUITS, "绿一色 All Green (88)"),
    "full_flush": (SUITS, "清一色 Full Flush (24)"),
    "upper_tiles": (SUITS, "全大 Upper Tiles (24)"),
    "middle_tiles": (SUITS, "全中 Middle Tiles (24)"),
    "lower_tiles": (SUITS, "全小 Lower Tiles (24)"),
    "upper_four": (SUITS, "大于五 Upper Four (12)"),
    "lower_four": (SUITS, "小于五 Lower Four (12)"),
    "reversible_tiles": (SUITS, "推不倒 Reversible Tiles (8)"),
    "half_flush": (SUITS, "混一色 Half Flush (6)"),
    "all_types": (SUITS, "五门齐 All Types (6)"),
    "all_simples": (SUITS, "断幺 All Simples (2)"),
    "one_voided_suit": (SUITS, "缺一门 One Voided Suit (1)"),
    "no_honors": (SUITS, "无字 No Honors (1)"),
    # 08-score-outside-fans
    "all_terminals": (OUTSIDE, "清幺九 All Terminals (64)"),
    "all_terminals_and_honors": (OUTSIDE, "混幺九 All Terminals and Honors (32)"),
    "all_even_pungs": (OUTSIDE, "全双刻 All Even Pungs (24)"),
    "all_fives": (OUTSIDE, "全带五 All Fives (16)"),
    "outside_hand": (OUTSIDE, "全带幺 Outside Hand (4)"),
    # 09-score-knitted-hands
    "thirteen_orphans": (KNITTED, "十三幺 Thirteen Orphans (88)"),
    "greater_honors_and_knitted_tiles": (KNITTED, "七星不靠 Greater Honors and Knitted Tiles (24)"),
    "lesser_honors_and_knitted_tiles": (KNITTED, "全不靠 Lesser Honors and Knitted Tiles (12)"),
    "knitted_straight": (KNITTED, "组合龙 Knitted Straight (12)"),
    # 10a-score-how-the-tile-came, 10b-score-kongs-and-last-tiles, 10c-score-the-waits
    "last_tile_draw": (LAST_TILES, "妙手回春 Last Tile Draw (8)"),
    "last_tile_claim": (LAST_TILES, "海底捞月 Last Tile Claim (8)"),
    "out_with_replacement_tile": (LAST_TILES, "杠上开花 Out with Replacement Tile (8)"),
    "robbing_the_kong": (LAST_TILES, "抢杠和 Robbing the Kong (8)"),
    "melded_hand": (WINNING, "全求人 Melded Hand (6)"),
    "fully_concealed_hand": (WINNING, "不求人 Fully Concealed Hand (4)"),
    "last_tile": (LAST_TILES, "和绝张 Last Tile (4)"),
    "concealed_hand": (WINNING, "门前清 Concealed Hand (2)"),
    "edge_wait": (WAITS, "边张 Edge Wait (1)"),
    "closed_wait": (WAITS, "坎张 Closed Wait (1)"),
    "single_wait": (WAITS, "单钓将 Single Wait (1)"),
    "self_drawn": (WINNING, "自摸 Self-Drawn (1)"),
    # 11-score-special-fans
    "nine_gates": (SPECIAL, "九莲宝灯 Nine Gates (88)"),
    "chicken_hand": (SPECIAL, "无番和 Chicken Hand (8)"),
    "flower_tiles": (SPECIAL, "花牌 Flower Tiles (1 each)"),
}


class Section(NamedTuple):
    notebook: str   # the file stem, e.g. "04b-score-big-chow-fans"
    heading: str    # e.g. "清龙 Pure Straight (16)"

    @property
    def link(self) -> str:
        """A relative link that opens the notebook at the heading in JupyterLab."""
        return f"{self.notebook}.ipynb#{self.heading.replace(' ', '-')}"


def section(fan: Fan) -> Section:
    """The notebook section that teaches ``fan``."""
    return Section(*SECTIONS[fan.id])
