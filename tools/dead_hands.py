"""Rules question (session 66): how often a hand is dead, and how often only momentum pages the
caps leave nothing to gain keep it alive (would counting those dead regroup many more hands?).

    python tools/dead_hands.py 60      # 60 Greedy-against-Greedy matches, types in turn

Counts the turn decisions (the actor in control, no move waiting), those with no page that can
be played (a Pass regroups the hand: `game.match.dead_hand`), and those whose only playable
pages gain nothing at the caps (`game.match.gains_nothing`).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import ai_command  # noqa: E402
from game.library import Catalog, load_library  # noqa: E402
from game.match import Match, gains_nothing, random_setup  # noqa: E402
from game.match.legal import play_blocker  # noqa: E402

TYPES = ("normal", "hardcore", "showdown")


def count(matches: int) -> dict:
    """{turns, dead, idle_only} over `matches` Greedy matches, seeds 0..matches-1."""
    cat = Catalog(load_library())
    out = {"turns": 0, "dead": 0, "idle_only": 0}
    for seed in range(matches):
        m = Match(random_setup(cat, seed, TYPES[seed % 3], "greedy", "greedy"), cat)
        for _ in range(3000):
            seat = m.actor()
            if seat is None:
                break
            st = m.state
            hand = st.sides[seat].hand
            if st.pending is None and st.to_move() == seat and hand:
                out["turns"] += 1
                live = [p for p in hand if not play_blocker(st, seat, p, paying=False)]
                if not live:
                    out["dead"] += 1
                elif all(gains_nothing(st, seat, p) for p in live):
                    out["idle_only"] += 1
            m.play(ai_command("greedy", st, seat, seed))
    return out


if __name__ == "__main__":
    print(count(int(sys.argv[1]) if len(sys.argv) > 1 else 60))
