"""The match log panel: wrapped lines, coloured by seat and tone, scrolled from the bottom."""
from __future__ import annotations

import pygame

from . import palette as pal
from .fonts import font, wrap

TONE_INK = {"normal": pal.TEXT, "muted": pal.TEXT_MUTED, "big": pal.TEXT_ACCENT,
            "end": pal.TEXT_ACCENT, "turn": pal.TEXT_MUTED}


_masks: dict = {}


def _fade_mask(w: int, h: int) -> pygame.Surface:
    """White with alpha rising from 0 at the top to 255 at the bottom (cached by size)."""
    key = (w, h)
    hit = _masks.get(key)
    if hit is None:
        hit = pygame.Surface((w, max(1, h)), pygame.SRCALPHA)
        for y in range(h):
            a = int(255 * min(1.0, (y + 1) / max(1, h)) ** 1.5)
            pygame.draw.line(hit, (255, 255, 255, a), (0, y), (w, y))
        if len(_masks) > 8:
            _masks.clear()
        _masks[key] = hit
    return hit


class LogView:
    """Holds log lines (objects with text, seat and tone) and draws the visible part."""

    def __init__(self) -> None:
        self.lines: list = []
        self.scroll = 0  # rows scrolled up from the bottom
        self._rows: list[tuple] = []
        self._rows_key: tuple | None = None
        self._surf: pygame.Surface | None = None
        self._surf_key: tuple | None = None

    def add(self, line) -> None:
        """Append a line; stays pinned to the bottom unless the reader scrolled up."""
        self.lines.append(line)
        if self.scroll:
            self.scroll += len(self._wrap_one(line, self._rows_key[1], self._rows_key[2])) \
                if self._rows_key else 0

    def clear(self) -> None:
        """Forget every line."""
        self.lines.clear()
        self.scroll = 0
        self._rows_key = None

    # ---- layout --------------------------------------------------------------------------

    @staticmethod
    def _size(tone: str, base: int) -> int:
        return round(base * 0.9) if tone == "muted" else base

    def _wrap_one(self, line, width: int, base: int) -> list[tuple]:
        size = self._size(line.tone, base)
        bold = line.tone in ("big", "end", "turn")
        return [(row, line.seat, line.tone, size, bold, i == 0)
                for i, row in enumerate(wrap(line.text, font(size, bold), width))]

    def rows(self, width: int, base: int) -> list[tuple]:
        """Every wrapped row: (text, seat, tone, size, bold, first row of its line)."""
        key = (len(self.lines), width, base)
        if self._rows_key is not None and self._rows_key[1:] == key[1:] \
                and self._rows_key[0] <= key[0]:
            for line in self.lines[self._rows_key[0]:]:
                self._rows.extend(self._wrap_one(line, width, base))
        else:
            self._rows = [r for line in self.lines for r in self._wrap_one(line, width, base)]
        self._rows_key = key
        return self._rows

    def scroll_by(self, rows: int, visible: int) -> None:
        """Scroll up (positive) or down, within the log."""
        total = len(self._rows)
        self.scroll = max(0, min(max(0, total - visible), self.scroll + rows))

    # ---- drawing -------------------------------------------------------------------------

    def render(self, size: tuple[int, int], scale: float, seat_colours: tuple) -> pygame.Surface:
        """The log's content for a box of this size (cached until something changes)."""
        w, h = int(size[0]), int(size[1])
        base = max(10, round(19 * scale))
        key = (len(self.lines), w, h, base, self.scroll, seat_colours)
        if self._surf is not None and self._surf_key == key:
            return self._surf
        bullet = max(3, round(4 * scale))
        indent = bullet * 2 + round(6 * scale)
        rows = self.rows(w - indent - round(4 * scale), base)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        lh = font(base).get_linesize()
        visible = max(1, h // lh)
        self.scroll = max(0, min(self.scroll, max(0, len(rows) - visible)))
        end = len(rows) - self.scroll
        start = max(0, end - visible)
        y = h - (end - start) * lh
        for text, seat, tone, size, bold, first in rows[start:end]:
            if tone == "turn":
                label = font(size, True).render(text, True, pal.TEXT_MUTED)
                r = label.get_rect(center=(w // 2, y + lh // 2))
                pygame.draw.line(s, (62, 66, 84), (4, r.centery), (r.x - 8, r.centery))
                pygame.draw.line(s, (62, 66, 84), (r.right + 8, r.centery), (w - 4, r.centery))
                s.blit(label, r)
                y += lh
                continue
            ink = TONE_INK.get(tone, pal.TEXT)
            if first:
                colour = seat_colours[seat] if seat in (0, 1) else pal.GOLD
                pygame.draw.circle(s, colour, (bullet + 2, y + lh // 2), bullet)
            label = font(size, bold).render(text, True, ink)
            s.blit(label, (indent, y + (lh - label.get_height()) // 2))
            y += lh
        if start > 0:  # older lines fade out at the top instead of being cut off
            s.blit(_fade_mask(w, min(h, lh * 2)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        if self.scroll:
            f = font(round(base * 0.85), True)
            tag = f.render(f"{self.scroll} newer below", True, pal.TEXT_DARK)
            box = tag.get_rect().inflate(12, 4)
            box.bottomright = (w - 4, h - 2)
            pygame.draw.rect(s, pal.GOLD, box, border_radius=box.h // 2)
            s.blit(tag, tag.get_rect(center=box.center))
        self._surf, self._surf_key = s, key
        return s
