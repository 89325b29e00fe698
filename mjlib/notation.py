"""Read and write hands in the notation MCR players paste between tools.

``[567m2]`` is a chow claimed on its second tile, ``[999s3]`` a pung from the right, ``[8888p]`` a
concealed kong, ``[8888p1]`` a claimed kong, ``[8888p5]`` a kong added onto a pung claimed from the
left. Standing tiles follow (or surround) the melds; the last one written is the winning tile.
``z`` honors are accepted in Chinese order: ``1234z`` = E S W N, ``5z`` = 中 C, ``6z`` = 发 F,
``7z`` = 白 P (not tenhou's order, where 5z is 白).
"""

from __future__ import annotations

from collections import Counter

from .errors import HandError
from .hand import CHOW, KONG, PUNG, Hand, Meld
from .tiles import HONORS, SUITS, TILES, Tile, format_tiles

Z_ORDER = "ESWNCFP"  # 1z..7z


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
                    yield TILES[27 + int(d) - 1], pos
                else:
                    yield TILES[SUITS.index(ch) * 9 + int(d) - 1], pos
            digits = []
        elif ch in HONORS:
            if digits:
                raise HandError(f"digits before {ch!r} have no suit letter", text, digits[0][1])
            yield TILES[27 + HONORS.index(ch)], i
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


def _read(text: str):
    """Melds and standing tiles as written, each with its position in ``text``."""
    if not isinstance(text, str):
        raise HandError(f"a hand is written as a string, not {type(text).__name__}")
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
            if len(melds) > 4:
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
    """The hand written ``text``; raises HandError saying what is wrong and where."""
    melds, standing = _read(text)
    if not melds and not standing:
        raise HandError("the hand is empty", text, 0)
    counts = Counter()
    for m, _ in melds:
        counts.update(m.tiles)
    for t, pos in standing:
        counts[t] += 1
        if counts[t] > 4:
            raise HandError(f"more than four copies of {t}", text, pos)
    for t, c in counts.items():
        if c > 4:
            raise HandError(f"more than four copies of {t}", text, None)
    need = 14 - 3 * len(melds)
    if len(standing) == need:
        tiles = [t for t, _ in standing]
        return Hand(tuple(m for m, _ in melds), tuple(sorted(tiles[:-1])), tiles[-1])
    if len(standing) == need - 1:
        return Hand(tuple(m for m, _ in melds), tuple(sorted(t for t, _ in standing)), None)
    raise HandError(
        f"{len(melds)} meld(s) need {need} standing tiles (the last one wins) or {need - 1} "
        f"(a hand waiting to win); found {len(standing)}", text, None)


def format_hand(hand: Hand) -> str:
    """The canonical string: melds as declared, standing tiles sorted, then the winning tile."""
    out = "".join(str(m) for m in hand.melds) + format_tiles(sorted(hand.standing))
    if hand.winning is not None:
        out += format_tiles([hand.winning])
    return out
