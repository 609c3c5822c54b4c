"""The match state: plain, fast structures that the events fold into."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .editions import default_turn_limit
from ..library.words import BODY_PARTS, MOMENTUM

HAND_BONUS_MAX = 2  # pages that draw grow a hand to 9 at most (edition 16)
HAND_SIZE = 7  # a full hand (edition 9 on; 6 in editions 7 and 8, 5 before: game/match/editions.py hand_size)
NO_TURN = -10

# The edition of the rules: a save records it, and its log is re-decided under the rules of
# that edition (state.rules.edition); what changed between editions is switched on it.
# 2: the referee counts only the Superstar outside who held control when the turn began;
# 3: a Pass with a dead hand regroups it; 4: Normal matches last 80 turns and Hardcore 100 by
# default, not 50; 5: in a Showdown a page that pins obeys ADV-7 like the Pin button (foe on the
# mat, or a Finisher this turn or last turn); season injuries last per INJ-7; a 2-Crowd-Point
# ability that would do nothing (Sneak Attack on a foe already injured, Comeback at full HP with
# no Status) is refused instead of taking the points; match points are shares of the foe's HP
# (game/match/points.py); 6: in a Showdown no Referee bends the seed's numbers (Referees differ
# in distraction and crowd calls), a pinning page after a Finisher gets its +20, a season Sneak
# Attack on an injured wrestler is refused; 7: the bell's shuffle depends on every page of both
# playbooks, and the bell records who plays each seat; a playbook's leadoff pages open the hand;
# Normal and Hardcore pins follow our own formula (game/match/editions.py); 8: a point is 6%
# again, a Superstar at 0 HP stays down (game/match/editions.py); 9: a hand of 7, fighting from
# underneath, the foe fights back, a Showdown's whole refund; 10: in a Showdown a counter from
# underneath hits back harder (game/match/editions.py underneath_damage); 11: match points
# count damage only up to the foe's starting HP (game/match/editions.py points_capped); 12: a
# turned weapon undoes only the injury its own hit caused (editions.turns_the_hits_injury);
# 13: a distracted referee leaves a pin or a hold no chance at all (editions.nobody_counts);
# 14: a Showdown's automatic Events come in turns 21-30 (editions.event_turns_to); 15: a Move
# card tapped out before the bell gives nothing at it (INJ-2, editions.before_the_bell).
EDITION = 17


@dataclass(frozen=True, slots=True)
class MatchRules:
    """What a match type changes: turn limit, count-out, and which seed-002 rules are on."""
    match_type: str
    turn_limit: int
    count_out_after: int
    showdown: bool
    hardcore: bool
    edition: int = EDITION

    @property
    def has_ringside(self) -> bool:
        """True when the fight can go to ringside (Move To Ringside, count-outs): every match
        type but Normal."""
        return self.match_type != "normal"


# Each match type's default turn limit, count-out line and seed-002 switches (ADV-8: a Showdown
# gets one more turn at ringside; ADV-12: 60 turns; the other limits are ours, docs/DECISIONS.md).
DEFAULT_RULES = {
    "showdown": MatchRules("showdown", 60, 3, True, False),
    "hardcore": MatchRules("hardcore", 100, 2, False, True),
    "normal": MatchRules("normal", 80, 2, False, False),
}


def rules_for(match_type: str, turn_limit: int | None = None,
              edition: int = EDITION) -> MatchRules:
    """The rules of a match type under an edition, with the setup's turn limit (or its default)."""
    if match_type not in DEFAULT_RULES:
        raise ValueError(f"unknown match type '{match_type}'")
    base = DEFAULT_RULES[match_type]
    default = default_turn_limit(match_type, base.turn_limit, edition)
    return replace(base, turn_limit=turn_limit or default, edition=edition)


@dataclass(slots=True)
class Side:
    """One Superstar's side of the table."""
    superstar: str
    max_hp: int
    hp: int
    caps: tuple
    momentum: list
    hand: list = field(default_factory=list)
    playbook: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    statuses: list = field(default_factory=list)
    body: dict = field(default_factory=lambda: {p: 0 for p in BODY_PARTS})
    on_mat: bool = False
    at_ringside: bool = False
    ringside_turns: int = 0
    warnings: int = 0
    crowd_points: int = 0
    points: int = 0
    failed_pins: int = 0
    moved_to_ringside: bool = False
    last_move: tuple | None = None  # (turn, page_id, damage, tags)
    move_cards: list = field(default_factory=list)
    tapped: list = field(default_factory=list)
    injuries: int = 0
    injury_due: int = 0
    drama: tuple = ()
    grudge: int = 0
    injury_causes: list = field(default_factory=list)
    tap_causes: list = field(default_factory=list)
    last_weapon: tuple | None = None  # (issuer seat, weapon page id, its injury) of the last
    # weapon hit; its injury None (it caused none), -1 (due) or the Move card it tapped out
    allies: list = field(default_factory=list)  # untapped Move cards of Run-In partners
    carried: tuple = ()  # Drama cards played in a season Interview, in effect at the bell
    dealt: int = 0  # damage dealt to the foe this match (match points are made of it)
    leadoff: tuple = ()  # the page instances that open the hand (PB-6; edition 7 on)
    held_control: bool = False  # has held control this match (edition 16: until then no pin counts)
    hand_bonus: int = 0  # pages the hand holds over a full hand, from pages that draw (edition 16)

    def clone(self) -> "Side":
        """A copy whose lists can change without touching this one."""
        return Side(self.superstar, self.max_hp, self.hp, self.caps, self.momentum[:],
                    self.hand[:], self.playbook[:], self.discard[:], self.statuses[:],
                    dict(self.body), self.on_mat, self.at_ringside, self.ringside_turns,
                    self.warnings, self.crowd_points, self.points, self.failed_pins,
                    self.moved_to_ringside, self.last_move, self.move_cards[:], self.tapped[:],
                    self.injuries, self.injury_due, self.drama, self.grudge,
                    self.injury_causes[:], self.tap_causes[:], self.last_weapon, self.allies,
                    self.carried, self.dealt, self.leadoff, self.held_control,
                    self.hand_bonus)

    def total_momentum(self) -> int:
        """All momentum of every kind."""
        return sum(self.momentum)

    def injured(self) -> bool:
        """True while a Move card is tapped out or a tap-out is owed."""
        return self.injury_due > 0 or any(self.tapped)

    def can_pay(self, cost: tuple) -> bool:
        """True when this side holds at least the cost in every kind."""
        m = self.momentum
        return all(m[i] >= c for i, c in enumerate(cost) if c)


@dataclass(slots=True)
class Outcome:
    """How a match ended: the winning seat (None for a draw), how, and on which turn."""
    winner: int | None
    how: str
    turn: int


@dataclass(slots=True)
class MatchState:
    """Everything the rules need to know about a match in progress."""
    seed: int
    rules: MatchRules
    pages: tuple  # instance id -> page id (fixed for the match)
    cat: object  # the Catalog of cards (shared, never changes)
    sides: list
    control: int = 0
    turn: int = 0
    actions: int = 0
    pending: tuple | None = None  # (attacker seat, page instance) awaiting the defender
    moves_elapsed: int = 0
    string_seat: int | None = None
    string_count: int = 0
    string_types: tuple = ()
    referee: tuple | None = None  # (seat, page id) of the Referee special in play
    ref_distracted_until: int = NO_TURN
    events_in_play: list = field(default_factory=list)  # (seat, page id, auto)
    events_played: int = 0
    auto_event_turns: tuple = ()
    over: Outcome | None = None
    options: tuple = ()
    interview: int | None = None  # the seat giving its pre-match Interview
    controllers: tuple = ()  # who plays each seat (the setup's; edition 7 records them at the bell)

    def clone(self) -> "MatchState":
        """A copy to change freely (the fixed tables are shared)."""
        return MatchState(self.seed, self.rules, self.pages, self.cat, [s.clone() for s in self.sides],
                          self.control, self.turn, self.actions, self.pending,
                          self.moves_elapsed, self.string_seat, self.string_count,
                          self.string_types, self.referee, self.ref_distracted_until,
                          self.events_in_play[:], self.events_played, self.auto_event_turns,
                          self.over, self.options, self.interview, self.controllers)

    def to_move(self) -> int:
        """The seat the exchange waits on: the defender of a pending move, else the seat in
        control. Who must act now (a tap-out, the Interview, nobody before the bell or after the
        match) is legal.actor's answer."""
        return 1 - self.pending[0] if self.pending else self.control

    def ref_distracted(self) -> bool:
        """True while the referee is distracted."""
        return self.turn < self.ref_distracted_until

    def info(self, instance: int):
        """The PageInfo of a page instance."""
        return self.cat.info[self.pages[instance]]

    def option(self, name: str) -> bool:
        """True when a setup option is switched on."""
        return name in self.options


def momentum_tuple(d: dict) -> tuple:
    """A momentum dict as a 6-tuple in the order of MOMENTUM."""
    return tuple(int(d.get(k, 0)) for k in MOMENTUM)
