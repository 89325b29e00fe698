"""How the course trains, on top of the scorer and the course's content: the exercises (the
answer form, a hand to score and feedback on the fans a learner ticks, :mod:`.exercise`), the
drills with their weak spots (:mod:`.drill`), the seeded dealer of legal winning hands
(:mod:`.deal`), what breaks a fan a hand lacks and why a counted fan counts (:mod:`.diagnose`,
:mod:`.reasons`), lesson 01's questions (:mod:`.questions`) and the hand builder's state
(:mod:`.building`). Models only (``ExerciseModel``, ``DrillModel``, ``BuilderModel``): no
widget, page or figure; the widgets of :mod:`mjlib.widgets` (``Exercise``, ``Drill``,
``HandBuilder``) and the pages of :mod:`mjlib.pages` draw what these return.
"""

from .building import BuilderModel
from .diagnose import breaks
from .drill import DrillModel, WeakSpot
from .exercise import EVERYDAY, ExerciseModel, Feedback, answer_form

__all__ = ["EVERYDAY", "ExerciseModel", "Feedback", "answer_form", "DrillModel", "WeakSpot",
           "breaks", "BuilderModel"]
