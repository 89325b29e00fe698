# %% [markdown]
# # Score how the hand was won: self-draws, concealed hands, waits and last tiles
#
# The same fourteen tiles can be worth different amounts depending on *how* the last one
# arrived: drawn from the wall or claimed from a discard, with or without anything claimed
# before, waiting on one tile or on several, as the last copy of its kind or the last tile of the
# game. These are the twelve fans of the winning-method family (和牌方式系列).
#
# **What you'll do**
#
# - tell `mjlib` how a hand was won (its flags) and watch the fans change on the same tiles;
# - list a hand's waits with `mjlib.waits` and decide which waits earn 边张, 坎张 or 单钓将;
# - score all twelve fans, from 自摸 Self-Drawn (1) to the four 8-point last-tile and kong fans;
# - compare the two rule presets on self-drawn special hands.
#
# **What you'll learn**
#
# - how 自摸 Self-Drawn, 门前清 Concealed Hand and 不求人 Fully Concealed Hand fit together, and
#   why 全求人 Melded Hand needs a discard;
# - that a wait fan needs a *unique* winning tile, counting even a tile whose four copies are
#   all in sight;
# - which of these fans remove which (自摸 under 不求人, 杠上开花 and 妙手回春; 单钓将 under
#   全求人; 和绝张 under 抢杠和).
#
# **What you'll need**
#
# - Reading hands and the notation, melds and offers (`01-read-tiles-and-hands.ipynb`).
# - The no-repeat principle 不重复 (`02-apply-the-counting-principles.ipynb`).

# %%
import mjlib
from mjlib.render import draw_hand, draw_result, draw_family_map
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# ## Telling `mjlib` how the hand was won
#
# The tiles alone decide most fans. The ones in this family also need to know what happened at
# the table, and `mjlib.score` takes that as flags:
#
# | flag | meaning | fan |
# |---|---|---|
# | `self_drawn=True` | the winning tile came from the wall | 自摸 Self-Drawn, or 不求人 |
# | `fourth_tile=True` | the other three copies of the winning tile were already in sight | 和绝张 Last Tile |
# | `self_drawn=True, about_kong=True` | drawn as the replacement tile after a kong | 杠上开花 |
# | `about_kong=True` (a discard) | taken from another player's added kong | 抢杠和 |
# | `self_drawn=True, wall_last=True` | the last tile of the wall | 妙手回春 |
# | `wall_last=True` (a discard) | the last discard of the game | 海底捞月 |
#
# 门前清, 不求人 and 全求人 follow from the melds plus `self_drawn`; the wait fans follow from
# the standing tiles. Without flags, a hand is won on an ordinary discard.

# %% [markdown]
# ## 自摸 Self-Drawn (1)
#
# The winning tile was drawn from the wall by the winner. Here is one hand three ways: first
# with the 567s chow claimed, self-drawn.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[567s1]1233m456p789p3m", self_drawn=True)
print(r)

# %%
draw_result(r)

# %% [markdown]
# 自摸 is the smallest fan in the family and the one most often swallowed by a bigger one. Three
# fans always include a self-draw and take it out (no-repeat 不重复): 不求人 (below), 杠上开花
# and 妙手回春 (at the end). So in the green book a self-drawn hand scores 自摸 only when it has
# claimed something; common practice adds one exception, shown in "In practice".

# %% [markdown]
# ## 门前清 Concealed Hand (2)
#
# Nothing claimed (no chow, pung or melded kong), and the hand won on a discard. Now the 567s
# stays in the hand and the winning 3m is a discard:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1233m456p789p567s3m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Worth 6 in all: a fine shape, but it may not win on this discard, because it does not reach
# the 8-fan minimum. The trip-up to remember: a **concealed kong** is not claimed, so it keeps
# the hand concealed.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[5555p]123m456m789s1s1s")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# The hands whose whole shape is concealed by definition (七对, 十三幺, 九莲宝灯, 七星不靠, 全不靠,
# 连七对) never add 门前清: the rule book lists it under each of them.

# %% [markdown]
# ## 不求人 Fully Concealed Hand (4)
#
# Nothing claimed **and** the winning tile self-drawn: "asked nobody for anything". The same
# concealed hand, drawn:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1233m456p789p567s3m", self_drawn=True)
print(r)

# %%
draw_result(r)

# %% [markdown]
# The three fans never stack: 不求人 always includes a self-draw, so 自摸 is struck out
# (no-repeat 不重复, an implication the rule book does not spell out), and 门前清 is by
# definition a discard win, so it is simply absent. Side by side, the one hand:
#
# | the hand | how it was won | fan | total |
# |---|---|---|---|
# | 567s claimed | self-drawn | 自摸 1 | 5 |
# | nothing claimed | discard | 门前清 2 | 6 |
# | nothing claimed | self-drawn | 不求人 4 | 8 |
#
# The self-draw turns a hand that could not win into one that can.

# %% [markdown]
# ## 全求人 Melded Hand (6)
#
# The opposite extreme: all four sets claimed (chows, pungs, melded kongs), and the last tile,
# the pair, taken from a discard. Everything was asked for.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[2222m1][456p1][678p1][888s1]6m6m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# With four sets on the table, the hand can only ever wait on its pair, one tile: 单钓将 Single
# Wait is therefore always there, and the rule book lists it under 全求人 (no-repeat 不重复).
#
# Two trip-ups. **It needs a discard**: the same hand self-drawn is not 全求人 at all; it scores
# 自摸 and keeps its 单钓将.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[2222m1][456p1][678p1][888s1]6m6m", self_drawn=True)
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# **A concealed kong was not claimed**: with 2222m as a concealed kong, one set was never asked
# for, so no 全求人 either.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[2222m][456p1][678p1][888s1]6m6m")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# ## Waits: which tiles complete the hand
#
# Three 1-point fans reward a hand that could win on **one tile only** (独听): 边张 Edge Wait,
# 坎张 Closed Wait, 单钓将 Single Wait. Which one depends on where the winning tile sits; whether
# any counts depends on the wait being unique. `mjlib.waits` takes the hand one tile short
# and lists every tile that would complete it:

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("1233m456p789p567s"))
print("waits on:", *mjlib.waits("12345m456p789sEE"))

# %% [markdown]
# The rule book gives examples of both kinds for each wait fan. Here they are all at once: the
# waits before the win, and the wait fan (if any) `mjlib` counts after it.

# %%
# NBVAL_CHECK_OUTPUT
WAIT_FANS = ("边张", "坎张", "单钓将")
examples = [
    ("1233m + 3m", "1233m456p789p567s", "3m"),
    ("7789m + 7m", "7789m123p456p567s", "7m"),
    ("12345m + 3m", "12345m456p789sEE", "3m"),
    ("4556m + 5m", "4556m123p789p567s", "5m"),
    ("45567m + 6m", "45567m123p789pEE", "6m"),
    ("5567m + 5m", "5567m123p789sEEE", "5m"),
    ("3456m + 3m", "3456m123p789sEEE", "3m"),
    ("3456m + 6m", "3456m123p789sEEE", "6m"),
]
for label, waiting, tile in examples:
    waits = " ".join(str(t) for t in mjlib.waits(waiting))
    r = mjlib.score(waiting + tile)
    fan = [f"{c.fan.zh} {c.fan.en}" for c in r.fans if c.fan.zh in WAIT_FANS]
    print(f"{label:<13} waits on {waits:<7} -> {fan[0] if fan else 'no wait fan'}")

# %% [markdown]
# The rule in one line: **if any other tile would also have completed the hand, no wait fan.**
# A hand gets at most one of the three; 4556m + 5m is 坎张, never 单钓将 as well.

# %% [markdown]
# ## 边张 Edge Wait (1)
#
# The winning tile is the 3 of a 123 chow or the 7 of a 789 chow, and it was the only tile the
# hand could use. 12 can only become 123 (there is no 0), so 12 waiting on 3 is an edge.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("1233m456p789p567s3m")
print(r.total, [str(c) for c in r.fans])

# %%
draw_result(r)

# %% [markdown]
# The trip-ups, from the table above: 1233m + 3m **is** 边张 (33 is the pair, 12 the edge; no
# other tile helps), while 12345m + 3m is **not**: 12345 can also take 6m (123 + 456). The same
# on the high side: 7789m + 7m yes, 56789m + 7m no. And a bare 89 waiting on 7 is an edge too:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("12389m123789s55p7m")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# ## 坎张 Closed Wait (1)
#
# The winning tile fills the middle of a chow (46 waiting on 5), and it was the only tile the
# hand could use.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("4556m123p789p567s5m")
print(r.total, [str(c) for c in r.fans])

# %%
draw_result(r)

# %% [markdown]
# 4556m + 5m counts as 坎张: read as 456 + 55, the 5 sits in the middle, and 5m is the only tile
# that completes 4556m. 45567m + 6m does not: 45567 also takes 3m (345 + 567), so the wait was
# not unique. A gap can hide in a longer run: 13456m waits on 2m alone, and that is 坎张 too.

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("13456m123p789sEE"))
r = mjlib.score("13456m123p789sEE2m")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# ## 单钓将 Single Wait (1)
#
# The winning tile completes the pair, and it was the only tile the hand could use. Here 123m
# 456p 789s 111s stand complete and the lone 东 waits for its partner:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("123m456p789s111sEE")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The rule book's counter-examples, all in the table above: 4556m + 5m and 5567m + 5m are not
# 单钓将 (the first is 坎张, the second also waits on 8m), and 3456m + 3m or + 6m is not either
# (3456 waits on both ends). Several bigger fans always include a single wait and strike it out:
# 全求人 (above), and in other notebooks 七对, 十三幺, 连七对 and 四杠.

# %% [markdown]
# ## Four copies in sight still count as a wait
#
# "Only one tile completes the hand" is judged on the **shape**, not on which tiles are still
# available. Below, 1111234m 456p 789p waits on 4m (111 + 123 + 44) and on 1m (111 + 11 + 234,
# which would need a fifth 1m). No fifth 1m exists, but the shape still waits on it, so the win on 4m
# is not a single wait and scores no 单钓将. Both presets and the reference calculators agree.

# %%
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("1111234m456p789p"))
r = mjlib.score("1111234m456p789p4m")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# ## 和绝张 Last Tile (4)
#
# Winning on the fourth copy of a tile when the other three are already in sight: in the
# discards, or face up in melds. `mjlib` cannot see the table, so say it with
# `fourth_tile=True`:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("12m456p789p567sEE3m", fourth_tile=True)
print(r)

# %%
draw_result(r)

# %% [markdown]
# When the three copies sit in **your own** pung, no flag is needed: `mjlib` sees them. The
# claimed 444s pung below makes the winning 4s the last one.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[444s1]345p678s99p23s4s")
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# The trip-up: if your own hand holds another copy, the tile you won on cannot be the last, and
# `mjlib` refuses the flag instead of quietly ignoring it.

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("1233m456p789p567s3m", fourth_tile=True)
except mjlib.HandError as e:
    print(e)

# %% [markdown]
# ## 杠上开花 Out with Replacement Tile (8)
#
# After declaring a kong you draw a replacement tile from the back of the wall; winning on it is
# "a flower blooming on the kong". It needs a kong in the hand (`self_drawn=True,
# about_kong=True`):

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[1111m1]345p678s234pNN", self_drawn=True, about_kong=True)
print(r)

# %%
draw_result(r)

# %% [markdown]
# The replacement is a self-drawn tile, so 自摸 is struck out (the book: 不计自摸). The kong's own
# fans (明杠 here) still count. Two details from the rule book: if the replacement after the kong
# is a flower and you win on the flower's replacement, that is 自摸, not 杠上开花; and with no
# kong there can be no 杠上开花, which `mjlib` says:

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("[123m1]345p678s234pNN", self_drawn=True, about_kong=True)
except mjlib.HandError as e:
    print(e)

# %% [markdown]
# ## 抢杠和 Robbing the Kong (8)
#
# Another player adds a fourth tile to a pung they claimed earlier (加杠), and you win on that
# tile. It is a discard win (`about_kong=True` without `self_drawn`).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]345p678s99p23s4s", about_kong=True)
print(r)

# %%
draw_result(r)

# %% [markdown]
# The robbed tile is always the last of its kind: the other three are in the pung being turned
# into a kong. So 和绝张 would always come along, and the rule book strikes it (抢杠和不计和绝张,
# no-repeat 不重复). For the same reason your hand cannot hold another copy of the robbed tile:

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("1233m456p789p567s3m", about_kong=True)
except mjlib.HandError as e:
    print(e)

# %% [markdown]
# ## 妙手回春 Last Tile Draw (8)
#
# Winning by drawing the very last tile of the wall (`self_drawn=True, wall_last=True`).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[1111m1]345p678s234pNN", self_drawn=True, wall_last=True)
print(r)

# %%
draw_result(r)

# %% [markdown]
# It is a self-draw, so 自摸 is struck out (the book: 不计自摸). If that last tile is also a kong's
# replacement, both 8-point fans count: they describe different things.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[1111m1]345p678s234pNN", self_drawn=True, about_kong=True, wall_last=True)
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# ## 海底捞月 Last Tile Claim (8)
#
# Winning on the last discard of the game, the one thrown by the player who drew the wall's last
# tile (`wall_last=True` without `self_drawn`). "Fishing the moon from the bottom of the sea."

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[1111m1]345p678s234pNN", wall_last=True)
print(r)

# %%
draw_result(r)

# %% [markdown]
# A discard win removes nothing: there is no 自摸 to take out. It can meet 抢杠和 when the last
# player adds a kong and you rob it:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]345p678s99p23s4s", about_kong=True, wall_last=True)
print(r.total, [str(c) for c in r.fans])

# %% [markdown]
# ## The family's no-repeat map
#
# Each arrow X → Y reads "when X is counted, Y is not"; a thin arrow is an implication the rule
# book does not list.

# %%
draw_family_map("winning")

# %% [markdown]
# Most of the family stands alone, because each fan describes a different event. Every arrow
# ends on a fan that a bigger one always contains: 自摸 (inside 不求人, 妙手回春 and 杠上开花),
# 和绝张 (inside 抢杠和) and 单钓将 (inside 全求人).
# 门前清, 边张 and 坎张 have no arrow here; what removes them lives in other families (七对 and
# the other concealed shapes remove 门前清).

# %% [markdown]
# ## Try it
#
# Pick an example, then switch the flags (self-drawn, last tile, kong) and change the wait.

# %%
HandBuilder(
    hand="1233m456p789p567s3m",
    examples={
        "门前清 + 边张, discard": "1233m456p789p567s3m",
        "不求人, the same hand drawn": ("1233m456p789p567s3m", {"self_drawn": True}),
        "自摸 with a claimed chow": ("[567s1]1233m456p789p3m", {"self_drawn": True}),
        "全求人 Melded Hand": "[2222m1][456p1][678p1][888s1]6m6m",
        "坎张 4556m + 5m": "4556m123p789p567s5m",
        "no wait fan: 1m still waits": "1111234m456p789p4m",
        "和绝张 from your own pung": "[444s1]345p678s99p23s4s",
        "杠上开花": ("[1111m1]345p678s234pNN", {"self_drawn": True, "about_kong": True}),
        "抢杠和": ("[123m1]345p678s99p23s4s", {"about_kong": True}),
        "妙手回春": ("[1111m1]345p678s234pNN", {"self_drawn": True, "wall_last": True}),
        "海底捞月": ("[1111m1]345p678s234pNN", {"wall_last": True}),
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# The presets differ in this family in one place, switch 1: a **self-drawn concealed special
# hand** (七对, 连七对, 十三幺, 九莲宝灯, 七星不靠, 全不靠, 四暗刻). The rule book adds 不求人 to
# each of them when self-drawn (自摸加计不求人); the common calculators give 自摸 instead, because
# these shapes are concealed by definition. Three points apart:

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1133m2288s5577pCC", self_drawn=True))

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("111m999s333pEEE5p5p", self_drawn=True))

# %% [markdown]
# For an ordinary concealed hand the two agree: both give 不求人, both strike out 自摸.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1233m456p789p567s3m", self_drawn=True))

# %% [markdown]
# ## On your own
#
# Score each hand (East round, East seat), then open the answer cell.
#
# **1.** Won on a discard of 南 (S). Which wait fan is struck out, and by what?

# %%
draw_hand("[123m1][456p2][789s3][EEE1]SS")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[123m1][456p2][789s3][EEE1]SS"))

# %% [markdown]
# **2.** The same hand, but the 南 was self-drawn. What disappears, and what comes back?

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[123m1][456p2][789s3][EEE1]SS", self_drawn=True))

# %% [markdown]
# **3.** Won on 2m from a discard. What did 13456m wait on, and which wait fan (if any) counts?

# %%
draw_hand("13456m123p789sEE2m")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("13456m123p789sEE"))
print(mjlib.score("13456m123p789sEE2m"))

# %% [markdown]
# **4.** Won on 7s from a discard; 11s and 56s stood in the hand. Is it 边张?

# %%
draw_hand("123m456p789p1156s7s")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print("waits on:", *mjlib.waits("123m456p789p1156s"))
print(mjlib.score("123m456p789p1156s7s"))

# %% [markdown]
# **5.** The last tile of the wall, 7s, drawn by you. Score it.

# %%
draw_hand("234m4468s345678p7s")

# %%

# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("234m4468s345678p7s", self_drawn=True, wall_last=True))

# %% [markdown]
# ## Where to go next
#
# - Back: `09-score-knitted-hands.ipynb`, where 组合龙 hands also earn wait fans.
# - Next: `11-score-special-fans.ipynb`: 九莲宝灯, the chicken hand 无番和, and flowers.
# - Any hand of your own, with its waits and the score of each winning tile: `12-sandbox.ipynb`.
