"""Settings: the file round-trips, unknown fields are kept (not used), a damaged file gives
defaults and a toast (never a crash), the settings scene works from the keyboard and applies
changes live, and the game runs when the mixer can't start."""
from __future__ import annotations

import json

import pygame
import pytest
from scene_helpers import frame, key, setup_of

from game.match import events as E
from scenes.ui import prefs
from scenes.app import App, Settings
from scenes.match.presenter import Presenter
from scenes.routes import is_scene


@pytest.fixture()
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path / "cfg"))
    return tmp_path / "cfg" / "settings.json"


def test_round_trip(config):
    s = Settings(master_volume=0.3, effects_volume=0.5, mute=True, reduced_motion=True,
                 text_size="large", window="1600x900", ai_speed="slow")
    s.auto_counter["weapon"] = "auto"
    assert prefs.save_settings(s) is None
    assert config.exists()
    back, problem = prefs.load_settings()
    assert problem is None
    assert back == s
    assert back.volume == 0.0 and back.text_scale == 1.2 and back.window_size() == (1600, 900)


def test_unknown_fields_ignored_and_bad_values_default(config):
    config.parent.mkdir(parents=True)
    config.write_text(json.dumps({"mute": True, "from_the_future": [1, 2],
                                  "text_size": "gigantic",
                                  "auto_counter": {"in_close": "auto", "nonsense": "auto",
                                                   "weapon": "sometimes"}}))
    s, problem = prefs.load_settings()
    assert s.mute is True
    assert s.text_size == "normal"  # the bad value alone fell back
    assert s.auto_counter["in_close"] == "auto" and s.auto_counter["weapon"] == "ask"
    assert "nonsense" not in s.auto_counter
    assert problem and "text_size" in problem


@pytest.mark.parametrize("raw", [b"{not json", b"\xff\xfe\x00", b"[1, 2, 3]", b""])
def test_damaged_file_gives_defaults_and_a_toast(config, raw):
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_bytes(raw)
    s, problem = prefs.load_settings()
    assert s == Settings()
    if raw:
        assert problem
        config.write_bytes(raw)  # (the first read kept it aside as settings.json.damaged)
        app = App((1280, 720))  # settings read from the damaged file: no crash
        assert app.settings == Settings()
        assert "default" in app.toasts.latest().lower()


def test_settings_scene_keyboard_and_live(config):
    app = App((1280, 720), settings=Settings())
    scene = app.reset("settings")
    frame(app)
    assert scene.focus.index == 0  # the focus ring starts on master volume
    key(app, pygame.K_LEFT)  # 80% -> 70%
    assert app.settings.master_volume == pytest.approx(0.7)
    assert app.sounds.volume == pytest.approx(0.7 * 0.8)
    for _ in range(3):
        key(app, pygame.K_TAB)  # effects, mute, reduced motion
    assert scene.focus.current(scene.items) is scene.motion
    key(app, pygame.K_RETURN)
    assert app.settings.reduced_motion is True
    key(app, pygame.K_DOWN)  # text size
    key(app, pygame.K_RIGHT)
    assert app.settings.text_size == "large" and app.text_scale == 1.2
    key(app, pygame.K_DOWN)  # window
    key(app, pygame.K_RIGHT)
    assert app.settings.window == "1600x900"
    assert app.size == (1600, 900)
    key(app, pygame.K_LEFT)
    assert app.size == (1280, 720)
    frame(app)
    saved, problem = prefs.load_settings()
    assert problem is None and saved.reduced_motion and saved.text_size == "large"
    key(app, pygame.K_DOWN)  # AI speed
    key(app, pygame.K_DOWN)  # commentary: on by default, Enter turns it off
    assert scene.focus.current(scene.items) is scene.talk
    key(app, pygame.K_RETURN)
    assert app.settings.commentary is False and prefs.load_settings()[0].commentary is False
    key(app, pygame.K_ESCAPE)  # back: to the menu when it was the only scene
    assert not is_scene(app.stack.top, "settings")


def test_a_new_window_size_keeps_the_pointer_on_the_window_control(config, monkeypatch):
    """Play-test, session 44: a click on Window's arrow resized the screen under the pointer, so
    the next click landed on another setting. The pointer goes back onto the same spot of the
    Window control, and a second click there steps the window size again."""
    from scene_helpers import click
    moved = []
    monkeypatch.setattr(pygame.mouse, "set_pos", lambda *pos: moved.append(tuple(
        pos[0] if len(pos) == 1 else pos)))
    app = App((1280, 720), settings=Settings())
    scene = app.reset("settings")
    frame(app)
    before = dict(app.settings.model_dump())
    r = pygame.Rect(scene.window.rect)
    spot = (r.right - 6, r.centery)
    click(app, spot)
    assert app.size == (1600, 900) and len(moved) == 1
    now = scene.window.rect
    assert now != r and now.collidepoint(moved[0])
    assert abs((moved[0][0] - now.x) / now.w - (spot[0] - r.x) / r.w) < 0.02
    click(app, moved[0])  # the same control again: the next size, nothing else changed
    assert app.settings.window == "1920x1080"
    after = dict(app.settings.model_dump())
    assert {k for k in after if after[k] != before[k]} == {"window"}
    click(app, (5, 5))  # a click off it: nothing moves the pointer
    key(app, pygame.K_LEFT)  # nor a change from the keyboard away from it
    assert len(moved) == 2


def test_reduced_motion_and_text_size_reach_the_match(config):
    app = App((1280, 720), settings=Settings(reduced_motion=True, text_size="large",
                                             ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    frame(app)
    assert scene.presenter.reduced_motion and scene.text_scale == 1.2
    p = Presenter(None, 1.0, reduced_motion=True)
    p.present([E.MoveCardTapped(0, 0, "injury"),
               E.MoveConnected(0, 1, "in_close", "head", 9, ("finisher",), ())], scene.state)
    kinds = {c.kind for c in p.cues}
    assert not kinds & {"tap", "shake", "screen", "slide"}
    assert "flash" in kinds and "banner" in kinds
    # the tapped card is simply drawn turned
    from game.match.apply import apply_in_place
    apply_in_place(scene.state, E.InjuryTaken(0, "test"))
    scene.send(scene.match.legal(0)[0])
    assert scene.move_angles(0)[scene.match.log[-1].command.card] == 90


def test_commentary_off_in_settings_silences_the_booth_live(config):
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    frame(app)
    assert scene.presenter.commentary is not None
    assert [c for c in scene.presenter.cues if c.kind == "say"]  # the bell is called
    app.settings.commentary = False
    app.apply_settings()
    assert scene.presenter.commentary is None
    app.settings.commentary = True
    app.apply_settings()
    assert scene.presenter.commentary is not None


@pytest.mark.slow
def test_game_runs_when_the_mixer_fails(monkeypatch, config):
    def boom(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", boom)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    assert app.sounds.ok is False and "no audio device" in app.sounds.problem
    scene = app.reset("match", setup_of(5, ("greedy", "greedy")))
    for _ in range(60):
        frame(app, 0.2)
    assert len(scene.match.log) > 3
    assert app.sounds.played  # cues were asked for, silently


def test_a_larger_text_size_for_big_screens(config):
    """Beyond Large (x1.2): Larger (x1.4), chosen on Settings, reaches the match and draws."""
    app = App((1920, 1080), settings=Settings())
    scene = app.reset("settings")
    scene.text.set_value("large")
    scene.text.key(pygame.K_RIGHT)
    assert app.settings.text_size == "larger" and app.text_scale == 1.4
    table = app.reset("match", setup_of(3, ("human", "greedy")))
    for _ in range(3):
        frame(app)
    assert table.text_scale == 1.4
    saved, problem = prefs.load_settings()
    assert problem is None and saved.text_size == "larger"


def test_show_speed_is_saved_and_reaches_the_match_live(config):
    s = Settings(show_speed="instant")
    assert prefs.save_settings(s) is None and prefs.load_settings()[0].show_speed == "instant"
    bad, problem = prefs.parse_settings({"show_speed": "ludicrous", "mute": True})
    assert bad.show_speed == "full" and bad.mute and "show_speed" in problem
    app = App((1280, 720), settings=Settings(ai_speed="normal"))
    scene = app.reset("settings")
    while scene.focus.current(scene.items) is not scene.show:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    assert app.settings.show_speed == "fast" and prefs.load_settings()[0].show_speed == "fast"
    match = app.reset("match", setup_of(3, ("human", "greedy")))
    frame(app)
    assert match.presenter.speed == pytest.approx(0.5)
    app.settings.show_speed = "instant"
    app.apply_settings(window=False)
    assert match.presenter.instant


def test_space_skips_the_show_and_the_ai_waits_for_all_of_it(config):
    app = App((1280, 720), settings=Settings(ai_speed="normal"))
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    frame(app)
    assert scene.presenter.showing  # the entrance
    before = len(scene.match.log)
    for _ in range(90):  # past the second input waits, but the entrance still plays
        app.update(1 / 60)
    assert not scene.presenter.busy
    assert scene.presenter.showing and len(scene.match.log) == before
    app.process(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert not scene.presenter.showing and not scene.presenter.busy


def test_the_crowd_hums_at_the_table_and_stops_off_it(config):
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    levels = []
    app.sounds.ambience = lambda level: levels.append(level) or setattr(app.sounds, "hum", level)
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    for _ in range(120):
        app.update(1 / 60)
    assert levels and max(levels) > 0 and scene.hum > 0
    app.reset("menu")
    assert levels[-1] == 0.0


def test_the_crowd_hum_follows_the_volume_and_mute(config):
    app = App((1280, 720), settings=Settings(master_volume=1.0, effects_volume=0.5))
    s = app.sounds
    if s.hum_channel is None or "crowd_ambience" not in s.bank:
        pytest.skip("no mixer here")
    s.ambience(0.4)
    assert s.hum_channel.get_busy() and s.hum_channel.get_volume() == pytest.approx(0.2, abs=0.01)
    app.settings.mute = True
    app.apply_settings(window=False)
    assert not s.hum_channel.get_busy()  # Mute silences the crowd too
    app.settings.mute = False
    app.apply_settings(window=False)
    assert s.hum_channel.get_busy()
    s.ambience(0.0)
    assert not s.hum_channel.get_busy()
