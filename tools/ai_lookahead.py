"""AI experiments (issue 30, session 51, not shipped): Hard as a short, branched look-ahead over
sampled worlds (the level `lookahead`), and Hard whose own seat reads the foe fighting back
(`fightback`), registered in this tool only.

    python tools/ai_lookahead.py lookahead:normal --games 300 --seed 1 --workers 2
    python tools/ai_lookahead.py lookahead:heuristic lookahead32:normal --games 300
    python tools/ai_lookahead.py fightback:normal --games 300 --seed 1 --workers 2

`fightback` is edition 5's Hard (game/ai/hard4.py over ismcts.py) whose candidates, tree and own
seat's play-ons score commands by fightback_scores below: policy3's glance, and a move that would
be its string's third connected one (rules edition 9: the foe then takes control while they keep
a fourth of their HP) costs policy3.CONTROL times the chance it connects; a defender's Allow of
such a move is worth CONTROL more (control comes to them either way). The foe's seat in the
play-ons stays policy3's, as Normal plays it.

(`lookaheadN`, N one of 4, 8, 32, 64: N worlds a decision instead of WORLDS.) Measured:
docs/AI.md, "Tried in session 51". What `lookahead` is:

Edition 4's Hard (game/ai/hard4.py over ismcts.py) plays its candidates on for 8 turns by the
policy for both seats. Measured in session 50 (docs/AI.md, "The ceiling measured again"), the
shape of a search mattered more than what it knew: handed the true hands and dice, that search
rose only from 0.605 to 0.678 against Normal, while a shorter one that also searched its answers
and branched its own next turn reached 0.748. This is that shape over the worlds a seat can
imagine (game/ai/sample.py: the foe's unseen pages dealt again, its own playbook shuffled, fresh
dice), from view(state, seat) only:

* **Candidates**: the policy's CANDIDATES favourites (game/ai/policy3.py) and Press Pin when it is
  legal; an answer to a pending page is searched the same way (counter, or let it through).
* **A world**: each candidate is played in it, then the match is played on for TURNS turns, the
  foe's seat by the policy reading the world's hands; at the seat's own next turn decision the
  policy's two favourites are each played on and the better counts (the seat will choose then,
  knowing more than now): ai_oracle.playon_value, with the policy as the foe.
* **The value**: the mean over WORLDS worlds (the same worlds for every candidate) of the chance of
  winning (ismcts.chance_of_winning); Press Pin at its exact odds from the view, else what the
  worlds where it was kicked out came to.
* **The choice**: the best mean; a tie (within ismcts.TIE) goes to the policy's order.

A tap-out or a Drama card is the policy's at a glance. One step plays one candidate in one world,
so a window spreads the decision over frames.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import level_pairs  # noqa: E402  (it puts the project on the path)
from ai_oracle import playon_value  # noqa: E402  (its play-on, the foe as the policy)

import types  # noqa: E402

from game.ai import hard4, ismcts, policy3, stepwise  # noqa: E402
from game.match.editions import foe_fights_back, string_limit  # noqa: E402
from game.ai.evaluate import persona_of  # noqa: E402
from game.ai.normal import pin_odds  # noqa: E402
from game.ai.sample import SEED_SPACE, determinize, step_in_place  # noqa: E402
from game.match import commands as C  # noqa: E402
from game.match.dice import Dice  # noqa: E402

CANDIDATES = 4   # the policy's favourites weighed (Press Pin always)
TURNS = 4        # turns played on after a candidate before the state is judged
WORLDS = 16      # sampled worlds a decision weighs its candidates in
SEARCH_SALT = 0x6A6D


class Lookahead:
    """The running totals of one decision (exposed for tests and tuning)."""

    def __init__(self, seen, seat: int, options, dice: Dice) -> None:
        self.seen, self.seat, self.options = seen, seat, list(options)
        self.rng = Dice(dice.below(SEED_SPACE), SEARCH_SALT)
        self.me, self.foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
        self.alive = ismcts.ranked(seen, seat, self.options)[:CANDIDATES]
        self.pin = None  # (index, exact odds) of Press Pin among the options
        for i, cmd in enumerate(self.options):
            odds = pin_odds(seen, seat, cmd)
            if odds is not None:
                self.pin = (i, odds)
                if i not in self.alive:
                    self.alive.append(i)
        self.totals = {i: 0.0 for i in self.alive}
        self.kicked: list = []  # the values of the worlds where Press Pin was kicked out
        self.worlds = 0

    def weigh(self, world, i: int) -> None:
        """Play candidate i in the world and add what it came to."""
        s = world.clone()
        step_in_place(s, self.options[i])
        v = playon_value(s, self.seat, self.me, self.foe, s.turn + TURNS, TURNS * 4 + 8,
                         True, None)
        self.totals[i] += v
        if self.pin is not None and i == self.pin[0] and s.over is None:
            self.kicked.append(v)

    def mean(self, i: int) -> float:
        """The mean chance of winning after command i (Press Pin: at its exact odds)."""
        if not self.worlds:
            return float("-inf")
        if self.pin is not None and i == self.pin[0]:
            odds = self.pin[1]
            if self.kicked:
                kicked = sum(self.kicked) / len(self.kicked)
            else:  # every world won: a kick-out is at worst the worst other command's value
                others = [self.totals[j] / self.worlds for j in self.alive if j != i]
                kicked = min(others) if others else 0.0
            return odds + (1.0 - odds) * kicked
        return self.totals[i] / self.worlds

    def best(self):
        """The command with the best mean (a tie: the policy's favourite)."""
        best, best_v = self.alive[0], self.mean(self.alive[0])
        for i in self.alive[1:]:
            v = self.mean(i)
            if v > best_v + ismcts.TIE:
                best, best_v = i, v
        return self.options[best]


def thinking(seen, seat, options, dice, clock=None, worlds: int | None = None):
    """The look-ahead's choice a step at a time (a generator returning the command)."""
    if type(options[0]) in (C.TapOut, C.PlayDrama):
        return policy3.choose(seen, seat, options)
    look = Lookahead(seen, seat, options, dice)
    if len(look.alive) < 2:
        return look.best()
    for _ in range(worlds or WORLDS):
        world = determinize(seen, seat, look.rng)
        for i in look.alive:
            look.weigh(world, i)
            yield
        look.worlds += 1
    return look.best()


def hands_over(s, seat: int, info) -> bool:
    """Connecting this move now would make the foe fight back (control goes to them)."""
    foe = s.sides[1 - seat]
    return info.kind == "move" and foe_fights_back(s.rules) and s.control == seat \
        and s.string_seat == seat and s.string_count + 1 >= string_limit(s.rules) \
        and (foe.hp - policy3.move_damage(s, seat, info)) * 4 >= foe.max_hp


def fightback_scores(s, seat: int, options: list, peek: bool = False) -> list:
    """policy3's scores with the foe fighting back read."""
    vals = policy3.scores(s, seat, options, peek)
    if type(options[0]) in (C.TapOut, C.PlayDrama):
        return vals
    if s.pending is not None:
        attacker, page = s.pending
        if hands_over(s, attacker, s.info(page)):
            vals = [v + policy3.CONTROL if type(c) is C.Allow else v
                    for v, c in zip(vals, options)]
        return vals
    for i, cmd in enumerate(options):
        if type(cmd) is C.PlayPage:
            info = s.info(cmd.page)
            if info.special != "weapon" and hands_over(s, seat, info):
                safe = s.string_seat == seat and info.move_type in s.string_types
                c = 0.0 if safe else policy3.counter_chance(s, seat, info, peek)
                vals[i] -= (1.0 - c) * policy3.CONTROL
    return vals


def fightback_choose(s, seat: int, options: list, peek: bool = False):
    """The command fightback_scores likes best (the first of equals)."""
    vals = fightback_scores(s, seat, options, peek)
    return options[max(range(len(options)), key=lambda i: (vals[i], -i))]


def fightback(seen, seat, options, dice, clock=None):
    """Hard's search with its own seat scoring by fightback_scores (the tournament runs a
    decision to its end in one go, so the swap lasts exactly that decision)."""
    saved = ismcts.ranked, ismcts.rollout_choice, ismcts.policy3

    def ranked(seen_, seat_, options_):
        vals = fightback_scores(seen_, seat_, options_)
        return sorted(range(len(options_)), key=lambda i: (-vals[i], i))

    def rollout(s, who, opts):
        if len(opts) == 1:
            return opts[0]
        pick = fightback_choose if who == seat else policy3.choose
        return pick(s, who, opts, peek=True)
    ismcts.ranked, ismcts.rollout_choice = ranked, rollout
    ismcts.policy3 = types.SimpleNamespace(scores=fightback_scores)
    try:
        return (yield from hard4.thinking(seen, seat, options, dice, clock))
    finally:
        ismcts.ranked, ismcts.rollout_choice, ismcts.policy3 = saved


def install() -> None:
    """Register `lookahead` and `lookaheadN` (N worlds) as levels of this process (and of the
    tournament's forked workers)."""
    stepwise.THINKING["lookahead"] = thinking
    stepwise.THINKING["fightback"] = fightback
    for n in (4, 8, 32, 64):
        stepwise.THINKING[f"lookahead{n}"] = \
            lambda seen, seat, options, dice, clock=None, n=n: thinking(
                seen, seat, options, dice, clock, worlds=n)
    stepwise.EDITIONS[stepwise.CURRENT] = stepwise.THINKING


def main() -> None:
    a = level_pairs.parser().parse_args()
    install()
    level_pairs.play(a)


if __name__ == "__main__":
    main()
