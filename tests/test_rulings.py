"""The open questions: each example is a legal hand, and each preset computes the total of the
reading the question says it takes (the candidates' totals were worked out by hand from the
texts)."""

import pytest

import mjlib
from mjlib import rulings
from mjlib.rulings import BY_KEY, RULINGS


@pytest.mark.parametrize("ruling", RULINGS, ids=lambda r: r.key)
def test_each_preset_takes_the_reading_the_question_names(ruling):
    for ex in ruling.examples:
        totals = dict(ex.candidates)
        assert len(ex.takes) == 2 and set(ex.takes) <= set(totals), ex.takes
        for rules, reading in zip(("green-book", "common-practice"), ex.takes):
            out = ex.outcome(rules)
            if totals[reading] is None:  # the reading refuses the hand
                assert isinstance(out, mjlib.HandError), (ruling.key, ex.hand, rules)
            else:
                assert out.total == totals[reading], (ruling.key, ex.hand, rules, reading)


@pytest.mark.parametrize("ruling", RULINGS, ids=lambda r: r.key)
def test_each_question_names_its_sources_and_families(ruling):
    assert ruling.texts and all(src and says for src, says in ruling.texts)
    assert all(src.startswith(("rule text, ", "basics text, ", "common practice, ",
                               rulings.SILENT)) for src, _ in ruling.texts)
    assert set(ruling.families) <= set(mjlib.FAMILIES)
    assert ruling.choice and len(ruling.candidates) >= 2


def test_where_the_presets_part_the_question_says_so():
    # R1: the texts disagree; the presets follow one each
    assert BY_KEY["R1"].score("green-book").total == 92
    assert BY_KEY["R1"].score("common-practice").total == 89
    # R3: 双暗杠 inside 三杠 is one of the six switches
    assert BY_KEY["R3"].score("green-book").total == 50
    assert BY_KEY["R3"].score("common-practice").total == 44


def test_the_nine_gates_questions_are_where_the_texts_part():
    # R21: the shape did not stand before the win; both presets say no 九莲宝灯
    for rules in ("green-book", "common-practice"):
        assert "九莲宝灯" not in [c.fan.zh for c in BY_KEY["R21"].score(rules).fans]
    # R22: every 幺九刻 struck (rule text) or one (switch 2)
    assert BY_KEY["R22"].score("green-book").total == 90
    assert BY_KEY["R22"].score("common-practice").total == 91
    assert [r.key for r in rulings.for_family("special")] == ["R21", "R22"]


def test_the_description_computes_the_presets_totals(capsys):
    rulings.show("R20")
    out = capsys.readouterr().out
    r = mjlib.score(BY_KEY["R20"].hand)
    assert f"mjlib green-book: {r.total} (" in out and "basics text, 绿一色" in out
    assert "混一色" not in [c.fan.zh for c in r.fans]


def test_the_new_questions_are_asked():
    # R15: the pair is refused, with the words of the win context
    with pytest.raises(mjlib.HandError, match="海底捞月 .* and 抢杠和 .* cannot both be"):
        BY_KEY["R15"].score("common-practice")
    # R9: 全双刻 is not made of pairs, the other three are (both presets)
    gb = [ex.outcome("green-book") for ex in BY_KEY["R9"].examples]
    assert "全双刻" not in gb[0].fan_points() and "清幺九" in gb[1].fan_points()
    assert "混幺九" in gb[2].fan_points() and "字一色" in gb[3].fan_points()
    # R23: a copy in the winner's own claimed chow is in sight
    assert "和绝张" in BY_KEY["R23"].score("green-book").fan_points()
    # R24: one wait fan
    fans = BY_KEY["R24"].score("green-book").fan_points()
    assert "边张" in fans and "单钓将" not in fans


def test_a_refused_example_is_described_as_refused(capsys):
    rulings.show("R15")
    out = capsys.readouterr().out
    assert out.count("refused (海底捞月") == 2


def test_families_select_their_questions_and_bad_keys_are_refused():
    assert [r.key for r in rulings.for_family("knitted")] == ["R7", "R16", "R17"]
    assert [r.key for r in rulings.for_family("outside")] == ["R9"]
    with pytest.raises(mjlib.HandError, match="unknown family"):
        rulings.for_family("dragons")
    with pytest.raises(mjlib.HandError, match="no open question 'R99'"):
        rulings.show("R99")
