"""The card browser: every card of the library (pages, signature Move cards, Drama cards) at a
readable size, with its rules text, searchable by name and text and filtered by kind, move type,
tag, momentum kind and cost."""
from __future__ import annotations

import pygame

from game.library import PageCard, page_keyword_help
from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.ui.card_grid import CardGrid, FilterBar, cards_for, face_of, page_lines


class CardBrowserScene(Scene):
    """Look through the library; Esc goes back to where the browser was opened from."""

    def __init__(self, app, back_to=None) -> None:
        super().__init__(app)
        self.lib = app.cat.lib
        self.back_to = back_to  # a scene to return to; None: the menu
        self.bar = FilterBar(self.refilter)
        self.grid = CardGrid()
        self.back_btn = W.Button("Back", self.back, hotkey="Esc")
        self.focus = W.Focus()
        self.s = 1.0
        self.refilter()

    def refilter(self) -> None:
        """Show the cards the search and filters ask for (keeping the selection if it shows)."""
        self.grid.set_pages(cards_for(self.lib, self.bar))

    def items(self) -> list:
        """What Tab goes through, in order: the search, the five filters, the grid, Back."""
        return self.bar.widgets() + [self.grid, self.back_btn]

    def back(self) -> None:
        """Back where the browser was opened from (the main menu by default)."""
        if self.back_to is not None:
            self.app.stack.replace(self.back_to)
            return
        self.app.replace("menu")

    # ---- layout ----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        m = round(24 * s)
        detail_w = round(330 * s)
        left = pygame.Rect(m, round(84 * s), w - 2 * m - detail_w - round(24 * s), 0)
        bottom = self.bar.layout(left, s)
        self.grid.gap = round(10 * s)
        self.grid.rect = pygame.Rect(left.x, bottom + round(14 * s), left.w - round(10 * s),
                                     h - bottom - round(14 * s) - m)
        self.grid.fit(2, round(190 * s))
        self.detail = pygame.Rect(w - m - detail_w, round(20 * s), detail_w,
                                  h - round(20 * s) - m - round(62 * s))
        self.back_btn.rect = pygame.Rect(w - m - detail_w, h - m - round(50 * s), detail_w,
                                         round(50 * s))
        self.back_btn.size = round(22 * s)
        self.grid.set_pages(self.grid.pages)

    # ---- input -----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """'/' or Ctrl+F searches, Tab moves between widgets, arrows in the grid, Esc goes back."""
        items = self.items()
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                          pygame.MOUSEWHEEL):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.bar.search.editing = False
            for wdg in items:
                if wdg.handle(event):
                    self.focus.index = items.index(wdg)
                    return
            return
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if self.bar.search.editing and self.bar.search.key(event):
            return
        focused = self.focus.current(items)
        if k == pygame.K_ESCAPE:
            self.back()
        elif k == pygame.K_SLASH or (k == pygame.K_f and event.mod & pygame.KMOD_CTRL):
            self.bar.search.editing = True
            self.focus.index = 0
        elif k == pygame.K_TAB:
            self.focus.cycle(items, bool(event.mod & pygame.KMOD_SHIFT))
            self.bar.search.editing = self.focus.current(items) is self.bar.search
        elif isinstance(focused, W.Choice) and k in (pygame.K_LEFT, pygame.K_RIGHT):
            focused.key(k)
        elif focused is None or focused is self.grid:
            self.grid.key(k)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is not None:
            focused.activate()

    # ---- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "Card Browser", round(44 * s), W.ACCENT, True, True,
                    topleft=(round(24 * s), round(14 * s)))
        lib = self.lib
        total = len(lib.pages) + len(lib.move_cards) + len(lib.drama)
        shown = len(self.grid.pages)
        W.draw_text(surface, f"{shown} of {total} cards", round(18 * s), W.MUTED,
                    bottomright=(self.grid.rect.right, round(70 * s)))
        focus = self.focus.current(self.items())
        for wdg in self.bar.widgets():
            wdg.draw(surface, focused=focus is wdg)
        self.grid.draw(surface, focused=focus is self.grid or focus is None)
        self.draw_detail(surface)
        self.back_btn.draw(surface, focused=focus is self.back_btn)

    def draw_detail(self, surface: pygame.Surface) -> None:
        """The selected (or hovered) page large, with its rules in words."""
        s = self.s
        box = self.detail
        W.draw_panel(surface, box, (30, 33, 46), (20, 22, 31), round(14 * s), W.PANEL_EDGE, 1)
        page = self.grid.pages[self.grid.hover] if self.grid.hover is not None \
            and self.grid.hover < len(self.grid.pages) else self.grid.current()
        if page is None:
            return
        fw = min(box.w - round(60 * s), round((box.h * 0.62) / 1.4))
        face = face_of(page, fw)
        r = face.get_rect(midtop=(box.centerx, box.y + round(12 * s)))
        surface.blit(face, r)
        y = r.bottom + round(10 * s)
        x = box.x + round(14 * s)
        lines = page_lines(page)
        helps = page_keyword_help(page) if isinstance(page, PageCard) else []
        lines += [(h, W.MUTED) for h in helps if h]
        for i, (words, colour) in enumerate(lines):
            size = round((19 if i == 0 else 17) * s)
            for line in W.wrap_lines(words, size, box.w - round(28 * s)):
                if y + W.line_height(size) > box.bottom - round(6 * s):
                    return
                W.draw_text(surface, line, size, colour, i == 0, topleft=(x, y))
                y += W.line_height(size)
            y += round(3 * s)
