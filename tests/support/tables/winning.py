"""和牌方式系列 (how the hand is won): 妙手回春 海底捞月 杠上开花 抢杠和 全求人 不求人 和绝张 门前清 边张 坎张
单钓将 自摸.

Winds East/East, no flowers. Flags: D = a discard, Z = self-drawn; ``about_kong`` with Z is 杠上开花
and without it 抢杠和; ``wall_last`` with Z is 妙手回春 and without it 海底捞月. Rows: tests/support/cases.py.
The wait fans need a unique winning tile (seed: 1233 和 3 and 7789 和 7 are 边张, 12345 和 3 is not;
4556 和 5 is 坎张, 45567 和 6 is not; 4556 / 5567 和 5 and 3456 和 3 or 6 are not 单钓将).
"""

from tests.support.cases import CP, GB, Applies as A, MustNot as N

D = {}
Z = {"self_drawn": True}
ZK = {"self_drawn": True, "about_kong": True}
ZL = {"self_drawn": True, "wall_last": True}
DK = {"about_kong": True}
DL = {"wall_last": True}

KONG_HAND = "[1111m1]345p678s234pNN"          # one melded kong; NN is a single wait
ROB_HAND = "[123m1]345p678s99p23s4s"          # the winning 4s is the only 4s in sight
MELDED = "[2222m1][456p1][678p1][888s1]6m6m"
CONCEALED = "234m4468s345678p7s"              # 68s waits only on 7s: 坎张
EDGE = "1233m456p789p567s3m"                  # 1233m 和 3m
CLOSED = "4556m123p789p567s5m"                # 4556m 和 5m
SINGLE = "[123m1]345p678s234pNN"

APPLIES = [
    A("妙手回春", KONG_HAND, ZL, {"妙手回春": 8, "幺九刻": 1, "明杠": 1, "单钓将": 1}),
    A("妙手回春", KONG_HAND, {**ZK, **ZL},
      {"妙手回春": 8, "杠上开花": 8, "幺九刻": 1, "明杠": 1, "单钓将": 1}),
    A("海底捞月", KONG_HAND, DL, {"海底捞月": 8, "幺九刻": 1, "明杠": 1, "单钓将": 1}),
    A("杠上开花", KONG_HAND, ZK, {"杠上开花": 8, "幺九刻": 1, "明杠": 1, "单钓将": 1}),
    A("抢杠和", ROB_HAND, DK, {"抢杠和": 8, "三色三步高": 6, "平和": 2}),
    A("全求人", MELDED, D, {"全求人": 6, "断幺": 2, "明杠": 1}),
    A("不求人", CONCEALED, Z, {"不求人": 4, "平和": 2, "断幺": 2, "喜相逢": 1, "连六": 1, "坎张": 1}),
    A("不求人", "[5555p]123m456m789s1s1s", Z, {"不求人": 4, "暗杠": 2, "连六": 1, "单钓将": 1, "无字": 1},
      note="a concealed kong keeps the hand concealed"),
    A("和绝张", "12378m123pCCPPP9m", {"fourth_tile": True},
      {"全带幺": 4, "和绝张": 4, "箭刻": 2, "门前清": 2, "喜相逢": 1, "老少副": 1, "缺一门": 1}),
    # no flag: the player's own pung holds the other three 4s, so the 4s is the last one
    A("和绝张", "[444s1]345p678s99p23s4s", D, {"和绝张": 4, "四归一": 2, "缺一门": 1, "无字": 1}),
    A("门前清", EDGE, D, {"门前清": 2, "平和": 2, "连六": 1, "边张": 1}),
    A("门前清", "[5555p]123m456m789s1s1s", D, {"暗杠": 2, "门前清": 2, "连六": 1, "单钓将": 1, "无字": 1}),
    A("边张", EDGE, D, {"门前清": 2, "平和": 2, "连六": 1, "边张": 1}),
    A("边张", "7789m123p456p567s7m", D, {"门前清": 2, "平和": 2, "连六": 1, "边张": 1}, note="7789m 和 7m"),
    A("边张", "12389m123789s55p7m", D, {"三色双龙会": 16, "门前清": 2, "边张": 1}, note="89 和 7"),
    A("坎张", CLOSED, D, {"门前清": 2, "平和": 2, "老少副": 1, "坎张": 1}),
    A("坎张", CONCEALED, Z, {"不求人": 4, "平和": 2, "断幺": 2, "喜相逢": 1, "连六": 1, "坎张": 1}),
    A("单钓将", SINGLE, D, {"单钓将": 1}),
    A("单钓将", MELDED, Z, {"断幺": 2, "明杠": 1, "单钓将": 1, "自摸": 1},
      note="four melds but self-drawn: no 全求人, so 单钓将 and 自摸 count"),
    A("自摸", "[1111p1]23477m23457p6p", Z,
      {"喜相逢": 1, "连六": 1, "幺九刻": 1, "明杠": 1, "缺一门": 1, "无字": 1, "坎张": 1, "自摸": 1}),
]

MUST_NOT = [
    N("妙手回春", KONG_HAND, DL, None, note="the last tile was a discard: 海底捞月"),
    N("海底捞月", KONG_HAND, ZL, None, note="the last tile was drawn: 妙手回春"),
    N("杠上开花", ROB_HAND, DK, None, note="a discard: 抢杠和"),
    N("抢杠和", KONG_HAND, ZK, None, note="self-drawn: 杠上开花"),
    N("全求人", MELDED, Z, None, fans={"断幺": 2, "明杠": 1, "单钓将": 1, "自摸": 1},
      note="全求人 needs a discard"),
    N("全求人", "[2222m][456p1][678p1][888s1]6m6m", D, None, note="a concealed kong is not claimed"),
    N("不求人", CONCEALED, D, None, note="won on a discard: 门前清"),
    N("不求人", SINGLE, Z, None, note="a claimed chow"),
    # switch 1: common practice gives a self-drawn 七对 自摸, not 不求人
    N("不求人", "1133m2288s5577pCC", Z, ("no-repeat", "七对"), rules=(CP,), fans={"七对": 24, "自摸": 1}),
    N("和绝张", ROB_HAND, {**DK, "fourth_tile": True}, ("no-repeat", "抢杠和"),   # seed: 抢杠和不计和绝张
      fans={"抢杠和": 8, "三色三步高": 6, "平和": 2}),
    N("和绝张", ROB_HAND, D, None, note="no flag, and the own melds hold no 4s"),
    N("门前清", SINGLE, D, None, note="a claimed chow"),
    N("门前清", CONCEALED, Z, None, note="self-drawn: 不求人, and 门前清 is a discard win"),
    N("门前清", "1133m2288s5577pCC", D, ("no-repeat", "七对")),           # seed: 七对 不计门前清
    N("门前清", "19m19s19pESWNCFPN", D, ("no-repeat", "十三幺")),         # seed: 十三幺 不计门前清
    N("门前清", "1112345678999m9m", D, ("no-repeat", "九莲宝灯")),        # seed: 九莲宝灯 不计门前清
    N("边张", "12345m456p789sEE3m", D, None, fans={"花龙": 8, "门前清": 2},
      note="12345m 和 3m: 12345 also waits on 6m"),
    N("边张", "123m456p789p1156s7s", D, None, fans={"门前清": 2, "平和": 2, "连六": 1}, note="56s waits on 4s/7s"),
    N("坎张", "45567m123p789pEE6m", D, None, note="45567m 和 6m: also waits on 3m"),
    N("坎张", EDGE, D, None),
    N("单钓将", "5567m123p789sEEE5m", D, None, note="5567m 和 5m: also waits on 8m"),
    N("单钓将", "4556m123p789sEEE5m", D, None, note="4556m 和 5m: 坎张, not 单钓将"),
    N("单钓将", "3456m123p789sEEE3m", D, None, note="3456m 和 3m: also waits on 6m"),
    N("单钓将", "3456m123p789sEEE6m", D, None, note="3456m 和 6m: also waits on 3m"),
    N("单钓将", MELDED, D, ("no-repeat", "全求人")),                      # seed: 全求人 不计单钓将
    N("单钓将", "1133m2288s5577pCC", D, ("no-repeat", "七对")),           # seed: 七对 不计单钓将
    N("单钓将", "[1111m1][2222s1][3333p2][4444p3]5p5p", D, ("no-repeat", "四杠")),  # seed: 四杠 不计单钓将
    N("自摸", SINGLE, D, None, note="a discard"),
    N("自摸", CONCEALED, Z, ("no-repeat", "不求人")),
    N("自摸", KONG_HAND, ZL, ("no-repeat", "妙手回春")),                 # seed: 妙手回春 不计自摸
    N("自摸", KONG_HAND, ZK, ("no-repeat", "杠上开花")),                 # seed: 杠上开花 不计自摸
    # switch 1: the green book's self-drawn 七对 scores 不求人, which takes in 自摸
    N("自摸", "1133m2288s5577pCC", Z, ("no-repeat", "不求人"), rules=(GB,)),
]

