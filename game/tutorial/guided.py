"""A tutorial match: the real Match, through which only the command the tutorial asks of the player
is played (anything else is refused with a reminder, as the rules refuse an illegal command), and
which notes every lesson done. The foe's commands and the rules are untouched."""
from __future__ import annotations

from dataclasses import replace

from ..match import commands as C
from ..errors import IllegalCommand
from ..match.takeback import Refusal
from .course import Ask, Course, replay
from .script import PLAYER

BUTTON_WORDS = {C.Pass: "press Pass.", C.Allow: "press Let it through.", C.PressPin: "press Pin.",
                C.MoveToRingside: "press To Ringside.", C.ReturnToRing: "press Return to Ring."}


def reminder(state, asked: Ask) -> str:
    """What the tutorial waits for, in a few words."""
    cmd = asked.command
    if isinstance(cmd, (C.PlayPage, C.Counter)):
        return f"play {state.info(cmd.page).name} (it glows)."
    if isinstance(cmd, C.TapOut):
        card = state.sides[PLAYER].move_cards[cmd.card]
        return f"tap out {state.cat.lib.move_cards[card].name}."
    return BUTTON_WORDS.get(type(cmd), "do what the lesson card says.")


def same_card(state, cmd, wanted) -> bool:
    """True when cmd plays another copy of the page the tutorial asks for (and is the same
    command otherwise): two Leverages in hand are one choice to the player."""
    if type(cmd) is not type(wanted) or not isinstance(cmd, (C.PlayPage, C.Counter)):
        return False
    if replace(cmd, page=wanted.page) != wanted:
        return False
    try:
        return state.info(cmd.page).id == state.info(wanted.page).id
    except (KeyError, IndexError):
        return False


class GuidedMatch:
    """A Match (every attribute of it is read through) that plays the tutorial's way."""

    def __init__(self, match, course: Course | None = None) -> None:
        self.inner = match
        self.course = course if course is not None else replay(match.setup, match.cat, match.log)
        self._ask: tuple | None = None

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def ask(self) -> Ask:
        """What the tutorial asks now (worked out once per command)."""
        n = len(self.inner.log)
        if self._ask is None or self._ask[0] != n:
            self._ask = (n, self.course.ask(self.inner.state))
        return self._ask[1]

    def play(self, cmd) -> tuple:
        """Play a command if it is the one the tutorial waits for (IllegalCommand with a
        reminder otherwise); a lesson it completes is noted."""
        asked = self.ask() if self.inner.actor() == PLAYER else None
        if asked is not None and asked.command is not None and cmd != asked.command:
            if not same_card(self.inner.state, cmd, asked.command):
                raise IllegalCommand(f"Not yet: {reminder(self.inner.state, asked)}")
            cmd = asked.command  # the copy the script planned: the lessons stay on course
        events = self.inner.play(cmd)
        self.course.record(self.inner.state, cmd, events, asked)
        return events

    def controller(self, seat: int) -> str:
        """Who plays a seat: the player, and the tutorial's script for the foe."""
        return "Scripted" if seat != PLAYER else self.inner.controller(seat)

    def take_back_refusal(self, seat: int, agreed: bool = False) -> Refusal:
        """The tutorial goes forward only: a lesson may have been learned from the command."""
        return Refusal("tutorial", "The tutorial goes forward only: no take-backs here.")

    def foe_command(self):
        """The scripted foe's command now."""
        return self.course.foe_command(self.inner.state)
