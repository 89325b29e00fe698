"""What a fan declares it needs (``needs``, ``within``, ``when`` in mjlib.fans.base) holds in every
reading where its detector finds it, and the scorer looks for the fan there.

The scorer skips a fan's detector in a reading that lacks what the fan declares; so a declaration
that is not a true necessity, or a table built from the declarations wrongly, would lose the fan.
The hands: every hand of the fan tables (each fan where it counts and where it must not) and a
few thousand dealt ones; the detectors are run on every reading, needed or not.
"""
import importlib

import pytest

import mjlib
from mjlib.fans import BY_ID
from mjlib.practice.deal import generate
from mjlib.principles import ORDER, _SIZED, _SIZED_LISTS, sought
from mjlib.readings import REGULAR, readings
from mjlib.rules import Rules
from mjlib.view import HandFacts, ReadingView
from mjlib.win import Win, checked_against
from tests.support.tables import FAMILIES

SPECIAL = {"pairs", "knitted"}  # the families of the special shapes
DETECTED = [f for f in ORDER if f.id not in ("chicken_hand", "flower_tiles")]


def _table_hands() -> list[tuple[str, dict]]:
    out = []
    for family in FAMILIES:
        table = importlib.import_module(f"tests.support.tables.{family}")
        for row in table.APPLIES + table.MUST_NOT:
            out.append((row.hand, row.flags))
    return out


def _views(hand, win: Win):
    hand = mjlib.parse(hand) if isinstance(hand, str) else hand
    checked = checked_against(win, hand, None)
    facts = HandFacts(hand, checked)
    for reading in readings(hand, checked.self_drawn):
        for rules in ("green-book", "common-practice"):
            yield ReadingView(reading, facts, Rules.named(rules))


def _check(view) -> list[str]:
    """The fans found in ``view`` whose declaration it does not meet, or that the scorer does
    not look for."""
    sizes = dict(zip(_SIZED, map(len, _SIZED_LISTS(view))))
    looked_for = {fid for fid, _ in sought(view)}
    wrong = []
    for fan in DETECTED:
        if not fan.detect(view):
            continue
        meets = (all(sizes[name] >= n for name, n in fan.needs)
                 and (fan.within is None or set(view.facts.tiles) <= fan.within)
                 and all(getattr(view.win, flag) for flag in fan.when)
                 and not (view.shape == REGULAR and fan.family in SPECIAL))
        if not meets or fan.id not in looked_for:
            wrong.append(f"{fan.zh} in {view.reading} ({'declared' if not meets else 'not sought'})")
    return wrong


def test_the_declarations_name_real_group_lists_tiles_and_flags():
    win_flags = set(Win.__dataclass_fields__)
    for fan in ORDER:
        assert all(name in _SIZED for name, _ in fan.needs), fan.id
        assert fan.within is None or (fan.within and max(fan.within) < 34), fan.id
        assert set(fan.when) <= win_flags, fan.id
    assert BY_ID["all_green"].within and BY_ID["last_tile_draw"].when == ("wall_last", "self_drawn")


def test_every_table_hand_meets_what_its_fans_declare():
    wrong = []
    for hand, flags in _table_hands():
        flowers = flags.get("flowers", 0)
        win = Win(**{k: v for k, v in flags.items() if k != "flowers"}, flowers=flowers)
        for view in _views(hand, win):
            wrong += _check(view)
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("seed", [3, 4])
def test_every_dealt_hand_meets_what_its_fans_declare(seed):
    wrong = []
    for case in generate(1000, seed):
        for view in _views(case.hand, case.win):
            wrong += _check(view)
    assert not wrong, wrong[:10]


def test_a_skipped_fan_is_one_the_hand_cannot_have():
    # 绿一色's detector is not run on a hand with a tile outside the green ones, nor 自摸's on a
    # win on a discard; both are run where they can be
    green = next(_views("22334466888sFFF", Win(self_drawn=True)))
    plain = next(_views("22334466888s789m", Win()))

    def looked_for(view):
        return {fid for fid, _ in sought(view)}

    assert {"all_green", "self_drawn"} <= looked_for(green)
    assert not {"all_green", "self_drawn"} & looked_for(plain)
