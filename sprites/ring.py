"""The arena drawn in code: the crowd in rows behind the ring, the floor, the apron, the mat,
three ropes and four turnbuckles, seen from the hard camera (a little above, the mat a
trapezoid). RingGeom turns mat fractions into pixels; the back of the ring is drawn once and
cached, the front ropes are drawn over the figures each frame."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from . import palette as pal
from .cache import Lru
from .convert import for_window

_arenas = Lru(8)
_crowds = Lru(72)

MAT = (46, 70, 130)
APRON = (26, 30, 52)
FLOOR = (14, 16, 24)
FLOOR_MATS = (44, 48, 64)  # the padded mats on the floor round the ring
ROPES = ((220, 60, 60), (236, 236, 240), (60, 110, 230))
POST = (120, 124, 136)
PADS = ((210, 50, 50), (60, 100, 220))  # seat 0's corner red, seat 1's blue
FAN_COLOURS = ((200, 80, 70), (70, 120, 200), (230, 200, 90), (120, 180, 110),
               (190, 120, 200), (220, 220, 220), (90, 90, 110), (230, 140, 60))


@dataclass(frozen=True)
class RingGeom:
    """Where the ring is inside its area."""
    area: pygame.Rect
    crowd: pygame.Rect
    back_y: int
    front_y: int
    back_half: int
    front_half: int
    apron_h: int
    cx: int
    rope_h: int
    fig_h: int

    def at(self, x: float, y: float) -> tuple[int, int]:
        """Pixels of a spot on the mat (x 0..1 across, y 0..1 back to front; beyond: floor)."""
        half = self.half(y)
        py = self.back_y + y * (self.front_y - self.back_y)
        if y > 1:
            py += self.apron_h * 0.6
        return (round(self.cx + (x - 0.5) * 2 * half), round(py))

    def half(self, y: float) -> float:
        """Half the mat's width at depth y."""
        return self.back_half + (self.front_half - self.back_half) * min(1.2, y)

    def scale(self, y: float) -> float:
        """How big a figure at depth y is drawn (the back is further away)."""
        return 0.86 + 0.14 * min(1.3, y)


_geoms = Lru(8)


def ring_geom(area: pygame.Rect) -> RingGeom:
    """The ring's geometry in an area of the table (cached by the area)."""
    key = tuple(area)
    hit = _geoms.get(key)
    if hit is None:
        hit = _ring_geom(pygame.Rect(area))
        _geoms.put(key, hit)
    return hit


def _ring_geom(area: pygame.Rect) -> RingGeom:
    w, h = area.size
    crowd = pygame.Rect(area.x, area.y, w, round(h * 0.24))
    back_y = crowd.bottom + round(h * 0.1)
    apron_h = round(h * 0.09)
    front_y = area.bottom - apron_h - round(h * 0.16)
    front_half = round(min(w * 0.42, (front_y - back_y) * 1.5))
    back_half = round(front_half * 0.78)
    fig_h = round(min(h * 0.41, w * 0.264))
    return RingGeom(area, crowd, back_y, front_y, back_half, front_half, apron_h,
                    area.centerx, round(fig_h * 0.45), fig_h)


def _corners(g: RingGeom) -> tuple:
    """(back left, back right, front left, front right) corners of the mat."""
    return (g.at(0, 0), g.at(1, 0), g.at(0, 1), g.at(1, 1))


def arena(area_size: tuple[int, int], s: float) -> pygame.Surface:
    """The still arena for an area of this size (crowd base, floor, apron, mat, back ropes,
    posts), cached."""
    key = (tuple(area_size), round(s, 3))
    hit = _arenas.get(key)
    if hit is not None:
        return hit
    area = pygame.Rect((0, 0), area_size)
    g = ring_geom(area)
    surf = pygame.Surface(area_size, pygame.SRCALPHA)
    pygame.draw.rect(surf, FLOOR, area, border_radius=round(12 * s))
    # the barricade behind the crowd's front row and the lit aisle
    pygame.draw.rect(surf, (22, 24, 36), g.crowd, border_top_left_radius=round(12 * s),
                     border_top_right_radius=round(12 * s))
    pygame.draw.line(surf, (70, 74, 96), (0, g.crowd.bottom), (area.w, g.crowd.bottom),
                     max(1, round(2 * s)))
    bl, br, fl, fr = _corners(g)
    # the padded mats round the ring on the floor (one standing at ringside stands on them,
    # below the apron: on the bare dark floor a giant outside read as in the ring's front,
    # session 55's play-test)
    foot = fl[1] + g.apron_h
    mats = pygame.Rect(round(fl[0] - 0.08 * area.w), foot, round(fr[0] - fl[0] + 0.16 * area.w),
                       area.bottom - foot - round(4 * s))
    pygame.draw.rect(surf, FLOOR_MATS, mats, border_radius=round(6 * s))
    for i in range(1, 4):  # their seams
        x = mats.x + mats.w * i // 4
        pygame.draw.line(surf, pal.shade(FLOOR_MATS, 0.8), (x, mats.y + 2), (x, mats.bottom - 3),
                         max(1, round(s)))
    # the apron's front face and sides
    skirt = [fl, fr, (fr[0], fr[1] + g.apron_h), (fl[0], fl[1] + g.apron_h)]
    pygame.draw.polygon(surf, APRON, skirt)
    pygame.draw.line(surf, (60, 66, 96), (fl[0], fl[1] + 2), (fr[0], fr[1] + 2),
                     max(1, round(2 * s)))
    edge = round(8 * s)
    outer = [(bl[0] - edge, bl[1] - edge // 2), (br[0] + edge, br[1] - edge // 2),
             (fr[0] + edge, fr[1] + 1), (fl[0] - edge, fl[1] + 1)]
    pygame.draw.polygon(surf, pal.shade(APRON, 1.2), outer)
    # the mat, lighter in the middle
    pygame.draw.polygon(surf, MAT, [bl, br, fr, fl])
    mid = g.at(0.5, 0.55)
    rx, ry = round(g.half(0.55) * 0.42), round((g.front_y - g.back_y) * 0.22)
    pygame.draw.ellipse(surf, pal.shade(MAT, 1.12), pygame.Rect(mid[0] - rx, mid[1] - ry,
                                                                2 * rx, 2 * ry),
                        max(1, round(3 * s)))
    # the back and side ropes and the back posts
    _ropes(surf, g, s, front=False)
    for corner, pad in ((bl, PADS[0]), (br, PADS[1])):
        _post(surf, g, corner, pad, s, 0.86)
    surf = for_window(surf)
    _arenas.put(key, surf)
    return surf


def _post(surf, g: RingGeom, corner, pad, s: float, k: float) -> None:
    """A ring post with its turnbuckle pad."""
    pw = max(3, round(7 * s * k))
    top = corner[1] - round(g.rope_h * 1.25 * k)
    pygame.draw.rect(surf, POST, pygame.Rect(corner[0] - pw // 2, top, pw, corner[1] - top))
    pygame.draw.rect(surf, pad, pygame.Rect(corner[0] - pw, top + round(2 * s), pw * 2,
                                            round(g.rope_h * 0.9 * k)),
                     border_radius=max(1, pw // 2))


def _rope_points(g: RingGeom, a, b, level: int, ka: float, kb: float) -> tuple:
    """A rope's two ends at a level (0 the bottom rope), lifted by the posts' perspective."""
    ha = g.rope_h * ka * (0.35 + 0.32 * level)
    hb = g.rope_h * kb * (0.35 + 0.32 * level)
    return (a[0], a[1] - ha), (b[0], b[1] - hb)


def _ropes(surf, g: RingGeom, s: float, front: bool) -> None:
    """The ropes of the back and sides (front False) or of the front (front True)."""
    bl, br, fl, fr = _corners(g)
    sides = [(fl, fr, 1.0, 1.0)] if front else [(bl, br, 0.86, 0.86), (bl, fl, 0.86, 1.0),
                                                 (br, fr, 0.86, 1.0)]
    width = max(1, round(2 * s))
    for a, b, ka, kb in sides:
        for level, colour in enumerate(ROPES):
            p, q = _rope_points(g, a, b, level, ka, kb)
            pygame.draw.line(surf, colour if front else pal.shade(colour, 0.8), p, q, width)


def front_rect(g: RingGeom, s: float) -> pygame.Rect:
    """Where draw_front paints (its ropes and posts, at origin (0, 0)): only a figure there
    has the front of the ring drawn over it again."""
    fl, fr = g.at(0, 1), g.at(1, 1)
    pw = max(3, round(7 * s))
    top = min(fl[1], fr[1]) - round(g.rope_h * 1.25) - 1
    width = max(1, round(2 * s))
    return pygame.Rect(fl[0] - pw - width, top, fr[0] - fl[0] + 2 * (pw + width) + 1,
                       max(fl[1], fr[1]) - top + width + 1)


def draw_front(surface: pygame.Surface, g: RingGeom, origin: tuple[int, int], s: float) -> None:
    """The front ropes and front posts, over the figures in the ring."""
    layer_g = g
    fl, fr = layer_g.at(0, 1), layer_g.at(1, 1)
    ox, oy = origin
    width = max(1, round(2 * s))
    for level, colour in enumerate(ROPES):
        p, q = _rope_points(g, fl, fr, level, 1.0, 1.0)
        pygame.draw.line(surface, colour, (p[0] + ox, p[1] + oy), (q[0] + ox, q[1] + oy), width)
    for corner, pad in ((fl, PADS[0]), (fr, PADS[1])):
        _post(surface, g, (corner[0] + ox, corner[1] + oy), pad, s, 1.0)


CROWD_LOOKS = tuple((heat, frame, mood) for heat in range(5) for frame, mood in
                    ((0, ""), (1, "cheer"), (2, "cheer"), (1, "pop"), (2, "pop"), (1, "boo"),
                     (2, "boo"), (0, "cheer"), (0, "pop"), (0, "boo")))  # every look drawn


def crowd(size: tuple[int, int], s: float, heat: int, frame: int, mood: str) -> pygame.Surface:
    """Rows of fans: the hotter the crowd the more stand with their arms up; frame 0 or 1
    bobs them (while they react); mood 'boo' gives thumbs down and a red light, 'pop' a
    flash of cameras. Cached."""
    key = (tuple(size), round(s, 3), heat, frame, mood)
    hit = _crowds.get(key)
    if hit is not None:
        return hit
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rows = 3
    r = max(3, round(h / (rows * 2.6)))
    rng = random.Random(7)  # the same crowd every time (looks only)
    for row in range(rows):
        cy = round(h * (0.3 + 0.27 * row))
        step = round(r * 2.3)
        offset = (row % 2) * step // 2
        for i, x in enumerate(range(offset + r, w, step)):
            c = FAN_COLOURS[rng.randrange(len(FAN_COLOURS))]
            up = rng.random() < 0.12 + 0.2 * heat
            bob = (1 if (i + row + frame) % 2 else -1) * round(r * 0.35) if frame else 0
            y = cy + (bob if up else 0)
            dim = 0.45 + 0.1 * row + 0.05 * heat
            body = pal.shade(c, dim)
            pygame.draw.circle(surf, body, (x, y + r), round(r * 1.05))
            pygame.draw.circle(surf, pal.shade((210, 170, 140), dim), (x, y - round(r * 0.4)),
                               round(r * 0.6))
            if up:
                hand_y = y - round(r * 1.6) - (round(r * 0.4) if frame else 0)
                if mood == "boo":
                    hand_y = y + round(r * 0.2)
                pygame.draw.line(surf, body, (x - r, y), (x - round(r * 1.2), hand_y),
                                 max(1, round(r * 0.4)))
                pygame.draw.line(surf, body, (x + r, y), (x + round(r * 1.2), hand_y),
                                 max(1, round(r * 0.4)))
    if mood == "boo":
        tint = pygame.Surface(size, pygame.SRCALPHA)
        tint.fill((120, 0, 0, 50))
        surf.blit(tint, (0, 0))
    elif mood == "pop":
        for _ in range(10 + 6 * heat):
            x, y = rng.randrange(w), rng.randrange(max(1, h))
            pygame.draw.circle(surf, (255, 255, 240), (x, y), max(1, round(r * 0.35)))
    surf = for_window(surf)
    _crowds.put(key, surf)
    return surf


def bubble_rect(text_img: pygame.Surface, tip: tuple[int, int], s: float,
                area: pygame.Rect) -> pygame.Rect:
    """A speech bubble's body for text_img over `tip`, kept inside `area` (no tail)."""
    pad = round(6 * s)
    r = pygame.Rect(0, 0, text_img.get_width() + 2 * pad, text_img.get_height() + pad)
    r.midbottom = (tip[0], tip[1] - round(8 * s))
    r.clamp_ip(area)
    return r


def bubble_tail(tip: tuple[int, int], r: pygame.Rect, s: float) -> list:
    """A bubble's tail to `tip`: down from its foot when the tip is below it, else from the
    side nearer the tip (a bubble set beside a head)."""
    w = round(5 * s)
    if tip[1] >= r.bottom - w:
        return [tip, (tip[0] - w, r.bottom - 1), (tip[0] + w, r.bottom - 1)]
    x = r.left + 1 if tip[0] < r.centerx else r.right - 1
    y = min(max(tip[1], r.top + w), r.bottom - w)
    return [tip, (x, y - w), (x, y + w)]


def speech_rect(text_img: pygame.Surface, tip: tuple[int, int], s: float,
                area: pygame.Rect, body: pygame.Rect | None = None) -> pygame.Rect:
    """Where a speech bubble with its tail at `tip` is drawn, kept inside `area` (its tail
    included; body: the bubble's body where it must go)."""
    r = body if body is not None else bubble_rect(text_img, tip, s, area)
    xs, ys = zip(*bubble_tail(tip, r, s))
    return r.union(pygame.Rect(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 3,
                               max(ys) - min(ys) + 3))


def speech(surface: pygame.Surface, text_img: pygame.Surface, tip: tuple[int, int],
           s: float, area: pygame.Rect | None = None,
           body: pygame.Rect | None = None) -> pygame.Rect:
    """A speech bubble holding text_img, its tail at `tip`, kept inside `area` (None: the
    surface's clip; body: the bubble's body where it must go); returns the bubble's rect."""
    if area is None:
        area = surface.get_clip() if surface.get_clip().w else surface.get_rect()
    r = body if body is not None else bubble_rect(text_img, tip, s, area)
    pygame.draw.polygon(surface, (245, 245, 235), bubble_tail(tip, r, s))
    pygame.draw.rect(surface, (245, 245, 235), r, border_radius=round(8 * s))
    surface.blit(text_img, text_img.get_rect(center=r.center))
    return r


def wobble(t: float, amount: float) -> float:
    """A little side-to-side sway (idle motion), 0 when amount is 0."""
    return math.sin(t * 5.0) * amount
