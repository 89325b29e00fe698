"""不靠系列 (knitted): each fan where it counts and where it must not (the rows:
tests/support/tables/knitted.py)."""
import pytest

from support.cases import check_applies, check_must_not, params
from support.tables.knitted import APPLIES, MUST_NOT


@pytest.mark.parametrize("row,rules", params(APPLIES))
def test_applies(row, rules):
    check_applies(row, rules)


@pytest.mark.parametrize("row,rules", params(MUST_NOT))
def test_must_not(row, rules):
    check_must_not(row, rules)
