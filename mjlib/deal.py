"""Deal legal winning hands, seeded: for tests, for exercises and for drills.

A hand is built from sets (chows, pungs, kongs, a pair, or one of the special shapes), never by
asking the scorer, so it is a fair input to test the scorer with. Each case is a dict: the hand
string (melds in brackets first, then the standing tiles, the last one written winning) and its
winning context as :func:`mjlib.score` keywords (see ``KEYS``)::

    >>> from mjlib import deal
    >>> case = deal.generate(1, seed=3)[0]
    >>> sorted(case) == sorted(deal.KEYS)
    True

:func:`generate` mixes random hands with templates biased towards rare fans, so a few thousand
hands reach every fan. :func:`hand_where` and :func:`hands` deal hands where a given family or
fan *counts*: candidates from the family's templates, scored, kept when they count what was
asked and reach the 8-fan minimum.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

from .errors import HandError
from .fans import BY_ID, BY_ZH, FAMILIES, Fan
from .notation import parse
from .tiles import TILES, format_tiles

# Tiles are their indices: 0-8 = 1-9m, 9-17 = 1-9s, 18-26 = 1-9p, 27-33 = E S W N C F P.
SUIT_LETTERS = "msp"
HONOR_LETTERS = "ESWNCFP"
WIND_NAMES = "ESWN"
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
HONORS = WINDS + DRAGONS
ALL_TILES = tuple(range(34))

KEYS = ("hand", "self_drawn", "fourth_tile", "about_kong", "wall_last",
        "seat_wind", "prevalent_wind", "flowers")
CONTEXT_KEYS = KEYS[1:]
SHAPES = ("regular", "seven_pairs", "thirteen_orphans", "honors_knitted",
          "knitted_straight", "nine_gates")
TRIES = 3000  # candidates looked at before hand_where gives up


def tile(suit: int, rank: int) -> int:
    return 9 * suit + rank - 1


def suit_of(t: int) -> int:
    """0, 1, 2 for m, s, p; 3 for honours."""
    return t // 9


def rank_of(t: int) -> int:
    """1..9 for numbered tiles, 0 for honours."""
    return t % 9 + 1 if t < 27 else 0


ORPHANS = tuple(tile(s, r) for s in range(3) for r in (1, 9)) + HONORS
KNITTED = tuple(
    tuple(sorted(tile(s, r) for s, start in zip(perm, (1, 2, 3)) for r in (start, start + 3, start + 6)))
    for perm in permutations(range(3))
)


# ---------------------------------------------------------------- sets and menus
# A set is ("chow", lowest tile) or ("pung", tile); a meld is (kind, tile, digit)
# with kind chow/pung/kong and digit as written in the notation (None = default).

def set_tiles(s) -> list[int]:
    kind, t = s
    return [t, t + 1, t + 2] if kind == "chow" else [t, t, t]


def meld_tiles(m) -> list[int]:
    kind, t, _ = m
    return [t] * 4 if kind == "kong" else set_tiles((kind, t))


def _menu(set_ok=lambda s: True, pool=ALL_TILES, pair_ok=lambda t: True):
    """Chows, pungs and pair tiles drawn from ``pool`` and passing the filters."""
    pool = set(pool)
    chows = [("chow", t) for t in range(27) if rank_of(t) <= 7 and {t, t + 1, t + 2} <= pool]
    pungs = [("pung", t) for t in sorted(pool)]
    pairs = [t for t in sorted(pool) if pair_ok(t)]
    return [s for s in chows if set_ok(s)], [s for s in pungs if set_ok(s)], pairs


def _ranks(ranks, suits=range(3)):
    return [tile(s, r) for s in suits for r in ranks]


def _has_terminal_or_honor(s) -> bool:
    return any(t >= 27 or rank_of(t) in (1, 9) for t in set_tiles(s))


def _has_five(s) -> bool:
    return any(rank_of(t) == 5 for t in set_tiles(s))


def _is_even_pung(s) -> bool:
    return s[0] == "pung" and rank_of(s[1]) in (2, 4, 6, 8)


ANY = _menu()
SUIT_MENUS = [_menu(pool=_ranks(range(1, 10), [s])) for s in range(3)]
POOL_MENUS = {
    "full_flush": SUIT_MENUS,
    "half_flush": [_menu(pool=_ranks(range(1, 10), [s]) + list(HONORS)) for s in range(3)],
    "all_honors": [_menu(pool=HONORS)],
    "all_terminals": [_menu(pool=_ranks((1, 9)))],
    "terminals_honors": [_menu(pool=_ranks((1, 9)) + list(HONORS))],
    "all_green": [_menu(pool=_ranks((2, 3, 4, 6, 8), [1]) + [32])],
    "upper_tiles": [_menu(pool=_ranks((7, 8, 9)))],
    "middle_tiles": [_menu(pool=_ranks((4, 5, 6)))],
    "lower_tiles": [_menu(pool=_ranks((1, 2, 3)))],
    "upper_four": [_menu(pool=_ranks((6, 7, 8, 9)))],
    "lower_four": [_menu(pool=_ranks((1, 2, 3, 4)))],
    "all_simples": [_menu(pool=_ranks(range(2, 9)))],
    "reversible": [_menu(pool=_ranks((1, 2, 3, 4, 5, 8, 9), [2]) + _ranks((2, 4, 5, 6, 8, 9), [1]) + [33])],
    "outside": [_menu(_has_terminal_or_honor, pair_ok=lambda t: t in ORPHANS)],
    "all_five": [_menu(_has_five, pair_ok=lambda t: rank_of(t) == 5)],
    "even_pungs": [_menu(_is_even_pung, pair_ok=lambda t: rank_of(t) in (2, 4, 6, 8))],
}
PAIR_POOLS = [ALL_TILES, HONORS, ORPHANS] + [
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
    return ("chow", tile(suit, rank))


def pung(t: int):
    return ("pung", t)


# ---------------------------------------------------------------- melds and flags

def _random_meld_form(rng, s) -> str:
    if s[0] == "chow":
        return "chow"
    return rng.choices(("pung", "kong", "added", "concealed"), (70, 10, 10, 10))[0]


def _meld(rng, s, form: str):
    kind, t = s
    if form == "chow":
        digit = rng.randint(1, 3)
        return ("chow", t, None if digit == 1 and rng.random() < 0.5 else digit)
    if form == "pung":
        return ("pung", t, rng.randint(1, 3))
    if form == "kong":
        return ("kong", t, rng.randint(1, 3))
    if form == "added":
        return ("kong", t, rng.randint(5, 7))
    return ("kong", t, None)  # concealed kong


def _auto_forms(rng, sets, n_melds=None, n_kongs=0) -> list:
    """Pick which sets are melded (kongs first); None means concealed in hand."""
    if n_melds is None:
        n_melds = rng.choices(range(5), (30, 22, 20, 15, 13))[0]
    order = rng.sample(range(len(sets)), len(sets))
    forms = [None] * len(sets)
    for i in [i for i in order if sets[i][0] == "pung"][:n_kongs]:
        forms[i] = rng.choice(("kong", "added", "concealed"))
    for i in [i for i in order if forms[i] is None][:max(0, n_melds - n_kongs)]:
        forms[i] = _random_meld_form(rng, sets[i])
    return forms


def _choose(forced: dict, key: str, draw):
    return forced[key] if key in forced else draw()


def _flags(rng, in_hand: int, in_melds: int, has_kong: bool, forced: dict) -> dict:
    """Context flags consistent with where the winning tile's copies are."""
    self_drawn = _choose(forced, "self_drawn", lambda: rng.random() < 0.4)
    kong_ok = has_kong if self_drawn else (in_hand == 1 and in_melds == 0)
    about_kong = _choose(forced, "about_kong", lambda: kong_ok and rng.random() < 0.3)
    fourth_ok = in_hand == 1 and not (about_kong and not self_drawn)
    return {
        "self_drawn": self_drawn,
        "fourth_tile": _choose(forced, "fourth_tile", lambda: fourth_ok and rng.random() < 0.25),
        "about_kong": about_kong,
        "wall_last": _choose(forced, "wall_last", lambda: rng.random() < 0.12),
        "seat_wind": rng.choice(WIND_NAMES),
        "prevalent_wind": rng.choice(WIND_NAMES),
        "flowers": _choose(forced, "flowers", lambda: 0 if rng.random() < 0.55 else rng.randint(1, 8)),
    }


def finish(rng, melds: list, concealed: list, win=None, **forced) -> dict | None:
    """Pick the winning tile and flags; None when a tile would exceed 4 copies."""
    counts = Counter(concealed)
    for m in melds:
        counts.update(meld_tiles(m))
    if max(counts.values()) > 4:
        return None
    win = rng.choice(concealed) if win is None else win
    standing = list(concealed)
    standing.remove(win)
    in_hand = concealed.count(win)
    has_kong = any(m[0] == "kong" for m in melds)
    case = {"hand": format_hand(melds, standing, win)}
    case.update(_flags(rng, in_hand, counts[win] - in_hand, has_kong, forced))
    return case


def regular(rng, sets, pair: int, forms=None, win_on_pair=False, **options) -> dict | None:
    """Four sets and a pair; forms (None = concealed) are random unless given."""
    forced = {k: options.pop(k) for k in list(options) if k in KEYS}
    if forms is None:
        forms = _auto_forms(rng, sets, **options)
    order = rng.sample(range(4), 4)
    melds = [_meld(rng, sets[i], forms[i]) for i in order if forms[i]]
    concealed = [t for i in order if not forms[i] for t in set_tiles(sets[i])] + [pair, pair]
    return finish(rng, melds, concealed, pair if win_on_pair else None, **forced)


# ---------------------------------------------------------------- notation

def format_meld(m) -> str:
    """``[567m2]``: the meld's tiles, then its digit unless it is the default."""
    _, t, digit = m
    tiles = meld_tiles(m)
    if t >= 27:
        body = HONOR_LETTERS[t - 27] * len(tiles)
    else:
        body = "".join(str(rank_of(x)) for x in tiles) + SUIT_LETTERS[suit_of(t)]
    return f"[{body}{'' if digit is None else digit}]"


def format_hand(melds, standing, win: int) -> str:
    return ("".join(map(format_meld, melds)) + format_tiles([TILES[t] for t in sorted(standing)])
            + str(TILES[win]))


# ---------------------------------------------------------------- shape classification

def _sets_and_pair(counts: Counter, n_sets: int) -> bool:
    """Whether the tile counts split into ``n_sets`` sets and one pair."""
    if sum(counts.values()) != 3 * n_sets + 2:
        return False
    return any(c >= 2 and _sets_only(counts - Counter({t: 2})) for t, c in counts.items())


def _sets_only(counts: Counter) -> bool:
    if not counts:
        return True
    t = min(counts)
    if counts[t] >= 3 and _sets_only(counts - Counter({t: 3})):
        return True
    return (t < 27 and rank_of(t) <= 7 and counts[t + 1] > 0 and counts[t + 2] > 0
            and _sets_only(counts - Counter((t, t + 1, t + 2))))


def _is_nine_gates(counts: Counter) -> bool:
    suits = {suit_of(t) for t in counts}
    if len(suits) != 1 or 3 in suits or sum(counts.values()) != 14:
        return False
    base = Counter({r: 1 for r in range(2, 9)} | {1: 3, 9: 3})
    return not base - Counter({rank_of(t): c for t, c in counts.items()})


def _is_honors_knitted(tiles: list[int]) -> bool:
    numbered = {t for t in tiles if t < 27}
    return (len(set(tiles)) == 14 and 7 <= len(numbered) <= 9
            and any(numbered <= set(k) for k in KNITTED))


def _is_knitted_straight(counts: Counter, n_melds: int) -> bool:
    for knit in KNITTED:
        if all(counts[t] for t in knit):
            if _sets_and_pair(counts - Counter(knit), 1 - n_melds):
                return True
    return False


def shape_of(hand: str) -> str:
    """Which of ``SHAPES`` a dealt hand was built as (checked from its tiles, not scored)."""
    h = parse(hand)
    tiles = [int(t) for t in h.concealed_tiles]
    counts = Counter(tiles)
    if not h.melds:
        if len(tiles) == 14 and set(tiles) == set(ORPHANS):
            return "thirteen_orphans"
        if _is_honors_knitted(tiles):
            return "honors_knitted"
        if _is_nine_gates(counts):
            return "nine_gates"
        if all(c % 2 == 0 for c in counts.values()):
            return "seven_pairs"
    if len(h.melds) <= 1 and _is_knitted_straight(counts, len(h.melds)):
        return "knitted_straight"
    return "regular"


# ---------------------------------------------------------------- special shapes

def seven_pairs(rng, pool=ALL_TILES, dup_p=0.2) -> dict | None:
    n_dup = max(rng.choices((0, 1, 2), (1 - dup_p, dup_p * 0.8, dup_p * 0.2))[0], 7 - len(pool))
    kinds = rng.sample(pool, 7 - n_dup)
    kinds += rng.sample(kinds, n_dup)
    return finish(rng, [], [t for k in kinds for t in (k, k)])


def t_seven_pairs(rng):
    return seven_pairs(rng)


def t_seven_pairs_pool(rng):
    return seven_pairs(rng, rng.choice(PAIR_POOLS))


def t_seven_shifted_pairs(rng):
    suit, start = rng.randrange(3), rng.randint(1, 3)
    return finish(rng, [], [tile(suit, r) for r in range(start, start + 7) for _ in (0, 1)])


def t_thirteen_orphans(rng):
    extra = rng.choice(ORPHANS)
    win = extra if rng.random() < 0.4 else rng.choice(ORPHANS)
    return finish(rng, [], list(ORPHANS) + [extra], win)


def t_honors_knitted(rng):
    knit, n = rng.choice(KNITTED), rng.choice((7, 7, 8, 9))
    return finish(rng, [], rng.sample(knit, n) + rng.sample(HONORS, 14 - n))


def t_knitted_straight(rng):
    s, pair = draw_sets(rng, ANY, 1)[0], rng.choice(ALL_TILES)
    concealed = list(rng.choice(KNITTED)) + [pair, pair]
    if rng.random() < 0.4:
        return finish(rng, [_meld(rng, s, _random_meld_form(rng, s))], concealed)
    return finish(rng, [], concealed + set_tiles(s))


def t_nine_gates(rng):
    suit, extra = rng.randrange(3), rng.randint(1, 9)
    ranks = [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, extra]
    concealed = [tile(suit, r) for r in ranks]
    return finish(rng, [], concealed, tile(suit, extra) if rng.random() < 0.8 else None)


# ---------------------------------------------------------------- regular templates

def t_random(rng):
    return regular(rng, draw_sets(rng, ANY, 4), rng.choice(ALL_TILES))


def pool_hand(rng, menus: list) -> dict | None:
    """Every set and the pair from one restricted pool."""
    menu = rng.choice(menus)
    return regular(rng, draw_sets(rng, menu, 4, rng.choice((0.3, 0.6))), rng.choice(menu[2]))


def t_pool(rng):
    """Every set from one restricted pool (flushes, ranges, green, reversible...)."""
    return pool_hand(rng, rng.choice(list(POOL_MENUS.values())))


def _fill(rng, sets, pair=None, **options):
    """Complete a partial pattern with random sets and pair."""
    sets = sets + draw_sets(rng, ANY, 4 - len(sets))
    return regular(rng, sets, rng.choice(ALL_TILES) if pair is None else pair, **options)


def t_winds(rng):
    winds = rng.sample(WINDS, 4)
    kind = rng.choice(("big", "little", "three"))
    if kind == "big":
        return _fill(rng, [pung(t) for t in winds])
    if kind == "little":
        return _fill(rng, [pung(t) for t in winds[:3]], winds[3])
    return _fill(rng, [pung(t) for t in winds[:3]], rng.choice(ALL_TILES[:27] + DRAGONS))


def t_dragons(rng):
    dragons = rng.sample(DRAGONS, 3)
    kind = rng.choice(("big", "little", "two"))
    if kind == "big":
        return _fill(rng, [pung(t) for t in dragons])
    if kind == "little":
        return _fill(rng, [pung(t) for t in dragons[:2]], dragons[2])
    return _fill(rng, [pung(t) for t in dragons[:2]], rng.choice(ALL_TILES[:31]))


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
    return regular(rng, draw_sets(rng, ANY, 4, chow_p=1.0), rng.choice(ALL_TILES[:27]))


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
    return regular(rng, draw_sets(rng, ANY, 4, chow_p=0.0), rng.choice(ALL_TILES))


def t_concealed_pungs(rng):
    """三暗刻 / 四暗刻: concealed pungs or kongs, won on the pair or self-drawn."""
    n = rng.choice((3, 4))
    sets = draw_sets(rng, ANY, n, chow_p=0.0) + draw_sets(rng, ANY, 4 - n)
    forms = [("concealed" if rng.random() < 0.15 else None) for _ in range(n)]
    forms += [_random_meld_form(rng, s) if rng.random() < 0.5 else None for s in sets[n:]]
    if rng.random() < 0.5:
        return regular(rng, sets, rng.choice(ALL_TILES), forms, win_on_pair=True)
    return regular(rng, sets, rng.choice(ALL_TILES), forms, self_drawn=True)


def t_kongs(rng):
    """Two to four kongs of every kind: 双明杠, 明暗杠, 双暗杠, 三杠, 四杠."""
    n = rng.choice((2, 3, 4))
    sets = draw_sets(rng, ANY, n, chow_p=0.0) + draw_sets(rng, ANY, 4 - n)
    return regular(rng, sets, rng.choice(ALL_TILES), n_kongs=n, n_melds=rng.randint(n, 4))


def t_melded_hand(rng):
    """全求人: four claimed melds, won on the pair by discard."""
    sets = draw_sets(rng, ANY, 4)
    forms = [_random_meld_form(rng, s) for s in sets]
    forms = ["pung" if f == "concealed" else f for f in forms]
    return regular(rng, sets, rng.choice(ALL_TILES), forms, win_on_pair=True,
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
    low, high = chows[0][1], chows[0][1] + 2
    win = rng.choice([t for t, ok in ((low, rank_of(low) <= 6), (high, rank_of(high) >= 4)) if ok])
    others = [chows[1], chows[2], extra]
    claimed = rng.sample(range(3), rng.randint(1, 3))
    melds = [_meld(rng, s, "chow" if s[0] == "chow" else "pung") for i, s in enumerate(others) if i in claimed]
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
                (1, t_kongs)),
    "special": ((1, t_nine_gates), (1, t_chicken)),
}
assert set(FAMILY_TEMPLATES) == set(FAMILIES)


def _draw(rng, templates) -> dict:
    funcs = [f for _, f in templates]
    weights = [w for w, _ in templates]
    while True:
        case = rng.choices(funcs, weights)[0](rng)
        if case is not None:
            return case


def random_hand(rng: random.Random) -> dict:
    """One legal winning hand with its context."""
    return _draw(rng, TEMPLATES)


def generate(n: int, seed: int) -> list[dict]:
    """``n`` hands, identical for identical seeds."""
    rng = random.Random(seed)
    return [random_hand(rng) for _ in range(n)]


# ---------------------------------------------------------------- hands where a fan counts

def context(case: dict) -> dict:
    """The case's winning context as :func:`mjlib.score` keywords."""
    return {k: case[k] for k in CONTEXT_KEYS}


def family_id(family) -> str | None:
    """A family id of ``mjlib.FAMILIES``, or None for every family ("all" or None)."""
    if family is None or family == "all":
        return None
    if isinstance(family, str) and family in FAMILIES:
        return family
    raise HandError(f"unknown family {family!r}: use one of {', '.join(FAMILIES)}, or 'all'")


def fan_named(fan) -> Fan:
    """A Fan from itself, its Chinese name or its id; HandError naming anything else."""
    if isinstance(fan, Fan):
        return fan
    if isinstance(fan, str):
        found = BY_ZH.get(fan) or BY_ID.get(fan)
        if found is not None:
            return found
    raise HandError(f"unknown fan {fan!r}: give a Fan, its Chinese name (e.g. 清龙) or its id "
                    "(e.g. pure_straight)")


def _counts_what_was_asked(result, family, fan) -> bool:
    if not result.meets_minimum:
        return False
    counted = [c.fan for c in result.fans if c.fan.id != "flower_tiles"]
    if fan is not None and fan not in counted:
        return False
    return family is None or any(f.family == family for f in counted)


def hand_where(rng: random.Random, *, family=None, fan=None, rules="green-book", flowers=0,
               tries: int = TRIES) -> dict:
    """A hand that counts a fan of ``family`` (or the fan ``fan``) and reaches the 8-fan minimum
    (flowers aside), with its context.

    Candidates come from the family's templates and are scored under ``rules``; the first one
    that counts what was asked is returned. ``flowers`` sets the flower count (None: random).
    HandError for an unknown family or fan, or when ``tries`` candidates all miss.
    """
    from .score import score

    family = family_id(family)
    wanted = None if fan is None else fan_named(fan)
    if wanted is not None and wanted.id == "flower_tiles":
        raise HandError("花牌 Flower Tiles is not dealt: it counts the flowers argument only")
    if wanted is not None and family is not None and wanted.family != family:
        raise HandError(f"{wanted.zh} {wanted.en} is in the family {wanted.family}, not {family}")
    source = FAMILY_TEMPLATES[wanted.family if wanted is not None else family] if (
        wanted is not None or family is not None) else TEMPLATES
    for _ in range(tries):
        case = _draw(rng, source)
        if flowers is not None:
            case["flowers"] = flowers
        result = score(case["hand"], rules=rules, **context(case))
        if _counts_what_was_asked(result, family, wanted):
            return case
    what = f"{wanted.zh} {wanted.en}" if wanted is not None else f"a fan of {family}"
    raise HandError(f"no hand counting {what} under {rules} rules in {tries} tries")


def hand_rng(seed, *labels) -> random.Random:
    """A generator for one hand of a stream: the same on every machine and Python version
    (a string seed is hashed with SHA-512, never with Python's salted hash)."""
    return random.Random("/".join(str(x) for x in ("mjlib.deal", seed, *labels)))


def stream_hand(seed, index: int, *, family=None, fan=None, rules="green-book",
                flowers=0) -> tuple[str, dict]:
    """Hand number ``index`` of the stream :func:`hands` deals, on its own, with the family it
    was dealt for: a mixed stream (no family, no fan) picks a family for each hand."""
    family = family_id(family)
    wanted = None if fan is None else fan_named(fan)
    rng = hand_rng(seed, family or "all", "" if wanted is None else wanted.id, index)
    if wanted is not None:
        family = wanted.family
    elif family is None:
        family = rng.choice(list(FAMILIES))
    return family, hand_where(rng, family=family, fan=wanted, rules=rules, flowers=flowers)


def hands(seed, n: int = 10, *, family=None, fan=None, rules="green-book", flowers=0) -> list[dict]:
    """``n`` hands where ``family`` (or ``fan``) counts, each reaching the 8-fan minimum; the
    same for the same arguments. With neither, each hand counts a fan of a family picked at
    random (a mixed stream)."""
    return [stream_hand(seed, i, family=family, fan=fan, rules=rules, flowers=flowers)[1]
            for i in range(n)]
