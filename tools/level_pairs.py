"""The AI experiment tools' tournament: pairs of levels on the ladder's deals, each pair's score
printed with its 95% interval, wins / losses / draws, by match type, the endings and the turns
handed over, then the decision times and the wall time.

    ap = parser()          # pairs, --games, --seed, --workers (a tool adds its own options)
    play(ap.parse_args())  # after the tool has registered its levels
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def parser(nargs: str = "+") -> argparse.ArgumentParser:
    """The options every experiment tool's tournament takes."""
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs", nargs=nargs, help="A:B pairs of levels")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    return ap


def play(a) -> dict:
    """Play the pairs (tournament.run_tournament, the ladder's deals) and print them."""
    from game.lab.tournament import run_tournament
    from game.library import Catalog, load_library
    t0 = time.time()
    rep = run_tournament(Catalog(load_library()), a.games, a.seed, time.perf_counter,
                         workers=a.workers, pairs_to_play=[tuple(p.split(":")) for p in a.pairs])
    for k, v in rep["pairs"].items():
        print(k, v["score"], f"[{v['low']}-{v['high']}]", v["games"], "W/L/D",
              f"{v['wins']}/{v['losses']}/{v['draws']}",
              {t: x["score"] for t, x in v["by_type"].items()}, v["how"],
              v["handed_over_per_match"], flush=True)
    print("latency_ms", rep["latency_ms"])
    print("wall", round(time.time() - t0))
    return rep
