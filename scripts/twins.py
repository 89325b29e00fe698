"""The twin hashes of a lesson's text cells: print them, or refresh one once its Chinese is done.

    python -m scripts.twins notebooks/src/10a-score-how-the-tile-came.py
        each English text cell: its line, its twin hash, the state of its Chinese twin
    python -m scripts.twins notebooks/src/10a-score-how-the-tile-came.py --refresh 57
        the Chinese cell at line 57 (or the twin of the English cell at line 57) records the hash
        of its English twin as it is now; only that cell's '# %%' line changes

A new Chinese twin starts with the line ``# %% [markdown] lang="zh" twin="<hash>"`` right after
its English cell (see scripts/course_build.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scripts import course_build as cb


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("source", type=Path, help="a lesson's source, notebooks/src/<stem>.py")
    ap.add_argument("--refresh", type=int, metavar="LINE",
                    help="record the current hash in the Chinese cell at (or after) LINE")
    args = ap.parse_args(argv)
    text = args.source.read_text(encoding="utf-8")
    try:
        if args.refresh is None:
            print("\n".join(cb.twins_report(cb.read_source(text, args.source.name))))
            return 0
        new = cb.refresh_twin(text, args.source.name, args.refresh)
    except cb.BuildError as e:
        print(f"twins: {e}", file=sys.stderr)
        return 1
    if new != text:
        args.source.write_text(new, encoding="utf-8")
    print(f"{args.source.name}:{args.refresh}: twin hash recorded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
