"""mjlib.waits: the tiles that complete a 13-tile hand."""

import pytest

import mjlib
from mjlib.practice.deal import generate
from mjlib.shapes import completing_tiles, is_winning


def names(tiles):
    return " ".join(str(t) for t in tiles)


@pytest.mark.parametrize("hand,expected", [
    ("1112345678999m", "1m 2m 3m 4m 5m 6m 7m 8m 9m"),           # nine gates waits on all nine
    ("19m19s19pESWNCFP", "1m 9m 1s 9s 1p 9p E S W N C F P"),    # thirteen orphans, 13-way
    ("19m19s19pESWNCFF", "P"),                                   # ... or the missing one
    ("1133m2288s5577pC", "C"),                                   # seven pairs: the single
    ("123m456p789s1155s", "1s 5s"),                              # two pairs: either pung
    ("123m456p789s12sEE", "3s"),                                 # edge
    ("123m456p789s13sEE", "2s"),                                 # closed
    ("123m456p789s111sE", "E"),                                  # single wait on E ...
    ("123m456p789s1112s", "2s 3s"),                              # 1112: pair+12 or 111+2
    ("1111234m456p789p", "4m"),                                  # no fifth 1m to win on ...
    ("147m258s369pSWNC", "E F P"),                               # honors and knitted tiles
    ("[123m][456m][789m][EEE]S", "S"),                           # four melds: single
    ("1234m", None),                                             # too few tiles: not a hand
])
def test_waits(hand, expected):
    if expected is None:
        with pytest.raises(mjlib.HandError):
            mjlib.waits(hand)
    else:
        assert names(mjlib.waits(hand)) == expected


def test_formal_waits_keep_a_tile_whose_four_copies_are_held():
    # ... but 1m still completes the shape: the rules ask that when they judge a unique wait
    assert names(mjlib.waits("1111234m456p789p", formal=True)) == "1m 4m"
    assert names(mjlib.waits("1111m234p567p789s", formal=True)) == "1m"
    assert mjlib.waits("1111m234p567p789s") == []
    assert mjlib.waits("[1111m]234p567p789sE") == [mjlib.tile("E")]
    assert names(mjlib.waits("[111m1]23m567p789sEE")) == "1m 4m"  # three 1m held: one is left


def test_the_default_waits_never_list_a_fifth_copy():
    for case in generate(300, seed=5):
        hand = case.hand.without_winning()
        held = {t: hand.all_tiles.count(t) for t in set(hand.all_tiles)}
        for t in mjlib.waits(hand):
            assert held.get(t, 0) < 4, (str(case.hand), t)


def test_not_ready():
    assert mjlib.waits("13579m13579s135p") == []


def test_complete_hand_is_refused():
    with pytest.raises(mjlib.HandError, match="complete"):
        mjlib.waits("1112345678999m9m")


def test_waits_agree_with_trying_every_tile():
    """The suit-by-suit search finds exactly the tiles that make a winning shape when added."""
    for case in generate(1500, seed=5):
        h = case.hand.without_winning()
        counts = [0] * 34
        for t in h.standing:
            counts[t] += 1
        brute = []
        for t in range(34):
            counts[t] += 1
            if is_winning(counts, len(h.melds)):
                brute.append(t)
            counts[t] -= 1
        assert [int(t) for t in completing_tiles(counts, len(h.melds))] == brute, str(case.hand)
        assert case.hand.winning in mjlib.waits(h)
