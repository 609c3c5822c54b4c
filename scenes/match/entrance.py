"""The entrance at the bell: the ring announcer's words for each Superstar and their own
music sting."""
from __future__ import annotations

from game.library import title
from game.match import rank, tier

from sounds import sting_cue


def introduction(state, seat: int) -> str:
    """The ring announcer's words for a Superstar: persona, style and Tier."""
    try:
        side = state.sides[seat]
        star = state.cat.lib.superstars[side.superstar]
        words = f"{title(star.persona)} \u00b7 {title(star.style)}"
        value = rank(state.cat.lib, list(side.move_cards))
        return f"{words} \u00b7 {tier(value)}" if side.move_cards else words
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        return ""


def sting(state, seat: int) -> str:
    """A Superstar's own entrance music (sounds.sting_cue: their style, major or minor)."""
    try:
        star = state.cat.lib.superstars[state.sides[seat].superstar]
    except (AttributeError, KeyError, IndexError, TypeError):
        return "sting_face"
    return sting_cue(star.style, star.persona)
