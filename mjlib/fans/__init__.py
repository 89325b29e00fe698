"""The 81 fans, declared family by family, listed in the rule text's order."""

from __future__ import annotations

from ..errors import HandError, is_one_of, shown, shown_zh
from ..vocabulary import Both
from . import chows, honors, knitted, outside, pairs, pungs, special, suits, winning
from .base import Fan, Match, WHOLE

# The rule text lists the fans by points; this is that order.
SEED_ORDER = (
    "大四喜 大三元 绿一色 九莲宝灯 四杠 连七对 十三幺 "
    "清幺九 小四喜 小三元 字一色 四暗刻 一色双龙会 "
    "一色四同顺 一色四节高 "
    "一色四步高 三杠 混幺九 "
    "七对 七星不靠 全双刻 清一色 一色三同顺 一色三节高 全大 全中 全小 "
    "清龙 三色双龙会 一色三步高 全带五 三同刻 三暗刻 "
    "全不靠 组合龙 大于五 小于五 三风刻 "
    "花龙 推不倒 三色三同顺 三色三节高 无番和 妙手回春 海底捞月 杠上开花 抢杠和 双暗杠 "
    "碰碰和 混一色 三色三步高 五门齐 全求人 双箭刻 "
    "全带幺 不求人 双明杠 和绝张 "
    "箭刻 圈风刻 门风刻 门前清 平和 四归一 双同刻 双暗刻 暗杠 断幺 "
    "一般高 喜相逢 连六 老少副 幺九刻 明杠 缺一门 无字 边张 坎张 单钓将 自摸 花牌"
).split()

# The nine series of the rule book, in its order: id -> its name, Both(English, Chinese).
FAMILIES = {
    "honors": Both("Honors", "字牌系列"),
    "chows": Both("Chows", "序数牌系列"),
    "pungs": Both("Pungs and kongs", "刻系列"),
    "pairs": Both("Seven pairs", "七对系列"),
    "suits": Both("Suits", "花色组合系列"),
    "outside": Both("Outside hands", "全带系列"),
    "knitted": Both("Knitted hands", "不靠系列"),
    "winning": Both("Winning method", "和牌方式系列"),
    "special": Both("Special", "特殊系列"),
}

_ALL = {f.zh: f for m in (honors, chows, pungs, pairs, suits, outside, knitted, winning, special)
        for f in m.FANS}
FANS: tuple[Fan, ...] = tuple(_ALL[zh] for zh in SEED_ORDER)
CONCEALED_AND_MELDED_KONG: Fan = pungs.EXTRA[0]
BY_ID = {f.id: f for f in FANS + (CONCEALED_AND_MELDED_KONG,)}
BY_ZH = {f.zh: f for f in FANS + (CONCEALED_AND_MELDED_KONG,)}



def named(fan: object) -> Fan:
    """A Fan from itself, its Chinese name or its id; HandError naming anything else."""
    if isinstance(fan, Fan):
        return fan
    if isinstance(fan, str):
        found = BY_ZH.get(fan) or BY_ID.get(fan)
        if found is not None:
            return found
    raise HandError(f"unknown fan {shown(fan)}: give a Fan, its Chinese name (e.g. 清龙) or its id "
                    "(e.g. pure_straight)",
                    zh=f"没有 {shown_zh(fan)} 这个番种：请给 Fan、番种的中文名（如清龙）或它的 id"
                       "（如 pure_straight）")


def family_id(family: object) -> str | None:
    """A family id of FAMILIES, or None for every family ("all" or None)."""
    if family is None or is_one_of(family, (ALL_FAMILIES,)):
        return None
    if is_one_of(family, FAMILIES):
        return family
    raise HandError(f"unknown family {shown(family)}: use one of {', '.join(FAMILIES)}, or "
                    f"{ALL_FAMILIES!r}",
                    zh=f"没有 {shown_zh(family)} 这个系列：可用 {families_zh()}，或用 "
                       f"{ALL_FAMILIES!r} 表示全部系列")


def families_zh() -> str:
    """The families' ids for a Chinese message: ``honors（字牌系列）、chows（序数牌系列）、…``."""
    return "、".join(f"{key}（{names.zh}）" for key, names in FAMILIES.items())


ALL_FAMILIES = "all"  # what names every family at once, where a family is asked for

assert len(FANS) == 81 and len(_ALL) == 81 and {f.family for f in FANS} == set(FAMILIES)

__all__ = ["Fan", "Match", "WHOLE", "FANS", "FAMILIES", "BY_ID", "BY_ZH", "CONCEALED_AND_MELDED_KONG",
           "named", "family_id", "families_zh", "ALL_FAMILIES"]
