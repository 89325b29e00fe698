# %% [markdown]
# # 番种速查 The fan reference
#
# Every fan of Chinese Official Mahjong on one page, to look up rather than to read through: the
# 81 fans of the rule text in its order, from 88 points down to 1, and 明暗杠, the fan only common
# practice scores. Each entry is made by mjlib from its own data when this notebook is run: the
# names and points, what the fan needs, the rows of the exclusion table on either side of it,
# two hands scored by the scorer, the open questions about it, and the lesson that teaches it.
# Nothing in an entry is written by hand for the entry, so a row added to the exclusion table or
# an open question added to `mjlib.rulings` shows up here at the next build.
#
# **What you'll do**
#
# - find a fan by its points or by its family, or with the fan picker;
# - read its entry: what it needs, what it removes and what removes it, the fans it is often
#   confused with, and a hand where it counts;
# - for a fan that another fan removes, see a hand where it is there but struck out, and which
#   principle strikes it;
# - follow the link to the lesson section that teaches it.
#
# **What you'll learn**
#
# - where to find, for any fan, the facts the lessons spread over thirteen notebooks;
# - how the exclusion table reads from both sides: a fan's "removes" list is the other fans'
#   "removed by" lists.
#
# **What you'll need**
#
# - The notation of `01-read-tiles-and-hands.ipynb` and the five principles of
#   `02-apply-the-counting-principles.ipynb`: each row of an entry names its principle.
# - Nothing else: every lesson links the first mention of a fan to its entry here.
#
# ## How to read an entry
#
# Under the fan's heading (its Chinese and English names and the rule text's points):
#
# - the points under each preset when they differ (双暗杠 is worth 8 in the green book and 6 in
#   common practice), and the family;
# - **需要 needs**: what the hand must hold, in one sentence in each language;
# - **不计 removes** and **被以下番种不计 removed by**: every row of the exclusion table with the
#   fan on one side. Each row names its principle (in the colour the figures give it), its
#   source (listed by the rules, by the basics text only, a necessary implication, common
#   practice only, or the principle itself), which instances it reaches when not all of them,
#   the fan in between when the table derives the row from two others, and the preset when only
#   one applies it;
# - **易混番种 often confused with**: look-alikes, each with what it needs, so the difference shows;
# - **未决问题 open questions**: the questions of `mjlib.rulings` about the fan's family that name
#   the fan (their text is in English);
# - **讲解 taught in**: the lesson section that teaches the fan;
# - then a hand where the fan counts, drawn, and for a fan that the table lets another remove, a
#   hand where it is there but struck out. The line above each figure says how the hand was won,
#   under which preset it is drawn, its total under both presets where they differ, and whether
#   it reaches the 8-fan minimum: a hand built to show a small fan often does not.
#
# On the site this notebook is one page with an anchor per fan, its Chinese name
# (`13-fan-reference.html#全带五`): the browser's find-in-page searches it. In JupyterLab the table
# of contents lists every entry.

# %% tags=["setup"]
from mjlib.render.reference import show_entry, show_index
from mjlib.widgets import FanReference

# %% [markdown]
# ## 按番数 By points

# %% tags=["show"]
# NBVAL_CHECK_OUTPUT
show_index("points")

# %% [markdown]
# ## 按系列 By family

# %% tags=["show"]
# NBVAL_CHECK_OUTPUT
show_index("family")

# %% [markdown]
# ## 查找 The fan picker
#
# Type a part of a name, Chinese or English, or a number of points, and pick a fan from the list:
# the picker shows the same entry as below. It is a widget, so it needs a running notebook.

# %%
FanReference("全带五")

# %% [markdown]
# <!-- the fan entries: mjlib/course.json -->

# %% [markdown]
# ## Where to go next
#
# - Back to the lesson of a fan: the link at the end of its entry.
# - `12-sandbox.ipynb`: build a hand of your own and see which of these fans it counts.
# - `02-apply-the-counting-principles.ipynb` when a principle of a row needs its example.

# %% [markdown] tags=["further-reading"]
# - **For this notebook**: `mjlib.reference` makes each entry, `mjlib.reference_hands` holds the
#   hands, `mjlib.lookalikes` the look-alikes; `mjlib.exclusions.TABLE` is the exclusion table
#   and `mjlib.rulings.show()` prints every open question with what each preset computes.
