# %% [markdown]
# # Score any hand: the sandbox
#
# The course is over; this notebook is the workbench. Build any hand by clicking tiles, see
# what every tile it waits on would be worth, and check both rule presets side by side.
#
# **What you'll do**
#
# - build and score hands of your own with the hand builder;
# - list the waits of a hand one tile short, with the score each winning tile would bring, and
#   see which of them reach the 8-fan minimum;
# - score hands under the green-book and common-practice presets at once.
#
# **What you'll learn**
#
# - that the tile you win on can change a hand's score a lot, or make it illegal to declare;
# - where the two presets part ways, on hands of your own.
#
# **What you'll need**
#
# - Notebooks 01 and 02 (the notation, the five counting principles). The family notebooks
#   03–11 explain any fan you meet here.

# %%
import mjlib
from mjlib.render import draw_hand
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# ## Build a hand
#
# Click tiles to add them; the last one you add is the winning tile (or pick it in the "和张"
# list). To lay down a meld, choose chow / pung / kong and where it came from, press "make a
# meld" and click its tile. You can also type or paste a hand in the text box. Tick how the
# hand was won, set the winds and flowers, and switch between the two presets. The "example"
# list holds hands from the course.

# %%
HandBuilder(examples={
    "no-repeat 不重复 (notebook 02)": "[1111m1][3333m2][555m3][777m1]9m9m",
    "no-split 不拆移 (notebook 02)": "112233m778899s1p1p",
    "non-identical 不得相同 (notebook 02)": "[666m1][777p2][888s3]99mNN9m",
    "high-versus-low 就高不就低 (notebook 02)": "22233344m234p99p4m",
    "count-once 套算一次 (notebook 02)": "[123m1][456p1][789s1]23pCC1p",
    "七对, self-drawn: the presets differ": ("1133m2288s5577pCC", {"self_drawn": True}),
    "九莲宝灯 on the 9m": "1112345678999m9m",
    "one melded, one concealed kong": "[1111m][2222s1]345p678pNN",
    "杠上开花 on a concealed kong": ("[8888p]456sEEE77m12m3m", {"self_drawn": True,
                                                              "about_kong": True}),
})

# %% [markdown]
# ## Which tile should you hope for?
#
# A ready hand (听牌) often waits on several tiles, and they are not worth the same. The cell
# below lists, for a 13-tile hand, every tile `mjlib.waits` finds, then scores the hand
# completed by that tile, once won on a discard and once self-drawn. It only calls `mjlib`:
# change the hand and run it again.

# %%
def wait_table(hand, **flags):
    """Each tile the 13-tile `hand` waits on, with the score of the hand it completes."""
    tiles = mjlib.waits(hand)
    print(f"{hand} waits on {len(tiles)} tile{'s' if len(tiles) != 1 else ''}")
    print(f"  {'tile':<10}{'discard':>6}{'self-drawn':>12}  8 fans?  fans on a discard")
    for t in tiles:
        try:
            won = mjlib.score(hand + str(t), **flags)
            drawn = mjlib.score(hand + str(t), self_drawn=True, **flags)
        except mjlib.HandError as e:  # e.g. all four copies are already in the hand
            print(f"  {str(t) + ' ' + t.zh:<8} cannot be won: {e}")
            continue
        minimum = "yes" if won.meets_minimum else ("self" if drawn.meets_minimum else "no")
        fans = ", ".join(f"{c.fan.zh} {c.points}" for c in won.fans)
        print(f"  {str(t) + ' ' + t.zh:<8}{won.total:>7}{drawn.total:>12}  {minimum:<7}  {fans}")

# %% [markdown]
# In the "8 fans?" column, "self" means the hand reaches the minimum only when self-drawn.
#
# First the pure nine-gates pattern 1112345678999, which every tile of its suit completes:

# %%
draw_hand("1112345678999m")

# %%
# NBVAL_CHECK_OUTPUT
wait_table("1112345678999m")

# %% [markdown]
# Every wait makes 九莲宝灯 Nine Gates (88), but the 1m and the 9m are worth 16 more: with them
# the hand also reads as 123 456 789, a 清龙 Pure Straight. Self-drawn, the green book adds
# 不求人 Fully Concealed Hand (4) to this concealed special hand.

# %% [markdown]
# Now an everyday hand, all simples:

# %%
draw_hand("23455m345p34567s")

# %%
# NBVAL_CHECK_OUTPUT
wait_table("23455m345p34567s")

# %% [markdown]
# The 2s and the 8s add 连六 Short Straight (234s with 567s, or 345s with 678s) and reach
# exactly 8. The 5s makes 345s 567s, no 连六, and stops at 7: on a discard this hand may not win
# with it. Self-drawn, 不求人 (4) replaces 门前清 (2) and every wait is enough.

# %% [markdown]
# A last one shows what "formal wait" means. This hand holds all four 7m, and the 7m still
# counts as a wait: it decides that the 4m is not a single wait, so no 坎张 or 单钓将.

# %%
# NBVAL_CHECK_OUTPUT
wait_table("3455667777889m")

# %% [markdown]
# ## Both presets side by side
#
# `compare_presets` scores a hand under the green book and under common practice, fan by fan,
# and marks the lines that differ. Notebook 02 lists the six switches; here is one hand for
# several of them.

# %%
# NBVAL_CHECK_OUTPUT
for hand, flags in [("1133m2288s5577pCC", {"self_drawn": True}),   # switch 1
                    ("1112345678999m5m", {}),                      # switch 2
                    ("[1111m][2222s1]345p678pNN", {}),             # switch 4
                    ("[1111m][2222s]345p678pNN", {}),              # switch 5
                    ("[111m][999m]111s99s99p9s", {})]:             # switch 6
    print(compare_presets(hand, **flags))
    print()

# %% [markdown]
# Put your own hand in the cell below, with whatever flags it needs.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[1111m][2222s1][3333p2]567p5p5p"))

# %% [markdown]
# ## On your own
#
# **1.** This hand is one tile short. Which tiles complete it, and which of them let it be
# declared on a discard?

# %%
draw_hand("2345666m123s789p", title=False)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
# Only the 1m and the 4m: both make 456m, and 123s 456m 789p is a 花龙 Mixed Straight.
wait_table("2345666m123s789p")

# %% [markdown]
# **2.** This hand may be declared under one preset and not under the other. Which, and why?

# %%
draw_hand("[1111m][2222s1]345p789pNN", title=False)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
# Green book: 双明杠 4 + 暗杠 2 for one melded and one concealed kong; common practice: 明暗杠 5.
# That one point is the difference between 8 and 7.
print(compare_presets("[1111m][2222s1]345p789pNN"))

# %% [markdown]
# **3.** Build a hand in the hand builder that is worth at least 8 only when self-drawn.
# Check it with `wait_table` or `mjlib.score`. (One answer: the 5s of `23455m345p34567s` above.)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
for self_drawn in (False, True):
    r = mjlib.score("23455m345p34567s5s", self_drawn=self_drawn)
    print(f"self_drawn={self_drawn}: {r.total}, reaches 8: {r.meets_minimum}")

# %% [markdown]
# ## Where to go next
#
# - Back: `11-score-special-fans.ipynb`, the last family; or `00-start-here.ipynb` for the
#   table of all 81 fans and the map of the course.
# - `02-apply-the-counting-principles.ipynb` when a "not counted" line puzzles you.
