"""The per-family fan tables: ``APPLIES`` and ``MUST_NOT`` rows (see support.cases), one module per
family of the package, checked by tests/test_fans.py."""

FAMILIES = ("honors", "chows", "pungs", "pairs", "suits", "outside", "knitted", "winning", "special")
