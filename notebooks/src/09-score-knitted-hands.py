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
#   (12), and see what each one removes;
# - list what a knitted hand waits on with `mjlib.waits`, and score every winning tile;
# - compare the two rule presets on self-drawn knitted hands.
#
# **What you'll learn**
#
# - which tiles may stand in a knitted hand, and why 147m 147s is not knitted;
# - why a 七星不靠 is never also scored as 全不靠, and why a 全不靠 can also be a 组合龙;
# - that 组合龙 behaves like three chows: it takes a fourth set and a pair, and can score
#   平和, 门前清 and even a wait fan;
# - where the green book and common practice part ways (self-drawn 十三幺, 七星不靠, 全不靠).
#
# **What you'll need**
#
# - The tiles, the notation and the 8-fan minimum (`01-read-tiles-and-hands.ipynb`).
# - The five counting principles, above all no-repeat 不重复 (`02-apply-the-counting-principles.ipynb`).

# %%
import mjlib
from mjlib.render import draw_hand, draw_result, draw_family_map
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# ## The knitted patterns 147 · 258 · 369
#
# A *knitted* (不靠) group of numbers takes every third rank: 1-4-7, 2-5-8 or 3-6-9. A knitted
# hand uses all three patterns, **each in a different suit**. Below: 147 in characters (万),
# 258 in bamboos (条), 369 in dots (饼), then five honours.

# %%
draw_hand("147m258s369pSWNCF")

# %% [markdown]
# Which suit takes which pattern is free (six ways), but the rule book insists the patterns may
# not be shifted or mixed (不能错位): no 147 in two suits, no 148 or 259. The hand below has 14
# tiles and every one is single, yet 14m and 147s share a pattern, so it is not a winning hand
# at all; `mjlib` says so.

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("14m147s25pESWNCFP")
except mjlib.NotWinningError as e:
    print(e)

# %% [markdown]
# Three of the four fans are whole-hand shapes built from single tiles: 十三幺 uses terminals
# instead of knitted numbers; 七星不靠 and 全不靠 mix knitted numbers with honours. The fourth,
# 组合龙, is different: the nine knitted numbers count as one long "special chow" inside an
# otherwise ordinary hand.

# %% [markdown]
# ## 十三幺 Thirteen Orphans (88)
#
# One of each terminal (1 and 9 of all three suits), one of each of the seven honours, and a
# second copy of any one of those thirteen tiles as the pair. Nothing else.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("19m19s19pESWNCFPN")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The hand holds one tile of every "orphan", so it is always made only of terminals and honours
# (混幺九 All Terminals and Honors), always shows all five kinds of tile (五门齐 All Types) and is
# always concealed (门前清 Concealed Hand). Counting them again would count the shape twice:
# the rule book lists all three under 十三幺, and the printed result strikes them out for
# no-repeat 不重复.
#
# The same list also names 单钓将 Single Wait. The hand above was waiting on all thirteen
# orphans at once (any of them makes the pair):

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("19m19s19pESWNCFP"))

# %% [markdown]
# With the pair already in hand and one orphan missing, the wait shrinks to that one tile. It is
# still 十三幺 and still 88, and no wait fan is added: the shape, not the wait, is what is paid.

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("19m19s19pEESWNCF"))
r = mjlib.score("19m19s19pEESWNCFP")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# Self-drawn, 十三幺 adds 不求人 Fully Concealed Hand (4) in the green book and 自摸 Self-Drawn
# (1) in common practice: see "In practice" below.

# %% [markdown]
# ## 七星不靠 Greater Honors and Knitted Tiles (24)
#
# All seven honours, one of each ("seven stars"), plus seven numbered tiles taken from one
# knitted arrangement of 147 / 258 / 369. Fourteen single tiles; there is no pair.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("69m258s1pESWNCFP3m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The reading line calls the shape "全不靠 honors and knitted tiles": `mjlib` recognises one
# shape, fourteen knitted singles, and 七星不靠 is the top of it. Three fans are struck out, all
# for no-repeat 不重复:
#
# - 全不靠: every 七星不靠 is a 全不靠 (the book does not say so; it is a necessary implication);
# - 五门齐 and 门前清: listed by the book, for the same reasons as under 十三幺.
#
# With seven honours fixed, the hand is short of two of the nine knitted numbers, and it waits on
# whichever of the remaining ones is not there yet. Before the winning 3m, this hand waited on
# three tiles:

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("69m258s1pESWNCFP"))

# %% [markdown]
# The trip-up: 七星不靠 needs **all seven** honours. Six honours and eight knitted numbers is the
# smaller 全不靠.

# %% [markdown]
# ## 全不靠 Lesser Honors and Knitted Tiles (12)
#
# Fourteen single tiles: knitted numbers from one 147 / 258 / 369 arrangement and honours, in any
# mix that adds up to fourteen. With seven honours it becomes 七星不靠; with five or six honours
# it stays 全不靠.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("147m258s36pESWNCF")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The book lists 五门齐 All Types and 门前清 Concealed Hand under 全不靠: every 全不靠 has all
# three suits, winds and dragons, and nothing in it can be claimed. Both are struck out for
# no-repeat 不重复.
#
# What did it wait on? `mjlib.waits` lists the tiles; scoring the hand with each of them shows
# that the waits are not worth the same.

# %%
# NBVAL_CHECK_OUTPUT
waiting = "147m258s36pESWNC"
for t in mjlib.waits(waiting):
    r = mjlib.score(waiting + str(t))
    print(f"{t}:  {r.total:>2}  " + ", ".join(str(c) for c in r.fans))

# %% [markdown]
# 发 (F) or 白 (P) make six honours and eight numbers: a plain 全不靠 (12). The 9p fills the
# last gap in 147m 258s 369p: the hand now holds all nine knitted numbers, which is a 组合龙 as
# well. Nothing in the rule book stops the two from adding up, so the 9p is worth 24.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("147m258s369pSWNCF")
print(r)

# %%
draw_result(r)

# %% [markdown]
# ## 组合龙 Knitted Straight (12)
#
# The nine knitted numbers 147 · 258 · 369, each pattern in a different suit. The rule book calls
# it a special chow (特殊顺子): in a hand it plays the part of three sets, so the rest of the hand
# is one more set and a pair. Here 147s · 258p · 369m, then 123m and 33s:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("13347s12369m258p3m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The figure reads the hand as three knitted "sets" (A, B, C), the chow 123m (D) and the pair
# 33s (E). Because the rest of the hand is ordinary, ordinary fans come with it:
#
# - 门前清 Concealed Hand: nothing was claimed and the hand was won on a discard;
# - 平和 All Chows: the knitted body counts as chows, the fourth set is a chow and the pair is
#   numbered. The book says nothing either way; both presets count it;
# - 边张 Edge Wait: before the win, 12m could only become 123m, and 3m was the only tile the
#   whole hand waited on.
#
# 组合龙 removes nothing. The only struck-out fan, 无字, is removed by 平和.

# %% [markdown]
# ### A wait fan when the winning tile finishes the knitted body
#
# The winning tile can fill a gap in the knitted body itself. Whether a wait fan counts still
# depends on one thing only: was it the **only** tile the hand waited on? Below, 9p is needed by
# 369p, yet the hand before the win (147m 258s 36p 99p EEE) waited on 9p alone. `mjlib` puts
# the winning 9p in the pair and scores 单钓将 Single Wait.

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("147m258s36p99pEEE"))
r = mjlib.score("147m258s36p99pEEE9p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Swap one 东 for the missing 9p and the wait doubles: 147m 258s 369p 99p EE waits on 9p (999p
# and the pair EE) or on E (EEE and the pair 99p). No wait fan then.

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("147m258s369p99pEE"))
r = mjlib.score("147m258s369p99pEEE")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# ### Two trip-ups
#
# **One suit is not knitted.** 147m 258m 369m is simply 123456789m, a 清龙 Pure Straight (16):
# 组合龙 needs three different suits.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("147m258m369m12sEE3s")
print(r.reading)
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# **The fourth set may be claimed.** The knitted body must stand in the hand, but the fourth set
# can be a melded chow or pung. Then 门前清 is gone, and the hand below keeps 组合龙, 平和 and,
# since 7s was its only winning tile, 单钓将.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[345m3]258m1477s369p7s")
print(r)

# %% [markdown]
# ## The family's no-repeat map
#
# Each arrow X → Y reads "when X is counted, Y is not". Hatched boxes are fans of other families.

# %%
draw_family_map("knitted")

# %% [markdown]
# Reading it from the top:
#
# - 十三幺 takes out 混幺九, 五门齐, 门前清 and 单钓将: the book's own list.
# - 七星不靠 takes out 全不靠 (a thin arrow: implied, not listed), 五门齐 and 门前清.
# - 全不靠 takes out 五门齐 and 门前清.
# - 组合龙 has no arrow at all. It removes nothing, and nothing in the family removes it: a
#   全不靠 holding all nine knitted numbers scores both.

# %% [markdown]
# ## Try it
#
# Pick an example, then change tiles: swap an honour for a knitted number, add a seventh honour,
# break a pattern. The score and the struck-out fans follow every click.

# %%
HandBuilder(
    hand="13347s12369m258p3m",
    examples={
        "十三幺 Thirteen Orphans": "19m19s19pESWNCFPN",
        "十三幺, self-drawn": ("19m19s19pESWNCFPN", {"self_drawn": True}),
        "七星不靠 Greater Honors and Knitted Tiles": "69m258s1pESWNCFP3m",
        "全不靠 Lesser Honors and Knitted Tiles": "147m258s36pESWNCF",
        "全不靠 + 组合龙": "147m258s369pSWNCF",
        "组合龙 + 平和 + 边张": "13347s12369m258p3m",
        "组合龙, 单钓将 on a body tile": "147m258s36p99pEEE9p",
        "组合龙 with a melded chow": "[345m3]258m1477s369p7s",
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# The rule book says of 十三幺, 七星不靠 and 全不靠 that a self-drawn win adds 不求人 Fully
# Concealed Hand (自摸加计不求人). The calculators most tournaments use give only 自摸 Self-Drawn
# (1) instead: for them, 不求人 is already contained in a shape that can never be claimed. This is
# switch 1 of the two presets. A self-drawn 十三幺 is worth 92 by the book and 89 by common
# practice:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("19m19s19pESWNCFPN", self_drawn=True))

# %% [markdown]
# The same three points separate the presets on a self-drawn 全不靠 (and on 七星不靠):

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("147m258s36pESWNCF", self_drawn=True))

# %% [markdown]
# 组合龙 is not on that list. It is a four-sets-and-a-pair hand like any other, so a self-drawn
# concealed 组合龙 earns 不求人 under both presets:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("13347s12369m258p3m", self_drawn=True))

# %% [markdown]
# ## On your own
#
# Score each hand (discard win, East round, East seat, unless said), then open the answer cell.
#
# **1.** Which fan counts, and which are struck out?

# %%
draw_hand("25m36s14pESWNCFP9s")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("25m36s14pESWNCFP9s"))

# %% [markdown]
# **2.** Score it, then list the tiles it was waiting on before the winning 白 (P).

# %%
draw_hand("147m258s69pESWNCP")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("147m258s69pESWNCP"))
print("waits on:", *mjlib.waits("147m258s69pESWNC"))

# %% [markdown]
# **3.** A 组合龙 with a claimed chow, won on 西 (W). Is there a wait fan? Is there 平和?

# %%
draw_hand("[234p1]147m258s369pWW")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[234p1]147m258s369pWW"))

# %% [markdown]
# **4.** 十三幺 won by drawing the second 白 (P) yourself. What does each preset give?

# %%
draw_hand("19m19s19pESWNCFPP")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(compare_presets("19m19s19pESWNCFPP", self_drawn=True))

# %% [markdown]
# ## Where to go next
#
# - Back: `08-score-outside-fans.ipynb`, hands built around terminals and fives.
# - Next: `10-score-winning-method-fans.ipynb`, the fans for *how* the hand was won: self-drawn,
#   concealed, the last tile, and the wait fans 边张, 坎张 and 单钓将 met above.
# - Any hand of your own: `12-sandbox.ipynb`.
