"""Online records: what each side of an online match keeps in the save folder's online/
folder (online/record.py writes them), read for the career. Nothing in them is trusted: each
field is checked, a damaged or strange file is skipped, and a guest's record (its own view of a
match the host decided) counts as the guest's word, never as a verified save."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .secret import sealed

FORMAT = "ringside-online"
VERSION = 1
HOSTED = "online-"  # how a host's online match's save is named (online/record.py host_name)

MAX_RECORD = 4 * 1024 * 1024  # an online record larger than this is not read
MAX_TURNS = 1000  # no match runs longer (game/match/setup.py's turn limits are far below)


def online_records(save_dir: Path | str) -> list[dict]:
    """Every readable online record in a save folder's online/ folder (checked field by field:
    a damaged or strange file is skipped, never trusted)."""
    folder = Path(save_dir) / "online"
    out = []
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        return []
    for path in paths:
        try:
            if not path.is_file() or path.stat().st_size > MAX_RECORD:
                continue
            doc = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError, UnicodeDecodeError, RecursionError):
            continue
        fact = _checked(doc)
        if fact is not None:
            fact["file"] = path.name
            out.append(fact)
    return out


def _checked(doc) -> dict | None:
    """The fields the career reads of one record, or None when it is not a sound record."""
    if type(doc) is not dict or doc.get("format") != FORMAT or doc.get("version") != VERSION:
        return None
    role = doc.get("role")
    if role not in ("host", "guest"):
        return None
    seat = 0 if role == "host" else doc.get("seat")
    stars = doc.get("superstars")
    if seat not in (0, 1) or type(stars) is not list or len(stars) != 2 or \
            not all(type(s) is str and len(s) <= 60 for s in stars):
        return None
    winner, left, turns = doc.get("winner"), doc.get("left"), doc.get("turns")
    if winner not in (0, 1, None) or left not in (0, 1, None) or type(turns) is not int:
        return None
    how, unfinished, key = doc.get("how"), bool(doc.get("unfinished")), None
    if role == "guest":  # the guest's word is its log, not the fields beside it (copies of
        told = _told_by_log(doc.get("log"))  # one record with the winner flipped each counted
        if told is None:  # a win: session 67's save attack)
            return None
        winner, how, turns, unfinished, key = told
        key = f"{key}|{seat}|{'|'.join(stars)}|{str(doc.get('match_type'))[:20]}|" \
              f"{str(doc.get('host'))[:24]}"  # (two matches left at the bell: two matches)
    guest_seat = doc.get("guest_seat", 1)
    friend = doc.get("guest" if role == "host" else "host")
    return {"role": role, "seat": seat, "superstar": stars[seat], "foe": stars[1 - seat],
            "match_type": str(doc.get("match_type"))[:20], "winner": winner,
            "how": how if type(how) is str and len(how) <= 30 else None,
            "turns": max(0, turns), "unfinished": unfinished, "left": left,
            "friend": friend[:24] if type(friend) is str else "",
            "save": doc.get("save") if type(doc.get("save")) is str else None,
            "seal": doc.get("seal") if type(doc.get("seal")) is str else None,
            "guest_seat": guest_seat if guest_seat in (0, 1) and type(guest_seat) is int else 1,
            "saved_at": str(doc.get("saved_at", ""))[:40], "key": key}


def _told_by_log(log) -> tuple | None:
    """(winner, how, turns, unfinished, key) as the guest's own log tells them (its last
    MatchEnded, its last TurnEnded; key: its commands' digest, one match however many copies),
    or None when there is no readable log."""
    if type(log) is not list or not log:
        return None
    winner, how, turns, ended = None, None, 0, False
    for entry in log:
        events = entry.get("events") if type(entry) is dict else None
        if type(events) is not list:
            return None
        for ev in events:
            kind = ev.get("type") if type(ev) is dict else None
            if kind == "TurnEnded" and type(ev.get("turn")) is int:
                turns = min(max(ev["turn"], 0), MAX_TURNS)
            elif kind == "MatchEnded":
                winner, how, ended = ev.get("winner"), ev.get("how"), True
    if winner not in (0, 1, None) or type(winner) is bool:
        return None
    commands = [entry.get("command") for entry in log]  # (events edited in a copy's log
    digest = hashlib.sha256(json.dumps(commands, sort_keys=True, separators=(",", ":"),  # are
                                       default=str).encode()).hexdigest()  # still one match)
    return winner, how, turns, not ended, digest


def hosted(name) -> bool:
    """Whether a save (its name or path) is named as a host names its online match's save."""
    return Path(str(name)).name.startswith(HOSTED)


def host_seal(name: str, seed, stars, guest_seat, left, guest) -> list:
    """The facts a host's record is sealed over (its save's name, seed, Superstars, the guest's
    seat, who left and the friend's name), for game/store/secret.py seal."""
    return ["host", 2, name, seed, *stars, guest_seat, left, str(guest or "")[:24]]


def online_rows(rows: list[dict], records: list[dict]) -> list[dict]:
    """The career's rows with the online matches in them: a host's verified save becomes an
    online match of yours (who left it, from the host's record); a guest's record adds the
    match as the guest saw it (its word: no save of it can be verified here). A host's save
    no sealed record vouches for is an online match left unchecked: no result of yours."""
    out = [dict(r) for r in rows]  # the rows are the listing's cache: never changed in place
    by_name = {r["name"]: r for r in out if r.get("source") == "match"}
    friends = {}
    for rec in records:
        if rec["role"] == "host":
            row = by_name.get(Path(rec["save"]).stem) if rec["save"] else None
            if row is None or row["superstars"] != [rec["superstar"], rec["foe"]] or \
                    row["controllers"][rec["guest_seat"]] != "human":
                continue  # no verified save of a hosted match here (a watched AI match or
                # one against the AI is no online win: session 67)
            facts = (row["name"], row["seed"], row["superstars"], rec["guest_seat"])
            whole = sealed(rec["seal"], *host_seal(*facts, rec["left"], rec["friend"]))
            if not whole and not sealed(rec["seal"], "host", facts[0], facts[1], *facts[2],
                                        facts[3]):  # (session 68's seal: who left unsealed)
                friends[row["name"]] = rec["friend"]  # a record this game never wrote (by
                continue  # hand: session 68), or under another key: its save is unchecked
            row.update(kind="online", seat=0, friend=rec["friend"],
                       left=rec["left"] if whole else None, controllers=["human", "online"])
    for row in by_name.values():  # a host's save with no sealed record (written before the
        if row["kind"] != "online" and hosted(row["name"]) and \
                row["controllers"][1] == "human":  # seal, the key lost, the record gone):
            row.update(kind="online", seat=0, unchecked=True, left=None,  # never the guest's
                       friend=friends.get(row["name"], ""),  # result as yours (session 69)
                       controllers=[row["controllers"][0], "online"])
    for rec in records:
        if rec["role"] == "host":
            continue
        seat = rec["seat"]
        stars = [rec["foe"], rec["superstar"]] if seat == 1 else [rec["superstar"], rec["foe"]]
        out.append({
            "name": rec["file"][:-5], "path": "", "saved_at": rec["saved_at"],
            "superstars": stars, "controllers": ["online", "human"] if seat == 1
            else ["human", "online"], "kind": "online", "match_type": rec["match_type"],
            "seed": None, "turn": rec["turns"], "over": not rec["unfinished"],
            "winner": None if rec["unfinished"] else rec["winner"],
            "how": None if rec["unfinished"] else rec["how"], "points": None, "entries": 0,
            "takebacks": 0, "pages": [{}, {}], "injuries": [{}, {}], "body_parts": [{}, {}],
            "setup_key": f"online|{rec['key'] or rec['file']}", "tutorial": False,
            "source": "online",
            "seat": seat, "friend": rec["friend"], "left": rec["left"]})
    return out


def online_summary(rows: list[dict]) -> dict:
    """Your online matches: played, won, lost, drawn, unfinished, and who left the unfinished
    ones (you, or your friend), as the seed game counted cut-offs; unchecked ones (a host's
    save no sealed record vouches for) count as matches only."""
    out = {"matches": 0, "wins": 0, "losses": 0, "draws": 0, "unfinished": 0, "you_left": 0,
           "friend_left": 0, "as_host": 0, "as_guest": 0, "unchecked": 0}
    for row in rows:
        if row.get("kind") != "online":
            continue
        seat = row["seat"]
        out["matches"] += 1
        out["as_host" if row["source"] == "match" else "as_guest"] += 1
        if row.get("unchecked"):  # a host's save with no sealed record: no result of yours
            out["unchecked"] += 1
            continue
        if not row["over"]:
            out["unfinished"] += 1
            if row.get("left") is not None:
                out["you_left" if row["left"] == seat else "friend_left"] += 1
        elif row["winner"] is None:
            out["draws"] += 1
        else:
            out["wins" if row["winner"] == seat else "losses"] += 1
    return out
