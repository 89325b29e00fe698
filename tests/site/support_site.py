"""What the site, app and lab tests share: Chromium through Playwright on loopback only, servers
started by `make` in their own process group, a scratch Jupyter environment.

Chromium is Debian's (``apt-get install chromium``). Without it, or without playwright, the
browser tests are skipped saying so; with CI=true they fail instead.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import importlib.util
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
ARTIFACTS = ROOT / "artifacts" / "site"
CHROMIUM = os.environ.get("MJLIB_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run",
                  "--disable-dev-shm-usage"]
STAMP = ".venv/.installed"  # `make -o STAMP` runs a target without reinstalling the venv


def load_module(path: Path):
    """The Python file ``path`` as the module of its name (benchmarks/ is a folder of scripts,
    not a package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def require_browser() -> None:
    missing = []
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        missing.append(f"no Chromium at {CHROMIUM}")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the Python package playwright is not installed")
    if not missing:
        return
    why = "; ".join(missing)
    if os.environ.get("CI", "").strip().lower() in ("true", "1", "yes"):
        pytest.fail(f"CI must run the browser tests, but {why}")
    pytest.skip(f"browser test skipped: {why}; to run it: sudo apt-get install chromium, "
                "and pip install -e '.[dev]'")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str, timeout: float = 5):
    with urllib.request.urlopen(url, timeout=timeout) as r:  # loopback only
        return r.status, r.read()


def wait_for(url: str, proc: subprocess.Popen, log: Path, seconds: float = 90) -> None:
    """Until ``url`` answers 200; fail with the server's log if it dies or takes too long."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            if get(url)[0] == 200:
                return
        except (urllib.error.URLError, OSError):
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            state = f"exited with {proc.returncode}" if proc.poll() is not None else "timed out"
            pytest.fail(f"{url} did not answer ({state}):\n{log.read_text()[-3000:]}")
        time.sleep(0.25)


def scratch_env(tmp: Path) -> dict:
    """The environment for a Jupyter server that reads and writes only under ``tmp``."""
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


@contextlib.contextmanager
def make_server(target: str, args_var: str, args: str, tmp: Path):
    """``make TARGET ARGS_VAR="args"`` in its own process group; stopped (the whole group) after."""
    log_path = tmp / f"{target}.log"
    log = open(log_path, "w")
    proc = subprocess.Popen(["make", "-o", STAMP, target, f"{args_var}={args}"], cwd=ROOT,
                            env=scratch_env(tmp), stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        yield proc, log_path
    finally:
        stop_group(proc)
        log.close()


def stop_group(proc: subprocess.Popen) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    # kernels live in their own sessions; they notice their parent is gone and exit


@contextlib.contextmanager
def static_server(folder: Path):
    """``folder`` over HTTP on 127.0.0.1 (a thread of this process)."""
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


class Watch:
    """A Playwright page that aborts every request not to 127.0.0.1 and records what went wrong."""

    def __init__(self, page):
        self.page = page
        self.blocked: list[str] = []
        self.page_errors: list[str] = []
        self.console_errors: list[str] = []
        self.failed: list[str] = []
        page.route("**/*", self._route)
        page.on("pageerror", lambda e: self.page_errors.append(str(e)))
        page.on("console", lambda m: self.console_errors.append(m.text)
                if m.type == "error" else None)
        page.on("requestfailed", lambda r: self.failed.append(f"{r.url}: {r.failure}"))
        page.on("response", lambda r: self.failed.append(f"{r.url}: HTTP {r.status}")
                if r.status >= 400 else None)

    def _route(self, route):
        if urlparse(route.request.url).hostname == "127.0.0.1" or \
                route.request.url.startswith(("data:", "about:")):
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort()

    def problems(self) -> list[str]:
        return ([f"external request: {u}" for u in self.blocked]
                + [f"page error: {e}" for e in self.page_errors]
                + [f"console error: {e}" for e in self.console_errors]
                + [f"failed: {f}" for f in self.failed])

    def reset(self) -> None:
        for lst in (self.blocked, self.page_errors, self.console_errors, self.failed):
            lst.clear()


@contextlib.contextmanager
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        try:
            yield browser
        finally:
            browser.close()


# The app's pages in Chinese (?lang=zh) show no English phrase: two English words in a row, as
# tests/test_chinese_edition.py finds one; what a user types (a tile string, family=chows,
# 'rules', green-book) stays as it is.
from support.language import ENGLISH  # noqa: E402
TYPED = re.compile(r"green-book|common-practice|\bmjlib[.\w]*|\b[a-z_]+=\S+")


def english(html: str) -> str | None:
    """The first English phrase the reader of ``html`` sees (tags, style sheets and names a
    user types left out), or None."""
    text = re.sub(r"<style>.*?</style>|<svg.*?</svg>", "", html, flags=re.S)
    found = ENGLISH.search(TYPED.sub("", re.sub(r"<[^>]+>", " ", text)))
    return found.group(0) if found else None


def shown_words(widget) -> list[str]:
    """Every text a widget tree shows: descriptions, placeholders, tooltips, option labels and
    HTML values."""
    out = []
    for name in ("description", "placeholder", "tooltip", "value"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and (name != "value" or "HTML" in type(widget).__name__):
            out.append(value)
    out += [str(label) for label in getattr(widget, "_options_labels", ())]
    for child in getattr(widget, "children", ()) or ():
        out += shown_words(child)
    if hasattr(widget, "out"):  # an Output widget's outputs
        out += [o.get("data", {}).get("text/html", "") for o in widget.out.outputs]
    return out


def whole_page_screenshot(page, path) -> None:
    """A screenshot of the whole page. A page that scrolls inside an element of its own is cut
    to the window by a full-page screenshot: the window is made as tall as that first."""
    height = page.evaluate("() => Math.max(...Array.from(document.querySelectorAll('*'), "
                           "e => e.scrollHeight))")
    page.set_viewport_size({"width": page.viewport_size["width"], "height": min(height, 16000)})
    page.wait_for_timeout(300)  # laid out again at the new height
    page.screenshot(path=str(path), full_page=True)
