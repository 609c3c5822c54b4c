"""Season events: what happened between the ropes and around them."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeasonEvent:
    """Base of every season event."""


@dataclass(frozen=True, slots=True)
class PlayersTaken(SeasonEvent):
    """The season's start (edition 7 on): who plays each wrestler, a person or an AI level,
    fixed from now on (its matches' seats are taken by the same)."""
    controllers: tuple


@dataclass(frozen=True, slots=True)
class TurnBegan(SeasonEvent):
    """Roll Call: a player's turn begins in a week."""
    player: int
    week: int


@dataclass(frozen=True, slots=True)
class DramaDrawn(SeasonEvent):
    """Roll Call: a Drama card drawn."""
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class InterviewGiven(SeasonEvent):
    """Drama: the Interview, with the Drama card played ('' for none) and its target."""
    player: int
    card: str
    target: int | None


@dataclass(frozen=True, slots=True)
class DramaCarried(SeasonEvent):
    """A Drama card whose effect waits for the player's match this turn."""
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class CrowdChanged(SeasonEvent):
    """Crowd Points went up or down."""
    player: int
    delta: int
    reason: str


@dataclass(frozen=True, slots=True)
class InjuryDue(SeasonEvent):
    """A player is injured and must tap out a Move card; heal_at is fixed now (INJ-7..9)."""
    player: int
    cause: str
    heal_at: int


@dataclass(frozen=True, slots=True)
class InjuryNoEffect(SeasonEvent):
    """An injury that did nothing (INJ-3, INJ-5)."""
    player: int
    cause: str
    reason: str


@dataclass(frozen=True, slots=True)
class MoveTapped(SeasonEvent):
    """A Move card tapped out until the Jobber Security of the player's turn heal_at."""
    player: int
    card: int
    heal_at: int
    cause: str


@dataclass(frozen=True, slots=True)
class InjuryHealed(SeasonEvent):
    """An injury ended: the Move card turns back."""
    player: int
    card: int


@dataclass(frozen=True, slots=True)
class MoveDiscarded(SeasonEvent):
    """A Move card left play (INJ-4 when it was tapped out)."""
    player: int
    card: int


@dataclass(frozen=True, slots=True)
class MoveEarned(SeasonEvent):
    """A new signature Move card entered play for a player."""
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class FeudStarted(SeasonEvent):
    """Two players are feuding: they meet at the Pay-Per-View."""
    a: int
    b: int
    reason: str


@dataclass(frozen=True, slots=True)
class ShowEnjoyed(SeasonEvent):
    """The player sat this one out and enjoyed the show."""
    player: int


@dataclass(frozen=True, slots=True)
class MatchBooked(SeasonEvent):
    """The active player picked an opponent; others may now Run-In."""
    player: int
    opponent: int
    match_type: str
    feud: bool
    ask: tuple


@dataclass(frozen=True, slots=True)
class RanIn(SeasonEvent):
    """A player ran in for a side (None: stayed in the back)."""
    player: int
    side: int | None


@dataclass(frozen=True, slots=True)
class MatchPlayed(SeasonEvent):
    """A match's result: winner player (None for a draw), how, points, and who got squashed."""
    players: tuple
    winner: int | None
    how: str
    points: tuple
    squash: bool
    tapped: tuple  # each wrestler's tapped flags after the match


@dataclass(frozen=True, slots=True)
class TurnEnded(SeasonEvent):
    """Jobber Security is over; the next player is up."""
    player: int


@dataclass(frozen=True, slots=True)
class SeasonEnded(SeasonEvent):
    """The Pay-Per-View is over: the champion is crowned."""
    champion: int


SEASON_EVENT_TYPES = {cls.__name__: cls for cls in SeasonEvent.__subclasses__()}
