"""What a match save's setup may hold: only what the screens that make match saves can set.

A match save comes from Exhibition setup (a Superstar, a library or builder playbook, who plays
each seat, the match type, turn limit, seed and options), a quick or demo match, a play-on of a
saved match (the same setup, a seat handed to a person), or the tutorial (its one fixed setup).
A season's matches are never match saves: they live in the season file, their setups derived
from the season (Move cards as they stand, taps, Run-In allies, carried Drama cards). So a match
save that is not the tutorial and names its own Move cards, taps, allies or carried Drama cards
is refused: no screen could have made it.
"""
from __future__ import annotations

from ..match.setup import MatchSetup
from ..tutorial import is_tutorial
from .codec import SaveError

SEASON_ONLY = (("move_cards", "its own Move cards"), ("tapped", "tapped Move cards"),
               ("allies", "Run-In allies"), ("carried", "carried Drama cards"))


class Refused(SaveError):
    """A save that reads cleanly but that the game could not have made: the list shows it as
    refused, not damaged."""


def rematch_setup(setup: MatchSetup, seed: int) -> MatchSetup:
    """The setup of a rematch on a new seed: the same seats and options as an exhibition (no
    season-only seat fields, which only the tutorial or a season sets; no earlier AI record,
    which the table stamps afresh)."""
    fields = type(setup.seats[0]).model_fields
    clear = {name: fields[name].get_default(call_default_factory=True) for name, _ in SEASON_ONLY}
    seats = [seat.model_copy(update=clear) for seat in setup.seats]
    return setup.model_copy(update={"seed": seed, "seats": seats, "ai": None})


def seat_fields_problem(setup: MatchSetup) -> str | None:
    """Why no screen could have made this match save's setup (season-only seat fields outside
    the tutorial), or None."""
    if is_tutorial(setup):
        return None
    for i, seat in enumerate(setup.seats):
        for name, words in SEASON_ONLY:
            if getattr(seat, name):
                return (f"seat {i + 1} has {words}, which only a season match sets (a season "
                        "keeps its matches in its own file)")
    return None
