"""Common practice agrees with pymahjonggb on generated legal winning hands; green-book differs
from it only through the six documented switches."""

import pytest

import mjlib
from mjlib.practice.deal import generate
from tests.support.oracle import reference_score
from tests.support.switches import SWITCH_FANS, explained_by_switches

CASES = generate(3000, seed=2024)


def _fans(result) -> dict:
    return {c.fan.zh: c.points for c in result.fans}


def _score(case, rules):
    return mjlib.score(case.hand, case.win, rules=rules)


def test_common_practice_agrees_with_the_reference_on_every_generated_hand():
    disagreements = []
    for case in CASES:
        mine = _score(case, "common-practice")
        total, fans = reference_score(case)
        if (mine.total, _fans(mine)) != (total, fans):
            disagreements.append((case, mine.total, _fans(mine), total, fans))
    assert not disagreements, disagreements[:5]


def test_green_book_differs_only_through_the_six_switches():
    differing = 0
    for case in CASES:
        g, c = _score(case, "green-book"), _score(case, "common-practice")
        if _fans(g) == _fans(c):
            continue
        differing += 1
        assert explained_by_switches(g, c), (case, _fans(g), _fans(c))
    assert differing > 50  # the generator does reach the switches


@pytest.mark.parametrize("switch", sorted(SWITCH_FANS))
def test_each_switch_alone_changes_some_generated_hand(switch):
    import dataclasses
    flipped = dataclasses.replace(mjlib.COMMON_PRACTICE, name="one-switch",
                                  **{switch: getattr(mjlib.GREEN_BOOK, switch)})
    changed = sum(1 for case in CASES
                  if _fans(_score(case, flipped)) != _fans(_score(case, "common-practice")))
    assert changed > 0
