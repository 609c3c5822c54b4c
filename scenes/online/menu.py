"""Play Online: host a match for a friend, or join one."""
from __future__ import annotations

import pygame

from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.base import Scene


class OnlineScene(Scene):
    """Play a friend online: host a match, or join one."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.host_btn = W.Button("Host a match", lambda: app.replace("online_host"),
                                 sub="choose the match; give your friend an address or code",
                                 primary=True, hotkey="H")
        self.join_btn = W.Button("Join a match", lambda: app.replace("online_join"),
                                 sub="type the address or code your friend gives you",
                                 hotkey="J")
        self.back_btn = W.Button("Back", lambda: app.replace("menu"), hotkey="Esc")
        self.items = [self.host_btn, self.join_btn, self.back_btn]
        self.focus = W.Focus()
        self.focus.index = 0
        self.s = 1.0

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.s = W.ui_scale(size)
        bw, bh = round(520 * s), round(70 * s)
        for i, b in enumerate(self.items):
            b.rect = pygame.Rect(0, 0, bw, bh if i < 2 else round(54 * s))
            b.rect.midtop = (size[0] // 2, round(250 * s) + i * (bh + round(18 * s)))
            b.size = round(26 * s)

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.items:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back_btn.activate()
            elif event.key == pygame.K_h:
                self.host_btn.activate()
            elif event.key == pygame.K_j:
                self.join_btn.activate()
            else:
                self.focus.key(event, self.items)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "Play a Friend Online", round(50 * s), W.ACCENT, True, True,
                    midtop=(w // 2, round(60 * s)))
        for i, line in enumerate((
                "One of you hosts, the other joins. The host's game decides the match; the "
                "guest sees only what its seat may see.",
                "On the same network, give the address or the join code. Across the internet, "
                "the host forwards its port on the router.")):
            W.draw_text(surface, line, round(19 * s), W.MUTED, max_w=w - round(80 * s),
                        midtop=(w // 2, round(130 * s) + i * round(28 * s)))
        focus = self.focus.current(self.items)
        for b in self.items:
            b.draw(surface, focused=b is focus)
