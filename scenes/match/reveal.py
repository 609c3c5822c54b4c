"""After a match: both hands and what is left of both playbooks (top first), face up. Opened from
the end of a pass-and-play match (H, or the Reveal hands button), or by any scene holding a
finished Match. Hover a card to read it; right-click or hold Z to zoom."""
from __future__ import annotations

import pygame

from sprites.face_store import STORE
from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.match.log_text import star


HAND_W = 104  # width of a revealed hand's cards at 1280x720 (their rules text shows)
SMALL_W = 58  # width of the playbook's and discard pile's faces at 1280x720
SHRINK = 0.92  # each try at fitting a column makes every card this much smaller
SMALLEST = 0.4  # ...down to this share of its size (a hover still reads any card)


def group_height(count: int, cw: int, room_w: int, s: float) -> int:
    """The height of one group: its label and its rows of cards cw wide."""
    per_row = max(1, room_w // (cw + round(6 * s)))
    rows = (count + per_row - 1) // per_row
    return round(22 * s) + rows * round(cw * 1.4 + 6 * s) + round(8 * s)


def fitted_widths(room_w: int, room_h: int, counts: list, s: float) -> list:
    """Card widths for the hand, the playbook and the discard pile so every card of the three
    fits the column: full size when they do, all smaller together when they don't.

    >>> fitted_widths(560, 600, [7, 10, 0], 1.0)
    [104, 58, 58]
    >>> w = fitted_widths(560, 500, [7, 10, 31], 1.0); w[0] < 104 and w[1] < 58
    True
    """
    k = 1.0
    while True:
        widths = [round(HAND_W * s * k)] + [round(SMALL_W * s * k)] * (len(counts) - 1)
        need = sum(group_height(n, cw, room_w, s) for n, cw in zip(counts, widths))
        if need <= room_h or k * SHRINK < SMALLEST:
            return widths
        k *= SHRINK


def revealed(st, seat: int) -> list:
    """The seat's groups of cards, [(label, cards)]: hand, playbook top first, discard pile,
    and the Events in play on its side (none of the three), automatic ones apart (a
    Showdown's went unshown: session 70's newcomer)."""
    side = st.sides[seat]
    groups = [(label, [st.info(inst).card for inst in pages]) for label, pages in
              (("Hand", side.hand), ("Playbook, top first", side.playbook),
               ("Discard pile", side.discard))]
    for label, auto in (("Events in play", False), ("Automatic Events", True)):
        events = [st.cat.lib.pages[e[1]] for e in st.events_in_play  # (seat, id, auto, ...)
                  if e[0] == seat and bool(e[2]) == auto]
        if events:
            groups.append((label, events))
    return groups


class RevealScene(Scene):
    """Every page of both seats, face up."""

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.back_btn = W.Button("Back", self.close, hotkey="Esc", primary=True)
        self.items = [self.back_btn]
        self.focus = W.Focus()
        self.focus.index = 0
        self.rects: list[tuple[object, pygame.Rect]] = []
        self.mouse = (-1, -1)

    def close(self) -> None:
        """Back to the results."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.back_btn.rect = pygame.Rect(0, 0, round(200 * s), round(50 * s))
        self.back_btn.rect.midbottom = (size[0] // 2, size[1] - round(14 * s))
        self.back_btn.size = round(22 * s)

    def handle(self, event: pygame.event.Event) -> None:
        if self.back_btn.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                            pygame.K_KP_ENTER, pygame.K_h,
                                                            pygame.K_SPACE):
            self.close()

    def card_at(self, pos):
        """The card under a point, for the zoom."""
        pos = self.mouse if pos is None else pos
        for card, r in reversed(self.rects):
            if r.collidepoint(pos):
                return ("page", card)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "Both hands and playbooks", round(40 * s), W.ACCENT, True, True,
                    midtop=(w // 2, round(14 * s)))
        st = self.match.state
        self.rects = []
        col_w = (w - round(60 * s)) // 2
        top = round(70 * s)
        bottom = self.back_btn.rect.top - round(12 * s)
        for seat in (0, 1):
            col = pygame.Rect(round(20 * s) + seat * (col_w + round(20 * s)), top, col_w,
                              bottom - top)
            W.draw_panel(surface, col, (30, 33, 46), (20, 22, 31), round(12 * s),
                         W.SEAT_COLOURS[seat], 2)
            W.draw_text(surface, star(st, seat), round(28 * s), W.INK, True, True,
                        max_w=col.w - round(30 * s), topleft=(col.x + round(14 * s),
                                                               col.y + round(8 * s)))
            y = col.y + round(48 * s)
            groups = revealed(st, seat)
            widths = fitted_widths(col.w - round(28 * s), col.bottom - round(6 * s) - y,
                                   [len(pages) for _, pages in groups], s)
            for (label, pages), cw in zip(groups, widths):
                # the hand big enough to read its rules; playbook and discard as small faces
                per_row = max(1, (col.w - round(28 * s)) // (cw + round(6 * s)))
                W.draw_label(surface, f"{label.upper()} ({len(pages)})", round(15 * s), W.MUTED,
                             topleft=(col.x + round(14 * s), y))
                y += round(22 * s)
                for i, card in enumerate(pages):
                    r = pygame.Rect(col.x + round(14 * s) + (i % per_row) * (cw + round(6 * s)),
                                    y + (i // per_row) * round(cw * 1.4 + 6 * s), cw,
                                    round(cw * 1.4))
                    if r.bottom > col.bottom - round(6 * s):
                        break
                    surface.blit(STORE.page(card, cw), r)
                    self.rects.append((card, r))
                y += group_height(len(pages), cw, col.w - round(28 * s), s) - round(22 * s)
        W.draw_text(surface, "Hover to read a card \u00b7 right-click or hold Z to zoom",
                    round(15 * s), W.MUTED, bottomleft=(round(20 * s), h - round(20 * s)))
        self.back_btn.draw(surface, focused=True)
        hit = self.card_at(self.mouse)
        if hit is not None:  # over everything (the hint lay over a low card's words: s71)
            face = STORE.page(hit[1], round(220 * s))
            r = face.get_rect(center=self.mouse)
            r.clamp_ip(surface.get_rect().inflate(-10, -10))
            surface.blit(face, r)
