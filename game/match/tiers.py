"""Rank and Tier from signature Move cards (seed 000): tapped-out cards still count."""
from __future__ import annotations

TIERS = ((0, "Jobber"), (6, "Midcarder"), (10, "Upper Card"), (14, "Main Eventer"),
         (18, "Legend"))


def rank(lib, move_cards) -> int:
    """The sum of the ranks of every Move card in play, tapped out or not (INJ-2)."""
    return sum(lib.move_cards[m].rank for m in move_cards)


def tier(rank_value: int) -> str:
    """The Tier a Rank falls in.

    >>> [tier(r) for r in (0, 5, 6, 9, 10, 14, 17, 18, 25)]
    ['Jobber', 'Jobber', 'Midcarder', 'Midcarder', 'Upper Card', 'Main Eventer', 'Main Eventer', 'Legend', 'Legend']
    """
    name = TIERS[0][1]
    for floor, label in TIERS:
        if rank_value >= floor:
            name = label
    return name
