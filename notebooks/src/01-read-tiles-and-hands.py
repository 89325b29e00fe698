# %% [markdown]
# # Read tiles and hands: write a hand the way mjlib reads it
#
# Before you can score a hand you have to be able to write it down, say how it was won, and
# read what comes back. This notebook sets up that vocabulary; every later notebook relies on it.
#
# **What you'll do**
#
# - name the 34 kinds of tile and the sets they form;
# - meet the five winning shapes of MCR;
# - write hands in the notation that MCR calculators share, and see what mjlib refuses;
# - score a hand and read the printed result line by line;
# - tell mjlib how the hand was won (self-drawn, last tile, kong, winds, flowers);
# - list the tiles a hand one short of winning is waiting for.
#
# **What you'll learn**
#
# - 顺子 chow, 刻子 pung, 杠 kong, 将 pair; 吃 碰 杠 as melds; what "concealed" means;
# - 四副面子一对将, 七对, 十三幺, 全不靠, 组合龙: the shapes a winning hand may take;
# - the 8-fan minimum (八番起和) and why flowers do not help reach it;
# - which facts about the win are not in the tiles and must be given as flags.
#
# **What you'll need**
#
# - You know the tiles and how a hand is played.
# - Notebook `00-start-here.ipynb` for the map of the course.

# %%
import mjlib
from mjlib.render import draw_hand, draw_result

# %% [markdown]
# ## The 34 tiles
#
# Three suits of nine ranks and seven honors, four copies of each: 136 tiles, plus up to eight
# flowers that are set aside when drawn. In the notation a suited tile is its rank and a suit
# letter: `m` for 万 characters, `s` for 条 bamboo, `p` for 饼 dots. Each honor is one capital
# letter: `E S W N` for the winds 东 南 西 北, `C` for 中 (red), `F` for 发 (green), `P` for 白
# (white). `mjlib.TILES` lists them in this order.

# %%
# NBVAL_CHECK_OUTPUT
for name, tiles in [("万 characters", mjlib.TILES[0:9]), ("条 bamboo", mjlib.TILES[9:18]),
                    ("饼 dots", mjlib.TILES[18:27]), ("字 honors", mjlib.TILES[27:34])]:
    print(f"{name:<14}", "  ".join(f"{t}={t.zh}" for t in tiles))

# %% [markdown]
# Ones and nines are the terminals (幺九牌 together with the honors); two to eight are the
# simples (中张). Many fans care about exactly this split.

# %% [markdown]
# ## Sets: chow, pung, kong, pair
#
# A winning hand is mostly built from sets of three: a **chow** 顺子 (three consecutive tiles
# of one suit, `345s`), a **pung** 刻子 (three of a kind, `999s`), or a **kong** 杠 (four of a
# kind, which counts as a set of three plus a replacement draw). The two-tile **pair** is the
# 将 (eyes).
#
# A set made from a discard is a **meld**, laid face up: 吃 a chow (only from the player on your
# left, 上家), 碰 a pung, 明杠 a melded kong. A kong of four tiles you drew yourself, 暗杠, is
# laid down too but stays **concealed**. Here is a hand with one of each:

# %%
mjlib.parse("[567m2][999s3][8888p]EE11m1m")

# %% [markdown]
# The drawing shows melds the way players lay them down: the claimed tile sideways (the 6m of
# the chow `[567m2]`, claimed as its second tile; the 9s of the pung `[999s3]`, discarded by the
# player on the right), the concealed kong `[8888p]` with its outer tiles face down. The standing tiles come first, and the
# winning tile, the last one written, stands apart. The table spells out each part in Chinese
# and English.

# %% [markdown]
# ## The five winning shapes
#
# Almost every winning hand is **four sets and a pair** (四副面子一对将). The rule book allows
# four others, each with a fixed pattern of its own. Here they are, one picture each.

# %% [markdown]
# **四副面子一对将 four sets and a pair**: 234m 678m 456p 567s and the pair 22s, won on the 5s.

# %%
draw_hand("234m678m456p22s67s5s")

# %% [markdown]
# **七对 seven pairs**: seven different pairs, nothing else.

# %%
draw_hand("1133m2288s5577pCC")

# %% [markdown]
# **十三幺 thirteen orphans**: one of each terminal and honor (13 kinds) and a second copy of
# any one of them.

# %%
draw_hand("19m19s19pESWNCFP1m")

# %% [markdown]
# **全不靠 honors and knitted tiles**: fourteen single tiles that never touch: suited tiles
# from the three "knitted" rows 147, 258, 369 (each row in a different suit) and honors, no two
# alike.

# %%
draw_hand("147m25s369pESWNCF")

# %% [markdown]
# **组合龙 knitted straight**: the full knitted row 147 / 258 / 369, each in its own suit, plus
# one ordinary set and a pair.

# %%
draw_hand("147m258s369p23pEE4p")

# %% [markdown]
# `mjlib.score` finds the shape by itself. Its result names the reading it chose
# (`r.reading`), in Chinese and English:

# %%
# NBVAL_CHECK_OUTPUT
for hand in ["234m678m456p22s67s5s", "1133m2288s5577pCC", "19m19s19pESWNCFP1m",
             "147m25s369pESWNCF", "147m258s369p23pEE4p"]:
    r = mjlib.score(hand)
    print(f"{hand:<22} {r.reading.zh} {r.reading.en}: {r.total}")

# %% [markdown]
# Each shape comes with fans of its own (七对 Seven Pairs 24, 十三幺 Thirteen Orphans 88, …):
# notebooks 06 and 09 take them apart.

# %% [markdown]
# ## The notation
#
# mjlib reads and writes the string format that MCR calculators (the 国标小工具 / 国标小助手
# app and the engine behind it) already use, so a hand can be pasted from one to the other.
#
# - A run of digits shares its suit letter: `123m`, `1112345678999s`.
# - Melds go in square brackets before the standing tiles, with an optional digit after the
#   tiles: for a chow, which tile was claimed (1, 2, 3); for a pung or kong, who discarded it
#   (1 left 上家, 2 across 对家, 3 right 下家). A kong with no digit is concealed; 5, 6, 7 mark a
#   kong added onto a pung claimed from the left, across or right (加杠).
# - The **last standing tile** written is the winning tile. One tile fewer makes a hand that
#   is waiting to win.
#
# When you paste from elsewhere: a comma before the digit (`[567m,2]`) is accepted, and so are
# honors written with `z` in the Chinese order 东南西北中发白, `1z`–`7z`. Careful: that makes
# `5z` 中 red, while Japanese (tenhou) notation writes white as `5z`.

# %% [markdown]
# `mjlib.parse` reads a string into a `Hand`; `str(hand)` writes it back in a canonical form
# (suits in the order m s p, the default digit dropped). Reading the canonical form gives the
# same hand again:

# %%
# NBVAL_CHECK_OUTPUT
for text in ["[567m,2]123p999s5551z1z", "[123m1][456p1][789s1]23pCC1p",
             "[1111m][2222s,1]345p678pNN", "1112345678999m"]:
    hand = mjlib.parse(text)
    print(f"{text:<30} -> {str(hand):<28} same hand again: {mjlib.parse(str(hand)) == hand}")

# %% [markdown]
# The last line has 13 tiles: it parses, but it has no winning tile yet (`hand.winning` is
# `None`), so it can be asked for its waits but not scored.

# %% [markdown]
# ### What mjlib refuses
#
# A string that is not a legal hand raises `mjlib.HandError`, whose message says what is wrong
# and where. A hand that is well written but does not form any winning shape raises
# `mjlib.NotWinningError`, a kind of `HandError`. The cell below tries a few bad strings and
# prints each error instead of stopping.

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
# `mjlib.score(hand)` returns a result. Printing it gives the full account:
#
# - the hand and the rule preset, then the **reading**: how the tiles were grouped (`*` marks
#   the set the winning tile completed);
# - **counted**: each fan with its points (`×2` when it counts twice), the total, and whether
#   the hand reaches the 8-fan minimum;
# - **not counted**: every fan the hand has but may not add, with the counting principle that
#   removes it and the fan (or reading) responsible;
# - **other readings**: other ways to group the same tiles, with their totals.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[123m1][456p1][789s1]23pCC1p")
print(r)

# %% [markdown]
# 花龙 Mixed Straight joins 123m, 456p and 789s. The leftover 123p could pair up with 123m
# (喜相逢) or with 456p (连六), but not both: the count-once principle (套算一次), which
# notebook 02 explains. The same result, drawn: the sets lettered A–E, the counted fans as bars
# with the sets they use, the fans not counted struck through with their principle.

# %%
draw_result(r)

# %% [markdown]
# The same facts are attributes, for your own code: `r.total`, `r.fans` (each with `.fan.zh`,
# `.fan.en`, `.points`, `.count`), `r.excluded` (each with `.fan`, `.principle`, `.by`,
# `.reason`), `r.reading`, `r.alternatives`, `r.meets_minimum`.

# %%
# NBVAL_CHECK_OUTPUT
print(r.total, [f"{c.fan.zh} {c.points}" for c in r.fans])
print([f"{e.fan.zh}: {e.principle.zh} {e.principle.en}, by {e.by.zh}" for e in r.excluded])

# %% [markdown]
# ## The 8-fan minimum and flowers
#
# A hand may only be declared a win if it is worth at least 8 points (八番起和). Flowers (花牌)
# add 1 point each to the score once the hand has won, but they do not count toward those 8.
# `r.total` includes flowers, `r.total_without_flowers` does not, and `r.meets_minimum` answers
# the question. mjlib scores a hand below the minimum anyway, so that you can see why it falls
# short.

# %%
# NBVAL_CHECK_OUTPUT
r = mjlib.score("[234m]555p678s33p456s", flowers=6)
print(r)
print()
print("total", r.total, "| without flowers", r.total_without_flowers,
      "| reaches the minimum:", r.meets_minimum)

# %% [markdown]
# Eight points on paper, but only 断幺 All Simples (2) without the six flowers: this hand may
# not win. (A hand that earns no fan at all is a different story: it scores 无番和 Chicken Hand,
# 8, and notebook 11 explains it.)

# %% [markdown]
# ## How the hand was won: the flags
#
# Some fans depend on facts the tiles cannot show. You pass them to `mjlib.score`:
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
# One hand, won ten different ways:

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
    words = ", ".join(f"{k}={v}" for k, v in flags.items()) or "a discard, East seat, East round"
    print(f"{r.total:>3}  {words:<40} {', '.join(f'{c.fan.zh} {c.points}' for c in r.fans)}")

# %% [markdown]
# Read the rows against the first: 自摸 turns 门前清 Concealed Hand (2, won on a discard) into
# 不求人 Fully Concealed Hand (4); 杠上开花 and 妙手回春 make 自摸 redundant; with the seat
# wind South the East pung is only the round's wind; with both winds South it is just a pung
# of honors, 幺九刻. Notebooks 03 and 10 go through these fans one by one.

# %% [markdown]
# A flag that contradicts the tiles is refused, like a bad string. And when the tiles
# themselves prove a fact, mjlib applies it: here the player's own pung holds the other three
# 7m, so the winning 7m is the last copy and 和绝张 counts without the flag.

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
print("fourth_tile inferred:", r.context.fourth_tile, "|", ", ".join(str(c) for c in r.fans))

# %% [markdown]
# ## Waits: what a hand one tile short is waiting for
#
# A hand with 13 tiles (each meld counting three) that one tile would complete is **ready**
# (听牌). `mjlib.waits` lists every tile that completes it. The famous example is the pure
# 1112345678999 of one suit, which every tile of its suit completes:

# %%
draw_hand("1112345678999m")

# %%
# NBVAL_CHECK_OUTPUT
for hand in ["1112345678999m", "23455m345p34567s", "1223m456s789pFFF"]:
    print(f"{hand:<18}", " ".join(str(t) for t in mjlib.waits(hand)))

# %% [markdown]
# Waits matter for scoring: 边张 Edge Wait, 坎张 Closed Wait and 单钓将 Single Wait (1 each)
# count only when the hand waits on a **single** tile, like the last hand above. mjlib counts
# a tile as a wait even when all four copies are already in sight, as the rules do when
# deciding whether a wait is single. Notebook 10 has the details; notebook 12 scores every
# wait of a hand in one table.

# %% [markdown]
# ## On your own
#
# **1.** The hand below was won on a discarded 5p. The player sits West (门风 西) in the East
# round. Write it in the notation, score it, and say whether it may be declared.

# %%
draw_hand("[345s3][WWW2]678m55p99p5p", title=False)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
print(mjlib.score("[345s3][WWW2]678m55p99p5p", seat_wind="W"))

# %% [markdown]
# **2.** What does this hand wait on? Add the winning tile to the string and score it. Which
# wait fan does it earn, and why only one?

# %%
draw_hand("1223m456s789pFFF", title=False)

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
# It waits on 2m alone. The 2m either fills the middle of 1_3m (坎张 Closed Wait, 22m the pair)
# or pairs the lone 2m beside 123m (单钓将 Single Wait): two ways to read one tile, so one wait
# fan, worth 1 either way.
print(mjlib.waits("1223m456s789pFFF"))
print(mjlib.score("1223m456s789pFFF2m"))

# %% [markdown]
# **3.** Which of these strings does mjlib refuse, and why? Decide first, then run them.
# `[EEEE1][CCC]123m789s1p1p`, `[234z]123m456p789s1s1s`, `[123m][123m][123m][123m]1m1m`,
# `1234567z1234567z`.

# %%


# %% hide
# NBVAL_CHECK_OUTPUT
for text in ["[EEEE1][CCC]123m789s1p1p", "[234z]123m456p789s1s1s",
             "[123m][123m][123m][123m]1m1m", "1234567z1234567z"]:
    try:
        r = mjlib.score(text)
        print(f"{text}: scores {r.total} ({r.reading.zh} {r.reading.en})")
    except mjlib.HandError as e:
        print(f"{text}: {type(e).__name__}: {e}")

# %% [markdown]
# ## Where to go next
#
# - Back: `00-start-here.ipynb`, the map of the course and the table of all 81 fans.
# - Next: `02-apply-the-counting-principles.ipynb`: the five principles that decide which fans
#   a hand keeps, each on the rule book's own example.
