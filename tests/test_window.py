"""The game window: pygame-ce's Window with high-DPI on, sized in logical pixels, drawn at the
screen's full resolution, with mouse positions brought into screen pixels."""
from __future__ import annotations

import warnings

import pygame
import scene_helpers  # noqa: F401  (dummy SDL drivers, temporary folders)

from scenes.app import MIN_SIZE, App, Settings, to_pixels
from scenes.ui.base import Scene


class Recorder(Scene):
    """A scene that keeps every event it is given."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.events: list = []

    def handle(self, event) -> None:
        self.events.append(event)


def test_the_window_opens_without_deprecated_calls():
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        app = App((1280, 720), settings=Settings())
    assert isinstance(app.window, pygame.Window)
    assert tuple(app.window.size) == (1280, 720) and app.screen.get_size() == (1280, 720)
    assert tuple(app.window.minimum_size) == MIN_SIZE
    assert app.density == 1.0  # the dummy screen has one pixel per logical pixel


def test_mouse_positions_become_screen_pixels_on_a_dense_screen(monkeypatch):
    app = App((1280, 720), settings=Settings())
    scene = app.stack.reset(Recorder(app))
    monkeypatch.setattr(App, "density", property(lambda self: 2.0))
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 51), rel=(3, -2),
                                   buttons=(0, 0, 0)))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(639, 359), button=1))
    app.process(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p",
                                   scancode=0))
    motion, press, key = scene.events
    assert motion.pos == (200, 102) and motion.rel == (6, -4) and motion.buttons == (0, 0, 0)
    assert press.pos == (1278, 718) and press.button == 1
    assert key.key == pygame.K_p


def test_to_pixels_leaves_plain_screens_and_other_events_alone():
    event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(7, 9), button=3)
    assert to_pixels(event, 1.0) is event
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    assert to_pixels(wheel, 2.0) is wheel
    assert to_pixels(event, 1.5).pos == (10, 13)


def test_window_size_and_fullscreen_from_the_settings():
    app = App((1280, 720), settings=Settings())
    scene = app.stack.reset(Recorder(app))
    app.settings = Settings(window="1600x900")
    app.apply_window()
    assert tuple(app.window.size) == (1600, 900) and app.size == (1600, 900)
    assert scene.size == (1600, 900)
    app.settings = Settings(window="fullscreen")
    app.apply_window()
    assert app.fullscreen and app.size == app.screen.get_size()
    app.settings = Settings(window="1280x720")
    app.apply_window()
    assert not app.fullscreen and app.size == (1280, 720) and scene.size == (1280, 720)


def test_a_bigger_window_that_would_hang_off_the_screen_is_centred(monkeypatch):
    """Play-test, session 39: 1920 x 1080 from Settings kept the old top-left corner, half off
    a 1080p screen."""
    app = App((1280, 720), settings=Settings())
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app.window.position = (300, 200)
    app.settings = Settings(window="1600x900")
    app.apply_window()
    assert tuple(app.window.position) != (300, 200)  # moved: 300 + 1600 > 1920
    app.settings = Settings(window="1280x720")
    app.window.position = (300, 200)
    app.apply_window()
    assert tuple(app.window.position) == (300, 200)  # it fits where it is: left alone


def test_settings_show_the_size_the_window_was_dragged_to():
    from scenes.menus.settings import DRAGGED, SettingsScene
    app = App((1280, 720), settings=Settings())
    assert SettingsScene(app).window.value == "1280x720"
    app.resize((1000, 700))  # the player drags the window's edge
    scene = app.push("settings")  # as the menu opens it (its enter() shows the values again)
    assert isinstance(scene, SettingsScene)
    assert scene.window.value == DRAGGED and "1000 \u00d7 700" in dict(scene.window.options)[DRAGGED]
    scene.window.step(1)  # Right: on to a size of the settings', never back to the dragged one
    assert scene.window.value != DRAGGED


def test_missing_card_files_say_so_before_any_window_opens(monkeypatch, capsys):
    from game.library import cards as library
    from scenes import app as app_module

    def gone(name):
        raise ModuleNotFoundError(f"No module named {name!r}")
    opened = []
    monkeypatch.setattr(library.resources, "files", gone)
    monkeypatch.setattr(app_module, "open_window", lambda *a: opened.append(a))
    assert app_module.run_game((1280, 720)) == 2
    err = capsys.readouterr().err
    assert "not installed" in err and "reinstall Ringside" in err and "mistake" not in err
    assert opened == []


def test_the_crash_message_is_drawn_in_the_games_window(monkeypatch):
    from scenes import crash
    app = App((1280, 720), settings=Settings())
    calls = []

    def events():
        calls.append(1)
        return [] if len(calls) == 1 else [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)]
    monkeypatch.setattr(pygame.event, "get", events)
    crash.show_message(["Sorry - Ringside ran into a problem."], app.window)
    assert len(calls) == 2  # one frame drawn, then the key closed it
    screen = app.window.get_surface()
    assert screen.get_at((5, 5))[:3] == (14, 16, 26)
    row = [screen.get_at((x, 360 - 60 + 12))[:3] for x in range(0, 1280, 2)]
    assert any(c != (14, 16, 26) for c in row)  # the words are on it
