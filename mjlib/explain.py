"""Turn a ledger into the result's counted and excluded fans, with a one-line reason for each."""

from __future__ import annotations

from .exclusions import lookup
from .fans import BY_ID, BY_ZH, Fan
from .principles import ORDER, Ledger, fan_points
from .result import PRINCIPLES, CountedFan, ExcludedFan
from .rules import Rules

_POSITION = {f.id: i for i, f in enumerate(ORDER)}
_SOURCE_EN = {"seed": " (the rules list it)", "implied": " (a necessary implication)",
              "preset": " (common-practice preset)", "principle": ""}
_SOURCE_ZH = {"seed": "（规则列明）", "implied": "（必然包含）", "preset": "（通行计法）", "principle": ""}


def _groups(ledger: Ledger, match):
    return tuple(ledger.view.groups[i] for i in match[0])


def build_counted(ledger: Ledger, rules: Rules, flowers: int) -> tuple[CountedFan, ...]:
    out = []
    for fid in sorted(ledger.counted, key=_POSITION.get):
        ms = ledger.counted[fid]
        if ms:
            fan = BY_ID[fid]
            out.append(CountedFan(fan, len(ms), fan_points(fan, rules) * len(ms),
                                  tuple(_groups(ledger, m) for m in ms)))
    if flowers:
        out.append(CountedFan(BY_ZH["花牌"], flowers, flowers, ()))
    return tuple(out)


def _names(groups) -> str:
    return " ".join(str(g) for g in groups) or "the hand"


def reason(principle: str, fan: Fan, by: Fan, groups, source: str) -> tuple[str, str]:
    """(English, Chinese) one-line reason for an exclusion inside the chosen reading."""
    sets = _names(groups)
    if principle == "no-repeat":
        if source == "preset":
            return (f"under common practice {by.en} replaces {fan.en}",
                    f"通行计法：计{by.zh}，不计{fan.zh}")
        return (f"{fan.en} always comes with {by.en}{_SOURCE_EN[source]}",
                f"{by.zh}必然包含{fan.zh}，不重复计{_SOURCE_ZH[source]}")
    if principle == "no-split":
        return (f"{fan.en} would take {sets} back out of {by.en}{_SOURCE_EN[source]}",
                f"{fan.zh}要拆用{by.zh}的牌组，不拆移{_SOURCE_ZH[source]}")
    if principle == "non-identical":
        return (f"{sets} would make a second {fan.en} from a set already used for it",
                f"已组成{fan.zh}的牌不能再组成相同番种")
    return (f"{sets} are already combined (with {by.en}); a set combines with them only once",
            f"已组合过的牌只能套算一次（已计{by.zh}）")


def build_excluded(ledger: Ledger, rules: Rules) -> list[ExcludedFan]:
    merged: dict = {}
    for fid, match, principle, by, source in ledger.excluded:
        key = (fid, principle, by)
        if key in merged:
            merged[key][0].append(match)
        else:
            merged[key] = ([match], source)
    out = []
    for (fid, principle, by), (matches, source) in merged.items():
        fan, by_fan = BY_ID[fid], BY_ID[by]
        idx = sorted({i for m in matches for i in m[0]})
        groups = tuple(ledger.view.groups[i] for i in idx)
        en, zh = reason(principle, fan, by_fan, groups, source)
        # sub-combinations inside one bigger fan are one thing not counted, however many overlap
        count = 1 if principle == "no-split" and fan.combo else len(matches)
        out.append(ExcludedFan(fan, PRINCIPLES[principle], by_fan, groups, en, zh, source, count,
                               tuple(_groups(ledger, m) for m in matches)))
    out.sort(key=lambda e: _POSITION[e.fan.id])
    return out


def alternatives_excluded(chosen: Ledger, alternatives, rules: Rules) -> list[ExcludedFan]:
    """The fans only other readings count: high-versus-low, or no-split against 七对."""
    seen = {fid for fid, ms in chosen.counted.items() if ms} | {e[0] for e in chosen.excluded}
    reading = chosen.view.reading
    total = chosen.points(rules)
    out = []
    for alt in alternatives:
        for c in alt.fans:
            if c.fan.id in seen:
                continue
            seen.add(c.fan.id)
            by_fan = next((BY_ID[f] for f in chosen.counted if chosen.counted[f]
                           and lookup(f, c.fan.id, rules)), None)
            if by_fan is not None:
                row = lookup(by_fan.id, c.fan.id, rules)
                en, zh = reason("no-repeat", c.fan, by_fan, (), row.source)
                out.append(ExcludedFan(c.fan, PRINCIPLES["no-repeat"], by_fan, c.sets, en, zh,
                                       row.source, c.count, c.matches))
            elif reading.shape == "seven_pairs" and alt.reading.shape == "regular":
                sp = BY_ZH["连七对"] if chosen.counted.get("seven_shifted_pairs") else BY_ZH["七对"]
                out.append(ExcludedFan(
                    c.fan, PRINCIPLES["no-split"], sp, c.sets,
                    f"{c.fan.en} needs the pairs of {sp.en} regrouped into sets ({alt.reading})",
                    f"{c.fan.zh}要把{sp.zh}的对子拆开重组（{alt.reading}），不拆移", "seed", c.count,
                    c.matches))
            else:
                tie = "as much as" if alt.total == total else "less than"
                out.append(ExcludedFan(
                    c.fan, PRINCIPLES["high-versus-low"], reading, c.sets,
                    f"counted only in another reading ({alt.reading}: {alt.total}, {tie} the "
                    f"chosen {total})",
                    f"只在另一种组合中成立（{alt.reading}：{alt.total}番），就高不就低", "principle", c.count,
                    c.matches))
    return out
