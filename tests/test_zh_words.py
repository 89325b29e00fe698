"""One word for each thing in the Chinese edition (the lessons' Chinese cells, mjlib's Chinese
strings, README.zh-CN.md, the site's and the app's Chinese strings: tests/support/zh_texts.py):
what the glossary says the course does not write appears only in the glossary; one Chinese
heading for each English one; 和 never read as "and"; 计分 (settling payments) never used for
counting fans; no italics on Chinese characters.

The exercises' own prompts (in a Chinese cell, a paragraph that starts with its number, ``**1.**``, and the one
line every exercise asks) are written elsewhere and are left out here."""

import re

import pytest

from mjlib.course.glossary import TERMS
from tests.support.zh_texts import ROOT, texts

def edition() -> list[tuple[str, str]]:
    return list(texts(glossary=False))


EDITION = edition()
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)


def prose(text: str) -> str:
    """The text without code spans, code blocks and doctest lines (a typed hand may say 筒)."""
    return "\n".join(line for line in CODE.sub("", text).split("\n")
                     if not line.lstrip().startswith((">>>", "...")))


# (the course's word, a word it does not write): the glossary's variants whose note says the
# course writes the term, or does not use the variant
NOT_WRITTEN = [(t.zh, v.word) for t in TERMS for v in t.variants
               if any(said in v.note_zh for said in ("本课程写", "本课程不用", "规则原文写"))]
NOT_WRITTEN += [("起和番", "够8番")]
# and, from the glossary too, the suits' other names: read as input (mjlib.notation, mjlib.hand),
# not written
NOT_WRITTEN += [("饼", "筒"), ("条", "索"), ("万", "萬")]
SUITS = {"筒": re.compile(r"[0-9]筒|筒子"), "索": re.compile(r"[0-9]索|索子"),
         "萬": re.compile(r"[0-9]萬|萬子")}
READ_AS_INPUT = {"mjlib/notation.py", "mjlib/hand.py"}
# 数牌组 is the checklist's step "count the sets" (数 牌组), not the short 数牌
ALSO_NOT_A_VARIANT = {"数牌": re.compile(r"数牌组")}


def test_the_pairs_come_from_the_glossary():
    words = {v for _, v in NOT_WRITTEN}
    assert {"组牌器", "练习控件", "练习小部件", "发牌练习", "存疑问题", "规则未定的问题",
            "规则设定", "数牌", "常见番种", "计分图", "计分表", "绿皮书", "开关"} <= words


@pytest.mark.parametrize("term,word", NOT_WRITTEN, ids=lambda x: x)
def test_the_edition_writes_one_word_for_each_thing(term, word):
    found = []
    for where, text in EDITION:
        if text == word:  # a table's key: a word read as input (mjlib.notation)
            continue
        body = prose(text)
        body = re.sub(re.escape(term) + r"（[^）]*）", term, body)  # "饼（筒、餅）" names the input
        body = re.sub(re.escape(word) + r"即|\(" + re.escape(word) + " for", "", body)  # "胡即和":
        # what the glossary lesson holds, said where the lesson is described
        body = body.replace(term, "□" * len(term)) if word in term else body
        if word in ALSO_NOT_A_VARIANT:
            body = ALSO_NOT_A_VARIANT[word].sub("", body)
        if word in SUITS:
            m = None if where in READ_AS_INPUT else SUITS[word].search(body)
        else:
            m = re.search(re.escape(word), body)
        if m:
            found.append((where, body[max(0, m.start() - 20):m.end() + 20]))
    assert not found, (word, "write", term, found[:5])


def zh_headings() -> dict[str, set[str]]:
    """Each English heading (before a colon) of the lessons, with the Chinese headings of its
    twins (before a colon)."""
    seen: dict[str, set[str]] = {}
    for path in sorted((ROOT / "notebooks" / "src").glob("*.py")):
        cells = re.split(r"^(# %%.*)$", path.read_text(encoding="utf-8"), flags=re.M)
        english: list[str] = []
        for head, body in zip(cells[1::2], cells[2::2]):
            if "[markdown]" not in head:
                continue
            lines = [line[2:].lstrip("#").strip() for line in body.split("\n")
                     if re.match(r"# #{2,} ", line)]
            if 'lang="zh"' not in head:
                english = lines
                continue
            for en, zh in zip(english, lines):
                seen.setdefault(en.split(":")[0], set()).add(zh.split("：")[0])
    return seen


def test_one_chinese_heading_for_each_english_heading():
    seen = zh_headings()
    assert {"未决问题"} == seen["Open questions"] and {"下一步"} == seen["Where to go next"]
    assert {"实用须知"} == seen["In practice"] and {"随堂练习"} == seen["Drill"]
    several = {en: zh for en, zh in seen.items() if len(zh) > 1}
    assert not several


def test_the_lesson_titles_mark_their_parts_one_way():
    titles = [line[4:] for path in sorted((ROOT / "notebooks" / "src").glob("*.py"))
              for line in path.read_text(encoding="utf-8").split("\n")
              if line.startswith("# # ") and re.search(r"[\u4e00-\u9fff]", line)
              and not re.search(r"[A-Za-z]", line)]
    parts = [t for t in titles if re.search(r"上|下|之[一二三]|（[一二三]）|part", t)]
    assert len(parts) == 7  # 04a 04b 05a 05b 10a 10b 10c
    assert all(re.match(r"[\u4e00-\u9fff]+系列（[一二三]）：", t) for t in parts), parts


def test_he_is_never_read_as_and():
    """和 after 你 reads as "you and": "你点和，和的是……"; 不计 is the term for a removed fan,
    so flowers left out of the minimum are 不算花牌."""
    for where, text in EDITION:
        assert "你和" not in text, (where, text[:200])
        assert "不计花牌" not in text, (where, text[:200])


# 计分 is settling payments (and the 1998 rules' heading 基本计分原则); counting fans is 计番/算番
SETTLING = re.compile(r"基本计分原则|计分(?=方法|规则|办法)|结算")


def test_jifen_is_not_counting_fans():
    found = [(where, text[max(0, text.index("计分") - 20):text.index("计分") + 20])
             for where, text in EDITION if "计分" in SETTLING.sub("", text)]
    assert not found, found


def test_one_hand_is_zhe_shou_pai_not_benju():
    """本局 would be a round of the game; a hand is 这手牌, and a deal 这一盘 or 本盘."""
    found = [(where, text[max(0, text.index("本局") - 20):text.index("本局") + 20])
             for where, text in EDITION if "本局" in text]
    assert not found, found


def test_no_italics_on_chinese_characters():
    italic = re.compile(r"(?<![*\\])\*(?![*\s])[^*\n]*?[\u4e00-\u9fff][^*\n]*?(?<![\s*\\])\*(?!\*)")
    found = [(where, m.group(0)) for where, text in EDITION
             if where.endswith(".md") or where.startswith("notebooks/src/")
             for m in italic.finditer(CODE.sub("", text))]
    assert not found, found


def test_what_the_rule_text_says_is_quoted_or_labelled():
    """A line of an open question headed 规则原文（……）： quotes the entry between “ and ” (a fan's
    name may say whose entry each quote is); anything else follows 本课程解读： (the quotes were
    checked word for word against the rule text when written)."""
    from mjlib.fans import BY_ZH
    from mjlib.course.rulings import RULINGS

    lines = [(r.key, says) for r in RULINGS if r.zh for source, says in r.zh.texts
             if source.startswith("规则原文")]
    assert len(lines) == 33
    for key, says in lines:
        quoted, _, _ = says.partition("；本课程解读：")
        rest = re.sub(r"“[^”]+”", "", quoted)
        for name in sorted(BY_ZH, key=len, reverse=True):
            rest = rest.replace(name, "")
        assert "“" in quoted and set(rest) <= set("，列在之下"), (key, says)


def test_the_chinese_cells_link_chinese_headings():
    """A link of a Chinese cell to a lesson's section opens that lesson's Chinese edition at one
    of its Chinese headings (JupyterLab's anchor: the heading, spaces as -)."""
    from tests.support.zh_texts import _zh_cells

    anchors = {path.stem: {line.lstrip("#").strip().replace(" ", "-")
                           for cell in _zh_cells(path) for line in cell.split("\n")
                           if line.startswith("#")}
               for path in (ROOT / "notebooks" / "src").glob("*.py")}
    links = [(where, m.group(1), m.group(2)) for where, text in texts()
             if where.startswith("notebooks/src/")
             for m in re.finditer(r"\]\(([\w-]+)\.ipynb#([^)\s]+)\)", text)]
    assert len(links) >= 14
    unresolved = [x for x in links if x[1] != "13-fan-reference" and x[2] not in anchors[x[1]]]
    assert not unresolved, unresolved


@pytest.mark.parametrize("word,fan", [("嵌张", "坎张"), ("对对和", "碰碰和"), ("一条龙", "清龙"),
                                      ("门清", "门前清")])
def test_a_fan_ticked_by_another_name_is_refused_with_the_name_meant(zh, word, fan):
    import mjlib
    from mjlib.practice.exercise import ExerciseModel

    with pytest.raises(mjlib.HandError) as e:
        ExerciseModel("[123m1]456p789s13sNN2s").check([word])
    assert f"是不是{fan}？" in str(e.value) and word in str(e.value)
    with mjlib.writing("en"):
        with pytest.raises(mjlib.HandError) as e:
            ExerciseModel("[123m1]456p789s13sNN2s").check([word, "自摸"])
        assert f"did you mean {fan} " in str(e.value)


def test_the_feedback_names_tiles_in_chinese_and_says_which_fan(zh):
    """The explanation and the reasons write tiles as players read them (123万, not 123m); a
    fan counted fewer times than ticked says which instance is not counted; a wait fan says the
    tile waited on; a self-drawn concealed hand says why 门前清 is not there."""
    from mjlib.practice.exercise import ExerciseModel

    ex = ExerciseModel("[123m1]456p789s23sNN1s")
    text = "\n".join(ex._explanation_zh())
    assert "[123万] 789条 456饼" in text and not re.search(r"\d[mps]", text)
    assert "门前清不成立：自摸和牌；没有吃碰又自摸，计不求人。" == ExerciseModel(
        "123m456p789s13sNN2s", self_drawn=True).why_not("门前清")
    wait = ExerciseModel("[123m1]567p789s234sNN")
    assert "主番：单钓将1番，只听北一张；" in "\n".join(wait._explanation_zh())
    twice = ExerciseModel("[123m1]123m456m789m5p5p")
    line = twice.why_not("连六")
    assert "[123万] 456万 789万的连六" in line and "123万 456万的连六" in line
