"""Who pays what (Result.settlement): the common MCR settlement with a base of 8, each case
computed by hand: on a discard the discarder pays 8 + total and the two others 8 each; self-drawn,
each of the three pays 8 + total; flowers are in the total. A hand below the 8-fan minimum is a
false win (诈和): not settled, and the report says so, in both languages."""

import pytest

import mjlib
from mjlib import HandError, score
from mjlib.practice.deal import generate

MIXED = "[123m1][456p1][789s1]23pCC1p"  # 花龙 8 + 喜相逢 1 = 9 on a discard; 自摸 adds 1
SHORT = "[123m]345p678s234pNN"  # 单钓将 1 only: below the minimum


def test_a_discard_win():
    r = score(MIXED, seat_wind="S")
    assert r.total == 9
    # W discarded: 8 + 9 = 17; E and N 8 each; S gains 17 + 8 + 8 = 33
    assert r.settlement(discarder="W") == {"E": -8, "S": 33, "W": -17, "N": -8}


def test_a_discard_win_with_flowers():
    r = score(MIXED, seat_wind="N", flowers=3)
    assert (r.total, r.total_without_flowers) == (12, 9)
    # E discarded: 8 + 12 = 20; S and W 8 each; N gains 20 + 16 = 36
    assert r.settlement("E") == {"E": -20, "S": -8, "W": -8, "N": 36}


def test_a_self_drawn_win_with_a_flower():
    r = score(MIXED, self_drawn=True, seat_wind="W", flowers=1)
    assert r.total == 11  # 花龙 8, 喜相逢 1, 自摸 1, 花牌 1
    # each of E, S, N pays 8 + 11 = 19; W gains 57
    assert r.settlement() == {"E": -19, "S": -19, "W": 57, "N": -19}


@pytest.mark.parametrize("rules,each", [("green-book", 36), ("common-practice", 33)])
def test_the_preset_decides_the_total_and_so_the_payment(rules, each):
    # 七对 24 + 不求人 4 = 28 (green book), 七对 24 + 自摸 1 = 25 (common practice)
    r = score("1133m2288s5577pCC", self_drawn=True, rules=rules)
    assert r.settlement() == {"E": 3 * each, "S": -each, "W": -each, "N": -each}


def test_robbing_a_kong_is_paid_by_the_player_robbed():
    r = score("[123m1]345p678s99p23s4s", about_kong=True)
    assert r.total == 16  # 抢杠和 8, 三色三步高 6, 平和 2
    # N's kong was robbed: N pays 8 + 16 = 24, S and W 8 each; E gains 40
    assert r.settlement(discarder="N") == {"E": 40, "S": -8, "W": -8, "N": -24}


def test_a_seat_may_be_given_as_its_wind_tile():
    r = score(MIXED)
    assert r.settlement(mjlib.tile("S")) == r.settlement("S") == {"E": 33, "S": -17, "W": -8,
                                                                  "N": -8}


def test_every_settlement_balances_and_only_the_winner_gains():
    for case in generate(400, seed=27):
        r = score(case.hand, case.win)
        if not r.meets_minimum:
            continue
        winner = str(r.win.seat_wind)
        other = next(s for s in "ESWN" if s != winner)
        paid = r.settlement() if r.win.self_drawn else r.settlement(other)
        assert sum(paid.values()) == 0 and max(paid, key=paid.get) == winner
        assert paid[winner] == (3 * (8 + r.total) if r.win.self_drawn else 24 + r.total)


@pytest.mark.parametrize("flowers", [0, 8])
def test_a_false_win_is_not_settled(flowers):
    r = score(SHORT, flowers=flowers)
    assert not r.meets_minimum and r.total == 1 + flowers  # flowers do not make it a win
    with pytest.raises(HandError, match=r"below the 8-fan minimum \(1 fan, flowers aside\): "
                                        r"a false win \(诈和\), not settled") as e:
        r.settlement("S")
    assert "未达8番起和（不算花牌只有1番）：诈和，不予结算" in e.value.zh


def test_a_false_win_is_not_settled_in_chinese(zh):
    with pytest.raises(HandError) as e:
        score(SHORT).settlement("S")
    assert str(e.value).endswith("未达8番起和（不算花牌只有1番）：诈和，不予结算")


@pytest.mark.parametrize("hand,flags,discarder,words,words_zh", [
    (MIXED, {}, None, "needs the discarder's seat wind", "点和须给出点炮者的门风"),
    (MIXED, {}, "E", "cannot be the winner, whose seat wind is E", "不能是和牌者本人"),
    (MIXED, {"seat_wind": "W"}, "W", "cannot be the winner, whose seat wind is W", "不能是和牌者本人"),
    (MIXED, {}, "X", "a seat wind, 'E', 'S', 'W' or 'N', not 'X'", "点炮者须是门风"),
    (MIXED, {}, "s", "a seat wind", "点炮者须是门风"),
    (MIXED, {}, 2, "a seat wind", "点炮者须是门风"),
    (MIXED, {}, mjlib.tile("C"), "a seat wind", "点炮者须是门风"),
    (MIXED, {"self_drawn": True}, "S", "a self-drawn win has no discarder", "自摸和牌没有点炮者"),
])
def test_a_bad_discarder_is_refused_in_both_languages(hand, flags, discarder, words, words_zh):
    r = score(hand, **flags)
    with pytest.raises(HandError) as e:
        r.settlement(discarder)
    assert words in e.value.en and words_zh in e.value.zh


def test_the_report_calls_a_false_win_false():
    r = score(SHORT, flowers=2)
    lines = str(r).split("\n")
    assert "    3  counted (1 without flowers)" in lines
    assert "       below the minimum: a false win (诈和)" in lines
    assert not any(line.strip().startswith(("3  total", "total")) for line in lines)
    ok = str(score(MIXED)).split("\n")
    assert "    9  total" in ok and "       reaches the 8-fan minimum" in ok


def test_the_report_calls_a_false_win_false_in_chinese(zh):
    lines = str(score(SHORT, flowers=2)).split("\n")
    assert "    3  计得（不含花牌1番）" in lines and "       未达8番起和：诈和" in lines
    assert not any("合计" in line for line in lines)
    ok = str(score(MIXED)).split("\n")
    assert "    9  合计" in ok and "       已达8番起和" in ok


# the settlement shown: the report and the builder's table say it, with numbers worked by hand
def test_the_report_says_the_settlement_of_a_discard_win():
    # 花龙 8 + 喜相逢 1 = 9: the discarder pays 8 + 9 = 17, the other two 8; South gains 33
    lines = str(score(MIXED, seat_wind="S")).split("\n")
    assert ("       settlement (common MCR, base 8): the discarder pays 8 + 9 = 17, the other two "
            "8 each; South gains 33") in lines


def test_the_report_says_the_settlement_of_a_self_drawn_win_in_chinese(zh):
    # 9 + 自摸 1 + 2 flowers = 12: each of three pays 8 + 12 = 20; East gains 60
    lines = str(score(MIXED, self_drawn=True, flowers=2)).split("\n")
    assert "       结算（通行结算，底分8）：其他三家各付8+12=20分，东家得60分" in lines


def test_a_false_win_has_no_settlement_line():
    r = score(SHORT, flowers=2)
    assert r.settlement_words() is None
    assert "settlement" not in str(r)


def test_the_builders_table_shows_the_settlement(zh):
    from mjlib.widgets.present import result_table

    shown = result_table(score(MIXED, seat_wind="S"))
    assert "点炮者付8+9=17分，另两家各付8分，南家得33分" in shown.data["text/html"]
    assert "结算" not in result_table(score(SHORT)).data["text/html"]


def test_the_discarder_may_be_named_in_chinese():
    assert score(MIXED).settlement("南") == score(MIXED).settlement("S")
