"""mjlib.waits: the tiles that complete a 13-tile hand."""

import pytest

import mjlib
from handgen import generate
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
    ("1111234m456p789p", "1m 4m"),                               # 1m counts though all four are held
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


def test_not_ready():
    assert mjlib.waits("13579m13579s135p") == []


def test_complete_hand_is_refused():
    with pytest.raises(mjlib.HandError, match="complete"):
        mjlib.waits("1112345678999m9m")


def test_waits_agree_with_trying_every_tile():
    """The suit-by-suit search finds exactly the tiles that make a winning shape when added."""
    for case in generate(1500, seed=5):
        h = mjlib.parse(case["hand"]).without_winning()
        counts = [0] * 34
        for t in h.standing:
            counts[t] += 1
        brute = []
        for t in range(34):
            counts[t] += 1
            if is_winning(counts, len(h.melds)):
                brute.append(t)
            counts[t] -= 1
        assert [int(t) for t in completing_tiles(counts, len(h.melds))] == brute, case["hand"]
        assert case["hand"] and mjlib.parse(case["hand"]).winning in mjlib.waits(h)
