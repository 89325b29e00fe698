"""Widgets for notebooks: :class:`HandBuilder` builds a hand by clicking tiles and explains its score.

``BuilderModel`` is the builder's state without any widget (it needs no ipywidgets).
"""

from .model import BuilderModel


def __getattr__(name):
    if name == "HandBuilder":  # ipywidgets is imported only when the widget is asked for
        from .builder import HandBuilder

        return HandBuilder
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["HandBuilder", "BuilderModel"]
