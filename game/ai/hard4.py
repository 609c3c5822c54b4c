"""Hard of AI edition 4: edition 3's information-set tree search (game/ai/ismcts.py) on a budget
of PLAYOUTS playouts (edition 3's Hard, 72, stays as it was: a save records Hard's budget and is
derived again at it).
"""
from __future__ import annotations

from . import ismcts
from .steps import run

PLAYOUTS = 144          # 36 worlds for each of 3 candidates and Press Pin


def thinking(seen, seat, options, dice, clock=None, playouts: int | None = None):
    """Hard's choice (AI edition 4) a step at a time (a generator returning the command);
    playouts: a fixed budget other than PLAYOUTS (the tournament's budget curve)."""
    srch = ismcts.Search(seen, seat, options, dice)
    yield from ismcts.searching(srch, clock, playouts or PLAYOUTS)
    return srch.best()


def choose(seen, seat, options, dice, clock=None):
    """The command Hard's search likes best."""
    return run(thinking(seen, seat, options, dice, clock))
