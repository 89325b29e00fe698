"""What the course says, written once on top of the scorer (mjlib's top level) and nothing above
it: the lessons' table (:mod:`.lessons`, read from ``course.json``: which lesson teaches each fan
and where), the scoring checklist a learner follows (:mod:`.checklist`), what each fan needs and
where to look for it (:mod:`.requirements`, :mod:`.hints`), the fan reference with its hands, the
fans often confused and where a text names a fan (:mod:`.fan_reference`, :mod:`.reference_hands`,
:mod:`.lookalikes`, :mod:`.mentions`), the open rulings (:mod:`.rulings`), the glossary
(:mod:`.glossary`), the printed fan sheet (:mod:`.sheet`) and the assertions that keep the
lessons' sentences true (:mod:`.claims`). No exercise, page or figure lives on this floor.
"""

from . import glossary, rulings
from .checklist import NUMBER, STEPS, biggest, step_of, steps, walk
from .claims import expect
from .hints import hint
from .lessons import LESSONS, Lesson, Section, first_taught, look_for_lines, section, taught_by
from .requirements import needs

__all__ = ["LESSONS", "Lesson", "Section", "first_taught", "look_for_lines", "section", "taught_by",
           "STEPS", "NUMBER", "biggest", "step_of", "steps", "walk", "expect", "hint", "needs",
           "glossary", "rulings"]
