"""JupyterLab on loopback and Debian's Chromium, for the browser test and the browser benchmark.

``lab_server(folder, scratch)`` starts JupyterLab serving ``folder`` (127.0.0.1, a token, its own
config, runtime, settings and workspace folders under ``scratch``) and yields a :class:`Lab`;
``offline_page(browser)`` opens a page that aborts every request not to 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import json
import secrets
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tests.support.browser import CHROMIUM, Watch, launch, missing  # noqa: F401
from tests.support.browser import require_browser as require
from tests.support.servers import free_port, get, jupyter_env, wait_until_answers

IDLE = "Python 3 (ipykernel) | Idle"
LAB_MODULES = (("jupyterlab", "jupyterlab"), ("ipykernel", "ipykernel"), ("ipywidgets", "ipywidgets"))


class LabDidNotStart(RuntimeError):
    pass


@dataclass
class Lab:
    base: str
    token: str
    log: Path

    def url(self, notebook: str) -> str:
        return f"{self.base}/lab/tree/{notebook}?token={self.token}"

    def delete_sessions(self) -> None:
        """Kernels outlive page loads: end them all."""
        _, body = get(f"{self.base}/api/sessions?token={self.token}")
        for s in json.loads(body):
            get(f"{self.base}/api/sessions/{s['id']}?token={self.token}", method="DELETE")


@contextlib.contextmanager
def lab_server(folder: Path, scratch: Path, timeout: float = 90):
    """JupyterLab serving ``folder``; its own settings and logs under ``scratch``."""
    env = jupyter_env(scratch)
    news = scratch / "settings" / "@jupyterlab" / "apputils-extension"
    news.mkdir(parents=True, exist_ok=True)
    (news / "notification.jupyterlab-settings").write_text(json.dumps({"fetchNews": "false"}))
    port, token = free_port(), secrets.token_hex(16)
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
        log.flush()
        why = wait_until_answers(f"{base}/api/status?token={token}", proc, log_path, timeout)
        if why:
            raise LabDidNotStart(f"JupyterLab did not start: {why}")
        yield Lab(base, token, log_path)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        log.close()


def offline_page(browser, viewport=None):
    """A new page that aborts every request not to 127.0.0.1; returns (page, its Watch)."""
    page = browser.new_page(viewport=viewport or {"width": 1400, "height": 2400})
    return page, Watch(page)


def open_and_run(page, lab: Lab, notebook: str) -> None:
    """Open a notebook, wait for its kernel, run every cell."""
    page.goto(lab.url(notebook))
    page.get_by_text(IDLE).wait_for(timeout=90_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")


ARTIFACTS = Path(__file__).resolve().parent.parent.parent / "artifacts" / "browser"


def require_browser() -> None:
    require(LAB_MODULES)


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
