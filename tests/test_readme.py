"""The README's Python examples run as written: every ```python block holding ``>>>`` lines is a
doctest, so an example whose output the scorer no longer prints fails make test."""

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
EXAMPLES = [b for b in BLOCKS if ">>>" in b]


def test_the_readme_has_examples():
    assert len(EXAMPLES) >= 2


def test_readme_examples_in_order():
    """The blocks run one after another in one namespace, as a reader types them."""
    names: dict = {}
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for i, block in enumerate(EXAMPLES):
        test = doctest.DocTestParser().get_doctest(block, names, f"README block {i}",
                                                   str(README), 0)
        runner.run(test, clear_globs=False)
        names = test.globs  # the next block sees what this one defined
    assert runner.failures == 0, "a README example prints something else now (see above)"
