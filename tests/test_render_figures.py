"""draw_result, draw_combinations, draw_readings, draw_family_map: what each figure drew."""

from collections import Counter

import pytest
from tests.support.render import (HANDS, all_text, draw, faces, font_mode, gids, has_cjk, name,  # noqa: F401
                            score, strings, struck, texts, texts_with_gid, with_fonts, with_gid)
from tests.support.render import ASCII_HANDS

import mjlib
from mjlib.vocabulary import Principle, Source
from mjlib.readings import Reading
from mjlib import FAMILIES
from mjlib.render import (draw_combinations, draw_family_map, draw_readings,
                          draw_result, draw_tiles)
from mjlib.render.combinations import edges_of
from mjlib.exclusions import family_rows
from mjlib.render.layout import group_index
from mjlib.render.tiles import BACK, meld_modes

pytestmark = pytest.mark.filterwarnings("error")
ALL = sorted(HANDS)


def reading_tiles(reading) -> tuple[Counter, Counter]:
    """(face up, face down) tiles of a reading laid out set by set."""
    up, down = Counter(), Counter()
    for g in reading.groups:
        modes = meld_modes(g.meld) if g.meld else [(t, "up") for t in g.tiles]
        for t, mode in modes:
            (down if mode == BACK else up)[str(t)] += 2 if mode.startswith("added-") else 1
    return up, down


def check_no_chinese_unless(fig, mode):
    text = all_text(fig)
    if mode == "ascii":
        assert not has_cjk(text), [s for s in strings(fig) if has_cjk(s)]
    else:
        assert has_cjk(text)


# draw_result ------------------------------------------------------------------------------

@pytest.mark.parametrize("hand,font_mode", with_fonts(ALL, ASCII_HANDS), indirect=["font_mode"])
def test_result_ledger(hand, font_mode):
    r = score(hand)
    fig = draw(draw_result, r)
    check_no_chinese_unless(fig, font_mode)
    up, _ = reading_tiles(r.reading)
    assert faces(fig) == up
    # counted fans: one row each, named, with their points
    rows = texts_with_gid(fig, "counted:")
    assert len(rows) == len(r.fans)
    for f, row in zip(r.fans, rows):
        assert row.startswith(name(f.fan, font_mode))
        assert str(f.points) in texts_with_gid(fig, f"points:{f.fan.id}")
        assert gids(fig, f"bar:{f.fan.id}")
    # excluded fans: struck through, one row each, in the result's order
    assert [g.split(":")[1] for g in gids(fig, "excluded:")] == [e.fan.id for e in r.excluded]
    out = [t for t in struck(fig) if not t.isdigit()]
    assert len(out) == len(r.excluded)
    for e, text in zip(r.excluded, out):
        assert text.startswith(name(e.fan, font_mode))
    assert len(with_gid(fig, "excluded-bar:")) == len(r.excluded)
    assert all(p.get_hatch() for p in with_gid(fig, "excluded-bar:"))  # not grey alone
    # each with a badge naming the principle, and who removed it
    badges = texts_with_gid(fig, "principle:")
    by = texts_with_gid(fig, "by")
    assert len(badges) == len(by) == len(r.excluded)
    for e, badge, who in zip(r.excluded, badges, by):
        assert badge == (f"{e.principle.zh} {e.principle.en}" if font_mode == "cjk" else e.principle.en)
        if isinstance(e.by, Reading):
            assert "the chosen reading" in who
        else:
            assert name(e.by, font_mode) in who
        # a removal no rule text lists, or only the basics text, says so beside the fan
        if e.source.id == "basics":
            assert "basics text" in who
        if e.source.id == "implied":
            assert "implied" in who
    # the total and the 8-fan line
    assert texts_with_gid(fig, "total")[-1].split()[0] == str(r.total)
    assert gids(fig, "minimum-line")
    assert gids(fig, "verdict:" + ("reaches" if r.meets_minimum else "short"))


def test_result_sets_are_lettered(font_mode):
    r = score("high-versus-low")
    fig = draw(draw_result, r)
    assert [t for t in texts_with_gid(fig, "tag:")] == ["A", "B", "C", "D", "E"]
    # 一色三同顺 uses the three 234m chows, A B C (identical chows stay distinct)
    assert sorted(texts_with_gid(fig, "set:"))[:3] == ["A", "A", "A"]
    row = [t for t in texts(fig) if t.get_gid() == "counted:pure_triple_chow"][0]
    y = row.get_position()[1]
    letters = sorted(t.get_text() for t in texts(fig)
                     if (t.get_gid() or "").startswith("set:") and abs(t.get_position()[1] - y) < 1e-6)
    assert letters == ["A", "B", "C"]
    # the fans only the other reading has name its sets instead
    assert "222m 333m 444m" in texts_with_gid(fig, "other-sets")


def test_result_flowers_do_not_reach_the_minimum(font_mode):
    r = score("added-kong-flowers")
    assert not r.meets_minimum and r.total >= 6
    fig = draw(draw_result, r)
    assert gids(fig, "verdict:short")
    assert texts_with_gid(fig, "counted:flower_tiles")
    assert not gids(fig, "stack:flower_tiles")  # flowers stay off the 8-fan bar
    assert "(3 + 3 " in texts_with_gid(fig, "total")[-1]


def test_result_under_common_practice(font_mode):
    r = score("concealed-kongs", rules="common-practice")
    fig = draw(draw_result, r)
    assert "common-practice" in texts_with_gid(fig, "title")[0]
    assert len(texts_with_gid(fig, "excluded:")) == len(r.excluded)


def test_result_shows_what_excluded_fans_were_worth_under_the_preset(font_mode):
    # three kongs, two of them concealed: under common practice 三杠 replaces 双暗杠, which is
    # worth 6 there (8 in the rule book)
    r = mjlib.score("[1111m][9999p][5555s1]123sNN", rules="common-practice")
    fig = draw(draw_result, r)
    assert texts_with_gid(fig, "excluded-points:two_concealed_kongs") == ["6"]
    # a fan struck twice shows value × count, as counted fans do: 暗杠 2, twice
    row = texts_with_gid(fig, "excluded:concealed_kong")[0]
    assert row.endswith("(2 × 2)")


def test_result_bar_has_a_legend(font_mode):
    fig = draw(draw_result, score("added-kong-flowers"))
    legend = texts_with_gid(fig, "bar-legend")
    assert legend and "flowers do not count" in legend[0]


@pytest.mark.parametrize("hand,waited", [
    ("[123m1]456p789s12sNN3s", ["3s"]),          # 12s waits on 3s only: 边张
    ("[123m1]456p789s13sNN2s", ["2s"]),          # 13s waits on 2s only: 坎张
    ("[123m2][456p3][8888s6]E789mE", ["E"]),     # a lone E: 单钓将
])
def test_result_shows_what_a_wait_fan_waited_on(hand, waited, font_mode):
    fig = draw(draw_result, mjlib.score(hand))
    assert sorted(g.split(":")[1] for g in gids(fig, "wait-tile:")) == waited
    assert texts_with_gid(fig, "waits-label")


def test_result_without_a_wait_fan_draws_no_waits(font_mode):
    fig = draw(draw_result, score("regular"))  # 23p waits on 1p and 4p: no wait fan
    assert not gids(fig, "wait-tile:")


@pytest.mark.parametrize("hand,parts", [
    ("147m258s369pSWNCF", [["1m", "4m", "7m"], ["2s", "5s", "8s"], ["3p", "6p", "9p"],
                            ["S", "W", "N", "C", "F"]]),
    ("19m19s19pESWNCFPN", [["1m", "9m"], ["1s", "9s"], ["1p", "9p"],
                            ["E", "S", "W", "N", "N", "C", "F", "P"]]),
])
def test_single_tiles_are_drawn_by_suit(hand, parts, font_mode):
    from mjlib.render.layout import reading_slots

    r = mjlib.score(hand)
    slots = reading_slots(r.reading, r.hand)
    assert [[str(t) for t, _ in s.modes] for s in slots] == parts
    # one group: every part carries its letter, so no part looks like a group of its own
    assert [s.tag for s in slots] == ["A"] * len(parts)
    fig = draw(draw_result, r)
    assert len(set(gids(fig, "group:"))) >= 1 and len(gids(fig, "group:")) == len(parts)


# draw_combinations ------------------------------------------------------------------------

def edge_gids(fig, kind):
    return sorted({g for g in gids(fig, kind)})


def test_count_once(font_mode):
    r = score("regular")  # 花龙 A B C, 喜相逢 A D; 连六 B D removed: count-once
    fig = draw(draw_combinations, r)
    assert edge_gids(fig, "combo-counted:") == ["combo-counted:mixed_double_chow:AD",
                                                 "combo-counted:mixed_straight:ABC"]
    assert edge_gids(fig, "combo-removed:") == ["combo-removed:short_straight:BD"]
    assert struck(fig) == [name(mjlib.fans.BY_ID["short_straight"], font_mode)]
    badge = texts_with_gid(fig, "principle:count-once")
    assert badge == ["套算一次 count-once" if font_mode == "cjk" else "count-once"]
    # the rule text: 123p joined 123m (喜相逢), so it cannot also join 456p (连六)
    assert any("by " + name(mjlib.fans.BY_ID["mixed_double_chow"], font_mode) == s for s in strings(fig))


def removed_edges_match(fig, r):
    """Each removed combination is drawn once per instance, over exactly that instance's sets."""
    expected = {}
    for e in r.excluded:
        if e.fan.combo:
            for m in e.matches:
                idx = group_index(r.reading, m)
                if m and None not in idx:
                    expected.setdefault(e.fan.id, set()).add("".join(sorted(chr(65 + i) for i in set(idx))))
    drawn = {}
    for g in set(gids(fig, "combo-removed:")):
        _, fid, sets = g.split(":")
        drawn.setdefault(fid, set()).add("".join(sorted(sets)))
    assert drawn == expected


def test_non_identical_and_no_split(font_mode):
    r = score("high-versus-low")
    fig = draw(draw_combinations, r)
    assert edge_gids(fig, "combo-counted:") == ["combo-counted:mixed_double_chow:AD",
                                                 "combo-counted:pure_triple_chow:ABC"]
    removed_edges_match(fig, r)
    assert texts_with_gid(fig, "principle:no-repeat")  # 一般高 is part of 一色三同顺
    assert not texts_with_gid(fig, "principle:no-split")
    assert len(texts_with_gid(fig, "principle:non-identical")) == len(
        set(g for g in gids(fig, "combo-removed:mixed_double_chow")))
    # 一色三节高 belongs to the other reading: listed under the row, struck, with its principle
    assert texts_with_gid(fig, "combo-elsewhere:pure_shifted_pungs")
    assert texts_with_gid(fig, "principle:high-versus-low")


def test_non_identical_pungs(font_mode):
    r = score("non-identical")
    fig = draw(draw_combinations, r)
    assert edge_gids(fig, "combo-counted:") == ["combo-counted:mixed_shifted_pungs:ABC"]
    assert edge_gids(fig, "combo-removed:") == ["combo-removed:mixed_shifted_pungs:BCD"]


def test_no_split_inside_big_three_dragons(font_mode):
    r = score("concealed-kongs")
    fig = draw(draw_combinations, r)
    assert edge_gids(fig, "combo-counted:") == ["combo-counted:big_three_dragons:BCD"]
    removed_edges_match(fig, r)
    assert {g.split(":")[1] for g in gids(fig, "combo-removed:")} == {"two_dragon_pungs"}


@pytest.mark.parametrize("hand,font_mode", with_fonts(ALL, ASCII_HANDS), indirect=["font_mode"])
def test_combinations_match_the_result(hand, font_mode):
    r = score(hand)
    fig = draw(draw_combinations, r)
    check_no_chinese_unless(fig, font_mode)
    up, _ = reading_tiles(r.reading)
    assert faces(fig) == up
    edges, elsewhere = edges_of(r)
    counted = sum(len(f.matches) for f in r.fans if f.fan.combo)
    assert len(edge_gids(fig, "combo-counted:")) == counted
    on_reading = {e.fan.id for e in r.excluded if e.fan.combo} - {e.fan.id for e in elsewhere}
    assert {g.split(":")[1] for g in gids(fig, "combo-removed:")} == on_reading
    removed_edges_match(fig, r)
    assert {g.split(":")[1] for g in gids(fig, "combo-elsewhere:")} == {e.fan.id for e in elsewhere}
    if not edges:
        assert gids(fig, "no-combination")
    for e in edges:
        if not e.counted:  # a removed instance is dashed and grey
            lines = [a for a in with_gid(fig, e.gid) if hasattr(a, "get_linestyle")
                     and a.__class__.__name__ == "Line2D"]
            assert lines and all(ln.get_linestyle() != "-" for ln in lines)


def test_special_shapes_have_no_combinations(font_mode):
    for hand in ("thirteen-orphans", "honors-knitted", "seven-pairs"):
        fig = draw(draw_combinations, score(hand))
        assert not gids(fig, "combo-counted:") and not gids(fig, "combo-removed:")
        assert gids(fig, "no-combination")


# draw_readings ----------------------------------------------------------------------------

def panel_marks(fig, kind):
    """{panel number: {(fan id, ...)}} from the gids ``kind:<panel>:<fan id>[:<principle>]``."""
    out = {}
    for g in set(gids(fig, kind + ":")):
        _, number, *rest = g.split(":")
        out.setdefault(int(number), set()).add(tuple(rest))
    return out


@pytest.mark.parametrize("hand,font_mode", with_fonts(ALL, ASCII_HANDS), indirect=["font_mode"])
def test_readings_side_by_side(hand, font_mode):
    from mjlib.explain import from_other_reading, reading_principle

    r = score(hand)
    fig = draw(draw_readings, r)
    check_no_chinese_unless(fig, font_mode)
    n = 1 + len(r.alternatives)
    panels = {g.split(":")[1] for g in gids(fig, "panel:")}
    assert len(panels) == min(n, 6)
    assert [g for g in set(gids(fig, "panel:")) if g.endswith(":chosen")] == ["panel:1:chosen"]
    assert len(texts_with_gid(fig, "chosen")) == 1
    totals = texts_with_gid(fig, "reading-total:")
    assert totals[0] == str(r.total_without_flowers)
    assert totals[1:] == [str(a.total) for a in r.alternatives][:5]
    # each reading's tiles are all there
    assert sum(faces(fig).values()) == sum(sum(reading_tiles(x.reading)[0].values())
                                           for x in [r] + list(r.alternatives[:5]))
    # each panel lists its own reading's counted fans and its own exclusions, nothing else
    fans = panel_marks(fig, "reading-fan")
    out = panel_marks(fig, "not-counted")
    assert fans.get(1, set()) == {(f.fan.id,) for f in r.fans if f.fan.id != "flower_tiles"}
    assert out.get(1, set()) == {(e.fan.id, e.principle.id) for e in r.excluded
                                 if not from_other_reading(r, e)}
    counted = {f.fan.id for f in r.fans}
    for k, a in enumerate(r.alternatives[:5], start=2):
        assert fans.get(k, set()) == {(f.fan.id,) for f in a.fans}
        assert out.get(k, set()) == {(e.fan.id, e.principle.id) for e in a.excluded}
        assert panel_marks(fig, "only-here").get(k, set()) == {
            (f.fan.id,) for f in a.fans if f.fan.id not in counted}
        # the corner of the panel names what keeps that reading from being counted
        assert f"kept-out:{k}:{reading_principle(r.reading, a.reading).id}" in gids(fig, "kept-out:")


def test_high_versus_low_panels_show_their_own_fans(font_mode):
    # 222 333 444m + 234p 99p: 一色三同顺 30 or 一色三节高 30 (the rule text says 29, forgetting
    # 无字). The chosen reading drops 无字 because 平和 implies it; the other reading counts it.
    r = score("high-versus-low")
    fig = draw(draw_readings, r)
    assert panel_marks(fig, "not-counted")[1] == {
        ("pure_double_chow", "no-repeat"), ("mixed_double_chow", "non-identical"),
        ("no_honors", "no-repeat")}
    assert 2 not in panel_marks(fig, "not-counted")  # nothing struck in the other reading
    assert panel_marks(fig, "reading-fan")[2] == {
        ("pure_shifted_pungs",), ("concealed_hand",), ("two_concealed_pungs",),
        ("one_voided_suit",), ("no_honors",)}
    assert panel_marks(fig, "only-here")[2] == {
        ("pure_shifted_pungs",), ("two_concealed_pungs",), ("no_honors",)}
    assert set(gids(fig, "kept-out:")) == {"kept-out:2:high-versus-low"}
    assert "high-versus-low" in texts_with_gid(fig, "title")[0]
    assert "30 = 30" in all_text(fig)


def test_seven_pairs_explains_no_split(font_mode):
    # the rule text's own no-split hand: 七对 is not regrouped into 123m 123m 789s 789s 11p
    fig = draw(draw_readings, score("seven-pairs"))
    title = texts_with_gid(fig, "title")[0]
    assert "no-split" in title and "high-versus-low" not in title
    assert set(gids(fig, "kept-out:")) == {"kept-out:2:no-split"}
    assert "no-split: the pairs of Seven Pairs (25) are not taken apart" in all_text(fig)
    assert "(11)" in all_text(fig)


def test_too_many_readings_are_counted_not_drawn(monkeypatch):
    from mjlib.render import compare

    monkeypatch.setattr(compare, "MAX_PANELS", 2)
    r = score("seven-shifted-pairs")
    fig = draw(draw_readings, r)
    assert len(set(gids(fig, "panel:"))) == 2
    assert texts_with_gid(fig, "more")[0].startswith(f"+ {len(r.alternatives) - 1} ")


def test_one_reading_only(font_mode):
    fig = draw(draw_readings, score("thirteen-orphans"))
    assert len(set(gids(fig, "panel:"))) == 1
    assert "Only one reading" in all_text(fig)


# draw_family_map --------------------------------------------------------------------------

MAPS = [(family, rules) for rules in ("green-book", "common-practice") for family in FAMILIES]


@pytest.mark.parametrize("map_of,font_mode", with_fonts(MAPS), indirect=["font_mode"])
def test_family_map_draws_the_table(map_of, font_mode):
    family, rules = map_of
    fig = draw(draw_family_map, family, rules)
    check_no_chinese_unless(fig, font_mode)
    rows = family_rows(family, rules)
    drawn = {g for g in gids(fig, "edge:")}
    assert drawn == {f"edge:{r.by}->{r.removes}:{r.principle.id}:{r.source.id}" for r in rows}
    nodes = {g.split(":")[1]: g.endswith(":other") for g in gids(fig, "node:")}
    for f in mjlib.FANS:
        if f.family == family:
            assert nodes.get(f.id) is False, f.zh
    others = {r.removes for r in rows if mjlib.fans.BY_ID[r.removes].family != family}
    assert {fid for fid, other in nodes.items() if other} == others
    # laid out by points: every level labelled, higher points higher up
    levels = [int(t) for t in texts_with_gid(fig, "level:")]
    assert levels == sorted(levels, reverse=True)
    for r in rows:
        a = [t for t in texts(fig) if t.get_gid() == f"node:{r.by}"][0]
        b = [t for t in texts(fig) if t.get_gid() in (f"node:{r.removes}", f"node:{r.removes}:other")][0]
        if mjlib.fans.BY_ID[r.by].points > mjlib.fans.BY_ID[r.removes].points:
            assert a.get_position()[1] < b.get_position()[1]  # y grows downwards
        else:  # equal points (一色三同顺 and 一色三节高 list each other): one row, a loop under it
            assert a.get_position()[1] == b.get_position()[1]
    # other families: hatched and dashed, and named
    for patch in [a for a in with_gid(fig, "node:") if (a.get_gid() or "").endswith(":other")
                  and hasattr(a, "get_hatch")]:
        assert patch.get_hatch()


def test_family_map_of_honors(font_mode):
    fig = draw(draw_family_map, "honors")
    drawn = set(gids(fig, "edge:"))
    assert "edge:big_four_winds->big_three_winds:no-repeat:seed" in drawn
    assert "edge:big_three_dragons->dragon_pung:no-repeat:seed" in drawn
    assert "edge:all_honors->all_terminals_and_honors:no-repeat:implied" in drawn
    assert "edge:dragon_pung->pung_of_terminals_or_honors:no-repeat:seed" in drawn
    text = all_text(fig)
    assert ("字牌系列 Honors" if font_mode == "cjk" else "Honors") in text
    assert ("刻系列 Pungs and kongs" if font_mode == "cjk" else "(Pungs and kongs)") in text


def test_family_map_options():
    assert len(family_rows("chows", derived=True)) >= len(family_rows("chows"))
    with pytest.raises(ValueError, match="unknown family"):
        draw_family_map("dragons")
    preset = {(r.by, r.removes) for r in family_rows("pungs", "common-practice") if r.source.id == "preset"}
    assert ("four_kongs", "concealed_kong") in preset
    assert ("four_kongs", "concealed_kong") not in {(r.by, r.removes)
                                                     for r in family_rows("pungs", "green-book")}


def test_a_row_that_removes_one_instance_says_so_on_the_map(font_mode):
    # common practice strikes one 幺九刻 under 九莲宝灯 (switch 2), the green book every one
    cp = draw(draw_family_map, "special", rules="common-practice")
    label = texts_with_gid(cp, "scope:nine_gates->pung_of_terminals_or_honors")
    assert label == (["只去一副 one only"] if font_mode == "cjk" else ["one only"])
    assert not texts_with_gid(draw(draw_family_map, "special"), "scope:")


def test_family_map_sources_look_different(font_mode):
    from mjlib.render.family import edge_style

    listed = edge_style(Principle("no-repeat"), Source("seed"))
    implied = edge_style(Principle("no-repeat"), Source("implied"))
    preset = edge_style(Principle("no-repeat"), Source("preset"))
    assert len({str(listed[1]), str(implied[1]), str(preset[1])}) == 3  # three line styles
    assert edge_style(Principle("no-split"), Source("seed"))[0] != listed[0]  # the principle is the colour
    assert edge_style(Principle("no-repeat"), Source("basics")) == listed  # the basics text lists it: a listed row
    fig = draw(draw_family_map, "chows")
    drawn = set(gids(fig, "edge:"))
    # the rules list 一色三节高 under 一色四同顺: the fan of the other reading of the same tiles
    assert "edge:quadruple_chow->pure_shifted_pungs:high-versus-low:seed" in drawn
    assert "edge:quadruple_chow->pure_triple_chow:no-repeat:implied" in drawn
    assert "edge:pure_straight->short_straight:no-split:principle" in drawn


@pytest.mark.parametrize("rules", ["green-book", "common-practice"])
def test_nine_gates_removes_terminal_pungs_as_listed(rules, font_mode):
    fig = draw(draw_family_map, "special", rules)
    assert "edge:nine_gates->pung_of_terminals_or_honors:no-repeat:seed" in set(gids(fig, "edge:"))


def test_family_map_arrowheads_stand_apart(font_mode):
    """Where several arrows end on one box, their tips are spread at least 0.3 inch apart, and
    a dashed or dotted arrow still has a whole (solid) head."""
    from matplotlib.patches import FancyArrowPatch

    for family in ("chows", "pungs", "honors"):
        fig = draw(draw_family_map, family)
        tips = {}
        for a in with_gid(fig, "edge:"):
            if isinstance(a, FancyArrowPatch) and a.get_arrowstyle().__class__.__name__ != "Curve":
                assert a.get_linestyle() in ("-", "solid")  # the heads are solid
                path = a._path_original  # the arrow as drawn, in inches; None for a straight one
                x, y = path.vertices[-1] if path is not None else a._posA_posB[1]
                tips.setdefault(round(y, 3), []).append(x)
        for xs in tips.values():
            xs.sort()
            close = [b - a for a, b in zip(xs, xs[1:]) if b - a < 0.3]
            assert not close, (family, xs)


# all figures ------------------------------------------------------------------------------

@pytest.mark.parametrize("fn", [draw_result, draw_combinations, draw_readings])
def test_projector_sizes(fn, font_mode):
    for hand in ("high-versus-low", "concealed-kongs", "added-kong-flowers"):
        fig = draw(fn, score(hand))
        assert min(t.get_fontsize() for t in texts(fig)) >= 12
        w, h = fig.get_size_inches()
        assert 4 < w < 30 and 1 < h < 30


def test_projector_sizes_family_map(font_mode):
    fig = draw(draw_family_map, "pungs")
    assert min(t.get_fontsize() for t in texts(fig)) >= 12


@pytest.mark.parametrize("font_mode", ["cjk"], indirect=True)
def test_in_chinese_every_figure_says_what_removed_a_fan_with_yin(font_mode, zh):
    """The result and the readings side by side write the cause the same way: '因喜相逢', no
    English "by" in Chinese alone (the readings figure once said 'by 喜相逢')."""
    for hand in ("regular", "high-versus-low"):
        r = score(hand)
        for fn in (draw_result, draw_readings):
            causes = texts_with_gid(draw(fn, r), "by")
            assert causes, (hand, fn.__name__)
            assert all(c.startswith("因") and "by" not in c for c in causes), causes
            assert {c.removeprefix("因").split("（")[0] for c in causes} <= {
                e.by_words.zh for e in r.excluded + tuple(x for a in r.alternatives
                                                           for x in a.excluded)}


def test_a_result_figure_names_its_hand_win_and_rules_as_data():
    """What a drawn result shows, as plain data beside its words (the notebook keeps both in the
    output's metadata), from which a page draws the same result in HTML: the win keywords that
    differ from a plain win on a discard, and the rules by name. A figure without the ledger, or
    of rules that are no named preset, names nothing (the HTML figure could not be the same)."""
    import dataclasses

    from mjlib.pages.figure import read_drawn
    from mjlib.rules import PRESETS

    r = mjlib.score("[123m1][456p1][789s1]23pCC1p", self_drawn=True, seat_wind="S")
    _, meta = draw_result(r)._repr_png_()
    assert meta["result"] == {"hand": "[123m][456p][789s]23pCC1p", "total": r.total,
                              "context": {"self_drawn": True, "seat_wind": "S",
                                          "rules": "green-book"}}
    assert read_drawn(meta["result"]) == r
    assert set(draw_result(r, ledger=False)._repr_png_()[1]) == {"alt"}
    odd = dataclasses.replace(PRESETS["green-book"], two_concealed_kongs_points=5)
    assert set(draw_result(mjlib.score(r.hand, r.win, rules=odd))._repr_png_()[1]) == {"alt"}


def test_a_hands_figure_names_its_hand_as_data():
    """A drawn hand names the hand, its flowers and whether it has its title, as data."""
    from mjlib.render import draw_hand

    _, meta = draw_hand("[123m1]456p789s23pCC1p", flowers=2)._repr_png_()
    assert meta["hand"] == {"hand": "[123m]789s23456pCC1p", "flowers": 2, "title": True}
    _, meta = draw_hand("1112345678999m", title=False)._repr_png_()
    assert meta["hand"] == {"hand": "1112345678999m", "flowers": 0, "title": False}


def face_of(fig, kind: str):
    """The HTML a phone shows in place of ``fig``, made from the data its PNG carries."""
    from bs4 import BeautifulSoup
    from mjlib.pages.drawn import narrow_drawn

    _, metadata = fig._repr_png_()
    return BeautifulSoup(narrow_drawn(kind, metadata[kind]), "html.parser")


def fan_name(fid: str) -> str:
    return mjlib.fans.BY_ID[fid].name


@pytest.mark.parametrize("hand", ["1112223334445m5m", "11223344556677m", "123m456p789s23pCC1p",
                                  "[666m][777p2][888s3]99mNN9m"])
def test_a_phone_shows_the_readings_and_combinations_the_picture_draws(hand):
    """The HTML of the readings has the picture's panels in its order, each with the fans the
    picture counts and strikes there and its total; that of the combinations, the picture's
    brackets, each over the same sets, counted or struck."""
    from collections import defaultdict

    r = mjlib.score(hand)
    fig = draw_readings(r)
    face = face_of(fig, "readings")
    drawn: dict = defaultdict(lambda: ([], []))
    for g in gids(fig, "reading-fan:") + gids(fig, "reading-excluded:"):
        kind, number, fid = g.split(":")
        drawn[int(number)][kind == "reading-excluded"].append(fan_name(fid))
    panels = face.select(".mj-fig-panel")
    assert len(panels) == len(drawn) == len(set(gids(fig, "panel:")))
    for number, panel in enumerate(panels, 1):
        counted = [li for li in panel.select("li") if not li.get("class")]
        for li in counted:  # the points, the "only in this reading" mark
            for extra in li.select(".mj-fig-points, .mj-fig-badge"):
                extra.extract()
        assert [li.get_text().strip().split(" ×")[0] for li in counted] == drawn[number][0]
        assert [li.select_one(".mj-struck").get_text().split(" ×")[0]
                for li in panel.select("li.mj-fig-excluded")] == drawn[number][1]
        assert panel.select_one(".mj-fig-total .mj-fig-points").get_text() == \
            texts_with_gid(fig, f"reading-total:{number}")[0]
    fig = draw_combinations(r)
    face = face_of(fig, "combinations")
    brackets = sorted({(g.startswith("combo-counted"), g.split(":")[2])
                       for g in gids(fig, "combo-counted:") + gids(fig, "combo-removed:")})
    shown = sorted(("mj-fig-excluded" not in li["class"],
                    "".join(x.get_text() for x in li.div.select(".mj-fig-letter")))
                   for li in face.select("li.mj-fig-combo"))
    assert shown == brackets


@pytest.mark.parametrize("family", list(FAMILIES))
def test_a_phone_shows_the_arrows_a_family_map_draws(family):
    """The HTML of a family's map lists, under each fan, the fans its arrows point at."""
    fig = draw_family_map(family)
    face = face_of(fig, "family_map")
    drawn = sorted((fan_name(g.split(":")[1].split("->")[0]), fan_name(g.split("->")[1].split(":")[0]))
                   for g in set(gids(fig, "edge:")))
    shown = sorted((card.select_one("b").get_text(), li.get_text().removeprefix("→ "))
                   for card in face.select(".mj-fig-fan") for li in card.select("li"))
    assert shown == drawn
    boxes = {g.split(":")[1] for g in gids(fig, "node:")}
    assert sorted(b.select_one("b").get_text() for b in face.select(".mj-fig-fan")) == \
        sorted(fan_name(fid) for fid in boxes)


def test_a_phone_shows_the_tiles_draw_tiles_draws():
    fig = draw_tiles(["F", "9m", "1m", "5p"])
    face = face_of(fig, "tiles")
    assert [t.get_text() for t in face.select(".mj-fig-tile")] == \
        [g.split(":")[1] for g in gids(fig, "tile:")] == ["1m", "9m", "5p", "F"]
