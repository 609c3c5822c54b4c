"""The game's window: opened at a size in logical pixels, drawn at the screen's full
resolution, never smaller than MIN_SIZE; mouse positions in screen pixels."""
from __future__ import annotations

import pygame

MIN_SIZE = (960, 540)
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def on_the_desktop(position: tuple[int, int], size: tuple[int, int]) -> bool:
    """Whether a window at this position and size lies within the desktops side by side (True
    when they can't be told: a dummy or headless display)."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        return True
    if not desktops:
        return True
    x, y = position
    return x >= 0 and y >= 0 and x + size[0] <= sum(w for w, _ in desktops) \
        and y + size[1] <= max(h for _, h in desktops)


def on_a_desktop(size: tuple[int, int]) -> bool:
    """Whether a window of this size fits on the largest desktop (True when that can't be told:
    a dummy or headless display). A 1366x768 screen was offered 1600x900 and 1920x1080, whose
    title and Back button lay off the screen (session 67's play-test)."""
    try:
        if pygame.display.get_driver() == "dummy":
            return True
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        return True
    return not desktops or any(size[0] <= w and size[1] <= h for w, h in desktops)


def fitted(size: tuple[int, int]) -> tuple[int, int]:
    """The size, cut to the largest desktop when it would not fit on one, never under MIN_SIZE
    (a 1000x600 screen opened the 1280x720 window at -140,-60, every edge off it: session 72's
    play-test)."""
    if on_a_desktop(size):
        return size
    w, h = max(pygame.display.get_desktop_sizes(), key=lambda d: d[0] * d[1])
    return max(MIN_SIZE[0], min(size[0], w)), max(MIN_SIZE[1], min(size[1], h))


def fits(size: tuple[int, int]) -> bool:
    """Whether a window size is at least MIN_SIZE (smaller cut the hand off: session 47)."""
    return size[0] >= MIN_SIZE[0] and size[1] >= MIN_SIZE[1]


def open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Window:
    """The game's window, sized in logical pixels and drawn at the screen's full resolution
    (sharp on high-DPI screens), never smaller than MIN_SIZE."""
    window = pygame.Window("Ringside", size, resizable=True, allow_high_dpi=True)
    window.minimum_size = MIN_SIZE
    if fullscreen:
        try:
            window.set_fullscreen(desktop=True)
        except pygame.error:
            pass
    return window


def to_pixels(event: pygame.event.Event, density: float) -> pygame.event.Event:
    """A mouse event with its position in screen pixels (SDL gives logical pixels)."""
    if density == 1.0 or event.type not in MOUSE_EVENTS:
        return event
    data = dict(event.dict)
    for name in ("pos", "rel"):
        if name in data:
            x, y = data[name]
            data[name] = (int(x * density), int(y * density))
    return pygame.event.Event(event.type, data)
