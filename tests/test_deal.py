"""mjlib.practice.deal: hands where a family or a fan counts, seeded, legal as the reference calculator sees
them. (generate() itself is tested in test_generator.py.)"""

import random

import pytest

import mjlib
from mjlib.practice import deal
from mjlib.fans import BY_ZH, FAMILIES, FANS
from tests.support.oracle import reference_score


def _score(case, rules="green-book"):
    return mjlib.score(case.hand, case.win, rules=rules)


def _reference_sees_a_legal_win(case) -> bool:
    """The reference accepts the hand as a win and keeps every flag (it drops inconsistent ones)."""
    total, names = reference_score(case)
    w = case.win
    wanted = []
    if w.about_kong:
        wanted.append("杠上开花" if w.self_drawn else "抢杠和")
    if w.fourth_tile and not w.robbing_a_kong:
        wanted.append("和绝张")
    if w.wall_last:
        wanted.append("妙手回春" if w.self_drawn else "海底捞月")
    return total > 0 and all(n in names for n in wanted)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_hands_of_a_family_count_a_fan_of_it_and_reach_the_minimum(family):
    cases = deal.hands(7, 20, family=family)
    assert len({str(c.hand) for c in cases}) >= 12  # not the same few hands again
    for c in cases:
        r = _score(c)
        assert r.total_without_flowers >= 8 and c.win.flowers == 0, (c, r)
        assert any(f.fan.family == family for f in r.fans), (c, r)
        assert _reference_sees_a_legal_win(c), c


@pytest.mark.parametrize("rules", ["green-book", "common-practice"])
def test_every_fan_can_be_asked_for(rules):
    fans = [f for f in FANS if f.zh != "花牌"]
    if rules == "common-practice":
        fans.append(BY_ZH["明暗杠"])
    for fan in fans:
        case = deal.hand_where(random.Random(fan.id), fan=fan, rules=rules)
        r = _score(case, rules)
        assert fan in [c.fan for c in r.fans] and r.meets_minimum, (fan.zh, case)
        if rules == "common-practice":  # the reference calculator agrees that it counts
            assert fan.zh in reference_score(case)[1], (fan.zh, case)


def test_a_fan_is_named_by_its_chinese_name_its_id_or_itself():
    for name in ("清龙", "pure_straight", BY_ZH["清龙"]):
        case = deal.hand_where(random.Random(3), fan=name)
        assert "清龙" in _score(case).fan_points()


def test_streams_are_the_same_for_the_same_arguments_and_differ_otherwise():
    a = deal.hands(42, 10, family="chows")
    assert a == deal.hands(42, 10, family="chows")
    assert a != deal.hands(43, 10, family="chows")
    assert a != deal.hands(42, 10, family="pungs")
    # hand i of a stream is dealt on its own: the same alone as in the list
    assert deal.stream_hand(42, 7, family="chows") == ("chows", a[7])
    # the largest seed deals as well as the smallest
    assert deal.hands(2**64 - 1, 2) == deal.hands(2**64 - 1, 2) != deal.hands(0, 2)


def test_a_mixed_stream_deals_for_many_families():
    dealt = [deal.stream_hand(5, i)[0] for i in range(40)]
    assert len(set(dealt)) >= 7 and set(dealt) <= set(FAMILIES)
    assert deal.hands(5, 4) == deal.hands(5, 4, family="all")
    for i in range(10):
        family, case = deal.stream_hand(5, i)
        assert any(f.fan.family == family for f in _score(case).fans)


def test_flowers_are_none_unless_asked():
    assert all(c.win.flowers == 0 for c in deal.hands(1, 10))
    rng = random.Random(8)
    seen = {deal.hand_where(rng, family="suits", flowers=None).win.flowers for _ in range(40)}
    assert len(seen) > 2  # left random, as generate() makes them


@pytest.mark.parametrize("kwargs, words", [
    ({"family": "dragons"}, "unknown family 'dragons'"),
    ({"fan": "青龙"}, "unknown fan '青龙'"),
    ({"fan": 16}, "unknown fan 16"),
    ({"fan": "清龙", "family": "pungs"}, "in the family chows, not pungs"),
    ({"fan": "花牌"}, "not dealt"),
    ({"fan": "明暗杠"}, "no hand counting 明暗杠"),  # green-book scores 双明杠 + 暗杠 instead
])
def test_bad_requests_raise_a_clear_error(kwargs, words):
    with pytest.raises(mjlib.HandError, match=words):
        deal.hand_where(random.Random(1), tries=200, **kwargs)
