"""The classroom app's server: Voilà with the limits a class needs. ``make app`` runs this file
(``python app/classroom_server.py app/classroom.ipynb [Voilà options]``); every Voilà option works
as with ``voila``, and the settings are read from ``app/voila.json`` next to this file.

- :class:`ClassroomKernelManager` (Voilà's kernel manager plus three rules): at most
  ``max_kernels`` kernels at once, a page load beyond it is answered "The class is full" (503)
  and starts no kernel; at most ``sessions_per_minute`` new pages per client address in any
  minute (429); a page may not shut down or restart its own kernel (Voilà lets it send
  ``shutdown_request``, which would leave the page with a bare kernel and no widgets).
- :class:`TemplateStaticHandler` the template's static files, answering 404 to a path that
  leaves them (Voilà's own handler answers 500); :class:`PageHandler` Voilà's page, sending any
  other path to Voilà's file handler with the path escaped (Voilà's puts a control character
  of the path into a header, an error: 500).
- :func:`admit_page` Voilà's ``prelaunch_hook``: the two limits above, and the cookie the page
  needs to stop its kernel when it is closed (without it Voilà's page asks and is refused).

- :class:`TeacherHandler` the teacher's page (``teacher.ipynb``) at ``/teacher``, served only
  with the teacher's key: the address ``/teacher?key=...`` printed when the app starts (or
  ``ClassroomVoila.teacher_key``) sets a cookie and leads to ``/teacher`` (keeping the rest of
  the address: ``&lang=zh`` gives ``/teacher?lang=zh``), so the key does not stay on a
  projected address bar; without the key or the cookie the page is refused (403) and
  starts no kernel. A key rather than "served to 127.0.0.1 only": the teacher may open the page
  from another machine (a laptop at the projector), and a student on the teacher's machine
  (or behind the same proxy) would pass an address check.
- :class:`CourseHandler` the course site (``make book``'s ``site/``, or ``ClassroomVoila.site_dir``)
  at ``/course/``, so the teacher's page links each fan to the lesson that teaches it
  (``/course/04b-score-big-chow-fans.html#清龙-Pure-Straight-(16)``, ``/course/zh/...`` on the
  Chinese page); without the site a page says how to build it (404); a path leaving the folder
  is refused as tornado's static handler refuses it (403 or 404).
- The class's answers are kept in ``ClassroomVoila.results_dir`` (app/class_results.py); the
  kernels are told the folder, and the teacher's page the address students open, in their
  environment.

Idle kernels, with their page open or not, are stopped by jupyter_server's own culler
(``MappingKernelManager.cull_idle_timeout``, ``cull_interval``, ``cull_connected``, set in
voila.json). The pages for 503 and 429 are templates: ``voila/templates/classroom/503.html``,
``429.html``.
"""

from __future__ import annotations

import collections
import hmac
import os
import secrets
import socket
import sys
import time
import urllib.parse
import uuid
from pathlib import Path

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import url_path_join
from tornado.web import HTTPError, StaticFileHandler
from tornado.ioloop import IOLoop
from traitlets import Integer, Unicode, default
from voila.app import Voila
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import class_results  # noqa: E402  (app/ is a folder of scripts)

TEACHER_PAGE = "teacher.ipynb"
COURSE_PATH = "/course/"  # the course site's pages, for the teacher page's links (teacher.py)
TEACHER_PATH = "/teacher"
TEACHER_COOKIE = "mjlib-teacher"
STUDENT_URL_VARIABLE = "MJLIB_CLASSROOM_URL"  # the address students open, for the teacher's page

# Message types Voilà lets a page send that the classroom refuses: a shutdown_request (or a
# restart) leaves the page with a bare kernel and no widgets. Closing the page still stops its
# kernel: that goes through Voilà's /voila/api/shutdown, not the kernel's websocket.
REFUSED_MESSAGE_TYPES = ("shutdown_request",)

MINUTE = 60.0


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Voilà's kernel manager with a cap on running kernels and on new pages per client."""

    max_kernels = Integer(0, config=True, help="""At most this many kernels at once (0: no
        limit). A page load beyond it is answered 503, "The class is full", and starts none.""")
    sessions_per_minute = Integer(0, config=True, help="""At most this many new pages (each a
        kernel) per client address in any minute (0: no limit); beyond it a page load is
        answered 429, "Too many new pages".""")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._starting: set[str] = set()
        self._recent: dict[str, collections.deque] = {}  # address -> times of its new pages
        if not self.allowed_message_types:  # an empty list would let every message through
            raise ValueError("the classroom app needs Voilà's list of allowed message types")
        self.allowed_message_types = [t for t in self.allowed_message_types
                                      if t not in REFUSED_MESSAGE_TYPES]

    def kernels_in_use(self) -> int:
        """Kernels running or starting."""
        return len(set(self.list_kernel_ids()) | self._starting)

    def check_room(self) -> None:
        """HTTPError 503 when ``max_kernels`` kernels are running or starting."""
        n = self.kernels_in_use()
        if 0 < self.max_kernels <= n:
            raise HTTPError(503, "the class is full: %d kernels (max_kernels)", n)

    def admit(self, client: str, now: float | None = None) -> None:
        """A new page for ``client`` (an address): HTTPError 503 if the class is full, 429 if
        this address had ``sessions_per_minute`` new pages in the last minute; otherwise it is
        counted."""
        self.check_room()
        if self.sessions_per_minute <= 0:
            return
        now = time.monotonic() if now is None else now
        for address in list(self._recent):  # forget what is older than a minute
            times = self._recent[address]
            while times and times[0] <= now - MINUTE:
                times.popleft()
            if not times:
                del self._recent[address]
        times = self._recent.setdefault(client, collections.deque())
        if len(times) >= self.sessions_per_minute:
            raise HTTPError(429, "%s opened %d pages in the last minute (sessions_per_minute)",
                            client, len(times))
        times.append(now)

    async def start_kernel(self, *, kernel_id=None, **kwargs):
        if kernel_id is not None and kernel_id in self:
            return await super().start_kernel(kernel_id=kernel_id, **kwargs)
        self.check_room()  # counts the kernels still starting: no await since the check
        kernel_id = kernel_id or str(uuid.uuid4())
        self._starting.add(kernel_id)
        try:
            return await super().start_kernel(kernel_id=kernel_id, **kwargs)
        finally:
            self._starting.discard(kernel_id)


def admit_page(handler, notebook, cwd):
    """Voilà's prelaunch_hook: called for each page load before its kernel is started."""
    handler.kernel_manager.admit(handler.request.remote_ip)
    # Voilà's page sends this cookie's value when it is closed, asking the server to stop its
    # kernel; Voilà never sets it, so that request is refused (403) and the kernel stays.
    handler.xsrf_token  # noqa: B018 (reading it sets the cookie)


class TemplateStaticHandler(TemplateStaticFileHandler):
    """Voilà's template static files (``<template>/static/<path>``); any other path, one that
    leaves the folder included, is answered 404. Voilà's handler answers such paths with an
    AssertionError (500), though it reads no file."""

    def parse_url_path(self, url_path: str) -> str:
        parts = url_path.split("/")
        if (len(parts) < 3 or parts[1] != "static"
                or any(p in ("", ".", "..") or "\\" in p or "\0" in p for p in parts)):
            raise HTTPError(404)
        return super().parse_url_path(url_path)


class PageHandler(TornadoVoilaHandler):
    """Voilà's page; a path after it (``/x``) is sent to ``/voila/files/x``, escaped."""

    def redirect_to_file(self, path):
        self.redirect(url_path_join(self.base_url, "voila", "files", urllib.parse.quote(path)))


class TeacherHandler(PageHandler):
    """The teacher's page, for the holder of the teacher's key only (see the module's doc)."""

    def initialize(self, teacher_key: str, student_host: str, **kwargs):
        super().initialize(**kwargs)
        self.teacher_key = teacher_key
        self.student_host = student_host

    async def get(self, path=None):
        here = url_path_join(self.base_url, TEACHER_PATH)
        given = self.get_query_argument("key", None)
        if given is not None:
            if not hmac.compare_digest(given.encode(), self.teacher_key.encode()):
                raise HTTPError(403, "a wrong teacher's key")
            self.set_cookie(TEACHER_COOKIE, self.teacher_key, path=here, httponly=True,
                            samesite="Strict")
            rest = [(k, v) for k, v in urllib.parse.parse_qsl(self.request.query,
                                                              keep_blank_values=True)
                    if k != "key"]  # the page's language (lang=zh) stays in the address
            self.redirect(here + (f"?{urllib.parse.urlencode(rest)}" if rest else ""))
            return
        cookie = self.get_cookie(TEACHER_COOKIE) or ""
        if not hmac.compare_digest(cookie.encode(), self.teacher_key.encode()):
            raise HTTPError(403, "the teacher's page without the teacher's key")
        # the port the teacher reached is the app's; students open the same port
        port = self.request.host.rpartition(":")[2] if ":" in self.request.host else "80"
        os.environ[STUDENT_URL_VARIABLE] = f"http://{self.student_host}:{port}{self.base_url}"
        return await super().get(path)


class CourseHandler(StaticFileHandler):
    """The course site's files; without a built site, a page saying how to make it."""

    def validate_absolute_path(self, root, absolute_path):
        if not Path(root, "index.html").is_file():
            raise HTTPError(404, "the course site is not built")
        return super().validate_absolute_path(root, absolute_path)

    def write_error(self, status_code, **kwargs):
        if status_code == 404 and not Path(self.root, "index.html").is_file():
            self.finish("<!doctype html><meta charset=utf-8><title>mjlib</title><p>The course site "
                        "is not built yet: run <code>make book</code> in the project, then reload. "
                        "课程网页尚未生成：请在项目中运行 <code>make book</code>，再刷新本页。</p>")
            return
        super().write_error(status_code, **kwargs)


def lan_address() -> str:
    """This machine's address on its network (the one a route to the outside leaves from; no
    packet is sent), or 127.0.0.1 when it has none."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: connecting a UDP socket sends nothing
            return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"


def absolute_python_path() -> None:
    """PYTHONPATH's folders made absolute (from where the app was started): the kernels run in
    the notebook's folder (app/), where ``PYTHONPATH=.`` would name app/ and not the checkout
    whose mjlib the app was started with."""
    value = os.environ.get("PYTHONPATH")
    if value:
        os.environ["PYTHONPATH"] = os.pathsep.join(str(Path(p).resolve()) if p else p
                                                   for p in value.split(os.pathsep))


class ClassroomVoila(Voila):
    """Voilà with the classroom's kernel manager, its prelaunch hook, its handlers and the
    teacher's page; settings from voila.json next to this file, then the command line."""

    results_dir = Unicode("~/.mjlib-classroom", config=True, help="""The folder of the class's
        answers (answers.sqlite, made if need be); the teacher's page reads them, and clears a
        drill's.""")
    teacher_key = Unicode("", config=True, help="""The key of the teacher's page (/teacher?key=
        ...); empty: a new random one each time the app starts, printed with the address.""")
    site_dir = Unicode(str(HERE.parent / "site"), config=True, help="""The course site (make
        book's site/) served at /course/, which the teacher's page links each fan's lesson to.""")
    student_host = Unicode("", config=True, help="""The host name or address students reach this
        machine at, for the link and the QR code on the teacher's page; empty: this machine's
        network address when the app listens on every interface (--Voila.ip=0.0.0.0), else the
        address it listens on.""")

    @default("config_file_paths")
    def _config_file_paths_default(self):
        return [str(HERE)]

    def initialize(self, argv=None):
        super().initialize(argv)
        self.voila_configuration.multi_kernel_manager_class = ClassroomKernelManager
        self.voila_configuration.prelaunch_hook = admit_page
        if not self.teacher_key:
            self.teacher_key = secrets.token_urlsafe(18)
        if not self.student_host:
            self.student_host = lan_address() if self.ip in ("", "0.0.0.0", "::") else self.ip
        folder = Path(self.results_dir).expanduser().resolve()
        class_results.store(folder)
        os.environ[class_results.FOLDER_VARIABLE] = str(folder)
        absolute_python_path()

    def init_handlers(self):
        ours = {TemplateStaticFileHandler: TemplateStaticHandler, TornadoVoilaHandler: PageHandler}
        handlers = [(route, ours.get(handler, handler), *rest)
                    for route, handler, *rest in super().init_handlers()]
        page = next(i for i, h in enumerate(handlers) if h[1] is PageHandler)
        settings = dict(handlers[page][2], notebook_path=TEACHER_PAGE,
                        teacher_key=self.teacher_key, student_host=self.student_host)
        # before the page's own route, which takes every other path
        handlers.insert(page, (url_path_join(self.server_url, TEACHER_PATH), TeacherHandler,
                               settings))
        course = url_path_join(self.server_url, COURSE_PATH)
        handlers.insert(page, (course + "(.*)", CourseHandler,
                               {"path": str(Path(self.site_dir).expanduser().resolve()),
                                "default_filename": "index.html"}))
        return handlers

    def start(self):
        IOLoop.current().add_callback(self.announce)
        super().start()

    def announce(self):
        """Print the teacher's address, once the app listens (its port is known then)."""
        host = "127.0.0.1" if self.ip in ("", "0.0.0.0", "::") else self.ip
        url = f"http://{host}:{self.port}{url_path_join(self.base_url, TEACHER_PATH)}"
        print(f"\nThe teacher's page (keep this address to yourself): {url}?key="
              f"{self.teacher_key}\nThe class's answers: "
              f"{os.environ[class_results.FOLDER_VARIABLE]}\n", flush=True)


if __name__ == "__main__":
    ClassroomVoila.launch_instance()
