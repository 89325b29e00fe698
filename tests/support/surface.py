"""mjlib's public surface, found by introspection: every public module (those not declared internal
below), its public names (``__all__``, or what the module itself defines), each public function,
each class and each public method. tests/test_attacks.py calls every one of them with hostile
values; a function added to a public module is attacked without being listed anywhere.
"""

from __future__ import annotations

import enum
import importlib
import inspect
import pkgutil

import mjlib

# Modules that are no public entry, each with why. Everything else under mjlib is attacked.
INTERNAL = {
    "mjlib.errors": "formats any value for a message: taking anything is its job",
    "mjlib.explain": "a stage of the scorer: takes only the ledgers score() builds",
    "mjlib.principles": "a stage of the scorer: takes only the readings score() builds",
    "mjlib.readings": "a stage of the scorer: takes only hands score() has checked",
    "mjlib.view": "a stage of the scorer: takes only the readings score() builds",
    "mjlib.shapes": "a stage of the scorer and of waits(): takes only tile counts they build",
    "mjlib.report": "writes the text of a Result score() built",
    "mjlib.result": "the records score() returns; made by the scorer alone",
    "mjlib.course.reference_hands": "data: the reference's hands",
    "mjlib.practice.reasons": "a stage of Exercise.check's feedback: takes only a scored exercise's "
                     "CountedFan and Result",
    "mjlib.pages.figure": "the HTML figure of a Result score() built and the layout of its sets: the "
                    "widgets and the site's tools give it only those",
    "mjlib.pages.drawn": "what the drawn figures show, as data and as HTML: made from a Result "
                         "score() built; narrow_drawn, which the site builder gives a notebook's "
                         "figure data, refuses bad data with a HandError (the builder's tests)",
    "mjlib.practice.building": "the hand builder's state, attacked as mjlib.widgets.BuilderModel; its "
                      "words take only the Outcome it makes",
}
INTERNAL_PREFIXES = {
    "mjlib.fans.": "the fan detectors take the scorer's ReadingView; mjlib.fans itself is attacked",
    "mjlib.render.": "mjlib.render's __all__ says what is public, and is attacked (and the two "
                     "modules the notebooks import, PUBLIC_SUBMODULES)",
    "mjlib.widgets.": "mjlib.widgets's __all__ says what is public, and is attacked",
}


# Submodules of those prefixes that the notebooks import from: attacked too.
PUBLIC_SUBMODULES = ("mjlib.render.glossary", "mjlib.render.reference")


def public_modules() -> list:
    names = ["mjlib"] + [m.name for m in pkgutil.walk_packages(mjlib.__path__, "mjlib.")]
    names += ["mjlib.render", "mjlib.widgets"]
    out = []
    for name in dict.fromkeys(names):
        parts = name.split(".")
        if any(p.startswith("_") for p in parts) or name in INTERNAL:
            continue
        if any(name.startswith(p) for p in INTERNAL_PREFIXES) and name not in PUBLIC_SUBMODULES:
            continue
        out.append(importlib.import_module(name))
    return out


def public_names(module) -> list[str]:
    found = getattr(module, "__all__", None)
    if found is None:
        found = [n for n, v in vars(module).items() if not n.startswith("_")
                 and getattr(v, "__module__", None) == module.__name__]
    return list(found)


def is_record(cls) -> bool:
    """An Enum or a NamedTuple: a value the package makes and hands out, its constructor
    Python's own (an Enum looked up by a wrong value raises ValueError, as Python's do)."""
    return issubclass(cls, (enum.Enum, tuple))


def methods(cls) -> list[tuple[str, object]]:
    """The public methods ``cls`` defines or inherits from mjlib (not from Python or ipywidgets):
    (name, the function as found on the class)."""
    out = {}
    for klass in reversed(cls.__mro__):
        if not klass.__module__.startswith("mjlib"):
            continue
        for name, value in vars(klass).items():
            if name.startswith("_"):
                continue
            if inspect.isfunction(value) or isinstance(value, (classmethod, staticmethod)):
                out[name] = value
    return sorted(out.items())


def surface():
    """(module name, public name, the object) for every public function and class."""
    seen = set()
    for module in public_modules():
        for name in public_names(module):
            value = getattr(module, name)
            if not (inspect.isfunction(value) or inspect.isclass(value)):
                continue
            if inspect.isclass(value) and issubclass(value, BaseException):
                continue
            if id(value) in seen:
                continue
            seen.add(id(value))
            yield module.__name__, name, value


def arguments(func) -> list[inspect.Parameter]:
    """The named parameters of ``func`` (not self or cls, not *args or **kwargs)."""
    params = list(inspect.signature(func).parameters.values())
    return [p for p in params if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
            and p.name not in ("self", "cls")]
