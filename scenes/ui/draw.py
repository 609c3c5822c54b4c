"""Drawing for the scenes: the theme colours, cached text and panels, tooltips and toasts."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from sprites import palette as pal
from sprites.cache import Lru
from sprites.fonts import ellipsize, font, wrap

Colour = tuple[int, int, int]

# ---- theme -------------------------------------------------------------------------------

BG = (14, 17, 26)
INK = pal.TEXT
MUTED = pal.TEXT_MUTED
ACCENT = pal.GOLD
DANGER = (226, 72, 72)
GOOD = (92, 204, 120)
COUNTER = (96, 200, 255)
SEAT_COLOURS: tuple[Colour, Colour] = ((220, 64, 64), (64, 132, 236))  # red and blue corners
SEAT_CORNER = ("Red corner", "Blue corner")
BUTTON_TOP = (70, 78, 104)
BUTTON_BOTTOM = (44, 49, 68)
BUTTON_EDGE = (104, 114, 146)
PANEL_TOP = (34, 38, 52)
PANEL_BOTTOM = (24, 27, 38)
PANEL_EDGE = (70, 76, 98)

_text_cache = Lru(1024)
_glyph_cache = Lru(1024)  # a label's letters, by (letter, size, colour)
_fit_cache = Lru(2048)
_panel_cache = Lru(256)
_shade_cache = Lru(96)  # shaded rects and glows, by size and look
SHADE_KEPT_PIXELS = 400_000  # bigger shaded rects (a whole screen's shade) are not kept


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than 1280x720 the window is (the smaller of the two ratios)."""
    return max(0.5, min(size[0] / 1280, size[1] / 720))


# ---- text --------------------------------------------------------------------------------

def text_surface(words: str, size: int, colour: Colour = INK, bold: bool = False,
                 shadow: bool = False) -> pygame.Surface:
    """Rendered text, cached by (words, size, colour, bold, shadow)."""
    size = max(8, int(size))
    key = (words, size, colour, bold, shadow)
    hit = _text_cache.get(key)
    if hit is not None:
        return hit
    f = font(size, bold)
    label = f.render(words, True, colour)
    if shadow and words:
        off = max(1, f.get_height() // 16)
        out = pygame.Surface((label.get_width() + off, label.get_height() + off), pygame.SRCALPHA)
        dark = f.render(words, True, (0, 0, 0))
        dark.set_alpha(160)
        out.blit(dark, (off, off))
        out.blit(label, (0, 0))
        label = out
    _text_cache.put(key, label)
    return label


def draw_text(surface: pygame.Surface, words: str, size: int, colour: Colour = INK,
              bold: bool = False, shadow: bool = False, max_w: int | None = None,
              **anchor: Any) -> pygame.Rect:
    """Blit text placed by a Rect keyword (center=, midleft=, topleft=...); returns its rect."""
    if max_w is not None:
        words = ellipsize_text(words, size, max_w, bold)
    label = text_surface(words, size, colour, bold, shadow)
    rect = label.get_rect(**anchor) if anchor else label.get_rect()
    surface.blit(label, rect)
    return rect


def draw_fit_text(surface: pygame.Surface, words: str, size: int, smallest: int,
                  colour: Colour = INK, bold: bool = False, shadow: bool = False,
                  max_w: int = 100, **anchor: Any) -> pygame.Rect:
    """Text at the biggest size from size down to smallest that fits max_w (then cut short)."""
    size = fit_size(words, int(size), int(smallest), bold, max_w)
    return draw_text(surface, words, size, colour, bold, shadow, max_w=max_w, **anchor)


def name_first_fit(words: str, size: int, bold: bool, max_w: int) -> str:
    """Words that begin with a name, its first names left off while they don't fit max_w at
    this size ('Professor Ada Quill is hurt' -> 'Quill is hurt'; a capital word follows each
    one dropped, so no other words go)."""
    parts = words.split(" ")
    while len(parts) > 2 and parts[1][:1].isupper() and text_width(" ".join(parts), size,
                                                                     bold) > max_w:
        parts = parts[1:]
    return " ".join(parts)


def fit_size(words: str, size: int, smallest: int, bold: bool, max_w: int) -> int:
    """The biggest size from size down to smallest at which the text fits max_w (smallest if
    none does), cached. A line's width grows with its size, so the size is guessed from the
    widest one's overflow and then checked a size up and down: two or three measurements, not
    one for every size tried (each is slow for big letters)."""
    key = ("fit", words, size, smallest, bold, max_w)
    hit = _fit_cache.get(key)
    if hit is not None:
        return hit
    fits = lambda n: text_width(words, n, bold) <= max_w  # noqa: E731
    if size <= smallest or fits(size):
        hit = size
    else:
        guess = max(smallest, min(size - 1, int(size * max_w / text_width(words, size, bold))))
        while guess > smallest and not fits(guess):
            guess -= 1
        while guess + 1 < size and fits(guess + 1):
            guess += 1
        hit = guess
    _fit_cache.put(key, hit)
    return hit


def label_surface(words: str, size: int, colour: Colour = MUTED) -> pygame.Surface:
    """Small bold capitals with even letter spacing (cached)."""
    size = max(8, int(size))
    key = ("label", words, size, colour)
    hit = _text_cache.get(key)
    if hit is not None:
        return hit
    f = font(size, True)
    track = max(1, size // 12)
    glyphs = [_glyph(f, ch, size, colour) if ch != " " else None for ch in words]
    space = max(3, f.size("n")[0] * 2 // 3)
    width = sum(g.get_width() if g else space for g in glyphs) + track * max(0, len(words) - 1)
    out = pygame.Surface((max(1, width), f.get_height()), pygame.SRCALPHA)
    x = 0
    for g in glyphs:
        if g is not None:
            out.blit(g, (x, 0))
        x += (g.get_width() if g else space) + track
    _text_cache.put(key, out)
    return out


def _glyph(f, ch: str, size: int, colour: Colour) -> pygame.Surface:
    """One letter of a label, rendered once (cached: a new label is its letters placed, not
    each letter rendered again; a Move row's label took 0.8 ms at 1080p)."""
    key = (ch, size, colour)
    hit = _glyph_cache.get(key)
    if hit is None:
        hit = f.render(ch, True, colour)
        _glyph_cache.put(key, hit)
    return hit


def draw_label(surface: pygame.Surface, words: str, size: int, colour: Colour = MUTED,
               **anchor: Any) -> pygame.Rect:
    """Blit a letter-spaced label placed by a Rect keyword."""
    img = label_surface(words, size, colour)
    rect = img.get_rect(**anchor)
    surface.blit(img, rect)
    return rect


def ellipsize_text(words: str, size: int, width: int, bold: bool = True) -> str:
    """The text cut short with '...' to fit a width (cached)."""
    key = ("cut", words, int(size), int(width), bold)
    hit = _fit_cache.get(key)
    if hit is None:
        hit = ellipsize(words, font(max(8, int(size)), bold), width)
        _fit_cache.put(key, hit)
    return hit


def text_width(words: str, size: int, bold: bool = False) -> int:
    """Width of the text at a size (cached)."""
    key = ("w", words, int(size), bold)
    hit = _fit_cache.get(key)
    if hit is None:
        hit = font(max(8, int(size)), bold).size(words)[0]
        _fit_cache.put(key, hit)
    return hit


def wrap_lines(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Text wrapped to a width at a size (cached)."""
    key = ("wrap", words, int(size), int(width), bold)
    hit = _fit_cache.get(key)
    if hit is None:
        hit = tuple(wrap(words, font(max(8, int(size)), bold), max(10, width)))
        _fit_cache.put(key, hit)
    return list(hit)


def fit_lines(words: str, size: int, width: int, least: int, most: int = 2,
              room: int | None = None) -> tuple[int, list[str]]:
    """Words in `most` lines at most (and their lines within `room` pixels of height, if
    given), at `size` or smaller down to `least`: (the size, the lines)."""
    def fits(n: int) -> bool:
        lines = wrap_lines(words, n, width)
        return len(lines) <= most and (room is None or len(lines) * line_height(n) <= room)
    while size > least and not fits(size):
        size -= 1
    return size, wrap_lines(words, size, width)[:most]


def line_height(size: int, bold: bool = False) -> int:
    """Distance between lines at a size (cached: asking the font takes longer than a blit)."""
    key = ("lh", int(size), bold)
    hit = _fit_cache.get(key)
    if hit is None:
        hit = font(max(8, int(size)), bold).get_linesize()
        _fit_cache.put(key, hit)
    return hit


# ---- panels ------------------------------------------------------------------------------

def _gradient_round(size: tuple[int, int], top: Colour, bottom: Colour, radius: int,
                    edge: Colour | None, edge_w: int) -> pygame.Surface:
    """A rounded vertical-gradient rectangle. Every column of the gradient is the same, so one
    column is smoothed and widened; only the four corners are cut round (elsewhere the rounded
    mask is opaque white, which leaves the pixels as they are): the picture of
    `_gradient_round_whole`, ten times faster for a results panel at 1080p."""
    w, h = max(1, size[0]), max(1, size[1])
    c = radius + 2  # a corner's square, with a pixel to spare each way
    if h <= 1 or radius <= 0 or 2 * c >= w or 2 * c >= h:
        return _gradient_round_whole(size, top, bottom, radius, edge, edge_w)
    grad = pygame.Surface((1, 2), pygame.SRCALPHA)
    grad.fill((*top[:3], 255), (0, 0, 1, 1))
    grad.fill((*bottom[:3], 255), (0, 1, 1, 1))
    out = pygame.transform.scale(pygame.transform.smoothscale(grad, (1, h)), (w, h))
    corners = pygame.Surface((2 * c, 2 * c), pygame.SRCALPHA)  # a small rounded rect's
    pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=radius)
    for cx, cy, ox, oy in ((0, 0, 0, 0), (c, 0, w - c, 0), (0, c, 0, h - c),
                           (c, c, w - c, h - c)):  # corners are the big one's corners
        out.blit(corners, (ox, oy), pygame.Rect(cx, cy, c, c),
                 special_flags=pygame.BLEND_RGBA_MIN)
    if edge:
        pygame.draw.rect(out, edge, out.get_rect(), edge_w, border_radius=radius)
    return out


def _gradient_round_whole(size: tuple[int, int], top: Colour, bottom: Colour, radius: int,
                          edge: Colour | None, edge_w: int) -> pygame.Surface:
    """A rounded vertical-gradient rectangle, drawn whole: the gradient smoothed to the full
    size and cut by a rounded mask as big as it (what `_gradient_round` draws faster)."""
    w, h = max(1, size[0]), max(1, size[1])
    grad = pygame.Surface((1, 2))
    grad.fill(top, (0, 0, 1, 1))
    grad.fill(bottom, (0, 1, 1, 1))
    body = pygame.transform.smoothscale(grad, (w, h)) if h > 1 else pygame.Surface((w, h))
    if h <= 1:
        body.fill(top)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(body, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if edge:
        pygame.draw.rect(out, edge, out.get_rect(), edge_w, border_radius=radius)
    return out


def panel_surface(size: tuple[int, int], top: Colour = PANEL_TOP, bottom: Colour = PANEL_BOTTOM,
                  radius: int = 10, edge: Colour | None = PANEL_EDGE,
                  edge_w: int = 1) -> pygame.Surface:
    """A cached rounded gradient panel."""
    key = (tuple(size), top, bottom, radius, edge, edge_w)
    hit = _panel_cache.get(key)
    if hit is None:
        hit = _gradient_round(size, top, bottom, radius, edge, edge_w)
        _panel_cache.put(key, hit)
    return hit


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, top: Colour = PANEL_TOP,
               bottom: Colour = PANEL_BOTTOM, radius: int = 10,
               edge: Colour | None = PANEL_EDGE, edge_w: int = 1, alpha: int = 255) -> None:
    """Blit a rounded gradient panel into rect."""
    if rect.w <= 0 or rect.h <= 0:
        return
    p = panel_surface(rect.size, top, bottom, radius, edge, edge_w)
    if alpha < 255:
        p = p.copy()
        p.set_alpha(alpha)
    surface.blit(p, rect.topleft)


def shade_rect(surface: pygame.Surface, rect: pygame.Rect, colour=(0, 0, 0), alpha: int = 120,
               radius: int = 0) -> None:
    """Darken (or tint) a rect of the surface."""
    if rect.w <= 0 or rect.h <= 0:
        return
    key = ("shade", tuple(rect.size), tuple(colour), alpha, radius)
    keep = rect.w * rect.h <= SHADE_KEPT_PIXELS
    layer = _shade_cache.get(key) if keep else None
    if layer is None:  # the same strip or pill is shaded again and again: drawn once
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        if keep:
            _shade_cache.put(key, layer)
    surface.blit(layer, rect.topleft)


def glow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int = 3,
         radius: int = 10, strength: float = 1.0) -> None:
    """A soft coloured glow around a rect (a few widening, fading outlines; drawn once per
    look)."""
    key = ("glow", tuple(rect.size), tuple(colour), width, radius)
    layer = _shade_cache.get(key) if strength == 1.0 else None  # a pulsing glow: not kept
    if layer is None:
        layer = pygame.Surface((rect.w + 8 * width, rect.h + 8 * width), pygame.SRCALPHA)
        for i in range(4, 0, -1):
            a = int(min(255, 70 * strength) * (5 - i) / 4)
            r = pygame.Rect(0, 0, rect.w + 2 * i * width, rect.h + 2 * i * width)
            r.center = layer.get_rect().center
            pygame.draw.rect(layer, (*colour, a), r, width, border_radius=radius + i * width)
        if strength == 1.0:
            _shade_cache.put(key, layer)
    surface.blit(layer, (rect.x - 4 * width, rect.y - 4 * width))
    pygame.draw.rect(surface, colour, rect.inflate(2, 2), max(1, width // 2 + 1),
                     border_radius=radius)


# ---- widgets -----------------------------------------------------------------------------

def draw_tooltip(surface: pygame.Surface, anchor: tuple[int, int], lines: list[tuple[str, Colour]],
                 scale: float = 1.0, width: int = 320,
                 under: pygame.Rect | None = None) -> pygame.Rect:
    """A dark box of wrapped lines near the anchor point, kept on screen; given `under` (the
    hovered control), just below it, clear of the control and the label above it."""
    size = int(20 * scale)
    width = int(width * scale)
    pad = int(10 * scale)
    wrapped: list[tuple[str, Colour, bool]] = []
    for i, (words, colour) in enumerate(lines):
        for w in wrap_lines(words, size, width - 2 * pad, i == 0):
            wrapped.append((w, colour, i == 0))
    lh = line_height(size)
    w = min(width, max(text_width(t, size, b) for t, _, b in wrapped) + 2 * pad + 2)
    h = lh * len(wrapped) + 2 * pad
    rect = pygame.Rect(0, 0, w, h)
    sw, sh = surface.get_size()
    rect.bottomleft = (anchor[0] + int(12 * scale), anchor[1] - int(8 * scale))
    if rect.right > sw - 6 and under is None:  # (under a control it keeps to its column)
        rect.right = anchor[0] - int(12 * scale)
    if rect.top < 6:
        rect.top = anchor[1] + int(20 * scale)
    if under is not None:  # (within the control's own span where it fits: its column)
        rect.left = max(under.left, min(rect.left, under.right - rect.w))
        rect.top = under.bottom + int(6 * scale)
        if rect.bottom > sh - 6:
            rect.bottom = under.top - int(6 * scale)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    shade_rect(surface, rect.move(3, 4), alpha=110, radius=8)
    draw_panel(surface, rect, (30, 33, 46), (22, 24, 34), 8, (96, 104, 132))
    y = rect.y + pad
    for words, colour, bold in wrapped:
        draw_text(surface, words, size, colour, bold, topleft=(rect.x + pad, y))
        y += lh
    return rect


# ---- toasts ------------------------------------------------------------------------------

@dataclass
class Toast:
    """A short message that fades out."""
    text: str
    kind: str = "info"
    ttl: float = 3.5
    age: float = 0.0
    key: str = ""  # a newer toast of the same key takes this one's place


@dataclass
class Toasts:
    """Messages shown at the top centre of the window, newest at the bottom."""
    items: list[Toast] = field(default_factory=list)
    limit: int = 4

    def add(self, text: str, kind: str = "info", ttl: float = 3.5, key: str = "") -> None:
        """Show a message (kind: info, error, good); one with a key replaces that key's last."""
        if self.items and self.items[-1].text == text:
            self.items[-1].age = 0.0
            return
        if key:
            self.items = [t for t in self.items if t.key != key]
        self.items.append(Toast(text, kind, ttl, key=key))
        del self.items[:-self.limit]

    def drop(self, text: str) -> None:
        """Take a message off now (one that no longer holds)."""
        self.items = [t for t in self.items if t.text != text]

    def drop_keyed(self, prefix: str) -> None:
        """Take off now every message whose key begins so (a scene's own, as it leaves)."""
        self.items = [t for t in self.items if not (t.key and t.key.startswith(prefix))]

    def update(self, dt: float) -> None:
        """Age the messages and drop the old ones."""
        for t in self.items:
            t.age += dt
        self.items = [t for t in self.items if t.age < t.ttl]

    def latest(self) -> str:
        """The newest message's text, or ''."""
        return self.items[-1].text if self.items else ""

    def draw(self, surface: pygame.Surface, scale: float = 1.0, top: int | None = None,
             bottom: int | None = None, width: int | None = None,
             least: tuple | None = None) -> None:
        """Draw the messages (from y = top, default just under a title bar; no lower than
        bottom: the newest that fit, the older waiting unseen, at least the newest; a play-test
        saw four error toasts bury the whole hand; at most `width` wide, default 60% of the
        window; at least `least` (width, height), the pill a toast stands over)."""
        w = surface.get_width()
        most = int(w * 0.6) if width is None else int(width)
        y = int(56 * scale) if top is None else int(top)
        size = int(22 * scale)
        gap = int(6 * scale)
        shown, room = [], None if bottom is None else int(bottom) - y
        for t in reversed(self.items):
            tw = min(most, max(least[0] if least else 0,
                               text_width(t.text, size, True) + int(48 * scale)))
            lines = wrap_lines(t.text, size, tw - int(48 * scale), True)
            h = max(least[1] if least else 0, line_height(size, True) * len(lines)
                    + int(18 * scale))
            if room is not None and shown and h > room:
                break
            shown.insert(0, (t, tw, lines, h))
            room = None if room is None else room - h - gap
        if bottom is not None:  # a newest toast taller than the room rises to end at bottom
            y = max(0, min(y, int(bottom) - sum(h + gap for *_, h in shown) + gap))  # (one
            # of two lines covered the hand's cards: session 58's play-test)
        for t, tw, lines, h in shown:
            edge = {"error": DANGER, "good": GOOD}.get(t.kind, ACCENT)
            rect = pygame.Rect(0, y, tw, h)
            rect.centerx = w // 2
            fade = min(1.0, (t.ttl - t.age) / 0.5, t.age / 0.12 if t.age < 0.12 else 1.0)
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_panel(layer, layer.get_rect(), (36, 38, 52), (26, 28, 38), 10, edge, 2)
            pygame.draw.rect(layer, edge, (0, 0, int(6 * scale), rect.h),
                             border_top_left_radius=10, border_bottom_left_radius=10)
            ly = (h - line_height(size, True) * len(lines)) // 2  # (centred: a tall one too)
            for line in lines:
                draw_text(layer, line, size, INK, True, midtop=(rect.w // 2 + int(3 * scale), ly))
                ly += line_height(size, True)
            layer.set_alpha(int(255 * max(0.0, fade)))
            surface.blit(layer, rect)
            y = rect.bottom + gap
