# %% [markdown]
# # Score the chow fans: runs of numbered tiles (序数牌系列)
#
# A chow (顺子, 吃) is three numbered tiles in a row of one suit: 123m, 456p, 789s. Fifteen fans
# reward chows that relate to each other: the same numbers twice or three times, steps up, the
# full run 1 to 9, or 123 and 789 side by side. They range from 1 point to 64, and they are where
# the counting principles do most of their work.
#
# **What you'll do**
#
# - score one hand for each of the fifteen chow fans and read its ledger;
# - draw the links between the sets of a hand and see which of them are allowed to count;
# - compare two readings of the same tiles, chows against pungs.
#
# **What you'll learn**
#
# - the four 1-point pair fans 一般高, 喜相逢, 连六, 老少副, and how many of them a hand may keep
#   (套算一次 count-once: at most one fewer than the sets involved);
# - the big chow fans, from 平和 to 一色双龙会, and which smaller fans each one swallows
#   (不重复 no-repeat, 不拆移 no-split, 不得相同 non-identical);
# - the traps: 三色三步高 steps by 1 only, 平和 needs a numbered pair, the pair of 三色双龙会 must
#   be a 5.
#
# **What you'll need**
#
# - `01-read-tiles-and-hands.ipynb` (the notation, how to read a printed result) and
#   `02-apply-the-counting-principles.ipynb` (the five principles).

# %%
import mjlib
from mjlib.render import draw_combinations, draw_family_map, draw_hand, draw_readings, draw_result
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# ## Before the fans: how chows relate
#
# Almost every fan here compares chows. Lay the family out by what it compares and how many
# chows it takes:
#
# | relation | 2 chows | 3 chows | 4 chows |
# |---|---|---|---|
# | same numbers, one suit | 一般高 Pure Double Chow (1) | 一色三同顺 Pure Triple Chow (24) | 一色四同顺 Quadruple Chow (48) |
# | same numbers, different suits | 喜相逢 Mixed Double Chow (1) | 三色三同顺 Mixed Triple Chow (8) | |
# | stepping up, one suit | | 一色三步高 Pure Shifted Chows (16) | 一色四步高 Four Pure Shifted Chows (32) |
# | stepping up by 1, three suits | | 三色三步高 Mixed Shifted Chows (6) | |
# | six in a row, one suit | 连六 Short Straight (1) | | |
# | 123 to 789 | 老少副 Two Terminal Chows (1) | 清龙 Pure Straight (16), 花龙 Mixed Straight (8) | 三色双龙会 (16), 一色双龙会 (64) |
#
# Plus 平和 All Chows (2), which only asks that every set be a chow. We go from the bottom up:
# the four pair fans first, then how many of them may count, then the bigger fans.

# %% [markdown]
# ## 一般高 Pure Double Chow (1)
#
# Two identical chows: same numbers, same suit.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234m1]234m567s33p67p8p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The two 234m chows make 一般高; one was claimed (the bracket), which does not matter. The hand
# is also all chows with a numbered pair (平和, below) and has no terminal or honor (断幺 All
# Simples, notebook 07). 无字 No Honors is struck: 平和 already implies it (no-repeat; the rule
# book lists it under 平和).
#
# Same numbers in **two suits** is not 一般高 but 喜相逢, the next fan. Three identical chows are
# 一色三同顺, which takes the 一般高 pairs inside it away (see its section).

# %% [markdown]
# ## 喜相逢 Mixed Double Chow (1)
#
# The same chow in two different suits.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234m1]234s789s33p67p8p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 234m and 234s. Put the same chow in a third suit and it becomes 三色三同顺 (8), which removes
# the 喜相逢 pairs inside it.

# %% [markdown]
# ## 连六 Short Straight (1)
#
# Two chows of one suit that together make six numbers in a row: 123+456, 234+567, 345+678 or
# 456+789.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234m1]567m789s33p45p6p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 234m and 567m: 2 3 4 5 6 7. Chows that overlap do not make 连六: 123+345 is only five numbers.
# One hand can hold two different 连六. Here 123m+456m is one and 234m+567m the other:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[123m1][234m1][456m1]567m9p9p"))

# %% [markdown]
# Those four chows step by 1, then 2, then 1: not regular enough for 一色三步高 or 一色四步高, so
# the two 连六 are what they earn.

# %% [markdown]
# ## 老少副 Two Terminal Chows (1)
#
# 123 and 789 of the same suit: the "old" and the "young" chow.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]789m456s33p67p8p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The two chows must share a suit. With 123m and 789s there is no 老少副 (the 连六 this hand
# earns instead is 456s+789s):

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[123m1]789s456s33p67p8p"))

# %% [markdown]
# ## How many pair fans count: 套算一次 count-once
#
# The four fans above, and 双同刻 Double Pung of notebook 05, are **pair fans**: each links two
# sets. A hand can hold more links than it may count. The rule book's count-once principle says
# that a set which has not been combined yet may be combined with the sets already used only
# once. Three consequences:
#
# - two sets make at most one pair fan between them;
# - a set left over by a bigger fan (花龙, 清龙 …) adds at most one pair fan with that fan's sets;
# - over n sets, at most n − 1 pair fans count: picture adding the sets one at a time, each new
#   set bringing at most one new link.
#
# `draw_combinations` draws the sets as boxes and the fans as brackets between them: solid for
# counted, dashed and struck through (with the principle) for not counted. First the rule book's
# own example:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1][456p1][789s1]23pCC1p")
print(r)

# %%
draw_combinations(r)

# %% [markdown]
# 花龙 Mixed Straight uses 123m, 456p and 789s. The 123p left over could pair with 123m (喜相逢,
# same numbers) or with 456p (连六, 123456 in 饼). It may combine with 花龙's sets only once, so
# one of the two counts: 花龙 8 + 1 = 9, as the book says. Both links are worth 1, so it does not
# matter which one is kept; mjlib keeps 喜相逢.
#
# Now four chows and no bigger fan. Every chow has two partners, and the four links close a
# ring:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("234567s234567p88m")
print(r)

# %%
draw_combinations(r)

# %% [markdown]
# 234s–567s (连六), 234p–567p (连六), 234s–234p (喜相逢), 567s–567p (喜相逢): four links over four
# sets. Add the sets one by one: 234s and 567s (one link), then 234p (one more), then 567p,
# which would bring *two* links, to 567s and to 234p. Only one of them may count. Three of the
# four links count: n − 1 = 3.
#
# The cap only bites when the links close a ring. Here they form a chain, and all three count:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m][789m]456s789sEE")
print(r)

# %%
draw_combinations(r)

# %% [markdown]
# 老少副 (123m–789m), 喜相逢 (789m–789s), 连六 (456s–789s): three links, four sets, no ring. Each
# set, added in order, brings one link. (The hand is 5 points, short of the 8-fan minimum: pair
# fans are seasoning, not a meal.)

# %% [markdown]
# ## 平和 All Chows (2)
#
# Four chows and a pair of numbered tiles. Nothing else: no pung, no honor pair.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("234567m66s34567p8p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 平和 removes 无字 No Honors (listed in the rule book: four chows and a numbered pair cannot hold
# an honor). Players who know Japanese mahjong expect more conditions; MCR has none: claimed
# chows are fine, and the wait does not matter (this hand waited on 2p, 5p and 8p). The two
# things that break it are a pung anywhere and an honor pair:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[234m1]234s789s67pEE8p"))

# %% [markdown]
# ## 三色三步高 Mixed Shifted Chows (6)
#
# Three chows in three different suits, each one number higher than the last: 123, 234, 345.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123s1][234m1][345p1]55m45s6s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The printed result strikes a *second* 三色三步高. The winning 456s could replace 123s and make
# 234m, 345p, 456s, also a step of 1 in three suits. But 234m and 345p have already made this
# fan, and sets that have formed a fan may not form the same fan again (不得相同 non-identical).
# `draw_combinations` shows both instances:

# %%
draw_combinations(r)

# %% [markdown]
# 123s is still free to link with 456s as 连六, and does.
#
# The trap: **steps of 2 do not count** across suits. 123m, 345s, 567p earns nothing here; only
# the one-suit version 一色三步高 allows a step of 2.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[123m1][345s1][567p1]22m67s8s"))

# %% [markdown]
# ## 三色三同顺 Mixed Triple Chow (8)
#
# The same chow in all three suits.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[345s1][345p1][345m1]4456m4m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Three chows of 345 make three 喜相逢 pairs, all struck under 不拆移 no-split: they would take
# 三色三同顺 back apart into pairs. The fourth chow, 456m, links to nothing here. The hand also
# holds all four 4m (three in the hand, one in the claimed 345m): 四归一 Tile Hog, notebook 05.

# %% [markdown]
# ## 花龙 Mixed Straight (8)
#
# 123, 456 and 789, each in a different suit.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1][456p1]789sNNFFF")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The rule book lists nothing under 花龙; its three chows share no pair fan (different suits,
# different numbers). The principle that matters is count-once, for a fourth chow, as in the
# rule book's example above. This hand adds 五门齐 All Types (three suits, a wind, a dragon) and
# 箭刻 Dragon Pung.

# %% [markdown]
# ## 一色三步高 Pure Shifted Chows (16)
#
# Three chows of one suit, stepping up by 1 (123, 234, 345) or by 2 (123, 345, 567).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123p1][234p1][345p1]2234s2s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Steps of 1 in 饼. The free 234s pairs with 234p as 喜相逢. Now steps of 2, with a fourth chow
# that overlaps:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[123s1][345s1][567s1]2345s2s"))

# %% [markdown]
# 123s, 345s, 567s is the fan; the second 345s could make it again with the same 123s and 567s,
# and that second instance is struck (non-identical). The two 345s are an 一般高.
#
# A step of 3 (123, 456, 789) is not 一色三步高 but 清龙, next.

# %% [markdown]
# ## 清龙 Pure Straight (16)
#
# 123, 456 and 789 of one suit: the full run 1 to 9.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123s1][456s1][789s1]6688p6p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Inside 清龙 hide two 连六 (123+456, 456+789) and one 老少副 (123+789). They are struck under
# 不拆移 no-split: they would be made by taking the 清龙 apart. With a fourth chow in the same
# suit, count-once joins in:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("112233456789mEE")
print(r)

# %%
draw_combinations(r)

# %% [markdown]
# Read the brackets from the top. Counted: 清龙, and one 一般高 between the two 123m. Struck:
# the 连六 and 老少副 inside the 清龙 (no-split), the same fans between the *free* 123m and 清龙's
# 456m and 789m (count-once: the free chow has already used its one link), and a second 清龙 made
# with the other 123m (non-identical).

# %% [markdown]
# ## 三色双龙会 Three-Suited Terminal Chows (16)
#
# 123 and 789 in one suit, 123 and 789 in a second suit, and a pair of 5 in the third.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("12389m123789s55p7m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The rule book lists 平和, 无字, 喜相逢 and 老少副 under 三色双龙会: the hand is necessarily four
# chows with a numbered pair and no honors (no-repeat), and its two 喜相逢 and two 老少副 are its
# own chows re-paired (no-split). What it keeps here is 门前清 Concealed Hand and 边张 Edge Wait:
# 89m could only take a 7m.
#
# The pair **must be 5 of the third suit**. With any other pair the four chows score only as pair
# fans (exercise 3 below).

# %% [markdown]
# ## 一色三同顺 Pure Triple Chow (24)
#
# Three identical chows.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[456m1][456m1]456m789s1p1p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The three 一般高 pairs inside it are struck (no-split; the rule book lists 一般高 under
# 一色三同顺).
#
# Three identical chows are also three pungs in disguise: 222333444 can be read 234 234 234 or
# 222 333 444, a 一色三节高 Pure Shifted Pungs (24) of notebook 05. The rule book lists each under
# the other, and the reading worth more is the one that counts (就高不就低 high-versus-low). Its
# own example:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("22233344m234p99p4m")
print(r)

# %%
draw_readings(r)

# %% [markdown]
# Chows: 一色三同顺 24, 门前清 2, 平和 2, 喜相逢 1, 缺一门 1 = 30. Pungs: 一色三节高 24, 门前清 2,
# 双暗刻 2, 缺一门 1, **无字 1** = 30. The rule book prices the pung reading at 29 because it
# forgets 无字 (in the chow reading 平和 removes 无字; in the pung reading nothing does). So it is a
# tie, and the tie goes to the 一色三同顺 reading, as in common practice. Only one 喜相逢 counts:
# 234p can link with one of the three identical 234m, and the other two links are the same fan
# again (non-identical).
#
# When the pungs are worth more, they win. Here 111222333s read as pungs adds 三暗刻 Three
# Concealed Pungs; the chow reading (54) is listed at the bottom under "other readings":

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("1112223335589s7s"))

# %% [markdown]
# ## 一色四步高 Four Pure Shifted Chows (32)
#
# Four chows of one suit, all stepping by 1 or all stepping by 2.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1][234m1][345m1]1145m6m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Steps of 1: 123, 234, 345, 456 (the winning 6m completes 456m). The rule book lists 连六 and
# 老少副 under it (here 123+456 would be a 连六); mjlib also strikes the 一色三步高 inside it, as
# no-split: three of its own four chows. Steps of 2 reach from 1 to 9 and hold a 老少副:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[123s1][345s1][567s1]78s55p9s"))

# %% [markdown]
# Mixed steps are nothing: 123, 234, 456, 567 (steps 1, 2, 1) earned only two 连六 in the 连六
# section.

# %% [markdown]
# ## 一色四同顺 Quadruple Chow (48)
#
# Four identical chows.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1][123m1]1122334m4m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Four identical chows use all four copies of three tiles, so the hand always has 四归一 Tile Hog;
# the rule book lists it under 一色四同顺 (no-repeat), with 一般高. It also names 一色三节高 in
# that list; the fan it means is 一色三同顺, the three-chow version, which mjlib strikes as
# no-split. (The lists under 一色四同顺 and 一色四节高 are swapped in the rule book text; read
# them with that in mind.) 清一色 Full Flush and 小于五 Lower Four are not implied (the chow
# could be 456, the pair another suit) and count.

# %% [markdown]
# ## 一色双龙会 Pure Terminal Chows (64)
#
# Two 123 and two 789 of one suit, with a pair of 5 of that suit.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1122335577889m9m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The rule book's list under 一色双龙会 is long: 七对, 清一色, 平和, 无字, 一般高, 老少副. Everything
# in it is either necessarily there (one suit, all chows, no honors: no-repeat) or the fan's own
# chows re-paired (一般高, 老少副: no-split). The surprise is 七对 Seven Pairs: every tile comes
# twice, so the same fourteen tiles can be read as seven pairs. That reading is listed at the
# bottom of the result: 七对 24 + 清一色 24 = 48, against 66 here. Notebook 06 draws the two
# readings side by side and looks at hands where the pairs win.

# %% [markdown]
# ## The family's no-repeat map
#
# Every "when X counts, Y does not" that starts from a chow fan. Arrows run from the counted fan
# to the fan it removes.

# %%
draw_family_map("chows")

# %% [markdown]
# How to read it:
#
# - Dashed red arrows are no-split: a big fan's own chows re-paired into smaller fans (一色四同顺
#   → 一色三同顺 and 一般高, 一色双龙会 → 一般高 and 老少副, 一色四步高 → 连六 and 老少副).
# - Solid arrows are no-repeat: fans that are always present (平和 → 无字, 一色四同顺 → 四归一,
#   一色双龙会 → 清一色, 七对, 平和). Thin ones are implications the book leaves unwritten.
# - 清龙, 花龙, 一色三步高, 三色三同顺 and 三色三步高 have no arrows at all. Their only
#   restrictions depend on the hand (the pair fans inside them, a second instance, a fourth chow),
#   so they show up in each result's "not counted" list rather than on this map.

# %% [markdown]
# ## Try it
#
# Build a hand tile by tile, or pick one from the list.

# %%
HandBuilder(
    hand="[123m1][456p1][789s1]23pCC1p",
    examples={
        "套算一次 the rule book's count-once hand": "[123m1][456p1][789s1]23pCC1p",
        "four links in a ring (n − 1 = 3)": "234567s234567p88m",
        "three links in a chain": "[123m][789m]456s789sEE",
        "平和 all chows": "234567m66s34567p8p",
        "三色三步高 mixed shifted chows": "[123s1][234m1][345p1]55m45s6s",
        "清龙 + a free 123m": "112233456789mEE",
        "三色双龙会": "12389m123789s55p7m",
        "一色三同顺 or 一色三节高 (a tie)": "22233344m234p99p4m",
        "一色四步高 steps of 2": "[123s1][345s1][567s1]78s55p9s",
        "一色双龙会": "1122335577889m9m",
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# The six places where the `green-book` and `common-practice` presets differ (notebook 02) are
# about self-drawn special hands, kongs, 九莲宝灯 and 双同刻. No chow fan is among them, and both
# presets apply count-once the same way. The rule book's count-once hand, side by side:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[123m1][456p1][789s1]23pCC1p"))

# %% [markdown]
# There is one indirect way a preset can change the chow fans of a hand: by changing **which
# reading wins**. This self-drawn hand can be seven pairs or four chows. In the rule book a
# self-drawn 七对 earns 不求人 4 and wins the comparison; in common practice it earns 自摸 1, the two
# readings tie at 49, and the tie goes to the chows, so 平和, 一般高 and 喜相逢 appear. Notebook 06
# explains it in full.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("45566m445566s55p4m", self_drawn=True))

# %% [markdown]
# ## On your own
#
# For each hand: name the chow fans, decide which pair fans may count, strike what the
# principles remove, add up. Use the empty cell or the builder, then open the hidden cell.
#
# **1.** Won on a discard of 5s.

# %%
draw_hand("[789m1]123456789m5s5s")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[789m1]123456789m5s5s"))

# %% [markdown]
# **2.** Won on a discard of 2s.

# %%
draw_hand("[345m1]345s345p678p2s2s")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[345m1]345s345p678p2s2s"))

# %% [markdown]
# **3.** Won on a discard of 7m. Is it 三色双龙会? How many of its pair fans count?

# %%
draw_hand("12389m123789s88p7m")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("12389m123789s88p7m"))

# %% [markdown]
# **4.** Won on a discard of 8m. Two 连六 are hiding in the bamboo: do they count?

# %%
draw_hand("[234s1]345s456s567s8m8m")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[234s1]345s456s567s8m8m"))

# %% [markdown]
# **5.** Won on a discard of 8m. Is 234p + 456p a 连六?

# %%
draw_hand("[234p2]345p456p67m55s8m")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[234p2]345p456p67m55s8m"))

# %% [markdown]
# ## Where to go next
#
# - Back: `03-score-honor-fans.ipynb`, the winds and dragons.
# - Next: `05-score-pung-and-kong-fans.ipynb`, the pungs family: the other side of the
#   一色三同顺 / 一色三节高 comparison, and 双同刻, the pair fan for pungs, under the same count-once
#   rule.
# - `06-score-seven-pairs.ipynb` for 七对 against the chow readings of the same tiles.
