"""Figures of hands and their scores, drawn with matplotlib alone (nothing is downloaded).

Each function returns a matplotlib Figure: show it in a notebook (it is the cell's value) or
save it with ``fig.savefig("hand.png")``.

- :func:`draw_hand` the hand as players lay it out; :func:`draw_tiles` a set of tiles;
- :func:`draw_result` the chosen reading set by set, and the fan ledger;
- :func:`draw_combinations` the fans between sets (count-once, non-identical);
- :func:`draw_readings` the readings side by side (high-versus-low, no-split);
- :func:`draw_family_map` what removes what within a family (不计关系图), by principle.

Chinese labels need a CJK font: one is used when the machine has it; ``use_cjk(False)`` or the
environment variable ``MJLIB_NO_CJK=1`` draw ASCII faces and English labels only.

Importing this package (or ``%load_ext mjlib.render``) makes a Hand or a Result that ends a
notebook cell show as its picture and table; without it they show as text.
"""

from .canvas import MahjongFigure, StruckText, to_png
from .combinations import draw_combinations
from .display import register
from .compare import draw_readings
from .family import draw_family_map
from .fonts import cjk, cjk_font, use_cjk
from .hands import draw_hand, draw_tiles
from .ledger import draw_result

__all__ = ["draw_hand", "draw_tiles", "draw_result", "draw_combinations", "draw_readings", "draw_family_map",
           "use_cjk", "cjk", "cjk_font", "to_png", "MahjongFigure",
           "StruckText", "load_ipython_extension"]


def load_ipython_extension(ip) -> None:
    """``%load_ext mjlib.render``: rich display of hands and results in this kernel."""
    register(ip)


register()
