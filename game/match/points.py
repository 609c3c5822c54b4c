"""Match points: how well a Superstar did in a match, the measure of a Squash (INJ-12, INJ-13)."""
from __future__ import annotations

from .editions import points_are_hp_shares, points_capped, wider_points

POINT_SHARE = 6  # one match point per 6% of the foe's starting HP taken off (editions 5, 6, 8 on)
WIDER_POINT_SHARE = 8  # edition 7 alone


def point_share(edition: int) -> int:
    """The share of the foe's starting HP one match point is worth under an edition.

    >>> point_share(8), point_share(7), point_share(6)
    (6, 8, 6)
    """
    return WIDER_POINT_SHARE if wider_points(edition) else POINT_SHARE


def match_points(dealt: int, foe_max_hp: int, edition: int) -> int:
    """The match points of a Superstar who dealt `dealt` damage to a foe of `foe_max_hp` HP.

    One point per 6% of the foe's starting HP, rounded half up (rules editions 5, 6 and 8 on),
    per 8% in edition 7; from edition 11 damage counts only up to the foe's starting HP (a foe
    who healed gives no points past a whole HP bar, 17):

    >>> match_points(9, 30, 5)    # 30% of 30 HP: 5 points
    5
    >>> match_points(12, 30, 7)   # 40% of 30 HP: 5 points in edition 7
    5
    >>> match_points(12, 30, 8)   # 40% of 30 HP: 7 points from edition 8
    7
    >>> match_points(3, 100, 5)   # 3%: half a point, rounded up
    1
    >>> match_points(2, 100, 5)   # 2%: a third of a point
    0
    >>> match_points(36, 30, 11), match_points(36, 30, 10)   # 120% of 30 HP, after heals
    (17, 20)
    >>> match_points(8, 30, 4)    # before edition 5 a point was a point of damage
    8
    """
    if not points_are_hp_shares(edition):
        return dealt  # before edition 5 a point was a point of damage
    if points_capped(edition):
        dealt = min(dealt, foe_max_hp)  # edition 11: a whole HP bar at most
    whole = point_share(edition) * max(1, foe_max_hp)
    return (200 * dealt + whole) // (2 * whole)  # 100 * dealt / whole, rounded half up


def points_meaning(edition: int) -> str:
    """What a match point is under an edition, as the results label says it."""
    if not points_are_hp_shares(edition):
        return "damage dealt"
    return f"1 per {point_share(edition)}% of the foe's HP in damage"  # ("HP taken" read as
    # the HP the foe lacks at the end, a heal taking points back: session 72's play-test)


def whole_bar_points(foe_max_hp: int, edition: int) -> int:
    """The match points of a whole HP bar of the foe's taken (17 from edition 8 on): a
    results bar is full there."""
    return match_points(foe_max_hp, foe_max_hp, edition)
