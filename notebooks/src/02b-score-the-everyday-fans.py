# %% [markdown]
# # Score the everyday fans: the small fans of ordinary hands
#
# Many winning hands are not built around a big fan. What they score comes, fan by fan, from
# small ones: a hand without terminals, a suit missing, nothing claimed, a drawn winning tile,
# a pung of ones, a wait on a single tile. This lesson takes twelve of them, the **everyday
# fans** (常见小番), before the families: every exercise of the course shows them first on its
# answer form.
#
# | fan | value | | fan | value |
# |---|---|---|---|---|
# | 混一色 Half Flush | 6 | | 幺九刻 Pung of Terminals or Honors | 1 |
# | 不求人 Fully Concealed Hand | 4 | | 边张 Edge Wait | 1 |
# | 全带幺 Outside Hand | 4 | | 坎张 Closed Wait | 1 |
# | 断幺 All Simples | 2 | | 单钓将 Single Wait | 1 |
# | 门前清 Concealed Hand | 2 | | 自摸 Self-Drawn | 1 |
# | 缺一门 One Voided Suit | 1 | | 无字 No Honors | 1 |
#
# **What you'll do**
#
# - read what each of the twelve needs, and at which step of the scoring checklist it counts;
# - score a drawn hand for each group of them, and read what each leaves out when it counts,
#   as mjlib prints it;
# - list the waits of a hand and decide which wait fan, if any, it earns;
# - answer six exercises on the exercise widget, walking the checklist, and a drill of dealt
#   hands for the everyday fans.
#
# **What you'll learn**
#
# - 断幺, 缺一门, 无字, 混一色 and 全带幺: what the whole hand holds or lacks (step 4);
# - 幺九刻: one fan per pung of terminals or honors, and the pungs that count something bigger
#   (step 3);
# - 门前清, 自摸 and 不求人: claimed sets or none, discard or drawn tile (step 5);
# - 边张, 坎张 and 单钓将: the wait, and why none counts when the hand could use another tile
#   (step 5);
# - which fans leave which of them out, and where the family lessons take each further.
#
# **What you'll need**
#
# - `01-read-tiles-and-hands.ipynb` (the notation, the flags that say how a hand was won,
#   waits) and `02-apply-the-counting-principles.ipynb` (the scoring checklist and the five
#   principles).
# - Unless a cell says otherwise, a hand is won on a discard, with East as seat and prevalent
#   wind.

# %% [markdown] lang="zh" twin="faa2d6c6"
# # 常见小番：普通和牌里的小番种
#
# 很多和牌并不是围绕某个大番种组成的，它的番数由一个个小番种累加而成：整手牌没有1、9，缺一种花色，没有吃碰，自摸和牌，一副1的刻子，只听一张牌……本课在进入各番种系列之前，先集中讲其中十二个，即**常见小番**。本课程每道练习的答题表都把它们排在最前面。
#
# | 番种 | 番数 | | 番种 | 番数 |
# |---|---|---|---|---|
# | 混一色 | 6 | | 幺九刻 | 1 |
# | 不求人 | 4 | | 边张 | 1 |
# | 全带幺 | 4 | | 坎张 | 1 |
# | 断幺 | 2 | | 单钓将 | 1 |
# | 门前清 | 2 | | 自摸 | 1 |
# | 缺一门 | 1 | | 无字 | 1 |
#
# **本课内容**
#
# - 逐一看这十二个番种各自的条件，以及它们在算番步骤的第几步计入；
# - 每组番种算一手例题并画出牌面，读 mjlib 打印的结果：某个番种成立时，哪些番种随之不计；
# - 列出一手牌听哪几张，判断它能计边张、坎张、单钓将中的哪一个，还是一个也不能计；
# - 在练习组件上按算番步骤做六道练习，再做一组常见小番的随堂练习。
#
# **学习目标**
#
# - 断幺、缺一门、无字、混一色、全带幺：看整手牌有什么、缺什么（第4步）；
# - 幺九刻：每副1、9或字牌的刻子计1番；哪些刻子改计更大的番种（第3步）；
# - 门前清、自摸、不求人：有没有吃碰，和的是别家打出的牌还是自己摸到的牌（第5步）；
# - 边张、坎张、单钓将：看听牌；为什么这手牌还能和别的牌时，三者一个也不计（第5步）；
# - 哪些番种使它们不计，各系列的课又在哪里进一步讲它们。
#
# **准备**
#
# - `01-read-tiles-and-hands.ipynb`（记牌法、表示和牌方式的参数、听牌）和 `02-apply-the-counting-principles.ipynb`（算番步骤与五条计番原则）。
# - 除非单元格另有说明，每手牌都是和别家打出的牌，门风、圈风都是东。

# %% tags=["setup"]
import mjlib
import mjlib.course.rulings
from mjlib.course import NUMBER, step_of, steps, walk
from mjlib.course import expect
from mjlib.course import look_for_lines, section
from mjlib.practice import breaks
from mjlib.practice import EVERYDAY
from mjlib.fans import BY_ZH
from mjlib.render import draw_result
from mjlib.course import needs
from mjlib.vocabulary import pick
from mjlib.widgets import Drill, Exercise

LESSON = "02b-score-the-everyday-fans"
WAIT_FANS = ("边张", "坎张", "单钓将")

# %% [markdown]
# ## What to look for in nearly every hand
#
# Before the twelve in detail, the list to keep at hand: the fans that nearly every hand has or
# nearly has, by the step of the checklist where you find them, each with the lesson that
# teaches it and its points. The twelve everyday fans are taught here; the others, the sets'
# fans and the whole hand's ranks and suits (小于五, 大于五, 全小, 清一色, 五门齐 …), in the
# lesson named beside them. Until then, the exercises and drills of a lesson deal no hand that
# counts a fan not yet taught.

# %% [markdown] lang="zh" twin="0e3aabd9"
# ## 几乎每手牌都要看的番种
#
# 先讲十二个番种的细节之前，这份清单请放在手边：几乎每手牌都有、或差一点就有的番种，按算番步骤中找到它们的那一步排列，每个都标出讲它的那一课和它的番数。十二个常见小番在本课讲；其余的——牌组的番种，以及全手牌的大小和花色（小于五、大于五、全小、清一色、五门齐……）——在旁边标出的那一课讲。在此之前，一课的练习和随堂练习不会发出计还没讲过的番种的牌。

# %%
# NBVAL_CHECK_OUTPUT
print("\n".join(look_for_lines()))

# %% [markdown]
# ## The twelve, and the step where each counts
#
# `mjlib.practice.EVERYDAY` holds the twelve; `mjlib.course.needs(fan)` says in one line
# what a fan needs; `mjlib.course.step_of(fan)` gives the step of the checklist where it is
# counted.

# %% [markdown] lang="zh" twin="d88b06ef"
# ## 十二个番种，各在哪一步计入
#
# `mjlib.practice.EVERYDAY` 收录这十二个番种；`mjlib.course.needs(fan)` 用一句话说明一个番种的条件；`mjlib.course.step_of(fan)` 给出一个番种在算番步骤的第几步计入。

# %%
# NBVAL_CHECK_OUTPUT
for fan in sorted(EVERYDAY, key=lambda f: NUMBER[step_of(f)]):
    step = NUMBER[step_of(fan)]
    print(pick(f"step {step}  {fan.zh} {fan.en} ({fan.points}): {needs(fan)[0]}",
               f"第{step}步  {fan.zh}（{fan.points}番）：{needs(fan)[1]}"))

# %% [markdown]
# Three steps hold them all: 幺九刻 at step 3 (the sets), the suits and the terminals at step 4
# (the whole hand), the rest at step 5 (how it was won). Each counts at its own step even when
# it is the biggest fan of a hand, as 混一色 (6) is in some examples below: step 2 is for the
# biggest fan of 8 or more, and none of the twelve is worth 8.

# %% [markdown] lang="zh" twin="f04c5950"
# 十二个番种只分布在三步里：幺九刻在第3步（数牌组），与花色、幺九牌有关的在第4步（看全手），其余的在第5步（看和法）。即使某个番种是这手牌番数最大的番种，例如下面几道例题里的混一色（6番），它也在自己的那一步计入：第2步定主番只计8番及以上的番种，而这十二个番种都不到8番。

# %% tags=["check"]
assert {NUMBER[step_of(f)] for f in EVERYDAY} == {3, 4, 5}
assert [f.zh for f in EVERYDAY if NUMBER[step_of(f)] == 3] == ["幺九刻"]
assert {f.zh for f in EVERYDAY if NUMBER[step_of(f)] == 4} == {"断幺", "缺一门", "无字", "混一色",
                                                              "全带幺"}
assert max(f.points for f in EVERYDAY) == BY_ZH["混一色"].points == 6

# %% [markdown]
# ## 断幺 All Simples, 无字 No Honors and 缺一门 One Voided Suit
#
# Three fans about what the whole hand leaves out. **断幺** (2): no 1, no 9 and no honor
# anywhere. **无字** (1): no honor, terminals allowed. **缺一门** (1): one of the three suits
# missing altogether (honors do not matter). A claimed pung of 4s, two chows of characters, a
# pair of 5s and 56s of bamboo, won on a discarded 7s:

# %% [markdown] lang="zh" twin="de7da941"
# ## 断幺（2番）、无字（1番）和缺一门（1番）
#
# 这三个番种看整手牌缺了什么。**断幺**（2番）：整手牌没有1、9，也没有字牌。**无字**（1番）：没有字牌，1、9可以有。**缺一门**（1番）：恰好缺一种花色（字牌有没有都不影响）。下面这手牌碰了一副4条，有两副万子的顺子，一对5条和56条，和别家打出的7条：

# %%
r = mjlib.score("[444s2]234m678m55s56s7s")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# No dots: 缺一门 1. No terminal or honor anywhere: 断幺 2. And 无字? The hand has no honor, but
# mjlib strikes it: in this hand 断幺 already includes it (no-repeat; no entry of the rule text
# lists it, mjlib marks it "not listed by the rules: it follows"). Total 3.

# %% [markdown] lang="zh" twin="d3514b7b"
# 没有饼：缺一门1番。整手牌没有1、9和字牌：断幺2番。那么无字呢？这手牌确实没有字牌，但 mjlib 把它列为不计：这手牌的断幺已包含无字，按不重复原则不计。规则原文没有哪个条目列出这一条，所以 mjlib 注明“规则未列，可推知”。合计3番。

# %% tags=["check"]
expect(r, total=3, counted={"断幺": 2, "缺一门": 1}, only=True,
       not_counted={"无字": ("不重复", "断幺")})
assert next(e for e in r.excluded if e.fan.zh == "无字").source == "implied"

# %% [markdown]
# Change the claimed 444s into 111m and 断幺 goes; with it goes what struck 无字, so 无字 now
# counts. `mjlib.practice.breaks(fan, result)` says what keeps a fan out of a hand:

# %% [markdown] lang="zh" twin="c5fe09a4"
# 把碰出的444条换成111万，断幺就没有了；使无字不计的断幺一去，无字就计了。`mjlib.practice.breaks(fan, result)` 说明是什么使一个番种在这手牌里不成立：

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[111m2]234m678m55s56s7s")
print(r)
print()
print("断幺" + pick(": ", "：") + pick(*breaks("断幺", r)))

# %% tags=["check"]
expect(r, total=3, counted={"幺九刻": 1, "缺一门": 1, "无字": 1}, only=True, absent=["断幺"])

# %% [markdown]
# 断幺 is not the only fan that strikes 无字. In the rule text, 平和 All Chows lists it under
# 不计, and so do 清一色 Full Flush and several fans of the suits family (07 takes them one by
# one): the first hand of the waits section below, four chows and a pair, counts 平和, and
# mjlib strikes 无字 by 平和 there.

# %% [markdown] lang="zh" twin="aac73918"
# 使无字不计的不只是断幺。规则原文的平和条目把无字列为不计，清一色和花色组合系列的好几个番种也是如此（第07课逐一讲解）。下面讲听牌的一节，第一手牌是四副顺子加一对将，计平和，mjlib 在那里就因平和而不计无字。

# %% tags=["check"]
expect(mjlib.score("12m345p678p456s99s3m"), counted=["平和"], not_counted={"无字": ("不重复", "平和")})

# %% [markdown]
# ## 混一色 Half Flush and 全带幺 Outside Hand
#
# **混一色** (6): one suit of numbered tiles together with honors. **全带幺** (4): a 1, a 9 or an
# honor in every set and in the pair. A claimed chow of 789p, 123p, a pung of 东 and a pair
# each of 西 and 9p, won on a discarded 西. The player sits South in the South round, so 东
# and 西 are neither seat nor round wind.

# %% [markdown] lang="zh" twin="3ae7661b"
# ## 混一色（6番）和全带幺（4番）
#
# **混一色**（6番）：由一种花色的序数牌和字牌组成。**全带幺**（4番）：每副牌组和将牌里都有1、9或字牌。下面这手牌吃了一副789饼，另有123饼、一副东风刻，西风和9饼各一对，和别家打出的西风。这手牌是南风圈，和牌者坐南家，所以东、西既不是门风也不是圈风。

# %%
r = mjlib.score("[789p2]123pEEEWW99pW", seat_wind="S", prevalent_wind="S")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(walk(r))

# %% [markdown]
# No fan of 8 or more, so step 2 counts nothing. At step 3 the two wind pungs are 幺九刻 1 × 2,
# and 123p with 789p is 老少副 Two Terminal Chows 1. At step 4, dots and honors alone: 混一色 6,
# the biggest fan here, and it strikes 缺一门: a hand of dots and honors lacks the other two
# suits, so in this hand 混一色 already includes 缺一门 (no-repeat, implied). 123p, 789p, 东东东,
# 西西西 and 99p each hold a terminal or an honor: 全带幺 4. The hand waited on 9p or 西: no wait fan. Total 6 + 1 × 2 + 1 + 4 = 13.

# %% [markdown] lang="zh" twin="2e4c3a01"
# 这手牌没有8番及以上的番种，第2步不计番。第3步，两副风刻各计幺九刻1番，即1 × 2；123饼和789饼组成老少副，1番。第4步，只有饼和字牌：混一色6番，是这手牌番数最大的番种，它使缺一门不计：只由饼和字牌组成的牌，另外两种花色都没有，这手牌的混一色已包含缺一门，按不重复原则不计（规则未列，可推知）。123饼、789饼、东东东、西西西和99饼每一组都带1、9或字牌：全带幺4番。这手牌和牌前听9饼和西风两张，边张、坎张、单钓将都不成立。合计 6 + 1 × 2 + 1 + 4 = 13番。

# %% tags=["check"]
expect(r, total=13, counted={"混一色": 6, "全带幺": 4, "老少副": 1, "幺九刻": 2}, count={"幺九刻": 2},
       only=True, not_counted={"缺一门": ("不重复", "混一色")})
assert steps(r)[1].adds == () and steps(r)[3].adds[0].fan.zh == "混一色"
assert [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["9p", "W"]

# %% [markdown]
# One set without a terminal or an honor is enough to lose 全带幺, and one tile of a second
# suit to lose 混一色 (缺一门 then counts on its own):

# %% [markdown] lang="zh" twin="ad4ba536"
# 只要有一组牌不带1、9或字牌，全带幺就没有了；只要混进一张第二种花色的牌，混一色就没有了（这时缺一门单独计番）：

# %%
# NBVAL_CHECK_OUTPUT
for hand, fan in [("[789p2]456pEEEWW99pW", "全带幺"), ("[789p2]123pEEEWW99sW", "混一色")]:
    r = mjlib.score(hand, seat_wind="S", prevalent_wind="S")
    why = pick(f"no {fan}: {breaks(fan, r)[0]}", f"没有{fan}：{breaks(fan, r)[1]}")
    print(f"{hand:<22} {r.total:>3}  {why}")

# %% tags=["check"]
expect(mjlib.score("[789p2]456pEEEWW99pW", seat_wind="S", prevalent_wind="S"), total=9,
       counted=["混一色"], absent=["全带幺"])
expect(mjlib.score("[789p2]123pEEEWW99sW", seat_wind="S", prevalent_wind="S"), total=8,
       counted={"全带幺": 4, "缺一门": 1}, absent=["混一色"])

# %% [markdown]
# ## 幺九刻 Pung of Terminals or Honors
#
# **幺九刻** (1): a pung or kong of 1s, of 9s or of an honor. It counts once for each such pung,
# written value × count. The rule text's entries for 箭刻 Dragon Pung, 圈风刻 Prevalent Wind
# and 门风刻 Seat Wind list it under 不计. Here the player sits East in the South round: a
# claimed pung of 9s, and 东东东 and 北北北 drawn from the wall.

# %% [markdown] lang="zh" twin="2639c294"
# ## 幺九刻（1番）
#
# **幺九刻**（1番）：1、9序数牌或字牌组成的刻子（杠）。每有一副这样的刻子就计一次，写作“番数 × 次数”。规则原文的箭刻、圈风刻和门风刻条目都把它列为不计。下面这手牌是南风圈，和牌者坐东家：碰了一副9条，东东东和北北北都是从牌墙摸来的。

# %%
r = mjlib.score("[999s1]234mEEENNN5m5m", prevalent_wind="S")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# 东东东 is the seat wind: 门风刻 2, and mjlib strikes the 幺九刻 of that pung only. 999s and
# 北北北 are still 幺九刻 1 × 2. The two pungs drawn from the wall make 双暗刻 Two Concealed
# Pungs 2 (lesson 05a), and there are no dots: 缺一门 1. The hand waited on 2m or 5m: no wait
# fan. Total 2 + 2 + 1 × 2 + 1 = 7.

# %% [markdown] lang="zh" twin="f2084307"
# 东东东是门风的刻子：门风刻2番，mjlib 只把这一副刻子的幺九刻列为不计。999条和北北北仍各计幺九刻，即1 × 2。两副从牌墙摸来的刻子组成双暗刻，2番（第05a课）；没有饼：缺一门1番。这手牌听2万和5万两张，边张、坎张、单钓将都不成立。合计 2 + 2 + 1 × 2 + 1 = 7番。

# %% tags=["check"]
expect(r, total=7, counted={"门风刻": 2, "双暗刻": 2, "幺九刻": 2, "缺一门": 1}, only=True,
       count={"幺九刻": 2}, not_counted={"幺九刻": ("不重复", "门风刻")})
struck = next(e for e in r.excluded if e.fan.zh == "幺九刻")
assert struck.count == 1 and [str(g) for g in struck.sets] == ["EEE"]
assert [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["2m", "5m"]

# %% [markdown]
# ## 门前清 Concealed Hand, 自摸 Self-Drawn and 不求人 Fully Concealed Hand
#
# Three fans about how the hand was won. **门前清** (2): nothing claimed (a concealed kong is
# fine) and a win on a discard. **自摸** (1): a win on a tile the player drew. **不求人** (4):
# nothing claimed and a drawn winning tile. One hand, won three ways:

# %% [markdown] lang="zh" twin="528e6a77"
# ## 门前清（2番）、自摸（1番）和不求人（4番）
#
# 这三个番种看怎样和牌。**门前清**（2番）：没有吃、碰、明杠（暗杠不影响），和别家打出的牌。**自摸**（1番）：和自己摸到的牌。**不求人**（4番）：没有吃、碰、明杠，自摸和牌。同一手牌，三种和法：

# %%
# NBVAL_CHECK_OUTPUT
ways = [("234m678p345s999s5s5s", {}, pick("nothing claimed, a discard", "未副露，点和")),
        ("234m678p345s999s5s5s", {"self_drawn": True},
         pick("nothing claimed, drawn", "未副露，自摸")),
        ("[234m1]678p345s999s5s5s", {"self_drawn": True},
         pick("234m claimed, drawn", "吃234万，自摸"))]
for hand, flags, words in ways:
    r = mjlib.score(hand, **flags)
    counted = ", ".join(f"{c.fan.zh} {c.worth}" for c in r.fans)
    struck = ", ".join(pick(f"{e.fan.zh} by {e.by.zh}", f"{e.fan.zh}（因{e.by.zh}）")
                       for e in r.excluded) or pick("nothing", "无")
    print(f"{words:<28} {r.total:>2}  {counted}  | {pick('struck: ', '不计：')}{struck}")

# %% [markdown]
# Won on a discard with nothing claimed: 门前清. Drawn with nothing claimed: 不求人, and mjlib
# strikes 自摸, which in this hand 不求人 already includes (no-repeat, implied). 门前清 is not
# struck there: it is simply absent, since it asks for a discard. Drawn after a claimed chow:
# 自摸 alone. 幺九刻 (999s) and 无字 stay the same in all three.

# %% [markdown] lang="zh" twin="1b0570aa"
# 没有副露、和别家打出的牌：门前清。没有副露、自摸：不求人，mjlib 把自摸列为不计，因为这手牌的不求人已包含自摸（不重复原则，规则未列，可推知）。这时门前清并不是被“不计”，而是根本不成立，因为它要求和别家打出的牌。吃过234万后自摸：只有自摸。幺九刻（999条）和无字三种和法都一样。

# %% tags=["check"]
expect(mjlib.score("234m678p345s999s5s5s"), total=4, counted={"门前清": 2, "幺九刻": 1, "无字": 1},
       only=True)
expect(mjlib.score("234m678p345s999s5s5s", self_drawn=True), total=6,
       counted={"不求人": 4, "幺九刻": 1, "无字": 1}, only=True,
       not_counted={"自摸": ("不重复", "不求人")}, absent=["门前清"])
expect(mjlib.score("[234m1]678p345s999s5s5s", self_drawn=True), total=3,
       counted={"自摸": 1, "幺九刻": 1, "无字": 1}, only=True, absent=["不求人", "门前清"])

# %% [markdown]
# The two presets of lesson 02 part ways here on some special hands: a self-drawn 七对 Seven
# Pairs adds 不求人 by its entry in the rule text, where the common-practice preset counts 自摸
# (lesson 06).
#
# ## 边张 Edge Wait, 坎张 Closed Wait and 单钓将 Single Wait
#
# Three fans about the wait, 1 each, by their entries in the rule text: **边张**, the 3 that
# completes 12 or the 7 that completes 89; **坎张**, the middle tile of a chow; **单钓将**, the
# tile that pairs a single tile. Each needs the winning tile to be the only tile the hand
# could use. Six hands one tile short, their waits, and the wait fan once the tile comes:

# %% [markdown] lang="zh" twin="eecfbade"
# 第02课的两种计法在这里的一些特殊牌型上有分歧：七对自摸和牌时，按规则原文七对条目加计不求人，而通行计法（`common-practice`）计自摸（第06课）。
#
# ## 边张、坎张和单钓将（各1番）
#
# 这三个番种看听牌（下称听牌番种），按规则原文各自的条目，各计1番：**边张**，12听3或89听7；**坎张**，听顺子中间的那张；**单钓将**，听与单张配成将的那张。三者都要求和张是这手牌唯一能和的牌。下面六手牌都差一张就和，列出各自听哪几张，以及和牌后计哪个听牌番种：

# %%
# NBVAL_CHECK_OUTPUT
waiting = [("12m345p678p456s99s", "3m"), ("46m345p678p456s99s", "5m"),
           ("123m345p678p456s9s", "9s"), ("4556m345p678p999s", "5m"),
           ("3456m345p678p999s", "3m"), ("45m345p678p456s99s", "6m")]
for hand, tile in waiting:
    waits = " ".join(str(t) for t in mjlib.waits(hand))
    r = mjlib.score(hand + tile)
    fan = [pick(f"{c.fan.zh} {c.fan.en}", c.fan.zh) for c in r.fans if c.fan.zh in WAIT_FANS]
    fan = fan[0] if fan else pick("no wait fan", "听牌番种不成立")
    print(pick(f"{hand:<20} waits on {waits:<6} + {tile}: {fan}",
               f"{hand:<20} 听 {waits:<6} 和{tile}：{fan}"))

# %% [markdown]
# The first three wait on one tile each: 边张, 坎张, 单钓将. The fourth, 4556m won on 5m, is the
# rule text's own example: its entry for 坎张 counts it as 坎张, and its entry for 单钓将 says it
# is not 单钓将. The last two could also have used another tile (3m or 6m), so no wait fan
# counts: 3456m won on 3m is one of the counter-examples in the entry for 单钓将. That a hand
# gets at most one of the three is read from the entries' own wording: the fourth hand is 坎张
# by one entry and expressly not 单钓将 by another, and the entry for 边张 counts 1233m won on 3m
# as 边张 without a word of the pair it also makes. No sentence says it in general (R24 below).
#
# Some bigger fans list 单钓将 under 不计, 全求人 Melded Hand and 七对 Seven Pairs among them:
# the next table names them all.

# %% [markdown] lang="zh" twin="989b195d"
# 前三手各只听一张：边张、坎张、单钓将。第四手，4556万和5万，正是规则原文的例子：坎张条目把它算作坎张，单钓将条目说它不算单钓将。最后两手还能和另一张（3万或6万），所以听牌番种一个也不成立：3456万和3万是单钓将条目所举的反例之一。一手牌至多计其中一个，依据是条目本身的文字：第四手按坎张条目计坎张，单钓将条目又明言它不计单钓将；边张条目把1233万和3万计为边张，对这张3万同时组成的将牌只字未提。条文没有概括地这样规定（见下文 R24）。
#
# 有些大番种把单钓将列为不计，其中有全求人和七对：下一节的表把它们全部列出。

# %% tags=["check"]
for hand, tile in waiting:
    r = mjlib.score(hand + tile)
    fans = [c.fan.zh for c in r.fans if c.fan.zh in WAIT_FANS]
    assert len(fans) == (1 if len(mjlib.waits(hand)) == 1 else 0), hand
assert [[c.fan.zh for c in mjlib.score(h + t).fans if c.fan.zh in WAIT_FANS] for h, t in waiting] \
    == [["边张"], ["坎张"], ["单钓将"], ["坎张"], [], []]
assert [str(t) for t in mjlib.waits("3456m345p678p999s")] == ["3m", "6m"]
edge = mjlib.score("[456p1][789s1][EEE1]1233m3m")  # R24's hand: the 3m also makes the pair 33m
assert [c.fan.zh for c in edge.fans if c.fan.zh in WAIT_FANS] == ["边张"]

# %% [markdown]
# ## What leaves them out
#
# When a bigger fan counts, the rule text's 不计 lists (and what follows from them) strike some
# everyday fans. The rows of mjlib's table under the green-book preset, for each of the twelve:
# what it strikes, and which fans strike it.

# %% [markdown] lang="zh" twin="8a1ca4e0"
# ## 哪些番种使它们不计
#
# 计了更大的番种时，规则原文的不计列表（以及由它推知的关系）会使一些常见小番不计。下面按规则原文计法（`green-book`）列出 mjlib 不计关系表中的相应各行：十二个番种各自使哪些番种不计，又被哪些番种不计。

# %%
# NBVAL_CHECK_OUTPUT
from mjlib import exclusions
from mjlib.fans import BY_ID

rows = [row for rs in exclusions.rows_for(mjlib.GREEN_BOOK).values() for row in rs
        if row.via is None]
for fan in EVERYDAY:
    strikes = sorted({BY_ID[row.removes].zh for row in rows if row.by == fan.id})
    struck_by = list(dict.fromkeys(BY_ID[row.by].zh for row in rows if row.removes == fan.id))
    print(pick(f"{fan.zh}: strikes {' '.join(strikes) or 'nothing'}; struck by "
               f"{' '.join(struck_by) or 'nothing'}",
               f"{fan.zh}：它不计 {'、'.join(strikes) or '—'}；"
               f"不计它的 {'、'.join(struck_by) or '—'}"))

# %% [markdown]
# Of the twelve, only 断幺, 不求人 and 混一色 strike another everyday fan (无字, 自摸, 缺一门); the
# wait fans strike nothing and, under this preset, nothing strikes 边张, 坎张 or 不求人.

# %% [markdown] lang="zh" twin="67615698"
# 十二个番种里，只有断幺、不求人和混一色使另一个常见小番不计（依次是无字、自摸、缺一门）；三个听牌番种不使任何番种不计，而在这种计法下，也没有番种使边张、坎张或不求人不计。

# %% tags=["check"]
strikers = {fan.zh: sorted({BY_ID[row.removes].zh for row in rows if row.by == fan.id})
            for fan in EVERYDAY}
assert {k: v for k, v in strikers.items() if v} == {"断幺": ["无字"], "不求人": ["自摸"],
                                                     "混一色": ["缺一门"]}
assert not [row for row in rows if BY_ID[row.removes].zh in ("边张", "坎张", "不求人")]

# %% [markdown]
# ## Where the family lessons go deeper
#
# Each everyday fan belongs to a family, and its family lesson takes it further: more
# examples, the fans around it, what the two presets do.
#
# - the suits, lesson 07: [断幺 All Simples](07-score-suit-fans.ipynb#断幺-All-Simples-(2)),
#   [缺一门 One Voided Suit](07-score-suit-fans.ipynb#缺一门-One-Voided-Suit-(1)),
#   [无字 No Honors](07-score-suit-fans.ipynb#无字-No-Honors-(1)),
#   [混一色 Half Flush](07-score-suit-fans.ipynb#混一色-Half-Flush-(6));
# - the outside hands, lesson 08:
#   [全带幺 Outside Hand](08-score-outside-fans.ipynb#全带幺-Outside-Hand-(4));
# - the pungs, lesson 05a:
#   [幺九刻 Pung of Terminals or Honors](05a-score-pung-fans.ipynb#碰碰和-All-Pungs-(6),-双同刻-Double-Pung-(2)-and-幺九刻-Pung-of-Terminals-or-Honors-(1));
# - how the hand was won, lessons 10a to 10c:
#   [门前清 Concealed Hand](10a-score-how-the-tile-came.ipynb#门前清-Concealed-Hand-(2)),
#   [自摸 Self-Drawn](10a-score-how-the-tile-came.ipynb#自摸-Self-Drawn-(1)),
#   [不求人 Fully Concealed Hand](10a-score-how-the-tile-came.ipynb#不求人-Fully-Concealed-Hand-(4)),
#   [边张 Edge Wait](10c-score-the-waits.ipynb#边张-Edge-Wait-(1)),
#   [坎张 Closed Wait](10c-score-the-waits.ipynb#坎张-Closed-Wait-(1)),
#   [单钓将 Single Wait](10c-score-the-waits.ipynb#单钓将-Single-Wait-(1)); lesson 10b has
#   the two fans of the table above that strike 自摸 when the drawn tile is a kong's
#   replacement or the wall's last:
#   [杠上开花 Out with Replacement Tile](10b-score-kongs-and-last-tiles.ipynb#杠上开花-Out-with-Replacement-Tile-(8))
#   and [妙手回春 Last Tile Draw](10b-score-kongs-and-last-tiles.ipynb#妙手回春-Last-Tile-Draw-(8)).

# %% [markdown] lang="zh" twin="701f0c1b"
# ## 各系列的课怎样进一步讲
#
# 每个常见小番都属于某个番种系列，该系列的课会进一步讲它：更多例题，相关的番种，两种计法各怎样计。
#
# - 花色组合系列，第07课：[断幺](07-score-suit-fans.ipynb#断幺（2番）)、[缺一门](07-score-suit-fans.ipynb#缺一门（1番）)、[无字](07-score-suit-fans.ipynb#无字（1番）)、[混一色](07-score-suit-fans.ipynb#混一色（6番）)；
# - 全带系列，第08课：[全带幺](08-score-outside-fans.ipynb#全带幺（4番）)；
# - 刻系列，第05a课：[幺九刻](05a-score-pung-fans.ipynb#碰碰和（6番）、双同刻（2番）和幺九刻（1番）)；
# - 和牌方式系列，第10a至10c课：[门前清](10a-score-how-the-tile-came.ipynb#门前清（2番）)、[自摸](10a-score-how-the-tile-came.ipynb#自摸（1番）)、[不求人](10a-score-how-the-tile-came.ipynb#不求人（4番）)、[边张](10c-score-the-waits.ipynb#边张（1番）)、[坎张](10c-score-the-waits.ipynb#坎张（1番）)、[单钓将](10c-score-the-waits.ipynb#单钓将（1番）)；第10b课讲上表中另外两个使自摸不计的番种，即摸到的是杠后补牌或牌墙最后一张的情形：[杠上开花](10b-score-kongs-and-last-tiles.ipynb#杠上开花（8番）)和[妙手回春](10b-score-kongs-and-last-tiles.ipynb#妙手回春（8番）)。

# %% tags=["check"]
links = {
    "断幺": "07-score-suit-fans.ipynb#断幺-All-Simples-(2)",
    "缺一门": "07-score-suit-fans.ipynb#缺一门-One-Voided-Suit-(1)",
    "无字": "07-score-suit-fans.ipynb#无字-No-Honors-(1)",
    "混一色": "07-score-suit-fans.ipynb#混一色-Half-Flush-(6)",
    "全带幺": "08-score-outside-fans.ipynb#全带幺-Outside-Hand-(4)",
    "幺九刻": "05a-score-pung-fans.ipynb#碰碰和-All-Pungs-(6),-双同刻-Double-Pung-(2)-and-"
             "幺九刻-Pung-of-Terminals-or-Honors-(1)",
    "门前清": "10a-score-how-the-tile-came.ipynb#门前清-Concealed-Hand-(2)",
    "自摸": "10a-score-how-the-tile-came.ipynb#自摸-Self-Drawn-(1)",
    "不求人": "10a-score-how-the-tile-came.ipynb#不求人-Fully-Concealed-Hand-(4)",
    "边张": "10c-score-the-waits.ipynb#边张-Edge-Wait-(1)",
    "坎张": "10c-score-the-waits.ipynb#坎张-Closed-Wait-(1)",
    "单钓将": "10c-score-the-waits.ipynb#单钓将-Single-Wait-(1)",
}
assert links == {f.zh: section(f).link for f in EVERYDAY}
assert {zh: section(BY_ZH[zh]).link for zh in ("杠上开花", "妙手回春")} == {
    "杠上开花": "10b-score-kongs-and-last-tiles.ipynb#杠上开花-Out-with-Replacement-Tile-(8)",
    "妙手回春": "10b-score-kongs-and-last-tiles.ipynb#妙手回春-Last-Tile-Draw-(8)"}
assert {BY_ID[row.by].zh for row in rows if BY_ID[row.removes].zh == "自摸"} == {"杠上开花", "妙手回春",
                                                                             "不求人"}

# %% [markdown]
# ## Open questions
#
# Two questions of this lesson are not settled by the rule texts: whether a hand may count
# more than one wait fan, and whether a tile whose four copies are all in your own hand is
# still a wait. Each with its sources and what the presets do:

# %% [markdown] lang="zh" twin="20385caa"
# ## 未决问题
#
# 本课有两个问题规则原文没有定论：一手牌能否同时计不止一个听牌番种；四张都在自己手里的牌，是否仍算听的牌。下面分别列出出处和两种计法的做法：

# %%
# NBVAL_CHECK_OUTPUT
mjlib.course.rulings.show("R24", "R13")

# %% [markdown]
# ## On your own
#
# Walk the scoring checklist on each hand before you tick anything: 1 read the hand; 2 the
# biggest fan of 8 or more, if any, and what it strikes; 3 the sets, alone and together; 4 the whole hand; 5 how it
# was won, and the wait; 6 the total without flowers against 8; 7 the flowers. Tick every fan
# that counts, not only the everyday ones, with its count where it counts more than once.
# **Check** heads each mistake with its step.
#
# **1.** Won on a discarded 5s.

# %% [markdown] lang="zh" twin="449eee0e"
# ## 练习
#
# 勾选之前，每手牌先按算番步骤走一遍：1 看拆法；2 定主番：8番及以上番数最高的番种（若有），看它使哪些番种不计；3 数牌组，先单副、再几副合看；4 看全手；5 看和法，包括听牌；6 够起和，拿不算花牌的合计与8番比较；7 加花牌。勾选每一个成立的番种，不只是常见小番，能计多次的写明次数。按**核对**后，每个错误前面都标出它属于哪一步。
#
# **1.** 和别家打出的5条。

# %% tags=["exercise"]
Exercise("234m567m33s678s46s5s", lesson=LESSON, focus="whole")

# %% tags=["check"]
# 1 four chows and a pair. 2 门前清 2, the first of the 2s in the rule text's order (nothing
# claimed, a discard). 3 平和 2, whose entry strikes 无字; 234m with 567m: 连六 1. 4 no
# terminal or honor: 断幺 2; no dots: 缺一门 1. 5 46s could only use the 5s: 坎张 1. 6 total
# 9: it may win.
r = mjlib.score("234m567m33s678s46s5s")
expect(r, total=9, counted={"门前清": 2, "平和": 2, "断幺": 2, "连六": 1, "缺一门": 1, "坎张": 1},
       only=True, not_counted={"无字": ("不重复", "平和")})
assert [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["5s"]

# %% [markdown]
# **2.** Two sets claimed; the player drew the winning 西 from the wall.

# %% [markdown] lang="zh" twin="30846dec"
# **2.** 副露两组；自摸西风和牌。

# %% tags=["exercise"]
Exercise("[123m1][NNN2]789mSSSWW", self_drawn=True, lesson=LESSON,
         focus="won")

# %% tags=["check"]
# 2 混一色 6, striking 缺一门. 3 北北北 and 南南南 (neither seat nor round wind): 幺九刻 1 × 2;
# 123m with 789m: 老少副 1. 4 every set and the pair hold a terminal or an honor: 全带幺 4.
# 5 only the 西 completed the hand: 单钓将 1; drawn: 自摸 1 (claimed sets: no 不求人). 15.
r = mjlib.score("[123m1][NNN2]789mSSSWW", self_drawn=True)
expect(r, total=15, counted={"混一色": 6, "全带幺": 4, "老少副": 1, "幺九刻": 2, "单钓将": 1,
                             "自摸": 1}, count={"幺九刻": 2}, only=True,
       not_counted={"缺一门": ("不重复", "混一色")}, absent=["不求人"])
assert [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["W"]

# %% [markdown]
# **3.** Nothing claimed; the player drew the winning 3m from the wall.

# %% [markdown] lang="zh" twin="c7d1ba6d"
# **3.** 没有副露；自摸3万和牌。

# %% tags=["exercise"]
Exercise("12m999s456p678p55p3m", self_drawn=True, ask_total=True, lesson=LESSON,
         focus="won")

# %% tags=["check"]
# 2 no fan of 8 or more. 3 999s: 幺九刻 1. 4 terminals but no honor: 无字 1 (no 断幺, all three
# suits). 5 nothing claimed and drawn: 不求人 4, striking 自摸; no 门前清 (it asks for a
# discard); 12m could only use the 3m: 边张 1. 6 total 7: short of 8, it may not be declared.
r = mjlib.score("12m999s456p678p55p3m", self_drawn=True)
expect(r, total=7, counted={"不求人": 4, "幺九刻": 1, "无字": 1, "边张": 1}, only=True,
       not_counted={"自摸": ("不重复", "不求人")}, absent=["门前清", "缺一门", "断幺"])
assert not r.meets_minimum and [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["3m"]

# %% [markdown]
# **4.** Won on a discarded 6p; two flowers were drawn during the hand.

# %% [markdown] lang="zh" twin="81fed28a"
# **4.** 和别家打出的6饼；这一盘摸到两张花牌。

# %% tags=["exercise"]
Exercise("[SSS1]3456p789pWWW6p", flowers=2, ask_total=True, lesson=LESSON,
         focus="won")

# %% tags=["check"]
# 2 no fan of 8 or more. 3 南南南 and 西西西 (neither seat nor round wind): 幺九刻 1 × 2.
# 4 混一色 6, striking 缺一门; 345p holds no terminal: no 全带幺. 5 the hand waited on 3p, 6p and 9p: no wait fan (the
# entry for 单钓将 gives 3456 won on 3 or 6 as not 单钓将). 6 8 without flowers: it may win.
# 7 two flowers: 10.
r = mjlib.score("[SSS1]3456p789pWWW6p", flowers=2)
expect(r, total=10, counted={"混一色": 6, "幺九刻": 2, "花牌": 2}, count={"幺九刻": 2}, only=True,
       not_counted={"缺一门": ("不重复", "混一色")}, absent=["单钓将", "全带幺"])
assert r.total_without_flowers == 8 and r.meets_minimum
assert [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["3p", "6p", "9p"]

# %% [markdown]
# **5.** Won on a discarded 3s.

# %% [markdown] lang="zh" twin="24b481d8"
# **5.** 和别家打出的3条。

# %% tags=["exercise"]
Exercise("[CCC1]111p789p99s12s3s", lesson=LESSON,
         focus="sets")

# %% tags=["check"]
# 2 no fan of 8 or more. 3 the 中 pung: 箭刻 2, striking its own 幺九刻; 111p: 幺九刻 1, once.
# 4 every set and the pair hold a terminal or an honor: 全带幺 4; no characters: 缺一门 1.
# 5 12s could only use the 3s: 边张 1. 6 total 9.
r = mjlib.score("[CCC1]111p789p99s12s3s")
expect(r, total=9, counted={"全带幺": 4, "箭刻": 2, "幺九刻": 1, "缺一门": 1, "边张": 1},
       count={"幺九刻": 1}, only=True, not_counted={"幺九刻": ("不重复", "箭刻")})
assert [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["3s"]

# %% [markdown]
# **6.** The player drew the winning 7s from the wall.

# %% [markdown] lang="zh" twin="4f3a54f1"
# **6.** 自摸7条和牌。

# %% tags=["exercise"]
Exercise("999m234p678p345s7s7s", self_drawn=True, lesson=LESSON, focus="won")

# %% tags=["check"]
# 2 no fan of 8 or more. 3 the 999m pung: 幺九刻 1. 4 no honor: 无字 1. 5 nothing was claimed
# and the tile was drawn: 不求人 4, striking 自摸 (and 门前清); only the 7s completed the hand:
# 单钓将 1. 7.
r = mjlib.score("999m234p678p345s7s7s", self_drawn=True)
expect(r, total=7, counted={"不求人": 4, "幺九刻": 1, "无字": 1, "单钓将": 1},
       only=True, not_counted={"自摸": ("不重复", "不求人")})
assert [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["7s"]

# %% [markdown]
# ## Drill
#
# Ten dealt hands, each dealt for one of the everyday fans, the same ten for everyone with
# this seed. Walk the checklist on each, tick every fan that counts, then **Check** and
# **Next**. At level 1 the form asks about the everyday fans only; at level 3 it asks for the
# total too.

# %% [markdown] lang="zh" twin="28b6ca1f"
# ## 随堂练习
#
# 发十手牌，每手都是为某一个常见小番发的；用这个种子的人拿到的都是同样的十手。每手按算番步骤走一遍，勾选每一个成立的番种，再按**核对**和**下一手**。级别1只问常见小番；级别3还要写出合计。

# %% tags=["exercise"]
Drill("everyday", seed=22, lesson=LESSON)

# %% tags=["check"]
# the ten hands of this seed count only fans taught by this lesson, and nine of the twelve
# everyday fans at least once
from mjlib.course import taught_by
from mjlib.practice import DrillModel

drill, seen = DrillModel("everyday", seed=22, lesson=LESSON), set()
while True:
    fans = {c.fan for c in drill.exercise.result.fans} - {mjlib.fans.BY_ZH["花牌"]}
    assert fans <= taught_by(LESSON), drill.hand
    seen |= fans
    if not drill.next():
        break
assert len(set(EVERYDAY) & seen) == 9

# %% [markdown]
# ## Where to go next
#
# - Back: `02-apply-the-counting-principles.ipynb`, the checklist and the five principles.
# - Next: `03-score-honor-fans.ipynb`, the first family: wind and dragon pungs. Every family
#   lesson's exercises ask about the everyday fans too, first on the form.
# - Any hand of your own, with its waits and the score of each winning tile: `12-sandbox.ipynb`.

# %% [markdown] lang="zh" twin="3c81f98b"
# ## 下一步
#
# - 回顾：`02-apply-the-counting-principles.ipynb`，算番步骤与五条计番原则。
# - 下一课：`03-score-honor-fans.ipynb`，第一个番种系列：风刻与箭刻。每个系列课的练习也都问常见小番，排在答题表的最前面。
# - 自己的任意一手牌，看它听哪几张、和每一张各几番：`12-sandbox.ipynb`。

# %% [markdown] tags=["further-reading"]
# - **This lesson's entries in the rule text**: 断幺, 缺一门, 无字, 门前清, 自摸, 不求人, 幺九刻,
#   边张, 坎张, 单钓将 (each with its examples and counter-examples), 混一色 and 全带幺; and the
#   entries that list some of them under 不计: 平和, 清一色, 箭刻, 圈风刻, 门风刻, 全求人, 七对.

# %% [markdown] lang="zh" twin="28d84616"
# - **本课涉及的规则原文条目**：断幺、缺一门、无字、门前清、自摸、不求人、幺九刻、边张、坎张、单钓将（各附例子与反例）、混一色和全带幺；以及把其中某些番种列为不计的条目：平和、清一色、箭刻、圈风刻、门风刻、全求人、七对。
