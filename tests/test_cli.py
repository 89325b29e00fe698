"""python -m mjlib: the itemised result and the exclusions, Chinese and English side by side."""

import os
import subprocess
import sys

ENGLISH_LOCALE = {k: v for k, v in os.environ.items()
                  if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "MJLIB_LANGUAGE")}


def run(*args, **env):
    return subprocess.run([sys.executable, "-m", "mjlib", *args], capture_output=True, text=True,
                          env={**ENGLISH_LOCALE, **env})


def test_the_command_line_speaks_chinese_in_a_chinese_locale_or_when_asked():
    hand = "[123万1][456饼1][789条1]23饼红中红中1饼"
    for env in ({"LANG": "zh_CN.UTF-8"}, {"LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"},
                {"MJLIB_LANGUAGE": "zh"}):
        out = run(hand, **env).stdout
        assert "合计" in out and "花龙" in out and "Mixed Straight" not in out, (env, out)
    for env in ({}, {"LANG": "en_US.UTF-8"}, {"LANG": "zh_CN.UTF-8", "MJLIB_LANGUAGE": "en"}):
        assert "Mixed Straight" in run(hand, **env).stdout, env
    assert "错误：" in run("123x", LANG="zh_CN.UTF-8").stderr


def test_scores_and_explains():
    p = run("[123m1][456p1][789s1]23pCC1p")
    assert p.returncode == 0
    assert "花龙 Mixed Straight" in p.stdout and "喜相逢 Mixed Double Chow" in p.stdout
    assert "9  total" in p.stdout
    assert "连六 Short Straight: 套算一次 count-once, by 喜相逢 Mixed Double Chow" in p.stdout


def test_flags_and_rules():
    p = run("1133m2288s5577pCC", "--self-drawn", "--rules", "common-practice")
    assert "自摸 Self-Drawn" in p.stdout and "25  total" in p.stdout


def test_waiting_hand_lists_waits():
    assert "waits on: 1m 2m 3m 4m 5m 6m 7m 8m 9m" in run("1112345678999m").stdout


def test_bad_hand_is_a_clear_error():
    p = run("123x")
    assert p.returncode == 2 and p.stdout == ""
    assert "error: unexpected character 'x' (at character 4 of '123x')" in p.stderr


def test_compare_presets_marks_the_differences():
    from mjlib import compare_presets

    text = compare_presets("1133m2288s5577pCC", self_drawn=True)
    lines = text.splitlines()
    assert any(l.split()[:1] == ["不求人"] and l.rstrip().endswith("<- differs") for l in lines)
    assert any(l.split()[:1] == ["七对"] and "differs" not in l for l in lines)
    assert lines[-1].split() == ["total", "28", "25"]


def test_output_that_cannot_be_written_is_one_line_and_exit_1():
    import os

    if not os.path.exists("/dev/full"):
        import pytest

        pytest.skip("no /dev/full on this machine")
    # a score, waits, and the help (which argparse would write without noticing a failure)
    for args in (["[123m1][456p1][789s1]23pCC1p"], ["1112345678999m"], ["--help"]):
        with open("/dev/full", "w") as full:
            p = subprocess.run([sys.executable, "-m", "mjlib", *args], stdout=full,
                               stderr=subprocess.PIPE, text=True)
        assert p.returncode == 1, p.stderr
        assert p.stderr.strip().split("\n") == [
            "error: cannot write the output: No space left on device"]


def test_a_reader_that_stops_early_is_not_an_error():
    p = subprocess.run(f"{sys.executable} -m mjlib '[123m1][456p1][789s1]23pCC1p' | head -1",
                       shell=True, capture_output=True, text=True)
    assert p.stdout.startswith("[123m][456p][789s]23pCC1p") and p.stderr == ""
