"""Each fan where it counts and where it must not, family by family: the rows are the tables of
tests/support/tables/<family>.py (see support.cases), each checked under the presets it names."""
import importlib

import pytest

from tests.support.cases import check_applies, check_must_not, params
from tests.support.tables import FAMILIES

TABLES = {f: importlib.import_module(f"tests.support.tables.{f}") for f in FAMILIES}


def _rows(kind: str) -> list:
    out = []
    for family, table in TABLES.items():
        for p in params(getattr(table, kind)):
            out.append(pytest.param(*p.values, id=f"{family}-{p.id}"))
    return out


@pytest.mark.parametrize("row,rules", _rows("APPLIES"))
def test_applies(row, rules):
    check_applies(row, rules)


@pytest.mark.parametrize("row,rules", _rows("MUST_NOT"))
def test_must_not(row, rules):
    check_must_not(row, rules)
