"""What a wrestler figure wears, drawn in code from its Look (scenes.match.looks): a robe or a
pelt, a singlet or a vest, hair (buzz, mohawk, long, a ponytail, a bun, slicked back), a
beard, a moustache, glasses or face paint, a mask, a bandana or headgear, wrist tape, a tattoo
and elbow pads. Each helper draws on a figure facing right; `sk` is its skeleton (sprites.
figure.skeleton)."""
from __future__ import annotations

import pygame

from . import palette as pal

DENIM = (62, 84, 138)
LEATHER = (44, 36, 34)
FUR = (130, 96, 60)
TAPE = (240, 240, 232)
INK = (40, 60, 110)


def leg_colour(look, skin: tuple) -> tuple:
    """The legs' colour: skin under trunks, the colour for tights, denim for jeans."""
    return {"tights": look.colour, "jeans": DENIM}.get(look.legs, skin)


def behind(surf, look, sk) -> None:
    """What hangs behind the body: a robe, long hair, a ponytail."""
    H, cx = sk["H"], sk["cx"]
    if look.top == "robe":
        shade = pal.shade(look.colour, 0.7)
        pts = [(cx - sk["sw"] * 1.1, sk["shoulder_y"]), (cx + sk["sw"] * 0.7, sk["shoulder_y"]),
               (cx + sk["sw"] * 0.2, sk["y"](0.06)), (cx - sk["sw"] * 1.9, sk["y"](0.08))]
        pygame.draw.polygon(surf, shade, pts)
        pygame.draw.line(surf, look.trim, pts[2], pts[3], max(1, round(H * 0.025)))
    hx, hy = sk["head"]
    r = sk["head_r"]
    if look.hair == "long" and look.head != "mask":
        pygame.draw.polygon(surf, look.hair_colour, [
            (hx - r * 1.05, hy - r * 0.3), (hx + r * 0.4, hy - r * 0.6),
            (hx - r * 0.2, sk["shoulder_y"] + H * 0.1), (hx - r * 1.5, sk["shoulder_y"] + H * 0.1)])
    if look.hair == "ponytail" and look.head != "mask":
        pygame.draw.line(surf, look.hair_colour, (hx - r * 0.8, hy - r * 0.4),
                         (hx - r * 1.7, hy + r * 1.4), max(2, round(r * 0.55)))


def top(surf, look, sk, skin: tuple) -> None:
    """The garment over the torso: a singlet, an open vest, a pelt over one shoulder, a robe's
    lapels."""
    cx, sw, hw = sk["cx"], sk["sw"], sk["hw"]
    sy, hy, H = sk["shoulder_y"], sk["hip_y"], sk["H"]
    belly = sk["belly"]
    if look.top == "singlet":
        pts = [(cx - sw * 0.55, sy), (cx + sw * 0.55, sy), (cx + hw + belly, hy),
               (cx - hw, hy)]
        pygame.draw.polygon(surf, look.colour, pts)
        pygame.draw.line(surf, look.trim, pts[0], pts[3], max(1, round(H * 0.018)))
    elif look.top == "vest":
        for side in (-1, 1):
            pts = [(cx + side * sw, sy), (cx + side * sw * 0.3, sy), (cx + side * hw * 0.35, hy),
                   (cx + side * (hw + (belly if side > 0 else 0)), hy)]
            pygame.draw.polygon(surf, LEATHER, pts)
        pygame.draw.line(surf, (120, 120, 130), (cx - sw * 0.6, sy + H * 0.05),
                         (cx - sw * 0.5, sy + H * 0.12), max(1, round(H * 0.02)))  # a stud
    elif look.top == "pelt":
        pts = [(cx - sw, sy - H * 0.01), (cx - sw * 0.2, sy - H * 0.02), (cx + sw * 0.9, hy),
               (cx + hw * 0.1, hy + H * 0.02), (cx - sw * 0.9, sy + H * 0.12)]
        pygame.draw.polygon(surf, FUR, pts)
        for k in (0.3, 0.6):  # its tufts
            x = cx - sw + (sw * 1.9) * k
            y = sy + (hy - sy) * k
            pygame.draw.line(surf, pal.shade(FUR, 0.7), (x, y), (x + H * 0.03, y + H * 0.03),
                             max(1, round(H * 0.015)))
    elif look.top == "robe":
        for side in (-1, 1):
            pygame.draw.line(surf, look.colour, (cx + side * sw * 0.9, sy),
                             (cx + side * hw * 0.8, hy), max(2, round(H * 0.05)))
        pygame.draw.line(surf, look.trim, (cx + sw * 0.9, sy), (cx + hw * 0.8, hy),
                       max(1, round(H * 0.015)))


def arms(surf, look, sk, shoulder, elbow, hand) -> None:
    """On one arm: a tattoo on the upper arm, an elbow pad, wrist tape."""
    H = sk["H"]
    if look.arms == "tattoo":
        mid = ((shoulder[0] + elbow[0]) / 2, (shoulder[1] + elbow[1]) / 2)
        pygame.draw.circle(surf, INK, (round(mid[0]), round(mid[1])), max(1, round(H * 0.022)))
    elif look.arms == "elbowpads":
        pygame.draw.circle(surf, look.colour, (round(elbow[0]), round(elbow[1])),
                           max(2, round(sk["limb"] * 0.62)))
    elif look.arms == "tape":
        wrist = (hand[0] + (elbow[0] - hand[0]) * 0.25, hand[1] + (elbow[1] - hand[1]) * 0.25)
        pygame.draw.circle(surf, TAPE, (round(wrist[0]), round(wrist[1])),
                           max(2, round(sk["limb"] * 0.55)))


def head(surf, look, sk, eye) -> None:
    """Hair on top, the face's gear and what covers the head."""
    (hx, hy), r, H = sk["head"], sk["head_r"], sk["H"]
    hair = look.hair_colour
    if look.head == "mask":
        pygame.draw.circle(surf, look.colour, (hx, hy), r)
        pygame.draw.ellipse(surf, look.trim, pygame.Rect(eye[0] - r * 0.35, eye[1] - r * 0.25,
                                                         r * 0.6, r * 0.4))
        pygame.draw.line(surf, look.trim, (hx - r * 0.2, hy - r), (hx - r * 0.2, hy + r * 0.2),
                         max(1, round(r * 0.2)))  # the mask's seam
        return
    cap = pygame.Rect(hx - r, hy - r * 1.05, r * 2, r * 1.2)
    if look.hair in ("buzz", "slick", "long", "ponytail", "bun", "shaggy"):
        pygame.draw.ellipse(surf, hair, cap) if look.hair != "buzz" else \
            pygame.draw.arc(surf, hair, cap.inflate(0, r * 0.2), 0.2, 3.0, max(1, round(r * 0.3)))
    if look.hair == "slick":  # swept back over the crown
        pygame.draw.polygon(surf, hair, [(hx + r * 0.6, hy - r * 0.9), (hx - r * 1.3, hy - r * 0.6),
                                         (hx - r * 0.9, hy + r * 0.1)])
    if look.hair == "bun":
        pygame.draw.circle(surf, hair, (hx - r * 0.5, hy - r * 1.05), r * 0.45)
    if look.hair == "mohawk":
        pygame.draw.polygon(surf, hair, [(hx - r * 0.9, hy - r * 0.5), (hx - r * 0.5, hy - r * 1.7),
                                         (hx + r * 0.1, hy - r * 1.75),
                                         (hx + r * 0.5, hy - r * 0.8)])
    if look.face == "beard":
        pygame.draw.circle(surf, pal.shade(hair, 0.9), (hx + r * 0.25, hy + r * 0.55), r * 0.6)
    elif look.face == "moustache":
        pygame.draw.line(surf, hair, (eye[0] - r * 0.4, eye[1] + r * 0.55),
                         (eye[0] + r * 0.4, eye[1] + r * 0.55), max(2, round(r * 0.3)))
    elif look.face == "glasses":
        pygame.draw.circle(surf, (30, 30, 36), eye, max(2, round(r * 0.32)),
                           max(1, round(r * 0.12)))
        pygame.draw.line(surf, (30, 30, 36), (eye[0] - r * 0.3, eye[1]), (hx - r * 0.5, eye[1]),
                         max(1, round(r * 0.12)))
    elif look.face == "paint":
        pygame.draw.line(surf, look.colour if sum(look.colour) > 250 else (230, 230, 240),
                         (eye[0] - r * 0.3, eye[1] - r * 0.5), (eye[0] + r * 0.1, eye[1] + r * 0.7),
                         max(2, round(r * 0.28)))
    if look.head == "bandana":
        pygame.draw.rect(surf, look.colour, pygame.Rect(hx - r, hy - r * 0.75, r * 2, r * 0.45))
        pygame.draw.line(surf, look.colour, (hx - r, hy - r * 0.55), (hx - r * 1.6, hy - r * 0.1),
                         max(1, round(r * 0.3)))  # the knot's tails
    elif look.head == "headgear":
        pygame.draw.circle(surf, pal.shade(look.colour, 0.8), (hx - r * 0.1, hy), r * 0.45)
