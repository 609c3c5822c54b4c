"""Career history: a projection of the match saves in a folder, never a store of its own.

Each match save is read once per version of the file (game/store/listing.py keeps it by path, size
and times): the file is checked as the load list checks it (size, JSON, format, version, checksum,
setup) and its facts are read off the log's events, skipping entries that were taken back. A save
counts only if it verifies (every command re-decided; game/store/verdicts.py decides that once
per version of the file and remembers it): a refused save is listed with its reason and counted
nowhere, so a forged log can't add a win. The
totals are then summed afresh on every call, so they can never disagree with the saves. A
season save adds each match it reports (who, the match type, the winner, how, the points: a
season keeps only its matches' commands, so their pages, injuries and turns are not counted);
damaged files are listed with their reason and counted nowhere.

Two saves of one match (the same setup, one log the beginning of the other: an autosave and a
copy, a fork that was not played on) count once, as the longer. Who is "you": the seat a person
played. A match with one person against the AI is yours and makes your record (by Superstar,
opponent level, match type; streaks and form); pass-and-play is yours but has two of you, so it
counts only in the Superstars' table; a match with no person is a watched AI match. An online
match (online_file.py) is yours: the host's verified save, or the guest's own record of it; who
left an unfinished one is counted.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from .codec import Newer, SaveError
from .durable import read_head
from .match_file import FORMAT, VERSION, live_entries, peek_document, read_document
from .listing import cached, file_version, save_paths
from .online_file import online_records, online_rows, online_summary
from ..match.rules import last_turn
from ..match.setup import MatchSetup
from ..tutorial import is_tutorial

FILTERS = ("all", "mine", "watched")
FORM_LENGTH = 10
TOP_PAGES = 5
_KEY = "history"


# ---- one save's facts ------------------------------------------------------------------------

def _facts(path: Path) -> dict:
    """What the history needs of one match save, read off its document, checked once as the
    load list checks a row (game/store/match_file.py peek_document)."""
    doc = read_document(path, FORMAT, VERSION)
    peek_document(path, doc)
    setup = MatchSetup.model_validate(doc["setup"], strict=True)
    log = doc["log"]
    live, takebacks = live_entries(log)
    pages: list[Counter] = [Counter(), Counter()]
    injuries: list[Counter] = [Counter(), Counter()]
    parts: list[Counter] = [Counter(), Counter()]
    turn, ended = 0, None
    for i in live:
        for ev in log[i]["events"]:
            kind = ev.get("type") if type(ev) is dict else None
            if kind == "Acted" and ev.get("action") in ("play", "counter"):
                pages[_seat(ev)][str(ev.get("page"))] += 1
            elif kind == "InjuryTaken":
                injuries[_seat(ev)][str(ev.get("cause"))] += 1
            elif kind == "StatusAdded" and str(ev.get("status")).startswith("injured_"):
                parts[_seat(ev)][str(ev["status"])[8:]] += 1
            elif kind == "TurnEnded" and type(ev.get("turn")) is int:
                turn = ev["turn"]
            elif kind == "MatchEnded":
                ended = ev
    winner = ended.get("winner") if ended else None
    if winner not in (0, 1, None) or type(winner) is bool:
        raise SaveError("the end of the match is not readable")
    controllers = from_the_bell(setup)
    people = controllers.count("human")
    return {
        "name": path.stem, "path": str(path), "saved_at": str(doc.get("saved_at", "")),
        "superstars": [seat.superstar for seat in setup.seats], "controllers": controllers,
        "kind": ("watched", "vs_ai", "pass_and_play")[people],
        "match_type": setup.match_type, "seed": setup.seed, "turn": turn,
        "over": ended is not None, "winner": winner,
        "how": str(ended.get("how")) if ended else None,
        "points": list(ended.get("points") or ()) if ended else None,
        "entries": len(log), "takebacks": takebacks,
        "pages": [dict(c) for c in pages], "injuries": [dict(c) for c in injuries],
        "body_parts": [dict(c) for c in parts],
        "setup_key": _deal_key(setup, log),
        "tutorial": is_tutorial(setup),
    }


def _deal_key(setup: MatchSetup, log: list) -> str:
    """What makes two saves one match, as text: the seed, the match type, the Superstars and the
    bell's events (the dealt order of both playbooks; who took each seat left out). How the
    setup is spelled (a starter playbook named or left out, defaults written or not: session
    67's save attack), who it says played each seat and the AI's record (Hard's budget on a
    Greedy foe: session 63's) change none of them; saves of one deal fold only where one log
    begins the other."""
    bell = _unseated(log[0]).get("events") if log and type(log[0]) is dict else None
    return json.dumps([setup.seed, setup.match_type, [seat.superstar for seat in setup.seats],
                       bell], sort_keys=True, separators=(",", ":"), default=str)


def from_the_bell(setup: MatchSetup) -> list[str]:
    """Who played each seat for the career: a person only if a person played it from the bell
    (a seat an AI played before a play-on handed it over stays the AI's, so a watched match
    played on, or one whose record claims a hand-over at its last entry, is no win of yours)."""
    out = [seat.controller for seat in setup.seats]
    for era in (setup.ai.earlier if setup.ai is not None else []):
        for i, who in enumerate(era.controllers):
            if who != "human" and out[i] == "human":
                out[i] = who
    return out


def _seat(ev: dict) -> int:
    seat = ev.get("seat")
    if seat not in (0, 1) or type(seat) is bool:
        raise SaveError("an event names no seat")
    return seat


def _season_rows(path: Path) -> list[dict]:
    """One row per match a season file reports (MatchPlayed), read off its checked season log:
    who, the match type booked, the winner, how and the points. A season keeps only each
    match's commands, so its pages, injuries and turns are not counted (null)."""
    from .season_file import read_season
    doc, setup = read_season(path)
    rows: list[dict] = []
    booked, week = None, 0
    for entry in doc.log:
        for ev in entry.events:
            kind = ev.get("type")
            if kind == "TurnBegan" and type(ev.get("week")) is int:
                week = ev["week"]
            elif kind == "MatchBooked":
                booked = ev
            elif kind == "MatchPlayed":
                rows.append(_season_row(path, doc, setup, ev, booked, week, len(rows)))
    return rows


def _season_row(path, doc, setup, ev: dict, booked, week: int, k: int) -> dict:
    players = list(ev.get("players") or ())
    if len(players) != 2 or any(type(p) is not int or not 0 <= p < len(setup.players)
                                 for p in players):
        raise SaveError("a season match names no players")
    winner = ev.get("winner")
    if winner is not None and winner not in players:
        raise SaveError("a season match names a winner who did not wrestle")
    seats = [setup.players[p] for p in players]
    controllers = [p.controller for p in seats]
    commands = doc.matches[k].log if k < len(doc.matches) else []
    match_type = str(booked.get("match_type")) if booked else setup.match_type
    # what decides the match, not the season's setup (copies with Hard's budget changed, session
    # 67, or the weeks or the PPV's match type, session 68, counted every match again)
    deal = [setup.seed, setup.ooh_gotta_hurt, match_type,
            [p.model_dump(mode="json", include={"superstar", "custom"}) for p in seats]]
    return {
        "name": f"{path.stem} match {k + 1:02d}", "path": str(path),
        "saved_at": doc.saved_at, "superstars": [p.superstar for p in seats],
        "controllers": controllers, "kind": ("watched", "vs_ai", "pass_and_play")[
            controllers.count("human")],
        "match_type": match_type, "seed": None, "turn": None, "over": True,
        "winner": None if winner is None else players.index(winner),
        "how": str(ev.get("how")), "points": list(ev.get("points") or ()),
        "entries": len(commands),
        "takebacks": sum(type(c) is dict and c.get("type") == "TakeBack" for c in commands),
        "pages": [{}, {}], "injuries": [{}, {}], "body_parts": [{}, {}],
        "setup_key": "season|" + json.dumps([deal, k, commands], sort_keys=True,
                                            separators=(",", ":"), default=str),
        "source": "season",
        "week": week + 1, "ppv": week == setup.weeks - 1,
    }


def _read(path: Path, cat=None) -> dict:
    """One save's rows ({ok, rows, season, error, refused}): a match save's one row, a season
    file's row per match played, or why it can't be used: damaged, or refused because it does
    not verify (game/store/verdicts.py; its rows then count nowhere)."""
    from .verdicts import verdict
    try:
        stamp = list(file_version(path))
        season = not _match_format(path)
        if season:
            rows = [{**row, "stamp": stamp} for row in _season_rows(path)]
        else:
            rows = [{**_facts(path), "stamp": stamp, "source": "match"}]
        ok, reason = verdict(path, cat)
        if ok and reason and season:  # an older season: only its matches of people count
            kept = [row for row in rows if row["kind"] == "pass_and_play"]
            if len(kept) < len(rows):
                return {"ok": True, "rows": kept, "season": True, "error": None,
                        "left_out": f"{reason} Its matches with an AI wrestler are left out."}
        unchecked = reason and not all(row.get("tutorial") for row in rows)  # the AI's moves
        if not ok or unchecked:  # refused, or its AI moves can't be checked: counted nowhere
            return {"ok": False, "rows": [], "season": season, "error": reason, "refused": True}
        return {"ok": True, "rows": rows, "season": season, "error": None}
    except SaveError as exc:
        from .modes import Refused
        words = exc.message if exc.message.startswith(path.name) else \
            f"{path.name} is damaged: {exc.message}"
        return {"ok": False, "rows": [], "season": not _match_format(path), "error": words,
                "refused": isinstance(exc, (Refused, Newer))}
    except Exception as exc:  # a save file must never crash the game
        return {"ok": False, "rows": [], "season": False,
                "error": f"{path.name} cannot be read ({type(exc).__name__})."}


def _match_format(path: Path) -> bool:
    """Does the file call itself a match save? (Its first bytes name the format.)"""
    try:
        head = read_head(path, 200).replace(b" ", b"")
    except OSError:
        return True
    return b'"format":"ringside-season"' not in head


def save_facts(path: Path | str, cat=None) -> dict:
    """One save's history facts, kept while the file is unchanged (cat: the cards to verify
    with, default the game's)."""
    return cached(path, _KEY, lambda p: _read(p, cat))


# ---- the folder ------------------------------------------------------------------------------

def collect(folder: Path | str, cat=None) -> dict:
    """Every match's facts in the folder (a match save's, and each match a season save
    reports), copies of one match folded into one, the tutorial's scripted match set aside:
    {rows, seasons, damaged, refused, copies, tutorials} (SaveError when the folder can't be
    read). Only saves that verify count; a refused one is listed with its reason."""
    from .verdicts import flush
    rows, seasons, damaged, refused = [], 0, [], []
    for path in save_paths(folder):
        try:
            got = save_facts(path, cat)
        except OSError as exc:
            got = {"ok": False, "error": f"Cannot read {path.name}: {exc.strerror or exc}"}
        if got["ok"]:
            rows.extend(got["rows"])
            seasons += got["season"]
            if got.get("left_out"):  # an older season's AI matches: counted nowhere
                refused.append({"name": path.stem, "error": " ".join(got["left_out"].split())})
            continue
        (refused if got.get("refused") else damaged).append(
            {"name": path.stem, "error": " ".join(str(got["error"]).split())})
    flush(folder)
    rows = online_rows(rows, online_records(folder))
    tutorials = sum(bool(r.get("tutorial")) for r in rows)
    kept, copies = _fold_copies([r for r in rows if not r.get("tutorial")])
    rows = sorted(kept, key=lambda r: (r["saved_at"], r["name"]))
    return {"rows": rows, "seasons": seasons, "damaged": damaged, "refused": refused,
            "copies": copies, "tutorials": tutorials}


_GROUPS: dict[tuple, list[str]] = {}  # a setup's saves (path, stamp) -> the paths kept


def _fold_copies(rows: list[dict]) -> tuple[list[dict], int]:
    """Rows without copies: of two saves of one setup where one log begins the other, the
    longer stays (logs are compared only within a setup seen more than once, and the verdict
    is kept while those files are unchanged)."""
    groups: dict[str, list[dict]] = {}
    for row in rows:
        groups.setdefault(row["setup_key"], []).append(row)
    kept, copies = [], 0
    for name, group in groups.items():
        if len(group) == 1:
            kept.extend(group)
            continue
        if name.startswith("online|"):  # one guest's commands: one match; copies that
            kept.append(_one_word(group))  # disagree on its end count as unfinished
            copies += len(group) - 1
            continue
        if name.startswith("season|"):  # one season's match, its commands alike: one match
            kept.append(max(group, key=lambda r: (r["saved_at"], r["name"])))  # (copies
            copies += len(group) - 1  # of a season file each counted it again)
            continue
        key = tuple(sorted((r["path"], tuple(r["stamp"])) for r in group))
        if key not in _GROUPS:
            if len(_GROUPS) > 1000:
                _GROUPS.clear()
            _GROUPS[key] = _longest(group)
        paths = set(_GROUPS[key])
        kept.extend(r for r in group if r["path"] in paths)
        copies += len(group) - len(paths)
    return kept, copies


def _one_word(group: list[dict]) -> dict:
    """One guest record of copies of its log: the newest, or, when they disagree on how the
    match ended (a copy's MatchEnded edited: session 67's second save attack), one that counts
    as unfinished, no result."""
    row = dict(max(group, key=lambda r: (r["saved_at"], r["name"])))
    if len({(r["over"], r["winner"], r["how"]) for r in group}) > 1:
        row.update(over=False, winner=None, how=None, left=None)
    return row


def _longest(group: list[dict]) -> list[str]:
    """The paths of a setup's saves that are not the beginning of a longer one."""
    group = sorted(group, key=lambda r: (-r["entries"], r["controllers"].count("human"),
                                         r["name"]))  # (of two alike, the one whose AI seats
    # were derived again stays: a copy naming the AI's seat a person's counted twice, s67)
    logs: dict[str, list] = {}
    longer: list[dict] = []
    for row in group:
        log = _raw_log(row, logs)
        if log is not None and any(_begins(_raw_log(big, logs), log) for big in longer):
            continue
        longer.append(row)
    return [r["path"] for r in longer]


def _raw_log(row: dict, logs: dict) -> list | None:
    """A save's raw log, read again (only for setups seen more than once)."""
    if row["path"] not in logs:
        try:
            logs[row["path"]] = [_unseated(e) for e in
                                 read_document(Path(row["path"]), FORMAT, VERSION)["log"]]
        except (SaveError, OSError):
            logs[row["path"]] = None
    return logs[row["path"]]


def _unseated(entry) -> dict:
    """A raw log entry without the bell's record of who took each seat (SeatsTaken): copies of
    one match that differ only in who they say played are one match."""
    if type(entry) is not dict or type(entry.get("events")) is not list:
        return entry
    return {**entry, "events": [e for e in entry["events"]
                                if not (type(e) is dict and e.get("type") == "SeatsTaken")]}


def _begins(log: list | None, head: list) -> bool:
    return log is not None and len(log) >= len(head) and log[:len(head)] == head


# ---- the totals ------------------------------------------------------------------------------

def _record() -> dict:
    return {"wins": 0, "losses": 0, "draws": 0, "matches": 0}


def _tally(rec: dict, row: dict, seat: int) -> None:
    """Count one match into a record from the seat's side (unfinished: matches only)."""
    rec["matches"] += 1
    if row["over"]:
        key = "draws" if row["winner"] is None else ("wins" if row["winner"] == seat else "losses")
        rec[key] += 1


def result_of(row: dict, seat: int) -> str | None:
    """'W', 'L' or 'D' for the seat, None while the match is unfinished."""
    if not row["over"]:
        return None
    return "D" if row["winner"] is None else ("W" if row["winner"] == seat else "L")


def your_seat(row: dict) -> int | None:
    """The seat you played in a match against the AI or online, else None (an online match
    left unchecked is no result of yours)."""
    if row["kind"] == "online":
        return None if row.get("unchecked") else row["seat"]
    return row["controllers"].index("human") if row["kind"] == "vs_ai" else None


def _in_view(row: dict, which: str) -> bool:
    return which == "all" or (row["kind"] == "watched") == (which == "watched")


def _seats_in_view(row: dict, which: str) -> list[int]:
    """The seats whose pages and injuries count: yours under 'mine', both otherwise."""
    if which == "mine":
        return [i for i, c in enumerate(row["controllers"]) if c == "human"]
    return [0, 1]


def _streaks(results: list[str]) -> tuple[int, dict]:
    """The longest run of wins, and the run the last results end with."""
    best = run = 0
    for r in results:
        run = run + 1 if r == "W" else 0
        best = max(best, run)
    current = {"result": results[-1] if results else None, "length": 0}
    for r in reversed(results):
        if r != current["result"]:
            break
        current["length"] += 1
    return best, current


def _your_record(rows: list[dict]) -> dict:
    """Your record in matches against the AI, oldest first for streaks and form."""
    out = {**_record(), "by_superstar": {}, "by_level": {}, "by_match_type": {}}
    results = []
    for row in rows:
        seat = your_seat(row)
        if seat is None:
            continue
        _tally(out, row, seat)
        for table, key in (("by_superstar", row["superstars"][seat]),
                           ("by_level", row["controllers"][1 - seat]),
                           ("by_match_type", row["match_type"])):
            _tally(out[table].setdefault(key, _record()), row, seat)
        r = result_of(row, seat)
        if r:
            results.append(r)
    best, current = _streaks(results)
    out.update(longest_win_streak=best, current_streak=current, form=results[-FORM_LENGTH:])
    for table in ("by_superstar", "by_level", "by_match_type"):
        out[table] = dict(sorted(out[table].items()))
    return out


def _pages(rows: list[dict], which: str, names: dict) -> dict:
    """Most-played pages (times played) and most-winning (matches won by the seat that played
    them), over the seats in view."""
    plays, won, seen = Counter(), Counter(), Counter()
    for row in rows:
        for seat in _seats_in_view(row, which):
            for card, n in row["pages"][seat].items():
                plays[card] += n
                seen[card] += 1
                if result_of(row, seat) == "W":
                    won[card] += 1

    def entry(card: str) -> dict:
        return {"card": card, "name": names.get(card, card), "plays": plays[card],
                "matches": seen[card], "wins": won[card]}
    most_played = sorted(plays, key=lambda c: (-plays[c], c))[:TOP_PAGES]
    most_winning = sorted((c for c in won if won[c]),
                          key=lambda c: (-won[c], -won[c] / seen[c], c))[:TOP_PAGES]
    return {"most_played": [entry(c) for c in most_played],
            "most_winning": [entry(c) for c in most_winning]}


def _injuries(rows: list[dict], which: str) -> dict:
    """Injuries suffered (a Move card owed, INJ-1) and body-part injury Statuses (ADV-9)."""
    out = {"total": 0, "by_superstar": Counter(), "by_cause": Counter(), "body_parts": Counter()}
    for row in rows:
        for seat in _seats_in_view(row, which):
            hurt = sum(row["injuries"][seat].values())
            out["total"] += hurt
            if hurt:
                out["by_superstar"][row["superstars"][seat]] += hurt
            out["by_cause"].update(row["injuries"][seat])
            out["body_parts"].update(row["body_parts"][seat])
    return {k: (dict(sorted(v.items())) if isinstance(v, Counter) else v) for k, v in out.items()}


def summarize(collected: dict, which: str = "all", names: dict | None = None) -> dict:
    """The career totals of collected rows under a filter: all, mine (a person played) or
    watched (AI against AI)."""
    if which not in FILTERS:
        raise ValueError(f"the filter is one of {', '.join(FILTERS)}, not {which!r}")
    names = names or {}
    rows = [r for r in collected["rows"] if _in_view(r, which)]
    stars: dict[str, dict] = {}
    for row in rows:
        for seat, star in enumerate(row["superstars"]):
            _tally(stars.setdefault(star, _record()), row, seat)
    endings = Counter(r["how"] if r["over"] else "unfinished" for r in rows)
    return {
        "filter": which,
        "matches": len(rows),
        "by_filter": {f: sum(_in_view(r, f) for r in collected["rows"]) for f in FILTERS},
        "kinds": dict(Counter(r["kind"] for r in rows)),
        "finished": sum(r["over"] for r in rows),
        "timed": sum(r["over"] and r["turn"] is not None for r in rows),  # (a season's: none)
        "avg_turns": round(sum(last_turn(r["turn"], r["how"]) for r in rows
                               if r["over"] and r["turn"] is not None) /
                           max(1, sum(r["over"] and r["turn"] is not None for r in rows)), 1),
        "sources": dict(Counter(r["source"] for r in rows)),
        "superstars": dict(sorted(stars.items())),
        "you": _your_record(rows),
        "endings": dict(sorted(endings.items())),
        "match_types": dict(sorted(Counter(r["match_type"] for r in rows).items())),
        "pages": _pages(rows, which, names),
        "injuries": _injuries(rows, which),
        "takebacks": sum(r["takebacks"] for r in rows),
        "online": online_summary(rows),
        "recent": [_brief(r) for r in rows[-FORM_LENGTH:]][::-1],
        "copies": collected["copies"],
        "season_saves": collected["seasons"],
        "tutorials": collected["tutorials"],  # tutorial saves: a scripted foe, not a career
        "damaged": collected["damaged"],
        "refused": collected.get("refused", []),  # saves that do not verify: counted nowhere
    }


def _brief(row: dict) -> dict:
    """A match as the history lists it."""
    keep = ("name", "saved_at", "superstars", "controllers", "kind", "match_type", "turn",
            "over", "winner", "how", "points", "takebacks", "source")
    out = {k: row[k] for k in keep}
    if row["kind"] == "online":
        out.update(friend=row["friend"], left=row["left"], seat=row["seat"],
                   unchecked=bool(row.get("unchecked")))
    if row["source"] == "season":
        out.update(week=row["week"], ppv=row["ppv"])
    return out


def history(folder: Path | str, which: str = "all", names: dict | None = None,
            cat=None) -> dict:
    """The career history of a save folder under a filter (SaveError if it can't be read);
    only saves that verify count (cat: the cards to verify with, default the game's)."""
    out = summarize(collect(folder, cat), which, names)
    out["folder"] = str(folder)
    return out


def page_names(lib) -> dict:
    """Card id -> name for the pages table."""
    return {cid: card.name for cid, card in lib.pages.items()}
