"""The drill on a web page (mjlib.pages.page.Drills): the same hands as mjlib's DrillModel, the same form
and grading as an exercise, the statistics a page keeps, and what a class records."""

from __future__ import annotations

import json

import pytest

from mjlib.errors import HandError
from mjlib.practice.exercise import ExerciseModel, answer_form
from mjlib.practice.drill import DrillModel
from mjlib.pages.page import Board, Drills


def test_the_drill_deals_the_hands_of_mjlibs_drill():
    drill = DrillModel(family="pungs", seed=51, level=2)
    drills = Drills()
    state = drills.open("d", "pungs", "51", "2", "en")
    for i in range(drill.n):
        assert state["index"] == i and state["hand"] == drill.hand
        assert json.loads(state["context"]) == drill.context
        assert state["last"] == (i == drill.n - 1)
        drill.next()
        state = drills.next("d", "en")
    assert state["index"] == drill.n - 1  # next on the last hand stays there


def test_a_lessons_drill_deals_what_that_lesson_deals_and_opens_its_form():
    drill = DrillModel(family="chows", seed=42, level=2, lesson="04a-score-chow-pair-fans")
    unbound = DrillModel(family="chows", seed=42, level=2)
    state = Drills().open("d", "chows", "42", "2", "en", lesson="04a-score-chow-pair-fans")
    hands = []
    drills = Drills()
    state = drills.open("d", "chows", "42", "2", "en", lesson="04a-score-chow-pair-fans")
    for i in range(drill.n):
        assert state["hand"] == drill.hand
        hands.append(drill.hand)
        drill.next()
        state = drills.next("d", "en")
    # the bound changes what is dealt: the unbounded drill deals another hand somewhere
    assert any(unbound.hand != h for h in hands[:1]) or any(
        (unbound.next() or True) and unbound.hand != h for h in hands[1:])
    assert [g["key"] for g in Drills().open("d", "chows", "42", "2", "en", lesson="04a")
            ["form"]["groups"]] == [c.key for c in answer_form("04a-score-chow-pair-fans", "chows")]
    out = json.loads(Drills().open_json("d", "chows", "42", "2", "en", "", "no-such-lesson"))
    assert "no lesson" in out["error"]["message"]
    with pytest.raises(HandError):
        Drills().open("d", "chows", "42", "2", "en", lesson=4)


def test_the_form_is_the_drills_form_and_a_family_level_asks_only_its_fans():
    every = Drills().open("d", "chows", 4, 2, "en")["form"]
    assert [g["key"] for g in every["groups"]] == [c.key for c in answer_form(family="chows")]
    assert not every["ask_total"]
    assert Drills().open("d", "chows", 4, 3, "en")["form"]["ask_total"]
    assert "next" in every["words"] and every["words"]["check"] == "Check"


def test_check_grades_as_an_exercise_and_records_the_first_answer():
    drills = Drills()
    state = drills.open("d", "chows", 4, 2, "en")
    ex = ExerciseModel.from_attributes(state["hand"], state["context"])
    counted = {c.fan.zh: str(c.count) for c in ex.result.fans}
    one_missing = dict(list(counted.items())[1:])
    out = drills.check("d", one_missing, "", "en")
    assert out["correct"] is False and out["error"] is None
    assert out["first"]["outcome"] == "wrong"
    missing = next(iter(counted))
    assert out["first"]["missed"] == [missing] and out["first"]["index"] == 0
    assert out["first"]["steps"]  # the step of the missed fan
    again = drills.check("d", counted, "", "en")
    assert again["correct"] is True and again["first"] is None
    assert again["this"]["outcome"] == "right"
    assert again["stats"]["line"].startswith("tried 1 · right 0")


def test_show_answer_first_is_recorded_as_revealed_and_a_later_right_answer_too():
    drills = Drills()
    state = drills.open("d", "chows", 4, 2, "en")
    shown = drills.reveal("d", "en")
    assert shown["first"]["outcome"] == "revealed" and "mjlib-answer" in shown["answer"]
    ex = ExerciseModel.from_attributes(state["hand"], state["context"])
    out = drills.check("d", {c.fan.zh: str(c.count) for c in ex.result.fans}, "", "en")
    assert out["correct"] is True and out["first"] is None
    assert out["this"]["outcome"] == "revealed"


def test_the_saved_statistics_put_back_the_place_and_the_misses():
    drills = Drills()
    drills.open("d", "chows", 4, 2, "en")
    drills.check("d", {}, "", "en")  # nothing ticked: every fan missed
    saved = drills.next("d", "en")["saved"]
    again = Drills()
    state = json.loads(again.open_json("d", "chows", "4", "2", "zh", json.dumps(saved)))
    assert state["index"] == 1 and state["saved"] == saved
    assert state["stats"]["line"].startswith("已做 1")
    assert sum(s["times"] for s in state["stats"]["steps"]) == sum(saved["steps"].values()) > 0


@pytest.mark.parametrize("saved", ['{"index": 1}', "[]", "not json", '{"index": 99, "tried": 0, '
                                   '"right": 0, "streak": 0, "steps": {}, "missed": {}, "wrong": {}}',
                                   '{"index": 0, "tried": 0, "right": 0, "streak": 0, '
                                   '"steps": {"nowhere": 1}, "missed": {}, "wrong": {}}'])
def test_saved_statistics_that_are_not_a_drills_are_refused(saved):
    out = json.loads(Drills().open_json("d", "chows", "4", "2", "en", saved))
    assert "saved statistics" in out["error"]["message"]


@pytest.mark.parametrize("args, words", [
    (("d", "chows", "-1", "2"), "seed"), (("d", "chows", "4", "7"), "level"),
    (("d", "teacups", "4", "2"), "teacups"), (("", "chows", "4", "2"), "key"),
])
def test_bad_drill_arguments_get_mjlibs_words(args, words):
    out = json.loads(Drills().open_json(*args, "en"))
    assert words in out["error"]["message"]


def test_bad_answers_are_refused_beside_their_field_and_count_nothing():
    drills = Drills()
    drills.open("d", "chows", 4, 3, "en")
    out = json.loads(drills.check_json("d", json.dumps({"一般高": "x"}), "", "en"))
    assert out["error"]["field"] == "count" and out["error"]["fan"] == "一般高"
    out = json.loads(drills.check_json("d", "{}", "many", "en"))
    assert out["error"]["field"] == "total"
    assert json.loads(drills.check_json("d", "[1]", "", "en"))["error"]["field"] == "fans"
    assert drills.state("d")["saved"]["tried"] == 0
    assert "no drill" in json.loads(drills.check_json("nope", "{}", "", "en"))["error"]["message"]


def test_go_follows_the_teacher_and_refuses_a_hand_out_of_the_drill():
    drills = Drills()
    drills.open("d", "chows", 4, 2, "en")
    drill = DrillModel(family="chows", seed=4)
    for _ in range(6):
        drill.next()
    assert json.loads(drills.go_json("d", "6", "en"))["hand"] == drill.hand
    assert "from 0 to 9" in json.loads(drills.go_json("d", "10", "en"))["error"]["message"]


def test_a_typed_hand_is_a_drill_of_one_with_every_fan_asked():
    drills = Drills()
    state = json.loads(drills.open_hand_json("t", "[123m1][456p1][789s1]23pCC1p", "{}", "en"))
    assert state["n"] == 1 and state["last"] and state["stats"] is None
    assert [g["key"] for g in state["form"]["groups"]] == [c.key for c in answer_form()]
    board = Board()
    board.open("b", "[123m1][456p1][789s1]23pCC1p", "{}")
    assert drills.check("t", {"花龙": "1", "喜相逢": "1"}, "", "en")["correct"] is \
        board.check("b", {"花龙": "1", "喜相逢": "1"}, "")["correct"] is True
    assert "HandError" not in drills.open_hand_json("t", "123m", "{}", "en")
    assert json.loads(drills.open_hand_json("t", "123m", "{}", "en"))["error"]["message"]


def test_the_steps_add_up_to_the_total_and_the_tiles_are_the_hand():
    drills = Drills()
    state = drills.open_hand("t", "[123m1][456p1][789s1]23pCC1p", '{"flowers": 2}', "en")
    out = drills.steps("t", "en")
    assert [s["number"] for s in out["steps"]] == list(range(1, 8))
    assert out["steps"][-1]["so_far"] == out["total"] == ExerciseModel(
        "[123m1][456p1][789s1]23pCC1p", flowers=2).total
    assert state["tiles"].count('class="mj-tile ') == 14
    assert state["tiles"].count('class="mj-meld') == 3 and "mj-win" in state["tiles"]
