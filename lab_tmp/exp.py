"""Experiment harness: register extra levels, then run a tournament pair."""
import json, sys, time, importlib
from game.ai import stepwise, policy3, evaluate3
from game.ai.stepwise import _at_once
from game.ai import yardsticks

def sharp(seen, seat, options, dice, clock=None):
    return policy3.choose(seen, seat, options, peek=False)

stepwise.THINKING["sharp"] = _at_once(sharp)
stepwise.EDITIONS[max(stepwise.EDITIONS)]["sharp"] = stepwise.THINKING["sharp"]
from game.ai import ismcts
stepwise.THINKING["h3"] = ismcts.thinking


def main():
    from game.library.catalog import Catalog
    from game.lab.tournament import run_tournament
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs", nargs="+")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--set", action="append", default=[])
    a = ap.parse_args()
    for kv in a.set:
        k, v = kv.split("=", 1)
        mod, name = k.rsplit(".", 1)
        m = importlib.import_module(mod)
        setattr(m, name, eval(v))
    from game.library import Catalog as Cat
    from game.library import load_library
    cat = Cat(load_library())
    t0 = time.time()
    rep = run_tournament(cat, a.games, a.seed, time.perf_counter, workers=2,
                         pairs_to_play=[tuple(p.split(":")) for p in a.pairs])
    for k, v in rep["pairs"].items():
        print(k, v["score"], v["low"], v["high"], v["games"], v["by_type"] and {t: x["score"] for t, x in v["by_type"].items()}, v["how"], v["handed_over_per_match"], "turns", v["avg_turns"])
    print("latency", json.dumps(rep["latency_ms"]), "wall", round(time.time()-t0))

if __name__ == "__main__":
    main()
