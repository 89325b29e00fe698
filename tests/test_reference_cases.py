"""The reference calculator's own results (tests/data/reference_cases.json) under common practice."""

import json
from pathlib import Path

import pytest

import mjlib
from tests.support.results import counted

DATA = json.loads((Path(__file__).parent / "data" / "reference_cases.json").read_text(encoding="utf-8"))

# Input the reference accepts silently but mjlib refuses, with the words the error must use.
REFUSED = {
    "[234s][234s][234s][234s]6s6s": "和绝张 says the winning 6s is its last copy",
    "[123m8]345p678s234pNN": "bad offer digit 8",   # the reference's digit 8 quirk
    "[111m4]345p678s234pNN": "bad offer digit 4",
    "111222333444555m": "found 15",                 # the reference drops the fifteenth tile
}
# ... and input refused for its win context: a robbed kong's tile was never discarded, so it is not
# the game's last discard (open question R15)
REFUSED_CONTEXT = {("[123m]345p678s99p23s4s", "about_kong wall_last"): "海底捞月 .* and 抢杠和 .* cannot both be"}


@pytest.mark.parametrize("case", DATA["cases"], ids=lambda c: c["hand"])
def test_common_practice_matches_reference(case):
    words = REFUSED.get(case["hand"]) or REFUSED_CONTEXT.get(
        (case["hand"], " ".join(sorted(k for k, v in case["flags"].items() if v is True))))
    if words:
        with pytest.raises(mjlib.HandError, match=words):
            mjlib.score(case["hand"], rules="common-practice", **case["flags"])
        return
    r = mjlib.score(case["hand"], rules="common-practice", **case["flags"])
    assert counted(r) == case["fans"]
    assert r.total == case["total"]
