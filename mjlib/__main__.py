"""Command line: python -m mjlib "HAND" [--self-drawn] [--rules common-practice] ..."""

from __future__ import annotations

import argparse
import os
import sys

from .errors import HandError
from .rules import PRESETS
from .score import score
from .waits import waits
from .notation import parse


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m mjlib",
                                description="Score a Chinese Official Mahjong (MCR) hand and explain it.")
    p.add_argument("hand", help="the hand, e.g. '[123m][EEE2]456p78s99s9s' (the last tile wins); "
                                "with one tile fewer, its waits are listed")
    p.add_argument("--self-drawn", action="store_true", help="won on a self-drawn tile (自摸)")
    p.add_argument("--fourth-tile", action="store_true", help="won on the last copy of the tile (和绝张)")
    p.add_argument("--about-kong", action="store_true",
                   help="with --self-drawn: 杠上开花 (kong replacement); without: 抢杠和 (robbing a kong)")
    p.add_argument("--wall-last", action="store_true",
                   help="with --self-drawn: 妙手回春 (last tile of the wall); without: 海底捞月")
    p.add_argument("--seat-wind", default="E", choices=list("ESWN"))
    p.add_argument("--prevalent-wind", default="E", choices=list("ESWN"))
    p.add_argument("--flowers", type=int, default=0, help="number of flower tiles, 0-8")
    p.add_argument("--rules", default="green-book", choices=sorted(PRESETS))
    a = p.parse_args(argv)
    try:
        hand = parse(a.hand)
        if not hand.is_complete:
            ws = waits(hand)
            print(f"{hand} waits on: {' '.join(str(t) for t in ws) if ws else 'nothing (not ready)'}")
            return 0
        r = score(hand, self_drawn=a.self_drawn, fourth_tile=a.fourth_tile, about_kong=a.about_kong,
                  wall_last=a.wall_last, seat_wind=a.seat_wind, prevalent_wind=a.prevalent_wind,
                  flowers=a.flowers, rules=a.rules)
    except HandError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(r)
    return 0


def run() -> int:
    """The console entry point: a reader that stops early (``| head``) is not an error."""
    try:
        return main()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(run())
