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


def test_environment_matches_pyproject():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = {_name(s) for s in project["dependencies"] + project["optional-dependencies"]["dev"]
              if "python_version" not in s}  # conda brings a Python new enough
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
