"""mjlib: score Chinese Official Mahjong (MCR, 国标麻将) hands exactly, and explain every fan
that is not counted."""

from .errors import HandError, NotWinningError
from .fans import FAMILIES, FANS, Fan
from .hand import Hand, Meld, parse
from .result import Result
from .rules import COMMON_PRACTICE, GREEN_BOOK, PRESETS, Rules
from .score import compare_presets, score
from .tiles import TILES, Tile, tile
from .vocabulary import language, use_language, writing
from .waits import waits
from .win import Win

__all__ = ["score", "compare_presets", "parse", "waits", "Win", "Hand", "Meld", "Tile", "TILES", "tile", "FANS", "FAMILIES", "Fan",
           "Result", "Rules", "GREEN_BOOK", "COMMON_PRACTICE", "PRESETS", "HandError",
           "NotWinningError", "use_language", "language", "writing"]
