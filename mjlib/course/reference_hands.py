"""The hands of the fan reference: for each fan one hand where it counts, and for each fan that a
row of the exclusion table removes, one hand where it is there but not counted.

``EXAMPLES[fan id] = (hand, context)`` and ``STRUCK[fan id] = (hand, context, id of the fan that
strikes it)``; ``context`` holds :func:`mjlib.score`'s keywords (how the hand was won, and
``rules`` when the hand is shown under common practice). Unless said, a hand is won on a
discard, East seat and East round, under the green-book preset.

The hands are fixed, not dealt: most are the drawn examples of the lessons (so a figure is the
lesson's figure), each checked by hand against the fan's definition as the comment says; the
tests check that the scorer agrees (tests/test_reference.py). A hand built to show one fan
plainly may fall short of the 8-fan minimum: the entry says so.
"""

from __future__ import annotations

EXAMPLES: dict[str, tuple[str, dict]] = {
    # 88
    "big_four_winds": ("[EEE1][WWW1]33sSSSNNN", {}),  # pungs of E W S N, pair 33s
    "big_three_dragons": ("[CCC1][PPP1]5556sFFF4s", {}),  # pungs of C P F; 456s, 55s
    "all_green": ("[234s1][666s2]888s44sFFF", {}),  # 234 666 888 44 of bamboo and 发 only
    "nine_gates": ("1112345678999m5m", {}),  # 1112345678999m held concealed, won on 5m
    "four_kongs": ("[5555m1][7777s2][2222p3][9999p1]FF", {}),  # four melded kongs, pair FF
    "seven_shifted_pairs": ("1122334455667m7m", {}),  # pairs of 1 to 7 in characters
    "thirteen_orphans": ("19m19s19pESWNCFPN", {}),  # each 1 and 9, each honor, N twice
    # 64
    "all_terminals": ("[111m][999m]111s99s99p9s", {}),  # pungs 111m 999m 111s 999s, pair 99p
    "little_four_winds": ("[EEE1][WWW1][NNN1]23sSS1s", {}),  # pungs of E W N, pair SS
    "little_three_dragons": ("[CCC1][FFF1]23s111pPP1s", {}),  # pungs of C F, pair PP
    "all_honors": ("[SSS1][WWW1]NNNCCFFC", {}),  # pungs S W N C, pair FF: honors only
    # 111m 999s 333p drawn, and EEE completed by a self-drawn E: four concealed pungs
    "four_concealed_pungs": ("111m999s333pEE55pE", {"self_drawn": True}),
    "pure_terminal_chows": ("1122335577889m9m", {}),  # 123 123 789 789 and 55, characters
    # 48
    "quadruple_chow": ("[123m1][123m1]1122334m4m", {}),  # 123m four times, pair 44m
    "four_pure_shifted_pungs": ("[333p1]444555666pNN", {}),  # pungs 333 444 555 666 of dots
    # 32
    "four_pure_shifted_chows": ("[123m1][234m1][345m1]1145m6m", {}),  # 123 234 345 456m
    "three_kongs": ("[1111m][2222s1][3333p2]567p5p5p", {}),  # three kongs, one concealed
    "all_terminals_and_honors": ("[111m1]999sEEE99pNNN", {}),  # 111m 999s EEE NNN, pair 99p
    # 24
    "seven_pairs": ("1133m2288s5577pCC", {}),  # seven different pairs
    # 369m 258s 1p and the seven honors once each
    "greater_honors_and_knitted_tiles": ("69m258s1pESWNCFP3m", {}),
    "all_even_pungs": ("[222m1][444p2]666s88p44s4s", {}),  # 222m 444p 666s 444s, pair 88p
    "full_flush": ("[234p1]567p888p33p99p9p", {}),  # 234 567 888 999 and 33, dots only
    "pure_triple_chow": ("22233344m234p99p4m", {}),  # 234m three times, won on 4m
    "pure_shifted_pungs": ("[555s1]666s777s234m9p9p", {}),  # pungs 555 666 777 of bamboo
    "upper_tiles": ("[789m1]789s777p88p99p9p", {}),  # 7s, 8s and 9s only
    "middle_tiles": ("[456m1][444p2]666s55m55s5s", {}),  # 4s, 5s and 6s only
    "lower_tiles": ("[123m1]123s222p33p11p1p", {}),  # 1s, 2s and 3s only
    # 16
    "pure_straight": ("[123s1][456s1][789s1]6688p6p", {}),  # 123 456 789 of bamboo
    "three_suited_terminal_chows": ("12389m123789s55p7m", {}),  # 123 789m, 123 789s, 55p
    "pure_shifted_chows": ("[123p1][234p1][345p1]2234s2s", {}),  # 123 234 345 of dots
    "all_fives": ("[345m1]567m456p555s5p5p", {}),  # a 5 in 345m 567m 456p 555s and 55p
    "triple_pung": ("[777m1][777s2]777p234s5p5p", {}),  # 777 in each suit
    "three_concealed_pungs": ("111m999s333pEE55pE", {}),  # 111m 999s 333p; EEE won on a discard
    # 12
    "lesser_honors_and_knitted_tiles": ("147m258s36pESWNCF", {}),  # knitted singles and honors
    "knitted_straight": ("13347s12369m258p3m", {}),  # 147s 258p 369m; then 123m and 33s
    "upper_four": ("[678m1]789s666p99p88p8p", {}),  # 6 to 9 only
    "lower_four": ("[123m1]234s111p44p33p3p", {}),  # 1 to 4 only
    # E S W pungs, seat wind S: 三风刻 with both wind fans
    "big_three_winds": ("[EEE1][SSS1][WWW1]2345m5m", {"prevalent_wind": "E", "seat_wind": "S"}),
    # 8
    "mixed_straight": ("[123m1][456p1]789sNNFFF", {}),  # 123m 456p 789s
    "reversible_tiles": ("[123p1]456s888sPP99p9p", {}),  # 1239 dots, 4568 bamboo, 白
    "mixed_triple_chow": ("[345s1][345p1][345m1]4456m4m", {}),  # 345 in each suit
    "mixed_shifted_pungs": ("[666m1][777p2][888s3]99mNN9m", {}),  # 666m 777p 888s
    "chicken_hand": ("[123p][444s][789m]34pCC2p", {}),  # no fan at all: 无番和 alone
    # the wall's last tile, self-drawn
    "last_tile_draw": ("[1111m1]345p678s234pNN", {"self_drawn": True, "wall_last": True}),
    # the game's last discard
    "last_tile_claim": ("[1111m1]345p678s234pNN", {"wall_last": True}),
    # self-drawn on the kong's replacement tile
    "out_with_replacement_tile": ("[1111m1]345p678s234pNN",
                                  {"self_drawn": True, "about_kong": True}),
    "robbing_the_kong": ("[123m1]345p678s99p23s4s", {"about_kong": True}),  # 4s robbed
    "two_concealed_kongs": ("[1111m][2222s]345p678pNN", {}),  # concealed kongs 1111m 2222s
    # 6
    "all_pungs": ("[555m1][555s2][888p3]99sNNN", {}),  # four pungs, pair 99s
    "half_flush": ("[123m1]567mNNN99mCC9m", {}),  # characters and honors only
    "mixed_shifted_chows": ("[123s1][234m1][345p1]55m45s6s", {}),  # 123s 234m 345p
    "all_types": ("[234m1]456p678sSSSCC", {}),  # characters, dots, bamboo, a wind, a dragon
    "melded_hand": ("[2222m1][456p1][678p1][888s1]6m6m", {}),  # four melds, 6m won on a discard
    "two_dragon_pungs": ("[CCC1][FFF1]12378m88s9m", {}),  # pungs of C and F
    # 4
    "outside_hand": ("[123m1]789p123s99sEEE", {}),  # 123m 789p 123s EEE 99s: a 1, 9 or honor in each
    "fully_concealed_hand": ("1233m456p789p567s3m", {"self_drawn": True}),  # no meld, self-drawn
    "two_melded_kongs": ("[3333m1][7777p2]234s567sCC", {}),  # melded kongs 3333m 7777p
    "last_tile": ("12m456p789p567sEE3m", {"fourth_tile": True}),  # 3m, its last copy
    # 2
    "dragon_pung": ("[CCC1]234m567s33p67p8p", {}),  # a pung of 中
    # a pung of S, the wind of the round (and of the seat)
    "prevalent_wind": ("[SSS1]234m678s567p5p5p", {"prevalent_wind": "S", "seat_wind": "S"}),
    "seat_wind": ("[SSS1]234m678s567p5p5p", {"prevalent_wind": "S", "seat_wind": "S"}),
    "concealed_hand": ("1233m456p789p567s3m", {}),  # no meld, won on a discard
    "all_chows": ("234567m66s34567p8p", {}),  # 234 567m, 345 678p, pair 66s
    "tile_hog": ("[234m1]222m567p678s5p5p", {}),  # all four 2m, no kong
    "double_pung": ("[555m1][555s2][888p3]99sNNN", {}),  # 555m and 555s
    "two_concealed_pungs": ("222m345s678sEE55p5p", {"self_drawn": True}),  # 222m, 555p drawn
    "concealed_kong": ("[5555m]123p456s789sEE", {}),  # 5555m concealed
    "all_simples": ("[234m1]456p678s55s33p3p", {}),  # no 1, 9 or honor
    # 1
    "pure_double_chow": ("[234m1]234m567s33p67p8p", {}),  # 234m twice
    "mixed_double_chow": ("[234m1]234s789s33p67p8p", {}),  # 234m and 234s
    "short_straight": ("[234m1]567m789s33p45p6p", {}),  # 234m and 567m
    "two_terminal_chows": ("[123m1]789m456s33p67p8p", {}),  # 123m and 789m
    "pung_of_terminals_or_honors": ("[555m1][555s2][888p3]99sNNN", {}),  # NNN, no wind fan
    "melded_kong": ("[6666p1]234m567m345sWW", {}),  # 6666p melded
    "one_voided_suit": ("[234m1]456p678p22pEE2p", {}),  # no bamboo
    "no_honors": ("[123m1]345p678s22p55s5s", {}),  # no wind, no dragon
    "edge_wait": ("1233m456p789p567s3m", {}),  # 12m waited on 3m alone
    "closed_wait": ("4556m123p789p567s5m", {}),  # 4556m waited on 5m alone
    "single_wait": ("123m456p789s111sEE", {}),  # waited on E alone, for the pair
    "self_drawn": ("[567s1]1233m456p789p3m", {"self_drawn": True}),  # a meld, so no 不求人
    "flower_tiles": ("[123p][444s][789m]34pCC2p", {"flowers": 5}),  # five flowers
    # 5, common practice only: one concealed kong 1111m and one melded 2222s
    "concealed_and_melded_kong": ("[1111m][2222s1]345p678pNN", {"rules": "common-practice"}),
}


def _as_in(fan_id: str) -> tuple[str, dict]:
    """The example of another fan, where that hand also shows this one struck."""
    return EXAMPLES[fan_id]


COMMON = {"rules": "common-practice"}

STRUCK: dict[str, tuple[str, dict, str]] = {
    "three_kongs": (*_as_in("four_kongs"), "four_kongs"),
    "all_terminals_and_honors": (*_as_in("all_terminals"), "all_terminals"),
    "seven_pairs": (*_as_in("seven_shifted_pairs"), "seven_shifted_pairs"),
    "full_flush": (*_as_in("nine_gates"), "nine_gates"),
    "pure_triple_chow": (*_as_in("quadruple_chow"), "quadruple_chow"),
    "pure_shifted_pungs": (*_as_in("four_pure_shifted_pungs"), "four_pure_shifted_pungs"),
    "pure_shifted_chows": (*_as_in("four_pure_shifted_chows"), "four_pure_shifted_chows"),
    # the same tiles self-drawn: the fourth pung is concealed too
    "three_concealed_pungs": (*_as_in("four_concealed_pungs"), "four_concealed_pungs"),
    "lesser_honors_and_knitted_tiles": (*_as_in("greater_honors_and_knitted_tiles"),
                                        "greater_honors_and_knitted_tiles"),
    "upper_four": (*_as_in("upper_tiles"), "upper_tiles"),
    "lower_four": (*_as_in("lower_tiles"), "lower_tiles"),
    "big_three_winds": (*_as_in("little_four_winds"), "little_four_winds"),
    # two concealed kongs 1111m 2222s inside 三杠: common practice scores them as 双暗刻 only
    "two_concealed_kongs": ("[1111m][2222s][3333p1]567p5p5p", COMMON, "three_kongs"),
    "all_pungs": (*_as_in("all_even_pungs"), "all_even_pungs"),
    "half_flush": (*_as_in("all_green"), "all_green"),
    "all_types": (*_as_in("thirteen_orphans"), "thirteen_orphans"),
    "two_dragon_pungs": (*_as_in("little_three_dragons"), "little_three_dragons"),
    "outside_hand": (*_as_in("all_terminals_and_honors"), "all_terminals_and_honors"),
    # seven pairs, self-drawn: common practice counts 自摸 instead
    "fully_concealed_hand": ("1133m2288s5577pCC", {"self_drawn": True, **COMMON}, "seven_pairs"),
    "two_melded_kongs": (*_as_in("three_kongs"), "three_kongs"),
    "last_tile": (*_as_in("robbing_the_kong"), "robbing_the_kong"),
    "dragon_pung": (*_as_in("two_dragon_pungs"), "two_dragon_pungs"),
    "prevalent_wind": (*_as_in("big_four_winds"), "big_four_winds"),
    "seat_wind": (*_as_in("big_four_winds"), "big_four_winds"),
    "concealed_hand": (*_as_in("seven_pairs"), "seven_pairs"),
    "all_chows": (*_as_in("three_suited_terminal_chows"), "three_suited_terminal_chows"),
    "tile_hog": (*_as_in("quadruple_chow"), "quadruple_chow"),
    "double_pung": (*_as_in("triple_pung"), "triple_pung"),
    "two_concealed_pungs": (*_as_in("three_concealed_pungs"), "three_concealed_pungs"),
    "concealed_kong": (*_as_in("two_concealed_kongs"), "two_concealed_kongs"),
    "all_simples": (*_as_in("middle_tiles"), "middle_tiles"),
    "pure_double_chow": (*_as_in("pure_triple_chow"), "pure_triple_chow"),
    "mixed_double_chow": (*_as_in("mixed_triple_chow"), "mixed_triple_chow"),
    "short_straight": (*_as_in("pure_straight"), "pure_straight"),
    "two_terminal_chows": (*_as_in("pure_straight"), "pure_straight"),
    "pung_of_terminals_or_honors": (*_as_in("dragon_pung"), "dragon_pung"),
    "melded_kong": (*_as_in("two_melded_kongs"), "two_melded_kongs"),
    "one_voided_suit": (*_as_in("full_flush"), "full_flush"),
    "no_honors": (*_as_in("all_chows"), "all_chows"),
    "single_wait": (*_as_in("melded_hand"), "melded_hand"),
    "self_drawn": (*_as_in("fully_concealed_hand"), "fully_concealed_hand"),
    # three kongs, one of them concealed: common practice strikes 明暗杠 inside 三杠
    "concealed_and_melded_kong": (EXAMPLES["three_kongs"][0], COMMON, "three_kongs"),
}
