"""The notebooks are committed executed, and each does what the course promises.

nbval re-runs them and compares the checked cells (`make test`); these tests check their shape.
"""

import json
import re
from pathlib import Path

import pytest

import mjlib

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
FAMILY_OF = {"03": "honors", "04": "chows", "05": "pungs", "06": "pairs", "07": "suits",
             "08": "outside", "09": "knitted", "10": "winning", "11": "special"}
ALL = sorted(NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell):
    return "".join(cell["source"])


def test_the_course_is_complete():
    assert [p.name[:2] for p in ALL] == [f"{i:02d}" for i in range(13)]


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_checked_cells_were_executed_and_have_output(path):
    cells = [c for c in load(path)["cells"] if c["cell_type"] == "code"]
    checked = [c for c in cells if source(c).startswith("# NBVAL_CHECK_OUTPUT")]
    assert checked, "no checked cell"
    for c in checked:
        assert c["execution_count"], source(c)[:80]
        assert c["outputs"], source(c)[:80]
    assert all(c["execution_count"] for c in cells), "a code cell was stored without running"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_voice_and_structure(path):
    text = "\n".join(source(c) for c in load(path)["cells"] if c["cell_type"] == "markdown")
    for heading in ("What you'll do", "What you'll learn", "What you'll need"):
        assert heading in text, heading
    if path.name[:2] != "00":
        assert "Where to go next" in text


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_nothing_of_this_machine(path):
    raw = path.read_text(encoding="utf-8")
    assert not re.search(r"/work/|/tmp/|/root/|\.\./shared", raw)
    assert "Traceback" not in raw


def _sections(nb):
    """(level-2 heading, cells under it) for each level-2 section."""
    out, current = [], None
    for c in nb["cells"]:
        if c["cell_type"] == "markdown":
            m = re.search(r"^## (.+)$", source(c), re.M)
            if m:
                current = (m.group(1), [])
                out.append(current)
                continue
        if current:
            current[1].append(c)
    return out


def _drawn(cells):
    return any(o.get("data", {}).keys() & {"image/png", "image/svg+xml"}
               for c in cells if c["cell_type"] == "code" for o in c["outputs"])


@pytest.mark.parametrize("prefix,family", sorted(FAMILY_OF.items()))
def test_family_notebook_covers_every_fan_with_a_drawn_example(prefix, family):
    path = next(p for p in ALL if p.name.startswith(prefix))
    sections = _sections(load(path))
    for fan in (f for f in mjlib.FANS if f.family == family):
        mine = [cells for title, cells in sections if fan.zh in title and fan.en in title]
        assert mine, f"no section for {fan.zh} {fan.en}"
        assert any(_drawn(cells) for cells in mine), f"no drawn example for {fan.zh}"
