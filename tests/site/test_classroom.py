"""The classroom app's own parts (app/classroom.py) without a browser: the drill the address asks
for, the sandbox's waits and presets, and bad input said in place with the last answer kept."""

from __future__ import annotations

import importlib.util
import sys

import pytest

import mjlib
from support_site import ROOT


def load_classroom():
    spec = importlib.util.spec_from_file_location("classroom", ROOT / "app" / "classroom.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["classroom"] = module
    spec.loader.exec_module(module)
    return module


classroom = load_classroom()


@pytest.mark.parametrize("query, settings", [
    ("", {"family": "chows", "seed": 42}),
    ("family=pungs&seed=7", {"family": "pungs", "seed": 7}),
    ("family=all", {"family": None, "seed": 42}),
    ("seed=3", {"family": "chows", "seed": 3}),
])
def test_the_address_names_the_drill(query, settings):
    assert classroom.drill_settings(query) == settings


@pytest.mark.parametrize("query, says", [
    ("family=dragons", "family='dragons' in the address is not a family"),
    ("seed=-1", "seed='-1' in the address is not a whole number"),
    ("seed=x", "seed='x'"),
])
def test_a_bad_address_is_refused_saying_why(query, says):
    with pytest.raises(mjlib.HandError, match=says):
        classroom.drill_settings(query)


def test_the_example_hands_all_score():
    for label, example in classroom.EXAMPLES.items():
        hand, flags = example if isinstance(example, tuple) else (example, {})
        assert mjlib.score(hand, **flags).total > 0, label


def test_the_sandbox_lists_the_waits_then_keeps_them_on_bad_input():
    # 1112345678999m waits on every tile of its suit (nine gates): nine rows
    box = classroom.Sandbox("1112345678999m")
    table = box.out.outputs[0]["data"]["text/html"]
    assert table.count("<tr>") == 1 + 9
    assert "waits on 9 tile(s)" in table
    box.text.value = "1112345678999x"
    assert "unexpected character" in box.error.value
    assert box.out.outputs[0]["data"]["text/html"] == table  # the last answer stays
    box.text.value = "1133m2288s5577pCC"  # complete: both presets side by side
    assert box.error.value == ""
    shown = box.out.outputs[0]["data"]["text/html"]
    assert "green-book" in shown and "common-practice" in shown and "七对" in shown
