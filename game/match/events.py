"""Events: what happened, in the past tense. Every random outcome is written into its event."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event."""


@dataclass(frozen=True, slots=True)
class MatchStarted(Event):
    """The bell: ADV-3's automatic Event turns are drawn now."""
    match_type: str
    auto_event_turns: tuple


@dataclass(frozen=True, slots=True)
class SeatsTaken(Event):
    """The bell (edition 7 on): who plays each seat, a person or an AI level, fixed from now on."""
    controllers: tuple


@dataclass(frozen=True, slots=True)
class Acted(Event):
    """A seat took an action (the first event of every command)."""
    seat: int
    action: str
    page: str = ""


@dataclass(frozen=True, slots=True)
class PlaybookShuffled(Event):
    """A playbook got a new order; pages named in it leave the discard pile."""
    seat: int
    order: tuple
    source: str


@dataclass(frozen=True, slots=True)
class HandRegrouped(Event):
    """A dead hand went to the bottom of its owner's playbook, in hand order (a Pass)."""
    seat: int
    pages: tuple


@dataclass(frozen=True, slots=True)
class PageDrawn(Event):
    """The top page of a playbook went to its owner's hand."""
    seat: int
    page: int


@dataclass(frozen=True, slots=True)
class PagePlayed(Event):
    """A page left the hand, its cost paid; it goes to 'pending', 'discard' or 'in_play'."""
    seat: int
    page: int
    cost: tuple
    to: str


@dataclass(frozen=True, slots=True)
class MoveCountered(Event):
    """The defender answered the pending page with a counter page."""
    seat: int
    page: int
    cost: tuple
    move_seat: int
    move_page: int


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    """A seat took control; they stand, shake off Stunned, and start a move string at 0."""
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class MoveConnected(Event):
    """A move hit: its damage and the terms that made it."""
    seat: int
    page: int
    move_type: str
    part: str
    damage: int
    tags: tuple
    terms: tuple


@dataclass(frozen=True, slots=True)
class AutoEffects(Event):
    """ADV-11's three automatic-effect rolls for one move: (effect, chance, roll, hit, value)."""
    seat: int
    page: int
    rolls: tuple


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    """A Superstar took damage from something other than a move connecting."""
    seat: int
    amount: int
    part: str
    source: str


@dataclass(frozen=True, slots=True)
class Healed(Event):
    """A Superstar regained HP."""
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class MomentumChanged(Event):
    """Momentum went up or down by the given 6-tuple (already kept within caps)."""
    seat: int
    delta: tuple
    source: str


@dataclass(frozen=True, slots=True)
class WentDown(Event):
    """A Superstar went down to the mat."""
    seat: int
    source: str


@dataclass(frozen=True, slots=True)
class StoodUp(Event):
    """A Superstar got back to their feet."""
    seat: int


@dataclass(frozen=True, slots=True)
class WentToRingside(Event):
    """A Superstar went out to ringside."""
    seat: int
    source: str


@dataclass(frozen=True, slots=True)
class ReturnedToRing(Event):
    """A Superstar climbed back into the ring."""
    seat: int


@dataclass(frozen=True, slots=True)
class StatusAdded(Event):
    """A Status special entered play on a seat's side."""
    seat: int
    status: str
    source: str


@dataclass(frozen=True, slots=True)
class StatusRemoved(Event):
    """A Status left play."""
    seat: int
    status: str
    source: str


@dataclass(frozen=True, slots=True)
class WarningsGiven(Event):
    """The referee warned a seat; ADV-19's DQ chance and roll."""
    seat: int
    count: int
    total: int
    chance: int
    roll: int
    dq: bool


@dataclass(frozen=True, slots=True)
class PinAttempted(Event):
    """A pin: who, how (button, move or special), what it cost, its terms, chance and roll."""
    seat: int
    by: str
    cost: int
    terms: tuple
    chance: int
    roll: int
    success: bool


@dataclass(frozen=True, slots=True)
class SubmissionAttempted(Event):
    """A Hold went for the submission: terms, chance and roll."""
    seat: int
    page: int
    terms: tuple
    chance: int
    roll: int
    success: bool


@dataclass(frozen=True, slots=True)
class PageDitched(Event):
    """A page went from a hand to the discard pile against its owner's will."""
    seat: int
    page: int
    cause: str


@dataclass(frozen=True, slots=True)
class DitchRolled(Event):
    """ADV-10: a body-part injury Status rolled 50% to ditch a page."""
    seat: int
    status: str
    roll: int
    ditched: bool


@dataclass(frozen=True, slots=True)
class CrowdSupportGiven(Event):
    """A seat received Crowd Support: one Crowd Point."""
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class CrowdPointsSpent(Event):
    """A seat spent Crowd Points on their persona's ability."""
    seat: int
    amount: int
    ability: str


@dataclass(frozen=True, slots=True)
class RefereeEntered(Event):
    """A Referee special entered play on a seat's side."""
    seat: int
    page: str
    auto: bool


@dataclass(frozen=True, slots=True)
class RefDistracted(Event):
    """The referee is down or distracted until the given turn; the Referee special leaves play,
    unless he stays (edition 16: a referee quick to come back is back himself, not another)."""
    seat: int
    until: int
    stays: bool = False


@dataclass(frozen=True, slots=True)
class EventEntered(Event):
    """An Event special entered play (auto: put in by ADV-3, instance -1)."""
    seat: int
    page: str
    auto: bool
    instance: int


@dataclass(frozen=True, slots=True)
class WeaponUsed(Event):
    """A weapon hit: the DQ risk and its roll come first (INJ-10)."""
    seat: int
    page: int
    dq_chance: int
    dq_roll: int
    dq: bool


@dataclass(frozen=True, slots=True)
class InjuryRolled(Event):
    """INJ-10: the weapon's issuer rolled its die against the injury rating."""
    seat: int
    target: int
    page: str
    die: int
    roll: int
    faces: tuple
    injured: bool


@dataclass(frozen=True, slots=True)
class InjuryTaken(Event):
    """A Superstar is injured and owes a tap-out of one Move card (INJ-1)."""
    seat: int
    cause: str


@dataclass(frozen=True, slots=True)
class MoveCardTapped(Event):
    """Injury: a signature Move card tapped out (INJ-1)."""
    seat: int
    card: int
    cause: str


@dataclass(frozen=True, slots=True)
class HandGrown(Event):
    """A page that draws (edition 16 on): the seat's hand holds this many more pages for the rest
    of the match (the refill tops it up to them)."""
    seat: int
    pages: int


@dataclass(frozen=True, slots=True)
class BellBonusWithdrawn(Event):
    """INJ-2: a Move card tapped out before the bell gives nothing at it: what it gave is
    taken back (HP, the momentum of each kind, Crowd Points)."""
    seat: int
    card: int
    hp: int
    momentum: tuple
    crowd: int


@dataclass(frozen=True, slots=True)
class WeaponTurned(Event):
    """INJ-11: the weapon's target changed; an injury it caused never happened."""
    seat: int
    weapon: str
    card: int
    cancelled_due: bool


@dataclass(frozen=True, slots=True)
class InjuryIgnored(Event):
    """An injury had no effect, and why (INJ-3, INJ-5)."""
    seat: int
    cause: str
    reason: str


@dataclass(frozen=True, slots=True)
class DramaDealt(Event):
    """A seat was dealt Drama cards for its pre-match Interview."""
    seat: int
    cards: tuple


@dataclass(frozen=True, slots=True)
class InterviewGiven(Event):
    """A seat's Interview: the Drama card played ('' for none); next seat or None."""
    seat: int
    card: str
    next_seat: int | None


@dataclass(frozen=True, slots=True)
class DramaCarried(Event):
    """A Drama card from a season Interview takes effect at the bell."""
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class GrudgeSet(Event):
    """A grudge: extra damage on the seat's next connected move."""
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class MaxHpRaised(Event):
    """Starting HP (and HP) went up before the bell."""
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """A turn is over; the referee's count rises for the seats named in counted."""
    turn: int
    counted: tuple = ()


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match is over: winner seat (None for a draw), how, and the points."""
    winner: int | None
    how: str
    turn: int
    points: tuple


@dataclass(frozen=True, slots=True)
class TookBack(Event):
    """A seat took back log entry number `entry` (it revealed nothing); the match stands as it
    did before that entry. Folding it needs the log: game/match/takeback.py fold_states."""
    seat: int
    entry: int
    action: str
    agreed: bool = False


EVENT_TYPES = {cls.__name__: cls for cls in Event.__subclasses__()}
