"""A save being opened is on trial until the game has shown it for a few frames.

If the game crashes before then, the save is set aside (name.json.crashed) and no emergency save
is written from it; if the game is killed before then, the mark left in the save folder says so
at the next start, and a second such stop in a row sets it aside (a kill -9 or a power cut in the
first half second set a good save aside: session 68's save attack). Once set aside, Continue and
Load never offer it again, and the player is told.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

MARK = ".opening"
ONCE = ".stopped-opening"  # the save whose last opening was cut short once already
FRAMES = 30  # frames shown (about half a second) before a save is trusted
ANSWERING = 2.0  # seconds since the save's last frame within which a stop finds the game well
MAX_MARK_BYTES = 512


def _mark_path(name: str = MARK) -> Path | None:
    try:
        from game import store
        return store.save_folder() / name
    except Exception:
        return None


def _write(mark: Path, text: str) -> None:
    """Leave a mark holding a save's name as the file system spells it (a name that is not
    UTF-8, 'caf\\xe9.json' unzipped, could not be opened: session 69), never through a symlink;
    a folder or a pipe in the mark's place is taken away first (it kept every mark out)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0) | \
        getattr(os, "O_NONBLOCK", 0)
    _clear(mark)
    try:
        fd = os.open(mark, flags, 0o644)
        try:
            os.write(fd, os.fsencode(text))
        finally:
            os.close(fd)
    except (OSError, ValueError):  # (ValueError: a name with a NUL, which no file has)
        pass


def _clear(mark: Path) -> None:
    """Take away what stands in a mark's place and is no mark: a link, a pipe, a folder."""
    try:
        if mark.is_symlink() or (mark.exists() and not mark.is_dir() and not mark.is_file()):
            mark.unlink()
        elif mark.is_dir():
            mark.rmdir()
    except OSError:
        pass


def _read(mark: Path | None) -> str | None:
    """The save's name a mark holds, or None."""
    if mark is None or not mark.is_file():
        if mark is not None:
            _clear(mark)
        return None
    try:
        with open(mark, "rb") as f:
            return os.fsdecode(f.read(MAX_MARK_BYTES).strip())
    except (OSError, ValueError):
        return None


def _unlink(mark: Path | None) -> None:
    if mark is not None:
        try:
            mark.unlink()
        except OSError:
            pass


def begin(app, path: Path | str) -> None:
    """Put a save on trial: remember it, and leave a mark in the save folder."""
    path = Path(path)
    app.trial = [path, 0, None]  # the save, frames shown, when the last one was shown
    mark = _mark_path()
    if mark is None or path.parent.resolve() != mark.parent.resolve():
        return
    _write(mark, path.name)


def frame(app) -> None:
    """One frame shown: after FRAMES of them the save is trusted."""
    trial = getattr(app, "trial", None)
    if trial is None:
        return
    trial[1] += 1
    trial[2] = time.monotonic()
    if trial[1] >= FRAMES:
        end(app)


def end(app) -> None:
    """The save opened fine (or was never opened): take the mark away; an opening that ended
    with the game still going breaks the row, so the note of a stop before it goes too (it
    never expired, and a stop weeks later set the save aside: session 69)."""
    path = on_trial(app)
    app.trial = None
    _unlink(_mark_path())
    if path is not None:
        _unlink(_mark_path(ONCE))


def stopped(app) -> None:
    """The game was told to stop (SIGTERM: a logout or a shutdown) while it still answers: a
    frame of the save was shown within ANSWERING seconds, so it opened fine. (The handler runs
    between any two lines, a hung frame's too: a stop before the save's first frame, or in a
    frame that hangs, leaves the mark, so a save that hangs the game is not offered again.) A
    logout in the first half second set a good save aside: session 63's save attack."""
    trial = getattr(app, "trial", None)
    if trial is not None and trial[1] >= 1 and trial[2] is not None and \
            time.monotonic() - trial[2] < ANSWERING:
        end(app)


def on_trial(app) -> Path | None:
    """The save being opened, if any."""
    trial = getattr(app, "trial", None)
    return trial[0] if trial else None


def set_aside_crashed(path: Path) -> Path | None:
    """Move a save that crashed the game out of the lists: name.json.crashed (None if it can't)."""
    from game import store
    try:
        return store.set_aside(path, "crashed")
    except Exception:
        return None


def crashed(app) -> str | None:
    """The game crashed: set aside the save on trial; the words for the player, or None."""
    path = on_trial(app)
    if path is None:
        return None
    aside = set_aside_crashed(path) if path.exists() else None
    end(app)
    if aside is None:
        return f"Opening {path.name} crashed the game; no emergency save was written from it."
    return (f"Opening {path.name} crashed the game, so it was set aside as {aside.name} and "
            "will not be offered again; no emergency save was written from it.")


def leftover() -> str | None:
    """At start: a mark left by a game stopped while opening a save. The first time, the save
    is offered again and the player told; a second stop in a row while opening it sets it
    aside (a save that hangs the game is not offered a third time)."""
    mark = _mark_path()
    name = _read(mark)
    if name is None:
        return None
    _unlink(mark)
    if not name or "/" in name or "\\" in name or name.startswith("."):
        return None
    path = mark.parent / name
    if not path.is_file():
        return None
    once = _mark_path(ONCE)
    if _read(once) != name:
        _write(once, name)
        return (f"The game stopped while opening {name} last time. It is offered again; if the "
                "game stops while opening it once more, it will be set aside.")
    _unlink(once)
    aside = set_aside_crashed(path)
    if aside is None:
        return None
    return (f"The game stopped twice while opening {name}, so it was set aside as "
            f"{aside.name} and will not be offered again.")
