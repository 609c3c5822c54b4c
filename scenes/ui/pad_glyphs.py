"""The controller's button glyphs, drawn in code: the face buttons A / B / X / Y as coloured
discs, the shoulders LB / RB as tabs, Start and Back as small pills with their icons, and the
D-pad as a cross with the arms that count lit. Shown where the keys are shown (a button's
hotkey tag, a screen's hint line) while the controller is the input used last."""
from __future__ import annotations

import pygame

from sprites import palette as pal
from sprites.cache import Lru

from scenes.ui.draw import MUTED, draw_text, text_surface
from scenes.ui.gamepad import glyph, pad_in_use

FACE = {"A": (88, 178, 74), "B": (212, 74, 66), "X": (60, 120, 214), "Y": (226, 178, 40)}
ARMS = {"D-pad": "udlr", "Up": "u", "Down": "d", "Left": "l", "Right": "r", "Up/Down": "ud",
        "Left/Right": "lr"}
PILLS = ("LB", "RB", "Start", "Back")
NAMES = tuple(FACE) + PILLS + tuple(ARMS)  # every glyph that can be drawn
_cache = Lru(128)


def has_glyph(name: str) -> bool:
    """True for a name this module draws (a key name is first turned into its glyph's)."""
    return glyph(name) in NAMES


def glyph_surface(name: str, size: int) -> pygame.Surface:
    """A glyph `size` pixels tall (a key name gives its controller button's glyph)."""
    name = glyph(name)
    size = max(12, int(size))
    hit = _cache.get((name, size))
    if hit is None:
        hit = _draw(name, size)
        _cache.put((name, size), hit)
    return hit


def _draw(name: str, h: int) -> pygame.Surface:
    if name in FACE:
        surf = pygame.Surface((h, h), pygame.SRCALPHA)
        r = h // 2
        pygame.draw.circle(surf, (12, 14, 20), (r, r), r)
        pygame.draw.circle(surf, FACE[name], (r, r), r - max(1, h // 14))
        ink = pal.TEXT_DARK if name == "Y" else (250, 250, 250)
        label = text_surface(name, round(h * 0.62), ink, True)
        surf.blit(label, label.get_rect(center=(r, r + max(1, h // 16))))
        return surf
    if name in ARMS:
        return _dpad(ARMS[name], h)
    if name in ("LB", "RB"):
        w = round(h * 1.7)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rect = surf.get_rect()
        radii = dict(border_top_left_radius=h // 2 if name == "LB" else h // 5,
                     border_top_right_radius=h // 2 if name == "RB" else h // 5,
                     border_bottom_left_radius=h // 5, border_bottom_right_radius=h // 5)
        pygame.draw.rect(surf, (12, 14, 20), rect, **radii)
        pygame.draw.rect(surf, (96, 104, 128), rect.inflate(-2 * max(1, h // 14),
                                                            -2 * max(1, h // 14)), **radii)
        label = text_surface(name, round(h * 0.56), (250, 250, 250), True)
        surf.blit(label, label.get_rect(center=rect.center))
        return surf
    w = round(h * 1.5)  # Start and Back: a pill with the icon
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (12, 14, 20), rect, border_radius=h // 2)
    pygame.draw.rect(surf, (96, 104, 128), rect.inflate(-2 * max(1, h // 14),
                                                        -2 * max(1, h // 14)),
                     border_radius=h // 2)
    ink = (250, 250, 250)
    line = max(1, h // 10)
    cx, cy = rect.center
    if name == "Start":  # three lines (the menu)
        half = round(h * 0.28)
        for dy in (-round(h * 0.2), 0, round(h * 0.2)):
            pygame.draw.line(surf, ink, (cx - half, cy + dy), (cx + half, cy + dy), line)
    else:  # Back: two overlapping windows (the view button)
        k = round(h * 0.3)
        pygame.draw.rect(surf, ink, (cx - k + 2, cy - k + 1, k + 2, k), line)
        pygame.draw.rect(surf, ink, (cx - 2, cy - 1, k + 2, k), 0)
    return surf


def _dpad(lit: str, h: int) -> pygame.Surface:
    """The D-pad's cross, the arms in `lit` (u, d, l, r) bright with an arrow, the others dim."""
    surf = pygame.Surface((h, h), pygame.SRCALPHA)
    arm = max(5, round(h * 0.4))
    c = h // 2
    lo = c - arm // 2
    inset = max(1, h // 14)
    bars = (pygame.Rect(lo, 0, arm, h), pygame.Rect(0, lo, h, arm))
    for bar in bars:
        pygame.draw.rect(surf, (12, 14, 20), bar, border_radius=max(1, arm // 4))
    for bar in bars:
        pygame.draw.rect(surf, (110, 116, 140), bar.inflate(-2 * inset, -2 * inset),
                         border_radius=max(1, arm // 5))
    third = lo
    arms = {"u": pygame.Rect(lo, 0, arm, third), "d": pygame.Rect(lo, h - third, arm, third),
            "l": pygame.Rect(0, lo, third, arm), "r": pygame.Rect(h - third, lo, third, arm)}
    out = {"u": (0, -1), "d": (0, 1), "l": (-1, 0), "r": (1, 0)}
    for key, rect in arms.items():
        if key not in lit:
            continue
        inner = rect.inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(surf, (240, 240, 244), inner, border_radius=max(1, arm // 5))
        dx, dy = out[key]
        k = max(2, round(arm * 0.17))
        cx, cy = inner.center
        tip = (cx + dx * k, cy + dy * k)
        side = ((cx - dy * k - dx * k // 2, cy - dx * k - dy * k // 2),
                (cx + dy * k - dx * k // 2, cy + dx * k - dy * k // 2))
        pygame.draw.polygon(surf, (30, 33, 46), (tip, *side))
    return surf


def hint_width(items, size: int) -> int:
    """How wide draw_hint draws these items."""
    gap = round(size * 0.4)
    total = 0
    for name, words in items:
        total += glyph_surface(name, round(size * 1.25)).get_width() + gap // 2
        from scenes.ui.draw import text_width
        total += text_width(words, size) + gap * 2
    return max(0, total - gap * 2)


def draw_hint(surface: pygame.Surface, items, size: int, colour=MUTED, **anchor) -> pygame.Rect:
    """A hint line of glyphs and words: items [(glyph or key name, what it does)], placed by a
    Rect keyword like draw_text; returns where it went."""
    gh = round(size * 1.25)
    rect = pygame.Rect(0, 0, hint_width(items, size), gh)
    for k, v in anchor.items():
        setattr(rect, k, v)
    x = rect.x
    gap = round(size * 0.4)
    for name, words in items:
        img = glyph_surface(name, gh)
        surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
        x += img.get_width() + gap // 2
        r = draw_text(surface, words, size, colour, midleft=(x, rect.centery))
        x = r.right + gap * 2
    return rect


def draw_hint_or_keys(surface: pygame.Surface, keys_words: str, pad_items, size: int,
                      colour=MUTED, **anchor) -> pygame.Rect:
    """A screen's hint line: the controller's glyphs while it is in use, else the keys' words."""
    if pad_in_use():
        return draw_hint(surface, pad_items, size, colour, **anchor)
    return draw_text(surface, keys_words, size, colour, **anchor)
