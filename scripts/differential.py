"""Differential test: mjlib against the pymahjonggb reference on generated hands.

    python -m scripts.differential --hands 20000 --seed 1
    python -m scripts.differential --rules green-book     # report differences only
    python -m scripts.differential --oracle-only          # generator coverage only

Exits non-zero when, under common-practice rules, any hand disagrees.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path


from mjlib.practice import deal as handgen  # noqa: E402
from tests.support import oracle  # noqa: E402
from mjlib.readings import Shape  # noqa: E402

MIN_SEEN = 20


def mjlib_score(case: handgen.Case, rules: str) -> tuple[int, dict[str, int]]:
    """(total, {fan name: points}) from mjlib, lines of the same fan summed."""
    import mjlib

    result = mjlib.score(case.hand, case.win, rules=rules)
    fans: dict[str, int] = {}
    for item in result.fans:
        fans[item.fan.zh] = fans.get(item.fan.zh, 0) + item.points
    return result.total, fans


def describe(case: handgen.Case) -> str:
    flags = " ".join(f"{k}={v}" for k, v in case.win.keywords().items())
    return f"{case.hand}  {flags}"


def format_fans(fans: dict[str, int]) -> str:
    return " ".join(f"{name}:{points}" for name, points in sorted(fans.items())) or "-"


def shape_label(case: handgen.Case) -> str:
    if case.shape is Shape.REGULAR:
        return f"regular ({len(case.hand.melds)} melds)"
    return case.shape.value


def print_counts(title: str, counts: Counter) -> None:
    print(f"\n{title}")
    for name, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {n:7d}  {name}")


def print_coverage(seen: Counter) -> list[str]:
    """Print how many hands showed each fan; return the fans seen too rarely."""
    known = oracle.FAN_NAMES + oracle.EXTRA_FANS
    print(f"\nFans in the reference results (hands containing each; flagged if < {MIN_SEEN}):")
    rare = [name for name in known if seen[name] < MIN_SEEN]
    for name in known:
        print(f"  {seen[name]:7d}  {name}{'   <-- RARE' if name in rare else ''}")
    for name in sorted(set(seen) - set(known)):
        print(f"  {seen[name]:7d}  {name}   <-- UNKNOWN NAME")
    return rare


def run(args) -> int:
    if not args.oracle_only:
        try:
            import mjlib  # noqa: F401
        except ImportError as err:
            print(f"cannot import mjlib ({err}); install the package or use --oracle-only")
            return 2
    start = time.perf_counter()
    cases = handgen.generate(args.hands, args.seed)
    print(f"Generated {len(cases)} hands (seed {args.seed}) in {time.perf_counter() - start:.2f}s")
    shapes, seen, differing = Counter(), Counter(), Counter()
    rejected, disagreements = [], []
    for case in cases:
        shapes[shape_label(case)] += 1
        try:
            ref = oracle.reference_score(case)
        except TypeError as err:
            rejected.append((case, err))
            continue
        seen.update(ref[1].keys())
        if args.oracle_only:
            continue
        try:
            mine = mjlib_score(case, args.rules)
        except Exception as err:  # report, keep going
            mine = (None, {f"<{type(err).__name__}: {err}>": 0})
        if mine != ref:
            disagreements.append((case, mine, ref))
            differing.update(n for n in set(mine[1]) | set(ref[1]) if mine[1].get(n) != ref[1].get(n))
    return report(args, cases, shapes, seen, rejected, disagreements, differing)


def explain_green_book(disagreements) -> int:
    """Attribute every green-book difference to the six switches; fail on any it cannot explain."""
    import mjlib
    from tests.support.switches import explained_by_switches

    by_switch, unexplained = Counter(), []
    for case, _, _ in disagreements:
        g = mjlib.score(case.hand, case.win, rules="green-book")
        c = mjlib.score(case.hand, case.win, rules="common-practice")
        names = explained_by_switches(g, c)
        by_switch.update(names)
        if not names:
            unexplained.append(case)
    print_counts("Switches that can explain them (hands):", by_switch)
    print(f"\nDifferences no switch explains: {len(unexplained)}")
    for case in unexplained[:20]:
        print(f"  {describe(case)}")
    return 1 if unexplained else 0


def report(args, cases, shapes, seen, rejected, disagreements, differing) -> int:
    print_counts("Shapes:", shapes)
    rare = print_coverage(seen)
    if rejected:
        print(f"\nReference rejected {len(rejected)} generated hands, e.g.:")
        for case, err in rejected[:5]:
            print(f"  {describe(case)}  -> {err}")
    if args.oracle_only:
        return 1 if rejected or rare else 0
    scored = len(cases) - len(rejected)
    agree = scored - len(disagreements)
    print(f"\nHands: {len(cases)}   scored by both: {scored}   rules: {args.rules}")
    print(f"Agreement: {agree}/{scored} ({100.0 * agree / max(scored, 1):.2f}%)")
    if args.rules == "green-book":
        print(f"Hands that differ from the reference: {len(disagreements)}")
        print_counts("Fans that differ (hands):", differing)
        return explain_green_book(disagreements)
    for case, mine, ref in disagreements[:args.show]:
        print(f"\n  {describe(case)}")
        print(f"    mjlib     {mine[0]}: {format_fans(mine[1])}")
        print(f"    reference {ref[0]}: {format_fans(ref[1])}")
    return 1 if disagreements or rejected else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", choices=("common-practice", "green-book"), default="common-practice")
    parser.add_argument("--show", type=int, default=20, help="disagreements to print")
    parser.add_argument("--oracle-only", action="store_true", help="skip mjlib; report generator coverage")
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
