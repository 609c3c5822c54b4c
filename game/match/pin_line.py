"""The Pin button's one short reason: its chance and the term that decides it, in words.

    "no chance yet: they have over a tenth of their HP and 13 more momentum"
    "62%: they are down at 0 HP"
"""
from __future__ import annotations

from .chances import final_chance, pin_terms
from .legal import pin_blocker

HP_LINES = (  # the foe's share of starting HP, as the base term says it (both formulas)
    (2, "they have half their HP or more"),
    (4, "they have over a fourth of their HP"),
    (10, "they have over a tenth of their HP"),
)


def hp_words(hp: int, start: int) -> str:
    """Where the foe's HP stands against the lines of the base term.

    >>> hp_words(20, 40), hp_words(9, 40), hp_words(4, 40), hp_words(0, 40)
    ('they have half their HP or more', 'they have over a tenth of their HP', 'they are at a tenth of their HP or less', 'they are down at 0 HP')
    """
    if hp <= 0:
        return "they are down at 0 HP"
    if hp * 2 >= start:
        return HP_LINES[0][1]
    if hp * 4 >= start:
        return HP_LINES[1][1]
    if hp * 10 > start:
        return HP_LINES[2][1]
    return "they are at a tenth of their HP or less"


def _against(name: str, value: int, state, seat: int) -> str:
    """A term that holds the pin down, in a few words."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    if name == "base (HP)":
        return hp_words(foe.hp, foe.max_hp)
    if name == "momentum":
        return f"{foe.total_momentum() - me.total_momentum()} more momentum"
    if name.startswith("no referee"):
        return "no referee to count"
    return "a card holds pins down"


def _for(name: str, value: int, state, seat: int) -> str:
    """A term that lifts the pin, in a few words."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    if name == "base (HP)":
        return hp_words(foe.hp, foe.max_hp)
    if name == "momentum":
        return f"you hold {me.total_momentum() - foe.total_momentum()} more momentum"
    if name == "finisher":
        return "your Finisher just hit"
    if name == "statuses":
        return "their Statuses"
    if name == "move damage":
        return "your last move hit hard"
    return f"{name} +{value}%"


def pin_reason(state, seat: int) -> str:
    """The seat's pin chance now and one short reason, for the Pin button and its tooltip."""
    terms = pin_terms(state, seat)
    chance = final_chance(terms)
    blocked = pin_blocker(state, seat)
    if chance <= 0:
        down = sorted((t for t in terms if t[1] < 0), key=lambda t: t[1])[:2]
        words = [_against(n, v, state, seat) for n, v in down] or ["the terms add up to 0%"]
        text = "no chance yet: " + " and ".join(words)
    else:
        best = max(terms, key=lambda t: t[1])
        text = f"{chance}%: " + _for(best[0], best[1], state, seat)
    if blocked:
        text += f" ({blocked.rstrip('.')})"
    return text
