"""Where every part of the match table goes for one window size (pure arithmetic on Rects)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.ui import widgets as W


HAND_MIN = 58  # narrowest hand card at 1280x720 (from about nine pages in hand)
HAND_LEAST = 52  # and at any size: every page's name and numbers fit on it whole (at 45, a
# hand of 9 at 1000x600, 22 names were cut and 9 targets overlapped: session 65)
HAND_MAX = 76  # widest hand card at 1280x720: a full hand of seven side by side (session 54)
LIFTED = 186  # the hovered hand card's width at 1280x720, big enough to read its rules
GUTTER = 12  # between the middle column and the panels or the log (18 before session 54)
SPOT_SHARE = 0.22  # the least of the middle column's width the played card's column keeps
RING_TALLEST = 1.2  # the ring's area at its tallest, width over height (ring_view.RING_SHAPE)


@dataclass
class Layout:
    """Rects of every part of the table for one window size."""
    s: float
    top: pygame.Rect
    far_panel: pygame.Rect
    near_panel: pygame.Rect
    far_moves: pygame.Rect
    near_moves: pygame.Rect
    far_hand: pygame.Rect
    stage: pygame.Rect
    hand: pygame.Rect
    log: pygame.Rect
    buttons: pygame.Rect
    card_w: int
    spot_w: int
    move_w: int
    back_w: int

    @property
    def lifted_w(self) -> int:
        """Width of the hovered hand card: big enough to read its rules, its top no higher than
        the foot of the ring's picture (rising into it, it hid the one at ringside right above
        it: session 55's and 56's play-tests)."""
        s = self.s
        ring_foot = self.stage.bottom - round(44 * s) - round(42 * s) - round(4 * s)  # (the
        # prompt's room, the commentary strip and the gap over it: ring_view.ring_area)
        room = self.hand.bottom + round(2 * s) - ring_foot - round(2 * s)
        return min(round(LIFTED * s), int(room / 1.4))

    @property
    def far_face_w(self) -> int:
        """Width of a revealed far-hand card: as tall as the far-hand row allows."""
        return int((self.far_hand.h - round(2 * self.s)) / 1.4)

    def hand_card_w(self, count: int) -> int:
        """Width of each card of a hand of `count` pages: side by side with a small gap, so no
        card hides another's name (a smallest size, then they overlap a little)."""
        gap = round(6 * self.s)
        fit = (self.hand.w - gap * max(0, count - 1)) // max(1, count)
        return max(HAND_LEAST, round(HAND_MIN * self.s), min(self.card_w, fit))


def table_layout(size: tuple[int, int]) -> Layout:
    """The table's Layout for a window of this size."""
    w, h = size
    s = W.ui_scale(size)
    m = round(10 * s)
    top = pygame.Rect(0, 0, w, round(40 * s))
    lw = round(330 * s)
    rw = round(330 * s)
    ph = round(200 * s)
    far_panel = pygame.Rect(m, top.bottom + m, lw, ph)
    near_panel = pygame.Rect(m, h - m - ph, lw, ph)
    label_h = round(22 * s)
    free = near_panel.top - far_panel.bottom - round(30 * s)
    move_w = max(24, min(round(80 * s), int((free / 2 - label_h) / 1.4),
                         (lw - 4 * round(6 * s)) // 5))
    row_h = round(move_w * 1.4) + label_h
    spare = max(0, free - 2 * row_h) // 3
    far_moves = pygame.Rect(m, far_panel.bottom + round(10 * s) + spare, lw, row_h)
    near_moves = pygame.Rect(m, near_panel.top - round(10 * s) - spare - row_h, lw, row_h)
    rx = w - m - rw
    buttons_h = round(196 * s)
    buttons = pygame.Rect(rx, h - m - buttons_h, rw, buttons_h)
    log = pygame.Rect(rx, top.bottom + m, rw, buttons.top - m - top.bottom - m)
    mx0 = far_panel.right + round(GUTTER * s)
    mx1 = rx - round(GUTTER * s)
    # the hand's row is as tall as its cards and their number badges, no taller: the band
    # kept for a few big cards (124 px wide at 1280x720) stood empty over a hand of seven,
    # and the ring is what the table is for (session 54's play-test)
    # (the fan's arc lifts its middle cards by 6% of their height; over the cards, their
    # number badges; the cards stand on the window's foot as the buttons and panel do)
    card_w = round(HAND_MAX * s)
    hand_h = round(card_w * 1.4 * 1.06) + round(30 * s)
    hand = pygame.Rect(mx0, h - round(6 * s) - hand_h, mx1 - mx0, hand_h)
    back_w = round(44 * s)
    far_hand = pygame.Rect(mx0, top.bottom + round(6 * s), mx1 - mx0,
                           round(back_w * 1.4) + round(14 * s))
    stage = pygame.Rect(mx0, far_hand.bottom + round(2 * s), mx1 - mx0,
                        hand.top - far_hand.bottom - round(4 * s))
    # the played card stands in a column beside the ring (scenes.match.ring_view), no wider
    # than leaves the ring as wide as its height asks (under the ring: the commentary strip
    # and the prompt, 94 px at 1280x720), but never under SPOT_SHARE of the column
    ring_w = round((stage.h - round(94 * s)) * RING_TALLEST)
    spot_w = max(60, min(round(190 * s), int((stage.h - round(130 * s)) / 1.4),
                         round(stage.w * 0.27) - round(12 * s),
                         max(round(stage.w * SPOT_SHARE),
                             stage.w - round(28 * s) - ring_w)))
    return Layout(s, top, far_panel, near_panel, far_moves, near_moves, far_hand, stage, hand,
                  log, buttons, card_w, spot_w, move_w, back_w)


def place_in_grid(area: pygame.Rect, order: list[list[str]], gap: int,
                  cols: int = 2, lone_spans: bool = True) -> dict[str, pygame.Rect]:
    """Rows of named cells in `cols` columns; a lone last cell spans its row (lone_spans False:
    it keeps the last column). Names that share a cell (e.g. Pass and Let it through, never
    shown together) get the same Rect."""
    rows = (len(order) + cols - 1) // cols
    bw = (area.w - gap * (cols - 1)) // cols
    bh = (area.h - gap * (rows - 1)) // max(1, rows)
    out: dict[str, pygame.Rect] = {}
    for i, names in enumerate(order):
        r = pygame.Rect(area.x + (i % cols) * (bw + gap), area.y + (i // cols) * (bh + gap),
                        bw, bh)
        if i == len(order) - 1 and i % cols == 0:
            if lone_spans:
                r.w = area.w
            else:
                r.x = area.x + (cols - 1) * (bw + gap)
        for n in names:
            out[n] = r
    return out
