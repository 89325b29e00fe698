"""The notebooks are committed executed, and each does what the course promises.

nbval re-runs them and compares the checked cells (`make test`); these tests check their shape.
"""

import json
import re
from pathlib import Path

import pytest

import mjlib
from mjlib.course.lessons import LESSONS

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
# a long lesson is split in parts named 04a-..., 04b-...
ALL = sorted(NOTEBOOKS.glob("[0-9][0-9]*-*.ipynb"))


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell):
    return "".join(cell["source"])


def test_the_course_is_complete():
    assert sorted({p.name[:2] for p in ALL}) == [f"{i:02d}" for i in range(15)]
    assert sorted(p.stem for p in ALL) == sorted(p.stem for p in (NOTEBOOKS / "src").glob("[0-9]*.py"))


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


@pytest.mark.parametrize("family", sorted(mjlib.FAMILIES))
def test_family_notebook_covers_every_fan_with_a_drawn_example(family):
    stems = [lesson.stem for lesson in LESSONS if lesson.family == family]
    assert stems, f"no lesson of the family {family}"
    sections = [s for stem in stems for s in _sections(load(NOTEBOOKS / f"{stem}.ipynb"))]
    for fan in (f for f in mjlib.FANS if f.family == family):
        mine = [cells for title, cells in sections if fan.zh in title and fan.en in title]
        assert mine, f"no section for {fan.zh} {fan.en}"
        assert any(_drawn(cells) for cells in mine), f"no drawn example for {fan.zh}"


def _tags(cell):
    return cell.get("metadata", {}).get("tags", [])


def _text_of(outputs) -> str:
    parts = []
    for o in outputs:
        if o.get("output_type") == "stream":
            parts.append("".join(o["text"]))
        for mime in ("text/plain", "text/html"):
            value = o.get("data", {}).get(mime)
            if value:
                parts.append("".join(value))
    return "\n".join(parts)


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_hidden_code_prints_nothing(path):
    """Check cells assert quietly; a folded source never hides an answer in its output (a fold
    cell prints the printed form of a result drawn just above it, a show cell shows what a
    package call makes: an entry of the fan reference, an index)."""
    for c in load(path)["cells"]:
        if {"fold", "show"} & set(_tags(c)):
            continue
        if c["cell_type"] == "code" and c.get("metadata", {}).get("jupyter", {}).get("source_hidden"):
            assert not c["outputs"], f"a hidden cell prints: {source(c)[:80]}"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_no_exercise_gives_its_answer_away(path):
    """What an exercise saves is the question: no counted fan's name, no total."""
    for c in load(path)["cells"]:
        if "exercise" not in _tags(c):
            continue
        saved = _text_of(c["outputs"])
        for m in re.finditer(r'data-hand="([^"]+)" data-context=\'([^\']+)\'', saved):
            r = mjlib.score(m.group(1), **json.loads(m.group(2)))
            for f in r.fans:
                assert f.fan.en not in saved, (m.group(1), f.fan.en)
            assert not re.search(rf"\btotal\D{{0,12}}\b{r.total}\b", saved), m.group(1)
        assert "mjlib-widget-note" in saved or "data-hand" in saved, source(c)[:80]


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_saved_notebooks_are_reproducible_and_small(path):
    nb = load(path)
    assert "widgets" not in nb["metadata"], "saved widget state"
    for c in nb["cells"]:
        assert "execution" not in c.get("metadata", {}), "execution timestamps"
        for o in c.get("outputs", []):
            assert "application/vnd.jupyter.widget-view+json" not in o.get("data", {})


@pytest.mark.parametrize("path", [p for p in ALL if p.name[:2] != "00"], ids=lambda p: p.name)
def test_every_lesson_ends_with_further_reading(path):
    text = "\n".join(source(c) for c in load(path)["cells"] if c["cell_type"] == "markdown")
    assert "## Further reading" in text and "pymahjonggb" in text


# ---------------------------------------------------------------------------------------------
# the fan reference, and the links to it

REFERENCE = next(lesson for lesson in LESSONS if lesson.reference)
ENTRY_LINK = re.compile(r"\[([^\]]+)\]\(13-fan-reference\.ipynb#((?:[^()]|\([^()]*\))*)\)")


def test_the_built_reference_shows_every_entry_as_the_package_makes_it():
    from mjlib.course import fan_reference as ref
    from mjlib.course.lessons import reference as entry_section

    cells = load(NOTEBOOKS / f"{REFERENCE.stem}.ipynb")["cells"]
    headings = [source(c)[4:] for c in cells
                if c["cell_type"] == "markdown" and source(c).startswith("### ")]
    assert headings == [entry_section(f).heading for f in ref.ORDER]
    shown = {}
    for i, c in enumerate(cells):
        if c["cell_type"] == "markdown" and source(c).startswith("### "):
            entry = cells[i + 1]
            assert "show" in _tags(entry) and source(entry).startswith("# NBVAL_CHECK_OUTPUT")
            shown[source(c)[4:]] = [o["data"] for o in entry["outputs"]]
    for f in ref.ORDER:
        e = ref.entry(f)
        outputs = shown[e.section.heading]
        assert "".join(outputs[0]["text/plain"]) == "\n".join(ref.head_lines(e))
        assert sum("image/png" in o for o in outputs) == (2 if e.struck else 1)


def test_a_built_lesson_links_the_first_mention_of_each_fan_to_its_entry():
    from mjlib.course.lessons import reference as entry_section
    from mjlib.fans import BY_ZH

    cells = [source(c) for c in load(NOTEBOOKS / "08-score-outside-fans.ipynb")["cells"]
             if c["cell_type"] == "markdown"]
    links = [m.groups() for text in cells for m in ENTRY_LINK.finditer(text)]
    names = [name for name, _ in links]
    assert len(names) == len(set(names)) > 10  # each fan linked once
    for name, anchor in links:
        assert anchor == entry_section(BY_ZH[name]).anchor
    first = next(i for i, text in enumerate(cells) if "全带五" in text)
    assert "[全带五](13-fan-reference.ipynb#全带五-All-Fives-(16))" in cells[first]
    later = "\n".join(cells[first + 1:])
    assert "## 全带五 All Fives (16)" in later  # its heading is not linked
    assert "全带五" in ENTRY_LINK.sub("", later) and "[全带五](" not in later
    assert not any(ENTRY_LINK.search(source(c)) for c in
                   load(NOTEBOOKS / f"{REFERENCE.stem}.ipynb")["cells"])  # not the reference
