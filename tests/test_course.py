"""mjlib.course.lessons reads the course table (mjlib/course/course.json): each fan's section exists in the
notebooks, so links from the drill lead somewhere, and the course tables the reader sees (the
start notebook's, the README's, the site's index) are that one table.

When a notebook is edited, renamed or split, this fails until mjlib/course/course.json is fixed.
"""

import functools
import json
import re
import sys
from pathlib import Path

import jupytext
import nbformat
import pytest

import mjlib
from mjlib.course.lessons import ENTRIES, LESSONS, SECTIONS, Lesson, Section, reference, section
from mjlib.fans import BY_ID, BY_ZH, FANS

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
from scripts import course_build  # noqa: E402

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


@functools.lru_cache(maxsize=None)
def headings(stem: str) -> list[str]:
    """The markdown headings of a notebook source's text cells."""
    nb = jupytext.read(NOTEBOOKS / "src" / f"{stem}.py")
    return [m.group(1).strip() for c in nb.cells if c.cell_type == "markdown"
            for m in re.finditer(r"^#+ (.+)$", c.source, re.M)]


def test_every_fan_has_a_section():
    assert set(SECTIONS) == {f.id for f in FANS} | {BY_ZH["明暗杠"].id}


def test_each_fan_is_taught_in_one_section_of_a_lesson_of_its_family():
    taught = [(lesson, fan) for lesson in LESSONS if not lesson.reference
              for fans in lesson.sections.values() for fan in fans]
    assert len(taught) == len(SECTIONS), "a fan is listed under two sections"
    for lesson, fan in taught:
        assert lesson.family == BY_ID[fan].family, (lesson.stem, fan)


@functools.lru_cache(maxsize=None)
def built_headings(stem: str) -> list[str]:
    """The markdown headings of a built notebook (the reference's entries are made by the
    build)."""
    nb = nbformat.read(NOTEBOOKS / f"{stem}.ipynb", as_version=4)
    return [m.group(1).strip() for c in nb.cells if c.cell_type == "markdown"
            for m in re.finditer(r"^#+ (.+)$", c.source, re.M)]


@pytest.mark.parametrize("fan_id", sorted(ENTRIES))
def test_the_entry_is_a_heading_of_the_built_reference(fan_id):
    s = reference(BY_ID[fan_id])
    assert s.heading in built_headings(s.notebook), s.heading


@pytest.mark.parametrize("fan_id", sorted(SECTIONS))
def test_the_section_is_a_heading_of_an_existing_notebook(fan_id):
    s = section(BY_ID[fan_id])
    assert (NOTEBOOKS / f"{s.notebook}.ipynb").is_file(), s.notebook
    assert s.heading in headings(s.notebook), (s.notebook, s.heading)
    assert BY_ID[fan_id].zh in s.heading.split()  # the section is about that fan


def test_one_lesson_is_the_reference_with_an_entry_per_fan():
    (ref,) = [lesson for lesson in LESSONS if lesson.reference]
    assert ref.stem == "13-fan-reference" and ref.family is None
    assert all(len(fans) == 1 for fans in ref.sections.values())  # one heading per fan
    assert set(ENTRIES) == set(SECTIONS)  # the 81 fans and 明暗杠
    for fan_id in ENTRIES:
        fan = BY_ID[fan_id]
        heading = reference(fan).heading
        assert heading.startswith(f"{fan.zh} {fan.en} ({fan.points}"), heading
        assert section(fan).notebook != ref.stem  # the lessons still teach it


def test_the_reference_lists_the_fans_in_the_rule_texts_order_by_points():
    (ref,) = [lesson for lesson in LESSONS if lesson.reference]
    order = [fans[0] for fans in ref.sections.values()]
    rule_order = [f.id for f in FANS]
    assert [f for f in order if f in rule_order] == rule_order
    points = [BY_ID[f].points for f in order]
    assert points == sorted(points, reverse=True)  # 明暗杠 (5) between the 6s and the 4s


def test_links_open_the_notebook_at_the_heading():
    s = Section("04-score-chow-fans", "清龙 Pure Straight (16)")
    assert s.link == "04-score-chow-fans.ipynb#清龙-Pure-Straight-(16)"
    mine = section(BY_ZH["清龙"])
    assert mine.link == f"{mine.notebook}.ipynb#清龙-Pure-Straight-(16)"
    assert reference(BY_ZH["全带五"]).link == "13-fan-reference.ipynb#全带五-All-Fives-(16)"


def test_the_lessons_are_the_sources_in_order():
    assert [lesson.stem for lesson in LESSONS] == sorted(
        p.stem for p in (NOTEBOOKS / "src").glob("[0-9]*.py"))
    assert {lesson.family for lesson in LESSONS} - {None} == set(mjlib.FAMILIES)
    for lesson in LESSONS:
        assert lesson.teaches and re.fullmatch(r"\d+ min( or more)?", lesson.time), lesson
        assert isinstance(lesson.bilingual, bool)


def _table(markdown: str) -> list[list[str]]:
    """The rows of the markdown table that starts with '| notebook |', header and rule left out."""
    lines = markdown.split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("| notebook |"))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


# a link to an entry of the fan reference: [全带五](13-fan-reference.ipynb#全带五-All-Fives-(16))
ENTRY_LINK = re.compile(r"\[([^\]]+)\]\(13-fan-reference\.ipynb#(?:[^()]|\([^()]*\))*\)")


def test_the_start_notebook_shows_the_course_table():
    nb = nbformat.read(NOTEBOOKS / f"{LESSONS[0].stem}.ipynb", as_version=4)
    cell = next(c.source for c in nb.cells
                if c.cell_type == "markdown" and "| notebook |" in c.source)
    assert ENTRY_LINK.search(cell)  # a fan first named there links to its entry
    assert _table(ENTRY_LINK.sub(r"\1", cell)) == [
        [f"[{x.stem}]({x.stem}.ipynb)", x.teaches, x.time] for x in LESSONS]
    assert "this page" not in cell  # the same row reads well on the site's index


def test_the_readme_shows_the_course_table():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert _table(readme) == [[f"[`{x.stem}`](notebooks/{x.stem}.ipynb)", x.teaches, x.time]
                              for x in LESSONS]
    assert course_build.readme_with_course_table(readme) == readme


def test_the_course_table_comes_from_the_lessons_given():
    lessons = [Lesson("00-a", "one", "一", "5 min", None, False, {}),
               Lesson("01-b", "two", "二", "10 min or more", "chows", True, {})]
    assert not lessons[0].reference  # a lesson is not the reference unless the table says so
    assert course_build.course_table(lessons) == (
        "| notebook | what it teaches | time |\n|---|---|---|\n"
        "| [00-a](00-a.ipynb) | one | 5 min |\n| [01-b](01-b.ipynb) | two | 10 min or more |")
    link = lambda stem, lang: f"[{stem}]"  # noqa: E731
    assert course_build.course_table(lessons, link, "zh") == (
        "| 课 | 内容 | 时间 |\n|---|---|---|\n"
        "| [00-a] | 一 | 5分钟 |\n| [01-b] | 二 | 10分钟以上 |")
    start, end = course_build.README_TABLE
    old = f"intro\n{start}\n| notebook |\n|---|\n| old |\n{end}\nafter\n"
    new = course_build.readme_with_course_table(old)
    assert new.startswith(f"intro\n{start}\n\n| notebook | what it teaches | time |")
    assert "| old |" not in new and new.endswith(f"{end}\nafter\n")
    with pytest.raises(course_build.BuildError, match="must stand between"):
        course_build.readme_with_course_table("no table here")


def test_a_lesson_time_is_minutes_in_either_language():
    assert [x.time_zh for x in LESSONS if x.time.endswith("or more")]  # the table has both kinds
    assert all(x.time_zh.endswith(("分钟", "分钟以上")) for x in LESSONS)
    with pytest.raises(ValueError, match="is not 'N min'"):
        Lesson("00-a", "one", "一", "an hour", None, False, {}).time_zh


def test_the_chinese_course_table_links_the_chinese_notebooks():
    table = course_build.course_table(LESSONS, course_build.notebook_link, "zh")
    for x in LESSONS:
        where = "" if x.bilingual else "../"
        assert f"| [`{x.stem}`]({where}{x.stem}.ipynb) | {x.teaches_zh} | {x.time_zh} |" in table
        assert sum(ch >= "\u4e00" for ch in x.teaches_zh) > len(x.teaches_zh) / 2, x.stem


def test_the_course_table_is_package_data():
    """An installed (not editable) mjlib knows where each fan is taught, and says it is typed:
    setuptools ships every data file of the package that pyproject.toml lists."""
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"]["mjlib"]
    data = sorted(p.relative_to(ROOT / "mjlib").as_posix() for p in (ROOT / "mjlib").rglob("*")
                  if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts)
    assert data == ["course/course.json", "py.typed"]
    assert all(name in declared for name in data)
    assert json.loads((ROOT / "mjlib" / "course" / "course.json").read_text(encoding="utf-8"))["lessons"]


def test_each_fan_is_taught_first_in_one_lesson_and_taught_by_its_own():
    from mjlib.course.lessons import FIRST, taught_by

    assert set(FIRST) == set(SECTIONS)
    for fid, (stem, _) in SECTIONS.items():
        assert BY_ID[fid] in taught_by(stem), fid  # taught by its own lesson at the latest
    assert BY_ZH["断幺"] in taught_by("02b") and BY_ZH["断幺"] not in taught_by("02")
    assert BY_ZH["清一色"] not in taught_by("06") and BY_ZH["清一色"] in taught_by("07")
    assert taught_by("01") == {BY_ZH["花牌"]} and len(taught_by("12")) == len(FIRST)


def test_what_to_look_for_in_nearly_every_hand_points_each_fan_to_its_lesson():
    from mjlib.course.lessons import look_for, look_for_lines, taught_by

    rows = look_for()
    assert {"小于五", "大于五", "全小", "混一色", "清一色", "五门齐"} <= {f.zh for _, f in rows}
    for number, fan in rows:
        [lesson] = [x for x in LESSONS if x.stem.startswith(f"{number}-")]
        assert fan in taught_by(lesson.stem), (number, fan.zh)
        assert fan.id in lesson.introduces or fan.id in {f for fs in lesson.sections.values()
                                                         for f in fs}
    lines = look_for_lines()
    assert len(lines) <= 40, "one screen"
    assert "  07   12  小于五 Lower Four" in lines and lines[0].startswith("step 3")
