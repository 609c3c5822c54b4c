"""Fixed yardsticks the levels are measured against: they never change, so a ladder measured
against them means the same thing from one version to the next (issue 30).

    random      any legal command (game/ai/randomly.py)
    brawler     the newcomer's plan in a dozen lines: play the biggest move you can, pin when
                the foe is at 0 HP, climb back in when outside, counter with the biggest page
    heuristic   the engine's one-glance reading of the table as AI edition 2 had it
                (game/ai/policy.py, frozen: edition 3 plays game/ai/policy3.py) from the
                seat's view, no search and no habits
"""
from __future__ import annotations

from ..match import commands as C
from . import policy

YARDSTICKS = ("random", "brawler", "heuristic")


def _damage(seen, cmd) -> int:
    """The printed damage of the page a command plays (0 for anything else)."""
    return getattr(seen.info(cmd.page), "damage", 0) or 0


def brawler(seen, seat: int, options, dice, clock=None):
    """Biggest move, pin at 0 HP, back into the ring when outside; counters with the biggest."""
    kinds = {type(c) for c in options}
    if C.Counter in kinds:
        return max((c for c in options if type(c) is C.Counter), key=lambda c: _damage(seen, c))
    if C.PressPin in kinds and seen.sides[1 - seat].hp <= 0:
        return C.PressPin(seat)
    if C.ReturnToRing in kinds:
        return C.ReturnToRing(seat)
    moves = [c for c in options if type(c) is C.PlayPage and seen.info(c.page).kind == "move"]
    if moves:
        return max(moves, key=lambda c: _damage(seen, c))
    pages = [c for c in options if type(c) is C.PlayPage]
    if pages:
        return pages[0]
    for kind in (C.Allow, C.Pass):
        if kind in kinds:
            return next(c for c in options if type(c) is kind)
    return options[0]


def heuristic(seen, seat: int, options, dice, clock=None):
    """The policy's pick from the seat's view (it never reads the foe's hand)."""
    return policy.choose(seen, seat, options, peek=False)
