"""The Chinese edition (notebooks/zh/): every lesson marked bilingual is built there; its prose is
Chinese (per cell at least 70% of the letters CJK, outside code spans, links and tile strings);
what its code prints (results, feedback, errors, tables) holds no English sentence, save what an
HTML output marks as English (``lang="en"``: the glossary's column of the English the course uses);
and it says no more than the English edition, cell for cell: the same code cells, in the same
order."""

import re
from pathlib import Path

import nbformat
import pytest
from bs4 import BeautifulSoup

from mjlib.course.lessons import LESSONS

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
ZH = NOTEBOOKS / "zh"
BILINGUAL = [les for les in LESSONS if les.bilingual]

# two English words in a row (tile strings such as 123m, [567p2], WWW PP never hold two
# lower-case letters in a row); names a user types stay as they are
from tests.support.language import ENGLISH  # noqa: E402
TYPED = re.compile(r"green-book|common-practice|data-context|\bmjlib[.\w]*|\b[a-z_]+=\S+")


def cjk_share(text: str) -> float:
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    text = re.sub(r"`[^`]*`|\]\([^)]*\)|<[^>]+>|https?://\S+", "", text)
    cjk = len(re.findall(r"[\u4e00-\u9fff]", text))
    latin = len(re.findall(r"[A-Za-z]", text))
    return 1.0 if cjk + latin == 0 else cjk / (cjk + latin)


def printed(cell) -> list[str]:
    """The texts a code cell's outputs show: streams, plain text, HTML without its tags."""
    out = []
    for o in cell.get("outputs", []):
        if o.get("output_type") == "stream":
            out.append(o.get("text", ""))
        data = o.get("data", {})
        if ("application/vnd.jupyter.widget-view+json" in data
                or o.get("metadata", {}).get("mjlib", {}).get("widget")):
            continue  # a widget's saved place (or the builder's note standing for it): its
            # labels are tested in tests/test_language.py
        html = data.get("text/html")
        if html:
            html = "".join(html) if isinstance(html, list) else html
            soup = BeautifulSoup(html, "html.parser")
            for english in soup.select('[lang="en"]'):  # marked English on purpose: the
                english.decompose()                     # glossary's English column
            out.append(soup.get_text(" "))
        elif "text/plain" in data and "image/png" not in data:
            text = data["text/plain"]
            out.append("".join(text) if isinstance(text, list) else text)
    return out


def test_the_chinese_edition_holds_the_bilingual_lessons():
    built = sorted(p.stem for p in ZH.glob("*.ipynb")) if ZH.is_dir() else []
    assert built == sorted(les.stem for les in BILINGUAL)


@pytest.mark.parametrize("lesson", BILINGUAL, ids=lambda les: les.stem)
def test_the_chinese_prose_is_chinese(lesson):
    nb = nbformat.read(ZH / f"{lesson.stem}.ipynb", as_version=4)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            assert cjk_share(cell.source) >= 0.7, (lesson.stem, i, cell.source[:200])


@pytest.mark.parametrize("lesson", BILINGUAL, ids=lambda les: les.stem)
def test_what_the_chinese_edition_prints_holds_no_english_sentence(lesson):
    nb = nbformat.read(ZH / f"{lesson.stem}.ipynb", as_version=4)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        for text in printed(cell):
            found = ENGLISH.search(TYPED.sub("", text))
            assert not found, (lesson.stem, i, found.group(0), text[:300])


@pytest.mark.parametrize("lesson", BILINGUAL, ids=lambda les: les.stem)
def test_the_two_editions_share_their_code(lesson):
    en = nbformat.read(NOTEBOOKS / f"{lesson.stem}.ipynb", as_version=4)
    zh = nbformat.read(ZH / f"{lesson.stem}.ipynb", as_version=4)
    code = [c.source for c in zh.cells if c.cell_type == "code"]
    assert 'mjlib.use_language("zh")' in code[0]  # the edition writes Chinese
    assert code[1:] == [c.source for c in en.cells if c.cell_type == "code"]
    assert sum(c.cell_type == "markdown" for c in zh.cells) == sum(
        c.cell_type == "markdown" for c in en.cells)


@pytest.mark.parametrize("lesson", [x for x in BILINGUAL if x.sections and not x.reference],
                         ids=lambda les: les.stem)
def test_each_section_has_the_chinese_heading_the_fan_reference_links(lesson):
    """The fan reference (and the site) link a fan's lesson section in the Chinese edition by the
    heading mjlib.course.fan_reference.heading writes: each section's Chinese heading is exactly that."""
    from mjlib.course.lessons import Section
    from mjlib.course.fan_reference import heading

    nb = nbformat.read(ZH / f"{lesson.stem}.ipynb", as_version=4)
    headings = {line.lstrip("#").strip() for cell in nb.cells if cell.cell_type == "markdown"
                for line in cell.source.split("\n") if line.startswith("#")}
    for english in lesson.sections:
        assert heading(Section(lesson.stem, english), "zh") in headings, english
