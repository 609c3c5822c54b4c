"""Season decisions for AI players: Interviews, bookings, Run-Ins, tap-outs and discards."""
from __future__ import annotations

from ..match.tiers import rank
from . import commands as C
from .legal import INJURING, injury_does_nothing
from .rules import standing_key

DRAMA_WORTH = {"sneak_attack": 6, "injured_angle": 6, "grudge": 3, "promo": 3,
               "crowd_pleaser": 2, "cheap_heat": 2, "hype": 2, "heal_up": 2, "contract": 1,
               "backstage_brawl": 2}


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


def choose(s, player: int, options: list):
    """The season command the AI prefers (ties: the first)."""
    return max(options, key=lambda c: value(s, player, c))
