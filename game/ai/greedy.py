"""Greedy: take the best-looking command now, by a simple reading of the table."""
from __future__ import annotations

from ..match import commands as C
from ..match.bonuses import damage_bonus
from ..match.chances import final_chance, pin_terms
from ..match.legal import pins
from .policy import RINGSIDE_WORTH, pin_after, ringside_pages_value

PIN_GOOD_ENOUGH = 35


def page_value(seen, seat: int, page: int) -> float:
    """How much a page is worth playing now."""
    info = seen.info(page)
    me = seen.sides[seat]
    if info.kind == "momentum":
        room = sum(min(g, c - m) for g, c, m in zip(info.gain, me.caps, me.momentum))
        return 0.8 * room
    if info.kind == "move":
        dmg = info.damage + damage_bonus(seen, seat, info)
        if "finisher" in info.tags and seen.rules.showdown:
            dmg += 5
        value = dmg * 2.0 - 0.3 * sum(info.cost) + 0.5 * len(info.effects)
        if "hold" in info.tags:
            value += 1.0
        if pins(info):  # a free pin: no Attitude, no kick-out handing control over
            value += pin_after(seen, seat, info, dmg, True)
        return value
    if info.special == "weapon":
        return info.card.weapon.damage * 1.6 - info.card.weapon.dq_risk / 10
    return 3.0 + len(info.effects)


def counter_value(seen, seat: int, page: int) -> float:
    """How much a counter is worth: its damage, and taking control."""
    info = seen.info(page)
    return 5.0 + info.damage - 0.3 * sum(info.cost)


def choose(seen, seat, options, dice):
    """The command with the best immediate value."""
    best, best_v = None, float("-inf")
    for cmd in options:
        v = score(seen, seat, cmd)
        if v > best_v:
            best, best_v = cmd, v
    return best


DRAMA_VALUES = {"sneak_attack": 8.0, "injured_angle": 8.0, "backstage_brawl": 5.0,
                "heal_up": 5.0, "grudge": 4.0, "hype": 3.0, "contract": 3.0, "promo": 4.0,
                "cheap_heat": 3.0, "crowd_pleaser": 3.0}


def drama_value(seen, seat: int, card: str) -> float:
    """How much a Drama card is worth in the Interview ('' plays none)."""
    if not card:
        return 0.0
    drama = seen.cat.lib.drama[card]
    foe = seen.sides[1 - seat]
    if drama.effect in ("sneak_attack", "injured_angle") and (all(foe.tapped) or foe.injured()):
        return -1.0
    return DRAMA_VALUES.get(drama.effect, 1.0) + drama.amount * 0.1


def score(seen, seat: int, cmd) -> float:
    """The value of one command."""
    kind = type(cmd)
    if kind is C.PressPin:
        chance = final_chance(pin_terms(seen, seat))
        return chance if chance >= PIN_GOOD_ENOUGH else -5
    if kind is C.PlayPage:
        return page_value(seen, seat, cmd.page)
    if kind is C.Counter:
        return counter_value(seen, seat, cmd.page)
    if kind is C.Allow:
        return 0.0
    if kind is C.Pass:
        return 1.0
    if kind is C.ReturnToRing:
        side = seen.sides[seat]
        return 50.0 if side.ringside_turns >= seen.rules.count_out_after else 2.5
    if kind is C.MoveToRingside:  # worth it when it opens a ringside page in hand
        outside = ringside_pages_value(seen, seat)
        return 2.0 * outside if outside >= RINGSIDE_WORTH else 0.5
    if kind is C.SpendCrowd:
        return 6.0
    if kind is C.PlayDrama:
        return drama_value(seen, seat, cmd.card)
    if kind is C.TapOut:
        lib = seen.cat.lib
        return -lib.move_cards[seen.sides[seat].move_cards[cmd.card]].rank
    return 0.0
