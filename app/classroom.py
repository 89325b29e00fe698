"""The parts of the classroom app (classroom.ipynb, served by Voilà) that are not mjlib's widgets.

- :func:`start` the page's language from its address: ``?lang=zh`` makes the page Chinese alone
  (mjlib.use_language("zh"), before anything is built), mjlib's words and the app's own; without
  it the page is in English with the Chinese names beside, as it always was. A ``lang`` that is
  not ``en`` or ``zh`` is said in place, in both languages, with the address's other problems;
- :data:`WORDS` the app's own words, each an (English, Chinese) pair, the teacher's page's too;
  :func:`say` one of them in the page's language, :func:`section` a section's heading and text;
- :data:`EXAMPLES` the hands of the course, for the hand builder's example list (labels in
  English; :func:`examples` in the page's language);
- :func:`drill` the drill whose family, seed and level the page's address names
  (``?family=pungs&seed=7&level=2``; the same address gives every student the same hands); a bad
  address is said, above the default drill; served by the app, each first answer to a hand goes
  to the teacher's page (:mod:`class_results`), without a name, with a nickname if one is typed;
- :class:`Sandbox` type a hand: one tile short, it lists every tile that completes it and what
  each would score; complete, it scores it under both rule presets side by side, each drawn
  and itemised as the hand builder does it, the fans not counted with why;
- :func:`reference` the fan reference (mjlib.widgets.FanReference), its hands drawn as the
  builder's HTML figures.

Outputs are written through the Output widget's API (``outputs = ()``, ``append_stdout``,
``append_display_data``), so each part can be driven from pytest without a browser.
"""

from __future__ import annotations

import html
import os
import re
import sys
import urllib.parse
from pathlib import Path

import ipywidgets as W
from IPython.display import HTML

import mjlib
import mjlib.widgets
from mjlib.errors import shorten
from mjlib.fans import BY_ZH, FAMILIES
from mjlib.rules import PRESET_ZH, PRESETS
from mjlib.vocabulary import Principle, pick
from mjlib.widgets import present
from mjlib.widgets.builder import RULES_OPTIONS
from mjlib.win import ON_A_DISCARD, SELF_DRAWN
from mjlib.words import HEAD

sys.path.insert(0, str(Path(__file__).resolve().parent))  # app/ is a folder of scripts
import class_results  # noqa: E402

LANGUAGES = ("en", "zh")  # what ?lang= may be; without it, English
LANGUAGE = "lang"  # the address's parameter

# The app's own words, each (English, Chinese): the English page shows the first (with the
# Chinese names beside, as it always has), the Chinese page (?lang=zh) the second. Words mjlib
# has are taken from it (mjlib.words.HEAD, the fans' and families' names, PRESET_ZH).
WORDS: dict[str, tuple[str, str]] = {
    # the classroom page's sections: a heading, then its text (`code` in backquotes)
    "title": ("国标麻将 Chinese Official Mahjong: the classroom", "国标麻将课堂"),
    "title_text": (
        "Build a hand and see its score explained, work through a drill, or find out which tile "
        "a waiting hand needs. Every score is computed by `mjlib`; the course's notebooks "
        "explain each fan.",
        "摆一手牌，看它怎样计番；做一组随堂练习；或者查出一手听牌的牌和哪几张。每个分数都由 `mjlib` "
        "算出，各个番种的讲解见本课程的各课。"),
    "build": ("Build a hand 摆牌器", "摆牌器"),
    "build_text": (
        "Click tiles to add them; the last tile added wins. To lay down a meld, choose chow, "
        "pung or kong and where it came from, press \"make a meld\" and click its tile. The "
        "example list holds the hands of the course.",
        "点击下面的牌把它加入手牌，最后加入的一张是和张。要亮出副露，先选吃、碰或杠和它来自哪一家，"
        "按“添加副露”，再点击那张牌。例题列表里是本课程讲过的牌。"),
    "drill": ("Drill 随堂练习", "随堂练习"),
    "drill_text": (
        "Score the hands one by one. The page's address chooses the drill: "
        "`?family=pungs&seed=7` deals pung and kong hands from seed 7, `?family=all` mixes "
        "every family; without them it is the chow family, seed 42. The same address gives "
        "every student the same hands in the same order.",
        "逐手计番。随堂练习由本页的网址决定：`?family=pungs&seed=7&lang=zh` 用种子7发{pungs}的牌，"
        "`?family=all&lang=zh` 混合各个系列；不写则是{chows}、种子42。同一个网址让每个学生按同样的"
        "顺序拿到同样的牌。"),
    "sandbox": ("Sandbox: which tile wins? 沙盒", "沙盒：和哪几张？"),
    "sandbox_text": (
        "Type a hand one tile short to see every tile that completes it and what each would "
        "score, won on a discard or self-drawn. Type a complete hand to score it under both "
        "rule presets (green book, common practice).",
        "输入差一张的手牌，就能看到能和的每一张牌，以及点和、自摸各计多少番。输入完整的14张，"
        "则按两种计法（{green_book}、{common_practice}）分别计番。"),
    "reference": ("Fan reference 番种速查", "番种速查"),
    "reference_text": (
        "Pick a fan, or find it by part of its name or by its points, and read its entry: what "
        "it needs, what it removes and what removes it, the fans it is confused with, the "
        "lesson that teaches it, and its hands drawn.",
        "选一个番种，或按名称的一部分、按番数查找，即可看到它的条目：需要什么牌，不计哪些番种、"
        "被哪些番种不计，易混番种，讲解它的课，以及例子的算番图。"),
    # the example list (the rest of its labels are the fans' and the principles' names)
    "seven_pairs_drawn": ("{fan}, self-drawn: the presets differ", "{fan}，自摸：两种计法不同"),
    "nine_gates_9m": ("{fan} on the 9m", "{fan}，和九万"),
    "kong_replacement": ("{fan} on a concealed kong", "{fan}（暗杠后补牌）"),
    # the address
    "not_a_parameter": ("{name} in the address is not one of its parameters ({parameters})",
                        "地址中的 {name} 不是练习的参数（可用 {parameters}）"),
    "given_twice": ("{name} is given {n} times in the address; give it once",
                    "地址中的 {name} 给了 {n} 次，只能给一次"),
    "not_a_family": ("family={value} in the address is not a family; one of: {families}",
                     "地址中的 family={value} 不是系列，可用：{families}"),
    "not_a_seed": ("seed={value} in the address is not a whole number from 0 to {top} in the "
                   "digits 0-9", "地址中的 seed={value} 不是 0 到 {top} 之间的整数（只用数字 0-9）"),
    "not_a_level": ("level={value} in the address is not 1, 2 or 3",
                    "地址中的 level={value} 不是 1、2 或 3"),
    "not_a_language": ("lang={value} in the address is not a language: en or zh",
                       "地址中的 lang={value} 不是可用的语言，只能是 en 或 zh"),
    "language_twice": ("lang is given {n} times in the address; give it once",
                       "地址中的 lang 给了 {n} 次，只能给一次"),
    "and_more": ("and {n} more", "另有 {n} 处"),
    "problems_sep": ("; ", "；"),
    "list_sep": (", ", "、"),
    "default_instead": ("{problems}. Below is the default drill instead ({default}).",
                        "{problems}。下面是默认的练习（{default}）。"),
    "no_drill": ("This version of mjlib has no drill.", "这个版本的 mjlib 没有练习。"),
    # sending a drill's answers
    "nickname": ("昵称 nickname", "昵称"),
    "optional": ("(optional)", "（可不填）"),
    "sent_note": ("你的答案发给老师，不记姓名 · Your answers go to the teacher's screen, without "
                  "your name.", "你的答案会发到老师的屏幕上，不记姓名。"),
    "not_sent": ("Your answer could not be sent to the teacher ({error}); the drill goes on.",
                 "答案没能发给老师（{error}），练习照常进行。"),
    # the sandbox
    "hand": ("hand 手牌", "手牌"),
    "score": ("score 算番", "算番"),
    "not_ready": ("{hand} is not ready: no tile completes it.", "{hand} 未听牌：没有哪张牌能和。"),
    "waits_on": ("{hand} waits on {n} tile(s):", "{hand} 听{n}张："),
    "cannot_win": ("cannot be won: {error}", "不能和：{error}"),
    "yes": ("yes", "是"),
    "only_drawn": ("only self-drawn", "仅自摸"),
    "no": ("no", "否"),
    "tile": ("tile", HEAD["win"].zh),
    "on_discard": ("on a discard", ON_A_DISCARD.zh),
    "self_drawn": (SELF_DRAWN.en, SELF_DRAWN.zh),
    "eight": ("8 fans?", "达8番起和？"),
    "discard_fans": ("fans on a discard", "点和所计番种"),
    "fan_points": ("{fan} {points}", "{fan}{points}番"),
    # the teacher's page (app/teacher.py)
    "teacher": ("国标麻将 Chinese Official Mahjong: the teacher's page 教师页", "国标麻将教师页"),
    "teacher_text": (
        "Choose the drill, give the class its address, show each hand at the projector and "
        "reveal its score step by step; the class's answers come in below.",
        "选好练习，把网址发给全班；在投影上逐手展示，一步一步揭晓算番结果；全班的答案显示在下方。"),
    "size_s": ("小 S", "小"), "size_m": ("中 M", "中"), "size_l": ("大 L", "大"),
    "size_xl": ("特大 XL", "特大"),
    "level_1": ("1 · 本系列 the family's fans", "1 · 本系列番种"),
    "level_2": ("2 · 全部番种 every fan", "2 · 全部番种"),
    "level_3": ("3 · 番种与合计 fans and total", "3 · 番种与合计"),
    "all_families": ("各系列 all families", "各系列"),
    "everyday": ("常见小番 everyday fans", "常见小番"),
    "family": ("系列 family", "系列"),
    "level": ("级 level", "级别"),
    "seed": ("种子 seed", "种子"),
    "new_seed": ("新种子 new seed", "新种子"),
    "size": ("字号 size", "字号"),
    "previous": ("上一手 Previous", "上一手"),
    "reveal": ("揭晓 Reveal", "揭晓"),
    "reveal_all": ("全部揭晓 Reveal all", "全部揭晓"),
    "hide": ("藏起 Hide", "藏起"),
    "next": ("下一手 Next", "下一手"),
    "refresh": ("刷新 Refresh", "刷新"),
    "clear": ("清除 Clear this drill's answers", "清除本练习的答案"),
    "clear_again": ("确定清除？ Press again to clear", "确定清除？再按一次"),
    "class_answers": ("全班结果 The class's answers", "全班结果"),
    "internal_error": ("internal error", "内部错误"),
    "bad_seed": ("the seed is a whole number from 0 to {top} in the digits 0-9, not {value}",
                 "种子须是 0 到 {top} 之间的整数（只用数字 0-9），不能是 {value}"),
    "not_counted": ("不计 not counted: ", "不计："),
    "reading_line": ("拆法 reading: {zh} {en}: {groups}", "拆法：{zh}（{groups}）"),
    "without_flowers": ("不算花牌 without flowers: {n}: {verdict}", "不算花牌：{n}番，{verdict}"),
    "flowers": ("花牌 flowers: {n}", "花牌：{n}"),
    "nothing_here": ("此步无番 nothing at this step", "此步无番"),
    "so_far": ("累计 so far: {n}", "累计：{n}番"),
    "students_address": ("学生的网址 The students' address, the same drill for everyone:",
                         "学生的网址（每个人拿到同样的练习）："),
    "hand_count": ("第 {i} / {n} 手 hand {i} of {n}", "第 {i} / {n} 手"),
    "predict": ("先猜一猜：计哪些番？合计多少？ Predict first: which fans count, and what is the "
                "total? Then press 揭晓 Reveal, one step at a time.",
                "先猜一猜：计哪些番？合计多少？再按“揭晓”，一步一步看答案。"),
    "total": ("合计 total: {n} 番 fans", "合计：{n}番"),
    "no_answers": ("还没有答案 No answers to this drill yet: the students open the address above.",
                   "还没有答案：学生打开上面的网址即可作答。"),
    "hand_column": ("手 hand", "手"),
    "answered": ("作答 answered", "作答"),
    "right": ("答对 right", "答对"),
    "students": ("{pages} 位学生 students, {answers} 个答案 answers",
                 "{pages} 位学生，{answers} 个答案"),
    "most_missed": ("最常漏的番 Most missed", "最常漏的番"),
    "most_wrong": ("最常错勾的番 Most wrongly ticked", "最常错勾的番"),
    "missed": ("漏 missed", "漏"),
    "ticked_wrongly": ("错勾 ticked wrongly", "错勾"),
    "fan_line": ("{fan}: {how} {n}× · 读 read {link} <small>({notebook})</small>",
                 "{fan}：{how} {n} 次 · 读 {link}"),
}


def say(key: str, **values) -> str:
    """The app's words ``key`` in the page's language (the language mjlib writes), with
    ``values`` put in."""
    en, zh = WORDS[key]
    return pick(en, zh).format(**values)


def both(key: str, **values) -> tuple[str, str]:
    """The app's words ``key`` in English and in Chinese, with ``values`` put in."""
    return tuple(text.format(**values) for text in WORDS[key])


def _fan_label(zh: str) -> tuple[str, str]:
    fan = BY_ZH[zh]
    return f"{fan.zh} {fan.en}", fan.zh


def _principle_label(p: Principle) -> tuple[str, str]:
    return f"{p.en} {p.zh}", f"{p.zh}原则"


def _about(key: str, zh: str, named: bool = False) -> tuple[str, str]:
    """A label saying something about a fan; ``named``: the English names it in both languages."""
    en, zh_text = WORDS[key]
    return en.format(fan=_fan_label(zh)[0] if named else zh), zh_text.format(fan=zh)


# the hands of the course: (English label, Chinese label), hand or (hand, flags)
EXAMPLE_HANDS = [
    (_principle_label(Principle.NO_REPEAT), "[1111m1][3333m2][555m3][777m1]9m9m"),
    (_principle_label(Principle.NO_SPLIT), "112233m778899s1p1p"),
    (_principle_label(Principle.NON_IDENTICAL), "[666m1][777p2][888s3]99mNN9m"),
    (_principle_label(Principle.HIGH_VERSUS_LOW), "22233344m234p99p4m"),
    (_principle_label(Principle.COUNT_ONCE), "[123m1][456p1][789s1]23pCC1p"),
    (_fan_label("大四喜"), "[EEE1][SSS2]WWWNNN5p5p"),
    (_fan_label("清一色"), "11123455678999m"),
    (_about("seven_pairs_drawn", "七对"), ("1133m2288s5577pCC", {"self_drawn": True})),
    (_fan_label("十三幺"), "19m19s19pESWNCFPP"),
    (_about("nine_gates_9m", "九莲宝灯", named=True), "1112345678999m9m"),
    (_about("kong_replacement", "杠上开花"), ("[8888p]456sEEE77m12m3m",
                                              {"self_drawn": True, "about_kong": True})),
]

EXAMPLES = {en: hand for (en, _zh), hand in EXAMPLE_HANDS}  # the English page's list


def examples() -> dict:
    """The example list in the page's language: {label: hand or (hand, flags)}."""
    return {pick(en, zh): hand for (en, zh), hand in EXAMPLE_HANDS}


DRILL_DEFAULT = {"family": "chows", "seed": 42, "level": 2}  # the address's parameters, in order
LEVELS = ("1", "2", "3")
IGNORED = ("token",)  # Voilà's login (when the teacher starts the app with one), not the drill's
SEED_LIMIT = 2**64  # a seed is a whole number below this, in the digits 0-9
SHOWN_PROBLEMS = 3  # what is wrong with an address: at most this many said


def _given(query: str) -> dict[str, list[str]]:
    given: dict[str, list[str]] = {}
    for name, value in urllib.parse.parse_qsl(query or "", keep_blank_values=True):
        given.setdefault(name, []).append(value)
    return given


def _language_problem(values: list[str]) -> tuple[str, str] | None:
    """What is wrong with the address's ``lang`` values, (English, Chinese), or None. The
    language the page should be in is not known then: the English says it in both."""
    if len(values) > 1:
        en, zh = both("language_twice", n=len(values))
    elif values[0] not in LANGUAGES:
        en, zh = _pair("not_a_language", lambda zh: {"value": _quoted(values[0], zh)})
    else:
        return None
    return f"{en} / {zh}", zh


def address_language(query: str | None = None) -> str:
    """The language a page address asks for: ``lang=zh`` Chinese, ``lang=en`` or none English;
    a ``lang`` that is not one of them (or given twice) is English too (the drill's notice and
    the teacher's page say what is wrong)."""
    query = os.environ.get("QUERY_STRING", "") if query is None else query
    values = _given(query).get(LANGUAGE)
    if not values or _language_problem(values) is not None:
        return "en"
    return values[0]


def language_problem(query: str | None = None) -> "mjlib.HandError | None":
    """What is wrong with the address's ``lang``, as a HandError in both languages, or None."""
    query = os.environ.get("QUERY_STRING", "") if query is None else query
    values = _given(query).get(LANGUAGE)
    problem = _language_problem(values) if values else None
    return None if problem is None else mjlib.HandError(problem[0], zh=problem[1])


def start(query: str | None = None) -> str:
    """Set the page's language from its address (Voilà hands the kernel the query string in
    QUERY_STRING) before anything is built: mjlib writes it from then on. Returns it."""
    language = address_language(query)
    mjlib.use_language(language)
    return language


def drill_settings(query: str) -> dict:
    """The drill a page address asks for: ``?family=pungs&seed=7&level=3`` (``family=all`` mixes
    the families, ``family=everyday`` deals for the everyday fans); what it leaves out is chows,
    42 and level 2. Anything else (an unknown family, a seed that is not a whole number below
    2**64 in the digits 0-9, a level not 1, 2 or 3, a parameter given twice or one the page
    does not read, a ``lang`` not en or zh) raises HandError saying each problem, in English and
    in Chinese; ``token`` (Voilà's login) is ignored, ``lang`` is the page's language."""
    problems: list[tuple[str, str]] = []
    given = _given(query)
    for name, values in given.items():
        if name == LANGUAGE:
            problem = _language_problem(values)
            if problem is not None:
                problems.append(problem)
        elif name not in DRILL_DEFAULT and name not in IGNORED:
            problems.append(_pair(
                "not_a_parameter", lambda zh: {
                    "name": _quoted(name, zh),
                    "parameters": say_in(zh, "list_sep").join(DRILL_DEFAULT)}))
        elif len(values) > 1:
            problems.append(both("given_twice", name=name, n=len(values)))
    family = given.get("family", [DRILL_DEFAULT["family"]])[-1]
    if family not in mjlib.FAMILIES and family not in ("all", "everyday"):
        problems.append(_pair("not_a_family", lambda zh: {
            "value": _quoted(family, zh),
            "families": say_in(zh, "list_sep").join(("all", "everyday", *mjlib.FAMILIES))}))
    seed = given.get("seed", [str(DRILL_DEFAULT["seed"])])[-1]
    digits = seed.lstrip("0") or "0"
    if not (seed.isascii() and seed.isdigit() and len(digits) <= 20 and int(digits) < SEED_LIMIT):
        problems.append(_pair("not_a_seed", lambda zh: {"value": _quoted(seed, zh),
                                                        "top": SEED_LIMIT - 1}))
    level = given.get("level", [str(DRILL_DEFAULT["level"])])[-1]
    if level not in LEVELS:
        problems.append(_pair("not_a_level", lambda zh: {"value": _quoted(level, zh)}))
    if len(problems) > SHOWN_PROBLEMS:
        problems[SHOWN_PROBLEMS:] = [both("and_more", n=len(problems) - SHOWN_PROBLEMS)]
    if problems:
        raise mjlib.HandError(WORDS["problems_sep"][0].join(en for en, _ in problems),
                              zh=WORDS["problems_sep"][1].join(zh for _, zh in problems))
    return {"family": None if family == "all" else family, "seed": int(digits),
            "level": int(level)}


def say_in(zh: bool, key: str) -> str:
    """The app's words ``key`` in Chinese (``zh``) or in English, whatever the page's language."""
    return WORDS[key][1 if zh else 0]


def _pair(key: str, values) -> tuple[str, str]:
    """The words ``key`` in English and in Chinese, each with ``values(zh)`` put in."""
    return say_in(False, key).format(**values(False)), say_in(True, key).format(**values(True))


def drill_query(family: str | None, seed: int, level: int, lang: str | None = None) -> str:
    """The address's query for a drill: what :func:`drill_settings` reads back; with ``lang``
    "zh", the page in Chinese (``lang=zh``; English needs no parameter)."""
    query = {"family": family or "all", "seed": seed, "level": level}
    if lang is not None and lang != LANGUAGES[0]:
        query[LANGUAGE] = lang
    return urllib.parse.urlencode(query)


def _quoted(text: str, zh: bool = False) -> str:
    return repr(shorten(text, 20, zh=zh))


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
        return HTML(f'<p class="classroom-no-drill">{say("no_drill")}</p>')
    query = os.environ.get("QUERY_STRING", "") if query is None else query
    results = class_results.folder() if results is None else results
    try:
        settings = drill_settings(query)
    except mjlib.HandError as e:
        default = say("list_sep").join(f"{k}={v}" for k, v in DRILL_DEFAULT.items())
        notice = (f'<p class="classroom-error" style="color:#b03030">'
                  f'{say("default_instead", problems=html.escape(str(e)), default=default)}</p>')
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
        self.nickname = W.Text(value="", description=say("nickname"), placeholder=say("optional"),
                               layout=W.Layout(width="22em"),
                               style={"description_width": "initial"})
        self.nickname.add_class("classroom-nickname")
        self.note = W.HTML(f'<span class="classroom-sent">{html.escape(say("sent_note"), quote=False)}</span>')
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
            self.note.value = (f'<span class="classroom-error" style="color:#b03030">'
                               f'{say("not_sent", error=html.escape(type(e).__name__))}</span>')
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
        self.text = W.Text(value=hand, description=say("hand"), continuous_update=False,
                           layout=W.Layout(width="32em"))
        self.button = W.Button(description=say("score"), button_style="primary")
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
        return f"<p>{html.escape(say('not_ready', hand=hand))}</p>"
    rows = []
    for t in tiles:
        try:
            won = mjlib.score(str(hand) + str(t))
            drawn = mjlib.score(str(hand) + str(t), self_drawn=True)
        except mjlib.HandError as e:  # e.g. all four copies are in the hand already
            rows.append(f"<tr><td>{t} {t.zh}</td><td colspan=4>"
                        f"{html.escape(say('cannot_win', error=e))}</td></tr>")
            continue
        minimum = say("yes" if won.meets_minimum else
                      "only_drawn" if drawn.meets_minimum else "no")
        fans = say("list_sep").join(say("fan_points", fan=c.fan.zh, points=c.points)
                                    for c in won.fans)
        rows.append(f"<tr><td>{t} {t.zh}</td><td>{won.total}</td><td>{drawn.total}</td>"
                    f'<td>{minimum}</td><td style="text-align:left">{html.escape(fans)}</td></tr>')
    head = "".join(f"<th>{say(key)}</th>"
                   for key in ("tile", "on_discard", "self_drawn", "eight", "discard_fans"))
    return (f"<p>{html.escape(say('waits_on', hand=hand, n=len(tiles)))}</p>"
            f'<table class="classroom-waits"><tr>{head}</tr>' + "".join(rows) + "</table>")


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
            f"<h4>{html.escape(preset_words(name))}</h4>"
            f'<div style="color:{colour}"><b>{html.escape(present.total_words(result))}</b></div>'
            f'{present.result_table(result).data["text/html"]}'
            f'{present.figure_html(result).data["text/html"]}</div>')
    return ('<div class="classroom-presets" style="display:grid;gap:1.5em;'
            'grid-template-columns:repeat(2, minmax(0, 1fr))">' + "".join(columns) + "</div>")


PRESET_WORDS = {name: words for words, name in RULES_OPTIONS}


def preset_words(name: str) -> str:
    """A preset's name as the page says it: '规则原文 green book', or '规则原文' in Chinese."""
    return pick(PRESET_WORDS.get(name, name), PRESET_ZH.get(name, name))


def reference():
    """The fan reference: pick a fan, read its entry, its hands drawn as the builder's HTML
    figures (a few kilobytes a pick, not a drawing)."""
    return mjlib.widgets.FanReference(figure_format="html")


class Section:
    """A section of the page: its heading and its text, in the page's language."""

    def __init__(self, key: str, level: int = 2):
        self.key, self.level = key, level
        self.heading = say(key)
        self.text = say(f"{key}_text", **_section_values())

    def html(self) -> str:
        text = html.escape(self.text)
        text = re.sub(r"`([^`]*)`", r"<code>\1</code>", text)
        return (f'<div class="classroom-section" data-section="{self.key}">'
                f"<h{self.level}>{html.escape(self.heading)}</h{self.level}><p>{text}</p></div>")

    def _repr_mimebundle_(self, include=None, exclude=None):
        return {"text/html": self.html(), "text/plain": f"{self.heading}\n\n{self.text}"}


def _section_values() -> dict:
    """The words the sections' Chinese texts take from mjlib."""
    return {"pungs": FAMILIES["pungs"].zh, "chows": FAMILIES["chows"].zh,
            "green_book": PRESET_ZH["green-book"], "common_practice": PRESET_ZH["common-practice"]}


def section(key: str) -> Section:
    """The page's section ``key`` ("title", "build", "drill", "sandbox", "reference"; the
    teacher's page: "teacher"): its heading and text in the page's language. The title is the
    page's heading (h1), the others its sections' (h2)."""
    return Section(key, 1 if key in ("title", "teacher") else 2)
