"""Drawing the career screen: panels laid out for the window, each drawing what the model says
(sprites/charts.py draws the bars, form tiles and the streak star)."""
from __future__ import annotations

import pygame

from sprites import charts
from sprites import palette as pal

from scenes.ui import widgets as W

KIND_COLOURS = {"vs_ai": (204, 74, 58), "pass_and_play": (214, 168, 62),
                "watched": (64, 132, 236), "online": (180, 120, 230)}
RESULT_INK = {"W": W.GOOD, "L": W.DANGER, "D": W.MUTED}


def panel_rects(size: tuple[int, int], s: float) -> dict:
    """Where each panel goes: record, stars, endings (top row); recent, pages (bottom row)."""
    w, h = size
    m, gap = round(24 * s), round(12 * s)
    top = round(96 * s)
    bottom = h - m - round(50 * s) - gap
    inner_w = w - 2 * m - 2 * gap
    widths = [round(inner_w * 0.31), round(inner_w * 0.37)]
    widths.append(inner_w - sum(widths))
    row1 = round((bottom - top - gap) * 0.56)
    xs = [m, m + widths[0] + gap, m + widths[0] + widths[1] + 2 * gap]
    y2 = top + row1 + gap
    return {
        "record": pygame.Rect(xs[0], top, widths[0], row1),
        "stars": pygame.Rect(xs[1], top, widths[1], row1),
        "endings": pygame.Rect(xs[2], top, widths[2], row1),
        "recent": pygame.Rect(xs[0], y2, widths[0] + widths[1] + gap, bottom - y2),
        "pages": pygame.Rect(xs[2], y2, widths[2], bottom - y2),
    }


def _panel(surface, rect: pygame.Rect, heading: str, s: float) -> pygame.Rect:
    """A panel with its heading; returns the room left inside."""
    W.draw_panel(surface, rect, W.PANEL_TOP, W.PANEL_BOTTOM, round(12 * s), W.PANEL_EDGE, 1)
    pad = round(14 * s)
    W.draw_label(surface, heading, round(15 * s), W.ACCENT, topleft=(rect.x + pad,
                                                                      rect.y + round(12 * s)))
    return pygame.Rect(rect.x + pad, rect.y + round(38 * s), rect.w - 2 * pad,
                       rect.h - round(38 * s) - round(10 * s))


def _lines(surface, lines: list[str], room: pygame.Rect, y: int, size: int,
           colour=W.INK) -> int:
    """Wrapped lines from y, kept inside room; returns the y below them."""
    step = W.line_height(size)
    for line in lines:
        for part in W.wrap_lines(line, size, room.w):
            if y + step > room.bottom:
                return y
            W.draw_text(surface, part, size, colour, topleft=(room.x, y))
            y += step
    return y


def draw_record(surface, model, rect: pygame.Rect, s: float) -> None:
    """The record panel: W-L-D, form tiles, streak star, then the side bars."""
    room = _panel(surface, rect, model.record_title, s)
    big = W.draw_text(surface, model.record_big, round(46 * s), W.INK, True, True,
                      topleft=(room.x, room.y))
    if not model.form:
        y = _lines(surface, model.record_lines, room, big.bottom + round(4 * s), round(16 * s))
        _draw_side(surface, model, room, y + round(8 * s), s)
        return
    if model.form:
        wld = W.draw_text(surface, "W-L-D", round(16 * s), W.MUTED,
                          bottomleft=(big.right + round(10 * s), big.bottom - round(8 * s)))
        badge = charts.streak_badge(model.streak, round(50 * s))
        spot = badge.get_rect(topright=(room.right, room.y))
        surface.blit(badge, spot)
        if spot.left - W.text_width("best win streak", round(14 * s)) > wld.right + 8 * s:
            W.draw_text(surface, "best win streak", round(14 * s), W.MUTED,  # (the star
                        midright=(spot.left - round(4 * s), spot.centery))  # alone: s71)
    y = big.bottom + round(4 * s)
    y = _lines(surface, model.record_lines, room, y, round(16 * s)) + round(8 * s)
    if model.form:
        W.draw_text(surface, "Form, last matches (oldest first)", round(15 * s), W.MUTED,
                    topleft=(room.x, y))
        y += W.line_height(round(15 * s)) + round(2 * s)
        tile_h = round(34 * s)
        x = room.x
        for result in model.form:
            tile = charts.form_tile(result, tile_h)
            if x + tile.get_width() > room.right:
                break
            surface.blit(tile, (x, y))
            x += tile.get_width() + round(4 * s)
        y += tile_h + round(4 * s)
        if model.form_words and y + W.line_height(round(15 * s)) <= room.bottom:
            W.draw_text(surface, model.form_words, round(15 * s), W.ACCENT, topleft=(room.x, y))
            y += W.line_height(round(15 * s))
    _draw_side(surface, model, room, y + round(8 * s), s)


def _draw_side(surface, model, room: pygame.Rect, y: int, s: float) -> None:
    """Your record by AI level (bars), or the watched matches by type (counts)."""
    rows = model.side_bars or model.side_counts
    if not rows or y + W.line_height(round(14 * s)) > room.bottom:
        return
    W.draw_label(surface, model.side_heading, round(13 * s), W.ACCENT, topleft=(room.x, y))
    y += W.line_height(round(14 * s)) + round(2 * s)
    row_h = min(round(26 * s), max(1, (room.bottom - y) // len(rows)))
    if row_h < round(16 * s):
        return
    name_w, figures_w = round(78 * s), round(84 * s)
    bar_w = room.w - name_w - figures_w - round(8 * s)
    total = max(1, sum(n for _, n in model.side_counts))
    for i, row in enumerate(rows):
        cy = y + i * row_h + row_h // 2
        words, figures, img = (row.name, f"{round(row.rate * 100)}%  {row.words}",
                               charts.record_bar((bar_w, row_h - round(8 * s)), row.colour,
                                                 row.wins, row.losses, row.draws)) \
            if model.side_bars else (row[0], str(row[1]),
                                     charts.record_bar((bar_w, row_h - round(8 * s)),
                                                       pal.GOLD_DARK, row[1], total - row[1], 0))
        W.draw_text(surface, words, round(15 * s), W.INK, True, max_w=name_w,
                    midleft=(room.x, cy))
        surface.blit(img, img.get_rect(midleft=(room.x + name_w, cy)))
        W.draw_text(surface, figures, round(15 * s), W.INK, max_w=figures_w,
                    midright=(room.right, cy))


def draw_stars(surface, model, rect: pygame.Rect, s: float) -> None:
    """The win-rate panel: one bar per Superstar, with its share won and W-L-D."""
    room = _panel(surface, rect, model.bars_title, s)
    W.draw_text(surface, model.bars_note, round(14 * s), W.MUTED,
                max_w=room.w, topleft=(room.x, room.y - round(4 * s)))
    top = room.y + W.line_height(round(14 * s))
    n = max(1, len(model.bars))
    row_h = min(round(30 * s), (room.bottom - top) // n)
    name_w = round(room.w * 0.40)
    figures_w = round(84 * s)
    bar_w = room.w - name_w - figures_w - round(12 * s)
    for i, bar in enumerate(model.bars):
        y = top + i * row_h
        chip = pygame.Rect(room.x, y + row_h // 2 - round(6 * s), round(12 * s), round(12 * s))
        pygame.draw.rect(surface, bar.colour, chip, border_radius=round(3 * s))
        W.draw_fit_text(surface, bar.name, round(16 * s), round(11 * s), W.INK, True,
                        max_w=name_w - chip.w - round(10 * s),
                        midleft=(chip.right + round(6 * s), y + row_h // 2))
        img = charts.record_bar((bar_w, max(8, row_h - round(10 * s))), bar.colour, bar.wins,
                                bar.losses, bar.draws)
        surface.blit(img, img.get_rect(midleft=(room.x + name_w, y + row_h // 2)))
        words = f"{round(bar.rate * 100)}%  {bar.words}"
        W.draw_text(surface, words, round(15 * s), W.INK, max_w=figures_w,
                    midright=(room.right, y + row_h // 2))


def draw_endings(surface, model, rect: pygame.Rect, s: float) -> None:
    """How matches ended (pinfall, count-out...) as counted bars, then the injuries suffered."""
    room = _panel(surface, rect, "HOW MATCHES ENDED", s)
    total = max(1, sum(n for _, n in model.endings))
    size = round(16 * s)
    text_h = W.line_height(size)
    bar_h = max(2, round(4 * s))
    y = room.y
    for words, n in model.endings[:6]:
        W.draw_text(surface, words, size, W.INK, max_w=round(room.w * 0.62), topleft=(room.x, y))
        W.draw_text(surface, str(n), size, W.INK, True, topright=(room.right, y))
        track = pygame.Rect(room.x, y + text_h + round(1 * s), room.w, bar_h)
        pygame.draw.rect(surface, pal.CARD_BODY, track, border_radius=bar_h // 2)
        share = pygame.Rect(track.x, track.y, max(bar_h, round(room.w * n / total)), bar_h)
        pygame.draw.rect(surface, pal.GOLD_DARK, share, border_radius=bar_h // 2)
        y = track.bottom + round(6 * s)
    y += round(6 * s)
    W.draw_label(surface, "INJURIES SUFFERED", round(14 * s), W.ACCENT, topleft=(room.x, y))
    y += W.line_height(round(14 * s)) + round(2 * s)
    _lines(surface, model.injuries, room, y, round(15 * s))


def draw_recent(surface, model, rect: pygame.Rect, s: float) -> None:
    """The newest matches, one row each: kind chip, who met whom, how it ended, your result."""
    shown = len(model.recent)  # ('6 matches saved' over a list of 5 read as one lost: s64)
    room = _panel(surface, rect, "RECENT MATCHES (NEWEST FIRST)" if model.matches <= shown else
                  f"THE NEWEST {shown} OF {model.matches} MATCHES", s)
    n = max(1, len(model.recent))
    row_h = min(max(round(40 * s), 32), room.h // n)
    title, small = max(14, round(16 * s)), max(13, round(15 * s))  # ("turn 38" read as 35)
    chip_w = round(112 * s)
    for i, row in enumerate(model.recent):
        y = room.y + i * row_h
        chip = pygame.Rect(room.x, y + round(4 * s), chip_w, round(22 * s))
        colour = KIND_COLOURS[row.kind]
        pygame.draw.rect(surface, pal.shade(colour, 0.7), chip, border_radius=chip.h // 2)
        pygame.draw.rect(surface, pal.shade(colour, 1.3), chip, 1, border_radius=chip.h // 2)
        W.draw_label(surface, row.chip, round(12 * s), W.INK, center=chip.center)
        x = chip.right + round(12 * s)
        right = room.right - (round(40 * s) if row.result else 0)
        W.draw_text(surface, row.title, title, W.INK, True, max_w=right - x, topleft=(x, y))
        W.draw_text(surface, row.detail, small, W.MUTED, max_w=right - x,
                    topleft=(x, y + W.line_height(title, True) - round(2 * s)))
        if row.result:
            tile = charts.form_tile(row.result, round(30 * s))
            surface.blit(tile, tile.get_rect(topright=(room.right, y + round(2 * s))))


def draw_pages(surface, model, rect: pygame.Rect, s: float) -> None:
    """The pages played most and the pages in the most matches won."""
    room = _panel(surface, rect, "PAGES", s)
    y = room.y
    size = round(15 * s)
    each = max(1, (room.h - 2 * W.line_height(size, True) - round(6 * s))
               // W.line_height(size) // 2)
    for heading, lines in (("Most played", model.most_played),
                           ("Most winning (matches won)", model.most_winning)):
        W.draw_text(surface, heading, size, W.ACCENT, True, topleft=(room.x, y))
        y += W.line_height(size, True)
        y = _lines(surface, lines[:each] or ["none yet"], room, y, size) + round(6 * s)


def draw_all(surface, model, panels: dict, s: float) -> None:
    """Every panel of the screen."""
    draw_record(surface, model, panels["record"], s)
    draw_stars(surface, model, panels["stars"], s)
    draw_endings(surface, model, panels["endings"], s)
    draw_recent(surface, model, panels["recent"], s)
    draw_pages(surface, model, panels["pages"], s)
