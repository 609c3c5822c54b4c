"""What each side keeps of an online match beside the host's save: who played whom, how it
ended, who left it unfinished, and (for the guest) its own view's log, in the save folder's
online/ folder (never a match save, so the load lists never mistake it for one)."""
from __future__ import annotations

import json
from pathlib import Path

from game.store import replace_file

FORMAT = "ringside-online"
VERSION = 1


def record_path(save_dir: Path, name: str) -> Path:
    """Where a match's online record goes."""
    return Path(save_dir) / "online" / f"{name}.json"


def write_record(path: Path, role: str, facts: dict) -> Path:
    """Write (or rewrite, as the match goes) one online record: role is 'host' or 'guest'."""
    doc = {"format": FORMAT, "version": VERSION, "role": role, **facts}
    replace_file(Path(path), json.dumps(doc, indent=1, sort_keys=True).encode("utf-8"))
    return Path(path)


def host_facts(session, setup, saved, connections: int = 1) -> dict:
    """The host's record of a match: who played whom, how it ended, who left it unfinished."""
    match = session.match
    out = match.state.over if match is not None else None
    return {"save": str(saved) if saved is not None else None, "guest": session.guest_name,
            "guest_seat": session.guest, "superstars": [s.superstar for s in setup.seats],
            "match_type": setup.match_type, "winner": out.winner if out else None,
            "how": out.how if out else None,
            "turns": match.state.turn if match is not None else 0,
            "unfinished": match is None or not match.over, "left": session.left,
            "refused": session.notes[-50:], "connections": connections}


def guest_facts(mirror) -> dict:
    """The guest's record: its own view of the match (the host's save is the full one)."""
    from game.net import encode_entries
    w, state = mirror.welcome, mirror.state
    out = state.over if state is not None else None
    left = mirror.ended.left if mirror.ended is not None else None
    if left is None and mirror.ended is None and mirror.cut is not None and \
            mirror.cut.startswith("the host"):
        left = 1 - w.seat  # the host went away and never came back
    return {"host": w.host, "seat": w.seat, "superstars": list(w.superstars),
            "match_type": w.match_type, "turns": state.turn if state is not None else 0,
            "winner": out.winner if out else None, "how": out.how if out else None,
            "unfinished": mirror.ended is None or out is None, "left": left,
            "log": encode_entries(mirror.entries)}


MAX_RECORD = 4 * 1024 * 1024  # an online record larger than this is not read


def online_records(save_dir: Path) -> list[dict]:
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
    how = doc.get("how")
    friend = doc.get("guest" if role == "host" else "host")
    return {"role": role, "seat": seat, "superstar": stars[seat], "foe": stars[1 - seat],
            "match_type": str(doc.get("match_type"))[:20], "winner": winner,
            "how": how if type(how) is str and len(how) <= 30 else None,
            "turns": max(0, turns), "unfinished": bool(doc.get("unfinished")), "left": left,
            "friend": friend[:24] if type(friend) is str else "",
            "save": doc.get("save") if type(doc.get("save")) is str else None}
