"""Easy: reads the table sensibly (the policy of game/ai/policy.py) but plays like a beginner.

Its judgment is the policy's, from its own view, with a small nudge toward the pages its
Superstar's style likes, and two beginner's habits: short of momentum, it catches its breath with
a Pass and hands control over (RESTLESS_SHARE), and it presses Pin as soon as the chance looks
fair (EAGER_PIN) instead of building the momentum that would make it stick. Now and then it also
slips: it forgets to counter (FORGOT_COUNTER) or plays some other page than the best one
(WRONG_PAGE; never a weapon or a cheap shot: a slip, not a gamble). Against a careless foe these
cost little; against a careful one, who uses every turn of control it is handed, they cost
matches. The slips come from the AI's own Dice, so a seeded match replays the same.
"""
from __future__ import annotations

from .. import commands as C
from ..chances import final_chance, pin_terms
from . import policy
from .evaluate import persona_of, style_bonus

WRONG_PAGE = 15       # percent: plays some other page than the best one
FORGOT_COUNTER = 50   # percent: lets a counterable move through
RESTLESS_SHARE = 0.6  # passes to catch its breath below this share of its momentum caps
EAGER_PIN = 10        # presses Pin at this chance or better, even when waiting would be wiser
STYLE_SCALE = 0.5     # the Persona's likes, in the policy's points


def ranked(seen, seat: int, options) -> list:
    """The options, best first, by the policy's scores and the Persona's small nudges."""
    me = persona_of(seen, seat)
    vals = policy.scores(seen, seat, options)
    if me.likes:
        vals = [v + STYLE_SCALE * style_bonus(seen, seat, c, me) for c, v in zip(options, vals)]
    order = sorted(range(len(options)), key=lambda i: -vals[i])
    return [options[i] for i in order]


def habits(seen, seat: int, options, pick):
    """A beginner's habits over the policy's pick: an eager pin, a breather when short."""
    if seen.pending or type(pick) in (C.TapOut, C.PlayDrama, C.PressPin):
        return pick
    pin = C.PressPin(seat)
    if pin in options and final_chance(pin_terms(seen, seat)) >= EAGER_PIN:
        return pin
    me = seen.sides[seat]
    if C.Pass(seat) in options and not me.at_ringside \
            and me.total_momentum() < RESTLESS_SHARE * sum(me.caps):
        return C.Pass(seat)
    return pick


def is_slip_page(seen, cmd) -> bool:
    """A page a beginner might play by mistake: not a weapon, not a cheap shot."""
    if type(cmd) is not C.PlayPage:
        return False
    info = seen.info(cmd.page)
    return info.special != "weapon" and not any(e.do == "warnings" for e in info.effects)


def best(seen, seat: int, options):
    """What Easy means to play before any slip: the policy's pick, through its habits."""
    return habits(seen, seat, options, ranked(seen, seat, options)[0])


def choose(seen, seat, options, dice, clock=None):
    """The policy's judgment with a beginner's habits and slips."""
    pick = best(seen, seat, options)
    kind = type(pick)
    if kind is C.Counter and dice.below(100) < FORGOT_COUNTER:
        return next(c for c in options if type(c) is C.Allow)
    if kind is C.PlayPage and dice.below(100) < WRONG_PAGE:
        pages = [c for c in options if is_slip_page(seen, c)]
        if pages:
            return dice.pick(pages)
    return pick
