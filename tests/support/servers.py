"""Servers on loopback for the tests and benchmarks: a free port, a GET, waiting for a port to
take connections or an address to answer, a process group stopped whole, a folder served by a thread, and the environment of a
Jupyter server that reads and writes only under a scratch folder."""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str, timeout: float = 5, method: str = "GET") -> tuple[int, bytes]:
    request = urllib.request.Request(url, method=method)
    with urllib.request.urlopen(request, timeout=timeout) as r:  # loopback only
        return r.status, r.read()


def answers(url: str) -> bool:
    """Whether ``url`` answers 200 now."""
    try:
        return get(url)[0] == 200
    except (urllib.error.URLError, OSError):
        return False


def wait_until_answers(url: str, proc: subprocess.Popen, log: Path, seconds: float = 90) -> str | None:
    """Wait until ``url`` answers 200; None then, or why not (the process ended, or the time ran
    out) with the end of its log."""
    deadline = time.monotonic() + seconds
    while not answers(url):
        if proc.poll() is not None or time.monotonic() > deadline:
            state = f"exited with {proc.returncode}" if proc.poll() is not None else "timed out"
            return f"{url} did not answer ({state}):\n{log.read_text()[-3000:]}"
        time.sleep(0.25)
    return None


def wait_for_port(port: int, proc: subprocess.Popen | None = None, seconds: float = 30,
                  host: str = "127.0.0.1") -> str | None:
    """Wait until ``host:port`` takes a connection; None then, or why not (``proc`` ended, or
    the time ran out)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            socket.create_connection((host, port), timeout=0.2).close()
            return None
        except OSError:
            pass
        if proc is not None and proc.poll() is not None:
            return f"{host}:{port} took no connection: the server exited with {proc.returncode}"
        if time.monotonic() > deadline:
            return f"{host}:{port} took no connection in {seconds:g} s"
        time.sleep(0.05)


def stop_group(proc: subprocess.Popen) -> None:
    """Stop ``proc``'s whole process group: SIGTERM, then SIGKILL after 20 s."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


@contextlib.contextmanager
def static_server(folder: Path) -> Iterator[str]:
    """``folder`` over HTTP on 127.0.0.1 (a thread of this process); yields its address."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def jupyter_env(tmp: Path) -> dict[str, str]:
    """The environment of a Jupyter server that reads and writes only under ``tmp``."""
    dirs = {}
    for name in ("config", "runtime", "data", "ipython", "settings", "workspaces"):
        dirs[name] = tmp / name
        dirs[name].mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(dirs["config"]),
               JUPYTER_RUNTIME_DIR=str(dirs["runtime"]), JUPYTER_DATA_DIR=str(dirs["data"]),
               IPYTHONDIR=str(dirs["ipython"]), JUPYTERLAB_SETTINGS_DIR=str(dirs["settings"]),
               JUPYTERLAB_WORKSPACES_DIR=str(dirs["workspaces"]), JUPYTER_PLATFORM_DIRS="1",
               MPLBACKEND="Agg", PYTHONUNBUFFERED="1")
    env.pop("JUPYTER_PATH", None)
    return env
