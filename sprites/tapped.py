"""Rotated copies of card faces for the tap-out animation, cached and bounded."""
from __future__ import annotations

import weakref
from typing import Hashable

import pygame

from sprites.cache import Lru

STEP = 3
_turns = Lru(128)


def quantise(angle: float) -> int:
    """The angle clamped to 0..90 and rounded to a 3-degree step."""
    return int(round(max(0.0, min(90.0, float(angle))) / STEP) * STEP)


def _rotate(surface: pygame.Surface, angle: int) -> pygame.Surface:
    """The surface turned clockwise by angle degrees (exact at 0 and 90, smooth between)."""
    if angle % 90 == 0:
        return pygame.transform.rotate(surface, -angle)
    return pygame.transform.rotozoom(surface, -angle, 1.0)


def tapped(surface: pygame.Surface, angle: float, key: Hashable | None = None) -> pygame.Surface:
    """The surface turned clockwise by angle (0..90) degrees, cached per key and 3 degrees."""
    q = quantise(angle)
    if q == 0:
        return surface
    cache_key = ("key", key, q) if key is not None else ("id", id(surface), q)
    hit = _turns.get(cache_key)
    if hit is not None and (key is not None or hit[0]() is surface):
        return hit[1]
    turned = _rotate(surface, q)
    _turns.put(cache_key, (weakref.ref(surface), turned))
    return turned


def clear_cache() -> None:
    """Forget every cached rotation."""
    _turns.clear()
