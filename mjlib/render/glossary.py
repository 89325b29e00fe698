"""The glossary (mjlib.course.glossary) on screen: one table, a row per term under a line per group, in
the language mjlib writes (:func:`mjlib.use_language`): headings, group names, meanings and
notes in English or in Chinese; the term and its English are shown in both editions.

Each cell says its language (``lang="zh"`` for the term, ``lang="en"`` for its English, the
table the language written), so a screen reader reads each word in its own language, and a test
of the Chinese edition knows the English column for what it is. The plain-text form is the same
table, a line per term.
"""

from __future__ import annotations

from html import escape

from ..course import glossary as g
from ..vocabulary import chinese, language
from .reference import CELL, HEAD, TABLE, Shown

GROUP_ROW = CELL + ";font-weight:bold;background:#faf8f2;padding-top:8px"
COLUMNS = ("zh", "en", "means", "variants")


def _heading(key: str) -> str:
    zh, en = g.HEADINGS[key]
    return zh if chinese() else en


def _group_name(key: str, count: int) -> str:
    zh, en = g.GROUPS[key]
    return f"{zh}（{count}）" if chinese() else f"{zh} {en} ({count})"


def _groups(group: str | None) -> list[str]:
    if group is not None:
        g.in_group(group)  # an unknown group is refused, in both languages
        return [group]
    return list(g.GROUPS)


def glossary_html(group: str | None = None) -> str:
    """The glossary (one group, or all) as an HTML table."""
    lang = str(language())
    head = "".join(f'<th style="{HEAD}">{escape(_heading(c))}</th>' for c in COLUMNS)
    body = []
    for key in _groups(group):
        rows = g.rows(key)
        body.append(f'<tr><td colspan="{len(COLUMNS)}" style="{GROUP_ROW}">'
                    f"{escape(_group_name(key, len(rows)))}</td></tr>")
        for r in rows:
            body.append(
                "<tr>"
                f'<td lang="zh" style="{CELL};white-space:nowrap">{escape(r.zh)}</td>'
                f'<td lang="en" style="{CELL}">{escape(r.en)}</td>'
                f'<td style="{CELL}">{escape(r.means)}</td>'
                f'<td style="{CELL}">{escape(r.variants)}</td>'
                "</tr>")
    return (f'<table lang="{lang}" class="mjlib-glossary" style="{TABLE}">'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>")


def glossary_text(group: str | None = None) -> str:
    """The glossary (one group, or all) as plain text: a line per group, then a line per term."""
    lines = [" · ".join(_heading(c) for c in COLUMNS)]
    for key in _groups(group):
        rows = g.rows(key)
        lines.append(_group_name(key, len(rows)))
        for r in rows:
            lines.append("  " + " · ".join(x for x in (r.zh, r.en, r.means, r.variants) if x))
    return "\n".join(lines)


def show_glossary(group: str | None = None) -> None:
    """Show the glossary (one group, or all of it) as a table in a notebook."""
    from IPython.display import display

    display(Shown({"text/html": glossary_html(group), "text/plain": glossary_text(group)}))


__all__ = ["glossary_html", "glossary_text", "show_glossary"]
