"""environment.yml (conda) lists the same packages as pyproject.toml (no conda here to solve it)."""

import re
import sys
from pathlib import Path

import yaml

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent


def _name(spec: str) -> str:
    return re.split(r"[<>=!~ \[]", spec.strip(), maxsplit=1)[0].lower()


def _requirements(project: dict, extra: str) -> set:
    """The packages an extra brings, following the extras it names (``mjlib[render]``)."""
    out = set()
    for spec in project["optional-dependencies"][extra]:
        name = _name(spec)
        if name == "mjlib":
            for inner in re.search(r"\[(.*)\]", spec).group(1).split(","):
                out |= _requirements(project, inner.strip())
        else:
            out.add(name)
    return out


def test_the_core_needs_nothing_and_each_extra_adds_its_layer():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["dependencies"] == []
    assert _requirements(project, "render") == {"matplotlib"}
    assert _requirements(project, "widgets") == {"matplotlib", "ipywidgets"}
    assert {"jupyterlab", "ipykernel", "tornado"} <= _requirements(project, "notebooks")
    assert _requirements(project, "notebooks") <= _requirements(project, "dev")


def test_environment_matches_pyproject():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    # everything, Python 3.10's extras included (tomli): the environment may bring Python 3.10
    wanted = _requirements(project, "dev")
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    assert env["channels"] == ["conda-forge"]
    listed, pip = set(), []
    for dep in env["dependencies"]:
        if isinstance(dep, dict):
            pip = dep["pip"]
        else:
            listed.add(_name(dep))
    listed |= {_name(s) for s in pip if not s.startswith("-e")}
    assert "-e ." in pip
    assert wanted <= listed, wanted - listed
    assert listed - wanted <= {"python", "pip"}
