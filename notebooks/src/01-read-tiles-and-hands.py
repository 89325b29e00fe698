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
# - list the tiles a hand one short of winning is waiting for.
#
# **What you'll learn**
#
# - 顺子 chow, 刻子 pung, 杠 kong, 将 pair; 吃 碰 杠 as melds; 暗刻 concealed and 明刻 melded pungs;
# - 四副牌组一对将 four sets and a pair, and the special shapes 七对, 十三幺, 全不靠;
# - the 8-fan minimum (八番起和) and why flowers do not help reach it;
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

# %% tags=["setup"]
import mjlib
import mjlib.rulings
from mjlib.claims import expect
from mjlib.render import draw_hand, draw_result
from mjlib.widgets import Exercise

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

# %%
# NBVAL_CHECK_OUTPUT
for name, tiles in [("万 characters", mjlib.TILES[0:9]), ("条 bamboo", mjlib.TILES[9:18]),
                    ("饼 dots", mjlib.TILES[18:27]), ("字 honors", mjlib.TILES[27:34])]:
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

# %%
mjlib.parse("[567m2][999s3][8888p]EE11m1m")

# %% [markdown]
# The standing tiles come first, then the winning tile (the last one written) in a frame, then
# the melds. A claimed tile stands raised, with an arrow toward the player it came from: the 6m
# of the chow `[567m2]` from the left, the 9s of the pung `[999s3]` from the right. The
# concealed kong `[8888p]` shows its outer tiles face down. The labels spell out each part in
# Chinese and English.

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

# %%
# NBVAL_CHECK_OUTPUT
for hand in ["234m678m456p22s67s5s", "1133m2288s5577pCC", "19m19s19pESWNCFP1m",
             "147m25s369pESWNCF", "147m258s369p23pEE4p"]:
    r = mjlib.score(hand)
    print(f"{hand:<22} {r.reading.zh} {r.reading.en}: {r.total}")

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

# %%
# NBVAL_CHECK_OUTPUT
for text in ["[567m,2]123p999s5551z1z", "[123m1][456p1][789s1]23pCC1p",
             "[1111m][2222s,1]345p678pNN", "1112345678999m"]:
    hand = mjlib.parse(text)
    print(f"{text:<28} -> {str(hand):<26} same again: {mjlib.parse(str(hand)) == hand}, "
          f"winning tile: {hand.winning}")

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
# `mjlib.score(hand)` returns a result; the notebook draws it. Top: the **reading**, how the
# tiles were grouped, set by set, lettered A, B, C …, with the winning tile marked. Below it
# the fans **counted**, each a bar as long as its value with the letters of the sets it uses;
# the **total** against the 8-fan line; and the fans **not counted**, struck through, each with
# the counting principle that removes it and the fan responsible. The folded cell under the
# figure holds the same account printed as text.

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

# %% tags=["check"]
expect(r, total=9, counted={"花龙": 8, "喜相逢": 1}, only=True,
       not_counted={"连六": "套算一次"})

# %% [markdown]
# The same facts are attributes, for your own code: `r.total`, `r.fans` (each with `.fan.zh`,
# `.fan.en`, `.count`, `.points` for all its instances together, and `.worth`, written value ×
# count for a fan counted more than once), `r.excluded` (each with `.fan`, `.principle`, `.by`,
# `.reason`), `r.reading`, `r.alternatives`, `r.meets_minimum`.

# %%
# NBVAL_CHECK_OUTPUT
print(r.total, [f"{c.fan.zh} {c.worth}" for c in r.fans])
print([f"{e.fan.zh}: {e.principle.zh} {e.principle.en}, by {e.by.zh}" for e in r.excluded])

# %% [markdown]
# ## Check the 8-fan minimum and the flowers
#
# A hand may only be declared a win if it is worth at least 8 fans (八番起和, in the basics
# text). Flowers (花牌) add 1 fan each once the hand has won, but the rule text's entry for
# 花牌 keeps them out of those 8. `r.total` includes flowers, `r.total_without_flowers` does
# not, and `r.meets_minimum` answers the question. mjlib scores a hand below the minimum
# anyway, so that you can see why it falls short.

# %%
r = mjlib.score("[234m]555p678s33p456s", flowers=6)
draw_result(r)

# %% tags=["fold"]
# NBVAL_CHECK_OUTPUT
print(r)
print()
print("total", r.total, "| without flowers", r.total_without_flowers,
      "| reaches the minimum:", r.meets_minimum)

# %% [markdown]
# Eight on paper, 断幺 All Simples 2 + 花牌 Flower Tiles 1 × 6, but only 2 without the
# flowers: this hand may not win. (A hand that earns no fan at all scores 无番和 Chicken Hand,
# 8, by the rule text's entry for it; notebook 11 explains it.)

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
    print(f"{r.total:>3}  {words:<40} {', '.join(f'{c.fan.zh} {c.worth}' for c in r.fans)}")

# %% [markdown]
# Read the rows against the first (11). Self-drawn, 门前清 Concealed Hand (2, which the rule
# text defines as won on a discard) gives way to 不求人 Fully Concealed Hand (4): 13. 杠上开花
# and 妙手回春 (8 each) leave 自摸 out, as their entries in the rule text say: 21 each. With the
# seat wind South the East pung is only the round's wind (9); with both winds South it is just
# a pung of honors, 幺九刻 (8). Notebooks 03 and 10 go through these fans one by one.

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
print("fourth_tile inferred:", r.win.fourth_tile, "|", ", ".join(str(c) for c in r.fans))

# %% tags=["check"]
assert r.win.fourth_tile
expect(r, counted={"和绝张": 4})

# %% [markdown]
# ## List the waits of a hand one tile short
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
# Waits matter for scoring: by their entries in the rule text, 边张 Edge Wait, 坎张 Closed Wait
# and 单钓将 Single Wait (1 each) count only when the hand can win on that one tile alone,
# like the last hand above, which waits on the 2m only. Whether a tile whose four copies are
# all in your own hand still counts as a wait there is one of the open questions below.
# Notebooks 02b and 10c have the details; notebook 12 scores every wait of a hand in one table.

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

# %%
# NBVAL_CHECK_OUTPUT
mjlib.rulings.show("R13", "R19")

# %% [markdown]
# ## On your own
#
# Tick the fans you believe count, give the total where asked, then press **Check**. The
# feedback heads each mistake with the step of the scoring checklist it belongs to (lesson 02
# teaches the seven steps), says why a wrong tick does not count, and shows the answer after a
# second wrong try or when you press **Show answer**.
#
# **1.** The player sits West (门风 西) in the East round and won on a discarded 5p.

# %% tags=["exercise"]
Exercise("[345s3][WWW2]678m55p99p5p", seat_wind="W", ask_total=True, lesson=LESSON,
         prompt="May this hand be declared a win?")

# %% tags=["check"]
# The West pung is the seat wind: 门风刻 2, which strikes 幺九刻 (its entry in the rule
# text). 678m 55p 99p waited on 5p or 9p, so no wait fan; three suits and a wind, so no 缺一门
# and no 无字. 2 in all: short of the 8-fan minimum, it may not be declared.
r = mjlib.score("[345s3][WWW2]678m55p99p5p", seat_wind="W")
expect(r, total=2, counted={"门风刻": 2}, only=True, not_counted={"幺九刻": ("不重复", "门风刻")},
       absent=["缺一门", "无字"])
assert not r.meets_minimum and [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["5p", "9p"]

# %% [markdown]
# **2.** Nothing was claimed, and the player drew the winning 3m from the wall.

# %% tags=["exercise"]
Exercise("12m456p789s55pNNN3m", self_drawn=True, lesson=LESSON, prompt="Does 自摸 count?")

# %% tags=["check"]
# 123m 456p 789s: 花龙 8. Concealed and self-drawn: 不求人 4, which strikes 自摸. North is
# neither the seat nor the round wind: 幺九刻 1. 12m could only take the 3m: 边张 1. Total 14.
r = mjlib.score("12m456p789s55pNNN3m", self_drawn=True)
expect(r, total=14, counted={"花龙": 8, "不求人": 4, "幺九刻": 1, "边张": 1}, only=True,
       not_counted={"自摸": ("不重复", "不求人")})
assert [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["3m"]

# %% [markdown]
# **3.** Two sets claimed; the winning 6p was the last tile of the wall, drawn by the player.

# %% tags=["exercise"]
Exercise("[234s3][567m1]CCC45p99p6p", self_drawn=True, wall_last=True, ask_total=True,
         lesson=LESSON, prompt="Does 幺九刻 count, and may the hand be declared a win?")

# %% tags=["check"]
# 妙手回春 8 (and not 自摸, by its entry); the red-dragon pung is 箭刻 2, which strikes
# 幺九刻. Claimed sets: no 不求人. 45p waited on 3p or 6p: no wait fan. Total 10: it may win.
r = mjlib.score("[234s3][567m1]CCC45p99p6p", self_drawn=True, wall_last=True)
expect(r, total=10, counted={"妙手回春": 8, "箭刻": 2}, only=True,
       not_counted={"自摸": ("不重复", "妙手回春"), "幺九刻": ("不重复", "箭刻")})
assert r.meets_minimum and [str(t) for t in mjlib.waits(r.hand.without_winning())] == ["3p", "6p"]

# %% [markdown]
# ## In practice
#
# - **Pasting from elsewhere.** A comma before a meld's digit (`[567m,2]`) is accepted, and so
#   are honors written with `z` in the Chinese order 东南西北中发白, `1z`–`7z`. Careful: that
#   makes `5z` 中 red, while Japanese (tenhou) notation writes white as `5z`.
# - **Formal waits.** `mjlib.waits(hand)` leaves out a tile whose four copies the hand already
#   holds: there is no fifth copy to win on. `mjlib.waits(hand, formal=True)` keeps it, as the
#   presets do when they judge whether a wait is single (open question R13).

# %% [markdown]
# ## Where to go next
#
# - Back: `00-start-here.ipynb`, the map of the course and the table of all 81 fans.
# - Next: `02-apply-the-counting-principles.ipynb`: the five principles that decide which fans
#   a hand keeps, each on a hand rebuilt from the rule text's own examples.

# %% [markdown] tags=["further-reading"]
# - **For this notebook**: the basics text's list of winning shapes (基本牌型 and 特殊牌型);
#   the rule text's entries for 花牌, 无番和, 和绝张, 边张, 坎张 and 单钓将.
