"""The parts of the classroom app (classroom.ipynb, served by Voilà) that are not mjlib's widgets.

- :data:`EXAMPLES` the hands of the course, for the hand builder's example list;
- :func:`drill` the drill whose family, seed and level the page's address names
  (``?family=pungs&seed=7&level=2``; the same address gives every student the same hands); a bad
  address is said, above the default drill; served by the app, each first answer to a hand goes
  to the teacher's page (:mod:`class_results`), without a name, with a nickname if one is typed;
- :class:`Sandbox` type a hand: one tile short, it lists every tile that completes it and what
  each would score; complete, it scores it under both rule presets side by side, each drawn
  and itemised as the hand builder does it, the fans not counted with why.

Outputs are written through the Output widget's API (``outputs = ()``, ``append_stdout``,
``append_display_data``), so each part can be driven from pytest without a browser.
"""

from __future__ import annotations

import html
import os
import sys
import urllib.parse
from pathlib import Path

import ipywidgets as W
from IPython.display import HTML

import mjlib
import mjlib.widgets
from mjlib.errors import shorten
from mjlib.rules import PRESETS
from mjlib.widgets import present
from mjlib.widgets.builder import RULES_OPTIONS

sys.path.insert(0, str(Path(__file__).resolve().parent))  # app/ is a folder of scripts
import class_results  # noqa: E402

EXAMPLES = {
    "no-repeat 不重复": "[1111m1][3333m2][555m3][777m1]9m9m",
    "no-split 不拆移": "112233m778899s1p1p",
    "non-identical 不得相同": "[666m1][777p2][888s3]99mNN9m",
    "high-versus-low 就高不就低": "22233344m234p99p4m",
    "count-once 套算一次": "[123m1][456p1][789s1]23pCC1p",
    "大四喜 Big Four Winds": "[EEE1][SSS2]WWWNNN5p5p",
    "清一色 Full Flush": "11123455678999m",
    "七对, self-drawn: the presets differ": ("1133m2288s5577pCC", {"self_drawn": True}),
    "十三幺 Thirteen Orphans": "19m19s19pESWNCFPP",
    "九莲宝灯 Nine Gates on the 9m": "1112345678999m9m",
    "杠上开花 on a concealed kong": ("[8888p]456sEEE77m12m3m",
                                     {"self_drawn": True, "about_kong": True}),
}

DRILL_DEFAULT = {"family": "chows", "seed": 42, "level": 2}  # the address's parameters, in order
LEVELS = ("1", "2", "3")
IGNORED = ("token",)  # Voilà's login (when the teacher starts the app with one), not the drill's
SEED_LIMIT = 2**64  # a seed is a whole number below this, in the digits 0-9
SHOWN_PROBLEMS = 3  # what is wrong with an address: at most this many said


def drill_settings(query: str) -> dict:
    """The drill a page address asks for: ``?family=pungs&seed=7&level=3`` (``family=all`` mixes
    the families, ``family=everyday`` deals for the everyday fans); what it leaves out is chows, 42 and level 2. Anything else (an unknown family,
    a seed that is not a whole number below 2**64 in the digits 0-9, a level not 1, 2 or 3, a
    parameter given twice or one the page does not read) raises HandError saying each problem;
    ``token`` (Voilà's login) is ignored."""
    problems = []
    given: dict[str, list[str]] = {}
    for name, value in urllib.parse.parse_qsl(query or "", keep_blank_values=True):
        given.setdefault(name, []).append(value)
    for name, values in given.items():
        if name not in DRILL_DEFAULT and name not in IGNORED:
            problems.append(f"{_quoted(name)} in the address is not one of its parameters "
                            f"({', '.join(DRILL_DEFAULT)})")
        elif len(values) > 1:
            problems.append(f"{name} is given {len(values)} times in the address; give it once")
    family = given.get("family", [DRILL_DEFAULT["family"]])[-1]
    if family not in mjlib.FAMILIES and family not in ("all", "everyday"):
        problems.append(f"family={_quoted(family)} in the address is not a family; one of: all, "
                        "everyday, " + ", ".join(mjlib.FAMILIES))
    seed = given.get("seed", [str(DRILL_DEFAULT["seed"])])[-1]
    digits = seed.lstrip("0") or "0"
    if not (seed.isascii() and seed.isdigit() and len(digits) <= 20 and int(digits) < SEED_LIMIT):
        problems.append(f"seed={_quoted(seed)} in the address is not a whole number from 0 to "
                        f"{SEED_LIMIT - 1} in the digits 0-9")
    level = given.get("level", [str(DRILL_DEFAULT["level"])])[-1]
    if level not in LEVELS:
        problems.append(f"level={_quoted(level)} in the address is not 1, 2 or 3")
    if len(problems) > SHOWN_PROBLEMS:
        problems[SHOWN_PROBLEMS:] = [f"and {len(problems) - SHOWN_PROBLEMS} more"]
    if problems:
        raise mjlib.HandError("; ".join(problems))
    return {"family": None if family == "all" else family, "seed": int(digits),
            "level": int(level)}


def drill_query(family: str | None, seed: int, level: int) -> str:
    """The address's query for a drill: what :func:`drill_settings` reads back."""
    return urllib.parse.urlencode({"family": family or "all", "seed": seed, "level": level})


def _quoted(text: str) -> str:
    return repr(shorten(text, 20))


class Notice:
    """A notice shown above something else, as one cell's value: the drill under what was wrong
    with the address."""

    def __init__(self, html_text: str, shown):
        self.html = html_text
        self.shown = shown

    def _ipython_display_(self):
        from IPython.display import display

        display(HTML(self.html))
        display(self.shown)


def drill(query: str | None = None, results: "Path | None" = None):
    """The drill for this page: family, seed and level from the address (Voilà hands the kernel
    the address's query string), so a teacher gives the whole class the same hands with one link.
    A bad address gets a notice saying what is wrong, above the default drill. With a results
    folder (``results``, or the one the app's server names), each first answer to a hand is sent
    to the teacher's page."""
    if not hasattr(mjlib.widgets, "Drill"):
        return HTML('<p class="classroom-no-drill">This version of mjlib has no drill.</p>')
    query = os.environ.get("QUERY_STRING", "") if query is None else query
    results = class_results.folder() if results is None else results
    try:
        settings = drill_settings(query)
    except mjlib.HandError as e:
        default = ", ".join(f"{k}={v}" for k, v in DRILL_DEFAULT.items())
        notice = (f'<p class="classroom-error" style="color:#b03030">{html.escape(str(e))}. '
                  f"Below is the default drill instead ({default}).</p>")
        return Notice(notice, SentDrill.around(mjlib.widgets.Drill(**DRILL_DEFAULT), results))
    return SentDrill.around(mjlib.widgets.Drill(**settings), results)


class SentDrill:
    """A drill whose answers go to the teacher: each first answer to a hand is kept in the
    results folder's file (class_results.record), with this page's random id and the nickname
    typed above the drill, if any. The drill itself is untouched: its ``check`` is wrapped, so
    whatever its widgets become, an answer they grade is sent."""

    def __init__(self, drill, path):
        self.drill = drill
        self.path = path
        self.page = class_results.new_page_id()
        self.nickname = W.Text(value="", description="昵称 nickname", placeholder="(optional)",
                               layout=W.Layout(width="22em"),
                               style={"description_width": "initial"})
        self.nickname.add_class("classroom-nickname")
        self.note = W.HTML('<span class="classroom-sent">你的答案发给老师，不记姓名 · Your answers '
                           "go to the teacher's screen, without your name.</span>")
        self.sent = 0
        self.widget = W.HBox([self.nickname, self.note])
        self.widget.add_class("classroom-send")
        check = drill.check

        def sent_check(fans=(), total=None):
            feedback = check(fans, total)
            self.send(feedback)
            return feedback

        drill.check = sent_check

    @classmethod
    def around(cls, drill, results):
        """The drill, sending its answers when there is a results folder."""
        if results is None:
            return drill
        return cls(drill, class_results.store(results))

    def lesson(self) -> class_results.Lesson:
        d = self.drill
        return class_results.Lesson(d.family or "all", d.seed, d.level, d.rules)

    def send(self, feedback) -> None:
        d = self.drill
        try:
            kept = class_results.record(
                self.path, self.lesson(), hand_index=d.index, hand=d.hand, page=self.page,
                correct=feedback.correct, missed=[f.zh for f in feedback.missed],
                wrong=[f.zh for f, _ in feedback.wrong], total_ok=feedback.total_ok,
                nickname=self.nickname.value)
        except Exception as e:  # the drill goes on; the student is told
            self.note.value = (f'<span class="classroom-error" style="color:#b03030">Your answer '
                               f"could not be sent to the teacher ({html.escape(type(e).__name__)}"
                               "); the drill goes on.</span>")
            return
        self.sent += kept

    def _ipython_display_(self):
        from IPython.display import display

        display(self.widget)
        display(self.drill)


# the two presets side by side: each figure a little smaller than the builder's
SANDBOX_CSS = (".classroom-presets .mj-figure-html { font-size: 11px; } "
               ".classroom-presets h4 { margin: 0.2em 0; }")


class Sandbox:
    """Type a hand. One tile short: every tile that completes it, with its score on a discard
    and self-drawn. Complete: its score under both presets. Bad input: said in place, the
    last answer stays."""

    def __init__(self, hand: str = "23455m345p34567s"):
        self.text = W.Text(value=hand, description="hand 手牌", continuous_update=False,
                           layout=W.Layout(width="32em"))
        self.button = W.Button(description="score 计分", button_style="primary")
        self.error = W.HTML()
        self.out = W.Output()
        self.text.observe(lambda change: self.show(change["new"]), names="value")
        self.button.on_click(lambda _b: self.show(self.text.value))
        self.style = W.HTML(present.face_css(present.tile_faces(), scope=".classroom-sandbox")
                            + f"<style>{SANDBOX_CSS}</style>")
        self.widget = W.VBox([self.style, W.HBox([self.text, self.button]), self.error, self.out])
        self.widget.add_class("classroom-sandbox")
        self.show(hand)

    def _ipython_display_(self):
        from IPython.display import display

        display(self.widget)

    def show(self, text: str) -> None:
        try:
            hand = mjlib.parse(text)
            body = (presets_html(hand) if hand.is_complete else waits_html(hand))
        except mjlib.HandError as e:
            self.error.value = f'<p class="classroom-error" style="color:#b03030">{html.escape(str(e))}</p>'
            return
        self.error.value = ""
        self.out.outputs = ()
        self.out.append_display_data(HTML(body))


def waits_html(hand) -> str:
    """A table: each tile the 13-tile hand waits on, and what the completed hand scores."""
    tiles = mjlib.waits(hand)
    if not tiles:
        return f"<p>{html.escape(str(hand))} is not ready: no tile completes it.</p>"
    rows = []
    for t in tiles:
        try:
            won = mjlib.score(str(hand) + str(t))
            drawn = mjlib.score(str(hand) + str(t), self_drawn=True)
        except mjlib.HandError as e:  # e.g. all four copies are in the hand already
            rows.append(f"<tr><td>{t} {t.zh}</td><td colspan=4>cannot be won: "
                        f"{html.escape(str(e))}</td></tr>")
            continue
        minimum = ("yes" if won.meets_minimum else
                   "only self-drawn" if drawn.meets_minimum else "no")
        fans = ", ".join(f"{c.fan.zh} {c.points}" for c in won.fans)
        rows.append(f"<tr><td>{t} {t.zh}</td><td>{won.total}</td><td>{drawn.total}</td>"
                    f'<td>{minimum}</td><td style="text-align:left">{html.escape(fans)}</td></tr>')
    return (f"<p>{html.escape(str(hand))} waits on {len(tiles)} tile(s):</p>"
            '<table class="classroom-waits"><tr><th>tile</th><th>on a discard</th>'
            "<th>self-drawn</th><th>8 fans?</th><th>fans on a discard</th></tr>"
            + "".join(rows) + "</table>")


def presets_html(hand) -> str:
    """Both rule presets side by side, each as the hand builder shows a result: the total and
    whether it reaches the 8-fan minimum, the counted fans, every fan not counted with its
    principle, what removed it and why, and the drawn reading and ledger."""
    columns = []
    for name in PRESETS:
        result = mjlib.score(hand, rules=name)
        colour = "#21793a" if result.meets_minimum else present.ERROR_COLOUR
        columns.append(
            f'<div class="classroom-preset" data-rules="{html.escape(name)}" '
            'style="overflow-x:auto">'
            f"<h4>{html.escape(PRESET_WORDS.get(name, name))}</h4>"
            f'<div style="color:{colour}"><b>{html.escape(present.total_words(result))}</b></div>'
            f'{present.result_table(result).data["text/html"]}'
            f'{present.figure_html(result).data["text/html"]}</div>')
    return ('<div class="classroom-presets" style="display:grid;gap:1.5em;'
            'grid-template-columns:repeat(2, minmax(0, 1fr))">' + "".join(columns) + "</div>")


PRESET_WORDS = {name: words for words, name in RULES_OPTIONS}
