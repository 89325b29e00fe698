"""What the site, app and lab tests share beyond tests.support.browser and tests.support.servers:
servers started by `make` in their own process group, English left on a Chinese page, the words a
widget shows, a whole-page screenshot."""

from __future__ import annotations

import contextlib
import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.browser import CHROMIUM, CHROMIUM_FLAGS, Watch, chromium, require_browser  # noqa: F401
from tests.support.servers import (free_port, get, jupyter_env, static_server,  # noqa: F401
                                   stop_group, wait_until_answers)

ROOT = Path(__file__).resolve().parent.parent.parent
ARTIFACTS = ROOT / "artifacts" / "site"
STAMP = ".venv/.installed"  # `make -o STAMP` runs a target without reinstalling the venv


def load_module(path: Path):
    """The Python file ``path`` as the module of its name (benchmarks/ is a folder of scripts,
    not a package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module




def live_site(tmp_path_factory, stems) -> Path:
    """The site of the lessons ``stems`` (both editions where bilingual), built with its Python
    runtime in py/, in a fresh folder; skipped without Chromium."""
    require_browser()
    from mjlib.course.lessons import LESSONS
    from scripts import build_site

    lessons = [x for x in LESSONS if x.stem in stems]
    src = tmp_path_factory.mktemp("notebooks")
    (src / "zh").mkdir()
    for x in lessons:
        shutil.copy(ROOT / "notebooks" / f"{x.stem}.ipynb", src)
        if x.bilingual:
            shutil.copy(ROOT / "notebooks" / "zh" / f"{x.stem}.ipynb", src / "zh")
    out = tmp_path_factory.mktemp("site") / "site"
    build_site.build(out, src, lessons, runtime=True)
    return out


def wait_for(url: str, proc: subprocess.Popen, log: Path, seconds: float = 90) -> None:
    """Until ``url`` answers 200; fail with the server's log if it dies or takes too long."""
    why = wait_until_answers(url, proc, log, seconds)
    if why:
        pytest.fail(why)


scratch_env = jupyter_env


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


# The app's pages in Chinese (?lang=zh) show no English phrase: two English words in a row, as
# tests/test_chinese_edition.py finds one; what a user types (a tile string, family=chows,
# 'rules', green-book) stays as it is.
from tests.support.language import ENGLISH  # noqa: E402
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
