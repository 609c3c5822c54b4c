"""A match setup (checked with pydantic) and the state at the bell it builds.

The door to setting up a match for the screens: MatchSetup, SeatSetup, the options, a quick
match (random_setup), the default rules of a match type and how many Drama cards are dealt.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .bonuses import active_bonuses
from ..library.catalog import Catalog
from .dice import Dice
from .editions import leads_off
from ..ai.leadoff import choose_leadoff
from ..library.cards import LEADOFF_MAX
from ..library.playbook import leadoff_problems, problems, starter_leadoff, starter_pages
from .state import EDITION, MatchState, Side, momentum_tuple, rules_for
from ..library.words import LEVELS, MOMENTUM

OPTIONS = ("ooh_gotta_hurt", "interview")
CONTROLLERS = ("human",) + LEVELS
MOVE_CARDS_MAX = 5  # Signature Move cards in front of a Superstar (3-5 by the design)


class CustomPlaybook(BaseModel):
    """A player's own playbook, carried whole so a save replays without its file."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1, max_length=40)
    pages: list[str] = Field(max_length=400)
    leadoff: list[str] = Field(default_factory=list, max_length=LEADOFF_MAX)


class SeatSetup(BaseModel):
    """One seat: a Superstar, their playbook and Move cards, and who plays them."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    superstar: str
    playbook: str | None = None
    custom: CustomPlaybook | None = None
    controller: Literal[CONTROLLERS] = "greedy"  # type: ignore[valid-type]
    move_cards: list[str] | None = Field(default=None, max_length=MOVE_CARDS_MAX)
    tapped: list[bool] | None = Field(default=None, max_length=MOVE_CARDS_MAX)
    allies: list[str] = Field(default_factory=list, max_length=15)
    carried: list[str] = Field(default_factory=list, max_length=3)
    # the opening hand's leadoff pages when not the playbook's own (None: the playbook's; []:
    # none, even for an AI seat, which otherwise chooses its own for a playbook naming none)
    leadoff: list[str] | None = Field(default=None, max_length=LEADOFF_MAX)

    @model_validator(mode="after")
    def _tapped_matches(self) -> "SeatSetup":
        if self.tapped is not None and self.move_cards is not None \
                and len(self.tapped) != len(self.move_cards):
            raise ValueError("tapped needs one flag per Move card")
        if self.custom is not None and self.playbook is not None:
            raise ValueError("a seat plays a library playbook or its own pages, not both")
        return self


class AiEra(BaseModel):
    """Who played the seats for the log entries before `until` (a play-on changed who plays)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    until: int = Field(ge=0, le=100_000)
    controllers: list[Literal[CONTROLLERS]] = Field(min_length=2, max_length=2)  # type: ignore[valid-type]


class AiRecord(BaseModel):
    """What an AI seat's commands depend on besides the table, so they can be derived again on
    verify (game/ai/decisions.py): the AI's edition and Hard's fixed budget of playouts."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    edition: int = Field(ge=1, le=1_000_000)
    hard_playouts: int = Field(ge=1, le=100_000)
    earlier: list[AiEra] = Field(default_factory=list, max_length=64)


class MatchSetup(BaseModel):
    """Everything needed to rebuild a match: seed, match type, seats and options (ai: what
    its AI seats' commands depend on, recorded since issue 28; None in older saves)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    seed: int = Field(ge=0, lt=2**63)
    match_type: Literal["normal", "hardcore", "showdown"] = "normal"
    seats: list[SeatSetup] = Field(min_length=2, max_length=2)
    turn_limit: int | None = Field(default=None, ge=5, le=500)
    options: list[Literal[OPTIONS]] = Field(default_factory=list)  # type: ignore[valid-type]
    ai: AiRecord | None = None

    @model_validator(mode="after")
    def _eras_hold(self):
        """The AI record's eras as a play-on makes them: each ends later than the one before,
        and none names a person for a seat an AI plays after it (the game hands only an AI's
        seat to a person; a forged era of people left a Hard seat's moves unchecked: session
        66's save attack)."""
        eras = self.ai.earlier if self.ai is not None else []
        ends = [era.until for era in eras]
        if any(b <= a for a, b in zip(ends, ends[1:])) or 0 in ends:
            raise ValueError("the AI record's play-ons are out of order")
        later = [list(e.controllers) for e in eras[1:]] + [[s.controller for s in self.seats]]
        for era, after in zip(eras, later):
            if any(was == "human" and now != "human" for was, now in zip(era.controllers, after)):
                raise ValueError("the AI record says a person played a seat an AI plays after "
                                 "them, which no play-on does")
        return self


class SetupError(Exception):
    """A setup names a card the library doesn't have."""


def check_setup(setup: MatchSetup, cat: Catalog) -> None:
    """Refuse a setup that names unknown cards."""
    lib = cat.lib
    for i, seat in enumerate(setup.seats):
        if seat.superstar not in lib.superstars:
            raise SetupError(f"seat {i + 1}: unknown Superstar '{seat.superstar}'")
        if seat.custom is not None:
            wrong = problems(seat.custom.pages, lib)
            if wrong:
                raise SetupError(f"seat {i + 1}: playbook '{seat.custom.name}': {wrong[0]}")
        else:
            book = seat.playbook or lib.superstars[seat.superstar].playbook
            if book not in lib.playbooks:
                raise SetupError(f"seat {i + 1}: unknown playbook '{book}'")
        wrong = leadoff_problems(seat_pages(seat, lib), seat_leadoff(seat, lib), lib)
        if wrong:
            raise SetupError(f"seat {i + 1}: {wrong[0]}")
        for did in seat.carried:
            if did not in lib.drama:
                raise SetupError(f"seat {i + 1}: unknown Drama card '{did}'")
        for mid in list(seat.move_cards or []) + list(seat.allies):
            if mid not in lib.move_cards:
                raise SetupError(f"seat {i + 1}: unknown Move card '{mid}'")


def seat_pages(seat: SeatSetup, lib) -> list[str]:
    """The 40 page ids a seat plays: its own playbook's, or its library playbook's."""
    if seat.custom is not None:
        return list(seat.custom.pages)
    return starter_pages(lib, seat.playbook or lib.superstars[seat.superstar].playbook)


def seat_leadoff(seat: SeatSetup, lib) -> list[str]:
    """The leadoff pages a seat names (PB-6): the seat's own choice, else its playbook's."""
    if seat.leadoff is not None:
        return list(seat.leadoff)
    if seat.custom is not None:
        return list(seat.custom.leadoff)
    return starter_leadoff(lib, seat.playbook or lib.superstars[seat.superstar].playbook)


def leadoff_instances(pages: tuple, first: int, count: int, leadoff: list[str]) -> tuple:
    """The page instances (first..first+count-1) that are the leadoff pages, in their order."""
    free = list(range(first, first + count))
    out = []
    for pid in leadoff:
        for inst in free:
            if pages[inst] == pid:
                out.append(inst)
                free.remove(inst)
                break
    return tuple(out)


def new_state(setup: MatchSetup, cat: Catalog, edition: int = EDITION) -> MatchState:
    """The state before the bell under an edition of the rules: pages numbered, bonuses in."""
    check_setup(setup, cat)
    lib = cat.lib
    rules = rules_for(setup.match_type, setup.turn_limit, edition)
    pages: list[str] = []
    sides = []
    for seat in setup.seats:
        star = lib.superstars[seat.superstar]
        first = len(pages)
        pages.extend(seat_pages(seat, lib))
        leadoff = seat_leadoff(seat, lib)
        if not leadoff and seat.leadoff is None and seat.controller != "human" \
                and leads_off(edition):  # an AI seat whose playbook names none chooses
            leadoff = choose_leadoff(pages[first:], star, lib)
        leadoff_ids = leadoff_instances(tuple(pages), first, len(pages) - first, leadoff)
        cards = list(seat.move_cards if seat.move_cards is not None else star.move_cards)
        tapped = list(seat.tapped) if seat.tapped is not None else [False] * len(cards)
        caps = momentum_tuple(star.momentum_caps)
        side = Side(star.id, star.hp, star.hp, caps, list(momentum_tuple(star.start_momentum)),
                    playbook=list(range(first, len(pages))), move_cards=cards, tapped=tapped,
                    tap_causes=[""] * len(cards), allies=list(seat.allies),
                    carried=tuple(seat.carried), leadoff=leadoff_ids)
        sides.append(side)
    state = MatchState(setup.seed, rules, tuple(pages), cat, sides,
                       options=tuple(setup.options),
                       controllers=tuple(seat.controller for seat in setup.seats))
    for i, side in enumerate(sides):
        for b in active_bonuses(state, i):
            if b.kind == "extra_hp":
                side.max_hp += b.amount
                side.hp += b.amount
            elif b.kind == "start_momentum":
                for k, v in b.momentum.items():
                    j = MOMENTUM.index(k)
                    side.momentum[j] += v
            elif b.kind == "crowd_start":
                side.crowd_points += b.amount
        side.momentum = [min(m, c) for m, c in zip(side.momentum, side.caps)]
    return state


def random_setup(cat: Catalog, seed: int, match_type: str, p1: str, p2: str) -> MatchSetup:
    """A quick match: two different Superstars drawn from the seed, with their own playbooks."""
    names = sorted(cat.lib.superstars)
    dice = Dice(seed, 77)
    a = dice.below(len(names))
    b = (a + 1 + dice.below(len(names) - 1)) % len(names)
    return MatchSetup(seed=seed, match_type=match_type,
                      seats=[SeatSetup(superstar=names[a], controller=p1),
                             SeatSetup(superstar=names[b], controller=p2)])
