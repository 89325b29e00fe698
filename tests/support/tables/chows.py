"""序数牌系列 (chows): 一色双龙会 一色四同顺 一色四步高 一色三同顺 清龙 三色双龙会 一色三步高 花龙
三色三同顺 三色三步高 平和 一般高 喜相逢 连六 老少副.

Discard wins, winds East/East, no flowers, unless a row says otherwise. Rows: tests/support/cases.py.
Pair fans (一般高 喜相逢 连六 老少副) among the chows of a counted chow fan are removed by no-split
(不拆移: the seed lists them under 一色双龙会, 三色双龙会, 一色四步高, 一色三同顺 …; principles.md names
清龙 and 花龙 too); a free chow adds at most one pair fan (套算一次, count-once).
"""

from tests.support.cases import Applies as A, MustNot as N

D = {}
Z = {"self_drawn": True}

PURE_TERMINAL = "1223355778899s1s"            # 123 123 789 789 + 55, all bamboo; also waits on 4s
PURE_TERMINAL_Z = "1122335577889m9m"
MIXED_TERMINAL = "12389m123789s55p7m"         # 89m waits only on 7m: 边张
QUADRUPLE = "[123m1][123m1]1122334m4m"
PURE_TRIPLE = "[456m1][456m1]456m789s1p1p"    # 1p is the only wait: 单钓将
PURE_STRAIGHT = "[123s1][456s1][789s1]6688p6p"
FOUR_SHIFTED_2 = "[123s1][345s1][567s1]78s55p9s"
FOUR_SHIFTED_1 = "[123m1][234m1][345m1]1145m6m"
SHIFTED_1 = "[123p1][234p1][345p1]2234s2s"
SHIFTED_2 = "[123s1][345s1][567s1]2345s2s"
MIXED_STRAIGHT = "[123m1][456p1]789sNNFFF"
MIXED_TRIPLE = "[345s1][345p1][345m1]4456m4m"
MIXED_SHIFTED = "[123s1][234m1][345p1]55m45s6s"
ALL_CHOWS = "234567m66s34567p8p"              # 34567p waits 2p/5p/8p: no wait fan
COUNT_ONCE = "[123m1][456p1][789s1]23pCC1p"   # the seed's 套算一次 example

APPLIES = [
    A("一色双龙会", PURE_TERMINAL, D, {"一色双龙会": 64, "门前清": 2}),
    # a regular hand, not one of the special hands of switch 1: 不求人 under both presets
    A("一色双龙会", PURE_TERMINAL_Z, Z, {"一色双龙会": 64, "不求人": 4}),
    A("一色四同顺", QUADRUPLE, D, {"一色四同顺": 48, "清一色": 24, "小于五": 12, "平和": 2}),
    A("一色四步高", FOUR_SHIFTED_2, D, {"一色四步高": 32, "平和": 2, "缺一门": 1}, note="steps of 2"),
    A("一色四步高", FOUR_SHIFTED_1, D, {"一色四步高": 32, "清一色": 24, "平和": 2}, note="steps of 1"),
    A("一色三同顺", PURE_TRIPLE, D, {"一色三同顺": 24, "平和": 2, "单钓将": 1}),
    # the seed's 就高不就低 example: both readings are worth 30, the tie goes to 一色三同顺
    A("一色三同顺", "22233344m234p99p4m", D,
      {"一色三同顺": 24, "门前清": 2, "平和": 2, "喜相逢": 1, "缺一门": 1}),
    A("清龙", PURE_STRAIGHT, D, {"清龙": 16, "缺一门": 1, "无字": 1}),
    A("清龙", "112233456789mEE", D, {"清龙": 16, "混一色": 6, "门前清": 2, "一般高": 1, "单钓将": 1},
      note="the free 123m adds one 一般高 with 清龙's 123m"),
    A("三色双龙会", MIXED_TERMINAL, D, {"三色双龙会": 16, "门前清": 2, "边张": 1}),
    A("一色三步高", SHIFTED_1, D, {"一色三步高": 16, "平和": 2, "喜相逢": 1, "缺一门": 1},
      note="steps of 1"),
    A("一色三步高", SHIFTED_2, D, {"清一色": 24, "一色三步高": 16, "平和": 2, "一般高": 1},
      note="steps of 2"),
    A("花龙", MIXED_STRAIGHT, D, {"花龙": 8, "五门齐": 6, "箭刻": 2}),
    A("花龙", COUNT_ONCE, D, {"花龙": 8, "喜相逢": 1}),
    A("三色三同顺", MIXED_TRIPLE, D, {"三色三同顺": 8, "平和": 2, "四归一": 2, "断幺": 2}),
    A("三色三步高", MIXED_SHIFTED, D, {"三色三步高": 6, "平和": 2, "连六": 1}),
    A("平和", ALL_CHOWS, D, {"门前清": 2, "平和": 2, "断幺": 2, "连六": 2}),
    A("平和", "[234m1]234s789s33p67p8p", D, {"平和": 2, "喜相逢": 1}, note="melded chows are fine"),
    A("一般高", "[234m1]234m567s33p67p8p", D, {"一般高": 1, "平和": 2, "断幺": 2}),
    A("喜相逢", "[234m1]234s789s33p67p8p", D, {"喜相逢": 1, "平和": 2}),
    A("连六", "[234m1]567m789s33p45p6p", D, {"连六": 1, "平和": 2}),
    A("老少副", "[123m1]789m456s33p67p8p", D, {"老少副": 1, "平和": 2}),
]

MUST_NOT = [
    N("一色双龙会", MIXED_TERMINAL, D, None, note="two suits' terminal chows: 三色双龙会"),
    N("一色双龙会", "112233778899m55p", D, None, note="5 pair of another suit (the tiles are then read as 七对)"),
    N("一色四同顺", PURE_TRIPLE, D, None, note="only three identical chows"),
    # 123 234 456 567: steps 1, 2, 1 -- neither 一色四步高 nor any 一色三步高
    N("一色四步高", "[123m1][234m1][456m1]567m9p9p", D, None),
    N("一色三同顺", QUADRUPLE, D, ("no-repeat", "一色四同顺")),
    # 111222333s read as three pungs (一色三节高 + 三暗刻) beats three 123s chows
    N("一色三同顺", "1112223335589s7s", D, ("high-versus-low", "一色三节高"),  # each lists the other
      fans={"清一色": 24, "一色三节高": 24, "三暗刻": 16, "门前清": 2, "幺九刻": 1, "边张": 1}),
    N("清龙", MIXED_STRAIGHT, D, None, note="1-9 in three suits: 花龙"),
    N("三色双龙会", "12389m123789s88p7m", D, None, note="the pair must be 5 of the third suit"),
    N("一色三步高", PURE_STRAIGHT, D, None, note="steps of 3 make 清龙, not 一色三步高"),
    N("一色三步高", "[123m1][234m1][456m1]567m9p9p", D, None, note="steps 1 then 2"),
    N("一色三步高", FOUR_SHIFTED_2, D, (("no-split", "no-repeat"), "一色四步高"),
      note="three of 一色四步高's chows; the seed lists no 不计 here"),
    N("花龙", PURE_STRAIGHT, D, None, note="1-9 in one suit: 清龙"),
    N("三色三同顺", "[234m1]234s789s33p67p8p", D, None, note="only two suits"),
    # 三色三步高 needs steps of exactly 1: 123m 345s 567p (steps of 2) is nothing
    N("三色三步高", "[123m1][345s1][567p1]22m67s8s", D, None, fans={"平和": 2, "连六": 1}),
    N("平和", "[234m1]234s789s67pEE8p", D, None, fans={"喜相逢": 1}, note="honour pair"),
    N("平和", "[234m1]234s789s55pEEE", D, None, note="a pung instead of a fourth chow"),
    N("平和", "112233m778899s1p1p", D, ("no-split", "七对")),       # the seed's 不拆移 example
    N("平和", MIXED_TERMINAL, D, ("no-repeat", "三色双龙会")),       # seed: 不计平和
    N("平和", PURE_TERMINAL, D, ("no-repeat", "一色双龙会")),        # seed: 不计平和
    N("一般高", PURE_TRIPLE, D, ("no-repeat", "一色三同顺")),         # seed: 不计一般高
    N("一般高", QUADRUPLE, D, ("no-repeat", "一色四同顺")),           # seed: 不计一般高
    N("一般高", PURE_TERMINAL, D, ("no-split", "一色双龙会")),       # seed: 不计一般高
    N("一般高", "112233m778899s1p1p", D, ("no-split", "七对")),
    N("一般高", "[234m1]234s789s33p67p8p", D, None, note="same chow in two suits is 喜相逢"),
    N("喜相逢", MIXED_TERMINAL, D, ("no-split", "三色双龙会")),      # seed: 不计喜相逢
    N("喜相逢", MIXED_TRIPLE, D, ("no-repeat", "三色三同顺")),
    N("喜相逢", "[234m1]234m567s33p67p8p", D, None, note="same chow in one suit is 一般高"),
    N("连六", PURE_STRAIGHT, D, ("no-split", "清龙")),               # 123+456, 456+789 inside 清龙
    N("连六", FOUR_SHIFTED_1, D, ("no-split", "一色四步高")),         # seed: 不计连六 (123+456)
    N("连六", COUNT_ONCE, D, ("count-once", "喜相逢")),              # the seed's 套算一次 example
    N("连六", "[234m1]234s789s33p67p8p", D, None),
    N("老少副", PURE_STRAIGHT, D, ("no-split", "清龙")),              # 123+789 inside 清龙
    N("老少副", MIXED_TERMINAL, D, ("no-split", "三色双龙会")),       # seed: 不计老少副
    N("老少副", FOUR_SHIFTED_2, D, ("no-split", "一色四步高")),       # seed: 不计老少副 (123+789)
    N("老少副", PURE_TERMINAL, D, ("no-split", "一色双龙会")),        # seed: 不计老少副
    N("老少副", "[123m1]789s456s33p67p8p", D, None, note="123 and 789 of different suits"),
]

