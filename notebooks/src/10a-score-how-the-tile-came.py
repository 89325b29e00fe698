# %% [markdown]
# # Score where the winning tile came from (和牌方式系列, part 1)
#
# The same fourteen tiles can be worth different amounts depending on *how* the last one
# arrived: drawn from the wall or taken from another player's discard, with or without anything
# claimed before. Four fans of the winning-method family (和牌方式系列) are about that:
#
# | fan | 番 |
# |---|---|
# | 全求人 Melded Hand | 6 |
# | 不求人 Fully Concealed Hand | 4 |
# | 门前清 Concealed Hand | 2 |
# | 自摸 Self-Drawn | 1 |
#
# The family has twelve fans in three lessons: this one; `10b-score-kongs-and-last-tiles.ipynb`
# (a kong's replacement, a robbed kong, the last tile of its kind or of the wall); and
# `10c-score-the-waits.ipynb` (边张, 坎张, 单钓将).
#
# **What you'll do**
#
# - tell `mjlib` how a hand was won and watch the fans change on the same tiles;
# - score a drawn example of each of the four fans;
# - answer four exercises on the exercise widget.
#
# **What you'll learn**
#
# - how 自摸 Self-Drawn, 门前清 Concealed Hand and 不求人 Fully Concealed Hand fit together, and
#   why 全求人 Melded Hand needs a discard;
# - which of these fans remove which (自摸 under 不求人; 单钓将 under 全求人), and which of
#   those removals the rule text lists;
# - how a wait fan comes and goes with the way the hand was won;
# - where the two rule texts disagree: a self-drawn 连七对.
#
# **What you'll need**
#
# - Reading hands and the notation, melds and offers (`01-read-tiles-and-hands.ipynb`).
# - The no-repeat principle 不重复 (`02-apply-the-counting-principles.ipynb`).
# - The wait fans 边张, 坎张 and 单钓将 (1 each), which the examples count in passing:
#   `02b-score-the-everyday-fans.ipynb` teaches them; `10c-score-the-waits.ipynb` goes deeper.

# %% [markdown] lang="zh" twin="5064801d"
# # 和牌方式系列（一）：和张从哪里来
#
# 同样的十四张牌，番数可以因最后一张**怎样**到手而不同：是从牌墙摸来，还是取自别家打出的牌；和牌之前有没有吃碰。和牌方式系列中有四个番种讲的就是这件事：
#
# | 番种 | 番 |
# |---|---|
# | 全求人 | 6 |
# | 不求人 | 4 |
# | 门前清 | 2 |
# | 自摸 | 1 |
#
# 本系列共十二个番种，分三课讲：本课；`10b-score-kongs-and-last-tiles.ipynb`（杠后补牌、抢杠、同种牌的最后一张、牌墙的最后一张）；`10c-score-the-waits.ipynb`（边张、坎张、单钓将）。
#
# **本课内容**
#
# - 告诉 `mjlib` 这手牌是怎样和的，看同一副牌的番种怎样随之变化；
# - 为四个番种各计算一手配有图示的例牌；
# - 在练习组件上完成四道练习。
#
# **学习目标**
#
# - 自摸、门前清与不求人三者是什么关系，全求人为什么必须点和；
# - 这几个番种中谁使谁不计（不求人不计自摸，全求人不计单钓将），其中哪几条是规则原文列明的；
# - 听牌番种怎样随和牌方式出现或消失；
# - 两份规则文本在哪里说法不一：自摸的连七对。
#
# **准备**
#
# - 读牌与记牌法、副露以及吃碰杠的牌从哪家来（`01-read-tiles-and-hands.ipynb`）。
# - 不重复原则（`02-apply-the-counting-principles.ipynb`）。
# - 例题中顺带计入的听牌番种边张、坎张和单钓将（各1番）：`02b-score-the-everyday-fans.ipynb` 已经讲过；`10c-score-the-waits.ipynb` 进一步讲解。

# %% tags=["setup"]
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.render import draw_result
from mjlib import compare_presets
from mjlib.vocabulary import pick
from mjlib.widgets import Exercise, HandBuilder

LESSON = "10a-score-how-the-tile-came"

# %% [markdown]
# ## Telling `mjlib` how the hand was won
#
# The tiles alone decide most fans. The ones in this family also need to know what happened at
# the table, and `mjlib.score` takes that as flags. This lesson needs one: `self_drawn=True`, the
# winning tile came from the wall. Without it, the hand was won on another player's discard.
# 门前清, 不求人 and 全求人 then follow from the melds: what was claimed (a chow, a pung or a
# kong made from a discard) and what was not. The other flags come in `10b`.

# %% [markdown] lang="zh" twin="d013a97c"
# ## 告诉 `mjlib` 这手牌是怎样和的
#
# 大多数番种只看牌就能确定。本系列的番种还要知道牌桌上发生了什么，`mjlib.score` 用参数接收这些信息。本课只需要一个：`self_drawn=True`，表示和张是从牌墙摸来的。不写它，就是和别家打出的牌。门前清、不求人和全求人再由副露决定：哪些牌组是吃、碰来的（顺子、刻子，或用别家打出的牌开的杠），哪些不是。其余参数在 `10b` 中介绍。

# %% [markdown]
# ## 自摸 Self-Drawn (1)
#
# The winner drew the winning tile from the wall (the rule text's entry for 自摸). The basics
# text counts a win on a kong's replacement and a win on a flower's replacement as self-draws
# too. Here the 567s chow was claimed, and the 3m drawn:
#
# 自摸 1 + 平和 2 + 连六 1 + 边张 1 = 5; 平和 takes out 无字 (不重复).

# %% [markdown] lang="zh" twin="12d179b3"
# ## 自摸（1番）
#
# 和牌者从牌墙摸到和张（规则原文的自摸条目）。基本规则把杠后补牌和牌、补花后和牌也算作自摸和。这里567条是吃来的，3万是摸来的：
#
# 自摸1 + 平和2 + 连六1 + 边张1 = 5番；平和不计无字（不重复）。

# %%
r = mjlib.score("[567s1]1233m456p789p3m", self_drawn=True)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=5, counted={"自摸": 1, "平和": 2, "连六": 1, "边张": 1}, only=True,
       not_counted={"无字": ("不重复", "平和")})

# %% [markdown]
# 自摸 is the smallest fan in the family and the one most often struck out by a bigger one. The
# rule text's entries for 杠上开花 and 妙手回春 (`10b`) list it as not counted; 不求人 (below)
# strikes it too, though its entry does not say so. The rule text names no principle for these
# removals: the course counts them under no-repeat 不重复. In the hand above something was
# claimed, and the last tile was neither a kong's replacement nor the wall's last tile, so
# 自摸 stays. On the concealed special hands the presets part ways ("In practice").

# %% [markdown] lang="zh" twin="e64424f1"
# 自摸是本系列最小的番种，也最常被更大的番种划去。规则原文的杠上开花、妙手回春条目（见 `10b`）都列出不计自摸；不求人（见下文）也使自摸不计，尽管它的条目没有这样写。规则原文没有写明这些不计依据哪条原则，本课程把它们归入不重复原则。上面这手牌有吃牌，最后一张既不是杠后补牌，也不是牌墙的最后一张，所以自摸照计。在门前清的特殊牌型上，两种计法做法不同（见“实用须知”一节）。

# %% [markdown]
# ## 门前清 Concealed Hand (2)
#
# Nothing claimed (no chow, no pung, no melded kong), and the hand won on another player's
# discard: the rule text's entry for 门前清. Now the 567s stays in the hand and the winning 3m is
# a discard:
#
# 门前清 2 + 平和 2 + 连六 1 + 边张 1 = 6.

# %% [markdown] lang="zh" twin="61f1d6fe"
# ## 门前清（2番）
#
# 没有吃牌、碰牌，也没有明杠，并且和的是别家打出的牌：这是规则原文门前清条目的要求。现在567条留在手里，和的3万是别家打出的：
#
# 门前清2 + 平和2 + 连六1 + 边张1 = 6番。

# %%
r = mjlib.score("1233m456p789p567s3m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=6, counted={"门前清": 2, "平和": 2, "连六": 1, "边张": 1}, only=True)
assert not r.meets_minimum

# %% [markdown]
# 6 is a fine shape, but it may not win on this discard: it does not reach the 8-fan minimum.
# The trip-up to remember: a **concealed kong** is not claimed, so it keeps the hand concealed.
# `[5555p]` below is a concealed kong, and 门前清 still counts beside 暗杠 (7 in all):

# %% [markdown] lang="zh" twin="6d195fe6"
# 6番，牌型不错，却不能和这张打出的牌：不足8番。要记住的易错点：**暗杠**不是吃碰来的，所以不影响门前清。下面的 `[5555p]` 是暗杠，门前清照样与暗杠同计（共7番）：

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[5555p]123m456m789s1s1s")
print(r.total, [str(c) for c in r.fans])

# %% tags=["check"]
expect(r, total=7, counted={"门前清": 2, "暗杠": 2, "连六": 1, "无字": 1, "单钓将": 1}, only=True)

# %% [markdown]
# Some hands are concealed by their very shape: 七对, 十三幺, 九莲宝灯, 七星不靠, 全不靠 and
# 连七对. The rule text's entry for each of them lists 门前清 as not counted, and on each hand
# below `mjlib` strikes it by no-repeat 不重复.

# %% [markdown] lang="zh" twin="5db28a70"
# 有些牌型本身就是门前清：七对、十三幺、九莲宝灯、七星不靠、全不靠和连七对。规则原文中这些番种的条目都列出不计门前清；下面的每手牌，`mjlib` 都按不重复原则不计门前清。

# %% tags=["check"]
for shape, hand in [("七对", "1133m2288s5577pCC"), ("十三幺", "19m19s19pESWNCFPP"),
                    ("九莲宝灯", "1112345678999m5m"), ("七星不靠", "147m25s36pESWNCFP"),
                    ("全不靠", "147m258s369pESWNC"), ("连七对", "1122334455667m7m")]:
    res = mjlib.score(hand)
    expect(res, counted=[shape], not_counted={"门前清": ("不重复", shape)})
    assert [e.source for e in res.excluded if e.fan.zh == "门前清"] == ["seed"], shape

# %% [markdown]
# ## 不求人 Fully Concealed Hand (4)
#
# Nothing claimed **and** the winning tile self-drawn: "asked nobody for anything" (the rule
# text's entry for 不求人). The same concealed hand, drawn:
#
# 不求人 4 + 平和 2 + 连六 1 + 边张 1 = 8.

# %% [markdown] lang="zh" twin="ddadf317"
# ## 不求人（4番）
#
# 没有吃碰，**并且**自摸和牌：“不求人”，什么都不向别人要（规则原文的不求人条目）。还是那手门前清的牌，改为自摸：
#
# 不求人4 + 平和2 + 连六1 + 边张1 = 8番。

# %%
r = mjlib.score("1233m456p789p567s3m", self_drawn=True)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=8, counted={"不求人": 4, "平和": 2, "连六": 1, "边张": 1}, only=True,
       not_counted={"自摸": ("不重复", "不求人")}, absent=["门前清"])
assert [e.source for e in r.excluded if e.fan.zh == "自摸"] == ["implied"]

# %% [markdown]
# In this hand the three fans do not stack. 不求人 already includes the self-draw, so 自摸 is
# struck out by no-repeat 不重复; the entry for 不求人 does not list it, and `mjlib` says it
# follows ("not listed by the rules: it follows"). 门前清 is a discard win in its entry, so on a
# self-drawn hand it is simply absent. Side by side, the one hand:
#
# | the hand | how it was won | fan | total |
# |---|---|---|---|
# | 567s claimed | self-drawn | 自摸 1 | 5 |
# | nothing claimed | discard | 门前清 2 | 6 |
# | nothing claimed | self-drawn | 不求人 4 | 8 |
#
# The self-draw turns a hand that could not win into one that can.

# %% [markdown] lang="zh" twin="612d09d4"
# 这手牌中三个番种不能叠加。不求人已包含自摸，所以按不重复原则不计自摸；不求人的条目并没有列出这一条，`mjlib` 注明它是推知的（“规则未列，可推知”）。门前清的条目要求和别家打出的牌，所以自摸和牌时根本没有门前清。同一手牌对照如下：
#
# | 这手牌 | 和牌方式 | 番种 | 合计 |
# |---|---|---|---|
# | 吃了567条 | 自摸 | 自摸1 | 5 |
# | 没有吃碰 | 点和 | 门前清2 | 6 |
# | 没有吃碰 | 自摸 | 不求人4 | 8 |
#
# 自摸把一手不能和的牌变成了能和的牌。

# %% [markdown]
# ## 全求人 Melded Hand (6)
#
# The opposite extreme: all four sets claimed (chows, pungs, melded kongs), and the last tile,
# the pair, taken from a discard (the rule text's entry for 全求人: 单钓将 on a discard).
#
# 全求人 6 + 断幺 2 + 明杠 1 = 9. 单钓将 is struck out, as the entry lists, and 断幺 takes 无字.

# %% [markdown] lang="zh" twin="b2fef29b"
# ## 全求人（6番）
#
# 另一个极端：四副牌组全靠吃、碰（或明杠）组成，最后一张作将的牌是别家打出的（规则原文的全求人条目：“以单钓将点和”）。
#
# 全求人6 + 断幺2 + 明杠1 = 9番。按条目所列不计单钓将，断幺不计无字。

# %%
r = mjlib.score("[2222m1][456p1][678p1][888s1]6m6m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=9, counted={"全求人": 6, "断幺": 2, "明杠": 1}, only=True,
       not_counted={"单钓将": ("不重复", "全求人"), "无字": ("不重复", "断幺")})

# %% [markdown]
# Here all four sets are on the table, so the hand waited on its pair alone, one tile: 单钓将 is
# there, and the entry for 全求人 lists it as not counted. Two trip-ups. **It needs a
# discard**: the same hand self-drawn is not 全求人 at all; it scores 自摸 and keeps its 单钓将
# (5 in all).

# %% [markdown] lang="zh" twin="ca71a2b8"
# 这里四副牌组都亮在桌上，手里只剩将牌，只听一张：单钓将是成立的，而全求人的条目列出不计单钓将。两个易错点。**全求人必须点和**：同一手牌若是自摸，就根本不是全求人；它计自摸，单钓将也照计（共5番）。

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[2222m1][456p1][678p1][888s1]6m6m", self_drawn=True)
print(r.total, [str(c) for c in r.fans])

# %% tags=["check"]
expect(r, total=5, counted={"自摸": 1, "单钓将": 1, "断幺": 2, "明杠": 1}, only=True,
       absent=["全求人"])

# %% [markdown]
# **A concealed kong was not claimed**: with 2222m as a concealed kong, one set was never asked
# for, so no 全求人 either; 暗杠 2 takes the place of 明杠 and 单钓将 comes back (5).

# %% [markdown] lang="zh" twin="894e8abd"
# **暗杠不是吃碰来的**：2222万若是暗杠，就有一副牌组从未向人要过，所以也不是全求人；暗杠2番取代明杠，单钓将又计入了（5番）。

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[2222m][456p1][678p1][888s1]6m6m")
print(r.total, [str(c) for c in r.fans])

# %% tags=["check"]
expect(r, total=5, counted={"暗杠": 2, "断幺": 2, "单钓将": 1}, only=True, absent=["全求人"])

# %% [markdown]
# ## Try it
#
# **Task.** Pick "自摸 with a claimed chow" in the builder: 5. Untick self-drawn, so the 3m comes
# from a discard. Which fan goes, does another take its place, and what is the new total?
# Predict, then look.

# %% [markdown] lang="zh" twin="720ef6f8"
# ## 试一试
#
# **任务。**在摆牌器中选“自摸（吃过一副顺子）”：5番。取消“自摸”一项，让3万变成别家打出的牌。哪个番种没有了？有没有别的番种补上？新的合计是多少？先预测，再看结果。

# %%
HandBuilder(
    hand="1233m456p789p567s3m",
    examples={
        pick("门前清 + 边张, discard", "门前清＋边张，点和"): "1233m456p789p567s3m",
        pick("不求人, the same hand drawn", "不求人，同一手牌自摸"):
            ("1233m456p789p567s3m", {"self_drawn": True}),
        pick("自摸 with a claimed chow", "自摸（吃过一副顺子）"):
            ("[567s1]1233m456p789p3m", {"self_drawn": True}),
        pick("全求人 Melded Hand", "全求人"): "[2222m1][456p1][678p1][888s1]6m6m",
        pick("全求人, but self-drawn", "全求人的牌，但自摸"):
            ("[2222m1][456p1][678p1][888s1]6m6m", {"self_drawn": True}),
    },
    rules="green-book",
)

# %% tags=["check"]
# a discard win with a claimed chow: no 自摸 (not drawn), and no 门前清 either (567s was
# claimed): 平和 2 + 连六 1 + 边张 1 = 4.
task = mjlib.score("[567s1]1233m456p789p3m")
expect(task, total=4, counted={"平和": 2, "连六": 1, "边张": 1}, only=True,
       absent=["自摸", "门前清"])

# %% [markdown]
# ## In practice
#
# The presets differ in this family in one place, switch 1: a **self-drawn concealed special
# hand** (七对, 连七对, 十三幺, 九莲宝灯, 七星不靠, 全不靠, 四暗刻). The rule text's entry for each
# of them adds 不求人 when it is self-drawn; the reference calculator gives 自摸
# instead, and the common-practice preset follows it. Three fans apart on a self-drawn 七对:

# %% [markdown] lang="zh" twin="08d0a464"
# ## 实用须知：两种计法的分歧
#
# 两种计法在本系列只有一处不同，即六处区别中的第1处：**自摸的门前清特殊牌型**（七对、连七对、十三幺、九莲宝灯、七星不靠、全不靠、四暗刻）。规则原文这些番种的条目都写明自摸加计不求人；参照算番器改计自摸，通行计法随参照算番器。自摸的七对，两者相差3番：

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1133m2288s5577pCC", self_drawn=True))

# %% tags=["check"]
seven = "1133m2288s5577pCC"
expect(mjlib.score(seven, self_drawn=True), total=28, counted={"七对": 24, "不求人": 4},
       only=True)
expect(mjlib.score(seven, self_drawn=True, rules="common-practice"), total=25,
       counted={"七对": 24, "自摸": 1}, only=True)

# %% [markdown]
# For an ordinary concealed hand the two agree: both give 不求人, both strike out 自摸.

# %% [markdown] lang="zh" twin="8857c261"
# 普通的门前清牌型，两种计法一致：都计不求人，都不计自摸。

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1233m456p789p567s3m", self_drawn=True))

# %% tags=["check"]
for preset in ("green-book", "common-practice"):
    expect(mjlib.score("1233m456p789p567s3m", self_drawn=True, rules=preset), total=8,
           counted={"不求人": 4}, not_counted={"自摸": ("不重复", "不求人")})

# %% [markdown]
# ## Open question
#
# One question of this lesson is not settled by the texts: a self-drawn 连七对, where the rule
# text and the basics text disagree. With its sources, the readings and what each preset
# computes:

# %% [markdown] lang="zh" twin="11ba84f0"
# ## 未决问题
#
# 本课有一个问题，规则文本没有定论：自摸的连七对，规则原文与基本规则说法相左。下面列出它的出处、各种判法以及两种计法的计算结果：

# %%
mjlib.course.rulings.show("R1")

# %% [markdown]
# ## On your own
#
# Tick the fans you believe count and press **Check**: the widget says what you missed and why
# each wrong tick does not count. **Show answer** draws the scored hand. East round, East seat.
#
# **1.** You win on a 南 thrown by another player. Give the total too.

# %% [markdown] lang="zh" twin="b1820d8e"
# ## 练习
#
# 勾选你认为应计的番种，然后按**核对**：练习组件会告诉你漏了什么，以及每个勾错的番种为什么不计。按**看答案**会画出这手牌的算番图。门风东、圈风东。
#
# **1.** 你点和，和的是别家打出的南风。这道题还要写出合计。

# %% tags=["exercise"]
Exercise("[123m1][456p2][789s3][EEE1]SS", lesson=LESSON,
         focus="won",
         ask_total=True)

# %% tags=["check"]
# four claimed sets, the pair on a discard: 全求人 6 (单钓将 inside it, the rule text's entry);
# 123m 456p 789s: 花龙 8; EEE is the round's and the seat's wind: 圈风刻 2 + 门风刻 2 (幺九刻
# inside them). 18.
hand = "[123m1][456p2][789s3][EEE1]SS"
expect(mjlib.score(hand), total=18, counted={"全求人": 6, "花龙": 8, "圈风刻": 2, "门风刻": 2},
       only=True, not_counted={"单钓将": ("不重复", "全求人"), "幺九刻": "不重复"})

# %% [markdown]
# **2.** The same tiles, but you drew the 南 yourself.

# %% [markdown] lang="zh" twin="135c265b"
# **2.** 同样的牌，但南是你自己摸到的。

# %% tags=["exercise"]
Exercise("[123m1][456p2][789s3][EEE1]SS", self_drawn=True, lesson=LESSON,
         focus="won", ask_total=True)

# %% tags=["check"]
# no discard, so no 全求人: 自摸 1, and the single wait on 南 counts again, 单钓将 1.
# 花龙 8 + 圈风刻 2 + 门风刻 2 + 单钓将 1 + 自摸 1 = 14.
expect(mjlib.score(hand, self_drawn=True), total=14,
       counted={"花龙": 8, "圈风刻": 2, "门风刻": 2, "单钓将": 1, "自摸": 1}, only=True,
       absent=["全求人"])

# %% [markdown]
# **3.** You draw the 5筒 from the wall and win.

# %% [markdown] lang="zh" twin="0853bcdd"
# **3.** 你从牌墙摸到5饼，和牌。

# %% tags=["exercise"]
Exercise("123m789m46p345s88s5p", self_drawn=True, lesson=LESSON,
         focus="won",
         ask_total=True)

# %% tags=["check"]
# concealed and self-drawn: 不求人 4, which strikes 自摸 (no-repeat 不重复; the entry does not
# list it). Four chows and a numbered pair: 平和 2 (无字 inside it); 123m + 789m: 老少副 1; 46p
# waited on 5p alone: 坎张 1. 8.
assert [str(t) for t in mjlib.waits("123m789m46p345s88s")] == ["5p"]
expect(mjlib.score("123m789m46p345s88s5p", self_drawn=True), total=8,
       counted={"不求人": 4, "平和": 2, "老少副": 1, "坎张": 1}, only=True,
       not_counted={"自摸": ("不重复", "不求人"), "无字": ("不重复", "平和")}, absent=["门前清"])

# %% [markdown]
# **4.** The kong of 7条 is a concealed one; you win on a 3万 thrown by another player.

# %% [markdown] lang="zh" twin="dcb52916"
# **4.** 7条的杠是暗杠；你点和，和的是别家打出的3万。

# %% tags=["exercise"]
Exercise("[7777s]12m567m345p99p3m", lesson=LESSON,
         ask_total=True)

# %% tags=["check"]
# the concealed kong was not claimed: 门前清 2 beside 暗杠 2; 12m waited on 3m alone: 边张 1;
# no honour: 无字 1. 6, short of the 8-fan minimum: the win may not be declared.
assert [str(t) for t in mjlib.waits("[7777s]12m567m345p99p")] == ["3m"]
r = mjlib.score("[7777s]12m567m345p99p3m")
expect(r, total=6, counted={"门前清": 2, "暗杠": 2, "边张": 1, "无字": 1}, only=True)
assert not r.meets_minimum

# %% [markdown]
# ## Where to go next
#
# - Back: `09-score-knitted-hands.ipynb`, the knitted hands.
# - Next: `10b-score-kongs-and-last-tiles.ipynb`: 杠上开花, 抢杠和, 和绝张, 妙手回春 and 海底捞月.
# - Then `10c-score-the-waits.ipynb`, whose drill deals hands of the whole family.

# %% [markdown] lang="zh" twin="2a609808"
# ## 下一步
#
# - 上一课：`09-score-knitted-hands.ipynb`，不靠牌型。
# - 下一课：`10b-score-kongs-and-last-tiles.ipynb`：杠上开花、抢杠和、和绝张、妙手回春和海底捞月。
# - 再往后：`10c-score-the-waits.ipynb`，它的随堂练习涵盖整个和牌方式系列。

# %% [markdown] tags=["further-reading"]
# - **This lesson's entries in the rule text**: 全求人, 不求人, 门前清, 自摸, and the self-drawn
#   cases in the entries of the concealed special hands (七对, 连七对, 十三幺, 九莲宝灯, 七星不靠,
#   全不靠, 四暗刻); the basics text's paragraph on the ways of winning (自摸和 and 点和).

# %% [markdown] lang="zh" twin="1832ec89"
# - **规则原文中与本课有关的条目**：全求人、不求人、门前清、自摸，以及门前清特殊牌型（七对、连七对、十三幺、九莲宝灯、七星不靠、全不靠、四暗刻）条目中关于自摸的规定；基本规则中讲和牌方式（自摸和与点和）的一段。
