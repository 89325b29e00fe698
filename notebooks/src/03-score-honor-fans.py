# %% [markdown]
# # Score the honor fans: winds and dragons (字牌系列)
#
# The seven honor tiles (字牌) are the four winds 东 南 西 北 (E S W N) and the three dragons
# 中 发 白 (C F P). Ten fans reward pungs of them, from a single dragon pung worth 2 points up to
# 大四喜 Big Four Winds at 88. This notebook climbs that ladder one rung at a time.
#
# **What you'll do**
#
# - score one hand for each of the ten honor fans and look at its ledger;
# - change the round and seat winds and watch 圈风刻 and 门风刻 appear and disappear;
# - read the family's no-repeat map, then build hands of your own.
#
# **What you'll learn**
#
# - what each of 箭刻, 圈风刻, 门风刻, 双箭刻, 三风刻, 小三元, 大三元, 小四喜, 大四喜 and 字一色 asks for;
# - which smaller fans each of them removes, and under which principle (不重复 no-repeat or
#   不拆移 no-split);
# - the traps: a pair is not a pung, one wind pung can score twice, 小四喜 keeps the wind fans
#   that 大四喜 removes.
#
# **What you'll need**
#
# - `01-read-tiles-and-hands.ipynb` (the notation and how to read a printed result) and
#   `02-apply-the-counting-principles.ipynb` (the five principles);
# - nothing else: every score below is computed by `mjlib`.

# %%
import mjlib
from mjlib.render import draw_family_map, draw_hand, draw_result
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# ## Before the fans: what every honor pung already earns
#
# Any pung (or kong) of an honor tile is a 幺九刻 Pung of Terminals or Honors (1) from the pungs
# family. Every fan in this notebook is built out of such pungs, so every one of them takes the
# place of the 幺九刻 of its own pungs: you never count both. Keep an eye on the line
# "幺九刻 … 不重复 no-repeat" in the results below.
#
# Two settings matter for the wind fans: the **prevalent wind** 圈风 (the wind of the round) and
# the **seat wind** 门风 (your own seat). `mjlib.score` takes them as `prevalent_wind=` and
# `seat_wind=`; both default to East.
#
# The fans come in order of points, smallest first, because each big fan is made of the small
# ones and removes them.

# %% [markdown]
# ## 箭刻 Dragon Pung (2)
#
# A pung or kong of one dragon: 中, 发 or 白. It pays 2 instead of the 1 of a plain 幺九刻.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[CCC1]234m567s33p67p8p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The ledger has one bar, 箭刻 2, and one struck line: the 幺九刻 of the same pung, removed by
# 不重复 no-repeat. The rule book lists 幺九刻 under 箭刻 for exactly this reason: a dragon pung
# is always a pung of honors. The hand is far from the 8-fan minimum; a dragon pung alone wins
# nothing.
#
# Two traps. A **pair** of dragons is not a pung and earns nothing here:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[SSS1]234m678s567pCC"))

# %% [markdown]
# (That hand scores 五门齐 All Types for having all five kinds of tile, and 单钓将 for waiting on
# the 中 alone, but no 箭刻.) And a **kong** counts as a pung: it adds its own kong fan on top.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[CCCC1]234m567s33p67p8p"))

# %% [markdown]
# ## 圈风刻 Prevalent Wind (2)
#
# A pung or kong of the wind of the round. The same hand, a pung of South, is scored below with
# South as the prevalent wind and East as the seat wind.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[SSS1]234m678s567p5p5p", prevalent_wind="S", seat_wind="E")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Again the pung's 幺九刻 is gone (no-repeat: the rule book lists it under 圈风刻). Change the
# round and the same tiles are worth less: with West prevalent and North seat, South is nobody's
# wind and the pung is just a 幺九刻.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[SSS1]234m678s567p5p5p", prevalent_wind="W", seat_wind="N"))

# %% [markdown]
# ## 门风刻 Seat Wind (2)
#
# A pung or kong of your own seat's wind. Same hand, now with South as the seat wind:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[SSS1]234m678s567p5p5p", prevalent_wind="E", seat_wind="S")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The trap people miss: **one pung can be both.** When the round's wind is also your seat's wind
# (South round, South seat), the South pung earns 圈风刻 *and* 门风刻, 4 points, while its 幺九刻
# is still not counted:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[SSS1]234m678s567p5p5p", prevalent_wind="S", seat_wind="S")
print(r)

# %%
draw_result(r)

# %% [markdown]
# ## 双箭刻 Two Dragon Pungs (6)
#
# Pungs (or kongs) of two different dragons.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[CCC1][FFF1]12378m88s9m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 双箭刻 6 replaces what the two pungs would have earned separately: two 箭刻 (2 + 2) and their
# 幺九刻. Both are struck out under no-repeat; the rule book lists 箭刻 and 幺九刻 under 双箭刻.
# Without that rule the two pungs would be paid twice, once as 双箭刻 and once as 箭刻 + 箭刻.
# (The hand also has 123m and 789m: 老少副 Two Terminal Chows, from notebook 04.)

# %% [markdown]
# ## 三风刻 Big Three Winds (12)
#
# Pungs (or kongs) of three different winds. It removes their 幺九刻 (no-repeat, listed), but not
# 圈风刻 or 门风刻: a wind pung that is also the round's or your seat's wind keeps that bonus.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[SSS1][WWW1][NNN1]2345m5m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# South, West and North: with the default East/East none of them is a special wind, so 三风刻
# stands alone (plus 混一色 Half Flush, honors and one suit). Swap the North pung for East and
# seat the player in the South: the East pung is the prevalent wind, the South pung the seat wind,
# and both bonuses are added to 三风刻.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[EEE1][SSS1][WWW1]2345m5m", prevalent_wind="E", seat_wind="S")
print(r)

# %%
draw_result(r)

# %% [markdown]
# ## 小三元 Little Three Dragons (64)
#
# Two dragon pungs and the third dragon as the pair (将).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[CCC1][FFF1]23s111pPP1s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# What goes: 双箭刻 (the two pungs are already paid by 小三元) and the 箭刻 of each pung. The rule
# book lists both under 小三元. mjlib names 双箭刻's removal 不拆移 no-split, because 双箭刻 would
# be made of two of 小三元's own sets; either way it is not counted. The two dragon pungs' 幺九刻
# go too, but look at the counted 幺九刻 1: that is the **111p** pung, which is not part of
# 小三元 and keeps its point.
#
# Everything in the hand contains a terminal or an honor (123s, 111p, the dragons), so it also
# scores 全带幺 Outside Hand (notebook 08).

# %% [markdown]
# ## 大三元 Big Three Dragons (88)
#
# Pungs (or kongs) of all three dragons.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[CCC1][PPP1]5556sFFF4s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 大三元 removes 双箭刻 and 箭刻 (listed in the rule book) and the dragon pungs' 幺九刻. The "×3"
# after 双箭刻 counts the three ways of picking two of the three dragon pungs; none of them is
# paid. What is left is 混一色 Half Flush: dragons and bamboo only. The pair here is a suited one; with an honor
# pair and a fourth pung the hand would add 碰碰和 All Pungs, which 大三元 does **not** remove:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[CCC1][FFF1][PPP1]EE55p5p"))

# %% [markdown]
# ## 小四喜 Little Four Winds (64)
#
# Three wind pungs and the fourth wind as the pair.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[EEE1][WWW1][NNN1]23sSS1s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 小四喜 removes 三风刻 (its three pungs would make it; listed) and the 幺九刻 of the wind pungs
# (listed). It does **not** remove 圈风刻 or 门风刻: with East round and East seat, the East pung
# adds 2 + 2. That is the difference from 大四喜 below.
#
# And the pair never earns a wind fan. Make South the round and seat wind: South is now only the
# pair, so the 4 points vanish.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[EEE1][WWW1][NNN1]23sSS1s", prevalent_wind="S", seat_wind="S"))

# %% [markdown]
# ## 大四喜 Big Four Winds (88)
#
# Pungs (or kongs) of all four winds.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[EEE1][WWW1]33sSSSNNN")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The longest list of the family. The rule book removes 圈风刻, 门风刻, 三风刻, 幺九刻 and 碰碰和
# All Pungs under 大四喜. The reason is the same each time: with four wind pungs in hand, one of
# them is *always* the round's wind and one is *always* your seat's wind, three of them *always*
# make 三风刻, and four pungs plus a pair is *always* 碰碰和. A fan that can never be missing is
# already in 大四喜's 88 points (不重复 no-repeat). As with 双箭刻 under 小三元, mjlib files
# 三风刻 under 不拆移 no-split: it would be carved out of 大四喜's own pungs (four ways to pick
# three of the four, hence "×4"). 混一色 Half Flush is not on the list because it
# is not certain: with a pair of dragons instead of 33s the hand would be 字一色 All Honors
# instead. So here it counts.

# %% [markdown]
# ## 字一色 All Honors (64)
#
# Every tile is an honor: pungs and a pair of winds and dragons only.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[SSS1][WWW1]NNNCCFFC")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 字一色 removes 碰碰和 All Pungs, 全带幺 Outside Hand and 幺九刻 (the rule book lists these: an
# all-honor hand can only be pungs, and every set holds an honor). mjlib also strikes 混幺九 All
# Terminals and Honors and 缺一门 One Voided Suit: neither is in the book's list, but both are
# necessarily present, so the same no-repeat principle applies.
#
# What 字一色 does *not* remove is just as important: the wind and dragon fans. Here the three
# wind pungs keep 三风刻 12 and the 中 pung keeps 箭刻 2. 字一色 stacks with any of the fans above.
# One hand that stacks almost all of them (won on a discard of 中, the only tile it waits on):

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[EEE1]SSSWWWNNNCC")
print(r)

# %%
draw_result(r)

# %% [markdown]
# 大四喜 88 + 字一色 64 + 三暗刻 Three Concealed Pungs 16 + 单钓将 Single Wait 1 = 169. Notice
# who removes what: 大四喜 strikes the wind fans and 碰碰和, 字一色 strikes 全带幺 and 混幺九.

# %% [markdown]
# ## The family's no-repeat map
#
# One picture of every "when X counts, Y does not" inside the family. Each arrow starts at the fan
# that is counted and ends at the fan it removes.

# %%
draw_family_map("honors")

# %% [markdown]
# How to read it:
#
# - Solid arrows are the rule book's no-repeat lists; thin ones are implications the book does
#   not write down but that hold in every hand (字一色 ⇒ 混幺九, 字一色 ⇒ 缺一门). Dashed red arrows
#   are no-split: 三风刻 and 双箭刻 made out of the big fan's own pungs.
# - Everything drains into 幺九刻 at the bottom: every honor fan replaces the 1 point of its
#   pungs.
# - Look for the arrows that are **not** there. No arrow from 小四喜 to 圈风刻 or 门风刻, none from
#   字一色 to any wind or dragon fan, none from 大三元 to 碰碰和. Those fans add up.
# - Grey hatched boxes belong to other families (碰碰和 and 幺九刻 to the pungs, 全带幺 and 混幺九
#   to the outside hands, 缺一门 to the suits).

# %% [markdown]
# ## Try it
#
# Click tiles into the builder, or pick one of this notebook's hands from the list. Change the
# round and seat winds to see 圈风刻 and 门风刻 move.

# %%
HandBuilder(
    hand="[EEE1][WWW1][NNN1]23sSS1s",
    examples={
        "箭刻 a dragon pung": "[CCC1]234m567s33p67p8p",
        "圈风刻 + 门风刻 South round, South seat": (
            "[SSS1]234m678s567p5p5p", {"prevalent_wind": "S", "seat_wind": "S"}),
        "双箭刻 two dragon pungs": "[CCC1][FFF1]12378m88s9m",
        "三风刻 three wind pungs": "[SSS1][WWW1][NNN1]2345m5m",
        "小三元 little three dragons": "[CCC1][FFF1]23s111pPP1s",
        "大三元 big three dragons": "[CCC1][PPP1]5556sFFF4s",
        "小四喜 little four winds": "[EEE1][WWW1][NNN1]23sSS1s",
        "大四喜 big four winds": "[EEE1][WWW1]33sSSSNNN",
        "字一色 all honors": "[SSS1][WWW1]NNNCCFFC",
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# Notebook 02 introduced the two rule presets: `green-book` (the rule book as written) and
# `common-practice` (what the widely used scoring apps compute). They differ in six places, and
# none of the six touches an honor fan: every fan of this family scores the same under both. The
# little-four-winds hand shows it, line for line:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[EEE1][WWW1][NNN1]23sSS1s"))

# %% [markdown]
# A hand full of honors can still be worth a different total under the two presets, but the
# difference then comes from another family. Here are four concealed wind pungs, won by drawing the
# second 中 from the wall: the honor fans agree, and only the reward for self-drawing this concealed
# special hand (四暗刻 Four Concealed Pungs earns 不求人 4 in the book, 自摸 1 in the apps; notebooks
# 05 and 10) differs.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("EEESSSWWWNNNCC", self_drawn=True))

# %% [markdown]
# ## On your own
#
# Score each hand yourself first: name the fans it earns, strike the ones that are not counted,
# add up. Then use the empty cell (or the builder above), and open the hidden cell to check.
#
# **1.** Won on a discard of 9s, East round, East seat.

# %%
draw_hand("[CCC1][FFF1]PP123m99s9s")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[CCC1][FFF1]PP123m99s9s"))

# %% [markdown]
# **2.** Won on a discard of 5m. East round, **South** seat.

# %%
draw_hand("[EEE1][SSS1][WWW1]2345m5m")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[EEE1][SSS1][WWW1]2345m5m", prevalent_wind="E", seat_wind="S"))

# %% [markdown]
# **3.** Won on a discard of 5p. East round, **South** seat. Which wind fan does the North pung
# earn?

# %%
draw_hand("[NNN1]234m678s567p5p5p")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[NNN1]234m678s567p5p5p", prevalent_wind="E", seat_wind="S"))

# %% [markdown]
# **4.** Everything concealed, the 中 drawn from the wall. East round, East seat. (Big: take the
# honor fans first, then the pungs, then how it was won.)

# %%
draw_hand("EEESSSWWWNNNCC")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("EEESSSWWWNNNCC", self_drawn=True))

# %% [markdown]
# ## Where to go next
#
# - Back: `02-apply-the-counting-principles.ipynb`, the five principles this notebook kept
#   pointing at.
# - Next: `04-score-chow-fans.ipynb`, the chows family (序数牌系列), where the pair fans 一般高,
#   喜相逢, 连六 and 老少副 meet the count-once principle.
# - The 幺九刻, 碰碰和 and concealed-pung fans that kept showing up here are in
#   `05-score-pung-and-kong-fans.ipynb`; 全带幺 and 混幺九 in `08-score-outside-fans.ipynb`.
