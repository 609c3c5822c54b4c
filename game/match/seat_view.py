"""view(state, seat): the match as one seat may see it, hidden pages and dice stripped."""
from __future__ import annotations

from .state import MatchState

HIDDEN_SEED = 0


def view(state: MatchState, seat: int) -> MatchState:
    """A copy in which nothing hidden from the seat can be told apart.

    The opponent's hand and playbook are dealt back out of their pooled pages in a fixed order,
    the seat's own playbook is put in a fixed order, and the dice seed is replaced, so two states
    that differ only in what the seat cannot see give the same view.
    """
    v = state.clone()
    v.seed = HIDDEN_SEED
    v.auto_event_turns = ()  # ADV-3's Event turns are future dice
    mine = v.sides[seat]
    mine.playbook = sorted(mine.playbook, key=lambda p: (state.pages[p], p))
    foe = v.sides[1 - seat]
    pool = sorted(foe.hand + foe.playbook, key=lambda p: (state.pages[p], p))
    hand_size = len(foe.hand)
    foe.hand = pool[:hand_size]
    foe.playbook = pool[hand_size:]
    foe.drama = ()
    foe.leadoff = ()  # which pages opened the foe's hand is theirs to know
    return v


def hidden_from(state: MatchState, seat: int) -> dict:
    """What the seat cannot see: the opponent's hand size and unknown pages."""
    foe = state.sides[1 - seat]
    return {"foe_hand": len(foe.hand), "foe_unknown": len(foe.hand) + len(foe.playbook)}
