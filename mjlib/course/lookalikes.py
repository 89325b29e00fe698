"""Fans that are often confused with one another: the fan reference lists, under each fan, the
others of its groups ("often confused with"), each with what it needs, so the difference shows.

A group is a line of Chinese names. The groups cross families where learners do: 九莲宝灯 is
mistaken for a 清一色 that happens to be concealed, 组合龙 for a 清龙 in three suits.

>>> [f.zh for f in confused_with(BY_ZH["全带五"])]
['全中', '断幺', '全双刻', '全带幺']
"""

from __future__ import annotations

from ..fans import BY_ZH, Fan, named

OFTEN_CONFUSED = (
    # honors
    "大四喜 小四喜 三风刻", "大三元 小三元 双箭刻 箭刻", "圈风刻 门风刻 幺九刻",
    "字一色 混幺九",
    # chows
    "一般高 喜相逢", "一色三同顺 三色三同顺 一色四同顺", "清龙 花龙 组合龙",
    "一色三步高 三色三步高 一色四步高", "连六 老少副 清龙", "老少副 三色双龙会 一色双龙会",
    "平和 无番和", "一色三同顺 一色三节高",
    # pungs and kongs
    "三暗刻 双暗刻 四暗刻", "碰碰和 四暗刻", "双同刻 三同刻", "一色三节高 三色三节高 一色四节高",
    "暗杠 明杠 明暗杠", "双暗杠 双明杠 明暗杠", "三杠 四杠", "四归一 暗杠",
    # seven pairs
    "七对 连七对 一色双龙会",
    # suits
    "清一色 混一色 缺一门", "无字 断幺 缺一门", "全大 大于五", "全小 小于五", "全中 断幺 全带五",
    "推不倒 绿一色", "五门齐 混一色",
    # outside hands
    "全带幺 混幺九 清幺九", "全带五 全双刻 全带幺",
    # knitted hands
    "全不靠 七星不靠 组合龙", "十三幺 全不靠 混幺九",
    # winning method
    "自摸 不求人 门前清", "边张 坎张 单钓将", "全求人 单钓将", "和绝张 抢杠和",
    "妙手回春 海底捞月", "杠上开花 抢杠和 自摸",
    # special
    "九莲宝灯 清一色", "花牌 无番和",
)


def confused_with(fan: Fan) -> list[Fan]:
    """The fans of every group that holds ``fan``, in the order the groups name them."""
    fan = named(fan)
    out: list[Fan] = []
    for group in OFTEN_CONFUSED:
        names = group.split()
        if fan.zh in names:
            out += [BY_ZH[n] for n in names if n != fan.zh and BY_ZH[n] not in out]
    return out
