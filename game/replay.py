"""Replay a save: rebuild the match from its log and check every command against the rules."""
from __future__ import annotations

from pathlib import Path

from .catalog import Catalog
from .codec import SaveError
from .save import match_summary, read_save, rebuild_save


def verify(path: Path | str, cat: Catalog) -> dict:
    """Replay a save file and say whether it holds.

    Returns {ok, entries, events, winner, how, turns, points, error, ...}; ok is True only when
    the file loads, every command is legal where it stands, every recorded event is exactly what
    the rules decide under the edition of the rules the save was played under ("rules").
    """
    out = {"ok": False, "file": str(path), "entries": 0, "events": 0, "winner": None,
           "how": None, "turns": 0, "points": None, "over": False, "match_type": None,
           "superstars": None, "saved_at": None, "rules": None, "error": None}
    try:
        data = read_save(path)
        out["saved_at"] = data.saved_at
        out["entries"] = len(data.log)
        out["events"] = sum(len(events) for _, events in data.log)
        out["rules"] = data.edition
        match = rebuild_save(data, cat)
        summary = match_summary(match)
        s = match.state
        out.update(winner=summary["winner"], how=summary["how"], turns=s.turn,
                   points=[side.points for side in s.sides], over=summary["over"],
                   match_type=summary["match_type"], superstars=summary["superstars"])
    except SaveError as exc:
        out["error"] = exc.message
        return out
    out["ok"] = True
    return out


def describe(entry_no: int, cmd, events) -> str:
    """One log line for people: the command and what came of it."""
    fields = {k: getattr(cmd, k) for k in cmd.__dataclass_fields__ if k != "seat"}
    args = " ".join(f"{k}={v}" for k, v in fields.items())
    names = ", ".join(type(e).__name__ for e in events[1:6])
    more = f" +{len(events) - 6}" if len(events) > 6 else ""
    return f"{entry_no:4d}  seat {cmd.seat + 1} {type(cmd).__name__} {args}".rstrip() + \
        f"  -> {names}{more}"
