# %% [markdown]
# # Score kong tiles and last tiles (和牌方式系列, part 2)
#
# Five fans of the winning-method family reward a winning tile that arrived at a special moment:
# as the replacement after a kong, as the tile another player was adding to a kong, as the last
# copy of its kind, or as the last tile of the wall.
#
# | fan | 番 |
# |---|---|
# | 妙手回春 Last Tile Draw | 8 |
# | 海底捞月 Last Tile Claim | 8 |
# | 杠上开花 Out with Replacement Tile | 8 |
# | 抢杠和 Robbing the Kong | 8 |
# | 和绝张 Last Tile | 4 |
#
# **What you'll do**
#
# - tell `mjlib` the moment of the win with its flags;
# - score a drawn example of each of the five fans;
# - read the whole family's no-repeat map;
# - answer five exercises on the exercise widget.
#
# **What you'll learn**
#
# - which of these fans remove which (自摸 under 杠上开花 and 妙手回春; 和绝张 under 抢杠和), and
#   that the rule text lists each of those removals;
# - which flags `mjlib` refuses, and why: a copy of the winning tile standing in your hand
#   beside 和绝张, and 海底捞月 with 抢杠和;
# - where the texts leave a score open: two last-tile fans on one tile, and which copies count
#   as in sight for 和绝张.
#
# **What you'll need**
#
# - `10a-score-how-the-tile-came.ipynb` (the flag `self_drawn`, 自摸, 门前清, 不求人, 全求人).
# - Kongs and their fans: `05b-score-kong-fans.ipynb`.
# - The wait fans 边张, 坎张 and 单钓将 (1 each), which the examples count in passing:
#   `02b-score-the-everyday-fans.ipynb` teaches them; `10c-score-the-waits.ipynb` goes deeper.

# %% [markdown] lang="zh" twin="4d520a34"
# # 和牌方式系列（二）：杠牌与最后一张
#
# 和牌方式系列中有五个番种，以和张到手的时机为条件：开杠后的补牌，别家正要加杠的那张牌，同种牌的最后一张，或者牌墙的最后一张。
#
# | 番种 | 番 |
# |---|---|
# | 妙手回春 | 8 |
# | 海底捞月 | 8 |
# | 杠上开花 | 8 |
# | 抢杠和 | 8 |
# | 和绝张 | 4 |
#
# **本课内容**
#
# - 用参数告诉 `mjlib` 和牌的时刻；
# - 为五个番种各计算一手配有图示的例牌；
# - 读懂整个系列的不计关系图（不重复原则）；
# - 在练习组件上完成五道练习。
#
# **学习目标**
#
# - 这几个番种中谁使谁不计（杠上开花、妙手回春不计自摸，抢杠和不计和绝张），以及这几条都是规则原文列明的；
# - `mjlib` 拒绝哪些参数，为什么拒绝：和张还有一张立在自己手里时报和绝张，以及海底捞月与抢杠和同时报；
# - 规则文本在哪里没有定论：同一张牌上的两个“最后一张”番种，以及和绝张所说的已亮明包括哪几张。
#
# **准备**
#
# - `10a-score-how-the-tile-came.ipynb`（参数 `self_drawn`，自摸、门前清、不求人、全求人）。
# - 杠牌及其番种：`05b-score-kong-fans.ipynb`。
# - 例题中顺带计入的听牌番种边张、坎张和单钓将（各1番）：`02b-score-the-everyday-fans.ipynb` 已经讲过；`10c-score-the-waits.ipynb` 进一步讲解。

# %% tags=["setup"]
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.render import draw_family_map, draw_result
from mjlib.exclusions import family_rows
from mjlib.vocabulary import pick
from mjlib.widgets import Exercise, HandBuilder

LESSON = "10b-score-kongs-and-last-tiles"

# %% [markdown]
# ## The flags for the moment of the win
#
# `mjlib` cannot see the table; each fan of this lesson is a flag to `mjlib.score`:
#
# | flag | meaning | fan |
# |---|---|---|
# | `fourth_tile=True` | the other three copies of the winning tile were already in sight | 和绝张 Last Tile |
# | `self_drawn=True, about_kong=True` | drawn as the replacement tile after a kong | 杠上开花 |
# | `about_kong=True` (not self-drawn) | taken from another player's added kong | 抢杠和 |
# | `self_drawn=True, wall_last=True` | the last tile of the wall | 妙手回春 |
# | `wall_last=True` (a discard) | the last discard of the game | 海底捞月 |

# %% [markdown] lang="zh" twin="ef3356a8"
# ## 表示和牌时刻的参数
#
# `mjlib` 看不见牌桌；本课的每个番种都是 `mjlib.score` 的一个参数：
#
# | 参数 | 含义 | 番种 |
# |---|---|---|
# | `fourth_tile=True` | 和张的另外三张都已亮明 | 和绝张 |
# | `self_drawn=True, about_kong=True` | 摸到的是开杠后的补牌 | 杠上开花 |
# | `about_kong=True`（点和） | 和别家加杠的那张牌 | 抢杠和 |
# | `self_drawn=True, wall_last=True` | 牌墙的最后一张 | 妙手回春 |
# | `wall_last=True`（点和） | 本盘最后打出的一张牌 | 海底捞月 |

# %% [markdown]
# ## 和绝张 Last Tile (4)
#
# Winning on the fourth copy of a tile when the other three are already in sight: in the
# discards, or face up in melds (the rule text's entry for 和绝张); the flag is
# `fourth_tile=True`:
#
# 和绝张 4 + 门前清 2 + 连六 1 + 边张 1 = 8.

# %% [markdown] lang="zh" twin="767cfd37"
# ## 和绝张（4番）
#
# 和的是某种牌的第四张，而另外三张都已亮明：或在牌池里，或明摆在副露中（规则原文的和绝张条目）；参数是 `fourth_tile=True`：
#
# 和绝张4 + 门前清2 + 连六1 + 边张1 = 8番。

# %%
r = mjlib.score("12m456p789p567sEE3m", fourth_tile=True)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=8, counted={"和绝张": 4, "门前清": 2, "连六": 1, "边张": 1}, only=True)

# %% [markdown]
# When the three copies sit in **your own** claimed pung, no flag is needed: `mjlib` sees them.
# The claimed 444s pung below makes the winning 4s the last one (和绝张 4 + 四归一 2 + 缺一门 1 +
# 无字 1 = 8).

# %% [markdown] lang="zh" twin="da4b0583"
# 那三张若就在**你自己**碰出的刻子里，就不必写参数：`mjlib` 看得见它们。下面碰出的444条使和进的4条成了最后一张（和绝张4 + 四归一2 + 缺一门1 + 无字1 = 8番）。

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[444s1]345p678s99p23s4s")
print(r.total, [str(c) for c in r.fans])

# %% tags=["check"]
expect(r, total=8, counted={"和绝张": 4, "四归一": 2, "缺一门": 1, "无字": 1}, only=True)

# %% [markdown]
# The trip-up: a copy **standing** in your own hand is not in sight. The 33m pair below holds
# two more 3m, so the 3m you win on is not the last one in sight, and `mjlib` refuses the flag
# instead of quietly ignoring it.

# %% [markdown] lang="zh" twin="d99f8431"
# 易错点：**立**在你自己手里的牌不算亮明。下面的将33万里另有两张3万，所以和进的3万并不是亮明三张后剩下的最后一张，`mjlib` 拒绝这个参数，而不是悄悄把它忽略。

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("1233m456p789p567s3m", fourth_tile=True)
except mjlib.HandError as e:
    print(e)

# %% tags=["check"]
try:
    mjlib.score("1233m456p789p567s3m", fourth_tile=True)
    raise AssertionError("a standing copy of the winning tile was not refused")
except mjlib.HandError as e:
    assert pick("holds another 3m standing", "立牌中还有一张 3万") in str(e), e

# %% [markdown]
# Only a standing copy is refused. A copy in a set you **claimed** lies face up on the table,
# and `mjlib` counts it as in sight. Below, the claimed 567m chow holds one 7m, the other two lie
# in the discards (the flag), and you win on the last 7m: 和绝张 counts (和绝张 4 + 平和 2 +
# 断幺 2 + 喜相逢 1 + 坎张 1 = 10).

# %% [markdown] lang="zh" twin="42c6c6d8"
# 只有立牌才会被拒绝。你**吃碰**来的牌组亮在桌面上，`mjlib` 把其中的牌算作已亮明。下面吃来的567万中有一张7万，另外两张在牌池里（由参数表示），最后一张7万正是你的和张：计和绝张（和绝张4 + 平和2 + 断幺2 + 喜相逢1 + 坎张1 = 10番）。

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[567m3]68m33s567p456p7m", fourth_tile=True)
print(r.total, [str(c) for c in r.fans])

# %% tags=["check"]
expect(r, total=10, counted={"和绝张": 4, "平和": 2, "断幺": 2, "喜相逢": 1, "坎张": 1},
       only=True)

# %% [markdown]
# The rule text's entry for 和绝张 speaks of copies shown in the discards or on the table; it
# says nothing of the winner's own claimed sets, nor of the tiles the winner still holds. Which
# copies count is open question R23, shown with its sources at the end of the lesson.

# %% [markdown] lang="zh" twin="d6455b62"
# 规则原文的和绝张条目说的是牌池里、桌面上已亮明的牌；和牌者自己吃碰的牌组算不算，和牌者手里还立着的牌又怎样，条目都没有说。哪些牌算数，是未决问题 R23，本课最后连同出处一并列出。

# %% [markdown]
# ## 杠上开花 Out with Replacement Tile (8)
#
# After declaring a kong you draw a replacement tile from the back of the wall; winning on it is
# "a flower blooming on the kong". It needs a kong in the hand (`self_drawn=True,
# about_kong=True`).
#
# 杠上开花 8 + 幺九刻 1 + 明杠 1 + 单钓将 1 = 11; 自摸 is struck out.

# %% [markdown] lang="zh" twin="40ba5f23"
# ## 杠上开花（8番）
#
# 开杠后要从牌墙尾部补摸一张牌；用这张补牌和牌，就是“杠上开花”。手里必须有杠（`self_drawn=True, about_kong=True`）。
#
# 杠上开花8 + 幺九刻1 + 明杠1 + 单钓将1 = 11番；不计自摸。

# %%
r = mjlib.score("[1111m1]345p678s234pNN", self_drawn=True, about_kong=True)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=11, counted={"杠上开花": 8, "幺九刻": 1, "明杠": 1, "单钓将": 1}, only=True,
       not_counted={"自摸": ("不重复", "杠上开花")})
assert [e.source for e in r.excluded if e.fan.zh == "自摸"] == ["seed"]

# %% [markdown]
# The rule text's entry for 杠上开花 says three things: the kong's own fan is added (明杠 here),
# 自摸 is not counted, and if the replacement after the kong is a flower and you win on the
# flower's replacement, that is 自摸, not 杠上开花. With no kong there can be no 杠上开花, which
# `mjlib` says:

# %% [markdown] lang="zh" twin="ef88f799"
# 规则原文的杠上开花条目讲了三件事：杠牌本身的番照计（这里是明杠）；不计自摸；开杠后补到花牌、再补花后和牌的，计自摸，不计杠上开花。没有杠就不可能杠上开花，`mjlib` 会这样报告：

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("[123m1]345p678s234pNN", self_drawn=True, about_kong=True)
except mjlib.HandError as e:
    print(e)

# %% [markdown]
# ## 抢杠和 Robbing the Kong (8)
#
# Another player adds a self-drawn fourth tile to a pung they claimed earlier (加杠), and you
# win on that tile (the rule text's entry for 抢杠和). It is a 点和, a win on another player's
# tile: the basics text files it there ("点和：和他人打出的牌(包括抢杠和)"), and `mjlib` scores it
# so, with no 自摸 (`about_kong=True` without `self_drawn`). But its tile was not discarded: the
# other player drew it and added it to his kong.
#
# 抢杠和 8 + 三色三步高 6 + 平和 2 = 16; 和绝张 is struck out.

# %% [markdown] lang="zh" twin="4eb58583"
# ## 抢杠和（8番）
#
# 别家把自己摸到的第四张加在先前碰出的刻子上（加杠），你正好和这张牌（规则原文的抢杠和条目）。它属于点和，即和别家的牌：基本规则把它归入点和（“点和：和他人打出的牌(包括抢杠和)”），`mjlib` 也这样计番，不计自摸（`about_kong=True`，不写 `self_drawn`）。但这张牌并不是打出的，而是别家自己抓来加杠的。
#
# 抢杠和8 + 三色三步高6 + 平和2 = 16番；不计和绝张。

# %%
r = mjlib.score("[123m1]345p678s99p23s4s", about_kong=True)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=16, counted={"抢杠和": 8, "三色三步高": 6, "平和": 2}, only=True,
       not_counted={"和绝张": ("不重复", "抢杠和")})
assert [e.source for e in r.excluded if e.fan.zh == "和绝张"] == ["seed"]

# %% [markdown]
# In this hand the other three 4s are in the pung being turned into a kong, so the robbed 4s is
# the last of its kind and 和绝张 is there; the rule text strikes it in both entries (抢杠和 and
# 和绝张). For the same reason your hand cannot hold another copy of the robbed tile, and `mjlib`
# refuses one:

# %% [markdown] lang="zh" twin="579942f4"
# 这手牌中另外三张4条都在正被加成杠的刻子里，所以抢到的4条是同种牌的最后一张，和绝张也成立；规则原文在两个条目（抢杠和与和绝张）中都不计它。同样的道理，你手里不可能还有一张被抢的牌，`mjlib` 也会拒绝：

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("1233m456p789p567s3m", about_kong=True)
except mjlib.HandError as e:
    print(e)

# %% [markdown]
# ## 妙手回春 Last Tile Draw (8)
#
# Winning by drawing the very last tile of the wall (`self_drawn=True, wall_last=True`); the
# rule text's entry lists 自摸 as not counted.
#
# 妙手回春 8 + 幺九刻 1 + 明杠 1 + 单钓将 1 = 11.

# %% [markdown] lang="zh" twin="3520c4ee"
# ## 妙手回春（8番）
#
# 摸到牌墙的最后一张而和牌（`self_drawn=True, wall_last=True`）；规则原文的条目列出不计自摸。
#
# 妙手回春8 + 幺九刻1 + 明杠1 + 单钓将1 = 11番。

# %%
r = mjlib.score("[1111m1]345p678s234pNN", self_drawn=True, wall_last=True)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=11, counted={"妙手回春": 8, "幺九刻": 1, "明杠": 1, "单钓将": 1}, only=True,
       not_counted={"自摸": ("不重复", "妙手回春")})

# %% [markdown]
# Can the last tile of the wall also be a kong's replacement, and then count both, 8 each?
# Neither entry names the other; that is an open question, below.

# %% [markdown] lang="zh" twin="b34ea29d"
# 牌墙的最后一张能不能同时是杠后补牌，两个番种都计，各8番？两个条目都没有提到对方；这是一个未决问题，见下文。

# %% [markdown]
# ## 海底捞月 Last Tile Claim (8)
#
# Winning on the last tile discarded in the game, the one thrown by the player who drew the
# wall's last tile (`wall_last=True` without `self_drawn`; the rule text's entry for 海底捞月).
# "Fishing the moon from the bottom of the sea."
#
# 海底捞月 8 + 幺九刻 1 + 明杠 1 + 单钓将 1 = 11. A discard win removes nothing: there is no 自摸
# to take out.

# %% [markdown] lang="zh" twin="3ea4bb82"
# ## 海底捞月（8番）
#
# 和本盘最后打出的一张牌，也就是摸到牌墙最后一张的那位牌手打出的牌（`wall_last=True`，不写 `self_drawn`；规则原文的海底捞月条目）。“从海底把月亮捞上来。”
#
# 海底捞月8 + 幺九刻1 + 明杠1 + 单钓将1 = 11番。点和不会使任何番种不计：这里没有自摸可划。

# %%
r = mjlib.score("[1111m1]345p678s234pNN", wall_last=True)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
expect(r, total=11, counted={"海底捞月": 8, "幺九刻": 1, "明杠": 1, "单钓将": 1}, only=True)
assert not r.excluded

# %% [markdown]
# Can the last discard of the game also be a robbed kong tile, and count both, 8 each? A robbed
# kong is a 点和, but its tile is added to a kong, not discarded. The entry for 海底捞月 speaks of
# the last tile **discarded** ("和打出的最后一张牌"), the entry for 抢杠和 of the tile another
# player adds to his kong. Both presets read the two entries side by side, as two different
# tiles, and `mjlib` refuses the pair with an error:

# %% [markdown] lang="zh" twin="c55efd25"
# 本盘最后打出的一张牌，能不能同时是被抢的杠牌，两个番种都计，各8番？抢杠和属于点和，但这张牌是加到杠上的，不是打出的。海底捞月的条目说的是最后**打出**的一张牌（“和打出的最后一张牌”）；抢杠和的条目说的是别家加杠的那张牌。两种计法都把两个条目对照来读，看作两张不同的牌，`mjlib` 报错，拒绝这个组合：

# %%
# NBVAL_CHECK_OUTPUT
try:
    mjlib.score("[123m1]345p678s99p23s4s", about_kong=True, wall_last=True)
except mjlib.HandError as e:
    print(e)

# %% tags=["check"]
try:
    mjlib.score("[123m1]345p678s99p23s4s", about_kong=True, wall_last=True)
    raise AssertionError("海底捞月 with 抢杠和 was not refused")
except mjlib.HandError as e:
    assert "海底捞月" in str(e) and "抢杠和" in str(e), e
    assert pick("cannot both be", "不能同时成立") in str(e), e

# %% [markdown]
# The texts do not settle it. For a win to be both, the robbed tile would have to be the wall's
# last tile, drawn and added to a pung at once; whether a kong may be declared on the wall's last
# tile the texts do not say, and that point decides this question and 妙手回春 with 杠上开花 alike.
# If it may not, no win is both; if it may, the basics text's "包括抢杠和" lets 海底捞月's last
# tile played out take in a robbed tile. The pair is listed with the open questions (R15, below),
# with what the reference calculator does instead.

# %% [markdown] lang="zh" twin="b3a83db6"
# 条文并不能决定这个问题。一次和牌要两者兼得，被抢的牌须是牌墙最后一张，抓到后随即加杠；牌墙最后一张时能否开杠，条文没有说，而这一点既决定这个问题，也决定妙手回春与杠上开花能否同时成立。若不能开杠，就没有一次和牌能两者兼得；若能，按基本规则的“包括抢杠和”，海底捞月所说的最后打出的牌也可以包括被抢的牌。所以这个组合列在未决问题中（下文 R15），并说明参照算番器的不同做法。

# %% [markdown]
# ## The family's no-repeat map
#
# Each arrow reads "when the fan at the tail counts, the fan at the head does not". Solid arrows
# are removals the rule text lists, dashed ones removals it leaves out (this map is drawn for
# the green book).

# %% [markdown] lang="zh" twin="acf68e74"
# ## 本系列的不计关系图
#
# 每个箭头读作“箭尾的番种计入时，箭头所指的番种不计”。实线是规则原文列明的不计，虚线是规则原文没有列出的不计（本图按规则原文绘制）。

# %%
draw_family_map("winning")

# %% [markdown]
# Four arrows are solid: the entries of 妙手回春 and 杠上开花 list 自摸 as not counted, the entry
# of 抢杠和 lists 和绝张, and the entry of 全求人 lists 单钓将. The dashed one, 不求人 to 自摸, is
# the removal of `10a` that the entry for 不求人 does not list. The rule text names no principle
# for any of them; the course counts them all under no-repeat 不重复. 门前清 has no arrow here:
# what removes it lives in other families (七对 and the other concealed shapes).

# %% [markdown] lang="zh" twin="e6bbc0cd"
# 四个箭头是实线：妙手回春和杠上开花的条目列出不计自摸，抢杠和的条目列出不计和绝张，全求人的条目列出不计单钓将。唯一的虚线，从不求人指向自摸，就是 `10a` 讲过的、不求人条目没有列出的那一条。规则原文对这些不计都没有写明原则；本课程把它们都归入不重复原则。门前清在这里没有箭头：使它不计的番种在其他系列（七对以及其他门前清牌型）。

# %% tags=["check"]
ids = {f.zh: f.id for f in mjlib.FANS}
rows = {(x.by, x.removes, x.source) for x in family_rows("winning")}
assert rows == {(ids["妙手回春"], ids["自摸"], "seed"), (ids["杠上开花"], ids["自摸"], "seed"),
                (ids["抢杠和"], ids["和绝张"], "seed"), (ids["全求人"], ids["单钓将"], "seed"),
                (ids["不求人"], ids["自摸"], "implied")}, rows

# %% [markdown]
# ## Try it
#
# **Task.** Pick "门前清 + 边张, discard" in the builder: 6, short of the minimum. Turn on the
# last-tile flag (wall last) but leave the win on a discard. Which fan appears, and what is the
# new total? Predict, then look.

# %% [markdown] lang="zh" twin="20af9001"
# ## 试一试
#
# **任务。**在摆牌器中选“门前清＋边张，点和”：6番，不足8番。再勾选表示最后一张的那一项（`wall_last`），仍然是点和。出现了哪个番种？新的合计是多少？先预测，再看结果。

# %%
HandBuilder(
    hand="1233m456p789p567s3m",
    examples={
        pick("门前清 + 边张, discard", "门前清＋边张，点和"): "1233m456p789p567s3m",
        pick("和绝张 from your own pung", "和绝张（三张在自己的碰牌里）"): "[444s1]345p678s99p23s4s",
        "杠上开花": ("[1111m1]345p678s234pNN", {"self_drawn": True, "about_kong": True}),
        "抢杠和": ("[123m1]345p678s99p23s4s", {"about_kong": True}),
        "妙手回春": ("[1111m1]345p678s234pNN", {"self_drawn": True, "wall_last": True}),
        "海底捞月": ("[1111m1]345p678s234pNN", {"wall_last": True}),
    },
    rules="green-book",
)

# %% tags=["check"]
# the last discard of the game: 海底捞月 8 on top of the 6 -> 14, enough to win
task = mjlib.score("1233m456p789p567s3m", wall_last=True)
expect(task, total=14, counted={"海底捞月": 8, "门前清": 2, "平和": 2, "连六": 1, "边张": 1},
       only=True)
assert task.meets_minimum

# %% [markdown]
# ## Open questions
#
# Three questions of this lesson are not settled by any sentence of the texts: 妙手回春 with
# 杠上开花 on one tile, on which both entries are silent; 海底捞月 with 抢杠和, which `mjlib`
# refuses, reading the two entries as two different tiles (whether a kong may be declared on the
# wall's last tile decides this one and the first); and which copies of the winning tile count
# as in sight for 和绝张. Each with its sources, the readings and what each preset
# computes:

# %% [markdown] lang="zh" twin="8fefe42f"
# ## 未决问题
#
# 本课有三个问题，规则文本中没有一句话能够解决：同一张牌上的妙手回春与杠上开花，两个条目都没有提到；海底捞月与抢杠和，`mjlib` 把两个条目看作两张不同的牌，拒绝这个组合（牌墙最后一张时能否开杠，决定这一个问题，也决定前一个）；以及和绝张所说的已亮明，包括和张的哪几张。下面每个问题都附有出处、各种判法以及两种计法的计算结果：

# %%
# NBVAL_CHECK_OUTPUT
mjlib.course.rulings.show("R14", "R15", "R23")

# %% [markdown]
# ## On your own
#
# Tick the fans you believe count and press **Check**: the widget says what you missed and why
# each wrong tick does not count. **Show answer** draws the scored hand. East round, East seat.
# Under each hand the widget says how it was won.
#
# **1.** You draw the last tile of the wall, a 7条, and win.

# %% [markdown] lang="zh" twin="5b50865e"
# ## 练习
#
# 勾选你认为应计的番种，然后按**核对**：练习组件会告诉你漏了什么，以及每个勾错的番种为什么不计。按**看答案**会画出这手牌的算番图。门风东、圈风东。每手牌下面，练习组件都写明这手牌是怎样和的。
#
# **1.** 你摸到牌墙的最后一张7条，和牌。

# %% tags=["exercise"]
Exercise("234m4468s345678p7s", self_drawn=True, wall_last=True, lesson=LESSON,
         focus="won", ask_total=True)

# %% tags=["check"]
# the wall's last tile, drawn: 妙手回春 8 (自摸 inside it); concealed and self-drawn: 不求人 4;
# four chows (234m 345p 678p 678s) and a pair of 4条: 平和 2 (无字 inside it); all 2-8: 断幺 2;
# 678p + 678s: 喜相逢 1; 345p + 678p: 连六 1; 68s waited on 7s alone: 坎张 1. 19.
expect(mjlib.score("234m4468s345678p7s", self_drawn=True, wall_last=True), total=19,
       counted={"妙手回春": 8, "不求人": 4, "平和": 2, "断幺": 2, "喜相逢": 1, "连六": 1,
                "坎张": 1}, only=True,
       not_counted={"自摸": "不重复", "无字": ("不重复", "平和")})

# %% [markdown]
# **2.** Another player adds a 5条 to his claimed pung, and you rob it.

# %% [markdown] lang="zh" twin="58c2e673"
# **2.** 别家在他碰出的刻子上加一张5条，你抢杠和牌。

# %% tags=["exercise"]
Exercise("[234m1]567p678s11p34s5s", about_kong=True, lesson=LESSON,
         focus="won", ask_total=True)

# %% tags=["check"]
# robbing the kong: 抢杠和 8 (和绝张 inside it: the other three 5条 are in his kong);
# four chows and a numbered pair: 平和 2 (无字 inside it); 345s + 678s: 连六 1; 34s waited on
# 2s and 5s: no wait fan. 11.
assert [str(t) for t in mjlib.waits("[234m1]567p678s11p34s")] == ["2s", "5s"]
expect(mjlib.score("[234m1]567p678s11p34s5s", about_kong=True), total=11,
       counted={"抢杠和": 8, "平和": 2, "连六": 1}, only=True,
       not_counted={"和绝张": ("不重复", "抢杠和"), "无字": ("不重复", "平和")})

# %% [markdown]
# **3.** Your kong of 3筒 is concealed; the replacement tile you draw after declaring it is a
# 3条, and you win on it.

# %% [markdown] lang="zh" twin="94aa0074"
# **3.** 你的3饼杠是暗杠；开杠后补摸的是3条，你用它和牌。

# %% tags=["exercise"]
Exercise("[3333p]567s99m678m12s3s", self_drawn=True, about_kong=True, lesson=LESSON,
         focus="won", ask_total=True)

# %% tags=["check"]
# the replacement after a kong: 杠上开花 8 (自摸 inside it, the entry lists it); a concealed
# kong claims nothing, so the self-drawn hand is fully concealed: 不求人 4; the kong: 暗杠 2;
# 12s waited on 3s alone: 边张 1; no honour: 无字 1. 16.
assert [str(t) for t in mjlib.waits("[3333p]567s99m678m12s")] == ["3s"]
expect(mjlib.score("[3333p]567s99m678m12s3s", self_drawn=True, about_kong=True), total=16,
       counted={"杠上开花": 8, "不求人": 4, "暗杠": 2, "边张": 1, "无字": 1}, only=True,
       not_counted={"自摸": ("不重复", "杠上开花")})

# %% [markdown]
# **4.** The player before you drew the last tile of the wall and threw a 5条; you win on it.

# %% [markdown] lang="zh" twin="2b4df778"
# **4.** 你的上家摸到牌墙的最后一张，打出一张5条；你点和，和的就是这张牌。

# %% tags=["exercise"]
Exercise("[234s1]567m33p678p46s5s", wall_last=True, lesson=LESSON,
         focus="won", ask_total=True)

# %% tags=["check"]
# the game's last discard: 海底捞月 8, not 妙手回春 (which needs the draw); 456s 567m 678p:
# 三色三步高 6; four chows and a numbered pair: 平和 2 (无字 inside it); all 2-8: 断幺 2; 46s
# waited on 5s alone: 坎张 1. 19.
assert [str(t) for t in mjlib.waits("[234s1]567m33p678p46s")] == ["5s"]
r = mjlib.score("[234s1]567m33p678p46s5s", wall_last=True)
expect(r, total=19, counted={"海底捞月": 8, "三色三步高": 6, "平和": 2, "断幺": 2, "坎张": 1},
       only=True, absent=["妙手回春"])
assert [sorted(str(s) for s in c.sets) for c in r.fans if c.fan.zh == "三色三步高"] == [
    ["456s", "567m", "678p"]]

# %% [markdown]
# **5.** You win on a 3万 thrown by another player; the other three 3万 already lie in the
# discards.

# %% [markdown] lang="zh" twin="85cafd26"
# **5.** 你点和，和的是别家打出的3万；另外三张3万都已经在牌池里。

# %% tags=["exercise"]
Exercise("[345s1]12m678p678s99p3m", fourth_tile=True, lesson=LESSON,
         focus="won", ask_total=True)

# %% tags=["check"]
# the last 3万: 和绝张 4 (no 3万 stands in the hand); four chows and a numbered pair: 平和 2
# (无字 inside it); 678p + 678s: 喜相逢 1; 345s + 678s: 连六 1; 12m waited on 3m alone: 边张 1.
# 9.
assert [str(t) for t in mjlib.waits("[345s1]12m678p678s99p")] == ["3m"]
expect(mjlib.score("[345s1]12m678p678s99p3m", fourth_tile=True), total=9,
       counted={"和绝张": 4, "平和": 2, "喜相逢": 1, "连六": 1, "边张": 1}, only=True,
       not_counted={"无字": ("不重复", "平和")})

# %% [markdown]
# ## Where to go next
#
# - Back: `10a-score-how-the-tile-came.ipynb`: 自摸, 门前清, 不求人 and 全求人.
# - Next: `10c-score-the-waits.ipynb`: 边张, 坎张 and 单钓将, the fans of a unique wait, and a
#   drill on the whole family.
# - Kongs and their fans, which 杠上开花 keeps: `05b-score-kong-fans.ipynb`.

# %% [markdown] lang="zh" twin="4be57a7d"
# ## 下一步
#
# - 上一课：`10a-score-how-the-tile-came.ipynb`：自摸、门前清、不求人和全求人。
# - 下一课：`10c-score-the-waits.ipynb`：边张、坎张和单钓将，即只听一张时的番种，另有涵盖整个系列的随堂练习。
# - 杠上开花照计的杠牌番种：`05b-score-kong-fans.ipynb`。

# %% [markdown] tags=["further-reading"]
# - **This lesson's entries in the rule text**: 妙手回春, 海底捞月, 杠上开花, 抢杠和, 和绝张, and
#   花牌 (a win on a flower's replacement); the basics text's paragraph on the ways of winning.

# %% [markdown] lang="zh" twin="7f78148a"
# - **规则原文中与本课有关的条目**：妙手回春、海底捞月、杠上开花、抢杠和、和绝张，以及花牌（补花后和牌）；基本规则中讲和牌方式的一段。
