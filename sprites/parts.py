"""Drawing pieces shared by card faces: panels, gradients, text, pip rows, badge rows."""
from __future__ import annotations

import pygame

from game.library import MOMENTUM

from sprites import palette as pal
from sprites.fonts import CardFont, ellipsize, fit_font, fits_words, font, note, wrap
from sprites.icons import momentum_pip, tag_badge

Colour = tuple[int, int, int]


def gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A vertical gradient surface."""
    w, h = max(1, size[0]), max(1, size[1])
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        pygame.draw.line(s, pal.mix(top, bottom, y / max(1, h - 1)), (0, y), (w - 1, y))
    return s


def rounded(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy of the surface with its corners rounded off (transparent)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = surface.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def panel(target: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour,
          radius: int, edge: Colour | None = None, edge_w: int = 1) -> None:
    """Blit a rounded gradient panel, with an optional edge line."""
    if rect.w <= 0 or rect.h <= 0:
        return
    target.blit(rounded(gradient(rect.size, top, bottom), radius), rect.topleft)
    if edge:
        pygame.draw.rect(target, edge, rect, edge_w, border_radius=radius)


def text(target: pygame.Surface, words: str, f: CardFont, colour: Colour,
         shadow: bool = True, **where) -> pygame.Rect:
    """Blit text placed by a Rect keyword (center=, midleft=...), with a soft drop shadow."""
    label = f.render(words, True, colour)
    rect = label.get_rect(**where)
    if shadow:
        blit_shadowed(target, label, rect, max(1, f.get_height() // 14))
    else:
        target.blit(label, rect)
    return rect


def tight(words: str, f: CardFont, colour: Colour) -> pygame.Surface:
    """The text rendered and cropped to its inked pixels (for big numbers and captions)."""
    label = f.render(words, True, colour)
    box = label.get_bounding_rect()
    return label.subsurface(box).copy() if box.w and box.h else label


def blit_shadowed(target: pygame.Surface, label: pygame.Surface, rect: pygame.Rect,
                  offset: int) -> None:
    """Blit a rendered label with a soft dark copy offset under it."""
    dark = label.copy()
    dark.fill((0, 0, 0, 150), special_flags=pygame.BLEND_RGBA_MIN)
    target.blit(dark, rect.move(offset, offset))
    target.blit(label, rect)


def fitted_text(target: pygame.Surface, words: str, rect: pygame.Rect, biggest: int,
                smallest: int, colour: Colour, shadow: bool = True) -> None:
    """Centre text in rect at the biggest size that fits, cut short if it never does."""
    f = fit_font(words, rect.w, biggest, smallest)
    text(target, ellipsize(words, f, rect.w), f, colour, shadow, center=rect.center)


# ---- momentum pips ------------------------------------------------------------------------

def _pip_items(momentum: dict, compact: bool) -> list[tuple[str, int]]:
    """(kind, count) items: one per pip, or one per kind when compact."""
    kinds = sorted((k for k in momentum if momentum[k]), key=lambda k: MOMENTUM.index(k))
    if compact:
        return [(k, momentum[k]) for k in kinds]
    return [(k, 1) for k in kinds for _ in range(momentum[k])]


def _pip_row(momentum: dict, size: int, compact: bool) -> list[pygame.Surface]:
    """The pieces of a pip row: pips, and counts after pips when compact."""
    pieces = []
    f = font(round(size * 1.05))
    for kind, count in _pip_items(momentum, compact):
        pieces.append(momentum_pip(kind, size))
        if compact:
            pieces.append(f.render(f"\u00d7{count}", True, pal.TEXT))
    return pieces


def pips(momentum: dict, size: int, max_w: int) -> pygame.Surface:
    """A row of momentum pips, one per point, or 'pip x3' when that would not fit."""
    gap = max(1, size // 8)
    for compact in (False, True):
        pieces = _pip_row(momentum, size, compact)
        width = sum(p.get_width() for p in pieces) + gap * max(0, len(pieces) - 1)
        if width <= max_w or compact:
            break
    row = pygame.Surface((max(1, width), size), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        row.blit(p, (x, (size - p.get_height()) // 2))
        x += p.get_width() + gap
    return row


# ---- tag badges ---------------------------------------------------------------------------

def badge_rows(tags: list[str], max_w: int, biggest: int, smallest: int) -> list[list]:
    """Tag badges packed into rows no wider than max_w, at the biggest size that fits one row."""
    for size in range(biggest, smallest - 1, -1):
        badges = [tag_badge(t, font(size)) for t in tags]
        gap = max(2, size // 6)
        if sum(b.get_width() for b in badges) + gap * (len(badges) - 1) <= max_w:
            return [badges]
    rows, row, used = [], [], 0
    for b in badges:
        if row and used + gap + b.get_width() > max_w:
            rows.append(row)
            row, used = [], 0
        used += (gap if row else 0) + b.get_width()
        row.append(b)
    return rows + ([row] if row else [])


def blit_badges(target: pygame.Surface, rows: list[list], centre_x: int, top: int) -> int:
    """Blit badge rows centred on centre_x from top; return the height used."""
    y = top
    for row in rows:
        gap = max(2, row[0].get_height() // 5)
        width = sum(b.get_width() for b in row) + gap * (len(row) - 1)
        x = centre_x - width // 2
        for b in row:
            target.blit(b, (x, y))
            x += b.get_width() + gap
        y += row[0].get_height() + gap
    return y - top


# ---- rules text ---------------------------------------------------------------------------

Paragraph = tuple[str, Colour]


def layout_paragraphs(paras: list[Paragraph], width: int, size: int) -> tuple[list, int]:
    """Wrapped (line, colour) pairs for the paragraphs at a size, and their height."""
    f = font(size)
    lines = [(line, colour) for words, colour in paras if words for line in wrap(words, f, width)]
    gap = max(1, f.get_linesize() // 3)
    height = len(lines) * f.get_linesize() + gap * max(0, len([p for p in paras if p[0]]) - 1)
    return lines, height


def fit_paragraphs(paras: list[Paragraph], width: int, height: int, biggest: int,
                   smallest: int) -> int:
    """The biggest text size from biggest to smallest at which the paragraphs fit, no word
    broken; None when none does."""
    for size in range(biggest, smallest - 1, -1):
        if paragraphs_fit(paras, width, height, size):
            return size
    return None


def paragraphs_fit(paras: list[Paragraph], width: int, height: int, size: int) -> bool:
    """True when the paragraphs fit the box at this size with no word broken."""
    f = font(size)
    return (all(fits_words(words, f, width) for words, _ in paras)
            and layout_paragraphs(paras, width, size)[1] <= height)


def blit_paragraphs(target: pygame.Surface, paras: list[Paragraph], rect: pygame.Rect,
                    size: int) -> None:
    """Blit wrapped, centred paragraphs in rect at a size, cutting the last line that fits."""
    f = font(size)
    step = f.get_linesize()
    gap = max(1, step // 3)
    blocks = [(wrap(words, f, rect.w), colour) for words, colour in paras if words]
    total = sum(len(b) for b, _ in blocks) * step + gap * max(0, len(blocks) - 1)
    y = rect.y + max(0, (rect.h - total) // 2)
    for i, (lines, colour) in enumerate(blocks):
        for j, line in enumerate(lines):
            last_fit = y + 2 * step > rect.bottom + 1
            more = j < len(lines) - 1 or i < len(blocks) - 1
            if last_fit and more:
                note(f"text cut off after {line!r}")
                line = ellipsize(line + " ...", f, rect.w)
            text(target, line, f, colour, False, midtop=(rect.centerx, y))
            y += step
            if last_fit and more:
                return
        y += gap
