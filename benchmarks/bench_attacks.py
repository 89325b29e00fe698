"""How long each public entry point takes to refuse the attack strings (tests/test_attacks.py has
the same strings and checks the errors): the goal is well under a second each."""

import statistics
import sys
import time
from pathlib import Path


import mjlib  # noqa: E402
from mjlib.practice.exercise import ExerciseModel  # noqa: E402
from tests.support.attacks import GOOD, STRINGS  # noqa: E402

CALLS = {
    "parse": mjlib.parse,
    "Meld.parse": mjlib.Meld.parse,
    "score": mjlib.score,
    "waits": mjlib.waits,
    "ExerciseModel": ExerciseModel,
    "ExerciseModel.from_attributes (page attribute)": lambda text: ExerciseModel.from_attributes(
        GOOD, text),
}


def main() -> None:
    worst = 0.0
    print(f"{'string':24} {'entry point':42} {'refused in':>12}")
    for name, text, _ in STRINGS:
        for call_name, call in CALLS.items():
            times = []
            for _ in range(3):
                t = time.perf_counter()
                try:
                    call(text)
                except mjlib.HandError:
                    pass
                times.append(time.perf_counter() - t)
            best = min(times)
            worst = max(worst, best)
            print(f"{name:24} {call_name:42} {best * 1000:9.3f} ms")
    print(f"slowest refusal: {worst * 1000:.3f} ms (goal: well under 1000 ms)")


if __name__ == "__main__":
    main()
