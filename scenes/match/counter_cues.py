"""A counter's cues: the move attempted begun and turned round in the ring (reversals), then
COUNTERED as the reversal reads (it landed a quarter second before: session 51's play-test),
the counter card in the spot and COUNTERED! over the ring."""
from __future__ import annotations

from scenes.match.cues import BLUE
from scenes.match import reversals as RV
from scenes.match import show_cues as SC
from scenes.match import trips as TR
from scenes.match.cues import captions
from scenes.match.motions import springs



def _info(state, page):
    """A page's card data (None when the state cannot say)."""
    try:
        return state.info(page)
    except (AttributeError, KeyError, IndexError, TypeError):
        return None


def _down(state, seat: int) -> bool:
    """Whether the state after the command has the Superstar on the mat."""
    try:
        return bool(state.sides[seat].on_mat)
    except (AttributeError, IndexError, TypeError):
        return False


def countered(pr, ev) -> None:
    """The reversal (the attacker's motion, `counter` of the move's own), COUNTERED as it
    reads, the counter in the spot, the banner; the next cues wait for the reversal's end."""
    move, counter = _info(pr.state, ev.move_page), _info(pr.state, ev.page)
    of = RV.attempted(move)
    dur, hit = RV.seconds_of(of), RV.TURN_AT.get(of, 0.45)
    part = getattr(move, "target", "") or ""
    across = TR.go_out(pr, ev.move_seat, "counter", of, part)  # (out to one on the floor)
    start = pr.cursor
    rises = not pr.reduced_motion and bool(pr.on_mat.get(ev.seat)) and not _down(pr.state,
                                                                                  ev.seat)
    cue = pr.add("motion", dur, ev.move_seat, motion="counter", of=of, how=RV.how_of(counter),
                 hit=hit, part=part, prop=move.id if of == "weapon" else "", rises=rises,
                 spring=springs(move))
    if across:  # turned round beside them there, hit there by the counter's own move, then
        TR.trip_cues(pr, ev.move_seat, cue, wait=True)  # back where the state has them
    if rises:  # up off the mat in the reversal, not lying again till a rise after it (session
        pr.on_mat[ev.seat] = False  # 52's play-test): the figure and panel turn as it does
    pr.count_motion("counter")
    if not pr.reduced_motion:  # (nothing moves: it shows at once)
        pr.gap(hit * dur + RV.READS)
    pr.sound("counter")
    colour = SC.seat_colour(ev.seat, BLUE)  # the counterer's
    pr.add("stamp", 0.0, text="COUNTERED", colour=colour)
    pr.gap(0.2)
    card = pr.card_of(ev.page)
    pr.spotlight(card, ev.seat, captions(pr.name(ev.seat))["counter"], "counter")
    sub = pr.name(ev.seat) + (f" \u00b7 {card.name}" if card is not None else "")
    pr.banner("COUNTERED!", colour, 0.9, sub=sub)
    pr.gap(0.35)
    if not pr.reduced_motion:  # the counter's own move after the reversal, not over it
        pr.cursor = max(pr.cursor, start + dur * pr.speed)
