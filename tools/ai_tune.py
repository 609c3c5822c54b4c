"""Hard's glance tuned by glance matches (issue 30, session 76): an experiment, not a level.

Hard and Normal rank their candidates and play their worlds on with one glance, the edition-3
policy (game/ai/policy3.py). This tool loads a second copy of that policy whose weights it may
change, and registers, in this tool only:

    tsharp   the tuned glance from the seat's view (no search)
    sharp    the edition-3 glance as it is
    htuned   Hard (144 playouts, its tap-outs) whose search ranks and plays on with the tuned glance

    python tools/ai_tune.py search --games 2000 --seed 7 --out tune.json   # coordinate search
    python tools/ai_tune.py play htuned:normal --games 300 --seed 1 --weights tune.json

The search changes one weight at a time (halved, or half as much again), keeps a change when the
tuned glance scores better against the glance as it is over the same deals, and writes the
weights it ends with.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import policy3, stepwise  # noqa: E402
from game.ai.stepwise import _at_once  # noqa: E402
from game.ai.tapping import tapping  # noqa: E402
from game.ai.steps import run  # noqa: E402


def _copy(name: str, path: str):
    """A second, independent copy of a module of game/ai under another name."""
    spec = importlib.util.spec_from_file_location(f"game.ai.{name}", ROOT / path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


PT = _copy("policy3_tuned", "game/ai/policy3.py")
IT = _copy("ismcts_tuned", "game/ai/ismcts.py")
IT.policy3 = PT
WEIGHTS = ["PIN_FAIL", "CONTROL", "PIN_MOMENTUM", "WARNING", "NET_COST", "CYCLE", "MOMENTUM_PT",
           "ENABLES", "SETUP", "STANDING_LOCK", "STUCK", "RINGSIDE_WORTH", "BEATEN_PIN_FAIL",
           "BRACKET_PTS", "STATUS_PTS"]


def htuned_thinking(seen, seat, options, dice, clock=None, playouts=None):
    """Hard's search over the tuned glance."""
    srch = IT.Search(seen, seat, options, dice)
    yield from IT.searching(srch, clock, playouts or 144)
    return srch.best()


stepwise.THINKING["tsharp"] = _at_once(
    lambda seen, seat, options, dice, clock=None: PT.choose(seen, seat, options, peek=False))
stepwise.THINKING["sharp"] = _at_once(
    lambda seen, seat, options, dice, clock=None: policy3.choose(seen, seat, options, peek=False))
stepwise.THINKING["htuned"] = tapping(htuned_thinking)


def scaled(value, k: float):
    """A weight times k (a tuple or dict of weights, each)."""
    if isinstance(value, tuple):
        return tuple(v * k for v in value)
    if isinstance(value, dict):
        return {a: v * k for a, v in value.items()}
    return value * k


def weights() -> dict:
    """The tuned glance's weights now."""
    return {w: getattr(PT, w) for w in WEIGHTS}


def set_weights(ws: dict) -> None:
    for w, v in ws.items():
        setattr(PT, w, tuple(v) if isinstance(v, list) else v)


def play(pairs, games: int, seed: int, workers: int) -> dict:
    from game.lab.tournament import run_tournament
    from game.library import Catalog, load_library
    cat = Catalog(load_library())
    return run_tournament(cat, games, seed, time.perf_counter, workers=workers,
                          pairs_to_play=[tuple(p.split(":")) for p in pairs])


def score(games: int, seed: int, workers: int, foes) -> float:
    """The tuned glance's mean score against these foes."""
    rep = play([f"tsharp:{f}" for f in foes], games, seed, workers)
    return sum(v["score"] for v in rep["pairs"].values()) / len(rep["pairs"])


def search(a) -> None:
    foes = a.foes.split(",")
    best = score(a.games, a.seed, a.workers, foes)
    print("start", round(best, 4), flush=True)
    for sweep in range(a.sweeps):
        for w in WEIGHTS:
            base = getattr(PT, w)
            for k in (0.5, 1.5):
                setattr(PT, w, scaled(base, k))
                got = score(a.games, a.seed, a.workers, foes)
                print(sweep, w, k, round(got, 4), flush=True)
                if got > best + a.margin:
                    best, base = got, getattr(PT, w)
                    print("  kept", w, base, flush=True)
                    break
            setattr(PT, w, base)
            Path(a.out).write_text(json.dumps({"score": best, "weights": weights()}, indent=1))
    print("end", round(best, 4), json.dumps(weights()), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search")
    s.add_argument("--games", type=int, default=2000)
    s.add_argument("--seed", type=int, default=7)
    s.add_argument("--sweeps", type=int, default=2)
    s.add_argument("--margin", type=float, default=0.005)
    s.add_argument("--foes", default="sharp")
    s.add_argument("--workers", type=int, default=2)
    s.add_argument("--out", default="tune.json")
    p = sub.add_parser("play")
    p.add_argument("pairs", nargs="+")
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--weights")
    a = ap.parse_args()
    if a.cmd == "search":
        search(a)
        return
    if a.weights:
        set_weights(json.loads(Path(a.weights).read_text())["weights"])
    rep = play(a.pairs, a.games, a.seed, a.workers)
    for k, v in rep["pairs"].items():
        print(k, v["score"], v["low"], v["high"], v["games"],
              {t: x["score"] for t, x in v["by_type"].items()}, v["how"])
    print("latency", json.dumps(rep["latency_ms"]))


if __name__ == "__main__":
    main()
