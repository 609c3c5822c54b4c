"""Career charts in the cards' own look: record bars framed like card ribbons, and form tiles
that are little cards (a gold frame for a win, finisher red for a loss, silver for a draw)."""
from __future__ import annotations

import pygame

from sprites import palette as pal
from sprites.cache import Lru
from sprites.fonts import font
from sprites.icons import star
from sprites.parts import panel, text, tight

_CACHE = Lru(256)
RESULT_FRAME = {"W": pal.GOLD, "L": pal.FINISHER_RED, "D": pal.SILVER}
RESULT_SIGN = {"W": "W", "L": "L", "D": "D"}


def record_bar(size: tuple[int, int], colour: pal.Colour, wins: int, losses: int,
               draws: int) -> pygame.Surface:
    """A Superstar's finished matches as one bar: wins in their colour, then draws in silver,
    then losses in the dark of a card body; a gold trim line marks half won."""
    key = ("bar", size, colour, wins, losses, draws)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    w, h = max(8, size[0]), max(6, size[1])
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, h // 3)
    panel(s, s.get_rect(), pal.TEXT_BOX, pal.CARD_BODY, radius, pal.TEXT_BOX_EDGE)
    total = wins + losses + draws
    if total:
        inner = s.get_rect().inflate(-4, -4)
        x = inner.x
        for count, top in ((wins, colour), (draws, pal.SILVER)):
            seg = round(inner.w * count / total)
            if seg > 0:
                panel(s, pygame.Rect(x, inner.y, seg, inner.h), pal.shade(top, 1.15),
                      pal.shade(top, 0.7), max(2, radius - 2))
            x += seg
    half = w // 2
    pygame.draw.line(s, pal.GOLD, (half, 1), (half, h - 2), max(1, h // 10))
    _CACHE.put(key, s)
    return s


def form_tile(result: str, height: int) -> pygame.Surface:
    """One past match as a little card: W, L or D on a frame of the result's colour."""
    key = ("tile", result, height)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    h = max(12, int(height))
    w = max(9, round(h * 0.72))
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    frame = RESULT_FRAME.get(result, pal.SILVER)
    radius = max(3, w // 6)
    panel(s, s.get_rect(), pal.shade(frame, 1.1), pal.shade(frame, 0.6), radius,
          pal.shade(frame, 1.3))
    body = s.get_rect().inflate(-max(3, w // 6), -max(3, w // 6))
    panel(s, body, pal.TEXT_BOX, pal.CARD_BODY, max(2, radius - 1))
    sign = tight(RESULT_SIGN.get(result, "?"), font(round(h * 0.62), True), frame)
    s.blit(sign, sign.get_rect(center=body.center))
    _CACHE.put(key, s)
    return s


def streak_badge(count: int, height: int) -> pygame.Surface:
    """A gold rank star with the longest win streak on it."""
    key = ("streak", count, height)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    h = max(16, int(height))
    s = star(h, True, pal.GOLD).copy()
    label = font(round(h * 0.42), True)
    text(s, str(count), label, pal.TEXT_DARK, False, center=(h // 2, round(h * 0.56)))
    _CACHE.put(key, s)
    return s
