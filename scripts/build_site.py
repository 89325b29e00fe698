"""Build the course as a static site: the executed notebooks (notebooks/*.ipynb) -> site/.

    python scripts/build_site.py              # writes site/
    python scripts/build_site.py --out DIR    # writes DIR/

The site is plain HTML and one style sheet: no JavaScript, no font, nothing asked of the network.
``index.html`` holds the course table (mjlib/course.json) and the section for teachers (taken
from its first lesson, 00-start-here); every lesson becomes a page named after its notebook
(``04a-score-chow-pair-fans.html``) with links to the previous and next page and to the index;
figures are PNG files in ``img/``.

What happens to a notebook on its way to a page (nbconvert's preprocessors where they do the
job; the cell kinds, the widget lines and the PNG shrinking are those of scripts/course_build.py,
which the notebook builder shares):

- a code cell tagged ``setup`` or ``check`` (imports; assertions that keep the text true) is
  left out (TagRemovePreprocessor), and a cell whose source is only imports shows only its
  output; ``# NBVAL_...`` lines are dropped from the code that is shown;
- a cell tagged ``hide-input`` and nothing else of the above holds an answer: its code and its
  output go into a closed ``<details>`` ("Show the answer"); a cell tagged ``fold`` shows its
  output (a printed form of what is drawn above it) behind a click, and not its code
  (TagRemovePreprocessor's ``remove_input_tags``);
- consecutive prints of one stream read as one block (CoalesceStreamsPreprocessor);
- an exercise (an HTML output holding ``div.mjlib-exercise`` with ``data-hand`` and
  ``data-context``) is scored here and its answer put right after the question, in a closed
  ``<details>``: the answer the exercise widget shows on "Show answer"
  (``mjlib.widgets.exercise.answer_html``): why, the drawn result, the counted fans and the
  total, the fans not counted with their principle and cause;
- a widget (a widget view, or the note the notebook builder leaves in its place) becomes one
  line saying how to use it; saved widget state is not copied;
- figures (taken out of the outputs by ExtractOutputPreprocessor) and images embedded in HTML
  outputs as ``data:`` URIs are written out as files named after their bytes, PNGs reduced to
  a palette when they are not already;
- a figure's text (its alt) says what it shows: what was drawn (``drawn result: <hand>``, a
  family's no-repeat map ...), how the hand was won as the scoring call says, and the total as
  the printed form right below gives it; with no printed form, no number;
- links to ``*.ipynb`` point at the pages, and a notebook's name in code type becomes a link;
  a link shows the page's name (the notebook's, without ``.ipynb``);
- the fan reference (the lesson mjlib/course.json marks so) is one page with an anchor per fan,
  its Chinese name (``13-fan-reference.html#全带五``), and one per group of points (``#88番``);
  every link to an entry's heading, from any page, points at that anchor; the index links the
  page.
"""

from __future__ import annotations

import argparse
import ast
import base64
import copy
import hashlib
import html
import io
import re
import urllib.parse
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import nbformat
from bs4 import BeautifulSoup
from nbconvert.filters.highlight import Highlight2HTML
from nbconvert.filters.markdown_mistune import markdown2html_mistune
from nbconvert.preprocessors import (CoalesceStreamsPreprocessor, ExtractOutputPreprocessor,
                                     TagRemovePreprocessor)
from pygments.formatters import HtmlFormatter

import course_build as cb
import mjlib
from course_build import BuildError
from mjlib.course import ENTRIES, LESSONS, Lesson, reference
from mjlib.fans import BY_ID
from mjlib.reference import WORDS, both, by_points, group_heading

ROOT = cb.ROOT
NOTEBOOKS = cb.NOTEBOOKS
TEACHERS_HEADING = "## For teachers"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
NBVAL_LINE = re.compile(r"^\s*#\s*NBVAL_\w+\s*$")

INTRO = """
<p>This course teaches how a winning hand of Chinese Official Mahjong (MCR, 国标麻将) is scored:
which of the 81 fans (番种) it earns, which of them are <em>not</em> counted, and why. Every
score on these pages was computed by the Python package <code>mjlib</code> when the notebooks
were run.</p>
<p>Each page is one notebook, one lesson. Answers are folded: open “Show the answer” when you have
yours. The hand builder, the exercises that check your answer and the drill need a running
notebook: <code>make lab</code> in the project, or the classroom app, <code>make app</code>.</p>
"""


# ---------------------------------------------------------------------------------------------
# images

class Images:
    """Figures written once each into ``img/`` under a name made from their bytes."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)

    def png(self, data: bytes, alt: str) -> str:
        from PIL import Image

        im = Image.open(io.BytesIO(data))
        if im.mode != "P":  # not reduced yet: a palette keeps the picture at a third of the bytes
            data = cb.shrink_png(data)
        name = self._write(data, ".png")
        return (f'<img src="img/{name}" width="{im.width}" height="{im.height}" '
                f'alt="{html.escape(alt)}" loading="lazy">')

    def svg(self, text: str, alt: str) -> str:
        name = self._write(text.encode("utf-8"), ".svg")
        return f'<img src="img/{name}" alt="{html.escape(alt)}" loading="lazy">'

    def _write(self, data: bytes, ext: str) -> str:
        name = hashlib.sha256(data).hexdigest()[:16] + ext
        path = self.folder / name
        if not path.exists():
            path.write_bytes(data)
        return name


# ---------------------------------------------------------------------------------------------
# text

_highlight = Highlight2HTML(pygments_lexer="ipython3")


def markdown_html(text: str, stems: set[str]) -> str:
    return link_notebooks(markdown2html_mistune(text), stems)


def link_notebooks(fragment: str, stems: set[str]) -> str:
    """Links to notebooks point at their pages; a notebook's name in code type (with or without
    ``.ipynb``) becomes a link. A link shows the page's name: the notebook's, without
    ``.ipynb``, since it opens the page."""
    fragment = re.sub(r'href="([\w.-]+)\.ipynb(#[^"]*)?"',
                      lambda m: f'href="{m.group(1)}.html{m.group(2) or ""}"', fragment)

    def name(m):  # "<code>04a-score-chow-pair-fans.ipynb</code>" or the name as plain text
        return m.group(1) + m.group(2) + m.group(4) if m.group(2) in stems else m.group(0)

    def code(m):
        stem = m.group(1)
        return f'<a href="{stem}.html"><code>{stem}</code></a>' if stem in stems else m.group(0)

    # code spans inside a link lose ".ipynb"; those outside become links
    parts = re.split(r"(<a\b.*?</a>)", fragment, flags=re.S)
    return "".join(re.sub(r"(>)([\w-]+?)(\.ipynb)(<)", name, p) if p.startswith("<a") else
                   re.sub(r"<code>([\w-]+?)(?:\.ipynb)?</code>", code, p) for p in parts)


def code_html(source: str) -> str:
    shown = "\n".join(l for l in source.split("\n") if not NBVAL_LINE.match(l)).strip("\n")
    return f'<div class="code">{_highlight(shown)}</div>' if shown else ""


def is_setup(source: str) -> bool:
    """Only imports (and comments): the cell sets things up and shows nothing worth reading."""
    try:
        body = ast.parse(source).body
    except SyntaxError:  # e.g. a line magic
        return False
    return bool(body) and all(isinstance(s, (ast.Import, ast.ImportFrom)) for s in body)


def first_heading(nb, path: Path) -> str:
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            m = re.search(r"^#\s+(.+)$", cell.source, re.M)
            if m:
                return re.sub(r"[`*_]", "", m.group(1)).strip()
    raise BuildError(f"{path.name}: no '# title' heading in any markdown cell")


# ---------------------------------------------------------------------------------------------
# exercises

def exercise_answer(hand: str, context_json: str) -> str:
    """The answer to an exercise, as the exercise widget shows it on "Show answer": why, the drawn
    result, the counted fans and the total, the fans not counted with principle and cause."""
    from mjlib.exercise import Exercise
    from mjlib.widgets.exercise import answer_html

    return answer_html(Exercise.from_attributes(hand, context_json))


def answer_details(inner: str) -> str:
    return folded("Show the answer", "answer", inner)


def folded(summary: str, kind: str, inner: str) -> str:
    """A closed <details>: opens on a click, without JavaScript."""
    return (f'<details class="{kind}"><summary>{summary}</summary>'
            f'<div class="{kind}-body">{inner}</div></details>')


# ---------------------------------------------------------------------------------------------
# outputs

def html_output(fragment: str, images: Images, where: str) -> str:
    """An HTML output, each exercise followed by its answer, embedded images written out."""
    soup = BeautifulSoup(fragment, "html.parser")
    for tag in soup.find_all("script"):
        tag.decompose()
    for div in soup.select("div.mjlib-exercise"):
        hand, context = div.get("data-hand"), div.get("data-context")
        if not hand or context is None:
            raise BuildError(f"{where}: an exercise without data-hand or data-context")
        try:
            answer = exercise_answer(hand, context)
        except Exception as e:
            raise BuildError(f"{where}: the exercise {hand!r} ({context}) cannot be scored: "
                             f"{type(e).__name__}: {e}") from e
        div.insert_after(BeautifulSoup(answer_details(answer), "html.parser"))
    for img in soup.find_all("img"):
        m = re.match(r"data:image/(png|svg\+xml);base64,(.*)$", img.get("src", ""), re.S)
        if m:
            data = base64.b64decode(m.group(2))
            alt = img.get("alt", "figure")
            new = (images.png(data, alt) if m.group(1) == "png"
                   else images.svg(data.decode("utf-8"), alt))
            img.replace_with(BeautifulSoup(new, "html.parser"))
    return f'<div class="output html">{soup}</div>'


def widget_name(output, source: str) -> str | None:
    """The widget an output stands for: named in its metadata by the notebook builder, or a
    widget view whose text (or else the cell's code) names it."""
    named = cb.noted_widget(output)
    if named:
        return named
    m = re.match(r"\s*(\w+)\(", output["data"].get("text/plain", ""))
    if m and m.group(1) in cb.WIDGET_LINES:
        return m.group(1)
    return next((n for n in cb.WIDGET_LINES if re.search(rf"\b{n}\(", source)), None)


def output_html(output, source: str, images: Images, extracted: dict, where: str,
                figures) -> str:
    kind = output["output_type"]
    if kind == "stream":
        cls = "stream" if output["name"] == "stdout" else "stream stderr"
        return f'<pre class="{cls}">{html.escape(output["text"])}</pre>'
    if kind == "error":
        text = ANSI.sub("", "\n".join(output.get("traceback", [])))
        return f'<pre class="stream stderr">{html.escape(text)}</pre>'
    data = output.get("data", {})
    plain = data.get("text/plain", "")
    if cb.WIDGET_VIEW in data or cb.noted_widget(output):
        return cb.widget_line(widget_name(output, source))
    if "text/html" in data:
        return html_output(data["text/html"], images, where)
    files = output.get("metadata", {}).get("filenames", {})  # ExtractOutputPreprocessor's
    if "image/svg+xml" in files:
        svg = extracted[files["image/svg+xml"]].decode("utf-8")
        alt = next(figures, None) or alt_text(plain)
        return f'<div class="output">{images.svg(svg, alt)}</div>'
    if "image/png" in files:
        png = extracted[files["image/png"]]
        alt = next(figures, None) or alt_text(plain)
        return f'<div class="output">{images.png(png, alt)}</div>'
    if "text/markdown" in data:
        return f'<div class="output">{markdown2html_mistune(data["text/markdown"])}</div>'
    if plain:
        return f'<pre class="stream">{html.escape(plain)}</pre>'
    return ""


def alt_text(plain: str) -> str:
    """The text of a figure no drawing call describes: its plain-text form, if it has one."""
    return plain if plain and not plain.startswith("<") else "figure"


def outputs_html(cell, images: Images, extracted: dict, where: str, figures: list[str]) -> str:
    """The outputs of a cell; ``figures`` are the texts of the figures it draws, in order."""
    texts = iter(figures)
    return "".join(output_html(o, cell.source, images, extracted, where, texts)
                   for o in cell.get("outputs", []))


def shown_cells(nb, stem: str) -> tuple[list, dict]:
    """The cells a page shows, each with its index in the notebook, and the images of their
    outputs (file name -> bytes). nbconvert's preprocessors do the work on a copy: consecutive
    prints of one stream merged into one block, the setup and check cells left out, the code of
    a fold cell left out (``metadata.transient.remove_source``), the images extracted."""
    nb = copy.deepcopy(nb)
    index = {id(c): i for i, c in enumerate(nb.cells)}  # the preprocessors keep the cell objects
    resources = {"unique_key": stem, "outputs": {}}
    for step in (CoalesceStreamsPreprocessor(),
                 TagRemovePreprocessor(remove_cell_tags=cb.SITE_UNSHOWN_TAGS,
                                       remove_input_tags=cb.SITE_OUTPUT_ONLY_TAGS),
                 ExtractOutputPreprocessor(extract_output_types={"image/png", "image/svg+xml"})):
        nb, resources = step.preprocess(nb, resources)
    return [(index[id(c)], c) for c in nb.cells], resources["outputs"]


# ---------------------------------------------------------------------------------------------
# what a figure shows, in words (its alt text), from the code that drew it and what is printed

FIGURES = {  # a drawing function of mjlib.render -> the words a figure of it starts with
    "draw_result": "drawn result", "draw_readings": "drawn readings",
    "draw_combinations": "drawn combinations", "draw_hand": "drawn hand",
    "draw_tiles": "drawn tiles", "draw_family_map": "no-repeat map of the family",
}
# the first line of a result's printed form, and its total
PRINTED_HEAD = re.compile(r"^(\S+)\s+\((green-book|common-practice)\)$")
PRINTED_TOTAL = re.compile(r"^\s*(\d+)\s+total$")


def _called(call: ast.Call) -> str | None:
    return call.func.id if isinstance(call.func, ast.Name) else (
        call.func.attr if isinstance(call.func, ast.Attribute) else None)


def _statements(source: str) -> list:
    try:
        return ast.parse(source).body
    except SyntaxError:  # e.g. a line magic
        return []


def draw_calls(source: str) -> list[ast.Call]:
    """The drawing calls of a cell, in the order their figures come: ``draw_x(...)`` or
    ``display(draw_x(...))`` as a statement of its own."""
    calls = []
    for stmt in _statements(source):
        call = stmt.value if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) \
            else None
        if call is not None and _called(call) == "display" and call.args and \
                isinstance(call.args[0], ast.Call):
            call = call.args[0]
        if call is not None and _called(call) in FIGURES:
            calls.append(call)
    return calls


def printed_results(cell) -> dict[str, tuple[str, str, str | None]]:
    """The results a code cell prints with ``print(name)``: name -> (the hand as printed, the
    preset, the total as printed, or None)."""
    names = [stmt.value.args[0].id for stmt in _statements(cell.source)
             if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
             and _called(stmt.value) == "print" and len(stmt.value.args) == 1
             and isinstance(stmt.value.args[0], ast.Name)]
    text = "".join(o.get("text", "") for o in cell.get("outputs", [])
                   if o.get("output_type") == "stream" and o.get("name") == "stdout")
    blocks: list[list] = []
    for line in text.split("\n"):
        if m := PRINTED_HEAD.match(line):
            blocks.append([m.group(1), m.group(2), None])
        elif blocks and blocks[-1][2] is None and (t := PRINTED_TOTAL.match(line)):
            blocks[-1][2] = t.group(1)
    return dict(zip(names, map(tuple, blocks))) if len(blocks) == len(names) else {}


def _constant(node, default=None):
    return node.value if isinstance(node, ast.Constant) else default


def scored_hand(name: str, cells, upto: int) -> tuple[str, str, list[str]] | None:
    """The hand, the preset and how it was won (the other keywords set) of the last
    ``name = mjlib.score("<hand>", ...)`` in the cell ``upto`` or the closest code cell before it
    that sets ``name``; None if that is not such a call."""
    for cell in reversed(cells[:upto + 1]):
        assigned = [stmt.value for stmt in _statements(cell.source)
                    if cell.cell_type == "code" and isinstance(stmt, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == name for t in stmt.targets)]
        if not assigned:
            continue
        call = assigned[-1]
        if not (isinstance(call, ast.Call) and _called(call) == "score" and call.args
                and isinstance(_constant(call.args[0]), str)):
            return None
        keywords = {k.arg: _constant(k.value) for k in call.keywords}
        how = [k.replace("_", " ") if v is True else f"{k.replace('_', ' ')} {v}"
               for k, v in keywords.items() if k != "rules" and v not in (None, False)]
        return call.args[0].value, keywords.get("rules", "green-book"), how
    return None


def figure_text(call: ast.Call, source: str, printed: dict, cells, index: int) -> str:
    """A figure in words: what is drawn and, for a result, its hand, how it was won and (from
    the printed form right below, where there is one) its total; never a number that is not
    printed there."""
    what = FIGURES[_called(call)]
    arg = call.args[0] if call.args else None
    rules = next((_constant(k.value) for k in call.keywords if k.arg == "rules"), "green-book")
    how, total = [], None
    if isinstance(arg, ast.Name) and (arg.id in printed or scored_hand(arg.id, cells, index)):
        hand, rules, how = scored_hand(arg.id, cells, index) or ("", rules, [])
        if arg.id in printed:
            hand, rules, total = printed[arg.id]
        parts = [f"{what}: {hand}"] + how
    elif isinstance(arg, ast.Constant) and _called(call) == "draw_family_map":
        zh, en = mjlib.FAMILIES.get(arg.value, (arg.value, ""))
        parts = [f"{what} {zh} {en}".rstrip() + ": which fan removes which"]
    elif arg is not None:
        parts = [f"{what}: {arg.value if isinstance(arg, ast.Constant) else ast.unparse(arg)}"]
    else:
        parts = [what]
    if total:
        parts.append(f"{total} fan" + ("" if total == "1" else "s"))
    text = ", ".join(parts) + (f" ({rules})" if rules != "green-book" else "")
    line = source.split("\n")[call.lineno - 1]
    comment = line[call.end_col_offset:].partition("#")[2].strip()
    return f"{text} ({comment})" if comment else text


def figure_texts(cells) -> dict[int, list[str]]:
    """For each code cell that draws: the words of each figure it draws, in order."""
    out = {}
    for i, cell in enumerate(cells):
        calls = draw_calls(cell.source) if cell.cell_type == "code" else []
        if calls:
            following = cells[i + 1] if i + 1 < len(cells) else None
            printed = printed_results(following) if following is not None and \
                following.cell_type == "code" else {}
            out[i] = [figure_text(call, cell.source, printed, cells, i) for call in calls]
    return out


# ---------------------------------------------------------------------------------------------
# the fan reference's anchors, and the links to them

def reference_anchors() -> dict[str, str]:
    """The anchors of the fan reference's page: each entry's heading anchor (as JupyterLab makes
    it, the heading with spaces as -) -> the fan's Chinese name; each group of points' -> the
    points and 番."""
    out = {reference(BY_ID[fan]).anchor: BY_ID[fan].zh for fan in ENTRIES}
    for points, _ in by_points():
        out[group_heading(points).replace(" ", "-")] = f"{points}{WORDS['points'][0]}"
    return out


def _anchor(fragment: str) -> str:
    return urllib.parse.unquote(html.unescape(fragment))


def reference_links(fragment: str, page: str, anchors: dict[str, str]) -> str:
    """A page's links to ``*.ipynb`` point at the pages, those to a heading of the fan reference
    at its anchor there; on the reference's own page its headings get those anchors."""
    target = f"{cb.REFERENCE.stem}.html"
    fragment = re.sub(r'href="([\w.-]+)\.ipynb(#[^"]*)?"',
                      lambda m: f'href="{m.group(1)}.html{m.group(2) or ""}"', fragment)

    def href(m):
        where, frag = m.group(1), _anchor(m.group(2))
        if (where == target or (not where and page == target)) and frag in anchors:
            return f'href="{where}#{html.escape(anchors[frag])}"'
        return m.group(0)

    fragment = re.sub(r'href="([\w.-]*)#([^"]*)"', href, fragment)
    if page == target:
        fragment = re.sub(r'(<h[1-6] id=")([^"]*)"',
                          lambda m: f'{m.group(1)}{html.escape(anchors.get(_anchor(m.group(2)), m.group(2)))}"',
                          fragment)
    return fragment


# ---------------------------------------------------------------------------------------------
# pages

@dataclass
class Notebook:
    path: Path
    nb: object
    title: str

    @property
    def stem(self) -> str:
        return self.path.stem

    @property
    def page(self) -> str:
        return self.stem + ".html"

    @property
    def label(self) -> str:
        number = self.stem.split("-", 1)[0]
        return f"{number} {self.title}"


def cell_html(cell, index: int, nb: Notebook, images: Images, extracted: dict,
              stems: set[str], figures: list[str]) -> str:
    where = f"{nb.path.name}, cell {index}"
    if cell.cell_type == "markdown":
        return f'<div class="md">{markdown_html(cell.source, stems)}</div>'
    if cell.cell_type != "code":
        return ""
    tags = set(cell.metadata.get("tags", []))
    outputs = outputs_html(cell, images, extracted, where, figures)
    removed = cell.metadata.get("transient", {}).get("remove_source")  # TagRemovePreprocessor's
    code = "" if removed else code_html(cell.source)
    if cb.SITE_FOLD_TAG in tags:
        return folded("Show the printed result", "fold", code + outputs) if outputs else ""
    if cb.SITE_ANSWER_TAG in tags:
        return answer_details(code + outputs)
    if is_setup(cell.source):
        return outputs
    return code + outputs


def body_html(nb: Notebook, images: Images, stems: set[str]) -> str:
    figures = figure_texts(nb.nb.cells)
    cells, extracted = shown_cells(nb.nb, nb.stem)
    body = "\n".join(cell_html(c, i, nb, images, extracted, stems, figures.get(i, []))
                      for i, c in cells)
    return reference_links(body, nb.page, reference_anchors())


def pager(prev: Notebook | None, nxt: Notebook | None) -> str:
    left = (f'<a rel="prev" href="{prev.page}">← {html.escape(prev.label)}</a>' if prev
            else '<span></span>')
    right = (f'<a rel="next" href="{nxt.page}">{html.escape(nxt.label)} →</a>' if nxt
             else '<span></span>')
    return (f'<nav class="pager">{left}<a class="contents" href="index.html">Contents 目录</a>'
            f"{right}</nav>")


def page_html(title: str, body: str, nav: str = "") -> str:
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="style.css">
</head>
<body>
<header class="site"><a href="index.html">mjlib · 国标麻将 Chinese Official Mahjong: the course</a></header>
{nav}
<main>
{body}
</main>
{nav}
</body>
</html>
"""


def index_body(start: Notebook, lessons: list[Lesson], stems: set[str]) -> str:
    md = [c.source for c in start.nb.cells if c.cell_type == "markdown"]
    table = cb.course_table(lessons)
    teachers = next((s for s in md if s.lstrip().startswith(TEACHERS_HEADING)), None)
    if teachers is None:
        raise BuildError(f"{start.path.name}: no section starting {TEACHERS_HEADING!r}")
    return (f"<h1>Learn how Chinese Official Mahjong hands are scored</h1>{INTRO}"
            f"{reference_paragraph(lessons)}"
            f'<h2 id="course">The course</h2>'
            f'<div class="course">{markdown_html(table, stems)}</div>'
            f'<div class="md teachers">{markdown_html(teachers, stems)}</div>')


def reference_paragraph(lessons: list[Lesson]) -> str:
    """The index's link to the fan reference, when the course has one."""
    found = [x for x in lessons if x.reference]
    if not found:
        return ""
    return (f'<p class="reference">To look a fan up: <a href="{found[0].stem}.html">'
            f"{html.escape(both(WORDS['title']))}</a>, every fan on one page, by points and by "
            f"family: what it needs, what it removes and what removes it, a hand drawn.</p>")


def style_css() -> str:
    return (ROOT / "scripts" / "site.css").read_text(encoding="utf-8") + "\n" + \
        HtmlFormatter(style="default").get_style_defs(".highlight") + "\n"


def load(paths: list[Path]) -> list[Notebook]:
    out = []
    for p in paths:
        nb = nbformat.read(p, as_version=4)
        out.append(Notebook(p, nb, first_heading(nb, p)))
    return out


def build(out: Path, notebooks_dir: Path = NOTEBOOKS, lessons: list[Lesson] = LESSONS) -> dict:
    """Write the site into ``out`` (a former site there is replaced); return its pages. The pages
    are the lessons of the course table (``lessons``, by default mjlib/course.json's)."""
    import matplotlib

    matplotlib.use("Agg")
    notebooks = load(cb.lesson_files(notebooks_dir, ".ipynb", lessons))
    stems = {n.stem for n in notebooks}
    if out.exists() and any(out.iterdir()):
        if not (out / "index.html").is_file() or not (out / "style.css").is_file():
            raise BuildError(f"{out} holds files that are not a site built here: "
                             "choose an empty or new folder")
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    images = Images(out / "img")
    (out / "style.css").write_text(style_css(), encoding="utf-8")
    pages = {}
    for i, nb in enumerate(notebooks):
        prev = notebooks[i - 1] if i > 0 else None
        nxt = notebooks[i + 1] if i + 1 < len(notebooks) else None
        text = page_html(nb.title, body_html(nb, images, stems), pager(prev, nxt))
        (out / nb.page).write_text(text, encoding="utf-8")
        pages[nb.page] = nb.title
    index = page_html("Chinese Official Mahjong: the course",
                      index_body(notebooks[0], lessons, stems), pager(None, notebooks[0]))
    (out / "index.html").write_text(index, encoding="utf-8")
    pages["index.html"] = "index"
    return {"pages": pages, "out": out}


def sizes(out: Path) -> dict:
    """Bytes: the whole site, and each page with the images it shows."""
    total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    per_page = {}
    for page in sorted(out.glob("*.html")):
        text = page.read_text(encoding="utf-8")
        imgs = set(re.findall(r'src="(img/[^"]+)"', text))
        per_page[page.name] = (page.stat().st_size,
                               page.stat().st_size + sum((out / i).stat().st_size for i in imgs))
    return {"total": total, "pages": per_page}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site", help="where to write (emptied)")
    args = ap.parse_args(argv)
    t = time.perf_counter()
    try:
        built = build(args.out)
    except BuildError as e:
        print(f"build_site: {e}", file=sys.stderr)
        return 1
    s = sizes(args.out)
    largest = max(s["pages"].items(), key=lambda kv: kv[1][1])
    print(f"{len(built['pages'])} pages in {args.out} in {time.perf_counter() - t:.1f} s; "
          f"{s['total'] / 1e6:.1f} MB in all; largest page {largest[0]}: "
          f"{largest[1][0] / 1e3:.0f} kB of HTML, {largest[1][1] / 1e6:.2f} MB with its figures")
    print(f"open {args.out / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
