"""特殊系列 (special): 九莲宝灯 无番和 花牌.

Discard wins, winds East/East, no flowers, unless a row says otherwise. Rows: tests/support/cases.py.
九莲宝灯 (preset switch 2, mjlib.rules): the green book removes 清一色, 门前清 and every 幺九刻 (seed) and
无字 (implied); common practice removes only one 幺九刻. Self-drawn, it adds 不求人 (green book,
"自摸加计不求人") or 自摸 (switch 1). It needs exactly 1112345678999 of one suit standing, no melds.
无番和 counts only when no other fan does; flowers do not count for it (seed: 花牌不计算在内), nor
toward the 8-fan minimum. 花牌 is 1 per flower.
"""
import mjlib
from tests.support.cases import Applies as A, MustNot as N

D = {}
Z = {"self_drawn": True}

CHICKEN = "[123p1][444s1][789m1]34pCC2p"     # 34p waits 2p/5p; nothing counts
SINGLE_ONLY = "[123m1]345p678s234pNN"         # 单钓将 1 and nothing else

APPLIES = [
    A("九莲宝灯", "1112345678999m9m", D, {"九莲宝灯": 88, "清龙": 16, "四归一": 2}),
    A("九莲宝灯", "1112345678999m5m", D, {"九莲宝灯": 88, "双暗刻": 2},
      common={"九莲宝灯": 88, "双暗刻": 2, "幺九刻": 1}),
    A("九莲宝灯", "1112345678999p9p", Z, {"九莲宝灯": 88, "清龙": 16, "四归一": 2, "不求人": 4},
      common={"九莲宝灯": 88, "清龙": 16, "四归一": 2, "自摸": 1}),
    A("无番和", CHICKEN, D, {"无番和": 8}),
    A("无番和", "[222p1][123m1]456s78pFF6p", D, {"无番和": 8}),
    A("无番和", CHICKEN, {"flowers": 5}, {"无番和": 8, "花牌": 5}, note="flowers do not stop 无番和"),
    A("花牌", CHICKEN, {"flowers": 3}, {"无番和": 8, "花牌": 3}),
    A("花牌", SINGLE_ONLY, {"flowers": 8}, {"单钓将": 1, "花牌": 8}),
]

MUST_NOT = [
    N("九莲宝灯", "1112234567899m9m", D, None, fans={"清一色": 24, "门前清": 2, "连六": 1, "幺九刻": 2},
      note="not 1112345678999 before the win"),
    N("九莲宝灯", "[111m1]2345678999m5m", D, None, note="the 111m pung was claimed"),
    N("无番和", "[222p1][123m1]456s78pFF9p", D, None, fans={"花龙": 8}),
    N("无番和", SINGLE_ONLY, D, None, fans={"单钓将": 1}, note="one small fan is still a fan"),
    N("无番和", SINGLE_ONLY, {"flowers": 8}, None, fans={"单钓将": 1, "花牌": 8}),
    N("花牌", CHICKEN, D, None, fans={"无番和": 8}),
]

