"""Normal: one decision ahead, with expected values over the chances the rules roll.

For each legal command the AI imagines SAMPLES worlds consistent with its view (the view's seed
set to k = 1..SAMPLES, the opponent's unseen pages dealt out with dice of that k), lets decide()
roll the dice in each, lets the opponent answer a pending move the way a quick player would, and
scores the result with the heuristic evaluation. The command with the best average wins (plus the
Persona's small style bonus). The same k worlds serve every command, so they compete on the same
dice. Everything depends on the view alone: the AI's own Dice is not even needed.
"""
from __future__ import annotations

from ..dice import Dice
from .evaluate import evaluate, persona_of, style_bonus
from .sample import determinize, settle, step

SAMPLES = 8
SAMPLE_SALT = 4242


def worlds(seen, seat: int, count: int) -> list:
    """count determinizations of the view, the k-th with dice seed k."""
    return [determinize(seen, seat, Dice(k, SAMPLE_SALT), seed=k) for k in range(1, count + 1)]


def expected_values(seen, seat: int, options, samples: int = SAMPLES) -> list:
    """The mean evaluation after each command, over the same sampled worlds."""
    me, foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
    ws = worlds(seen, seat, samples)
    out = []
    for cmd in options:
        total = 0.0
        for w in ws:
            s = step(w, cmd)
            settle(s, seat)
            total += evaluate(s, seat, me, foe)
        out.append(total / len(ws))
    return out


def choose(seen, seat, options, dice, clock=None):
    """The command with the best expected evaluation one decision ahead."""
    me = persona_of(seen, seat)
    values = expected_values(seen, seat, options)
    best, best_v = options[0], float("-inf")
    for cmd, v in zip(options, values):
        v += style_bonus(seen, seat, cmd, me)
        if v > best_v:
            best, best_v = cmd, v
    return best
