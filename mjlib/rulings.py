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
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import HandError, shown, shown_zh

SILENT = "the rules are silent"


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

    @property
    def examples(self) -> tuple[Example, ...]:
        return (Example(self.hand, self.flags, self.candidates, self.takes),) + self.more

    def score(self, rules: str):
        from .score import score

        return score(self.hand, rules=rules, **self.flags)

    def describe(self) -> str:
        """The question, its sources, the readings, and what each preset computes (computed now)."""
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
        takes=('不求人 added', '自摸 kept, no 不求人')),
    Ruling(
        "R2", "三杠 with three concealed kongs: does 双暗杠 come on top of 三暗刻?", ("pungs",),
        (("rule text, 三杠", "concealed kongs add their own fans, and three concealed kongs add "
                              "三暗刻"),),
        "[1111m][2222s][3333p]567p5p5p", {},
        (("三暗刻 only", 60), ("三暗刻 and 双暗杠", 68)),
        "both presets read the entry's own case: three concealed kongs add 三暗刻, nothing more.",
        takes=('三暗刻 only', '三暗刻 only')),
    Ruling(
        "R3", "三杠 with two concealed kongs: 双暗杠, or 暗杠 twice?", ("pungs",),
        (("rule text, 三杠", "concealed kongs add their concealed-kong fans; it does not say "
                              "which ones for two"),),
        "[1111m][2222s][3333p1]567p5p5p", {},
        (("双暗杠", 50), ("暗杠 twice and 双暗刻", 48), ("no kong fan, 双暗刻 only", 44)),
        "green-book adds the fan the two kongs make together, 双暗杠 (8); common-practice adds no "
        "kong fan inside 三杠 and counts the two kongs as 双暗刻 (one of the six preset switches).",
        takes=('双暗杠', 'no kong fan, 双暗刻 only')),
    Ruling(
        "R4", "四杠 with two concealed kongs: which kong fans are added?", ("pungs",),
        (("rule text, 四杠", "concealed kongs add their concealed-kong fans"),),
        "[1111m][2222s][3333p1][4444p3]5p5p", {},
        (("双暗杠", 106), ("暗杠 twice and 双暗刻", 104), ("no kong fan, 双暗刻 only", 100)),
        "as for 三杠: green-book adds 双暗杠, common-practice counts 双暗刻 only.",
        takes=('双暗杠', 'no kong fan, 双暗刻 only')),
    Ruling(
        "R5", "四杠 with three concealed kongs", ("pungs",),
        (("rule text, 四杠", "adds concealed-kong fans but names no case of three"),
         ("rule text, 三杠", "three concealed kongs add 三暗刻: taken here by analogy")),
        "[1111m][2222s][3333p][4444p3]5p5p", {},
        (("三暗刻", 114), ("三暗刻 and 双暗杠", 122)),
        "both presets carry 三杠's rule over: three concealed kongs add 三暗刻 only.",
        takes=('三暗刻', '三暗刻')),
    Ruling(
        "R6", "四杠 with four concealed kongs: is 双暗杠 added beside 四暗刻?", ("pungs",),
        (("rule text, 四杠", "adds concealed-kong fans"),
         ("rule text, 四暗刻", "its four concealed pungs may be kongs")),
        "[1111m][2222s][3333p][4444p]5p5p", {},
        (("四暗刻", 162), ("四暗刻 and 双暗杠", 170)),
        "both presets let 四暗刻 stand for all four concealed kongs and add no kong fan beside it.",
        takes=('四暗刻', '四暗刻')),
    Ruling(
        "R7", "全不靠 with 组合龙 in its tiles: does 组合龙 count?", ("knitted",),
        (("rule text, 全不靠", "removes 五门齐 and 门前清, and says nothing of 组合龙"),),
        "147m258s369pESWNC", {},
        (("组合龙 counted", 24), ("组合龙 removed (no-split)", 12)),
        "hardly open: no text removes 组合龙 beside 全不靠, and both presets count it, as the "
        "reference calculator does. It is listed because learners ask whether the knitted tiles "
        "may count twice.",
        takes=("组合龙 counted", "组合龙 counted")),
    Ruling(
        "R8", "May 七对 hold four identical tiles (two pairs of one tile)?", ("pairs",),
        (("rule text, 七对", "seven pairs; it does not say whether two may be alike"),),
        "33336688m22557s7s", {},
        (("a win, with 四归一", 29), ("not a win", 0)),
        f"{SILENT}: common practice (the reference calculator) accepts it and adds 四归一; both "
        "presets do.",
        takes=('a win, with 四归一', 'a win, with 四归一')),
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
                      ("字一色 and 七对", "字一色 and 七对")))),
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
               "judged by shape (1112m waits on 2m and 3m): no 单钓将")),
    Ruling(
        "R11", "绿一色 made as seven pairs", ("suits", "pairs"),
        (("rule text, 绿一色", "chows, pungs and a pair of green tiles"),),
        "223344668888sFF", {},
        (("绿一色, 七对, 四归一", 114), ("七对, 混一色, 四归一", 32)),
        f"{SILENT} on pairs: common practice counts it on seven pairs; both presets do.",
        takes=('绿一色, 七对, 四归一', '绿一色, 七对, 四归一')),
    Ruling(
        "R12", "全中 (and other fans defined by sets) on seven pairs", ("suits", "pairs"),
        (("rule text, 全中", "chows, pungs and a pair of 4, 5 and 6"),),
        "445566m445566s5p5p", {"self_drawn": True},
        (("七对, 全中, 不求人", 52), ("the regular reading", 50)),
        f"{SILENT} on pairs: common practice counts such fans on seven pairs, and both presets "
        "do. They part here for another reason, "
        "switch 1: self-drawn, common-practice gives the seven pairs 自摸 (1), not 不求人 (4), so "
        "its seven-pairs reading makes 49 and the regular reading, 50, is taken.",
        takes=('七对, 全中, 不求人', 'the regular reading')),
    Ruling(
        "R13", "A tile whose four copies are in your own hand: is it still a wait when judging "
        "单钓将?", ("winning",),
        (("rule text, 单钓将", "a win on the pair's tile, and only when that is the only wait"),),
        "1111234m456p789p4m", {},
        (("1m still a wait: no 单钓将", 8), ("only tiles that exist: 单钓将", 9)),
        f"{SILENT}: common practice judges the shape, not the tiles left, so 1m still counts and "
        "the wait is not unique; both presets do. (mjlib.waits() leaves 1m out unless asked for "
        "formal waits.)",
        takes=('1m still a wait: no 单钓将', '1m still a wait: no 单钓将')),
    Ruling(
        "R14", "妙手回春 and 杠上开花 on the same tile", ("winning",),
        (("rule text, 妙手回春 and 杠上开花", "neither entry names the other"),),
        "[1111m1]345p678s234pNN", {"self_drawn": True, "about_kong": True, "wall_last": True},
        (("both", 19), ("杠上开花 only", 11)),
        f"{SILENT}: common practice counts both; both presets do.",
        takes=('both', 'both')),
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
        takes=("a contradiction, refused", "a contradiction, refused")),
    Ruling(
        "R16", "组合龙 with 平和: are the knitted thirds chows?", ("knitted", "chows"),
        (("rule text, 组合龙", "calls the knitted run a special kind of chow"),
         ("rule text, 平和", "four chows and a numbered pair")),
        "[345m3]258m1488s369p7s", {},
        (("平和 counted", 14), ("not counted", 12)),
        "hardly open: no text removes 平和 beside 组合龙, and the 组合龙 entry calls its thirds "
        "chows; both presets count 平和, as the reference calculator does.",
        takes=("平和 counted", "平和 counted")),
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
                      ("no wait fan: 6s finishes only the knitted straight",) * 2),)),
    Ruling(
        "R18", "Two readings of equal total: which one is shown?", ("chows", "pungs"),
        ((SILENT, "high-versus-low only says to take the higher total"),),
        "22233344m234p99p4m", {},
        (("一色三同顺 reading", 30), ("一色三节高 reading", 30)),
        "common practice prefers the reading with 一色三同顺 or 三同刻, and a regular reading over "
        "an equal 七对 reading; both presets do. The total is the same either way.",
        takes=('一色三同顺 reading', '一色三同顺 reading')),
    Ruling(
        "R19", "Where does the winning tile go when it fits two sets?", ("pungs", "winning"),
        ((SILENT, "a pung finished by a discard is melded (明刻), one finished in a chow is not"),),
        "11123m456p999sEE1m", {},
        (("in the chow: 111m stays concealed, 双暗刻", 8), ("in the pung: 111m melded", 6)),
        "common practice places it the player's way (in a chow before a pair before a pung); both "
        "presets do.",
        takes=('in the chow: 111m stays concealed, 双暗刻', 'in the chow: 111m stays concealed, 双暗刻')),
    Ruling(
        "R20", "Does 绿一色 remove 混一色?", ("suits",),
        (("rule text, 绿一色", "lists no fan it removes"),
         ("basics text, 绿一色", "removes 混一色")),
        "234234666sFFF8s8s", {},
        (("混一色 removed", 95), ("混一色 counted", 101)),
        "only the basics text says it; both presets follow it, since 绿一色 with 发 always holds a "
        "混一色.",
        takes=('混一色 removed', '混一色 removed')),
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
        takes=('not 九莲宝灯: 清一色', 'not 九莲宝灯: 清一色')),
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
        takes=('清一色, 门前清, every 幺九刻', '清一色, 门前清, one 幺九刻')),
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
        takes=("a copy in the winner's own claimed set is in sight: 和绝张",) * 2),
    Ruling(
        "R24", "At most one of 边张, 坎张 and 单钓将?", ("winning",),
        (("rule text, 边张", "counts 1233m won on 3m as 边张, though the 3m also makes the pair"),
         (SILENT, "no entry says that one wait fan excludes the others")),
        "[456p1][789s1][EEE1]1233m3m", {},
        (("one wait fan: 边张", 13), ("边张 and 单钓将", 14)),
        "both presets count one wait fan: the winning tile finishes one group of the reading, "
        "and the group decides the fan (a chow's edge before its middle before the pair, R19), "
        "as the reference calculator does. It is common practice, not a sentence of the texts.",
        takes=("one wait fan: 边张", "one wait fan: 边张")),
)

BY_KEY = {r.key: r for r in RULINGS}


def for_family(family: str) -> tuple[Ruling, ...]:
    """The open questions that touch one family of fans (an id of mjlib.FAMILIES)."""
    from .fans import FAMILIES, families_zh

    if family not in FAMILIES:
        raise HandError(f"unknown family {shown(family)}: use one of {', '.join(FAMILIES)}",
                        zh=f"没有 {shown_zh(family)} 这个系列：可用 {families_zh()}")
    return tuple(r for r in RULINGS if family in r.families)


def show(*keys: str, family: str | None = None) -> None:
    """Print the open questions asked for (by key, or all those of a family)."""
    if family is not None:
        chosen = for_family(family)
    else:
        unknown = [k for k in keys if k not in BY_KEY]
        if unknown:
            raise HandError(f"no open question {unknown[0]!r}: use R1-R{len(RULINGS)}",
                            zh=f"没有 {unknown[0]!r} 这个存疑问题：可用 R1-R{len(RULINGS)}")
        chosen = tuple(BY_KEY[k] for k in keys)
    print("\n\n".join(r.describe() for r in chosen))
