"""Exercises on a web page that runs mjlib itself (the course site, in the reader's browser): the
answer form as data, Check's result and the answer as text and HTML, in the page's language.

The page's JavaScript only draws what this module returns: the logic is that of
:mod:`mjlib.practice.exercise`, the same as in a notebook. Everything crosses to the page as JSON text, and
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

from ..course import checklist
from ..practice import deal
from ..errors import HandError, shown, shown_zh
from ..practice.exercise import (LEVELS, REPEATABLE, ExerciseModel, Feedback, answer_form, may_win,
                                 read_context)
from ..practice.drill import DrillModel
from ..practice.questions import Question
from ..fans import BY_ZH, Fan
from ..result import Result
from .figure import narrow_figure
from ..vocabulary import chinese, pick, writing

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
        sets = (pick("; ", "；").join(" ".join(str(g) for g in m) for m in c.matches)
                if len(c.matches) > 1 else " ".join(str(g) for g in c.sets))  # per instance
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


def why_html(ex: ExerciseModel) -> str:
    """The two to four lines on why, as a list."""
    items = "".join(f"<li>{esc(line)}</li>" for line in ex.explanation())
    return f'<ul class="mjlib-why" style="margin:4px 0">{items}</ul>'


def answer_html(ex: ExerciseModel, figure: str = "") -> str:
    """The answer as one HTML fragment: why, the drawn result when ``figure`` (HTML) is given, the
    counted fans and the total, the fans not counted with their principle and cause."""
    return (f'<div class="mjlib-answer" data-hand="{esc(ex.hand)}">{why_html(ex)}{figure}'
            f"{counted_table(ex.result)}{excluded_table(ex.result)}</div>")


def exercise_answer(ex: ExerciseModel) -> str:
    """The answer a lesson's exercise shows: :func:`answer_html` with the HTML figure of the
    result (mjlib.pages.figure.narrow_figure), which a narrow page shows where a wide one shows
    the drawn picture (the page puts the picture before it)."""
    return answer_html(ex, narrow_figure(ex.result))


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


def form(ex: ExerciseModel) -> dict[str, Any]:
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
    checklist step where a fan is missed or ticked too few times, what to look at (no fan
    named); before a wrong try,
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
        self.exercises: dict[str, ExerciseModel] = {}

    def open(self, key: str, hand: str, context_json: str, lesson: str = "",
             lang: str = "en") -> dict[str, Any]:
        """Open the exercise a page's ``data-hand``, ``data-context`` and ``data-lesson`` hold, as
        ``key``; return its form in ``lang``, with its hand as HTML tiles (``tiles``, which a
        narrow page shows instead of the drawn hand). HandError when the attributes cannot be
        read."""
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
            ex = ExerciseModel.from_attributes(hand, context_json, lesson=lesson or None)
            self.exercises[key] = ex
            return {**form(ex), "tiles": tiles_html(ex)}  # the hand, for a narrow page

    def exercise(self, key: str) -> ExerciseModel:
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
            out["answer"] = exercise_answer(ex) if out["revealed"] else None
            return out

    def reveal(self, key: str, lang: str = "en") -> dict[str, Any]:
        """Give the answer (Show answer): its HTML in ``lang``; the next Check says the total."""
        ex = self.exercise(key)
        with writing(lang):
            ex.reveal()
            return {"answer": exercise_answer(ex)}

    # the same, as JSON text for a page's JavaScript ------------------------------------------
    def open_json(self, key: str, hand: str, context_json: str, lesson: str = "",
                  lang: str = "en") -> str:
        """:meth:`open` as JSON; a refusal as ``{"error": {"message": ...}}``."""
        return _answer(lambda: self.open(key, hand, context_json, lesson, lang), lang)

    def check_json(self, key: str, ticked_json: str, total: str = "", lang: str = "en") -> str:
        """:meth:`check` with the ticked fans as a JSON object, the result as JSON."""
        return _checked(self.check, key, ticked_json, total, lang)

    def reveal_json(self, key: str, lang: str = "en") -> str:
        """:meth:`reveal` as JSON."""
        return _answer(lambda: self.reveal(key, lang), lang)


# ---------------------------------------------------------------------------------------------
# lesson 01's questions on a page (mjlib.practice.questions): one choice among a few, then Check

def question_answer_html(q: Question) -> str:
    """The answer to a question as HTML: the right choice and why (behind a click on a page, and
    in the notebook's widget)."""
    return f'<div class="mjlib-answer"><b>{esc(q.choices[q.right])}</b>: {esc(q.why())}</div>'


class Questions:
    """The questions a page has opened, by the page's key for each, with their state (the wrong
    tries, whether the answer was given), as in a notebook's widget.

    >>> qs = Questions()
    >>> qs.open("q1", "22m77m44s66s33p9pEE9p", "shape", "{}", "", "en")["choices"][1]
    'seven pairs'
    >>> qs.check("q1", "", "en")["error"]["field"]
    'choice'
    >>> qs.check("q1", "1", "en")["correct"]
    True
    """

    def __init__(self) -> None:
        """No question open yet."""
        self.questions: dict[str, Question] = {}

    def open(self, key: str, hand: str, kind: str, context_json: str, lesson: str = "",
             lang: str = "en") -> dict[str, Any]:
        """Open the question a page's ``data-hand``, ``data-kind``, ``data-context`` and
        ``data-lesson`` hold, as ``key``: what it asks, what it gives (the counted fans, for
        "minimum"), its choices and the form's words, in ``lang``; HandError when the attributes
        cannot be read."""
        if not isinstance(key, str) or not key or len(key) > 100:
            raise HandError(f"a question's key is a short text, not {shown(key)}",
                            zh=f"问题的键须是短文本，不能是 {shown_zh(key)}")
        if key not in self.questions and len(self.questions) >= MAX_EXERCISES:
            raise HandError(f"a page opens at most {MAX_EXERCISES} questions",
                            zh=f"一页最多打开 {MAX_EXERCISES} 道问题")
        with writing(lang):
            context = read_context(context_json)
            q = Question(hand, kind, rules=context.pop("rules", "green-book"),
                         lesson=lesson or None, **context)
            self.questions[key] = q
            return {"ask": q.ask(), "given": q.given(), "choices": [str(c) for c in q.choices],
                    "words": words()}

    def question(self, key: str) -> Question:
        """The question opened as ``key``; HandError when there is none."""
        if not isinstance(key, str) or key not in self.questions:
            raise HandError(f"no question {shown(key)} is open on this page",
                            zh=f"本页没有打开 {shown_zh(key)} 这道问题")
        return self.questions[key]

    def check(self, key: str, choice: str, lang: str = "en") -> dict[str, Any]:
        """Grade the choice of index ``choice`` (the text of the picked box's ``data-choice``; ""
        when none is picked: refused, no try counted), as :func:`feedback` gives it, with the
        answer's HTML when it gives the answer."""
        q = self.question(key)
        with writing(lang):
            text = str(choice).strip()
            if not text:
                return refusal(HandError("Pick one first.", zh="请先选一项。"), "choice")
            try:
                a = q.check(int(text) if text.isdigit() else text)
            except HandError as e:
                return refusal(e, "choice")
            return {"correct": a.correct, "head": words()["right" if a.correct else "wrong"],
                    "lines": list(a.lines), "revealed": a.revealed, "error": None,
                    "answer": question_answer_html(q) if a.revealed else None}

    def reveal(self, key: str, lang: str = "en") -> dict[str, Any]:
        """Give the answer (Show answer): its HTML in ``lang``."""
        q = self.question(key)
        with writing(lang):
            q.reveal()
            return {"answer": question_answer_html(q)}

    # the same, as JSON text for a page's JavaScript ------------------------------------------
    def open_json(self, key: str, hand: str, kind: str, context_json: str, lesson: str = "",
                  lang: str = "en") -> str:
        """:meth:`open` as JSON; a refusal as ``{"error": {"message": ...}}``."""
        return _answer(lambda: self.open(key, hand, kind, context_json, lesson, lang), lang)

    def check_json(self, key: str, choice: str, lang: str = "en") -> str:
        """:meth:`check` as JSON."""
        return _answer(lambda: self.check(key, str(choice)[:MAX_TEXT], lang), lang, "choice")

    def reveal_json(self, key: str, lang: str = "en") -> str:
        """:meth:`reveal` as JSON."""
        return _answer(lambda: self.reveal(key, lang), lang)


def _json(data: dict[str, Any]) -> str:
    """Data as JSON text, Chinese kept as it is."""
    return json.dumps(data, ensure_ascii=False)


# ---------------------------------------------------------------------------------------------
# a drill on a page: dealt hands one after another, with the reader's statistics

MAX_DRILLS = 20  # drills one page may open: a lesson has one
MAX_SAVED = 5_000  # characters of a drill's saved statistics (the page keeps them between visits)
MAX_COUNT = 10 ** 6  # a number in the saved statistics
SUIT_WORD = {"m": "万", "s": "条", "p": "饼"}


def tiles_html(ex: ExerciseModel) -> str:
    """The hand as one row of tiles (plain HTML, no picture): each meld framed, the standing
    tiles by suit, then the winning tile apart; a tile is its rank over its suit, an honor its
    character. The page's style sheet sizes the row to its width (and on a narrow page may wrap
    it between these groups)."""
    hand = ex.result.hand

    def tile(t: object, cls: str = "") -> str:
        text = str(t)
        if text[-1:] in SUIT_WORD:
            face = (f'<b>{esc(text[0])}</b><small>{SUIT_WORD[text[-1]]}</small>')
            kind = text[-1]
        else:
            face, kind = f"<b>{esc(getattr(t, 'zh', text))}</b>", "z"
        return f'<span class="mj-tile mj-tile-{kind}{cls}" title="{esc(text)}">{face}</span>'

    parts = []
    for m in hand.melds:
        concealed = " mj-concealed" if getattr(m, "concealed", False) else ""
        parts.append(f'<span class="mj-meld{concealed}" title="{esc(m)}">'
                     + "".join(tile(t) for t in m.tiles) + "</span>")
    # the standing tiles by suit (honors together): a narrow page wraps the row between a hand's
    # groups, never inside a meld or a suit
    suits: dict[str, list[str]] = {}
    for t in sorted(hand.standing):
        suits.setdefault(str(t)[-1:] if str(t)[-1:] in SUIT_WORD else "z", []).append(tile(t))
    parts.append('<span class="mj-standing">' + "".join(
        '<span class="mj-suit">' + "".join(tiles) + "</span>" for tiles in suits.values())
        + "</span>")
    if hand.winning is not None:
        parts.append('<span class="mj-winning" title="' + esc(pick("winning tile", "和张"))
                     + '">' + tile(hand.winning, " mj-win") + "</span>")
    count = sum(len(m.tiles) for m in hand.melds) + len(hand.standing) + 1
    width = count + 0.3 * len(parts)  # the tiles, and the gaps between the groups
    return (f'<div class="mj-tiles" style="--tiles:{width:.1f}" '
            f'aria-label="{esc(ex.hand)}">' + "".join(parts) + "</div>")


def steps_data(ex: ExerciseModel) -> list[dict[str, Any]]:
    """The scoring checklist on the exercise's hand, step by step, as the projector reveals it:
    each step's head, the fans it counts (name, points, count, sets), the fans it strikes
    (name, "rule": the principle that strikes it, "by": its cause), and the running total."""
    result = ex.result
    out, so_far = [], 0
    for s in checklist.steps(result):
        so_far += sum(c.points for c in s.adds)  # flowers are counted at their own step
        notes = []
        if s.key == "read":
            notes.append(pick(f"{result.reading.zh} {result.reading.en}: {result.reading}",
                              f"{result.reading.zh}：{result.reading}"))
        if s.key == "biggest" and checklist.biggest_note(result):
            notes.append(checklist.biggest_note(result))
        if s.key == "minimum":
            notes.append(may_win(result))
        out.append({
            "number": s.number, "key": s.key, "head": f"{s.number}. {_step_name(s)}",
            "adds": [{"fan": c.fan.name, "zh": c.fan.zh, "points": c.points, "count": c.count,
                      "sets": " ".join(str(g) for g in c.sets)} for c in s.adds],
            "strikes": [{"fan": e.fan.name, "zh": e.fan.zh, "rule": str(e.principle),
                         "by": e.by_words.label()}
                        for e in s.strikes],
            "notes": notes, "so_far": so_far,
            "so_far_words": pick(f"so far: {so_far} fans", f"累计：{so_far}番")})
    return out


def _step_name(step: checklist.Step) -> str:
    """A checklist step's name as mjlib labels it: '中文 English', the Chinese alone in Chinese."""
    return pick(f"{step.zh} {step.en}", step.zh)


def drill_words() -> dict[str, str]:
    """The drill's furniture in the current language, beside :func:`words`."""
    return {**words(), "next": pick("Next hand", "下一手"),
            "hand_of": pick("Hand {i} of {n}", "第 {i} 手，共 {n} 手"),
            "last": pick("That was the drill's last hand.", "这是本组练习的最后一手。"),
            "stats_head": pick("Your misses, by checklist step", "你的漏选，按核对步骤"),
            "no_misses": pick("No step missed yet.", "还没有漏选的步骤。"),
            "score": pick("tried {tried} · right {right} · streak {streak}",
                          "已做 {tried} · 对 {right} · 连对 {streak}")}


class _Open:
    """One drill a page opened: the DrillModel (None for a single hand the teacher typed), the hand
    shown now, and whether its answer was shown before it was answered right."""

    def __init__(self, drill: DrillModel | None, ex: ExerciseModel) -> None:
        self.drill = drill
        self.exercise = ex
        self.shown = False  # Show answer pressed on this hand
        self.first: dict[str, Any] | None = None  # the first answer to this hand, as recorded


def _whole(value: object, what: str, what_zh: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``, given as a number or its digits; HandError."""
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() \
            and len(value.strip()) <= 20:
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise HandError(f"{what} is a whole number from {low} to {high}, not {shown(value)}",
                        zh=f"{what_zh}须是 {low} 到 {high} 的整数，不能是 {shown_zh(value)}")
    return value


class Drills:
    """The drills a page has opened, by the page's key for each: a seeded stream of dealt hands
    (mjlib.practice.drill.DrillModel) whose current hand is an exercise with the same form as Board's, and
    the reader's statistics (the first answer to each hand counts, Show answer counts as not
    right; misses counted by checklist step). The page keeps the statistics between visits as
    the ``saved`` data each answer returns, and gives them back to :meth:`open`.

    >>> drills = Drills()
    >>> state = drills.open("d", "chows", 4, 2, "en")
    >>> state["index"], state["n"], state["hand"]
    (0, 10, '234789m45688s12p3p')
    >>> out = drills.check("d", {"平和": "1"}, "", "en")
    >>> out["correct"], out["first"]["steps"]
    (False, ['biggest', 'won'])
    >>> drills.next("d", "en")["index"]
    1
    """

    def __init__(self) -> None:
        self.open_drills: dict[str, _Open] = {}

    def _key(self, key: object) -> str:
        if not isinstance(key, str) or not key or len(key) > 100:
            raise HandError(f"a drill's key is a short text, not {shown(key)}",
                            zh=f"练习的键须是短文本，不能是 {shown_zh(key)}")
        if key not in self.open_drills and len(self.open_drills) >= MAX_DRILLS:
            raise HandError(f"a page opens at most {MAX_DRILLS} drills",
                            zh=f"一页最多打开 {MAX_DRILLS} 组练习")
        return key

    def _get(self, key: object) -> _Open:
        if not isinstance(key, str) or key not in self.open_drills:
            raise HandError(f"no drill {shown(key)} is open on this page",
                            zh=f"本页没有打开 {shown_zh(key)} 这组练习")
        return self.open_drills[key]

    def open(self, key: str, family: object, seed: object, level: object = 2,
             lang: str = "en", saved: object = None, n: object = 10,
             lesson: object = "") -> dict[str, Any]:
        """Open the drill of ``family`` (a family id, "everyday", or "all"/"" for every family)
        dealt from ``seed`` (0 to 2**64 - 1), at ``level`` (1: the family's fans, 2: every fan,
        3: every fan and the total), ``n`` hands; ``lesson`` (a lesson's file stem, "" for none)
        deals only hands whose fans are taught up to that lesson, as the lesson's own drill does;
        ``saved`` (what an earlier answer returned) puts back the place and the statistics.
        Returns :meth:`state`."""
        key = self._key(key)
        if not isinstance(lesson, str):
            raise HandError(f"a drill's lesson is a text (empty for none), not {shown(lesson)}",
                            zh=f"练习的课须是文本（没有课时为空），不能是 {shown_zh(lesson)}")
        with writing(lang):
            if family is None or (isinstance(family, str) and family in ("", "all")):
                family = None
            drill = DrillModel(family=family, seed=_whole(seed, "a seed", "种子", 0, deal.MAX_SEED - 1),
                          level=_whole(level, "a level", "级别", 1, len(LEVELS)),
                          n=_whole(n, "a drill's number of hands", "练习手数", 1, 100),
                          lesson=lesson or None)
            if saved is not None and not (isinstance(saved, str) and saved == ""):
                _restore(drill, saved)
            self.open_drills[key] = _Open(drill, drill.exercise)
            return self.state(key, lang)

    def open_hand(self, key: str, hand: str, context_json: str, lang: str = "en",
                  level: object = 2) -> dict[str, Any]:
        """Open one hand as a drill of one (the hand a teacher typed, or a lesson's worked
        example: ``data-hand`` and ``data-context``), asking every fan (and the total at level
        3). Returns :meth:`state`."""
        key = self._key(key)
        with writing(lang):
            asked = _whole(level, "a level", "级别", 1, len(LEVELS))
            ex = ExerciseModel.from_attributes(hand, context_json, ask_total=asked == 3)
            ex.choices = answer_form()
            self.open_drills[key] = _Open(None, ex)
            return self.state(key, lang)

    def state(self, key: str, lang: str = "en") -> dict[str, Any]:
        """The drill as the page draws it: the hand shown (its index, of how many; its
        ``data-hand`` and ``data-context``; its tiles as HTML; how it was won; the question),
        the answer form as :func:`form` gives it, the statistics and the data to save."""
        d = self._get(key)
        with writing(lang):
            ex, drill = d.exercise, d.drill
            attributes = ex.attributes()
            return {"index": drill.index if drill else 0, "n": drill.n if drill else 1,
                    "last": drill.last if drill else True, "hand": ex.hand,
                    "context": attributes["data-context"],
                    "family": (drill.family or "all") if drill else "",
                    "level": drill.level if drill else (3 if ex.ask_total else 2),
                    "tiles": tiles_html(ex), "how_won": " · ".join(ex.how_won()),
                    "question": ex.question(), "form": {**form(ex), "words": drill_words()},
                    "stats": _stats(drill), "saved": _saved(drill), "error": None}

    def check(self, key: str, ticked: dict[str, str], total: str = "",
              lang: str = "en") -> dict[str, Any]:
        """Grade an answer to the shown hand, as :meth:`Board.check` does; with ``first``, the
        first answer to this hand as a class keeps it (right, wrong or revealed, the fans missed
        and wrongly ticked, the checklist steps missed), null for a later one, and the
        statistics."""
        d = self._get(key)
        first = d.first is None
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
            fb = d.drill.check(fans, given) if d.drill else d.exercise.check(fans, given)
            out = feedback(fb)
            out["answer"] = answer_html(d.exercise) if out["revealed"] else None
            record = {"index": d.drill.index if d.drill else 0, "hand": d.exercise.hand,
                      "outcome": "revealed" if d.shown else ("right" if fb.correct else "wrong"),
                      "missed": [f.zh for f in fb.missed],
                      "wrong": [f.zh for f, _ in fb.wrong] + [c[0].zh for c in fb.counts],
                      "steps": sorted(set(fb.steps), key=lambda k: checklist.NUMBER[k])}
            if first:
                d.first = record
            out["first"] = record if first else None
            out["this"] = record
            out["stats"], out["saved"] = _stats(d.drill), _saved(d.drill)
            return out

    def reveal(self, key: str, lang: str = "en") -> dict[str, Any]:
        """Show the answer: its HTML; the hand counts as not right, and an answer given after
        it is recorded as revealed (``first``: the record, when nothing was answered before)."""
        d = self._get(key)
        with writing(lang):
            if d.drill:
                d.drill.reveal()
            d.exercise.reveal()
            d.shown = True
            first = None
            if d.first is None:  # shown before any answer: the class keeps it as revealed
                first = d.first = {"index": d.drill.index if d.drill else 0,
                                   "hand": d.exercise.hand, "outcome": "revealed",
                                   "missed": [], "wrong": [], "steps": []}
            return {"answer": answer_html(d.exercise), "first": first, "stats": _stats(d.drill),
                    "saved": _saved(d.drill)}

    def next(self, key: str, lang: str = "en") -> dict[str, Any]:
        """Move on to the next hand (stay on the last); :meth:`state`."""
        d = self._get(key)
        if d.drill and d.drill.next():
            self._moved(d)
        return self.state(key, lang)

    def go(self, key: str, index: object, lang: str = "en") -> dict[str, Any]:
        """Show hand ``index`` (0 for the first): where the teacher is; :meth:`state`."""
        d = self._get(key)
        if d.drill is None:
            raise HandError("a single hand has no other hands to go to",
                            zh="单独的一手牌没有别的手可去")
        with writing(lang):
            i = _whole(index, "a hand's index", "手的序号", 0, d.drill.n - 1)
        if i != d.drill.index:
            d.drill.index = i
            d.drill._deal()
            self._moved(d)
        return self.state(key, lang)

    def steps(self, key: str, lang: str = "en") -> dict[str, Any]:
        """The checklist on the shown hand, step by step (:func:`steps_data`), with the total
        and whether it may win, and the answer's HTML."""
        d = self._get(key)
        with writing(lang):
            return {"steps": steps_data(d.exercise), "total": d.exercise.result.total,
                    "may_win": may_win(d.exercise.result), "answer": answer_html(d.exercise)}

    @staticmethod
    def _moved(d: _Open) -> None:
        assert d.drill is not None
        d.exercise, d.shown, d.first = d.drill.exercise, False, None

    # the same, as JSON text for a page's JavaScript ------------------------------------------
    def open_json(self, key: str, family: str, seed: str, level: str = "2", lang: str = "en",
                  saved_json: str = "", lesson: str = "") -> str:
        """:meth:`open` with the saved statistics as JSON text ("" for none), as JSON."""
        return _answer(lambda: self.open(key, family, seed, level, lang, _loads(saved_json),
                                         lesson=lesson), lang)

    def open_hand_json(self, key: str, hand: str, context_json: str, lang: str = "en",
                       level: str = "2") -> str:
        """:meth:`open_hand` as JSON."""
        return _answer(lambda: self.open_hand(key, hand, context_json, lang, level), lang)

    def check_json(self, key: str, ticked_json: str, total: str = "", lang: str = "en") -> str:
        """:meth:`check` with the ticked fans as a JSON object, as :meth:`Board.check_json`."""
        return _checked(self.check, key, ticked_json, total, lang)

    def reveal_json(self, key: str, lang: str = "en") -> str:
        return _answer(lambda: self.reveal(key, lang), lang)

    def next_json(self, key: str, lang: str = "en") -> str:
        return _answer(lambda: self.next(key, lang), lang)

    def go_json(self, key: str, index: str, lang: str = "en") -> str:
        return _answer(lambda: self.go(key, index, lang), lang)

    def steps_json(self, key: str, lang: str = "en") -> str:
        return _answer(lambda: self.steps(key, lang), lang)


def _checked(check: Any, key: str, ticked_json: str, total: str, lang: str) -> str:
    """An answer's check for Board's and Drills' ``check_json``: the ticked fans read from their
    JSON (a refusal as :func:`_ticked` gives it), then ``check(key, fans, total, lang)``, as
    JSON."""
    def run() -> dict[str, Any]:
        ticked = _ticked(ticked_json, lang)
        if "error" in ticked:
            return ticked
        return check(key, ticked["fans"], str(total)[:MAX_TEXT], lang)
    return _answer(run, lang, "fans")


def _answer(run: Any, lang: str, field: str | None = None) -> str:
    """What ``run()`` returns as JSON, for Board's and Drills' ``*_json`` methods alike; a
    HandError as ``{"error": {"field", "message"}}``, with :func:`refusal`'s note when it
    refuses a field of the answer."""
    try:
        return _json(run())
    except HandError as e:
        with writing(lang):
            if field is not None:
                return _json(refusal(e, field))
            return _json({"correct": None, "error": {"field": field, "message": str(e)}})


def _loads(text: object) -> object:
    """Saved statistics as the page kept them: JSON text, or "" for none; HandError."""
    if text is None or (isinstance(text, str) and text == ""):
        return None
    if not isinstance(text, str) or len(text) > MAX_SAVED:
        raise HandError(f"a drill's saved statistics are JSON text of at most {MAX_SAVED} "
                        f"characters, not {shown(text)}",
                        zh=f"练习保存的统计须是不超过 {MAX_SAVED} 个字符的 JSON 文本，不能是 {shown_zh(text)}")
    try:
        return json.loads(text)
    except ValueError:
        raise _bad_saved(text) from None


def _ticked(ticked_json: object, lang: str) -> dict[str, Any]:
    """The ticked fans' JSON as Board and Drills read it: ``{"fans": ...}`` or a refusal."""
    try:
        if not isinstance(ticked_json, str) or len(ticked_json) > MAX_JSON:
            raise ValueError
        ticked = json.loads(ticked_json)
        if not isinstance(ticked, dict) or not all(
                isinstance(k, str) and isinstance(v, str) and len(v) <= MAX_TEXT
                for k, v in ticked.items()):
            raise ValueError
        return {"fans": ticked}
    except ValueError:
        with writing(lang):
            return refusal(HandError(
                f"the ticked fans are a JSON object of fan names and counts, not "
                f"{shown(ticked_json)}",
                zh=f"勾选的番种须是番种名与次数组成的 JSON 对象，不能是 {shown_zh(ticked_json)}"),
                "fans")


def _bad_saved(saved: object) -> HandError:
    return HandError(f"a drill's saved statistics are not what a drill saves: {shown(saved)}",
                     zh=f"练习保存的统计不是练习保存的格式：{shown_zh(saved)}")


def _saved(drill: DrillModel | None) -> dict[str, Any] | None:
    """What the page keeps of a drill between visits: its place and its statistics."""
    if drill is None:
        return None
    s = drill.stats
    return {"index": drill.index, "tried": s["tried"], "right": s["right"],
            "streak": s["streak"], "steps": dict(s["steps"]), "missed": dict(s["missed"]),
            "wrong": dict(s["wrong"])}


def _restore(drill: DrillModel, saved: object) -> None:
    """Put back what :func:`_saved` gave (HandError when it is not that)."""
    counts = ("tried", "right", "streak")
    tables: dict[str, dict[str, Any]] = {"steps": checklist.NUMBER, "missed": BY_ZH,
                                         "wrong": BY_ZH}
    if not isinstance(saved, dict) or set(saved) != {"index", *counts, *tables}:
        raise _bad_saved(saved)

    def number(v: object) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_COUNT

    if not all(number(saved[k]) for k in ("index", *counts)) or saved["index"] >= drill.n or \
            not all(isinstance(saved[t], dict) and all(k in known and number(v)
                                                       for k, v in saved[t].items())
                    for t, known in tables.items()):
        raise _bad_saved(saved)
    for k in counts:
        drill.stats[k] = saved[k]
    for t in tables:
        drill.stats[t].update(saved[t])
    if saved["index"]:
        drill.index = saved["index"]
        drill._deal()


def _stats(drill: DrillModel | None) -> dict[str, Any] | None:
    """The reader's statistics in words: the score line, and the misses per checklist step,
    most first."""
    if drill is None:
        return None
    s = drill.stats
    return {"line": drill_words()["score"].format(tried=s["tried"], right=s["right"],
                                                  streak=s["streak"]),
            "steps": [{"step": words_, "times": n} for words_, n in drill.weak_steps()],
            "head": drill_words()["stats_head"], "none": drill_words()["no_misses"]}


# what a page calls: the rest serves the notebook widget and the site builder inside mjlib
__all__ = ["Board", "Drills"]
