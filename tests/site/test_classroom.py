"""The classroom app's own parts (app/classroom.py) without a browser: the drill the address asks
for, the sandbox's waits and presets, and bad input said in place with the last answer kept."""

from __future__ import annotations

import pytest

import mjlib
import mjlib.widgets
from support_site import ROOT, load_module

classroom = load_module(ROOT / "app" / "classroom.py")


@pytest.mark.parametrize("query, settings", [
    ("", {"family": "chows", "seed": 42, "level": 2}),
    ("family=pungs&seed=7", {"family": "pungs", "seed": 7, "level": 2}),
    ("family=all", {"family": None, "seed": 42, "level": 2}),
    ("seed=3", {"family": "chows", "seed": 3, "level": 2}),
    ("seed=007", {"family": "chows", "seed": 7, "level": 2}),
    (f"seed={2**64 - 1}", {"family": "chows", "seed": 2**64 - 1, "level": 2}),
    ("token=abc&seed=5", {"family": "chows", "seed": 5, "level": 2}),  # Voilà's login
    ("family=pungs&seed=7&level=3", {"family": "pungs", "seed": 7, "level": 3}),
    ("level=1", {"family": "chows", "seed": 42, "level": 1}),
])
def test_the_address_names_the_drill(query, settings):
    assert classroom.drill_settings(query) == settings


NOT_A_SEED = "in the address is not a whole number from 0 to 18446744073709551615 in the digits 0-9"


@pytest.mark.parametrize("query, says", [
    ("family=dragons", "family='dragons' in the address is not a family"),
    ("family=", "family='' in the address is not a family"),
    ("seed=-1", f"seed='-1' {NOT_A_SEED}"),
    ("seed=x", "seed='x'"),
    ("seed=", f"seed='' {NOT_A_SEED}"),
    ("seed=%C2%B2", f"seed='²' {NOT_A_SEED}"),  # a digit to str.isdigit, not to int
    ("seed=%D9%A3", f"seed='٣' {NOT_A_SEED}"),  # an Arabic-Indic 3: int() reads it as 3
    ("seed=1.5", "seed='1.5'"),
    ("seed=+7", "seed=' 7'"),  # + is a space in a query
    (f"seed={2**64}", f"seed='{2**64}' {NOT_A_SEED}"),
    ("seed=" + "9" * 5000, f"seed='99999999999999999999… \\(5,000 characters\\)' {NOT_A_SEED}"),
    ("seed=1&seed=2", "seed is given 2 times in the address; give it once"),
    ("level=4", "level='4' in the address is not 1, 2 or 3"),
    ("level=", "level='' in the address is not 1, 2 or 3"),
    ("level=%D9%A3", "level='٣' in the address is not 1, 2 or 3"),
    ("level=1&level=2", "level is given 2 times in the address; give it once"),
    ("rules=common-practice", "'rules' in the address is not one of its parameters "
                              "\\(family, seed, level\\)"),
    ("lang=fr", "lang='fr' in the address is not a language: en or zh / 地址中的 lang='fr' 不是"),
    ("lang=zh&lang=zh", "lang is given 2 times in the address; give it once / 地址中的 lang 给了"),
    ("template=lab&theme=dark", "'template' .*; 'theme' in the address is not one"),
    ("a=1&b=2&c=3&d=4&e=5", "'c' in the address is not one of its parameters \\(family, seed, "
                            "level\\); and 2 more$"),
])
def test_a_bad_address_is_refused_saying_why(query, says):
    with pytest.raises(mjlib.HandError, match=says):
        classroom.drill_settings(query)


@pytest.mark.skipif(not hasattr(mjlib.widgets, "Drill"), reason="this mjlib has no drill")
@pytest.mark.parametrize("query", ["seed=%C2%B2", "seed=" + "9" * 5000, "family=%3Cb%3Ex",
                                   "seed=7&level=9"])
def test_a_bad_address_shows_why_above_the_default_drill(query):
    shown = classroom.drill(query)
    assert isinstance(shown, classroom.Notice)
    assert shown.html.startswith('<p class="classroom-error"')
    assert "<b>" not in shown.html
    assert "default drill instead (family=chows, seed=42, level=2)" in shown.html
    assert len(shown.html) < 400  # a long address is cut in the message
    drill = shown.shown
    assert isinstance(drill, mjlib.widgets.Drill)
    assert (drill.family, drill.seed) == ("chows", 42)
    assert drill.next() and drill.index == 1  # a drill that deals its hands


@pytest.mark.skipif(not hasattr(mjlib.widgets, "Drill"), reason="this mjlib has no drill")
def test_a_good_address_gets_its_drill_alone():
    drill = classroom.drill("family=pungs&seed=7")
    assert isinstance(drill, mjlib.widgets.Drill) and (drill.family, drill.seed) == ("pungs", 7)


def test_the_example_hands_all_score():
    for label, example in classroom.EXAMPLES.items():
        hand, flags = example if isinstance(example, tuple) else (example, {})
        assert mjlib.score(hand, **flags).total > 0, label


def test_the_sandbox_lists_the_waits_then_keeps_them_on_bad_input():
    # 1112345678999m waits on every tile of its suit (nine gates): nine rows
    box = classroom.Sandbox("1112345678999m")
    table = box.out.outputs[0]["data"]["text/html"]
    assert table.count("<tr>") == 1 + 9
    assert "waits on 9 tile(s)" in table
    box.text.value = "1112345678999x"
    assert "unexpected character" in box.error.value
    assert box.out.outputs[0]["data"]["text/html"] == table  # the last answer stays
    box.text.value = "1133m2288s5577pCC"  # complete: both presets side by side
    assert box.error.value == ""
    shown = box.out.outputs[0]["data"]["text/html"]
    assert "green-book" in shown and "common-practice" in shown and "七对" in shown
    # side by side, each drawn and itemised as the builder does it, the exclusions with why
    assert shown.count('class="classroom-preset"') == 2 and "grid-template-columns" in shown
    assert shown.count('class="mj-figure-html"') == 2
    assert shown.count("不计 not counted") >= 2 and "门前清 Concealed Hand" in shown
    assert shown.count("Total 合计 24 fans") == 2


# ---------------------------------------------------------------------------------------------
# the page in Chinese: ?lang=zh

import json  # noqa: E402
import re  # noqa: E402

from support_site import english, shown_words  # noqa: E402


@pytest.fixture
def zh():
    old = mjlib.language()
    try:
        assert classroom.start("lang=zh") == "zh" and mjlib.language() == "zh"
        yield
    finally:
        mjlib.use_language(old)


@pytest.mark.parametrize("query, language", [("", "en"), ("lang=en", "en"), ("lang=zh", "zh"),
                                             ("family=pungs&lang=zh&seed=3", "zh"),
                                             ("lang=fr", "en"), ("lang=zh&lang=zh", "en"),
                                             ("lang=ZH", "en"), ("lang=", "en")])
def test_the_address_chooses_the_pages_language(query, language):
    old = mjlib.language()
    try:
        assert classroom.start(query) == language and mjlib.language() == language
    finally:
        mjlib.use_language(old)
    assert classroom.address_language(query) == language


def test_the_page_is_built_in_its_language_before_anything_else():
    nb = json.loads((ROOT / "app" / "classroom.ipynb").read_text(encoding="utf-8"))
    cells = nb["cells"]
    assert [c["cell_type"] for c in cells] == ["code"] * len(cells)  # no English-only prose
    first = "".join(cells[0]["source"])
    assert "start()" in first and first.index("start()") < first.index('section("title")')
    sections = re.findall(r'section\("(\w+)"\)', "".join("".join(c["source"]) for c in cells))
    assert sections == ["title", "build", "drill", "sandbox", "reference"]
    code = "".join("".join(c["source"]) for c in cells)
    assert 'HandBuilder(examples=examples(), figure_format="html")' in code
    assert "reference()" in code


# the English page's prose, as its markdown cells said it before
ENGLISH_SECTIONS = {
    "title": ("h1", "国标麻将 Chinese Official Mahjong: the classroom",
              "Build a hand and see its score explained, work through a drill, or find out which "
              "tile a waiting hand needs. Every score is computed by <code>mjlib</code>; the "
              "course's notebooks explain each fan."),
    "build": ("h2", "Build a hand 摆牌器",
              "Click tiles to add them; the last tile added wins. To lay down a meld, choose "
              "chow, pung or kong and where it came from, press &quot;make a meld&quot; and "
              "click its tile. The example list holds the hands of the course."),
    "drill": ("h2", "Drill 随堂练习",
              "Score the hands one by one. The page's address chooses the drill: "
              "<code>?family=pungs&amp;seed=7</code> deals pung and kong hands from seed 7, "
              "<code>?family=all</code> mixes every family; without them it is the chow family, "
              "seed 42. The same address gives every student the same hands in the same order."),
    "sandbox": ("h2", "Sandbox: which tile wins? 沙盒",
                "Type a hand one tile short to see every tile that completes it and what each "
                "would score, won on a discard or self-drawn. Type a complete hand to score it "
                "under both rule presets (green book, common practice)."),
}


@pytest.mark.parametrize("key", list(ENGLISH_SECTIONS))
def test_the_english_page_reads_as_it_did(key):
    tag, heading, text = ENGLISH_SECTIONS[key]
    shown = classroom.section(key).html()
    assert f"<{tag}>{heading}</{tag}>" in shown
    assert f"<p>{text.replace(chr(39), '&#x27;')}</p>" in shown


def test_the_sections_in_chinese_alone(zh):
    shown = {key: classroom.section(key).html()
             for key in ("title", "build", "drill", "sandbox", "reference")}
    assert "<h1>国标麻将课堂</h1>" in shown["title"]
    assert "<h2>摆牌器</h2>" in shown["build"] and "<h2>随堂练习</h2>" in shown["drill"]
    assert "<h2>番种速查</h2>" in shown["reference"]
    assert "沙盒" in shown["sandbox"] and "规则原文" in shown["sandbox"]
    assert "<code>?family=pungs&amp;seed=7&amp;lang=zh</code>" in shown["drill"]  # stays Chinese
    assert mjlib.FAMILIES["pungs"].zh in shown["drill"]
    for key, html_text in shown.items():
        assert english(html_text) is None, (key, english(html_text))
        assert "胡" not in html_text and "组合" not in html_text


def test_the_example_list_in_each_language():
    assert list(classroom.EXAMPLES) == [
        "no-repeat 不重复", "no-split 不拆移", "non-identical 不得相同",
        "high-versus-low 就高不就低", "count-once 套算一次", "大四喜 Big Four Winds",
        "清一色 Full Flush", "七对, self-drawn: the presets differ", "十三幺 Thirteen Orphans",
        "九莲宝灯 Nine Gates on the 9m", "杠上开花 on a concealed kong"]
    assert classroom.examples() == classroom.EXAMPLES
    old = mjlib.use_language("zh")
    try:
        chinese = classroom.examples()
    finally:
        mjlib.use_language(old)
    assert list(chinese.values()) == list(classroom.EXAMPLES.values())  # the same hands
    assert list(chinese)[:2] == ["不重复原则", "不拆移原则"] and "大四喜" in chinese
    for label in chinese:
        assert english(label) is None and re.search(r"[\u4e00-\u9fff]", label), label


@pytest.mark.parametrize("query", ["family=dragons&lang=zh", "seed=-1&lang=zh",
                                   "seed=" + "9" * 5000 + "&lang=zh", "level=4&lang=zh",
                                   "seed=1&seed=2&lang=zh", "rules=common-practice&lang=zh",
                                   "a=1&b=2&c=3&d=4&e=5&lang=zh"])
def test_a_bad_address_is_said_in_chinese(zh, query):
    with pytest.raises(mjlib.HandError) as refused:
        classroom.drill_settings(query)
    said = str(refused.value)
    assert said == refused.value.zh and "地址中的" in said
    assert english(said) is None, english(said)
    notice = classroom.drill(query)
    assert isinstance(notice, classroom.Notice)
    assert "下面是默认的练习（family=chows、seed=42、level=2）。" in notice.html
    assert english(notice.html) is None and len(notice.html) < 400
    assert notice.shown.family == "chows" and "练习：" in notice.shown.title.value


@pytest.mark.parametrize("query", ["lang=fr", "lang=xx&seed=3", "lang=zh&lang=en", "lang="])
def test_a_language_that_is_not_one_is_said_in_both_languages(query):
    assert classroom.start(query) == "en"  # the page stays English
    notice = classroom.drill(query)
    assert isinstance(notice, classroom.Notice)
    said = notice.html
    assert "in the address is not a language: en or zh" in said or "lang is given 2 times" in said
    assert "地址中的 lang" in said and "default drill instead" in said
    assert classroom.language_problem(query) is not None
    assert classroom.language_problem("lang=zh") is None


def test_the_sandbox_in_chinese_alone(zh):
    box = classroom.Sandbox("1112345678999m")
    assert box.button.description == "算番" and box.text.description == "手牌"
    table = box.out.outputs[0]["data"]["text/html"]
    assert table.count("<tr>") == 1 + 9 and "1112345678999m 听9张：" in table
    assert ("<tr><th>和张</th><th>点和</th><th>自摸</th><th>达8番起和？</th>"
            "<th>点和所计番种</th></tr>") in table
    assert "九莲宝灯88番" in table and "<td>是</td>" in table
    assert english(table) is None, english(table)
    box.show("23455m345p34567x")
    assert "classroom-error" in box.error.value and english(box.error.value) is None
    assert box.out.outputs[0]["data"]["text/html"] == table  # the last answer stays
    box.show("1133m2288s5577pCC")  # complete: both presets side by side
    shown = box.out.outputs[0]["data"]["text/html"]
    assert "<h4>规则原文</h4>" in shown and "<h4>通行计法</h4>" in shown
    assert shown.count("合计24番：已达8番起和") == 2 and "七对" in shown
    assert "拆法：七对" in shown and shown.count('class="mj-figure-html"') == 2
    assert english(shown) is None, english(shown)
    assert english(" ".join(shown_words(box.widget))) is None


def test_the_sandbox_waits_on_no_tile_in_chinese(zh):
    box = classroom.Sandbox("1234m5678p13579s")
    said = box.out.outputs[0]["data"]["text/html"]
    assert "未听牌" in said and english(said) is None


def test_sending_the_answers_in_chinese(zh, tmp_path):
    sent = classroom.drill("family=chows&seed=42&level=2&lang=zh", results=tmp_path)
    assert isinstance(sent, classroom.SentDrill)
    assert sent.nickname.description == "昵称" and sent.nickname.placeholder == "（可不填）"
    assert "不记姓名" in sent.note.value and english(sent.note.value) is None
    for text in shown_words(sent.drill):
        assert english(text) is None, english(text)
    sent.path = tmp_path / "no-such-folder" / "answers.sqlite"  # the answer cannot be kept
    sent.drill.click_check()
    assert "答案没能发给老师" in sent.note.value and english(sent.note.value) is None


def test_the_fan_reference_section_shows_an_entry():
    ref = classroom.reference()
    assert isinstance(ref, mjlib.widgets.FanReference) and ref.figure_format == "html"
    outputs = [o["data"] for o in ref.out.outputs]
    assert 'class="mjlib-entry" data-fan="big_four_winds"' in outputs[0]["text/html"]
    assert "大四喜 Big Four Winds · 88" in ref.output_text()
    # its hands drawn as the builder's HTML figures, on the tile faces of its own style sheet
    assert not [o for o in outputs if "image/png" in o]
    assert sum('class="mj-figure-html"' in o.get("text/html", "") for o in outputs) >= 1
    assert ".mj-fan-reference .mj-face.mj-t-1m" in ref.children[0].value
    ref.pick("全带五")
    assert "全带五 All Fives" in ref.output_text()


def test_the_fan_reference_in_chinese_alone(zh):
    ref = classroom.reference()
    assert ref.picker.options[0] == ("大四喜（88番）", "big_four_winds")
    assert ref.search.description == "查找"
    assert ref.output_text().startswith("大四喜 · 88番")
    for text in shown_words(ref):
        assert english(text) is None, english(text)
    ref.find("清一")
    assert ref.fan.zh == "清一色" and "需要：" in ref.output_text()
