"""The main menu: exhibition setup, a quick match against the AI, watching two AIs, quitting."""
from __future__ import annotations

import math
import random

import pygame

from game.setup import MatchSetup, SeatSetup
from sprites import palette as pal
from sprites.card_face import card_back, page_face
from sprites.hud import background, ring_mat, shadow, turned

from . import widgets as W
from .base import Scene

SHOWCASE = ("falcons_descent", "folding_chair", "thunder_cutter", "crowd_chant")


def random_seed() -> int:
    """A fresh seed for a match."""
    return random.SystemRandom().randrange(1, 2**31)


def quick_setup(cat, p1: str, p2: str, match_type: str = "normal") -> MatchSetup:
    """Two different random Superstars."""
    seed = random_seed()
    names = sorted(cat.lib.superstars)
    rng = random.Random(seed)
    a, b = rng.sample(names, 2)
    return MatchSetup(seed=seed, match_type=match_type,
                      seats=[SeatSetup(superstar=a, controller=p1),
                             SeatSetup(superstar=b, controller=p2)])


class MenuScene(Scene):
    """Title screen."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [
            W.Button("Exhibition Match", self.exhibition, sub="choose Superstars and rules",
                     primary=True),
            W.Button("Quick Match vs AI", self.quick, sub="random Superstars, Normal match"),
            W.Button("Watch AI vs AI", self.watch, sub="two AIs, fast"),
            W.Button("Quit", self.quit, sub="close the game"),
        ]
        self.focus = W.Focus()
        self.focus.index = 0
        self.time = 0.0
        self.cards = self._showcase()

    def _showcase(self) -> list:
        pages = self.app.cat.lib.pages
        chosen = [pages[p] for p in SHOWCASE if p in pages]
        if len(chosen) < 4:
            moves = sorted((p for p in pages.values() if p.kind == "move"),
                           key=lambda p: (-p.damage, p.id))
            chosen += [p for p in moves if p not in chosen][:4 - len(chosen)]
        return chosen[:4]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        w, h = size
        bw, bh = round(360 * s), round(62 * s)
        x = round(w * 0.08)
        y0 = round(h * 0.40)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x, y0 + i * (bh + round(14 * s)), bw, bh)
            b.size = round(27 * s)

    # ---- actions ---------------------------------------------------------------------------

    def exhibition(self) -> None:
        from .setup import SetupScene
        self.app.stack.replace(SetupScene(self.app))

    def quick(self) -> None:
        from .match import MatchScene
        self.app.stack.replace(MatchScene(self.app, quick_setup(self.app.cat, "human", "normal")))

    def watch(self) -> None:
        from .match import MatchScene
        setup = quick_setup(self.app.cat, "normal", "normal")
        self.app.stack.replace(MatchScene(self.app, setup, speed="fast"))

    def quit(self) -> None:
        self.app.quit()

    # ---- frame -----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB) and not event.mod & pygame.KMOD_SHIFT:
                self.focus.cycle(self.buttons)
            elif event.key in (pygame.K_UP, pygame.K_TAB):
                self.focus.cycle(self.buttons, True)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                item = self.focus.current(self.buttons)
                if item is not None:
                    item.activate()
            elif event.key == pygame.K_ESCAPE:
                self.quit()
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos):
                    self.focus.index = i

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        surface.blit(background((w, h)), (0, 0))
        # the ring on the right, with cards tossed on it
        ring = pygame.Rect(0, 0, round(min(w * 0.46, h * 0.86)), round(min(w * 0.46, h * 0.86)))
        ring.center = (round(w * 0.70), round(h * 0.54))
        surface.blit(ring_mat(ring.size, s), ring)
        cw = round(150 * s)
        spots = ((-0.28, -0.18, 14), (0.02, -0.24, -4), (0.28, -0.12, -15), (-0.06, 0.16, 7))
        for i, card in enumerate(self.cards):
            dx, dy, angle = spots[i % len(spots)]
            bob = math.sin(self.time * 1.4 + i * 1.7) * 4 * s
            face = page_face(card, cw)
            img = turned(face, angle, ("menu", card.id, cw))
            r = img.get_rect(center=(ring.centerx + dx * ring.w, ring.centery + dy * ring.h + bob))
            surface.blit(shadow(img, ("menu_s", card.id, cw, angle), 130),
                         r.move(round(6 * s), round(9 * s)))
            surface.blit(img, r)
        back = turned(card_back(cw), -22, ("menu_back", cw))
        r = back.get_rect(center=(ring.centerx + 0.3 * ring.w, ring.centery + 0.3 * ring.h))
        surface.blit(shadow(back, ("menu_back_s", cw), 130), r.move(round(6 * s), round(9 * s)))
        surface.blit(back, r)
        # title
        x = round(w * 0.08)
        W.draw_text(surface, "RINGSIDE", round(120 * s), W.ACCENT, True, True,
                    bottomleft=(x - round(4 * s), round(h * 0.27)))
        W.draw_text(surface, "a wrestling card game", round(30 * s), pal.TEXT, True, True,
                    topleft=(x, round(h * 0.27) + round(4 * s)))
        pygame.draw.line(surface, W.SEAT_COLOURS[0], (x, round(h * 0.27) + round(44 * s)),
                         (x + round(170 * s), round(h * 0.27) + round(44 * s)), max(2, round(4 * s)))
        pygame.draw.line(surface, W.SEAT_COLOURS[1],
                         (x + round(190 * s), round(h * 0.27) + round(44 * s)),
                         (x + round(360 * s), round(h * 0.27) + round(44 * s)), max(2, round(4 * s)))
        focus = self.focus.current(self.buttons)
        for b in self.buttons:
            b.draw(surface, focused=b is focus)
        hint = "Mouse or keyboard: Up / Down or Tab to choose, Enter to confirm, Esc to quit"
        W.draw_text(surface, hint, round(18 * s), W.MUTED, bottomleft=(x, h - round(20 * s)))
