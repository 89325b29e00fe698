"""What each fan needs, in one short sentence (English, Chinese): the exercises say it when a
learner ticks a fan the hand does not have.

``NEEDS[fan id] = (English, 中文)``; :func:`needs` takes a Fan. A "set" is a chow, a pung or a
kong; a pung may always be a kong unless the sentence says otherwise.
"""

from __future__ import annotations

from ..fans import Fan, named

NEEDS: dict[str, tuple[str, str]] = {
    # 字牌系列 honors
    "big_four_winds": ("a pung or kong of each of the four winds",
                       "东南西北四种风牌各一副刻子（杠）"),
    "big_three_dragons": ("a pung or kong of each of the three dragons 中 发 白",
                          "中、发、白三种箭牌各一副刻子（杠）"),
    "little_four_winds": ("pungs or kongs of three winds and a pair of the fourth wind",
                          "三种风牌的刻子（杠），第四种风牌作将"),
    "little_three_dragons": ("pungs or kongs of two dragons and a pair of the third dragon",
                             "两种箭牌的刻子（杠），第三种箭牌作将"),
    "all_honors": ("pungs and a pair of honor tiles (winds and dragons) only, or seven pairs "
                   "of them (R9)",
                   "每副刻子（杠）和将牌都是字牌，或由字牌组成七对（R9）"),
    "big_three_winds": ("pungs or kongs of three of the four winds",
                        "三种风牌的刻子（杠）"),
    "two_dragon_pungs": ("pungs or kongs of two of the three dragons",
                         "两种箭牌的刻子（杠）"),
    "dragon_pung": ("a pung or kong of one dragon: 中, 发 or 白",
                    "一副中、发或白的刻子（杠）"),
    "prevalent_wind": ("a pung or kong of the wind of the round (the prevalent wind)",
                       "圈风那张风牌的刻或杠"),
    "seat_wind": ("a pung or kong of the player's own seat wind",
                  "自己门风那张风牌的刻或杠"),
    # 序数牌系列 chows
    "pure_terminal_chows": ("123 twice and 789 twice in one suit, with a pair of that suit's 5",
                            "一种花色：123两副、789两副，该花色的5为将"),
    "quadruple_chow": ("four identical chows of one suit",
                       "一样的顺子四副，同一花色"),
    "four_pure_shifted_chows": ("four chows of one suit, each starting one higher than the last "
                                "(or each two higher)",
                                "同一花色四副顺子，起点依次递增一或依次递增二"),
    "pure_triple_chow": ("three identical chows of one suit",
                         "一样的顺子三副，同一花色"),
    "pure_straight": ("the chows 123, 456 and 789 all in one suit",
                      "一种花色里顺子123、456、789都有"),
    "three_suited_terminal_chows": ("123 and 789 in each of two suits, and a pair of 5 in the "
                                    "third suit",
                                    "两种花色各有123和789，第三种花色的5作将"),
    "pure_shifted_chows": ("three chows of one suit, each starting one higher than the last "
                           "(or each two higher)",
                           "同一花色三副顺子，起点依次递增一或依次递增二"),
    "mixed_straight": ("the chows 123, 456 and 789, each in a different suit",
                       "顺子123、456、789，三种花色各占一副"),
    "mixed_triple_chow": ("the same chow in each of the three suits",
                          "数字一样的顺子，三种花色各一副"),
    "mixed_shifted_chows": ("three chows in three different suits, each starting one higher "
                            "than the last",
                            "三种花色各一副顺子，起点依次递增一"),
    "all_chows": ("four chows and a pair of numbered tiles (no honor anywhere)",
                  "四副顺子加序数牌作将，没有字牌"),
    "pure_double_chow": ("two identical chows of one suit",
                         "一样的顺子两副，同一花色"),
    "mixed_double_chow": ("the same chow in two different suits",
                          "数字一样的顺子，两种花色各一副"),
    "short_straight": ("two chows of one suit that run on into six tiles, such as 123 and 456",
                       "同一花色两副首尾相接、共六张连续的顺子，如123与456"),
    "two_terminal_chows": ("the chows 123 and 789 of the same suit",
                           "同一花色的123和789两副顺子"),
    # 刻系列 pungs and kongs
    "four_kongs": ("four kongs, melded or concealed",
                   "四副杠（明杠或暗杠）"),
    "four_concealed_pungs": ("four concealed pungs or kongs (a pung finished by a discard is not "
                             "concealed)",
                             "四副暗刻或暗杠（和别人打出的牌而成的刻子不算暗刻）"),
    "four_pure_shifted_pungs": ("four pungs of one suit with numbers one apart, such as 3 4 5 6",
                                "同一花色四副刻子（杠），序数依次递增一"),
    "three_kongs": ("three kongs, melded or concealed",
                    "三副杠（明杠或暗杠）"),
    "pure_shifted_pungs": ("three pungs of one suit with numbers one apart, such as 4 5 6",
                           "同一花色三副刻子（杠），序数依次递增一"),
    "triple_pung": ("pungs of the same number in all three suits",
                    "数字一样的刻或杠，三种花色各一副"),
    "three_concealed_pungs": ("three concealed pungs or kongs",
                              "三副暗刻或暗杠"),
    "mixed_shifted_pungs": ("three pungs in three different suits with numbers one apart",
                            "三种花色各一副刻子（杠），序数依次递增一"),
    "two_concealed_kongs": ("two concealed kongs",
                            "两副暗杠"),
    "all_pungs": ("four pungs or kongs and a pair: no chow at all",
                  "四副刻子（杠）加一对将，没有顺子"),
    "two_melded_kongs": ("two melded kongs (the green book also scores it for one melded and one "
                         "concealed kong, adding 暗杠)",
                         "两副明杠（规则原文：一明杠一暗杠也计双明杠，并加计暗杠）"),
    "concealed_and_melded_kong": ("one melded and one concealed kong (common practice only; the "
                                  "green book scores 双明杠 and 暗杠 instead)",
                                  "一副明杠和一副暗杠（仅见于通行计法；规则原文计双明杠加暗杠）"),
    "tile_hog": ("all four copies of one tile used in the sets and pair, without declaring a "
                 "kong; it counts once for each such tile",
                 "四张相同的牌分在牌组和将牌中使用，而不开杠；每有一种这样的牌计一次"),
    "double_pung": ("pungs of the same number in two suits",
                    "数字一样的刻或杠，两种花色各一副"),
    "two_concealed_pungs": ("two concealed pungs or kongs",
                            "两副暗刻或暗杠"),
    "concealed_kong": ("a kong declared from four tiles the player drew",
                       "四张都是自己摸来的牌，开成的杠"),
    "pung_of_terminals_or_honors": ("a pung or kong of 1s, of 9s or of an honor tile",
                                    "一副1、9或字牌的刻或杠"),
    "melded_kong": ("a kong made from a discard, or by adding a drawn tile to a melded pung",
                    "用别人打出的牌开的杠，或在已碰的刻子上加杠"),
    # 七对系列 seven pairs
    "seven_shifted_pairs": ("seven pairs of one suit with consecutive numbers, such as 1 to 7",
                            "一种花色里，七个数字连着的对子，如1到7"),
    "seven_pairs": ("seven pairs and no melds",
                    "七个对子，没有吃碰杠"),
    # 花色组合系列 suits
    "all_green": ("green tiles only: 2 3 4 6 8 of bamboo (条) and 发",
                  "只用23468条和发字"),
    "full_flush": ("every tile from one suit, and no honors",
                   "全部是同一花色的序数牌，没有字牌"),
    "upper_tiles": ("numbered tiles 7, 8 and 9 only",
                    "只有7、8、9的序数牌"),
    "middle_tiles": ("numbered tiles 4, 5 and 6 only",
                     "只有4、5、6的序数牌"),
    "lower_tiles": ("numbered tiles 1, 2 and 3 only",
                    "只有1、2、3的序数牌"),
    "upper_four": ("numbered tiles 6 to 9 only",
                   "只用序数牌6至9"),
    "lower_four": ("numbered tiles 1 to 4 only",
                   "只用序数牌1至4"),
    "reversible_tiles": ("only tiles that look the same upside down: 1 2 3 4 5 8 9 of dots (饼), "
                         "2 4 5 6 8 9 of bamboo (条) and 白",
                         "只用上下对称的牌：1234589饼、245689条和白板"),
    "half_flush": ("one suit of numbered tiles together with honors",
                   "一种花色的序数牌加字牌"),
    "all_types": ("all five kinds of tile: 万, 条, 饼, a wind and a dragon",
                  "万、条、饼、风牌、箭牌五类牌齐全"),
    "all_simples": ("no 1, no 9 and no honor anywhere",
                    "没有1、9和字牌"),
    "one_voided_suit": ("one of the three suits missing altogether",
                        "三种花色中缺少一种"),
    "no_honors": ("no honor tile at all",
                  "没有字牌"),
    # 全带系列 outside hands
    "all_terminals": ("pungs and a pair of 1s and 9s only, or seven pairs of them (R9)",
                      "全是1、9的刻或杠，将也是1或9，或由1、9组成七对（R9）"),
    "all_terminals_and_honors": ("pungs and a pair of 1s, 9s and honors only, or seven pairs "
                                 "of them (R9)",
                                 "全是1、9或字牌的刻或杠，将也一样，或由这些牌组成七对（R9）"),
    "all_even_pungs": ("pungs and a pair of 2, 4, 6 and 8 only",
                       "全是2、4、6、8的刻或杠，将也是双数"),
    "all_fives": ("a 5 in every set and in the pair",
                  "每副牌和将牌都含有序数5"),
    "outside_hand": ("a 1, a 9 or an honor in every set and in the pair",
                     "每副牌和将牌都含有1、9或字牌"),
    # 不靠系列 knitted hands
    "thirteen_orphans": ("one of each 1 and 9 of the three suits and of the seven honors, plus a "
                         "second copy of one of them",
                         "三种花色的1、9和七种字牌各一张，其中一种再多一张作将"),
    "greater_honors_and_knitted_tiles": ("all seven honors once each, and seven tiles of a "
                                         "knitted 147 · 258 · 369 (one suit each); no pair",
                                         "东南西北中发白各一张，再加七张序数牌，三种花色分别取1-4-7、2-5-8、3-6-9中的牌，没有将"),
    "lesser_honors_and_knitted_tiles": ("fourteen different single tiles: honors and tiles of a "
                                        "knitted 147 · 258 · 369 (one suit each)",
                                        "十四张各不相同的单张：字牌，加三种花色分别取1-4-7、2-5-8、3-6-9中的序数牌"),
    "knitted_straight": ("all nine tiles of 147, 258 and 369, each group in a different suit",
                         "三种花色分别出1-4-7、2-5-8、3-6-9，九张齐全"),
    # 和牌方式系列 winning method
    "last_tile_draw": ("winning on a self-draw of the last tile of the wall",
                       "牌墙只剩一张时，自己摸到它而和"),
    "last_tile_claim": ("winning on the last tile discarded in the game",
                        "和本盘最后打出的一张牌"),
    "out_with_replacement_tile": ("winning on the replacement tile drawn after declaring a kong",
                                  "开杠后补摸的牌成和"),
    "robbing_the_kong": ("winning on the tile another player adds to a melded pung to make a kong",
                         "和别人加杠时加上去的那张牌"),
    "melded_hand": ("four claimed melds (chow, pung or melded kong) and a win on a discard that "
                    "pairs the last single tile",
                    "四副牌组都靠吃、碰、明杠，最后单钓别人打出的牌作将和牌"),
    "fully_concealed_hand": ("no claimed meld (concealed kongs are fine) and a self-drawn win",
                             "没有吃、碰、明杠（暗杠可以），自摸和牌"),
    "last_tile": ("winning on a tile whose other three copies are already in sight",
                  "和牌池、桌面已亮明三张后的第四张"),
    "concealed_hand": ("no claimed meld (concealed kongs are fine) and a win on a discard",
                       "没有吃、碰、明杠（暗杠可以），和别人打出的牌"),
    "edge_wait": ("waiting on one tile only: the 3 that completes 12, or the 7 that completes 89",
                  "只听一张：12听3或89听7"),
    "closed_wait": ("waiting on one tile only: the middle tile of a chow",
                    "只听一张：顺子中间的那张牌"),
    "single_wait": ("waiting on one tile only: the one that pairs a single tile",
                    "只听一张：与单张配成将牌的那张牌"),
    "self_drawn": ("winning on a tile the player drew",
                   "自己摸到的牌成和"),
    # 特殊系列 special
    "nine_gates": ("1112345678999 of one suit held concealed, then any tile of that suit to win",
                   "不吃不碰，手里是一种花色的1112345678999，这种花色来哪张都和"),
    "chicken_hand": ("a win that scores no fan at all, flowers aside",
                     "和牌后数不出任何番种（花牌不计在内）"),
    "flower_tiles": ("flower tiles: one point each, not toward the 8-fan minimum",
                     "花牌：每张一番，不计入起和番"),
}


def needs(fan: Fan) -> tuple[str, str]:
    """(English, 中文): what ``fan`` needs."""
    return NEEDS[named(fan).id]


def needs_line(fan: Fan) -> str:
    """'平和 All Chows needs four chows and a pair of numbered tiles (...) — 四副顺子...'."""
    fan = named(fan)
    en, zh = NEEDS[fan.id]
    return f"{fan.zh} {fan.en} needs {en} — {zh}"
