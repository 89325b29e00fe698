# %% [markdown]
# # Apply the counting principles: decide which fans a hand keeps
#
# A hand usually *has* more fans than it *scores*. The rule text ends its list of the 81 fans
# with five counting principles (计番原则) that decide which of them may be added together, and
# illustrates each with a hand. Those pictures are lost; this notebook rebuilds each example as
# a hand from what the text says about it (its sets and its total) and takes the principles one
# at a time.
#
# **What you'll do**
#
# - score the five rebuilt examples, one per principle;
# - read, for each, what is counted, what is removed, and which principle removes it;
# - see the one place where the rule text's own arithmetic is off, and what that changes;
# - change one tile of a hand in the hand builder and predict the new score;
# - compare the two rule presets that mjlib offers.
#
# **What you'll learn**
#
# - 不重复 no-repeat, 不拆移 no-split, 不得相同 non-identical, 就高不就低 high-versus-low,
#   套算一次 count-once: what each one removes and why;
# - how to read the three figures that explain a score: the ledger, the readings side by side,
#   and the fans between sets;
# - what "green-book" and "common-practice" mean, and which questions the rules leave open.
#
# **What you'll need**
#
# - Notebook `01-read-tiles-and-hands.ipynb`: the notation, the winning shapes, how to read a
#   drawn result.

# %% tags=["setup"]
import mjlib
import mjlib.rulings
from mjlib.claims import expect
from mjlib.render import draw_combinations, draw_readings, draw_result
from mjlib import compare_presets
from mjlib.widgets import Exercise, HandBuilder

# %% [markdown]
# ## How a hand is counted
#
# The rule text's recipe has three steps. First settle the main fan the hand is built around
# (主体番种). Then go through the other fans and keep only those that have no necessary link
# with what is already counted. Then add up. Its five principles spell out "no necessary link":
#
# | principle | 中文 | removes a fan that … |
# |---|---|---|
# | no-repeat | 不重复 | always comes with a fan already counted |
# | no-split | 不拆移 | needs the tiles of a counted fan taken apart and regrouped |
# | non-identical | 不得相同 | would be a second copy of a fan, built from a set that already made it |
# | high-versus-low | 就高不就低 | belongs to another way of grouping the tiles, worth less (a tie is an open question) |
# | count-once | 套算一次 | would link a leftover set to the already-combined sets a second time |
#
# mjlib applies all five and names, for each fan it drops, the principle and the cause. The
# figures draw dropped fans struck through, with a coloured badge for the principle; the
# folded cells hold the same results printed.

# %% [markdown]
# ## 不重复 No-repeat
#
# The rule text's example, rebuilt: four melded sets of characters, two of them kongs, won on a
# discarded 9m that pairs the single 9m.

# %%
r = mjlib.score("[1111m1][3333m2][555m3][777m1]9m9m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# **Counted**: 清一色 Full Flush 24, 碰碰和 All Pungs 6, 全求人 Melded Hand 6, 双明杠 Two Melded
# Kongs 4, 幺九刻 Pung of Terminals or Honors 1 (the 1111m kong): 41, the text's total.
#
# **Removed, all by no-repeat**, because each one always comes with a fan already counted:
#
# - 无字 No Honors: a hand of one suit has no honors (the rule text's entry for 清一色 lists it);
# - 单钓将 Single Wait: every set was claimed, so the hand waited on its pair alone (the entry
#   for 全求人 lists it);
# - 明杠 Melded Kong, twice: two melded kongs are what 双明杠 counts (the example says so);
# - 缺一门 One Voided Suit: the text does not mention it, but a full flush lacks two suits, so
#   it lacks one. mjlib marks such a removal "implied" (必然包含) rather than listed by the rules.
#
# Most entries of the 不计 ("do not count") lists under each fan are no-repeat removals; a few
# are no-split, the next principle. Each family notebook draws its family's lists as a map.

# %% tags=["check"]
expect(r, total=41, counted={"清一色": 24, "碰碰和": 6, "全求人": 6, "双明杠": 4, "幺九刻": 1},
       only=True, not_counted={"无字": ("不重复", "清一色"), "单钓将": ("不重复", "全求人"),
                               "明杠": ("不重复", "双明杠"), "缺一门": ("不重复", "清一色")})
sources = {e.fan.zh: (e.source, e.count) for e in r.excluded}
assert sources["缺一门"][0] == "implied" and sources["明杠"] == ("seed", 2)

# %% [markdown]
# ## 不拆移 No-split
#
# Once a fan is settled, its tiles are not taken apart again to build other fans. The rule
# text's example, rebuilt: seven pairs whose pairs could also be regrouped into chows.

# %%
r = mjlib.score("112233m778899s1p1p")
draw_readings(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# Two readings of the same fourteen tiles. As 七对 Seven Pairs it scores 七对 24 + 无字 1 = 25.
# As four sets and a pair (123m 123m 789s 789s, pair 11p) it would have 全带幺 Outside Hand,
# 平和 All Chows and 一般高 Pure Double Chow twice, 11 in all. The text's point: the pairs of
# 七对 may not be split into chows to collect those as well, so 全带幺, 平和 and 一般高 are
# removed by **no-split**. 门前清 and 单钓将 go by **no-repeat**: the rule text's entry for 七对
# lists both, as seven pairs is concealed by nature and always waits on a single tile.
#
# No-split works inside a reading too: the chows of 一色三同顺 Pure Triple Chow are not paired
# off again into 一般高 (in the high-versus-low example below), nor the chows of 清龙 Pure
# Straight into 连六 or 老少副 (in exercise 3).

# %% tags=["check"]
expect(r, total=25, counted={"七对": 24, "无字": 1}, only=True, alternatives=1,
       not_counted={"全带幺": "不拆移", "平和": "不拆移", "一般高": "不拆移",
                    "门前清": ("不重复", "七对"), "单钓将": ("不重复", "七对")})
other = r.alternatives[0]
assert other.total == 11 and {c.fan.zh: c.count for c in other.fans}["一般高"] == 2

# %% [markdown]
# ## 不得相同 Non-identical
#
# Tiles that already made a fan may not make the same fan again with another set. The rule
# text's example, rebuilt: melded pungs of 6m, 7p and 8s, and 999m completed by the winning 9m.

# %%
r = mjlib.score("[666m1][777p2][888s3]99mNN9m")
draw_combinations(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# 三色三节高 Mixed Shifted Pungs asks for three pungs in three suits, each one rank higher:
# 6m 7p 8s is one; 7p 8s 9m is another. But 7p and 8s are in both. Once the first is counted,
# the second is not: it would be the *same* fan built again from sets that already made it. The
# figure draws the counted fan as a solid bracket above the sets and the refused one dashed
# below, with its principle. Counted: 三色三节高 8 + 碰碰和 All Pungs 6 + 幺九刻 1 (999m) = 15.
# The text adds that either of the two may be the one counted; they are worth the same.

# %% tags=["check"]
expect(r, total=15, counted={"三色三节高": 8, "碰碰和": 6, "幺九刻": 1}, only=True,
       not_counted={"三色三节高": "不得相同"})

# %% [markdown]
# ## 就高不就低 High-versus-low
#
# When the same tiles can be grouped in more than one way, the grouping worth more is scored,
# and the fans only the other grouping has are dropped. The rule text's example, rebuilt, won
# on a discarded 4m: 222333444m can be three chows 234m 234m 234m, giving 一色三同顺 Pure
# Triple Chow (24), or three pungs 222m 333m 444m, giving 一色三节高 Pure Shifted Pungs (24).
# Not both: they are two groupings of the same nine tiles.

# %%
r = mjlib.score("22233344m234p99p4m")
draw_readings(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# ### The rule text's arithmetic, corrected
#
# The text prices the two readings at 30 (chows) and 29 (pungs) and picks the 30. But the pung
# reading is undercounted: there is no honor in the hand, so it also earns 无字 No Honors, 1. In
# the chow reading 无字 is not counted because 平和 All Chows leaves it out (the rule text's
# entry for 平和 lists it); the pung reading has no 平和, so 无字 stands. Both readings are worth
# **30**, as the figure's two totals show.
#
# With a tie, high-versus-low has nothing to choose between, and the rules say nothing more.
# The total is 30 whichever reading is shown; which one is shown is an open question (R18,
# below). mjlib follows common practice, the reference calculator, and shows the 一色三同顺
# reading, so the text's choice stands; only its reason changes from "30 beats 29" to "30 ties
# 30". The fans only the pung reading has (一色三节高, 双暗刻) are listed as removed by
# high-versus-low.

# %% tags=["check"]
expect(r, total=30, counted={"一色三同顺": 24, "门前清": 2, "平和": 2, "喜相逢": 1, "缺一门": 1},
       only=True, alternatives=1, not_counted={"无字": ("不重复", "平和"),
                                               "一色三节高": "就高不就低", "双暗刻": "就高不就低"})
pungs = r.alternatives[0]
assert pungs.total == 30
assert {c.fan.zh: c.points for c in pungs.fans} == {"一色三节高": 24, "门前清": 2, "双暗刻": 2,
                                                    "缺一门": 1, "无字": 1}

# %% [markdown]
# The chosen reading also shows the other principles at work. Drawn as fans between sets:

# %%
draw_combinations(r)

# %% [markdown]
# - 一般高 Pure Double Chow, between any two of the three 234m: **no-split**, those chows are
#   already 一色三同顺 (whose entry in the rule text lists 一般高).
# - 喜相逢 Mixed Double Chow, 234m with 234p: counted once. The same 234p with either of the
#   other two 234m would make the same fan again: **non-identical**.

# %% tags=["check"]
expect(r, count={"喜相逢": 1},
       not_counted={"一般高": ("不拆移", "一色三同顺"), "喜相逢": "不得相同"})

# %% [markdown]
# ## 套算一次 Count-once
#
# After the main fans are set, a set not yet used may be combined with the sets already used
# only once. The rule text's example, rebuilt: 花龙 Mixed Straight from three melded chows, and
# 123p with a pair of red dragons.

# %%
r = mjlib.score("[123m1][456p1][789s1]23pCC1p")
draw_combinations(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# 花龙 joins 123m, 456p and 789s. The leftover 123p could make 喜相逢 Mixed Double Chow with
# 123m, or 连六 Short Straight with 456p (123p + 456p is six tiles in a row). It may make only
# one of them: 123m and 456p are both part of 花龙 already, and the leftover set combines with
# that group once. The text says either one may be chosen; mjlib keeps 喜相逢 and shows 连六 as
# removed by count-once. Both are worth 1, so the total is 9 either way.
#
# Common practice (the reference calculator) reads the principle as a counting rule for any
# hand: with n sets linked by pair fans (一般高, 喜相逢, 连六, 老少副, 双同刻 …), at most n − 1
# of those links count, and never two between the same two sets. The text states only the
# principle.

# %% tags=["check"]
expect(r, total=9, counted={"花龙": 8, "喜相逢": 1}, only=True, not_counted={"连六": "套算一次"})

# %% [markdown]
# ## All five, at a glance
#
# The five examples side by side, with their totals under both presets (next section) and the
# principles behind what each one drops:

# %%
# NBVAL_CHECK_OUTPUT
examples = {"不重复 no-repeat": "[1111m1][3333m2][555m3][777m1]9m9m",
            "不拆移 no-split": "112233m778899s1p1p",
            "不得相同 non-identical": "[666m1][777p2][888s3]99mNN9m",
            "就高不就低 high-versus-low": "22233344m234p99p4m",
            "套算一次 count-once": "[123m1][456p1][789s1]23pCC1p"}
print(f"{'hand':<34} {'green':>5} {'common':>6}   example of: drops by")
for name, hand in examples.items():
    g, c = mjlib.score(hand), mjlib.score(hand, rules="common-practice")
    used = sorted({e.principle.en for e in g.excluded})
    print(f"{hand:<34} {g.total:>5} {c.total:>6}   {name}: {', '.join(used)}")

# %% [markdown]
# ## Try it: change one tile
#
# The hand builder starts on the high-versus-low example. **Your task**: change one tile of the
# 234p chow so that the pung reading wins outright, and predict the new total before you look.
# Keep the 4m as the winning tile: edit the text box, or click a tile of the hand to take it
# out, click a tile below to put one in, and pick the 4m again in the "和张" list. (Why it
# matters: won on the 5p instead, the 444m would be concealed too, and worth more.)

# %%
HandBuilder(hand="22233344m234p99p4m")

# %% tags=["check"]
# One answer: 2p -> 5p. The chow reading loses 喜相逢 (234m and 345p are not alike): 29. The
# pung reading keeps 一色三节高 24, 门前清 2, 双暗刻 2, 缺一门 1, 无字 1: 30, and now wins.
expect(mjlib.score("22233344m345p99p4m"), total=30,
       counted={"一色三节高": 24, "门前清": 2, "双暗刻": 2, "缺一门": 1, "无字": 1}, only=True,
       not_counted={"一色三同顺": "就高不就低"})
assert mjlib.score("22233344m345p99p4m").alternatives[0].total == 29
# Won on the 5p instead, 444m is a concealed pung: 三暗刻 16 replaces 双暗刻 2, 44 in all.
expect(mjlib.score("22233344m4m34p99p5p"), total=44, counted={"三暗刻": 16})

# %% [markdown]
# ## Open questions
#
# The principles leave one thing open that this notebook met: which reading to show when two
# are worth the same. It never changes the total, but it changes which fans a learner is told
# count.

# %%
# NBVAL_CHECK_OUTPUT
mjlib.rulings.show("R18")

# %% [markdown]
# ## In practice: two rule presets
#
# MCR has one rule text but two common ways of reading it, and mjlib scores under either:
#
# - `rules="green-book"` (the default) follows the rule text: its 不计 lists, its points, its
#   five principles.
# - `rules="common-practice"` follows the reference calculator most players and online tables
#   use.
#
# The principles are the same in both, and the five examples above score the same either way.
# The presets differ in six places, all about special hands and kongs (the green-book column names
# the rule text's entry):
#
# | # | what | green-book | common-practice |
# |---|---|---|---|
# | 1 | a self-drawn concealed special hand (七对, 十三幺, 四暗刻 …) | adds 不求人 4 (each entry says so) | adds 自摸 1 |
# | 2 | what 九莲宝灯 Nine Gates removes | every 幺九刻, plus its list (entry for 九莲宝灯) | one 幺九刻; a few extras by the winning tile |
# | 3 | concealed kongs inside 三杠 / 四杠 | still add their kong fans (entries: 暗杠加计) | count only as concealed pungs |
# | 4 | one melded and one concealed kong | 双明杠 4 + 暗杠 2 (entry for 双明杠) | 明暗杠 5, a fan outside the 81 |
# | 5 | 双暗杠 Two Concealed Kongs | 8 (its entry) | 6 |
# | 6 | 双同刻 Double Pung beside 清幺九 All Terminals | counts (not in 清幺九's list) | does not |
#
# `mjlib.GREEN_BOOK` and `mjlib.COMMON_PRACTICE` hold the six switches:

# %%
# NBVAL_CHECK_OUTPUT
for name, value in mjlib.GREEN_BOOK.switches().items():
    print(f"{name:<40} {str(value):>6} {str(mjlib.COMMON_PRACTICE.switches()[name]):>6}")

# %% [markdown]
# `compare_presets` scores a hand under both and marks the fans that differ. Seven pairs won on
# a self-drawn tile is the commonest case (switch 1): the rule text's entry for 七对 adds
# 不求人 Fully Concealed Hand, while the reference calculator counts only 自摸 Self-Drawn. Each
# family notebook's "In practice" section shows where its own fans differ, if they do.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1133m2288s5577pCC", self_drawn=True))

# %% tags=["check"]
expect(mjlib.score("1133m2288s5577pCC", self_drawn=True), total=28,
       counted={"七对": 24, "不求人": 4}, only=True)
expect(mjlib.score("1133m2288s5577pCC", self_drawn=True, rules="common-practice"), total=25,
       counted={"七对": 24, "自摸": 1}, only=True)
assert len(mjlib.GREEN_BOOK.switches()) == 6
for hand in examples.values():
    assert mjlib.score(hand).total == mjlib.score(hand, rules="common-practice").total

# %% [markdown]
# ## On your own
#
# Each hand was won on a discard, East seat, East round. Before you tick anything, list the
# fans you see, then decide which ones are not counted and by which principle. **Check** tells
# you what you missed and why a wrong tick does not count.
#
# **1.** Two dragon pungs claimed, and the rest in characters.

# %% tags=["exercise"]
Exercise("[CCC2][FFF3]123m789m9m9m")

# %% tags=["check"]
# 双箭刻 6 leaves out both 箭刻 and the 幺九刻 of the dragon pungs (its entry); 混一色 6 leaves
# out 缺一门 (no-repeat, implied). Every set and the pair hold a terminal or an honor: 全带幺 4.
# 123m with 789m: 老少副 1. Before the win 1237899m waited on 6m or 9m: no wait fan. Total 17.
expect(mjlib.score("[CCC2][FFF3]123m789m9m9m"), total=17,
       counted={"混一色": 6, "双箭刻": 6, "全带幺": 4, "老少副": 1}, only=True,
       not_counted={"箭刻": ("不重复", "双箭刻"), "幺九刻": ("不重复", "双箭刻"),
                    "缺一门": ("不重复", "混一色")})

# %% [markdown]
# **2.** Pairs again, all simples.

# %% tags=["exercise"]
Exercise("223344m556677s88p")

# %% tags=["check"]
# As seven pairs: 七对 24 + 断幺 2 = 26 (断幺 leaves out 无字). As chows (234m 234m 567s 567s,
# pair 88p) it would be 9. 七对 wins, and its pairs may not be re-read as chows: 平和 and
# 一般高 go by no-split; 门前清 and 单钓将 by no-repeat (listed under 七对).
expect(mjlib.score("223344m556677s88p"), total=26, counted={"七对": 24, "断幺": 2}, only=True,
       not_counted={"平和": "不拆移", "一般高": "不拆移", "门前清": "不重复", "单钓将": "不重复",
                    "无字": ("不重复", "断幺")})

# %% [markdown]
# **3.** One suit runs from 1 to 9, with an extra 123.

# %% tags=["exercise"]
Exercise("123123m456789m55p")

# %% tags=["check"]
# 清龙 16 once: a second one with the other 123m is non-identical. 连六 and 老少副 inside 清龙
# are no-split; the spare 123m already links once (一般高 1), so its 连六 with 456m and 老少副
# with 789m are count-once. 门前清 2, 平和 2 (which leaves out 无字), 缺一门 1, and the 5p
# was the only wait: 单钓将 1. Total 23.
expect(mjlib.score("123123m456789m55p"), total=23,
       counted={"清龙": 16, "门前清": 2, "平和": 2, "一般高": 1, "缺一门": 1, "单钓将": 1},
       only=True, not_counted={"清龙": "不得相同", "连六": "不拆移", "老少副": "套算一次",
                               "无字": ("不重复", "平和")})

# %% [markdown]
# **4.** Nine tiles of characters that group two ways.

# %% tags=["exercise"]
Exercise("111222333m456p7s7s")

# %% tags=["check"]
# As pungs: 一色三节高 24, 三暗刻 16 (which leaves out 双暗刻), 门前清 2, 幺九刻 1 (111m),
# 无字 1, 单钓将 1 = 45. As chows: 一色三同顺 24, 门前清 2, 平和 2, 单钓将 1 = 29. The pungs
# win by high-versus-low.
expect(mjlib.score("111222333m456p7s7s"), total=45,
       counted={"一色三节高": 24, "三暗刻": 16, "门前清": 2, "幺九刻": 1, "无字": 1, "单钓将": 1},
       only=True, not_counted={"一色三同顺": "就高不就低", "平和": "就高不就低",
                               "双暗刻": ("不重复", "三暗刻")})

# %% [markdown]
# ## Where to go next
#
# - Back: `01-read-tiles-and-hands.ipynb`, the notation and how to read a result.
# - Next: `03-score-honor-fans.ipynb`, the first family: wind and dragon pungs. From there each
#   family notebook goes through its fans one by one, with what each removes and why.
# - Any time: `12-sandbox.ipynb` to score your own hands under both presets.

# %% [markdown] tags=["further-reading"]
# - **For this notebook**: the rule text's closing section on the five counting principles
#   (计番原则), with one worked example each; the pictures of those examples are lost, and the
#   hands here are rebuilt from their sets and totals.
