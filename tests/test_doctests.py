"""The examples in the package's docstrings run as written: every module of mjlib is walked, so a
new module's examples run without anyone listing it here."""

import doctest
import importlib
import pkgutil

import pytest

import mjlib

MODULES = sorted(m.name for m in pkgutil.walk_packages(mjlib.__path__, "mjlib."))
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def test_the_walk_finds_the_modules_with_examples():
    """The walk reaches subpackages and the modules that have examples (the test can fail)."""
    assert {"mjlib.hand", "mjlib.practice.deal", "mjlib.practice.exercise", "mjlib.vocabulary",
            "mjlib.render.fonts", "mjlib.widgets.model"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)  # the module, not the function mjlib re-exports
    result = doctest.testmod(module, optionflags=FLAGS)
    assert result.failed == 0


def test_examples_are_found_where_they_are_written():
    attempted = {name: doctest.testmod(importlib.import_module(name), optionflags=FLAGS).attempted
                 for name in ("mjlib.hand", "mjlib.practice.deal", "mjlib.practice.exercise", "mjlib.win")}
    assert all(attempted.values()), attempted
