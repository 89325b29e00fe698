# %% [markdown]
# # Score the special fans: 九莲宝灯, the chicken hand and flowers
#
# The last family (特殊系列) gathers three fans that fit nowhere else: 九莲宝灯 Nine Gates (88),
# a concealed hand of one suit that waits on all nine of its tiles; 无番和 Chicken Hand (8), which
# pays a hand for having no fan; and 花牌 Flower Tiles, 1 fan per flower, which never helps a
# hand reach the minimum.
#
# **What you'll do**
#
# - score 九莲宝灯 on each of its nine winning tiles, under both rule presets;
# - take a hand with no fan at all, and see what 无番和 gives it and what takes it away;
# - add flowers to hands and compare `total`, `total_without_flowers` and `meets_minimum`.
#
# **What you'll learn**
#
# - exactly what counts as 九莲宝灯 (and the look-alikes that do not), and what it removes;
# - why the extras beside 九莲宝灯 depend on the winning tile, and where the presets differ;
# - that the chicken hand needs *no* other fan, not even one worth 1;
# - that flowers are added last and never count toward the 8-fan minimum;
# - the two questions about 九莲宝灯 that the texts leave open.
#
# **What you'll need**
#
# - The 8-fan minimum and the notation (`01-read-tiles-and-hands.ipynb`); no-repeat 不重复 and
#   high-versus-low 就高不就低 (`02-apply-the-counting-principles.ipynb`).
# - It helps to have met the pung fans (`05a-score-pung-fans.ipynb`) and 自摸 / 不求人
#   (`10a-score-how-the-tile-came.ipynb`).

# %% [markdown] lang="zh" twin="7c68c302"
# # 特殊系列：九莲宝灯、无番和与花牌
#
# 特殊系列是最后一个系列，收的是三个不属于其他系列的番种：九莲宝灯（88番），一种花色、不吃不碰、听这种花色全部九种牌的手牌；无番和（8番），和牌后数不出任何番种时计给这手牌的番；以及花牌，每张1番，从来不能帮一手牌达到起和番。
#
# **本课内容**
#
# - 为九莲宝灯的九种和张逐一计番，两种计法都算；
# - 取一手一个番种也没有的牌，看无番和给它什么，又是什么让它失去无番和；
# - 给手牌加上花牌，比较 `total`、`total_without_flowers` 和 `meets_minimum`。
#
# **学习目标**
#
# - 怎样才算九莲宝灯（以及哪些形似的牌不算），九莲宝灯不计哪些番种；
# - 九莲宝灯之外另计的番种为什么随和张而变，两种计法在哪里不同；
# - 无番和要求**没有**任何其他番种，1番的也不行；
# - 花牌最后才加，永远不计入起和番；
# - 规则对九莲宝灯没有定论的两个问题。
#
# **准备**
#
# - 起和番和记牌法（`01-read-tiles-and-hands.ipynb`）；不重复原则和就高不就低原则（`02-apply-the-counting-principles.ipynb`）。
# - 最好已经学过刻子类番种（`05a-score-pung-fans.ipynb`）以及自摸、不求人（`10a-score-how-the-tile-came.ipynb`）。

# %% tags=["setup"]
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.fans import BY_ID
from mjlib.render import draw_family_map, draw_hand, draw_result
from mjlib.exclusions import family_rows
from mjlib import compare_presets
from mjlib.vocabulary import pick
from mjlib.widgets import Drill, Exercise, HandBuilder

LESSON = "11-score-special-fans"

# %% [markdown]
# ## 九莲宝灯 Nine Gates (88)
#
# The rule text's entry for 九莲宝灯: thirteen tiles of one suit standing in the hand, exactly
# 1112345678999, nothing claimed. That hand waits on every tile of its suit, the "nine gates":

# %% [markdown] lang="zh" twin="b95f4c65"
# ## 九莲宝灯（88番）
#
# 规则原文的九莲宝灯条目：手中立着同一种花色的十三张牌，恰好是1112345678999，不吃、不碰、不杠。这样的手牌听这种花色的每一张，“九莲”由此得名：

# %%
draw_hand("1112345678999m")

# %%
# NBVAL_CHECK_OUTPUT
print(pick("waits on:", "听："), *mjlib.waits("1112345678999m"))

# %% [markdown]
# Whichever of the nine arrives, the hand is 九莲宝灯. Here it is won on a discarded 5m. What
# 九莲宝灯 removes, all by no-repeat 不重复 (the rule text lists what is not counted without
# naming a principle: the classification is the course's):
#
# - 清一色 Full Flush, 门前清 Concealed Hand and 幺九刻 Pung of Terminals or Honors, the three
#   fans the rule text's entry lists (the basics text names 清一色 alone: open question R22,
#   below). This hand is of one suit, concealed, and holds 111m and 999m;
# - 无字 No Honors and 缺一门 One Voided Suit: no text lists them beside 九莲宝灯; this one-suit
#   hand has both, and `mjlib` strikes them as following from it ("not listed by the rules: it
#   follows").
#
# What stays is whatever the fourteen tiles make *besides* the nine-gates shape. With 5m the
# hand reads 111m 234m 678m 999m and the pair 55m, and the two concealed pungs 111m and 999m
# still count as 双暗刻 Two Concealed Pungs (2): 88 + 2 = 90.

# %% [markdown] lang="zh" twin="9669aa8f"
# 九种牌无论来哪一张，都是九莲宝灯。这里和的是别人打出的5万。九莲宝灯不计的番种，全都按不重复原则不计（规则原文只列出不计哪些番种，没有说依据哪条原则：这里的归类是本课程的）：
#
# - 清一色、门前清和幺九刻，规则原文条目列出的三个番种（基本规则只列了清一色：未决问题 R22，见下文）。这手牌是一种花色、门前清，并有111万和999万；
# - 无字和缺一门：没有哪份规则在九莲宝灯旁列出它们；这手一色牌两者都有，`mjlib` 把它们作为必然推知的番种不计（“规则未列，可推知”）。
#
# 除九莲宝灯的牌型之外，十四张牌**另外**组成的番种照计。和5万时，这手牌拆成111万、234万、678万、999万和将牌55万，两副暗刻111万和999万仍计双暗刻（2番）：88 + 2 = 90番。

# %%
r = mjlib.score("1112345678999m5m")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=90, counted={"九莲宝灯": 88, "双暗刻": 2}, only=True,
       not_counted={name: ("不重复", "九莲宝灯") for name in ("清一色", "门前清", "幺九刻", "无字", "缺一门")})
assert [str(g) for g in r.reading.groups] == ["111m", "234m", "678m", "999m", "55m"]
source = {e.fan.zh: e.source for e in r.excluded}
assert source == {"清一色": "seed", "门前清": "seed", "幺九刻": "seed",
                  "无字": "implied", "缺一门": "implied"}, source

# %% [markdown]
# ### The extras depend on the winning tile
#
# Each winning tile regroups the fourteen tiles differently, so the fans beside 九莲宝灯 change
# with it. Here are all nine, under the green book and under common practice:

# %% [markdown] lang="zh" twin="7d45dc74"
# ### 另计的番种随和张而变
#
# 和张不同，十四张牌的拆法就不同，九莲宝灯之外另计的番种也随之变化。下面是全部九种和张，分别按规则原文和通行计法计算：

# %%
# NBVAL_CHECK_OUTPUT
for n in range(1, 10):
    hand = f"1112345678999m{n}m"
    g = mjlib.score(hand)
    c = mjlib.score(hand, rules="common-practice")
    extras = ", ".join(f"{x.fan.zh} {x.worth}" for x in g.fans if x.fan.zh != "九莲宝灯")
    print(pick(f"{n}m   green book {g.total:>3}   common practice {c.total:>3}   extras: {extras}",
               f"{n}m   规则原文 {g.total:>3}   通行计法 {c.total:>3}   另计：{extras}"))

# %% [markdown]
# Reading the table:
#
# - **1m or 9m** make 123 456 789, a 清龙 Pure Straight (16), and leave four of the winning tile
#   outside a kong, 四归一 Tile Hog (2): 106 under both presets.
# - **2m, 5m, 8m** leave 111 and 999 as concealed pungs: 双暗刻 (2); 2m and 8m add a 连六.
# - **3m, 4m, 6m, 7m** give 连六 Short Straight (1) only.
#
# The presets part by one fan on 2m, 5m and 8m, the three tiles that leave two terminal
# pungs standing: switch 2, in "In practice" below.

# %% [markdown] lang="zh" twin="4a12207c"
# 怎样读这张表：
#
# - **1万或9万** 组成123、456、789，即清龙（16番），并且和张那种牌有四张而没有开杠，计四归一（2番）：两种计法都是106番。
# - **2万、5万、8万** 使111和999成为暗刻：双暗刻（2番）；2万和8万另加连六。
# - **3万、4万、6万、7万** 只另计连六（1番）。
#
# 在2万、5万和8万上，两种计法相差1番，这三张正是留下两副幺九刻的和张：见下文“实用须知”一节中的第2处区别。

# %% tags=["check"]
for n in range(1, 10):
    hand = f"1112345678999m{n}m"
    g, c = mjlib.score(hand), mjlib.score(hand, rules="common-practice")
    extras = ({"清龙": 16, "四归一": 2} if n in (1, 9) else {"双暗刻": 2, "连六": 1} if n in (2, 8)
              else {"双暗刻": 2} if n == 5 else {"连六": 1})
    expect(g, counted={"九莲宝灯": 88, **extras}, only=True)
    pungs = [x for x in g.reading.groups if x.is_pung]  # 111m and/or 999m
    assert len(pungs) == (2 if n in (2, 5, 8) else 1), (n, pungs)
    assert c.total - g.total == (1 if n in (2, 5, 8) else 0), n
    assert n not in (1, 9) or g.total == c.total == 106

# %% [markdown]
# ### Look-alikes that are not 九莲宝灯
#
# **The shape must stand before the win**: the rule text's entry describes the waiting hand.
# The first hand below holds the same fourteen tiles as 1112345678999m plus 2m, but its winning
# tile was a 9m: before it, the hand held 1112234567899m, which waits on two tiles, not nine.
# Neither preset counts 九莲宝灯: it is a 清一色 hand, 清一色 24 + 门前清 2 + 连六 1 + 幺九刻
# 1 × 2 = 29. The basics text says such a hand is usually not counted, though some places count
# it: open question R21, below.
#
# **Nothing may be claimed** (the same entry). In the second, the 111m pung was claimed: the
# tiles make 清一色 24 + 幺九刻 1 × 2 = 26.

# %% [markdown] lang="zh" twin="27cb53f7"
# ### 形似而不是九莲宝灯的牌
#
# **和牌前就必须是这个牌型**：规则原文的条目描述的是听牌时的手牌。下面第一手牌与1112345678999万加2万是同样的十四张，但和张是9万：和牌前手中是1112234567899万，只听两种牌，不是九种。两种计法都不计九莲宝灯：这是一手清一色，清一色24番 + 门前清2番 + 连六1番 + 幺九刻1番 × 2 = 29番。基本规则说这样的牌一般不算九莲宝灯，但有的场合也算：未决问题 R21，见下文。
#
# **不能吃碰**（同一条目）。第二手牌的111万是碰来的：这些牌组成清一色24番 + 幺九刻1番 × 2 = 26番。

# %%
# NBVAL_CHECK_OUTPUT
print(pick("1112234567899m waits on:", "1112234567899m 听："), *mjlib.waits("1112234567899m"))
for hand in ("1112234567899m9m", "[111m1]2345678999m5m"):
    r = mjlib.score(hand)
    print(f"{hand:<22} {r.total}  {[str(c) for c in r.fans]}")

# %% tags=["check"]
assert sorted(mjlib.parse("1112234567899m9m").all_tiles) == sorted(
    mjlib.parse("1112345678999m2m").all_tiles)
assert len(mjlib.waits("1112234567899m")) == 2
for preset in ("green-book", "common-practice"):
    expect(mjlib.score("1112234567899m9m", rules=preset), total=29, counted={"清一色": 24},
           absent=["九莲宝灯"])
expect(mjlib.score("[111m1]2345678999m5m"), total=26, counted={"清一色": 24, "幺九刻": 2},
       only=True, count={"幺九刻": 2}, absent=["九莲宝灯"])
expect(mjlib.score("1112234567899m9m"), total=29, only=True, count={"幺九刻": 2},
       counted={"清一色": 24, "门前清": 2, "连六": 1, "幺九刻": 2})

# %% [markdown]
# ## 无番和 Chicken Hand (8)
#
# The rule text's entry for 无番和: a winning hand in which no fan at all can be counted is paid
# 8, exactly the minimum, rather than winning with nothing; flowers are not fans for this
# purpose.

# %% [markdown] lang="zh" twin="81ac2943"
# ## 无番和（8番）
#
# 规则原文的无番和条目：和牌后数不出任何番种，就计8番，恰好是起和番，而不是一无所得；判断时花牌不计在内。

# %%
r = mjlib.score("[123p][444s][789m]34pCC2p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=8, counted={"无番和": 8}, only=True)
assert not r.excluded

# %% [markdown]
# Why nothing else counts, fan by fan:
#
# - three claimed sets: no 门前清, no 不求人, no concealed-pung fans;
# - 34p waited on 2p *and* 5p: no wait fan; won on a discard: no 自摸;
# - 444s is a pung, so no 平和; it is not terminals or honours, so no 幺九刻; the 中 pair is a
#   pair, not a pung: no 箭刻;
# - all three suits and an honour: no 缺一门, no 无字, no 混一色; no wind, so no 五门齐;
# - 123p, 234p, 789m: no 一般高, 喜相逢, 连六 or 老少副 between them; the 1s and 9s rule out 断幺.
#
# 无番和 removes nothing: by definition there is nothing left to remove.

# %% [markdown] lang="zh" twin="4dd24fc6"
# 逐个番种看，为什么别的都不计：
#
# - 三副吃碰：没有门前清、不求人，也没有暗刻类番种；
# - 34饼听2饼**和**5饼：没有听牌番种；点和：没有自摸；
# - 444条是刻子，所以没有平和；它不是幺九牌，所以没有幺九刻；一对中是将牌，不是刻子：没有箭刻；
# - 三种花色加字牌：没有缺一门、无字、混一色；没有风牌，所以没有五门齐；
# - 123饼、234饼、789万：彼此之间没有一般高、喜相逢、连六或老少副；有1和9，所以没有断幺。
#
# 无番和不会使任何番种不计：按定义，本来就没有番种可以不计。

# %% tags=["check"]
assert [str(t) for t in mjlib.waits("[123p][444s][789m]34pCC")] == ["2p", "5p"]
expect(r, absent=["门前清", "不求人", "双暗刻", "边张", "坎张", "单钓将", "自摸", "平和", "幺九刻",
                  "箭刻", "缺一门", "无字", "混一色", "五门齐", "一般高", "喜相逢", "连六", "老少副",
                  "断幺"])

# %% [markdown]
# ### One fan is enough to lose it
#
# 无番和 needs *no* fan. Draw the same 2p yourself (first line below) and 自摸 Self-Drawn (1)
# counts: the chicken hand is gone, and 1 fan does not reach the minimum, so the self-drawn
# hand may not win. Any small fan does the same, a single wait for instance (second line). And a
# hand whose only fan is worth 8 by itself, here 花龙 Mixed Straight, is scored as that fan, not
# as a chicken hand (third line).

# %% [markdown] lang="zh" twin="a1877d8c"
# ### 有一个番种就没有无番和
#
# 无番和要求**没有**任何番种。同样的2饼改为自己摸到（下面第一行），就计自摸（1番）：无番和没有了，而1番不足8番，这手自摸的牌反而不能和。任何小番都是这样，比如单钓将（第二行）。一手牌唯一的番种本身就值8番时，比如这里的花龙，就按那个番种计，而不是无番和（第三行）。

# %%
# NBVAL_CHECK_OUTPUT
for hand, flags in [("[123p][444s][789m]34pCC2p", {"self_drawn": True}),
                    ("[123m1]345p678s234pNN", {}),
                    ("[222p1][123m1]456s78pFF9p", {})]:
    r = mjlib.score(hand, **flags)
    minimum = pick(f"minimum reached: {r.meets_minimum!s:<5}",
                   "已达8番起和" if r.meets_minimum else "不足8番    ")
    print(f"{hand:<26} {r.total}  {minimum}  {[str(c) for c in r.fans]}")

# %% tags=["check"]
r1 = mjlib.score("[123p][444s][789m]34pCC2p", self_drawn=True)
expect(r1, total=1, counted={"自摸": 1}, only=True, absent=["无番和"])
r2 = mjlib.score("[123m1]345p678s234pNN")
expect(r2, total=1, counted={"单钓将": 1}, only=True, absent=["无番和"])
assert not r1.meets_minimum and not r2.meets_minimum
expect(mjlib.score("[222p1][123m1]456s78pFF9p"), total=8, counted={"花龙": 8}, only=True,
       absent=["无番和"])

# %% [markdown]
# ## 花牌 Flower Tiles (1 each)
#
# Flowers (and seasons) are not part of the hand: a player who draws one lays it aside and draws
# a replacement. The rule text's entry for 花牌 pays each flower laid aside 1 fan after a win,
# and leaves them out of the 8-fan minimum. Give `mjlib.score` their number as `flowers=` (0 to
# 8). The chicken hand above with five flowers: 无番和 8 + 花牌 1 × 5 = 13, of which 8 without the
# flowers, enough to win.

# %% [markdown] lang="zh" twin="cd4c9f3c"
# ## 花牌（每张1番）
#
# 花牌（包括季牌）不属于手牌：摸到一张就放在一旁，再补摸一张。规则原文的花牌条目规定，和牌后每张放在一旁的花牌计1番，不计在起和番内。把花牌张数作为 `flowers=` 传给 `mjlib.score`（0到8）。上面那手无番和加五张花牌：无番和8番 + 花牌1番 × 5 = 13番，不算花牌是8番，可以和牌。

# %%
r = mjlib.score("[123p][444s][789m]34pCC2p", flowers=5)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=13, counted={"无番和": 8, "花牌": 5}, only=True)
assert r.total_without_flowers == 8 and r.meets_minimum

# %% [markdown]
# The flowers are added **last**, on top of everything else: the hand is still 无番和, and the
# 8-fan minimum is checked on the total without flowers. So flowers cannot rescue a hand that is
# short of 8: the 1-fan single-wait hand above with all eight flowers shows 9, and still may
# not win. There is no ninth flower, and `mjlib` says so:

# %% [markdown] lang="zh" twin="34ed715c"
# 花牌**最后**才加，加在所有番种之上：这手牌仍是无番和，起和番按不含花牌的合计来判断。所以花牌救不了不足8番的牌：上面那手只有单钓将1番的牌，即使有全部八张花牌，合计9番，仍然不能和。没有第九张花牌，`mjlib` 也会这样说：

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1]345p678s234pNN", flowers=8)
print(pick(f"total: {r.total}  without flowers: {r.total_without_flowers}  "
           f"minimum reached: {r.meets_minimum}",
           f"合计{r.total}番，不算花牌{r.total_without_flowers}番，"
           f"{'已达8番起和' if r.meets_minimum else '不足8番'}"))
try:
    mjlib.score("[123m1]345p678s234pNN", flowers=9)
except mjlib.HandError as e:
    print(e)

# %% tags=["check"]
expect(r, total=9, counted={"单钓将": 1, "花牌": 8}, only=True)
assert r.total_without_flowers == 1 and not r.meets_minimum

# %% [markdown]
# ## The family's no-repeat map
#
# Each arrow reads "when the fan at the tail counts, the fan at the head does not"; hatched grey
# boxes are fans of other families. A solid arrow is a removal the rule text lists, a dotted one
# a removal only the common-practice preset makes.
#
# Only 九莲宝灯 has arrows: to the three fans its entry lists (清一色, 门前清, 幺九刻). The two it
# removes besides, 无字 and 缺一门, are not drawn: they come through 清一色, which removes them
# itself. 无番和 and 花牌 stand alone, in this map and every other: the chicken hand has nothing
# to remove, and flowers remove nothing and are removed by nothing.

# %% [markdown] lang="zh" twin="f58b92fe"
# ## 本系列的不计关系图
#
# 每个箭头读作“箭尾的番种计了，箭头所指的番种就不计”；带斜线的灰框是其他系列的番种。实线箭头是规则原文列明的不计，虚线箭头是只有通行计法才有的不计。
#
# 只有九莲宝灯有箭头：指向它的条目列出的三个番种（清一色、门前清、幺九刻）。它另外不计的两个番种，无字和缺一门，图中没有画：它们经由清一色而来，清一色本身就不计它们。无番和与花牌在这张图和其他每一张图中都是孤立的：无番和没有可以不计的番种，花牌既不使别的番种不计，也不被任何番种不计。

# %%
draw_family_map("special")

# %% [markdown]
# Under common practice the arrow to 幺九刻 stays solid (the entry lists it) but is marked "one
# only": the preset strikes a single terminal pung (switch 2). And a dotted arrow to 不求人
# appears: a self-drawn nine gates scores 自摸 instead (switch 1). Both switches are in "In
# practice" below.

# %% [markdown] lang="zh" twin="7a801902"
# 按通行计法，指向幺九刻的箭头仍是实线（条目列明），但标有“只去一副”：这种计法只不计一副幺九刻（第2处区别）。另外多了一条指向不求人的虚线箭头：自摸的九莲宝灯改计自摸（第1处区别）。这两处区别都在下文“实用须知”一节中。

# %%
draw_family_map("special", rules="common-practice")

# %% tags=["check"]
def arrows(rules, derived=False):
    return {(BY_ID[x.by].zh, BY_ID[x.removes].zh): x for x in family_rows("special", rules, derived)}

green, common = arrows("green-book"), arrows("common-practice")
assert set(green) == {("九莲宝灯", fan) for fan in ("清一色", "门前清", "幺九刻")}, set(green)
assert all(x.source == "seed" for x in green.values())
assert {k: BY_ID[x.via].zh for k, x in arrows("green-book", True).items() if x.via} == {
    ("九莲宝灯", "无字"): "清一色", ("九莲宝灯", "缺一门"): "清一色"}
assert set(common) == set(green) | {("九莲宝灯", "不求人")}
assert common[("九莲宝灯", "不求人")].source == "preset"
assert common[("九莲宝灯", "幺九刻")].source == "seed"
assert (green[("九莲宝灯", "幺九刻")].scope, common[("九莲宝灯", "幺九刻")].scope) == ("all", "one")
for family in mjlib.FAMILIES:
    for rules in ("green-book", "common-practice"):
        for x in family_rows(family, rules, derived=True):
            assert not {BY_ID[x.by].zh, BY_ID[x.removes].zh} & {"无番和", "花牌"}, x

# %% [markdown]
# ## Try it
#
# **Task.** Pick "无番和 Chicken Hand" (8). Change its claimed 789m chow into a claimed 123m
# chow (type `[123m]` in place of `[789m]` in the text box). Predict the fans and the total:
# may the hand still win? Then look. Afterwards, try the other examples: change the winning tile
# of the nine gates, claim one of its sets, or set the number of flowers.

# %% [markdown] lang="zh" twin="5a7a813d"
# ## 试一试
#
# **任务**：选择“无番和”（8番），把吃来的789万换成吃来的123万（在文本框中把 `[789m]` 改成 `[123m]`）。预测计哪些番种、合计多少：这手牌还能和吗？然后看结果。之后再试试其他例子：改变九莲宝灯的和张，把其中一副改为吃碰，或者设定花牌张数。

# %%
HandBuilder(
    hand="1112345678999m5m",
    examples={
        pick("九莲宝灯 on 5m", "九莲宝灯和5m"): "1112345678999m5m",
        pick("九莲宝灯 on 9m", "九莲宝灯和9m"): "1112345678999m9m",
        pick("九莲宝灯, self-drawn", "九莲宝灯自摸"): ("1112345678999p7p", {"self_drawn": True}),
        pick("not 九莲: 9m was the last tile", "不是九莲：9m是和张"): "1112234567899m9m",
        pick("无番和 Chicken Hand", "无番和"): "[123p][444s][789m]34pCC2p",
        pick("无番和 + 5 flowers", "无番和 + 5张花牌"): (
            "[123p][444s][789m]34pCC2p", {"flowers": 5}),
        pick("1 fan + 8 flowers: still short", "1番 + 8张花牌：仍不足8番"): (
            "[123m1]345p678s234pNN", {"flowers": 8}),
    },
    rules="green-book",
)

# %% tags=["check"]
# 123p and 123m are the same chow in two suits: 喜相逢 1, so no chicken hand, and 1 is short of
# the 8-fan minimum.
task = mjlib.score("[123p][444s][123m]34pCC2p")
expect(task, total=1, counted={"喜相逢": 1}, only=True, absent=["无番和"])
assert not task.meets_minimum

# %% [markdown]
# ## Open questions
#
# Two questions about 九莲宝灯 are not settled by the texts: is a hand that reaches the
# nine-gates shape only with its winning tile 九莲宝灯 (R21), and what does 九莲宝灯 remove
# besides 清一色, where the rule text and the basics text disagree (R22)? Each with its sources,
# the total each reading gives, and what the two presets compute:

# %% [markdown] lang="zh" twin="f0f04401"
# ## 未决问题
#
# 关于九莲宝灯，有两个问题规则没有定论：只有加上和张才成九莲牌型的手牌算不算九莲宝灯（R21）；九莲宝灯除清一色外还不计哪些番种，规则原文与基本规则说法不一（R22）。下面逐一列出出处、每种理解下的合计，以及两种计法的结果：

# %%
# NBVAL_CHECK_OUTPUT
mjlib.course.rulings.show("R21", "R22")

# %% [markdown]
# ## In practice
#
# **Switch 2, what 九莲宝灯 removes** (open question R22). Where the win leaves two terminal
# pungs standing (on 2m, 5m or 8m), the presets differ by 1 fan; on 1m or 9m only one is
# left, and they agree:

# %% [markdown] lang="zh" twin="8c34c6d5"
# ## 实用须知
#
# **第2处区别：九莲宝灯不计哪些番种**（未决问题 R22）。和牌后留有两副幺九刻时（和2万、5万或8万），两种计法相差1番；和1万或9万时只留一副，两者一致：

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1112345678999m5m"))
print(compare_presets("1112345678999m9m"))

# %% [markdown]
# **Switch 1, a self-drawn nine gates.** The rule text's entry for 九莲宝灯 adds 不求人 (4) when
# the hand is self-drawn; the reference calculator gives 自摸 (1) instead, and the
# common-practice preset follows it (as for the other concealed special hands, `10a`). The
# chicken hand and flowers score the same under both presets (second table).
#
# **Flowers and the way the hand was won.** Winning on the replacement for a flower is a
# self-draw (the rule text's entry for 花牌): pass `self_drawn=True`. After a kong, if the
# replacement is a flower and you win on the flower's replacement, that is 自摸, not 杠上开花
# (the rule text's entry for 杠上开花, `10b`): pass `self_drawn=True` without `about_kong`.

# %% [markdown] lang="zh" twin="730eebea"
# **第1处区别：自摸的九莲宝灯。** 规则原文的九莲宝灯条目规定自摸时加计不求人（4番）；参照算番器改计自摸（1番），通行计法随之（与其他门前清的特殊牌型相同，见 `10a`）。无番和与花牌在两种计法下计番相同（第二张表）。
#
# **花牌与和牌方式。** 补花补到的牌成和，算自摸（规则原文的花牌条目）：传入 `self_drawn=True`。杠后补牌补到花牌，再补花成和，计自摸，不计杠上开花（规则原文的杠上开花条目，见 `10b`）：传入 `self_drawn=True`，不传 `about_kong`。

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("1112345678999p7p", self_drawn=True))
print(compare_presets("[123p][444s][789m]34pCC2p", flowers=5))

# %% tags=["check"]
nine = "1112345678999p7p"
expect(mjlib.score(nine, self_drawn=True), total=93, counted={"九莲宝灯": 88, "不求人": 4},
       not_counted={"自摸": ("不重复", "不求人")})
expect(mjlib.score(nine, self_drawn=True, rules="common-practice"), total=90,
       counted={"九莲宝灯": 88, "自摸": 1}, not_counted={"不求人": ("不重复", "九莲宝灯")})
expect(mjlib.score("[1111m1]345p678s234pNN", self_drawn=True), counted=["自摸"],
       absent=["杠上开花"])

# %% [markdown]
# ## On your own
#
# Score each hand (discard win, East round, East seat, unless said): tick the fans you think
# count, type the total, and press Check; the answer explains what you missed.
#
# **1.** You draw a 9条 from the wall and win; green-book rules.

# %% [markdown] lang="zh" twin="04e20481"
# ## 练习
#
# 为每手牌计番（除非另有说明，都是点和，东风圈、门风东）：勾选你认为应计的番种，填入合计，再按核对；答案会解释你漏掉了什么。
#
# **1.** 你从牌墙摸到9条和牌；按规则原文计。

# %% tags=["exercise"]
Exercise("1112345678999s9s", self_drawn=True, lesson=LESSON,
         focus="read", ask_total=True)

# %% tags=["check"]
# 1112345678999s + 9s reads 11 123 456 789 999: 九莲宝灯 88; 123 456 789 is 清龙 16; four 9s are
# 四归一 2; self-drawn, the rule text's entry for 九莲宝灯 adds 不求人 4; 清一色, 门前清, 幺九刻 are
# listed there as not counted. Common practice keeps 自摸 1 instead: 107 (switch 1).
expect(mjlib.score("1112345678999s9s", self_drawn=True), total=110, only=True,
       counted={"九莲宝灯": 88, "清龙": 16, "不求人": 4, "四归一": 2},
       not_counted={"清一色": "不重复", "幺九刻": "不重复"})
expect(mjlib.score("1112345678999s9s", self_drawn=True, rules="common-practice"), total=107)

# %% [markdown]
# **2.** You win on a discarded 1万; before it the hand held 1122345678999m.

# %% [markdown] lang="zh" twin="399a6770"
# **2.** 你点和，和的是别人打出的1万；和牌前手中是1122345678999m。

# %% tags=["exercise"]
Exercise("1122345678999m1m", lesson=LESSON,
         focus="read", ask_total=True)

# %% tags=["check"]
# Before the win the hand was not 1112345678999 of one suit, so no 九莲宝灯 (the rule text's
# entry asks for that shape waiting on all nine tiles; the same fourteen tiles as R21's hand,
# and both presets say no). It reads 111 22 345 678 999: 清一色 24 + 门前清 2 + 连六 1
# (345 + 678) + 幺九刻 1 × 2 (111m, 999m) = 29.
expect(mjlib.score("1122345678999m1m"), total=29, only=True, count={"幺九刻": 2},
       counted={"清一色": 24, "门前清": 2, "连六": 1, "幺九刻": 2}, absent=["九莲宝灯"])
expect(mjlib.score("1122345678999m1m", rules="common-practice"), absent=["九莲宝灯"])

# %% [markdown]
# **3.** Three claimed sets; you win on a discarded 6筒.

# %% [markdown] lang="zh" twin="8c8f45b3"
# **3.** 三副吃碰；你点和，和的是别人打出的6饼。

# %% tags=["exercise"]
Exercise("[123p1][444s1][789m1]45pCC6p", lesson=LESSON,
         focus="minimum",
         ask_total=True)

# %% tags=["check"]
# 123p and 456p are six in a row, 连六 1: one fan is enough to make it no chicken hand, and
# 1 fan is far short of the 8-fan minimum.
r = mjlib.score("[123p1][444s1][789m1]45pCC6p")
expect(r, total=1, only=True, counted={"连六": 1}, absent=["无番和"])
assert not r.meets_minimum

# %% [markdown]
# **4.** Three claimed sets; you win on a discarded 9万, with three flowers laid aside.

# %% [markdown] lang="zh" twin="efd6a2b9"
# **4.** 三副吃碰；你点和，和的是别人打出的9万，一旁放着三张花牌。

# %% tags=["exercise"]
Exercise("[234m1][678p2][345s3]78mNN9m", flowers=3, lesson=LESSON,
         focus="minimum",
         ask_total=True)

# %% tags=["check"]
# No fan at all: 无番和 8 (the rule text's entry), and 花牌 1 per flower, 1 × 3, which never
# count toward the minimum: 11 in all, 8 without flowers, and it may win.
r = mjlib.score("[234m1][678p2][345s3]78mNN9m", flowers=3)
expect(r, total=11, only=True, counted={"无番和": 8, "花牌": 3})
assert r.total_without_flowers == 8 and r.meets_minimum

# %% [markdown]
# **A drill.** Ten dealt hands, each counting a fan of this family; the same ten for everyone
# who uses the same seed.

# %% [markdown] lang="zh" twin="4a27b45b"
# **随堂练习。** 十手发牌，每手都计本系列的一个番种；用同一个随机种子的人拿到的是同样的十手。

# %% tags=["exercise"]
Drill(family="special", seed=111, lesson=LESSON)

# %% [markdown]
# ## Where to go next
#
# - Back: `10c-score-the-waits.ipynb`, the last of the fans for how the hand was won.
# - Next: `12-sandbox.ipynb`, a free hand builder: type any hand, see its waits, the score of
#   each winning tile, and both presets side by side.
# - To revisit the principles behind every struck-out fan: `02-apply-the-counting-principles.ipynb`.

# %% [markdown] lang="zh" twin="5f89cb96"
# ## 下一步
#
# - 回顾：`10c-score-the-waits.ipynb`，和牌方式系列的最后一组番种。
# - 下一课：`12-sandbox.ipynb`，沙盒：输入任意一手牌，看它听哪些张、和每一张各计多少番，并对照两种计法。
# - 想复习每个被不计的番种背后的原则：`02-apply-the-counting-principles.ipynb`。

# %% [markdown] tags=["further-reading"]
# - The rule text's entries for 九莲宝灯, 无番和 and 花牌, and the basics text on flowers.

# %% [markdown] lang="zh" twin="50557925"
# - 规则原文的九莲宝灯、无番和、花牌条目，以及基本规则中关于花牌的说明。
