"""The fan reference on screen: an entry as the notebook shows it (mjlib.render.reference), the
indexes, and the fan picker (mjlib.widgets.FanReference)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from mjlib import score
from mjlib.course import fan_reference as ref
from mjlib.course.lessons import reference as entry_section
from mjlib.fans import BY_ZH, CONCEALED_AND_MELDED_KONG, FANS
from mjlib.pages.figure import read_drawn

pytest.importorskip("matplotlib")

ALL = list(FANS) + [CONCEALED_AND_MELDED_KONG]
IDS = [f.id for f in ref.ORDER]


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.hrefs = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs.append(dict(attrs)["href"])


def _hrefs(html: str) -> list[str]:
    parser = _Links()
    parser.feed(html)
    return parser.hrefs


def data_of(shown) -> dict:
    """What a display object shows (its bundle without the metadata it may give)."""
    bundle = shown._repr_mimebundle_()
    return bundle[0] if isinstance(bundle, tuple) else bundle


@pytest.mark.parametrize("fan_id", IDS)
def test_an_entry_shows_its_text_and_its_hands_with_links_that_lead_somewhere(fan_id):
    from mjlib.render.reference import entry_outputs

    e = ref.entry(fan_id)
    outputs = [data_of(o) for o in entry_outputs(fan_id)]
    plain = "\n".join(o["text/plain"] for o in outputs if "text/html" in o)
    assert plain == str(e)  # the same words as the plain-text entry
    figures = [o for o in outputs if "image/png" in o]
    assert len(figures) == (2 if e.struck else 1)
    assert all(o["text/plain"].startswith("drawn result: ") for o in figures)
    shown = [o._repr_mimebundle_() for o in entry_outputs(fan_id)]  # a figure's words as its alt
    metas = [(data["text/plain"], metadata) for data, metadata in
             (b for b in shown if isinstance(b, tuple))]
    assert [(text, set(m), m["image/png"]["alt"]) for text, m in metas] == \
        [(o["text/plain"], {"image/png"}, o["text/plain"]) for o in figures]
    # and the example it draws as data, which a page draws in HTML: its hand, its win (as
    # scored: 抢杠和 implies 和绝张), its rules
    examples = [score(x.hand, rules=x.rules, **x.context) for x in (e.example, e.struck)
                if x is not None]
    drawn = [read_drawn(m["image/png"]["result"]) for _, m in metas]
    assert [(r.hand, r.rules, r.win, r.total) for r in drawn] == \
        [(r.hand, r.rules, r.win, r.total) for r in examples]
    anchors = {f"#{entry_section(f).anchor}" for f in ALL}
    for href in _hrefs("".join(o.get("text/html", "") for o in outputs)):
        assert href in anchors or href == e.taught.link, href
    assert _hrefs(outputs[0]["text/html"])[-1] == e.taught.link


def test_the_index_links_every_entry_once():
    from mjlib.render.reference import index_markdown

    for kind in ("points", "family"):
        text = index_markdown(kind)
        targets = re.findall(r"\]\(<#([^>]+)>\)", text)
        assert sorted(targets) == sorted(entry_section(f).anchor for f in ALL)
    with pytest.raises(ValueError):
        index_markdown("colour")


def test_the_fan_reference_widget_finds_and_shows_an_entry():
    pytest.importorskip("ipywidgets")
    from mjlib.widgets import FanReference

    w = FanReference("全带五")
    assert w.fan == BY_ZH["全带五"] and w.picker.value == "all_fives"
    assert str(ref.entry("全带五")).split("\n")[0] in w.output_text()
    assert len(w.picker.options) == 82
    assert [f.zh for f in w.find("flush")] == ["清一色", "混一色"]
    assert w.fan == BY_ZH["清一色"] and len(w.picker.options) == 2
    assert [f.zh for f in w.find("24")][:2] == ["七对", "七星不靠"]  # the 24-point fans
    assert w.find("no such fan") == [] and "no fan matches" in w.note.value
    w.pick("自摸")  # a fan the search left out: the search is cleared
    assert w.search.value == "" and len(w.picker.options) == 82 and w.fan == BY_ZH["自摸"]
    w.search.value = "kong"
    assert "四杠 Four Kongs (88)" in [label for label, _ in w.picker.options]
    w.picker.value = "three_kongs"
    assert w.fan == BY_ZH["三杠"] and "三杠 Three Kongs · 32番" in w.output_text()
    links = _hrefs("".join(o["data"].get("text/html", "") for o in w.out.outputs))
    assert links and all(h.endswith(".ipynb#" + h.split("#")[1]) for h in links)  # notebooks


# ---------------------------------------------------------------------------------------------
# in Chinese alone (mjlib.use_language("zh")), as the Chinese edition shows the reference

from tests.support.language import ENGLISH  # noqa: E402
TYPED = re.compile(r"\bmjlib[.\w]*")  # a name a user types



def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


@pytest.mark.parametrize("fan_id", IDS)
def test_an_entry_in_chinese_alone_links_to_the_chinese_headings(fan_id, zh):
    from mjlib.render.reference import entry_outputs

    e = ref.entry(fan_id)
    outputs = [data_of(o) for o in entry_outputs(fan_id)]
    plain = "\n".join(o["text/plain"] for o in outputs if "text/html" in o)
    assert plain == str(e)
    for o in outputs:
        for text in (_text(o.get("text/html", "")), o["text/plain"]):
            found = ENGLISH.search(TYPED.sub("", text))
            assert not found, (fan_id, found.group(0), text)
    assert all(o["text/plain"].startswith("算番图：") for o in outputs if "image/png" in o)
    anchors = {f"#{ref.entry_heading(f, 'zh')}" for f in ALL}
    taught = ref.heading_link(e.taught, "zh")
    for href in _hrefs("".join(o.get("text/html", "") for o in outputs)):
        assert href in anchors or href == taught, href
    assert _hrefs(outputs[0]["text/html"])[-1] == taught
    elsewhere = _hrefs(data_of(entry_outputs(fan_id, here=False)[0])["text/html"])
    assert all(h.startswith("13-fan-reference.ipynb#") or h == taught for h in elsewhere)


def test_the_index_in_chinese_alone_links_every_chinese_heading_once(zh):
    from mjlib.render.reference import index_markdown

    for kind in ("points", "family"):
        text = index_markdown(kind)
        targets = re.findall(r"\]\(<#([^>]+)>\)", text)
        assert sorted(targets) == sorted(ref.entry_heading(f, "zh") for f in ALL)
        assert not ENGLISH.search(text) and "**：" in text
    assert index_markdown("points").startswith("- **88番的番种**：[大四喜](<#大四喜（88番）>)")


def test_the_english_display_is_unchanged_by_a_visit_to_chinese():
    import mjlib
    from mjlib.render.reference import entry_outputs, index_markdown

    def shown():
        return [index_markdown("points")] + [data_of(o).get("text/html", "")
                                             for o in entry_outputs("明暗杠")]
    before = shown()
    old = mjlib.use_language("zh")
    try:
        chinese = shown()
    finally:
        mjlib.use_language(old)
    assert shown() == before != chinese
    assert "needs" in before[1] and "needs" not in chinese[1]


def test_the_fan_picker_draws_html_figures_and_lists_chinese_headings_in_chinese(zh):
    pytest.importorskip("ipywidgets")
    import mjlib
    from mjlib.widgets import FanReference

    w = FanReference("三杠", figure_format="html")
    outputs = [o["data"] for o in w.out.outputs]
    assert not [o for o in outputs if "image/png" in o]
    figures = [o for o in outputs if 'class="mj-figure-html"' in o.get("text/html", "")]
    assert len(figures) == 2 and all(o["text/plain"].startswith("算番图：") for o in figures)
    assert "拆法：" in figures[0]["text/html"] and "mj-fan-reference" in w._dom_classes
    assert ("三杠（32番）", "three_kongs") in w.picker.options
    for o in outputs:
        found = ENGLISH.search(TYPED.sub("", _text(o.get("text/html", ""))))
        assert not found, found.group(0)
    with pytest.raises(mjlib.HandError, match="只能是 'png' 或 'html'"):
        FanReference(figure_format="svg")
