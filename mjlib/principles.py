"""The five counting principles, as explicit steps over one reading's ledger.

A ledger starts with every fan the reading has (present) and ends with the counted ones; each
step moves fans to the excluded list with the principle, the fan responsible and the sets.

- no-split 不拆移, non-identical 不得相同 and count-once 套算一次 decide among the fans that combine
  several sets (``combine``);
- no-repeat 不重复 applies the exclusion table (``no_repeat``);
- high-versus-low 就高不就低 chooses among readings (``choose_reading``).
"""

from __future__ import annotations

from functools import lru_cache, reduce
from itertools import combinations, product
from operator import attrgetter, or_
from typing import Callable, NamedTuple

from .exclusions import Exclusion, lookup, rows_for, same_pattern
from .fans import BY_ID, FANS, CONCEALED_AND_MELDED_KONG, Fan
from .fans.base import WHOLE, Detector, Match
from .rules import Rules
from .view import ReadingView
from .readings import SEVEN_PAIRS
from .hand import CHOW, PUNG, Kind
from .tiles import KINDS
from .vocabulary import Principle, Scope, Source

# Highest points first, the rule text's order within equal points: the order fans exclude in.
ORDER: tuple[Fan, ...] = tuple(sorted(FANS + (CONCEALED_AND_MELDED_KONG,), key=lambda f: -f.points))
SEED_INDEX = {f.id: i for i, f in enumerate(FANS + (CONCEALED_AND_MELDED_KONG,))}
POSITION = {f.id: i for i, f in enumerate(ORDER)}
# The fans that combine chows, and those that combine pungs.
_COMBINING = {kind: frozenset(f.id for f in ORDER if f.combo == kind) for kind in (CHOW, PUNG)}
# Fans the scorer counts without detecting them: 无番和 (chicken_hand below) and 花牌 (the
# flowers, which the explanation adds).
_NOT_DETECTED = frozenset({"chicken_hand", "flower_tiles"})
# The families whose fans are those of the special shapes (七对; 十三幺, 全不靠, 组合龙): a reading
# of four sets and a pair has none of them.
_SPECIAL_SHAPE_FAMILIES = frozenset({"pairs", "knitted"})
# What each fan needs of a reading, as (a group list of ReadingView, how many at least): its
# declared needs (Fan.needs), and for a fan combining n chows (or pungs), n of them.
_NEEDS = {f.id: f.needs + (((("chows" if f.combo == CHOW else "pungs"), f.arity),) if f.combo else ())
          for f in ORDER}
# The group lists some fan needs, and what reads them all from a ReadingView at once.
_SIZED = tuple(sorted({name for needs in _NEEDS.values() for name, _ in needs}))
_SIZED_LISTS = attrgetter(*_SIZED)
# Sets of fans as bits (bit i: ORDER[i]).
_FAN_BIT = {f.id: 1 << i for i, f in enumerate(ORDER)}


def _fans_with(test: Callable[[Fan], bool]) -> int:
    """The fans that pass ``test``, as bits."""
    return sum(_FAN_BIT[f.id] for f in ORDER if test(f))


# The fans each kind of tile rules out, as bits: those whose ``within`` leaves it out.
_RULED_OUT = tuple(_fans_with(lambda f: f.within is not None and t not in f.within)
                   for t in range(KINDS))
# The flags of mjlib.Win some fan needs (``when``), read at once, and the fans a win rules out
# by which of them it has.
_FLAG_NAMES = tuple(sorted({flag for f in ORDER for flag in f.when}))
_FLAGS = attrgetter(*_FLAG_NAMES)
_BY_FLAGS = {has: _fans_with(lambda f: any(flag in f.when and not on
                                           for flag, on in zip(_FLAG_NAMES, has)))
             for has in product((False, True), repeat=len(_FLAG_NAMES))}
# For each group list of _SIZED, the fans a reading may have by the list's size: index n for n
# groups (the last entry for any more).
_BY_SIZE = tuple(
    tuple(_fans_with(lambda f: all(n >= k for name, k in _NEEDS[f.id] if name == listed))
          for n in range(1 + max(k for needs in _NEEDS.values() for name, k in needs if name == listed)))
    for listed in _SIZED)
# The fans looked for in any reading, and in a reading of four sets and a pair (none of the
# special shapes').
_ANY = _fans_with(lambda f: f.id not in _NOT_DETECTED)
_REGULAR = _ANY & ~_fans_with(lambda f: f.family in _SPECIAL_SHAPE_FAMILIES)
_DETECTORS: dict[int, tuple[tuple[str, Detector], ...]] = {}


@lru_cache(maxsize=None)
def _sought_by_shape(regular: bool, sizes: tuple[int, ...]) -> int:
    """The fans, as bits, that a reading of four sets and a pair (or not) may have, whose group
    lists of _SIZED have these sizes: those whose needs of group lists it meets."""
    bits = _REGULAR if regular else _ANY
    for n, allowed in zip(sizes, _BY_SIZE):
        bits &= allowed[min(n, len(allowed) - 1)]
    return bits


def _ruled_out_by_hand(view: ReadingView) -> int:
    """The fans, as bits, that the hand's tiles (``within``) or its win (``when``) rule out."""
    return reduce(or_, map(_RULED_OUT.__getitem__, view.facts.kinds), _BY_FLAGS[_FLAGS(view.win)])


def sought(view: ReadingView) -> tuple[tuple[str, Detector], ...]:
    """The fans to look for in one reading, in ORDER, as (id, detector): those its shape and its
    group lists allow (``needs``), less those the hand's tiles or its win rule out (``within``,
    ``when``). The same tuple for the same fans, made once (there are a few hundred such sets)."""
    bits = _sought_by_shape(view.is_regular, tuple(map(len, _SIZED_LISTS(view)))) & \
        ~_ruled_out_by_hand(view)
    found = _DETECTORS.get(bits)
    if found is None:
        found = _DETECTORS[bits] = tuple((f.id, f.detect) for f in ORDER if bits & _FAN_BIT[f.id])
    return found


# One instance of a fan in a reading: the Fan and the groups (and tiles) that make it.
Instance = tuple[Fan, Match]


@lru_cache(maxsize=None)
def worth(rules: Rules) -> dict[str, int]:
    """What each fan is worth under ``rules``, by id: :meth:`Rules.points`, asked once per preset."""
    return {f.id: rules.points(f) for f in ORDER}


class Removal(NamedTuple):
    """One instance of a fan that a principle removed from a reading's count."""

    fan: str  # fan id
    match: Match  # the instance: (group indices, tiles)
    principle: Principle
    by: str  # id of the counted fan responsible
    source: Source = Source.PRINCIPLE  # as in mjlib.exclusions
    # count-once: the counted instances, as (fan id, match), that already link the sets it needs
    through: tuple[tuple[str, Match], ...] = ()


class Ledger:
    """The fans of one reading: what is present, what still counts, and what was excluded."""

    def __init__(self, view: ReadingView, present: dict[str, list[Match]]):
        """``present``: each fan the reading has, with its instances, in ORDER; the ledger keeps
        (and changes) this dict and its lists, as its detectors made them for it. ``counted``
        stays in ORDER: the principles take fans from its lists, and add a fan (无番和) only to a
        ledger whose lists are all empty."""
        self.view = view
        self.counted: dict[str, list[Match]] = present
        self.excluded: list[Removal] = []
        self.total: int | None = None

    def remove(self, fid: str, match: Match, principle: Principle, by: str,
               source: Source = Source.PRINCIPLE,
               through: tuple[tuple[str, Match], ...] = ()) -> None:
        self.counted[fid].remove(match)
        self.excluded.append(Removal(fid, match, principle, by, source, through))

    def has(self, fid: str) -> bool:
        return bool(self.counted.get(fid))

    def points(self, rules: Rules) -> int:
        """The total of the counted fans (flowers aside); fixed once the principles have run."""
        if self.total is None:
            points = worth(rules)
            self.total = sum([points[fid] * len(ms) for fid, ms in self.counted.items()])
        return self.total


def _sets(view: ReadingView, match: Match) -> frozenset[int]:
    """The groups of a match, without the pair (a pair joins no sets)."""
    return frozenset(match[0]) - view.pairs


def _tiles_key(view: ReadingView, match: Match) -> tuple[int, ...]:
    groups = view.groups
    return tuple(sorted([groups[i].tiles[0] for i in match[0]]))


class _Forest:
    """Which sets are already combined with each other (union-find over group indices)."""

    def __init__(self, parent: dict[int, int] | None = None):
        self.parent: dict[int, int] = dict(parent or {})

    def find(self, i: int) -> int:
        while self.parent.get(i, i) != i:
            i = self.parent[i]
        return i

    def joins_new(self, sets: frozenset[int]) -> bool:
        """Whether combining ``sets`` combines no two sets that are already combined."""
        roots = [self.find(i) for i in sets]
        return len(set(roots)) == len(roots)

    def join(self, sets: frozenset[int]) -> None:
        roots = [self.find(i) for i in sets]
        for r in roots[1:]:
            self.parent[r] = roots[0]


def combine(ledger: Ledger, kind: Kind, rules: Rules) -> None:
    """no-split, non-identical and count-once among the fans that combine chows (or pungs).

    Bigger combinations are taken first. A fan made only of sets a counted combination already
    uses is not counted (no-split); a second instance of a fan that shares a set with the first is
    not counted (non-identical); and no fan may combine two sets that are already combined,
    directly or through other counted fans (count-once): so with n linked sets at most n - 1
    pair fans count, and after a three-set fan the fourth set adds at most one.
    """
    view = ledger.view
    combining = _COMBINING[kind]
    cands = [(BY_ID[fid], m) for fid, ms in ledger.counted.items() if fid in combining for m in ms]
    if len(cands) < 2:
        return  # one combination alone combines no set twice and lies inside no other: it counts
    points = worth(rules)
    cands.sort(key=lambda c: (-c[0].arity, -points[c[0].id], SEED_INDEX[c[0].id], _tiles_key(view, c[1])))
    chosen: list[Instance] = []
    forest = _Forest()
    pair_level: list[Instance] = []
    for fan, m in cands:
        s = _sets(view, m)
        if _drop_inside(ledger, fan, m, s, chosen, rules):
            continue
        if fan.arity < 3:
            pair_level.append((fan, m))
            continue
        twin = next((c for c in chosen if c[0] is fan and s & _sets(view, c[1])), None)
        if twin:
            ledger.remove(fan.id, m, Principle.NON_IDENTICAL, fan.id)
        elif not forest.joins_new(s):
            _count_once(ledger, fan, m, s, chosen)
        else:
            chosen.append((fan, m))
            forest.join(s)
    if pair_level:
        _choose_pairs(ledger, pair_level, chosen, forest, rules)


def _drop_inside(ledger: Ledger, fan: Fan, m: Match, s: frozenset[int], chosen: list[Instance],
                 rules: Rules) -> bool:
    """Drop a fan whose sets all belong to one counted combination: no-repeat when it states the
    same pattern over fewer sets, no-split when it is another pattern (the table's row decides
    when there is one)."""
    view = ledger.view
    for big, bm in chosen:
        if s <= _sets(view, bm):
            row = lookup(big.id, fan.id, rules)
            if row is not None:
                ledger.remove(fan.id, m, row.principle, big.id, row.source)
            else:
                principle = Principle.NO_REPEAT if same_pattern(big.id, fan.id) else Principle.NO_SPLIT
                ledger.remove(fan.id, m, principle, big.id, Source.PRINCIPLE)
            return True
    return False


def _choose_pairs(ledger: Ledger, edges: list[Instance], chosen: list[Instance], forest: _Forest,
                  rules: Rules) -> None:
    """Count the best set of two-set fans that obeys non-identical and count-once.

    Best: most points, then as many different fans as possible, then the rule text's order
    (一般高 before 喜相逢 before 连六 before 老少副; 双箭刻 before 双同刻); among equals, the first
    in the order of the edges.
    """
    view = ledger.view
    edges.sort(key=lambda e: (SEED_INDEX[e[0].id], _tiles_key(view, e[1])))
    sets = [_sets(view, m) for _, m in edges]
    kinds = sorted({f.id for f, _ in edges}, key=SEED_INDEX.__getitem__)
    best = _best_edges(edges, sets, kinds, forest, rules)
    keep = set(best)
    for i in best:
        chosen.append(edges[i])
        forest.join(sets[i])
    for i, (fan, m) in enumerate(edges):
        if i in keep:
            continue
        if _drop_inside(ledger, fan, m, sets[i], [edges[j] for j in best], rules):
            continue
        twin = next((edges[j] for j in best if edges[j][0] is fan and sets[j] & sets[i]), None)
        if twin:
            ledger.remove(fan.id, m, Principle.NON_IDENTICAL, fan.id)
        else:
            _count_once(ledger, fan, m, sets[i], chosen)


def _count_once(ledger: Ledger, fan: Fan, m: Match, sets: frozenset[int],
                chosen: list[Instance]) -> None:
    """count-once: ``m`` would combine sets that counted fans already link. The fan named is the
    one that used up the link (the smallest combination on the chain: the pair fan that joined a
    set to the others), and the whole chain is kept for the explanation."""
    view = ledger.view
    chain = next((p for a, b in combinations(sorted(sets), 2) if (p := _chain(view, chosen, a, b))),
                 None)
    if not chain:  # cannot happen when the chosen fans are a forest; name a fan sharing a set
        chain = [next((c for c in chosen if sets & _sets(view, c[1])), chosen[0])]
    by = min(chain, key=lambda c: c[0].arity)[0]
    ledger.remove(fan.id, m, Principle.COUNT_ONCE, by.id, through=tuple((f.id, cm) for f, cm in chain))


def _chain(view: ReadingView, chosen: list[Instance], a: int, b: int) -> list[Instance]:
    """The counted instances that link set ``a`` to set ``b``, in order (breadth first)."""
    came: dict[int, tuple[int, int] | None] = {a: None}
    queue = [a]
    while queue and b not in came:
        x = queue.pop(0)
        for k, (_, m) in enumerate(chosen):
            here = _sets(view, m)
            if x in here:
                for y in sorted(here):
                    if y not in came:
                        came[y] = (x, k)
                        queue.append(y)
    if b not in came:
        return []
    out, y = [], b
    step = came[y]
    while step is not None:
        y, k = step
        out.append(chosen[k])
        step = came[y]
    return out[::-1]


def _best_edges(edges: list[Instance], sets: list[frozenset[int]], kinds: list[str],
                forest: _Forest, rules: Rules) -> tuple[int, ...]:
    """The indices of the best valid choice of ``edges`` (see :func:`_choose_pairs`).

    Valid: no two instances of one fan share a set (non-identical), and no edge joins two sets
    already combined, through the edges chosen or the counted fans of ``forest`` (count-once).
    Every valid choice is visited once, depth first, in the order of the edges: a choice comes
    before every other choice of as many edges that is later in :func:`itertools.combinations`'s
    order, so the first best one is kept.
    """
    n = len(edges)
    if n == 1:  # most often: the one edge counts unless its sets are already combined
        return (0,) if forest.joins_new(sets[0]) else ()
    ends = [tuple(s) for s in sets]
    clash = [0] * n  # for each edge, the other instances of its fan that share a set with it
    for i, j in combinations(range(n), 2):
        if edges[i][0] is edges[j][0] and sets[i] & sets[j]:
            clash[i] |= 1 << j
            clash[j] |= 1 << i
    points = [worth(rules)[f.id] for f, _ in edges]
    kind = [kinds.index(f.id) for f, _ in edges]
    best_key: tuple[int, tuple[bool, ...], tuple[int, ...]] | None = None
    best: tuple[int, ...] = ()
    # one entry per choice still to extend: its edges, their bits, the sets' roots, its points
    # and its count of each fan
    stack: list[tuple[tuple[int, ...], int, dict[int, int], int, tuple[int, ...]]] = [((), 0, {x: forest.find(x) for e in ends for x in e}, 0, (0,) * len(kinds))]
    while stack:
        combo, bits, roots, total, counts = stack.pop()
        key = (total, tuple(c > 0 for c in counts), counts)
        if best_key is None or key > best_key:
            best_key, best = key, combo
        # pushed last first, so that the choices are visited in the order described
        for i in range(n - 1, (combo[-1] if combo else -1), -1):
            if clash[i] & bits:
                continue
            met = {roots[x] for x in ends[i]}
            if len(met) < len(ends[i]):
                continue
            root = roots[ends[i][0]]
            joined = {x: (root if r in met else r) for x, r in roots.items()}
            more = list(counts)
            more[kind[i]] += 1
            stack.append((combo + (i,), bits | 1 << i, joined, total + points[i], tuple(more)))
    return best


def no_repeat(ledger: Ledger, rules: Rules) -> None:
    """no-repeat 不重复 (and the table's no-split rows): each counted fan removes what it implies."""
    rows = _within_reading(rules)
    counted = ledger.counted
    for fid, ms in counted.items():  # in ORDER
        if not ms:
            continue
        for row in rows.get(fid, ()):
            if counted.get(row.removes):
                _apply(ledger, row)


@lru_cache(maxsize=None)
def _within_reading(rules: Rules) -> dict[str, list[Exclusion]]:
    """The rows of :func:`rows_for` that act within a reading (all but the high-versus-low rows
    naming a fan of another reading)."""
    return {by: [row for row in rows if row.scope is not Scope.READING]
            for by, rows in rows_for(rules).items()}


def _apply(ledger: Ledger, row: Exclusion) -> None:
    targets = list(ledger.counted[row.removes])
    if row.scope is Scope.ONE:
        targets = targets[:1]
    elif row.scope is Scope.SETS:
        own = {i for m in ledger.counted[row.by] for i in m[0]}
        targets = [m for m in targets if m[0] and set(m[0]) <= own]
    for m in targets:
        ledger.remove(row.removes, m, row.principle, row.by, row.source)


def chicken_hand(ledger: Ledger) -> None:
    """无番和: a winning hand with no fan at all (flowers aside) scores 8."""
    if not any(ledger.counted.values()):
        ledger.counted["chicken_hand"] = [WHOLE]


def evaluate(view: ReadingView, rules: Rules) -> Ledger:
    """Detect every fan of one reading and apply the principles that work within a reading."""
    present: dict[str, list[Match]] = {}
    for fid, detect in sought(view):
        ms = detect(view)
        if ms:
            present[fid] = ms
    ledger = Ledger(view, present)
    combine(ledger, CHOW, rules)
    combine(ledger, PUNG, rules)
    no_repeat(ledger, rules)
    chicken_hand(ledger)
    return ledger


def choose_reading(ledgers: list[Ledger], rules: Rules) -> int:
    """high-versus-low 就高不就低: the index of the reading with the highest total.

    On equal totals the first reading in order is kept, except that a later one with 一色三同顺
    or 三同刻 is preferred, and a regular reading is preferred to an equal 七对 reading.
    ``ledgers`` come special shapes first, then regular readings with sets in tile order.
    """
    best, best_total = 0, -1
    seven_pairs = any(l.view.shape is SEVEN_PAIRS for l in ledgers)
    for i, l in enumerate(ledgers):
        total = l.points(rules)
        if total > best_total:
            best, best_total = i, total
        elif total == best_total and l.view.is_regular and (
                seven_pairs or l.has("pure_triple_chow") or l.has("triple_pung")):
            best = i
    return best


__all__ = ["Ledger", "Removal", "evaluate", "choose_reading", "worth", "ORDER"]
