"""Hard: determinized Monte Carlo search over the root commands (flat UCB1).

Each iteration picks a root command by UCB1, samples a world consistent with the seat's view
(the opponent's unseen pages dealt out at random, the own playbook shuffled, a fresh dice seed,
all from the AI's own Dice), plays the command, plays on for a few turns with a fast greedy
policy for both seats, and scores the end with the heuristic evaluation. The command with the best
mean wins.

Budget: with a clock (a zero-argument callable returning seconds, e.g. time.perf_counter, passed
by the caller) it searches for TIME_BUDGET seconds, never past MAX_ITERATIONS; without one it runs
exactly ITERATIONS iterations, so a seeded match replays the same and tests need no clock.
"""
from __future__ import annotations

import math

from ..dice import Dice
from .evaluate import WIN, evaluate, persona_of, style_bonus
from .sample import SEED_SPACE, determinize, playout, step_in_place

ITERATIONS = 240        # without a clock
TIME_BUDGET = 0.25      # seconds, with a clock
MAX_ITERATIONS = 3000   # the hard cap, clock or not
ROLLOUT_TURNS = 8
EXPLORE = 0.6           # UCB1's exploration constant, on values scaled to about -1..1
SCALE = 150.0           # evaluation points that count as one unit before squashing
STYLE_SCALE = 1.0 / SCALE


def _squash(v: float) -> float:
    """An evaluation as a value in -1..1 (wins and losses at the ends)."""
    if v >= WIN:
        return 1.0
    if v <= -WIN:
        return -1.0
    return math.tanh(v / SCALE)


class Search:
    """The running statistics of one decision (exposed for tests and tuning)."""

    def __init__(self, seen, seat: int, options, dice: Dice) -> None:
        self.seen, self.seat, self.options = seen, seat, list(options)
        self.rng = Dice(dice.below(SEED_SPACE), 0x4A4D)
        self.me, self.foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
        self.total = [0.0] * len(self.options)
        self.count = [0] * len(self.options)
        self.iterations = 0

    def pick(self) -> int:
        """The root command to try next: each once, then UCB1."""
        n = self.iterations
        if n < len(self.options):
            return n
        log_n = math.log(n)
        best, best_v = 0, float("-inf")
        for i, (t, c) in enumerate(zip(self.total, self.count)):
            v = t / c + EXPLORE * math.sqrt(log_n / c)
            if v > best_v:
                best, best_v = i, v
        return best

    def iterate(self) -> None:
        """One sampled world, one command, one playout."""
        i = self.pick()
        world = determinize(self.seen, self.seat, self.rng)
        step_in_place(world, self.options[i])
        playout(world, ROLLOUT_TURNS, self.rng)
        self.total[i] += _squash(evaluate(world, self.seat, self.me, self.foe))
        self.count[i] += 1
        self.iterations += 1

    def best(self):
        """The command with the best mean (the Persona's likes as a small nudge)."""
        top, top_v = self.options[0], float("-inf")
        for cmd, t, c in zip(self.options, self.total, self.count):
            if not c:
                continue
            v = t / c + STYLE_SCALE * style_bonus(self.seen, self.seat, cmd, self.me)
            if v > top_v:
                top, top_v = cmd, v
        return top


def search(seen, seat, options, dice, clock=None, iterations: int | None = None,
           budget: float | None = None) -> Search:
    """Run the search within its budget and return its statistics."""
    srch = Search(seen, seat, options, dice)
    if clock is None:
        limit = min(MAX_ITERATIONS, iterations or ITERATIONS)
        while srch.iterations < limit:
            srch.iterate()
        return srch
    budget = TIME_BUDGET if budget is None else budget
    deadline = clock() + budget
    cap = min(MAX_ITERATIONS, iterations or MAX_ITERATIONS)
    while srch.iterations < cap:
        srch.iterate()
        if srch.iterations >= len(srch.options) and clock() >= deadline:
            break
    return srch


def choose(seen, seat, options, dice, clock=None):
    """The command the search likes best."""
    return search(seen, seat, options, dice, clock).best()
