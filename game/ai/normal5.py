"""Normal of AI edition 5: edition 4's Normal (game/ai/normal4.py, frozen) that finishes the job
over a beaten foe in a Showdown.

Over a beaten Superstar (0 HP: rules edition 8 on, they take control only by countering) nothing
the foe can do punishes a slow finish, so edition 4's search, which judges only the chance of
winning, was in no hurry: with the Pin button open it passed or played momentum pages to raise
the pin chance, or took the foe to ringside for a sure count-out four turns on (issue 29: a foe at
0 HP pinned within 3 turns in 84-85% of Showdowns). Edition 5's Normal, in a Showdown, over a
beaten foe in the ring with the Pin button open at a chance above 0, weighs only the commands
that can end the match now or next turn: Press Pin, a Finisher (ADV-16's +20 for the press that
follows) and a page that pins; its search picks among them as before (a single one is played at
once). Everywhere else it is edition 4's Normal, command for command.
"""
from __future__ import annotations

from ..match import commands as C
from ..match.chances import final_chance, pin_terms
from ..match.editions import beaten_take_no_control
from ..match.legal import pin_blocker, pins
from .habits import first_in_control, play
from .normal3 import HABITS
from .normal4 import CANDIDATES, PLAYOUTS, ROLLOUT_TURNS, TREE_DEPTH
from .steps import run


def foe_beaten(seen, seat: int) -> bool:
    """The foe is at 0 HP and takes control only by countering (rules edition 8 on)."""
    return seen.sides[1 - seat].hp == 0 and beaten_take_no_control(seen.rules)


def finishing(seen, seat: int, options) -> list:
    """In a Showdown, over a beaten foe in the ring with the Pin button open at a chance above
    0: Press Pin, the Finishers and the pages that pin among the options; else the options."""
    return finishing_anywhere(seen, seat, options) if seen.rules.showdown else options


def finishing_anywhere(seen, seat: int, options) -> list:
    """Over a beaten foe in the ring with the Pin button open at a chance above 0, in any match
    type: Press Pin, the Finishers and the pages that pin among the options; else the options
    (edition 5 asks it in a Showdown only, edition 7 everywhere)."""
    pin = C.PressPin(seat)
    if seen.pending is not None or not foe_beaten(seen, seat) \
            or pin not in options or pin_blocker(seen, seat) is not None \
            or final_chance(pin_terms(seen, seat)) <= 0:
        return options
    keep = [pin]
    for c in options:
        if type(c) is C.PlayPage:
            info = seen.info(c.page)
            if info.kind == "move" and ("finisher" in info.tags or pins(info)):
                keep.append(c)
    return keep


def thinking(seen, seat: int, options, dice, clock=None, search=None):
    """Normal's choice (AI edition 5) a step at a time: edition 4's search, no slips, over the
    commands that finish a beaten foe when there is one (search: a later edition's Search)."""
    from . import ismcts
    if first_in_control(seen, seat) and any(type(c) is C.PlayPage for c in options):
        # never a Pass as its first command in control while a page can be played (issue 30)
        options = [c for c in options if type(c) is not C.Pass]
    options = finishing(seen, seat, options)
    if len(options) == 1:
        return options[0]
    srch = (search or ismcts.Search)(seen, seat, options, dice, CANDIDATES, ROLLOUT_TURNS,
                                     TREE_DEPTH)
    yield from ismcts.searching(srch, None, PLAYOUTS)
    return play(seen, seat, options, srch.best(), dice, HABITS)


def choose(seen, seat, options, dice, clock=None):
    """Normal's command (AI edition 5)."""
    return run(thinking(seen, seat, options, dice))
