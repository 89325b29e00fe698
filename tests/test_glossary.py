"""The glossary (mjlib.course.glossary): no term twice, every group has terms, every variant leads to
its term, each term's Chinese is written in CJK, the fans and principles say what the package
says, and the glossary speaks the language mjlib writes (its table headed in Chinese in zh, the
English column marked as English)."""

import re

import pytest
from bs4 import BeautifulSoup

import mjlib
from mjlib.course import glossary as g
from mjlib.fans import BY_ZH as FANS_BY_ZH
from mjlib.course.requirements import needs
from mjlib.vocabulary import Principle

from tests.support.language import ENGLISH  # noqa: E402
TYPED = re.compile(r"green-book|common-practice|\bmjlib[.\w]*(\(\))?")
CJK = re.compile(r"[\u4e00-\u9fff]")



def test_there_are_enough_terms_and_none_twice():
    assert len(g.TERMS) >= 60
    words = [t.zh for t in g.TERMS]
    assert len(words) == len(set(words))
    english = [t.en.lower() for t in g.TERMS]
    assert len(english) == len(set(english))
    variants = [v.word for t in g.TERMS for v in t.variants]
    assert len(variants) == len(set(variants))
    assert not set(variants) & set(words)  # a variant is not another term's own word


def test_every_group_has_terms_and_every_term_a_group():
    assert all(g.in_group(key) for key in g.GROUPS)
    assert {t.group for t in g.TERMS} == set(g.GROUPS)
    assert [t for key in g.GROUPS for t in g.in_group(key)] == sorted(
        g.TERMS, key=lambda t: list(g.GROUPS).index(t.group))  # each group in one run


@pytest.mark.parametrize("term", g.TERMS, ids=lambda t: t.zh)
def test_each_term_is_written_in_cjk_and_means_something_in_both_languages(term):
    assert CJK.search(term.zh) and not re.search(r"[A-Za-z]", term.zh), term.zh
    assert term.en and term.means_en and CJK.search(term.means_zh)
    for text in [term.means_zh] + [v.note_zh for v in term.variants]:
        assert not ENGLISH.search(TYPED.sub("", text)), text
    for v in term.variants:
        assert v.word and v.note_en and CJK.search(v.note_zh), v


def test_every_variant_leads_to_its_term():
    for t in g.TERMS:
        assert g.term(t.zh) is t and g.term(t.en) is t and g.variant(t.zh) is None
        for v in t.variants:
            assert g.term(v.word) is t and g.VARIANTS[v.word] is t and g.variant(v.word) is v


@pytest.mark.parametrize("variant,word", [
    ("九宝莲灯", "九莲宝灯"), ("对对和", "碰碰和"), ("全字", "字一色"), ("国士无双", "十三幺"),
    ("嵌张", "坎张"), ("胡", "和牌"), ("单吊", "单钓将"), ("起和线", "起和番"), ("够八番", "起和番"),
    ("不相同原则", "不得相同"), ("拆分方式", "拆法"), ("放炮", "点炮")])
def test_the_common_variants_are_there(variant, word):
    assert g.term(variant).zh == word


def test_the_glossary_writes_the_rule_texts_words():
    """What a term means is said in the rule text's words, not in the variants it lists."""
    avoided = ("胡", "嵌张", "单吊", "起和线", "够八番", "绿皮书")
    for t in g.TERMS:
        assert not any(w in t.means_zh for w in avoided), (t.zh, t.means_zh)


def test_the_fans_and_principles_say_what_the_package_says():
    fans = g.in_group("fans")
    assert fans and all(t.variants for t in fans)  # a fan is here for its other names
    for t in fans:
        fan = FANS_BY_ZH[t.zh]
        assert (t.en, t.means_en, t.means_zh) == (fan.en,) + tuple(needs(fan))
    principles = {t.zh: t for t in g.in_group("principles")}
    for p in Principle:
        assert principles[p.zh].en == p.en and p.removes_zh in principles[p.zh].means_zh


def test_a_word_the_glossary_does_not_hold_is_refused_in_both_languages(zh):
    with pytest.raises(mjlib.HandError) as e:
        g.term("清一色色")
    assert str(e.value) == "术语表中没有 '清一色色'" and e.value.en == "'清一色色' is not in the glossary"
    with pytest.raises(mjlib.HandError, match="术语表没有"):
        g.in_group("tile")


def test_a_lookup_in_each_language():
    assert g.lookup("嵌张") == ("嵌张 → 坎张 closed wait (what many tools and players print: the "
                              "same fan): waiting only on the middle tile of a chow")
    old = mjlib.use_language("zh")
    try:
        assert g.lookup("嵌张") == "嵌张 → 坎张（许多软件和玩家写作嵌张，是同一个番种）：只听顺子中间的那张"
        assert g.lookup("坎张") == "坎张：只听顺子中间的那张"
        for t in g.TERMS:
            for word in (t.zh,) + tuple(v.word for v in t.variants):
                assert not ENGLISH.search(TYPED.sub("", g.lookup(word))), word
    finally:
        mjlib.use_language(old)


def test_the_table_is_headed_in_the_language_written_and_marks_its_english():
    from mjlib.render.glossary import glossary_html, glossary_text

    en = BeautifulSoup(glossary_html(), "html.parser")
    assert [th.get_text() for th in en.select("th")] == ["Chinese", "English", "meaning",
                                                         "other words"]
    old = mjlib.use_language("zh")
    try:
        html, text = glossary_html(), glossary_text("winning")
    finally:
        mjlib.use_language(old)
    soup = BeautifulSoup(html, "html.parser")
    assert soup.table["lang"] == "zh"
    assert [th.get_text() for th in soup.select("th")] == ["术语", "英文", "释义", "别称与异写"]
    assert [td.get_text() for td in soup.select('td[lang="en"]')] == [t.en for t in g.TERMS]
    assert [td.get_text() for td in soup.select('td[lang="zh"]')] == [t.zh for t in g.TERMS]
    assert "牌与牌组（33）" in soup.get_text()
    for td in soup.select('td[lang="en"]'):
        td.decompose()
    assert not ENGLISH.search(TYPED.sub("", soup.get_text(" ")))  # the rest is Chinese
    assert text.split("\n")[:2] == ["术语 · 英文 · 释义 · 别称与异写", "和牌（17）"]
