"""Widgets for notebooks: :class:`HandBuilder` builds a hand by clicking tiles and explains its score;
:class:`Exercise` and :class:`Drill` ask the learner to score hands and explain each mistake;
:class:`FanReference` finds a fan and shows its entry of the fan reference.

``BuilderModel`` is the builder's state without any widget (it needs no ipywidgets).
"""

from .model import BuilderModel


def __getattr__(name):
    if name == "HandBuilder":  # ipywidgets is imported only when the widget is asked for
        from .builder import HandBuilder

        return HandBuilder
    if name == "Exercise":  # an exercise that answers back (mjlib.practice.exercise without widgets)
        from .exercise import Exercise

        return Exercise
    if name == "Question":  # a question of lesson 01: the hand read, its shape, the minimum
        from .question import Question

        return Question
    if name == "Drill":
        from .drill import Drill

        return Drill
    if name == "FanReference":
        from .reference import FanReference

        return FanReference
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["HandBuilder", "BuilderModel", "Exercise", "Question", "Drill", "FanReference"]
