"""Which saves of a folder still need a verdict, and deciding them one by one with progress.

The first visit after an update (or to files another program wrote) has no verdict remembered,
and re-deciding 200 saves takes a while; the screens ask `saves_to_check` first (a later visit
only stats the files) and, when some are due, decide them with `check_saves` in the background
while they show "Checking saves 37 of 200", then list the folder as usual (every verdict known).
"""
from __future__ import annotations

from pathlib import Path

from .codec import SaveError
from .listing import known_row, save_paths
from .verdicts import flush, known, verdict


def saves_to_check(folder: Path | str, cat=None) -> list[Path]:
    """The saves of the folder whose verdict is not known for their present bytes (an empty
    list when the folder can't be read: the list says why)."""
    try:
        paths = save_paths(folder)
    except SaveError:
        return []
    return [p for p in paths if not known_row(p) and not known(p, cat)]


def check_saves(paths: list[Path], cat=None, progress=None) -> int:
    """Decide the verdict of each save (remembered in its folder's verdict cache); progress(done,
    total), if given, hears each one. Returns how many were decided."""
    total = len(paths)
    folders = set()
    for i, path in enumerate(paths):
        if progress is not None:
            progress(i, total)
        verdict(path, cat)
        folders.add(Path(path).parent)
    for folder in folders:
        flush(folder)
    if progress is not None:
        progress(total, total)
    return total
