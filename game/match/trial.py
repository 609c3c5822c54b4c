"""A preview on a copy of the match: a command played with other dice than the match's own."""
from __future__ import annotations

from ..errors import IllegalCommand

OTHER_DICE = 0x5EED_F00D  # a preview's dice: never the match's own (it tells no real roll)
HIDDEN = (IllegalCommand, IndexError, KeyError, ValueError)  # a seat's view hides parts


def trial_copy(state):
    """A copy of the match rolling other dice than its own."""
    trial = state.clone()
    trial.seed = state.seed ^ OTHER_DICE
    return trial


def decided(trial, cmd) -> list | None:
    """The events a command would bring on a trial copy, or None where it can't be decided."""
    from .rules import decide
    try:
        return decide(trial, cmd)
    except HIDDEN:
        return None


def trial_of(state, cmd):
    """A copy of the match after the command, played with other dice; None where it can't be."""
    from .apply import apply_in_place
    trial = trial_copy(state)
    events = decided(trial, cmd)
    if events is None:
        return None
    try:
        for ev in events:
            apply_in_place(trial, ev)
    except HIDDEN:
        return None
    return trial
