"""A pin that cannot succeed, in words: the term of the pin chance that holds it down the most
and what would raise it, so the table never lights a 0% pin as if it were on (no pygame)."""
from __future__ import annotations

from game.match import NO_TURN_YET
from scenes.match.count_warn import first_press, warn

ZERO_PIN = "0%: can't succeed"

RAISE = {
    "momentum": "build momentum first (momentum pages, or Pass to catch your breath)",
    "no referee to count": "wait until a referee is back to count",
    NO_TURN_YET: "no pin counts until your foe has had a turn (or is at 0 HP)",
    "bonuses": "a card in play holds pins down",
    "base (HP)": "wear the foe's HP down first",
}


SHORT = {  # the line under the ring has room for a few words
    "momentum": "build momentum",
    "no referee to count": "wait for a referee",
    NO_TURN_YET: "foe's turn first",
    "bonuses": "a card holds pins down",
    "base (HP)": "wear the foe down",
}


BANNER = {  # under PIN! or SUBMISSION? at no chance: what held it down, in a viewer's words
    "momentum": "momentum too low",
    "no referee to count": "no referee to count",
    "no referee to ask": "no referee to ask",
    NO_TURN_YET: "no turn yet",
    "bonuses": "a card holds them down",
}


NO_ONE = ("no referee to count", "no referee to ask")  # the terms of a distracted referee
NAMED = NO_ONE + (NO_TURN_YET,)  # terms as large as leaves no chance: their number says nothing


def first_turn(ev) -> bool:
    """Whether a pin or hold (its event) had no chance because its victim had not yet had a turn
    (rules edition 16)."""
    return ev.chance <= 0 and any(name == NO_TURN_YET for name, _ in ev.terms or ())


def zero_words(ev, victim: str) -> str:
    """A pin's or hold's chance of 0 in the log's words."""
    return f"{victim} hasn't had a turn yet" if first_turn(ev) else "no chance"


def no_referee(ev) -> bool:
    """Whether nobody counted a pin or asked at a hold (ev: its PinAttempted or
    SubmissionAttempted): the referee distracted and the chance 0 (under rules edition 12 and
    older his -100 could be beaten, and then a count came: the review of session 66)."""
    return ev.chance <= 0 and any(name in NO_ONE for name, _ in ev.terms or ())


def no_chance(terms, hold: bool = False, victim: str = "") -> str:
    """Under a PIN! banner at 0% (a hold's SUBMISSION? when `hold`): 'no chance: too fresh to
    be pinned' (it said 'too fresh to tap', a submission's word, whatever held the pin down;
    a hold said only 'no chance': session 50's play-tests); `victim` names who is too fresh
    (after the attacker's name it read as theirs: session 67's play-test)."""
    worst = holding_down(terms)
    fresh = "too fresh to give up" if hold else "too fresh to be pinned"
    fresh = f"{victim} {fresh}" if victim else fresh
    first = f"{victim} hasn't had a turn yet" if victim else BANNER[NO_TURN_YET]
    words = "" if worst is None else fresh if worst[0] == "base (HP)" else \
        first if worst[0] == NO_TURN_YET else BANNER.get(worst[0], "")
    return f"no chance: {words}" if words else "no chance"


def holding_down(terms) -> tuple | None:
    """The term that pulls the pin chance down the most, as (name, value), or None when no term
    is below zero."""
    worst = min(terms, key=lambda t: t[1], default=None)
    return worst if worst is not None and worst[1] < 0 else None


def why_zero(terms, short: bool = False) -> str:
    """Why a pin's chance is 0% and what would raise it: 'momentum -30% holds it down: build
    momentum first (...)' (short: '...; build momentum'); 'the terms add up to 0% or less'
    when no term is negative."""
    worst = holding_down(terms)
    if worst is None:
        return "the terms add up to 0% or less"
    name, value = worst
    if short:
        raise_it = SHORT.get(name, "")
        held = name if name in NAMED else f"{name} {value}% holds it down"  # ('no referee to
        # count -100% holds it down; wait for a re...' was cut at 1280x720: session 61)
        return held + (f"; {raise_it}" if raise_it else "")
    raise_it = RAISE.get(name, "")
    held = name if name in NAMED else f"{name} {value}% holds it down"  # (his term is as
    # large as it must be to leave no chance from rules edition 13: its number says nothing)
    return held + (f": {raise_it}" if raise_it else "")


def sure_fail_warned(model, seat: int, cmd) -> bool:
    """A legal press of Pin at 0% or less: the first press at a point of the match only says
    why it can't succeed (True); a second one there goes ahead (False)."""
    from game.match import check, pin_reason
    if check(model.state, cmd) is not None or model.pin_chance(seat) > 0 or \
            not first_press(model, "pin"):
        return False
    why = pin_reason(model.state, seat).removeprefix("no chance yet: ")
    warn(model, f"This pin can't succeed now: {why}. Press Pin again to try anyway.", "info",
         5.0)
    return True
