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

from .errors import HandError, is_one_of, shown, shown_zh
from .rules import PRESET_ZH
from .vocabulary import chinese

SILENT = "the rules are silent"
SILENT_ZH = "规则未作规定"
PRESETS = ("green-book", "common-practice")  # the order each example's ``takes`` follows
REFUSED_ZH = "不予计分"


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
    """How an example hand was won, in Chinese: ``自摸``, ``抢杠、本局最后打出的牌``, ``点和``."""
    if not isinstance(flags, dict):
        raise HandError(f"flags are a dict of score keywords, not {shown(flags)}",
                        zh=f"flags 须是 score 关键字组成的 dict，不能是 {shown_zh(flags)}")
    on = {k for k, v in flags.items() if v}
    drawn = "self_drawn" in on
    words = []
    if drawn:
        words.append("杠后补牌自摸" if "about_kong" in on else "自摸")
    elif "about_kong" in on:
        words.append("抢杠")
    if "wall_last" in on:
        words.append("牌墙最后一张" if drawn else "本局最后打出的牌")
    if "fourth_tile" in on:
        words.append("和张是第四张")
    unknown = on - {"self_drawn", "about_kong", "wall_last", "fourth_tile"}
    words += sorted(unknown)  # a context named nowhere above is named as typed
    return "、".join(words) or "点和"


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
        from .errors import HandError
        from .score import score

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
        from .score import score

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
                            zh=f"存疑问题 {self.key} 还没有中文")
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
            (("规则原文（连七对条目）", "写明自摸和牌时加计不求人"),
             ("基本规则（连七对条目）", "把不求人列在不计的番种之中")),
            {"不求人 added": "加计不求人", "自摸 kept, no 不求人": "只计自摸，不计不求人",
             "neither": "自摸、不求人都不计"},
            "两份文本说法相反。规则原文设定依规则原文加计不求人，与其他门前清的特殊牌型相同；通行计法"
            "依参照算番器，只计自摸。")),
    Ruling(
        "R2", "三杠 with three concealed kongs: does 双暗杠 come on top of 三暗刻?", ("pungs",),
        (("rule text, 三杠", "concealed kongs add their own fans, and three concealed kongs add "
                              "三暗刻"),),
        "[1111m][2222s][3333p]567p5p5p", {},
        (("三暗刻 only", 60), ("三暗刻 and 双暗杠", 68)),
        "both presets read the entry's own case: three concealed kongs add 三暗刻, nothing more.",
        takes=('三暗刻 only', '三暗刻 only'),
        zh=Chinese(
            "三杠中有三副暗杠，三暗刻之外是否再计双暗杠？",
            (("规则原文（三杠条目）", "暗杠另行加计，三副暗杠时加计三暗刻"),),
            {"三暗刻 only": "只加计三暗刻", "三暗刻 and 双暗杠": "三暗刻、双暗杠都加计"},
            "两种计法都按条目本身写到的情形处理：三副暗杠加计三暗刻，此外不再加计。")),
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
            (("规则原文（三杠条目）", "暗杠另行加计，但没有说两副暗杠时加计哪个番种"),),
            {"双暗杠": "加计双暗杠", "暗杠 twice and 双暗刻": "暗杠计两次，另计双暗刻",
             "no kong fan, 双暗刻 only": "不计暗杠类番种，只计双暗刻"},
            "规则原文设定加计两副暗杠合成的番种双暗杠（8番）；通行计法在三杠之内不计暗杠类番种，两副"
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
            (("规则原文（四杠条目）", "暗杠另行加计"),),
            {"双暗杠": "加计双暗杠", "暗杠 twice and 双暗刻": "暗杠计两次，另计双暗刻",
             "no kong fan, 双暗刻 only": "不计暗杠类番种，只计双暗刻"},
            "与三杠相同：规则原文设定加计双暗杠，通行计法只计双暗刻。")),
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
            (("规则原文（四杠条目）", "暗杠另行加计，但没有写到三副暗杠的情形"),
             ("规则原文（三杠条目）", "三副暗杠加计三暗刻，此处类推适用")),
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
            (("规则原文（四杠条目）", "暗杠另行加计"),
             ("规则原文（四暗刻条目）", "四副暗刻可以是暗杠")),
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
            (("规则原文（全不靠条目）", "不计五门齐、门前清，没有提到组合龙"),),
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
            (("规则原文（七对条目）", "由七个对子组成，没有说两个对子能否相同"),),
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
        "calculator does. The green book reads the texts the same way: 十三幺's list shows that 混幺九 "
        "(and so 清幺九 and 字一色, worded alike) describe the tiles, not pungs, while 全双刻 is named "
        "for its pungs (双刻, even pungs).",
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
            (("规则原文（全双刻、清幺九、混幺九、字一色条目）", "都写作由刻子（杠）和将牌组成的和牌，"
              "也都不计碰碰和"),
             ("规则原文（十三幺条目）", "不计混幺九，可见一副刻子也没有的牌，也被看作含有混幺九"),
             ("规则未作规定", "没有条文说七对能否组成这些番种")),
            {"全双刻 counted with 七对": "七对加计全双刻", "七对 and 断幺 only": "只计七对、断幺",
             "清幺九, 七对, 四归一": "清幺九、七对、四归一", "七对, 四归一, 无字": "七对、四归一、无字",
             "混幺九, 七对, 缺一门": "混幺九、七对、缺一门", "七对, 缺一门": "七对、缺一门",
             "字一色 and 七对": "字一色、七对"},
            "两种计法都在七对上计清幺九、混幺九和字一色，不计全双刻，与参照算番器一致。规则原文设定也"
            "这样读两份文本：十三幺的不计番种说明，混幺九（以及写法相同的清幺九、字一色）讲的是用哪些"
            "牌，而不是刻子；全双刻却是以刻子得名的（双刻，即偶数的刻子）。")),
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
            (("规则原文（边张、坎张、单钓将条目）", "都只在只能和这一张牌时计；条目中的例子按手牌的"
              "牌型判断"),
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
            (("规则原文（绿一色条目）", "由绿色的牌组成的顺子、刻子和将牌"),),
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
            (("规则原文（全中条目）", "由4、5、6组成的顺子、刻子和将牌"),),
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
            (("规则原文（单钓将条目）", "以将牌的那一张和牌，且只听这一张"),),
            {"1m still a wait: no 单钓将": "1万仍算听张：不计单钓将",
             "only tiles that exist: 单钓将": "只算还有的牌：计单钓将"},
            "规则未作规定：通行做法看牌型，不看还剩哪些牌，所以1万仍算听张，不是独听；两种计法都如此。"
            "（mjlib.waits() 默认不列出1万，formal=True 时才列出。）")),
    Ruling(
        "R14", "妙手回春 and 杠上开花 on the same tile", ("winning",),
        (("rule text, 妙手回春 and 杠上开花", "neither entry names the other"),),
        "[1111m1]345p678s234pNN", {"self_drawn": True, "about_kong": True, "wall_last": True},
        (("both", 19), ("杠上开花 only", 11)),
        f"{SILENT}: common practice counts both; both presets do.",
        takes=('both', 'both'),
        zh=Chinese(
            "同一张牌既是妙手回春又是杠上开花，两者都计吗？",
            (("规则原文（妙手回春、杠上开花条目）", "两个条目都没有提到对方"),),
            {"both": "两者都计", "杠上开花 only": "只计杠上开花"},
            "规则未作规定：通行做法两者都计；两种计法都如此。")),
    Ruling(
        "R15", "海底捞月 and 抢杠和 on the same tile", ("winning",),
        (("rule text, 海底捞月", "a win on the last tile discarded"),
         ("rule text, 抢杠和", "a win on the tile another player adds to a melded pung to make a "
          "kong: a tile that is not discarded"),
         (SILENT, "on the pair: neither entry names the other")),
        "[123m1]345p678s99p23s4s", {"about_kong": True, "wall_last": True},
        (("both", 24), ("抢杠和 only", 16), ("a contradiction, refused", None)),
        "read side by side, the two entries describe different tiles (a discard, and a tile added "
        "to a kong), so no win is both: both presets refuse the pair with a clear error. The "
        "reference calculator counts both (24); mjlib differs from it here on purpose.",
        takes=("a contradiction, refused", "a contradiction, refused"),
        zh=Chinese(
            "海底捞月与抢杠和能否同时成立？",
            (("规则原文（海底捞月条目）", "和本局最后打出的一张牌"),
             ("规则原文（抢杠和条目）", "和别家加杠用的那张牌：这张牌不是打出的"),
             ("规则未作规定", "两者能否同时成立，两个条目都没有说")),
            {"both": "两者都计", "抢杠和 only": "只计抢杠和", "a contradiction, refused": "两者互相矛盾"},
            "两个条目对照来读，说的是不同的牌（一张是打出的牌，一张是加杠的牌），所以没有一次和牌能两者"
            "兼得：两种计法都不接受两者同时成立，并明确报错。参照算番器两者都计（24番）；mjlib 在这里"
            "有意与它不同。")),
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
            (("规则原文（组合龙条目）", "称组合龙为特殊顺子"),
             ("规则原文（平和条目）", "四副顺子加序数牌作将")),
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
            (("规则原文（边张、坎张、单钓将条目）", "这几个番种看的是和张所完成的那副牌或将牌，且只听"
              "这一张"),
             ("通行做法（国标小助手的说明）", "和张在组合龙的九张牌之内时，不计边张、坎张、单钓将"),
             ("通行做法（国标小助手的公开问题列表，2023年第9号）", "维护者说，国际麻将联盟的做法前后"
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
            (("规则原文（绿一色条目）", "没有列出不计的番种"),
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
            (("规则原文（九莲宝灯条目）", "门前一种花色立成1112345678999，没有吃碰杠，同花色的任何"
              "一张都能和"),
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
            (("规则原文（九莲宝灯条目）", "所列不计的番种是清一色、门前清和幺九刻"),
             ("基本规则（九莲宝灯条目）", "只列清一色")),
            {"清一色, 门前清, every 幺九刻": "不计清一色、门前清和所有幺九刻",
             "清一色, 门前清, one 幺九刻": "不计清一色、门前清和一个幺九刻",
             "清一色 only": "只不计清一色"},
            "规则原文设定依规则原文，所有幺九刻都不计；通行计法依参照算番器，只不计一个幺九刻（两种计法"
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
            (("规则原文（和绝张条目）", "和牌池、桌面已亮明三张之后剩下的第四张牌"),
             ("规则未作规定", "和牌者自己副露中的同牌，以及仍在和牌者立牌中的同牌，算不算在内")),
            {"a copy in the winner's own claimed set is in sight: 和绝张":
                 "和牌者自己副露中的同牌也算亮明：计和绝张",
             "only other players' tiles count: no 和绝张": "只算别家的牌：不计和绝张"},
            "两种计法都把牌池和各家副露中的同牌算作已亮明，和牌者自己的副露也在内（它们摆在桌面上），"
            "与参照算番器一致；和牌者立牌中的同牌不算亮明，这时 mjlib 报错，不接受和绝张。")),
    Ruling(
        "R24", "At most one of 边张, 坎张 and 单钓将?", ("winning",),
        (("rule text, 边张", "counts 1233m won on 3m as 边张, though the 3m also makes the pair"),
         (SILENT, "no entry says that one wait fan excludes the others")),
        "[456p1][789s1][EEE1]1233m3m", {},
        (("one wait fan: 边张", 13), ("边张 and 单钓将", 14)),
        "both presets count one wait fan: the winning tile finishes one group of the reading, "
        "and the group decides the fan (a chow's edge before its middle before the pair, R19), "
        "as the reference calculator does. It is common practice, not a sentence of the texts.",
        takes=("one wait fan: 边张", "one wait fan: 边张"),
        zh=Chinese(
            "边张、坎张、单钓将最多只计一个吗？",
            (("规则原文（边张条目）", "1233万和3万计边张，尽管这张3万也凑成了将牌"),
             ("规则未作规定", "没有条文说计了一个就不计其他两个")),
            {"one wait fan: 边张": "只计一个：边张", "边张 and 单钓将": "边张、单钓将都计"},
            "两种计法都只计一个：和张只完成所取拆法中的一组牌，由这组牌决定计哪个番种（先看顺子的边张，再看"
            "坎张，最后看将牌，见R19），与参照算番器一致。这是通行做法，条文中并无此句。")),
)

BY_KEY = {r.key: r for r in RULINGS}


def for_family(family: str) -> tuple[Ruling, ...]:
    """The open questions that touch one family of fans (an id of mjlib.FAMILIES)."""
    from .fans import FAMILIES, families_zh

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
                            zh=f"没有 {shown_zh(unknown[0])} 这个存疑问题：可用 R1-R{len(RULINGS)}")
        chosen = tuple(BY_KEY[k] for k in keys)
    print("\n\n".join(r.describe() for r in chosen))
