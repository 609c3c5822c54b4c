"""A press that throws the match away asks for a second: a count-out (and a 0% pin, pin_words).

On the last count outside, a page played, a Pass or the Crowd ability leaves the Superstar
outside when the referee counts: the match is lost at once. The hand and the buttons say so
on their hover, but a newcomer pressing three number keys in a row lost a match on turn 11 that
way, and another played Crowd Chant on "Last count!" (session 63). The first press at a point
of the match only says what it would do; a second press there goes ahead.
"""
from __future__ import annotations

from game.match import check, counted_out_by


def first_press(model, what: str) -> bool:
    """True the first time this press is made at this point of the match (it only warns then);
    False for a second press there, which goes ahead (a 0% pin, a count-out)."""
    here = (len(model.source.log), what)
    if model.warned == here:
        return False
    model.warned = here
    return True


def countout_warned(model, seat: int, cmd, what: str) -> bool:
    """True when this press only warned (a legal command that loses by count-out, pressed for
    the first time at this point of the match); `what` names it for the words."""
    st = model.state
    if check(st, cmd) is not None or not counted_out_by(st, seat, cmd) or \
            not first_press(model, what):
        return False
    warn(model, f"{what} leaves you outside at the referee's count: you will be counted out "
                f"and lose. Return to Ring (T) climbs back in; press again to do it anyway.",
         "error", 6.0)
    return True


def warn(model, words: str, kind: str, seconds: float) -> None:
    """Say what a first press would do; the words go when the match moves on (stale_warnings)."""
    model.warned_words.append((len(model.source.log), words))
    model.notice(words, kind, seconds)


def stale_warnings(model) -> list[str]:
    """The words of first presses' warnings once the match has moved past their point (to take
    off the screen: 'you will be counted out' stood after a climb back in: session 66)."""
    now = len(model.source.log)
    stale = [words for at, words in model.warned_words if at != now]
    model.warned_words = [(at, words) for at, words in model.warned_words if at == now]
    return stale
