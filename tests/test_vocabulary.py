"""The explanation vocabulary has one home: mjlib.vocabulary. No other module of the package spells
a principle or a source as a string, and no module compares a group kind or a shape with a
string instead of its enum."""

import ast
from pathlib import Path

import pytest

import mjlib
from mjlib.hand import Kind
from mjlib.readings import Shape
from mjlib.vocabulary import PRINCIPLES, Principle, Scope, Source

PACKAGE = Path(mjlib.__file__).parent
MODULES = sorted(p for p in PACKAGE.rglob("*.py") if p.name != "vocabulary.py")
WORDS = {p.id for p in Principle} | {s.id for s in Source}
KINDS = {k.value for k in Kind} | {s.value for s in Shape}


def _docstrings(tree) -> set[int]:
    """ids of the string constants that are docstrings."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _literals(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node


def test_the_scan_sees_a_literal(tmp_path):
    """The scan below would catch a principle spelled as a string (the test can fail)."""
    bad = tmp_path / "bad.py"
    bad.write_text('"""doc: no-split is fine here"""\nP = "no-split"\n', encoding="utf-8")
    assert [n.value for n in _literals(bad)] == ["no-split"]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_principle_or_source_spelled_as_a_string(path):
    found = [(n.lineno, n.value) for n in _literals(path) if n.value in WORDS]
    assert not found, f"{path.name} spells {found}: use mjlib.vocabulary"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_kinds_and_shapes_compared_as_enums(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for part in [node.left, *node.comparators]:
                items = part.elts if isinstance(part, (ast.Tuple, ast.List, ast.Set)) else [part]
                found += [(node.lineno, i.value) for i in items
                          if isinstance(i, ast.Constant) and i.value in KINDS]
    assert not found, f"{path.name} compares with {found}: use Kind or Shape"


def test_members_carry_their_words():
    for p in Principle:
        assert p.zh and p.en and p.colour.startswith("#") and p.removes_en and p.removes_zh
        assert str(p) == f"{p.zh} {p.en}" and PRINCIPLES[p.id] is p
    assert len({p.colour for p in Principle}) == 5  # one colour each, told apart
    assert [s.listed for s in Source] == [True, True, True, False, False, False]
    assert Source("basics") is Source.BASICS and Scope("one") is Scope.ONE


def test_results_carry_the_typed_words():
    r = mjlib.score("[1111m1][3333m2][555m3][777m1]9m9m")
    kinds = {(e.fan.zh, e.principle, e.source) for e in r.excluded}
    assert ("缺一门", Principle.NO_REPEAT, Source.IMPLIED) in kinds
    assert all(isinstance(e.principle, Principle) and isinstance(e.source, Source)
               for e in r.excluded)
