"""Replay a save (a match or a whole season): rebuild it from its log and check every command
against the rules; and the replay cursor, a saved match seen at any point of its log.

    cursor = open_replay(path, cat)     # SaveError with a one-line reason on a damaged file
    cursor.seek(n); cursor.forward(); cursor.back(); cursor.state_at(n); cursor.state
    cursor.fork()                       # a live Match from the point shown
    fork(match, n)                      # a live Match of a match's first n entries
    fork_save(path, n, out, cat)        # play on from here: a new save of the first n entries
"""
from __future__ import annotations

from pathlib import Path

from .catalog import Catalog
from .codec import SaveError
from .errors import IllegalCommand
from .legal import actor as actor_of
from .match import Match
from .rules import last_turn
from .save import match_summary, read_save, rebuild_save, restore
from .setup import new_state
from .fork import fork_match, fork_name, fork_save, play_on_match  # noqa: F401 (play on)
from .takeback import fold_states

TICK_TURNS = 10  # the scrub bar marks every tenth turn


class ReplayCursor:
    """A saved match seen at one point of its log (after `index` entries); it reads like a
    Match to the table, but nothing can be played and nobody acts (it is a recording).

    The state after every entry is folded once from new_state (the save's edition of the
    rules) and the recorded events, so any point is a jump away; after a take-back the state
    is the one before the entry it took back (game/takeback.py fold_states)."""

    def __init__(self, match) -> None:
        self.setup = match.setup
        self.cat = match.cat
        self.entries = list(match.log)
        state = new_state(self.setup, self.cat, match.state.rules.edition)
        self.states = fold_states(state, self.entries)
        self.index = 0

    # ---- where it stands ---------------------------------------------------------------------

    @property
    def length(self) -> int:
        """Entries in the log."""
        return len(self.entries)

    @property
    def state(self):
        """The state after the entries seen so far."""
        return self.states[self.index]

    @property
    def log(self) -> list:
        """The entries seen so far."""
        return self.entries[:self.index]

    def state_at(self, index: int):
        """The state after `index` entries (clamped to the log)."""
        return self.states[self.clamp(index)]

    def turn_at(self, index: int) -> int:
        """The turn shown after `index` entries (1-based; once it is over, the turn it ended
        in, as the log and the results number it: last_turn)."""
        st = self.state_at(index)
        turn = last_turn(st.turn, st.over.how) if st.over else st.turn + 1
        return min(st.rules.turn_limit, turn)

    def turn_marks(self, every: int = TICK_TURNS) -> list[int]:
        """The entry counts at which a turn that is a multiple of `every` begins."""
        out, last = [], -1
        for i, st in enumerate(self.states):
            if st.turn != last and st.turn % every == 0 and st.turn > 0:
                out.append(i)
            last = st.turn
        return out

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index >= self.length

    # ---- moving ------------------------------------------------------------------------------

    def clamp(self, index: int) -> int:
        return max(0, min(self.length, int(index)))

    def seek(self, index: int) -> int:
        """Jump to the point after `index` entries (clamped); the new index."""
        self.index = self.clamp(index)
        return self.index

    def forward(self):
        """One entry on; that entry (None at the end)."""
        if self.at_end:
            return None
        self.index += 1
        return self.entries[self.index - 1]

    def back(self) -> int:
        """One entry back; the new index."""
        return self.seek(self.index - 1)

    def last_entry(self):
        """The entry that led to the point shown (None before the first)."""
        return self.entries[self.index - 1] if self.index else None

    # ---- what the table asks of a match ------------------------------------------------------

    def actor(self) -> int | None:
        return actor_of(self.state)

    def legal(self, seat: int) -> list:
        return []

    def play(self, cmd):
        raise IllegalCommand("This is a replay: nothing can be played.")

    @property
    def over(self) -> bool:
        return self.state.over is not None and self.actor() is None

    def controller(self, seat: int) -> str:
        """Who played the seat in the saved match ('human' or an AI level)."""
        return self.setup.seats[seat].controller

    def fork(self) -> Match:
        """A live match from the point shown: the same setup and edition, the commands so far
        decided again (the same events: every roll comes from the match's seed)."""
        return replayed(self.setup, self.cat, self.states[0].rules.edition,
                        [e.command for e in self.entries[:self.index]])


def fork(match: Match, entries: int) -> Match:
    """A new live match of the first `entries` log entries of this one (a take-back keeps
    all but the last few); the match itself is left as it is."""
    keep = max(0, min(len(match.log), int(entries)))
    return replayed(match.setup, match.cat, match.state.rules.edition,
                    [e.command for e in match.log[:keep]])


def replayed(setup, cat: Catalog, edition: int, commands) -> Match:
    """A match of these commands from the start (IllegalCommand if one is refused)."""
    m = Match(setup, cat, start=False, edition=edition)
    for cmd in commands:
        m.play(cmd)
    return m


def open_replay(path: Path | str, cat: Catalog) -> ReplayCursor:
    """A cursor on a saved match, every command re-decided under the save's edition of the
    rules (SaveError with a one-line reason on a damaged file)."""
    return ReplayCursor(restore(path, cat))


def save_kind(path: Path | str) -> str:
    """"season" for a season save (by its format), else "match"."""
    try:
        with open(path, "rb") as f:
            head = f.read(200)
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
    champion, standings, match_in_progress (its commands and turn, or None), error, ...}."""
    from .season import season_summary
    from .season.save import load_season
    out = {"ok": False, "kind": "season", "file": str(path), "entries": 0, "matches": 0,
           "match_commands": 0, "week": None, "weeks": None, "over": False, "champion": None,
           "standings": None, "error": None}
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
    current = season.match_in_progress()
    out["match_in_progress"] = None if current is None else {
        "commands": len(current.log), "turn": current.state.turn, "over": current.over}
    return out


def verify_match(path: Path | str, cat: Catalog) -> dict:
    """Replay a match save file and say whether it holds.

    Returns {ok, entries, events, winner, how, turns, points, error, ...}; ok is True only when
    the file loads, every command is legal where it stands, every recorded event is exactly what
    the rules decide under the edition of the rules the save was played under ("rules").
    """
    out = {"ok": False, "kind": "match", "file": str(path), "entries": 0, "events": 0,
           "winner": None,
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


def describe_season(entry_no: int, cmd, events) -> str:
    """One season log line for people: the command and what came of it."""
    fields = {k: getattr(cmd, k) for k in cmd.__dataclass_fields__ if k != "player"}
    args = " ".join(f"{k}={v}" for k, v in fields.items())
    names = ", ".join(type(e).__name__ for e in events[:5])
    more = f" +{len(events) - 5}" if len(events) > 5 else ""
    return f"{entry_no:4d}  player {cmd.player + 1} {type(cmd).__name__} {args}".rstrip() + \
        f"  -> {names}{more}"
