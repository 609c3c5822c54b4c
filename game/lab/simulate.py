"""Headless matches: AI against AI, start to finish."""
from __future__ import annotations

from ..ai import ai_dice, choose
from ..library.catalog import Catalog
from ..match.runner import Match
from ..match.rules import is_squash
from ..match.setup import CustomPlaybook, MatchSetup, random_setup  # noqa: F401 (random_setup re-exported)

MAX_COMMANDS = 5000


def play_out(match: Match, seed: int) -> Match:
    """Let the AI seats play the match to its end."""
    dice = [ai_dice(seed, seat) for seat in (0, 1)]
    for _ in range(MAX_COMMANDS):
        seat = match.actor()
        if seat is None:
            return match
        level = match.controller(seat)
        match.play(choose("greedy" if level == "human" else level, match.state, seat, dice[seat]))
    raise RuntimeError("the match did not end")


def with_playbooks(setup: MatchSetup, books: list, cat: Catalog) -> MatchSetup:
    """Seats play these playbook files (None keeps the seat's own); a file's Superstar takes
    the seat, and the other seat then draws a different Superstar if it isn't fixed too."""
    stars = [s.superstar for s in setup.seats]
    fixed = [b is not None and b.superstar is not None for b in books]
    for i, book in enumerate(books):
        if fixed[i]:
            stars[i] = book.superstar
    names = sorted(cat.lib.superstars)
    for i in (0, 1):
        if not fixed[i] and stars[i] == stars[1 - i]:
            stars[i] = names[(names.index(stars[i]) + 1) % len(names)]
    seats = [seat.model_copy(update={
        "superstar": star,
        "custom": CustomPlaybook(name=b.name, pages=list(b.pages)) if b else None})
        for seat, star, b in zip(setup.seats, stars, books)]
    return setup.model_copy(update={"seats": seats})


def summary(match: Match) -> dict:
    """The result of a finished match as plain data."""
    s = match.state
    out = s.over
    return {
        "seed": match.setup.seed,
        "match_type": s.rules.match_type,
        "superstars": [side.superstar for side in s.sides],
        "winner": out.winner if out else None,
        "how": out.how if out else None,
        "turns": s.turn,
        "points": {str(i): side.points for i, side in enumerate(s.sides)},
        "squash": bool(out and out.winner is not None and
                       is_squash(tuple(x.points for x in s.sides), out.winner)),
        "injuries": [side.injuries for side in s.sides],
    }
