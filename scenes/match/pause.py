"""The pause overlay: the match stays drawn underneath; Resume, How to play, Why? (the log's
inspector, for a controller that has no I key), Auto-counter rules, Settings, or Save & Quit (the
match is saved and can be continued from the menu)."""
from __future__ import annotations

import pygame

from scenes.ui import widgets as W
from scenes.ui.base import Scene


class PauseScene(Scene):
    """Drawn over the match; Esc resumes."""

    overlay = True

    def __init__(self, app, match_scene) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.resume_btn = W.Button("Resume", self.resume, hotkey="Esc", primary=True)
        self.rules_btn = W.Button("Auto-counter rules", self.counter_rules, hotkey="A",
                                  sub="answer moves for you")
        self.settings_btn = W.Button("Settings", self.settings, hotkey="S",
                                     sub="sound, motion, text, window")
        self.quit_btn = W.Button("Save & Quit", self.quit_to_menu, hotkey="Q",
                                 sub="continue it later from the menu")
        self.howto_btn = W.Button("How to play", lambda: self.app.push("howto", back="pop"),
                                  hotkey="H", sub="the rules, page by page")
        self.why_btn = W.Button("Why? The log explained", self.why, hotkey="I",
                                sub="the newest marked line, step by step")
        self.restart_btn = W.Button("Restart the tutorial", self.restart, sub="from the bell")
        self.items = [self.resume_btn, self.howto_btn, self.why_btn, self.rules_btn,
                      self.settings_btn, self.restart_btn, self.quit_btn]
        self.why_btn.visible = hasattr(match_scene, "open_inspector")
        self.restart_btn.visible = hasattr(match_scene, "restart")
        if not getattr(match_scene, "interactive", True) or not match_scene.model.humans():
            self.rules_btn.visible = False
        self.focus = W.Focus()
        self.focus.index = 0
        self.box = pygame.Rect(0, 0, 10, 10)

    def shown(self) -> list:
        """The pause menu's buttons that show now."""
        return [b for b in self.items if b.visible]

    def toast_top(self) -> int | None:
        """Toasts stand under the box (two stacked over its PAUSED title: session 76)."""
        return self.box.bottom + round(8 * getattr(self, "s", 1.0)) if self.box.h > 10 else None

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        bw, bh = round(320 * s), round(56 * s)
        gap = round(14 * s)
        items = self.shown()
        self.box = pygame.Rect(0, 0, round(440 * s),
                               round(120 * s) + len(items) * (bh + gap) + round(10 * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        for i, b in enumerate(items):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (self.box.centerx, self.box.y + round(110 * s) + i * (bh + gap))
            b.size = round(23 * s)

    def resume(self) -> None:
        """Back to the match."""
        self.app.stack.pop()

    def restart(self) -> None:
        """Start the tutorial again from the bell (the only match that offers it)."""
        self.app.stack.pop()
        self.match_scene.restart()

    def counter_rules(self) -> None:
        """The auto-counter rules, over the pause menu (Esc there comes back here: it went to
        the table, and the Q pressed next for Save & Quit played on: session 59)."""
        self.match_scene.open_counter_rules()

    def why(self) -> None:
        """The "why" inspector on the newest explainable log line (a controller has no I key)."""
        self.app.stack.pop()
        self.match_scene.open_inspector()

    def settings(self) -> None:
        """The settings."""
        self.app.push("settings")

    def quit_to_menu(self) -> None:
        """Save the match and go to the menu."""
        self.app.stack.pop()
        self.match_scene.save_and_quit()

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.shown():
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.resume()
            elif k == pygame.K_q:
                self.quit_to_menu()
            elif k == pygame.K_s:
                self.settings()
            elif k == pygame.K_h:
                self.app.push("howto", back="pop")
            elif k == pygame.K_a and self.rules_btn.visible:
                self.counter_rules()
            elif k == pygame.K_i and self.why_btn.visible:
                self.why()
            else:
                self.focus.key(event, self.items)

    def frame_key(self):
        """What the pause menu shows, to know when to draw it again."""
        return ("pause", self.focus.index, self.size,
                tuple((b.hover, b.pressed) for b in self.items))

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
        for b in self.shown():
            b.draw(surface, focused=b is focus)
