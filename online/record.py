"""What each side keeps of an online match beside the host's save: who played whom, how it
ended, who left it unfinished, and (for the guest) its own view's log, in the save folder's
online/ folder (never a match save, so the load lists never mistake it for one)."""
from __future__ import annotations

import json
from pathlib import Path

from game.store import replace_file

FORMAT = "ringside-online"
VERSION = 1


def record_path(save_dir: Path, name: str) -> Path:
    """Where a match's online record goes."""
    return Path(save_dir) / "online" / f"{name}.json"


def write_record(path: Path, role: str, facts: dict) -> Path:
    """Write (or rewrite, as the match goes) one online record: role is 'host' or 'guest'."""
    doc = {"format": FORMAT, "version": VERSION, "role": role, **facts}
    replace_file(Path(path), json.dumps(doc, indent=1, sort_keys=True).encode("utf-8"))
    return Path(path)
