"""AI experiment (issue 30, session 57): where a level presses Pin at long odds on a foe above
0 HP, what its search made of the choice.

    python tools/ai_low_pins.py normal/5 30      # 30 matches against the heuristic, seed 1

Prints each such press (under 35%): its odds, the match type, the foe's HP, every candidate's
mean chance of winning and visits, and the mean of the worlds where the press was kicked out.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import ismcts  # noqa: E402
from game.match import commands as C  # noqa: E402

SEEN = []
_best = ismcts.Search.best


def best(self):
    """The search's pick, noting a press at long odds on a foe above 0 HP."""
    cmd = _best(self)
    if type(cmd) is C.PressPin and self.pin is not None:
        odds, foe = self.pin[1], self.seen.sides[1 - self.seat]
        if odds < 0.35 and foe.hp > 0:
            def named(i):
                c = self.options[i]
                page = f":{self.seen.info(c.page).name}" if hasattr(c, "page") else ""
                return type(c).__name__ + page
            SEEN.append((round(odds, 2), self.seen.rules.match_type, f"{foe.hp}/{foe.max_hp}",
                         [(named(i), round(self.mean(i), 3), self.roots[i].visits)
                          for i in self.alive],
                         len(self.kicked), round(sum(self.kicked) / max(1, len(self.kicked)), 3)))
    return cmd


def main() -> None:
    from game.lab.tournament import run_tournament
    from game.library import Catalog, load_library
    ismcts.Search.best = best
    level, games = sys.argv[1], int(sys.argv[2])
    rep = run_tournament(Catalog(load_library()), games, 1, time.perf_counter, workers=1,
                         pairs_to_play=[(level, "heuristic")])
    for k, v in rep["pairs"].items():
        print(k, v["score"])
    print(len(SEEN), "presses under 35% on a foe above 0 HP")
    for row in SEEN:
        print(row)


if __name__ == "__main__":
    main()
