"""A submission hold as the ring shows it, without pygame: the one held taken down (on their
back, face down, or sat up) and the one holding where the hold works on the part it targets
(HOLDS): standing at their feet pulling a leg up, seated across an arm held up, kneeling
behind one sat up with an arm round the neck, seated on a back pulling it up. Two figures
standing chest to chest, one bent, read as two figures hugging (session 50's play-test)."""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from scenes.match.motions import FIG, _ease, head_side


@dataclass(frozen=True)
class Hold:
    """How a hold on one part is shown: the one held lying on their back, face down or sat up
    (held), their pose (the limb held up), the holder's pose, where the holder is along the
    one held (at: their feet 0, the top of their head 1, about the middle of their drawing at
    0.56; for one sat up, behind their back by `at` of their height), which way the holder
    faces (1 their head, -1 their feet), how far they lean back (degrees), their depth in
    front (+) or behind (-) the one held, and how high they sit (figure heights)."""
    held: str
    held_pose: str
    pose: str
    at: float
    face: int
    lean: float
    depth: float = 0.01
    up: float = 0.0


HOLDS = {
    "leg": Hold("back", "legup", "pull", -0.06, 1, 16),  # an ankle lock: standing at their
    # feet, a leg up in the hands
    "arm": Hold("back", "point", "sit+grip", 0.9, 1, 22, -0.02),  # an armbar: seated at their
    # shoulder, the arm held up (behind them: the one held shows whole; seated at their middle
    # a third of the one held was under the holder, a tangle: session 56's play-test)
    "head": Hold("sat", "sit+grip", "kneel+choke", 0.13, 1, -24),  # a sleeper: kneeling
    # behind one sat up (clutching the arm at their neck), leaning over them
    # (at: the holder's shoulder, per build width, from their middle: REACH more to the neck)
    "back": Hold("front", "crab", "pull", -0.05, 1, 8, -0.02),  # a crab: face down, legs
    # lifted back to the holder standing at their feet, sitting back (astride them, the two
    # were one tangle for the three seconds that ended a match: session 54's play-test)
}
REACH = 0.2  # how far in front of their shoulder a holder's hands reach, in their heights
CENTRE = 0.56  # a figure's drawing turns about this share of its height (sprites.figure)
TAKEN = 0.4  # how far on a hold is (grip) when the one held starts to go down
LEAVE = 0.85  # the share of a hold after which it lets go (unless it goes on into the next)


def hold_of(part: str) -> Hold:
    """How a hold on `part` is shown (one on no part, or the back: a camel clutch)."""
    return HOLDS.get(part, HOLDS["back"])


def grip(p: float, hit: float, enter: bool = True, leave: bool = True) -> float:
    """How far on a hold is `p` (0..1) through it: on by its impact (at once when it goes on
    from the one before), off over its last share (never when it goes on into the next)."""
    on = _ease(p / max(1e-6, hit)) if enter else 1.0
    return on * ((1 - _ease((p - LEAVE) / (1 - LEAVE))) if leave else 1.0)


WORKS = ("head", "arm", "back", "leg")  # the parts a hold can work (the body's hurt parts)
WORKED = 0.9  # how far into its grip a hold is when the part it works starts to flash


def held(att, vic, part: str, p: float, toward: int, lay: float, enter: bool = True,
         leave: bool = True, hit: float = 0.35, taps: str = "", stays: bool = False) -> tuple:
    """(holder, held) as placed `p` through a hold on `part` (att, vic: the two at rest, duck-
    typed show.Placed; toward: the way from the holder to the one held; lay: how much further
    toward the front one lying lies than one standing; taps: the tapping hand's pose; stays:
    the one held stays down as it lets go, a tap-out that ends the match)."""
    h = hold_of(part)
    k = grip(p, hit, enter, leave)
    kept = grip(p, hit, enter, False) if stays else k  # (they stood a fifth of a second
    # between letting go and lying for the hand-raise: session 54's play-test)
    down = abs(vic.tilt) > 45
    hd = head_side(vic, toward) if down else toward  # the way their head lies (away)
    if h.held == "sat":  # sat up, facing away from the holder
        face_v, tilt_v = toward, 0.0
    else:  # on their back (facing up) or face down
        face_v, tilt_v = (-hd if h.held == "back" else hd), 90.0 * hd
    y_v = vic.y + (0.0 if down else lay)
    Hm = FIG * vic.figure.build.height
    if h.held == "sat":  # their hands, a reach in front of them, at the neck (a giant
        b = att.figure.build  # kneeling close covered one sat up: session 51)
        x_h, face_h = vic.x - toward * FIG * b.height * (h.at * b.width + REACH), toward
    else:
        x_h, face_h = vic.x + hd * (h.at - CENTRE) * Hm, hd * h.face
    squeeze = 0.5 + 0.5 * math.sin(p * math.pi * 3)
    tilt_h = -(h.lean + 10 * squeeze) * face_h
    vk = _ease((kept - TAKEN) / (1 - TAKEN))  # the one held goes down as the holder gets there
    on = vk > 0.5
    pose_v = h.held_pose if on else ("crouch" if vk > 0.1 else vic.pose)
    if stays and k < kept and _ease((k - TAKEN) / (1 - TAKEN)) < 0.5:  # let go: flat
        pose_v = ""
    if taps:
        pose_v = f"{pose_v}+{taps}" if pose_v and pose_v != "crouch" else taps
    worked = part if on and k > WORKED and part in WORKS else vic.flash  # the part the hold
    # works flashes while it is cranked (only the banner told what a hold did: session 54)
    one = replace(vic, y=vic.y + (y_v - vic.y) * vk, tilt=vic.tilt + (tilt_v - vic.tilt) * vk,
                  facing=face_v if on else vic.facing, pose=pose_v, up=vic.up * (1 - vk),
                  flash=worked)
    hk = _ease((k - TAKEN) / (1 - TAKEN))  # (the holder's own grip: letting go)
    depth = h.depth if att.figure.build.height >= vic.figure.build.height else abs(h.depth)
    holder = replace(att, x=att.x + (x_h - att.x) * k,  # (a smaller holder in front: behind
                     y=att.y + (y_v + depth - att.y) * k,  # a giant held, a third of a
                     # high-flyer showed, a tangle: session 55's play-test)
                     tilt=att.tilt * (1 - k) + tilt_h * hk, facing=face_h if hk > 0.3 else
                     toward, pose=h.pose if hk > 0.3 else att.pose, up=att.up * (1 - k) + h.up * k)
    return holder, one
