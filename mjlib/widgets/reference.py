"""FanReference: pick a fan, or find it by part of its name or by its points, and read its entry
of the fan reference (mjlib.reference): names, what it needs, what it removes and what removes
it, its look-alikes, the open questions, the lesson that teaches it, and its hands drawn.

The entry is the outputs the reference notebook shows for the fan
(:func:`mjlib.render.reference.entry_outputs`), its links pointing at the reference notebook.
``find(text)`` and ``pick(fan)`` are what the search box and the list do; pytest calls them too.
Outputs are written by setting the Output widget's ``outputs``, as the hand builder does.
"""

from __future__ import annotations

from contextlib import contextmanager

import ipywidgets as W

from .. import reference as ref
from ..fans import named
from ..render.reference import entry_outputs
from . import present


def _label(fan) -> str:
    return ref.entry(fan).section.heading  # '全带五 All Fives (16)', as the reference heads it


def matches(fan, text: str) -> bool:
    """Whether ``text`` finds ``fan``: a part of its Chinese or English name or of its id, or
    its points."""
    text = text.strip()
    if not text:
        return True
    if text.isdigit():
        return int(text) in ref.entry(fan).points.values()
    low = text.casefold()
    return text in fan.zh or low in fan.en.casefold() or low in fan.id.replace("_", " ")


class FanReference(W.VBox):
    """``FanReference()`` or ``FanReference("全带五")``: a search box, the list of the fans it
    finds (all 81 and 明暗杠, in the rule text's order) and the entry of the one picked."""

    def __init__(self, fan=None):
        self.search = W.Text(description=ref.both(ref.WORDS["find"]),
                             placeholder=ref.both(ref.WORDS["find_hint"]),
                             continuous_update=True, layout=W.Layout(width="320px"))
        self.picker = W.Dropdown(description=ref.both(ref.WORDS["fan"]),
                                 options=[(_label(f), f.id) for f in ref.ORDER],
                                 layout=W.Layout(width="440px"))
        self.note = W.HTML()
        self.out = W.Output()
        self.fan = named(fan) if fan is not None else ref.ORDER[0]
        self._syncing = False  # set while the widget changes its own controls
        super().__init__([W.HBox([self.search, self.picker]), self.note, self.out])
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
            self.note.value = present.esc(ref.both(ref.WORDS["no_match"]))
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
        self.out.outputs = tuple(present.output(o) for o in entry_outputs(self.fan, here=False))

    def output_text(self) -> str:
        """What the entry shows, as its plain text."""
        return "\n".join(o["data"].get("text/plain", "") for o in self.out.outputs)
