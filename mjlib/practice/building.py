"""The hand builder's state, without any widget: melds, concealed tiles, the win context, the rules
(the notebook's HandBuilder and the course site's builder, :mod:`mjlib.pages.page_tools`, both edit one).

Every action builds a candidate state and checks it whole before it replaces the current one, so
a refused action (a fifth copy of a tile, a fifteenth tile, a flag that contradicts the hand, a
string that does not parse) raises :class:`mjlib.HandError` and leaves the state as it was.

The concealed tiles are kept in the order they were added: when the hand holds 14 tiles (each meld
counting as three) the last of them is the winning tile, as in the notation, where the last
standing tile written wins.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from ..errors import HandError, NotWinningError, boolean, is_one_of, shown, shown_zh
from ..hand import CHOW, HAND_SIZE as FULL, KONG, MELD_KINDS as KINDS, PUNG, SET_SIZE, Hand, Meld, \
    check_tiles, kind_zh, read
from ..rules import PRESETS, Rules, presets_zh
from ..score import score
from ..tiles import TILES, Tile, format_tiles
from ..waits import waits
from ..vocabulary import chinese
from ..win import NAMES as FLAG_NAMES, Win, check_melds
from ..vocabulary import HEAD

# What the offer digit of a meld may be, as the notation writes it.
OFFERS = {CHOW: (1, 2, 3), PUNG: (1, 2, 3), KONG: (0, 1, 2, 3, 5, 6, 7)}
DEFAULT_OFFER = {CHOW: 1, PUNG: 1, KONG: 0}


def as_tile(t) -> Tile:
    """A Tile from a Tile, its index or its notation ('5m', 'E')."""
    return Tile(t.strip() if isinstance(t, str) else t)


def notation(melds, tiles) -> str:
    """The hand string: melds, the standing tiles sorted, then the winning tile when complete."""
    head = "".join(str(m) for m in melds)
    if 3 * len(melds) + len(tiles) == FULL and tiles:
        return head + format_tiles(sorted(tiles[:-1])) + format_tiles(tiles[-1:])
    return head + format_tiles(sorted(tiles))


def _untick(field: str | None, win: Win) -> tuple[str, str]:
    """What the builder's user can do about a win context that contradicts the hand, in English
    and in Chinese."""
    if field == "fourth_tile":
        return ": untick 和绝张 or change the hand", "：请取消勾选和绝张，或改动手牌"
    if field == "wall_last":
        return ": untick 海底捞月 or 抢杠和", "：请取消勾选海底捞月或抢杠和"
    if field == "about_kong" and win.on_replacement_tile:
        return ": declare one, or untick 杠上开花", "：请先开一个杠，或取消勾选杠上开花"
    if field == "about_kong":
        return ": untick 抢杠和 or change the hand", "：请取消勾选抢杠和，或改动手牌"
    return "", ""


def _with_untick(e: HandError, win: Win) -> HandError:
    """``e`` followed by what the user can do about it."""
    en, zh = _untick(e.field, win)
    return HandError(e.message + en, zh=e.message_zh + zh)


@dataclass
class Outcome:
    """What the current state amounts to.

    ``kind`` is one of "empty", "short" (fewer than 13 tiles), "waiting" (13 tiles: ``waits``
    lists the tiles that complete it, maybe none), "not-winning" (14 tiles that form no winning
    shape: ``waits`` are those of the hand without its winning tile), "scored" (``result``), or
    "refused" (the scorer refused the state: ``error``).
    """

    kind: str
    hand: Hand | None = None
    count: int = 0
    missing: int = 0
    waits: list = field(default_factory=list)
    result: object = None
    error: str = ""


@dataclass
class BuilderModel:
    """The state the hand builder edits, and one method per action."""

    melds: list = field(default_factory=list)
    tiles: list = field(default_factory=list)  # concealed tiles, in the order added
    win: Win = field(default_factory=Win)
    rules: str = "green-book"
    pending: tuple | None = None  # (kind, offer digit) of a meld being built

    # reading the state ------------------------------------------------------------------------
    @property
    def count(self) -> int:
        """Tiles in hand, each meld counting as three."""
        return 3 * len(self.melds) + len(self.tiles)

    @property
    def complete(self) -> bool:
        return self.count == FULL

    @property
    def winning(self) -> Tile | None:
        return self.tiles[-1] if self.complete and self.tiles else None

    @property
    def standing(self) -> list:
        """The concealed tiles without the winning tile, sorted."""
        return sorted(self.tiles[:-1] if self.complete else self.tiles)

    @property
    def text(self) -> str:
        return notation(self.melds, self.tiles)

    def hand(self) -> Hand | None:
        """The hand, once it holds 13 tiles (waiting) or 14 (complete); None before."""
        if self.count < FULL - 1:
            return None
        return Hand(tuple(self.melds), tuple(self.standing), self.winning)

    @property
    def flags(self) -> dict:
        """The win context as plain keywords (winds as letters), for the controls."""
        return self.win.keywords()

    def score_kwargs(self) -> dict:
        return {"win": self.win, "rules": self.rules}

    def key(self) -> tuple:
        """Everything the output depends on."""
        return (self.text, self.win, self.rules)

    def copies_left(self) -> dict:
        """{tile: copies not yet in the hand} for every tile."""
        used = Counter()
        for m in self.melds:
            used.update(m.tiles)
        used.update(self.tiles)
        return {t: 4 - used[t] for t in TILES}

    def evaluate(self) -> Outcome:
        """Score the hand when complete; otherwise say what it lacks and what it waits on.

        The state is checked whole first, so a state set around the actions (``model.tiles =
        ...``) is refused here rather than scored.
        """
        n = self.count
        try:
            self._check(self.melds, self.tiles)
            hand = self.hand()
        except HandError as e:
            return Outcome("refused", None, n, 0, error=str(e))
        if n == 0:
            return Outcome("empty", hand, 0, FULL)
        if n < FULL - 1:
            return Outcome("short", hand, n, FULL - n)
        if n == FULL - 1:
            return Outcome("waiting", hand, n, 1, waits(hand))
        try:
            result = score(hand, **self.score_kwargs())
        except NotWinningError as e:
            return Outcome("not-winning", hand, n, 0, waits(hand.without_winning()), error=str(e))
        except HandError as e:
            return Outcome("refused", hand, n, 0, error=str(e))
        return Outcome("scored", hand, n, 0, result=result)

    # checking a candidate ---------------------------------------------------------------------
    def _check(self, melds, tiles, win=None, rules=None) -> None:
        win = self.win if win is None else win
        if not all(isinstance(m, Meld) for m in melds) or not all(isinstance(t, Tile) for t in tiles):
            raise HandError("the builder holds Meld objects and Tile objects only",
                            zh="构建器只接受 Meld 对象和 Tile 对象")
        if not isinstance(win, Win):
            raise HandError("the builder's win context is a mjlib.Win",
                            zh="构建器的和牌情况须是 mjlib.Win")
        check_tiles(melds, tiles)
        if rules is not None:
            Rules.named(rules)
        try:
            check_melds(win, melds)
            if SET_SIZE * len(melds) + len(tiles) == FULL:
                win.against(Hand(tuple(melds), tuple(tiles[:-1]), tiles[-1]))
        except HandError as e:
            raise _with_untick(e, win) from None

    def _commit(self, melds=None, tiles=None, win=None, rules=None) -> None:
        melds = list(self.melds if melds is None else melds)
        tiles = list(self.tiles if tiles is None else tiles)
        win = self.win if win is None else win
        self._check(melds, tiles, win, rules)
        self.melds, self.tiles, self.win = melds, tiles, win
        if rules is not None:
            self.rules = rules

    # actions -----------------------------------------------------------------------------------
    def add_tile(self, t) -> None:
        """Add a concealed tile; the tile that completes the hand is its winning tile."""
        t = as_tile(t)
        if self.count >= FULL:
            raise HandError("the hand is complete (14 tiles): remove a tile before adding one",
                            zh="手牌已满（14 张）：请先拿掉一张再加")
        self._commit(tiles=self.tiles + [t])

    def remove_tile(self, t, *, winning: bool = False) -> None:
        """Remove one copy of a concealed tile: a standing copy, or the winning tile itself."""
        t = as_tile(t)
        boolean(winning, "winning")
        tiles = list(self.tiles)
        if winning:
            if self.winning != t:
                raise HandError(f"{t} is not the winning tile", zh=f"{t.written_zh} 不是和张")
            tiles.pop()
        else:
            last = len(tiles) - 1 if self.complete else len(tiles)
            at = [i for i, x in enumerate(tiles) if x == t]
            if not at:
                raise HandError(f"the hand holds no concealed {t}",
                                zh=f"手牌的立牌中没有 {t.written_zh}")
            standing = [i for i in at if i != last]
            tiles.pop(standing[0] if standing else at[-1])
        self._commit(tiles=tiles)

    def set_winning(self, t) -> None:
        """Make a concealed tile of the complete hand its winning tile."""
        t = as_tile(t)
        if not self.complete:
            raise HandError(f"the hand has {self.count} tiles: the winning tile is the 14th",
                            zh=f"手牌只有 {self.count} 张：第 14 张才是和张")
        if self.winning == t:
            return
        tiles = list(self.tiles)
        if t not in tiles:
            raise HandError(f"the hand holds no concealed {t} to win on",
                            zh=f"手牌的立牌中没有 {t.written_zh}，不能以它为和张")
        tiles.remove(t)
        self._commit(tiles=tiles + [t])

    def start_meld(self, kind: str, offer: int | None = None) -> None:
        """Begin a meld: the next tile chosen makes it (a chow's lowest tile).

        ``offer`` is the notation's digit: for a chow which tile was claimed (1-3); for a pung
        who discarded it (1 left, 2 across, 3 right); for a kong 0 concealed, 1-3 claimed from,
        5-7 added onto a pung claimed from left, across, right.
        """
        if not isinstance(kind, str) or kind not in KINDS:
            raise HandError(f"a meld is a chow, a pung or a kong, not {shown(kind)}",
                            zh=f"副露只能是 chow（顺子）、pung（刻子）或 kong（杠），不能是 "
                               f"{shown_zh(kind)}")
        offer = DEFAULT_OFFER[kind] if offer is None else offer
        if isinstance(offer, bool) or not isinstance(offer, int) or offer not in OFFERS[kind]:
            raise HandError(f"bad offer digit {shown(offer)} for a {kind}: use one of "
                            f"{', '.join(map(str, OFFERS[kind]))}",
                            zh=f"{kind_zh(kind)}的来源数字不能是 {shown_zh(offer)}：可用 "
                               f"{'、'.join(map(str, OFFERS[kind]))}")
        if len(self.melds) >= 4:
            raise HandError("a hand holds at most four melds", zh="一手牌最多四组副露")
        if self.count + 3 > FULL:
            raise HandError(f"no room for a meld: the hand has {self.count} of 14 tiles",
                            zh=f"放不下一组副露：手牌已有 {self.count} 张（共 14 张）")
        self.pending = (kind, offer)

    def cancel_meld(self) -> None:
        self.pending = None

    def commit_meld(self, t) -> Meld:
        """Make the meld begun by :meth:`start_meld` from tile ``t`` and add it."""
        if self.pending is None:
            raise HandError("no meld begun: choose chow, pung or kong first",
                            zh="还没有开始组副露：请先选吃、碰或杠")
        kind, offer = self.pending
        t = as_tile(t)
        if offer >= 5:
            meld = Meld(kind, t, offer - 4, added=True)
        else:
            meld = Meld(kind, t, offer)
        melds = self.melds + [meld]
        # a tile that completed the hand stays last: the winning tile is never inside a meld
        self._commit(melds=melds)
        self.pending = None
        return meld

    def remove_meld(self, index: int) -> None:
        """Remove a meld; the hand's only kong stays while 杠上开花 is ticked (untick it first)."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.melds):
            raise HandError(f"there is no meld number {shown(index)}",
                            zh=f"没有编号为 {shown_zh(index)} 的副露")
        melds = list(self.melds)
        melds.pop(index)
        if self.win.on_replacement_tile and not any(m.is_kong for m in melds):
            raise HandError("that is the hand's only kong and 杠上开花 (a win on a kong's "
                            "replacement tile) is ticked: untick 杠上开花 first",
                            zh="这是手牌唯一的杠，而杠上开花（用开杠后补进的牌和牌）已勾选：请先"
                               "取消勾选杠上开花")
        self._commit(melds=melds)

    def set_text(self, text: str) -> None:
        """Replace the hand by the one written ``text`` (an empty string clears it)."""
        melds, tiles = read(text)
        self._commit(melds=melds, tiles=tiles)
        self.pending = None

    def set_flag(self, name: str, value) -> None:
        """Set one part of the win context, or ``rules``."""
        if is_one_of(name, ("rules",)):
            self.set_rules(value)
            return
        if not isinstance(name, str) or name not in FLAG_NAMES:
            raise HandError(f"unknown flag {shown(name)}: use one of "
                            f"{', '.join(FLAG_NAMES)}, rules",
                            zh=f"没有 {shown_zh(name)} 这个选项：可用 {'、'.join(FLAG_NAMES)}、rules")
        try:
            win = replace(self.win, **{name: value})
        except HandError as e:
            raise _with_untick(e, self.win) from None
        self._commit(win=win)

    def set_rules(self, name) -> None:
        if not isinstance(name, str) or name not in PRESETS:
            raise HandError(f"unknown rules {shown(name)}: use one of {', '.join(PRESETS)}",
                            zh=f"没有 {shown_zh(name)} 这套规则：可用 {presets_zh()}")
        self._commit(rules=name)

    def load(self, text: str, flags: dict | None = None) -> None:
        """A hand and its win context at once (flags not given go back to their defaults)."""
        if flags is not None and not isinstance(flags, dict):
            raise HandError(f"a hand's flags are a dict, not {type(flags).__name__}",
                            zh=f"手牌的选项（flags）须是字典，不能是 {type(flags).__name__}")
        flags = dict(flags or {})
        rules = flags.pop("rules", None)
        unknown = [k for k in flags if k not in FLAG_NAMES]
        if unknown:
            raise HandError(f"unknown flag {unknown[0]!r}: use one of "
                            f"{', '.join(FLAG_NAMES)}, rules",
                            zh=f"没有 {unknown[0]!r} 这个选项：可用 {'、'.join(FLAG_NAMES)}、rules")
        melds, tiles = read(text)
        self._commit(melds=melds, tiles=tiles, win=Win(**flags),
                     rules=self.rules if rules is None else rules)
        self.pending = None

    def clear(self) -> None:
        self._commit(melds=[], tiles=[])
        self.pending = None


# ---------------------------------------------------------------------------------------------
# what a state amounts to, in words

def plural(n: int, word: str) -> str:
    """'1 tile', '5 tiles'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def tiles_words(tiles) -> str:
    return " ".join(str(t) for t in tiles)


def total_words(result) -> str:
    """'Total 合计 24 fans: reaches the 8-fan minimum 已达8番起和'; in Chinese alone when mjlib
    writes Chinese: '合计24番：已达8番起和'."""
    flowers = result.total - result.total_without_flowers
    if chinese():
        extra = f"（不含花牌{result.total_without_flowers}番）" if flowers else ""
        reach = HEAD["reaches" if result.meets_minimum else "short"].zh
        return f"{HEAD['total'].zh}{result.total}番{extra}：{reach}"
    extra = f" ({result.total_without_flowers} without flowers)" if flowers else ""
    reach = ("reaches the 8-fan minimum 已达8番起和" if result.meets_minimum
             else "short of the 8-fan minimum 不足8番")
    return f"Total 合计 {result.total} fans{extra}: {reach}"


def outcome_words(outcome) -> str:
    """One line saying where the hand stands (in Chinese alone when mjlib writes Chinese)."""
    k = outcome.kind
    if chinese():
        return _outcome_words_zh(outcome)
    if k == "empty":
        return "Empty hand 空手牌: no tiles yet (14 tiles win, each meld counting as 3)."
    if k == "short":
        n = outcome.missing
        return (f"{plural(outcome.count, 'tile')} (each meld counts as 3): {n} missing; the "
                "14th tile added is the winning tile.")
    if k == "waiting":
        if outcome.waits:
            return (f"13 tiles: 1 missing. Waiting on {len(outcome.waits)} tile(s): "
                    f"{tiles_words(outcome.waits)} ({' '.join(t.zh for t in outcome.waits)}).")
        return "13 tiles: 1 missing, but no tile completes this hand (it is not ready)."
    if k == "not-winning":
        w = outcome.waits
        then = (f"without its winning tile it waits on {tiles_words(w)}" if w
                else "without its winning tile it waits on nothing")
        return f"Not a winning hand: its 14 tiles form no winning shape; {then}."
    if k == "refused":
        return f"Cannot score: {outcome.error}"
    return total_words(outcome.result)


def _outcome_words_zh(outcome) -> str:
    k = outcome.kind
    if k == "empty":
        return "空手牌：还没有牌（14张成和，每副副露算3张）。"
    if k == "short":
        return (f"{outcome.count}张（每副副露算3张）：还差{outcome.missing}张；加入的第14张是"
                "和张。")
    if k == "waiting":
        if outcome.waits:
            return (f"13张：差1张。听{len(outcome.waits)}张：{tiles_words(outcome.waits)}"
                    f"（{'、'.join(t.zh for t in outcome.waits)}）。")
        return "13张：差1张，但没有哪张牌能和（未听牌）。"
    if k == "not-winning":
        w = outcome.waits
        then = f"去掉和张听{tiles_words(w)}" if w else "去掉和张也不听牌"
        return f"不是和牌：这14张牌组不成和牌的牌型；{then}。"
    if k == "refused":
        return f"不能计番：{outcome.error}"
    return total_words(outcome.result)
