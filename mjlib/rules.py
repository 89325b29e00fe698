"""The two rule presets: the Green Book as the rule text writes it, and common practice.

Each switch is one field, with the rule sentence that motivates the green-book value.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Protocol

from .errors import HandError, shown, shown_zh

MINIMUM_FANS = 8  # a win needs 8 fans, flowers aside (起和番)


class Scored(Protocol):
    """What :meth:`Rules.points` reads of a fan (mjlib.fans.Fan, which sits above this module)."""

    @property
    def id(self) -> str: ...

    @property
    def points(self) -> int: ...


@dataclass(frozen=True)
class Rules:
    name: str
    # 1. Self-drawn concealed special hands (七对, 连七对, 十三幺, 九莲宝灯, 七星不靠, 全不靠, 四暗刻):
    #    the rule text adds 不求人 when they are self-drawn; common practice counts 自摸 only.
    special_hands_add_fully_concealed: bool
    # 2. 九莲宝灯 removes every 幺九刻 (the rule text lists 幺九刻 under it); common practice removes
    #    one.
    nine_gates_removes_all_terminal_pungs: bool
    # 3. Concealed kongs inside 三杠 / 四杠 still score 暗杠 / 双暗杠 (the rule text adds them);
    #    common practice scores them only as concealed pungs.
    kongs_add_concealed_kong_fans: bool
    # 4. One melded and one concealed kong score 双明杠 + 暗杠, 6 in all (the rule text's 双明杠 entry);
    #    common practice scores the fan 明暗杠 (5), outside the 81.
    mixed_kongs_as_two_melded_kongs: bool
    # 5. 双暗杠 is worth 8 (the rule text lists it among the 8-fan fans); common practice 6.
    two_concealed_kongs_points: int
    # 6. 清幺九 does not remove 双同刻 (the rule text's list for 清幺九 leaves it out); common practice does.
    all_terminals_keeps_double_pung: bool

    def __hash__(self) -> int:
        # The scorer looks its tables up by preset many times a hand: the name alone is hashed,
        # which equal presets share (unequal ones may share it too, as a hash allows).
        return hash(self.name)

    def __post_init__(self) -> None:
        """A preset is checked when made: a name, True/False switches, a whole number of points."""
        if not isinstance(self.name, str) or not self.name:
            raise HandError(f"a preset's name is a non-empty string, not {shown(self.name)}",
                            zh=f"计法的名字须是非空的字符串，不能是 {shown_zh(self.name)}")
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "name":
                continue
            if f.type in (bool, "bool") and not isinstance(value, bool):
                raise HandError(f"rules {self.name!r}: {f.name} must be True or False, not "
                                f"{shown(value)}",
                                zh=f"规则 {self.name!r}：{f.name} 只能是 True 或 False，不能是 "
                                   f"{shown_zh(value)}")
            if f.type in (int, "int") and (isinstance(value, bool) or not isinstance(value, int)
                                           or value <= 0):
                raise HandError(f"rules {self.name!r}: {f.name} must be a whole number of points "
                                f"above 0, not {shown(value)}",
                                zh=f"规则 {self.name!r}：{f.name} 须是大于 0 的整数番数，不能是 "
                                   f"{shown_zh(value)}")

    @property
    def zh(self) -> str:
        """The preset's Chinese name (规则原文 the rule text as written, 通行计法 common practice);
        a preset of one's own keeps its name."""
        return PRESET_ZH.get(self.name, self.name)

    @classmethod
    def named(cls, name: "str | Rules") -> "Rules":
        if isinstance(name, Rules):
            return name
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise HandError(f"unknown rules {shown(name)}: use one of {', '.join(PRESETS)}",
                            zh=f"没有 {shown_zh(name)} 这套规则：可用 {presets_zh()}") from None

    def points(self, fan: Scored) -> int:
        """What ``fan`` is worth under this preset: the rule book's figure, except 双暗杠."""
        # a fan is known by its id and points (mjlib.fans sits above this module: no import)
        fid, points = getattr(fan, "id", None), getattr(fan, "points", None)
        if not (isinstance(fid, str) and isinstance(points, int)):
            raise HandError(f"points are asked of a mjlib Fan, not {shown(fan)}",
                            zh=f"只能问 mjlib 番种（Fan）的番数，不能是 {shown_zh(fan)}")
        if fid == "two_concealed_kongs":
            return self.two_concealed_kongs_points
        return points

    def switches(self) -> dict[str, bool | int]:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "name"}


GREEN_BOOK = Rules(
    name="green-book",
    special_hands_add_fully_concealed=True,
    nine_gates_removes_all_terminal_pungs=True,
    kongs_add_concealed_kong_fans=True,
    mixed_kongs_as_two_melded_kongs=True,
    two_concealed_kongs_points=8,
    all_terminals_keeps_double_pung=True,
)

COMMON_PRACTICE = Rules(
    name="common-practice",
    special_hands_add_fully_concealed=False,
    nine_gates_removes_all_terminal_pungs=False,
    kongs_add_concealed_kong_fans=False,
    mixed_kongs_as_two_melded_kongs=False,
    two_concealed_kongs_points=6,
    all_terminals_keeps_double_pung=False,
)

PRESETS = {r.name: r for r in (GREEN_BOOK, COMMON_PRACTICE)}
PRESET_ZH = {"green-book": "规则原文", "common-practice": "通行计法"}


def presets_zh() -> str:
    """The presets' names for a Chinese message: ``green-book（规则原文）、common-practice（通行计法）``."""
    return "、".join(f"{name}（{PRESET_ZH[name]}）" for name in PRESETS)
