"""The HTML result figure (mjlib.pages.figure.figure_html, the hand builder's default) carries what
the drawn one (mjlib.render.draw_result) shows: the tiles the hand waited on when a wait fan is
counted or not counted, the legend of the total's bar, the dot between two instances of a fan
among its set letters; in English (with the Chinese beside it) and in Chinese alone."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from bs4 import BeautifulSoup  # noqa: E402

import mjlib  # noqa: E402
from mjlib import writing  # noqa: E402
from mjlib.pages.figure import FAMILY_COLOUR, figure_html  # noqa: E402

EDGE = "[123m1]456p789s12sNN3s"  # 边张: 12s waited on 3s alone
SEVEN_PAIRS = "1133557799m22pEE"  # 单钓将 not counted in 七对: waited on E alone
MIXED = "[123m1][456p1][789s1]23pCC1p"  # 23p waited on 1p and 4p: no wait fan
TWICE = "123789m123789pCC"  # 喜相逢 twice: 123m with 123p, 789m with 789p
KONGS = "[1111m][EEEE2]234p567s8s8s"  # 5678s waited on 5s and 8s
SHORT = "[123m1]345m678p234s55p"  # 2 fans: short of the minimum
LEGEND_EN = "the fans toward the 8-fan minimum; flowers do not count"
LEGEND_ZH = "计入起和番的番种（花牌不计在内）"


def soup(hand: str, **flags) -> BeautifulSoup:
    return BeautifulSoup(figure_html(mjlib.score(hand, **flags)), "html.parser")


def faces(node) -> list[str]:
    """The tiles a part of the figure shows, by their face classes."""
    return [next(c[len("mj-t-"):] for c in t["class"] if c.startswith("mj-t-"))
            for t in node.select(".mj-fig-tile.mj-face")]


@pytest.mark.parametrize("hand, waited", [(EDGE, ["3s"]), (SEVEN_PAIRS, ["E"])])
def test_a_wait_fan_shows_the_tiles_waited_on_beside_the_sets(hand, waited):
    for lang, label in (("en", "和牌前听waited on"), ("zh", "和牌前听")):
        with writing(lang):
            s = soup(hand)
        (box,) = s.select(".mj-fig-sets > .mj-fig-waits")
        assert box.select_one(".mj-fig-waits-label").get_text() == label
        assert faces(box) == waited
        assert box is s.select(".mj-fig-sets > div")[-1]  # after the sets, as drawn


@pytest.mark.parametrize("hand", [MIXED, KONGS, "[EEE1][SSS2]WWWNN11mN"])
def test_a_hand_that_waited_on_more_than_one_tile_has_no_waited_on_box(hand):
    """23p waits on 1p or 4p, 5678s on 5s or 8s, NN 11m on N or 1m: no wait fan, no box."""
    for lang in ("en", "zh"):
        with writing(lang):
            html = figure_html(mjlib.score(hand))
        assert "mj-fig-waits" not in html and "和牌前听" not in html


@pytest.mark.parametrize("hand", [EDGE, SEVEN_PAIRS, MIXED, KONGS, TWICE])
def test_the_html_figure_shows_the_waits_where_the_drawn_one_does(hand):
    from mjlib.render import draw_result

    fig = draw_result(mjlib.score(hand))
    try:
        gids = {a.get_gid() for a in fig.findobj(lambda a: a.get_gid() is not None)}
    finally:
        plt.close(fig)
    drawn = sorted(g.split(":")[1] for g in gids if g.startswith("wait-tile:"))
    box = soup(hand).select_one(".mj-fig-waits")
    assert ("waits" in gids) == (box is not None)
    assert drawn == (sorted(faces(box)) if box else [])
    # and the legend's swatches, family by family
    swatches = [g.split(":")[1] for g in gids if g.startswith("bar-swatch:")]
    html = soup(hand).select(".mj-fig-legend .mj-fig-swatch")
    assert sorted(swatches) == sorted(family_of(s) for s in html)


def family_of(swatch) -> str:
    colour = swatch["style"].split("background:")[1].strip("; ")
    return next(f for f, c in FAMILY_COLOUR.items() if c == colour)


def test_the_legend_says_what_the_total_bar_stacks_in_both_languages():
    with writing("en"):
        (legend,) = soup(MIXED, flowers=2).select("tr.mj-fig-legend")
    assert legend.get_text(" ", strip=True) == f"{LEGEND_ZH} {LEGEND_EN}"
    # 花龙 and 喜相逢 are chows; the flowers count but are no part of the bar
    assert [family_of(s) for s in legend.select(".mj-fig-swatch")] == ["chows"]
    assert legend.find_previous_sibling("tr")["class"] == ["mj-fig-total"]
    with writing("zh"):
        (legend,) = soup(EDGE).select("tr.mj-fig-legend")
    assert legend.get_text(" ", strip=True) == LEGEND_ZH
    # 花龙 喜相逢 (chows), then 边张 (how the hand was won): the bar's order
    assert [family_of(s) for s in legend.select(".mj-fig-swatch")] == ["chows", "winning"]


def test_a_hand_short_of_the_minimum_keeps_its_legend():
    s = soup(SHORT)
    assert s.select_one("tr.mj-fig-total .mj-fig-short") is not None
    assert [family_of(x) for x in s.select(".mj-fig-legend .mj-fig-swatch")] == ["chows"]


def test_two_instances_of_a_fan_are_set_apart_by_a_dot():
    s = soup(TWICE)
    sets = {x.select_one(".mj-fig-letter").get_text(): faces(x) for x in s.select(".mj-fig-set")}
    (row,) = [r for r in s.select("tr.mj-fig-counted") if "喜相逢" in r.get_text()]
    marks = [m.get_text() for m in row.select(".mj-fig-letter, .mj-fig-apart")]
    assert "·" in marks and row.select(".mj-fig-apart")
    first, second = "".join(marks).split("·")
    # each instance is a chow in characters with the same chow in dots
    for pair in (first, second):
        a, b = (sets[x] for x in pair)
        assert [t[0] for t in a] == [t[0] for t in b] and {a[0][1], b[0][1]} == {"m", "p"}
    # a fan counted once has no dot
    (row,) = [r for r in soup(MIXED).select("tr.mj-fig-counted") if "喜相逢" in r.get_text()]
    assert not row.select(".mj-fig-apart")
