"""When the screen is handed over mid-turn in pass-and-play (no pygame).

A counter window opens only when the defender holds a page that could answer, so a handover that
came only then would tell the attacker what the defender holds. Instead, what both players know
decides it: an attack (a move or a weapon) on a person whose auto-counter rule for that kind of
attack is "ask me" hands them the screen every time, window or not; "counter automatically" and
"never counter" answer without a handover, every time.
"""
from __future__ import annotations

from game.ai import page_attack_kind
from game.match import events as E


def attacked_page(events) -> tuple | None:
    """(attacker seat, page) when these events played a page that awaits an answer (a move or
    a weapon), whether or not a counter window opened."""
    for ev in events:
        if type(ev) is E.PagePlayed and ev.to == "pending":
            return ev.seat, ev.page
    return None


def owed_after(state, events, humans: list[int], rules: list[dict]) -> tuple | None:
    """(defender seat, page) when the screen is owed to the defender after these events: both
    seats are people and the defender's rule for this kind of attack is 'ask'."""
    attack = attacked_page(events)
    if attack is None or len(humans) < 2 or state.over is not None:
        return None
    seat, page = attack
    defender = 1 - seat
    kind = page_attack_kind(state.info(page))
    return (defender, page) if rules[defender].get(kind, "ask") == "ask" else None


def facing_words(name: str) -> str:
    """What the handover curtain says of a defender, window or not (the same words either way)."""
    return f"faces {name}: take the screen to answer it or watch it land"
