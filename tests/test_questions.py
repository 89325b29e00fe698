"""Lesson 01's questions (mjlib.practice.questions): the right choice is worked out from the hand, a wrong
first try says where to look and keeps the answer back, the second gives it with its reason, in
both languages."""

import pytest

import mjlib
from mjlib.practice.questions import Question


def test_the_right_choice_comes_from_the_hand():
    assert Question("[234s3][CCCC]45p99p567m6p", "claimed", self_drawn=True).right == 1
    assert Question("[234s3][567m1]CCC45p99p6p", "claimed").right == 2
    assert Question("123m456p789s23pCC1p", "claimed").right == 0
    assert Question("22m77m44s66s33p9pEE9p", "shape").right == 1   # seven pairs
    assert Question("19m19s19pESWNCFP1m", "shape").right == 2      # thirteen orphans
    assert Question("[345s3][WWW2]678m55p99p5p", "minimum", seat_wind="W").right == 1  # 2 fans
    assert Question("[234s3][567m1]CCC45p99p6p", "minimum", self_drawn=True,
                    wall_last=True).right == 0                     # 10 fans


def test_a_wrong_first_try_says_where_to_look_and_the_second_gives_the_answer():
    q = Question("[345s3][WWW2]678m55p99p5p", "minimum", seat_wind="W")
    first = q.check(0)
    assert not first.correct and not first.revealed
    assert "compare with 8" in str(first) and "2 fans" not in str(first)
    second = q.check(0)
    assert second.revealed and "2 fans: below 8, it may not win" in str(second)
    assert q.check(1).correct


def test_minimum_shows_the_fans_it_counts_and_nothing_else_does():
    q = Question("[234s3][567m1]CCC45p99p6p", "minimum", self_drawn=True, wall_last=True)
    assert q.given() == ["妙手回春 Last Tile Draw 8", "箭刻 Dragon Pung 2"]
    assert Question("[234s3][567m1]CCC45p99p6p", "shape").given() == []


def test_questions_speak_chinese_in_the_chinese_edition():
    old = mjlib.use_language("zh")
    try:
        q = Question("22m77m44s66s33p9pEE9p", "shape")
        assert q.ask() == "这手牌是哪种和牌牌型？" and str(q.choices[1]) == "七对"
        assert "三张一组" in str(q.check(0)) and "七对" in str(q.check(0))
    finally:
        mjlib.use_language(old)


def test_bad_input_is_refused_clearly():
    with pytest.raises(mjlib.HandError, match="a question asks one of claimed, shape, minimum"):
        Question("22m77m44s66s33p9pEE9p", "fans")
    with pytest.raises(mjlib.HandError, match="a choice is a number from 0 to 4"):
        Question("22m77m44s66s33p9pEE9p", "shape").check(9)


def test_the_widget_draws_the_question_and_grades_the_pick():
    from mjlib.widgets import Question as Widget

    w = Widget("[234s3][CCCC]45p99p567m6p", "claimed", self_drawn=True, lesson="01")
    question, _ = w.outputs()
    assert 'class="mjlib-question-choice"' in question["text/html"]
    assert "1 claimed" not in question["text/html"]  # nothing of the answer
    w.picker.value = 2
    assert not w.click_check().correct and "square brackets" in w.out.value
    w.picker.value = 1
    assert w.click_check().correct
