"""A season's Run-In on the table: the Move cards lent to a side, drawn after its own in the
row and named in the log at the bell (they were told only on the hover of "+3 RUN-IN" and
testers looked for them: sessions 61, 73, 76 and 77)."""
from __future__ import annotations

import pygame

from game.library import short_bonus

from sprites.hud import shadow
from scenes.match.table import scaled

RUN_IN_LEAST = 30  # narrowest lent card drawn (narrower, the label's "+N Run-In" tells them)


def run_in_width(L, left: int, right: int, count: int) -> int:
    """How wide each of `count` lent cards stands in the room from left to right (0: none)."""
    if not count:
        return 0
    gap = round(4 * L.s)
    width = min(round(L.move_w * 0.8), (right - left - gap * (count - 1)) // count)
    return width if width >= RUN_IN_LEAST else 0


def draw_run_ins(surface: pygame.Surface, L, row: pygame.Rect, own: list, cards: list, face,
                 colour) -> list[pygame.Rect]:
    """The lent cards, smaller, right of the row's own cards past a divider in the seat's
    colour (the row's label says "+N Run-In"); their rects (the pointer on one lists them
    all)."""
    cards = [c for c in cards if c is not None]
    s = L.s
    gap = round(4 * s)
    mid = (min(r.top for r in own) + max(r.bottom for r in own)) // 2 if own else row.centery
    left = (max(r.right for r in own) if own else row.x) + round(10 * s)
    cw = run_in_width(L, left + round(6 * s), row.right, len(cards))
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
        x += cw + gap
    return out


def bell_lines(state, name) -> list[tuple[int, str]]:
    """For each side a Run-In backs, (seat, the log's words naming the lent cards); name(state,
    seat) gives a Superstar's name."""
    out = []
    for seat, side in enumerate(state.sides):
        cards = [state.cat.lib.move_cards.get(mid) for mid in side.allies]
        named = ", ".join(f"{c.name} ({short_bonus(c.bonus)})" for c in cards if c is not None)
        if named:
            out.append((seat, f"Run-In for {name(state, seat)}: {named}, for this match."))
    return out
