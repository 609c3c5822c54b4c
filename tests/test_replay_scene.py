"""The replay viewer: opens a save, steps forward and back to the right turn, scrubs, plays, the
inspector works on its log, and a damaged file shows its one-line reason."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import click, frame, key

from game.library.catalog import Catalog
from game.library import load_library
from game.match import Match
from game.store.match_file import save_match
from game.lab.simulate import play_out, random_setup
from scenes.app import App, Settings
from scenes.match.replay import ReplayScene
from scenes.routes import is_scene


@pytest.fixture(scope="module")
def app():
    return App((1280, 720), settings=Settings(ai_speed="fast"))


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    cat = Catalog(load_library())
    match = play_out(Match(random_setup(cat, 30, "showdown", "greedy", "greedy"), cat), 30)  # edition 9
    assert len(match.log) > 30, "the replay tests need a long match"
    path = save_match(match, tmp_path_factory.mktemp("replays"), "replay-23")
    return path, match


def test_steps_forward_and_back_to_the_right_turn(app, saved):
    path, match = saved
    scene = app.reset("replay", path)
    frame(app)
    assert scene.error is None and scene.cursor.length == len(match.log)
    start = scene.cursor.index
    # replay the same log by hand to know each entry's turn
    check = Match(match.setup, match.cat, start=False)
    turns = [check.state.turn]
    for entry in match.log:
        check.play(entry.command)
        turns.append(check.state.turn)
    for _ in range(12):
        key(app, pygame.K_RIGHT)
        frame(app)
    assert scene.cursor.index == start + 12
    assert scene.state.turn == turns[start + 12]
    assert scene.state.sides[0].hp == scene.cursor.states[start + 12].sides[0].hp
    assert len(scene.logview.lines) == sum(len(x) for x in scene.entry_lines[:start + 12])
    for _ in range(5):
        key(app, pygame.K_LEFT)
    frame(app)
    assert scene.cursor.index == start + 7 and scene.state.turn == turns[start + 7]
    key(app, pygame.K_END)
    assert scene.state.over is not None and scene.state.turn == match.state.turn
    key(app, pygame.K_HOME)
    assert scene.cursor.index == 0 and scene.state.actions == 0
    # the scrub bar: halfway along jumps to halfway through the log
    frame(app)
    r = scene.scrub
    click(app, (r.x + r.w // 2, r.centery))
    assert abs(scene.cursor.index - scene.cursor.length // 2) <= 1
    assert scene.state.turn == turns[scene.cursor.index]


def test_play_pause_and_speed(app, saved):
    path, _ = saved
    scene = app.reset("replay", path)
    frame(app)
    before = scene.cursor.index
    key(app, pygame.K_PLUS)
    key(app, pygame.K_PLUS)
    assert scene.speed_factor == 4.0
    key(app, pygame.K_SPACE)
    assert scene.playing
    for _ in range(30):
        frame(app, 0.1)
    assert scene.cursor.index > before + 2
    key(app, pygame.K_SPACE)
    at = scene.cursor.index
    for _ in range(10):
        frame(app, 0.1)
    assert scene.cursor.index == at and not scene.playing


def test_inspector_in_the_replay(app, saved):
    path, match = saved
    scene = app.reset("replay", path)
    key(app, pygame.K_END)
    frame(app)
    key(app, pygame.K_i)
    top = app.stack.top
    assert is_scene(top, "inspector")
    frame(app)
    assert top.explanation is not None
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_damaged_save_shows_its_reason(app, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "ringside-save", "version": 1')
    scene = app.reset("replay", bad)
    frame(app)
    assert scene.error and "\n" not in scene.error and "bad.json" in scene.error
    missing = ReplayScene(app, tmp_path / "nope.json")
    assert missing.error
    key(app, pygame.K_ESCAPE)  # back to the menu
    assert not is_scene(app.stack.top, "replay")


def test_the_play_button_says_replay_once_the_end_is_reached(app, saved):
    """Played to its end, the replay's button still read "Pause" (session 72's play-test): at
    the end it says Replay, as it does when the end is jumped to."""
    path, match = saved
    scene = app.reset("replay", path)
    frame(app)
    scene.seek(scene.cursor.length - 1)
    key(app, pygame.K_SPACE)
    assert scene.playing and scene.buttons["play"].label == "Pause"
    for _ in range(2000):
        frame(app, 1 / 30)
        if not scene.playing:
            break
    assert scene.cursor.at_end and not scene.playing
    assert scene.buttons["play"].label == "Replay"


def test_plus_and_minus_stop_at_the_fastest_and_slowest(app, saved):
    """'+' three times from 1x came round to 0.5x (session 77's play-test): the keys stop at
    either end; the Speed button still goes round."""
    path, _ = saved
    scene = app.reset("replay", path)
    frame(app)
    for _ in range(5):
        key(app, pygame.K_PLUS)
    assert scene.speed_factor == 4.0
    for _ in range(5):
        key(app, pygame.K_MINUS)
    assert scene.speed_factor == 0.5
    key(app, pygame.K_PLUS)
    assert scene.speed_factor == 1.0
    scene.buttons["speed"].on_click()
    scene.buttons["speed"].on_click()
    scene.buttons["speed"].on_click()
    assert scene.speed_factor == 0.5  # (the button: 1x, 2x, 4x, round to 0.5x)
