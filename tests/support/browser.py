"""Debian's Chromium through Playwright, on loopback only: what every browser test and browser
benchmark shares.

``require_browser()`` skips a test that lacks Chromium or a Python package, saying what to
install (with CI=true it fails instead); ``chromium()`` is a headless browser; ``Watch(page)``
aborts every request not to 127.0.0.1 and records what went wrong on the page.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from urllib.parse import urlparse

import pytest

CHROMIUM = os.environ.get("MJLIB_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run",
                  "--disable-dev-shm-usage"]
HOW_TO_ENABLE = ("to run it: sudo apt-get install chromium (Debian), and pip install -e '.[dev]'")


def missing(modules: tuple[tuple[str, str], ...] = ()) -> list[str]:
    """What a browser test lacks: Chromium, playwright, or one of ``modules`` (module, package)."""
    out = []
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        out.append(f"no Chromium at {CHROMIUM}")
    for module, package in (("playwright.sync_api", "playwright"), *modules):
        try:
            __import__(module)
        except ImportError:
            out.append(f"the Python package {package} is not installed")
    return out


def require_browser(modules: tuple[tuple[str, str], ...] = ()) -> None:
    """Skip (or under CI=true, fail) a test that cannot drive Chromium, saying why."""
    lacking = missing(modules)
    if not lacking:
        return
    why = "; ".join(lacking)
    if os.environ.get("CI", "").strip().lower() in ("true", "1", "yes"):
        pytest.fail(f"CI must run the browser tests, but {why}")
    pytest.skip(f"browser test skipped: {why}; {HOW_TO_ENABLE}")


def launch(playwright):
    """Headless Chromium from a running Playwright."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=CHROMIUM_FLAGS)


@contextlib.contextmanager
def chromium() -> Iterator:
    """A headless Chromium, closed after."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = launch(p)
        try:
            yield browser
        finally:
            browser.close()


class Watch:
    """A Playwright page that aborts every request not to 127.0.0.1 and records what went wrong:
    requests blocked, script errors, console errors, failed or refused requests."""

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
        page.on("requestfailed", self._failed)
        page.on("response", lambda r: self.failed.append(f"{r.url}: HTTP {r.status}")
                if r.status >= 400 else None)

    def _failed(self, request) -> None:
        # A request cancelled because the page went elsewhere (an image still loading when the
        # test navigates) is net::ERR_ABORTED: not the page's fault. Requests the route blocks
        # are recorded in ``blocked``.
        if "ERR_ABORTED" not in (request.failure or ""):
            self.failed.append(f"{request.url}: {request.failure}")

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
