"""The core scores with nothing but Python: it imports no figure, widget or notebook module,
and runs in an environment that has none of them installed. The core here is everything below the
display: the scorer (mjlib's top level and fans/), the course, practice and the page layer."""

import ast
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = sorted((ROOT / "mjlib").glob("*.py")) + [
    path for floor in ("fans", "course", "practice", "pages")
    for path in sorted((ROOT / "mjlib" / floor).glob("*.py"))]
DISPLAY = ("matplotlib", "ipywidgets", "IPython", "PIL", "numpy", "mjlib.render", "mjlib.widgets")

SCRIPT = """
import sys
import mjlib
r = mjlib.score("[123m1][456p1][789s1]23pCC1p", self_drawn=True, rules="common-practice")
assert r.total == 10, r.total
assert [str(t) for t in mjlib.waits("1112345678999m")] == [f"{i}m" for i in range(1, 10)]
print(repr(r))
loaded = sorted(m for m in sys.modules if m.split(".")[0] in {"matplotlib", "ipywidgets", "IPython",
                "PIL", "numpy"} or m.startswith(("mjlib.render", "mjlib.widgets")))
print("loaded:", loaded)
"""


def _imported(path: Path) -> set:
    names = set()
    package = ".".join(path.parent.relative_to(ROOT).parts)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                names.add(f"{base}.{node.module}" if node.module else base)
                names |= {f"{base}.{a.name}" for a in node.names}
            else:
                names.add(node.module)
    return names


def test_no_core_module_imports_the_display_not_even_inside_a_function():
    assert len(CORE) > 40
    for path in CORE:
        bad = {n for n in _imported(path) if n.startswith(DISPLAY)}
        assert not bad, (path.name, bad)


def test_scoring_loads_no_plotting_or_widget_module():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout
    assert "loaded: []" in out


def test_the_core_runs_where_nothing_else_is_installed(tmp_path):
    env_dir = tmp_path / "bare"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    missing = subprocess.run([str(python), "-c", "import matplotlib"], capture_output=True)
    assert missing.returncode != 0  # the environment really has no matplotlib
    run = subprocess.run([str(python), "-c", SCRIPT], capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    assert "<Result 10 common-practice" in run.stdout and "loaded: []" in run.stdout
