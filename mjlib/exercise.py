"""Exercises that answer back: a hand to score, the fans a learner ticks, and feedback that says
what was missed and *why* each wrong tick does not count.

No widgets here: :mod:`mjlib.widgets` draws the same exercises with buttons and figures.

>>> ex = Exercise("[123m1][456p1][789s1]23pCC1p")
>>> fb = ex.check(fans=["花龙", "连六"])
>>> fb.correct, [f.zh for f in fb.missed], [f.zh for f, _ in fb.wrong]
(False, ['喜相逢'], ['连六'])
>>> "套算一次 count-once" in fb.wrong[0][1]
True
>>> ex.check(fans=["花龙", "喜相逢"], total=9).correct
True
"""

from __future__ import annotations

import json
from collections import Counter
from typing import NamedTuple

from . import deal
from .course import Section, section
from .errors import HandError, shown
from .fans import BY_ZH, FAMILIES, FANS, Fan, family_id, named
from .requirements import needs, needs_line
from .rules import Rules
from .score import score
from .win import NAMES as WIN_NAMES, Win

FLOWERS = BY_ZH["花牌"]
ORDER = {f: i for i, f in enumerate(FANS + (BY_ZH["明暗杠"],))}
ATTRIBUTE_KEYS = WIN_NAMES + ("rules",)  # what data-context holds
MAX_CONTEXT = 1000  # characters of a data-context: the keywords need about 200
LEVELS = {1: "the fans of one family", 2: "every fan", 3: "every fan and the total"}
MIN_CHOICES = 4  # candidates offered per family, at least (as many as the family has)
WIND_ZH = {"E": "东", "S": "南", "W": "西", "N": "北"}

# Fans learners mix up, within a family: each group's fans are offered beside one another.
LOOK_ALIKES = (
    "大四喜 小四喜 三风刻", "大三元 小三元 双箭刻 箭刻", "圈风刻 门风刻 三风刻", "字一色 大四喜 大三元",
    "一般高 喜相逢 一色三同顺", "一色三同顺 三色三同顺 一色四同顺", "喜相逢 三色三同顺",
    "清龙 花龙 连六", "一色三步高 三色三步高 一色四步高", "连六 老少副 一色三步高",
    "老少副 三色双龙会 一色双龙会", "平和 一般高 喜相逢",
    "三暗刻 双暗刻 四暗刻 碰碰和", "双同刻 三同刻", "一色三节高 三色三节高 一色四节高",
    "暗杠 明杠 双暗杠 双明杠", "三杠 四杠 双明杠", "幺九刻 碰碰和", "四归一 暗杠",
    "七对 连七对",
    "清一色 混一色 缺一门", "无字 断幺 缺一门", "全大 大于五", "全小 小于五", "全中 断幺",
    "推不倒 绿一色 缺一门", "五门齐 混一色",
    "全带幺 混幺九 清幺九", "全带五 全双刻 全带幺",
    "全不靠 七星不靠 组合龙", "十三幺 全不靠",
    "自摸 不求人 门前清", "边张 坎张 单钓将", "全求人 单钓将", "和绝张 抢杠和",
    "妙手回春 海底捞月", "杠上开花 抢杠和 自摸",
    "九莲宝灯 无番和",
)


def _look_alikes() -> dict[Fan, list[Fan]]:
    out: dict[Fan, list[Fan]] = {}
    for group in LOOK_ALIKES:
        fans = [BY_ZH[zh] for zh in group.split()]
        assert len({f.family for f in fans}) == 1, group
        for f in fans:
            out.setdefault(f, []).extend(g for g in fans if g != f and g not in out[f])
    return out


ALIKE = _look_alikes()


def fan_words(fan: Fan) -> str:
    return f"{fan.zh} {fan.en}"


def _names(fans) -> str:
    return ", ".join(fan_words(f) for f in fans)


def _sets(groups) -> str:
    return " ".join(str(g) for g in groups)


def _level(level) -> int:
    if isinstance(level, bool) or level not in LEVELS:
        raise HandError(f"level is 1 ({LEVELS[1]}), 2 ({LEVELS[2]}) or 3 ({LEVELS[3]}), "
                        f"not {shown(level)}")
    return level


class Feedback:
    """The grading of one answer.

    ``correct``: the ticked fans are exactly the counted ones asked about (and the total, when
    given or asked for, is right). ``missed``: counted but not ticked. ``wrong``: (fan, why)
    ticked but not counted. ``right``: ticked and counted. ``total_ok``: None when no total was
    given; ``total_off``: the given total minus the real one.
    """

    def __init__(self, *, right, missed, wrong, total, given_total, ask_total):
        self.right: list[Fan] = list(right)
        self.missed: list[Fan] = list(missed)
        self.wrong: list[tuple[Fan, str]] = list(wrong)
        self.total: int = total
        self.given_total: int | None = given_total
        self.ask_total = ask_total
        self.total_ok: bool | None = None if given_total is None else given_total == total
        self.total_off: int | None = None if given_total is None else given_total - total
        total_right = self.total_ok is True if ask_total else self.total_ok is not False
        self.correct: bool = not self.missed and not self.wrong and total_right

    def lines(self) -> list[str]:
        """The feedback in a few short lines, English with the Chinese names."""
        out = []
        if not self.missed and not self.wrong:
            head = "All right" if self.correct else "The fans are right"
            if len(self.right) == 1:
                out.append(f"{head}: {_names(self.right)} is the fan that counts.")
            elif self.right:
                out.append(f"{head}: {_names(self.right)} are the fans that count.")
            else:
                out.append(f"{head}: none of the fans asked about counts.")
        else:
            if self.right:
                out.append(f"Right: {_names(self.right)}.")
            for f in self.missed:
                out.append(f"Missed: {fan_words(f)} counts here. It needs {needs(f)[0]}.")
            for f, why in self.wrong:
                out.append(f"Not counted: {fan_words(f)}: {why}")
        out += self._total_lines()
        return out

    def _total_lines(self) -> list[str]:
        if self.given_total is None:
            return ["Total: give it as well; this exercise asks for it."] if self.ask_total else []
        if self.total_ok:
            return [f"Total {self.total}: right."]
        off = self.total_off
        how = f"{abs(off)} too {'many' if off > 0 else 'few'}"
        return [f"Total: you wrote {self.given_total}, the hand scores {self.total} ({how})."]

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return (f"<Feedback correct={self.correct} missed={[f.zh for f in self.missed]} "
                f"wrong={[f.zh for f, _ in self.wrong]} total_ok={self.total_ok}>")


class Exercise:
    """One hand to score: which fans count (and the total)?

    ``Exercise(hand, win, rules="green-book")`` takes what :func:`mjlib.score` takes (a
    :class:`mjlib.Win`, or its fields as keywords); ``family`` asks only about that family's fans (the drill's level 1);
    ``ask_total`` makes the total part of the answer. A hand that cannot be scored raises
    HandError.

    ``candidates``: {family id: [Fan]}, what to offer as tick boxes: the fans the hand has in any
    reading (counted or not) and fans easily taken for them, in ``mjlib.FAMILIES`` order.
    ``check(fans, total)`` grades an answer; ``why_not(fan)`` says why a fan does not count.
    """

    def __init__(self, hand, win: Win | None = None, *, rules="green-book", family=None,
                 ask_total: bool = False, **context):
        self.win: Win = Win.of(win, **context)  # as given (the result's is checked)
        self.rules = Rules.named(rules)
        self.result = score(hand, self.win, rules=self.rules)
        self.hand: str = str(self.result.hand)
        self.family: str | None = family_id(family)
        if not isinstance(ask_total, bool):
            raise HandError(f"ask_total must be True or False, not {shown(ask_total)}")
        self.ask_total = ask_total
        self.candidates: dict[str, list[Fan]] = self._candidates()

    @classmethod
    def from_attributes(cls, hand: str, context_json: str, **options) -> "Exercise":
        """The exercise written in a page's ``data-hand`` and ``data-context`` attributes (see
        :meth:`attributes`); HandError when they cannot be read."""
        if not isinstance(context_json, str) or len(context_json) > MAX_CONTEXT:
            raise HandError(f"data-context is a JSON object of at most {MAX_CONTEXT} characters, "
                            f"not {shown(context_json)}")
        try:
            context = json.loads(context_json)
        except (TypeError, ValueError) as e:
            raise HandError(f"data-context is not JSON: {shown(context_json)} ({e})") from None
        if not isinstance(context, dict):
            raise HandError(f"data-context is a JSON object of score keywords, not "
                            f"{shown(context)}")
        unknown = sorted(set(context) - set(ATTRIBUTE_KEYS))
        if unknown:
            raise HandError(f"data-context has unknown keyword(s) {', '.join(unknown)}: use "
                            f"{', '.join(ATTRIBUTE_KEYS)}")
        return cls(hand, **context, **options)

    @property
    def context(self) -> dict:
        """The win context as :func:`mjlib.score` keywords, rules included (plain data)."""
        return dict(self.win.keywords(), rules=self.rules.name)

    def attributes(self) -> dict[str, str]:
        """{"data-hand": the hand string, "data-context": JSON of the score keywords, rules
        included}: what a static page needs to rebuild the exercise (:meth:`from_attributes`)."""
        return {"data-hand": self.hand,
                "data-context": json.dumps(self.context, ensure_ascii=False, sort_keys=True)}

    # what the answer is ----------------------------------------------------------------------
    @property
    def total(self) -> int:
        return self.result.total

    @property
    def families(self) -> list[str]:
        """The families asked about."""
        return [self.family] if self.family else list(FAMILIES)

    @property
    def counted(self) -> list[Fan]:
        """The fans to tick: counted, of the families asked about (花牌 aside: flowers are given)."""
        return [c.fan for c in self.result.fans
                if c.fan != FLOWERS and c.fan.family in self.families]

    def present(self) -> list[Fan]:
        """Every fan the hand has in some reading, counted or not, in rule-book order."""
        r = self.result
        fans = {c.fan for c in r.fans} | {e.fan for e in r.excluded}
        fans |= {c.fan for a in r.alternatives for c in a.fans}
        return sorted(fans - {FLOWERS}, key=ORDER.get)

    def _candidates(self) -> dict[str, list[Fan]]:
        families = self.families
        have = [f for f in self.present() if f.family in families]
        chosen = set(have)
        for f in have:  # one look-alike for each fan the hand has: the closest not yet offered
            chosen.update([g for g in ALIKE.get(f, ()) if g not in chosen][:1])
        for fam in families:
            if fam == self.family or any(f.family == fam for f in have):
                self._top_up(chosen, fam, [f for f in have if f.family == fam])
        return {fam: sorted((f for f in chosen if f.family == fam), key=ORDER.get)
                for fam in families if any(f.family == fam for f in chosen)}

    @staticmethod
    def _top_up(chosen: set, family: str, anchors: list) -> None:
        """Offer at least MIN_CHOICES fans of the family: more look-alikes first, then the fans
        nearest in points to those the hand has."""
        pool = [f for f in FANS if f.family == family and f != FLOWERS]
        want = min(MIN_CHOICES, len(pool))
        near = [a for f in anchors for a in ALIKE.get(f, ())]
        points = [f.points for f in anchors] or [1]
        ranked = sorted(pool, key=lambda f: (f not in near,
                                             min(abs(f.points - p) for p in points), ORDER[f]))
        for f in ranked:
            if sum(g.family == family for g in chosen) >= want:
                break
            chosen.add(f)

    # why -------------------------------------------------------------------------------------
    def why_not(self, fan) -> str:
        """Why ``fan`` does not count: the principle and what removed it, or what the hand
        lacks. The Chinese names of the principle and of the fan that removed it are in it."""
        fan = named(fan)
        if fan in {c.fan for c in self.result.fans}:
            return f"{fan_words(fan)} counts."
        records = [e for e in self.result.excluded if e.fan == fan]
        if not records:
            return f"the hand does not have it. {needs_line(fan)}."
        seen, parts = set(), []
        for e in records:
            key = (e.principle.id, getattr(e.by, "id", None))
            if key not in seen:
                seen.add(key)
                parts.append(self._excluded_why(e))
        return "the hand has it, but " + "; and ".join(parts[:2]) + "."

    def _excluded_why(self, e) -> str:
        """The principle, what removed the fan (a counted fan, or the chosen reading), and the
        scorer's own reason."""
        if isinstance(e.by, Fan):
            by = fan_words(e.by)
        else:
            by = f"所取拆法 the chosen reading, {e.by.zh} {e.by.en}"
        return f"{e.principle.zh} {e.principle.en}, because of {by}: {e.reason}"

    def explanation(self) -> list[str]:
        """Two to four lines on why the hand scores what it does: the reading, the biggest fan,
        what is not counted and why, the total."""
        r = self.result
        lines = []
        reading = f"Read as {r.reading.zh} {r.reading.en}: {_sets(r.reading.groups)}"
        if r.alternatives:
            best = max(a.total for a in r.alternatives)
            how = "as much" if best == r.total_without_flowers else "less"
            n = len(r.alternatives)
            reading += (f"; {'another reading scores' if n == 1 else f'{n} other readings score'}"
                        f" {how} (就高不就低 high-versus-low)")
        lines.append(reading + ".")
        main = [c for c in r.fans if c.fan != FLOWERS]
        if main:
            top = max(main, key=lambda c: (c.fan.points, -ORDER[c.fan]))
            where = f" from {_sets(top.sets)}" if top.sets else ""
            lines.append(f"Biggest fan: {fan_words(top.fan)} {top.points}{where}: it needs "
                         f"{needs(top.fan)[0]}.")
        if r.excluded:
            items = []
            for e in r.excluded[:4]:
                by = e.by.zh if isinstance(e.by, Fan) else "所取拆法 the chosen reading"
                again = " again" if any(c.fan == e.fan for c in r.fans) else ""
                items.append(f"{e.fan.zh}{again} ({e.principle.zh} {e.principle.en}, by {by})")
            more = f" and {len(r.excluded) - 4} more" if len(r.excluded) > 4 else ""
            lines.append("Not counted: " + "; ".join(items) + more + ".")
        parts = " + ".join(str(c.points) for c in r.fans if c.fan != FLOWERS) or "0"
        flowers = r.total - r.total_without_flowers
        if flowers:
            parts += f" + {flowers} flower{'s' if flowers > 1 else ''}"
        reach = ("reaches the 8-fan minimum" if r.meets_minimum
                 else "short of the 8-fan minimum")
        lines.append(f"Total {r.total} = {parts}: {reach}.")
        return lines

    # the question ----------------------------------------------------------------------------
    def how_won(self) -> list[str]:
        """How the hand was won, in words that name no fan."""
        c = self.win
        if c.self_drawn:
            if c.about_kong:
                won = "won on the replacement tile drawn after a kong"
            else:
                won = "won on a tile drawn from the wall"
            if c.wall_last:
                won += ": the wall's final tile"
        elif c.about_kong:
            won = "won on a tile robbed from another player's kong"
        elif c.wall_last:
            won = "won on the game's final discard"
        else:
            won = "won on another player's discard"
        out = [won]
        if self.result.win.fourth_tile and not c.robbing_a_kong:  # as given, or seen in the melds
            out.append("the other three copies of the winning tile were already in sight")
        seat, round_ = str(c.seat_wind), str(c.prevalent_wind)
        out.append(f"seat 门风 {WIND_ZH.get(seat, seat)} {seat}, round 圈风 "
                   f"{WIND_ZH.get(round_, round_)} {round_}")
        n = c.flowers
        out.append(f"{n} flower{'s' if n != 1 else ''} 花" if n else "no flowers")
        return out

    def question(self) -> str:
        """What is asked, in one line (it names no fan and no total)."""
        if self.family:
            zh, en = FAMILIES[self.family]
            ask = f"Which fans of the family {zh} {en} count?"
        else:
            ask = "Which fans count?"
        ask += " Tick each one"
        if self.ask_total:
            ask += ", and give the total (flowers included)"
        return ask + f" ({self.rules.name} rules)."

    # grading ---------------------------------------------------------------------------------
    def check(self, fans=(), total=None) -> Feedback:
        """Grade an answer: ``fans`` ticked (Chinese names, ids or Fan objects; a single name is
        one fan) and optionally the ``total``. Unknown names raise HandError naming them."""
        ticked = self._read_fans(fans)
        if total is not None and (isinstance(total, bool) or not isinstance(total, int)):
            raise HandError(f"the total is a whole number of fans, not {shown(total)}")
        counted = {c.fan for c in self.result.fans}
        asked = self.counted
        return Feedback(right=[f for f in ticked if f in counted],
                        missed=[f for f in asked if f not in ticked],
                        wrong=[(f, self.why_not(f)) for f in ticked if f not in counted],
                        total=self.result.total, given_total=total, ask_total=self.ask_total)

    @staticmethod
    def _read_fans(fans) -> list[Fan]:
        if fans is None:
            return []
        if isinstance(fans, (str, Fan)):
            fans = [fans]
        try:
            items = list(fans)
        except TypeError:
            raise HandError(f"fans are a list of fan names or Fans, not {shown(fans)}") from None
        out = []
        for item in items:
            try:
                f = named(item)
            except HandError:
                raise HandError(f"unknown fan {shown(item)} among the ticked fans: use the "
                                "Chinese names (e.g. 清龙), the ids or Fan objects") from None
            if f not in out:
                out.append(f)
        return sorted(out, key=ORDER.get)

    def __repr__(self) -> str:
        changed = dict(self.win.changed())
        if self.rules.name != "green-book":
            changed["rules"] = self.rules.name
        extra = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"Exercise({self.hand!r}{extra})"


class WeakSpot(NamedTuple):
    """A fan a learner gets wrong: how often missed, how often ticked wrongly, where to read."""

    fan: Fan
    missed: int
    wrong: int
    section: Section

    @property
    def times(self) -> int:
        return self.missed + self.wrong


class Drill:
    """A stream of dealt hands to score, one family's fans counting in each (or any family's).

    ``Drill(family="chows", seed=42, level=2, rules="green-book", n=10)``: the same ``n`` hands
    for the same arguments on every machine. Level 1 asks only about the family's fans, 2 about
    every fan, 3 about every fan and the total. ``family=None`` (or "all") mixes the families,
    each hand dealt for one of them (``hand_family``). ``check`` grades the current hand; the first
    answer to each hand counts in ``stats`` (a later one only gives feedback; ``reveal()`` counts
    as a wrong one); ``next()`` moves on.
    """

    def __init__(self, family=None, seed=0, level: int = 2, rules="green-book", n: int = 10):
        self.family: str | None = family_id(family)
        self.level: int = _level(level)
        self.rules: str = Rules.named(rules).name
        self.seed = deal.check_seed(seed)
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise HandError(f"n (how many hands) is a whole number from 1, not {shown(n)}")
        self.n = n
        self.index = 0
        self.stats: dict = {"tried": 0, "right": 0, "streak": 0, "missed": Counter(),
                            "wrong": Counter()}
        self.answered = False
        self._deal()

    def _deal(self) -> None:
        self.hand_family, self.case = deal.stream_hand(self.seed, self.index, family=self.family,
                                                       rules=self.rules)
        self.answered = False
        self.exercise = self._exercise()

    def _exercise(self) -> Exercise:
        return Exercise(self.case.hand, self.case.win, rules=self.rules,
                        family=self.hand_family if self.level == 1 else None,
                        ask_total=self.level == 3)

    @property
    def hand(self) -> str:
        return self.exercise.hand

    @property
    def context(self) -> dict:
        """The current hand's win context as :func:`mjlib.score` keywords (rules included)."""
        return dict(self.exercise.context)

    @property
    def last(self) -> bool:
        """Whether this is the drill's last hand."""
        return self.index >= self.n - 1

    def next(self) -> bool:
        """Move on to the next hand; False (and stay) when this was the last one."""
        if self.last:
            return False
        self.index += 1
        self._deal()
        return True

    def set_level(self, level: int) -> None:
        """Ask the current hand (and the next ones) at another level."""
        self.level = _level(level)
        self.exercise = self._exercise()

    def check(self, fans=(), total=None) -> Feedback:
        """Grade an answer to the current hand; the first answer to a hand updates ``stats``."""
        fb = self.exercise.check(fans, total)
        if not self.answered:
            self.answered = True
            s = self.stats
            s["tried"] += 1
            s["right"] += fb.correct
            s["streak"] = s["streak"] + 1 if fb.correct else 0
            s["missed"].update(f.zh for f in fb.missed)
            s["wrong"].update(f.zh for f, _ in fb.wrong)
        return fb

    def reveal(self):
        """Give up on the current hand: it counts as tried and not right. Returns the Result."""
        if not self.answered:
            self.answered = True
            self.stats["tried"] += 1
            self.stats["streak"] = 0
        return self.exercise.result

    def weak_spots(self, limit: int = 5) -> list[WeakSpot]:
        """The fans most often missed or ticked wrongly, most frequent first, each with the
        notebook section that teaches it."""
        missed, wrong = self.stats["missed"], self.stats["wrong"]
        names = sorted(set(missed) | set(wrong),
                       key=lambda zh: (-(missed[zh] + wrong[zh]), ORDER[BY_ZH[zh]]))
        return [WeakSpot(BY_ZH[zh], missed[zh], wrong[zh], section(BY_ZH[zh]))
                for zh in names[:limit]]

    def score_line(self) -> str:
        s = self.stats
        return (f"hand {self.index + 1} of {self.n} · tried {s['tried']} · right {s['right']} · "
                f"streak {s['streak']}")

    def __repr__(self) -> str:
        return (f"Drill(family={self.family!r}, seed={self.seed!r}, level={self.level}, "
                f"rules={self.rules!r}, n={self.n}) at hand {self.index + 1}: {self.hand}")
