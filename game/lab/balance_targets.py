"""Issue 29's balance targets, each with its figure and 95% interval, from balance records.

targets(records) lists, per match type, every target as {"type", "target", "value", "low",
"high", "band", "met", "within_interval"}: `band` is [lowest, highest] allowed (None for no
bound), `met` says the figure lies in the band, `within_interval` that its interval reaches it.
"""
from __future__ import annotations

from ..library.words import MATCH_TYPES
from .intervals import mean_interval, percentile_interval, wilson

PINNED_WITHIN = 3  # a foe at 0 HP is pinned within this many turns...
PINNED_SHARE = 0.90  # ...in at least this share of matches
PAGE_FLOOR = 0.05  # no page played less often than this where a side holds it
BANDS = {  # target: (lowest, highest); None for no bound
    "two_choice_share": (0.70, None),
    "counters_per_player": (1.5, None),
    "draw_rate": (None, 0.05),
    "pinned_within_3_share": (PINNED_SHARE, None),
    "squash_rate": (0.05, 0.25),
    "first_seat_win_rate": (0.47, 0.53),
    "superstar_score": (0.45, 0.55),
    "page_play_rate": (PAGE_FLOOR, None),
}


def _row(match_type: str, target: str, value, low, high, **more) -> dict:
    """One target's line: the figure, its interval, and whether it (or its interval) is in band."""
    lo, hi = BANDS[target.split(":")[0]]
    inside = value is not None and (lo is None or value >= lo) and (hi is None or value <= hi)
    reaches = low is not None and (lo is None or high >= lo) and (hi is None or low <= hi)
    return {"type": match_type, "target": target, "value": value, "low": low, "high": high,
            "band": [lo, hi], "met": inside, "within_interval": inside or reaches, **more}


def _share(match_type: str, target: str, part: float, whole: int, **more) -> dict:
    """A target that is a share (or a mean score in [0, 1]), with its Wilson interval."""
    low, high = wilson(part, whole)
    return _row(match_type, target, round(part / whole, 4) if whole else None, low, high,
                n=whole, **more)


def type_targets(match_type: str, records: list) -> list:
    """The targets of one match type's records."""
    decided = [r for r in records if r["winner"] is not None]
    per_player = [c for r in records for c in r.get("counters", (0, 0))]
    counters = round(sum(per_player) / len(per_player), 3) if per_player else None
    c_low, c_high = mean_interval(per_player)
    zero = [r["at_zero"] for r in records]
    p90 = sorted(zero)[(9 * len(zero)) // 10] if zero else None
    z_low, z_high = percentile_interval(zero, 0.9)
    return [
        _share(match_type, "two_choice_share", sum(r.get("choice_turns", 0) for r in records),
               sum(r.get("control_turns", 0) for r in records)),
        _row(match_type, "counters_per_player", counters, c_low, c_high, n=len(per_player)),
        _share(match_type, "draw_rate", len(records) - len(decided), len(records)),
        _share(match_type, "pinned_within_3_share",
               sum(1 for z in zero if z <= PINNED_WITHIN), len(zero),
               at_zero_p90=p90, at_zero_p90_interval=[z_low, z_high]),
        _share(match_type, "squash_rate", sum(1 for r in decided if r["squash"]), len(decided)),
        _share(match_type, "first_seat_win_rate", sum(1 for r in decided if r["winner"] == 0),
               len(decided)),
    ] + superstar_targets(match_type, records)


def superstar_targets(match_type: str, records: list) -> list:
    """Each Superstar's score rate in the type (win 1, draw 1/2), within 0.45-0.55."""
    scores: dict = {}
    for r in records:
        for seat in (0, 1):
            w = r["winner"]
            s = 0.5 if w is None else 1.0 if w == seat else 0.0
            scores.setdefault(r["superstars"][seat], []).append(s)
    out = []
    for star, got in sorted(scores.items()):
        out.append(_share(match_type, f"superstar_score:{star}", sum(got), len(got)))
    return out


def page_targets(records: list) -> list:
    """Every page a side held, its play rate where held (counters count as plays), all types."""
    held: dict = {}
    played: dict = {}
    for r in records:
        for seat in (0, 1):
            mine = set(r["played"][seat])
            for pid in set(r["books"][seat]):
                held[pid] = held.get(pid, 0) + 1
                played[pid] = played.get(pid, 0) + (pid in mine)
    return [_share("all", f"page_play_rate:{pid}", played[pid], held[pid])
            for pid in sorted(held)]


def targets(records: list) -> list:
    """Every target of every match type played, then every page's play rate."""
    out = []
    for t in MATCH_TYPES:
        mine = [r for r in records if r["match_type"] == t]
        if mine:
            out += type_targets(t, mine)
    return out + page_targets(records)


def missed(rows: list) -> list:
    """The targets neither met nor reached by their interval."""
    return [r for r in rows if not r["within_interval"]]
