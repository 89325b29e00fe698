"""Hints: for each fan, what to look at in a hand to find it, as a question that never names the
fan (English, Chinese). The exercises give the hints of the checklist steps where a learner missed
something, after a wrong try, before the answer.

``HINTS[fan id] = (English, 中文)``; :func:`hint` takes a Fan.
"""

from __future__ import annotations

from ..fans import Fan, named

HINTS: dict[str, tuple[str, str]] = {
    # 字牌系列 honors
    "big_four_winds": ("look at the wind tiles: is every one of the four winds a pung?",
                       "看风牌：东南西北是不是都成了刻子？"),
    "big_three_dragons": ("look at the dragon tiles: is each of 中 发 白 a pung?",
                          "看箭牌：中、发、白是不是都成了刻子？"),
    "little_four_winds": ("look at the winds: three of them pungs, and the pair the fourth?",
                          "看风牌：三种成刻，第四种作将？"),
    "little_three_dragons": ("look at the dragons: two of them pungs, and the pair the third?",
                             "看箭牌：两种成刻，第三种作将？"),
    "all_honors": ("look at every tile: is any of them a numbered tile at all?",
                   "逐张看：有没有一张序数牌？"),
    "big_three_winds": ("look at the wind tiles: how many different winds are pungs?",
                        "看风牌：有几种风牌成了刻子？"),
    "two_dragon_pungs": ("look at the dragon tiles: how many different dragons are pungs?",
                         "看箭牌：有几种箭牌成了刻子？"),
    "dragon_pung": ("look at the honor pungs: is one of them 中, 发 or 白?",
                    "看字牌刻子：有没有中、发或白的刻子？"),
    "prevalent_wind": ("look at the wind pungs and the round's wind: do they match?",
                       "看风牌刻子和圈风：是不是同一张？"),
    "seat_wind": ("look at the wind pungs and the player's own seat: do they match?",
                  "看风牌刻子和自己的座位风：是不是同一张？"),
    # 序数牌系列 chows
    "pure_terminal_chows": ("look at the chows of one suit: the lowest and the highest, each "
                            "twice, and a middle pair?",
                            "看同一花色的顺子：最小的和最大的各两副，将是中间那张？"),
    "quadruple_chow": ("look at the chows together: are all four the very same?",
                       "把顺子放在一起看：四副是不是一模一样？"),
    "four_pure_shifted_chows": ("look at the chows of one suit: four of them, climbing step by "
                                "step?", "看同一花色的顺子：四副是不是一级一级往上走？"),
    "pure_triple_chow": ("look at the chows together: three the very same?",
                         "把顺子放在一起看：有没有三副一模一样？"),
    "pure_straight": ("look at the chows of one suit: do they run from 1 all the way to 9?",
                      "看同一花色的顺子：是不是从1一直连到9？"),
    "three_suited_terminal_chows": ("look at the chows of two suits: the lowest and the highest "
                                    "in each, and a pair of 5 in the third suit?",
                                    "看两种花色的顺子：各有最小和最大的一副，第三种花色的5作将？"),
    "pure_shifted_chows": ("look at the chows of one suit: three of them climbing by the same "
                           "step?", "看同一花色的顺子：三副是不是按同样的间隔往上走？"),
    "mixed_straight": ("look at the chows in different suits: do 1-3, 4-6 and 7-9 each turn up "
                       "once?", "看不同花色的顺子：1-3、4-6、7-9是不是各出现一次？"),
    "mixed_triple_chow": ("look at the chows together: the same numbers in all three suits?",
                          "把顺子放在一起看：三种花色里有没有数字相同的顺子？"),
    "mixed_shifted_chows": ("look at the chows in three suits: do they start one number apart?",
                            "看三种花色的顺子：起点是不是一个比一个大一？"),
    "all_chows": ("look at every set: are they all runs, with a numbered pair?",
                  "逐副看：是不是全是顺子，将是序数牌？"),
    "pure_double_chow": ("look at the chows together: two the very same, same suit?",
                         "把顺子放在一起看：有没有两副一模一样（同一花色）？"),
    "mixed_double_chow": ("look at the chows together: two chows of the same numbers in "
                          "different suits?", "把顺子放在一起看：有没有两副数字相同、花色不同的顺子？"),
    "short_straight": ("look at the chows of one suit: do two of them join into six tiles in a "
                       "row?", "看同一花色的顺子：有没有两副首尾相接，连成六张？"),
    "two_terminal_chows": ("look at the chows of one suit: the lowest and the highest, both "
                           "there?", "看同一花色的顺子：最小的一副和最大的一副是不是都有？"),
    # 刻系列 pungs and kongs
    "four_kongs": ("count the sets of four tiles: how many?", "数四张一副的牌组：一共几副？"),
    "four_concealed_pungs": ("look at the pungs: how many were made without a claimed tile, the "
                             "winning tile included?",
                             "看刻子：有几副没有用别人打出的牌（连和张一起算）？"),
    "four_pure_shifted_pungs": ("look at the pungs of one suit: four of them, numbers climbing "
                                "one by one?", "看同一花色的刻子：四副是不是数字一个接一个？"),
    "three_kongs": ("count the sets of four tiles: how many?", "数四张一副的牌组：一共几副？"),
    "pure_shifted_pungs": ("look at the pungs of one suit: three numbers in a row?",
                           "看同一花色的刻子：三个数字是不是连着的？"),
    "triple_pung": ("look at the pungs together: the same number in all three suits?",
                    "把刻子放在一起看：三种花色有没有同一个数字的刻子？"),
    "three_concealed_pungs": ("look at the pungs: how many were made without a claimed tile?",
                              "看刻子：有几副没有用别人打出的牌？"),
    "mixed_shifted_pungs": ("look at the pungs in three suits: numbers in a row?",
                            "看三种花色的刻子：数字是不是连着的？"),
    "two_concealed_kongs": ("look at the kongs: how many were declared from the player's own "
                            "four tiles?", "看杠：有几副是用自己摸到的四张开的？"),
    "all_pungs": ("look at every set: is there any run at all?", "逐副看：有没有一副顺子？"),
    "two_melded_kongs": ("look at the kongs: how many were made with another player's tile?",
                         "看杠：有几副用了别人的牌？"),
    "concealed_and_melded_kong": ("look at the kongs: one from another player's tile, one from "
                                  "the player's own four?",
                                  "看杠：是不是一副用了别人的牌，一副是自己的四张？"),
    "tile_hog": ("count each tile: are all four copies of one used without declaring them as a "
                 "set of four?", "逐张数：有没有一种牌四张都用上了，却没有开成一副？"),
    "double_pung": ("look at the pungs together: the same number in two suits?",
                    "把刻子放在一起看：两种花色有没有同一个数字的刻子？"),
    "two_concealed_pungs": ("look at the pungs: how many were made without a claimed tile?",
                            "看刻子：有几副没有用别人打出的牌？"),
    "concealed_kong": ("look at the kongs: was one declared from four tiles the player drew?",
                       "看杠：有没有一副是用自己摸到的四张开的？"),
    "pung_of_terminals_or_honors": ("look at each pung: is it of 1s, of 9s or of an honor that "
                                    "scores nothing else?",
                                    "逐副看刻子：有没有1、9或没有别的番的字牌刻子？"),
    "melded_kong": ("look at the kongs: was one made with another player's tile?",
                    "看杠：有没有一副用了别人的牌？"),
    # 七对系列 seven pairs
    "seven_shifted_pairs": ("read the hand as pairs: seven of one suit, the numbers unbroken?",
                            "按对子读：同一花色的七个对子，数字连着不断？"),
    "seven_pairs": ("read the hand another way: is it made of two-tile groups only?",
                    "换一种读法：是不是全由两张一组的牌组成？"),
    # 花色组合系列 suits
    "all_green": ("look at the colours: is every tile green?", "看颜色：是不是每张牌都是绿的？"),
    "full_flush": ("look at the suits: how many suits, and any honor?",
                   "看花色：有几种花色，有没有字牌？"),
    "upper_tiles": ("look at the numbers: all of them 7 or more?", "看数字：是不是都在7以上？"),
    "middle_tiles": ("look at the numbers: all of them between 4 and 6?",
                     "看数字：是不是都在4到6之间？"),
    "lower_tiles": ("look at the numbers: all of them 3 or less?", "看数字：是不是都在3以下？"),
    "upper_four": ("look at the numbers: every one above 5?", "看数字：是不是每张都比5大？"),
    "lower_four": ("look at the numbers: every one below 5?", "看数字：是不是每张都比5小？"),
    "reversible_tiles": ("turn the tiles upside down in your head: does each look the same?",
                         "把牌倒过来想一想：每张是不是看起来都一样？"),
    "half_flush": ("look at the suits: one suit of numbers, the rest honors?",
                   "看花色：只有一种序数牌花色，其余都是字牌？"),
    "all_types": ("count the kinds of tile: each of the three suits, a wind and a dragon?",
                  "序数牌的种类：三种花色、风牌、箭牌是不是都有？"),
    "all_simples": ("look at the ends: is there any 1, 9 or honor in the hand?",
                    "看两头：手里有没有1、9或字牌？"),
    "one_voided_suit": ("look at the suits: is one of the three missing?",
                        "看花色：三种花色里是不是少了一种？"),
    "no_honors": ("look for winds and dragons: are there any?", "找风牌和箭牌：有没有？"),
    # 全带系列 outside hands
    "all_terminals": ("look at every tile: is each a 1 or a 9?", "逐张看：是不是每张都是1或9？"),
    "all_terminals_and_honors": ("look at every tile: is each a 1, a 9 or an honor?",
                                 "逐张看：是不是每张都是1、9或字牌？"),
    "all_even_pungs": ("look at the numbers of the pungs and the pair: all even?",
                       "看刻子和将的数字：是不是都是双数？"),
    "all_fives": ("look at every set and the pair: does each hold a 5?",
                  "逐副看，连将一起：是不是每副都有一张5？"),
    "outside_hand": ("look at every set and the pair: does each hold a 1, a 9 or an honor?",
                     "逐副看，连将一起：是不是每副都有1、9或字牌？"),
    # 不靠系列 knitted hands
    "thirteen_orphans": ("read the hand another way: only ends and honors, each of them once?",
                         "换一种读法：全是幺九和字牌，每种都有？"),
    "greater_honors_and_knitted_tiles": ("read the hand another way: every honor once, and "
                                         "numbers three apart in each suit?",
                                         "换一种读法：七种字牌各一张，每种花色的数字相隔三？"),
    "lesser_honors_and_knitted_tiles": ("read the hand another way: fourteen different single "
                                        "tiles, numbers three apart in each suit?",
                                        "换一种读法：十四张各不相同，每种花色的数字相隔三？"),
    "knitted_straight": ("read the hand another way: 1-4-7, 2-5-8 and 3-6-9, each in its own "
                         "suit?", "换一种读法：1-4-7、2-5-8、3-6-9各在一种花色？"),
    # 和牌方式系列 winning method
    "last_tile_draw": ("look at how it was won: the wall's final tile, drawn?",
                       "看怎么和的：是不是摸到了牌墙最后一张？"),
    "last_tile_claim": ("look at how it was won: the game's very last discard?",
                        "看怎么和的：是不是和了本盘最后打出的一张？"),
    "out_with_replacement_tile": ("look at how it was won: the tile drawn right after a set of "
                                  "four was declared?", "看怎么和的：是不是开了四张一副之后补摸的牌？"),
    "robbing_the_kong": ("look at how it was won: a tile another player was adding to a pung?",
                         "看怎么和的：是不是别人往碰出的刻子上加的那张牌？"),
    "melded_hand": ("look at the melds and the wait: every set claimed, and the last single tile "
                    "paired by a discard?", "看吃碰和听牌：四副都是吃碰来的，最后单张和别人打的牌？"),
    "fully_concealed_hand": ("look at the melds and how it was won: nothing claimed, and the "
                             "winning tile drawn?", "看吃碰和和法：什么都没吃碰，和张是自己摸的？"),
    "last_tile": ("look at the table: how many copies of the winning tile were already in sight?",
                  "看桌面：和张已经亮出了几张？"),
    "concealed_hand": ("look at the melds and how it was won: nothing claimed, and the winning "
                       "tile a discard?", "看吃碰和和法：什么都没吃碰，和张是别人打出的？"),
    "edge_wait": ("look at the wait: which tiles would have won? Only a 3 after 12, or a 7 "
                  "before 89?", "看听牌：哪些牌能和？是不是只有12等3，或89等7？"),
    "closed_wait": ("look at the wait: which tiles would have won? Only the middle of a run?",
                    "看听牌：哪些牌能和？是不是只等顺子中间那张？"),
    "single_wait": ("look at the wait: which tiles would have won? Only the partner of a lone "
                    "tile?", "看听牌：哪些牌能和？是不是只等一张单牌配对？"),
    "self_drawn": ("look at how it was won: who gave the winning tile?",
                   "看怎么和的：和张是谁的？"),
    # 特殊系列 special
    "nine_gates": ("look at the concealed tiles of one suit: 1112345678999 and one more?",
                   "看一种花色的门前牌：1112345678999再加一张？"),
    "chicken_hand": ("go through the steps once more: does anything score at all?",
                     "把每一步再走一遍：到底有没有能计的番？"),
    "flower_tiles": ("look beside the hand: how many flowers?", "看手牌旁边：有几张花？"),
}


def hint(fan: Fan) -> tuple[str, str]:
    """(English, 中文): what to look at to find ``fan``, without its name."""
    return HINTS[named(fan).id]


__all__ = ["HINTS", "hint"]
