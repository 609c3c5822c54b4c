"""The results' signature Move cards: faces of one width for both sides (a tapped one lies on
its side), or, where a face would be too small to read, both sides as chips of name and Rank."""
from __future__ import annotations

import pygame

from sprites.tapped import tapped as tapped_face

from scenes.ui import widgets as W

MIN_FACE_W = 72  # a signature Move card's face narrower than this can't be read
_stand_ins: dict = {}


def face_width(sides, width: int, room: int, s: float) -> int:
    """One width of the Move cards' faces for both sides, so both show faces or both chips
    (five cards on one side drew chips beside the other's four faces: session 62's play-test):
    a row's faces and gaps fit `width` (a tapped face lies on its side, 1.4 times as wide) and
    `room` high."""
    gap = round(10 * s)
    units = max(len(side.move_cards) + 0.4 * sum(map(bool, side.tapped)) for side in sides)
    count = max(len(side.move_cards) for side in sides)
    return max(20, min(round(room / 1.4),
                       int((width - max(0, count - 1) * gap) / max(1.0, units))))


def draw_moves(surface: pygame.Surface, side, sides, lib, face_of, area: pygame.Rect,
               s: float) -> list:
    """A side's Move cards in `area`: faces (face_of(card, width)) or chips; [(card, rect)]."""
    mw = face_width(sides, area.w, area.h, s)
    if mw < round(MIN_FACE_W * s):  # too small to read: their names, as chips
        return move_chips(surface, side, lib, area, s)
    out, x = [], area.x
    for i, mid in enumerate(side.move_cards):
        mc = lib.move_cards.get(mid)
        if mc is None:
            continue
        face = face_of(mc, mw)
        if side.tapped[i]:
            ready = face is not stand_in(mw)
            face = tapped_face(face, 90, key=("mc" if ready else "stand-in",
                                              mid if ready else "", mw))
        r = face.get_rect(midleft=(x, area.y + round(mw * 0.7)))
        surface.blit(face, r)
        out.append((mc, r))
        x = r.right + round(10 * s)
    return out


def move_chips(surface: pygame.Surface, side, lib, area: pygame.Rect, s: float) -> list:
    """The signature Move cards as readable chips (name and Rank; a tapped one dimmed and
    marked) when their faces would be too small to read; returns [(MoveCard, rect)]."""
    chips = []
    for i, mid in enumerate(side.move_cards):
        mc = lib.move_cards.get(mid)
        if mc is not None:
            tapped = i < len(side.tapped) and side.tapped[i]
            chips.append((mc, f"{mc.name} \u00b7 R{mc.rank}" + (" \u00b7 tapped" if tapped
                                                                  else ""), tapped))
    for size in range(round(15 * s), max(9, round(11 * s)) - 1, -1):  # the largest that fits
        h = W.line_height(size, True) + round(6 * s)
        x, y, placed = area.x, area.y, []
        for mc, words, tapped in chips:
            w = min(area.w, W.text_width(words, size, True) + round(16 * s))
            if x + w > area.right and x > area.x:
                x, y = area.x, y + h + round(5 * s)
            placed.append((mc, words, tapped, pygame.Rect(x, y, w, h)))
            x += w + round(6 * s)
        if y + h <= area.bottom:
            break
    for mc, words, tapped, r in placed:
        fill = (56, 46, 42) if tapped else (120, 92, 30)
        pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, (150, 120, 110) if tapped else W.ACCENT, r, 1,
                         border_radius=r.h // 2)
        W.draw_text(surface, words, size, (200, 190, 184) if tapped else W.INK, True,
                    max_w=r.w - round(10 * s), center=r.center)
    return [(mc, r) for mc, _, _, r in placed]


def stand_in(width: int) -> pygame.Surface:
    """A plain card back the size of a Move card's face, shown while the face is drawn."""
    hit = _stand_ins.get(width)
    if hit is None:
        hit = pygame.Surface((width, round(width * 1.4)), pygame.SRCALPHA)
        pygame.draw.rect(hit, (44, 48, 64), hit.get_rect(), border_radius=max(2, width // 12))
        pygame.draw.rect(hit, (80, 86, 110), hit.get_rect(), 2, border_radius=max(2, width // 12))
        _stand_ins[width] = hit
    return hit
