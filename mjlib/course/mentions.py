"""Where a text names a fan: the Chinese names of the fans found in it, each where it stands.

A name inside a longer name is not a mention of the shorter one: 连七对 is not 七对, 双暗杠 is
not 暗杠, and 七对系列 (the family) is not the fan 七对. So the names are matched longest first,
the names of the families among them, and a family's name names no fan.

>>> [(f.zh, start) for start, end, f in mentions("连七对 holds 七对; 七对系列 is a family")]
[('连七对', 0), ('七对', 10)]
>>> [f.zh for f in fans_named("双暗杠 or 暗杠 twice, and 明暗杠")]
['双暗杠', '暗杠', '明暗杠']
"""

from __future__ import annotations

import re

from ..errors import HandError, shown, shown_zh
from ..fans import BY_ZH, FAMILIES, Fan

_FAMILY_NAMES = {names.zh for names in FAMILIES.values()}
_NAMES = re.compile("|".join(re.escape(name) for name in sorted(
    set(BY_ZH) | _FAMILY_NAMES, key=lambda s: (-len(s), s))))


def mentions(text: str) -> list[tuple[int, int, Fan]]:
    """(start, end, fan) of each fan named in ``text``, in order."""
    if not isinstance(text, str):
        raise HandError(f"mentions are looked for in a text, not {shown(text)}",
                        zh=f"只能在文字中查找番名，不能是 {shown_zh(text)}")
    return [(m.start(), m.end(), BY_ZH[m.group()]) for m in _NAMES.finditer(text)
            if m.group() in BY_ZH]


def fans_named(text: str) -> list[Fan]:
    """The fans ``text`` names, each once, in the order of their first mention."""
    out: list[Fan] = []
    for _, _, fan in mentions(text):
        if fan not in out:
            out.append(fan)
    return out
