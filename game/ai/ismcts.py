"""The search of AI edition 3 (Hard, and Normal on a small budget): information-set Monte Carlo
tree search over the seat's next few commands, from its view only.

Edition 2's Hard judged the policy's few favourite commands by flat rollouts: each played in the
same sampled worlds and played on by the policy. That is the baseline that information-set MCTS
(Cowling, Powley & Whitehouse 2012; OpenSpiel's ismcts) improves on. Here:

* **Worlds** (determinizations): every round samples one world consistent with the view
  (game/ai/sample.py: the foe's unseen pages dealt from the pool the view leaves, the seat's own
  playbook shuffled, a fresh dice seed drawn from the AI's own Dice). The foe's counters are
  modelled from what is public: its hand is any hand the pool allows, and it answers as the
  policy would from that hand. The dice are the chance nodes: every world rolls them afresh, so
  a node's statistics average over them (an open-loop tree: a node is the sequence of the seat's
  own commands, whatever the dice and the foe did between them).
* **The root**: the CANDIDATES commands the policy (game/ai/policy3.py) likes best from the view,
  and Press Pin when it is legal, each played in the same world in every round (common random
  numbers: they differ by the command, not by the deal or the dice).
* **The tree**: beneath each root command, a node for each of the seat's next commands (up to
  TREE_DEPTH more of them, before ROLLOUT_TURNS turns are played), chosen by UCB1 among the
  policy's WIDTH favourites in that world (their availability counted, as IS-MCTS does where the
  legal commands differ between worlds); one new node a round, then the policy plays both seats
  on until ROLLOUT_TURNS turns after the root. The foe's commands are the policy's in the world.
* **The value**: a finished match is 1, 1/2 or 0; an unfinished one the logistic of the edition-3
  evaluation (game/ai/evaluate3.py), faded before the bell. Press Pin at the root is valued at its
  exact odds from the view (won at p, else what the worlds where it was kicked out came to).
* **The choice**: the root command with the best mean; a tie (within TIE) goes to the policy's
  order.

An answer to a pending page (counter or let it through) is the policy's at a glance: the window
needs it in the frame the move is played. The budget is a number of playouts (one root command in
one world, its tree descent and its play-on), never a clock unless a caller hands one for an
experiment; a step plays at most STEP_COMMANDS commands, so a window can spread it over frames.
"""
from __future__ import annotations

import math

from ..match import commands as C
from ..match.dice import Dice
from ..match.legal import actor, legal_commands
from . import policy3
from .evaluate3 import evaluate
from .evaluate import persona_of
from .normal import before_the_bell, pin_odds
from .sample import SEED_SPACE, determinize, step_in_place
from .steps import run

PLAYOUTS = 72           # Hard: 18 worlds for each of 3 candidates and Press Pin
TIME_BUDGET = 0.25      # seconds, with a clock (experiments only)
MAX_PLAYOUTS = 3000     # the hard cap, clock or not
CANDIDATES = 3          # the policy's favourites at the root (Press Pin always)
ROLLOUT_TURNS = 8       # turns after the root command before the state is judged
TREE_DEPTH = 1          # the seat's own commands after the root one that the tree holds
WIDTH = 2               # the policy's favourites a tree node chooses among
UCB_C = 0.15            # exploration, in chances of winning
WIDEN = 6               # visits of a node before the policy's next favourite there is opened
WIN_SCALE = 100.0       # evaluation points that move the chance of winning by about a quarter
SEARCH_SALT = 0x15C7
STEP_COMMANDS = 2       # commands a step (a frame's slice) plays at most: 6 made the slowest
                        # frames at 1920x1080 (a step of the policy is ~0.15 ms a command)
TIE = 0.002             # means closer than this are a tie, which goes to the policy's order


def ranked(seen, seat: int, options) -> list:
    """The options' indices, the policy's favourite first (from the view: no peeking)."""
    vals = policy3.scores(seen, seat, options)
    return sorted(range(len(options)), key=lambda i: (-vals[i], i))


def chance_of_winning(state, seat: int, me, foe) -> float:
    """A played-out state as the seat's chance of winning: 1, 1/2 or 0 when the match is over,
    else the logistic of its evaluation (faded before the bell)."""
    out = state.over
    if out is not None:
        return 0.5 if out.winner is None else float(out.winner == seat)
    v = before_the_bell(state, evaluate(state, seat, me, foe)) / WIN_SCALE
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, v))))


def rollout_choice(s, who: int, options: list):
    """Either seat's pick in a sampled world: the edition-3 policy reading the world's hands."""
    if len(options) == 1:
        return options[0]
    return policy3.choose(s, who, options, peek=True)


def is_turn_decision(s, options) -> bool:
    """A command of the seat in control (not an answer, a tap-out or a Drama card)."""
    return s.pending is None and len(options) > 1 \
        and type(options[0]) not in (C.TapOut, C.PlayDrama)


class Node:
    """The statistics of one of the seat's information sets: its commands so far from the root."""

    __slots__ = ("visits", "total", "avail", "children")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict = {}


class Search:
    """The running statistics of one decision (exposed for tests and tuning)."""

    def __init__(self, seen, seat: int, options, dice: Dice, candidates: int | None = None,
                 turns: int | None = None, depth: int | None = None) -> None:
        self.seen, self.seat, self.options = seen, seat, list(options)
        candidates = CANDIDATES if candidates is None else candidates
        self.turns = ROLLOUT_TURNS if turns is None else turns
        self.depth = TREE_DEPTH if depth is None else depth
        self.rng = Dice(dice.below(SEED_SPACE), SEARCH_SALT)
        self.me, self.foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
        order = ranked(seen, seat, self.options)
        self.alive = order[:1] if seen.pending is not None else order[:candidates]
        self.pin = None  # (index, exact odds) of Press Pin among the options
        for i, cmd in enumerate(self.options):
            odds = pin_odds(seen, seat, cmd)
            if odds is not None:
                self.pin = (i, odds)
                if i not in self.alive and seen.pending is None:
                    self.alive.append(i)
        self.roots = {i: Node() for i in self.alive}
        self.kicked: list = []  # the values of the worlds where the root's pin was kicked out
        self.kicked_now = False  # the playout under way follows a kick-out of the root's pin
        self.rounds = 0
        self.playouts = 0
        self._world = None
        self._todo: list = []
        self._cur = None  # the playout under way: [root index, state, path, node, own, left]

    def mean(self, i: int) -> float:
        """The mean chance of winning after command i so far (Press Pin: at its exact odds)."""
        node = self.roots[i]
        if not node.visits:
            return float("-inf")
        if self.pin is not None and i == self.pin[0]:
            odds = self.pin[1]
            if self.kicked:
                kicked = sum(self.kicked) / len(self.kicked)
            else:  # no world kicked out: a kick-out is at worst the worst other command's value
                others = [self.roots[j].total / self.roots[j].visits for j in self.alive
                          if j != i and self.roots[j].visits]
                kicked = min(others) if others else 0.0
            return odds + (1.0 - odds) * kicked
        return node.total / node.visits

    def _select(self, s, node: Node, options: list):
        """The tree's pick among the policy's WIDTH favourites here (UCB1 with availability);
        (command, child node, whether the child is new)."""
        vals = policy3.scores(s, self.seat, options)
        # progressive widening: the policy's k-th favourite is opened after WIDEN * k visits
        opened = min(WIDTH, 1 + node.visits // WIDEN)
        order = sorted(range(len(options)), key=lambda i: (-vals[i], i))[:opened]
        best, best_v, best_child = None, float("-inf"), None
        for i in order:
            cmd = options[i]
            child = node.children.get(cmd)
            if child is None:
                child = node.children[cmd] = Node()
            child.avail += 1
        for i in order:
            cmd = options[i]
            child = node.children[cmd]
            if child.visits == 0:
                return cmd, child, True
            v = child.total / child.visits \
                + UCB_C * math.sqrt(math.log(max(1, child.avail)) / child.visits)
            if v > best_v:
                best, best_v, best_child = cmd, v, child
        return best, best_child, False

    def run_round(self, cap: int) -> None:
        """One sampled world, every root command played in it (at most cap playouts)."""
        while not self.run_step(cap):
            pass

    def run_step(self, cap: int) -> bool:
        """A round a few commands at a time (so a frame can stop between them): the first step
        samples the world, each later one plays up to STEP_COMMANDS commands of a playout;
        True when the round is over."""
        if self._world is None:
            self._world = determinize(self.seen, self.seat, self.rng)
            self._todo = list(self.alive)
            return False
        if self._cur is None and self._todo and self.playouts < cap:
            i = self._todo.pop(0)
            s = self._world.clone()
            self.step(s, self.options[i], i, True)
            root = self.roots[i]
            # the pin's own roll is counted at its exact odds (mean): what matters of a world is
            # what came of it after a kick-out
            self.kicked_now = self.pin is not None and i == self.pin[0] and s.over is None
            self._cur = [i, s, [root], root if self.depth > 0 else None, 0,
                         self.turns * 4 + 8, s.turn + self.turns]
            return False
        if self._cur is not None:
            cur = self._cur
            i, s, path, node, own, left, stop = cur
            seat = self.seat
            for _ in range(STEP_COMMANDS):
                who = None if left <= 0 or s.over is not None or s.turn >= stop else actor(s)
                if who is None:
                    break
                options = legal_commands(s, who)
                if node is not None and who == seat and is_turn_decision(s, options):
                    cmd, child, new = self._select(s, node, options)
                    path.append(child)
                    own += 1
                    node = None if new or own >= self.depth else child
                else:
                    cmd = rollout_choice(s, who, options)
                self.step(s, cmd, i, False)
                left -= 1
            else:
                cur[3], cur[4], cur[5] = node, own, left
                return False
            self._cur = None
            v = chance_of_winning(s, seat, self.me, self.foe)
            for n in path:
                n.visits += 1
                n.total += v
            if self.kicked_now:
                self.kicked.append(v)
                self.kicked_now = False
            self.playouts += 1
            if self._todo and self.playouts < cap:
                return False
        self._world = None
        self.rounds += 1
        return True

    def step(self, s, cmd, i: int, first: bool) -> None:
        """Play a command in a world, in the playout of root command i (first: the root's own
        command; a later edition's search watches what it brings)."""
        step_in_place(s, cmd)

    def best(self):
        """The root command with the best mean (a tie: the policy's favourite)."""
        best, best_v = self.alive[0], self.mean(self.alive[0])
        for i in self.alive[1:]:
            v = self.mean(i)
            if v > best_v + TIE:
                best, best_v = i, v
        return self.options[best]


def searching(srch: Search, clock=None, playouts: int | None = None,
              budget: float | None = None):
    """The search a step at a time (a generator: it yields after each step of a round and
    returns when the budget is spent). Without a clock: exactly min(MAX_PLAYOUTS, playouts or
    PLAYOUTS) playouts; with one: whole rounds until TIME_BUDGET (or budget) seconds are gone."""
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
    """Hard's choice (AI edition 3) a step at a time (a generator returning the command);
    playouts: a fixed budget other than PLAYOUTS (the tournament's budget curve)."""
    srch = Search(seen, seat, options, dice)
    yield from searching(srch, clock, playouts)
    return srch.best()


def choose(seen, seat, options, dice, clock=None):
    """The command the search likes best."""
    return run(thinking(seen, seat, options, dice, clock))
