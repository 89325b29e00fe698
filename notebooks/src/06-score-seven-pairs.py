# %% [markdown]
# # Score the seven-pairs hands (七对系列)
#
# Most winning hands are four sets and a pair. Seven pairs (七对) is the other shape every player
# meets: fourteen tiles in seven pairs, no sets at all. Two fans belong to it, 七对 Seven Pairs (24)
# and 连七对 Seven Shifted Pairs (88). The interesting part is what happens when the same fourteen
# tiles can *also* be read as four sets and a pair.
#
# **What you'll do**
#
# - score a seven-pairs hand and a seven-shifted-pairs hand and read their ledgers;
# - put the seven-pairs reading of a hand beside its four-sets reading and see which one counts;
# - compare the rule book with common practice on a self-drawn seven pairs.
#
# **What you'll learn**
#
# - which fans 七对 and 连七对 remove, and why (不重复 no-repeat);
# - why a seven-pairs hand never also scores 平和, 一般高 or 全带幺, even when its tiles would
#   allow them (不拆移 no-split);
# - when the four-sets reading wins instead (就高不就低 high-versus-low), and how a preset can
#   decide a close call.
#
# **What you'll need**
#
# - `02-apply-the-counting-principles.ipynb` (the five principles) and
#   `04-score-chow-fans.ipynb` (平和, 一般高 and friends, which appear here as the competition).

# %%
import mjlib
from mjlib.render import draw_family_map, draw_hand, draw_readings, draw_result
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# ## Before the fans: the seven-pairs shape
#
# - Seven pairs, any tiles: numbers or honors, any suits.
# - Nothing can be claimed on the way: a pair cannot be called from a discard, so the hand is
#   concealed until the last tile, which completes the seventh pair (from the wall or from a
#   discard).
# - Four identical tiles count as two pairs.
# - It is a winning shape of its own, not a fan added to a four-sets hand. When the same tiles
#   fit both shapes, mjlib scores both readings and keeps the better one; the printed result
#   lists the loser under "other readings".

# %% [markdown]
# ## 七对 Seven Pairs (24)
#
# Seven pairs.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1133m2288s5577pCC")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 七对 24 and nothing else counted. Two fans are struck under 不重复 no-repeat, and the rule book
# lists both under 七对:
#
# - 门前清 Concealed Hand: a seven-pairs hand is concealed by construction (nothing to claim);
# - 单钓将 Single Wait: the last tile always completes a pair, so a seven-pairs hand always waits
#   on one tile for its pair. Paying for that again would count the shape twice.
#
# Won from the wall, the book adds 不求人 Fully Concealed Hand 4 to a self-drawn 七对 (common
# practice gives 自摸 Self-Drawn 1 instead; see "In practice" below):

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("1133m2288s5577pCC", self_drawn=True))

# %% [markdown]
# 七对 adds up with the fans that are about **which tiles** the hand holds: 清一色, 混一色, 断幺,
# 全中, 混幺九, 绿一色, 无字, 缺一门, 五门齐, 四归一 … It does not add up with fans about **sets**: a
# hand with no chow and no pung has no 平和, no 一般高, no 碰碰和. Here four 8s are two pairs, and
# they also make 四归一 Tile Hog; the whole hand is green (绿一色 All Green, 88):

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("223344668888sFF")
print(r)

# %%
draw_result(r)

# %% [markdown]
# ## No split: seven pairs against the regular reading (不拆移)
#
# The rule book's own example for the no-split principle is a seven-pairs hand. Its pairs 11 22 33
# and 77 88 99 can be regrouped into four chows, 123 123 789 789, with 1p as the pair. mjlib
# reads the hand both ways and draws the two readings side by side:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("112233m778899s1p1p")
print(r)

# %%
draw_readings(r)

# %% [markdown]
# Read as seven pairs: 七对 24 + 无字 1 = 25. Read as four chows and a pair: 全带幺 Outside Hand 4,
# 门前清 2, 平和 2, 一般高 ×2, 单钓将 1 = 11. The seven-pairs reading counts.
#
# What no-split adds is this: you may not *keep* 七对 and then *also* take 平和, 一般高 and 全带幺
# from the other grouping of the same tiles, 25 + 8. Once the tiles are counted as seven pairs,
# the pairs stay pairs. That is why the "not counted" list names 全带幺, 平和 and 一般高 with
# 不拆移 no-split and 七对 as the cause, and shows the set grouping they would need.
#
# (门前清 and 单钓将 are in both readings; the seven-pairs reading removes them by no-repeat, as
# above.)

# %% [markdown]
# ## When the regular reading wins
#
# The comparison goes both ways. If the four-sets reading is worth more, it counts and 七对 is the
# one left out. The rule book writes one such case into its lists: 一色双龙会 Pure Terminal Chows
# (notebook 04) does not count 七对. Its tiles are always seven pairs too (11 22 33 55 77 88 99 of
# one suit), and its 64 points beat anything the pairs can earn:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1122335577889m9m")
print(r)

# %%
draw_readings(r)

# %% [markdown]
# 一色双龙会 64 + 门前清 2 = 66 against 七对 24 + 清一色 24 = 48. Exercise 4 at the end is another
# hand where the sets win. Close calls exist too, and one of them depends on the preset: see "In
# practice".

# %% [markdown]
# ## 连七对 Seven Shifted Pairs (88)
#
# Seven pairs of one suit with seven consecutive numbers: 1 to 7, 2 to 8 or 3 to 9.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1122334455667m7m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# What 连七对 removes, all by no-repeat:
#
# - 七对 itself, 清一色 Full Flush, 门前清 and 单钓将: the rule book's list. A seven-shifted-pairs
#   hand is always seven pairs of one suit, concealed, waiting on a pair.
# - 缺一门 One Voided Suit and 无字 No Honors: not in the book's list, but one suit and no honors
#   are certain, so mjlib strikes them too.
#
# The tiles also read as chows (123 123 456 456 77 and two more groupings, "other readings" at the
# bottom: at most 31). Their 平和, 一般高 and 连六 are struck by no-split. mjlib names 七对 as the
# cause there, meaning the seven-pairs shape that 连七对 is made of; the fan actually counted is
# 连七对.
#
# 断幺 All Simples is **not** implied, because 1–7 and 3–9 contain a terminal. So 2 to 8 adds it:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("2233445566778p8p"))

# %% [markdown]
# The trap: seven pairs of one suit are not enough, the numbers must be consecutive. With 6
# missing (11 22 33 44 55 77 88), it is 七对 + 清一色, 48:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("1122334455778m8m"))

# %% [markdown]
# ## The family's no-repeat map
#
# Arrows run from the counted fan to the fan it removes.

# %%
draw_family_map("pairs")

# %% [markdown]
# - 连七对 points at 七对, 清一色, 门前清 and 单钓将; 七对 at 门前清 and 单钓将. All solid: the rule
#   book's lists.
# - The no-split exclusions (平和, 一般高, 全带幺 …) are not on the map, because they depend on
#   the hand: only some seven-pairs hands can be regrouped into sets at all.
# - The self-drawn bonus (不求人 in the book) is an addition, not a removal, so it is not drawn
#   either.

# %% [markdown]
# ## Try it
#
# Build seven pairs of your own, or pick a hand from the list. Try turning one pair into a pung
# and watch the shape change.

# %%
HandBuilder(
    hand="112233m778899s1p1p",
    examples={
        "七对 seven pairs": "1133m2288s5577pCC",
        "七对 self-drawn": ("1133m2288s5577pCC", {"self_drawn": True}),
        "四归一 four 8s as two pairs": "223344668888sFF",
        "不拆移 the rule book's no-split hand": "112233m778899s1p1p",
        "一色双龙会 beats 七对": "1122335577889m9m",
        "连七对 seven shifted pairs": "1122334455667m7m",
        "a close call, self-drawn": ("45566m445566s55p4m", {"self_drawn": True}),
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# Seven pairs is where the two presets of notebook 02 differ most visibly. The rule book says a
# self-drawn 七对 or 连七对 adds 不求人 Fully Concealed Hand (4); the common scoring apps give the
# plain 自摸 Self-Drawn (1). Side by side:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1133m2288s5577pCC", self_drawn=True))

# %% [markdown]
# Three points, and on a hand that has a four-sets reading too, those three points can change
# which reading wins. Take 44 55 66 in 万 and in 条 with a pair of 5p, the last 4m drawn from the
# wall. As chows it is 456m 456m 456s 456s + 55p: 全中 Middle Tiles 24, 全带五 All Fives 16,
# 不求人 4, 平和 2, 一般高 ×2, 喜相逢 1 = 49. As pairs it is 七对 24 + 全中 24 + the self-draw.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("45566m445566s55p4m", self_drawn=True))

# %% [markdown]
# - **Rule book:** the pairs earn 不求人 4, so 52 against 49: 七对 counts, and the chow fans are
#   struck by no-split.
# - **Common practice:** the pairs earn 自摸 1, so 49 against 49. On a tie, common practice
#   prefers the four-sets reading over seven pairs, and the chows count instead.
#
# The common-practice readings, side by side:

# %%
r = mjlib.score("45566m445566s55p4m", self_drawn=True, rules="common-practice")
draw_readings(r)

# %% [markdown]
# So a regular reading can beat 七对 on this hand only in common practice, and only by the
# tie-break, which the figure's caption spells out: on equal totals four sets and a pair are
# preferred to seven pairs. Won on a discard instead, neither preset adds a self-draw fan and the
# pairs win by one point, 48 to 47, under both.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("45566m445566s55p4m"))

# %% [markdown]
# ## On your own
#
# For each hand: is it seven pairs, seven shifted pairs, or better read as sets? Which fans does it
# keep? Use the empty cell or the builder, then open the hidden cell.
#
# **1.** Won on a discard of E.

# %%
draw_hand("1199m1199s1199pEE")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("1199m1199s1199pEE"))

# %% [markdown]
# **2.** Won on a discard of 8m. Seven shifted pairs?

# %%
draw_hand("11223344556688m")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("11223344556688m"))

# %% [markdown]
# **3.** Won on a discard of 6p. Only even numbers: is it 全双刻 All Even Pungs?

# %%
draw_hand("2244m6688s2244p66p")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("2244m6688s2244p66p"))

# %% [markdown]
# **4.** Won on a discard of 4m. Four of each of 1m, 2m, 3m: pairs, pungs or chows?

# %%
draw_hand("11112222333344m")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("11112222333344m"))

# %% [markdown]
# **5.** Drawn from the wall (self-drawn), East round, East seat. Score it under both presets.

# %%
draw_hand("2233445566778p8p")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(compare_presets("2233445566778p8p", self_drawn=True))

# %% [markdown]
# ## Where to go next
#
# - Back: `05-score-pung-and-kong-fans.ipynb`, the pungs and kongs (四归一 and 一色三节高 came up
#   here).
# - Next: `07-score-suit-fans.ipynb`, the suit fans (清一色, 混一色, 断幺, 全中 …), the ones that
#   stack with seven pairs.
# - `04-score-chow-fans.ipynb` again for the chow fans that lost to seven pairs here.
