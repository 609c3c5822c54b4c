"""AI against AI: levels and yardsticks in pairs, both seats, all three match types, with the
budgets the window uses; scores with 95% intervals, decision times, and the ladder's targets.

run_tournament(cat, games, seed, clock, workers=2, pairs=TARGET_PAIRS) plays `games` matches for
each pair (a, b) and scores a's side. Matches 2k and 2k+1 of a pair are the same deal,
random_setup(cat, seed + k, match type), with the seats swapped, and the match type goes round
normal, hardcore, showdown with k: each level plays each deal from both sides, so a lopsided
pairing of Superstars favours neither level. A win counts 1, a draw 1/2.

Every AI plays exactly as in the window: no clock reaches it (Hard runs its fixed PLAYOUTS; a
level named 'hard@N' runs N, for the budget curve), and each decision draws from
decision_dice(seed, seat, actions), as the window and play_out do. The caller's clock (a
zero-argument callable returning seconds; main.py passes time.perf_counter; the game never reads
a clock itself) only times each decision that had more than one legal command. The matches run
on `workers` processes (the clock must then be picklable, as time.perf_counter is).
"""
from __future__ import annotations

import itertools
import math
import multiprocessing

from ..ai.decisions import ai_command
from ..ai.stepwise import budgeted
from ..library.catalog import Catalog
from ..library.words import MATCH_TYPES
from ..match.legal import legal_commands
from ..match.runner import Match
from .balance import heard
from .intervals import Z95, wilson  # noqa: F401  (Z95: the tournament's z, as before)
from .simulate import MAX_COMMANDS, random_setup

LEVELS = ("random", "easy", "normal", "hard")
YARDSTICKS = ("random", "brawler", "heuristic")
# the ladder of issue 30: (pair, the floor of the first one's score)
TARGETS = (("easy", "random", 0.75), ("brawler", "easy", 0.55), ("normal", "brawler", 0.70),
           ("normal", "heuristic", 0.60), ("hard", "normal", 0.70), ("hard", "heuristic", 0.70))
TARGET_PAIRS = tuple((a, b) for a, b, _ in TARGETS)

_WORKER: dict = {}


def pairs(levels=LEVELS) -> list:
    """Every pair of levels, the stronger first: (easy, random), (normal, random), ..."""
    return [(b, a) for a, b in itertools.combinations(levels, 2)]


def parse_pair(text: str) -> tuple:
    """'hard@100:heuristic' as ('hard@100', 'heuristic') (ValueError naming what is wrong)."""
    a, sep, b = text.partition(":")
    if not sep or not a or not b:
        raise ValueError(f"a pair is two levels joined by ':' (e.g. normal:brawler), not '{text}'")
    for lv in (a, b):
        budgeted(lv)
    return a, b


def deal_of(seed: int, index: int) -> tuple:
    """The deal seed and the match type of match `index` of a pair."""
    k = index // 2
    return seed + k, MATCH_TYPES[k % len(MATCH_TYPES)]


CUSTOM_SWAPS = 10  # pages of a Superstar's own playbook a custom playbook swaps for others


def custom_playbook(cat: Catalog, superstar: str, seed: int):
    """A player's own playbook for the Superstar, the same for a seed: their library playbook
    with CUSTOM_SWAPS pages swapped for other library pages (each swap kept only while the
    playbook stays legal), and no leadoff pages named, so an AI seat chooses its own."""
    from ..library.playbook import cannot_add, is_legal, starter_pages
    from ..match.dice import Dice
    from ..match.setup import CustomPlaybook
    lib = cat.lib
    pages = starter_pages(lib, lib.superstars[superstar].playbook)
    pool = sorted(pid for pid, card in lib.pages.items() if card.special != "referee")
    dice = Dice(seed, 0xB00C)
    for _ in range(CUSTOM_SWAPS):
        out, pid = dice.below(len(pages)), pool[dice.below(len(pool))]
        trial = pages[:out] + pages[out + 1:]
        if cannot_add(trial, pid, lib) is None and is_legal(trial + [pid], lib):
            pages = trial + [pid]
    return CustomPlaybook(name=f"Custom {seed}", pages=sorted(pages))


def with_custom_playbooks(setup, cat: Catalog):
    """The setup with both seats playing a custom playbook of their Superstar's."""
    seats = [seat.model_copy(update={"custom": custom_playbook(cat, seat.superstar,
                                                               setup.seed * 2 + i)})
             for i, seat in enumerate(setup.seats)]
    return setup.model_copy(update={"seats": seats})


def season_deals(cat: Catalog, seed: int, count: int) -> list:
    """The setups of the first `count` matches booked in Greedy-played seasons from this seed on
    (Move cards as they stand after earlier weeks, Run-In allies, Pay-Per-View match types)."""
    from ..season import Season, ai_season_setup
    out: list = []
    k = seed
    while len(out) < count:
        season = Season(ai_season_setup(cat.lib, k, 4, 4, "greedy"), cat)
        for _ in range(100_000):
            if season.actor() is None or len(out) >= count:
                break
            if season.match_due():
                setup = season.booked_setup()
                if not out or out[-1] != setup:
                    out.append(setup)
            season.advance()
        k += 1
    return out


def play_match(cat: Catalog, strong: str, weak: str, seed: int, index: int, clock,
               custom: bool = False, setup=None) -> dict:
    """One match of a pair: the first level's score, how it ended, each decision's time (ms);
    custom: both seats play custom playbooks (custom_playbook); setup: the deal to play instead
    of random_setup's (a season's booked match)."""
    levels = (strong, weak) if index % 2 == 0 else (weak, strong)
    match_seed, match_type = deal_of(seed, index)
    if setup is None:
        setup = random_setup(cat, match_seed, match_type, "greedy", "greedy")
    else:
        match_seed, match_type = setup.seed, setup.match_type
    if custom:
        setup = with_custom_playbooks(setup, cat)
    match = Match(setup, cat)
    times: dict = {strong: [], weak: []}
    habits = {strong: {"pins_passed_up": 0, "first_turn_passes": 0},
              weak: {"pins_passed_up": 0, "first_turn_passes": 0}}
    for _ in range(MAX_COMMANDS):
        seat = match.actor()
        if seat is None:
            break
        level = levels[seat]
        options = legal_commands(match.state, seat)
        t0 = clock()
        cmd = ai_command(level, match.state, seat, match_seed)
        spent = clock() - t0
        if len(options) > 1:
            times[level].append(spent * 1000.0)
            for what, happened in handed_over(match.state, seat, options, cmd).items():
                habits[level][what] += happened
        match.play(cmd)
    else:
        raise RuntimeError("the match did not end")
    out = match.state.over
    winner = None if out.winner is None else levels[out.winner]
    score = 0.5 if winner is None else 1.0 if winner == strong else 0.0
    if strong == weak:
        score = 0.5 if out.winner is None else float(out.winner == index % 2)
    return {"pair": f"{strong}>{weak}", "index": index, "deal": match_seed,
            "match_type": match_type, "levels": levels, "score": score, "how": out.how,
            "turns": match.state.turn, "times": times, "habits": habits}


def handed_over(state, seat: int, options, cmd) -> dict:
    """Turns handed over for nothing: a pin the one-glance estimate says to take (the policy
    scores Press Pin above every other command, from the seat's view) that was not pressed, and a
    Pass as the first command after taking control while a page could be played."""
    from ..ai import policy3 as policy  # the one-glance estimate of AI edition 3
    from ..match import commands as C
    from ..match.seat_view import view
    out = {"pins_passed_up": 0, "first_turn_passes": 0}
    if state.pending is not None or type(options[0]) in (C.TapOut, C.PlayDrama):
        return out
    pin = C.PressPin(seat)
    if pin in options and cmd != pin:
        seen = view(state, seat)
        vals = policy.scores(seen, seat, options)
        if vals[options.index(pin)] >= max(vals) and vals[options.index(pin)] > 0:
            out["pins_passed_up"] = 1
    if type(cmd) is C.Pass and state.string_count == 0 and state.string_seat == seat \
            and any(type(c) is C.PlayPage for c in options):
        out["first_turn_passes"] = 1
    return out


def _init_worker(cat, clock) -> None:
    _WORKER["cat"] = cat
    _WORKER["clock"] = clock


def _run_job(job: tuple) -> dict:
    strong, weak, seed, index, custom, setup = job
    return play_match(_WORKER["cat"], strong, weak, seed, index, _WORKER["clock"], custom, setup)


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


def interval(scores: list) -> tuple:
    """The mean score and its 95% Wilson interval (a draw counts half a win), each rounded to
    0.001: (score, low, high)."""
    low, high = wilson(sum(scores), len(scores))
    return round(sum(scores) / len(scores), 3), low, high


def _shareable(clock) -> bool:
    """True for a module-level function (such as time.perf_counter) that worker processes can
    be handed by name; anything else runs in this process."""
    module = getattr(clock, "__module__", None)
    name = getattr(clock, "__qualname__", "")
    return clock is None or (module is not None and name.isidentifier())


def _cost(level: str) -> int:
    """How slow a level is (the slow pairs go first, so two workers finish together)."""
    name, playouts, _ = budgeted(level)
    return {"hard": (playouts or 72) // 2, "normal": 3}.get(name, 0)


def pair_report(mine: list) -> dict:
    """A pair's figures: score with its interval, wins/losses/draws, by match type, endings."""
    score, low, high = interval([r["score"] for r in mine])
    hows: dict = {}
    for r in mine:
        hows[r["how"]] = hows.get(r["how"], 0) + 1
    by_type = {}
    for t in MATCH_TYPES:
        of_type = [r["score"] for r in mine if r["match_type"] == t]
        if of_type:
            s, lo, hi = interval(of_type)
            by_type[t] = {"score": s, "low": lo, "high": hi, "games": len(of_type)}
    per_match = {}
    for side, key in ((0, "first"), (1, "second")):
        counts: dict = {}
        for r in mine:
            level = r["pair"].split(">")[side]
            for what, n in r["habits"].get(level, {}).items():
                counts[what] = counts.get(what, 0) + n
        per_match[key] = {k: round(v / len(mine), 2) for k, v in sorted(counts.items())}
    return {"score": score, "low": low, "high": high, "games": len(mine),
            "handed_over_per_match": per_match,
            "wins": sum(r["score"] == 1.0 for r in mine),
            "losses": sum(r["score"] == 0.0 for r in mine),
            "draws": sum(r["score"] == 0.5 for r in mine),
            "by_type": by_type, "how": dict(sorted(hows.items())),
            "avg_turns": round(sum(r["turns"] for r in mine) / len(mine), 1)}


def targets_of(report: dict) -> list:
    """Each target of the ladder that was played: its floor, score and interval; 'met' when the
    score reaches the floor, 'within_interval' when the interval does."""
    out = []
    for a, b, floor in TARGETS:
        key = f"{a}>{b}"
        if key in report:
            r = report[key]
            out.append({"pair": key, "floor": floor, "score": r["score"], "low": r["low"],
                        "high": r["high"], "games": r["games"], "met": r["score"] >= floor,
                        "within_interval": r["high"] >= floor})
    return out


def run_tournament(cat: Catalog, games: int, seed: int, clock, workers: int = 2,
                   levels=None, progress=None, pairs_to_play=None, custom: bool = False,
                   season: bool = False) -> dict:
    """Scores of each pair over `games` seeded matches (progress(done, total), if given, hears
    each finished match). pairs_to_play: [(a, b), ...] (default TARGET_PAIRS); levels: play
    every pair of these instead; custom: both seats of every match play custom playbooks;
    season: the deals are the matches booked in Greedy-played seasons (season_deals).

    Returns {"pairs": {"a>b": {score, low, high, games, wins, losses, draws, by_type, how,
    avg_turns}}, "win_rate": {"a>b": score}, "targets": [...], "latency_ms": {level: {p50, p95,
    max, decisions}}, "games_per_pair", "seed", "budgets"}.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    chosen = list(pairs(levels)) if levels is not None else list(pairs_to_play or TARGET_PAIRS)
    for a, b in chosen:
        budgeted(a), budgeted(b)
    deals = season_deals(cat, seed, (games + 1) // 2) if season else None
    todo = [(a, b, seed, i, custom, deals[i // 2] if deals else None)
            for a, b in chosen for i in range(games)]
    todo.sort(key=lambda j: -(_cost(j[0]) + _cost(j[1])))
    if workers > 1 and len(todo) > 1 and _shareable(clock):
        ctx = multiprocessing.get_context("fork") if "fork" in \
            multiprocessing.get_all_start_methods() else multiprocessing.get_context()
        with ctx.Pool(workers, initializer=_init_worker, initargs=(cat, clock)) as pool:
            results = heard(pool.imap_unordered(_run_job, todo, chunksize=1), len(todo),
                            progress)
    else:
        results = heard((play_match(cat, a, b, sd, i, clock, c, d) for a, b, sd, i, c, d in todo),
                        len(todo), progress)
    results.sort(key=lambda r: (r["pair"], r["index"]))
    report = {}
    for a, b in chosen:
        key = f"{a}>{b}"
        report[key] = pair_report([r for r in results if r["pair"] == key])
    times: dict = {}
    for r in results:
        for level, spent in r["times"].items():
            times.setdefault(level, []).extend(spent)
    from ..ai import AI_EDITION
    from ..ai import hard4 as hard
    from ..ai import normal5 as normal
    return {"pairs": report, "win_rate": {k: v["score"] for k, v in report.items()},
            "targets": targets_of(report),
            "latency_ms": {lvl: percentiles(v) for lvl, v in sorted(times.items())},
            "games_per_pair": games, "seed": seed,
            "playbooks": "custom" if custom else "library",
            "deals": "season" if season else "random",
            "budgets": {"hard_playouts": hard.PLAYOUTS, "normal_playouts": normal.PLAYOUTS,
                        "ai_edition": AI_EDITION, "clock": "none (fixed playouts)"}}
