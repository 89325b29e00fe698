# %% [markdown]
# # 术语表 The glossary
#
# The words this course scores with, in one table: each term as the rule text writes it in
# Chinese, the English the course uses for it, what it means in one line, and the other words
# players, books and apps use for the same thing. A hand you read about elsewhere may say 胡 for
# 和, 嵌张 for 坎张 or 对对和 for 碰碰和: the table says which term each one is.
#
# **What you'll do**
#
# - read the glossary group by group: tiles and sets, winning, counting, the principles, the
#   words of the open questions, the course's tools, and the fans known under other names;
# - look up a word met at the table or in an app, and find the rule text's word for it.
#
# **What you'll learn**
#
# - the rule text's word for each thing the course talks about, and the English the course
#   gives it;
# - which common words are other names for the same thing, and which only look alike (点炮
#   names the player who discarded the tile, not the win).
#
# **What you'll need**
#
# - Nothing: the glossary can be read before any lesson, or kept open beside one. The 81 fans
#   themselves are in `13-fan-reference.ipynb`; only the fans that go by other names are here.

# %% [markdown] lang="zh" twin="514e919d"
# # 术语表
#
# 本课程计番所用的词语，汇总在一张表里：每个术语按规则原文的中文写法列出，附本课程所用的英文、
# 一句话的释义，以及玩家、书籍和软件对同一事物的其他叫法。别处读到的牌例可能把和写作胡、把坎张
# 写作嵌张、把碰碰和写作对对和，这张表会告诉你它们各是哪个术语。
#
# **本课内容**
#
# - 按组阅读术语表：牌与牌组、和牌、计番、计番原则、未决问题的用语、本课程的工具，以及有别称的番种；
# - 查一个在牌桌上或软件里见到的词，找到规则原文的写法。
#
# **学习目标**
#
# - 课程中讲到的每一样东西，规则原文怎么写，本课程的英文又怎么说；
# - 哪些常见说法是同一事物的别称，哪些只是看着相近（点炮说的是打出那张牌的一方，不是和牌）。
#
# **准备**
#
# - 无需准备：术语表可以在任何一课之前读，也可以边学边查。81个番种本身见
#   `13-fan-reference.ipynb`；这里只收有别称的番种。

# %% [markdown]
# ## How the glossary is made
#
# The glossary is data, `mjlib.course.glossary.TERMS`: 115 terms in seven groups. Each term has its
# Chinese (the rule text's word, or the course's where the rule text has none), its English, its
# meaning in both languages, and its variants, each with a note saying where that word is used.
# For the fans, the English names and what they need come from `mjlib.fans` and
# `mjlib.course.requirements`; for the five principles, from `mjlib.vocabulary.Principle`: the
# glossary says what the rest of the course says. The course writes each term one way
# throughout; the variants are here for you to recognise them, not to use them.

# %% [markdown] lang="zh" twin="bef81083"
# ## 术语表是怎样编成的
#
# 术语表是数据，即 `mjlib.course.glossary.TERMS`：共115个术语，分为七组。每个术语都有中文（规则原文
# 的写法；规则原文没有的，用本课程的写法）、英文、中英两种释义，以及其他叫法，每种叫法附一句
# 说明，讲它在哪里使用。番种的英文名和成立条件取自 `mjlib.fans` 和 `mjlib.course.requirements`，五条
# 计番原则取自 `mjlib.vocabulary.Principle`，所以术语表与课程其他部分的说法一致。本课程通篇
# 每个术语只用一种写法；列出其他叫法，是为了让你认得它们，而不是要你使用。

# %% tags=["setup"]
import mjlib
from mjlib.course import glossary
from mjlib.render.glossary import show_glossary

# %% tags=["check"]
assert len(glossary.TERMS) == 115 and len(glossary.GROUPS) == 7
assert all(glossary.in_group(group) for group in glossary.GROUPS)

# %% [markdown]
# ## The glossary, group by group
#
# `show_glossary()` prints the table below; `show_glossary("winning")` prints one group. The
# columns: the term, its English, what it means, and the other words for it, each with its
# note. In the Chinese edition the table is headed and explained in Chinese, and the English
# column stays.

# %% [markdown] lang="zh" twin="c7f7454c"
# ## 分组列出的术语表
#
# 下表由 `show_glossary()` 列出；`show_glossary("winning")` 只列一组。各列依次是：术语、英文、
# 释义，以及其他叫法和说明。中文版中，这张表的表头和释义都用中文，英文一列照样保留。

# %%
# NBVAL_CHECK_OUTPUT
show_glossary()

# %% [markdown]
# ## Look a word up
#
# `glossary.lookup()` takes a term, its English or one of its variants, and says what it is, in
# the language mjlib writes. The words below are ones a learner meets in apps and in talk at
# the table: each is sent to the rule text's word, with its note. Change the words and run the
# cell again; a word the glossary does not hold is refused, with a message that says so.

# %% [markdown] lang="zh" twin="530c8d62"
# ## 查一个词
#
# `glossary.lookup()` 接受术语本身、它的英文或任何一种其他叫法，并用 mjlib 当前的输出语言说明
# 它是什么。下面这些词，都是初学者在软件里、牌桌上常会碰到的：每个词都指向规则原文的写法，并附
# 说明。改一改这些词，再运行一次；术语表里没有的词会被拒绝，并给出提示。

# %%
# NBVAL_CHECK_OUTPUT
for word in ("胡", "嵌张", "单吊", "对对和", "全字", "国士无双", "九宝莲灯", "起和线", "放炮"):
    print(glossary.lookup(word))

# %% tags=["check"]
try:
    glossary.lookup("清一色色")
except mjlib.HandError:
    pass
else:
    raise AssertionError("the text says a word the glossary does not hold is refused")

# %% [markdown]
# ## Where to go next
#
# - `01-read-tiles-and-hands.ipynb` if you are starting: it puts the words of the first two
#   groups to work on real hands.
# - `02-apply-the-counting-principles.ipynb` for the five principles, each with its example.
# - `13-fan-reference.ipynb` for the 81 fans; `mjlib.course.rulings.show()` prints the open questions
#   whose words make the fifth group.

# %% [markdown] lang="zh" twin="01837434"
# ## 下一步
#
# - 刚开始学的话，看 `01-read-tiles-and-hands.ipynb`：前两组的词语在那里用到真实的牌上。
# - `02-apply-the-counting-principles.ipynb` 逐条讲五条计番原则，每条都有例题。
# - 81个番种见 `13-fan-reference.ipynb`；`mjlib.course.rulings.show()` 列出全部未决问题，第五组的
#   词语就出自那里。

# %% [markdown] tags=["further-reading"]
# - **For this notebook**: `mjlib.course.glossary` holds the terms and `mjlib.render.glossary` shows
#   them as a table; the Chinese of each term is the word the rule text's entries use, where
#   they use one.

# %% [markdown] lang="zh" twin="98c5c7da"
# - **本课相关**：术语保存在 `mjlib.course.glossary`，`mjlib.render.glossary` 把它们列成表格；每个
#   术语的中文，凡规则原文条目中用到的，都按原文的写法。
