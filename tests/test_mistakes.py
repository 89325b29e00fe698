"""A corpus of typical mistakes: 30 hands across the lessons (two from each lesson with
exercises, taken from them), each answered the usual wrong ways: an everyday fan missed, a struck
fan ticked, a fan counted the wrong number of times, a wrong total. Each first wrong try must
name the checklist step where the mistake is, and keep the answer back: no missed fan named, no
total, no "may it win"."""

import pytest

import mjlib
from mjlib.course.checklist import NUMBER, step_of, steps
from mjlib.explain import from_other_reading
from mjlib.practice.exercise import EVERYDAY, REPEATABLE, ExerciseModel, step_words

CORPUS = [  # (lesson, hand, win context)
    ("02", "[CCC2][111p3]123m789m9m9m", {}),
    ("02", "123123m456789m55p", {}),
    ("02b", "234m567m33s678s46s5s", {}),
    ("02b", "[123m1][NNN2]789mSSSWW", {"self_drawn": True}),
    ("03", "[CCC1][FFF1][SSS1]456p7m7m", {"seat_wind": "S"}),
    ("03", "[SSS1][WWW1]NNN78pEE9p", {"seat_wind": "N"}),
    ("04a", "123456m123p55s78p9p", {}),
    ("04a", "[234s1][678s1]234p678p5m5m", {}),
    ("04b", "[789m1]123456789m5s5s", {}),
    ("04b", "12389m123789s88p7m", {}),
    ("05a", "222m777s999pWWW6p6p", {}),
    ("05a", "333444555m456m9s9s", {}),
    ("05b", "[6666m1][SSSS]123p789p5s5s", {"rules": "common-practice"}),
    ("05b", "[4444m5][9999s1][WWWW]123p5p5p", {"rules": "common-practice"}),
    ("06", "112233445566p88m", {}),
    ("06", "2233446677885s5s", {}),
    ("07", "[234s1]234s666s888s4s4s", {}),
    ("07", "[777m1]888s999p789p8m8m", {}),
    ("08", "[456m1]555p456s345s55m", {}),
    ("08", "123m789m123p99sEEE", {}),
    ("09", "47m25s369pESWNCFP", {"self_drawn": True}),
    ("09", "25m36s14pESWNCFP9s", {}),
    ("10a", "123m789m46p345s88s5p", {"self_drawn": True}),
    ("10a", "[123m1][456p2][789s3][EEE1]SS", {"self_drawn": True}),
    ("10b", "234m4468s345678p7s", {"self_drawn": True, "wall_last": True}),
    ("10b", "[345s1]12m678p678s99p3m", {"fourth_tile": True}),
    ("10c", "123m456p789p1156s7s", {}),
    ("10c", "[123p1]1233s789m789p3s", {}),
    ("11", "1112345678999s9s", {"self_drawn": True}),
    ("11", "1122345678999m1m", {}),
]
IDS = [f"{lesson}:{hand}" for lesson, hand, _ in CORPUS]
FLOWERS = mjlib.fans.BY_ZH["花牌"]


def exercise(lesson, hand, context) -> ExerciseModel:
    return ExerciseModel(hand, lesson=lesson, **context)


def counted(ex) -> dict:
    return {c.fan: c.count for c in ex.result.fans if c.fan != FLOWERS}


def where_counted(ex, fan) -> str:
    """The step where a learner finds a counted fan: step 2 only for the biggest fan of the sets
    or the whole hand, worth 8 or more; any other fan at its own step, even when it is the
    biggest (a small fan, a special shape, how the hand was won)."""
    tiles = [c.fan for c in ex.result.fans if step_of(c.fan) in ("sets", "whole")]
    top = max(tiles, key=lambda f: f.points, default=None)
    if top is not None and top == fan and fan.points >= 8:
        return "biggest"
    return step_of(fan)


def where_struck(ex, fan) -> str:
    """The step that strikes ``fan``: a fan only another reading has at step 1, a second set
    combined at step 3, otherwise where the fan that strikes it is counted."""
    for st in steps(ex.result):
        for e in st.strikes:
            if e.fan == fan:
                if (e.by in counted(ex) and not from_other_reading(ex.result, e)
                        and e.principle.en not in ("non-identical", "count-once")):
                    assert st.key == where_counted(ex, e.by), (fan.zh, st.key)
                return st.key
    raise AssertionError(f"{fan.zh} is not struck")


def kept_back(ex, text: str, missed=()) -> None:
    assert "Try again" in text
    assert "it may" not in text and f"scores {ex.total}" not in text
    for fan in missed:
        assert fan.zh not in text and fan.en not in text, (fan.zh, text)


def test_the_corpus_spans_the_lessons_and_its_mistakes():
    assert len(CORPUS) == 30 and len({lesson for lesson, _, _ in CORPUS}) == 15
    everyday = sum(any(f in EVERYDAY for f in counted(exercise(*c))) for c in CORPUS)
    struck = sum(any(e.fan not in counted(exercise(*c)) for e in exercise(*c).result.excluded)
                 for c in CORPUS)
    repeated = sum(any(f in REPEATABLE for f in counted(exercise(*c))) for c in CORPUS)
    assert everyday >= 20 and struck >= 20 and repeated >= 10, (everyday, struck, repeated)


@pytest.mark.parametrize("lesson, hand, context", CORPUS, ids=IDS)
def test_an_everyday_fan_missed_is_counted_at_its_step_and_not_named(lesson, hand, context):
    ex = exercise(lesson, hand, context)
    answer = counted(ex)
    for fan in [f for f in answer if f in EVERYDAY]:
        ex = exercise(lesson, hand, context)
        fb = ex.check({f: n for f, n in answer.items() if f != fan})
        text = str(fb)
        assert not fb.correct and not fb.revealed
        assert f"{step_words(where_counted(ex, fan))} 1 fan missed at this step" in text, text
        kept_back(ex, text, [fan])
        assert any(step_words(where_counted(ex, fan)) in h for h in fb.hints())


@pytest.mark.parametrize("lesson, hand, context", CORPUS, ids=IDS)
def test_a_struck_fan_ticked_is_diagnosed_at_the_step_that_strikes_it(lesson, hand, context):
    ex = exercise(lesson, hand, context)
    answer = counted(ex)
    form = {f for g in ex.choices for f in g.fans}
    for fan in {e.fan for e in ex.result.excluded} - set(answer) & form:
        ex = exercise(lesson, hand, context)
        fb = ex.check({**answer, fan: 1})
        if fb.correct:  # another answer the rules allow: named, and right
            assert fb.also
            continue
        text = str(fb)
        line = next(x for x in fb.lines() if fan.zh in x and "Not counted" in x)
        assert line.startswith(step_words(where_struck(ex, fan))), (fan.zh, line)
        assert "missed" not in text
        kept_back(ex, text)


@pytest.mark.parametrize("lesson, hand, context", CORPUS, ids=IDS)
def test_a_wrong_count_is_diagnosed_at_the_fans_step(lesson, hand, context):
    ex = exercise(lesson, hand, context)
    answer = counted(ex)
    for fan in [f for f in answer if f in REPEATABLE]:
        ex = exercise(lesson, hand, context)
        fb = ex.check({**answer, fan: answer[fan] + 1})
        assert not fb.correct and [f for f, _, _, _ in fb.counts] == [fan]
        line = next(x for x in fb.lines() if fan.zh in x and f"not {answer[fan] + 1}×" in x)
        assert line.startswith(step_words(where_counted(ex, fan)))
        kept_back(ex, str(fb))


@pytest.mark.parametrize("lesson, hand, context", CORPUS, ids=IDS)
def test_a_wrong_total_says_too_high_or_too_low_and_keeps_the_total_back(lesson, hand, context):
    for off, word in ((3, "too high"), (-1, "too low")):
        ex = exercise(lesson, hand, context)
        fb = ex.check(counted(ex), total=ex.total + off)
        text = str(fb)
        assert not fb.correct and fb.total_off == off
        assert f"{step_words('minimum')} Total {ex.total + off} is {word}" in text, text
        assert "add their values again" in text  # the fans are right: the sum is what is wrong
        kept_back(ex, text)


def test_the_steps_are_the_checklists():
    assert [NUMBER[k] for k in ("read", "biggest", "sets", "whole", "won", "minimum")] == \
        [1, 2, 3, 4, 5, 6]
