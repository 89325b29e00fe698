"""The course table: its lessons, where each fan is taught (the notebook and the section), and
where each fan's reference entry is.

The table is data, ``mjlib/course/course.json`` (package data, so an installed mjlib has it too): one
entry per lesson, in the course's order, with its file stem (``notebooks/src/<stem>.py`` builds
``notebooks/<stem>.ipynb``), what it teaches, how long it takes, its family of fans (or null),
whether it also has a Chinese edition (``bilingual``), and its sections: each heading, as the
notebook writes it, with the ids of the fans taught under it; and, for a lesson that teaches fans
ahead of their family's lesson (the everyday fans of 02b, the fans 02's principles are shown
on), ``introduces``: their ids. One lesson is marked
``"reference": true``: the fan reference, one section per fan (its entry), in the rule text's
order; it teaches no fan, it looks each one up. The notebook builder, the site builder and the
tests read the same file; renaming a lesson is an edit of that file (and of the notebook).

:data:`LESSONS` holds the lessons; ``SECTIONS[fan id] = (notebook file stem, heading)`` where the
fan is taught, ``ENTRIES[fan id]`` likewise for its reference entry; :func:`section` gives the
notebook, the heading and a link that opens the notebook at that heading in JupyterLab
(``<stem>.ipynb#<heading, spaces as ->``), :func:`reference` the same for the entry.

``LOOK_FOR`` (course.json's ``look_for``) lists the fans to look for in nearly every hand,
everyday and whole-hand ones, which lesson 02b shows first (:func:`look_for`).
``FIRST[fan id]`` is the lesson that teaches the fan first (its ``introduces`` or its section,
whichever comes first); :func:`taught_by` gives the fans taught up to a lesson, so nothing is
asked ahead of the lessons: an exercise of a lesson, a drill's hands, the answer form's open
groups.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import NamedTuple

from ..fans import Fan, named


class Lesson(NamedTuple):
    stem: str                 # e.g. "04b-score-big-chow-fans"
    teaches: str              # what it teaches, in one line
    teaches_zh: str           # the same in Chinese
    time: str                 # e.g. "45 min", "20 min or more"
    family: str | None        # a key of mjlib.FAMILIES, or None
    bilingual: bool           # whether it has a Chinese edition (notebooks/zh/)
    sections: dict[str, tuple[str, ...]]  # heading -> the ids of the fans taught there
    reference: bool = False   # the fan reference: a section per fan is that fan's entry
    introduces: tuple[str, ...] = ()  # ids of fans taught here ahead of their family's lesson

    @property
    def time_zh(self) -> str:
        """The time in Chinese: ``45 min`` -> ``45分钟``, ``20 min or more`` -> ``20分钟以上``."""
        m = re.fullmatch(r"(\d+) min( or more)?", self.time)
        if m is None:
            raise ValueError(f"course.json: {self.stem}'s time {self.time!r} is not "
                             "'N min' or 'N min or more'")
        return f"{m.group(1)}分钟" + ("以上" if m.group(2) else "")


def _read() -> tuple[Lesson, ...]:
    data = json.loads(resources.files(__package__).joinpath("course.json")
                      .read_text(encoding="utf-8"))
    return tuple(Lesson(d["stem"], d["teaches"], d["teaches_zh"], d["time"], d["family"],
                        d["bilingual"], {h: tuple(ids) for h, ids in d["sections"].items()},
                        d.get("reference", False), tuple(d.get("introduces", ())))
                 for d in data["lessons"])


def _look_for() -> tuple[str, ...]:
    data = json.loads(resources.files(__package__).joinpath("course.json")
                      .read_text(encoding="utf-8"))
    return tuple(data.get("look_for", ()))


def _sections(lessons) -> dict[str, tuple[str, str]]:
    return {fan: (lesson.stem, heading)
            for lesson in lessons for heading, fans in lesson.sections.items() for fan in fans}


LESSONS: tuple[Lesson, ...] = _read()
SECTIONS: dict[str, tuple[str, str]] = _sections(x for x in LESSONS if not x.reference)
ENTRIES: dict[str, tuple[str, str]] = _sections(x for x in LESSONS if x.reference)


def _first() -> dict[str, str]:
    first: dict[str, str] = {}
    for lesson in LESSONS:
        if lesson.reference:
            continue
        for fan in lesson.introduces + tuple(f for fs in lesson.sections.values() for f in fs):
            first.setdefault(fan, lesson.stem)
    return first


FIRST: dict[str, str] = _first()  # fan id -> the stem of the lesson that teaches it first
# the fans to look for in nearly every hand (course.json's "look_for"), shown where 02b opens
LOOK_FOR: tuple[str, ...] = _look_for()


def look_for() -> list[tuple[str, Fan]]:
    """The fans to look for in nearly every hand, each with the lesson that teaches it (the
    lesson that introduces it among the everyday fans, 02b, or its family's lesson): (that
    lesson's number, e.g. "04a", the fan)."""
    from ..fans import BY_ID

    everyday = next(x for x in LESSONS if x.stem.startswith("02b-"))
    out = []
    for fid in LOOK_FOR:
        stem = everyday.stem if fid in everyday.introduces else SECTIONS[fid][0]
        out.append((stem.split("-")[0], BY_ID[fid]))
    return out


def look_for_lines() -> list[str]:
    """:func:`look_for` as lines to print, in the current language, by the checklist step where
    each fan is found: the lesson that teaches it, its points, its name."""
    from .checklist import NUMBER, WORDS, step_of
    from ..vocabulary import pick

    rows = sorted(look_for(), key=lambda row: NUMBER[step_of(row[1])])
    out, step = [], None
    for lesson, fan in rows:
        if step_of(fan) != step:
            step = step_of(fan)
            out.append(pick(f"step {NUMBER[step]}, {WORDS[step].label()}:",
                            f"第{NUMBER[step]}步 {WORDS[step].label()}："))
        out.append(f"  {lesson:<4}{fan.points:>3}  {fan.name}")
    return out


def find(lesson) -> Lesson:
    """The lesson named by its file stem or the first letters of it (``"04a"``); HandError
    for anything else."""
    from ..errors import HandError, shown, shown_zh

    found = [x for x in LESSONS
             if isinstance(lesson, str) and lesson and (x.stem == lesson
                                                       or x.stem.startswith(f"{lesson}-"))]
    if len(found) != 1:
        example = next(x.stem for x in LESSONS if x.family)  # the first family lesson
        raise HandError(f"no lesson {shown(lesson)}: use a file stem such as {example!r}",
                        zh=f"没有 {shown_zh(lesson)} 这一课：请用课的文件名或它开头的编号，如 "
                           f"{example.split('-')[0]!r}")
    return found[0]


def taught_by(lesson) -> frozenset[Fan]:
    """The fans taught in the lessons up to ``lesson`` (a file stem or its first letters),
    that lesson included."""
    from ..fans import BY_ID

    upto = {x.stem for x in LESSONS[:LESSONS.index(find(lesson)) + 1]}
    return frozenset(BY_ID[fid] for fid, stem in FIRST.items() if stem in upto and fid in BY_ID)


def first_taught(fan: Fan) -> Lesson:
    """The lesson that teaches ``fan`` first."""
    return find(FIRST[named(fan).id])


class Section(NamedTuple):
    notebook: str   # the file stem, e.g. "04b-score-big-chow-fans"
    heading: str    # e.g. "清龙 Pure Straight (16)"

    @property
    def anchor(self) -> str:
        """The heading's anchor in JupyterLab: the heading, spaces as ``-``."""
        return self.heading.replace(" ", "-")

    @property
    def link(self) -> str:
        """A relative link that opens the notebook at the heading in JupyterLab."""
        return f"{self.notebook}.ipynb#{self.anchor}"


def section(fan: Fan) -> Section:
    """The notebook section that teaches ``fan``."""
    return Section(*SECTIONS[named(fan).id])


def reference(fan: Fan) -> Section:
    """The section of the fan reference that holds ``fan``'s entry."""
    return Section(*ENTRIES[named(fan).id])
