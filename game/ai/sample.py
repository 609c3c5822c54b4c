"""Worlds the AI imagines: determinizations of a seat's view, stepping them, and a fast playout.

Everything here starts from view(state, seat): the opponent's pooled pages are dealt out again at
random, the seat's own playbook is shuffled, and the dice seed is replaced. So the AI never reads a
page or a die it could not know, and the dice that drive these worlds are the AI's own.
"""
from __future__ import annotations

from .. import commands as C
from ..apply import apply_in_place
from ..dice import Dice
from ..legal import actor, legal_commands
from ..rules import decide
from . import greedy, policy
from .evaluate import countout_limit

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


def quick_choice(s, seat: int, options: list):
    """The fast policy of playouts and replies: greedy's reading of the table."""
    if len(options) == 1:
        return options[0]
    best, best_v = options[0], float("-inf")
    for cmd in options:
        v = greedy.score(s, seat, cmd)
        if v > best_v:
            best, best_v = cmd, v
    return best


def policy_choice(s, seat: int, options: list):
    """The seasoned wrestler's pick (game/ai/policy.py), reading a sampled world's hands."""
    if len(options) == 1:
        return options[0]
    return policy.choose(s, seat, options, peek=True)


def smart_choice(s, seat: int, options: list):
    """Greedy, plus what a seasoned player knows about ringside: the referee counts whoever is
    outside with control, so brawl out there only with the foe outside too and the count low."""
    if len(options) == 1 or s.pending or s.sides[seat].injury_due:
        return quick_choice(s, seat, options)
    me, foe = s.sides[seat], s.sides[1 - seat]
    if me.at_ringside:
        back = next((c for c in options if type(c) is C.ReturnToRing), None)
        if back is not None and (not foe.at_ringside or me.ringside_turns >= countout_limit(s)):
            return back
    return quick_choice(s, seat, options)


def settle(state, seat: int) -> None:
    """Let the other seat answer a pending move or owe tap-outs, so the state can be judged.

    Stops as soon as the seat itself must act, or the match is over.
    """
    for _ in range(4):
        who = actor(state)
        if who is None or who == seat:
            return
        if not (state.pending or state.sides[who].injury_due):
            return
        step_in_place(state, quick_choice(state, who, legal_commands(state, who)))


def playout(state, turns: int, rng: Dice, policy=smart_choice, wander: int = 0) -> None:
    """Play on for up to `turns` turns with a fast policy (wander = % of random choices)."""
    stop = state.turn + turns
    for _ in range(turns * 4 + 8):
        if state.over is not None or state.turn >= stop:
            return
        who = actor(state)
        if who is None:
            return
        options = legal_commands(state, who)
        if wander and rng.below(100) < wander:
            cmd = rng.pick(options)
        else:
            cmd = policy(state, who, options)
        step_in_place(state, cmd)

