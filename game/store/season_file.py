"""Season saves: setup, log and the record of every match, in a checksummed JSON file written
crash-safe after every turn, verified on load like a match save.

    {"format": "ringside-season", "version": 3, "saved_at": "...", "game_version": "0.1.0",
     "setup": {...},
     "rules": <edition of the season rules>,
     "log": [{"command": {...}, "events": [...]}, ...],
     "matches": [{"rules": <edition>, "log": [{...command...}, ...]}, ...],
     "in_progress": null | {"rules": <edition>, "log": [{...command...}, ...]},
     "cards": "<digest>", "checksum": "..."}

Loading re-decides every season command under the edition of the rules the season was started
under. A ReportMatch takes nothing on trust: its match is
rebuilt from the booked setup (derived from the season so far) and its recorded commands, each
re-decided under the edition of the rules it was played under; the match must be over, and the
winner, how, points and injuries it reports must be the ones that match gives. Version 1 files
kept only the reported results, which cannot be checked, so they are refused with a message.

`in_progress` (version 3) is the booked match begun on the table when the season was saved, so
leaving mid-match resumes it at the turn it was left and its dice are never rolled again. It is
rebuilt like a reported match: from the booked setup the season gives and its commands, each
re-decided; a match in progress when none is booked, or one the rules refuse, is refused.
Version 2 files (no match in progress) still load.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..library.catalog import Catalog
from ..match.commands import StartMatch
from .codec import Newer, Registry, SaveError, decode_command, encode_command
from ..errors import IllegalCommand
from .match_file import (check_edition, checksum, read_document, rebuild_commands,
                         with_newer_note, write_document)
from .version import game_version
from ..season import commands as C
from ..season.commands import SEASON_COMMAND_TYPES
from ..season.events import SEASON_EVENT_TYPES
from ..season.apply import apply_in_place
from ..season.rules import decide, edition_of, new_season
from ..season.session import MatchRecord, Season, check_players, match_result
from ..match.setup import SetupError
from ..season.state import SeasonSetup

FORMAT = "ringside-season"
VERSION = 3
COMMANDS = Registry(SEASON_COMMAND_TYPES, "season command")
EVENTS = Registry(SEASON_EVENT_TYPES, "season event")


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    command: dict[str, Any]
    events: list[dict[str, Any]]


class _Match(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    rules: int
    log: list[dict[str, Any]]


class SeasonFile(BaseModel):
    """The whole season file."""
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    format: Literal["ringside-season"]
    version: Literal[2, 3]
    saved_at: str = Field(max_length=100)
    game_version: str = Field(default="", max_length=100)  # the game that wrote it (since 0.1.0)
    setup: dict[str, Any]
    rules: int
    log: list[_Entry]
    matches: list[_Match]
    in_progress: _Match | None = None  # keys are sorted: a name after "format", which
    # game/store/verifier.py save_kind reads from the first bytes of the file
    cards: str = Field(max_length=64)
    checksum: str = Field(pattern=r"^[0-9a-f]{64}$")


def encode_season(season: Season, saved_at: str = "") -> dict:
    """The save document of a season, checksum included."""
    reported = sum(isinstance(cmd, C.ReportMatch) for cmd, _ in season.log)
    if reported != len(season.matches):
        raise SaveError("This season holds a match result without its match, so it can't be "
                        "saved.")
    doc = {
        "format": FORMAT, "version": VERSION, "saved_at": str(saved_at)[:100],
        "game_version": game_version(),
        "setup": season.setup.model_dump(mode="json"),
        "rules": edition_of(season.state),
        "log": [{"command": COMMANDS.encode(cmd), "events": [EVENTS.encode(e) for e in events]}
                for cmd, events in season.log],
        "matches": [{"rules": m.edition, "log": [encode_command(c) for c in m.commands]}
                    for m in season.matches],
        "in_progress": _encode_current(season),
        "cards": season.cat.digest,
    }
    doc["checksum"] = checksum(doc)
    return doc


def _encode_current(season: Season) -> dict | None:
    """The booked match in progress as its edition and commands (None: none was begun)."""
    match = season.match_in_progress()
    if match is None or len(match.log) <= 1:  # not begun past the bell: nothing to keep
        return None
    return {"rules": match.state.rules.edition,
            "log": [encode_command(e.command) for e in list(match.log)]}


def save_season(season: Season, path: Path | str, saved_at: str = "") -> Path:
    """Write the season to path, crash-safe with rotating backups."""
    from .verdicts import flush, record_written
    path = Path(path)
    data = write_document(path, encode_season(season, saved_at))
    if season_ai_unchecked(season.setup) is None:  # every command decided in this game, and
        record_written(path, data, season.cat.digest)  # its AI's moves can be derived again
        flush(path.parent)  # kept on disk at once: re-deriving a Hard player's season is slow
    return path


def read_season(path: Path | str) -> tuple[SeasonFile, SeasonSetup]:
    """The checked document and setup of a season file (SaveError for any damage)."""
    path = Path(path)
    data = read_document(path, FORMAT, VERSION)
    if data.get("version") == 1:
        raise SaveError(f"{path.name} is a season saved by an older Ringside, which kept match "
                        "results without their matches; they can't be checked, so it is not "
                        "loaded. The file is left as it is.")
    try:
        doc = SeasonFile.model_validate(data)
        setup = SeasonSetup.model_validate(doc.setup, strict=True)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        msg = first["msg"].removeprefix("Value error, ")
        raise with_newer_note(SaveError(f"{path.name} is damaged: {where}: {msg}"),
                              data) from None
    return doc, setup


def load_season(path: Path | str, cat: Catalog, derive_ai: bool = True) -> Season:
    """Read a season file and rebuild it, re-deciding every command and every match; with
    derive_ai, every AI player's decision and AI seat's command is derived again too (verify
    does; opening asks the file's verdict instead, decided once per version of the file,
    since deriving a Hard player's matches takes seconds each)."""
    path = Path(path)
    try:
        return _load(path, cat, derive_ai)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(f"{path.name} is damaged: values nested too deeply.") from None
    except Exception as exc:  # a season file must never crash the game
        raise SaveError(f"{path.name} cannot be loaded ({type(exc).__name__}).") from None


def _load(path: Path, cat: Catalog, derive_ai: bool = True) -> Season:
    doc, setup = read_season(path)
    name = path.name
    why = "the log was edited or comes from another version"
    if doc.cards != cat.digest:
        why = "it was made with different card data"
    season = Season.__new__(Season)
    season.setup, season.cat, season.log, season.matches = setup, cat, [], []
    season.played, season.last_result, season.current = {}, None, None
    season.ai_unchecked = season_ai_unchecked(setup)
    try:
        edition = check_edition(doc.rules, name)
    except SaveError as exc:
        raise with_newer_note(exc, doc.model_dump()) from None
    try:  # (a forged playbook verified and opened, then stopped every match: session 69)
        check_players(setup, cat)
    except SetupError as exc:
        raise SaveError(f"{name} has a season setup this game can't use (an illegal "
                        f"playbook): {exc}") from None
    from ..ai.decisions import record_refused
    forged = record_refused(setup.ai)
    if forged:
        raise Newer(f"{name}: {forged}; the file has not been changed.")
    try:
        season.state = new_season(setup, cat.lib, edition)
    except KeyError as exc:
        raise SaveError(f"{name} names a card this game doesn't have: {exc}") from None
    records = iter(doc.matches)
    for i, entry in enumerate(doc.log):
        cmd = COMMANDS.decode(entry.command, f"{name}: log entry {i}")
        recorded = tuple(EVENTS.decode(e, f"{name}: log entry {i}") for e in entry.events)
        if derive_ai:
            _check_ai_decision(season, cmd, f"{name}: log entry {i}")
        if isinstance(cmd, C.ReportMatch):
            record = next(records, None)
            if record is None:
                raise SaveError(f"{name}: log entry {i} reports a match the file doesn't hold.")
            season.matches.append(_check_match(season, cmd, record, cat,
                                               f"{name}: log entry {i}", derive_ai))
        try:
            decided = tuple(decide(season.state, cmd))
        except IllegalCommand as exc:
            raise SaveError(f"{name}: log entry {i} breaks the rules: {exc.reason}") from None
        except Exception as exc:  # a damaged command must never crash the game
            raise SaveError(f"{name}: log entry {i} cannot be replayed "
                            f"({type(exc).__name__}).") from None
        if decided != recorded:
            raise SaveError(f"{name}: log entry {i} does not match the rules: {why}.")
        for ev in decided:
            apply_in_place(season.state, ev)
        season.log.append((cmd, decided))
    if next(records, None) is not None:
        raise SaveError(f"{name} holds a match no log entry reports.")
    if doc.in_progress is not None:
        season.current = _match_in_progress(season, doc.in_progress, cat, name, derive_ai)
    return season


def _match_in_progress(season: Season, record: _Match, cat: Catalog, name: str,
                       derive_ai: bool = True):
    """Rebuild the booked match that was in progress (SaveError when none is booked or the
    rules refuse one of its commands)."""
    where = f"{name}: the match in progress"
    if not season.match_due():
        raise SaveError(f"{where} is not the match the season has booked (none is due), so "
                        "the season is not loaded.")
    try:
        commands = tuple(decode_command(c, f"{where}, command {j}")
                         for j, c in enumerate(record.log))
    except SaveError as exc:
        raise SaveError(exc.message) from None
    if not commands or type(commands[0]) is not StartMatch:
        raise SaveError(f"{where} does not begin with the bell, so the season is not loaded.")
    match = rebuild_commands(season.booked_setup(), commands, cat, where, record.rules)
    if derive_ai:
        _check_ai_moves(season, match, where)
    return match


def season_ai_unchecked(setup: SeasonSetup) -> str | None:
    """Why this season's AI players' moves can't be derived again (None: they can, or it has
    no AI player): a season begun before they were recorded, or by another edition of the AI."""
    from ..ai.decisions import AI_EDITION
    from ..ai.stepwise import EDITIONS
    if all(p.controller == "human" for p in setup.players):
        return None
    if setup.ai is None:
        return ("the season was begun before AI moves were recorded, so its AI players' moves "
                "can't be checked")
    if setup.ai.edition not in EDITIONS:  # older editions' levels are kept (game/ai/edition1.py)
        return (f"the season was played by another edition of the AI ({setup.ai.edition}; "
                f"this game's is {AI_EDITION}), so its AI players' moves can't be checked")
    return None


def _check_ai_decision(season: Season, cmd, where: str) -> None:
    """An AI player's season decision must be the one its AI gives there (SaveError if not);
    a booked match's report is no decision, and a season that can't be checked is not."""
    if season.ai_unchecked is not None or isinstance(cmd, (C.StartSeason, C.ReportMatch)):
        return
    who = season.actor()
    if who is None or season.match_due() or season.is_human(who) or cmd.player != who:
        return  # nobody or a person decides here (the rules refuse a wrong player)
    try:
        want = season.ai_decision(who)
    except Exception:  # the AI has nothing to do: the rules will refuse the command
        return
    if want != cmd:
        raise SaveError(f"{where}: player {who + 1} is played by the AI "
                        f"({season.controller(who)}), which decides {_words(want)} there, but "
                        f"the save has {_words(cmd)}; an AI player's moves must be the AI's own, "
                        "so the season is not loaded.")


def _words(cmd) -> str:
    """A season command in a few words for a refusal ('Book opponent=player 3'), players
    counted from 1 as the refusal's 'player 2' is."""
    def said(k):
        v = getattr(cmd, k)
        return f"player {v + 1}" if k in ("opponent", "target") and isinstance(v, int) else v
    fields = " ".join(f"{k}={said(k)}" for k in cmd.__dataclass_fields__ if k != "player")
    return f"{type(cmd).__name__} {fields}".strip()


def _check_ai_moves(season: Season, match, where: str) -> None:
    """A season match's AI seats must have played the AI's own commands (SaveError if not); a
    match whose AI can't be derived again (no record) leaves the season unchecked."""
    from ..ai.decisions import check_ai_moves
    got = check_ai_moves(match)
    if got["refused"]:
        raise SaveError(f"{where}: {got['refused']}; an AI seat's moves must be the AI's own, "
                        "so the season is not loaded.")
    if not got["ai_checked"] and season.ai_unchecked is None:
        season.ai_unchecked = got["reason"]


def _check_match(season: Season, cmd: C.ReportMatch, record: _Match, cat: Catalog,
                 where: str, derive_ai: bool = True) -> MatchRecord:
    """Rebuild the booked match from its commands; the result reported must be its result."""
    s = season.state
    if s.phase != "match" or s.tapout_due or s.booking is None:
        raise SaveError(f"{where} reports a match when none is due.")
    try:
        commands = tuple(decode_command(c, f"{where}, match command {j}")
                         for j, c in enumerate(record.log))
    except SaveError as exc:
        raise SaveError(exc.message) from None
    match = rebuild_commands(season.booked_setup(), commands, cat, f"{where}'s match",
                             record.rules)
    if derive_ai:
        _check_ai_moves(season, match, f"{where}'s match")
    if not match.over:
        raise SaveError(f"{where} reports a match that is not over.")
    if match_result(s.active, match) != cmd:
        raise SaveError(f"{where} reports a result its match did not have (winner, how, "
                        "points or injuries were changed).")
    season.played[len(s.results)] = match  # rebuilt anyway: its key moments can be told
    season.last_result = len(s.results)  # (the hub's 'last match' button was gone after
    # Continue: session 69's play-test)
    return MatchRecord(record.rules, commands)


def peek_season(path: Path | str) -> dict:
    """What a load list shows of a season (checked, not replayed), derived from its log:
    superstars, controllers, week, weeks, seed, saved_at, over, champion and in_ring (a booked
    match was in progress when it was saved)."""
    path = Path(path)
    doc, setup = read_season(path)
    week, champion = 0, None
    for entry in doc.log:
        for ev in entry.events:
            kind = ev.get("type")
            if kind == "TurnBegan" and type(ev.get("week")) is int:
                week = ev["week"]
            elif kind == "SeasonEnded" and type(ev.get("champion")) is int:
                champion = ev["champion"]
    week = max(0, min(week, setup.weeks - 1))
    if champion is not None and not 0 <= champion < len(setup.players):
        champion = None
    return {"path": str(path), "name": path.stem, "saved_at": doc.saved_at,
            "superstars": [p.superstar for p in setup.players],
            "controllers": [p.controller for p in setup.players],
            "week": week, "weeks": setup.weeks, "seed": setup.seed,
            "over": champion is not None, "champion": champion, "entries": len(doc.log),
            "in_ring": doc.in_progress is not None and champion is None}
