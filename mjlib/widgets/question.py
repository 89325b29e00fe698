"""A question of lesson 01 as a widget (:class:`mjlib.practice.questions.Question`): the drawn hand, how it
was won, the question and its choices, **Check** and **Show answer**. Like the exercises, the saved
notebook holds the question alone (a plain HTML output first): the answer is worked out in the
click handlers."""

from __future__ import annotations

import json

import ipywidgets as W

from ..practice import questions as logic
from ..errors import HandError
from ..render import draw_hand, to_png
from ..vocabulary import pick
from .exercise import (DPI, MUTED_COLOUR, RIGHT_COLOUR, WRONG_COLOUR, Html, _attribute, _img,
                       esc, small_png)

QUESTION_CLASS = "mjlib-question-choice"


def question_html(q: logic.Question) -> str:
    """The question as plain HTML: the hand, how it was won, what it shows, what is asked."""
    from ..practice.exercise import ExerciseModel

    how = " · ".join(ExerciseModel(q.hand, q.win).how_won())
    png = small_png(to_png(draw_hand(q.result.hand, flowers=q.win.flowers), dpi=DPI))
    given = "".join(f"<li>{esc(x)}</li>" for x in q.given())
    choices = "".join(f"<li>{esc(c)}</li>" for c in q.choices)
    context = json.dumps(dict(q.win.keywords(), rules=q.rules), ensure_ascii=False,
                         sort_keys=True)
    return (f'<div class="{QUESTION_CLASS}" data-hand="{esc(q.hand)}" data-kind="{esc(q.kind)}" '
            f"data-context='{_attribute(context)}' "
            f'data-lesson="{esc(q.lesson or "")}">'
            f'<div class="mjlib-question-hand">{_img(png, q.hand)}</div>'
            f'<p class="mjlib-how-won" style="color:{MUTED_COLOUR};margin:2px 0">{esc(how)}</p>'
            + (f'<ul class="mjlib-given" style="margin:2px 0">{given}</ul>' if given else "")
            + f'<p class="mjlib-question" style="margin:4px 0"><b>{esc(q.ask())}</b></p>'
            f'<ol class="mjlib-choices" style="margin:2px 0">{choices}</ol></div>')


def answer_html(q: logic.Question) -> str:
    """The answer as HTML: the right choice and why (what a page shows behind a click)."""
    from ..pages.page import question_answer_html

    return question_answer_html(q)


class Question(logic.Question):
    """``Question(hand, asks, **context)`` with the arguments of
    :class:`mjlib.practice.questions.Question`, shown as a cell's value; ``click_check()`` and
    ``click_answer()`` are what the buttons do."""

    def __init__(self, hand, asks, *args, **kwargs):
        super().__init__(hand, asks, *args, **kwargs)
        self.picker = W.ToggleButtons(options=[(str(c), i) for i, c in enumerate(self.choices)],
                                      value=None, style={"button_width": "auto"})
        self.check_button = W.Button(description=pick("核对 Check", "核对"),
                                     button_style="primary", icon="check")
        self.answer_button = W.Button(description=pick("看答案 Show answer", "看答案"), icon="eye")
        self.out = W.HTML("")
        self.check_button.on_click(lambda _b: self.click_check())
        self.answer_button.on_click(lambda _b: self.click_answer())
        self.widget = W.VBox([self.picker, W.HBox([self.check_button, self.answer_button]),
                              self.out])

    def click_check(self):
        if self.picker.value is None:
            self.out.value = f'<i>{esc(pick("Pick one first.", "请先选一项。"))}</i>'
            return None
        try:
            a = self.check(self.picker.value)
        except HandError as e:
            self.out.value = f'<div style="color:{WRONG_COLOUR}">&#9888; {esc(e)}</div>'
            return None
        colour = RIGHT_COLOUR if a.correct else WRONG_COLOUR
        head = pick("✓ 对了 Right", "✓ 对了") if a.correct else pick("✗ 还不对 Not quite", "✗ 还不对")
        self.out.value = (f'<div class="mjlib-feedback"><b style="color:{colour}">{head}</b>'
                          f'<ul style="margin:2px 0">'
                          + "".join(f"<li>{esc(x)}</li>" for x in a.lines) + "</ul></div>")
        return a

    def click_answer(self) -> None:
        self.out.value = f'<div class="mjlib-answer">{esc(self.reveal())}</div>'

    def outputs(self) -> list[dict]:
        bundle = dict(self.widget._repr_mimebundle_())
        bundle["text/plain"] = repr(self)
        text = "\n".join([self.hand, *self.given(), self.ask()])
        return [{"text/html": question_html(self), "text/plain": text}, bundle]

    def _ipython_display_(self):
        from IPython.display import display

        for bundle in self.outputs():
            display(bundle, raw=True)


__all__ = ["Question", "question_html", "answer_html", "Html"]
