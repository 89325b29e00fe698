"""Every fan of mjlib.FANS (and 明暗杠) has a row where it counts and a row where it must not, in the
table of its family's module; and every common-practice expectation in those tables agrees with the
reference calculator (pymahjonggb)."""
import importlib

import pytest

import mjlib
from tests.support.oracle import reference_score

from tests.support.tables import FAMILIES

MODULES = {f: importlib.import_module(f"tests.support.tables.{f}") for f in FAMILIES}
EXTRA = {"明暗杠": "pungs"}   # the common-practice fan outside the 81


def _family_of() -> dict:
    out = {f.zh: f.family for f in mjlib.FANS}
    out.update(EXTRA)
    return out


def test_data_there_are_81_fans_in_nine_families():
    assert len(mjlib.FANS) == 81
    assert {f.family for f in mjlib.FANS} == set(FAMILIES)


@pytest.mark.parametrize("zh,family", sorted(_family_of().items()))
def test_data_fan_has_rows_in_its_family_table(zh, family):
    module = MODULES[family]
    assert any(row.fan == zh for row in module.APPLIES), f"{zh}: no APPLIES row in support/tables/{family}.py"
    assert any(row.fan == zh for row in module.MUST_NOT), f"{zh}: no MUST_NOT row in support/tables/{family}.py"


def test_data_no_row_names_an_unknown_fan():
    known = set(_family_of())
    for family, module in MODULES.items():
        for row in module.APPLIES + module.MUST_NOT:
            assert row.fan in known, (family, row)


def _oracle_rows():
    for family, module in MODULES.items():
        for kind, rows in (("applies", module.APPLIES), ("must_not", module.MUST_NOT)):
            for row in rows:
                if "common-practice" in row.rules:
                    yield pytest.param(kind, row, id=f"{family}-{kind}-{row.fan}-{row.hand}-{row.flags}")


@pytest.mark.parametrize("kind,row", list(_oracle_rows()))
def test_data_common_practice_row_agrees_with_reference(kind, row):
    """The literal common-practice expectations were checked with the reference while writing;
    this keeps them honest."""
    case = {"hand": row.hand, "self_drawn": False, "fourth_tile": False, "about_kong": False,
            "wall_last": False, "seat_wind": "E", "prevalent_wind": "E", "flowers": 0}
    case.update(row.flags)
    _, ref = reference_score(case)
    expected = row.expected("common-practice")
    if kind == "applies":
        assert ref == expected
    else:
        if row.why is None or row.why[0] != "non-identical":
            assert row.fan not in ref
        if expected is not None:
            assert ref == expected
