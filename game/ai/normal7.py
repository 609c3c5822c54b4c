"""Normal of AI edition 7: edition 6's Normal (game/ai/normal6.py, frozen) that finishes a beaten
foe in every match type, not only in a Showdown.

Over a beaten Superstar (0 HP: they take control only by countering) a failed press hands
nothing over, so edition 6's search, judging only the chance of winning, was in no hurry outside
a Showdown: session 60's play-tester lay at 0 HP from turn 63 to 76 of a Normal match while
Normal played momentum pages with the Pin button open at 95% (twice) to raise a chance it then
let fall. Edition 5's rule for a Showdown (game/ai/normal5.py `finishing`: over a beaten foe in
the ring with the Pin button open at a chance above 0, weigh only Press Pin, the Finishers and
the pages that pin) now holds in Normal and Hardcore too; everything else is edition 6's.
"""
from __future__ import annotations

from . import normal5, normal6
from .steps import run

finishing = normal5.finishing_anywhere  # edition 5's Showdown rule, in every match type


def thinking(seen, seat: int, options, dice, clock=None, search=None):
    """Normal's choice (AI edition 7) a step at a time: edition 6's (edition 5's search over
    the options less a press at long odds), over the commands that finish a beaten foe
    (search: a later edition's Search)."""
    options = finishing(seen, seat, normal6.long_odds(seen, seat, options))
    return (yield from normal5.thinking(seen, seat, options, dice, search=search))


def choose(seen, seat, options, dice, clock=None):
    """Normal's command (AI edition 7)."""
    return run(thinking(seen, seat, options, dice))
