"""An older version's emergency copy of a match, resumed: the file the match goes on in.

Versions before the crash-safe autosave wrote a crash's copy as emergency-<seed>.json. Resumed,
it is consumed into the match's autosave file unless that holds more (or another match).
"""
from __future__ import annotations

from pathlib import Path

from game import store
from scenes.match.autosave import autosave_name


EMERGENCY = "emergency-"  # what older versions named a crash's copy of a match


def resume_name(path: Path, match) -> str | None:
    """The file a resumed match goes on saving into (None: its own autosave file).

    A match goes on in the file it was opened from (a play-on's `-from-N` file is never saved
    over the match it was played on from, which has the same seed). An emergency copy (written
    by older versions after a crash) is consumed once resumed: it is set aside as
    name.json.resumed and the match goes on in its autosave file, unless that file holds a
    match that went further, finished, or is another match, which is never replaced: then the
    copy goes on under its own name."""
    if not path.name.startswith(EMERGENCY):
        return store.own_name(path.parent, path.stem)
    own = path.with_name(autosave_name(match.setup.seed) + ".json")
    if own.exists():
        try:
            facts = store.list_saves(path.parent, match.cat)
            info = next((e["info"] for p, e in facts if p == own and e["kind"] == "match"), None)
        except store.SaveError:
            info = None
        if info is None or info.get("over") or info.get("entries", 0) >= len(match.log) \
                or not _begins(own, match):
            return path.stem
    try:
        store.write_match(match, autosave_name(match.setup.seed))
        store.set_aside(path, "resumed")
    except (store.SaveError, OSError):
        return path.stem
    return None


def _begins(own: Path, match) -> bool:
    """Whether the autosave holds a beginning of this match (since a seed typed again saves as
    current-N-2, current-N may hold another match: the review of session 63)."""
    try:
        older = store.open_match(own, match.cat)
    except Exception:
        return False
    return older.setup == match.setup and [e.command for e in older.log] == \
        [e.command for e in match.log[:len(older.log)]]
