"""The show's pace: how fast the cues play (the show speed), how long input waits for them,
what an instant show still sounds, and which events keep the crowd from a dull stretch."""
from __future__ import annotations

from game.match import events as E

# The show's speed (Settings): every cue's time multiplied by this; instant plays each command's
# cues at once, with its one loudest sound (INSTANT_SOUNDS, most important first).
SHOW_SCALE = {"full": 1.0, "fast": 0.5, "instant": 0.0}
INSTANT_SOUNDS = ("bell", "bell_single", "finisher", "dq", "tap_out", "pin_count", "crowd_pop",
                  "injury", "counter", "slam", "ringside", "hit_heavy", "hit_light", "crowd_boo",
                  "crowd_cheer", "crowd_murmur", "card_play")
MAX_WAIT = 1.0  # seconds input waits for a command's cues at most; the rest plays on (and a
# new command hurries it to its end)

def batch_speed(events, speed: float) -> float:
    """The speed a command's show plays at: a Finisher's, a counter's and the finish's take
    twice the time of the pace's, at most full speed (the fast show's half undone; at fast an
    AI's closing run passed in about 3 s: session 48's play-test, a counter in a third of a
    second: session 49's). Instant stays instant."""
    big = any(type(ev) in (E.MatchEnded, E.MoveCountered) or (
        type(ev) is E.MoveConnected and "finisher" in ev.tags) for ev in events)
    return max(speed, min(1.0, 2.0 * speed)) if big else speed


# The events the crowd makes noise about (the others, in a row, make a dull stretch).
LIVELY = frozenset({E.MatchStarted, E.MoveConnected, E.MoveCountered, E.PinAttempted,
                    E.SubmissionAttempted, E.CrowdSupportGiven, E.CrowdPointsSpent,
                    E.WentToRingside, E.MoveCardTapped, E.WeaponUsed, E.MatchEnded,
                    E.InjuryTaken, E.EventEntered})


def interview_first(events) -> bool:
    """True when the bell's events deal a pre-match Interview: the bell waits for it."""
    return any(type(e) is E.DramaDealt for e in events)


def interview_ends(events) -> bool:
    """True when a command gives the last pre-match Interview: the bell comes after all its
    events (its Drama card's effect came after the bell: session 75's play-test)."""
    return any(type(e) is E.InterviewGiven and e.next_seat is None for e in events)


def loudest_only(cues: list) -> list:
    """The cues with one sound left: the most important (an instant show would otherwise play
    a command's sounds all at once)."""
    rank = {name: i for i, name in enumerate(INSTANT_SOUNDS)}
    sounds = [c for c in cues if c.kind == "sound"]
    if len(sounds) <= 1:
        return cues
    keep = min(sounds, key=lambda c: rank.get(c.text, len(rank)))
    return [c for c in cues if c.kind != "sound" or c is keep]
