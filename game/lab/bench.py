"""Measured figures, each beside a baseline timed in the same run, so the ratios travel between
machines better than raw numbers do.

- matches: headless random-vs-random matches per second on one core, beside a plain loop doing
  one dict update per event those matches produced;
- replay: events folded per second with apply_in_place into fresh states, beside a loop that
  only iterates the same events;
- save / load: saving a 60-turn match (crash-safe, fsynced) and loading + verifying it, beside
  json.dumps / json.loads of the same document;
- list_saves: listing a folder of 200 such saves as the menu and the load screen do (the saves
  with no verdict checked first, game/store/checking.py, then the list), with no
  verdict remembered (every save re-decided, as after a game update), on the first visit of a
  session (every file read, verdicts from the folder's cache) and on later visits (unchanged
  files come from the cache), beside json.loads of the same 200 documents. Target: both visits under 100 ms (reported as
  meets_target; no test asserts it, since a busy machine is slower);
- codec: encoding and decoding that match's log (commands and events to plain data and back),
  beside json.dumps + json.loads of the same plain data;
- history: the career history of a folder of 200 different finished matches (a person against
  the AI in three of four), first visit and later visits, beside json.loads of the same files;
- ai: the thinking time of one Normal and one Hard decision (the window's fixed budgets) at the
  same positions (up to 30) of three seeded matches, p50 and p95, beside 100,000 dict updates; targets
  p95 <= 30 ms (Normal) and <= 300 ms (Hard) (meets_target; no test asserts it), and the time
  `replay --verify` takes on a finished Hard match (every Hard command derived again);
- online (added by main.py from online/bench.py, since game/ opens no socket): a guest's
  command to the view it made over loopback, beside a bare websocket echo of the same size.

The game itself never reads a clock; the bench needs one, so it takes `clock` from its caller
(main.py passes time.perf_counter).
"""
from __future__ import annotations

import json
import statistics
import tempfile
from pathlib import Path

from ..match.apply import apply_in_place
from ..library.catalog import Catalog
from ..library.words import MATCH_TYPES
from ..store.checksum import document_bytes
from ..store.codec import decode_log, encode_log
from ..match.runner import Match
from ..store.match_file import encode_match, read_save, rebuild, save_match
from ..store.checking import check_saves, saves_to_check
from ..store.listing import forget, list_folder
from ..match.setup import MatchSetup, SeatSetup, new_state
from .simulate import play_out, random_setup



def _dict_updates(n: int, clock) -> float:
    """Seconds for n plain dict updates: the baseline of comparable pure-Python work."""
    d: dict = {}
    keys = ("hp", "momentum", "hand", "playbook", "discard", "turn", "points")
    k = len(keys)
    t0 = clock()
    for i in range(n):
        key = keys[i % k]
        d[key] = d.get(key, 0) + i
    return clock() - t0


def _bench_matches(cat: Catalog, clock, count: int, seed: int) -> tuple[dict, list]:
    recorded = []
    events = 0
    commands = 0
    t0 = clock()
    for i in range(count):
        setup = random_setup(cat, seed + i, MATCH_TYPES[i % 3], "random", "random")
        match = play_out(Match(setup, cat), seed + i)
        evs = [ev for entry in match.log for ev in entry.events]
        events += len(evs)
        commands += len(match.log)
        recorded.append((setup, evs))
    seconds = clock() - t0
    base = min(_dict_updates(events, clock) for _ in range(3))
    return {
        "matches": count,
        "seconds": round(seconds, 4),
        "matches_per_second": round(count / seconds, 1),
        "commands_per_second": round(commands / seconds, 1),
        "events": events,
        "baseline": f"{events} dict updates (one per event produced)",
        "baseline_seconds": round(base, 5),
        "baseline_updates_per_second": round(events / base),
        "ratio": round(seconds / base, 1),
        "ratio_means": "time of the matches / time of one dict update per event",
    }, recorded


def _bench_replay(cat: Catalog, clock, recorded: list, reps: int = 3) -> dict:
    total = sum(len(evs) for _, evs in recorded)
    fold_times, iter_times = [], []
    for _ in range(reps):
        states = [new_state(setup, cat) for setup, _ in recorded]
        t0 = clock()
        for state, (_, evs) in zip(states, recorded):
            for ev in evs:
                apply_in_place(state, ev)
        fold_times.append(clock() - t0)
        t0 = clock()
        seen = 0
        for state, (_, evs) in zip(states, recorded):
            for ev in evs:
                seen += 1
        iter_times.append(clock() - t0)
    fold, it = min(fold_times), min(iter_times)
    return {
        "events": total,
        "events_per_second": round(total / fold),
        "seconds": round(fold, 5),
        "baseline": "iterating the same events without applying them",
        "baseline_events_per_second": round(total / it),
        "baseline_seconds": round(it, 6),
        "ratio": round(fold / it, 1),
    }


def long_match(cat: Catalog, turns: int = 60, tries: int = 1000) -> Match:
    """A greedy-vs-greedy Showdown that runs to 60 turns (or the longest of the tries; under
    edition 8 the first is seed 64, under edition 10, whose counters from underneath end
    Showdowns sooner, seed 491)."""
    best = None
    for seed in range(1, tries + 1):
        names = sorted(cat.lib.superstars)
        a, b = names[seed % len(names)], names[(seed * 3 + 1) % len(names)]
        if a == b:
            continue
        setup = MatchSetup(seed=seed, match_type="showdown", turn_limit=turns,
                           seats=[SeatSetup(superstar=a, controller="greedy"),
                                  SeatSetup(superstar=b, controller="greedy")])
        match = play_out(Match(setup, cat), seed)
        if best is None or match.state.turn > best.state.turn:
            best = match
        if match.state.turn >= turns:
            break
    return best


def _median_ms(fn, clock, reps: int) -> float:
    times = []
    for _ in range(reps):
        t0 = clock()
        fn()
        times.append(clock() - t0)
    return statistics.median(times) * 1000


def _bench_save(cat: Catalog, clock, reps: int = 7) -> dict:
    match = long_match(cat)
    doc = encode_match(match, "bench")
    text = json.dumps(doc, separators=(",", ":"), ensure_ascii=False)
    with tempfile.TemporaryDirectory(prefix="ringside-bench-") as tmp:
        folder = Path(tmp)
        path = save_match(match, folder, "bench", "bench")
        save_ms = _median_ms(lambda: save_match(match, folder, "bench", "bench", backups=0),
                             clock, reps)
        encode_ms = _median_ms(
            lambda: json.dumps(encode_match(match, "bench"), separators=(",", ":"),
                               ensure_ascii=False), clock, reps)

        def load_verify():
            data = read_save(path)
            rebuild(data.setup, data.log, cat, edition=data.edition)

        load_ms = _median_ms(load_verify, clock, reps)
        read_ms = _median_ms(lambda: read_save(path), clock, reps)
    dumps_ms = _median_ms(lambda: json.dumps(doc, separators=(",", ":"), ensure_ascii=False),
                          clock, reps)
    loads_ms = _median_ms(lambda: json.loads(text), clock, reps)
    return {
        "turns": match.state.turn,
        "entries": len(match.log),
        "events": sum(len(e.events) for e in match.log),
        "bytes": len(text.encode("utf-8")),
        "save_ms": round(save_ms, 3),
        "save_encode_only_ms": round(encode_ms, 3),
        "baseline_dumps_ms": round(dumps_ms, 3),
        "save_ratio": round(save_ms / dumps_ms, 1),
        "load_verify_ms": round(load_ms, 3),
        "load_only_ms": round(read_ms, 3),
        "baseline_loads_ms": round(loads_ms, 3),
        "load_verify_ratio": round(load_ms / loads_ms, 1),
        "notes": "save_ms includes write, fsync and rename; load_verify re-decides every command",
    }


LIST_SAVES = 200
LIST_TARGET_MS = 100


def _unverified_visit_ms(folder: Path, visit, clock) -> float:
    """One visit with no verdict remembered (no cache file, none in memory): every save is
    re-decided, as after a game update or for files another program wrote."""
    from ..store.verdicts import CACHE_NAME
    forget()
    (folder / CACHE_NAME).unlink(missing_ok=True)
    t0 = clock()
    visit()
    return (clock() - t0) * 1000


def _bench_list(cat: Catalog, clock, count: int = LIST_SAVES, reps: int = 5) -> dict:
    match = long_match(cat)
    docs = [document_bytes(encode_match(match, f"bench {i:03d}"))  # as the game writes a save
            for i in range(count)]  # each its own bytes, so each its own verdict
    with tempfile.TemporaryDirectory(prefix="ringside-bench-list-") as tmp:
        folder = Path(tmp)
        for i, data in enumerate(docs):
            (folder / f"bench-{i:03d}.json").write_bytes(data)

        def visit():  # as the screens do: the saves not read yet checked first, then listed
            check_saves(saves_to_check(folder, cat), cat)
            rows = list_folder(folder, cat)
            assert len(rows) == count and all(e["kind"] == "match" for _, e in rows)

        unverified_ms = _unverified_visit_ms(folder, visit, clock)

        def first_visit():
            forget()  # a new session: the verdicts come from the folder's cache
            visit()

        first_ms = _median_ms(first_visit, clock, 3)
        visit()
        later_ms = _median_ms(visit, clock, reps)
        forget()
    texts = [d.decode("utf-8") for d in docs]

    def loads_all():
        for text in texts:
            json.loads(text)

    loads_ms = _median_ms(loads_all, clock, 3)
    return {
        "saves": count,
        "bytes_each": len(docs[0]),
        "unverified_visit_ms": round(unverified_ms, 2),
        "first_visit_ms": round(first_ms, 2),
        "later_visit_ms": round(later_ms, 2),
        "target_ms": LIST_TARGET_MS,
        "meets_target": max(first_ms, later_ms) < LIST_TARGET_MS,
        "baseline": f"json.loads of the same {count} documents",
        "baseline_ms": round(loads_ms, 2),
        "unverified_visit_ratio": round(unverified_ms / loads_ms, 1),
        "first_visit_ratio": round(first_ms / loads_ms, 1),
        "later_visit_ratio": round(later_ms / loads_ms, 2),
        "notes": "unverified visit: no verdict remembered, every save re-decided (after a game "
                 "update; a save the game writes is remembered as verified); first visit: a "
                 "new session, every file read and checked, verdicts from the folder's cache; "
                 "later visits stat each file and read only changed ones (cache by size, times "
                 "and inode)",
    }


HISTORY_SAVES = 200


def _bench_history(cat: Catalog, clock, count: int = HISTORY_SAVES, reps: int = 5) -> dict:
    from ..ai import ai_command, ai_dice, choose, stamped
    from ..store.history import history
    with tempfile.TemporaryDirectory(prefix="ringside-bench-history-") as tmp:
        folder = Path(tmp)
        docs = []
        for i in range(count):
            mt = MATCH_TYPES[i % 3]
            who = ("human" if i % 4 else "random", "random")
            match = Match(stamped(random_setup(cat, 5000 + i, mt, *who)), cat)
            dice = ai_dice(5000 + i, 0)
            while match.actor() is not None:  # the AI seats play the AI's own moves
                seat = match.actor()
                match.play(choose("random", match.state, seat, dice) if who[seat] == "human"
                           else ai_command("random", match.state, seat, 5000 + i))
            data = document_bytes(encode_match(match, f"2026-01-01T00:{i % 60:02d}:00"))
            (folder / f"bench-{i:03d}.json").write_bytes(data)
            docs.append(data)

        def visit():  # as the Career screen does: the saves not read yet checked first
            check_saves(saves_to_check(folder, cat, "history"), cat, for_="history")
            assert history(folder, cat=cat)["matches"] == count

        unverified_ms = _unverified_visit_ms(folder, visit, clock)

        def first_visit():
            forget()  # a new session: the verdicts come from the folder's cache
            visit()

        first_ms = _median_ms(first_visit, clock, 3)
        later_ms = _median_ms(visit, clock, reps)
        forget()
    def loads_all():
        for d in docs:
            json.loads(d)

    loads_ms = _median_ms(loads_all, clock, 3)
    return {
        "saves": count,
        "bytes_total": sum(len(d) for d in docs),
        "unverified_visit_ms": round(unverified_ms, 2),
        "first_visit_ms": round(first_ms, 2),
        "later_visit_ms": round(later_ms, 2),
        "baseline": f"json.loads of the same {count} documents",
        "baseline_ms": round(loads_ms, 2),
        "unverified_visit_ratio": round(unverified_ms / loads_ms, 1),
        "first_visit_ratio": round(first_ms / loads_ms, 1),
        "later_visit_ratio": round(later_ms / loads_ms, 2),
        "notes": "unverified visit: no verdict remembered, every save re-decided; first visit "
                 "reads, checks and projects every file once, verdicts from the folder's cache; "
                 "later visits stat each file and sum the kept facts afresh",
    }


def _bench_codec(cat: Catalog, clock, reps: int = 7) -> dict:
    match = long_match(cat)
    log = [(e.command, e.events) for e in match.log]
    data = encode_log(match.log)
    text = json.dumps(data)
    codec_ms = _median_ms(lambda: decode_log(encode_log(log)), clock, reps)
    json_ms = _median_ms(lambda: json.loads(json.dumps(data)), clock, reps)
    return {
        "entries": len(log),
        "events": sum(len(ev) for _, ev in log),
        "bytes": len(text),
        "encode_decode_ms": round(codec_ms, 3),
        "baseline": "json.dumps + json.loads of the same encoded log",
        "baseline_ms": round(json_ms, 3),
        "ratio": round(codec_ms / json_ms, 1),
    }


AI_POSITIONS = 30
AI_TARGET_P95_MS = {"normal": 30.0, "hard": 300.0}


def ai_positions(cat: Catalog, count: int = AI_POSITIONS) -> list:
    """(state, seat) where an AI has a real choice, spread over three seeded matches (one of
    each type) played by Normal on both sides."""
    from ..ai.decisions import ai_command
    from ..match.legal import legal_commands
    out = []
    per = -(-count // len(MATCH_TYPES))
    for i, mt in enumerate(MATCH_TYPES):
        match = Match(random_setup(cat, 40 + i, mt, "normal", "normal"), cat)
        found, n = 0, 0
        while found < per and (seat := match.actor()) is not None:
            if len(legal_commands(match.state, seat)) > 1:
                n += 1
                if n % 3 == 0:
                    out.append((match.state.clone(), seat))
                    found += 1
            match.play(ai_command("normal", match.state, seat, 40 + i))
    return out[:count]


def _bench_ai(cat: Catalog, clock) -> dict:
    from ..ai import AI_EDITION
    from ..ai import hard4 as hard
    from ..ai import normal5 as normal
    from ..ai.decisions import decision_dice, stamped
    from ..ai.stepwise import Chooser
    from .tournament import percentiles
    spots = ai_positions(cat)
    out: dict = {"positions": len(spots), "ai_edition": AI_EDITION,
                 "hard_playouts": hard.PLAYOUTS, "normal_playouts": normal.PLAYOUTS}
    base = min(_dict_updates(100_000, clock) for _ in range(3)) * 1000
    for level in ("normal", "hard"):
        times = []
        for state, seat in spots:
            chooser = Chooser(level, state, seat, decision_dice(state.seed, seat, state.actions))
            t0 = clock()
            chooser.finish()
            times.append((clock() - t0) * 1000)
        p = percentiles(times)
        out[level] = {"p50_ms": p["p50"], "p95_ms": p["p95"], "max_ms": p["max"],
                      "p95_ratio": round(p["p95"] / base, 1),
                      "target_p95_ms": AI_TARGET_P95_MS[level],
                      "meets_target": p["p95"] <= AI_TARGET_P95_MS[level]}
    out["baseline"] = "100,000 plain dict updates"
    out["baseline_ms"] = round(base, 2)
    from ..store.verifier import verify_match
    with tempfile.TemporaryDirectory(prefix="ringside-bench-ai-") as tmp:
        match = play_out(Match(stamped(random_setup(cat, 61, "normal", "human", "hard")), cat),
                         61)
        path = save_match(match, tmp, "hard-match")
        t0 = clock()
        checked = verify_match(path, cat)
        out["verify_hard_match_ms"] = round((clock() - t0) * 1000, 1)
        out["verify_hard_match_entries"] = checked["entries"]
        out["verify_hard_match_ai"] = checked["ai_moves"]
    return out


def run_bench(cat: Catalog, clock, matches: int = 1000, seed: int = 1) -> dict:
    """Every figure with its baseline; a few seconds in all (clock: a zero-argument timer)."""
    t0 = clock()
    match_fig, recorded = _bench_matches(cat, clock, matches, seed)
    replay_fig = _bench_replay(cat, clock, recorded)
    save_fig = _bench_save(cat, clock)
    codec_fig = _bench_codec(cat, clock)
    list_fig = _bench_list(cat, clock)
    history_fig = _bench_history(cat, clock)
    ai_fig = _bench_ai(cat, clock)
    return {
        "matches": match_fig,
        "replay": replay_fig,
        "save_load": save_fig,
        "codec": codec_fig,
        "list_saves": list_fig,
        "history": history_fig,
        "ai": ai_fig,
        "total_seconds": round(clock() - t0, 2),
    }
