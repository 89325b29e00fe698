# %% [markdown]
# # Score suit fans (花色组合系列)
#
# Thirteen fans look only at *which* tiles the hand is made of, never at how they are grouped:
# one suit or three, honours or none, high numbers or low ones, green tiles, or tiles whose
# pictures look the same upside down. They are the easiest fans to spot, and the ones that
# most often come in nested layers: a 全小 hand is also a 小于五 hand and has no honours.
#
# **What you'll do**
#
# - score a worked example of each of the thirteen fans, from 绿一色 All Green (88) down to
#   无字 No Honors (1), and read which smaller fans each one removes;
# - draw the tiles that 绿一色 and 推不倒 allow;
# - read the family's no-repeat map and check that the two rule presets agree on this family.
#
# **What you'll learn**
#
# - which tile sets each fan allows, and which fans are nested inside which;
# - why 绿一色 without 发 also counts 清一色, and with 发 counts neither 清一色 nor 混一色;
# - that the suit fans work on any winning shape, seven pairs included.
#
# **What you'll need**
#
# - Notebooks `01-read-tiles-and-hands.ipynb` (the notation) and
#   `02-apply-the-counting-principles.ipynb` (the no-repeat principle, 不重复).
# - The tile names: 万 characters (m), 条 bamboo (s), 饼 dots (p); the honours are the four
#   winds 东南西北 (E S W N) and the three dragons 中 发 白 (C F P).

# %%
import mjlib
from mjlib.fans.suits import GREEN, REVERSIBLE  # the tile sets of 绿一色 and 推不倒
from mjlib.render import draw_family_map, draw_hand, draw_result, draw_tiles
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# The thirteen fans, highest first:

# %%
# NBVAL_CHECK_OUTPUT
for f in mjlib.FANS:
    if f.family == "suits":
        print(f"{f.points:>3}  {f.zh} {f.en}")

# %% [markdown]
# Each example below is built to show one fan with as little else as possible, so some of the
# small ones fall short of the 8-fan minimum (八番起和); the printed result says so.

# %% [markdown]
# ## 绿一色 All Green (88)
#
# Every tile is green: the bamboo tiles 2, 3, 4, 6 and 8 (their pictures are all green) and
# 发 the Green Dragon. Nothing else, whatever the grouping.

# %%
draw_tiles(GREEN)

# %% [markdown]
# With 发 in the hand, the hand has one suit plus honours, so it is also a 混一色 Half Flush;
# the rule book does not count 混一色 beside it, and 缺一门 One Voided Suit goes with it
# (no-repeat, 不重复).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234s1][666s2]888s44sFFF")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case: no 发.** 绿一色 does not require 发. Without it the hand is all bamboo, so it is a
# 清一色 Full Flush as well, and the rule book says outright that you may then count it:
# 88 + 24. No 1, 9 or honour is left either, so 断幺 All Simples comes along too. Below, the
# 发 pung is replaced by 222条 (and the four 4条 add 四归一 Tile Hog):

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234s1][666s2]888s22s44s4s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# ## 清一色 Full Flush (24)
#
# Every tile from one suit, no honours. It removes 无字 No Honors (the rule book lists it) and
# 缺一门 One Voided Suit (two suits are missing, so one certainly is).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234p1]567p888p33p99p9p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** One honour tile anywhere, even just the pair, turns it into 混一色 (6). A
# one-suit hand usually brings chow fans with it (清龙, 一色三同顺 …): they count on top, since
# 清一色 says nothing about the grouping.

# %% [markdown]
# ## 全大 Upper Tiles (24)
#
# Only 7, 8 and 9 of any suits: chows 789, pungs and pair of 7s, 8s and 9s. No honours. It
# necessarily has no honours (无字, listed by the rule book) and every number above five
# (大于五, implied), so neither is counted again.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[789m1]789s777p88p99p9p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** The only chow allowed is 789, so 全大 hands are mostly pungs; the 999 pung
# adds 幺九刻 as usual. 6 is not "upper": a single 6 makes the hand 大于五 instead.

# %% [markdown]
# ## 全中 Middle Tiles (24)
#
# Only 4, 5 and 6 of any suits, no honours. That rules out every 1 and 9, so 断幺 All Simples
# is not counted (listed by the rule book), nor is 无字.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[456m1][444p2]666s55m55s5s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** 全中 is not the same as 全带五 All Fives (16, in the outside family): 444 and
# 666 pungs are middle tiles without a 5. When every set also holds a 5, both count; exercise 4
# below has one.

# %% [markdown]
# ## 全小 Lower Tiles (24)
#
# Only 1, 2 and 3, no honours. Like 全大 it removes 无字 (listed) and the wider 小于五 (implied).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]123s222p33p11p1p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** 1 is a terminal, so pungs of 1 still add 幺九刻, and 断幺 is impossible.

# %% [markdown]
# ## 大于五 Upper Four (12)
#
# Only 6, 7, 8 and 9, no honours: one number wider than 全大. It removes 无字.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[678m1]789s666p99p88p8p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** 5 belongs to neither side: a single 5 anywhere spoils both 大于五 and 小于五.
# A hand of 7, 8, 9 only is 全大, which removes 大于五.

# %% [markdown]
# ## 小于五 Lower Four (12)
#
# Only 1, 2, 3 and 4, no honours. It removes 无字; 全小 removes it in turn.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]234s111p44p33p3p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# ## 推不倒 Reversible Tiles (8)
#
# Every tile looks the same turned upside down. The rule book lists them: 1 2 3 4 5 8 9 饼,
# 2 4 5 6 8 9 条, and 白 the White Dragon. (The drawing's faces are numerals; on real tiles it
# is the pictures that are symmetric.)

# %%
draw_tiles(REVERSIBLE)

# %% [markdown]
# There are no 万 tiles in the set, so the hand always lacks a suit: 缺一门 is not counted
# (listed by the rule book).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123p1]456s888sPP99p9p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** 3条 and 7条 are not reversible, so 345条 or 567条 chows spoil it; 6饼 and
# 7饼 neither, nor any honour but 白. A 推不倒 hand of dots only is also 清一色, and both
# count (exercise 1).

# %% [markdown]
# ## 混一色 Half Flush (6)
#
# One suit plus honours. It removes 缺一门 (two suits are missing). The honours here are a
# 北 pung and a 中 pair.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]567mNNN99mCC9m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** It needs at least one honour (otherwise it is 清一色) and at least one suited
# tile (otherwise it is 字一色 All Honors, in `03-score-honor-fans.ipynb`). Seven pairs can be
# a half flush too (exercise 2).

# %% [markdown]
# ## 五门齐 All Types (6)
#
# All five kinds of tile in the hand: 万, 条, 饼, a wind and a dragon. Here 南南南 is the wind
# and 中中 the dragon.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234m1]456p678sSSSCC")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** A pair is enough for a kind: the dragon here is only the pair. Seven pairs
# can make it as well. 十三幺, 七星不靠 and 全不靠 always have all five kinds, so they remove
# it (`09-score-knitted-hands.ipynb`).

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("11m55p22s88sEEWWCC"))

# %% [markdown]
# ## 断幺 All Simples (2)
#
# No 1, no 9, no honour: only 2 to 8. Claimed sets are allowed. With no honours it removes
# 无字 (implied).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234m1]456p678s55s33p3p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** 全中, 全双刻 and 全带五 always are all simples and remove it. 全大 and 全小
# never are: they contain 9s or 1s.

# %% [markdown]
# ## 缺一门 One Voided Suit (1)
#
# Exactly one of the three suits is missing. Honours may be present. Here there is no 条.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234m1]456p678p22pEE2p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** Two missing suits make 混一色 or 清一色, which remove it; 推不倒 and 绿一色
# remove it too, since they can never contain 万. It can stand beside 无字: the next example
# has both.

# %% [markdown]
# ## 无字 No Honors (1)
#
# No wind or dragon anywhere. It is the smallest fan and the one most often removed: 清一色,
# 全大, 全小, 大于五, 小于五, 平和, 断幺 and others all imply it.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]345p678s22p55s5s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** Honours in a *claimed* set count as much as honours in the hand: one 东 pung
# melded on the table spoils 无字.

# %% [markdown]
# ## The family's no-repeat map
#
# Each arrow reads "when the fan at the tail is counted, the fan at the head is not". Thick
# arrows are listed by the rule book, thin ones are necessary implications it leaves out.

# %%
draw_family_map("suits")

# %% [markdown]
# Reading the map:
#
# - Almost every arrow ends in one of two boxes, 缺一门 or 无字: they are the small fans that a
#   big suit fan makes certain.
# - The number fans nest: 全大 → 大于五 → 无字 and 全小 → 小于五 → 无字; 全中 → 断幺 → 无字.
# - 绿一色 removes 混一色 but not 清一色: that is the 发 / no-发 difference above.
# - 五门齐 has no arrow at all: nothing in this family implies it, and it implies nothing.

# %% [markdown]
# ## Try it
#
# The builder holds this notebook's hands. Swap a tile for its neighbour and see which fan of
# the family appears or disappears: a 6 into a 全大 hand, a 发 into an all-bamboo hand.

# %%
HandBuilder(
    hand="[234s1][666s2]888s44sFFF",
    examples={
        "绿一色 with 发": "[234s1][666s2]888s44sFFF",
        "绿一色 without 发": "[234s1][666s2]888s22s44s4s",
        "清一色": "[234p1]567p888p33p99p9p",
        "全大": "[789m1]789s777p88p99p9p",
        "全中": "[456m1][444p2]666s55m55s5s",
        "全小": "[123m1]123s222p33p11p1p",
        "大于五": "[678m1]789s666p99p88p8p",
        "小于五": "[123m1]234s111p44p33p3p",
        "推不倒": "[123p1]456s888sPP99p9p",
        "混一色": "[123m1]567mNNN99mCC9m",
        "五门齐": "[234m1]456p678sSSSCC",
        "缺一门": "[234m1]456p678p22pEE2p",
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# None of the six switches between the presets touches a suit fan: both the rule book and
# the common calculator count these thirteen fans the same way, with the same removals. The
# hardest case, 绿一色 without 发 (which adds 清一色), comes out identical:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[234s1][666s2]888s22s44s4s"))

# %% [markdown]
# and so does a 推不倒 hand:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[123p1]456s888sPP99p9p"))

# %% [markdown]
# Where a suit hand does score differently under the two presets, the difference comes from a
# fan of another family: self-drawn seven pairs (不求人 or 自摸), concealed kongs, or 九莲宝灯
# Nine Gates (a one-suit hand with its own switch).

# %% [markdown]
# ## On your own
#
# Score each hand (discard win, East seat and round), then open the answer cell.
#
# **1.** Dots only, and every tile reversible.

# %%
draw_hand("[123p1]234p888p99p55p5p")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[123p1]234p888p99p55p5p"))

# %% [markdown]
# **2.** Seven pairs of characters and honours.

# %%
draw_hand("11225566mEECCPP")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("11225566mEECCPP"))

# %% [markdown]
# **3.** Sixes and up, in three suits.

# %%
draw_hand("[678m1]678p789s99s66m6m")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[678m1]678p789s99s66m6m"))

# %% [markdown]
# **4.** Middle tiles with a 5 in every set. Which of 全中, 全带五 and 断幺 count?

# %%
draw_hand("[456m1]456p456s555s5m5m")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[456m1]456p456s555s5m5m"))

# %% [markdown]
# ## Where to go next
#
# - Back: `06-score-seven-pairs.ipynb`; seven pairs combine freely with the suit fans.
# - Next: `08-score-outside-fans.ipynb`, fans about what every set contains (terminals,
#   honours, fives), where 断幺 and 无字 are removed again.
# - 字一色 All Honors and the dragon and wind fans: `03-score-honor-fans.ipynb`.
