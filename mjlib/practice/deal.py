"""Deal legal winning hands, seeded: for tests, for exercises and for drills.

A hand is built from sets (chows, pungs, kongs, a pair, or one of the special shapes), never by
asking the scorer, so it is a fair input to test the scorer with. Each dealt hand is a
:class:`Case`: the :class:`~mjlib.Hand` (melds first, the winning tile last), the
:class:`~mjlib.Win` it was won with, and the shape it was built as::

    >>> from mjlib.practice import deal
    >>> case = deal.generate(1, seed=3)[0]
    >>> case.hand.is_complete, type(case.win).__name__
    (True, 'Win')

:func:`generate` mixes random hands with templates biased towards rare fans, so a few thousand
hands reach every fan; it never scores. :func:`hand_where` and :func:`hands` deal hands where a
given family or fan *counts*: candidates from the family's templates, scored, kept when they count
what was asked and reach the 8-fan minimum.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from enum import Enum
from typing import NamedTuple

from ..errors import HandError, shown, shown_zh, whole
from ..fans import FAMILIES, family_id, named
from ..hand import CHOW, KONG, PUNG, Hand, Kind, Meld, fifth_copy
from ..readings import Shape
from ..rules import Rules
from ..shapes import KNITTED_PATTERNS, ORPHANS as ORPHAN_INDICES
from ..tiles import DRAGONS, FIRST_HONOR, SUIT_SIZE, TILES, WINDS, Tile
from ..win import WINDS as WIND_LETTERS, Win

HONORS = WINDS + DRAGONS
NUMBERED = TILES[:FIRST_HONOR]
ORPHANS = tuple(TILES[i] for i in ORPHAN_INDICES)
KNITTED_TILES = tuple(tuple(TILES[i] for i in pattern) for pattern in KNITTED_PATTERNS)
TRIES = 3000  # candidates looked at before hand_where gives up


class Case(NamedTuple):
    """One dealt hand: the hand, how it was won, and the shape it was built as (a hand built
    as four sets and a pair may also read as seven pairs; nine gates is built as REGULAR)."""

    hand: Hand
    win: Win
    shape: Shape = Shape.REGULAR

    def __str__(self) -> str:
        return str(self.hand)


def tile(suit: int, rank: int) -> Tile:
    return TILES[SUIT_SIZE * suit + rank - 1]


# ---------------------------------------------------------------- sets and menus
# A set is (CHOW, lowest tile) or (PUNG, tile), not yet declared or concealed.

def set_tiles(s) -> list[Tile]:
    kind, t = s
    return [t, TILES[t + 1], TILES[t + 2]] if kind is CHOW else [t, t, t]


def _menu(set_ok=lambda s: True, pool=TILES, pair_ok=lambda t: True):
    """Chows, pungs and pair tiles drawn from ``pool`` and passing the filters."""
    pool = set(pool)
    chows = [(CHOW, t) for t in NUMBERED if t.rank <= 7 and {t, t + 1, t + 2} <= pool]
    pungs = [(PUNG, t) for t in sorted(pool)]
    pairs = [t for t in sorted(pool) if pair_ok(t)]
    return [s for s in chows if set_ok(s)], [s for s in pungs if set_ok(s)], pairs


def _ranks(ranks, suits=range(3)) -> list[Tile]:
    return [tile(s, r) for s in suits for r in ranks]


def _has_terminal_or_honor(s) -> bool:
    return any(t.is_terminal_or_honor for t in set_tiles(s))


def _has_five(s) -> bool:
    return any(t.rank == 5 for t in set_tiles(s))


def _is_even_pung(s) -> bool:
    return s[0] is PUNG and s[1].rank in (2, 4, 6, 8)


ANY = _menu()
SUIT_MENUS = [_menu(pool=_ranks(range(1, 10), [s])) for s in range(3)]
POOL_MENUS = {
    "full_flush": SUIT_MENUS,
    "half_flush": [_menu(pool=_ranks(range(1, 10), [s]) + list(HONORS)) for s in range(3)],
    "all_honors": [_menu(pool=HONORS)],
    "all_terminals": [_menu(pool=_ranks((1, 9)))],
    "terminals_honors": [_menu(pool=_ranks((1, 9)) + list(HONORS))],
    "all_green": [_menu(pool=_ranks((2, 3, 4, 6, 8), [1]) + [DRAGONS[1]])],
    "upper_tiles": [_menu(pool=_ranks((7, 8, 9)))],
    "middle_tiles": [_menu(pool=_ranks((4, 5, 6)))],
    "lower_tiles": [_menu(pool=_ranks((1, 2, 3)))],
    "upper_four": [_menu(pool=_ranks((6, 7, 8, 9)))],
    "lower_four": [_menu(pool=_ranks((1, 2, 3, 4)))],
    "all_simples": [_menu(pool=_ranks(range(2, 9)))],
    "reversible": [_menu(pool=_ranks((1, 2, 3, 4, 5, 8, 9), [2]) + _ranks((2, 4, 5, 6, 8, 9), [1])
                         + [DRAGONS[2]])],
    "outside": [_menu(_has_terminal_or_honor, pair_ok=lambda t: t in ORPHANS)],
    "all_five": [_menu(_has_five, pair_ok=lambda t: t.rank == 5)],
    "even_pungs": [_menu(_is_even_pung, pair_ok=lambda t: t.rank in (2, 4, 6, 8))],
}
PAIR_POOLS = [TILES, HONORS, ORPHANS] + [
    menu[2] for menus in POOL_MENUS.values() for menu in menus if len(menu[2]) >= 4]


def draw_sets(rng, menu, n: int, chow_p: float = 0.6) -> list:
    """``n`` random sets from a menu; a pung is never drawn twice."""
    chows, pungs, _ = menu
    sets = []
    for _ in range(n):
        free = [p for p in pungs if p not in sets]
        use_chow = chows and (not free or rng.random() < chow_p)
        sets.append(rng.choice(chows if use_chow else free or pungs))
    return sets


def chow(suit: int, rank: int):
    return (CHOW, tile(suit, rank))


def pung(t: Tile):
    return (PUNG, t)


# ---------------------------------------------------------------- melds and flags

class Form(Enum):
    """How a set is laid down as a meld (a set left standing has the form None)."""

    CHOW = "claimed chow"
    PUNG = "claimed pung"
    KONG = "claimed kong"
    ADDED = "kong added onto a claimed pung"
    CONCEALED = "concealed kong"


def _random_meld_form(rng, s) -> Form:
    if s[0] is CHOW:
        return Form.CHOW
    return rng.choices((Form.PUNG, Form.KONG, Form.ADDED, Form.CONCEALED), (70, 10, 10, 10))[0]


def _meld(rng, s, form: Form) -> Meld:
    _, t = s
    if form is Form.CHOW:
        offer = rng.randint(1, 3)
        if offer == 1:
            rng.random()  # a draw kept so that a seed deals the same hands as earlier versions
        return Meld(CHOW, t, offer)
    if form is Form.PUNG:
        return Meld(PUNG, t, rng.randint(1, 3))
    if form is Form.KONG:
        return Meld(KONG, t, rng.randint(1, 3))
    if form is Form.ADDED:
        return Meld(KONG, t, rng.randint(5, 7) - 4, added=True)
    return Meld(KONG, t, 0)  # concealed kong


def _auto_forms(rng, sets, n_melds=None, n_kongs=0) -> list:
    """Pick which sets are melded (kongs first); None means concealed in hand."""
    if n_melds is None:
        n_melds = rng.choices(range(5), (30, 22, 20, 15, 13))[0]
    order = rng.sample(range(len(sets)), len(sets))
    forms = [None] * len(sets)
    for i in [i for i in order if sets[i][0] is PUNG][:n_kongs]:
        forms[i] = rng.choice((Form.KONG, Form.ADDED, Form.CONCEALED))
    for i in [i for i in order if forms[i] is None][:max(0, n_melds - n_kongs)]:
        forms[i] = _random_meld_form(rng, sets[i])
    return forms


def _choose(forced: dict, key: str, draw):
    return forced[key] if key in forced else draw()


def _win(rng, in_hand: int, in_melds: int, has_kong: bool, forced: dict) -> Win | None:
    """A win context consistent with where the winning tile's copies are; None when a forced
    part of it cannot be (a robbed kong's tile while the hand holds another copy, say)."""
    self_drawn = _choose(forced, "self_drawn", lambda: rng.random() < 0.4)
    kong_ok = has_kong if self_drawn else (in_hand == 1 and in_melds == 0)
    about_kong = _choose(forced, "about_kong", lambda: kong_ok and rng.random() < 0.3)
    fourth_ok = in_hand == 1 and not (about_kong and not self_drawn)
    fourth_tile = _choose(forced, "fourth_tile", lambda: fourth_ok and rng.random() < 0.25)
    if (about_kong and not kong_ok) or (fourth_tile and not fourth_ok):
        return None
    wall_last = _choose(forced, "wall_last", lambda: rng.random() < 0.12)
    if about_kong and not self_drawn and wall_last:  # a robbed kong's tile is never a discard
        if "wall_last" in forced:
            return None
        wall_last = False
    return Win(self_drawn=self_drawn, fourth_tile=fourth_tile, about_kong=about_kong,
               wall_last=wall_last, seat_wind=rng.choice(WIND_LETTERS),
               prevalent_wind=rng.choice(WIND_LETTERS),
               flowers=_choose(forced, "flowers",
                               lambda: 0 if rng.random() < 0.55 else rng.randint(1, 8)))


def finish(rng, melds: list, concealed: list, win=None, shape: Shape = Shape.REGULAR,
           **forced) -> Case | None:
    """Pick the winning tile and the win context; None when a tile would exceed 4 copies."""
    if fifth_copy([t for m in melds for t in m.tiles] + concealed) is not None:
        return None
    win = rng.choice(concealed) if win is None else win
    standing = list(concealed)
    standing.remove(win)
    in_hand = concealed.count(win)
    in_melds = sum(m.tiles.count(win) for m in melds)
    has_kong = any(m.kind is KONG for m in melds)
    context = _win(rng, in_hand, in_melds, has_kong, forced)
    if context is None:
        return None
    return Case(Hand(tuple(melds), tuple(standing), win), context, shape)


def regular(rng, sets, pair: Tile, forms=None, win_on_pair=False, win=None, standing=(),
            **options) -> Case | None:
    """Four sets and a pair; forms (None = concealed) are random unless given. ``win`` fixes
    the winning tile (it must be a concealed one); the sets numbered in ``standing`` stay
    concealed whatever the forms."""
    forced = {k: options.pop(k) for k in list(options) if k in WIN_FIELDS}
    if forms is None:
        forms = _auto_forms(rng, sets, **options)
    forms = [None if i in standing else f for i, f in enumerate(forms)]
    order = rng.sample(range(4), 4)
    melds = [_meld(rng, sets[i], forms[i]) for i in order if forms[i]]
    concealed = [t for i in order if not forms[i] for t in set_tiles(sets[i])] + [pair, pair]
    return finish(rng, melds, concealed, pair if win_on_pair else win, **forced)


WIN_FIELDS = ("self_drawn", "fourth_tile", "about_kong", "wall_last", "flowers")


# ---------------------------------------------------------------- special shapes

def seven_pairs(rng, pool=TILES, dup_p=0.2) -> Case | None:
    n_dup = max(rng.choices((0, 1, 2), (1 - dup_p, dup_p * 0.8, dup_p * 0.2))[0], 7 - len(pool))
    kinds = rng.sample(pool, 7 - n_dup)
    kinds += rng.sample(kinds, n_dup)
    return finish(rng, [], [t for k in kinds for t in (k, k)], shape=Shape.SEVEN_PAIRS)


def t_seven_pairs(rng):
    return seven_pairs(rng)


def t_seven_pairs_pool(rng):
    return seven_pairs(rng, rng.choice(PAIR_POOLS))


def t_seven_shifted_pairs(rng):
    suit, start = rng.randrange(3), rng.randint(1, 3)
    return finish(rng, [], [tile(suit, r) for r in range(start, start + 7) for _ in (0, 1)],
                  shape=Shape.SEVEN_PAIRS)


def t_thirteen_orphans(rng):
    extra = rng.choice(ORPHANS)
    win = extra if rng.random() < 0.4 else rng.choice(ORPHANS)
    return finish(rng, [], list(ORPHANS) + [extra], win, shape=Shape.THIRTEEN_ORPHANS)


def t_honors_knitted(rng):
    knit, n = rng.choice(KNITTED_TILES), rng.choice((7, 7, 8, 9))
    return finish(rng, [], rng.sample(knit, n) + rng.sample(HONORS, 14 - n),
                  shape=Shape.HONORS_KNITTED)


def t_knitted_straight(rng):
    s, pair = draw_sets(rng, ANY, 1)[0], rng.choice(TILES)
    concealed = list(rng.choice(KNITTED_TILES)) + [pair, pair]
    if rng.random() < 0.4:
        return finish(rng, [_meld(rng, s, _random_meld_form(rng, s))], concealed,
                      shape=Shape.KNITTED_STRAIGHT)
    return finish(rng, [], concealed + set_tiles(s), shape=Shape.KNITTED_STRAIGHT)


def t_nine_gates(rng):
    suit, extra = rng.randrange(3), rng.randint(1, 9)
    ranks = [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, extra]
    concealed = [tile(suit, r) for r in ranks]
    return finish(rng, [], concealed, tile(suit, extra) if rng.random() < 0.8 else None)


# ---------------------------------------------------------------- regular templates

def t_random(rng):
    return regular(rng, draw_sets(rng, ANY, 4), rng.choice(TILES))


def pool_hand(rng, menus: list) -> Case | None:
    """Every set and the pair from one restricted pool."""
    menu = rng.choice(menus)
    return regular(rng, draw_sets(rng, menu, 4, rng.choice((0.3, 0.6))), rng.choice(menu[2]))


def t_pool(rng):
    """Every set from one restricted pool (flushes, ranges, green, reversible...)."""
    return pool_hand(rng, rng.choice(list(POOL_MENUS.values())))


def _fill(rng, sets, pair=None, menu=None, **options):
    """Complete a partial pattern with random sets (from ``menu``, else any) and pair."""
    menu = ANY if menu is None else menu
    sets = sets + draw_sets(rng, menu, 4 - len(sets))
    return regular(rng, sets, rng.choice(menu[2] or TILES) if pair is None else pair, **options)


def t_winds(rng):
    winds = rng.sample(WINDS, 4)
    kind = rng.choice(("big", "little", "three"))
    if kind == "big":
        return _fill(rng, [pung(t) for t in winds])
    if kind == "little":
        return _fill(rng, [pung(t) for t in winds[:3]], winds[3])
    return _fill(rng, [pung(t) for t in winds[:3]], rng.choice(NUMBERED + DRAGONS))


def t_dragons(rng):
    dragons = rng.sample(DRAGONS, 3)
    kind = rng.choice(("big", "little", "two"))
    if kind == "big":
        return _fill(rng, [pung(t) for t in dragons])
    if kind == "little":
        return _fill(rng, [pung(t) for t in dragons[:2]], dragons[2])
    return _fill(rng, [pung(t) for t in dragons[:2]], rng.choice(NUMBERED + WINDS))


def t_identical_chows(rng):
    """一般高 / 一色三同顺 / 一色四同顺, or the same chow across suits."""
    rank, n = rng.randint(1, 7), rng.choice((2, 3, 4))
    if rng.random() < 0.6:
        return _fill(rng, [chow(rng.randrange(3), rank)] * n)
    return _fill(rng, [chow(s, rank) for s in rng.sample(range(3), rng.choice((2, 3)))])


def t_shifted_chows(rng):
    """一色三步高 / 一色四步高 (step 1 or 2) or 三色三步高."""
    if rng.random() < 0.65:
        step, n, suit = rng.choice((1, 2)), rng.choice((3, 4)), rng.randrange(3)
        start = rng.randint(1, 7 - step * (n - 1))
        return _fill(rng, [chow(suit, start + step * i) for i in range(n)])
    start = rng.randint(1, 5)
    return _fill(rng, [chow(s, start + i) for i, s in enumerate(rng.sample(range(3), 3))])


def t_straights(rng):
    """清龙 / 花龙, plus 连六 and 老少副 from the leftovers."""
    if rng.random() < 0.5:
        suit = rng.randrange(3)
        return _fill(rng, [chow(suit, r) for r in (1, 4, 7)])
    return _fill(rng, [chow(s, r) for s, r in zip(rng.sample(range(3), 3), (1, 4, 7))])


def t_terminal_chows(rng):
    """一色双龙会 / 三色双龙会."""
    suits = rng.sample(range(3), 3)
    if rng.random() < 0.5:
        sets = [chow(suits[0], r) for r in (1, 1, 7, 7)]
        return regular(rng, sets, tile(suits[0], 5))
    sets = [chow(s, r) for s in suits[:2] for r in (1, 7)]
    return regular(rng, sets, tile(suits[2], 5))


def t_all_chows(rng):
    return regular(rng, draw_sets(rng, ANY, 4, chow_p=1.0), rng.choice(NUMBERED))


def t_shifted_pungs(rng):
    """一色三节高 / 一色四节高 / 三色三节高."""
    if rng.random() < 0.6:
        suit, n = rng.randrange(3), rng.choice((3, 4))
        start = rng.randint(1, 10 - n)
        return _fill(rng, [pung(tile(suit, start + i)) for i in range(n)])
    start = rng.randint(1, 7)
    return _fill(rng, [pung(tile(s, start + i)) for i, s in enumerate(rng.sample(range(3), 3))])


def t_same_pungs(rng):
    """双同刻 / 三同刻."""
    rank = rng.randint(1, 9)
    return _fill(rng, [pung(tile(s, rank)) for s in rng.sample(range(3), rng.choice((2, 3)))])


def t_all_pungs(rng):
    return regular(rng, draw_sets(rng, ANY, 4, chow_p=0.0), rng.choice(TILES))


def t_concealed_pungs(rng):
    """三暗刻 / 四暗刻: concealed pungs or kongs, won on the pair or self-drawn."""
    n = rng.choice((3, 4))
    sets = draw_sets(rng, ANY, n, chow_p=0.0) + draw_sets(rng, ANY, 4 - n)
    forms = [(Form.CONCEALED if rng.random() < 0.15 else None) for _ in range(n)]
    forms += [_random_meld_form(rng, s) if rng.random() < 0.5 else None for s in sets[n:]]
    if rng.random() < 0.5:
        return regular(rng, sets, rng.choice(TILES), forms, win_on_pair=True)
    return regular(rng, sets, rng.choice(TILES), forms, self_drawn=True)


def t_kongs(rng):
    """Two to four kongs of every kind: 双明杠, 明暗杠, 双暗杠, 三杠, 四杠."""
    n = rng.choice((2, 3, 4))
    sets = draw_sets(rng, ANY, n, chow_p=0.0) + draw_sets(rng, ANY, 4 - n)
    return regular(rng, sets, rng.choice(TILES), n_kongs=n, n_melds=rng.randint(n, 4))


def t_melded_hand(rng):
    """全求人: four claimed melds, won on the pair by discard."""
    sets = draw_sets(rng, ANY, 4)
    forms = [_random_meld_form(rng, s) for s in sets]
    forms = [Form.PUNG if f is Form.CONCEALED else f for f in forms]
    return regular(rng, sets, rng.choice(TILES), forms, win_on_pair=True,
                   self_drawn=rng.random() < 0.15)


def t_all_types(rng):
    """五门齐: one set per suit, winds and dragons as the pung and the pair."""
    honors = [rng.choice(WINDS), rng.choice(DRAGONS)]
    rng.shuffle(honors)
    sets = [draw_sets(rng, SUIT_MENUS[s], 1)[0] for s in range(3)] + [pung(honors[0])]
    return regular(rng, sets, honors[1])


def _unrelated_ranks(rng) -> list[int]:
    while True:
        ranks = rng.sample(range(1, 8), 3)
        low = min(ranks)
        if sorted(ranks) not in ([low, low + 1, low + 2], [1, 4, 7]):
            return ranks


def t_chicken(rng):
    """无番和: unrelated chows in three suits, a simple pung, an honour pair."""
    suits, ranks = rng.sample(range(3), 3), _unrelated_ranks(rng)
    chows = [chow(s, r) for s, r in zip(suits, ranks)]
    extra = pung(tile(rng.randrange(3), rng.randint(2, 8)))
    if any(extra[1] in set_tiles(c) for c in chows):
        return None
    low, high = chows[0][1], TILES[chows[0][1] + 2]
    win = rng.choice([t for t, ok in ((low, low.rank <= 6), (high, high.rank >= 4)) if ok])
    others = [chows[1], chows[2], extra]
    claimed = rng.sample(range(3), rng.randint(1, 3))
    melds = [_meld(rng, s, Form.CHOW if s[0] is CHOW else Form.PUNG)
             for i, s in enumerate(others) if i in claimed]
    hidden = [t for i, s in enumerate(others) if i not in claimed for t in set_tiles(s)]
    pair = rng.choice(HONORS)
    return finish(rng, melds, set_tiles(chows[0]) + hidden + [pair, pair], win, self_drawn=False,
                  about_kong=False, fourth_tile=False, wall_last=False, flowers=0)


# templates used only when a family is asked for

def t_honor_pungs(rng):
    """One or two honour pungs (winds, dragons or both) beside random sets: 箭刻, 圈风刻, 门风刻."""
    honors = rng.sample(HONORS, rng.choice((1, 2, 2)))
    return _fill(rng, [pung(t) for t in honors])


def t_honor_pools(rng):
    """字一色, 混幺九 or a half flush: pools rich in honours."""
    return pool_hand(rng, POOL_MENUS[rng.choice(("all_honors", "terminals_honors", "half_flush"))])


def t_suit_pools(rng):
    """Flushes, ranges, 绿一色, 推不倒, 断幺: the pools of the suit fans."""
    return pool_hand(rng, POOL_MENUS[rng.choice(SUIT_POOLS)])


def t_outside_pools(rng):
    """全带幺, 全带五, 全双刻, 清幺九, 混幺九: every set holding the same kind of tile."""
    return pool_hand(rng, POOL_MENUS[rng.choice(OUTSIDE_POOLS)])


SUIT_POOLS = ("full_flush", "half_flush", "all_green", "upper_tiles", "middle_tiles", "lower_tiles",
              "upper_four", "lower_four", "all_simples", "reversible")
OUTSIDE_POOLS = ("outside", "outside", "all_five", "even_pungs", "all_terminals", "terminals_honors")

# The mix of :func:`generate` (weight, template): its order and weights fix the hands of a seed.
TEMPLATES = (
    (30, t_random), (14, t_pool), (3, t_seven_pairs), (3, t_seven_pairs_pool),
    (0.6, t_seven_shifted_pairs), (1, t_thirteen_orphans), (1.5, t_honors_knitted),
    (1.5, t_knitted_straight), (0.8, t_nine_gates), (2, t_winds), (2, t_dragons),
    (2, t_identical_chows), (2, t_shifted_chows), (2, t_straights), (1, t_terminal_chows),
    (2, t_all_chows), (2, t_shifted_pungs), (1.5, t_same_pungs), (2, t_all_pungs),
    (2, t_concealed_pungs), (3, t_kongs), (1.5, t_melded_hand), (1, t_all_types), (1, t_chicken),
)

# The candidates of each family: (weight, template), the family's own fans made likely.
FAMILY_TEMPLATES = {
    "honors": ((3, t_winds), (3, t_dragons), (5, t_honor_pungs), (2, t_honor_pools)),
    "chows": ((2, t_identical_chows), (2.5, t_shifted_chows), (2.5, t_straights),
              (1, t_terminal_chows), (2, t_all_chows), (1, t_random)),
    "pungs": ((2, t_shifted_pungs), (1.5, t_same_pungs), (2, t_all_pungs),
              (2, t_concealed_pungs), (3, t_kongs)),
    "pairs": ((3, t_seven_pairs), (3, t_seven_pairs_pool), (1, t_seven_shifted_pairs)),
    "suits": ((6, t_suit_pools), (1, t_all_types), (1, t_random)),
    "outside": ((1, t_outside_pools),),
    "knitted": ((1, t_thirteen_orphans), (1.5, t_honors_knitted), (1.5, t_knitted_straight)),
    "winning": ((4, t_random), (1, t_melded_hand), (1, t_concealed_pungs), (1, t_pool),
                (1, t_kongs), (3, lambda rng: FAN_RECIPES["边张"](rng)),
                (3, lambda rng: FAN_RECIPES["坎张"](rng)),
                (3, lambda rng: FAN_RECIPES["单钓将"](rng))),
    "special": ((1, t_nine_gates), (1, t_chicken)),
}
assert set(FAMILY_TEMPLATES) == set(FAMILIES)


# ---------------------------------------------------------------- recipes: one fan planted
# A hand asked for one fan starts, half the time, from a recipe that lays the fan down and fills
# the rest, often from one suit (with or without honors): small fans reach the 8-fan minimum
# in hands of one colour, as they do at the table.

def _booster(rng, suit: int):
    """The menu the rest of a planted hand is drawn from: one suit, that suit and honors, or any."""
    return rng.choices((SUIT_MENUS[suit], POOL_MENUS["half_flush"][suit], ANY), (4, 4, 2))[0]


def _planted(sets_of):
    """A recipe: ``sets_of(rng)`` gives (suit, planted sets), the rest is filled."""
    def recipe(rng):
        suit, sets = sets_of(rng)
        return _fill(rng, sets, menu=_booster(rng, suit))
    return recipe


def _two_chows(offset: int):
    def sets_of(rng):
        suit, rank = rng.randrange(3), rng.randint(1, 7 - offset)
        return suit, [chow(suit, rank), chow(suit, rank + offset)]
    return _planted(sets_of)


def _same_chows(n: int):
    def sets_of(rng):
        suit = rng.randrange(3)
        return suit, [chow(suit, rng.randint(1, 7))] * n
    return _planted(sets_of)


def _chow_in_suits(n: int):
    def sets_of(rng):
        suits, rank = rng.sample(range(3), n), rng.randint(1, 7)
        return suits[0], [chow(s, rank) for s in suits]
    return _planted(sets_of)


def _shifted(n: int, pungs: bool = False):
    def sets_of(rng):
        suit = rng.randrange(3)
        if pungs:
            start = rng.randint(1, 10 - n)
            return suit, [pung(tile(suit, start + i)) for i in range(n)]
        step = rng.choice((1, 2))
        start = rng.randint(1, 7 - step * (n - 1))
        return suit, [chow(suit, start + step * i) for i in range(n)]
    return _planted(sets_of)


def _pool(name: str):
    return lambda rng: pool_hand(rng, POOL_MENUS[name])


def _wait(where: str):
    """A concealed chow won on its edge (边张: 12 waiting on 3, 89 on 7) or its middle (坎张),
    or a pair won on its second tile (单钓将)."""
    def recipe(rng):
        suit = rng.randrange(3)
        if where == "single":
            menu = _booster(rng, suit)
            sets = draw_sets(rng, menu, 4)
            return regular(rng, sets, rng.choice(menu[2] or TILES), win_on_pair=True)
        if where == "edge":
            rank = rng.choice((1, 7))
            win = tile(suit, 3 if rank == 1 else 7)
        else:
            rank = rng.randint(1, 7)
            win = tile(suit, rank + 1)
        menu = _booster(rng, suit)
        sets = [chow(suit, rank)] + draw_sets(rng, menu, 3)
        return regular(rng, sets, rng.choice(menu[2] or TILES), win=win, standing=(0,))
    return recipe


def _won(**flags):
    """Any hand of one suit (or one suit and honors) won as ``flags`` say."""
    def recipe(rng):
        suit = rng.randrange(3)
        menu = _booster(rng, suit)
        options = {"n_melds": 0} if flags.get("melds") == 0 else {}
        if flags.get("kong"):
            options["n_kongs"] = 1
            options["n_melds"] = rng.randint(1, 3)
        wanted = {k: v for k, v in flags.items() if k in WIN_FIELDS}
        return regular(rng, draw_sets(rng, menu, 4, chow_p=0.3 if flags.get("kong") else 0.6),
                       rng.choice(menu[2] or TILES), **options, **wanted)
    return recipe


def _melded_hand(rng):
    """全求人 of one suit (or one suit and honors), so that it reaches the 8-fan minimum more often."""
    suit = rng.randrange(3)
    menu = _booster(rng, suit)
    sets = draw_sets(rng, menu, 4)
    forms = [_random_meld_form(rng, s) for s in sets]
    forms = [Form.PUNG if f is Form.CONCEALED else f for f in forms]
    return regular(rng, sets, rng.choice(menu[2] or TILES), forms, win_on_pair=True,
                   self_drawn=False)


FAN_RECIPES = {
    "一般高": _two_chows(0), "连六": _two_chows(3), "老少副": _two_chows(6),
    "喜相逢": _chow_in_suits(2), "三色三同顺": _chow_in_suits(3),
    "一色三同顺": _same_chows(3), "一色四同顺": _same_chows(4),
    "一色三步高": _shifted(3), "一色四步高": _shifted(4), "一色三节高": _shifted(3, pungs=True),
    "一色双龙会": lambda rng: (lambda s: regular(rng, [chow(s, r) for r in (1, 1, 7, 7)], tile(s, 5)))(
        rng.randrange(3)),
    "三色双龙会": lambda rng: (lambda s: regular(rng, [chow(x, r) for x in s[:2] for r in (1, 7)],
                                              tile(s[2], 5)))(rng.sample(range(3), 3)),
    "三色三步高": _planted(lambda rng: (lambda s, r: (s[0], [chow(x, r + i) for i, x in enumerate(s)]))(
        rng.sample(range(3), 3), rng.randint(1, 5))),
    "三同刻": lambda rng: (lambda r: _fill(rng, [pung(tile(x, r)) for x in range(3)]))(
        rng.randint(1, 9)),
    "和绝张": _won(fourth_tile=True),
    "明杠": _won(kong=True), "暗杠": _won(kong=True), "双明杠": _won(kong=True),
    "绿一色": _pool("all_green"), "字一色": _pool("all_honors"), "全大": _pool("upper_tiles"),
    "全中": _pool("middle_tiles"), "全小": _pool("lower_tiles"), "大于五": _pool("upper_four"),
    "小于五": _pool("lower_four"), "全带五": _pool("all_five"), "混一色": _pool("half_flush"),
    "边张": _wait("edge"), "坎张": _wait("closed"), "单钓将": _wait("single"),
    "自摸": _won(self_drawn=True), "不求人": _won(self_drawn=True, melds=0),
    "门前清": _won(self_drawn=False, melds=0),
    "杠上开花": _won(self_drawn=True, about_kong=True, kong=True),
    "抢杠和": _won(self_drawn=False, about_kong=True),
    "全求人": _melded_hand,
    "海底捞月": _won(self_drawn=False, wall_last=True), "妙手回春": _won(self_drawn=True, wall_last=True),
}


def _draw(rng, templates) -> Case:
    funcs = [f for _, f in templates]
    weights = [w for w, _ in templates]
    while True:
        case = rng.choices(funcs, weights)[0](rng)
        if case is not None:
            return case


def random_hand(rng: random.Random) -> Case:
    """One legal winning hand with its context."""
    _check_rng(rng)
    return _draw(rng, TEMPLATES)


def _check_rng(rng) -> None:
    if not isinstance(rng, random.Random):
        raise HandError(f"rng is a random.Random (see hand_rng), not {shown(rng)}",
                        zh=f"rng 须是 random.Random（见 hand_rng），不能是 {shown_zh(rng)}")


def generate(n: int, seed: int) -> list[Case]:
    """``n`` hands, identical for identical seeds."""
    whole(n, "n (how many hands)", "n（手数）", 0, MAX_HANDS)
    rng = random.Random(check_seed(seed))
    return [random_hand(rng) for _ in range(n)]


# ---------------------------------------------------------------- hands where a fan counts

# A fan that does not make a hand a lesson in its family when it is the only one there.
NOT_ALONE = {"suits": frozenset({"no_honors"})}


def _counts_what_was_asked(result, family, fan, taught=None) -> bool:
    if not result.meets_minimum:
        return False
    counted = [c.fan for c in result.fans if c.fan.id != "flower_tiles"]
    if fan is not None and fan not in counted:
        return False
    if taught is not None and not taught.issuperset(counted):
        return False
    alone = NOT_ALONE.get(family, frozenset())
    return family is None or any(f.family == family and f.id not in alone for f in counted)


def _taught(upto):
    """The fans taught up to the lesson ``upto`` (None: no bound)."""
    if upto is None:
        return None
    from ..course.lessons import taught_by

    return taught_by(upto)


def hand_where(rng: random.Random, *, family=None, fan=None, rules="green-book", flowers=0,
               tries: int = TRIES, upto=None) -> Case:
    """A hand that counts a fan of ``family`` (or the fan ``fan``) and reaches the 8-fan minimum
    (flowers aside), with its context. With ``upto`` (a lesson's file stem, or its first
    letters), every fan the hand counts is taught by that lesson (:func:`mjlib.course.lessons.taught_by`).

    Candidates come from the family's templates and are scored under ``rules``; the first one
    that counts what was asked is returned. ``flowers`` sets the flower count (None: random).
    HandError for an unknown family or fan, or when ``tries`` candidates all miss.
    """
    from ..score import score

    _check_rng(rng)
    whole(tries, "tries", "tries（尝试次数）", 1, MAX_HANDS)
    family = family_id(family)
    wanted = None if fan is None else named(fan)
    if wanted is not None and wanted.id == "flower_tiles":
        raise HandError("花牌 Flower Tiles is not dealt: it counts the flowers argument only",
                        zh="花牌不由发牌得出：它只计 flowers 参数给的花牌数")
    if wanted is not None and family is not None and wanted.family != family:
        raise HandError(f"{wanted.zh} {wanted.en} is in the family {wanted.family}, not {family}",
                        zh=f"{wanted.zh}属于{FAMILIES[wanted.family].zh}（{wanted.family}），"
                           f"不属于{FAMILIES[family].zh}（{family}）")
    taught = _taught(upto)
    if wanted is not None and taught is not None and wanted not in taught:
        raise HandError(f"{wanted.zh} {wanted.en} is not taught by lesson {upto}",
                        zh=f"到第{upto}课为止还没有讲{wanted.zh}")
    source = FAMILY_TEMPLATES[wanted.family if wanted is not None else family] if (
        wanted is not None or family is not None) else TEMPLATES
    if wanted is not None and wanted.zh in FAN_RECIPES:  # half the draws from the recipe
        source = source + ((sum(w for w, _ in source), FAN_RECIPES[wanted.zh]),)
    for _ in range(tries):
        case = _draw(rng, source)
        if flowers is not None:
            case = case._replace(win=replace(case.win, flowers=flowers))
        result = score(case.hand, case.win, rules=rules)
        if _counts_what_was_asked(result, family, wanted, taught):
            return case
    what = f"{wanted.zh} {wanted.en}" if wanted is not None else f"a fan of {family}"
    what_zh = wanted.zh if wanted is not None else f"{FAMILIES[family].zh}番种"
    raise HandError(f"no hand counting {what} under {rules} rules in {tries} tries",
                    zh=f"按{Rules.named(rules).zh}试了 {tries} 手，没有一手计{what_zh}")


MAX_SEED = 2 ** 64  # seeds are the whole numbers 0 .. 2**64 - 1
MAX_HANDS = 10 ** 6  # hands dealt (or tries made) by one call, at most


def check_seed(seed) -> int:
    """``seed`` if it is a whole number from 0 to 2**64 - 1; HandError otherwise.

    >>> check_seed(-1)
    Traceback (most recent call last):
    mjlib.errors.HandError: a seed is a whole number from 0 to 2**64 - 1, not -1
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
        raise HandError(f"a seed is a whole number from 0 to 2**64 - 1, not {shown(seed)}",
                        zh=f"种子（seed）须是 0 到 2**64 - 1 的整数，不能是 {shown_zh(seed)}")
    return seed


def hand_rng(seed: int, *labels) -> random.Random:
    """A generator for one hand of a stream: the same on every machine and Python version (the
    seed and the labels are joined into a string, which random hashes with SHA-512, never with
    Python's salted hash)."""
    # the label "mjlib.deal" is the module's name when the streams were first dealt: kept, so a
    # seed deals the same hands as before
    return random.Random("/".join(str(x) for x in ("mjlib.deal", check_seed(seed), *labels)))


def stream_hand(seed, index: int, *, family=None, fan=None, rules="green-book",
                flowers=0, upto=None, tries: int = TRIES) -> tuple[str, Case]:
    """Hand number ``index`` of the stream :func:`hands` deals, on its own, with the family it
    was dealt for: a mixed stream (no family, no fan) picks a family for each hand. ``index``
    is a whole number from 0, below 2**64 as seeds are; ``upto`` bounds the fans it counts to
    those taught by that lesson (a mixed stream then picks among the families taught)."""
    whole(index, "index (which hand of the stream)", "index（流中的第几手）", 0, MAX_SEED - 1)
    family = family_id(family)
    wanted = None if fan is None else named(fan)
    rng = hand_rng(seed, family or "all", "" if wanted is None else wanted.id, index)
    if wanted is not None:
        family = wanted.family
    elif family is None:
        taught = _taught(upto)
        family = rng.choice([f for f in FAMILIES
                             if taught is None or any(x.family == f for x in taught)])
    return family, hand_where(rng, family=family, fan=wanted, rules=rules, flowers=flowers,
                              upto=upto, tries=tries)


def hands(seed, n: int = 10, *, family=None, fan=None, rules="green-book",
          flowers=0, upto=None) -> list[Case]:
    """``n`` hands where ``family`` (or ``fan``) counts, each reaching the 8-fan minimum; the
    same for the same arguments. With neither, each hand counts a fan of a family picked at
    random (a mixed stream). ``upto``: only fans taught by that lesson count (see
    :func:`hand_where`)."""
    whole(n, "n (how many hands)", "n（手数）", 0, MAX_HANDS)
    return [stream_hand(seed, i, family=family, fan=fan, rules=rules, flowers=flowers,
                        upto=upto)[1]
            for i in range(n)]


__all__ = ["Case", "generate", "random_hand", "hand_where", "hands", "stream_hand", "hand_rng",
           "TEMPLATES", "FAMILY_TEMPLATES"]
