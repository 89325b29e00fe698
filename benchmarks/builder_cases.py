"""The hands both hand-builder benchmarks click through (bench_widgets.py headless,
bench_widgets_browser.py in Chromium), and the goal they measure against."""

GOAL_MS = 100  # click -> new total, median

# 13-tile hands and the tile that completes each one; every total changes with self-drawn
CASES = [
    ("[123m1][456p1][789s1]23pCC", "1p"),
    ("[EEE1]123456789m5p", "5p"),
    ("1112345678999m", "9m"),
    ("19m19s19pESWNCFP", "1m"),
    ("22m44s66p88pEECCF", "F"),
    ("[1111m][2222s1]345p678pN", "N"),
    ("123m456m789m234s5p", "5p"),
    ("[EEE1][SSS2]WWWNN11m", "N"),
    ("22233344m234p99p", "4m"),
    ("234m345s456p678s9p", "9p"),
    ("[789m2]12399m456s78s", "6s"),
]
