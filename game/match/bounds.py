"""The bounds every verified match stays within, so whatever verifies can be shown.

The rules keep every number in range (a Superstar's HP between 0 and their maximum, momentum
between 0 and its cap, one hand of a few pages); a save's state is checked against these bounds
after every re-decided command, so a setup or card data that would push a number past what a
screen can draw is refused as a save, never drawn.
"""
from __future__ import annotations

MAX_HP = 999          # the most maximum HP any Superstar may reach
MAX_CAP = 99          # the largest momentum cap of any kind
MAX_HAND = 40         # pages in one hand
MAX_POINTS = 9_999    # match points either way
MAX_COUNT = 999       # warnings, Crowd Points, failed pins, injuries


def out_of_bounds(state) -> str | None:
    """What number of the state is beyond the rules' bounds, or None when all are within."""
    if not 0 <= state.turn <= state.rules.turn_limit:
        return f"turn {state.turn} is past the turn limit"
    for seat, side in enumerate(state.sides):
        who = f"seat {seat + 1}"
        if not 0 < side.max_hp <= MAX_HP:
            return f"{who}'s maximum HP {side.max_hp} is out of range"
        if not 0 <= side.hp <= side.max_hp:
            return f"{who}'s HP {side.hp} is out of range"
        for have, cap in zip(side.momentum, side.caps):
            if not 0 <= cap <= MAX_CAP or not 0 <= have <= cap:
                return f"{who}'s momentum is out of range"
        if len(side.hand) > MAX_HAND:
            return f"{who} holds too many pages"
        if abs(side.points) > MAX_POINTS:
            return f"{who}'s points are out of range"
        for n in (side.warnings, side.crowd_points, side.failed_pins, side.injuries,
                  side.ringside_turns):
            if not 0 <= n <= MAX_COUNT:
                return f"{who} has a count out of range"
    return None
