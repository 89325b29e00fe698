"""The course's glossary (术语表): the words of scoring, each with its Chinese as the rule text
writes it, the English the course uses, what it means in one line (in both languages), and the
other words players, books and tools use for the same thing, each with a note.

The terms fall into groups (:data:`GROUPS`): tiles and sets, winning, counting, the principles,
the open questions' words, the course's tools, and fans known under other names. The 81 fans
themselves are in the fan reference (lesson 13); only the fans that go by other names are here,
their English and what they need taken from :mod:`mjlib.fans` and :mod:`mjlib.course.requirements`, and the five principles
from :class:`mjlib.vocabulary.Principle`, so that the glossary says what the rest of the package
says.

>>> term("嵌张").zh, term("胡").zh, term("closed wait").zh
('坎张', '和牌', '坎张')
>>> len(GROUPS), len(TERMS) >= 60
(7, True)

:func:`lookup` says in the language mjlib writes (:func:`mjlib.use_language`) what a word is;
:func:`rows` gives the glossary as rows of text, and :func:`mjlib.render.glossary.show_glossary`
shows it as a table in a notebook.
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import HandError, is_one_of, shown, shown_zh
from ..fans import BY_ZH as FAN_BY_ZH
from .requirements import needs
from ..vocabulary import Principle, chinese


class Variant(NamedTuple):
    """Another word for a term (a variant writing, a nickname, a regional or an informal word),
    with a note saying where it is used or how it differs."""

    word: str
    note_en: str
    note_zh: str

    def note(self) -> str:
        return self.note_zh if chinese() else self.note_en


class Term(NamedTuple):
    """One term: ``zh`` the rule text's word, ``en`` the English the course uses, ``group`` a key
    of :data:`GROUPS`, what it means in one line in each language, and its variants."""

    zh: str
    en: str
    group: str
    means_en: str
    means_zh: str
    variants: tuple[Variant, ...] = ()

    def means(self) -> str:
        return self.means_zh if chinese() else self.means_en


# key -> (中文, English), in the order the glossary shows them
GROUPS: dict[str, tuple[str, str]] = {
    "tiles": ("牌与牌组", "tiles and sets"),
    "winning": ("和牌", "winning"),
    "counting": ("计番", "counting"),
    "principles": ("计番原则", "the principles"),
    "rulings": ("未决问题的用语", "the open questions' words"),
    "course": ("本课程的工具", "the course's tools"),
    "fans": ("番种的别称", "fans under other names"),
}


def _v(word: str, note_en: str, note_zh: str) -> Variant:
    return Variant(word, note_en, note_zh)


def _fan(zh: str, *variants: Variant) -> Term:
    """A fan known under other names: its English and what it needs as the package has them."""
    fan = FAN_BY_ZH[zh]
    en, zh_needs = needs(fan)
    return Term(zh, fan.en, "fans", en, zh_needs, variants)


def _principle(p: Principle, *variants: Variant) -> Term:
    return Term(p.zh, p.en, "principles", f"does not count {p.removes_en}",
                f"不计{p.removes_zh}", variants)


# the common note of the variants written with 胡 for 和
HU_EN, HU_ZH = "written with 胡, as many players and apps do", "把和写作胡的写法，许多玩家和软件这样写"

TERMS: tuple[Term, ...] = (
    # 牌与牌组 tiles and sets ----------------------------------------------------------------
    Term("序数牌", "numbered tiles", "tiles",
         "the tiles 1 to 9 of the three suits", "万、条、饼三种花色的1到9",
         (_v("数牌", "a shorter name; the course writes 序数牌", "简称；本课程写序数牌"),)),
    Term("花色", "suit", "tiles",
         "one of the three kinds of numbered tiles: 万, 条 or 饼", "序数牌的三种：万、条、饼"),
    Term("万", "characters (m)", "tiles",
         "the characters suit, written m in a hand string", "万子，牌串中写作 m"),
    Term("条", "bamboo (s)", "tiles",
         "the bamboo suit, written s in a hand string", "条子，牌串中写作 s",
         (_v("索", "the name in Cantonese and in Japanese mahjong (索子)",
             "粤语地区和日式麻将的叫法，也说索子"),)),
    Term("饼", "dots (p)", "tiles",
         "the dots suit, written p in a hand string", "饼子，牌串中写作 p",
         (_v("筒", "the name in many places and in Japanese mahjong (筒子); mjlib reads 789筒 too",
             "许多地方和日式麻将的叫法，也说筒子；mjlib 也读 789筒"),)),
    Term("字牌", "honors", "tiles",
         "the winds and the dragons", "风牌和箭牌"),
    Term("风牌", "winds", "tiles",
         "东, 南, 西, 北 (E S W N)", "东、南、西、北（E S W N）"),
    Term("箭牌", "dragons", "tiles",
         "中, 发, 白 (C F P)", "中、发、白（C F P）",
         (_v("三元牌", "a common name, after 大三元 and 小三元", "常见的叫法，得名于大三元、小三元"),)),
    Term("幺九牌", "terminals and honors", "tiles",
         "the 1s and 9s of the suits, and the honors", "序数牌的1、9和字牌",
         (_v("幺九", "the short form", "简称"),)),
    Term("花牌", "flowers", "tiles",
         "the eight flower tiles; each is 1 fan, one of the 81, and does not count toward the "
         "8-fan minimum", "八张花牌；每张计1番，是81个番种之一，不计在起和番内"),
    Term("牌组", "set", "tiles",
         "a chow, a pung or a kong", "顺子、刻子或杠",
         (_v("面子", "the word of Japanese mahjong", "日式麻将的说法"),)),
    Term("顺子", "chow", "tiles",
         "three numbered tiles of one suit in a row, such as 345万", "同一花色序数相连的三张，如345万"),
    Term("刻子", "pung", "tiles",
         "three identical tiles", "三张相同的牌",
         (_v("刻", "the short form, as in 箭刻 and 幺九刻", "简称，如箭刻、幺九刻"),)),
    Term("杠", "kong", "tiles",
         "four identical tiles, declared; where a fan asks for a pung, a kong counts too",
         "开杠的四张相同的牌；番种要求刻子之处，杠也算",
         (_v("杠子", "a longer form", "全称"),)),
    Term("将牌", "the pair", "tiles",
         "the pair of a hand of four sets and a pair", "四副牌组一对将中的那一对",
         (_v("将", "the short form", "简称"),
          _v("雀头", "the word of Japanese mahjong", "日式麻将的说法"))),
    Term("对子", "pair", "tiles",
         "two identical tiles; seven pairs is made of seven of them", "两张相同的牌；七对由七个对子组成"),
    Term("单张", "single tile", "tiles",
         "a tile alone, as in the knitted hands", "单独一张牌，如全不靠中的牌"),
    Term("明刻", "melded pung", "tiles",
         "a pung claimed from a discard, or finished by the discard the hand wins on",
         "碰出的刻子，或由点和的那张牌凑成的刻子"),
    Term("暗刻", "concealed pung", "tiles",
         "a pung made of tiles the player drew", "自己抓进的三张组成的刻子"),
    Term("明杠", "melded kong", "tiles",
         "a kong made with another player's discard, or by adding a drawn tile to a melded pung",
         "用别家打出的牌开的杠，或在明刻上加上自己抓进的第四张开的杠"),
    Term("暗杠", "concealed kong", "tiles",
         "a kong of four tiles the player drew", "自己抓进四张相同的牌开的杠"),
    Term("加杠", "added kong", "tiles",
         "a drawn tile added to a melded pung: it is a melded kong", "在碰出的刻子上加上自己抓进的"
         "第四张，计作明杠",
         (_v("补杠", "a common name", "常见的叫法"),)),
    Term("副露", "melds (claimed sets)", "tiles",
         "the sets claimed and laid open on the table: chows, pungs and melded kongs",
         "吃、碰、明杠后亮在桌面上的牌组",
         (_v("吃碰杠", "the course says it this way too", "本课程也这样说"),
          _v("鸣牌", "the word of Japanese mahjong for claiming", "日式麻将的说法，指吃碰杠"))),
    Term("立牌", "standing tiles", "tiles",
         "the tiles still held in the hand, not laid open", "仍在手中、没有亮出的牌",
         (_v("手牌", "mjlib's figures and report write 手牌 for the standing tiles; in speech it "
             "often means all the player's tiles", "mjlib 的图和报告中写作手牌；口语中手牌常指一家的"
             "全部牌"),)),
    Term("吃", "claiming a chow", "tiles",
         "taking the discard of the player on the left to make a chow", "拿上家打出的牌组成顺子"),
    Term("碰", "claiming a pung", "tiles",
         "taking any player's discard to make a pung", "拿别家打出的牌组成刻子"),
    Term("上家", "left", "tiles",
         "the player who plays before you, on your left", "在自己之前出牌的一家，坐在左手边"),
    Term("对家", "across", "tiles",
         "the player opposite you", "坐在对面的一家"),
    Term("下家", "right", "tiles",
         "the player who plays after you, on your right", "在自己之后出牌的一家，坐在右手边"),
    Term("门风", "seat wind", "tiles",
         "the wind of the player's own seat", "自己座位的风",
         (_v("自风", "the word of Japanese mahjong", "日式麻将的说法"),)),
    Term("圈风", "prevalent wind", "tiles",
         "the wind of the round", "本圈的风",
         (_v("场风", "the word of Japanese mahjong", "日式麻将的说法"),)),
    Term("牌墙", "the wall", "tiles",
         "the tiles not yet drawn", "还没有抓的牌",
         (_v("牌山", "the word of Japanese mahjong", "日式麻将的说法"),)),
    Term("牌池", "the discards", "tiles",
         "the tiles the players have discarded", "各家打出的牌",
         (_v("牌河", "the word of Japanese mahjong", "日式麻将的说法"),)),

    # 和牌 winning ----------------------------------------------------------------------------
    Term("和牌", "a win, to win", "winning",
         "completing a hand of one of the winning shapes, with at least 8 fans, flowers aside",
         "手牌组成规定的牌型，且不算花牌不少于8番",
         (_v("胡", "many players and apps write 和 so, both read hú; the rule text writes 和", "许多玩家和软件写作胡，读音相同，都读 hú；规则原文写和"),
          _v("胡牌", HU_EN, HU_ZH))),
    Term("和张", "winning tile", "winning",
         "the tile the hand wins on", "和牌时得到的那张牌"),
    Term("听牌", "waiting (a ready hand)", "winning",
         "being one tile from a win", "差一张牌就能和牌"),
    Term("听张", "wait", "winning",
         "a tile that would complete the hand", "能使手牌和牌的牌"),
    Term("独听", "unique wait", "winning",
         "waiting on one tile only, as 边张, 坎张 and 单钓将 need", "只听一张牌；边张、坎张、单钓将都要求独听"),
    Term("边张", "edge wait", "winning",
         "waiting only on the 3 of 12 or the 7 of 89", "只听12的3或89的7"),
    Term("坎张", "closed wait", "winning",
         "waiting only on the middle tile of a chow", "只听顺子中间的那张",
         (_v("嵌张", "what many tools and players print: the same fan", "许多软件和玩家写作嵌张，是同一个番种"),
          _v("卡张", "an informal name", "口语说法"))),
    Term("单钓将", "single wait", "winning",
         "waiting only on the tile that makes the pair", "只听作将的那一张",
         (_v("单钓", "the basics text's short form", "基本规则的简写"),
          _v("单吊", "the informal writing", "口语写法"))),
    Term("边坎钓", "the wait fans", "winning",
         "边张, 坎张 and 单钓将 together; at most one of them counts, as the entries' own "
         "examples show (R24)",
         "边张、坎张、单钓将的合称；至多计其中一个，条目本身的例子即如此（R24）"),
    Term("自摸", "self-drawn", "winning",
         "winning on a tile the player drew", "自己抓进和张和牌",
         (_v("自摸和", "the longer form", "全称"),)),
    Term("点和", "win on a discard", "winning",
         "winning on a tile another player discarded", "和别家打出的牌"),
    Term("点炮", "discarding the winning tile (the discarder pays)", "winning",
         "the other side of 点和: the player whose discard another player wins on; the basics "
         "text calls that player 点炮者, and in the settlement the discarder pays",
         "点和的另一方：打出的牌被别家和了；基本规则称这一方为点炮者，结算时由点炮者付分",
         (_v("放炮", "the informal word", "口语说法"),)),
    Term("基本牌型", "the regular shape", "winning",
         "four sets and a pair", "四副牌组一对将"),
    Term("特殊牌型", "the special shapes", "winning",
         "the winning shapes that are not four sets and a pair: 七对, 十三幺, 全不靠 (and 七星不靠)",
         "不是四副牌组一对将的和牌牌型：七对、十三幺、全不靠（及七星不靠）"),
    Term("补花", "replacing a flower", "winning",
         "laying a flower aside and drawing a tile in its place", "把花牌亮出，再补抓一张"),
    Term("杠后补牌", "the replacement tile", "winning",
         "the tile drawn after declaring a kong; winning on it is 杠上开花",
         "开杠后补抓的牌；以这张牌和牌计杠上开花"),
    Term("诈和", "a false win", "winning",
         "declaring a win that is not one", "宣布和牌而牌型或番数不成立",
         (_v("诈胡", HU_EN, HU_ZH),)),

    # 计番 counting ---------------------------------------------------------------------------
    Term("番种", "fan", "counting",
         "one of the 81 scoring patterns, such as 清一色; in speech 番 often names it too",
         "81种计番的牌型或和法之一，如清一色；口语中也常说番"),
    Term("番", "points", "counting",
         "what a fan is worth: 清一色 is 24番", "番种的分值：清一色24番",
         (_v("番数", "the number of points", "番的数目"),)),
    Term("系列", "family", "counting",
         "one of the nine groups of fans, such as 字牌系列 the honors", "番种的九个系列之一，如字牌系列"),
    Term("常见小番", "the everyday fans", "counting",
         "twelve small fans that many hands have (lesson 02b)", "许多手牌都有的十二个小番（第02b课）",
         (_v("常见番种", "the same; the course writes 常见小番", "同义；本课程写常见小番"),)),
    Term("计番", "scoring", "counting",
         "naming every fan a hand earns and adding their points", "数出手牌所有的番种并累加番数",
         (_v("算番", "a common word", "常见的说法"),)),
    Term("起和番", "the 8-fan minimum", "counting",
         "a win needs at least 8 fans, flowers aside", "和牌至少须有8番，花牌不算在内",
         (_v("八番起和", "the rule itself, in its own words", "规则的原话"),
          _v("起和线", "informal; the rule text writes 起和番", "口语说法；规则原文写起和番"),
          _v("够八番", "informal; the rule text writes 起和番", "口语说法；规则原文写起和番"),
          _v("起胡", HU_EN, HU_ZH))),
    Term("已达8番起和", "reaches the 8-fan minimum", "counting",
         "the total without flowers is 8 or more: the hand may win",
         "不算花牌的合计不少于8番，可以和牌"),
    Term("不足8番", "short of the 8-fan minimum", "counting",
         "the total without flowers is under 8: the hand is not a win",
         "不算花牌的合计不到8番，不能和牌"),
    Term("不计", "not counted, removes", "counting",
         "a fan left out because another fan or a principle rules it out",
         "因另一番种或某条原则而不再计的番种"),
    Term("加计", "added", "counting",
         "counted on top, as 不求人 for a self-drawn 连七对 in the rule text",
         "另外再计，如规则原文中连七对自摸加计不求人"),
    Term("合计", "total", "counting",
         "the points of all the counted fans added up", "所计番种的番数之和"),
    Term("拆法", "reading", "counting",
         "one way of grouping the hand's tiles into sets and a pair; the reading worth most counts",
         "把手牌分成牌组和将牌的一种方式；取番数最高的一种",
         (_v("拆分方式", "the same", "同义"),)),
    Term("主体番种", "the biggest fan", "counting",
         "the fan decided first: the biggest, with its 不计 list", "和牌后先确定的番种：最大的番种，连同它不计的番种",
         (_v("主番", "the checklist's short form (定主番)", "计番步骤中的简称，即定主番"),)),
    Term("本盘", "this deal", "counting",
         "one deal, from the first draw to the win, as the basics text says (一盘); the tiles one "
         "player holds are 这手牌, this hand (全局 is the whole match)",
         "一副牌从抓牌到和牌，基本规则称一盘；一家手中的牌称这手牌（全局指整场比赛）",
         (_v("本局", "the same; the course writes 本盘 for the deal and 这手牌 for the hand",
             "同义；本课程说本盘或这手牌"),)),
    Term("规则原文", "the rule text", "counting",
         "the illustrated list of the 81 fans, after the 2006 Mahjong Competition Rules; also the "
         "Chinese name of the green-book preset",
         "81个番种的图解，以2006年的《麻将竞赛规则》为准；也是 green-book 这套计法的中文名",
         (_v("绿皮书", "a nickname of the 2006 rules; the course does not use it",
             "2006年规则的俗称；本课程不用"),)),
    Term("基本规则", "the basics text", "counting",
         "the short guide to play and scoring that goes with the rule text", "与规则原文配套的打法和计番简介"),
    Term("通行计法", "common practice (the preset)", "counting",
         "the Chinese name of the common-practice preset, which agrees with the reference calculator",
         "common-practice 这套计法的中文名，与参照算番器一致"),
    Term("计法", "rule preset", "counting",
         "a set of scoring choices: 规则原文 or 通行计法", "一套计番的设定：规则原文或通行计法",
         (_v("规则设定", "another way to say it; the course writes 计法", "另一种说法；本课程写计法"),)),
    Term("国标麻将", "Chinese Official Mahjong (MCR)", "counting",
         "the game the rules of 1998 and 2006 describe", "1998年和2006年的规则所规定的麻将",
         (_v("国标", "the short form", "简称"),)),
    Term("不计关系图", "the family map", "counting",
         "the figure of which fan of a family removes which, and by which principle",
         "一个系列中哪个番种不计哪个、按哪条原则的图"),
    Term("例题", "worked example", "counting",
         "a hand the rule text scores under each principle", "规则原文在每条计番原则下计番的牌例"),

    # 计番原则 the principles -------------------------------------------------------------------
    Term("计番原则", "the counting principles", "principles",
         "the five principles that decide which fans are added together", "决定哪些番种可以累加的五条原则",
         (_v("基本计分原则", "the heading in the 1998 rules", "1998年规则中的标题"),)),
    _principle(Principle.NO_REPEAT, _v("不重复原则", "the longer form", "全称")),
    _principle(Principle.NO_SPLIT, _v("不拆移原则", "the longer form", "全称")),
    _principle(Principle.NON_IDENTICAL, _v("不得相同原则", "the longer form", "全称"),
               _v("不相同原则", "another writing", "另一种写法")),
    _principle(Principle.HIGH_VERSUS_LOW, _v("就高不就低原则", "the longer form", "全称")),
    _principle(Principle.COUNT_ONCE, _v("套算一次原则", "the longer form", "全称")),
    Term("组合", "combine", "principles",
         "putting sets together into a fan, as in 组合龙 and 已组合过; not a reading (拆法)",
         "几副牌合起来组成番种，如组合龙、已组合过；不是拆法"),
    Term("必然存在", "always comes with", "principles",
         "what no-repeat says: 清一色 always holds 无字", "不重复原则的说法：清一色必然存在无字"),

    # 未决问题的用语 the open questions' words ---------------------------------------------------
    Term("未决问题", "open question", "rulings",
         "a question the texts leave open, R1 to R27 (mjlib.course.rulings)",
         "规则没有定论的问题，R1到R27（mjlib.course.rulings）",
         (_v("存疑问题", "another way to say it; the course writes 未决问题", "另一种说法；本课程写未决问题"),
          _v("规则未定的问题", "the same, said longer; the course writes 未决问题", "同义；本课程写未决问题"))),
    Term("条目", "entry", "rulings",
         "what the rule text writes under one fan", "规则原文中一个番种的说明"),
    Term("规则未作规定", "the rules are silent", "rulings",
         "no text says how to score the case", "没有条文说明这种情形怎样计"),
    Term("通行做法", "common practice", "rulings",
         "what referees and scoring tools usually do", "裁判和计番软件通常的做法"),
    Term("参照算番器", "the reference calculator", "rulings",
         "the fan calculator of the 国标小助手 app (the Python package pymahjonggb), which "
         "common practice follows", "国标小助手的算番器（Python 包 pymahjonggb），通行计法以它为准",
         (_v("国标小助手", "the app the calculator belongs to", "这个算番器所属的软件"),
          _v("算番器", "any fan calculator", "泛指计番软件"))),
    Term("判法", "reading (of a question)", "rulings",
         "one way of answering an open question, with the total it gives", "对一个未决问题的一种处理，及其合计"),
    Term("裁定", "the choice", "rulings",
         "which reading each preset takes, and why", "两种计法各取哪种判法、为什么"),
    Term("类推", "by analogy", "rulings",
         "carrying an entry's rule over to a like case it does not name", "把一个条目的规定用到它没写到的相似情形"),
    Term("亮明", "in sight", "rulings",
         "lying in the discards or in a meld on the table, for all to see", "打在牌池里或副露在桌面上，人人看得见"),
    Term("绝张", "the last copy", "rulings",
         "the fourth tile of a kind after the other three are in sight; winning on it is 和绝张",
         "和牌池、桌面已亮明三张后的第四张；和这张牌计和绝张"),
    Term("不予计番", "refused", "rulings",
         "a win context mjlib refuses with an error, such as 海底捞月 with 抢杠和 (R15)",
         "mjlib 报错、不予计番的和牌情况，如海底捞月与抢杠和同时成立（R15）"),
    Term("区别", "switch", "rulings",
         "one of the six places where the two presets differ (mjlib.GREEN_BOOK.switches())",
         "两种计法不同的六处之一（mjlib.GREEN_BOOK.switches()）",
         (_v("开关", "the English says switch; the course writes 第1处区别 and so on",
             "英文作 switch；本课程写第1处区别等"),)),

    # 本课程的工具 the course's tools ------------------------------------------------------------
    Term("摆牌器", "the hand builder", "course",
         "the widget where you click tiles into a hand and see it scored",
         "点选牌张摆出一手牌、随即算番的工具",
         (_v("组牌器", "the same; the course writes 摆牌器", "同义；本课程写摆牌器"),
          _v("组牌工具", "the same; the course writes 摆牌器", "同义；本课程写摆牌器"))),
    Term("练习组件", "the exercise widget", "course",
         "the form an exercise is answered on: tick the fans, write the total, press 核对",
         "练习的答题表：勾选番种、写出合计、按核对",
         (_v("练习控件", "the same; the course writes 练习组件", "同义；本课程写练习组件"),
          _v("练习小部件", "the same; the course writes 练习组件", "同义；本课程写练习组件"))),
    Term("番种查找器", "the fan picker", "course",
         "the tool of the fan reference (13): pick a fan to see its entry, what it needs, what it "
         "does not count and a hand", "番种速查（第13课）的工具：选一个番种，看它的条目、条件、不计哪些番种和牌例"),
    Term("随堂练习", "the drill", "course",
         "ten hands dealt from a seed, the same for everyone who uses that seed",
         "按种子发出的十手牌，用同一个种子的人拿到的都一样",
         (_v("发牌练习", "the same; the course writes 随堂练习", "同义；本课程写随堂练习"),)),
    Term("算番图", "the result figure", "course",
         "the drawn result: the sets, each counted fan as a bar with its points, and what is not "
         "counted", "画出的计番结果：各副牌组、每个计入的番种（色条与番数）以及不计的番种",
         (_v("计分图", "计分 is the settlement's word; the course writes 算番图",
             "计分指结算；本课程写算番图"),
          _v("计分表", "the same; the course writes 算番图", "同义；本课程写算番图"))),
    Term("沙盒", "the sandbox", "course",
         "lesson 12: any hand you make, scored, with its waits and the two presets side by side",
         "第12课：自己摆出任意一手牌来算番，看听牌和两种计法的对照",
         (_v("自由练习", "the same; the course writes 沙盒", "同义；本课程写沙盒"),
          _v("练习台", "the same; the course writes 沙盒", "同义；本课程写沙盒"))),
    Term("实用须知", "In practice (a section)", "course",
         "the section of a lesson that says where the two presets differ, if they do",
         "每课讲两种计法在本系列有何不同（如果有）的一节",
         (_v("实战要点", "the same; the course writes 实用须知", "同义；本课程写实用须知"),)),

    # 番种的别称 fans under other names ---------------------------------------------------------
    _fan("九莲宝灯", _v("九宝莲灯", "a common variant writing", "常见的异写")),
    _fan("碰碰和", _v("对对和", "a common other name", "常见的别称"),
         _v("碰碰胡", HU_EN, HU_ZH), _v("对对胡", HU_EN, HU_ZH)),
    _fan("字一色", _v("全字", "another name", "别称")),
    _fan("十三幺", _v("国士无双", "the name in Japanese mahjong; the basics text gives it too",
                     "日式麻将的名称，基本规则也提到")),
    _fan("清龙", _v("一条龙", "an informal name", "口语说法")),
    _fan("门前清", _v("门清", "the short form", "简称")),
    _fan("无番和", _v("鸡和", "the Cantonese name", "粤语地区的叫法"), _v("鸡胡", HU_EN, HU_ZH)),
    _fan("老少副", _v("老少配", "a common variant writing", "常见的异写")),
    _fan("四杠", _v("十八罗汉", "a nickname the basics text gives: the hand has 18 tiles",
                   "基本规则提到的别称：和牌时共有18张牌")),
    _fan("断幺", _v("断幺九", "the longer form", "全称"),
         _v("断么", "a common misprint: 么 for 幺", "常见的错字：把幺写成么")),
    _fan("平和", _v("平胡", HU_EN, HU_ZH)),
    _fan("和绝张", _v("胡绝张", HU_EN, HU_ZH)),
    _fan("抢杠和", _v("抢杠胡", HU_EN, HU_ZH)),
    _fan("杠上开花", _v("岭上开花", "the name in Japanese mahjong", "日式麻将的名称")),
    _fan("七对", _v("七对子", "the name in Japanese mahjong and many apps", "日式麻将和许多软件的叫法")),
    _fan("混一色", _v("凑一色", "the Cantonese name", "粤语地区的叫法")),
    _fan("全求人", _v("全求", "the short form", "简称")),
)

BY_ZH: dict[str, Term] = {t.zh: t for t in TERMS}
VARIANTS: dict[str, Term] = {v.word: t for t in TERMS for v in t.variants}
BY_EN: dict[str, Term] = {t.en.lower(): t for t in TERMS}


def in_group(group: str) -> tuple[Term, ...]:
    """The terms of one group (a key of :data:`GROUPS`), in the glossary's order."""
    if not is_one_of(group, GROUPS):
        raise HandError(f"unknown glossary group {shown(group)}: use one of {', '.join(GROUPS)}",
                        zh=f"术语表没有 {shown_zh(group)} 这一组：可用 "
                           f"{'、'.join(f'{k}（{zh}）' for k, (zh, _) in GROUPS.items())}")
    return tuple(t for t in TERMS if t.group == group)


def term(word: str) -> Term:
    """The term ``word`` names: its Chinese, one of its variants, or its English."""
    if isinstance(word, str):
        found = BY_ZH.get(word) or VARIANTS.get(word) or BY_EN.get(word.strip().lower())
        if found is not None:
            return found
    raise HandError(f"{shown(word)} is not in the glossary", zh=f"术语表中没有 {shown_zh(word)}")


def variant(word: str) -> Variant | None:
    """The variant ``word`` is, or None when it is a term's own word."""
    t = term(word)
    return next((v for v in t.variants if v.word == word), None)


def meant_fan(word: object):
    """The fan another name stands for (嵌张 → 坎张, 对对和 → 碰碰和), so that a message can ask
    "did you mean"; None for anything else. Nothing is read in its place: the caller still
    refuses the word."""
    t = VARIANTS.get(word) if isinstance(word, str) else None
    return FAN_BY_ZH.get(t.zh) if t is not None else None


def lookup(word: str) -> str:
    """One line saying what ``word`` is, in the language mjlib writes: a variant is sent to its
    term, with its note."""
    t, v = term(word), variant(word)
    if chinese():
        head = f"{v.word} → {t.zh}（{v.note_zh}）" if v else t.zh
        return f"{head}：{t.means_zh}"
    head = f"{v.word} → {t.zh} {t.en} ({v.note_en})" if v else f"{t.zh} {t.en}"
    return f"{head}: {t.means_en}"


class Row(NamedTuple):
    """A row of the glossary as shown: the group's name, the term, its English, what it means,
    and its variants with their notes, in the language mjlib writes."""

    group: str
    zh: str
    en: str
    means: str
    variants: str


def rows(group: str | None = None) -> list[Row]:
    """The glossary's rows (one group, or all of them in order), in the language mjlib writes."""
    chosen = in_group(group) if group is not None else TERMS
    out = []
    for t in chosen:
        zh_name, en_name = GROUPS[t.group]
        sep = "；" if chinese() else "; "
        said = sep.join(f"{v.word}（{v.note_zh}）" if chinese() else f"{v.word} ({v.note_en})"
                        for v in t.variants)
        out.append(Row(zh_name if chinese() else en_name, t.zh, t.en, t.means(), said))
    return out


# the table's headings: (中文, English)
HEADINGS = {"zh": ("术语", "Chinese"), "en": ("英文", "English"), "means": ("释义", "meaning"),
            "variants": ("别称与异写", "other words")}

__all__ = ["Term", "Variant", "GROUPS", "TERMS", "BY_ZH", "VARIANTS", "term", "variant", "lookup",
           "meant_fan", "in_group", "rows", "Row", "HEADINGS"]
