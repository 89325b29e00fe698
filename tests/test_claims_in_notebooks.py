"""The sentences of the course are kept true by the check cells: change a number a check cell
asserts, and running the notebook (as `make test` does) fails."""

import copy
import json
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
TOTAL = re.compile(r"\btotal=(\d+)")


def _first_checked_total():
    for path in sorted(NOTEBOOKS.glob("[0-9][0-9]*-*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        for i, cell in enumerate(nb.cells):
            if "check" in cell.metadata.get("tags", []) and TOTAL.search(cell.source):
                return path, nb, i
    raise AssertionError("no check cell asserts a total in any notebook")


def _run_until(nb, index):
    """Run the code cells up to ``index`` (setup, examples, the check), skipping widgets."""
    short = copy.deepcopy(nb)
    short.cells = [c for c in short.cells[:index + 1]
                   if c.cell_type == "code" and "exercise" not in c.metadata.get("tags", [])]
    NotebookClient(short, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()


def test_a_changed_claim_fails_the_notebook():
    path, nb, i = _first_checked_total()
    _run_until(nb, i)  # as written, the claim holds
    wrong = copy.deepcopy(nb)
    wrong.cells[i].source = TOTAL.sub(lambda m: f"total={int(m.group(1)) + 1}",
                                      wrong.cells[i].source, count=1)
    with pytest.raises(CellExecutionError, match="the text says total"):
        _run_until(wrong, i)
