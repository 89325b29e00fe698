# %% [markdown]
# # Score the special fans: 九莲宝灯, the chicken hand and flowers
#
# The last family (特殊系列) gathers three fans that fit nowhere else: the rarest concealed hand
# of all, 九莲宝灯 Nine Gates (88); 无番和 Chicken Hand (8), which pays a hand for having no fan;
# and 花牌 Flower Tiles, a point per flower that never helps a hand reach the minimum.
#
# **What you'll do**
#
# - score 九莲宝灯 on each of its nine winning tiles, under both rule presets;
# - take a hand with no fan at all, and see what 无番和 gives it and what takes it away;
# - add flowers to hands and compare `total`, `total_without_flowers` and `meets_minimum`.
#
# **What you'll learn**
#
# - exactly what counts as 九莲宝灯 (and the look-alikes that do not), and what it removes;
# - why the extras beside 九莲宝灯 depend on the winning tile, and where the presets differ;
# - that the chicken hand needs *no* other fan, not even a 1-point one;
# - that flowers are added last and never count toward the 8-fan minimum.
#
# **What you'll need**
#
# - The 8-fan minimum and the notation (`01-read-tiles-and-hands.ipynb`); no-repeat 不重复 and
#   high-versus-low 就高不就低 (`02-apply-the-counting-principles.ipynb`).
# - It helps to have met the pung fans (`05a-score-pung-fans.ipynb`) and 自摸 / 不求人
#   (`10a-score-how-the-tile-came.ipynb`).

# %% setup
import mjlib
from mjlib.render import draw_hand, draw_result, draw_family_map
from mjlib.report import compare_presets
from mjlib.claims import expect
from mjlib.widgets import Drill, Exercise, HandBuilder

# %% [markdown]
# ## 九莲宝灯 Nine Gates (88)
#
# Thirteen tiles of one suit standing in the hand, exactly 1112345678999, nothing claimed. That
# hand waits on every tile of its suit, the "nine gates":

# %%
draw_hand("1112345678999m")

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("1112345678999m"))

# %% [markdown]
# Whichever of the nine arrives, the hand is 九莲宝灯. Won on a discarded 5m:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1112345678999m5m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# What it removes, all for no-repeat 不重复:
#
# - 清一色 Full Flush, 门前清 Concealed Hand and 幺九刻 Pung of Terminals or Honors: the rule
#   book's own list. Every nine-gates hand is one suit, concealed, and holds 111 and 999;
# - 无字 No Honors and 缺一门 One Voided Suit: implied, since a one-suit hand always has them
#   (清一色 would have removed them anyway).
#
# What stays is whatever the fourteen tiles make *besides* the nine-gates shape. With 5m the
# hand reads 111m 234m 678m 999m and the pair 55m, and the two concealed pungs 111m and 999m
# still count as 双暗刻 Two Concealed Pungs (2). 90 in all.

# %% [markdown]
# ### The extras depend on the winning tile
#
# Each winning tile regroups the fourteen tiles differently, so the fans beside 九莲宝灯 change
# with it. Here are all nine, under the green book and under common practice:

# %%
# NBVAL_CHECK_OUTPUT
for n in range(1, 10):
    hand = f"1112345678999m{n}m"
    g = mjlib.score(hand)
    c = mjlib.score(hand, rules="common-practice")
    extras = ", ".join(f"{x.fan.zh} {x.points}" for x in g.fans if x.fan.zh != "九莲宝灯")
    print(f"{n}m   green book {g.total:>3}   common practice {c.total:>3}   extras: {extras}")

# %% [markdown]
# Reading the table:
#
# - **1m or 9m** make 123 456 789, a 清龙 Pure Straight (16), and leave four of the tile outside
#   a kong, 四归一 Tile Hog (2): 106 under both presets.
# - **2m, 5m, 8m** leave 111 and 999 as concealed pungs: 双暗刻 (2); 2m and 8m add a 连六.
# - **3m, 4m, 6m, 7m** give 连六 Short Straight (1) only.
#
# The two presets differ by one point on 2m, 5m and 8m: switch 2. The rule book strikes out
# *every* 幺九刻; the common calculators strike out only one, so the second terminal pung keeps
# its point. See "In practice" below.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1112345678999m9m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# ### Look-alikes that are not 九莲宝灯
#
# **The shape must stand before the win.** These fourteen tiles are the same as
# 1112345678999m plus 2m, but the winning tile was a 9m: before it, the hand held 1112234567899m,
# which is not the nine-gates shape and does not wait on nine tiles. It is an ordinary
# 清一色 (24) hand.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1112234567899m9m")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# **Nothing may be claimed.** With the 111m pung claimed, the same tiles are again a plain
# 清一色.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[111m1]2345678999m5m")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# **Self-drawn**, the rule book adds 不求人 Fully Concealed Hand (自摸加计不求人); common practice
# adds 自摸 Self-Drawn. That is switch 1, shown in "In practice".

# %% [markdown]
# ## 无番和 Chicken Hand (8)
#
# A winning hand in which no fan at all can be counted. Rather than letting it win with nothing,
# the rule book pays it 8, exactly the minimum. Flowers do not count as fans here (花牌不计算在内).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123p][444s][789m]34pCC2p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Why nothing else counts, fan by fan:
#
# - three claimed sets: no 门前清, no 不求人, no concealed-pung fans;
# - 34p waited on 2p *and* 5p: no wait fan; won on a discard: no 自摸;
# - 444s is a pung, so no 平和; it is not terminals or honours, so no 幺九刻; the 中 pair is a
#   pair, not a pung: no 箭刻;
# - all three suits and an honour: no 缺一门, no 无字, no 混一色;
# - 123p, 234p, 789m: no 一般高, 喜相逢, 连六 or 老少副 between them; the 1s and 9s rule out 断幺.
#
# 无番和 removes nothing: by definition there is nothing left to remove.

# %% [markdown]
# ### One point is enough to lose it
#
# 无番和 needs *no* fan. Draw the same 2p yourself and 自摸 Self-Drawn (1) counts, so the chicken
# hand is gone, and 1 point does not reach the minimum: the self-drawn hand may not win.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123p][444s][789m]34pCC2p", self_drawn=True)
print(r.total, r.meets_minimum, [str(c) for c in r.fans])

# %% [markdown]
# The same holds for any small fan, a single wait for instance:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]345p678s234pNN")
print(r.total, r.meets_minimum, [str(c) for c in r.fans])

# %% [markdown]
# And a hand whose only fan is worth 8 by itself is not a chicken hand either: it is that fan.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[222p1][123m1]456s78pFF9p")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# ## 花牌 Flower Tiles (1 each)
#
# Flowers (and seasons) are not part of the hand: a player who draws one lays it aside and draws
# a replacement. After a win, each flower laid aside is worth 1 point. Give `mjlib.score` their
# number as `flowers=` (0 to 8). The chicken hand above with five flowers:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123p][444s][789m]34pCC2p", flowers=5)
print(r)
print("total:", r.total, " without flowers:", r.total_without_flowers, " minimum reached:", r.meets_minimum)

# %%
draw_result(r)

# %% [markdown]
# The flowers are added **last**, on top of everything else: the hand is still 无番和 (flowers do
# not count as a fan for it), and the 8-fan minimum is checked on the total without flowers.
# So flowers cannot rescue a hand that is short of 8. A hand worth one point with eight flowers
# shows 9, and still may not win:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]345p678s234pNN", flowers=8)
print(r)

# %%
draw_result(r)

# %% [markdown]
# Two more rules from the book about flowers and how the hand was won:
#
# - winning on the replacement for a flower is a self-draw: pass `self_drawn=True` (自摸);
# - after a kong, if the replacement is a flower and you win on *its* replacement, that is not
#   杠上开花, only 自摸: pass `self_drawn=True` without `about_kong`.
#
# And there are only eight flowers, which `mjlib` checks:

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("[123p][444s][789m]34pCC2p", flowers=9)
except mjlib.HandError as e:
    print(e)

# %% [markdown]
# ## The family's no-repeat map
#
# Each arrow X → Y reads "when X is counted, Y is not". Hatched boxes are fans of other families.

# %%
draw_family_map("special")

# %% [markdown]
# Only 九莲宝灯 has arrows, to the three fans the rule book lists under it (清一色, 门前清,
# 幺九刻); the two it removes by implication, 无字 and 缺一门, already follow from 清一色.
# 无番和 and 花牌 stand alone: the chicken hand has nothing to remove, and flowers remove nothing
# and are removed by nothing.
#
# Under common practice, the arrow to 幺九刻 becomes a dotted one (only one pung's point is
# taken), and a self-drawn nine gates takes out 不求人:

# %%
draw_family_map("special", rules="common-practice")

# %% [markdown]
# ## Try it
#
# Pick an example, then change the winning tile of the nine gates, claim a set, or set the
# number of flowers.

# %%
HandBuilder(
    hand="1112345678999m5m",
    examples={
        "九莲宝灯 on 5m": "1112345678999m5m",
        "九莲宝灯 on 9m": "1112345678999m9m",
        "九莲宝灯, self-drawn": ("1112345678999p7p", {"self_drawn": True}),
        "not 九莲: 9m was the last tile": "1112234567899m9m",
        "无番和 Chicken Hand": "[123p][444s][789m]34pCC2p",
        "无番和 + 5 flowers": ("[123p][444s][789m]34pCC2p", {"flowers": 5}),
        "1 point + 8 flowers: still short": ("[123m1]345p678s234pNN", {"flowers": 8}),
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# **Switch 2, what 九莲宝灯 removes.** The rule book removes every 幺九刻; the common calculators
# remove one. Where the win leaves two terminal pungs standing (on 2m, 5m or 8m), the presets
# differ by a point:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1112345678999m5m"))

# %% [markdown]
# On 1m or 9m there is only one terminal pung left, so the presets agree:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1112345678999m9m"))

# %% [markdown]
# **Switch 1, a self-drawn nine gates.** 不求人 (4) by the book, 自摸 (1) by common practice:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1112345678999p7p", self_drawn=True))

# %% [markdown]
# **The chicken hand and flowers** are the same under both presets:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[123p][444s][789m]34pCC2p", flowers=5))

# %% [markdown]
# ## On your own
#
# Score each hand (discard win, East round, East seat, unless said): tick the fans you think
# count, type the total, and press Check; the answer explains what you missed.
#
# **1.** Nine gates in bamboo, the 9s drawn from the wall. Which fans beside 九莲宝灯 count
# under the green book?

# %% exercise
Exercise("1112345678999s9s", self_drawn=True, ask_total=True)

# %% check
# 1112345678999s + 9s reads 111 23 456 789 99 99: 九莲宝灯 88; 123 456 789 is 清龙 16; four 9s are
# 四归一 2; self-drawn, the green book adds 不求人 4 (its 九莲宝灯 entry); 清一色, 门前清, 幺九刻 are
# listed as not counted. Common practice keeps 自摸 1 instead: 107 (switch 1).
expect(mjlib.score("1112345678999s9s", self_drawn=True), total=110, only=True,
       counted={"九莲宝灯": 88, "清龙": 16, "不求人": 4, "四归一": 2},
       not_counted={"清一色": "不重复", "幺九刻": "不重复"})
expect(mjlib.score("1112345678999s9s", self_drawn=True, rules="common-practice"), total=107)

# %% [markdown]
# **2.** Won on a discarded 1m; before it the hand held 1122345678999m. Is it 九莲宝灯?

# %% exercise
Exercise("1122345678999m1m", ask_total=True)

# %% check
# Before the win the hand was not 1112345678999 of one suit, so no 九莲宝灯 (the rule text's
# entry asks for that shape waiting on all nine tiles). It reads 111 22 345 678 999: 清一色 24,
# 门前清 2, 连六 1 (345 + 678), 幺九刻 ×2 (111m, 999m): 29.
expect(mjlib.score("1122345678999m1m"), total=29, only=True,
       counted={"清一色": 24, "门前清": 2, "连六": 1, "幺九刻": 2}, absent=["九莲宝灯"])

# %% [markdown]
# **3.** Three claimed sets, won on a discarded 6p. Is it a chicken hand (无番和)? May it win?

# %% exercise
Exercise("[123p1][444s1][789m1]45pCC6p", ask_total=True)

# %% check
# 123p and 456p are six in a row, 连六 1: one fan is enough to make it no chicken hand, and
# 1 point is far short of the 8-fan minimum.
r = mjlib.score("[123p1][444s1][789m1]45pCC6p")
expect(r, total=1, only=True, counted={"连六": 1}, absent=["无番和"])
assert not r.meets_minimum

# %% [markdown]
# **4.** Three claimed sets, won on a discarded 9m, with three flowers. Total, and may it win?

# %% exercise
Exercise("[234m1][678p2][345s3]78mNN9m", flowers=3, ask_total=True)

# %% check
# No fan at all: 无番和 8 (the rule text's entry), and 花牌 1 per flower, 3, which never count
# toward the minimum: 11 in all, 8 without flowers, and it may win.
r = mjlib.score("[234m1][678p2][345s3]78mNN9m", flowers=3)
expect(r, total=11, only=True, counted={"无番和": 8, "花牌": 3})
assert r.total_without_flowers == 8 and r.meets_minimum

# %% [markdown]
# **A drill.** Ten dealt hands, each counting a fan of this family; the same ten for everyone
# who uses the same seed.

# %% exercise
Drill(family="special", seed=111)

# %% [markdown]
# ## Where to go next
#
# - Back: `10b-score-the-waits.ipynb`, the last of the fans for how the hand was won.
# - Next: `12-sandbox.ipynb`, a free hand builder: type any hand, see its waits, the score of
#   each winning tile, and both presets side by side.
# - To revisit the principles behind every struck-out fan: `02-apply-the-counting-principles.ipynb`.

# %% further-reading
# - The rule text's entries for 九莲宝灯, 无番和 and 花牌, and the basics text on flowers.
