"""What the tests share: the reference calculator's wrapper (oracle), the preset switches, the
shape of the per-family fan tables and their checks (cases), the tables themselves (tables), and
the figure helpers (render). No test module imports another test module; they import from here."""
