"""AI experiment (issue 30): the game's luck ceiling, measured again under the current rules.

    python tools/ai_oracle.py oracle:normal --games 300 --seed 1 --workers 2
    python tools/ai_oracle.py handsonly:normal oracle:heuristic oracle2:normal --games 300
    python tools/ai_oracle.py --check 6 --seed 1      # the oracle's worlds are the real match

docs/AI.md's "oracle" figure (a player reading both hands and the dice seed beat a careful one
only 0.64) was measured many rules editions ago with code never committed. This tool registers
levels that read what no seat can see, into game.ai.stepwise.THINKING of this process only (and
of the tournament's forked workers), and plays them on the ladder's own deals with
game.lab.tournament.run_tournament, as tools/ai_foe_model.py does. Nothing in game/ changes:
game.ai.Chooser hands every level view(state, seat); for the levels here (and only them) this
tool swaps that view for a copy of the true state, and swaps the search's world sampling for
the worlds below.

* `oracle`: Hard's search (game/ai/hard4.py over game/ai/ismcts.py, 144 playouts, the policy's
  three favourites and Press Pin, a one-command tree, 8-turn play-ons), but every world is the
  TRUE state: the foe's real hand, Drama cards and playbook order, its own playbook order, the
  real dice seed and the real automatic Event turns. A command's rolls are
  Dice(state.seed, state.actions) (game.match.rules.decide), so its play-ons roll exactly the
  dice the match will roll for its command and for every later command while the play-on
  follows the real match (the foe's answers are the policy's, reading the true hand). Press Pin
  is judged by what the true dice do, not at its odds.
* `oracle2`: the true state, and the foe's seat in the play-ons played by the real foe: the
  level it faces in the match (game.ai.ai_command, its decisions drawn from decision_dice as the
  tournament draws them), so a play-on is the real match's future as long as the oracle's own
  seat follows it. The oracle's candidates (the policy's ORACLE2_CANDIDATES favourites and Press
  Pin; answers to a pending move too), each with its next turn decision branched over the
  policy's two favourites (the better one counts: nothing is left to chance), played on
  ORACLE2_TURNS turns and judged as ismcts judges a play-on.
* `oracle2p`: oracle2's search with the foe's seat in its play-ons played by the policy reading
  the true hands (as oracle's play-ons do): what modelling the real foe adds.
* `handsonly`: Hard's search with the true hands (the foe's hand and Drama cards) but the
  playbooks shuffled and the dice fresh in every world, as Hard samples them: the hidden cards
  without the luck.

Prints each pair's score with its 95% Wilson interval, wins / losses / draws, by match type,
the endings and the wall time.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import hard4, ismcts, policy3, stepwise  # noqa: E402
from game.ai.decisions import ai_command  # noqa: E402
from game.ai.evaluate import persona_of  # noqa: E402
from game.ai.sample import SEED_SPACE, step_in_place  # noqa: E402
from game.match import commands as C  # noqa: E402
from game.match.legal import actor, legal_commands  # noqa: E402

PEEKING = {"oracle", "oracle2", "oracle2p", "handsonly"}  # the levels handed the true state
WORLDS = [None]   # how the search running now makes its worlds: None (as Hard), "true", "hands"
FOE_LEVEL = {}    # oracle2: the level of the seat it faces (set by the match runner below)
ORACLE2_CANDIDATES = 4
ORACLE2_TURNS = 4
ORACLE2_BRANCH = 2  # the policy's favourites tried at the oracle's next turn decision

_view = stepwise.view
_chooser_init = stepwise.Chooser.__init__
_determinize = ismcts.determinize


def true_view(state, seat: int):
    """What an oracle level is handed instead of view(state, seat): the true state."""
    return state.clone()


def chooser_init(self, level, state, seat, dice, clock=None):
    """game.ai.Chooser.__init__, handing the true state to this tool's levels only."""
    if level.partition("/")[0].partition("@")[0] in PEEKING:
        stepwise.view = true_view
        try:
            _chooser_init(self, level, state, seat, dice, clock)
        finally:
            stepwise.view = _view
    else:
        _chooser_init(self, level, state, seat, dice, clock)


def world_of(seen, seat: int, rng):
    """A search's world: Hard's sampled one, the true state itself, or the true hands with the
    playbooks shuffled and fresh dice."""
    mode = WORLDS[0]
    if mode is None:
        return _determinize(seen, seat, rng)
    s = seen.clone()  # seen is the true state (true_view)
    if mode == "hands":
        for side in s.sides:
            side.playbook = rng.shuffled(side.playbook)
        s.seed = rng.below(SEED_SPACE)
        s.auto_event_turns = ()  # future dice, as view() blanks them for Hard
    return s


def searching_in(mode: str, playouts: int):
    """A level: Hard's search with its worlds made the `mode` way."""
    def thinking(seen, seat, options, dice, clock=None):
        WORLDS[0] = mode
        try:
            srch = ismcts.Search(seen, seat, options, dice)
            if mode == "true":
                srch.pin = None  # the pin's own roll is in the true dice: judged by its play-on
            yield from ismcts.searching(srch, None, playouts)
            return srch.best()
        finally:
            WORLDS[0] = None
    return thinking


def playon_value(s, seat: int, me, foe, stop: int, left: int, branch: bool,
                 foe_level: str | None) -> float:
    """oracle2's play-on of a true world: the foe's seat as the real foe plays it (foe_level;
    None: the policy reading the true hands), the oracle's own by the policy reading the true
    hands (its first turn decision, when `branch`, tried with the policy's ORACLE2_BRANCH
    favourites, the better counting)."""
    while left > 0 and s.over is None and s.turn < stop:
        who = actor(s)
        if who is None:
            break
        options = legal_commands(s, who)
        if who != seat:
            cmd = ai_command(foe_level, s, who, s.seed) if foe_level else \
                ismcts.rollout_choice(s, who, options)
        elif branch and ismcts.is_turn_decision(s, options):
            vals = policy3.scores(s, seat, options, peek=True)
            order = sorted(range(len(options)), key=lambda i: (-vals[i], i))[:ORACLE2_BRANCH]
            best = float("-inf")
            for i in order:
                t = s.clone()
                step_in_place(t, options[i])
                best = max(best, playon_value(t, seat, me, foe, stop, left - 1, False,
                                              foe_level))
            return best
        else:
            cmd = ismcts.rollout_choice(s, who, options)
        step_in_place(s, cmd)
        left -= 1
    return ismcts.chance_of_winning(s, seat, me, foe)


def oracle2_thinking(seen, seat, options, dice, clock=None, real_foe: bool = True):
    """oracle2's choice: every candidate played on in the true world against the real foe
    (real_foe False, `oracle2p`: against the policy reading the true hands, as in oracle's)."""
    if type(options[0]) in (C.TapOut, C.PlayDrama):
        return policy3.choose(seen, seat, options, peek=True)
    order = ismcts.ranked(seen, seat, options)
    alive = order[:ORACLE2_CANDIDATES]
    pin = C.PressPin(seat)
    if pin in options and options.index(pin) not in alive:
        alive.append(options.index(pin))
    me, foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
    best, best_v = alive[0], float("-inf")
    for i in alive:
        s = seen.clone()
        step_in_place(s, options[i])
        v = playon_value(s, seat, me, foe, s.turn + ORACLE2_TURNS, ORACLE2_TURNS * 4 + 8, True,
                         FOE_LEVEL.get(seat) if real_foe else None)
        if v > best_v + ismcts.TIE:
            best, best_v = i, v
        yield
    return options[best]


def loud(thinking):
    """A level that reports its own failures: game.ai.ai_command would quietly play the first
    legal command instead, and the figures would measure that."""
    def wrapped(seen, seat, options, dice, clock=None):
        try:
            return (yield from thinking(seen, seat, options, dice, clock))
        except Exception:
            import traceback
            traceback.print_exc()
            raise
    return wrapped


def install() -> None:
    """Register the levels and hand them the true state (this process and its forked workers)."""
    stepwise.Chooser.__init__ = chooser_init
    ismcts.determinize = world_of
    stepwise.THINKING["oracle"] = loud(searching_in("true", hard4.PLAYOUTS))
    stepwise.THINKING["handsonly"] = loud(searching_in("hands", hard4.PLAYOUTS))
    stepwise.THINKING["oracle2"] = loud(oracle2_thinking)
    stepwise.THINKING["oracle2p"] = loud(
        lambda seen, seat, options, dice, clock=None: oracle2_thinking(seen, seat, options, dice,
                                                                       clock, False))
    from game.lab import tournament
    _play_match = tournament.play_match

    def play_match(cat, strong, weak, seed, index, clock, custom=False, setup=None):
        """The tournament's match, telling oracle2 which level sits in the other seat."""
        levels = (strong, weak) if index % 2 == 0 else (weak, strong)
        FOE_LEVEL.clear()
        FOE_LEVEL.update({0: levels[1], 1: levels[0]})
        try:
            return _play_match(cat, strong, weak, seed, index, clock, custom, setup)
        finally:
            FOE_LEVEL.clear()
    tournament.play_match = play_match


def check(games: int, seed: int) -> None:
    """Play `games` matches of the ladder's deals, oracle2 against Normal, and at every
    decision of the oracle's seat check that its world is the real match: the real next
    commands played in it give the real events (every roll the same), and the real Normal's
    command in it (oracle2's foe model) is the command Normal really played."""
    from game.lab.simulate import random_setup
    from game.lab.tournament import deal_of
    from game.library import Catalog, load_library
    from game.match.runner import Match
    cat = Catalog(load_library())
    same_events = same_foe = checked = foe_checked = 0
    for index in range(games):
        match_seed, match_type = deal_of(seed, index)
        levels = ("oracle2", "normal") if index % 2 == 0 else ("normal", "oracle2")
        FOE_LEVEL.clear()
        FOE_LEVEL.update({0: levels[1], 1: levels[0]})
        match = Match(random_setup(cat, match_seed, match_type, "greedy", "greedy"), cat)
        states = []
        while match.actor() is not None:
            seat = match.actor()
            states.append((seat, match.state.clone(), len(match.log)))
            match.play(ai_command(levels[seat], match.state, seat, match_seed))
        log = match.log
        for seat, state, n in states:
            if levels[seat] != "oracle2":
                continue
            chooser = stepwise.Chooser("oracle", state, seat, None)  # what the level is handed
            if chooser._thinking is not None:
                seen = chooser._thinking.gi_frame.f_locals["seen"]
                assert seen.seed == state.seed and seen.sides[1 - seat].hand \
                    == state.sides[1 - seat].hand and seen.auto_event_turns \
                    == state.auto_event_turns, "the oracle is not handed the true state"
            WORLDS[0] = "true"
            try:
                world = world_of(true_view(state, seat), seat, None)
            finally:
                WORLDS[0] = None
            for k in range(n, min(n + 12, len(log))):  # the next dozen commands, as played
                who = getattr(log[k].command, "seat", None)
                if who is not None and who != seat and actor(world) == who:
                    foe_checked += 1
                    same_foe += ai_command("normal", world, who, world.seed) == log[k].command
                events = tuple(ismcts_decide(world, log[k].command))
                checked += 1
                same_events += events == log[k].events
        print(f"match {index} ({match_type}, {len(log)} commands): {same_events}/{checked} "
              f"commands gave the real events, {same_foe}/{foe_checked} foe commands the real "
              "Normal's", flush=True)


def ismcts_decide(world, cmd):
    """The events of a command in the world, which then moves on by them (a play-on's step)."""
    from game.match.apply import apply_in_place
    from game.match.rules import decide
    events = decide(world, cmd)
    for ev in events:
        apply_in_place(world, ev)
    return events


def main() -> None:
    import level_pairs
    ap = level_pairs.parser("*")
    ap.add_argument("--check", type=int, default=0, metavar="N",
                    help="check the oracle's worlds against N real matches instead")
    a = ap.parse_args()
    install()
    t0 = time.time()
    if a.check:
        check(a.check, a.seed)
        print("wall", round(time.time() - t0))
        return
    level_pairs.play(a)


if __name__ == "__main__":
    main()
