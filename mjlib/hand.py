"""Melds and hands: what a player shows, what they hold, and the tile they win on."""

from __future__ import annotations

from dataclasses import dataclass

from .tiles import Tile, TILES, format_tiles

CHOW, PUNG, KONG = "chow", "pung", "kong"
FROM_ZH = {1: "上家", 2: "对家", 3: "下家"}
FROM_EN = {1: "left", 2: "across", 3: "right"}


@dataclass(frozen=True)
class Meld:
    """A declared set.

    ``tile`` is the lowest tile (a chow's first tile). ``offer`` says where the claimed tile came
    from: for a chow, which of its three tiles was claimed (1..3); for a pung or kong, who
    discarded it (1 left, 2 across, 3 right); 0 for a concealed kong. ``added`` marks a kong
    made by adding the fourth tile to a claimed pung (加杠).
    """

    kind: str
    tile: Tile
    offer: int = 1
    added: bool = False

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == CHOW:
            return (self.tile, TILES[self.tile + 1], TILES[self.tile + 2])
        return (self.tile,) * (4 if self.kind == KONG else 3)

    @property
    def concealed(self) -> bool:
        """Only a concealed kong (暗杠) is a concealed meld."""
        return self.kind == KONG and self.offer == 0

    @property
    def is_kong(self) -> bool:
        return self.kind == KONG

    def __str__(self) -> str:
        body = format_tiles(self.tiles)
        if self.kind == KONG:
            if self.offer == 0:
                return f"[{body}]"
            return f"[{body}{self.offer + 4 if self.added else self.offer}]"
        return f"[{body}]" if self.offer == 1 else f"[{body}{self.offer}]"

    @property
    def zh(self) -> str:
        if self.kind == CHOW:
            return "吃"
        if self.kind == PUNG:
            return "碰"
        if self.offer == 0:
            return "暗杠"
        return "加杠" if self.added else "明杠"


@dataclass(frozen=True)
class Hand:
    """Melds, standing tiles and (for a complete hand) the winning tile.

    ``standing`` excludes the winning tile. ``winning`` is None for a hand waiting to win
    (13 tiles counting each meld as three).
    """

    melds: tuple[Meld, ...]
    standing: tuple[Tile, ...]
    winning: Tile | None

    @classmethod
    def parse(cls, text: str) -> "Hand":
        from .notation import parse

        return parse(text)

    def __str__(self) -> str:
        from .notation import format_hand

        return format_hand(self)

    @property
    def concealed_tiles(self) -> tuple[Tile, ...]:
        """Standing tiles plus the winning tile."""
        if self.winning is None:
            return self.standing
        return self.standing + (self.winning,)

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        out: list[Tile] = []
        for m in self.melds:
            out.extend(m.tiles)
        out.extend(self.concealed_tiles)
        return tuple(out)

    @property
    def is_complete(self) -> bool:
        return self.winning is not None

    def without_winning(self) -> "Hand":
        return Hand(self.melds, self.standing, None)

    def _repr_html_(self) -> str:
        """Jupyter: the hand drawn and listed, Chinese and English (see mjlib.render)."""
        from .render.display import hand_html

        return hand_html(self)

    def _repr_png_(self) -> bytes:
        from .render.display import hand_png

        return hand_png(self)
