"""Surfaces in the window's pixel format, fast to blit, once a window has given pygame one."""
from __future__ import annotations

import pygame


def for_window(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """The surface converted to the window's format; as it is when no window has been opened
    (the face helper process, a test without a window)."""
    try:
        return surface.convert_alpha() if alpha else surface.convert()
    except pygame.error:
        return surface


# Window-sized canvases handed from a screen that goes to the next one: making a new 1920x1080
# surface and converting it costs several milliseconds (the memory is fresh), so the table's
# layer becomes the results screen's layer, and that the next table's.
_spare: dict = {}
SPARE_PER_SIZE = 2


def canvas(size: tuple[int, int]) -> pygame.Surface:
    """An opaque surface of this size in the window's format, its pixels undefined (a spare one
    given back by a screen that went, or a new one)."""
    size = (int(size[0]), int(size[1]))
    spare = _spare.get(size)
    if spare:
        return spare.pop()
    try:
        return pygame.Surface(size).convert()
    except pygame.error:
        return pygame.Surface(size)


def give_back(surface: pygame.Surface | None) -> None:
    """A canvas its screen no longer draws on or shows (the caller drops its own reference)."""
    if surface is None or surface.get_flags() & pygame.SRCALPHA:
        return
    held = _spare.setdefault(surface.get_size(), [])
    if all(s is not surface for s in held) and len(held) < SPARE_PER_SIZE:
        held.append(surface)


def reserve(size: tuple[int, int], count: int = SPARE_PER_SIZE) -> None:
    """Have `count` spare canvases of this size ready (made now, in a loading moment, not in
    the frame that first needs one: the table's layer, and the results screen's layer drawn
    while the table waits after the bell)."""
    size = (int(size[0]), int(size[1]))
    held = _spare.setdefault(size, [])
    while len(held) < min(count, SPARE_PER_SIZE):
        try:
            surface = pygame.Surface(size).convert()
        except pygame.error:
            surface = pygame.Surface(size)
        surface.fill((0, 0, 0))  # its memory touched now, not by the first frame drawing on it
        held.append(surface)
