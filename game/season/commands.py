"""Season commands."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeasonCommand:
    """Base of every season command; player is who asks."""
    player: int


@dataclass(frozen=True, slots=True)
class StartSeason(SeasonCommand):
    """Open the first show."""


@dataclass(frozen=True, slots=True)
class GiveInterview(SeasonCommand):
    """Drama phase: play a Drama card (or '' for none), with a target player if it needs one."""
    card: str = ""
    target: int | None = None


@dataclass(frozen=True, slots=True)
class UseCrowd(SeasonCommand):
    """Spend 2 Crowd Points: an Antagonist Sneak Attacks the target; a Protagonist heals up."""
    target: int | None = None


@dataclass(frozen=True, slots=True)
class Book(SeasonCommand):
    """Wrestle this opponent, or None to Enjoy the Show."""
    opponent: int | None


@dataclass(frozen=True, slots=True)
class RunIn(SeasonCommand):
    """Run in for a side of the booked match (0: the active player, 1: the opponent) or None."""
    side: int | None


@dataclass(frozen=True, slots=True)
class ReportMatch(SeasonCommand):
    """The booked match is over: winner seat (0 active, 1 opponent, None draw) and its numbers."""
    winner: int | None
    how: str
    points: tuple
    tapped: tuple


@dataclass(frozen=True, slots=True)
class ChooseTapOut(SeasonCommand):
    """Choose which Move card an injury taps out."""
    card: int


@dataclass(frozen=True, slots=True)
class DiscardMove(SeasonCommand):
    """Discard a tapped-out Move card to end the injury (INJ-4)."""
    card: int


@dataclass(frozen=True, slots=True)
class EndTurn(SeasonCommand):
    """Finish Jobber Security and pass to the next player."""


SEASON_COMMAND_TYPES = {cls.__name__: cls for cls in SeasonCommand.__subclasses__()}
