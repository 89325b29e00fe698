"""The classroom server (tornado): the students' browsers run mjlib (the course site's live drill,
Pyodide); this server serves files and keeps the class's answers.

Pages: ``/`` the student's page (``?class=NAME``; ``&lang=zh`` for Chinese), ``/teacher`` the
teacher's projector page (the teacher's key needed), ``/site/...`` the built course site (its
Python runtime, its scripts, its lessons). The JSON API:

- ``GET /api/class?class=NAME`` the class's drill and the hand the teacher shows (what a
  student's page follows, by polling);
- ``POST /api/answer`` one try of a student page: the class, the page's random id, its
  nickname, the drill, the hand's index and text, the fans ticked with their counts, the total,
  whether Show answer was pressed. The server grades it again with mjlib (the outcome kept is
  mjlib's, not the page's word) and keeps it (:mod:`app.store`). Anything not well formed gets a
  400 with its reason;
- the teacher's (key needed): ``GET /api/teacher/state``, ``POST /api/teacher/class`` (make a
  class, choose its drill, a typed hand or a lesson's worked example, move to a hand),
  ``POST /api/teacher/reset``, ``GET /teacher/export.csv``.

A refusal (400, 403, 404, 429) is ``{"error": reason}``, the reason in English, or in Chinese
when the request's address has ``lang=zh`` (as the Chinese pages send it); every reason is in
:data:`app.words.REASONS`. A file of the site refused (404, 429) gets the same reason as plain
text, in Chinese for a file of the Chinese edition.

The teacher's key stays the same across restarts: given on the command line, or kept in the
results folder (``teacher.key``, mode 0600). It is exchanged for a signed cookie: the address
printed at start carries a one-time token (used once, then void), or the key is typed into the
form at ``/teacher/login``. Requests are rate-limited per address (a flood is refused with 429,
not queued); the teacher's signed-in requests are not, so students cannot lock the teacher out.
The logs are bounded: a few lines a minute at most.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import html.parser
import json
import logging
import re
import secrets
import time
import urllib.parse
from collections import OrderedDict
from pathlib import Path
from typing import Any

import tornado.web

from mjlib.practice import deal
from mjlib.course.lessons import LESSONS
from mjlib.errors import HandError
from mjlib.practice.exercise import EVERYDAY_ID, ExerciseModel, answer_form
from mjlib.practice.drill import DrillModel
from mjlib.fans import ALL_FAMILIES, BY_ZH, FAMILIES
from mjlib.vocabulary import Both, writing

from . import store as answers
from .words import reason, say, table

HERE = Path(__file__).resolve().parent
KEY_FILE = "teacher.key"
COOKIE = "mjlib_teacher"
MAX_BODY = 16_384  # bytes of one request's body
MAX_NAME = 40  # characters of a class's name
NICKNAME_LENGTH = 20
HANDS = 10  # hands in a class's drill
MAX_FANS = len(BY_ZH)
STUDENT_ID = re.compile(r"^[A-Za-z0-9_-]{8,40}$")
CLASS_NAME = re.compile(r"^[\w\- .]{1,40}$")
MAX_PAGES_PER_ADDRESS = 60  # student pages one address may answer for, per class
log = logging.getLogger("mjlib.classroom")


# ---------------------------------------------------------------------------------------------
# the teacher's key

def teacher_key(folder: Path, given: str | None = None) -> str:
    """The key given, or the one kept in ``folder`` (made once, mode 0600)."""
    if given:
        if len(given) < 8:
            raise SystemExit("the teacher's key is at least 8 characters")
        return given
    path = folder / KEY_FILE
    if path.exists():
        key = path.read_text(encoding="ascii").strip()
        if key:
            return key
    key = secrets.token_urlsafe(18)
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    path.touch(mode=0o600)
    path.write_text(key + "\n", encoding="ascii")
    return key


def cookie_secret(key: str) -> str:
    """The secret that signs the teacher's cookie: from the key, so a restart keeps it valid."""
    return hmac.new(key.encode(), b"mjlib classroom cookie", hashlib.sha256).hexdigest()


# ---------------------------------------------------------------------------------------------
# the lessons of the built site: their drills and worked examples

class _Places(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.title, self.drill, self.examples, self._in_title = "", None, [], False

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        if tag == "title":
            self._in_title = True
        if a.get("data-mj") == "drill" and self.drill is None:
            self.drill = {"family": a.get("data-family", "all"), "seed": a.get("data-seed", "0")}
        elif a.get("data-mj") == "exercise" and a.get("data-hand"):
            self.examples.append({"hand": a["data-hand"], "context": a.get("data-context", "{}")})

    def handle_endtag(self, tag: str) -> None:
        self._in_title = False

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data


def lessons(site: Path) -> list[dict[str, Any]]:
    """The built site's lessons that end with a drill: stem, titles, the drill, the worked
    examples (the exercises' hands), in the course's order."""
    out = []
    for page in sorted(site.glob("*.html")):
        places = _Places()
        places.feed(page.read_text(encoding="utf-8"))
        if places.drill is None:
            continue
        zh = site / "zh" / page.name
        title_zh = ""
        if zh.exists():
            other = _Places()
            other.feed(zh.read_text(encoding="utf-8"))
            title_zh = other.title.strip()
        out.append({"stem": page.stem, "title": places.title.strip(), "title_zh": title_zh,
                    "zh": zh.exists(), **places.drill, "examples": places.examples[:30]})
    return out


# ---------------------------------------------------------------------------------------------
# a class's drill, read and checked

class BadRequest(tornado.web.HTTPError):
    """A request refused with 400 and its reason, in both languages (:func:`app.words.reason`;
    the handler answers in the page's language)."""

    def __init__(self, why: Both) -> None:
        super().__init__(400)
        self.why = why


def _whole(value: Any, what: str, low: int, high: int, **fields: Any) -> int:
    """``value`` as a whole number from ``low`` to ``high``; else BadRequest naming it by the
    reason ``what`` (with ``fields``), worded only then: an answer's every count is read so."""
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 20:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadRequest(reason("whole", what=reason(what, **fields), low=low, high=high,
                                value=f"{value!r:.40}"))
    return value


def read_drill(spec: Any) -> dict[str, Any]:
    """A class's drill as the teacher chose it: ``{"family", "seed", "level"}`` (dealt hands)
    or ``{"hand", "context", "level"}`` (one hand), with the lesson's stem; BadRequest."""
    if not isinstance(spec, dict):
        raise BadRequest(reason("drill_object"))
    level = _whole(spec.get("level", 2), "level", 1, 3)
    lesson = spec.get("lesson", "")
    if not isinstance(lesson, str) or (lesson and lesson not in {x.stem for x in LESSONS}):
        raise BadRequest(reason("lesson"))
    if "hand" in spec:
        hand, context = spec.get("hand"), spec.get("context", "{}") or "{}"
        if not isinstance(hand, str) or not isinstance(context, str) or len(hand) > 200:
            raise BadRequest(reason("hand_text"))
        try:
            ExerciseModel.from_attributes(hand.strip(), context)
        except HandError as e:
            raise BadRequest(Both(e.en, e.zh)) from None
        return {"hand": hand.strip(), "context": context, "level": level, "n": 1,
                "lesson": lesson}
    family = spec.get("family", ALL_FAMILIES) or ALL_FAMILIES
    if family not in (*FAMILIES, EVERYDAY_ID, ALL_FAMILIES):
        raise BadRequest(reason("family", families=", ".join((*FAMILIES, EVERYDAY_ID, "all"))))
    seed = _whole(spec.get("seed", 0), "seed", 0, deal.MAX_SEED - 1)
    return {"family": family, "seed": str(seed), "level": level, "n": HANDS, "lesson": lesson}


def drill_key(drill: dict[str, Any]) -> str:
    """The drill's name in the answers: family:seed:level (and :lesson when the lesson bounds
    its hands), or hand:level:hand:context."""
    if "hand" in drill:
        return f"hand:{drill['level']}:{drill['hand']}:{drill['context']}"
    bound = f":{drill['lesson']}" if drill.get("lesson") else ""  # hands within that lesson
    return f"{drill['family']}:{drill['seed']}:{drill['level']}{bound}"


class Grader:
    """The hands of the drills a class answers, graded here by mjlib (a few hundred hands kept,
    and the grading of the answers most given: a class ticks the same few sets of fans)."""

    def __init__(self, size: int = 500) -> None:
        self.cache: OrderedDict[tuple[str, int], ExerciseModel] = OrderedDict()
        self.graded: OrderedDict[tuple, tuple] = OrderedDict()
        self.size = size

    def grade(self, drill: dict[str, Any], index: int, ticked: dict[str, int],
              total: int | None) -> tuple[bool, list[str], list[str], list[str]]:
        """mjlib's grading of an answer: right or not, the fans missed, the fans ticked wrongly
        (or with a wrong count), the checklist steps missed."""
        key = (drill_key(drill), index, tuple(sorted(ticked.items())), total)
        out = self.graded.get(key)
        if out is None:
            fb = self.exercise(drill, index).check(ticked, total)
            out = (fb.correct, [f.zh for f in fb.missed],
                   [f.zh for f, _ in fb.wrong] + [c[0].zh for c in fb.counts],
                   sorted(set(fb.steps)))
            self.graded[key] = out
            while len(self.graded) > 20 * self.size:
                self.graded.popitem(last=False)
        return out

    def exercise(self, drill: dict[str, Any], index: int) -> ExerciseModel:
        key = (drill_key(drill), index)
        ex = self.cache.get(key)
        if ex is None:
            if "hand" in drill:
                ex = ExerciseModel.from_attributes(drill["hand"], drill["context"],
                                              ask_total=drill["level"] == 3)
                ex.choices = answer_form()
            else:
                d = DrillModel(family=drill["family"], seed=int(drill["seed"]), level=drill["level"],
                          n=drill["n"], lesson=drill.get("lesson") or None)
                d.index = index
                d._deal()
                ex = d.exercise
            self.cache[key] = ex
            while len(self.cache) > self.size:
                self.cache.popitem(last=False)
        self.cache.move_to_end(key)
        return ex


def read_answer(body: Any, drill: dict[str, Any], grader: Grader) -> dict[str, Any]:
    """One try of a student page, checked field by field and graded by mjlib; BadRequest."""
    if not isinstance(body, dict):
        raise BadRequest(reason("answer_object"))
    student = body.get("student")
    if not isinstance(student, str) or not STUDENT_ID.match(student):
        raise BadRequest(reason("student"))
    nickname = body.get("nickname", "")
    if not isinstance(nickname, str) or len(nickname) > NICKNAME_LENGTH or \
            not all(c.isprintable() for c in nickname):
        raise BadRequest(reason("nickname", n=NICKNAME_LENGTH))
    index = _whole(body.get("index"), "index", 0, drill["n"] - 1)
    ex = grader.exercise(drill, index)
    if body.get("hand") != ex.hand:
        raise BadRequest(reason("other_hand", n=index + 1, hand=ex.hand,
                                given=repr(str(body.get("hand"))[:40])))
    revealed = body.get("revealed", False)
    if not isinstance(revealed, bool):
        raise BadRequest(reason("revealed"))
    fans = body.get("fans")
    if fans is None and revealed:  # Show answer, nothing checked
        return {"student": student, "nickname": nickname.strip(), "index": index,
                "hand": ex.hand, "outcome": "revealed", "missed": [], "wrong": [], "steps": []}
    if not isinstance(fans, dict) or len(fans) > MAX_FANS:
        raise BadRequest(reason("fans_object"))
    ticked = {}
    for zh, count in fans.items():
        if zh not in BY_ZH:
            raise BadRequest(reason("not_a_fan", name=repr(str(zh)[:20])))
        count = _whole(count, "count", 0, 8, fan=zh)
        if count:
            ticked[zh] = count
    total = body.get("total")
    if total not in (None, ""):
        total = _whole(total, "total", 0, 9999)
    else:
        total = None
    correct, missed, wrong, steps = grader.grade(drill, index, ticked, total)
    return {"student": student, "nickname": nickname.strip(), "index": index, "hand": ex.hand,
            "outcome": "revealed" if revealed else ("right" if correct else "wrong"),
            "missed": missed, "wrong": wrong, "steps": steps}


class Batch:
    """The answers arriving within a few milliseconds, handed to the store's one writer
    together (one transaction, one hand-over between threads); each request waits for its
    answer's commit."""

    def __init__(self, store: answers.Store, window: float = 0.005) -> None:
        self.store, self.window = store, window
        self.pending: list[tuple[dict[str, Any], asyncio.Future]] = []

    def add(self, row: dict[str, Any]) -> asyncio.Future:
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        self.pending.append((row, fut))
        if len(self.pending) == 1:
            loop.call_later(self.window, self.flush, loop)
        return fut

    def flush(self, loop: asyncio.AbstractEventLoop) -> None:
        batch, self.pending = self.pending, []
        done = self.store.answers([row for row, _ in batch])
        done.add_done_callback(lambda f: loop.call_soon_threadsafe(self._finish, batch, f))

    @staticmethod
    def _finish(batch: list, done: Any) -> None:
        error = done.exception()
        for (_, fut), out in zip(batch, [None] * len(batch) if error else done.result()):
            if not fut.done():
                fut.set_exception(error) if error else fut.set_result(out)


# ---------------------------------------------------------------------------------------------
# rate limits and bounded logs

class Bucket:
    """Requests per address: ``rate`` a second, ``burst`` at once; beyond, refused. ``clock``
    gives the time in seconds (a test can stop it)."""

    def __init__(self, rate: float, burst: float, clock=time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.levels: dict[str, tuple[float, float]] = {}

    def take(self, address: str) -> bool:
        now = self.clock()
        level, then = self.levels.get(address, (self.burst, now))
        level = min(self.burst, level + (now - then) * self.rate)
        if len(self.levels) > 10_000:  # forget the quiet ones
            self.levels = {a: v for a, v in self.levels.items() if now - v[1] < 60}
        if level < 1:
            self.levels[address] = (level, now)
            return False
        self.levels[address] = (level - 1, now)
        return True


class BoundedLog(logging.Filter):
    """At most ``per_minute`` log lines a minute, then one line saying how many were left out."""

    def __init__(self, per_minute: int = 20) -> None:
        super().__init__()
        self.per_minute, self.minute, self.count, self.dropped = per_minute, 0, 0, 0

    def filter(self, record: logging.LogRecord) -> bool:
        minute = int(time.monotonic() // 60)
        if minute != self.minute:
            if self.dropped:
                record.msg = f"({self.dropped} log lines left out in the last minute) {record.msg}"
            self.minute, self.count, self.dropped = minute, 0, 0
        self.count += 1
        if self.count > self.per_minute:
            self.dropped += 1
            return False
        return True


def quiet_log(handler: tornado.web.RequestHandler) -> None:
    """tornado's request log: server errors only (bounded by BoundedLog)."""
    if handler.get_status() >= 500:
        log.warning("%s %s -> %s", handler.request.method, handler.request.uri[:100],
                    handler.get_status())


def qr_svg(text: str) -> str:
    """The students' address as a QR code (SVG, drawn here by segno: nothing fetched)."""
    import segno

    return str(segno.make(text, error="m").svg_inline(scale=4, dark="#1a1a1a"))


# ---------------------------------------------------------------------------------------------
# handlers

class Base(tornado.web.RequestHandler):
    app: "Classroom"

    def initialize(self, app: "Classroom") -> None:
        self.app = app

    @property
    def lang(self) -> str:
        """The page's language: ``?lang=zh`` on a page's address and on the API's requests a
        Chinese page makes."""
        return "zh" if self.get_query_argument("lang", "") == "zh" else "en"

    def teacher(self) -> bool:
        return self.get_signed_cookie(COOKIE, max_age_days=30) == b"teacher"

    def limited(self, bucket: Bucket) -> bool:
        """Refuse with 429 when this address is over its rate (never the teacher)."""
        if self.teacher() or bucket.take(self.request.remote_ip or "?"):
            return False
        self.set_header("Retry-After", "2")
        self.refuse(429, reason("too_many"))
        return True

    def refuse(self, status: int, why: Both) -> None:
        """Answer ``status`` with its reason in the page's language: ``{"error": ...}``."""
        self.set_status(status)
        self.finish({"error": why.zh if self.lang == "zh" else why.en})

    def body_json(self) -> dict[str, Any]:
        """The request's body: a JSON object of at most MAX_BODY bytes; BadRequest."""
        if len(self.request.body) > MAX_BODY:
            raise BadRequest(reason("body_size", n=MAX_BODY))
        if not self.request.headers.get("Content-Type", "").startswith("application/json"):
            raise BadRequest(reason("content_type"))
        try:
            body = json.loads(self.request.body or b"null")
        except ValueError:
            raise BadRequest(reason("not_json")) from None
        if not isinstance(body, dict):
            raise BadRequest(reason("request_object"))
        return body

    def class_name(self, value: Any) -> str:
        if not isinstance(value, str) or not CLASS_NAME.match(value):
            raise BadRequest(reason("class_name"))
        return value

    def asked_class(self) -> str:
        """The class named by the address (``?class=``); BadRequest."""
        return self.class_name(self.get_query_argument("class", ""))

    def set_default_headers(self) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("Cache-Control", "no-store")

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """A BadRequest raised by a handler (read, check, refuse: one way for every request)
        is answered with 400 and its reason; anything else with its status alone."""
        error = kwargs.get("exc_info", (None, None))[1]
        if isinstance(error, BadRequest):
            self.refuse(400, error.why)
        else:
            self.refuse(status_code, reason("failed" if status_code >= 500 else "refused",
                                            status=status_code))


class StudentPage(Base):
    def get(self) -> None:
        if self.limited(self.app.pages):
            return
        name = self.get_query_argument("class", self.app.default_class)
        known = self.app.store.get_class(name) if CLASS_NAME.match(name) else None
        drill = json.loads(known["drill"]) if known else None
        lesson = self.app.lesson(drill["lesson"]) if drill and drill.get("lesson") else None
        self.render("student.html", lang=self.lang, name=name, drill=drill,
                    current=known["current"] if known else 0, lesson=lesson,
                    key=drill_key(drill) if drill else "", say=say,
                    href=self.app.lesson_href, json=json)


class TeacherPage(Base):
    def get(self) -> None:
        if not self.teacher():
            self.redirect("/teacher/login" + ("?lang=zh" if self.lang == "zh" else ""))
            return
        name = self.get_query_argument("class", self.app.default_class)
        if not CLASS_NAME.match(name):
            name = self.app.default_class
        addresses = self.app.student_addresses(name, self.lang)
        self.render("teacher.html", lang=self.lang, name=name, say=say, json=json,
                    words=table(self.lang), lessons=self.app.catalog, addresses=addresses,
                    qr=qr_svg(addresses[0]) if addresses else "", href=self.app.lesson_href)


class Login(Base):
    def get(self) -> None:
        token = self.get_query_argument("token", "")
        if token and self.app.use_token(token):
            self.sign_in()
            return
        if token:
            self.set_status(403)
        self.render("login.html", lang=self.lang, say=say, used=bool(token), wrong=False)

    def post(self) -> None:
        if self.limited(self.app.logins):
            return
        typed = self.get_body_argument("key", "")
        if hmac.compare_digest(typed.encode(), self.app.key.encode()):
            self.sign_in()
            return
        self.set_status(403)
        self.render("login.html", lang=self.lang, say=say, used=False, wrong=True)

    def sign_in(self) -> None:
        self.set_signed_cookie(COOKIE, "teacher", expires_days=30, httponly=True,
                               samesite="Strict")
        self.redirect("/teacher" + ("?lang=zh" if self.lang == "zh" else ""))


class ClassApi(Base):
    def get(self) -> None:
        if self.limited(self.app.polls):
            return
        name = self.asked_class()
        known = self.app.store.get_class(name)
        if known is None:
            self.refuse(404, reason("no_class_yet", name=repr(name)))
            return
        drill = json.loads(known["drill"])
        self.finish({"class": name, "drill": drill, "key": drill_key(drill),
                     "current": known["current"]})


class AnswerApi(Base):
    async def post(self) -> None:
        if self.limited(self.app.posts):
            return
        body = self.body_json()
        name = self.class_name(body.get("class"))
        known = self.app.store.get_class(name)
        if known is None:
            raise BadRequest(reason("no_class", name=repr(name)))
        drill = json.loads(known["drill"])
        if body.get("drill") != drill_key(drill):
            earlier = self.app.earlier_drill(name, body.get("drill"))
            if earlier is None:
                raise BadRequest(reason("other_drill"))
            drill = earlier
        row = read_answer(body, drill, self.app.grader)
        address = self.request.remote_ip or "?"
        pages = self.app.pages_of.setdefault((address, name), set())
        if row["student"] not in pages and len(pages) >= MAX_PAGES_PER_ADDRESS:
            self.refuse(429, reason("pages", n=MAX_PAGES_PER_ADDRESS))
            return
        pages.add(row["student"])
        row.update({"class": name, "drill": drill_key(drill), "address": address})
        if self.app.batch is None:
            self.app.batch = Batch(self.app.store)
        kept = await self.app.batch.add(row)
        if kept != "kept":
            self.refuse(429, reason("tries", n=answers.MAX_TRIES))
            return
        self.finish({"kept": True, "outcome": row["outcome"]})


class TeacherApi(Base):
    def prepare(self) -> None:
        if not self.teacher():
            self.refuse(403, reason("key_needed"))


class TeacherState(TeacherApi):
    def get(self) -> None:
        name = self.asked_class()
        known = self.app.store.get_class(name)
        if known is None:
            self.finish({"class": name, "drill": None, "current": 0, "results": None,
                         "classes": [c["name"] for c in self.app.store.classes()]})
            return
        drill = json.loads(known["drill"])
        self.finish({"class": name, "drill": drill, "key": drill_key(drill),
                     "current": known["current"],
                     "results": answers.summary(self.app.store.rows(name, drill_key(drill))),
                     "classes": [c["name"] for c in self.app.store.classes()]})


class TeacherClass(TeacherApi):
    async def post(self) -> None:
        body = self.body_json()
        name = self.class_name(body.get("class"))
        known = self.app.store.get_class(name)
        if "drill" in body:
            drill = read_drill(body["drill"])
            current = 0
        elif known is None:
            raise BadRequest(reason("choose_drill", name=repr(name)))
        else:
            drill = json.loads(known["drill"])
            current = _whole(body.get("current"), "index", 0, drill["n"] - 1)
        await asyncio.wrap_future(self.app.store.set_class(name, json.dumps(drill), current))
        self.app.remember_drill(name, drill)
        self.app.grader.exercise(drill, current)  # dealt now, not on the class's first answer
        self.finish({"class": name, "drill": drill, "key": drill_key(drill), "current": current})


class TeacherReset(TeacherApi):
    async def post(self) -> None:
        name = self.class_name(self.body_json().get("class"))
        n = await asyncio.wrap_future(self.app.store.reset(name))
        self.finish({"class": name, "forgotten": n})


class Export(TeacherApi):
    def get(self) -> None:
        name = self.asked_class()
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        safe = urllib.parse.quote(name.replace(" ", "-"))
        self.set_header("Content-Disposition", f"attachment; filename*=UTF-8''{safe}.csv")
        self.finish(answers.csv_text(name, self.app.store.rows(name)).encode("utf-8-sig"))


class Files(tornado.web.StaticFileHandler):
    """The built site (and the app's own scripts): files under their folder only."""

    bucket: Bucket | None = None

    def initialize(self, path: str, bucket: Bucket | None = None,  # type: ignore[override]
                   default_filename: str | None = None) -> None:
        super().initialize(path, default_filename)
        self.bucket = bucket

    def prepare(self) -> None:
        if self.bucket is not None and not self.bucket.take(self.request.remote_ip or "?") \
                and self.get_signed_cookie(COOKIE, max_age_days=30) != b"teacher":
            self.set_header("Retry-After", "2")
            self.refuse(429, reason("too_many"))

    def refuse(self, status: int, why: Both) -> None:
        """Answer ``status`` with its reason as plain text, in Chinese for a file of the Chinese
        edition (``zh/``) or a ``?lang=zh`` address, else in English."""
        zh = "/zh/" in self.request.path or self.get_query_argument("lang", "") == "zh"
        self.set_status(status)
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish((why.zh if zh else why.en) + "\n")

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """A missing file (404) or any other refusal, in words, not tornado's own page."""
        self.refuse(status_code, reason("no_page") if status_code == 404 else
                    reason("failed" if status_code >= 500 else "refused", status=status_code))

    def set_extra_headers(self, path: str) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Cache-Control", "no-cache")

    def log_exception(self, *args: Any) -> None:  # a refused path is not worth a traceback
        pass


class NotFound(Base):
    def prepare(self) -> None:
        self.refuse(404, reason("no_page"))


# ---------------------------------------------------------------------------------------------
# the application

class Classroom:
    """The classroom: the answers' store, the teacher's key, the lessons of the site, the limits;
    :meth:`application` is the tornado application serving them."""

    def __init__(self, results: Path, site: Path, key: str | None = None,
                 default_class: str = "class") -> None:
        self.results = Path(results).expanduser()
        self.site = Path(site)
        self.key = teacher_key(self.results, key)
        self.store = answers.Store(self.results)
        self.grader = Grader()
        self.batch: Batch | None = None  # made in the server's event loop
        self.catalog = lessons(self.site) if self.site.is_dir() else []
        self.default_class = default_class
        self.tokens: set[str] = set()
        self.pages = Bucket(rate=2, burst=20)      # page loads per address
        self.polls = Bucket(rate=3, burst=30)      # follow-the-teacher polls
        self.posts = Bucket(rate=5, burst=40)      # answers
        self.files = Bucket(rate=60, burst=400)    # the site's files (the runtime is ~15)
        self.logins = Bucket(rate=0.2, burst=5)    # typed keys
        self.pages_of: dict[tuple[str, str], set[str]] = {}
        self.drills_of: dict[str, dict[str, dict[str, Any]]] = {}
        self.host, self.port = "127.0.0.1", 0

    def new_token(self) -> str:
        """A one-time token for the teacher's address: used once, it signs in, then is void."""
        token = secrets.token_urlsafe(18)
        self.tokens.add(token)
        return token

    def use_token(self, token: str) -> bool:
        for t in list(self.tokens):
            if hmac.compare_digest(t.encode(), token.encode()):
                self.tokens.discard(t)
                return True
        return False

    def lesson(self, stem: str) -> dict[str, Any] | None:
        return next((x for x in self.catalog if x["stem"] == stem), None)

    def lesson_href(self, stem: str, lang: str) -> str:
        x = self.lesson(stem)
        if x is None:
            return ""
        return f"/site/zh/{stem}.html" if lang == "zh" and x["zh"] else f"/site/{stem}.html"

    def remember_drill(self, name: str, drill: dict[str, Any]) -> None:
        kept = self.drills_of.setdefault(name, {})
        kept[drill_key(drill)] = drill
        while len(kept) > 50:
            kept.pop(next(iter(kept)))

    def earlier_drill(self, name: str, key: Any) -> dict[str, Any] | None:
        """A drill this class was on before the teacher changed it (queued answers to it are
        still kept)."""
        return self.drills_of.get(name, {}).get(key) if isinstance(key, str) else None

    def student_addresses(self, name: str, lang: str) -> list[str]:
        from .net import addresses

        query = urllib.parse.urlencode({"class": name, **({"lang": "zh"} if lang == "zh" else {})})
        return [f"http://{a}:{self.port}/?{query}" for a in addresses(self.host)]

    def application(self) -> tornado.web.Application:
        me = {"app": self}
        return tornado.web.Application(
            [(r"/", StudentPage, me), (r"/teacher", TeacherPage, me),
             (r"/teacher/login", Login, me), (r"/teacher/export\.csv", Export, me),
             (r"/api/class", ClassApi, me), (r"/api/answer", AnswerApi, me),
             (r"/api/teacher/state", TeacherState, me), (r"/api/teacher/class", TeacherClass, me),
             (r"/api/teacher/reset", TeacherReset, me),
             (r"/site/(.*)", Files, {"path": str(self.site), "bucket": self.files}),
             (r"/static/(.*)", Files, {"path": str(HERE / "static"), "bucket": self.files}),
             (r".*", NotFound, me)],
            template_path=str(HERE / "templates"), cookie_secret=cookie_secret(self.key),
            xsrf_cookies=False, autoescape="xhtml_escape", log_function=quiet_log,
            compress_response=True, websocket_max_message_size=MAX_BODY)
