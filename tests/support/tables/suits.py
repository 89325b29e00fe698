"""花色组合系列 (suits): 绿一色 清一色 全大 全中 全小 大于五 小于五 推不倒 混一色 五门齐 断幺 缺一门 无字.

Discard wins, winds East/East, no flowers, unless a row says otherwise. Rows: tests/support/cases.py.
Necessary implications the seed's 不计 lists forget are removed by no-repeat too (the preset switches (mjlib.rules)):
断幺/全中/全双刻/全带五 ⇒ 无字; 绿一色 ⇒ 混一色 (seed 000) and 缺一门; 混一色 ⇒ 缺一门; 清一色 ⇒ 缺一门;
全大 ⇒ 大于五; 全小 ⇒ 小于五.
推不倒's tiles: 1 2 3 4 5 8 9 饼, 2 4 5 6 8 9 条, 白 — no 万, no 6/7 饼, no 1/3/7 条, no other honour.
"""

from tests.support.cases import Applies as A, MustNot as N

D = {}

GREEN_WITH_F = "[234s1]23466888sFF6s"        # 234s 234s 666s 888s FF
GREEN_NO_F = "[222s1][444s1]3366688s3s"
FULL_FLUSH = "[123s1]4445777888s5s"
UPPER = "[777s1][888m1][777p1]99m88s9m"
MIDDLE = "[456m1]444p555s66p456s"          # 45s waits 3s/6s: no wait fan
LOWER = "[123p1][123m1][123s1]2333s1s"
UPPER_FOUR = "[789s1][678p1][777p1]78m99s9m"
LOWER_FOUR = "[123m1][234p1]234s11m33p3p"
REVERSIBLE = "[234p1][456s1][888p1]88sPP8s"
HALF_FLUSH = "[CCC1]11123444789p"
ALL_TYPES = "[123m1][456p1]789sNNFFF"
ALL_SIMPLES = "[234m1]555p678s33p456s"
VOIDED = "[123m1]555m789s33s67s8s"

APPLIES = [
    A("绿一色", GREEN_WITH_F, D, {"绿一色": 88, "一般高": 1}),
    A("绿一色", GREEN_NO_F, D, {"绿一色": 88, "清一色": 24, "一色三节高": 24, "碰碰和": 6, "断幺": 2},
      note="without 发 it is also 清一色 and 断幺"),
    A("清一色", FULL_FLUSH, D, {"清一色": 24, "三暗刻": 16}),
    A("全大", UPPER, D, {"全大": 24, "碰碰和": 6, "双同刻": 2, "幺九刻": 1}),
    A("全中", MIDDLE, D, {"全中": 24, "四归一": 2, "双暗刻": 2, "喜相逢": 1}),
    A("全小", LOWER, D, {"全小": 24, "三色三同顺": 8, "平和": 2, "四归一": 2, "一般高": 1}),
    A("大于五", UPPER_FOUR, D, {"大于五": 12, "四归一": 2, "喜相逢": 1}),
    A("小于五", LOWER_FOUR, D, {"小于五": 12, "四归一": 2, "喜相逢": 1}, note="four 3p, none a kong"),
    A("推不倒", REVERSIBLE, D, {"推不倒": 8, "双同刻": 2}),
    A("推不倒", "[123p1][999s1]555p456sPP", D, {"推不倒": 8, "幺九刻": 1, "单钓将": 1},
      note="1 2 3 5 饼, 4 5 6 9 条, 白"),
    A("混一色", HALF_FLUSH, D, {"混一色": 6, "箭刻": 2, "幺九刻": 1}),
    A("五门齐", ALL_TYPES, D, {"花龙": 8, "五门齐": 6, "箭刻": 2}),
    A("断幺", ALL_SIMPLES, D, {"断幺": 2}),
    A("缺一门", VOIDED, D, {"缺一门": 1, "无字": 1}),
    A("无字", VOIDED, D, {"缺一门": 1, "无字": 1}),
]

MUST_NOT = [
    N("绿一色", "[234s1]23466888sCC6s", D, None, note="中 is not green"),
    N("绿一色", "[234s1]23466999sFF6s", D, None, note="9s is not green"),
    N("清一色", HALF_FLUSH, D, None, note="honours beside one suit: 混一色"),
    N("清一色", "1122334455667m7m", D, ("no-repeat", "连七对")),        # seed: 连七对 不计清一色
    N("清一色", "1112345678999m9m", D, ("no-repeat", "九莲宝灯")),      # seed: 九莲宝灯 不计清一色
    N("全大", UPPER_FOUR, D, None, note="6p is not 7-9"),
    N("全中", "[345m1][456m1][555p1]55m55s5s", D, None, note="3m is not 4-6"),
    N("全小", LOWER_FOUR, D, None, note="4s/4p are not 1-3"),
    N("大于五", UPPER, D, ("no-repeat", "全大")),
    N("大于五", MIDDLE, D, None),
    N("小于五", LOWER, D, ("no-repeat", "全小")),
    N("小于五", ALL_SIMPLES, D, None),
    N("推不倒", "[234p1][456s1][888p1]88sFF8s", D, None, note="发 is not reversible"),
    N("推不倒", "[234p1][456s1][777p1]88sPP8s", D, None, note="7p is not reversible"),
    N("推不倒", "[234p1][345s1][888p1]88sPP8s", D, None, note="3s is not reversible"),
    N("混一色", GREEN_WITH_F, D, ("no-repeat", "绿一色")),             # seed 000: 绿一色 不计混一色
    N("混一色", FULL_FLUSH, D, None, note="no honours"),
    N("五门齐", "19m19s19pESWNCFPN", D, ("no-repeat", "十三幺")),      # seed: 十三幺 不计五门齐
    N("五门齐", "69m258s17pEWNCFP3m", D, ("no-repeat", "全不靠")),     # seed: 全不靠 不计五门齐
    N("五门齐", "69m258s1pESWNCFP3m", D, ("no-repeat", "七星不靠")),   # seed: 七星不靠 不计五门齐
    N("五门齐", "[CCC1]234m567s33p67p8p", D, None, note="no wind"),
    N("断幺", MIDDLE, D, ("no-repeat", "全中")),                       # seed: 全中 不计断幺
    N("断幺", "[222m1][444s1][666p1]4488p8p", D, ("no-repeat", "全双刻")),  # seed: 全双刻 不计断幺
    N("断幺", "[345m1][456m1][555p1]55m55s5s", D, ("no-repeat", "全带五")),  # seed: 全带五 不计断幺
    N("断幺", VOIDED, D, None, note="1m, 9s"),
    N("缺一门", HALF_FLUSH, D, ("no-repeat", "混一色")),
    N("缺一门", REVERSIBLE, D, ("no-repeat", "推不倒")),                # seed: 推不倒 不计缺一门
    N("缺一门", FULL_FLUSH, D, ("no-repeat", "清一色")),
    N("缺一门", GREEN_WITH_F, D, ("no-repeat", "绿一色")),
    N("缺一门", ALL_SIMPLES, D, None, note="all three suits"),
    N("无字", FULL_FLUSH, D, ("no-repeat", "清一色")),                 # seed: 清一色 不计无字
    N("无字", "[234m1]234s789s33p67p8p", D, ("no-repeat", "平和")),     # seed: 平和 不计无字
    N("无字", ALL_SIMPLES, D, ("no-repeat", "断幺")),
    N("无字", MIDDLE, D, ("no-repeat", "全中")),
    N("无字", UPPER, D, ("no-repeat", "全大")),                        # seed: 全大 不计无字
    N("无字", HALF_FLUSH, D, None, note="中"),
]

