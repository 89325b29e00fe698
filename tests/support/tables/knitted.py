"""不靠系列 (knitted): 十三幺 七星不靠 全不靠 组合龙.

Discard wins, winds East/East, no flowers, unless a row says otherwise. Rows: tests/support/cases.py.
Switch 1 of the preset switches (mjlib.rules): self-drawn 十三幺 / 七星不靠 / 全不靠 add 不求人 4 in the green book
("自摸加计不求人") and 自摸 1 in common practice. The knitted numbers must keep one pattern
(147 / 258 / 369 in three different suits).
"""

from tests.support.cases import Applies as A, MustNot as N

D = {}
Z = {"self_drawn": True}

ORPHANS = "19m19s19pESWNCFPN"
GREATER = "69m258s1pESWNCFP3m"             # 369m 258s 1p + all seven honours
LESSER = "69m258s17pEWNCFP3m"              # 369m 258s 17p + six honours (no S)
LESSER_FULL = "69m258s147pWNCFP3m"         # all nine knitted numbers: + 组合龙
KNITTED = "2358m369s145677p3m"             # 258m 369s 147p + 567p + 33m (3m: single wait)

APPLIES = [
    A("十三幺", ORPHANS, D, {"十三幺": 88}),
    A("十三幺", ORPHANS, Z, {"十三幺": 88, "不求人": 4}, common={"十三幺": 88, "自摸": 1}),
    A("七星不靠", GREATER, D, {"七星不靠": 24}),
    A("七星不靠", "17m36s25pESWNCFP9s", Z, {"七星不靠": 24, "不求人": 4}, common={"七星不靠": 24, "自摸": 1}),
    A("全不靠", LESSER, D, {"全不靠": 12}),
    A("全不靠", "147m258s36pESWNCF", Z, {"全不靠": 12, "不求人": 4}, common={"全不靠": 12, "自摸": 1}),
    A("全不靠", LESSER_FULL, D, {"全不靠": 12, "组合龙": 12}),
    A("组合龙", LESSER_FULL, D, {"全不靠": 12, "组合龙": 12}),
    A("组合龙", KNITTED, D, {"组合龙": 12, "门前清": 2, "平和": 2, "单钓将": 1}),
    A("组合龙", "[678s1]147m369s25pSS8p", D, {"组合龙": 12}, note="with a melded chow"),
]

MUST_NOT = [
    N("十三幺", GREATER, D, None),
    N("十三幺", LESSER, D, None),
    N("七星不靠", LESSER, D, None, note="six honours only"),
    N("全不靠", GREATER, D, ("no-repeat", "七星不靠")),
    N("全不靠", KNITTED, D, None, note="a knitted straight plus a chow and a pair"),
    N("组合龙", LESSER, D, None, note="4p is missing: only eight knitted numbers"),
    N("组合龙", GREATER, D, None, note="seven knitted numbers"),
]

