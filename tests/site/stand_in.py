"""A stand-in Chinese edition of a real lesson, for the tests of the site and its screenshots
while no lesson of the course table is bilingual yet: the lesson's own source, each English text
cell followed by a Chinese twin made here (its headings' Chinese words, one stand-in sentence a
line, and the line's links and code spans as they are), built as the notebook builder builds the
Chinese edition (scripts/course_build.py: the language cell, the shared code) and executed, so
mjlib writes its outputs in Chinese.

The Chinese prose is not a translation: only the page around it (the site's furniture, its links,
mjlib's outputs) is what the tests look at.
"""

from __future__ import annotations

import itertools
import re
import sys
from pathlib import Path

import nbformat

from support_site import ROOT

sys.path.insert(0, str(ROOT / "scripts"))
import build_notebooks  # noqa: E402
import course_build as cb  # noqa: E402

# the Chinese of a few headings, so that the stand-in's titles read as titles
HEADINGS = {"Start here: find your way through the course": "从这里开始：课程导览",
            "Score the honor fans: winds and dragons (字牌系列)": "字牌系列番种：风牌与箭牌",
            "For teachers: run a session": "给教师：怎样上课"}
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
KEPT = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\((?:[^()]|\([^()]*\))*\)|`[^`]+`")


def chinese_line(line: str, sections) -> str:
    """A line of English markdown as a stand-in Chinese line."""
    stripped = line.strip()
    if not stripped or stripped.startswith(("|", "<!--", "```")):
        return line  # a table, a comment (the course table's place), a fence: as they are
    heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
    if heading:
        text = heading.group(2)
        words = HEADINGS.get(text) or ("".join(CJK.findall(text)) or f"第{next(sections)}节") + "（中文示例）"
        return f"{heading.group(1)} {words}"
    bullet = re.match(r"^(\s*(?:[-*]|\d+\.)\s+)", line)
    kept = " ".join(KEPT.findall(line))
    return f"{bullet.group(1) if bullet else ''}这是中文示例文字。{kept}"


def chinese_text(text: str, sections) -> str:
    lines, fence = [], False
    for line in text.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
        lines.append(line if fence else chinese_line(line, sections))
    return "\n".join(lines)


def bilingual_source(text: str, name: str) -> str:
    """The source with a stand-in Chinese twin after each English text cell."""
    source = cb.read_source(text, name)
    lines = text.split("\n")
    out: list[str] = []
    sections = itertools.count(1)  # the headings with no Chinese word of their own
    for c in source.cells:
        out += lines[c.line - 1:c.line + len(c.lines)]
        if c.is_prose and c.lang == cb.EN:
            zh = chinese_text(c.cell.source, sections)
            out.append(f'# %% [markdown] lang="zh" twin="{cb.twin_hash(cb.prose(c))}"')
            out += [f"# {line}" if line else "#" for line in zh.split("\n")] if zh else []
            out.append("")
    return "\n".join(out)


def chinese_notebook(stem: str, out: Path) -> Path:
    """The Chinese edition of lesson ``stem`` (stand-in twins), executed, at ``out/<stem>.ipynb``."""
    path = cb.SRC / f"{stem}.py"
    text = bilingual_source(path.read_text(encoding="utf-8"), path.name)
    source = cb.read_source(text, path.name)
    cb.check_editions(source, bilingual=True)
    nb = cb.notebook(source, cb.ZH)
    out.mkdir(parents=True, exist_ok=True)
    build_notebooks.execute(nb, cb.NOTEBOOKS)
    build_notebooks.tidy(nb, stem)
    target = out / f"{stem}.ipynb"
    nbformat.write(nb, target)
    return target
