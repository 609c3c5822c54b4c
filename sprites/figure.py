"""Wrestler and referee figures drawn in code from a Figure (scenes.match.show) and its Look
(scenes.match.looks): a build by style, the Superstar's colour on trunks, tights, a singlet or
a mask, what they wear (sprites.gear), the persona's trim, a weapon in the hands
(sprites.props), hurt body parts tinted where the body diagram has them (back damage on the
back, never the chest), Stunned stars and a Busted Open streak. Each look is drawn once at a
height and cached; a tilt turns the cached figure (in 15-degree steps, also cached)."""
from __future__ import annotations

import math

import pygame

from . import gear as GEAR
from . import palette as pal
from . import props as PROPS
from .body import damage_colour
from .cache import Lru
from .convert import for_window

_figures = Lru(96)
_turned = Lru(192)

BOOTS = (30, 30, 36)
HURT_COLOUR = {1: 4, 2: 9, 3: 16}  # hurt level -> a damage the body diagram's colour is taken at
STAR = (255, 230, 90)
FLASHING = 4  # a hurt level above the worst: the limb just hit, drawn bright as it flashes
FLASH_RED = (255, 40, 40)
BLOOD = (190, 20, 30)


def _limb(surf, colour, a, b, width) -> None:
    pygame.draw.line(surf, colour, a, b, max(1, round(width)))
    pygame.draw.circle(surf, colour, (round(b[0]), round(b[1])), max(1, round(width / 2)))
    pygame.draw.circle(surf, colour, (round(a[0]), round(a[1])), max(1, round(width / 2)))


WELT = (150, 24, 30)  # the marks across a hurt limb


def _welts(surf, a: tuple, b: tuple, width: float, level: int) -> None:
    """Marks across a hurt limb from a to b, one a hurt level (a light hurt only tinted a
    tanned arm or an orange singlet's leg much as they were: session 48's play-test)."""
    if level <= 0:
        return
    level = min(level, 3)
    dx, dy = b[0] - a[0], b[1] - a[1]
    far = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    nx, ny = -dy / far * width * 0.55, dx / far * width * 0.55  # across the limb
    for i in range(level):
        k = (i + 1) / (level + 1)
        mx, my = a[0] + dx * k, a[1] + dy * k
        pygame.draw.line(surf, WELT, (mx - nx, my - ny), (mx + nx, my + ny),
                         max(1, round(width * 0.28)))


def _dark(colour: tuple) -> bool:
    """A colour that a dark background swallows (a dark skin's head against the black band
    behind the top rope read as no head: session 48's play-test)."""
    return 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2] < 95


def _hurt(base: tuple, level: int) -> tuple:
    """A body part's colour as hurt as its level."""
    if level <= 0:
        return base
    if level >= FLASHING:  # the limb just hurt, flashing bright
        return FLASH_RED
    return pal.mix(base, damage_colour(HURT_COLOUR[level]), 0.35 + 0.15 * level)


def skeleton(fig, height: int, pose: str = "", prop: str = "") -> dict:
    """Where a figure's parts are on its drawing (facing right, `height` pixels boot to head at
    an average build): the surface's size (w, hh), the middle line cx, shoulders and hips (sw,
    hw: half widths), the head and its radius, and y(f): the height f of the figure (0 boots,
    1 top of the head) in pixels."""
    look = fig.look
    H = height * look.height
    mods = set(pose.split("+"))
    low = mods & set(LOW)  # sat, kneeling or a leg held up: a hold's
    reach = 1.2 if mods & REACHING else 0.95  # an arm straight out at the foe
    w = round(H * (1.55 if prop else 1.3 if low else reach))  # room for a weapon or a leg out
    hh = round(H * 1.12)  # beside, the body in the middle
    cx, foot = w / 2, hh - 2
    crouch = bool(mods & {"staggered", "crouch", "tap", "tap2"}) and not low  # (one tapping
    # out is on a knee)
    drop = H * (0.08 if crouch else LOW.get(next(iter(low), ""), 0.0))
    y = lambda f: foot - f * H + (drop if f > 0.3 else drop * f / 0.3)  # noqa: E731
    head_r = H * HEAD
    return dict(H=H, w=w, hh=hh, cx=cx, foot=foot, y=y, crouch=crouch, low=next(iter(low), ""),
                sw=H * 0.14 * look.width, hw=H * 0.09 * look.width, limb=H * 0.07 * look.limbs,
                belly=H * 0.06 * look.belly, head_r=head_r,
                head=(cx + (H * 0.03 if crouch else 0), y(0.9)), shoulder_y=y(0.77),
                hip_y=y(0.45))


def back_mark(sk) -> list:
    """The back's part of the torso on a figure facing right: its rear half, from the
    shoulders to the hips (where back damage shows; the chest stays as it is)."""
    cx, sw, hw = sk["cx"], sk["sw"], sk["hw"]
    return [(cx - sw, sk["shoulder_y"]), (cx - sw * 0.12, sk["shoulder_y"]),
            (cx - hw * 0.12, sk["hip_y"]), (cx - hw, sk["hip_y"])]


HEAD = 0.09  # the head's radius, of the figure's height (at 0.075 a face at 1280x720 was a
# dozen pixels across, unreadable: session 54's play-test)
EYE_WHITE = (240, 238, 230)
REACHING = {"point", "gouge", "push"}  # poses whose hand reaches past a standing figure's
# drawing (a hand up stays under its top: the winner's raised fist was cut there)
LOW = {"sit": 0.35, "kneel": 0.24, "legup": 0.0, "crab": 0.0, "shin": 0.0}  # a hold's
# lower bodies, how far the hips drop: sat on the mat, legs out in front; on the back knee;
# the front leg held up forward; both legs bent back; the front knee drawn up, held in both
# hands (a kick checked: on one foot)


def _legs(sk, low: str, side: int) -> tuple:
    """(hip, knee, boot) of a leg (side -1 behind, 1 in front) in a hold's lower body."""
    H, cx, foot, hip_y, hw = sk["H"], sk["cx"], sk["foot"], sk["hip_y"], sk["hw"]
    hip = (cx + side * hw * 0.6, hip_y)
    if low == "sit":  # legs out along the mat
        return hip, (cx + H * (0.2 + 0.02 * side), foot - H * 0.1), \
            (cx + H * (0.38 + 0.03 * side), foot - H * 0.04)
    if low == "kneel":  # the back knee and shin on the mat, the front foot planted
        if side < 0:
            return hip, (cx - H * 0.04, foot - H * 0.04), (cx - H * 0.3, foot - H * 0.03)
        return hip, (cx + H * 0.18, hip_y - H * 0.02), (cx + H * 0.2, foot - H * 0.03)
    if low == "crab":  # both legs lifted back, knees a little bent (for one face down: up
        # off the mat to the hands of one standing at their feet)
        return hip, (cx - H * (0.15 + 0.02 * side), hip_y + H * 0.17), \
            (cx - H * (0.4 + 0.03 * side), hip_y + H * 0.22)
    if low == "shin" and side > 0:  # the knee drawn up in front, the boot hanging below
        return hip, (cx + H * 0.13, hip_y - H * 0.01), (cx + H * 0.08, hip_y + H * 0.2)
    if side > 0:  # legup: the front leg out forward (up, for one on their back)
        return hip, (cx + H * 0.2, hip_y + H * 0.08), (cx + H * 0.4, hip_y + H * 0.17)
    return hip, (cx + side * hw * 0.7 + H * 0.05, sk["y"](0.23)), (cx + side * H * 0.1,
                                                                   foot - H * 0.03)


def wrestler(fig, height: int, pose: str = "", ref_shirt: tuple | None = None,
             prop: str = "") -> pygame.Surface:
    """A standing figure facing right, `height` pixels from boot to head (pose: '' guard,
    'staggered', 'raised' (an arm up), 'flex' (both arms up, bent), 'point' (at the foe),
    'crouch', 'tap' and 'tap2' (on a knee tapping out), 'knees' (hands on them, a breather);
    a counter's: 'shield' (forearms up),
    'eyes' (hands over them),
    'gouge', 'push', 'elbow', 'flail' (arms up, off balance), 'clutch' (hands to the middle);
    the referee's 'slap' (a hand flat on the mat);
    a hold's: 'pull' (both hands low in
    front), 'choke' (both arms round a neck), 'grip' (an arm held to the chest), joined with
    '+' to a lower body of LOW, as 'sit+grip' or 'legup+tap'); a referee when ref_shirt is
    given; prop: the weapon page in its hands (sprites.props)."""
    key = (fig, height, pose, ref_shirt, prop)
    hit = _figures.get(key)
    if hit is not None:
        return hit
    sk = skeleton(fig, height, pose, prop)
    look = fig.look
    H, w, hh, cx, foot, y = sk["H"], sk["w"], sk["hh"], sk["cx"], sk["foot"], sk["y"]
    surf = pygame.Surface((w, hh), pygame.SRCALPHA)
    hurt = dict(fig.hurt)
    ref = ref_shirt is not None
    skin = look.skin
    colour = tuple(fig.colour)
    trim = look.trim
    crouch = sk["crouch"]
    sw, hw, limb, belly = sk["sw"], sk["hw"], sk["limb"], sk["belly"]
    head_r, head = sk["head_r"], sk["head"]
    shoulder_y, hip_y = sk["shoulder_y"], sk["hip_y"]
    if not ref:
        GEAR.behind(surf, look, sk)
    # legs
    legs = hurt.get("leg", 0)
    leg_c = (25, 25, 32) if ref else _hurt(GEAR.leg_colour(look, skin), legs)
    knee_out = H * (0.1 if crouch else 0.05)
    for side in (-1, 1):
        hip = (cx + side * hw * 0.6, hip_y)
        knee = (cx + side * hw * 0.7 + knee_out, y(0.23))
        boot = (cx + side * H * 0.1, foot - H * 0.03)
        if sk["low"]:
            hip, knee, boot = _legs(sk, sk["low"], side)
        _limb(surf, leg_c, hip, knee, limb * 1.15)
        _limb(surf, leg_c, knee, boot, limb)
        if not ref:
            _welts(surf, hip, knee, limb * 1.15, legs)
        pygame.draw.rect(surf, BOOTS if ref else look.boots,
                         pygame.Rect(boot[0] - limb * 0.6, boot[1] - H * 0.08, limb * 1.6, H * 0.1),
                         border_radius=max(1, round(limb * 0.3)))
        if look.pads == "kneepads" and not ref:
            pygame.draw.circle(surf, (236, 236, 240), knee, max(2, round(limb * 0.65)))
        if legs >= 3:
            pygame.draw.line(surf, (240, 240, 240), (knee[0] - limb * 0.6, knee[1] + limb),
                             (knee[0] + limb * 0.6, knee[1] + limb), max(1, round(limb * 0.4)))
    # torso: the chest in skin (or the shirt); back damage on the back, its rear half
    torso_c = ref_shirt if ref else skin
    torso = [(cx - sw, shoulder_y), (cx + sw, shoulder_y), (cx + hw + belly, hip_y),
             (cx - hw, hip_y)]
    pygame.draw.polygon(surf, torso_c, torso)
    if belly:
        pygame.draw.circle(surf, torso_c, (cx + hw * 0.4, y(0.55)), belly + hw * 0.6)
    if ref:  # the referee's stripes
        for i in range(-2, 3):
            x = cx + i * sw * 0.4
            pygame.draw.line(surf, (20, 20, 24), (x, shoulder_y + 1), (x, hip_y - 1),
                             max(1, round(H * 0.025)))
    else:
        GEAR.top(surf, look, sk, skin)
    back = hurt.get("back", 0)
    if back and not ref:
        mark = back_mark(sk)
        pygame.draw.polygon(surf, _hurt(skin, back), mark)
        for i in range(back + 1):  # welts across the back
            k = (i + 1) / (back + 2)
            yy = shoulder_y + (hip_y - shoulder_y) * k
            pygame.draw.line(surf, pal.shade(damage_colour(HURT_COLOUR[min(back, 3)]), 0.8),
                             (cx - sw * 0.85 + (sw - hw) * k, yy - H * 0.015),
                             (cx - sw * 0.2, yy + H * 0.015), max(1, round(H * 0.015)))
    # trunks (or the referee's trousers' belt; jeans' belt)
    trunks = pygame.Rect(0, 0, round(hw * 2.4 + belly), round(H * 0.11))
    trunks.midtop = (round(cx + belly / 2), round(hip_y - H * 0.04))
    if ref:
        pygame.draw.rect(surf, (20, 20, 24), trunks, border_radius=max(1, round(H * 0.02)))
    else:
        pygame.draw.rect(surf, GEAR.DENIM if look.legs == "jeans" else colour, trunks,
                         border_radius=max(1, round(H * 0.02)))
        pygame.draw.line(surf, colour if look.legs == "jeans" else trim, trunks.topleft,
                         trunks.topright, max(1, round(H * (0.03 if look.legs == "jeans"
                                                          else 0.02))))
        if fig.persona == "protagonist":  # a star on the trunks
            _star(surf, trim, trunks.center, H * 0.035)
    # arms
    arms = hurt.get("arm", 0)
    arm_c = ref_shirt if ref else _hurt(skin, arms)
    hands = []
    arm = set(pose.split("+")) - set(LOW)
    for side in (-1, 1):
        sh = (cx + side * sw * 0.92, shoulder_y + limb * 0.4)
        if sk["low"] == "crab":  # face down in a crab: arms out past the head along the mat
            # (reaching for the ropes), or one slapping it beside the head, or raised off it
            elbow = (cx + sw * 0.5, sh[1] - H * 0.12)
            hand = (cx + sw * 0.8, sh[1] - H * (0.3 - 0.03 * side))
            if "tap" in arm and side == -1:
                elbow, hand = (cx + sw * 0.6, sh[1] - H * 0.06), (cx + sw, sh[1] - H * 0.17)
            elif "tap2" in arm and side == -1:
                elbow, hand = (cx, sh[1] - H * 0.08), (cx - sw * 0.9, sh[1] - H * 0.17)
        elif "tap" in arm and side == -1:  # tapping out: the free hand, behind (the one in
            # front is in the hold), slapped down low (it flapped in the pile: session 49)
            elbow = (sh[0] - H * 0.1, sh[1] + H * 0.14)
            hand = (sh[0] - H * 0.16, sh[1] + H * 0.32)
        elif "tap2" in arm and side == -1:  # and raised high for the next slap
            elbow = (sh[0] - H * 0.1, sh[1] - H * 0.06)
            hand = (sh[0] - H * 0.12, sh[1] - H * 0.24)
        elif "pull" in arm:  # both hands low in front, pulling a held leg
            elbow = (sh[0] + H * 0.1, sh[1] + H * 0.12)
            hand = (sh[0] + H * (0.24 - 0.03 * side), sh[1] + H * 0.2)
        elif "choke" in arm:  # both arms forward round a neck, hands locked
            elbow = (sh[0] + H * 0.12, sh[1] + H * 0.05)
            hand = (sh[0] + H * (0.22 - 0.04 * side), sh[1] + H * 0.02)
        elif "grip" in arm:  # an arm held to the chest, the hands on it
            elbow = (sh[0] + H * 0.1, sh[1] + H * 0.1)
            hand = (sh[0] + H * (0.17 - 0.03 * side), sh[1] - H * 0.02)
        elif "raised" in arm and side == 1:
            elbow = (sh[0] + H * 0.05, sh[1] - H * 0.15)
            hand = (sh[0] + H * 0.06, sh[1] - H * 0.27)
        elif "flex" in arm:  # both arms up, bent: a double biceps
            elbow = (sh[0] + side * H * 0.12, sh[1] - H * 0.01)
            hand = (elbow[0] + side * H * 0.01, sh[1] - H * 0.17)
        elif "point" in arm and side == 1:  # the front arm straight out at the foe
            elbow = (sh[0] + H * 0.12, sh[1] - H * 0.01)
            hand = (sh[0] + H * 0.25, sh[1] - H * 0.03)
        elif sk["low"] == "shin":  # both hands on the knee drawn up
            elbow = (sh[0] + H * 0.06, sh[1] + H * 0.13)
            hand = (cx + H * (0.13 + 0.02 * side), hip_y - H * 0.03)
        elif "shield" in arm:  # both forearms up before the face, taking a blow on them
            elbow = (sh[0] + H * 0.1, sh[1] + H * 0.06)
            hand = (sh[0] + H * (0.14 + 0.015 * side), sh[1] - H * 0.13)
        elif "slap" in arm and side == 1:  # the hand down flat on the mat in front (a count)
            elbow = (sh[0] + H * 0.12, sh[1] + H * 0.14)
            hand = (sh[0] + H * 0.24, foot - H * 0.03)
        elif "eyes" in arm:  # both hands over the eyes (a thumb in them)
            elbow = (sh[0] + H * 0.1, sh[1] + H * 0.06)
            hand = (head[0] + head_r * 0.7 + side * H * 0.012, head[1] + side * head_r * 0.15)
        elif "gouge" in arm and side == 1:  # the front hand up at the foe's eyes
            elbow = (sh[0] + H * 0.12, sh[1] - H * 0.05)
            hand = (sh[0] + H * 0.25, sh[1] - H * 0.13)
        elif "push" in arm:  # both arms straight out: a two-handed shove
            elbow = (sh[0] + H * 0.13, sh[1] - H * 0.01)
            hand = (sh[0] + H * 0.26, sh[1] + side * H * 0.015)
        elif "elbow" in arm and side == 1:  # the elbow driven out, the fist at the chest
            elbow = (sh[0] + H * 0.16, sh[1] - H * 0.03)
            hand = (sh[0] + H * 0.04, sh[1] - H * 0.05)
        elif "flail" in arm:  # both arms up and back, off balance
            elbow = (sh[0] + side * H * 0.05 - H * 0.03, sh[1] - H * 0.11)
            hand = (sh[0] + side * H * 0.04 - H * 0.1, sh[1] - H * 0.24)
        elif "clutch" in arm:  # both hands held to the middle, doubled over
            elbow = (sh[0] + side * H * 0.03, sh[1] + H * 0.15)
            hand = (cx + hw * 0.8 + side * H * 0.025, y(0.55))
        elif "knees" in arm:  # both hands on the knees, bent over: catching a breath (arms
            # hanging, tipped forward, it read as tumbling: session 55's play-test)
            knee = (cx + side * hw * 0.7 + H * (0.1 if crouch else 0.05), y(0.23))
            hand = (knee[0] + H * 0.03, knee[1] - H * 0.05)
            elbow = (sh[0] + H * 0.1, (sh[1] + hand[1]) / 2)
        elif "staggered" in arm:
            elbow = (sh[0] + side * H * 0.03, sh[1] + H * 0.15)
            hand = (sh[0] + H * 0.04, sh[1] + H * 0.3)
        else:  # fists up, guarding
            elbow = (sh[0] + H * 0.07 + side * H * 0.02, sh[1] + H * 0.14)
            hand = (sh[0] + H * 0.16, sh[1] + H * 0.02)
        if not ref:  # a dark edge: an arm across the chest stands out from it (one brown
            edge = pal.shade(arm_c, ARM_EDGE)  # shape on dark skin: session 53's play-test)
            _limb(surf, edge, sh, elbow, limb + 2 * max(1, round(limb * 0.12)))
            _limb(surf, edge, elbow, hand, limb * 0.9 + 2 * max(1, round(limb * 0.12)))
        _limb(surf, arm_c, sh, elbow, limb)
        _limb(surf, arm_c if not ref else skin, elbow, hand, limb * 0.9)
        if not ref:
            _welts(surf, sh, elbow, limb, arms)
        pygame.draw.circle(surf, skin, hand, max(2, round(limb * 0.7)))
        if not ref:
            GEAR.arms(surf, look, sk, sh, elbow, hand)
        if arms >= 3 and not ref:
            pygame.draw.circle(surf, (240, 240, 240), elbow, max(2, round(limb * 0.55)))
        hands.append(hand)
    if prop and not ref:
        PROPS.draw_prop(surf, PROPS.prop_kind(prop), hands[1], hands[0], H)
    # head
    head_c = _hurt(skin, hurt.get("head", 0)) if not ref else skin
    if _dark(skin) and not ref:  # a light rim round a dark head
        pygame.draw.circle(surf, pal.mix(skin, (255, 255, 255), 0.35), head,
                           head_r + max(1, round(H * 0.012)))
    pygame.draw.circle(surf, head_c, head, head_r)
    eye = (head[0] + head_r * 0.45, head[1] - head_r * 0.1)
    if not ref:
        GEAR.head(surf, look, sk, eye)
    else:  # the referee's short hair
        pygame.draw.arc(surf, look.hair_colour, pygame.Rect(head[0] - head_r, head[1] - head_r,
                                                            head_r * 2, head_r * 1.4), 0.2, 3.0,
                        max(1, round(head_r * 0.3)))
    if fig.busted_open and not ref:  # blood from the hairline down the brow and the cheek,
        # under the eye (a stripe across it was a red blob at 1280x720: session 54's play-test)
        w = max(2, round(head_r * 0.22))
        pygame.draw.line(surf, BLOOD, (head[0] + head_r * 0.05, head[1] - head_r * 0.85),
                         (head[0] + head_r * 0.2, head[1] + head_r * 0.85), w)
        pygame.draw.line(surf, BLOOD, (head[0] + head_r * 0.45, head[1] + head_r * 0.2),
                         (head[0] + head_r * 0.5, head[1] + head_r * 0.7), max(1, w - 1))
    if not ref:  # the white of the eye, so it shows on any skin
        pygame.draw.circle(surf, EYE_WHITE, (eye[0] - head_r * 0.1, eye[1]),
                           max(2, round(head_r * 0.22)))
    pygame.draw.circle(surf, (20, 20, 24), eye, max(1, round(head_r * 0.12)))
    if fig.persona == "antagonist" and not ref:  # a heel's scowl
        pygame.draw.line(surf, (20, 20, 24), (eye[0] - head_r * 0.35, eye[1] - head_r * 0.4),
                         (eye[0] + head_r * 0.3, eye[1] - head_r * 0.2),
                         max(1, round(head_r * 0.18)))
    if hurt.get("head", 0) >= 3 and not ref:
        pygame.draw.line(surf, (240, 240, 240), (head[0] - head_r, head[1] - head_r * 0.4),
                         (head[0] + head_r, head[1] - head_r * 0.6), max(1, round(H * 0.02)))
    _figures.put(key, surf)  # (a Stunned figure's stars circle its head: dazed, each frame)
    return surf


def dazed(surf, head: tuple, height: int, now: float) -> pygame.Rect:
    """Stunned: four stars circling over the head (head: its middle on the window; height: the
    figure's), going round as time passes; returns the rect they cover."""
    rx, ry, r = height * 0.24, height * 0.07, max(4.0, height * 0.075)
    cy = head[1] - height * 0.1
    for i in range(4):
        a = now * 5.0 + i * math.pi / 2
        depth = 0.7 + 0.3 * math.sin(a)  # the stars behind the head are smaller
        _star(surf, STAR if i % 2 == 0 else (255, 255, 255),
              (head[0] + math.cos(a) * rx, cy + math.sin(a) * ry), r * depth)
        pygame.draw.circle(surf, (40, 30, 10), (round(head[0] + math.cos(a) * rx),
                                                round(cy + math.sin(a) * ry)), 1)
    return pygame.Rect(round(head[0] - rx - r), round(cy - ry - r), round(2 * (rx + r)) + 1,
                       round(2 * (ry + r)) + 1)


def _star(surf, colour, centre, r) -> None:
    """A small five-pointed star."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((centre[0] + math.cos(a) * rr, centre[1] + math.sin(a) * rr))
    pygame.draw.polygon(surf, colour, pts)


ARM_EDGE = 0.62  # an arm's edge, as a shade of its colour
OUTLINE = (12, 12, 18)  # the dark line round every figure: one body reads apart from another
OUTLINE_PER = 70  # a figure's height in px for each px of its outline (two lying in a pin
# were one brown blob at 1280x720: session 48's play-test)


UNDER = (165, 165, 172)  # the one under in a pin or a hold, shaded (multiplied) by this: two
# dark-skinned bodies in a pin still read as one shape at 1280x720 (session 51's play-test;
# at 0.75 session 52's did not see it darker)


def posed(fig, height: int, pose: str, facing: int, tilt: float,
          ref_shirt: tuple | None = None, prop: str = "", edge: tuple = OUTLINE,
          under: bool = False) -> pygame.Surface:
    """The figure facing right (facing 1) or left (-1), turned by tilt degrees, a weapon in its
    hands (prop), outlined in `edge` (a corner's colour: at least 2 px), shaded when `under`
    another (cached)."""
    key = _pose_key(fig, height, pose, facing, tilt, ref_shirt, prop, edge, under)
    step = key[4]
    hit = _turned.get(key)
    if hit is None:
        base = wrestler(fig, height, pose, ref_shirt, prop)
        if facing < 0:
            base = pygame.transform.flip(base, True, False)
        if under:
            base = base.copy()
            base.fill(UNDER, special_flags=pygame.BLEND_RGB_MULT)
        width = max(1 if edge == OUTLINE else 2, round(height / OUTLINE_PER))
        hit = for_window(outlined(pygame.transform.rotate(base, -step) if step else base,
                                  width, edge))
        _turned.put(key, hit)
    return hit


def _pose_key(fig, height, pose, facing, tilt, ref_shirt, prop, edge, under) -> tuple:
    """The cache's key of a posed figure (its tilt to the nearest 15 degrees)."""
    return (fig, height, pose, facing, int(round(tilt / 15.0)) * 15, ref_shirt, prop, edge,
            under)


def pose_new(fig, height: int, pose: str, facing: int, tilt: float,
             ref_shirt: tuple | None = None, prop: str = "", edge: tuple = OUTLINE,
             under: bool = False) -> bool:
    """Draw the figure so into the cache (posed) unless it is there; True when it was new."""
    if _turned.get(_pose_key(fig, height, pose, facing, tilt, ref_shirt, prop, edge,
                             under)) is not None:
        return False
    posed(fig, height, pose, facing, tilt, ref_shirt, prop, edge, under)
    return True


def outlined(img: pygame.Surface, width: int, edge: tuple = OUTLINE) -> pygame.Surface:
    """The drawing with a line `width` px round its shape, dark unless `edge` says (as much
    bigger each side, its centre where it was)."""
    shape = pygame.mask.from_surface(img, 127).to_surface(setcolor=edge,
                                                          unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface((img.get_width() + 2 * width, img.get_height() + 2 * width),
                         pygame.SRCALPHA)
    for dx, dy in ((0, 0), (2, 0), (0, 2), (2, 2), (1, 0), (0, 1), (2, 1), (1, 2)):
        out.blit(shape, (dx * width, dy * width))
    out.blit(img, (width, width))
    return out
