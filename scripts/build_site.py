"""Build the course as a static site: the executed notebooks (notebooks/*.ipynb) -> site/.

    python -m scripts.build_site              # writes site/
    python -m scripts.build_site --out DIR    # writes DIR/

The site is plain HTML, one style sheet and the scripts of scripts/site/ (``live.js`` on a page
with exercises; ``offline.js`` and ``progress.js`` on every page, and the service worker
``sw.js``: :func:`write_reader_files`): no font, nothing asked of any other host. Every page links
the fan sheet, ``sheet.html`` (``zh/sheet.html``), made by mjlib.course.sheet (:func:`write_sheets`). Its exercises are live: ``py/`` holds the Python runtime
(Pyodide, npm's ``pyodide`` at PYODIDE_VERSION, fetched once per machine into a cache outside the
checkout, ~/.cache/mjlib/pyodide-<version>) and ``py/mjlib.zip``, mjlib's pure-Python part from the
working tree; the page's script loads them from the site itself and draws each exercise's answer
form from ``mjlib.pages.page``. ``build(..., runtime=False)`` (the builder's own tests) leaves the runtime
out.
``index.html`` holds the course table (mjlib/course/course.json) and the section for teachers (taken
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
  ``data-context``) becomes ``data-mj="exercise"``, where live.js draws the answer form (the
  exercise widget's own line is dropped); it is scored here and its answer put right after the
  question, in a closed ``<details>`` (the answer a page whose Python cannot load still shows): the answer the exercise widget shows on "Show answer"
  (``mjlib.widgets.exercise.answer_html``): why, the drawn result, the counted fans and the
  total, the fans not counted with their principle and cause;
- the hand builder (HandBuilder, with the examples its call offers) and the fan picker
  (FanReference) become ``data-mj="builder"`` and ``data-mj="fan-picker"``, where ``tools.js``
  draws them live from ``mjlib.pages.page_tools``; the style sheet gets their rules (scripts/site/
  tools.css), the HTML figure's and the 34 tile faces (PNGs in ``img/``);
- any other widget (a widget view, or the note the notebook builder leaves in its place) becomes
  one line saying how to use it; saved widget state is not copied;
- the code of a cell that holds an exercise or a widget is not shown; the code of any other cell
  shown is folded in a closed ``<details>`` ("Show the code") above its outputs;
- figures (taken out of the outputs by ExtractOutputPreprocessor) and images embedded in HTML
  outputs as ``data:`` URIs are written out as files named after their bytes, PNGs reduced to
  a palette when they are not already;
- a result figure (mjlib's drawn result, whose output's metadata names its hand, win and rules:
  ``{"image/png": {"result": ...}}``) is followed by mjlib's HTML figure of the same result
  (:func:`narrow_result`), which a narrow screen (40rem and less) shows in place of the
  picture, whose tiles would be too small there; a wider one shows the picture; a hand's
  figure (``{"image/png": {"hand": ...}}``) likewise, by mjlib's HTML hand, and the readings
  compared, the fans between sets, a family's map and a set of tiles (``{"readings": ...}``,
  ``{"combinations": ...}``, ``{"family_map": ...}``, ``{"tiles": ...}``) by their HTML faces
  (mjlib.pages.drawn), each made from what mjlib works out now and checked against what the
  figure drew: a figure left stale stops the build, naming its notebook and cell;
- a figure's text (its alt) is the one the figure carries in its output's metadata
  (``{"image/png": {"alt": ...}}``): mjlib's figures say what they draw (``drawn result: <hand>,
  self-drawn, 10 fans``, a family's no-repeat map ...) in the language mjlib writes; a figure
  without one says "figure" (:func:`figures_without_alt` lists them);
- links to ``*.ipynb`` point at the pages, and a notebook's name in code type becomes a link;
  a link shows the page's name (the notebook's, without ``.ipynb``);
- the fan reference (the lesson mjlib/course/course.json marks so) is one page with an anchor per fan,
  its Chinese name (``13-fan-reference.html#全带五``), and one per group of points (``#88番``);
  every link to an entry's heading, from any page, points at that anchor; the index links the
  page.

Two editions. The lessons mjlib/course/course.json marks bilingual have a Chinese edition too
(notebooks/zh/<stem>.ipynb, scripts/course_build.py: the editions); when there are such
notebooks the site has a Chinese edition in ``zh/``: a page per Chinese notebook
(``zh/<stem>.html``) and a Chinese index (``zh/index.html``: the Chinese lessons, each with its
Chinese title, the notebook's first heading, and its time). Each page links the same page in the
other language (``English`` / ``中文``), where there is one. On a Chinese page the links to other
lessons go to their Chinese pages, or to the English page of a lesson that has no Chinese edition
yet; a link to a heading of a Chinese page goes to its Chinese heading (the twin of the English
heading the link names, cell by cell); the page's furniture (its language, ``zh-CN``, its title,
the folds, the widgets' lines, the figures' texts) is Chinese, and so are the answers of its
exercises (mjlib writes Chinese while the page is made). The Chinese pages share ``img/`` and the
style sheet with the English ones.

Pages are made from Jinja templates (scripts/site/templates/, one per kind of page: ``lesson``,
``index``, ``sheet``, each extending ``base``, the shell every page shares), given the page's
language as data and the site's words in that language (mjlib.vocabulary.SITE).
"""

from __future__ import annotations

import argparse
import ast
import base64
import copy
import hashlib
import html
import io
import json
import re
import urllib.parse
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import nbformat
from bs4 import BeautifulSoup
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup
from nbconvert.filters.highlight import Highlight2HTML
from nbconvert.filters.markdown_mistune import markdown2html_mistune
from nbconvert.preprocessors import (CoalesceStreamsPreprocessor, ExtractOutputPreprocessor,
                                     TagRemovePreprocessor)
from pygments.formatters import HtmlFormatter

from scripts import course_build as cb
import mjlib
from scripts.course_build import BuildError
from mjlib.course.lessons import ENTRIES, LESSONS, Lesson, reference
from mjlib.fans import BY_ID
from mjlib.course.fan_reference import WORDS, by_points, entry_heading, group_heading
from mjlib.vocabulary import SITE

ROOT = cb.ROOT
NOTEBOOKS = cb.NOTEBOOKS
EN, ZH = cb.EN, cb.ZH
TEACHERS_HEADING = "## For teachers"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
NBVAL_LINE = re.compile(r"^\s*#\s*NBVAL_\w+\s*$")

LANG_TAG = {EN: "en", ZH: "zh-CN"}  # a page's lang attribute, per edition
TEMPLATES = Environment(loader=FileSystemLoader(ROOT / "scripts" / "site" / "templates"),
                        autoescape=True, trim_blocks=True, lstrip_blocks=True,
                        keep_trailing_newline=True, undefined=StrictUndefined)


def site_words(lang: str) -> dict[str, str]:
    """The words of the site's furniture (mjlib.vocabulary.SITE) in the language of ``lang``."""
    return {key: both.zh if lang == ZH else both.en for key, both in SITE.items()}


# ---------------------------------------------------------------------------------------------
# images

class Images:
    """Figures written once each into ``img/`` under a name made from their bytes; ``prefix``
    is the way from a page to that folder (``img/``, or ``../img/`` from a Chinese page)."""

    def __init__(self, folder: Path, prefix: str = "img/"):
        self.folder = folder
        self.prefix = prefix
        self.folder.mkdir(parents=True, exist_ok=True)

    def png(self, data: bytes, alt: str) -> str:
        from PIL import Image

        im = Image.open(io.BytesIO(data))
        if im.mode != "P":  # not reduced yet: a palette keeps the picture at a third of the bytes
            data = cb.shrink_png(data)
        name = self._write(data, ".png")
        return (f'<img src="{self.prefix}{name}" width="{im.width}" height="{im.height}" '
                f'alt="{html.escape(alt)}" loading="lazy">')

    def svg(self, text: str, alt: str) -> str:
        name = self._write(text.encode("utf-8"), ".svg")
        return f'<img src="{self.prefix}{name}" alt="{html.escape(alt)}" loading="lazy">'

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
    """A notebook's name in code type (with or without ``.ipynb``) becomes a link to it; a link
    to a notebook shows the page's name: the notebook's, without ``.ipynb``, since it opens the
    page. The links still name the notebooks (``.ipynb``): :func:`page_links` points them at
    the pages of the edition."""
    def name(m):  # "<code>04a-score-chow-pair-fans.ipynb</code>" or the name as plain text
        return m.group(1) + m.group(2) + m.group(4) if m.group(2) in stems else m.group(0)

    def code(m):
        stem = m.group(1)
        return f'<a href="{stem}.ipynb"><code>{stem}</code></a>' if stem in stems else m.group(0)

    # code spans inside a link lose ".ipynb"; those outside become links
    parts = re.split(r"(<a\b.*?</a>)", fragment, flags=re.S)
    return "".join(re.sub(r"(>)([\w-]+?)(\.ipynb)(<)", name, p) if p.startswith("<a") else
                   re.sub(r"<code>([\w-]+?)(?:\.ipynb)?</code>", code, p) for p in parts)


# a Chinese letter or full-width punctuation, and what starts a block of markdown
WIDE = r"[\u2018\u2019\u201c\u201d\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]"
BLOCK_START = re.compile(r"^\s*(?:[-*+]\s|\d+[.)]\s|#|>|\||```|~~~|<|$)|^\s{4}")
WIDE_END = re.compile(WIDE + r"[*_~]*$")
WIDE_START = re.compile(r"^[*_~\[]*" + WIDE)


def join_chinese_lines(text: str) -> str:
    """Markdown whose lines of one paragraph are joined where both sides of the break are Chinese:
    a browser shows a line break in the source as a space, which Chinese does not put between
    its words. Fenced blocks, headings, lists, tables, quotes and hard breaks are left alone."""
    lines, fence, out = text.split("\n"), False, []
    for line in lines:
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        previous = out[-1] if out else ""
        if (not fence and out and WIDE_END.search(previous) and WIDE_START.match(line.lstrip())
                and not BLOCK_START.match(line) and not previous.endswith(("  ", "\\"))
                and not re.match(r"^\s*(?:#|\||```|~~~)", previous)):
            out[-1] = previous + line.lstrip()
        else:
            out.append(line)
    return "\n".join(out)


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
    result (and its HTML figure, which a narrow page shows in place of the picture), the counted
    fans and the total, the fans not counted with principle and cause (in the language mjlib
    writes now)."""
    from mjlib.practice.exercise import ExerciseModel
    from mjlib.widgets.exercise import answer_html

    return answer_html(ExerciseModel.from_attributes(hand, context_json), narrow=True)


def question_answer(hand: str, kind: str, context_json: str) -> str:
    """The answer to a question of lesson 01 (mjlib.practice.questions): the right choice and why."""
    from mjlib.practice.questions import Question
    from mjlib.widgets.question import answer_html

    context = json.loads(context_json)
    return answer_html(Question(hand, kind, rules=context.pop("rules", "green-book"), **context))


def answer_details(inner: str, lang: str = EN) -> str:
    return folded(site_words(lang)["answer"], "answer", inner)


def folded(summary: str, kind: str, inner: str) -> str:
    """A closed <details>: opens on a click, without JavaScript."""
    return (f'<details class="{kind}"><summary>{summary}</summary>'
            f'<div class="{kind}-body">{inner}</div></details>')


# ---------------------------------------------------------------------------------------------
# outputs

def html_output(fragment: str, images: Images, where: str, lang: str = EN) -> str:
    """An HTML output, each exercise followed by its answer, embedded images written out."""
    soup = BeautifulSoup(fragment, "html.parser")
    for tag in soup.find_all("script"):
        tag.decompose()
    for div in soup.select("div.mjlib-exercise"):
        hand, context = div.get("data-hand"), div.get("data-context")
        if not hand or context is None:
            raise BuildError(f"{where}: an exercise without data-hand or data-context")
        try:
            with mjlib.writing(lang):
                answer = exercise_answer(hand, context)
        except Exception as e:
            raise BuildError(f"{where}: the exercise {hand!r} ({context}) cannot be scored: "
                             f"{type(e).__name__}: {e}") from e
        div["data-mj"] = "exercise"  # live.js draws the answer form here
        if not div.has_attr("data-lesson"):
            div["data-lesson"] = ""
        div.insert_after(BeautifulSoup(answer_details(answer, lang), "html.parser"))
    for div in soup.select("div.mjlib-question-choice"):  # lesson 01's questions: the answer
        try:                                              # behind a click, as for an exercise
            with mjlib.writing(lang):
                answer = question_answer(div.get("data-hand"), div.get("data-kind"),
                                         div.get("data-context", "{}"))
        except Exception as e:
            raise BuildError(f"{where}: the question {div.get('data-hand')!r} cannot be "
                             f"answered: {type(e).__name__}: {e}") from e
        div["data-mj"] = "question"  # live.js draws its choices and Check here
        div.insert_after(BeautifulSoup(answer_details(answer, lang), "html.parser"))
    for img in soup.find_all("img"):
        m = re.match(r"data:image/(png|svg\+xml);base64,(.*)$", img.get("src", ""), re.S)
        if m:
            data = base64.b64decode(m.group(2))
            alt = img.get("alt", site_words(lang)["figure"])
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
                lang: str = EN) -> str:
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
        name = widget_name(output, source)
        tool = live_tool(name, source, lang)
        if tool is not None:
            return tool
        return "" if name in ("Exercise", "Question") else cb.widget_line(name, lang)  # live
    if "text/html" in data:
        return html_output(data["text/html"], images, where, lang)
    files = output.get("metadata", {}).get("filenames", {})  # ExtractOutputPreprocessor's
    if "image/svg+xml" in files:
        svg = extracted[files["image/svg+xml"]].decode("utf-8")
        alt = figure_alt(output, "image/svg+xml") or alt_text(plain, lang)
        return f'<div class="output">{images.svg(svg, alt)}</div>'
    if "image/png" in files:
        png = extracted[files["image/png"]]
        alt = figure_alt(output, "image/png") or alt_text(plain, lang)
        narrow = narrow_result(output, where, lang)
        if narrow:
            return f'<div class="output mj-figure-pair">{images.png(png, alt)}{narrow}</div>'
        return f'<div class="output">{images.png(png, alt)}</div>'
    if "text/markdown" in data:
        return f'<div class="output">{markdown2html_mistune(data["text/markdown"])}</div>'
    if plain:
        return f'<pre class="stream">{html.escape(plain)}</pre>'
    return ""


FIGURE_TYPES = ("image/png", "image/svg+xml")


def figure_alt(output, mime: str) -> str | None:
    """A figure's own text (its alt): what the object the notebook displayed says it shows, kept
    in the output's metadata (``{"image/png": {"alt": ...}}``, as mjlib's figures give it)."""
    alt = output.get("metadata", {}).get(mime, {}).get("alt")
    return alt if isinstance(alt, str) and alt.strip() else None


def narrow_result(output, where: str, lang: str = EN) -> str:
    """The HTML figure that a narrow page shows in place of a drawn picture, whose tiles or words
    would be too small there: made from what the figure names as data in its output's metadata
    (MahjongFigure.shows): a result's hand, win and rules (``{"image/png": {"result": ...}}``,
    mjlib.pages.figure.narrow_figure), a hand (``{"hand": ...}``, mjlib.pages.figure.narrow_hand),
    or the readings, combinations, family map or tiles it drew (mjlib.pages.drawn.narrow_drawn),
    in the page's language; "" for any other figure. BuildError when that data cannot be read, or
    is no longer what mjlib works out (a total, a reading, a bracket, an arrow)."""
    from mjlib.errors import HandError
    from mjlib.pages.drawn import KINDS, narrow_drawn
    from mjlib.pages.figure import narrow_figure, narrow_hand, read_drawn

    meta = output.get("metadata", {}).get("image/png", {})
    if not isinstance(meta, dict):
        return ""
    kinds = [k for k in ("result", "hand", *KINDS) if k in meta]
    if not kinds:
        return ""
    try:
        with mjlib.writing(lang):
            if kinds[0] == "result":
                return narrow_figure(read_drawn(meta["result"], where))
            if kinds[0] == "hand":
                return narrow_hand(meta["hand"], where)
            return narrow_drawn(kinds[0], meta[kinds[0]], where)
    except HandError as e:
        raise BuildError(e.en) from None


def alt_text(plain: str, lang: str = EN) -> str:
    """The text of a figure that carries none (:func:`figures_without_alt` lists them): its
    plain-text form, if it has one, else "figure"."""
    if plain and not plain.startswith("<"):
        return plain
    return site_words(lang)["figure"]


def figures_without_alt(nb) -> list[int]:
    """The cells (indices) of a notebook with a figure output that carries no text of its own:
    its page shows the fallback of :func:`alt_text` there. (An output with HTML shows the HTML,
    whose images have their own alt.)"""
    def bare(output) -> bool:
        data = output.get("data", {})
        shown = [m for m in FIGURE_TYPES if m in data]
        return bool(shown) and "text/html" not in data and cb.WIDGET_VIEW not in data and \
            figure_alt(output, shown[0]) is None

    return [i for i, cell in enumerate(nb.cells) if cell.cell_type == "code"
            and any(bare(o) for o in cell.get("outputs", []))]


def outputs_html(cell, images: Images, extracted: dict, where: str, lang: str = EN) -> str:
    """The outputs of a cell."""
    return "".join(output_html(o, cell.source, images, extracted, where, lang)
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


# a drill's or a live tool's call, read from its cell's code (drill_place, live_tool)

def _called(call: ast.Call) -> str | None:
    return call.func.id if isinstance(call.func, ast.Name) else (
        call.func.attr if isinstance(call.func, ast.Attribute) else None)


def _statements(source: str) -> list:
    try:
        return ast.parse(source).body
    except SyntaxError:  # e.g. a line magic
        return []


def _constant(node, default=None):
    return node.value if isinstance(node, ast.Constant) else default


# ---------------------------------------------------------------------------------------------
# the fan reference's anchors, the headings of the Chinese pages, and the links to them

def reference_anchors() -> dict[str, str]:
    """The anchors of the fan reference's page: each entry's heading anchor (as JupyterLab makes
    it, the heading with spaces as -) -> the fan's Chinese name; each group of points' -> the
    points and 番."""
    out = {reference(BY_ID[fan]).anchor: BY_ID[fan].zh for fan in ENTRIES}
    out |= {entry_heading(fan, ZH).replace(" ", "-"): BY_ID[fan].zh for fan in ENTRIES}
    for points, _ in by_points():
        for lang in (EN, ZH):  # the group's heading in either edition
            out[group_heading(points, lang).replace(" ", "-")] = f"{points}{WORDS['points'].zh}"
    return out


def _anchor(fragment: str) -> str:
    return urllib.parse.unquote(html.unescape(fragment))


HEADING_ID = re.compile(r'<h[1-6] id="([^"]*)"')


def twin_cells(english, chinese) -> list[tuple] | None:
    """The cells of a lesson's two editions, paired: the Chinese notebook is the English one
    with each text cell in Chinese and a setup cell after the title (scripts/course_build.py);
    None when the two do not pair so."""
    language_cell = cb.LANGUAGE_CELL.format(lang=ZH)
    cells = [c for c in chinese.cells if not (c.cell_type == "code" and
                                              c.source == language_cell)]
    if len(cells) != len(english.cells) or \
            any(a.cell_type != b.cell_type for a, b in zip(english.cells, cells)):
        return None
    return list(zip(english.cells, cells))


def heading_twins(english, chinese) -> dict[str, str]:
    """The headings of a Chinese page: the English heading's anchor (decoded) -> the anchor of
    its Chinese twin (as the page writes it). Headings pair cell by cell, in order, where a text
    cell and its twin have as many."""
    out: dict[str, str] = {}
    for en, zh in twin_cells(english, chinese) or []:
        if en.cell_type != "markdown":
            continue
        a = HEADING_ID.findall(markdown2html_mistune(en.source))
        b = HEADING_ID.findall(markdown2html_mistune(zh.source))
        if len(a) == len(b):
            out.update({_anchor(x): y for x, y in zip(a, b)})
    return out


LESSON_LINK = re.compile(r"(?:\.\./)?([\w.-]+)\.ipynb(?:#(.*))?", re.S)
PAGE_LINK = re.compile(r"([\w.-]*)#(.*)", re.S)


def page_links(fragment: str, edition: "Edition", page: str | None) -> str:
    """The links of a page of ``edition`` (``page``: its lesson's stem; None for the index): a
    link to a notebook (``X.ipynb``, ``../X.ipynb``) points at the lesson's page in this edition,
    or at its English page where it has none here; a link to a heading at that heading there
    (the fan reference's entries at their anchors, a Chinese page's at its Chinese twin). On the
    fan reference's own page its headings get those anchors."""
    target = f"{cb.REFERENCE.stem}.html"

    def href(m):
        link = m.group(1)
        if lesson := LESSON_LINK.fullmatch(link):
            return f'href="{edition.href(lesson.group(1), lesson.group(2))}"'
        if (same := PAGE_LINK.fullmatch(link)) and page is not None:
            where, frag = same.groups()
            if not where:
                return f'href="#{edition.anchor(page, frag)}"'
            if where == target:
                return f'href="{where}#{edition.anchor(cb.REFERENCE.stem, frag)}"'
        return m.group(0)

    fragment = re.sub(r'href="([^"]*)"', href, fragment)
    if page == cb.REFERENCE.stem:
        anchors = edition.reference_anchors
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


EVERY_EDITION = ("index.html", "sheet.html")  # the pages each edition has, lessons aside


@dataclass
class Edition:
    """The pages of one language: its notebooks in the course's order, the way from its pages
    to the site's root (``up``), and what a link from one of its pages needs to know."""

    lang: str
    notebooks: list[Notebook]
    up: str                              # "" (English) or "../" (Chinese, in zh/)
    other: set[str]                      # the stems with a page in the other edition
    headings: dict[str, dict[str, str]]  # Chinese: stem -> English heading anchor -> its twin's
    reference_anchors: dict[str, str]

    @property
    def stems(self) -> set[str]:
        return {n.stem for n in self.notebooks}

    @property
    def folder(self) -> str:
        return "" if self.lang == EN else f"{ZH}/"

    def anchor(self, stem: str, fragment: str) -> str:
        """A heading's anchor in lesson ``stem``'s page of this edition: a fan reference entry's
        is its Chinese name, a Chinese page's the anchor of the English heading's twin."""
        decoded = _anchor(fragment)
        if stem == cb.REFERENCE.stem and decoded in self.reference_anchors:
            return html.escape(self.reference_anchors[decoded])
        if stem in self.stems and decoded in self.headings.get(stem, {}):
            return self.headings[stem][decoded]
        return fragment

    def href(self, stem: str, fragment: str | None = None) -> str:
        """The link from a page of this edition to lesson ``stem`` (at a heading): its page in
        this edition, else its English one."""
        base = f"{stem}.html" if stem in self.stems else f"{self.up}{stem}.html"
        if fragment is None:
            return base
        here = self if stem in self.stems else replace_lang(self, EN)
        return f"{base}#{here.anchor(stem, fragment)}"

    def twin(self, page: str) -> str | None:
        """The same page in the other language, from a page of this one (``index.html``,
        ``sheet.html`` or a lesson's page), if there is one."""
        stem = page[:-len(".html")]
        if page not in EVERY_EDITION and stem not in self.other:
            return None
        if page in EVERY_EDITION and not self.other:
            return None
        return f"{ZH}/{page}" if self.lang == EN else f"../{page}"


def replace_lang(edition: Edition, lang: str) -> Edition:
    """The edition's links as an English page would make them (for a lesson it has no page of)."""
    return Edition(lang, [], "", set(), {}, edition.reference_anchors)


def cell_html(cell, index: int, nb: Notebook, images: Images, extracted: dict,
              stems: set[str], lang: str = EN) -> str:
    where = f"{'' if lang == EN else ZH + '/'}{nb.path.name}, cell {index}"
    if cell.cell_type == "markdown":
        text = cell.source if lang == EN else join_chinese_lines(cell.source)
        return f'<div class="md">{markdown_html(text, stems)}</div>'
    if cell.cell_type != "code":
        return ""
    drill = drill_place(cell.source, lang, nb.stem)
    if drill:
        return drill
    tags = set(cell.metadata.get("tags", []))
    outputs = outputs_html(cell, images, extracted, where, lang)
    removed = cell.metadata.get("transient", {}).get("remove_source")  # TagRemovePreprocessor's
    code = "" if removed else code_html(cell.source)
    if cb.SITE_FOLD_TAG in tags:
        return folded(site_words(lang)["printed"], "fold", code + outputs) if outputs else ""
    if cb.SITE_ANSWER_TAG in tags:
        return answer_details(code + outputs, lang)
    if is_setup(cell.source):
        return outputs
    return folded_code(code, outputs, lang)


# the live drill ------------------------------------------------------------------------------

LIVE_SCRIPTS = ("drill.js", "live.js")  # drill.js registers itself with live.js: it comes first


def drill_place(source: str, lang: str = EN, stem: str = "") -> str | None:
    """A lesson's drill cell (``Drill(family="chows", seed=4, lesson=LESSON)``, the call alone)
    as the place drill.js draws the live drill in (``data-mj="drill"`` with its family and seed,
    level 2 as the notebook's drill starts, and ``data-lesson``: the lesson whose taught fans
    bound its hands, ``LESSON`` being the page's own, ``stem``); None for any other cell."""
    body = _statements(source)
    if len(body) != 1 or not isinstance(body[0], ast.Expr) or \
            not isinstance(body[0].value, ast.Call) or _called(body[0].value) != "Drill":
        return None
    call = body[0].value
    nodes = dict(zip(("family", "seed"), call.args))
    nodes.update({k.arg: k.value for k in call.keywords if k.arg})
    lesson = nodes.pop("lesson", None)
    bound = stem if isinstance(lesson, ast.Name) and lesson.id == "LESSON" and stem \
        else _constant(lesson, lesson) if lesson is not None else ""
    given = {k: _constant(v, v) for k, v in nodes.items()}
    family, seed = given.get("family") or "all", given.get("seed", 0)
    if not isinstance(family, str) or not isinstance(seed, int) or not isinstance(bound, str) or \
            set(given) - {"family", "seed"} or \
            len(nodes) + (lesson is not None) < len(call.args) + len(call.keywords):
        raise BuildError(f"a drill cell the site cannot draw: {source.strip()!r}")
    return (f'<div class="drill" data-mj="drill" data-family="{html.escape(family)}" '
            f'data-seed="{seed}" data-level="2" data-lesson="{html.escape(bound)}"></div>')


def page_scripts(body: str) -> list[str]:
    """The scripts a page loads: the live exercises', questions' or drill's (drill.js, live.js),
    the live tools' (tools.js) where it holds one, and on every page the reader's
    (READER_SCRIPTS)."""
    drill = 'data-mj="drill"' in body
    exercise = 'data-mj="exercise"' in body or 'data-mj="question"' in body
    tools = re.search(r'data-mj="(?:builder|fan-picker)"', body) is not None
    live = [n for n, wanted in zip(LIVE_SCRIPTS, (drill, drill or exercise)) if wanted]
    return live + (["tools.js"] if tools else []) + list(READER_SCRIPTS)


def body_html(nb: Notebook, images: Images, stems: set[str], edition: Edition) -> str:
    cells, extracted = shown_cells(nb.nb, nb.stem)
    body = "\n".join(cell_html(c, i, nb, images, extracted, stems, edition.lang)
                     for i, c in cells)
    return page_links(body, edition, nb.stem)


def render_page(kind: str, edition: Edition, page: str, title: str, body: str = "",
                prev: Notebook | None = None, nxt: Notebook | None = None, **data) -> str:
    """A page of ``edition`` from the template of its kind (scripts/site/templates/
    <kind>.html.j2): the shell every page shares (the header with the links to the index, the
    fan sheet and the same page in the other language; the pager above and below) around
    ``body`` or what ``data`` gives the template."""
    twin = edition.twin(page)
    return TEMPLATES.get_template(f"{kind}.html.j2").render(
        lang=LANG_TAG[edition.lang], other_lang=LANG_TAG[ZH if edition.lang == EN else EN],
        w=site_words(edition.lang), title=title, up=edition.up, twin=twin,
        scripts=page_scripts(body), body=Markup(body), prev=prev, next=nxt, **data)


def teachers_cell(start: Notebook) -> str:
    md = [c.source for c in start.nb.cells if c.cell_type == "markdown"]
    teachers = next((s for s in md if s.lstrip().startswith(TEACHERS_HEADING)), None)
    if teachers is None:
        raise BuildError(f"{start.path.name}: no section starting {TEACHERS_HEADING!r}")
    return teachers


def index_page(edition: Edition, start: Notebook, lessons: list[Lesson],
               stems: set[str]) -> str:
    """The index of an edition: the English one the course table as the README has it, the
    Chinese one its lessons (each its Chinese title and time) and how many are in English only;
    the way to the fan reference; the section for teachers (from the first lesson, 00-start-here,
    in the edition's language, or else a link to the English one)."""
    def fragment(markdown: str) -> Markup:
        return Markup(page_links(markdown_html(markdown, stems), edition, None))

    by_stem = {x.stem: x for x in lessons}
    course, rows, teachers = None, [], None
    if edition.lang == EN:
        course = fragment(cb.course_table(lessons))
        teachers = fragment(teachers_cell(start))
    else:
        rows = [{"number": n.stem.split("-", 1)[0], "page": n.page, "title": n.title,
                 "time": by_stem[n.stem].time_zh} for n in edition.notebooks]
        here = next((n for n in edition.notebooks if n.stem == start.stem), None)
        twin = next((zh.source for en, zh in twin_cells(start.nb, here.nb) or []
                     if en.cell_type == "markdown"
                     and en.source.lstrip().startswith(TEACHERS_HEADING)), None) if here else None
        teachers = fragment(join_chinese_lines(twin)) if twin is not None else None
    found = [x for x in lessons if x.reference]
    with mjlib.writing(edition.lang):
        reference_link = {"href": edition.href(found[0].stem), "title": WORDS["title"].label(),
                          "english": found[0].stem not in edition.stems} if found else None
    return render_page("index", edition, "index.html", site_words(edition.lang)["index"],
                       nxt=edition.notebooks[0], course=course, rows=rows, teachers=teachers,
                       reference=reference_link,
                       missing=sum(1 for x in lessons if x.stem not in edition.stems))


def style_css() -> str:
    return (ROOT / "scripts" / "site.css").read_text(encoding="utf-8") + "\n" + \
        (SITE_FILES / "live.css").read_text(encoding="utf-8") + "\n" + \
        "".join((SITE_FILES / name).read_text(encoding="utf-8") + "\n" for name in READER_CSS) + \
        HtmlFormatter(style="default").get_style_defs(".highlight") + "\n"


def load(paths: list[Path]) -> list[Notebook]:
    out = []
    for p in paths:
        nb = nbformat.read(p, as_version=4)
        out.append(Notebook(p, nb, first_heading(nb, p)))
    return out


def chinese_files(folder: Path, lessons: list[Lesson]) -> list[Path]:
    """The Chinese notebook of each bilingual lesson (``folder``: notebooks/zh), in the course's
    order; a Chinese notebook of a lesson the course table does not mark bilingual, or a
    bilingual lesson without its Chinese notebook, stops the build."""
    wanted = [x.stem for x in lessons if x.bilingual]
    found = {p.stem for p in folder.glob("[0-9]*.ipynb")} if folder.is_dir() else set()
    if found - set(wanted):
        raise BuildError(f"{folder.name}/ holds the Chinese edition of lessons the course table "
                         "(mjlib/course/course.json) does not mark bilingual: "
                         f"{', '.join(s + '.ipynb' for s in sorted(found - set(wanted)))}")
    if set(wanted) - found:
        raise BuildError(f"missing from {folder.parent.name}/{folder.name}/, the Chinese "
                         "edition of lessons marked bilingual: "
                         f"{', '.join(s + '.ipynb' for s in wanted if s not in found)}")
    return [folder / f"{stem}.ipynb" for stem in wanted]


def editions(english: list[Notebook], chinese: list[Notebook]) -> tuple[Edition, Edition]:
    anchors = reference_anchors()
    by_stem = {n.stem: n for n in english}
    headings = {n.stem: heading_twins(by_stem[n.stem].nb, n.nb) for n in chinese}
    return (Edition(EN, english, "", {n.stem for n in chinese}, {}, anchors),
            Edition(ZH, chinese, "../", {n.stem for n in english}, headings, anchors))


def write_edition(out: Path, edition: Edition, images: Images, stems: set[str],
                  pages: dict) -> None:
    notebooks = edition.notebooks
    for i, nb in enumerate(notebooks):
        prev = notebooks[i - 1] if i > 0 else None
        nxt = notebooks[i + 1] if i + 1 < len(notebooks) else None
        with mjlib.writing(edition.lang):
            body = body_html(nb, images, stems, edition)
        text = render_page("lesson", edition, nb.page, nb.title, body, prev, nxt)
        (out / nb.page).write_text(text, encoding="utf-8")
        pages[edition.folder + nb.page] = nb.title


def build(out: Path, notebooks_dir: Path = NOTEBOOKS, lessons: list[Lesson] = LESSONS,
          runtime: bool = False) -> dict:
    """Write the site into ``out`` (a former site there is replaced); return its pages, and the
    cells of each page whose figures carry no text of their own (``without_text``). The pages
    are the lessons of the course table (``lessons``, by default mjlib/course/course.json's), and the
    Chinese edition of those it marks bilingual (``notebooks_dir``/zh), in ``out``/zh. With
    ``runtime``, ``out``/py gets the Python runtime (:func:`pyodide_files`) beside mjlib.zip."""
    files = pyodide_files() if runtime else []
    import matplotlib

    matplotlib.use("Agg")
    notebooks = load(cb.lesson_files(notebooks_dir, ".ipynb", lessons))
    chinese = load(chinese_files(notebooks_dir / ZH, lessons))
    stems = {n.stem for n in notebooks}
    if out.exists() and any(out.iterdir()):
        if not (out / "index.html").is_file() or not (out / "style.css").is_file():
            raise BuildError(f"{out} holds files that are not a site built here: "
                             "choose an empty or new folder")
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "style.css").write_text(style_css() + tools_css(out), encoding="utf-8")
    for name in LIVE_SCRIPTS + ("tools.js", "python.mjs"):
        shutil.copy(SITE_FILES / name, out / name)
    (out / "py").mkdir()
    (out / "py" / "mjlib.zip").write_bytes(mjlib_zip())
    for f in files:
        if f.name == "pyodide-lock.json":
            (out / "py" / f.name).write_text(site_lockfile(f), encoding="utf-8")
        else:
            shutil.copy(f, out / "py" / f.name)
    english, zh = editions(notebooks, chinese)
    pages: dict[str, str] = {}
    write_edition(out, english, Images(out / "img"), stems, pages)
    (out / "index.html").write_text(index_page(english, notebooks[0], lessons, stems),
                                    encoding="utf-8")
    pages["index.html"] = "index"
    if chinese:
        (out / ZH).mkdir()
        write_edition(out / ZH, zh, Images(out / "img", "../img/"), stems, pages)
        (out / ZH / "index.html").write_text(index_page(zh, notebooks[0], lessons, stems),
                                             encoding="utf-8")
        pages[f"{ZH}/index.html"] = "index"
    write_sheets(out, [english, zh] if chinese else [english], pages)
    write_reader_files(out)
    bare = {e.folder + n.page: figures_without_alt(n.nb) for e in (english, zh)
            for n in e.notebooks}
    return {"pages": pages, "out": out, "without_text": {k: v for k, v in bare.items() if v}}


# ---------------------------------------------------------------------------------------------
# the reader's side of every page: the fan sheet, progress kept in the browser, offline use

READER_SCRIPTS = ("offline.js", "progress.js")  # on every page (scripts/site/)
READER_CSS = ("sheet.css", "reader.css")        # appended to style.css


def write_sheets(out: Path, editions: list[Edition], pages: dict) -> None:
    """``sheet.html`` (and ``zh/sheet.html`` when the site has a Chinese edition): every fan on
    two printed A4 pages, from mjlib.course.sheet; each links the other."""
    from mjlib.course.sheet import WORDS as SHEET, sheet_html

    for edition in editions:
        title = SHEET["title"].en if edition.lang == EN else SHEET["title"].zh
        text = render_page("sheet", edition, "sheet.html", title, sheet_html(edition.lang))
        (out / edition.folder / "sheet.html").write_text(text, encoding="utf-8")
        pages[edition.folder + "sheet.html"] = title


def write_reader_files(out: Path) -> None:
    """The scripts every page loads, and the service worker (``sw.js``, at the site's top so that
    it serves every page): its version is made from every other file of the site, so a new build
    replaces what a browser kept; the runtime's files are kept on a first visit."""
    for name in READER_SCRIPTS:
        shutil.copy(SITE_FILES / name, out / name)
    digest = hashlib.sha256()
    for path in sorted(p for p in out.rglob("*") if p.is_file() and p != out / "sw.js"):
        digest.update(path.relative_to(out).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    runtime = sorted(f"py/{p.name}" for p in (out / "py").iterdir() if p.is_file())
    worker = (SITE_FILES / "sw.js").read_text(encoding="utf-8")
    worker = worker.replace('"__VERSION__"', f'"{digest.hexdigest()[:16]}"').replace(
        "[/* __RUNTIME__ */]", "[" + ", ".join(f'"{name}"' for name in runtime) + "]")
    (out / "sw.js").write_text(worker, encoding="utf-8")


# the live tools: the hand builder (the sandbox) and the fan picker (the fan reference), drawn by
# tools.js from mjlib.pages.page_tools; the code of a live question or tool is not shown, other code
# is folded

TOOLS = {"HandBuilder": "builder", "FanReference": "fan-picker"}


def live_tool(name: str | None, source: str, lang: str = EN) -> str | None:
    """Where tools.js draws a live tool in place of a widget of the notebook: the hand builder
    (``data-mj="builder"``, with the examples the notebook's HandBuilder offers in
    ``data-examples``) or the fan picker (``data-mj="fan-picker"``, open at the fan the
    notebook's FanReference shows, ``data-fan``); None for any other widget. The widget's line
    stays inside, for a page whose Python cannot load."""
    kind = TOOLS.get(name or "")
    if kind is None:
        return None
    call = next((n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call)
                 and _called(n) == name), None)
    attrs = f'data-mj="{kind}"'
    if kind == "builder":
        examples = builder_examples(call, lang) if call is not None else []
        attrs += f" data-examples='{html.escape(json.dumps(examples, ensure_ascii=False))}'"
    elif call is not None and call.args and isinstance(_constant(call.args[0]), str):
        attrs += f' data-fan="{html.escape(call.args[0].value)}"'
    return f'<div class="mj-tool" {attrs}>{cb.widget_line(name, lang)}</div>'


def builder_examples(call: ast.Call, lang: str = EN) -> list[dict]:
    """The examples of a ``HandBuilder(examples={label: hand or (hand, flags)})`` call, each
    label written as a constant or as ``pick(English, Chinese)`` (the one of ``lang`` taken)."""
    given = next((k.value for k in call.keywords if k.arg == "examples"), None)
    if not isinstance(given, ast.Dict):
        return []
    out = []
    for key, value in zip(given.keys, given.values):
        if isinstance(key, ast.Call) and _called(key) == "pick" and len(key.args) == 2:
            label = _constant(key.args[0 if lang == EN else 1])
        else:
            label = _constant(key)
        try:
            hand = ast.literal_eval(value)
        except ValueError:
            continue
        hand, flags = hand if isinstance(hand, tuple) else (hand, {})
        if isinstance(label, str) and isinstance(hand, str) and isinstance(flags, dict):
            out.append({"label": label, "hand": hand, "flags": flags})
    return out


def folded_code(code: str, outputs: str, lang: str = EN) -> str:
    """A worked example's code folded above its outputs (a click opens it); a cell whose
    outputs hold a live question or tool, or a widget's line, shows none of its code."""
    if not code:
        return outputs
    if re.search(r'data-mj="(?:exercise|drill|builder|fan-picker)"|class="widget-note"', outputs):
        return outputs
    return folded(site_words(lang)["code"], "code-fold", code) + outputs


def tools_css(out: Path) -> str:
    """The live tools' style sheet (scripts/site/tools.css), the HTML figures' (and their rules
    on a phone), and the 34 tile faces as mjlib.render draws them, each a PNG in ``img/`` that an
    ``mj-t-<tile>`` class paints."""
    from mjlib.pages.drawn import DRAWN_CSS
    from mjlib.pages.figure import FIGURE_CSS, narrow_css, tile_class
    from mjlib.widgets.present import tile_faces

    images = Images(out / "img")
    rules = [f".mj-face.{tile_class(t)} {{ background-image: "
             f"url(img/{images._write(cb.shrink_png(png), '.png')}); }}"
             for t, png in tile_faces(dpi=144).items()]
    return ((SITE_FILES / "tools.css").read_text(encoding="utf-8") + "\n"
            + "\n".join(FIGURE_CSS + DRAWN_CSS) + "\n" + narrow_css() + "\n" + "\n".join(rules)
            + "\n")


# ---------------------------------------------------------------------------------------------
# the Python in the reader's browser

SITE_FILES = ROOT / "scripts" / "site"
PYODIDE_VERSION = "314.0.8"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
NOT_IN_THE_BROWSER = ("render", "widgets", "__pycache__")  # matplotlib and ipywidgets do not run there


def pyodide_cache() -> Path:
    """Where npm keeps the pinned runtime for every build on this machine."""
    import os

    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "mjlib" / f"pyodide-{PYODIDE_VERSION}"


def pyodide_files(cache: Path | None = None) -> list[Path]:
    """The runtime's files, fetched by npm into ``cache`` the first time (then reused);
    BuildError naming the missing tool when npm is not installed, or npm's own error."""
    import subprocess

    import fcntl

    cache = cache or pyodide_cache()
    folder = cache / "node_modules" / "pyodide"

    def fetched() -> bool:
        return all((folder / name).is_file() for name in PYODIDE_FILES)

    if not fetched():
        npm = shutil.which("npm")
        if npm is None:
            raise BuildError("npm is missing: it fetches the site's Python runtime (pyodide "
                             f"{PYODIDE_VERSION}) once; install it: apt-get install npm")
        cache.mkdir(parents=True, exist_ok=True)
        with open(cache / ".lock", "w") as lock:  # two builds at once fetch it once
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not fetched():
                run = subprocess.run([npm, "install", "--no-save", "--no-audit", "--no-fund",
                                      "--prefix", str(cache), f"pyodide@{PYODIDE_VERSION}"],
                                     capture_output=True, text=True)
                missing = [n for n in PYODIDE_FILES if not (folder / n).is_file()]
                if run.returncode != 0 or missing:
                    raise BuildError(f"npm could not fetch pyodide@{PYODIDE_VERSION} into "
                                     f"{cache}: " + (run.stderr.strip().splitlines()
                                                     or [f"missing {missing}"])[-1])
    return [folder / name for name in PYODIDE_FILES]


def site_lockfile(path: Path) -> str:
    """The runtime's lock file as the site needs it: its ``info`` (the runtime checks it), no
    packages. The npm package's lists every package of Pyodide's CDN (120 kB that a page
    downloads and reads before it is live); the site installs none of them."""
    lock = json.loads(path.read_text(encoding="utf-8"))
    return json.dumps({"info": lock["info"], "packages": {}})


def mjlib_zip() -> bytes:
    """mjlib's pure-Python part (the package without render/ and widgets/) as a zip whose top
    folder is ``mjlib``, files in a fixed order and with a fixed date (the same tree, the same
    bytes)."""
    import zipfile

    package = Path(mjlib.__file__).parent
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted(package.rglob("*")):
            relative = path.relative_to(package)
            if not path.is_file() or relative.parts[0] in NOT_IN_THE_BROWSER or \
                    "__pycache__" in relative.parts or path.suffix == ".pyc":
                continue
            info = zipfile.ZipInfo(f"mjlib/{relative.as_posix()}", (2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, path.read_bytes())
    return buf.getvalue()


def sizes(out: Path) -> dict:
    """Bytes: the whole site, and each page (``zh/`` ones included) with the images it shows."""
    total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    per_page = {}
    for page in sorted(out.glob("*.html")) + sorted(out.glob(f"{ZH}/*.html")):
        text = page.read_text(encoding="utf-8")
        imgs = {(page.parent / i).resolve() for i in re.findall(r'src="((?:\.\./)?img/[^"]+)"', text)}
        per_page[page.relative_to(out).as_posix()] = (
            page.stat().st_size, page.stat().st_size + sum(i.stat().st_size for i in imgs))
    return {"total": total, "pages": per_page}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site", help="where to write (emptied)")
    ap.add_argument("--no-runtime", action="store_true",
                    help="leave the Python runtime out of py/ (the exercises then say it is missing)")
    args = ap.parse_args(argv)
    t = time.perf_counter()
    try:
        built = build(args.out, runtime=not args.no_runtime)
    except BuildError as e:
        print(f"build_site: {e}", file=sys.stderr)
        return 1
    s = sizes(args.out)
    largest = max(s["pages"].items(), key=lambda kv: kv[1][1])
    chinese = sum(1 for p in built["pages"] if p.startswith(f"{ZH}/"))
    print(f"{len(built['pages'])} pages in {args.out} ({chinese} of them Chinese, in {ZH}/) in "
          f"{time.perf_counter() - t:.1f} s; "
          f"{s['total'] / 1e6:.1f} MB in all; largest page {largest[0]}: "
          f"{largest[1][0] / 1e3:.0f} kB of HTML, {largest[1][1] / 1e6:.2f} MB with its figures")
    if bare := built["without_text"]:
        print(f"figures of {sum(map(len, bare.values()))} cells on {len(bare)} pages carry no text "
              f"of their own (their alt is the fallback; rebuild those notebooks): "
              f"{', '.join(bare)}")
    py = sum(p.stat().st_size for p in (args.out / "py").iterdir())
    print(f"py/ (the Python runtime and mjlib for the live exercises): {py / 1e6:.1f} MB")
    print("serve it (the exercises need a web server, not file://): make serve-book")
    return 0


if __name__ == "__main__":
    sys.exit(main())
