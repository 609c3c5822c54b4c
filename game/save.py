"""Save files: a match's setup and log as checked JSON, written crash-safe, restored by replay.

The file:

    {"format": "ringside-save", "version": 1, "saved_at": "...",
     "setup": {...MatchSetup...},
     "log": [{"command": {...}, "events": [{...}, ...]}, ...],
     "summary": {"superstars": [...], "match_type": ..., "turn": ..., "over": ...,
                 "winner": ..., "how": ...},
     "cards": "<digest of the card data>", "rules": <edition of the rules>, "older_rules": N,
     "checksum": "<sha256 hex of the canonical JSON of everything else>"}

Loading checks, in order: size (before reading), JSON, format, version (a newer one is refused and
the file left alone), checksum, shape (pydantic, strict, no extra fields), setup, log entries.
restore() then rebuilds the match: every command is decided again from the state so far and its
events must equal the recorded ones, so an edited log is refused with its entry number. A save
made under an older edition of the rules (rules.EDITION) is not lost: its entries are replayed
from their record and the match goes on under today's rules ("older_rules" counts those entries,
so a later save keeps them apart); one from a newer edition is refused and left alone.
Nothing here pickles, evals or execs; the game never reads a clock (the caller passes saved_at).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .apply import apply_in_place
from .catalog import Catalog
from .codec import SaveError, decode_log, encode_log
from .errors import IllegalCommand
from .match import Entry, Match
from .rules import EDITION, decide
from .setup import MatchSetup, SetupError

__all__ = ["SaveError", "SaveData", "save_match", "load_save", "read_save", "restore",
           "set_aside", "good_backup", "recover",
           "rebuild", "peek_save", "list_saves", "default_save_dir", "match_summary",
           "FORMAT", "VERSION", "MAX_SAVE_BYTES", "BACKUPS"]

FORMAT = "ringside-save"
VERSION = 1
MAX_SAVE_BYTES = 20 * 1024 * 1024
BACKUPS = 3
SUFFIX = ".json"
_NAME_OK = re.compile(r"[^A-Za-z0-9_.-]+")
MAX_NAME = 80


# ---- the file's shape ------------------------------------------------------------------------

class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class SaveSummary(_Strict):
    """What a load screen shows without replaying the match."""
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
    """The whole file."""
    format: Literal["ringside-save"]
    version: Literal[1]
    saved_at: str = Field(max_length=100)
    setup: dict[str, Any]
    log: list[SaveEntry]
    summary: SaveSummary
    cards: str = Field(default="", max_length=64)
    rules: int = Field(default=1, ge=1)
    older_rules: int = Field(default=0, ge=0)
    checksum: str = Field(pattern=r"^[0-9a-f]{64}$")


@dataclass(frozen=True)
class SaveData:
    """A loaded save: checked, decoded, not yet replayed."""
    path: Path
    setup: MatchSetup
    log: list  # of (command, events)
    summary: dict
    saved_at: str
    cards: str = ""
    older_rules: int = 0  # leading entries made under an older edition: replayed from the record


# ---- helpers ---------------------------------------------------------------------------------

def canonical(data: dict) -> bytes:
    """The canonical JSON bytes the checksum is taken over."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def checksum(data: dict) -> str:
    """sha256 hex of the canonical JSON of everything but the checksum."""
    rest = {k: v for k, v in data.items() if k != "checksum"}
    return hashlib.sha256(canonical(rest)).hexdigest()


def match_summary(match: Match) -> dict:
    """The summary a save carries."""
    s = match.state
    out = s.over
    return {
        "superstars": [side.superstar for side in s.sides],
        "match_type": s.rules.match_type,
        "turn": s.turn,
        "over": out is not None,
        "winner": out.winner if out else None,
        "how": out.how if out else None,
    }


def _first_error(err: ValidationError) -> str:
    first = err.errors()[0]
    loc = ".".join(str(p) for p in first["loc"]) or "(file)"
    return f"field '{loc}': {first['msg']}"


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


def _clean_name(name: str | None, match: Match) -> str:
    if name is None:
        s = match.setup
        stars = "-".join(seat.superstar for seat in s.seats)
        name = f"{s.match_type}-{stars}-{s.seed}"
    if name.endswith(SUFFIX):
        name = name[:-len(SUFFIX)]
    name = _NAME_OK.sub("_", name).strip("._")[:MAX_NAME]
    if not name:
        raise SaveError("A save needs a name made of letters, digits, '-' or '_'.")
    return name


def _write_durably(path: Path, data: bytes) -> None:
    """Write bytes to a new file, flushed and fsynced (the caller renames it into place)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o644)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            if not written:
                raise OSError("nothing was written")
            view = view[written:]
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable; not every system can open a folder, which is fine."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _unlink_quietly(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _rotate(target: Path, keep: int) -> None:
    """name.json.2 -> .3, .1 -> .2, and a copy of name.json -> .1; name.json itself stays."""
    if keep <= 0 or not target.exists():
        return
    for n in range(keep - 1, 0, -1):
        older = target.with_name(f"{target.name}.{n}")
        if older.exists():
            os.replace(older, target.with_name(f"{target.name}.{n + 1}"))
    old = target.read_bytes()
    first = target.with_name(f"{target.name}.1")
    tmp = target.with_name(f".{target.name}.1.tmp")
    try:
        _write_durably(tmp, old)
        os.replace(tmp, first)
    finally:
        _unlink_quietly(tmp)


# ---- saving ----------------------------------------------------------------------------------

def encode_match(match: Match, saved_at: str = "") -> dict:
    """The save document of a match, checksum included."""
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": str(saved_at)[:100],
        "setup": match.setup.model_dump(mode="json"),
        "log": encode_log(match.log),
        "summary": match_summary(match),
        "cards": match.cat.digest,
        "rules": EDITION,
        "older_rules": match.older_rules,
    }
    doc["checksum"] = checksum(doc)
    return doc


def save_match(match: Match, folder: Path | str, name: str | None = None,
               saved_at: str = "", backups: int = BACKUPS) -> Path:
    """Write the match to folder/name.json, crash-safe, keeping up to 3 older copies.

    The new file is written to a temporary file in the same folder, flushed and fsynced, then
    renamed over the old one, and the folder fsynced. If anything fails, the previous save is
    still there and loadable, and SaveError says what went wrong.
    """
    target = Path(folder) / (_clean_name(name, match) + SUFFIX)
    write_document(target, encode_match(match, saved_at), backups)
    return target


def read_document(path: Path | str, fmt: str, newest: int) -> dict:
    """A checked JSON document of the given format (SaveError for any damage)."""
    return _read_document(Path(path), fmt, newest)


def write_document(target: Path, doc: dict, backups: int = BACKUPS) -> None:
    """Write a JSON document crash-safe: temp file, fsync, backups rotated, rename, fsync folder."""
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"Cannot create the save folder {folder}: {exc.strerror or exc}") from None
    data = json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(f"Too long to save ({len(data)} bytes).")
    tmp = folder / f".{target.name}.tmp"
    try:
        _write_durably(tmp, data)
        _rotate(target, backups)
        os.replace(tmp, target)
    except OSError as exc:
        raise SaveError(f"Could not save to {target}: {exc.strerror or exc}. "
                        "The previous save is untouched.") from None
    finally:
        _unlink_quietly(tmp)
    _fsync_folder(folder)


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
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"Cannot read {path.name}: {exc.strerror or exc}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name} is too large to be a Ringside save.")
    if not raw.strip():
        raise SaveError(f"{path.name} is empty.")
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constants)
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
        raise SaveError(f"{path.name} is damaged: it has no version number.")
    if version > newest:
        raise SaveError(f"{path.name} was made by a newer version of Ringside (save version "
                        f"{version}; this game reads version {newest}). Update the game to "
                        "load it; the file has not been changed.")
    if version < 1:
        raise SaveError(f"{path.name} has an unknown save version {version}.")
    stored = data.get("checksum")
    if type(stored) is not str:
        raise SaveError(f"{path.name} is damaged: it has no checksum.")
    try:
        actual = checksum(data)
    except (ValueError, TypeError, RecursionError):
        raise SaveError(f"{path.name} is damaged: it holds values a save cannot have.") from None
    if actual != stored:
        raise SaveError(f"{path.name} is damaged or was edited: the checksum does not match.")
    return data


def _no_constants(name: str):
    raise ValueError(f"{name} is not allowed")


def read_save(path: Path | str) -> SaveData:
    """Read and check a save file (SaveError for any damage); the log is decoded, not replayed."""
    path = Path(path)
    try:
        data = _read_document(path)
        try:
            doc = SaveFile.model_validate(data)
        except ValidationError as exc:
            raise SaveError(f"{path.name} is damaged: {_first_error(exc)}") from None
        try:
            setup = MatchSetup.model_validate(doc.setup, strict=True)
        except ValidationError as exc:
            raise SaveError(f"{path.name} has a bad match setup: {_first_error(exc)}") from None
        try:
            log = decode_log(data["log"])
        except SaveError as exc:
            raise SaveError(f"{path.name} is damaged: {exc.message}") from None
        if doc.rules > EDITION:
            raise SaveError(f"{path.name} was played under newer rules (edition {doc.rules}; "
                            f"this game knows edition {EDITION}). Update the game to load it; "
                            "the file is left as it is.")
        older = len(log) if doc.rules < EDITION else min(doc.older_rules, len(log))
        return SaveData(path, setup, log, doc.summary.model_dump(), doc.saved_at, doc.cards,
                        older)
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
    """What a load screen lists: name, saved_at and summary (checked, not replayed)."""
    data = read_save(path)
    return {"path": str(data.path), "name": data.path.stem, "saved_at": data.saved_at,
            "entries": len(data.log), **data.summary}


def list_saves(folder: Path | str) -> list[dict]:
    """Every save in a folder (newest name first is up to the caller); damaged ones say why."""
    out = []
    folder = Path(folder)
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == SUFFIX and
                       not p.name.startswith("."))
    except OSError as exc:
        raise SaveError(f"Cannot list the save folder {folder}: {exc.strerror or exc}") from None
    for p in paths:
        try:
            out.append({"ok": True, "error": None, **peek_save(p)})
        except SaveError as exc:
            out.append({"ok": False, "error": exc.message, "path": str(p), "name": p.stem})
    return out


# ---- restoring -------------------------------------------------------------------------------

def _first_difference(a: tuple, b: tuple) -> int:
    for j, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return j
    return min(len(a), len(b))


def rebuild(setup: MatchSetup, log: list, cat: Catalog, name: str = "the save",
            cards: str = "", older_rules: int = 0) -> Match:
    """A Match rebuilt from a log, every command re-decided and checked against its events.

    The first older_rules entries were made under an older edition of the rules: they are
    replayed from their record (the checksum vouches for them), and the match goes on under
    today's rules from there.
    """
    why = "the log was edited or comes from another version"
    if cards and cards != cat.digest:
        why = "it was made with different card data (the card files have changed since)"
    try:
        match = Match(setup, cat, start=False)
    except SetupError as exc:
        raise SaveError(f"{name} needs cards this version of the game doesn't have: "
                        f"{exc}") from None
    state = match.state
    for i, (cmd, events) in enumerate(log):
        what = type(cmd).__name__
        if i < older_rules:
            _replay_recorded(state, events, name, i, what)
            match.log.append(Entry(cmd, events))
            continue
        try:
            decided = tuple(decide(state, cmd))
        except IllegalCommand as exc:
            raise SaveError(f"{name}: log entry {i} ({what}) breaks the rules: {exc.reason}") \
                from None
        except Exception as exc:  # a damaged command must not crash the game
            raise SaveError(f"{name}: log entry {i} ({what}) cannot be replayed "
                            f"({type(exc).__name__}).") from None
        if decided != events:
            j = _first_difference(decided, events)
            got = type(events[j]).__name__ if j < len(events) else "nothing"
            raise SaveError(f"{name}: log entry {i} ({what}) does not match the rules at event "
                            f"{j} ({got}): {why}.")
        for ev in events:
            apply_in_place(state, ev)
        match.log.append(Entry(cmd, events))
    match.older_rules = min(older_rules, len(log))
    return match


def _replay_recorded(state, events: tuple, name: str, i: int, what: str) -> None:
    """Apply an entry's recorded events as they are (an entry made under older rules)."""
    try:
        for ev in events:
            apply_in_place(state, ev)
    except Exception as exc:  # a damaged record must not crash the game
        raise SaveError(f"{name}: log entry {i} ({what}) cannot be replayed "
                        f"({type(exc).__name__}).") from None


def set_aside(path: Path | str) -> Path:
    """Rename a damaged save out of the way, never over another file: name.json.damaged[-N]."""
    path = Path(path)
    for n in range(1000):
        aside = path.with_name(f"{path.name}.damaged" + (f"-{n}" if n else ""))
        if not aside.exists():
            os.replace(path, aside)
            return aside
    raise SaveError(f"Too many damaged copies of {path.name} are set aside already.")


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
    aside = set_aside(path)
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        _write_durably(tmp, Path(backup).read_bytes())
        os.replace(tmp, path)
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
    name = data.path.name
    match = rebuild(data.setup, data.log, cat, name, data.cards, data.older_rules)
    if match_summary(match) != data.summary:
        raise SaveError(f"{name}: the summary does not match the replayed match.")
    return match
