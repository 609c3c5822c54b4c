"""The chat bar of an online table: a Chat button (key M, for message) opening the canned
lines, which are sent by number (game.net's chat lines), so no free text crosses the wire."""
from __future__ import annotations

import pygame

from game.net import LINES

from scenes.ui import widgets as W


class ChatBar:
    """The Chat button and, when open, the canned lines to send (click, or 1-8)."""

    def __init__(self, send) -> None:
        self.send = send  # send(line number)
        self.open = False
        self.button = W.Button("Chat", self.toggle, hotkey="M")
        self.lines = [W.Button(words, lambda i=i: self.pick(i), hotkey=str(i + 1))
                      for i, words in enumerate(LINES)]
        self.s = 1.0

    def toggle(self) -> None:
        """Open or close the list of lines."""
        self.open = not self.open

    def pick(self, i: int) -> None:
        """Send line i and close the list."""
        self.open = False
        self.send(i)

    def layout(self, area: pygame.Rect, s: float) -> None:
        """The button at area's top right; the lines drop down from it."""
        self.s = s
        bw, bh = round(110 * s), max(20, area.h - round(8 * s))
        self.button.rect = pygame.Rect(area.right - bw - round(6 * s), area.y + round(4 * s),
                                       bw, bh)
        self.button.size = round(19 * s)
        lw, lh = round(280 * s), round(34 * s)
        for i, b in enumerate(self.lines):
            b.rect = pygame.Rect(self.button.rect.right - lw,
                                 self.button.rect.bottom + round(4 * s) + i * (lh + round(3 * s)),
                                 lw, lh)
            b.size = round(18 * s)

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks on the bar, M, and 1-8 while open (True when used)."""
        if self.open:
            for b in self.lines:
                if b.handle(event):
                    return True
        if self.button.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_m:
                self.toggle()
                return True
            if self.open and pygame.K_1 <= event.key < pygame.K_1 + len(self.lines):
                self.pick(event.key - pygame.K_1)
                return True
            if self.open and event.key == pygame.K_ESCAPE:
                self.open = False
                return True
        if self.open and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.open = False  # a click elsewhere closes the list
        return False

    def key(self) -> tuple:
        """What the bar shows, for the frame key."""
        return (self.open, self.button.hover, self.button.pressed,
                tuple(b.hover for b in self.lines) if self.open else ())

    def draw(self, surface: pygame.Surface) -> None:
        """The button, and the open list."""
        self.button.draw(surface)
        if self.open:
            for b in self.lines:
                b.draw(surface)
