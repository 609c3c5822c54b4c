"""Rules question (session 67, ADV-3): how many of a Showdown's 0 to 2 automatic Events a match
meets, under today's rules, and how many it would meet were they drawn from other windows.

    python tools/event_turns.py 40 normal normal     # 40 Showdowns, Normal against Normal
    python tools/event_turns.py 150 greedy greedy

Plays the Showdowns (the deals `random_setup` gives seeds 1..N), counts the Event turns drawn at
the bell and the Events that entered, and for each window 21..hi the Events a match would meet
(1.0 drawn a match, each turn even over the window) given how long these matches lasted.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.library import Catalog, load_library  # noqa: E402
from game.match import Match, random_setup  # noqa: E402
from game.match import events as E  # noqa: E402
from game.match.autoplay import play_out  # noqa: E402


def main(n: int, p1: str, p2: str) -> None:
    cat = Catalog(load_library())
    lengths, drawn, entered = [], 0, 0
    for seed in range(1, n + 1):
        m = play_out(Match(random_setup(cat, seed, "showdown", p1, p2), cat), seed)
        lengths.append(m.state.turn)
        drawn += len(m.state.auto_event_turns)
        entered += sum(isinstance(ev, E.EventEntered) and ev.auto
                       for entry in m.log for ev in entry.events)
    print(f"{n} Showdowns, {p1} against {p2}: {sum(lengths) / n:.1f} turns on average, "
          f"{sum(t >= 21 for t in lengths)} reached turn 21")
    print(f"today: {drawn / n:.2f} Event turns drawn a match, {entered / n:.2f} Events entered")
    for hi in (59, 45, 40, 35, 30, 25):
        met = sum(sum(t <= last for t in range(21, hi + 1)) / (hi - 20) for last in lengths) / n
        print(f"  drawn from turns 21-{hi}: {met:.2f} Events a match would meet")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40, *(sys.argv[2:4] or ("normal", "normal")))
