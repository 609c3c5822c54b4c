"""Balance figures: many AI-vs-AI matches summed into draws, squashes, seat and Superstar rates.

run_balance(cat, games, seed, match_types, level, workers) plays `games` matches of each match
type between two AIs of one level and returns report(records). Match i of a type pairs the
Superstars round-robin (every ordered pair in turn, so each meets each from both seats equally
often) and plays with its own dice: seed + i, plus TYPE_STRIDE for each match type before it in
MATCH_TYPES, so no two types replay one another's dice. It returns report(records): the arithmetic lives in report, a pure function of per-match records,
so it can be checked on records made by hand. A win scores 1, a draw 1/2, a loss 0.
"""
from __future__ import annotations

import multiprocessing
import os

from ..library.words import MATCH_TYPES
from ..match import commands as C
from ..match import events as E
from ..match.apply import apply_in_place
from ..library.catalog import Catalog
from ..match.legal import pin_blocker, play_blocker
from ..match.runner import Match
from ..match.rules import is_squash
from ..match.setup import MatchSetup, SeatSetup, new_state
from .balance_targets import targets
from .simulate import play_out

_WORKER: dict = {}
TYPE_STRIDE = 100_000  # each match type's dice start this far from the last (games <= 10,000)
CONTROL_COMMANDS = (C.PlayPage, C.PressPin, C.Pass, C.MoveToRingside, C.ReturnToRing,
                    C.SpendCrowd)  # what a Superstar in control does with a turn


def pairing(cat: Catalog, index: int) -> tuple:
    """The index-th ordered pair of different Superstars, round-robin."""
    names = sorted(cat.lib.superstars)
    pairs = [(a, b) for a in names for b in names if a != b]
    return pairs[index % len(pairs)]


def match_seed(seed: int, index: int, match_type: str) -> int:
    """The dice of match `index` of a type: its own, apart from every other type's.

    >>> match_seed(1, 0, "normal"), match_seed(1, 0, "hardcore"), match_seed(1, 5, "showdown")
    (1, 100001, 200006)
    """
    return seed + index + TYPE_STRIDE * MATCH_TYPES.index(match_type)


def balanced_setup(cat: Catalog, seed: int, index: int, match_type: str,
                   level: str) -> MatchSetup:
    """Match `index` of a balance run: the round-robin pair, the dice of match_seed."""
    a, b = pairing(cat, index)
    return MatchSetup(seed=match_seed(seed, index, match_type), match_type=match_type,
                      seats=[SeatSetup(superstar=a, controller=level),
                             SeatSetup(superstar=b, controller=level)])


def play_record(cat: Catalog, match_type: str, seed: int, index: int, level: str) -> dict:
    """One AI-vs-AI match as a plain record: who, the result and which pages each seat played."""
    setup = balanced_setup(cat, seed, index, match_type, level)
    match = play_out(Match(setup, cat), setup.seed)
    s = match.state
    played: list[set] = [set(), set()]
    for entry in match.log:
        for ev in entry.events:
            if isinstance(ev, E.PagePlayed):
                played[ev.seat].add(s.pages[ev.page])
            elif isinstance(ev, E.MoveCountered):
                played[ev.seat].add(s.pages[ev.page])
    books = []
    for seat in setup.seats:
        star = cat.lib.superstars[seat.superstar]
        books.append(sorted(cat.lib.playbooks[seat.playbook or star.playbook].pages))
    out = s.over
    points = tuple(side.points for side in s.sides)
    zero, missed = zero_hp_figures(match)
    turns = choice_figures(match)
    counters = [0, 0]
    for entry in match.log:
        for ev in entry.events:
            if isinstance(ev, E.MoveCountered):
                counters[ev.seat] += 1
    winner = out.winner if out else None
    return {"match_type": match_type, "seed": setup.seed,
            "superstars": [side.superstar for side in s.sides],
            "winner": winner, "how": out.how if out else "unfinished", "turns": s.turn,
            "points": list(points),
            "squash": winner is not None and is_squash(points, winner),
            "played": [sorted(p) for p in played], "books": books, "at_zero": zero,
            "missed_pins": missed, "counters": counters, **turns}


def zero_hp_figures(match: Match) -> tuple[int, int]:
    """The most turns in a row a Superstar stood at 0 HP while the match went on, and the turns
    its foe held control with the Pin button open and did not press it."""
    state = new_state(match.setup, match.state.cat, match.state.rules.edition)
    run = [0, 0]
    best = missed = 0
    for entry in match.log:
        seat = state.control
        if state.pending is None and state.over is None and state.sides[1 - seat].hp == 0 \
                and pin_blocker(state, seat) is None and not isinstance(entry.command, C.PressPin):
            missed += 1
        before = state.turn
        for ev in entry.events:
            apply_in_place(state, ev)
        if state.turn == before or state.over is not None:
            continue
        for side_seat, side in enumerate(state.sides):
            run[side_seat] = run[side_seat] + 1 if side.hp == 0 else 0
            best = max(best, run[side_seat])
    return best, missed


def playable_pages(state, seat: int) -> tuple[int, bool]:
    """How many pages of the hand the seat in control could play now, and whether that is a
    choice: two or more playable pages, not all of them momentum pages."""
    ok = [p for p in state.sides[seat].hand if play_blocker(state, seat, p) is None]
    real = len(ok) >= 2 and any(state.info(p).kind != "momentum" for p in ok)
    return len(ok), real


def choice_figures(match: Match) -> dict:
    """Turns in control (a Superstar in control playing, pinning, passing...), the turns among
    them with a real choice of pages, and the playable pages summed over them."""
    state = new_state(match.setup, match.state.cat, match.state.rules.edition)
    control = choices = playable = 0
    for entry in match.log:
        cmd = entry.command
        if state.pending is None and state.over is None and isinstance(cmd, CONTROL_COMMANDS) \
                and cmd.seat == state.control:
            n, real = playable_pages(state, cmd.seat)
            control += 1
            choices += real
            playable += n
        for ev in entry.events:
            apply_in_place(state, ev)
    return {"control_turns": control, "choice_turns": choices, "playable_sum": playable}


def seat_score(record: dict, seat: int) -> float:
    """1 for a win, 1/2 for a draw, 0 for a loss."""
    w = record["winner"]
    return 0.5 if w is None else 1.0 if w == seat else 0.0


def _rate(part: float, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _type_figures(records: list) -> dict:
    """Draws, squashes, the first seat's share and length over some matches."""
    n = len(records)
    decided = [r for r in records if r["winner"] is not None]
    draws = n - len(decided)
    squashes = sum(1 for r in decided if r["squash"])
    first = sum(1 for r in decided if r["winner"] == 0)
    how: dict = {}
    for r in records:
        how[r["how"]] = how.get(r["how"], 0) + 1
    margins = sorted(abs(r["points"][0] - r["points"][1]) for r in decided)
    zero = sorted(r["at_zero"] for r in records)
    return {"games": n, "draws": draws, "draw_rate": _rate(draws, n),
            "decided": len(decided), "squashes": squashes,
            "squash_rate": _rate(squashes, len(decided)),
            "first_seat_wins": first, "first_seat_win_rate": _rate(first, len(decided)),
            "avg_turns": round(sum(r["turns"] for r in records) / n, 2) if n else None,
            "median_margin": margins[len(margins) // 2] if margins else None,
            "at_zero_turns": {"median": zero[len(zero) // 2] if zero else None,
                              "p90": zero[(9 * len(zero)) // 10] if zero else None,
                              "max": zero[-1] if zero else None},
            "missed_pins": sum(r["missed_pins"] for r in records),
            **_choice(records),
            "how": dict(sorted(how.items()))}


def _choice(records: list) -> dict:
    """The choice figures: share of turns in control with two playable pages, playable pages a
    turn, and counters per player per match (records made before these figures count none)."""
    control = sum(r.get("control_turns", 0) for r in records)
    counters = sum(sum(r.get("counters", (0, 0))) for r in records)
    return {"two_choice_share": _rate(sum(r.get("choice_turns", 0) for r in records), control),
            "playable_pages_mean": round(sum(r.get("playable_sum", 0) for r in records)
                                         / control, 3) if control else None,
            "counters_per_player": round(counters / (2 * len(records)), 3) if records else None}


def _superstars(records: list, types: list) -> tuple[dict, dict]:
    """Each Superstar's results (overall and by type) and the head-to-head matrix."""
    stars: dict = {}
    matrix: dict = {}
    for r in records:
        for seat in (0, 1):
            me, foe = r["superstars"][seat], r["superstars"][1 - seat]
            score = seat_score(r, seat)
            row = stars.setdefault(me, {"games": 0, "wins": 0, "losses": 0, "draws": 0,
                                        "score": 0.0, "by_type": {}})
            row["games"] += 1
            row["score"] += score
            row["wins" if score == 1.0 else "losses" if score == 0.0 else "draws"] += 1
            t = row["by_type"].setdefault(r["match_type"], [0, 0.0])
            t[0] += 1
            t[1] += score
            cell = matrix.setdefault(me, {}).setdefault(foe, {"games": 0, "score": 0.0})
            cell["games"] += 1
            cell["score"] += score
    for row in stars.values():
        row["score_rate"] = _rate(row.pop("score"), row["games"])
        row["by_type"] = {t: _rate(row["by_type"][t][1], row["by_type"][t][0])
                          for t in types if t in row["by_type"]}
    for foes in matrix.values():
        for cell in foes.values():
            cell["score_rate"] = _rate(cell.pop("score"), cell["games"])
    return dict(sorted(stars.items())), {k: dict(sorted(v.items()))
                                         for k, v in sorted(matrix.items())}


def _cards(records: list) -> dict:
    """Per page: how often a side holding it played it, and its score when it did and didn't."""
    cards: dict = {}
    for r in records:
        for seat in (0, 1):
            score = seat_score(r, seat)
            played = set(r["played"][seat])
            for pid in r["books"][seat]:
                c = cards.setdefault(pid, {"held": 0, "played": 0, "score_played": 0.0,
                                           "score_unplayed": 0.0})
                c["held"] += 1
                if pid in played:
                    c["played"] += 1
                    c["score_played"] += score
                else:
                    c["score_unplayed"] += score
    for c in cards.values():
        unplayed = c["held"] - c["played"]
        c["play_rate"] = _rate(c["played"], c["held"])
        c["score_played"] = _rate(c["score_played"], c["played"])
        c["score_unplayed"] = _rate(c["score_unplayed"], unplayed)
        both = c["score_played"] is not None and c["score_unplayed"] is not None
        c["lift"] = round(c["score_played"] - c["score_unplayed"], 4) if both else None
    return dict(sorted(cards.items()))


def report(records: list, settings: dict | None = None) -> dict:
    """The balance figures of a list of match records."""
    types = [t for t in MATCH_TYPES if any(r["match_type"] == t for r in records)]
    stars, matrix = _superstars(records, types)
    rates = [row["score_rate"] for row in stars.values()]
    return {"settings": settings or {},
            "types": {t: _type_figures([r for r in records if r["match_type"] == t])
                      for t in types},
            "overall": _type_figures(records),
            "superstar_score_range": [min(rates), max(rates)] if rates else None,
            "superstars": stars, "matrix": matrix, "cards": _cards(records),
            "targets": targets(records)}


def _init_worker(cat) -> None:
    _WORKER["cat"] = cat


def _run_job(job: tuple) -> dict:
    return play_record(_WORKER["cat"], *job)


def heard(results, total: int, progress) -> list:
    """The results as a list, telling progress(done, total) of each one (if it listens)."""
    out = []
    for item in results:
        out.append(item)
        if progress is not None:
            progress(len(out), total)
    return out


def run_balance(cat: Catalog, games: int, seed: int, match_types=MATCH_TYPES,
                level: str = "normal", workers: int | None = None, progress=None) -> dict:
    """Play `games` matches of each type on all cores and report the balance figures
    (progress(done, total), if given, hears each finished match)."""
    if games < 1:
        raise ValueError("games must be at least 1")
    jobs = [(t, seed, i, level) for t in match_types for i in range(games)]
    workers = workers or os.cpu_count() or 1
    if workers > 1 and len(jobs) > 1:
        ctx = multiprocessing.get_context("fork") if "fork" in \
            multiprocessing.get_all_start_methods() else multiprocessing.get_context()
        with ctx.Pool(workers, initializer=_init_worker, initargs=(cat,)) as pool:
            records = heard(pool.imap_unordered(_run_job, jobs, chunksize=4), len(jobs),
                             progress)
    else:
        records = heard((play_record(cat, *job) for job in jobs), len(jobs), progress)
    records.sort(key=lambda r: (MATCH_TYPES.index(r["match_type"]), r["seed"]))
    return report(records, {"games": games, "seed": seed, "match_types": list(match_types),
                            "level": level, "workers": workers})
