"""What the scorer prints about a removal holds in the hand it is printed for: no reason states a
law ("always", "必然") that another hand could contradict, a "this hand includes" claim names two
fans the hand has, and a tie is called a tie exactly when the readings' totals are equal."""

import pytest

from mjlib import score
from mjlib.practice.deal import generate

CASES = generate(3000, seed=77)
LAWS = ("always", "never", "必然", "总是", "一定")


@pytest.mark.parametrize("rules", ["green-book", "common-practice"])
def test_no_reason_states_a_law_and_each_claim_holds_in_its_hand(rules):
    problems = []
    for case in CASES:
        r = score(case.hand, case.win, rules=rules)
        counted = {c.fan for c in r.fans}
        best_other = max((a.total for a in r.alternatives), default=None)
        for e in r.excluded:
            for text in (e.reason, e.reason_zh):
                if any(word in text for word in LAWS):
                    problems.append((str(r.hand), e.fan.zh, text))
            if e.reason.startswith("in this hand ") and e.by not in counted:
                problems.append((str(r.hand), e.fan.zh, "names a fan the hand does not count"))
            tie = "tie" in e.reason
            if tie != (best_other == r.total_without_flowers and "another reading" in e.reason):
                problems.append((str(r.hand), e.fan.zh, e.reason))
    assert not problems, problems[:5]


def test_the_scan_catches_a_law():
    r = score("[1111m1][3333m2][555m3][777m1]9m9m")
    assert all(not any(w in e.reason for w in LAWS) for e in r.excluded)
    assert any(e.reason.startswith("in this hand Two Melded Kongs already includes") for e in r.excluded)
