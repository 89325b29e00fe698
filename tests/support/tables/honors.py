"""字牌系列 (honors): 大四喜 大三元 小四喜 小三元 字一色 三风刻 双箭刻 箭刻 圈风刻 门风刻.

Discard wins, prevalent and seat wind East, no flowers, unless a row says otherwise.
Rows: see tests/support/cases.py. Points per the rule text; the common-practice column agrees with the
reference calculator.
"""

from tests.support.cases import Applies as A, MustNot as N

D = {}
# wind flags for the 圈风刻 / 门风刻 rows
PREV_S = {"prevalent_wind": "S", "seat_wind": "E"}
SEAT_S = {"prevalent_wind": "E", "seat_wind": "S"}
BOTH_S = {"prevalent_wind": "S", "seat_wind": "S"}
NEITHER = {"prevalent_wind": "W", "seat_wind": "N"}

# A pung of South and nothing else of note; 567p 5p waits on 5p and 8p, so no wait fan.
SOUTH = "[SSS1]234m678s567p5p5p"
# The four hands the exclusions below are read on.
BIG_WINDS = "[EEE1][WWW1]33sSSSNNN"      # 大四喜 + 混一色; the 33s/NN wait is two-sided
LITTLE_WINDS = "[EEE1][WWW1][NNN1]23sSS1s"
BIG_DRAGONS = "[CCC1][PPP1]5556sFFF4s"    # 5556s waits 4s/7s/6s: no wait fan
LITTLE_DRAGONS = "[CCC1][FFF1]23s111pPP1s"
TWO_DRAGONS = "[CCC1][FFF1]12378m88s9m"

APPLIES = [
    A("大四喜", BIG_WINDS, D, {"大四喜": 88, "混一色": 6}),
    A("大三元", BIG_DRAGONS, D, {"大三元": 88, "混一色": 6}),
    A("小四喜", LITTLE_WINDS, D,
      {"小四喜": 64, "混一色": 6, "全带幺": 4, "圈风刻": 2, "门风刻": 2}),
    A("小三元", LITTLE_DRAGONS, D, {"小三元": 64, "全带幺": 4, "幺九刻": 1, "缺一门": 1}),
    # three wind pungs and a dragon pung: 字一色 keeps 三风刻 and 箭刻
    A("字一色", "[SSS1][WWW1]NNNCCFFC", D, {"字一色": 64, "三风刻": 12, "箭刻": 2}),
    A("三风刻", "[SSS1][WWW1][NNN1]2345m5m", D, {"三风刻": 12, "混一色": 6}),
    A("双箭刻", TWO_DRAGONS, D, {"双箭刻": 6, "老少副": 1, "缺一门": 1}),
    A("箭刻", "[CCC1]234m567s33p67p8p", D, {"箭刻": 2}),
    # the wind flags decide: South prevalent -> 圈风刻, South seat -> 门风刻, both -> both,
    # and each replaces the 幺九刻 of that pung (once, since it is one pung)
    A("圈风刻", SOUTH, PREV_S, {"圈风刻": 2}),
    A("圈风刻", SOUTH, BOTH_S, {"圈风刻": 2, "门风刻": 2}),
    A("门风刻", SOUTH, SEAT_S, {"门风刻": 2}),
    A("门风刻", LITTLE_WINDS, {"prevalent_wind": "S", "seat_wind": "W"},
      {"小四喜": 64, "混一色": 6, "全带幺": 4, "门风刻": 2}, note="W pung is the seat wind only"),
]

MUST_NOT = [
    N("大四喜", LITTLE_WINDS, D, None, note="three wind pungs and a wind pair"),
    N("大三元", LITTLE_DRAGONS, D, None, note="two dragon pungs and a dragon pair"),
    N("小四喜", BIG_WINDS, D, None, note="four wind pungs: the pair is 33s"),
    N("小四喜", "[SSS1][WWW1][NNN1]2345m5m", D, None, fans={"三风刻": 12, "混一色": 6},
      note="three wind pungs but a numbered pair"),
    N("小三元", TWO_DRAGONS, D, None, note="two dragon pungs, numbered pair"),
    N("字一色", "[SSS1][WWW1][NNN1]2345m5m", D, None, note="honours and one suit: 混一色"),
    # 三风刻 is made of three of 大四喜's / 小四喜's pungs; the seed lists it under both. Whether that
    # is called no-repeat (a listed, necessarily present fan) or no-split (a sub-combination of
    # the counted combination) the rule text does not decide; the fan responsible it does.
    N("三风刻", BIG_WINDS, D, (("no-split", "no-repeat"), "大四喜")),
    N("三风刻", LITTLE_WINDS, D, (("no-split", "no-repeat"), "小四喜")),
    N("三风刻", "[EEE1][WWW1]23s111pSS1s", D, None,
      fans={"全带幺": 4, "圈风刻": 2, "门风刻": 2, "幺九刻": 2, "缺一门": 1},
      note="two wind pungs and a wind pair"),
    N("双箭刻", BIG_DRAGONS, D, (("no-split", "no-repeat"), "大三元")),
    N("双箭刻", LITTLE_DRAGONS, D, (("no-split", "no-repeat"), "小三元")),
    N("双箭刻", "[CCC1]234m567s33p67p8p", D, None, note="one dragon pung"),
    N("箭刻", TWO_DRAGONS, D, ("no-repeat", "双箭刻")),       # seed: 双箭刻 不计箭刻
    N("箭刻", BIG_DRAGONS, D, ("no-repeat", "大三元")),       # seed: 大三元 不计箭刻
    N("箭刻", LITTLE_DRAGONS, D, ("no-repeat", "小三元")),    # seed: 小三元 不计箭刻
    N("箭刻", "[SSS1]234m678s567pCC", D, None, fans={"五门齐": 6, "幺九刻": 1, "单钓将": 1},
      note="a dragon pair is no 箭刻"),
    # South is neither prevalent nor seat wind: the pung is only a 幺九刻
    N("圈风刻", SOUTH, NEITHER, None, fans={"幺九刻": 1}),
    N("圈风刻", SOUTH, SEAT_S, None, fans={"门风刻": 2}),
    N("圈风刻", BIG_WINDS, D, ("no-repeat", "大四喜")),       # seed: 大四喜 不计圈风刻
    N("门风刻", SOUTH, NEITHER, None, fans={"幺九刻": 1}),
    N("门风刻", SOUTH, PREV_S, None, fans={"圈风刻": 2}),
    N("门风刻", BIG_WINDS, D, ("no-repeat", "大四喜")),       # seed: 大四喜 不计门风刻
]

