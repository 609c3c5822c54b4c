"""AI experiments (issue 30): a tournament of levels with module constants set for the run.

    python tools/ai_experiment.py hard:heuristic --games 200 --seed 11 \
        --set game.ai.ismcts.TREE_DEPTH=0 --set game.ai.policy3.PIN_FAIL=25.0

Each --set MODULE.NAME=VALUE (a Python expression) is applied before the worker processes are
forked, so every match of the run plays with it. Two extra levels: `sharp`, the edition-3 policy
(game/ai/policy3.py) from the seat's view with no search (edition 2's is the `heuristic`
yardstick), and `h3`, the edition-3 Hard search under another name. Prints each pair's score with
its 95% interval, by match type, the endings, turns handed over and decision times.
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import ismcts, policy3, stepwise  # noqa: E402
from game.ai.stepwise import _at_once  # noqa: E402


def sharp(seen, seat, options, dice, clock=None):
    """The edition-3 policy's pick from the view: no search, no habits."""
    return policy3.choose(seen, seat, options, peek=False)


stepwise.THINKING["sharp"] = _at_once(sharp)
stepwise.THINKING["h3"] = ismcts.thinking


def main() -> None:
    from game.lab.tournament import run_tournament
    from game.library import Catalog, load_library
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs", nargs="+", help="A:B pairs of levels")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--set", action="append", default=[], help="MODULE.NAME=VALUE")
    a = ap.parse_args()
    for kv in a.set:
        k, v = kv.split("=", 1)
        mod, name = k.rsplit(".", 1)
        setattr(importlib.import_module(mod), name, eval(v))  # an experimenter's own input
    cat = Catalog(load_library())
    t0 = time.time()
    rep = run_tournament(cat, a.games, a.seed, time.perf_counter, workers=2,
                         pairs_to_play=[tuple(p.split(":")) for p in a.pairs])
    for k, v in rep["pairs"].items():
        print(k, v["score"], v["low"], v["high"], v["games"],
              {t: x["score"] for t, x in v["by_type"].items()}, v["how"],
              v["handed_over_per_match"], "turns", v["avg_turns"])
    print("latency", json.dumps(rep["latency_ms"]), "wall", round(time.time() - t0))


if __name__ == "__main__":
    main()
