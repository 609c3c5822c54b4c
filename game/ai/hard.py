"""Hard (AI edition 2): the seasoned wrestler's best few ideas, each played out in many worlds.

Frozen since AI edition 3 (whose Hard is game/ai/ismcts.py): saves played against edition 2
derive their AI commands again with it (level 'hard@60/2'). Don't change it.

Issue 30 found that Hard's old search (every command judged 2 turns later by the heuristic
evaluation) chose no better than the one-glance policy itself: in the positions where the two
disagreed, playing both commands out to the end of the match from the true table showed the
search right about as often as wrong, and often fond of a Pass or a trip to ringside that looks
good two turns on and loses later. What worked is older than search trees: policy improvement by
rollouts (Tesauro and Galperin, 1996). Hard takes the CANDIDATES commands the policy
(game/ai/policy.py) likes best from the seat's view, and judges each by what happens when the
match is played on by that same policy for ROLLOUT_TURNS turns from it: in each round one world
consistent with the view (the foe's unseen pages dealt out at random, the own playbook shuffled,
a fresh dice seed, all from the AI's own Dice) and every candidate played in that same world
(common random numbers, so they differ by the command and not by luck). A finished match counts
1 (won), 1/2 (drawn) or 0 (lost); an unfinished one the chance of winning its evaluation stands
for (a logistic of game/ai/evaluate.py's value, faded before the bell as Normal fades it). The
dice are the chance nodes: every world rolls them afresh. Press Pin is valued at its exact odds
from the view (won at p, else what the worlds where it was kicked out came to). The best mean
wins; a tie goes to the policy's own order. An answer to a pending page (counter or let it
through) is the policy's at a glance: the window needs it in the frame the move is played, and
the policy counters whatever it can.

Budget: exactly PLAYOUTS playouts (one candidate in one world each), never a clock unless a
caller hands one for an experiment; hard@N runs N.
"""
from __future__ import annotations

import math

from ..match.dice import Dice
from . import policy
from .evaluate import evaluate, persona_of
from .normal import before_the_bell, pin_odds
from ..match.legal import actor, legal_commands
from .sample import SEED_SPACE, determinize, policy_choice, step_in_place
from .steps import run

PLAYOUTS = 60           # without a clock: 20 worlds for each of 3 candidates
TIME_BUDGET = 0.25      # seconds, with a clock (experiments only)
MAX_PLAYOUTS = 3000     # the hard cap, clock or not
CANDIDATES = 3          # the policy's best commands that are played out (Press Pin always)
ROLLOUT_TURNS = 8       # turns played on after the command before the state is judged
WIN_SCALE = 100.0       # evaluation points that move the chance of winning by about a quarter
SEARCH_SALT = 0x4A4E
STEP_COMMANDS = 6       # playout commands a step (a frame's slice) plays at most


def ranked(seen, seat: int, options) -> list:
    """The options' indices, the policy's favourite first (from the view: no peeking)."""
    vals = policy.scores(seen, seat, options)
    return sorted(range(len(options)), key=lambda i: (-vals[i], i))


def chance_of_winning(state, seat: int, me, foe) -> float:
    """A played-out state as the seat's chance of winning: 1, 1/2 or 0 when the match is over,
    else the logistic of its evaluation (faded before the bell)."""
    out = state.over
    if out is not None:
        return 0.5 if out.winner is None else float(out.winner == seat)
    v = before_the_bell(state, evaluate(state, seat, me, foe)) / WIN_SCALE
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, v))))


class Search:
    """The running statistics of one decision (exposed for tests and tuning)."""

    def __init__(self, seen, seat: int, options, dice: Dice, candidates: int = CANDIDATES,
                 turns: int = ROLLOUT_TURNS) -> None:
        self.seen, self.seat, self.options = seen, seat, list(options)
        self.turns = turns
        self.rng = Dice(dice.below(SEED_SPACE), SEARCH_SALT)
        self.me, self.foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
        order = ranked(seen, seat, self.options)
        # an answer to a pending page is the policy's at a glance (counter what can be
        # countered): the window asks for it in the very frame the move is played
        self.alive = order[:1] if seen.pending is not None else order[:candidates]
        self.pin = None  # (index, exact odds) of Press Pin among the options
        for i, cmd in enumerate(self.options):
            odds = pin_odds(seen, seat, cmd)
            if odds is not None:
                self.pin = (i, odds)
                if i not in self.alive and seen.pending is None:
                    self.alive.append(i)
        self.total = [0.0] * len(self.options)
        self.count = [0] * len(self.options)
        self.kicked: list = []  # the values of the worlds where the pin was kicked out
        self.rounds = 0
        self.playouts = 0
        self._world = None  # the world of the round under way (run_step)
        self._todo: list = []
        self._cur = None  # [candidate, state, stop turn, commands left] of the playout under way

    def mean(self, i: int) -> float:
        """The mean chance of winning after command i so far (Press Pin: at its exact odds)."""
        if not self.count[i]:
            return float("-inf")
        if self.pin is not None and i == self.pin[0]:
            odds = self.pin[1]
            if self.kicked:
                kicked = sum(self.kicked) / len(self.kicked)
            else:  # every world won: a kick-out is at worst the worst other command's value
                others = [self.total[j] / self.count[j] for j in self.alive
                          if j != i and self.count[j]]
                kicked = min(others) if others else 0.0
            return odds + (1.0 - odds) * kicked
        return self.total[i] / self.count[i]

    def run_round(self, cap: int) -> None:
        """One sampled world, every candidate played in it (at most cap playouts)."""
        while not self.run_step(cap):
            pass

    def run_step(self, cap: int) -> bool:
        """A round a few commands at a time (so a frame can stop between them): the first step
        samples the world, each later one plays up to STEP_COMMANDS commands of a playout;
        True when the round is over. The same computation as sample.playout, sliced."""
        if self._world is None:
            self._world = determinize(self.seen, self.seat, self.rng)
            self._todo = list(self.alive)
            return False
        if self._cur is None and self._todo and self.playouts < cap:
            i = self._todo.pop(0)
            s = self._world.clone()
            step_in_place(s, self.options[i])
            self._cur = [i, s, s.turn + self.turns, self.turns * 4 + 8]
            return False
        if self._cur is not None:
            i, s, stop, left = self._cur
            for _ in range(STEP_COMMANDS):
                who = None if left <= 0 or s.over is not None or s.turn >= stop else actor(s)
                if who is None:
                    break
                step_in_place(s, policy_choice(s, who, legal_commands(s, who)))
                left -= 1
            else:
                self._cur[3] = left
                return False
            self._cur = None
            v = chance_of_winning(s, self.seat, self.me, self.foe)
            self.total[i] += v
            self.count[i] += 1
            if self.pin is not None and i == self.pin[0] and v < 1.0:
                self.kicked.append(v)
            self.playouts += 1
            if self._todo and self.playouts < cap:
                return False
        self._world = None
        self.rounds += 1
        return True

    def best(self):
        """The candidate with the best mean (a tie: the policy's favourite)."""
        best, best_v = self.alive[0], self.mean(self.alive[0])
        for i in self.alive[1:]:
            v = self.mean(i)
            if v > best_v + 1e-9:
                best, best_v = i, v
        return self.options[best]


def searching(srch: Search, clock=None, playouts: int | None = None,
              budget: float | None = None):
    """The search a playout at a time (a generator: it yields after each step of a round and
    returns when the budget is spent). Without a clock: exactly min(MAX_PLAYOUTS, playouts or
    PLAYOUTS) playouts; with one: whole rounds until TIME_BUDGET (or budget) seconds are gone,
    the clock read once before and once after each round."""
    if len(srch.alive) < 2:  # nothing to compare
        return
    if clock is None:
        cap = min(MAX_PLAYOUTS, playouts or PLAYOUTS)
        deadline = None
    else:
        deadline = clock() + (TIME_BUDGET if budget is None else budget)
        cap = min(MAX_PLAYOUTS, playouts or MAX_PLAYOUTS)
    while srch.playouts < cap:
        while not srch.run_step(cap):
            yield
        if deadline is not None and clock() >= deadline:
            return
        yield


def search(seen, seat, options, dice, clock=None, playouts: int | None = None,
           budget: float | None = None) -> Search:
    """Run the search within its budget and return its statistics."""
    srch = Search(seen, seat, options, dice)
    run(searching(srch, clock, playouts, budget))
    return srch


def thinking(seen, seat, options, dice, clock=None, playouts: int | None = None):
    """Hard's choice a playout at a time (a generator returning the command); playouts: a
    fixed budget other than PLAYOUTS (the tournament's budget curve)."""
    srch = Search(seen, seat, options, dice)
    yield from searching(srch, clock, playouts)
    return srch.best()


def choose(seen, seat, options, dice, clock=None):
    """The command the search likes best."""
    return run(thinking(seen, seat, options, dice, clock))

