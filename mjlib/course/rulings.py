"""Open questions: where the two rule texts are silent, unclear or disagree, and what each preset
does about it.

The course teaches these as questions, not as rules: each names its sources (the rule text's fan
entries, the basics text, or nothing at all), the readings a referee could take with the total
each gives on an example hand, and what mjlib computes under each preset and why. The totals of
the presets are computed when shown, never written down; the candidate totals are worked out by
hand from the texts and checked against the presets by the tests.

Sources are named as the course names them: *the rule text* is the illustrated list of the 81 fans
(following the 2006 Mahjong Competition Rules), *the basics text* the short guide to play and
scoring that goes with it.

Each question is written in Chinese too, as a Chinese referee's note is written (its ``zh``, a
:class:`Chinese`): the question, each text's source (规则原文（××条目）, 基本规则（××条目）,
规则未作规定, 通行做法（……）) and gist, the Chinese label of every reading, and the choice. What
:func:`show` and :meth:`Ruling.describe` print follows :func:`mjlib.use_language`: English (as it
has always read) by default, Chinese alone after ``use_language("zh")``, the same totals computed
either way.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import HandError, is_one_of, shown, shown_zh
from ..rules import PRESET_ZH
from ..vocabulary import chinese
from ..win import ON_A_DISCARD, SELF_DRAWN

SILENT = "the rules are silent"
SILENT_ZH = "规则未作规定"
PRESETS = ("green-book", "common-practice")  # the order each example's ``takes`` follows
REFUSED_ZH = "不予计番"


@dataclass(frozen=True)
class Chinese:
    """A question in Chinese, written as a Chinese referee's note is written, not word by word.

    ``texts`` go with the English ``texts``, one for one: (source, its gist); a source is
    规则原文（××条目）, 基本规则（××条目）, 规则未作规定 or 通行做法（……）. ``readings`` gives the
    Chinese label of every reading of every example, keyed by its English label. ``choice`` is
    what each preset does and why.
    """

    question: str
    texts: tuple[tuple[str, str], ...]
    readings: dict[str, str]
    choice: str


def how_won_zh(flags: dict) -> str:
    """How an example hand was won, in Chinese: ``自摸``, ``抢杠、本盘最后打出的牌``, ``点和``."""
    if not isinstance(flags, dict):
        raise HandError(f"flags are a dict of score keywords, not {shown(flags)}",
                        zh=f"flags 须是 score 关键字组成的 dict，不能是 {shown_zh(flags)}")
    on = {k for k, v in flags.items() if v}
    drawn = "self_drawn" in on
    words = []
    if drawn:
        words.append(f"杠后补牌{SELF_DRAWN.zh}" if "about_kong" in on else SELF_DRAWN.zh)
    elif "about_kong" in on:
        words.append("抢杠")
    if "wall_last" in on:
        words.append("牌墙最后一张" if drawn else "本盘最后打出的牌")
    if "fourth_tile" in on:
        words.append("和张是第四张")
    unknown = on - {"self_drawn", "about_kong", "wall_last", "fourth_tile"}
    words += sorted(unknown)  # a context named nowhere above is named as typed
    return "、".join(words) or ON_A_DISCARD.zh


@dataclass(frozen=True)
class Example:
    """A hand an open question is asked on: its win context, the readings a referee could take
    with the total each gives (None: the hand is refused), and the reading each preset takes
    (green-book, common-practice)."""

    hand: str
    flags: dict
    candidates: tuple[tuple[str, int | None], ...]
    takes: tuple[str, str]

    def outcome(self, rules: str):
        """The Result under ``rules``, or the HandError that refuses the hand."""
        from ..errors import HandError
        from ..score import score

        try:
            return score(self.hand, rules=rules, **self.flags)
        except HandError as e:
            return e


@dataclass(frozen=True)
class Ruling:
    """One open question.

    ``texts`` are (source, what it says, in our words); ``candidates`` are (reading, total on the
    example hand); ``choice`` says which reading the presets take and why; ``takes`` names the
    candidate each preset takes (green-book, common-practice).
    """

    key: str
    question: str
    families: tuple[str, ...]
    texts: tuple[tuple[str, str], ...]
    hand: str
    flags: dict = field(default_factory=dict)
    candidates: tuple[tuple[str, int], ...] = ()
    choice: str = ""
    takes: tuple[str, str] = ()  # the candidate green-book takes, and the one common-practice takes
    more: tuple[Example, ...] = ()  # further hands the question is asked on
    zh: Chinese | None = None  # the question in Chinese

    @property
    def examples(self) -> tuple[Example, ...]:
        return (Example(self.hand, self.flags, self.candidates, self.takes),) + self.more

    def score(self, rules: str):
        from ..score import score

        return score(self.hand, rules=rules, **self.flags)

    def describe(self) -> str:
        """The question, its sources, the readings, and what each preset computes (computed now),
        in the language mjlib writes (:func:`mjlib.use_language`)."""
        if chinese():
            return self.describe_zh()
        lines = [f"{self.key}. {self.question}"]
        for source, says in self.texts:
            lines.append(f"   {source}: {says}")
        for ex in self.examples:
            how = ", ".join(k.replace("_", " ") for k, v in ex.flags.items() if v) or \
                "won on a discard"
            lines.append(f"   hand {ex.hand} ({how})")
            lines.append("     readings: " + " · ".join(
                f"{r} → {'refused' if t is None else t}" for r, t in ex.candidates))
            for rules, reading in zip(("green-book", "common-practice"), ex.takes):
                r = ex.outcome(rules)
                if isinstance(r, Exception):
                    lines.append(f"     mjlib {rules}: refused ({r.message}) → {reading}")
                    continue
                fans = ", ".join(f"{c.fan.zh} {c.worth}" for c in r.fans)
                lines.append(f"     mjlib {rules}: {r.total} ({fans}) → {reading}")
        lines.append(f"   why: {self.choice}")
        return "\n".join(lines)

    def describe_zh(self) -> str:
        """:meth:`describe` in Chinese alone, whatever the language: the same hands, readings and
        totals, computed now."""
        zh = self.zh
        if zh is None:
            raise HandError(f"open question {self.key} has no Chinese yet",
                            zh=f"未决问题 {self.key} 还没有中文")
        lines = [f"{self.key}. {zh.question}"]
        for source, says in zh.texts:
            lines.append(f"   {source}：{says}")
        for ex in self.examples:
            lines.append(f"   例：{ex.hand}（{how_won_zh(ex.flags)}）")
            lines.append("     判法：" + " · ".join(
                f"{zh.readings[r]} → {REFUSED_ZH if t is None else f'{t}番'}"
                for r, t in ex.candidates))
            for rules, reading in zip(PRESETS, ex.takes):
                r = ex.outcome(rules)
                taken = f"取“{zh.readings[reading]}”"
                if isinstance(r, Exception):
                    lines.append(f"     mjlib 按{PRESET_ZH[rules]}{REFUSED_ZH}（报错：{r.zh}），{taken}")
                    continue
                fans = "、".join(f"{c.fan.zh} {c.worth}" for c in r.fans)
                lines.append(f"     mjlib 按{PRESET_ZH[rules]}计 {r.total}番（{fans}），{taken}")
        lines.append(f"   裁定：{zh.choice}")
        return "\n".join(lines)


RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "R1", "A self-drawn 连七对: is 不求人 added?", ("pairs", "winning"),
        (("rule text, 连七对", "the entry adds 不求人 when the hand is self-drawn"),
         ("basics text, 连七对", "its list of fans not counted names 不求人 among them")),
        "1122334455667m7m", {"self_drawn": True},
        (("不求人 added", 92), ("自摸 kept, no 不求人", 89), ("neither", 88)),
        "the two texts disagree. green-book follows the rule text (不求人 added, as for the other "
        "concealed special hands); common-practice follows the reference calculator, which keeps "
        "自摸 only.",
        takes=('不求人 added', '自摸 kept, no 不求人'),
        zh=Chinese(
            "连七对自摸和牌，是否加计不求人？",
            (("规则原文（连七对条目）", "“不计清一色、门前清、单钓将、七对，自摸加计不求人”"),
             ("基本规则（连七对条目）", "把不求人列在不计的番种之中")),
            {"不求人 added": "加计不求人", "自摸 kept, no 不求人": "只计自摸，不计不求人",
             "neither": "自摸、不求人都不计"},
            "两份文本说法相反。规则原文计法依规则原文加计不求人，与其他门前清的特殊牌型相同；通行计法"
            "依参照算番器，只计自摸。")),
    Ruling(
        "R2", "三杠 with three concealed kongs: does 双暗杠 come on top of 三暗刻?", ("pungs",),
        (("rule text, 三杠", 'the entry reads "暗杠加计，三暗杠加计三暗刻": concealed kongs add '
                              'their own fans, and three concealed kongs add 三暗刻'),),
        "[1111m][2222s][3333p]567p5p5p", {},
        (("三暗刻 only", 60), ("三暗刻 and 双暗杠", 68), ("暗杠 three times and 三暗刻", 66)),
        "both presets read the entry's own case: three concealed kongs add 三暗刻, nothing more, as "
        "the reference calculator does. Read word for word, the entry's two clauses add up: "
        "\"暗杠加计\" gives each of the three concealed kongs its 暗杠 (2 × 3) and \"三暗杠加计三暗刻\" "
        "adds 三暗刻 on top, 66; the presets take the second clause as the whole rule for three "
        "concealed kongs.",
        takes=('三暗刻 only', '三暗刻 only'),
        zh=Chinese(
            "三杠中有三副暗杠，三暗刻之外是否再计双暗杠？",
            (("规则原文（三杠条目）", "“暗杠加计，三暗杠加计三暗刻”；本课程解读：暗杠另行加计，三副暗杠时加计三暗刻"),),
            {"三暗刻 only": "只加计三暗刻", "三暗刻 and 双暗杠": "三暗刻、双暗杠都加计",
             "暗杠 three times and 三暗刻": "三副暗杠各加计暗杠，另加计三暗刻"},
            "两种计法都按条目本身写到的情形处理：三副暗杠加计三暗刻，此外不再加计，与参照算番器一致。"
            "若逐字读条目，两句可以相加：“暗杠加计”使三副暗杠各计暗杠（2番×3），“三暗杠加计三暗刻”再加计"
            "三暗刻，共66番；两种计法都把后一句当作三副暗杠时的完整规定。")),
    Ruling(
        "R3", "三杠 with two concealed kongs: 双暗杠, or 暗杠 twice?", ("pungs",),
        (("rule text, 三杠", "concealed kongs add their concealed-kong fans; it does not say "
                              "which ones for two"),),
        "[1111m][2222s][3333p1]567p5p5p", {},
        (("双暗杠", 50), ("暗杠 twice and 双暗刻", 48), ("no kong fan, 双暗刻 only", 44)),
        "green-book adds the fan the two kongs make together, 双暗杠 (8); common-practice adds no "
        "kong fan inside 三杠 and counts the two kongs as 双暗刻 (one of the six preset switches).",
        takes=('双暗杠', 'no kong fan, 双暗刻 only'),
        zh=Chinese(
            "三杠中有两副暗杠，加计双暗杠，还是计两个暗杠？",
            (("规则原文（三杠条目）", "“暗杠加计，三暗杠加计三暗刻”；本课程解读：没有说两副暗杠时加计哪个番种"),),
            {"双暗杠": "加计双暗杠", "暗杠 twice and 双暗刻": "暗杠计两次，另计双暗刻",
             "no kong fan, 双暗刻 only": "不计暗杠类番种，只计双暗刻"},
            "规则原文计法加计两副暗杠合成的番种双暗杠（8番）；通行计法在三杠之内不计暗杠类番种，两副"
            "暗杠只作双暗刻计（两种计法六处区别之一）。")),
    Ruling(
        "R4", "四杠 with two concealed kongs: which kong fans are added?", ("pungs",),
        (("rule text, 四杠", "concealed kongs add their concealed-kong fans"),),
        "[1111m][2222s][3333p1][4444p3]5p5p", {},
        (("双暗杠", 106), ("暗杠 twice and 双暗刻", 104), ("no kong fan, 双暗刻 only", 100)),
        "as for 三杠: green-book adds 双暗杠, common-practice counts 双暗刻 only.",
        takes=('双暗杠', 'no kong fan, 双暗刻 only'),
        zh=Chinese(
            "四杠中有两副暗杠，加计哪些暗杠类番种？",
            (("规则原文（四杠条目）", "“暗杠加计，不计单钓将”"),),
            {"双暗杠": "加计双暗杠", "暗杠 twice and 双暗刻": "暗杠计两次，另计双暗刻",
             "no kong fan, 双暗刻 only": "不计暗杠类番种，只计双暗刻"},
            "与三杠相同：规则原文计法加计双暗杠，通行计法只计双暗刻。")),
    Ruling(
        "R5", "四杠 with three concealed kongs", ("pungs",),
        (("rule text, 四杠", "adds concealed-kong fans but names no case of three"),
         ("rule text, 三杠", "three concealed kongs add 三暗刻: taken here by analogy")),
        "[1111m][2222s][3333p][4444p3]5p5p", {},
        (("三暗刻", 114), ("三暗刻 and 双暗杠", 122)),
        "both presets carry 三杠's rule over: three concealed kongs add 三暗刻 only.",
        takes=('三暗刻', '三暗刻'),
        zh=Chinese(
            "四杠中有三副暗杠，如何加计？",
            (("规则原文（四杠条目）", "“暗杠加计，不计单钓将”；本课程解读：没有写到三副暗杠的情形"),
             ("规则原文（三杠条目）", "“三暗杠加计三暗刻”；本课程解读：此处类推适用")),
            {"三暗刻": "加计三暗刻", "三暗刻 and 双暗杠": "三暗刻、双暗杠都加计"},
            "两种计法都把三杠条目的规定类推过来：三副暗杠只加计三暗刻。")),
    Ruling(
        "R6", "四杠 with four concealed kongs: is 双暗杠 added beside 四暗刻?", ("pungs",),
        (("rule text, 四杠", "adds concealed-kong fans"),
         ("rule text, 四暗刻", "its four concealed pungs may be kongs")),
        "[1111m][2222s][3333p][4444p]5p5p", {},
        (("四暗刻", 162), ("四暗刻 and 双暗杠", 170)),
        "both presets let 四暗刻 stand for all four concealed kongs and add no kong fan beside it.",
        takes=('四暗刻', '四暗刻'),
        zh=Chinese(
            "四杠中四副都是暗杠，四暗刻之外是否再计双暗杠？",
            (("规则原文（四杠条目）", "“暗杠加计，不计单钓将”"),
             ("规则原文（四暗刻条目）", "“和牌中有四副暗刻（暗杠）”；本课程解读：四副暗刻可以是暗杠")),
            {"四暗刻": "只计四暗刻", "四暗刻 and 双暗杠": "四暗刻、双暗杠都计"},
            "两种计法都以四暗刻涵盖这四副暗杠，此外不再加计暗杠类番种。")),
    Ruling(
        "R7", "全不靠 with 组合龙 in its tiles: does 组合龙 count?", ("knitted",),
        (("rule text, 全不靠", "removes 五门齐 and 门前清, and says nothing of 组合龙"),),
        "147m258s369pESWNC", {},
        (("组合龙 counted", 24), ("组合龙 removed (no-split)", 12)),
        "hardly open: no text removes 组合龙 beside 全不靠, and both presets count it, as the "
        "reference calculator does. It is listed because learners ask whether the knitted tiles "
        "may count twice.",
        takes=("组合龙 counted", "组合龙 counted"),
        zh=Chinese(
            "全不靠的牌中含有组合龙，组合龙计不计？",
            (("规则原文（全不靠条目）", "“不计五门齐、门前清，自摸加计不求人”；本课程解读：没有提到组合龙"),),
            {"组合龙 counted": "计组合龙", "组合龙 removed (no-split)": "按不拆移原则不计组合龙"},
            "其实算不上悬而未决：没有条文在全不靠之外不计组合龙，两种计法都计，参照算番器也是如此。"
            "列在这里，是因为初学者常问组合龙的这几张牌能不能计两次番。")),
    Ruling(
        "R8", "May 七对 hold four identical tiles (two pairs of one tile)?", ("pairs",),
        (("rule text, 七对", "seven pairs; it does not say whether two may be alike"),),
        "33336688m22557s7s", {},
        (("a win, with 四归一", 29), ("not a win", 0)),
        f"{SILENT}: common practice (the reference calculator) accepts it and adds 四归一; both "
        "presets do.",
        takes=('a win, with 四归一', 'a win, with 四归一'),
        zh=Chinese(
            "七对中能否有四张相同的牌（同一种牌的两个对子）？",
            (("规则原文（七对条目）", "“由七个对子组成的和牌”；本课程解读：没有说两个对子能否相同"),),
            {"a win, with 四归一": "可以和牌，加计四归一", "not a win": "不能和牌"},
            "规则未作规定：通行做法（参照算番器）承认这样和牌，并加计四归一；两种计法都如此。")),
    Ruling(
        "R9", "Fans worded with pungs and a pair (全双刻, 清幺九, 混幺九, 字一色) on seven pairs",
        ("outside", "honors", "pairs"),
        (("rule text, 全双刻, 清幺九, 混幺九, 字一色", "each is described as a hand of pungs (or "
          "kongs) and a pair, and each removes 碰碰和"),
         ("rule text, 十三幺", "removes 混幺九: a hand with no pung at all is taken to have it"),
         (SILENT, "no text says whether seven pairs may make them")),
        "2244m6688s2244p66p", {},
        (("全双刻 counted with 七对", 48), ("七对 and 断幺 only", 26)),
        "both presets count 清幺九, 混幺九 and 字一色 on seven pairs and not 全双刻, as the reference "
        "calculator does. The texts do not settle it: 十三幺's list suggests that 混幺九 describes "
        "the tiles, not pungs, but 清幺九 and 全双刻 are worded alike (pungs or kongs and a pair) "
        "and both remove 碰碰和, so nothing in the texts sets 全双刻 apart. The green-book preset "
        "follows common practice here.",
        takes=("七对 and 断幺 only", "七对 and 断幺 only"),
        more=(Example("1199m1199s11999p9p", {}, (("清幺九, 七对, 四归一", 90),
                                                 ("七对, 四归一, 无字", 27)),
                      ("清幺九, 七对, 四归一", "清幺九, 七对, 四归一")),
              Example("1199m11sEESSCCFF", {}, (("混幺九, 七对, 缺一门", 57), ("七对, 缺一门", 25)),
                      ("混幺九, 七对, 缺一门", "混幺九, 七对, 缺一门")),
              Example("EESSWWNNCCFFPP", {}, (("字一色 and 七对", 88), ("七对, 缺一门", 25)),
                      ("字一色 and 七对", "字一色 and 七对"))),
        zh=Chinese(
            "以刻子和将牌写成的番种（全双刻、清幺九、混幺九、字一色）能否由七对组成？",
            (("规则原文（全双刻、清幺九、混幺九、字一色条目）", "全双刻“由2、4、6、8序数牌的刻子（杠）、将牌组成的和牌”，清幺九“由序数牌1"
                "、9刻子（杠）、将牌组成的和牌”，混幺九“由字牌和序数牌1、9的刻子（杠）、将牌"
                "组成的和牌”，字一色“由字牌的刻子（杠）、将牌组成的和牌”；本课程解读：四个条目"
                "都写作由刻子和将牌组成，也都不计碰碰和"),
             ("规则原文（十三幺条目）", "“不计五门齐、门前清、单钓将、混幺九”；本课程解读：一副刻子也没有的十三幺，也被"
                 "看作含有混幺九"),
             ("规则未作规定", "没有条文说七对能否组成这些番种")),
            {"全双刻 counted with 七对": "七对加计全双刻", "七对 and 断幺 only": "只计七对、断幺",
             "清幺九, 七对, 四归一": "清幺九、七对、四归一", "七对, 四归一, 无字": "七对、四归一、无字",
             "混幺九, 七对, 缺一门": "混幺九、七对、缺一门", "七对, 缺一门": "七对、缺一门",
             "字一色 and 七对": "字一色、七对"},
            "两种计法都在七对上计清幺九、混幺九和字一色，不计全双刻，与参照算番器一致。条文并不能决定"
            "这一点：十三幺的不计番种似乎说明混幺九讲的是用哪些牌，而不是刻子；但清幺九与全双刻写法"
            "相同（由刻子（杠）和将牌组成），也都不计碰碰和，条文中没有什么把全双刻区别开来。规则原文"
            "计法在这里依从通行做法。")),
    Ruling(
        "R10", "A wait whose other tiles are all in sight on the table: is the wait unique?",
        ("winning",),
        (("rule text, 边张, 坎张, 单钓将", "each counts only when the hand can win on that one tile; "
          "the examples judge by the shape of the hand"),
         (SILENT, "on copies that other players discarded or melded")),
        "[123m1][456m1][789m1]1112m2m", {},
        (("judged by shape (1112m waits on 2m and 3m): no 单钓将", 43),
         ("judged by the tiles left (every 3m in sight): 单钓将", 44)),
        "both presets judge by shape, as the reference calculator does: mjlib does not know the "
        "table, and a referee can check a shape, not the table's history. (R13 asks the same of "
        "copies in one's own hand.)",
        takes=("judged by shape (1112m waits on 2m and 3m): no 单钓将",
               "judged by shape (1112m waits on 2m and 3m): no 单钓将"),
        zh=Chinese(
            "所听的两种牌中，一种已全部亮明在桌面上：这时算独听吗？",
            (("规则原文（边张、坎张、单钓将条目）", "边张“只能听和123的3或789的7”，坎张“只能听和顺子中间的牌”，单钓将“钓"
                "单张牌作将和牌”；本课程解读：都只在只能和这一张牌时计；条目中的例子按手牌的牌型"
                "判断"),
             ("规则未作规定", "别家打出的牌、副露中的牌算不算在内，条文没有说")),
            {"judged by shape (1112m waits on 2m and 3m): no 单钓将":
                 "按牌型判断（1112万听2万、3万）：不计单钓将",
             "judged by the tiles left (every 3m in sight): 单钓将":
                 "按剩下的牌判断（3万已全部亮明）：计单钓将"},
            "两种计法都按牌型判断，与参照算番器一致：mjlib 不知道桌面上有哪些牌，裁判也只能核对牌型，"
            "无法追溯整局的出牌经过。（R13 问的是同一个问题，针对的是自己手中的牌。）")),
    Ruling(
        "R11", "绿一色 made as seven pairs", ("suits", "pairs"),
        (("rule text, 绿一色", "chows, pungs and a pair of green tiles"),),
        "223344668888sFF", {},
        (("绿一色, 七对, 四归一", 114), ("七对, 混一色, 四归一", 32)),
        f"{SILENT} on pairs: common practice counts it on seven pairs; both presets do.",
        takes=('绿一色, 七对, 四归一', '绿一色, 七对, 四归一'),
        zh=Chinese(
            "绿一色能否由七对组成？",
            (("规则原文（绿一色条目）", "“由23468条及发字中的任何牌组成的顺子、刻子、将的和牌”"),),
            {"绿一色, 七对, 四归一": "绿一色、七对、四归一", "七对, 混一色, 四归一": "七对、混一色、四归一"},
            "七对的情形规则未作规定：通行做法在七对上也计绿一色；两种计法都如此。")),
    Ruling(
        "R12", "全中 (and other fans defined by sets) on seven pairs", ("suits", "pairs"),
        (("rule text, 全中", "chows, pungs and a pair of 4, 5 and 6"),),
        "445566m445566s5p5p", {"self_drawn": True},
        (("七对, 全中, 不求人", 52), ("the regular reading", 50)),
        f"{SILENT} on pairs: common practice counts such fans on seven pairs, and both presets "
        "do. They part here for another reason, "
        "switch 1: self-drawn, common-practice gives the seven pairs 自摸 (1), not 不求人 (4), so "
        "its seven-pairs reading makes 49 and the regular reading, 50, is taken.",
        takes=('七对, 全中, 不求人', 'the regular reading'),
        zh=Chinese(
            "全中（以及其他以牌组写成的番种）能否由七对组成？",
            (("规则原文（全中条目）", "“由序数牌4、5、6组成的顺子、刻子（杠）、将牌的和牌”"),),
            {"七对, 全中, 不求人": "七对、全中、不求人", "the regular reading": "一般牌型的拆法"},
            "七对的情形规则未作规定：通行做法在七对上也计这类番种，两种计法都如此。两种计法在这手牌上"
            "结果不同，另有原因，即第1处区别：自摸和牌时，通行计法给七对计自摸（1番）而不是不求人"
            "（4番），七对的拆法只有49番，于是取50番的一般拆法。")),
    Ruling(
        "R13", "A tile whose four copies are in your own hand: is it still a wait when judging "
        "单钓将?", ("winning",),
        (("rule text, 单钓将", "a win on the pair's tile, and only when that is the only wait"),),
        "1111234m456p789p4m", {},
        (("1m still a wait: no 单钓将", 8), ("only tiles that exist: 单钓将", 9)),
        f"{SILENT}: common practice judges the shape, not the tiles left, so 1m still counts and "
        "the wait is not unique; both presets do. (mjlib.waits() leaves 1m out unless asked for "
        "formal waits.)",
        takes=('1m still a wait: no 单钓将', '1m still a wait: no 单钓将'),
        zh=Chinese(
            "某种牌的四张都在自己手中，判断单钓将时它还算听张吗？",
            (("规则原文（单钓将条目）", "“钓单张牌作将和牌”；本课程解读：只听作将的这一张"),),
            {"1m still a wait: no 单钓将": "1万仍算听张：不计单钓将",
             "only tiles that exist: 单钓将": "只算还有的牌：计单钓将"},
            "规则未作规定：通行做法看牌型，不看还剩哪些牌，所以1万仍算听张，不是独听；两种计法都如此。"
            "（mjlib.waits() 默认不列出1万，formal=True 时才列出。）")),
    Ruling(
        "R14", "妙手回春 and 杠上开花 on the same tile", ("winning",),
        (("rule text, 妙手回春 and 杠上开花", "neither entry names the other"),),
        "[1111m1]345p678s234pNN", {"self_drawn": True, "about_kong": True, "wall_last": True},
        (("both", 19), ("杠上开花 only", 11)),
        f"{SILENT}: common practice counts both; both presets do. The pair needs a kong declared "
        "when its replacement is the wall's last tile; whether a kong may be declared at the "
        "wall's last tile the texts do not say, and that point decides R14 and R15 alike.",
        takes=('both', 'both'),
        zh=Chinese(
            "同一张牌既是妙手回春又是杠上开花，两者都计吗？",
            (("规则原文（妙手回春、杠上开花条目）", "妙手回春“自摸牌墙上最后一张牌和牌”，杠上开花“杠牌后补抓牌成和牌”；本课程解读"
                "：两个条目都没有提到对方"),),
            {"both": "两者都计", "杠上开花 only": "只计杠上开花"},
            "规则未作规定：通行做法两者都计；两种计法都如此。两者同时成立，须在补牌恰为牌墙最后一张时"
            "开杠；牌墙最后一张时能否开杠，条文没有说，R14与R15都取决于这一点。")),
    Ruling(
        "R15", "海底捞月 and 抢杠和 on the same tile", ("winning",),
        (("rule text, 海底捞月", 'the entry reads "和打出的最后一张牌": a win on the last tile '
          'played out'),
         ("rule text, 抢杠和", 'the entry reads "和他人自抓开明杠的牌": a win on the tile another '
          'player drew himself and adds to his melded pung to make a kong'),
         ("basics text, 和牌的方式", 'it reads "点和：和他人打出的牌(包括抢杠和)": robbing a kong is a '
          'win on a tile another player played out, not a self-draw'),
         (SILENT, "on the pair, and on whether a kong may be declared at the wall's last tile")),
        "[123m1]345p678s99p23s4s", {"about_kong": True, "wall_last": True},
        (("both", 24), ("抢杠和 only", 16), ("a contradiction, refused", None)),
        "one account of a robbed kong: it is a 点和, a win on another player's tile (the basics "
        "text files it there, and mjlib scores it as won on a discard: no 自摸), but its tile was "
        "drawn and added to a kong, not discarded (the 抢杠和 entry). The pair needs more than "
        "that: the robbed tile would have to be the wall's last tile, drawn and added to a pung at "
        "once, so whether a kong may be declared at the wall's last tile decides it, as it decides "
        "R14; the texts do not say. If it may not, no win is both; if it may, the basics text's "
        "wording lets 海底捞月's \"打出的最后一张牌\" take in a robbed tile and both would count. "
        "Both presets read the two entries of the rule text side by side, the last tile discarded "
        "and a tile added to a kong, and refuse the pair with a clear error. The reference "
        "calculator counts both (24); mjlib differs from it here on purpose.",
        takes=("a contradiction, refused", "a contradiction, refused"),
        zh=Chinese(
            "海底捞月与抢杠和能否同时成立？",
            (("规则原文（海底捞月条目）", "“和打出的最后一张牌”"),
             ("规则原文（抢杠和条目）", "“和他人自抓开明杠的牌”；本课程解读：和别家自己抓来加杠的那张牌"),
             ("基本规则（和牌的方式条目）", "原文为“点和：和他人打出的牌(包括抢杠和)”：抢杠和算和别家"
                                        "打出的牌，不算自摸"),
             ("规则未作规定", "两者能否同时成立，以及牌墙最后一张时能否开杠，条文都没有说")),
            {"both": "两者都计", "抢杠和 only": "只计抢杠和", "a contradiction, refused": "两者互相矛盾"},
            "抢杠和只有一种说法：它是点和，即和别家的牌（基本规则把它归入点和，mjlib 也按点和计番，不计"
            "自摸）；但这张牌是别家抓来加杠的，不是打出的（抢杠和条目）。两者同时成立还须另一个条件："
            "被抢的牌须是牌墙最后一张，抓到后随即加杠。所以牌墙最后一张时能否开杠决定了这个问题，也决定"
            "了R14；条文没有说。若不能开杠，就没有一次和牌能两者兼得；若能，按基本规则的说法，海底捞月的"
            "“打出的最后一张牌”也可以包括被抢的牌，两者都计。两种计法都把规则原文的两个条目对照来读，"
            "一张是最后打出的牌，一张是加杠的牌，不接受两者同时成立，并明确报错。参照算番器两者都计"
            "（24番）；mjlib 在这里有意与它不同。")),
    Ruling(
        "R16", "组合龙 with 平和: are the knitted thirds chows?", ("knitted", "chows"),
        (("rule text, 组合龙", "calls the knitted run a special kind of chow"),
         ("rule text, 平和", "four chows and a numbered pair")),
        "[345m3]258m1488s369p7s", {},
        (("平和 counted", 14), ("not counted", 12)),
        "hardly open: no text removes 平和 beside 组合龙, and the 组合龙 entry calls its thirds "
        "chows; both presets count 平和, as the reference calculator does.",
        takes=("平和 counted", "平和 counted"),
        zh=Chinese(
            "组合龙与平和：组合龙的三组牌算顺子吗？",
            (("规则原文（组合龙条目）", "“和牌中有三种花色的147、258、369不能错位的序数牌（特殊顺子）”"),
             ("规则原文（平和条目）", "“由四副顺子及序数牌作将牌组成的和牌”")),
            {"平和 counted": "计平和", "not counted": "不计平和"},
            "其实算不上悬而未决：没有条文在组合龙之外不计平和，组合龙条目又称它的三组牌为顺子；两种计法"
            "都计平和，与参照算番器一致。")),
    Ruling(
        "R17", "组合龙 and a wait fan when the winning tile is one of the nine knitted tiles",
        ("knitted", "winning"),
        (("rule text, 边张, 坎张, 单钓将", "a wait fan is about the set or pair the winning tile "
          "completes, when the hand waits on that one tile"),
         ("common practice, the widely used helper app's notes", "a winning tile inside the nine "
          "knitted tiles earns no 边张, 坎张 or 单钓将"),
         ("common practice, the helper app's public issue tracker (issue 9, 2023)", "its "
          "maintainer: the international federation is not consistent (its live tournaments count "
          "the wait fan, the online platform it approves does not); the calculator was then given "
          "both ways as a build switch")),
        "13347s12369m258p3m", {},
        (("边张 counted (3m read as finishing 12m)", 17), ("not counted (3m is a knitted tile)", 16)),
        "both presets count the wait fan when the winning tile can also be read as finishing the "
        "set or pair beside the knitted straight and the hand waits on that tile only, as the "
        "reference calculator (pymahjonggb 1.4.0) does; a tile that can only finish the knitted "
        "straight earns none, since no set or pair is completed (the second hand).",
        takes=("边张 counted (3m read as finishing 12m)", "边张 counted (3m read as finishing 12m)"),
        more=(Example("245568m39s147pWW6s", {}, (("no wait fan: 6s finishes only the knitted "
                                                  "straight", 14),),
                      ("no wait fan: 6s finishes only the knitted straight",) * 2),),
        zh=Chinese(
            "和张是组合龙九张牌中的一张时，能否计边张、坎张、单钓将？",
            (("规则原文（边张、坎张、单钓将条目）", "边张“只能听和123的3或789的7”，坎张“只能听和顺子中间的牌”，单钓将“钓"
                "单张牌作将和牌”；本课程解读：这几个番种看的是和张所完成的那副牌或将牌，且只听这"
                "一张"),
             ("通行做法（国标小助手的说明）", "和张在组合龙的九张牌之内时，不计边张、坎张、单钓将"),
             ("通行做法（国标小助手的公开问题列表，2023年第9号）", "维护者说，国际麻将组织的做法前后"
              "不一（现场比赛计这类番种，它认可的网络平台不计）；此后算番器把两种做法都做成了编译选项")),
            {"边张 counted (3m read as finishing 12m)": "计边张（3万可看作凑成12万）",
             "not counted (3m is a knitted tile)": "不计（3万是组合龙的牌）",
             "no wait fan: 6s finishes only the knitted straight": "不计边坎钓：6条只能凑成组合龙"},
            "和张也可以看作凑成组合龙之外的那副牌或将牌、且只听这一张时，两种计法都计这类番种，与参照"
            "算番器（pymahjonggb 1.4.0）一致；只能凑成组合龙的和张不计，因为它没有完成任何一副牌或将牌"
            "（见第二手牌）。")),
    Ruling(
        "R18", "Two readings of equal total: which one is shown?", ("chows", "pungs"),
        ((SILENT, "high-versus-low only says to take the higher total"),),
        "22233344m234p99p4m", {},
        (("一色三同顺 reading", 30), ("一色三节高 reading", 30)),
        "common practice prefers the reading with 一色三同顺 or 三同刻, and a regular reading over "
        "an equal 七对 reading; both presets do. The total is the same either way.",
        takes=('一色三同顺 reading', '一色三同顺 reading'),
        zh=Chinese(
            "两种拆法合计相同时，显示哪一种？",
            (("规则未作规定", "就高不就低原则只说取合计较高的一种"),),
            {"一色三同顺 reading": "一色三同顺的拆法", "一色三节高 reading": "一色三节高的拆法"},
            "通行做法优先取含一色三同顺或三同刻的拆法；一般牌型的拆法与七对合计相同时，取一般牌型。"
            "两种计法都如此。无论取哪一种，合计都一样。")),
    Ruling(
        "R19", "Where does the winning tile go when it fits two sets?", ("pungs", "winning"),
        ((SILENT, "a pung finished by a discard is melded (明刻), one finished in a chow is not"),),
        "11123m456p999sEE1m", {},
        (("in the chow: 111m stays concealed, 双暗刻", 8), ("in the pung: 111m melded", 6)),
        "common practice places it the player's way (in a chow before a pair before a pung); both "
        "presets do.",
        takes=('in the chow: 111m stays concealed, 双暗刻', 'in the chow: 111m stays concealed, 双暗刻'),
        zh=Chinese(
            "和张可以归入两副牌时，归入哪一副？",
            (("规则未作规定", "点和的牌归入刻子，这副刻子算明刻；归入顺子，刻子仍是暗刻"),),
            {"in the chow: 111m stays concealed, 双暗刻": "归入顺子：111万仍是暗刻，计双暗刻",
             "in the pung: 111m melded": "归入刻子：111万算明刻"},
            "通行做法按和牌者的通常做法归入（先顺子，后将牌，再刻子）；两种计法都如此。")),
    Ruling(
        "R20", "Does 绿一色 remove 混一色?", ("suits",),
        (("rule text, 绿一色", "lists no fan it removes"),
         ("basics text, 绿一色", "removes 混一色")),
        "234234666sFFF8s8s", {},
        (("混一色 removed", 95), ("混一色 counted", 101)),
        "only the basics text says it; both presets follow it, since 绿一色 with 发 always holds a "
        "混一色.",
        takes=('混一色 removed', '混一色 removed'),
        zh=Chinese(
            "绿一色是否不计混一色？",
            (("规则原文（绿一色条目）", "“由23468条及发字中的任何牌组成的顺子、刻子、将的和牌”；本课程解读：没有列"
                "出不计的番种"),
             ("基本规则（绿一色条目）", "不计混一色")),
            {"混一色 removed": "不计混一色", "混一色 counted": "计混一色"},
            "只有基本规则这样写；两种计法都照此办理，因为含发的绿一色必然存在混一色。")),
    Ruling(
        "R21", "Fourteen tiles in the nine-gates shape, but the hand did not wait on nine tiles: "
               "is it 九莲宝灯?", ("special",),
        (("rule text, 九莲宝灯", "the hand stands as 1112345678999 of one suit, nothing claimed, "
                                "and any tile of that suit completes it"),
         ("basics text, 九莲宝灯", "a hand that ends in the shape without having waited on the nine "
                                  "tiles is usually not counted, though some places count it")),
        "1112234567899m9m", {},
        (("not 九莲宝灯: 清一色", 29), ("九莲宝灯", 89)),
        "both presets take the usual reading, as the reference calculator does: the shape must "
        "stand before the winning tile.",
        takes=('not 九莲宝灯: 清一色', 'not 九莲宝灯: 清一色'),
        zh=Chinese(
            "十四张牌合乎九莲宝灯的牌型，但和牌前并非听九种牌：算九莲宝灯吗？",
            (("规则原文（九莲宝灯条目）", "“由一种花色序数牌按1112345678999组成的特定牌型，不能吃、碰、杠牌，"
                "见同花色任何一张序数牌即成和牌”"),
             ("基本规则（九莲宝灯条目）", "听牌时没有听九种牌、和牌后才成这个牌型的，一般不算，也有"
              "地方算")),
            {"not 九莲宝灯: 清一色": "不算九莲宝灯：计清一色", "九莲宝灯": "算九莲宝灯"},
            "两种计法都取通常的理解，与参照算番器一致：和张到来之前，手牌就须立成这个牌型。")),
    Ruling(
        "R22", "What does 九莲宝灯 remove besides 清一色?", ("special",),
        (("rule text, 九莲宝灯", "清一色, 门前清 and 幺九刻 are not counted"),
         ("basics text, 九莲宝灯", "names 清一色 only")),
        "1112345678999m5m", {},
        (("清一色, 门前清, every 幺九刻", 90), ("清一色, 门前清, one 幺九刻", 91),
         ("清一色 only", 94)),
        "green-book follows the rule text and strikes every 幺九刻; common-practice follows the "
        "reference calculator, which strikes one 幺九刻 (one of the six preset switches). Neither "
        "keeps 门前清: every nine-gates hand is concealed.",
        takes=('清一色, 门前清, every 幺九刻', '清一色, 门前清, one 幺九刻'),
        zh=Chinese(
            "九莲宝灯除清一色外还不计哪些番种？",
            (("规则原文（九莲宝灯条目）", "“不计清一色、门前清、幺九刻，自摸加计不求人”"),
             ("基本规则（九莲宝灯条目）", "只列清一色")),
            {"清一色, 门前清, every 幺九刻": "不计清一色、门前清和所有幺九刻",
             "清一色, 门前清, one 幺九刻": "不计清一色、门前清和一个幺九刻",
             "清一色 only": "只不计清一色"},
            "规则原文计法依规则原文，所有幺九刻都不计；通行计法依参照算番器，只不计一个幺九刻（两种计法"
            "六处区别之一）。两者都不计门前清：九莲宝灯必然是门前清。")),
    Ruling(
        "R23", "和绝张: which copies of the winning tile count as in sight?", ("winning",),
        (("rule text, 和绝张", "a win on the fourth copy of a tile when the other three are shown "
          "in the discards or on the table"),
         (SILENT, "on copies in the winner's own claimed sets, and on copies still standing in "
          "the winner's hand")),
        "[567m3]68m33s567p456p7m", {"fourth_tile": True},
        (("a copy in the winner's own claimed set is in sight: 和绝张", 10),
         ("only other players' tiles count: no 和绝张", 6)),
        "both presets count the copies in the discards and in every player's claimed sets, the "
        "winner's own included (they lie on the table), as the reference calculator does; a copy "
        "the winner still holds standing is not in sight, and mjlib refuses 和绝张 then.",
        takes=("a copy in the winner's own claimed set is in sight: 和绝张",) * 2,
        zh=Chinese(
            "和绝张：和张的哪些同牌算已亮明？",
            (("规则原文（和绝张条目）", "“和牌池、桌面已亮明三张所剩的第四张相同的牌”"),
             ("规则未作规定", "和牌者自己副露中的同牌，以及仍在和牌者立牌中的同牌，算不算在内")),
            {"a copy in the winner's own claimed set is in sight: 和绝张":
                 "和牌者自己副露中的同牌也算亮明：计和绝张",
             "only other players' tiles count: no 和绝张": "只算别家的牌：不计和绝张"},
            "两种计法都把牌池和各家副露中的同牌算作已亮明，和牌者自己的副露也在内（它们摆在桌面上），"
            "与参照算番器一致；和牌者立牌中的同牌不算亮明，这时 mjlib 报错，不接受和绝张。")),
    Ruling(
        "R24", "At most one of 边张, 坎张 and 单钓将?", ("winning",),
        (("rule text, 边张", 'the entry reads "1233和3、7789和7，亦计为边张": 1233m won on 3m is '
                            '边张, though the 3m also makes the pair'),
         ("rule text, 坎张", 'the entry reads "形如4556和5，亦计为坎张": 4556m won on 5m is 坎张'),
         ("rule text, 单钓将", 'the entry reads "形如4556或5567和5，形如3456和3或6，不计为单钓将": the '
                             'same 4556m won on 5m is not 单钓将, though the 5m also makes the pair'),
         (SILENT, "no sentence states in general that one wait fan excludes the others")),
        "[456p1][789s1][EEE1]1233m3m", {},
        (("one wait fan: 边张", 13), ("边张 and 单钓将", 14)),
        "both presets count one wait fan, and the entries' own wording is the ground: one shape, "
        "4556 won on 5, is 坎张 by the 坎张 entry and expressly not 单钓将 by the 单钓将 entry, and "
        "the 边张 entry counts 1233 won on 3 as 边张 with no word of the pair. The winning tile "
        "finishes one group of the reading, and the group decides the fan (a chow's edge before "
        "its middle before the pair, R19), as the reference calculator does. What the texts give "
        "are these examples; the general rule is read from them.",
        takes=("one wait fan: 边张", "one wait fan: 边张"),
        zh=Chinese(
            "边张、坎张、单钓将最多只计一个吗？",
            (("规则原文（边张条目）", "“1233和3、7789和7，亦计为边张”；本课程解读：1233万和3万计边张，"
                "尽管这张3万也凑成了将牌"),
             ("规则原文（坎张条目）", "“形如4556和5，亦计为坎张”；本课程解读：4556万和5万计坎张"),
             ("规则原文（单钓将条目）", "“形如4556或5567和5，形如3456和3或6，不计为单钓将”；本课程解读："
                 "同样是4556万和5万，不计单钓将，尽管这张5万也凑成了将牌"),
             ("规则未作规定", "没有条文概括地说计了一个就不计其他两个")),
            {"one wait fan: 边张": "只计一个：边张", "边张 and 单钓将": "边张、单钓将都计"},
            "两种计法都只计一个，依据是条目本身的文字：同一个牌型4556和5，坎张条目计为坎张，单钓将条目"
            "明言不计为单钓将；边张条目把1233和3计为边张，对将牌只字未提。和张只完成所取拆法中的一组牌，"
            "由这组牌决定计哪个番种（先看顺子的边张，再看坎张，最后看将牌，见R19），与参照算番器一致。"
            "条文给出的是这些例子，概括的规定是由例子读出来的。")),
    Ruling(
        "R25", "Does 清幺九 remove 双同刻?", ("outside", "pungs"),
        (("rule text, 清幺九", 'the entry reads "由序数牌1、9刻子（杠）、将牌组成的和牌。不计碰碰和、'
                             '全带幺、幺九刻、无字": its list leaves 双同刻 out'),
         ("rule text, 不重复原则", 'principle 1 reads "当某个番种，由于组牌条件所决定，在其成立的同时，'
                                '必然并存着其它番种，则其它番种不重复计": four pungs of 1s and 9s have '
                                'two numbers between them, so two of them share a number, and every '
                                '清幺九 made of pungs holds 双同刻 (or 三同刻, which holds it)'),
         ("common practice, the reference calculator (pymahjonggb 1.4.0) and its helper app's "
          "notes", "清幺九 does not count 双同刻 but may count 三同刻; the calculator's source marks "
          "the removal of 双同刻 as the common reckoning (通行计法) and notes that strict 1998 rules "
          "strike 三同刻 under 清幺九 as well")),
        "[111m][999m]111s99s99p9s", {},
        (("双同刻 counted: the list leaves it out", 68),
         ("双同刻 not counted: 清幺九's pungs force it (principle 1)", 64)),
        "the texts part, and the presets with them (switch 6). green-book keeps the entry's list "
        "as written and counts 双同刻 (2 × 2 here). common-practice strikes it, as the reference "
        "calculator does, and principle 1 is its ground: a fan that a counted fan's own conditions "
        "force is not counted, and mjlib applies that principle where the lists are silent "
        "elsewhere (清幺九 ⇒ 混幺九, 四暗刻 ⇒ 碰碰和, under both presets). The list's silence is the "
        "green book's ground, and it is not decisive: the same list leaves out 混幺九, which both "
        "presets strike. 三同刻 is not forced (the four pungs may share two numbers two and two), "
        "so both presets count it (the second hand); only strict 1998 rules, by the calculator's "
        "note, strike it too.",
        takes=("双同刻 counted: the list leaves it out",
               "双同刻 not counted: 清幺九's pungs force it (principle 1)"),
        more=(Example("[111m][111p][111s]99s99p9p", {},
                      (("三同刻 counted", 80), ("三同刻 not counted either (strict 1998 rules)", 64)),
                      ("三同刻 counted", "三同刻 counted")),),
        zh=Chinese(
            "清幺九是否不计双同刻？",
            (("规则原文（清幺九条目）", "“由序数牌1、9刻子（杠）、将牌组成的和牌。不计碰碰和、全带幺、幺九刻、无字”；"
                "本课程解读：所列不计的番种中没有双同刻"),
             ("规则原文（不重复原则）", "“当某个番种，由于组牌条件所决定，在其成立的同时，必然并存着其它番种，则其它番种"
                 "不重复计”；本课程解读：四副1、9的刻子只有两种序数，必有两副序数相同，所以由刻"
                 "子组成的清幺九都含有双同刻（或含有双同刻的三同刻）"),
             ("通行做法（参照算番器 pymahjonggb 1.4.0 及国标小助手的说明）", "清幺九不计双同刻，可计三同刻；"
              "算番器的源代码把不计双同刻标为通行计法，并注明严格按1998年规则，清幺九连三同刻也不计")),
            {"双同刻 counted: the list leaves it out": "计双同刻：条目没有列出",
             "双同刻 not counted: 清幺九's pungs force it (principle 1)":
                 "不计双同刻：清幺九的刻子必然组成双同刻（不重复原则）",
             "三同刻 counted": "计三同刻",
             "三同刻 not counted either (strict 1998 rules)": "三同刻也不计（严格按1998年规则）"},
            "两份依据说法不同，两种计法也随之不同（第6处区别）。规则原文计法照条目所列，计双同刻（本例"
            "2番×2）。通行计法与参照算番器一样不计，依据是不重复原则：一个番种的组牌条件必然带来的番种"
            "不再计，而 mjlib 在别处条目未列时也这样做（清幺九不计混幺九、四暗刻不计碰碰和，两种计法都"
            "如此）。条目未列是规则原文计法的依据，但并不能定案：同一条目也没有列出混幺九，两种计法却都"
            "不计。三同刻并非必然（四副刻子可以两两同序数），所以两种计法都计三同刻（第二手牌）；按算番器"
            "的说明，只有严格按1998年规则才连三同刻也不计。")),
    Ruling(
        "R26", "One melded and one concealed kong: 双明杠 with 暗杠 (6), or 明暗杠 (5)?", ("pungs",),
        (("rule text, 双明杠", 'the entry reads "和牌中有两副明杠。一明杠与一暗杠，加计暗杠，共6番": one '
                             'melded and one concealed kong score 双明杠 with 暗杠 added, 6 in all'),
         ("common practice, the reference calculator (pymahjonggb 1.4.0) and its helper app's "
          "notes", "the calculator is built with a fan outside the 81, 明暗杠 (Concealed Kong and "
          "Melded Kong), worth 5, for one melded and one concealed kong; the app's notes give "
          "双暗杠 6, one melded and one concealed kong 5, 双明杠 4")),
        "[1111m][2222s1]345p678pNN", {},
        (("双明杠 and 暗杠, 6", 9), ("明暗杠, 5", 8)),
        "green-book follows the rule text's 双明杠 entry, which names the case and its total "
        "(switch 4); common-practice follows the reference calculator's 明暗杠, a fan the rule "
        "text's 81 do not include. Under both, no other kong fan is counted beside it.",
        takes=("双明杠 and 暗杠, 6", "明暗杠, 5"),
        zh=Chinese(
            "一副明杠加一副暗杠：计双明杠加暗杠（6番），还是明暗杠（5番）？",
            (("规则原文（双明杠条目）", "“和牌中有两副明杠。一明杠与一暗杠，加计暗杠，共6番”"),
             ("通行做法（参照算番器 pymahjonggb 1.4.0 及国标小助手的说明）", "算番器编译时加入了81番之外"
              "的番种明暗杠，一副明杠加一副暗杠计5番；国标小助手的说明写明双暗杠6番，一明杠一暗杠5番，"
              "双明杠4番")),
            {"双明杠 and 暗杠, 6": "双明杠加暗杠，共6番", "明暗杠, 5": "明暗杠，5番"},
            "规则原文计法依双明杠条目，条目写明了这种情形和番数（第4处区别）；通行计法依参照算番器计"
            "明暗杠，这个番种不在规则原文的81番之内。两种计法都不在它之外另计其他杠类番种。")),
    Ruling(
        "R27", "Is 双暗杠 worth 8 or 6?", ("pungs",),
        (("rule text, 双暗杠", 'listed under the heading "8番 10个番种", the tenth of them, and so '
                             'worth 8; the 6-fan heading, "6番 6个番种", does not name it'),
         ("common practice, the reference calculator (pymahjonggb 1.4.0) and its helper app's "
          "notes", "双暗杠 is worth 6 (the calculator's changelog dates the change 2016-03-09); "
          "the app's notes give 双暗杠 6, one melded and one concealed kong 5, 双明杠 4")),
        "[1111m][2222s]345p678pNN", {},
        (("双暗杠 worth 8", 13), ("双暗杠 worth 6", 11)),
        "green-book takes the rule text's figure, 8 (switch 5); common-practice the reference "
        "calculator's, 6, which sets the kong fans in steps: 双明杠 4, one melded and one concealed "
        "kong 5, 双暗杠 6. Under both, 双暗杠 removes 暗杠 and 双暗刻 (no-repeat).",
        takes=("双暗杠 worth 8", "双暗杠 worth 6"),
        zh=Chinese(
            "双暗杠是8番还是6番？",
            (("规则原文（双暗杠条目）", "双暗杠列在“8番 10个番种”之下；本课程解读：所以是8番；“6番 6个番种”中"
                "没有它"),
             ("通行做法（参照算番器 pymahjonggb 1.4.0 及国标小助手的说明）", "双暗杠计6番（算番器的更新"
              "记录把这一改动记在2016年3月9日）；国标小助手的说明写明双暗杠6番，一明杠一暗杠5番，双明杠"
              "4番")),
            {"双暗杠 worth 8": "双暗杠计8番", "双暗杠 worth 6": "双暗杠计6番"},
            "规则原文计法取规则原文的番数，8番（第5处区别）；通行计法取参照算番器的6番，使杠类番种逐级"
            "递增：双明杠4番，一明杠一暗杠5番，双暗杠6番。两种计法下，双暗杠都不计暗杠和双暗刻（不重复"
            "原则）。")),
)

BY_KEY = {r.key: r for r in RULINGS}


def for_family(family: str) -> tuple[Ruling, ...]:
    """The open questions that touch one family of fans (an id of mjlib.FAMILIES)."""
    from ..fans import FAMILIES, families_zh

    if not is_one_of(family, FAMILIES):
        raise HandError(f"unknown family {shown(family)}: use one of {', '.join(FAMILIES)}",
                        zh=f"没有 {shown_zh(family)} 这个系列：可用 {families_zh()}")
    return tuple(r for r in RULINGS if family in r.families)


def show(*keys: str, family: str | None = None) -> None:
    """Print the open questions asked for (by key, or all those of a family)."""
    if family is not None:
        chosen = for_family(family)
    else:
        unknown = [k for k in keys if not is_one_of(k, BY_KEY)]
        if unknown:
            raise HandError(f"no open question {shown(unknown[0])}: use R1-R{len(RULINGS)}",
                            zh=f"没有 {shown_zh(unknown[0])} 这个未决问题：可用 R1-R{len(RULINGS)}")
        chosen = tuple(BY_KEY[k] for k in keys)
    print("\n\n".join(r.describe() for r in chosen))
