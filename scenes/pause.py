"""The pause overlay: the match stays drawn underneath; Resume or Quit to menu."""
from __future__ import annotations

import pygame

from . import widgets as W
from .base import Scene


class PauseScene(Scene):
    """Drawn over the match; Esc resumes."""

    overlay = True

    def __init__(self, app, match_scene) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.resume_btn = W.Button("Resume", self.resume, hotkey="Esc", primary=True)
        self.quit_btn = W.Button("Quit to menu", self.quit_to_menu, hotkey="Q",
                                 sub="the match is saved")
        self.items = [self.resume_btn, self.quit_btn]
        self.focus = W.Focus()
        self.focus.index = 0
        self.box = pygame.Rect(0, 0, 10, 10)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        self.box = pygame.Rect(0, 0, round(420 * s), round(262 * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        bw, bh = round(300 * s), round(56 * s)
        for i, b in enumerate(self.items):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (self.box.centerx, self.box.y + round(110 * s) + i * (bh + round(16 * s)))
            b.size = round(24 * s)

    def resume(self) -> None:
        self.app.stack.pop()

    def quit_to_menu(self) -> None:
        self.app.stack.pop()
        self.match_scene.quit_to_menu()

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.items:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.resume()
            elif event.key == pygame.K_q:
                self.quit_to_menu()
            elif event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
                back = event.key == pygame.K_UP or bool(event.mod & pygame.KMOD_SHIFT)
                self.focus.cycle(self.items, back)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                item = self.focus.current(self.items)
                if item is not None:
                    item.activate()

    def draw(self, surface: pygame.Surface) -> None:
        s = W.ui_scale(surface.get_size())
        W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 170)
        W.shade_rect(surface, self.box.move(round(6 * s), round(8 * s)), alpha=120,
                     radius=round(16 * s))
        W.draw_panel(surface, self.box, (38, 42, 58), (24, 27, 38), round(16 * s), W.ACCENT, 2)
        W.draw_text(surface, "PAUSED", round(48 * s), W.ACCENT, True, True,
                    midtop=(self.box.centerx, self.box.y + round(22 * s)))
        W.draw_text(surface, "The clock stops, the crowd waits.", round(19 * s), W.MUTED,
                    midtop=(self.box.centerx, self.box.y + round(70 * s)))
        focus = self.focus.current(self.items)
        for b in self.items:
            b.draw(surface, focused=b is focus)
