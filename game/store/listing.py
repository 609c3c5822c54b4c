"""The save folder as a list: what each save's row needs, read once per version of the file.

A save is read (checked, its facts derived from its log) the first time the list meets it, and
kept by its path, size and times: a later visit only looks at the folder and each file's stat,
and reads again just the files that changed. A file that can't be used is listed with its
reason, and nothing is ever written.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path

from .codec import SaveError
from .match_file import SUFFIX, peek_save

SEASON_PREFIX = "season-"
MAX_CACHED = 5000
_CACHE: dict[str, tuple[tuple, dict]] = {}
_LOCK = threading.Lock()


def _version(path: Path) -> tuple:
    """What tells one version of a file from another: size, modified and changed times, inode."""
    st = os.stat(path)
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


file_version = _version  # for other projections of the folder (game/store/history.py)


def _read(path: Path, mtime: float) -> dict:
    """The row facts of one save: a match, a season, or why it is damaged."""
    from .season_file import peek_season
    try:
        return {"kind": "match", "info": peek_save(path), "error": None, "mtime": mtime}
    except SaveError as exc:
        match_error = exc.message
    try:
        return {"kind": "season", "info": peek_season(path), "error": None, "mtime": mtime}
    except SaveError as exc:
        season_error = exc.message
    except Exception as exc:  # a save file must never crash the game
        season_error = f"{path.name} cannot be loaded ({type(exc).__name__})."
    error = season_error if path.name.startswith(SEASON_PREFIX) else match_error
    return {"kind": "damaged", "info": None, "error": " ".join(error.split()), "mtime": mtime}


def peek_listed(path: Path | str) -> dict:
    """One save's row facts ({kind, info, error, mtime}), from the cache while the file is
    unchanged."""
    path = Path(path)
    try:
        version = _version(path)
    except OSError as exc:
        return {"kind": "damaged", "info": None, "mtime": 0.0,
                "error": f"Cannot read {path.name}: {exc.strerror or exc}"}
    key = str(path)
    with _LOCK:
        hit = _CACHE.get(key)
    if hit is not None and hit[0] == version:
        return hit[1]
    entry = _read(path, version[1] / 1e9)
    with _LOCK:
        if len(_CACHE) >= MAX_CACHED:
            _CACHE.clear()
        _CACHE[key] = (version, entry)
    return entry


def cached(path: Path | str, key: str, read) -> dict:
    """read(path) kept by the file's version, like a row (other projections of a save, such as
    its history facts, use this so a later visit only stats the file)."""
    path = Path(path)
    version = _version(path)
    ckey = f"{key}|{path}"
    with _LOCK:
        hit = _CACHE.get(ckey)
    if hit is not None and hit[0] == version:
        return hit[1]
    entry = read(path)
    with _LOCK:
        if len(_CACHE) >= MAX_CACHED:
            _CACHE.clear()
        _CACHE[ckey] = (version, entry)
    return entry


def save_paths(folder: Path | str) -> list[Path]:
    """The save files of a folder (*.json, not hidden), by name (SaveError if unreadable)."""
    folder = Path(folder)
    try:
        return sorted(p for p in folder.iterdir()
                      if p.suffix == SUFFIX and not p.name.startswith("."))
    except OSError as exc:
        raise SaveError(f"Cannot list the save folder {folder}: {exc.strerror or exc}") from None


def list_folder(folder: Path | str) -> list[tuple[Path, dict]]:
    """Every save of a folder with its row facts (SaveError when the folder can't be read)."""
    return [(p, peek_listed(p)) for p in save_paths(folder)]


def forget() -> None:
    """Empty the cache (tests, and after the cards change)."""
    with _LOCK:
        _CACHE.clear()
