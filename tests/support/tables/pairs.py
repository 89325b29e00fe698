"""七对系列 (pairs): 连七对 七对.

Discard wins, winds East/East, no flowers, unless a row says otherwise. Rows: tests/support/cases.py.
Switch 1 of the preset switches (mjlib.rules): a self-drawn 七对 / 连七对 adds 不求人 4 in the green book
("自摸加计不求人") and 自摸 1 in common practice. A four-of-a-kind counts as two pairs.
"""

from tests.support.cases import CP, GB, Applies as A, MustNot as N

D = {}
Z = {"self_drawn": True}

SEVEN_PAIRS = "1133m2288s5577pCC"
SHIFTED_PAIRS = "1122334455667m7m"

APPLIES = [
    A("连七对", SHIFTED_PAIRS, D, {"连七对": 88}),
    A("连七对", "2233445566778p8p", D, {"连七对": 88, "断幺": 2}),
    A("连七对", SHIFTED_PAIRS, Z, {"连七对": 88, "不求人": 4}, common={"连七对": 88, "自摸": 1}),
    A("七对", SEVEN_PAIRS, D, {"七对": 24}),
    A("七对", SEVEN_PAIRS, Z, {"七对": 24, "不求人": 4}, common={"七对": 24, "自摸": 1}),
    # 8888s is two pairs; the four 8s also make 四归一, and 绿一色 removes 混一色 and 缺一门
    A("七对", "223344668888sFF", D, {"绿一色": 88, "七对": 24, "四归一": 2}),
    # self-drawn 445566m445566s55p: the 七对 reading (七对 24, 全中 24, 不求人 4 = 52) beats the
    # chows (全中 24, 全带五 16, 不求人 4, 平和 2, 一般高 1x2, 喜相逢 1, 单钓将 1 = 50) in the green
    # book only: with 自摸 instead of 不求人 the 七对 reading is worth 49.
    A("七对", "445566m445566s5p5p", Z, {"七对": 24, "全中": 24, "不求人": 4}, rules=(GB,)),
]

MUST_NOT = [
    N("连七对", SEVEN_PAIRS, D, None, note="pairs not consecutive, not one suit"),
    N("连七对", "1122334455778m8m", D, None, note="6 is missing"),
    N("七对", SHIFTED_PAIRS, D, ("no-repeat", "连七对")),          # seed: 连七对 不计七对
    # seed: 一色双龙会 不计七对. The 七对 reading is another grouping of the same tiles, so no-split
    # (不拆移) names it as well as no-repeat; the fan responsible is 一色双龙会 either way.
    N("七对", "1122335577889m9m", D, ("high-versus-low", "一色双龙会")),  # listed: another reading
    N("七对", "445566m445566s5p5p", Z, ("high-versus-low", "reading"), rules=(CP,),
      fans={"全中": 24, "全带五": 16, "不求人": 4, "平和": 2, "一般高": 2, "喜相逢": 1, "单钓将": 1}),
    N("七对", "112233m22s789pCCC", D, None, note="four pairs and a pung: a regular hand only"),
]

