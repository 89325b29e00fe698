"""The attack strings: what tests/test_attacks.py refuses through every entry point, and
benchmarks/bench_attacks.py times."""

GOOD = "[123m1][456p1][789s1]23pCC1p"

# (name, string, words the error must contain)
STRINGS = [
    ("1 MB", "1" * 1_000_000, "at most 200 characters"),
    ("10 MB", "[" * 10_000_000, "at most 200 characters"),
    ("nested", "[" * 100_000 + "]" * 100_000, "at most 200 characters"),
    ("nested short", "[[[[123m]]]]456p789s23pCC1p", "brackets cannot be nested"),
    ("superscript digit", "[999s²]456p789s23pCC1p", "'²' (U+00B2 SUPERSCRIPT TWO)"),
    ("Arabic-Indic three", "[999s٣]456p789s23pCC1p", "U+0663 ARABIC-INDIC DIGIT THREE"),
    ("Extended Arabic two", "[999s۲]456p789s23pCC1p", "U+06F2"),
    ("fullwidth digit", "１23m456p789s23pCC1p", "U+FF11"),
    ("file separator", "[123m]\x1c456m789s1pEEE1p", "U+001C a control character"),
    ("NUL", "123m\x00456m789s1pEEE1p", "U+0000"),
    ("line break", "123m456m\n789s1pEEE1p", "U+000A"),
    ("right-to-left mark", "123m456m\u200f789s1pEEE1p", "U+200F"),
    ("two melds as one", "[123m]123m]456p789s23pCC", "unexpected character ']'"),
]
