"""Which saves of a folder a screen still has to read, and reading them one by one with progress.

A save is read (checked, its verdict decided: every command re-decided once per version of the
file) the first time the list or the career meets it in a session; a later visit only stats the
files. The first visit after an update (no verdict remembered, 200 saves to re-decide) or of a
folder holding a 20 MB file would freeze a screen that did this at once, so the screens ask
`saves_to_check` first and, when some are due, read them with `check_saves` in the background
while they say "Checking saves 37 of 200"; then they list the folder as usual (every row known).

    for: "list"     the Load list's and Continue's rows (game/store/listing.py)
         "history"  the career's facts (game/store/history.py)
"""
from __future__ import annotations

from pathlib import Path

from .codec import SaveError
from .listing import known_row, peek_listed, save_paths
from .verdicts import flush

PROJECTIONS = ("list", "history")


def saves_to_check(folder: Path | str, cat=None, for_: str = "list") -> list[Path]:
    """The saves of the folder whose row (for the list, or facts for the career) this session
    has not read for their present version (an empty list when the folder can't be read: the
    screen says why)."""
    try:
        paths = save_paths(folder)
    except SaveError:
        return []
    return [p for p in paths if not known_row(p, for_)]


def check_saves(paths: list[Path], cat=None, progress=None, for_: str = "list") -> int:
    """Read each save as the list (or the career) will, deciding its verdict (remembered in
    its folder's verdict cache); progress(done, total), if given, hears each one. Returns how
    many were read."""
    from .history import save_facts
    read = save_facts if for_ == "history" else peek_listed
    total = len(paths)
    folders = set()
    for i, path in enumerate(paths):
        if progress is not None:
            progress(i, total)
        try:
            read(path, cat)
        except OSError:  # gone or unreadable meanwhile: the screen lists why
            pass
        folders.add(Path(path).parent)
    for folder in folders:
        flush(folder)
    if progress is not None:
        progress(total, total)
    return total
