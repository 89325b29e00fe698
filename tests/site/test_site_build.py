"""The site builder's rules, on two small notebooks made here (no browser): what is hidden, what
is folded behind a click, what replaces a widget, how an exercise gets its answer, and that a
page holds no script, no saved widget state, no embedded image and no address off the site."""

from __future__ import annotations

import base64
import importlib.util
import io
import json
import re
import sys

import nbformat
import pytest
from bs4 import BeautifulSoup
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from mjlib.course import Lesson
from support_site import ROOT

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# Scored by hand: 123m 456p 789s is 花龙 Mixed Straight (8); 123m with 123p is 喜相逢 Mixed
# Double Chow (1); 123p with 456p would be 连六 Short Straight, but 456p is already combined
# (count-once 套算一次). The pair is 中, the melds are claimed: nothing else. Self-drawn adds 自摸 (1).
HAND = "[123m1][456p1][789s1]23pCC1p"


def load_builder():
    sys.path.insert(0, str(ROOT / "scripts"))  # for the module the builders share
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_site"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


build_site = load_builder()


def png_bytes(colour=(200, 30, 30)) -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (30, 20), colour).save(buf, format="PNG")
    return buf.getvalue()


def exercise_html(hand: str, context: dict) -> str:
    png = base64.b64encode(png_bytes((20, 120, 20))).decode()
    return (f"<div class=\"mjlib-exercise\" data-hand=\"{hand}\" "
            f"data-context='{json.dumps(context)}'><img src=\"data:image/png;base64,{png}\">"
            "<p>Which fans count, and what is the total?</p></div>")


def widget_output(plain: str):
    return new_output("execute_result", execution_count=1, data={
        "text/plain": plain, WIDGET_VIEW: {"model_id": "abc123", "version_major": 2,
                                           "version_minor": 0}})


# the course table of these two notebooks (the site's is mjlib/course.json)
LESSONS = [Lesson("00-start-here", "the map", "5 min", None, False, {}),
           Lesson("01-try", "one exercise", "10 min", "chows", False, {})]


def start_notebook():
    nb = new_notebook()
    nb.cells = [
        new_markdown_cell("# Start here: the map\n\nWelcome."),
        new_markdown_cell("## For teachers: run a session\n\nUse `Drill(seed=42)`; "
                          "see `01-try.ipynb`."),
    ]
    return nb


def lesson_notebook():
    nb = new_notebook()
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {
        "state": {"abc123": {"model_name": "SecretModel"}}}}
    imports = new_code_cell("import mjlib\nfrom mjlib.render import draw_hand  # drawing")
    figure = new_code_cell("# NBVAL_CHECK_OUTPUT\ndraw_hand('123m')")
    figure.outputs = [new_output("execute_result", execution_count=2, data={
        "image/png": base64.b64encode(png_bytes()).decode(), "text/plain": "<Figure>"})]
    answer = new_code_cell("# NBVAL_CHECK_OUTPUT\nprint('THE ANSWER IS 42')")
    answer.metadata["tags"] = ["hide-input"]
    answer.outputs = [new_output("stream", name="stdout", text="THE ANSWER IS 42\n")]
    exercise = new_code_cell("Exercise('...')")
    exercise.outputs = [
        new_output("display_data", data={"text/html": exercise_html(HAND, {"rules": "green-book"}),
                                         "text/plain": "<exercise>"}),
        widget_output("VBox(children=(...))"),
    ]
    drawn = new_code_cell("Exercise('...', self_drawn=True)")
    drawn.outputs = [new_output("display_data", data={
        "text/html": exercise_html(HAND, {"self_drawn": True, "rules": "green-book"})})]
    builder = new_code_cell("HandBuilder('')")
    builder.outputs = [widget_output("HandBuilder('')")]
    setup = new_code_cell("SETUP_ONLY = mjlib.parse('123m')")
    setup.metadata["tags"] = ["hide-input", "setup"]
    check = new_code_cell("assert SETUP_ONLY  # CHECK_ONLY")
    check.metadata["tags"] = ["hide-input", "check"]
    fold = new_code_cell("print(r)\nexpect(r, total=1)  # EXPECTED_IN_FOLD")
    fold.metadata["tags"] = ["fold", "hide-output"]
    fold.outputs = [new_output("stream", name="stdout", text="THE PRINTED FORM\n")]
    drill = new_code_cell("Drill(family='chows', seed=4)")
    drill.outputs = [new_output("display_data", metadata={"mjlib": {"widget": "Drill"}}, data={
        "text/plain": "[Drill: run this cell to use it (make lab)]",
        "text/html": '<p class="mjlib-widget-note"><i>[Drill: run this cell]</i></p>'})]
    nb.cells = [new_markdown_cell("# Try one\n\nBack to [the start](00-start-here.ipynb#Top)."),
                imports, figure, answer, exercise, drawn, builder, setup, check, fold, drill,
                *result_cells()]
    return nb


def figure_output(n: int):
    return new_output("execute_result", execution_count=n, data={
        "image/png": base64.b64encode(png_bytes((n, 90, 160))).decode(),
        "text/plain": "<MahjongFigure size 1230.7x715.839 with 1 Axes>"})


PRINTED = ("[123m][456p][789s]23pCC1p   (green-book)\nreading: ...\n\ncounted:\n"
           "    8  花龙 Mixed Straight\n    1  喜相逢 Mixed Double Chow\n    1  自摸 Self-Drawn\n"
           "   10  total\n")


def result_cells():
    """A drawn result with its printed form below it, one without, and links by file name."""
    drawn = new_code_cell(f'r = mjlib.score("{HAND}", self_drawn=True)\ndraw_result(r)')
    drawn.outputs = [figure_output(20)]
    printed = new_code_cell("# NBVAL_CHECK_OUTPUT\nprint(r)")
    printed.metadata["tags"] = ["fold", "hide-output"]
    printed.outputs = [new_output("stream", name="stdout", text=PRINTED)]
    alone = new_code_cell('r = mjlib.score("123m456p789s23pCC1p")\ndisplay(draw_result(r))\n'
                          'draw_readings(r)  # both readings')
    alone.outputs = [figure_output(21), figure_output(22)]
    links = new_markdown_cell("Next: `00-start-here.ipynb`, or [00-start-here.ipynb]"
                              "(00-start-here.ipynb), or [the start](00-start-here.ipynb).")
    return [drawn, printed, alone, links]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    src = tmp_path_factory.mktemp("notebooks")
    nbformat.write(start_notebook(), src / "00-start-here.ipynb")
    nbformat.write(lesson_notebook(), src / "01-try.ipynb")
    out = tmp_path_factory.mktemp("site") / "site"
    build_site.build(out, src, LESSONS)
    return out


def page(site, name) -> BeautifulSoup:
    return BeautifulSoup((site / name).read_text(encoding="utf-8"), "html.parser")


def test_index_has_the_course_table_and_the_teachers_section(site):
    index = page(site, "index.html")
    rows = index.select("div.course tbody tr")
    assert [r.find("a")["href"] for r in rows] == ["00-start-here.html", "01-try.html"]
    assert [r.find_all("td")[1].get_text() for r in rows] == ["the map", "one exercise"]
    assert [r.find_all("td")[2].get_text() for r in rows] == ["5 min", "10 min"]
    teachers = index.select_one("div.teachers")
    assert "Drill(seed=42)" in teachers.get_text()
    assert teachers.find("a", href="01-try.html")  # a notebook named in code type is a link


def test_pages_are_named_after_the_notebooks_and_linked_in_order(site):
    assert sorted(p.name for p in site.glob("*.html")) == [
        "00-start-here.html", "01-try.html", "index.html"]
    nav = page(site, "01-try.html").select_one("nav.pager")
    assert nav.find("a", rel="prev")["href"] == "00-start-here.html"
    assert nav.find("a", class_="contents")["href"] == "index.html"
    assert nav.find("a", rel="next") is None
    assert page(site, "01-try.html").find("a", href="00-start-here.html#Top")


def test_setup_and_check_cells_and_marker_lines_are_not_shown(site):
    text = (site / "01-try.html").read_text(encoding="utf-8")
    assert "import" not in page(site, "01-try.html").get_text()
    assert "SETUP_ONLY" not in text and "CHECK_ONLY" not in text
    assert "NBVAL" not in text
    assert "draw_hand" in text  # a cell that draws is shown


def test_a_folded_output_opens_on_a_click_and_its_code_is_not_shown(site):
    soup = page(site, "01-try.html")
    holder = soup.find(string=re.compile("THE PRINTED FORM")).find_parent("details")
    assert holder["class"] == ["fold"] and not holder.has_attr("open")
    assert holder.summary.get_text() == "Show the printed result"
    assert "EXPECTED_IN_FOLD" not in soup.get_text()


def test_a_hidden_answer_is_folded(site):
    soup = page(site, "01-try.html")
    holder = soup.find(string=re.compile("THE ANSWER IS 42")).find_parent("details")
    assert holder is not None and not holder.has_attr("open")
    assert holder.summary.get_text() == "Show the answer"
    assert len(soup.find_all(string=re.compile("THE ANSWER IS 42"))) == 2  # code and output, both inside


def test_an_exercise_gets_its_answer_right_after_the_question(site):
    soup = page(site, "01-try.html")
    questions = soup.select("div.mjlib-exercise")
    assert len(questions) == 2
    for question, total, fans in ((questions[0], 9, ["花龙", "喜相逢"]),
                                  (questions[1], 10, ["花龙", "喜相逢", "自摸"])):
        answer = question.find_next_sibling()
        assert answer.name == "details" and not answer.has_attr("open")
        assert answer.summary.get_text() == "Show the answer"
        counted = [tr.find_all("td")[1].get_text().split()[0]
                   for tr in answer.select("tr.mjlib-counted")]
        assert counted == fans
        assert answer.select_one("tr.mjlib-total td").get_text() == str(total)
        excluded = [tr.get_text(" ") for tr in answer.select("tr.mjlib-excluded")]
        assert len(excluded) == 1
        assert "连六" in excluded[0] and "套算一次" in excluded[0] and "count-once" in excluded[0]
        assert answer.select("ul.mjlib-why li")  # the lines on why
        assert answer.find("img")["src"].startswith("img/")


def test_widgets_become_one_line_and_their_state_is_dropped(site):
    soup = page(site, "01-try.html")
    notes = [p.get_text() for p in soup.select("p.widget-note")]
    assert notes == [
        "Run this notebook to answer this exercise and have your answer checked: make lab.",
        "Run this notebook to use the hand builder: make lab (or the classroom app: make app).",
        "Run this notebook to practise with the drill: make lab (or the classroom app: make app)."]
    assert "run this cell" not in soup.get_text()
    text = (site / "01-try.html").read_text(encoding="utf-8")
    assert "SecretModel" not in text and "abc123" not in text and "widget-state" not in text


def test_pages_hold_no_script_no_embedded_image_and_no_outside_address(site):
    for path in site.glob("*.html"):
        soup = page(site, path.name)
        assert not soup.find_all("script"), path.name
        for tag in soup.find_all(src=True) + soup.find_all(href=True):
            link = tag.get("src") or tag.get("href")
            assert not link.startswith(("http:", "https:", "//")), (path.name, link)
            if link == "data:,":  # the empty icon: no request for /favicon.ico
                continue
            assert not link.startswith("data:"), (path.name, link[:40])
            if link.startswith("#"):
                continue
            target = link.split("#")[0]
            assert (site / target).is_file(), (path.name, link)
    imgs = page(site, "01-try.html").find_all("img")
    assert len(imgs) == 8  # four figures, two questions, two answers
    for img in imgs:
        assert img["src"].startswith("img/") and (site / img["src"]).stat().st_size > 0


def test_an_exercise_that_cannot_be_scored_stops_the_build(tmp_path):
    src = tmp_path / "notebooks"
    src.mkdir()
    nbformat.write(start_notebook(), src / "00-start-here.ipynb")
    nb = lesson_notebook()
    nb.cells[4].outputs[0]["data"]["text/html"] = exercise_html("123m", {"rules": "green-book"})
    nbformat.write(nb, src / "01-try.ipynb")
    with pytest.raises(build_site.BuildError, match=r"01-try.ipynb, cell 4: the exercise '123m'"):
        build_site.build(tmp_path / "site", src, LESSONS)


def test_the_pages_are_the_lessons_of_the_course_table(tmp_path):
    src = tmp_path / "notebooks"
    src.mkdir()
    nbformat.write(start_notebook(), src / "00-start-here.ipynb")
    nbformat.write(lesson_notebook(), src / "01-try.ipynb")
    with pytest.raises(build_site.BuildError, match=r"not in the course table .*: 01-try.ipynb"):
        build_site.build(tmp_path / "site", src, LESSONS[:1])
    (src / "01-try.ipynb").unlink()
    with pytest.raises(build_site.BuildError, match=r"missing from notebooks/: 01-try.ipynb"):
        build_site.build(tmp_path / "site", src, LESSONS)


def test_a_figure_is_described_by_what_it_shows(site):
    alts = [img["alt"] for img in page(site, "01-try.html").select("div.output > img")]
    assert alts == [
        "drawn hand: 123m",
        # the hand and the total as printed below it, how it was won from the code
        "drawn result: [123m][456p][789s]23pCC1p, self drawn, 10 fans",
        # nothing printed: the hand as the code gives it, and no number
        "drawn result: 123m456p789s23pCC1p",
        "drawn readings: 123m456p789s23pCC1p (both readings)"]


def test_a_link_to_a_notebook_shows_the_name_of_its_page(site):
    soup = page(site, "01-try.html")
    links = soup.select("div.md")[-1].find_all("a")
    assert [(a["href"], a.get_text()) for a in links] == [
        ("00-start-here.html", "00-start-here"), ("00-start-here.html", "00-start-here"),
        ("00-start-here.html", "the start")]
    assert ".ipynb" not in soup.get_text()


def test_what_counts_as_setup():
    assert build_site.is_setup("import mjlib\nfrom mjlib import FAMILIES  # ids\n")
    assert not build_site.is_setup("import mjlib\nr = mjlib.score('123m')")
    assert not build_site.is_setup("%load_ext mjlib.render")
    assert not build_site.is_setup("# only a comment")


def test_a_folder_that_is_not_a_site_is_left_alone(tmp_path):
    src = tmp_path / "notebooks"
    src.mkdir()
    nbformat.write(start_notebook(), src / "00-start-here.ipynb")
    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.txt").write_text("keep me")
    with pytest.raises(build_site.BuildError, match="not a site built here"):
        build_site.build(other, src, LESSONS[:1])
    assert (other / "notes.txt").read_text() == "keep me"
