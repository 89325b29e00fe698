"""The words mjlib writes, English and Chinese, in one place: the text report, the figures and
the widgets all take their names of melds, of who discarded a tile, and their headings from here.
Each pair is a :class:`~mjlib.vocabulary.Both`, (English, Chinese) in that order.
"""

from __future__ import annotations

from .hand import CHOW, KONG, PUNG, Meld
from .vocabulary import Both, chinese

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
    "one_only": Both("one only", "只去一副"),
    "melded": Both("melded", "明"),
    "concealed": Both("concealed", "暗"),
    "elsewhere": Both("from another reading", "见于其他拆法"),
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
    from .tiles import format_tiles

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


__all__ = ["HEAD", "GROUP", "FROM_ZH", "FROM_EN", "meld_name", "meld_words",
           "meld_sentence", "meld_label"]


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
