# %% [markdown]
# # Score kong fans (刻系列, part 2: kongs)
#
# A kong (杠) is four of a kind, declared as one set: you then draw a replacement tile, so a
# hand with kongs has more than fourteen tiles. Six fans of the pung family count kongs, and a
# seventh exists only in common practice. They are where the rule text and the widely used
# calculator part ways most often.
#
# | fan | points | | fan | points |
# |---|---|---|---|---|
# | 四杠 Four Kongs | 88 | | 双明杠 Two Melded Kongs | 4 |
# | 三杠 Three Kongs | 32 | | 暗杠 Concealed Kong | 2 |
# | 双暗杠 Two Concealed Kongs | 8 | | 明杠 Melded Kong | 1 |
# | 明暗杠 Concealed Kong and Melded Kong, common practice only | 5 | | | |
#
# **What you'll do**
#
# - score a drawn example of each kong fan, from 明杠 Melded Kong (1) up to 四杠 Four Kongs (88),
#   and read the fans left out beside it;
# - put the two presets side by side on hands with kongs;
# - answer seven exercises on the exercise widget, and a drill of pung-family hands.
#
# **What you'll learn**
#
# - how a kong counts: as a pung for every pung fan, as a concealed pung when it is concealed,
#   and as a kong fan of its own;
# - what the rule text says about concealed kongs inside 双明杠, 三杠 and 四杠, and where it is
#   silent;
# - the three switches of the presets that concern kongs, and the fan 明暗杠 that only common
#   practice has.
#
# **What you'll need**
#
# - `05a-score-pung-fans.ipynb` (concealed and exposed pungs, 三暗刻, 双暗刻) and
#   `02-apply-the-counting-principles.ipynb` (the principles, the two presets).

# %% [markdown] lang="zh" twin="7fb6e45a"
# # 刻系列（二）：杠的番种
#
# 杠是四张相同的牌，开杠后作为一副牌组，再补摸一张牌，所以有杠的和牌多于十四张。刻系列中有六个番种计杠，另有第七个只见于通行计法。规则原文与参照算番器分歧最多的，就是这些番种。
#
# | 番种 | 番数 | | 番种 | 番数 |
# |---|---|---|---|---|
# | 四杠 | 88 | | 双明杠 | 4 |
# | 三杠 | 32 | | 暗杠 | 2 |
# | 双暗杠 | 8 | | 明杠 | 1 |
# | 明暗杠（仅通行计法） | 5 | | | |
#
# **本课内容**
#
# - 每个杠的番种各算一手画出的例题，从明杠（1番）到四杠（88番），看旁边列出的不计番种；
# - 对有杠的牌，把两种计法并排比较；
# - 在练习组件上做七道练习，再做一组刻系列的随堂练习。
#
# **学习目标**
#
# - 杠怎样计番：对每个刻子的番种都算一副刻子，是暗杠时又算一副暗刻，此外还计杠自己的番种；
# - 规则原文对双明杠、三杠、四杠中的暗杠怎么说，哪里没有规定；
# - 两种计法中与杠有关的三处区别，以及只有通行计法才有的番种明暗杠。
#
# **准备**
#
# - `05a-score-pung-fans.ipynb`（暗刻与明刻、三暗刻、双暗刻）和 `02-apply-the-counting-principles.ipynb`（计番原则、两种计法）。

# %% tags=["setup"]
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.render import draw_family_map, draw_result
from mjlib.exclusions import family_rows
from mjlib import compare_presets
from mjlib.vocabulary import pick
from mjlib.widgets import Drill, Exercise, HandBuilder

LESSON = "05b-score-kong-fans"

# %% [markdown]
# ## Kongs in the notation
#
# - `[8888p]`, no digit: a concealed kong (暗杠), four tiles you drew yourself. It does not open
#   your hand, and it counts as a concealed pung (暗刻) for 双暗刻, 三暗刻 and 四暗刻.
# - `[8888p1]`: a melded kong (明杠), a discard claimed onto a concealed pung (the digit says who
#   threw it: 1 left, 2 across, 3 right).
# - `[8888p5]`: an added kong (加杠), the fourth tile drawn and added to a pung you had claimed
#   (from the left; 6 and 7 for across and right). It counts as a melded kong.
#
# Every kong is a pung for the pung fans (碰碰和, 三同刻, 三色三节高 …): the rule text writes
# "刻子（杠）", pungs (or kongs), in those entries.

# %% [markdown] lang="zh" twin="86f64588"
# ## 记牌法中的杠
#
# - `[8888p]`，不带数字：暗杠，四张都是自己摸到的。暗杠不破门前清，对双暗刻、三暗刻、四暗刻都算一副暗刻。
# - `[8888p1]`：明杠，手中有暗刻时杠别家打出的第四张（数字表示是谁打出的：1上家，2对家，3下家）。
# - `[8888p5]`：加杠，摸到第四张，加在碰出的刻子上（这里碰的是上家；碰对家、下家的分别写6、7）。加杠算明杠。
#
# 对刻子的番种（碰碰和、三同刻、三色三节高……）而言，每副杠都算一副刻子：规则原文在这些条目中写的是“刻子（杠）”。

# %% [markdown]
# ## 明杠 Melded Kong (1)
#
# One melded kong, by claim or by adding a tile (the rule text's entry for 明杠 names both).
#
# 明杠 1 + 连六 1 + 单钓将 1 = 3. A melded kong opens the hand, so there is no 门前清.

# %% [markdown] lang="zh" twin="17a6b69c"
# ## 明杠（1番）
#
# 一副明杠，杠别家打出的牌或加杠都算（规则原文的明杠条目两种都写到了）。
#
# 明杠 1 + 连六 1 + 单钓将 1 = 3番。有了明杠，这手牌就不是门前清了。

# %%
r = mjlib.score("[6666p1]234m567m345sWW")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=3, counted={"明杠": 1, "连六": 1, "单钓将": 1}, only=True, absent=["门前清"])

# %% [markdown]
# ## 暗杠 Concealed Kong (2)
#
# One kong of four tiles you drew yourself, declared without claiming anything.
#
# 暗杠 2, and the hand is still concealed: 门前清 2. With 连六 and 单钓将, 6.

# %% [markdown] lang="zh" twin="31a6286e"
# ## 暗杠（2番）
#
# 一副自己摸齐四张后开的杠，没有吃碰别家的牌。
#
# 暗杠 2番，这手牌仍是门前清：门前清 2番。再加连六和单钓将，共6番。

# %%
r = mjlib.score("[5555m]123p456s789sEE")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=6, counted={"暗杠": 2, "门前清": 2, "连六": 1, "单钓将": 1}, only=True)

# %% [markdown]
# ## 双明杠 Two Melded Kongs (4)
#
# Two melded kongs. The rule text's entry for 双明杠 lists no fan it does not count; its worked
# example of the no-repeat principle (the 41-point hand of the principles section) names 明杠 as
# a fan that 双明杠 already holds.

# %% [markdown] lang="zh" twin="3ddf2613"
# ## 双明杠（4番）
#
# 两副明杠。规则原文的双明杠条目没有列出不计的番种；而原文不重复原则的例题（计番原则一节中那手41番的牌）指出，明杠已包含在双明杠之中。

# %%
r = mjlib.score("[3333m1][7777p2]234s567sCC")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# 双明杠 4 + 连六 1 + 单钓将 1 = 6. 明杠 1 × 2 is struck by no-repeat: 明杠 is 双明杠's pattern
# over one kong, and the source is that worked example, not the entry.
#
# The entry for 双明杠 adds a case of its own: **one melded kong and one concealed kong** count
# 双明杠 and 暗杠 on top, 6 in all. That is the green-book preset; the next-but-one section shows
# what common practice does with it.

# %% [markdown] lang="zh" twin="1c9c8270"
# 双明杠 4 + 连六 1 + 单钓将 1 = 6番。明杠 1 × 2 按不重复原则不计：明杠是双明杠只有一副杠的同一牌型，出处是那道例题，而不是条目。
#
# 双明杠的条目还另有一种情形：**一副明杠加一副暗杠**，计双明杠，再加计暗杠，共6番。这是 `green-book`（规则原文）计法；通行做法怎样处理，见下文“明暗杠”一节。

# %% tags=["check"]
expect(r, total=6, counted={"双明杠": 4, "连六": 1, "单钓将": 1}, only=True,
       not_counted={"明杠": ("不重复", "双明杠")})
assert [(e.source, e.count) for e in r.excluded if e.fan.zh == "明杠"] == [("example", 2)]
mixed = mjlib.score("[1111m][2222s1]345p678pNN")
expect(mixed, counted={"双明杠": 4, "暗杠": 2})

# %% [markdown]
# ## 双暗杠 Two Concealed Kongs (8)
#
# Two concealed kongs. The rule text puts it among the 8-point fans; common practice prices it at
# 6 (switch 5 of the presets).
#
# 双暗杠 8, and the hand is still concealed (门前清 2): 13 with 连六, 幺九刻 (1111万) and 单钓将.
# In this hand 双暗杠 already includes 暗杠 1 × 2 (its pattern over one kong) and 双暗刻 (its two
# kongs are two concealed pungs), so both are struck by no-repeat; the rule text's entry lists
# nothing. Under common practice the same hand is worth 11.

# %% [markdown] lang="zh" twin="f7af98de"
# ## 双暗杠（8番）
#
# 两副暗杠。规则原文把它列在8番的番种中；通行计法算6番（两种计法的第5处区别）。
#
# 双暗杠 8番，这手牌仍是门前清（门前清 2番）：再加连六、幺九刻（1111万）和单钓将，共13番。这手牌的双暗杠已包含暗杠 2 × 2（只有一副杠的同一牌型）和双暗刻（两副暗杠就是两副暗刻），所以两者都按不重复原则不计；规则原文的条目没有列出不计番种。同一手牌按通行计法计11番。

# %%
r = mjlib.score("[1111m][2222s]345p678pNN")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=13, counted={"双暗杠": 8, "门前清": 2, "连六": 1, "幺九刻": 1, "单钓将": 1},
       only=True, not_counted={"暗杠": ("不重复", "双暗杠"), "双暗刻": ("不重复", "双暗杠")})
assert [e.count for e in r.excluded if e.fan.zh == "暗杠"] == [2]
expect(mjlib.score("[1111m][2222s]345p678pNN", rules="common-practice"), total=11,
       counted={"双暗杠": 6})

# %% [markdown]
# ## 明暗杠 Concealed Kong and Melded Kong (5, common practice only)
#
# This fan is **not one of the 81**. The reference calculator scores one melded plus one
# concealed kong as a fan of its own, 明暗杠 5, and then counts neither 明杠 nor 暗杠; the
# common-practice preset follows it. The figure is scored under common practice.

# %% [markdown] lang="zh" twin="20b57789"
# ## 明暗杠（5番，仅通行计法）
#
# 这个番种**不在81个番种之内**。参照算番器把一副明杠加一副暗杠算作一个单独的番种，明暗杠 5番，并且不再计明杠和暗杠；`common-practice`（通行计法）照此计算。图中这手牌按通行计法计番。

# %%
r = mjlib.score("[1111m][2222s1]345p678pNN", rules="common-practice")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(compare_presets("[1111m][2222s1]345p678pNN"))

# %% [markdown]
# Common practice: 明暗杠 5 + 连六 1 + 幺九刻 1 + 单钓将 1 = 8. The green book, by the rule text's
# entry for 双明杠: 双明杠 4 + 暗杠 2 + the same three = 9.

# %% [markdown] lang="zh" twin="22b0dfa8"
# 通行计法：明暗杠 5 + 连六 1 + 幺九刻 1 + 单钓将 1 = 8番。规则原文计法按原文的双明杠条目：双明杠 4 + 暗杠 2 + 同样那三个番种 = 9番。

# %% tags=["check"]
expect(r, total=8, counted={"明暗杠": 5, "连六": 1, "幺九刻": 1, "单钓将": 1}, only=True,
       not_counted={"明杠": ("不重复", "明暗杠"), "暗杠": ("不重复", "明暗杠")})
expect(mixed, total=9, counted={"双明杠": 4, "暗杠": 2, "连六": 1, "幺九刻": 1, "单钓将": 1},
       only=True)

# %% [markdown]
# ## 三杠 Three Kongs (32)
#
# Three kongs, concealed or melded. The rule text's entry for 三杠 adds two sentences: concealed
# kongs are counted on top (暗杠加计), and three concealed kongs add 三暗刻. This hand has one
# concealed kong (1万) and two melded ones.

# %% [markdown] lang="zh" twin="62966de6"
# ## 三杠（32番）
#
# 三副杠，暗杠、明杠都可以。规则原文的三杠条目另有两句：暗杠另外加计（“暗杠加计”），三副暗杠时加计三暗刻。这手牌有一副暗杠（1万）和两副明杠。

# %%
r = mjlib.score("[1111m][2222s1][3333p2]567p5p5p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# 三杠 32, 暗杠 2 for the concealed kong, and the kongs 1万 2条 3饼 step up by one across three
# suits: 三色三节高 8 (a kong is a pung here). With 幺九刻 and 无字, 44. The two melded kongs would
# make 双明杠 and 明杠 1 × 2: in this hand 三杠 already includes them (they are two of its three
# kongs), so they are struck by no-repeat (the entry does not list them). How many
# concealed-kong fans two or three concealed kongs add is an open question, below.

# %% [markdown] lang="zh" twin="a59d6b03"
# 三杠 32番，那副暗杠计暗杠 2番；1万、2条、3饼三副杠在三种花色中依次递增一个序数：三色三节高 8番（这里杠算刻子）。再加幺九刻和无字，共44番。两副明杠原可计双明杠和明杠 1 × 2：这手牌的三杠已包含它们（它们是三杠中的两副），所以按不重复原则不计（条目没有列出）。两副或三副暗杠要加计哪些暗杠的番种，是下面的未决问题。

# %% tags=["check"]
expect(r, total=44, counted={"三杠": 32, "三色三节高": 8, "暗杠": 2, "幺九刻": 1, "无字": 1},
       only=True, not_counted={"双明杠": ("不重复", "三杠"), "明杠": ("不重复", "三杠")})

# %% [markdown]
# ## 四杠 Four Kongs (88)
#
# All four sets are kongs. You then hold a single tile, so the hand can only win by pairing it:
# the rule text's entry for 四杠 lists 单钓将 Single Wait as not counted, and like 三杠 it adds
# concealed kongs on top.
#
# 四杠 88. In this hand 四杠 already includes 三杠 (its pattern over fewer kongs) and 碰碰和 (four
# kongs are four pungs); these four kongs are all melded, so they would also make 双明杠 and
# 明杠 1 × 4. All are struck by no-repeat, though only 单钓将 is in the entry's list. Four claimed
# sets and a win on the pair from a discard are also 全求人 Melded Hand (6), a fan of how the
# hand was won. With 幺九刻 (9999饼), 95.

# %% [markdown] lang="zh" twin="477bb717"
# ## 四杠（88番）
#
# 四副牌组都是杠。这时手中只剩一张牌，只能单钓这张牌作将和牌：规则原文的四杠条目列明不计单钓将，并与三杠一样，暗杠另外加计。
#
# 四杠 88番。这手牌的四杠已包含三杠（杠更少的同一牌型）和碰碰和（四副杠就是四副刻子）；这四副杠都是明杠，原本还可计双明杠和明杠 1 × 4。这些都按不重复原则不计，尽管条目只列出了单钓将。四副牌组都靠吃碰杠组成、点和单钓将，又是全求人（6番），这是和牌方式的番种。再加幺九刻（9999饼），共95番。

# %%
r = mjlib.score("[5555m1][7777s2][2222p3][9999p1]FF")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=95, counted={"四杠": 88, "全求人": 6, "幺九刻": 1}, only=True,
       not_counted={"三杠": ("不重复", "四杠"), "碰碰和": ("不重复", "四杠"),
                    "双明杠": ("不重复", "四杠"), "明杠": ("不重复", "四杠"),
                    "单钓将": ("不重复", "四杠")})
assert {e.fan.zh: e.source for e in r.excluded}["单钓将"] == "seed"
assert [e.count for e in r.excluded if e.fan.zh == "明杠"] == [4]

# %% [markdown]
# ## The family's map: what removes what (不计关系图)
#
# Each arrow reads "when the fan at the tail counts, the fan at the head does not". Solid arrows
# are removals the rule text states, dashed ones removals it leaves out, dotted ones common
# practice only (this map is drawn for the green book). Every kong arrow is blue, no-repeat: the
# rule text names no principle for them, so that is the course's classification.

# %% [markdown] lang="zh" twin="841f19ee"
# ## 本系列的不计关系图
#
# 每支箭头读作“计箭尾的番种时，不计箭头所指的番种”。实线是规则原文写明的不计，虚线是规则未列的，点线只见于通行计法（这张图按规则原文计法绘制）。杠的箭头全是蓝色，即不重复：规则原文没有为它们指明原则，这是本课程的归类。

# %%
draw_family_map("pungs")

# %% [markdown]
# For the kong fans: 四杠 points at 三杠, 双明杠, 明杠, 碰碰和 and (listed in its entry) 单钓将;
# 三杠 at 双明杠 and 明杠. Every 四杠 holds 三杠 and 碰碰和, but 双明杠 and 明杠 only where its
# kongs are melded (a hand of concealed kongs has neither): those arrows are no-repeat applied to
# the hand's own kongs, not an implication. 双明杠 at 明杠, solid because the rule text's no-repeat example says
# it, though the entry for 双明杠 lists nothing; 双暗杠 at 暗杠 and 双暗刻, the one place where
# the kong chain meets the concealed-pung chain of 05a. 明暗杠, dotted, removes 明杠 and 暗杠
# under common practice only.

# %% [markdown] lang="zh" twin="d514418e"
# 杠的番种：四杠指向三杠、双明杠、明杠、碰碰和，以及（条目列明的）单钓将；三杠指向双明杠和明杠。四杠必然含有三杠和碰碰和，但只有杠是明杠时才有双明杠和明杠（全是暗杠的牌两者都没有）：这几支箭头是对这手牌的杠运用不重复原则，而不是必然推知的关系。双明杠指向明杠，是实线，因为规则原文不重复原则的例题这样说，尽管双明杠的条目什么也没有列；双暗杠指向暗杠和双暗刻，这是杠的链条与第05a课暗刻链条唯一相交之处。明暗杠是点线，只在通行计法下不计明杠和暗杠。

# %% tags=["check"]
rows = {(r_.by, r_.removes, r_.source) for r_ in family_rows("pungs")}
kongs = {mjlib.fans.BY_ZH[z].id for z in ("四杠", "三杠", "双暗杠", "双明杠", "明暗杠", "暗杠", "明杠")}
assert {r_.principle for r_ in family_rows("pungs") if r_.by in kongs} == {"no-repeat"}
ids = {f.zh: f.id for f in mjlib.FANS}
ids["明暗杠"] = mjlib.fans.BY_ZH["明暗杠"].id
def row(by, removes, source):
    return (ids[by], ids[removes], source) in rows
for small in ("三杠", "碰碰和"):
    assert row("四杠", small, "implied"), small
for big in ("四杠", "三杠"):  # on its melded kongs only: the principle, not an implication
    assert row(big, "双明杠", "principle") and row(big, "明杠", "principle"), big
assert row("四杠", "单钓将", "seed")
concealed = mjlib.score("[8888p][2222m][5555m]2777s2s")  # three kongs, all concealed
assert {"双明杠", "明杠"}.isdisjoint({c.fan.zh for c in concealed.fans} |
                                    {e.fan.zh for e in concealed.excluded})
assert row("双明杠", "明杠", "example")
assert row("双暗杠", "暗杠", "implied") and row("双暗杠", "双暗刻", "implied")
assert row("明暗杠", "明杠", "preset") and row("明暗杠", "暗杠", "preset")

# %% [markdown]
# ## Try it
#
# **Task.** Pick "三杠, one concealed kong" in the builder and make the claimed 2条 kong a
# concealed one (暗杠 in the kong menu). Before you look, predict the total under the green book,
# then switch the builder to common practice and predict again.

# %% [markdown] lang="zh" twin="121df66a"
# ## 试一试
#
# **任务：**在摆牌器中选“三杠（一副暗杠）”，把杠别家的2条改成暗杠（在杠的选项中选“暗杠”）。先别看结果，预测按规则原文计法的合计；再把摆牌器切换到通行计法，重新预测。

# %%
HandBuilder(
    hand="[1111m][2222s1][3333p2]567p5p5p",
    examples={
        pick("三杠, one concealed kong", "三杠（一副暗杠）"): "[1111m][2222s1][3333p2]567p5p5p",
        "四杠": "[5555m1][7777s2][2222p3][9999p1]FF",
        "双暗杠": "[1111m][2222s]345p678pNN",
        "明杠 + 暗杠": "[1111m][2222s1]345p678pNN",
        "双明杠": "[3333m1][7777p2]234s567sCC",
        "暗杠": "[5555m]123p456s789sEE",
        "明杠": "[6666p1]234m567m345sWW",
    },
    rules="green-book",
)

# %% tags=["check"]
# two concealed kongs inside 三杠: green book adds 双暗杠 8 -> 50; common practice adds no kong
# fan and counts the two concealed kongs as 双暗刻 2 -> 44
task = "[1111m][2222s][3333p2]567p5p5p"
expect(mjlib.score(task), total=50,
       counted={"三杠": 32, "三色三节高": 8, "双暗杠": 8, "幺九刻": 1, "无字": 1}, only=True)
expect(mjlib.score(task, rules="common-practice"), total=44,
       counted={"三杠": 32, "三色三节高": 8, "双暗刻": 2, "幺九刻": 1, "无字": 1}, only=True)

# %% [markdown]
# ## In practice
#
# Three of the six preset switches of notebook 02 are about kongs: 明暗杠 (switch 4) and the
# price of 双暗杠 (switch 5) came up above. Switch 3 is the concealed kongs inside 三杠 and
# 四杠: the green book adds their kong fans ("暗杠加计"), common practice adds no 暗杠 or 双暗杠
# there and counts the concealed kongs as concealed pungs. With one concealed kong, as in the
# 三杠 example, that costs the 暗杠:

# %% [markdown] lang="zh" twin="497e71bb"
# ## 实用须知
#
# 第02课两种计法的六处区别中，有三处与杠有关：明暗杠（第4处）和双暗杠的番数（第5处）上面已经讲过。第3处是三杠、四杠中的暗杠：规则原文计法加计它们的杠番（“暗杠加计”），通行计法在这里不加计暗杠或双暗杠，只把暗杠当作暗刻。像上面三杠的例题那样只有一副暗杠时，就少了那个暗杠：

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[1111m][2222s1][3333p2]567p5p5p"))

# %% [markdown]
# At a table, agree on the preset before play: kong-heavy hands change score with it.

# %% [markdown] lang="zh" twin="841b4e87"
# 在牌桌上，开局前先约定用哪种计法：杠多的牌，番数随计法而变。

# %% tags=["check"]
expect(mjlib.score("[1111m][2222s1][3333p2]567p5p5p", rules="common-practice"), total=42,
       not_counted={"暗杠": ("不重复", "三杠")})
switches = list(mjlib.GREEN_BOOK.switches())
assert switches[2:5] == ["kongs_add_concealed_kong_fans", "mixed_kongs_as_two_melded_kongs",
                         "two_concealed_kongs_points"] and len(switches) == 6

# %% [markdown]
# ## Open questions
#
# The entries for 三杠 and 四杠 say concealed kongs are "added", but not which fans two, three or
# four of them add beside the big fan. Five questions follow, each with the text, the readings a
# referee could take, and what each preset computes (now, not copied).

# %% [markdown] lang="zh" twin="2018bc68"
# ## 未决问题
#
# 三杠和四杠的条目都说暗杠“加计”，却没有说两副、三副或四副暗杠在大番之外加计哪些番种。下面列出五个问题，每个都附有规则原文、裁判可能采取的几种读法，以及每种计法在运行时算出的结果。

# %%
mjlib.course.rulings.show("R2", "R3", "R4", "R5", "R6")

# %% [markdown]
# ## On your own
#
# Tick the fans you believe count (with a count where a fan counts more than once) and press
# **Check**. The feedback names the checklist step of each mistake and says why a wrong tick does
# not count here; the answer shows after a second wrong try, or when you press **Show answer**.
# Each exercise names its preset under the hand.
#
# **1.** You win on a 9条 thrown by another player.

# %% [markdown] lang="zh" twin="5e5c976a"
# ## 练习
#
# 勾选你认为应计的番种（可以计多次的番种写明次数），然后按**核对**。反馈会指出每处错误属于算番步骤的哪一步，并说明勾错的番种在这里为什么不计；第二次答错，或按**看答案**，就会显示答案。每道练习都在牌的下方注明所用的计法。
#
# **1.** 和的是别家打出的9条。

# %% tags=["exercise"]
Exercise("[5555p1]666s777m234m9s9s", lesson=LESSON, ask_total=True,
         focus="sets")

# %% tags=["check"]
# 5555p 666s 777m: 三色三节高 8 (the kong is a pung here); 666s and 777m concealed: 双暗刻 2;
# one melded kong: 明杠 1; 无字 1; 9s is the only winning tile: 单钓将 1. 13 in all.
expect(mjlib.score("[5555p1]666s777m234m9s9s"), total=13,
       counted={"三色三节高": 8, "双暗刻": 2, "明杠": 1, "无字": 1, "单钓将": 1}, only=True)

# %% [markdown]
# **2.** You win on a 6万 thrown by another player.

# %% [markdown] lang="zh" twin="6044dd0d"
# **2.** 和的是别家打出的6万。

# %% tags=["exercise"]
Exercise("[7777p1][7777s]777m55m66m6m", lesson=LESSON, ask_total=True,
         focus="sets")

# %% tags=["check"]
# 7777p, 7777s, 777m: 三同刻 16 (kongs are pungs); four pungs: 碰碰和 6; one melded + one
# concealed kong: 双明杠 4 + 暗杠 2 (the rule text's 双明杠 entry); concealed: 7777s and 777m
# (666m was finished by the discard): 双暗刻 2; only 5, 6, 7: 断幺 2. 32 in all.
# Traps, all no-repeat: 明杠 (双明杠 over one kong: the rule text's no-repeat example), 双同刻
# (三同刻 over fewer pungs), 无字 (断幺). Common practice: 明暗杠 5 instead of 双明杠 + 暗杠, 31.
hand = "[7777p1][7777s]777m55m66m6m"
expect(mjlib.score(hand), total=32,
       counted={"三同刻": 16, "碰碰和": 6, "双明杠": 4, "暗杠": 2, "双暗刻": 2, "断幺": 2},
       only=True, not_counted={"双同刻": ("不重复", "三同刻"), "明杠": ("不重复", "双明杠"),
                               "无字": ("不重复", "断幺")})
expect(mjlib.score(hand, rules="common-practice"), total=31, counted={"明暗杠": 5})

# %% [markdown]
# **3.** You win on an 8条 thrown by another player.

# %% [markdown] lang="zh" twin="43ac7156"
# **3.** 和的是别家打出的8条。

# %% tags=["exercise"]
Exercise("[4444p][6666s]234m345m8s8s", lesson=LESSON, ask_total=True,
         focus="sets")

# %% tags=["check"]
# two concealed kongs: 双暗杠 8; nothing claimed: 门前清 2; 断幺 2; 8s is the only winning
# tile: 单钓将 1. 13 in all. Traps, no-repeat: 暗杠 1 × 2 (双暗杠 over one kong) and 双暗刻 (the
# two kongs are two concealed pungs), 无字 (断幺).
expect(mjlib.score("[4444p][6666s]234m345m8s8s"), total=13,
       counted={"双暗杠": 8, "门前清": 2, "断幺": 2, "单钓将": 1}, only=True,
       not_counted={"暗杠": ("不重复", "双暗杠"), "双暗刻": ("不重复", "双暗杠"),
                    "无字": ("不重复", "断幺")})

# %% [markdown]
# **4.** You draw the winning 5万 from the wall yourself.

# %% [markdown] lang="zh" twin="291de444"
# **4.** 和张5万是自己从牌墙摸到的。

# %% tags=["exercise"]
Exercise("[8888s]222m444p666p5m5m", self_drawn=True, lesson=LESSON, ask_total=True,
         focus="sets")

# %% tags=["check"]
# four concealed sets (the kong is a concealed pung): 四暗刻 64; self-drawn: 不求人 4 (the rule
# text's 四暗刻 entry); the concealed kong: 暗杠 2 (四暗刻 does not remove it); 断幺 2;
# 5m is the only winning tile: 单钓将 1. 73. Not counted: 三暗刻, 双暗刻, 碰碰和 (in 四暗刻),
# 自摸 (in 不求人), 无字 (in 断幺).
expect(mjlib.score("[8888s]222m444p666p5m5m", self_drawn=True), total=73,
       counted={"四暗刻": 64, "不求人": 4, "暗杠": 2, "断幺": 2, "单钓将": 1}, only=True,
       not_counted={"三暗刻": ("不重复", "四暗刻"), "碰碰和": ("不重复", "四暗刻"),
                    "自摸": ("不重复", "不求人")})

# %% [markdown]
# **5.** Scored under **common practice**. You win on a 5条 thrown by another player.

# %% [markdown] lang="zh" twin="69dc8b49"
# **5.** 按**通行计法**算番。和的是别家打出的5条。

# %% tags=["exercise"]
Exercise("[6666m1][SSSS]123p789p5s5s", rules="common-practice", lesson=LESSON, ask_total=True,
         focus="sets")

# %% tags=["check"]
# one melded and one concealed kong, under common practice: 明暗杠 5, which removes 明杠 and
# 暗杠 (no-repeat, common practice only); SSSS (South is neither seat nor prevalent wind):
# 幺九刻 1; 123p + 789p: 老少副 1; 5s is the only winning tile: 单钓将 1. 8 in all. The green
# book counts 双明杠 4 + 暗杠 2 instead: 9.
hand = "[6666m1][SSSS]123p789p5s5s"
expect(mjlib.score(hand, rules="common-practice"), total=8,
       counted={"明暗杠": 5, "幺九刻": 1, "老少副": 1, "单钓将": 1}, only=True,
       not_counted={"明杠": ("不重复", "明暗杠"), "暗杠": ("不重复", "明暗杠")}, absent=["双明杠"])
expect(mjlib.score(hand), total=9, counted={"双明杠": 4, "暗杠": 2})

# %% [markdown]
# **6.** An added kong of 4万 (`[4444m5]`), a claimed kong and a concealed one; you win on a
# 5饼 from a discard. Scored under **common practice**.

# %% [markdown] lang="zh" twin="6ff4015b"
# **6.** 一副4万的加杠（`[4444m5]`）、一副杠别家的明杠和一副暗杠；和的是别家打出的5饼。按**通行计法**算番。

# %% tags=["exercise"]
Exercise("[4444m5][9999s1][WWWW]123p5p5p", rules="common-practice", lesson=LESSON,
         ask_total=True, focus="sets")

# %% tags=["check"]
# three kongs: 三杠 32; common practice adds no kong fan inside 三杠 (one concealed kong is one
# concealed pung: nothing); 9999s and WWWW (West is neither seat nor prevalent wind): 幺九刻 1 × 2;
# 5p is the only winning tile: 单钓将 1. 35 (the green book adds 暗杠 2: 37).
# Traps, no-repeat: 双明杠 and 明杠 (in 三杠), 暗杠 (common practice only).
hand = "[4444m5][9999s1][WWWW]123p5p5p"
expect(mjlib.score(hand, rules="common-practice"), total=35,
       counted={"三杠": 32, "幺九刻": 2, "单钓将": 1}, only=True, count={"幺九刻": 2},
       not_counted={"双明杠": ("不重复", "三杠"), "明杠": ("不重复", "三杠"),
                    "暗杠": ("不重复", "三杠")})
expect(mjlib.score(hand), total=37, counted={"暗杠": 2})

# %% [markdown]
# **7.** You win on a 3饼 thrown by another player.

# %% [markdown] lang="zh" twin="9762ed52"
# **7.** 和的是别家打出的3饼。

# %% tags=["exercise"]
Exercise("[2222m1][5555s2][8888p3][7777m]3p3p", lesson=LESSON, ask_total=True,
         focus="won")

# %% tags=["check"]
# four kongs: 四杠 88; the green book adds the concealed kong: 暗杠 2; 断幺 2. 92 in all.
# Traps, no-repeat: 三杠, 碰碰和, 双明杠, 明杠 1 × 3 (in 四杠), 单钓将 (listed in 四杠's entry),
# 无字 (断幺). One set is concealed, so no 全求人. Common practice strikes 暗杠 too: 90.
hand = "[2222m1][5555s2][8888p3][7777m]3p3p"
r = mjlib.score(hand)
expect(r, total=92, counted={"四杠": 88, "暗杠": 2, "断幺": 2}, only=True,
       not_counted={"三杠": ("不重复", "四杠"), "碰碰和": ("不重复", "四杠"),
                    "双明杠": ("不重复", "四杠"), "明杠": ("不重复", "四杠"),
                    "单钓将": ("不重复", "四杠")}, absent=["全求人"])
assert [e.count for e in r.excluded if e.fan.zh == "明杠"] == [3]
expect(mjlib.score(hand, rules="common-practice"), total=90,
       not_counted={"暗杠": ("不重复", "四杠")})

# %% [markdown]
# ## Drill
#
# Ten dealt hands with at least one fan of the pung family, kongs often among them: the same ten
# for everyone who runs this cell. Score each one, press **Check**, then **Next**.

# %% [markdown] lang="zh" twin="009f8893"
# ## 随堂练习
#
# 发十手牌，每手至少有一个刻系列的番种，其中常常有杠；每个运行这一格的人拿到的都是同样的十手。每手算好后按**核对**，再按**下一手**。

# %% tags=["exercise"]
Drill(family="pungs", seed=52, lesson=LESSON)

# %% [markdown]
# ## Where to go next
#
# - Back: `05a-score-pung-fans.ipynb`, the pung fans of the same family.
# - Next: `06-score-seven-pairs.ipynb`, the hands without any set.
# - 全求人 and the other fans of how a hand was won, robbing a kong (抢杠和) and winning on a
#   kong's replacement tile (杠上开花): the winning-method notebooks (10).

# %% [markdown] lang="zh" twin="ae9144e5"
# ## 下一步
#
# - 回顾：`05a-score-pung-fans.ipynb`，同一系列中刻子的番种。
# - 下一课：`06-score-seven-pairs.ipynb`，没有牌组的和牌。
# - 全求人等和牌方式的番种，以及抢杠和、杠上开花：和牌方式系列各课（第10a至10c课）。

# %% [markdown] tags=["further-reading"]
# - **This lesson's entries in the rule text**: 四杠, 三杠, 双暗杠, 双明杠 (with its melded +
#   concealed case), 暗杠, 明杠. 明暗杠 is in no rule text: it comes from the reference
#   calculator, which can be built without it.

# %% [markdown] lang="zh" twin="c7155cff"
# - **规则原文中本课的条目**：四杠、三杠、双暗杠、双明杠（含一明杠一暗杠的情形）、暗杠、明杠。明暗杠不见于任何规则原文：它来自参照算番器，参照算番器编译时也可以不带这个番种。
