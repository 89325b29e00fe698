"""mjlib.pages.page: an exercise on a web page, as the page's JavaScript receives it (JSON), in both
languages: the form, Check's feedback and its correct flag, the answer after the second wrong
try or on request, and a count or a total that is not a number refused with HandError's text."""

import json

import pytest

from mjlib import writing
from mjlib.errors import HandError
from mjlib.practice.exercise import ExerciseModel, answer_form
from mjlib.pages.page import Board, Questions, read_count, read_total

# 花龙 Mixed Straight (8) and 喜相逢 Mixed Double Chow (1) count; 连六 is count-once (套算一次)
HAND = "[123m1][456p1][789s1]23pCC1p"
CONTEXT = json.dumps({"rules": "green-book"})
LESSON = "04b-score-big-chow-fans"


def opened(lang="en"):
    board = Board()
    form = json.loads(board.open_json("q", HAND, CONTEXT, LESSON, lang))
    return board, form


def test_the_form_is_the_notebooks_answer_form():
    _, form = opened()
    want = answer_form(LESSON)
    assert [g["key"] for g in form["groups"]] == [c.key for c in want]
    assert [g["open"] for g in form["groups"]] == [c.open for c in want]
    assert [[f["zh"] for f in g["fans"]] for g in form["groups"]] == \
        [[f.zh for f in c.fans] for c in want]
    repeatable = {f["zh"] for g in form["groups"] for f in g["fans"] if f["repeatable"]}
    assert repeatable == {"一般高", "喜相逢", "连六", "老少副", "双同刻", "幺九刻", "四归一"}
    assert form["hand"] == ExerciseModel(HAND).hand
    assert form["words"]["check"] == "Check" and form["ask_total"] is False


def test_a_chinese_form_is_chinese():
    _, form = opened("zh")
    assert form["words"]["check"] == "核对" and form["words"]["answer"] == "看答案"
    assert form["groups"][0]["title"] == "常见小番（12）"
    names = [f["name"] for g in form["groups"] for f in g["fans"]]
    assert "清龙" in names and not any(n.isascii() for n in names)


def test_wrong_then_wrong_again_gives_the_answer():
    board, _ = opened()
    first = json.loads(board.check_json("q", json.dumps({"连六": "1"}), "", "en"))
    assert first["correct"] is False and first["revealed"] is False and first["answer"] is None
    text = "\n".join(first["lines"])
    # the first try says where, not what: the missed 喜相逢 is counted at its step, not named
    assert "喜相逢" not in text and "1 fan missed at this step" in text
    assert "连六" in text and "count-once" in text
    assert first["lines"][-1] == "Try again, or press Show answer."
    second = json.loads(board.check_json("q", json.dumps({"花龙": "1"}), "", "en"))
    assert second["correct"] is False and second["revealed"] is True
    assert "mjlib-counted" in second["answer"] and "花龙" in second["answer"]


def test_right_is_right_with_the_total_and_the_counts():
    board, _ = opened()
    out = board.check("q", {"花龙": "", "喜相逢": "1"}, " 9 ", "en")
    assert out["correct"] is True and out["head"] == "✓ Right"
    assert out["lines"][0].startswith("All right") and "Total 9: right." in out["lines"][-1]
    assert "<table" in out["answer"]
    wrong_count = Board()
    wrong_count.open("q", HAND, CONTEXT)
    out = wrong_count.check("q", {"花龙": "1", "喜相逢": "2"}, "", "en")
    assert out["correct"] is False and any("喜相逢" in line and "not 2×" in line
                                           for line in out["lines"])


def test_the_feedback_is_in_the_pages_language():
    board, _ = opened("zh")
    out = board.check("q", {"连六": "1"}, "", "zh")
    assert out["head"] == "✗ 还不对"
    assert any("漏计" in line for line in out["lines"]) and out["lines"][-1] == "再试一次，或按“看答案”。"
    assert not any("count-once" in line for line in out["lines"])
    answer = board.reveal("q", "zh")["answer"]
    assert "合计" in answer and "套算一次" in answer and "count-once" not in answer
    # the language the rest of the program writes is left as it was
    with writing("en"):
        assert board.check("q", {"花龙": "1"}, "", "en")["head"] == "✗ Not quite"


def test_show_answer_then_check_says_the_total():
    board, _ = opened()
    answer = board.reveal("q")["answer"]
    assert answer.count('class="mjlib-counted"') == 2 and "mjlib-excluded" in answer
    out = board.check("q", {"花龙": "1", "喜相逢": "1"}, "10")
    assert out["correct"] is False and "the hand scores 9" in out["lines"][-1]


@pytest.mark.parametrize("text", ["x", "nine", "9.5", "-1", "１０", "99999"])
def test_a_total_that_is_not_a_number_is_refused_beside_the_total(text):
    board, _ = opened()
    out = json.loads(board.check_json("q", json.dumps({"花龙": "1"}), text, "en"))
    assert out["correct"] is None and out["error"]["field"] == "total"
    assert out["error"]["message"].startswith("the total is a whole number of fans")
    assert board.exercise("q").tries == 0  # nothing was graded
    zh = json.loads(board.check_json("q", json.dumps({"花龙": "1"}), text, "zh"))
    assert zh["error"]["message"].startswith("合计是番数")


@pytest.mark.parametrize("text", ["x", "0", "9", "1.5", "２"])
def test_a_count_that_is_not_a_number_is_refused_beside_its_fan(text):
    board, _ = opened()
    out = board.check("q", {"花龙": "1", "喜相逢": text}, "", "en")
    assert out["error"]["field"] == "count" and out["error"]["fan"] == "喜相逢"
    assert "a fan's count is a whole number from 1 to 8" in out["error"]["message"]
    assert board.exercise("q").tries == 0


def test_bad_attributes_and_keys_are_refused_with_mjlibs_words():
    board = Board()
    out = json.loads(board.open_json("q", HAND, "{not json", "", "en"))
    assert out["error"]["message"].startswith("data-context is not JSON")
    out = json.loads(board.open_json("q", "123m", CONTEXT, "", "zh"))
    assert out["error"]["message"] and "Traceback" not in out["error"]["message"]
    out = json.loads(board.check_json("nope", "{}", "", "en"))
    assert out["error"]["message"] == "no exercise 'nope' is open on this page"
    out = json.loads(board.check_json("q", "[1, 2]", "", "en"))
    assert out["error"]["field"] == "fans"
    out = json.loads(board.check_json("q", json.dumps({"NOFAN": "1"}), "", "en"))
    board.open("q", HAND, CONTEXT)
    out = json.loads(board.check_json("q", json.dumps({"NOFAN": "1"}), "", "en"))
    assert out["error"]["field"] == "fans" and "unknown fan" in out["error"]["message"]


def test_reading_the_boxes():
    assert read_total("") is None and read_total(" 12 ") == 12
    assert read_count("") == 1 and read_count("3") == 3
    for bad in ("", "x", "12345"):
        if bad:
            with pytest.raises(HandError):
                read_total(bad)
    with pytest.raises(HandError):
        read_count("10")


def test_a_wrong_try_brings_the_hint_of_each_step_where_a_fan_is_missed():
    from mjlib.course.hints import HINTS

    board, _ = opened()
    out = json.loads(board.check_json("q", json.dumps({"花龙": "1"}), "", "en"))
    # 喜相逢 is missed: its step's question, which does not name it
    assert out["hint_head"] == "提示 Hint"
    assert any(h.endswith(HINTS["mixed_double_chow"][0]) for h in out["hints"])
    assert not any("喜相逢" in h or "Mixed Double" in h for h in out["hints"])
    zh = Board()
    zh.open("q", HAND, CONTEXT, LESSON, "zh")
    out = zh.check("q", {"花龙": "1"}, "", "zh")
    assert out["hint_head"] == "提示"
    assert any(h.endswith(HINTS["mixed_double_chow"][1]) for h in out["hints"])
    right = zh.check("q", {"花龙": "1", "喜相逢": "1"}, "", "zh")
    assert right["correct"] is True and right["hints"] == []


def test_the_answer_says_who_pays_what():
    board, _ = opened()
    # 9 fans on a discard, the winner East: the discarder pays 8 + 9, the two others 8 each,
    # East gains 17 + 8 + 8 = 33
    assert "the discarder pays 8 + 9 = 17" in board.reveal("q")["answer"]
    assert "East gains 33" in board.reveal("q")["answer"]
    zh = Board()
    zh.open("q", HAND, CONTEXT, LESSON, "zh")
    assert "点炮者付8+9=17分" in zh.reveal("q", "zh")["answer"]
    short = Board()  # 7 fans: a false win is not settled
    short.open("s", "123456m123p55s78p9p", CONTEXT)
    assert "mjlib-settlement" not in short.reveal("s")["answer"]


# lesson 01's questions (mjlib.pages.page.Questions): one choice, Check, the answer after two wrong tries

SEVEN_PAIRS = "22m77m44s66s33p9pEE9p"  # seven pairs: no set of three can be made
CLAIMED = "[234s3][CCCC]45p99p567m6p"   # one chow claimed; the kong without a digit is concealed
DRAWN_LAST = json.dumps({"self_drawn": True, "wall_last": True, "rules": "green-book"})


def test_a_question_gives_its_choices_and_grades_the_pick():
    questions = Questions()
    form = json.loads(questions.open_json("q", SEVEN_PAIRS, "shape", "{}", "01-read", "en"))
    assert form["ask"] == "Which winning shape is this hand?"
    right = form["choices"].index("seven pairs")
    wrong = form["choices"].index("four sets and a pair")
    out = json.loads(questions.check_json("q", str(wrong), "en"))
    assert out["correct"] is False and not out["revealed"] and out["answer"] is None
    assert "Count the tiles in groups" in " ".join(out["lines"])  # where to look, no answer
    assert "seven pairs" not in " ".join(out["lines"])
    out = json.loads(questions.check_json("q", str(wrong), "en"))
    assert out["correct"] is False and out["revealed"] and "seven pairs" in out["answer"]
    out = json.loads(questions.check_json("q", str(right), "en"))
    assert out["correct"] is True and out["head"] == "✓ Right"


def test_a_question_in_chinese_and_show_answer():
    questions = Questions()
    form = json.loads(questions.open_json("q", CLAIMED, "claimed", DRAWN_LAST, "", "zh"))
    assert form["ask"] == "和牌前吃、碰、明杠了几副牌组？" and form["choices"] == ["0", "1", "2", "3", "4"]
    assert form["words"]["check"] == "核对"
    answer = json.loads(questions.reveal_json("q", "zh"))["answer"]
    assert "<b>1</b>" in answer and "[234s3]" in answer and "[CCCC]" not in answer
    out = json.loads(questions.check_json("q", "1", "zh"))
    assert out["correct"] is True and out["head"] == "✓ 对了"


@pytest.mark.parametrize("choice, words", [("", "Pick one first."), ("9", "from 0 to 4, not 9"),
                                           ("x", "from 0 to 4, not 'x'")])
def test_a_missing_or_impossible_choice_is_refused_and_no_try_counted(choice, words):
    questions = Questions()
    questions.open("q", CLAIMED, "claimed", DRAWN_LAST)
    out = json.loads(questions.check_json("q", choice, "en"))
    assert out["correct"] is None and out["error"]["field"] == "choice"
    assert words in out["error"]["message"]
    assert questions.question("q").tries == 0


def test_bad_question_attributes_are_refused_with_mjlibs_words():
    questions = Questions()
    out = json.loads(questions.open_json("q", SEVEN_PAIRS, "shape", "{not json", "", "en"))
    assert out["error"]["message"].startswith("data-context is not JSON")
    out = json.loads(questions.open_json("q", SEVEN_PAIRS, "fans", "{}", "", "zh"))
    assert out["error"]["message"].startswith("问题只能问")
    out = json.loads(questions.check_json("nope", "1", "en"))
    assert out["error"]["message"] == "no question 'nope' is open on this page"


def test_an_answer_holds_the_html_figure_of_its_result():
    """An exercise's answer holds mjlib's HTML figure of its result, in the page's language,
    which a narrow page shows where a wide one shows the drawn picture."""
    from bs4 import BeautifulSoup

    board = Board()
    board.open("a", "[123m1][456p1][789s1]23pCC1p", json.dumps({"self_drawn": True}))
    for lang, counted in (("en", "计入\xa0counted"), ("zh", "计入")):
        soup = BeautifulSoup(board.reveal("a", lang)["answer"], "html.parser")
        figure = soup.select_one(".mjlib-answer > .mj-figure-narrow")
        assert figure.select_one(".mj-fig-title b").get_text() == "[123m][456p][789s]23pCC1p"
        assert figure.select_one(".mj-fig-ledger th").get_text() == counted
