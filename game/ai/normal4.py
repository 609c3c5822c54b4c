"""Normal of AI edition 4: edition 3's Normal (game/ai/normal3.py, frozen) with half as much again
of Hard's search: the CANDIDATES commands the edition-3 policy likes best (three, not two, and
Press Pin when it is legal, at its exact odds), each played in PLAYOUTS // CANDIDATES sampled
worlds (six) with a one-command tree of its next command beneath it, played on ROLLOUT_TURNS
turns by the policy, judged as a chance of winning (docs/AI.md: measured 0.70 against the
brawler where edition 3's two candidates in 12 playouts made 0.63). No slips: never a Pass as its
first command in control while a page can be played, never an early pin.
"""
from __future__ import annotations

from ..match import commands as C
from .habits import first_in_control, play
from .normal3 import HABITS
from .steps import run

CANDIDATES = 3       # the policy's favourites Normal plays out (and Press Pin)
PLAYOUTS = 18        # 6 worlds for each of three
ROLLOUT_TURNS = 6
TREE_DEPTH = 1       # the seat's next command after the root one


def thinking(seen, seat: int, options, dice, clock=None):
    """Normal's choice (AI edition 4) a step at a time: the search, no slips."""
    from . import ismcts
    if first_in_control(seen, seat) and any(type(c) is C.PlayPage for c in options):
        # never a Pass as its first command in control while a page can be played (issue 30)
        options = [c for c in options if type(c) is not C.Pass]
    srch = ismcts.Search(seen, seat, options, dice, CANDIDATES, ROLLOUT_TURNS, TREE_DEPTH)
    yield from ismcts.searching(srch, None, PLAYOUTS)
    return play(seen, seat, options, srch.best(), dice, HABITS)


def choose(seen, seat, options, dice, clock=None):
    """Normal's command (AI edition 4)."""
    return run(thinking(seen, seat, options, dice))
