"""How the course trains, on top of the scorer and the course's content: the exercises (the
answer form, a hand to score and feedback on the fans a learner ticks, :mod:`.exercise`), the
drills with their weak spots (:mod:`.drill`), the seeded dealer of legal winning hands
(:mod:`.deal`), what breaks a fan a hand lacks and why a counted fan counts (:mod:`.diagnose`,
:mod:`.reasons`), lesson 01's questions (:mod:`.questions`) and the hand builder's state
(:mod:`.building`). Models only: no widget, page or figure; those, one floor up, draw what these
return.
"""

from .building import BuilderModel
from .diagnose import breaks
from .exercise import EVERYDAY, Exercise, Feedback, answer_form
from .drill import Drill, WeakSpot

__all__ = ["EVERYDAY", "Exercise", "Feedback", "answer_form", "Drill", "WeakSpot", "breaks",
           "BuilderModel"]
