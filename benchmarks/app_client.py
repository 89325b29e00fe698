"""Raw clients of the classroom app (`make app`), without a browser: a page load over HTTP from a
chosen loopback address, a kernel's websocket (Jupyter's JSON protocol), the kernel's REST model,
and the memory of the server's processes. Used by benchmarks/load_app.py, benchmarks/limits_app.py
and the app's tests (tests/site).

Every address is on loopback: a page load can come from any 127.x.y.z (Linux routes all of
127.0.0.0/8 to this machine), so one script plays many students, each from an address of its own.
"""

from __future__ import annotations

import contextlib
import datetime
import http.client
import json
import os
import re
import socket
import time
import uuid
from dataclasses import dataclass
from typing import NamedTuple
from urllib.parse import urlparse

KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def student_address(i: int) -> str:
    """A loopback address of its own for student ``i`` (0 to 60,000)."""
    return f"127.0.{10 + i // 250}.{1 + i % 250}"


def scratch_env(tmp, base: dict | None = None) -> dict:
    """The environment for a Jupyter server that reads and writes only under ``tmp`` (a Path)."""
    env = dict(os.environ if base is None else base, MPLBACKEND="Agg", PYTHONUNBUFFERED="1",
               JUPYTER_PLATFORM_DIRS="1")
    for var, name in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                      ("JUPYTER_DATA_DIR", "data"), ("IPYTHONDIR", "ipython")):
        (tmp / name).mkdir(exist_ok=True)
        env[var] = str(tmp / name)
    env.pop("JUPYTER_PATH", None)
    return env


def wait_for_port(port: int, proc, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        if proc.poll() is not None:
            raise RuntimeError("make app stopped before it listened")
        time.sleep(0.25)
    raise RuntimeError(f"make app did not listen on port {port} within {seconds:.0f} s")


@dataclass
class Page:
    status: int
    text: str
    seconds: float

    @property
    def kernel_id(self) -> str | None:
        found = KERNEL_ID.search(self.text)
        return found.group(1) if found else None


class Response(NamedTuple):
    status: int
    text: str
    headers: dict


def request(base: str, method: str, path: str, source: str | None = None,
            timeout: float = 120, headers: dict | None = None) -> Response:
    """``method path`` on the app at ``base``, from the loopback address ``source``, with
    ``headers`` (a cookie...). Redirects are not followed."""
    url = urlparse(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=timeout,
                                      source_address=(source, 0) if source else None)
    try:
        conn.request(method, path, headers=headers or {})
        r = conn.getresponse()
        return Response(r.status, r.read().decode("utf-8", "replace"), dict(r.getheaders()))
    finally:
        conn.close()


def load_page(base: str, query: str = "", source: str | None = None,
              timeout: float = 120) -> Page:
    """The app's page as a browser asks for it (the notebook is run before the page ends), from
    the loopback address ``source``; nothing on it runs, so no widget connects."""
    t = time.monotonic()
    r = request(base, "GET", "/" + (f"?{query}" if query else ""), source, timeout)
    return Page(r.status, r.text, time.monotonic() - t)


def kernel_model(base: str, kernel_id: str) -> dict | None:
    """The kernel's model from the server (``connections`` is how many websockets it has), or
    None when there is no such kernel (any more)."""
    r = request(base, "GET", f"/api/kernels/{kernel_id}", timeout=30)
    if r.status == 404:
        return None
    if r.status != 200:
        raise RuntimeError(f"/api/kernels/{kernel_id}: HTTP {r.status}")
    return json.loads(r.text)


class KernelSocket:
    """A kernel's websocket as a page opens it, speaking Jupyter's JSON protocol."""

    def __init__(self, base: str, kernel_id: str, timeout: float = 30):
        import websocket  # websocket-client

        self.session = uuid.uuid4().hex
        url = base.replace("http://", "ws://").rstrip("/")
        self.ws = websocket.create_connection(
            f"{url}/api/kernels/{kernel_id}/channels?session_id={self.session}", timeout=timeout)

    def send(self, msg_type: str, content: dict, channel: str = "shell") -> str:
        msg_id = uuid.uuid4().hex
        self.ws.send(json.dumps({
            "header": {"msg_id": msg_id, "msg_type": msg_type, "username": "student",
                       "session": self.session, "version": "5.3",
                       "date": datetime.datetime.now(datetime.timezone.utc).isoformat()},
            "parent_header": {}, "metadata": {}, "content": content, "channel": channel}))
        return msg_id

    def messages(self, seconds: float):
        """The JSON messages the kernel sends within ``seconds`` (binary ones are skipped)."""
        import websocket

        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            self.ws.settimeout(left)
            try:
                data = self.ws.recv()
            except websocket.WebSocketTimeoutException:
                return
            if isinstance(data, str) and data:
                yield json.loads(data)

    def until_reply(self, msg_id: str, seconds: float = 30) -> tuple[dict | None, list[dict]]:
        """The reply to the message ``msg_id`` (None if none came within ``seconds``) and every
        message that came before it."""
        seen = []
        for msg in self.messages(seconds):
            if (msg.get("parent_header", {}).get("msg_id") == msg_id
                    and msg["header"]["msg_type"].endswith("_reply")):
                return msg, seen
            seen.append(msg)
        return None, seen

    def reply(self, msg_id: str, seconds: float = 30) -> dict | None:
        return self.until_reply(msg_id, seconds)[0]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.ws.close()


def server_processes(pid: int) -> dict:
    """The app server started as process ``pid`` (make) and its kernels: for each, RSS and USS
    (the memory it does not share) in MB and CPU seconds."""
    import psutil

    server, kernels = None, []
    for p in psutil.Process(pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            argv = p.cmdline()  # python -m ipykernel_launcher ..., python app/classroom_server.py
            if "ipykernel_launcher" not in argv and not argv[1:2] == ["app/classroom_server.py"]:
                continue  # make's shell
            info = p.memory_full_info()
            cpu = p.cpu_times()
            mb = (info.rss / 2**20, info.uss / 2**20, cpu.user + cpu.system)
            if "ipykernel_launcher" in argv:
                kernels.append(mb)
            else:
                server = mb
    return {"server": server, "kernels": kernels}


class WidgetClient(KernelSocket):
    """A page's widgets spoken to as the page's front end does, over the kernel's websocket: the
    state of every widget (``states``), a trait set from the page (``update``), a button pressed
    (``click``), and the updates the kernel sends back (``wait_for``). No browser: the server's
    own cost of a click, without a page to draw it."""

    def __init__(self, base: str, kernel_id: str, timeout: float = 30):
        super().__init__(base, kernel_id, timeout)
        self.states: dict[str, dict] = {}  # model id -> its state, kept up to date
        self.model_names: dict[str, str] = {}
        comm_id = uuid.uuid4().hex
        self.ws.send(json.dumps({
            "header": {"msg_id": uuid.uuid4().hex, "msg_type": "comm_open",
                       "username": "student", "session": self.session, "version": "5.3",
                       "date": datetime.datetime.now(datetime.timezone.utc).isoformat()},
            "parent_header": {}, "metadata": {"version": "1.0.0"},
            "content": {"comm_id": comm_id, "target_name": "jupyter.widget.control",
                        "data": {}}, "channel": "shell"}))
        self.comm("request_states", comm_id=comm_id)
        deadline = time.monotonic() + timeout
        for msg in self.messages(timeout):
            data = msg.get("content", {}).get("data", {})
            if msg["header"]["msg_type"] == "comm_msg" and data.get("method") == "update_states":
                for model_id, model in data["states"].items():
                    self.states[model_id] = model["state"]
                    self.model_names[model_id] = model["model_name"]
                break
            if time.monotonic() > deadline:
                break
        if not self.states:
            raise RuntimeError("the kernel sent no widget states")

    def comm(self, method: str, comm_id: str, **data) -> str:
        return self.send("comm_msg", {"comm_id": comm_id, "data": {"method": method, **data}})

    def find(self, model_name: str, *classes: str, **state) -> str:
        """The id of the one widget of ``model_name`` (e.g. "ButtonModel") that has the CSS
        ``classes`` and the given state values."""
        found = [m for m, s in self.states.items()
                 if self.model_names[m] == model_name
                 and set(classes) <= set(s.get("_dom_classes", ()))
                 and all(s.get(k) == v for k, v in state.items())]
        if len(found) != 1:
            raise LookupError(f"{len(found)} {model_name} with {classes} {state}")
        return found[0]

    def update(self, model_id: str, **state) -> str:
        return self.comm("update", model_id, state=state, buffer_paths=[])

    def click(self, model_id: str) -> str:
        return self.comm("custom", model_id, content={"event": "click"})

    def wait_for(self, test, seconds: float = 30) -> float | None:
        """Read the kernel's updates (keeping ``states``) until ``test(model_id, state)`` is
        true of one; the time it came (time.monotonic()), or None after ``seconds``."""
        for msg in self.messages(seconds):
            if msg["header"]["msg_type"] != "comm_msg":
                continue
            content = msg["content"]
            data = content.get("data", {})
            if data.get("method") not in ("update", "echo_update"):
                continue
            model_id = content["comm_id"]
            self.states.setdefault(model_id, {}).update(data.get("state", {}))
            if test(model_id, self.states[model_id]):
                return time.monotonic()
        return None


def cpu_seconds(pid: int) -> float:
    """CPU seconds (user and system) of the app server started as ``pid`` and its kernels."""
    import psutil

    total = 0.0
    for p in psutil.Process(pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            cpu = p.cpu_times()
            total += cpu.user + cpu.system
    return total
