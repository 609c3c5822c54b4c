"""The AI seats: each level picks a command from what its own seat can see.

Levels: random (any legal command), easy (sensible, with human-sized mistakes), greedy (the best
immediate value; the baseline), normal (one decision ahead, expected values over the dice) and
hard (determinized Monte Carlo search within a time or iteration budget).

choose(level, state, seat, dice, clock=None) is the one entry point: it builds view(state, seat)
and hands only that to the level, so no level can read the opponent's hand, the playbook order or
the dice seed. `clock` is a zero-argument callable returning seconds (the caller passes
time.perf_counter); game/ never reads a clock itself, and without one Hard counts iterations.
"""
from __future__ import annotations

from ..dice import Dice
from ..legal import legal_commands
from ..view import view
from . import easy, greedy, hard, normal, randomly


def _random(seen, seat, options, dice, clock=None):
    return randomly.choose(seen, seat, options, dice)


def _greedy(seen, seat, options, dice, clock=None):
    return greedy.choose(seen, seat, options, dice)


LEVELS = {"random": _random, "easy": easy.choose, "greedy": _greedy,
          "normal": normal.choose, "hard": hard.choose}


def choose(level: str, state, seat: int, dice: Dice, clock=None):
    """The command the AI of this level gives for the seat (from view(state, seat) only)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level '{level}' (choose from {', '.join(LEVELS)})")
    seen = view(state, seat)
    options = legal_commands(seen, seat)
    if not options:
        raise ValueError(f"seat {seat} has nothing to do")
    if len(options) == 1:
        return options[0]
    return LEVELS[level](seen, seat, options, dice, clock)
