# %% [markdown]
# # Apply the counting principles: decide which fans a hand keeps
#
# A hand usually *has* more fans than it *scores*. The rule book ends its list of the 81 fans
# with five counting principles (计番原则) that decide which of them may be added together.
# This notebook takes them one at a time, each on the worked example the rule book gives for it.
#
# **What you'll do**
#
# - score the rule book's five worked examples, one per principle;
# - read, for each, what is counted, what is removed, and which principle removes it;
# - see the one place where the rule book's own arithmetic is off, and what that changes;
# - compare the two rule presets that mjlib offers.
#
# **What you'll learn**
#
# - 不重复 no-repeat, 不拆移 no-split, 不得相同 non-identical, 就高不就低 high-versus-low,
#   套算一次 count-once: what each one removes and why;
# - how to read the three figures that explain a score: the ledger, the readings side by side,
#   and the fans between sets;
# - what "green-book" and "common-practice" mean.
#
# **What you'll need**
#
# - Notebook `01-read-tiles-and-hands.ipynb`: the notation, the winning shapes, how to read a
#   printed result.

# %%
import mjlib
from mjlib.render import draw_combinations, draw_hand, draw_readings, draw_result
from mjlib.report import compare_presets

# %% [markdown]
# ## How a hand is counted
#
# The rule book's recipe has three steps. First settle the main fan the hand is built around
# (主体番种). Then go through the other fans and keep only those that have no necessary link
# with what is already counted. Then add up. The five principles spell out "no necessary link":
#
# | principle | 中文 | removes a fan that … |
# |---|---|---|
# | no-repeat | 不重复 | always comes with a fan already counted |
# | no-split | 不拆移 | needs the tiles of a counted fan taken apart and regrouped |
# | non-identical | 不得相同 | would be a second copy of a fan, built from a set that already made it |
# | high-versus-low | 就高不就低 | belongs to another way of grouping the tiles, worth less (or no more) |
# | count-once | 套算一次 | would link a leftover set to the already-combined sets a second time |
#
# mjlib applies all five and names, for each fan it drops, the principle and the cause. The
# printed result lists them under "not counted"; the figures draw them struck through with a
# coloured badge for the principle.

# %% [markdown]
# ## 不重复 No-repeat
#
# The rule book's example: four melded sets of characters, two of them kongs, won on a
# discarded 9m that pairs the single 9m.

# %%
r = mjlib.score("[1111m1][3333m2][555m3][777m1]9m9m")
draw_result(r)

# %%
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# **Counted**: 清一色 Full Flush 24, 碰碰和 All Pungs 6, 全求人 Melded Hand 6, 双明杠 Two Melded
# Kongs 4, 幺九刻 Pung of Terminals or Honors 1 (the 1111m kong), total 41, as the book says.
#
# **Removed, all by no-repeat**, because each is a logical consequence of a fan already counted:
#
# - 无字 No Honors: a hand of one suit only has no honors, so 清一色 already pays for that.
# - 单钓将 Single Wait: 全求人 means every set was claimed and the hand was won on a discard
#   waiting for its pair, which *is* a single wait.
# - 明杠 Melded Kong (twice): two melded kongs are exactly what 双明杠 counts.
# - 缺一门 One Voided Suit: the book's example does not mention it, but a full flush is
#   missing two suits, so it necessarily lacks one. mjlib marks such removals "implied"
#   (必然包含) rather than "listed by the rules" (规则列明).
#
# Most entries of the 不计 ("do not count") lists that the rule book prints under each fan are
# no-repeat removals; a few are no-split, the next principle. Each family notebook draws its family's lists as a map with `draw_family_map`.

# %% [markdown]
# ## 不拆移 No-split
#
# Once a fan is settled, its tiles are not taken apart again to build other fans. The book's
# example is a hand of seven pairs whose pairs could also be regrouped into chows:

# %%
r = mjlib.score("112233m778899s1p1p")
draw_readings(r)

# %% [markdown]
# Two readings of the same fourteen tiles. As 七对 seven pairs it scores 七对 24 + 无字 1 = 25.
# As four sets and a pair (123m 123m 789s 789s, pair 11p) it would have 全带幺 Outside Hand,
# 平和 All Chows and 一般高 Pure Double Chow twice. The pairs of 七对 may not be split into
# chows to collect those as well:

# %%
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# Read the "not counted" list: 全带幺, 平和 and 一般高 are removed by **no-split** (they would
# need the pairs regrouped), while 门前清 and 单钓将 are removed by **no-repeat** (seven pairs
# is concealed by nature and always waits on a single tile). The other reading, worth 11, is
# listed at the end.
#
# No-split works inside a reading too: the chows of 一色三同顺 Pure Triple Chow are not paired
# off again into 一般高, and the chows of 清龙 Pure Straight not into 连六 or 老少副. You will
# see both below.

# %%
draw_result(r)

# %% [markdown]
# ## 不得相同 Non-identical
#
# Tiles that already made a fan may not make the same fan again with another set. The book's
# example: melded pungs of 6m, 7p and 8s, and 999m completed by the winning 9m.

# %%
r = mjlib.score("[666m1][777p2][888s3]99mNN9m")
draw_combinations(r)

# %% [markdown]
# 三色三节高 Mixed Shifted Pungs asks for three pungs of three suits, each one rank higher:
# 6m 7p 8s is one; 7p 8s 9m is another. But 7p and 8s are in both. Once the first is counted,
# the second is not: it would be the *same* fan built again from sets that already made it. The
# figure draws the counted fan as a solid bracket above the sets and the refused one dashed
# below, with its principle.

# %%
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# Counted: 三色三节高 8 + 碰碰和 All Pungs 6 + 幺九刻 1 (999m) = 15. The book notes that either
# of the two could be the one counted; they are worth the same.

# %%
draw_result(r)

# %% [markdown]
# ## 就高不就低 High-versus-low
#
# When the same tiles can be grouped in more than one way, the grouping worth more is scored,
# and the fans only the other grouping has are dropped. The book's example, won on a discarded
# 4m:

# %%
r = mjlib.score("22233344m234p99p4m")
draw_readings(r)

# %% [markdown]
# 222333444m can be three chows 234m 234m 234m, giving 一色三同顺 Pure Triple Chow (24), or
# three pungs 222m 333m 444m, giving 一色三节高 Pure Shifted Pungs (24). Not both: they are two
# groupings of the same nine tiles.

# %%
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# ### The rule book's arithmetic, corrected
#
# The rule book prices the two readings at 30 (chows) and 29 (pungs) and picks the 30. But the
# pung reading has been undercounted: there is no honor in the hand, so it also earns 无字 No
# Honors, 1. In the chow reading 无字 is not counted because 平和 All Chows already implies it
# (no-repeat); the pung reading has no 平和, so 无字 stands. Both readings are worth **30**:

# %%
# NBVAL_CHECK_OUTPUT
print("chosen:", r.reading, "=", r.total)
print("   ", ", ".join(f"{c.fan.zh} {c.points}" for c in r.fans))
for a in r.alternatives:
    print("other: ", a.reading, "=", a.total)
    print("   ", ", ".join(f"{c.fan.zh} {c.points}" for c in a.fans))

# %% [markdown]
# With a tie, high-versus-low has nothing to choose between. The convention the widely used
# calculators follow, and mjlib with them, is to keep the reading with 一色三同顺 (or 三同刻
# Triple Pung) on equal totals. So the book's answer, 一色三同顺 for 30, stands; only its
# reason changes from "30 beats 29" to "30 ties 30, and the tie goes to 一色三同顺". The
# caption of the figure above reports the tie (30 = 30). Both readings keep 门前清 and 缺一门; the fans only
# the pung reading has (一色三节高, 双暗刻) are listed as removed by high-versus-low.

# %% [markdown]
# The chosen reading also shows the other principles at work. Drawn as fans between sets:

# %%
draw_combinations(r)

# %% [markdown]
# - 一般高 Pure Double Chow, between any two of the three 234m: **no-split**, those chows are
#   already 一色三同顺.
# - 喜相逢 Mixed Double Chow, 234m with 234p: counted once. The same 234p with the other two
#   234m would make the same fan again: **non-identical**.

# %% [markdown]
# ## 套算一次 Count-once
#
# After the main fans are set, a set not yet used may be combined with the sets already used
# only once. The book's example: 花龙 Mixed Straight from three melded chows, and 123p with a pair
# of red dragons.

# %%
r = mjlib.score("[123m1][456p1][789s1]23pCC1p")
draw_combinations(r)

# %% [markdown]
# 花龙 joins 123m, 456p and 789s. The leftover 123p could make 喜相逢 Mixed Double Chow with
# 123m, or 连六 Short Straight with 456p (123p + 456p is six tiles in a row). It may make only
# one of them: 123m and 456p are both part of 花龙 already, and the leftover set combines with
# that group once. The book says either one may be chosen; mjlib keeps 喜相逢 and shows 连六
# as removed by count-once. Both are worth 1, so the total is 9 either way.

# %%
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# Behind this is a counting rule that holds for any hand: with n sets linked by pair fans
# (一般高, 喜相逢, 连六, 老少副, 双同刻 …), at most n − 1 of those links count, and never two
# between the same two sets.

# %%
draw_result(r)

# %% [markdown]
# ## All five, at a glance
#
# The five examples side by side, with their totals and the principles behind what each one
# drops:

# %%
# NBVAL_CHECK_OUTPUT
examples = {"不重复 no-repeat": "[1111m1][3333m2][555m3][777m1]9m9m",
            "不拆移 no-split": "112233m778899s1p1p",
            "不得相同 non-identical": "[666m1][777p2][888s3]99mNN9m",
            "就高不就低 high-versus-low": "22233344m234p99p4m",
            "套算一次 count-once": "[123m1][456p1][789s1]23pCC1p"}
for name, hand in examples.items():
    r = mjlib.score(hand)
    used = sorted({e.principle.en for e in r.excluded})
    print(f"{name:<28} {hand:<36} {r.total:>3}   drops by: {', '.join(used)}")

# %% [markdown]
# ## In practice: two rule presets
#
# MCR has one rule book but two common ways of reading it, and mjlib can score under either:
#
# - `rules="green-book"` (the default) follows the rule text: its 不计 lists, its points, its
#   five principles.
# - `rules="common-practice"` follows the calculator most players and online tables use.
#
# The principles are the same in both; the five examples above score the same either way. The
# presets differ in six places, all about special hands and kongs:
#
# | # | what | green-book | common-practice |
# |---|---|---|---|
# | 1 | a self-drawn concealed special hand (七对, 十三幺, 四暗刻 …) | adds 不求人 4 | adds 自摸 1 |
# | 2 | what 九莲宝灯 Nine Gates removes | every 幺九刻, plus its list | one 幺九刻; a few extras by the winning tile |
# | 3 | concealed kongs inside 三杠 / 四杠 | still add 暗杠 / 双暗杠 | count only as concealed pungs |
# | 4 | one melded and one concealed kong | 双明杠 4 + 暗杠 2 | 明暗杠 5, a fan outside the 81 |
# | 5 | 双暗杠 Two Concealed Kongs | 8 | 6 |
# | 6 | 双同刻 Double Pung beside 清幺九 All Terminals | counts | does not |
#
# `mjlib.GREEN_BOOK` and `mjlib.COMMON_PRACTICE` hold the six switches:

# %%
# NBVAL_CHECK_OUTPUT
for name, value in mjlib.GREEN_BOOK.switches().items():
    print(f"{name:<40} {str(value):>6} {str(mjlib.COMMON_PRACTICE.switches()[name]):>6}")

# %% [markdown]
# `compare_presets` scores a hand under both and marks the fans that differ. Seven pairs won by
# a self-drawn tile is the commonest case (switch 1):

# %%
draw_hand("1133m2288s5577pCC")

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1133m2288s5577pCC", self_drawn=True))

# %% [markdown]
# The rule book says a self-drawn 七对 adds 不求人 Fully Concealed Hand, as 不求人 means
# "no claimed set, won by drawing". The calculators count only 自摸 Self-Drawn. Each family
# notebook ends with an "In practice" section that shows where its fans differ, if they do.

# %%
# NBVAL_CHECK_OUTPUT
for hand in examples.values():
    g, c = mjlib.score(hand), mjlib.score(hand, rules="common-practice")
    print(f"{hand:<36} green-book {g.total:>3}   common-practice {c.total:>3}")

# %% [markdown]
# ## On your own
#
# Score each hand (all won on a discard, East seat, East round). Before you run anything, list
# the fans you see, then say which ones are not counted and by which principle.
#
# **1.** Two dragon pungs claimed, and the rest in characters.

# %%
draw_hand("[CCC2][FFF3]123m789m9m9m", title=False)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
# No-repeat three times: 双箭刻 already pays for each 箭刻 and for the pungs being honors
# (幺九刻); a half flush lacks a suit by definition (缺一门). No wait fan: before the win
# 1237899m waits on 6m or 9m, so the 9m is not a single wait.
print(mjlib.score("[CCC2][FFF3]123m789m9m9m"))

# %% [markdown]
# **2.** Pairs again, all simples.

# %%
draw_hand("223344m556677s88p", title=False)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
# 七对 (24) beats the chow reading (9), and its pairs may not also be read as chows (no-split).
print(mjlib.score("223344m556677s88p"))

# %% [markdown]
# **3.** One suit runs from 1 to 9, with an extra 123.

# %%
draw_hand("123123m456789m55p", title=False)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
# 清龙 once (a second 清龙 with the other 123m is non-identical); 连六 and 老少副 inside 清龙
# are no-split; the spare 123m already combines once (一般高), so its 连六 with 456m and
# 老少副 with 789m are count-once.
print(mjlib.score("123123m456789m55p"))

# %% [markdown]
# **4.** Nine tiles of characters that group two ways.

# %%
draw_hand("111222333m456p7s7s", title=False)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
# High-versus-low: as pungs the hand earns 一色三节高 and 三暗刻 (45); as chows 一色三同顺
# and 平和 (29). The pungs win.
print(mjlib.score("111222333m456p7s7s"))

# %% [markdown]
# ## Where to go next
#
# - Back: `01-read-tiles-and-hands.ipynb`, the notation and how to read a result.
# - Next: `03-score-honor-fans.ipynb`, the first family: wind and dragon pungs. From there each
#   family notebook goes through its fans one by one, with what each removes and why.
# - Any time: `12-sandbox.ipynb` to score your own hands under both presets.
