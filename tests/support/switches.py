"""The six switches between the presets: which fans each may change, and when it applies."""

SPECIAL = {"七对", "连七对", "十三幺", "九莲宝灯", "七星不靠", "全不靠", "四暗刻"}

SWITCH_FANS = {
    "special_hands_add_fully_concealed": {"不求人", "自摸"},
    "nine_gates_removes_all_terminal_pungs": {"幺九刻"},
    "kongs_add_concealed_kong_fans": {"暗杠", "双暗杠", "双暗刻", "三暗刻"},
    "mixed_kongs_as_two_melded_kongs": {"双明杠", "暗杠", "明暗杠"},
    "two_concealed_kongs_points": {"双暗杠"},
    "all_terminals_keeps_double_pung": {"双同刻"},
}


def _fans(result) -> dict:
    return {c.fan.zh: c.points for c in result.fans}


def switch_applies(name, g, c) -> bool:
    """Whether switch ``name`` can matter for this hand (g, c: green-book and common-practice results)."""
    both = set(_fans(g)) | set(_fans(c))
    if name == "special_hands_add_fully_concealed":
        return g.win.self_drawn and bool(both & SPECIAL)
    if name == "nine_gates_removes_all_terminal_pungs":
        return "九莲宝灯" in both
    if name == "kongs_add_concealed_kong_fans":
        return bool({"三杠", "四杠"} & both) and any(m.concealed for m in g.hand.melds)
    if name == "mixed_kongs_as_two_melded_kongs":
        kongs = [m for m in g.hand.melds if m.is_kong]
        return len(kongs) == 2 and sum(m.concealed for m in kongs) == 1
    if name == "two_concealed_kongs_points":
        return "双暗杠" in both
    if name == "all_terminals_keeps_double_pung":
        return "清幺九" in both
    raise ValueError(name)


def explained_by_switches(g, c) -> list:
    """The switches that explain every fan on which g and c differ ([] if they do not)."""
    gf, cf = _fans(g), _fans(c)
    changed = {k for k in set(gf) | set(cf) if gf.get(k) != cf.get(k)}
    applies = [name for name in SWITCH_FANS if switch_applies(name, g, c)]
    allowed = set().union(*(SWITCH_FANS[name] for name in applies))
    if str(g.reading) != str(c.reading) and "special_hands_add_fully_concealed" in applies:
        # 不求人 4 instead of 自摸 1 can make 七对 outscore a regular reading it tied with
        allowed |= set(gf) | set(cf)
    return applies if changed <= allowed else []
