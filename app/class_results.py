"""The class's answers to a drill, kept in one SQLite file on the teacher's machine.

A student's page (classroom.ipynb) sends each first answer to a hand with :func:`record`: no
name, a random id per page, an optional nickname. The teacher's page (teacher.ipynb) reads a
drill's answers with :func:`summary` and clears them with :func:`clear`. The students' pages
cannot read them: their kernels run only the page's own code (Voilà refuses any code sent from
a page) and that code only records; the teacher's page is served to whoever has the teacher's
key (app/classroom_server.py).

The file is ``answers.sqlite`` in the folder the server's setting ``ClassroomVoila.results_dir``
names (the kernels get it in the environment variable :data:`FOLDER_VARIABLE`). It is written in
WAL mode, one writer at a time: each answer is one short transaction (``BEGIN IMMEDIATE``, an
insert, ``COMMIT``, synchronous=FULL), a writer waits up to :data:`BUSY_SECONDS` for another to
finish, so thirty pages answering at once lose nothing, and an app stopped or killed mid-lesson
leaves every committed answer and a readable file (SQLite's journal rolls back the one being
written). A page answering a hand twice keeps its first answer (the drill's statistics count
the first answer too).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import NamedTuple

FOLDER_VARIABLE = "MJLIB_CLASSROOM_RESULTS"
FILE_NAME = "answers.sqlite"
BUSY_SECONDS = 10.0
NICKNAME_LENGTH = 20

SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY,
    family TEXT NOT NULL,        -- a family id, or "all"
    seed TEXT NOT NULL,          -- a whole number below 2**64 (more than SQLite's integers)
    level INTEGER NOT NULL,
    rules TEXT NOT NULL,
    hand_index INTEGER NOT NULL, -- 0 for the drill's first hand
    hand TEXT NOT NULL,
    page TEXT NOT NULL,          -- a random id per student page: no name
    nickname TEXT NOT NULL DEFAULT '',
    correct INTEGER NOT NULL,
    missed TEXT NOT NULL,        -- the fans missed, Chinese names separated by spaces
    wrong TEXT NOT NULL,         -- the fans ticked wrongly, likewise
    total_ok INTEGER,            -- NULL when no total was given
    at REAL NOT NULL,
    UNIQUE (family, seed, level, rules, hand_index, page)
);
CREATE INDEX IF NOT EXISTS answers_by_drill ON answers (family, seed, level, rules);
"""


class Lesson(NamedTuple):
    """A drill as the class shares it: the same family, seed, level and rules, the same hands."""

    family: str  # a family id or "all"
    seed: int
    level: int
    rules: str = "green-book"

    def key(self) -> tuple:
        return (self.family, str(self.seed), self.level, self.rules)


class HandResults(NamedTuple):
    index: int
    hand: str
    answered: int
    right: int

    @property
    def share_right(self) -> float:
        return self.right / self.answered if self.answered else 0.0


class Summary(NamedTuple):
    """A drill's answers: per hand, and the fans most missed and most wrongly ticked."""

    hands: list[HandResults]
    missed: list[tuple[str, int]]  # (Chinese name, times), most first
    wrong: list[tuple[str, int]]
    pages: int  # students (pages) who answered
    answers: int


def folder() -> Path | None:
    """The results folder the server named for this kernel, or None (not served by the app)."""
    value = os.environ.get(FOLDER_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


def store(where: Path | str) -> Path:
    """The answers file in the folder ``where`` (made, with its table, if need be)."""
    where = Path(where).expanduser()
    where.mkdir(parents=True, exist_ok=True)
    path = where / FILE_NAME
    with contextlib.closing(connect(path)) as db:
        db.executescript(SCHEMA)
    return path


def connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(str(path), timeout=BUSY_SECONDS, isolation_level=None)
    db.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    return db


def new_page_id() -> str:
    return uuid.uuid4().hex


def clean_nickname(text) -> str:
    """At most NICKNAME_LENGTH printable characters, or nothing."""
    text = "".join(c for c in str(text or "") if c.isprintable()).strip()
    return text[:NICKNAME_LENGTH]


def record(path: Path, lesson: Lesson, *, hand_index: int, hand: str, page: str,
           correct: bool, missed=(), wrong=(), total_ok=None, nickname: str = "") -> bool:
    """Keep one answer (one short transaction). False when this page had answered this hand
    already (the first answer stays)."""
    row = (*lesson.key(), int(hand_index), str(hand), page, clean_nickname(nickname),
           int(bool(correct)), " ".join(missed), " ".join(wrong),
           None if total_ok is None else int(bool(total_ok)), time.time())
    with contextlib.closing(connect(path)) as db:
        db.execute("BEGIN IMMEDIATE")
        try:
            cur = db.execute(
                "INSERT OR IGNORE INTO answers (family, seed, level, rules, hand_index, hand, "
                "page, nickname, correct, missed, wrong, total_ok, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return cur.rowcount == 1


def summary(path: Path, lesson: Lesson, top: int = 5) -> Summary:
    """What the class answered to ``lesson``'s drill."""
    with contextlib.closing(connect(path)) as db:
        rows = db.execute("SELECT hand_index, hand, page, correct, missed, wrong FROM answers "
                          "WHERE family = ? AND seed = ? AND level = ? AND rules = ? "
                          "ORDER BY hand_index", lesson.key()).fetchall()
    hands: dict[int, list] = {}
    missed, wrong, pages = Counter(), Counter(), set()
    for index, hand, page, correct, miss, wrongly in rows:
        h = hands.setdefault(index, [hand, 0, 0])
        h[1] += 1
        h[2] += correct
        missed.update(miss.split())
        wrong.update(wrongly.split())
        pages.add(page)
    return Summary([HandResults(i, h[0], h[1], h[2]) for i, h in sorted(hands.items())],
                   missed.most_common(top), wrong.most_common(top), len(pages), len(rows))


def clear(path: Path, lesson: Lesson) -> int:
    """Forget ``lesson``'s answers; how many there were."""
    with contextlib.closing(connect(path)) as db:
        db.execute("BEGIN IMMEDIATE")
        cur = db.execute("DELETE FROM answers WHERE family = ? AND seed = ? AND level = ? "
                         "AND rules = ?", lesson.key())
        db.execute("COMMIT")
    return cur.rowcount
