"""A small body-part diagram: head, arms, back and legs tinted by the damage each has taken."""
from __future__ import annotations

import pygame

from sprites import palette as pal
from sprites.cache import Lru
from sprites.fonts import font

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


def _limb(a: tuple[float, float], b: tuple[float, float], width: float) -> list:
    """A limb from a to b as a four-cornered polygon of the given width."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    return [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny),
            (a[0] - nx, a[1] - ny)]


def _shapes(w: int, h: int) -> dict[str, list]:
    """Polygons (and the head circle) of each part for a figure w x h."""
    cx = w / 2
    head_r = min(h * 0.095, w * 0.2)
    head_c = (cx, head_r + h * 0.01)
    top = head_c[1] + head_r + h * 0.02
    waist = h * 0.55
    sh = w * 0.25
    torso = [(cx - sh, top), (cx + sh, top), (cx + w * 0.17, waist), (cx - w * 0.17, waist)]
    arm_w = w * 0.13
    arms = [_limb((cx - sh - arm_w * 0.3, top + arm_w * 0.5), (cx - w * 0.42, h * 0.6), arm_w),
            _limb((cx + sh + arm_w * 0.3, top + arm_w * 0.5), (cx + w * 0.42, h * 0.6), arm_w)]
    leg_w = w * 0.16
    legs = [_limb((cx - w * 0.095, waist), (cx - w * 0.2, h * 0.985 - leg_w / 2), leg_w),
            _limb((cx + w * 0.095, waist), (cx + w * 0.2, h * 0.985 - leg_w / 2), leg_w)]
    return {"head": [(head_c, head_r)], "arm": arms, "back": [torso], "leg": legs}


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
    k = 3  # supersampled, then smoothed down
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    shapes = _shapes(w * k, h * k)
    edge_w = max(2, w * k // 40)
    for part in ("arm", "leg", "back", "head"):
        dmg = int(body.get(part, 0))
        fill = damage_colour(dmg)
        hurt = part in injured
        edge = (255, 96, 96) if hurt else pal.shade(fill, 0.5)
        ew = edge_w * (2 if hurt else 1)
        for piece in shapes[part]:
            if part == "head":
                c, r = piece
                pygame.draw.circle(big, fill, c, r)
                pygame.draw.circle(big, edge, c, r, ew)
            else:
                pygame.draw.polygon(big, fill, piece)
                pygame.draw.polygon(big, edge, piece, ew)
    s = pygame.transform.smoothscale(big, (w, h))
    shapes = _shapes(w, h)
    num = max(9, round(min(h * 0.13, w * 0.3)))
    (hx, hy), _ = shapes["head"][0]
    _label(s, int(body.get("head", 0)), (round(hx), round(hy)), num)
    torso = shapes["back"][0]
    _label(s, int(body.get("back", 0)), (round(w / 2), round((torso[0][1] + torso[2][1]) / 2)),
           num)
    arm = shapes["arm"][0]
    _label(s, int(body.get("arm", 0)), (round((arm[1][0] + arm[2][0]) / 2),
                                         round((arm[1][1] + arm[2][1]) / 2) + num // 3),
           max(8, num - 2))
    _label(s, int(body.get("leg", 0)), (round(w / 2), round(h * 0.84)), num)
    _bodies.put(key, s)
    return s
