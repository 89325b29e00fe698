"""Turn a ledger into the result's counted and excluded fans, with a one-line reason for each."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import partial
from itertools import combinations

from .exclusions import Exclusion, rows_for
from .fans import BY_ID, BY_ZH, Fan, Match
from .principles import POSITION, Ledger, worth
from .readings import REGULAR, SEVEN_PAIRS, Group, Reading
from .result import Alternative, CountedFan, ExcludedFan, Result
from .vocabulary import Principle, Scope, Source
from .rules import Rules
from .view import ReadingView

# The fans the rule text names when it explains no-split with a Seven Pairs hand.
_SEVEN_PAIRS_EXAMPLE = {"all_chows", "pure_double_chow", "outside_hand"}
_NONE: frozenset[tuple[str, tuple[int, ...]]] = frozenset()  # links of an exclusion not count-once
# The principles under which the instances of a combination fan not counted may share sets.
_TAKEN_APART = frozenset({Principle.NO_SPLIT, Principle.NO_REPEAT})
# The groups of each instance of a fan, and a count-once chain as (Fan, groups) links.
Instances = tuple[tuple[Group, ...], ...]
Chain = tuple[tuple[Fan, tuple[Group, ...]], ...]


def _note(source: Source) -> tuple[str, str]:
    """How a reason closes on ``source``'s authority, in English and in Chinese ("" for the
    principle itself)."""
    return source.note_en, source.note_zh


def _groups(ledger: Ledger, match: Match) -> tuple[Group, ...]:
    return tuple(map(ledger.view.groups.__getitem__, match[0]))


def build_counted(ledger: Ledger, rules: Rules, flowers: int) -> tuple[CountedFan, ...]:
    out = []
    group = ledger.view.groups.__getitem__
    points = worth(rules)
    for fid, ms in ledger.counted.items():  # in ORDER (see Ledger)
        if len(ms) == 1:  # most often
            out.append(CountedFan(BY_ID[fid], 1, points[fid], (tuple(map(group, ms[0][0])),)))
        elif ms:
            out.append(CountedFan(BY_ID[fid], len(ms), points[fid] * len(ms),
                                  tuple([tuple(map(group, m[0])) for m in ms])))
    if flowers:
        out.append(CountedFan(BY_ZH["花牌"], flowers, flowers, ()))
    return tuple(out)


def _names(groups: Iterable[Group]) -> str:
    return " ".join(str(g) for g in groups) or "the hand"


def _chain_words(chain: Iterable[tuple[Fan, tuple[Group, ...]]]) -> tuple[str, str]:
    """(English, Chinese) naming the fans of a count-once chain, each once, bigger fans first."""
    fans = sorted({fan for fan, _ in chain}, key=lambda f: POSITION[f.id])
    return " and ".join(f.en for f in fans), "、".join(f.zh for f in fans)


def reason(principle: Principle, fan: Fan, by: Fan, groups: tuple[Group, ...], source: Source,
           chain: Chain = (), instances: Instances = ()) -> tuple[str, str]:
    """(English, Chinese) one-line reason for an exclusion inside the chosen reading: what holds
    in this hand, and where the text says so (never a law another hand could contradict).

    ``chain`` (count-once) holds the counted instances, as (Fan, groups), that already link the
    sets the fan would combine; ``instances``, the groups of each instance not counted (a
    count-once line names each when there are several).
    """
    note_en, note_zh = _note(source)
    if principle is Principle.NO_REPEAT:
        if source is Source.PRESET:  # both are in the hand: the preset strikes one beside the other
            return (f"under common practice {by.en} does not count {fan.en} beside it",
                    f"通行计法计{by.zh}时不计{fan.zh}")
        if source is Source.BASICS:  # a listed removal, not a necessity (绿一色 without 发 has no 混一色)
            return (f"{by.en} does not count {fan.en} beside it{note_en}",
                    f"计{by.zh}时不计{fan.zh}{note_zh}")
        return (f"in this hand {by.en} already includes {fan.en}{note_en}",
                f"这手牌的{by.zh}已包含{fan.zh}，按不重复原则不计{note_zh}")
    sets = _names(groups)  # the no-repeat lines above do not name the sets
    if principle is Principle.NO_SPLIT:
        return (f"{fan.en} would take {sets} out of {by.en} and pair them again{note_en}",
                f"{fan.zh}须拆开{by.zh}的牌组（{sets}）才能组成，按不拆移原则不计{note_zh}")
    if principle is Principle.NON_IDENTICAL:
        return (f"{sets} would make a second {fan.en} from a set already used for it",
                f"{sets}与已计的{fan.zh}共用牌组，按不得相同原则不再计")
    en, zh = _chain_words(chain or ((by, ()),))
    if len(groups) == 2:
        a, b = groups
        return (f"{a} and {b} are already combined through {en}; a set combines with the "
                f"combined sets only once",
                f"{a}与{b}已由{zh}组合过，按套算一次原则不再计{fan.zh}")
    if len(instances) > 1:
        each = "; ".join(_names(g) for g in instances)
        return (f"{each}: each joins sets already combined through {en}; a set combines with "
                f"the combined sets only once",
                f"{'；'.join(_names(g) for g in instances)}：每一组的牌组都已由{zh}组合过，"
                f"按套算一次原则不再计{fan.zh}")
    return (f"{sets} hold sets already combined through {en}; a set combines with the combined "
            f"sets only once",
            f"{sets}中的牌组已由{zh}组合过，按套算一次原则不再计{fan.zh}")


def _most_apart(matches: list[Match], view: ReadingView) -> int:
    """How many of ``matches`` could count together: the most that share no set."""
    sets = [frozenset(m[0]) - view.pairs for m in matches]
    for k in range(len(sets), 1, -1):
        for pick in combinations(sets, k):
            if all(not (x & y) for x, y in combinations(pick, 2)):
                return k
    return 1


def build_excluded(ledger: Ledger, rules: Rules) -> list[ExcludedFan]:
    """The fans one reading does not count, one entry per fan, principle, cause and chain.

    ``count`` is how many instances were removed; for combinations taken out of one bigger fan
    (no-split), how many of them could have counted together (they overlap: 清龙 holds two 连六,
    of which one could count).
    """
    view = ledger.view
    at = view.groups.__getitem__
    points = worth(rules)
    merged: dict = {}
    for fid, match, principle, by, source, through in ledger.excluded:
        # a count-once chain is the set of links it passes through, whatever the order found
        links = frozenset([(f, tuple(m[0])) for f, m in through]) if through else _NONE
        key = (fid, principle, by, links)
        if key in merged:
            merged[key][0].append(match)
        else:
            merged[key] = ([match], source, through)
    out = []
    for (fid, principle, by, _), (matches, source, through) in merged.items():
        fan, by_fan = BY_ID[fid], BY_ID[by]
        if len(matches) == 1:  # most often: one instance, counted once
            used = matches[0][0]
            if used:
                instances: Instances = (tuple(map(at, used)),)
                groups = tuple(map(at, sorted(set(used))))
            else:  # a fan of the whole hand
                instances, groups = ((),), ()
            count = 1
        else:
            instances = tuple([tuple(map(at, m[0])) for m in matches])
            groups = tuple(map(at, sorted({i for m in matches for i in m[0]})))
            if fan.combo and principle in _TAKEN_APART:
                count = _most_apart(matches, view)  # the instances share sets: how many could count
            else:
                count = len(matches)
        chain = tuple([(BY_ID[f], tuple(map(at, m[0]))) for f, m in through]) if through else ()
        words = partial(reason, principle, fan, by_fan, groups, source, chain, instances)
        out.append(ExcludedFan.explained(fan, principle, by_fan, groups, words, source, count,
                                         instances, points[fid] * count))
    out.sort(key=lambda e: POSITION[e.fan.id])
    return out


def reading_principle(chosen: Reading, other: Reading) -> Principle:
    """The principle that keeps ``other`` from being the reading counted instead of ``chosen``.

    Seven Pairs is not taken apart into sets (no-split 不拆移, the rule text's own example);
    otherwise the higher total counts (high-versus-low 就高不就低).
    """
    if chosen.shape is SEVEN_PAIRS and other.shape is REGULAR:
        return Principle.NO_SPLIT
    return Principle.HIGH_VERSUS_LOW


def _instance(ledger: Ledger, fid: str, match: Match) -> tuple[str, tuple[object, ...]]:
    """What makes two instances of a fan in two readings the same: the fan and the tiles it is
    about (四归一: the tile), else the tiles of its sets."""
    if match[1]:
        return fid, tuple(sorted(int(t) for t in match[1]))
    return fid, tuple(sorted((g.kind, g.tiles) for g in _groups(ledger, match)))


def _listed_for_other_reading(chosen: Ledger, fid: str, rules: Rules) -> Exclusion | None:
    """A row of the table by which a counted fan of the chosen reading removes ``fid`` of
    another reading (一色四同顺 lists 一色三节高), or None."""
    for by, ms in chosen.counted.items():
        if ms:
            for row in rows_for(rules).get(by, ()):
                if row.removes == fid and row.scope is Scope.READING:
                    return row
    return None


def build_alternative(ledger: Ledger, rules: Rules) -> Alternative:
    """Another reading of the hand, scored on its own, with what it does not count itself."""
    return Alternative(ledger.view.reading, build_counted(ledger, rules, 0), ledger.points(rules),
                       tuple(build_excluded(ledger, rules)))


def alternatives_excluded(chosen: Ledger, others: list[Ledger], rules: Rules) -> list[ExcludedFan]:
    """The fan instances only other readings count: high-versus-low, or no-split against 七对.

    ``others`` are the ledgers of the other readings, highest total first. An instance is left
    out when the chosen reading has it too, counted or not (the chosen reading explains it then),
    or when a reading listed before already showed it.
    """
    if not others:
        return []  # most hands read one way only: nothing to compare
    known = Counter(_instance(chosen, fid, m) for fid, ms in chosen.counted.items() for m in ms)
    known.update(_instance(chosen, r.fan, r.match) for r in chosen.excluded)
    reading = chosen.view.reading
    out = []
    for alt in others:
        principle = reading_principle(reading, alt.view.reading)
        mine: Counter = Counter()
        for fid, ms in alt.counted.items():  # in ORDER (see Ledger)
            new = []
            for m in ms:
                key = _instance(alt, fid, m)
                mine[key] += 1
                if mine[key] > known[key]:
                    new.append(_groups(alt, m))
            if new:
                out.append(_from_other_reading(chosen, alt, BY_ID[fid], tuple(new), principle,
                                               rules))
        known |= mine
    return out


def _from_other_reading(chosen: Ledger, alt: Ledger, fan: Fan, matches: Instances,
                        principle: Principle, rules: Rules) -> ExcludedFan:
    total, alt_total, alt_reading = chosen.points(rules), alt.points(rules), alt.view.reading
    seen: list[Group] = []
    for m in matches:
        for g in m:
            if not any(g is h for h in seen):
                seen.append(g)
    sets, count, points = tuple(seen), len(matches), rules.points(fan) * len(matches)
    if principle is Principle.NO_SPLIT:
        sp = BY_ZH["连七对"] if chosen.counted.get("seven_shifted_pairs") else BY_ZH["七对"]
        source = Source.EXAMPLE if fan.id in _SEVEN_PAIRS_EXAMPLE else Source.PRINCIPLE
        return ExcludedFan.explained(fan, Principle.NO_SPLIT, sp, sets,
                                     partial(_regrouped_words, fan, sp, alt_reading, source),
                                     source, count, matches, points)
    tie = _tie_words(chosen, alt) if alt_total == total else None
    row = _listed_for_other_reading(chosen, fan.id, rules)
    if row is not None:
        by = BY_ID[row.by]
        return ExcludedFan.explained(
            fan, row.principle, by, sets,
            partial(_other_reading_words, fan, by, row.source, alt_reading, alt_total, total, tie),
            row.source, count, matches, points)
    return ExcludedFan.explained(
        fan, Principle.HIGH_VERSUS_LOW, chosen.view.reading, sets,
        partial(_other_reading_words, fan, None, None, alt_reading, alt_total, total, tie),
        Source.PRINCIPLE, count, matches, points)


def _regrouped_words(fan: Fan, seven_pairs: Fan, alt_reading: Reading, source: Source
                     ) -> tuple[str, str]:
    """(English, Chinese) why ``fan`` of another reading does not count beside 七对 (or 连七对)."""
    note_en, note_zh = _note(source)
    return (f"{fan.en} needs the pairs of {seven_pairs.en} regrouped into sets ({alt_reading})"
            f"{note_en}",
            f"{fan.zh}须把{seven_pairs.zh}的对子拆开重组（{alt_reading}）才能组成，按不拆移原则不计"
            f"{note_zh}")


def _other_reading_words(fan: Fan, by: Fan | None, source: Source | None, alt_reading: Reading,
                         alt_total: int, total: int, tie: tuple[str, str] | None
                         ) -> tuple[str, str]:
    """(English, Chinese) why ``fan``, which only another reading has, does not count: a counted
    fan ``by`` lists it (on ``source``'s authority), or else the chosen reading's higher total;
    ``tie`` is the tie-break's words when the totals are equal."""
    if tie is not None:
        tie_en, tie_zh = tie
        how_en = f"{alt_reading}, {alt_total}: the two readings tie, and {tie_en}"
        how_zh = f"{alt_reading}，{alt_total}番：两种拆法番数相同，{tie_zh}"
    else:
        how_en = f"{alt_reading}, {alt_total}: less than the chosen reading's {total}"
        how_zh = f"{alt_reading}，{alt_total}番：低于所取拆法的{total}番"
    if by is not None and source is not None:
        note_en, note_zh = _note(source)
        return (f"with {by.en} counted, {fan.en} is not{note_en}: only another reading "
                f"has it ({how_en})",
                f"计{by.zh}时不计{fan.zh}{note_zh}：{fan.zh}仅见于另一种拆法（{how_zh}）")
    return (f"only another reading has it ({how_en})",
            f"仅见于另一种拆法（{how_zh}），按就高不就低原则不计")


def _tie_words(chosen: Ledger, other: Ledger) -> tuple[str, str]:
    """(English, Chinese) which tie-break chose ``chosen`` over ``other`` (the rules are silent;
    common practice, open question R18)."""
    if chosen.has("pure_triple_chow") or chosen.has("triple_pung"):
        return ("common practice takes the one with 一色三同顺 or 三同刻 (the rules are silent, R18)",
                "通行做法取含一色三同顺或三同刻的拆法（规则未作规定，见R18）")
    if chosen.view.is_regular and other.view.shape is SEVEN_PAIRS:
        return ("common practice takes the reading of sets, not 七对 (the rules are silent, R18)",
                "通行做法取四副牌组一对将的拆法，不取七对（规则未作规定，见R18）")
    return ("the one found first, sets in tile order, is shown (the rules are silent, R18)",
            "取按牌序先得的拆法（规则未作规定，见R18）")


def from_other_reading(result: Result, e: ExcludedFan) -> bool:
    """Whether an excluded fan of ``result`` belongs to another reading than the chosen one."""
    if e.principle is Principle.HIGH_VERSUS_LOW or isinstance(e.by, Reading):
        return True
    if e.principle is Principle.NO_SPLIT and result.reading.shape is SEVEN_PAIRS:
        return True  # Seven Pairs has no combination to split: the sets are another reading's
    return any(row.removes == e.fan.id and row.scope is Scope.READING
               for row in rows_for(result.rules).get(e.by.id, ()))
