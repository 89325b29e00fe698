"""What the family drills deal: for each family, over 200 hands of seed 0, the share of hands
where a fan of the family counts (every hand, by construction) and where each of the family's fans
counts; for the winning-method drill, the share with a wait fan (边张, 坎张, 单钓将: the goal is at
least half); for the suits drill, the hands whose only suit fan is 无字 (the goal is none); and for
the everyday drill of lesson 02b, the share where an everyday fan counts.

    python -m benchmarks.bench_drills
"""

from collections import Counter

from mjlib import FAMILIES, score
from mjlib.practice.deal import stream_hand
from mjlib.practice.exercise import EVERYDAY
from mjlib.practice.drill import DrillModel

N = 200
WAITS = {"边张", "坎张", "单钓将"}


def main() -> None:
    for family in FAMILIES:
        fans, with_family, only_no_honors, waits = Counter(), 0, 0, 0
        for i in range(N):
            _, case = stream_hand(0, i, family=family)
            r = score(case.hand, case.win)
            own = [c.fan.zh for c in r.fans if c.fan.family == family]
            fans.update(own)
            with_family += bool(own)
            only_no_honors += own == ["无字"]
            waits += bool(WAITS & set(own))
        top = ", ".join(f"{zh} {n * 100 // N}%" for zh, n in fans.most_common(6))
        line = f"{family:9} a family fan in {with_family * 100 / N:5.1f}% · {top}"
        if family == "winning":
            line += f" · a wait fan in {waits * 100 / N:.1f}% (goal >= 50%)"
        if family == "suits":
            line += f" · only 无字: {only_no_honors} hands (goal 0)"
        print(line)
    fans, with_one = Counter(), 0
    drill = DrillModel("everyday", seed=0, n=N)
    for i in range(N):
        own = [c.fan.zh for c in drill.exercise.result.fans if c.fan in EVERYDAY]
        fans.update(own)
        with_one += bool(own)
        drill.next()
    top = ", ".join(f"{zh} {n * 100 // N}%" for zh, n in fans.most_common(6))
    print(f"{'everyday':9} an everyday fan in {with_one * 100 / N:5.1f}% · {top}")


if __name__ == "__main__":
    main()
