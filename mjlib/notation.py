"""Read and write hands in the notation MCR players paste between tools.

``[567m2]`` is a chow claimed on its second tile, ``[999s3]`` a pung from the right, ``[8888p]`` a
concealed kong, ``[8888p1]`` a claimed kong, ``[8888p5]`` a kong added onto a pung claimed from the
left. Standing tiles follow (or surround) the melds; the last one written is the winning tile.
``z`` honors are accepted in Chinese order: ``1234z`` = E S W N, ``5z`` = 中 C, ``6z`` = 发 F,
``7z`` = 白 P (not tenhou's order, where 5z is 白).
"""

from __future__ import annotations

from .errors import HandError
from .hand import CHOW, HAND_SIZE, KONG, MAX_MELDS, PUNG, SET_SIZE, Hand, Meld, fifth_copy
from .tiles import FIRST_HONOR, HONORS, SUIT_SIZE, SUITS, TILES, Tile, format_tiles

# The longest hand string read: a legal hand needs about 40 characters, spaces between tiles
# about 60; anything much longer is refused before it is read.
MAX_LENGTH = 200


def _tokens(text: str, start: int, stop: int, where: str):
    """Yield (tile, position) for the tiles written in text[start:stop]."""
    digits: list[tuple[str, int]] = []
    i = start
    while i < stop:
        ch = text[i]
        if ch in "123456789":
            digits.append((ch, i))
        elif ch == "0":
            raise HandError("'0' is not a tile: MCR has no red fives, write 5", text, i)
        elif ch in SUITS or ch == "z":
            if not digits:
                raise HandError(f"suit letter {ch!r} has no digits before it", text, i)
            for d, pos in digits:
                if ch == "z":
                    if d not in "1234567":
                        raise HandError(
                            f"'{d}z' is not an honor: 1z-7z are E S W N C F P (Chinese order; 5z is 中)",
                            text, pos)
                    yield TILES[FIRST_HONOR + int(d) - 1], pos
                else:
                    yield TILES[SUITS.index(ch) * SUIT_SIZE + int(d) - 1], pos
            digits = []
        elif ch in HONORS:
            if digits:
                raise HandError(f"digits before {ch!r} have no suit letter", text, digits[0][1])
            yield TILES[FIRST_HONOR + HONORS.index(ch)], i
        elif ch.isspace() and not digits:
            pass
        else:
            hint = ""
            if ch in "eswncfp":
                hint = " (honors are uppercase: E S W N C F P)"
            elif ch in "[]":
                hint = " (brackets cannot be nested)" if where == "meld" else " (unmatched bracket)"
            raise HandError(f"unexpected character {ch!r}{hint}", text, i)
        i += 1
    if digits:
        raise HandError("digits at the end have no suit letter", text, digits[0][1])


def _meld(text: str, open_pos: int, close_pos: int) -> Meld:
    """The meld written between the brackets at open_pos and close_pos."""
    stop = close_pos
    offer = None
    if stop > open_pos + 1 and text[stop - 1].isdigit():
        # a trailing digit is the offer digit: tiles always end in a suit letter or an honor
        offer, offer_pos = int(text[stop - 1]), stop - 1
        stop -= 1
        if text[stop - 1] == ",":
            stop -= 1
    tiles = [t for t, _ in _tokens(text, open_pos + 1, stop, "meld")]
    if not tiles:
        raise HandError("a meld with no tiles", text, open_pos)
    if len(tiles) not in (3, 4):
        raise HandError(f"a meld holds 3 or 4 tiles, this one {len(tiles)}", text, open_pos)
    tiles.sort()
    if len(set(tiles)) == 1:
        kind = PUNG if len(tiles) == 3 else KONG
    elif len(tiles) == 3 and not tiles[0].is_honor and tiles[0].suit == tiles[2].suit \
            and tiles[1] == tiles[0] + 1 and tiles[2] == tiles[0] + 2:
        kind = CHOW
    elif len(tiles) == 3 and any(t.is_honor for t in tiles) and len(set(tiles)) == 3:
        raise HandError("honors cannot form a chow", text, open_pos)
    else:
        raise HandError(f"[{format_tiles(tiles)}] is not a chow, pung or kong", text, open_pos)
    tile = tiles[0]
    if offer is None:
        return Meld(kind, tile, 0 if kind == KONG else 1)
    if kind in (CHOW, PUNG):
        if offer not in (1, 2, 3):
            what = "which tile was claimed" if kind == CHOW else "who discarded it"
            raise HandError(f"bad offer digit {offer} for a {kind}: 1-3 say {what}", text, offer_pos)
        return Meld(kind, tile, offer)
    if offer in (1, 2, 3):
        return Meld(KONG, tile, offer)
    if offer in (5, 6, 7):
        return Meld(KONG, tile, offer - 4, added=True)
    raise HandError(f"bad offer digit {offer} for a kong: 1-3 claimed, 5-7 added, none concealed",
                    text, offer_pos)


def _check_text(text, what: str = "a hand") -> None:
    if not isinstance(text, str):
        raise HandError(f"{what} is written as a string, not {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise HandError(f"{what} is written in at most {MAX_LENGTH} characters; this text has "
                        f"{len(text):,}", text, 0)


def parse_meld(text: str) -> Meld:
    """The meld written ``text``, brackets included: ``parse_meld("[567m2]")``."""
    _check_text(text, "a meld")
    stripped = text.strip()
    if not (stripped.startswith("[") and stripped.endswith("]")) or stripped.count("[") != 1:
        raise HandError("a meld is written in brackets, like [567m2]", text, 0)
    start = text.index("[")
    return _meld(text, start, text.index("]", start))


def _read(text: str):
    """Melds and standing tiles as written, each with its position in ``text``."""
    _check_text(text)
    melds: list[tuple[Meld, int]] = []
    standing: list[tuple[Tile, int]] = []
    i = 0
    n = len(text)
    while i < n:
        if text[i] == "[":
            close = text.find("]", i + 1)
            nested = text.find("[", i + 1)
            if close < 0:
                raise HandError("'[' is never closed", text, i)
            if 0 <= nested < close:
                raise HandError("brackets cannot be nested", text, nested)
            melds.append((_meld(text, i, close), i))
            if len(melds) > MAX_MELDS:
                raise HandError("more than four melds", text, i)
            i = close + 1
            continue
        j = i
        while j < n and text[j] != "[":
            j += 1
        standing.extend(_tokens(text, i, j, "standing"))
        i = j
    return melds, standing


def read(text: str) -> tuple[list[Meld], list[Tile]]:
    """The melds and the standing tiles (in the order written) of a hand string of any length.

    The same notation and errors as :func:`parse`, without the checks on how many tiles there
    are: for a hand that is still being built.
    """
    melds, standing = _read(text)
    return [m for m, _ in melds], [t for t, _ in standing]


def parse(text: str) -> Hand:
    """The hand written ``text``; raises HandError saying what is wrong and where.

    >>> parse("[567m2]123s45p99pWWW3p")
    Hand('[567m2]123s4599pWWW3p')
    >>> parse("111112m")
    Traceback (most recent call last):
    mjlib.errors.HandError: more than four copies of 1m (at position 4 of '111112m')
    """
    melds, standing = _read(text)
    if not melds and not standing:
        raise HandError("the hand is empty", text, 0)
    # every tile with the position of what wrote it: a meld's bracket, or the tile's digit
    placed = [(t, pos) for m, pos in melds for t in m.tiles] + standing
    i = fifth_copy([t for t, _ in placed])
    if i is not None:
        raise HandError(f"more than four copies of {placed[i][0]}", text, placed[i][1])
    need = HAND_SIZE - SET_SIZE * len(melds)
    tiles = [t for t, _ in standing]
    if len(standing) == need:
        return Hand(tuple(m for m, _ in melds), tuple(tiles[:-1]), tiles[-1])
    if len(standing) == need - 1:
        return Hand(tuple(m for m, _ in melds), tuple(tiles), None)
    raise HandError(
        f"{len(melds)} meld(s) need {need} standing tiles (the last one wins) or {need - 1} "
        f"(a hand waiting to win); found {len(standing)}", text, None)


def format_hand(hand: Hand) -> str:
    """The canonical string: melds as declared, standing tiles sorted, then the winning tile."""
    out = "".join(str(m) for m in hand.melds) + format_tiles(sorted(hand.standing))
    if hand.winning is not None:
        out += format_tiles([hand.winning])
    return out
