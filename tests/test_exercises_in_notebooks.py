"""The course's exercises train: read from the built notebooks (their saved question, which carries
the hand, its win context, the lesson and the prompt), every exercise of a lesson offers the
lesson's answer form, no prompt gives a counted fan away, every fan counts in an exercise of the
lesson that teaches it, and each family lesson has a trap for each principle that can strike one
of its fans (the fan is there and does not count)."""

import json
import re
from functools import lru_cache
from pathlib import Path

import nbformat
import pytest
from bs4 import BeautifulSoup

import mjlib
from mjlib.course import LESSONS, SECTIONS
from mjlib.deal import generate
from mjlib.exercise import Exercise
from mjlib.fans import BY_ID, FANS
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


def exercises(stem: str) -> list[dict]:
    """The exercises of a built lesson: hand, context, lesson, prompt and the cell's source."""
    nb = nbformat.read(NOTEBOOKS / f"{stem}.ipynb", as_version=4)
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
    return [Exercise(e["hand"], **e["context"]).result for e in exercises(stem)]


@lru_cache(maxsize=None)
def strikable() -> dict:
    """{fan: the principles seen striking it} over a large set of generated hands, both presets:
    what a trap can be made of."""
    seen: dict = {}
    for case in generate(4000, seed=91):
        for rules in ("green-book", "common-practice"):
            for e in mjlib.score(case.hand, case.win, rules=rules).excluded:
                seen.setdefault(e.fan, set()).add(e.principle)
    return seen


def taught(lesson) -> set:
    return {BY_ID[fid] for fans in lesson.sections.values() for fid in fans}


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
def test_every_exercise_shows_its_lessons_answer_form(lesson):
    found = exercises(lesson.stem)
    assert found, f"{lesson.stem} has no exercise"
    assert {e["lesson"] for e in found} == {lesson.stem}, "each exercise names its lesson"


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
def test_no_prompt_gives_a_counted_fan_away(lesson):
    for e, r in zip(exercises(lesson.stem), scored(lesson.stem)):
        sentences = re.split(r"(?<=[.?!。？！])\s*", e["prompt"])
        for c in r.fans:
            for s in sentences:
                if c.fan.zh in s or re.search(rf"\b{re.escape(c.fan.en)}\b", s):
                    assert s.rstrip().endswith(("?", "？")), (e["hand"], c.fan.zh, e["prompt"])


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
def test_every_fan_counts_in_an_exercise_of_the_lesson_that_teaches_it(lesson):
    counted = {c.fan for r in scored(lesson.stem) for c in r.fans}
    missing = [f.zh for f in taught(lesson) if SECTIONS[f.id][0] == lesson.stem
               and f not in counted]
    assert not missing, f"{lesson.stem}: no exercise counts {missing}"


@pytest.mark.parametrize("lesson", [les for les in TEACHING if les.family], ids=lambda les: les.stem)
def test_each_principle_that_can_strike_a_fan_of_the_lesson_has_a_trap(lesson):
    fans = {f for f in taught(lesson) if SECTIONS[f.id][0] == lesson.stem}
    wanted = {p for f in fans for p in strikable().get(f, ())}
    struck = {e.principle for r in scored(lesson.stem) for e in r.excluded if e.fan in fans}
    missing = sorted(p.id for p in wanted - struck)
    assert not missing, f"{lesson.stem}: no exercise strikes a fan of the lesson by {missing}"


def test_the_course_counts_every_fan_somewhere():
    counted = {c.fan for les in TEACHING for r in scored(les.stem) for c in r.fans}
    assert set(FANS) <= counted, sorted(f.zh for f in set(FANS) - counted)


def test_the_scan_reads_a_prompt():
    assert Principle.COUNT_ONCE in strikable()[mjlib.fans.BY_ZH["连六"]]


def test_the_everyday_lesson_counts_each_everyday_fan_in_an_exercise():
    from mjlib.exercise import EVERYDAY
    stem = next(les.stem for les in LESSONS if les.stem.startswith("02b-"))
    counted = {c.fan for r in scored(stem) for c in r.fans}
    assert not [f.zh for f in EVERYDAY if f not in counted]
    assert "Drill(" in "".join(c.source for c in nbformat.read(
        NOTEBOOKS / f"{stem}.ipynb", as_version=4).cells), "02b has a drill of its own"


@pytest.mark.parametrize("lesson", TEACHING, ids=lambda les: les.stem)
def test_every_fan_a_prompt_names_can_be_ticked(lesson):
    for e in exercises(lesson.stem):
        form = {f for g in Exercise(e["hand"], **e["context"], lesson=e["lesson"]).choices
                for f in g.fans}
        named = [f for f in FANS if f.zh in e["prompt"]]
        assert all(f in form for f in named), (e["hand"], e["prompt"])
