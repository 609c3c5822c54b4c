"""Hooks for overlays on the table (a tutorial, a take-back button): the model names the table's
parts where they are drawn (rect_of), and a listener hears every played command with its events,
whoever played it, in the match and the replay viewer alike."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import click, frame, setup_of

from game.match import commands as C
from game.match import Match
from game.match import fork
from game.store.match_file import save_match
from game.lab.simulate import play_out, random_setup
from scenes.app import App, Settings


@pytest.fixture(scope="module")
def app():
    return App((1280, 720), settings=Settings(ai_speed="fast"))


def human_turn(app, scene, limit: int = 300) -> None:
    """On to a turn of the human's (seat 0) with nothing to answer."""
    for _ in range(limit):
        frame(app)
        scene.presenter.finish()
        if scene.model.acting_human() == 0 and scene.state.pending is not None:
            scene.send(C.Allow(0))
            continue
        if scene.model.acting_human() == 0 and not scene.presenter.busy and scene.slots \
                and scene.state.pending is None and scene.model.tapout_due() is None:
            return
    raise AssertionError("no human turn")


def test_every_named_part_is_where_it_is_drawn(app):
    scene = app.reset("match", setup_of(5, ("human", "greedy")))
    human_turn(app, scene)
    m = scene.model
    L = scene.L
    for name in ("top", "far_panel", "near_panel", "far_moves", "near_moves", "far_hand",
                 "stage", "hand", "log", "buttons"):
        assert m.rect_of(name) == getattr(L, name), name
    assert m.rect_of("button:pass") == scene.buttons["pass"].rect
    assert m.rect_of("button:pin") == scene.buttons["pin"].rect
    assert m.rect_of("hand:0") == scene.slots[0].rect
    assert m.rect_of("spot") == scene.spot_rect() and m.rect_of("log_box") == scene.log_box()
    assert m.rect_of("hand:99") is None and m.rect_of("nothing") is None
    near = scene.model.near()
    assert m.rect_of(f"move:{near}:0") == next(r for s, i, r in scene.move_rects
                                               if (s, i) == (near, 0))
    assert all(isinstance(r, pygame.Rect) for r in m.parts.values())
    side = scene.state.sides[0]  # the tap-out chooser names its cards
    side.injury_due, side.injury_causes[:] = 1, ["squash"]
    scene.refresh()
    frame(app)
    assert scene.choice_rects
    for k, rect in scene.choice_rects:
        assert m.rect_of(f"choice:{k}") == rect
    side.injury_due, side.injury_causes[:] = 0, []
    scene.refresh()
    frame(app)
    assert not [n for n in m.parts if n.startswith("choice:")]


def test_a_listener_hears_the_commands_and_the_notices(app):
    scene = app.reset("match", setup_of(5, ("human", "greedy")))
    heard, told = [], []
    scene.model.on_command.append(lambda cmd, events: heard.append((cmd, events)))
    scene.model.on_notice.append(lambda words, kind, seconds: told.append(kind))
    human_turn(app, scene)
    heard.clear()
    click(app, scene.model.rect_of("button:pass").center)
    frame(app)
    cmd, events = heard[0]
    assert cmd == C.Pass(0) and events and scene.match.log[-1].command == cmd
    for _ in range(200):  # the AI's commands are heard too
        frame(app)
        scene.presenter.finish()
        if any(c.seat == 1 for c, _ in heard):
            break
    assert any(c.seat == 1 for c, _ in heard)


def test_the_replay_names_its_parts_too(app, tmp_path):
    m = play_out(Match(random_setup(app.cat, 23, "showdown", "greedy", "greedy"), app.cat), 23)
    path = save_match(m, tmp_path, "parts-23")
    scene = app.reset("replay", path)
    frame(app)
    assert scene.model.rect_of("stage") == scene.L.stage
    assert scene.model.rect_of("button:play") == scene.buttons["play"].rect


@pytest.mark.slow
def test_a_take_back_rewinds_the_table_to_an_earlier_match(app):
    scene = app.reset("match", setup_of(5, ("human", "greedy")))
    human_turn(app, scene)
    scene.send(C.Pass(0))
    for _ in range(100):  # the AI answers
        frame(app)
        scene.presenter.finish()
        if scene.model.acting_human() == 0:
            break
    log = list(scene.match.log)
    back = fork(scene.match, len(log) - 2)
    scene.rewind(back)
    frame(app)
    assert scene.match is back and scene.state is back.state and scene.model.source is back
    fresh = app.make("match", scene.setup, match=back)
    fresh.presenter.finish()  # (a match at its bell shows its entrance first: the log follows)
    fresh.release_log()
    assert [ln.text for ln in scene.logview.lines] == [ln.text for ln in fresh.logview.lines]
    assert scene.model.hp_shown == [float(s.hp) for s in back.state.sides]
    for _ in range(200):  # and play goes on from there
        frame(app)
        scene.presenter.finish()
        if scene.model.acting_human() == 0 and scene.state.pending is None:
            scene.send(C.Pass(0))
        if len(scene.match.log) > len(log):
            break
    assert len(back.log) > len(log) - 2
