"""How a hand was won: one value, :class:`Win`, that the scorer, the exercises, the drills, the
dealer, the command line and the widgets all pass around.

>>> Win(self_drawn=True, seat_wind="S")
Win(self_drawn=True, seat_wind='S')
>>> Win(seat_wind="南", prevalent_wind="东风") == Win(seat_wind="S", prevalent_wind="E")
True
>>> Win(flowers=9)
Traceback (most recent call last):
mjlib.errors.HandError: flowers must be a whole number from 0 to 8, not 9

Its checks come in two steps: each part on its own when the value is made (types and ranges),
and against a hand (:meth:`Win.against`): contradictions are errors, named as a learner meets
them (杠上开花, 抢杠和, 和绝张): ``about_kong`` with ``self_drawn`` is 杠上开花, without it
抢杠和; ``fourth_tile`` is 和绝张; ``wall_last`` with ``self_drawn`` is 妙手回春, without it
海底捞月.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from .errors import HandError, shown, shown_zh
from .hand import Hand, Meld, _restore, as_hand
from .notation import HONOR_WORDS
from .tiles import Tile, wind
from .vocabulary import Both

MAX_FLOWERS = 8
WINDS = ("E", "S", "W", "N")  # their Chinese names, 东南西北, are the tiles': wind("S").zh
SELF_DRAWN = Both("self-drawn", "自摸")
ON_A_DISCARD = Both("won on a discard", "点和")
# a wind as it may be given: its letter, or its Chinese word (南, 南风, 南風)
WIND_OF = {letter: letter for letter in WINDS} | {
    word: letter for letter in WINDS for word in HONOR_WORDS[letter]}


def wind_letter(value: object) -> str | None:
    """The letter of the wind ``value`` names ('S' for 'S', '南', '南风'), or None.

    >>> wind_letter("南风"), wind_letter("E"), wind_letter("中")
    ('S', 'E', None)
    """
    return WIND_OF.get(value) if isinstance(value, str) else None


@dataclass(frozen=True)
class Win:
    """The win context of a hand; every field has the default of a plain win on a discard.

    ``self_drawn``: won on a tile the player drew (自摸), else on a discard. ``fourth_tile``:
    the winning tile is the last of its kind (和绝张). ``about_kong``: the tile came with a kong
    (self-drawn: the kong's replacement tile, 杠上开花; else robbed from a kong being made,
    抢杠和). ``wall_last``: the last tile of the wall (self-drawn: 妙手回春; else the game's last
    discard, 海底捞月). ``seat_wind``, ``prevalent_wind``: 'E', 'S', 'W' or 'N', or the wind in
    Chinese, '东' or '东风' (kept as the wind's Tile). ``flowers``: flower tiles, 0 to 8.

    ``flower_replacement``: won on the tile drawn to replace a flower (补花成和), which is
    self-drawn and needs a flower. Its fans are those of any self-drawn win: the rule text's
    花牌 entry reads "补花成和，加计自摸", and its 杠上开花 entry
    "杠牌后补抓花牌再补花成和，不计杠上开花，可计自摸" (after a kong, a flower drawn and replaced,
    then the win: no 杠上开花, 自摸 may count), so ``about_kong`` with it is refused.
    """

    self_drawn: bool = field(default=False, metadata={"help": "won on a self-drawn tile (自摸)"})
    fourth_tile: bool = field(default=False, metadata={
        "help": "won on the last copy of the tile (和绝张)"})
    about_kong: bool = field(default=False, metadata={
        "help": "with self-drawn: 杠上开花 (a kong's replacement tile); without: 抢杠和 (robbing "
                "a kong)"})
    wall_last: bool = field(default=False, metadata={
        "help": "with self-drawn: 妙手回春 (the wall's last tile); without: 海底捞月 (the last "
                "discard)"})
    seat_wind: Tile = field(default=wind("E"), metadata={"help": "the player's seat wind (门风)"})
    prevalent_wind: Tile = field(default=wind("E"), metadata={
        "help": "the wind of the round (圈风)"})
    flowers: int = field(default=0, metadata={"help": "flower tiles, 0 to 8 (花牌)"})
    flower_replacement: bool = field(default=False, metadata={
        "help": "won on the tile drawn to replace a flower (补花成和): self-drawn, never 杠上开花"})

    def __post_init__(self) -> None:
        for name in WIND_FIELDS:  # a letter or a Chinese word is kept as its wind's Tile
            letter = wind_letter(getattr(self, name))
            if letter is not None:
                object.__setattr__(self, name, wind(letter))
        if isinstance(self.flowers, int) and not isinstance(self.flowers, bool):
            object.__setattr__(self, "flowers", int(self.flowers))  # an int subclass as an int
        check_fields(self)

    def __setstate__(self, state: object) -> None:
        """Unpickled or copied, a win context is checked as when it is made."""
        _restore(self, state, Win)

    def __reduce__(self) -> tuple[type[Win], tuple[object, ...]]:
        return (Win, tuple(getattr(self, name) for name in NAMES))

    @classmethod
    def of(cls, win: Win | None = None, **keywords: Any) -> Win:
        """``win`` itself, or the Win the keywords of :func:`mjlib.score` describe (not both)."""
        if win is not None:
            if not isinstance(win, Win):
                raise HandError(f"a win context is a mjlib.Win, not {shown(win)}",
                                zh=f"和牌情况须是 mjlib.Win，不能是 {shown_zh(win)}")
            if keywords:
                raise HandError(f"give a Win or its keywords, not both ({', '.join(keywords)})",
                                zh=f"Win 与它的关键字只能给一种，不能都给（{'、'.join(keywords)}）")
            return win
        unknown = [k for k in keywords if k not in NAMES]
        if unknown:
            raise HandError(f"unknown win context {unknown[0]!r}: use {', '.join(NAMES)}",
                            zh=f"没有 {unknown[0]!r} 这一项和牌情况：可用 {'、'.join(NAMES)}")
        return cls(**keywords)  # keywords of any type (Any): the constructor checks each

    def keywords(self) -> dict[str, bool | int | str]:
        """The fields as :func:`mjlib.score` keywords, winds as letters: plain data (JSON)."""
        return {f.name: (str(v) if isinstance(v, Tile) else v)
                for f in fields(self) for v in (getattr(self, f.name),)}

    def changed(self) -> dict[str, bool | int | str]:
        """The keywords that differ from a plain win on a discard."""
        plain = DEFAULT.keywords()
        return {k: v for k, v in self.keywords().items() if v != plain[k]}

    @property
    def on_replacement_tile(self) -> bool:
        """杠上开花: a self-drawn win on a kong's replacement tile."""
        return self.about_kong and self.self_drawn

    @property
    def robbing_a_kong(self) -> bool:
        """抢杠和: a win on the tile another player adds to a pung to make a kong."""
        return self.about_kong and not self.self_drawn

    @property
    def how(self) -> Both:
        """How the tile was won, in words: 自摸 self-drawn, or 点和 won on a discard.

        >>> Win(self_drawn=True).how, Win().how.label()
        (Both(en='self-drawn', zh='自摸'), '点和 won on a discard')
        """
        return SELF_DRAWN if self.self_drawn else ON_A_DISCARD

    def against(self, hand: Hand) -> "Win":
        """This context checked against a complete hand or hand string
        (:func:`checked_against`)."""
        return checked_against(self, as_hand(hand, "Win.against()"))

    def __repr__(self) -> str:
        return "Win(" + ", ".join(f"{k}={v!r}" for k, v in self.changed().items()) + ")"


def check_fields(win: Win) -> None:
    """Each field of ``win`` is what a Win holds (True or False; a wind's Tile; 0 to 8 flowers),
    and 海底捞月 does not come with 抢杠和; HandError otherwise."""
    for name in FLAGS:
        value = getattr(win, name)
        if type(value) is not bool:
            raise HandError(f"{name} must be True or False, not {shown(value)}",
                            zh=f"{name} 只能是 True 或 False，不能是 {shown_zh(value)}")
    for name in WIND_FIELDS:
        value = getattr(win, name)
        if type(value) is not Tile or value not in WIND_TILES:
            raise HandError(f"{name} must be one of 'E', 'S', 'W', 'N' (or 东 南 西 北), not "
                            f"{shown(value)}",
                            zh=f"{name} 只能是 东、南、西、北（或 'E'、'S'、'W'、'N'）之一，不能是 "
                               f"{shown_zh(value)}")
    f = win.flowers
    if type(f) is not int or not 0 <= f <= MAX_FLOWERS:
        raise HandError(f"flowers must be a whole number from 0 to {MAX_FLOWERS}, not {shown(f)}",
                        zh=f"flowers（花牌数）须是 0 到 {MAX_FLOWERS} 的整数，不能是 {shown_zh(f)}")
    if win.about_kong and not win.self_drawn and win.wall_last:
        raise HandError("海底捞月 (a win on the game's last discard) and 抢杠和 (a win on the "
                        "tile another player adds to a kong, which was never discarded) "
                        "cannot both be", field="wall_last",
                        zh="海底捞月（和本盘最后打出的一张牌）与抢杠和（和别人加杠的那张牌，"
                           "这张牌并未打出）不能同时成立")
    if win.flower_replacement:
        if not win.self_drawn:
            raise HandError("a win on a flower's replacement tile (补花成和) is self-drawn: the "
                            "replacement is drawn from the wall, so self_drawn must be True",
                            field="flower_replacement",
                            zh="补花成和是自摸：补花的牌是从牌墙摸的，self_drawn 须为 True")
        if win.flowers == 0:
            raise HandError("a win on a flower's replacement tile (补花成和) needs a flower: "
                            "flowers must be 1 or more", field="flower_replacement",
                            zh="补花成和要先摸到花牌：flowers（花牌数）至少是 1")
        if win.about_kong:
            raise HandError("a win on a flower's replacement tile is not 杠上开花, even when the "
                            "flower was drawn after a kong: the rule text's 杠上开花 entry says "
                            "\"杠牌后补抓花牌再补花成和，不计杠上开花，可计自摸\"; leave about_kong "
                            "off (自摸 counts)", field="about_kong",
                            zh="补花成和不计杠上开花，开杠后补到花牌再补花成和也一样：规则原文杠上开花"
                               "条目说“杠牌后补抓花牌再补花成和，不计杠上开花，可计自摸”；about_kong "
                               "不设（计自摸）")


def checked_win(win: object) -> Win:
    """``win`` if it is a mjlib Win (not a subclass) whose fields still hold what its
    constructor allows (:func:`check_fields`); HandError otherwise."""
    if type(win) is not Win:
        raise HandError(f"a win context is a mjlib.Win itself (not a subclass), not a "
                        f"{type(win).__name__}",
                        zh=f"和牌情况须是 mjlib.Win 本身（不能是它的子类），不能是 "
                           f"{type(win).__name__}")
    try:
        check_fields(win)
    except HandError as e:
        raise HandError(f"this Win was altered after it was made: {e.message}", field=e.field,
                        zh=f"这个 Win 在创建之后被改动过：{e.message_zh}") from None
    return win


def checked_against(win: object, hand: Hand, named: str | None = None) -> Win:
    """``win`` checked against a complete hand: first that it is a mjlib Win whose fields hold
    what its constructor allows (:func:`checked_win`), then that the hand does not contradict it;
    HandError otherwise. The scorer asks it of every win context, so a Win altered after it was
    made (``object.__setattr__``) or a subclass cannot score.

    What the hand itself shows still counts: when the player's own melds hold the other three
    copies of the winning tile, or the tile was robbed from a kong, the win is on the last
    tile (和绝张) whether or not ``fourth_tile`` says so; the Win returned says so. ``named``
    is how a message names the hand (as it was typed); its canonical string without it.
    """
    win = checked_win(win)
    tile = hand.winning
    if tile is None:
        if named is None:
            named = str(hand)
        raise HandError(f"{named} has no winning tile: a complete hand has 14 tiles (kongs "
                        "count as three), the last one written wins; for a hand waiting to "
                        "win use waits()",
                        zh=f"{named} 没有和张：完整的手牌有 14 张（杠算三张），写在最后的一张"
                           "是和张；听牌的手牌请用 waits()")
    _check_kong(win, hand.melds)  # the win is checked already
    in_melds = sum(m.tiles.count(tile) for m in hand.melds)
    in_hand = hand.concealed_tiles.count(tile)
    if win.fourth_tile and in_hand > 1:
        raise HandError(f"和绝张 says the winning {tile} is its last copy, but the hand holds "
                        f"another {tile} standing", field="fourth_tile",
                        zh=f"和绝张是说和张 {tile.written_zh} 是最后一张，但立牌中还有一张 "
                           f"{tile.written_zh}")
    if win.robbing_a_kong and (in_melds or in_hand > 1):
        raise HandError(f"抢杠和 (robbing a kong) means the other three {tile} are in the kong "
                        f"being made, so the hand cannot hold another {tile}, in a meld or "
                        "standing", field="about_kong",
                        zh=f"抢杠和时另外三张 {tile.written_zh} 都在别人正在加的杠里，手牌的副露"
                           f"和立牌中不能再有 {tile.written_zh}")
    if (in_melds == 3 or win.robbing_a_kong) and not win.fourth_tile:
        return replace(win, fourth_tile=True)
    return win


def check_melds(win: Win, melds: object) -> None:
    """The part of :meth:`Win.against` a hand still being built can be held to: 杠上开花 needs
    a kong among the melds."""
    _check_kong(checked_win(win), melds)


def _check_kong(win: Win, melds: object) -> None:
    """:func:`check_melds` for a Win already checked."""
    if not isinstance(melds, (tuple, list)) or not all(type(m) is Meld for m in melds):
        raise HandError(f"melds are a list of Meld, not {shown(melds)}",
                        zh=f"副露须是 Meld 组成的列表，不能是 {shown_zh(melds)}")
    if win.on_replacement_tile and not any(m.is_kong for m in melds):
        raise HandError(NO_KONG, field="about_kong", zh=NO_KONG_ZH)


NO_KONG = "杠上开花 (a win on a kong's replacement tile) needs a kong among the melds"
NO_KONG_ZH = "杠上开花（用开杠后补进的牌和牌）要求副露中有杠"
FLAGS = ("self_drawn", "fourth_tile", "about_kong", "wall_last", "flower_replacement")
WIND_FIELDS = ("seat_wind", "prevalent_wind")
WIND_TILES = tuple(wind(letter) for letter in WINDS)
NAMES = tuple(f.name for f in fields(Win))
HELP = {f.name: f.metadata["help"] for f in fields(Win)}
DEFAULT = Win()

__all__ = ["Win", "checked_against", "checked_win", "check_melds", "wind_letter", "NAMES", "HELP",
           "DEFAULT", "MAX_FLOWERS", "WINDS", "WIND_OF"]
