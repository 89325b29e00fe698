"""The two editions, on small sources made here: the English edition leaves the Chinese cells
out, the Chinese one puts each in its English twin's place and shares the code; an English cell
changed since its twin was written, or (in a bilingual lesson) an English text cell without a
twin, stops the build naming the file and line; the twin hash is printed and refreshed by
`python -m scripts.twins`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import jupytext
import pytest

from mjlib.course.lessons import LESSONS

ROOT = Path(__file__).resolve().parent.parent
from scripts import course_build as cb  # noqa: E402

H = cb.twin_hash


TITLE, TEXT = "# A lesson\n\nSome text.", "## A section\n\nMore text."
CHANGED = TEXT.replace("More text.", "More text, changed.")


def lesson(zh_first: str = "", zh_second: str = "") -> str:
    """A source: a title cell, code, a text cell, and each text cell's Chinese twin if given."""
    parts = ["# %% [markdown]\n" + comment(TITLE)]
    if zh_first:
        parts.append(f'# %% [markdown] lang="zh" twin="{H(TITLE)}"\n' + comment(zh_first))
    parts.append('# %% tags=["setup"]\nimport mjlib')
    parts.append("# %%\nprint(mjlib.score('[123m1][456p1][789s1]23pCC1p').total)")
    parts.append("# %% [markdown]\n" + comment(TEXT))
    if zh_second:
        parts.append(f'# %% [markdown] lang="zh" twin="{H(TEXT)}"\n' + comment(zh_second))
    return "\n\n".join(parts) + "\n"


def comment(text: str) -> str:
    return "\n".join(f"# {line}" if line else "#" for line in text.split("\n"))


def lines_of(text: str, marker: str) -> list[int]:
    """The numbers of the lines that are ``marker``."""
    return [i for i, line in enumerate(text.split("\n"), 1) if line == marker]


ZH_MARKER = f'# %% [markdown] lang="zh" twin="{H(TEXT)}"'  # the second text cell's twin


BILINGUAL = lesson("# 一课\n\n一些文字。", "## 一节\n\n更多文字。")


def test_the_hash_leaves_out_trailing_whitespace_only():
    assert H("a  \nb\n\n") == H("a\nb") == H("\na\nb")
    assert H("a\nb") != H("a\nb.") and len(H("a")) == 8
    assert H("a") == "86f7e437"  # the first 8 hex digits of sha1(b"a")


def test_the_english_edition_leaves_the_chinese_out_and_the_chinese_shares_the_code():
    source = cb.read_source(BILINGUAL, "bi.py")
    cb.check_editions(source, bilingual=True)
    en, zh = cb.notebook(source, cb.EN), cb.notebook(source, cb.ZH)
    assert [c.source for c in en.cells] == [
        "# A lesson\n\nSome text.", "import mjlib",
        "print(mjlib.score('[123m1][456p1][789s1]23pCC1p').total)", "## A section\n\nMore text."]
    assert [c.source for c in zh.cells] == [
        "# 一课\n\n一些文字。", cb.LANGUAGE_CELL.format(lang="zh"), "import mjlib",
        "print(mjlib.score('[123m1][456p1][789s1]23pCC1p').total)", "## 一节\n\n更多文字。"]
    assert 'mjlib.use_language("zh")' in zh.cells[1].source  # the edition's results in Chinese
    assert "setup" in zh.cells[1].metadata["tags"]
    assert [c.metadata for c in zh.cells[:1] + zh.cells[2:]] == [c.metadata for c in en.cells]
    alone = cb.notebook(cb.read_source(lesson(), "en.py"), cb.EN)  # as if there were no twins
    assert [(c.cell_type, c.source, c.metadata) for c in alone.cells] == \
        [(c.cell_type, c.source, c.metadata) for c in en.cells]


def test_an_english_only_lesson_passes_without_twins():
    cb.check_editions(cb.read_source(lesson(), "en.py"), bilingual=False)
    cb.check_editions(cb.read_source(lesson(zh_second="## 一节"), "en.py"), bilingual=False)


def test_a_bilingual_lesson_needs_a_twin_for_every_text_cell():
    text = lesson(zh_first="# 一课")
    with pytest.raises(cb.BuildError) as e:
        cb.check_editions(cb.read_source(text, "bi.py"), bilingual=True)
    line = lines_of(text, "# %% [markdown]")[1]  # the second English text cell
    assert str(e.value) == (
        f"bi.py:{line}: this text cell has no Chinese twin, and the lesson is bilingual "
        f"(mjlib/course/course.json): write one right after it, starting '{ZH_MARKER}'")


def test_a_changed_english_cell_makes_its_twin_stale():
    text = BILINGUAL.replace("# More text.", "# More text, changed.")
    with pytest.raises(cb.BuildError) as e:
        cb.check_editions(cb.read_source(text, "bi.py"), bilingual=True)
    [zh_line] = lines_of(text, ZH_MARKER)
    assert str(e.value).startswith(f"bi.py:{zh_line}: the Chinese cell is stale: its English "
                                   f"twin (line {zh_line - 5})")
    assert f"--refresh {zh_line}" in str(e.value)
    # the same in a lesson not (yet) bilingual: the twin is still out of date
    with pytest.raises(cb.BuildError, match="stale"):
        cb.check_editions(cb.read_source(text, "bi.py"), bilingual=False)


def test_changing_the_chinese_alone_is_fine():
    text = BILINGUAL.replace("# 更多文字。", "# 更多的文字，改过了。")
    cb.check_editions(cb.read_source(text, "bi.py"), bilingual=True)
    assert "改过了" in cb.notebook(cb.read_source(text, "bi.py"), cb.ZH).cells[-1].source


@pytest.mark.parametrize("text, says", [
    ('# %% [markdown] lang="zh" twin="00000000"\n# 一\n\n# %%\nx = 1\n',
     "must come right after the English text cell"),
    ('# %% [markdown]\n# A\n\n# %% lang="zh" twin="00000000"\nx = 1\n',
     "a Chinese cell is a text cell without tags"),
    ('# %% [markdown]\n# A\n\n# %% [markdown] lang="fr"\n# B\n', "lang='fr'"),
    ('# %% [markdown] twin="00000000"\n# A\n', "only a Chinese cell"),
])
def test_a_misplaced_chinese_cell_stops_the_build(text, says):
    with pytest.raises(cb.BuildError, match=says):
        cb.check_editions(cb.read_source(text, "x.py"), bilingual=False)


def test_the_twin_of_a_further_reading_cell_starts_with_the_chinese_shared_text(tmp_path,
                                                                                 monkeypatch):
    own = "- one more book"
    english = cb.FURTHER_READING.read_text(encoding="utf-8").strip("\n") + "\n" + own
    text = (f'# %% [markdown] tags=["further-reading"]\n# {own}\n\n'
            f'# %% [markdown] lang="zh" twin="{H(english)}"\n# - 还有一本书\n')
    source = cb.read_source(text, "fr.py")
    cb.check_editions(source, bilingual=True)
    shared = tmp_path / "further-reading.zh.md"
    monkeypatch.setitem(cb.FURTHER_READING_IN, cb.ZH, shared)
    with pytest.raises(cb.BuildError, match="further-reading.zh.md is missing"):
        cb.notebook(source, cb.ZH)
    shared.write_text("## 延伸阅读\n", encoding="utf-8")
    assert cb.notebook(source, cb.ZH).cells[0].source == "## 延伸阅读\n- 还有一本书"
    # a change of the shared English text makes the twin stale too
    monkeypatch.setitem(cb.FURTHER_READING_IN, cb.EN, tmp_path / "changed.md")
    (tmp_path / "changed.md").write_text("## Further reading, changed\n", encoding="utf-8")
    with pytest.raises(cb.BuildError, match="stale"):
        cb.check_editions(source, bilingual=True)


def test_refresh_records_the_current_hash_and_changes_only_that_line():
    stale = BILINGUAL.replace("# More text.", "# More text, changed.")
    [zh_line] = lines_of(stale, ZH_MARKER)
    for line in (zh_line, zh_line - 5):  # the Chinese cell, or the English cell before it
        fresh = cb.refresh_twin(stale, "bi.py", line)
        changed = [(a, b) for a, b in zip(stale.split("\n"), fresh.split("\n")) if a != b]
        assert changed == [(ZH_MARKER, f'# %% [markdown] lang="zh" twin="{H(CHANGED)}"')]
        cb.check_editions(cb.read_source(fresh, "bi.py"), bilingual=True)
        assert jupytext.writes(jupytext.reads(fresh, fmt="py:percent"), fmt="py:percent") == fresh
    with pytest.raises(cb.BuildError, match="no Chinese cell there"):
        cb.refresh_twin(stale, "bi.py", lines_of(stale, '# %% tags=["setup"]')[0])


def test_the_twins_command_lists_and_refreshes(tmp_path):
    path = tmp_path / "bi.py"
    path.write_text(BILINGUAL.replace("# More text.", "# More text, changed."), encoding="utf-8")
    twins = [sys.executable, "-m", "scripts.twins", str(path)]
    listed = subprocess.run(twins, capture_output=True, text=True, check=True,
                            cwd=ROOT).stdout.split("\n")
    assert "up to date" in listed[0] and H(TITLE) in listed[0]
    assert "stale" in listed[1] and H(CHANGED) in listed[1]
    [zh_line] = lines_of(path.read_text(encoding="utf-8"), ZH_MARKER)
    subprocess.run(twins + ["--refresh", str(zh_line)], capture_output=True, check=True, cwd=ROOT)
    cb.check_editions(cb.read_source_file(path), bilingual=True)


def test_the_editions_follow_the_course_table():
    assert cb.editions(LESSONS[0]._replace(bilingual=False)) == [cb.EN]
    assert cb.editions(LESSONS[0]._replace(bilingual=True)) == [cb.EN, cb.ZH]
    zh = cb.EDITION_FOLDERS[cb.ZH]
    built = sorted(p.stem for p in zh.glob("*.ipynb")) if zh.is_dir() else []
    assert built == sorted(x.stem for x in LESSONS if x.bilingual)
