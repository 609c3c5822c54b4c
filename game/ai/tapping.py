"""AI edition 8's tap-out: an injured Superstar gives up first a Move card whose bonus acted once,
at the bell (extra HP, starting momentum or Crowd: tapping it takes nothing back this match), then
the lowest rank. Editions 1-7 gave up the lowest rank whatever it still gave (Hard tapped out
Hard to Flip, a counter it still used, before Bodyguard Bulk, whose +3 HP stays: session 67)."""
from __future__ import annotations

from ..match import commands as C
from ..match.bonuses import given_at_the_bell


def spent_first(seen, seat: int, options: list):
    """The tap-out that costs least: a bonus already given at the bell, then the lowest rank."""
    side = seen.sides[seat]
    rank = seen.cat.lib.move_cards

    def cost(cmd):
        return (not given_at_the_bell(seen, seat, cmd.card),
                rank[side.move_cards[cmd.card]].rank, cmd.card)
    return min(options, key=cost)


def tapping(thinking):
    """A level's thinking (a generator function) with edition 8's tap-out."""
    def thought(seen, seat, options, dice, clock=None, *more):
        if type(options[0]) is C.TapOut:
            return spent_first(seen, seat, options)
        return (yield from thinking(seen, seat, options, dice, clock, *more))
    return thought
