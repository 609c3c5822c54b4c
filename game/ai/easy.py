"""Easy: plays sensibly (greedy's reading of the table) but makes human-sized mistakes.

Now and then it plays the wrong page, misses a good pin, or forgets to counter; the mistakes come
from the AI's own Dice, so a seeded match replays the same.
"""
from __future__ import annotations

from .. import commands as C
from ..chances import dq_chance, final_chance, pin_terms, referee_rules
from .evaluate import persona_of, style_bonus
from .greedy import score

WRONG_PAGE = 15      # percent: plays some other playable page than the best one
MISSED_PIN = 35      # percent: doesn't see a good pin
FORGOT_COUNTER = 25  # percent: lets a counterable move through
STYLE_SCALE = 0.5    # the Persona's likes, in greedy's units
PIN_BAR = 35         # pin chance worth a press
PIN_BAR_BEATEN = 20  # ... when the foe is down to a tenth of their HP


def dq_worry(seen, seat: int, cmd) -> float:
    """How much a sensible player shies away from the DQ risk a page brings."""
    if type(cmd) not in (C.PlayPage, C.Counter) or seen.ref_distracted():
        return 0.0
    info = seen.info(cmd.page)
    ref = referee_rules(seen)
    if info.special == "weapon":
        if seen.rules.hardcore or ref.weapons_legal:
            return 0.0
        return info.card.weapon.dq_risk / 3.0
    count = sum(e.count for e in info.effects if e.do == "warnings")
    if not count:
        return 0.0
    total = seen.sides[seat].warnings + count + ref.warnings_extra
    return dq_chance(total, ref) / 3.0


def finishing_touch(seen, seat: int, cmd) -> float:
    """A worn-down foe: put them on the mat so the pin is on."""
    if type(cmd) is not C.PlayPage:
        return 0.0
    foe = seen.sides[1 - seat]
    if foe.on_mat or foe.hp * 3 > foe.max_hp:
        return 0.0
    info = seen.info(cmd.page)
    return 4.0 if any(e.do == "to_mat" for e in info.effects) else 0.0


def pin_score(seen, seat: int) -> float:
    """Press Pin when the chance is fair (a lower bar than greedy's against a beaten foe)."""
    chance = final_chance(pin_terms(seen, seat))
    foe = seen.sides[1 - seat]
    bar = PIN_BAR_BEATEN if foe.hp * 10 <= foe.max_hp else PIN_BAR
    return chance if chance >= bar else -5.0


def best(seen, seat, options):
    """Greedy's choice, wary of a DQ, with the Persona's small nudges."""
    me = persona_of(seen, seat)
    top, top_v = options[0], float("-inf")
    for cmd in options:
        v = pin_score(seen, seat) if type(cmd) is C.PressPin else score(seen, seat, cmd)
        v += STYLE_SCALE * style_bonus(seen, seat, cmd, me)
        v += finishing_touch(seen, seat, cmd) - dq_worry(seen, seat, cmd)
        if v > top_v:
            top, top_v = cmd, v
    return top


def choose(seen, seat, options, dice, clock=None):
    """Greedy with a human's slips."""
    pick = best(seen, seat, options)
    if seen.sides[seat].at_ringside and not seen.pending:
        back = [c for c in options if type(c) is C.ReturnToRing]
        if back:  # nobody sensible hangs around outside for the count
            return back[0]
    kind = type(pick)
    if kind is C.Counter and dice.below(100) < FORGOT_COUNTER:
        return next(c for c in options if type(c) is C.Allow)
    if kind is C.PressPin and dice.below(100) < MISSED_PIN:
        rest = [c for c in options if type(c) is not C.PressPin]
        return best(seen, seat, rest)
    if kind is C.PlayPage and dice.below(100) < WRONG_PAGE:
        pages = [c for c in options if type(c) is C.PlayPage]
        return dice.pick(pages)
    return pick
