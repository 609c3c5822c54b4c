"""Auto-counter: what a human defender's rule set in advance plays for them, so the screen need
not be handed over on every move. The rules ('ask', 'auto' or 'never' per kind of attack) are
the player's preferences; the engine never sees them, only the command they give."""
from __future__ import annotations

from ..match import commands as C
from ..match.legal import counter_blocker


def attack_kind(state) -> str | None:
    """The kind of the pending attack as the auto-counter rules name it (a move type or
    'weapon'), or None when nothing is pending."""
    if not state.pending:
        return None
    return page_attack_kind(state.info(state.pending[1]))


def page_attack_kind(info) -> str:
    """The kind of attack a move or weapon page is, as the auto-counter rules name it."""
    return "weapon" if info.special == "weapon" else info.move_type


def warnings_of(info) -> int:
    """The warnings a page draws from the referee when it connects."""
    return sum(getattr(e, "count", 1) for e in getattr(info, "effects", ()) if e.do == "warnings")


def auto_answer(state, seat: int, rules: dict) -> tuple | None:
    """What an auto-counter rule plays for a human defender: (command, words), or None when the
    rule says to ask them (the screen is handed over).

    'never' lets the move through; 'auto' counters with the best Defensive page that can (one
    that draws no warning first, then most damage, then cheapest: Thumb in the Eye earned a
    player warnings unasked, session 67) and lets it through when no Defensive page can (a page
    that is not Defensive is kept). Neither asks, so whether the screen is handed over never
    depends on the hidden hand: only 'ask' hands it over."""
    kind = attack_kind(state)
    if kind is None or state.to_move() != seat:
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
            return (warnings_of(info), -getattr(info, "damage", 0), sum(info.cost), info.id, p)
        best = min(defensive, key=rank)
        warned = warnings_of(state.info(best))
        return C.Counter(seat, best), f"counters with {state.info(best).name}" + (
            f" (+{warned} warning{'s' if warned > 1 else ''})" if warned else "")
    return C.Allow(seat), "has no Defensive page to counter with"
