"""The season state: players, their Move cards and injuries, feuds and standings."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..match.setup import CONTROLLERS, AiRecord, CustomPlaybook

PHASES = ("drama", "event", "runins", "match", "jobber", "between", "over")
DRAMA_HAND = 3
MOVE_CARDS_MAX = 5
START_MOVE_CARDS = 3
WIN_POINTS, DRAW_POINTS = 3, 1
MEETINGS_FOR_FEUD = 2
MIN_PLAYERS, MAX_PLAYERS = 2, 4
MIN_WEEKS, MAX_WEEKS, DEFAULT_WEEKS = 2, 12, 4
MIN_PROVISION, MAX_PROVISION, DEFAULT_PROVISION = 1, 10, 5


class SeasonPlayer(BaseModel):
    """One wrestler of a season: their Superstar and who plays them."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    superstar: str
    controller: Literal[CONTROLLERS] = "greedy"  # type: ignore[valid-type]
    custom: CustomPlaybook | None = None


class SeasonSetup(BaseModel):
    """A season: seed, 2-4 players, weeks (the last one is the Pay-Per-View), options."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    seed: int = Field(ge=0, lt=2**63)
    players: list[SeasonPlayer] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    weeks: int = Field(default=DEFAULT_WEEKS, ge=MIN_WEEKS, le=MAX_WEEKS)
    match_type: Literal["normal", "hardcore", "showdown"] = "normal"
    ppv_match_type: Literal["normal", "hardcore", "showdown"] = "showdown"
    provision: int = Field(default=DEFAULT_PROVISION, ge=MIN_PROVISION, le=MAX_PROVISION)
    ooh_gotta_hurt: bool = False
    ai: AiRecord | None = None  # what its AI players' moves depend on (a new season records it)

    @field_validator("players")
    @classmethod
    def _different_superstars(cls, players: list) -> list:
        names = [p.superstar for p in players]
        if len(set(names)) != len(names):
            raise ValueError("each wrestler must be a different Superstar")
        return players

    @field_validator("ai")
    @classmethod
    def _no_play_ons(cls, ai):
        """A season's matches are never played on, so its AI record names no earlier seats (a
        forged one left its AI wrestlers' moves unchecked: session 66's save attack)."""
        if ai is not None and ai.earlier:
            raise ValueError("a season's AI record names play-ons, which a season never has")
        return ai


@dataclass(slots=True)
class Player:
    """A wrestler's season so far."""
    superstar: str
    persona: str
    move_cards: list
    tapped: list
    heal_at: list  # the own turn whose Jobber Security ends each injury (-1: not injured)
    drama: list = field(default_factory=list)
    crowd_points: int = 0
    points: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    turns_taken: int = 0
    enjoyed: int = 0
    injuries: int = 0
    carried: list = field(default_factory=list)  # Drama cards in effect at this turn's match

    def injured(self) -> bool:
        """True while any Move card is tapped out."""
        return any(self.tapped)

    def clone(self) -> "Player":
        """A copy to change freely."""
        return Player(self.superstar, self.persona, self.move_cards[:], self.tapped[:],
                      self.heal_at[:], self.drama[:], self.crowd_points, self.points, self.wins,
                      self.losses, self.draws, self.turns_taken, self.enjoyed, self.injuries,
                      self.carried[:])


@dataclass(slots=True)
class Booking:
    """The match the active player chose: opponent, Run-Ins so far, feud provision."""
    opponent: int
    match_type: str
    feud: bool
    ask: list
    runins: dict = field(default_factory=dict)  # runner -> side (0 active, 1 opponent)

    def clone(self) -> "Booking":
        """A copy to change freely."""
        return Booking(self.opponent, self.match_type, self.feud, self.ask[:], dict(self.runins))


@dataclass(slots=True)
class SeasonState:
    """Everything the season rules need."""
    seed: int
    weeks: int
    players: list
    options: dict
    week: int = 0
    active: int = 0
    phase: str = "drama"
    steps: int = 0
    feuds: list = field(default_factory=list)
    settled: list = field(default_factory=list)  # feuds fought out at the Pay-Per-View
    booking: Booking | None = None
    met: dict = field(default_factory=dict)
    tapout_due: list = field(default_factory=list)  # (player, cause, heal_at)
    results: list = field(default_factory=list)
    ppv_results: list = field(default_factory=list)
    move_deck: list = field(default_factory=list)
    champion: int | None = None

    def clone(self) -> "SeasonState":
        """A copy to change freely (options, with the card library, are shared)."""
        return SeasonState(self.seed, self.weeks, [p.clone() for p in self.players], self.options,
                           self.week, self.active, self.phase, self.steps, self.feuds[:],
                           self.settled[:], None if self.booking is None else self.booking.clone(),
                           dict(self.met), self.tapout_due[:], self.results[:],
                           self.ppv_results[:], self.move_deck[:], self.champion)

    def ppv(self) -> bool:
        """True in the closing Pay-Per-View week."""
        return self.week == self.weeks - 1

    def feud_rival(self, player: int) -> int | None:
        """The player this one is feuding with, if any."""
        for a, b in self.feuds:
            if player in (a, b) and (a, b) not in self.settled:
                return b if a == player else a
        return None
