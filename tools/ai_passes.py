"""AI experiment (issue 30, session 58): how Normal passes, measured against a foe.

    python tools/ai_passes.py heuristic 60      # 60 matches against the heuristic, seed 1

Counts Normal's commands with no move waiting (its turn decisions), its Passes, those while a
page could be played, those with every momentum kind at its cap too, and its trips outside and
back in (session 57's play-tester saw Normal pass "with every momentum kind full").
"""
from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import normal6, stepwise  # noqa: E402
from game.match import commands as C  # noqa: E402

SEEN: Counter = Counter()


def counted(seen, seat, options, dice, clock=None):
    """Normal's thinking, its pick counted."""
    cmd = yield from normal6.thinking(seen, seat, options, dice)
    me = seen.sides[seat]
    if seen.pending is None:
        SEEN["decisions"] += 1
        playable = any(type(c) is C.PlayPage for c in options)
        if type(cmd) is C.Pass:
            SEEN["pass"] += 1
            SEEN["pass_playable"] += playable
            SEEN["pass_full_playable"] += playable and all(
                m >= c for m, c in zip(me.momentum, me.caps))
        SEEN["to_ringside"] += type(cmd) is C.MoveToRingside
        SEEN["return"] += type(cmd) is C.ReturnToRing
    return cmd


def count_normal(thinking, seen: Counter, digits: int = 2) -> None:
    """Normal thinks through `thinking` (which counts into `seen`) against argv's foe and number
    of matches, seed 1, one worker; prints the score, the counts and each count a match."""
    from game.lab.tournament import run_tournament
    from game.library import Catalog, load_library
    stepwise.THINKING["normal"] = thinking
    foe, games = sys.argv[1], int(sys.argv[2])
    rep = run_tournament(Catalog(load_library()), games, 1, time.perf_counter, workers=1,
                         pairs_to_play=[("normal", foe)])
    for k, v in rep["pairs"].items():
        print(k, v["score"])
    print(dict(seen))
    print("a match:", {k: round(v / games, digits) for k, v in seen.items()})


def main() -> None:
    count_normal(counted, SEEN)


if __name__ == "__main__":
    main()
