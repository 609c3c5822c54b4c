"""AI against AI: every pair of levels plays seeded Showdowns; win rates and decision times.

run_tournament(cat, games, seed, clock, workers=2) plays `games` matches for each pair of the
levels random, easy, normal and hard. Matches 2k and 2k+1 of a pair are the same deal,
random_setup(cat, seed + k, "showdown"), with the seats swapped: each level plays each deal from
both sides, so a lopsided pairing of Superstars (HP 45 against 87) favours neither level and the
win rate needs fewer matches to settle. Each seat's AI draws from ai_dice(match seed, seat),
as in game.match.autoplay.play_out. A win counts 1, a draw 1/2.

Every AI decision (a call that had more than one legal command to choose from) is timed with the
caller's clock, a zero-argument callable returning seconds (main.py passes time.perf_counter; the
game never reads a clock itself). The same clock is handed to the AI, so Hard searches within its
time budget. The matches run on `workers` processes (the clock must then be picklable, as
time.perf_counter is); workers=1 plays them in this process.
"""
from __future__ import annotations

import itertools
import math
import multiprocessing

from ..ai import ai_dice, choose
from ..library.catalog import Catalog
from ..match.legal import legal_commands
from ..match.runner import Match
from .balance import heard
from .simulate import MAX_COMMANDS, random_setup

LEVELS = ("random", "easy", "normal", "hard")
TIMED = ("easy", "normal", "hard")

_WORKER: dict = {}


def pairs(levels=LEVELS) -> list:
    """Every pair of levels, the stronger first: (easy, random), (normal, random), ..."""
    return [(b, a) for a, b in itertools.combinations(levels, 2)]


def play_match(cat: Catalog, strong: str, weak: str, seed: int, index: int, clock) -> dict:
    """One match of a pair: who won (from the first level's side) and how long each decision took."""
    levels = (strong, weak) if index % 2 == 0 else (weak, strong)
    match_seed = seed + index // 2
    match = Match(random_setup(cat, match_seed, "showdown", *levels), cat)
    dice = [ai_dice(match_seed, seat) for seat in (0, 1)]
    times: dict = {strong: [], weak: []}
    for _ in range(MAX_COMMANDS):
        seat = match.actor()
        if seat is None:
            break
        level = levels[seat]
        several = len(legal_commands(match.state, seat)) > 1
        t0 = clock()
        cmd = choose(level, match.state, seat, dice[seat], clock)
        spent = clock() - t0
        if several:
            times[level].append(spent * 1000.0)
        match.play(cmd)
    else:
        raise RuntimeError("the match did not end")
    out = match.state.over
    winner = None if out.winner is None else levels[out.winner]
    score = 0.5 if winner is None else 1.0 if winner == strong else 0.0
    return {"pair": f"{strong}>{weak}", "index": index, "deal": match_seed, "levels": levels,
            "score": score, "how": out.how,
            "turns": match.state.turn, "times": times}


def _init_worker(cat, clock) -> None:
    _WORKER["cat"] = cat
    _WORKER["clock"] = clock


def _run_job(job: tuple) -> dict:
    strong, weak, seed, index = job
    return play_match(_WORKER["cat"], strong, weak, seed, index, _WORKER["clock"])


def percentiles(values: list) -> dict:
    """p50, p95 and max of a list of milliseconds (nearest-rank), rounded to 0.1 ms."""
    if not values:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "decisions": 0}
    ordered = sorted(values)
    n = len(ordered)

    def rank(q: float) -> float:
        return ordered[min(n - 1, max(0, math.ceil(q * n) - 1))]

    return {"p50": round(rank(0.50), 1), "p95": round(rank(0.95), 1),
            "max": round(ordered[-1], 1), "decisions": n}


def _shareable(clock) -> bool:
    """True for a module-level function (such as time.perf_counter) that worker processes can
    be handed by name; anything else runs in this process."""
    module = getattr(clock, "__module__", None)
    name = getattr(clock, "__qualname__", "")
    return clock is None or (module is not None and name.isidentifier())


def run_tournament(cat: Catalog, games: int, seed: int, clock, workers: int = 2,
                   levels=LEVELS, progress=None) -> dict:
    """Win rates of every pair of levels over `games` seeded Showdowns, and decision times
    (progress(done, total), if given, hears each finished match).

    Returns {"win_rate": {"easy>random": x, ...}, "latency_ms": {"easy": {"p50", "p95", "max",
    "decisions"}, ...}, "games_per_pair": games, "detail": {pair: {"wins", "losses", "draws",
    "how": {...}}}, "seed": seed}.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    todo = [(strong, weak, seed, i) for strong, weak in pairs(levels) for i in range(games)]
    # the slow pairs first, so two workers finish together
    todo.sort(key=lambda j: -(("hard" in j[:2]) * 2 + ("normal" in j[:2])))
    if workers > 1 and len(todo) > 1 and _shareable(clock):
        ctx = multiprocessing.get_context("fork") if "fork" in \
            multiprocessing.get_all_start_methods() else multiprocessing.get_context()
        with ctx.Pool(workers, initializer=_init_worker, initargs=(cat, clock)) as pool:
            results = heard(pool.imap_unordered(_run_job, todo, chunksize=1), len(todo),
                             progress)
    else:
        results = heard((play_match(cat, s, w, sd, i, clock) for s, w, sd, i in todo),
                         len(todo), progress)
    results.sort(key=lambda r: (r["pair"], r["index"]))
    win_rate, detail = {}, {}
    times: dict = {lvl: [] for lvl in levels if lvl in TIMED}
    for strong, weak in pairs(levels):
        key = f"{strong}>{weak}"
        mine = [r for r in results if r["pair"] == key]
        win_rate[key] = round(sum(r["score"] for r in mine) / len(mine), 3)
        hows: dict = {}
        for r in mine:
            hows[r["how"]] = hows.get(r["how"], 0) + 1
        detail[key] = {"wins": sum(r["score"] == 1.0 for r in mine),
                       "losses": sum(r["score"] == 0.0 for r in mine),
                       "draws": sum(r["score"] == 0.5 for r in mine),
                       "how": dict(sorted(hows.items()))}
    for r in results:
        for level, spent in r["times"].items():
            if level in times:
                times[level].extend(spent)
    return {"win_rate": win_rate,
            "latency_ms": {lvl: percentiles(v) for lvl, v in times.items()},
            "games_per_pair": games, "seed": seed, "detail": detail}
