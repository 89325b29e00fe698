"""The words an explanation is made of, typed: the five counting principles, where a removal's
authority comes from, and which instances of a fan a removal reaches.

Every module of the package that names a principle, a source or a scope imports it from here;
none spells one as a string (a test checks this). Each member carries its Chinese and English
names, its wording in a reason, and (for a principle) the colour the figures give it. Members are
strings too (``Source.SEED == "seed"``), as :class:`mjlib.hand.Kind` is, so a result compares and
serialises simply.

>>> Principle.NO_SPLIT.zh, Principle("no-split") is Principle.NO_SPLIT
('不拆移', True)
>>> str(Principle.COUNT_ONCE)
'套算一次 count-once'
>>> Source.SEED.listed, Source.IMPLIED.listed
(True, False)

The language mjlib writes in is chosen here too: English (with the Chinese names beside it) by
default, Chinese alone after ``use_language("zh")`` or with ``MJLIB_LANGUAGE=zh`` in the
environment. A text written in both is a :class:`Both`; ``str()`` gives the current language's.

>>> with writing("zh"):
...     str(Principle.COUNT_ONCE), str(Both("total", "合计")), Both("total", "合计").label()
('套算一次', '合计', '合计')
>>> Both("total", "合计").label()
'合计 total'

Every pair of words is (English, Chinese), in that order, as :class:`Both` holds them.

The words of results, figures and widgets live here too, each a :class:`Both`: the headings
(``HEAD``), the names of sets and melds (``GROUP``), who discarded a claimed tile, and a declared
meld in words (:func:`meld_name`, :func:`meld_words`, :func:`meld_sentence`, :func:`meld_label`),
what a figure draws, in its text (``FIGURE``), and the course site's words around a lesson
(``SITE``).
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from enum import Enum
from typing import Iterator, NamedTuple

from .errors import HandError, follow_language, shown, shown_zh
from .hand import CHOW, KONG, PUNG, Meld
from .tiles import format_tiles


class Language(str, Enum):
    """The languages mjlib writes: ``EN`` English with the Chinese names beside it (the default),
    ``ZH`` Chinese alone."""

    EN = "en"
    ZH = "zh"

    __str__ = str.__str__


ENVIRONMENT = "MJLIB_LANGUAGE"  # the environment variable the notebooks and the app may set


def _read_language(value: object) -> Language:
    try:
        return Language(value)
    except ValueError:
        raise HandError(f"the language is 'en' or 'zh', not {shown(value)} / "
                        f"语言只能是 'en' 或 'zh'，不能是 {shown(value)}",
                        zh=f"语言只能是 'en' 或 'zh'，不能是 {shown_zh(value)}") from None


def _from_environment() -> Language:
    """The language the environment asks for; a value that is not a language is said (a
    warning) and English is written."""
    value = os.environ.get(ENVIRONMENT, "")
    if value in ("", "en", "zh"):
        return Language(value or "en")
    import warnings
    warnings.warn(f"{ENVIRONMENT}={value[:20]!r} is not a language: use 'en' or 'zh'; mjlib "
                  "writes English", stacklevel=2)
    return Language.EN


_current = [_from_environment()]


def use_language(language: "Language | str") -> Language:
    """Write in ``language`` ("en" or "zh") from now on; returns the language it replaces."""
    new = _read_language(language)
    old, _current[0] = _current[0], new
    return old


@contextmanager
def writing(language: "Language | str") -> Iterator[Language]:
    """mjlib writes ``language`` ("en" or "zh") inside the ``with`` block, then the language it
    wrote before, even when the block raises; the block is given the language written."""
    old = use_language(language)
    try:
        yield _current[0]
    finally:
        use_language(old)


def language() -> Language:
    """The language mjlib writes in now."""
    return _current[0]


def chinese() -> bool:
    return _current[0] is Language.ZH


follow_language(chinese)  # an error's str() is in the language written


class Both(NamedTuple):
    """A text in English and in Chinese; ``str()`` gives the current language's."""

    en: str
    zh: str

    def __str__(self) -> str:
        return self.zh if chinese() else self.en

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def label(self) -> str:
        """'中文 English', the Chinese first, as mjlib names a fan, a principle or a heading;
        the Chinese alone when mjlib writes Chinese."""
        return self.zh if chinese() else f"{self.zh} {self.en}"


def pick(en: str, zh: str) -> str:
    """``en`` or ``zh``, in the current language."""
    return zh if chinese() else en


class Principle(str, Enum):
    """The five counting principles (计番原则) of the rule text.

    ``removes_en`` / ``removes_zh``: what the principle removes, in one line; ``colour``: its
    colour in every figure (Paul Tol's bright palette, told apart by most colour-blind readers;
    every coloured mark is named in text as well).
    """

    NO_REPEAT = ("no-repeat", "不重复", "no-repeat", "#4477AA",
                 "a fan that always comes with a fan already counted",
                 "必然存在于已计番种之中的番种")
    NO_SPLIT = ("no-split", "不拆移", "no-split", "#EE6677",
                "a fan that needs the tiles of a counted fan taken apart and regrouped",
                "须拆开已计番种的牌组才能组成的番种")
    NON_IDENTICAL = ("non-identical", "不得相同", "non-identical", "#228833",
                     "a second copy of a fan, built from a set that already made it",
                     "用已组成某番种的牌再组成的相同番种")
    HIGH_VERSUS_LOW = ("high-versus-low", "就高不就低", "high-versus-low", "#AA3377",
                       "a fan of another way of grouping the tiles, worth less",
                       "另一种拆法才有、番数较低的番种")
    COUNT_ONCE = ("count-once", "套算一次", "count-once", "#CCBB44",
                  "a fan that would link a set to the already-combined sets a second time",
                  "已组合过的牌组再次组合而成的番种")

    zh: str
    en: str
    colour: str
    removes_en: str
    removes_zh: str

    def __new__(cls, id: str, zh: str, en: str, colour: str, removes_en: str,
                removes_zh: str) -> "Principle":
        member = str.__new__(cls, id)
        member._value_ = id
        member.zh, member.en, member.colour = zh, en, colour
        member.removes_en, member.removes_zh = removes_en, removes_zh
        return member

    @property
    def id(self) -> str:
        return self.value

    def __str__(self) -> str:
        return Both(self.en, self.zh).label()

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class Source(str, Enum):
    """On whose authority a fan is removed.

    ``label_zh`` / ``label_en`` name it in figures and tables; ``note_zh`` / ``note_en`` close a
    reason ("… (the rules list it)"); ``listed`` is True when a text names the removal itself.
    """

    SEED = ("seed", "规则列明", "listed by the rules", "（规则列明）", " (the rules list it)", True)
    EXAMPLE = ("example", "规则原文例题所述", "said by the rule text's worked example",
               "（规则原文例题所述）", " (the rule text's worked example says so)", True)
    BASICS = ("basics", "基本规则列明", "listed by the basics text only", "（基本规则列明）",
              " (the basics text lists it)", True)
    IMPLIED = ("implied", "规则未列，可推知", "implied", "（规则未列，可推知）",
               " (not listed by the rules: it follows)", False)
    PRESET = ("preset", "通行计法", "common practice only", "（通行计法）",
              " (common-practice preset)", False)
    PRINCIPLE = ("principle", "原则", "the principle itself", "", "", False)

    label_zh: str
    label_en: str
    note_zh: str
    note_en: str
    listed: bool

    def __new__(cls, id: str, label_zh: str, label_en: str, note_zh: str, note_en: str,
                listed: bool) -> "Source":
        member = str.__new__(cls, id)
        member._value_ = id
        member.label_zh, member.label_en = label_zh, label_en
        member.note_zh, member.note_en = note_zh, note_en
        member.listed = listed
        return member

    @property
    def id(self) -> str:
        return self.value

    __str__ = str.__str__

    def __format__(self, spec: str) -> str:
        return str.__format__(self, spec)


class Scope(str, Enum):
    """Which instances of the removed fan a row of the exclusion table reaches."""

    ALL = "all"          # every instance
    SETS = "sets"        # only instances on the removing fan's own sets
    ONE = "one"          # a single instance
    READING = "reading"  # a fan of another reading of the same tiles

    @property
    def id(self) -> str:
        return self.value

    __str__ = str.__str__

    def __format__(self, spec: str) -> str:
        return str.__format__(self, spec)


PRINCIPLES: dict[str, Principle] = {p.id: p for p in Principle}


# --- the words of results, figures and widgets ----------------------------------------------

FROM_ZH = {1: "上家", 2: "对家", 3: "下家"}   # who discarded the claimed tile, by offer digit
FROM_EN = {1: "left", 2: "across", 3: "right"}

HEAD = {
    "counted": Both("counted", "计入"),
    "excluded": Both("not counted", "不计"),
    "total": Both("total", "合计"),
    "minimum": Both("8-fan minimum", "起和番"),
    "reaches": Both("reaches the 8-fan minimum", "已达8番起和"),
    "short": Both("short of the 8-fan minimum", "不足8番"),
    "flowers": Both("flowers", "花牌"),
    "win": Both("winning tile", "和张"),
    "chosen": Both("CHOSEN", "采用"),
    "reading": Both("reading", "拆法"),
    "by": Both("by", "因"),
    "only_here": Both("only in this reading", "仅见于此拆法"),
    "standing": Both("standing", "手牌"),
    "fan": Both("fan", "番种"),
    "points": Both("points", "番"),
    "sets": Both("sets", "牌组"),
    "the_reading": Both("the chosen reading", "所取拆法"),
    "removes": Both("removes", "不计"),
    "other_family": Both("fan of another family", "他系番种"),
    "no_combination": Both("No fan of this reading combines two or more sets.",
                           "此拆法中没有由几副牌组合而成的番种"),
    "combinations": Both("fans between sets", "牌组之间的番种"),
    "family_map": Both("what removes what", "不计关系图"),
    "removes_note": Both("An arrow X → Y: when X is counted, Y is not.", "箭头 X → Y：计 X 时不计 Y"),
    "one_only": Both("one only", "只去一副"),
    "melded": Both("melded", "明"),
    "concealed": Both("concealed", "暗"),
    "elsewhere": Both("from another reading", "见于其他拆法"),
    "waited": Both("waited on", "和牌前听"),
    "bar_legend": Both("the fans toward the 8-fan minimum; flowers do not count",
                       "计入起和番的番种（花牌不计在内）"),
}

GROUP = {
    "chow": Both("chow", "顺子"),
    "pung": Both("pung", "刻子"),
    "kong": Both("kong", "杠"),
    "pair": Both("pair", "将"),
    "seven_pair": Both("pair", "对子"),
    "knitted": Both("knitted", "组合龙"),
    "singles": Both("singles", "单张"),
    "melded_chow": Both("melded chow", "吃"),
    "melded_pung": Both("melded pung", "碰"),
    "concealed_pung": Both("concealed pung", "暗刻"),
    "pung_on_discard": Both("pung on discard", "明刻"),
    "concealed_kong": Both("concealed kong", "暗杠"),
    "melded_kong": Both("melded kong", "明杠"),
    "added_kong": Both("added kong", "加杠"),
}


def meld_name(m: Meld) -> Both:
    """The short name of a declared meld: 吃, 碰, 暗杠, 明杠, 加杠 (English, Chinese)."""
    if m.kind == CHOW:
        return GROUP["melded_chow"]
    if m.kind == PUNG:
        return GROUP["melded_pung"]
    if m.offer == 0:
        return GROUP["concealed_kong"]
    return GROUP["added_kong"] if m.added else GROUP["melded_kong"]


def meld_words(m: Meld) -> Both:
    """A declared meld with where its claimed tile came from (English, Chinese)."""
    name = meld_name(m)
    zh = name.zh
    if m.kind == CHOW:
        return Both(f"chow, tile {m.offer} claimed from left", f"{zh} · {FROM_ZH[1]}")
    if m.kind == KONG and m.offer == 0:
        return name
    whom_zh, whom_en = FROM_ZH[m.offer], FROM_EN[m.offer]
    if m.added:
        return Both(f"added kong, pung from {whom_en}", f"{zh} · {whom_zh}")
    return Both(f"{'pung' if m.kind == PUNG else 'kong'} from {whom_en}", f"{zh} · {whom_zh}")


def meld_sentence(m: Meld) -> str:
    """'吃 chow 567m, 2nd tile claimed', '碰 pung 999s from 下家 right' and the like; in Chinese
    alone when mjlib writes Chinese ('吃 567m，吃进第2张', '碰 999s，碰下家')."""
    zh, tiles = meld_name(m).zh, format_tiles(m.tiles)
    if chinese():
        if m.kind == CHOW:
            return f"{zh} {tiles}，吃进第{m.offer}张"
        if m.kind == KONG and m.offer == 0:
            return f"{zh} {tiles}"
        whom = FROM_ZH[m.offer]
        if m.kind == PUNG or m.added:
            return f"{zh} {tiles}，碰{whom}"
        return f"{zh} {tiles}，杠{whom}"
    if m.kind == CHOW:
        nth = {1: "1st", 2: "2nd", 3: "3rd"}[m.offer]
        return f"{zh} chow {tiles}, {nth} tile claimed"
    if m.kind == KONG and m.offer == 0:
        return f"{zh} concealed kong {tiles}"
    whom = f"{FROM_ZH[m.offer]} {FROM_EN[m.offer]}"
    if m.kind == PUNG:
        return f"{zh} pung {tiles} from {whom}"
    if m.added:
        return f"{zh} added kong {tiles}, pung from {whom}"
    return f"{zh} kong {tiles} from {whom}"


def meld_label(m: Meld) -> str:
    """A meld's short label under its tiles: '碰 上家 left', '暗杠 concealed', '吃 chow (2)'; in
    Chinese alone when mjlib writes Chinese: '碰 上家', '暗杠', '吃（2）'."""
    zh = meld_name(m).zh
    if chinese():
        if m.kind == CHOW:
            return f"{zh}（{m.offer}）"
        if m.kind == KONG and m.offer == 0:
            return zh
        return f"{zh} {FROM_ZH[m.offer]}"
    if m.kind == CHOW:
        return f"{zh} chow ({m.offer})"
    if m.kind == KONG and m.offer == 0:
        return f"{zh} concealed"
    return f"{zh} {FROM_ZH[m.offer]} {FROM_EN[m.offer]}"


# A figure's text (its alt, where a page shows it as an image): what it draws
FIGURE = {
    "result": Both("drawn result", "算番图"),
    "readings": Both("drawn readings", "拆法图"),
    "combinations": Both("drawn combinations", "组合图"),
    "hand": Both("drawn hand", "手牌图"),
    "tiles": Both("drawn tiles", "牌图"),
    "family_map": Both("no-repeat map of the family", "不计关系图"),
    "removes_which": Both("which fan removes which", "哪些番种不计哪些番种"),
    "fan": Both("fan", "番"),
    "fans": Both("fans", "番"),
}

# The course site's furniture: what every page, the index and the sheet say around a lesson
SITE = {
    "site": Both("mjlib · 国标麻将 Chinese Official Mahjong: the course", "mjlib · 国标麻将算番课程"),
    "index": Both("Chinese Official Mahjong: the course", "国标麻将算番课程"),
    "contents": Both("Contents 目录", "目录"),
    "sheet": Both("Fan sheet", "番种表"),
    "other": Both("中文", "English"),  # the link to the same page in the other language
    "answer": Both("Show the answer", "查看答案"),
    "printed": Both("Show the printed result", "查看打印结果"),
    "code": Both("Show the code", "查看代码"),
    "figure": Both("figure", "图"),
    "heading": Both("Learn how Chinese Official Mahjong hands are scored", "国标麻将怎样算番"),
    "course": Both("The course", "课程"),
    "lesson": Both("Lesson", "课"),
    "teaches": Both("What it teaches", "内容"),
    "time": Both("Time", "时长"),
    "look_up": Both("To look a fan up: ", "查番种："),
    "english_edition": Both("", "（英文版）"),
    "reference_says": Both(
        ", every fan on one page, by points and by family: what it needs, what it removes and "
        "what removes it, a hand drawn.",
        "，81个番种都在一页上，按番数、按系列排列：每个番种的条件、它不计哪些番种、哪些番种不计它，各附牌例图。"),
    "english_only": Both("{n} more lessons are in English only for now: see the ",
                         "其余 {n} 课暂时只有英文版，见"),
    "english_contents": Both("English contents", "英文版目录"),
    "teachers": Both("For teachers", "给教师"),
    "teachers_elsewhere": Both(
        "How to teach with the course (how long each lesson takes, how to show it on a "
        "projector) is in the ",
        "怎样用本课程上课（每课用多少时间、怎样在投影上演示）见"),
    "teachers_section": Both("English contents' For teachers section", "英文版目录的 For teachers 一节"),
    "period": Both(".", "。"),
    # the index's opening: two paragraphs, in HTML (a Chinese paragraph has no line break
    # inside: a browser would show it as a space)
    "intro": Both(
        "<p>This course teaches how a winning hand of Chinese Official Mahjong (MCR, 国标麻将) is "
        "scored:\nwhich of the 81 fans (番种) it earns, which of them are <em>not</em> counted, "
        "and why. Every\nscore on these pages was computed by the Python package <code>mjlib"
        "</code> when the notebooks\nwere run.</p>\n<p>Each page is one notebook, one lesson. "
        "The exercises answer in the page: tick the fans,\npress Check, and mjlib, running in "
        "your browser, says what is right and why. Each family lesson\nends with its drill, the "
        "sandbox (12) has a hand builder and the fan reference (13) a fan picker,\nall in the "
        "page. After one visit the pages work offline. A class can drill together with the\n"
        "classroom app, <code>make app</code>.</p>",
        "<p>本课程讲国标麻将（Chinese Official Mahjong，MCR）的和牌怎样算番：一手牌计哪些番种、"
        "哪些番种<strong>不计</strong>、为什么不计。本站的每一个分数，都是运行笔记本时由 Python 包 "
        "<code>mjlib</code> 算出的。</p>\n"
        "<p>每页是一个笔记本，也就是一课。练习题可以直接在网页上作答：勾选番种，按“核对”，"
        "在浏览器里运行的 mjlib 会告诉你哪里对、为什么。每个系列课末尾的随堂练习、沙盒（第12课）的摆牌器"
        "和番种速查（第13课）的番种查找器，也都直接在网页上运行。打开过一次之后，离线也能用。"
        "全班一起练习可以用课堂应用 <code>make app</code>。</p>"),
}


__all__ = ["Principle", "Source", "Scope", "PRINCIPLES", "Language", "use_language", "language",
           "chinese", "Both", "pick", "writing", "ENVIRONMENT", "FIGURE", "SITE"]
