"""The show in the ring, without pygame: where each Superstar stands and how (a Figure), the
motion each move type plays, the referee's look and doing, and the crowd's heat.

Everything here is read from what the panels already show (HP, statuses, body damage, on the
mat, at ringside, the referee in play): facts both seats may see, never a hand or a playbook.
The presenter's cues say what moves while a batch plays out; a figure's place and pose are
always its side's as shown now."""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from game.library import BODY_PARTS, MOVE_TYPES
from scenes.match import holds as HO
from scenes.match import reversals as RV
from scenes.match import trips as TR
from scenes.match.looks import look_of
from scenes.match.ref_way import WATCH, walk_step  # noqa: F401  (the referee's way round)
from scenes.match.ref_spot import (  # noqa: F401  (where the referee stands)
    ASK_WIDE, AT_THE_HEAD, DISTRACTED, HOLDER_CLEAR, at_the_head, lying, raise_aside,
    referee_spot)
from scenes.match.motions import (  # noqa: F401  (the motions each move type plays)
    BODY, FIG, FINISHER_SECONDS, HITS, IMPACT_AT, MOTION_OF, MOTION_SECONDS, MOTIONS, ROPE_UP,
    WALKED_OUT, WHOLE_WAIT, Beat, Reach, _ease, gesture_for, gesture_pose, impact_wait,
    HOIST, ROLLED_UP, SHOVE, TAKEDOWN, WEAPON_REEL, laid_down, motion_beats, motion_for, motion_seconds,
    reach_of, springs, tapping_pose, ALONE)

NEAR_FALL = 15  # a failed pin at this chance (%) or more is a near fall; below, an early cover


def early_cover(ev) -> bool:
    """A failed pin at long odds (under NEAR_FALL): kicked out of at one, no crowd pop."""
    return not ev.success and ev.chance < NEAR_FALL

# ---- the figures ----------------------------------------------------------------------------

PLACES = ("ring", "ringside", "climbing")
STANCES = ("standing", "staggered", "down")
STAND_Y, DOWN_Y = 0.62, 0.66  # a figure's feet on the ring's floor: standing, down on the mat
STAGGER_HP = 0.3  # at or under this share of max HP a Superstar stands staggered
HURT_STEPS = (4, 7, 14)  # body damage from which a part shows bruised, hurt, badly hurt


@dataclass(frozen=True)
class Build:
    """The shape a style gives a figure (multiples of an average wrestler)."""
    height: float = 1.0
    width: float = 1.0
    limbs: float = 1.0
    belly: float = 0.0
    gear: str = ""  # mask, cape, bandana, headgear, kneepads, beard


BUILDS = {
    "powerhouse": Build(0.98, 1.36, 1.4, 0.0, "kneepads"),
    "high-flyer": Build(0.92, 0.86, 0.85, 0.0, "mask"),
    "technician": Build(0.97, 1.0, 1.0, 0.0, "headgear"),
    "brawler": Build(1.0, 1.18, 1.15, 0.5, "beard"),
    "showman": Build(1.0, 1.02, 1.0, 0.0, "cape"),
    "submission specialist": Build(0.95, 0.9, 0.92, 0.0, "kneepads"),
    "giant": Build(1.22, 1.2, 1.2, 0.1, "beard"),
    "hardcore": Build(1.0, 1.08, 1.05, 0.4, "bandana"),
}
DEFAULT_BUILD = Build()


def build_of(style: str) -> Build:
    """The build of a Superstar's style (an unknown style: an average build)."""
    return BUILDS.get(style.lower(), DEFAULT_BUILD)


@dataclass(frozen=True)
class Figure:
    """One Superstar as the ring shows them now."""
    seat: int
    name: str
    style: str
    persona: str  # protagonist (a face) or antagonist (a heel)
    colour: tuple
    place: str  # ring, ringside, climbing (back in through the ropes)
    stance: str  # standing, staggered, down
    stunned: bool
    busted_open: bool
    hurt: tuple  # (part, 0..3) for each body part, in BODY_PARTS order

    @property
    def build(self) -> Build:
        """The figure's build, from the Superstar's style."""
        return build_of(self.style)

    @property
    def look(self):
        """How the figure looks (scenes.match.looks), from the Superstar's data."""
        return look_of(self.name, self.style, self.persona, self.colour)


def hurt_level(damage: int) -> int:
    """0 (fresh) to 3 (badly hurt): how a body part's damage shows on the figure."""
    return sum(1 for step in HURT_STEPS if damage >= step)


def figure_of(seat: int, facts: dict, colour: tuple, climbing: bool = False) -> Figure:
    """A Superstar's figure from their panel's facts (scenes.match.facts.panel_facts):
    down when on the mat, staggered when Stunned or at STAGGER_HP or less, at ringside when
    outside (climbing back in while their return plays)."""
    statuses = set(facts.get("statuses", ()))
    hp, max_hp = facts.get("hp", 1), max(1, facts.get("max_hp", 1))
    if facts.get("on_mat"):
        stance = "down"
    elif "stunned" in statuses or hp <= STAGGER_HP * max_hp:
        stance = "staggered"
    else:
        stance = "standing"
    place = "ringside" if facts.get("at_ringside") else "ring"
    if climbing and place == "ring":
        place = "climbing"
    body = dict(facts.get("body", ()))
    hurt = tuple((part, hurt_level(body.get(part, 0))) for part in BODY_PARTS)
    return Figure(seat, facts.get("name", ""), facts.get("style", ""),
                  facts.get("persona", "protagonist"), tuple(colour), place, stance,
                  "stunned" in statuses, "busted_open" in statuses, hurt)


def spot_of(figure: Figure) -> tuple[float, float]:
    """Where a figure stands, as fractions of the ring's mat (x across, y from the back rope;
    outside 0..1 is the floor at ringside). Seat 0 works the left of the ring, seat 1 the
    right; a figure outside stands on the floor in front of the apron, below their spot in the
    ring (at the corners, two outside stood too far apart to be seen fighting: session 44)."""
    left = figure.seat == 0
    if figure.place == "ringside":
        return (0.36 if left else 0.64, 1.28)
    if figure.place == "climbing":
        return (0.12 if left else 0.88, 1.0)
    x = 0.33 if left else 0.67
    return (x, STAND_Y if figure.stance != "down" else DOWN_Y)


# ---- the referee ----------------------------------------------------------------------------

REF_SHIRTS = ((235, 235, 235), (240, 220, 120), (180, 210, 240), (240, 170, 170),
              (200, 240, 200))


@dataclass(frozen=True)
class Referee:
    """The referee as the ring shows them: name, shirt colour and what they are doing."""
    name: str
    shirt: tuple
    doing: str  # watching, distracted, counting (a pin), asking (a submission), count-out,
    # warning, raising
    distracted: bool = False  # arguing outside (he still counts a count-out, over his shoulder)


def referee_of(name: str | None, distracted: bool, doing: str = "watching") -> Referee:
    """The referee: the Referee card in play gives the name and shirt; distracted (turned
    away) unless counting or raising a hand."""
    if name:
        shirt = REF_SHIRTS[1 + sum(map(ord, name)) % (len(REF_SHIRTS) - 1)]
    else:
        name, shirt = "Referee", REF_SHIRTS[0]
    if distracted and doing == "watching":
        doing = "distracted"
    return Referee(name, shirt, doing, distracted)


# ---- the crowd ------------------------------------------------------------------------------

HEAT_LEVELS = 5


def heat_of(crowd_points: tuple, hp_lost: float, turn: int, recent: int = 0) -> int:
    """How loud the crowd is, 0 (quiet) to HEAT_LEVELS - 1: Crowd Points earned, the share of
    HP taken off so far and the noise of the last moments (recent: pops and near falls)."""
    score = 0.4 * sum(crowd_points) + 2.5 * hp_lost + min(1.0, turn / 20) + recent
    return max(0, min(HEAT_LEVELS - 1, int(score)))


# The crowd's hum (the looped ambience) at each heat level, as a share of the volume; a
# reaction playing (a pop, cheers, boos, a near fall's roar) lifts it, a dull stretch (DULL_AFTER
# commands in a row with nothing to shout about) lowers it, and it moves there at HUM_EASE a
# second, so it never jumps.
HUM = (0.12, 0.2, 0.3, 0.42, 0.55)
HUM_SWELL = 0.3
HUM_LULL = 0.5
DULL_AFTER = 3
HUM_EASE = 0.8


def hum_level(heat: int, reacting: bool, lull: int) -> float:
    """How loud the crowd's hum should be now (0..1 of the volume)."""
    level = HUM[max(0, min(HEAT_LEVELS - 1, heat))]
    if reacting:
        level += HUM_SWELL
    elif lull >= DULL_AFTER:
        level *= HUM_LULL
    return min(1.0, level)


def ease_hum(level: float, target: float, dt: float) -> float:
    """The hum one step (dt seconds) nearer its target."""
    step = HUM_EASE * max(0.0, dt)
    if abs(target - level) <= step:
        return target
    return level + step if target > level else level - step


# ---- staging: where everyone is this frame ---------------------------------------------------

@dataclass(frozen=True)
class Placed:
    """A figure as drawn this frame: where its feet are on the mat (fractions: y is the depth
    it stands at), turned how far, facing, its pose ('' guarding, staggered, raised, crouch),
    up on the ropes, a part flashing, how high in the air (up, in figure heights) and the
    weapon in its hands (prop: the weapon page's id)."""
    figure: Figure
    x: float
    y: float
    tilt: float
    facing: int
    pose: str
    high: bool = False
    flash: str = ""
    up: float = 0.0
    prop: str = ""


def _base(fig: Figure, winner: int | None) -> Placed:
    """A figure at rest: where its state puts it and how it stands."""
    x, y = spot_of(fig)
    facing = 1 if fig.seat == 0 else -1
    pose = {"staggered": "staggered", "down": ""}.get(fig.stance, "")
    if fig.place == "climbing":
        pose = "crouch"
    if winner == fig.seat:
        pose = "raised"
    tilt = -90.0 * facing if fig.stance == "down" else (8.0 * facing if pose == "staggered"
                                                         else 0.0)
    return Placed(fig, x, y, tilt, facing, pose)


def acting_pose(motion: str, p: float, foe_down: bool, pose: str) -> str:
    """The pose of the one acting `p` (0..1) through a motion (pose: theirs otherwise)."""
    if motion == "pin" or (motion == "hold" and foe_down):
        return "crouch"
    if gesture_pose(motion, p):
        return gesture_pose(motion, p)
    if motion == "breather" and 0.1 < p < 0.9:
        return "knees+crouch"
    if motion == "lariat" and 0.4 < p < 0.75:  # the arm swung through
        return "point"
    if motion == "driver" and 0.65 < p < 0.9:  # down with them onto the mat
        return "crouch"
    if motion == "stomp" and 0.2 < p < IMPACT_AT["stomp"]:  # the foot raised over them,
        return "legup"  # brought down at the impact (a hop beside one lying read as standing
    # by them: session 53's play-test)
    if (motion == "hurt" and 0.1 < p < 0.9) or (motion == "windup" and 0.2 < p < 0.8):
        return "crouch"
    return pose


def turn_at(seat: int, cues, since: float, rising: bool = True) -> float:
    """When a seat's figure turns from how it stood before the command shown since `since`
    to how the state has it: as its own walk, climb or rise (unless not `rising`) starts,
    else, covered for a pin, once the count is over, else, held and asked in a submission,
    once the hold lets go, else at the impact of the command's first motion, else at once."""
    own = ("walk", "climb", "rise") if rising else ("walk", "climb")
    mine = [c.at for c in cues if c.at >= since and c.seat == seat and c.kind in own]
    if mine:
        return min(mine)
    covers = [c.at + c.dur for c in cues if c.kind == "motion" and c.at >= since and
              c.seat != seat and c.data.get("motion") == "pin"]
    if covers:  # pinned: as they were till the count is over (a panel saying STANDING as
        return max(covers)  # the cover began gave the kick-out away: session 45's play-test)
    holds = [c.at + c.dur for c in cues if c.kind == "motion" and c.at >= since and
             c.seat != seat and c.data.get("motion") == "hold"]
    if holds and any(c.kind == "ref" and c.seat == seat and c.at >= since and
                     c.data.get("doing") == "asking" for c in cues):  # asked in a hold: as
        return max(holds)  # they were till it lets go (one who tapped lay on the mat from
    # the hold's grip on, the holder over no one: session 47's play-test)
    hits = [c.at + (c.data.get("hit") if c.data.get("of") else IMPACT_AT.get(
        c.data.get("motion"), 0.5)) * c.dur for c in cues  # (a reversal: as it is turned;
            if c.kind == "motion" and c.at >= since and c.data.get("motion") != "windup" and
            (c.seat == seat or c.data.get("motion") not in ALONE)]  # the foe's arm raised
    # for a page laid one down before the blow that did: session 55's play-test)
    return min(hits, default=since)


def as_shown(before: list[Figure], now: list[Figure], cues, at: float,
             since: float, turns: dict | None = None) -> list[Figure]:
    """Each figure as the ring shows it at `at`: as it stood before the command shown since
    `since` until that command turns it (turn_at, or `turns`: seat -> when, read once while
    all the command's cues were there: a finished cue is dropped), then as the state has it
    (a slam's foe is on their feet until it lands, a thrown foe in the ring until they go over
    the ropes)."""
    # (at a walk's very start: before, as the walk is not under way till the next frame;
    # 'now' for that frame flickered outside)
    return [b if b is not None and b.seat == n.seat and at <= (
        turns[n.seat] if turns is not None and n.seat in turns else
        turn_at(n.seat, cues, since)) else n for b, n in zip(before, now)]



def stage(figures: list[Figure], cues, now: float, winner: int | None = None,
          holding: dict | None = None, bob: bool = True) -> list[Placed]:
    """Both figures as drawn at `now`: at rest where the state puts them, moved by the motion,
    walk, climb and limb cues playing (duck-typed presenter cues: kind, seat, data,
    started, progress(now)); holding: seat -> the weapon in its hands ('' for none) while the
    page they called waits for its answer (the two square up: squared_up); bob: on their toes,
    and at rest breathing in their stance (idle)."""
    placed = {f.seat: _base(f, winner) for f in figures}
    if bob and winner is None and not holding and not any(  # at rest: nothing showing
            c.started and c.progress(now) < 1 for c in cues):  # (a busy frame has enough)
        placed = {seat: idle(me, now) for seat, me in placed.items()}
    for seat, prop in (holding or {}).items():
        if seat in placed:
            placed[seat] = replace(placed[seat], prop=prop)
            placed = squared_up(placed, seat, now if bob else None)
    for cue in cues:
        if not cue.started or cue.seat not in placed:
            continue
        p = cue.progress(now)
        me = placed[cue.seat]
        if cue.kind == "walk":  # out to the floor: from the ring spot to ringside (lying
            x0, y0 = spot_of(replace(me.figure, place="ring"))  # there when down)
            if cue.data.get("thrown"):
                lying = cue.data.get("lying", False)  # (thrown from the mat: from where they lay)
                if lying:
                    x0, y0 = spot_of(replace(me.figure, place="ring", stance="down"))
                placed[cue.seat] = thrown_out(me, x0, y0, p, lying)
                continue
            k = _ease(p)
            x, y = x0 + (me.x - x0) * k, y0 + (me.y - y0) * k
            if me.figure.stance == "down":
                # out lying: crawling under the bottom rope, half up on hands and knees (they
                # glided out flat: session 44's play-test)
                up = min(1.0, p / 0.2, (1 - p) / 0.2)
                placed[cue.seat] = Placed(me.figure, x, y, me.tilt * (1 - 0.5 * up),
                                          me.facing, "crouch" if up > 0.5 else me.pose)
                continue
            placed[cue.seat] = Placed(me.figure, x, y, me.tilt * k, me.facing, me.pose,
                                      up=0.6 * k * (1 - k))  # a step over the ropes (a hop
            # of 0.4 of their height, straight down the screen, read as walking to the back
            # ropes first: session 45's play-test)
        elif cue.kind == "climb" and p < 1:  # back in: up onto the apron, through the ropes
            x1, y1 = me.x, me.y  # bent low, and down onto the mat (it was a float up from the
            x0, y0 = spot_of(replace(me.figure, place="ringside"))  # floor: session 49)
            k = _ease(p)
            placed[cue.seat] = Placed(me.figure, x0 + (x1 - x0) * k, y0 + (y1 - y0) * k,
                                      0.0, me.facing, "crouch" if p < 0.7 else me.pose,
                                      up=CLIMB_UP * math.sin(math.pi * min(1.0, p / 0.8)))
        elif cue.kind == "rise" and p < 1 and me.figure.stance != "down":  # up off the mat
            x0, y0 = spot_of(replace(me.figure, stance="down"))
            k = _ease(p)
            placed[cue.seat] = replace(me, x=x0 + (me.x - x0) * k, y=y0 + (me.y - y0) * k,
                                       tilt=-90.0 * me.facing * (1 - k) + me.tilt * k,
                                       pose="crouch" if p < 0.7 else me.pose)
        elif cue.kind == "lie" and p < 1:  # down from a fall till the rise that follows
            placed[cue.seat] = replace(_base(replace(me.figure, stance="down"), winner),
                                       flash=me.flash, prop=me.prop)
        elif cue.kind == "limb":
            placed[cue.seat] = replace(me, flash=cue.data.get("part", ""))
        elif cue.kind == "aside" and p < 1:  # on the floor till their entrance
            x, y = spot_of(replace(me.figure, place="ringside"))
            placed[cue.seat] = replace(me, x=x, y=y)
    for cue in cues:  # (after a lie: the fall is the lie's start)
        if cue.kind == "fall" and cue.started and cue.seat in placed and cue.progress(now) < 1:
            placed[cue.seat] = fallen(placed[cue.seat], cue.progress(now))
    for cue in cues:  # across the ropes to beside the foe and back (trips)
        if cue.kind in ("go", "back") and cue.started and {cue.seat, 1 - cue.seat} <= set(
                placed) and cue.progress(now) < 1:
            me = placed[cue.seat]
            to = TR.beside(me, _base(placed[1 - cue.seat].figure, None),
                           cue.data.get("motion", "strike"), cue.data.get("part", ""))
            placed[cue.seat] = TR.across(me, to, cue.progress(now), cue.kind == "back",
                                         cue.data.get("crawl", False))
        elif cue.kind == "stay" and cue.started and {cue.seat, 1 - cue.seat} <= set(
                placed) and cue.progress(now) < 1:  # countered there, beside them still
            placed[cue.seat] = TR.stood_beside(placed[cue.seat], _base(
                placed[1 - cue.seat].figure, None), cue.data["motion"], cue.data["part"])
    flying = {c.seat: c.data.get("lying", False) for c in cues if c.kind == "walk" and
              c.data.get("thrown") and c.started and c.progress(now) < 1}  # thrown out
    for cue in cues:
        if cue.kind != "motion" or not cue.started or cue.seat not in placed:
            continue
        other = 1 - cue.seat
        if other not in placed:
            continue
        aloft = other in flying and cue.data.get("motion") == "throw"  # the thrower's throw
        # goes on to its end where the foe stood (he snapped home as they flew: session 49);
        # the flight alone moves the foe
        motion, p = cue.data.get("motion", "strike"), cue.progress(now)
        att, vic = placed[cue.seat], placed[other]
        if cue.data.get("away"):  # from beside a foe across the ropes (trips)
            att = TR.away(att, _base(vic.figure, None), cue.data.get("of") or motion,
                          cue.data.get("part", ""))
        if aloft:
            vic = _base(replace(vic.figure, place="ring", stance="down" if flying[other]
                                else "standing"), None)
        toward = 1 if att.x <= vic.x else -1
        down = vic.figure.stance == "down"
        covered = replace(vic, y=vic.y + DOWN_Y - STAND_Y) if motion == "pin" and not down \
            else vic  # a cover lays a standing foe down: over them where they will lie
        reach = reach_of(motion, att, covered, att.figure.build.width, vic.figure.build.width,
                         down or motion == "pin", cue.data.get("part", ""),
                         motion == "pin" and not down, cue.data.get("spring", False))
        if motion == "counter" and cue.data.get("of"):  # the move attempted, turned round
            low = placed[cue.seat].figure.stance == "down"  # (put down by it: from their feet
            # to the mat; beside a foe across the ropes they were stood up for it: trips.away)
            att = replace(_base(replace(att.figure, stance="standing"), None),
                          flash=att.flash) if low else att
            if low and cue.data.get("away"):  # (beside the foe, as above)
                att = TR.away(att, _base(vic.figure, None), cue.data["of"])
            up = None
            if cue.data.get("rises"):  # up off the mat in it: from lying (as before it) to
                up = vic if vic.figure.stance != "down" else _base(replace(  # how the state
                    vic.figure, stance="standing"), None)  # has them, whenever the figure turns
                vic = replace(_base(replace(vic.figure, stance="down"), None), flash=vic.flash)
            rest = TR.stays_at(att, _base(vic.figure, None), cue.data["of"]) if \
                cue.data.get("stay") else (0.0, 0.0)  # (a dive across the ropes: there)
            placed[cue.seat], placed[other] = RV.reversal(cue.data, p, att, vic, low, up, rest)
            continue
        enter, leave = not cue.data.get("cont"), not cue.data.get("keep")
        hit = cue.data.get("hit") or IMPACT_AT.get(motion, 0.5)
        if motion == "hold":  # down on the mat, the holder on the part held (holds.held)
            taps = tapping_pose(cue.data["taps_at"], now) if "taps_at" in cue.data else ""
            a_p, v_p = HO.held(att, vic, cue.data.get("part", ""), p, toward, DOWN_Y - STAND_Y,
                               enter, leave, hit, taps, cue.data.get("stays", False))
            placed[cue.seat] = replace(a_p, prop=cue.data.get("prop", "") or att.prop)
            placed[other] = placed[other] if aloft else v_p
            continue
        a, v = motion_beats(motion, p, toward, reach, enter, leave, hit, TR.stays_at(
            att, _base(vic.figure, None), motion) if cue.data.get("stay") else (0.0, 0.0))
        v_tilt = vic.tilt  # (on their feet until the move lands: as_shown keeps them so)
        if down and motion != "counter":
            v = Beat()  # a foe already on the mat is not lifted or turned over: hit where they lie
        elif cue.data.get("soft") and motion in SOFT:
            v = Beat()  # a blow for no damage: taken without a reel (it said NO DAMAGE as the
            # foe reeled from it: session 45's play-test)
        tilt, pose = att.tilt, att.pose
        if att.figure.stance == "down":  # up off the mat for it, and back down after
            rise = _ease(p / 0.25) * (1 - _ease((p - 0.85) / 0.15))
            tilt, pose = tilt * (1 - rise), "crouch" if rise > 0.5 else pose
        face = -toward if motion == "ropes" and p < 0.5 else toward
        if motion == "pin" and abs(a.tilt) > 10:  # (leaning toward the head of the one
            face = 1 if a.tilt > 0 else -1  # covered, from where they walked in)
        pose = acting_pose(motion, p, down, pose)
        if motion == "pin" and not down and pose == "crouch":  # a roll-up: their legs held
            pose = ROLLING_UP
        placed[cue.seat] = Placed(att.figure, att.x + a.dx, att.y + a.dz, tilt + a.tilt, face,
                                  pose, a.high, att.flash,
                                  att.up + a.dy,
                                  cue.data.get("prop", "") or att.prop)
        if cue.data.get("post") and motion not in ("pin", "counter") and vic.y > 1.0:
            v = into_the_post(v, vic, p, hit)
        vic_y = vic.y + v.dz
        rolled = False
        if motion == "pin" and not down:  # a cover takes a standing foe down
            k = laid_down(p, hit, cue.data.get("won", False))
            v_tilt = v_tilt + (-ROLLED_UP * vic.facing - v_tilt) * k
            vic_y += (DOWN_Y - STAND_Y) * k
            rolled = k > 0.5
        if aloft:
            continue
        v_pose = tapping_pose(cue.data["taps_at"], now) if "taps_at" in cue.data else \
            "point" if motion == "counter" and hit <= p < hit + SHOVE else \
            "staggered" if motion == "weapon" and v != Beat() and \
            hit <= p < hit + 2 * WEAPON_REEL[0] else ""  # (on their feet, a blow that hurt)
        placed[other] = Placed(vic.figure, vic.x + v.dx, vic_y, v_tilt + v.tilt, vic.facing,
                               v_pose or ("crouch" if rolled else vic.pose), False,
                               vic.flash,
                               vic.up + v.dy, vic.prop)
    return [placed[s] for s in sorted(placed, key=lambda s: placed[s].y)]


ROLLING_UP = "kneel+choke"  # one rolling a foe up: on a knee, the legs held to the chest
CLIMB_UP = 0.2  # how high (in their heights) one climbing back in steps up onto the apron
THROWN_LANDS = 0.55  # a throw-out's share of its time in the air (then down, then up)


def thrown_out(me: Placed, x0: float, y0: float, p: float, lying: bool = False) -> Placed:
    """One thrown out `p` (0..1) of the way: over the top rope from their ring spot (x0, y0)
    turning flat (flat all the way when thrown from the mat, lifted from it: they stood up in
    mid-air in a frame: session 49's play-test), down on the floor a moment, then up where
    the state has them (still down, if it does)."""
    k = _ease(min(1.0, p / THROWN_LANDS))
    flat = -90.0 * me.facing
    if p < THROWN_LANDS:  # highest over the front ropes (from mid-ring straight up, the arc
        # read as over the back ropes: session 49's play-test)
        c = min(0.9, max(0.1, (1.0 - y0) / max(1e-6, me.y - y0)))  # the share where the ropes are
        peak, start = ROPE_UP + 0.05, 0.0 if lying else HOIST  # (on from the throw's hoist)
        up = start + (peak - start) * (1 - ((k - c) / c) ** 2) if k < c else \
            peak * (1 - ((k - c) / (1 - c)) ** 2)
        return Placed(me.figure, x0 + (me.x - x0) * k, y0 + (me.y - y0) * k,
                      flat if lying else flat * k, me.facing, "staggered", up=max(0.0, up))
    rise = 0.0 if me.figure.stance == "down" else _ease((p - 0.8) / 0.2)
    return Placed(me.figure, me.x, me.y, flat + (me.tilt - flat) * rise, me.facing,
                  "crouch" if rise < 0.7 else me.pose, flash=me.flash)


POST_Y = 1.04  # where a foe whipped into a front ring post meets it (just outside the ropes)


def into_the_post(v: Beat, vic: Placed, p: float, hit: float) -> Beat:
    """A foe sent into the nearest front ring post (Ringpost Arm Whip, Ringpost Gash): flung
    there by the impact, slumped against it a moment, then staggering back to their spot (the
    move showed a plain strike and no post: session 45's play-test)."""
    post_x = 0.04 if vic.x < 0.5 else 0.96
    go = _ease((p - 0.5 * hit) / (0.5 * hit))  # (taken by the arm first, then whipped)
    back = _ease((p - hit - 0.12) / max(1e-6, 0.88 - hit))
    k = go * (1 - back)
    lean = -20 * (1 if post_x > vic.x else -1) * go if p < hit else v.tilt
    return Beat(v.dx * (1 - k) + (post_x - vic.x) * k, v.dy, lean, False,
                v.dz * (1 - k) + (POST_Y - vic.y) * k)


SQUARED_HZ = 1.4  # how often the two bounce on their toes while a move waits for its answer
SQUARED_UP = 0.04  # how high, in figure heights
SQUARED_FRAMES = 12  # drawn this many times a second (quantised: frames between are the same)


def squared_up(placed: dict, seat: int, now: float | None) -> dict:
    """While the move `seat` called waits for its answer (a counter or not), the two on their
    feet square up in a fighting crouch, bouncing on their toes out of step (now None: still);
    the ring stood frozen for up to a second while an AI decided (session 44's play-test)."""
    out = dict(placed)
    for s in (seat, 1 - seat):
        me = out.get(s)
        if me is None or me.figure.stance == "down":
            continue
        up = 0.0 if now is None else bounce(now, SQUARED_HZ, SQUARED_UP, s != seat)
        out[s] = replace(me, pose="crouch", up=me.up + up)
    return out


def bounce(now: float, hz: float, height: float, late: bool) -> float:
    """How high (figure heights) one bouncing on their toes is at `now`, `hz` bounces a second
    up to `height`, half a bounce behind when late (quantised to SQUARED_FRAMES a second)."""
    t = round(now * SQUARED_FRAMES) / SQUARED_FRAMES + (0.5 / hz) * late
    return height * abs(math.sin(math.pi * hz * t))


IDLE_HZ = 0.9  # a Superstar at rest on their feet sways in their stance this often
IDLE_UP = 0.025  # this high, in figure heights


def idle(me: Placed, now: float) -> Placed:
    """A Superstar on their feet between commands, alive in their stance: a slow bounce, the two
    out of step (the ring stood still for more than half a match: session 45's play-test);
    quantised like squared_up, so the table redraws a dozen times a second, not every frame."""
    if me.figure.stance == "down" or me.figure.place == "climbing":
        return me
    return replace(me, up=me.up + bounce(now, IDLE_HZ, IDLE_UP, me.figure.seat == 1))


def fallen(me: Placed, p: float) -> Placed:
    """A figure lying as drawn, p (0..1) through its fall: from upright, gathering speed, the
    knees going first (nothing for one not lying)."""
    if abs(me.tilt) < 45:
        return me
    k = p * p
    drop = (DOWN_Y - STAND_Y) * (1 - k) if me.figure.place == "ring" else 0.0
    return replace(me, y=me.y - drop, tilt=me.tilt * k,
                   pose="staggered" if k < 0.5 else me.pose)


SOFT = ("strike", "kick", "running", "stomp", "weapon", "lariat")  # blows a foe reels from
# unless they do no damage
SLAP_DOWN = 0.2  # seconds the referee's hand stays down on the mat at each count


def slap(now: float, beats: tuple, facing: int) -> tuple[str, float]:
    """(pose, tilt) of the referee counting a pin: down on one knee by the head with a hand
    raised, leaning in to slap it flat on the mat at each count (beats: (when, words)); he
    only crouched beside the pile (session 45's play-test), then leant in the air over it
    with his feet off the mat (session 54's).

    >>> slap(0.0, ((0.5, "1!"), (1.1, "2!")), 1), slap(0.6, ((0.5, "1!"), (1.1, "2!")), -1)
    (('kneel+raised', 0.0), ('kneel+slap', -20.0))
    """
    since = [now - at for at, _ in beats if now >= at]
    if since and min(since) < SLAP_DOWN:
        return "kneel+slap", 20.0 * facing
    return "kneel+raised", 0.0


def hand_raised(placed: list[Placed], seat: int | None, ref_x: float | None = None,
                up: bool = True) -> list[Placed]:
    """The figures as the referee raises the winner's hand (`seat`): theirs goes up with his,
    not a second later (session 44's play-test: the referee seemed to celebrate alone), the
    winner turned to him (ref_x) so the two hands meet; not `up`: theirs stays down till he
    is there (it went up as he set off: session 51's)."""
    def raised(p: Placed) -> Placed:
        if not up:
            return replace(p, pose="") if p.pose == "raised" else p
        facing = p.facing if ref_x is None or ref_x == p.x else (1 if ref_x > p.x else -1)
        return replace(p, pose="raised", facing=facing)
    return [raised(p) if p.figure.seat == seat and p.figure.stance != "down" else p
            for p in placed]
