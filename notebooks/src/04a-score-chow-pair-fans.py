# %% [markdown]
# # Score the chow pair fans: two chows at a time (序数牌系列, part 1)
#
# A chow (顺子) is three numbered tiles in a row of one suit: 123m, 456p, 789s. Fifteen fans of
# the chows family reward chows that relate to each other. This first part takes the four
# 1-point fans that link just two chows, the two principles that decide how many of those links
# a hand may keep (count-once and non-identical), and 平和 All Chows. Part 2
# (`04b-score-big-chow-fans`) builds the three- and four-chow fans on top of them.
#
# **What you'll do**
#
# - score one hand for each of 一般高, 喜相逢, 连六 and 老少副 and read its drawn ledger;
# - draw the links between the sets of a hand and see which of them may count;
# - score 平和 and find the two things that break it.
#
# **What you'll learn**
#
# - what each pair fan asks for, and the look-alikes that are not one;
# - 套算一次 count-once and 不得相同 non-identical: which links between the chows of a hand
#   count, hand by hand, as mjlib and the exercise grader say it;
# - what 平和 asks for (and what it does not ask for), and that its entry removes 无字 No Honors.
#
# **What you'll need**
#
# - `01-read-tiles-and-hands.ipynb` (the notation, how to read a result) and
#   `02-apply-the-counting-principles.ipynb` (the five principles).

# %% tags=["setup"]
import mjlib
import mjlib.rulings
from mjlib.claims import expect
import mjlib.exercise
from mjlib.render import draw_combinations, draw_result
from mjlib import compare_presets
from mjlib.widgets import Drill, Exercise, HandBuilder

LESSON = "04a-score-chow-pair-fans"

# %% [markdown]
# ## Before the fans: how chows relate
#
# Almost every fan of the family compares chows. Laid out by what it compares and how many chows
# it takes (the names and points are the rule text's):
#
# | relation | 2 chows | 3 chows | 4 chows |
# |---|---|---|---|
# | same numbers, one suit | 一般高 Pure Double Chow (1) | 一色三同顺 Pure Triple Chow (24) | 一色四同顺 Quadruple Chow (48) |
# | same numbers, different suits | 喜相逢 Mixed Double Chow (1) | 三色三同顺 Mixed Triple Chow (8) | |
# | stepping up, one suit | | 一色三步高 Pure Shifted Chows (16) | 一色四步高 Four Pure Shifted Chows (32) |
# | stepping up by 1, three suits | | 三色三步高 Mixed Shifted Chows (6) | |
# | six in a row, one suit | 连六 Short Straight (1) | | |
# | 123 and 789 | 老少副 Two Terminal Chows (1) | 清龙 Pure Straight (16), 花龙 Mixed Straight (8) | 三色双龙会 (16), 一色双龙会 (64) |
#
# Plus 平和 All Chows (2), which only asks that every set be a chow. This notebook takes the
# 2-chow column and 平和; `04b-score-big-chow-fans` the rest.

# %% [markdown]
# ## 一般高 Pure Double Chow (1)
#
# Two identical chows: same numbers, same suit (the rule text's entry for 一般高). Here 234m
# twice, one of them claimed, which does not matter. The hand is also four chows with a numbered
# pair, 平和 (below), and holds no terminal or honor, 断幺 All Simples (`07-score-suit-fans`).
# 无字 No Honors is struck: the rule text's entry for 平和 lists it.

# %%
r = mjlib.score("[234m1]234m567s33p67p8p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=5, counted={"一般高": 1, "平和": 2, "断幺": 2}, only=True,
       not_counted={"无字": ("不重复", "平和")})

# %% [markdown]
# ## 喜相逢 Mixed Double Chow (1)
#
# The same chow in two different suits: here 234m and 234s. With the same chow in the third suit
# as well, the three make 三色三同顺 Mixed Triple Chow (8), and the 喜相逢 inside it is struck
# (part 2; exercise 5 below).

# %%
r = mjlib.score("[234m1]234s789s33p67p8p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=3, counted={"喜相逢": 1, "平和": 2}, only=True, absent=["一般高"])

# %% [markdown]
# ## 连六 Short Straight (1)
#
# Two chows of one suit that make six numbers in a row: 123+456, 234+567, 345+678 or 456+789.
# Here 234m and 567m. Chows that overlap make no 连六: 123+345 is only five numbers. One hand can
# hold two different 连六: `[123m1][234m1][456m1]567m9p9p` counts 123m+456m and 234m+567m, 连六
# twice. Its chows step by 1, then 2, then 1: the steps differ, so no 一色三步高 (part 2).

# %%
r = mjlib.score("[234m1]567m789s33p45p6p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=3, counted={"连六": 1, "平和": 2}, only=True)
expect(mjlib.score("[123m1][234m1][456m1]567m9p9p"), count={"连六": 2},
       absent=["一色三步高", "一色四步高"])

# %% [markdown]
# ## 老少副 Two Terminal Chows (1)
#
# 123 and 789 of the same suit: the "old" and the "young" chow. The suit must be shared: with
# 789s in place of 789m the same hand has no 老少副, and earns a 连六 from 456s+789s instead.

# %%
r = mjlib.score("[123m1]789m456s33p67p8p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=3, counted={"老少副": 1, "平和": 2}, only=True)
expect(mjlib.score("[123m1]789s456s33p67p8p"), total=3, only=True,
       counted={"连六": 1, "平和": 2}, absent=["老少副"])

# %% [markdown]
# ## How many pair fans count: 套算一次 count-once and 不得相同 non-identical
#
# The four fans above (and 双同刻 Double Pung of `05a-score-pung-fans`) are **pair fans**: each
# links two sets. A hand can hold more links than it may count. Two of the rule text's five
# counting principles decide which links go:
#
# - 套算一次 count-once, the fifth: a set not yet combined may be combined with the sets already
#   combined only once;
# - 不得相同 non-identical, the third: sets that have already made a fan may not make the same
#   fan again with another set.
#
# `draw_combinations` draws the sets as boxes and the fans as brackets between them: solid for
# counted, dashed and struck through (with the principle) for not counted. Four hands follow, and
# for each what mjlib prints. The exercise grader gives the same reasons, in step 3 (数牌组, the
# sets) of the scoring checklist.
#
# **The rule text's own count-once example.** 花龙 Mixed Straight (part 2) uses 123m, 456p and
# 789s. The 123p left over could pair with 123m (喜相逢) or with 456p (连六, 123456 in dots), but
# it may be combined with 花龙's sets only once, so one of the two counts: 花龙 8 + 1 = 9, the
# rule text's total. The rule text lets you choose either (任选其一); mjlib keeps 喜相逢 and
# strikes 连六.

# %%
r = mjlib.score("[123m1][456p1][789s1]23pCC1p")
draw_combinations(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=9, counted={"花龙": 8, "喜相逢": 1}, only=True,
       not_counted={"连六": ("套算一次", "喜相逢")})

# %% [markdown]
# **Four chows in a ring.** 234s–567s (连六), 234p–567p (连六), 234s–234p (喜相逢) and
# 567s–567p (喜相逢): four links over four sets, closing a ring. mjlib counts the two 喜相逢 and
# the 连六 of bamboo, and strikes the 连六 of dots by count-once: 234p and 567p have each been
# combined already (with 234s and with 567s), so they are not combined with each other as well.
# Three of the four links count: 门前清 2 + 平和 2 + 断幺 2 + 喜相逢 1×2 + 连六 1 + 单钓将 1 = 10.

# %%
r = mjlib.score("234567s234567p88m")
draw_combinations(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=10, only=True, count={"喜相逢": 2, "连六": 1},
       counted={"门前清": 2, "平和": 2, "断幺": 2, "喜相逢": 2, "连六": 1, "单钓将": 1},
       not_counted={"连六": ("套算一次", "喜相逢")})
assert [str(g) for g in next(c for c in r.fans if c.fan.zh == "连六").sets] == ["234s", "567s"]

# %% [markdown]
# **Four chows in a chain.** 老少副 (123m–789m), 喜相逢 (789m–789s) and 连六 (456s–789s) are three
# links over four sets, and they close no ring: each brings in a set not yet combined, so all
# three count. The hand is worth 5, short of the 8-fan minimum: pair fans are seasoning,
# not a meal.

# %%
r = mjlib.score("[123m][789m]456s789sEE")
draw_combinations(r)

# %% tags=["check"]
expect(r, total=5, counted={"老少副": 1, "喜相逢": 1, "连六": 1, "缺一门": 1, "单钓将": 1},
       only=True)
assert not r.excluded

# %% [markdown]
# **Two identical chows and a third.** 123m twice and 456m: 一般高 between the two 123m, and a
# 连六 from each 123m to 456m. mjlib counts 一般高 and one 连六, and strikes the second 连六 by
# non-identical, not by count-once: 456m has already made a 连六 (with the claimed 123m), and it
# may not make a 连六 again with the other 123m. 平和 2 + 一般高 1 + 连六 1 = 4; with a claimed
# chow there is no 门前清.

# %%
r = mjlib.score("[123m1]123m456m78p99s9p")
draw_combinations(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=4, only=True, counted={"平和": 2, "一般高": 1, "连六": 1},
       not_counted={"连六": ("不得相同", "连六")})
assert not [e for e in r.excluded if e.principle.zh == "套算一次"]

# %% [markdown]
# Tick 连六 twice on this hand, everything else right, and the grader's answer names the same
# principle and the same sets, under step 3:

# %%
# NBVAL_CHECK_OUTPUT
feedback = mjlib.exercise.Exercise("[123m1]123m456m78p99s9p", lesson=LESSON).check(
    {"平和": 1, "一般高": 1, "连六": 2})
print(feedback)

# %% tags=["check"]
assert [(f.zh, ticked, counted) for f, ticked, counted, _ in feedback.counts] == [("连六", 2, 1)]
assert "不得相同 non-identical" in feedback.counts[0][3]
assert feedback.diagnoses[0].step == "sets"

# %% [markdown]
# ## 平和 All Chows (2)
#
# Four chows and a pair of numbered tiles (the rule text's entry for 平和, which lists 无字 No
# Honors as not counted: here four chows and the 66s pair hold no honor). Players who know
# Japanese mahjong expect more conditions; the entry sets none: claimed chows are fine, and the
# wait does not matter. This hand waited on 2p, 5p and 8p. What breaks 平和 is in the entry: a
# set that is not a chow, or a pair that is not numbered. With an honor pair,
# `[234m1]234s789s67pEE8p` keeps only its 喜相逢.

# %%
r = mjlib.score("234567m66s34567p8p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=8, counted={"门前清": 2, "平和": 2, "断幺": 2, "连六": 2}, only=True,
       count={"连六": 2}, not_counted={"无字": ("不重复", "平和")})
assert [str(t) for t in mjlib.waits("234567m66s34567p")] == ["2p", "5p", "8p"]
expect(mjlib.score("[234m1]234s789s67pEE8p"), total=1, counted={"喜相逢": 1}, only=True,
       absent=["平和"])

# %% [markdown]
# ## Try it
#
# The builder starts on the 平和 hand above. **Your task:** make it win on 2p instead of 8p (the
# hand becomes `234567m66s34567p2p`, the winning tile last). Which links between the four chows
# appear, how many of them count, and what is the new total? Predict, then check in the builder.

# %%
HandBuilder(
    hand="234567m66s34567p8p",
    examples={
        "平和 all chows": "234567m66s34567p8p",
        "一般高 pure double chow": "[234m1]234m567s33p67p8p",
        "套算一次 the rule text's count-once hand": "[123m1][456p1][789s1]23pCC1p",
        "four links in a ring": "234567s234567p88m",
        "three links in a chain": "[123m][789m]456s789sEE",
        "不得相同 a second 连六 from 456m": "[123m1]123m456m78p99s9p",
    },
    rules="green-book",
)

# %% tags=["check"]
# On 2p the chows are 234m 567m 234p 567p: two 连六 and two 喜相逢 close a ring, and the 连六 of
# dots is struck by count-once; 门前清 2 + 平和 2 + 断幺 2 + 喜相逢 1×2 + 连六 1 = 9 (34567p still
# waited on three tiles: no wait fan).
r2 = mjlib.score("234567m66s34567p2p")
expect(r2, total=9, only=True, counted={"门前清": 2, "平和": 2, "断幺": 2, "喜相逢": 2, "连六": 1},
       not_counted={"连六": "套算一次"})
assert str(r2.hand) == "234567m66s34567p2p" and str(r2.hand.winning) == "2p"

# %% [markdown]
# ## In practice
#
# The places where the `green-book` and `common-practice` presets differ (notebook 02) are about
# self-drawn special hands, kongs, 九莲宝灯 and 双同刻: none is a chow fan, and on the hands of this
# notebook both presets give the same fans. The rule text's count-once hand, side by side, is
# below.
#
# At the table, count links as mjlib did on the hands above: list the chows, draw a line for
# each pair fan between two of them, then cross out a line that would make a fan again from a
# set that has already made it (non-identical), and a line between two sets that are each
# combined already (count-once). Where two lines compete, as in the rule text's example, either
# may go (任选其一).

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[123m1][456p1][789s1]23pCC1p"))

# %% tags=["check"]
for hand in ["[123m1][456p1][789s1]23pCC1p", "234567s234567p88m", "[123m][789m]456s789sEE",
             "[123m1]123m456m78p99s9p", "234567m66s34567p8p", "123456m123p55s78p9p",
             "[789m1]123m789m45p66s3p", "[234s1][678s1]234p678p5m5m", "[345p1][678p1]345s678s9m9m",
             "[234m1][234p1]234s56s88m7s", "223344556677m9p9p", "222333444567s9m9m"]:
    g, c = (mjlib.score(hand, rules=rules) for rules in ("green-book", "common-practice"))
    assert [(f.fan.zh, f.points) for f in g.fans] == [(f.fan.zh, f.points) for f in c.fans], hand

# %% [markdown]
# ## Open questions
#
# One question of the course's list touches 平和, though the list calls it hardly open: the
# knitted run of 组合龙 Knitted Straight (`09-score-knitted-hands`) is called a special chow in its
# rule text entry, but is it a chow when 平和 asks for four? The readings and what mjlib computes:

# %%
# NBVAL_CHECK_OUTPUT
mjlib.rulings.show("R16")

# %% [markdown]
# ## On your own
#
# For each hand, tick the fans you believe count, with their count for a fan that can count more
# than once, and give the total; **Check** says what you missed and why a wrong tick does not
# count. List the chows first, then the links between them, then cross out the links that may
# not count.

# %% tags=["exercise"]
# 1.
Exercise("123456m123p55s78p9p", lesson=LESSON, ask_total=True, prompt="Does 老少副 count?")

# %% tags=["check"]
# Chows 123m 456m 123p 789p, pair 55s: 123m–456m 连六, 123m–123p 喜相逢, 123p–789p 老少副: a
# chain, so all three count. 平和 2 (无字 struck), 门前清 2; 78p waited on 6p and 9p: no wait fan.
# 2 + 2 + 1 + 1 + 1 = 7.
expect(mjlib.score("123456m123p55s78p9p"), total=7, only=True,
       counted={"门前清": 2, "平和": 2, "喜相逢": 1, "连六": 1, "老少副": 1})

# %% tags=["exercise"]
# 2.
Exercise("[789m1]123m789m45p66s3p", lesson=LESSON, ask_total=True,
         prompt="Does 老少副 count twice?")

# %% tags=["check"]
# 123m 789m 789m: 一般高 between the two 789m, and a 老少副 from 123m to each 789m. 123m has made a
# 老少副 already: the second is struck by non-identical. 平和 2 + 一般高 1 + 老少副 1 = 4; claimed
# chow: no 门前清; 45p waited on 3p and 6p: no wait fan.
expect(mjlib.score("[789m1]123m789m45p66s3p"), total=4, only=True,
       counted={"平和": 2, "一般高": 1, "老少副": 1}, count={"老少副": 1},
       not_counted={"老少副": ("不得相同", "老少副")})

# %% tags=["exercise"]
# 3.
Exercise("[234s1][678s1]234p678p5m5m", lesson=LESSON, ask_total=True,
         prompt="Is 234 + 678 a 连六?")

# %% tags=["check"]
# 234+678 skips the 5: no 连六. Two 喜相逢 (234s–234p, 678s–678p), a chain: both count. 平和 2,
# 断幺 2, and 5m was the only wait: 单钓将 1. 2 + 2 + 1×2 + 1 = 7.
expect(mjlib.score("[234s1][678s1]234p678p5m5m"), total=7, only=True,
       counted={"平和": 2, "断幺": 2, "喜相逢": 2, "单钓将": 1}, absent=["连六"])

# %% tags=["exercise"]
# 4.
Exercise("[345p1][678p1]345s678s9m9m", lesson=LESSON, ask_total=True,
         prompt="How many times does 连六 count?")

# %% tags=["check"]
# 345p–678p and 345s–678s (连六), 345p–345s and 678p–678s (喜相逢): a ring of four links. mjlib
# counts 喜相逢 1×2 and the 连六 of bamboo; the 连六 of dots is struck by count-once. 平和 2, and 9m
# was the only wait: 单钓将 1. 2 + 1×2 + 1 + 1 = 6.
expect(mjlib.score("[345p1][678p1]345s678s9m9m"), total=6, only=True,
       counted={"平和": 2, "喜相逢": 2, "连六": 1, "单钓将": 1}, count={"连六": 1},
       not_counted={"连六": ("套算一次", "喜相逢")})

# %% tags=["exercise"]
# 5.
Exercise("[234m1][234p1]234s56s88m7s", lesson=LESSON, ask_total=True,
         prompt="Does 喜相逢 count?")

# %% tags=["check"]
# 234 in all three suits is 三色三同顺 8 (the table at the top; part 2), which already says what
# 喜相逢 says: struck by no-repeat. The free 567s links to 234s: 连六 1. 平和 2, 断幺 2; 23456s
# waited on 1s, 4s and 7s: no wait fan. 8 + 2 + 2 + 1 = 13.
expect(mjlib.score("[234m1][234p1]234s56s88m7s"), total=13, only=True,
       counted={"三色三同顺": 8, "平和": 2, "断幺": 2, "连六": 1},
       not_counted={"喜相逢": ("不重复", "三色三同顺")})

# %% tags=["exercise"]
# 6.
Exercise("223344556677m9p9p", lesson=LESSON, ask_total=True, prompt="Does 平和 count?")

# %% tags=["check"]
# As seven pairs: 七对 24, 缺一门 1, 无字 1 = 26. As chows (234m 234m 567m 567m, pair 99p) it is 9.
# 七对 counts, and its pairs may not be regrouped into chows: 平和, 一般高 and 连六 are struck by
# no-split (the rule text's no-split example says so of 平和 and 一般高); 门前清 and 单钓将 by
# 七对's entry.
expect(mjlib.score("223344556677m9p9p"), total=26, only=True,
       counted={"七对": 24, "缺一门": 1, "无字": 1},
       not_counted={"平和": ("不拆移", "七对"), "一般高": ("不拆移", "七对"),
                    "连六": ("不拆移", "七对")})
assert [a.total for a in mjlib.score("223344556677m9p9p").alternatives] == [9]

# %% tags=["exercise"]
# 7.
Exercise("222333444567s9m9m", lesson=LESSON, ask_total=True, prompt="Does 连六 count?")

# %% tags=["check"]
# Read as pungs: 一色三节高 24, 三暗刻 16, 门前清 2, 缺一门 1, 无字 1, 单钓将 1 = 45. Read as chows
# (234s ×3, 567s): 一色三同顺 24, 门前清 2, 平和 2, 连六 1, 缺一门 1, 单钓将 1 = 31. The pungs
# count (high-versus-low): 连六, 平和 and 一色三同顺 are only in the other reading.
r7 = mjlib.score("222333444567s9m9m")
expect(r7, total=45, only=True,
       counted={"一色三节高": 24, "三暗刻": 16, "门前清": 2, "缺一门": 1, "无字": 1, "单钓将": 1},
       not_counted={"连六": "就高不就低", "平和": "就高不就低", "一色三同顺": "就高不就低"})
assert [a.total for a in r7.alternatives] == [31]

# %% [markdown]
# ## Drill
#
# Ten generated hands, each counting at least one chow fan, the same ten for everyone who runs
# this cell. Some hold the bigger fans of part 2: tick what you can, press **Check**, read why,
# then **Next**.

# %% tags=["exercise"]
Drill(family="chows", seed=4)

# %% [markdown]
# ## Where to go next
#
# - Back: `03-score-honor-fans.ipynb`, the winds and dragons.
# - Next: `04b-score-big-chow-fans.ipynb`, the three- and four-chow fans, from 三色三步高 to
#   一色双龙会, and how each swallows the pair fans of this notebook.
# - 双同刻 Double Pung, the pair fan for pungs, follows the same count-once rule in
#   `05a-score-pung-fans.ipynb`.

# %% [markdown] tags=["further-reading"]
# - **This part of the family in the rule text**: the entries for 一般高, 喜相逢, 连六, 老少副 and
#   平和, and the fifth counting principle, 套算一次, with its worked example (the 花龙 hand above).
