"""Auto-counter: what a human defender's standing rule plays for them when a move is pending.

The rules themselves (per kind of attack: 'ask', 'auto' or 'never') are the player's preferences,
kept by the settings and the table, never in a save; this module only says what a rule plays.
"""
from __future__ import annotations

from . import commands as C
from .legal import counter_blocker
from .words import MOVE_TYPES

COUNTER_RULES = ("ask", "auto", "never")
ATTACK_KINDS = MOVE_TYPES + ("weapon",)


def default_counter_rules() -> dict[str, str]:
    """Every kind of attack: ask me."""
    return {k: "ask" for k in ATTACK_KINDS}


def attack_kind(state) -> str | None:
    """The kind of the pending attack as the auto-counter rules name it (a move type or
    'weapon'), or None when nothing is pending."""
    if not state.pending:
        return None
    info = state.info(state.pending[1])
    return "weapon" if info.special == "weapon" else info.move_type


def auto_answer(state, seat: int, rules: dict) -> tuple | None:
    """What an auto-counter rule plays for a human defender: (command, words), or None when the
    rule says to ask them (the screen is handed over).

    'never' lets the move through; 'auto' counters with the best Defensive page that can (most
    damage, then cheapest), lets it through when no page can, and asks when only a page that is
    not Defensive could counter (the player may want to keep it)."""
    kind = attack_kind(state)
    if kind is None or state.actor() != seat:
        return None
    rule = rules.get(kind, "ask")
    if rule == "ask":
        return None
    if rule == "never":
        return C.Allow(seat), "never counters"
    side = state.sides[seat]
    counters = [p for p in side.hand if counter_blocker(state, seat, p) is None]
    defensive = [p for p in counters if "defensive" in state.info(p).tags]
    if defensive:
        def rank(p):
            info = state.info(p)
            return (-info.damage, sum(info.cost), info.id, p)
        best = min(defensive, key=rank)
        return C.Counter(seat, best), f"counters with {state.info(best).name}"
    if counters:
        return None
    return C.Allow(seat), "has no Defensive page to counter with"
