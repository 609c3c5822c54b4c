"""Normal of AI edition 3: Hard's search (game/ai/ismcts.py) on a small budget, and a club
wrestler's slips.

The CANDIDATES commands the edition-3 policy (game/ai/policy3.py) likes best from the seat's view
(and Press Pin when it is legal, at its exact odds), each played in the same PLAYOUTS //
CANDIDATES sampled worlds with a shallow tree of the seat's next command beneath it, played on
ROLLOUT_TURNS turns by the policy, judged as a chance of winning. Then its slips
(game/ai/habits.py): some of its counters forgotten and now and then another page than the best
(never a weapon or a cheap shot). No slip hands control over: it never passes to catch its breath
and never presses Pin early, and its search never considers a Pass as its first command after
taking control while a page can be played (issue 30). Edition 2's Normal is game/ai/normal.py,
frozen.
"""
from __future__ import annotations

from ..match import commands as C
from .habits import Habits, first_in_control, play
from .steps import run

HABITS = Habits(restless=0.0, eager_pin=101, forgot_counter=0, wrong_page=0)
CANDIDATES = 2       # the policy's favourites Normal plays out (and Press Pin)
PLAYOUTS = 12        # 6 worlds for each of two
ROLLOUT_TURNS = 6
TREE_DEPTH = 1       # the seat's next command after the root one


def thinking(seen, seat: int, options, dice, clock=None):
    """Normal's choice (AI edition 3) a step at a time: the search, then its slips."""
    from . import ismcts
    if first_in_control(seen, seat) and any(type(c) is C.PlayPage for c in options):
        # never a Pass as its first command in control while a page can be played (issue 30)
        options = [c for c in options if type(c) is not C.Pass]
    srch = ismcts.Search(seen, seat, options, dice, CANDIDATES, ROLLOUT_TURNS, TREE_DEPTH)
    yield from ismcts.searching(srch, None, PLAYOUTS)
    return play(seen, seat, options, srch.best(), dice, HABITS)


def choose(seen, seat, options, dice, clock=None):
    """Normal's command: its search's pick through its slips."""
    return run(thinking(seen, seat, options, dice))
