"""Saving a season from the hub: its own file, never over another season's, never over what
another window saved of it since (one season continued in two windows: session 67's save
attack); a save that fails is said once and tried again every few seconds while the game runs
(a full disk: session 67's second save attack). Never raises."""
from __future__ import annotations

import os
from datetime import datetime, timezone
from pathlib import Path

from game import store

RETRY_EVERY = 3.0  # seconds between tries of a season save that failed
_WAITING: dict = {}  # the file each such save is waiting to be written to -> its SeasonSaver


def now_stamp() -> str:
    """The time for a save's saved_at."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class SeasonSaver:
    """Where one hub saves its season, and what that file was when this window last saw it."""

    def __init__(self, app, season, path: Path | None) -> None:
        self.app = app
        self.season = season
        self.path = path  # the file it was opened from; a new season's own, once saved
        self.mark = store.file_mark(path) if path is not None else None
        self.asked = False  # leaving failed to save once: the next leave goes anyway
        self.retry = None  # the background try of a save that failed (app.background)
        waiting = _WAITING.get(_key(path))
        if waiting is not None:  # the same season left waiting for room, opened again here:
            waiting.path, waiting.mark = waiting.free_path(), None  # it lands beside this one
            _WAITING.pop(_key(path), None)
            _WAITING[_key(waiting.path)] = waiting

    def save(self, on: bool) -> Path | None:
        """Save the season now (when `on`): the path, or None (a toast says why, and the save
        is tried again every few seconds until it lands)."""
        if not on:
            return None
        try:
            return self._write()
        except Exception as exc:  # a save problem must never end the season
            why = exc.message if isinstance(exc, store.SaveError) else str(exc)
            self.app.toast(f"Couldn't save the season: {why}", "error", 6.0)
            self.keep_trying()
            return None

    def _write(self) -> Path:
        """Write the season into its own file (SaveError when it can't)."""
        if self.path is None or store.written_elsewhere(self.path, self.mark):
            moved = self.path is not None  # (another window saved it since: a copy of its own;
            self.path = self.free_path()  # a new season: never the file of another season of
            if moved:  # the same seed, session 63)
                self.app.toast("Another window saved this season too: this window's season is "
                               "saved beside it, as a season of its own.", "info", 6.0)
        saved = store.write_season(self.season, self.path, saved_at=now_stamp())
        self.mark = store.file_mark(saved)
        self.asked = False  # (a later failure warns again)
        if self.retry is not None:
            _WAITING.pop(_key(self.path), None)
            if self.retry in self.app.background:
                self.app.background.remove(self.retry)
            self.retry = None
            self.app.toast("The season is saved now.", "good", 4.0)
        return saved

    def free_path(self) -> Path:
        """A file for this season no save holds, nor another season waiting for room."""
        path = store.new_season_path(self.season)
        k = 2
        while _key(path) in _WAITING and _WAITING[_key(path)] is not self:
            path = path.with_name(f"{path.stem}-{k}.json")
            k += 1
        return path

    def keep_trying(self) -> None:
        """Try the season's save again every few seconds while the game runs (whatever screen
        is up; once more as it closes or crashes), until it lands."""
        if self.retry is not None or self.app is None:
            return
        waited = [0.0]

        def last_try() -> Path | None:
            try:
                return self._write()
            except Exception:
                return None

        def retry(dt: float) -> None:
            waited[0] += dt
            if waited[0] >= RETRY_EVERY:
                waited[0] = 0.0
                last_try()
        retry.on_quit = last_try
        self.retry = retry
        if self.path is not None:
            _WAITING[_key(self.path)] = self
        self.app.background.append(retry)


def _key(path: Path | None) -> str | None:
    return None if path is None else os.path.abspath(path)
