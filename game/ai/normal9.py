"""Normal of AI edition 9: edition 8's Normal (game/ai/normal7.py's search, edition 8's tap-out)
that lets some of the moves it means to counter through, as a club wrestler misses the moment.

Measured in session 70 on the ladder's deals (docs/AI.md "AI edition 9"): a forgotten counter
costs Normal little against the brawler, who plays its biggest page whatever the risk, and much
against a careful foe, who leads with the moves a counter would have stopped; so it sets Normal
below Hard (0.595 against it with no slip) while Normal still beats both yardsticks. A counter
is an answer in the foe's turn: the slip never hands over a turn of Normal's own.
"""
from __future__ import annotations

from . import habits, normal7

FORGOT_COUNTER = 10  # percent of the counters it means to play that it lets through
HABITS = habits.Habits(restless=0.0, eager_pin=101, forgot_counter=FORGOT_COUNTER, wrong_page=0)


def thinking(seen, seat: int, options, dice, clock=None):
    """Normal's choice (AI edition 9) a step at a time: edition 7's search, then perhaps a
    forgotten counter (drawn from the decision's own dice after the search)."""
    pick = yield from normal7.thinking(seen, seat, options, dice)
    return habits.slip(seen, options, pick, dice, HABITS)
