"""The test tiers, by path: `make test` runs the fast tier (``-m "not slow"``), `make test-all`
runs both.

The slow tier is what starts servers or Chromium, what draws figures by the hundred, the long
run against the reference calculator, and the Chinese edition's notebooks, which run the same
code cells as the English ones (their words are checked by tests/test_chinese_edition.py in the
fast tier). Everything else is fast: the scorer, the exercises, the course's structure, the site
builder on fixture notebooks, the app's logic, the doctests and the English notebooks.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent

# Folders and files whose tests are slow, relative to the top folder.
SLOW = (
    "notebooks/zh",                      # the Chinese edition, run by nbval
    "notebooks/13-fan-reference.ipynb",  # made from mjlib.course.fan_reference, whose tests are fast
    "tests/browser",                     # JupyterLab in Chromium
    "tests/site/test_site_pages.py",     # the built site in Chromium
    "tests/site/test_site_live.py",      # the site's live exercises (Pyodide) in Chromium
    "tests/site/test_classroom_browser.py",  # the classroom served, students and teacher in Chromium
    "tests/site/test_site_offline.py",   # the site offline, progress, the printed sheet
    "tests/site/test_site_tools.py",     # the site's builder and fan picker (Pyodide) in Chromium
    "tests/site/test_lab_command.py",    # `make lab`, served
    "tests/test_reference_agreement.py",  # thousands of generated hands against the reference
    "tests/test_render_figures.py",      # the figures, drawn and taken apart
    "tests/test_render_display.py",
    "tests/test_render_tiles.py",
    "tests/test_render_zh_words.py",   # the figures in Chinese, drawn
    "tests/test_reference_display.py",   # every entry of the fan reference drawn
)


def is_slow(path: Path) -> bool:
    relative = path.resolve().relative_to(ROOT).as_posix()
    return any(relative == s or relative.startswith(s + "/") for s in SLOW)


def pytest_collection_modifyitems(items):
    for item in items:
        if is_slow(Path(item.path)):
            item.add_marker(pytest.mark.slow)
