"""Season saves: setup and log in a checksummed JSON file, written crash-safe after every turn."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..catalog import Catalog
from ..codec import Registry, SaveError
from ..errors import IllegalCommand
from ..save import checksum, read_document, write_document
from .commands import SEASON_COMMAND_TYPES
from .events import SEASON_EVENT_TYPES
from .rules import StartSeason, apply, decide, new_season
from .run import Season
from .state import SeasonSetup

FORMAT = "ringside-season"
VERSION = 1
COMMANDS = Registry({**SEASON_COMMAND_TYPES, "StartSeason": StartSeason}, "season command")
EVENTS = Registry(SEASON_EVENT_TYPES, "season event")


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    command: dict[str, Any]
    events: list[dict[str, Any]]


class SeasonFile(BaseModel):
    """The whole season file."""
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    format: Literal["ringside-season"]
    version: Literal[1]
    saved_at: str = Field(max_length=100)
    setup: dict[str, Any]
    log: list[_Entry]
    week: int = Field(ge=0)
    cards: str = Field(max_length=64)
    checksum: str = Field(pattern=r"^[0-9a-f]{64}$")


def encode_season(season: Season, saved_at: str = "") -> dict:
    """The save document of a season, checksum included."""
    doc = {
        "format": FORMAT, "version": VERSION, "saved_at": str(saved_at)[:100],
        "setup": season.setup.model_dump(mode="json"),
        "log": [{"command": COMMANDS.encode(cmd), "events": [EVENTS.encode(e) for e in events]}
                for cmd, events in season.log],
        "week": season.state.week, "cards": season.cat.digest,
    }
    doc["checksum"] = checksum(doc)
    return doc


def save_season(season: Season, path: Path | str, saved_at: str = "") -> Path:
    """Write the season to path, crash-safe with rotating backups."""
    path = Path(path)
    write_document(path, encode_season(season, saved_at))
    return path


def load_season(path: Path | str, cat: Catalog) -> Season:
    """Read a season file and rebuild it, re-deciding every command (SaveError on any damage)."""
    path = Path(path)
    data = read_document(path, FORMAT, VERSION)
    try:
        doc = SeasonFile.model_validate(data)
        setup = SeasonSetup.model_validate(doc.setup, strict=True)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise SaveError(f"{path.name} is damaged: {where}: {first['msg']}") from None
    why = "the log was edited or comes from another version"
    if doc.cards != cat.digest:
        why = "it was made with different card data"
    season = Season.__new__(Season)
    season.setup, season.cat, season.log = setup, cat, []
    try:
        season.state = new_season(setup, cat.lib)
    except KeyError as exc:
        raise SaveError(f"{path.name} names a card this game doesn't have: {exc}") from None
    for i, entry in enumerate(doc.log):
        cmd = COMMANDS.decode(entry.command, f"log entry {i}")
        recorded = tuple(EVENTS.decode(e, f"log entry {i}") for e in entry.events)
        try:
            decided = tuple(decide(season.state, cmd))
        except IllegalCommand as exc:
            raise SaveError(f"{path.name}: log entry {i} breaks the rules: {exc.reason}") from None
        except Exception as exc:  # a damaged command must never crash the game
            raise SaveError(f"{path.name}: log entry {i} cannot be replayed "
                            f"({type(exc).__name__}).") from None
        if decided != recorded:
            raise SaveError(f"{path.name}: log entry {i} does not match the rules: {why}.")
        for ev in recorded:
            apply(season.state, ev)
        season.log.append((cmd, recorded))
    return season
