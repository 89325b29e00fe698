"""JupyterLab on loopback and Debian's Chromium, for the browser test and the browser benchmark.

``lab_server(folder, scratch)`` starts JupyterLab serving ``folder`` (127.0.0.1, a token, its own
config, runtime, settings and workspace folders under ``scratch``) and yields a :class:`Lab`;
``offline_page(browser)`` opens a page that aborts every request not to 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

CHROMIUM = os.environ.get("MJLIB_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run",
                  "--disable-dev-shm-usage"]
HOW_TO_ENABLE = ("to run it install Chromium (Debian: sudo apt-get install chromium) and the dev "
                 "extra (pip install -e '.[dev]')")
IDLE = "Python 3 (ipykernel) | Idle"


class LabDidNotStart(RuntimeError):
    pass


def missing() -> list[str]:
    """What the browser test lacks: Chromium, or a Python package."""
    out = []
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        out.append(f"no Chromium at {CHROMIUM}")
    for module, package in (("playwright.sync_api", "playwright"), ("jupyterlab", "jupyterlab"),
                            ("ipykernel", "ipykernel"), ("ipywidgets", "ipywidgets")):
        try:
            __import__(module)
        except ImportError:
            out.append(f"the Python package {package} is not installed")
    return out


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str, method: str = "GET"):
    req = urllib.request.Request(url, method=method)
    with urllib.request.urlopen(req, timeout=5) as r:  # loopback only
        return r.status, r.read()


@dataclass
class Lab:
    base: str
    token: str
    log: Path

    def url(self, notebook: str) -> str:
        return f"{self.base}/lab/tree/{notebook}?token={self.token}"

    def delete_sessions(self) -> None:
        """Kernels outlive page loads: end them all."""
        _, body = _get(f"{self.base}/api/sessions?token={self.token}")
        for s in json.loads(body):
            _get(f"{self.base}/api/sessions/{s['id']}?token={self.token}", method="DELETE")


@contextlib.contextmanager
def lab_server(folder: Path, scratch: Path, timeout: float = 90):
    """JupyterLab serving ``folder``; its own settings and logs under ``scratch``."""
    dirs = {name: scratch / name for name in ("config", "runtime", "settings", "workspaces",
                                               "data", "ipython")}
    for d in dirs.values():
        d.mkdir(parents=True, exist_ok=True)
    news = dirs["settings"] / "@jupyterlab" / "apputils-extension"
    news.mkdir(parents=True, exist_ok=True)
    (news / "notification.jupyterlab-settings").write_text(json.dumps({"fetchNews": "false"}))
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(dirs["config"]),
               JUPYTER_RUNTIME_DIR=str(dirs["runtime"]),
               JUPYTERLAB_SETTINGS_DIR=str(dirs["settings"]),
               JUPYTERLAB_WORKSPACES_DIR=str(dirs["workspaces"]),
               JUPYTER_DATA_DIR=str(dirs["data"]), IPYTHONDIR=str(dirs["ipython"]),
               JUPYTER_PLATFORM_DIRS="1", MPLBACKEND="Agg", PYTHONUNBUFFERED="1")
    env.pop("JUPYTER_PATH", None)
    port, token = _free_port(), secrets.token_hex(16)
    log_path = scratch / "lab.log"
    log = open(log_path, "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1",
         f"--port={port}", "--port-retries=0", f"--IdentityProvider.token={token}",
         "--allow-root", f"--ServerApp.root_dir={folder}", "--LabApp.expose_app_in_browser=True",
         "--LabApp.extension_manager=readonly",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
         "--ServerApp.terminals_enabled=False"],
        cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                if _get(f"{base}/api/status?token={token}")[0] == 200:
                    break
            except (urllib.error.URLError, OSError):
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                log.flush()
                raise LabDidNotStart(f"JupyterLab did not start:\n{log_path.read_text()[-3000:]}")
            time.sleep(0.25)
        yield Lab(base, token, log_path)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        log.close()


@dataclass
class Guard:
    """What an offline page tried to fetch elsewhere, and what it threw."""

    blocked: list = field(default_factory=list)
    page_errors: list = field(default_factory=list)
    console_errors: list = field(default_factory=list)


def offline_page(browser, viewport=None):
    """A new page that aborts every request not to 127.0.0.1; returns (page, Guard)."""
    guard = Guard()
    page = browser.new_page(viewport=viewport or {"width": 1400, "height": 2400})

    def route(r):
        if urlparse(r.request.url).hostname == "127.0.0.1":
            r.continue_()
        else:
            guard.blocked.append(r.request.url)
            r.abort()

    page.route("**/*", route)
    page.on("pageerror", lambda e: guard.page_errors.append(str(e)))
    page.on("console", lambda m: guard.console_errors.append(m.text) if m.type == "error" else None)
    return page, guard


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=CHROMIUM_FLAGS)


def open_and_run(page, lab: Lab, notebook: str) -> None:
    """Open a notebook, wait for its kernel, run every cell."""
    page.goto(lab.url(notebook))
    page.get_by_text(IDLE).wait_for(timeout=90_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")


ARTIFACTS = Path(__file__).resolve().parent.parent.parent / "artifacts" / "browser"


def require_browser() -> None:
    lacking = missing()
    if not lacking:
        return
    message = "browser test skipped: " + "; ".join(lacking) + "; " + HOW_TO_ENABLE
    if os.environ.get("CI", "").strip().lower() in ("true", "1", "yes"):
        pytest.fail("CI must run the browser test, but " + message.replace("browser test skipped: ", ""))
    pytest.skip(message)


def errors_on_page(page) -> list[str]:
    found = []
    for sel in ('[data-mime-type="application/vnd.jupyter.stderr"]', ".jp-OutputArea-error",
                ".mj-error-line.mj-error"):
        for text in page.locator(sel).all_inner_texts():
            found.append(f"{sel}: {text.strip()[:500]}")
    for phrase in ("Error displaying widget", "Traceback (most recent call last)",
                   "internal error", "no figure"):
        if page.get_by_text(phrase).count():
            found.append(f"the page says {phrase!r}")
    return found
