"""Chat between the two players: a few canned lines, sent by number, so no free text crosses."""
from __future__ import annotations

LINES = ("Good match!", "Nice counter!", "Ouch!", "Well played.", "Thinking...",
         "Good luck!", "Rematch?", "Sorry, had to step away.")


def chat_line(number) -> str | None:
    """The words of a canned line (None for a number that names none)."""
    if type(number) is int and 0 <= number < len(LINES):
        return LINES[number]
    return None
