# %% [markdown]
# # Score suit fans (花色组合系列)
#
# Thirteen fans look only at *which* tiles the hand is made of: one suit or three, honours or
# none, high numbers or low ones, green tiles, or tiles whose pictures look the same upside
# down. They are the easiest fans to spot, and they come in nested layers: the 全小 example
# below is also a 小于五 hand with no honours, and of the three only 全小 counts. Not every
# layer goes, though: the second 绿一色 example keeps 清一色 and 断幺 beside it.
#
# **What you'll do**
#
# - score a drawn example of each of the thirteen fans, from 绿一色 All Green (88) down to
#   无字 No Honors (1), and read which smaller fans each one removes, and which text says so;
# - draw the tiles that 绿一色 and 推不倒 allow;
# - read the family's map (不计关系图) and its open questions;
# - score nine hands yourself, where fans of other families count too, then drill the family
#   on dealt hands.
#
# **What you'll learn**
#
# - which tiles each fan allows, and which fans are nested inside which;
# - why 绿一色 without 发 also counts 清一色, and with 发 counts neither 清一色 nor 混一色;
# - which suit fans a seven-pairs hand makes without question, and which are open questions.
#
# **What you'll need**
#
# - Notebooks `01-read-tiles-and-hands.ipynb` (the notation) and
#   `02-apply-the-counting-principles.ipynb` (the no-repeat principle, 不重复).
# - The tile names: 万 characters (m), 条 bamboo (s), 饼 dots (p); the honours are the four
#   winds 东南西北 (E S W N) and the three dragons 中 发 白 (C F P).
#
# Every hand is won on a discard, East seat and East round, unless said. Each example shows one
# fan with little else, so a few small ones fall short of the 8-fan minimum (起和番); the drawn
# result says so. Each ruling names its source: *the rule text* (its entry for the fan, with the
# fans that entry does not count, 不计), *the basics text*, or, where the rules are silent,
# common practice (the reference calculator). Where no entry lists a removal but the counted fan
# already says, in the hand shown, what a smaller fan says (this hand has no 万, so it lacks a
# suit), mjlib removes the smaller fan as well and prints "not listed by the rules: it follows"
# (规则未列，可推知). The rule text lists what each entry does not count without naming a
# principle; filing every removal of this family under no-repeat (不重复) is the course's
# classification.

# %% [markdown] lang="zh" twin="71e8db19"
# # 花色组合系列：看整手牌的花色
#
# 有十三个番种只看这手牌由**哪些**牌组成：一种花色还是三种，有没有字牌，数字大还是小，是不是绿色的牌，或者牌面图案倒过来看是否一样。它们是最容易认出的番种，而且一层套一层：下面全小的例子同时也是小于五，又没有字牌，三者之中只计全小。不过并不是每一层都不计：第二个绿一色的例子就同时计清一色和断幺。
#
# **本课内容**
#
# - 十三个番种各算一手画出来的例题，从绿一色（88番）到无字（1番），看每个番种不计哪些较小的番种，又是哪份文本这样规定的；
# - 画出绿一色和推不倒允许使用的牌；
# - 读本系列的不计关系图和未决问题；
# - 自己算九手牌（其中也有其他系列的番种），再用随机发的牌做本系列的随堂练习。
#
# **学习目标**
#
# - 每个番种允许哪些牌，哪些番种套在哪些番种里面；
# - 为什么不带发的绿一色还计清一色，而带发的绿一色清一色、混一色都不计；
# - 哪些花色组合番种由七对组成毫无疑问，哪些是未决问题。
#
# **准备**
#
# - 先学过 `01-read-tiles-and-hands.ipynb`（记牌法）和 `02-apply-the-counting-principles.ipynb`（不重复原则）。
# - 牌的名称：万（m）、条（s）、饼（p）；字牌是四种风牌东南西北（E S W N）和三种箭牌中发白（C F P）。
#
# 除非另有说明，每手牌都是点和，门风东、圈风东。每个例题只展示一个番种，别的番种很少，所以有几手小番不足8番，达不到起和番；画出的结果会注明。每一条裁定都写明出处：**规则原文**（该番种的条目，以及条目所列不计的番种）、**基本规则**，或者在规则没有规定时，依通行做法（参照算番器）。如果没有哪个条目列出某项不计，但在所示的这手牌里，所计番种必然存在某个较小的番种（例如这手牌没有万，必然缺一门），mjlib 也不计那个较小的番种，并注明“规则未列，可推知”。规则原文列出每个条目不计的番种时，并不说明依据哪条原则；把本系列的每项不计都归入不重复原则，是本课程的归类。

# %% tags=["setup"]
LESSON = "07-score-suit-fans"
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.exclusions import TABLE
from mjlib.fans import BY_ID
from mjlib.fans.suits import GREEN, REVERSIBLE  # the tile sets of 绿一色 and 推不倒
from mjlib.render import draw_family_map, draw_result, draw_tiles
from mjlib.exclusions import family_rows
from mjlib.rules import PRESETS
from mjlib.tiles import TILES
from mjlib.vocabulary import pick
from mjlib.widgets import Drill, Exercise, HandBuilder

# every removal mjlib knows, by Chinese names: "seed" where the rule text lists it, "basics"
# where only the basics text does, "implied" where no text lists it (规则未列，可推知)
SOURCE = {(BY_ID[x.by].zh, BY_ID[x.removes].zh): x.source for x in TABLE}


def chows(tiles):  # the chows that can be made of a set of tiles
    return [f"{n}{n + 1}{n + 2}{s}" for s in "msp" for n in range(1, 8)
            if {f"{k}{s}" for k in (n, n + 1, n + 2)} <= {str(TILES[i]) for i in tiles}]


# %% [markdown]
# ## 绿一色 All Green (88)
#
# The rule text's entry for 绿一色: every set and the pair made of green tiles, the bamboo
# 2, 3, 4, 6 and 8 and 发 the Green Dragon, nothing else (drawn below). With no 7, the only chow
# they make is 234条.
#
# **With 发** (first hand) there is one suit plus honours: a 混一色 Half Flush too. The rule
# text's entry lists no fan that 绿一色 removes; the *basics text*'s entry says 混一色 is not
# counted beside it (open question R20 below). The hand holds no 万 (the green tiles are bamboo
# and 发), so here 绿一色 already says what 缺一门 One Voided Suit says: mjlib removes it by
# no-repeat (不重复), though neither text lists it. 绿一色 88 and 箭刻 Dragon Pung 2 for the 发
# pung make 90; the entry for 箭刻 lists the 幺九刻 of its own pung as not counted.
#
# **Without 发** (second hand: a 444条 pung for the 发 pung, 22条 for the pair) the hand is
# all bamboo, a 清一色 Full Flush as well, and all simples (no 1, 9 or honour is left): the
# basics text's entry for 绿一色 says 清一色 and 断幺 All Simples may then be counted, and no
# entry of a counted fan lists either. The four 4条 (one in 234条) add 四归一 Tile Hog:
# 88 + 24 + 2 + 2 = 116.

# %% [markdown] lang="zh" twin="69c8d93f"
# ## 绿一色（88番）
#
# 规则原文的绿一色条目：每副牌组和将牌都由绿色的牌组成，即2、3、4、6、8条和发，别无他牌（见下图）。没有7条，所以这些牌能组成的顺子只有234条。
#
# **带发**（第一手）：一种花色加字牌，也是一手混一色。规则原文的绿一色条目没有列出任何不计的番种；**基本规则**的绿一色条目则说不计混一色（见下文未决问题 R20）。这手牌没有万（绿色的牌只有条和发），所以这里绿一色必然存在缺一门：mjlib 按不重复原则不计缺一门，尽管两份文本都没有列出。绿一色88番，加上发的刻子计箭刻2番，共90番；箭刻的条目列出不计这副刻子本身的幺九刻。
#
# **不带发**（第二手：发的刻子换成444条，将换成22条）：全手都是条，也是一手清一色；又没有1、9和字牌，也是断幺：基本规则的绿一色条目说，这时可以计清一色和断幺，而计入的番种也没有哪个条目列出不计它们。四张4条（其中一张在234条里）加计四归一：88 + 24 + 2 + 2 = 116番。

# %%
draw_tiles(GREEN)

# %%
r = mjlib.score("[234s1][666s2]888s44sFFF")  # with 发
r2 = mjlib.score("[234s1][666s2]888s22s44s4s")  # without 发
display(draw_result(r))
draw_result(r2)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
print()
print(r2)
assert sorted(str(TILES[i]) for i in GREEN) == ["2s", "3s", "4s", "6s", "8s", "F"]
assert chows(GREEN) == ["234s"]
expect(r, total=90, counted={"绿一色": 88, "箭刻": 2}, only=True, absent=["清一色"],
       not_counted={"混一色": ("不重复", "绿一色"), "缺一门": ("不重复", "绿一色"),
                    "幺九刻": ("不重复", "箭刻")})
assert SOURCE["绿一色", "混一色"] == "basics" and SOURCE["绿一色", "缺一门"] == "implied"
expect(r2, total=116, counted={"绿一色": 88, "清一色": 24, "四归一": 2, "断幺": 2}, only=True,
       not_counted={"无字": ("不重复", "清一色")})
assert not any(pair in SOURCE for pair in [("绿一色", "清一色"), ("绿一色", "断幺"), ("清一色", "断幺")])

# %% [markdown]
# ## 清一色 Full Flush (24)
#
# Every tile from one suit, no honours. The rule text's entry lists 无字 No Honors as not
# counted; 缺一门 goes too: two suits are missing here, so 清一色 already says that one is (not
# listed by the rules: it follows). 清一色 says nothing about the grouping, so chow and pung fans
# of the suit count on top: here 234饼 and 567饼 make a 连六 Short Straight, and the 999饼 pung a
# 幺九刻: 26. One honour tile anywhere, even the pair, would make it 混一色 (6) instead: with 中中 for
# 33饼 the same hand scores 8.

# %% [markdown] lang="zh" twin="73b8a050"
# ## 清一色（24番）
#
# 全手只有一种花色，没有字牌。规则原文的条目列出不计无字；缺一门也不计：这里缺了两门，清一色必然存在缺一门（规则未列，可推知）。清一色不管牌怎么组，所以这一花色的顺子、刻子番种照样加计：这里234饼和567饼组成连六，999饼的刻子计幺九刻，共26番。只要有一张字牌，哪怕只在将里，就变成了混一色（6番）：把33饼换成中中，同一手牌只有8番。

# %%
r = mjlib.score("[234p1]567p888p33p99p9p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=26, counted={"清一色": 24, "连六": 1, "幺九刻": 1}, only=True,
       not_counted={"无字": ("不重复", "清一色"), "缺一门": ("不重复", "清一色")})
assert SOURCE["清一色", "无字"] == "seed" and SOURCE["清一色", "缺一门"] == "implied"
expect(mjlib.score("[234p1]567p888pCC99p9p"), total=8, counted=["混一色"], absent=["清一色"])

# %% [markdown]
# ## 全大 Upper Tiles (24)
#
# The rule text's entry: sets and pair of 7, 8 and 9 only, in any suits, no honours; it lists
# 无字 as not counted. Every number in this hand is above five, so 全大 already says what 大于五
# Upper Four says, and 大于五 goes too (not listed: it follows). The only chow it allows is 789,
# in any suit: here 789万 and 789条 add 喜相逢 Mixed Double Chow, and the 999饼 pung 幺九刻, 26 in all.
#
# **Edge case.** A 全大 hand without 9s holds only 7s and 8s: no terminal, no honour, so it is
# all simples, and 断幺 counts beside 全大 (the rule text's 全大 entry does not list it):
# 777万 888万 777饼 888饼 88条 scores 全大 24, 碰碰和 6, 双同刻 2 × 2 and 断幺 2:
# 24 + 6 + 4 + 2 = 36.

# %% [markdown] lang="zh" twin="13d45b4f"
# ## 全大（24番）
#
# 规则原文的条目：牌组和将牌只用7、8、9，花色不限，没有字牌；条目列出不计无字。这手牌的数字全都大于5，全大必然存在大于五，所以大于五也不计（规则未列，可推知）。全大允许的顺子只有789，花色不限：这里789万和789条加计喜相逢，999饼的刻子计幺九刻，共26番。
#
# **特例**：没有9的全大只有7和8：没有1、9和字牌，所以也是断幺，断幺可与全大同计（规则原文的全大条目没有列出它）：777万、888万、777饼、888饼加88条，计全大24番、碰碰和6番、双同刻2番×2、断幺2番：24 + 6 + 4 + 2 = 36番。

# %%
r = mjlib.score("[789m1]789s777p88p99p9p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=26, counted={"全大": 24, "喜相逢": 1, "幺九刻": 1}, only=True,
       not_counted={"无字": ("不重复", "全大"), "大于五": ("不重复", "全大")})
assert SOURCE["全大", "无字"] == "seed" and SOURCE["全大", "大于五"] == "implied"
expect(mjlib.score("[777m1][888m1]777p88p88s8p"), total=36,
       counted={"全大": 24, "碰碰和": 6, "双同刻": 4, "断幺": 2}, only=True, count={"双同刻": 2})
assert ("全大", "断幺") not in SOURCE

# %% [markdown]
# ## 全中 Middle Tiles (24)
#
# The rule text's entry: sets and pair of 4, 5 and 6 only, no honours; it lists 断幺 All Simples
# as not counted. The hand has no honour either, which 全中 already says, so 无字 goes too (not
# listed: it follows). Nothing else counts here: 24. 全中 is not 全带五 All Fives
# (`08-score-outside-fans.ipynb`): the pungs 444饼 and 666条 here are middle tiles without a 5.

# %% [markdown] lang="zh" twin="aa3ff857"
# ## 全中（24番）
#
# 规则原文的条目：牌组和将牌只用4、5、6，没有字牌；条目列出不计断幺。这手牌也没有字牌，全中必然存在无字，所以无字也不计（规则未列，可推知）。此外别无他番：24番。全中不是全带五（`08-score-outside-fans.ipynb`）：这里的444饼和666条两副刻子都是中张，却不带5。

# %%
r = mjlib.score("[456m1][444p2]666s55m55s5s")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=24, counted={"全中": 24}, only=True, absent=["全带五"],
       not_counted={"断幺": ("不重复", "全中"), "无字": ("不重复", "全中")})
assert SOURCE["全中", "断幺"] == "seed" and SOURCE["全中", "无字"] == "implied"

# %% [markdown]
# ## 全小 Lower Tiles (24)
#
# The rule text's entry: sets and pair of 1, 2 and 3 only, no honours; it lists 无字. 小于五 Lower
# Four, one number wider, goes too: every tile here is below five, which 全小 already says (not
# listed: it follows). Here 123万 and 123条 add 喜相逢, and the 111饼 pung adds 幺九刻 (pungs of 1
# still count it): 26.
#
# **Edge case.** Like 全大, 全小 can be all simples: with pungs of 2 and 3 only (222万 333万
# 222饼 333饼 33条, no 123 chow and no 1), 断幺 counts beside it (the rule text's 全小 entry does
# not list it): 全小 24, 碰碰和 6, 双同刻 2 × 2 and 断幺 2, 36 in all again.

# %% [markdown] lang="zh" twin="60094fec"
# ## 全小（24番）
#
# 规则原文的条目：牌组和将牌只用1、2、3，没有字牌；条目列出不计无字。范围宽一个数的小于五也不计：这里每张牌都小于5，全小必然存在小于五（规则未列，可推知）。这里123万和123条加计喜相逢，111饼的刻子加计幺九刻（1的刻子照样计幺九刻）：26番。
#
# **特例**：和全大一样，全小也可能是断幺：只有2和3的刻子时（222万、333万、222饼、333饼加33条，没有123的顺子，也没有1），断幺可与全小同计（规则原文的全小条目没有列出它）：全小24番、碰碰和6番、双同刻2番×2、断幺2番，同样共36番。

# %%
r = mjlib.score("[123m1]123s222p33p11p1p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=26, counted={"全小": 24, "喜相逢": 1, "幺九刻": 1}, only=True,
       not_counted={"无字": ("不重复", "全小"), "小于五": ("不重复", "全小")})
assert SOURCE["全小", "无字"] == "seed" and SOURCE["全小", "小于五"] == "implied"
expect(mjlib.score("[222m1][333m1]222p33p33s3p"), total=36,
       counted={"全小": 24, "碰碰和": 6, "双同刻": 4, "断幺": 2}, only=True)
assert ("全小", "断幺") not in SOURCE

# %% [markdown]
# ## 大于五 Upper Four (12)
#
# The rule text's entry: sets and pair of 6, 7, 8 and 9 only, no honours; it lists 无字. It is
# one number wider than 全大: a hand of 7, 8 and 9 only is 全大, which removes it. Here it is
# alone: 12. 5 belongs to neither side, so a single 5 spoils both 大于五 and 小于五: with 567万
# for 678万 this hand keeps only 无字.

# %% [markdown] lang="zh" twin="4e2f6d3b"
# ## 大于五（12番）
#
# 规则原文的条目：牌组和将牌只用6、7、8、9，没有字牌；条目列出不计无字。它比全大宽一个数：只用7、8、9的牌是全大，计全大就不计大于五。这里只有它一个番种：12番。5哪一边都不属于，所以只要有一张5，大于五和小于五就都不成立：把678万换成567万，这手牌只剩下无字。

# %%
r = mjlib.score("[678m1]789s666p99p88p8p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=12, counted={"大于五": 12}, only=True, not_counted={"无字": ("不重复", "大于五")})
assert SOURCE["大于五", "无字"] == "seed"
expect(mjlib.score("[567m1]789s666p99p88p8p"), total=1, counted={"无字": 1}, only=True)

# %% [markdown]
# ## 小于五 Lower Four (12)
#
# The rule text's entry: sets and pair of 1, 2, 3 and 4 only, no honours; it lists 无字. A
# hand of 1, 2 and 3 only is 全小, which removes it. Here the 111饼 pung adds 幺九刻: 13. With
# 345条 for 234条, the 5 spoils it.

# %% [markdown] lang="zh" twin="41812f5a"
# ## 小于五（12番）
#
# 规则原文的条目：牌组和将牌只用1、2、3、4，没有字牌；条目列出不计无字。只用1、2、3的牌是全小，计全小就不计小于五。这里111饼的刻子加计幺九刻：13番。把234条换成345条，那张5就让它不成立了。

# %%
r = mjlib.score("[123m1]234s111p44p33p3p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=13, counted={"小于五": 12, "幺九刻": 1}, only=True,
       not_counted={"无字": ("不重复", "小于五")})
assert SOURCE["小于五", "无字"] == "seed"
expect(mjlib.score("[123m1]345s111p44p33p3p"), absent=["小于五"])

# %% [markdown]
# ## 推不倒 Reversible Tiles (8)
#
# Every tile looks the same turned upside down. The rule text's entry lists them: 1 2 3 4 5 8 9
# 饼, 2 4 5 6 8 9 条, and 白 the White Dragon (drawn below). There is no 万 in the set, so this
# hand lacks a suit, and the entry lists 缺一门 as not counted. With no 6 or 7 饼 and no 1, 3
# or 7 条, the only chows left are 123, 234 and 345饼 and 456条: a 345条 chow, say, spoils it,
# and so does every honour but 白. Here the 999饼 pung adds 幺九刻: 9.

# %% [markdown] lang="zh" twin="5f1fa4da"
# ## 推不倒（8番）
#
# 每张牌倒过来看都一样。规则原文的条目列出了这些牌：1、2、3、4、5、8、9饼，2、4、5、6、8、9条，以及白板（见下图）。其中没有万，所以这手牌缺一门，条目列出不计缺一门。没有6、7饼，也没有1、3、7条，能组成的顺子只剩123、234、345饼和456条：比如一副345条的顺子就会让它不成立，白板以外的任何字牌也一样。这里999饼的刻子加计幺九刻：9番。

# %%
draw_tiles(REVERSIBLE)

# %% [markdown]
# What this drawing can show, and what it cannot: it writes each tile as a numeral over its
# suit, so it tells you *which* tiles are in the set, and nothing of *why*. A numeral such as 三
# does not look the same turned over any more than 二 does. What the fan looks at is the picture
# on a real tile: the dots of 8饼 or the sticks of 4条 sit the same way up and down, those of
# 7饼 or 3条 do not. Learn the set as the list above, and check it on real tiles when you can.

# %% [markdown] lang="zh" twin="340c4c44"
# 这张图能说明什么、不能说明什么：它把每张牌画成花色上面一个数字，所以只告诉你这一组里有**哪些**牌，却说明不了**为什么**。“三”字倒过来和原样不同，“二”字也一样不同。这个番种看的是真实牌面上的图案：8饼的圆点、4条的竹条上下颠倒位置不变，7饼、3条则不然。按上面的列表记住这组牌，有机会再拿真牌核对。

# %%
r = mjlib.score("[123p1]456s888sPP99p9p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
assert sorted(str(TILES[i]) for i in REVERSIBLE) == sorted(
    ["1p", "2p", "3p", "4p", "5p", "8p", "9p", "2s", "4s", "5s", "6s", "8s", "9s", "P"])
assert chows(REVERSIBLE) == ["456s", "123p", "234p", "345p"]
expect(r, total=9, counted={"推不倒": 8, "幺九刻": 1}, only=True,
       not_counted={"缺一门": ("不重复", "推不倒")})
assert SOURCE["推不倒", "缺一门"] == "seed"
expect(mjlib.score("[123p1]345s888sPP99p9p"), absent=["推不倒"])

# %% [markdown]
# ## 混一色 Half Flush (6)
#
# The rule text's entry: one suit plus honours. It lists nothing as not counted; 缺一门 goes as
# well: two suits are missing here, which 混一色 already says (not listed: it follows). It needs
# at least one honour (otherwise it is 清一色) and at least one suited tile (otherwise it is 字一色
# All Honors, `03-score-honor-fans.ipynb`). Here the honours are a 北 pung and a 中 pair; the
# 999万 and 北 pungs add 幺九刻 1 × 2: 6 + 2 = 8.

# %% [markdown] lang="zh" twin="a1e0a0ed"
# ## 混一色（6番）
#
# 规则原文的条目：一种花色的序数牌加字牌。条目没有列出不计的番种；缺一门同样不计：这里缺了两门，混一色必然存在缺一门（规则未列，可推知）。至少要有一张字牌（否则是清一色），也至少要有一张序数牌（否则是字一色，见 `03-score-honor-fans.ipynb`）。这里的字牌是一副北风刻子和一对红中；999万和北风两副刻子加计幺九刻1番×2：6 + 2 = 8番。

# %%
r = mjlib.score("[123m1]567mNNN99mCC9m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=8, counted={"混一色": 6, "幺九刻": 2}, only=True, count={"幺九刻": 2},
       not_counted={"缺一门": ("不重复", "混一色")})
assert SOURCE["混一色", "缺一门"] == "implied" and not any(a == "混一色" and s == "seed"
                                                          for (a, _), s in SOURCE.items())
expect(mjlib.score("[EEE1]SSSNNNCCCFF"), counted=["字一色"], absent=["混一色"])

# %% [markdown]
# ## 五门齐 All Types (6)
#
# The rule text's entry: all five kinds of tile in the hand, 万, 条, 饼, a wind and a dragon. A
# pair is enough for a kind: here 南南南 is the wind and 中中, only the pair, the dragon. The
# winning 中 was the only tile this hand waited on, so 单钓将 Single Wait counts as well, and the
# 南 pung (neither seat nor round wind) adds 幺九刻: 8.
#
# The entry speaks of tiles, not of sets, so seven pairs make it without question: 11万 22万
# 99条 55饼 88饼 东东 中中 counts 七对 24 and 五门齐 6. The same holds for the other entries of
# this family that speak of tiles only: 清一色, 混一色, 推不倒, 断幺, 缺一门 and 无字. 十三幺,
# 七星不靠 and 全不靠 are made of all five kinds, and their entries list 五门齐 as not counted
# (`09-score-knitted-hands.ipynb`).

# %% [markdown] lang="zh" twin="a715f9a9"
# ## 五门齐（6番）
#
# 规则原文的条目：手牌中五类牌齐全，即万、条、饼、风牌和箭牌。一类牌有一对就够了：这里南南南是风牌，箭牌只有将牌中中。和张红中是这手牌唯一听的牌，所以还计单钓将；南风刻子既不是门风也不是圈风，加计幺九刻：共8番。
#
# 条目讲的是牌张而不是牌组，所以七对组成五门齐没有疑问：11万、22万、99条、55饼、88饼、东东、中中计七对24番和五门齐6番。本系列其他只讲牌张的条目也是这样：清一色、混一色、推不倒、断幺、缺一门和无字。十三幺、七星不靠和全不靠都由五类牌组成，它们的条目都列出不计五门齐（`09-score-knitted-hands.ipynb`）。

# %%
r = mjlib.score("[234m1]456p678sSSSCC")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=8, counted={"五门齐": 6, "幺九刻": 1, "单钓将": 1}, only=True)
expect(mjlib.score("11m22m55p88p99sEECC"), total=30, counted={"七对": 24, "五门齐": 6}, only=True)
for hand, fans in [("11335577992244s", ["清一色"]), ("224455s224455p88p", ["推不倒", "断幺"]),
                   ("113355m224466s77s", ["缺一门", "无字"])]:  # seven pairs each
    expect(mjlib.score(hand), counted=["七对", *fans])
assert {a: s for (a, b), s in SOURCE.items() if b == "五门齐"} == {
    "十三幺": "seed", "七星不靠": "seed", "全不靠": "seed"}

# %% [markdown]
# ## 断幺 All Simples (2)
#
# The rule text's entry: no 1, no 9, no honour, only 2 to 8. Claimed sets are allowed (234万
# here was claimed). The hand has no honour, which 断幺 already says, so 无字 goes (not listed: it
# follows). Alone it is worth 2, far below the 8-fan minimum. The entries of 全中, 全双刻 and 全带五
# (the last two in `08-score-outside-fans.ipynb`) list 断幺 as not counted; 全大 and 全小 do not,
# since a hand of 7s and 8s, or of 2s and 3s, is all simples too (their edge cases above).

# %% [markdown] lang="zh" twin="e0d9843e"
# ## 断幺（2番）
#
# 规则原文的条目：没有1、9和字牌，只有2至8的序数牌。可以吃碰（这里的234万就是吃进的）。这手牌没有字牌，断幺必然存在无字，所以不计无字（规则未列，可推知）。单独一个断幺只有2番，远远不足8番。全中、全双刻和全带五（后两个在 `08-score-outside-fans.ipynb`）的条目都列出不计断幺；全大和全小的条目没有列出，因为只有7、8或只有2、3的牌也是断幺（见上文它们的特例）。

# %%
r = mjlib.score("[234m1]456p678s55s33p3p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=2, counted={"断幺": 2}, only=True, not_counted={"无字": ("不重复", "断幺")})
assert SOURCE["断幺", "无字"] == "implied"
assert {a: s for (a, b), s in SOURCE.items() if b == "断幺"} == {
    "全中": "seed", "全双刻": "seed", "全带五": "seed"}

# %% [markdown]
# ## 缺一门 One Voided Suit (1)
#
# The rule text's entry: one of the three suits is missing. Honours may be present: here there
# is no 条, and a 东 pair; 缺一门 alone, 1. Where two suits are missing the hand is 混一色 or
# 清一色, and mjlib removes 缺一门 beside them (not listed: it follows), as beside 绿一色 and
# 字一色; the entry of 推不倒 lists it outright.
#
# 缺一门 and 无字 count side by side when a suit and the honours are both missing: 123万 456万
# 789饼 555饼 22饼 scores 连六 1, 缺一门 1 and 无字 1.

# %% [markdown] lang="zh" twin="619cc62e"
# ## 缺一门（1番）
#
# 规则原文的条目：三种花色的序数牌缺少一种。可以有字牌：这里没有条，有一对东风；只计缺一门1番。缺两门时这手牌是混一色或清一色，mjlib 计它们时不计缺一门（规则未列，可推知），计绿一色、字一色时也一样；推不倒的条目则直接列出了缺一门。
#
# 缺了一门、又没有字牌时，缺一门和无字同时计：123万、456万、789饼、555饼、22饼计连六1番、缺一门1番、无字1番。

# %%
r = mjlib.score("[234m1]456p678p22pEE2p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=1, counted={"缺一门": 1}, only=True)
expect(mjlib.score("[123m1]456m789p22p55p5p"), total=3,
       counted={"连六": 1, "缺一门": 1, "无字": 1}, only=True)
assert SOURCE["推不倒", "缺一门"] == "seed"
assert all(SOURCE[by, "缺一门"] == "implied" for by in ("混一色", "清一色", "绿一色", "字一色"))

# %% [markdown]
# ## 无字 No Honors (1)
#
# The rule text's entry: no wind or dragon anywhere. Here it is alone: 1. Nine entries list it
# as not counted: 清一色, 全大, 全小, 大于五 and 小于五 in this family, and 平和, 清幺九, 一色双龙会 and 三色双龙会
# outside it. mjlib also removes it beside 断幺, whose entry does not list it, and beside the
# fans that remove 断幺 or 清一色 (全中, 全双刻, 全带五, 九莲宝灯, 连七对): not listed, it follows. Honours in a
# *claimed* set count as much as honours in the hand: one claimed 东 pung spoils it.

# %% [markdown] lang="zh" twin="cfbc4272"
# ## 无字（1番）
#
# 规则原文的条目：全手没有风牌和箭牌。这里只有它一个番种：1番。有九个条目列出不计无字：本系列的清一色、全大、全小、大于五和小于五，以及系列之外的平和、清幺九、一色双龙会和三色双龙会。mjlib 在计断幺时也不计无字（断幺的条目并没有列出），计那些不计断幺或清一色的番种（全中、全双刻、全带五、九莲宝灯、连七对）时也一样：规则未列，可推知。吃碰来的牌组里的字牌和手里的字牌一样算数：碰了一副东风，就不能计无字。

# %%
r = mjlib.score("[123m1]345p678s22p55s5s")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=1, counted={"无字": 1}, only=True)
expect(mjlib.score("[EEE1]123m456p789s5p5p"), absent=["无字"])
removers = {a: s for (a, b), s in SOURCE.items() if b == "无字"}
assert {a for a, s in removers.items() if s == "seed"} == {
    "清一色", "全大", "全小", "大于五", "小于五", "平和", "清幺九", "一色双龙会", "三色双龙会"}
assert {a for a, s in removers.items() if s == "implied"} == {
    "断幺", "全中", "全双刻", "全带五", "九莲宝灯", "连七对"}
assert all(a in removers for (a, b) in SOURCE if b in ("断幺", "清一色"))

# %% [markdown]
# ## The family's map (不计关系图)
#
# Each arrow reads "when the fan at the tail is counted, the fan at the head is not". Its colour
# names the principle: every arrow of this family is no-repeat (不重复), the course's
# classification. A solid arrow is a row a text lists (the rule text, or for 绿一色 → 混一色 the
# basics text); a dashed one is a row no text lists, which follows from the counted fan's own
# condition. Read it for three things:
#
# - ten of its fourteen arrows end in 缺一门 or 无字, the small fans a big suit fan already says;
# - the number fans nest: 全大 → 大于五 → 无字, 全小 → 小于五 → 无字, 全中 → 断幺 → 无字;
# - 五门齐 has no arrow: nothing in this family removes it, and it removes nothing.

# %% [markdown] lang="zh" twin="bfa733c8"
# ## 本系列的不计关系图
#
# 每个箭头读作“计箭尾的番种时，不计箭头所指的番种”。颜色表示原则：本系列的箭头全是不重复原则，这是本课程的归类。实线箭头是文本列明的一项（规则原文；绿一色 → 混一色一项出自基本规则）；虚线箭头是没有文本列出、由计入番种本身的条件推出的一项。这张图要看三点：
#
# - 十四个箭头中有十个指向缺一门或无字，大的花色番种必然存在这两个小番种；
# - 数字番种层层相套：全大 → 大于五 → 无字，全小 → 小于五 → 无字，全中 → 断幺 → 无字；
# - 五门齐没有箭头：本系列没有番种不计它，它也不让任何番种不计。

# %%
draw_family_map("suits")

# %% tags=["check"]
assert sum(f.family == "suits" for f in mjlib.FANS) == 13
arrows = {(BY_ID[r.by].zh, BY_ID[r.removes].zh): r.source for r in family_rows("suits")}
assert len(arrows) == 14 and sum(b in ("缺一门", "无字") for _, b in arrows) == 10
for pair in [("全大", "大于五"), ("大于五", "无字"), ("全小", "小于五"), ("小于五", "无字"),
             ("全中", "断幺"), ("断幺", "无字")]:
    assert pair in arrows, pair
assert arrows[("绿一色", "混一色")] == "basics" and arrows[("断幺", "无字")] == "implied"
assert set(arrows.values()) == {"seed", "basics", "implied"}
assert not any("五门齐" in pair for pair in arrows)
assert {r.principle.zh for r in family_rows("suits")} == {"不重复"}

# %% [markdown]
# ## Try it
#
# The builder starts on the 全大 hand: 全大 24, 喜相逢 1, 幺九刻 1. **Task:** change one tile so
# that 全大 becomes 大于五, and predict the new total before you look. (Hint: which set can take
# a 6 and stay a set?)

# %% [markdown] lang="zh" twin="c0929f58"
# ## 试一试
#
# 摆牌器一开始摆的是全大那手牌：全大24番、喜相逢1番、幺九刻1番。**任务**：改动一张牌，让全大变成大于五，并在看结果前预测新的合计。（提示：哪一副牌组换进一张6还能成组？）

# %%
HandBuilder(
    hand="[789m1]789s777p88p99p9p",
    examples={
        "全大": "[789m1]789s777p88p99p9p",
        pick("绿一色 with 发", "绿一色（带发）"): "[234s1][666s2]888s44sFFF",
        "清一色": "[234p1]567p888p33p99p9p",
        "推不倒": "[123p1]456s888sPP99p9p",
        "五门齐": "[234m1]456p678sSSSCC",
    },
    rules="green-book",
)

# %% tags=["check"]
# one answer: 789条 becomes 678条. The 喜相逢 with 789万 goes, and nothing else changes.
expect(mjlib.score("[789m1]678s777p88p99p9p"), total=13, counted={"大于五": 12, "幺九刻": 1},
       only=True, absent=["全大"])

# %% [markdown]
# ## Open questions
#
# Three questions of this family are not settled by the texts. May 绿一色 (R11) and the number
# fans 全大, 全中, 全小, 大于五 and 小于五 (R12), whose entries speak of chows, pungs and a pair,
# be counted on seven pairs? The rules are silent; common practice (the reference calculator)
# counts them, and so do both presets. And does 绿一色 remove 混一色 (R20)? Only the basics text
# says so; both presets follow it. Each comes with its sources, the totals each reading gives,
# and what the two presets of mjlib compute (computed now; R12's example parts the presets for a
# reason outside this family, explained under *In practice*):

# %% [markdown] lang="zh" twin="c15e3234"
# ## 未决问题
#
# 本系列有三个问题文本没有定论。绿一色（R11），以及全大、全中、全小、大于五、小于五这几个数字番种（R12），条目讲的都是顺子、刻子和将，能不能在七对上计？规则没有规定；通行做法（参照算番器）计，两种计法也都计。还有，计绿一色时是否不计混一色（R20）？只有基本规则这样说，两种计法都照此办理。下面每个问题都列出出处、每种计法的合计，以及 mjlib 两种计法的结果（都是运行时算出的；R12 的例题中两种计法结果不同，原因在本系列之外，见“实用须知”一节）：

# %%
# NBVAL_CHECK_OUTPUT
mjlib.course.rulings.show(family="suits")

# %% [markdown]
# ## In practice
#
# - **Read the tiles, then the sets.** Every fan here is settled by the list of tiles alone:
#   look for honours first, then count the suits, then read the range of the numbers. One stray
#   tile changes the top layer: a 6 turns 全大 into 大于五, a 5 spoils both 大于五 and 小于五, an
#   honour turns 清一色 into 混一色.
# - **The two presets agree here.** None of the six switches between `green-book` and
#   `common-practice` touches a suit fan, and every example of this notebook, 绿一色 without 发
#   and the exercises included, scores the same under both. Where a hand of this family scores differently, the
#   difference comes from a fan of another family. R12's example above is one: it is
#   self-drawn, and green-book adds 不求人 4 to a self-drawn seven pairs where common practice
#   adds only 自摸 1 (notebook 06, *In practice*), so common practice takes the regular reading
#   instead. A hand that can only be seven pairs scores its number fan under both presets:
#   44万 55万 66万 44条 66条 55饼 66饼, won on a discard, counts 七对 24 and 全中 24.

# %% [markdown] lang="zh" twin="0960f4e7"
# ## 实用须知
#
# - **先看牌张，再看牌组。** 本系列的番种只看有哪些牌就能确定：先找字牌，再数花色，再看数字的范围。一张不合群的牌就会改变最上面的一层：一张6让全大变成大于五，一张5让大于五和小于五都不成立，一张字牌让清一色变成混一色。
# - **两种计法在这里一致。** `green-book` 与 `common-practice` 之间的六处区别，没有一处涉及花色组合番种；本课的每个例题，包括不带发的绿一色和练习题，两种计法的结果都相同。本系列的牌如果两种计法结果不同，差别来自其他系列的番种。上面 R12 的例题就是一例：它是自摸，规则原文计法给自摸的七对加计不求人4番，通行计法只加自摸1番（见第06课“实用须知”一节），所以通行计法改按一般拆法计。只能拆成七对的牌，两种计法都计其数字番种：44万、55万、66万、44条、66条、55饼、66饼，点和，计七对24番和全中24番。

# %% tags=["check"]
assert len(PRESETS["green-book"].switches()) == 6
assert family_rows("suits", "common-practice") == family_rows("suits")
for hand, fan in [("445566m4466s5566p", "全中"), ("778899m7799s8899p", "全大"),
                  ("112233m1133s2233p", "全小"), ("667788m6699s7799p", "大于五"),
                  ("112233m1144s2244p", "小于五"), ("223344668888sFF", "绿一色")]:
    for rules in PRESETS:  # seven pairs, won on a discard
        expect(mjlib.score(hand, rules=rules), counted=["七对", fan])
expect(mjlib.score("445566m4466s5566p"), total=48, counted={"七对": 24, "全中": 24}, only=True)
# R12's hand, self-drawn: 不求人 with the pairs (green-book), the regular reading (common-practice)
expect(mjlib.score("445566m445566s5p5p", self_drawn=True), counted=["七对", "全中", "不求人"])
expect(mjlib.score("445566m445566s5p5p", self_drawn=True, rules="common-practice"),
       counted=["全中", "平和"], not_counted={"七对": "就高不就低"})
expect(mjlib.score("445566m4466s5566p", self_drawn=True, rules="common-practice"),
       total=49, counted={"七对": 24, "全中": 24, "自摸": 1}, only=True)
# every discard-won example of this notebook scores the same under both presets
for hand in ("[234s1][666s2]888s44sFFF", "[234s1][666s2]888s22s44s4s", "[234p1]567p888p33p99p9p",
             "[789m1]789s777p88p99p9p", "[777m1][888m1]777p88p88s8p", "[456m1][444p2]666s55m55s5s",
             "[123m1]123s222p33p11p1p", "[678m1]789s666p99p88p8p", "[123m1]234s111p44p33p3p",
             "[123p1]456s888sPP99p9p", "[123m1]567mNNN99mCC9m", "[234m1]456p678sSSSCC",
             "11m22m55p88p99sEECC", "[234m1]456p678s55s33p3p", "[234m1]456p678p22pEE2p",
             "[123m1]345p678s22p55s5s",
             # and the hands of the exercises below
             "[234s1]234s666s888s4s4s", "[777m1]888s999p789p8m8m", "[456m1]456m456s444p6s6s",
             "[123m1]123s123p11m22p2p", "[666m1]666p789m789p9m9m", "[111p2]234p234p22s44s4s",
             "[123m1]456s78pNNNCC9p", "[123m1]456m789m999p5p5p", "11225566mEECCPP"):
    assert mjlib.score(hand).total == mjlib.score(hand, rules="common-practice").total, hand

# %% [markdown]
# ## On your own
#
# Nine hands, each won on a discard, East seat and East round (the line under the hand says so).
# Every exercise shows the same answer form: all the fans, the everyday fans first, then each
# family, this family and the earlier ones open. Tick each fan that counts, and give its count
# where it counts more than once; where asked, type the total. Then **Check**: the feedback names
# the checklist step of each mistake and says what breaks a wrong tick in this hand. The answer
# shows after a second wrong try, or on **Show answer**.

# %% [markdown] lang="zh" twin="6217df12"
# ## 练习
#
# 九手牌，都是点和，门风东、圈风东（牌下面那一行会写明）。每道题的答题表都一样：列出全部番种，常见小番在前，然后按系列分组，本系列和前面各系列的组都是展开的。勾选每个应计的番种，计不止一次的写上次数；题目要求时填写合计。然后按 **核对**：反馈会指出每个错误出在算番的哪一步，并说明错勾的番种在这手牌里为什么不成立。第二次答错，或按 **看答案**，就会显示答案。

# %% tags=["exercise"]
Exercise("[234s1]234s666s888s4s4s", lesson=LESSON, focus="whole")

# %% tags=["check"]
# 1. All green tiles, no 发: 绿一色 88, and by the basics text's entry 清一色 24 and 断幺 2 count
# too. Four 4条 (one in each 234条, two in the pair): 四归一 2. The two 234条 chows: 一般高 1.
# 666条 and 888条 stood concealed: 双暗刻 2. It waited on 1条, 4条 or 5条: no wait fan.
# 缺一门 goes by no-repeat (绿一色), 无字 by the 清一色 entry. 88 + 24 + 2 + 2 + 2 + 1 = 119.
expect(mjlib.score("[234s1]234s666s888s4s4s"), total=119,
       counted={"绿一色": 88, "清一色": 24, "四归一": 2, "双暗刻": 2, "断幺": 2, "一般高": 1},
       only=True, not_counted={"缺一门": ("不重复", "绿一色"), "无字": ("不重复", "清一色")})
assert [str(t) for t in mjlib.waits("[234s1]234s666s888s4s")] == ["1s", "4s", "5s"]

# %% tags=["exercise"]
Exercise("[777m1]888s999p789p8m8m", lesson=LESSON, ask_total=True)

# %% tags=["check"]
# 2. 7, 8 and 9 only: 全大 24, which takes 大于五 and 无字. 777万 888条 999饼: 三色三节高 8. Four
# 9饼 (999饼 and the 9 of 789饼): 四归一 2. 888条 and 999饼 stood concealed: 双暗刻 2. 999饼:
# 幺九刻 1. 8万 was the only tile it waited on, for the pair: 单钓将 1. 38 in all.
expect(mjlib.score("[777m1]888s999p789p8m8m"), total=38,
       counted={"全大": 24, "三色三节高": 8, "四归一": 2, "双暗刻": 2, "幺九刻": 1, "单钓将": 1},
       only=True, not_counted={"大于五": ("不重复", "全大"), "无字": ("不重复", "全大")})
assert [str(t) for t in mjlib.waits("[777m1]888s999p789p8m")] == ["8m"]

# %% tags=["exercise"]
Exercise("[456m1]456m456s444p6s6s", lesson=LESSON, focus="biggest")

# %% tags=["check"]
# 3. 4, 5 and 6 only: 全中 24, whose entry lists 断幺; 无字 goes too. The two 456万: 一般高 1;
# 456万 with 456条: 喜相逢 1, once: the second 456万 would make the same 喜相逢 again (不得相同).
# It waited on 3条 or 6条: no wait fan. 26.
expect(mjlib.score("[456m1]456m456s444p6s6s"), total=26,
       counted={"全中": 24, "一般高": 1, "喜相逢": 1}, only=True,
       not_counted={"断幺": ("不重复", "全中"), "无字": ("不重复", "全中"), "喜相逢": "不得相同"})

# %% tags=["exercise"]
Exercise("[123m1]123s123p11m22p2p", lesson=LESSON, focus="biggest")

# %% tags=["check"]
# 4. 1, 2 and 3 only: 全小 24, which takes 小于五 (not listed: it follows) and 无字. 123 in all
# three suits: 三色三同顺 8, which takes the 喜相逢 inside it. Four 2饼: 四归一 2. The 2饼 made a
# pung with a discard, so 222饼 is melded. 34.
expect(mjlib.score("[123m1]123s123p11m22p2p"), total=34,
       counted={"全小": 24, "三色三同顺": 8, "四归一": 2}, only=True,
       not_counted={"小于五": ("不重复", "全小"), "无字": ("不重复", "全小"),
                    "喜相逢": ("不重复", "三色三同顺")})

# %% tags=["exercise"]
Exercise("[666m1]666p789m789p9m9m", lesson=LESSON, focus="whole")

# %% tags=["check"]
# 5. The 6s spoil 全大: 大于五 12 (it takes 无字). No 条: 缺一门 1. 666万/666饼: 双同刻 2.
# 789万/789饼: 喜相逢 1. It waited on 6万 or 9万: no wait fan. 16.
expect(mjlib.score("[666m1]666p789m789p9m9m"), total=16,
       counted={"大于五": 12, "双同刻": 2, "喜相逢": 1, "缺一门": 1}, only=True, absent=["全大"],
       not_counted={"无字": ("不重复", "大于五")})

# %% tags=["exercise"]
Exercise("[111p2]234p234p22s44s4s", lesson=LESSON, focus="whole")

# %% tags=["check"]
# 6. Every tile is 1 to 4: 小于五 12 (it takes 无字). Every tile is in 推不倒's list (1-4饼,
# 2条, 4条): 推不倒 8, whose entry takes 缺一门. The two 234饼: 一般高 1. 111饼: 幺九刻 1. The
# 4s keep it from 全小. It waited on 2条 or 4条: no wait fan. 22.
expect(mjlib.score("[111p2]234p234p22s44s4s"), total=22,
       counted={"小于五": 12, "推不倒": 8, "一般高": 1, "幺九刻": 1}, only=True,
       absent=["全小"], not_counted={"缺一门": ("不重复", "推不倒"), "无字": ("不重复", "小于五")})

# %% tags=["exercise"]
Exercise("[123m1]456s78pNNNCC9p", lesson=LESSON, ask_total=True)

# %% tags=["check"]
# 7. 万, 条, 饼, a wind (北) and a dragon (the pair 中中): 五门齐 6. 123万 456条 789饼: 花龙 8.
# The 北 pung is neither seat nor round wind: 幺九刻 1. It waited on 6饼 or 9饼. 15.
expect(mjlib.score("[123m1]456s78pNNNCC9p"), total=15,
       counted={"花龙": 8, "五门齐": 6, "幺九刻": 1}, only=True)

# %% tags=["exercise"]
Exercise("[123m1]456m789m999p5p5p", lesson=LESSON, focus="whole")

# %% tags=["check"]
# 8. 123 456 789万: 清龙 16 (it takes 连六 and 老少副, no-split). 999饼 spoils 清一色, so no
# suit fan but the small ones: no 条, 缺一门 1; no honour, 无字 1. 999饼: 幺九刻 1. 5饼 was the
# only tile it waited on: 单钓将 1. 20.
expect(mjlib.score("[123m1]456m789m999p5p5p"), total=20,
       counted={"清龙": 16, "幺九刻": 1, "缺一门": 1, "无字": 1, "单钓将": 1}, only=True,
       absent=["清一色"], not_counted={"连六": ("不拆移", "清龙"), "老少副": ("不拆移", "清龙")})

# %% tags=["exercise"]
Exercise("11225566mEECCPP", lesson=LESSON, focus="whole")

# %% tags=["check"]
# 9. Seven pairs: 七对 24, which takes 门前清 and 单钓将. 混一色 is a fan of tiles, so seven pairs
# make it: 6, and it takes 缺一门 (not listed: it follows). 30.
expect(mjlib.score("11225566mEECCPP"), total=30, counted={"七对": 24, "混一色": 6}, only=True,
       not_counted={"缺一门": ("不重复", "混一色"), "门前清": ("不重复", "七对")})

# %% [markdown]
# Then drill the family: each **Next** deals a new hand with at least one suit fan; aim for five
# right in a row.

# %% [markdown] lang="zh" twin="8968752a"
# 然后做本系列的随堂练习：每按一次 **下一手**，就发一手至少含一个花色组合番种的新牌；争取连对五手。

# %% tags=["exercise"]
Drill(family="suits", seed=7, lesson=LESSON)

# %% [markdown] tags=["further-reading"]
# - **This family in the rule text**: the entries for 绿一色, 清一色, 全大, 全中, 全小, 大于五,
#   小于五, 推不倒, 混一色, 五门齐, 断幺, 缺一门 and 无字, and the basics text's entry for 绿一色.
#
# **Where to go next**
#
# - Back: `06-score-seven-pairs.ipynb`; seven pairs and the suit fans of tiles combine freely.
# - Next: `08-score-outside-fans.ipynb`, fans about what every set contains (terminals,
#   honours, fives), where 断幺 and 无字 are removed again.
# - 字一色 All Honors and the dragon and wind fans: `03-score-honor-fans.ipynb`.

# %% [markdown] lang="zh" twin="89944641"
# - **规则原文中的本系列**：绿一色、清一色、全大、全中、全小、大于五、小于五、推不倒、混一色、五门齐、断幺、缺一门和无字各条目，以及基本规则的绿一色条目。
#
# **下一步**
#
# - 回顾：`06-score-seven-pairs.ipynb`；七对与看牌张的花色组合番种可以自由叠加。
# - 下一课：`08-score-outside-fans.ipynb`，看每副牌组里都带什么牌的番种（1、9，字牌，5），在那里断幺和无字又会被不计。
# - 字一色，以及箭牌、风牌的番种：`03-score-honor-fans.ipynb`。
