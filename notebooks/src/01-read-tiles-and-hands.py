# %% [markdown]
# # Read tiles and hands: write a hand the way mjlib reads it
#
# Before you can score a hand you have to be able to write it down, say how it was won, and
# read what comes back. This notebook sets up that vocabulary; every later notebook relies on it.
#
# **What you'll do**
#
# - name the 34 kinds of tile and the sets they form;
# - meet the shapes a winning hand may take;
# - write hands in the notation that MCR calculators share, and see what mjlib refuses;
# - score a hand and read the result, drawn and printed;
# - tell mjlib how the hand was won (self-drawn, last tile, kong, winds, flowers);
# - see who pays what once a hand has won;
# - list the tiles a hand one short of winning is waiting for.
#
# **What you'll learn**
#
# - 顺子 chow, 刻子 pung, 杠 kong, 将 pair; 吃 碰 杠 as melds; 暗刻 concealed and 明刻 melded pungs;
# - 四副牌组一对将 four sets and a pair, and the special shapes 七对, 十三幺, 全不靠;
# - the 8-fan minimum (八番起和) and why flowers do not help reach it; a hand below it is a false
#   win (诈和);
# - which facts about the win are not in the tiles and must be given as flags;
# - which of these rules come from the rule texts and which from common practice.
#
# **What you'll need**
#
# - You know the tiles and how a hand is played.
# - Notebook `00-start-here.ipynb` for the map of the course.
#
# Two texts are quoted throughout: *the rule text*, the list of the 81 fans with what each one
# does not count (不计) and the five counting principles, and *the basics text*, a short guide to
# play that lists the winning shapes. Where both are silent, the course says so and follows
# common practice, the reference calculator that most players use.

# %% [markdown] lang="zh" twin="2ae66230"
# # 读牌：按 mjlib 的写法记下一手牌
#
# 计番之前，先要会把一手牌写下来，说清楚它是怎样和的，并读懂算出来的结果。本课建立这套基本用语，后面每一课都要用到。
#
# **本课内容**
#
# - 认识34种牌，以及它们组成的牌组；
# - 了解和牌可以是哪些牌型；
# - 用各种国标算番器通用的记法写手牌，看看 mjlib 拒收哪些写法；
# - 给一手牌计番，读懂画出来和打印出来的结果；
# - 告诉 mjlib 这手牌是怎样和的（自摸、最后一张、杠、风位、花牌）；
# - 看和牌后谁付多少；
# - 列出差一张就能和的手牌在听哪些牌。
#
# **学习目标**
#
# - 顺子、刻子、杠、将；吃、碰、杠这几种副露；暗刻与明刻；
# - 四副牌组一对将，以及特殊牌型七对、十三幺、全不靠；
# - 八番起和，以及花牌为什么帮不上忙；不足8番就是诈和；
# - 关于和牌的哪些情况牌面上看不出来，必须作为参数给出；
# - 这些规定中哪些出自规则原文，哪些出自通行做法。
#
# **准备**
#
# - 认识牌张，会打牌。
# - 第00课 `00-start-here.ipynb`：课程导览。
#
# 全课引用两份文本：**规则原文**，即81个番种的列表（包括每个番种不计哪些番种）和五条计番原则；**基本规则**，一份简短的打法指南，其中列出了和牌牌型。两者都没有规定时，本课程会指出这一点，并按通行做法处理，即大多数玩家使用的参照算番器的做法。

# %% tags=["setup"]
import mjlib
import mjlib.course.rulings
from mjlib.course import expect
from mjlib.render import draw_hand, draw_result
from mjlib.vocabulary import pick  # English, or Chinese in the Chinese edition
from mjlib.widgets import Question

LESSON = "01-read-tiles-and-hands"

# %% [markdown]
# ## The 34 tiles
#
# Three suits of nine ranks and seven honors, four copies of each: 136 tiles, plus up to eight
# flowers that are set aside when drawn. In the notation a suited tile is its rank and a suit
# letter: `m` for 万 characters, `s` for 条 bamboo, `p` for 饼 dots. Each honor is one capital
# letter: `E S W N` for the winds 东 南 西 北, `C` for 中 (red), `F` for 发 (green), `P` for 白
# (white). `mjlib.TILES` lists them in this order. Ones and nines are the terminals; with the
# honors they make the 幺九牌, and two to eight are the simples (中张). Many fans care about
# exactly this split.

# %% [markdown] lang="zh" twin="141a10aa"
# ## 34种牌
#
# 三种花色，每种九个点数，加上七种字牌，每种牌四张：共136张；另有最多八张花牌，摸到后放在一边。记法中，序数牌写成点数加花色字母：`m` 表示万，`s` 表示条，`p` 表示饼。每种字牌用一个大写字母表示：`E S W N` 是东南西北，`C` 是中（红中），`F` 是发（发财），`P` 是白（白板）。`mjlib.TILES` 按这个顺序列出它们。序数牌的1和9与字牌合称幺九牌，2到8是中张。许多番种看的正是这一分别。

# %%
# NBVAL_CHECK_OUTPUT
for name, tiles in [(pick("万 characters", "万子"), mjlib.TILES[0:9]),
                    (pick("条 bamboo", "条子"), mjlib.TILES[9:18]),
                    (pick("饼 dots", "饼子"), mjlib.TILES[18:27]),
                    (pick("字 honors", "字牌"), mjlib.TILES[27:34])]:
    print(f"{name:<14}", "  ".join(f"{t}={t.zh}" for t in tiles))

# %% [markdown]
# ## Sets: chow, pung, kong, pair
#
# A winning hand is mostly built from sets of three: a **chow** 顺子 (three consecutive tiles
# of one suit, `345s`), a **pung** 刻子 (three of a kind, `999s`), or a **kong** 杠 (four of a
# kind, which counts as a set of three plus a replacement draw). The two-tile **pair** is the
# 将 (eyes).
#
# A set made from a discard is a **meld**, laid face up: 吃 a chow (by the rules of play, only
# from the player on your left, 上家), 碰 a pung, 明杠 a melded kong. A kong of four tiles you drew yourself, 暗杠, is
# laid down too but stays **concealed**. A pung you drew all three tiles of yourself is a
# concealed pung, **暗刻**; a claimed one is a melded pung, **明刻**. A pung that the winning
# discard completes is read as melded: the rule texts do not say so, it is common practice (the
# reference calculator), and the open questions below come back to it. Here is a hand with one
# meld of each kind:

# %% [markdown] lang="zh" twin="66b28c74"
# ## 牌组：顺子、刻子、杠、将
#
# 一手和牌主要由三张一组的牌组构成：**顺子**（同一花色相连的三张，`345s`）、**刻子**（三张相同的牌，`999s`），或者**杠**（四张相同的牌，算作一副三张的牌组，再补摸一张）。两张的**对子**作**将**。
#
# 用别人打出的牌组成的牌组叫**副露**，亮在桌面上：吃成顺子（按行牌规则只能吃上家的牌）、碰成刻子、开明杠。自己摸齐四张开的杠叫暗杠，也要亮出来，但仍然算**暗**的。三张都是自己摸到的刻子是**暗刻**；碰来的是**明刻**。点和时和张凑成的刻子按明刻算：规则原文对此没有规定，这是通行做法（参照算番器），下面“未决问题”一节还会谈到。下面这手牌每种副露各有一副：

# %%
mjlib.parse("[567m2][999s3][8888p]EE11m1m")

# %% [markdown]
# The standing tiles come first, then the winning tile (the last one written) in a frame, then
# the melds. A claimed tile stands raised, with an arrow toward the player it came from: the 6m
# of the chow `[567m2]` from the left, the 9s of the pung `[999s3]` from the right. The
# concealed kong `[8888p]` shows its outer tiles face down. The labels spell out each part in
# Chinese and English.

# %% [markdown] lang="zh" twin="4828eba6"
# 先是立牌，然后是加了框的和张（写在最后的那一张），再后面是副露。吃、碰、杠来的那张牌抬高摆放，箭头指向打出它的那一家：顺子 `[567m2]` 的6万来自左边，刻子 `[999s3]` 的9条来自右边。暗杠 `[8888p]` 两端的牌扣着。各部分都有标注逐项写明。

# %% [markdown]
# ## The winning shapes
#
# Almost every winning hand is **four sets and a pair** (四副牌组一对将). The basics text lists
# three special shapes besides, each a fixed pattern. One more pattern is really four sets and
# a pair. One picture each, in this order:
#
# - **四副牌组一对将 four sets and a pair**: here 234m 678m 456p 567s and the pair 22s, won on
#   the 5s;
# - **七对 seven pairs**: seven pairs, nothing else;
# - **十三幺 thirteen orphans**: one of each terminal and honor (13 kinds) and a second copy of
#   any one of them;
# - **全不靠 honors and knitted tiles**: fourteen single tiles that never touch: suited tiles
#   from the three "knitted" rows 147, 258, 369 (each row in a different suit) and honors, no
#   two alike. When all seven honors are among them, the rule text calls the hand 七星不靠;
# - **组合龙 knitted straight**: the full knitted row 147 / 258 / 369, each in its own suit, plus
#   one ordinary set and a pair. The rule text's entry for 组合龙 calls the knitted row a
#   special chow, so the hand is four sets and a pair after all.

# %% [markdown] lang="zh" twin="48e896fe"
# ## 和牌牌型
#
# 几乎每一手和牌都是**四副牌组一对将**。基本规则另外列出三种特殊牌型，每种都是固定的样式。还有一种样式，其实也是四副牌组一对将。下面按这个顺序各画一手：
#
# - **四副牌组一对将**：这里是234万、678万、456饼、567条和将牌22条，和5条；
# - **七对**：七个对子，别无其他；
# - **十三幺**：每种幺九牌各一张（共13种），其中任意一种再多一张；
# - **全不靠**：十四张互不相靠的单张：序数牌取自147、258、369三组（每组一种花色），加上字牌，没有两张相同。七种字牌都在其中时，规则原文称之为七星不靠；
# - **组合龙**：完整的147、258、369三组，各占一种花色，加上一副普通牌组和一对将。规则原文的组合龙条目把这九张牌看作特殊的顺子，所以这手牌说到底仍是四副牌组一对将。

# %%
draw_hand("234m678m456p22s67s5s")  # 四副牌组一对将 four sets and a pair

# %%
draw_hand("1133m2288s5577pCC")  # 七对 seven pairs

# %%
draw_hand("19m19s19pESWNCFP1m")  # 十三幺 thirteen orphans

# %%
draw_hand("147m25s369pESWNCF")  # 全不靠 honors and knitted tiles

# %%
draw_hand("147m258s369p23pEE4p")  # 组合龙 knitted straight

# %% [markdown]
# `mjlib.score` finds the shape by itself. Its result names the reading it chose
# (`r.reading`), in Chinese and English. Each shape brings fans of its own (七对 Seven Pairs 24,
# 十三幺 Thirteen Orphans 88, …): notebooks 06 and 09 take them apart.

# %% [markdown] lang="zh" twin="9f8f0d6f"
# `mjlib.score` 自己会认出牌型。结果中写明它所取的拆法（`r.reading`）。每种牌型都有它自己的番种（七对24番、十三幺88番……）：第06课和第09课会详细分析。

# %%
# NBVAL_CHECK_OUTPUT
for hand in ["234m678m456p22s67s5s", "1133m2288s5577pCC", "19m19s19pESWNCFP1m",
             "147m25s369pESWNCF", "147m258s369p23pEE4p"]:
    r = mjlib.score(hand)
    print(pick(f"{hand:<22} {r.reading.zh} {r.reading.en}: {r.total}",
               f"{hand:<22} {r.reading.zh}：{r.total}"))

# %% [markdown]
# ## Write a hand in the notation
#
# mjlib reads and writes the string format that MCR calculators (the 国标小助手 app and the
# engine behind it) already use, so a hand can be pasted from one to the other.
#
# - A run of digits shares its suit letter: `123m`, `1112345678999s`.
# - Melds go in square brackets before the standing tiles, with an optional digit after the
#   tiles: for a chow, which tile was claimed (1, 2, 3); for a pung or kong, who discarded it
#   (1 left 上家, 2 across 对家, 3 right 下家). A kong with no digit is concealed; 5, 6, 7 mark a
#   kong added onto a pung claimed from the left, across or right (加杠).
# - The **last standing tile** written is the winning tile. One tile fewer makes a hand that
#   is waiting to win.
#
# `mjlib.parse` reads a string into a `Hand`; `str(hand)` writes it back in a canonical form
# (suits in the order m s p, the default digit dropped). Reading the canonical form gives the
# same hand again. The last string has 13 tiles: it parses, but it has no winning tile yet, so
# it can be asked for its waits but not scored.

# %% [markdown] lang="zh" twin="5f82d751"
# ## 用记法写一手牌
#
# mjlib 读写的字符串格式，正是国标小助手及其算番器已在使用的格式，所以一手牌可以在两者之间直接粘贴。
#
# - 一串数字共用后面的花色字母：`123m`、`1112345678999s`。
# - 副露写在立牌前面的方括号里，牌后可以加一个数字：顺子的数字表示吃的是第几张（1、2、3）；刻子或杠的数字表示是谁打出的（1 上家、2 对家、3 下家）。不带数字的杠是暗杠；5、6、7 表示在碰上家、对家、下家的刻子上加的杠（加杠）。
# - 写在最后的**那张立牌**是和张。少写一张，就是一手等着和牌的听牌。
#
# `mjlib.parse` 把字符串读成一个 `Hand`；`str(hand)` 把它写回标准形式（花色按 m s p 的顺序，省去默认的数字）。再读标准形式，得到的还是同一手牌。最后一个字符串只有13张：它可以读入，但还没有和张，所以可以问它听什么牌，却不能计番。

# %%
# NBVAL_CHECK_OUTPUT
for text in ["[567m,2]123p999s5551z1z", "[123m1][456p1][789s1]23pCC1p",
             "[1111m][2222s,1]345p678pNN", "1112345678999m"]:
    hand = mjlib.parse(text)
    same, winning = mjlib.parse(str(hand)) == hand, hand.winning
    print(f"{text:<28} -> {str(hand):<26}",
          pick(f"same again: {same}, winning tile: {winning}", f"重读相同：{same}，和张：{winning}"))

# %% [markdown]
# ### What mjlib refuses
#
# A string that is not a legal hand raises `mjlib.HandError`, whose message says what is wrong
# and where. A hand that is well written but does not form any winning shape raises
# `mjlib.NotWinningError`, a kind of `HandError`. The cell below tries a few bad strings and
# prints each error instead of stopping.

# %% [markdown] lang="zh" twin="2f5cb8ba"
# ### mjlib 拒收的写法
#
# 不是合法手牌的字符串会引发 `mjlib.HandError`，错误信息说明哪里错了、错在什么位置。写法正确、却组不成任何和牌牌型的手牌会引发 `mjlib.NotWinningError`，它是 `HandError` 的一种。下面一格试几个错误的字符串，把每个错误打印出来，而不是中断运行。

# %%
# NBVAL_CHECK_OUTPUT
bad = ["123m456p789s11x2p",             # an unknown letter
       "123m456p789s11p2",              # digits with no suit
       "0m23m456p789s11p2m",            # a red five written as 0
       "[1234m]456p789s11p",            # a meld that is no set
       "[123m4]456p789s11p2s",          # a chow has no fourth tile to claim
       "11111m23456p789s",              # five copies of a tile
       "123m456p789s11p",               # too few tiles
       "123m456p789s11p258m"]           # 14 tiles, but not a win
for text in bad:
    try:
        mjlib.score(text)
    except mjlib.HandError as e:
        print(f"{type(e).__name__}: {e}")

# %% [markdown]
# ## Score a hand and read the result
#
# `mjlib.score(hand)` returns a result; the notebook draws it. Top: the **reading**, how the
# tiles were grouped, set by set, lettered A, B, C …, with the winning tile marked. Below it
# the fans **counted**, each a bar as long as its value with the letters of the sets it uses;
# the **total** against the 8-fan line; and the fans **not counted**, struck through, each with
# the counting principle that removes it and the fan responsible. The folded cell under the
# figure holds the same account printed as text.

# %% [markdown] lang="zh" twin="cf9d6ae7"
# ## 计番并读懂结果
#
# `mjlib.score(hand)` 返回计番结果，笔记本把它画出来。上方是**拆法**：牌怎样分组，一副一副列出，依次标为 A、B、C……，并标出和张。下方是**计入**的番种，每个番种一条色条，长度与番数相当，旁边是它用到的牌组字母；然后是对照8番线的**合计**；最后是**不计**的番种，加删除线，各自注明去掉它的计番原则和造成不计的番种。图下折叠的格子里是同样的结果，以文字打印出来。

# %%
r = mjlib.score("[123m1][456p1][789s1]23pCC1p")
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)

# %% [markdown]
# 花龙 Mixed Straight (8) joins 123m, 456p and 789s: the rule text's entry for 花龙 asks for
# 123, 456 and 789 in three different suits. The leftover 123p could pair up with 123m (喜相逢
# Mixed Double Chow) or with 456p (连六 Short Straight), but only one of them counts: the
# count-once principle (套算一次), which notebook 02 explains. The total is 9.

# %% [markdown] lang="zh" twin="de4cd0bd"
# 花龙（8番）由123万、456饼、789条组成：规则原文的花龙条目要求三种花色的123、456、789。剩下的123饼可以同123万组成喜相逢，也可以同456饼组成连六，但只能计其中一个：这是套算一次原则，第02课会讲。合计9番。

# %% tags=["check"]
expect(r, total=9, counted={"花龙": 8, "喜相逢": 1}, only=True,
       not_counted={"连六": "套算一次"})

# %% [markdown]
# The same facts are attributes, for your own code: `r.total`, `r.fans` (each with `.fan.zh`,
# `.fan.en`, `.count`, `.points` for all its instances together, and `.worth`, written value ×
# count for a fan counted more than once), `r.excluded` (each with `.fan`, `.principle`, `.by`,
# `.reason`), `r.reading`, `r.alternatives`, `r.meets_minimum`.

# %% [markdown] lang="zh" twin="5a77b7fa"
# 这些内容也可以作为属性取用，供你自己的代码使用：`r.total`、`r.fans`（每一项有 `.fan.zh`、`.fan.en`、`.count`、`.points`，即各次合在一起的番数，以及 `.worth`，计了不止一次的番种写作“番数 × 次数”）、`r.excluded`（每一项有 `.fan`、`.principle`、`.by`、`.reason`）、`r.reading`、`r.alternatives`、`r.meets_minimum`。

# %%
# NBVAL_CHECK_OUTPUT
print(r.total, [f"{c.fan.zh} {c.worth}" for c in r.fans])
print([pick(f"{e.fan.zh}: {e.principle.zh} {e.principle.en}, by {e.by.zh}",
            f"{e.fan.zh}：{e.principle.zh}，因{e.by.zh}") for e in r.excluded])

# %% [markdown]
# ## Check the 8-fan minimum and the flowers
#
# A hand may only be declared a win if it is worth at least 8 fans (八番起和, in the basics
# text). Flowers (花牌) add 1 fan each once the hand has won, but the rule text's entry for
# 花牌 keeps them out of those 8. `r.total` includes flowers, `r.total_without_flowers` does
# not, and `r.meets_minimum` answers the question. mjlib scores a hand below the minimum
# anyway, so that you can see why it falls short.

# %% [markdown] lang="zh" twin="af005234"
# ## 八番起和与花牌
#
# 一手牌至少要有8番才能报和（八番起和，见基本规则）。和牌后每张花牌加计1番，但规则原文的花牌条目规定，花牌不算在这8番之内。`r.total` 含花牌，`r.total_without_flowers` 不含花牌，`r.meets_minimum` 回答是否已达8番起和。不足8番的手牌 mjlib 照样计番，让你看出差在哪里。

# %%
r = mjlib.score("[234m]555p678s33p456s", flowers=6)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
print()
print(pick(f"total {r.total} | without flowers {r.total_without_flowers} | reaches the "
           f"minimum: {r.meets_minimum}",
           f"合计 {r.total} | 不含花牌 {r.total_without_flowers} | "
           f"{'已达8番起和' if r.meets_minimum else '不足8番'}"))

# %% [markdown]
# Eight on paper, 断幺 All Simples 2 + 花牌 Flower Tiles 1 × 6, but only 2 without the
# flowers: this hand may not win. (A hand that earns no fan at all scores 无番和 Chicken Hand,
# 8, by the rule text's entry for it; notebook 11 explains it.)

# %% [markdown] lang="zh" twin="d9cbb604"
# 账面上是8番：断幺2番，加花牌1番 × 6；但不算花牌只有2番：这手牌不能和。（和牌后数不出任何番种的手牌计无番和8番，见规则原文的无番和条目；第11课讲解。）

# %% tags=["check"]
expect(r, total=8, counted={"断幺": 2, "花牌": 6}, only=True)
assert r.total_without_flowers == 2 and not r.meets_minimum

# %% [markdown]
# ## Tell mjlib how the hand was won: the flags
#
# Some fans depend on facts the tiles cannot show. You pass them to `mjlib.score`; each fan is
# defined by its entry in the rule text:
#
# | flag | meaning | fans it can bring |
# |---|---|---|
# | `self_drawn=True` | the winning tile was drawn, not claimed | 自摸 Self-Drawn, 不求人 Fully Concealed Hand |
# | `fourth_tile=True` | the winning tile is the last copy: the other three are already in sight | 和绝张 Last Tile |
# | `about_kong=True` | with `self_drawn`: won on a kong's replacement tile; without: robbed a kong being added | 杠上开花 / 抢杠和 |
# | `wall_last=True` | with `self_drawn`: the last tile of the wall; without: the last discard | 妙手回春 / 海底捞月 |
# | `seat_wind="S"` | your own wind (门风), East by default | 门风刻 Seat Wind |
# | `prevalent_wind="S"` | the round's wind (圈风), East by default | 圈风刻 Prevalent Wind |
# | `flowers=2` | flowers drawn, 0 to 8 | 花牌 Flower Tiles |
#
# One hand, won ten different ways. It holds a concealed kong of 8p and a concealed pung of
# East, and waits on the 3m alone:

# %% [markdown] lang="zh" twin="632afbc7"
# ## 告诉 mjlib 怎样和的牌：参数
#
# 有些番种取决于牌面上看不出来的情况。这些情况作为参数传给 `mjlib.score`；每个番种都以规则原文中它的条目为准：
#
# | 参数 | 含义 | 可能带来的番种 |
# |---|---|---|
# | `self_drawn=True` | 和张是自己摸的，不是别人打出的 | 自摸、不求人 |
# | `fourth_tile=True` | 和张是和牌池、桌面已亮明三张后的第四张 | 和绝张 |
# | `about_kong=True` | 与 `self_drawn` 同用：用开杠后补摸的牌和牌；单用：抢别人正在加的杠和牌 | 杠上开花 / 抢杠和 |
# | `wall_last=True` | 与 `self_drawn` 同用：摸牌墙最后一张和牌；单用：和本盘最后打出的一张牌 | 妙手回春 / 海底捞月 |
# | `seat_wind="S"` | 自己的风位（门风），默认为东 | 门风刻 |
# | `prevalent_wind="S"` | 这一圈的风（圈风），默认为东 | 圈风刻 |
# | `flowers=2` | 摸到的花牌张数，0 到 8 | 花牌 |
#
# 同一手牌，十种不同的和法。它有一副8饼暗杠和一副东风暗刻，只听3万一张：

# %%
draw_hand("[8888p]456sEEE77m12m3m")

# %%
# NBVAL_CHECK_OUTPUT
hand = "[8888p]456sEEE77m12m3m"
ways = [{}, {"self_drawn": True}, {"fourth_tile": True},
        {"self_drawn": True, "about_kong": True}, {"about_kong": True},
        {"self_drawn": True, "wall_last": True}, {"wall_last": True},
        {"seat_wind": "S"}, {"seat_wind": "S", "prevalent_wind": "S"}, {"flowers": 2}]
for flags in ways:
    r = mjlib.score(hand, **flags)
    words = (", ".join(f"{k}={v}" for k, v in flags.items())
             or pick("a discard, East seat, East round", "点和，门风东，圈风东"))
    print(f"{r.total:>3}  {words:<40} {', '.join(f'{c.fan.zh} {c.worth}' for c in r.fans)}")

# %% [markdown]
# Read the rows against the first (11). Self-drawn, 门前清 Concealed Hand (2, which the rule
# text defines as won on a discard) gives way to 不求人 Fully Concealed Hand (4): 13. 杠上开花
# and 妙手回春 (8 each) leave 自摸 out, as their entries in the rule text say: 21 each. With the
# seat wind South the East pung is only the round's wind (9); with both winds South it is just
# a pung of honors, 幺九刻 (8). Notebooks 03 and 10 go through these fans one by one.

# %% [markdown] lang="zh" twin="9e921170"
# 把各行同第一行（11番）对照着看。自摸时没有门前清（规则原文的门前清条目要求和他家打出的牌），而有不求人（4番）：13番。杠上开花和妙手回春（各8番）不计自摸，规则原文这两个番种的条目都是这样写的：各21番。门风为南时，东风刻只是圈风刻（9番）；门风、圈风都是南时，它只是一副字牌刻子，计幺九刻（8番）。第03课和第10a、10b课逐一讲解这些番种。

# %% tags=["check"]
assert [str(t) for t in mjlib.waits("[8888p]456sEEE77m12m")] == ["3m"]
totals = {(): 11, ("self_drawn",): 13, ("fourth_tile",): 15, ("about_kong", "self_drawn"): 21,
          ("about_kong",): 19, ("self_drawn", "wall_last"): 21, ("wall_last",): 19}
for flags, total in totals.items():
    expect(mjlib.score(hand, **dict.fromkeys(flags, True)), total=total)
expect(mjlib.score(hand), counted={"门前清": 2, "圈风刻": 2, "门风刻": 2}, absent=["不求人"])
expect(mjlib.score(hand, self_drawn=True), counted={"不求人": 4}, absent=["门前清"])
expect(mjlib.score(hand, self_drawn=True, about_kong=True), counted={"杠上开花": 8},
       not_counted={"自摸": ("不重复", "杠上开花")})
expect(mjlib.score(hand, self_drawn=True, wall_last=True), counted={"妙手回春": 8},
       not_counted={"自摸": ("不重复", "妙手回春")})
expect(mjlib.score(hand, seat_wind="S"), total=9, counted=["圈风刻"], absent=["门风刻"])
expect(mjlib.score(hand, seat_wind="S", prevalent_wind="S"), total=8, counted={"幺九刻": 1},
       absent=["圈风刻", "门风刻"])
expect(mjlib.score(hand, flowers=2), total=13, counted={"花牌": 2})

# %% [markdown]
# A flag that contradicts the tiles is refused, like a bad string. And when the tiles
# themselves prove a fact, mjlib applies it: in the last hand below the player's own melded
# pung shows the other three 7m, so the winning 7m is the last copy and 和绝张 Last Tile (the
# rule text: a tile whose other three copies are already shown) counts without the flag.

# %% [markdown] lang="zh" twin="a806e835"
# 与牌面矛盾的参数会被拒收，就像错误的字符串一样。而当牌面本身就能证明某个情况时，mjlib 会自动采用：下面最后一手牌中，玩家自己碰出的明刻亮出了另外三张7万，所以和张7万就是最后一张，不给参数也计和绝张（规则原文的和绝张条目：“和牌池、桌面已亮明三张所剩的第四张相同的牌”）。

# %%
# NBVAL_CHECK_OUTPUT
for hand, flags in [("234m678m456p22s67s5s", {"self_drawn": True, "about_kong": True}),
                    ("1133m2288s5577pCC", {"fourth_tile": True})]:
    try:
        mjlib.score(hand, **flags)
    except mjlib.HandError as e:
        print(f"{hand} {flags}:\n    {e}")
r = mjlib.score("[777m2]123p456s99s56m7m")
print()
print(pick(f"fourth_tile inferred: {r.win.fourth_tile}",
           f"由牌面推知 fourth_tile={r.win.fourth_tile}"), "|", ", ".join(str(c) for c in r.fans))

# %% tags=["check"]
assert r.win.fourth_tile
expect(r, counted={"和绝张": 4})

# %% [markdown]
# ## Who pays what: the settlement
#
# After "how many fans" comes "how much". The rule texts stop at the fans: the winner reports
# the fans and the score ("番种、分数", the basics text), and no text says who pays what. The
# numbers below are the common MCR settlement, with a base of 8 (底分); the rule texts do not
# give them:
#
# - won on a discard (点和): the discarder pays 8 + the total, each of the other two pays 8;
# - self-drawn (自摸): each of the three others pays 8 + the total;
# - the total counts the flowers.
#
# `r.settlement(discarder=...)` gives each seat's gain (+) or loss (−), by seat wind; the
# winner's seat is `seat_wind` (East here). The hand of the ten ways, won first on South's
# discard with 2 flowers, then self-drawn with 1 flower; last, the hand of the 8-fan minimum
# above. A hand below the minimum is not a win but a false win (诈和), and it is not settled.

# %% [markdown] lang="zh" twin="f626c421"
# ## 谁付多少：结算
#
# 算完“多少番”，接下来就是“付多少”。规则原文只讲到番：和牌者报出“番种、分数”（基本规则），没有条文说谁付多少。下面的数字是国标麻将通行的结算方法，底分为8；规则原文和基本规则都没有给出这些数字：
#
# - 点和：点炮者付 8 + 合计番数，其他两家各付8；
# - 自摸：其他三家各付 8 + 合计番数；
# - 合计番数含花牌。
#
# `r.settlement(discarder=...)` 按门风给出各家的得分（+）或失分（−）；和牌者的门风是 `seat_wind`（这里是东）。先看上面十种和法的那手牌：先是和南家打出的牌，有2张花牌；再是自摸，有1张花牌；最后是上面讲八番起和时那手牌。不足8番起和的牌不是和牌，而是诈和，不予结算。

# %%
# NBVAL_CHECK_OUTPUT
hand = "[8888p]456sEEE77m12m3m"
on_discard = mjlib.score(hand, flowers=2)
drawn = mjlib.score(hand, self_drawn=True, flowers=1)
print(pick(f"won on South's discard, total {on_discard.total}:",
           f"点和，南家点炮，合计{on_discard.total}番："), on_discard.settlement(discarder="S"))
print(pick(f"self-drawn, total {drawn.total}:", f"自摸，合计{drawn.total}番："), drawn.settlement())
try:
    mjlib.score("[234m]555p678s33p456s", flowers=6).settlement(discarder="S")
except mjlib.HandError as e:
    print(e)

# %% tags=["check"]
# on a discard: 11 + 2 flowers = 13; South pays 8 + 13 = 21, West and North 8 each, East 21 + 16
assert (on_discard.total, on_discard.total_without_flowers) == (13, 11)
assert on_discard.settlement(discarder="S") == {"E": 37, "S": -21, "W": -8, "N": -8}
# self-drawn: 13 + 1 flower = 14; each of the three pays 8 + 14 = 22, East 3 × 22
assert drawn.total == 14
assert drawn.settlement() == {"E": 66, "S": -22, "W": -22, "N": -22}
short = mjlib.score("[234m]555p678s33p456s", flowers=6)
assert not short.meets_minimum
try:
    short.settlement(discarder="S")
    raise AssertionError("the text says a hand below the minimum is not settled")
except mjlib.HandError as e:
    assert pick("false win", "诈和") in str(e), e

# %% [markdown]
# ## List the waits of a hand one tile short
#
# A hand with 13 tiles (each meld counting three) that one tile would complete is **ready**
# (听牌). `mjlib.waits` lists every tile that completes it. The famous example is the pure
# 1112345678999 of one suit, which every tile of its suit completes:

# %% [markdown] lang="zh" twin="78f498e9"
# ## 列出差一张的手牌听哪些牌
#
# 一手13张的牌（每副副露按三张算）再来一张就能和，叫作**听牌**。`mjlib.waits` 列出能让它和牌的每一张牌。最有名的例子是同一花色的1112345678999，这一花色的每一张牌都能让它和牌：

# %%
draw_hand("1112345678999m")

# %%
# NBVAL_CHECK_OUTPUT
for hand in ["1112345678999m", "23455m345p34567s", "1223m456s789pFFF"]:
    print(f"{hand:<18}", " ".join(str(t) for t in mjlib.waits(hand)))

# %% [markdown]
# Waits matter for scoring: by their entries in the rule text, 边张 Edge Wait, 坎张 Closed Wait
# and 单钓将 Single Wait (1 each) count only when the hand can win on that one tile alone,
# like the last hand above, which waits on the 2m only. Whether a tile whose four copies are
# all in your own hand still counts as a wait there is one of the open questions below.
# Notebooks 02b and 10c have the details; notebook 12 scores every wait of a hand in one table.

# %% [markdown] lang="zh" twin="0c374536"
# 听什么牌关系到计番：按规则原文各自的条目，边张、坎张和单钓将（各1番）只有在这手牌只能和那一张牌时才计，比如上面最后一手牌，它只听2万。四张都在自己手里的牌，在这里还算不算所听的牌，是下面未决问题之一。第02b课和第10c课有详细讲解；第12课用一张表给一手牌的每一种和张计番。

# %% tags=["check"]
assert [str(t) for t in mjlib.waits("1223m456s789pFFF")] == ["2m"]
assert len(mjlib.waits("1112345678999m")) == 9

# %% [markdown]
# ## Open questions
#
# Two things this notebook used are not settled by the rule texts: whether a tile you cannot
# win on any more (its four copies are in your hand) still counts as a wait, and where the
# winning tile goes when it could finish either a chow or a pung (which decides whether that
# pung is concealed). Each question below gives its sources, the readings a referee could take
# with the total each gives, and what mjlib computes under each preset.

# %% [markdown] lang="zh" twin="a0374403"
# ## 未决问题
#
# 本课用到的两件事，规则原文没有定论：四张都在自己手里、已经没有牌可和的那一张，还算不算所听的牌；和张既能凑成顺子又能凑成刻子时，归入哪一副（这决定那副刻子算不算暗刻）。下面每个问题都列出它的依据、裁判可能采取的几种判法和各自的合计，以及 mjlib 在两种计法下的算法。

# %%
# NBVAL_CHECK_OUTPUT
mjlib.course.rulings.show("R13", "R19")

# %% [markdown]
# ## On your own
#
# Three questions on what this lesson teaches: reading the hand, its winning shape, and the
# 8-fan minimum. Pick an answer, then press **Check**. A wrong first try says where to look; the
# second, or **Show answer**, gives the answer and why. The fans themselves come from lesson 02
# on.
#
# **1.** The player sits West (门风 西) in the East round and won on a discarded 5p.

# %% [markdown] lang="zh" twin="93caec47"
# ## 练习
#
# 三道题，考本课讲的内容：读懂一手牌、它的和牌牌型、八番起和。选一个答案，然后按 **核对**。第一次答错时，反馈指出该看哪里；第二次答错后，或者按 **看答案** 时，给出答案和理由。番种从第02课起再学。
#
# **1.** 玩家坐西（门风西），东风圈，和别人打出的5饼。

# %% tags=["exercise"]
Question("[345s3][WWW2]678m55p99p5p", "minimum", seat_wind="W", lesson=LESSON)

# %% tags=["check"]
# The West pung is the seat wind: 门风刻 2, which strikes 幺九刻. 678m 55p 99p waited on 5p or
# 9p, so no wait fan. 2 in all: short of the 8-fan minimum, it may not be declared.
r = mjlib.score("[345s3][WWW2]678m55p99p5p", seat_wind="W")
expect(r, total=2, counted={"门风刻": 2}, only=True, not_counted={"幺九刻": ("不重复", "门风刻")})
assert not r.meets_minimum and [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["5p", "9p"]
assert Question("[345s3][WWW2]678m55p99p5p", "minimum", seat_wind="W").right == 1

# %% [markdown]
# **2.** Nothing was claimed, and the player won on a discarded 9p.

# %% [markdown] lang="zh" twin="e677b2f6"
# **2.** 没有吃碰杠，玩家和别人打出的9饼。

# %% tags=["exercise"]
Question("22m77m44s66s33p9pEE9p", "shape", lesson=LESSON)

# %% tags=["check"]
# Seven pairs: 22m 77m 44s 66s 33p 99p EE; no set of three can be made from them.
r = mjlib.score("22m77m44s66s33p9pEE9p")
assert r.reading.shape == "seven_pairs" and not r.alternatives
assert Question("22m77m44s66s33p9pEE9p", "shape").right == 1

# %% [markdown]
# **3.** The player drew the winning 6p from the wall, the wall's last tile; before that, the
# player claimed one chow and made a kong of red dragons from four in the hand.

# %% [markdown] lang="zh" twin="679e9fca"
# **3.** 玩家从牌墙摸到和张6饼，是牌墙的最后一张；此前吃过一副顺子，又用手里的四张红中开了暗杠。

# %% tags=["exercise"]
Question("[234s3][CCCC]45p99p567m6p", "claimed", self_drawn=True, wall_last=True,
         lesson=LESSON)

# %% tags=["check"]
# One chow claimed, [234s3]; the kong of red dragons has no digit: concealed, not claimed.
r = mjlib.score("[234s3][CCCC]45p99p567m6p", self_drawn=True, wall_last=True)
assert [m.concealed for m in r.hand.melds] == [False, True]
assert Question("[234s3][CCCC]45p99p567m6p", "claimed", self_drawn=True, wall_last=True).right == 1

# %% [markdown]
# **4.** The same hand: the player drew the winning 6p, the wall's last tile.

# %% [markdown] lang="zh" twin="856703b9"
# **4.** 同一手牌：玩家摸到和张6饼，是牌墙的最后一张。

# %% tags=["exercise"]
Question("[234s3][CCCC]45p99p567m6p", "minimum", self_drawn=True, wall_last=True,
         lesson=LESSON)

# %% tags=["check"]
# 妙手回春 8 (and not 自摸, by its entry), 暗杠 2, and the red-dragon kong is 箭刻 2, which
# strikes 幺九刻. 12 without flowers: it may win.
r = mjlib.score("[234s3][CCCC]45p99p567m6p", self_drawn=True, wall_last=True)
expect(r, total=12, counted={"妙手回春": 8, "箭刻": 2, "暗杠": 2}, only=True,
       not_counted={"自摸": ("不重复", "妙手回春"), "幺九刻": ("不重复", "箭刻")})
assert r.meets_minimum
assert Question("[234s3][CCCC]45p99p567m6p", "minimum", self_drawn=True, wall_last=True).right == 0

# %% [markdown]
# ## In practice
#
# - **Pasting from elsewhere.** A comma before a meld's digit (`[567m,2]`) is accepted, and so
#   are honors written with `z` in the Chinese order 东南西北中发白, `1z`–`7z`. Careful: that
#   makes `5z` 中 red, while Japanese (tenhou) notation writes white as `5z`.
# - **Formal waits.** `mjlib.waits(hand)` leaves out a tile whose four copies the hand already
#   holds: there is no fifth copy to win on. `mjlib.waits(hand, formal=True)` keeps it, as the
#   presets do when they judge whether a wait is single (open question R13).

# %% [markdown] lang="zh" twin="64dbd3b8"
# ## 实用须知
#
# - **从别处粘贴。** 副露数字前的逗号（`[567m,2]`）可以接受；字牌也可以按中文顺序东南西北中发白写成 `1z`–`7z`。注意：这样写 `5z` 是红中，而日式麻将（天凤）的记法把白板写作 `5z`。
# - **形式上的听牌。** `mjlib.waits(hand)` 不列出手里已有四张的牌：没有第五张可以和。`mjlib.waits(hand, formal=True)` 保留这张牌，两种计法判断是不是单钓将时就是这样做的（未决问题R13）。

# %% [markdown]
# ## Where to go next
#
# - Back: `00-start-here.ipynb`, the map of the course and the table of all 81 fans.
# - Next: `02-apply-the-counting-principles.ipynb`: the five principles that decide which fans
#   a hand keeps, each on a hand rebuilt from the rule text's own examples.

# %% [markdown] lang="zh" twin="b826bb13"
# ## 下一步
#
# - 回顾：`00-start-here.ipynb`，课程导览和全部81个番种的表。
# - 下一课：`02-apply-the-counting-principles.ipynb`：决定一手牌保留哪些番种的五条原则，每条都用一手按规则原文例题重建的牌来讲。

# %% [markdown] tags=["further-reading"]
# - **For this notebook**: the basics text's list of winning shapes (基本牌型 and 特殊牌型);
#   the rule text's entries for 花牌, 无番和, 和绝张, 边张, 坎张 and 单钓将.

# %% [markdown] lang="zh" twin="f920699c"
# - **本课相关**：基本规则的和牌牌型列表（基本牌型和特殊牌型）；规则原文中花牌、无番和、和绝张、边张、坎张和单钓将的条目。
