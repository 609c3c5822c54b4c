"""Wrestler and referee figures drawn in code from a Figure (scenes.match.show): a build by
style, trunks and boots in the Superstar's colour, gear (mask, cape, bandana...), the
persona's trim, hurt body parts tinted where the body diagram has them, Stunned stars and a
Busted Open streak. Each look is drawn once at a height and cached; a tilt turns the cached
figure (in 15-degree steps, also cached)."""
from __future__ import annotations

import math

import pygame

from . import palette as pal
from .body import damage_colour
from .cache import Lru
from .convert import for_window

_figures = Lru(96)
_turned = Lru(192)

SKINS = ((236, 196, 160), (200, 150, 110), (150, 100, 70), (110, 72, 50), (226, 176, 136))
BOOTS = (30, 30, 36)
FACE_TRIM = (250, 226, 120)
HEEL_TRIM = (200, 30, 40)
HURT_COLOUR = {1: 4, 2: 9, 3: 16}  # hurt level -> a damage the body diagram's colour is taken at
STAR = (255, 230, 90)
BLOOD = (190, 20, 30)


def skin_of(name: str) -> tuple:
    """A skin tone picked from the name (the same Superstar always looks the same)."""
    return SKINS[sum(map(ord, name)) % len(SKINS)]


def _limb(surf, colour, a, b, width) -> None:
    pygame.draw.line(surf, colour, a, b, max(1, round(width)))
    pygame.draw.circle(surf, colour, (round(b[0]), round(b[1])), max(1, round(width / 2)))
    pygame.draw.circle(surf, colour, (round(a[0]), round(a[1])), max(1, round(width / 2)))


def _hurt(base: tuple, level: int) -> tuple:
    """A body part's colour as hurt as its level."""
    if level <= 0:
        return base
    return pal.mix(base, damage_colour(HURT_COLOUR[level]), 0.35 + 0.15 * level)


def wrestler(fig, height: int, pose: str = "", ref_shirt: tuple | None = None) -> pygame.Surface:
    """A standing figure facing right, `height` pixels from boot to head (pose: '' guard,
    'staggered', 'raised' (an arm up), 'crouch'); a referee when ref_shirt is given."""
    key = (fig, height, pose, ref_shirt)
    hit = _figures.get(key)
    if hit is not None:
        return hit
    b = fig.build
    H = height * b.height
    w = round(H * 0.95)
    hh = round(H * 1.12)
    surf = pygame.Surface((w, hh), pygame.SRCALPHA)
    cx, foot = w / 2, hh - 2
    hurt = dict(fig.hurt)
    skin = skin_of(fig.name)
    colour = tuple(fig.colour)
    trim = FACE_TRIM if fig.persona == "protagonist" else HEEL_TRIM
    crouch = pose in ("staggered", "crouch")
    drop = H * (0.08 if crouch else 0.0)
    y = lambda f: foot - f * H + (drop if f > 0.3 else drop * f / 0.3)  # noqa: E731
    sw = H * 0.14 * b.width
    hw = H * 0.09 * b.width
    limb = H * 0.07 * b.limbs
    head_r = H * 0.075
    head = (cx + (H * 0.03 if crouch else 0), y(0.9))
    shoulder_y, hip_y = y(0.77), y(0.45)
    # cape behind
    if b.gear == "cape" and ref_shirt is None:
        pygame.draw.polygon(surf, pal.shade(colour, 0.6), [
            (cx - sw, shoulder_y), (cx + sw * 0.6, shoulder_y), (cx - sw * 0.2, y(0.12)),
            (cx - sw * 1.6, y(0.14))])
    # legs
    legs = hurt.get("leg", 0)
    leg_c = (25, 25, 32) if ref_shirt else _hurt(skin, legs)
    knee_out = H * (0.1 if crouch else 0.05)
    for side in (-1, 1):
        hip = (cx + side * hw * 0.6, hip_y)
        knee = (cx + side * hw * 0.7 + knee_out, y(0.23))
        boot = (cx + side * H * 0.1, foot - H * 0.03)
        _limb(surf, leg_c, hip, knee, limb * 1.15)
        _limb(surf, leg_c, knee, boot, limb)
        pygame.draw.rect(surf, BOOTS, pygame.Rect(boot[0] - limb * 0.6, boot[1] - H * 0.08,
                                                  limb * 1.6, H * 0.1),
                         border_radius=max(1, round(limb * 0.3)))
        if b.gear == "kneepads" and ref_shirt is None:
            pygame.draw.circle(surf, (236, 236, 240), knee, max(2, round(limb * 0.65)))
        if legs >= 3:
            pygame.draw.line(surf, (240, 240, 240), (knee[0] - limb * 0.6, knee[1] + limb),
                             (knee[0] + limb * 0.6, knee[1] + limb), max(1, round(limb * 0.4)))
    # torso
    back = hurt.get("back", 0)
    torso_c = ref_shirt if ref_shirt else _hurt(skin, back)
    belly = H * 0.06 * b.belly
    torso = [(cx - sw, shoulder_y), (cx + sw, shoulder_y), (cx + hw + belly, hip_y),
             (cx - hw, hip_y)]
    pygame.draw.polygon(surf, torso_c, torso)
    if belly:
        pygame.draw.circle(surf, torso_c, (cx + hw * 0.4, y(0.55)), belly + hw * 0.6)
    if ref_shirt:  # the referee's stripes
        for i in range(-2, 3):
            x = cx + i * sw * 0.4
            pygame.draw.line(surf, (20, 20, 24), (x, shoulder_y + 1), (x, hip_y - 1),
                             max(1, round(H * 0.025)))
    elif back:
        pygame.draw.polygon(surf, pal.shade(torso_c, 0.8), torso, max(1, round(H * 0.012)))
    # trunks (or the referee's trousers' belt)
    trunks = pygame.Rect(0, 0, round(hw * 2.4 + belly), round(H * 0.11))
    trunks.midtop = (round(cx + belly / 2), round(hip_y - H * 0.04))
    pygame.draw.rect(surf, (20, 20, 24) if ref_shirt else colour, trunks,
                     border_radius=max(1, round(H * 0.02)))
    if not ref_shirt:
        pygame.draw.line(surf, trim, trunks.topleft, trunks.topright, max(1, round(H * 0.02)))
        if fig.persona == "protagonist":  # a star on the trunks
            _star(surf, trim, trunks.center, H * 0.035)
    # arms
    arms = hurt.get("arm", 0)
    arm_c = (ref_shirt if ref_shirt else _hurt(skin, arms))
    hand_c = skin if not ref_shirt else skin
    for side in (-1, 1):
        sh = (cx + side * sw * 0.92, shoulder_y + limb * 0.4)
        if pose == "raised" and side == 1:
            elbow = (sh[0] + H * 0.05, sh[1] - H * 0.16)
            hand = (sh[0] + H * 0.06, sh[1] - H * 0.32)
        elif pose == "staggered":
            elbow = (sh[0] + side * H * 0.03, sh[1] + H * 0.15)
            hand = (sh[0] + H * 0.04, sh[1] + H * 0.3)
        else:  # fists up, guarding
            elbow = (sh[0] + H * 0.07 + side * H * 0.02, sh[1] + H * 0.14)
            hand = (sh[0] + H * 0.16, sh[1] + H * 0.02)
        _limb(surf, arm_c, sh, elbow, limb)
        _limb(surf, arm_c if not ref_shirt else hand_c, elbow, hand, limb * 0.9)
        pygame.draw.circle(surf, hand_c, hand, max(2, round(limb * 0.7)))
        if arms >= 3 and not ref_shirt:
            pygame.draw.circle(surf, (240, 240, 240), elbow, max(2, round(limb * 0.55)))
    # head
    head_c = _hurt(skin, hurt.get("head", 0)) if not ref_shirt else skin
    pygame.draw.circle(surf, head_c, head, head_r)
    eye = (head[0] + head_r * 0.45, head[1] - head_r * 0.1)
    if b.gear == "mask" and not ref_shirt:
        pygame.draw.circle(surf, colour, head, head_r)
        pygame.draw.ellipse(surf, trim, pygame.Rect(eye[0] - head_r * 0.35, eye[1] -
                                                    head_r * 0.25, head_r * 0.6, head_r * 0.4))
    elif b.gear == "headgear" and not ref_shirt:
        pygame.draw.circle(surf, pal.shade(colour, 0.8), (head[0] - head_r * 0.1, head[1]),
                           head_r * 0.45)
    elif b.gear == "bandana" and not ref_shirt:
        pygame.draw.rect(surf, colour, pygame.Rect(head[0] - head_r, head[1] - head_r * 0.75,
                                                   head_r * 2, head_r * 0.45))
    elif b.gear == "beard" and not ref_shirt:
        pygame.draw.circle(surf, (60, 40, 30), (head[0] + head_r * 0.2, head[1] + head_r * 0.5),
                           head_r * 0.55)
    pygame.draw.circle(surf, (20, 20, 24), eye, max(1, round(head_r * 0.15)))
    if fig.persona == "antagonist" and not ref_shirt:  # a heel's scowl
        pygame.draw.line(surf, (20, 20, 24), (eye[0] - head_r * 0.35, eye[1] - head_r * 0.4),
                         (eye[0] + head_r * 0.3, eye[1] - head_r * 0.2),
                         max(1, round(head_r * 0.18)))
    if hurt.get("head", 0) >= 3 and not ref_shirt:
        pygame.draw.line(surf, (240, 240, 240), (head[0] - head_r, head[1] - head_r * 0.4),
                         (head[0] + head_r, head[1] - head_r * 0.6), max(1, round(H * 0.02)))
    if fig.busted_open and not ref_shirt:
        pygame.draw.line(surf, BLOOD, (head[0] + head_r * 0.2, head[1] - head_r * 0.9),
                         (head[0] + head_r * 0.35, head[1] + head_r * 0.8),
                         max(2, round(head_r * 0.28)))
    if fig.stunned and not ref_shirt:
        for i in range(3):
            a = i * 2.1
            _star(surf, STAR, (head[0] + math.cos(a) * head_r * 1.5,
                               head[1] - head_r * 1.3 + math.sin(a) * head_r * 0.4),
                  head_r * 0.35)
    _figures.put(key, surf)
    return surf


def _star(surf, colour, centre, r) -> None:
    """A small five-pointed star."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((centre[0] + math.cos(a) * rr, centre[1] + math.sin(a) * rr))
    pygame.draw.polygon(surf, colour, pts)


def posed(fig, height: int, pose: str, facing: int, tilt: float,
          ref_shirt: tuple | None = None) -> pygame.Surface:
    """The figure facing right (facing 1) or left (-1), turned by tilt degrees (cached)."""
    step = int(round(tilt / 15.0)) * 15
    key = (fig, height, pose, facing, step, ref_shirt)
    hit = _turned.get(key)
    if hit is None:
        base = wrestler(fig, height, pose, ref_shirt)
        if facing < 0:
            base = pygame.transform.flip(base, True, False)
        hit = for_window(pygame.transform.rotate(base, -step) if step else base)
        _turned.put(key, hit)
    return hit
