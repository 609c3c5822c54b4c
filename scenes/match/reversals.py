"""A counter in the ring, without pygame: the move attempted starts as its own motion (the
swing, the leg out, the grab, the run, the climb and the leap, the lift begun) and is turned
round before it lands; the one countering catches, blocks, ducks or moves out of it, and the
attacker is the one who is flung back, stumbles past or goes down (every counter looked alike,
a countered dive never climbed, Catch the Kick caught nothing: session 51's play-test).

Units as in motions: across (dx) and toward the front (dz) in shares of the mat, up in figure
heights, tilt in degrees."""
from __future__ import annotations

import math
from dataclasses import replace

from scenes.match.motions import (BODY, DIVE_SECONDS, FIG, IMPACT_AT, Beat, _bump, _ease,
                                  motion_beats, motion_for, reach_of)

REVERSAL_SECONDS = 0.85  # the move begun and turned round (every motion under a second)
TURN_AT = {"strike": 0.4, "kick": 0.4, "weapon": 0.4, "lariat": 0.42, "running": 0.45,
           "grapple": 0.42, "hold": 0.42, "slam": 0.48, "suplex": 0.48, "driver": 0.48,
           "throw": 0.48, "stomp": 0.45, "drop": 0.48, "dive": 0.5}  # the share of it where
# the move is turned (after the climb and most of the leap for a dive)
SHORT = 0.9  # the move is turned this share of the way to its own impact (a blow, a run, a dive)
LIFT_SHORT = 0.75  # a lift is turned once begun: the foe up off the mat, turned a little
LIFTS = ("slam", "suplex", "driver", "throw")
FALLS = 0.14  # a figure falling back lies this far (a share of the mat) behind where it
# stood: about half its height, its middle
ROLL = 0.1  # how far (a share of the mat) one down on the mat rolls clear of a stomp or a hold
ROLL_CLEAR = (0.2, 0.06)  # ... and of a dive or a drop, across and toward the front; the one
LAND_SHORT = 0.06  # diving lands this much short of where they lay (the two lay half on one
# another, a body's length being a third of the mat: session 52's play-test)
READS = 0.06  # seconds after the turn when the reversal reads (the COUNTERED stamp lands then)
DOWN_DZ = 0.04  # a figure on the mat lies this much nearer the front (show.DOWN_Y - STAND_Y)
HOW = {"catch_the_kick": "catch", "check_the_kick": "check", "duck_under": "duck",
       "read_the_play": "duck", "sidestep": "aside", "roll_through": "roll", "roll_clear": "roll",
       "reach_the_ropes": "roll", "sprawl": "sprawl", "float_over": "over",
       "overhead_counter_toss": "toss", "jackknife_cradle": "cradle",
       "knee_lift_counter": "knee", "hook_the_leg": "hook", "thumb_escape": "thumb",
       "shove_off": "shove", "back_elbow_escape": "elbow"}  # how a counter card's name says
# it is done (else a block); a hooked leg trips the attacker (both stood, and only the banner
# told a counter: session 53's play-test); a thumb to the eyes, a two-handed shove, a back
# elbow and a checked kick each have their own turn (they all flung the attacker back alike:
# session 53's second play-test)
ANSWER_POSE = {"block": "shield", "catch": "pull", "check": "legup", "knee": "legup",
               "hook": "legup", "thumb": "gouge", "shove": "push", "elbow": "elbow",
               "duck": "crouch", "aside": "crouch", "sprawl": "crouch", "cradle": "crouch",
               "toss": "raised", "over": "crouch", "roll": "crouch"}  # the one countering
# as they meet it: forearms up before the face (the blow taken on them: a block read as the
# two parting, session 53's play-test), both hands on the foot, shin or knee up, ducked low, a thumb
# at the eyes, both arms out in the shove, an elbow driven back
TURNS = {"thumb": "blinded", "shove": "shoved", "elbow": "doubled", "check": "hop"}  # what
# these counters do to the attacker whatever the move (a checked kick: hopping on the other
# foot, the shin held)
APART = ("fling", "escape", "blinded", "shoved", "doubled", "hop", "sweep")  # the turns that
APART_SHARE = 0.85  # leave both on their feet: their bodies' middles at least this share of
# their two half widths apart (a giant hid the one who countered him at the turn, or the one
# countering hid the attacker's face: session 54's play-test)
SPRAWL = (0.08, 40, 0.07)  # a sprawl's weight across the one who shot in: that far over them,
# leaning that much more (and drawn over them: a little nearer the front)
SHOVED = 0.2  # how far back a shove sends the attacker (a share of the mat: to the ropes)
MOVE_POSE = {"strike": "point", "weapon": "point", "lariat": "point", "kick": "legup",
             "grapple": "grip", "hold": "grip", "slam": "grip", "suplex": "grip",
             "driver": "grip", "throw": "grip"}  # the attacker as the move comes: the arm
# swung out, the leg out, the arms round the foe


def attempted(info) -> str:
    """The motion of the move attempted (a weapon's swing; a hold's; else its move type's)."""
    if info is None:
        return "strike"
    if getattr(info, "special", None) == "weapon":
        return "weapon"
    return motion_for(getattr(info, "move_type", None) or "", getattr(info, "tags", ()))


def how_of(info) -> str:
    """How a counter card does it, by its name (a block when its name says nothing else)."""
    return HOW.get(getattr(info, "id", ""), "block")


def seconds_of(of: str) -> float:
    """How long the reversal of a move lasts (a dive's climb and leap take a dive's time)."""
    return DIVE_SECONDS if of == "dive" else REVERSAL_SECONDS


def outcome(of: str, how: str, foe_down: bool) -> str:
    """What the reversal does to the attacker: flung back (fling), swept off the leg caught
    (sweep), past the foe who ducked or stepped aside (past), onto an empty mat (crash),
    taken down (down), out of the lift begun and flung back (escape), or by the counter's
    own turn (TURNS: blinded, shoved to the ropes, doubled over, hopping)."""
    if of in ("dive", "drop") or (foe_down and of == "running"):
        return "crash"
    if foe_down:
        return "past"  # the stomp or the hold meets the mat: the foe rolled clear
    if how in TURNS and (how != "check" or of in ("kick", "strike", "lariat")):
        return TURNS[how]
    if how in ("sprawl", "toss", "cradle", "hook"):
        return "down"
    if of == "kick" and how == "catch":
        return "sweep"
    if how in ("duck", "aside") and of in ("strike", "kick", "weapon", "lariat", "running"):
        return "past"
    return "escape" if of in LIFTS else "fling"


def _mix(a: Beat, b: Beat, k: float) -> Beat:
    """a, k of the way to b."""
    return Beat(a.dx + (b.dx - a.dx) * k, a.dy + (b.dy - a.dy) * k,
                a.tilt + (b.tilt - a.tilt) * k, False, a.dz + (b.dz - a.dz) * k)


def reversal_beats(of: str, how: str, p: float, t: int, reach, hit: float,
                   foe_down: bool = False, stays_down: bool = False, rest: tuple = (0.0, 0.0)):
    """(attacker, one countering, attacker's pose, theirs) `p` (0..1) through the reversal of
    a move of motion `of` (t: +1 when the one countering is to the right; reach: where the
    move would meet them, motions.reach_of; hit: the share where it is turned); stays_down:
    the state has the attacker on the mat after it ('' pose: as they stand); rest: where it
    leaves the attacker (dx, dz) if not on their spot (a dive across the ropes: beside the
    foe, trips)."""
    short = LIFT_SHORT if of in LIFTS else SHORT
    q = min(p, hit) / hit * IMPACT_AT.get(of, 0.5) * short  # the move's own progress
    a0, v0 = motion_beats(of, q, t, reach)
    a_pose = MOVE_POSE.get(of, "") if q > 0.4 * IMPACT_AT.get(of, 0.5) else ""
    kind = outcome(of, how, foe_down)
    how = "roll" if foe_down else ("aside" if kind == "crash" else how)
    ans = _ease((p - 0.75 * hit) / (0.25 * hit))  # the answer: ready as the move is turned
    clear = ROLL_CLEAR if kind == "crash" and foe_down else (ROLL, 0.0)
    if p < hit:
        v = _answer(how, ans, t, 0.0, v0, clear)
        return a0, v, a_pose, ANSWER_POSE.get(how, "") if ans > 0.5 else ""
    u = (p - hit) / max(1e-6, 1 - hit)  # 0..1 from the turn to the end
    if kind == "crash" and foe_down:
        reach = replace(reach, dx=reach.dx - LAND_SHORT * t)
    a, pose = _attacker(kind, of, how, u, t, a0, reach, a_pose, stays_down, rest)
    v = _answer(how, 1.0, t, u, v0, clear)
    if how in ("roll", "aside", "duck", "over"):
        v_pose = ANSWER_POSE[how] if u < 0.5 else ""
    elif kind == "sweep":
        v_pose = "pull" if u < 0.5 else ""
    elif how in TURNS:  # the thumb, the shove, the elbow, the shin held up
        v_pose = ANSWER_POSE[how] if u < (0.45 if how in ("shove", "elbow") else 0.3) else ""
    else:  # the shove that turns it round, after the block
        v_pose = ANSWER_POSE.get(how, "") if u < {"sprawl": 0.6, "block": 0.25}.get(how, 0.15) else \
            "point" if u < 0.5 else ""
    return a, v, pose, v_pose


def _answer(how: str, k: float, t: int, u: float, v0: Beat,
            clear: tuple = (ROLL, 0.0)) -> Beat:
    """The one countering: k of the way into their answer, u (0..1) through the reversal
    after the turn; back where they stand by its end (a lifted foe lands first); clear: how
    far one rolling rolls (across, toward the front)."""
    back = 1 - _ease((u - 0.6) / 0.4)  # to their spot by the end
    k *= back
    if how == "roll":  # rolled clear along the mat, then back to where they lie
        return Beat(clear[0] * t * k, 0.06 * math.sin(math.pi * min(1.0, k)), 25 * t * k,
                    False, clear[1] * k)
    if how == "aside":  # a step back out of its line, ducked low
        return Beat(0.03 * t * k, 0.0, -10 * t * k, False, -0.07 * k)
    if how == "duck":  # down under it, leaning away
        return Beat(0.02 * t * k, 0.0, 20 * t * k)
    landed = _ease(u / 0.25)  # a foe lifted comes down on their feet (up and over: higher)
    lift = Beat(v0.dx, v0.dy + (0.2 if how == "over" else 0.0) * math.sin(math.pi * landed),
                v0.tilt, False, v0.dz)
    v = _mix(lift, Beat(), landed) if u > 0 else v0
    step = -0.04 * t * k * (1 + _bump(u, 0.3, 0.25))  # into it, then the shove
    if how in ("shove", "elbow"):  # a lunge through it
        step = -0.04 * t * k * (1 + 1.5 * _bump(u, 0.12, 0.2))
    lean = {"sprawl": -30, "toss": 15, "catch": 15, "shove": -18, "elbow": -14}.get(
        how, -8) * t * k
    if how == "sprawl":  # hips back, their weight dropped across the back of the one who shot
        on = _ease(u / 0.15) * (1 - _ease((u - 0.5) / 0.25)) * k  # in, then up off them
        step, lean = step - SPRAWL[0] * t * on, lean - SPRAWL[1] * t * on
        return Beat(v.dx + step, v.dy, v.tilt + lean, False, v.dz + SPRAWL[2] * on)
    return Beat(v.dx + step, v.dy, v.tilt + lean, False, v.dz)


def _attacker(kind: str, of: str, how: str, u: float, t: int, a0: Beat, reach, pose: str,
              stays_down: bool, rest: tuple = (0.0, 0.0)):
    """The attacker after the turn (u: 0..1 to the end) and their pose: from where the move
    was turned (a0) to where it leaves them, back on their spot at the end (or `rest` from
    it), lying there when the state has them down."""
    home = Beat(rest[0], 0, -90 * t, False, DOWN_DZ + rest[1]) if stays_down else \
        Beat(rest[0], 0, 0, False, rest[1])
    if kind in ("fling", "escape"):  # thrown back past where they came from, then set
        far = _mix(a0, Beat(-0.1 * t, 0.0, -45 * t), _ease(u / 0.3))
        if stays_down:
            return _mix(far, home, _ease((u - 0.4) / 0.3)), "staggered"
        return _mix(far, home, _ease((u - 0.55) / 0.45)), "staggered" if 0.1 < u < 0.85 else ""
    if kind in TURNS.values():
        return _turned(kind, u, t, a0, home, stays_down)
    if kind == "past":  # on through where the foe was, off balance, then turned back round
        run = 0.15 if of in ("running", "lariat") else 0.08
        through = Beat(a0.dx + run * t, 0.0, 35 * t, False, a0.dz)
        a = _mix(_mix(a0, through, _ease(u / 0.35)), home, _ease((u - 0.4) / 0.6))
        return a, pose if u < 0.3 else "staggered" if u < 0.85 else ""
    # down on the mat: swept off the caught leg, taken down, or a crash onto an empty mat
    face = 1 if kind == "crash" or how == "sprawl" else -1  # face first, else on the back
    face = -1 if stays_down else face  # (lying as the state has them: on their back)
    held = 0.3 if kind == "sweep" else 0.0  # the leg held a moment (hopping), then swept
    s = max(0.0, (u - held) / (1 - held))
    fall = _ease(s / 0.25)
    fell = a0.dx - (FALLS * 0.3 if how == "sprawl" else FALLS) * t  # (a sprawl flattens
    # them where they shot in)
    flat = Beat(reach.dx if kind == "crash" else fell, 0.0, 90 * t * face, False,
                (reach.dz if kind == "crash" else a0.dz) + DOWN_DZ)
    a = _mix(a0, flat, fall)
    if u < held:
        a = replace(a, dy=a.dy + 0.04 * abs(math.sin(u * 30)))
    elif fall < 1:  # the leap or the toss still in the air
        a = replace(a, dy=a.dy + (0.4 if how == "toss" else 0.08) * math.sin(math.pi * fall))
    if stays_down:
        return _mix(a, home, _ease((s - 0.5) / 0.5)), pose if u < held else ""
    up = _ease((s - 0.4) / 0.25)  # up where they fell, then the step back to their spot
    a = _mix(_mix(a, Beat(flat.dx, 0.0, 0.0, False, flat.dz - DOWN_DZ), up), home,
             _ease((s - 0.55) / 0.45))
    return a, pose if u < held else "crouch" if 0.05 < up < 0.85 else ""


def _turned(kind: str, u: float, t: int, a0: Beat, home: Beat, stays_down: bool):
    """The attacker after a counter with its own turn (TURNS): reeling back with both hands
    over the eyes, sent back to the ropes and off them, doubled over the elbow, hopping on one
    foot holding the shin checked; back on their spot at the end (or down, as the state
    has them)."""
    if kind == "shoved":  # back to the ropes, off them a little, then set
        back = _ease(u / 0.3) - 0.25 * _bump(u, 0.42, 0.12)
        a = _mix(a0, Beat(-SHOVED * t, 0.0, -12 * t), back)
        pose = "flail" if 0.03 < u < 0.45 else "staggered" if u < 0.8 else ""
    elif kind == "blinded":  # reeling back, bent, both hands over the eyes, a step each way
        a = _mix(a0, Beat(-0.08 * t, 0.0, 12 * t, False, 0.03 * math.sin(u * 9)),
                 _ease(u / 0.35))
        pose = "eyes" if 0.03 < u < 0.82 else ""
    elif kind == "doubled":  # folded over the middle, backing off
        a = _mix(a0, Beat(-0.07 * t, 0.0, 30 * t), _ease(u / 0.2))
        pose = "clutch+crouch" if 0.03 < u < 0.8 else ""
    else:  # hop: on one foot, the shin held, hopping back
        a = _mix(a0, Beat(-0.06 * t), _ease(u / 0.6))
        a = replace(a, dy=0.05 * abs(math.sin(u * 22)) * (1 - _ease((u - 0.6) / 0.15)))
        pose = "shin" if 0.03 < u < 0.75 else ""
    settle = _ease((u - 0.6) / 0.4) if not stays_down else _ease((u - 0.45) / 0.35)
    return _mix(a, home, settle), pose


def reversal(data: dict, p: float, att, vic, stays_down: bool = False, rises=None,
             rest: tuple = (0.0, 0.0)):
    """(attacker, one countering) as drawn `p` (0..1) through a counter's reversal (data: the
    cue's: of, how, hit, part, prop), from where each stands (show.Placed); rises: where one
    countering from the mat stands after it (they roll clear, then get up in it); rest: where
    it leaves the attacker, from their spot."""
    of, how = data.get("of", "strike"), data.get("how", "block")
    t = 1 if att.x <= vic.x else -1
    down = vic.figure.stance == "down"
    reach = reach_of(of, att, vic, att.figure.build.width, vic.figure.build.width, down,
                     data.get("part", ""), spring=data.get("spring", False))
    hit = data.get("hit") or TURN_AT.get(of, 0.45)
    a, v, a_pose, v_pose = reversal_beats(of, how, p, t, reach, hit, down, stays_down, rest)
    if down and rises is None:
        v_pose = ""  # staying down rolls flat (crouched, they read as getting up: session 52)
    me = replace(vic, x=vic.x + v.dx, y=vic.y + v.dz, tilt=vic.tilt + v.tilt,
                 pose=v_pose or vic.pose, high=False, up=vic.up + v.dy)
    kind = outcome(of, how, down)
    if rises is not None and p > hit:
        clear = ROLL_CLEAR if down and kind == "crash" else (ROLL, 0.0)
        me = _risen(vic, rises, t, (p - hit) / max(1e-6, 1 - hit), clear)
    facing = t
    if p > hit and kind == "blinded" and 0.15 < (p - hit) / (1 - hit) < 0.7:
        facing = -t  # turned away, hands over the eyes
    ax, ay = att.x + a.dx, att.y + a.dz
    if kind in APART and not down:  # two on their feet meeting: neither drawn over the other
        least = FIG * BODY / 2 * (att.figure.build.width + vic.figure.build.width) * APART_SHARE
        if (me.x - ax) * t < least:  # (a giant hid the one who countered him: session 54),
            ax += (me.x - t * least - ax) * _ease((p - 0.9 * hit) / (0.2 * hit))  # from as
            # the move is turned (before it, the move's own motion)
    elif kind == "past" and not down and p > 0.75 * hit:  # the one ducking drawn over the one
        me = replace(me, y=max(me.y, ay + 0.004))  # going past (they vanished behind him)
    return (replace(att, x=ax, y=ay, tilt=att.tilt + a.tilt, facing=facing,
                    pose=a_pose or att.pose, high=a.high, up=att.up + a.dy,
                    prop=data.get("prop", "") or att.prop), me)


def _risen(lying, stood, t: int, u: float, clear: tuple = (ROLL, 0.0)):
    """One countering from the mat, u (0..1) through the reversal after the turn: up off the
    mat where they rolled clear, then back to their spot, stood (they lay down again after it
    and got up for their own move: session 52's play-test)."""
    c = _answer("roll", 1.0, t, 0.0, Beat(), clear)  # rolled clear
    lx, ly, lt = lying.x + c.dx, lying.y + c.dz, lying.tilt + c.tilt
    up, home = _ease(u / 0.5), _ease((u - 0.5) / 0.5)
    return replace(stood, x=lx + (stood.x - lx) * home, y=ly + (stood.y - ly) * up,
                   tilt=lt + (stood.tilt - lt) * up, flash=lying.flash,
                   pose="crouch" if up < 0.8 else stood.pose)
