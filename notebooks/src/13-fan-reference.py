# %% [markdown]
# # 番种速查 The fan reference
#
# Every fan of Chinese Official Mahjong on one page, to look up rather than to read through: the
# 81 fans of the rule text in its order, from 88 points down to 1, and 明暗杠, the fan only common
# practice scores. Each entry is made by mjlib from its own data when this notebook is run: the
# names and points, what the fan needs, the rows of the exclusion table on either side of it,
# two hands scored by the scorer, the open questions about it, and the lesson that teaches it.
# Nothing in an entry is written by hand for the entry, so a row added to the exclusion table or
# an open question added to `mjlib.course.rulings` shows up here at the next build.
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
# - **未决问题 open questions**: the questions of `mjlib.course.rulings` about the fan's family that name
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

# %% [markdown] lang="zh" twin="f4cc0271"
# # 番种速查
#
# 国标麻将的全部番种集中在这一页，供随时查阅，而不是从头读到尾：规则原文的81个番种按原文顺序排列，从88番到1番，另加只有通行计法才计的明暗杠。每个条目都由 mjlib 在运行本笔记本时根据自身数据生成：名称和番数、番种要求、不计关系表中以它为一方的各行、mjlib 算出的两手例牌、与它有关的未决问题，以及讲解它的课。条目中没有一句是专为条目手写的，所以不计关系表新增一行、或 `mjlib.course.rulings` 新增一个未决问题，下次构建时就会出现在这里。
#
# **本课内容**
#
# - 按番数、按系列或用番种查找器找到一个番种；
# - 读它的条目：番种要求、它不计哪些番种、哪些番种不计它、容易与它混淆的番种，以及一手计此番的例牌；
# - 对于会被别的番种不计的番种，看一手有此番却不计的例牌，以及是哪条原则使它不计；
# - 顺着链接回到讲解它的那一课、那一节。
#
# **学习目标**
#
# - 知道任何一个番种的要点在哪里查：各课分散在十三个笔记本里的内容，这里都有；
# - 看懂不计关系表的两面：一个番种的“不计”一栏，就是其他番种“被以下番种不计”一栏的汇总。
#
# **准备**
#
# - `01-read-tiles-and-hands.ipynb` 的记牌法，以及 `02-apply-the-counting-principles.ipynb` 的五条计番原则：条目的每一行都注明所依据的原则。
# - 此外不需要别的：每一课都把番种名第一次出现的地方链接到这里的条目。
#
# ## 怎样读一个条目
#
# 番种标题（番种名和规则原文的番数）下面依次是：
#
# - 两种计法番数不同时各自的番数（双暗杠按规则原文计8番，按通行计法计6番），以及所属系列；
# - **需要**：和牌必须具备什么，一句话说明；
# - **不计** 和 **被以下番种不计**：不计关系表中以该番种为一方的每一行。每行注明所依据的原则（颜色与图中一致）、出处（规则列明、仅基本规则列明、必然推知、仅通行计法，或原则本身）、不计的范围（不是全部时才注明）、由另外两行推出的行经由哪个番种，以及只有一种计法采用时是哪一种；
# - **易混番种**：容易混淆的番种，各附其要求，差别一目了然；
# - **未决问题**：`mjlib.course.rulings` 中属于该番种所在系列、并点到该番种的未决问题，每个问题附一句中文提问；
# - **讲解**：讲解该番种的那一课、那一节；
# - 然后是一手计此番的例牌，附图；对于不计关系表允许其他番种不计它的番种，再给一手有此番却不计的例牌。每张图上方的一行说明：这手牌怎样和的、图按哪种计法画、两种计法合计不同时各是多少，以及是否已达8番起和：为展示一个小番而配的例牌，常常不足8番。
#
# 在网站上，本笔记本是一个页面，每个番种有一个以中文名为名的锚点（`13-fan-reference.html#全带五`），可以用浏览器的页内查找来搜索。在 JupyterLab 中，目录列出了每一个条目。

# %% tags=["setup"]
from mjlib.render.reference import show_entry, show_index
from mjlib.widgets import FanReference

# %% [markdown]
# ## 按番数 By points

# %% [markdown] lang="zh" twin="5b724508"
# ## 按番数

# %% tags=["show"]
# NBVAL_CHECK_OUTPUT
show_index("points")

# %% [markdown]
# ## 按系列 By family

# %% [markdown] lang="zh" twin="6202a4af"
# ## 按系列

# %% tags=["show"]
# NBVAL_CHECK_OUTPUT
show_index("family")

# %% [markdown]
# ## 查找 The fan picker
#
# Type a part of a name, Chinese or English, or a number of points, and pick a fan from the list:
# the picker shows the same entry as below. It is a widget, so it needs a running notebook.

# %% [markdown] lang="zh" twin="b078aa21"
# ## 查找
#
# 输入番种名称的一部分（中文或英文都可以）或番数，再从列表中选一个番种：查找器显示的条目与下文的相同。查找器要在运行中的笔记本里才能使用。

# %%
FanReference("全带五")

# %% [markdown]
# <!-- the fan entries: mjlib/course/course.json -->

# %% [markdown] lang="zh" twin="462cd615"
# <!-- the fan entries: mjlib/course/course.json -->

# %% [markdown]
# ## Where to go next
#
# - Back to the lesson of a fan: the link at the end of its entry.
# - `12-sandbox.ipynb`: build a hand of your own and see which of these fans it counts.
# - `02-apply-the-counting-principles.ipynb` when a principle of a row needs its example.

# %% [markdown] lang="zh" twin="913d677b"
# ## 下一步
#
# - 回到某个番种的那一课：点条目末尾的链接。
# - `12-sandbox.ipynb`：自己摆一手牌，看它计这里的哪些番种。
# - 某一行所依据的原则需要看例题时，回到 `02-apply-the-counting-principles.ipynb`。

# %% [markdown] tags=["further-reading"]
# - **For this notebook**: `mjlib.course.fan_reference` makes each entry, `mjlib.course.reference_hands` holds the
#   hands, `mjlib.course.lookalikes` the look-alikes; `mjlib.exclusions.TABLE` is the exclusion table
#   and `mjlib.course.rulings.show()` prints every open question with what each preset computes.

# %% [markdown] lang="zh" twin="e90f1378"
# - **本笔记本用到的模块**：`mjlib.course.fan_reference` 生成每个条目，`mjlib.course.reference_hands` 存放例牌，`mjlib.course.lookalikes` 存放易混番种；`mjlib.exclusions.TABLE` 是不计关系表，`mjlib.course.rulings.show()` 列出所有未决问题以及每种计法的算法。
