# %% [markdown]
# # Start here: find your way through the course
#
# This course teaches how a winning hand of Chinese Official Mahjong (MCR, 国标麻将) is scored:
# which of the 81 fans (番种) it earns, which of them are *not* counted, and why. Every score in
# it is computed by the Python package `mjlib`, so every example can be changed and re-run.
#
# **What you'll do**
#
# - see what the course covers and in which order;
# - pick the way of using it that suits you: alone, in front of a class, or as a reference;
# - start JupyterLab on the notebooks;
# - list all 81 fans by family, straight from `mjlib`.
#
# **What you'll learn**
#
# - that the 81 fans fall into nine families (系列), one notebook each;
# - that five counting principles (计番原则) decide which fans a hand keeps;
# - where to look something up.
#
# **What you'll need**
#
# - You know the tiles and how a hand is played: drawing, discarding, claiming chows (吃),
#   pungs (碰) and kongs (杠), and winning. You do not need to know how MCR scores.
# - Python 3.10 or newer. Nothing is downloaded while the notebooks run.

# %% [markdown]
# ## What the course is
#
# An MCR hand is only worth something when it is scored: the player names every fan the hand
# earns and adds up their points (番). A hand needs at least 8 points, flowers aside, to be
# allowed to win at all (八番起和). The hard part is not spotting fans; it is knowing which of
# them **may not be added together**. The rule book handles that with five principles:
#
# | principle | 中文 | in one line |
# |---|---|---|
# | no-repeat | 不重复 | a fan that always comes with a bigger one is not counted again |
# | no-split | 不拆移 | the tiles of a counted fan are not taken apart to make another |
# | non-identical | 不得相同 | a set already used for a fan does not make the same fan again |
# | high-versus-low | 就高不就低 | when the tiles group two ways, the grouping worth more counts |
# | count-once | 套算一次 | a set left over combines with the sets already used only once |
#
# Notebook 02 takes them one by one. The family notebooks (03–11) then go through every fan,
# and for each one show what it removes and why.

# %% [markdown]
# ## How to use it
#
# **On your own.** Go in order: 01 (reading hands), 02 (the principles), then the families.
# Run each notebook top to bottom (Run → Run All Cells), change the hands, run the cell again.
# Every notebook ends with "On your own": a few hands to score yourself. The answer cell is
# folded; click it open when you have your answer.
#
# **In a classroom.** Each notebook is one lesson and stands on its own. The figures are drawn
# with large tiles and labels so that they read on a projector. A good rhythm: show the
# figure, let the class call out the fans, then run the checked cell that prints the score.
# The "Try it" section of each family notebook has a hand builder: take suggestions from the
# room and click them in.
#
# **Looking something up.** The table at the end of this notebook lists every fan with its
# family; the family tells you which notebook explains it. Notebook 12 (sandbox) scores any hand
# you type, with both rule presets side by side.

# %% [markdown]
# ## The notebooks
#
# | # | notebook | what it covers |
# |---|---|---|
# | 00 | `00-start-here.ipynb` | this page: the plan, how to run it, the 81 fans by family |
# | 01 | `01-read-tiles-and-hands.ipynb` | tiles and sets, the winning shapes, the notation, the 8-fan minimum, how the hand was won, waits |
# | 02 | `02-apply-the-counting-principles.ipynb` | the five principles, each on the rule book's own example; the two rule presets |
# | 03 | `03-score-honor-fans.ipynb` | 字牌系列 honors: wind and dragon pungs, 大四喜 … 门风刻 |
# | 04 | `04-score-chow-fans.ipynb` | 序数牌系列 chows: 一色双龙会 … 老少副 |
# | 05 | `05-score-pung-and-kong-fans.ipynb` | 刻系列 pungs and kongs: 四杠 … 明杠 |
# | 06 | `06-score-seven-pairs.ipynb` | 七对系列 seven pairs: 连七对, 七对 |
# | 07 | `07-score-suit-fans.ipynb` | 花色组合系列 suits: 绿一色, 清一色 … 无字 |
# | 08 | `08-score-outside-fans.ipynb` | 全带系列 outside hands: 清幺九 … 全带幺 |
# | 09 | `09-score-knitted-hands.ipynb` | 不靠系列 knitted hands: 十三幺, 七星不靠, 全不靠, 组合龙 |
# | 10 | `10-score-winning-method-fans.ipynb` | 和牌方式系列 how the hand was won: 妙手回春 … 自摸 |
# | 11 | `11-score-special-fans.ipynb` | 特殊系列 special: 九莲宝灯, 无番和, 花牌 |
# | 12 | `12-sandbox.ipynb` | a free hand builder, waits with the score of each winning tile, both presets |

# %% [markdown]
# ## Run the notebooks
#
# From the top folder of the project, one command creates a virtual environment the first time,
# installs `mjlib` into it, and opens JupyterLab on the notebooks:
#
# ```sh
# make lab
# ```
#
# `make test` runs the tests of `mjlib`. The notebooks are tested by running them again and
# comparing every cell that prints a score with its stored output, so what you read is what
# the code computes. Each notebook runs top to bottom in a fresh kernel in a few seconds.

# %% [markdown]
# ## The 81 fans by family
#
# `mjlib.FANS` holds the 81 fans in the rule book's order, highest points first. Each carries its
# Chinese name, English name, points and family. The cell below groups them by family, in the
# order of the notebooks.

# %%
import mjlib
from mjlib import FAMILIES  # family id -> (中文, English)

# %%
# NBVAL_CHECK_OUTPUT
notebook = {"honors": "03", "chows": "04", "pungs": "05", "pairs": "06", "suits": "07",
            "outside": "08", "knitted": "09", "winning": "10", "special": "11"}
for family, (zh, en) in FAMILIES.items():
    fans = [f for f in mjlib.FANS if f.family == family]
    print(f"{notebook[family]}  {zh} {en} ({len(fans)} fans)")
    for f in fans:
        print(f"    {f.points:>3}  {f.zh} {f.en}")
print(f"\n{len(mjlib.FANS)} fans in all")

# %% [markdown]
# Two points values need a word. 花牌 Flower Tiles is 1 point *per flower*, and flowers never
# count toward the 8-fan minimum. And one fan outside the 81, 明暗杠 (a melded kong plus a
# concealed kong, 5), appears only under the common-practice preset; notebook 02 introduces the
# two presets and the six places where they differ.

# %% [markdown]
# ## Where to go next
#
# Start with `01-read-tiles-and-hands.ipynb`: it shows how `mjlib` writes a hand, and how to read
# what it prints. Then `02-apply-the-counting-principles.ipynb`.
