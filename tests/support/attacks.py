"""The attack strings: what tests/test_attacks.py refuses through every entry point, and
benchmarks/bench_attacks.py times."""

GOOD = "[123m1][456p1][789s1]23pCC1p"

# (name, string, words the error must contain): a character shown as itself in quotes, one that
# cannot be seen by its code (U+200F), and never by its Unicode name
STRINGS = [
    ("1 MB", "1" * 1_000_000, "at most 200 characters"),
    ("10 MB", "[" * 10_000_000, "at most 200 characters"),
    ("nested", "[" * 100_000 + "]" * 100_000, "at most 200 characters"),
    ("nested short", "[[[[123m]]]]456p789s23pCC1p", "brackets cannot be nested"),
    ("superscript digit", "[999s²]456p789s23pCC1p", "unexpected character '²' (write the digits"),
    ("Arabic-Indic three", "[999s٣]456p789s23pCC1p", "unexpected character '٣'"),
    ("Extended Arabic two", "[999s۲]456p789s23pCC1p", "unexpected character '۲'"),
    ("fullwidth digit", "１23m456p789s23pCC1p", "unexpected character '１'"),
    ("file separator", "[123m]\x1c456m789s1pEEE1p", "U+001C (a control character)"),
    ("NUL", "123m\x00456m789s1pEEE1p", "U+0000 (a control character)"),
    ("line break", "123m456m\n789s1pEEE1p", "U+000A (a control character)"),
    ("right-to-left mark", "123m456m\u200f789s1pEEE1p", "U+200F (an invisible character)"),
    ("two melds as one", "[123m]123m]456p789s23pCC", "unexpected character ']'"),
]
