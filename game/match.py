"""A match in progress: the setup, the current state and the log of commands with their events."""
from __future__ import annotations

from dataclasses import dataclass

from . import commands as C
from .apply import apply_in_place
from .catalog import Catalog
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
        self.log: list[Entry] = []
        if start:
            self.play(C.StartMatch(0))

    def play(self, cmd: C.Command) -> tuple:
        """Decide and apply a command; returns its events (IllegalCommand if refused)."""
        events = tuple(decide(self.state, cmd))
        for ev in events:
            apply_in_place(self.state, ev)
        self.log.append(Entry(cmd, events))
        return events

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
