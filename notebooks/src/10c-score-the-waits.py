# %% [markdown]
# # Score the waits: 边张, 坎张 and 单钓将 (和牌方式系列, part 3)
#
# Three small fans of the winning-method family, 1 each, reward a hand that could win on **one
# tile only**: 边张 Edge Wait, 坎张 Closed Wait and 单钓将 Single Wait. Which one depends on
# where the winning tile sits; whether any counts depends on the wait being unique.
#
# **What you'll do**
#
# - list a hand's waits with `mjlib.waits` and decide which waits earn 边张, 坎张 or 单钓将;
# - score a drawn example of each;
# - answer six exercises on the exercise widget, and a drill of winning-method hands.
#
# **What you'll learn**
#
# - the rule text's own examples and counter-examples for each wait fan;
# - that no wait fan counts when any other tile would also have won, judged by the shape of the
#   hand; and that a hand counts at most one of the three, which is practice, not rule text;
# - where the texts are silent: a wait whose tiles are all in sight, a tile whose four copies
#   you already hold, and where the winning tile goes when it fits two sets.
#
# **What you'll need**
#
# - `10a-score-how-the-tile-came.ipynb` (the flags, 门前清, 全求人) and
#   `10b-score-kongs-and-last-tiles.ipynb` (the other fans of the family).

# %% [markdown] lang="zh" twin="d50e7611"
# # 和牌方式系列（三）：边张、坎张、单钓将
#
# 和牌方式系列中有三个小番，各计1番，都要求这手牌**只能和一张牌**：边张、坎张和单钓将（本课统称“听牌番种”）。计哪一个，要看和张在牌中的位置；能不能计，要看是否只听这一张。坎张在不少软件里写作“嵌张”，是同一个番种。
#
# **本课内容**
#
# - 用 `mjlib.waits` 列出一手牌听哪些张，判断哪些听法能计边张、坎张或单钓将；
# - 为每个番种计一手附图的例牌；
# - 在练习组件上做六道练习，再做一组和牌方式系列的随堂练习。
#
# **学习目标**
#
# - 规则原文为每个听牌番种给出的正例和反例；
# - 只要另有别的牌也能和，就不计听牌番种，而且按牌型判断；一手牌这三个番种最多计一个：条目的例子如此，条文没有概括地规定；
# - 规则没有说到的地方：所听的牌已全部亮在桌面上，所听的牌四张都已在自己手里，以及和张能归入两副牌时归哪一副。
#
# **准备**
#
# - `10a-score-how-the-tile-came.ipynb`（表示和牌方式的参数、门前清、全求人）和 `10b-score-kongs-and-last-tiles.ipynb`（本系列的其他番种）。

# %% tags=["setup"]
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.render import draw_result
from mjlib.vocabulary import pick
from mjlib.widgets import Drill, Exercise, HandBuilder

LESSON = "10c-score-the-waits"

# %% [markdown]
# ## Waits: which tiles complete the hand
#
# `mjlib.waits` takes the hand one tile short and lists every tile that would complete it. The
# rule text gives examples of both kinds for each wait fan; here they all are, with the waits
# before the win and the wait fan `mjlib` counts after it.

# %% [markdown] lang="zh" twin="7774bfa6"
# ## 听牌：哪些牌能和
#
# `mjlib.waits` 接受差一张和牌的手牌，列出所有能使它和牌的牌。规则原文为每个听牌番种都给了计与不计两类例子；下面把它们全部列出：和牌前听哪些张，以及和牌后 `mjlib` 计哪个听牌番种。

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
    fan = [pick(f"{c.fan.zh} {c.fan.en}", c.fan.zh) for c in r.fans if c.fan.zh in WAIT_FANS]
    none = pick("no wait fan", "不计听牌番种")
    print(f"{label:<13} {pick('waits on', '听')} {waits:<7} -> {fan[0] if fan else none}")

# %% [markdown]
# The rule in one line, from the three entries: **if any other tile would also have completed
# the hand, no wait fan.** The entries' examples judge this by the shape of the hand alone. What
# if every copy of the other tile is already in sight, discarded or melded, so that the hand can
# in fact win on one tile only? The texts say nothing of the table. Both presets still judge by
# the shape: the dead wait counts as a wait, and no wait fan is counted (open question R10,
# below).
#
# In the table each hand counts one wait fan at most: 4556m + 5m is 坎张, not 单钓将 as well.
# The entries' own wording is the ground: the entry for 坎张 counts 4556m + 5m as 坎张, the entry
# for 单钓将 says expressly that it is not 单钓将, and the entry for 边张 counts 1233m + 3m as 边张
# though the 3m also makes the pair. No sentence states the rule in general; it is read from
# these examples. Both presets count one, as the reference calculator does: open question R24,
# below.

# %% [markdown] lang="zh" twin="351bc21f"
# 三个条目归结为一句话：**只要另有别的牌也能和，就不计听牌番种。** 条目中的例子只按牌型判断。如果另一张牌已经全部亮在桌面上（被打出或被吃碰），这手牌实际上只能和一张，又该怎么算？规则对桌面上的情况只字未提。两种计法仍按牌型判断：已经绝了的那张仍算所听之牌，不计听牌番种（未决问题 R10，见下文）。
#
# 上表中每手牌最多计一个听牌番种：4556万和5万计坎张，不再同时计单钓将。依据是条目本身的文字：坎张条目把4556万和5万计为坎张，单钓将条目明言它不计单钓将；边张条目把1233万和3万计为边张，尽管这张3万同时也组成了将牌。条文没有概括地这样规定，这一规定是由这些例子读出来的。两种计法都只计一个，与参照算番器相同：未决问题 R24，见下文。

# %% tags=["check"]
for label, waiting, tile in examples:
    n = sum(c.fan.zh in WAIT_FANS for c in mjlib.score(waiting + tile).fans)
    assert n == (1 if len(mjlib.waits(waiting)) == 1 else 0), label

# %% [markdown]
# ## 边张 Edge Wait (1)
#
# The winning tile is the 3 of a 123 chow or the 7 of a 789 chow, and it was the only tile the
# hand could use (the rule text's entry for 边张). 12 can only become 123 (there is no 0).
#
# 门前清 2 + 平和 2 + 连六 1 + 边张 1 = 6.

# %% [markdown] lang="zh" twin="38a63f54"
# ## 边张（1番）
#
# 和张是123顺子中的3或789顺子中的7，而且这手牌只能和这一张（规则原文的边张条目）。12只能成为123（没有0）。
#
# 门前清2番 + 平和2番 + 连六1番 + 边张1番 = 6番。

# %%
r = mjlib.score("1233m456p789p567s3m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=6, counted={"门前清": 2, "平和": 2, "连六": 1, "边张": 1}, only=True)

# %% [markdown]
# The entry's trip-ups, all in the table above: 1233m + 3m **is** 边张 (33 is the pair, 12 the
# edge; no other tile helps), while 12345m + 3m is **not**: 12345 also takes 6m (123 + 456). The
# same on the high side: 7789m + 7m yes. A bare 89 waiting on 7 is an edge too (三色双龙会 16 +
# 门前清 2 + 边张 1 = 19):

# %% [markdown] lang="zh" twin="619b4541"
# 条目里容易错的几种情形，上表都有：1233万 + 3万 **计**边张（33作将，12是边张，别的牌都不行），而 12345万 + 3万 **不计**：12345还能和6万（123 + 456）。另一头也一样：7789万 + 7万 计边张。单独的89听7同样是边张（三色双龙会16番 + 门前清2番 + 边张1番 = 19番）：

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("12389m123789s55p7m")
print(r.total, [str(c) for c in r.fans])

# %% tags=["check"]
expect(r, total=19, counted={"三色双龙会": 16, "门前清": 2, "边张": 1}, only=True)

# %% [markdown]
# ## 坎张 Closed Wait (1)
#
# The winning tile fills the middle of a chow (46 waiting on 5), and it was the only tile the
# hand could use (the rule text's entry for 坎张).
#
# 门前清 2 + 平和 2 + 老少副 1 + 坎张 1 = 6.

# %% [markdown] lang="zh" twin="f416c8ab"
# ## 坎张（1番）
#
# 和张补在顺子的中间（46听5），而且这手牌只能和这一张（规则原文的坎张条目）。
#
# 门前清2番 + 平和2番 + 老少副1番 + 坎张1番 = 6番。

# %%
r = mjlib.score("4556m123p789p567s5m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=6, counted={"门前清": 2, "平和": 2, "老少副": 1, "坎张": 1}, only=True)

# %% [markdown]
# 4556m + 5m counts as 坎张: read as 456 + 55, the 5 sits in the middle, and 5m is the only tile
# that completes 4556m. 45567m + 6m does not: 45567 also takes 3m (345 + 567). A gap can hide in a
# longer run: 13456m waits on 2m alone, and that is 坎张 too (花龙 8 + 门前清 2 + 喜相逢 1 +
# 坎张 1 = 12).

# %% [markdown] lang="zh" twin="d94a8160"
# 4556万 + 5万 计坎张：拆成456 + 55，5在中间，而且能使4556万成形的只有5万。45567万 + 6万 不计：45567还能和3万（345 + 567）。较长的一串里也可能藏着坎张：13456万只听2万，这也是坎张（花龙8番 + 门前清2番 + 喜相逢1番 + 坎张1番 = 12番）。

# %%
# NBVAL_CHECK_OUTPUT
print(pick("waits on:", "听："), *mjlib.waits("13456m123p789sEE"))
r = mjlib.score("13456m123p789sEE2m")
print(r.total, [str(c) for c in r.fans])

# %% tags=["check"]
assert [str(t) for t in mjlib.waits("13456m123p789sEE")] == ["2m"]
expect(r, total=12, counted={"花龙": 8, "门前清": 2, "喜相逢": 1, "坎张": 1}, only=True)

# %% [markdown]
# ## 单钓将 Single Wait (1)
#
# The winning tile completes the pair, and it was the only tile the hand could use (the rule
# text's entry for 单钓将). Here 123m 456p 789s 111s stand complete and the lone 东 waits for its
# partner:
#
# 花龙 8 + 门前清 2 + 幺九刻 1 + 单钓将 1 = 12.

# %% [markdown] lang="zh" twin="34938e11"
# ## 单钓将（1番）
#
# 和张与手中的单张组成将牌，而且这手牌只能和这一张（规则原文的单钓将条目）。这里123万、456饼、789条、111条四副已经成形，单张的东等另一张东：
#
# 花龙8番 + 门前清2番 + 幺九刻1番 + 单钓将1番 = 12番。

# %%
r = mjlib.score("123m456p789s111sEE")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=12, counted={"花龙": 8, "门前清": 2, "幺九刻": 1, "单钓将": 1}, only=True)

# %% [markdown]
# The entry's counter-examples, all in the table above: 4556m + 5m and 5567m + 5m are not
# 单钓将 (the first is 坎张, the second also waits on 8m), and 3456m + 3m or + 6m is not either
# (3456 waits on both ends). Fans whose shape can hold a single wait list it as not counted in
# their rule-text entries: 全求人 (`10a`), 七对, 连七对 and 四杠. The entry for 十三幺 lists it
# too, though a 十三幺 never holds one: it waits on all thirteen orphans, or, with the pair
# already in hand, on the one missing orphan, which does not make the pair (`09`).

# %% [markdown] lang="zh" twin="2ef7821a"
# 条目的反例，上表也都有：4556万 + 5万 和 5567万 + 5万 都不计单钓将（前者是坎张，后者还听8万），3456万 + 3万 或 + 6万 也不计（3456两头都听）。牌型本身就可能是单钓将的番种，在规则原文的条目中都写明不计单钓将：全求人（`10a`）、七对、连七对和四杠。十三幺的条目也写明不计单钓将，但十三幺从来不会是单钓将：它要么十三种幺九牌都听，要么将已在手，只听缺的那一种，而那一张并不成将（`09`）。

# %% tags=["check"]
for big, hand in [("七对", "1133m2288s5577pCC"), ("四杠", "[5555m1][7777s2][2222p3][9999p1]FF")]:
    expect(mjlib.score(hand), counted=[big], not_counted={"单钓将": ("不重复", big)})
assert len(mjlib.waits("19m19s19pESWNCFP")) == 13  # 十三幺: every orphan completes it
assert [str(t) for t in mjlib.waits("19m19s19pEESWNCF")] == ["P"]  # the missing one, not the pair
for hand in ("19m19s19pESWNCFPE", "19m19s19pEESWNCFP"):
    expect(mjlib.score(hand), counted=["十三幺"], absent=["单钓将"])

# %% [markdown]
# ## Try it
#
# **Task.** Pick "边张 1233m + 3m" and change the 1m into a 4m, so the hand holds 2334m and wins
# on 3m. Does a wait fan still count, which one, and what is the total? Predict, then look.

# %% [markdown] lang="zh" twin="56e982d3"
# ## 试一试
#
# **任务**：选择“边张 1233万 + 3万”，把1万换成4万，使手牌成为2334万、和3万。还计听牌番种吗？计哪一个？合计多少？先预测，再看结果。

# %%
HandBuilder(
    hand="1233m456p789p567s3m",
    examples={
        "边张 1233m + 3m": "1233m456p789p567s3m",
        "坎张 4556m + 5m": "4556m123p789p567s5m",
        pick("单钓将 on 东", "单钓将：钓东"): "123m456p789s111sEE",
        pick("no wait fan: 45567m + 6m", "不计听牌番种：45567m + 6m"): "45567m123p789pEE6m",
    },
    rules="green-book",
)

# %% tags=["check"]
# 2334m waits on 3m alone (33 + 24, or 234 + 3): one wait fan, 坎张; 门前清 2 + 平和 2 + 连六 1
# + 坎张 1 = 6, the same total as before.
assert [str(t) for t in mjlib.waits("2334m456p789p567s")] == ["3m"]
expect(mjlib.score("2334m456p789p567s3m"), total=6,
       counted={"门前清": 2, "平和": 2, "连六": 1, "坎张": 1}, only=True)

# %% [markdown]
# ## Open questions
#
# The wait fans rest on "the only tile", and the texts do not say whether a tile counts as a
# wait when all its copies are in sight on the table (R10) or all four are already in your hand
# (R13), nor where a winning tile goes when it fits two sets (R19); a wait completing 组合龙 is
# another question (R17), and "one wait fan at most" a fifth (R24). Each with its sources and
# what the presets do:

# %% [markdown] lang="zh" twin="97f4bf04"
# ## 未决问题
#
# 听牌番种的前提是“只听这一张”。一张牌的其余各张都已亮在桌面上时（R10），或四张都已在自己手里时（R13），它还算不算所听之牌，规则没有说明；和张能归入两副牌时归哪一副（R19），规则也没有说。听牌补成组合龙是另一个问题（R17），“听牌番种最多计一个”是第五个（R24）。下面逐一列出各问题的出处和两种计法的做法：

# %%
# NBVAL_CHECK_OUTPUT
mjlib.course.rulings.show("R10", "R13", "R17", "R19", "R24")

# %% [markdown]
# ## On your own
#
# Tick the fans you believe count and press **Check**. East round, East seat, a discard win.
#
# **1.** You win on a 7条.

# %% [markdown] lang="zh" twin="ed66a5fe"
# ## 练习
#
# 勾选你认为应计的番种，再按 **核对**。东风圈、门风东，点和。
#
# **1.** 和张是7条。

# %% tags=["exercise"]
Exercise("123m456p789p1156s7s", lesson=LESSON, focus="won",
         ask_total=True)

# %% tags=["check"]
# 56s waited on 4s and 7s: no wait fan. 门前清 2 + 平和 2 (无字 inside it) + 456p 789p 连六 1 = 5.
assert [str(t) for t in mjlib.waits("123m456p789p1156s")] == ["4s", "7s"]
expect(mjlib.score("123m456p789p1156s7s"), total=5, counted={"门前清": 2, "平和": 2, "连六": 1},
       only=True, absent=["边张"])

# %% [markdown]
# **2.** You win on a 北 (the North wind, neither the round's nor your seat's).

# %% [markdown] lang="zh" twin="31a9a172"
# **2.** 和张是北风（北风既不是圈风，也不是你的门风）。

# %% tags=["exercise"]
Exercise("234m567m789p111sNN", lesson=LESSON, focus="won",
         ask_total=True)

# %% tags=["check"]
# 234m 567m 789p 111s stand complete, only 北 completes the pair: 单钓将 1; 门前清 2;
# 234m + 567m: 连六 1; 111s: 幺九刻 1. 5.
assert [str(t) for t in mjlib.waits("234m567m789p111sN")] == ["N"]
expect(mjlib.score("234m567m789p111sNN"), total=5,
       counted={"门前清": 2, "连六": 1, "幺九刻": 1, "单钓将": 1}, only=True)

# %% [markdown]
# **3.** You win on a 5万.

# %% [markdown] lang="zh" twin="6ed31e6d"
# **3.** 和张是5万。

# %% tags=["exercise"]
Exercise("2345m789p456sNNN5m", lesson=LESSON,
         focus="won", ask_total=True)

# %% tags=["check"]
# 2345m waited on 2m (345 + 22) and 5m (234 + 55): no wait fan. 门前清 2 + 北 pung 幺九刻 1 = 3.
assert [str(t) for t in mjlib.waits("2345m789p456sNNN")] == ["2m", "5m"]
expect(mjlib.score("2345m789p456sNNN5m"), total=3, counted={"门前清": 2, "幺九刻": 1},
       only=True, absent=["单钓将"])

# %% [markdown]
# **4.** The 123筒 chow was claimed; you win on a 3条.

# %% [markdown] lang="zh" twin="f27f7154"
# **4.** 123饼是吃来的顺子；和张是3条。

# %% tags=["exercise"]
Exercise("[123p1]1233s789m789p3s", lesson=LESSON,
         focus="won", ask_total=True)

# %% tags=["check"]
# 1233s waited on 3s alone, which finishes the 123s edge and also makes the 33s pair: one wait
# fan, 边张 (R24). 平和 2 (无字 inside it) + 喜相逢 1 × 2 (123p 123s, 789m 789p) + 老少副 1
# (123p 789p) + 边张 1 = 6.
assert [str(t) for t in mjlib.waits("[123p1]1233s789m789p")] == ["3s"]
r = mjlib.score("[123p1]1233s789m789p3s")
expect(r, total=6, counted={"平和": 2, "喜相逢": 2, "老少副": 1, "边张": 1}, only=True,
       count={"喜相逢": 2}, absent=["单钓将"])
assert [c.worth for c in r.fans if c.fan.zh == "喜相逢"] == ["1 × 2"]

# %% [markdown]
# **5.** You win on an 8万.

# %% [markdown] lang="zh" twin="2fcfae0d"
# **5.** 和张是8万。

# %% tags=["exercise"]
Exercise("5579m234p678p345s8m", lesson=LESSON, focus="won",
         ask_total=True)

# %% tags=["check"]
# 5579m: 55 is the pair and 79 waits on 8m alone (557 and 579 are no sets): 坎张 1.
# 门前清 2 + 平和 2 (无字 inside it) + 坎张 1 = 5.
assert [str(t) for t in mjlib.waits("5579m234p678p345s")] == ["8m"]
expect(mjlib.score("5579m234p678p345s8m"), total=5, counted={"门前清": 2, "平和": 2, "坎张": 1},
       only=True)

# %% [markdown]
# **6.** You win on a 3万.

# %% [markdown] lang="zh" twin="300a5e0b"
# **6.** 和张是3万。

# %% tags=["exercise"]
Exercise("11223m445566p77s3m", lesson=LESSON, focus="won",
         ask_total=True)

# %% tags=["check"]
# seven pairs: 七对 24 + 无字 1 = 25. The hand waited on 3m alone, but 七对 strikes 单钓将 (its
# entry lists it: no-repeat 不重复) and the 123m 123m 456p 456p reading with its 边张 (no-split
# 不拆移: the pairs regrouped as chows). That reading scores 门前清 2 + 平和 2 + 一般高 1 × 2 +
# 边张 1 = 7, less than 25.
assert [str(t) for t in mjlib.waits("11223m445566p77s")] == ["3m"]
r = mjlib.score("11223m445566p77s3m")
expect(r, total=25, counted={"七对": 24, "无字": 1}, only=True,
       not_counted={"单钓将": ("不重复", "七对"), "边张": ("不拆移", "七对")})
assert [a.total for a in r.alternatives] == [7]
assert {c.fan.zh: c.worth for c in r.alternatives[0].fans} == {
    "门前清": "2", "平和": "2", "一般高": "1 × 2", "边张": "1"}

# %% [markdown]
# ## Drill
#
# Ten dealt hands of the winning-method family, the same ten for everyone: look at the wait
# before you tick a wait fan, then **Check** and **Next**.

# %% [markdown] lang="zh" twin="40fb9048"
# ## 随堂练习
#
# 十手和牌方式系列的发牌，每个人拿到的都是同样的十手：勾选听牌番种之前先看清听的是哪几张，然后按 **核对**，再按 **下一手**。

# %% tags=["exercise"]
Drill(family="winning", seed=102, lesson=LESSON)

# %% [markdown]
# ## Where to go next
#
# - Back: `10b-score-kongs-and-last-tiles.ipynb`, and `10a-score-how-the-tile-came.ipynb`: the
#   other fans of how a hand was won.
# - Next: `11-score-special-fans.ipynb`: 九莲宝灯, the chicken hand 无番和, and flowers.
# - Any hand of your own, with its waits and the score of each winning tile: `12-sandbox.ipynb`.

# %% [markdown] lang="zh" twin="47ec6e56"
# ## 下一步
#
# - 回顾：`10b-score-kongs-and-last-tiles.ipynb` 和 `10a-score-how-the-tile-came.ipynb`：和牌方式系列的其他番种。
# - 下一课：`11-score-special-fans.ipynb`：九莲宝灯、无番和与花牌。
# - 自己的任意一手牌，看它听哪些张、和每一张各计多少番：`12-sandbox.ipynb`。

# %% [markdown] tags=["further-reading"]
# - **This lesson's entries in the rule text**: 边张, 坎张, 单钓将 (each with its examples and
#   counter-examples), and the entries that list 单钓将 as not counted: 全求人, 七对, 十三幺,
#   连七对, 四杠.

# %% [markdown] lang="zh" twin="ab8ef778"
# - **本课涉及的规则原文条目**：边张、坎张、单钓将（各有正例和反例），以及写明不计单钓将的条目：全求人、七对、十三幺、连七对、四杠。
