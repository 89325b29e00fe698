# %% [markdown]
# # Score outside fans (全带系列)
#
# The five fans of this family look inside every set of the hand, pair included, and ask the
# same question of each: does it hold a terminal (1 or 9), an honour, a 5, an even number? When
# every set answers yes, the hand earns the fan. Two of them ask only that every set *contain*
# such a tile (全带幺, 全带五); the other three ask that every tile *be* one (清幺九, 混幺九,
# 全双刻), which leaves no room for chows.
#
# **What you'll do**
#
# - score a drawn example of each of the five fans, from 清幺九 All Terminals (64) down to
#   全带幺 Outside Hand (4), and read what each removes and which text says so;
# - compare the two rule presets on an all-terminals hand with two double pungs;
# - score six hands yourself, then drill the family on dealt hands.
#
# **What you'll learn**
#
# - the difference between "every set *contains*" (全带幺, 全带五) and "every tile *is*"
#   (清幺九, 混幺九, 全双刻);
# - why 清幺九 removes 碰碰和, 全带幺, 幺九刻 and 无字, and why the presets disagree on 双同刻
#   beside it;
# - what seven pairs make of this family: 清幺九, 混幺九 and 全双刻 on seven pairs are one open
#   question (R9), where both presets count the first two and not 全双刻; and why the rule
#   text's own example of no-split keeps 全带幺 off a seven-pairs hand.
#
# **What you'll need**
#
# - Notebooks `02-apply-the-counting-principles.ipynb` (no-repeat and no-split), and ideally
#   `05a-score-pung-fans.ipynb` (幺九刻, 双同刻, concealed pungs) and
#   `07-score-suit-fans.ipynb` (断幺, 无字).
# - Terminals are the 1s and 9s of the three suits; honours are the winds 东南西北 (E S W N)
#   and the dragons 中发白 (C F P).
#
# Every hand is won on a discard, East seat and East round, unless said. Each rule below names
# its source: *the rule text* (its entry for the fan, with the fans it does not count, 不计),
# *the basics text*, or, where the rules are silent, common practice (the reference calculator).

# %% [markdown] lang="zh" twin="99efd847"
# # 全带系列：看每一副牌
#
# 本系列的五个番种要查看手中的每一副牌组（将牌也算在内），对每一副问同一个问题：里面有没有1或9？有没有字牌？有没有5？是不是双数？每一副都答“是”，这手牌才成立这个番种。其中两个只要求每副牌组**带有**这样的牌（全带幺、全带五）；另外三个要求每一张牌**都是**这样的牌（清幺九、混幺九、全双刻），所以容不下顺子。
#
# **本课内容**
#
# - 五个番种各算一手画出来的例题，从清幺九（64番）到全带幺（4番），看每个番种不计哪些番种，又是哪份文本规定的；
# - 在一手有两个双同刻的清幺九上比较两种计法；
# - 自己算六手牌，再用随机发的牌做本系列的随堂练习。
#
# **学习目标**
#
# - “每副牌组都**带有**”（全带幺、全带五）与“每张牌**都是**”（清幺九、混幺九、全双刻）的区别；
# - 为什么清幺九不计碰碰和、全带幺、幺九刻和无字，为什么两种计法对与它同时出现的双同刻意见不一；
# - 七对与本系列：清幺九、混幺九和全双刻能否由七对组成，是同一个未决问题（R9），两种计法都计前两个，不计全双刻；以及为什么规则原文自己的不拆移例题让七对计不了全带幺。
#
# **准备**
#
# - 先学过 `02-apply-the-counting-principles.ipynb`（不重复原则与不拆移原则），最好也学过 `05a-score-pung-fans.ipynb`（幺九刻、双同刻、暗刻）和 `07-score-suit-fans.ipynb`（断幺、无字）。
# - 1、9指三种花色序数牌的1和9；字牌是风牌东南西北（E S W N）和箭牌中发白（C F P）。
#
# 除非另有说明，每手牌都是点和，门风东、圈风东。下面每一条规则都写明出处：**规则原文**（该番种的条目，以及条目所列不计的番种）、**基本规则**，或者在规则没有规定时，依通行做法（参照算番器）。

# %% tags=["setup"]
LESSON = "08-score-outside-fans"
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.fans import BY_ID
from mjlib.render import draw_family_map, draw_result
from mjlib.exclusions import family_rows
from mjlib import compare_presets
from mjlib.widgets import Drill, Exercise, HandBuilder

# %% [markdown]
# ## 清幺九 All Terminals (64)
#
# The rule text's entry: pungs (or kongs) of 1s and 9s and a pair of them, no honours. A chow
# always holds a 2 to 8, so there is none, and the entry lists 碰碰和 All Pungs, 全带幺 Outside
# Hand, 幺九刻 (every pung's) and 无字 No Honors as not counted (no-repeat, 不重复, by the
# course's classification: the entry names no principle). 混幺九, the same pattern with honours
# allowed, goes too: this hand is all terminals and honours as well, which 清幺九 already says
# (not listed by the rules: it follows).
#
# The entry does **not** list 双同刻 Double Pung, so under the green-book preset the two pairs
# of same-number pungs here, 111万/111条 and 999万/999条, add 2 each: 68 in all. The reference
# calculator removes 双同刻 beside 清幺九 and scores 64 ("In practice" below).

# %% [markdown] lang="zh" twin="5f9e4040"
# ## 清幺九（64番）
#
# 规则原文的条目：由1、9的刻子（或杠）和1、9的将牌组成，没有字牌。顺子总有一张2至8的牌，所以不会有顺子；条目列出不计碰碰和、全带幺、幺九刻（每副刻子的）和无字（按本课程的归类是不重复原则，条目没有说是哪条原则）。混幺九是允许有字牌的同一牌型，也不计：这手牌同样全是1、9的牌，清幺九必然存在混幺九（规则未列，可推知）。
#
# 条目**没有**列出双同刻，所以按规则原文计法，这里两组序数相同的刻子，111万/111条和999万/999条，各加计2番，共68番。参照算番器计清幺九时不计双同刻，得64番（见下文“实用须知”）。

# %%
r = mjlib.score("[111m][999m]111s99s99p9s")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=68, counted={"清幺九": 64, "双同刻": 4}, only=True, count={"双同刻": 2},
       not_counted={"碰碰和": ("不重复", "清幺九"), "全带幺": ("不重复", "清幺九"),
                    "幺九刻": ("不重复", "清幺九"), "无字": ("不重复", "清幺九"),
                    "混幺九": ("不重复", "清幺九")})
assert mjlib.score("[111m][999m]111s99s99p9s", rules="common-practice").total == 64

# %% [markdown]
# **Edge case.** A 三同刻 Triple Pung (111 in all three suits) counts beside 清幺九 under both
# presets; the 双同刻 inside it goes (no-repeat, 不重复: the same pattern over fewer sets, by the
# course's classification). 111万 111条 (both claimed) 111饼 999万 99条, won on a discarded 9条 that
# completes the pair, scores 清幺九 64, 三同刻 16, 双暗刻 2 and 单钓将 1: 83.

# %% [markdown] lang="zh" twin="309539e7"
# **特例**：三同刻（三种花色各有一副111）在两种计法下都可与清幺九同计；三同刻里面的双同刻不计（不重复原则：同样的牌型，牌组更少；这是本课程的归类）。111万、111条（都是碰来的）、111饼、999万、99条，和别家打出的9条凑成将牌，计清幺九64番、三同刻16番、双暗刻2番、单钓将1番：共83番。

# %% tags=["check"]
r = mjlib.score("[111m1][111s2]111p999m9s9s")
expect(r, total=83, counted={"清幺九": 64, "三同刻": 16, "双暗刻": 2, "单钓将": 1}, only=True,
       not_counted={"双同刻": ("不重复", "三同刻")})
assert mjlib.score(r.hand, rules="common-practice").total == 83

# %% [markdown]
# ## 混幺九 All Terminals and Honors (32)
#
# The rule text's entry: pungs and a pair of terminals and honours. As for 清幺九 every set is a
# pung or the pair, and the entry lists 碰碰和, 全带幺 and 幺九刻 as not counted. Honour fans do
# count: below, the 东 pung is both seat and prevalent wind. With no honour at all the hand is
# 清幺九, which removes 混幺九; with honours only it is 字一色 All Honors
# (`03-score-honor-fans.ipynb`), whose entry does not name 混幺九; mjlib removes it beside
# 字一色 all the same (not listed: it follows).

# %% [markdown] lang="zh" twin="ba9eb1fd"
# ## 混幺九（32番）
#
# 规则原文的条目：由1、9和字牌的刻子与将牌组成。和清幺九一样，每副牌组不是刻子就是将牌，条目列出不计碰碰和、全带幺和幺九刻。字牌的番种照计：下面的东风刻子既是门风也是圈风。完全没有字牌，就是清幺九，计清幺九就不计混幺九；全是字牌，就是字一色（`03-score-honor-fans.ipynb`），字一色的条目没有提到混幺九，但 mjlib 计字一色时同样不计混幺九（规则未列，可推知）。

# %%
r = mjlib.score("[111m1]999sEEE99pNNN")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=38, counted={"混幺九": 32, "圈风刻": 2, "门风刻": 2, "双暗刻": 2}, only=True,
       not_counted={"碰碰和": ("不重复", "混幺九"), "全带幺": ("不重复", "混幺九"),
                    "幺九刻": ("不重复", "混幺九")})
expect(mjlib.score("EEESSSWWWCCCNN"), counted=["字一色"], not_counted={"混幺九": ("不重复", "字一色")})

# %% [markdown]
# **Seven pairs: an open question.** The entries of 混幺九 and 清幺九 speak of pungs and a pair;
# neither says whether seven pairs of such tiles make the fan, and the rules are silent. Both
# presets, like the reference calculator, count it on seven pairs: 11万 99万 11条 99条 东东 南南
# 北北 scores 七对 24, 混幺九 32 and 缺一门 1, 57 in all, under both. It is open question R9
# below, which asks the same of 清幺九 and 全双刻 (and of 字一色, an honour fan).

# %% [markdown] lang="zh" twin="aeb6cdfe"
# **七对：一个未决问题。** 混幺九和清幺九的条目讲的都是刻子和将；两个条目都没有说这类牌组成的七对算不算，规则没有规定。两种计法和参照算番器一样，都在七对上计这两个番种：11万、99万、11条、99条、东东、南南、北北，两种计法都计七对24番、混幺九32番和缺一门1番，共57番。这就是下文的未决问题 R9，它对清幺九和全双刻（还有字牌系列的字一色）问的也是同一个问题。

# %% tags=["check"]
for rules in ("green-book", "common-practice"):
    expect(mjlib.score("11m99m11s99sEESSNN", rules=rules), total=57,
           counted={"七对": 24, "混幺九": 32, "缺一门": 1}, only=True)
assert all(fan in mjlib.course.rulings.BY_KEY["R9"].question for fan in ("全双刻", "清幺九", "混幺九"))

# %% [markdown]
# ## 全双刻 All Even Pungs (24)
#
# The rule text's entry: four pungs (or kongs) and a pair, all of 2, 4, 6 or 8, in any suits.
# No chow is possible (three numbers in a row always include an odd one), and the entry lists
# 碰碰和 and 断幺 All Simples as not counted; 无字 goes too (not listed: it follows). The pair must
# be even too. Fans between the pungs still count: 444饼 and 444条 here make a 双同刻.
#
# **Seven pairs: the same open question (R9).** Do seven pairs of even tiles make 全双刻? The
# rules are silent. Here the presets, like the reference calculator, say no, where they say
# yes for 清幺九 and 混幺九; the green-book preset's reason is that 全双刻 is named for its pungs (双刻),
# while 十三幺's list shows that 混幺九 describes tiles, not pungs. R9's hand 22万 44万 66条 88条 22饼
# 44饼 66饼 scores 26 under both presets, 七对 24 and 断幺 2; a referee who counted 全双刻 on it would
# give 48.

# %% [markdown] lang="zh" twin="bab84547"
# ## 全双刻（24番）
#
# 规则原文的条目：由2、4、6、8的四副刻子（或杠）和将牌组成，花色不限。不可能有顺子（三个相连的数总有一个单数），条目列出不计碰碰和与断幺；无字也不计（规则未列，可推知）。将牌也必须是双数。刻子之间的番种照计：这里的444饼和444条组成双同刻。
#
# **七对：同一个未决问题（R9）。** 双数牌组成的七对算不算全双刻？规则没有规定。这里两种计法和参照算番器一样，都说不算，而对清幺九和混幺九则说算；规则原文计法的理由是：全双刻是因它的刻子而得名的（“双刻”），而十三幺的不计列表表明，混幺九描述的是牌张，不是刻子。R9 的例题22万、44万、66条、88条、22饼、44饼、66饼，两种计法都是26番：七对24番和断幺2番；裁判若在这手牌上计全双刻，就是48番。

# %%
r = mjlib.score("[222m1][444p2]666s88p44s4s")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=26, counted={"全双刻": 24, "双同刻": 2}, only=True,
       not_counted={"碰碰和": ("不重复", "全双刻"), "断幺": ("不重复", "全双刻"),
                    "无字": ("不重复", "全双刻")})
r9 = mjlib.course.rulings.BY_KEY["R9"].examples[0]
assert r9.hand == "2244m6688s2244p66p" and dict(r9.candidates)["全双刻 counted with 七对"] == 48
for rules in ("green-book", "common-practice"):
    expect(mjlib.score(r9.hand, rules=rules), total=26, counted={"七对": 24, "断幺": 2},
           only=True, absent=["全双刻"])

# %% [markdown]
# ## 全带五 All Fives (16)
#
# The rule text's entry: every set and the pair hold a 5: chows 345, 456 or 567, pungs of 5, a
# pair of 5s. No honour, 1 or 9 fits, so the entry lists 断幺 as not counted; 无字 goes too
# (not listed: it follows). It is not 全中 Middle Tiles: 全带五 allows 3s and 7s, 全中 allows pungs
# of 4 and 6; a hand can have both.
#
# Before the win this hand held 4556饼, which only 5饼 completes (456 + 55). The rule text's
# entry for 坎张 Closed Wait counts that very shape as 坎张, and so does mjlib.

# %% [markdown] lang="zh" twin="817f0add"
# ## 全带五（16番）
#
# 规则原文的条目：每副牌组和将牌都带5：顺子345、456或567，5的刻子，一对5。字牌、1和9都放不进去，所以条目列出不计断幺；无字也不计（规则未列，可推知）。它不是全中：全带五可以有3和7，全中可以有4和6的刻子；一手牌可以两者兼有。
#
# 和牌前这手牌有4556饼，只有5饼能凑成（456加55）。规则原文的坎张条目正是把这种牌型算作坎张的，mjlib 也一样。

# %%
r = mjlib.score("[345m1]567m456p555s5p5p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=17, counted={"全带五": 16, "坎张": 1}, only=True,
       not_counted={"断幺": ("不重复", "全带五"), "无字": ("不重复", "全带五")})
assert [str(t) for t in mjlib.waits("[345m1]567m456p555s5p")] == ["5p"]
expect(mjlib.score("[456m1]456p456s555s5m5m"), counted=["全带五", "全中"])

# %% [markdown]
# ## 全带幺 Outside Hand (4)
#
# The rule text's entry: every set and the pair hold a terminal or an honour: chows 123 or
# 789, pungs of 1, 9 or honours, a pair of 1s, 9s or honours. The chows are what set it apart
# from 混幺九; without any, the hand is 混幺九 or 清幺九, which remove it. A pair of 5s spoils it.
# Pungs inside still count their own fans: here the 东 pung is scored as seat and prevalent
# wind, and those entries list 幺九刻 as not counted.

# %% [markdown] lang="zh" twin="a9e8864f"
# ## 全带幺（4番）
#
# 规则原文的条目：每副牌组和将牌都带1、9或字牌：顺子123或789，1、9或字牌的刻子，1、9或字牌的将。使它有别于混幺九的是顺子；一副顺子也没有，这手牌就是混幺九或清幺九，计它们就不计全带幺。用一对5做将就不成立。里面的刻子照计自己的番种：这里的东风刻子计门风刻和圈风刻，这两个条目列出不计幺九刻。

# %%
r = mjlib.score("[123m1]789p123s99sEEE")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=9, counted={"全带幺": 4, "圈风刻": 2, "门风刻": 2, "喜相逢": 1}, only=True,
       not_counted={"幺九刻": "不重复"})

# %% [markdown]
# **Seven pairs do not count 全带幺.** The rule text's own example of the no-split principle
# (不拆移) says that the pairs of 七对 may not be taken apart and regrouped into four chows and a
# pair, so no 平和, no 一般高, and no 全带幺 either. Its hand: 112233万 778899条 11饼, 七对 24 and
# 无字 1, with 全带幺, 平和 and 一般高 struck out (`06-score-seven-pairs.ipynb`).

# %% [markdown] lang="zh" twin="a31e0af3"
# **七对不计全带幺。** 规则原文自己为不拆移原则举的例题说，七对的对子不能拆开重组为四副顺子加一对将，所以不计平和、不计一般高，也不计全带幺。例题的牌是112233万、778899条、11饼，计七对24番和无字1番，全带幺、平和和一般高都不计（`06-score-seven-pairs.ipynb`）。

# %% tags=["check"]
expect(mjlib.score("112233m778899s1p1p"), total=25, counted={"七对": 24, "无字": 1}, only=True,
       not_counted={"全带幺": ("不拆移", "七对"), "平和": ("不拆移", "七对"),
                    "一般高": ("不拆移", "七对")})

# %% [markdown]
# ## The family's map (不计关系图)
#
# Each arrow reads "when the fan at the tail is counted, the fan at the head is not". Its colour
# names the principle: every arrow here is no-repeat (不重复), the course's classification. It is
# solid where the rule text lists the row, dashed where no text lists it and it follows from the
# counted fan's own condition. Grey, hatched boxes are fans of other families. Read it for three
# things:
#
# - 清幺九 and 混幺九 remove the same three fans (碰碰和, 全带幺, 幺九刻); 清幺九 removes 无字 and
#   混幺九 as well;
# - 全双刻 and 全带五 both remove 断幺;
# - 全带幺 removes nothing: it is the bottom of the family.

# %% [markdown] lang="zh" twin="83810d66"
# ## 本系列的不计关系图
#
# 每个箭头读作“计箭尾的番种时，不计箭头所指的番种”。颜色表示原则：这里的箭头全是不重复原则，这是本课程的归类。规则原文列明的一项画实线；没有文本列出、由计入番种本身的条件推出的一项画虚线。灰色带斜线的方框是其他系列的番种。这张图要看三点：
#
# - 清幺九和混幺九不计同样的三个番种（碰碰和、全带幺、幺九刻）；清幺九还不计无字和混幺九；
# - 全双刻和全带五都不计断幺；
# - 全带幺不让任何番种不计：它是本系列的最底层。

# %%
draw_family_map("outside")

# %% tags=["check"]
def arrows(rules):
    return {(BY_ID[r.by].zh, BY_ID[r.removes].zh): r.source for r in family_rows("outside", rules)}
green = arrows("green-book")
for top in ("清幺九", "混幺九"):
    assert {b for a, b in green if a == top} >= {"碰碰和", "全带幺", "幺九刻"}, top
assert {b for a, b in green if a == "清幺九"} - {b for a, b in green if a == "混幺九"} == {"无字", "混幺九"}
assert ("全双刻", "断幺") in green and ("全带五", "断幺") in green
assert not any(a == "全带幺" for a, _ in green)
assert set(arrows("common-practice")) - set(green) == {("清幺九", "双同刻")}
assert {r.principle.zh for rules in ("green-book", "common-practice")
        for r in family_rows("outside", rules)} == {"不重复"}
assert green[("清幺九", "混幺九")] == "implied" and green[("清幺九", "无字")] == "seed"

# %% [markdown]
# Under common practice the map gains one dotted arrow, 清幺九 → 双同刻:

# %% [markdown] lang="zh" twin="f6d43055"
# 按通行计法，图上多出一个点线箭头，清幺九 → 双同刻：

# %%
draw_family_map("outside", rules="common-practice")

# %% [markdown]
# ## Try it
#
# The builder starts on the 清幺九 hand (68). **Task:** turn the pair 99饼 into a pair of 东,
# and predict which fan replaces 清幺九, which small fan of the suit family appears,
# and the new total.

# %% [markdown] lang="zh" twin="ab1a4173"
# ## 试一试
#
# 摆牌器一开始摆的是清幺九那手牌（68番）。**任务**：把将牌99饼换成一对东风，预测哪个番种取代清幺九、会出现花色组合系列的哪个小番种，以及新的合计。

# %%
HandBuilder(
    hand="[111m][999m]111s99s99p9s",
    examples={
        "清幺九": "[111m][999m]111s99s99p9s",
        "混幺九": "[111m1]999sEEE99pNNN",
        "全双刻": "[222m1][444p2]666s88p44s4s",
        "全带五": "[345m1]567m456p555s5p5p",
        "全带幺": "[123m1]789p123s99sEEE",
    },
    rules="green-book",
)

# %% tags=["check"]
# 混幺九 (32) replaces 清幺九; with no 饼 left, 缺一门 (1) appears; the two 双同刻 stay: 37.
expect(mjlib.score("[111m][999m]111s99sEE9s"), total=37,
       counted={"混幺九": 32, "双同刻": 4, "缺一门": 1}, only=True)

# %% [markdown]
# ## Open questions
#
# One question of this family is open, R9: may seven pairs make the fans the rule text words
# with pungs and a pair, 全双刻, 清幺九 and 混幺九 here, and 字一色 of the honour family? The
# rules are silent. Its sources, the hands it is asked on with the total of each reading, and
# what the two presets compute (computed now): both count 清幺九, 混幺九 and 字一色 on seven pairs,
# and not 全双刻.

# %% [markdown] lang="zh" twin="2031c3c6"
# ## 未决问题
#
# 本系列有一个未决问题，R9：规则原文用刻子和将表述的番种，即本系列的全双刻、清幺九和混幺九，以及字牌系列的字一色，能不能由七对组成？规则没有规定。下面列出它的出处、所问的各手牌及每种计法的合计，以及 mjlib 两种计法的结果（都是运行时算出的）：两者都在七对上计清幺九、混幺九和字一色，不计全双刻。

# %%
# NBVAL_CHECK_OUTPUT
mjlib.course.rulings.show(family="outside")

# %% [markdown]
# ## In practice
#
# One of the six preset switches touches this family: whether 双同刻 Double Pung counts beside
# 清幺九. The rule text's entry leaves it out of its list, so the green book counts it; the
# reference calculator treats it as implied and drops it. The gap is 双同刻 2 × 2: 68 under the
# green book, 64 under common practice. On the other four fans the presets agree.

# %% [markdown] lang="zh" twin="ac9f3372"
# ## 实用须知
#
# 两种计法的六处区别中，有一处涉及本系列：清幺九旁边计不计双同刻。规则原文的条目没有把它列入不计，所以规则原文计法照计；参照算番器认为清幺九必然存在双同刻，不计。差额是双同刻2番×2：规则原文计法68番，通行计法64番。其他四个番种，两种计法一致。

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[111m][999m]111s99s99p9s"))

# %% [markdown]
# ## On your own
#
# Six hands, each won on a discard, East seat and East round (the line under the hand says so).
# Every exercise shows the same answer form: all the fans, the everyday fans first, then each
# family, this family and the earlier ones open. Tick each fan that counts, and give its count
# where it counts more than once; where asked, type the total. Then **Check**: the feedback names
# the checklist step of each mistake and says what breaks a wrong tick in this hand. The answer
# shows after a second wrong try, or on **Show answer**. The green-book rules apply.

# %% [markdown] lang="zh" twin="93d6291c"
# ## 练习
#
# 六手牌，都是点和，门风东、圈风东（牌下面那一行会写明）。每道题的答题表都一样：列出全部番种，常见小番在前，然后按系列分组，本系列和前面各系列的组都是展开的。勾选每个应计的番种，计不止一次的写上次数；题目要求时填写合计。然后按 **核对**：反馈会指出每个错误出在算番的哪一步，并说明错勾的番种在这手牌里为什么不成立。第二次答错，或按 **看答案**，就会显示答案。本节按规则原文计法计番。

# %% tags=["exercise"]
Exercise("[111m1]999s111p99m99p9p", lesson=LESSON, ask_total=True)

# %% tags=["check"]
# 1. Pungs of 1s and 9s and a 9万 pair, no honour: 清幺九 64, whose entry takes 碰碰和, 全带幺,
# 幺九刻 and 无字; 混幺九 goes too (not listed: it follows). 111万/111饼 and 999条/999饼: 双同刻
# 2 × 2 under the green book (common practice drops them: 66). 999条 and 111饼 stood concealed:
# 双暗刻 2; 999饼, finished by the discard, is melded (the rules are silent: common practice,
# R19). It waited on 9万 or 9饼. 70.
r = mjlib.score("[111m1]999s111p99m99p9p")
expect(r, total=70, counted={"清幺九": 64, "双同刻": 4, "双暗刻": 2}, only=True,
       count={"双同刻": 2},
       not_counted={"混幺九": ("不重复", "清幺九"), "碰碰和": ("不重复", "清幺九"),
                    "全带幺": ("不重复", "清幺九"), "幺九刻": ("不重复", "清幺九"),
                    "无字": ("不重复", "清幺九")})
assert mjlib.score(r.hand, rules="common-practice").total == 66

# %% tags=["exercise"]
Exercise("[999p1]111m999sEE11p1p", lesson=LESSON, focus="sets")

# %% tags=["check"]
# 2. Terminals and honours only: 混幺九 32, whose entry takes 碰碰和, 全带幺 and the four 幺九刻.
# 999饼/999条 and 111万/111饼: 双同刻 2 × 2. 111万 and 999条 stood concealed: 双暗刻 2; 111饼,
# finished by the discard, counts as melded (the rules are silent: common practice, R19). It
# waited on 东 or 1饼: no wait fan. 32 + 4 + 2 = 38.
expect(mjlib.score("[999p1]111m999sEE11p1p"), total=38,
       counted={"混幺九": 32, "双同刻": 4, "双暗刻": 2}, only=True,
       not_counted={"碰碰和": ("不重复", "混幺九"), "全带幺": ("不重复", "混幺九"),
                    "幺九刻": ("不重复", "混幺九")})

# %% tags=["exercise"]
Exercise("[444m1]444p666s88s22s2s", lesson=LESSON, focus="sets")

# %% tags=["check"]
# 3. Pungs and a pair of 2, 4, 6 and 8: 全双刻 24, whose entry takes 碰碰和 and 断幺; 无字 goes
# too. 444万/444饼: 双同刻 2. 444饼 and 666条 stood concealed: 双暗刻 2; the win on 2条 (it waited
# on 2条 or 8条) made 222条 with a discard, so that pung is melded, and 88条 is the pair. 28.
expect(mjlib.score("[444m1]444p666s88s22s2s"), total=28,
       counted={"全双刻": 24, "双同刻": 2, "双暗刻": 2}, only=True,
       not_counted={"碰碰和": ("不重复", "全双刻"), "断幺": ("不重复", "全双刻"),
                    "无字": ("不重复", "全双刻")})

# %% tags=["exercise"]
Exercise("[456m1]555p456s345s55m", lesson=LESSON, focus="biggest")

# %% tags=["check"]
# 4. Every set holds a 5: 全带五 16 (its entry takes 断幺; 无字 goes too). 456万/456条: 喜相逢 1.
# 5万 was the only tile it waited on: 单钓将 1. 345条 holds a 3, so there is no 全中. 18 in all.
expect(mjlib.score("[456m1]555p456s345s55m"), total=18,
       counted={"全带五": 16, "喜相逢": 1, "单钓将": 1}, only=True, absent=["全中"],
       not_counted={"断幺": ("不重复", "全带五")})
assert [str(t) for t in mjlib.waits("[456m1]555p456s345s5m")] == ["5m"]

# %% tags=["exercise"]
Exercise("123m789m123p99sEEE", lesson=LESSON, focus="whole")

# %% tags=["check"]
# 5. Every set and the pair hold a terminal or an honour: 全带幺 4. The 东 pung is seat and round
# wind: 圈风刻 2 and 门风刻 2 (their entries take its 幺九刻). Nothing claimed: 门前清 2.
# 123万/789万: 老少副 1; 123万/123饼: 喜相逢 1. It waited on 东 or 9条: no wait fan. 12 in all.
expect(mjlib.score("123m789m123p99sEEE"), total=12,
       counted={"全带幺": 4, "圈风刻": 2, "门风刻": 2, "门前清": 2, "老少副": 1, "喜相逢": 1},
       only=True)

# %% tags=["exercise"]
Exercise("334455m556677s5p5p", lesson=LESSON, focus="whole")

# %% tags=["check"]
# 6. Seven pairs: 七对 24 (it takes 门前清 and 单钓将), all simples: 断幺 2 (it takes 无字). Read as
# 345万 345万 567条 567条 55饼, every set would hold a 5, but that regroups the pairs of the 七对:
# 全带五, 平和 and 一般高 are struck by no-split (不拆移). 26.
expect(mjlib.score("334455m556677s5p5p"), total=26, counted={"七对": 24, "断幺": 2}, only=True,
       not_counted={"全带五": ("不拆移", "七对"), "平和": ("不拆移", "七对"),
                    "一般高": ("不拆移", "七对")})

# %% [markdown]
# Then drill the family: each **Next** deals a new hand with at least one outside fan; aim for
# five right in a row.

# %% [markdown] lang="zh" twin="979d4060"
# 然后做本系列的随堂练习：每按一次 **下一手**，就发一手至少含一个全带系列番种的新牌；争取连对五手。

# %% tags=["exercise"]
Drill(family="outside", seed=8, lesson=LESSON)

# %% [markdown] tags=["further-reading"]
# - **This family in the rule text**: the entries for 清幺九, 混幺九, 全双刻, 全带五 and 全带幺,
#   and the no-split principle (不拆移) with its seven-pairs example.
#
# **Where to go next**
#
# - Back: `07-score-suit-fans.ipynb`, the suit fans, whose 断幺 and 无字 this family removes.
# - Next: `09-score-knitted-hands.ipynb`, the knitted hands and 十三幺 Thirteen Orphans, the
#   other hand made of terminals and honours.
# - 幺九刻 and 双同刻 in detail: `05a-score-pung-fans.ipynb`.

# %% [markdown] lang="zh" twin="84cc4940"
# - **规则原文中的本系列**：清幺九、混幺九、全双刻、全带五和全带幺各条目，以及不拆移原则和它的七对例题。
#
# **下一步**
#
# - 回顾：`07-score-suit-fans.ipynb`，花色组合系列，本系列会不计其中的断幺和无字。
# - 下一课：`09-score-knitted-hands.ipynb`，不靠系列和十三幺；十三幺是另一种全由1、9和字牌组成的牌。
# - 幺九刻和双同刻的详细讲解：`05a-score-pung-fans.ipynb`。
