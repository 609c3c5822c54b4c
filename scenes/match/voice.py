"""When the booth speaks, and what the ring's words say of a result (no pygame).

A commentary line is said when the ring shows its event (just before that event's cues end),
never at the end of the whole command: a counter's line at the counter, a pin's at its three.
The strip is cleared when the ring starts showing a new command and when a pin's count begins,
so no line about an earlier command (or an earlier moment of this one) is under the count, the
bell or the winner (docs/DECISIONS.md "The booth speaks with the ring")."""
from __future__ import annotations

from game.match import countout_limit
from game.match import events as E

from scenes.match.cues import Cue

SAY_BEFORE_END = 0.3  # a line comes this long before its event's cues end (times the speed)
SAY_GAP = 0.4  # two lines of one moment: the second this long after the first


def speak(p, events, state, began: list) -> None:
    """Schedule the booth's lines for one command (p: the presenter, after the command's cues
    are placed; began: when each event's cues started); each line's time goes to p.shown_at
    (the log keeps it then), p.last_said in the order they are said."""
    p.last_said = []
    if p.commentary is None:
        return
    lines = p.commentary.lines(events, state)
    about = list(getattr(p.commentary, "about", ()))
    where = list(getattr(p.commentary, "where", ()))
    end = max(p.batch_start, p.cursor - SAY_BEFORE_END * p.speed)
    timed = []
    for i, line in enumerate(lines):
        at = where[i] if i < len(where) else None
        when = end if at is None or at >= len(began) else \
            max(began[at], p.shown_at[at] - SAY_BEFORE_END * p.speed)
        timed.append((when, i, line, about[i] if i < len(about) else None))
    timed.sort(key=lambda x: (x[0], x[1]))
    last = None
    for when, _, (speaker, words), down in timed:
        if last is not None:  # (never past the command's end: the next one clears the strip)
            when = min(max(when, last + SAY_GAP * p.speed), max(p.cursor, last))
        last = when
        p.cues.append(Cue("say", when, 0.0, None, words, data={"speaker": speaker, "down": down}))
        p.shown_at.append(when)
        p.last_said.append((speaker, words))


def clear_strip(p) -> None:
    """A cue at the cursor that clears the commentary strip (a new command, a pin's count)."""
    p.add("hush", 0.0)


def heal_of(events, seat: int, after) -> int:
    """The HP a seat heals in the events after `after` (a Comeback's heal comes after it)."""
    events = list(events or ())
    start = next((i for i, ev in enumerate(events) if ev is after), -1) + 1
    for ev in events[start:]:
        if type(ev) is E.Healed and ev.seat == seat:
            return ev.amount
    return 0


def rolled(roll: int, chance: int) -> str:
    """A roll against a chance as a newcomer reads it: the roll had to be the chance or less."""
    return f"rolled {roll}, needed {chance} or less"


def last_name(name: str) -> str:
    """How the referee calls a Superstar: by their last name ('you' for none)."""
    return name.split()[-1].strip('"') if name.split() else "you"


def count_call(done: int, limit: int, name: str = "") -> str:
    """The referee's count-out call as the count rises, to the one he counts by their last
    name: out only past the limit, so the limit's own count warns of the next ('2 of 2!' and
    nothing happening misled: session 45's play-test; 'last count' and then another count
    too: session 49's).

    >>> count_call(1, 2, "Brick Hollander"), count_call(2, 2, "Brick Hollander")
    ('1\u2026 Hollander, get in!', "2\u2026 one more and you're out, Hollander!")
    >>> count_call(3, 2, "Brick Hollander")
    "3\u2026 Hollander, you're out!"
    """
    who = last_name(name)
    if done > limit:
        return f"{done}\u2026 {who}, you're out!"
    if done == limit:
        return f"{done}\u2026 one more and you're out, {who}!"
    return f"{done}\u2026 {who}, get in!"


COUNT_CALL = 1.3  # seconds a count-out call stays in the referee's bubble
TO_THE_ROPES = 0.5  # seconds the referee takes to hurry from his corner to the far ropes
# (ring_facts.REF_RUN): the first call waits for him (he called it on his way)
CALL_FIRST = 0.35  # seconds COUNTED OUT! waits for the call that decides it


def count_out(p, ev) -> None:
    """The referee's count rises for each Superstar counted as the turn ends: the number,
    out loud, over the one counted (by the rules only the one in control at the turn's start)."""
    try:
        limit = countout_limit(p.state)
    except (AttributeError, TypeError, ValueError):
        return
    # the one nearest the count-out called last, each call heard in full (two at once, the
    # later one hid the deciding call: session 46's play-test)
    order = sorted(ev.counted, key=lambda seat: p.state.sides[seat].ringside_turns)
    for n, seat in enumerate(order):
        done = p.state.sides[seat].ringside_turns
        walks = [c.at + c.dur for c in p.cues if c.kind == "walk" and c.seat == seat]
        if walks:  # counted once the ring shows them outside and he is at the ropes
            p.cursor = max(p.cursor, max(walks) + TO_THE_ROPES * p.speed)
        out = done > limit
        if out:  # the deciding call waits for what the command did in the ring (it came in
            # the middle of a Pass's breather: session 51's play-test)
            p.cursor = max([p.cursor] + [c.at + c.dur for c in p.cues if c.kind == "motion"
                                         and c.at >= p.batch_start])
        p.add("ref", COUNT_CALL, seat, doing="count-out",
              say=count_call(done, limit, p.name(seat)))
        if out:  # and has a moment of its own before the bell, once he has called it (it
            p.banner("COUNTED OUT!", (236, 160, 70), COUNT_CALL, sub=p.name(seat),  # came
                     after=CALL_FIRST)  # before his '3...': session 55's play-test)
        p.add("flash", 0.6, seat, colour=(236, 160, 70))  # the panel's RINGSIDE n/N chip
        # tells the count (a popup over the panel covered it: session 42's play-test)
        p.gap(COUNT_CALL if n + 1 < len(order) or out else 0.5)
