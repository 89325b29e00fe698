"""The site's live tools in Chromium: the hand builder (the sandbox page) and the fan picker (the
fan reference page), mjlib running in the page (Pyodide from the site's own py/), served on
127.0.0.1 with every other request aborted.

In English and in Chinese, at phone (390×844) and projector (1920×1080) size: a hand built by
tapping the palette scores what mjlib scores here, a hand typed (in Chinese on the Chinese page)
too; an impossible hand gets mjlib's HandError text beside the box, which keeps what was typed;
the discarder brings who pays what; the waits and both presets show; the fan picker shows the
fan picked. At phone size nothing scrolls sideways, tiles are at least 28 px wide and every
button is whole and at least 44 px tall. On the sandbox's exercise, a wrong try brings the Hint
button and the answer says who pays what. No request leaves 127.0.0.1 and no script fails.
Screenshots go to artifacts/site/tools-*.png.
"""

from __future__ import annotations

import json

import pytest

from mjlib import score
from mjlib.course.lessons import LESSONS
from mjlib.errors import HandError
from mjlib.practice.exercise import ExerciseModel
from mjlib.hand import read
from mjlib.course.fan_reference import entry_heading
from mjlib.vocabulary import writing

from tests.site.support_site import live_site as build_live_site, ARTIFACTS, Watch, chromium, static_server

SANDBOX, REFERENCE = "12-sandbox", "13-fan-reference"
SIZES = {"phone": (390, 844), "projector": (1920, 1080)}
TAPPED = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p", "5s", "5s"]
TYPED = {"en": ("[123m1][456p1][789s1]23pCC1p", "[123m][456p][789s]23pCC1p"),
         "zh": ("[123万1][456饼1][789条1]23饼中中1饼", "[123m][456p][789s]23pCC1p")}
BAD = "11111m"


@pytest.fixture(scope="module")
def tools_site(tmp_path_factory):
    """The start page, the sandbox and the fan reference in both languages, with py/."""
    out = build_live_site(tmp_path_factory, (LESSONS[0].stem, SANDBOX, REFERENCE))
    return out


def opened(browser, base, stem, lang, size):
    width, height = SIZES[size]
    page = browser.new_page(viewport={"width": width, "height": height})
    watch = Watch(page)
    page.goto(f"{base}/{'' if lang == 'en' else 'zh/'}{stem}.html", wait_until="domcontentloaded")
    page.wait_for_selector("html[data-mj-tools]", timeout=120_000)
    assert page.evaluate("document.documentElement.dataset.mjTools") == "ready"
    return page, watch


def phone_first(page, root, width):
    """Nothing sideways; every visible button of ``root`` whole and at least 44 px tall; every
    tile at least 28 px wide."""
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    buttons = [b for b in root.locator("button").all() if b.is_visible()]
    assert buttons
    for button in buttons:
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= width, \
            (button.get_attribute("data-tile") or button.inner_text(), box)
    for tile in root.locator(".mj-tile, .mj-fig-tile").all():
        if tile.is_visible():
            assert tile.bounding_box()["width"] >= 28, tile.get_attribute("class")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_builder_builds_a_hand_in_the_page(tools_site, lang, size):
    width, _ = SIZES[size]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with static_server(tools_site) as base, chromium() as browser:
        page, watch = opened(browser, base, SANDBOX, lang, size)
        tool = page.locator('[data-mj="builder"]')
        tool.scroll_into_view_if_needed()
        # the first example is there at once; the others are in the list
        examples = tool.locator('select[data-mj="examples"] option')
        assert examples.count() == 10 and tool.locator('[data-mj="figure"] .mj-figure-html').count()
        page.screenshot(path=str(ARTIFACTS / f"tools-builder-{lang}-{size}.png"))

        # tapped tile by tile: the total mjlib gives here
        tool.locator('button[data-mj="clear"]').click()
        for t in TAPPED:
            tool.locator(f'[data-mj="palette"] button[data-tile="{t}"]').click()
        status = tool.locator('[data-mj="builder-status"]')
        want = score("123456789m234p5s5s")
        assert status.get_attribute("data-kind") == "scored"
        assert f"{want.total}" in status.inner_text()
        assert tool.locator('[data-mj="hand"] .mj-tile').count() == 14
        assert tool.locator('[data-mj="palette"] button:disabled').count() == 34  # full: 14 tiles

        # typed (Chinese on the Chinese page): scored; its waits, both presets
        text = tool.locator('input[data-mj="hand-text"]')
        text.fill(TYPED[lang][0])
        tool.locator('button[data-mj="hand-go"]').click()
        assert text.input_value() == TYPED[lang][1]
        r = score(TYPED[lang][1])
        assert str(r.total) in status.inner_text()
        figure = tool.locator('[data-mj="figure"] .mj-figure-html')
        assert figure.locator(".mj-fig-counted").count() == len(r.fans)
        assert tool.locator('[data-mj="waits"] tr[data-wait]').count() == 2  # 1p and 4p
        assert tool.locator('[data-mj="presets"] .mj-preset').count() == 2

        # the discarder given: who pays what, seat by seat
        tool.locator('select[data-mj="discarder"]').select_option("W")
        seats = tool.locator('[data-mj="settlement"] table tr td.num').all_inner_texts()
        paid = r.settlement("W")
        assert seats == [f"{'+' if paid[s] > 0 else ''}{paid[s]}" for s in "ESWN"]

        # self-drawn: the total changes as mjlib says
        tool.locator('input[data-flag="self_drawn"]').check()
        assert str(score(TYPED[lang][1], self_drawn=True).total) in status.inner_text()
        tool.locator('input[data-flag="self_drawn"]').uncheck()

        # impossible: mjlib's words beside the box, what was typed kept, the hand as it was
        text.fill(BAD)
        text.press("Enter")
        with writing(lang):
            with pytest.raises(HandError) as e:
                read(BAD)
            message = str(e.value)
        error = tool.locator('[data-mj="error"][data-field="hand"]')
        assert error.inner_text() == f"⚠ {message}" and "11111m" in message
        assert text.input_value() == BAD and text.get_attribute("aria-invalid") == "true"
        assert str(r.total) in status.inner_text()

        if size == "phone":
            phone_first(page, tool, width)
        tool.locator('[data-mj="palette"]').scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"tools-builder-{lang}-{size}-error.png"))
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        timings = page.evaluate("window.mjToolTimings")
        acts = sorted(timings["acts"])
        print(f"\n{lang} {size}: builder live after {timings['live'] / 1000:.1f} s; a tap or a "
              f"typed hand -> its view: median {acts[len(acts) // 2]:.0f} ms, max {acts[-1]:.0f} "
              f"ms over {len(acts)}")
        assert not watch.problems(), watch.problems()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_fan_picker_shows_the_fan_picked(tools_site, lang, size):
    width, _ = SIZES[size]
    with static_server(tools_site) as base, chromium() as browser:
        page, watch = opened(browser, base, REFERENCE, lang, size)
        tool = page.locator('[data-mj="fan-picker"]')
        tool.scroll_into_view_if_needed()
        shown = tool.locator('[data-mj="entry"]')
        assert shown.get_attribute("data-fan") == "全带五"  # the notebook's FanReference("全带五")
        tool.locator('select[data-mj="fan"]').select_option("九莲宝灯")
        assert shown.get_attribute("data-fan") == "九莲宝灯"
        assert shown.locator("h3").inner_text() == entry_heading("九莲宝灯", lang)
        assert shown.locator(".mj-figure-html").count() >= 1
        page.screenshot(path=str(ARTIFACTS / f"tools-picker-{lang}-{size}.png"))
        if size == "phone":
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            for tile in shown.locator(".mj-fig-tile").all()[:14]:
                assert tile.bounding_box()["width"] >= 28
        assert not watch.problems(), watch.problems()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_sandboxs_exercise_gives_hints_and_the_settlement(tools_site, lang):
    with static_server(tools_site) as base, chromium() as browser:
        page, watch = opened(browser, base, SANDBOX, lang, "phone")
        page.wait_for_selector('html[data-mj-live="ready"]', timeout=120_000)
        ex = page.locator('[data-mj="exercise"]').first
        ex.scroll_into_view_if_needed()
        ex.evaluate("e => e.querySelectorAll('details.mj-group').forEach(d => d.open = true)")
        exercise = ExerciseModel.from_attributes(ex.get_attribute("data-hand"),
                                            ex.get_attribute("data-context"),
                                            lesson=ex.get_attribute("data-lesson"))
        answer = {f.zh for f in exercise.counted}
        # wrong: one fan of the answer left out; the hint says where to look, not what
        left_out = sorted(answer)[0]
        for zh in answer - {left_out}:
            ex.locator(f'input[data-fan="{zh}"]').check()
        ex.locator('button[data-mj="check"]').click()
        assert ex.locator('[data-mj="feedback"]').get_attribute("data-correct") == "false"
        hint = ex.locator('button[data-mj="hint"]')
        assert hint.is_visible() and hint.bounding_box()["height"] >= 44
        hint.click()
        hints = ex.locator('[data-mj="hints"]')
        assert hints.is_visible() and left_out not in hints.inner_text()
        with writing(lang):
            fb = exercise.check(fans={zh: 1 for zh in answer - {left_out}})
            assert hints.locator("li").all_inner_texts() == fb.hints()
        page.screenshot(path=str(ARTIFACTS / f"tools-hint-{lang}-phone.png"))
        ex.locator('button[data-mj="answer"]').click()
        settled = ex.locator(".mjlib-answer tr.mjlib-settlement")
        with writing(lang):
            words = exercise.result.settlement_words()
        assert settled.inner_text().strip() == (words.en if lang == "en" else words.zh)
        assert not watch.problems(), watch.problems()
