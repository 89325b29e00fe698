"""What breaks a fan a hand does not have, said of this hand (mjlib.practice.diagnose). Every expected
line was worked out by hand from the hand (the comment says how) before it was written here."""

import pytest

import mjlib
from mjlib.practice.diagnose import breaks
from mjlib.practice.exercise import ExerciseModel

CASES = [
    ('单钓将', '2345m789p456sNNN5m', '2345m also waits on 2m: not a single wait'),  # 2345m waits on 2m as well as 5m
    ('全大', '[789m1]789p6778899s6s', 'the 6s is not a 7, 8 or 9'),  # the pair is 6s
    ('清一色', '[123m1]456m789m11mEE1m', 'the E is an honor'),  # the pair is EE
    ('断幺', '[234m1]567p678s11s99p9p', 'the 1s and 9p are not simples (2 to 8)'),  # 11s and 99p
    ('门前清', '[123m1][456p1][789s1]23pCC1p', '[123m] was claimed: the hand is not concealed'),  # three claimed chows
    ('自摸', '[123m1][456p1][789s1]23pCC1p', 'the hand was won on a discard'),  # no self_drawn flag
    ('箭刻', '[123m1][456p1][789s1]23pCC1p', 'CC is a pair, not a pung'),  # CC is the pair
    ('碰碰和', '[123m1][456p1][789s1]23pCC1p', '[123m] is a chow'),  # chows
    ('全带幺', '[123m1][456p1][789s1]23pCC1p', '[456p] holds no 1, 9 or honor'),  # 456p
    ('五门齐', '[123m1][456p1][789s1]23pCC1p', 'no winds'),  # C is a dragon, no wind
    ('坎张', '[123m1][456p1][789s1]23pCC1p', '23p also waits on 4p: not a closed wait'),  # 23p waits on 1p and 4p
    ('边张', '[123p1][456p1][789s1]1112m2m', '1112m also waits on 3m: not an edge wait'),  # 1112m waits on 2m and 3m
    ('三暗刻', '[111m1]222p333s44s55p5p', 'concealed pungs here: 333s 222p; [111m] 555p are melded'),  # the 5p finished 555p by a discard
    ('圈风刻', '[SSS1]234m678s567p5p5p', "the round's wind is E: no pung of E"),  # default round E
    ('七对', '[123m1]456m789m11mEE1m', '[123m] was declared: seven pairs has no melds'),  # a claimed chow
    ('缺一门', '[123m1][456p1][789s1]23pCC1p', 'the hand holds all three suits'),  # m, p, s
    ('混一色', '123m456m789m11m22s2s', 'the 2s is not characters like the rest'),  # one 2s pung in bamboo, no honor
    ('平和', '[123m1][456p1][789s1]23pCC1p', 'the pair CC is of honors'),  # pair of 中
    ('清幺九', '[111m1]999sEEE99pNNN', 'the E and N are not 1s or 9s'),  # E and N honors
    ('全带五', '[123m1][456p1][789s1]23pCC1p', '[123m] holds no 5'),  # 123m has no 5
    ('十三幺', '[123m1][456p1][789s1]23pCC1p', '[123m] was declared'),  # a meld
    ('不求人', '2345m789p456sNNN5m', 'the hand was won on a discard'),  # discard
    ('和绝张', '[123m1][456p1][789s1]23pCC1p', 'the other three copies of the winning tile were not all in sight'),  # no fourth_tile
    ('小于五', '[789m1]789p6778899s6s', 'the 7m, 8m and 9m are not 1 to 4'),  # 7-9
    ('全双刻', '[123m1][456p1][789s1]23pCC1p', '[123m] is a chow, not a pung'),  # chows
    ('三风刻', '[SSS1]234m678s567p5p5p', 'wind pungs here: [SSS]'),  # one wind pung
    # the chow fans name the missing chow or pair (123m 789m 123s 789s want 55p, not 88p)
    ('三色双龙会', '12389m123789s88p7m', 'the pair is 88p, not 5p of the third suit'),
    ('连六', '[234s1][678s1]234p678p5m5m',  # 234s runs on to 567s, not 678s
     '[234s] and [678s] do not run on: after [234s] a 连六 needs the chow starting at 5s'),
    ('老少副', '[123s1][678s1]234p678p5m5m', '123s has no 789s beside it'),
    ('一色双龙会', '[123m1][789m1]12378m66m9m', 'the pair is 66m, not 5m'),
    ('清龙', '[123m1]456m78s99s345p9s', 'for 123-456-789 in characters the hand lacks 789m'),
    ('全双刻', '2244m6688s2244p66p',  # seven pairs: R9, not a settled "pairs are not pungs"
     'the hand is seven pairs, and neither preset counts 全双刻 on seven pairs (the rules are '
     'silent: open question R9)'),
]


@pytest.mark.parametrize("fan,hand,expected", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_the_diagnosis_names_the_tile_the_set_or_the_other_wait(fan, hand, expected):
    r = mjlib.score(hand)
    assert fan not in {c.fan.zh for c in r.fans} | {e.fan.zh for e in r.excluded}
    en, zh = breaks(fan, r)
    assert en == expected and zh  # a Chinese line too


def test_there_are_twenty_or_more_hands():
    assert len(CASES) >= 20 and len({c[0] for c in CASES}) >= 20


def test_the_exercise_gives_the_diagnosis_for_a_wrong_tick():
    fb = ExerciseModel("2345m789p456sNNN5m").check(fans=["门前清", "幺九刻", "单钓将"])
    [(fan, why)] = fb.wrong
    assert fan.zh == "单钓将" and "2345m also waits on 2m: not a single wait" in why
    line = next(l for l in fb.lines() if "单钓将" in l)
    assert line.startswith("[5 看和法 how it was won]")


def test_the_chinese_line_uses_chinese_tiles():
    assert breaks("单钓将", mjlib.score("2345m789p456sNNN5m"))[1] == "2345万还听2万，不是独听"


def test_a_count_once_line_names_each_instance_it_strikes():
    # 234m 234p 234s 234s: 三色三同顺 and 一般高 count; the two 喜相逢 left each pair the second
    # 234s with a set those fans already combined
    r = mjlib.score("[234m1][234p1]234s23s88m4s")
    [e] = [e for e in r.excluded if e.fan.zh == "喜相逢" and e.principle.id == "count-once"]
    assert e.count == 2
    assert e.reason.startswith("[234m] 234s; [234p] 234s: each joins sets already combined")
    assert e.reason_zh.startswith("[234万] 234条；[234饼] 234条：每一组的牌组都已由三色三同顺、一般高组合过")
