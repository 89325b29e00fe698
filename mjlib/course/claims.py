"""Keep the course's sentences true: a sentence that states a total, a fan, a count or a principle
about a hand is followed by a folded cell that asserts it against the scorer.

    >>> from mjlib import score
    >>> r = score("[123m1][456p1][789s1]23pCC1p")
    >>> expect(r, total=9, counted={"花龙": 8, "喜相逢": 1}, only=True,
    ...        not_counted={"连六": "套算一次"}, absent=["平和"])
    >>> expect(r, total=10)
    Traceback (most recent call last):
    AssertionError: the text says total 10, the scorer 9 ([123m][456p][789s]23pCC1p, green-book)

When the scorer changes so that a sentence is no longer true, the notebook's check fails and so
does ``make test``.
"""

from __future__ import annotations

from ..errors import HandError, shown, shown_zh
from ..fans import BY_ZH


def _zh(name: str) -> str:
    if name not in BY_ZH:
        raise HandError(f"{shown(name)} is not the Chinese name of a fan",
                        zh=f"{shown_zh(name)} 不是番种的中文名")
    return name


def expect(result, *, total=None, counted=None, only=False, not_counted=None, absent=(),
           count=None, alternatives=None) -> None:
    """Assert what the text says about ``result``; raises AssertionError naming the difference.

    - ``total``: the total, flowers included;
    - ``counted``: fans that count, a list of zh names or {zh name: points for all instances};
      with ``only=True`` they are all the fans that count;
    - ``not_counted``: {zh name: principle zh} or {zh name: (principle zh, zh name of the fan or
      "reading" that removed it)} for fans the hand has but does not count;
    - ``absent``: fans the hand does not have at all (neither counted nor removed);
    - ``count``: {zh name: instances counted};
    - ``alternatives``: how many other readings the tiles have.
    """
    where = f"({result.hand}, {result.rules.name})"
    problems = []
    if total is not None and result.total != total:
        problems.append(f"total {total}, the scorer {result.total}")
    points = {c.fan.zh: c.points for c in result.fans}
    times = {c.fan.zh: c.count for c in result.fans}
    if counted is not None:
        wanted = counted if isinstance(counted, dict) else {n: None for n in counted}
        for name, pts in wanted.items():
            if _zh(name) not in points:
                problems.append(f"{name} counts, the scorer does not count it")
            elif pts is not None and points[name] != pts:
                problems.append(f"{name} is worth {pts}, the scorer {points[name]}")
        if only and set(points) != set(wanted):
            problems.append(f"the counted fans are {sorted(wanted)}, the scorer {sorted(points)}")
    for name, n in (count or {}).items():
        if times.get(_zh(name)) != n:
            problems.append(f"{name} counts {n} times, the scorer {times.get(name, 0)}")
    removed = {}
    for e in result.excluded:
        by = getattr(e.by, "zh", None) if hasattr(e.by, "points") else "reading"
        removed.setdefault(e.fan.zh, []).append((e.principle.zh, by))
    for name, why in (not_counted or {}).items():
        principle, by = (why, None) if isinstance(why, str) else why
        found = removed.get(_zh(name), [])
        if not any(p == principle and (by is None or b == by) for p, b in found):
            said = ", ".join(f"{p} by {b}" for p, b in found) or "not removed"
            problems.append(f"{name} is removed by {principle}"
                            f"{'' if by is None else ' through ' + by}, the scorer: {said}")
    for name in absent:
        if _zh(name) in points or name in removed:
            problems.append(f"the hand has no {name}, the scorer finds it")
    if alternatives is not None and len(result.alternatives) != alternatives:
        problems.append(f"{alternatives} other readings, the scorer {len(result.alternatives)}")
    if problems:
        raise AssertionError("the text says " + "; ".join(problems) + f" {where}")
