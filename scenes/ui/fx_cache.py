"""Cached surfaces for effects drawn every frame: glows, tinted flashes, damage pills, banners and
tooltips. Each is built once per look and re-used with a surface alpha, so an animated frame costs
a few blits, not a redraw."""
from __future__ import annotations

import pygame

from sprites.cache import Lru
from sprites.convert import for_window

from scenes.ui import widgets as W

_glows = Lru(64)
_tints = Lru(32)
_pills = Lru(96)
_bands = Lru(48)  # every banner's words and bands, warmed as a table is laid out
_tips = Lru(32)
_scaled = Lru(48)


def glow_layer(size: tuple[int, int], colour: tuple, width: int, radius: int,
               level: int, levels: int = 6) -> pygame.Surface:
    """A soft glow around a rect of `size` (blit at rect.topleft - 4 * width), at one of
    `levels` strengths (the pulse is quantised so the layers can be cached)."""
    key = (tuple(size), colour, width, radius, level, levels)
    hit = _glows.get(key)
    if hit is None:
        strength = 0.8 + 0.2 * level / max(1, levels - 1)
        w, h = size
        hit = pygame.Surface((w + 8 * width, h + 8 * width), pygame.SRCALPHA)
        for i in range(4, 0, -1):
            a = int(min(255, 70 * strength) * (5 - i) / 4)
            r = pygame.Rect(0, 0, w + 2 * i * width, h + 2 * i * width)
            r.center = hit.get_rect().center
            pygame.draw.rect(hit, (*colour, a), r, width, border_radius=radius + i * width)
        inner = pygame.Rect(4 * width - 1, 4 * width - 1, w + 2, h + 2)
        pygame.draw.rect(hit, colour, inner, max(1, width // 2 + 1), border_radius=radius)
        _glows.put(key, hit)
    return hit


def tint(size: tuple[int, int], colour: tuple, radius: int = 0) -> pygame.Surface:
    """A solid rounded rect of a colour; set its alpha to fade it."""
    key = (tuple(size), colour, radius)
    hit = _tints.get(key)
    if hit is None:
        hit = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(hit, (*colour, 255), hit.get_rect(), border_radius=radius)
        _tints.put(key, hit)
    return hit


def blit_tint(surface: pygame.Surface, rect: pygame.Rect, colour: tuple, alpha: int,
              radius: int = 0) -> None:
    """Tint a rect of the surface with a colour at an alpha (cached layer)."""
    if alpha <= 0 or rect.w <= 0 or rect.h <= 0:
        return
    layer = tint(rect.size, colour, radius)
    layer.set_alpha(max(0, min(255, alpha)))
    surface.blit(layer, rect)


def card_shadow(size: tuple[int, int], alpha: int = 120) -> pygame.Surface:
    """A card's drop shadow: a dark rounded rect the card's size (cached by size)."""
    key = ("shadow", tuple(size), alpha)
    hit = _tints.get(key)
    if hit is None:
        hit = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(hit, (0, 0, 0, alpha), hit.get_rect(),
                         border_radius=max(5, round(size[0] * 0.07)))
        _tints.put(key, hit)
    return hit


def panel_shadow(size: tuple[int, int], radius: int, alpha: int = 120) -> pygame.Surface:
    """A panel's drop shadow: a dark rounded rect (cached by size)."""
    key = ("pshadow", tuple(size), radius, alpha)
    hit = _tints.get(key)
    if hit is None:
        hit = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(hit, (0, 0, 0, alpha), hit.get_rect(), border_radius=radius)
        _tints.put(key, hit)
    return hit


def blit_panel_shadow(surface: pygame.Surface, rect: pygame.Rect, offset: tuple[int, int],
                      radius: int, corner: int) -> None:
    """A panel's drop shadow, `offset` from the panel at `rect`, blitted only where the panel
    drawn over it next leaves it showing: beyond the panel and in its corners (`corner` px
    squares, its rounded, see-through pixels). The whole shadow's blit, panel-sized with
    per-pixel alpha, was most of a moving panel's cost at 1080p."""
    shade = panel_shadow(rect.size, radius)
    at = rect.move(offset)
    w, h = rect.size
    c = min(corner, w, h)
    panel = pygame.Rect(0, 0, w, h).move(-offset[0], -offset[1])  # in the shadow's own
    # coordinates: it covers the shadow there but in its corner squares
    corners = [pygame.Rect(x, y, c, c) for x, y in ((panel.x, panel.y), (panel.right - c, panel.y),
               (panel.x, panel.bottom - c), (panel.right - c, panel.bottom - c))]
    for area in _outside(pygame.Rect(0, 0, w, h), panel) + corners:
        area = area.clip(pygame.Rect(0, 0, w, h))
        if area.w > 0 and area.h > 0:
            surface.blit(shade, (at.x + area.x, at.y + area.y), area)


def _outside(whole: pygame.Rect, hole: pygame.Rect) -> list:
    """`whole` less `hole`: at most four rects (above, below, left, right of it)."""
    hole = hole.clip(whole)
    if hole.w == 0 or hole.h == 0:
        return [whole]
    return [r for r in (pygame.Rect(whole.x, whole.y, whole.w, hole.y - whole.y),
                        pygame.Rect(whole.x, hole.bottom, whole.w, whole.bottom - hole.bottom),
                        pygame.Rect(whole.x, hole.y, hole.x - whole.x, hole.h),
                        pygame.Rect(hole.right, hole.y, whole.right - hole.right, hole.h))
            if r.w > 0 and r.h > 0]


def card_glow(size: tuple[int, int], colour: tuple, spread: int) -> pygame.Surface:
    """A soft glow around a card of this size (blit at the card's topleft - spread)."""
    key = ("cardglow", tuple(size), colour, spread)
    hit = _glows.get(key)
    if hit is None:
        w, h = size
        hit = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
        radius = max(5, round(w * 0.07))
        steps = 5
        for i in range(steps, 0, -1):
            grow = round(spread * i / steps)
            a = int(200 * (1 - (i - 1) / steps) ** 1.6)
            r = pygame.Rect(spread - grow, spread - grow, w + 2 * grow, h + 2 * grow)
            pygame.draw.rect(hit, (*colour, a), r, border_radius=radius + grow)
        _glows.put(key, hit)
    return hit


def pill(words: str, size: int, colour: tuple, s: float,
         edge: tuple | None = None) -> pygame.Surface:
    """Words on a dark rounded pill with a coloured edge (a damage number, 'DOWN!'); edge:
    the edge's own colour and twice as thick (a Superstar's seat colour: whose it is)."""
    key = (words, size, colour, round(s, 3), edge)
    hit = _pills.get(key)
    if hit is None:
        label = _lines(words, size, colour)
        hit = pygame.Surface((label.get_width() + round(18 * s),
                              label.get_height() + round(6 * s)), pygame.SRCALPHA)
        pygame.draw.rect(hit, (8, 10, 16, 215), hit.get_rect(),
                         border_radius=hit.get_height() // 2)
        pygame.draw.rect(hit, (*(edge or colour), 230 if edge else 160), hit.get_rect(),
                         max(2, round(2 * s)) if edge else max(1, round(s)),
                         border_radius=hit.get_height() // 2)
        hit.blit(label, label.get_rect(center=hit.get_rect().center))
        _pills.put(key, hit)
    return hit


def _lines(words: str, size: int, colour: tuple) -> pygame.Surface:
    """A pill's words: one line, or lines one under the other, centred (on one line, '+1
    CROWD: FOE REPEATED A MOVE TYPE' was squeezed to half the ring: session 56's play-test)."""
    rows = [W.text_surface(line, size, colour, True, True) for line in words.split("\n")]
    if len(rows) == 1:
        return rows[0]
    out = pygame.Surface((max(r.get_width() for r in rows), sum(r.get_height() for r in rows)),
                         pygame.SRCALPHA)
    y = 0
    for r in rows:
        out.blit(r, ((out.get_width() - r.get_width()) // 2, y))
        y += r.get_height()
    return out


def band(width: int, height: int, colour: tuple) -> pygame.Surface:
    """A banner's dark band with coloured edges, opaque (nothing under it shows through, and
    an opaque blit costs a fraction of a blended one), lighter toward its edges (cached by
    size and colour)."""
    key = (width, height, colour)
    hit = _bands.get(key)
    if hit is None:
        hit = pygame.Surface((width, height))
        for y in range(height):
            t = abs(y - height / 2) / (height / 2)
            pygame.draw.line(hit, (round(6 + 14 * t ** 4), round(8 + 14 * t ** 4),
                                   round(14 + 18 * t ** 4)), (0, y), (width, y))
        edge = tuple(round(c * 200 / 255 + 20 * 55 / 255) for c in colour)  # (its colour at
        pygame.draw.line(hit, edge, (0, 0), (width, 0), 2)  # 200 over the band's edge)
        pygame.draw.line(hit, edge, (0, height - 1), (width, height - 1), 2)
        hit = for_window(hit, False)
        _bands.put(key, hit)
    return hit


def banner_words(words: str, size: int, colour: tuple, width: int) -> pygame.Surface:
    """A banner's big words, shadowed, shrunk to fit the width (cached)."""
    key = ("words", words, size, colour, width)
    hit = _bands.get(key)
    if hit is None:
        hit = W.text_surface(words, size, colour, True, True)
        if hit.get_width() > width:
            hit = pygame.transform.smoothscale(
                hit, (width, round(hit.get_height() * width / hit.get_width())))
        _bands.put(key, hit)
    return hit


def blit_faded(surface: pygame.Surface, img: pygame.Surface, pos, alpha: int) -> None:
    """Blit a cached surface at an alpha, leaving it as it was."""
    if alpha <= 0:
        return
    was = img.get_alpha()
    if alpha < 255:
        img.set_alpha(alpha)
    surface.blit(img, pos)
    if alpha < 255:  # as it was: None would turn a per-pixel alpha's blending off, and the
        img.set_alpha(was)  # words drew a black box behind them from then on


def zoomed(surface: pygame.Surface, factor: float, key) -> pygame.Surface:
    """A surface scaled by a factor quantised to 2% steps (cached)."""
    q = round(factor * 50) / 50
    if abs(q - 1.0) < 0.01:
        return surface
    ck = (key, q)
    hit = _scaled.get(ck)
    if hit is None:
        hit = pygame.transform.smoothscale(
            surface, (max(1, round(surface.get_width() * q)),
                      max(1, round(surface.get_height() * q))))
        _scaled.put(ck, hit)
    return hit


def tooltip(lines: tuple, scale: float, width: int) -> pygame.Surface:
    """A tooltip box drawn once per text (see widgets.draw_tooltip), with its drop shadow."""
    key = (lines, round(scale, 3), width)
    hit = _tips.get(key)
    if hit is None:
        size = int(20 * scale)
        width = int(width * scale)
        pad = int(10 * scale)
        wrapped = []
        for i, (words, colour) in enumerate(lines):
            for w in W.wrap_lines(words, size, width - 2 * pad, i == 0):
                wrapped.append((w, colour, i == 0))
        lh = W.line_height(size)
        w = min(width, max(W.text_width(t, size, b) for t, _, b in wrapped) + 2 * pad + 2)
        h = lh * len(wrapped) + 2 * pad
        hit = pygame.Surface((w + 4, h + 5), pygame.SRCALPHA)
        rect = pygame.Rect(0, 0, w, h)
        W.shade_rect(hit, rect.move(3, 4), alpha=110, radius=8)
        W.draw_panel(hit, rect, (30, 33, 46), (22, 24, 34), 8, (96, 104, 132))
        y = pad
        for words, colour, bold in wrapped:
            W.draw_text(hit, words, size, colour, bold, topleft=(pad, y))
            y += lh
        _tips.put(key, hit)
    return hit


def place_tooltip(surface: pygame.Surface, anchor: tuple[int, int], lines, scale: float = 1.0,
                  width: int = 320) -> pygame.Rect:
    """Blit a cached tooltip near the anchor point, kept on screen (like widgets.draw_tooltip)."""
    img = tooltip(tuple(lines), scale, width)
    rect = img.get_rect()
    sw, sh = surface.get_size()
    rect.bottomleft = (anchor[0] + int(12 * scale), anchor[1] - int(8 * scale))
    if rect.right > sw - 6:
        rect.right = anchor[0] - int(12 * scale)
    if rect.top < 6:
        rect.top = anchor[1] + int(20 * scale)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(img, rect)
    return rect
