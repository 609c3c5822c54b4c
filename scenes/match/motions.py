"""The motion each move type plays, without pygame: where the attacker goes and how the foe
moves, frame by frame (motion_beats), and where the attacker's body meets the foe's at the
impact, whatever the two figures' places (reach_of): both in the ring, one at ringside, a foe
on the mat, a dive from the top rope or through the ropes to the floor.

Units: across (dx) and toward the front (dz) are fractions of the mat (sprites.ring: x 0..1
across, y 0..1 back to front, beyond 1 the floor at ringside); up is in figure heights; tilt in
degrees (90: lying)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.library import MOMENTUM

from scenes.match.ref_way import WATCH

# Each move type's motion (a hold is a submission's, whatever its move type).
MOTION_OF = {
    "arm_extended": "strike", "leg_extended": "kick", "in_close": "grapple",
    "mad_rush": "running", "back_to_foe": "slam", "victim_below": "drop",
    "standing_above": "stomp", "behind_opponent": "suplex", "head_down": "driver",
    "high_risk": "dive", "hit_or_miss": "lariat",
}  # (Hit Or Miss shared the run and Head Down the slam: session 49's play-test)
MOTIONS = ("strike", "kick", "grapple", "slam", "suplex", "running", "stomp", "drop", "dive",
           "lariat", "driver",
           "hold", "pin", "counter", "weapon", "throw", "pose", "windup", "breather", "hurt",
           "flex", "ropes", "jabs", "point")
# lariat: a wild swing of the arm from a step in that turns the foe inside out; driver: the
# foe turned upside down and driven head first into the mat
# pose: a momentum page, a Comeback (no hit); windup: the attacker squares up and steps in as
# the move is called (no hit); throw: a page that hoists the foe over the ropes (Over the Top);
# breather: a Pass, hands on the knees; hurt: doubled over as an injury taps out a Move card
# flex, ropes, jabs, point: a momentum page's gesture by what it builds (GESTURE_OF)
ALONE = ("pose", "windup", "breather", "hurt", "flex", "ropes", "jabs", "point")  # the motions
# that never reach the foe
GESTURE_OF = {"strength": "flex", "agility": "ropes", "strike": "jabs", "technical": "point",
              "knowledge": "point", "attitude": "pose"}  # a momentum page acted out by the
# kind it gains most (a double biceps, off the ropes and back, shadow boxing, a point at the
# foe, the crowd taunted: session 46's play-test saw every momentum page as the same flex)
GESTURE_POSES = {"pose": "raised", "flex": "flex", "point": "point"}  # held through a gesture


HOIST = 0.3  # how high a throw lifts the foe (in their heights) before the flight out (0.6
# at mid-ring drew them at the back ropes: session 49)
SHOVE = 0.35  # the share of a counter after its turn that the one countering shoves, arm out
TAP_BEAT = 0.12  # seconds between a tapping hand's slaps: up, down (one who quits in a hold)
TAP_POSES = ("tap", "tap2")  # the hand down on the mat (or the holder), then up for the next


def tapping_pose(taps_at: float, now: float) -> str:
    """The pose of one tapping out from taps_at on ('' before it)."""
    return TAP_POSES[int((now - taps_at) / TAP_BEAT) % 2] if now >= taps_at else ""


def gesture_pose(motion: str, p: float) -> str:
    """The pose a gesture holds `p` (0..1) through it ('' for none): its own in the middle,
    and the arm out at each of the shadow boxer's jabs."""
    if motion == "jabs":
        return "point" if abs(math.sin(p * math.pi * 4)) > 0.6 and p < 0.85 else ""
    return GESTURE_POSES.get(motion, "") if 0.15 < p < 0.85 else ""
MOTION_SECONDS = 0.7  # every motion lasts under a second at full speed
DIVE_SECONDS = 0.95  # a dive: the climb and the flight, then the landing and getting up (in
# 0.7 s the diver was up off the mat within two frames: session 44's play-test)
FINISHER_SECONDS = 1.5  # a finisher's signature moment
IMPACT_AT = {"strike": 0.45, "kick": 0.45, "grapple": 0.55, "slam": 0.7, "suplex": 0.7,
             "running": 0.6, "stomp": 0.55, "drop": 0.6, "dive": 0.5, "hold": 0.35,
             "pin": 0.3, "counter": 0.5, "weapon": 0.5, "throw": 0.6, "pose": 0.5,
             "lariat": 0.55, "driver": 0.7}
HITS = tuple(m for m in MOTIONS if m not in ALONE)  # the motions that reach the foe
WHOLE_WAIT = frozenset({"throw"})  # the show waits for its impact (the foe goes out at it)
WALKED_OUT = ("button", "taken outside")  # out to ringside with no throw (a page's throw and
# a Showdown roll's, after the blow, are thrown out: session 49)
MOVE_WAIT = 1.0  # the next cues of a move wait this share of the time to its impact (all of
# it since session 43's play-test: the damage, DOWN! and the booth's line came before a dive landed)


BREATHER_SECONDS = 1.0  # hands on the knees, two heaves of the chest
ROPES_RUN = 0.28  # how far off the ropes run goes (a share of the mat: from a Superstar's spot
# nearly to the ropes behind them)


ROPES_SECONDS = 0.9  # off the ropes and back


def motion_seconds(motion: str) -> float:
    """How long a motion lasts (not a finisher's)."""
    return {"dive": DIVE_SECONDS, "breather": BREATHER_SECONDS,
            "ropes": ROPES_SECONDS}.get(motion, MOTION_SECONDS)


def gesture_for(gain: tuple) -> str:
    """A momentum page's gesture: by the kind it gains most (gain: in the momentum order; the
    first kind on a tie); the crowd taunted when it gains nothing.

    >>> gesture_for((0, 0, 2, 0, 0, 0)), gesture_for((1, 0, 0, 2, 0, 0)), gesture_for(())
    ('flex', 'jabs', 'pose')
    """
    gain = dict(zip(MOMENTUM, gain))
    kinds = [k for k in MOMENTUM if gain.get(k, 0) > 0]
    return GESTURE_OF[max(kinds, key=lambda k: gain[k])] if kinds else "pose"


def impact_wait(motion: str, dur: float, finisher: bool = False) -> float:
    """How long the cues after a motion wait for it (a finisher's and a throw's: the impact)."""
    return IMPACT_AT.get(motion, 0.5) * dur * (1.0 if finisher or motion in WHOLE_WAIT
                                               else MOVE_WAIT)

# The figures' size on the mat (sprites.ring draws a figure fig_h tall on a mat about four of
# those wide at any window size) and a standing body's width (shoulders, a build's width 1).
FIG = 0.317  # a figure's height as a share of the mat's width
BODY = 0.34  # a standing figure's body width, in its heights
ROPE_UP = 0.5  # a figure up on the ropes stands this many of its heights above the mat
REF_SIDE = 0.2  # a dive's take-off this near (across) the referee's corner is his side's
# How close the bodies come (a share of the two half-widths): a strike at arm's length, a hold
# chest to chest.
WEAPON_REEL = (0.2, 0.3)  # a weapon's reel: its peak after the impact and its half-width
# (shares of the motion); twice a blow's back and tilt (a lid to the head left the foe
# upright: session 54's play-test)
CLOSE = {"strike": 1.0, "kick": 1.05, "weapon": 1.05, "running": 0.95, "dive": 0.9,
         "lariat": 1.1}
CLOSE_DEFAULT = 0.8
HOLD_AT = {"leg": 0.25, "back": 0.5, "arm": 0.6, "head": 0.7}  # where along a body on the mat
# (feet 0, head 1: drawn about its spot) a hold on it is put on
ON_TOP = ("drop", "dive", "pin")  # these land on a foe lying on the mat
GRAB = 0.55  # a grapple reaches the foe this share of the way to its impact, then lifts


def motion_for(move_type: str, tags=()) -> str:
    """The motion a move plays: a hold for a submission, else its move type's."""
    if "hold" in tags:
        return "hold"
    return MOTION_OF.get(move_type, "strike")


@dataclass(frozen=True)
class Beat:
    """One figure's offset within a motion: across (dx) and toward the front (dz) as fractions
    of the mat, up in figure heights, tilt in degrees (90: lying), and whether they are up on
    the ropes (high)."""
    dx: float = 0.0
    dy: float = 0.0
    tilt: float = 0.0
    high: bool = False
    dz: float = 0.0


@dataclass(frozen=True)
class Reach:
    """Where the attacker must be at the impact, from where they stand (dx, dz), how high (up)
    and lying how far (tilt, signed toward the foe); a dive's take-off (off: dx, dz) and
    whether it is up on the ropes (high); cross: the way there crosses the ropes."""
    dx: float
    dz: float = 0.0
    up: float = 0.0
    tilt: float = 0.0
    off: tuple = (0.0, 0.0)
    high: bool = False
    cross: bool = False
    spring: bool = False  # a dive off the side ropes (a springboard), not the top rope


SPRINGBOARD = frozenset({"through_ropes_dive", "springboard_missile"})  # dives off the side
# ropes: with both in the ring, a Through-the-Ropes Dive from the corner read as a top-rope
# dive under the wrong name (session 55's play-test)
SPRING_UP = 0.25  # how high (figure heights) a springboard's bounce off the ropes takes them


def springs(card) -> bool:
    """Whether a page's dive springs off the side ropes (not from the top rope)."""
    return getattr(card, "id", None) in SPRINGBOARD


@dataclass(frozen=True)
class _At:
    x: float
    y: float


def _ease(x: float) -> float:
    x = max(0.0, min(1.0, x))
    return x * x * (3 - 2 * x)


def _bump(p: float, at: float, width: float = 0.25) -> float:
    """0..1..0 around `at`."""
    return max(0.0, 1 - abs(p - at) / width)


def inside(y: float) -> bool:
    """Whether a depth is inside the ropes (beyond 1: the floor at ringside)."""
    return y <= 1.0


def reach_of(motion: str, att, vic, att_width: float = 1.0, vic_width: float = 1.0,
             vic_down: bool = False, part: str = "", rolled: bool = False,
             spring: bool = False) -> Reach:
    """Where a motion takes the attacker (at rest at att.x, att.y) to meet the foe (at rest at
    vic.x, vic.y, lying when vic_down): beside a standing foe at the foe's depth, as close as
    the motion hits (a strike at arm's length); over a foe on the mat (on top of them for a drop,
    a dive or a cover); a dive takes off from the top rope behind the attacker (both in the ring),
    the ropes (out to a foe on the floor) or the apron (from the floor), a springboard (spring)
    off the side ropes behind them; a roll-up (rolled: the foe covered on their feet) kneels
    beside them at their legs, not over them."""
    t = 1 if att.x <= vic.x else -1
    if vic_down:
        on_top = motion in ON_TOP
        x = vic.x - t * FIG * (0.1 if on_top else 0.3)
        z = vic.y - (0.02 if on_top else 0.05)
        up, tilt = (0.1, 80.0 * t) if on_top else (0.0, 0.0)
        if motion == "pin":  # kneeling at their hips, leaning over their chest
            h = head_side(vic, t)  # (toward their head: over their legs it read as no cover)
            x = vic.x - h * FIG * 0.1
            up, tilt, z = 0.0, 40.0 * h, vic.y + 0.01  # the one pinning in front, on top
            # of them (two lying flat read as a heap: session 45's play-test; leaning 55
            # degrees the pinner hid all but their head: session 49's; behind them, a giant
            # pinned read as lying on the pinner: session 55's)
            if rolled:  # kneeling at their legs, rolled up over toward them, holding them
                x, tilt, z = vic.x - h * FIG * ROLL_BESIDE, 12.0 * h, vic.y - 0.01  # (over
                # them at 1280x720 the two read as a ball of two costumes: session 50's
                # play-test; the one rolled up shows whole)
        if motion == "hold":  # kneeling on them over the part held, drawn over them (at
            x = vic.x + t * FIG * (HOLD_AT.get(part, HOLD_AT["back"]) - 0.5)  # their feet, an
            up, tilt, z = 0.0, 30.0 * t, vic.y + 0.01  # armbar read as no hold: session 48)
    else:
        half = FIG * BODY / 2 * (att_width + vic_width)
        x = vic.x - t * half * CLOSE.get(motion, CLOSE_DEFAULT)
        z = vic.y + 0.015  # a step in front: the fists and the weapon show over the foe
        up, tilt = (0.3, 70.0 * t) if motion == "dive" else (0.0, 0.0)
    cross = inside(att.y) != inside(vic.y)
    off, high = (0.0, 0.0), False
    if motion == "dive":
        side = 0.04 if t > 0 else 0.96  # the top rope at the side behind the attacker, or
        if inside(att.y) and inside(vic.y) and abs(side - WATCH[0]) < REF_SIDE:  # the front
            off, high = (0.0, 0.96 - att.y), not spring  # ropes before them on his side
            # (a diver climbed through him as he watched there: session 52's play-test)
        elif inside(att.y) and inside(vic.y):
            off, high = (side - att.x, 0.0), not spring
        elif inside(att.y):  # at the ropes nearest the foe outside, then through them
            rx = min(0.92, max(0.08, vic.x - t * 0.12))
            off = (rx - att.x, 0.96 - att.y)
        else:  # up on the apron, then off it
            off, high = (0.0, 1.03 - att.y), True
        cross = False
    return Reach(x - att.x, z - att.y, up, tilt, off, high, cross,
                 spring and motion == "dive" and inside(att.y) and inside(vic.y))


def head_side(vic, t: int) -> int:
    """Which way (-1 left, 1 right) the head of one lying on the mat lies (a figure turned
    clockwise by its tilt lies head to the right); one still up (a roll-up) goes over away
    from the one coming at them (t: their way)."""
    tilt = getattr(vic, "tilt", 0.0)
    return (1 if tilt > 0 else -1) if abs(tilt) > 45 else t


def motion_beats(motion: str, p: float, toward: int, reach: Reach | None = None,
                 enter: bool = True, leave: bool = True,
                 hit: float | None = None, rest: tuple = (0.0, 0.0)) -> tuple[Beat, Beat]:
    """(attacker, victim) offsets `p` (0..1) through a motion; toward is +1 when the victim
    is to the attacker's right, -1 to the left; reach: where the attacker meets the foe at the
    impact (reach_of; by default, the foe standing at the other spot in the ring); a hold that
    goes on from one before it does not step in (enter), one that goes on into the next does
    not let go (leave); hit: the share of it at which it lands, if not its motion's own (a
    cover lands at the same moment whatever the length of its count); rest: where a dive
    ends (dx, dz) if not back where it began (across the ropes: beside the foe, trips)."""
    hit = IMPACT_AT.get(motion, 0.5) if hit is None else hit
    t = toward
    if reach is None:  # the two spots in the ring (scenes.match.show.spot_of), both standing
        reach = reach_of(motion, _At(0.5 - 0.17 * t, 0.62), _At(0.5 + 0.17 * t, 0.62))
    after = _ease((p - hit) / max(1e-6, 1 - hit))
    before = _ease(p / hit)
    reel = _bump(p, hit + 0.15, 0.15)  # the foe reels just after the impact
    hop = 0.0 if not reach.cross else 0.45 * math.sin(math.pi * (before if p < hit else
                                                                  after))  # over the ropes,
    # and back over them (from the floor they were back mid-ring at once: session 47)

    def there(k: float, tilt: float = 0.0, up: float = 0.0) -> Beat:
        """k of the way to the impact spot."""
        return Beat(reach.dx * k, up + hop + reach.up * k, tilt + reach.tilt * k, False,
                    reach.dz * k)
    if motion in ("strike", "kick", "weapon"):
        lunge = math.sin(min(1.0, p / hit) * math.pi / 2) * (1 - after)
        if motion == "weapon":  # knocked well back, slow to come back (WEAPON_REEL)
            reel = _bump(p, hit + WEAPON_REEL[0], WEAPON_REEL[1])
            return there(lunge, 12 * t * lunge), Beat(0.1 * t * reel, 0, 40 * t * reel)
        return there(lunge, 12 * t * lunge), Beat(0.05 * t * reel, 0, 18 * t * reel)
    if motion == "running":
        run = before * (1 - after)
        return (there(run, 14 * t * run, 0.04 * abs(math.sin(p * 18)) * (1 - before)),
                Beat(0.1 * t * reel, 0, 60 * t * reel))
    if motion == "lariat":  # a step in, the arm drawn back, then swung through the foe
        k = before * (1 - after)
        swing = -18 * t * _bump(p, hit * 0.6, hit * 0.4) + 24 * t * _bump(p, hit, 0.2)
        over = 80 * t * _ease((p - hit) / 0.12) * (1 - after)  # turned inside out, then as the
        return (there(k, swing), Beat(0.06 * t * reel, 0.2 * _bump(p, hit + 0.1, 0.12),
                                      over))  # state has them
    if motion in ("grapple", "slam", "suplex", "throw", "driver"):  # in to the foe, the lift
        grab = GRAB * hit
        close = _ease(p / grab) * (1 - after)
        up = min(1.0, max(0.0, (p - grab) / (hit - grab))) if p < hit else 0.0
        if motion == "throw":  # hoisted to the ropes; from the impact over them (the walk)
            high = _ease(up) if p < hit else 1 - after
            return there(close, -8 * t * high), Beat(0, HOIST * high, 30 * t * high)
        lift = math.sin(math.pi * up) if motion != "grapple" else 0.0
        flip = -1 if motion == "suplex" else 1
        # the victim is turned over on the way up (a grapple only bends them); from the impact
        # a foe it put down lies as the state says, one still up rights themselves (they
        # snapped from flat to upright in one frame after a Duck Under: session 44)
        turn = {"grapple": 30, "driver": 180}.get(motion, 90) * t * flip
        if motion == "driver":  # upside down early, up high, then head first into the mat
            lift = 0.5 * math.sin(math.pi * up)
            over = turn * (_ease(up / 0.5) if p < hit else 1 - after)
            return there(close, -10 * t * lift), Beat(0, lift, over)
        over = turn * (_ease(up) if p < hit else 1 - after)
        return there(close, -8 * t * lift * flip), Beat(0, 0.3 * lift, over)
    if motion in ("stomp", "drop"):  # a hop (a leap for a drop, turning flat onto the foe)
        k = before * (1 - after)
        jump = (0.35 if motion == "drop" else 0.12) * math.sin(math.pi * before) * (1 - after)
        a = there(k, 0.0, jump if p < hit else 0.0)
        turn = _ease((p - hit * 0.4) / (hit * 0.6)) * (1 - after)
        return Beat(a.dx, a.dy, reach.tilt * turn, False, a.dz), Beat()
    if motion == "dive":
        return _dive(p, t, reach, after, rest), Beat()
    if motion == "hold":  # in, squeezing, and back as it ends
        squeeze = math.sin(p * math.pi * 3) * 0.5 + 0.5
        k = (before if enter else 1.0) * ((1 - _ease((p - 0.85) / 0.15)) if leave else 1.0)
        return there(k, 6 * t * squeeze), Beat(0, 0, (24 + 16 * squeeze) * t * k)  # bent
    if motion == "pin":
        # the cover held through the count (no jump home as it ends), then up onto the knees
        # where they lay, then back to their spot (a stiff plank swinging up off the foe read
        # as floating: session 44's play-test)
        sit = 1 - _ease((p - 0.88) / 0.07)
        back = before * (1 - _ease((p - 0.95) / 0.05))
        return (Beat(reach.dx * back, reach.up * before * sit, reach.tilt * before * sit, False,
                     reach.dz * back), Beat())
    if motion == "windup":  # steps in and sets, then back: the move is coming
        return (Beat(0.07 * t * math.sin(p * math.pi), 0, 10 * t * math.sin(p * math.pi)),
                Beat(0, 0, 0))
    if motion in ("breather", "hurt"):  # bent over a step back: heaving, or clutching a limb
        k = _ease(p / 0.2) * (1 - _ease((p - 0.8) / 0.2))
        heave = 0.5 + 0.5 * math.sin(p * math.pi * 4) if motion == "breather" else 0.0
        bend = (12 + 5 * heave) if motion == "breather" else 40 * (1 - 0.3 * _bump(p, 0.3))
        return (Beat(-0.04 * t * k, 0, bend * t * k), Beat())
    if motion == "pose":  # a hop on the spot, arm up: the crowd's attention, not the foe's
        return (Beat(0, 0.08 * abs(math.sin(p * math.pi * 2)), 0), Beat(0, 0, 0))
    if motion in ("flex", "point"):  # set on the spot, a step toward the foe to point
        lean = math.sin(p * math.pi)
        return (Beat(0.03 * t * lean if motion == "point" else 0.0,
                     0.03 * lean if motion == "flex" else 0.0, 0), Beat())
    if motion == "ropes":  # away to the ropes behind, leaning back into them, and back
        out = math.sin(p * math.pi)
        return (Beat(-ROPES_RUN * t * out, 0.03 * abs(math.sin(p * 14)),
                     -16 * t * _bump(p, 0.5, 0.12)), Beat())
    if motion == "jabs":  # shadow boxing: four quick jabs at the air
        jab = abs(math.sin(p * math.pi * 4)) * (1 - _ease((p - 0.85) / 0.15))
        return (Beat(0.025 * t * jab, 0, 7 * t * jab), Beat())
    if motion == "counter":  # the attack thrown, the victim turns it around: the attacker
        # is the one who reels (a plain shove before: session 45's play-test)
        back = _bump(p, hit + 0.2, 0.3)
        k = before * (1 - _ease((p - hit) / 0.15))  # thrown back the way they came
        a = there(k, 18 * t * k * (1 - back) - 55 * t * back)  # leaning into the blow, then
        # flung back; the one countering steps in with the shove (SHOVE: a small reel
        # of the attacker's alone read as no reversal: session 48's play-test)
        return (Beat(a.dx - 0.14 * t * back, a.dy, a.tilt, False, a.dz),
                Beat(-0.05 * t * (_bump(p, hit, 0.25) + back), 0,
                     -12 * t * before * (1 - after)))
    return (Beat(), Beat())


def _dive(p: float, t: int, reach: Reach, after: float, rest: tuple = (0.0, 0.0)) -> Beat:
    """A dive: to the take-off (up on the ropes when high), then the flight onto the foe; after
    the impact the diver drops to the mat beside them (LAND), lies there (LIE), gets up rolling
    off them (RISE) and steps back to where they stand (never a glide back through the air)."""
    q = p / IMPACT_AT["dive"] * 0.75  # (the flight's shares as when it was 3/4 of the dive)
    climb = _ease(q / 0.35)
    fly = _ease((q - 0.4) / 0.35)
    ox, oz = reach.off
    x = ox * climb * (1 - fly) + reach.dx * fly
    z = oz * climb * (1 - fly) + reach.dz * fly
    start = ROPE_UP if reach.high else SPRING_UP if reach.spring else 0.0
    up = start * (1 - fly) * (climb if fly > 0 else 0.0) + reach.up * fly \
        + 0.45 * math.sin(fly * math.pi)
    high = reach.high and climb > 0.5 and fly <= 0
    up = 0.0 if high else up  # on the ropes: the ropes' own lift
    tilt = reach.tilt * fly if reach.tilt else 70 * t * fly
    if after <= 0:
        return Beat(x, up, tilt, high, z)
    a = (p - IMPACT_AT["dive"]) / (1 - IMPACT_AT["dive"])  # 0..1 from the impact to the end
    down = 1 - _ease(a / LAND)  # up: to the mat
    rise = 1 - _ease((a - LIE) / (RISE - LIE))  # lying there, then getting up
    off = 1 - ROLL * (1 - rise)  # rolling off the foe as they get up (not up on top of them)
    back = 1 - _ease((a - RISE) / (1 - RISE))  # where: by the foe till they step back
    return Beat(reach.dx * off * back + rest[0] * (1 - back), reach.up * down,
                (tilt if tilt else 90 * t) * rise, False, reach.dz * back + rest[1] * (1 - back))


# A dive after its impact (shares of the rest of it): on the mat by LAND, lying there till LIE,
# on their feet by RISE (rolled ROLL of the way back off the foe), then the step back.
LAND, LIE, RISE = 0.15, 0.3, 0.85
ROLL = 0.45


ROLL_BESIDE = 0.7  # how far from the middle of one rolled up the one rolling them up
# kneels, in figure heights: their hands on the legs rolled over toward them
ROLLED_UP = 120  # degrees a foe covered on their feet (a roll-up) turns: over onto their
# shoulders, knees tucked (laid flat like one covered on the mat, the two read as one shape)


def laid_down(p: float, hit: float = IMPACT_AT["pin"], won: bool = False) -> float:
    """How far down (0 standing .. 1 flat) a foe covered on their feet is at a pin's progress p:
    rolled up as the cover reaches them (from TAKEDOWN of the way to the cover's impact at
    `hit`, as a share of an impact at 0.3), back up in its last tenth (they tipped over before
    the pinner was near: session 44's play-test) unless the pin `won` (the pinned one stood up
    through the hand-raise, then dropped flat: session 48's).

    >>> [round(laid_down(p), 2) for p in (0.0, 0.18, 0.24, 0.3, 0.5, 0.95, 1.0)]
    [0.0, 0.0, 0.5, 1.0, 1.0, 0.5, 0.0]
    """
    down = TAKEDOWN * hit / IMPACT_AT["pin"]
    k = max(0.0, min(1.0, (p - down) / max(1e-6, hit - down)))
    return k * k * (3 - 2 * k) if won else max(0.0, min(k * k * (3 - 2 * k), (1.0 - p) / 0.1))


TAKEDOWN = 0.18  # a pin's progress when the pinner, nearly there, takes a standing foe down
