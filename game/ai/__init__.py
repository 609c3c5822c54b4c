"""The AI seats: each level picks a command from what its own seat can see."""
from __future__ import annotations

from ..dice import Dice
from ..legal import legal_commands
from ..view import view
from . import greedy, randomly

LEVELS = {"random": randomly.choose, "greedy": greedy.choose, "easy": greedy.choose_easy,
          "normal": greedy.choose, "hard": greedy.choose}


def choose(level: str, state, seat: int, dice: Dice):
    """The command the AI of this level gives for the seat (from view(state, seat) only)."""
    seen = view(state, seat)
    options = legal_commands(seen, seat)
    if not options:
        raise ValueError(f"seat {seat} has nothing to do")
    if len(options) == 1:
        return options[0]
    return LEVELS[level](seen, seat, options, dice)
