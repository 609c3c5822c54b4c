"""Habits and slips: the human-sized mistakes that set the Easy and Normal AIs below Hard.

A level reads the table its own way and picks a command; its Habits then bend that pick the way a
less seasoned wrestler would: it catches its breath with a Pass while short of momentum (below a
share of its caps), presses Pin as soon as the chance looks fair instead of building momentum
first, forgets some of its counters and now and then plays some other page than the best one
(never a weapon or a cheap shot: a slip, not a gamble); a beginner may lose the count outside and
fight on when the referee's last count calls them back in. A careless foe hardly punishes these; a
careful one uses every turn of control they hand over. The slips are drawn from the AI's own Dice,
so a seeded match replays the same.

A habit that hands control over (the breather, the eager pin) never strikes on the first command
after taking control: a slip never hands a turn over for nothing (issue 30).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..match import commands as C
from ..match.chances import final_chance, pin_terms
from ..match.dangers import counted_out_by


@dataclass(frozen=True, slots=True)
class Habits:
    """How a level strays from its best pick."""
    restless: float       # passes to catch its breath below this share of its momentum caps
    eager_pin: int        # presses Pin at this chance (percent) or better
    forgot_counter: int   # percent of the counters it means to play that it forgets
    wrong_page: int       # percent of the pages it means to play that become some other page
    lost_count: int = 0   # percent of its climbs back in on the last count it forgets


def first_in_control(seen, seat: int) -> bool:
    """True before the seat has connected a move since it took control (or since the bell)."""
    return seen.string_seat != seat or seen.string_count == 0


def bend(seen, seat: int, options, pick, h: Habits):
    """The pick through the habits: an eager pin, a breather when short of momentum (neither
    on the first command after taking control)."""
    if seen.pending or type(pick) in (C.TapOut, C.PlayDrama, C.PressPin) \
            or first_in_control(seen, seat):
        return pick
    pin = C.PressPin(seat)
    if pin in options and final_chance(pin_terms(seen, seat)) >= h.eager_pin:
        return pin
    me = seen.sides[seat]
    if C.Pass(seat) in options and not me.at_ringside \
            and me.total_momentum() < h.restless * sum(me.caps):
        return C.Pass(seat)
    return pick


def is_slip_page(seen, cmd) -> bool:
    """A page one might play by mistake: not a weapon, not a cheap shot."""
    if type(cmd) is not C.PlayPage:
        return False
    info = seen.info(cmd.page)
    return info.special != "weapon" and not any(e.do == "warnings" for e in info.effects)


def slip(seen, options, pick, dice, h: Habits):
    """Now and then a forgotten counter or another page than the one meant."""
    kind = type(pick)
    if kind is C.Counter and dice.below(100) < h.forgot_counter:
        return next(c for c in options if type(c) is C.Allow)
    if kind is C.ReturnToRing and h.lost_count and dice.below(100) < h.lost_count:
        others = [c for c in options if type(c) is C.PlayPage and is_slip_page(seen, c)]
        if others:
            return dice.pick(others)
    if kind is C.PlayPage and dice.below(100) < h.wrong_page:
        pages = [c for c in options if is_slip_page(seen, c)]
        if pages:
            return dice.pick(pages)
    return pick


def play(seen, seat: int, options, pick, dice, h: Habits):
    """The command actually played: the pick bent by the habits, then perhaps a slip."""
    return slip(seen, options, bend(seen, seat, options, pick, h), dice, h)
