"""A match in progress: the setup, the current state and the log of commands with their events."""
from __future__ import annotations

from dataclasses import dataclass

from . import commands as C
from . import takeback
from .apply import apply_in_place
from ..library.catalog import Catalog
from .legal import actor, legal_commands
from .rules import decide
from .setup import MatchSetup, new_state
from .state import EDITION, MatchState


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the log: a command and the events it produced."""
    command: C.Command
    events: tuple


class Match:
    """Runs commands through decide and apply, and keeps the log a save is made of."""

    def __init__(self, setup: MatchSetup, cat: Catalog, start: bool = True,
                 edition: int = EDITION) -> None:
        self.setup = setup
        self.cat = cat
        self.state: MatchState = new_state(setup, cat, edition)
        self.first_state: MatchState = self.state.clone()  # before the bell (take-backs refold)
        self.log: list[Entry] = []
        if start:
            self.play(C.StartMatch(0))

    def play(self, cmd: C.Command) -> tuple:
        """Decide and apply a command; returns its events (IllegalCommand if refused)."""
        if type(cmd) is C.TakeBack:
            return self.take_back(cmd.seat, cmd.agreed)
        events = tuple(decide(self.state, cmd))
        for ev in events:
            apply_in_place(self.state, ev)
        self.log.append(Entry(cmd, events))
        return events

    def take_back(self, seat: int, agreed: bool = False) -> tuple:
        """Take back the seat's last command (IllegalCommand with the reason when refused)."""
        cmd = C.TakeBack(seat, agreed)
        events = takeback.decide_take_back(self, cmd)
        self.commit_take_back(cmd, events)
        return events

    def commit_take_back(self, cmd: C.TakeBack, events: tuple) -> None:
        """Log a decided take-back and stand where the match was before the entry it names."""
        self.state = takeback.state_before(self, events[0].entry)
        self.log.append(Entry(cmd, events))

    def entries_in_effect(self) -> list[Entry]:
        """The log without the entries taken back and the take-backs themselves (for counts)."""
        return [self.log[i] for i in takeback.in_effect(self.log)]

    def take_back_owner(self) -> int | None:
        """The seat whose command a take-back would undo (the last one still in effect)."""
        return takeback.owner(self.log)

    def take_back_refusal(self, seat: int, agreed: bool = False):
        """Why the seat may not take back its last command now (a Refusal), or None."""
        return takeback.refusal(self, seat, agreed)

    def actor(self) -> int | None:
        """The seat that must act now."""
        return actor(self.state)

    def legal(self, seat: int) -> list:
        """The commands a seat may give now."""
        return legal_commands(self.state, seat)

    @property
    def over(self) -> bool:
        """True when the match has ended and nobody owes a tap-out."""
        return self.state.over is not None and self.actor() is None

    def controller(self, seat: int) -> str:
        """Who plays a seat: 'human' or an AI level."""
        return self.setup.seats[seat].controller
