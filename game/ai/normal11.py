"""Normal of AI edition 11: edition 9's Normal (edition 7's search over its options, edition 8's
tap-out, edition 9's forgotten counters) whose search weighs a weapon at its exact DQ odds
(game/ai/weapon_odds.py).
"""
from __future__ import annotations

from . import habits, normal7, normal9, weapon_odds


def thinking(seen, seat: int, options, dice, clock=None):
    """Normal's choice (AI edition 11) a step at a time."""
    pick = yield from normal7.thinking(seen, seat, options, dice, search=weapon_odds.Search)
    return habits.slip(seen, options, pick, dice, normal9.HABITS)
