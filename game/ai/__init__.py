"""The AI seats: each level picks a command from what its own seat can see.

Levels: random (any legal command), easy (sensible, with human-sized mistakes), greedy (the best
immediate value; the baseline), normal (Hard's search on a small budget) and hard (an
information-set tree search over the seat's next commands in many sampled worlds, a fixed
budget of playouts: game/ai/ismcts.py). A level name may carry Hard's budget and an older AI
edition: 'hard@100', 'normal/1' (game/ai/edition1.py keeps AI edition 1 for its saves; edition
2 is hard.py and normal.py over policy.py and evaluate.py, frozen). auto_answer plays a human
defender's auto-counter rule (game/ai/auto_counter.py).

choose(level, state, seat, dice, clock=None) is the one entry point; Chooser (game/ai/stepwise.py)
is the same decision a step at a time, for a window that spreads it over frames. Both build
view(state, seat) and hand only that to the level, so no level can read the opponent's hand, the
playbook order or the dice seed. `clock` is a zero-argument callable returning seconds (the caller passes
time.perf_counter); game/ never reads a clock itself, and without one Hard counts iterations.
"""
from __future__ import annotations

from ..match.dice import Dice
from .auto_counter import attack_kind, auto_answer, page_attack_kind
from .decisions import (AI_EDITION, ai_command, ai_record, check_ai_moves, decision_dice,
                        level_of, played_on, stamped)
from .stepwise import THINKING, Chooser

LEVELS = tuple(THINKING)
SPREAD_LEVELS = frozenset({"normal", "hard"})  # levels that think over many steps

AI_DICE_SALT = 1000  # a seat's AI draws from Dice(seed, AI_DICE_SALT + seat)

__all__ = ["AI_EDITION", "Chooser", "LEVELS", "SPREAD_LEVELS", "ai_command", "ai_dice",
           "ai_record", "attack_kind", "auto_answer", "check_ai_moves", "choose",
           "decision_dice", "level_of", "page_attack_kind", "played_on", "stamped"]


def ai_dice(seed: int, seat: int) -> Dice:
    """The AI's own dice for a seat of a match with this seed (never the match's dice)."""
    return Dice(seed, AI_DICE_SALT + seat)


def choose(level: str, state, seat: int, dice: Dice, clock=None):
    """The command the AI of this level gives for the seat (from view(state, seat) only): a
    Chooser run to its end, the very computation a window spreads over frames."""
    return Chooser(level, state, seat, dice, clock).finish()
