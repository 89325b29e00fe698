"""The READMEs' Python examples run as written: every ```python block holding ``>>>`` lines is a
doctest, so an example whose output the scorer no longer prints fails make test. The Chinese
README gives the same two commands, is linked from the top of the English one and links back,
and is written in Chinese."""

import doctest
import re
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
README_ZH = ROOT / "README.zh-CN.md"


def examples(path: Path) -> list[str]:
    blocks = re.findall(r"```python\n(.*?)```", path.read_text(encoding="utf-8"), re.S)
    return [b for b in blocks if ">>>" in b]


def commands(path: Path, n: int = 0) -> list[str]:
    """The commands of the README's ``n``-th sh block, comments aside."""
    block = re.findall(r"```sh\n(.*?)```", path.read_text(encoding="utf-8"), re.S)[n]
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
    assert commands(README_ZH, 1) == commands(README) == ["make lab", "make test"]


def test_the_chinese_readme_starts_a_reader_without_a_compiler():
    """First the route a Chinese reader can take without make or a compiler: a venv, the
    notebooks extra (which leaves the reference calculator, built from source, to dev), the
    Chinese lessons; with Windows's commands too, and how to make the command line Chinese."""
    first = commands(README_ZH, 0)
    assert first == ["python3 -m venv .venv", '.venv/bin/pip install -e ".[notebooks]"',
                     ".venv/bin/jupyter lab notebooks/zh"]
    text = README_ZH.read_text(encoding="utf-8")
    assert '.venv\\Scripts\\pip install -e ".[notebooks]"' in text and "macOS" in text
    assert "MJLIB_LANGUAGE=zh" in text
    project = tomllib.loads((README.parent / "pyproject.toml").read_text(encoding="utf-8"))
    extras = project["project"]["optional-dependencies"]
    needed, todo = set(), ["notebooks"]
    while todo:  # the extra and the extras it names
        for req in extras[todo.pop()]:
            if req.startswith("mjlib["):
                todo.append(req[6:-1])
            else:
                needed.add(re.split(r"[<>=;\[ ]", req)[0])
    assert "pymahjonggb" not in needed and "matplotlib" in needed and "jupyterlab" in needed
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
