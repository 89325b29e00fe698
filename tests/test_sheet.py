"""The fan sheet (mjlib.course.sheet, the site's sheet.html and zh/sheet.html): every fan once, by points,
its 不计 list as the rule text gives it, the removals no text lists marked, the two presets apart,
the Chinese sheet without an English name. (Its two printed A4 pages: tests/site/test_site_offline.py.)
"""

from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup

from mjlib.errors import HandError
from mjlib.exclusions import TABLE
from mjlib.fans import BY_ZH, CONCEALED_AND_MELDED_KONG, FANS
from mjlib.rules import GREEN_BOOK
from mjlib.course.sheet import sheet_html
from mjlib.vocabulary import Source

# The rule text's 不计 lists, quoted from its entries (《麻将竞赛规则》, the 81 fans): "不计……".
RULE_TEXT = {
    "九莲宝灯": "清一色、门前清、幺九刻",
    "连七对": "清一色、门前清、单钓将、七对",
    "十三幺": "五门齐、门前清、单钓将、混幺九",
    "清幺九": "碰碰和、全带幺、幺九刻、无字",
    "大四喜": "圈风刻、门风刻、三风刻、幺九刻、碰碰和",
    "三色双龙会": "平和、无字、喜相逢、老少副",
    "双箭刻": "箭刻、幺九刻",
    "推不倒": "缺一门",
    "抢杠和": "和绝张",
}
IN_THE_TEXTS_ORDER = ("九莲宝灯", "连七对", "十三幺", "清幺九", "三色双龙会", "双箭刻")


@pytest.fixture(scope="module", params=["en", "zh"])
def page(request):
    return request.param, BeautifulSoup(sheet_html(request.param), "html.parser")


def rows(soup):
    return soup.select("table.sheet tbody tr")


def rule_list(row) -> list[str]:
    """The fans of the rule text's own list in a row."""
    listed = row.select_one("td.removed .listed")
    return re.split(r"、|, ", listed.get_text()) if listed else []


def test_every_fan_once_by_points(page):
    lang, soup = page
    found = [r["data-fan"] for r in rows(soup)]
    assert sorted(found) == sorted([f.zh for f in FANS] + [CONCEALED_AND_MELDED_KONG.zh])
    assert len(found) == len(set(found)) == 82
    points = [int(r["data-points"]) for r in rows(soup)]
    assert points == sorted(points, reverse=True) and points[0] == 88 and points[-1] == 1
    for r in rows(soup):  # the points shown are the fan's (双暗杠: the rule text's 8)
        shown = re.search(r"\d+", r.select_one("td.pts").get_text()).group(0)
        assert shown == r["data-points"], r["data-fan"]


def test_the_rule_texts_lists(page):
    lang, soup = page
    by_fan = {r["data-fan"]: r for r in rows(soup)}
    for fan, listed in RULE_TEXT.items():
        names = [BY_ZH[n] for n in listed.split("、")]
        got = rule_list(by_fan[fan])
        want = [f.zh if lang == "zh" else f.en for f in names]
        assert sorted(got) == sorted(want), fan
        if fan in IN_THE_TEXTS_ORDER:
            assert got == want, fan


def test_what_no_text_lists_is_marked(page):
    """Every implied row of the table (the rule text's preset) stands in its row after the word
    for implied, never in the rule text's list."""
    lang, soup = page
    implied = "可推知" if lang == "zh" else "implied"
    by_fan = {r["data-fan"]: r for r in rows(soup)}
    checked = 0
    for x in TABLE:
        if x.source is not Source.IMPLIED or not x.holds(GREEN_BOOK):
            continue
        by, removed = BY_ZH_ID[x.by], BY_ZH_ID[x.removes]
        if removed.zh in RULE_TEXT.get(by.zh, ""):
            continue
        row = by_fan[by.zh]
        name = removed.zh if lang == "zh" else removed.en
        assert name not in rule_list(row), (by.zh, removed.zh)
        marked = [m.parent.get_text() for m in row.select(".rule .mark")
                  if m.get_text().startswith(implied)]
        assert any(name in t for t in marked), (by.zh, removed.zh)
        checked += 1
    assert checked > 30


BY_ZH_ID = {f.id: f for f in list(FANS) + [CONCEALED_AND_MELDED_KONG]}


def test_the_presets_apart(page):
    """九莲宝灯 shows 幺九刻 once in the rule text's list, and common practice's one instance on
    its own line; a fan whose presets agree has no such line; 双暗杠's other points are there."""
    lang, soup = page
    by_fan = {r["data-fan"]: r for r in rows(soup)}
    terminal = "幺九刻" if lang == "zh" else BY_ZH["幺九刻"].en
    nine = by_fan["九莲宝灯"]
    assert nine.select_one(".rule").get_text().count(terminal) == 1
    common = nine.select_one(".cp").get_text()
    assert terminal in common and ("一副" in common if lang == "zh" else "only one" in common)
    assert by_fan["大三元"].select_one(".cp") is None
    assert "6" in by_fan["双暗杠"].select_one(".cp").get_text()
    with_line = {r["data-fan"] for r in rows(soup) if r.select_one(".cp")}
    assert {"九莲宝灯", "四杠", "三杠", "七对", "清幺九", "双暗杠", "明暗杠"} <= with_line


def test_the_chinese_sheet_has_no_english_name():
    soup = BeautifulSoup(sheet_html("zh"), "html.parser")
    text = soup.get_text(" ")
    for fan in list(FANS) + [CONCEALED_AND_MELDED_KONG]:
        assert fan.en not in text, fan.en
    words = set(re.findall(r"[A-Za-z]{2,}", text))
    assert not words, words
    assert "不计" in text and "通行计法" in text and "规则原文" in text


def test_a_language_it_does_not_write():
    with pytest.raises(HandError, match="'en' or 'zh'"):
        sheet_html("fr")
