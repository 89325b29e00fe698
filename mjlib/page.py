"""Exercises on a web page that runs mjlib itself (the course site, in the reader's browser): the
answer form as data, Check's result and the answer as text and HTML, in the page's language.

The page's JavaScript only draws what this module returns: the logic is that of
:mod:`mjlib.exercise`, the same as in a notebook. Everything crosses to the page as JSON text, and
everything the page sends back is text (what the reader typed), read here: a count or a total that
is not a number comes back as mjlib's own HandError text, naming the field it belongs to.

>>> board = Board()
>>> form = board.open("q1", "[123m1][456p1][789s1]23pCC1p", '{"rules": "green-book"}', "", "en")
>>> [g["key"] for g in form["groups"]][:2], form["groups"][0]["open"]
(['everyday', 'honors'], True)
>>> board.check("q1", {"花龙": "1", "喜相逢": "1"}, "9", "en")["correct"]
True
>>> board.check("q1", {"花龙": "x"}, "", "en")["error"]["field"]
'count'
"""

from __future__ import annotations

import html
import json
from typing import Any

from .errors import HandError, shown, shown_zh
from .exercise import REPEATABLE, Exercise, Feedback, may_win
from .fans import Fan
from .result import Result
from .vocabulary import chinese, pick, writing

RIGHT_COLOUR = "#21793a"
WRONG_COLOUR = "#b3261e"
MUTED_COLOUR = "#5f5f5f"
CELL = "padding:2px 10px 2px 0;text-align:left;vertical-align:top"
MAX_EXERCISES = 200  # exercises one page may open: the longest lesson has 13
MAX_JSON = 20_000  # the ticked fans as JSON: 82 names and their counts fit in far less
MAX_TEXT = 20        # characters of a count or a total the page may send


def esc(text: object) -> str:
    """Text made safe for HTML, quotes included."""
    return html.escape(str(text), quote=True)


# ---------------------------------------------------------------------------------------------
# the answer, as tables (the notebook's widget shows the same ones, under its figure)

def counted_table(result: Result) -> str:
    """The counted fans with their points and sets, then the total and whether it reaches 8."""
    rows = [f'<tr><th style="{CELL}">{pick("番 points", "番数")}</th>'
            f'<th style="{CELL}">{pick("番种 fan", "番种")}</th>'
            f'<th style="{CELL}">{pick("牌组 sets", "牌组")}</th></tr>']
    for c in result.fans:
        times = f" ({c.worth})" if c.count > 1 else ""
        sets = " ".join(str(g) for g in c.sets)
        rows.append(f'<tr class="mjlib-counted"><td style="{CELL}"><b>{c.points}</b></td>'
                    f'<td style="{CELL}">{esc(c.fan.name)}{times}</td>'
                    f'<td style="{CELL}">{esc(sets)}</td></tr>')
    colour = RIGHT_COLOUR if result.meets_minimum else WRONG_COLOUR
    reach = may_win(result)
    rows.append(f'<tr class="mjlib-total"><td style="{CELL}"><b>{result.total}</b></td>'
                f'<td style="{CELL}"><b>{pick("合计 total", "合计")}</b></td>'
                f'<td style="{CELL};color:{colour}">{esc(reach)}</td></tr>')
    settled = result.settlement_words()
    if settled is not None:  # who pays what: the winner's seat is known, a false win is not paid
        rows.append(f'<tr class="mjlib-settlement"><td style="{CELL}"></td>'
                    f'<td style="{CELL}" colspan="2">{esc(pick(settled.en, settled.zh))}</td></tr>')
    return '<table class="mjlib-counted-table">' + "".join(rows) + "</table>"


def excluded_table(result: Result) -> str:
    """Every fan not counted, with its principle, what caused it and why ("" when none)."""
    if not result.excluded:
        return ""
    heads = (pick("不计 not counted", "不计"), pick("原则 principle", "原则"),
             pick("因 caused by", "因"), pick("why", "理由"))
    rows = ["<tr>" + "".join(f'<th style="{CELL}">{h}</th>' for h in heads) + "</tr>"]
    for e in result.excluded:
        by = e.by_words.label()
        if not isinstance(e.by, Fan):  # the chosen reading, named
            by += pick(f": {e.by.zh} {e.by.en}", f"：{e.by.zh}")
        times = f" ({e.worth})" if e.count > 1 else ""
        rows.append(f'<tr class="mjlib-excluded"><td style="{CELL};color:{MUTED_COLOUR}">'
                    f"<s>{esc(e.fan.name)}</s>{times}</td>"
                    f'<td style="{CELL}">{esc(str(e.principle))}</td>'
                    f'<td style="{CELL}">{esc(by)}</td>'
                    f'<td style="{CELL}">'
                    + (esc(e.reason_zh) if chinese() else f"{esc(e.reason)}<br/>{esc(e.reason_zh)}")
                    + "</td></tr>")
    return '<table class="mjlib-excluded-table">' + "".join(rows) + "</table>"


def why_html(ex: Exercise) -> str:
    """The two to four lines on why, as a list."""
    items = "".join(f"<li>{esc(line)}</li>" for line in ex.explanation())
    return f'<ul class="mjlib-why" style="margin:4px 0">{items}</ul>'


def answer_html(ex: Exercise, figure: str = "") -> str:
    """The answer as one HTML fragment: why, the drawn result when ``figure`` (HTML) is given, the
    counted fans and the total, the fans not counted with their principle and cause."""
    return (f'<div class="mjlib-answer" data-hand="{esc(ex.hand)}">{why_html(ex)}{figure}'
            f"{counted_table(ex.result)}{excluded_table(ex.result)}</div>")


# ---------------------------------------------------------------------------------------------
# what the reader typed

def read_total(text: object) -> int | None:
    """The total box's text as a number of fans: None when empty; HandError when it is not a
    whole number written in the digits 0-9."""
    text = text.strip() if isinstance(text, str) else text
    if text is None or text == "":
        return None
    if not isinstance(text, str) or not (text.isascii() and text.isdigit()) or len(text) > 4:
        raise HandError(f"the total is a whole number of fans, written in the digits 0-9, "
                        f"not {shown(text)}",
                        zh=f"合计是番数，用数字 0-9 写，不能是 {shown_zh(text)}")
    return int(text)


def read_count(text: object) -> int:
    """A count box's text: how many times a ticked fan counts, 1 to 8 (empty: once); HandError
    otherwise."""
    text = text.strip() if isinstance(text, str) else text
    if text == "":
        return 1
    if not isinstance(text, str) or not (text.isascii() and text.isdigit()) or \
            len(text) > 2 or not 1 <= int(text) <= 8:
        raise HandError(f"a fan's count is a whole number from 1 to 8, written in the digits "
                        f"0-9, not {shown(text)}",
                        zh=f"番种的次数须是 1 到 8 的整数，用数字 0-9 写，不能是 {shown_zh(text)}")
    return int(text)


# ---------------------------------------------------------------------------------------------
# the form and the grading, as plain data for a page

def words() -> dict[str, str]:
    """The form's furniture in the current language: buttons, the total box, the heads of the
    feedback."""
    return {"check": pick("Check", "核对"), "answer": pick("Show answer", "看答案"),
            "total": pick("Total", "合计"),
            "total_hint": pick("total (optional)", "合计（选填）"),
            "count": pick("times", "次数"),
            "right": pick("✓ Right", "✓ 对了"), "wrong": pick("✗ Not quite", "✗ 还不对"),
            "answer_head": pick("The answer", "答案"),
            "hint": pick("Hint", "提示"),
            "nothing_checked": pick("(nothing was checked)", "（未核对）")}


def form(ex: Exercise) -> dict[str, Any]:
    """The answer form of an exercise, as the notebook's widget shows it: its groups of fans
    (key, title, open or folded, each fan's Chinese name, its name as written now and whether it
    can count more than once), whether the total is asked, and the words of the form."""
    groups = []
    for choices in ex.choices:
        title = pick(f"{choices.zh} {choices.en} ({len(choices.fans)})",
                     f"{choices.zh}（{len(choices.fans)}）")
        groups.append({"key": choices.key, "title": title, "open": choices.open,
                       "fans": [{"zh": f.zh, "name": f.name, "repeatable": f in REPEATABLE}
                                for f in choices.fans]})
    return {"hand": ex.hand, "groups": groups, "ask_total": ex.ask_total, "words": words()}


def hint_lines(fb: Feedback | None) -> tuple[str, list[str]]:
    """The hints of an answer checked, as the Hint button shows them: a head and, for each
    checklist step where a fan is missed, what to look at (no fan named); before a wrong try,
    or when nothing is missed, one line saying so instead."""
    if fb is None or fb.correct:
        return "", [pick("Check an answer first: a hint comes after a wrong try.",
                         "先核对答案：答错后才有提示。") if fb is None
                    else pick("All right: no hint needed.", "全对，不需要提示。")]
    hints = fb.hints()
    if not hints:
        return "", [pick("Nothing is missed: the feedback says why each wrong tick does not "
                         "count.", "没有漏计的番种：上面说明了勾错的番种为什么不计。")]
    return pick("提示 Hint", "提示"), hints


def feedback(fb: Feedback) -> dict[str, Any]:
    """Check's result: correct or not, its head and its lines (each headed by its checklist
    step), whether it gives the answer, and the hints the Hint button shows after a wrong try
    (:func:`hint_lines`; empty after a right one)."""
    head = words()["right" if fb.correct else "wrong"]
    hint_head, hints = hint_lines(fb)
    return {"correct": fb.correct, "head": head, "lines": fb.lines(), "revealed": fb.revealed,
            "hint_head": hint_head, "hints": hints if not fb.correct else [], "error": None}


def refusal(e: HandError, field: str, fan: str | None = None) -> dict[str, Any]:
    """What the page shows beside a field mjlib refused: the field (``count`` with its fan, or
    ``total``) and HandError's text in the current language; nothing was checked."""
    return {"correct": None, "error": {"field": field, "fan": fan, "message": str(e),
                                       "note": words()["nothing_checked"]}}


class Board:
    """The exercises a page has opened, by the page's key for each: the state of each (its wrong
    tries, whether the answer was given) lives here, as in a notebook's widget."""

    def __init__(self) -> None:
        """An empty board."""
        self.exercises: dict[str, Exercise] = {}

    def open(self, key: str, hand: str, context_json: str, lesson: str = "",
             lang: str = "en") -> dict[str, Any]:
        """Open the exercise a page's ``data-hand``, ``data-context`` and ``data-lesson`` hold, as
        ``key``; return its form in ``lang``. HandError when the attributes cannot be read."""
        if not isinstance(key, str) or not key or len(key) > 100:
            raise HandError(f"an exercise's key is a short text, not {shown(key)}",
                            zh=f"练习题的键须是短文本，不能是 {shown_zh(key)}")
        if key not in self.exercises and len(self.exercises) >= MAX_EXERCISES:
            raise HandError(f"a page opens at most {MAX_EXERCISES} exercises",
                            zh=f"一页最多打开 {MAX_EXERCISES} 道练习题")
        if not isinstance(lesson, str):
            raise HandError(f"an exercise's lesson is a text (empty for none), not {shown(lesson)}",
                            zh=f"练习题的课须是文本（没有课时为空），不能是 {shown_zh(lesson)}")
        with writing(lang):
            ex = Exercise.from_attributes(hand, context_json, lesson=lesson or None)
            self.exercises[key] = ex
            return form(ex)

    def exercise(self, key: str) -> Exercise:
        """The exercise opened as ``key``; HandError when there is none."""
        if not isinstance(key, str) or key not in self.exercises:
            raise HandError(f"no exercise {shown(key)} is open on this page",
                            zh=f"本页没有打开 {shown_zh(key)} 这道练习题")
        return self.exercises[key]

    def check(self, key: str, ticked: dict[str, str], total: str = "",
              lang: str = "en") -> dict[str, Any]:
        """Grade the ticked fans (``{Chinese name: the count box's text}``, "" or "1" for a fan
        without one) and the total box's text, in ``lang``: feedback as :func:`feedback` gives it,
        with the answer's HTML when it gives the answer, or the refusal of a count or a total
        that is not a number (nothing is graded then, and no try is counted)."""
        ex = self.exercise(key)
        with writing(lang):
            fans: dict[str, int] = {}
            for zh, text in dict(ticked).items():
                try:
                    fans[zh] = read_count(text)
                except HandError as e:
                    return refusal(e, "count", zh)
            try:
                given = read_total(total)
            except HandError as e:
                return refusal(e, "total")
            out = feedback(ex.check(fans=fans, total=given))
            out["answer"] = answer_html(ex) if out["revealed"] else None
            return out

    def reveal(self, key: str, lang: str = "en") -> dict[str, Any]:
        """Give the answer (Show answer): its HTML in ``lang``; the next Check says the total."""
        ex = self.exercise(key)
        with writing(lang):
            ex.reveal()
            return {"answer": answer_html(ex)}

    # the same, as JSON text for a page's JavaScript ------------------------------------------
    def open_json(self, key: str, hand: str, context_json: str, lesson: str = "",
                  lang: str = "en") -> str:
        """:meth:`open` as JSON; a refusal as ``{"error": {"message": ...}}``."""
        try:
            return _json(self.open(key, hand, context_json, lesson, lang))
        except HandError as e:
            with writing(lang):
                return _json({"error": {"field": None, "message": str(e)}})

    def check_json(self, key: str, ticked_json: str, total: str = "", lang: str = "en") -> str:
        """:meth:`check` with the ticked fans as a JSON object, the result as JSON."""
        try:
            if not isinstance(ticked_json, str) or len(ticked_json) > MAX_JSON:
                raise ValueError
            ticked = json.loads(ticked_json)
            if not isinstance(ticked, dict) or not all(
                    isinstance(k, str) and isinstance(v, str) and len(v) <= MAX_TEXT
                    for k, v in ticked.items()):
                raise ValueError
        except ValueError:
            with writing(lang):
                return _json(refusal(HandError(
                    f"the ticked fans are a JSON object of fan names and counts, not "
                    f"{shown(ticked_json)}",
                    zh=f"勾选的番种须是番种名与次数组成的 JSON 对象，不能是 {shown_zh(ticked_json)}"),
                    "fans"))
        try:
            return _json(self.check(key, ticked, str(total)[:MAX_TEXT], lang))
        except HandError as e:
            with writing(lang):
                return _json(refusal(e, "fans"))

    def reveal_json(self, key: str, lang: str = "en") -> str:
        """:meth:`reveal` as JSON."""
        try:
            return _json(self.reveal(key, lang))
        except HandError as e:
            with writing(lang):
                return _json({"error": {"field": None, "message": str(e)}})


def _json(data: dict[str, Any]) -> str:
    """Data as JSON text, Chinese kept as it is."""
    return json.dumps(data, ensure_ascii=False)


# what a page calls: the rest serves the notebook widget and the site builder inside mjlib
__all__ = ["Board"]
