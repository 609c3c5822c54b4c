"""Hard of AI edition 11: edition 4's search on its budget (game/ai/hard4.py), a weapon weighed
at its exact DQ odds (game/ai/weapon_odds.py).
"""
from __future__ import annotations

from . import hard4, ismcts, weapon_odds


def thinking(seen, seat, options, dice, clock=None, playouts: int | None = None):
    """Hard's choice (AI edition 11) a step at a time; playouts: a budget other than
    hard4.PLAYOUTS (the tournament's budget curve)."""
    srch = weapon_odds.Search(seen, seat, options, dice)
    yield from ismcts.searching(srch, clock, playouts or hard4.PLAYOUTS)
    return srch.best()
