"""The disqualification risk a command brings: a weapon's DQ roll, or warnings past the line."""
from __future__ import annotations

from ..match import commands as C
from ..match.chances import dq_chance, dq_rate, extra_warnings, weapons_legal


def dq_chance_of(seen, seat: int, cmd) -> float:
    """The chance (0..1) that playing this command gets the seat disqualified right away."""
    if type(cmd) not in (C.PlayPage, C.Counter) or seen.ref_distracted():
        return 0.0
    info = seen.info(cmd.page)
    if info.special == "weapon":
        return 0.0 if weapons_legal(seen) else info.card.weapon.dq_risk / 100.0
    count = sum(e.count for e in info.effects if e.do == "warnings")
    if not count:
        return 0.0
    total = seen.sides[seat].warnings + count + extra_warnings(seen)
    return dq_chance(total, dq_rate(seen)) / 100.0
