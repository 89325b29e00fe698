"""Common practice agrees with pymahjonggb on generated legal winning hands; green-book differs
from it only through the six documented switches."""

import pytest

import mjlib
from handgen import KEYS, generate
from oracle import reference_score

CASES = generate(3000, seed=2024)
CONTEXT = KEYS[1:]


def _fans(result) -> dict:
    return {c.fan.zh: c.points for c in result.fans}


def _score(case, rules):
    return mjlib.score(case["hand"], rules=rules, **{k: case[k] for k in CONTEXT})


def test_common_practice_agrees_with_the_reference_on_every_generated_hand():
    disagreements = []
    for case in CASES:
        mine = _score(case, "common-practice")
        total, fans = reference_score(case)
        if (mine.total, _fans(mine)) != (total, fans):
            disagreements.append((case, mine.total, _fans(mine), total, fans))
    assert not disagreements, disagreements[:5]


# For each switch: the fans it may change, and whether it can apply to a hand.
SPECIAL = {"七对", "连七对", "十三幺", "九莲宝灯", "七星不靠", "全不靠", "四暗刻"}


def _switch_applies(name, g, c, case):
    gf, cf = _fans(g), _fans(c)
    both = set(gf) | set(cf)
    if name == "special_hands_add_fully_concealed":
        return case["self_drawn"] and bool(both & SPECIAL)
    if name == "nine_gates_removes_all_terminal_pungs":
        return "九莲宝灯" in both
    if name == "kongs_add_concealed_kong_fans":
        return bool({"三杠", "四杠"} & both) and any(m.concealed for m in g.hand.melds)
    if name == "mixed_kongs_as_two_melded_kongs":
        kongs = [m for m in g.hand.melds if m.is_kong]
        return len(kongs) == 2 and sum(m.concealed for m in kongs) == 1
    if name == "two_concealed_kongs_points":
        return "双暗杠" in both
    if name == "all_terminals_keeps_double_pung":
        return "清幺九" in both
    raise AssertionError(name)


SWITCH_FANS = {
    "special_hands_add_fully_concealed": {"不求人", "自摸"},
    "nine_gates_removes_all_terminal_pungs": {"幺九刻"},
    "kongs_add_concealed_kong_fans": {"暗杠", "双暗杠", "双暗刻", "三暗刻"},
    "mixed_kongs_as_two_melded_kongs": {"双明杠", "暗杠", "明暗杠"},
    "two_concealed_kongs_points": {"双暗杠"},
    "all_terminals_keeps_double_pung": {"双同刻"},
}


def test_green_book_differs_only_through_the_six_switches():
    differing = 0
    for case in CASES:
        g, c = _score(case, "green-book"), _score(case, "common-practice")
        gf, cf = _fans(g), _fans(c)
        if gf == cf:
            continue
        differing += 1
        changed = {k for k in set(gf) | set(cf) if gf.get(k) != cf.get(k)}
        allowed = set().union(*(fans for name, fans in SWITCH_FANS.items()
                                if _switch_applies(name, g, c, case)))
        assert changed <= allowed, (case, gf, cf)
    assert differing > 50  # the generator does reach the switches


@pytest.mark.parametrize("switch", sorted(SWITCH_FANS))
def test_each_switch_alone_changes_some_generated_hand(switch):
    import dataclasses
    flipped = dataclasses.replace(mjlib.COMMON_PRACTICE, name="one-switch",
                                  **{switch: getattr(mjlib.GREEN_BOOK, switch)})
    changed = sum(1 for case in CASES
                  if _fans(_score(case, flipped)) != _fans(_score(case, "common-practice")))
    assert changed > 0
