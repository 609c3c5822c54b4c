"""Normal of AI edition 6: edition 5's Normal (game/ai/normal5.py, frozen) that does not press
Pin at long odds on a foe above 0 HP.

A failed press hands the foe control. Normal's search weighs Press Pin at its exact odds against
its candidates' play-ons, six sampled worlds each, and in those play-ons the foe (the policy)
does little with the control it is handed, so a press at 9-16% looked nearly free: session 57's
play-tester, new to the game, won seven of ten matches against Normal and named its presses at
9-30% (each handing them the ring) as the habit to punish. Edition 6's Normal leaves Press Pin
out of its options below PIN_FLOOR percent unless the foe is at 0 HP. Measured against the
yardsticks it costs nothing (docs/AI.md, "AI edition 6"); everything else is edition 5's.
"""
from __future__ import annotations

from ..match import commands as C
from ..match.chances import final_chance, pin_terms
from . import normal5
from .steps import run

PIN_FLOOR = 25  # percent: below it, no press on a foe above 0 HP


def long_odds(seen, seat: int, options) -> list:
    """The options without Press Pin while its chance is under PIN_FLOOR on a foe above 0 HP
    (and some other command is left)."""
    pin = C.PressPin(seat)
    if pin not in options or len(options) < 2 or seen.sides[1 - seat].hp <= 0 \
            or final_chance(pin_terms(seen, seat)) >= PIN_FLOOR:
        return options
    return [c for c in options if c != pin]


def thinking(seen, seat: int, options, dice, clock=None):
    """Normal's choice (AI edition 6) a step at a time: edition 5's over the options less a
    press at long odds."""
    return (yield from normal5.thinking(seen, seat, long_odds(seen, seat, options), dice))


def choose(seen, seat, options, dice, clock=None):
    """Normal's command (AI edition 6)."""
    return run(thinking(seen, seat, options, dice))
