"""mjlib.course: each fan's section exists in the notebooks, so links from the drill lead somewhere.

When a notebook is edited, renamed or split, this fails until mjlib/course.py is fixed.
"""

import re
from pathlib import Path

import pytest

from mjlib.course import SECTIONS, Section, section
from mjlib.fans import BY_ID, BY_ZH, FANS

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def headings(stem: str) -> list[str]:
    """The markdown headings of a notebook source (jupytext percent format: '# ## Heading')."""
    text = (NOTEBOOKS / "src" / f"{stem}.py").read_text(encoding="utf-8")
    return [m.group(1).strip() for m in re.finditer(r"^# #+ (.+)$", text, re.M)]


def test_every_fan_has_a_section():
    assert set(SECTIONS) == {f.id for f in FANS} | {BY_ZH["明暗杠"].id}


@pytest.mark.parametrize("fan_id", sorted(SECTIONS))
def test_the_section_is_a_heading_of_an_existing_notebook(fan_id):
    s = section(BY_ID[fan_id])
    assert (NOTEBOOKS / f"{s.notebook}.ipynb").is_file(), s.notebook
    assert s.heading in headings(s.notebook), (s.notebook, s.heading)
    assert BY_ID[fan_id].zh in s.heading.split()  # the section is about that fan


def test_links_open_the_notebook_at_the_heading():
    s = Section("04-score-chow-fans", "清龙 Pure Straight (16)")
    assert s.link == "04-score-chow-fans.ipynb#清龙-Pure-Straight-(16)"
    mine = section(BY_ZH["清龙"])
    assert mine.link == f"{mine.notebook}.ipynb#清龙-Pure-Straight-(16)"
