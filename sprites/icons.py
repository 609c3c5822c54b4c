"""Small cached icons: move types, momentum pips, tag badges, stars and special emblems."""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from sprites import palette as pal
from sprites.fonts import CardFont, font

SS = 4  # supersampling: shapes are drawn this many times larger, then smoothed down

PIP_LETTERS = {
    "agility": "Ag", "knowledge": "Kn", "strength": "St",
    "strike": "Sk", "technical": "Te", "attitude": "At",
}

Point = tuple[float, float]


def _pts(points: list[Point], n: int) -> list[tuple[int, int]]:
    """Unit-square points scaled to an n-pixel canvas."""
    return [(round(x * n), round(y * n)) for x, y in points]


def _box(x: float, y: float, w: float, h: float, n: int) -> pygame.Rect:
    """A unit-square rectangle scaled to an n-pixel canvas."""
    return pygame.Rect(round(x * n), round(y * n), round(w * n), round(h * n))


def _regular(sides: int, radius: float, turn: float = -90.0, cx: float = 0.5,
             cy: float = 0.5) -> list[Point]:
    """Corners of a regular polygon in unit coordinates."""
    step = 360.0 / sides
    return [(cx + radius * math.cos(math.radians(turn + i * step)),
             cy + radius * math.sin(math.radians(turn + i * step))) for i in range(sides)]


def star_points(points: int = 5, outer: float = 0.48, inner: float = 0.2,
                cx: float = 0.5, cy: float = 0.5) -> list[Point]:
    """Corners of a star in unit coordinates."""
    corners = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + i * 180 / points)
        corners.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return corners


def _band(cx: float, cy: float, r_out: float, r_in: float, a0: float, a1: float) -> list[Point]:
    """A thick arc as a polygon, angles in degrees (0 = right, 90 = down)."""
    steps = 24
    angles = [math.radians(a0 + (a1 - a0) * i / steps) for i in range(steps + 1)]
    outer = [(cx + r_out * math.cos(a), cy + r_out * math.sin(a)) for a in angles]
    inner = [(cx + r_in * math.cos(a), cy + r_in * math.sin(a)) for a in reversed(angles)]
    return outer + inner


# ---- move type shapes: each draws on an n-pixel canvas in colour c, with dark detail d --------

def _arm_extended(s: pygame.Surface, n: int, c, d) -> None:
    """A straight arrow pointing right."""
    pygame.draw.polygon(s, c, _pts([(0.06, 0.38), (0.52, 0.38), (0.52, 0.16), (0.95, 0.5),
                                    (0.52, 0.84), (0.52, 0.62), (0.06, 0.62)], n))


def _in_close(s: pygame.Surface, n: int, c, d) -> None:
    """A clenched fist inside a disc."""
    pygame.draw.circle(s, c, (n // 2, n // 2), round(n * 0.48))
    for x in (0.28, 0.43, 0.58, 0.73):
        pygame.draw.circle(s, d, _pts([(x, 0.36)], n)[0], round(n * 0.1))
    pygame.draw.rect(s, d, _box(0.18, 0.36, 0.66, 0.32, n), border_radius=n // 10)
    w = max(1, round(n * 0.05))
    pygame.draw.line(s, c, _pts([(0.3, 0.54)], n)[0], _pts([(0.62, 0.54)], n)[0], w)
    for x in (0.355, 0.505, 0.655):
        pygame.draw.line(s, c, _pts([(x, 0.3)], n)[0], _pts([(x, 0.44)], n)[0], w)


def _mad_rush(s: pygame.Surface, n: int, c, d) -> None:
    """Two chevrons charging right."""
    for x in (0.04, 0.46):
        pygame.draw.polygon(s, c, _pts([(x, 0.12), (x + 0.22, 0.12), (x + 0.5, 0.5),
                                        (x + 0.22, 0.88), (x, 0.88), (x + 0.28, 0.5)], n))


def _back_to_foe(s: pygame.Surface, n: int, c, d) -> None:
    """A U-turn arrow."""
    pygame.draw.polygon(s, c, _pts(_band(0.46, 0.46, 0.36, 0.18, 180, 360), n))
    pygame.draw.polygon(s, c, _pts([(0.1, 0.45), (0.28, 0.45), (0.28, 0.9), (0.1, 0.9)], n))
    pygame.draw.polygon(s, c, _pts([(0.6, 0.44), (0.98, 0.44), (0.73, 0.9)], n))


def _victim_below(s: pygame.Surface, n: int, c, d) -> None:
    """An arrow driving down onto the mat."""
    pygame.draw.polygon(s, c, _pts([(0.37, 0.04), (0.63, 0.04), (0.63, 0.4), (0.86, 0.4),
                                    (0.5, 0.76), (0.14, 0.4), (0.37, 0.4)], n))
    pygame.draw.rect(s, c, _box(0.08, 0.83, 0.84, 0.12, n))


def _standing_above(s: pygame.Surface, n: int, c, d) -> None:
    """A triangle towering upward."""
    pygame.draw.polygon(s, c, _pts([(0.5, 0.06), (0.95, 0.9), (0.05, 0.9)], n))
    pygame.draw.polygon(s, d, _pts([(0.5, 0.42), (0.66, 0.74), (0.34, 0.74)], n))


def _behind_opponent(s: pygame.Surface, n: int, c, d) -> None:
    """A hexagon with a figure's head hidden behind it."""
    pygame.draw.polygon(s, c, _pts(_regular(6, 0.47, 0), n))
    pygame.draw.circle(s, d, _pts([(0.5, 0.5)], n)[0], round(n * 0.16))


def _head_down(s: pygame.Surface, n: int, c, d) -> None:
    """A diamond with a downward notch."""
    pygame.draw.polygon(s, c, _pts([(0.5, 0.03), (0.95, 0.5), (0.5, 0.97), (0.05, 0.5)], n))
    pygame.draw.polygon(s, d, _pts([(0.34, 0.42), (0.66, 0.42), (0.5, 0.68)], n))


def _leg_extended(s: pygame.Surface, n: int, c, d) -> None:
    """A lightning bolt kick."""
    pygame.draw.polygon(s, c, _pts([(0.6, 0.02), (0.16, 0.56), (0.45, 0.56), (0.34, 0.98),
                                    (0.86, 0.4), (0.56, 0.4), (0.7, 0.02)], n))


def _high_risk(s: pygame.Surface, n: int, c, d) -> None:
    """A five-pointed star."""
    pygame.draw.polygon(s, c, _pts(star_points(5, 0.5, 0.21, 0.5, 0.54), n))


def _hit_or_miss(s: pygame.Surface, n: int, c, d) -> None:
    """A crosshair target."""
    w = max(1, round(n * 0.1))
    pygame.draw.circle(s, c, (n // 2, n // 2), round(n * 0.4), w)
    pygame.draw.circle(s, c, (n // 2, n // 2), round(n * 0.1))
    for a, b in (((0.5, 0.0), (0.5, 0.3)), ((0.5, 0.7), (0.5, 1.0)),
                 ((0.0, 0.5), (0.3, 0.5)), ((0.7, 0.5), (1.0, 0.5))):
        pygame.draw.line(s, c, _pts([a], n)[0], _pts([b], n)[0], w)


SHAPES: dict[str, Callable] = {
    "arm_extended": _arm_extended, "in_close": _in_close, "mad_rush": _mad_rush,
    "back_to_foe": _back_to_foe, "victim_below": _victim_below,
    "standing_above": _standing_above, "behind_opponent": _behind_opponent,
    "head_down": _head_down, "leg_extended": _leg_extended, "high_risk": _high_risk,
    "hit_or_miss": _hit_or_miss,
}


def _outlined(shape: pygame.Surface, edge: tuple[int, int, int], width: int) -> pygame.Surface:
    """The shape with a dark outline of the given width around it."""
    mask = pygame.mask.from_surface(shape, 8)
    ring = mask.to_surface(setcolor=(*edge, 255), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(shape.get_size(), pygame.SRCALPHA)
    for i in range(12):
        a = math.radians(i * 30)
        out.blit(ring, (round(width * math.cos(a)), round(width * math.sin(a))))
    out.blit(shape, (0, 0))
    return out


def _render_shape(draw: Callable, colour, size: int) -> pygame.Surface:
    """Draw a unit shape supersampled, outline it and smooth it down to size."""
    n = size * SS
    pad = max(SS, round(n * 0.06))
    canvas = pygame.Surface((n, n), pygame.SRCALPHA)
    inner = pygame.Surface((n - 2 * pad, n - 2 * pad), pygame.SRCALPHA)
    draw(inner, n - 2 * pad, colour, pal.shade(colour, 0.32))
    canvas.blit(inner, (pad, pad))
    canvas = _outlined(canvas, pal.shade(colour, 0.22), max(SS, pad - SS // 2))
    return pygame.transform.smoothscale(canvas, (size, size))


@lru_cache(maxsize=256)
def move_type_icon(move_type: str, size: int) -> pygame.Surface:
    """The move type's icon: a distinct shape in the move type's colour, size x size."""
    size = max(4, int(size))
    draw = SHAPES.get(move_type, _hit_or_miss)
    colour = pal.MOVE_TYPE.get(move_type, pal.TEXT_MUTED)
    return _render_shape(draw, colour, size)


@lru_cache(maxsize=64)
def _disc(colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """A smooth glossy disc with a dark rim."""
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n // 2
    pygame.draw.circle(s, pal.shade(colour, 0.35), (c, c), c)
    pygame.draw.circle(s, colour, (c, c), c - max(SS, n // 12))
    pygame.draw.circle(s, pal.shade(colour, 1.28), (c, c - n // 14), round(n * 0.3))
    pygame.draw.circle(s, colour, (c, c + n // 30), round(n * 0.3))
    return pygame.transform.smoothscale(s, (size, size))


@lru_cache(maxsize=128)
def momentum_pip(kind: str, size: int) -> pygame.Surface:
    """A momentum pip: a coloured disc lettered Ag, Kn, St, Sk, Te or At."""
    size = max(6, int(size))
    colour = pal.MOMENTUM.get(kind, pal.TEXT_MUTED)
    pip = _disc(colour, size).copy()
    letters = PIP_LETTERS.get(kind, kind[:2].title())
    f = font(max(8, round(size * 0.78)))
    while f.size(letters)[0] > size * 0.78 and f.point_size > 8:
        f = font(f.point_size - 1)
    label = f.render(letters, True, pal.ink_on(colour))
    pip.blit(label, label.get_rect(center=(size / 2, size / 2 + 0.5)))
    return pip


def _badge_style(tag: str) -> tuple:
    """Fill, text and edge colours of a tag badge."""
    if tag == "trademark":
        return pal.GOLD, pal.TEXT_DARK, pal.shade(pal.GOLD, 1.45)
    if tag == "finisher":
        return pal.FINISHER_RED, pal.TEXT, pal.GOLD
    fill = pal.TAG.get(tag, pal.TAG["impact"])
    return fill, pal.TEXT, pal.shade(fill, 1.35)


@lru_cache(maxsize=128)
def tag_badge(tag: str, f: CardFont) -> pygame.Surface:
    """A rounded pill naming a tag; Trademark is gold, Finisher red with gold trim."""
    fill, ink, edge = _badge_style(tag)
    label = f.render(tag.replace("_", " ").title(), True, ink)
    h = label.get_height() + max(2, label.get_height() // 3)
    w = label.get_width() + h
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = s.get_rect()
    pygame.draw.rect(s, fill, rect, border_radius=h // 2)
    pygame.draw.rect(s, edge, rect, max(1, h // 10), border_radius=h // 2)
    s.blit(label, label.get_rect(center=(w / 2, h / 2 + 0.5)))
    return s


@lru_cache(maxsize=64)
def star(size: int, filled: bool = True,
         colour: tuple[int, int, int] = pal.GOLD) -> pygame.Surface:
    """A five-pointed rank star, filled or hollow."""
    def draw(s, n, c, d):
        """The star shape."""
        pygame.draw.polygon(s, c, _pts(star_points(5, 0.5, 0.22, 0.5, 0.53), n))
    tint = colour if filled else pal.mix(colour, pal.CARD_BODY, 0.72)
    return _render_shape(draw, tint, max(4, int(size)))


# ---- special kind emblems --------------------------------------------------------------------

def _sp_damage(s, n, c, d):
    """A starburst."""
    pygame.draw.polygon(s, c, _pts(star_points(10, 0.5, 0.3), n))


def _sp_gameplan(s, n, c, d):
    """A clipboard with lines."""
    pygame.draw.rect(s, c, _box(0.16, 0.1, 0.68, 0.86, n),
                     border_radius=n // 12)
    pygame.draw.rect(s, d, _box(0.36, 0.04, 0.28, 0.12, n))
    for y in (0.36, 0.52, 0.68, 0.84):
        pygame.draw.line(s, d, _pts([(0.28, y)], n)[0], _pts([(0.72, y)], n)[0], max(1, n // 18))


def _sp_ringside(s, n, c, d):
    """Ring posts and three ropes."""
    w = max(1, n // 14)
    for x in (0.1, 0.9):
        pygame.draw.line(s, c, _pts([(x, 0.08)], n)[0], _pts([(x, 0.95)], n)[0], w * 2)
    for y in (0.22, 0.42, 0.62):
        pygame.draw.line(s, c, _pts([(0.1, y)], n)[0], _pts([(0.9, y)], n)[0], w)
    pygame.draw.rect(s, c, _box(0.0, 0.8, 1.0, 0.12, n))


def _sp_referee(s, n, c, d):
    """A striped referee shirt."""
    shirt = _pts([(0.3, 0.08), (0.7, 0.08), (0.98, 0.3), (0.84, 0.46), (0.76, 0.4), (0.76, 0.95),
                  (0.24, 0.95), (0.24, 0.4), (0.16, 0.46), (0.02, 0.3)], n)
    pygame.draw.polygon(s, c, shirt)
    for x in (0.36, 0.5, 0.64):
        pygame.draw.line(s, d, _pts([(x, 0.1)], n)[0], _pts([(x, 0.95)], n)[0], max(1, n // 16))


def _sp_status(s, n, c, d):
    """A warning circle with an exclamation mark."""
    pygame.draw.circle(s, c, (n // 2, n // 2), n // 2)
    pygame.draw.rect(s, d, _box(0.44, 0.18, 0.12, 0.42, n))
    pygame.draw.circle(s, d, _pts([(0.5, 0.78)], n)[0], round(n * 0.07))


def _sp_event(s, n, c, d):
    """A spotlight beam."""
    pygame.draw.polygon(s, c, _pts([(0.4, 0.04), (0.6, 0.04), (0.98, 0.82), (0.02, 0.82)], n))
    pygame.draw.ellipse(s, c, _box(0.02, 0.7, 0.96, 0.26, n))


def _sp_weapon(s, n, c, d):
    """A folding chair."""
    w = max(2, n // 10)
    pygame.draw.rect(s, c, _box(0.2, 0.04, 0.5, 0.4, n),
                     border_radius=n // 16)
    pygame.draw.line(s, c, _pts([(0.24, 0.3)], n)[0], _pts([(0.24, 0.98)], n)[0], w)
    pygame.draw.line(s, c, _pts([(0.14, 0.58)], n)[0], _pts([(0.86, 0.58)], n)[0], w)
    pygame.draw.line(s, c, _pts([(0.78, 0.58)], n)[0], _pts([(0.86, 0.98)], n)[0], w)
    pygame.draw.line(s, c, _pts([(0.66, 0.4)], n)[0], _pts([(0.46, 0.98)], n)[0], w)


def _sp_crowd(s, n, c, d):
    """A row of fans' heads and shoulders."""
    for i, x in enumerate((0.18, 0.5, 0.82)):
        y = 0.3 if i == 1 else 0.42
        pygame.draw.circle(s, c, _pts([(x, y)], n)[0], round(n * 0.13))
        pygame.draw.ellipse(s, c, _box(x - 0.17, y + 0.17, 0.34, 0.5, n))


SPECIAL_SHAPES: dict[str, Callable] = {
    "damage": _sp_damage, "gameplan": _sp_gameplan, "ringside": _sp_ringside,
    "referee": _sp_referee, "status": _sp_status, "event": _sp_event,
    "weapon": _sp_weapon, "crowd_support": _sp_crowd,
}


@lru_cache(maxsize=64)
def special_icon(special: str, size: int) -> pygame.Surface:
    """The emblem of a special kind, in its frame colour."""
    draw = SPECIAL_SHAPES.get(special, _sp_event)
    colour = pal.shade(pal.SPECIAL_KIND.get(special, pal.PAGE_KIND["special"]), 1.15)
    return _render_shape(draw, colour, max(4, int(size)))
