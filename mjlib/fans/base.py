"""The Fan type: one scoring pattern, declared as data with a small detector."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, NamedTuple

from ..hand import Kind
from ..tiles import Tile
from ..vocabulary import Both

if TYPE_CHECKING:
    from ..view import ReadingView


class Match(NamedTuple):
    """One instance of a fan in a reading: the indices of the groups that make it, and the tiles
    it is about (四归一: its tile; a wait fan: the winning tile). Both are () for a fan of the
    whole hand or of the way it was won."""

    groups: tuple[int, ...]
    tiles: tuple[Tile, ...] = ()


WHOLE = Match((), ())

# A fan's detector: every instance of the fan in one reading.
Detector = Callable[["ReadingView"], "list[Match]"]


@dataclass(frozen=True)
class Fan:
    id: str
    zh: str
    en: str
    points: int
    family: str
    detect: Detector = field(repr=False, compare=False)
    combo: Kind | None = None  # CHOW or PUNG for fans that combine several sets
    arity: int = 0  # how many sets (not counting a pair) a combination fan combines
    # what a reading must hold for the fan to be there at all, as (a list of group indices of
    # mjlib.view.ReadingView, how many at least): 箭刻 needs ("dragon_pungs", 1). The scorer does
    # not look for the fan in a reading without them; the detector still decides.
    needs: tuple[tuple[str, int], ...] = field(default=(), repr=False, compare=False)
    # what the whole hand must hold, in the same way: every tile among ``within`` (绿一色: the
    # green tiles), and a win with each flag of mjlib.Win named in ``when`` (妙手回春: "wall_last"
    # and "self_drawn").
    within: frozenset[int] | None = field(default=None, repr=False, compare=False)
    when: tuple[str, ...] = field(default=(), repr=False, compare=False)

    @property
    def words(self) -> Both:
        """The fan's name in English and in Chinese."""
        return Both(self.en, self.zh)

    @property
    def name(self) -> str:
        """The fan's name as mjlib writes it: '花龙 Mixed Straight'; '花龙' when mjlib writes
        Chinese."""
        return self.words.label()

    def __str__(self) -> str:
        return f"{self.zh} {self.en} ({self.points})"


def declare(registry: list[Fan], id: str, zh: str, en: str, points: int, family: str, *,
            combo: Kind | None = None, arity: int = 0,
            needs: dict[str, int] | None = None, within: frozenset[int] | None = None,
            when: tuple[str, ...] = ()) -> Callable[[Detector], Detector]:
    """A decorator that declares a fan with the decorated function as its detector."""
    def wrap(detect: Detector) -> Detector:
        registry.append(Fan(id, zh, en, points, family, detect, combo=combo, arity=arity,
                            needs=tuple((needs or {}).items()), within=within, when=when))
        return detect
    return wrap


def whole(condition: bool) -> list[Match]:
    """The single whole-hand match when ``condition`` holds."""
    return [WHOLE] if condition else []

