"""The class's answers, kept in one SQLite file in the results folder (outside the checkout).

The file is ``answers.sqlite`` (mode 0600: its owner alone reads it), in WAL mode with one
writer: :class:`Store` writes from one thread of its own, taking every answer waiting at that
moment into one transaction (``synchronous=FULL``), so a class answering at once costs one
commit, and an answer is "kept" only once its transaction is committed. Reads (the teacher's
views, the export) open their own connection.

Tables: ``classes`` (a class or session by name: the drill it is on, the hand the teacher shows)
and ``answers``, one row per class, drill, student page and hand: the first answer's outcome
(right, wrong or revealed: Show answer pressed before it was right), what it missed and ticked
wrongly, the checklist steps it missed, whether a later try was right, how many tries.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import csv
import io
import os
import queue
import sqlite3
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from mjlib.course.checklist import NUMBER

FILE_NAME = "answers.sqlite"
BUSY_SECONDS = 10.0
MAX_TRIES = 40  # tries one student page may send for one hand

SCHEMA = """
CREATE TABLE IF NOT EXISTS classes (
    name TEXT PRIMARY KEY,
    drill TEXT NOT NULL,          -- JSON: {"family", "seed", "level", "n", "lesson"} or a hand
    current INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS answers (
    class TEXT NOT NULL,
    drill TEXT NOT NULL,          -- the drill's key: family:seed:level, or hand:<hand>:<context>
    student TEXT NOT NULL,        -- a random id per student page: no name
    nickname TEXT NOT NULL,
    hand_index INTEGER NOT NULL,
    hand TEXT NOT NULL,
    outcome TEXT NOT NULL,        -- right, wrong or revealed: the first answer
    missed TEXT NOT NULL,         -- Chinese fan names, separated by spaces
    wrong TEXT NOT NULL,
    steps TEXT NOT NULL,          -- checklist step keys missed
    later_right INTEGER NOT NULL DEFAULT 0,
    tries INTEGER NOT NULL DEFAULT 1,
    address TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (class, drill, student, hand_index)
);
CREATE INDEX IF NOT EXISTS answers_by_class ON answers (class, drill);
"""


def connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(str(path), timeout=BUSY_SECONDS, isolation_level=None,
                         check_same_thread=False)
    db.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    return db


class Store:
    """The answers file in ``folder`` (made, with its tables, if need be) and its one writer."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder).expanduser()
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.path = self.folder / FILE_NAME
        if not self.path.exists():
            self.path.touch(mode=0o600)
        for p in (self.path, self.path.with_name(FILE_NAME + "-wal"),
                  self.path.with_name(FILE_NAME + "-shm")):
            if p.exists():
                os.chmod(p, 0o600)
        old = os.umask(0o077)  # the WAL and shared-memory files SQLite makes: the owner's alone
        try:
            with contextlib.closing(connect(self.path)) as db:
                db.executescript(SCHEMA)
        finally:
            os.umask(old)
        self.reader = connect(self.path)
        self._jobs: queue.Queue = queue.Queue()
        self._writer = threading.Thread(target=self._write, name="answers-writer", daemon=True)
        self._writer.start()

    # the one writer ---------------------------------------------------------------------------
    def _write(self) -> None:
        old = os.umask(0o077)
        try:
            db = connect(self.path)
        finally:
            os.umask(old)
        while True:
            jobs = [self._jobs.get()]
            while True:
                try:
                    jobs.append(self._jobs.get_nowait())
                except queue.Empty:
                    break
            if any(j is None for j in jobs):
                for job in jobs:
                    if job is not None:
                        job[1].set_exception(RuntimeError("the store is closed"))
                db.close()
                return
            results = []
            try:
                db.execute("BEGIN IMMEDIATE")
                for fn, _ in jobs:
                    results.append(fn(db))
                db.execute("COMMIT")
            except BaseException as e:  # one bad job: roll back, then run each alone
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                for fn, fut in jobs:
                    try:
                        db.execute("BEGIN IMMEDIATE")
                        out = fn(db)
                        db.execute("COMMIT")
                        fut.set_result(out)
                    except BaseException as one:
                        with contextlib.suppress(sqlite3.Error):
                            db.execute("ROLLBACK")
                        fut.set_exception(one)
                del e
                continue
            for (_, fut), out in zip(jobs, results):
                fut.set_result(out)

    def submit(self, fn: Any) -> concurrent.futures.Future:
        """Run ``fn(db)`` in the writer's next transaction; a future of what it returns, set
        once the transaction is committed."""
        fut: concurrent.futures.Future = concurrent.futures.Future()
        self._jobs.put((fn, fut))
        return fut

    def close(self) -> None:
        self._jobs.put(None)
        self._writer.join(timeout=10)
        self.reader.close()

    # writes -----------------------------------------------------------------------------------
    def set_class(self, name: str, drill: str, current: int = 0) -> concurrent.futures.Future:
        """Make or change a class: its drill (JSON text) and the hand shown."""
        def run(db: sqlite3.Connection) -> None:
            db.execute("INSERT INTO classes (name, drill, current, created) VALUES (?, ?, ?, ?) "
                       "ON CONFLICT(name) DO UPDATE SET drill = excluded.drill, "
                       "current = excluded.current", (name, drill, current, time.time()))
        return self.submit(run)

    def answer(self, row: dict[str, Any]) -> concurrent.futures.Future:
        """Keep one try (see :meth:`answers`); the future's value: "kept" or "too many"."""
        one = self.answers([row])
        out: concurrent.futures.Future = concurrent.futures.Future()
        one.add_done_callback(lambda f: out.set_exception(f.exception()) if f.exception()
                              else out.set_result(f.result()[0]))
        return out

    def answers(self, rows: list[dict[str, Any]]) -> concurrent.futures.Future:
        """Keep tries, in one transaction: the first for its hand makes the row, a later one
        counts a try and marks a later right answer. The future's value: for each, "kept", or
        "too many" when the page has sent MAX_TRIES for this hand already."""
        def run(db: sqlite3.Connection) -> list[str]:
            return [self._one(db, row) for row in rows]
        return self.submit(run)

    @staticmethod
    def _one(db: sqlite3.Connection, row: dict[str, Any]) -> str:
        """One try, inside the writer's transaction, in one statement: the first for its hand
        makes the row; a later one counts a try and marks a later right answer, unless the
        page has sent MAX_TRIES already (then no row changes)."""
        changed = db.execute(
            "INSERT INTO answers (class, drill, student, nickname, hand_index, hand, outcome, "
            "missed, wrong, steps, later_right, tries, address, at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 1, ?, ?) "
            "ON CONFLICT (class, drill, student, hand_index) DO UPDATE SET "
            "tries = tries + 1, nickname = excluded.nickname, "
            "later_right = MAX(later_right, excluded.outcome = 'right') "
            f"WHERE tries < {MAX_TRIES}",
            (row["class"], row["drill"], row["student"], row["nickname"], row["index"],
             row["hand"], row["outcome"], " ".join(row["missed"]), " ".join(row["wrong"]),
             " ".join(row["steps"]), row["address"], time.time())).rowcount
        return "kept" if changed == 1 else "too many"

    def reset(self, name: str) -> concurrent.futures.Future:
        """Forget a class's answers (the class stays, on its drill); how many there were."""
        def run(db: sqlite3.Connection) -> int:
            return db.execute("DELETE FROM answers WHERE class = ?", (name,)).rowcount
        return self.submit(run)

    # reads ------------------------------------------------------------------------------------
    def classes(self) -> list[dict[str, Any]]:
        rows = self.reader.execute("SELECT name, drill, current, created FROM classes "
                                   "ORDER BY created").fetchall()
        return [{"name": n, "drill": d, "current": c, "created": t} for n, d, c, t in rows]

    def get_class(self, name: str) -> dict[str, Any] | None:
        row = self.reader.execute("SELECT name, drill, current FROM classes WHERE name = ?",
                                  (name,)).fetchone()
        return {"name": row[0], "drill": row[1], "current": row[2]} if row else None

    def rows(self, name: str, drill: str | None = None) -> list[dict[str, Any]]:
        """A class's answers (to one drill, or to all), by nickname and hand."""
        sql = ("SELECT drill, student, nickname, hand_index, hand, outcome, missed, wrong, steps, "
               "later_right, tries, at FROM answers WHERE class = ?")
        args: tuple = (name,)
        if drill is not None:
            sql += " AND drill = ?"
            args += (drill,)
        keys = ("drill", "student", "nickname", "index", "hand", "outcome", "missed", "wrong",
                "steps", "later_right", "tries", "at")
        return [dict(zip(keys, r)) for r in
                self.reader.execute(sql + " ORDER BY nickname, student, hand_index", args)]

    def count(self) -> int:
        return self.reader.execute("SELECT COUNT(*) FROM answers").fetchone()[0]


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """A drill's answers for the teacher: one row per student (nickname, each hand's outcome,
    the numbers of the checklist steps missed), and per hand how many answered, how many right first, the fans most
    missed and wrongly ticked."""
    students: dict[str, dict[str, Any]] = {}
    hands: dict[int, dict[str, Any]] = {}
    for r in rows:
        s = students.setdefault(r["student"], {"student": r["student"],
                                                "nickname": r["nickname"], "hands": {}})
        s["nickname"] = r["nickname"] or s["nickname"]
        s["hands"][r["index"]] = {"outcome": r["outcome"], "later_right": bool(r["later_right"]),
                                  "steps": [str(NUMBER[k]) for k in r["steps"].split()
                                            if k in NUMBER]}
        h = hands.setdefault(r["index"], {"index": r["index"], "hand": r["hand"], "answered": 0,
                                          "right": 0, "revealed": 0, "missed": Counter(),
                                          "wrong": Counter()})
        h["answered"] += 1
        h["right"] += r["outcome"] == "right"
        h["revealed"] += r["outcome"] == "revealed"
        h["missed"].update(r["missed"].split())
        h["wrong"].update(r["wrong"].split())
    for h in hands.values():
        h["missed"] = h["missed"].most_common(3)
        h["wrong"] = h["wrong"].most_common(3)
    return {"students": sorted(students.values(), key=lambda s: (s["nickname"].casefold(),
                                                                 s["student"])),
            "hands": [hands[i] for i in sorted(hands)]}


CSV_HEADER = ("class", "nickname", "student", "drill", "hand_index", "hand", "outcome",
              "later_right", "tries", "steps_missed", "fans_missed", "fans_wrong")


def csv_text(name: str, rows: list[dict[str, Any]]) -> str:
    """A class's answers as CSV, one line per student and hand, the header first. A cell that
    a spreadsheet would read as a formula starts with a quote mark."""
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(CSV_HEADER)

    def cell(v: Any) -> Any:
        return "'" + v if isinstance(v, str) and v[:1] in ("=", "+", "-", "@") else v

    for r in rows:
        w.writerow([cell(v) for v in (name, r["nickname"], r["student"], r["drill"],
                                      r["index"] + 1, r["hand"], r["outcome"],
                                      int(r["later_right"]), r["tries"], r["steps"],
                                      r["missed"], r["wrong"])])
    return out.getvalue()
