"""Fonts: a CJK font when the machine has one, clear ASCII labels when it does not.

matplotlib's default font (DejaVu Sans) has no Chinese characters: drawing one with it leaves an
empty box and the warning "Glyph ... missing from font". So every label is built by
:func:`bi` / :func:`zh`, which leave the Chinese out unless a font that covers it was found, and
every Text gets :func:`family` (DejaVu Sans first, the CJK font as per-glyph fallback).

The switch: ``use_cjk(False)`` or the environment variable ``MJLIB_NO_CJK=1`` force the ASCII
faces and English labels; ``use_cjk(True)`` insists on a CJK font; ``use_cjk(None)`` (the default)
uses one when found.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from functools import lru_cache

from matplotlib import font_manager
from matplotlib.font_manager import FontProperties

from ..vocabulary import Both, chinese

# Family names to ask matplotlib for, best first.
CANDIDATES = (
    "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Source Han Sans CN",
    "WenQuanYi Micro Hei", "WenQuanYi Zen Hei", "Noto Sans CJK JP", "Noto Sans CJK TC",
    "SimHei", "Microsoft YaHei", "PingFang SC", "Hiragino Sans GB", "Heiti SC", "STHeiti",
    "Droid Sans Fallback", "AR PL UMing CN", "AR PL UKai CN", "Arial Unicode MS",
)
# Lower-case pieces of file names of CJK fonts, for files matplotlib has not registered.
FILE_HINTS = ("notosanscjk", "notoserifcjk", "notosanssc", "sourcehansans", "sourcehanserif",
              "wqy", "simhei", "simsun", "msyh", "pingfang", "hiragino", "stheiti",
              "droidsansfallback", "uming", "ukai", "arialuni")
LATIN = "DejaVu Sans"  # matplotlib ships it: always there

_override: bool | None = None


def _required_chars() -> str:
    """Every Chinese character the figures can draw: a font must cover them all.

    The names come from mjlib's data (tiles, fans, principles, shapes); the figures' own words
    are read from this package's source, so a label added anywhere is covered.
    """
    from pathlib import Path

    from .. import fans
    from ..readings import SHAPE_NAMES
    from ..vocabulary import Principle, Source
    from ..tiles import HONOR_ZH, RANK_ZH, SUIT_ZH

    text = [RANK_ZH, "".join(SUIT_ZH.values()), "".join(HONOR_ZH.values())]
    text += [f.zh for f in fans.BY_ID.values()]
    text += [p.zh for p in Principle] + [s.label_zh for s in Source]
    text += [zh for zh, _ in SHAPE_NAMES.values()]
    text += [p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("*.py")
             if p.name not in ("display.py", "gallery.py")]  # HTML, and notes never drawn
    return "".join(sorted({c for c in "".join(text) if has_cjk(c)}))


def _covers(path: str, chars: str) -> bool:
    try:
        from matplotlib.ft2font import FT2Font

        charmap = FT2Font(path).get_charmap()
    except Exception:  # an unreadable or unsupported file
        return False
    return all(ord(c) in charmap for c in chars)


def _family_of(path: str) -> str | None:
    for entry in font_manager.fontManager.ttflist:
        if os.path.realpath(entry.fname) == os.path.realpath(path):
            return entry.name
    try:
        font_manager.fontManager.addfont(path)
    except Exception:
        return None
    for entry in font_manager.fontManager.ttflist:
        if os.path.realpath(entry.fname) == os.path.realpath(path):
            return entry.name
    return None


def _files_on_disk() -> list[str]:
    """CJK font files: what fontconfig lists for Chinese, then files with telling names."""
    found: list[str] = []
    fc = shutil.which("fc-list")
    if fc:
        try:
            out = subprocess.run([fc, ":lang=zh", "file"], capture_output=True, text=True,
                                 timeout=10).stdout
            found += [line.split(":")[0].strip() for line in out.splitlines() if line.strip()]
        except (OSError, subprocess.SubprocessError):
            pass
    try:
        system = font_manager.findSystemFonts()
    except Exception:
        system = []
    found += [p for p in system if any(h in os.path.basename(p).lower().replace("-", "").replace("_", "")
                                       for h in FILE_HINTS)]
    seen, out = set(), []
    for p in found:
        if p and p not in seen and os.path.isfile(p) and p.lower().endswith((".ttf", ".otf", ".ttc")):
            seen.add(p)
            out.append(p)
    return out


@lru_cache(maxsize=1)
def cjk_font() -> str | None:
    """The family name of a CJK font that covers every character the figures draw, or None.

    Asks matplotlib for the common names first, then registers a font file found on disk
    (fonts installed after matplotlib built its cache are otherwise invisible to it).
    """
    need = _required_chars()
    for name in CANDIDATES:
        try:
            path = font_manager.findfont(FontProperties(family=name), fallback_to_default=False)
        except ValueError:
            continue
        if _covers(path, need):
            return name
    for path in _files_on_disk():
        if _covers(path, need):
            name = _family_of(path)
            if name:
                return name
    return None


def use_cjk(flag: bool | None = True) -> bool | None:
    """Switch Chinese labels on (True), off (False) or to automatic (None); returns the old setting.

    ``True`` raises RuntimeError when the machine has no CJK font.
    """
    global _override
    if flag is True and cjk_font() is None:
        raise RuntimeError("no CJK font found: install one (Debian: apt-get install "
                           "fonts-wqy-microhei) or use_cjk(False) for English labels")
    old, _override = _override, flag
    return old


def cjk() -> bool:
    """Whether the figures draw Chinese now."""
    if _override is False:
        return False
    if _override is None and os.environ.get("MJLIB_NO_CJK", "").strip() not in ("", "0"):
        return False
    return cjk_font() is not None


def family() -> list[str]:
    """The font family list for a Text: DejaVu Sans, then the CJK font for the glyphs it lacks."""
    name = cjk_font() if cjk() else None
    return [LATIN, name] if name else [LATIN]


def zh(text: str) -> str:
    """``text`` when Chinese is drawn, else ''."""
    return text if cjk() else ""


def bi(zh_text: str, en_text: str, sep: str = " ") -> str:
    """Chinese and English side by side, or the English alone without a CJK font; the Chinese
    alone when mjlib writes Chinese (:func:`mjlib.use_language`) and the font has it."""
    if cjk() and zh_text:
        if chinese():
            return zh_text
        return f"{zh_text}{sep}{en_text}" if en_text else zh_text
    return en_text


def both(words: Both, sep: str = " ") -> str:
    """:func:`bi` of a pair of words (a :class:`~mjlib.vocabulary.Both`)."""
    return bi(words.zh, words.en, sep)


def zh_alone() -> bool:
    """Whether a figure's words are Chinese alone: mjlib writes Chinese and the font has it."""
    return cjk() and chinese()


def colon() -> str:
    """The colon after a label: full-width among Chinese alone."""
    return "：" if zh_alone() else ": "


def has_cjk(text: str) -> bool:
    return any(ord(c) > 0x2E7F for c in text)


def check_text(text: str) -> str:
    """Refuse Chinese in ASCII mode: it would draw as missing-glyph boxes."""
    if not cjk() and has_cjk(text):
        raise ValueError(f"Chinese text {text!r} drawn without a CJK font")
    return text


LINE = 1.25  # line height, in font sizes


def measure(text: str, size: float, weight: str = "normal") -> tuple[float, float]:
    """(width, height) of ``text`` in inches at ``size`` points, as Agg draws it."""
    fam = tuple(family())
    if not has_cjk(text):
        fam = fam[:1]  # as Canvas.text draws it
    return _measure(fam, text, float(size), weight)


@lru_cache(maxsize=4096)
def _measure(fam: tuple, text: str, size: float, weight: str) -> tuple[float, float]:
    prop = FontProperties(family=list(fam), size=size, weight=weight)
    lines = text.split("\n")
    width = max(_renderer().get_text_width_height_descent(line or " ", prop, ismath=False)[0]
                for line in lines)
    return width / 72.0, len(lines) * size * LINE / 72.0


@lru_cache(maxsize=1)
def _renderer():
    from matplotlib.backends.backend_agg import RendererAgg

    return RendererAgg(10, 10, 72)
