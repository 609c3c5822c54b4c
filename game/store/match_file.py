"""Save files: a match's setup and log as checked JSON, written crash-safe, restored by replay.

The file (version 2):

    {"format": "ringside-save", "version": 2, "saved_at": "...", "game_version": "0.1.0",
     "setup": {...MatchSetup...},
     "log": [{"command": {...}, "events": [{...}, ...]}, ...],
     "cards": "<digest of the card data>", "rules": <edition of the rules>,
     "checksum": "<sha256 hex of the canonical JSON of everything else>"}

Loading checks, in order: size (before reading), JSON, format, version (a newer one is refused and
the file left alone), checksum, shape (pydantic, strict, no extra fields), setup, log entries,
edition. restore() then rebuilds the match under the edition of the rules it was played under:
every command is decided again from the state so far and its events must equal the recorded ones,
so an edited log is refused with its entry number. No recorded event is ever applied without
being re-decided. The checksum only guards against accidents (anyone can recompute it); the
re-decision is what makes an edited save fail. What the load list shows (turn, winner, how) is
derived from the log, never read from a stored summary; version 1 files still carry one, and it
must agree with the replayed match.
Nothing here pickles, evals or execs; the game never reads a clock (the caller passes saved_at).
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..match import events as E
from ..match.apply import apply_in_place
from ..match.bounds import out_of_bounds
from ..library.catalog import Catalog
from ..match.commands import TakeBack
from ..match.takeback import in_effect
from .checksum import canonical, checksum, checksum_holds  # noqa: F401 (re-exported)
from .codec import Newer, SaveError, decode_log, encode_log
from .version import game_version, newer_game_note
from ..match.autoplay import MAX_COMMANDS
from .durable import (BACKUPS, MAX_BYTES, _fsync_folder, _unlink_quietly, _write_temp,
                      read_regular, write_document)
from ..match.editions import OLDEST
from ..errors import IllegalCommand
from ..match.runner import Entry, Match
from ..match.rules import EDITION, decide
from ..match.setup import MatchSetup, SetupError
from ..match.takeback import decide_take_back

__all__ = ["SaveError", "SaveData", "save_match", "load_save", "read_save", "restore",
           "set_aside", "good_backup", "recover", "log_facts",
           "rebuild", "rebuild_commands", "peek_save", "peek_document", "default_save_dir",
           "match_summary",
           "FORMAT", "VERSION", "MAX_SAVE_BYTES", "BACKUPS"]

FORMAT = "ringside-save"
VERSION = 2
MAX_SAVE_BYTES = MAX_BYTES
MAX_ENTRIES = MAX_COMMANDS  # a match that has not ended by then has gone wrong
SUFFIX = ".json"
_NAME_OK = re.compile(r"[^A-Za-z0-9_.-]+")
MAX_NAME = 80


# ---- the file's shape ------------------------------------------------------------------------

class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class SaveSummary(_Strict):
    """Version 1 files carried this copy of the replayed match's facts (checked, never used)."""
    superstars: list[str] = Field(min_length=2, max_length=2)
    match_type: str
    turn: int = Field(ge=0)
    over: bool
    winner: int | None = None
    how: str | None = None


class SaveEntry(_Strict):
    """One log line: a command and its events, still as plain dicts (the codec checks them)."""
    command: dict[str, Any]
    events: list[dict[str, Any]]


class SaveFile(_Strict):
    """The whole file (version 1 had a summary and older_rules; version 2 has neither)."""
    format: Literal["ringside-save"]
    version: Literal[1, 2]
    saved_at: str = Field(max_length=100)
    game_version: str = Field(default="", max_length=100)  # the game that wrote it (since 0.1.0)
    setup: dict[str, Any]
    log: list[SaveEntry]
    summary: SaveSummary | None = None
    cards: str = Field(default="", max_length=64)
    rules: int | None = None
    older_rules: int = Field(default=0, ge=0)
    checksum: str = Field(pattern=r"^[0-9a-f]{64}$")


class SaveHead(SaveFile):
    """The file as a load list reads it: every field checked but the log's entries (a list row
    reads only their events' type, turn, winner and how; loading checks the rest)."""
    log: list


@dataclass(frozen=True)
class SaveData:
    """A loaded save: checked, decoded, not yet replayed."""
    path: Path
    setup: MatchSetup
    log: list  # of (command, events)
    saved_at: str
    cards: str = ""
    edition: int = EDITION  # the edition of the rules the log is re-decided under
    stored_summary: dict | None = None  # version 1 only: must equal the replayed match's

    @property
    def summary(self) -> dict:
        """The facts a load list shows, derived from the setup and the log."""
        return log_facts(self.setup, self.log)


# ---- helpers ---------------------------------------------------------------------------------

def match_summary(match: Match) -> dict:
    """A match's facts as a load list shows them."""
    s = match.state
    out = s.over
    return {
        "superstars": [side.superstar for side in s.sides],
        "controllers": [seat.controller for seat in match.setup.seats],
        "match_type": s.rules.match_type,
        "turn": s.turn,
        "over": out is not None,
        "winner": out.winner if out else None,
        "how": out.how if out else None,
    }


def log_facts(setup: MatchSetup, log: list) -> dict:
    """match_summary's facts read off the setup and the log's events, without replaying:
    the turn of the last TurnEnded, the winner and how of a MatchEnded (what restore derives),
    in the entries still in effect."""
    turn, ended = 0, None
    for i in in_effect(log):
        for ev in log[i][1]:
            if type(ev) is E.TurnEnded:
                turn = ev.turn
            elif type(ev) is E.MatchEnded:
                ended = ev
    return {
        "superstars": [seat.superstar for seat in setup.seats],
        "controllers": [seat.controller for seat in setup.seats],
        "match_type": setup.match_type,
        "turn": turn,
        "over": ended is not None,
        "winner": ended.winner if ended else None,
        "how": ended.how if ended else None,
    }


def _first_error(err: ValidationError) -> str:
    """The first thing pydantic refused, in words: "field 'seats.0': ..." (a whole setup's
    check names no field)."""
    first = err.errors()[0]
    loc = ".".join(str(p) for p in first["loc"])
    msg = first["msg"].removeprefix("Value error, ")
    return f"field '{loc}': {msg}" if loc else msg


def default_save_dir() -> Path:
    """The folder saves go to (created if missing); RINGSIDE_SAVE_DIR overrides it."""
    override = os.environ.get("RINGSIDE_SAVE_DIR")
    if override:
        folder = Path(override).expanduser()
    else:
        import platformdirs
        folder = Path(platformdirs.user_data_dir("Ringside", appauthor=False)) / "saves"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"Cannot create the save folder {folder}: "
                        f"{exc.strerror or exc}") from None
    if not folder.is_dir():
        raise SaveError(f"The save folder {folder} is not a folder.")
    return folder


def _plain(name: str) -> str:
    """A name of the characters a save's name may hold (others become '_')."""
    return _NAME_OK.sub("_", name).strip("._")


def _clean_name(name: str | None, match: Match) -> str:
    if name is None:
        s = match.setup
        stars = "-".join(seat.superstar for seat in s.seats)
        name = f"{s.match_type}-{stars}-{s.seed}"
    if name.endswith(SUFFIX):
        name = name[:-len(SUFFIX)]
    name = _plain(name)[:MAX_NAME]
    if not name:
        raise SaveError("A save needs a name made of letters, digits, '-' or '_'.")
    return name


# ---- saving ----------------------------------------------------------------------------------

def encode_match(match: Match, saved_at: str = "") -> dict:
    """The save document of a match, checksum included."""
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": str(saved_at)[:100],
        "game_version": game_version(),
        "setup": match.setup.model_dump(mode="json"),
        "log": encode_log(match.log),
        "cards": match.cat.digest,
        "rules": match.state.rules.edition,
    }
    doc["checksum"] = checksum(doc)
    return doc


def free_name(folder: Path | str | None, stem: str, why: str = "start another",
              also: tuple = ()) -> str:
    """stem, or stem-2, stem-3, ...: the first name no save in the folder (default: the save
    folder), nor any file of that name in the folders `also`, holds, for a new match, season or
    play-on (a seed typed again wrote the new one over the old save: session 63's save attack);
    cut to the length a save's name is written at, its number kept (a long chain of play-ons cut
    to one name wrote each over the last: session 65's)."""
    folder = Path(folder) if folder is not None else default_save_dir()
    base = _plain(stem) or "match"  # (a name of other letters only, 'Матч', cleans to none)
    for k in range(1, 10_000):
        tail = "" if k == 1 else f"-{k}"
        name = base[:MAX_NAME - len(tail)].rstrip("._") + tail
        try:
            if not any((where / f"{name}{SUFFIX}").exists()
                       or (where / f"{name}{SUFFIX}").is_symlink()
                       for where in (folder, *map(Path, also))):
                return name
        except OSError as exc:  # (a folder that can be listed but not searched)
            raise SaveError(f"Cannot look in the save folder {folder}: "
                            f"{exc.strerror or exc}") from None
    raise SaveError(f"Too many saves are named {stem}; delete some to {why}.")


def own_name(folder: Path | str, stem: str) -> str:
    """The name a match opened from the save `stem` goes on saving under: that name, if a save
    could be written under it as it stands; else a free name made of it (a save the player
    renamed 'Матч.json' cleaned to no name and was never saved again, and 'Kampf Björn' and
    'Kampf Bjørn' went on in one file, each over the other: session 66's save attack)."""
    name = stem.removesuffix(SUFFIX)  # (as _clean_name writes it: 'duel.json.json' went on
    if _plain(name)[:MAX_NAME] == stem:  # in duel.json, another match: the review)
        return stem
    return free_name(folder, name, "go on with it")


def save_match(match: Match, folder: Path | str, name: str | None = None,
               saved_at: str = "", backups: int = BACKUPS) -> Path:
    """Write the match to folder/name.json, crash-safe, keeping up to 3 older copies.

    The new file is written to a new temporary file in the same folder, flushed and fsynced; a
    backup of the old file is made durable; only then are the backups rotated and the new file
    renamed over the old one, and the folder fsynced. If anything fails, SaveError says what
    went wrong and what was kept.
    """
    target = Path(folder) / (_clean_name(name, match) + SUFFIX)
    data = write_document(target, encode_match(match, saved_at), backups)
    _record_verified(target, data, match)
    return target


def _record_verified(target: Path, data: bytes, match) -> None:
    """Every command of this match was decided by the rules in this game (played or rebuilt),
    so its new file is remembered as verified (game/store/verdicts.py) unless its setup is one
    no screen makes, or its AI seats' moves can't be derived again (an older save played on):
    that file is decided like any other."""
    from ..ai.decisions import AI_EDITION
    from .modes import seat_fields_problem
    from .verdicts import record_written
    setup = match.setup
    ai_known = all(s.controller == "human" for s in setup.seats) or \
        (setup.ai is not None and setup.ai.edition == AI_EDITION)
    if seat_fields_problem(setup) is None and ai_known:
        record_written(target, data, match.cat.digest)


def read_document(path: Path | str, fmt: str, newest: int) -> dict:
    """A checked JSON document of the given format (SaveError for any damage)."""
    return _read_document(Path(path), fmt, newest)


# ---- loading ---------------------------------------------------------------------------------

def _read_document(path: Path, fmt: str = FORMAT, newest: int = VERSION) -> dict:
    """Size, JSON, format, version and checksum checks; the raw document."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError(f"There is no save file at {path}.") from None
    except OSError as exc:
        raise SaveError(f"Cannot read {path.name}: {exc.strerror or exc}") from None
    if not path.is_file():
        raise SaveError(f"{path.name} is not a file.")
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name} is too large to be a Ringside save "
                        f"({size} bytes; the limit is {MAX_SAVE_BYTES}).")
    try:  # (opened without blocking, and read only as a regular file: a FIFO put there
        raw = read_regular(path, MAX_SAVE_BYTES)  # after the check above hung: session 65)
    except OSError as exc:
        raise SaveError(f"Cannot read {path.name}: {exc.strerror or exc}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name} is too large to be a Ringside save.")
    if not raw.strip():
        raise SaveError(f"{path.name} is empty.")
    try:
        data = json.loads(raw.decode("utf-8-sig"), parse_constant=_no_constants)  # (a BOM:
        # an editor's, over a whole save; the checksum still judges it: session 65)
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is damaged: it is not text.") from None
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path.name} is damaged or cut short: not valid JSON "
                        f"(line {exc.lineno}, column {exc.colno}: {exc.msg}).") from None
    except (ValueError, RecursionError):
        raise SaveError(f"{path.name} is damaged: not valid JSON.") from None
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise SaveError(f"{path.name} is not a Ringside save file.")
    version = data.get("version")
    if type(version) is not int:
        raise SaveError(f"{path.name} is damaged: it has no version number." if version is None
                        else f"{path.name} is damaged: its version, "
                        f"{str(version)[:20]!r}, is not a whole number.")
    if version > newest:
        made_by = data.get("game_version")  # (named only when it reads as another version:
        by = f"Ringside {made_by}, " if isinstance(made_by, str) and made_by != game_version() \
            and re.fullmatch(r"[0-9A-Za-z.+-]{1,40}", made_by) else ""  # session 63)
        raise Newer(f"{path.name} was made by a newer version of Ringside ({by}save version "
                    f"{str(version)[:12]}); this game, Ringside {game_version()}, reads save versions "
                    f"up to {newest}. Update the game to load it; the file has not been "
                    "changed.")
    if version < 1:
        raise SaveError(f"{path.name} has an unknown save version {version}.")
    if type(data.get("checksum")) is not str:
        raise SaveError(f"{path.name} is damaged: it has no checksum.")
    try:
        holds = checksum_holds(raw, data)
    except (ValueError, TypeError, RecursionError):
        raise SaveError(f"{path.name} is damaged: it holds values a save cannot have.") from None
    if not holds:
        raise SaveError(f"{path.name} is damaged or was edited: the checksum does not match.")
    return data


def with_newer_note(exc: SaveError, document) -> SaveError:
    """The refusal, plus which newer game made the file when a later Ringside wrote it."""
    note = newer_game_note(document)
    return Newer(exc.message + note) if note and note not in exc.message else exc


def _no_constants(name: str):
    raise ValueError(f"{name} is not allowed")


def check_edition(edition: int, name: str) -> int:
    """The edition a save's log is re-decided under (SaveError for one this game can't)."""
    if edition > EDITION:
        raise Newer(f"{name} was played under newer rules (edition {edition}; this game "
                    f"knows editions {OLDEST} to {EDITION}). Update the game to load it; the "
                    "file is left as it is.")
    if edition < OLDEST:
        raise SaveError(f"{name} names an edition of the rules that never existed "
                        f"({edition}); it cannot be checked, so it is not loaded.")
    return edition


def _edition_of(doc: SaveFile, name: str) -> int:
    """The recorded edition: version 2 must name it; a version 1 file without one is edition 1."""
    if doc.version >= 2 and (doc.rules is None or doc.summary is not None or doc.older_rules):
        raise SaveError(f"{name} is damaged: a version {doc.version} save names its rules "
                        "edition and carries no summary.")
    if doc.older_rules:
        raise SaveError(f"{name} mixes moves made under two editions of the rules (an older "
                        "game replayed part of it unchecked), so it cannot be checked against "
                        "the rules and is not loaded. The file is left as it is.")
    if doc.version == 1 and doc.summary is None:
        raise SaveError(f"{name} is damaged: field 'summary': Field required")
    return check_edition(1 if doc.rules is None else doc.rules, name)


def read_save(path: Path | str) -> SaveData:
    """Read and check a save file (SaveError for any damage); the log is decoded, not replayed."""
    path = Path(path)
    try:
        data = _read_document(path)
        try:
            try:
                doc = SaveFile.model_validate(data)
            except ValidationError as exc:
                raise SaveError(f"{path.name} is damaged: {_first_error(exc)}") from None
            try:
                setup = MatchSetup.model_validate(doc.setup, strict=True)
            except ValidationError as exc:
                raise SaveError(f"{path.name} has a bad match setup: "
                                f"{_first_error(exc)}") from None
            _check_seat_fields(setup, path.name)
            _check_length(data["log"], path.name)
            try:
                log = decode_log(data["log"])
            except SaveError as exc:
                raise SaveError(f"{path.name} is damaged: {exc.message}") from None
            edition = _edition_of(doc, path.name)
        except SaveError as exc:
            raise with_newer_note(exc, data) from None
        stored = doc.summary.model_dump() if doc.summary is not None else None
        return SaveData(path, setup, log, doc.saved_at, doc.cards, edition, stored)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(f"{path.name} is damaged: values nested too deeply.") from None
    except Exception as exc:  # a save file must never crash the game
        raise SaveError(f"{path.name} cannot be loaded ({type(exc).__name__}: {exc}).") from None


def load_save(path: Path | str) -> tuple[MatchSetup, list]:
    """The setup and the log [(command, events), ...] of a save file (SaveError for any damage)."""
    data = read_save(path)
    return data.setup, data.log


def peek_save(path: Path | str) -> dict:
    """What a load list shows: name, saved_at, edition and the facts derived from the log's
    events. Only what the list needs is read: the file is checked (size, JSON, format, version,
    checksum, shape, setup, edition) but its log is not decoded or replayed; loading does that."""
    path = Path(path)
    try:
        data = _read_document(path)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(f"{path.name} is damaged: values nested too deeply.") from None
    except Exception as exc:  # a save file must never crash the game
        raise SaveError(f"{path.name} cannot be loaded ({type(exc).__name__}: {exc}).") from None
    return peek_document(path, data)


def peek_document(path: Path, data: dict) -> dict:
    """peek_save's checks and facts for a document already read by read_document (a caller
    that needs more of the file than a list row reads it once)."""
    try:
        try:
            doc = SaveHead.model_validate(data)
            setup = MatchSetup.model_validate(doc.setup, strict=True)
        except ValidationError as exc:
            raise SaveError(f"{path.name} is damaged: {_first_error(exc)}") from None
        _check_seat_fields(setup, path.name)
        edition = _edition_of(doc, path.name)
        _check_length(doc.log, path.name)
        facts = _raw_facts(setup, doc.log, path.name)
    except SaveError as exc:
        raise with_newer_note(exc, data) from None
    except RecursionError:
        raise SaveError(f"{path.name} is damaged: values nested too deeply.") from None
    except Exception as exc:  # a save file must never crash the game
        raise SaveError(f"{path.name} cannot be loaded ({type(exc).__name__}: {exc}).") from None
    return {"path": str(path), "name": path.stem, "saved_at": doc.saved_at,
            "entries": len(data["log"]), "rules": edition, **facts}


def _check_seat_fields(setup: MatchSetup, name: str) -> None:
    """A setup no screen could have made for a match save is refused (game/store/modes.py)."""
    from .modes import Refused, seat_fields_problem
    wrong = seat_fields_problem(setup)
    if wrong:
        raise Refused(f"{name} has a bad match setup: {wrong}.")


def _check_length(log, name: str) -> None:
    """A log longer than any match can be (an AI match ends within MAX_ENTRIES commands) is
    refused before a single entry is decoded."""
    if type(log) is list and len(log) > MAX_ENTRIES:
        raise SaveError(f"{name} is damaged: {len(log)} log entries, more than a match can "
                        f"have ({MAX_ENTRIES}).")


def live_entries(log: list) -> tuple[list[int], int]:
    """The raw log's entry numbers still in effect (game/match/takeback.py in_effect, on raw
    dicts), and how many take-backs it holds; SaveError for an entry that is not readable."""
    live: list[int] = []
    takebacks = 0
    for i, entry in enumerate(log):
        events = entry.get("events") if type(entry) is dict else None
        if type(events) is not list:
            raise SaveError("a log entry is not readable")
        first = events[0] if events else None
        if type(first) is dict and first.get("type") == "TookBack":
            takebacks += 1
            if live and live[-1] == first.get("entry"):
                live.pop()
        else:
            live.append(i)
    return live, takebacks


def _raw_facts(setup: MatchSetup, log: list, name: str) -> dict:
    """log_facts read off the raw event dicts (no decoding): last turn, and how it ended, over
    the entries still in effect (a take-back's undone turn was the Continue's: session 75)."""
    turn, ended = 0, None
    for entry in log:
        events = entry.get("events") if type(entry) is dict else None
        if type(events) is not list or any(type(ev) is not dict for ev in events):
            raise SaveError(f"{name} is damaged: a log entry is not readable.")
    for i in live_entries(log)[0]:
        for ev in log[i]["events"]:
            kind = ev.get("type")
            if kind == "TurnEnded":
                turn = ev.get("turn")
            elif kind == "MatchEnded":
                ended = ev
    limit = 500
    if type(turn) is not int or not 0 <= turn <= limit:
        raise SaveError(f"{name} is damaged: a turn number is out of range.")
    winner = ended.get("winner") if ended else None
    how = ended.get("how") if ended else None
    if ended and (winner not in (0, 1, None) or type(winner) is bool or type(how) is not str
                  or len(how) > 20):
        raise SaveError(f"{name} is damaged: the end of the match is not readable.")
    return {"superstars": [seat.superstar for seat in setup.seats],
            "controllers": [seat.controller for seat in setup.seats],
            "match_type": setup.match_type, "turn": turn, "over": ended is not None,
            "winner": winner, "how": how}


# ---- restoring -------------------------------------------------------------------------------

def _first_difference(a: tuple, b: tuple) -> int:
    for j, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return j
    return min(len(a), len(b))


def _new_match(setup: MatchSetup, cat: Catalog, name: str, edition: int) -> Match:
    check_edition(edition, name)
    try:
        return Match(setup, cat, start=False, edition=edition)
    except SetupError as exc:
        raise SaveError(f"{name} has a match setup this game can't use (an unknown card or "
                        f"an illegal playbook): {exc}") from None


def _redecide(match: Match, cmd, i: int, name: str) -> tuple:
    """Decide one logged command where the match stands (SaveError naming the entry)."""
    try:
        if type(cmd) is TakeBack:
            return decide_take_back(match, cmd)
        return tuple(decide(match.state, cmd))
    except IllegalCommand as exc:
        raise SaveError(f"{name}: log entry {i} ({type(cmd).__name__}) breaks the rules: "
                        f"{exc.reason}") from None
    except Exception as exc:  # a damaged command must not crash the game
        raise SaveError(f"{name}: log entry {i} ({type(cmd).__name__}) cannot be replayed "
                        f"({type(exc).__name__}).") from None


def _apply(match: Match, cmd, events: tuple, i: int, name: str) -> None:
    """Apply re-decided events, then check the state stays within the rules' bounds."""
    what = type(cmd).__name__
    try:
        if type(cmd) is TakeBack:
            match.commit_take_back(cmd, events)
        else:
            for ev in events:
                apply_in_place(match.state, ev)
        wrong = out_of_bounds(match.state)
    except Exception as exc:  # the rules' own events must apply; never crash on a save
        raise SaveError(f"{name}: log entry {i} ({what}) cannot be replayed "
                        f"({type(exc).__name__}).") from None
    if wrong:
        raise SaveError(f"{name}: after log entry {i} ({what}) {wrong}; the game cannot "
                        "show it, so the save is not loaded.")
    if type(cmd) is not TakeBack:
        match.log.append(Entry(cmd, events))


def rebuild(setup: MatchSetup, log: list, cat: Catalog, name: str = "the save",
            cards: str = "", edition: int = EDITION) -> Match:
    """A Match rebuilt from a log under an edition of the rules, every command re-decided and
    checked against its recorded events (SaveError naming the first entry that differs)."""
    why = "the log was edited or comes from another version"
    if cards and cards != cat.digest:
        why = "it was made with different card data (the card files have changed since)"
    match = _new_match(setup, cat, name, edition)
    for i, (cmd, events) in enumerate(log):
        decided = _redecide(match, cmd, i, name)
        if decided != events:
            j = _first_difference(decided, events)
            got = type(events[j]).__name__ if j < len(events) else "nothing"
            raise SaveError(f"{name}: log entry {i} ({type(cmd).__name__}) does not match the "
                            f"rules at event {j} ({got}): {why}.")
        _apply(match, cmd, decided, i, name)
    return match


def rebuild_commands(setup: MatchSetup, commands, cat: Catalog, name: str = "the match",
                     edition: int = EDITION) -> Match:
    """A Match rebuilt from its commands alone under an edition of the rules: every command is
    decided again where the match stands, and its events are the ones the rules give."""
    match = _new_match(setup, cat, name, edition)
    for i, cmd in enumerate(commands):
        _apply(match, cmd, _redecide(match, cmd, i, name), i, name)
    return match


def set_aside(path: Path | str, label: str = "damaged") -> Path:
    """Rename a save out of the way, never over another file: name.json.<label>[-N]."""
    path = Path(path)
    for n in range(1000):
        aside = path.with_name(f"{path.name}.{label}" + (f"-{n}" if n else ""))
        if not os.path.lexists(aside):
            os.replace(path, aside)
            return aside
    raise SaveError(f"Too many copies of {path.name} are set aside already.")


def good_backup(path: Path | str, fmt: str = FORMAT, newest: int = VERSION) -> Path | None:
    """The newest rotated backup (name.json.1, .2, ...) that reads cleanly, or None."""
    path = Path(path)
    for n in range(1, BACKUPS + 1):
        backup = path.with_name(f"{path.name}.{n}")
        if not backup.is_file():
            continue
        try:
            if fmt == FORMAT:
                read_save(backup)
            else:
                read_document(backup, fmt, newest)
        except SaveError:
            continue
        return backup
    return None


def recover(path: Path | str, backup: Path) -> Path:
    """Set the damaged save aside and put a copy of the good backup in its place; the aside path."""
    path = Path(path)
    try:
        with open(backup, "rb") as f:
            data = f.read(MAX_SAVE_BYTES + 1)
        tmp = _write_temp(path.parent, path.name, data)
    except OSError as exc:
        raise SaveError(f"Could not restore the backup of {path.name}: "
                        f"{exc.strerror or exc}. Nothing was changed.") from None
    try:
        aside = set_aside(path)
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise SaveError(f"Could not restore the backup of {path.name}: "
                        f"{exc.strerror or exc}") from None
    finally:
        _unlink_quietly(tmp)
    _fsync_folder(path.parent)
    return aside


def restore(path: Path | str, cat: Catalog) -> Match:
    """Load a save and rebuild its match, checking every command against the rules."""
    data = read_save(path)
    return rebuild_save(data, cat)


def rebuild_save(data: SaveData, cat: Catalog) -> Match:
    """The match of a read save, re-decided under its edition; a version 1 summary must agree."""
    name = data.path.name
    match = rebuild(data.setup, data.log, cat, name, data.cards, data.edition)
    if data.stored_summary is not None and match_summary(match) != data.stored_summary:
        raise SaveError(f"{name}: the summary does not match the replayed match.")
    return match
