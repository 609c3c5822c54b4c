"""The save folder as a list: what each save's row needs, read once per version of the file.

A save is read (checked, its facts derived from its log) the first time the list meets it, and
kept by its path, size and times: a later visit only looks at the folder and each file's stat,
and reads again just the files that changed. A file that can't be used is listed with its
reason. A save is listed as a match or a season only when it verifies (every command re-decided,
game/store/verdicts.py: decided once per version of the file and remembered in the folder's
verdict cache, the one file the list writes); one that does not is listed as refused, with the
reason opening it would give.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path

from .codec import Newer, SaveError
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


def _verified(path: Path, entry: dict, cat) -> dict:
    """The row as it is if the save verifies, else a refused row with the reason."""
    from .verdicts import verdict
    ok, reason = verdict(path, cat)
    if ok:
        return entry
    return {"kind": "damaged", "info": None, "error": reason, "mtime": entry["mtime"],
            "refused": True}


def _read(path: Path, mtime: float, cat=None) -> dict:
    """The row facts of one save: a match, a season, or why it is damaged or refused."""
    from .season_file import peek_season
    from .modes import Refused
    try:
        entry = {"kind": "match", "info": peek_save(path), "error": None, "mtime": mtime}
        return _verified(path, entry, cat)
    except (Refused, Newer) as exc:  # (a newer game's file is refused, never damaged: its
        return _refused(exc, mtime)  # backup must not be put in its place)
    except SaveError as exc:
        match_error = exc
    try:
        entry = {"kind": "season", "info": peek_season(path), "error": None, "mtime": mtime}
        return _verified(path, entry, cat)
    except Newer as exc:
        return _refused(exc, mtime)
    except SaveError as exc:
        season_error = exc
    except Exception as exc:  # a save file must never crash the game
        season_error = SaveError(f"{path.name} cannot be loaded ({type(exc).__name__}).")
    error = season_error if path.name.startswith(SEASON_PREFIX) else match_error
    return {"kind": "damaged", "info": None, "error": " ".join(error.message.split()),
            "mtime": mtime}


def _refused(exc, mtime: float) -> dict:
    """The row of a file that reads but can't be loaded here (refused, not damaged)."""
    return {"kind": "damaged", "info": None, "error": " ".join(exc.message.split()),
            "mtime": mtime, "refused": True}


def peek_listed(path: Path | str, cat=None) -> dict:
    """One save's row facts ({kind, info, error, mtime; refused when it does not verify}), from
    the cache while the file is unchanged (cat: the cards to verify with, default the game's)."""
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
    entry = _read(path, version[1] / 1e9, cat)
    with _LOCK:
        if len(_CACHE) >= MAX_CACHED:
            _CACHE.clear()
        _CACHE[key] = (version, entry)
    return entry


def known_row(path: Path | str, for_: str = "list") -> bool:
    """True when this session read this version of the file already, for the list ("list") or
    for the career ("history"); a file that can't be stat'ed needs no reading (the list says
    why)."""
    path = Path(path)
    try:
        version = _version(path)
    except OSError:
        return True
    key = str(path) if for_ == "list" else f"{for_}|{path}"
    with _LOCK:
        hit = _CACHE.get(key)
    return hit is not None and hit[0] == version


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


def list_folder(folder: Path | str, cat=None) -> list[tuple[Path, dict]]:
    """Every save of a folder with its row facts (SaveError when the folder can't be read);
    new verdicts are written to the folder's verdict cache."""
    from .verdicts import flush
    rows = [(p, peek_listed(p, cat)) for p in save_paths(folder)]
    flush(folder)
    return rows


def forget(verdicts: bool = True) -> None:
    """Empty the cache (tests, and after the cards change); verdicts=True also drops the
    verdicts held in memory (the folder's verdict cache on disk stays)."""
    with _LOCK:
        _CACHE.clear()
    if verdicts:
        from .verdicts import forget as forget_verdicts
        forget_verdicts()
