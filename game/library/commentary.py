"""The commentators' templates: a data file of the game's words (game/library/commentary.json),
read here so the screens ask the library door for it."""
from __future__ import annotations

from importlib import resources

FILE = "commentary.json"


def commentary_text() -> str:
    """The commentary file's text (OSError if it is missing)."""
    return (resources.files("game.library") / FILE).read_text(encoding="utf-8")
