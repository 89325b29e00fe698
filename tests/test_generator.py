"""Tests of the hand generator itself, checked against the reference engine only."""
from __future__ import annotations

from collections import Counter

import pytest

from mjlib.practice import deal as handgen
from mjlib.readings import Shape
from mjlib.win import NAMES
from tests.support import oracle

KEYS = ("hand",) + NAMES  # a case as the reference is driven from it

SEED = 20240601
N_HANDS = 3000
SIGNATURE_FANS = ("十三幺", "七对", "连七对", "全不靠", "七星不靠", "组合龙", "九莲宝灯")


@pytest.fixture(scope="module")
def dealt():
    return handgen.generate(N_HANDS, SEED)


@pytest.fixture(scope="module")
def cases(dealt):
    return [oracle.plain(c) for c in dealt]


def all_tiles(case: dict) -> list[str]:
    packs, standing, win = oracle.parse(case["hand"])
    return [t for p in packs for t in oracle.pack_tiles(p)] + list(standing) + [win]


def copy_problems(case: dict) -> list[str]:
    return [f"{tile} x{n}" for tile, n in Counter(all_tiles(case)).items() if n > 4]


def flag_problems(case: dict) -> list[str]:
    """Context flags that contradict where the copies of the winning tile are."""
    packs, standing, win = oracle.parse(case["hand"])
    in_packs = sum(oracle.pack_tiles(p).count(win) for p in packs)
    in_hand = standing.count(win) + 1
    robbing = case["about_kong"] and not case["self_drawn"]
    problems = []
    if case["about_kong"] and case["self_drawn"] and not any(p[0] == "GANG" for p in packs):
        problems.append("replacement-tile win without a kong")
    if robbing and (in_packs or in_hand > 1):
        problems.append("robbed kong tile also held")
    if case["fourth_tile"] and in_hand > 1:
        problems.append("last tile while holding another copy")
    if case["fourth_tile"] and robbing:
        problems.append("last tile together with robbing the kong")
    return problems


def type_problems(case: dict) -> list[str]:
    problems = [] if set(case) == set(KEYS) else [f"keys {sorted(case)}"]
    problems += [k for k in KEYS[1:5] if not isinstance(case.get(k), bool)]
    problems += [k for k in ("seat_wind", "prevalent_wind") if case.get(k) not in tuple("ESWN")]
    flowers = case.get("flowers")
    if not (isinstance(flowers, int) and not isinstance(flowers, bool) and 0 <= flowers <= 8):
        problems.append("flowers")
    return problems


def score_or_error(case: dict):
    try:
        return oracle.reference_score(case)
    except TypeError as err:
        return err


def test_reference_accepts_every_hand_as_a_win(cases):
    bad = []
    for case in cases:
        result = score_or_error(case)
        if isinstance(result, TypeError) or result[0] <= 0:
            bad.append((case["hand"], result))
    assert not bad, f"{len(bad)} rejected, e.g. {bad[:5]}"


def test_no_tile_has_more_than_four_copies(cases):
    bad = [(c["hand"], copy_problems(c)) for c in cases if copy_problems(c)]
    assert not bad, bad[:5]


def test_flags_are_consistent(cases):
    bad = [(c, flag_problems(c) + type_problems(c)) for c in cases if flag_problems(c) or type_problems(c)]
    assert not bad, bad[:5]


def test_reference_keeps_every_flag(cases):
    """The reference silently drops inconsistent flags; none of ours may be dropped."""
    bad = []
    for case in cases:
        names = score_or_error(case)[1]
        wanted = []
        if case["about_kong"]:
            wanted.append("杠上开花" if case["self_drawn"] else "抢杠和")
        if case["fourth_tile"]:
            wanted.append("和绝张")
        if case["wall_last"]:
            wanted.append("妙手回春" if case["self_drawn"] else "海底捞月")
        if any(name not in names for name in wanted):
            bad.append((case, wanted, names))
    assert not bad, bad[:3]


@pytest.mark.parametrize("hand, flags, problem", [
    ("[5555m1]555m123s456pEE", {}, "W5 x7"),
    ("[123m]456m789s1pEEE1p", {"about_kong": True, "self_drawn": True}, "without a kong"),
    ("[123m]456m789s1pEEE1p", {"about_kong": True}, "also held"),
    ("[123m]45m789s11pEEE3m", {"about_kong": True}, "also held"),
    ("[123m]456m789s1pEEE1p", {"fourth_tile": True}, "another copy"),
    ("[123m]456m78s11pEEE9s", {"fourth_tile": True, "about_kong": True}, "robbing"),
    ("[123m]456m78s11pEEE9s", {"flowers": 9}, "flowers"),
    ("[123m]456m78s11pEEE9s", {"seat_wind": "X"}, "seat_wind"),
])
def test_checks_catch_illegal_cases(hand, flags, problem):
    case = dict.fromkeys(KEYS, False) | {"seat_wind": "E", "prevalent_wind": "S", "flowers": 0}
    case |= {"hand": hand, **flags}
    problems = copy_problems(case) + flag_problems(case) + type_problems(case)
    assert any(problem in p for p in problems), problems


def test_every_shape_kind_appears(cases, dealt):
    shapes = Counter(c.shape for c in dealt)
    assert set(shapes) == set(Shape), shapes
    regular = [c for c in dealt if c.shape is Shape.REGULAR]
    assert {len(c.hand.melds) for c in regular} == {0, 1, 2, 3, 4}
    kongs = Counter(sum(p[0] == "GANG" for p in oracle.parse(c["hand"])[0]) for c in cases)
    assert set(kongs) == {0, 1, 2, 3, 4}, kongs


def test_signature_fans_of_special_shapes_appear(cases):
    seen = Counter(name for c in cases for name in score_or_error(c)[1])
    assert all(seen[name] for name in SIGNATURE_FANS), {n: seen[n] for n in SIGNATURE_FANS}


def test_meld_kinds_and_context_values_all_vary(cases):
    packs = [p for c in cases for p in oracle.parse(c["hand"])[0]]
    kinds = {(kind, offer > 0) for kind, _, offer in packs}
    assert kinds == {("CHI", True), ("PENG", True), ("GANG", True), ("GANG", False)}
    added = Counter(tag for c in cases for tag in ("5]", "6]", "7]") if tag in c["hand"])
    assert set(added) == {"5]", "6]", "7]"}, added
    for key in KEYS[1:5]:
        assert {c[key] for c in cases} == {False, True}, key
    assert {c["seat_wind"] for c in cases} == set("ESWN")
    assert {c["prevalent_wind"] for c in cases} == set("ESWN")
    assert {c["flowers"] for c in cases} == set(range(9))


def test_generation_is_deterministic_per_seed():
    assert handgen.generate(300, 7) == handgen.generate(300, 7)
    assert handgen.generate(300, 7) != handgen.generate(300, 8)
