# %% [markdown]
# # Score pung and kong fans (刻系列)
#
# The pung family holds seventeen fans. Some count how many of your sets are pungs (碰碰和),
# some how their numbers line up across the suits (三同刻, 三色三节高), some how many of them
# you kept hidden (三暗刻), and some how many you turned into kongs (三杠, 双暗杠, 明杠). They
# overlap a lot: a kong is also a pung, a concealed kong is also a concealed pung, and the big
# fans swallow the small ones. This notebook takes them one at a time.
#
# **What you'll do**
#
# - decide, for each pung of a hand, whether it is concealed (暗刻) or exposed (明刻);
# - score a worked example of each of the seventeen fans, from 四杠 Four Kongs (88) down to
#   明杠 Melded Kong (1), and read the fans that are *not* counted beside it;
# - read the family's no-repeat map, and compare the two rule presets on hands with kongs.
#
# **What you'll learn**
#
# - when a pung completed by a discard stops being concealed, and when it does not;
# - how kongs are counted: as pungs, as concealed pungs, and as kong fans of their own;
# - where the rule book (green-book) and the widely used calculator (common-practice) count
#   kongs differently, including the fan 明暗杠 that exists only in common practice;
# - the non-identical principle (不得相同) on the rule book's own 三色三节高 example.
#
# **What you'll need**
#
# - Notebooks `01-read-tiles-and-hands.ipynb` (the notation, how a hand was won) and
#   `02-apply-the-counting-principles.ipynb` (the five principles, the two presets).
# - In the notation: `[999s2]` is a claimed pung, `[8888p1]` a claimed kong, `[8888p]` a
#   concealed kong (no digit), `[8888p5]` an added kong (加杠, the fourth tile added to a pung
#   claimed from the left). The last standing tile is the winning tile.

# %%
import mjlib
from mjlib.render import draw_combinations, draw_family_map, draw_hand, draw_result
from mjlib.report import compare_presets
from mjlib.widgets import HandBuilder

# %% [markdown]
# The seventeen fans, as `mjlib` lists them, highest first:

# %%
# NBVAL_CHECK_OUTPUT
for f in mjlib.FANS:
    if f.family == "pungs":
        print(f"{f.points:>3}  {f.zh} {f.en}")

# %% [markdown]
# Each example below is built to show one fan with as little else as possible, so many of the
# small ones fall short of the 8-fan minimum (八番起和) and the printed result says so. That is
# fine for learning; at the table such a hand could not be declared a win.

# %% [markdown]
# ## Concealed or exposed? 暗刻 and 明刻
#
# Four of the fans (四暗刻, 三暗刻, 双暗刻, and the concealed-kong fans) care whether a pung was
# built in secret. A pung you claimed with 碰 is exposed, of course. The subtle case is the
# **winning tile**: if you win on someone's discard and that tile completes a pung, you have in
# effect claimed it, so that pung counts as exposed (明刻) even though it never lay on the
# table. Win on the same tile by drawing it yourself (自摸) and the pung is concealed.
#
# Take a hand waiting on two pairs, 东东 and 5饼 (a "double pung" wait, 双碰). It wins on the
# East wind thrown by another player:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("111m999s333pEE55pE")
print(r)

# %% [markdown]
# Three concealed pungs, not four: the discarded East made the East pung exposed. The figure
# labels that set 明刻 "pung on discard", where the other standing pungs are 暗刻 "concealed
# pung".

# %%
draw_result(r)

# %% [markdown]
# Two details keep this rule from being harsher than it is:
#
# - It only touches the pung that the winning tile **completes**. Winning on a discard that
#   completes the *pair* (a single wait, 单钓将) leaves every pung concealed.
# - When the discard could complete either a pung or a chow, the player reads it into the
#   chow, and the pung stays concealed. Below, 4饼 arrives with 444饼 and 23饼 already in the
#   hand: it finishes 234饼, and 444饼 is still a concealed pung.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("111m999s44423pEE4p"))

# %% [markdown]
# The rule book does not spell the discard rule out in its fan list; it is how referees and
# every calculator read "暗刻", and `mjlib` follows it: the reading places the winning tile in a
# chow first, then in the pair, and only then in a pung.
#
# Kongs follow the same logic. A concealed kong (暗杠, four tiles you drew yourself) counts as a
# concealed pung; a claimed kong (明杠) or an added kong (加杠) counts as an exposed pung. A kong
# of either kind is a pung for every pung fan (碰碰和, 三同刻, 三色三节高 …).

# %% [markdown]
# ## 四杠 Four Kongs (88)
#
# All four sets are kongs. With four kongs on the table you hold a single tile, so the hand can
# only win by pairing it: the rule book therefore removes 单钓将 Single Wait. It also
# necessarily holds 三杠, 双明杠/明杠 and 碰碰和, which are not counted again (no-repeat, 不重复).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[5555m1][7777s2][2222p3][9999p1]FF")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Four claimed kongs and a discard on the pair also make 全求人 Melded Hand (6), which is a
# fan of how the hand was won and is counted beside 四杠.
#
# **Edge case.** When some of the kongs are concealed, the rule book tells you to add the
# concealed-kong fans on top. Three or four concealed kongs add 三暗刻 or 四暗刻. Common practice
# counts them differently; see "In practice" below.

# %% [markdown]
# ## 四暗刻 Four Concealed Pungs (64)
#
# Four pungs or kongs, every one of them concealed. Because of the rule above, a hand of four
# concealed pungs normally has to be self-drawn, unless it wins on the pair. It necessarily
# holds 三暗刻, 双暗刻, 碰碰和 and 门前清 Concealed Hand, none of which are counted again. Here is the
# East-wind hand again, this time self-drawn:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("111m999s333pEE55pE", self_drawn=True)
print(r)

# %%
draw_result(r)

# %% [markdown]
# Under the green book the self-drawn win scores 不求人 Fully Concealed Hand (4), because the
# rule book adds it whenever such a concealed special hand is self-drawn; common practice
# scores only 自摸 Self-Drawn (1). That is switch 1 of the presets.
#
# **Edge case.** A discard that completes the pair does not open any pung. The same four pungs
# waiting on 5饼 alone win 四暗刻 on a discard:

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("111m999s333pEEE5p5p"))

# %% [markdown]
# ## 一色四节高 Four Pure Shifted Pungs (48)
#
# Four pungs (or kongs) of one suit whose numbers go up by one each time: 3-4-5-6 饼 below. It
# always holds three consecutive pungs of one suit, 一色三节高, which would be made from its own
# sets (no-split, 不拆移), and four pungs, 碰碰和 (no-repeat).
#
# A note on the rule book: its "not counted" list for this fan names 一色三同顺; that is a slip
# for 一色三节高 (the lists of 一色四同顺 and 一色四节高 were swapped), and `mjlib` uses the
# corrected list.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[333p1][444p2][555p3]NN666p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** Held concealed, 333444555666饼 can also be read as three identical chows plus a
# pung (345 345 345 + 666, or 333 + 456 456 456). The high-versus-low principle (就高不就低)
# keeps the reading worth most; the printed result lists the others with their totals.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("333444555666pNN"))

# %% [markdown]
# ## 三杠 Three Kongs (32)
#
# Three of the four sets are kongs, concealed or not. It contains two or more kongs, so 双明杠
# and 明杠 are not counted beside it (no-repeat). This hand has one concealed kong (1万) and two
# claimed ones:

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[1111m][2222s1][3333p2]567p5p5p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The concealed kong adds 暗杠 (2), as the rule book's entry for 三杠 asks. The three kongs, 1万 2条 3饼,
# are also three pungs stepping up by one in three suits, so they make 三色三节高 as well: a
# kong is a pung for every combination fan.
#
# **Edge case.** The same entry goes on: when all three kongs are concealed, add 三暗刻.
# Common practice never adds 暗杠 or 双暗杠 beside 三杠 / 四杠; it counts the concealed kongs as
# concealed pungs instead. See "In practice".

# %% [markdown]
# ## 一色三节高 Pure Shifted Pungs (24)
#
# Three pungs of one suit stepping up by one: 555 666 777 条 below. One of them is claimed, so
# the others are the hand's two concealed pungs (双暗刻).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[555s1]666s777s234m9p9p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** Hold all three pungs concealed and the nine tiles also read as 567 567 567, a
# 一色三同顺 Pure Triple Chow (24). The rule book says 一色三节高 does not count 一色三同顺: you
# get one or the other, never both. Here the pung reading wins, because it adds 三暗刻 (16):

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("555666777s234m9p9p"))

# %% [markdown]
# ## 三同刻 Triple Pung (16)
#
# Three pungs of the same number, one in each suit: 777 万, 777 条, 777 饼. Any two of them
# would be a 双同刻 Double Pung; those pairs are made from the triple's own sets, so they are
# not counted beside it (no-split).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[777m1][777s2]777p234s5p5p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** Kongs count as pungs here: make the 7条 pung a kong and the hand scores
# 三同刻 and 明杠. There are only three suits, so the fourth set can never join the triple.
# Honours have no number: they never make 双同刻 or 三同刻.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[777m1][7777s2]777p234s5p5p"))

# %% [markdown]
# ## 三暗刻 Three Concealed Pungs (16)
#
# Three concealed pungs or concealed kongs, wherever they are. It holds 双暗刻, which is not
# counted again. The hand from the first section shows it: the winning 4饼 went into the chow,
# so 111万, 999条 and 444饼 all stay concealed.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("111m999s44423pEE4p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# Three things that trip people up:
#
# - A claimed pung (碰) or kong (明杠, 加杠) never counts, however early you claimed it.
# - A pung finished by the winning discard is exposed (the East-wind hand at the top scored
#   三暗刻, not 四暗刻, for that reason).
# - 四归一 Tile Hog (2) is counted too: four 4饼 spread over 444饼 and 234饼, without a kong.

# %% [markdown]
# ## 三色三节高 Mixed Shifted Pungs (8)
#
# Three pungs in three different suits whose numbers step up by one, like 6万 7饼 8条. This is
# the rule book's own example of the non-identical principle (不得相同): 666万, 777饼, 888条 make the
# fan, and so would 777饼, 888条, 999万. But those two share 777饼 and 888条, and a set that
# has already made a fan may not make the same fan again with another set. One 三色三节高 only.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[666m1][777p2][888s3]99mNN9m")
print(r)

# %%
draw_result(r)

# %% [markdown]
# The combination figure shows the sets as boxes and each fan between sets as a bracket: the
# counted 三色三节高 on A B C above, the second one on B C D below, struck through with its
# principle.

# %%
draw_combinations(r)

# %% [markdown]
# The 999万 pung was completed by the discarded 9万, so it is exposed; it still counts 幺九刻
# Pung of Terminals or Honors. The total, 15, is the rule book's.

# %% [markdown]
# ## 双暗杠 Two Concealed Kongs (8)
#
# Two concealed kongs. Each is also a concealed kong (暗杠) and the two are two concealed
# pungs (双暗刻), so neither of those is counted beside it. The rule book puts it among the
# 8-point fans; common practice prices it at 6 (switch 5).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[1111m][2222s]345p678pNN")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** Concealed kongs keep the hand concealed: this hand still scores 门前清
# Concealed Hand (2). Inside 三杠 or 四杠, the green book adds 双暗杠 for two concealed kongs;
# common practice does not (switch 3).

# %% [markdown]
# ## 碰碰和 All Pungs (6)
#
# Four pungs or kongs and a pair, no chows. Melded or concealed does not matter.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[222m1][555p2][888s3]99sNNN")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** 七对 Seven Pairs is not 碰碰和: pairs are not pungs. And many bigger fans
# are made of four pungs and therefore remove 碰碰和: 四杠, 四暗刻, 一色四节高 in this family,
# and 大四喜, 字一色, 清幺九, 混幺九, 全双刻 in others.

# %% [markdown]
# ## 双明杠 Two Melded Kongs (4)
#
# Two melded kongs: each either claimed from a discard (明杠) or made by adding a drawn tile to
# a pung you had claimed (加杠). Each is also a 明杠 Melded Kong, not counted again (no-repeat,
# listed by the rule book).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[3333m1][7777p2]234s567sCC")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.**
#
# - An added kong counts as melded: `[2222m5]` is a pung claimed from the left with the fourth
#   tile added later, and it counts toward 双明杠 like any claimed kong.
# - One melded kong plus one concealed kong: the rule book counts 双明杠 4 and adds 暗杠 2,
#   6 in all; the rule book spells this case out under 双明杠. Common practice gives the fan 明暗杠 (5)
#   instead; see the next section.

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[2222m5][5555p1]345s678sEE"))

# %% [markdown]
# ## 明暗杠 Concealed Kong and Melded Kong (5, common practice only)
#
# This fan is **not one of the 81**. The widely used calculator (the common-practice preset)
# scores one melded kong plus one concealed kong as a fan of its own, 明暗杠, worth 5, and then
# counts neither 明杠 nor 暗杠. Under the green book the same kongs score 双明杠 4 + 暗杠 2.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[1111m][2222s1]345p678pNN", rules="common-practice")
print(r)

# %%
draw_result(r)

# %% [markdown]
# ## 四归一 Tile Hog (2)
#
# All four copies of one tile in the hand, spread over different sets, and **not** as a
# kong. Here the four 2万 sit in the chow 234万 and the pung 222万.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234m1]222m567p678s5p5p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** A kong is four copies too, but it already scores as a kong: no 四归一.
# Four copies can also be two of the pairs of 七对 Seven Pairs, which then adds 四归一
# (notebook `06-score-seven-pairs.ipynb`). Each tile with four copies counts once, so a hand
# can have 四归一 twice.

# %% [markdown]
# ## 双同刻 Double Pung (2)
#
# Two pungs of the same number in two suits. It is a fan between two sets, so the count-once
# principle (套算一次) applies to it like to 一般高 or 喜相逢.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[555m1]555s234p678p9p9p")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** Inside 三同刻, the pairs of the triple are not counted (no-split). A hand
# can hold it twice, e.g. 111万 111条 and 999万 999条; under 清幺九 All Terminals the two
# presets disagree about whether that counts (switch 6, in `08-score-outside-fans.ipynb`).

# %% [markdown]
# ## 双暗刻 Two Concealed Pungs (2)
#
# Two concealed pungs or concealed kongs. The contrast below is the whole lesson: the same
# hand wins on the 5饼 that completes its second pung, first on a discard, then self-drawn.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("222m345s678sEE55p5p", self_drawn=True)
print(r)

# %%
draw_result(r)

# %%
# NBVAL_CHECK_OUTPUT
print(mjlib.score("222m345s678sEE55p5p"))

# %% [markdown]
# On the discard the 555饼 pung is exposed and only 222万 is left concealed: no 双暗刻. (The
# discard win keeps 门前清 Concealed Hand, 2, because no set was claimed before the win; the
# self-drawn win scores 不求人 Fully Concealed Hand, 4, instead.)

# %% [markdown]
# ## 暗杠 Concealed Kong (2)
#
# One kong of four tiles you drew yourself, declared without claiming anything. It does not
# open the hand (门前清 is still counted) and it counts as a concealed pung.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[5555m]123p456s789sEE")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** Two concealed kongs make 双暗杠 instead. Beside 双明杠, 三杠 and 四杠 the
# green book adds 暗杠 for each concealed kong; common practice does not (switches 3 and 4).

# %% [markdown]
# ## 幺九刻 Pung of Terminals or Honors (1)
#
# A pung or kong of a 1, a 9 or an honour, 1 point each. Below: 999万 and 北北北 (with East as
# both seat and prevalent wind, North is just an honour pung).

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[999m1]234p567sNNN5s5s")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge cases.** A dragon pung scores 箭刻 Dragon Pung (2) and a pung of the seat or prevalent
# wind scores 门风刻/圈风刻 (2); those remove the 幺九刻 of their own set (the rule book lists it),
# as seen with the East pung at the top. A pair of terminals is not a pung and scores nothing
# here. Fans made only of terminal and honour pungs (清幺九, 混幺九, 字一色, 大四喜) remove it
# altogether.

# %% [markdown]
# ## 明杠 Melded Kong (1)
#
# One melded kong: a discard claimed onto a concealed pung (`[6666p1]`), or a drawn tile
# added to a pung you had claimed (加杠, `[6666p5]`). Either way the kong is on show.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[6666p1]234m567m345sWW")
print(r)

# %%
draw_result(r)

# %% [markdown]
# **Edge case.** Robbing the kong (抢杠和) works on exactly the tile a player adds to make a
# 加杠; notebook `10-score-winning-method-fans.ipynb` covers it.

# %% [markdown]
# ## The family's no-repeat map
#
# Each arrow reads "when the fan at the tail is counted, the fan at the head is not". Thick
# arrows are removals the rule book lists, thin ones necessary implications it leaves out,
# dashed red ones no-split, dotted ones only under common practice.

# %%
draw_family_map("pungs")

# %% [markdown]
# Three things to read off the map:
#
# - The concealed chain 四暗刻 → 三暗刻 → 双暗刻 and the kong chain 四杠 → 三杠 → 双明杠 → 明杠
#   run side by side. They meet only at 双暗杠, which removes 双暗刻: two concealed kongs are two
#   concealed pungs.
# - 三同刻, 三色三节高, 四归一, 双同刻 and 幺九刻 have no arrows: they combine freely with the rest.
#   What limits them acts between sets, not between fans: count-once, non-identical, and the
#   no-split rule that keeps the 双同刻 pairs inside a 三同刻 from counting.
# - 明暗杠 appears with dotted arrows: it exists only under common practice, where it removes
#   明杠 and 暗杠.

# %% [markdown]
# ## Try it
#
# The builder is loaded with the hands of this notebook. Pick one, change a meld from
# concealed to claimed, or switch the preset, and watch which fans come and go.

# %%
HandBuilder(
    hand="[666m1][777p2][888s3]99mNN9m",
    examples={
        "三暗刻 on a discard": "111m999s333pEE55pE",
        "四暗刻 self-drawn": ("111m999s333pEE55pE", {"self_drawn": True}),
        "四暗刻 on the pair": "111m999s333pEEE5p5p",
        "四杠": "[5555m1][7777s2][2222p3][9999p1]FF",
        "一色四节高": "[333p1][444p2][555p3]NN666p",
        "三杠 with a concealed kong": "[1111m][2222s1][3333p2]567p5p5p",
        "三同刻": "[777m1][777s2]777p234s5p5p",
        "三色三节高, non-identical": "[666m1][777p2][888s3]99mNN9m",
        "双暗杠": "[1111m][2222s]345p678pNN",
        "明杠 + 暗杠": "[1111m][2222s1]345p678pNN",
        "四归一": "[234m1]222m567p678s5p5p",
    },
    rules="green-book",
)

# %% [markdown]
# ## In practice
#
# The two presets agree on most pung fans but count kongs differently (switches 3, 4 and 5 of
# notebook 02), and they differ on 四暗刻 self-drawn (switch 1). Each hand below is scored under
# both; `<- differs` marks the fans that change.
#
# **Switch 4, one melded and one concealed kong.** Green book: 双明杠 4 + 暗杠 2. Common
# practice: 明暗杠 5.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[1111m][2222s1]345p678pNN"))

# %% [markdown]
# **Switch 5, the price of 双暗杠.** 8 in the rule book, 6 in common practice.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[1111m][2222s]345p678pNN"))

# %% [markdown]
# **Switch 3, concealed kongs inside 三杠 / 四杠.** The green book adds 暗杠 (one concealed
# kong), 双暗杠 (two), 三暗刻 (three) or 四暗刻 (four). Common practice adds no kong fan and
# counts the concealed kongs as concealed pungs: with one concealed kong nothing is added.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[1111m][2222s1][3333p2]567p5p5p"))

# %% [markdown]
# With two concealed kongs inside 三杠 the gap grows: 双暗杠 8 against 双暗刻 2.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("[1111m][2222s][3333p2]567p5p5p"))

# %% [markdown]
# **Switch 1, 四暗刻 self-drawn.** 不求人 4 in the green book, 自摸 1 in common practice.

# %%
# NBVAL_CHECK_OUTPUT
print(compare_presets("111m999s333pEE55pE", self_drawn=True))

# %% [markdown]
# At a table, agree on the preset before play: the scores of kong-heavy hands depend on it.

# %% [markdown]
# ## On your own
#
# Score each hand (discard win, East seat and round, unless said), then open the answer cell.
#
# **1.** Every tile of 2 3 4万 is a pung, and every pung is concealed. Which reading counts?

# %%
draw_hand("222333444m678p55s")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("222333444m678p55s"))

# %% [markdown]
# **2.** Two kongs of 7, one claimed and one concealed, a concealed 777万, and the 6万 pung
# completed by the winning discard. Score it under both presets.

# %%
draw_hand("[7777p1][7777s]777m55m66m6m")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(compare_presets("[7777p1][7777s]777m55m66m6m"))

# %% [markdown]
# **3.** 333万 444条 555饼 and a fourth pung, 333条. Which fans does the fourth pung add?

# %%
draw_hand("[333m1][444s2]555p333s9p9p")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[333m1][444s2]555p333s9p9p"))

# %% [markdown]
# **4.** A concealed kong of 8条 and three concealed pungs, self-drawn on the pair.

# %%
draw_hand("[8888s]222m444p666p5m5m")

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[8888s]222m444p666p5m5m", self_drawn=True))

# %% [markdown]
# ## Where to go next
#
# - Back: `04-score-chow-fans.ipynb`, the chow family, whose pair fans (一般高, 喜相逢) obey the
#   same count-once rule as 双同刻.
# - Next: `06-score-seven-pairs.ipynb`, where four copies of a tile make two pairs.
# - 清幺九 and 双同刻 (switch 6): `08-score-outside-fans.ipynb`. Wind and dragon pungs:
#   `03-score-honor-fans.ipynb`.
