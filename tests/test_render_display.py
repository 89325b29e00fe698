"""Rich display in Jupyter, the font switch, the gallery, and what the project installs for it."""

import base64
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from tests.support.render import font_mode, render, score  # noqa: F401

import mjlib
from mjlib.render import fonts, gallery
from mjlib.render.display import hand_html, hand_png, register, result_html, result_png

pytestmark = pytest.mark.filterwarnings("error")
ROOT = Path(__file__).resolve().parent.parent


def embedded_png(html: str) -> bytes:
    found = re.findall(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', html)
    assert len(found) == 1
    png = base64.b64decode(found[0])
    assert png.startswith(b"\x89PNG")
    return png


def no_external_resources(html: str) -> None:
    assert "http:" not in html and "https:" not in html and "<script" not in html
    assert "href=" not in html and "@import" not in html


def test_hand_shows_itself(font_mode):
    hand = mjlib.parse("[123m2][456p3][8888s6]E789mE")
    html = hand_html(hand)
    no_external_resources(html)
    assert embedded_png(html) == hand_png(hand)
    for text in ("吃 · 上家", "chow, tile 2 claimed from left", "加杠 · 对家", "added kong",
                 "手牌", "standing tiles", "和张", "winning tile", "八条", "东"):
        assert text in html
    assert "<code>[8888s6]</code>" in html


def test_a_waiting_hand_lists_its_waits():
    html = hand_html(mjlib.parse("1112345678999m"))
    assert "听牌" in html and "waits on 9 tiles" in html and "<code>123456789m</code>" in html


def test_result_shows_itself(font_mode):
    r = score("regular")
    html = result_html(r)
    no_external_resources(html)
    assert embedded_png(html) == result_png(r)
    for f in r.fans:
        assert f.fan.zh in html and f.fan.en in html
    for e in r.excluded:  # struck through, with the principle in both languages and the cause
        assert f"<s>{e.fan.zh}</s>" in html and f"<s>{e.fan.en}</s>" in html
        assert f"{e.principle.zh} {e.principle.en}" in html
        assert e.by.zh in html and e.reason_zh in html
    assert "<b>9</b>" in html  # the total
    assert "reaches the 8-fan minimum" in html
    flowers = result_html(score("added-kong-flowers"))
    assert "(3 + 3 花 flowers)" in flowers and "short of the 8-fan minimum" in flowers


def test_result_table_is_chinese_and_english_whatever_the_font():
    old = fonts.use_cjk(False)
    try:
        r = score("high-versus-low")
        html = result_html(r)
        assert "一色三同顺" in html and "Pure Triple Chow" in html
        assert "就高不就低 high-versus-low" in html and "the chosen reading" in html
    finally:
        fonts.use_cjk(old)


def test_the_picture_is_drawn_once():
    r = score("four-melds")
    first = result_png(r)
    assert result_png(r) is first  # the HTML and the PNG share one drawing
    assert embedded_png(result_html(r)) == first


def test_hands_and_results_show_as_pictures_once_the_render_package_is_loaded():
    from IPython.core.interactiveshell import InteractiveShell

    ip = InteractiveShell.instance()
    hand, r = mjlib.parse("1112345678999m1m"), score("regular")
    assert register(ip) is True
    data, _ = ip.display_formatter.format(hand)
    assert data["text/html"] == hand_html(hand) and data["image/png"] == hand_png(hand)
    data, _ = ip.display_formatter.format(r)
    assert data["text/html"] == result_html(r) and "text/plain" in data


def test_the_extension_registers_the_same_formatters():
    from IPython.core.interactiveshell import InteractiveShell

    ip = InteractiveShell.instance()
    for mime in ("text/html", "image/png"):
        ip.display_formatter.formatters[mime].pop(mjlib.Hand, None)
    ip.run_line_magic("load_ext", "mjlib.render")
    assert "text/html" in ip.display_formatter.format(mjlib.parse("1112345678999m1m"))[0]


def test_the_result_picture_is_the_reading(font_mode):
    from mjlib.render import draw_result
    from tests.support.render import gids, texts_with_gid

    fig = draw_result(score("regular"), ledger=False)
    render(fig)
    assert texts_with_gid(fig, "tag:") == ["A", "B", "C", "D", "E"]
    assert not gids(fig, "counted:") and not gids(fig, "excluded:")


def test_the_switch(monkeypatch):
    old = fonts.use_cjk(None)
    try:
        monkeypatch.setenv("MJLIB_NO_CJK", "1")
        assert fonts.cjk() is False
        assert fonts.family() == ["DejaVu Sans"]
        monkeypatch.setenv("MJLIB_NO_CJK", "0")
        assert fonts.cjk() is (fonts.cjk_font() is not None)
        assert fonts.use_cjk(False) is None
        assert fonts.cjk() is False
        monkeypatch.setattr(fonts, "cjk_font", lambda: None)
        with pytest.raises(RuntimeError, match="no CJK font"):
            fonts.use_cjk(True)
        fonts.use_cjk(None)
        assert fonts.cjk() is False  # automatic, and no font
    finally:
        fonts.use_cjk(old)


def test_the_cjk_font_covers_every_character():
    name = fonts.cjk_font()
    if name is None:
        pytest.skip("no CJK font found on this machine (Debian: apt-get install fonts-wqy-microhei)")
    from matplotlib.font_manager import FontProperties, findfont
    from matplotlib.ft2font import FT2Font

    path = findfont(FontProperties(family=name), fallback_to_default=False)
    charmap = FT2Font(path).get_charmap()
    need = fonts._required_chars()
    assert "万" in need and "套" in need and "骰" not in need
    assert all(ord(c) in charmap for c in need)


def test_an_unreadable_font_file_is_passed_over(tmp_path):
    bad = tmp_path / "wqy-fake.ttf"
    bad.write_bytes(b"not a font")
    assert fonts._covers(str(bad), "万") is False


def test_gallery_writes_every_figure(tmp_path, monkeypatch):
    assert {f for f, _ in gallery.MAPS} == set(gallery_families())
    monkeypatch.setattr(gallery, "EXAMPLES", gallery.EXAMPLES[13:14])  # count-once only
    monkeypatch.setattr(gallery, "MAPS", (("honors", "green-book"), ("pungs", "common-practice")))
    assert gallery.main([str(tmp_path)]) == 0
    for folder in (tmp_path, tmp_path / "ascii"):
        names = sorted(p.name for p in folder.glob("*.png"))
        assert names == sorted([f"principle-count-once-{f}.png" for f in gallery.FIGURES]
                               + ["map-honors.png", "map-pungs-common-practice.png"])
        assert all((folder / n).read_bytes().startswith(b"\x89PNG") for n in names)


def gallery_families():
    from mjlib import FAMILIES

    return FAMILIES


def test_gallery_examples_show_what_they_say():
    seen = set()
    for stem, hand, kw, _ in gallery.EXAMPLES:
        r = mjlib.score(hand, **kw)
        seen |= {e.principle.id for e in r.excluded}
        if stem.startswith("family-"):
            family = stem.split("-", 1)[1]
            assert any(f.fan.family == family for f in r.fans), stem
    assert seen >= {"no-repeat", "no-split", "non-identical", "high-versus-low", "count-once"}
    shapes = {mjlib.score(h, **kw).reading.shape for _, h, kw, _ in gallery.EXAMPLES}
    assert shapes == {"regular", "seven_pairs", "thirteen_orphans", "honors_knitted",
                      "knitted_straight"}
    assert any(kw.get("flowers") for _, _, kw, _ in gallery.EXAMPLES)


def test_gallery_command_line_help():
    out = subprocess.run([sys.executable, "-m", "mjlib.render.gallery", "--help"],
                         capture_output=True, text=True, check=True).stdout
    assert "OUTDIR" in out.upper()


def test_the_project_installs_matplotlib_and_the_font():
    pyproject = (ROOT / "pyproject.toml").read_text()
    deps = pyproject.split("render = [", 1)[1].split("]", 1)[0]
    assert '"matplotlib>=3.7"' in deps
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    assert "matplotlib>=3.7" in [d for d in env["dependencies"] if isinstance(d, str)]
    ci = (ROOT / ".ci" / "run").read_text()
    assert "set -euo pipefail" in ci
    assert "apt-get install -y -qq fonts-wqy-microhei" in ci
    assert ci.index("fonts-wqy-microhei") < ci.rindex("\nmake test")


def test_no_machine_paths_in_the_render_package():
    for path in (ROOT / "mjlib" / "render").glob("*.py"):
        text = path.read_text()
        assert "/work/" not in text and "/tmp/" not in text and "/root/" not in text, path.name


def test_a_font_file_on_disk_is_found_and_registered(monkeypatch):
    """Fonts installed after matplotlib built its cache: found by file and registered."""
    if fonts.cjk_font() is None:
        pytest.skip("no CJK font found on this machine (Debian: apt-get install fonts-wqy-microhei)")
    files = fonts._files_on_disk()
    assert files, "a CJK font is there but no file of it was found"
    monkeypatch.setattr(fonts, "CANDIDATES", ())
    fonts.cjk_font.cache_clear()
    try:
        name = fonts.cjk_font()
        assert name is not None
        from matplotlib.font_manager import FontProperties, findfont

        assert findfont(FontProperties(family=name), fallback_to_default=False)
    finally:
        monkeypatch.undo()
        fonts.cjk_font.cache_clear()
        fonts.cjk_font()


SVG_OF_A_RESULT = """
import matplotlib
matplotlib.use("Agg")
import mjlib
from mjlib.render import draw_result, fonts
from mjlib.render.canvas import to_svg
fonts.use_cjk(True)
print(to_svg(draw_result(mjlib.score("[123m1][456p1][789s1]23pCC1p"))))
"""


@pytest.mark.skipif(not fonts.cjk_font(), reason="no CJK font: nothing is drawn bold in Chinese")
def test_an_svg_leaves_its_text_and_bold_chinese_to_the_browser():
    """The SVG the hand builder sends keeps every word as text, bold Chinese too (asked for in
    bold, not written out as outlines), its tiles as pictures, and says nothing on stderr
    about the bold face the CJK font lacks (a fresh interpreter: matplotlib says it once)."""
    run = subprocess.run([sys.executable, "-c", SVG_OF_A_RESULT], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""
    svg = run.stdout
    heading = re.search(r'<text style="([^"]*)"[^>]*>计入 counted</text>', svg)
    assert heading and "font-weight: 700" in heading.group(1)
    assert re.search(r"<text[^>]*>合计 total</text>", svg)  # bold as well
    images = re.findall(r"<image [^>]*>", svg)
    assert len(images) == 14  # one picture per tile, each in the file
    assert all('xlink:href="data:image/png;base64,' in i for i in images)
