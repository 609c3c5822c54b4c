"""A season's Run-In in words: the log's line at the bell naming the Move cards lent to a side
(no pygame: the table's model and log read it)."""
from __future__ import annotations

from game.library import short_bonus


def bell_lines(state, name) -> list[tuple[int, str]]:
    """For each side a Run-In backs, (seat, the log's words naming the lent cards); name(state,
    seat) gives a Superstar's name."""
    out = []
    for seat, side in enumerate(state.sides):
        cards = [state.cat.lib.move_cards.get(mid) for mid in side.allies]
        named = ", ".join(f"{c.name} ({short_bonus(c.bonus)})" for c in cards if c is not None)
        if named:
            out.append((seat, f"Run-In for {name(state, seat)}: {named}, for this match."))
    return out
