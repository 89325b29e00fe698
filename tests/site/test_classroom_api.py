"""The classroom server's API without a browser (tornado's test client, in this process): the
teacher's key and cookie, the class's drill, each student answer checked field by field and
graded again by mjlib, the SQLite file (mode 0600, kept across a restart), the export, the
rate limits, files outside the site refused."""

from __future__ import annotations

import csv
import io
import json
import re
import stat
import urllib.parse

import pytest
import tornado.testing

from app import server, store
from mjlib.practice.drill import DrillModel

DRILL = {"family": "chows", "seed": 42, "level": 2, "lesson": "04b-score-big-chow-fans"}
KEY = "chows:42:2:04b-score-big-chow-fans"  # the drill's name in the answers: bound by its lesson
TYPED = "[123m1][456p1][789s1]23pCC1p"
LESSON_PAGE = """<!DOCTYPE html><html><head><title>Lesson 4b</title></head><body>
<div data-mj="exercise" data-hand="[123m1][456p1][789s1]23pCC1p" data-context="{}"></div>
<div class="drill" data-mj="drill" data-family="chows" data-seed="42" data-level="2"></div>
</body></html>"""


def fake_site(folder):
    (folder / "py").mkdir(parents=True)
    (folder / "live.js").write_text("/* live */")
    (folder / "04b-score-big-chow-fans.html").write_text(LESSON_PAGE)
    (folder / "index.html").write_text("<title>index</title>")
    return folder


def right_answer(index: int) -> tuple[str, dict[str, int]]:
    d = DrillModel(family="chows", seed=42, level=2, lesson=DRILL["lesson"])  # the lesson's hands
    for _ in range(index):
        d.next()
    return d.hand, {c.fan.zh: c.count for c in d.exercise.result.fans
                    if c.fan in d.exercise.counted}


class Api(tornado.testing.AsyncHTTPTestCase):
    results = None

    def get_app(self):
        self.results = self.results or self.tmp / "results"
        self.room = server.Classroom(self.results, fake_site(self.tmp / "site")
                                     if not (self.tmp / "site").exists() else self.tmp / "site")
        return self.room.application()

    def tearDown(self):
        super().tearDown()
        self.room.store.close()

    @pytest.fixture(autouse=True)
    def _tmp(self, tmp_path):
        self.tmp = tmp_path

    def setUp(self):  # the fixture has run: tmp is there
        super().setUp()

    # helpers ----------------------------------------------------------------------------------
    def call(self, path, body=None, cookie=None, raw=None, content_type="application/json",
             method=None):
        headers = {"Content-Type": content_type}
        if cookie:
            headers["Cookie"] = cookie
        data = raw if raw is not None else (json.dumps(body) if body is not None else None)
        response = self.fetch(path, method=method or ("POST" if data is not None else "GET"),
                              body=data, headers=headers, follow_redirects=False)
        return response

    def sign_in(self) -> str:
        token = self.room.new_token()
        r = self.call(f"/teacher/login?token={token}")
        assert r.code == 302 and r.headers["Location"] == "/teacher"
        return r.headers["Set-Cookie"].split(";")[0]

    def open_class(self, cookie, name="monday", drill=DRILL):
        r = self.call("/api/teacher/class", {"class": name, "drill": drill}, cookie)
        assert r.code == 200, r.body
        return json.loads(r.body)

    def body(self, index=0):
        hand, fans = right_answer(index)
        return {"class": "monday", "student": "page-0001", "nickname": "Ann",
                "drill": KEY, "index": index, "hand": hand, "fans": fans, "total": None,
                "revealed": False}

    def answer(self, **fields):
        return self.call("/api/answer", {**self.body(fields.get("index", 0)), **fields})

    # tests ------------------------------------------------------------------------------------
    def test_the_key_is_kept_in_the_results_folder_for_its_owner_alone(self):
        key = (self.results / "teacher.key").read_text().strip()
        assert key == self.room.key and len(key) >= 20
        for name in ("teacher.key", "answers.sqlite"):
            mode = stat.S_IMODE((self.results / name).stat().st_mode)
            assert mode == 0o600, (name, oct(mode))
        again = server.Classroom(self.results, self.tmp / "site")
        assert again.key == key  # the same key after a restart
        again.store.close()
        given = server.Classroom(self.tmp / "other", self.tmp / "site", key="typed-key-123")
        assert given.key == "typed-key-123"
        given.store.close()

    def test_a_token_signs_in_once_and_the_key_can_be_typed(self):
        token = self.room.new_token()
        assert self.call(f"/teacher/login?token={token}").code == 302
        used = self.call(f"/teacher/login?token={token}")
        assert used.code == 403 and b"used already" in used.body
        typed = self.call("/teacher/login", raw=urllib.parse.urlencode({"key": self.room.key}),
                          content_type="application/x-www-form-urlencoded")
        assert typed.code == 302 and "mjlib_teacher=" in typed.headers["Set-Cookie"]
        assert self.room.key not in typed.headers["Set-Cookie"]  # a signed cookie, not the key
        wrong = self.call("/teacher/login", raw="key=guess",
                          content_type="application/x-www-form-urlencoded")
        assert wrong.code == 403

    def test_the_teachers_pages_and_the_export_need_the_key(self):
        assert self.call("/teacher").code == 302
        for path in ("/api/teacher/state?class=monday", "/teacher/export.csv?class=monday"):
            r = self.call(path)
            assert r.code == 403 and b"key" in r.body
        assert self.call("/api/teacher/class", {"class": "x", "drill": DRILL}).code == 403
        assert self.call("/api/teacher/class", {"class": "x", "drill": DRILL},
                         cookie="mjlib_teacher=teacher").code == 403  # unsigned
        cookie = self.sign_in()
        assert self.call("/teacher", cookie=cookie).code == 200

    def test_a_class_has_its_drill_and_the_hand_the_teacher_shows(self):
        cookie = self.sign_in()
        assert self.call("/api/class?class=monday").code == 404
        self.open_class(cookie)
        c = json.loads(self.call("/api/class?class=monday").body)
        assert c["key"] == KEY and c["current"] == 0 and c["drill"]["n"] == 10
        # the hand shown is dealt as the teacher shows it, not by the class's first answer
        assert list(self.room.grader.cache) == [(KEY, 0)]
        assert self.room.grader.cache[KEY, 0].hand == right_answer(0)[0]
        r = self.call("/api/teacher/class", {"class": "monday", "current": 3}, cookie)
        assert json.loads(r.body)["current"] == 3
        assert list(self.room.grader.cache) == [(KEY, 0), (KEY, 3)]
        assert self.room.grader.cache[KEY, 3].hand == right_answer(3)[0]
        assert json.loads(self.call("/api/class?class=monday").body)["current"] == 3
        bad = self.call("/api/teacher/class", {"class": "monday", "current": 10}, cookie)
        assert bad.code == 400 and b"from 0 to 9" in bad.body
        typed = self.call("/api/teacher/class",
                          {"class": "tuesday", "drill": {"hand": "123m", "level": 2}}, cookie)
        assert typed.code == 400 and b"14" in typed.body  # mjlib's HandError, said
        self.open_class(cookie, "tuesday", {"hand": TYPED, "context": "{}", "level": 2})
        page = self.call("/?class=tuesday")
        assert page.code == 200 and b'data-mj="drill"' in page.body
        assert b"data-hand=\"[123m1]" in page.body

    def test_answers_are_graded_by_mjlib_and_kept_right_wrong_or_revealed(self):
        cookie = self.sign_in()
        self.open_class(cookie)
        hand, fans = right_answer(0)
        wrong = self.answer(fans={})
        assert wrong.code == 200 and json.loads(wrong.body)["outcome"] == "wrong"
        assert json.loads(self.answer().body)["outcome"] == "right"  # then right
        shown = self.answer(student="page-0002", nickname="Bo", fans=None, revealed=True)
        assert json.loads(shown.body)["outcome"] == "revealed"
        self.answer(student="page-0002", nickname="Bo", revealed=True)  # right after the answer
        self.answer(student="page-0003", nickname="Cy")
        state = json.loads(self.call("/api/teacher/state?class=monday", cookie=cookie).body)
        by_name = {s["nickname"]: s["hands"]["0"] for s in state["results"]["students"]}
        assert by_name["Ann"]["outcome"] == "wrong" and by_name["Ann"]["later_right"]
        assert by_name["Ann"]["steps"]  # the checklist steps of what was missed
        assert by_name["Bo"]["outcome"] == "revealed"
        assert by_name["Cy"]["outcome"] == "right"
        hand0 = state["results"]["hands"][0]
        assert (hand0["answered"], hand0["right"], hand0["revealed"]) == (3, 1, 1)
        assert {zh for zh, _ in hand0["missed"]} <= set(fans)

    def test_a_page_cannot_say_it_was_right(self):
        cookie = self.sign_in()
        self.open_class(cookie)
        r = self.answer(fans={"十三幺": 1}, outcome="right", correct=True)
        assert json.loads(r.body)["outcome"] == "wrong"

    def test_bad_answers_get_400_with_a_reason(self):
        cookie = self.sign_in()
        self.open_class(cookie)
        hand1, _ = right_answer(1)
        cases = [
            ({"fans": {"Teacups": 1}}, b"not one of mjlib's fan names"),
            ({"fans": {"平和": 9}}, b"from 0 to 8"),
            ({"fans": {"平和": -1}}, b"from 0 to 8"),
            ({"fans": {"平和": "1; DROP TABLE"}}, b"from 0 to 8"),
            ({"fans": [1, 2]}, b"fans is a JSON object"),
            ({"index": 10}, b"from 0 to 9"),
            ({"index": 1, "hand": right_answer(0)[0]}, b"hand 2 of this drill is " + hand1.encode()),
            ({"nickname": "x" * 21}, b"at most 20"),
            ({"student": "../../etc"}, b"student is the page's id"),
            ({"class": "<script>"}, b"class's name"),
            ({"class": "friday"}, b"no class"),
            ({"drill": "pungs:1:3"}, b"not on"),
            ({"total": "many"}, b"the total"),
            ({"revealed": "yes"}, b"true or false"),
        ]
        for fields, reason in cases:
            r = self.answer(**fields)
            assert r.code == 400 and reason in r.body, (fields, r.code, r.body)
        assert self.call("/api/answer", raw="{not json").code == 400
        assert b"Content-Type" in self.call("/api/answer", {"class": "monday"},
                                             content_type="text/plain").body
        big = self.call("/api/answer", raw=json.dumps({"x": "y" * 20_000}))
        assert big.code == 400 and b"at most" in big.body
        assert self.room.store.count() == 0

    def test_a_chinese_page_is_told_why_in_chinese(self):
        cookie = self.sign_in()
        self.open_class(cookie)
        hand = right_answer(0)[0]
        cases = [  # (the answer's fields, the English reason, the Chinese one)
            ({"fans": {"Teacups": 1}}, "'Teacups' is not one of mjlib's fan names",
             "'Teacups' 不是 mjlib 的番种名"),
            ({"fans": {"平和": 9}}, "the count of 平和 is a whole number from 0 to 8, not 9",
             "平和的次数须是 0 到 8 之间的整数，不能是 9"),
            ({"nickname": "x" * 21}, "a nickname is at most 20 printable characters",
             "昵称最多 20 个可显示的字符"),
            ({"class": "friday"}, "there is no class 'friday'", "没有课堂 'friday'"),
            ({"index": 1, "hand": hand}, None, "这组练习的第2手是 "),
        ]
        for fields, en, zh in cases:
            english = json.loads(self.answer(**fields).body)["error"]
            r = self.call("/api/answer?lang=zh", {**self.body(), **fields})
            chinese = json.loads(r.body)["error"]
            assert r.code == 400 and chinese.startswith(zh), (fields, chinese)
            assert en is None or english == en, (fields, english)
            assert not re.search("[a-z]{3,}", chinese.replace("mjlib", "").replace(
                "Teacups", "").replace("friday", "")), chinese  # no English word left
        # mjlib's own refusal of a typed hand, in the teacher's language
        typed = {"class": "tuesday", "drill": {"hand": "123m", "level": 2}}
        en = json.loads(self.call("/api/teacher/class", typed, cookie).body)["error"]
        zh = json.loads(self.call("/api/teacher/class?lang=zh", typed, cookie).body)["error"]
        assert "14" in en and "14" in zh and en != zh and re.search("[\u4e00-\u9fff]", zh)
        # a refusal that is not a 400
        r = self.call("/api/class?class=friday&lang=zh")
        assert r.code == 404 and json.loads(r.body)["error"] == "还没有课堂 'friday'：由老师开启"
        assert json.loads(self.call("/api/teacher/state?class=monday&lang=zh").body) == \
            {"error": "需要教师密钥"}
        assert json.loads(self.call("/nowhere?lang=zh").body) == {"error": "没有这个网页"}

    def test_a_file_refused_says_why_in_the_pages_language(self):
        self.room.files.clock = lambda: 0.0  # no refill, however slow the machine
        r = self.call("/site/no-such-lesson.html")
        assert r.code == 404 and r.body.decode() == "no such page\n"
        r = self.call("/site/zh/no-such-lesson.html")
        assert r.code == 404 and r.body.decode() == "没有这个网页\n"
        assert r.headers["Content-Type"].startswith("text/plain")
        codes = [self.call("/site/index.html").code for _ in range(399)]
        assert codes[:398] == [200] * 398 and codes[398] == 429  # 2 taken by the 404s
        r = self.call("/site/zh/index.html")
        assert r.code == 429 and r.body.decode() == "这个地址的请求太多：请稍等片刻\n"
        assert r.headers["Retry-After"] == "2"
        r = self.call("/site/index.html")
        assert r.body.decode() == "too many requests from this address: wait a moment\n"

    def test_an_address_is_rate_limited_and_the_teacher_is_not(self):
        for bucket in (self.room.posts, self.room.polls):  # no refill, however slow the machine
            bucket.clock = lambda: 0.0
        cookie = self.sign_in()
        self.open_class(cookie)
        codes = [self.answer(student=f"page-{i:04d}").code for i in range(60)]
        assert codes.count(200) == 40 and codes[40:] == [429] * 20  # the burst, then refused
        assert self.call("/api/teacher/state?class=monday", cookie=cookie).code == 200
        assert self.call("/api/teacher/class", {"class": "monday", "current": 1},
                         cookie).code == 200
        polls = [self.call("/api/class?class=monday").code for _ in range(50)]
        assert 429 in polls
        assert self.call("/teacher", cookie=cookie).code == 200  # never locked out

    def test_the_export_names_the_nickname_column_and_defuses_formulas(self):
        cookie = self.sign_in()
        self.open_class(cookie)
        self.answer(nickname="=HYPERLINK(1)")
        r = self.call("/teacher/export.csv?class=monday", cookie=cookie)
        assert r.code == 200 and r.headers["Content-Type"].startswith("text/csv")
        rows = list(csv.reader(io.StringIO(r.body.decode("utf-8-sig"))))
        assert rows[0][:2] == ["class", "nickname"] and rows[0] == list(store.CSV_HEADER)
        assert rows[1][1] == "'=HYPERLINK(1)" and rows[1][6] == "right"

    def test_reset_forgets_one_class_only(self):
        cookie = self.sign_in()
        self.open_class(cookie)
        self.open_class(cookie, "tuesday")
        self.answer()
        self.answer(**{"class": "tuesday"})
        r = self.call("/api/teacher/reset", {"class": "monday"}, cookie)
        assert json.loads(r.body)["forgotten"] == 1
        assert [x["class"] if "class" in x else "tuesday" for x in
                self.room.store.rows("tuesday")] == ["tuesday"]
        assert self.room.store.rows("monday") == []

    def test_answers_survive_a_restart(self):
        cookie = self.sign_in()
        self.open_class(cookie)
        self.answer()
        self.room.store.close()
        again = server.Classroom(self.results, self.tmp / "site")
        try:
            assert [r["nickname"] for r in again.store.rows("monday")] == ["Ann"]
            assert again.store.get_class("monday")["drill"]
        finally:
            again.store.close()
        self.room.store = store.Store(self.results)  # for tearDown

    def test_files_outside_the_site_are_refused(self):
        assert self.call("/site/live.js").code == 200
        for path in ("/site/../app/server.py", "/site/%2e%2e/%2e%2e/etc/passwd",
                     "/static/../server.py", "/nowhere"):
            assert self.call(path).code in (403, 404), path

    def test_the_lessons_of_the_site_are_read_for_the_teacher(self):
        assert self.room.catalog == [{"stem": "04b-score-big-chow-fans", "title": "Lesson 4b", "title_zh": "",
                                      "zh": False, "family": "chows", "seed": "42",
                                      "examples": [{"hand": TYPED, "context": "{}"}]}]


def test_many_answers_at_once_are_each_kept_by_the_one_writer(tmp_path):
    s = store.Store(tmp_path)
    futures = [s.answer({"class": "c", "drill": "d", "student": f"p{i}", "nickname": "", "index": 0,
                         "hand": "h", "outcome": "right", "missed": [], "wrong": [], "steps": [],
                         "address": "a"}) for i in range(300)]
    assert {f.result(timeout=20) for f in futures} == {"kept"}
    assert s.count() == 300
    s.close()


def test_a_hand_takes_a_bounded_number_of_tries(tmp_path):
    s = store.Store(tmp_path)
    row = {"class": "c", "drill": "d", "student": "p", "nickname": "", "index": 0, "hand": "h",
           "outcome": "wrong", "missed": [], "wrong": [], "steps": [], "address": "a"}
    outs = [s.answer(row).result(timeout=10) for _ in range(store.MAX_TRIES + 1)]
    assert outs[-1] == "too many" and outs[:-1] == ["kept"] * store.MAX_TRIES
    [kept] = s.rows("c")
    assert kept["tries"] == store.MAX_TRIES and kept["outcome"] == "wrong"
    assert s.answer({**row, "nickname": "Di", "outcome": "right"}).result(timeout=10) == \
        "too many"
    assert s.rows("c") == [kept]  # a try beyond the bound changes nothing
    s.close()


def test_a_later_try_counts_renames_and_marks_a_later_right_answer(tmp_path):
    s = store.Store(tmp_path)
    row = {"class": "c", "drill": "d", "student": "p", "nickname": "Ann", "index": 0,
           "hand": "h", "outcome": "wrong", "missed": ["平和"], "wrong": [], "steps": ["count"],
           "address": "a"}
    tries = [{}, {"nickname": "An", "outcome": "right", "missed": []},
             {"nickname": "Annie", "outcome": "revealed", "missed": []}]
    assert [s.answer({**row, **t}).result(timeout=10) for t in tries] == ["kept"] * 3
    [kept] = s.rows("c")
    assert (kept["nickname"], kept["outcome"], kept["missed"], kept["steps"]) == \
        ("Annie", "wrong", "平和", "count")  # the first answer's outcome, the last nickname
    assert (kept["tries"], kept["later_right"]) == (3, 1)  # right once: stays marked
    s.close()


def test_the_log_is_bounded():
    import logging

    bound = server.BoundedLog(per_minute=5)
    records = [logging.LogRecord("x", logging.WARNING, "", 0, "m", None, None) for _ in range(100)]
    assert sum(bound.filter(r) for r in records) == 5
