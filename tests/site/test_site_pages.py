"""The course site, built from the committed notebooks and opened in Chromium over loopback.

Every page of both editions loads without a console error or a failed request, asks nothing of
any host but 127.0.0.1, shows every figure (naturalWidth > 0), and shows no answer before a
click: every answer is a closed <details> whose text is not on screen, and a click opens one.
Each page's language link lands on its twin, which links back; the Chinese index lists exactly
the bilingual lessons. Screenshots of the index, of a family page, of the Chinese index and of a
Chinese lesson go to artifacts/site/.

The Chinese edition is that of the lessons mjlib/course/course.json marks bilingual (notebooks/zh/).
"""

from __future__ import annotations

import re
import shutil
import sys

import nbformat
import pytest
from bs4 import BeautifulSoup

from mjlib.course.lessons import LESSONS

from tests.site.support_site import (ARTIFACTS, ROOT, Watch, chromium,
                                     require_browser, static_server)

NOTEBOOKS = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]*-*.ipynb"))
FAMILY_PAGE = [x.stem for x in LESSONS if x.family == "chows"][-1] + ".html"  # 04b
COURSE = list(LESSONS)
NOTEBOOKS_DIR = ROOT / "notebooks"
CHINESE = [x.stem for x in COURSE if x.bilingual]
CHINESE_PAGES = ["zh/index.html"] + [f"zh/{stem}.html" for stem in CHINESE]
# the Chinese lesson whose page is photographed: a family's, else the first
CHINESE_SHOT = next((x.stem for x in COURSE if x.bilingual and x.family), CHINESE[0]) + ".html"

ALL_IMAGES_LOADED = """async () => {
  for (const d of document.querySelectorAll('details')) d.open = true;
  const imgs = [...document.images];
  for (const img of imgs) img.loading = 'eager';
  await Promise.all(imgs.map(img => img.decode().catch(() => null)));
  return imgs.map(img => [img.getAttribute('src'), img.complete, img.naturalWidth]);
}"""


def settle(page) -> None:
    """Wait until a page's live exercises and tools have loaded their Python (or said why not):
    leaving a page sooner cancels its requests, and its static answers are hidden only then."""
    if page.locator('[data-mj="exercise"], [data-mj="question"]').count():  # lesson 01: questions
        page.wait_for_selector("html[data-mj-live]", timeout=120_000)
        assert page.evaluate("document.documentElement.dataset.mjLive") == "ready"
    if page.locator('[data-mj="builder"], [data-mj="fan-picker"]').count():  # the live tools
        page.wait_for_selector("html[data-mj-tools]", timeout=120_000)
        assert page.evaluate("document.documentElement.dataset.mjTools") == "ready"
        page.evaluate(FACES_LOADED)  # the figures they drew: their tile faces loaded


# Every tile face a live tool's figures show (a background image of the style sheet), loaded.
FACES_LOADED = """async () => {
  const urls = new Set(Array.from(document.querySelectorAll('.mj-face'),
    e => (getComputedStyle(e).backgroundImage.match(/url\\("?([^")]+)"?\\)/) || [])[1])
    .filter(Boolean));
  await Promise.all(Array.from(urls, u => new Promise(done => {
    const i = new Image(); i.onload = i.onerror = done; i.src = u; })));
}"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    from scripts import build_site
    src = tmp_path_factory.mktemp("notebooks")
    for path in (ROOT / "notebooks").glob("*.ipynb"):
        shutil.copy(path, src / path.name)
    (src / "zh").mkdir()
    for stem in CHINESE:
        shutil.copy(ROOT / "notebooks" / "zh" / f"{stem}.ipynb", src / "zh")
    out = tmp_path_factory.mktemp("site") / "site"
    build_site.build(out, src, COURSE, runtime=True)  # the live exercises load their Python
    return out


def test_one_page_per_notebook_and_an_index(site):
    assert sorted(p.stem for p in site.glob("*.html")) == sorted(NOTEBOOKS + ["index", "sheet"])
    index = BeautifulSoup((site / "index.html").read_text(encoding="utf-8"), "html.parser")
    linked = [a["href"] for a in index.select("div.course a")]
    assert linked == [f"{stem}.html" for stem in NOTEBOOKS]
    times = [tr.find_all("td")[-1].get_text() for tr in index.select("div.course tbody tr")]
    assert all(re.match(r"\d+ min", t) for t in times), times
    assert "make app" in index.select_one("div.teachers").get_text()
    assert "this page" not in index.select_one("div.course").get_text()  # the index is no lesson


RESULT_ALT = re.compile(r"drawn (?:result|readings|combinations): (\S+), (.*), (\d+) fans?"
                        r"(, common-practice)?$")
CONTEXT_WORDS = {"self-drawn": {"self_drawn": True}, "won on a discard": {},
                 "last tile": {"fourth_tile": True}, "kong": {"about_kong": True},
                 "last of the wall": {"wall_last": True}}


def rescored_total(alt: str) -> tuple[str, int] | None:
    """The total the hand a result figure's text names has when scored again as the text says
    it was won (None for a figure of no result)."""
    import mjlib

    m = RESULT_ALT.match(alt)
    if m is None:
        return None
    keywords: dict = {"rules": "common-practice" if m.group(4) else "green-book"}
    for words in re.split(r", (?!prevalent)", m.group(2)):
        if w := re.fullmatch(r"seat wind (\w), prevalent wind (\w)", words):
            keywords.update(seat_wind=w.group(1), prevalent_wind=w.group(2))
        elif w := re.fullmatch(r"(\d) flowers?", words):
            keywords["flowers"] = int(w.group(1))
        else:
            keywords.update(CONTEXT_WORDS[words])
    return m.group(3), mjlib.score(m.group(1), **keywords).total


def test_figures_say_what_they_show_and_their_totals_are_the_hands(site):
    """Each figure's text says what it draws; a result's names the hand, how it was won and its
    total, which the hand so won scores."""
    described = 0
    for stem in sorted(NOTEBOOKS):
        soup = BeautifulSoup((site / f"{stem}.html").read_text(encoding="utf-8"), "html.parser")
        for img in soup.select("div.output > img"):
            alt = img["alt"]
            assert alt.startswith(("drawn ", "no-repeat map")), (stem, alt)
            if (found := rescored_total(alt)) is not None:
                assert int(found[0]) == found[1], (stem, alt, found[1])
                described += 1
    assert described > 5


def test_figures_of_a_chinese_page_say_what_they_show_in_chinese(site):
    """The figures of a Chinese page say in Chinese what the English page's figures say: the
    same hands and totals, in the same order."""
    from mjlib.vocabulary import FIGURE
    described = 0
    for stem in sorted(CHINESE):
        pages = [BeautifulSoup((site / folder / f"{stem}.html").read_text(encoding="utf-8"),
                               "html.parser") for folder in (".", "zh")]
        english, chinese = ([img["alt"] for img in p.select("div.output > img")] for p in pages)
        assert len(english) == len(chinese), stem
        for en, zh in zip(english, chinese):
            assert zh.startswith(tuple(w.zh for w in FIGURE.values())) or "不计关系图" in zh, \
                (stem, zh)
            assert not re.search(r"[A-Za-z]{3,} [A-Za-z]{3,}", zh), (stem, zh)  # no English
            if m := re.match(r"[算拆组][番法合]图：([^，\s]+).*，(\d+)番", zh):
                assert RESULT_ALT.match(en).group(1, 3) == m.group(1, 2), (stem, en, zh)
                described += 1
    assert described > 5


def draws(page: str) -> bool:
    """Whether the notebook of a lesson's page (``07-x.html``, ``zh/07-x.html``) shows a figure."""
    nb = nbformat.read(NOTEBOOKS_DIR / page.replace(".html", ".ipynb"), as_version=4)
    return any("image/png" in o.get("data", {}) or "<img" in str(o.get("data", {}).get("text/html", ""))
               for c in nb.cells for o in c.get("outputs", []))


def test_every_page_in_chromium(site):
    require_browser()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pages = ["index.html"] + [f"{stem}.html" for stem in NOTEBOOKS] + CHINESE_PAGES
    answers_seen = 0
    with static_server(site) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": 1100, "height": 1400})
        watch = Watch(page)
        for name in pages:
            watch.reset()
            page.goto(f"{base}/{name}", wait_until="load")
            settle(page)
            if name in ("zh/index.html", f"zh/{CHINESE_SHOT}"):  # the top of the page
                page.screenshot(path=str(ARTIFACTS / name.replace("/", "-").replace(".html", ".png")))
            details = page.locator("details.answer")
            n = details.count()
            answers_seen += n
            # before any click: every answer closed, its body not on screen
            for i in range(n):
                d = details.nth(i)
                assert d.get_attribute("open") is None, f"{name}: answer {i} is open"
                assert not d.locator(".answer-body").is_visible(), f"{name}: answer {i} visible"
            # an exercise's static answer is hidden once its form is live: click one in view
            shown_answers = page.locator("details.answer:visible")
            if shown_answers.count():  # the text a click reveals was not on the page before it
                first = shown_answers.first
                before = page.evaluate("document.body.innerText")
                first.locator("summary").click()
                assert first.get_attribute("open") is not None
                body = first.locator(".answer-body")
                assert body.is_visible()
                shown = body.inner_text().strip()
                assert shown and shown in page.evaluate("document.body.innerText")
                assert shown not in before, f"{name}: the first answer was readable before a click"
            if name in ("index.html", FAMILY_PAGE):
                page.screenshot(path=str(ARTIFACTS / name.replace(".html", ".png")))
            images = page.evaluate(ALL_IMAGES_LOADED)
            broken = [src for src, complete, width in images if not (complete and width > 0)]
            assert not broken, f"{name}: figures that did not load: {broken}"
            if not name.endswith("index.html") and draws(name):
                assert images, f"{name} shows no figure"
            page.wait_for_load_state("networkidle")
            assert not watch.problems(), f"{name}: {watch.problems()}"
    assert answers_seen > 0


def test_the_chinese_index_lists_exactly_the_bilingual_lessons(site):
    index = soup_of(site, "zh/index.html")
    rows = index.select("div.course tbody tr")
    assert [r.find("a")["href"] for r in rows] == [f"{stem}.html" for stem in CHINESE]
    titles = [soup_of(site, f"zh/{stem}.html").h1.get_text().rstrip("¶") for stem in CHINESE]
    assert [r.find("a").get_text() for r in rows] == titles
    times = {x.stem: x.time_zh for x in COURSE}
    assert [r.find_all("td")[-1].get_text() for r in rows] == [times[s] for s in CHINESE]
    assert sorted(p.name for p in (site / "zh").glob("*.html")) == \
        sorted(["index.html", "sheet.html"] + [f"{stem}.html" for stem in CHINESE])


LANGUAGE_LINK = "() => { const a = document.querySelector('header a.language'); " \
                "return a && [a.getAttribute('href'), a.textContent]; }"


def test_each_pages_language_link_lands_on_its_twin_in_chromium(site):
    from urllib.parse import urlparse

    require_browser()
    english = ["index.html"] + [f"{stem}.html" for stem in NOTEBOOKS]
    twins = {"index.html": "zh/index.html", **{f"{s}.html": f"zh/{s}.html" for s in CHINESE}}
    twins.update({zh: en for en, zh in list(twins.items())})
    with static_server(site) as base, chromium() as browser:
        page = browser.new_page()
        watch = Watch(page)
        for name in english + CHINESE_PAGES:
            # each page settles before the next: leaving it sooner cancels its figures' requests
            page.goto(f"{base}/{name}", wait_until="networkidle")
            settle(page)
            link = page.evaluate(LANGUAGE_LINK)
            if name not in twins:
                assert link is None, f"{name} links a Chinese page it has not: {link}"
                continue
            assert link is not None, f"{name}: no link to its twin"
            assert link[1] == ("中文" if name in english else "English"), (name, link)
            with page.expect_navigation(wait_until="networkidle"):
                page.click("header a.language")
            settle(page)
            assert urlparse(page.url).path.lstrip("/") == twins[name], (name, page.url)
            lang = page.evaluate("document.documentElement.lang")
            assert lang == ("zh-CN" if name in english else "en"), (name, lang)
            back = page.evaluate(LANGUAGE_LINK)
            assert back is not None and back[1] == ("English" if name in english else "中文")
        page.wait_for_load_state("networkidle")
        assert not watch.problems(), watch.problems()


# ---------------------------------------------------------------------------------------------
# the fan reference: one page, an anchor per fan, linked from every lesson

REFERENCE = next(x.stem for x in LESSONS if x.reference) + ".html"


def soup_of(site, name) -> BeautifulSoup:
    return BeautifulSoup((site / name).read_text(encoding="utf-8"), "html.parser")


def test_the_reference_page_has_an_anchor_per_fan_and_two_indexes(site):
    from mjlib.course.fan_reference import ORDER, by_points

    soup = soup_of(site, REFERENCE)
    for fan in ORDER:
        heading = soup.find(id=fan.zh)
        assert heading is not None and heading.name == "h3", fan.zh
        assert heading.get_text().startswith(f"{fan.zh} {fan.en} ("), heading.get_text()
    for points, _ in by_points():
        assert soup.find(id=f"{points}番").name == "h2"
    linked = [a["href"] for a in soup.select("div.output a") if a["href"].startswith("#")]
    for fan in ORDER:  # each index links every entry: twice at least
        assert linked.count(f"#{fan.zh}") >= 2, fan.zh
    index = soup_of(site, "index.html")
    assert index.select_one(f'p.reference a[href="{REFERENCE}"]')


def test_a_lesson_links_the_first_mention_of_a_fan_to_its_entry(site):
    soup = soup_of(site, "08-score-outside-fans.html")
    links = [a for a in soup.select("div.md a") if a["href"].startswith(REFERENCE + "#")]
    assert [a["href"] for a in links].count(f"{REFERENCE}#全带五") == 1  # the first mention only
    first = soup.select_one(f'div.md a[href="{REFERENCE}#全带五"]')
    assert first.get_text() == "全带五" and first.find_parent(["h1", "h2", "h3", "code"]) is None
    # named in the first paragraph, before the lesson's own section on it
    assert first.find_parent("div", class_="md") is soup.select("div.md")[0]
    for a in links:
        assert a.get_text() == a["href"].split("#")[1]  # a fan's name links its own entry


def test_the_reference_draws_the_lessons_figure_of_the_same_hand(site):
    """The 全带五 example is the lesson's drawn example ([345m1]567m456p555s5p5p): one file,
    shown by both pages; most of the reference's figures are the lessons' own."""
    ref = soup_of(site, REFERENCE)
    entry = ref.find(id="全带五").find_parent("div", class_="md")
    mine = entry.find_next("img")["src"]
    lesson = soup_of(site, "08-score-outside-fans.html")
    section = next(h for h in lesson.find_all("h2") if h.get_text().startswith("全带五 All Fives"))
    assert section.find_next("img")["src"] == mine
    others = {img["src"] for stem in NOTEBOOKS if f"{stem}.html" != REFERENCE
              for img in soup_of(site, f"{stem}.html").find_all("img")}
    drawn = {img["src"] for img in ref.find_all("img")}
    assert len(drawn & others) >= 70, (len(drawn), len(drawn & others))
    files = sorted((site / "img").iterdir())
    assert len({f.read_bytes() for f in files}) == len(files)  # each picture written once


# The target of a link in the page, as the browser finds it: the element whose id is the
# fragment as written, or else the fragment decoded (the HTML standard's two tries).
LINKS = """() => [...document.querySelectorAll('a[href]')].map(a => a.href)"""
TARGETS = """(fragments) => fragments.filter(f => {
  let decoded = f; try { decoded = decodeURIComponent(f); } catch (e) {}
  return !(document.getElementById(f) || document.getElementById(decoded));
})"""


def test_no_link_of_the_site_is_broken_in_chromium(site):
    from urllib.parse import urldefrag, urlparse

    require_browser()
    wanted: dict[str, set[str]] = {}
    with static_server(site) as base, chromium() as browser:
        page = browser.new_page()
        for name in ["index.html"] + [f"{stem}.html" for stem in NOTEBOOKS] + CHINESE_PAGES:
            page.goto(f"{base}/{name}", wait_until="domcontentloaded")
            for href in page.evaluate(LINKS):
                url, fragment = urldefrag(href)
                if not url.startswith(base):  # JupyterLab-only links are none: all are pages
                    raise AssertionError(f"{name}: a link off the site: {href}")
                wanted.setdefault(urlparse(url).path.lstrip("/") or "index.html",
                                  set()).add(fragment)
        assert f"{REFERENCE}" in wanted and len(wanted[REFERENCE]) > 82
        broken = []
        for target, fragments in sorted(wanted.items()):
            response = page.goto(f"{base}/{target}", wait_until="domcontentloaded")
            if response is None or response.status != 200:
                broken.append(f"{target}: HTTP {response and response.status}")
                continue
            missing = page.evaluate(TARGETS, sorted(f for f in fragments if f))
            broken += [f"{target}#{f}" for f in missing]
        assert not broken, broken


ENTRY_SHOTS = {"清龙": "combination", "和绝张": "winning-method", "九莲宝灯": "special-hand"}
ENTRY_BOX = """(id) => {
  const md = document.getElementById(id).closest('div.md');
  let last = md, n = md.nextElementSibling;
  while (n && !(n.matches('div.md') && n.querySelector('h2, h3'))) { last = n; n = n.nextElementSibling; }
  const a = md.getBoundingClientRect(), b = last.getBoundingClientRect();
  return {x: a.left + scrollX, y: a.top + scrollY, width: Math.max(a.width, b.width),
          height: b.bottom - a.top, top: a.top};
}"""


def test_an_entry_opens_at_its_anchor_with_its_figures_in_chromium(site):
    require_browser()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with static_server(site) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": 1100, "height": 1000})
        watch = Watch(page)
        for zh, name in ENTRY_SHOTS.items():
            page.goto(f"{base}/{REFERENCE}#{zh}", wait_until="load")
            assert page.evaluate("decodeURIComponent(location.hash)") == f"#{zh}"
            assert page.evaluate("document.querySelector(':target').id") == zh
            box = page.evaluate(ENTRY_BOX, zh)
            assert abs(box["top"]) < 5  # scrolled to the entry's heading
            images = page.evaluate(ALL_IMAGES_LOADED)
            assert images and all(complete and width > 0 for _, complete, width in images)
            page.screenshot(path=str(ARTIFACTS / f"reference-{name}.png"), full_page=True,
                            clip={k: box[k] for k in ("x", "y", "width", "height")})
        page.wait_for_load_state("networkidle")
        assert not watch.problems(), watch.problems()


# Opened answers and folds, then every element that reaches past the page's right edge outside a
# box that scrolls on its own: none may, or the page scrolls sideways.
PAST_THE_EDGE = """() => {
  for (const d of document.querySelectorAll('details')) d.open = true;
  const width = document.documentElement.clientWidth, out = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.right <= width + 1) continue;
    let p = e.parentElement, boxed = false;
    for (; p; p = p.parentElement)
      if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) { boxed = true; break; }
    if (!boxed) out.push(`${e.tagName.toLowerCase()}.${e.className} reaches ${Math.round(r.right)} px`);
  }
  return [document.documentElement.scrollWidth, out.slice(0, 5)];
}"""


def test_no_page_scrolls_sideways_on_a_phone_in_chromium(site):
    """At 390x844, with every answer and fold open and the live forms drawn, no page of either
    edition is wider than the screen: wide tables read as one card per row (the glossary, the
    course) or scroll in their own box, long words in cells break, and an exercise's hand wraps
    (inside a suit too, when one suit is longer than a row)."""
    require_browser()
    pages = ["index.html", "sheet.html"] + [f"{stem}.html" for stem in NOTEBOOKS] + \
        CHINESE_PAGES + ["zh/sheet.html"]
    wide = {}
    with static_server(site) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        for name in pages:
            page.goto(f"{base}/{name}", wait_until="load")
            settle(page)  # the live forms draw the exercise's hand in HTML tiles
            scroll, past = page.evaluate(PAST_THE_EDGE)
            if scroll > 390:
                wide[name] = (scroll, past)
    assert not wide, f"pages wider than a phone: {wide}"


# Each figure of mjlib on a page (a picture followed by its HTML face, or a picture alone) that
# the page shows (an exercise's static answer is hidden once its form is live), as the reader sees
# it: whether the picture and the face show, the face's tiles' narrowest width, and the right edge
# of the face and its tiles.
FIGURES = """() => {
  for (const d of document.querySelectorAll('details')) d.open = true;
  const shown = e => !!e && e.getBoundingClientRect().width > 0;
  return [...document.querySelectorAll('div.output > img, .mjlib-answer > img')]
    .filter(img => shown(img.parentElement)).map(img => {
    const face = img.parentElement.querySelector(':scope > .mj-figure-narrow');
    const tiles = face ? [...face.querySelectorAll('.mj-fig-tile')].map(t => t.getBoundingClientRect()) : [];
    const right = Math.max(face ? face.getBoundingClientRect().right : 0, ...tiles.map(t => t.right));
    return {alt: img.alt, picture: shown(img), face: shown(face), kind: face ? face.className : '',
            tiles: tiles.length, narrowest: tiles.length ? Math.min(...tiles.map(t => t.width)) : 0,
            right: right};
  });
}"""


def test_every_figure_is_a_picture_on_a_laptop_and_html_with_tiles_of_28_px_on_a_phone(site):
    """Every drawn figure of every page of both editions (results, hands, readings, fans between
    sets, family maps, tiles; a worked example's or an answer's) shows its picture at 1280 px
    and, at 390 px, mjlib's HTML face of it instead: within the page, its tiles at least 28 px
    wide (a family map draws fans, no tiles). Screenshots of one page of each kind go to
    artifacts/site/figures-*.png."""
    require_browser()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pages = [f"{stem}.html" for stem in NOTEBOOKS] + [f"zh/{stem}.html" for stem in CHINESE]
    shots = {"mj-narrow-readings": None, "mj-narrow-combinations": None,
             "mj-narrow-family-map": None, "mj-narrow-tiles": None}
    bad, seen = [], 0
    with static_server(site) as base, chromium() as browser:
        for size, (width, height) in {"phone": (390, 844), "laptop": (1920, 1080)}.items():
            page = browser.new_page(viewport={"width": width, "height": height})
            for name in pages:
                page.goto(f"{base}/{name}", wait_until="load")
                settle(page)
                for f in page.evaluate(FIGURES):
                    seen += 1
                    if size == "laptop":
                        ok = f["picture"] and not f["face"]
                    else:
                        ok = (not f["picture"] and f["face"] and f["right"] <= width
                              and (f["narrowest"] >= 28 or
                                   (f["tiles"] == 0 and "mj-narrow-family-map" in f["kind"])))
                    if not ok:
                        bad.append((size, name, f))
                    kind = next((k for k in shots if k in f["kind"]), None)
                    if kind and ok and size == "phone" and shots[kind] is None:
                        shots[kind] = name
            for kind, name in shots.items():  # the first face of each kind, in both languages
                if name is None:
                    continue
                for lang, path in (("en", name.removeprefix("zh/")), ("zh", "zh/" + name.removeprefix("zh/"))):
                    if lang == "zh" and name.removeprefix("zh/") not in {f"{s}.html" for s in CHINESE}:
                        continue
                    page.goto(f"{base}/{path}", wait_until="load")
                    page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
                    box = page.locator(f"div.output:has(> .{kind})").first
                    box.scroll_into_view_if_needed()
                    page.wait_for_timeout(300)
                    page.screenshot(path=str(ARTIFACTS / f"figures-{kind.removeprefix('mj-narrow-')}"
                                                         f"-{lang}-{size}.png"))
            page.close()
    assert seen and not bad, bad[:8]
    assert all(shots.values()), shots
