"""Easy: plays sensibly (greedy's reading of the table) but makes human-sized mistakes.

Now and then it plays the wrong page, misses a good pin, or forgets to counter; the mistakes come
from the AI's own Dice, so a seeded match replays the same.
"""
from __future__ import annotations

from .. import commands as C
from .evaluate import persona_of, style_bonus
from .greedy import score

WRONG_PAGE = 15      # percent: plays some other playable page than the best one
MISSED_PIN = 35      # percent: doesn't see a good pin
FORGOT_COUNTER = 25  # percent: lets a counterable move through
STYLE_SCALE = 0.5    # the Persona's likes, in greedy's units


def best(seen, seat, options):
    """Greedy's choice with the Persona's small nudges."""
    me = persona_of(seen, seat)
    top, top_v = options[0], float("-inf")
    for cmd in options:
        v = score(seen, seat, cmd) + STYLE_SCALE * style_bonus(seen, seat, cmd, me)
        if v > top_v:
            top, top_v = cmd, v
    return top


def choose(seen, seat, options, dice, clock=None):
    """Greedy with a human's slips."""
    pick = best(seen, seat, options)
    kind = type(pick)
    if kind is C.Counter and dice.below(100) < FORGOT_COUNTER:
        return next(c for c in options if type(c) is C.Allow)
    if kind is C.PressPin and dice.below(100) < MISSED_PIN:
        rest = [c for c in options if type(c) is not C.PressPin]
        return best(seen, seat, rest)
    if kind is C.PlayPage and dice.below(100) < WRONG_PAGE:
        pages = [c for c in options if type(c) is C.PlayPage]
        return dice.pick(pages)
    return pick
