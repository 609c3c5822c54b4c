"""The save store: the one door to the save folder for the screens.

Write, read, list and peek the saves of matches and seasons; set a damaged save aside, find and
restore its backup, delete a save with its backups; the career history made of them
(game/store/history.py, a projection of the saves, never a store of its own). Every failure is a SaveError with a one-line
message (or, for the `played_by_a_person` and listing helpers, a quiet answer), so a save problem
never ends the game. The file formats live in game.save and game.season.save; this module only
chooses between them and names the files.
"""
from __future__ import annotations

from pathlib import Path

from .codec import SaveError
from .history import FILTERS as HISTORY_FILTERS
from .history import history as career_history
from .history import page_names
from .match_file import FORMAT, VERSION, good_backup, read_save, recover, restore, save_match, set_aside
from .match_file import default_save_dir as save_folder
from .match_file import free_name, own_name
from .listing import SEASON_PREFIX, list_folder, save_paths
from .season_file import FORMAT as SEASON_FORMAT
from .season_file import VERSION as SEASON_VERSION
from .season_file import load_season, save_season

__all__ = ["SaveError", "save_folder", "list_saves", "write_match", "open_match",
           "write_season", "open_season", "season_path", "backup_of", "recover", "set_aside",
           "delete_save", "played_by_a_person", "career_history", "HISTORY_FILTERS", "page_names",
           "other_seasons", "free_name", "own_name", "new_season_path"]

OLD_COPIES = 9  # rotated backups name.json.1 .. .9 go with a deleted save


def list_saves(folder: Path | str | None = None, cat=None) -> list[tuple[Path, dict]]:
    """Every save of the folder (default: the save folder) by name, each with its row facts
    {kind: match | season | damaged, info, error, mtime; refused: it does not verify}; read
    and verified once per version of the file (cat: the cards, default the game's).
    SaveError when the folder can't be read."""
    return list_folder(Path(folder) if folder is not None else save_folder(), cat)


def write_match(match, name: str | None = None, saved_at: str = "",
                folder: Path | str | None = None) -> Path:
    """Save a match crash-safe in the save folder (or `folder`); its path."""
    return save_match(match, folder if folder is not None else save_folder(), name, saved_at)


def open_match(path: Path | str, cat):
    """A saved match, every command re-decided under its edition of the rules; refused (with
    the list's reason) when it does not verify, so a save whose AI seats played anything but
    the AI's own moves does not open either."""
    from .verifier import refuse_unless_verified
    refuse_unless_verified(path, cat)
    return restore(path, cat)


def season_path(season, folder: Path | str | None = None) -> Path:
    """Where a season is saved: season-<seed>.json in the save folder (or `folder`)."""
    folder = Path(folder) if folder is not None else save_folder()
    return folder / f"{SEASON_PREFIX}{season.setup.seed}.json"


def new_season_path(season, folder: Path | str | None = None) -> Path:
    """Where a new season is saved: its own season-<seed>.json, or -2, -3... beside a season
    already saved under that seed (which stays as it was)."""
    folder = Path(folder) if folder is not None else save_folder()
    return folder / (free_name(folder, f"{SEASON_PREFIX}{season.setup.seed}") + ".json")


def other_seasons(path: Path | str) -> bool:
    """Whether the folder of this season's save holds another season's save."""
    path = Path(path)
    try:
        return any(p.name.startswith(SEASON_PREFIX) and p != path for p in save_paths(path.parent))
    except SaveError:
        return False


def write_season(season, path: Path | str | None = None, saved_at: str = "") -> Path:
    """Save a season crash-safe (default: its own file in the save folder); its path."""
    return save_season(season, path if path is not None else season_path(season), saved_at)


def open_season(path: Path | str, cat):
    """A saved season, replayed and checked; refused (with the list's reason) when it does not
    verify, so a season whose AI played anything but the AI's own moves does not open."""
    from .verifier import refuse_unless_verified
    refuse_unless_verified(path, cat)
    return load_season(path, cat, derive_ai=False)


def backup_of(path: Path | str) -> Path | None:
    """The newest rotated backup of a save that reads cleanly, as a match save or a season save
    (the kind its name says first: a season renamed "my-season" had its good backup read only
    as a match's and never offered: session 67), or None."""
    path = Path(path)
    kinds = [(FORMAT, VERSION), (SEASON_FORMAT, SEASON_VERSION)]
    if path.name.startswith(SEASON_PREFIX):
        kinds.reverse()
    return next((b for fmt, newest in kinds if (b := good_backup(path, fmt, newest))), None)


def delete_save(path: Path | str) -> None:
    """Delete a save and its rotated backups (OSError when the save itself can't be deleted;
    a save already gone is fine)."""
    path = Path(path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    for n in range(1, OLD_COPIES + 1):
        try:
            path.with_name(f"{path.name}.{n}").unlink()
        except OSError:
            pass


def played_by_a_person(path: Path | str) -> bool:
    """True when someone at the screen played in this saved match (not a watched AI game);
    False for anything that can't be read."""
    try:
        return any(seat.controller == "human" for seat in read_save(path).setup.seats)
    except Exception:  # a save file must never crash the game
        return False
