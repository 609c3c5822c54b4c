"""The season board drawn for the hub: the header (week, pips, feuds), the standings table
with each wrestler's Move cards, and the season log."""
from __future__ import annotations

import pygame

from scenes.season.cards import draw_move_row
from scenes.season.setup import player_colour
from scenes.season.text import (CONTROLLER_WORDS, player_names, record_words, week_subtitle,
                                week_title)
from scenes.ui import widgets as W
from sprites import palette as pal
from sprites.icons import star


def draw_header(hub, surface: pygame.Surface) -> None:
    """The week's title, a pip per week (the Pay-Per-View a star), the feuds and Menu."""
    s = hub.s
    st = hub.state
    m = round(24 * s)
    ppv = st.ppv() and st.phase != "over"
    colour = (255, 120, 96) if ppv else W.ACCENT
    r = W.draw_text(surface, week_title(st).upper(), round(44 * s), colour, True, True,
                    topleft=(m, round(10 * s)))
    W.draw_text(surface, week_subtitle(st, hub.season.setup), round(18 * s), W.MUTED,
                topleft=(m + round(2 * s), r.bottom - round(2 * s)))
    # week pips: one per week, the Pay-Per-View a star
    x = r.right + round(24 * s)
    cy = r.centery
    pip = round(11 * s)
    for k in range(st.weeks):
        done = k < st.week or st.phase == "over"
        now = k == st.week and st.phase != "over"
        c = (255, 120, 96) if k == st.weeks - 1 else W.ACCENT
        centre = (x + pip, cy)
        if k == st.weeks - 1:
            img = star(pip * 2 + 4, done or now)
            surface.blit(img, img.get_rect(center=centre))
        elif done or now:
            pygame.draw.circle(surface, c, centre, pip - (0 if now else 3))
        else:
            pygame.draw.circle(surface, (70, 76, 98), centre, pip - 3, 2)
        if now:
            pygame.draw.circle(surface, pal.TEXT, centre, pip + 3, 2)
        x += pip * 2 + round(8 * s)
    # feuds
    names = hub.names()
    feuds = [(a, b) for a, b in st.feuds]
    fx = hub.menu_btn.rect.x - round(20 * s)
    if feuds:
        for a, b in reversed(feuds):
            settled = (a, b) in st.settled
            words = f"{names[a]} vs {names[b]}"
            tag = "SETTLED" if settled else "FEUD"
            tw = W.text_width(words, round(16 * s), True)
            lw = W.label_surface(tag, round(12 * s)).get_width()
            chip = pygame.Rect(0, 0, tw + lw + round(28 * s), round(28 * s))
            chip.midright = (fx, round(42 * s))
            if chip.x < x + round(10 * s):
                break
            fill = (70, 40, 48) if not settled else (44, 46, 56)
            edge = (226, 90, 90) if not settled else (90, 94, 110)
            pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, edge, chip, 1, border_radius=chip.h // 2)
            W.draw_label(surface, tag, round(12 * s), edge,
                         midleft=(chip.x + round(10 * s), chip.centery))
            W.draw_text(surface, words, round(16 * s), W.INK, True,
                        midright=(chip.right - round(10 * s), chip.centery))
            fx = chip.x - round(8 * s)
    hub.menu_btn.draw(surface, focused=False)


COLS = (("PTS", 62), ("W-L-D", 80), ("RANK", 58), ("TIER", 112), ("CROWD", 64),
        ("DRAMA", 64))


def draw_table(hub, surface: pygame.Surface) -> None:
    """The standings: a row per wrestler with place, numbers, chips and Move cards."""
    s = hub.s
    st = hub.state
    t = hub.table
    lib = hub.lib
    names = player_names(hub.lib, st, short=False)
    order = hub.season.standings()
    place = {p: k + 1 for k, p in enumerate(order)}
    head_h = round(28 * s)
    name_w = round(250 * s)
    x0 = t.x + round(52 * s)
    col_x = []
    x = x0 + name_w
    for label, cw in COLS:
        col_x.append((label, x, round(cw * s)))
        x += round(cw * s)
    moves_x = x + round(10 * s)
    W.draw_label(surface, "#", round(13 * s), W.MUTED,  # the place: #1, #2... of the standings
                 center=(t.x + round(31 * s), t.y + head_h // 2))
    W.draw_label(surface, "WRESTLER", round(13 * s), W.MUTED,
                 midleft=(x0, t.y + head_h // 2))
    for label, cx, cw in col_x:
        W.draw_label(surface, label, round(13 * s), W.MUTED,
                     center=(cx + cw // 2, t.y + head_h // 2))
    W.draw_label(surface, "SIGNATURE MOVE CARDS (TAPPED OUT = INJURED)", round(13 * s),
                 W.MUTED, midleft=(moves_x, t.y + head_h // 2))
    a = hub.actor()
    card_w = max(24, min(round(64 * s), int((t.right - moves_x - round(8 * s)) /
                                            (5 * 1.4 + 5 * 0.13))))
    card_w = min(card_w, int((hub.row_h - round(20 * s)) / 1.4))
    for i, p in enumerate(st.players):  # in the standings' order ('#3' above '#2' in seat
        y = t.y + head_h + (place[i] - 1) * (hub.row_h + hub.row_gap)  # order: session 61)
        row = pygame.Rect(t.x, y, t.w, hub.row_h)
        colour = player_colour(i)
        active = i == st.active and st.phase != "over"
        acting = i == a and st.phase != "over"
        top = pal.mix((34, 38, 52), colour, 0.16 if active else 0.05)
        W.draw_panel(surface, row, top, (22, 24, 34), round(10 * s),
                     W.ACCENT if acting else (pal.shade(colour, 0.7) if active
                                              else W.PANEL_EDGE), 2 if acting else 1)
        pygame.draw.rect(surface, colour, (row.x, row.y, round(7 * s), row.h),
                         border_top_left_radius=round(10 * s),
                         border_bottom_left_radius=round(10 * s))
        W.draw_text(surface, f"#{place[i]}", round(24 * s),
                    W.ACCENT if place[i] == 1 else W.MUTED, True,
                    center=(t.x + round(31 * s), row.centery))
        ny = row.y + round(10 * s)
        W.draw_fit_text(surface, names[i], round(23 * s), round(16 * s), W.INK, True,  # (cut
                        max_w=name_w - round(10 * s), topleft=(x0, ny))  # with room: s64)
        persona = "Face" if p.persona == "protagonist" else "Heel"
        who = CONTROLLER_WORDS.get(hub.season.controller(i), "AI")
        W.draw_text(surface, f"{who} \u00b7 {persona}", round(15 * s), W.MUTED, True,
                    topleft=(x0, ny + round(27 * s)))
        # chips: to act, feud, injured
        cx = x0
        cy = row.bottom - round(24 * s)
        chips = []
        if acting:
            chips.append(("TO ACT", W.ACCENT, pal.TEXT_DARK))
        elif active:
            chips.append(("THEIR TURN", pal.shade(colour, 0.8), W.INK))
        rival = st.feud_rival(i)
        if rival is not None:
            chips.append((f"FEUD vs {hub.names()[rival]}", (170, 50, 60), W.INK))
        if p.injured():
            chips.append((f"INJURED \u00d7{sum(p.tapped)}", (120, 40, 40), (255, 190, 180)))
        for words, fill, ink in chips:
            tw = W.text_width(words, round(13 * s), True) + round(14 * s)
            if cx + tw > x0 + name_w - round(6 * s):
                break
            chip = pygame.Rect(cx, cy, tw, round(19 * s))
            pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
            W.draw_text(surface, words, round(13 * s), ink, True, center=chip.center)
            cx = chip.right + round(6 * s)
        rv, tr = hub.season.rank(i)
        values = {"PTS": (str(p.points), round(30 * s), W.INK),
                  "W-L-D": (record_words(p), round(21 * s), W.INK),
                  "RANK": (str(rv), round(23 * s), W.INK),
                  "TIER": (tr, round(17 * s), W.ACCENT),
                  "CROWD": (str(p.crowd_points), round(23 * s), (250, 200, 90)),
                  "DRAMA": (f"{len(p.drama)}", round(21 * s), (236, 130, 190))}
        for label, cx2, cw in col_x:
            words, size, ink = values[label]
            W.draw_fit_text(surface, words, size, 10, ink, True, max_w=cw - round(6 * s),
                            center=(cx2 + cw // 2, row.centery))
        draw_move_row(surface, lib, p, moves_x, row.centery, card_w, s, st.weeks,
                      hub.card_rects, i)


def draw_log(hub, surface: pygame.Surface) -> None:
    """The season log, newest at the bottom, results clickable, the last match's button."""
    s = hub.s
    box = hub.log_rect
    W.draw_panel(surface, box, (26, 29, 40), (18, 20, 28), round(14 * s), W.PANEL_EDGE, 1)
    W.draw_label(surface, "SEASON LOG", round(14 * s), W.MUTED,
                 topleft=(box.x + round(14 * s), box.y + round(10 * s)))
    W.draw_text(surface, "wheel to scroll \u00b7 click a result", round(13 * s), W.MUTED,
                topright=(box.right - round(14 * s), box.y + round(9 * s)))
    bottom = box.bottom - round(8 * s)
    d = hub.detail_of(hub.last_result)
    if d is not None:
        hub.last_btn.label = "\u00bb " + d["headline"]
        hub.last_btn.sub = "last match \u00b7 click (or L): key moments, watch it again"
        hub.last_btn.visible = True
        hub.last_btn.draw(surface, focused=hub.focus.current(hub.focusables()) is hub.last_btn)
        bottom = hub.last_btn.rect.y - round(6 * s)
    else:
        hub.last_btn.visible = False
    inner = pygame.Rect(box.x + round(12 * s), box.y + round(32 * s), box.w - round(24 * s),
                        bottom - box.y - round(32 * s))
    size = round(16 * s)
    lh = W.line_height(size)
    rows = []
    colours = len(hub.state.players)
    for ln in hub.lines:
        if ln.tone == "turn":
            rows.append((ln.text, ln, True))
            continue
        bold = ln.tone in ("big", "match", "end")
        for k, text in enumerate(W.wrap_lines(ln.text, size, inner.w - round(18 * s), bold)):
            rows.append((text, ln, k == 0))
    visible = max(1, inner.h // lh)
    hub.log_rows_visible = visible
    hub.log_scroll = max(0, min(hub.log_scroll, max(0, len(rows) - visible)))
    end = len(rows) - hub.log_scroll
    start = max(0, end - visible)
    y = inner.bottom - (end - start) * lh
    hub.result_rects = []
    clip = surface.get_clip()
    surface.set_clip(inner)
    for text, ln, first in rows[start:end]:
        if ln.tone == "turn":
            label = W.text_surface(text, round(14 * s), W.MUTED, True)
            r = label.get_rect(center=(inner.centerx, y + lh // 2))
            pygame.draw.line(surface, (62, 66, 84), (inner.x, r.centery),
                             (r.x - round(8 * s), r.centery))
            pygame.draw.line(surface, (62, 66, 84), (r.right + round(8 * s), r.centery),
                             (inner.right, r.centery))
            surface.blit(label, r)
            y += lh
            continue
        bold = ln.tone in ("big", "match", "end")
        ink = {"muted": W.MUTED, "big": pal.TEXT_ACCENT, "end": pal.TEXT_ACCENT,
               "match": (255, 226, 150)}.get(ln.tone, W.INK)
        if ln.tone == "match":
            row = pygame.Rect(inner.x, y, inner.w, lh)
            if hub.detail_of(ln.result) is not None:
                hot = row.collidepoint(hub.mouse)
                W.shade_rect(surface, row, W.ACCENT, 50 if hot else 22, round(4 * s))
                hub.result_rects.append((ln.result, row))
        if first and ln.player is not None and ln.player < colours:
            pygame.draw.circle(surface, player_colour(ln.player),
                               (inner.x + round(6 * s), y + lh // 2), max(3, round(4 * s)))
        W.draw_text(surface, text, size if ln.tone != "muted" else round(15 * s), ink, bold,
                    midleft=(inner.x + round(16 * s), y + lh // 2))
        y += lh
    surface.set_clip(clip)
    if hub.log_scroll:
        W.draw_text(surface, f"{hub.log_scroll} newer lines below", round(13 * s), W.ACCENT,
                    True, bottomright=(inner.right, inner.bottom))
