"""Melds and hands: what a player shows, what they hold, and the tile they win on.

Both check themselves however they are made (:meth:`Hand.parse`, direct construction,
``dataclasses.replace``, ``copy``, ``pickle``): an illegal meld or hand raises HandError, so
every Hand made through them is one the rules allow. :func:`checked` tells whether an object
that claims to be a Hand still is one (a hand altered with ``object.__setattr__``, or a Meld
subclass, is not), and the scorer asks it of every hand.

>>> h = Hand.parse("[123m1]456p789s11pEE1p")
>>> h
Hand.parse('[123m]789s11456pEE1p')
>>> h.winning, len(h.all_tiles)
(Tile('1p'), 14)
>>> Meld("chow", Tile("8m"))
Traceback (most recent call last):
mjlib.errors.HandError: a chow is three tiles in a row of one suit: 8m cannot begin one (its lowest tile is 1 to 7)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from operator import eq
from typing import TYPE_CHECKING

from .errors import HandError, is_one_of, shorten, shown, shown_zh
from .notation import SEPARATORS, Group, Written, check_text, lex, written_in_chinese
from .tiles import COPIES, KINDS, TILES, Tile, format_tiles

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class Kind(str, Enum):
    """What a group of tiles is: a declared meld's kind, or a group of a reading."""

    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    PAIR = "pair"
    KNITTED = "knitted"   # a third of a knitted straight (组合龙): 147, 258 or 369 of one suit
    SINGLES = "singles"   # the fourteen single tiles of 十三幺 or 全不靠

    __str__ = str.__str__

    def __format__(self, format_spec: str) -> str:
        return str.__format__(self, format_spec)


CHOW, PUNG, KONG, PAIR = Kind.CHOW, Kind.PUNG, Kind.KONG, Kind.PAIR
MELD_KINDS = (CHOW, PUNG, KONG)
HAND_SIZE = 14   # tiles in a complete hand, each kong counting as three
MAX_MELDS = 4
SET_SIZE = 3     # what a meld counts for in the hand size, a kong included
KIND_ZH = {"chow": "顺子", "pung": "刻子", "kong": "杠"}
# what a meld's offer digit says, in an error: (English, Chinese)
OFFER_SAYS = {"chow": ("which tile was claimed", "吃的是第几张"),
              "pung": ("who discarded it", "打出这张牌的是上家、对家还是下家")}


def kind_zh(kind: str) -> str:
    """A meld's kind in Chinese: 顺子, 刻子, 杠."""
    return KIND_ZH.get(str(kind), str(kind))


def fifth_copy(tiles: Iterable[Tile]) -> int | None:
    """The index in ``tiles`` of the first tile that is one copy too many, or None."""
    seen: dict[Tile, int] = {}
    for i, t in enumerate(tiles):
        n = seen[t] = seen.get(t, 0) + 1
        if n > COPIES:
            return i
    return None


def melds_said(n: int) -> tuple[str, str]:
    """``n`` melds as a message says them, in English and in Chinese: "no melds" / "没有副露时",
    "1 meld" / "1 组副露时", "2 melds" / "2 组副露时"."""
    if n == 0:
        return "no melds", "没有副露时"
    return f"{n} meld{'' if n == 1 else 's'}", f"{n} 组副露时"


def check_tiles(melds: Sequence[Meld], concealed: Sequence[Tile]) -> None:
    """The rules every hand obeys, complete or still being built: at most four melds, at most
    fourteen tiles, at most four copies of a tile. Raises HandError."""
    if len(melds) > MAX_MELDS:
        raise HandError(f"a hand holds at most four melds, not {len(melds)}",
                        zh=f"一手牌最多四组副露，不能是 {len(melds)} 组")
    n = SET_SIZE * len(melds) + len(concealed)
    if n > HAND_SIZE:
        room = HAND_SIZE - SET_SIZE * len(melds)
        said, said_zh = melds_said(len(melds))
        raise HandError(f"too many tiles: with {said} a hand has room for {room} concealed tiles "
                        f"(the last one wins), not {len(concealed)}",
                        zh=f"牌太多：{said_zh}立牌最多 {room} 张（最后一张是和张），"
                           f"不能是 {len(concealed)} 张")
    tiles = [t for m in melds for t in m.tiles] + list(concealed)
    i = fifth_copy(tiles)
    if i is not None:
        raise HandError(f"more than four copies of {tiles[i]}",
                        zh=f"{tiles[i].written_zh} 超过了四张")


def _whole(value: object, what: str, what_zh: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise HandError(f"{what} must be a whole number, not {shown(value)}",
                        zh=f"{what_zh}须是整数，不能是 {shown_zh(value)}")
    return value


@dataclass(frozen=True)
class Meld:
    """A declared set.

    ``tile`` is the lowest tile (a chow's first tile). ``offer`` says where the claimed tile came
    from: for a chow, which of its three tiles was claimed (1..3); for a pung or kong, who
    discarded it (1 left, 2 across, 3 right); 0 for a concealed kong. ``added`` marks a kong
    made by adding the fourth tile to a claimed pung (加杠). ``Meld.parse("[567m2]")`` reads the
    notation.

    >>> Meld.parse("[8888p5]")
    Meld.parse('[8888p5]')
    >>> Meld("pung", Tile("9s"), offer=3) == Meld.parse("[999s3]")
    True
    """

    kind: Kind
    # None is refused by __post_init__ with its own message: a made Meld always holds a Tile
    tile: Tile = None  # type: ignore[assignment]
    offer: int = 1
    added: bool = False

    def __post_init__(self) -> None:
        if not is_one_of(self.kind, MELD_KINDS):
            notation = isinstance(self.kind, str) and "[" in self.kind
            hint = " (Meld.parse reads a meld written in the notation)" if notation else ""
            hint_zh = "；副露字符串请用 Meld.parse 读取" if notation else ""
            raise HandError(f"a meld is a chow, a pung or a kong, not "
                            f"{shown(self.kind)}{hint}",
                            zh=f"副露只能是 chow（顺子）、pung（刻子）或 kong（杠），不能是 "
                               f"{shown_zh(self.kind)}{hint_zh}")
        kind = Kind(self.kind)
        if self.tile is None:
            raise HandError(f"a {kind} needs its tile (a chow's lowest tile)",
                            zh=f"{kind_zh(kind)}须给出它的牌（顺子给最小的一张）")
        t = Tile(self.tile)
        offer = _whole(self.offer, "a meld's offer digit", "副露的来源数字")
        if not isinstance(self.added, bool):
            raise HandError(f"added must be True or False, not {shown(self.added)}",
                            zh=f"added 只能是 True 或 False，不能是 {shown_zh(self.added)}")
        if kind == CHOW and (t.is_honor or t.rank > 7):
            raise HandError(f"a chow is three tiles in a row of one suit: {t} cannot begin one "
                            "(its lowest tile is 1 to 7)",
                            zh=f"顺子是同一花色相连的三张牌：{t.written_zh} 不能是顺子的第一张"
                               "（最小的一张只能是 1 到 7）")
        if kind == KONG:
            if offer not in (0, 1, 2, 3):
                raise HandError(f"bad offer for a kong: {offer} (0 concealed, 1-3 claimed from "
                                "left, across, right)",
                                zh=f"杠的来源不能是 {offer}：0 是暗杠，1-3 是杠上家、对家、下家"
                                   "打出的牌")
            if self.added and offer == 0:
                raise HandError("an added kong (加杠) was a claimed pung: its offer is 1-3, not 0",
                                zh="加杠原是碰出的刻子：来源只能是 1-3，不能是 0")
        else:
            if offer not in (1, 2, 3):
                what, what_zh = OFFER_SAYS[kind]
                raise HandError(f"bad offer for a {kind}: {offer} (1-3 say {what})",
                                zh=f"{kind_zh(kind)}的来源不能是 {offer}：1-3 表示{what_zh}")
            if self.added:
                raise HandError(f"only a kong can be added onto a pung, not a {kind}",
                                zh=f"只有杠能加在碰出的刻子上（加杠），{kind_zh(kind)}不能")
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "tile", t)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == CHOW:
            return (self.tile, TILES[self.tile + 1], TILES[self.tile + 2])
        return (self.tile,) * (4 if self.kind == KONG else 3)

    @property
    def concealed(self) -> bool:
        """Only a concealed kong (暗杠) is a concealed meld."""
        return self.kind == KONG and self.offer == 0

    @property
    def is_kong(self) -> bool:
        return self.kind == KONG

    @property
    def digit(self) -> int | None:
        """The offer digit the notation writes (None when it writes none)."""
        if self.kind == KONG:
            if self.offer == 0:
                return None
            return self.offer + 4 if self.added else self.offer
        return None if self.offer == 1 else self.offer

    def __str__(self) -> str:
        digit = self.digit
        return f"[{format_tiles(self.tiles)}{'' if digit is None else digit}]"

    def __repr__(self) -> str:
        return f"Meld.parse('{self}')"

    @classmethod
    def parse(cls, text: str) -> "Meld":
        """The meld written ``text``: exactly one bracketed group, spaces around it allowed.

        >>> Meld.parse(" [567m,2] ")
        Meld.parse('[567m2]')
        >>> Meld.parse("[123m][456m]")
        Traceback (most recent call last):
        mjlib.errors.HandError: a meld is one bracketed group, like [567m2], and nothing else (at character 7 of '[123m][456m]')
        """
        items = list(lex(text, "a meld"))
        if len(items) != 1 or not isinstance(items[0], Group):
            extra = next((x for x in items if not isinstance(x, Group)), None)
            at = extra.at if extra is not None else (items[1].at if len(items) > 1 else 0)
            raise HandError("a meld is one bracketed group, like [567m2], and nothing else",
                            text, at, zh="副露是一组方括号里的牌，如 [567m2]，此外不能有别的")
        return meld_of(items[0], text)

    def __setstate__(self, state: object) -> None:
        """Unpickled or copied, a meld is checked as when it is made."""
        _restore(self, state, Meld)

    def __reduce__(self) -> tuple[type[Meld], tuple[Kind, Tile, int, bool]]:
        return (Meld, (self.kind, self.tile, self.offer, self.added))


@dataclass(frozen=True)
class Hand:
    """Melds, standing tiles and (for a complete hand) the winning tile.

    ``standing`` excludes the winning tile and is kept sorted. ``winning`` is None for a hand
    waiting to win (13 tiles counting each meld as three); a complete hand has 14. Tiles may be
    given as Tile, as their notation ('5m') or as their index. ``Hand.parse("[123m1]...")``
    (or :func:`mjlib.parse`) reads the notation.
    """

    melds: tuple[Meld, ...]
    # None is refused by __post_init__ with its own message: a made Hand always holds a tuple
    standing: tuple[Tile, ...] = None  # type: ignore[assignment]
    winning: Tile | None = None

    def __post_init__(self) -> None:
        if isinstance(self.melds, str):
            raise HandError("Hand.parse reads a hand written in the notation; Hand() takes melds, "
                            "standing tiles and the winning tile",
                            zh="手牌字符串请用 Hand.parse 读取；Hand() 接受副露、立牌和和张")
        if not isinstance(self.melds, (tuple, list)) or \
                not all(type(m) is Meld for m in self.melds):
            raise HandError(f"a hand's melds are a tuple of Meld, not {shown(self.melds)}",
                            zh=f"手牌的副露须是 Meld 组成的元组，不能是 {shown_zh(self.melds)}")
        if not isinstance(self.standing, (tuple, list)):
            raise HandError(f"a hand's standing tiles are a tuple of tiles, not "
                            f"{shown(self.standing)}",
                            zh=f"手牌的立牌须是牌组成的元组，不能是 {shown_zh(self.standing)}")
        melds = tuple(self.melds)
        standing = tuple(sorted(Tile(t) for t in self.standing))
        winning = None if self.winning is None else Tile(self.winning)
        check_tiles(melds, standing + (() if winning is None else (winning,)))
        n = SET_SIZE * len(melds) + len(standing)
        need = HAND_SIZE - 1
        if n != need:
            what = "with its winning tile" if winning is not None else "waiting to win"
            what_zh = "除和张外，手牌" if winning is not None else "听牌的手牌"
            raise HandError(f"a hand {what} holds {need} tiles besides the winning tile (each "
                            f"meld counting as three); this one {n}",
                            zh=f"{what_zh}应有 {need} 张（每组副露算三张），这手牌有 {n} 张")
        object.__setattr__(self, "melds", melds)
        object.__setattr__(self, "standing", standing)
        object.__setattr__(self, "winning", winning)

    @classmethod
    def parse(cls, text: str) -> "Hand":
        """The hand written ``text``; HandError saying what is wrong and where.

        >>> Hand.parse("[567m2]123s45p99pWWW3p")
        Hand.parse('[567m2]123s4599pWWW3p')
        >>> Hand.parse("111112m")
        Traceback (most recent call last):
        mjlib.errors.HandError: more than four copies of 1m (at character 5 of '111112m')
        """
        melds, standing = _read(text)
        if not melds and not standing:
            raise HandError("the hand is empty", text, 0, zh="手牌是空的")
        need = HAND_SIZE - SET_SIZE * len(melds)
        if len(standing) not in (need, need - 1):
            said, said_zh = melds_said(len(melds))
            raise HandError(
                f"with {said} a hand needs {need} standing tiles (the last one wins) or "
                f"{need - 1} (a hand waiting to win); found {len(standing)}", text, None,
                zh=f"{said_zh}立牌应有 {need} 张（最后一张是和张）或 {need - 1} 张"
                   f"（听牌），这里有 {len(standing)} 张")
        tiles = [w.tile for w in standing]
        ms = tuple(m for m, _ in melds)
        if len(standing) == need:
            return cls(ms, tuple(tiles[:-1]), tiles[-1])
        return cls(ms, tuple(tiles), None)

    def __str__(self) -> str:
        """The canonical string: melds as declared, standing tiles sorted, the winning tile."""
        out = "".join(str(m) for m in self.melds) + format_tiles(self.standing)
        return out + (format_tiles([self.winning]) if self.winning is not None else "")

    def __repr__(self) -> str:
        return f"Hand.parse('{self}')"

    def __setstate__(self, state: object) -> None:
        """Unpickled or copied, a hand is checked as when it is made."""
        _restore(self, state, Hand)

    def __reduce__(self) -> tuple[type[Hand],
                                  tuple[tuple[Meld, ...], tuple[Tile, ...], Tile | None]]:
        return (Hand, (self.melds, self.standing, self.winning))

    @property
    def concealed_tiles(self) -> tuple[Tile, ...]:
        """Standing tiles plus the winning tile."""
        if self.winning is None:
            return self.standing
        return self.standing + (self.winning,)

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        out: list[Tile] = []
        for m in self.melds:
            out.extend(m.tiles)
        out.extend(self.concealed_tiles)
        return tuple(out)

    @property
    def is_complete(self) -> bool:
        return self.winning is not None

    def without_winning(self) -> "Hand":
        return Hand(self.melds, self.standing, None)


def meld_of(group: Group, text: str) -> Meld:
    """The meld a bracketed group writes; HandError at the group's place when it is none."""
    tiles = sorted(w.tile for w in group.tiles)
    at = group.at
    if not tiles:
        raise HandError("a meld with no tiles", text, at, zh="副露里没有牌")
    if len(tiles) not in (3, 4):
        raise HandError(f"a meld holds 3 or 4 tiles, this one {len(tiles)}", text, at,
                        zh=f"副露应有 3 或 4 张牌，这组有 {len(tiles)} 张")
    if len(set(tiles)) == 1:
        kind = PUNG if len(tiles) == 3 else KONG
    elif len(tiles) == 3 and not tiles[0].is_honor and tiles[0].suit == tiles[2].suit \
            and tiles[1] == tiles[0] + 1 and tiles[2] == tiles[0] + 2:
        kind = CHOW
    elif len(tiles) == 3 and any(t.is_honor for t in tiles) and len(set(tiles)) == 3:
        raise HandError("honors cannot form a chow", text, at, zh="字牌不能组成顺子")
    else:
        raise HandError(f"[{format_tiles(tiles)}] is not a chow, pung or kong", text, at,
                        zh=f"[{format_tiles(tiles)}] 不是顺子、刻子或杠")
    tile, offer, digit_at = tiles[0], group.digit, group.digit_at
    if offer is None:
        return Meld(kind, tile, 0 if kind == KONG else 1)
    if kind in (CHOW, PUNG):
        if offer not in (1, 2, 3):
            what, what_zh = OFFER_SAYS[kind]
            raise HandError(f"bad offer digit {offer} for a {kind}: 1-3 say {what}", text, digit_at,
                            zh=f"{kind_zh(kind)}的来源数字不能是 {offer}：1-3 表示{what_zh}")
        return Meld(kind, tile, offer)
    if offer in (1, 2, 3):
        return Meld(KONG, tile, offer)
    if offer in (5, 6, 7):
        return Meld(KONG, tile, offer - 4, added=True)
    raise HandError(f"bad offer digit {offer} for a kong: 1-3 claimed, 5-7 added, none concealed",
                    text, digit_at,
                    zh=f"杠的来源数字不能是 {offer}：1-3 是明杠，5-7 是加杠，暗杠不写数字")


def _read(text: str) -> tuple[list[tuple[Meld, int]], list[Written]]:
    """Melds (with the place of their ``[``) and standing tiles as written; HandError on more
    than four melds or a fifth copy, at its place."""
    melds: list[tuple[Meld, int]] = []
    standing: list[Written] = []
    for item in lex(text):
        if isinstance(item, Group):
            melds.append((meld_of(item, text), item.at))
            if len(melds) > MAX_MELDS:
                raise HandError("more than four melds", text, item.at, zh="副露超过了四组")
        else:
            standing.append(item)
    # every tile with the position of what wrote it: a meld's bracket, or the tile's digit
    placed = [(t, at) for m, at in melds for t in m.tiles] + [(w.tile, w.at) for w in standing]
    i = fifth_copy([t for t, _ in placed])
    if i is not None:
        raise HandError(f"more than four copies of {placed[i][0]}", text, placed[i][1],
                        zh=f"{placed[i][0].written_zh} 超过了四张")
    return melds, standing


def read(text: str) -> tuple[list[Meld], list[Tile]]:
    """The melds and the standing tiles (in the order written) of a hand string of any length.

    The same notation and errors as :meth:`Hand.parse`, without the checks on how many tiles
    there are: for a hand that is still being built.
    """
    melds, standing = _read(text)
    return [m for m, _ in melds], [w.tile for w in standing]


def _restore(obj: object, state: object, cls: type[DataclassInstance]) -> None:
    """Set an unpickled or copied object's fields by making it anew: the same checks."""
    if not isinstance(state, dict) or set(state) != {f for f in cls.__dataclass_fields__}:
        raise HandError(f"not the state of a {cls.__name__}: {shown(state)}",
                        zh=f"这不是 {cls.__name__} 的状态：{shown_zh(state)}")
    fresh = cls(**state)
    for name in cls.__dataclass_fields__:
        object.__setattr__(obj, name, getattr(fresh, name))


def checked(hand: object) -> Hand:
    """``hand`` if it is a Hand whose every part still holds what a Hand made by the rules holds
    (exact types, tiles in range, legal melds, counts and size); HandError otherwise. Costs a
    few microseconds: the scorer asks it of every hand it is given."""
    if type(hand) is not Hand:
        raise HandError(f"not a mjlib Hand but a {type(hand).__name__}",
                        zh=f"这不是 mjlib 的 Hand，而是 {type(hand).__name__}")
    melds, standing, winning = hand.melds, hand.standing, hand.winning
    if type(melds) is not tuple or type(standing) is not tuple or \
            not all(type(m) is Meld for m in melds):
        raise _altered("its melds or standing tiles are not tuples of Meld and Tile",
                       "它的副露或立牌不是 Meld 与 Tile 组成的元组")
    if _intact(hand):
        return hand
    try:
        fresh = Hand(tuple(Meld(m.kind, _exact(m.tile), m.offer, m.added) for m in melds),
                     tuple(_exact(t) for t in standing),
                     None if winning is None else _exact(winning))
    except HandError as e:
        raise _altered(e.message, e.message_zh) from None
    if fresh != hand:
        raise _altered("its parts do not hold what a Hand holds", "它的各部分不是 Hand 应有的内容")
    return hand


def _intact(hand: Hand) -> bool:
    """Whether ``hand`` holds exactly what the Hand made again from its parts would hold: every
    field of the exact type and legal, the standing tiles sorted, the counts and size right.
    True only where :func:`checked` would pass ``hand`` by making it again, which it then need
    not do; False leaves the verdict (and the message) to that remaking."""
    melds, standing, winning = hand.melds, hand.standing, hand.winning
    if len(melds) > MAX_MELDS or SET_SIZE * len(melds) + len(standing) != HAND_SIZE - 1:
        return False
    others: list[int] = [winning] if winning is not None else []  # every tile but the standing ones
    for m in melds:
        kind, t, offer = m.kind, m.tile, m.offer
        if type(kind) is not Kind or type(t) is not Tile or not 0 <= t < KINDS or \
                type(offer) is not int or type(m.added) is not bool:
            return False
        if kind is KONG:
            if offer not in (0, 1, 2, 3) or (m.added and offer == 0):
                return False
            others += (t, t, t, t)
        elif kind is PUNG:
            if offer not in (1, 2, 3) or m.added:
                return False
            others += (t, t, t)
        elif kind is CHOW:
            if offer not in (1, 2, 3) or m.added or t.is_honor or t.rank > 7:
                return False
            others += (t, t + 1, t + 2)
        else:
            return False
    if winning is not None and (type(winning) is not Tile or not 0 <= winning < KINDS):
        return False
    last = 0  # the standing tiles: exact Tiles, in order, in range
    for t in standing:
        if type(t) is not Tile or t < last:
            return False
        last = t
    if last >= KINDS:
        return False
    # no fifth copy: five standing would stand in a row, the tiles sorted; with the melds' tiles
    # and the winning tile, each of those is counted everywhere
    if any(map(eq, standing, standing[COPIES:])):
        return False
    return all(standing.count(t) + others.count(t) <= COPIES for t in set(others))


def _altered(why: str, why_zh: str) -> HandError:
    return HandError(f"this Hand was altered after it was made: {why}",
                     zh=f"这个 Hand 在创建之后被改动过：{why_zh}")


def _exact(t: object) -> Tile:
    if type(t) is not Tile or not 0 <= t < KINDS:
        what = f"index {int(t)}" if isinstance(t, int) else shown(t)
        what_zh = f"编号 {int(t)}" if isinstance(t, int) else shown_zh(t)
        raise HandError(f"{what} ({type(t).__name__}) is not a tile",
                        zh=f"{what_zh}（{type(t).__name__}）不是牌")
    return t


def parse(text: str) -> Hand:
    """The hand written ``text`` (:meth:`Hand.parse`); HandError saying what is wrong and where.

    >>> parse("[567m2]123s45p99pWWW3p")
    Hand.parse('[567m2]123s4599pWWW3p')
    """
    return Hand.parse(text)


def as_hand(hand: object, who: str) -> Hand:
    """A hand given to ``who`` as a string or a Hand, read or checked (:func:`checked`)."""
    if isinstance(hand, str):
        return Hand.parse(hand)
    if isinstance(hand, Hand):
        return checked(hand)
    raise HandError(f"{who} takes a hand or a hand string, not {type(hand).__name__}",
                    zh=f"{who} 接受 Hand 或手牌字符串，不能是 {type(hand).__name__}")

def as_typed(given: object, hand: Hand) -> str:
    """How a message names ``hand``: a hand string written in Chinese as the player typed it
    (trimmed of the spaces around it), not reordered into letters; otherwise the hand's
    canonical string.

    >>> as_typed("123万456筒789索23筒红中红中", parse("123万456筒789索23筒红中红中"))
    '123万456筒789索23筒红中红中'
    >>> as_typed("123m456p789s23pCC", parse("123m456p789s23pCC"))
    '123m789s23456pCC'
    """
    if isinstance(given, str) and written_in_chinese(given):
        return shorten(given.strip(SEPARATORS))
    return str(hand)


# the public names; the checks and readers of parts of a hand are the package's own helpers
__all__ = ["Kind", "Meld", "Hand", "parse", "read", "checked", "as_hand", "kind_zh", "CHOW",
           "PUNG", "KONG", "PAIR", "MELD_KINDS"]
