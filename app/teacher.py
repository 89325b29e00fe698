"""The teacher's page (teacher.ipynb, served by the classroom app at /teacher with the teacher's
key): a drill shown to the class at the projector, and the class's answers to it.

- **The lesson** is chosen on the page: family, level, seed. The page shows the address that
  gives every student the same drill (the classroom page's ``?family=&seed=&level=``) and its
  QR code, drawn here by segno (no network).
- **Predict, then reveal.** The hand is drawn large with how it was won, nothing of its score.
  揭晓 Reveal shows the next step of the scoring checklist (mjlib.checklist.steps: the reading,
  the biggest fan and its 不计 list, the sets, the whole hand, how it was won, the 8-fan
  minimum, flowers), each with the fans it adds and those it strikes, and the running total;
  全部揭晓 reveals every step at once; after the last one the drawn result. Next / previous hand.
- **Projector type.** 字号 size scales the hand, the text and the figure together (every size
  on the page is in em of one font size).
- **The class's results** for the drill on the page (family, seed, level): per hand how many
  answered and the share right, the fans most missed and most wrongly ticked, each linked to the
  lesson that teaches it; refreshed every few seconds; 清除 clears this drill's answers (asked
  twice).

- **Language.** With ``lang=zh`` in its address (``/teacher?key=...&lang=zh``) the page is
  Chinese alone, and so is the students' address it hands out (``lang=zh`` kept in the link and
  the QR code); the words are classroom.WORDS', the app's one table of them.

Everything is a method (``reveal``, ``reveal_all``, ``next_hand``, ``set_lesson``,
``refresh``...) that pytest calls as the buttons do; bad input is said in place and the page
keeps its last state.
"""

from __future__ import annotations

import asyncio
import html
import os
import sys
import random
from pathlib import Path

import ipywidgets as W

import mjlib
from mjlib import checklist, course
from mjlib import reference as ref
from mjlib.words import HEAD
from mjlib.exercise import Drill
from mjlib.fans import BY_ZH, FAMILIES
from mjlib.vocabulary import Both, chinese, pick
from mjlib.widgets import present

sys.path.insert(0, str(Path(__file__).resolve().parent))  # app/ is a folder of scripts
import class_results  # noqa: E402
from classroom import (DRILL_DEFAULT, SEED_LIMIT, both, drill_query,  # noqa: E402
                       language_problem, say)

SIZE_PX = [("size_s", 18), ("size_m", 24), ("size_l", 32), ("size_xl", 40)]  # font size, px
DEFAULT_SIZE = 24
LEVEL_KEYS = [("level_1", 1), ("level_2", 2), ("level_3", 3)]


def sizes() -> list[tuple[str, int]]:
    """The projector's sizes, labelled in the page's language."""
    return [(say(key), px) for key, px in SIZE_PX]


def levels() -> list[tuple[str, int]]:
    return [(say(key), n) for key, n in LEVEL_KEYS]


def family_options() -> list[tuple[str, str]]:
    """The families to choose from: all of them mixed, the everyday fans, then each family by
    its names (mjlib.FAMILIES)."""
    return ([(say("all_families"), "all"), (say("everyday"), "everyday")]
            + [(names.label(), key) for key, names in FAMILIES.items()])


SIZES, LEVELS, FAMILY_OPTIONS = sizes(), levels(), family_options()  # the English page's
FACE_DPI = 192  # tile faces sharp at the largest size
REFRESH_SECONDS = 5.0
DEFAULT_URL = "http://127.0.0.1:8866/"
RULES = "green-book"  # what a drill's address gives (it names no rules)

CSS = """
.mj-teacher { line-height: 1.35; color: #1a1a1a; }
.mj-teacher .mj-figure-html { font-size: 0.8em; }
.mj-teacher .mj-teacher-hand .mj-fig-tile { width: 3.1em; height: 4.3em; line-height: 4.3em; }
.mj-teacher .mj-teacher-hand { margin: 0.3em 0; }
.mj-teacher .mj-teacher-hand .mj-figure-html { font-size: 1.1em; }
.mj-teacher .mj-teacher-how { color: #4a4a4a; }
.mj-teacher .mj-teacher-count { font-weight: bold; }
.mj-teacher .mj-step { border-left: 0.3em solid #4477AA; padding: 0.1em 0 0.2em 0.6em;
  margin: 0.35em 0; }
.mj-teacher .mj-step-head { font-weight: bold; }
.mj-teacher .mj-step-add { color: #1d4f86; }
.mj-teacher .mj-step-strike { color: #5f5f5f; }
.mj-teacher .mj-step-strike s { color: #5f5f5f; }
.mj-teacher .mj-step-none { color: #7a7a7a; font-style: italic; }
.mj-teacher .mj-step-sum { color: #4a4a4a; font-size: 0.85em; }
.mj-teacher .mj-teacher-total { font-size: 1.3em; font-weight: bold; margin: 0.3em 0; }
.mj-teacher .mj-reaches { color: #1d6b36; }
.mj-teacher .mj-short { color: #a32020; }
.mj-teacher .mj-predict { color: #4a4a4a; font-style: italic; }
.mj-teacher .mj-badge { border: 0.12em solid; border-radius: 0.3em; padding: 0 0.25em; }
.mj-teacher table.mj-class { border-collapse: collapse; }
.mj-teacher table.mj-class td, .mj-teacher table.mj-class th { padding: 0.15em 0.8em 0.15em 0;
  text-align: left !important; }
.mj-teacher table.mj-class tr.mj-current { background: #fff3c4 !important; }
.mj-teacher .mj-share { display: inline-block; height: 0.8em; background: #21793a;
  vertical-align: middle; margin-right: 0.3em; }
.mj-teacher .mj-link { font-family: monospace; font-size: 0.9em; word-break: break-all; }
.mj-teacher .mj-qr svg { width: 9em; height: 9em; }
.mj-teacher-error { color: #b3261e; }
"""


def esc(text) -> str:
    return html.escape(str(text), quote=True)


def txt(text) -> str:
    """``text`` escaped as an element's text (quotes left as they are)."""
    return html.escape(str(text), quote=False)


def student_url() -> str:
    """The address students open: the one the app's server names, or the default."""
    return os.environ.get("MJLIB_CLASSROOM_URL", "").strip() or DEFAULT_URL


def qr_svg(text: str) -> str:
    """``text`` as a QR code, an inline SVG (segno, offline)."""
    import segno

    return segno.make(text, error="m").svg_inline(scale=4, border=2, dark="#1a1a1a")


def step_html(step, result, so_far: int) -> str:
    """One step of the checklist on this hand: what it adds, what it strikes, the running total."""
    lines = []
    if step.key == "read":
        groups = " ".join(str(g) for g in result.reading.groups)
        lines.append("<div>" + txt(say("reading_line", zh=result.reading.zh,
                                          en=result.reading.en, groups=groups)) + "</div>")
    for c in step.adds:
        times = f" ×{c.count}" if c.count > 1 else ""
        sets = f' <small>({esc(" ".join(str(g) for g in c.sets))})</small>' if c.sets else ""
        lines.append(f'<div class="mj-step-add">+{c.points} {esc(c.fan.name)}{times}'
                     f"{sets}</div>")
    for e in step.strikes:
        p = e.principle
        by = pick(f"{HEAD['by'].label()} {e.by_words.label()}", HEAD["by"].zh + e.by_words.zh)
        lines.append(f'<div class="mj-step-strike">{txt(say("not_counted"))}<s>'
                     f'{esc(e.fan.name)}</s> · <span class="mj-badge" '
                     f'style="border-color:{p.colour}">{esc(str(p))}</span> · '
                     f"{esc(by)}</div>")
    if step.key == "minimum":
        cls, key = ("mj-reaches", "reaches") if result.meets_minimum else ("mj-short", "short")
        words = HEAD[key].label()
        lines.append(f'<div class="{cls}">'
                     f'{txt(say("without_flowers", n=result.total_without_flowers, verdict=words))}'
                     "</div>")
    if step.key == "flowers":
        n = result.win.flowers
        lines.append(f"<div>{txt(say('flowers', n=n))}</div>" if n else "")
    if not step.adds and not step.strikes and step.key not in ("read", "minimum"):
        lines.append(f'<div class="mj-step-none">{txt(say("nothing_here"))}</div>')
    return (f'<div class="mj-step" data-step="{esc(step.key)}">'
            f'<div class="mj-step-head">{step.number}. {esc(Both(step.en, step.zh).label())}</div>'
            + "".join(lines) + f'<div class="mj-step-sum">{txt(say("so_far", n=so_far))}</div>'
            "</div>")


class TeacherPage:
    """The teacher's page; show it as a cell's value. ``TeacherPage(results=folder)`` reads the
    class's answers from that folder (default: the one the app's server names; None there: no
    results section). The page is in the language mjlib writes (classroom.start set it from the
    page's address); a ``lang`` in ``query`` (default: the page's address) that is not en or zh
    is said above the drill."""

    def __init__(self, family: str | None = DRILL_DEFAULT["family"],
                 seed: int = DRILL_DEFAULT["seed"], level: int = DRILL_DEFAULT["level"],
                 results: Path | str | None = None, query: str | None = None):
        self.language = mjlib.language().value  # the students' address asks for it too
        self.address_problem = language_problem(query)
        folder = class_results.folder() if results is None else Path(results)
        self.store = class_results.store(folder) if folder is not None else None
        self.size = DEFAULT_SIZE
        self.shown = 0  # steps revealed
        self.failures: list[BaseException] = []
        self._timer = None
        self._clearing = False
        self.drill = Drill(family=family, seed=seed, level=level, rules=RULES)
        self._build()
        self._syncing = True
        try:
            self.family_picker.value = self.drill.family or "all"
            self.level_picker.value = self.drill.level
            self.seed_box.value = str(self.drill.seed)
        finally:
            self._syncing = False
        self.render()
        self.refresh()
        self._schedule_refresh()

    # the widgets -----------------------------------------------------------------------------
    def _build(self) -> None:
        faces = present.tile_faces(dpi=FACE_DPI)
        self.style = W.HTML(present.face_css(faces, scope=".mj-teacher") + f"<style>{CSS}</style>")
        wide = {"description_width": "initial"}
        self.family_picker = W.Dropdown(options=family_options(), description=say("family"),
                                        style=wide, layout=W.Layout(width="22em"))
        self.level_picker = W.ToggleButtons(options=levels(), description=say("level"),
                                            style=wide)
        self.seed_box = W.Text(description=say("seed"), style=wide, continuous_update=False,
                               layout=W.Layout(width="20em"))
        self.new_seed = W.Button(description=say("new_seed"), layout=W.Layout(width="10em"))
        self.size_picker = W.ToggleButtons(options=sizes(), value=self.size,
                                           description=say("size"), style=wide)
        for w in (self.family_picker, self.level_picker, self.seed_box):
            w.observe(lambda _c: self._from_controls(), "value")
        self.new_seed.on_click(lambda _b: self.pick_new_seed())
        self.size_picker.observe(lambda c: self.set_size(c["new"]), "value")
        self.error = W.HTML("")
        problem = self.address_problem
        self.address_error = W.HTML("" if problem is None else
                                    f'<div class="mj-teacher-error">&#9888; {txt(problem)}</div>')
        self.link = W.HTML("")
        self.link.add_class("mj-teacher-link")
        self.hand_view = W.HTML("")
        self.hand_view.add_class("mj-teacher-hand-view")
        buttons = {"previous": self.previous_hand, "reveal": self.reveal,
                   "reveal_all": self.reveal_all, "hide": self.hide, "next": self.next_hand}
        self.buttons = {}
        for key, action in buttons.items():
            b = W.Button(description=say(key), layout=W.Layout(width="11em", height="2.6em"),
                         button_style="primary" if key == "reveal" else "")
            b.add_class(f"mj-teacher-{key.replace('_', '-')}")
            b.on_click(lambda _b, action=action: self._safely(action))
            self.buttons[key] = b
        self.steps_view = W.HTML("")
        self.steps_view.add_class("mj-teacher-steps")
        self.results_view = W.HTML("")
        self.results_view.add_class("mj-teacher-results")
        self.refresh_button = W.Button(description=say("refresh"), layout=W.Layout(width="10em"))
        self.clear_button = W.Button(description=say("clear"), layout=W.Layout(width="20em"))
        self.refresh_button.on_click(lambda _b: self._safely(self.refresh))
        self.clear_button.on_click(lambda _b: self._safely(self.click_clear))
        results = [W.HTML(f"<h2>{txt(say('class_answers'))}</h2>"), self.results_view,
                   W.HBox([self.refresh_button, self.clear_button])]
        self.widget = W.VBox([
            self.style,
            W.HBox([self.family_picker, self.seed_box, self.new_seed],
                   layout=W.Layout(flex_flow="row wrap")),
            W.HBox([self.level_picker, self.size_picker], layout=W.Layout(flex_flow="row wrap")),
            *([self.address_error] if self.address_problem is not None else []),
            self.error, self.link, self.hand_view,
            W.HBox(list(self.buttons.values()), layout=W.Layout(flex_flow="row wrap")),
            self.steps_view,
            *(results if self.store is not None else []),
        ])
        self.widget.add_class("mj-teacher-page")

    def _ipython_display_(self):
        from IPython.display import display

        display(self.widget)

    def _safely(self, fn, *args):
        """A click: a refusal is said in the error line, the page keeps its state."""
        try:
            self.error.value = ""
            return fn(*args)
        except mjlib.HandError as e:
            self.error.value = f'<div class="mj-teacher-error">&#9888; {esc(e)}</div>'
        except Exception as e:  # never a traceback on the page
            self.failures.append(e)
            self.error.value = (f'<div class="mj-teacher-error">&#9888; '
                                f"{esc(present.internal_error(e))}</div>")
        return None

    def _wrap(self, body: str) -> str:
        return f'<div class="mj-teacher" style="font-size:{self.size}px">{body}</div>'

    # the lesson ------------------------------------------------------------------------------
    @property
    def lesson(self) -> class_results.Lesson:
        d = self.drill
        return class_results.Lesson(d.family or "all", d.seed, d.level, d.rules)

    @property
    def address(self) -> str:
        """The address that gives every student this drill."""
        d = self.drill
        return f"{student_url()}?{drill_query(d.family, d.seed, d.level, self.language)}"

    def set_lesson(self, family, seed, level) -> None:
        """Another drill: family id or "all", seed (a whole number below 2**64, or its digits),
        level 1 to 3. HandError (and no change) when one of them is not."""
        if isinstance(seed, str):
            text = seed.strip()
            if not (text.isascii() and text.isdigit() and len(text) <= 20):
                raise _bad_seed(text)
            seed = int(text)
        drill = Drill(family=None if family == "all" else family, seed=seed, level=level,
                      rules=RULES)
        self.drill = drill
        self.shown = 0
        self.render()
        self.refresh()

    def _from_controls(self) -> None:
        if self._syncing:
            return
        done = self._safely(self.set_lesson, self.family_picker.value, self.seed_box.value,
                            self.level_picker.value)
        if done is None and self.error.value:  # refused: the controls show the drill again
            message = self.error.value
            self._syncing = True
            try:
                self.seed_box.value = str(self.drill.seed)
                self.family_picker.value = self.drill.family or "all"
                self.level_picker.value = self.drill.level
            finally:
                self._syncing = False
            self.error.value = message

    def pick_new_seed(self) -> None:
        self.seed_box.value = str(random.randrange(10**6))

    def set_size(self, px: int) -> None:
        self.size = int(px)
        self.render()
        self.refresh()

    # the hand and its steps ------------------------------------------------------------------
    @property
    def result(self):
        return self.drill.exercise.result

    def steps(self):
        return checklist.steps(self.result)

    def go_to(self, index: int) -> None:
        """Hand number ``index`` (0 for the first) of this drill, hidden again."""
        if not 0 <= index < self.drill.n:
            return
        d = self.drill
        drill = Drill(family=d.family, seed=d.seed, level=d.level, rules=d.rules, n=d.n)
        while drill.index < index:
            drill.next()
        self.drill = drill
        self.shown = 0
        self.render()
        self.refresh()

    def next_hand(self) -> None:
        self.go_to(self.drill.index + 1)

    def previous_hand(self) -> None:
        self.go_to(self.drill.index - 1)

    def reveal(self) -> None:
        """The next step of the checklist."""
        self.shown = min(self.shown + 1, len(checklist.STEPS))
        self.render()

    def reveal_all(self) -> None:
        self.shown = len(checklist.STEPS)
        self.render()

    def hide(self) -> None:
        self.shown = 0
        self.render()

    def render(self) -> None:
        d = self.drill
        ex = d.exercise
        self.link.value = self._wrap(
            '<div style="display:flex;gap:1.2em;align-items:center;font-size:0.7em">'
            f'<div class="mj-qr">{qr_svg(self.address)}</div><div>'
            f'{txt(say("students_address"))}<br>'
            f'<a class="mj-link" href="{esc(self.address)}" target="_blank">'
            f"{esc(self.address)}</a></div></div>")
        hand = present.hand_html(ex.result.hand)
        self.hand_view.value = self._wrap(
            f'<div class="mj-teacher-count">{txt(say("hand_count", i=d.index + 1, n=d.n))}</div>'
            f'<div class="mj-teacher-hand">{hand}</div>'
            f'<div class="mj-teacher-how">{esc(" · ".join(ex.how_won()))}</div>'
            f"<div>{esc(ex.question())}</div>")
        self.steps_view.value = self._wrap(self.steps_html())
        self.buttons["previous"].disabled = d.index == 0
        self.buttons["next"].disabled = d.last
        self.buttons["reveal"].disabled = self.buttons["reveal_all"].disabled = \
            self.shown >= len(checklist.STEPS)
        self.buttons["hide"].disabled = self.shown == 0

    def steps_html(self) -> str:
        """The steps revealed so far, in the checklist's order; before any, only a prompt."""
        if self.shown == 0:
            return f'<div class="mj-predict">{txt(say("predict"))}</div>'
        result = self.result
        parts, so_far = [], 0
        for step in self.steps()[:self.shown]:
            so_far += sum(c.points for c in step.adds)
            parts.append(step_html(step, result, so_far))
        if self.shown >= len(checklist.STEPS):
            cls = "mj-reaches" if result.meets_minimum else "mj-short"
            parts.append(f'<div class="mj-teacher-total {cls}">{txt(say("total", n=result.total))}'
                         "</div>" + present.figure_html(result).data["text/html"])
        return "".join(parts)

    # the class's answers ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the class's answers to this drill again."""
        if self.store is None:
            return
        s = class_results.summary(self.store, self.lesson)
        self.results_view.value = self._wrap(results_html(s, self.drill.index))

    def click_clear(self) -> None:
        """The first press asks; the second clears this drill's answers."""
        if self.store is None:
            return
        if not self._clearing:
            self._clearing = True
            self.clear_button.description = say("clear_again")
            self.clear_button.button_style = "danger"
            return
        self._clearing = False
        self.clear_button.description = say("clear")
        self.clear_button.button_style = ""
        class_results.clear(self.store, self.lesson)
        self.refresh()

    def _schedule_refresh(self) -> None:
        """In a kernel (an asyncio loop runs), read the answers again every REFRESH_SECONDS."""
        if self.store is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return

        def tick():
            self._safely(self.refresh)
            self._timer = loop.call_later(REFRESH_SECONDS, tick)

        self._timer = loop.call_later(REFRESH_SECONDS, tick)


def _bad_seed(text: str) -> mjlib.HandError:
    """What the page says of a seed that is not one, in English and in Chinese."""
    en, zh = both("bad_seed", top=SEED_LIMIT - 1, value=repr(text[:30]))
    return mjlib.HandError(en, zh=zh)


def course_link(where) -> str:
    """The page of the course site (served by the app at /course/; the link is relative to
    /teacher) at the section ``where``,
    in the page's language: ``course/04b-score-big-chow-fans.html#清龙-Pure-Straight-(16)``,
    ``course/zh/04b-score-big-chow-fans.html#清龙（16番）``."""
    lang = "zh" if chinese() else "en"
    folder = "zh/" if lang == "zh" else ""
    return f"course/{folder}{where.notebook}.html#{ref.heading_anchor(where, lang)}"


def _fan_line(zh: str, times: int, how: str) -> str:
    fan = BY_ZH[zh]
    where = course.section(fan)
    link = (f'<a href="{esc(course_link(where))}" target="_blank">'
            f"{esc(ref.section_words(where) if chinese() else where.heading)}</a>")
    return ("<li>" + say("fan_line", fan=esc(fan.name), how=how, n=times, link=link,
                         notebook=esc(where.notebook)) + "</li>")


def results_html(s: class_results.Summary, current: int) -> str:
    """The class's answers: per hand, then the fans most missed and most wrongly ticked."""
    if not s.answers:
        return f'<div class="mj-no-answers">{txt(say("no_answers"))}</div>'
    head = "".join(f"<th>{txt(say(key))}</th>" for key in ("hand_column", "answered", "right"))
    rows = [f"<tr>{head}</tr>"]
    for h in s.hands:
        share = round(100 * h.share_right)
        cls = ' class="mj-current"' if h.index == current else ""
        rows.append(f'<tr{cls} data-hand="{h.index + 1}"><td>{h.index + 1}</td><td>{h.answered}'
                    f'</td><td><span class="mj-share" style="width:{share / 20:.2f}em"></span>'
                    f"{share}% ({h.right})</td></tr>")
    missed = "".join(_fan_line(zh, n, txt(say("missed"))) for zh, n in s.missed)
    wrong = "".join(_fan_line(zh, n, txt(say("ticked_wrongly"))) for zh, n in s.wrong)
    return (f"<div>{txt(say('students', pages=s.pages, answers=s.answers))}</div>"
            f'<table class="mj-class">{"".join(rows)}</table>'
            f'<div class="mj-missed"><b>{txt(say("most_missed"))}</b><ul>{missed or "<li>—</li>"}'
            f"</ul></div>"
            f'<div class="mj-wrong"><b>{txt(say("most_wrong"))}</b><ul>'
            f'{wrong or "<li>—</li>"}</ul></div>')
