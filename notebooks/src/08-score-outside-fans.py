# %% [markdown]
# # Score outside fans (全带系列)
#
# The five fans of this family look inside every set of the hand, pair included, and ask the
# same question of each: does it contain a terminal (1 or 9), an honour, a 5, an even number?
# When every set answers yes, the hand earns the fan. Two of them demand the strongest form,
# pungs and pairs only: 清幺九 and 混幺九 use nothing but terminals (and honours), 全双刻 nothing
# but even numbers.
#
# **What you'll do**
#
# - score a worked example of each of the five fans, from 清幺九 All Terminals (64) down to
#   全带幺 Outside Hand (4), and read what each removes;
# - compare the two rule presets on an all-terminals hand with two double pungs.
#
# **What you'll learn**
#
# - the difference between "every set *contains*" (全带幺, 全带五) and "every tile *is*"
#   (清幺九, 混幺九, 全双刻);
# - why 清幺九 removes 碰碰和, 全带幺, 幺九刻 and 无字, and why the presets disagree on 双同刻 beside
#   it (switch 6);
# - which of these fans seven pairs can make, and which it cannot.
#
# **What you'll need**
#
# - Notebooks `02-apply-the-counting-principles.ipynb` (no-repeat and no-split), and ideally
#   `05-score-pung-and-kong-fans.ipynb` (幺九刻, 双同刻, concealed pungs) and
#   `07-score-suit-fans.ipynb` (断幺, 无字).
# - Terminals are the 1s and 9s of the three suits; honours are the winds 东南西北 (E S W N)
#   and the dragons 中发白 (C F P).

# %%
import mjlib
from mjlib.render import draw_family_map, draw_hand, draw_result
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# The five fans:

# %%
# NBVAL_CHECK_OUTPUT
for f in mjlib.FANS:
    if f.family == "outside":
        print(f"{f.points:>3}  {f.zh} {f.en}")

# %% [markdown]
# ## 清幺九 All Terminals (64)
#
# Only 1s and 9s, no honours. With no chow possible (a chow always holds a 2 to 8), the hand
# is four pungs or kongs of terminals and a pair of terminals. So it necessarily holds 碰碰和
# All Pungs, 全带幺 Outside Hand, a 幺九刻 for every pung and 无字 No Honors: the rule book lists all
# four as not counted (no-repeat, 不重复). It also swallows 混幺九, its own honour-allowing
# version.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[111m][999m]111s99s99p9s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The rule book's list for 清幺九 does **not** name 双同刻 Double Pung, so under the green book
# the two pairs of same-number pungs, 111万/111条 and 999万/999条, each add 2: 68 in all. Common
# practice removes 双同刻 here and scores 64. That is switch 6 of the presets; "In practice"
# below puts both side by side.
#
# **Edge case.** A 三同刻 Triple Pung (111 in all three suits) is counted beside 清幺九 under
# both presets; only the pairs inside it go (no-split):

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[111m1][111s2]111p999m9s9s"))

# %% [markdown]
# ## 混幺九 All Terminals and Honors (32)
#
# Only terminals and honours. As for 清幺九, every set is then a pung (or the pair), so the
# rule book does not count 碰碰和, 全带幺 or 幺九刻 beside it. Honour fans do count: below, the
# East pung is both seat and prevalent wind.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[111m1]999sEEE99pNNN")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case: seven pairs.** 混幺九 is about the tiles, not the grouping, so seven pairs of
# terminals and honours make it, and both fans count: 七对 24 + 混幺九 32.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("11m99m11s99sEESSNN"))

# %% [markdown]
# With no honour at all the hand is 清幺九 instead, which removes 混幺九. With honours only it
# is 字一色 All Honors (`03-score-honor-fans.ipynb`), which removes it too.

# %% [markdown]
# ## 全双刻 All Even Pungs (24)
#
# Four pungs (or kongs) and a pair, all of 2, 4, 6 or 8, in any suits. No chows, no honours.
# It therefore always holds 碰碰和 and 断幺 All Simples (both listed by the rule book) and 无字
# (implied).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[222m1][444p2]666s88p44s4s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** The pair must be even too. Pung fans between sets still count: 444饼 and
# 444条 here make a 双同刻 Double Pung. A single chow breaks it (three numbers in a row always
# include an odd one); so does
# seven pairs, which has no pungs.

# %% [markdown]
# ## 全带五 All Fives (16)
#
# Every set and the pair contain a 5: chows 345, 456 or 567, pungs of 5, and a pair of 5s. No
# honours are possible, and no 1 or 9 either, so 断幺 (listed) and 无字 (implied) are not
# counted again.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[345m1]567m456p555s5p5p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Before the win this hand held 4556饼: only 5饼 completes it (456 + 55). The rule book counts
# that shape as 坎张 Closed Wait (its entry for 坎张 uses this very example), and `mjlib` does too.
#
# **Edge cases.** The pair must be 5s: 345 456 567 555 with a pair of 2s is not 全带五. It is
# not the same as 全中 Middle Tiles: 全带五 allows 3s and 7s, 全中 allows pungs of 4 and 6.
# A hand can have both (exercise 4 of `07-score-suit-fans.ipynb`).

# %% [markdown]
# ## 全带幺 Outside Hand (4)
#
# Every set and the pair contain a terminal or an honour: chows 123 or 789, pungs of 1, 9 or
# honours, a pair of 1s, 9s or honours. Chows are what make it different from 混幺九.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]789p123s99sEEE")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.**
#
# - The pair counts like a set: a pair of 5s spoils it.
# - Seven pairs never count 全带幺: it is a fan of sets, and reading the pairs as 123 or 789
#   chows to make it is exactly what the no-split principle (不拆移) forbids; the rule book's own
#   example is 112233万 778899条 11饼 (`06-score-seven-pairs.ipynb`). Seven pairs of terminals and
#   honours only count 混幺九 instead.
# - Without chows the hand is 混幺九 or 清幺九, which remove it.
# - Each terminal pung inside still counts 幺九刻; here the East pung counts as a wind pung
#   instead.

# %% [markdown]
# ## The family's no-repeat map
#
# Each arrow reads "when the fan at the tail is counted, the fan at the head is not". Grey,
# hatched boxes are fans of other families.

# %%
draw_family_map("outside")

# %% [markdown]
# Reading the map:
#
# - 清幺九 and 混幺九 remove the same three fans (碰碰和, 全带幺, 幺九刻); 清幺九 adds 无字 and 混幺九
#   itself.
# - 全双刻 and 全带五 both land on 断幺, and through it on 无字.
# - 全带幺 removes nothing: it is the bottom of the family.
#
# Under common practice the map gains one dotted arrow, 清幺九 → 双同刻:

# %%
draw_family_map("outside", rules="common-practice")

# %% [markdown]
# ## Try it
#
# The builder holds this notebook's hands. Turn a pung of the 全带幺 hand into a chow of 4-5-6,
# or an honour of the 混幺九 hand into a 1, and see which fans survive.

# %%
HandBuilder(
    hand="[111m][999m]111s99s99p9s",
    examples={
        "清幺九 (switch 6)": "[111m][999m]111s99s99p9s",
        "清幺九 with 三同刻": "[111m1][111s2]111p999m9s9s",
        "混幺九": "[111m1]999sEEE99pNNN",
        "混幺九 in seven pairs": "11m99m11s99sEESSNN",
        "全双刻": "[222m1][444p2]666s88p44s4s",
        "全带五": "[345m1]567m456p555s5p5p",
        "全带幺": "[123m1]789p123s99sEEE",
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# One switch touches this family: whether 双同刻 Double Pung counts beside 清幺九 (switch 6).
# The rule book's list for 清幺九 leaves 双同刻 out, so the green book counts it; the common
# calculator treats it as implied and drops it.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[111m][999m]111s99s99p9s"))

# %% [markdown]
# The gap is 4 points on a 64-point hand. On the other four fans of the family the presets
# agree; for instance on 混幺九 with a double pung, where 双同刻 counts under both:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[999m1]111s999s99pEEE"))

# %% [markdown]
# ## On your own
#
# Score each hand (discard win, East seat and round), then open the answer cell.
#
# **1.** Terminals and honours, with two pairs of same-number pungs.

# %%
draw_hand("[999p1]111m999sEE11p1p")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[999p1]111m999sEE11p1p"))

# %% [markdown]
# **2.** Fully concealed, chows at both ends of the suits.

# %%
draw_hand("123m789m123p99sEEE")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("123m789m123p99sEEE"))

# %% [markdown]
# **3.** A 5 in every set?

# %%
draw_hand("[456m1]555p456s345s55m")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[456m1]555p456s345s55m"))

# %% [markdown]
# **4.** Even numbers only, the 8条 pung completed by the winning discard.

# %%
draw_hand("[888m1]222p666s44p88s8s")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[888m1]222p666s44p88s8s"))

# %% [markdown]
# ## Where to go next
#
# - Back: `07-score-suit-fans.ipynb`, the suit fans, whose 断幺 and 无字 this family removes.
# - Next: `09-score-knitted-hands.ipynb`, the knitted hands and 十三幺 Thirteen Orphans, the
#   other hand made of terminals and honours.
# - 幺九刻 and 双同刻 in detail: `05-score-pung-and-kong-fans.ipynb`.
