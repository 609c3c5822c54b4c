"""Normal of AI edition 11: edition 9's Normal (edition 7's search over its options, edition 8's
tap-out, edition 9's forgotten counters) whose search weighs a weapon at its exact DQ odds
(game/ai/weapon_odds.py), and which never passes right after its own counter while a page can
be played: the counter took control, so the command after it is its first choice in control
(testers of sessions 71-78 read "countered, then passed straight away" as a blunder; edition
10's Normal did it a quarter of the times it countered in a match, two in three with a page it
could play: tools/ai_after_counter.py).
"""
from __future__ import annotations

from ..match import commands as C
from . import habits, normal7, normal9, weapon_odds


def after_its_counter(seen, seat: int) -> bool:
    """The seat's command right after a counter of its own connected (its string at one move,
    that move a Defensive page)."""
    last = seen.sides[seat].last_move
    return seen.pending is None and seen.string_seat == seat and seen.string_count == 1 \
        and last is not None and "defensive" in seen.info(last[1]).tags


def thinking(seen, seat: int, options, dice, clock=None):
    """Normal's choice (AI edition 11) a step at a time."""
    if after_its_counter(seen, seat) and any(type(c) is C.PlayPage for c in options):
        options = [c for c in options if type(c) is not C.Pass]
    pick = yield from normal7.thinking(seen, seat, options, dice, search=weapon_odds.Search)
    return habits.slip(seen, options, pick, dice, normal9.HABITS)
