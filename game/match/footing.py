"""Who gets back up by taking control: the rules stand a Superstar up when they take control
(unless beaten at 0 HP) with no StoodUp event of its own, so the log says it from here."""
from __future__ import annotations

from . import events as E
from .editions import stays_down_at_zero


def rises(before, events, after) -> frozenset[int]:
    """The indexes of a command's ControlChanged events that stand their Superstar up off the
    mat: down before (in the state before the command or by its own events), and not beaten
    at 0 HP (in the state after it). None for either state says no one."""
    if before is None or after is None:
        return frozenset()
    down = {seat: bool(before.sides[seat].on_mat) for seat in (0, 1)}
    out = set()
    for i, ev in enumerate(events):
        kind = type(ev)
        if kind is E.TookBack:
            return frozenset()
        if kind is E.WentDown:
            down[ev.seat] = True
        elif kind is E.StoodUp:
            down[ev.seat] = False
        elif kind is E.ControlChanged and down[ev.seat]:
            beaten = after.sides[ev.seat].hp == 0 and stays_down_at_zero(after.rules)
            if not beaten:
                out.add(i)
                down[ev.seat] = False
    return frozenset(out)
