"""Table art for the match screen: the arena background, the ring mat in the centre, cards
turned for the hand fan, dimmed and glowing card copies. All cached."""
from __future__ import annotations

import math

import pygame

from sprites import palette as pal
from sprites.cache import Lru
from sprites.convert import for_window

_backgrounds = Lru(6)
_mats = Lru(6)
_turned = Lru(160)
_variants = Lru(160)

ARENA_TOP = (18, 20, 34)
ARENA_BOTTOM = (8, 9, 16)
MAT = (44, 60, 96)
MAT_EDGE = (28, 38, 64)
ROPES = ((220, 60, 60), (236, 236, 240), (64, 120, 230))


def background(size: tuple[int, int]) -> pygame.Surface:
    """The arena: a dark gradient with spotlight haze at the top and a vignette."""
    key = tuple(size)
    hit = _backgrounds.get(key)
    if hit is not None:
        return hit
    w, h = max(1, size[0]), max(1, size[1])
    small = pygame.Surface((64, 36))
    for y in range(36):
        pygame.draw.line(small, pal.mix(ARENA_TOP, ARENA_BOTTOM, y / 35), (0, y), (63, y))
    haze = pygame.Surface((64, 36), pygame.SRCALPHA)
    for cx in (16, 48):
        for r in range(18, 0, -2):
            pygame.draw.circle(haze, (90, 110, 170, 7), (cx, -4), r * 2)
    small.blit(haze, (0, 0))
    vignette = pygame.Surface((64, 36), pygame.SRCALPHA)
    for i in range(8):
        pygame.draw.rect(vignette, (0, 0, 0, 16), (i, i, 64 - 2 * i, 36 - 2 * i), 1)
    small.blit(vignette, (0, 0))
    s = for_window(pygame.transform.smoothscale(small, (w, h)), alpha=False)
    _backgrounds.put(key, s)
    return s


def ring_mat(size: tuple[int, int], scale: float = 1.0) -> pygame.Surface:
    """The ring seen from above: canvas, apron, three ropes and four turnbuckles."""
    key = (tuple(size), round(scale, 3))
    hit = _mats.get(key)
    if hit is not None:
        return hit
    w, h = int(size[0]), int(size[1])
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    apron = s.get_rect()
    pygame.draw.rect(s, (20, 24, 40), apron, border_radius=round(14 * scale))
    inset = round(14 * scale)
    canvas = apron.inflate(-2 * inset, -2 * inset)
    grad = pygame.Surface((1, 2))
    grad.fill(pal.shade(MAT, 1.08), (0, 0, 1, 1))
    grad.fill(pal.shade(MAT, 0.8), (0, 1, 1, 1))
    s.blit(pygame.transform.smoothscale(grad, canvas.size), canvas.topleft)
    # a faint centre logo ring
    r = min(canvas.w, canvas.h) // 3
    pygame.draw.circle(s, pal.shade(MAT, 1.12), canvas.center, r, max(2, round(3 * scale)))
    pygame.draw.circle(s, pal.shade(MAT, 0.92), canvas.center, r - round(10 * scale),
                       max(1, round(scale)))
    # ropes
    for i, colour in enumerate(ROPES):
        off = round((4 + i * 4) * scale)
        rope = canvas.inflate(-2 * off, -2 * off)
        pygame.draw.rect(s, pal.shade(colour, 0.75), rope, max(1, round(2 * scale)),
                         border_radius=round(4 * scale))
    # turnbuckles: red and blue corners
    post = round(12 * scale)
    corners = (canvas.topleft, canvas.topright, canvas.bottomleft, canvas.bottomright)
    colours = (ROPES[0], pal.SILVER, pal.SILVER, ROPES[2])
    for (cx, cy), colour in zip(corners, colours):
        rect = pygame.Rect(0, 0, post, post)
        rect.center = (cx, cy)
        pygame.draw.rect(s, colour, rect, border_radius=post // 3)
        pygame.draw.rect(s, pal.shade(colour, 0.5), rect, 1, border_radius=post // 3)
    _mats.put(key, s)
    return s


def turned(face: pygame.Surface, angle: float, key) -> pygame.Surface:
    """A card face turned anticlockwise by angle degrees (smooth), cached by key and angle."""
    a = round(angle * 2) / 2
    if abs(a) < 0.25:
        return face
    ck = (key, a)
    hit = _turned.get(ck)
    if hit is None:
        hit = pygame.transform.rotozoom(face, a, 1.0)
        _turned.put(ck, hit)
    return hit


def dimmed(face: pygame.Surface, key, amount: int = 130) -> pygame.Surface:
    """A darkened copy of a card face (for pages that can't be played now)."""
    ck = ("dim", key, amount)
    hit = _variants.get(ck)
    if hit is None:
        hit = face.copy()
        shade = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, amount))
        hit.blit(shade, (0, 0))
        grey = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        grey.fill((90, 90, 110, 255))
        hit.blit(grey, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        mask = pygame.mask.from_surface(face, 8).to_surface(setcolor=(255, 255, 255, 255),
                                                            unsetcolor=(0, 0, 0, 0))
        hit.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        _variants.put(ck, hit)
    return hit


def shadow(face: pygame.Surface, key, alpha: int = 110) -> pygame.Surface:
    """A black silhouette of the card, for drop shadows."""
    ck = ("shadow", key, alpha)
    hit = _variants.get(ck)
    if hit is None:
        hit = pygame.mask.from_surface(face, 8).to_surface(setcolor=(0, 0, 0, alpha),
                                                           unsetcolor=(0, 0, 0, 0))
        _variants.put(ck, hit)
    return hit


def fan_positions(count: int, area: pygame.Rect, card_w: int, card_h: int,
                  max_angle: float = 7.0) -> list[tuple[int, int, float]]:
    """Centres and angles of a hand fanned along a gentle arc in area (bottom aligned)."""
    if count <= 0:
        return []
    step = min(card_w * 1.06, (area.w - card_w) / max(1, count - 1)) if count > 1 else 0
    total = step * (count - 1)
    x0 = area.centerx - total / 2
    out = []
    for i in range(count):
        t = (i - (count - 1) / 2) / max(1, (count - 1) / 2) if count > 1 else 0.0
        angle = -t * max_angle
        lift = (1 - t * t) * card_h * 0.06
        cx = x0 + i * step
        cy = area.bottom - card_h / 2 - lift + abs(math.sin(math.radians(angle))) * card_w * 0.1
        out.append((round(cx), round(cy), angle))
    return out


def halo(face: pygame.Surface, colour: tuple, key, spread: int = 10) -> pygame.Surface:
    """A soft coloured glow in the card's shape, `spread` pixels bigger on every side.

    Blit it at the card's position minus (spread, spread), under the card.
    """
    ck = ("halo", key, colour, spread)
    hit = _variants.get(ck)
    if hit is not None:
        return hit
    w, h = face.get_size()
    solid = pygame.mask.from_surface(face, 8).to_surface(setcolor=(*colour, 255),
                                                         unsetcolor=(0, 0, 0, 0))
    canvas = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    canvas.blit(solid, (spread, spread))
    for _ in range(2):  # blur: shrink and grow back
        small = pygame.transform.smoothscale(canvas, (max(1, canvas.get_width() // 6),
                                                      max(1, canvas.get_height() // 6)))
        canvas = pygame.transform.smoothscale(small, (w + 2 * spread, h + 2 * spread))
    boost = canvas.copy()
    canvas.blit(boost, (0, 0))  # brighten the blurred edge
    _variants.put(ck, canvas)
    return canvas
