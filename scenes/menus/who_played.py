"""Who played a saved match, in the Load list's few words (pygame-free)."""
from __future__ import annotations

from game.library import LEVEL_NAMES


def who_plays(info: dict) -> str:
    """Who a match's seats were, in a few words: 'vs AI Hard', 'two people', 'AI vs AI' (an
    Easy and a Hard match against the same Superstar looked the same: session 73's play-test);
    '' when the save does not say."""
    seats = info.get("controllers")
    if not isinstance(seats, list) or len(seats) != 2 or not all(isinstance(c, str)
                                                                  for c in seats):
        return ""
    if "online" in seats:
        return "online"
    ai = [c for c in seats if c != "human"]
    if len(ai) == 1:
        return f"vs AI {LEVEL_NAMES.get(ai[0].split('@')[0].split('/')[0], 'level')}"
    return "two people" if not ai else "AI vs AI"
