"""The Superstars' name tags in the ring's corners (their name, FACE or HEEL, an HP bar along
the foot), and the referee's speech bubble kept off them (clear_of)."""
from __future__ import annotations

import pygame

from sprites import panel as PANEL
from sprites.cache import Lru

from scenes.ui import widgets as W

_tags = Lru(16)
FADED = 90  # a tag the referee or his words cover, see-through (of 255)


BAR = 6  # the HP bar along the foot of a name tag, design px tall (4 read as a thread at
# 1280x720: session 55's play-test)


def name_tag(name: str, persona: str, s: float, seat: int = -1,
             faded: bool = False) -> pygame.Surface:
    """A Superstar's name and FACE or HEEL on a dark pill edged in their seat's colour, with
    the empty track of their HP bar along its foot (faded: see-through, FADED; cached)."""
    key = (name, persona, round(s, 3), seat, faded)
    hit = _tags.get(key)
    if hit is None and faded:
        hit = name_tag(name, persona, s, seat).copy()
        hit.fill((255, 255, 255, FADED), special_flags=pygame.BLEND_RGBA_MULT)
        _tags.put(key, hit)
    if hit is None:
        face = persona == "protagonist"
        colour = (130, 220, 140) if face else (240, 110, 100)
        words = W.text_surface(name, round(14 * s), W.INK, True, True)
        chip = W.text_surface("FACE" if face else "HEEL", round(12 * s), colour, True, True)
        pad = round(5 * s)
        hit = pygame.Surface((words.get_width() + chip.get_width() + 4 * pad,
                              max(words.get_height(), chip.get_height()) + pad + _bar_h(s)),
                             pygame.SRCALPHA)
        radius = round(8 * s)
        pygame.draw.rect(hit, (8, 10, 18, 200), hit.get_rect(), border_radius=radius)
        if seat in (0, 1):
            pygame.draw.rect(hit, W.SEAT_COLOURS[seat], hit.get_rect(), max(1, round(s)),
                             border_radius=radius)
        mid = (hit.get_height() - _bar_h(s)) // 2
        hit.blit(words, words.get_rect(midleft=(pad, mid)))
        hit.blit(chip, chip.get_rect(midright=(hit.get_width() - pad, mid)))
        pygame.draw.rect(hit, (40, 44, 56), _bar_rect(hit.get_rect(), s, 1.0))
        _tags.put(key, hit)
    return hit


def _bar_h(s: float) -> int:
    """The HP bar's height on a name tag."""
    return max(2, round(BAR * s))


def _bar_rect(tag: pygame.Rect, s: float, share: float) -> pygame.Rect:
    """The HP bar at `share` (0..1) of its length along the foot of a name tag at `tag`."""
    inset = round(8 * s)
    full = tag.w - 2 * inset
    return pygame.Rect(tag.x + inset, tag.bottom - _bar_h(s) - max(2, round(3 * s)),
                       round(full * max(0.0, min(1.0, share))), _bar_h(s))


def bar_colour(share: float) -> tuple:
    """The panel's HP bar colour at this share (green, amber at half, red nearly out: the tag's
    gold read otherwise beside the panel's orange: session 47's play-test)."""
    return tuple(PANEL.hp_colour(share))


def tag_piece(g, p, s: float, vigour: float | None, faded: bool, Piece):
    """The Superstar's name tag in their corner of the crowd band, their HP bar along its foot
    at `vigour` (their HP as a share of their most, as their panel shows it; none when not
    given), faded when the referee or his words are over it (a Piece of the ring view)."""
    img = name_tag(p.figure.name, p.figure.persona, s, p.figure.seat, faded)
    pad = round(5 * s)
    r = img.get_rect(topleft=(g.area.x + pad, g.area.y + pad)) if p.figure.seat == 0 else \
        img.get_rect(topright=(g.area.right - pad, g.area.y + pad))
    share = None if vigour is None else round(max(0.0, min(1.0, vigour)) * 60) / 60

    def paint(surf) -> None:
        surf.blit(img, r)
        if share and not faded:
            pygame.draw.rect(surf, bar_colour(share), _bar_rect(r, s, share))
    return Piece(("tag", p.figure.name, p.figure.persona, tuple(r), faded, share), r, paint)


def clear_of(body: pygame.Rect, tip: tuple, tags: list, room: pygame.Rect,
             s: float) -> pygame.Rect:
    """The referee's speech bubble moved off the name tags, its tail still on his head: along
    its row (the tail's foot inside it), else beside his head below the tags' row, toward the
    middle first (the tags went down to the ring's foot from under his words, which read as
    tags jumping about: session 51's play-test); where it was if none fits."""
    if body.collidelist(tags) == -1:
        return body
    pad, tail = round(5 * s), round(8 * s)
    ways = []
    for t in tags:
        for left in (t.right + pad, t.left - pad - body.w):
            ways.append(body.move(left - body.x, 0))
    low = max([t.bottom for t in tags] + [room.top]) + pad
    side = [1, -1] if tip[0] < room.centerx else [-1, 1]
    for way in side:
        r = body.copy()
        r.top = max(low, tip[1] - r.h // 2)
        if way > 0:
            r.left = tip[0] + round(16 * s)
        else:
            r.right = tip[0] - round(16 * s)
        ways.append(r)
    for r in ways:
        along = r.top == body.top
        if room.contains(r) and r.collidelist(tags) == -1 and (
                not along or r.left + tail <= tip[0] <= r.right - tail):
            return r
    return body
