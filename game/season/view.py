"""view(state, player): the season as one player may see it (as in a match)."""
from __future__ import annotations

from ..match.seat_view import HIDDEN_SEED
from .state import SeasonState

HIDDEN_CARD = ""  # a Drama card in another wrestler's hand: there, but not named


def view(state: SeasonState, player: int) -> SeasonState:
    """A copy in which nothing hidden from the player can be told apart: the other wrestlers'
    Drama hands keep their size but not their cards, and the dice seed is replaced."""
    v = state.clone()
    v.seed = HIDDEN_SEED
    for i, other in enumerate(v.players):
        if i != player:
            other.drama = [HIDDEN_CARD] * len(other.drama)
    return v
