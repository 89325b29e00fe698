"""The classroom app as a teacher starts it: ``make app APP_ARGS="--no-browser --port=N
--Voila.ip=127.0.0.1"``, then the page at that port's root URL in Chromium (loopback only).

The page shows no code and asks nothing of any host but 127.0.0.1; clicking fourteen tiles into
the hand builder ends with the score mjlib gives that hand; the drill section shows the drill
(or, with an mjlib that has none, says so); the sandbox lists the waits of a typed hand. A bad
address says why above a working default drill; closing the page stops its kernel. Over raw HTTP
and the kernel's websocket: a path leaving a folder is 403 or 404, never 500; a page can neither
run code on its kernel nor restart it. With ``?lang=zh`` the classroom page and the teacher's
page are Chinese alone, and answer clicks as in English (screenshots in artifacts/app).
"""

from __future__ import annotations

import socket
import time
from urllib.parse import urlparse

import pytest

import mjlib
import mjlib.widgets
from support_site import (ARTIFACTS, ROOT, Watch, app_client, chromium, english, free_port,
                          make_server, require_browser, whole_page_screenshot)

CLICKS = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "E", "E", "E", "5p", "5p"]
HAND = "123456789mEEE5p5p"
SANDBOX_HAND = "1112345678999m"  # nine gates: every tile of the suit completes it
TEACHER_KEY = "a-key-for-the-app-test"
APP_ARTIFACTS = ROOT / "artifacts" / "app"  # the pages in Chinese, for a Chinese reader to look at


def wait_for_port(port: int, proc, log, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while True:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        if proc.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"make app did not listen on {port}:\n{log.read_text()[-3000:]}")
        time.sleep(0.25)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    require_browser()
    tmp = tmp_path_factory.mktemp("app")
    port = free_port()
    args = (f"--no-browser --port={port} --Voila.ip=127.0.0.1 "
            f"--ClassroomVoila.results_dir={tmp / 'results'} "
            f"--ClassroomVoila.teacher_key={TEACHER_KEY}")
    with make_server("app", "APP_ARGS", args, tmp) as (proc, log):
        wait_for_port(port, proc, log)
        yield f"http://127.0.0.1:{port}/"


def test_app_page_without_code_and_a_click_updates_the_score(app):
    expected = mjlib.score(HAND)
    waits = mjlib.waits(SANDBOX_HAND)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 1200, "height": 1800})
        watch = Watch(page)
        t0 = time.monotonic()
        page.goto(app)
        palette = ".mj-builder .mj-palette"
        page.locator(f"{palette}.mj-t-1m").wait_for(timeout=90_000)
        loaded = time.monotonic() - t0
        try:
            assert page.locator(".jp-InputArea-editor, .jp-CodeMirrorEditor").count() == 0
            assert "import" not in page.locator("body").inner_text()
            status = page.locator(".mj-builder .mj-status-box")
            for i, tile in enumerate(CLICKS, start=1):
                page.locator(f"{palette}.mj-t-{tile}").click()
                page.wait_for_function("n => document.querySelectorAll("
                                       "'.mj-builder .mj-hand .mj-tile').length === n",
                                       arg=i, timeout=30_000)
            status.get_by_text(f"Total 合计 {expected.total} fans").wait_for(timeout=30_000)

            if hasattr(mjlib.widgets, "Drill"):  # the default drill: chows, seed 42
                page.locator(".mjlib-drill").get_by_text(f"Drill: {mjlib.FAMILIES['chows'].zh}").first.wait_for()
            else:
                page.locator(".classroom-no-drill").wait_for()

            box = page.locator(".classroom-sandbox input[type=text]")
            box.fill(SANDBOX_HAND)
            box.press("Enter")
            page.get_by_text(f"waits on {len(waits)} tile(s)").wait_for(timeout=30_000)
            assert page.locator("table.classroom-waits tr").count() == len(waits) + 1
            page.screenshot(path=str(ARTIFACTS / "app.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "app_failed.png"), full_page=True)
            raise
    assert not watch.problems(), watch.problems()
    print(f"app page ready in {loaded:.1f} s")


def test_the_address_chooses_the_drill(app):
    if not hasattr(mjlib.widgets, "Drill"):
        pytest.skip("this mjlib has no mjlib.widgets.Drill (the page says so; checked above)")
    with chromium() as browser:
        # one page per address, as a student opens it
        page = browser.new_page(viewport={"width": 1200, "height": 1800})
        watch = Watch(page)
        page.goto(app + "?family=pungs&seed=7")
        page.locator(".mjlib-drill").get_by_text(f"Drill: {mjlib.FAMILIES['pungs'].zh}").first.wait_for(
            timeout=90_000)
        wrong = browser.new_page()
        watch_wrong = Watch(wrong)
        wrong.goto(app + "?family=nonsense")
        wrong.locator(".classroom-error").get_by_text("family='nonsense'").wait_for(timeout=90_000)
        problems = watch.problems() + watch_wrong.problems()
    assert not problems, problems


KERNEL_ID_JS = "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"


def test_a_bad_address_shows_why_above_a_working_default_drill(app):
    if not hasattr(mjlib.widgets, "Drill"):
        pytest.skip("this mjlib has no mjlib.widgets.Drill")
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 1200, "height": 1800})
        watch = Watch(page)
        # a superscript two (a digit to str.isdigit, not to int), and a template Voilà would
        # have looked for, never finishing the page
        page.goto(app + "?seed=%C2%B2&template=nonexistent")
        try:
            error = page.locator(".classroom-error")
            error.wait_for(timeout=90_000)
            said = error.inner_text()
            assert "seed='²' in the address is not a whole number" in said
            assert "'template' in the address is not one of its parameters" in said
            assert "default drill instead (family=chows, seed=42, level=2)" in said
            drill = page.locator(".mjlib-drill")
            drill.get_by_text(f"Drill: {mjlib.FAMILIES['chows'].zh}").first.wait_for()
            drill.get_by_text("第 1 / 10 手").wait_for()
            drill.get_by_role("button", name="下一手 Next").click()  # the drill answers
            drill.get_by_text("第 2 / 10 手").wait_for(timeout=30_000)
            assert page.get_by_text("There was an error").count() == 0
            page.screenshot(path=str(ARTIFACTS / "app_bad_address.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "app_bad_address_failed.png"), full_page=True)
            raise
    assert not watch.problems(), watch.problems()


def test_closing_the_page_stops_its_kernel(app):
    with chromium() as browser:
        # no Watch here: a request Playwright routes is dropped when the page sends it while
        # unloading, as this one is (the other tests check that nothing leaves loopback)
        page = browser.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(app)
        page.locator(".mj-builder .mj-palette.mj-t-1m").wait_for(timeout=90_000)
        kernel_id = page.evaluate(KERNEL_ID_JS)
        assert app_client.kernel_model(app, kernel_id)["connections"] == 1
        page.goto("about:blank")  # the page asks the server to stop its kernel as it goes
        deadline = time.monotonic() + 20
        while app_client.kernel_model(app, kernel_id) is not None:
            assert time.monotonic() < deadline, "the kernel of a closed page is still running"
            time.sleep(0.25)
    assert not errors, errors


ESCAPES = ["../../../etc/passwd", "..%2f..%2f..%2fetc%2fpasswd",
           "%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", "%2e%2e/%2e%2e/%2e%2e/etc/passwd",
           "..%5c..%5c..%5cetc%5cpasswd", "%252e%252e%252f%252e%252e%252fetc%252fpasswd",
           "..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd", "..%2f..%2fclassroom.py",
           "%2e%2e", "%00", "%0d%0aX:y"]
FOLDERS = ["voila/templates/classroom/static/", "voila/templates/", "voila/static/",
           "voila/files/", "voila/labextensions/", "voila/api/themes/", ""]


def test_a_path_leaving_its_folder_is_403_or_404_never_500(app):
    style = app_client.request(app, "GET", "/voila/templates/classroom/static/voila-style.js")
    assert style.status == 200  # the template's own static file is served
    answers = {}
    for folder in FOLDERS:
        for escape in ESCAPES:
            path = "/" + folder + escape
            r = app_client.request(app, "GET", path, timeout=30)
            if r.status in (301, 302):  # the page's route sends other paths to voila/files
                r = app_client.request(app, "GET", urlparse(r.headers["Location"]).path,
                                       timeout=30)
            assert "root:" not in r.text, path
            answers[path] = r.status
    wrong = {path: status for path, status in answers.items() if status not in (403, 404)}
    assert not wrong, wrong


def open_kernel(app, source: str):
    """A page loaded from ``source`` (a loopback address, so that it does not count against
    127.0.0.1's new pages a minute) and its kernel's websocket."""
    page = app_client.load_page(app, source=source)
    assert page.status == 200 and page.kernel_id, page.text[-2000:]
    return page.kernel_id, app_client.KernelSocket(app, page.kernel_id)


def test_a_page_cannot_run_code_on_its_kernel(app, tmp_path):
    _kernel_id, ws = open_kernel(app, "127.0.0.21")
    ran = tmp_path / "ran"
    try:
        run = ws.send("execute_request", {"code": f"open({str(ran)!r}, 'w').close()",
                                          "silent": False, "store_history": False,
                                          "user_expressions": {}, "allow_stdin": False})
        # the kernel answers on this channel in order: had it run the code, it would have
        # answered the execute_request first
        info, before = ws.until_reply(ws.send("kernel_info_request", {}))
    finally:
        ws.close()
    assert info is not None, "the kernel did not answer"
    assert not [m for m in before if m["parent_header"].get("msg_id") == run], before
    assert not ran.exists()


def test_a_page_cannot_restart_its_kernel(app):
    kernel_id, ws = open_kernel(app, "127.0.0.22")
    try:
        widgets = ws.reply(ws.send("comm_info_request", {}))["content"]["comms"]
        assert len(widgets) > 10  # the builder's, the drill's, the sandbox's
        ask = ws.send("shutdown_request", {"restart": True}, channel="control")
        answers = [m for m in ws.messages(3) if m["parent_header"].get("msg_id") == ask]
        assert not answers, answers  # Voilà would have passed it on, and the kernel restarted
        after = ws.reply(ws.send("comm_info_request", {}))
    finally:
        ws.close()
    assert after is not None and after["content"]["comms"] == widgets
    assert app_client.kernel_model(app, kernel_id) is not None


def test_the_classroom_page_in_chinese(app):
    expected = mjlib.score(HAND)
    waits = mjlib.waits(SANDBOX_HAND)
    APP_ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 1200, "height": 1800})
        watch = Watch(page)
        page.goto(app + "?lang=zh")
        palette = ".mj-builder .mj-palette"
        page.locator(f"{palette}.mj-t-1m").wait_for(timeout=90_000)
        try:
            page.locator(".mjlib-entry").wait_for(timeout=60_000)  # the last section is there
            headings = [h.strip() for h in page.locator(".classroom-section h1, "
                                                        ".classroom-section h2").all_inner_texts()]
            assert headings == ["国标麻将课堂", "摆牌器", "随堂练习", "沙盒：和哪几张？", "番种速查"]
            page.get_by_role("button", name="算番", exact=True).wait_for()
            page.get_by_role("button", name="清空", exact=True).wait_for()
            page.locator(".mjlib-drill").get_by_text(
                f"练习：{mjlib.FAMILIES['chows'].zh}").first.wait_for()
            status = page.locator(".mj-builder .mj-status-box")
            for i, tile in enumerate(CLICKS, start=1):
                page.locator(f"{palette}.mj-t-{tile}").click()
                page.wait_for_function("n => document.querySelectorAll("
                                       "'.mj-builder .mj-hand .mj-tile').length === n",
                                       arg=i, timeout=30_000)
            status.get_by_text(f"合计{expected.total}番：已达8番起和").wait_for(timeout=30_000)
            box = page.locator(".classroom-sandbox input[type=text]")
            box.fill(SANDBOX_HAND)
            box.press("Enter")
            page.get_by_text(f"{SANDBOX_HAND} 听{len(waits)}张：").wait_for(timeout=30_000)
            text = page.locator("body").inner_text()
            assert "Total" not in text and "fans" not in text and "胡" not in text
            assert english(text) is None, english(text)
            whole_page_screenshot(page, APP_ARTIFACTS / "classroom_zh.png")
        except Exception:
            page.screenshot(path=str(APP_ARTIFACTS / "classroom_zh_failed.png"), full_page=True)
            raise
    assert not watch.problems(), watch.problems()


def test_the_teachers_page_in_chinese(app):
    APP_ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 1400, "height": 1600})
        watch = Watch(page)
        page.goto(app + f"teacher?key={TEACHER_KEY}&lang=zh")
        try:
            reveal = page.get_by_role("button", name="揭晓", exact=True)
            reveal.wait_for(timeout=90_000)
            assert urlparse(page.url).path == "/teacher" and urlparse(page.url).query == "lang=zh"
            page.get_by_text("国标麻将教师页").wait_for()
            link = page.locator(".mj-teacher-link a.mj-link")
            assert link.inner_text().endswith("?family=chows&seed=42&level=2&lang=zh")
            page.get_by_text("第 1 / 10 手").wait_for()
            reveal.click()
            page.locator('.mj-step[data-step="read"]').get_by_text("拆法：").wait_for(
                timeout=30_000)
            page.get_by_role("button", name="全部揭晓", exact=True).click()
            page.locator(".mj-teacher-total").get_by_text("合计：").wait_for(timeout=30_000)
            page.get_by_text("还没有答案").wait_for()
            text = page.locator("body").inner_text()
            assert "Reveal" not in text and "answers" not in text and "所选组合" not in text
            assert english(text) is None, english(text)
            whole_page_screenshot(page, APP_ARTIFACTS / "teacher_zh.png")
        except Exception:
            page.screenshot(path=str(APP_ARTIFACTS / "teacher_zh_failed.png"), full_page=True)
            raise
    assert not watch.problems(), watch.problems()
