"""The course's exercises train: read from the built notebooks (their saved question, which carries
the hand, its win context, the lesson and the prompt), every exercise of a lesson offers the
lesson's answer form, no prompt names a fan (in either edition), nothing is asked ahead of the
lessons (an exercise counts only fans taught up to its lesson; so do 30 hands of every drill),
every fan counts in an exercise of the lesson that teaches it, and each family lesson has a trap
for each principle that can strike one of its fans (the fan is there and does not count)."""

import json
import re
from functools import lru_cache
from pathlib import Path

import nbformat
import pytest
from bs4 import BeautifulSoup

import mjlib
from mjlib.course.lessons import LESSONS, SECTIONS, taught_by
from mjlib.practice.deal import generate
from mjlib.practice.exercise import FOCUS, ExerciseModel, prompt_for
from mjlib.practice.drill import DrillModel
from mjlib.fans import BY_ID, BY_ZH, FANS
from mjlib.vocabulary import Principle

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
# the lessons with exercises: every lesson that teaches fans, and the first lessons before those
TEACHING = [les for les in LESSONS
            if 'tags=["exercise"]' in (NOTEBOOKS / "src" / f"{les.stem}.py").read_text("utf-8")]


def test_every_lesson_that_teaches_fans_has_exercises():
    stems = {les.stem for les in TEACHING}
    wanted = {les.stem for les in LESSONS if (les.sections and not les.reference)
              or les.stem[:3] in ("01-", "02-", "02b")}
    assert wanted <= stems, sorted(wanted - stems)


def exercises(stem: str, edition: Path = NOTEBOOKS) -> list[dict]:
    """The exercises of a built lesson: hand, context, lesson, prompt and the cell's source."""
    nb = nbformat.read(edition / f"{stem}.ipynb", as_version=4)
    out = []
    for cell in nb.cells:
        if "exercise" not in cell.metadata.get("tags", []) or "Drill(" in cell.source:
            continue
        for o in cell.get("outputs", []):
            html = o.get("data", {}).get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            div = BeautifulSoup(html, "html.parser").select_one("div.mjlib-exercise")
            if div is None:
                continue
            prompt = div.select_one("p.mjlib-prompt")
            out.append({"hand": div["data-hand"], "context": json.loads(div["data-context"]),
                        "lesson": div.get("data-lesson", ""),
                        "prompt": prompt.get_text() if prompt else "", "source": cell.source})
    return out


@lru_cache(maxsize=None)
def scored(stem: str) -> list:
    return [ExerciseModel(e["hand"], **e["context"]).result for e in exercises(stem)]


@lru_cache(maxsize=None)
def strikable(lesson: str | None = None) -> dict:
    """{fan: the principles seen striking it} over a large set of generated hands, both presets:
    what a trap can be made of; with ``lesson``, only in hands that count no fan taught after it
    (a trap asks nothing ahead of the lessons either)."""
    allowed = None if lesson is None else taught_by(lesson) | {BY_ZH["花牌"]}
    seen: dict = {}
    for counted, excluded in generated():
        if allowed is not None and not counted <= allowed:
            continue
        for fan, principle in excluded:
            seen.setdefault(fan, set()).add(principle)
    return seen


@lru_cache(maxsize=None)
def generated() -> list:
    """(the counted fans, the (fan, principle) struck) of 4000 generated hands, both presets."""
    out = []
    for case in generate(4000, seed=91):
        for rules in ("green-book", "common-practice"):
            r = mjlib.score(case.hand, case.win, rules=rules)
            out.append(({c.fan for c in r.fans}, [(e.fan, e.principle) for e in r.excluded]))
    return out


def taught(lesson) -> set:
    return {BY_ID[fid] for fans in lesson.sections.values() for fid in fans}


def questions(stem: str) -> list[dict]:
    """The questions of a built lesson that asks no fan yet (lesson 01): hand and kind."""
    nb = nbformat.read(NOTEBOOKS / f"{stem}.ipynb", as_version=4)
    out = []
    for cell in nb.cells:
        for o in cell.get("outputs", []):
            html = o.get("data", {}).get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            div = BeautifulSoup(html, "html.parser").select_one("div.mjlib-question-choice")
            if div is not None:
                out.append({"hand": div["data-hand"], "kind": div["data-kind"],
                            "lesson": div["data-lesson"]})
    return out


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
def test_every_exercise_shows_its_lessons_answer_form(lesson):
    found = exercises(lesson.stem) or questions(lesson.stem)
    assert found, f"{lesson.stem} has no exercise"
    assert {e["lesson"] for e in found} == {lesson.stem}, "each exercise names its lesson"


def test_lesson_01_asks_what_it_teaches_and_no_fan():
    stem = next(les.stem for les in LESSONS if les.stem.startswith("01-"))
    assert not exercises(stem), "lesson 01 teaches no fan: none of its exercises asks one"
    assert {q["kind"] for q in questions(stem)} == {"claimed", "shape", "minimum"}


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
def test_every_exercise_counts_only_fans_taught_by_its_lesson(lesson):
    taught = taught_by(lesson.stem) | {BY_ZH["花牌"]}
    for e, r in zip(exercises(lesson.stem), scored(lesson.stem)):
        ahead = [c.fan.zh for c in r.fans if c.fan not in taught]
        assert not ahead, (lesson.stem, e["hand"], ahead)


def test_the_check_for_fans_ahead_of_the_lessons_can_fail():
    # 06's 十三幺-free seven pairs of one suit counts 清一色, taught only in 07
    assert BY_ZH["清一色"] in {c.fan for c in mjlib.score("11223344556688m").fans}
    assert BY_ZH["清一色"] not in taught_by("06")


def drills(stem: str) -> list[DrillModel]:
    """The drills of a lesson's source, made as the lesson makes them, 30 hands each."""
    source = (NOTEBOOKS / "src" / f"{stem}.py").read_text("utf-8")
    found = re.findall(r"^Drill\((.*)\)$", source, re.M)
    return [eval(f"Drill({args}, n=30)", {"Drill": DrillModel, "LESSON": stem}) for args in found]


DRILLED = [les for les in TEACHING
           if re.search(r"^Drill\(", (NOTEBOOKS / "src" / f"{les.stem}.py").read_text("utf-8"),
                        re.M)]


@pytest.mark.parametrize("lesson", DRILLED, ids=lambda les: les.stem)
def test_every_drill_deals_only_fans_taught_by_its_lesson(lesson):
    taught = taught_by(lesson.stem) | {BY_ZH["花牌"]}
    [drill] = drills(lesson.stem)
    assert drill.lesson == lesson.stem, "the drill is bound to its lesson"
    for i in range(30):
        ahead = [c.fan.zh for c in drill.exercise.result.fans if c.fan not in taught]
        assert not ahead, (lesson.stem, i, drill.hand, ahead)
        assert [g.key for g in drill.exercise.choices if g.open] == \
            [g.key for g in ExerciseModel(drill.hand, lesson=lesson.stem).choices if g.open]
        drill.next()
    assert drill.index == 29


def test_every_lesson_with_exercises_after_02b_has_a_drill():
    assert {les.stem for les in TEACHING if les.family} <= {les.stem for les in DRILLED} | {
        les.stem for les in LESSONS if les.stem[:3] in ("10a", "10b")}


def fan_names() -> list[str]:
    return [f.zh for f in FANS] + [f.en for f in FANS] + ["明暗杠", "Concealed and Melded Kong"]


PROMPTS = {str(x) for x in [prompt_for()] + [prompt_for(k) for k in FOCUS]} | {
    x for b in [prompt_for()] + [prompt_for(k) for k in FOCUS] for x in b}


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
@pytest.mark.parametrize("edition", [NOTEBOOKS, NOTEBOOKS / "zh"], ids=["en", "zh"])
def test_no_prompt_names_a_fan_or_says_this_time(lesson, edition):
    if not (edition / f"{lesson.stem}.ipynb").exists():
        pytest.skip("no edition in this language")
    found = exercises(lesson.stem, edition)
    for e in found:
        assert e["prompt"] in PROMPTS, (lesson.stem, e["prompt"])
        assert not [n for n in fan_names() if n in e["prompt"]], (lesson.stem, e["prompt"])
        assert "this time" not in e["prompt"] and "这次" not in e["prompt"]
        assert "prompt=" not in e["source"], "a prompt comes from mjlib (focus=a step), not text"
    if edition != NOTEBOOKS and found:
        assert all(not re.search("[A-Za-z]{4}", e["prompt"].replace("Score", "")) for e in found
                   ), "the Chinese edition's prompts are Chinese"


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
def test_a_prompt_that_points_to_step_2_has_a_fan_there(lesson):
    # step 2 counts a fan of 8 or more read from the sets or the whole hand: a prompt that sends
    # the learner there is on a hand that has one, whose feedback is filed there too
    from mjlib.course.checklist import main_fan

    for e in exercises(lesson.stem):
        if e["prompt"] == prompt_for("biggest").en:
            result = ExerciseModel(e["hand"], **e["context"]).result
            assert main_fan(result) is not None, (lesson.stem, e["hand"])


def test_the_prompts_name_no_fan_in_either_language():
    for b in [prompt_for()] + [prompt_for(k) for k in FOCUS]:
        for text in b:
            assert not [n for n in fan_names() if n in text], text
    assert prompt_for("sets").zh != prompt_for("sets").en and "第3步" in prompt_for("sets").zh


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
def test_every_fan_counts_in_an_exercise_of_the_lesson_that_teaches_it(lesson):
    counted = {c.fan for r in scored(lesson.stem) for c in r.fans}
    missing = [f.zh for f in taught(lesson) if SECTIONS[f.id][0] == lesson.stem
               and f not in counted]
    assert not missing, f"{lesson.stem}: no exercise counts {missing}"


@pytest.mark.parametrize("lesson", [les for les in TEACHING if les.family], ids=lambda les: les.stem)
def test_each_principle_that_can_strike_a_fan_of_the_lesson_has_a_trap(lesson):
    fans = {f for f in taught(lesson) if SECTIONS[f.id][0] == lesson.stem}
    wanted = {p for f in fans for p in strikable(lesson.stem).get(f, ())}
    struck = {e.principle for r in scored(lesson.stem) for e in r.excluded if e.fan in fans}
    missing = sorted(p.id for p in wanted - struck)
    assert not missing, f"{lesson.stem}: no exercise strikes a fan of the lesson by {missing}"


def test_the_course_counts_every_fan_somewhere():
    counted = {c.fan for les in TEACHING for r in scored(les.stem) for c in r.fans}
    assert set(FANS) <= counted, sorted(f.zh for f in set(FANS) - counted)


def test_the_scan_reads_a_prompt():
    assert Principle.COUNT_ONCE in strikable()[mjlib.fans.BY_ZH["连六"]]


def test_the_everyday_lesson_counts_each_everyday_fan_in_an_exercise():
    from mjlib.practice.exercise import EVERYDAY
    stem = next(les.stem for les in LESSONS if les.stem.startswith("02b-"))
    counted = {c.fan for r in scored(stem) for c in r.fans}
    assert not [f.zh for f in EVERYDAY if f not in counted]
    assert "Drill(" in "".join(c.source for c in nbformat.read(
        NOTEBOOKS / f"{stem}.ipynb", as_version=4).cells), "02b has a drill of its own"


