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
