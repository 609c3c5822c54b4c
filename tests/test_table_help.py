"""Keyword help and readable hovering on the table (issue 16)."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)

import pygame
import pytest

from scenes.app import App, Settings
from scenes.match import MatchScene
from scene_helpers import frame, setup_of
from sprites.panel import panel_spots


@pytest.fixture(scope="module", params=[(1280, 720), (1920, 1080)])
def scene(request):
    app = App(request.param, settings=Settings(ai_speed="fast"))
    sc = app.stack.reset(MatchScene(app, setup_of(5, ("human", "greedy"), "normal")))
    frame(app)
    for _ in range(400):
        m = sc.match
        if m.actor() == 0 and not m.state.pending and sc.tapout_due() is None \
                and not sc.presenter.busy:
            sc.refresh()
            break
        if m.actor() == 0 and (m.state.pending or sc.tapout_due() == 0):
            sc.presenter.finish()
            sc.send(m.legal(0)[0])
        frame(app, draw=False)
    sc.test_app = app
    return sc


def hover(scene, pos):
    scene.test_app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                              buttons=(0, 0, 0)))
    frame(scene.test_app)


def test_hovering_a_momentum_icon_or_chip_explains_it(scene):
    panel = scene.panel_rect(0)
    spots = panel_spots(scene.panel_data(0), panel.size, scene.L.s)
    words = {w for _, w in spots}
    assert {"agility", "attitude", "warnings", "crowd"} <= words
    for rect, word in spots:
        hover(scene, rect.move(panel.topleft).center)
        assert scene.hover[:2] == ("keyword", word)


def test_hand_cards_do_not_hide_each_others_names_up_to_a_big_hand(scene):
    side = scene.match.state.sides[0]
    for extra in range(0, 4):  # 5 to 8 pages
        while len(side.hand) < 5 + extra and side.playbook:
            side.hand.append(side.playbook.pop(0))
        scene.refresh()
        rects = [sl.rect for sl in scene.slots]
        if len(rects) <= 7:
            for a, b in zip(rects, rects[1:]):
                assert a.right <= b.left, (len(rects), a, b)
        frame(scene.test_app)


def test_the_hovered_hand_card_is_lifted_big_over_the_stage(scene):
    slot = scene.slots[0]
    hover(scene, slot.rect.center)
    assert scene.hover == ("hand", 0)
    lifted = scene.lifted_rect(slot)
    assert lifted.w >= round(slot.rect.w * 1.5) and lifted.top < scene.L.hand.top
