"""mjlib.practice.exercise.ExerciseModel: grading an answer, and saying why each wrong tick does not count.

The hands are picked by hand, one or more per family. Their fans were worked out from the rule
text (and the rule book's worked examples) and checked against the reference calculator under
common practice (tests/support/oracle.py), where the two presets agree on them; the nine-gates hand is
the rule-presets example, where the green book removes every 幺九刻.
"""

import ast
import doctest
import json
import subprocess
import sys
from pathlib import Path

import pytest

import mjlib
from mjlib.practice.diagnose import breaks
from mjlib.practice.exercise import ExerciseModel, may_win
from mjlib.fans import BY_ZH, FAMILIES, FANS
from mjlib.course.requirements import NEEDS
from tests.support.oracle import reference_score

ROOT = Path(__file__).resolve().parent.parent

# family, hand, flags, counted {fan: points} (green book), excluded [(fan, principle, by fan or
# None)], a fan the hand does not have and words of what that fan needs.
HANDS = [
    ("honors", "[CCC1][FFF2]123m78mPP9m", {},
     {"小三元": 64, "混一色": 6, "全带幺": 4, "老少副": 1},
     [("箭刻", "不重复", "小三元")],  # 小三元: 不计双箭刻、箭刻
     ("大三元", "each of the three dragons")),
    ("honors", "[EEE1][SSS2]WWW11mNN1m", {},
     {"小四喜": 64, "混幺九": 32, "混一色": 6, "圈风刻": 2, "门风刻": 2},
     [("碰碰和", "不重复", "混幺九")],  # 混幺九: 不计碰碰和
     ("大四喜", "each of the four winds")),
    ("chows", "[123m1][456p1][789s1]23pCC1p", {},  # the rule book's count-once example
     {"花龙": 8, "喜相逢": 1},
     [("连六", "套算一次", None)],
     ("清龙", "all in one suit")),
    ("chows", "22233344m234p99p4m", {},  # the rule book's high-versus-low example
     {"一色三同顺": 24, "门前清": 2, "平和": 2, "喜相逢": 1, "缺一门": 1},
     [("一色三节高", "就高不就低", None), ("无字", "不重复", "平和")],  # 平和: 不计无字
     ("一色四同顺", "four identical chows")),
    ("pungs", "[1111m1][3333m2][555m3][777m1]9m9m", {},  # the rule book's no-repeat example
     {"清一色": 24, "碰碰和": 6, "全求人": 6, "双明杠": 4, "幺九刻": 1},
     [("无字", "不重复", "清一色"), ("单钓将", "不重复", "全求人"), ("明杠", "不重复", "双明杠")],
     ("四杠", "four kongs")),
    ("pungs", "[666m1][777p2][888s3]99mNN9m", {},  # the rule book's non-identical example
     {"三色三节高": 8, "碰碰和": 6, "幺九刻": 1},
     [],
     ("一色三节高", "of one suit with numbers one apart")),
    ("pairs", "112233m778899s1p1p", {},  # the rule book's no-split example
     {"七对": 24, "无字": 1},
     [("一般高", "不拆移", "七对"), ("平和", "不拆移", "七对"), ("门前清", "不重复", "七对")],
     ("连七对", "consecutive numbers")),
    ("suits", "[234s1][666s2]23488sFF8s", {},
     {"绿一色": 88, "一般高": 1},
     [("混一色", "不重复", "绿一色")],  # 绿一色 不计混一色 (basics text)
     ("清一色", "every tile from one suit")),
    ("outside", "111m123p789p99sEE9s", {},
     {"全带幺": 4, "门前清": 2, "老少副": 1, "幺九刻": 2},
     [],
     ("全带五", "a 5 in every set")),
    ("knitted", "14m25s369pESWNCFP", {},
     {"七星不靠": 24},
     [("五门齐", "不重复", "七星不靠"), ("门前清", "不重复", "七星不靠")],  # 七星不靠: 不计五门齐、门前清
     ("十三幺", "1 and 9")),
    ("winning", "123m456p789s12p55s3p", {"self_drawn": True},
     {"花龙": 8, "不求人": 4, "平和": 2, "喜相逢": 1, "边张": 1},
     [("自摸", "不重复", "不求人")],
     ("坎张", "middle tile of a chow")),
    ("special", "1112345678999m5m", {},
     {"九莲宝灯": 88, "双暗刻": 2},
     [("清一色", "不重复", "九莲宝灯"), ("门前清", "不重复", "九莲宝灯")],  # 不计清一色、门前清
     ("无番和", "no fan at all")),
    ("special", "[234m1][678s1]222s45pNN3p", {},
     {"无番和": 8},
     [],
     ("平和", "four chows and a pair of numbered tiles")),
]
IDS = [f"{h[0]}-{h[1]}" for h in HANDS]


def _new(family, hand, flags):
    return ExerciseModel(hand, **flags)


def answer(counted: dict) -> dict:
    """The answer to tick: each fan with its count (its points over the fan's value)."""
    return {zh: pts // BY_ZH[zh].points for zh, pts in counted.items()}


@pytest.fixture(params=HANDS, ids=IDS)
def case(request):
    """A fresh exercise for each test (an exercise remembers its wrong tries), and its answer."""
    family, hand, flags, counted, excluded, absent = request.param
    return (lambda: _new(family, hand, flags)), counted, excluded, absent


def test_the_hands_cover_every_family():
    assert {h[0] for h in HANDS} == set(FAMILIES)


@pytest.mark.parametrize("family, hand, flags, counted, excluded, absent", HANDS, ids=IDS)
def test_the_expected_fans_agree_with_the_reference(family, hand, flags, counted, excluded, absent):
    """The hand-written fans, checked once more: under common practice the reference gives them
    (the nine-gates hand: plus the one 幺九刻 common practice keeps)."""
    case = dict(hand=hand, self_drawn=False, fourth_tile=False, about_kong=False,
                wall_last=False, seat_wind="E", prevalent_wind="E", flowers=0) | flags
    total, names = reference_score(case)
    if hand == "1112345678999m5m":
        assert names == counted | {"幺九刻": 1}
    else:
        assert names == counted and total == sum(counted.values())


def test_the_right_answer_is_right(case):
    new, counted, _, _ = case
    ex = new()
    assert [f.zh for f in ex.counted] == list(counted)
    fb = ex.check(fans=answer(counted))
    assert fb.correct and fb.missed == [] and fb.wrong == [] and fb.total_ok is None
    assert [f.zh for f in fb.right] == list(counted)
    fb = new().check(fans=answer(counted), total=sum(counted.values()))
    assert fb.correct and fb.total_ok is True and fb.total_off == 0
    assert fb.lines()[0].startswith("All right")
    assert f"Total {sum(counted.values())}: right." in fb.lines()[-1]
    assert fb.lines()[-1].endswith(may_win(ex.result))  # and whether it may win


def test_a_missed_fan_is_first_counted_at_its_step_then_named_with_its_reason(case):
    new, counted, _, _ = case
    names = list(counted)
    for missing in names:
        ex = new()
        given = {n: k for n, k in answer(counted).items() if n != missing}
        fb = ex.check(fans=given)
        assert not fb.correct and [f.zh for f in fb.missed] == [missing] and fb.wrong == []
        fan = BY_ZH[missing]
        text = str(fb)
        assert fan.zh not in text and fan.en not in text and "Missed: " not in text
        [line] = [l for l in fb.lines() if "missed at this step" in l]
        assert line == f"{mjlib.practice.exercise.step_words(ex._step(fan))} 1 fan missed at this step " \
                       "(press Hint)."
        [hint] = fb.hints()
        assert fan.zh not in hint and fan.en.lower() not in hint.lower()
        fb = ex.check(fans=given)  # the second wrong try names it, with its reason
        line = next(l for l in fb.lines() if "Missed: " in l)
        assert missing in line and line.startswith("[")  # headed by its checklist step
        assert f"it needs {NEEDS[fan.id][0]}; here: " in line
        made = next(c for c in ex.result.fans if c.fan.zh == missing)
        assert all(str(g) in line for g in made.sets)


def test_an_excluded_fan_ticked_says_which_principle_and_what_removed_it(case):
    new, counted, excluded, _ = case
    for zh, principle, by in excluded:
        ex = new()
        fb = ex.check(fans=dict(answer(counted), **{zh: 1}))
        assert not fb.correct and fb.missed == []
        [(fan, why)] = fb.wrong
        assert fan.zh == zh
        assert why.startswith("the hand has it, but ") and principle in why, why
        if by is not None:
            assert by in why, why
        # the same principle and cause as mjlib's own record of the exclusion
        record = next(e for e in ex.result.excluded if e.fan.zh == zh)
        assert record.principle.zh == principle
        assert by is None or record.by.zh == by
        assert any(f"Not counted: {fan.zh} {fan.en}" in l for l in fb.lines())


def test_a_fan_the_hand_never_had_says_what_breaks_it_here(case):
    new, counted, _, (zh, _) = case
    ex = new()
    assert zh not in [f.zh for f in ex.present()]
    fb = ex.check(fans=dict(answer(counted), **{zh: 1}))
    [(fan, why)] = fb.wrong
    assert fan.zh == zh and not fb.correct
    assert why == f"the hand does not have it: {breaks(zh, ex.result)[0]}."


def test_a_wrong_total_says_too_high_or_too_low_and_only_the_second_try_gives_it(case):
    new, counted, _, _ = case
    total = sum(counted.values())
    ex = new()
    fb = ex.check(fans=answer(counted), total=total + 3)
    assert not fb.correct and fb.total_ok is False and fb.total_off == 3 and not fb.revealed
    text = str(fb)
    assert "too high" in text and "the hand scores" not in text and f"Total {total}" not in text
    assert "add their values again" in text  # the fans are right: the sum is not
    fb = ex.check(fans=answer(counted), total=total - 1)
    assert fb.revealed and f"the hand scores {total}" in fb.lines()[-1]
    low = new().check(fans=answer(counted), total=total - 1)
    assert "too low" in str(low) and not low.revealed


def test_the_answer_form_is_the_same_for_every_hand_and_holds_every_fan(case):
    new, counted, excluded, _ = case
    ex = new()
    offered = [f for group in ex.choices for f in group.fans]
    assert len(offered) == len(set(offered)) == 80 and BY_ZH["花牌"] not in offered
    assert ex.choices == ExerciseModel("[123m1][456p1][789s1]23pCC1p").choices  # nothing of the hand
    assert [g.key for g in ex.choices] == ["everyday"] + list(FAMILIES)
    assert [g.open for g in ex.choices] == [True] + [False] * 9  # no lesson: the everyday fans


def test_the_question_names_no_fan_the_hand_counts(case):
    new, counted, _, _ = case
    ex = new()
    words = " ".join([ex.question()] + ex.how_won())
    for zh in counted:
        assert zh not in words and BY_ZH[zh].en not in words
    assert str(sum(counted.values())) not in words.replace(ex.rules.name, "")


def test_the_explanation_is_two_to_four_lines_from_the_result(case):
    new, counted, excluded, _ = case
    ex = new()
    lines = ex.explanation()
    assert 2 <= len(lines) <= 4
    assert lines[0].startswith("Read as ")
    top = max(counted, key=counted.get)
    assert any(top in l for l in lines)
    assert lines[-1].startswith(f"Total {sum(counted.values())} = ")
    if excluded:
        line = next(l for l in lines if l.startswith("Not counted: "))
        for e in ex.result.excluded[:4]:
            assert f"{e.fan.zh}" in line and e.principle.zh in line


def test_the_high_versus_low_why_names_the_other_reading():
    ex = ExerciseModel("22233344m234p99p4m")
    why = ex.why_not("一色三节高")
    assert "就高不就低 high-versus-low" in why and "一色三同顺 Pure Triple Chow" in why
    assert "another reading" in why and "222m 333m" in why and "the two readings tie" in why


def test_flowers_count_in_the_total_but_are_not_asked():
    hand = "[123m1][456p1][789s1]23pCC1p"
    ex = ExerciseModel(hand, flowers=2)
    assert ex.total == 11 and "花牌" not in [f.zh for f in ex.counted]
    assert ex.check(fans=["花龙", "喜相逢"], total=11).correct
    assert ExerciseModel(hand, flowers=2).check(fans=["花龙", "喜相逢", "花牌"]).correct  # not wrong
    assert "2 flowers" in " ".join(ex.how_won())
    fb = ExerciseModel(hand).check(fans=["花龙", "喜相逢", "花牌"])
    assert [f.zh for f, _ in fb.wrong] == ["花牌"] and "no flowers" in fb.wrong[0][1]


def test_a_family_exercise_asks_only_about_that_family():
    hand = "123m456p789s12p55s3p"
    ex = ExerciseModel(hand, self_drawn=True, family="chows")
    assert [g.key for g in ex.choices if g.open] == ["everyday", "chows"]
    assert [f.zh for f in ex.counted] == ["花龙", "平和", "喜相逢"]
    assert ex.check(fans=["花龙", "平和", "喜相逢"]).correct
    fb = ExerciseModel(hand, self_drawn=True, family="chows").check(
        fans=["花龙", "平和", "喜相逢", "不求人"])  # right, though not asked: fine
    assert fb.correct
    fb = ExerciseModel(hand, self_drawn=True, family="chows").check(
        fans=["花龙", "平和", "喜相逢", "自摸"])  # not counted: wrong wherever it is
    assert not fb.correct and "不求人" in fb.wrong[0][1]
    assert "序数牌系列 Chows" in ex.question()
    knitted = ExerciseModel(hand, family="knitted")
    assert knitted.counted == [] and knitted.check(fans=[]).correct
    assert ExerciseModel(hand, family="knitted").check(fans=[]).lines()[0] == \
        "All right: none of the fans asked about counts."


def test_a_lesson_opens_exactly_the_families_taught_so_far():
    form = ExerciseModel("[123m1][456p1][789s1]23pCC1p", lesson="05a-score-pung-fans").choices
    # 05a's pungs, 03's honors, 04a/04b's chows, and 七对 (pairs), shown on by 02's principles;
    # not suits (07) or outside (08), nor special for the flowers (not in the form)
    assert [g.key for g in form if g.open] == ["everyday", "honors", "chows", "pungs", "pairs"]
    early = [g.key for g in ExerciseModel("[123m1][456p1][789s1]23pCC1p", lesson="01").choices
             if g.open]
    assert early == [], "lesson 01 teaches the flowers alone: no group of the form is open"
    for lesson in ("02", "02b", "07", "11"):
        taught = mjlib.course.lessons.taught_by(lesson)
        for g in ExerciseModel("[123m1][456p1][789s1]23pCC1p", lesson=lesson).choices:
            assert g.open == bool(taught & set(g.fans)), (lesson, g.key)
    assert form == ExerciseModel("1112345678999m5m", lesson="05a").choices  # any hand of the lesson
    with pytest.raises(mjlib.HandError, match="no lesson"):
        ExerciseModel("[123m1][456p1][789s1]23pCC1p", lesson="99-nothing")


def test_a_fan_counted_twice_is_answered_with_its_count():
    hand = "[123m1][123p1]456m456p9s9s"  # 喜相逢 twice (123m-123p, 456m-456p), a 连六 too
    ex = ExerciseModel(hand)
    counted = {c.fan.zh: c.count for c in ex.result.fans}
    assert counted["喜相逢"] == 2
    once = dict(counted, 喜相逢=1)
    fb = ex.check(fans=once)
    [(fan, ticked, real, why)] = fb.counts
    assert (fan.zh, ticked, real) == ("喜相逢", 1, 2) and "counts 2×, not 1×" in why
    assert "[123m] [123p]" in why and "456m 456p" in why
    assert ExerciseModel(hand).check(fans=counted).correct
    assert ExerciseModel(hand).check(fans=[zh for zh, n in counted.items() for _ in range(n)]).correct


def test_a_count_too_high_names_the_principle_that_keeps_the_next_one_out():
    hand = "[123m1]123m456m78p99s9p"  # 一般高, 连六 once; the second 连六 is 不得相同
    ex = ExerciseModel(hand)
    fb = ex.check(fans={"平和": 1, "一般高": 1, "连六": 2})
    [(fan, ticked, real, why)] = fb.counts
    assert (fan.zh, ticked, real) == ("连六", 2, 1) and "不得相同 non-identical" in why


def test_how_it_was_won_in_words_that_name_no_fan():
    ex = ExerciseModel("[1111m1]345p678s234pNN", self_drawn=True, about_kong=True, wall_last=True,
                  seat_wind="S", prevalent_wind="W")
    words = " · ".join(ex.how_won())
    assert "replacement tile drawn after a kong" in words and "wall's final tile" in words
    assert "门风 南 S" in words and "圈风 西 W" in words
    for f in ex.present():
        assert f.zh not in words and f.en not in words
    robbed = ExerciseModel("[123m1]345p678s99p23s4s", about_kong=True)
    assert "robbed from another player's kong" in " ".join(robbed.how_won())


@pytest.mark.parametrize("fans, total, words", [
    (["清龙", "青龙"], None, "unknown fan '青龙' among the ticked fans"),
    ([16], None, "unknown fan 16"),
    (5, None, "fans are a list"),
    (["花龙"], "9", "the total is a whole number"),
    (["花龙"], True, "the total is a whole number"),
])
def test_bad_answers_raise_a_clear_error(fans, total, words):
    with pytest.raises(mjlib.HandError, match=words):
        ExerciseModel("[123m1][456p1][789s1]23pCC1p").check(fans=fans, total=total)


def test_names_ids_fans_and_a_single_name_are_all_accepted():
    hand = "[123m1][456p1][789s1]23pCC1p"
    assert ExerciseModel(hand).check(fans=["mixed_straight", BY_ZH["喜相逢"]]).correct
    assert [f.zh for f in ExerciseModel(hand).check(fans="花龙").missed] == ["喜相逢"]
    assert [f.zh for f in ExerciseModel(hand).check(fans=None).missed] == ["花龙", "喜相逢"]


def test_bad_exercises_are_refused():
    with pytest.raises(mjlib.NotWinningError):
        ExerciseModel("123m456p789s23pCCE")
    with pytest.raises(mjlib.HandError, match="unknown family"):
        ExerciseModel("[123m1][456p1][789s1]23pCC1p", family="dragons")
    with pytest.raises(mjlib.HandError, match="unknown rules"):
        ExerciseModel("[123m1][456p1][789s1]23pCC1p", rules="house")
    with pytest.raises(mjlib.HandError, match="ask_total"):
        ExerciseModel("[123m1][456p1][789s1]23pCC1p", ask_total="yes")


def test_attributes_round_trip():
    ex = ExerciseModel(mjlib.parse("[123m1][456p1][789s1]23pCC1p"), self_drawn=True, seat_wind="S",
                  flowers=1, rules="common-practice")
    attrs = ex.attributes()
    assert attrs["data-hand"] == "[123m][456p][789s]23pCC1p"
    assert json.loads(attrs["data-context"]) == {
        "self_drawn": True, "fourth_tile": False, "about_kong": False, "wall_last": False,
        "seat_wind": "S", "prevalent_wind": "E", "flowers": 1, "flower_replacement": False, "rules": "common-practice"}
    again = ExerciseModel.from_attributes(attrs["data-hand"], attrs["data-context"])
    assert again.result == ex.result and again.context == ex.context


@pytest.mark.parametrize("context, words", [
    ("{not json", "not JSON"),
    ("[1, 2]", "JSON object"),
    ('{"colour": "red"}', "unknown keyword"),
    ('{"self_drawn": "yes"}', "must be True or False"),
])
def test_bad_attributes_are_refused(context, words):
    with pytest.raises(mjlib.HandError, match=words):
        ExerciseModel.from_attributes("[123m1][456p1][789s1]23pCC1p", context)


def test_every_fan_says_what_it_needs():
    fans = list(FANS) + [BY_ZH["明暗杠"]]
    assert set(NEEDS) == {f.id for f in fans}
    for f in fans:
        en, zh = NEEDS[f.id]
        assert en and not en[0].isupper() and not en.endswith(".")  # it follows "needs"
        assert any("\u4e00" <= ch <= "\u9fff" for ch in zh)


CORE = ["practice.exercise", "practice.deal", "course.requirements", "course.lessons"]
FORBIDDEN = ("matplotlib", "ipywidgets", "IPython", "mjlib.render", "mjlib.widgets")


@pytest.mark.parametrize("name", CORE)
def test_the_exercise_logic_imports_nothing_of_the_display(name):
    tree = ast.parse((ROOT / "mjlib" / f"{name.replace('.', '/')}.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [("." * node.level) + (node.module or "")]
        else:
            continue
        for n in names:
            assert not n.startswith(FORBIDDEN) and not n.lstrip(".").startswith(("render", "widgets")), n
    code = (f"import sys, mjlib.{name}; bad = [m for m in sys.modules if m.startswith({FORBIDDEN!r})];"
            " print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("name", ["practice.exercise", "practice.deal"])
def test_docstring_examples(name):
    module = __import__(f"mjlib.{name}", fromlist=[name])
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


# --- the first wrong try says where, not what; the second says what and why ---------------------

FIRST_TRY = [  # (hand, flags, fans ticked): each misses one fan or more
    ("[1111m]456p789s23pEE1p", {}, ["连六"]),
    ("123m456p789s12p55s3p", {"self_drawn": True}, []),
    ("123m456p789s45p55s3p", {}, ["平和"]),
    ("[123m1][456p1][789s1]23pCC1p", {}, ["花龙"]),
    ("[CCC1][FFF2]123m78mPP9m", {}, ["小三元"]),
    ("[123m1][456p1][789s1]23pCC1p", {}, ["连六"]),  # 连六 is struck by a missed fan
    ("123m456p789s45p55s3p", {}, ["平和", "无字"]),  # 无字 is struck by a fan ticked
]


@pytest.mark.parametrize("hand, flags, ticked", FIRST_TRY, ids=[h for h, _, _ in FIRST_TRY])
def test_the_first_wrong_try_counts_the_missed_fans_per_step_and_names_none(hand, flags, ticked):
    for lang in ("en", "zh"):
        with mjlib.vocabulary.writing(lang):
            ex = ExerciseModel(hand, **flags)
            fb = ex.check(fans=ticked)
            assert fb.missed and not fb.revealed
            text = str(fb) + "\n".join(fb.hints())
            for fan in fb.missed:
                assert fan.zh not in text and fan.en not in text, (fan, text)
            where = fb.missed_at()
            assert sum(where.values()) == len(fb.missed)
            for key, n in where.items():
                head = mjlib.practice.exercise.step_words(key)
                words = (f"本步漏计{n}个番种" if lang == "zh"
                         else f"{n} fan{'s' if n != 1 else ''} missed at this step")
                assert any(l.startswith(head) and words in l for l in fb.lines()), fb.lines()
            assert [h.split("]")[0] for h in fb.hints()] == \
                [mjlib.practice.exercise.step_words(k).split("]")[0] for k in where]
            assert ex.hints() == fb.hints()
            fb = ex.check(fans=ticked)  # the second wrong try: each named, with its reason
            assert fb.revealed
            for fan in fb.missed:
                line = next(l for l in fb.lines() if fan.zh in l)
                assert ("it needs " in line and "; here: " in line) if lang == "en" else \
                    ("须" in line and "；这手牌：" in line)


def test_a_missed_concealed_hand_says_a_concealed_kong_is_not_a_claimed_meld():
    ex = ExerciseModel("[1111m]456p789s23pEE1p")
    ex.reveal()
    line = next(l for l in ex.check(fans=["连六"]).lines() if "门前清" in l)
    assert "no claimed meld" in line and "[1111m] is a concealed kong, not a claimed meld" in line
    assert "won on another player's discard" in line
    with mjlib.vocabulary.writing("zh"):
        line = next(l for l in ex.check(fans=["连六"]).lines() if "门前清" in l)
        assert "[1111万]是暗杠，不算吃碰" in line and "和的是别人打出的牌" in line


def test_every_fan_has_a_hint_in_both_languages_that_does_not_name_it():
    from mjlib.course.hints import HINTS, hint
    for fan in list(FANS) + [BY_ZH["明暗杠"]]:
        en, zh = hint(fan)
        assert en and zh and HINTS[fan.id] == (en, zh)
        assert fan.en.lower() not in en.lower() and fan.zh not in en and fan.zh not in zh, fan


def test_a_lone_small_fan_is_found_at_its_own_step_not_at_the_biggest_fan():
    ex = ExerciseModel("[EEE1][234m1][567p1]78s55p9s", seat_wind="S", prevalent_wind="W")
    assert [c.fan.zh for c in ex.result.fans] == ["幺九刻"]
    fb = ex.check(fans=[])
    assert fb.missed_at() == {"sets": 1}
    assert fb.lines()[0].startswith("[3 数牌组 the sets")
    # a fan of 8 or more that is the biggest is looked for at step 2
    big = ExerciseModel("[123m1][456p1][789s1]23pCC1p")
    assert big._step(BY_ZH["花龙"]) == "biggest" and big._step(BY_ZH["喜相逢"]) == "sets"
    small = ExerciseModel("[1111m]456p789s23pEE1p")  # 门前清 (2) is the biggest: found at step 5
    assert small._step(BY_ZH["门前清"]) == "won"


def test_the_answer_says_whether_the_hand_may_win():
    above = ExerciseModel("[123m1][456p1][789s1]23pCC1p")  # 9 fans
    below = ExerciseModel("[1111m]456p789s23pEE1p")         # 6 fans
    assert may_win(above.result) == "9 fans: it may win."
    assert may_win(below.result) == "6 fans: below 8, it may not win (a false win, 诈和)."
    assert above.explanation()[-1].endswith("9 fans: it may win.")
    assert below.explanation()[-1].endswith("it may not win (a false win, 诈和).")
    assert above.check(fans=["花龙", "喜相逢"]).lines()[-1] == \
        "[6 够起和 the 8-fan minimum] 9 fans: it may win."
    below.reveal()
    assert "6 fans: below 8, it may not win" in str(below.check(fans=[]))
    flowers = ExerciseModel("[123m1][456p1][789s1]23pCC1p", flowers=2)
    assert may_win(flowers.result) == "9 fans (flowers aside): it may win."
    with mjlib.vocabulary.writing("zh"):
        assert may_win(above.result) == "9番：已达8番起和，可以和牌。"
        assert may_win(below.result) == "6番：不足8番，不能和牌（诈和）。"
        assert below.explanation()[-1].endswith("6番：不足8番，不能和牌（诈和）。")
    # the first wrong try does not give the total away
    assert "it may" not in str(ExerciseModel("[123m1][456p1][789s1]23pCC1p").check(fans=["花龙"]))


def test_a_wrong_tick_struck_by_a_missed_fan_gives_the_principle_not_the_fan():
    ex = ExerciseModel("[123m1][456p1][789s1]23pCC1p")
    fb = ex.check(fans=["连六"])  # (花龙 with 连六 is the rules' other choice: right)
    [(fan, why)] = fb.wrong
    assert fan.zh == "连六" and "喜相逢" in why  # the record keeps the whole diagnosis
    line = next(l for l in fb.lines() if "连六" in l)
    assert "套算一次 count-once" in line and "not ticked yet" in line and "喜相逢" not in line
    line = next(l for l in ex.check(fans=["连六"]).lines() if "连六" in l)
    assert "because of 喜相逢 Mixed Double Chow" in line  # the second try says it all


def test_every_answer_the_rules_allow_is_right_and_the_feedback_names_the_other():
    # the rule text's count-once example: 123p links to 123m (喜相逢) or to 456p (连六),
    # 任选其一 (either may be chosen); both are worth 1, so the total is 9 either way
    shown = ExerciseModel("[123m1][456p1][789s1]23pCC1p").check(["花龙", "喜相逢"], total=9)
    assert shown.correct and not shown.also
    other = ExerciseModel("[123m1][456p1][789s1]23pCC1p").check(["花龙", "连六"], total=9)
    assert other.correct and "任选其一" in other.also and "喜相逢" in other.also
    assert "任选其一" in str(other)
    both = ExerciseModel("[123m1][456p1][789s1]23pCC1p").check(["花龙", "连六", "喜相逢"])
    assert not both.correct and [f.zh for f, _ in both.wrong] == ["连六"]
    # 04a exercise 4: four chows, two 喜相逢 and two 连六 in a ring: any three links
    ex = ExerciseModel("[345p1][678p1]345s678s9m9m")
    assert ex.check({"平和": 1, "喜相逢": 2, "连六": 1, "单钓将": 1}, total=6).correct
    assert ExerciseModel("[345p1][678p1]345s678s9m9m").check(
        {"平和": 1, "喜相逢": 1, "连六": 2, "单钓将": 1}, total=6).correct
    assert not ExerciseModel("[345p1][678p1]345s678s9m9m").check(
        {"平和": 1, "喜相逢": 2, "连六": 2, "单钓将": 1}).correct  # four links over four sets
    # 04b exercise 2: two 喜相逢 and two 老少副 in a ring
    assert ExerciseModel("12389m123789s88p7m").check(
        {"门前清": 1, "平和": 1, "喜相逢": 1, "老少副": 2, "边张": 1}, total=8).correct
    # a link that would join sets already joined is no choice: 连七对-free 123123m456789m has
    # 清龙 and a spare 123m that links once, to any of the three 清龙 chows
    spare = [{f.zh for f in a} for a, _ in ExerciseModel("123123m456789m55p").allowed()]
    assert [s - {"清龙", "门前清", "平和", "缺一门", "单钓将"} for s in spare] == [{"连六"}, {"老少副"}]


def test_a_reading_that_ties_is_right_too():
    # the rule text's high-versus-low example: chows and pungs both 30 (open question R18)
    ex = ExerciseModel("22233344m234p99p4m")
    fb = ex.check({"一色三节高": 1, "门前清": 1, "双暗刻": 1, "缺一门": 1, "无字": 1}, total=30)
    assert fb.correct and "tie at 30" in fb.also
    assert ExerciseModel("22233344m234p99p4m").check(
        {"一色三同顺": 1, "门前清": 1, "平和": 1, "喜相逢": 1, "缺一门": 1}, total=30).correct
    old = mjlib.use_language("zh")
    try:
        fb = ExerciseModel("22233344m234p99p4m").check(
            {"一色三节高": 1, "门前清": 1, "双暗刻": 1, "缺一门": 1, "无字": 1})
        assert fb.correct and "两种拆法同为30番" in str(fb)
    finally:
        mjlib.use_language(old)


# a fan of the whole hand gets what in the whole hand meets it, not the list of its sets; the
# expected reasons are read off the hands by eye
WHOLE_REASONS = [
    ("[CCC2][111p3]123m789m9m9m", {}, "缺一门", "no bamboo at all (only characters and dots)",
     "一张条也没有（只有万、饼）"),
    ("[CCC2][111p3]123m789m9m9m", {}, "全带幺",
     "each set and the pair has one: [CCC2] (C), [111p3] (1p), 123m (1m), 789m (9m), 99m (9m)",
     "每副牌组和将牌都有一张：[中中中2]（中）、[111饼3]（1饼）、123万（1万）、789万（9万）、99万（9万）"),
    ("[789p2]123pEEEWW99pW", {"seat_wind": "S", "prevalent_wind": "S"}, "混一色",
     "every numbered tile is dots, and the honors E and W", "序数牌全是饼，另有字牌东、西"),
    ("234m567m33s678s46s5s", {}, "断幺", "ranks from 2 to 8, no honor", "点数从2到8，没有字牌"),
    ("223344m556677s9p9p", {}, "无字", "no wind or dragon: only characters, bamboo and dots",
     "没有风牌和箭牌，只有万、条、饼"),
    ("[SSS1]123p222p456s55s", {"prevalent_wind": "S"}, "圈风刻",
     "[SSS], a pung of S, the round's wind", "[南南南]是南风刻，南风正是圈风"),
    ("[SSS1]123p222p456s55s", {"prevalent_wind": "S"}, "四归一", "all four 2p are in 123p 222p",
     "2饼四张都在123饼 222饼之中"),
]


@pytest.mark.parametrize("hand, context, fan, en, zh", WHOLE_REASONS)
def test_a_missed_fan_of_the_whole_hand_is_given_what_meets_it(hand, context, fan, en, zh):
    import re

    ex = ExerciseModel(hand, **context)
    ex.reveal()
    counted = {c.fan.zh for c in ex.result.fans}
    text = str(ex.check(fans=[f for f in counted if f != fan]))
    assert f"here: {en}." in text, text
    ex = ExerciseModel(hand, **context)
    ex.reveal()
    with mjlib.vocabulary.writing("zh"):
        text = str(ex.check(fans=[f for f in counted if f != fan]))
    assert f"这手牌：{zh}。" in text, text
    assert not re.search("[A-Za-z]", text.replace("（可按“提示”）", "")), text


def test_a_fan_ticked_too_few_times_is_not_given_its_count_on_the_first_try():
    ex = ExerciseModel("[789p2]123pEEEWW99pW", seat_wind="S", prevalent_wind="S")  # 幺九刻 × 2
    answer = {"混一色": 1, "全带幺": 1, "老少副": 1, "幺九刻": 1}
    first = ex.check(answer)
    text = str(first)
    assert "[3 数牌组 the sets, alone and together] 幺九刻 Pung of Terminals or Honors counts more " \
           "times than you ticked" in text
    assert "2×" not in text and "EEE" not in text and "WWW" not in text
    assert first.hints() == ["[3 数牌组 the sets, alone and together] look at each pung: is it of "
                             "1s, of 9s or of an honor that scores nothing else?"]
    second = str(ex.check(answer))
    assert "幺九刻 Pung of Terminals or Honors counts 2×, not 1×: EEE; WWW." in second


def test_a_wrong_total_with_the_fans_right_says_so_without_guessing():
    ex = ExerciseModel("[123m1][456p1][789s1]23pCC1p", ask_total=True)
    assert str(ex.check(fans=["花龙", "喜相逢"], total=11)).split("\n")[1] == (
        "[6 够起和 the 8-fan minimum] Total 11 is too high: the fans are right, so add their "
        "values again (value × count, then flowers).")
    ex = ExerciseModel("[123m1][456p1][789s1]23pCC1p", ask_total=True)
    with mjlib.vocabulary.writing("zh"):
        assert str(ex.check(fans=["花龙", "喜相逢"], total=7)).split("\n")[1] == (
            "[6 够起和]合计7番偏低：番种都对，把番数重新加一遍（番数 × 次数，最后加花牌）。")


def test_two_instances_of_the_same_tiles_struck_for_two_reasons_are_told_apart():
    # 78899p7p is 789p twice: 老少副 twice with [123p], struck once by no-split (清龙) and once
    # by count-once (一般高); the two instances look the same, so they are told apart by order
    ex = ExerciseModel("[456p][123p]55s78899p7p")
    en = ex.why_not("老少副")
    assert "one of them ([123p] 789p): 不拆移" in en and "the other ([123p] 789p): 套算一次" in en
    assert "the one of" not in en
    with mjlib.vocabulary.writing("zh"):
        zh = ex.why_not("老少副")
    assert "其中一个老少副（[123饼] 789饼）" in zh and "另一个老少副（[123饼] 789饼）" in zh
