"""Event cards acted out in the ring (issue 31; session 46's play-test saw Pyro Malfunction
hurt a Superstar with no pyro): the pyro going off beside the foe, a masked stranger running
in to hit them and out again, the arena going dark; and a manager up on the apron shouting at
the referee (Manager on the Apron showed an empty apron: session 55's play-test). Scheduled by the presenter as an 'arena'
cue on the Superstar it happens to; drawn by ring_view as pieces of the show."""
from __future__ import annotations

import math

import pygame

from scenes.match import show as SH

# page id -> (what the ring shows, seconds at full speed)
ACTS = {"pyro_malfunction": ("pyro", 1.1), "surprise_run_in": ("run-in", 1.3),
        "lights_out": ("dark", 1.4), "power_outage": ("dark", 1.4)}
SOUNDS = {"pyro": "pyro", "run-in": "crowd_boo", "dark": "crowd_murmur"}
BEFORE_HIT = {"pyro": 0.25, "run-in": 0.52}  # seconds from the act's start to what it does to
# the foe (the bang, the stranger's blow): the damage shows then
RUN_IN_HIT = 0.4  # the stranger's blow lands this share of the way through the run-in
STRANGER = SH.Figure(8, "Masked Stranger", "high-flyer", "antagonist", (24, 24, 30), "ring",
                     "standing", False, False, ())
DARK = 175  # how dark the arena goes (alpha of black over the ring)
SPARKS = 30  # sparks in the pyro's fountain
MANAGER = SH.Figure(9, "Manager", "technician", "antagonist", (70, 74, 92), "ring", "standing",
                    False, False, ())
MANAGER_SECONDS = 2.2  # up on the apron by the side ropes shouting at the referee, and down
APRON = (1.1, 0.42)  # where (past the side ropes the referee argues over: ref_spot.DISTRACTED)


def act_of(card) -> tuple | None:
    """What the ring shows for an Event card (look, seconds), or None."""
    return ACTS.get(getattr(card, "id", ""))


def schedule(pr, card, seat: int) -> float:
    """The Event card's act on `seat` (the foe of the one it came for) from the cursor, with
    its sound; returns the seconds (at full speed) to what it does to them (0: nothing)."""
    act = act_of(card)
    if act is None:
        return 0.0
    look, dur = act
    pr.add("arena", dur, seat, look=look)
    pr.sound(SOUNDS[look], after=BEFORE_HIT.get(look, 0.0))
    return BEFORE_HIT.get(look, 0.0)


def stranger_at(victim, p: float):
    """Where the masked stranger is `p` (0..1) through a run-in on `victim` (a show.Placed):
    in from the floor on their outer side, a blow at RUN_IN_HIT, and out again; None once
    gone."""
    if not 0.0 <= p < 1.0:
        return None
    side = 1 if victim.x >= 0.5 else -1  # from the floor on their outer side (not across the
    # front of the other Superstar)
    start = (min(1.05, max(-0.05, victim.x + 0.25 * side)), 1.12)
    reach = (victim.x + 0.13 * side, min(0.98, victim.y + 0.02))
    if p < RUN_IN_HIT:
        k = SH._ease(p / RUN_IN_HIT)
        lunge = 14.0 * -side * max(0.0, (p / RUN_IN_HIT - 0.7) / 0.3)
        a, b, tilt = start, reach, lunge
    else:
        k = SH._ease((p - RUN_IN_HIT) / (1.0 - RUN_IN_HIT))
        a, b, tilt = reach, start, 0.0
    return SH.Placed(STRANGER, a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, tilt,
                     -side, "")


def manager_at(p: float):
    """Where the manager is `p` (0..1) through their turn on the apron: up onto it from the
    floor, shouting with an arm up and pointing by turns, and down again; None once gone."""
    if not 0.0 <= p < 1.0:
        return None
    up = min(1.0, p / 0.15, (1.0 - p) / 0.15)  # (climbing up, and down at the end)
    pose = "crouch" if up < 1.0 else ("raised" if int(p * 8) % 2 == 0 else "point")
    return SH.Placed(MANAGER, APRON[0], APRON[1] + 0.35 * (1.0 - up), 0.0, -1, pose)


def sparks(at: tuple, h: int, p: float) -> list:
    """The pyro's sparks `p` (0..1) through it, from a spot on the floor `at` for a figure `h`
    pixels tall: (x, y, radius, colour) each. A fountain: sparks shot up one after another
    for the first half, to about a figure's height, falling back as they cool yellow to
    red."""
    out = []
    for i in range(SPARKS):
        t = p - 0.5 * i / SPARKS  # (each shot up a little after the one before)
        if t <= 0.0 or t > 0.55:
            continue
        a = math.radians(18 * math.sin(i * 2.3))
        v = h * (3.4 + 0.5 * math.sin(i * 1.7))
        x = at[0] + math.sin(a) * v * t
        y = at[1] - math.cos(a) * v * t + h * 2.8 * t * t
        cool = min(1.0, t / 0.55)
        colour = (255, round(240 - 150 * cool), round(150 * (1 - cool)))
        out.append((round(x), round(y), max(1, round(h * 0.05 * (1.2 - cool))), colour))
    return out


def pyro_piece(g, victim, h: int, p: float, Piece):
    """The pyro's fountain going off on the floor just behind `victim` (a show.Placed), and
    its flash at the start."""
    fx, fy = g.at(victim.x + (0.08 if victim.facing < 0 else -0.08), max(0.0, victim.y - 0.05))
    dots = sparks((fx, fy), h, p)
    flash = max(0.0, 1.0 - p / 0.25)
    r = round(h * 0.18 * flash)
    xs = [d[0] for d in dots] + [fx - r, fx + r]
    ys = [d[1] for d in dots] + [fy - r, fy + r]
    box = pygame.Rect(min(xs) - 4, min(ys) - 4, max(xs) - min(xs) + 8, max(ys) - min(ys) + 8)

    def paint(surf) -> None:
        if r > 1:
            pygame.draw.circle(surf, (255, 236, 170), (fx, fy - r // 2), r)
        for x, y, rad, colour in dots:
            pygame.draw.circle(surf, colour, (x, y), rad)
    return Piece(("pyro", round(p * 30), tuple(box)), box, paint)


_darks: dict = {}


def dark_piece(area: pygame.Rect, p: float, still: bool, Piece):
    """The arena gone dark over the ring (p: 0..1 through the act): in fast, held, back up at
    the end (still: held dark throughout, reduced motion)."""
    k = 1.0 if still else min(1.0, p / 0.15, (1.0 - p) / 0.25)
    alpha = round(DARK * max(0.0, k) / 15) * 15
    key = (tuple(area.size), alpha)
    img = _darks.get(key)
    if img is None:
        if len(_darks) > 40:
            _darks.clear()
        img = pygame.Surface(area.size, pygame.SRCALPHA)
        img.fill((0, 0, 6, alpha))
        _darks[key] = img
    return Piece(("dark", alpha, tuple(area)), pygame.Rect(area),
                 lambda surf: surf.blit(img, area))
