"""AI seats playing a match: one AI turn with its fallback, and a match played to its end."""
from __future__ import annotations

from ..ai import choose, decision_dice, level_of

MAX_COMMANDS = 5000  # a match that has not ended by then has gone wrong


def fallback_command(match, seat: int):
    """What a seat plays when its AI failed or was refused: the first legal command (None if
    it has none)."""
    legal = match.legal(seat)
    return legal[0] if legal else None


def play_ai_turn(match, seat: int, level: str, dice) -> tuple:
    """The AI of this level plays the seat's command; if the AI fails or the rules refuse its
    command, the first legal command is played instead. Returns the events."""
    try:
        return match.play(choose(level, match.state, seat, dice))
    except Exception:  # an AI bug must not stop the match
        cmd = fallback_command(match, seat)
        if cmd is None:
            raise
        return match.play(cmd)


def play_out(match, seed: int):
    """Let the AI seats play the match to its end (a person's seat is played as Greedy); each
    decision draws from its own dice, decision_dice(seed, seat, actions), as in the window, so
    with the setup's seed a save of it verifies its AI seats' moves."""
    for _ in range(MAX_COMMANDS):
        seat = match.actor()
        if seat is None:
            return match
        level = match.controller(seat)
        level = "greedy" if level == "human" else level_of(match.setup, level)
        play_ai_turn(match, seat, level, decision_dice(seed, seat, match.state.actions))
    raise RuntimeError("the match did not end")
