"""The course site's two tools, for a web page that runs mjlib itself: the hand builder (a tile
palette and a text box, how the hand was won, the result with its figure, the waits with what
each winning tile would score, both presets, the settlement) and the fan picker (one fan's entry
of the fan reference, with its hands drawn).

As with :mod:`mjlib.pages.page`, the page's JavaScript only draws what this module returns, and
everything crosses as JSON text. The builder keeps no state of its own: the page sends the state
it holds (the hand as written, how it was won, the rules, the discarder, the meld being made)
with one action, and gets back the new state and everything to show. A refused action
(a tile that does not parse, a fifth copy, a flag the hand contradicts) comes back as
mjlib's own HandError text with the field it belongs to, and the state as it was.

>>> b = Builder()
>>> v = b.act({}, {"do": "text", "text": "[123m1][456p1][789s1]23pCC1p"}, "en")
>>> v["state"]["hand"], v["result"]["total"], [p["total"] for p in v["presets"]]
('[123m][456p][789s]23pCC1p', 9, [9, 9])
>>> [w["tile"] for w in v["waits"]["rows"]]
['1p', '4p']
>>> v = b.act(v["state"], {"do": "text", "text": "11111m"}, "en")
>>> v["error"]["field"], v["state"]["hand"]
('hand', '[123m][456p][789s]23pCC1p')
>>> picker = FanPicker()
>>> picker.entry("全带五", "en")["needs"]
'需要 needs: 每副牌和将牌都含有序数5 — a 5 in every set and in the pair'
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from ..course import fan_reference as ref
from ..practice.building import BuilderModel, outcome_words, total_words
from ..errors import HandError, shown, shown_zh
from .figure import figure_html, hand_html, meld_label, meld_modes, tile_words
from ..hand import CHOW, KONG, PUNG, Hand
from ..result import Result
from ..rules import PRESET_ZH, PRESETS
from ..score import score
from ..tiles import TILES, wind
from ..vocabulary import Both, chinese, pick, writing
from ..waits import waits
from ..win import MAX_FLOWERS, NAMES as FLAG_NAMES, SELF_DRAWN, WINDS, Win, wind_letter
from ..vocabulary import GROUP, HEAD

MAX_STATE = 2_000   # characters of the state a page sends: a hand and its flags take ~200
MAX_TEXT = 200      # characters of a hand typed in the text box
MAX_EXAMPLES = 50
SUITS = (("m", Both("characters", "万")), ("s", Both("bamboo", "条")), ("p", Both("dots", "饼")),
         ("z", Both("honors", "字")))


def _json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False)


def _read_json(text: object, what: Both, limit: int = MAX_STATE) -> dict[str, Any]:
    """A JSON object a page sent; HandError naming ``what`` otherwise."""
    try:
        if not isinstance(text, str) or len(text) > limit:
            raise ValueError
        data = json.loads(text) if text.strip() else {}
        if not isinstance(data, dict):
            raise ValueError
        return data
    except ValueError:
        raise HandError(f"{what.en} is a JSON object, not {shown(text)}",
                        zh=f"{what.zh}须是 JSON 对象，不能是 {shown_zh(text)}") from None


# ---------------------------------------------------------------------------------------------
# the builder's words

def builder_words() -> dict[str, Any]:
    """The furniture of the builder in the current language: its labels, the names of the melds,
    of where a claimed tile came from, of the winds and the presets."""
    def meld(kind: str) -> str:
        return GROUP[{CHOW: "melded_chow", PUNG: "melded_pung", KONG: "kong"}[kind]].label()

    offers = {
        CHOW: [(n, pick(f"tile {n} claimed", f"吃进第{n}张")) for n in (1, 2, 3)],
        PUNG: [(n, pick(f"from {w.en}", f"碰{w.zh}")) for n, w in _WHOM.items()],
        KONG: [(0, GROUP["concealed_kong"].label())]
        + [(n, f"{GROUP['melded_kong'].label()} · {pick(w.en, w.zh)}") for n, w in _WHOM.items()]
        + [(n + 4, f"{GROUP['added_kong'].label()} · {pick(w.en, w.zh)}")
           for n, w in _WHOM.items()],
    }
    return {
        "hand": pick("Hand", "手牌"),
        "hand_hint": pick("e.g. [123m1][456p1][789s1]23pCC1p (the last tile wins)",
                          "例如 [123m1][456p1][789s1]23pCC1p（最后一张是和张）"),
        "show": pick("Score it", "计番"),
        "clear": pick("Clear", "清空"),
        "examples": pick("Examples", "例题"),
        "choose": pick("— choose one —", "— 选一个 —"),
        "palette": pick("Add a tile", "加一张牌"),
        "suits": [{"suit": s, "name": w.label()} for s, w in SUITS],
        "add_as": pick("Add as", "加入方式"),
        "single": pick("a tile in hand", "手牌中的一张"),
        "meld_kinds": [{"kind": k, "name": meld(k)} for k in (CHOW, PUNG, KONG)],
        "offers": {k: [{"offer": n, "name": t} for n, t in v] for k, v in offers.items()},
        "meld_hint": {CHOW: pick("now tap the chow's lowest tile", "现在点顺子最小的一张"),
                      PUNG: pick("now tap the pung's tile", "现在点刻子的牌"),
                      KONG: pick("now tap the kong's tile", "现在点杠的牌")},
        "remove": pick("tap a tile of the hand to take it out", "点手牌中的牌可把它拿掉"),
        "win_head": pick("How it was won", "和牌方式"),
        "self_drawn": SELF_DRAWN.label(),
        "fourth_tile": pick("和绝张 last copy of the tile", "和绝张"),
        "seat_wind": pick("门风 seat wind", "门风"),
        "prevalent_wind": pick("圈风 prevalent wind", "圈风"),
        "flowers": pick("花牌 flowers", "花牌"),
        "winds": [{"wind": w, "name": pick(f"{wind(w).zh} {w}", wind(w).zh)} for w in WINDS],
        "rules": pick("Rules", "计法"),
        "presets": [{"rules": p, "name": _preset(p)} for p in PRESETS],
        "discarder": pick("Discarder", "点炮者"),
        "discarder_unknown": pick("— not given —", "— 未指定 —"),
        "winning": pick("Winning tile", "和张"),
        "waits_head": pick("Which tile to hope for", "该盼哪一张"),
        "waits_cols": [pick("tile", "和张"), pick("on a discard", "点和"),
                       pick("self-drawn", "自摸"), pick("8 fans?", "起和"),
                       pick("fans on a discard", "点和时计的番种")],
        "presets_head": pick("Both presets", "两种计法"),
        "settlement_head": pick("Who pays what", "结算"),
        "seats_cols": [pick("seat", "座位"), pick("gains (+) or pays (−)", "得（+）或付（−）")],
        "figure_head": pick("The result", "算番结果"),
        "loading": pick("loading the scorer…", "正在加载算番程序…"),
    }


_WHOM = {1: Both("left", "上家"), 2: Both("across", "对家"), 3: Both("right", "下家")}


def _preset(name: str) -> str:
    return pick(f"{PRESET_ZH[name]} {name.replace('-', ' ')}", PRESET_ZH[name])


def _about_kong_label(self_drawn: bool) -> str:
    return (pick("杠上开花 won on a kong's replacement tile", "杠上开花") if self_drawn
            else pick("抢杠和 robbing a kong", "抢杠和"))


def _wall_last_label(self_drawn: bool) -> str:
    return (pick("妙手回春 last tile of the wall", "妙手回春") if self_drawn
            else pick("海底捞月 last discard", "海底捞月"))


# ---------------------------------------------------------------------------------------------
# the builder

class Builder:
    """The hand builder of a page: ``examples`` are the hands its list offers, each
    ``{"label": ..., "hand": ..., "flags": {...}}`` (its flags as :class:`mjlib.Win` takes them,
    and ``rules``); each is checked when picked, as in the notebook's HandBuilder."""

    def __init__(self, examples: object = None) -> None:
        """``examples``: a list, or its JSON text (a page's ``data-examples``); HandError for
        anything else. An example that is not such a record is left out."""
        text = examples
        if isinstance(examples, str):
            try:
                examples = json.loads(examples) if examples.strip() else []
            except ValueError:
                examples = text  # refused below, as written
        if examples is None:
            examples = []
        if not isinstance(examples, list):
            raise HandError(f"the builder's examples are a list of {{label, hand, flags}}, not "
                            f"{shown(text)}",
                            zh=f"摆牌器的例题须是 {{label, hand, flags}} 组成的列表，不能是 "
                               f"{shown_zh(text)}")
        self.examples = [x for x in examples[:MAX_EXAMPLES] if isinstance(x, dict)
                         and isinstance(x.get("label"), str) and isinstance(x.get("hand"), str)
                         and isinstance(x.get("flags") or {}, dict)]

    # the state a page holds ----------------------------------------------------------------
    @staticmethod
    def _load(state: dict[str, Any]) -> tuple[BuilderModel, str]:
        """The model and the discarder a page's state describes; HandError when it cannot be
        read (a page only sends back states this module gave it)."""
        if not isinstance(state, dict):
            raise HandError(f"the builder's state is a JSON object, not {shown(state)}",
                            zh=f"摆牌器的状态须是 JSON 对象，不能是 {shown_zh(state)}")
        model = BuilderModel()
        flags = state.get("flags") or {}
        if not isinstance(flags, dict):
            raise HandError(f"the builder's flags are a JSON object, not {shown(flags)}",
                            zh=f"摆牌器的选项须是 JSON 对象，不能是 {shown_zh(flags)}")
        model.load(str(state.get("hand") or ""), {**flags, "rules": state.get("rules") or
                                                   "green-book"})
        meld = state.get("meld")
        if meld:
            if not (isinstance(meld, list) and len(meld) == 2):
                raise HandError(f"a meld being made is [kind, offer], not {shown(meld)}",
                                zh=f"正在组的副露须是 [种类, 来源]，不能是 {shown_zh(meld)}")
            model.start_meld(meld[0], meld[1])
        discarder = state.get("discarder") or ""
        return model, _discarder(discarder) if discarder else ""

    @staticmethod
    def _state(model: BuilderModel, discarder: str) -> dict[str, Any]:
        return {"hand": model.text, "flags": model.win.keywords(), "rules": model.rules,
                "discarder": discarder, "meld": list(model.pending) if model.pending else None}

    # one action ------------------------------------------------------------------------------
    def act(self, state: dict[str, Any], action: dict[str, Any], lang: str = "en") -> dict:
        """Apply ``action`` to ``state`` and return what the page shows (:meth:`_view`), with the
        refusal of an action mjlib refused (``error``: its field and HandError's text; the state
        is then the one before)."""
        with writing(lang):
            try:
                model, discarder = self._load(state)
            except HandError as e:  # not a state this module gave: start afresh, say why
                return self._view(BuilderModel(), "", {"field": "hand", "message": str(e)})
            before = self._state(model, discarder)
            error = None
            try:
                discarder = self._do(model, discarder, action)
            except HandError as e:
                error = {"field": _field(action), "message": str(e)}
                model, discarder = self._load(before)
            return self._view(model, discarder, error)

    def _do(self, model: BuilderModel, discarder: str, action: dict[str, Any]) -> str:
        if not isinstance(action, dict):
            raise HandError(f"an action is a JSON object, not {shown(action)}",
                            zh=f"操作须是 JSON 对象，不能是 {shown_zh(action)}")
        do = action.get("do")
        if do == "text":
            text = action.get("text")
            if not isinstance(text, str) or len(text) > MAX_TEXT:
                raise HandError(f"a hand is a short text, not {shown(text)}",
                                zh=f"手牌须是不长的文本，不能是 {shown_zh(text)}")
            model.set_text(text)
        elif do == "add":
            if model.pending is not None:
                model.commit_meld(action.get("tile"))
            else:
                model.add_tile(action.get("tile"))
        elif do == "remove":
            model.remove_tile(action.get("tile"), winning=bool(action.get("winning")))
        elif do == "remove_meld":
            model.remove_meld(action.get("index"))
        elif do == "winning":
            model.set_winning(action.get("tile"))
        elif do == "meld":
            kind = action.get("kind")
            if kind:
                model.start_meld(kind, action.get("offer"))
            else:
                model.cancel_meld()
        elif do == "flag":
            name, value = action.get("name"), action.get("value")
            if name == "flowers" and isinstance(value, str):
                value = _flowers(value)
            model.set_flag(name, value)
        elif do == "discarder":
            value = action.get("value") or ""
            seat = _discarder(value) if value else ""
            outcome = model.evaluate()
            if seat and outcome.kind == "scored" and outcome.result.meets_minimum and \
                    not model.win.self_drawn:
                outcome.result.settlement(seat)  # the winner cannot be his own discarder
            return seat
        elif do == "pick":
            index = action.get("index")
            if isinstance(index, bool) or not isinstance(index, int) or \
                    not 0 <= index < len(self.examples):
                raise HandError(f"there is no example {shown(index)}",
                                zh=f"没有例题 {shown_zh(index)}")
            x = self.examples[index]
            model.load(x["hand"], dict(x.get("flags") or {}))
            return ""
        elif do == "clear":
            model.clear()
            return ""
        elif do not in (None, "view"):
            raise HandError(f"unknown action {shown(do)}", zh=f"没有 {shown_zh(do)} 这个操作")
        return discarder

    # what the page shows ---------------------------------------------------------------------
    def _view(self, model: BuilderModel, discarder: str = "", error: dict | None = None) -> dict:
        """Everything the page draws for ``model``, in the language mjlib writes now."""
        outcome = model.evaluate()
        result = outcome.result if outcome.kind == "scored" else None
        left = model.copies_left()
        flags = model.win.keywords()
        out: dict[str, Any] = {
            "state": self._state(model, discarder),
            "error": error,
            "count": model.count,
            "pieces": _pieces(model),
            "winning_choices": ([{"tile": str(t), "name": tile_words(t)}
                                 for t in sorted(set(model.tiles))] if model.complete else []),
            "palette": {str(t): left[t] for t in TILES},
            "full": model.count >= 14 and model.pending is None,
            "status": outcome_words(outcome),
            "kind": outcome.kind,
            "labels": {"about_kong": _about_kong_label(bool(flags["self_drawn"])),
                       "wall_last": _wall_last_label(bool(flags["self_drawn"]))},
            "figure": "", "result": None, "presets": [], "settlement": None,
            "waits": _waits(model, outcome),
        }
        hand = outcome.hand
        if result is not None:
            out["figure"] = figure_html(result)
            out["result"] = {"total": result.total, "reaches": result.meets_minimum,
                             "words": total_words(result)}
            out["presets"] = _presets(result)
            out["settlement"] = _settlement(result, discarder)
        elif hand is not None or model.count:
            out["figure"] = hand_html(hand) if hand is not None else ""
        return out

    # JSON for the page ----------------------------------------------------------------------
    def act_json(self, state_json: str, action_json: str, lang: str = "en") -> str:
        """:meth:`act` with the state and the action as JSON text, the view as JSON text."""
        with writing(lang):
            try:
                state = _read_json(state_json, Both("the builder's state", "摆牌器的状态"))
                action = _read_json(action_json, Both("an action", "操作"))
            except HandError as e:
                return _json(self._view(BuilderModel(), "", {"field": "hand", "message": str(e)}))
        return _json(self.act(state, action, lang))

    def words_json(self, lang: str = "en") -> str:
        """The builder's words (:func:`builder_words`) and its examples' labels, as JSON."""
        with writing(lang):
            return _json({**builder_words(),
                          "example_labels": [x["label"] for x in self.examples]})


def _field(action: object) -> str:
    """Where a refusal of ``action`` shows: the text box, the palette, a flag, the discarder."""
    if not isinstance(action, dict):
        return "hand"
    do = action.get("do")
    if do == "flag":
        return str(action.get("name"))
    return {"text": "hand", "add": "palette", "remove": "pieces", "remove_meld": "pieces",
            "winning": "winning", "meld": "meld", "discarder": "discarder",
            "pick": "examples"}.get(str(do), "hand")


def _flowers(text: str) -> int:
    text = text.strip()
    if not (text.isascii() and text.isdigit() and len(text) <= 1):
        raise HandError(f"flowers are a whole number from 0 to {MAX_FLOWERS}, not {shown(text)}",
                        zh=f"花牌数须是 0 到 {MAX_FLOWERS} 的整数，不能是 {shown_zh(text)}")
    return int(text)


def _discarder(value: object) -> str:
    seat = wind_letter(value)
    if seat is None:
        raise HandError(f"the discarder is a seat wind, 'E', 'S', 'W' or 'N', not {shown(value)}",
                        zh=f"点炮者须是门风 'E'、'S'、'W'、'N' 之一，不能是 {shown_zh(value)}")
    return seat


def _pieces(model: BuilderModel) -> list[dict[str, Any]]:
    """The hand as the page lays it out: the melds, the standing tiles, the winning tile; each
    with what a tap on it does."""
    out: list[dict[str, Any]] = []
    for i, m in enumerate(model.melds):
        out.append({"kind": "meld", "index": i, "label": meld_label(m).label() if not chinese()
                    else meld_label(m).zh,
                    "tiles": [{"tile": str(t), "mode": mode, "name": tile_words(t)}
                              for t, mode in meld_modes(m)]})
    for t in model.standing:
        out.append({"kind": "tile", "tile": str(t), "name": tile_words(t)})
    if model.winning is not None:
        out.append({"kind": "win", "tile": str(model.winning), "name": tile_words(model.winning),
                    "label": HEAD["win"].zh if chinese() else HEAD["win"].label()})
    return out


def _score_or_none(hand: Hand, win: Win, rules: str) -> Result | None:
    try:
        return score(hand, win=win, rules=rules)
    except HandError:  # a flag this wait contradicts (和绝张 on a tile still live ...)
        return None


def _waits(model: BuilderModel, outcome) -> dict[str, Any] | None:
    """For a hand one tile short, or a complete one without its winning tile: each tile it waits
    on, with the total won on a discard and self-drawn (the other flags as set), whether that
    reaches 8, and the fans on a discard."""
    if outcome.kind not in ("waiting", "scored", "not-winning") or outcome.hand is None:
        return None
    hand = outcome.hand if outcome.kind == "waiting" else outcome.hand.without_winning()
    rows = []
    for t in waits(hand):
        done = Hand(hand.melds, hand.standing, t)
        won = _score_or_none(done, replace(model.win, self_drawn=False), model.rules)
        drawn = _score_or_none(done, replace(model.win, self_drawn=True), model.rules)
        if won is not None and won.meets_minimum:
            minimum = pick("yes", "达到")
        elif drawn is not None and drawn.meets_minimum:
            minimum = pick("self", "自摸")
        else:
            minimum = pick("no", "不足")
        rows.append({"tile": str(t), "name": tile_words(t),
                     "discard": won.total if won else None, "self": drawn.total if drawn else None,
                     "minimum": minimum, "current": t == outcome.hand.winning,
                     "fans": ", ".join(f"{c.fan.name} {c.worth}" for c in won.fans) if won
                     else ""})
    note = (pick(f"{hand} waits on no tile: it is not ready.", f"{hand} 不听牌。") if not rows
            else pick(f"{hand} waits on {len(rows)} tile{'s' if len(rows) != 1 else ''}; "
                      "“self” means it reaches 8 only self-drawn.",
                      f"{hand} 听{len(rows)}种牌；“自摸”表示只有自摸才达到起和番。"))
    return {"note": note, "rows": rows}


def _presets(result: Result) -> list[dict[str, Any]]:
    """The hand under each preset: its total, whether it reaches 8, its fans; the fans the
    presets count differently marked."""
    results = {p: score(result.hand, win=result.win, rules=p) for p in PRESETS}
    points = {p: r.fan_points() for p, r in results.items()}
    every = {name for fans in points.values() for name in fans}
    differs = {name for name in every if len({fans.get(name) for fans in points.values()}) > 1}
    return [{"rules": p, "name": _preset(p), "total": r.total, "reaches": r.meets_minimum,
             "chosen": p == result.rules.name,
             "fans": [{"name": c.fan.name, "worth": c.worth, "differs": c.fan.zh in differs}
                      for c in r.fans]}
            for p, r in results.items()]


def _settlement(result: Result, discarder: str) -> dict[str, Any] | None:
    """Who pays what, when it is known: self-drawn, or on a discard with the discarder given;
    the line alone (the discarder's payment) when the discarder is not given; None for a false
    win. A discarder the hand refuses (the winner himself) is said in its place."""
    words = result.settlement_words()
    if words is None:
        return None
    line = words.zh if chinese() else words.en
    out: dict[str, Any] = {"line": line, "seats": [], "error": None}
    if not result.win.self_drawn and not discarder:
        return out
    try:
        paid = result.settlement(None if result.win.self_drawn else discarder)
    except HandError as e:
        out["error"] = str(e)
        return out
    winner = str(result.win.seat_wind)
    out["seats"] = [{"seat": s, "name": pick(f"{wind(s).zh} {s}", f"{wind(s).zh}家"),
                     "change": paid[s], "winner": s == winner,
                     "discarder": s == discarder and not result.win.self_drawn}
                    for s in WINDS]
    return out


# ---------------------------------------------------------------------------------------------
# the fan picker

class FanPicker:
    """The fan reference, one fan at a time: the list to pick from, and a fan's entry (what it
    needs, what it removes, as the rule text lists it and as it follows, what removes it, a hand
    where it counts and one where it is there but not counted, each with its figure)."""

    def fans(self, lang: str = "en") -> dict[str, Any]:
        """The fans by points: each group's heading and its fans (Chinese name, name shown)."""
        with writing(lang):
            return {"label": pick("Pick a fan", "选一个番种"),
                    "groups": [{"points": points, "title": ref.group_heading(points),
                                "fans": [{"zh": f.zh, "name": ref.fan_name(f)} for f in fans]}
                               for points, fans in ref.by_points()]}

    def entry(self, fan: object, lang: str = "en") -> dict[str, Any]:
        """One fan's entry, in ``lang``; HandError for a name that is no fan."""
        with writing(lang):
            e = ref.entry(fan)
            colon = ref.colon()
            return {
                "zh": e.fan.zh,
                "title": ref.entry_heading(e.fan),
                "facts": f"{ref.points_words(e)} · {e.family.label()}",
                "needs": f"{ref.WORDS['needs'].label()}{colon}{ref.needs_words(e.fan)}",
                "removes_head": ref.WORDS["removes"].label(),
                "removes": [ref.row_words(r, r.removes) for r in e.removes],
                "removed_by_head": ref.WORDS["removed_by"].label(),
                "removed_by": [ref.row_words(r, r.by) for r in e.removed_by],
                "confused": ref.listed("confused", [ref.fan_name(f) for f in e.confused_with],
                                       "、" if chinese() else None),
                "taught": f"{ref.WORDS['taught'].label()}{colon}{ref.section_words(e.taught)}",
                "none": ref.WORDS["none"].label(),
                "examples": [{"line": ref.example_line(e, x), "figure": figure_html(x.result)}
                             for x in (e.example, e.struck) if x is not None],
            }

    def fans_json(self, lang: str = "en") -> str:
        return _json(self.fans(lang))

    def entry_json(self, fan: str, lang: str = "en") -> str:
        """:meth:`entry` as JSON; a refusal as ``{"error": {"message": ...}}``."""
        try:
            return _json(self.entry(fan, lang))
        except HandError as e:
            with writing(lang):
                return _json({"error": {"field": "fan", "message": str(e)}})


__all__ = ["Builder", "FanPicker", "builder_words"]
