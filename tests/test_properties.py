"""Properties that hold for every legal winning hand (hands from mjlib.practice.deal)."""

import random

from hypothesis import given, settings, strategies as st

import mjlib
from mjlib.practice.deal import random_hand

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _case(seed):
    case = random_hand(random.Random(seed))
    return str(case.hand), case.win.keywords()


def _shuffled(text, seed):
    """The same hand written with its melds and standing tiles in another order."""
    h = mjlib.parse(text)
    rng = random.Random(seed)
    standing = list(h.standing)
    rng.shuffle(standing)
    melds = [str(m) for m in h.melds]
    pieces = [str(t) for t in standing]
    for m in melds:
        pieces.insert(rng.randint(0, len(pieces)), m)
    return "".join(pieces) + str(h.winning)


def _summary(r):
    return (r.total, sorted((c.fan.id, c.count, c.points) for c in r.fans),
            sorted((e.fan.id, e.principle.id) for e in r.excluded))


@settings(max_examples=300, deadline=None)
@given(seeds, seeds)
def test_order_of_tiles_changes_nothing(seed, order):
    hand, flags = _case(seed)
    for rules in ("green-book", "common-practice"):
        assert _summary(mjlib.score(hand, rules=rules, **flags)) == \
            _summary(mjlib.score(_shuffled(hand, order), rules=rules, **flags))


@settings(max_examples=300, deadline=None)
@given(seeds)
def test_total_is_the_sum_of_counted_fans(seed):
    hand, flags = _case(seed)
    for rules in ("green-book", "common-practice"):
        r = mjlib.score(hand, rules=rules, **flags)
        assert r.total == sum(c.points for c in r.fans)
        assert r.total_without_flowers == r.total - flags["flowers"]
        assert r.meets_minimum == (r.total_without_flowers >= 8)
        for c in r.fans:
            assert c.count == len(c.matches) or c.fan.zh == "花牌"


@settings(max_examples=300, deadline=None)
@given(seeds)
def test_formatting_round_trips(seed):
    hand, _ = _case(seed)
    h = mjlib.parse(hand)
    assert mjlib.parse(str(h)) == h
    assert str(mjlib.parse(str(h))) == str(h)


@settings(max_examples=300, deadline=None)
@given(seeds)
def test_no_fan_is_both_counted_and_excluded_on_the_same_sets(seed):
    hand, flags = _case(seed)
    for rules in ("green-book", "common-practice"):
        r = mjlib.score(hand, rules=rules, **flags)
        counted = {(c.fan.id, frozenset(map(id, m))) for c in r.fans for m in c.matches if m}
        for e in r.excluded:
            if e.principle.id == "high-versus-low" or e.count != 1 or not e.sets:
                continue
            assert (e.fan.id, frozenset(map(id, e.sets))) not in counted, (hand, e)
        # a whole-hand fan (no sets) is either counted or excluded, never both
        whole_counted = {c.fan.id for c in r.fans if c.matches and not any(c.matches)}
        whole_excluded = {e.fan.id for e in r.excluded if not e.sets}
        assert not whole_counted & whole_excluded


@given(seeds)
@settings(max_examples=400, deadline=None)
def test_a_wait_fan_is_there_exactly_when_one_tile_completes_the_hand(seed):
    """边张, 坎张 or 单钓将 (counted or not) where the winning group is such a shape and exactly one
    tile completes the hand without its winning tile, counting a fifth copy; none otherwise. On
    hands read one way (another reading may place the winning tile elsewhere), other than as 组合龙
    (whose wait the reference calculator tests on the set and pair beside it)."""
    from mjlib.hand import CHOW, PAIR
    from mjlib.readings import KNITTED_STRAIGHT

    text, keywords = _case(seed)
    r = mjlib.score(text, **keywords)
    if r.alternatives or r.reading.shape is KNITTED_STRAIGHT:
        return
    hand = mjlib.parse(text)
    unique = len(mjlib.waits(hand.without_winning(), formal=True)) == 1
    g = next(g for g in r.reading.groups if g.winning)
    expected = set()
    if unique and g.kind is CHOW:
        expected = {"坎张"} if hand.winning == g.tiles[1] else {"边张"}
    elif unique and g.kind is PAIR:
        expected = {"单钓将"}
    named = {c.fan.zh for c in r.fans} | {e.fan.zh for e in r.excluded}
    assert named & {"边张", "坎张", "单钓将"} == expected
