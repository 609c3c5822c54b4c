"""The replay's scrub bar: the whole match, where we are, a tick every ten turns."""
from __future__ import annotations

import pygame

from scenes.ui import widgets as W


def draw_scrub(surface: pygame.Surface, r: pygame.Rect, s: float, index: int, length: int,
               marks: list, turn: int, dragging: bool, text_size: int) -> None:
    """The bar in `r`: filled to index/length, a tick at each entry count in `marks`, the knob
    (bright while dragged) and 'index / length · turn N' above it."""
    track = r.inflate(0, -round(r.h * 0.45))
    pygame.draw.rect(surface, (16, 18, 26), track, border_radius=track.h // 2)
    frac = index / max(1, length)
    fill = track.copy()
    fill.w = max(track.h, round(track.w * frac))
    pygame.draw.rect(surface, W.ACCENT, fill, border_radius=track.h // 2)
    for i in marks:
        x = track.x + round(track.w * i / max(1, length))
        pygame.draw.line(surface, (120, 126, 150), (x, track.y - round(3 * s)),
                         (x, track.bottom + round(3 * s)), 1)
    knob = (track.x + round(track.w * frac), track.centery)
    pygame.draw.circle(surface, (10, 12, 18), knob, round(r.h * 0.5) + 2)
    pygame.draw.circle(surface, W.INK if dragging else W.ACCENT, knob, round(r.h * 0.5))
    words = f"{index} / {length}  \u00b7  turn {turn}"
    W.draw_text(surface, words, text_size, W.INK, True, midbottom=(r.centerx, r.y + round(3 * s)))


def fraction_at(r: pygame.Rect, x: int) -> float:
    """How far along the bar a point is (0..1)."""
    return max(0.0, min(1.0, (x - r.x) / max(1, r.w)))
