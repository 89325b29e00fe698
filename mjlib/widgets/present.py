"""What the hand builder shows: tile faces, the status line with the itemised table, the figure.

Nothing here knows about widgets: each function returns a string, PNG bytes, a display object
(anything with ``_repr_mimebundle_``), or an entry for an Output widget's ``outputs``.
"""

from __future__ import annotations

import base64
import re
from functools import lru_cache

from ..vocabulary import meld_label as meld_short, meld_sentence as meld_words  # noqa: F401
from ..tiles import TILES, Tile
from ..readings import Reading
from ..vocabulary import Both, chinese, pick
from ..vocabulary import HEAD
from ..pages import figure
from ..pages.figure import FIGURE_CSS, WIN_COLOUR, hand_html, tile_class, tile_words  # noqa: F401
from ..practice.building import outcome_words, plural, tiles_words, total_words  # noqa: F401

ERROR_COLOUR = "#b3261e"
SUIT_COLOUR = {"m": "#c0261f", "s": "#21793a", "p": "#1b58a8", "z": "#1a1a1a"}
DRAGON_COLOUR = {"C": "#c0261f", "F": "#21793a", "P": "#1b58a8"}
FIGURE_DPI = 80
# the HTML figure's size in the builder: 1.3% of the output's width, from 14 px (under 1077 px)
# to 24 px (from 1846 px); its tiles are 2.57 em wide (50 px in a 1500 px output, JupyterLab's
# on a 1920 px screen with the file browser open; the drawn figure's are 45 px)
FIGURE_FONT = "clamp(14px, 1.3cqw, 24px)"


class Bundle:
    """A display object: MIME type -> data, with a plain-text form always present."""

    def __init__(self, data: dict):
        self.data = data

    def _repr_mimebundle_(self, include=None, exclude=None):
        return dict(self.data)


esc = figure.esc


def tile_colour(t: Tile) -> str:
    if t.is_honor:
        return DRAGON_COLOUR.get(str(t), SUIT_COLOUR["z"])
    return SUIT_COLOUR[t.suit]


# tile faces ----------------------------------------------------------------------------------
@lru_cache(maxsize=4)
def _faces(cjk: bool, dpi: int = 96) -> dict:
    from ..render import style, to_png
    from ..render.canvas import Canvas
    from ..render.tiles import paint_tile

    out = {}
    for t in TILES:
        c = Canvas(margin=0.02)
        paint_tile(c, 0, 0, style.TILE_W, style.TILE_H, t)
        out[t] = to_png(c.finish(), dpi=dpi)
    return out


def tile_faces(dpi: int = 96) -> dict:
    """{tile: PNG bytes} of the 34 faces as mjlib.render draws them (``dpi`` pixels to the
    inch: 96 for a page, more for a projector); {} when it cannot."""
    try:
        from ..render import fonts

        return _faces(fonts.cjk(), dpi)
    except Exception:  # no matplotlib, or a render module still being written
        return {}


HAND_MAT = "#2f6f4f"  # the hand lies on a green mat; the palette on the page's white

# The hand row and the palette look apart: the hand's tiles lie on a green mat, each with a red
# "×" in its corner (a click removes it); the palette's tiles stand on the page, a "+" when the
# pointer is over one (a click adds it).
HAND_CSS = [
    ".mj-builder .mj-hand { background: %s; border-radius: 8px; padding: 8px 10px !important; "
    "box-sizing: border-box; min-width: 640px; gap: 2px; }" % HAND_MAT,
    ".mj-builder .mj-hand .mj-hand-empty { color: #f4f1e6; padding: 14px 4px; }",
    ".mj-builder .mj-hand .mj-meld { border-color: #cfe3d6; }",
    ".mj-builder .mj-hand small, .mj-builder .mj-hand .widget-html-content { color: #f4f1e6; }",
    ".mj-builder .mj-in-hand { position: relative; overflow: visible !important; "
    "box-shadow: 0 2px 0 #1f5139 !important; }",
    ".mj-builder .mj-in-hand::after { content: '×'; position: absolute; top: -5px; right: -5px; "
    "width: 15px; height: 15px; border-radius: 50%; background: #b3261e; color: white !important; "
    "font: bold 12px/15px sans-serif; text-align: center; pointer-events: none; }",
    ".mj-builder .mj-in-hand:hover { filter: brightness(0.85); }",
    ".mj-builder .mj-palette:hover:not(:disabled) { outline: 2px solid #21793a; "
    "outline-offset: 1px; }",
]


def face_css(faces: dict, scope: str = ".mj-builder") -> str:
    """A style sheet that paints each ``mj-t-<tile>`` button with its tile face, with the hand
    row's look and the HTML figure's (:func:`figure_html`).

    The buttons keep their text (``5m``) for a front end that ignores the sheet; with the sheet
    the text is transparent and the face shows. ``scope`` is the class of the element that
    holds the tiles (the builder's, by default).
    """
    rules = HAND_CSS + FIGURE_CSS + [
        ".mj-builder .mj-tile { padding: 0 !important; margin: 1px !important; "
        "font-weight: bold; border-radius: 5px !important; box-shadow: none !important; }",
        ".mj-builder .mj-tile.mj-win { outline: 3px solid %s; outline-offset: 1px; }" % WIN_COLOUR,
        ".mj-builder .mj-tile:disabled { opacity: 0.3 !important; }",
        ".mj-builder .mj-meld { border: 1px solid #b8b8b8; border-radius: 6px; padding: 2px; "
        "margin-right: 6px; }",
        ".mj-builder .mj-gap { width: 18px; }",
        ".mj-builder .mj-error { color: %s; }" % ERROR_COLOUR,
        ".mj-builder .mj-status-box .widget-html-content { line-height: 1.4; }",
        ".mj-builder .mj-status { margin: 4px 0 6px 0; }",
        ".mj-builder table.mj-table { border-collapse: collapse; margin: 4px 0 10px 0; "
        "font-size: 13px; }",
        ".mj-builder table.mj-table td, .mj-builder table.mj-table th { padding: 3px 12px 3px 4px; "
        "text-align: left; vertical-align: top; }",
        ".mj-builder table.mj-table th { border-bottom: 1px solid #b8b8b8; }",
        ".mj-builder table.mj-table tr:nth-child(even) { background: #f3f3f3; }",
        ".mj-builder table.mj-table tr.mj-total-row td { border-top: 1px solid #b8b8b8; }",
        ".mj-builder .mj-out img, .mj-builder .mj-out svg { max-width: 100%; height: auto; }",
        ".mj-builder .mj-struck { text-decoration: line-through; color: #5f5f5f; }",
        # the HTML figure grows with the output's width, for a projector: 14 px up to 24 px
        ".mj-builder .mj-out { container-type: inline-size; }",
        ".mj-builder .mj-out .mj-figure-html { font-size: %s; }" % FIGURE_FONT,
        # the ledger's columns side by side need some 50rem at 14 px: below, the phone's layout
        figure.narrow_css("@container", ".mj-builder .mj-out", "50rem"),
    ]
    if faces:
        rules.append(".mj-builder .mj-tile.mj-face { color: transparent !important; "
                     "background-color: transparent !important; background-size: contain; "
                     "background-repeat: no-repeat; background-position: center; "
                     "border: none !important; }")
        for t, png in faces.items():
            data = base64.b64encode(png).decode("ascii")
            rules.append(f"{scope} .mj-face.{tile_class(t)} "
                         f"{{ background-image: url(data:image/png;base64,{data}); }}")
    sheet = "\n".join(rules)
    if scope != ".mj-builder":
        sheet = sheet.replace(".mj-builder ", scope + " ")
    return "<style>\n" + sheet + "\n</style>"


# the result ----------------------------------------------------------------------------------
def draw(result):
    """The result figure: mjlib.render.draw_result, or draw_hand while that is not there."""
    from .. import render

    fn = getattr(render, "draw_result", None)
    return fn(result) if fn is not None else render.draw_hand(result)


def fit_svg(svg: str, px_per_inch: float = FIGURE_DPI) -> str:
    """Size an SVG as a PNG of ``px_per_inch`` would be, shrinking to fit a narrower output.

    matplotlib writes the size in points, which a browser shows at 96/72 of the PNG's size and
    clips at the right edge of the output area.
    """
    def size(match):
        w, h = float(match.group(1)), float(match.group(2))
        k = px_per_inch / 72
        return (f'width="{w * k:.0f}px" height="{h * k:.0f}px" '
                f'style="max-width: 100%; height: auto"')

    return re.sub(r'width="([\d.]+)pt" height="([\d.]+)pt"', size, svg, count=1)


def output(obj) -> dict:
    """A display object as one entry of an Output widget's ``outputs`` (with the metadata it
    gives, a figure's words)."""
    bundle = obj._repr_mimebundle_()
    data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
    return {"output_type": "display_data", "data": data, "metadata": metadata}


def stream(text: str) -> dict:
    """Text as one entry of an Output widget's ``outputs``."""
    return {"output_type": "stream", "name": "stdout", "text": text}


def figure_height(fig) -> int:
    """How tall, in pixels, the figure will show."""
    return round(fig.get_size_inches()[1] * FIGURE_DPI)


def figure_pending(height: int) -> Bundle:
    """What stands where the figure goes while it is drawn: a blank of the last figure's height
    (the page below it does not jump)."""
    return Bundle({"text/html": f'<div class="mj-figure-pending" style="height: {int(height)}px">'
                                "</div>",
                   "text/plain": "(drawing the figure)"})


def figure_bundle(fig, fmt: str = "svg", text: str = "") -> "Bundle":
    """The figure as an SVG (text and lines crisp on a projector, the tiles pictures of 100
    pixels to the inch; the faster of the two to make) or a PNG, then closed: nothing is left
    open in pyplot."""
    import io

    try:
        buf = io.BytesIO()
        if fmt == "svg":
            from ..render.canvas import to_svg

            return Bundle({"image/svg+xml": fit_svg(to_svg(fig)), "text/plain": text})
        if fmt == "png":
            fig.savefig(buf, format="png", dpi=FIGURE_DPI, facecolor="white",
                        pil_kwargs={"compress_level": 1})
            return Bundle({"image/png": base64.b64encode(buf.getvalue()).decode("ascii"),
                           "text/plain": text})
        raise ValueError(f"figure format is 'svg' or 'png', not {fmt!r}")
    finally:
        manager = getattr(getattr(fig, "canvas", None), "manager", None)
        if manager is not None:
            import matplotlib.pyplot as plt

            plt.close(fig)


def _by(e) -> Both:
    """What removed ``e``: a fan, or the chosen reading with its name."""
    if isinstance(e.by, Reading):
        return Both(f"{e.by_words.en}: {e.by.en}", f"{e.by_words.zh} {e.by.zh}")
    return e.by_words


def result_table(result) -> Bundle:
    """The itemised table: counted fans, total, and each fan not counted (with why).

    It goes under the status line, which says the total in words and whether it reaches the
    8-fan minimum. In Chinese alone when mjlib writes Chinese."""
    if chinese():
        return _result_table_zh(result)
    rows = []
    plain = ["counted 计入:"]
    for c in result.fans:
        times = f" ({c.worth})" if c.count > 1 else ""
        rows.append(f'<tr class="mj-fan"><td><b>{c.points}</b></td><td>{esc(c.fan.zh)}</td>'
                    f"<td>{esc(c.fan.en)}{times}</td></tr>")
        plain.append(f"  {c.points:>3}  {c.fan.zh} {c.fan.en}{times}")
    head = "<tr><th>番 fans</th><th colspan=2>计入 counted</th></tr>"
    total = (f'<tr class="mj-total-row"><td><b>{result.total}</b></td>'
             f'<td colspan=2><b>合计 total</b></td></tr>')
    plain.append(f"  {result.total:>3}  total")
    settled = result.settlement_words()
    if settled is not None:
        total += (f'<tr class="mj-settlement"><td colspan=3>{esc(settled.zh)}<br>'
                  f"{esc(settled.en)}</td></tr>")
        plain.append(f"       {settled.zh}\n       {settled.en}")
    parts = ['<div class="mj-result">',
             f'<table class="mj-table mj-counted">{head}{"".join(rows)}{total}</table>']
    if result.excluded:
        ex = ["<tr><th>不计 not counted</th><th>原则 principle</th><th>因 caused by</th>"
              "<th>why</th></tr>"]
        plain.append("not counted 不计:")
        for e in result.excluded:
            by_zh, by_en = _by(e).zh, _by(e).en
            times = f" ({e.worth})" if e.count > 1 else ""
            ex.append(f'<tr class="mj-excluded-fan"><td class="mj-struck">{esc(e.fan.zh)} '
                      f"{esc(e.fan.en)}{times}</td><td>{esc(e.principle.zh)} {esc(e.principle.en)}</td>"
                      f"<td>{esc(by_zh)} {esc(by_en)}</td>"
                      f"<td>{esc(e.reason)}<br>{esc(e.reason_zh)}</td></tr>")
            plain.append(f"  {e.fan.zh} {e.fan.en}{times}: {e.principle.zh} {e.principle.en}, "
                         f"by {by_zh} {by_en}: {e.reason}")
        parts.append(f'<table class="mj-table mj-excluded">{"".join(ex)}</table>')
    parts.append("</div>")
    return Bundle({"text/html": "".join(parts), "text/plain": "\n".join(plain)})


def _result_table_zh(result) -> Bundle:
    """:func:`result_table` in Chinese alone."""
    counted, excluded, total = HEAD["counted"].zh, HEAD["excluded"].zh, HEAD["total"].zh
    rows, plain = [], [f"{counted}："]
    for c in result.fans:
        times = f"（{c.worth}）" if c.count > 1 else ""
        rows.append(f'<tr class="mj-fan"><td><b>{c.points}</b></td><td>{esc(c.fan.zh)}{times}'
                    "</td></tr>")
        plain.append(f"  {c.points:>3}  {c.fan.zh}{times}")
    head = f"<tr><th>{HEAD['points'].zh}</th><th>{counted}</th></tr>"
    last = (f'<tr class="mj-total-row"><td><b>{result.total}</b></td><td><b>{total}</b></td>'
            "</tr>")
    plain.append(f"  {result.total:>3}  {total}")
    settled = result.settlement_words()
    if settled is not None:
        last += f'<tr class="mj-settlement"><td colspan=2>{esc(settled.zh)}</td></tr>'
        plain.append(f"       {settled.zh}")
    parts = ['<div class="mj-result">',
             f'<table class="mj-table mj-counted">{head}{"".join(rows)}{last}</table>']
    if result.excluded:
        ex = [f"<tr><th>{excluded}</th><th>原则</th><th>{HEAD['by'].zh}</th><th>原因</th></tr>"]
        plain.append(f"{excluded}：")
        for e in result.excluded:
            by_zh = _by(e).zh
            times = f"（{e.worth}）" if e.count > 1 else ""
            ex.append(f'<tr class="mj-excluded-fan"><td class="mj-struck">{esc(e.fan.zh)}{times}'
                      f"</td><td>{esc(e.principle.zh)}</td><td>{esc(by_zh)}</td>"
                      f"<td>{esc(e.reason_zh)}</td></tr>")
            plain.append(f"  {e.fan.zh}{times}：{e.principle.zh}，{HEAD['by'].zh}{by_zh}："
                         f"{e.reason_zh}")
        parts.append(f'<table class="mj-table mj-excluded">{"".join(ex)}</table>')
    parts.append("</div>")
    return Bundle({"text/html": "".join(parts), "text/plain": "\n".join(plain)})


def status_html(outcome) -> str:
    words = esc(outcome_words(outcome))
    if outcome.kind == "scored":
        colour = "#21793a" if outcome.result.meets_minimum else ERROR_COLOUR
        return f'<div class="mj-status mj-scored" style="color:{colour}"><b>{words}</b></div>'
    if outcome.kind in ("refused", "not-winning"):
        return f'<div class="mj-status mj-error"><b>{words}</b></div>'
    return f'<div class="mj-status">{words}</div>'


def status_view(outcome) -> Bundle:
    """The status line and, for a scored hand, the itemised table under it.

    One piece of HTML for one widget: the page takes it in one update, so the line and the
    table never show the totals of two different hands.
    """
    html, plain = status_html(outcome), outcome_words(outcome)
    if outcome.kind == "scored":
        table = result_table(outcome.result).data
        html, plain = html + table["text/html"], plain + "\n" + table["text/plain"]
    return Bundle({"text/html": html, "text/plain": plain})


def internal_error(e: BaseException) -> str:
    """What a widget shows for an exception that is a bug, not a refusal."""
    return f"{pick('internal error: ', '内部错误：')}{type(e).__name__}: {e}"


def error_html(message: str) -> str:
    if not message:
        return '<div class="mj-error-line"></div>'
    unchanged = pick("(the hand is unchanged)", "（手牌未变）")
    return (f'<div class="mj-error-line mj-error">&#9888; {esc(message)} '
            f"<i>{unchanged}</i></div>")


# the result as HTML (mjlib.pages.figure: the same layout, without matplotlib) ----------------------
def figure_html(result) -> Bundle:
    """The result figure as HTML (:func:`mjlib.pages.figure.figure_html`) as a display object."""
    return Bundle({"text/html": figure.figure_html(result), "text/plain": figure.figure_text(result)})
