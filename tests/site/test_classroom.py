"""The classroom app's own parts (app/classroom.py) without a browser: the drill the address asks
for, the sandbox's waits and presets, and bad input said in place with the last answer kept."""

from __future__ import annotations

import pytest

import mjlib
import mjlib.widgets
from support_site import ROOT, load_module

classroom = load_module(ROOT / "app" / "classroom.py")


@pytest.mark.parametrize("query, settings", [
    ("", {"family": "chows", "seed": 42, "level": 2}),
    ("family=pungs&seed=7", {"family": "pungs", "seed": 7, "level": 2}),
    ("family=all", {"family": None, "seed": 42, "level": 2}),
    ("seed=3", {"family": "chows", "seed": 3, "level": 2}),
    ("seed=007", {"family": "chows", "seed": 7, "level": 2}),
    (f"seed={2**64 - 1}", {"family": "chows", "seed": 2**64 - 1, "level": 2}),
    ("token=abc&seed=5", {"family": "chows", "seed": 5, "level": 2}),  # Voilà's login
    ("family=pungs&seed=7&level=3", {"family": "pungs", "seed": 7, "level": 3}),
    ("level=1", {"family": "chows", "seed": 42, "level": 1}),
])
def test_the_address_names_the_drill(query, settings):
    assert classroom.drill_settings(query) == settings


NOT_A_SEED = "in the address is not a whole number from 0 to 18446744073709551615 in the digits 0-9"


@pytest.mark.parametrize("query, says", [
    ("family=dragons", "family='dragons' in the address is not a family"),
    ("family=", "family='' in the address is not a family"),
    ("seed=-1", f"seed='-1' {NOT_A_SEED}"),
    ("seed=x", "seed='x'"),
    ("seed=", f"seed='' {NOT_A_SEED}"),
    ("seed=%C2%B2", f"seed='²' {NOT_A_SEED}"),  # a digit to str.isdigit, not to int
    ("seed=%D9%A3", f"seed='٣' {NOT_A_SEED}"),  # an Arabic-Indic 3: int() reads it as 3
    ("seed=1.5", "seed='1.5'"),
    ("seed=+7", "seed=' 7'"),  # + is a space in a query
    (f"seed={2**64}", f"seed='{2**64}' {NOT_A_SEED}"),
    ("seed=" + "9" * 5000, f"seed='99999999999999999999… \\(5,000 characters\\)' {NOT_A_SEED}"),
    ("seed=1&seed=2", "seed is given 2 times in the address; give it once"),
    ("level=4", "level='4' in the address is not 1, 2 or 3"),
    ("level=", "level='' in the address is not 1, 2 or 3"),
    ("level=%D9%A3", "level='٣' in the address is not 1, 2 or 3"),
    ("level=1&level=2", "level is given 2 times in the address; give it once"),
    ("rules=common-practice", "'rules' in the address is not one of its parameters "
                              "\\(family, seed, level\\)"),
    ("lang=zh", "'lang' in the address is not one of its parameters"),
    ("template=lab&theme=dark", "'template' .*; 'theme' in the address is not one"),
    ("a=1&b=2&c=3&d=4&e=5", "'c' in the address is not one of its parameters \\(family, seed, "
                            "level\\); and 2 more$"),
])
def test_a_bad_address_is_refused_saying_why(query, says):
    with pytest.raises(mjlib.HandError, match=says):
        classroom.drill_settings(query)


@pytest.mark.skipif(not hasattr(mjlib.widgets, "Drill"), reason="this mjlib has no drill")
@pytest.mark.parametrize("query", ["seed=%C2%B2", "seed=" + "9" * 5000, "family=%3Cb%3Ex",
                                   "seed=7&level=9"])
def test_a_bad_address_shows_why_above_the_default_drill(query):
    shown = classroom.drill(query)
    assert isinstance(shown, classroom.Notice)
    assert shown.html.startswith('<p class="classroom-error"')
    assert "<b>" not in shown.html
    assert "default drill instead (family=chows, seed=42, level=2)" in shown.html
    assert len(shown.html) < 400  # a long address is cut in the message
    drill = shown.shown
    assert isinstance(drill, mjlib.widgets.Drill)
    assert (drill.family, drill.seed) == ("chows", 42)
    assert drill.next() and drill.index == 1  # a drill that deals its hands


@pytest.mark.skipif(not hasattr(mjlib.widgets, "Drill"), reason="this mjlib has no drill")
def test_a_good_address_gets_its_drill_alone():
    drill = classroom.drill("family=pungs&seed=7")
    assert isinstance(drill, mjlib.widgets.Drill) and (drill.family, drill.seed) == ("pungs", 7)


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
    # side by side, each drawn and itemised as the builder does it, the exclusions with why
    assert shown.count('class="classroom-preset"') == 2 and "grid-template-columns" in shown
    assert shown.count('class="mj-figure-html"') == 2
    assert shown.count("不计 not counted") >= 2 and "门前清 Concealed Hand" in shown
    assert shown.count("Total 合计 24 fans") == 2
