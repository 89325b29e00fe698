"""The lessons' sources (notebooks/src/*.py) are jupytext percent files, and the notebook builder
turns each cell's tag into the metadata of the built cell."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parent.parent
from scripts import course_build  # noqa: E402

SOURCES = sorted((ROOT / "notebooks" / "src").glob("[0-9]*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_a_source_round_trips_through_jupytext(path):
    text = path.read_text(encoding="utf-8")
    assert jupytext.writes(jupytext.read(path), fmt="py:percent") == text


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_every_cell_of_a_source_has_a_kind_the_builder_knows(path):
    source = course_build.read_source_file(path)
    kinds = {c.kind for c in source.cells}
    assert kinds <= set(course_build.CODE_KINDS) | course_build.PROSE_KINDS | {None}


SMALL = '''# %% [markdown]
# # A lesson
#
# Some text.

# %% tags=["setup"]
import mjlib

# %%
# NBVAL_CHECK_OUTPUT
print(1)

# %% tags=["hide"]
print("an answer")

# %% tags=["fold"]
print("printed form")

# %% tags=["check"]
assert True

# %% tags=["exercise"]
Exercise("123m")

# %% tags=["show"]
show_entry("全带五")

# %% [markdown] tags=["further-reading"]
# - one more book
'''


def test_each_kind_becomes_the_metadata_of_the_built_cell():
    nb = course_build.notebook(course_build.read_source(SMALL, "small.py"))
    meta = [(c.cell_type, dict(c.metadata)) for c in nb.cells]
    assert meta == [
        ("markdown", {}),
        ("code", {"jupyter": {"source_hidden": True}, "tags": ["hide-input", "setup"]}),
        ("code", {}),
        ("code", {"jupyter": {"source_hidden": True}, "tags": ["hide-input"]}),
        ("code", {"jupyter": {"source_hidden": True, "outputs_hidden": True},
                  "tags": ["fold", "hide-output"]}),
        ("code", {"jupyter": {"source_hidden": True}, "tags": ["hide-input", "check"]}),
        ("code", {"tags": ["exercise"]}),
        ("code", {"jupyter": {"source_hidden": True}, "tags": ["show", "remove-input"]}),
        ("markdown", {}),
    ]
    assert nb.cells[0].source == "# A lesson\n\nSome text."
    assert nb.cells[2].source == "# NBVAL_CHECK_OUTPUT\nprint(1)"
    shared = course_build.FURTHER_READING.read_text(encoding="utf-8").strip("\n")
    entry_link = r"\[([^\]]+)\]\(13-fan-reference\.ipynb#(?:[^()]|\([^()]*\))*\)"
    assert re.sub(entry_link, r"\1", nb.cells[-1].source) == shared + "\n- one more book"


@pytest.mark.parametrize("text, line, says", [
    ('# %% [markdown]\n# # T\n\n# %% tags=["answer"]\nprint(1)\n', 4, "tagged ['answer']"),
    ('# %% [markdown] tags=["setup"]\n# # T\n', 1, "a markdown cell tagged ['setup']"),
    ('# %% tags=["setup", "check"]\nimport mjlib\n', 1, "tagged ['setup', 'check']"),
    ('import mjlib\n\n# %%\nprint(1)\n', 1, "every cell must start with a '# %%' line"),
])
def test_a_cell_of_unknown_kind_stops_the_build_saying_where(text, line, says):
    with pytest.raises(course_build.BuildError, match=rf"^bad\.py:{line}: .*{re.escape(says)}"):
        course_build.read_source(text, "bad.py")


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_no_source_hides_a_heading_in_a_code_cell(path):
    course_build.check_headings(course_build.read_source_file(path))


def test_a_heading_inside_a_code_cell_stops_the_build_saying_where():
    text = ('# %% [markdown]\n# # T\n\n# %% tags=["setup"]\nimport mjlib\n\n'
            '# ## A lost section\n#\n# # its text, a comment # ## like this one\n')
    source = course_build.read_source(text, "lost.py")
    with pytest.raises(course_build.BuildError) as e:
        course_build.check_headings(source)
    assert str(e.value) == ("lost.py:7: a markdown heading inside a code cell "
                            "('# ## A lost section'): give it a text cell ('# %% [markdown]')\n"
                            "lost.py:9: a markdown heading inside a code cell "
                            "('# # its text, a comment # ## like this one'): give it a text "
                            "cell ('# %% [markdown]')")
    course_build.check_headings(course_build.read_source(
        '# %% [markdown]\n# ## A heading in text\n\n# %%\n# a comment\n#\nx = 1  # ## not a line\n',
        "fine.py"))


def test_a_source_opened_and_saved_in_jupyterlab_keeps_its_form(tmp_path):
    """jupytext's contents manager, as JupyterLab uses it: what JupyterLab adds to a notebook is
    not written into the source; the metadata the builder reads is (notebooks/src/jupytext.toml)."""
    from jupytext import TextFileContentsManager

    (tmp_path / "src").mkdir()
    for name in ("jupytext.toml", SOURCES[0].name):
        (tmp_path / "src" / name).write_bytes((ROOT / "notebooks" / "src" / name).read_bytes())
    path = f"src/{SOURCES[0].name}"
    before = (tmp_path / path).read_text(encoding="utf-8")
    cm = TextFileContentsManager(root_dir=str(tmp_path))
    nb = cm.get(path, content=True)["content"]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    for cell in nb.cells:
        cell.metadata["collapsed"] = False
        cell.metadata.setdefault("jupyter", {})["source_hidden"] = True
    cm.save({"type": "notebook", "content": nb}, path)
    assert (tmp_path / path).read_text(encoding="utf-8") == before
    nb.cells[1].metadata.update(lang="zh", twin="0123abcd")
    cm.save({"type": "notebook", "content": nb}, path)
    after = (tmp_path / path).read_text(encoding="utf-8").split("\n")
    assert [line for line in after if line not in before.split("\n")] == [
        '# %% [markdown] lang="zh" twin="0123abcd"']


LINKED = '''# %% [markdown]
# # 清一色 and 七对 in a title
#
# Text on 清一色, then `七对` in code, 连七对, and 七对 itself; again 清一色.
# [a link on 混一色](x.ipynb), then 混一色. <!-- 全带幺 --> <b title="平和">平和</b>
#
# ```
# 全带五 in a fenced block
# ```
#
# ## 全带五 in a heading
#
# 全带五 at last; 七对系列 is a family, not 七对.
'''


def _link(zh: str) -> str:
    from mjlib.course.lessons import reference
    from mjlib.fans import BY_ZH

    return f"[{zh}](13-fan-reference.ipynb#{reference(BY_ZH[zh]).anchor})"


def test_the_first_mention_of_each_fan_links_to_its_entry():
    nb = course_build.notebook(course_build.read_source(LINKED, "linked.py"))
    text = nb.cells[0].source
    assert text.split("\n")[0] == "# 清一色 and 七对 in a title"  # a heading is left alone
    assert text.count(_link("清一色")) == 1 and "again 清一色." in text
    assert "`七对` in code" in text and _link("连七对") in text
    assert f", and {_link('七对')} itself" in text  # 连七对 is not a mention of 七对
    assert "[a link on 混一色](x.ipynb), then " + _link("混一色") in text
    assert "<!-- 全带幺 -->" in text and '<b title="平和">' + _link("平和") + "</b>" in text
    assert "```\n全带五 in a fenced block\n```" in text  # a fenced block is left alone
    assert "## 全带五 in a heading" in text and _link("全带五") + " at last" in text
    assert "七对系列 is a family" in text  # the family's name names no fan


def test_the_fan_entries_are_made_in_the_reference_only():
    marker = f"# %% [markdown]\n# {course_build.FAN_ENTRIES}\n"
    nb = course_build.notebook(course_build.read_source(
        marker, f"{course_build.REFERENCE.stem}.py"))
    headings = [c.source for c in nb.cells if c.cell_type == "markdown"]
    assert headings[:3] == ["## 88番的番种 fans worth 88", "### 大四喜 Big Four Winds (88)",
                            "### 大三元 Big Three Dragons (88)"]
    assert nb.cells[2].source == '# NBVAL_CHECK_OUTPUT\nshow_entry("big_four_winds")'
    assert nb.cells[2].metadata["tags"] == ["show", "remove-input"]
    assert sum(c.cell_type == "code" for c in nb.cells) == 82
    with pytest.raises(course_build.BuildError, match=r"^other\.py:1: the fan entries belong"):
        course_build.notebook(course_build.read_source(marker, "other.py"))
