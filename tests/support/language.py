"""What the tests of the Chinese output share: ``ENGLISH``, two English words in a row (what an
English phrase needs; tile strings such as 123m, [567p2] or WWW PP never hold two lower-case
letters in a row). The ``zh`` fixture (tests/conftest.py) makes mjlib write Chinese for a test."""

import re

ENGLISH = re.compile(r"[A-Za-z]*[a-z]{2}[A-Za-z]*[ ,:-]+[A-Za-z]*[a-z]{2}")
