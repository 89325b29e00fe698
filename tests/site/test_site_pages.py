"""The course site, built from the committed notebooks and opened in Chromium over loopback.

Every page loads without a console error or a failed request, asks nothing of any host but
127.0.0.1, shows every figure (naturalWidth > 0), and shows no answer before a click: every
answer is a closed <details> whose text is not on screen, and a click opens one. Screenshots of
the index and of a family page go to artifacts/site/.
"""

from __future__ import annotations

import re
import sys

import pytest
from bs4 import BeautifulSoup

from mjlib.course import LESSONS

from support_site import ARTIFACTS, ROOT, Watch, chromium, require_browser, static_server

NOTEBOOKS = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]*-*.ipynb"))
FAMILY_PAGE = [x.stem for x in LESSONS if x.family == "chows"][-1] + ".html"  # 04b

ALL_IMAGES_LOADED = """async () => {
  for (const d of document.querySelectorAll('details')) d.open = true;
  const imgs = [...document.images];
  for (const img of imgs) img.loading = 'eager';
  await Promise.all(imgs.map(img => img.decode().catch(() => null)));
  return imgs.map(img => [img.getAttribute('src'), img.complete, img.naturalWidth]);
}"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_site
    finally:
        sys.path.pop(0)
    out = tmp_path_factory.mktemp("site") / "site"
    build_site.build(out)
    return out


def test_one_page_per_notebook_and_an_index(site):
    assert sorted(p.stem for p in site.glob("*.html")) == sorted(NOTEBOOKS + ["index"])
    index = BeautifulSoup((site / "index.html").read_text(encoding="utf-8"), "html.parser")
    linked = [a["href"] for a in index.select("div.course a")]
    assert linked == [f"{stem}.html" for stem in NOTEBOOKS]
    times = [tr.find_all("td")[-1].get_text() for tr in index.select("div.course tbody tr")]
    assert all(re.match(r"\d+ min", t) for t in times), times
    assert "make app" in index.select_one("div.teachers").get_text()
    assert "this page" not in index.select_one("div.course").get_text()  # the index is no lesson


def printed_totals(text: str) -> set:
    """(hand, total) of every printed result in a page's text."""
    found, hand = set(), None
    for line in text.split("\n"):
        if m := re.match(r"^(\S+)\s+\((green-book|common-practice)\)$", line):
            hand = m.group(1)
        elif hand and (t := re.match(r"^\s*(\d+)\s+total$", line)):
            found.add((hand, t.group(1)))
            hand = None
    return found


def test_figures_say_what_they_show_and_give_only_printed_totals(site):
    described = 0
    for stem in NOTEBOOKS:
        soup = BeautifulSoup((site / f"{stem}.html").read_text(encoding="utf-8"), "html.parser")
        totals = printed_totals(soup.get_text("\n"))
        for img in soup.select("div.output > img"):
            alt = img["alt"]
            assert alt.startswith(("drawn ", "no-repeat map")), (stem, alt)
            if m := re.match(r"drawn \w+: ([^,\s]+)\b.*, (\d+) fans?\b", alt):
                assert (m.group(1), m.group(2)) in totals, (stem, alt)
                described += 1
    assert described > 50


def test_every_page_in_chromium(site):
    require_browser()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pages = ["index.html"] + [f"{stem}.html" for stem in NOTEBOOKS]
    answers_seen = 0
    with static_server(site) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": 1100, "height": 1400})
        watch = Watch(page)
        for name in pages:
            watch.reset()
            page.goto(f"{base}/{name}", wait_until="load")
            details = page.locator("details.answer")
            n = details.count()
            answers_seen += n
            # before any click: every answer closed, its body not on screen
            for i in range(n):
                d = details.nth(i)
                assert d.get_attribute("open") is None, f"{name}: answer {i} is open"
                assert not d.locator(".answer-body").is_visible(), f"{name}: answer {i} visible"
            if n:  # the text a click reveals was not on the page before it
                before = page.evaluate("document.body.innerText")
                details.first.locator("summary").click()
                assert details.first.get_attribute("open") is not None
                body = details.first.locator(".answer-body")
                assert body.is_visible()
                shown = body.inner_text().strip()
                assert shown and shown in page.evaluate("document.body.innerText")
                assert shown not in before, f"{name}: the first answer was readable before a click"
            if name in ("index.html", FAMILY_PAGE):
                page.screenshot(path=str(ARTIFACTS / name.replace(".html", ".png")))
            images = page.evaluate(ALL_IMAGES_LOADED)
            broken = [src for src, complete, width in images if not (complete and width > 0)]
            assert not broken, f"{name}: figures that did not load: {broken}"
            if name != "index.html" and not name.startswith("00-"):
                assert images, f"{name} shows no figure"
            page.wait_for_load_state("networkidle")
            assert not watch.problems(), f"{name}: {watch.problems()}"
    assert answers_seen > 0
