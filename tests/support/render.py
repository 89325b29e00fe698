"""Shared helpers for the tests of mjlib.render: what a figure drew, and the font switch."""

from __future__ import annotations

import io
import os
import warnings
from collections import Counter

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.text import Text  # noqa: E402

import mjlib  # noqa: E402
from mjlib.render import fonts  # noqa: E402
from mjlib.render.canvas import StruckText  # noqa: E402

# Hands of every shape, and the examples of the five principles.
HANDS = {
    "regular": ("[123m1][456p1][789s1]23pCC1p", {}),
    "seven-pairs": ("112233m778899s1p1p", {}),
    "thirteen-orphans": ("19m19s19pESWNCFPN", {}),
    "honors-knitted": ("147m258s369pSWNCF", {}),
    "knitted-straight": ("13347s12369m258p3m", {}),
    "four-melds": ("[1111m1][3333m2][555m3][777m1]9m9m", {}),
    "concealed-kongs": ("[EEEE][CCCC][FFFF][PPPP]NN", {}),
    "high-versus-low": ("22233344m234p99p4m", {}),
    "non-identical": ("[666m1][777p2][888s3]99mNN9m", {}),
    "seven-shifted-pairs": ("1122334455667m7m", {}),
    "nine-gates": ("1112345678999m9m", {}),
    "added-kong-flowers": ("[123m2][456p3][8888s6]E789mE", {"flowers": 3}),
    "self-drawn-last-tile": ("[123m1]456p789s34sNN2s", {"self_drawn": True, "wall_last": True}),
    "all-green-basics": ("[234s1][666s2]888s44sFFF", {}),  # 混一色 removed by the basics text only
}


def score(name: str, rules: str = "green-book"):
    hand, kw = HANDS[name]
    return mjlib.score(hand, rules=rules, **kw)


@pytest.fixture(params=["cjk", "ascii"])
def font_mode(request):
    """Run a test with the CJK font and again with ASCII faces and English labels (a test
    parametrised over many hands takes :func:`with_fonts` instead)."""
    if request.param == "cjk" and fonts.cjk_font() is None:
        why = ("no CJK font found on this machine (Debian: apt-get install fonts-wqy-microhei, "
               "as .ci/run does): the Chinese variant cannot run")
        if os.environ.get("CI") == "true":  # CI installs the font: missing there is a failure
            pytest.fail(why)
        pytest.skip(why)
    old = fonts.use_cjk(request.param == "cjk")
    try:
        yield request.param
    finally:
        fonts.use_cjk(old)


# The hands drawn again with ASCII faces: suits, honors and melds of each kind.
ASCII_HANDS = ("regular", "thirteen-orphans", "four-melds")


def with_fonts(values: list, ascii_values=None) -> list:
    """``(value, "cjk")`` for every value and ``(value, "ascii")`` for a few (``ascii_values``,
    or the first two), for ``parametrize("x,font_mode", ..., indirect=["font_mode"])``. The ASCII
    faces draw the same figure with other labels, so a few values show they still do."""
    few = list(ascii_values) if ascii_values is not None else list(values[:2])

    def case(value, mode):
        shown = "-".join(value) if isinstance(value, tuple) else str(value)
        return pytest.param(value, mode, id=f"{shown}-{mode}")

    return [case(v, "cjk") for v in values] + [case(v, "ascii") for v in few]


def render(fig) -> bytes:
    """Draw the figure to PNG with every warning an error: a missing glyph fails the test."""
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        fig.savefig(buf, format="png", dpi=50)
    plt.close(fig)
    data = buf.getvalue()
    assert data.startswith(b"\x89PNG")
    return data


def draw(fn, *args, **kw):
    """Call a drawing function with every warning an error, and render what it drew."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        fig = fn(*args, **kw)
    render(fig)
    return fig


def texts(fig) -> list[Text]:
    return [t for t in fig.findobj(Text) if t.get_text()]


def strings(fig) -> list[str]:
    return [t.get_text() for t in texts(fig)]


def all_text(fig) -> str:
    return "\n".join(strings(fig))


def with_gid(fig, prefix: str) -> list:
    return [a for a in fig.findobj() if (a.get_gid() or "").startswith(prefix)]


def gids(fig, prefix: str) -> list[str]:
    return [a.get_gid() for a in with_gid(fig, prefix)]


def texts_with_gid(fig, prefix: str) -> list[str]:
    return [t.get_text() for t in texts(fig) if (t.get_gid() or "").startswith(prefix)]


def struck(fig) -> list[str]:
    return [t.get_text() for t in texts(fig) if isinstance(t, StruckText)]


def faces(fig) -> Counter:
    """Tiles drawn face up (notation -> count), from the face patches."""
    return Counter(g.split(":", 1)[1].split("|")[0] for g in gids(fig, "tile:"))


def backs(fig) -> Counter:
    return Counter(g.split(":", 1)[1].split("|")[0] for g in gids(fig, "tile-back:"))


def has_cjk(text: str) -> bool:
    return any(ord(c) > 0x2E7F for c in text)


def name(fan, mode: str) -> str:
    """How a figure names a fan in this font mode."""
    return f"{fan.zh} {fan.en}" if mode == "cjk" else fan.en
