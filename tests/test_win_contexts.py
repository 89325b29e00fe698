"""Two contexts a referee asks about. 和绝张 inferred from the player's own melds: the report says
why, in both languages. A win on a flower's replacement tile after a kong: the rule text gives it
自摸 and not 杠上开花 ("不计杠上开花，可计自摸"), which mjlib writes flower_replacement=True with
self_drawn=True, and refuses with about_kong, as the Win docstring and both READMEs say."""

from pathlib import Path

import pytest

import mjlib
from mjlib import score
from mjlib.report import last_tile_why

ROOT = Path(__file__).resolve().parent.parent
OWN_PUNG = "[555m1][789p1]456s99s34m5m"  # the other three 5m are in the player's own pung


def _in(language, fn):
    old = mjlib.use_language(language)
    try:
        return fn()
    finally:
        mjlib.use_language(old)


def test_last_tile_from_the_own_pung_is_inferred_and_the_report_says_why():
    r = score(OWN_PUNG)
    assert r.win.fourth_tile and "和绝张" in [c.fan.zh for c in r.fans]
    assert last_tile_why(r) == ("和绝张: the other three 5m are in your own melds",
                                "和绝张：另外三张5万都在自己的副露中")
    assert "和绝张: the other three 5m are in your own melds" in _in("en", lambda: str(r))
    zh = _in("zh", lambda: str(r))
    assert "和绝张：另外三张5万都在自己的副露中" in zh and "5m" not in zh.split("\n", 2)[2]


def test_a_flagged_last_tile_with_the_copies_in_sight_elsewhere_gets_no_reason():
    r = score("12m456p789p567sEE3m", fourth_tile=True)  # the three 3m are on the table
    assert "和绝张" in [c.fan.zh for c in r.fans] and last_tile_why(r) is None
    assert "other three" not in _in("en", lambda: str(r))


def test_a_robbed_kong_strikes_last_tile_and_its_reason_says_so_already():
    r = score("[123m1]345p678s99p23s4s", about_kong=True)
    assert r.win.fourth_tile and "和绝张" in [e.fan.zh for e in r.excluded]
    assert last_tile_why(r) is None


KONG = "[1111m]345p678s234pNN"  # a concealed kong; the N completes the pair


def test_a_win_on_a_flowers_replacement_after_a_kong_is_self_drawn_without_about_kong():
    """杠牌后补抓花牌再补花成和：不计杠上开花，可计自摸 (the rule text's 杠上开花 entry)."""
    r = score(KONG, self_drawn=True, flowers=1, flower_replacement=True)
    names = [c.fan.zh for c in r.fans]
    assert "杠上开花" not in names and "花牌" in names
    assert "自摸" in names or "不求人" in names  # 自摸, or 不求人 that includes it
    # the same fans as any self-drawn win with that flower: 补花成和，加计自摸
    plain = score(KONG, self_drawn=True, flowers=1)
    assert [(c.fan.zh, c.points) for c in r.fans] == [(c.fan.zh, c.points) for c in plain.fans]


@pytest.mark.parametrize("keywords, field, words", [
    (dict(self_drawn=True, about_kong=True, flowers=1, flower_replacement=True), "about_kong",
     ("不计杠上开花", "不计杠上开花")),
    (dict(flowers=1, flower_replacement=True), "flower_replacement", ("self-drawn", "自摸")),
    (dict(self_drawn=True, flower_replacement=True), "flower_replacement", ("needs a flower", "花牌")),
])
def test_a_flower_replacement_win_that_cannot_be_is_refused(keywords, field, words):
    with pytest.raises(mjlib.HandError) as caught:
        score(KONG, **keywords)
    assert caught.value.field == field
    assert words[0] in caught.value.message and words[1] in caught.value.message_zh
    with pytest.raises(mjlib.HandError):
        mjlib.Win(**keywords)


@pytest.mark.parametrize("text", [
    mjlib.Win.__doc__,
    (ROOT / "README.md").read_text(encoding="utf-8"),
    (ROOT / "README.zh-CN.md").read_text(encoding="utf-8")])
def test_the_flower_replacement_win_is_documented(text):
    assert "不计杠上开花" in text and "可计自摸" in text
    assert "flower_replacement" in text and "about_kong" in text
