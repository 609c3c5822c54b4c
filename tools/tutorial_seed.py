"""Search seeds for the tutorial match: every lesson taught, in about the order of LESSONS, with few
steps between lessons, ending in a pin by the player. Prints the best seeds.

    python tools/tutorial_seed.py [first] [last]      (default 0 2000)

The seed the game plays is game/tutorial/__init__.py SEED; tests/test_tutorial.py checks it.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.match import commands as C  # noqa: E402
from game.library.catalog import Catalog  # noqa: E402
from game.library import load_library  # noqa: E402
from game.match import Match  # noqa: E402
from game.tutorial import MAX_COMMANDS, PLAYER, TOPICS, new_setup  # noqa: E402
from game.tutorial.course import Course, step  # noqa: E402


def trial(cat, seed: int) -> dict | None:
    """Play the tutorial on a seed; its figures, or None when it fails."""
    m = Match(new_setup(seed), cat)
    course = Course()
    bridges = passes = 0
    for _ in range(MAX_COMMANDS):
        if m.actor() == PLAYER:
            asked = course.ask(m.state)
            if asked.kind == "bridge":
                bridges += 1
                passes += isinstance(asked.command, C.Pass)
        if step(m, course) is None:
            break
    over = m.state.over
    if not course.completed or over is None or over.winner != PLAYER or over.how != "pinfall":
        return None
    order = [TOPICS.index(t) for t in course.done]
    inversions = sum(1 for i in range(len(order)) for j in range(i + 1, len(order))
                     if order[i] > order[j])
    return {"seed": seed, "score": bridges + 2 * passes + inversions, "bridges": bridges,
            "passes": passes, "inversions": inversions, "commands": len(m.log),
            "turn": over.turn, "hp": [s.hp for s in m.state.sides], "order": course.done}


def main(argv: list[str]) -> int:
    first = int(argv[0]) if argv else 0
    last = int(argv[1]) if len(argv) > 1 else 2000
    cat = Catalog(load_library())
    found = [r for r in (trial(cat, s) for s in range(first, last)) if r is not None]
    found.sort(key=lambda r: (r["score"], r["commands"], r["seed"]))
    print(f"{len(found)} of {last - first} seeds teach every lesson and end in a pin")
    for r in found[:10]:
        print(r)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
