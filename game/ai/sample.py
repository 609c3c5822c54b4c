"""Worlds the AI imagines: determinizations of a seat's view, stepping them, and a fast playout.

Everything here starts from view(state, seat): the opponent's pooled pages are dealt out again at
random, the seat's own playbook is shuffled, and the dice seed is replaced. So the AI never reads a
page or a die it could not know, and the dice that drive these worlds are the AI's own.
"""
from __future__ import annotations

from ..match.apply import apply_in_place
from ..match.dice import Dice
from ..match.legal import actor, legal_commands
from ..match.rules import decide
from . import policy

SEED_SPACE = 1 << 62


def determinize(seen, seat: int, rng: Dice, seed: int | None = None):
    """A full state consistent with the view: hidden pages dealt at random, a fresh dice seed."""
    s = seen.clone()
    foe = s.sides[1 - seat]
    pool = rng.shuffled(foe.hand + foe.playbook)
    n = len(foe.hand)
    foe.hand = pool[:n]
    foe.playbook = pool[n:]
    mine = s.sides[seat]
    mine.playbook = rng.shuffled(mine.playbook)
    s.seed = rng.below(SEED_SPACE) if seed is None else seed
    return s


def step(state, cmd):
    """A copy of the state after the command (decide, then apply its events)."""
    events = decide(state, cmd)
    s = state.clone()
    for ev in events:
        apply_in_place(s, ev)
    return s


def step_in_place(state, cmd) -> None:
    """Play the command on this state itself."""
    for ev in decide(state, cmd):
        apply_in_place(state, ev)


def policy_choice(s, seat: int, options: list):
    """The seasoned wrestler's pick (game/ai/policy.py), reading a sampled world's hands."""
    if len(options) == 1:
        return options[0]
    return policy.choose(s, seat, options, peek=True)


def playout(state, turns: int, choose=policy_choice) -> None:
    """Play on for up to `turns` turns, every seat choosing with `choose` (a pending move
    answered, owed tap-outs paid, on to the next turns)."""
    stop = state.turn + turns
    for _ in range(turns * 4 + 8):
        if state.over is not None or state.turn >= stop:
            return
        who = actor(state)
        if who is None:
            return
        step_in_place(state, choose(state, who, legal_commands(state, who)))
