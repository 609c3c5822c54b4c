"""Saving a match from the scenes: uses game.save when it exists, never crashes, toasts failures."""
from __future__ import annotations

import inspect
from datetime import datetime, timezone
from pathlib import Path


def save_module():
    """game.save, or None while it doesn't exist."""
    try:
        from game import save
    except ImportError:
        return None
    return save if hasattr(save, "save_match") else None


def save_match(app, match) -> Path | None:
    """Save the match to the default folder; a toast says if it failed. Returns the path."""
    if match is None or not getattr(app, "autosave", True):
        return None
    mod = save_module()
    if mod is None:
        return None
    try:
        folder = mod.default_save_dir() if hasattr(mod, "default_save_dir") else Path("saves")
        kwargs = {}
        if "saved_at" in inspect.signature(mod.save_match).parameters:
            kwargs["saved_at"] = datetime.now(timezone.utc).isoformat(timespec="seconds")
        return mod.save_match(match, folder, **kwargs)
    except Exception as exc:  # a save problem must never end the game
        if app is not None:
            app.toast(f"Couldn't save the match: {exc}", "error", 6.0)
        return None
