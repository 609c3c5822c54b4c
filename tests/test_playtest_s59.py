"""Session 59's table fixes (docs/DECISIONS.md "Session 59")."""
from __future__ import annotations

import pygame
import pytest


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_setup_tooltip_stands_under_its_control(size):
    """A setup option's tooltip stood above the pointer over the selector above it (session
    58's play-test): it stands under the hovered control, never over it, on screen."""
    from scene_helpers import frame
    from scenes.app import App
    from scenes.menus import setup as SU
    app = App(size)
    sc = app.reset("setup")
    frame(app)
    drawn = []
    real = SU.W.draw_tooltip

    def spy(surface, anchor, lines, *a, **k):
        drawn.append((k.get("under"), real(surface, anchor, lines, *a, **k)))
        return drawn[-1][1]
    SU.W.draw_tooltip = spy
    try:
        widgets = [sc.controller_w[1], sc.type_w, sc.turn_w, sc.speed_w, sc.ooh_w,
                   sc.interview_w]
        for wdg in widgets:
            drawn.clear()
            app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=wdg.rect.center, rel=(0, 0),
                                           buttons=(0, 0, 0)))
            frame(app)
            assert drawn, wdg
            under, rect = drawn[-1]
            assert under == wdg.rect and not rect.colliderect(wdg.rect), (wdg.rect, rect)
            assert app.screen.get_rect().contains(rect)
    finally:
        SU.W.draw_tooltip = real
        app.stack.scenes.clear()


def test_a_tooltip_under_a_control_at_the_foot_goes_above_it():
    from scenes.ui import widgets as W
    surface = pygame.Surface((800, 400))
    control = pygame.Rect(100, 360, 300, 30)
    rect = W.draw_tooltip(surface, control.center, [("Some words to read.", W.INK)],
                          under=control)
    assert rect.bottom <= control.top
    control = pygame.Rect(600, 100, 190, 30)
    rect = W.draw_tooltip(surface, control.center, [("Some words to read.", W.INK)],
                          under=control)
    assert rect.top >= control.bottom and rect.right <= 800
