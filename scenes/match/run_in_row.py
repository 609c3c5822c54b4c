"""A season's Run-In on the table: the Move cards lent to a side, drawn after its own in the
row (they were told only on the hover of "+3 RUN-IN" and testers looked for them: sessions 61,
73, 76 and 77; the log names them at the bell, run_in_words.py)."""
from __future__ import annotations

import pygame

from sprites.hud import shadow
from scenes.match.table import scaled

RUN_IN_LEAST = 30  # narrowest lent card drawn (narrower, the label's "+N Run-In" tells them)
PEEK_LEAST = 12  # the least of a stacked lent card that shows beside the one over it


def run_in_spots(L, left: int, right: int, count: int) -> tuple[int, int]:
    """(width, step) of `count` lent cards in the room from left to right: side by side where
    they fit, else stacked, each showing `step` pixels of itself ((0, 0): no room for them; a
    row of a tapped card and two left none side by side: session 77's fourth tester)."""
    if not count:
        return 0, 0
    gap = round(4 * L.s)
    room = right - left
    width = min(round(L.move_w * 0.8), (room - gap * (count - 1)) // count)
    if width >= RUN_IN_LEAST:
        return width, width + gap
    width = min(round(L.move_w * 0.8), room - PEEK_LEAST * (count - 1))
    if width < RUN_IN_LEAST:
        return 0, 0
    return width, (room - width) // (count - 1)


def draw_run_ins(surface: pygame.Surface, L, row: pygame.Rect, own: list, cards: list, face,
                 colour) -> list[pygame.Rect]:
    """The lent cards, smaller, right of the row's own cards past a divider in the seat's
    colour (the row's label says "+N Run-In"), stacked where the row is tight; their rects
    (the pointer on one lists them all)."""
    cards = [c for c in cards if c is not None]
    s = L.s
    mid = (min(r.top for r in own) + max(r.bottom for r in own)) // 2 if own else row.centery
    left = (max(r.right for r in own) if own else row.x) + round(10 * s)
    cw, step = run_in_spots(L, left + round(6 * s), row.right, len(cards))
    if not cw:
        return []
    pygame.draw.line(surface, colour, (left, mid - round(26 * s)), (left, mid + round(26 * s)),
                     max(1, round(2 * s)))
    x, out = left + round(6 * s), []
    for card in cards:
        img = face(card, cw, "move_card", True)
        if img is None:  # being drawn at this size: the usual one scaled for now
            img = scaled(face(card, L.move_w, "move_card", False), cw, ("ri-scaled", card.id, cw))
        r = img.get_rect(midleft=(x, mid))
        surface.blit(shadow(img, ("ris", card.id, cw), 100), r.move(round(2 * s), round(3 * s)))
        surface.blit(img, r)
        out.append(r)
        x += step
    return out
