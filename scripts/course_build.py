"""What the notebook builder and the site builder share: the course's own parts of a build.

- the cell kinds: the tags a source cell may carry and what each becomes in a built notebook;
- reading a source (``notebooks/src/*.py``, jupytext's percent format) with the line of each
  cell, and checking it: no markdown heading inside a code cell, where its section would be lost;
- the two editions, English and Chinese, and the check that the Chinese keeps up;
- the note a widget leaves in a saved notebook, and the line a page shows instead of it;
- the course table (mjlib/course/course.json, read by mjlib.course.lessons) written as markdown: into the
  start notebook where its source has the line ``<!-- the course table: mjlib/course/course.json -->``,
  and into the README between its two course-table comments;
- the fan reference's entries: where its source has a text cell ``<!-- the fan entries:
  mjlib/course/course.json -->``, a heading per group of points, and per fan its heading (the course
  table's) and a cell that shows its entry (mjlib.render.reference.show_entry);
- the links to the fan reference: in every other lesson, the first mention of a fan's Chinese
  name in the text (not in a heading, a code span or a link) links to the fan's entry;
- the PNG shrinking (a palette of 128 colours).

A source is a Python file in jupytext's percent format, so JupyterLab (with jupytext) or an editor
opens it as a notebook (and saves it back as it was written: notebooks/src/jupytext.toml). ``# %% [markdown]`` starts a text cell (each line written as a comment),
``# %%`` a code cell; a tag in the cell's header says what the cell is:

- ``# %% tags=["setup"]``: imports and the like; its source is folded.
- ``# %% tags=["hide"]``: code whose source stays folded until the reader opens it.
- ``# %% tags=["fold"]``: a printed form of a result already drawn above, and the assertions that
  keep the text about that result true; source and output are folded and, starting with
  ``# NBVAL_CHECK_OUTPUT``, the output is still compared by the tests.
- ``# %% tags=["check"]``: an assertion that keeps a sentence of the text true; folded, and it
  must print nothing.
- ``# %% tags=["exercise"]``: an exercise or drill widget; its saved output holds the question.
- ``# %% tags=["show"]``: a call that shows something made by the package (an entry of the fan
  reference, an index): its source is folded and the site shows its output alone.
- ``# %% [markdown] tags=["further-reading"]``: the course's shared "Further reading" text
  (notebooks/src/further-reading.md) followed by the cell's own lines, if any.

Two editions. A text cell may have a Chinese twin right after it, ``# %% [markdown] lang="zh"
twin="<hash>"``, the hash (:func:`twin_hash`) being that of the English text it was written from.
The English edition (notebooks/*.ipynb) leaves the Chinese cells out. A lesson marked bilingual
in the course table also gets a Chinese edition (notebooks/zh/*.ipynb): each Chinese cell in its
twin's place, the code shared, and a setup cell after the title that makes mjlib write Chinese
(``mjlib.use_language("zh")``); the twin of a further-reading cell starts with
notebooks/src/further-reading.zh.md. Drift stops the build, naming the file and line: a Chinese
cell whose English twin has changed since (the hashes differ), and in a bilingual lesson an
English text cell without a twin. Changing the Chinese alone is fine. ``python -m scripts.twins
SOURCE`` lists each text cell's hash and its twin's state; ``--refresh LINE`` records the English
cell's hash in its twin once the Chinese has been brought up to date.
"""

from __future__ import annotations

import copy
import hashlib
import io
import re
from dataclasses import dataclass
from pathlib import Path

import jupytext
import nbformat

from mjlib.course.lessons import LESSONS, Lesson, reference as reference_section
from mjlib.fans import BY_ID
from mjlib.course.mentions import mentions
from mjlib.course.fan_reference import entry_heading, group_heading, heading_link

BY_STEM = {lesson.stem: lesson for lesson in LESSONS}

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "notebooks" / "src"
NOTEBOOKS = ROOT / "notebooks"
FURTHER_READING = SRC / "further-reading.md"
README = ROOT / "README.md"
EN, ZH = "en", "zh"  # the editions: English, and Chinese for the lessons marked bilingual

# ---------------------------------------------------------------------------------------------
# the cell kinds

SETUP, HIDE, FOLD, CHECK, EXERCISE, SHOW = "setup", "hide", "fold", "check", "exercise", "show"
FURTHER = "further-reading"
HIDE_INPUT, HIDE_OUTPUT = "hide-input", "hide-output"  # the tags JupyterBook folds by
REMOVE_INPUT = "remove-input"  # the tag JupyterBook shows the output alone by
# a source tag of a code cell -> the metadata its built cell carries
CODE_KINDS: dict[str, dict] = {
    SETUP: {"jupyter": {"source_hidden": True}, "tags": [HIDE_INPUT, SETUP]},
    HIDE: {"jupyter": {"source_hidden": True}, "tags": [HIDE_INPUT]},
    CHECK: {"jupyter": {"source_hidden": True}, "tags": [HIDE_INPUT, CHECK]},
    FOLD: {"jupyter": {"source_hidden": True, "outputs_hidden": True}, "tags": [FOLD, HIDE_OUTPUT]},
    EXERCISE: {"tags": [EXERCISE]},
    SHOW: {"jupyter": {"source_hidden": True}, "tags": [SHOW, REMOVE_INPUT]},
}
PROSE_KINDS = {FURTHER}  # the source tags of a markdown cell
# what the site leaves out (imports and the like; assertions that keep the text true), and what
# it folds: a hidden input alone is an answer, a fold cell shows its output behind a click, a
# show cell its output alone
SITE_UNSHOWN_TAGS = {SETUP, CHECK}
SITE_ANSWER_TAG = HIDE_INPUT
SITE_FOLD_TAG = FOLD
SITE_OUTPUT_ONLY_TAGS = {FOLD, SHOW}


class BuildError(Exception):
    """A source or a notebook cannot be built as it is (the message says which file and where)."""


# ---------------------------------------------------------------------------------------------
# sources

MARKER = re.compile(r"^# %%")


@dataclass
class SourceCell:
    """A cell as jupytext reads it, with the line of its ``# %%`` marker in the source."""

    line: int
    cell: nbformat.NotebookNode
    lines: list[str]  # the source's lines after the marker, up to the next cell

    @property
    def kind(self) -> str | None:
        tags = self.cell.metadata.get("tags", [])
        return tags[0] if tags else None

    @property
    def lang(self) -> str:
        return self.cell.metadata.get("lang", EN)

    @property
    def twin(self) -> str | None:
        return self.cell.metadata.get("twin")

    @property
    def is_prose(self) -> bool:
        return self.cell.cell_type == "markdown"


@dataclass
class Source:
    name: str  # the file name, for messages
    cells: list[SourceCell]


def read_source(text: str, name: str) -> Source:
    """A source in jupytext's percent format, each cell's kind checked."""
    nb = jupytext.reads(text, fmt="py:percent")
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if MARKER.match(line)]
    if len(starts) != len(nb.cells) or (starts and starts[0] != 0):
        raise BuildError(f"{name}:1: every cell must start with a '# %%' line "
                         f"({len(starts)} markers for {len(nb.cells)} cells)")
    ends = starts[1:] + [len(lines)]
    cells = [SourceCell(start + 1, cell, lines[start + 1:end])
             for start, end, cell in zip(starts, ends, nb.cells)]
    for c in cells:
        tags = c.cell.metadata.get("tags", [])
        allowed = CODE_KINDS if c.cell.cell_type == "code" else PROSE_KINDS
        if len(tags) > 1 or (tags and tags[0] not in allowed):
            raise BuildError(f"{name}:{c.line}: a {c.cell.cell_type} cell tagged {tags}: "
                             f"give it one of {', '.join(sorted(allowed))}, or none")
    return Source(name, cells)


def read_source_file(path: Path) -> Source:
    return read_source(path.read_text(encoding="utf-8"), path.name)


HEADING_IN_CODE = re.compile(r"^#\s*#{1,6}\s+\S")  # '# ## A section' as a line of code


def check_headings(source: Source) -> None:
    """No markdown heading is left in a code cell, where it would be a comment and its section
    would be lost; raises BuildError naming each such line."""
    problems = [f"{source.name}:{c.line + k}: a markdown heading inside a code cell "
                f"({line.strip()!r}): give it a text cell ('# %% [markdown]')"
                for c in source.cells if c.cell.cell_type == "code"
                for k, line in enumerate(c.lines, 1) if HEADING_IN_CODE.match(line)]
    if problems:
        raise BuildError("\n".join(problems))


def prose(c: SourceCell, kind: str | None = None) -> str:
    """A text cell's words in its own language; a further-reading cell (or the Chinese twin of
    one: ``kind``) starts with the course's shared text in that language."""
    text = c.cell.source
    if (kind or c.kind) == FURTHER:
        path = FURTHER_READING_IN[c.lang]
        if not path.is_file():
            raise BuildError(f"{path.name} is missing: the {c.lang} edition's further reading")
        shared = path.read_text(encoding="utf-8").strip("\n")
        text = shared + ("\n" + text if text else "")
    return text


def built_cell(c: SourceCell, kind: str | None = None) -> nbformat.NotebookNode:
    """The cell of the built notebook: its source, and the metadata its kind gives it (a
    Chinese cell takes the kind of its English twin)."""
    if c.is_prose:
        text = "\n".join(course_table(LESSONS, notebook_link, c.lang) if line == COURSE_TABLE
                         else line for line in prose(c, kind).split("\n"))
        return nbformat.v4.new_markdown_cell(text)
    cell = nbformat.v4.new_code_cell(c.cell.source)
    cell.metadata.update(copy.deepcopy(CODE_KINDS.get(c.kind, {})))
    return cell


def notebook(source: Source, lang: str = EN) -> nbformat.NotebookNode:
    """The notebook a source makes in one edition, not yet executed."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    cells = []
    for c, kind in edition(source, lang):
        if c.is_prose and c.cell.source.strip() == FAN_ENTRIES:
            cells += entry_cells(source.name, c.line, lang)
        elif c.cell.source.strip() or kind == FURTHER:
            cells.append(built_cell(c, kind))
    if source.name != f"{REFERENCE.stem}.py":
        link_first_mentions(cells, lang)
    if lang != EN:  # mjlib writes the edition's language: results, feedback, errors, labels
        first = nbformat.v4.new_code_cell(LANGUAGE_CELL.format(lang=lang))
        first.metadata.update(copy.deepcopy(CODE_KINDS[SETUP]))
        cells.insert(1 if cells and cells[0].cell_type == "markdown" else 0, first)
    nb.cells = cells
    return nb


LANGUAGE_CELL = 'import mjlib\nmjlib.use_language("{lang}");  # 本版用中文输出'


# ---------------------------------------------------------------------------------------------
# editions: a text cell may have a Chinese twin right after it,
#   # %% [markdown] lang="zh" twin="<the twin hash of the English cell it was written from>"

EDITION_FOLDERS = {EN: NOTEBOOKS, ZH: NOTEBOOKS / ZH}
FURTHER_READING_IN = {EN: FURTHER_READING, ZH: SRC / "further-reading.zh.md"}
TWINS_COMMAND = "python -m scripts.twins"


def twin_hash(text: str) -> str:
    """The hash a Chinese cell records of the English text it was written from: the first 8 hex
    digits of the SHA-1 of the text, without the trailing whitespace of its lines and the blank
    lines at its ends."""
    normal = "\n".join(line.rstrip() for line in text.split("\n")).strip("\n")
    return hashlib.sha1(normal.encode("utf-8")).hexdigest()[:8]


def editions(lesson: Lesson) -> list[str]:
    """The editions the course table asks of a lesson: English, and Chinese when bilingual."""
    return [EN, ZH] if lesson.bilingual else [EN]


def edition(source: Source, lang: str) -> list[tuple[SourceCell, str | None]]:
    """The cells of one edition, each with its kind: the English edition leaves the Chinese cells
    out; the Chinese one puts each in its English twin's place, and shares the code."""
    cells: list[tuple[SourceCell, str | None]] = []
    for c in source.cells:
        if c.lang == EN:
            cells.append((c, c.kind))
        elif c.lang == lang and twin_of(source, c) is not None:  # else check_editions says so
            cells[-1] = (c, cells[-1][1])
    return cells


def twin_of(source: Source, c: SourceCell) -> SourceCell | None:
    """The English text cell a Chinese cell was written from: the cell right before it."""
    i = source.cells.index(c)
    before = source.cells[i - 1] if i else None
    return before if before is not None and before.is_prose and before.lang == EN else None


def check_editions(source: Source, bilingual: bool) -> None:
    """Every Chinese cell follows its English twin and records that twin's hash as it is now;
    in a bilingual lesson every English text cell has a Chinese twin. Raises BuildError naming
    each cell that does not (file and line)."""
    name, problems = source.name, []
    for i, c in enumerate(source.cells):
        if c.lang not in (EN, ZH):
            problems.append(f"{name}:{c.line}: lang={c.lang!r}: the editions are {EN} and {ZH}")
        elif c.lang == EN:
            if c.twin is not None:
                problems.append(f"{name}:{c.line}: only a Chinese cell (lang=\"zh\") records "
                                "a twin")
            following = source.cells[i + 1] if i + 1 < len(source.cells) else None
            if bilingual and c.is_prose and (following is None or following.lang != ZH):
                problems.append(
                    f"{name}:{c.line}: this text cell has no Chinese twin, and the lesson is "
                    f"bilingual (mjlib/course/course.json): write one right after it, starting "
                    f"'# %% [markdown] lang=\"zh\" twin=\"{twin_hash(prose(c))}\"'")
        elif not c.is_prose or c.kind is not None:
            problems.append(f"{name}:{c.line}: a Chinese cell is a text cell without tags "
                            "(it takes the kind of its English twin)")
        elif (twin := twin_of(source, c)) is None:
            problems.append(f"{name}:{c.line}: a Chinese cell must come right after the "
                            "English text cell it was written from")
        elif c.twin != (now := twin_hash(prose(twin))):
            problems.append(
                f"{name}:{c.line}: the Chinese cell is stale: its English twin (line "
                f"{twin.line}) is not the text it was written from (twin={c.twin!r}, the "
                f"English now {now!r}); bring the Chinese up to date, then "
                f"{TWINS_COMMAND} notebooks/src/{name} --refresh {c.line}")
    if problems:
        raise BuildError("\n".join(problems))


def twins_report(source: Source) -> list[str]:
    """One line per English text cell: its line, its twin hash, and its Chinese twin's state."""
    out = []
    for i, c in enumerate(source.cells):
        if not (c.is_prose and c.lang == EN):
            continue
        now = twin_hash(prose(c))
        following = source.cells[i + 1] if i + 1 < len(source.cells) else None
        if following is None or following.lang != ZH:
            state = "no Chinese twin"
        elif following.twin == now:
            state = f"Chinese twin at line {following.line}: up to date"
        else:
            state = f"Chinese twin at line {following.line}: stale (records {following.twin})"
        first = next((line for line in c.cell.source.split("\n") if line.strip()), "")
        out.append(f"{c.line:5}  {now}  {first[:50]:50}  {state}")
    return out


def refresh_twin(text: str, name: str, line: int) -> str:
    """The source with the Chinese cell at ``line`` (or the Chinese twin of the English cell
    there) recording the hash of its English twin as it is now: for when the Chinese has been
    brought up to date. Only that cell's marker line changes."""
    source = read_source(text, name)
    at = next((c for c in source.cells if c.line == line), None)
    if at is not None and at.lang == EN:
        i = source.cells.index(at)
        at = source.cells[i + 1] if i + 1 < len(source.cells) else None
    if at is None or at.lang != ZH:
        raise BuildError(f"{name}:{line}: no Chinese cell there, nor a text cell with one after it")
    twin = twin_of(source, at)
    if twin is None:
        raise BuildError(f"{name}:{at.line}: a Chinese cell must come right after the English "
                         "text cell it was written from")
    lines = text.split("\n")
    marker, new = lines[at.line - 1], f'twin="{twin_hash(prose(twin))}"'
    lines[at.line - 1] = (re.sub(r'twin="[^"]*"', new, marker) if "twin=" in marker
                          else f"{marker} {new}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# the fan reference: its entries, and the links to them from the lessons

FAN_ENTRIES = "<!-- the fan entries: mjlib/course/course.json -->"  # where the reference shows them
ENTRY_CALL = "show_entry"  # what shows an entry; the reference's setup cell imports it
REFERENCE = next(lesson for lesson in LESSONS if lesson.reference)


def entry_cells(name: str, line: int, lang: str = EN) -> list[nbformat.NotebookNode]:
    """The cells that take the place of the fan-entries line in the reference: for each group of
    points its heading, and for each fan of the course table's reference sections its heading
    (both in the edition's language: '清龙 Pure Straight (16)', '清龙（16番）') and a cell that
    shows its entry (its output checked by the tests)."""
    if name != f"{REFERENCE.stem}.py":
        raise BuildError(f"{name}:{line}: the fan entries belong in {REFERENCE.stem}.py, the "
                         "lesson mjlib/course/course.json marks as the reference")
    cells, points = [], None
    for heading, fans in REFERENCE.sections.items():
        fan = BY_ID[fans[0]]
        if fan.points != points:
            points = fan.points
            cells.append(nbformat.v4.new_markdown_cell(f"## {group_heading(points, lang)}"))
        cells.append(nbformat.v4.new_markdown_cell(
            f"### {heading if lang == EN else entry_heading(fan, lang)}"))
        cell = nbformat.v4.new_code_cell(f'# NBVAL_CHECK_OUTPUT\n{ENTRY_CALL}("{fan.id}")')
        cell.metadata.update(copy.deepcopy(CODE_KINDS[SHOW]))
        cells.append(cell)
    return cells


def entry_link(fan, lang: str = EN) -> str:
    """The link from a lesson of an edition to ``fan``'s entry in the reference."""
    if lang == EN:
        return reference_section(fan).link
    if REFERENCE.bilingual:  # the entry's heading in the edition's language
        return heading_link(reference_section(fan), lang)
    return "../" + reference_section(fan).link


# what a fan's name is not linked inside: a fenced block, a heading, a code span, a link or an
# image, an HTML comment or tag
PROTECTED = re.compile(
    r"(?ms:^[ ]{0,3}(?P<fence>```|~~~).*?^[ ]{0,3}(?P=fence)[^\n]*$)"
    r"|(?m:^[ ]{0,3}#{1,6}(?:[ \t][^\n]*)?$)"
    r"|(?s:(?P<ticks>`+).*?(?P=ticks))"
    r"|!?\[(?:[^\[\]]|\[[^\]]*\])*\]\((?:[^()]|\([^()]*\))*\)"
    r"|(?s:<!--.*?-->)|<[^>\n]*>")


def link_first_mentions(cells, lang: str = EN) -> None:
    """Link the first mention of each fan's Chinese name in the text cells to its entry in the
    fan reference; a name in a heading, a fenced block, a code span, a link, an HTML comment or
    tag is left as it is (mjlib.course.mentions finds the names, the longest first: 连七对 is not 七对)."""
    linked: set[str] = set()

    def link_text(text: str) -> str:
        out, done = [], 0
        for start, stop, fan in mentions(text):
            if fan.id not in linked:
                linked.add(fan.id)
                out.append(text[done:start] + f"[{fan.zh}]({entry_link(fan, lang)})")
                done = stop
        return "".join(out) + text[done:]

    for cell in cells:
        if cell.cell_type != "markdown":
            continue
        parts, at = [], 0
        for m in PROTECTED.finditer(cell.source):
            parts += [link_text(cell.source[at:m.start()]), m.group()]
            at = m.end()
        cell.source = "".join(parts) + link_text(cell.source[at:])


# ---------------------------------------------------------------------------------------------
# the course table

COURSE_TABLE = "<!-- the course table: mjlib/course/course.json -->"  # where a notebook shows it
README_TABLE = ("<!-- the course table: made from mjlib/course/course.json by make notebooks -->",
                "<!-- end of the course table -->")


def notebook_link(stem: str, lang: str = EN) -> str:
    """A link to a lesson from a notebook of the edition ``lang`` (from the Chinese edition to
    the English notebook of a lesson that has no Chinese one)."""
    if lang == EN:
        return f"[{stem}]({stem}.ipynb)"
    folder = "" if BY_STEM[stem].bilingual else "../"
    return f"[`{stem}`]({folder}{stem}.ipynb)"  # a file's name, in code type among Chinese


def readme_link(stem: str, lang: str = EN) -> str:
    return f"[`{stem}`](notebooks/{stem}.ipynb)"


TABLE_HEAD = {EN: "| notebook | what it teaches | time |", ZH: "| 课 | 内容 | 时间 |"}


def course_table(lessons: list[Lesson], link=notebook_link, lang: str = EN) -> str:
    """The course table in markdown, in the edition's language: each lesson linked, what it
    teaches, how long it takes."""
    rows = [TABLE_HEAD[lang], "|---|---|---|"]
    rows += [f"| {link(x.stem, lang)} | {x.teaches if lang == EN else x.teaches_zh} | "
             f"{x.time if lang == EN else x.time_zh} |" for x in lessons]
    return "\n".join(rows)


def lesson_files(folder: Path, suffix: str, lessons: list[Lesson] = LESSONS) -> list[Path]:
    """The file of each lesson in ``folder`` (its stem and ``suffix``), in the course's order; a
    file there that the course table does not list, or a lesson without its file, stops the
    build."""
    found = {p.name[:-len(suffix)] for p in folder.glob(f"[0-9]*{suffix}")}
    stems = [lesson.stem for lesson in lessons]
    if found - set(stems):
        raise BuildError(f"not in the course table (mjlib/course/course.json): "
                         f"{', '.join(s + suffix for s in sorted(found - set(stems)))}")
    if set(stems) - found:
        raise BuildError(f"missing from {folder.name}/: "
                         f"{', '.join(s + suffix for s in stems if s not in found)}")
    return [folder / f"{stem}{suffix}" for stem in stems]


def readme_with_course_table(text: str) -> str:
    """The README's text with the course table between its two comments made anew."""
    begin, end = README_TABLE
    if text.count(begin) != 1 or text.count(end) != 1 or text.index(begin) > text.index(end):
        raise BuildError(f"{README.name}: the course table must stand between one {begin!r} "
                         f"and one {end!r}")
    head, rest = text.split(begin)
    tail = rest.split(end)[1]
    return f"{head}{begin}\n\n{course_table(LESSONS, readme_link)}\n\n{end}{tail}"


# ---------------------------------------------------------------------------------------------
# widgets

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# widget class -> the one line a page of the site shows instead of it
WIDGET_LINES = {
    "HandBuilder": "Run this notebook to use the hand builder: <code>make lab</code> "
                   "(or the classroom app: <code>make app</code>).",
    "Exercise": "Run this notebook to answer this exercise and have your answer checked: "
                "<code>make lab</code>.",
    "Question": "Run this notebook to answer this question and have your answer checked: "
                "<code>make lab</code>; the answer is behind the click above.",
    "Drill": "Run this notebook to practise with the drill: <code>make lab</code> "
             "(or the classroom app: <code>make app</code>).",
    "FanReference": "Run this notebook to find a fan with the fan picker: <code>make lab</code>; "
                    "on this page every entry follows below.",
}
WIDGET_LINE_OTHER = "Run this notebook to use this widget: <code>make lab</code>."
WIDGET_LINES_ZH = {  # the same lines on the pages of the Chinese edition
    "HandBuilder": "运行本笔记本即可使用摆牌器：<code>make lab</code>（或课堂应用："
                   "<code>make app</code>）。",
    "Exercise": "运行本笔记本即可作答本题、检查答案：<code>make lab</code>。",
    "Question": "运行本笔记本即可作答本题、检查答案：<code>make lab</code>；答案见上面的折叠处。",
    "Drill": "运行本笔记本即可做随堂练习：<code>make lab</code>（或课堂应用：<code>make app</code>）。",
    "FanReference": "运行本笔记本即可用番种查找器查找番种：<code>make lab</code>；本页下面列出了全部条目。",
}
WIDGET_LINE_OTHER_ZH = "运行本笔记本即可使用这个工具：<code>make lab</code>。"


def widget_note(output: dict) -> nbformat.NotebookNode:
    """A widget's place in the saved notebook: the widget's name and how to bring it back."""
    plain = output["data"].get("text/plain", "the widget")
    plain = "".join(plain) if isinstance(plain, list) else plain
    name = plain.split("(", 1)[0].strip() or "widget"
    text = f"[{name}: run this cell to use it (make lab)]"
    return nbformat.v4.new_output(
        "display_data", data={"text/plain": text,
                              "text/html": f'<p class="mjlib-widget-note"><i>{text}</i></p>'},
        metadata={"mjlib": {"widget": name}})


def widget_line(name: str | None, lang: str = EN) -> str:
    """The line a page of the edition ``lang`` shows in a widget's place."""
    lines, other = (WIDGET_LINES_ZH, WIDGET_LINE_OTHER_ZH) if lang == ZH else \
        (WIDGET_LINES, WIDGET_LINE_OTHER)
    return f'<p class="widget-note">{lines.get(name, other)}</p>'


def noted_widget(output: dict) -> str | None:
    """The widget class a saved note stands for (named in its metadata by the notebook builder)."""
    return output.get("metadata", {}).get("mjlib", {}).get("widget")


# ---------------------------------------------------------------------------------------------
# pictures

# A figure of mjlib.render shows, as text, a digest of what it draws; the tests compare it.
CHECK_FIGURE_TAG = "nbval-check-output"


def is_digested_figure(output: dict) -> bool:
    plain = output.get("data", {}).get("text/plain", "")
    plain = "".join(plain) if isinstance(plain, list) else plain
    return plain.startswith("<MahjongFigure: ") and "digest" in plain


def shrink_png(data: bytes) -> bytes:
    """A PNG with its colours reduced to a palette: the same picture, a third of the bytes. No
    metadata (no dates) is kept."""
    from PIL import Image

    im = Image.open(io.BytesIO(data)).convert("RGB")
    buf = io.BytesIO()
    im.quantize(colors=128, method=Image.Quantize.MEDIANCUT).save(buf, format="PNG", optimize=True)
    return buf.getvalue()
