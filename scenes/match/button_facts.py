"""What the action buttons say now: the table model's facts, which the view turns into labels."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class ButtonFacts:
    """What the action buttons say now (the view turns it into labels)."""
    reasons: dict
    dangers: dict
    answering: bool  # a human answers a pending move: Let it through instead of Pass
    pin_chance: int | None  # None when it can't be worked out
    pin_on: int | None
    pin_reason: str  # the chance and one short reason ("no chance yet: ..."), "" when none
    pin_short: str  # the same in fewer words, for the button itself
    pin_cost: int  # Attitude a refused pin would cost (0: none)
    regroup_ready: bool
    comeback: bool  # the Crowd ability is the Protagonist's Comeback (else Sneak Attack)
    crowd_points: int
    ringside: bool  # the match type has a ringside
    keeps_control: bool = False  # the foe is beaten (0 HP): a Pass leaves control with you
    foe_pin: int = 0  # the foe's pin chance once a Pass hands them control (0: none)
