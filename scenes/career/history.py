"""The career screen: what the saves in the save folder add up to, under a filter (all matches,
yours, watched AI matches). The totals come from game.store's career history (a projection of
the saves, never a store of its own); scenes/career/model.py puts them into words and
scenes/career/view.py draws them.

Keys: 1 / 2 / 3 or Left / Right choose the filter, Esc or Backspace goes back.
"""
from __future__ import annotations

import pygame

from game.store import career_history, page_names, save_folder
from sprites.hud import background

from scenes.career import view
from scenes.career.model import FILTER_WORDS, build, filter_label
from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.ui.save_check import start_check


class CareerScene(Scene):
    """History and charts of every match saved."""

    def __init__(self, app, which: str = "all", folder=None) -> None:
        super().__init__(app)
        self.folder = folder
        self.which = which
        self.error = ""
        self.model = None
        self.names = page_names(app.cat.lib)
        self.filter_btns = [W.Button(words, lambda v=value: self.choose(v), hotkey=str(i + 1))
                            for i, (value, words) in enumerate(FILTER_WORDS)]
        self.back_btn = W.Button("Back", self.back, hotkey="Esc")
        self.buttons = [*self.filter_btns, self.back_btn]
        self.s = 1.0
        self.check = start_check(folder, app.cat, "history")  # saves not read yet: meanwhile
        self.choose(which)

    def update(self, dt: float) -> None:
        """Show the history as soon as the background check of the saves' verdicts is done."""
        if self.check is not None and self.check.done:
            self.check = None
            self.choose(self.which)

    def choose(self, which: str) -> None:
        """Show the history under this filter (read again: files may have changed; while the
        saves are being checked, only the filter is kept)."""
        self.which = which
        for btn, (value, _) in zip(self.filter_btns, FILTER_WORDS):
            btn.primary = value == which
        if self.check is not None:
            return
        try:
            folder = self.folder or save_folder()
            self.model = build(career_history(folder, which, self.names, self.app.cat),
                               self.app.cat.lib, which)
            self.error = ""
        except Exception as exc:  # a save folder problem must not end the game
            self.model = None
            self.error = f"The save folder can't be read: {exc}"
        counts = self.model.by_filter if self.model is not None else {}
        for btn, (value, words) in zip(self.filter_btns, FILTER_WORDS):
            btn.primary = value == which
            btn.label = filter_label(words, counts.get(value))

    def back(self) -> None:
        """Back to the main menu."""
        self.app.replace("menu")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.s = s = W.ui_scale(size)
        w, h = size
        m = round(24 * s)
        bh = round(44 * s)
        bw = round(150 * s)
        gap = round(10 * s)
        x = w - m - 3 * bw - 2 * gap
        for i, b in enumerate(self.filter_btns):
            b.rect = pygame.Rect(x + i * (bw + gap), round(26 * s), bw, bh)
            b.size = round(19 * s)
        self.back_btn.rect = pygame.Rect(m, h - m - round(50 * s), round(180 * s), round(50 * s))
        self.back_btn.size = round(22 * s)
        self.panels = view.panel_rects(size, s)

    def handle(self, event: pygame.event.Event) -> None:
        """The buttons; 1, 2, 3 or Left and Right change the filter; Esc or Backspace goes back."""
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type != pygame.KEYDOWN:
            return
        values = [v for v, _ in FILTER_WORDS]
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
        elif event.key in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.choose(values[event.key - pygame.K_1])
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            i = values.index(self.which) + (1 if event.key == pygame.K_RIGHT else -1)
            self.choose(values[i % len(values)])

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "Career", round(50 * s), W.ACCENT, True, True,
                    topleft=(round(24 * s), round(14 * s)))
        model = self.model
        if model is not None:
            sub = " \u00b7 ".join([model.headline, *model.notes])
        else:
            sub = ""
        W.draw_text(surface, sub or "Every match you save counts here.", round(18 * s), W.MUTED,
                    max_w=self.filter_btns[0].rect.x - round(40 * s),
                    topleft=(round(26 * s), round(68 * s)))
        if self.check is not None:  # the first visit after an update: verdicts being decided
            W.draw_text(surface, f"{self.check.words()}…", round(24 * s), W.INK, True,
                        max_w=w - round(80 * s), center=(w // 2, h // 2))
            W.draw_text(surface, "Only saves that verify count; each is read once a session "
                        "(re-decided once after an update).", round(17 * s), W.MUTED, max_w=w - round(80 * s),
                        midtop=(w // 2, h // 2 + round(24 * s)))
        elif self.error or model is None or model.empty:
            words = self.error or {
                "watched": "No watched AI matches saved yet: Watch AI vs AI from the menu.",
                "mine": "None of your matches is saved yet: play one (against the AI or "
                        "pass-and-play) and it counts here.",
            }.get(self.which, "No matches saved yet: play one and it counts here.")
            W.draw_text(surface, words, round(22 * s), W.MUTED, True,
                        max_w=w - round(80 * s), center=(w // 2, h // 2))
        else:
            view.draw_all(surface, model, self.panels, s)
        if model is not None and model.refused:
            self.draw_refused(surface, model.refused)
        for b in self.buttons:
            b.draw(surface)

    def draw_refused(self, surface: pygame.Surface, refused: list[tuple[str, str]]) -> None:
        """Beside Back: the saves that do not verify, with the first one's reason (they count
        nowhere)."""
        s = self.s
        w = surface.get_width()
        x = self.back_btn.rect.right + round(20 * s)
        name, why = refused[0]
        more = f" (and {len(refused) - 1} more)" if len(refused) > 1 else ""
        W.draw_text(surface, f"Refused, counted nowhere: {name}{more}", round(17 * s),
                    (255, 130, 120), True, max_w=w - x - round(24 * s),
                    topleft=(x, self.back_btn.rect.y))
        W.draw_fit_text(surface, why, round(15 * s), 11, (255, 130, 120), False,
                        max_w=w - x - round(24 * s),
                        topleft=(x, self.back_btn.rect.y + round(24 * s)))
