"""The READMEs' Python examples run as written: every ```python block holding ``>>>`` lines is a
doctest, so an example whose output the scorer no longer prints fails make test. The Chinese
README gives the same two commands, is linked from the top of the English one and links back,
and is written in Chinese."""

import doctest
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
README_ZH = ROOT / "README.zh-CN.md"


def examples(path: Path) -> list[str]:
    blocks = re.findall(r"```python\n(.*?)```", path.read_text(encoding="utf-8"), re.S)
    return [b for b in blocks if ">>>" in b]


def commands(path: Path) -> list[str]:
    block = re.search(r"```sh\n(.*?)```", path.read_text(encoding="utf-8"), re.S).group(1)
    return [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]


def test_the_readmes_have_examples():
    assert len(examples(README)) >= 2 and len(examples(README_ZH)) >= 1


@pytest.mark.parametrize("path", [README, README_ZH], ids=lambda p: p.name)
def test_readme_examples_in_order(path):
    """The blocks run one after another in one namespace, as a reader types them."""
    names: dict = {}
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for i, block in enumerate(examples(path)):
        test = doctest.DocTestParser().get_doctest(block, names, f"{path.name} block {i}",
                                                   str(path), 0)
        runner.run(test, clear_globs=False)
        names = test.globs  # the next block sees what this one defined
    assert runner.failures == 0, "a README example prints something else now (see above)"


def test_the_chinese_readme_gives_the_same_two_commands_and_the_two_link_each_other():
    assert commands(README_ZH) == commands(README) == ["make lab", "make test"]
    top = README.read_text(encoding="utf-8").splitlines()[:4]
    assert any("(README.zh-CN.md)" in line for line in top)
    assert "(README.md)" in "\n".join(README_ZH.read_text(encoding="utf-8").splitlines()[:4])


def test_the_chinese_readme_is_chinese():
    """Outside code blocks, code spans and tile strings, at least 70% of its letters are CJK."""
    text = re.sub(r"```.*?```", "", README_ZH.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"`[^`]*`|\[[^\]]*\]\([^)]*\)|https?://\S+", "", text)
    cjk = len(re.findall(r"[\u4e00-\u9fff]", text))
    latin = len(re.findall(r"[A-Za-z]", text))
    assert cjk / (cjk + latin) >= 0.7, (cjk, latin)
