"""HandBuilder: build a hand by clicking tiles, and see its score explained as it grows.

The widget is thin: :class:`~mjlib.widgets.model.BuilderModel` holds the state and checks every
action; each button calls one method of :class:`HandBuilder` (``add_tile``, ``remove_tile``,
``set_winning``, ``start_meld`` / ``commit_meld``, ``set_text``, ``pick_example``, ``set_flag``
...), which pytest can call as well. Outputs are written by setting the Output widgets'
``outputs``, never ``with out:``, so the same code works in JupyterLab, under nbval and in plain
pytest. No action raises: a refused one shows its error in place and leaves the last good state.

The figure is HTML on the tile faces of the widget's style sheet by default, made with the total
(a millisecond), and it grows with the output's width for a projector. Drawn by matplotlib
(``figure_format="svg"`` or ``"png"``) it takes tens of milliseconds, and a click is answered
in two steps: the hand, the status line with the total and the itemised table first, then the
figure. The buttons of the hand row are made once and shown again, not made anew on every
click.
"""

from __future__ import annotations

import asyncio
from collections import Counter

import ipywidgets as W

from ..errors import HandError, is_one_of, shown, shown_zh
from ..hand import CHOW, KONG, PUNG
from ..tiles import TILES, Tile, wind
from ..rules import PRESET_ZH
from ..vocabulary import chinese, pick
from ..vocabulary import FROM_ZH, GROUP, HEAD
from ..win import SELF_DRAWN, WINDS
from . import present
from .model import DEFAULT_OFFER, BuilderModel

RULES_OPTIONS = [("规则原文 green book", "green-book"), ("通行计法 common practice", "common-practice")]
WIND_OPTIONS = [(f"{wind(w).zh} {w}", w) for w in WINDS]  # 东 E, 南 S, 西 W, 北 N
KIND_OPTIONS = [("吃 chow", CHOW), ("碰 pung", PUNG), ("杠 kong", KONG)]
FROM_OPTIONS = {
    CHOW: [("1st tile claimed", 1), ("2nd tile claimed", 2), ("3rd tile claimed", 3)],
    PUNG: [("from 上家 left", 1), ("from 对家 across", 2), ("from 下家 right", 3)],
    KONG: [("暗杠 concealed", 0), ("明杠 from 上家 left", 1), ("明杠 from 对家 across", 2),
           ("明杠 from 下家 right", 3), ("加杠 added, pung from left", 5),
           ("加杠 added, pung from across", 6), ("加杠 added, pung from right", 7)],
}
MELD_HINT = {CHOW: "click the chow's lowest tile", PUNG: "click the pung's tile",
             KONG: "click the kong's tile"}
SUIT_ROWS = (("万 m", TILES[0:9]), ("条 s", TILES[9:18]), ("饼 p", TILES[18:27]),
             ("字 honors", TILES[27:34]))
CACHE_SIZE = 16  # outputs kept for states shown lately
# seconds between a click's answer and its figure, in a kernel: time for the messages with the new
# total to leave (another thread sends them) before drawing holds the interpreter
FIGURE_DELAY = 0.005
MAX_PIECES = 120  # widgets of the hand row kept for reuse before the unseen ones are closed
TILE_LAYOUT = dict(width="40px", height="56px")
# "html" (the default): mjlib.pages.figure's figure, in HTML on the tile faces the page holds,
# made with the total (a millisecond, a few kilobytes); "svg" and "png": mjlib.render's picture
# of the same layout, drawn a moment after the total (tens of milliseconds).
FIGURE_FORMATS = ("html", "svg", "png")
FLAG_LABELS = {
    "self_drawn": f"{SELF_DRAWN.zh} {SELF_DRAWN.en}",
    "fourth_tile": "和绝张 last copy of the tile",
}

# the same controls' words when mjlib writes Chinese (mjlib.use_language("zh")): Chinese alone
RULES_OPTIONS_ZH = [(PRESET_ZH[name], name) for _, name in RULES_OPTIONS]
WIND_OPTIONS_ZH = [(wind(w).zh, w) for w in WINDS]
KIND_OPTIONS_ZH = [(GROUP[key].zh, kind) for key, kind in
                   (("melded_chow", CHOW), ("melded_pung", PUNG), ("kong", KONG))]
FROM_OPTIONS_ZH = {
    CHOW: [(f"吃进第{n}张", n) for n in (1, 2, 3)],
    PUNG: [(f"碰{FROM_ZH[n]}", n) for n in (1, 2, 3)],
    KONG: [(GROUP["concealed_kong"].zh, 0)]
          + [(f"{GROUP['melded_kong'].zh} · {FROM_ZH[n]}", n) for n in (1, 2, 3)]
          + [(f"{GROUP['added_kong'].zh} · 碰{FROM_ZH[n - 4]}", n) for n in (5, 6, 7)],
}
MELD_HINT_ZH = {CHOW: "点击顺子最小的一张", PUNG: "点击刻子的牌", KONG: "点击杠的牌"}
FLAG_LABELS_ZH = {"self_drawn": SELF_DRAWN.zh, "fourth_tile": "和绝张"}


def _options(en, zh):
    """The options of a control in the language mjlib writes."""
    return zh if chinese() else en


def _about_kong_label(self_drawn: bool) -> str:
    if chinese():
        return "杠上开花" if self_drawn else "抢杠和"
    return ("杠上开花 won on a kong's replacement tile" if self_drawn
            else "抢杠和 robbing a kong")


def _wall_last_label(self_drawn: bool) -> str:
    if chinese():
        return "妙手回春" if self_drawn else "海底捞月"
    return "妙手回春 last tile of the wall" if self_drawn else "海底捞月 last discard"


def _normalise_examples(examples) -> dict:
    """{label: (hand string, flags)}; what cannot be read is kept and refused when picked."""
    out = {}
    try:
        examples = dict(examples or {})
    except (TypeError, ValueError):
        raise HandError("examples are a dict {label: hand string or (hand string, flags)}, "
                        f"not {type(examples).__name__}",
                        zh="examples 须是字典 {标签: 手牌字符串或 (手牌字符串, flags)}，不能是 "
                           f"{type(examples).__name__}") from None
    for label, value in examples.items():
        if isinstance(value, (tuple, list)) and len(value) == 2:
            text, flags = value
        else:
            text, flags = value, {}
        out[str(label)] = (text if isinstance(text, str) else str(text), flags)
    return out


class HandBuilder:
    """A widget to build a hand tile by tile and see its score.

    ``HandBuilder(hand="[123m1][456p1][789s1]23pCC1p", examples={"label": "hand" or
    ("hand", {"self_drawn": True, ...})}, rules="green-book", self_drawn=..., ...)``.
    ``figure_format`` is "html" (the default), "svg" or "png" (see FIGURE_FORMATS).
    Show it as a cell's value. ``builder.model`` is the state; ``builder.status`` says where the
    hand stands (with the itemised table once it scores); ``builder.out`` is the Output that
    holds the result figure.
    """

    def __init__(self, hand=None, examples=None, rules: str = "green-book",
                 figure_format: str = "html", **flags):
        self.model = BuilderModel()
        self.figure_format = "html"
        self.failures: list[BaseException] = []  # unexpected exceptions, caught and shown
        self.error_message = ""
        self._syncing = False
        self._shown_key = None
        self._figure_height = 0  # pixels, of the last figure drawn
        self._figure_timer = None  # the figure's drawing, when it waits on the kernel's loop
        self._made = False  # True once built: until then figures are drawn at once
        self._example_key = None
        self._hand_key = None
        self._pieces: dict = {}  # piece of the hand row -> its widget
        self._cache: dict = {}  # model key -> (outcome, status view, figure outputs or None)
        self.outcome = None
        self._view = present.Bundle({"text/html": "", "text/plain": ""})  # status line and table
        problems = []
        if is_one_of(figure_format, FIGURE_FORMATS):
            self.figure_format = figure_format
        else:
            problems.append(pick(f"figure_format is 'html', 'svg' or 'png', not {figure_format!r}",
                                 f"figure_format 只能是 'html'、'svg' 或 'png'，不能是 {figure_format!r}"))
        try:
            self.examples = _normalise_examples(examples)
        except HandError as e:
            self.examples = {}
            problems.append(str(e))
        self._build()
        text = str(hand) if hand is not None else ""
        self._attempt(problems, self.model.set_rules, rules)
        if not self._attempt(problems, self.model.load, text, flags) and flags:
            self._attempt([], self.model.load, text)  # the hand alone, without its flags
        self.error_message = pick("; ", "；").join(problems)
        self._refresh()
        self._made = True

    def _attempt(self, problems: list, fn, *args) -> bool:
        """Run one step of the set-up; note what went wrong instead of raising."""
        try:
            fn(*args)
        except HandError as e:
            problems.append(str(e))
            return False
        except Exception as e:  # never raise into the notebook
            self.failures.append(e)
            problems.append(present.internal_error(e))
            return False
        return True

    # building the widgets -------------------------------------------------------------------
    def _build(self) -> None:
        self.faces = present.tile_faces()
        self.style = W.HTML(present.face_css(self.faces))
        self.palette: dict[str, W.Button] = {}
        rows = []
        for label, tiles in SUIT_ROWS:
            buttons = []
            label = label.split()[0] if chinese() else label
            for t in tiles:
                b = self._tile_button(t, pick(f"加 add {present.tile_words(t)} to the hand",
                                              f"加入 {present.tile_words(t)}"), "mj-palette")
                b.on_click(lambda _b, t=t: self.palette_click(t))
                self.palette[str(t)] = b
                buttons.append(b)
            rows.append(W.HBox([W.HTML(f"<b>{label}</b>", layout=W.Layout(width="80px")),
                                *buttons], layout=W.Layout(align_items="center")))
        self.palette_box = W.VBox(rows)

        self.example_picker = W.Dropdown(
            options=[(pick("— choose one —", "— 选一个 —"), "")]
            + [(k, k) for k in self.examples],
            value="", layout=W.Layout(width="320px"),
            description=pick("例题 example", "例题"), style={"description_width": "initial"})
        self.example_picker.observe(self._on_example, "value")
        self.example_picker.layout.display = None if self.examples else "none"
        self.rules_picker = W.ToggleButtons(options=_options(RULES_OPTIONS, RULES_OPTIONS_ZH),
                                            value="green-book",
                                            style={"button_width": "170px"})
        self.rules_picker.add_class("mj-rules")
        self.rules_picker.observe(lambda c: self._from_widget("rules", c["new"]), "value")

        self.text = W.Text(description=pick("手牌 hand", "手牌"), continuous_update=False,
                           placeholder=pick("[123m1][456p1][789s1]23pCC1p  (the last tile wins)",
                                            "[123m1][456p1][789s1]23pCC1p（最后一张是和张）"),
                           layout=W.Layout(width="640px"),
                           style={"description_width": "initial"})
        self.text.add_class("mj-text")
        self.text.observe(self._on_text, "value")
        self.clear_button = W.Button(description=pick("清空 clear", "清空"),
                                     layout=W.Layout(width="110px"))
        self.clear_button.on_click(lambda _b: self.clear())
        self.error = W.HTML(present.error_html(""))
        self.error.add_class("mj-error-box")

        self.hand_box = W.HBox(layout=W.Layout(min_height="64px", align_items="flex-start",
                                               flex_flow="row wrap"))
        self.hand_box.add_class("mj-hand")
        self.winning_picker = W.Dropdown(description=pick("和张 winning tile", HEAD["win"].zh),
                                         options=[(_none_yet(), "")], value="",
                                         layout=W.Layout(width="250px"),
                                         style={"description_width": "initial"})
        self.winning_picker.observe(self._on_winning, "value")

        self.meld_kind = W.ToggleButtons(options=_options(KIND_OPTIONS, KIND_OPTIONS_ZH),
                                         value=CHOW, style={"button_width": "80px"})
        self.meld_from = W.Dropdown(options=_from_options(CHOW), value=1,
                                    layout=W.Layout(width="240px"))
        self.meld_kind.observe(self._on_meld_kind, "value")
        self.meld_from.observe(self._on_meld_from, "value")
        self.meld_button = W.Button(description=_make_meld(), icon="plus",
                                    layout=W.Layout(width="170px"))
        self.meld_button.add_class("mj-meld-button")
        self.meld_button.on_click(lambda _b: self._toggle_meld())
        self.meld_hint = W.HTML("")

        self.checks = {}
        for name in ("self_drawn", "fourth_tile", "about_kong", "wall_last"):
            labels = _options(FLAG_LABELS, FLAG_LABELS_ZH)
            cb = W.Checkbox(value=False, description=labels.get(name, name), indent=False,
                            layout=W.Layout(width="auto", margin="0 18px 0 0"))
            cb.add_class(f"mj-{name.replace('_', '-')}")
            cb.observe(lambda c, name=name: self._from_widget(name, c["new"]), "value")
            self.checks[name] = cb
        winds = _options(WIND_OPTIONS, WIND_OPTIONS_ZH)
        self.seat = W.Dropdown(options=winds, value="E",
                               description=pick("门风 seat wind", "门风"),
                               layout=W.Layout(width="190px"), style={"description_width": "initial"})
        self.prevalent = W.Dropdown(options=winds, value="E",
                                    description=pick("圈风 prevalent wind", "圈风"),
                                    layout=W.Layout(width="210px"),
                                    style={"description_width": "initial"})
        self.flowers = W.BoundedIntText(value=0, min=0, max=8,
                                        description=pick("花 flowers", HEAD["flowers"].zh),
                                        layout=W.Layout(width="150px"),
                                        style={"description_width": "initial"})
        self.seat.observe(lambda c: self._from_widget("seat_wind", c["new"]), "value")
        self.prevalent.observe(lambda c: self._from_widget("prevalent_wind", c["new"]), "value")
        self.flowers.observe(lambda c: self._from_widget("flowers", c["new"]), "value")

        self.status = W.HTML("")
        self.status.add_class("mj-status-box")
        self.out = W.Output(layout=W.Layout(min_height="60px"))
        self.out.add_class("mj-out")

        self.widget = W.VBox([
            self.style,
            W.HBox([self.example_picker, self.rules_picker]),
            W.HBox([self.text, self.clear_button]),
            self.error,
            W.HBox([self.hand_box]),
            self.winning_picker,
            self.palette_box,
            W.HBox([W.HTML(f"<b>{pick('面子 melds', '副露')}</b>",
                           layout=W.Layout(width="80px")), self.meld_kind,
                    self.meld_from, self.meld_button, self.meld_hint]),
            W.HBox([W.HTML(f"<b>{pick('和牌 win', '和牌')}</b>", layout=W.Layout(width="80px")),
                    *self.checks.values()], layout=W.Layout(flex_flow="row wrap")),
            W.HBox([W.HTML("", layout=W.Layout(width="80px")), self.seat, self.prevalent,
                    self.flowers]),
            self.status,
            self.out,
        ])
        self.widget.add_class("mj-builder")

    def _tile_button(self, t: Tile, tooltip: str, *classes: str) -> W.Button:
        """A tile as a button, made with its colour and classes at once (one message, not four)."""
        classes = ("mj-tile", present.tile_class(t), *(("mj-face",) if self.faces else ()),
                   *classes)
        return W.Button(description=str(t), tooltip=tooltip, layout=W.Layout(**TILE_LAYOUT),
                        style=W.ButtonStyle(text_color=present.tile_colour(t)),
                        _dom_classes=classes)

    # showing ---------------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs):
        bundle = self.widget._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict) and "text/plain" in bundle:
            bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"HandBuilder({self.model.text!r})"

    # actions: each one a method the buttons call --------------------------------------------
    def _act(self, fn, *args, keep_text: bool = False, **kwargs) -> bool:
        """Run one action; show a refusal in place; never raise. True when it was done."""
        try:
            fn(*args, **kwargs)
        except HandError as e:
            self.error_message = str(e)
            self._refresh(keep_text=keep_text)
            return False
        except Exception as e:  # a bug: shown and recorded, not raised into the notebook
            self.failures.append(e)
            self.error_message = present.internal_error(e)
            self._refresh(keep_text=keep_text)
            return False
        self.error_message = ""
        self._refresh()
        return True

    def palette_click(self, t) -> bool:
        """A palette tile: it completes the meld being made, or joins the concealed tiles."""
        if self.model.pending is not None:
            return self.commit_meld(t)
        return self.add_tile(t)

    def add_tile(self, t) -> bool:
        return self._act(self.model.add_tile, t)

    def remove_tile(self, t, winning: bool = False) -> bool:
        return self._act(self.model.remove_tile, t, winning=winning)

    def set_winning(self, t) -> bool:
        return self._act(self.model.set_winning, t)

    def start_meld(self, kind: str = CHOW, offer: int | None = None) -> bool:
        return self._act(self.model.start_meld, kind, offer)

    def commit_meld(self, t) -> bool:
        return self._act(self.model.commit_meld, t)

    def cancel_meld(self) -> bool:
        return self._act(self.model.cancel_meld)

    def remove_meld(self, index: int) -> bool:
        return self._act(self.model.remove_meld, index)

    def set_text(self, text: str) -> bool:
        return self._act(self.model.set_text, text, keep_text=True)

    def set_flag(self, name: str, value) -> bool:
        return self._act(self.model.set_flag, name, value)

    def set_rules(self, name: str) -> bool:
        return self._act(self.model.set_rules, name)

    def clear(self) -> bool:
        return self._act(self.model.clear)

    def pick_example(self, label) -> bool:
        """Load one of the examples: its hand and its flags (the rest back to defaults)."""
        def load():
            if not is_one_of(label, self.examples):
                raise HandError(f"no example named {shown(label)}",
                                zh=f"没有名为 {shown_zh(label)} 的例子")
            text, flags = self.examples[label]
            self.model.load(text, flags)

        done = self._act(load)
        if done:
            self._example_key = (label, self.model.key())
            self._sync_controls(keep_text=False)
            self._sync_tools()
        return done

    # widget events ---------------------------------------------------------------------------
    def _from_widget(self, name: str, value) -> None:
        if self._syncing:
            return
        if name == "rules":
            self.set_rules(value)
        else:
            self.set_flag(name, value)

    def _on_text(self, change) -> None:
        if not self._syncing and change["new"] != self.model.text:
            self.set_text(change["new"])

    def _on_example(self, change) -> None:
        if not self._syncing and change["new"]:
            self.pick_example(change["new"])

    def _on_winning(self, change) -> None:
        if not self._syncing and change["new"]:
            self.set_winning(change["new"])

    def _on_meld_kind(self, change) -> None:
        if self._syncing:
            return
        kind = change["new"]
        self._syncing = True
        try:
            self.meld_from.options = _from_options(kind)
            self.meld_from.value = DEFAULT_OFFER[kind]
        finally:
            self._syncing = False
        if self.model.pending is not None:
            self.start_meld(kind, self.meld_from.value)
        else:
            self._sync_meld()

    def _on_meld_from(self, change) -> None:
        if not self._syncing and self.model.pending is not None and change["new"] is not None:
            self.start_meld(self.meld_kind.value, change["new"])

    def _toggle_meld(self) -> None:
        if self.model.pending is not None:
            self.cancel_meld()
        else:
            self.start_meld(self.meld_kind.value, self.meld_from.value)

    # refreshing ------------------------------------------------------------------------------
    def _refresh(self, keep_text: bool = False) -> None:
        """Bring the page up to date: the hand first, its total next, then the other controls
        (the page receives the updates in this order); the figure follows."""
        try:
            self._sync_controls(keep_text)
            self._show_output()
            self._sync_tools()
        except Exception as e:  # never raise into the notebook
            self.failures.append(e)
            self.error.value = present.error_html(present.internal_error(e))

    def _sync_controls(self, keep_text: bool = False) -> None:
        m = self.model
        self._syncing = True
        try:
            if not keep_text:
                self.text.value = m.text
            self.error.value = present.error_html(self.error_message)
            for name, cb in self.checks.items():
                cb.value = m.flags[name]
            self.checks["about_kong"].description = _about_kong_label(m.flags["self_drawn"])
            self.checks["wall_last"].description = _wall_last_label(m.flags["self_drawn"])
            self.seat.value = m.flags["seat_wind"]
            self.prevalent.value = m.flags["prevalent_wind"]
            self.flowers.value = m.flags["flowers"]
            self.rules_picker.value = m.rules
            ex = self._example_key
            self.example_picker.value = ex[0] if ex and ex[1] == m.key() else ""
            self._sync_hand()
        finally:
            self._syncing = False

    def _sync_tools(self) -> None:
        """The palette (which tiles can still be added) and the meld controls."""
        self._syncing = True
        try:
            self._sync_palette()
            self._sync_meld()
        finally:
            self._syncing = False

    def _sync_hand(self) -> None:
        """Show the hand: its melds, standing tiles and winning tile, each a button to remove it.

        The buttons are made once per piece (a meld, the k-th copy of a standing tile, a winning
        tile) and shown again when it comes back: a click changes which pieces the row lists
        instead of making fourteen new buttons.
        """
        m = self.model
        key = (m.text, m.complete)
        if key == self._hand_key:
            return
        self._hand_key = key
        children = []
        copies = Counter()
        for meld in m.melds:
            k = copies[meld]
            copies[meld] += 1
            children.append(self._piece(("meld", meld, k), lambda: self._meld_box(meld, k)))
        for t in m.standing:
            k = copies[t]
            copies[t] += 1
            children.append(self._piece(("standing", t, k), lambda: self._standing_button(t)))
        if m.winning is not None:
            t = m.winning
            children += [self._piece(("gap",), lambda: W.HTML("", layout=W.Layout(width="22px"))),
                         self._piece(("win", t), lambda: self._winning_box(t))]
        if not children:
            children = [self._piece(("empty",), lambda: W.HTML(
                pick("<i>空手牌 Empty hand: click the tiles below to add them</i>",
                     "<i>空手牌：点击下面的牌加入</i>"),
                _dom_classes=("mj-hand-empty",)))]
        self.hand_box.children = children
        if len(self._pieces) > MAX_PIECES:  # forget the pieces not shown now
            shown = {id(c) for c in children}
            for k in [k for k, w in self._pieces.items() if id(w) not in shown]:
                _close_tree(self._pieces.pop(k))
        if m.complete:
            kinds = sorted(set(m.tiles))
            self.winning_picker.options = [(present.tile_words(t), str(t)) for t in kinds]
            self.winning_picker.value = str(m.winning)
            self.winning_picker.disabled = False
        else:
            self.winning_picker.options = [(_none_yet(), "")]
            self.winning_picker.value = ""
            self.winning_picker.disabled = True

    def _piece(self, key, make):
        w = self._pieces.get(key)
        if w is None:
            w = self._pieces[key] = make()
        return w

    def _meld_box(self, meld, k: int) -> W.VBox:
        """The k-th copy of ``meld`` in the hand: its tiles, a label; a click removes it."""
        words = present.meld_words(meld)
        buttons = []
        for t in meld.tiles:
            b = self._tile_button(t, pick(f"移除 remove the meld: {words}", f"移除副露：{words}"),
                                  "mj-in-hand")
            b.on_click(lambda _b: self._remove_meld_copy(meld, k))
            buttons.append(b)
        return W.VBox([W.HBox(buttons),
                       W.HTML(f"<small>{present.esc(present.meld_short(meld))}</small>")],
                      _dom_classes=("mj-meld",))

    def _remove_meld_copy(self, meld, k: int) -> bool:
        at = [i for i, x in enumerate(self.model.melds) if x == meld]
        return self.remove_meld(at[k] if k < len(at) else -1)

    def _standing_button(self, t: Tile) -> W.Button:
        b = self._tile_button(t, pick(f"移除 remove {present.tile_words(t)} from the hand",
                                      f"移除 {present.tile_words(t)}"),
                              "mj-standing", "mj-in-hand")
        b.on_click(lambda _b: self.remove_tile(t))
        return b

    def _winning_box(self, t: Tile) -> W.VBox:
        b = self._tile_button(t, pick(f"移除 remove {present.tile_words(t)}, the winning tile",
                                      f"移除和张 {present.tile_words(t)}"),
                              "mj-win", "mj-in-hand")
        b.on_click(lambda _b: self.remove_tile(t, winning=True))
        return W.VBox([b, W.HTML(f"<small>{pick('和 win', '和')}</small>")])

    def _sync_palette(self) -> None:
        left = self.model.copies_left()
        full = self.model.count >= 14 and self.model.pending is None
        for t in TILES:
            self.palette[str(t)].disabled = left[t] <= 0 or full

    def _sync_meld(self) -> None:
        pending = self.model.pending
        if pending is None:
            self.meld_button.description = _make_meld()
            self.meld_button.icon = "plus"
            self.meld_button.button_style = ""
            self.meld_hint.value = ""
        else:
            kind, offer = pending
            self.meld_kind.value = kind
            self.meld_from.options = _from_options(kind)
            self.meld_from.value = offer
            self.meld_button.description = pick("取消 cancel meld", "取消")
            self.meld_button.icon = "times"
            self.meld_button.button_style = "warning"
            self.meld_hint.value = pick(f"<b>{MELD_HINT[kind]} in the tiles above</b>",
                                        f"<b>在上面的牌中{MELD_HINT_ZH[kind]}</b>")

    def _show_output(self) -> None:
        """Show what the state amounts to: the status line and the table at once, the figure after.

        Scoring, the table and the HTML figure take a millisecond, drawing a picture tens: the
        status line and the table go out first, in one update, then the HTML figure at once, or
        the picture once the kernel has sent them (see :meth:`_schedule_figure`). The old figure
        never stays beside a new total: it gives way to a blank of its height (the page does not
        jump) until the new one comes.
        """
        key = self.model.key()
        if key == self._shown_key:
            return
        self._shown_key = key
        entry = self._cache.pop(key, None)  # a state seen lately (a flag toggled back)
        if entry is None:
            outcome = self.model.evaluate()
            entry = (outcome, present.status_view(outcome),
                     None if outcome.kind == "scored" else ())
        self._cache[key] = entry
        while len(self._cache) > CACHE_SIZE:
            self._cache.pop(next(iter(self._cache)))
        self.outcome, self._view, figure = entry
        # the page takes these in order: the old figure goes, the new total comes, then the
        # new figure, so no figure is ever seen beside a total not its own
        if self.out.outputs:
            self.out.outputs = (present.output(present.figure_pending(self._figure_height)),)
        self.status.value = self._view.data["text/html"]
        if figure is None and self.figure_format == "html":  # made with the total, at once
            self.draw_figure()
        elif figure is None:  # a result whose figure is not drawn yet
            self._schedule_figure()
        else:
            self.out.outputs = figure

    def _schedule_figure(self) -> None:
        """Draw the figure now, or, in a running kernel, a moment after this click is answered.

        Drawing holds the interpreter for tens of milliseconds, which would hold back the
        messages that carry the new total. In a kernel (an asyncio loop is running) the figure is
        drawn ``FIGURE_DELAY`` seconds later, when those messages are out; clicks that come
        sooner restart the wait, so a quick run of clicks draws only the last state. Elsewhere
        (pytest, scripts) and while the builder is being made it is drawn at once.
        """
        if self._figure_timer is not None:
            self._figure_timer.cancel()
            self._figure_timer = None
        loop = None
        if self._made:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                pass
        if loop is None:
            self.draw_figure()
        else:
            self._figure_timer = loop.call_later(FIGURE_DELAY, self.draw_figure)

    def draw_figure(self) -> None:
        """Draw the figure of the state shown, if it is not drawn yet."""
        self._figure_timer = None
        try:
            key = self._shown_key
            entry = self._cache.get(key)
            if entry is None or entry[2] is not None:
                return
            figure = self._figure(entry[0].result)
            self._cache[key] = entry[:2] + (figure,)
            self.out.outputs = figure
        except Exception as e:  # never raise into the kernel's loop
            self.failures.append(e)
            self.error.value = present.error_html(present.internal_error(e))

    def _figure(self, result) -> tuple:
        """The outputs that show the result figure, or say why there is none."""
        try:
            if self.figure_format == "html":
                return (present.output(present.figure_html(result)),)
            fig = present.draw(result)
            self._figure_height = present.figure_height(fig)
            bundle = present.figure_bundle(fig, self.figure_format,
                                           pick(f"<figure of {result.hand}: {result.total} fans>",
                                                f"<{result.hand} 的算番图：{result.total}番>"))
            return (present.output(bundle),)
        except Exception as e:  # the table still shows without the figure
            self.failures.append(e)
            return (present.stream(pick(f"(no figure: {type(e).__name__}: {e})\n",
                                        f"（没有算番图：{type(e).__name__}：{e}）\n")),)

    # reading the state -----------------------------------------------------------------------
    @property
    def result(self):
        """The current Result, or None while the hand cannot be scored."""
        o = self.outcome
        return o.result if o is not None and o.kind == "scored" else None

    def output_text(self) -> str:
        """The plain text of what the builder shows of the state: the status line, the table,
        what stands for the figure (for tests and logs)."""
        parts = [self._view.data["text/plain"]]
        for o in self.out.outputs:
            if o.get("output_type") == "stream":
                parts.append(o.get("text", ""))
            else:
                parts.append(o.get("data", {}).get("text/plain", ""))
        return "\n".join(parts)

    def output_html(self) -> str:
        return "\n".join([self.status.value] + [o.get("data", {}).get("text/html", "")
                                                 for o in self.out.outputs])


def _none_yet() -> str:
    return pick("— none yet", "— 尚无")


def _make_meld() -> str:
    return pick("组牌 make a meld", "添加副露")


def _from_options(kind: str) -> list:
    return FROM_OPTIONS_ZH[kind] if chinese() else FROM_OPTIONS[kind]


def _close_tree(w) -> None:
    for c in getattr(w, "children", ()):
        _close_tree(c)
    w.close()
