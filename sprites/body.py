"""A small body-part diagram: head, arms, back and legs tinted by the damage each has taken."""
from __future__ import annotations

import pygame

from . import palette as pal
from .cache import Lru
from .fonts import font

THRESHOLD = 7  # ADV-9: every 7 damage to a part puts its injury Status into play
_bodies = Lru(64)

CALM = (72, 84, 106)
STEPS = ((0, CALM), (4, (196, 180, 70)), (7, (236, 140, 48)), (14, (226, 64, 48)),
         (21, (170, 24, 40)))


def damage_colour(damage: int) -> tuple[int, int, int]:
    """Grey-blue when unhurt, through yellow and orange to deep red as damage piles up."""
    if damage <= 0:
        return CALM
    prev_at, prev_c = STEPS[0]
    for at, colour in STEPS[1:]:
        if damage <= at:
            t = (damage - prev_at) / max(1, at - prev_at)
            return pal.mix(prev_c, colour, t)
        prev_at, prev_c = at, colour
    return STEPS[-1][1]


def _shapes(w: int, h: int) -> dict[str, list[pygame.Rect | tuple]]:
    """Rects of each part for a figure w x h: head is a circle (centre, radius)."""
    cx = w // 2
    head_r = max(4, round(h * 0.1))
    head_c = (cx, head_r + 1)
    torso = pygame.Rect(0, 0, round(w * 0.36), round(h * 0.36))
    torso.midtop = (cx, head_c[1] + head_r + max(2, h // 40))
    arm_w = max(4, round(w * 0.14))
    arm_h = round(h * 0.36)
    gap = max(1, w // 30)
    left_arm = pygame.Rect(torso.x - gap - arm_w, torso.y + 1, arm_w, arm_h)
    right_arm = pygame.Rect(torso.right + gap, torso.y + 1, arm_w, arm_h)
    leg_w = round(torso.w * 0.46)
    leg_h = h - torso.bottom - gap - 1
    left_leg = pygame.Rect(torso.x, torso.bottom + gap, leg_w, leg_h)
    right_leg = pygame.Rect(torso.right - leg_w, torso.bottom + gap, leg_w, leg_h)
    return {"head": [(head_c, head_r)], "arm": [left_arm, right_arm], "back": [torso],
            "leg": [left_leg, right_leg]}


def _label(s: pygame.Surface, value: int, centre: tuple[int, int], size: int) -> None:
    """A damage number with a dark outline, centred."""
    f = font(size, True)
    words = str(value)
    dark = f.render(words, True, (0, 0, 0))
    light = f.render(words, True, pal.TEXT if value else pal.TEXT_MUTED)
    r = light.get_rect(center=centre)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        s.blit(dark, r.move(dx, dy))
    s.blit(light, r)


def body_diagram(body: dict, size: tuple[int, int], injured: tuple = (),
                 threshold: int = THRESHOLD) -> pygame.Surface:
    """The figure with each part tinted by damage and numbered; injured parts ringed in red.

    body: part -> total damage; injured: parts whose injury Status is in play.
    """
    w, h = int(size[0]), int(size[1])
    key = (tuple(sorted(body.items())), w, h, tuple(sorted(injured)), threshold)
    hit = _bodies.get(key)
    if hit is not None:
        return hit
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    shapes = _shapes(w, h)
    edge_w = max(1, w // 40)
    num = max(9, round(h * 0.15))
    for part, pieces in shapes.items():
        dmg = int(body.get(part, 0))
        fill = damage_colour(dmg)
        edge = (255, 90, 90) if part in injured else pal.shade(fill, 0.55)
        ew = edge_w + (1 if part in injured else 0)
        for piece in pieces:
            if isinstance(piece, tuple):
                c, r = piece
                pygame.draw.circle(s, fill, c, r)
                pygame.draw.circle(s, edge, c, r, ew)
            else:
                rad = max(2, piece.w // 3)
                pygame.draw.rect(s, fill, piece, border_radius=rad)
                pygame.draw.rect(s, edge, piece, ew, border_radius=rad)
    # numbers: head and back on the part, arms on the left arm, legs between the legs
    head_c, head_r = shapes["head"][0][0]
    _label(s, int(body.get("head", 0)), head_c, num)
    _label(s, int(body.get("back", 0)), shapes["back"][0].center, num)
    arm = shapes["arm"][0]
    _label(s, int(body.get("arm", 0)), (arm.centerx, arm.centery), max(8, num - 2))
    legs = shapes["leg"]
    _label(s, int(body.get("leg", 0)), ((legs[0].centerx + legs[1].centerx) // 2,
                                        legs[0].centery + legs[0].h // 6), num)
    _bodies.put(key, s)
    return s
