"""The builder's two charts: the cost curve and the moves by move type."""
from __future__ import annotations

import pygame

from game.library import MOVE_TYPES, cost_curve, move_type_counts, title

from scenes.ui import widgets as W


def draw_charts(surface: pygame.Surface, box: pygame.Rect, pages: list, lib, s: float) -> None:
    """Left: the cost curve (pages by total cost); right: moves by move type."""
    half = (box.w - round(12 * s)) // 2
    small = round(13 * s)
    # cost curve
    curve = cost_curve(pages, lib)
    W.draw_text(surface, "COST CURVE", small, W.MUTED, True, topleft=(box.x, box.y))
    area = pygame.Rect(box.x, box.y + round(34 * s), half, box.h - round(52 * s))
    top = max(1, max(curve))
    bw = area.w // len(curve)
    for i, n in enumerate(curve):
        bh = round(area.h * n / top)
        bar = pygame.Rect(area.x + i * bw + 2, area.bottom - bh, bw - 4, bh)
        if n:
            pygame.draw.rect(surface, W.ACCENT, bar, border_radius=3)
            W.draw_text(surface, str(n), small, W.INK, True,
                        midbottom=(bar.centerx, bar.top - 1))
        W.draw_text(surface, f"{i}" + ("+" if i == len(curve) - 1 else ""), small, W.MUTED,
                    True, midtop=(bar.centerx, area.bottom + 2))
    # move types
    counts = move_type_counts(pages, lib)
    mx = box.x + half + round(12 * s)
    W.draw_text(surface, "MOVE TYPES", small, W.MUTED, True, topleft=(mx, box.y))
    area = pygame.Rect(mx, box.y + round(18 * s), half, box.h - round(18 * s))
    rh = area.h / len(MOVE_TYPES)
    label_w = round(100 * s)
    most = max(1, max(counts.values(), default=1))
    tiny = max(10, round(12 * s))
    for i, mt in enumerate(MOVE_TYPES):
        y = area.y + round(i * rh)
        n = counts.get(mt, 0)
        W.draw_text(surface, title(mt), tiny, W.INK if n else W.MUTED, False,
                    max_w=label_w - 4, midleft=(area.x, y + rh / 2))
        length = round((area.w - label_w - round(24 * s)) * n / most)
        if n:
            bar = pygame.Rect(area.x + label_w, y + 1, length, max(2, round(rh) - 3))
            pygame.draw.rect(surface, (110, 170, 240), bar, border_radius=2)
            W.draw_text(surface, str(n), tiny, W.INK, True,
                        midleft=(bar.right + 3, bar.centery))
