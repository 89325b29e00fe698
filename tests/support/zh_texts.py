"""The Chinese edition's texts, as written in the sources: the Chinese cells of the lessons
(notebooks/src), the Chinese further-reading text, the Chinese strings of mjlib (every string
constant holding a Chinese character, f-strings' fixed parts included, and mjlib/course/course.json),
README.zh-CN.md, and the Chinese strings of the site's script and of the app.

``texts()`` yields (where, text) pairs; ``glossary=False`` leaves out the glossary (mjlib/course/glossary.py
and lesson 14), the one place that names the other words for a thing."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
CJK = re.compile(r"[\u4e00-\u9fff]")
GLOSSARY = {"mjlib/course/glossary.py", "notebooks/src/14-glossary.py"}
ZH_CELL = re.compile(r'^# %% \[markdown\][^\n]*lang="zh"[^\n]*$', re.M)
CELL = re.compile(r"^# %%", re.M)


def _zh_cells(path: Path) -> Iterator[str]:
    text = path.read_text(encoding="utf-8")
    for head in ZH_CELL.finditer(text):
        rest = text[head.end():]
        end = CELL.search(rest)
        body = rest[:end.start()] if end else rest
        yield "\n".join(line[2:] if line.startswith("# ") else line.lstrip("#")
                        for line in body.strip("\n").split("\n"))


def _py_strings(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and CJK.search(node.value):
            yield node.value


def _json_strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        if CJK.search(value):
            yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _json_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _json_strings(v)


def _js_strings(path: Path) -> Iterator[str]:
    text = path.read_text(encoding="utf-8")
    for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"|\'((?:[^\'\\\n]|\\.)*)\'|`([^`]*)`', text):
        s = next(g for g in m.groups() if g is not None)
        if CJK.search(s):
            yield s


def texts(glossary: bool = True) -> Iterator[tuple[str, str]]:
    """(where, text) for each Chinese text of the edition."""
    def keep(rel: str) -> bool:
        return glossary or rel not in GLOSSARY

    for path in sorted((ROOT / "notebooks" / "src").glob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if keep(rel):
            for cell in _zh_cells(path):
                yield rel, cell
    yield "notebooks/src/further-reading.zh.md", (
        ROOT / "notebooks" / "src" / "further-reading.zh.md").read_text(encoding="utf-8")
    for path in sorted((ROOT / "mjlib").rglob("*.py")) + sorted((ROOT / "app").glob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if keep(rel):
            for s in _py_strings(path):
                yield rel, s
    course = json.loads((ROOT / "mjlib" / "course" / "course.json").read_text(encoding="utf-8"))
    for s in _json_strings(course):
        yield "mjlib/course/course.json", s
    yield "README.zh-CN.md", (ROOT / "README.zh-CN.md").read_text(encoding="utf-8")
    for path in (sorted((ROOT / "scripts" / "site").glob("*.js"))
                 + sorted((ROOT / "app" / "static").glob("*.js"))
                 + [ROOT / "scripts" / "build_site.py", ROOT / "scripts" / "course_build.py"]):
        rel = path.relative_to(ROOT).as_posix()
        strings = _py_strings(path) if path.suffix == ".py" else _js_strings(path)
        for s in strings:
            yield rel, s
