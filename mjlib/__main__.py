"""Command line: python -m mjlib "HAND" [--self-drawn] [--rules common-practice] ..."""

from __future__ import annotations

import argparse
import os
import sys

from .errors import HandError
from .rules import PRESETS
from .score import score
from .waits import waits
from .hand import as_typed, parse
from .vocabulary import ENVIRONMENT, pick, use_language
from .win import DEFAULT, HELP, NAMES, Win, wind_letter


def _whole(text: str) -> int:
    """A whole number written in the ASCII digits 0-9 (argparse's int() reads other digits)."""
    if not (text.isascii() and text.isdigit()) or len(text) > 4:
        raise argparse.ArgumentTypeError(pick(f"{text!r} is not a whole number written in 0-9",
                                              f"{text!r} 不是用 0-9 写的整数"))
    return int(text)


def _wind(text: str) -> str:
    """A wind's letter, from its letter or its Chinese word (南, 南风)."""
    letter = wind_letter(text)
    if letter is None:
        raise argparse.ArgumentTypeError(pick(
            f"{text!r} is not a wind: use E S W N or 东 南 西 北",
            f"{text!r} 不是风：请用 东 南 西 北（或 E S W N）"))
    return letter


class _Parser(argparse.ArgumentParser):
    def print_help(self, file=None) -> None:
        """As argparse's, except that a write that fails is an error (argparse ignores it)."""
        (file or sys.stdout).write(self.format_help())


def main(argv=None, prog: str = "python -m mjlib") -> int:
    p = _Parser(prog=prog,
                                description="Score a Chinese Official Mahjong (MCR) hand and explain it.")
    p.add_argument("hand", help="the hand, e.g. '[123m][EEE2]456p78s99s9s' or "
                                "'[123万][东东东2]456饼78条99条9条' (the last tile wins); with one "
                                "tile fewer, its waits are listed")
    for name in NAMES:  # the win context's own fields, one option each
        option, default = "--" + name.replace("_", "-"), getattr(DEFAULT, name)
        if isinstance(default, bool):
            p.add_argument(option, action="store_true", help=HELP[name])
        elif name in ("seat_wind", "prevalent_wind"):
            p.add_argument(option, default=str(default), type=_wind, metavar="{E,S,W,N,东,南,西,北}",
                           help=HELP[name] + ": E S W N, or 东 南 西 北 (东风...)")
        else:
            p.add_argument(option, type=_whole, default=default, help=HELP[name])
    p.add_argument("--rules", default="green-book", choices=sorted(PRESETS))
    a = p.parse_args(argv)
    try:
        hand = parse(a.hand)
        named = as_typed(a.hand, hand)  # a hand typed in Chinese is named as it was typed
        if not hand.is_complete:
            ws = waits(hand)
            if ws:
                print(pick(f"{named} waits on: {' '.join(str(t) for t in ws)}",
                           f"{named} 听：{' '.join(t.written_zh for t in ws)}"))
            else:
                print(pick(f"{named} waits on: nothing (not ready)", f"{named} 没有听牌"))
            return 0
        r = score(a.hand, Win(**{name: getattr(a, name) for name in NAMES}), rules=a.rules)
    except HandError as e:
        print(f"{pick('error: ', '错误：')}{e}", file=sys.stderr)
        return 2
    print(r)
    return 0


def locale_language(environ=os.environ) -> str | None:
    """"zh" when the locale is Chinese (the first of LC_ALL, LC_MESSAGES, LANG that is set starts
    with zh) and MJLIB_LANGUAGE does not say otherwise; None to keep what mjlib writes."""
    if environ.get(ENVIRONMENT):
        return None
    locale = next((environ[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(k)), "")
    return "zh" if locale.lower().startswith("zh") else None


def run(prog: str = "mjlib") -> int:
    """The console entry point: it writes Chinese in a Chinese locale (LANG=zh_CN.UTF-8) unless
    MJLIB_LANGUAGE says otherwise; a reader that stops early (``| head``) is not an error; output
    that cannot be written (a full disk, ``> /dev/full``) is, said in one line (exit 1)."""
    if locale_language():
        use_language("zh")
    try:
        try:
            code = main(prog=prog)
        except SystemExit as done:  # argparse, after --help or a usage error
            code = done.code if isinstance(done.code, int) else 0 if done.code is None else 2
        sys.stdout.flush()  # a write that fails, fails here and not as Python exits
        return code
    except BrokenPipeError:
        _stdout_to_devnull()
        return 0
    except OSError as e:
        _stdout_to_devnull()
        why = e.strerror or type(e).__name__
        print(pick(f"error: cannot write the output: {why}", f"错误：无法写出结果：{why}"),
              file=sys.stderr)
        return 1


def _stdout_to_devnull() -> None:
    """What is left in stdout's buffer goes nowhere, so Python's exit does not fail on it."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(run("python -m mjlib"))
