"""Autosave: the match is saved after every action (game.store.write_match into the save folder,
named "current-<seed>"), without holding up the frame.

The frame only takes a snapshot (the log so far and a copy of the state: well under a
millisecond); a helper thread encodes and writes it (the write is made crash-safe by the store,
with fsyncs that take several milliseconds). Only the newest snapshot waiting is written. A
SaveError is shown once as a toast and play goes on. `flush()` waits for the thread, and
`save_now()` saves in the caller's thread (Save & Quit, closing the window).
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path


def autosave_name(seed: int) -> str:
    """The name of a match's autosave file (without .json)."""
    return f"current-{seed}"


def new_match_name(seed: int, enabled: bool = True) -> str:
    """The autosave name of a match begun now: current-<seed>, or -2, -3... beside a save that
    already holds that name (a seed typed again wrote over the old match: session 63)."""
    if not enabled:
        return autosave_name(seed)
    from game import store
    try:
        return free_of_waiting(store.save_folder(), autosave_name(seed))
    except Exception:  # no save folder: the write will say why
        return autosave_name(seed)


def free_of_waiting(folder: Path, stem: str, taken: tuple = ()) -> str:
    """A name no save in the folder holds, nor a match still waiting to be saved (a full disk
    at its bell), nor the paths `taken` (a new match on the same seed took the waiting one's
    name, and wrote over it once there was room: session 67's second save attack)."""
    from game import store
    busy = set(_RETRYING) | set(taken)
    name, k = store.free_name(folder, stem), 2
    while os.path.abspath(Path(folder) / f"{name}.json") in busy:
        name, k = store.free_name(folder, f"{stem}-{k}"), k + 1
    return name


@dataclass
class Snapshot:
    """Just what the store writes of a Match, frozen at one moment."""
    setup: object
    log: list
    state: object
    cat: object
    taken: int = 0  # the Autosaver's count of snapshots when this one was taken


def snapshot(match, taken: int = 0) -> Snapshot:
    """The match as it stands, safe to save from another thread while play goes on."""
    return Snapshot(match.setup, list(match.log), match.state.clone(), match.cat, taken)


def now_text() -> str:
    """The time now (UTC) as a save's stamp: ISO 8601, to the second."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


RETRY_EVERY = 3.0  # seconds between tries of a save that failed as the match was left
_RETRYING: dict = {}  # the file each such save is waiting to be written to -> its Autosaver


class Autosaver:
    """Saves one match after every action on a helper thread."""

    def __init__(self, app, name: str, enabled: bool = True) -> None:
        self.app = app
        self.name = name
        self.enabled = enabled
        self.lock = threading.Lock()  # one write at a time
        self.cond = threading.Condition()
        self.waiting: Snapshot | None = None
        self.busy = False
        self.thread: threading.Thread | None = None
        self.error: str | None = None  # the last failure (toasted once)
        self.warned = False
        self.saves = 0
        self.taken = 0  # snapshots taken so far
        self.written = 0  # the newest snapshot written (an older one is never written after it)
        self.last_path: Path | None = None
        self.folder = self._folder()  # fixed when the match starts: a late write lands here
        self.mark = self._mark()  # its file as this window found or last wrote it
        self._make_way()
        self.moved_from: str | None = None  # the name another window's save took from it
        self.told_moved = False

    @staticmethod
    def _folder() -> Path | None:
        """The save folder in force now (None when it can't be found: the write says why)."""
        from game import store
        try:
            return store.save_folder()
        except Exception:
            return None

    def _mark(self) -> tuple | None:
        """Its file's mark on disk now (None: no file, or no folder)."""
        from game import store
        return None if self.folder is None else store.file_mark(self.folder / f"{self.name}.json")

    def _path(self) -> str | None:
        return None if self.folder is None else os.path.abspath(self.folder / f"{self.name}.json")

    def _make_way(self) -> None:
        """A match still waiting to be saved under this name (a full disk at its bell) goes on
        under a free name, so neither writes over the other once there is room (a Continue of
        the older copy in the same window, the review)."""
        waiting = _RETRYING.get(self._path())
        if waiting is None or waiting is self:
            return
        from game import store
        with waiting.lock:
            _RETRYING.pop(waiting._path(), None)
            try:
                waiting.name = free_of_waiting(self.folder, waiting.name, (self._path(),))
            except store.SaveError:
                _RETRYING[waiting._path()] = waiting
                return
            waiting.mark = None
            _RETRYING[waiting._path()] = waiting

    def _own_file(self) -> None:
        """Another window wrote this match's file since this one found or last wrote it (one
        save continued in two windows): go on under a free name, never over the other's match
        or its backups (session 67's save attack)."""
        from game import store
        if self.folder is None or not store.written_elsewhere(
                self.folder / f"{self.name}.json", self.mark):
            return
        old, self.name = self.name, free_of_waiting(self.folder, self.name)  # (nor a name a
        # match waiting for room holds)
        self.moved_from = self.moved_from or old
        self.mark = None

    # ---- the frame's side ----------------------------------------------------------------------

    def save(self, match) -> None:
        """Queue a save of the match as it stands now (never blocks for long)."""
        if not self.enabled:
            return
        snap = self.take(match)
        with self.cond:
            self.waiting = snap
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, daemon=True, name="autosave")
                self.thread.start()
            self.cond.notify()

    def poll(self) -> None:
        """Once a frame: show a failure (once per match), and a move to a name of its own."""
        if self.moved_from and not self.told_moved and self.app is not None:
            self.told_moved = True
            self.app.toast("Another window saved this match too: this window's play is saved "
                           "beside it, as a match of its own.", "info", 6.0)
        if self.error and not self.warned:
            self.warned = True
            if self.app is not None:
                self.app.toast(f"Autosave failed: {self.error} Play goes on.", "error", 6.0)

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every queued save is written; False on timeout."""
        with self.cond:
            return self.cond.wait_for(lambda: self.waiting is None and not self.busy, timeout)

    def save_now(self, match, quiet: bool = False) -> Path | None:
        """Save in this thread (after any queued save): the path, or None (and a toast unless
        quiet: the caller says what a failure means there)."""
        if not self.enabled:
            return None
        self.flush()
        path = self._write(self.take(match))
        if quiet:
            self.warned = self.warned or path is None
        self.poll()
        return path

    def keep_trying(self, match) -> None:
        """The match could not be saved as it was left: try again every few seconds while the
        game runs (whatever screen is up; once more as it closes), and say when it is saved."""
        if not self.enabled or self.app is None:
            return
        waited = [0.0]
        _RETRYING[self._path()] = self

        def saved() -> Path | None:
            path = self._write(self.take(match))
            if path is None:
                return None
            _RETRYING.pop(self._path(), None)
            if retry in self.app.background:
                self.app.background.remove(retry)
            return path

        def retry(dt: float) -> None:
            waited[0] += dt
            if waited[0] >= RETRY_EVERY:
                waited[0] = 0.0
                if saved():
                    self.app.toast("The match is saved now: Load and Career list it.", "good",
                                   4.0)
        retry.on_quit = saved
        self.app.background.append(retry)

    def take(self, match) -> Snapshot:
        """A snapshot numbered after every one taken before it."""
        self.taken += 1
        return snapshot(match, self.taken)

    # ---- the helper thread ----------------------------------------------------------------------

    def _run(self) -> None:
        while True:
            with self.cond:
                if self.waiting is None:
                    self.cond.notify_all()
                    if not self.cond.wait(timeout=2.0) and self.waiting is None:
                        self.thread = None
                        return
                    if self.waiting is None:
                        continue
                snap, self.waiting = self.waiting, None
                self.busy = True
            try:
                self._write(snap)
            finally:
                with self.cond:
                    self.busy = False
                    self.cond.notify_all()

    def _write(self, snap: Snapshot) -> Path | None:
        from game import store
        with self.lock:
            if snap.taken and snap.taken <= self.written:  # a newer one is already on disk (a
                return self.last_path  # flush that timed out on a slow disk let it through)
            self.written = max(self.written, snap.taken)
            try:
                self._own_file()
                path = store.write_match(snap, self.name, now_text(), self.folder)
                self.mark = store.file_mark(path)
            except store.SaveError as exc:
                self.error = exc.message
                return None
            except Exception as exc:  # a save problem must never end the game
                self.error = f"{type(exc).__name__}: {exc}"
                return None
        self.saves += 1
        self.last_path = path
        return path
