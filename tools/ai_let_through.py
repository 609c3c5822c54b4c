"""AI experiment (issue 30, session 57): what the moves a foe let through say about its hand.

    python tools/ai_let_through.py --measure heuristic normal brawler --games 6
    python tools/ai_let_through.py hinf:heuristic hinf:normal --games 300 --seed 1

While a seat strings moves together the foe plays no page, so its hand does not change: every
move it let through is one it could not (or chose not to) counter with the hand it holds now.
Hard samples the foe's hand from the whole pool the view leaves, ignoring that.

* `--measure FOE...`: Hard plays FOE (the ladder's deals); at each of Hard's decisions in the
  middle of its own string, whether the foe's TRUE hand holds a page it could pay for that
  counters a move type it let through (read from the true state, for this measurement only),
  beside the share of 20 worlds sampled as Hard samples them that do.
* `hinf`: Hard whose sampled worlds are conditioned on it: a world whose foe could have
  countered a move type it let through is kept only KEEP percent of the time (redrawn up to
  TRIES times). Registered in this process only; game/ is untouched.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import hard4, ismcts, sample, stepwise  # noqa: E402
from game.match.bonuses import extra_counters  # noqa: E402
from game.match.dice import Dice  # noqa: E402
from game.match.legal import from_underneath  # noqa: E402
from game.match.seat_view import view as _view  # noqa: E402

TRIES = 24
KEEP = 25  # percent
ON = [False]
TRUE = [None]
_determinize = sample.determinize


def let_through(seen, seat: int) -> tuple:
    """Move types of the seat's string so far (the foe let each through with its hand now)."""
    if seen.string_seat != seat or seen.pending is not None \
            or "stunned" in seen.sides[1 - seat].statuses:
        return ()
    return tuple(set(seen.string_types))


def could_have(w, seat: int, types) -> bool:
    """The foe's hand in this state holds a page it can pay for that counters one of the types
    (or any Defensive page while it fights from underneath)."""
    foe = 1 - seat
    side = w.sides[foe]
    extra = None
    for card in side.hand:
        info = w.info(card)
        defensive = "defensive" in info.tags
        if not (defensive or info.counters) or not side.can_pay(info.cost):
            continue
        counters = info.counters
        if defensive:
            if from_underneath(w, foe, info):
                return True
            extra = extra_counters(w, foe) if extra is None else extra
            counters = counters | extra
        if any(t in counters for t in types):
            return True
    return False


def determinize(seen, seat, rng, seed=None):
    """A world as Hard samples it; with `hinf` searching, conditioned on the let-through."""
    w = _determinize(seen, seat, rng, seed)
    types = let_through(seen, seat) if ON[0] else ()
    for _ in range(TRIES if types else 0):
        if not could_have(w, seat, types) or rng.below(100) < KEEP:
            break
        w = _determinize(seen, seat, rng, seed)
    return w


def inferring(base):
    """A level: `base` with the conditioned worlds."""
    def thinking(seen, seat, options, dice, clock=None):
        ON[0] = True
        try:
            return (yield from base(seen, seat, options, dice))
        finally:
            ON[0] = False
    return thinking


def measuring(base, stats: dict):
    """A level: `base`, counting the true and the sampled let-through counters first."""
    def thinking(seen, seat, options, dice, clock=None):
        types = let_through(seen, seat)
        if types:
            stats["decisions"] += 1
            stats["true"] += could_have(TRUE[0], seat, types)
            rng = Dice(5, stats["decisions"])
            for _ in range(20):
                stats["worlds"] += 1
                stats["sampled"] += could_have(_determinize(seen, seat, rng), seat, types)
        return (yield from base(seen, seat, options, dice))
    return thinking


def measure(foes, games: int, seed: int) -> None:
    """Print, for each foe, the true and the sampled shares."""
    from game.lab.tournament import run_tournament
    from game.library import Catalog, load_library

    def view(state, seat):
        TRUE[0] = state
        return _view(state, seat)
    stepwise.view = view
    cat = Catalog(load_library())
    for foe in foes:
        stats = {"decisions": 0, "true": 0, "worlds": 0, "sampled": 0}
        stepwise.THINKING["hmeasure"] = measuring(hard4.thinking, stats)
        run_tournament(cat, games, seed, time.perf_counter, workers=1,
                       pairs_to_play=[("hmeasure", foe)])
        print(foe, stats, "true", round(stats["true"] / max(1, stats["decisions"]), 2),
              "sampled", round(stats["sampled"] / max(1, stats["worlds"]), 2), flush=True)


def main() -> None:
    if "--measure" in sys.argv:
        ap = argparse.ArgumentParser()
        ap.add_argument("--measure", nargs="+", required=True)
        ap.add_argument("--games", type=int, default=6)
        ap.add_argument("--seed", type=int, default=1)
        a = ap.parse_args()
        measure(a.measure, a.games, a.seed)
        return
    import level_pairs
    ismcts.determinize = determinize
    stepwise.THINKING["hinf"] = inferring(hard4.thinking)
    level_pairs.play(level_pairs.parser().parse_args())


if __name__ == "__main__":
    main()
