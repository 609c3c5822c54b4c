"""A game controller drives the screens through the keyboard's focus system (simulated
controller events): the D-pad moves the focus, A chooses, B goes back. (A whole match from the
title with the controller alone is not tested yet: see issue 32, item 4.)"""
from __future__ import annotations

import pygame

from scene_helpers import DT, frame  # noqa: F401 (dummy SDL drivers first)

from scenes.app import App
from scenes.routes import is_scene
from scenes.ui.gamepad import Gamepads, glyph
from scenes.ui.prefs import Settings


def press(app, button) -> None:
    app.process(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0))
    app.process(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0))


def test_buttons_and_the_stick_are_keys():
    pads = Gamepads()
    (a,) = pads.keys_for(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                            button=pygame.CONTROLLER_BUTTON_A))
    assert a.type == pygame.KEYDOWN and a.key == pygame.K_RETURN and pads.used
    (lb,) = pads.keys_for(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                             button=pygame.CONTROLLER_BUTTON_LEFTSHOULDER))
    assert lb.key == pygame.K_TAB and lb.mod & pygame.KMOD_SHIFT
    stick = lambda v: pads.keys_for(pygame.event.Event(  # noqa: E731
        pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTY, value=v, instance_id=0))
    (down,) = stick(30000)
    assert down.key == pygame.K_DOWN
    assert stick(31000) == []  # still leaning: one press, not a stream
    assert stick(0) == []
    (up,) = stick(-30000)
    assert up.key == pygame.K_UP
    assert glyph("Enter") == "A" and glyph("Esc") == "B" and glyph("N") == "N"


def test_hot_plug_of_an_unknown_device_is_harmless(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    app = App((1280, 720), settings=Settings())
    app.reset("menu")
    app.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=99))
    app.process(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=99))
    assert app.gamepads.pads == {}


def test_the_controller_moves_the_focus_opens_settings_and_goes_back(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    app = App((1280, 720), settings=Settings())
    menu = app.reset("menu")
    frame(app)
    items = menu.buttons
    settings = next(i for i, b in enumerate(items) if getattr(b, "label", "") == "Settings")
    for _ in range(40):
        if menu.focus.index == settings:
            break
        press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert menu.focus.index == settings
    press(app, pygame.CONTROLLER_BUTTON_A)
    assert is_scene(app.stack.top, "settings")
    press(app, pygame.CONTROLLER_BUTTON_B)
    assert is_scene(app.stack.top, "menu")

