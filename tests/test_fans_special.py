"""特殊系列 (special): each fan where it counts and where it must not (the rows:
tests/support/tables/special.py)."""
import pytest

from support.cases import check_applies, check_must_not, params
import mjlib
from support.results import counted
from support.tables.special import APPLIES, CHICKEN, MUST_NOT, SINGLE_ONLY


@pytest.mark.parametrize("row,rules", params(APPLIES))
def test_applies(row, rules):
    check_applies(row, rules)


@pytest.mark.parametrize("row,rules", params(MUST_NOT))
def test_must_not(row, rules):
    check_must_not(row, rules)


# hand, flowers, total, total without flowers, meets the 8-fan minimum
TOTALS = [
    (CHICKEN, 0, 8, 8, True),
    (CHICKEN, 3, 11, 8, True),
    (SINGLE_ONLY, 0, 1, 1, False),
    (SINGLE_ONLY, 8, 9, 1, False),        # 9 with flowers, but flowers do not reach the minimum
]


@pytest.mark.parametrize("hand,flowers,total,without,meets", TOTALS)
def test_flowers_and_minimum(hand, flowers, total, without, meets, rules):
    r = mjlib.score(hand, flowers=flowers, rules=rules)
    assert r.total == total
    assert r.total_without_flowers == without
    assert r.meets_minimum is meets
    assert counted(r).get("花牌", 0) == flowers
