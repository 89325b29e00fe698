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
# - that the 81 fans fall into nine families (系列), one notebook each, and that twelve small
#   fans that many hands have, the everyday fans, get a lesson of their own first;
# - that a scoring checklist of seven steps takes any hand from its tiles to its total, and
#   that five counting principles (计番原则) decide which fans a hand keeps;
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
# earns and adds up their values (番). A hand needs at least 8 fans, flowers aside, to be
# allowed to win at all (八番起和). The hard part is not spotting fans; it is knowing which of
# them **may not be added together**. The rule book handles that with five principles:
#
# | principle | 中文 | in one line |
# |---|---|---|
# | no-repeat | 不重复 | a fan that is part of what a counted fan already says is not counted again |
# | no-split | 不拆移 | the tiles of a counted fan are not taken apart to make another |
# | non-identical | 不得相同 | a set already used for a fan does not make the same fan again |
# | high-versus-low | 就高不就低 | when the tiles group two ways, the grouping worth more counts |
# | count-once | 套算一次 | a set left over combines with the sets already used only once |
#
# The rule text lists, under each fan, the fans it does not count (不计), but names no
# principle there: which principle each removal falls under is the course's classification,
# one criterion per principle. Notebook 02 gives the scoring checklist, the seven steps every
# exercise asks you to walk, then takes the principles one by one. Notebook 02b scores the
# twelve everyday fans (常见小番). The family notebooks (03–11) then go through every fan, and
# for each one show what it removes and why.

# %% [markdown]
# ## How to use it
#
# **On your own.** Go in order: 01 (reading hands), 02 (the checklist and the principles),
# 02b (the everyday fans), then the families. Run each notebook top to bottom (Run → Run All
# Cells), change the hands, run the cell again. Every lesson ends with "On your own": a few
# hands to score yourself on an exercise widget, each with a question of its own. The answer
# form is the same for every exercise of a lesson: every fan, the everyday fans first, then
# each family, the families taught so far open. Tick the fans you think count (with how many
# times, for a fan that can count more than once) and press **Check**: it heads each mistake
# with its step of the checklist, says what you missed and why a wrong tick does not count.
# After a second wrong try, or when you press **Show answer**, it draws the scored hand. 02b
# and each family then end with a drill of dealt hands (the winning-method family's is at the
# end of 10c).
#
# **In a classroom.** Each notebook is one lesson and stands on its own. The section "For
# teachers" below says which notebook fits which lesson, how long each takes, and how to show
# the course without code on a projector.
#
# **Looking something up.** The table at the end of this notebook lists every fan with its
# family; the family tells you which notebook explains it. Notebook 12 (sandbox) scores any hand
# you type, with both rule presets side by side.

# %% [markdown]
# ## The notebooks
#
# One notebook is one lesson. The times are for a class that reads the figures together and
# does the "On your own" exercises; alone you will often be faster.
#
# <!-- the course table: mjlib/course.json -->

# %% [markdown]
# ## For teachers: run a session
#
# **Plan the lessons.** Take the notebooks in order, one per lesson (the times are in the table
# above). 01, 02 and 02b come first, whatever the class already knows: every later notebook
# uses the notation of 01, the checklist and the five principles of 02, and the everyday fans
# of 02b, which every later exercise asks about. After that the families (03–11) can go in any
# order. The chows and the pungs and kongs are two lessons each (04a then 04b, 05a then 05b):
# they carry most of the principles. The winning-method family is three short lessons (10a,
# 10b, 10c); 10a and 10b fit in one sitting. 06 and 08 are short and pair well in one lesson. Keep 12
# (sandbox) for the end of a lesson or for questions from the room.
#
# **In the lesson.** Show a figure, let the class call out the fans, then open the folded
# printed score below it. The figures use large tiles and labels, so they read from the back of a room. The
# "Try it" section of each family notebook has a hand builder: take suggestions from the room
# and click them in.
#
# **The same hands for everyone.** The drill deals hands from a seed, so every student who runs
#
# ```python
# from mjlib.widgets import Drill
# Drill(family="chows", seed=42)
# ```
#
# gets the same ten hands in the same order: the class can work through them together and
# compare answers hand by hand. Change the seed for a new set; the family is one of
# `mjlib.FAMILIES` (`honors`, `chows`, `pungs`, `pairs`, `suits`, `outside`, `knitted`,
# `winning`, `special`), or `"everyday"` for hands dealt for the everyday fans of 02b
# (`Drill("everyday", seed=22)`).
#
# **On a projector, without code.** From the top folder of the project,
#
# ```sh
# make app
# ```
#
# opens the classroom app in the browser: the hand builder, the drill and the sandbox as a
# page, with no code on screen. Zoom the browser (Ctrl and +) until the back row can read it.
# The page's address picks the drill: `http://127.0.0.1:8866/?family=pungs&seed=7` deals the
# pung and kong hands of seed 7 (`family=all` mixes every family); without them it is the
# chows, seed 42.
#
# **Students on the same network.** The app listens only on the teacher's own machine unless
# the teacher says otherwise. To let students open it from their own devices, choose to listen
# on the network and give a port:
#
# ```sh
# make app APP_ARGS="--no-browser --port=8866 --Voila.ip=0.0.0.0"
# ```
#
# Students then open `http://<the teacher's address>:8866/`. Each open page runs its own Python
# process on the teacher's machine, about 120 MB of memory each: some 4 GB for a class of
# thirty. Ask students to open the page a few at a time rather than all at once.
# Anyone on that network can reach the app while it runs: do this on a network you trust, and
# stop the app (Ctrl+C in its terminal) when the lesson ends.
#
# **Without Python on the students' side.** `make book` writes the whole course as a static
# site into `site/`, figures included and answers folded: copy the folder to any computer or
# web server and open `site/index.html`. Only the builder, the exercises and the drill need a
# running notebook.

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
# It works for a normal user and as root (containers often run as root). Options for JupyterLab
# go in `LAB_ARGS`, e.g. `make lab LAB_ARGS="--no-browser --port=9999"`; JupyterLab prints the
# address to open.
#
# `make test` runs the tests of `mjlib`. The notebooks are tested by running them again and
# comparing every cell that prints a score with its stored output, so what you read is what
# the code computes. Each notebook runs top to bottom in a fresh kernel in a few seconds.

# %% [markdown]
# ## The 81 fans by family
#
# `mjlib.FANS` holds the 81 fans in the rule book's order, highest value first. Each carries its
# Chinese name, English name, value and family. The cell below lists them by family, in the
# order of the notebooks, with their values; each notebook gives the English names. It ends
# with the twelve everyday fans that 02b takes first, whatever their family.

# %% tags=["setup"]
import mjlib
from mjlib import FAMILIES  # family id -> (中文, English)
from mjlib.exercise import EVERYDAY  # the everyday fans, in the order of lesson 02b

# %%
# NBVAL_CHECK_OUTPUT
import textwrap

notebook = {"honors": "03", "chows": "04a 04b", "pungs": "05a 05b", "pairs": "06",
            "suits": "07", "outside": "08", "knitted": "09", "winning": "10a 10b 10c", "special": "11"}
for family, (zh, en) in FAMILIES.items():
    fans = [f for f in mjlib.FANS if f.family == family]
    print(f"{notebook[family]} {zh} {en}, {len(fans)} fans:")
    line = " · ".join(f"{f.zh}\u00a0{f.points}" for f in fans)  # a fan and its points on one line
    print(textwrap.indent(textwrap.fill(line, 60), "    "))
print(f"\n{len(mjlib.FANS)} fans in all")
print(f"\n02b the everyday fans 常见小番, {len(EVERYDAY)} of them, from several families:")
print(textwrap.indent(textwrap.fill(" · ".join(f"{f.zh}\u00a0{f.points}" for f in EVERYDAY), 60),
                      "    "))

# %% [markdown]
# Two values need a word. 花牌 Flower Tiles is 1 fan *per flower*, and flowers never count
# toward the 8-fan minimum. And one fan outside the 81, 明暗杠 (a melded kong plus a
# concealed kong, 5), appears only under the common-practice preset; notebook 02 introduces the
# two presets and the six places where they differ.

# %% [markdown]
# ## Where to go next
#
# Start with `01-read-tiles-and-hands.ipynb`: it shows how `mjlib` writes a hand, and how to read
# what it prints. Then `02-apply-the-counting-principles.ipynb` and
# `02b-score-the-everyday-fans.ipynb`.
