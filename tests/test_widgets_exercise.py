"""The Exercise and Drill widgets driven headlessly: clicks, what they show, and what a saved
notebook holds before any click (the question, never the answer)."""

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import nbformat  # noqa: E402
import pytest  # noqa: E402
from nbclient import NotebookClient  # noqa: E402

import mjlib  # noqa: E402
from mjlib.practice import exercise as logic  # noqa: E402
from mjlib.practice.drill import DrillModel  # noqa: E402
from mjlib.widgets import Drill, Exercise  # noqa: E402
from mjlib.widgets.exercise import answer_html, question_html  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
MIXED_STRAIGHT = "[123m1][456p1][789s1]23pCC1p"  # the rule book's count-once example: 花龙 8 + 喜相逢 1


class Questions(HTMLParser):
    """The attributes of every div.mjlib-exercise, and the images inside."""

    def __init__(self, text):
        super().__init__()
        self.divs, self.images = [], []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "div" and "mjlib-exercise" in attrs.get("class", "").split():
            self.divs.append(attrs)
        if tag == "img":
            self.images.append(attrs.get("src", ""))


def answer_words(ex: logic.ExerciseModel) -> list[str]:
    """What must not be shown before a click: the counted fans' names, and the total as the
    answer writes it."""
    words = [w for c in ex.result.fans for w in (c.fan.zh, c.fan.en)]
    return words + ["合计", f"Total {ex.total}", f"total {ex.total}", "mjlib-answer",
                    "mjlib-feedback"]


def leaks(text: str, ex: logic.ExerciseModel) -> list[str]:
    return [w for w in answer_words(ex) if w in text]


@pytest.fixture
def ex():
    e = Exercise(MIXED_STRAIGHT)
    yield e
    assert e.failures == []


def tick(form, *names, counts=None):
    """Tick exactly ``names`` (with ``counts``: {zh: n} for a fan counted more than once)."""
    for zh, box in form.boxes.items():
        box.value = zh in names
        if zh in form.counts:
            form.counts[zh].value = (counts or {}).get(zh, 1)


def tick_answer(form, ex):
    """Tick the right answer of the logic exercise ``ex``."""
    asked = {c.fan.zh: c.count for c in ex.result.fans if c.fan in ex.counted}
    tick(form, *asked, counts=asked)


def shown(out) -> str:
    return "\n".join(o.get("data", {}).get("text/html", "") + o.get("data", {}).get("text/plain", "")
                     + o.get("text", "") for o in out.outputs)


def test_before_any_click_only_the_question_is_shown(ex):
    question, widget = ex.outputs()
    assert set(question) == {"text/html", "text/plain"}  # plain HTML, not a widget
    assert WIDGET_VIEW in widget and widget["text/plain"] == "Exercise('[123m][456p][789s]23pCC1p')"
    assert leaks(json.dumps(question, ensure_ascii=False), ex) == []
    assert ex.form.feedback.outputs == () and ex.form.answer.outputs == ()
    [div] = Questions(question["text/html"]).divs
    assert div["data-hand"] == "[123m][456p][789s]23pCC1p"
    again = mjlib.practice.exercise.ExerciseModel.from_attributes(div["data-hand"], div["data-context"])
    assert again.result == ex.result
    [img] = Questions(question["text/html"]).images
    assert img.startswith("data:image/png;base64,")
    assert "Which fans count?" in question["text/html"]


def test_the_question_carries_its_context_for_a_static_page():
    e = Exercise("[EEE1][SSS2]WWW11mNN1m", seat_wind="S", prevalent_wind="W", flowers=3,
                 rules="common-practice")
    [div] = Questions(question_html(e)).divs
    context = json.loads(div["data-context"])
    assert context == {"self_drawn": False, "fourth_tile": False, "about_kong": False,
                       "wall_last": False, "seat_wind": "S", "prevalent_wind": "W",
                       "flowers": 3, "flower_replacement": False, "rules": "common-practice"}
    again = logic.ExerciseModel.from_attributes(div["data-hand"], div["data-context"])
    assert again.result == e.result
    assert "data-context='{" in question_html(e)  # single-quoted, the JSON readable
    assert leaks(question_html(e), e) == []


def test_check_a_wrong_answer_then_the_right_one(ex):
    tick(ex.form, "连六")  # (花龙 with 连六 instead of 喜相逢 is the rules' other choice: right)
    ex.form.check_button.click()
    text = shown(ex.form.feedback)
    assert "Not quite" in text and "Missed: " not in text  # the first try says where, not what
    assert "[3 数牌组 the sets, alone and together] 1 fan missed at this step" in text
    assert "Not counted: 连六 Short Straight" in text and "套算一次 count-once" in text
    assert ex.form.answer.outputs == ()  # a wrong answer does not show the answer
    ex.form.hint_button.click()
    hints = shown(ex.form.hints)
    assert "two chows of the same numbers in different suits?" in hints and "喜相逢" not in hints
    tick(ex.form, "花龙", "喜相逢")
    ex.form.total.value = "9"
    ex.form.check_button.click()
    text = shown(ex.form.feedback)
    assert "✓ 对了 Right" in text and "All right: 花龙 Mixed Straight, 喜相逢 Mixed Double Chow" in text
    assert "Total 9: right." in text
    answer = shown(ex.form.answer)  # all right: the drawn result is shown too
    assert 'class="mjlib-answer"' in answer and "data:image/png;base64," in answer


def test_a_wrong_total_says_by_how_much(ex):
    tick(ex.form, "花龙", "喜相逢")
    ex.form.total.value = " 12 "
    fb = ex.click_check()
    assert fb.total_off == 3 and "Total 12 is too high" in shown(ex.form.feedback)
    assert "the hand scores" not in shown(ex.form.feedback) and ex.form.answer.outputs == ()
    fb = ex.click_check()  # the second wrong try gives the answer
    assert fb.revealed and "the hand scores 9" in shown(ex.form.feedback)
    assert 'class="mjlib-answer"' in shown(ex.form.answer)


def test_a_total_that_is_not_a_number_is_refused_in_place(ex):
    tick(ex.form, "花龙")
    ex.form.check_button.click()
    before = ex.form.feedback.outputs
    for bad in ("nine", "²", "٩", "１０"):  # only the digits 0-9 write a total
        ex.form.total.value = bad
        ex.form.check_button.click()
        assert "the total is a whole number of fans, written in the digits 0-9, not &#x27;" \
            in ex.form.error.value and not ex.failures, bad
        assert ex.form.feedback.outputs == before  # the last feedback stays
    ex.form.total.value = ""
    ex.form.check_button.click()
    assert "mjlib-error" in ex.form.error.value and "&#9888;" not in ex.form.error.value


def test_show_answer(ex):
    ex.form.answer_button.click()
    html = shown(ex.form.answer)
    for fan, points in (("花龙 Mixed Straight", 8), ("喜相逢 Mixed Double Chow", 1)):
        assert re.search(rf"<b>{points}</b></td><td[^>]*>{fan}", html)
    assert re.search(r"<b>9</b></td><td[^>]*><b>合计 total</b>", html)
    assert "<s>连六 Short Straight</s>" in html and "套算一次 count-once" in html
    assert 'class="mjlib-why"' in html and "Read as 四副牌组一对将" in html
    assert html.count("data:image/png;base64,") == 1
    assert ex.form.feedback.outputs == ()
    assert set(leaks(html, ex)) >= {"花龙", "喜相逢", "合计"}  # what the checks before a click look for


def test_answer_html_holds_the_whole_answer():
    e = logic.ExerciseModel("22233344m234p99p4m")
    html = answer_html(e)
    assert html.startswith('<div class="mjlib-answer"') and html.endswith("</div>")
    for c in e.result.fans:
        assert f"{c.fan.zh} {c.fan.en}" in html
    for x in e.result.excluded:
        assert f"<s>{x.fan.zh} {x.fan.en}</s>" in html and x.principle.zh in html
    assert "就高不就低 high-versus-low" in html and "一色三同顺 Pure Triple Chow" in html
    assert html.count("<li>") == len(e.explanation())


def test_check_works_as_the_logic_class(ex):
    assert isinstance(ex, logic.ExerciseModel)
    assert ex.check(fans=["花龙", "喜相逢"], total=9).correct
    assert ex.form.feedback.outputs == ()  # check() grades; only the button shows


def test_a_family_exercise_offers_that_family_only():
    e = Exercise("123m456p789s12p55s3p", self_drawn=True, family="chows", ask_total=True)
    assert len(e.form.boxes) == 80  # every fan, the chows' group open
    assert [g.key for g in e.choices if g.open] == ["everyday", "chows"]
    assert "(asked)" in e.form.total.placeholder
    html = e.outputs()[0]["text/html"]
    assert "序数牌系列 Chows" in html and leaks(html, e) == []


def test_a_saved_notebook_gives_nothing_away(tmp_path):
    """Run a notebook with an exercise and a drill as a kernel would, keep the widget state as
    JupyterLab saves it, and read what was saved: the questions, no answer."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import matplotlib\nmatplotlib.use('Agg')\n"
                                          "from mjlib.widgets import Exercise, Drill"),
                nbformat.v4.new_code_cell(f"Exercise({MIXED_STRAIGHT!r}, ask_total=True)"),
                nbformat.v4.new_code_cell("Drill('chows', seed=42, level=3)")]
    NotebookClient(nb, timeout=120, kernel_name="python3", store_widget_state=True,
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    saved = nbformat.writes(nb)
    nbformat.validate(nbformat.reads(saved, as_version=4))
    exercises = [logic.ExerciseModel(MIXED_STRAIGHT), DrillModel("chows", seed=42).exercise]
    for cell, e in zip(nb.cells[1:], exercises):
        question, widget = cell.outputs
        assert question.output_type == "display_data" and WIDGET_VIEW in widget.data
        assert widget.data["text/plain"].startswith(("Exercise(", "Drill("))
        html = question.data["text/html"]
        [div] = Questions(html).divs
        assert logic.ExerciseModel.from_attributes(div["data-hand"], div["data-context"]).result == e.result
        outputs_text = json.dumps(cell.outputs, ensure_ascii=False)
        assert leaks(outputs_text, e) == [], leaks(outputs_text, e)
    state = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    output_models = [m for m in state.values() if m["model_name"] == "OutputModel"]
    assert len(output_models) == 6  # feedback, hints and answer of each
    assert all(m["state"]["outputs"] == [] for m in output_models)


def drill_boxes(d):
    return set(d.form.boxes)


def test_the_drill_widget_checks_scores_and_moves_on():
    d = Drill("chows", seed=42, n=3)
    first_question = d.question_bundle()["text/html"]
    assert "hand</b> · tried 0 · right 0 · streak 0" in d.score.value
    tick(d.form, *[f.zh for f in d.exercise.counted][1:])  # one missed
    d.form.check_button.click()
    assert "tried 1 · right 0 · streak 0" in d.score.value
    missed = d.exercise.counted[0]
    assert f"{missed.zh} {missed.en}: missed 1×" in d.weak.value
    link = mjlib.course.lessons.section(missed).link
    assert f'href="{link}"' in d.weak.value
    d.next_button.click()
    assert d.index == 1 and d.failures == []
    assert d.question_bundle()["text/html"] != first_question
    assert len(drill_boxes(d)) == 80  # the same form for every hand
    assert d.form.feedback.outputs == () and d.form.answer.outputs == ()
    assert "第 2 / 3 手" in d.score.value
    tick_answer(d.form, d.exercise)
    d.form.check_button.click()
    assert "tried 2 · right 1 · streak 1" in d.score.value
    assert "✓ 对了 Right" in shown(d.form.feedback) and "mjlib-answer" in shown(d.form.answer)
    d.next_button.click()
    d.form.answer_button.click()  # giving up: shown, counted as tried
    assert "tried 3 · right 1 · streak 0" in d.score.value
    assert "mjlib-answer" in shown(d.form.answer)
    d.next_button.click()  # the last hand: it says so and stays
    assert d.index == 2 and "That was the last hand: 1 of 3 right." in d.note.value
    assert d.failures == []


def test_the_drill_level_changes_the_question():
    d = Drill("pungs", seed=3, level=2)
    d.level_picker.value = 1
    assert d.level == 1 and d.exercise.family == "pungs"
    assert all(f.family == "pungs" for f in d.exercise.counted) and len(d.form.boxes) == 80
    d.set_level(3)
    assert d.level_picker.value == 3 and "give the total" in d.question_bundle()["text/plain"]
    d.level_picker.value = 2
    assert d.exercise.family is None and not d.exercise.ask_total
    assert d.failures == []


def test_the_drill_shows_no_answer_before_a_click():
    d = Drill("suits", seed=5)
    question, widget = d.outputs()
    assert leaks(json.dumps(question, ensure_ascii=False), d.exercise) == []
    assert d.form.feedback.outputs == () and d.form.answer.outputs == ()
    assert WIDGET_VIEW in widget


def test_ipywidgets_is_imported_only_when_a_widget_is_asked_for():
    code = ("import sys, mjlib.widgets, mjlib.practice.exercise\n"
            "assert 'ipywidgets' not in sys.modules\n"
            "from mjlib.widgets import Exercise, Drill\n"
            "assert 'ipywidgets' in sys.modules\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr


def test_the_hint_button_shows_where_to_look_and_names_no_fan():
    d = Drill("chows", seed=42, n=3)
    d.form.hint_button.click()
    assert "a hint comes after a wrong try" in "".join(o["data"]["text/html"]
                                                        for o in d.form.hints.outputs)
    tick(d.form, *[f.zh for f in d.exercise.counted][1:])  # one missed
    d.form.check_button.click()
    d.form.hint_button.click()
    hints = "".join(o["data"]["text/html"] for o in d.form.hints.outputs)
    missed = d.exercise.counted[0]
    assert "提示 Hint" in hints and missed.zh not in hints and missed.en not in hints
    assert d.failures == []
