"""Each crash and lost-progress bug the player explorer found, reproduced directly."""
from __future__ import annotations

import os

import scene_helpers as H  # noqa: F401  (dummy SDL drivers, temp folders)
import pygame
import pytest

from scenes.app import App, Settings


@pytest.fixture()
def app(tmp_path):
    os.environ["RINGSIDE_SAVE_DIR"] = str(tmp_path / "saves")
    os.environ["RINGSIDE_CONFIG_DIR"] = str(tmp_path / "config")
    return App((1280, 720), settings=Settings(ai_speed="fast", tutorial_offered=True))


def played_scene(app):
    """A pass-and-play table where seat 0 has just played a page (it lies in the ring)."""
    app.push("menu")
    app.replace("match", H.setup_of(5))
    scene = app.stack.top
    H.frame(app)
    for _ in range(40):
        if app.stack.top is not scene:  # the curtain: take the screen
            H.key(app, pygame.K_RETURN)
        H.frame(app)
    seat = scene.match.actor()
    pages = [c for c in scene.match.legal(seat) if type(c).__name__ == "PlayPage"]
    scene.model.play(pages[0])
    for _ in range(3):
        H.frame(app)
    return scene


def test_resting_on_the_card_in_the_ring_draws_its_tip(app):
    scene = played_scene(app)
    assert scene.presenter.spot is not None
    while app.stack.top is not scene:
        H.key(app, pygame.K_RETURN)
        H.frame(app)
    spot = scene.spot_rect().center
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(20):  # the pointer rests on the card lying in the ring
        H.frame(app)
    assert scene.hover is not None and scene.hover[0] == "spot"
