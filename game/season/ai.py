"""Season decisions for AI players: Interviews, bookings, Run-Ins, tap-outs and discards.

From AI edition 10 an AI that books a match spreads the card: a rival it has met weighs
against it more (SPREAD_MET a meeting) and a feud draws it no further, so it no longer books
the wrestler it rates weakest week after week (a person with fewer Move cards was booked in 5
of 6 of the AIs' matches: session 73's play-test). It Enjoys the Show only to rest, with two
Move cards tapped out and no booking worth more, and never at the Pay-Per-View (two AIs a win
from the title both sat it out, their rivals met too often: session 74's play-test).
"""
from __future__ import annotations

from ..match.tiers import rank
from . import commands as C
from .legal import INJURING, injury_does_nothing
from .rules import standing_key

DRAMA_WORTH = {"sneak_attack": 6, "injured_angle": 6, "grudge": 3, "promo": 3,
               "crowd_pleaser": 2, "cheap_heat": 2, "hype": 2, "heal_up": 2, "contract": 1,
               "backstage_brawl": 2}
SPREADS_THE_CARD = 10  # the AI edition from which bookings are spread
SPREAD_MET = 1.5  # a booking's weight against each earlier meeting of the pair (edition 10)


def leader(s, me: int, among=None) -> int:
    """The strongest rival in the standings."""
    rivals = [i for i in (among or range(len(s.players))) if i != me]
    return max(rivals, key=lambda i: standing_key(s, i))


def value(s, player: int, cmd) -> float:
    """How much the AI likes a season command."""
    lib = s.options["lib"]
    kind = type(cmd)
    me = s.players[player]
    if kind is C.ChooseTapOut:
        return -lib.move_cards[me.move_cards[cmd.card]].rank
    if kind is C.DiscardMove:
        card = lib.move_cards[me.move_cards[cmd.card]]
        return 1.0 if card.rank <= 1 and len(me.move_cards) >= 4 else -5.0
    if kind is C.GiveInterview:
        if not cmd.card:
            return 0.0
        effect = lib.drama[cmd.card].effect
        v = DRAMA_WORTH.get(effect, 1)
        if cmd.target is not None:
            target = s.players[cmd.target]
            if effect in INJURING and injury_does_nothing(target):
                return -1.0
            v += 2 if cmd.target == leader(s, player) else 0
        return v
    if kind is C.UseCrowd:
        return 5.0 + (2 if cmd.target is not None and cmd.target == leader(s, player) else 0)
    if kind is C.Book:
        if cmd.opponent is None:
            return 2.0 if sum(me.tapped) >= 2 else -1.0
        met = s.met.get((min(player, cmd.opponent), max(player, cmd.opponent)), 0)
        rival = 3.0 if s.feud_rival(player) == cmd.opponent else 0.0
        return 3.0 - 0.2 * rank(lib, s.players[cmd.opponent].move_cards) - 0.7 * met + rival
    if kind is C.RunIn:
        if cmd.side is None:
            return 0.5
        b = s.booking
        fighters = (s.active, b.opponent)
        helped = fighters[cmd.side]
        hurt = fighters[1 - cmd.side]
        return 1.0 if hurt == leader(s, player, fighters) and helped != hurt else -1.0
    return 0.0


def spread_value(s, player: int, cmd) -> float:
    """How much the AI likes booking this rival when it spreads the card (edition 10): weaker
    Move cards still draw it, each earlier meeting of the pair weighs against it more."""
    lib = s.options["lib"]
    met = s.met.get((min(player, cmd.opponent), max(player, cmd.opponent)), 0)
    return 3.0 - 0.2 * rank(lib, s.players[cmd.opponent].move_cards) - SPREAD_MET * met


def rests(s, player: int, best) -> bool:
    """An AI of edition 10 Enjoys the Show: to rest (two Move cards tapped out, no booking
    worth more), never at the Pay-Per-View."""
    return type(best) is C.Book and best.opponent is None and not s.ppv() \
        and sum(s.players[player].tapped) >= 2


def choose(s, player: int, options: list, edition: int = SPREADS_THE_CARD):
    """The season command the AI of this AI edition prefers (ties: the first)."""
    best = max(options, key=lambda c: value(s, player, c))
    rivals = [c for c in options if type(c) is C.Book and c.opponent is not None]
    if edition < SPREADS_THE_CARD or type(best) is not C.Book or not rivals \
            or rests(s, player, best):
        return best
    return max(rivals, key=lambda c: spread_value(s, player, c))
