"""The figures in Chinese hold no Latin word: the result, the readings side by side and the sets'
combinations, drawn for hands of every shape with mjlib writing Chinese and a CJK font, say 因
for "by" and name the fans in Chinese alone; tile strings (22233344m, [123m1]) and R-numbers
stay as they are written."""

import re

import matplotlib.pyplot as plt
import pytest

import mjlib
import mjlib.render as R
from mjlib.render import fonts
from tests.support.render import HANDS, score, strings

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
TILES = re.compile(r"[][0-9mpsESWNCFP,]{2,}|R[0-9]+")  # hand strings, R-numbers


@pytest.mark.skipif(not fonts.cjk(), reason="no CJK font: the figures fall back to English")
@pytest.mark.parametrize("draw", [R.draw_result, R.draw_readings, R.draw_combinations],
                         ids=lambda f: f.__name__)
def test_the_chinese_figures_hold_no_latin_word(draw):
    found, by = [], 0
    with mjlib.writing("zh"):
        for name in HANDS:
            fig = draw(score(name))
            texts = strings(fig)
            plt.close(fig)
            by += sum(s.startswith("因") for s in texts)
            found += [(name, s) for s in texts if LATIN_WORD.search(TILES.sub("", s))]
    assert not found, found
    if draw is R.draw_readings:
        assert by > 0  # the fans a reading loses say by which fan: 因平和
