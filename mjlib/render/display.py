"""Rich display in Jupyter: a Hand or a Result that ends a cell shows its picture and a table.

The HTML holds the picture as an embedded base64 PNG: nothing is fetched. The table is
Chinese and English whatever font matplotlib has, since the browser draws it.
"""

from __future__ import annotations

import base64
from collections import OrderedDict
from html import escape

from ..hand import Hand
from ..result import Result
from ..vocabulary import meld_words
from . import fonts
from .canvas import to_png

_CACHE: "OrderedDict" = OrderedDict()
_CACHE_SIZE = 16
DPI = 100

TABLE_STYLE = ("border-collapse:collapse;margin-top:6px;font-size:14px;"
               "font-family:'Noto Sans CJK SC','WenQuanYi Micro Hei','PingFang SC',"
               "'Microsoft YaHei',sans-serif")
CELL = "padding:3px 10px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top"
HEAD = CELL + ";background:#f4f1e8;font-weight:bold"
MUTED = CELL + ";color:#666"


def _cached(kind: str, obj, make) -> bytes:
    try:
        key = (kind, obj, fonts.cjk())
        hash(key)
    except TypeError:
        return make()
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return _CACHE[key]
    png = make()
    _CACHE[key] = png
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return png


def hand_png(hand: Hand) -> bytes:
    """The hand as players lay it out, as PNG bytes."""
    from .hands import draw_hand

    return _cached("hand", hand, lambda: to_png(draw_hand(hand), dpi=DPI))


def result_png(result) -> bytes:
    """The chosen reading set by set (no ledger: the table lists the fans), as PNG bytes."""
    from .ledger import draw_result

    return _cached("result", result, lambda: to_png(draw_result(result, ledger=False), dpi=DPI))


def _img(png: bytes, alt: str) -> str:
    data = base64.b64encode(png).decode("ascii")
    return (f'<img src="data:image/png;base64,{data}" alt="{escape(alt)}" '
            f'style="max-width:100%;height:auto"/>')


def _row(cells, style=CELL, tag="td") -> str:
    return "<tr>" + "".join(f'<{tag} style="{style}">{c}</{tag}>' for c in cells) + "</tr>"


def _tiles_zh(tiles) -> str:
    return " ".join(t.zh for t in tiles)


def hand_html(hand: Hand) -> str:
    """The hand drawn, then listed: each meld, the standing tiles, the winning tile (or waits);
    each row in both languages, or in Chinese alone when mjlib writes Chinese."""
    from ..tiles import format_tiles
    from ..vocabulary import chinese

    zh_only = chinese()

    def row(zh, notation, tiles, en):
        cells = [escape(zh), f"<code>{escape(notation)}</code>", escape(_tiles_zh(tiles))]
        return _row(cells if zh_only else cells + [escape(en)])

    head = ["", "记法", "牌张"] if zh_only else ["", "notation", "中文", "English"]
    rows = [_row(head, HEAD, "th")]
    for m in hand.melds:
        said = meld_words(m)
        rows.append(row(said.zh, str(m), m.tiles, said.en))
    standing = sorted(hand.standing)
    rows.append(row("手牌", format_tiles(standing), standing, "standing tiles"))
    if hand.winning is not None:
        rows.append(row("和张", str(hand.winning), [hand.winning], "winning tile"))
    else:
        try:
            from ..waits import waits

            w = waits(hand)
        except Exception:
            w = []
        rows.append(row(f"听{len(w)}张" if zh_only else "听牌", format_tiles(w), w,
                        f"waits on {len(w)} tile{'s' if len(w) != 1 else ''}"))
    table = f'<table style="{TABLE_STYLE}">' + "".join(rows) + "</table>"
    return f'<div class="mjlib-hand">{_img(hand_png(hand), str(hand))}{table}</div>'


def _sets(groups) -> str:
    return escape(" ".join(str(g) for g in groups))


def result_html(result) -> str:
    """The chosen reading drawn, then the fan ledger as a table: counted fans with their points,
    the total and the 8-fan minimum, and every fan not counted with its principle and cause
    (in Chinese alone when mjlib writes Chinese)."""
    from ..vocabulary import chinese

    if chinese():
        return _result_html_zh(result)
    r = result
    head = (f"<div style=\"font-size:15px;margin:4px 0\"><b><code>{escape(str(r.hand))}</code></b>"
            f" &nbsp; {escape(r.rules.name)} &nbsp; · &nbsp; 拆法 reading: "
            f"{escape(r.reading.zh)} {escape(r.reading.en)}</div>")
    rows = [_row(["番种", "fan", "番 points", "牌组 sets", ""], HEAD, "th")]
    for f in r.fans:
        times = f" ({f.worth})" if f.count > 1 else ""
        rows.append(_row([escape(f.fan.zh) + times, escape(f.fan.en), f"<b>{f.points}</b>",
                          _sets(f.sets), ""]))
    flowers = r.win.flowers
    note = f" ({r.total_without_flowers} + {flowers} 花 flowers)" if flowers else ""
    rows.append(_row(["<b>合计</b>", "<b>total</b>", f"<b>{r.total}</b>", escape(note), ""]))
    verdict = ("已达8番起和 · reaches the 8-fan minimum" if r.meets_minimum
               else "不足8番 · short of the 8-fan minimum")
    mark = "✓" if r.meets_minimum else "✗"
    rows.append(_row([f"{mark} {escape(verdict)}", "", "", "", ""], MUTED))
    if r.excluded:
        rows.append(_row(["不计", "not counted", "番 points", "原则 principle", "因 by · 理由 reason"],
                         HEAD, "th"))
        for e in r.excluded:
            times = f" ({e.worth})" if e.count > 1 else ""
            by = e.by_words
            reason = f"{escape(by.zh)} {escape(by.en)}<br/><small>{escape(e.reason)}<br/>" \
                     f"{escape(e.reason_zh)}</small>"
            rows.append(_row([f"<s>{escape(e.fan.zh)}{times}</s>", f"<s>{escape(e.fan.en)}</s>",
                              f"<s>{e.points}</s>",
                              f"{escape(e.principle.zh)} {escape(e.principle.en)}", reason], MUTED))
    table = f'<table style="{TABLE_STYLE}">' + "".join(rows) + "</table>"
    return (f'<div class="mjlib-result">{head}{_img(result_png(r), str(r.hand))}{table}</div>')



def _result_html_zh(r) -> str:
    head = (f"<div style=\"font-size:15px;margin:4px 0\"><b><code>{escape(str(r.hand))}</code></b>"
            f" &nbsp; {escape(r.rules.zh)} &nbsp; · &nbsp; 拆法：{escape(r.reading.zh)}</div>")
    rows = [_row(["番种", "番数", "牌组"], HEAD, "th")]
    for f in r.fans:
        times = f"（{f.worth}）" if f.count > 1 else ""
        rows.append(_row([escape(f.fan.zh) + times, f"<b>{f.points}</b>", _sets(f.sets)]))
    note = f"（{r.total_without_flowers} + 花牌{r.win.flowers}）" if r.win.flowers else ""
    rows.append(_row(["<b>合计</b>", f"<b>{r.total}</b>", escape(note)]))
    mark = "✓ 已达8番起和" if r.meets_minimum else "✗ 不足8番"
    rows.append(_row([mark, "", ""], MUTED))
    if r.excluded:
        rows.append(_row(["不计", "番数", "原则", "因 · 理由"], HEAD, "th"))
        for e in r.excluded:
            times = f"（{e.worth}）" if e.count > 1 else ""
            rows.append(_row([f"<s>{escape(e.fan.zh)}{times}</s>", f"<s>{e.points}</s>",
                              escape(e.principle.zh),
                              f"{escape(e.by_words.zh)}<br/><small>{escape(e.reason_zh)}</small>"],
                             MUTED))
    table = f'<table style="{TABLE_STYLE}">' + "".join(rows) + "</table>"
    return f'<div class="mjlib-result">{head}{_img(result_png(r), str(r.hand))}{table}</div>'


def register(ip=None) -> bool:
    """Show a Hand or a Result that ends a notebook cell as its picture and table.

    The core types know nothing of the display: this adds HTML and PNG formatters for them to
    IPython (the running one when ``ip`` is None). Importing :mod:`mjlib.render` calls it, and so
    does ``%load_ext mjlib.render``. Returns False when no IPython is running.
    """
    if ip is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        ip = get_ipython()
    if ip is None:
        return False
    formatters = ip.display_formatter.formatters
    formatters["text/html"].for_type(Hand, hand_html)
    formatters["image/png"].for_type(Hand, hand_png)
    formatters["text/html"].for_type(Result, result_html)
    formatters["image/png"].for_type(Result, result_png)
    return True
