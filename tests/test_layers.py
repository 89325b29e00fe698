"""The package's layers: each module imports only from its own layer or the ones below it, and no
import, at the top of a module or inside a function, closes a circle.

The floors, lowest first (the README's Layout section lists the same); each is a folder, or for
the first three mjlib's top level:

1. the ground: errors, tiles, notation
2. the objects and the words: hand, shapes, win, rules, vocabulary (the words mjlib writes: the
   language, the principles, sources and scopes, the headings and the names of sets and melds)
3. the scorer: readings, fans, view, exclusions, principles, explain, report, result, score, waits,
   the package itself and its command line
4. mjlib/course/: what the course says (the lessons' table, the checklist, the fan reference, the
   rulings, the glossary, the fan sheet, the claims)
5. mjlib/practice/: how it trains (exercises, drills, the dealer, the diagnosis, the builder's
   state)
6. mjlib/pages/: the site's page layer (exercises and tools on a web page, the HTML figure)
7. the display: render, widgets
"""

import ast
from pathlib import Path

import mjlib

PACKAGE = Path(mjlib.__file__).parent
LAYERS = [
    {"errors", "tiles", "notation"},
    {"hand", "shapes", "win", "rules", "vocabulary"},
    {"readings", "fans", "view", "exclusions", "principles", "explain", "report", "result",
     "score", "waits", "__main__", "__init__"},
    {"course"},
    {"practice"},
    {"pages"},
    {"render", "widgets"},
]


def _modules(root: Path, prefix: str) -> dict[str, Path]:
    out = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join((prefix,) + parts)
        out[name[:-len(".__init__")] if name.endswith(".__init__") else name] = path
    return out


def imports(root: Path, prefix: str) -> dict[str, set[str]]:
    """{module: the package's modules it imports}, imports inside functions included; an import
    under ``if TYPE_CHECKING:`` is for annotations only, never run, and left out."""
    mods = _modules(root, prefix)
    edges = {}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        out = set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {inner for block in ast.walk(tree) if isinstance(block, ast.If)
                       and ast.unparse(block.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING")
                       for stmt in block.body for inner in ast.walk(stmt)}
        for node in ast.walk(tree):
            if node in typing_only:
                continue
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module
                subs = {f"{target}.{a.name}" for a in node.names} & set(mods)
                out |= subs if len(subs) == len(node.names) else subs | ({target} & set(mods))
            elif isinstance(node, ast.Import):
                out |= {a.name for a in node.names} & set(mods)
        edges[name] = out - {name}
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in edges:
        if v not in index:
            visit(v)
    return found


def layer(module: str) -> int:
    top = module.split(".")[1] if "." in module else "__init__"
    return next(i for i, names in enumerate(LAYERS) if top in names)


def test_the_scan_finds_a_circle(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .b import x\n")
    (pkg / "b.py").write_text("def f():\n    from . import a\n")
    assert circles(imports(pkg, "pkg")) == [["pkg.a", "pkg.b"]]


def test_the_scan_leaves_out_imports_for_annotations_only(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                              "    from .b import x\n")
    (pkg / "b.py").write_text("def f():\n    from . import a\n")
    assert imports(pkg, "pkg")["pkg.a"] == set() and circles(imports(pkg, "pkg")) == []


def test_the_package_has_no_import_circle():
    assert circles(imports(PACKAGE, "mjlib")) == []


def test_every_module_has_a_layer():
    for name in _modules(PACKAGE, "mjlib"):
        layer(name)  # raises StopIteration for a module no layer holds


def test_no_module_imports_from_a_layer_above_its_own():
    wrong = [(m, t) for m, targets in imports(PACKAGE, "mjlib").items() for t in targets
             if layer(t) > layer(m)]
    assert not wrong, wrong


def test_the_top_level_holds_the_scorer_only():
    top = {p.stem for p in PACKAGE.glob("*.py")}
    scorer = set().union(*LAYERS[:3]) - {"fans"}
    assert top == scorer and len(top) <= 20, sorted(top ^ scorer)
    floors = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert floors == {"fans", "course", "practice", "pages", "render", "widgets"}
