"""Exercises in a notebook: the hand drawn with how it was won, tick boxes of the candidate fans,
an optional total, **Check** and **Show answer**.

Nothing of the answer is shown before a click: the answer is worked out and drawn only in the
click handlers, into Output widgets that are empty until then, so a saved notebook never gives an
exercise away.

The static question contract (for a page built from saved notebooks, without a kernel): an
exercise shows first a plain HTML output made by :func:`question_html`::

    <div class="mjlib-exercise" data-hand="<hand string>" data-context='<JSON of the score
    keywords, rules included>'> the drawn hand (inline PNG) and the question </div>

then the interactive widget. A page builder finds ``div.mjlib-exercise``, rebuilds the exercise
with ``Exercise.from_attributes(data_hand, data_context)`` and puts :func:`answer_html` of it
behind a click.
"""

from __future__ import annotations

import base64
import html
import io

import ipywidgets as W

from ..practice import exercise as logic
from ..pages import page
from ..pages.figure import narrow_figure
from ..vocabulary import pick
from ..errors import HandError

QUESTION_CLASS = "mjlib-exercise"
DPI = 100
RIGHT_COLOUR, WRONG_COLOUR, MUTED_COLOUR = page.RIGHT_COLOUR, page.WRONG_COLOUR, page.MUTED_COLOUR


class Html:
    """A display object: an HTML fragment and its plain-text form."""

    def __init__(self, html_text: str, text: str = ""):
        self.html = html_text
        self.text = text

    def _repr_mimebundle_(self, include=None, exclude=None):
        return {"text/html": self.html, "text/plain": self.text}


def esc(text) -> str:
    return html.escape(str(text), quote=True)


def _attribute(text: str) -> str:
    """Text for a single-quoted HTML attribute (JSON keeps its double quotes readable)."""
    return (text.replace("&", "&amp;").replace("'", "&#39;").replace("<", "&lt;")
            .replace(">", "&gt;"))


def _img(png: bytes, alt: str) -> str:
    data = base64.b64encode(png).decode("ascii")
    return (f'<img src="data:image/png;base64,{data}" alt="{esc(alt)}" '
            'style="max-width:100%;height:auto"/>')


def small_png(png: bytes) -> bytes:
    """The same picture with its colours reduced to a palette: a third of the bytes, so a saved
    notebook with many questions stays small."""
    from PIL import Image

    im = Image.open(io.BytesIO(png)).convert("RGB")
    buf = io.BytesIO()
    im.quantize(colors=128, method=Image.Quantize.FASTOCTREE).save(buf, format="PNG")
    return buf.getvalue()


def hand_png(ex: logic.ExerciseModel) -> bytes:
    """The hand as players lay it out, flowers as a badge, as PNG bytes."""
    from ..render import draw_hand, to_png

    return small_png(to_png(draw_hand(ex.result.hand, flowers=ex.context["flowers"]), dpi=DPI))


def result_png(ex: logic.ExerciseModel) -> bytes:
    """The drawn result: the chosen reading set by set and the ledger, exclusions struck."""
    from ..render import draw_result, to_png

    return small_png(to_png(draw_result(ex.result), dpi=DPI))


def question_html(ex: logic.ExerciseModel) -> str:
    """The question as plain HTML: the drawn hand, how it was won, what is asked. It carries the
    hand and its context in ``data-hand`` and ``data-context`` (read back with
    :meth:`mjlib.practice.exercise.ExerciseModel.from_attributes`) and nothing of the answer."""
    attrs = ex.attributes()
    how = " · ".join(ex.how_won())
    return (f'<div class="{QUESTION_CLASS}" data-hand="{esc(attrs["data-hand"])}" '
            f"data-context='{_attribute(attrs['data-context'])}' "
            f'data-lesson="{esc(attrs["data-lesson"])}">'
            f'<div class="mjlib-question-hand">{_img(hand_png(ex), ex.hand)}</div>'
            f'<p class="mjlib-how-won" style="color:{MUTED_COLOUR};margin:2px 0">{esc(how)}</p>'
            + (f'<p class="mjlib-prompt" style="margin:4px 0">{esc(ex.prompt)}</p>' if ex.prompt
               else "")
            + f'<p class="mjlib-question" style="margin:4px 0"><b>{esc(ex.ask())}</b></p>'
            "</div>")


def question_text(ex: logic.ExerciseModel) -> str:
    return f"{ex.hand}\n{' · '.join(ex.how_won())}\n{ex.question()}"


_counted_table = page.counted_table
_excluded_table = page.excluded_table


def answer_html(ex: logic.ExerciseModel, narrow: bool = False) -> str:
    """The answer as one self-contained HTML fragment: two to four lines on why, the drawn
    result, the counted fans with their points and the total, and every fan not counted with its
    principle and cause. ``narrow`` adds the HTML figure of the result after the picture, which
    a narrow page (the course site's, on a phone) shows in its place."""
    figure = _img(result_png(ex), str(ex.result.hand))
    return page.answer_html(ex, figure + (narrow_figure(ex.result) if narrow else ""))


def answer_text(ex: logic.ExerciseModel) -> str:
    lines = list(ex.explanation())
    lines += [f"  {c.points:>3}  {c.fan.name}" for c in ex.result.fans]
    lines.append(f"  {ex.result.total:>3}  {pick('total', '合计')}")
    lines += [pick(f"  not counted: {e.fan.name} ({e.principle})",
                   f"  不计：{e.fan.zh}（{e.principle}）") for e in ex.result.excluded]
    return "\n".join(lines)


def feedback_html(fb: logic.Feedback) -> str:
    colour = RIGHT_COLOUR if fb.correct else WRONG_COLOUR
    head = (pick("✓ 对了 Right", "✓ 对了") if fb.correct
            else pick("✗ 还不对 Not quite", "✗ 还不对"))
    items = "".join(f"<li>{esc(line)}</li>" for line in fb.lines())
    return (f'<div class="mjlib-feedback {"mjlib-right" if fb.correct else "mjlib-wrong"}">'
            f'<b style="color:{colour}">{head}</b><ul style="margin:2px 0">{items}</ul></div>')


def hints_html(ex: logic.ExerciseModel) -> str:
    """The hints of the last answer checked (:func:`mjlib.pages.page.hint_lines`): for each step where a
    fan is missed, what to look at (no fan named); before a wrong answer, a line saying when
    hints come."""
    head, lines = page.hint_lines(ex.feedback)
    if not head:
        return f'<div class="mjlib-hints"><i>{esc(lines[0])}</i></div>'
    items = "".join(f"<li>{esc(h)}</li>" for h in lines)
    return (f'<div class="mjlib-hints"><b>{head}</b>'
            f'<ul style="margin:2px 0">{items}</ul></div>')


def error_html(message: str) -> str:
    if not message:
        return '<div class="mjlib-error"></div>'
    return (f'<div class="mjlib-error" style="color:{WRONG_COLOUR}">&#9888; {esc(message)} '
            f"<i>{pick('(nothing was checked)', '（未核对）')}</i></div>")


class AnswerForm:
    """The answering part of an exercise: every fan, in groups (the everyday fans, then each
    family; the lesson's groups open, the others folded), a count for a fan that can count more
    than once, a total box, Check, Show answer, an error line, and the Outputs for feedback and
    for the answer (both empty until a click). The same form for every hand of a lesson: it says
    nothing of the answer."""

    def __init__(self, ex: logic.ExerciseModel, on_check, on_answer, on_hint=None):
        self.boxes: dict[str, W.Checkbox] = {}
        self.counts: dict[str, W.Dropdown] = {}
        groups = []
        for choices in ex.choices:
            row = []
            for f in choices.fans:
                box = W.Checkbox(value=False, description=f.name, indent=False,
                                 layout=W.Layout(width="auto", margin="0 4px 0 0"))
                box.add_class("mjlib-fan-box")
                self.boxes[f.zh] = box
                item = [box]
                if f in logic.REPEATABLE:
                    count = W.Dropdown(options=[("×1", 1), ("×2", 2), ("×3", 3), ("×4", 4)],
                                       value=1, layout=W.Layout(width="64px"))
                    count.add_class("mjlib-fan-count")
                    self.counts[f.zh] = count
                    item.append(count)
                row.append(W.HBox(item, layout=W.Layout(margin="0 14px 0 0")))
            body = W.HBox(row, layout=W.Layout(flex_flow="row wrap"))
            fold = W.Accordion(children=[body], selected_index=0 if choices.open else None)
            fold.set_title(0, pick(f"{choices.zh} {choices.en} ({len(choices.fans)})",
                                   f"{choices.zh}（{len(choices.fans)}）"))
            fold.add_class("mjlib-fan-group")
            groups.append(fold)
        self.choices = W.VBox(groups)
        asked = pick(" (asked)", "（必填）") if ex.ask_total else pick(" (optional)", "（选填）")
        self.total = W.Text(value="", placeholder=pick("合计 total", "合计") + asked,
                            description=pick("合计 total", "合计"), layout=W.Layout(width="260px"),
                            style={"description_width": "initial"})
        self.check_button = W.Button(description=pick("核对 Check", "核对"), button_style="primary",
                                     icon="check", layout=W.Layout(width="140px"))
        self.answer_button = W.Button(description=pick("看答案 Show answer", "看答案"), icon="eye",
                                      layout=W.Layout(width="180px"))
        self.hint_button = W.Button(description=pick("提示 Hint", "提示"), icon="lightbulb-o",
                                    layout=W.Layout(width="120px"))
        self.check_button.on_click(lambda _b: on_check())
        self.answer_button.on_click(lambda _b: on_answer())
        if on_hint is not None:
            self.hint_button.on_click(lambda _b: on_hint())
        self.error = W.HTML(error_html(""))
        self.feedback = W.Output()
        self.hints = W.Output()
        self.hints.add_class("mjlib-hints-out")
        self.answer = W.Output()
        self.feedback.add_class("mjlib-feedback-out")
        self.answer.add_class("mjlib-answer-out")
        self.widget = W.VBox([self.choices,
                              W.HBox([self.total, self.check_button, self.hint_button,
                                      self.answer_button]),
                              self.error, self.feedback, self.hints, self.answer])

    def ticked(self) -> dict[str, int]:
        """{fan zh: count} of the ticked fans."""
        return {zh: (self.counts[zh].value if zh in self.counts else 1)
                for zh, box in self.boxes.items() if box.value}

    def given_total(self) -> int | None:
        """The total box as a number (None when empty); HandError when it is not one."""
        return page.read_total(self.total.value)

    def show(self, out: W.Output, obj) -> None:
        out.outputs = ()
        out.append_display_data(obj)

    def close(self) -> None:
        _close_tree(self.widget)


def _close_tree(w) -> None:
    for c in getattr(w, "children", ()):
        _close_tree(c)
    w.close()


class ExerciseWidgets:
    """What the Exercise and the Drill widgets share: clicks that never raise, and the display
    of the static question followed by the widget."""

    failures: list
    form: AnswerForm
    widget: W.Widget

    def _safely(self, fn, *args):
        """Run a click handler: a refusal shows in the error line (the rest is unchanged), an
        unexpected exception is shown and recorded, never raised into the notebook."""
        try:
            self.form.error.value = error_html("")
            return fn(*args)
        except HandError as e:
            self.form.error.value = error_html(str(e))
        except Exception as e:
            self.failures.append(e)
            self.form.error.value = error_html(f"{pick('internal error: ', '内部错误：')}"
                                               f"{type(e).__name__}: {e}")
        return None

    def _grade(self, ex: logic.ExerciseModel, check) -> logic.Feedback:
        fb = check(fans=self.form.ticked(), total=self.form.given_total())
        self.form.show(self.form.feedback, Html(feedback_html(fb), str(fb)))
        self.form.hints.outputs = ()  # the hints of the earlier answer no longer apply
        if fb.revealed:  # right, or the second wrong try: the answer comes with the feedback
            self.form.show(self.form.answer, Html(answer_html(ex), answer_text(ex)))
        else:
            self.form.answer.outputs = ()
        return fb

    def _hint(self, ex: logic.ExerciseModel) -> None:
        self.form.show(self.form.hints, Html(hints_html(ex), "\n".join(ex.hints())))

    def _reveal(self, ex: logic.ExerciseModel) -> None:
        ex.reveal()
        self.form.show(self.form.answer, Html(answer_html(ex), answer_text(ex)))

    def question_bundle(self) -> dict:
        raise NotImplementedError

    def widget_bundle(self) -> dict:
        """The widget's display data, its plain text the object's repr (hand and context only:
        ipywidgets would list every tick box)."""
        bundle = dict(self.widget._repr_mimebundle_())
        bundle["text/plain"] = repr(self)
        return bundle

    def outputs(self) -> list[dict]:
        """The cell outputs showing this object makes, in order: the question as plain HTML,
        then the widget."""
        return [self.question_bundle(), self.widget_bundle()]

    def _ipython_display_(self):
        from IPython.display import display

        self._handle = display(self.question_bundle(), raw=True, display_id=True)
        display(self.widget_bundle(), raw=True)


class Exercise(logic.ExerciseModel, ExerciseWidgets):
    """An exercise as a widget: ``Exercise(hand, self_drawn=..., ..., rules=..., family=...,
    ask_total=...)`` with the arguments of :class:`mjlib.practice.exercise.ExerciseModel`; show it as a cell's
    value. ``check(fans=..., total=...)`` grades as the logic class does; ``click_check()`` and
    ``click_answer()`` are what the buttons do. A hand that cannot be scored raises HandError
    when the exercise is made."""

    def __init__(self, hand, *args, **kwargs):
        super().__init__(hand, *args, **kwargs)
        self.failures: list[BaseException] = []
        self._handle = None
        self.form = AnswerForm(self, self.click_check, self.click_answer, self.click_hint)
        self.widget = self.form.widget
        self.widget.add_class("mjlib-exercise-widget")

    def question_bundle(self) -> dict:
        return {"text/html": question_html(self), "text/plain": question_text(self)}

    def click_check(self) -> logic.Feedback | None:
        """Grade the ticked boxes and the total box; show the feedback (and, when all is right,
        the drawn result)."""
        return self._safely(self._grade, self, self.check)

    def click_answer(self) -> None:
        """Show the drawn result, its exclusions and the why lines."""
        self._safely(self._reveal, self)

    def click_hint(self) -> None:
        """Show, for each step where the last answer missed a fan, what to look at."""
        self._safely(self._hint, self)
