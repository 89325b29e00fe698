"""Exercises that answer back: a hand to score, the fans a learner ticks, and feedback that says
what was missed and *why* each wrong tick does not count.

No widgets here: :mod:`mjlib.widgets` draws the same exercises with buttons and figures.

>>> ex = ExerciseModel("[123m1][456p1][789s1]23pCC1p")
>>> fb = ex.check(fans=["连六"])
>>> fb.correct, [f.zh for f in fb.missed], [f.zh for f, _ in fb.wrong]
(False, ['花龙', '喜相逢'], ['连六'])
>>> "套算一次 count-once" in fb.wrong[0][1]
True
>>> ex.check(fans=["花龙", "喜相逢"], total=9).correct
True
"""

from __future__ import annotations

import json
from collections import Counter
from typing import NamedTuple

from ..course.checklist import NUMBER, WORDS, biggest, step_of, where
from ..course.lessons import taught_by
from .diagnose import breaks, zh_tiles, zh_written
from ..errors import HandError, boolean, is_one_of, shown, shown_zh
from ..fans import BY_ZH, FAMILIES, FANS, Fan, family_id, named
from ..course.glossary import meant_fan
from ..course.hints import hint
from .reasons import why_counts
from ..course.requirements import needs
from ..rules import Rules
from ..result import as_result
from ..score import score
from ..vocabulary import Both, Principle, chinese, pick
from ..win import NAMES as WIN_NAMES, Win

FLOWERS = BY_ZH["花牌"]
ORDER = {f: i for i, f in enumerate(FANS + (BY_ZH["明暗杠"],))}
ATTRIBUTE_KEYS = WIN_NAMES + ("rules",)  # what data-context holds
MAX_CONTEXT = 1000  # characters of a data-context: the keywords need about 200
LEVELS = {1: "the fans of one family", 2: "every fan", 3: "every fan and the total"}
LEVELS_ZH = {1: "本系列番种", 2: "全部番种", 3: "番种与合计"}  # as the drill's level buttons say

# The everyday fans: the small fans nearly every hand has or nearly has, taught in 02b and asked
# about in every exercise; the answer form shows them as a group of their own, first.
EVERYDAY = tuple(BY_ZH[zh] for zh in
                 "断幺 缺一门 无字 门前清 自摸 不求人 幺九刻 边张 坎张 单钓将 混一色 全带幺".split())
# The fans a hand can count more than once: the answer form asks their count.
REPEATABLE = frozenset(BY_ZH[zh] for zh in "一般高 喜相逢 连六 老少副 双同刻 幺九刻 四归一".split())
EVERYDAY_ID = "everyday"  # where a family is asked for, "everyday" names these fans
EVERYDAY_WORDS = Both("everyday fans", "常见小番")


def asked_family(family) -> str | None:
    """A family id, "everyday" (the everyday fans), or None (every family)."""
    if is_one_of(family, (EVERYDAY_ID,)):
        return EVERYDAY_ID
    try:
        return family_id(family)
    except HandError as e:
        raise HandError(f"{e.en}, or {EVERYDAY_ID!r} for the everyday fans",
                        zh=f"{e.zh}，或用 {EVERYDAY_ID!r} 表示{EVERYDAY_WORDS.zh}") from None


def group_words(family: str | None) -> Both:
    """What a drill or an exercise asks about, in words (a family as :func:`asked_family` takes
    it)."""
    family = asked_family(family)
    if family == EVERYDAY_ID:
        return EVERYDAY_WORDS
    return FAMILIES[family] if family else Both("all families", "各系列")


class Choices(NamedTuple):
    """One group of the answer form: its key, names, the fans in it, and whether it is open."""

    key: str
    en: str
    zh: str
    fans: tuple[Fan, ...]
    open: bool


def open_families(lesson=None, family=None) -> tuple[str, ...]:
    """The families whose groups an exercise of ``lesson`` (a file stem, or its first letters)
    opens: exactly those with a fan taught up to that lesson (:func:`mjlib.course.lessons.taught_by`);
    with ``family`` (a drill without a lesson), that one. The everyday group is open as soon as
    one of its fans is taught (:func:`open_groups`)."""
    if family is not None:
        if asked_family(family) == EVERYDAY_ID:
            return ()
        return (family_id(family),) if family_id(family) else tuple(FAMILIES)
    if lesson is None:
        return ()
    taught = taught_by(lesson)
    everyday = set(EVERYDAY)
    return tuple(fid for fid in FAMILIES
                 if any(f.family == fid and f not in everyday and f != FLOWERS for f in taught))


def open_groups(lesson=None, family=None) -> tuple[str, ...]:
    """The keys of the open groups of the answer form: the everyday group (always open without a
    lesson; with one, once an everyday fan is taught) and :func:`open_families`."""
    everyday = lesson is None or bool(taught_by(lesson) & set(EVERYDAY))
    return (EVERYDAY_ID,) * everyday + open_families(lesson, family)


def answer_form(lesson=None, family=None) -> tuple[Choices, ...]:
    """The answer form of an exercise of ``lesson`` (or of a drill of ``family``): every fan but
    花牌, in groups (the everyday fans first, then each family), the same for every exercise of
    the lesson whatever its hand; the groups with a fan taught up to the lesson are open."""
    opened = open_groups(lesson, family)
    everyday = set(EVERYDAY)
    groups = [Choices(EVERYDAY_ID, *EVERYDAY_WORDS, EVERYDAY, EVERYDAY_ID in opened)]
    for fid, names in FAMILIES.items():
        fans = tuple(f for f in FANS if f.family == fid and f not in everyday and f != FLOWERS)
        groups.append(Choices(fid, *names, fans, fid in opened))
    return tuple(groups)


def _names(fans) -> str:
    return pick(", ", "、").join(f.name for f in fans)


def _sets(groups) -> str:
    return " ".join(str(g) for g in groups)


def may_win(result) -> str:
    """Whether the hand may be declared a win: its fans without flowers against the 8-fan
    minimum, in words ("9 fans: it may win" / "4 fans: below 8, it may not win")."""
    result = as_result(result, "may_win()")
    n = result.total_without_flowers
    aside = pick(" (flowers aside)", "（不算花牌）") if result.total != n else ""
    if result.meets_minimum:
        return pick(f"{n} fan{'s' if n != 1 else ''}{aside}: it may win.",
                    f"{n}番{aside}：已达8番起和，可以和牌。")
    return pick(f"{n} fan{'s' if n != 1 else ''}{aside}: below 8, it may not win (a false win, "
                "诈和).", f"{n}番{aside}：不足8番，不能和牌（诈和）。")


def _level(level) -> int:
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise HandError(f"level is 1 ({LEVELS[1]}), 2 ({LEVELS[2]}) or 3 ({LEVELS[3]}), "
                        f"not {shown(level)}",
                        zh=f"level 只能是 1（{LEVELS_ZH[1]}）、2（{LEVELS_ZH[2]}）或 3"
                           f"（{LEVELS_ZH[3]}），不能是 {shown_zh(level)}")
    return level


def step_words(key: str) -> str:
    """A feedback line's head: the checklist step it is about, ``[3 数牌组 the sets]``."""
    if not is_one_of(key, WORDS):
        raise HandError(f"no checklist step {shown(key)}: use one of {', '.join(WORDS)}",
                        zh=f"检查表没有 {shown_zh(key)} 这一步：可用 {'、'.join(WORDS)}")
    return f"[{NUMBER[key]} {WORDS[key].label()}]"


class Line(NamedTuple):
    """One line of feedback: the checklist step it is about, the fan, and what it says; and what
    it says before the answer is given, when its text would name a fan still missed."""

    step: str
    fan: Fan | None
    text: str
    withheld: str = ""

    def __str__(self) -> str:
        return f"{step_words(self.step)}{'' if chinese() else ' '}{self.text}"


class Feedback:
    """The grading of one answer.

    ``correct``: the ticked fans are exactly the counted ones asked about, each with its count
    (and the total, when asked for or given, is right). ``right``: ticked with the right count.
    ``missed``: counted but not ticked. ``wrong``: (fan, why) ticked but not counted. ``counts``:
    (fan, ticked, counted, why) ticked with a wrong count. ``total_ok``: None when no total was
    given; ``total_off``: the given total minus the real one. ``revealed``: whether this feedback
    gives the answer (after a second wrong try, or when asked): only then does it say the total.
    ``steps``: how many lines concern each checklist step. Until the answer is given, a missed
    fan is not named: each step says how many fans it misses, and :meth:`hints` puts that step's
    question to this hand. ``may_win``: whether the hand reaches the 8-fan minimum, in words.
    """

    def __init__(self, *, right, missed, wrong, counts, lines, total, given_total, ask_total,
                 revealed, may_win="", also=""):
        self.right: list[Fan] = list(right)
        self.missed: list[Fan] = list(missed)
        self.wrong: list[tuple[Fan, str]] = list(wrong)
        self.counts: list[tuple[Fan, int, int, str]] = list(counts)
        self.diagnoses: list[Line] = list(lines)
        self.total: int = total
        self.given_total: int | None = given_total
        self.ask_total = ask_total
        self.total_ok: bool | None = None if given_total is None else given_total == total
        self.total_off: int | None = None if given_total is None else given_total - total
        total_right = self.total_ok is True if ask_total else self.total_ok is not False
        self.correct: bool = not self.missed and not self.wrong and not self.counts and total_right
        self.revealed = revealed or self.correct
        self.steps: Counter = Counter(line.step for line in self.diagnoses)
        self.may_win: str = may_win
        self.also: str = also  # the other answer the rules allow, when the one given is one

    def missed_at(self) -> dict[str, int]:
        """{step key: how many fans are missed there}, in the checklist's order."""
        found = Counter(line.step for line in self.diagnoses if line.fan in self.missed)
        return dict(sorted(found.items(), key=lambda kv: NUMBER[kv[0]]))

    def hints(self) -> list[str]:
        """For each step where a fan is missed (or ticked too few times), what to look at in this
        hand, in the current language, each headed by its step; no fan is named."""
        out = []
        short = {f for f, n, m, _ in self.counts if n < m}  # ticked too few times
        look = [line for line in self.diagnoses if line.fan in self.missed or line.fan in short]
        for key in dict.fromkeys(line.step for line in look):
            texts = dict.fromkeys(pick(*hint(line.fan)) for line in look if line.step == key)
            out.append(str(Line(key, None, pick(" ", "").join(texts))))
        return out

    def _total_lines(self) -> list[str]:
        head = step_words("minimum")
        if self.given_total is None:
            if self.revealed and self.may_win:
                return [head + pick(" ", "") + self.may_win]
            if self.ask_total:
                return [head + pick(" Give the total as well (flowers included): this exercise "
                                    "asks for it.", "本题还要写出合计（含花牌）。")]
            return []
        win = pick(" ", "") + self.may_win if self.may_win else ""
        if self.total_ok:
            return [head + pick(f" Total {self.total}: right.", f"合计{self.total}番：对。") + win]
        if self.revealed:
            return [head + pick(f" Total: you wrote {self.given_total}; the hand scores "
                                f"{self.total}.",
                                f"合计：你写的是{self.given_total}番，这手牌是{self.total}番。") + win]
        high = self.total_off > 0
        over = [f for f, n, m, _ in self.counts if (n > m) == high]
        if high and self.wrong:
            guess = pick("a fan that does not count is added (see the lines above)",
                         "加了不计的番种（见上）")
        elif not high and self.missed:
            guess = pick("a fan that counts is left out (see the lines above)",
                         "漏了应计的番种（见上）")
        elif over:
            guess = pick(f"{over[0].zh} {over[0].en} is counted "
                         f"{'too often' if high else 'too few times'}",
                         f"{over[0].zh}计的次数{'太多' if high else '太少'}")
        elif self.missed or self.wrong or self.counts:
            guess = pick("the fans above are not yet right: correct them, then add again",
                         "上面的番种还不对：先改对，再重新相加")
        else:  # nothing else is wrong: no guess
            if chinese():
                return [f"{head}合计{self.given_total}番{'偏高' if high else '偏低'}：番种都对，"
                        "把番数重新加一遍（番数 × 次数，最后加花牌）。"]
            return [f"{head} Total {self.given_total} is {'too high' if high else 'too low'}: the "
                    "fans are right, so add their values again (value × count, then flowers)."]
        if chinese():
            return [f"{head}合计{self.given_total}番{'偏高' if high else '偏低'}：多半是{guess}。"]
        return [f"{head} Total {self.given_total} is {'too high' if high else 'too low'}: most "
                f"likely {guess}."]

    def lines(self) -> list[str]:
        """The feedback in a few short lines, each headed by its checklist step."""
        out = []
        if not self.missed and not self.wrong and not self.counts:
            if chinese():
                head = "全对" if self.correct else "番种都对"
                out.append(f"{head}：计{_names(self.right)}。" if self.right
                           else f"{head}：所问的番种都不计。")
            else:
                head = "All right" if self.correct else "The fans are right"
                if len(self.right) == 1:
                    out.append(f"{head}: {_names(self.right)} is the fan that counts.")
                elif self.right:
                    out.append(f"{head}: {_names(self.right)} are the fans that count.")
                else:
                    out.append(f"{head}: none of the fans asked about counts.")
            if self.also:
                out.append(self.also)
        else:
            if self.right:
                out.append(pick(f"Right: {_names(self.right)}.", f"对：{_names(self.right)}。"))
            if self.revealed:
                out += [str(line) for line in self.diagnoses]
            else:  # where, not what: a missed fan is counted at its step, not named
                told = [line._replace(text=line.withheld) if line.withheld else line
                        for line in self.diagnoses if line.fan not in self.missed]
                for key, n in self.missed_at().items():
                    told.append(Line(key, None, pick(
                        f"{n} fan{'s' if n != 1 else ''} missed at this step (press Hint).",
                        f"本步漏计{n}个番种（可按“提示”）。")))
                told.sort(key=lambda line: NUMBER[line.step])
                out += [str(line) for line in told]
        out += self._total_lines()
        if not self.correct and not self.revealed:
            out.append(pick("Try again, or press Show answer.", "再试一次，或按“看答案”。"))
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return (f"<Feedback correct={self.correct} missed={[f.zh for f in self.missed]} "
                f"wrong={[f.zh for f, _ in self.wrong]} "
                f"counts={[(f.zh, a, b) for f, a, b, _ in self.counts]} total_ok={self.total_ok}>")


SCORE_THIS = Both("Score this hand.", "请给这手牌计番。")
FOCUS = tuple(key for key in WORDS if key != "flowers")  # the steps a prompt may point to:
# not the flowers, which are given, never asked (and whose step would name the fan 花牌)


def prompt_for(focus=None) -> Both:
    """What an exercise says before its question, in both languages, from one source: "Score this
    hand.", or with ``focus`` (a checklist step's key) the step to take care over. It never
    names a fan: a prompt asks, it does not point."""
    if focus is None:
        return SCORE_THIS
    if not is_one_of(focus, FOCUS):
        raise HandError(f"focus is a checklist step, one of {', '.join(FOCUS)}, not "
                        f"{shown(focus)}",
                        zh=f"focus 须是算番步骤之一（{'、'.join(FOCUS)}），不能是 {shown_zh(focus)}")
    words = WORDS[focus]
    return Both(f"Score this hand; take care over step {NUMBER[focus]}, {words.zh} {words.en}.",
                f"请给这手牌计番，第{NUMBER[focus]}步“{words.zh}”要仔细。")


def read_context(context_json: str) -> dict:
    """The score keywords a page's ``data-context`` holds (a JSON object, rules included), as a
    dict; HandError when it cannot be read."""
    if not isinstance(context_json, str) or len(context_json) > MAX_CONTEXT:
        raise HandError(f"data-context is a JSON object of at most {MAX_CONTEXT} characters, "
                        f"not {shown(context_json)}",
                        zh=f"data-context 须是不超过 {MAX_CONTEXT} 个字符的 JSON 对象，不能是 "
                           f"{shown_zh(context_json)}")
    try:
        context = json.loads(context_json)
    except (TypeError, ValueError) as e:
        where = (f"（第 {e.lineno} 行第 {e.colno} 列）"
                 if isinstance(e, json.JSONDecodeError) else "")
        raise HandError(f"data-context is not JSON: {shown(context_json)} ({e})",
                        zh=f"data-context 不是合法的 JSON：{shown_zh(context_json)}{where}") from None
    if not isinstance(context, dict):
        raise HandError(f"data-context is a JSON object of score keywords, not "
                        f"{shown(context)}",
                        zh=f"data-context 须是 score 关键字组成的 JSON 对象，不能是 "
                           f"{shown_zh(context)}")
    unknown = sorted(set(context) - set(ATTRIBUTE_KEYS))
    if unknown:
        raise HandError(f"data-context has unknown keyword(s) {', '.join(unknown)}: use "
                        f"{', '.join(ATTRIBUTE_KEYS)}",
                        zh=f"data-context 有未知的关键字 {'、'.join(unknown)}：可用 "
                           f"{'、'.join(ATTRIBUTE_KEYS)}")
    return context


class ExerciseModel:
    """One hand to score: which fans count, how many times (and the total)?

    ``ExerciseModel(hand, win, rules="green-book")`` takes what :func:`mjlib.score` takes (a
    :class:`mjlib.Win`, or its fields as keywords); ``lesson`` (the lesson's file stem) decides
    which groups of the answer form are open (the form itself is the same for every exercise:
    every fan); ``focus`` (a checklist step's key) names the step to take care over in the
    prompt, which otherwise says "Score this hand." (:func:`prompt_for`); ``family`` asks only about that family's fans (a drill's level 1; "everyday":
    the everyday fans); ``ask_total``
    makes the total part of the answer. A hand that cannot be scored raises HandError.

    ``check(fans, total)`` grades an answer: a wrong one gets a diagnosis in the words of the
    scoring checklist, and the answer itself only after a second wrong try or :meth:`reveal`.
    ``why_not(fan)`` says why a fan does not count.
    """

    def __init__(self, hand, win: Win | None = None, *, rules="green-book", lesson=None,
                 family=None, ask_total: bool = False, focus=None, **context):
        self.win: Win = Win.of(win, **context)  # as given (the result's is checked)
        self.rules = Rules.named(rules)
        self.result = score(hand, self.win, rules=self.rules)
        self.hand: str = str(self.result.hand)
        self.family: str | None = asked_family(family)
        self.ask_total = boolean(ask_total, "ask_total")
        self.focus = focus
        self.prompts: Both = prompt_for(focus)
        self.lesson = lesson
        self.choices: tuple[Choices, ...] = answer_form(lesson, family)
        self.tries = 0          # wrong answers so far
        self.revealed = False   # whether the answer has been given
        self.feedback: Feedback | None = None  # the last answer's

    @property
    def prompt(self) -> str:
        """The exercise's own question, in the current language."""
        return str(self.prompts)

    @classmethod
    def from_attributes(cls, hand: str, context_json: str, **options) -> "ExerciseModel":
        """The exercise written in a page's ``data-hand`` and ``data-context`` attributes (see
        :meth:`attributes`); HandError when they cannot be read."""
        return cls(hand, **read_context(context_json), **options)

    @property
    def context(self) -> dict:
        """The win context as :func:`mjlib.score` keywords, rules included (plain data)."""
        return dict(self.win.keywords(), rules=self.rules.name)

    def attributes(self) -> dict[str, str]:
        """{"data-hand": the hand string, "data-context": JSON of the score keywords, rules
        included, "data-lesson": the lesson whose answer form it shows (empty without one)}:
        what a static page needs to rebuild the exercise (:meth:`from_attributes`)."""
        return {"data-hand": self.hand,
                "data-context": json.dumps(self.context, ensure_ascii=False, sort_keys=True),
                "data-lesson": self.lesson or ""}

    # what the answer is ----------------------------------------------------------------------
    @property
    def total(self) -> int:
        return self.result.total

    @property
    def families(self) -> list[str]:
        """The families asked about (every family for the everyday fans, which span several)."""
        return [self.family] if self.family in FAMILIES else list(FAMILIES)

    @property
    def counted(self) -> list[Fan]:
        """The fans to tick: counted, of the families asked about (花牌 aside: flowers are given)."""
        return [c.fan for c in self.result.fans
                if c.fan != FLOWERS and c.fan.family in self.families
                and (self.family != EVERYDAY_ID or c.fan in EVERYDAY)]

    def present(self) -> list[Fan]:
        """Every fan the hand has in some reading, counted or not, in rule-book order."""
        r = self.result
        fans = {c.fan for c in r.fans} | {e.fan for e in r.excluded}
        fans |= {c.fan for a in r.alternatives for c in a.fans}
        return sorted(fans - {FLOWERS}, key=ORDER.get)

    def allowed(self) -> list[tuple[dict[Fan, int], str]]:
        """The other answers the rules allow, each with what it is (in the current language):
        where the rule text lets the player choose (任选其一: a link that count-once refuses,
        worth as much as a counted one it could replace, the sets staying linked at most n − 1
        times), and the fans of another reading that ties with the chosen one (the tie-break is
        common practice, not the rules). Each is {fan: count} of the fans asked about."""
        asked = set(self.families)

        def of_asked(fans: dict) -> dict:
            return {f: n for f, n in fans.items() if f != FLOWERS and f.family in asked
                    and (self.family != EVERYDAY_ID or f in EVERYDAY)}

        base = {c.fan: c.count for c in self.result.fans}
        out: list[tuple[dict[Fan, int], str]] = []
        links = [(c.fan, m) for c in self.result.fans if step_of(c.fan) == "sets"
                 for m in c.matches if len(m) >= 2]
        for e in self.result.excluded:
            if e.principle is not Principle.COUNT_ONCE or not e.matches:
                continue
            each = e.points // max(e.count, 1)
            for k, (fan, match) in enumerate(links):
                c = next(x for x in self.result.fans if x.fan == fan)
                if len(match) != 2 or c.points // c.count != each or fan == e.fan:
                    continue
                rest = [m for j, (_, m) in enumerate(links) if j != k]
                if not any(_joins(rest, x) for x in e.matches[:1]):
                    answer = dict(base)
                    answer[fan] -= 1
                    if not answer[fan]:
                        del answer[fan]
                    answer[e.fan] = answer.get(e.fan, 0) + 1
                    answer = of_asked(answer)
                    if answer != of_asked(base) and all(answer != a for a, _ in out):
                        out.append((answer, pick(
                            f"The rules let you choose (任选其一): {e.fan.name} in place of one "
                            f"{fan.name} is right too; mjlib shows {fan.name}.",
                            f"规则允许任选其一：以{e.fan.zh}代替一个{fan.zh}也对；mjlib 取{fan.zh}。")))
        for a in self.result.alternatives:
            if a.total == self.result.total_without_flowers:
                answer = of_asked({c.fan: c.count for c in a.fans})
                if answer != of_asked(base) and all(answer != x for x, _ in out):
                    names = pick(", ", "、").join(c.fan.zh for c in a.fans)
                    shown_ = pick(", ", "、").join(c.fan.zh for c in self.result.fans
                                                   if c.fan != FLOWERS)
                    out.append((answer, pick(
                        f"Two readings tie at {a.total}: the other one ({names}) is right too; "
                        f"mjlib shows this one ({shown_}), a tie-break of common practice, not "
                        "of the rules.",
                        f"两种拆法同为{a.total}番：另一种拆法（{names}）也对；mjlib 取这一种"
                        f"（{shown_}），平局时的取法是通行做法，规则未定。")))
        return out

    # why -------------------------------------------------------------------------------------
    def why_not(self, fan) -> str:
        """Why ``fan`` does not count: the principle and what removed it, or what the hand
        lacks. The Chinese names of the principle and of the fan that removed it are in it."""
        fan = named(fan)
        if fan in {c.fan for c in self.result.fans}:
            return pick(f"{fan.name} counts.", f"这手牌计{fan.zh}。")
        records = [e for e in self.result.excluded if e.fan == fan]
        if not records:
            en, zh = breaks(fan, self.result)
            return pick(f"the hand does not have it: {en}.", f"{fan.zh}不成立：{zh}。")
        seen, kept = set(), []
        for e in records:
            key = (e.principle.id, getattr(e.by, "id", None))
            if key not in seen:
                seen.add(key)
                kept.append(e)
        kept = kept[:2]
        if len(kept) > 1 and all(e.sets for e in kept):  # say which instance each reason is for
            named_by = [_sets(e.sets) for e in kept]
            if len(set(named_by)) == len(named_by):
                labels = [pick(f"the one of {t}: ", f"{t}的{fan.zh}，") for t in named_by]
            else:  # instances of the same tiles (two 789p): told apart by order alone
                labels = [pick(f"one of them ({named_by[0]}): ", f"其中一个{fan.zh}（{named_by[0]}），"),
                          pick(f"the other ({named_by[1]}): ", f"另一个{fan.zh}（{named_by[1]}），")]
            parts = [label + self._excluded_why(e) for label, e in zip(labels, kept)]
        else:
            parts = [self._excluded_why(e) for e in kept]
        if chinese():
            return zh_written(f"{fan.zh}不计：" + "；".join(parts) + "。")
        return "the hand has it, but " + "; and ".join(parts) + "."

    def _excluded_why(self, e) -> str:
        """The principle, what removed the fan (a counted fan, or the chosen reading), and the
        scorer's own reason."""
        if chinese():  # the reason names the principle and what removed the fan
            return e.reason_zh.rstrip("。")
        by = e.by_words.label()
        if not isinstance(e.by, Fan):
            by += f", {e.by.zh} {e.by.en}"
        return f"{e.principle.zh} {e.principle.en}, because of {by}: {e.reason}"

    def explanation(self) -> list[str]:
        """Two to four lines on why the hand scores what it does: the reading, the biggest fan,
        what is not counted and why, the total."""
        return self._explanation_zh() if chinese() else self._explanation_en()

    def _explanation_en(self) -> list[str]:
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
        top = self._biggest()
        if top is not None:
            where = f" from {_sets(top.sets)}" if top.sets else ""
            lines.append(f"Biggest fan: {top.fan.name} {top.points}{where}: it needs "
                         f"{needs(top.fan)[0]}.")
        if r.excluded:
            items = []
            for e in r.excluded[:4]:
                by = e.by_words.zh if isinstance(e.by, Fan) else f"{e.by_words.zh} {e.by_words.en}"
                again = " again" if any(c.fan == e.fan for c in r.fans) else ""
                items.append(f"{e.fan.zh}{again} ({e.principle.zh} {e.principle.en}, by {by})")
            more = f" and {len(r.excluded) - 4} more" if len(r.excluded) > 4 else ""
            lines.append("Not counted: " + "; ".join(items) + more + ".")
        flowers = r.total - r.total_without_flowers
        parts = self._sum() + (f" + {flowers} flower{'s' if flowers > 1 else ''}" if flowers else "")
        lines.append(f"Total {r.total} = {parts}. {may_win(r)}")
        return lines

    def _explanation_zh(self) -> list[str]:
        r = self.result
        reading = f"拆法：{r.reading.zh}，{_sets(r.reading.groups)}"
        if r.alternatives:
            best = max(a.total for a in r.alternatives)
            how = "番数相同" if best == r.total_without_flowers else "番数较低"
            n = len(r.alternatives)
            reading += f"；另{'一种' if n == 1 else f'{n}种'}拆法{how}（就高不就低）"
        lines = [reading + "。"]
        top = self._biggest()
        if top is not None:
            if top.fan.id in ("edge_wait", "closed_wait", "single_wait"):
                where = f"，只听{zh_tiles([r.hand.winning])}一张"  # the wait, not the set it makes
            else:
                where = f"，由{_sets(top.sets)}组成" if top.sets else ""
            lines.append(f"主番：{top.fan.zh}{top.points}番{where}；{top.fan.zh}须{needs(top.fan)[1]}。")
        if r.excluded:
            items = []
            for e in r.excluded[:4]:
                by = e.by_words.zh
                again = "（第二个）" if any(c.fan == e.fan for c in r.fans) else ""
                items.append(f"{e.fan.zh}{again}（{e.principle.zh}，因{by}）")
            more = f"等{len(r.excluded)}种" if len(r.excluded) > 4 else ""
            lines.append("不计：" + "、".join(items) + more + "。")
        flowers = r.total - r.total_without_flowers
        parts = self._sum() + (f" + 花牌{flowers}" if flowers else "")
        lines.append(f"合计{r.total}番 = {parts}。{may_win(r)}")
        return [zh_written(line) for line in lines]

    def _biggest(self):
        """The checklist's biggest fan, or 无番和 when that is what counts."""
        return biggest(self.result) or next((c for c in self.result.fans if c.fan != FLOWERS),
                                            None)

    def _sum(self) -> str:
        """The counted fans' worths as a sum, flowers aside: ``24 + 1 × 2 + 1``."""
        return " + ".join(c.worth for c in self.result.fans if c.fan != FLOWERS) or "0"

    # the question ----------------------------------------------------------------------------
    def how_won(self) -> list[str]:
        """How the hand was won, in words that name no fan."""
        c = self.win
        if c.self_drawn:
            if c.about_kong:
                won = pick("won on the replacement tile drawn after a kong", "开杠后补牌自摸和牌")
            else:
                won = pick("won on a tile drawn from the wall", "自摸和牌")
            if c.wall_last:
                won += pick(": the wall's final tile", "：牌墙最后一张")
        elif c.about_kong:
            won = pick("won on a tile robbed from another player's kong", "和别家加杠的牌")
        elif c.wall_last:
            won = pick("won on the game's final discard", "和本盘最后一张打出的牌")
        else:
            won = pick("won on another player's discard", "和别家打出的牌")
        out = [won]
        if self.result.win.fourth_tile and not c.robbing_a_kong:  # as given, or seen in the melds
            out.append(pick("the other three copies of the winning tile were already in sight",
                            "和张的另外三张已经亮明"))
        seat, round_ = c.seat_wind, c.prevalent_wind
        n = c.flowers
        if chinese():
            out.append(f"门风{seat.zh}，圈风{round_.zh}")
            out.append(f"花牌{n}张" if n else "无花牌")
            return out
        out.append(f"seat 门风 {seat.zh} {seat}, round 圈风 {round_.zh} {round_}")
        out.append(f"{n} flower{'s' if n != 1 else ''} 花" if n else "no flowers")
        return out

    def question(self) -> str:
        """What is asked, in one line: the exercise's own prompt, when it has one, then
        :meth:`ask`."""
        return f"{self.prompt}{pick(' ', '')}{self.ask()}" if self.prompt else self.ask()

    def ask(self) -> str:
        """What every exercise asks, in one line (it names no fan and no total)."""
        if chinese():
            if self.family == EVERYDAY_ID:
                ask = "这手牌计哪些常见小番？"
            elif self.family:
                ask = f"这手牌计哪些{FAMILIES[self.family].zh}番种？"
            else:
                ask = "这手牌计哪些番种？"
            ask += "逐一勾选" + ("，并写出合计（含花牌）" if self.ask_total else "")
            return ask + f"（{self.rules.zh}）。"
        if self.family == EVERYDAY_ID:
            ask = "Which of the everyday fans 常见小番 count?"
        elif self.family:
            ask = f"Which fans of the family {FAMILIES[self.family].label()} count?"
        else:
            ask = "Which fans count?"
        ask += " Tick each one"
        if self.ask_total:
            ask += ", and give the total (flowers included)"
        return ask + f" ({self.rules.name} rules)."

    # grading ---------------------------------------------------------------------------------
    def _step(self, fan: Fan) -> str:
        """The checklist step where a learner finds ``fan`` in this hand, as the checklist files
        it (:func:`mjlib.course.checklist.where`)."""
        return where(self.result, fan)

    def check(self, fans=(), total=None) -> Feedback:
        """Grade an answer: ``fans`` ticked (Chinese names, ids or Fan objects; a name given
        twice, or ``{name: count}``, is a fan counted that many times) and optionally the
        ``total``. A wrong answer counts as a try; the second wrong try reveals the answer.
        Unknown names raise HandError naming them."""
        ticked = self._read_fans(fans)
        if total is not None and (isinstance(total, bool) or not isinstance(total, int)):
            raise HandError(f"the total is a whole number of fans, not {shown(total)}",
                            zh=f"合计须是整数番数，不能是 {shown_zh(total)}")
        given = {f: n for f, n in ticked.items() if f != FLOWERS}
        for answer, also in self.allowed():
            if given == answer:  # another answer the rules allow: right, and the other named
                fb = Feedback(right=list(answer), missed=(), wrong=(), counts=(), lines=(),
                              total=self.result.total, given_total=total,
                              ask_total=self.ask_total, revealed=self.revealed or self.tries >= 1,
                              may_win=may_win(self.result), also=also)
                if not fb.correct:
                    self.tries += 1
                    if self.tries >= 2:
                        self.revealed = True
                self.feedback = fb
                return fb
        counted = {c.fan: c for c in self.result.fans}
        asked = self.counted
        right, missed, wrong, counts, lines = [], [], [], [], []
        for fan in asked:
            c = counted[fan]
            if fan not in ticked:
                missed.append(fan)
                times = f" ({c.worth})" if c.count > 1 else ""
                en, zh = why_counts(c, self.result)
                text = pick(f"Missed: {fan.name}{times} counts here: {en}.",
                            f"漏计：这手牌计{fan.zh}{times}，{zh}。")
                lines.append(Line(self._step(fan), fan, text))
        for fan, n in ticked.items():
            if fan == FLOWERS and fan in counted:
                continue  # flowers are given, not asked: ticking them is not wrong
            if fan not in counted:
                why = self.why_not(fan)
                wrong.append((fan, why))
                text = pick(f"Not counted: {fan.name}: {why}", why)
                lines.append(Line(self._step(fan), fan, text, self._withheld(fan, text, missed)))
            elif n != counted[fan].count:
                why = self._count_why(fan, n)
                counts.append((fan, n, counted[fan].count, why))
                few = n < counted[fan].count  # the count and the sets would give the answer
                held = pick(f"{fan.name} counts more times than you ticked: find each "
                            "instance, one set at a time (press Hint).",
                            f"{fan.zh}计的次数比你勾的多：逐副牌组找出每一个（可按“提示”）。") if few \
                    else self._withheld(fan, why, missed)
                lines.append(Line(self._step(fan), fan, why, held))
            else:
                right.append(fan)
        lines.sort(key=lambda line: NUMBER[line.step])
        fb = Feedback(right=right, missed=missed, wrong=wrong, counts=counts, lines=lines,
                      total=self.result.total, given_total=total, ask_total=self.ask_total,
                      revealed=self.revealed or self.tries >= 1, may_win=may_win(self.result))
        if not fb.correct:
            self.tries += 1
            if self.tries >= 2:
                self.revealed = True
        self.feedback = fb
        return fb

    def hints(self) -> list[str]:
        """The hints of the last answer checked (:meth:`Feedback.hints`): for each checklist step
        where a fan was missed, what to look at in this hand; none before an answer."""
        return self.feedback.hints() if self.feedback is not None else []

    def _withheld(self, fan: Fan, text: str, missed) -> str:
        """What a wrong tick's line says before the answer is given when ``text`` names a fan
        still missed: the principle that strikes the ticked fan (or that the hand lacks it), and
        that what strikes it is still to be found; "" when ``text`` names none."""
        if not any(m.zh in text or m.en in text for m in missed):
            return ""
        record = next((e for e in self.result.excluded if e.fan == fan), None)
        if record is None or fan in {c.fan for c in self.result.fans}:
            return pick(f"{fan.name}: not as ticked here; one of the fans still to find explains "
                        "why (see the missed count).",
                        f"{fan.zh}：不像勾的那样计；原因在一个还没找到的番种（见漏计数）。")
        p = record.principle
        return pick(f"Not counted: {fan.name}: the hand has it, but {p.zh} {p.en} strikes it, "
                    "because of a fan that counts here and is not ticked yet: find it first.",
                    f"{fan.zh}不计：{p.zh}，因一个应计而还没勾的番种：先把它找出来。")

    def reveal(self):
        """Give the answer: the Result (the next feedback says the total too)."""
        self.revealed = True
        return self.result

    def _count_why(self, fan: Fan, ticked: int) -> str:
        """A fan ticked the wrong number of times: the instances that count, and what keeps the
        others out (套算一次 or 不得相同, naming the set that cannot be used again)."""
        c = next(c for c in self.result.fans if c.fan == fan)
        made = pick("; ", "；").join(_sets(m) for m in c.matches)
        extra = [e for e in self.result.excluded if e.fan == fan]
        if chinese():
            head = f"{fan.zh}计{c.count}次，不是{ticked}次"
            if ticked < c.count:
                return zh_written(f"{head}：{made}。")
            if extra:
                e = extra[0]
                return zh_written(f"{head}（{made}）；第{c.count + 1}个{fan.zh}不计："
                                  f"{e.reason_zh.rstrip('。')}。")
            return zh_written(f"{head}：{made}；这手牌没有别的{fan.zh}。")
        head = (f"{fan.name} counts {c.count}×, not {ticked}×" if c.count != 1
                else f"{fan.name} counts once, not {ticked}×")
        if ticked < c.count:
            return f"{head}: {made}."
        if extra:
            e = extra[0]
            return f"{head} ({made}); the next one is not counted: {e.principle}: {e.reason}."
        return f"{head}: {made}; no other instance of it is in the hand."

    @staticmethod
    def _read_fans(fans) -> dict[Fan, int]:
        if fans is None:
            return {}
        if isinstance(fans, (str, Fan)):
            fans = [fans]
        if isinstance(fans, dict):
            items = []
            for name, n in fans.items():
                if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 8:
                    raise HandError(f"a fan's count is a whole number from 0 to 8, not {shown(n)}",
                                    zh=f"番种的次数须是 0 到 8 的整数，不能是 {shown_zh(n)}")
                items += [name] * n
        else:
            try:
                items = list(fans)
            except TypeError:
                raise HandError(f"fans are a list of fan names or Fans, not {shown(fans)}",
                                zh=f"fans 须是番种名或 Fan 组成的列表，不能是 {shown_zh(fans)}") from None
        out: Counter = Counter()
        for item in items:
            try:
                out[named(item)] += 1
            except HandError:
                meant = meant_fan(item)
                if meant is not None:
                    raise HandError(f"unknown fan {shown(item)} among the ticked fans: did you "
                                    f"mean {meant.zh} {meant.en}? {item} is another name for it",
                                    zh=f"勾选的番种里有 {shown_zh(item)}：是不是{meant.zh}？"
                                       f"{item}是{meant.zh}的别称，请勾选{meant.zh}") from None
                raise HandError(f"unknown fan {shown(item)} among the ticked fans: use the "
                                "Chinese names (e.g. 清龙), the ids or Fan objects",
                                zh=f"勾选的番种里有不认识的 {shown_zh(item)}：请用番种的中文名"
                                   "（如清龙）、id 或 Fan 对象") from None
        return dict(sorted(out.items(), key=lambda kv: ORDER[kv[0]]))

    def __repr__(self) -> str:
        changed = dict(self.win.changed())
        if self.rules.name != "green-book":
            changed["rules"] = self.rules.name
        extra = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"{type(self).__name__}({self.hand!r}{extra})"


def _joins(links, pair) -> bool:
    """Whether the sets of ``pair`` are already joined by ``links`` (each a tuple of sets joined
    together): sets are told apart by identity, as two identical chows are two sets."""
    parent: dict[int, int] = {}

    def root(x: int) -> int:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    for m in links:
        for g in m[1:]:
            parent[root(id(g))] = root(id(m[0]))
    return root(id(pair[0])) == root(id(pair[1]))
