"""The shape of the per-family fan tables (tests/support/tables/) and the checks they run.

Every family module has two lists:

- ``APPLIES``: rows ``Applies(fan, hand, flags, fans, common=None, rules=BOTH, note="")``. The fan
  must be counted, and the counted fans must be exactly ``fans`` ({zh: points for all instances});
  under common practice ``common`` replaces ``fans`` when the presets differ.
- ``MUST_NOT``: rows ``MustNot(fan, hand, flags, why, rules=BOTH, fans=None, common=None, note="")``.
  The fan must not be counted. ``why`` is None when the hand does not have the fan at all (then it
  must not be listed as excluded either), or ``(principle, by)`` when the hand has it but a
  principle removes it: ``principle`` is the id ('no-repeat', 'no-split', 'non-identical',
  'high-versus-low', 'count-once'), ``by`` the zh name of the counted fan responsible, or
  'reading' for a fan that only another reading has. Where the rule text does not decide between
  two principles, ``principle`` is a tuple of the acceptable ids and the row says why.
  A non-identical row is about a second instance: the fan is counted once, the other instance is
  excluded by the same fan.

Expected values come from the rule text by hand and, for common practice, agree with the
reference calculator pymahjonggb (tests/test_tables.py re-checks every common-practice dict
against it). No expectation was taken from mjlib's own output.
"""
from __future__ import annotations

from typing import NamedTuple

import pytest

import mjlib
from tests.support.results import counted

GB = "green-book"
CP = "common-practice"
BOTH = (GB, CP)


class Applies(NamedTuple):
    fan: str
    hand: str
    flags: dict
    fans: dict
    common: dict | None = None
    rules: tuple = BOTH
    note: str = ""

    def expected(self, rules: str) -> dict:
        return self.common if rules == CP and self.common is not None else self.fans


class MustNot(NamedTuple):
    fan: str
    hand: str
    flags: dict
    why: tuple | None
    rules: tuple = BOTH
    fans: dict | None = None
    common: dict | None = None
    note: str = ""

    def expected(self, rules: str) -> dict | None:
        return self.common if rules == CP and self.common is not None else self.fans


def _flag_text(flags: dict) -> str:
    short = {"self_drawn": "Z", "fourth_tile": "4th", "about_kong": "kong", "wall_last": "last"}
    parts = []
    for k, v in flags.items():
        if k in short and v:
            parts.append(short[k])
        elif k not in short:
            parts.append(f"{k}={v}")
    return "+".join(parts) or "D"


def params(rows) -> list:
    """One pytest param per (row, preset), with a readable id."""
    out = []
    for row in rows:
        for rules in row.rules:
            out.append(pytest.param(row, rules, id=f"{row.fan}-{row.hand}-{_flag_text(row.flags)}-{rules}"))
    return out


def exclusions_of(result, zh: str) -> set:
    """Every (principle id, by) recorded for fan ``zh``; by is a zh name or 'reading'."""
    out = set()
    for e in result.excluded:
        if e.fan.zh == zh:
            by = e.by.zh if isinstance(e.by, mjlib.Fan) else "reading"
            out.add((e.principle.id, by))
    return out


def check_applies(row: Applies, rules: str) -> None:
    r = mjlib.score(row.hand, rules=rules, **row.flags)
    got = counted(r)
    exp = row.expected(rules)
    assert row.fan in got, f"{row.fan} not counted: {got}"
    assert got == exp
    assert r.total == sum(exp.values())


def check_must_not(row: MustNot, rules: str) -> None:
    r = mjlib.score(row.hand, rules=rules, **row.flags)
    got = counted(r)
    if row.why is not None and row.why[0] == "non-identical":
        once = [c for c in r.fans if c.fan.zh == row.fan]
        assert len(once) == 1 and once[0].count == 1, f"{row.fan} should be counted once: {got}"
    else:
        assert row.fan not in got, f"{row.fan} counted: {got}"
    found = exclusions_of(r, row.fan)
    if row.why is None:
        assert not found, f"{row.fan} should be absent, but is reported excluded: {found}"
    else:
        principle, by = row.why
        allowed = principle if isinstance(principle, tuple) else (principle,)
        assert any(p in allowed and b == by for p, b in found), \
            f"{row.fan} should be excluded by {by} ({'/'.join(allowed)}); got {found or 'nothing'}"
    exp = row.expected(rules)
    if exp is not None:
        assert got == exp
        assert r.total == sum(exp.values())
