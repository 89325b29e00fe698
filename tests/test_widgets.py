"""HandBuilder driven headlessly, as a person would: button clicks, toggles, pasted strings.

Every test asserts on the builder's state and on what it shows: the status line, the Output
widget's contents (written through its API, so they are there in plain pytest), the error line.
"""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

import mjlib  # noqa: E402

W = pytest.importorskip("ipywidgets")

from mjlib.widgets import HandBuilder  # noqa: E402

MIXED_STRAIGHT = "[123m1][456p1][789s1]23pCC1p"
NINE_GATES = "1112345678999m9m"
EXAMPLES = {
    "花龙 Mixed Straight": MIXED_STRAIGHT,
    "九莲宝灯 Nine Gates, self-drawn": (NINE_GATES, {"self_drawn": True}),
    "风刻 seat South": ("[EEE1][SSS2]WWWNN11mN", {"seat_wind": "S", "rules": "common-practice"}),
    "broken": "123m[oops",
    "bad flag": (MIXED_STRAIGHT, {"colour": "red"}),
}


@pytest.fixture
def b():
    builder = HandBuilder(examples=EXAMPLES)
    yield builder
    assert builder.failures == []  # nothing unexpected was caught and hidden
    assert plt.get_fignums() == []  # every figure closed


def click(b, *tiles):
    for t in tiles:
        b.palette[t].click()


def tiles_in_hand(b):
    """(kind, tile, button) for every tile button in the hand row: meld, standing or win."""
    out = []

    def walk(w, kind):
        classes = getattr(w, "_dom_classes", ())
        if "mj-meld" in classes:
            kind = "meld"
        if isinstance(w, W.Button) and "mj-tile" in classes:
            k = "win" if "mj-win" in classes else kind
            out.append((k, w.description, w))
        for c in getattr(w, "children", ()):
            walk(c, kind)

    for c in b.hand_box.children:
        walk(c, "standing")
    return out


def shown(b) -> str:
    """Everything the builder shows as text: status, error line, Output contents."""
    return "\n".join([b.status.value, b.error.value, b.output_text(), b.output_html()])


def assert_scored_as(b, hand, **flags):
    r = mjlib.score(hand, **flags)
    assert b.result is not None, shown(b)
    assert b.result.total == r.total
    assert f"Total 合计 {r.total} fans" in b.status.value
    text = b.output_text()
    for c in r.fans:
        assert f"{c.fan.zh} {c.fan.en}" in text
    for e in r.excluded:
        assert f"{e.fan.zh} {e.fan.en}" in text and e.principle.zh in text
    assert ("reaches the 8-fan minimum" in text) == r.meets_minimum
    return r


def test_clicking_fourteen_tiles_scores_the_hand(b):
    assert "Empty hand" in b.status.value
    click(b, "1m", "2m", "3m", "4m", "5m")
    assert b.model.count == 5
    assert "9 missing" in b.status.value and b.out.outputs == ()
    assert b.text.value == "12345m"  # the text box follows the clicks
    click(b, "6m", "7m", "8m", "9m", "2p", "3p", "5p", "5p")
    assert b.model.count == 13
    waits = " ".join(str(t) for t in mjlib.waits("123456789m23p55p"))
    assert f"Waiting on 2 tile(s): {waits}" in b.status.value
    click(b, "1p")
    assert b.text.value == "123456789m2355p1p"
    assert_scored_as(b, "123456789m2355p1p")
    assert "清龙 Pure Straight" in b.output_text()
    kinds = [k for k, _, _ in tiles_in_hand(b)]
    assert kinds.count("win") == 1 and kinds[-1] == "win"
    assert [d for k, d, _ in tiles_in_hand(b) if k == "win"] == ["1p"]


def test_the_status_holds_the_itemised_table_and_the_output_the_figure(b):
    b.set_text(MIXED_STRAIGHT)
    (figure,) = b.out.outputs
    assert figure["output_type"] == "display_data"
    assert figure["data"]["text/html"].startswith('<div class="mj-figure-html">')  # the default
    assert figure["data"]["text/plain"] == f"<figure of {b.result.hand}: {b.result.total} fans>"
    assert "image/svg+xml" not in figure["data"]
    html = b.status.value
    assert html.index("Total 合计") < html.index('class="mj-fan"')  # the line, then the table
    assert "花龙" in html and "连六" in html and "套算一次" in html
    assert "mj-struck" in html  # excluded fans are struck through, not only grey
    svg = HandBuilder(hand=MIXED_STRAIGHT, figure_format="svg")
    assert svg.out.outputs[0]["data"]["image/svg+xml"].lstrip().startswith("<?xml")
    png = HandBuilder(hand=MIXED_STRAIGHT, figure_format="png")
    assert png.out.outputs[0]["data"]["image/png"]
    assert svg.failures == png.failures == []
    plt.close("all")


@pytest.fixture
def drawn():
    """A builder whose figure is mjlib.render's picture (SVG), drawn after the total."""
    builder = HandBuilder(examples=EXAMPLES, figure_format="svg")
    yield builder
    assert builder.failures == []
    assert plt.get_fignums() == []


def test_the_html_figure_comes_with_its_total(b):
    """The HTML figure is made with the total, in the same click, even with an event loop
    running (as in a kernel): the old figure goes, the status line comes, then the new figure;
    a state shown lately shows its figure again."""
    import asyncio

    hand = "123m456m789m23p55p1p"
    b.set_text(hand)
    old_figure = b.out.outputs
    events = []
    for name, w, trait in (("out", b.out, "outputs"), ("status", b.status, "value")):
        w.observe(lambda c, name=name: events.append((name, c["new"])), trait)

    async def click():
        b.checks["self_drawn"].value = True

    asyncio.run(click())
    total = mjlib.score(hand, self_drawn=True).total
    assert [name for name, _ in events] == ["out", "status", "out"]
    assert "mj-figure-pending" in events[0][1][0]["data"]["text/html"]
    assert f"Total 合计 {total} fans" in events[1][1]
    assert events[2][1][0]["data"]["text/plain"] == f"<figure of {b.result.hand}: {total} fans>"
    assert "自摸 Self-Drawn" in events[2][1][0]["data"]["text/html"]
    events.clear()
    b.checks["self_drawn"].value = False
    assert [name for name, _ in events] == ["out", "status", "out"] and events[2][1] == old_figure


def test_the_total_shows_first_and_never_beside_the_old_figure(drawn):
    """Each update in the order the page receives it: the old figure goes before the new total
    shows, and the new figure comes after it."""
    b = drawn
    hand = "123m456m789m23p55p1p"
    b.set_text(hand)
    old_figure = b.out.outputs
    assert old_figure and f"Total 合计 {mjlib.score(hand).total} fans" in b.status.value
    events = []
    for name, w, trait in (("out", b.out, "outputs"), ("status", b.status, "value")):
        w.observe(lambda c, name=name: events.append((name, c["new"])), trait)
    b.checks["self_drawn"].value = True
    drawn = mjlib.score(hand, self_drawn=True)
    assert [name for name, _ in events] == ["out", "status", "out"]
    pending, final = events[0][1], events[2][1]
    assert "mj-figure-pending" in pending[0]["data"]["text/html"]  # the old figure is gone
    assert f"Total 合计 {drawn.total} fans" in events[1][1]
    assert f"{drawn.total} fans>" in final[0]["data"]["text/plain"]  # the new figure, at last
    events.clear()
    b.checks["self_drawn"].value = False  # back to a state shown lately: its figure is kept
    assert [name for name, _ in events] == ["out", "status", "out"]
    assert "mj-figure-pending" in events[0][1][0]["data"]["text/html"]
    assert events[2][1] == old_figure


def test_in_a_kernel_the_figure_follows_once_clicks_pause(drawn, monkeypatch):
    """With an event loop running (as in a kernel) a click is answered without the figure,
    which is drawn FIGURE_DELAY later, for the last state only."""
    import asyncio

    b = drawn

    from mjlib.widgets import builder as module, present

    drawn = []
    real = present.draw
    monkeypatch.setattr(present, "draw", lambda r: drawn.append(r.total) or real(r))
    hand = "123m456m789m23p55p"

    async def clicks():
        b.set_text(hand)
        click(b, "1p")
        assert "Total 合计" in b.status.value and drawn == []
        assert b.out.outputs == ()  # no figure was shown before: nothing to stand in for
        b.checks["self_drawn"].value = True
        assert f"Total 合计 {mjlib.score(hand + '1p', self_drawn=True).total}" in b.status.value
        await asyncio.sleep(module.FIGURE_DELAY * 4)
        assert drawn == [mjlib.score(hand + "1p", self_drawn=True).total]  # only the last
        assert "image/svg+xml" in b.out.outputs[0]["data"]
        b.checks["self_drawn"].value = False
        assert "mj-figure-pending" in b.out.outputs[0]["data"]["text/html"]
        await asyncio.sleep(module.FIGURE_DELAY * 4)
        assert drawn[-1] == mjlib.score(hand + "1p").total and len(drawn) == 2

    asyncio.run(clicks())


def test_the_hand_row_shows_the_same_buttons_again(b):
    click(b, "1m", "2m")
    before = {d: w for _, d, w in tiles_in_hand(b)}
    click(b, "3m")
    after = {d: w for _, d, w in tiles_in_hand(b)}
    assert after["1m"] is before["1m"] and after["2m"] is before["2m"]  # not made anew
    after["1m"].click()
    assert b.model.text == "23m" and tiles_in_hand(b)[0][2] is before["2m"]


def test_the_hand_row_forgets_pieces_not_shown_once_it_holds_many(b, monkeypatch):
    from mjlib.widgets import builder

    monkeypatch.setattr(builder, "MAX_PIECES", 8)
    kept = []
    for i in range(60):  # many different hands: more pieces than the row keeps
        suit = "msp"[i % 3]
        b.set_text(f"[{1 + i % 7}{2 + i % 7}{3 + i % 7}{suit}1]" + f"{1 + i % 9}{1 + i % 9}{suit}")
        kept.append(len(b._pieces))
    assert max(kept) <= 8 + 3 and kept[-1] >= 3  # pruned down to the pieces shown, and kept
    shown = list(b.hand_box.children)
    assert all(w.comm is not None for w in shown)  # what the row shows stays open
    assert b.model.melds == [mjlib.Meld.parse("[456p1]")] and b.model.text.endswith("]66p")
    shown[0].children[0].children[0].click()  # a tile of the meld: removes it
    assert b.model.melds == [] and b.model.text == "66p"


def test_two_copies_of_a_meld_each_remove_one(b):
    b.set_text("[123m1][456p1][123m1]")
    boxes = [w for w in b.hand_box.children if "mj-meld" in w._dom_classes]
    assert len(boxes) == 3 and boxes[0] is not boxes[2]
    boxes[2].children[0].children[0].click()  # a tile of the second 123m chow
    assert b.model.melds == [mjlib.Meld.parse("[123m1]"), mjlib.Meld.parse("[456p1]")]
    boxes[0].children[0].children[1].click()
    assert b.model.melds == [mjlib.Meld.parse("[456p1]")]


def test_full_hand_refuses_a_fifteenth_tile_and_palette_is_disabled(b):
    b.set_text(MIXED_STRAIGHT)
    before = b.out.outputs
    assert all(button.disabled for button in b.palette.values())
    click(b, "E")
    assert "the hand is complete" in b.error.value
    assert b.model.text == str(mjlib.parse(MIXED_STRAIGHT))
    assert b.out.outputs == before  # the last good output stays


def test_a_fifth_copy_is_refused_and_its_button_disabled(b):
    click(b, "7s", "7s", "7s", "7s")
    assert b.palette["7s"].disabled
    click(b, "7s")
    assert "more than four copies of 7s" in b.error.value
    assert b.model.text == "7777s"
    click(b, "8s")  # the next good action clears the error line
    assert not has_error(b) and b.model.text == "77778s"


def test_clicking_a_tile_in_the_hand_removes_it(b):
    b.set_text("123m456m789m23p45p5p")
    standing_5p = [w for k, d, w in tiles_in_hand(b) if k == "standing" and d == "5p"]
    standing_5p[0].click()
    assert b.model.count == 13 and b.model.winning is None
    assert b.text.value == "123456789m2345p"
    assert "Waiting on" in b.status.value
    click(b, "6p")
    win = [w for k, _, w in tiles_in_hand(b) if k == "win"]
    win[0].click()  # the winning tile itself
    assert b.text.value == "123456789m2345p"


def test_the_winning_tile_can_be_changed(b):
    b.set_text("123m456m789m23p45p5p")
    assert b.winning_picker.value == "5p" and not b.winning_picker.disabled
    assert_scored_as(b, "123m456m789m23p45p5p")
    b.winning_picker.value = "2p"
    assert b.model.winning == mjlib.tile("2p")
    assert b.text.value == "123456789m3455p2p"
    assert_scored_as(b, "123456789m3455p2p")


def test_melds_from_the_controls(b):
    b.meld_kind.value = "pung"
    assert [v for _, v in b.meld_from.options] == [1, 2, 3]
    b.meld_from.value = 2
    b.meld_button.click()
    assert b.model.pending == ("pung", 2) and "click the pung's tile" in b.meld_hint.value
    click(b, "E")
    assert b.model.text == "[EEE2]" and b.model.pending is None
    b.meld_kind.value = "kong"
    b.meld_from.value = 5  # added onto a pung claimed from the left
    b.meld_button.click()
    click(b, "8p")
    b.meld_kind.value = "chow"
    b.meld_from.value = 3
    b.meld_button.click()
    click(b, "7s")
    assert b.text.value == "[EEE2][8888p5][789s3]"
    assert [k for k, _, _ in tiles_in_hand(b)] == ["meld"] * 10
    click(b, "C", "C", "C", "1m", "1m")
    assert b.model.complete
    assert_scored_as(b, "[EEE2][8888p5][789s3]CCC1m1m")


def test_a_meld_is_removed_by_clicking_it_and_a_bad_chow_is_refused(b):
    b.start_meld("chow", 2)
    b.meld_button.click()  # a second press cancels
    assert b.model.pending is None
    b.meld_button.click()  # starts again, from the controls: chow, 2nd tile claimed
    click(b, "8m")
    assert "cannot begin one" in b.error.value and b.model.melds == []
    assert b.model.pending == ("chow", 2)
    click(b, "6m")
    assert b.text.value == "[678m2]"
    meld_tiles = [w for k, _, w in tiles_in_hand(b) if k == "meld"]
    meld_tiles[1].click()
    assert b.text.value == "" and "Empty hand" in b.status.value


def test_changing_the_meld_kind_while_building_restarts_the_meld(b):
    b.meld_button.click()
    b.meld_kind.value = "kong"
    assert b.model.pending == ("kong", 0)
    b.meld_from.value = 3
    assert b.model.pending == ("kong", 3)
    click(b, "W")
    assert b.text.value == "[WWWW3]"


def test_toggles_change_the_score_as_mjlib_says(b):
    b.set_text(MIXED_STRAIGHT)
    assert_scored_as(b, MIXED_STRAIGHT)
    b.checks["self_drawn"].value = True
    assert b.model.flags["self_drawn"] is True
    assert "杠上开花" in b.checks["about_kong"].description
    assert "自摸 Self-Drawn" in b.output_text()
    assert_scored_as(b, MIXED_STRAIGHT, self_drawn=True)
    b.checks["wall_last"].value = True
    assert_scored_as(b, MIXED_STRAIGHT, self_drawn=True, wall_last=True)
    assert "妙手回春" in b.output_text()
    b.flowers.value = 3
    r = assert_scored_as(b, MIXED_STRAIGHT, self_drawn=True, wall_last=True, flowers=3)
    assert f"({r.total_without_flowers} without flowers)" in b.status.value
    b.checks["self_drawn"].value = False
    assert "抢杠和" in b.checks["about_kong"].description
    assert "海底捞月" in b.output_text()
    assert_scored_as(b, MIXED_STRAIGHT, wall_last=True, flowers=3)


def test_winds_and_rules(b):
    hand = "[EEE1][SSS2]WWWNN11mN"
    b.set_text(hand)
    for seat, prevalent in (("S", "E"), ("W", "N")):
        b.seat.value, b.prevalent.value = seat, prevalent
        assert_scored_as(b, hand, seat_wind=seat, prevalent_wind=prevalent)
    kongs = "[1111m][2222s1]345p678pNN"
    b.set_text(kongs)
    b.seat.value, b.prevalent.value = "E", "E"
    green = assert_scored_as(b, kongs)
    b.rules_picker.value = "common-practice"
    common = assert_scored_as(b, kongs, rules="common-practice")
    assert green.total != common.total and "明暗杠" in b.output_text()


def test_a_flag_that_contradicts_the_hand_is_refused_and_unticked(b):
    b.set_text("123m456m789m23p45p5p")
    b.checks["fourth_tile"].value = True
    assert "和绝张" in b.error.value and "untick 和绝张" in b.error.value
    assert b.checks["fourth_tile"].value is False and b.model.flags["fourth_tile"] is False
    assert_scored_as(b, "123m456m789m23p45p5p")
    b.checks["about_kong"].value = True  # 抢杠和: the other three 5p would be in the kong
    assert "抢杠和" in b.error.value and b.checks["about_kong"].value is False
    b.checks["wall_last"].value = True  # 海底捞月: fine
    assert not has_error(b)
    assert_scored_as(b, "123m456m789m23p45p5p", wall_last=True)


def test_pasted_strings_good_and_bad(b):
    b.text.value = NINE_GATES
    assert b.model.text == NINE_GATES
    assert_scored_as(b, NINE_GATES)
    good = b.out.outputs
    for bad, message in (("123m[oops", "'[' is never closed (at character 5 of '123m[oops')"),
                         ("11111m", "more than four copies of 1m"),
                         ("[123m1][456p1][789s1]23pCC1p2p", "too many tiles"),
                         ("1234m5x", "unexpected character 'x'")):
        b.text.value = bad
        assert has_error(b)
        assert message in _unescape(b.error.value), (bad, b.error.value)
        assert "the hand is unchanged" in b.error.value
        assert b.model.text == NINE_GATES  # the last good hand stays
        assert b.out.outputs == good and b.result.total == mjlib.score(NINE_GATES).total
        assert b.text.value == bad  # left in the box to be corrected
    b.text.value = "  [567m2]12p"
    assert b.model.text == "[567m2]12p" and not has_error(b)
    assert "5 tiles (each meld counts as 3): 9 missing" in b.status.value
    b.text.value = ""
    assert "Empty hand" in b.status.value


def has_error(b) -> bool:
    return 'class="mj-error-line mj-error"' in b.error.value


def _unescape(s):
    import html

    return html.unescape(s)


def test_example_picker_loads_hand_and_flags(b):
    labels = [v for _, v in b.example_picker.options]
    assert labels[0] == "" and set(labels[1:]) == set(EXAMPLES)
    b.example_picker.value = "九莲宝灯 Nine Gates, self-drawn"
    assert b.model.text == NINE_GATES and b.checks["self_drawn"].value is True
    assert_scored_as(b, NINE_GATES, self_drawn=True)
    b.example_picker.value = "风刻 seat South"
    assert b.model.flags["seat_wind"] == "S" and b.model.flags["self_drawn"] is False
    assert b.rules_picker.value == "common-practice" and b.seat.value == "S"
    assert_scored_as(b, "[EEE1][SSS2]WWWNN11mN", seat_wind="S", rules="common-practice")
    click(b, "E")  # refused: the hand is full; still the example
    assert b.example_picker.value == "风刻 seat South"
    b.checks["self_drawn"].value = True  # changed: no longer the example as given
    assert b.example_picker.value == ""


def test_bad_examples_are_shown_not_raised(b):
    b.pick_example("花龙 Mixed Straight")
    good = b.model.text
    b.example_picker.value = "broken"
    assert "'[' is never closed" in _unescape(b.error.value) and b.model.text == good
    b.pick_example("bad flag")
    assert "unknown flag 'colour'" in _unescape(b.error.value) and b.model.text == good
    assert b.pick_example("no such label") is False
    assert "no example named" in _unescape(b.error.value)


def test_construction_never_raises():
    for kwargs in ({"hand": "123m[oops"}, {"rules": "house"}, {"hand": MIXED_STRAIGHT, "colour": 1},
                   {"hand": "123m456m789m23p45p5p", "fourth_tile": True},
                   {"examples": ["not", "a", "dict"]},
                   {"examples": {"x": 5}}, {"figure_format": "gif"}):
        b = HandBuilder(**kwargs)
        assert b.failures == []
        if kwargs.get("examples") != {"x": 5} and "figure_format" not in kwargs:
            assert has_error(b), kwargs
    b = HandBuilder(hand=MIXED_STRAIGHT, rules="common-practice", self_drawn=True)
    assert b.rules_picker.value == "common-practice" and b.checks["self_drawn"].value
    assert_scored_as(b, MIXED_STRAIGHT, rules="common-practice", self_drawn=True)


def test_a_non_winning_hand_says_so_and_what_it_would_wait_on(b):
    b.set_text("123m456m789m23p55pE")
    assert "Not a winning hand" in b.status.value
    assert "waits on 1p 4p" in b.status.value
    assert b.result is None


def test_it_shows_as_a_widget(b):
    b.set_text(MIXED_STRAIGHT)
    bundle = b._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == f"HandBuilder({str(mjlib.parse(MIXED_STRAIGHT))!r})"
    assert "mj-builder" in b.widget._dom_classes
    assert "background-image" in b.style.value  # the tile faces as mjlib.render draws them


@pytest.mark.parametrize("fmt, maker", [("html", "figure_html"), ("svg", "draw")])
def test_internal_errors_are_shown_and_recorded_not_raised(monkeypatch, fmt, maker):
    from mjlib.widgets import present

    b = HandBuilder(figure_format=fmt)
    monkeypatch.setattr(present, maker, lambda result: 1 / 0)
    b.set_text(MIXED_STRAIGHT)
    assert "no figure: ZeroDivisionError" in b.output_text()
    assert "花龙 Mixed Straight" in b.output_text()  # the table still shows
    assert len(b.failures) == 1


def test_a_contradicting_flag_at_construction_keeps_the_hand():
    hand = "123m456m789m23p45p5p"
    b = HandBuilder(hand=hand, fourth_tile=True)
    assert has_error(b) and "和绝张" in b.error.value
    assert b.model.text == str(mjlib.parse(hand)) and b.model.flags["fourth_tile"] is False
    assert_scored_as(b, hand)
