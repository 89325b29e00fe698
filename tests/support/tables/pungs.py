"""刻系列 (pungs and kongs): 四杠 四暗刻 一色四节高 三杠 一色三节高 三同刻 三暗刻 三色三节高 双暗杠 碰碰和
双明杠 四归一 双同刻 双暗刻 暗杠 幺九刻 明杠, and the common-practice extra 明暗杠.

Discard wins, winds East/East, no flowers, unless a row says otherwise. Rows: tests/support/cases.py.
Where the presets differ (preset switches 3, 4, 5: mjlib.rules) the row gives both columns:
green-book counts 暗杠/双暗杠 beside 三杠/四杠 ("暗杠加计"), prices 双暗杠 at 8, and scores one melded
plus one concealed kong as 双明杠 4 + 暗杠 2 ("一明杠与一暗杠，加计暗杠，共6番"); common practice adds
no kong fan beside 三杠/四杠, prices 双暗杠 at 6 and has 明暗杠 5.

A pung finished by a discard is a melded pung (so 111m999s333pEE55pE on the E is 三暗刻, not 四暗刻).
"""

from tests.support.cases import CP, GB, Applies as A, MustNot as N

D = {}
Z = {"self_drawn": True}

FOUR_KONGS = "[1111m1][2222s1][3333p2][4444p3]5p5p"     # all melded, won on a discard: + 全求人
FOUR_KONGS_C = "[2222s1][5555m2][7777p3][EEEE]CC"        # one concealed kong
THREE_KONGS_1C = "[1111m][2222s1][3333p2]567p5p5p"       # one concealed kong of three
THREE_KONGS_2C = "[2222s][3333s][5555p1]67mEE8m"         # two concealed kongs of three
THREE_KONGS_0C = "[1111m1][2222s1][3333p2]567p5p5p"      # three melded kongs
TWO_CONCEALED_KONGS = "[1111m][2222s]345p678pNN"
MELDED_AND_CONCEALED = "[1111m][2222s1]345p678pNN"
TWO_MELDED_KONGS = "[4444p1][4444m1][CCC1]1133m1m"
FOUR_CONCEALED = "111m999s333pEEE5p5p"                   # waits on 4p and 5p: no 单钓将
FOUR_SHIFTED_PUNGS = "[111p1][222p1][333p1]4455p4p"
PURE_SHIFTED_PUNGS = "[222s1][333s1][444s1]2233p3p"
TRIPLE_PUNG = "[333p1][333m1]44m23333s4s"
THREE_CONCEALED = "[123s1]4445777888s5s"
MIXED_SHIFTED_PUNGS = "[222p1][333s1][444m1]22m33p3p"
ALL_PUNGS = "[222m1][555m1][555s1]4488p8p"
TWO_CONCEALED_PUNGS = "[123m1]555p777s8899m9m"          # 999m is finished by the discard
MELDED_KONG = "[2222m1][456p1][678p1][888s1]6m6m"

APPLIES = [
    A("四杠", FOUR_KONGS, D, {"四杠": 88, "全求人": 6, "三色三节高": 8, "幺九刻": 1, "无字": 1}),
    A("四杠", FOUR_KONGS_C, Z,
      {"四杠": 88, "五门齐": 6, "暗杠": 2, "圈风刻": 2, "门风刻": 2, "自摸": 1},
      common={"四杠": 88, "五门齐": 6, "圈风刻": 2, "门风刻": 2, "自摸": 1}),
    A("四暗刻", FOUR_CONCEALED, D, {"四暗刻": 64, "圈风刻": 2, "门风刻": 2, "幺九刻": 2}),
    # switch 1: self-drawn 四暗刻 adds 不求人 (seed: 自摸加计不求人) or 自摸
    A("四暗刻", FOUR_CONCEALED, Z, {"四暗刻": 64, "圈风刻": 2, "门风刻": 2, "幺九刻": 2, "不求人": 4},
      common={"四暗刻": 64, "圈风刻": 2, "门风刻": 2, "幺九刻": 2, "自摸": 1}),
    A("一色四节高", FOUR_SHIFTED_PUNGS, D, {"一色四节高": 48, "清一色": 24, "推不倒": 8, "幺九刻": 1}),
    A("三杠", THREE_KONGS_1C, D, {"三杠": 32, "暗杠": 2, "三色三节高": 8, "幺九刻": 1, "无字": 1},
      common={"三杠": 32, "三色三节高": 8, "幺九刻": 1, "无字": 1}),
    # two concealed kongs: green-book adds 双暗杠 (which removes 双暗刻); common practice 双暗刻
    A("三杠", THREE_KONGS_2C, D, {"三杠": 32, "双暗杠": 8}, common={"三杠": 32, "双暗刻": 2}),
    A("三杠", THREE_KONGS_0C, D, {"三杠": 32, "三色三节高": 8, "幺九刻": 1, "无字": 1}),
    A("一色三节高", PURE_SHIFTED_PUNGS, D,
      {"一色三节高": 24, "小于五": 12, "碰碰和": 6, "双同刻": 2, "断幺": 2, "缺一门": 1}),
    A("三同刻", TRIPLE_PUNG, D, {"三同刻": 16, "小于五": 12, "四归一": 2, "断幺": 2}),
    A("三暗刻", THREE_CONCEALED, D, {"清一色": 24, "三暗刻": 16}),
    A("三色三节高", MIXED_SHIFTED_PUNGS, D,
      {"小于五": 12, "三色三节高": 8, "碰碰和": 6, "双同刻": 2, "断幺": 2}),
    A("三色三节高", "[666m1][777p2][888s3]99mNN9m", D, {"三色三节高": 8, "碰碰和": 6, "幺九刻": 1}),
    A("双暗杠", TWO_CONCEALED_KONGS, D, {"双暗杠": 8, "门前清": 2, "连六": 1, "幺九刻": 1, "单钓将": 1},
      common={"双暗杠": 6, "门前清": 2, "连六": 1, "幺九刻": 1, "单钓将": 1}),
    A("碰碰和", ALL_PUNGS, D, {"碰碰和": 6, "双同刻": 2, "断幺": 2}),
    A("双明杠", TWO_MELDED_KONGS, D,
      {"碰碰和": 6, "双明杠": 4, "箭刻": 2, "双同刻": 2, "幺九刻": 1, "缺一门": 1}),
    # switch 4: one melded + one concealed kong = 双明杠 4 + 暗杠 2 in the green book
    A("双明杠", MELDED_AND_CONCEALED, D, {"双明杠": 4, "暗杠": 2, "连六": 1, "幺九刻": 1, "单钓将": 1},
      rules=(GB,)),
    # four 9s: 999s + the 9 of 789s. The four 1m are a kong, which is no 四归一.
    A("四归一", "[1111m][222s1]78999s44p9s", D,
      {"四归一": 2, "双暗刻": 2, "暗杠": 2, "幺九刻": 2, "无字": 1}),
    A("四归一", TRIPLE_PUNG, D, {"三同刻": 16, "小于五": 12, "四归一": 2, "断幺": 2}),
    A("双同刻", ALL_PUNGS, D, {"碰碰和": 6, "双同刻": 2, "断幺": 2}),
    A("双暗刻", TWO_CONCEALED_PUNGS, D, {"双暗刻": 2, "幺九刻": 1, "无字": 1}),
    A("暗杠", "[5555p]123m456m789s1s1s", D, {"暗杠": 2, "门前清": 2, "连六": 1, "单钓将": 1, "无字": 1}),
    A("幺九刻", "[999s1]234m567p33m67p8p", D, {"幺九刻": 1, "无字": 1}),
    A("明杠", MELDED_KONG, D, {"全求人": 6, "断幺": 2, "明杠": 1}),
    A("明暗杠", MELDED_AND_CONCEALED, D, {"明暗杠": 5, "连六": 1, "幺九刻": 1, "单钓将": 1}, rules=(CP,)),
]

MUST_NOT = [
    N("四杠", THREE_KONGS_0C, D, None, note="three kongs"),
    N("四暗刻", "111m999s333pEE55pE", D, None,
      fans={"三暗刻": 16, "碰碰和": 6, "圈风刻": 2, "门风刻": 2, "门前清": 2, "幺九刻": 2},
      note="the discard finishes EEE, which is then a melded pung"),
    N("一色四节高", PURE_SHIFTED_PUNGS, D, None, note="three shifted pungs only"),
    N("三杠", TWO_MELDED_KONGS, D, None, note="two kongs"),
    # 三杠 is three of 四杠's kongs: necessarily present / a sub-combination
    N("三杠", FOUR_KONGS, D, (("no-repeat", "no-split"), "四杠")),
    N("一色三节高", FOUR_SHIFTED_PUNGS, D, ("no-repeat", "一色四节高")),  # the same pattern over fewer sets
    N("一色三节高", "22233344m234p99p4m", D, ("high-versus-low", "一色三同顺")),  # the seed's example
    N("三同刻", ALL_PUNGS, D, None, note="two same-numbered pungs only"),
    N("三暗刻", TWO_CONCEALED_PUNGS, D, None, note="the third pung was finished by the discard"),
    # four concealed pungs hold three: necessarily present (no-repeat) / a sub-combination (no-split)
    N("三暗刻", FOUR_CONCEALED, D, (("no-repeat", "no-split"), "四暗刻")),
    # 666m 777p 888s makes 三色三节高; 777p 888s 999m would make it again from two of the same pungs
    N("三色三节高", "[666m1][777p2][888s3]99mNN9m", D, ("non-identical", "三色三节高"),
      fans={"三色三节高": 8, "碰碰和": 6, "幺九刻": 1}),
    N("三色三节高", "[222p1][444s1][666m1]22m33p3p", D, None, note="steps of 2, and 222p/333p share a suit"),
    N("双暗杠", MELDED_AND_CONCEALED, D, None, note="only one concealed kong"),
    N("双暗杠", THREE_KONGS_2C, D, ("no-repeat", "三杠"), rules=(CP,),
      note="common practice adds no kong fan beside 三杠"),
    N("碰碰和", FOUR_CONCEALED, D, ("no-repeat", "四暗刻")),
    N("碰碰和", "[111m1][111p1][111s1]99s99p9p", D, ("no-repeat", "清幺九")),  # seed: 不计碰碰和
    N("碰碰和", TWO_CONCEALED_PUNGS, D, None, note="a chow"),
    N("双明杠", MELDED_KONG, D, None, note="one kong"),
    N("双明杠", THREE_KONGS_0C, D, (("no-repeat", "no-split"), "三杠")),
    N("四归一", "[1111p1]23477m23457p6p", Z, None,
      fans={"喜相逢": 1, "连六": 1, "幺九刻": 1, "明杠": 1, "缺一门": 1, "无字": 1, "坎张": 1, "自摸": 1},
      note="four 1p as a kong are no 四归一"),
    N("四归一", "[123m1][123m1]1122334m4m", D, ("no-repeat", "一色四同顺")),  # seed: 不计四归一
    N("双同刻", TRIPLE_PUNG, D, (("no-split", "no-repeat"), "三同刻")),
    # switch 6: common practice drops 双同刻 beside 清幺九; the green book counts it (support/tables/outside.py)
    N("双同刻", "[111m1][999m1]111s99s99p9s", D, ("no-repeat", "清幺九"), rules=(CP,)),
    N("双同刻", "[222p1][444s1][666m1]22m33p3p", D, None, note="no two pungs of the same number"),
    N("双暗刻", TWO_CONCEALED_KONGS, D, ("no-repeat", "双暗杠")),
    N("双暗刻", THREE_CONCEALED, D, (("no-split", "no-repeat"), "三暗刻")),
    N("双暗刻", ALL_PUNGS, D, None, note="888p is finished by the discard: no concealed pung"),
    N("暗杠", TWO_CONCEALED_KONGS, D, ("no-repeat", "双暗杠")),
    N("暗杠", THREE_KONGS_1C, D, ("no-repeat", "三杠"), rules=(CP,)),
    N("暗杠", MELDED_AND_CONCEALED, D, ("no-repeat", "明暗杠"), rules=(CP,)),
    N("暗杠", MELDED_KONG, D, None, note="a melded kong"),
    N("幺九刻", "[CCC1]234m567s33p67p8p", D, ("no-repeat", "箭刻")),    # seed: 箭刻 不计幺九刻
    N("幺九刻", "[CCC1][FFF1]12378m88s9m", D, ("no-repeat", "双箭刻")),  # seed: 双箭刻 不计幺九刻
    N("幺九刻", "[SSS1]234m678s567p5p5p", {"seat_wind": "S"}, ("no-repeat", "门风刻")),
    N("幺九刻", "[EEE1][111m1][999s1]99pCC9p", D, ("no-repeat", "混幺九")),  # seed: 混幺九 不计幺九刻
    N("幺九刻", ALL_PUNGS, D, None, note="no terminal or honour pung"),
    # switch 2: the green book's 九莲宝灯 removes every 幺九刻 (111m and 999m here)
    N("幺九刻", "1112345678999m5m", D, ("no-repeat", "九莲宝灯"), rules=(GB,)),
    N("明杠", "[1111m1][3333m2][555m3][777m1]9m9m", D, ("no-repeat", "双明杠")),  # the seed's example
    N("明杠", "[5555p]123m456m789s1s1s", D, None, note="a concealed kong"),
    N("明暗杠", MELDED_AND_CONCEALED, D, None, rules=(GB,), note="not one of the 81 fans"),
    N("明暗杠", TWO_MELDED_KONGS, D, None, note="two melded kongs"),
]

