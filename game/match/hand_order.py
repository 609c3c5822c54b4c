"""The order a hand is shown and numbered in (keys 1-5), made of the match's log alone, so a
match continued from a save shows every page where it was before Save & Quit.

A page keeps its place while it stays in hand; a new page takes the first place a played one
left, and the rest go to the right. The order is folded entry by entry over the log in effect
(take-backs fold as if the taken-back command had never been played), from the state before
the bell: the same log always gives the same order, live or loaded.
"""
from __future__ import annotations

from .apply import apply_in_place
from .commands import TakeBack
from .takeback import in_effect


def placed(before: list, hand: list) -> list:
    """The hand in order after `before`: pages still held keep their places, new pages fill
    the places left free (left to right), then go to the right. A place left free stays free
    (None) till a page takes it: a move played and answered in two commands left its place
    to the pages beside it, so every number key past it named another page (session 71's
    play-test: 4, meant for Second Wind, played Size-Sixteen Boot); `shown` drops the gaps."""
    keep, seen = set(hand), set(before)
    order = [p if p in keep else None for p in before]
    new = [p for p in hand if p not in seen]
    for i, p in enumerate(order):
        if p is None and new:
            order[i] = new.pop(0)
    order += new
    while order and order[-1] is None:
        order.pop()
    return order


def shown(order: list) -> list:
    """A hand's order as shown and numbered: its free places closed up."""
    return [p for p in order if p is not None]


class HandOrder:
    """Both seats' hands in shown order, kept up to date with a match's log as it grows."""

    def __init__(self) -> None:
        self.match = None
        self.folded = 0  # log entries folded
        self.state = None  # the state after them (a private copy)
        self.orders: list[list] = [[], []]

    def of(self, match, seat: int) -> list:
        """The seat's hand in shown order; the hand as it stands if the state was changed
        outside the log (a test's or a tool's edit) is placed on top."""
        self._follow(match)
        self.orders[seat] = placed(self.orders[seat], list(match.state.sides[seat].hand))
        return shown(self.orders[seat])

    def _follow(self, match) -> None:
        log = match.log
        new = log[self.folded:]
        if match is not self.match or len(log) < self.folded or \
                any(type(e.command) is TakeBack for e in new):
            self._refold(match)
            return
        self._fold_all(entry.events for entry in new)
        self.folded = len(log)

    def _refold(self, match) -> None:
        self.match = match
        self.state = match.first_state.clone()
        self.orders = [[], []]
        self._fold_all(match.log[i].events for i in in_effect(match.log))
        self.folded = len(match.log)

    def _fold_all(self, runs) -> None:
        """Fold runs of events; a state changed outside the log (its events no longer apply to
        the copy) is followed from then on by placing the hand as it stands."""
        for events in runs:
            if self.state is None:
                return
            try:
                for ev in events:
                    apply_in_place(self.state, ev)
            except Exception:  # the match was edited outside its log: no copy to fold
                self.state = None
                return
            for seat, side in enumerate(self.state.sides):
                self.orders[seat] = placed(self.orders[seat], side.hand)
