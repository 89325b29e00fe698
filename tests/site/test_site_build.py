"""The site builder's rules, on two small notebooks made here (no browser): what is hidden, what
is folded behind a click, what replaces a widget, how an exercise gets its answer and becomes
live, mjlib's pure-Python part in py/mjlib.zip, and that a page holds no script but the site's
own live.js, no saved widget state, no embedded image and no address off the site."""

from __future__ import annotations

import ast
import base64
import copy
import importlib.util
import io
import os
import json
import re
import sys

import nbformat
import pytest
from bs4 import BeautifulSoup
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from mjlib.course.lessons import Lesson
from mjlib.render import (draw_combinations, draw_family_map, draw_hand, draw_readings,
                          draw_result, draw_tiles)
from tests.site.support_site import ROOT

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# Scored by hand: 123m 456p 789s is 花龙 Mixed Straight (8); 123m with 123p is 喜相逢 Mixed
# Double Chow (1); 123p with 456p would be 连六 Short Straight, but 456p is already combined
# (count-once 套算一次). The pair is 中, the melds are claimed: nothing else. Self-drawn adds 自摸 (1).
HAND = "[123m1][456p1][789s1]23pCC1p"


from scripts import build_site  # noqa: E402


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


# the course table of these two notebooks (the site's is mjlib/course/course.json)
LESSONS = [Lesson("00-start-here", "the map", "课程", "5 min", None, False, {}),
           Lesson("01-try", "one exercise", "一题", "10 min", "chows", False, {})]


def start_notebook():
    nb = new_notebook()
    nb.cells = [
        new_markdown_cell("# Start here: the map\n\nWelcome."),
        new_markdown_cell("## For teachers: run a session\n\nUse `Drill(seed=42)`; "
                          "see `01-try.ipynb`."),
    ]
    return nb


def lesson_notebook(lang: str = "en"):
    nb = new_notebook()
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {
        "state": {"abc123": {"model_name": "SecretModel"}}}}
    imports = new_code_cell("import mjlib\nfrom mjlib.render import draw_hand  # drawing")
    figure = new_code_cell("# NBVAL_CHECK_OUTPUT\ndraw_hand('123m456p789s23pCC1p')")
    figure.outputs = [figure_output(2, lambda: draw_hand("123m456p789s23pCC1p"), lang, png_bytes())]
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
                *result_cells(lang)]
    return nb


def figure_output(n: int, draw, lang: str = "en", png: bytes | None = None):
    """The output of a cell whose value is the figure ``draw()`` makes, in ``lang``, as IPython
    records it (its metadata included), with a small PNG of its own colour in place of the
    drawing."""
    import mjlib
    from IPython.core.formatters import DisplayFormatter

    with mjlib.writing(lang):
        data, metadata = DisplayFormatter().format(draw())
    data["image/png"] = base64.b64encode(png or png_bytes((n, 90, 160))).decode()
    return new_output("execute_result", execution_count=n, data=data, metadata=metadata)


PRINTED = ("[123m][456p][789s]23pCC1p   (green-book)\nreading: ...\n\ncounted:\n"
           "    8  花龙 Mixed Straight\n    1  喜相逢 Mixed Double Chow\n    1  自摸 Self-Drawn\n"
           "   10  total\n")


def result_cells(lang: str = "en"):
    """A drawn result with its printed form below it, one without, and links by file name."""
    import mjlib

    drawn = new_code_cell(f'r = mjlib.score("{HAND}", self_drawn=True)\ndraw_result(r)')
    drawn.outputs = [figure_output(20, lambda: draw_result(mjlib.score(HAND, self_drawn=True)),
                                   lang)]
    printed = new_code_cell("# NBVAL_CHECK_OUTPUT\nprint(r)")
    printed.metadata["tags"] = ["fold", "hide-output"]
    printed.outputs = [new_output("stream", name="stdout", text=PRINTED)]
    alone = new_code_cell('r = mjlib.score("123m456p789s23pCC1p")\ndisplay(draw_result(r))\n'
                          'draw_readings(r)  # both readings')
    plain = "123m456p789s23pCC1p"
    alone.outputs = [figure_output(21, lambda: draw_result(mjlib.score(plain)), lang),
                     figure_output(22, lambda: draw_readings(mjlib.score(plain)), lang)]
    more = new_code_cell("draw_combinations(r)\ndraw_family_map('special')\ndraw_tiles(TILES)")
    more.outputs = [figure_output(23, lambda: draw_combinations(mjlib.score(plain)), lang),
                    figure_output(24, lambda: draw_family_map("special"), lang),
                    figure_output(25, lambda: draw_tiles([mjlib.Tile(t) for t in TILES]), lang)]
    links = new_markdown_cell("Next: `00-start-here.ipynb`, or [00-start-here.ipynb]"
                              "(00-start-here.ipynb), or [the start](00-start-here.ipynb).")
    return [drawn, printed, alone, more, links]


TILES = ("F", "3s", "2s")  # drawn sorted, one row a suit


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
        "00-start-here.html", "01-try.html", "index.html", "sheet.html"]
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
    assert notes == [  # the exercise's and the drill's lines are gone: they are live
        "Run this notebook to use the hand builder: make lab (or the classroom app: make app)."]
    drill = soup.select('[data-mj="drill"]')
    assert [(d["data-family"], d["data-seed"], d["data-level"]) for d in drill] == \
        [("chows", "4", "2")]  # the notebook's Drill(family='chows', seed=4)
    assert "run this cell" not in soup.get_text()
    text = (site / "01-try.html").read_text(encoding="utf-8")
    assert "SecretModel" not in text and "abc123" not in text and "widget-state" not in text


def test_no_code_around_a_live_question_or_tool_and_other_code_folded(site):
    soup = page(site, "01-try.html")
    text = soup.get_text()
    assert "Exercise(" not in text and "HandBuilder(" not in text and "Drill(" not in text
    builder = soup.select_one('div[data-mj="builder"]')  # tools.js draws the builder here
    assert json.loads(builder["data-examples"]) == [] and builder.select("p.widget-note")
    code = soup.find(string=re.compile("draw_hand")).find_parent("details")
    assert code["class"] == ["code-fold"] and code.summary.get_text() == "Show the code"
    assert not code.has_attr("open") and code.find_next_sibling("div", class_="output").img


def test_the_builders_examples_are_read_from_its_call_in_each_language():
    call = ast.parse('HandBuilder(examples={\n'
                     '    pick("no-repeat (notebook 02)", "不重复（第02课）"): "[1111m1]9m9m",\n'
                     '    "七对": ("1133m2288s5577pCC", {"self_drawn": True}),\n'
                     '    pick("a hand", "一手"): SOMETHING_NOT_WRITTEN_OUT,\n'
                     '})').body[0].value
    assert build_site.builder_examples(call, "en") == [
        {"label": "no-repeat (notebook 02)", "hand": "[1111m1]9m9m", "flags": {}},
        {"label": "七对", "hand": "1133m2288s5577pCC", "flags": {"self_drawn": True}}]
    assert build_site.builder_examples(call, "zh")[0]["label"] == "不重复（第02课）"


def test_pages_hold_no_script_no_embedded_image_and_no_outside_address(site):
    for path in site.glob("*.html"):
        soup = page(site, path.name)
        scripts = [s.get("src") for s in soup.find_all("script")]
        assert scripts == (["drill.js"] if soup.select('[data-mj="drill"]') else []) + \
            (["live.js"] if soup.select('[data-mj="exercise"], [data-mj="question"], '
                                        '[data-mj="drill"]') else []) + \
            (["tools.js"] if soup.select('[data-mj="builder"], [data-mj="fan-picker"]') else []) + \
            list(build_site.READER_SCRIPTS), path.name
        assert not any(s.string for s in soup.find_all("script"))  # no inline script
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
    assert len(imgs) == 11  # seven figures, two questions, two answers
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
    """Each figure's text is the one the figure carries (mjlib's words for what it draws): the
    hand as mjlib writes it, how it was won and its total (8 花龙 + 1 喜相逢, and 1 自摸
    self-drawn, or 2 门前清 concealed and won on a discard)."""
    alts = [img["alt"] for img in page(site, "01-try.html").select("div.output > img")]
    assert alts == [
        "drawn hand: 123m789s23456pCC1p",
        "drawn result: [123m][456p][789s]23pCC1p, self-drawn, 10 fans",
        "drawn result: 123m789s23456pCC1p, won on a discard, 11 fans",
        "drawn readings: 123m789s23456pCC1p, won on a discard, 11 fans",
        "drawn combinations: 123m789s23456pCC1p, won on a discard, 11 fans",
        "no-repeat map of the family 特殊系列 Special: which fan removes which",
        "drawn tiles: 2s 3s F"]


def test_a_figure_without_its_own_text_gets_a_visible_fallback(tmp_path):
    """An image output that carries no text (an older notebook, or a picture mjlib did not
    draw) is listed by figures_without_alt, and its page says only "figure"."""
    nb = new_notebook()
    described = figure_output(1, lambda: draw_hand("123m456p789s23pCC1p"))
    bare = new_output("display_data", data={
        "image/png": base64.b64encode(png_bytes((1, 2, 3))).decode(), "text/plain": "<Figure>"})
    nb.cells = [new_markdown_cell("# A"), new_code_cell("x"), new_code_cell("y")]
    nb.cells[1].outputs, nb.cells[2].outputs = [described], [bare]
    assert build_site.figures_without_alt(nb) == [2]
    images = build_site.Images(tmp_path / "img")
    html = build_site.output_html(bare, "y", images, {"a.png": png_bytes()}, "here")
    assert "<img" not in html  # not extracted: no file; with the extracted file:
    bare.metadata = {"filenames": {"image/png": "a.png"}}
    assert 'alt="figure"' in build_site.output_html(bare, "y", images, {"a.png": png_bytes()}, "x")
    assert 'alt="图"' in build_site.output_html(bare, "y", images, {"a.png": png_bytes()}, "x",
                                                 "zh")


def narrow_figures(soup) -> list[tuple[str, str, list[str]]]:
    """Each HTML figure a narrow page shows in place of a picture: the hand in its title, the
    line under it, and the names of its counted fans."""
    return [(f.select_one(".mj-fig-title b").get_text(), f.select_one(".mj-fig-sub").get_text(),
             [tr.td.get_text() for tr in f.select("tr.mj-fig-counted")])
            for f in soup.select(".mj-figure-narrow")]


def test_a_result_figure_is_followed_by_mjlibs_html_figure_of_the_same_result(site):
    """A drawn result's picture is followed by mjlib's HTML figure of the hand and win its
    output's metadata names (a narrow page shows it instead: live.css). The fans are those scored by hand above: 8 花龙 + 1 喜相逢, and 1 自摸
    self-drawn, or 2 门前清 concealed and won on a discard."""
    soup = page(site, "01-try.html")
    pairs = [p for p in soup.select("div.output.mj-figure-pair") if p.select(".mj-fig-ledger")]
    assert [p.img["alt"] for p in pairs] == [
        "drawn result: [123m][456p][789s]23pCC1p, self-drawn, 10 fans",
        "drawn result: 123m789s23456pCC1p, won on a discard, 11 fans"]
    shown = narrow_figures(pairs[0]) + narrow_figures(pairs[1])
    assert [(hand, fans) for hand, _, fans in shown] == [
        ("[123m][456p][789s]23pCC1p", ["花龙 Mixed Straight", "喜相逢 Mixed Double Chow",
                                       "自摸 Self-Drawn"]),
        ("123m789s23456pCC1p", ["花龙 Mixed Straight", "门前清 Concealed Hand",
                                "喜相逢 Mixed Double Chow"])]  # the rule book's order
    assert "自摸 self-drawn" in narrow_figures(pairs[0])[0][1]
    alone = [d for d in soup.select("div.output") if d.find("img", recursive=False)
             and "mj-figure-pair" not in d["class"]]
    assert alone == []  # every figure of mjlib has its HTML face
    # each exercise's answer too: the picture, then the HTML figure of the exercise's hand
    answers = soup.select("details.answer .mjlib-answer")
    assert [[hand for hand, _, _ in narrow_figures(a)] for a in answers] == \
        [["[123m][456p][789s]23pCC1p"]] * 2
    for a in answers:
        assert a.img.find_next_sibling()["class"] == ["mj-figure-narrow"]


def test_a_hands_figure_is_followed_by_mjlibs_html_hand(site):
    """A drawn hand's picture is followed by mjlib's HTML hand (a narrow page shows it instead):
    the hand in text, its standing tiles, the winning tile apart, its melds."""
    hand = [p for p in page(site, "01-try.html").select("div.output.mj-figure-pair")
            if p.img["alt"].startswith("drawn hand")]
    assert len(hand) == 1
    narrow = hand[0].select_one(".mj-figure-narrow")
    assert narrow.select_one(".mj-fig-sub").get_text() == "123m789s23456pCC1p"
    assert [[t.get_text() for t in s.select(".mj-fig-tile")] for s in narrow.select(".mj-fig-set")] \
        == [["1m", "2m", "3m", "7s", "8s", "9s", "2p", "3p", "4p", "5p", "6p", "C", "C"], ["1p"]]


def faces(site, lang: str = "en") -> dict:
    """The HTML faces of the readings, combinations, family map and tiles figures of the test
    lesson, by kind, each checked to follow its picture."""
    soup = page(site, ("" if lang == "en" else "zh/") + "01-try.html")
    out = {}
    for kind in ("readings", "combinations", "family-map", "tiles"):
        found = soup.select(f".mj-narrow-{kind}")
        assert len(found) == 1, kind
        assert found[0].find_previous_sibling().name == "img"
        out[kind] = found[0]
    return out


def test_the_other_figures_are_followed_by_their_html_faces(site):
    """The readings of 123m456p789s23pCC1p won on 1p (one reading: 123m 789s 123p 456p CC), each
    combination with the sets it joins (8 花龙 over 123m 456p 789s, 1 喜相逢 over 123m 123p;
    连六 over 123p 456p not counted: both sets are combined already, count-once 套算一次), the
    special family's map (九莲宝灯
    removes 清一色, 门前清 and 幺九刻: the rules' entry for 九莲宝灯) and three tiles in a row a
    suit."""
    f = faces(site)
    panels = f["readings"].select(".mj-fig-panel")
    assert len(panels) == 1 and "mj-fig-panel-chosen" in panels[0]["class"]
    assert [[t.get_text() for t in s.select(".mj-fig-tile")] for s in panels[0].select(".mj-fig-set")] \
        == [["1m", "2m", "3m"], ["7s", "8s", "9s"], ["1p", "2p", "3p"], ["4p", "5p", "6p"], ["C", "C"]]
    assert panels[0].select_one(".mj-fig-total .mj-fig-points").get_text() == "11"  # 8 + 2 + 1
    combos = f["combinations"].select("li.mj-fig-combo")
    assert [("mj-fig-excluded" not in c["class"], c.select_one("b, .mj-struck").get_text(),
             [[t.get_text() for t in s.select(".mj-fig-tile")] for s in c.select(".mj-fig-set")])
            for c in combos] == [
        (True, "花龙 Mixed Straight", [["1m", "2m", "3m"], ["7s", "8s", "9s"], ["4p", "5p", "6p"]]),
        (True, "喜相逢 Mixed Double Chow", [["1m", "2m", "3m"], ["1p", "2p", "3p"]]),
        (False, "连六 Short Straight", [["1p", "2p", "3p"], ["4p", "5p", "6p"]])]
    assert "套算一次" in combos[2].get_text()
    cards = {c.select_one("b").get_text(): c for c in f["family-map"].select(".mj-fig-fan")}
    assert [li.get_text() for li in cards["九莲宝灯 Nine Gates"].select("li")] == \
        ["→ 清一色 Full Flush", "→ 门前清 Concealed Hand", "→ 幺九刻 Pung of Terminals or Honors"]
    assert "mj-fig-other" in cards["清一色 Full Flush"]["class"]
    rows = f["tiles"].select(".mj-fig-set")
    assert [(r.select_one(".mj-fig-label").get_text(), [t.get_text() for t in r.select(".mj-fig-tile")])
            for r in rows] == [("条 bamboo", ["2s", "3s"]), ("字 honors", ["F"])]


@pytest.mark.parametrize("kind, drawn, error", [
    ("readings", {"result": {"hand": "123m456p789s23pCC1p", "context": {"rules": "green-book"},
                             "total": 11}, "totals": [12]},
     r"draws the readings' totals \[12\], mjlib gives \[11\] now"),
    ("readings", {"result": {}, "totals": [11]}, "the drawn result is"),
    ("combinations", {"result": {"hand": "123m456p789s23pCC1p", "context": {"rules": "green-book"},
                                 "total": 11}, "edges": [["mixed_straight", "ABC", True]]},
     "draws the fans between sets"),
    ("family_map", {"family": "special", "rules": "green-book", "derived": False, "rows": []},
     "draws the arrows"),
    ("family_map", {"family": "dragons"}, r"the drawn family map is \{'family'"),
    ("tiles", {"tiles": ["3s", "2s"]}, "draws the tiles"),
    ("tiles", {"tiles": ["3x"]}, "a drawn tile cannot be read"),
])
def test_another_figure_whose_data_is_not_what_mjlib_gives_stops_the_build(tmp_path, kind, drawn,
                                                                           error):
    """The readings, combinations, family map or tiles a figure names are worked out again: data
    that is not what the figure writes, or no longer what mjlib gives (a notebook run before a
    change of the scorer or of the exclusion table), stops the build, saying where."""
    import mjlib

    draw = {"readings": lambda: draw_readings(mjlib.score("123m456p789s23pCC1p")),
            "combinations": lambda: draw_combinations(mjlib.score("123m456p789s23pCC1p")),
            "family_map": lambda: draw_family_map("special"),
            "tiles": lambda: draw_tiles([mjlib.Tile("2s")])}[kind]
    assert_the_build_stops(tmp_path, figure_output(1, draw), kind, drawn, error)


def test_the_html_figure_of_a_chinese_page_is_in_chinese(both_site):
    site, _ = both_site
    soup = page(site, "zh/01-try.html")
    figures = narrow_figures(soup.select("div.output.mj-figure-pair")[1])  # after the hand
    assert figures == [("[123m][456p][789s]23pCC1p", "拆法：四副牌组一对将 · 自摸",
                        ["花龙", "喜相逢", "自摸"])]


@pytest.mark.parametrize("drawn, error", [
    ("[123m1][456p1][789s1]23pCC1p", "the drawn result is {'hand': str"),
    ({"hand": "123m", "context": {}, "total": 1}, "not a winning hand|cannot be read|tiles"),
    ({"hand": HAND, "context": {"rules": "green-book", "lucky": True}, "total": 10},
     "unknown win context 'lucky'"),
    ({"hand": HAND, "context": {"rules": "green-book", "self_drawn": True}, "total": 11},
     r"says 11 fans, the hand scores 10 now"),
])
def test_a_result_figure_whose_data_cannot_be_scored_stops_the_build(tmp_path, drawn, error):
    """The hand and win a result figure names are scored again: data that is not what mjlib
    writes, a hand that is not one, or a total that is not the one drawn (a notebook run before
    a change of the scorer) stops the build, saying where."""
    figure = figure_output(1, lambda: draw_result(__import__("mjlib").score(HAND, self_drawn=True)))
    assert_the_build_stops(tmp_path, figure, "result", drawn, error)


@pytest.mark.parametrize("drawn, error", [
    ({"hand": "123m", "flowers": 9, "title": True}, "the drawn hand is {'hand': str"),
    ({"hand": "123x", "flowers": 0, "title": True}, "the drawn hand cannot be read"),
])
def test_a_hands_figure_whose_data_cannot_be_read_stops_the_build(tmp_path, drawn, error):
    assert_the_build_stops(tmp_path, figure_output(1, lambda: draw_hand("123m456p789s23pCC1p")),
                           "hand", drawn, error)


def assert_the_build_stops(tmp_path, output, kind: str, drawn, error: str) -> None:
    """The figure ``output``, its data of ``kind`` ("result", "hand", "readings" ...) replaced
    by ``drawn``,
    stops the build with ``error``, saying the notebook and cell."""
    output.metadata["image/png"][kind] = drawn
    output.metadata["filenames"] = {"image/png": "a.png"}
    images = build_site.Images(tmp_path / "img")
    with pytest.raises(build_site.BuildError, match=rf"^01-try.ipynb, cell 7: .*({error})"):
        build_site.output_html(output, "draw(x)", images, {"a.png": png_bytes()},
                               "01-try.ipynb, cell 7")


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


# ---------------------------------------------------------------------------------------------
# the two editions: 00 and 01 bilingual (a Chinese notebook each, made here as the notebook
# builder makes one: each text cell in Chinese, a setup cell after the title, the code shared,
# outputs written by mjlib in Chinese), 02 in English only

LANGUAGE_CELL = build_site.cb.LANGUAGE_CELL.format(lang="zh")
BILINGUAL = [LESSONS[0]._replace(bilingual=True), LESSONS[1]._replace(bilingual=True),
             Lesson("02-later", "more", "更多", "40 min", None, False, {})]
REFERENCE_LINK = "../13-fan-reference.ipynb#全带五-All-Fives-(16)"  # as a Chinese lesson's
REFERENCE_PAGE = "../13-fan-reference.html#全带五"


def later_notebook():
    nb = new_notebook()
    nb.cells = [new_markdown_cell("# Later\n\n## A section\n\nSee [the try](01-try.ipynb#Try-one)."),
                new_markdown_cell("## Another section\n\nText.")]
    return nb


def chinese(nb, texts: list[str]):
    """The Chinese edition of ``nb``: its text cells replaced by ``texts`` in order, the setup
    cell that makes mjlib write Chinese after the title."""
    zh = copy.deepcopy(nb)
    texts = iter(texts)
    for cell in zh.cells:
        if cell.cell_type == "markdown":
            cell.source = next(texts)
    language = new_code_cell(LANGUAGE_CELL)
    language.metadata["tags"] = ["hide-input", "setup"]
    zh.cells.insert(1, language)
    return zh


def chinese_lesson():
    import mjlib

    nb = lesson_notebook("zh")
    old = mjlib.use_language("zh")
    try:
        printed = str(mjlib.score(HAND, self_drawn=True)) + "\n"
    finally:
        mjlib.use_language(old)
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            if output.get("text") == PRINTED:
                output["text"] = printed
    return chinese(nb, [
        "# 试一试\n\n回到[开始](00-start-here.ipynb#Top)。本课的[标题](#Try-one)；"
        f"[后面一课](02-later.ipynb#A-section)；[全带五]({REFERENCE_LINK})。",
        "下一课：`00-start-here.ipynb`，或 [00-start-here.ipynb](00-start-here.ipynb)，"
        "或[开始](00-start-here.ipynb)；还有 `02-later`。"])


@pytest.fixture(scope="module")
def both_site(tmp_path_factory):
    src = tmp_path_factory.mktemp("notebooks")
    nbformat.write(start_notebook(), src / "00-start-here.ipynb")
    nbformat.write(lesson_notebook(), src / "01-try.ipynb")
    nbformat.write(later_notebook(), src / "02-later.ipynb")
    (src / "zh").mkdir()
    start = chinese(start_notebook(), [
        "# 从这里开始：课程地图\n\n欢迎。",
        "## 给教师：怎样上课\n\n用 `Drill(seed=42)`；见 `01-try.ipynb` 的[标题](01-try.ipynb#Try-one)。"])
    nbformat.write(start, src / "zh" / "00-start-here.ipynb")
    nbformat.write(chinese_lesson(), src / "zh" / "01-try.ipynb")
    out = tmp_path_factory.mktemp("site") / "site"
    built = build_site.build(out, src, BILINGUAL)
    return out, built


def test_a_site_without_chinese_notebooks_has_no_chinese_edition(site):
    assert not (site / "zh").exists()
    for path in site.glob("*.html"):
        soup = page(site, path.name)
        assert soup.html["lang"] == "en" and not soup.select("a.language"), path.name


def test_the_chinese_edition_has_a_page_per_chinese_notebook_and_an_index(both_site):
    site, built = both_site
    assert sorted(p.name for p in (site / "zh").glob("*.html")) == [
        "00-start-here.html", "01-try.html", "index.html", "sheet.html"]
    assert {k: v for k, v in built["pages"].items() if k.startswith("zh/")} == {
        "zh/00-start-here.html": "从这里开始：课程地图", "zh/01-try.html": "试一试",
        "zh/index.html": "index", "zh/sheet.html": "国标麻将番种表"}
    index = page(site, "zh/index.html")
    rows = index.select("div.course tbody tr")
    assert [[td.get_text() for td in r.find_all("td")] for r in rows] == [
        ["00", "从这里开始：课程地图", "5分钟"], ["01", "试一试", "10分钟"]]
    assert [r.find("a")["href"] for r in rows] == ["00-start-here.html", "01-try.html"]
    assert index.select_one("p.english-only a")["href"] == "../index.html#course"
    teachers = index.select_one("div.teachers")
    assert teachers.h2.get_text().startswith("给教师") and "Drill(seed=42)" in teachers.get_text()
    assert teachers.find("a", href="01-try.html")  # the Chinese page of a bilingual lesson
    assert index.title.get_text() == "国标麻将算番课程" and index.html["lang"] == "zh-CN"


def test_each_page_links_its_twin_in_the_other_language_where_there_is_one(both_site):
    site, _ = both_site
    twins = {"index.html": "zh/index.html", "00-start-here.html": "zh/00-start-here.html",
             "01-try.html": "zh/01-try.html"}
    for en, zh in twins.items():
        a = page(site, en).select("a.language")
        assert [(x["href"], x.get_text(), x["lang"]) for x in a] == [(zh, "中文", "zh-CN")], en
        b = page(site, zh).select("a.language")
        assert [(x["href"], x.get_text(), x["lang"]) for x in b] == [(f"../{en}", "English", "en")]
    assert not page(site, "02-later.html").select("a.language")  # no Chinese edition yet


def test_a_chinese_page_is_chinese_around_its_text(both_site):
    site, _ = both_site
    soup = page(site, "zh/01-try.html")
    assert soup.html["lang"] == "zh-CN" and soup.title.get_text() == "试一试"
    assert soup.header.a.get_text() == "mjlib · 国标麻将算番课程"
    assert soup.select_one("link[rel=stylesheet]")["href"] == "../style.css"
    pager = soup.select_one("nav.pager")
    assert [a.get_text() for a in pager.find_all("a")] == ["← 00 从这里开始：课程地图", "目录"]
    assert {d.summary.get_text() for d in soup.find_all("details")} == {"查看答案", "查看打印结果",
                                                                         "查看代码"}
    assert [p.get_text() for p in soup.select("p.widget-note")] == [  # the exercise is live,
        "运行本笔记本即可使用摆牌器：make lab（或课堂应用：make app）。"]  # and the drill
    for img in soup.find_all("img"):
        assert img["src"].startswith("../img/") and (site / "zh" / img["src"]).is_file()


def test_a_chinese_page_answers_its_exercises_in_chinese(both_site):
    site, _ = both_site
    soup = page(site, "zh/01-try.html")
    questions = soup.select("div.mjlib-exercise")
    assert len(questions) == 2
    for question, total, fans in ((questions[0], 9, ["花龙", "喜相逢"]),
                                  (questions[1], 10, ["花龙", "喜相逢", "自摸"])):
        answer = question.find_next_sibling()
        assert answer.name == "details" and answer.summary.get_text() == "查看答案"
        assert [tr.find_all("td")[1].get_text() for tr in answer.select("tr.mjlib-counted")] == fans
        assert answer.select_one("tr.mjlib-total").get_text(" ").split()[:2] == [str(total), "合计"]
        excluded = answer.select_one("tr.mjlib-excluded").get_text(" ")
        assert "连六" in excluded and "套算一次" in excluded and "count-once" not in excluded
    # and the English page's answers stay English
    english = page(site, "01-try.html").select_one("tr.mjlib-excluded").get_text(" ")
    assert "count-once" in english


def test_a_chinese_figure_is_described_in_chinese(both_site):
    site, _ = both_site
    alts = [img["alt"] for img in page(site, "zh/01-try.html").select("div.output > img")]
    assert alts == [
        "手牌图：123m789s23456pCC1p",
        "算番图：[123m][456p][789s]23pCC1p，自摸，10番",
        "算番图：123m789s23456pCC1p，点和，11番",
        "拆法图：123m789s23456pCC1p，点和，11番",
        "组合图：123m789s23456pCC1p，点和，11番",
        "特殊系列不计关系图：哪些番种不计哪些番种",
        "牌图：2s 3s F"]


def test_the_other_figures_faces_on_a_chinese_page_are_in_chinese(both_site):
    """The faces of a Chinese page write Chinese alone, in the rule text's words."""
    f = faces(both_site[0], "zh")
    assert f["readings"].select_one(".mj-fig-panel .mj-fig-sub").get_text() == \
        "拆法1：四副牌组一对将 ✓ 采用"
    assert [c.select_one("b, .mj-struck").get_text()
            for c in f["combinations"].select("li.mj-fig-combo")] == ["花龙", "喜相逢", "连六"]
    cards = {c.select_one("b").get_text(): c for c in f["family-map"].select(".mj-fig-fan")}
    assert [li.get_text() for li in cards["九莲宝灯"].select("li")] == ["→ 清一色", "→ 门前清", "→ 幺九刻"]
    assert [r.select_one(".mj-fig-label").get_text() for r in f["tiles"].select(".mj-fig-set")] == \
        ["条", "字"]
    assert not re.search("[A-Za-z]{4,}", f["family-map"].get_text())  # no English words


def test_links_from_a_chinese_page_go_to_the_chinese_pages_where_there_are_some(both_site):
    site, _ = both_site
    soup = page(site, "zh/01-try.html")
    first, last = soup.select("div.md")[0], soup.select("div.md")[-1]
    try_one = soup.h1["id"]  # the Chinese title's anchor
    assert [a["href"] for a in first.find_all("a") if "anchor-link" not in a.get("class", [])] == [
        "00-start-here.html#Top",
        f"#{try_one}",  # a heading of this page: its Chinese twin
        "../02-later.html#A-section",  # no Chinese edition: the English page
        "../13-fan-reference.html#全带五"]  # the fan reference's entry, at its anchor
    assert [(a["href"], a.get_text()) for a in last.find_all("a")] == [
        ("00-start-here.html", "00-start-here"), ("00-start-here.html", "00-start-here"),
        ("00-start-here.html", "开始"), ("../02-later.html", "02-later")]
    start = page(site, "zh/00-start-here.html")
    assert start.select_one("div.md a[href^='01-try.html#']")["href"] == f"01-try.html#{try_one}"
    # the English pages' links stay as they were
    later = page(site, "02-later.html")
    assert later.select_one("div.md a[href^='01-try']")["href"] == "01-try.html#Try-one"


def test_the_chinese_pages_hold_no_script_and_no_address_off_the_site(both_site):
    site, _ = both_site
    for path in sorted(site.glob("*.html")) + sorted(site.glob("zh/*.html")):
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        scripts = [s.get("src") for s in soup.find_all("script")]
        up = "../" if path.parent.name == "zh" else ""
        assert scripts == ([f"{up}drill.js"] if soup.select('[data-mj="drill"]') else []) + \
            ([f"{up}live.js"] if soup.select('[data-mj="exercise"], [data-mj="question"], '
                                             '[data-mj="drill"]') else []) + \
            ([f"{up}tools.js"] if soup.select('[data-mj="builder"], [data-mj="fan-picker"]')
             else []) + [up + name for name in build_site.READER_SCRIPTS], path.name
        for tag in soup.find_all(src=True) + soup.find_all(href=True):
            link = tag.get("src") or tag.get("href")
            assert not link.startswith(("http:", "https:", "//")), (path.name, link)
            if link == "data:," or link.startswith("#") or link == REFERENCE_PAGE:
                continue  # the fan reference is the course's, not one of these lessons
            assert not link.startswith("data:"), (path.name, link[:40])
            assert (path.parent / link.split("#")[0]).is_file(), (path.name, link)


def test_every_page_links_the_fan_sheet_of_its_language_and_loads_the_readers_scripts(both_site):
    site, built = both_site
    assert {"sheet.html", "zh/sheet.html"} <= set(built["pages"])
    for path in sorted(site.glob("*.html")) + sorted(site.glob("zh/*.html")):
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        link = soup.select_one("header.site a.sheet-link")
        assert link["href"] == "sheet.html", path.name
        assert link.get_text() == ("番种表" if path.parent.name == "zh" else "Fan sheet")
    sheet = page(site, "zh/sheet.html")
    assert sheet.select_one("html")["lang"] == "zh-CN"
    assert sheet.select_one("a.language")["href"] == "../sheet.html"
    assert len(sheet.select("table.sheet tbody tr")) == 82
    for name in build_site.READER_SCRIPTS:
        assert (site / name).is_file()


def test_the_service_worker_names_its_version_and_the_runtime(tmp_path, both_site):
    """sw.js gets a version made from the other files (the same files, the same version; another
    page, another one) and the list of py/'s files."""
    site, _ = both_site
    worker = (site / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'const VERSION = "([0-9a-f]{16})";', worker).group(1)
    assert '"py/mjlib.zip"' in worker and "__RUNTIME__" not in worker
    copy_of = tmp_path / "copy"
    import shutil
    shutil.copytree(site, copy_of)
    build_site.write_reader_files(copy_of)
    assert version in (copy_of / "sw.js").read_text(encoding="utf-8")
    (copy_of / "index.html").write_text("changed", encoding="utf-8")
    build_site.write_reader_files(copy_of)
    assert version not in (copy_of / "sw.js").read_text(encoding="utf-8")


def test_a_chinese_notebook_must_be_of_a_bilingual_lesson_and_the_other_way_round(tmp_path):
    src = tmp_path / "notebooks"
    (src / "zh").mkdir(parents=True)
    nbformat.write(start_notebook(), src / "00-start-here.ipynb")
    nbformat.write(lesson_notebook(), src / "01-try.ipynb")
    nbformat.write(chinese(start_notebook(), ["# 开始", "## 给教师"]), src / "zh" / "00-start-here.ipynb")
    with pytest.raises(build_site.BuildError, match=r"does not mark bilingual: 00-start-here.ipynb"):
        build_site.build(tmp_path / "site", src, LESSONS)
    with pytest.raises(build_site.BuildError, match=r"missing from notebooks/zh/.*: 01-try.ipynb"):
        build_site.build(tmp_path / "site", src, [x._replace(bilingual=True) for x in LESSONS])


def test_the_lines_of_a_chinese_paragraph_are_joined_without_a_space():
    text = ("第一行，\n第二行接着，\n[链接](01-try.ipynb)在这里。\nEnglish line\n下一行\n\n"
            "## 标题\n正文\n- 一项，\n  接着\n- 二项\n```\n代码\n代码\n```\n硬换行  \n下一行")
    assert build_site.join_chinese_lines(text) == (
        "第一行，第二行接着，[链接](01-try.ipynb)在这里。\nEnglish line\n下一行\n\n"
        "## 标题\n正文\n- 一项，接着\n- 二项\n```\n代码\n代码\n```\n硬换行  \n下一行")


def test_an_exercise_is_marked_live_with_mjlibs_attributes(site):
    from mjlib.practice.exercise import ExerciseModel

    soup = page(site, "01-try.html")
    live = soup.select('[data-mj="exercise"]')
    assert live == soup.select("div.mjlib-exercise") and len(live) == 2
    for div in live:
        ex = ExerciseModel.from_attributes(div["data-hand"], div["data-context"])
        assert ex.hand == "[123m][456p][789s]23pCC1p" and div["data-lesson"] == ""
    assert soup.find("meta", charset="utf-8")
    assert (site / "live.js").read_text(encoding="utf-8").count('data-mj') > 5
    assert "export async function python(" in (site / "python.mjs").read_text(encoding="utf-8")
    assert ".mj-form" in (site / "style.css").read_text(encoding="utf-8")
    assert not (site / "py" / "pyodide.asm.wasm").exists()  # runtime=False: the runtime left out


def test_mjlib_zip_is_the_pure_python_part_and_imports_alone(site, tmp_path):
    import subprocess
    import zipfile

    zipped = site / "py" / "mjlib.zip"
    names = zipfile.ZipFile(zipped).namelist()
    assert "mjlib/__init__.py" in names and "mjlib/pages/page.py" in names and "mjlib/course/course.json" in names
    assert not [n for n in names if n.startswith(("mjlib/render/", "mjlib/widgets/"))
                or "__pycache__" in n or n.endswith(".pyc")]
    assert build_site.mjlib_zip() == zipped.read_bytes()  # the same tree, the same bytes
    script = ("import sys; import mjlib, mjlib.pages.page, json\n"
              f"assert mjlib.__file__.startswith({str(zipped)!r}), mjlib.__file__\n"
              "b = mjlib.pages.page.Board(); b.open('q', '[123m1][456p1][789s1]23pCC1p', '{}')\n"
              "print(b.check('q', {'花龙': '1', '喜相逢': '1'}, '9')['correct'])\n"
              "print(sorted(m for m in sys.modules if m.split('.')[0] in {'matplotlib', "
              "'ipywidgets', 'IPython', 'PIL', 'numpy'}))")
    # the zip first on the import path, as the page's runtime has it; no user site, no cwd
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    run = subprocess.run([sys.executable, "-s", "-c", script], capture_output=True, text=True,
                         cwd=tmp_path, env=dict(env, PYTHONPATH=str(zipped)))
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[:2] == ["True", "[]"]


def test_without_npm_the_build_names_the_missing_tool(tmp_path, monkeypatch):
    monkeypatch.setattr(build_site.shutil, "which", lambda name: None)
    with pytest.raises(build_site.BuildError) as e:
        build_site.pyodide_files(tmp_path / "cache")
    assert "npm is missing" in str(e.value) and "apt-get install npm" in str(e.value)
    assert "\n" not in str(e.value)


def test_a_drill_cell_becomes_the_live_drill_or_is_refused():
    builder = build_site
    place = builder.drill_place('Drill("everyday", seed=22)')
    assert 'data-family="everyday"' in place and 'data-seed="22"' in place
    assert 'data-family="all"' in builder.drill_place("Drill(family=None, seed=12)")
    bound = builder.drill_place('Drill(family="chows", seed=42, lesson=LESSON)', "en",
                                "04a-score-chow-pair-fans")  # the page's own lesson bounds it
    assert 'data-family="chows"' in bound and 'data-lesson="04a-score-chow-pair-fans"' in bound
    assert 'data-lesson=""' in builder.drill_place("Drill(seed=3)")
    assert builder.drill_place("d = Drill(seed=1)\nd") is None  # not the call alone
    assert builder.drill_place("print(1)") is None
    for source in ("Drill(family=name, seed=1)", "Drill(family='chows', seed=1, level=3)"):
        with pytest.raises(builder.BuildError, match="a drill cell the site cannot draw"):
            builder.drill_place(source)


def test_the_sites_lock_file_keeps_the_runtimes_info_and_lists_no_package(tmp_path):
    """The runtime checks the lock file's info; the packages it lists live on a CDN the site
    never reaches, so the site's copy lists none."""
    info = {"abi_version": "2026_0", "arch": "wasm32", "python": "3.14.2"}
    lock = tmp_path / "pyodide-lock.json"
    lock.write_text(json.dumps({"info": info, "packages": {
        "numpy": {"file_name": "numpy-2.0-cp314-pyodide.whl", "depends": []}}}), encoding="utf-8")
    assert json.loads(build_site.site_lockfile(lock)) == {"info": info, "packages": {}}


def test_the_build_names_the_pages_whose_figures_carry_no_text(both_site, tmp_path):
    _, built = both_site
    assert built["without_text"] == {}  # every figure of the fixture carries its text
    src = tmp_path / "notebooks"
    src.mkdir()
    nbformat.write(start_notebook(), src / "00-start-here.ipynb")
    nb = lesson_notebook()
    del nb.cells[2].outputs[0]["metadata"]["image/png"]  # the figure of cell 2 without its text
    nbformat.write(nb, src / "01-try.ipynb")
    built = build_site.build(tmp_path / "site", src, LESSONS)
    assert built["without_text"] == {"01-try.html": [2]}
    assert page(tmp_path / "site", "01-try.html").select("div.output > img")[0]["alt"] == "figure"
