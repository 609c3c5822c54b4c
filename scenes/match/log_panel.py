"""The match log as a list you can point at: wrapped lines coloured by seat and tone, scrolled from
the bottom, each row remembering which line it belongs to, so a click finds the line (and its
event, for the "why" inspector). Lines whose event can be explained carry a small (i) mark.

Each row is drawn once, alone, in spare time before it shows (warm), and the whole box is cached
until a line is added, the reader scrolls, or the hovered line changes. A new line scrolls the
rows already drawn up and adds only its own rows.
"""
from __future__ import annotations

import pygame

from sprites import palette as pal

from scenes.ui import widgets as W

TONE_INK = {"normal": pal.TEXT, "muted": pal.TEXT_MUTED, "big": pal.TEXT_ACCENT,
            "end": pal.TEXT_ACCENT, "turn": pal.TEXT_MUTED}


_fades: dict = {}
ROWS_KEPT = 64  # rows drawn alone kept (a log box holds ~25 at 1080p)


def _fade(w: int, h: int, behind: bool = False) -> pygame.Surface:
    """White, its alpha rising from 0 at the top to 255 at the bottom (behind: falling from
    255 to 0, for what shows through the fading rows) (cached by size)."""
    hit = _fades.get((w, h, behind))
    if hit is None:
        hit = pygame.Surface((w, max(1, h)), pygame.SRCALPHA)
        for y in range(h):
            a = int(255 * min(1.0, (y + 1) / max(1, h)) ** 1.5)
            pygame.draw.line(hit, (255, 255, 255, 255 - a if behind else a), (0, y), (w, y))
        if len(_fades) > 8:
            _fades.clear()
        _fades[(w, h, behind)] = hit
    return hit


FOLLOW = 6.0  # seconds off the log before a view scrolled back follows the newest lines again


class LogPanel:
    """Holds log lines (objects with text, seat, tone and event) and draws the visible part."""

    def __init__(self, explainable=None) -> None:
        self.lines: list = []
        self.scroll = 0  # rows scrolled up from the bottom
        self.badge: pygame.Rect | None = None  # where 'N newer below' was drawn (its box)
        self.hover: int | None = None  # index of the hovered line
        self.selected: int | None = None
        self.explainable = explainable or (lambda line: False)
        self._rows: list[tuple] = []
        self._rows_key: tuple | None = None
        self._surf: pygame.Surface | None = None
        self._surf_key: tuple | None = None
        self._raw: pygame.Surface | None = None  # the rows drawn, without the fade or the tag
        self._raw_key: tuple = (None, 0, 0)  # (its look, rows up to, scroll)
        self._placed: list[tuple[int, pygame.Rect]] = []  # (line index, row rect) on screen
        self.fade_h = 0  # rows at the top fade out over this height (older lines above)
        self._warm_to = 0  # rows whose words warm rendered
        self._row_surfs: dict = {}  # (row, geometry, hover) -> the row drawn alone
        self._geom: tuple | None = None  # the rows' geometry last drawn (for warm)
        self._visible = 1
        self.held = 0  # rows added while the pointer rested on the log, held in view (or 0)
        self.holding = False
        self.off_since = 0.0  # when the pointer last was on the log, or the view at the newest

    # ---- lines --------------------------------------------------------------------------------

    def add(self, line) -> None:
        """Append a line (wrapped when it is first drawn, or in spare time before: see warm);
        the view stays pinned to the bottom unless the reader scrolled up (then the line is
        wrapped now, to keep the rows in view where they are)."""
        self.lines.append(line)
        if (self.scroll or self.holding) and self._catch_up():
            new = sum(1 for r in self._rows if r[1] == len(self.lines) - 1)
            self.held += new if self.holding else 0
            self.scroll += new

    def hold(self, on: bool, now: float | None = None, over: bool = False) -> None:
        """While the pointer rests on the log, new lines don't move the rows under it (a click
        on a marked line missed as the AI's lines came in: session 62's play-test); when it
        leaves, the view goes back to the newest, unless the reader scrolled meanwhile. A view
        scrolled back follows the newest again once the pointer has been off the log FOLLOW
        seconds (108 lines went by under 'newer below' unseen: session 76's play-test)."""
        if now is not None:
            if over or not self.scroll:
                self.off_since = now
            elif now - self.off_since >= FOLLOW:
                self.scroll = self.held = 0
        if on == self.holding:
            return
        self.holding = on
        if not on:
            if self.held and self.scroll == self.held:
                self.scroll = 0
            self.held = 0

    def _catch_up(self) -> bool:
        """Wrap the lines not wrapped yet, at the width last drawn; False if never drawn."""
        if self._rows_key is None:
            return False
        self.rows(self._rows_key[1], self._rows_key[2])
        return True

    def clear(self) -> None:
        """Forget every line."""
        self.lines.clear()
        self.scroll = self.held = 0
        self.hover = self.selected = None
        self._rows_key = None
        self._surf_key = None
        self._raw_key = (None, 0, 0)
        self._warm_to = 0
        self._placed = []  # the rows drawn last belong to lines that are gone

    def set_lines(self, lines: list) -> None:
        """Replace every line (the replay viewer jumping); the view goes to the bottom."""
        self.lines = list(lines)
        self.scroll = self.held = 0
        self.hover = None
        self._rows_key = None
        self._surf_key = None
        self._raw_key = (None, 0, 0)
        self._warm_to = 0
        self._placed = []  # the rows drawn last belong to the lines replaced

    @property
    def version(self) -> tuple:
        """Changes whenever the drawn log would change."""
        return (len(self.lines), self.scroll, self.hover, self.selected)

    # ---- layout -------------------------------------------------------------------------------

    @staticmethod
    def _size(tone: str, base: int) -> int:
        return round(base * 0.9) if tone == "muted" else base

    def _wrap(self, index: int, width: int, base: int) -> list[tuple]:
        line = self.lines[index]
        size = self._size(line.tone, base)
        bold = line.tone in ("big", "end", "turn")
        mark = self.explainable(line)
        rows = W.wrap_lines(line.text, size, width - (round(base * 1.2) if mark else 0), bold)
        return [(row, index, line.seat, line.tone, size, bold, i == 0, mark)
                for i, row in enumerate(rows)]

    def rows(self, width: int, base: int) -> list[tuple]:
        """Every wrapped row: (text, line index, seat, tone, size, bold, first row, marked)."""
        key = (len(self.lines), width, base)
        if self._rows_key is not None and self._rows_key[1:] == key[1:] \
                and self._rows_key[0] <= key[0]:
            for i in range(self._rows_key[0], len(self.lines)):
                self._rows.extend(self._wrap(i, width, base))
        else:
            self._rows = [r for i in range(len(self.lines)) for r in self._wrap(i, width, base)]
            self._warm_to = 0
        self._rows_key = key
        return self._rows

    def scroll_by(self, rows: int, visible: int | None = None) -> None:
        """Scroll up (positive) or down, within the log."""
        self._catch_up()
        visible = visible or self._visible
        self.scroll = max(0, min(max(0, len(self._rows) - visible), self.scroll + rows))

    def scroll_to(self, index: int) -> None:
        """Scroll so the line at index is in view."""
        self._catch_up()
        rows = self._rows
        if not rows:
            return
        last = max(i for i, r in enumerate(rows) if r[1] == index) if any(
            r[1] == index for r in rows) else None
        if last is None:
            return
        end = len(rows) - self.scroll
        if last >= end:
            self.scroll = max(0, len(rows) - last - 1)
        elif last < end - self._visible:
            self.scroll = max(0, len(rows) - last - self._visible)

    def badge_at(self, pos) -> bool:
        """Whether `pos` (in the log's own box) is on the 'N newer below' badge."""
        return bool(self.scroll) and self.badge is not None and self.badge.collidepoint(pos)

    def line_at(self, pos) -> int | None:
        """The index of the line drawn at pos (relative to the log box's top-left)."""
        for index, rect in self._placed:
            if rect.collidepoint(pos):
                return index
        return None

    # ---- drawing -----------------------------------------------------------------------------

    def render(self, size: tuple[int, int], scale: float, seat_colours: tuple) -> pygame.Surface:
        """The log's content for a box of this size (cached until something changes). When
        only new lines came, the rows already drawn are scrolled up and only the new rows are
        drawn. Older lines above fade out at the top: `faded` lays the fade (fade_h tall)."""
        w, h = int(size[0]), int(size[1])
        base = max(10, round(19 * scale))
        key = (self.version, w, h, base, seat_colours)
        if self._surf is not None and self._surf_key == key:
            return self._surf
        bullet = max(3, round(4 * scale))
        indent = bullet * 2 + round(6 * scale)
        rows = self.rows(w - indent - round(4 * scale), base)
        lh = W.line_height(base)
        visible = max(1, h // lh)
        self._visible = visible
        self.scroll = max(0, min(self.scroll, max(0, len(rows) - visible)))
        end = len(rows) - self.scroll
        start = base_start = max(0, end - visible)
        while 0 < start < end - 1 and not rows[start][6]:  # a line's rest without its head
            start += 1  # is left out (it read as cut off at the top: session 65's play-test)
        top = h - (end - start) * lh
        self._placed = [(r[1], pygame.Rect(0, top + i * lh, w, lh))
                        for i, r in enumerate(rows[start:end])]
        look = (w, h, base, seat_colours, self.hover, self.selected)
        raw, was = self._raw, self._raw_key
        new = end - was[1] if raw is not None and was[0] == look and self.scroll == 0 \
            and was[2] == 0 and start == base_start else -1  # (a row left out at the top:
        # drawn whole, as the rows below may reach into it: session 65's review)
        if 0 < new < visible:  # only new rows at the bottom: scroll up and draw those
            raw.scroll(0, -new * lh)
            raw.fill((0, 0, 0, 0), pygame.Rect(0, h - new * lh, w, new * lh))
            raw.fill((0, 0, 0, 0), pygame.Rect(0, 0, w, h - visible * lh))
            first = end - new
        elif new != 0:
            if raw is None or raw.get_size() != (w, h):
                raw = pygame.Surface((w, h), pygame.SRCALPHA)
            raw.fill((0, 0, 0, 0))
            first = start
        else:
            first = end
        geom = (w, lh, base, bullet, indent, seat_colours)
        self._geom = geom
        made = [self.row_surface(rows[i], geom) for i in range(first, end)]
        if all(fits for _, fits in made):  # each row as made ahead (warm), onto clear rows
            band = pygame.Rect(0, lh // 2, w, lh)
            for i, (row, _) in enumerate(made, first - start):
                raw.blit(row, (0, top + i * lh), band, special_flags=pygame.BLEND_RGBA_ADD)
        else:  # a row reaches beyond its own (a small window's bold words): drawn in place
            for i in range(first, end):
                self._draw_row(raw, rows[i], top + (i - start) * lh, w, lh, base, bullet,
                               indent, seat_colours)
        self._raw, self._raw_key = raw, (look, end, self.scroll)
        self.fade_h = min(h, lh * 2) if start > 0 else 0  # the caller fades the top (faded)
        s = raw
        if self.scroll:
            s = raw.copy()
            tag = W.text_surface(f"{self.scroll} newer below", round(base * 0.85), pal.TEXT_DARK,
                                 True)
            box = tag.get_rect().inflate(12, 4)
            box.bottomright = (w - 4, h - 2)
            self.badge = box
            pygame.draw.rect(s, pal.GOLD, box, border_radius=box.h // 2)
            s.blit(tag, tag.get_rect(center=box.center))
        self._surf, self._surf_key = s, key
        return s

    def row_surface(self, row: tuple, geom: tuple) -> tuple[pygame.Surface, bool]:
        """One wrapped row drawn alone on a clear surface, with half a row's margin above and
        below, and whether it keeps within its own row (cached: made ahead in spare time by
        warm). Its row band added onto clear rows is the row drawn there."""
        index, mark = row[1], row[7]
        key = (row, geom, (index == self.hover, index == self.selected) if mark else None)
        hit = self._row_surfs.get(key)
        if hit is None:
            w, lh, base, bullet, indent, seat_colours = geom
            surf = pygame.Surface((w, 2 * lh), pygame.SRCALPHA)
            surf.fill((0, 0, 0, 0))
            drawn = self._draw_row(surf, row, lh // 2, w, lh, base, bullet, indent,
                                   seat_colours)
            hit = (surf, pygame.Rect(0, lh // 2, w, lh).contains(drawn))
            if len(self._row_surfs) >= ROWS_KEPT:
                self._row_surfs.pop(next(iter(self._row_surfs)))
            self._row_surfs[key] = hit
        return hit

    def _draw_row(self, s: pygame.Surface, row: tuple, y: int, w: int, lh: int, base: int,
                  bullet: int, indent: int, seat_colours: tuple) -> pygame.Rect:
        """One wrapped row at height y: a turn's rule, or a line's bullet, mark and words;
        returns the rect that holds all it drew."""
        text, index, seat, tone, size, bold, first, mark = row
        if tone == "turn":
            label = W.text_surface(text, size, pal.TEXT_MUTED, True)
            r = label.get_rect(center=(w // 2, y + lh // 2))
            return s.blit(label, r).unionall(
                [pygame.draw.line(s, (62, 66, 84), (4, r.centery), (r.x - 8, r.centery)),
                 pygame.draw.line(s, (62, 66, 84), (r.right + 8, r.centery),
                                  (w - 4, r.centery))])
        drawn = []
        if mark and index in (self.hover, self.selected):
            drawn.append(pygame.draw.rect(s, (255, 214, 120, 34 if index == self.hover else 52),
                                          pygame.Rect(0, y, w, lh), border_radius=4))
        ink = TONE_INK.get(tone, pal.TEXT)
        if first:
            colour = seat_colours[seat] if seat in (0, 1) else pal.GOLD
            drawn.append(pygame.draw.circle(s, colour, (bullet + 2, y + lh // 2), bullet))
            if mark:
                r = round(base * 0.42)  # its ring within the row (see row_surface)
                drawn.append(self._mark(s, (w - round(base * 0.5), y + lh // 2), r,
                                        index == self.hover, min(r, (lh - 1) // 2)))
        label = W.text_surface(text, size, ink, bold)
        return s.blit(label, (indent, y + (lh - label.get_height()) // 2)).unionall(drawn)

    def faded(self, surface: pygame.Surface, box: pygame.Rect, content: pygame.Surface) -> None:
        """Blit the content into box, its top fade_h rows fading out into what is behind them
        (the same picture as fading the rows' own alpha, without copying the whole box)."""
        h = self.fade_h
        if not h:
            surface.blit(content, box)
            return
        strip = pygame.Rect(box.x, box.y, box.w, h).clip(surface.get_clip() or surface.get_rect())
        if strip.size != (box.w, h):
            surface.blit(content, box)
            return
        behind = surface.subsurface(strip).convert_alpha()
        behind.blit(_fade(box.w, h, behind=True), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(content, box)
        surface.blit(behind, strip)

    def prepare(self, seconds: float, clock) -> bool:
        """Warm for about `seconds`; True when every line is wrapped and every new row's words
        are rendered (or the log was never drawn: then drawing it does it all)."""
        self.warm(seconds, clock)
        if self._rows_key is None or self._raw_key[0] is None:
            return True
        return self._rows_key[0] >= len(self.lines) and \
            max(self._raw_key[1], self._warm_to) >= len(self._rows)

    def warm(self, seconds: float, clock) -> bool:
        """Wrap the lines not wrapped yet and draw the rows not drawn yet (row_surface), for about
        `seconds` by `clock` (spare time, so the frame that draws them only places them); True
        if there was any."""
        look, end, _ = self._raw_key
        if look is None or self._rows_key is None:
            return False
        started = clock()
        width, base = self._rows_key[1:]
        while self._rows_key[0] < len(self.lines):  # wrap the new lines, one at a time
            i = self._rows_key[0]
            self._rows.extend(self._wrap(i, width, base))
            self._rows_key = (i + 1, width, base)
            if clock() - started >= seconds:
                return True
        first = max(end, self._warm_to)
        if first >= len(self._rows):
            return False
        for row in self._rows[first:]:
            if self._geom is not None:
                self.row_surface(row, self._geom)  # its words rendered and the row drawn
            else:
                text, _, _, tone, size, bold, _, _ = row
                W.text_surface(text, size, pal.TEXT_MUTED if tone == "turn" else
                               TONE_INK.get(tone, pal.TEXT), True if tone == "turn" else bold)
            first += 1
            if clock() - started >= seconds:
                break
        self._warm_to = first
        return True

    def warm_look(self, scale: float) -> None:
        """The fonts its rows are written in and both looks of the (i) mark, made in the
        table's loading moment (a font's first use took 0.3 ms, the mark's 0.4 at 1080p)."""
        from sprites.fonts import font
        base = max(10, round(19 * scale))
        for size in {base, self._size("muted", base)}:
            for bold in (False, True):
                font(size, bold).get_height()
        r = round(base * 0.42)
        for colour in (pal.GOLD, (150, 156, 184)):
            W.text_surface("i", max(8, round(r * 1.7)), colour, True)

    @staticmethod
    def _mark(s: pygame.Surface, centre: tuple[int, int], r: int, hot: bool,
              ring: int | None = None) -> pygame.Rect:
        """The small (i): this line can be explained (ring: its circle's radius, if not r);
        returns the rect that holds it."""
        colour = pal.GOLD if hot else (150, 156, 184)
        at = pygame.draw.circle(s, colour, centre, r if ring is None else ring, max(1, r // 5))
        label = W.text_surface("i", max(8, round(r * 1.7)), colour, True)
        return s.blit(label, label.get_rect(center=(centre[0], centre[1] + 1))).union(at)
