# %% [markdown]
# # Score knitted hands: 十三幺, 七星不靠, 全不靠 and 组合龙
#
# Most winning hands are four sets and a pair. The knitted family (不靠系列) is where that stops
# being true: hands of single tiles that "do not lean on each other" (不靠), and one special
# run, the knitted straight, that jumps three ranks at a time across three suits.
#
# **What you'll do**
#
# - draw the three knitted patterns 147 · 258 · 369 and build hands from them;
# - score the four knitted fans, 十三幺 Thirteen Orphans (88), 七星不靠 Greater Honors and
#   Knitted Tiles (24), 全不靠 Lesser Honors and Knitted Tiles (12) and 组合龙 Knitted Straight
#   (12), and see what each one removes and which text says so;
# - list what a knitted hand waits on with `mjlib.waits`, and score every winning tile;
# - read the family's open questions, and compare the two rule presets on self-drawn hands;
# - score six hands yourself, then drill the family on dealt hands.
#
# **What you'll learn**
#
# - which tiles may stand in a knitted hand, and why 147m 147s is not knitted;
# - why a 七星不靠 is not also scored as 全不靠, and why a 全不靠 may also count 组合龙;
# - that 组合龙 sits inside an ordinary hand of four sets and a pair, and what that brings:
#   平和, which no text removes beside it, and wait fans, on which the texts are silent and
#   practice differs;
# - where the rule text and common practice part ways (self-drawn 十三幺, 七星不靠, 全不靠).
#
# **What you'll need**
#
# - The tiles, the notation and the 8-fan minimum (`01-read-tiles-and-hands.ipynb`).
# - The five counting principles, above all no-repeat 不重复 (`02-apply-the-counting-principles.ipynb`).
#
# Every hand is won on a discard, East seat and East round, unless said. Each rule below names
# its source: *the rule text* (its entry for the fan, with the fans it does not count, 不计),
# *the basics text*, or, where the rules are silent, common practice (the reference calculator).

# %% [markdown] lang="zh" twin="de9fdd55"
# # 不靠系列：十三幺、七星不靠、全不靠与组合龙
#
# 大多数和牌都是四副牌组加一对将，不靠系列却不是这样：有的和牌全由互不相靠的单张组成；还有一种特殊的顺子——组合龙，由三种花色的147、258、369组成，每组的序数依次相差3。
#
# **本课内容**
#
# - 画出不靠的三组序数147 · 258 · 369，并用它们组成和牌；
# - 计算本系列的四个番种：十三幺（88番）、七星不靠（24番）、全不靠（12番）和组合龙（12番），看清每个番种使哪些番种不计，又是哪一份规则这样规定的；
# - 用 `mjlib.waits` 列出不靠牌型听哪些牌，并为每一张和张计番；
# - 阅读本系列的未决问题，并在自摸的牌上比较两种计法；
# - 自己计算六手牌，再用随堂练习巩固本系列。
#
# **学习目标**
#
# - 哪些牌可以出现在不靠牌型中，为什么147万加147条不算不靠；
# - 为什么七星不靠不再计全不靠，而全不靠却可以同时计组合龙；
# - 组合龙位于一手四副牌组加一对将的普通和牌之中，由此带来两个问题：一是平和，没有任何规则文本说组合龙不计平和；二是听牌番种，规则文本对此没有规定，各地做法不一；
# - 规则原文与通行计法在哪里不同（自摸的十三幺、七星不靠、全不靠）。
#
# **准备**
#
# - 认牌、记牌法与8番起和（`01-read-tiles-and-hands.ipynb`）。
# - 五条计番原则，尤其是不重复原则（`02-apply-the-counting-principles.ipynb`）。
#
# 除非另有说明，每手牌都是点和，门风东、圈风东。下面每一条规则都注明出处：**规则原文**（该番种的条目，连同条目所列的不计番种）、**基本规则**，或者在规则没有规定时注明通行做法（以参照算番器为准）。

# %% tags=["setup"]
LESSON = "09-score-knitted-hands"
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.fans import BY_ID
from mjlib.render import draw_family_map, draw_hand, draw_result
from mjlib.exclusions import family_rows
from mjlib import compare_presets
from mjlib.vocabulary import pick
from mjlib.widgets import Drill, Exercise, HandBuilder

# %% [markdown]
# ## The knitted patterns 147 · 258 · 369
#
# A *knitted* (不靠) group of numbers takes every third rank: 1-4-7, 2-5-8 or 3-6-9. A knitted
# hand uses all three patterns, **each in a different suit**. Below: 147 in characters (万),
# 258 in bamboos (条), 369 in dots (饼), then five honours.

# %% [markdown] lang="zh" twin="5015172a"
# ## 不靠的三组序数：147 · 258 · 369
#
# 不靠的一组序数依次相差3：1-4-7、2-5-8 或 3-6-9。不靠的和牌三组都要用到，**而且各占一种花色**。下图依次是万子147、条子258、饼子369，再加五张字牌。

# %%
draw_hand("147m258s369pSWNCF")

# %% [markdown]
# Which suit takes which pattern is free (six ways), but the rule text's entries for 全不靠 and
# 组合龙 say the patterns may not be shifted or mixed (不能错位): no 147 in two suits, no 148 or
# 259. The hand below has 14 tiles and every one is single, yet 14万 and 147条 share a pattern,
# so it is not a winning hand at all; `mjlib` says so.

# %% [markdown] lang="zh" twin="2f516e44"
# 哪种花色配哪一组可以随意（共六种搭配），但规则原文的全不靠、组合龙条目都写明序数牌“不能错位”：不能有两种花色都取147，也不能出现148、259这样的组合。下面这手牌共14张，张张都是单张，可是14万和147条用的是同一组序数，所以它根本不是和牌；`mjlib` 也是这样报告的。

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("14m147s25pESWNCFP")
except mjlib.NotWinningError as e:
    print(e)

# %% [markdown]
# The four fans are four different shapes. 七星不靠 and 全不靠 are fourteen single tiles,
# knitted numbers and honours. 十三幺 is thirteen different terminals and honours and one of
# them a second time as the pair. 组合龙 is not a whole-hand shape: its nine knitted numbers
# count as one long "special chow" inside an otherwise ordinary hand of sets and a pair.

# %% [markdown] lang="zh" twin="04e5eb81"
# 这四个番种是四种不同的牌型。七星不靠和全不靠都是十四张单张，由不靠的序数牌和字牌组成。十三幺是1、9序数牌和字牌十三种各一张，再加其中一种的第二张作将。组合龙则不是整手牌的牌型：它的九张不靠序数牌合起来算作一副长长的“特殊顺子”，手牌的其余部分照常是牌组和将。

# %% [markdown]
# ## 十三幺 Thirteen Orphans (88)
#
# The rule text's entry: one of each terminal (1 and 9 of all three suits), one of each of the
# seven honours, and a second copy of any of them as the pair. It lists 五门齐 All Types, 门前清
# Concealed Hand, 单钓将 Single Wait and 混幺九 All Terminals and Honors as not counted (no-repeat,
# 不重复, by the course's classification: the entry names no principle). Its tiles are all
# terminals and honours, they hold all five kinds, and they make no set that could be claimed.
# Holding all thirteen before the win, this hand waited on every one of them, so no wait fan
# arose to strike out.

# %% [markdown] lang="zh" twin="f6bf1174"
# ## 十三幺（88番）
#
# 规则原文的条目：三种花色的1、9各一张，七种字牌各一张，再加其中任意一张作将。条目列出不计五门齐、门前清、单钓将和混幺九（条目本身没有写明原则，本课程把它们归入不重复原则）。十三幺的牌全是1、9和字牌，五类牌齐全，也组不成任何可以吃碰的牌组。这手牌和牌前十三种牌各有一张，这十三种中的哪一张都能和，所以不产生任何听牌番种，也就没有需要划去的。

# %%
r = mjlib.score("19m19s19pESWNCFPN")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=88, counted={"十三幺": 88}, only=True,
       not_counted={"五门齐": ("不重复", "十三幺"), "门前清": ("不重复", "十三幺"),
                    "混幺九": ("不重复", "十三幺")}, absent=["单钓将"])
assert len(mjlib.waits("19m19s19pESWNCFP")) == 13

# %% [markdown]
# With the pair already in hand and one orphan missing, the hand waits on that one tile alone:
# 19万 19条 19饼 东东 南西北中发 waits on 白 only. It is still 十三幺 and still 88; the missing
# tile does not make the pair, so 单钓将 does not arise either.

# %% [markdown] lang="zh" twin="2698c87d"
# 如果将已经在手，缺的是另外一种，这手牌就只听缺的那一张：19万 19条 19饼 东东 南西北中发，只听白。它仍是十三幺，仍是88番；缺的那张并不成将，所以也不产生单钓将。

# %% tags=["check"]
assert [str(t) for t in mjlib.waits("19m19s19pEESWNCF")] == ["P"]
expect(mjlib.score("19m19s19pEESWNCFP"), total=88, counted={"十三幺": 88}, only=True,
       absent=["单钓将"])

# %% [markdown]
# ## 七星不靠 Greater Honors and Knitted Tiles (24)
#
# The rule text's entry: all seven honours, one of each ("seven stars"), plus seven numbered
# tiles from one knitted arrangement of 147 / 258 / 369. Fourteen single tiles, no pair. The
# entry lists 五门齐 and 门前清 as not counted, for the reasons given under 十三幺. This 七星不靠 is also a
# 全不靠 (fourteen singles, knitted numbers and honours): the entry does not list 全不靠, and mjlib
# removes it by no-repeat all the same (not listed by the rules: it follows). The reading line
# of the printed result names the shape 全不靠或七星不靠: mjlib reads both fans off one shape,
# fourteen knitted singles.

# %% [markdown] lang="zh" twin="e6973b2d"
# ## 七星不靠（24番）
#
# 规则原文的条目：东南西北中发白七种字牌各一张（“七星”），再加同一种147 / 258 / 369搭配中的七张序数牌。共十四张单张，没有将。条目列出不计五门齐和门前清，理由与十三幺相同。这手七星不靠同时也是全不靠（十四张单张，由不靠的序数牌和字牌组成）：条目没有列出全不靠，`mjlib` 照样按不重复原则不计（规则未列，可推知）。打印结果中拆法一行写的牌型是“全不靠或七星不靠”：`mjlib` 从同一个牌型——十四张不靠的单张——读出这两个番种。

# %%
r = mjlib.score("69m258s1pESWNCFP3m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=24, counted={"七星不靠": 24}, only=True,
       not_counted={"全不靠": ("不重复", "七星不靠"), "五门齐": ("不重复", "七星不靠"),
                    "门前清": ("不重复", "七星不靠")})
assert "全不靠或七星不靠" in str(r)

# %% [markdown]
# With seven honours fixed, the hand holds seven of the nine knitted numbers and waits on any of
# the ones still missing. Before the winning 3万 this hand waited on three tiles, 3万, 4饼 and
# 7饼. The trip-up: 七星不靠 needs **all seven** honours; six honours and eight knitted numbers
# is the smaller 全不靠.

# %% [markdown] lang="zh" twin="76d49e9f"
# 七种字牌既已固定，手中有九张不靠序数牌中的七张，缺的哪一张都能和。这手牌在和3万之前听三张：3万、4饼和7饼。易错点：七星不靠要求**七种字牌齐全**；六种字牌加八张序数牌，是较小的全不靠。

# %% tags=["check"]
assert [str(t) for t in mjlib.waits("69m258s1pESWNCFP")] == ["3m", "4p", "7p"]

# %% [markdown]
# ## 全不靠 Lesser Honors and Knitted Tiles (12)
#
# The rule text's entry: fourteen single tiles, knitted numbers from one 147 / 258 / 369
# arrangement and honours, in any mix that makes fourteen. With all seven honours it is
# 七星不靠 as well, which removes it. The entry lists 五门齐 and 门前清 as not counted: every
# 全不靠 holds all three suits, winds and dragons, and none of it can be claimed.

# %% [markdown] lang="zh" twin="2e2ecd07"
# ## 全不靠（12番）
#
# 规则原文的条目：十四张单张，由同一种147 / 258 / 369搭配中的序数牌和字牌组成，两者各多少张都可以，凑满十四张即可。七种字牌齐全时，它同时是七星不靠，由七星不靠使它不计。条目列出不计五门齐和门前清：每一手全不靠都有三种花色、风牌和箭牌，其中也没有一张牌能吃碰。

# %%
r = mjlib.score("147m258s36pESWNCF")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=12, counted={"全不靠": 12}, only=True,
       not_counted={"五门齐": ("不重复", "全不靠"), "门前清": ("不重复", "全不靠")})

# %% [markdown]
# What did it wait on? `mjlib.waits` lists the tiles; scoring the hand with each of them shows
# that the waits are not worth the same.

# %% [markdown] lang="zh" twin="8c08f756"
# 它和牌前听哪些牌？`mjlib.waits` 列出这些牌；再逐一用它们和牌计番，就能看出这几张和张的番数并不一样。

# %%
# NBVAL_CHECK_OUTPUT
waiting = "147m258s36pESWNC"
for t in mjlib.waits(waiting):
    r = mjlib.score(waiting + str(t))
    print(f"{t}:  {r.total:>2}  " + ", ".join(str(c) for c in r.fans))

# %% [markdown]
# 发 (F) or 白 (P) make six honours and eight numbers: a plain 全不靠 (12). The 9饼 fills the
# last gap in 147万 258条 369饼: the hand now holds all nine knitted numbers, a 组合龙 as well.
# The rule text's entry for 全不靠 does not remove 组合龙, and both presets count the two
# together, 24, as the reference calculator does. R7 below lists the question because learners
# ask it; it is hardly open, since no text removes 组合龙 there.

# %% [markdown] lang="zh" twin="431b65c9"
# 和发（F）或白（P），是六种字牌加八张序数牌：普通的全不靠（12番）。和9饼则补上了147万 258条 369饼的最后一个空缺：手中九张不靠序数牌齐全，又成了组合龙。规则原文的全不靠条目没有不计组合龙，两种计法都把二者一并计入，共24番，参照算番器也是如此。下文的 R7 列出这个问题，是因为初学者常常问到；其实它算不上悬而未决，因为没有任何规则文本在这里不计组合龙。

# %% tags=["check"]
expect(mjlib.score("147m258s369pESWNC"), total=24, counted={"全不靠": 12, "组合龙": 12}, only=True)

# %% [markdown]
# ## 组合龙 Knitted Straight (12)
#
# The rule text's entry: the nine knitted numbers 147 · 258 · 369, each pattern in a different
# suit, which it calls a special chow (特殊顺子). In a hand it plays the part of three sets, so
# the rest of the hand is one more set and a pair. It lists no fan as not counted. Here 147条 ·
# 258饼 · 369万, then 123万 and 33条.

# %% [markdown] lang="zh" twin="aa2f407a"
# ## 组合龙（12番）
#
# 规则原文的条目：三种花色的147、258、369不能错位的九张序数牌，条目称之为特殊顺子。在一手牌中它相当于三副牌组，所以其余部分是一副牌组加一对将。条目没有列出不计的番种。本例是147条 · 258饼 · 369万，再加123万和33条。

# %%
r = mjlib.score("13347s12369m258p3m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=17, counted={"组合龙": 12, "门前清": 2, "平和": 2, "边张": 1}, only=True,
       not_counted={"无字": ("不重复", "平和")})
assert [str(t) for t in mjlib.waits("13347s12369m258p")] == ["3m"]
assert [str(t) for t in mjlib.waits("245568m39s147pWW")] == ["6s"]
for rules in ("green-book", "common-practice"):
    expect(mjlib.score("13347s12369m258p3m", rules=rules), total=17, counted=["边张"])
    expect(mjlib.score("245568m39s147pWW6s", rules=rules), total=14,
           counted={"组合龙": 12, "门前清": 2}, only=True, absent=["边张", "坎张", "单钓将"])
assert mjlib.course.rulings.BY_KEY["R16"].choice.startswith("hardly open")

# %% [markdown]
# The figure reads the hand as the three knitted thirds, the chow 123万 and the pair 33条.
# Three fans come with the ordinary part of the hand:
#
# - 门前清 Concealed Hand: nothing was claimed and the hand was won on a discard;
# - 平和 All Chows: the rule text's entry for 组合龙 calls the knitted thirds a special chow, and
#   no text removes 平和 beside it. Both presets count it, as the reference calculator does
#   (R16 below: hardly open);
# - 边张 Edge Wait: 3万 was the only tile the whole hand waited on, and it can be read two ways:
#   as the 3 of 369万 (the 3万 already held then goes into 123万), or as the tile that finishes
#   12万 into 123万, an edge wait. Whether a wait fan counts beside 组合龙 is open question R17:
#   the rules are silent, and practice differs. Both presets count the wait fan when, as here,
#   the winning tile can also be read as finishing the set or pair beside the knitted straight
#   and the hand waited on that tile alone.
#
# The only struck-out fan, 无字, is removed by 平和 (its entry lists it).
#
# A unique wait alone is not enough. 258万 369条 147饼 with 456万 and 西西, before the win
# 245568万 39条 147饼 西西, waited on 6条 alone, and 6条 can only be the 6 of 369条: it finishes
# no set or pair beside the knitted straight. Both presets score 组合龙 12 and 门前清 2, 14, with
# no wait fan.

# %% [markdown] lang="zh" twin="a213897f"
# 图中把这手牌拆成三组不靠的序数、顺子123万和将33条。普通的部分带来三个番种：
#
# - 门前清：没有吃碰，和的是别家打出的牌；
# - 平和：规则原文的组合龙条目称这三组为特殊顺子，也没有任何规则文本说组合龙不计平和。两种计法都计平和，参照算番器也是如此（见下文 R16：几乎没有争议）；
# - 边张：整手牌只听3万一张，而这张3万可以有两种读法：或者是369万中的3（这时手里原有的3万归入123万），或者是把12万补成123万的那一张，即边张。有组合龙时能否再计听牌番种，是未决问题 R17：规则没有规定，各地做法不一。和张也能读作补成组合龙之外的牌组或将、而且整手牌只听这一张时，两种计法都计听牌番种，本例正是这样。
#
# 唯一不计的番种是无字，因平和而不计（平和的条目列明）。
#
# 只听一张还不够。258万 369条 147饼加456万和西西，和牌前是245568万 39条 147饼 西西，只听6条，而6条只能是369条中的6：它补不成组合龙之外的任何牌组或将。两种计法都计组合龙12番、门前清2番，共14番，不计听牌番种。

# %% [markdown]
# ### A wait fan when the winning tile finishes the knitted body
#
# The winning tile can fill a gap in the knitted body itself. 147万 258条 36饼 99饼 东东东 waited
# on 9饼 alone. The winning 9饼 fills the gap in 369饼, and it can also be read as the second tile
# of the pair 99饼 (the 9饼 already held then fills 369饼). That is the case of R17: both presets
# count the wait fan, here 单钓将 Single Wait, and the printed reading marks the pair as the
# group the winning tile finished.

# %% [markdown] lang="zh" twin="15739d3b"
# ### 和张补在组合龙上时的听牌番种
#
# 和张也可能补的是组合龙本身的空缺。147万 258条 36饼 99饼 东东东只听9饼。和进的9饼补上369饼的空缺，也可以读作将99饼的第二张（这时手里原有的9饼去补369饼）。这正是 R17 讨论的情形：两种计法都计听牌番种，这里是单钓将；打印结果的拆法一行标出了将，表明和张补成的是这一组。

# %%
r = mjlib.score("147m258s36p99pEEE9p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
assert [str(t) for t in mjlib.waits("147m258s36p99pEEE")] == ["9p"]
expect(r, total=19, counted={"组合龙": 12, "圈风刻": 2, "门风刻": 2, "门前清": 2, "单钓将": 1},
       only=True)

# %% [markdown]
# Swap one 东 for the missing 9饼 and the wait doubles: 147万 258条 369饼 99饼 东东 waits on 9饼
# (999饼 and the pair 东东) or on 东 (东东东 and the pair 99饼). No wait fan then.
#
# **Two trip-ups.** One suit is not knitted: 147万 258万 369万 is simply 123456789万, a 清龙 Pure
# Straight (16), since 组合龙 needs three suits. And the fourth set may be claimed: the knitted
# body must stand in the hand, but a melded chow or pung beside it is fine. Then 门前清 is gone.

# %% [markdown] lang="zh" twin="497ee05c"
# 把一张东换成缺的9饼，听张就变成两种：147万 258条 369饼 99饼 东东听9饼（成999饼，东东作将）或东（成东东东，99饼作将）。这时不计听牌番种。
#
# **两个易错点。**一种花色不成不靠：147万 258万 369万不过是123456789万，即清龙（16番），因为组合龙需要三种花色。第四副牌组可以吃碰：组合龙本身必须是立牌，旁边的那副顺子或刻子吃碰来的也无妨，只是这样就没有门前清了。

# %% tags=["check"]
assert [str(t) for t in mjlib.waits("147m258s369p99pEE")] == ["9p", "E"]
expect(mjlib.score("147m258s369p99pEEE"), total=18, absent=["单钓将", "边张", "坎张"])
expect(mjlib.score("147m258m369m12sEE3s"), counted={"清龙": 16}, absent=["组合龙"])
expect(mjlib.score("[345m3]258m1477s369p7s"), total=15,
       counted={"组合龙": 12, "平和": 2, "单钓将": 1}, only=True)

# %% [markdown]
# ## The family's map (不计关系图)
#
# Each arrow X → Y reads "when X is counted, Y is not". Its colour names the principle: every
# arrow here is no-repeat (不重复), the course's classification. It is solid where the rule text
# lists the row, dashed where no text lists it and it follows from the counted fan's own
# condition. Hatched boxes are fans of other families. Read it from the top:
#
# - 十三幺 removes 混幺九, 五门齐, 门前清 and 单钓将: its entry's own list;
# - 七星不靠 removes 全不靠 (dashed: implied, not listed), 五门齐 and 门前清;
# - 全不靠 removes 五门齐 and 门前清;
# - 组合龙 has no arrow at all: it removes nothing, and nothing in the family removes it.

# %% [markdown] lang="zh" twin="d4cac3bf"
# ## 本系列的不计关系图
#
# 每个箭头 X → Y 读作“计X时不计Y”。箭头的颜色表示原则：这里每个箭头都是不重复原则（本课程的归类）。规则原文列明的画实线；没有任何规则文本列出、而是由所计番种本身的条件推知的画虚线。带斜线阴影的方框是其他系列的番种。从上往下读：
#
# - 十三幺不计混幺九、五门齐、门前清和单钓将：正是它条目中所列；
# - 七星不靠不计全不靠（虚线：规则未列，可推知）、五门齐和门前清；
# - 全不靠不计五门齐和门前清；
# - 组合龙没有箭头：它不使任何番种不计，本系列也没有番种使它不计。

# %%
draw_family_map("knitted")

# %% tags=["check"]
arrows = {(BY_ID[r.by].zh, BY_ID[r.removes].zh): r.source for r in family_rows("knitted")}
assert {b for a, b in arrows if a == "十三幺"} == {"混幺九", "五门齐", "门前清", "单钓将"}
assert {b for a, b in arrows if a == "七星不靠"} == {"全不靠", "五门齐", "门前清"}
assert arrows[("七星不靠", "全不靠")] != "seed"
assert {b for a, b in arrows if a == "全不靠"} == {"五门齐", "门前清"}
assert not any("组合龙" in pair for pair in arrows)
assert {r.principle.zh for r in family_rows("knitted")} == {"不重复"}

# %% [markdown]
# ## Try it
#
# The builder starts on the 全不靠 hand (12). **Task:** change one tile so that the hand becomes
# a 七星不靠, and predict the total and what is struck out.

# %% [markdown] lang="zh" twin="38ee7e75"
# ## 试一试
#
# 摆牌器开始时是那手全不靠（12番）。**任务：**只改一张牌，把它变成七星不靠，并预测合计番数和不计的番种。

# %%
HandBuilder(
    hand="147m258s36pESWNCF",
    examples={
        "全不靠": "147m258s36pESWNCF",
        "十三幺": "19m19s19pESWNCFPN",
        "七星不靠": "69m258s1pESWNCFP3m",
        "组合龙 + 平和 + 边张": "13347s12369m258p3m",
        pick("组合龙, 单钓将 on a body tile", "组合龙＋单钓将（和张在组合龙内）"): "147m258s36p99pEEE9p",
    },
    rules="green-book",
)

# %% tags=["check"]
# one answer: 3饼 becomes 白, the seventh honour. 七星不靠 24 removes 全不靠, 五门齐, 门前清.
expect(mjlib.score("147m258s6pESWNCFP"), total=24, counted={"七星不靠": 24}, only=True,
       not_counted={"全不靠": ("不重复", "七星不靠")})

# %% [markdown]
# ## Open questions
#
# The rulings list three questions for this family. Two are hardly open: does 组合龙 count
# inside a 全不靠 (R7), and are its knitted thirds chows for 平和 (R16)? No text removes either
# fan, and both presets count both. One is open: may a wait fan count when the winning tile is
# one of the nine knitted tiles (R17)? Each comes with its sources, the totals each reading
# gives, and what the presets compute (computed now):

# %% [markdown] lang="zh" twin="01ab8384"
# ## 未决问题
#
# `mjlib.course.rulings` 为本系列列出三个问题。其中两个几乎没有争议：全不靠中的组合龙计不计（R7）？组合龙的三组算不算平和所要求的顺子（R16）？没有任何规则文本使这两个番种不计，两种计法也都计入。真正悬而未决的只有一个：和张是九张不靠序数牌之一时，能否计听牌番种（R17）？每个问题都附有出处、各种判法得出的合计，以及两种计法在运行时算出的结果：

# %%
# NBVAL_CHECK_OUTPUT
mjlib.course.rulings.show(family="knitted")

# %% [markdown]
# ## In practice
#
# The rule text's entries for 十三幺, 七星不靠 and 全不靠 say that a self-drawn win adds 不求人 Fully
# Concealed Hand. The reference calculator gives only 自摸 Self-Drawn (1) instead; this is one
# of the six preset switches. So a self-drawn 十三幺 is worth 92 under the green book and 89
# under common practice, and the same 3 separate a self-drawn 全不靠 (16 and 13). 组合龙 is not on
# that list: it is an ordinary four-sets-and-a-pair hand, so a self-drawn concealed 组合龙 earns
# 不求人 under both presets.

# %% [markdown] lang="zh" twin="07c2327b"
# ## 实用须知：两种计法的分歧
#
# 规则原文的十三幺、七星不靠和全不靠条目都写明：自摸加计不求人。参照算番器则只计自摸（1番）；这是两种计法的六处区别之一。所以自摸的十三幺按规则原文计92番，按通行计法计89番；自摸的全不靠同样相差3番（16番和13番）。组合龙不在此列：它是普通的四副牌组加一对将，所以门前清自摸的组合龙在两种计法下都计不求人。

# %%
# NBVAL_CHECK_OUTPUT
for hand in ("19m19s19pESWNCFPN", "147m258s36pESWNCF", "13347s12369m258p3m"):
    print(compare_presets(hand, self_drawn=True), end="\n\n")

# %% tags=["check"]
for hand, green, common in (("19m19s19pESWNCFPN", 92, 89), ("147m258s36pESWNCF", 16, 13)):
    assert mjlib.score(hand, self_drawn=True).total == green
    assert mjlib.score(hand, self_drawn=True, rules="common-practice").total == common
for rules in ("green-book", "common-practice"):
    expect(mjlib.score("13347s12369m258p3m", self_drawn=True, rules=rules), counted=["不求人"])

# %% [markdown]
# ## On your own
#
# Six hands, East seat and East round, each won on a discard unless the line under the hand
# says otherwise. Every exercise shows the same answer form: all the fans, the everyday fans
# first, then each family, this family and the earlier ones open. Tick each fan that counts;
# where asked, type the total. Then **Check**: the feedback names the checklist step of each
# mistake and says what breaks a wrong tick in this hand. The answer shows after a second wrong
# try, or on **Show answer**. The green-book rules apply.

# %% [markdown] lang="zh" twin="58408af0"
# ## 练习
#
# 六手牌，门风东、圈风东，除非牌下面一行另有说明，都是点和。每道练习的答题表都一样：列出全部番种，常见小番在前，然后按系列排列，本系列和前面学过的系列是展开的。勾选每个应计的番种；题目要求时写出合计。然后按**核对**：反馈会指出每处错误出在算番步骤的哪一步，并说明在这手牌中勾错的番种为什么不成立。第二次答错后，或者按**看答案**，就会显示答案。按规则原文计番。

# %% tags=["exercise"]
Exercise("25m36s14pESWNCFP9s", lesson=LESSON)

# %% tags=["check"]
# 1. Seven honours and 258万 369条 147饼: 七星不靠 24. Its entry takes 五门齐 and 门前清; 全不靠
# goes too (not listed: it follows). 24.
expect(mjlib.score("25m36s14pESWNCFP9s"), total=24, counted={"七星不靠": 24}, only=True,
       not_counted={"全不靠": ("不重复", "七星不靠"), "五门齐": ("不重复", "七星不靠"),
                    "门前清": ("不重复", "七星不靠")})

# %% tags=["exercise"]
Exercise("147m258s69pESWNCP", lesson=LESSON, focus="read")

# %% tags=["check"]
# 2. Six honours and eight knitted numbers, no 3饼: 全不靠 12 only (no 组合龙: its nine numbers
# are not all there). It waited on the missing knitted number 3饼 and the missing honours 发 and
# 白.
expect(mjlib.score("147m258s69pESWNCP"), total=12, counted={"全不靠": 12}, only=True,
       absent=["组合龙"])
assert [str(t) for t in mjlib.waits("147m258s69pESWNC")] == ["3p", "F", "P"]

# %% tags=["exercise"]
Exercise("[234p1]147m258s369pWW", lesson=LESSON,
         focus="sets")

# %% tags=["check"]
# 3. 组合龙 12. 西 was the only tile it waited on, and it made the pair: 单钓将 1 (西 is not a
# knitted tile, so R17 does not arise). The pair is an honour, so no 平和; the chow was claimed,
# so no 门前清. 13 in all.
assert [str(t) for t in mjlib.waits("[234p1]147m258s369pW")] == ["W"]
expect(mjlib.score("[234p1]147m258s369pWW"), total=13, counted={"组合龙": 12, "单钓将": 1},
       only=True, absent=["平和"])

# %% tags=["exercise"]
Exercise("245568m39s147pWW6s", lesson=LESSON)

# %% tags=["check"]
# 4. 258万 369条 147饼: 组合龙 12; 456万 and 西西 beside it; nothing claimed: 门前清 2. It waited
# on 6条 alone, but 6条 can only be the 6 of 369条: it finishes no set or pair beside the knitted
# straight, so both presets count no wait fan (R17). The pair is an honour: no 平和. 14.
for rules in ("green-book", "common-practice"):
    expect(mjlib.score("245568m39s147pWW6s", rules=rules), total=14,
           counted={"组合龙": 12, "门前清": 2}, only=True, absent=["边张", "坎张", "单钓将"])

# %% tags=["exercise"]
Exercise("19m19s1pESWNCFPP9p", lesson=LESSON, ask_total=True)

# %% tags=["check"]
# 5. One of each terminal and honour and a second 白: 十三幺 88. Its entry takes 五门齐, 门前清,
# 单钓将 and 混幺九; 单钓将 does not even arise: the hand waited on 9饼 alone, and 9饼 did not
# make the pair (白白 is the pair). 88.
expect(mjlib.score("19m19s1pESWNCFPP9p"), total=88, counted={"十三幺": 88}, only=True,
       absent=["单钓将"], not_counted={"五门齐": ("不重复", "十三幺"), "门前清": ("不重复", "十三幺"),
                                       "混幺九": ("不重复", "十三幺")})
assert [str(t) for t in mjlib.waits("19m19s1pESWNCFPP")] == ["9p"]

# %% tags=["exercise"]
Exercise("47m25s369pESWNCFP", self_drawn=True, lesson=LESSON,
         focus="won")

# %% tags=["check"]
# 6. Seven honours, seven knitted numbers (47万 25条 369饼): 七星不靠 24, and self-drawn, by its
# entry, 不求人 4 under the green book (common practice gives 自摸 1 instead: 25). 不求人 takes
# 自摸 (no-repeat); 全不靠 and 五门齐 go as in exercise 1. 28.
expect(mjlib.score("47m25s369pESWNCFP", self_drawn=True), total=28,
       counted={"七星不靠": 24, "不求人": 4}, only=True,
       not_counted={"自摸": ("不重复", "不求人"), "全不靠": ("不重复", "七星不靠")})
assert mjlib.score("47m25s369pESWNCFP", self_drawn=True, rules="common-practice").total == 25

# %% [markdown]
# Then drill the family: each **Next** deals a new hand with at least one knitted fan; aim for
# five right in a row.

# %% [markdown] lang="zh" twin="e4c84d89"
# 然后做本系列的随堂练习：每按一次**下一手**就发一手新牌，其中至少有一个不靠系列的番种；争取连续答对五手。

# %% tags=["exercise"]
Drill(family="knitted", seed=9, lesson=LESSON)

# %% [markdown] tags=["further-reading"]
# - **This family in the rule text**: the entries for 十三幺, 七星不靠, 全不靠 and 组合龙, and
#   the entries for 边张, 坎张 and 单钓将 for the wait fans beside 组合龙.
#
# **Where to go next**
#
# - Back: `08-score-outside-fans.ipynb`, hands built around terminals and fives.
# - Next: `10a-score-how-the-tile-came.ipynb`, the fans for *how* the hand was won: self-drawn,
#   concealed, the last tile, and the wait fans 边张, 坎张 and 单钓将 met above.
# - Any hand of your own: `12-sandbox.ipynb`.

# %% [markdown] lang="zh" twin="aed9f239"
# - **规则原文中的本系列**：十三幺、七星不靠、全不靠和组合龙的条目；与组合龙同时出现的听牌番种，见边张、坎张和单钓将的条目。
#
# **下一步**
#
# - 上一课：`08-score-outside-fans.ipynb`，以幺九和5为中心的牌型。
# - 下一课：`10a-score-how-the-tile-came.ipynb`，讲**怎样**和牌的番种：自摸、门前清、最后一张，以及上面遇到的听牌番种边张、坎张和单钓将。
# - 自己的任意一手牌：`12-sandbox.ipynb`。
