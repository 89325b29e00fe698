"""The examples in the public functions' docstrings run as written."""

import doctest
import importlib

import pytest

MODULES = ["mjlib.tiles", "mjlib.notation", "mjlib.hand", "mjlib.score", "mjlib.waits",
           "mjlib.result", "mjlib.claims"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)  # the module, not the function mjlib re-exports
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
