"""Saving a season from the hub: its own file, never over another season's, never over what
another window saved of it since (one season continued in two windows: session 67's save
attack), and a toast when a save fails (never raises)."""
from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from game import store


def now_stamp() -> str:
    """The time for a save's saved_at."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def save_season_file(app, season, enabled: bool | None = None,
                     path: Path | None = None) -> Path | None:
    """Save the season through the store (when saving is on: app.autosave unless `enabled`
    says) into `path` (default: its seed's file); a toast says if it failed (never raises)."""
    if not (app.autosave if enabled is None else enabled):
        return None
    try:
        return store.write_season(season, path, saved_at=now_stamp())
    except store.SaveError as exc:
        app.toast(f"Couldn't save the season: {exc.message}", "error", 6.0)
    except Exception as exc:  # a save problem must never end the season
        app.toast(f"Couldn't save the season: {exc}", "error", 6.0)
    return None


class SeasonSaver:
    """Where one hub saves its season, and what that file was when this window last saw it."""

    def __init__(self, app, season, path: Path | None) -> None:
        self.app = app
        self.season = season
        self.path = path  # the file it was opened from; a new season's own, once saved
        self.mark = store.file_mark(path) if path is not None else None
        self.asked = False  # leaving failed to save once: the next leave goes anyway

    def save(self, on: bool) -> Path | None:
        """Save the season now (when `on`): the path, or None (a toast says why)."""
        if on and (self.path is None or store.written_elsewhere(self.path, self.mark)):
            moved = self.path is not None  # (another window saved it since: a copy of its own)
            try:  # (a new season: a file of its own, never one another season of the same
                self.path = store.new_season_path(self.season)  # seed is in: session 63)
            except Exception as exc:  # (never over another season, never a crash)
                why = exc.message if isinstance(exc, store.SaveError) else str(exc)
                self.app.toast(f"Couldn't save the season: {why}", "error", 6.0)
                return None
            if moved:
                self.app.toast("Another window saved this season too: this window's season is "
                               "saved beside it, as a season of its own.", "info", 6.0)
        saved = save_season_file(self.app, self.season, on, self.path)
        if saved is not None:
            self.mark = store.file_mark(saved)
            self.asked = False  # (a later failure warns again)
        return saved
