"""How to play: the rules reference, one short page per topic, with pictures drawn by the game's
own card and table sprites. The words are game/tutorial/howto.py's (the same rule lines as
docs/RULES.md)."""
from __future__ import annotations

import pygame

from game import tutorial as T
from sprites.body import body_diagram
from sprites.card_face import card_back, drama_face, move_card_face, page_face
from sprites.hud import background
from sprites.panel import hp_bar
from sprites.tapped import tapped

from scenes.ui import widgets as W
from scenes.ui.base import Scene

PAGES = T.howto.PAGES


CAPTIONS = {"hp": "the HP bar", "body": "damage on each body part", "back": "a page, face down",
            "move_card": "a signature Move card", "tapped": "tapped out: injured",
            "drama": "a Drama card (Season)"}


def picture(lib, pic: tuple, width: int) -> pygame.Surface | None:
    """One picture of a page, drawn by the sprites."""
    kind = pic[0]
    if kind == "page":
        return page_face(lib.pages[pic[1]], width)
    if kind == "move_card":
        return move_card_face(lib.move_cards[pic[1]], width)
    if kind == "tapped":
        return tapped(move_card_face(lib.move_cards[pic[1]], width), 90, ("howto", pic[1], width))
    if kind == "drama":
        return drama_face(lib.drama[pic[1]], width)
    if kind == "back":
        return card_back(width)
    if kind == "body":
        return body_diagram(dict(pic[1]), (round(width * 0.7), round(width * 1.3)))
    if kind == "hp":
        hp, most = pic[1]
        surf = pygame.Surface((round(width * 1.6), round(width * 0.3)), pygame.SRCALPHA)
        hp_bar(surf, surf.get_rect(), hp, most, max(10, round(width * 0.18)))
        return surf
    return None


class HowToPlayScene(Scene):
    """Pages of the rules; the list on the left, the page on the right."""

    hotkeys = (("Up / Down", "another page"), ("Left / Right", "another page"),
               ("Esc", "back"), ("F1 or ?", "the glossary"))

    def __init__(self, app, back: str = "menu", page: int = 0) -> None:
        super().__init__(app)
        self.back = back  # where Esc goes: a scene name, or 'pop' when opened over a match
        self.index = max(0, min(len(PAGES) - 1, page))
        self.items: list[pygame.Rect] = []
        self.back_btn = W.Button("Back", self.leave_screen, hotkey="Esc")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        w, h = size
        m = round(24 * s)
        top = round(84 * s)
        row = min(round(34 * s), (h - top - round(90 * s)) // len(PAGES))
        lw = round(280 * s)
        self.items = [pygame.Rect(m, top + i * row, lw, row - round(4 * s))
                      for i in range(len(PAGES))]
        self.body = pygame.Rect(m + lw + m, top, w - lw - 3 * m, h - top - round(24 * s))
        self.back_btn.rect = pygame.Rect(m, h - m - round(50 * s), lw, round(50 * s))
        self.back_btn.size = round(21 * s)

    def leave_screen(self) -> None:
        """Back where the rules were opened from (a screen, or the match underneath)."""
        if self.back == "pop":
            self.app.pop()
        else:
            self.app.replace(self.back)

    def turn(self, d: int) -> None:
        """Turn d pages on (negative: back), wrapping round at either end."""
        self.index = (self.index + d) % len(PAGES)

    def handle(self, event: pygame.event.Event) -> None:
        """Click a page in the list, or turn pages with the wheel and the arrows; Esc goes back."""
        if self.back_btn.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.items):
                if r.collidepoint(event.pos):
                    self.index = i
                    return
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-event.y)
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
            elif k in (pygame.K_UP, pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif k == pygame.K_ESCAPE:
                self.leave_screen()

    def frame_key(self):
        """What the screen shows (page, size, Back's hover): same key, no redraw."""
        return ("howto", self.index, self.size, self.back_btn.hover)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "HOW TO PLAY", round(40 * s), W.ACCENT, True, True,
                    topleft=(round(24 * s), round(22 * s)))
        W.draw_text(surface, "Up/Down: pages \u00b7 Esc: back \u00b7 F1 or ?: glossary",
                    round(16 * s), W.MUTED, midright=(w - round(24 * s), round(44 * s)))
        for i, (r, page) in enumerate(zip(self.items, PAGES)):
            on = i == self.index
            W.draw_panel(surface, r, (70, 62, 34) if on else (34, 38, 52),
                         (50, 44, 24) if on else (24, 27, 38), round(8 * s),
                         W.ACCENT if on else W.PANEL_EDGE)
            W.draw_text(surface, f"{i + 1}. {page.title}", round(18 * s),
                        W.INK if on else W.MUTED, on, max_w=r.w - round(20 * s),
                        midleft=(r.x + round(10 * s), r.centery))
        self.back_btn.draw(surface)
        self.draw_page(surface, PAGES[self.index], s)

    def draw_page(self, surface: pygame.Surface, page, s: float) -> None:
        """One rules page: its title, its text, its rules by id and its pictures."""
        box = self.body
        W.draw_panel(surface, box, (34, 38, 52), (24, 27, 38), round(12 * s))
        pad = round(20 * s)
        x, y = box.x + pad, box.y + pad
        width = box.w - 2 * pad
        W.draw_text(surface, page.title, round(32 * s), W.ACCENT, True, topleft=(x, y))
        y += round(46 * s)
        size = round(20 * s)
        for para in page.text:
            for line in W.wrap_lines(para, size, width):
                W.draw_text(surface, line, size, W.INK, topleft=(x, y))
                y += W.line_height(size)
            y += round(8 * s)
        rules = T.howto.page_rules(page)
        if rules:
            y += round(4 * s)
            W.draw_label(surface, "THE RULES IN SHORT", round(14 * s), W.MUTED, topleft=(x, y))
            y += round(22 * s)
            rs = round(17 * s)
            bullet = W.text_width("\u2022 ", rs)
            for line in rules:
                for i, part in enumerate(W.wrap_lines(line, rs, width - bullet)):
                    if i == 0:
                        W.draw_text(surface, "\u2022", rs, W.MUTED, topleft=(x, y))
                    W.draw_text(surface, part, rs, (200, 204, 220), topleft=(x + bullet, y))
                    y += W.line_height(rs)
        self.draw_pictures(surface, page, pygame.Rect(x, y + round(12 * s), width,
                                                     box.bottom - pad - y - round(12 * s)), s)

    def draw_pictures(self, surface: pygame.Surface, page, area: pygame.Rect, s: float) -> None:
        """The page's pictures in a row, as big as the room left allows."""
        pics = page.pictures
        if not pics or area.h < round(60 * s):
            return
        gap = round(18 * s)
        width = min(round(150 * s), int(area.h / 1.45),
                    (area.w - gap * (len(pics) - 1)) // len(pics))
        if width < 40:
            return
        shown = [(pic, img) for pic, img in ((p, picture(self.app.cat.lib, p, width))
                                             for p in pics) if img is not None]
        total = sum(img.get_width() for _, img in shown) + gap * (len(shown) - 1)
        px = area.x + max(0, (area.w - total) // 2)
        mid = area.y + min(area.h - round(24 * s), round(width * 1.45)) // 2
        cs = round(15 * s)
        for pic, img in shown:
            r = img.get_rect(midleft=(px, mid))
            surface.blit(img, r)
            caption = CAPTIONS.get(pic[0])
            if caption:
                W.draw_text(surface, caption, cs, W.MUTED, midtop=(r.centerx, r.bottom + 4))
            px += img.get_width() + gap
