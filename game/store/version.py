"""The game's version: one string, pyproject's `version`, wherever the game runs.

Where it is read, in order: the file a desktop build carries (`version.txt` beside this module,
written by tools/build_desktop.py from pyproject), the repository's pyproject.toml (a clone or an
editable install, so a bump shows without reinstalling), the installed package's metadata (a
wheel), else "0+unknown". Read once; nothing here reads a clock.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

__all__ = ["GAME", "UNKNOWN", "BUILT_FILE", "game_version", "version_from_pyproject",
           "release_numbers", "is_newer", "newer_game_note"]

GAME = "ringside"  # the distribution's name in pyproject
UNKNOWN = "0+unknown"
BUILT_FILE = "version.txt"  # a desktop build's copy, beside this module
_HERE = Path(__file__).resolve().parent
_PYPROJECT = _HERE.parent.parent / "pyproject.toml"


def version_from_pyproject(path: Path | str) -> str | None:
    """The version a pyproject.toml gives Ringside (None: not Ringside's, or unreadable)."""
    import tomllib
    try:
        with open(path, "rb") as f:
            project = tomllib.load(f).get("project", {})
    except (OSError, ValueError):
        return None
    version = project.get("version")
    if project.get("name") != GAME or not isinstance(version, str) or not version.strip():
        return None
    return version.strip()


def _built() -> str | None:
    try:
        text = (_HERE / BUILT_FILE).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return text or None


def _installed() -> str | None:
    from importlib import metadata
    try:
        return metadata.version(GAME)
    except metadata.PackageNotFoundError:
        return None


@functools.lru_cache(maxsize=1)
def game_version() -> str:
    """This game's version string, e.g. "0.1.0" (the same in a clone, a wheel and a build)."""
    return _built() or version_from_pyproject(_PYPROJECT) or _installed() or UNKNOWN


def release_numbers(version: str) -> tuple[int, ...]:
    """The release part of a version as numbers: "1.2.0rc1" -> (1, 2, 0); () if it has none."""
    head = re.match(r"\s*v?(\d+(?:\.\d+)*)", str(version))
    return tuple(int(n) for n in head.group(1).split(".")) if head else ()


def is_newer(version: str, than: str) -> bool:
    """Is `version` a later release than `than`? (trailing zeros don't count: 1.0 == 1.0.0)."""
    a, b = release_numbers(version), release_numbers(than)
    if not a or not b:
        return False
    width = max(len(a), len(b))
    return a + (0,) * (width - len(a)) > b + (0,) * (width - len(b))


def newer_game_note(document) -> str:
    """" It was made by Ringside X, newer than this one (Y)..." for a file a later game wrote
    (its `game_version` key), else ""."""
    made_by = document.get("game_version") if isinstance(document, dict) else None
    if not isinstance(made_by, str) or not is_newer(made_by, game_version()):
        return ""
    return (f" It was made by Ringside {made_by[:40]}, newer than this one "
            f"({game_version()}): update the game to open it.")
