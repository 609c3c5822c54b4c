"""The card zoom: right-click (or hold Z over) any card on the table, in the log, in the replay or
on any scene that says which card is under a point (`card_at(pos)`), and it is shown big.

Holding shows it while held; a quick right-click keeps it up until the next click or key. The App
routes right-clicks and Z to the top scene's card_at, so a scene only has to answer that.
"""
from __future__ import annotations

import time

import pygame

from sprites.face_store import STORE
from sprites.hud import shadow

from scenes.ui import widgets as W
from scenes.ui.base import Scene

HOLD = 0.3  # seconds: a press held longer than this closes on release


def zoom_width(size: tuple[int, int]) -> int:
    """Card width for the zoom: 80% of the window's height."""
    return max(120, min(int(size[1] * 0.8 / 1.4), int(size[0] * 0.6)))


class CardZoomScene(Scene):
    """One card, big, over whatever was on screen."""

    overlay = True

    def __init__(self, app, kind: str, card, held: str | None = None) -> None:
        super().__init__(app)
        self.kind = kind
        self.card = card
        self.held = held  # 'z', 'mouse' or None
        self.opened = time.perf_counter()

    def close(self) -> None:
        """Take the zoom off the screen (only while it is the top scene)."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        """Closes on a click or key, or on letting go of Z or the right button after a hold."""
        quick = time.perf_counter() - self.opened < HOLD
        if event.type == pygame.KEYUP and event.key == pygame.K_z and self.held == "z":
            if not quick:
                self.close()
            self.held = None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.held == "mouse":
            if not quick:
                self.close()
            self.held = None
        elif event.type == pygame.KEYDOWN and event.key != pygame.K_z:
            self.close()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.close()

    def frame_key(self):
        """What the zoom shows (the card and the window size): same key, no redraw."""
        return ("zoom", self.kind, getattr(self.card, "id", None), self.size)

    def draw(self, surface: pygame.Surface) -> None:
        w = zoom_width(surface.get_size())
        s = W.ui_scale(surface.get_size())
        W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 175)
        face = STORE.get(self.kind, self.card, w)
        r = face.get_rect(center=surface.get_rect().center)
        surface.blit(shadow(face, ("zoom-big", getattr(self.card, "id", ""), w), 150),
                     r.move(round(8 * s), round(10 * s)))
        surface.blit(face, r)
        hint = "release, click or press a key to close"
        size = round(16 * s)
        pill = pygame.Rect(0, 0, W.text_width(hint, size) + round(24 * s),
                           W.line_height(size) + round(8 * s))
        pill.midtop = (r.centerx, r.bottom + round(4 * s))  # (on a button under the shade the
        W.shade_rect(surface, pill, (4, 5, 10), 235, pill.h // 2)  # words read as its: s76)
        W.draw_text(surface, hint, size, W.MUTED, center=pill.center)
