"""The fan reference on screen: an entry (mjlib.course.fan_reference) as outputs a notebook shows one after
the other, each with a plain-text form: its facts as HTML, then each of its hands, a line saying
what it shows above the hand's drawn result.

The notebook 13-fan-reference calls :func:`show_entry` once per fan and :func:`show_index`
for its two indexes; the widget :class:`mjlib.widgets.FanReference` shows the same outputs.
Links to another entry point at its heading: in the reference itself (``here=True``) within the
page, elsewhere at the reference notebook; links to a lesson point at the section that teaches
the fan. The site builder turns them into links between its pages.

A drawn hand is :func:`mjlib.render.draw_result` as PNG at the resolution a notebook shows a
figure at, so a hand the lessons draw gives the very same picture (the site writes it once).
Every word comes from mjlib.course.fan_reference, in both languages; when mjlib writes Chinese
(mjlib.use_language("zh")), in Chinese alone, and the links point at the Chinese headings
(mjlib.course.fan_reference.heading: '#全带五（16番）').
"""

from __future__ import annotations

import base64
from functools import lru_cache
from html import escape

from ..course import fan_reference as ref
from ..errors import HandError, boolean, is_one_of, shown, shown_zh
from ..course.lessons import reference as entry_section
from ..fans import FAMILIES, Fan, named
from ..course.fan_reference import WORDS, colon, fan_name, heading_anchor, heading_link
from ..vocabulary import chinese
from .canvas import to_png
from .ledger import draw_result

BOX = "margin:4px 0 6px;font-size:14px;line-height:1.5"
TABLE = ("border-collapse:collapse;margin:4px 0;font-size:14px;"
         "font-family:'Noto Sans CJK SC','WenQuanYi Micro Hei','PingFang SC','Microsoft YaHei',"
         "sans-serif")
CELL = "padding:3px 10px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top"
HEAD = CELL + ";background:#f4f1e8;white-space:nowrap"


class Shown:
    """A display object: MIME type -> data (a notebook shows the richest it can), and MIME type
    -> metadata (a figure's words: ``{"image/png": {"alt": ...}}``), which the notebook keeps."""

    def __init__(self, data: dict, metadata: dict | None = None):
        if metadata is not None and not isinstance(metadata, dict):
            raise HandError(f"metadata is a dict (MIME type -> its metadata), not "
                            f"{shown(metadata)}",
                            zh=f"metadata 须是 dict（MIME 类型 -> 其元数据），不能是 "
                               f"{shown_zh(metadata)}")
        self.data = data
        self.metadata = metadata or {}

    def _repr_mimebundle_(self, include=None, exclude=None):
        return (dict(self.data), dict(self.metadata)) if self.metadata else dict(self.data)


def link(fan: Fan, here: bool) -> str:
    """Where a link to ``fan``'s entry points: its heading, in this notebook or in the reference
    (the heading of the language mjlib writes)."""
    s = entry_section(fan)
    return f"#{heading_anchor(s)}" if here else heading_link(s)


def _a(href: str, text: str) -> str:
    return f'<a href="{escape(href)}">{escape(text)}</a>'


def _fan(fan: Fan, here: bool) -> str:
    return _a(link(fan, here), fan_name(fan))


def _label(key: str) -> str:
    return escape(WORDS[key].label())


def _principle(p) -> str:
    return (f'<span style="border-left:0.7em solid {p.colour};padding-left:0.3em">'
            f"{escape(str(p))}</span>")


def _row(r: ref.Row, other: Fan, here: bool) -> str:
    """A row of the exclusion table: the other fan linked, then the principle in its colour and
    the rest as the plain text says it."""
    comma, (left, right) = ("，", "（）") if chinese() else (", ", ("(", ")"))
    rest = "".join(f"{comma}{escape(part)}" for part in ref.row_parts(r)[1:])
    gap = "" if chinese() else " "
    return f"<li>{_fan(other, here)}{gap}{left}{_principle(r.principle)}{rest}{right}</li>"


def _list(items: list[str]) -> str:
    if not items:
        return _label("none")
    return '<ul style="margin:0;padding-left:1.1em">' + "".join(items) + "</ul>"


def facts_html(e: ref.Entry, here: bool = True) -> str:
    """The entry's facts: points and family, what it needs, what it removes and what removes it,
    its look-alikes (each with what it needs), the open questions, the lesson that teaches it."""
    en, zh = e.needs
    rows = [
        ("needs", escape(zh) if chinese() else f"{escape(zh)}<br>{escape(en)}"),
        ("removes", _list([_row(r, r.removes, here) for r in e.removes])),
        ("removed_by", _list([_row(r, r.by, here) for r in e.removed_by])),
        ("confused", _list([f"<li>{_fan(f, here)}{colon()}{escape(ref.needs_words(f))}</li>"
                            for f in e.confused_with])),
        ("rulings", _list([f"<li>{escape(ref.ruling_words(r))}</li>" for r in e.rulings])),
        ("taught", _a(heading_link(e.taught), ref.section_words(e.taught))),
    ]
    table = "".join(f'<tr><th style="{HEAD}">{_label(k)}</th><td style="{CELL}">{v}</td></tr>'
                    for k, v in rows)
    head = (f"<b>{escape(ref.points_words(e))}</b> · {escape(e.family.label())}")
    return (f'<div class="mjlib-entry" data-fan="{escape(e.fan.id)}" style="{BOX}">'
            f'<div>{head}</div><table style="{TABLE}">{table}</table></div>')


def example_html(e: ref.Entry, x: ref.Example, here: bool = True) -> str:
    """What a hand of the entry shows, above its figure."""
    label = "counts_here" if x is e.example else "struck"
    if chinese():
        if x.row is None:
            what = f"计{escape(x.fan.zh)}"
        else:
            reason = f"——{escape(x.struck.reason_zh)}" if x.struck else ""
            what = (f"不计<s>{escape(x.fan.zh)}</s>（{_principle(x.row.principle)}，"
                    f"{_label('by')}{_fan(x.row.by, here)}）{reason}")
        return (f'<div class="mjlib-entry-hand" style="{BOX}"><b>{_label(label)}</b>：'
                f"<code>{escape(x.hand)}</code>（{escape(ref.how_words(x))}）：{what}；"
                f"{escape(ref.totals_words(x))}；{escape(ref.minimum_words(x))}</div>")
    how = ", ".join(w.label() for w in x.how())
    if x.row is None:
        what = f"{escape(x.fan.zh)} {_label('counted')}"
    else:
        reason = f" ({escape(x.struck.reason_zh)}; {escape(x.struck.reason)})" if x.struck else ""
        what = (f"<s>{escape(x.fan.zh)}</s> {_label('not_counted')}: {_principle(x.row.principle)}"
                f", {_label('by')} {_fan(x.row.by, here)}{reason}")
    return (f'<div class="mjlib-entry-hand" style="{BOX}"><b>{_label(label)}</b>: '
            f"<code>{escape(x.hand)}</code> ({escape(how)}; {_label('under')} "
            f"{escape(ref.PRESET_WORDS[x.rules].label())}): {what}; {escape(ref.totals_words(x))}; "
            f"{escape(ref.minimum_words(x))}</div>")


@lru_cache(maxsize=256)
def _png(hand: str, context: tuple, rules: str) -> tuple[bytes, dict]:
    """The drawn result as PNG bytes, and what it shows as data (MahjongFigure.shows)."""
    from ..score import score

    fig = draw_result(score(hand, rules=rules, **dict(context)))
    return to_png(fig), fig.shows


def figure_words(x: ref.Example) -> str:
    """What a hand's figure shows, in words (the figure's plain text)."""
    if chinese():
        how = "，".join(w.zh for w in x.how())
        state = "计" if x.counts else "不计"
        return (f"算番图：{x.hand}，{how}（{ref.PRESET_WORDS[x.rules].zh}）："
                f"{state}{x.fan.zh}")
    how = ", ".join(w.en for w in x.how())
    state = "counted" if x.counts else "not counted"
    return f"drawn result: {x.hand}, {how} ({x.rules}): {fan_name(x.fan)} {state}"


def figure(x: ref.Example) -> Shown:
    """The hand's drawn result (the lessons' own figure of it), and in words what it shows."""
    png, shows = _png(x.hand, tuple(sorted(x.context.items())), x.rules)
    words = figure_words(x)
    return Shown({"image/png": base64.b64encode(png).decode("ascii"), "text/plain": words},
                 {"image/png": {"alt": words, **shows}})


def entry_outputs(fan, here: bool = True, draw=None) -> list[Shown]:
    """An entry as the outputs a notebook shows: the facts, then each hand's line and figure.
    ``draw`` makes a hand's figure from its example (default :func:`figure`, a PNG)."""
    e = ref.entry(fan)
    boolean(here, "here")
    if draw is not None and not callable(draw):
        raise HandError(f"draw makes a figure from an example: a function, not {shown(draw)}",
                        zh=f"draw 须是由例子画图的函数，不能是 {shown_zh(draw)}")
    draw = figure if draw is None else draw
    out = [Shown({"text/html": facts_html(e, here), "text/plain": "\n".join(ref.head_lines(e))})]
    for x in (e.example, e.struck):
        if x is not None:
            out.append(Shown({"text/html": example_html(e, x, here),
                              "text/plain": ref.example_line(e, x)}))
            out.append(draw(x))
    return out


def show_entry(fan, here: bool = True) -> None:
    """Show a fan's entry (a Fan, its Chinese name or its id) in a notebook."""
    from IPython.display import display

    for shown in entry_outputs(named(fan), here):
        display(shown)


def index_markdown(kind: str, here: bool = True) -> str:
    """The index of the entries, as markdown: ``kind`` "points" (a line per number of points,
    most first) or "family" (a line per family)."""
    if not is_one_of(kind, ("points", "family")):
        raise HandError(f"an index is by 'points' or by 'family', not {shown(kind)}",
                        zh=f"索引只能按 'points'（番数）或 'family'（系列），不能是 {shown_zh(kind)}")
    boolean(here, "here")

    def links(fans) -> str:
        target = (lambda f: link(f, here))
        return " · ".join(f"[{fan_name(f)}](<{target(f)}>)" for f in fans)

    if kind == "points":
        return "\n".join(f"- **{ref.group_heading(points)}**{colon()}{links(fans)}"
                         for points, fans in ref.by_points())
    return "\n".join(f"- **{FAMILIES[family].label()}**{colon()}{links(fans)}"
                     for family, fans in ref.by_family())


def show_index(kind: str) -> None:
    """Show one of the two indexes of the reference in a notebook."""
    from IPython.display import display

    text = index_markdown(kind)
    display(Shown({"text/markdown": text, "text/plain": text}))


# the public names: what the reference notebook calls; the rest writes the parts of an entry
__all__ = ["Shown", "show_entry", "show_index", "entry_outputs", "index_markdown"]
