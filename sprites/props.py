"""The weapons Superstars swing in the ring, drawn in code in a figure's hands: a folding chair,
a cane, the steel steps, a trash can lid, the timekeeper's bell, taped fists, a monitor, a
toolbox, a ladder, an extinguisher; any other weapon a club. A weapon page's id picks its
shape (prop_kind), so every weapon in the card data draws something."""
from __future__ import annotations

import pygame

from . import palette as pal

STEEL = (150, 158, 172)
DARK = (40, 42, 50)
WOOD = (170, 120, 60)
RED = (200, 40, 36)
GOLD = (226, 182, 60)
TAPE = (244, 244, 236)

# A word in a weapon page's id -> the shape drawn (the first word found wins).
PROP_WORDS = (("chair", "chair"), ("cane", "cane"), ("kendo", "cane"), ("stick", "cane"),
              ("steps", "steps"), ("stair", "steps"), ("lid", "lid"), ("bell", "bell"),
              ("fist", "fist"), ("tape", "fist"), ("monitor", "monitor"), ("tv", "monitor"),
              ("toolbox", "toolbox"), ("box", "toolbox"), ("ladder", "ladder"),
              ("extinguisher", "extinguisher"))
CLUB = "club"  # any other weapon


def prop_kind(page_id: str) -> str:
    """The shape a weapon page draws in the hands (a club when its id names none)."""
    if not page_id:
        return ""
    pid = page_id.lower()
    return next((kind for word, kind in PROP_WORDS if word in pid), CLUB)


def draw_prop(surf: pygame.Surface, kind: str, hand: tuple, other: tuple, H: float) -> None:
    """A weapon held in a figure (facing right) `H` pixels tall: hand is the front hand, other
    the back one."""
    if not kind:
        return
    x, y = hand
    lw = max(1, round(H * 0.025))
    draw = SHAPES.get(kind, _club)
    draw(surf, x, y, other, H, lw)


def _r(x, y, w, h) -> pygame.Rect:
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


def _chair(surf, x, y, other, H, lw):
    """A folding chair raised to swing: the back, the seat and the legs."""
    back = _r(x - H * 0.05, y - H * 0.42, H * 0.2, H * 0.22)
    pygame.draw.rect(surf, STEEL, back, border_radius=max(1, round(H * 0.02)))
    pygame.draw.rect(surf, DARK, back, lw, border_radius=max(1, round(H * 0.02)))
    seat = [(x - H * 0.04, y - H * 0.2), (x + H * 0.17, y - H * 0.2), (x + H * 0.22, y - H * 0.12),
            (x + H * 0.01, y - H * 0.12)]
    pygame.draw.polygon(surf, pal.shade(STEEL, 0.8), seat)
    for a, b in (((x - H * 0.03, y - H * 0.2), (x - H * 0.01, y + H * 0.02)),
                 ((x + H * 0.14, y - H * 0.2), (x + H * 0.2, y + H * 0.01))):
        pygame.draw.line(surf, DARK, a, b, lw)


def _cane(surf, x, y, other, H, lw):
    """A long bamboo cane held up over the shoulder."""
    tip = (x + H * 0.32, y - H * 0.42)
    butt = (x - H * 0.06, y + H * 0.08)
    pygame.draw.line(surf, (200, 176, 96), butt, tip, max(2, round(H * 0.035)))
    for k in (0.3, 0.55, 0.8):  # the knots
        px, py = butt[0] + (tip[0] - butt[0]) * k, butt[1] + (tip[1] - butt[1]) * k
        pygame.draw.circle(surf, (140, 110, 50), (round(px), round(py)), max(1, round(H * 0.022)))


def _steps(surf, x, y, other, H, lw):
    """The steel ring steps, heaved up in both arms: three steps of ridged steel."""
    w, h = H * 0.42, H * 0.34
    left, base = x - H * 0.1, y + H * 0.06
    pts = [(left, base), (left + w, base), (left + w, base - h),
           (left + w * 0.66, base - h), (left + w * 0.66, base - h * 0.66),
           (left + w * 0.33, base - h * 0.66), (left + w * 0.33, base - h * 0.33),
           (left, base - h * 0.33)]
    pygame.draw.polygon(surf, STEEL, pts)
    for k in (0.33, 0.66):  # the treads
        yy = base - h * k
        pygame.draw.line(surf, pal.shade(STEEL, 1.25), (left + w * (k - 0.33), yy),
                         (left + w * k, yy), max(1, lw))
    pygame.draw.polygon(surf, DARK, pts, lw)
    pygame.draw.line(surf, DARK, (left + w * 0.5, base - h * 0.1),
                     (left + w * 0.9, base - h * 0.1), lw)


def _lid(surf, x, y, other, H, lw):
    """A trash can lid held up like a shield: a steel disc with its ridges."""
    c = (round(x + H * 0.06), round(y - H * 0.08))
    r = round(H * 0.15)
    pygame.draw.circle(surf, STEEL, c, r)
    pygame.draw.circle(surf, DARK, c, r, lw)
    pygame.draw.circle(surf, pal.shade(STEEL, 0.8), c, round(r * 0.6), lw)
    pygame.draw.circle(surf, DARK, c, max(1, round(r * 0.2)))


def _bell(surf, x, y, other, H, lw):
    """The timekeeper's bell: a brass dome on its wooden base."""
    base = _r(x - H * 0.02, y - H * 0.06, H * 0.22, H * 0.07)
    pygame.draw.rect(surf, WOOD, base)
    dome = _r(x + H * 0.01, y - H * 0.2, H * 0.16, H * 0.2)
    pygame.draw.ellipse(surf, GOLD, dome)
    pygame.draw.ellipse(surf, pal.shade(GOLD, 0.6), dome, lw)
    pygame.draw.circle(surf, pal.shade(GOLD, 1.3), (round(x + H * 0.06), round(y - H * 0.15)),
                       max(1, round(H * 0.025)))


def _fist(surf, x, y, other, H, lw):
    """Both fists taped up in white."""
    for hx, hy in ((x, y), other):
        pygame.draw.circle(surf, TAPE, (round(hx), round(hy)), max(2, round(H * 0.06)))
        pygame.draw.line(surf, (190, 190, 180), (hx - H * 0.05, hy), (hx + H * 0.05, hy), lw)


def _monitor(surf, x, y, other, H, lw):
    """A broadcast monitor ripped off the desk, held up: a grey box with its screen."""
    box = _r(x - H * 0.06, y - H * 0.3, H * 0.28, H * 0.24)
    pygame.draw.rect(surf, (70, 72, 84), box, border_radius=max(1, round(H * 0.02)))
    screen = box.inflate(-round(H * 0.06), -round(H * 0.06))
    pygame.draw.rect(surf, (110, 170, 220), screen)
    pygame.draw.line(surf, (230, 240, 250), screen.topleft, screen.center, lw)


def _toolbox(surf, x, y, other, H, lw):
    """A rusty red toolbox swung by its handle."""
    box = _r(x - H * 0.02, y + H * 0.02, H * 0.26, H * 0.14)
    pygame.draw.rect(surf, (170, 60, 40), box)
    pygame.draw.rect(surf, (90, 40, 30), box, lw)
    pygame.draw.arc(surf, DARK, _r(x + H * 0.04, y - H * 0.05, H * 0.14, H * 0.14), 0, 3.14159,
                    max(1, lw))
    pygame.draw.line(surf, (120, 70, 40), box.midleft, box.midright, lw)


def _ladder(surf, x, y, other, H, lw):
    """A ladder swung sideways: two rails and their rungs."""
    x0, y0 = x - H * 0.25, y + H * 0.02
    x1, y1 = x + H * 0.42, y - H * 0.16
    gap = H * 0.1
    rail = max(2, round(H * 0.028))
    pygame.draw.line(surf, STEEL, (x0, y0), (x1, y1), rail)
    pygame.draw.line(surf, STEEL, (x0, y0 - gap), (x1, y1 - gap), rail)
    for k in (0.1, 0.3, 0.5, 0.7, 0.9):
        px, py = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
        pygame.draw.line(surf, pal.shade(STEEL, 0.75), (px, py), (px, py - gap), lw)


def _extinguisher(surf, x, y, other, H, lw):
    """A red fire extinguisher and the white blast from its nozzle."""
    can = _r(x - H * 0.05, y - H * 0.04, H * 0.1, H * 0.24)
    pygame.draw.rect(surf, RED, can, border_radius=max(1, round(H * 0.04)))
    pygame.draw.line(surf, DARK, (x, y - H * 0.04), (x + H * 0.12, y - H * 0.1), lw)
    for i, (dx, dy, r) in enumerate(((0.18, -0.12, 0.05), (0.25, -0.16, 0.07),
                                     (0.33, -0.15, 0.08))):
        pygame.draw.circle(surf, (236, 240, 244, 220), (round(x + H * dx), round(y + H * dy)),
                           max(2, round(H * r)))


def _club(surf, x, y, other, H, lw):
    """Any other weapon: a wooden club held up."""
    tip = (x + H * 0.2, y - H * 0.36)
    pygame.draw.line(surf, WOOD, (x - H * 0.02, y + H * 0.04), tip, max(2, round(H * 0.04)))
    pygame.draw.circle(surf, pal.shade(WOOD, 0.8), (round(tip[0]), round(tip[1])),
                       max(2, round(H * 0.04)))


SHAPES = {"chair": _chair, "cane": _cane, "steps": _steps, "lid": _lid, "bell": _bell,
          "fist": _fist, "monitor": _monitor, "toolbox": _toolbox, "ladder": _ladder,
          "extinguisher": _extinguisher, CLUB: _club}
PROP_KINDS = tuple(SHAPES)
