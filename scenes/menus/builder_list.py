"""The builder's list of the playbook's pages and its leadoff line (drawn for the builder
scene, `scene`, which keeps the rects they were drawn at for its clicks)."""
from __future__ import annotations

import pygame

from game.library import LEADOFF_MAX, MAX_COPIES, grouped
from sprites import palette as pal

from scenes.ui import widgets as W

BAD = (240, 120, 120)
LEAD = (120, 200, 255)  # the colour leadoff pages are marked in


def draw_leadoff(scene, surface: pygame.Surface) -> None:
    """The leadoff line: how many of 5 are chosen and their names (the opening hand)."""
    s = scene.s
    box = scene.lead_box
    pygame.draw.rect(surface, (18, 26, 38), box, border_radius=round(6 * s))
    size = round(14 * s)
    r = W.draw_text(surface, f"LEADOFF {len(scene.leadoff)}/{LEADOFF_MAX}", size, LEAD, True,
                    midleft=(box.x + round(6 * s), box.centery))
    names = [scene.lib.pages[p].name if p in scene.lib.pages else p for p in scene.leadoff]
    text = ", ".join(names) if names else \
        "none: press L on a page to open every match with it"
    room = box.right - r.right - round(14 * s)  # (smaller before five names are cut: s71)
    small = W.fit_size(text, size, max(10, round(11 * s)), False, room)
    W.draw_text(surface, text, small, W.INK if names else W.MUTED, False, max_w=room,
                midleft=(r.right + round(8 * s), box.centery))


def draw_list(scene, surface: pygame.Surface) -> None:
    """The playbook's pages, two columns of 'copies x name  cost'; scrolls with the wheel."""
    s = scene.s
    box = scene.list_box
    pygame.draw.rect(surface, (18, 20, 28), box, border_radius=round(8 * s))
    rows = grouped(scene.pages, scene.lib)
    scene.list_rects, scene.lead_rects = [], []
    if not rows:
        W.draw_text(surface, "Empty: click cards on the left to add them,", round(16 * s),
                    W.MUTED, center=(box.centerx, box.centery - round(10 * s)))
        W.draw_text(surface, "or start from a Superstar's playbook above.", round(16 * s),
                    W.MUTED, center=(box.centerx, box.centery + round(10 * s)))
        return
    rh = round(22 * s)
    per_col = max(1, (box.h - round(8 * s)) // rh)
    col_w = (box.w - round(12 * s)) // 2
    most = max(0, (len(rows) + 1) // 2 - per_col)
    scene.list_scroll = min(scene.list_scroll, most)
    first = scene.list_scroll * 2
    shown = rows[first:first + per_col * 2]
    size = round(15 * s)
    for i, (pid, count) in enumerate(shown):
        card = scene.lib.pages.get(pid)
        col, row = divmod(i, per_col)
        r = pygame.Rect(box.x + round(4 * s) + col * (col_w + round(4 * s)),
                        box.y + round(4 * s) + row * rh, col_w, rh - 2)
        scene.list_rects.append((pid, r))
        hover = r.collidepoint(scene.mouse)
        frame = pal.frame_colour(card.kind, card.special) if card else BAD
        pygame.draw.rect(surface, pal.shade(frame, 0.45 if hover else 0.3), r,
                         border_radius=round(4 * s))
        ink = BAD if count > MAX_COPIES else W.INK
        W.draw_text(surface, f"{count}\u00d7", size, W.ACCENT, True,
                    midleft=(r.x + round(5 * s), r.centery))
        cost = sum(card.cost.values()) if card else 0
        c = W.draw_text(surface, str(cost), size, W.MUTED, True,
                        midright=(r.right - round(6 * s), r.centery))
        mark = pygame.Rect(0, 0, round(24 * s), r.h - round(4 * s))
        mark.midright = (c.left - round(6 * s), r.centery)
        scene.lead_rects.append((pid, mark))
        lead = scene.leadoff.count(pid)
        if lead:
            pygame.draw.rect(surface, LEAD, mark, border_radius=round(3 * s))
            W.draw_text(surface, f"L{lead}" if count > 1 else "L", round(12 * s),
                        pal.TEXT_DARK, True, center=mark.center)
        else:
            pygame.draw.rect(surface, pal.shade(LEAD, 0.5 if mark.collidepoint(scene.mouse)
                                                else 0.3), mark, 1, border_radius=round(3 * s))
            W.draw_text(surface, "L", round(12 * s), W.MUTED, True, center=mark.center)
        W.draw_text(surface, card.name if card else pid, size, ink, False,
                    max_w=mark.left - r.x - round(36 * s),
                    midleft=(r.x + round(30 * s), r.centery))
    if most:
        W.draw_text(surface, f"scroll for more ({scene.list_scroll + 1}/{most + 1})",
                    round(13 * s), W.MUTED, topright=(box.right - round(4 * s),
                                                       scene.lead_box.y - round(16 * s)))
