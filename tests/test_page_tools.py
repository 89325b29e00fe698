"""mjlib.pages.page_tools: the site's hand builder and fan picker as a page's JavaScript receives them
(JSON), in both languages: a hand built tile by tile, typed (Chinese as mjlib reads it) or picked
from the examples; how it was won; the result with its HTML figure, both presets, the waits with
what each winning tile scores, the settlement when the discarder is known; a refused action told
with HandError's text and its field, the state left as it was; a fan's entry."""

import json

import pytest

from mjlib import score, waits
from mjlib.errors import HandError
from mjlib.pages.page_tools import Builder, FanPicker, builder_words
from mjlib.course.fan_reference import entry
from mjlib.vocabulary import writing

HAND = "[123m1][456p1][789s1]23pCC1p"  # 花龙 8 + 喜相逢 1 on a discard (tests/test_page.py)


def act(state, action, lang="en", builder=None):
    b = builder or Builder()
    return json.loads(b.act_json(json.dumps(state), json.dumps(action), lang))


def typed(text, lang="en", **flags):
    view = act({}, {"do": "text", "text": text}, lang)
    for name, value in flags.items():
        view = act(view["state"], {"do": "flag", "name": name, "value": value}, lang)
    return view


def test_a_hand_built_tile_by_tile_scores_as_mjlib_does():
    view = act({}, {"do": "view"})
    assert view["kind"] == "empty" and view["count"] == 0 and view["figure"] == ""
    for t in ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p", "5s", "5s"]:
        view = act(view["state"], {"do": "add", "tile": t})
        assert view["error"] is None
    r = score("123456789m234p5s5s")
    assert view["kind"] == "scored" and view["result"]["total"] == r.total
    assert view["pieces"][-1] == {"kind": "win", "tile": "5s", "name": "5s 五条",
                                  "label": "和张 winning tile"}
    assert view["full"] is True and view["palette"]["5s"] == 2 and view["palette"]["1p"] == 4
    assert 'class="mj-figure-html"' in view["figure"] and "mj-t-5s" in view["figure"]


def test_melds_are_made_from_the_palette_and_taken_out_by_a_tap():
    view = act({}, {"do": "meld", "kind": "pung", "offer": 2})
    assert view["state"]["meld"] == ["pung", 2]
    view = act(view["state"], {"do": "add", "tile": "C"})
    assert view["state"]["hand"] == "[CCC2]" and view["state"]["meld"] is None
    meld = view["pieces"][0]
    assert meld["kind"] == "meld" and [t["mode"] for t in meld["tiles"]] == \
        ["up", "claimed-across", "up"]
    view = act(view["state"], {"do": "remove_meld", "index": 0})
    assert view["state"]["hand"] == "" and view["kind"] == "empty"


def test_a_typed_hand_in_chinese_is_read_as_mjlib_reads_it():
    view = typed("123万456饼789条23饼中中1饼", "zh")
    assert view["error"] is None and view["state"]["hand"] == "123m789s23456pCC1p"
    assert view["result"]["total"] == score("123m789s23456pCC1p").total
    assert view["status"].startswith("合计") and "Total" not in view["status"]


@pytest.mark.parametrize("text, field, words", [
    ("11111m", "hand", "more than four"),
    ("123x", "hand", "x"),
    ("[12m]", "hand", "[12m]"),
])
def test_an_impossible_hand_is_refused_with_mjlibs_words_and_the_state_kept(text, field, words):
    before = typed(HAND)
    view = act(before["state"], {"do": "text", "text": text})
    with pytest.raises(HandError) as e:
        from mjlib.hand import read

        read(text)
    assert view["error"] == {"field": field, "message": str(e.value)}
    assert words.lower() in view["error"]["message"].lower()
    assert view["state"] == before["state"] and view["result"] == before["result"]


def test_a_refusal_is_in_the_pages_language():
    view = act({}, {"do": "text", "text": "11111m"}, "zh")
    assert view["error"]["field"] == "hand" and "超过了四张" in view["error"]["message"]
    view = act({}, {"do": "add", "tile": "1m"}, "zh")
    for _ in range(4):
        view = act(view["state"], {"do": "add", "tile": "1m"}, "zh")
    assert view["error"]["field"] == "palette" and view["state"]["hand"] == "1111m"


def test_flags_the_hand_contradicts_are_refused_at_their_box():
    view = typed(HAND)
    drawn = act(view["state"], {"do": "flag", "name": "self_drawn", "value": True})
    refused = act(drawn["state"], {"do": "flag", "name": "about_kong", "value": True})
    # no kong: 杠上开花 needs one; the builder says what to do
    assert refused["error"]["field"] == "about_kong" and "杠上开花" in refused["error"]["message"]
    assert refused["state"] == drawn["state"]
    flowers = act(view["state"], {"do": "flag", "name": "flowers", "value": "9"})
    assert flowers["error"]["field"] == "flowers" and "0 to 8" in flowers["error"]["message"]
    drawn = act(view["state"], {"do": "flag", "name": "self_drawn", "value": True})
    assert drawn["labels"]["about_kong"].startswith("杠上开花")
    assert drawn["result"]["total"] == score(HAND, self_drawn=True).total


def test_both_presets_side_by_side_with_the_differences_marked():
    view = typed("1133m2288s5577pCC", self_drawn=True)
    by = {p["rules"]: p for p in view["presets"]}
    green = score("1133m2288s5577pCC", self_drawn=True)
    common = score("1133m2288s5577pCC", self_drawn=True, rules="common-practice")
    assert by["green-book"]["total"] == green.total and by["common-practice"]["total"] == common.total
    assert by["green-book"]["chosen"] and not by["common-practice"]["chosen"]
    differs = {f["name"] for p in view["presets"] for f in p["fans"] if f["differs"]}
    assert differs == {"不求人 Fully Concealed Hand", "自摸 Self-Drawn"}
    switched = act(view["state"], {"do": "flag", "name": "rules", "value": "common-practice"})
    assert switched["result"]["total"] == common.total


def test_the_waits_with_the_score_of_each_winning_tile():
    view = typed("23455m345p34567s")  # 13 tiles: waiting
    assert view["kind"] == "waiting" and view["result"] is None
    rows = view["waits"]["rows"]
    assert [r["tile"] for r in rows] == [str(t) for t in waits("23455m345p34567s")]
    for r in rows:
        assert r["discard"] == score("23455m345p34567s" + r["tile"]).total
        assert r["self"] == score("23455m345p34567s" + r["tile"], self_drawn=True).total
    # the 5s stops at 7 on a discard and reaches 8 only self-drawn (notebook 12's own table)
    five = next(r for r in rows if r["tile"] == "5s")
    assert five["discard"] == 7 and five["minimum"] == "self"
    done = typed("23455m345p34567s2s")  # complete: the waits of the hand without its 2s
    assert [r["tile"] for r in done["waits"]["rows"]] == [r["tile"] for r in rows]
    assert [r["tile"] for r in done["waits"]["rows"] if r["current"]] == ["2s"]


def test_the_settlement_once_the_discarder_is_known():
    view = typed(HAND, seat_wind="S")
    assert view["settlement"]["seats"] == []  # a discard, the discarder not given: the line only
    assert "the discarder pays 8 + 9 = 17" in view["settlement"]["line"]
    paid = act(view["state"], {"do": "discarder", "value": "W"})
    seats = {s["seat"]: s["change"] for s in paid["settlement"]["seats"]}
    assert seats == score(HAND, seat_wind="S").settlement("W") == \
        {"E": -8, "S": 33, "W": -17, "N": -8}
    himself = act(view["state"], {"do": "discarder", "value": "南"})
    assert himself["error"]["field"] == "discarder" and "cannot be the winner" in \
        himself["error"]["message"] and himself["state"]["discarder"] == ""
    drawn = act(paid["state"], {"do": "flag", "name": "self_drawn", "value": True})
    assert {s["seat"]: s["change"] for s in drawn["settlement"]["seats"]} == \
        score(HAND, seat_wind="S", self_drawn=True).settlement()
    short = typed("123456m123p55s78p9p")  # 7 fans: a false win, not settled
    assert short["result"]["reaches"] is False and short["settlement"] is None


def test_the_examples_are_loaded_with_their_flags():
    b = Builder([{"label": "七对 self-drawn", "hand": "1133m2288s5577pCC",
                  "flags": {"self_drawn": True}},
                 {"label": "broken", "hand": "11111m", "flags": {}}])
    assert json.loads(b.words_json())["example_labels"] == ["七对 self-drawn", "broken"]
    view = act({}, {"do": "pick", "index": 0}, builder=b)
    assert view["state"]["flags"]["self_drawn"] is True
    assert view["result"]["total"] == score("1133m2288s5577pCC", self_drawn=True).total
    broken = act(view["state"], {"do": "pick", "index": 1}, builder=b)
    assert broken["error"]["field"] == "examples" and broken["state"] == view["state"]
    missing = act({}, {"do": "pick", "index": 7}, builder=b)
    assert missing["error"]["field"] == "examples"


@pytest.mark.parametrize("state, action", [
    ("not json", "{}"), ("[]", "{}"), ("{}", "[1]"), ("{}", '{"do": "dance"}'),
    ('{"hand": 5}', '{"do": "view"}'), ('{"flags": {"flowers": 99}}', '{"do": "view"}'),
    ('{"meld": ["pung"]}', '{"do": "view"}'), ("{}", '{"do": "remove_meld", "index": "0"}'),
    ("{}", '{"do": "text", "text": "' + "1" * 500 + '"}'),
])
def test_whatever_a_page_sends_gets_an_answer_not_a_traceback(state, action):
    view = json.loads(Builder().act_json(state, action, "en"))
    assert view["error"]["message"] and view["error"]["field"]
    assert isinstance(view["state"], dict)


def test_the_builders_words_are_in_each_language():
    with writing("zh"):
        zh = builder_words()
    en = builder_words()
    assert zh["self_drawn"] == "自摸" and en["self_drawn"] == "自摸 self-drawn"
    assert [p["rules"] for p in zh["presets"]] == ["green-book", "common-practice"]
    assert all(not w["name"].isascii() for w in zh["meld_kinds"])


def test_the_fan_picker_gives_a_fans_entry():
    picker = FanPicker()
    fans = json.loads(picker.fans_json("en"))
    listed = [f["zh"] for g in fans["groups"] for f in g["fans"]]
    assert len(listed) == len(set(listed)) == 82 and fans["groups"][0]["points"] == 88
    e = json.loads(picker.entry_json("全带五", "en"))
    want = entry("全带五")
    assert e["zh"] == "全带五" and e["title"] == "全带五 All Fives (16)"
    assert len(e["removes"]) == len(want.removes) == 2 and e["removed_by"] == []
    assert "implied" in e["removes"][1]  # 无字 follows from 断幺: marked as implied
    assert len(e["examples"]) == 1 + (want.struck is not None)
    assert str(want.example.result.total) in e["examples"][0]["line"]
    assert "mj-figure-html" in e["examples"][0]["figure"]
    zh = json.loads(picker.entry_json("全带五", "zh"))
    assert zh["title"] == "全带五（16番）" and zh["removes_head"] == "不计"
    bad = json.loads(picker.entry_json("全带六", "zh"))
    assert bad["error"]["field"] == "fan" and "全带六" in bad["error"]["message"]
