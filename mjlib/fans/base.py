"""The Fan type: one scoring pattern, declared as data with a small detector."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

# A match is the group indices (of the reading) that make one instance of a fan, and the tiles
# it is about; () for both when the fan is about the whole hand or the way it was won.
Match = tuple  # (groups: tuple[int, ...], tiles: tuple[Tile, ...])
WHOLE: Match = ((), ())


@dataclass(frozen=True)
class Fan:
    id: str
    zh: str
    en: str
    points: int
    family: str
    detect: Callable = field(repr=False, compare=False)
    combo: str | None = None  # "chow" or "pung" for fans that combine several sets
    arity: int = 0  # how many sets (not counting a pair) a combination fan combines

    def __str__(self) -> str:
        return f"{self.zh} {self.en} ({self.points})"


def declare(registry: list, id: str, zh: str, en: str, points: int, family: str, **kw):
    """A decorator that declares a fan with the decorated function as its detector."""
    def wrap(detect):
        registry.append(Fan(id, zh, en, points, family, detect, **kw))
        return detect
    return wrap


def whole(condition: bool) -> list:
    """The single whole-hand match when ``condition`` holds."""
    return [WHOLE] if condition else []

