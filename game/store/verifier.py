"""Verify a save (a match or a whole season): rebuild it from its log and check every command
against the rules; open a saved match for the replay viewer.

    cursor = open_replay(path, cat)     # SaveError with a one-line reason on a damaged file
    verify(path, cat)                   # {ok, kind, entries, ..., error}
"""
from __future__ import annotations

from pathlib import Path

from ..library.catalog import Catalog
from ..match.cursor import ReplayCursor
from .codec import SaveError
from .durable import read_head
from .match_file import match_summary, read_save, rebuild_save, restore


def open_replay(path: Path | str, cat: Catalog) -> ReplayCursor:
    """A cursor on a saved match, every command re-decided under the save's edition of the
    rules (SaveError with a one-line reason on a damaged file or one that does not verify)."""
    refuse_unless_verified(path, cat)
    return ReplayCursor(restore(path, cat))


def refuse_unless_verified(path: Path | str, cat: Catalog) -> None:
    """SaveError with its reason when the save does not verify (game/store/verdicts.py: decided
    once per version of the file, so an honest save the game wrote costs nothing). Opening
    still re-decides every command itself; the verdict adds the AI seats' moves, derived again
    once rather than on every opening (a Hard match takes seconds)."""
    from .verdicts import verdict
    ok, reason = verdict(path, cat)
    if not ok and reason:
        raise SaveError(reason)


def save_kind(path: Path | str) -> str:
    """"season" for a season save (by its format), else "match"."""
    try:
        head = read_head(path, 200)
    except OSError:
        return "match"
    return "season" if b'"format":"ringside-season"' in head.replace(b" ", b"") else "match"


def verify(path: Path | str, cat: Catalog) -> dict:
    """Replay a match or season save and say whether it holds (see verify_match and
    verify_season)."""
    if save_kind(path) == "season":
        return verify_season(path, cat)
    return verify_match(path, cat)


def verify_season(path: Path | str, cat: Catalog) -> dict:
    """Rebuild a season save: every season command re-decided, every match rebuilt from its
    commands and its reported result derived. {ok, kind, entries, matches, week, weeks, over,
    champion, standings, match_in_progress (its commands and turn, or None), error, ai_moves,
    ai_checked, ai_reason}: every AI player's decision and every AI seat's command is derived
    again (a season whose AI played anything else is refused); ai_checked is False for a
    season that can't be checked (begun before AI moves were recorded): it opens, but counts
    nowhere in the career."""
    from ..season import season_summary
    from .season_file import load_season
    out = {"ok": False, "kind": "season", "file": str(path), "entries": 0, "matches": 0,
           "match_commands": 0, "week": None, "weeks": None, "over": False, "champion": None,
           "standings": None, "error": None, "ai_moves": None, "ai_checked": False,
           "ai_reason": None}
    try:
        season = load_season(path, cat)
    except SaveError as exc:
        out["error"] = exc.message
        return out
    summary = season_summary(season)
    s = season.state
    out.update(ok=True, entries=len(season.log), matches=len(season.matches),
               match_commands=sum(len(m.commands) for m in season.matches),
               week=s.week, weeks=s.weeks, over=s.champion is not None,
               champion=summary["champion"], standings=summary["standings"])
    why = getattr(season, "ai_unchecked", None)
    out.update(ai_moves="unchecked" if why else "checked", ai_checked=why is None, ai_reason=why)
    current = season.match_in_progress()
    out["match_in_progress"] = None if current is None else {
        "commands": len(current.log), "turn": current.state.turn, "over": current.over}
    return out


def verify_match(path: Path | str, cat: Catalog) -> dict:
    """Replay a match save file and say whether it holds.

    Returns {ok, entries, events, winner, how, turns, points, error, ai_moves, ai_checked,
    ai_reason, ...}; ok is True only when the file loads, every command is legal where it
    stands, every recorded event is exactly what the rules decide under the edition of the rules
    the save was played under ("rules"), and no AI seat's command differs from what its AI
    plays there. ai_checked: the AI seats' moves were derived again (or there are none); False
    for a save that can't be checked (ai_reason says why): it opens, but is no checked match.
    """
    out = {"ok": False, "kind": "match", "file": str(path), "entries": 0, "events": 0,
           "winner": None,
           "how": None, "turns": 0, "points": None, "over": False, "match_type": None,
           "superstars": None, "saved_at": None, "rules": None, "error": None,
           "ai_moves": None, "ai_checked": False, "ai_reason": None}
    try:
        data = read_save(path)
        out["saved_at"] = data.saved_at
        out["entries"] = len(data.log)
        out["events"] = sum(len(events) for _, events in data.log)
        out["rules"] = data.edition
        match = rebuild_save(data, cat)
        summary = match_summary(match)
        if not _ai_moves_hold(match, out, path):
            return out
        s = match.state
        out.update(winner=summary["winner"], how=summary["how"], turns=s.turn,
                   points=[side.points for side in s.sides], over=summary["over"],
                   match_type=summary["match_type"], superstars=summary["superstars"])
    except SaveError as exc:
        out["error"] = exc.message
        return out
    out["ok"] = True
    return out


def _ai_moves_hold(match, out: dict, path) -> bool:
    """Derive the AI seats' commands again (game/ai/decisions.py): out gets ai_moves, ai_checked
    and ai_reason; False (with the error) when a command of an AI seat is not the AI's."""
    from ..ai.decisions import check_ai_moves, record_refused
    why = record_refused(match.setup.ai)
    if why:
        out.update(ai_moves="refused", ai_checked=False, ai_reason=why,
                   error=f"{Path(path).name}: {why}; the file has not been changed.")
        return False
    ai = check_ai_moves(match)
    out.update(ai_moves=ai["ai_moves"], ai_checked=ai["ai_checked"],
               ai_reason=ai["refused"] or ai["reason"])
    if ai["refused"]:
        out["error"] = (f"{Path(path).name}: {ai['refused']}; an AI seat's moves must be the "
                        "AI's own, so the save is refused.")
        return False
    return True


def describe(entry_no: int, cmd, events) -> str:
    """One log line for people: the command and what came of it."""
    fields = {k: getattr(cmd, k) for k in cmd.__dataclass_fields__ if k != "seat"}
    args = " ".join(f"{k}={v}" for k, v in fields.items())
    names = ", ".join(type(e).__name__ for e in events[1:6])
    more = f" +{len(events) - 6}" if len(events) > 6 else ""
    return f"{entry_no:4d}  seat {cmd.seat + 1} {type(cmd).__name__} {args}".rstrip() + \
        f"  -> {names}{more}"


def describe_season(entry_no: int, cmd, events) -> str:
    """One season log line for people: the command and what came of it."""
    fields = {k: getattr(cmd, k) for k in cmd.__dataclass_fields__ if k != "player"}
    args = " ".join(f"{k}={v}" for k, v in fields.items())
    names = ", ".join(type(e).__name__ for e in events[:5])
    more = f" +{len(events) - 5}" if len(events) > 5 else ""
    return f"{entry_no:4d}  player {cmd.player + 1} {type(cmd).__name__} {args}".rstrip() + \
        f"  -> {names}{more}"
