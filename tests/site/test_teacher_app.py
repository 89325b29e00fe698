"""The teacher's page served (``make app`` with a teacher's key and a scratch results folder),
over raw HTTP and the kernels' websockets: refused without the key (no kernel started), opened
with it (the key leaves the address, a cookie stays); a student's answer reaches the store, and
neither a student's page nor the teacher's can run code on its kernel."""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
import time

import pytest

from tests.site.support_site import app_client, free_port, make_server

KEY = "a-teachers-key-for-the-test"
STUDENT = "127.0.0.41"


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("teacher_app")
    port = free_port()
    folder = tmp / "results"
    site = tmp / "site"
    (site / "zh").mkdir(parents=True)
    (site / "index.html").write_text("<h1>the course</h1>", encoding="utf-8")
    (site / "zh" / "04b-score-big-chow-fans.html").write_text("<h1>序数牌系列</h1>", encoding="utf-8")
    (tmp / "secret.txt").write_text("not the site's", encoding="utf-8")
    args = (f"--no-browser --port={port} --Voila.ip=127.0.0.1 "
            f"--ClassroomVoila.teacher_key={KEY} --ClassroomVoila.results_dir={folder} "
            f"--ClassroomVoila.site_dir={site}")
    with make_server("app", "APP_ARGS", args, tmp) as (proc, log):
        try:
            app_client.wait_for_port(port, proc, 60)
        except RuntimeError as e:
            pytest.fail(f"{e}:\n{log.read_text()[-3000:]}")
        yield f"http://127.0.0.1:{port}/", proc, folder / "answers.sqlite", log


def heading(text: str) -> str:
    found = re.search(r"<h1>(.*?)</h1>", text, re.S)
    return found.group(1).strip() if found else ""


def kernels(proc) -> int:
    return len(app_client.server_processes(proc.pid)["kernels"])


def test_the_app_prints_the_teachers_address_with_its_key(app):
    _base, _proc, _db, log = app
    deadline = time.monotonic() + 30
    while "The teacher's page" not in log.read_text():
        assert time.monotonic() < deadline, log.read_text()[-2000:]
        time.sleep(0.2)
    assert re.search(r"The teacher's page .*: http://127\.0\.0\.1:\d+/teacher\?key=" + KEY,
                     log.read_text())


@pytest.mark.parametrize("path, headers", [
    ("/teacher", {}),
    ("/teacher?key=wrong", {}),
    ("/teacher?key=", {}),
    (f"/teacher?key={KEY[:-1]}", {}),
    ("/teacher", {"Cookie": "mjlib-teacher=wrong"}),
    ("/teacher", {"Cookie": f"other={KEY}"}),
])
def test_the_teachers_page_is_refused_without_the_key_and_starts_no_kernel(app, path, headers):
    base, proc, _db, _log = app
    before = kernels(proc)
    r = app_client.request(base, "GET", path, source=STUDENT, headers=headers)
    assert r.status == 403, (path, r.status)
    assert heading(r.text) == "This page is the teacher's"
    assert "kernelId" not in r.text and "mj-teacher" not in r.text
    assert kernels(proc) == before


@pytest.mark.parametrize("path", ["/teacher.ipynb", "/voila/render/teacher.ipynb",
                                  "/voila/files/teacher.ipynb", "/voila/files/teacher.py",
                                  "/voila/files/class_results.py", "/teacher/", "/teacher/x",
                                  "/voila/tree", "/api/kernels", "/api/sessions"])
def test_no_other_path_gives_the_teachers_page_or_the_answers(app, path):
    base, _proc, _db, _log = app
    r = app_client.request(base, "GET", path, source=STUDENT, timeout=60)
    for _ in range(3):  # the students' page sends other paths to voila/files
        if r.status not in (301, 302):
            break
        r = app_client.request(base, "GET", r.headers["Location"], source=STUDENT, timeout=60)
    assert r.status in (403, 404, 405), (path, r.status)
    assert "TeacherPage" not in r.text and "answers.sqlite" not in r.text


def test_the_key_opens_the_teachers_page_then_leaves_the_address(app):
    base, _proc, _db, _log = app
    r = app_client.request(base, "GET", f"/teacher?key={KEY}")
    assert r.status == 302 and r.headers["Location"] == "/teacher"
    cookie = r.headers["Set-Cookie"]
    assert cookie.startswith(f"mjlib-teacher={KEY};") and "HttpOnly" in cookie
    assert "SameSite=Strict" in cookie
    page = app_client.request(base, "GET", "/teacher",
                              headers={"Cookie": cookie.split(";")[0]})
    assert page.status == 200
    kernel_id = app_client.KERNEL_ID.search(page.text).group(1)
    ws = app_client.WidgetClient(base, kernel_id, timeout=60)
    try:
        assert ws.find("ButtonModel", "mj-teacher-reveal")
        ran = ws.send("execute_request", {"code": "1/0", "silent": False,
                                          "store_history": False, "user_expressions": {},
                                          "allow_stdin": False})
        info, before = ws.until_reply(ws.send("kernel_info_request", {}))
    finally:
        ws.close()
    assert info is not None
    assert not [m for m in before if m["parent_header"].get("msg_id") == ran]


def test_a_students_answer_reaches_the_store_and_the_page_cannot_read_it(app, tmp_path):
    base, _proc, db, _log = app
    page = app_client.load_page(base, query="family=chows&seed=42&level=2", source=STUDENT)
    assert page.status == 200 and page.kernel_id
    ws = app_client.WidgetClient(base, page.kernel_id, timeout=60)
    leaked = tmp_path / "leaked"
    try:
        checks = [m for m, s in ws.states.items() if ws.model_names[m] == "ButtonModel"
                  and "Check" in str(s.get("description", ""))]
        assert checks, "the drill has no Check button"
        ws.click(checks[0])  # nothing ticked: an answer all the same
        deadline = time.monotonic() + 30
        while True:
            with contextlib.closing(sqlite3.connect(db)) as conn:
                got = conn.execute("SELECT family, seed, level, hand_index, correct "
                                   "FROM answers").fetchall()
            if got or time.monotonic() > deadline:
                break
            time.sleep(0.25)
        assert got == [("chows", "42", 2, 0, 0)]
        # the page's own code only records; code sent from the page is refused
        read = (f"import sqlite3; rows = sqlite3.connect({str(db)!r}).execute('SELECT * FROM "
                f"answers').fetchall(); open({str(leaked)!r}, 'w').write(repr(rows))")
        ran = ws.send("execute_request", {"code": read, "silent": False,
                                          "store_history": False, "user_expressions": {},
                                          "allow_stdin": False})
        info, before = ws.until_reply(ws.send("kernel_info_request", {}))
    finally:
        ws.close()
    assert info is not None
    assert not [m for m in before if m["parent_header"].get("msg_id") == ran]
    assert not leaked.exists()


def test_the_teachers_page_in_chinese_keeps_its_language_when_the_key_leaves(app):
    base, _proc, _db, _log = app
    r = app_client.request(base, "GET", f"/teacher?key={KEY}&lang=zh")
    assert r.status == 302 and r.headers["Location"] == "/teacher?lang=zh"
    cookie = r.headers["Set-Cookie"].split(";")[0]
    page = app_client.request(base, "GET", "/teacher?lang=zh", headers={"Cookie": cookie})
    title = json.dumps("国标麻将教师页")[1:-1]  # the page holds its outputs as JSON
    assert page.status == 200 and title in page.text
    assert "Chinese Official Mahjong" not in page.text
    kernel_id = app_client.KERNEL_ID.search(page.text).group(1)
    ws = app_client.WidgetClient(base, kernel_id, timeout=60)
    try:
        reveal = ws.find("ButtonModel", "mj-teacher-reveal")
        assert ws.states[reveal]["description"] == "揭晓"
        links = [s["value"] for m, s in ws.states.items()
                 if "mj-teacher-link" in s.get("_dom_classes", ())]
        assert len(links) == 1 and "level=2&amp;lang=zh" in links[0]  # the students' link
    finally:
        ws.close()


def test_the_app_serves_the_course_site_the_teachers_links_open(app):
    base, _proc, db, _log = app
    site = db.parent.parent / "site"
    for path, says in [("/course/", "the course"), ("/course/index.html", "the course"),
                       ("/course/zh/04b-score-big-chow-fans.html", "序数牌系列")]:
        r = app_client.request(base, "GET", path, source=STUDENT)
        assert r.status == 200 and says in r.text, (path, r.status)
    for path in ["/course/../secret.txt", "/course/%2e%2e/secret.txt", "/course/zh/../../secret.txt",
                 "/course/nothing.html"]:
        r = app_client.request(base, "GET", path, source=STUDENT)
        assert r.status in (403, 404) and "not the site's" not in r.text, (path, r.status)
    (site / "index.html").rename(site / "index.away")  # a site not built: how to build it
    try:
        r = app_client.request(base, "GET", "/course/zh/04b-score-big-chow-fans.html",
                               source=STUDENT)
        assert r.status == 404 and "make book" in r.text
    finally:
        (site / "index.away").rename(site / "index.html")
