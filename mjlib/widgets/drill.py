"""The drill as a widget: a stream of dealt hands, a level, a running score, Next, and the fans
the learner gets wrong most often, each linked to the notebook section that teaches it.

Shown in a notebook, the drill first emits the current hand's question as plain HTML (see
:func:`mjlib.widgets.exercise.question_html`), updated in place on Next, then the widget. No
answer is shown before a click.
"""

from __future__ import annotations

import ipywidgets as W

from ..practice import exercise as logic
from ..practice.drill import DrillModel
from ..course.fan_reference import heading, heading_link
from ..vocabulary import chinese, pick
from .exercise import AnswerForm, ExerciseWidgets, esc, question_html, question_text

def level_options() -> list[tuple[str, int]]:
    return [(pick("1 · the family's fans", "1 · 本系列番种"), 1),
            (pick("2 · every fan", "2 · 全部番种"), 2),
            (pick("3 · fans and total", "3 · 番种与合计"), 3)]


def score_html(drill: DrillModel) -> str:
    s = drill.stats
    if chinese():
        return (f'<div class="mjlib-score"><b>第 {drill.index + 1} / {drill.n} 手</b> · '
                f"已答 {s['tried']} · 答对 {s['right']} · 连对 {s['streak']}</div>")
    return (f'<div class="mjlib-score"><b>第 {drill.index + 1} / {drill.n} 手 hand</b> · '
            f"tried {s['tried']} · right {s['right']} · streak {s['streak']}</div>")


def weak_spots_html(drill: DrillModel) -> str:
    spots = drill.weak_spots()
    if not spots:
        return '<div class="mjlib-weak-spots"></div>'
    items = []
    for w in spots:
        how = []
        if w.missed:
            how.append(pick(f"missed {w.missed}×", f"漏计 {w.missed} 次"))
        if w.wrong:
            how.append(pick(f"ticked wrongly {w.wrong}×", f"错勾 {w.wrong} 次"))
        if chinese():  # the fan, and the section of the Chinese edition at its Chinese heading
            items.append(f'<li>{esc(w.fan.zh)}：{"，".join(how)} · 见'
                         f'<a href="{esc(heading_link(w.section))}">{esc(heading(w.section))}</a>'
                         f"（第{esc(w.section.notebook.split('-')[0])}课）</li>")
            continue
        items.append(f'<li>{esc(w.fan.name)}: {", ".join(how)} · read '
                     f'<a href="{esc(w.section.link)}">{esc(w.section.heading)}</a> '
                     f"({esc(w.section.notebook)})</li>")
    steps = pick(", ", "，").join(f"{esc(words)} {n}×" for words, n in drill.weak_steps()[:3])
    return (f'<div class="mjlib-weak-spots"><b>{pick("常错 Most often wrong", "常错番种")}</b>'
            f'<ul style="margin:2px 0">' + "".join(items) + "</ul>"
            f'<div class="mjlib-weak-steps">{pick("Checklist steps missed most: ", "最常出错的步骤：")}'
            f"{steps}</div></div>")


class Drill(DrillModel, ExerciseWidgets):
    """A drill as a widget: ``Drill(family="chows", seed=42, level=2, rules="green-book",
    n=10, lesson="04a")``, the arguments of :class:`mjlib.practice.drill.DrillModel`; show it as a cell's
    value.
    ``click_check()``, ``click_answer()``, ``click_next()`` and ``set_level(n)`` are what the
    controls do."""

    def __init__(self, family=None, seed=0, level: int = 2, rules="green-book", n: int = 10,
                 lesson=None):
        super().__init__(family=family, seed=seed, level=level, rules=rules, n=n, lesson=lesson)
        self.failures: list[BaseException] = []
        self._handle = None
        self._syncing = False
        en, zh = logic.group_words(self.family)
        rules = logic.Rules.named(self.rules)
        self.title = W.HTML(pick(f"<b>练习 Drill: {esc(zh)} {esc(en)}</b> · {esc(self.rules)} rules",
                                 f"<b>练习：{esc(zh)}</b> · {esc(rules.zh)}"))
        self.level_picker = W.ToggleButtons(options=level_options(), value=self.level,
                                            style={"button_width": "170px"})
        self.level_picker.observe(self._on_level, "value")
        self.score = W.HTML(score_html(self))
        self.next_button = W.Button(description=pick("下一手 Next", "下一手"), icon="arrow-right",
                                    layout=W.Layout(width="140px"))
        self.next_button.on_click(lambda _b: self.click_next())
        self.note = W.HTML("")
        self.weak = W.HTML(weak_spots_html(self))
        self.slot = W.VBox()
        self.widget = W.VBox([self.title, self.level_picker, self.score, self.slot,
                              W.HBox([self.next_button, self.note]), self.weak])
        self.widget.add_class("mjlib-drill")
        self.form = None
        self._new_form()

    def _new_form(self) -> None:
        old = self.form
        self.form = AnswerForm(self.exercise, self.click_check, self.click_answer,
                               self.click_hint)
        self.slot.children = [self.form.widget]
        if old is not None:
            old.close()

    def question_bundle(self) -> dict:
        return {"text/html": question_html(self.exercise),
                "text/plain": question_text(self.exercise)}

    def _refresh(self) -> None:
        self.score.value = score_html(self)
        self.weak.value = weak_spots_html(self)

    def _show_question(self) -> None:
        if self._handle is not None:
            self._handle.update(self.question_bundle(), raw=True)

    # what the controls do ----------------------------------------------------------------------
    def click_check(self) -> logic.Feedback | None:
        fb = self._safely(self._grade, self.exercise, self.check)
        self._refresh()
        return fb

    def click_answer(self) -> None:
        def reveal():
            self.reveal()
            self._reveal(self.exercise)

        self._safely(reveal)
        self._refresh()

    def click_hint(self) -> None:
        """Show, for each step where the last answer missed a fan, what to look at."""
        self._safely(self._hint, self.exercise)

    def click_next(self) -> bool:
        def step():
            if not self.next():
                s = self.stats
                self.note.value = pick(f"<i>That was the last hand: {s['right']} of "
                                       f"{s['tried']} right.</i>",
                                       f"<i>这是最后一手：{s['tried']} 手答对 {s['right']} 手。</i>")
                return False
            self.note.value = ""
            self._new_form()
            self._show_question()
            return True

        done = self._safely(step)
        self._refresh()
        return bool(done)

    def set_level(self, level: int) -> None:
        super().set_level(level)
        if getattr(self, "form", None) is not None:  # the widgets exist: ask again at this level
            self._syncing = True
            try:
                self.level_picker.value = self.level
            finally:
                self._syncing = False
            self._new_form()
            self._show_question()

    def _on_level(self, change) -> None:
        if not self._syncing:
            self._safely(self.set_level, change["new"])
