"""A blow across the ropes, without pygame: one in the ring goes out to a foe on the floor (or
one on the floor comes in to a foe in the ring), hits them there and goes back to where the
state has them (session 53's play-test: a ringside page played from the ring floated over the
ropes at the foe and back in a hop, and read as no contact).

The presenter schedules a trip's cues round the motion (trip_cues): `go`, from their spot
across the ropes to beside the foe; the motion itself played from there (its data's `away`);
`back`, across the ropes again to their spot. A dive needs no `go` (it flies through the
ropes itself): it ends standing beside the foe and goes `back`. A move countered there stays
there (`stay`) while what the counter does lands on them, then goes `back` (crawling back in,
when it put them down). The places are
fractions of the mat as in show.spot_of (the ropes at 1, the floor beyond)."""
from __future__ import annotations

import math
from dataclasses import replace

from game.match import events as E

from scenes.match.motions import HITS, _ease, reach_of
from scenes.match.reversals import DOWN_DZ

GO_SECONDS = 0.55  # from their spot across the ropes to beside the foe
BACK_SECONDS = 0.8  # and back, up on the apron and through the ropes (in 0.55 s, the way in
# after Brawl in the Crowd read as a slide: session 55's play-test)
STAY_SECONDS = 6.0  # the longest one countered there waits beside the foe for their move
CRAWL_SECONDS = 1.0  # back in under the bottom rope on hands and knees (in 0.55 s it was a
# glide: session 55's play-test)
TRIPS = tuple(m for m in HITS if m not in ("throw", "pin"))  # the motions that go across
# (a throw goes out with the foe, a cover never reaches the floor)
FLIES = ("dive",)  # through the ropes on their own: no walk out, a walk back
ROOM = 0.06  # how far short of the blow's reach they stop beside the foe (a share of the mat)
RUN_ROOM = 0.16  # a run's run-up
ROPES = 0.99  # the depth they cross at (the front ropes)
APRON_UP = 0.2  # how high (their heights) they step up onto the apron going across
CROSSING = 0.3  # the share of a trip spent going through the ropes


def outside_now(pr, seat: int) -> bool:
    """Whether a seat is on the floor as the ring shows the event being presented: as the
    state after the command has them, unless an event still to be shown in it moves them."""
    try:
        out = bool(pr.state.sides[seat].at_ringside)
    except (AttributeError, IndexError, TypeError):
        return False
    events = list(getattr(pr, "events", ()))
    for ev in events[len(getattr(pr, "shown_at", ())):]:
        if type(ev) is E.WentToRingside and ev.seat == seat:
            out = False
        elif type(ev) is E.ReturnedToRing and ev.seat == seat:
            out = True
    return out


def crosses(pr, seat: int, motion: str) -> bool:
    """Whether a seat's motion at the foe goes across the ropes (one in, one out)."""
    return motion in TRIPS and outside_now(pr, seat) != outside_now(pr, 1 - seat)


def trip_motion(motion: str) -> str:
    """The motion whose reach sets where one stands beside the foe (a dive's: a blow's)."""
    return "strike" if motion in FLIES else motion


def beside(home, vic, motion: str, part: str = "") -> tuple:
    """Where one from `home` (a Placed at their spot) stands beside the foe (a Placed at
    theirs) to play a motion at them: short of the motion's reach by a step (a run's run-up),
    on the side they come from (the other side at the ring's edge)."""
    motion = trip_motion(motion)
    down = abs(vic.tilt) > 45
    r = reach_of(motion, home, vic, home.figure.build.width, vic.figure.build.width, down, part)
    x, y = home.x + r.dx, home.y + r.dz
    t = 1 if home.x <= vic.x else -1
    room = RUN_ROOM if motion == "running" else ROOM
    if not 0.03 <= x - t * room <= 0.97:
        x, t = vic.x + (vic.x - x), -t
    return (x - t * room, y)


def across(me, to: tuple, p: float, coming: bool = False, crawl: bool = False):
    """One (a Placed at their spot) `p` (0..1) of the way from their spot to `to` across the
    ropes (coming: from `to` back to their spot): walking to the ropes, through them bent low
    up on the apron, then on to the far side; one lying gets up first (lies down again at the
    end of the way back), unless they crawl (put down there: back in under the bottom rope,
    half up on hands and knees)."""
    crawl = crawl and abs(me.tilt) > 45
    a, b = (me.x, me.y), ((to[0], to[1] + DOWN_DZ) if crawl else to)
    p = 1 - p if coming else p  # (the way back is the way there backwards: p 0 at their spot)
    rx = min(0.92, max(0.08, a[0] + 0.6 * (b[0] - a[0])))
    ropes = (rx, ROPES)
    d1 = math.hypot(ropes[0] - a[0], ropes[1] - a[1])
    d2 = math.hypot(b[0] - ropes[0], b[1] - ropes[1])
    c0 = (1 - CROSSING) * d1 / max(1e-6, d1 + d2)
    c1 = c0 + CROSSING
    if p < c0:
        k = _ease(p / c0)
        x, y = a[0] + (ropes[0] - a[0]) * k, a[1] + (ropes[1] - a[1]) * k
    elif p <= c1:
        x, y = ropes
    else:
        k = _ease((p - c1) / max(1e-6, 1 - c1))
        x, y = ropes[0] + (b[0] - ropes[0]) * k, ropes[1] + (b[1] - ropes[1]) * k
    q = (p - c0) / CROSSING
    if crawl:  # (tossed to the floor, they stood at once and climbed
        half = min(1.0, p / 0.2, (1 - p) / 0.2)  # in labelled DOWN!: session 55's play-test)
        crawling = 0.04 * half * abs(math.sin(p * math.pi * 6))  # (a hand, a knee, a hand)
        return replace(me, x=x, y=y, tilt=me.tilt * (1 - 0.5 * half), high=False,
                       up=me.up + crawling, pose="crouch" if half > 0.5 else me.pose)
    up = APRON_UP * math.sin(math.pi * q) if 0 <= q <= 1 else 0.0
    pose = "crouch" if 0 <= q <= 1 else ("" if abs(me.tilt) > 45 else me.pose)
    lying = abs(me.tilt) > 45
    stand = _ease(p / 0.2)
    tilt = me.tilt * (1 - stand) if lying else 0.0
    if lying and stand < 0.7:
        pose = "crouch"
    way = (b[0] - a[0]) * (-1 if coming else 1)  # (facing the way they go)
    facing = (1 if way > 0 else -1) if abs(way) > 0.02 else me.facing
    return replace(me, x=x, y=y, tilt=tilt, facing=facing, pose=pose, up=me.up + up,
                   high=False)


def away(me, vic, motion: str, part: str = ""):
    """One playing a motion from beside the foe (beside), on their feet for it."""
    x, y = beside(me, vic, motion, part)
    fig = me.figure if me.figure.stance != "down" else replace(me.figure, stance="standing")
    return replace(me, figure=fig, x=x, y=y, tilt=0.0,
                   pose="" if me.figure.stance == "down" else me.pose)


def stays_at(me, vic, motion: str, part: str = "") -> tuple:
    """Where a dive across the ropes ends, from where they took off (dx, dz): beside the foe."""
    x, y = beside(me, vic, motion, part)
    return (x - me.x, y - me.y)


def trip_cues(pr, seat: int, cue, wait: bool = False) -> None:
    """After a motion's cue across the ropes: marks it as played from beside the foe (a dive:
    ending there) and schedules `back` from its end; the show goes on till that is over
    (wait: a countered move's, they stay beside the foe till what the counter does has landed
    on them there, `stay`)."""
    motion = cue.data.get("of") or cue.data.get("motion", "strike")
    cue.data["stay" if motion in FLIES else "away"] = True
    part = cue.data.get("part", "")
    if pr.reduced_motion:
        return
    if wait:  # (the counter's move walked into the ring and back to hit them: session 54's)
        stay = pr.add("stay", STAY_SECONDS, seat, motion=motion, part=part)
        stay.at = cue.at + cue.dur
        pr.staying[seat] = stay
        return
    _back(pr, seat, motion, part, cue.at + cue.dur)


def _back(pr, seat: int, motion: str, part: str, at: float, crawl: bool = False) -> None:
    """One beside the foe across the ropes goes back to their spot from `at` (crawl: one the
    foe put down there crawls back in)."""
    back = pr.add("back", CRAWL_SECONDS if crawl else BACK_SECONDS, seat, motion=motion,
                  part=part, crawl=crawl)
    back.at = at
    pr.trip_end = max(getattr(pr, "trip_end", 0.0), back.at + back.dur)


def stays_beside(pr, seat: int) -> bool:
    """Whether one countered across the ropes stays beside this seat (whose move then hits
    them where they stand: no trip)."""
    return (1 - seat) in getattr(pr, "staying", {})


def hit_there(pr, seat: int, cue) -> None:
    """After this seat's motion at one staying beside them: they go back from its end."""
    stay = pr.staying.pop(1 - seat, None)
    if stay is not None:
        stay.dur = max(0.0, cue.at + cue.dur - stay.at)
        _back(pr, 1 - seat, stay.data["motion"], stay.data["part"], cue.at + cue.dur, True)


def sent_back(pr) -> None:
    """At the end of a command's cues: anyone still staying beside the foe goes back."""
    for seat, stay in list(getattr(pr, "staying", {}).items()):
        stay.dur = max(0.0, pr.cursor - stay.at)
        _back(pr, seat, stay.data["motion"], stay.data["part"], stay.at + stay.dur, True)
    pr.staying = {}


def stood_beside(me, foe, motion: str, part: str = ""):
    """One staying beside the foe across the ropes (as the state has them, standing or
    down), facing them."""
    x, y = beside(me, foe, motion, part)
    lying = abs(me.tilt) > 45  # (lying where the reversal laid them: as they lie)
    return replace(me, x=x, y=y + (DOWN_DZ if lying else 0.0), up=0.0, high=False,
                   facing=me.facing if lying else (1 if foe.x >= x else -1))


def go_out(pr, seat: int, motion: str, of: str = "", part: str = "") -> bool:
    """Before a motion across the ropes: the walk there (`go`, the cursor moved past it),
    none for a dive (countered too: it flies out and crashes there); True when the motion
    crosses."""
    if not crosses(pr, seat, "strike" if motion == "counter" else motion):
        return False
    if (of or motion) not in FLIES and not pr.reduced_motion:
        pr.add("go", GO_SECONDS, seat, motion=of or motion, part=part)
        pr.gap(GO_SECONDS)
    return True
