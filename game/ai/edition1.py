"""The AI of edition 1, frozen: what Normal and Hard played before AI edition 2 (issue 30), kept
so that saves played against it are still derived again, command by command, when verified.

Nothing here may change: a save records its AI edition (setup.ai.edition) and a level named with
the suffix '/1' ('normal/1', 'hard@300/1') thinks as this edition did. Hard was determinized
Monte Carlo over the root commands: rounds of one sampled world each, every command still in the
running played in it, both seats playing on for 2 turns as the policy would, the end scored by
the heuristic evaluation, the weaker half dropped after 20, 40, 80... rounds. Normal was the
same one-decision look it is now, with a club wrestler's habits (HABITS below).
"""
from __future__ import annotations

from ..match.dice import Dice
from .evaluate import WIN, evaluate, persona_of
from .habits import Habits
from .normal import before_the_bell, pick, pin_mean, pin_odds
from .sample import SEED_SPACE, determinize, playout, step_in_place
from .steps import run

PLAYOUTS = 300          # without a clock
TIME_BUDGET = 0.25      # seconds, with a clock
MAX_PLAYOUTS = 3000     # the hard cap, clock or not
ROLLOUT_TURNS = 2
PRUNE_AFTER = 20        # rounds before the first halving, doubling after each halving
KEEP_AT_LEAST = 2
HABITS = Habits(restless=0.5, eager_pin=20, forgot_counter=20, wrong_page=10)  # Normal's


class Search:
    """The running statistics of one decision (exposed for tests and tuning)."""

    def __init__(self, seen, seat: int, options, dice: Dice) -> None:
        self.seen, self.seat, self.options = seen, seat, list(options)
        self.rng = Dice(dice.below(SEED_SPACE), 0x4A4D)
        self.me, self.foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
        self.total = [0.0] * len(self.options)
        self.count = [0] * len(self.options)
        self.alive = list(range(len(self.options)))
        self.rounds = 0
        self.playouts = 0
        self._next_prune = PRUNE_AFTER
        self._world = None  # the world of the round under way (run_step)
        self._todo: list = []
        self.pin = None  # (index, exact odds) of Press Pin among the options
        self.kicked: list = []  # the values of the worlds where the pin was kicked out
        for i, cmd in enumerate(self.options):
            odds = pin_odds(seen, seat, cmd)
            if odds is not None:
                self.pin = (i, odds)

    def mean(self, i: int) -> float:
        """The mean value of command i so far (Press Pin: at its exact odds)."""
        if not self.count[i]:
            return float("-inf")
        if self.pin is not None and i == self.pin[0]:
            others = [self.total[j] / self.count[j] for j in self.alive
                      if j != i and self.count[j]]
            return pin_mean(self.pin[1], self.kicked, min(others) if others else 0.0)
        return self.total[i] / self.count[i]

    def run_round(self, cap: int) -> None:
        """One sampled world, every live command played in it (at most cap playouts)."""
        while not self.run_step(cap):
            pass

    def run_step(self, cap: int) -> bool:
        """A round one playout at a time (so a frame can stop between them): the first step
        samples the world; True when the round is over."""
        if self._world is None:
            self._world = determinize(self.seen, self.seat, self.rng)
            self._todo = list(self.alive)
            return False
        if self._todo and self.playouts < cap:
            i = self._todo.pop(0)
            s = self._world.clone()
            step_in_place(s, self.options[i])
            playout(s, ROLLOUT_TURNS)
            v = before_the_bell(s, evaluate(s, self.seat, self.me, self.foe))
            self.total[i] += v
            self.count[i] += 1
            if self.pin is not None and i == self.pin[0] and v < WIN:
                self.kicked.append(v)
            self.playouts += 1
            if self._todo and self.playouts < cap:
                return False
        self._world = None
        self._end_round()
        return True

    def _end_round(self) -> None:
        """Count the round; halve the live commands now and then."""
        self.rounds += 1
        if self.rounds >= self._next_prune and len(self.alive) > KEEP_AT_LEAST:
            ranked = sorted(self.alive, key=self.mean, reverse=True)
            self.alive = sorted(ranked[:max(KEEP_AT_LEAST, (len(ranked) + 1) // 2)])
            self._next_prune = self.rounds * 2

    def best(self):
        """The command with the best mean, weighed as Normal weighs it (Persona, DQ chance)."""
        return pick(self.seen, self.seat, [self.options[i] for i in self.alive],
                    [self.mean(i) for i in self.alive])


def searching(srch: Search, clock=None, playouts: int | None = None,
              budget: float | None = None):
    """The search a playout at a time (a generator: it yields after each step of a round and
    returns when the budget is spent). Without a clock: exactly min(MAX_PLAYOUTS, playouts or
    PLAYOUTS) playouts; with one: whole rounds until TIME_BUDGET (or budget) seconds are gone,
    the clock read once before and once after each round."""
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



def normal_thinking(seen, seat: int, options, dice, clock=None):
    """Normal of edition 1 a unit of work at a time: the eight worlds' values, then its habits."""
    from .habits import play
    from .normal import SAMPLES, pin_odds, value_in, worlds_from
    me, foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
    yield
    ws = []
    for k in range(1, SAMPLES + 1):
        ws.append(worlds_from(seen, seat, k))
        yield
    values, pin = [], None
    for i, cmd in enumerate(options):
        total, fails = 0.0, []
        for w in ws:
            v = value_in(w, seat, cmd, me, foe)
            total += v
            if v < WIN:
                fails.append(v)
            yield
        values.append(total / len(ws))
        odds = pin_odds(seen, seat, cmd)
        if odds is not None:
            pin = (i, odds, fails)
    if pin is not None:
        i, odds, fails = pin
        others = [v for j, v in enumerate(values) if j != i]
        values[i] = pin_mean(odds, fails, min(others) if others else 0.0)
    return play(seen, seat, options, pick(seen, seat, options, values), dice, HABITS)
