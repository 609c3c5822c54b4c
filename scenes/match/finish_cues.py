"""The finish's cues: the referee raises the winner's hand once they are up, what follows
the bell waits for it, and a roll-up's foe lies into its cover (session 48's play-tests)."""
from __future__ import annotations

from scenes.match import show as SH
from scenes.match.cues import Cue
from scenes.match.show_cues import LIFTS, this_batch

RAISE_SECONDS = 1.7  # the referee raising the winner's hand


def raise_hand(pr, winner: int) -> None:
    """The referee raises the winner's hand once they are up off the cover or out of the hold
    (he walked to them, and through them, while they were still getting up: session 48's
    play-test)."""
    ends = [c.at + c.dur for c in this_batch(pr, "motion", winner, ("pin", "hold"))]
    wait = max([pr.cursor] + ends) - pr.cursor
    up = pr.add("ref", RAISE_SECONDS, winner, after=wait / pr.speed if pr.speed else 0.0,
                doing="raising")
    for call in this_batch(pr, "ref", 1 - winner):  # a count-out's last call holds till then
        if call.data.get("doing") == "count-out":  # (a distracted referee's '?' came back
            call.dur = max(call.dur, up.at - call.at)  # between: session 54's play-test)


def after_the_bell(pr) -> None:
    """What follows the bell (a squash's SQUASHED!, the tap-out it owes) waits for the winner's
    moment: the hand raised in full (SQUASHED! and the tap-out's chooser came 1.5 s into it:
    session 48's play-test)."""
    raised = [c.at + c.dur for c in pr.cues if c.kind == "ref" and c.data.get("doing") ==
              "raising" and c.at >= pr.batch_start - 1e-9]
    pr.cursor = max([pr.cursor + 1.6 * pr.speed] + raised)


def rolled_into(pr, seat: int, cover) -> None:
    """A foe on their feet whom the pinner's move turned over (a roll-up) lies from that
    move's impact till the cover holds them (they stood back up between the roll-up and its
    cover: session 48's play-test)."""
    if pr.on_mat.get(1 - seat) or cover not in pr.cues:
        return
    lifts = [c for c in this_batch(pr, "motion", seat, LIFTS) if c is not cover]
    if lifts:
        at = lifts[-1].at + SH.IMPACT_AT.get(lifts[-1].data.get("motion"), 0.5) * lifts[-1].dur
        until = cover.at + cover.data["hit"] * cover.dur
        if until > at:
            pr.cues.append(Cue("lie", at, until - at, 1 - seat))
