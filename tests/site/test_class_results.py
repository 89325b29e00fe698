"""The class's answers (app/class_results.py): kept, summed and cleared; thirty pages writing at
once lose none; a writer killed in the middle of its writes leaves a readable file with every
answer it had committed."""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from tests.site.support_site import ROOT, load_module

results = load_module(ROOT / "app" / "class_results.py")

LESSON = results.Lesson("chows", 2**64 - 1, 2)  # a seed beyond SQLite's integers
OTHER = results.Lesson("pungs", 7, 2)


def rows(path) -> int:
    with contextlib.closing(sqlite3.connect(path)) as db:
        return db.execute("SELECT COUNT(*) FROM answers").fetchone()[0]


def test_answers_are_kept_summed_per_hand_and_per_fan_and_cleared(tmp_path):
    path = results.store(tmp_path / "results")
    assert path.name == "answers.sqlite"
    a, b = results.new_page_id(), results.new_page_id()
    assert results.record(path, LESSON, hand_index=0, hand="h0", page=a, correct=False,
                          missed=["平和", "喜相逢"], wrong=["连六"], nickname=" Ann\x00\n ")
    assert not results.record(path, LESSON, hand_index=0, hand="h0", page=a, correct=True)
    results.record(path, LESSON, hand_index=0, hand="h0", page=b, correct=True)
    results.record(path, LESSON, hand_index=1, hand="h1", page=b, correct=False, missed=["平和"])
    results.record(path, OTHER, hand_index=0, hand="x", page=a, correct=False, missed=["碰碰和"])
    s = results.summary(path, LESSON)
    assert [(h.index, h.hand, h.answered, h.right) for h in s.hands] == [(0, "h0", 2, 1),
                                                                      (1, "h1", 1, 0)]
    assert s.missed == [("平和", 2), ("喜相逢", 1)] and s.wrong == [("连六", 1)]
    assert (s.pages, s.answers) == (2, 3)
    with contextlib.closing(sqlite3.connect(path)) as db:
        seed, nick = db.execute("SELECT seed, nickname FROM answers WHERE page = ? AND "
                                "family = 'chows'", (a,)).fetchone()
        mode = db.execute("PRAGMA journal_mode").fetchone()[0]
    assert seed == str(2**64 - 1) and nick == "Ann" and mode == "wal"
    assert results.clear(path, LESSON) == 3
    assert results.summary(path, LESSON).answers == 0
    assert results.summary(path, OTHER).answers == 1  # another drill's answers stay


def _write_many(args) -> int:
    path, student, start, n = args
    r = load_module(ROOT / "app" / "class_results.py")
    page = r.new_page_id()
    while time.time() < start:
        time.sleep(0.002)
    return sum(r.record(path, LESSON, hand_index=i, hand=f"h{i}", page=page,
                        correct=i % 2 == 0, missed=["平和"], wrong=["连六"],
                        nickname=f"s{student}") for i in range(n))


def test_thirty_pages_writing_at_once_lose_no_answer(tmp_path):
    path = results.store(tmp_path)
    start = time.time() + 2  # every process started, then all write at the same moment
    with multiprocessing.get_context("spawn").Pool(30) as pool:
        written = pool.map(_write_many, [(path, i, start, 20) for i in range(30)])
    assert written == [20] * 30
    assert rows(path) == 600
    s = results.summary(path, LESSON)
    assert s.pages == 30 and [h.answered for h in s.hands] == [30] * 20


WRITER = """
import sys, time
sys.path.insert(0, {app!r})
import class_results as r
lesson = r.Lesson("chows", 42, 2)
page = r.new_page_id()
i = 0
while True:
    r.record({path!r}, lesson, hand_index=i, hand="h", page=page, correct=True,
             missed=["平和"] * 50)
    i += 1
    print(i, flush=True)  # committed
"""


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_writers_stopped_mid_write_leave_a_readable_file_with_what_they_committed(tmp_path, how):
    path = results.store(tmp_path)
    code = WRITER.format(app=str(ROOT / "app"), path=str(path))
    writers = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
               for _ in range(4)]
    committed = []
    try:
        time.sleep(2.5)  # they write all the while; each is stopped wherever it is
    finally:
        for w in writers:
            w.send_signal(how)
        for w in writers:
            out = w.communicate(timeout=30)[0].split()
            committed.append(int(out[-1]) if out else 0)
    assert all(n > 0 for n in committed), committed
    with contextlib.closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    kept = rows(path)
    # every answer a writer had said it committed is there; at most the one it was writing
    # when stopped (committed, not yet said) is there as well
    assert sum(committed) <= kept <= sum(committed) + len(writers)
    results.record(path, LESSON, hand_index=0, hand="h", page="after", correct=True)
    assert rows(path) == kept + 1  # and the file takes answers again
