"""全带系列 (outside hands): 清幺九 混幺九 全双刻 全带五 全带幺.

Discard wins, winds East/East, no flowers, unless a row says otherwise. Rows: tests/support/cases.py.
Switch 6 of the preset switches (mjlib.rules): the green book counts 双同刻 beside 清幺九 (not in the seed's 不计 list);
common practice does not. 三同刻 counts beside 清幺九 under both.
"""

from tests.support.cases import Applies as A, MustNot as N

D = {}

ALL_TERMINALS = "[111m1][111p1][111s1]99s99p9p"
TERMINALS_HONORS = "[EEE1][111m1][999s1]99pCC9p"
EVEN_PUNGS = "[222m1][444s1][666p1]4488p8p"
ALL_FIVES = "[345m1][456m1][555p1]55m55s5s"
OUTSIDE = "[123m1][123p1]999m78pEE9p"

APPLIES = [
    A("清幺九", ALL_TERMINALS, D, {"清幺九": 64, "三同刻": 16}),
    A("清幺九", "[111m1][999m1]111s99s99p9s", D, {"清幺九": 64, "双同刻": 4},
      common={"清幺九": 64}, note="switch 6: 111m/111s and 999m/999s are two 双同刻"),
    A("清幺九", "1199m1199s11999p9p", D, {"清幺九": 64, "七对": 24, "四归一": 2}, note="as seven pairs"),
    A("混幺九", TERMINALS_HONORS, D, {"混幺九": 32, "五门齐": 6, "圈风刻": 2, "门风刻": 2, "双同刻": 2}),
    A("全双刻", EVEN_PUNGS, D, {"全双刻": 24}),
    A("全带五", ALL_FIVES, D, {"全带五": 16, "四归一": 2, "双同刻": 2}),
    A("全带幺", OUTSIDE, D, {"全带幺": 4, "喜相逢": 1, "老少副": 1, "幺九刻": 1, "缺一门": 1}),
]

MUST_NOT = [
    N("清幺九", TERMINALS_HONORS, D, None, note="honours: 混幺九"),
    N("清幺九", OUTSIDE, D, None, note="chows"),
    N("混幺九", "19m19s19pESWNCFPN", D, ("no-repeat", "十三幺")),        # seed: 十三幺 不计混幺九
    N("混幺九", OUTSIDE, D, None, note="chows"),
    N("全双刻", "[222m1][444s1][456p1]88m88p8p", D, None, note="a chow"),
    N("全双刻", "[222m1][444s1][666p1]3388p8p", D, None, note="an odd pair"),
    N("全带五", "[456m1]444p555s66p456s", D, None, note="444p and 66p hold no 5"),
    N("全带幺", TERMINALS_HONORS, D, ("no-repeat", "混幺九")),          # seed: 混幺九 不计全带幺
    N("全带幺", ALL_TERMINALS, D, ("no-repeat", "清幺九")),             # seed: 清幺九 不计全带幺
    N("全带幺", "[SSS1][WWW1]NNNCCFFC", D, ("no-repeat", "字一色")),    # seed: 字一色 不计全带幺
    N("全带幺", "112233m778899s1p1p", D, ("no-split", "七对")),         # the seed's 不拆移 example
    N("全带幺", "[123m1][123p1]999m78pEE6p", D, None, note="678p holds no terminal"),
]

