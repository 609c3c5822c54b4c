"""Where an AI level and the one-glance heuristic pick differently, which one is right? (issue 30)

    python tools/ai_disagreements.py LEVEL [positions] [playouts] [only]   (default 40 60)

Positions come from heuristic-against-heuristic matches (deal seeds 901, 902, ..., match types
in turn); at each decision with a choice, LEVEL decides from the seat's view. Where its command
differs from the heuristic's, both commands are played on to the end of the match `playouts`
times from the TRUE table (the real hands and playbook order; only the dice seed changes, the
same seeds for both commands), both seats playing the heuristic from their own views. It prints
the mean difference of the two win shares (LEVEL minus heuristic) with its standard error, how
often each was better, and the kinds of command that disagreed. `only`: the heuristic's command
kind to look at (e.g. PressPin). The table is the truth the AI can't see, so a single position
can favour a lucky command; the mean over many is the level's edge in the decisions where it
differs.
"""
from __future__ import annotations

import collections
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import policy  # noqa: E402
from game.ai.decisions import ai_command  # noqa: E402
from game.ai.sample import playout, step_in_place  # noqa: E402
from game.lab.simulate import random_setup  # noqa: E402
from game.library import load_library  # noqa: E402
from game.library.catalog import Catalog  # noqa: E402
from game.match import Match  # noqa: E402
from game.match.legal import legal_commands  # noqa: E402
from game.match.seat_view import view  # noqa: E402

TYPES = ("normal", "hardcore", "showdown")


def from_view(s, who: int, options: list):
    """The heuristic's command from the seat's own view."""
    return options[0] if len(options) == 1 else policy.choose(view(s, who), who, options)


def win_share(state, seat: int, cmd, playouts: int) -> float:
    """The seat's share of wins (a draw a half) when cmd is played and the match played out."""
    total = 0.0
    for k in range(playouts):
        w = state.clone()
        w.seed = 777_000 + k
        step_in_place(w, cmd)
        playout(w, 400, from_view)
        out = w.over
        total += 0.5 if out is None or out.winner is None else float(out.winner == seat)
    return total / playouts


def main(level: str, wanted: int, playouts: int, only: str = "") -> None:
    """Print the level's edge over the heuristic where they disagree."""
    cat = Catalog(load_library())
    diffs: list = []
    kinds = collections.defaultdict(list)
    game = 0
    while len(diffs) < wanted and game < 400:
        game += 1
        m = Match(random_setup(cat, 900 + game, TYPES[game % 3], "greedy", "greedy"), cat)
        while (seat := m.actor()) is not None and len(diffs) < wanted:
            st = m.state
            mine = ai_command("heuristic", st, seat, 1)
            if len(legal_commands(st, seat)) > 1 and (not only or type(mine).__name__ == only):
                theirs = ai_command(level, st, seat, 1)
                if theirs != mine:
                    d = win_share(st, seat, theirs, playouts) - win_share(st, seat, mine, playouts)
                    diffs.append(d)
                    kinds[(type(mine).__name__, type(theirs).__name__)].append(d)
            m.play(mine)
    if len(diffs) < 2:
        print(f"{level}: only {len(diffs)} disagreements in {game} matches")
        return
    print(f"{level} {only}: {len(diffs)} disagreements in {game} matches, mean edge "
          f"{statistics.mean(diffs):+.3f} (se {statistics.stdev(diffs) / len(diffs) ** 0.5:.3f}),"
          f" better {sum(d > 0.02 for d in diffs)}, worse {sum(d < -0.02 for d in diffs)}")
    for (a, b), ds in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        print(f"  heuristic {a:<14} {level} {b:<14} n={len(ds):3d} mean {statistics.mean(ds):+.3f}")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(args[0] if args else "hard", int(args[1]) if len(args) > 1 else 40,
         int(args[2]) if len(args) > 2 else 60, args[3] if len(args) > 3 else "")
