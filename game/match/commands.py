"""Commands: what a seat asks to do, in the imperative. decide() checks them."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Command:
    """Base of every command; seat is who asks."""
    seat: int


@dataclass(frozen=True, slots=True)
class StartMatch(Command):
    """Ring the bell: shuffle the playbooks, deal the hands, toss for control."""


@dataclass(frozen=True, slots=True)
class PlayPage(Command):
    """Play a page from your hand (a move, a momentum page or a special)."""
    page: int


@dataclass(frozen=True, slots=True)
class Counter(Command):
    """Answer the pending move with a counter page from your hand."""
    page: int


@dataclass(frozen=True, slots=True)
class Allow(Command):
    """Let the pending move through without countering."""


@dataclass(frozen=True, slots=True)
class PressPin(Command):
    """Press the Pin button."""


@dataclass(frozen=True, slots=True)
class Pass(Command):
    """Pass control to the opponent, catch your breath and refill momentum."""


@dataclass(frozen=True, slots=True)
class MoveToRingside(Command):
    """Take the fight to ringside (Hardcore; Showdown once per match after turn 20)."""


@dataclass(frozen=True, slots=True)
class ReturnToRing(Command):
    """Climb back into the ring from ringside."""


@dataclass(frozen=True, slots=True)
class SpendCrowd(Command):
    """Spend 2 Crowd Points on your persona's ability (Sneak Attack or Comeback)."""


@dataclass(frozen=True, slots=True)
class TapOut(Command):
    """Choose which signature Move card to tap out for a pending injury."""
    card: int


@dataclass(frozen=True, slots=True)
class PlayDrama(Command):
    """In your pre-match Interview, play one of your Drama cards ('' to play none)."""
    card: str = ""


@dataclass(frozen=True, slots=True)
class TakeBack(Command):
    """Take back your last command (game/match/takeback.py says when); agreed: the foe, a person, said
    yes on screen (pass-and-play)."""
    agreed: bool = False


COMMAND_TYPES = {cls.__name__: cls for cls in Command.__subclasses__()}
