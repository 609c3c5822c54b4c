"""The search of AI edition 11: a weapon at the root weighed at its exact DQ odds.

A weapon's disqualification roll is a chance node the sampled worlds roll afresh (ismcts.py).
Normal weighs each root command in four or five worlds, so a 30% roll came up in none of them a
quarter of the time and the chair looked free: a tester's Normal swung one over a foe at 4 HP
on the mat after its Finisher, and was disqualified (session 78). As Press Pin's own roll is, the
roll is now counted at its exact odds from the view: the worlds say how often the weapon lands
(the foe may counter it) and what came of those where it was not thrown out; a DQ is a lost
match. The worlds, the tree and every other command are edition 3's search.
"""
from __future__ import annotations

from ..match import commands as C
from ..match import events as E
from ..match.rules import decide
from ..match.apply import apply_in_place
from . import ismcts
from .risk import dq_chance_of


class Search(ismcts.Search):
    """Edition 3's search, a root weapon's DQ roll counted at its exact odds."""

    def __init__(self, seen, seat: int, options, dice, *more, **named) -> None:
        super().__init__(seen, seat, options, dice, *more, **named)
        self.dq = {i: chance for i in self.alive
                   if type(cmd := self.options[i]) is C.PlayPage
                   and seen.info(cmd.page).special == "weapon"
                   and (chance := dq_chance_of(seen, seat, cmd)) > 0}
        self.landed = dict.fromkeys(self.dq, 0)  # worlds where the root's weapon landed
        self.thrown = dict.fromkeys(self.dq, 0)  # ... and the referee disqualified the seat
        self.watching = False  # the playout under way has not yet seen its weapon land

    def step(self, s, cmd, i: int, first: bool) -> None:
        """Play a command in a world, counting where the root's weapon lands."""
        if i not in self.dq:
            return super().step(s, cmd, i, first)
        self.watching = self.watching or first
        page = self.options[i].page
        for ev in decide(s, cmd):
            if self.watching and type(ev) is E.WeaponUsed and ev.seat == self.seat \
                    and ev.page == page:
                self.watching = False
                self.landed[i] += 1
                self.thrown[i] += ev.dq
            apply_in_place(s, ev)

    def mean(self, i: int) -> float:
        """The mean chance of winning after command i; a weapon's: (1 - q) times what the
        worlds where it was not thrown out came to, q its exact DQ chance times how often it
        landed."""
        node = self.roots[i]
        if i not in self.dq or not node.visits:
            return super().mean(i)
        kept = node.visits - self.thrown[i]  # (a world thrown out counted 0: a lost match)
        if kept:
            value = node.total / kept
        else:  # every world threw it out: at best what the worst other command came to
            others = [self.roots[j].total / self.roots[j].visits for j in self.alive
                      if j != i and j not in self.dq and self.roots[j].visits]
            value = min(others) if others else 0.0
        q = self.dq[i] * self.landed[i] / node.visits
        return (1.0 - q) * value
