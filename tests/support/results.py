"""A result as the tests compare it: the counted fans and the excluded ones, by Chinese name."""

import mjlib


def counted(result) -> dict:
    """{fan zh: points} of the counted fans."""
    return {c.fan.zh: c.points for c in result.fans}


def excluded(result) -> dict:
    """{fan zh: (principle id, zh name of the fan or 'reading' that removed it)}."""
    out = {}
    for e in result.excluded:
        by = e.by.zh if isinstance(e.by, mjlib.Fan) else "reading"
        out.setdefault(e.fan.zh, (e.principle.id, by))
    return out
