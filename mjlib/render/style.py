"""Sizes and colours: large tiles and labels of 12 points or more, for a projector."""

from __future__ import annotations

# Tile size in inches; every tile stands upright.
TILE_W = 0.56
TILE_H = 0.76
DEPTH = 0.07  # the tile's thickness, shown under its face
TILE_GAP = 0.03
SET_GAP = 0.32  # between melds or sets
WIN_GAP = 0.42  # the winning tile, set apart

# Font sizes in points.
LABEL = 12  # the smallest text anywhere
BODY = 13
HEAD = 15
TITLE = 17
NUMERAL = 21
SUIT_CHAR = 17
HONOR_CHAR = 27
ASCII_RANK = 23
ASCII_SUIT = 16

INK = "#1a1a1a"
MUTED = "#5f5f5f"  # excluded text: grey, and struck through as well
FACE = "#fbf8ef"
FACE_EDGE = "#6b6b6b"
BODY_COLOUR = "#2f7d57"  # tile back and thickness
BODY_EDGE = "#1f5139"
BACK_INNER = "#4c9a72"
WIN_EDGE = "#d99100"
OUTLINE = "#4a4a4a"

SUIT_COLOUR = {"m": "#c0261f", "s": "#21793a", "p": "#1b58a8"}
HONOR_COLOUR = {"E": INK, "S": INK, "W": INK, "N": INK, "C": "#c0261f", "F": "#21793a",
                "P": "#1b58a8"}

from ..pages.figure import FAMILY_COLOUR  # noqa: E402,F401  (the HTML figure's colours too)
# The principles' colours are theirs: mjlib.vocabulary.Principle.colour.
EXCLUDED_HATCH = "///"
EXCLUDED_FILL = "#d9d9d9"
EXCLUDED_EDGE = "#8a8a8a"


def tint(colour: str, amount: float = 0.8) -> str:
    """``colour`` mixed with white: a light background that dark text reads on."""
    c = colour.lstrip("#")
    rgb = [int(c[i:i + 2], 16) for i in (0, 2, 4)]
    mixed = [round(v + (255 - v) * amount) for v in rgb]
    return "#" + "".join(f"{v:02x}" for v in mixed)
