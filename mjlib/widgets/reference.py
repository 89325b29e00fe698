"""FanReference: pick a fan, or find it by part of its name or by its points, and read its entry
of the fan reference (mjlib.course.fan_reference): names, what it needs, what it removes and what removes
it, its look-alikes, the open questions, the lesson that teaches it, and its hands drawn.

The entry is the outputs the reference notebook shows for the fan
(:func:`mjlib.render.reference.entry_outputs`), its links pointing at the reference notebook.
``find(text)`` and ``pick(fan)`` are what the search box and the list do; pytest calls them too.
Outputs are written by setting the Output widget's ``outputs``, as the hand builder does.

The hands are drawn as the reference notebook draws them (PNG), or with
``figure_format="html"`` as the hand builder's HTML figure on the tile faces the widget's style
sheet holds: a few kilobytes made in a millisecond, what a server answering a class needs. The
words follow the language mjlib writes: in Chinese alone after ``use_language("zh")``.
"""

from __future__ import annotations

from contextlib import contextmanager

import ipywidgets as W

from ..course import fan_reference as ref
from ..errors import HandError, is_one_of, shown, shown_zh
from ..fans import named
from ..render.reference import entry_outputs, figure_words
from . import present

FIGURE_FORMATS = ("png", "html")
STYLE_CLASS = "mj-fan-reference"  # the class the HTML figures' style sheet is scoped to


def _label(fan) -> str:
    """'全带五 All Fives (16)', as the reference heads it; '全带五（16番）' in Chinese."""
    return ref.entry_heading(fan)


def html_figure(x) -> present.Bundle:
    """A hand of an entry drawn as the hand builder's HTML figure."""
    return present.Bundle({"text/html": present.figure_html(x.result).data["text/html"],
                           "text/plain": figure_words(x)})


def matches(fan, text: str) -> bool:
    """Whether ``text`` finds ``fan``: a part of its Chinese or English name or of its id, or
    its points."""
    if not isinstance(text, str):
        raise HandError(f"the search is a text, not {shown(text)}",
                        zh=f"搜索内容须是文字，不能是 {shown_zh(text)}")
    text = text.strip()
    if not text:
        return True
    if text.isascii() and text.isdigit():  # points: the digits 0-9, as everywhere in mjlib
        return len(text) <= 2 and int(text) in ref.entry(fan).points.values()
    low = text.casefold()
    return text in fan.zh or low in fan.en.casefold() or low in fan.id.replace("_", " ")


class FanReference(W.VBox):
    """``FanReference()`` or ``FanReference("全带五")``: a search box, the list of the fans it
    finds (all 81 and 明暗杠, in the rule text's order) and the entry of the one picked.
    ``figure_format`` is "png" (the default) or "html" (see the module's doc)."""

    def __init__(self, fan=None, figure_format: str = "png"):
        if not is_one_of(figure_format, FIGURE_FORMATS):
            raise HandError(f"figure_format is 'png' or 'html', not {shown(figure_format)}",
                            zh=f"figure_format 只能是 'png' 或 'html'，不能是 "
                               f"{shown_zh(figure_format)}")
        self.figure_format = figure_format
        self.search = W.Text(description=ref.WORDS["find"].label(),
                             placeholder=ref.WORDS["find_hint"].label(),
                             continuous_update=True, layout=W.Layout(width="320px"))
        self.picker = W.Dropdown(description=ref.WORDS["fan"].label(),
                                 options=[(_label(f), f.id) for f in ref.ORDER],
                                 layout=W.Layout(width="440px"))
        self.note = W.HTML()
        self.out = W.Output()
        self.fan = named(fan) if fan is not None else ref.ORDER[0]
        self._syncing = False  # set while the widget changes its own controls
        parts = [W.HBox([self.search, self.picker]), self.note, self.out]
        if figure_format == "html":
            parts.insert(0, W.HTML(present.face_css(present.tile_faces(),
                                                    scope="." + STYLE_CLASS)))
        super().__init__(parts)
        self.add_class(STYLE_CLASS)
        self.pick(self.fan)
        self.search.observe(self._on_search, "value")
        self.picker.observe(self._on_pick, "value")

    def _on_search(self, change) -> None:
        if not self._syncing:
            self.find(change["new"])

    def _on_pick(self, change) -> None:
        if not self._syncing and change["new"]:
            self.pick(change["new"])

    @contextmanager
    def _quietly(self):
        """Change the controls without their observers answering."""
        self._syncing = True
        try:
            yield
        finally:
            self._syncing = False

    def find(self, text: str) -> list:
        """Keep in the list the fans ``text`` finds, and show the first of them."""
        found = [f for f in ref.ORDER if matches(f, text)]
        if not found:
            self.note.value = present.esc(ref.WORDS["no_match"].label())
            return []
        self.note.value = ""
        with self._quietly():
            self.picker.options = [(_label(f), f.id) for f in found]
        self.pick(self.fan if self.fan in found else found[0])
        return found

    def pick(self, fan) -> None:
        """Show ``fan``'s entry (a Fan, its Chinese name or its id); a fan the search left out
        of the list clears the search."""
        self.fan = named(fan)
        with self._quietly():
            if self.fan.id not in [value for _, value in self.picker.options]:
                self.search.value = ""
                self.note.value = ""
                self.picker.options = [(_label(f), f.id) for f in ref.ORDER]
            self.picker.value = self.fan.id
        draw = html_figure if self.figure_format == "html" else None
        self.out.outputs = tuple(present.output(o)
                                 for o in entry_outputs(self.fan, here=False, draw=draw))

    def output_text(self) -> str:
        """What the entry shows, as its plain text."""
        return "\n".join(o["data"].get("text/plain", "") for o in self.out.outputs)
