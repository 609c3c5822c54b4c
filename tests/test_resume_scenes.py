"""Save & Quit, then Continue, as a player does it (issue 25, item 3): an exhibition match and a
season match come back at the turn they were left, with every hand page where it was (keys 1-5
point at the same pages), and a season match is not started again from the bell."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from test_season_scenes import button, frame, key, start_season

from game.ai import choose
from game.match import Dice, play_out
from scenes.app import App, Settings
from scenes.routes import is_scene
from scene_helpers import setup_of, to_results


@pytest.fixture()
def app(tmp_path):
    os.environ["RINGSIDE_SAVE_DIR"] = str(tmp_path / "saves")
    a = App((1280, 720), settings=Settings(ai_speed="fast"))
    yield a
    a.stack.scenes.clear()


def _play_until_the_order_moves(app, table, seat: int = 0) -> list:
    """Play the person's seat (as the greedy AI would) until the hand's shown order is not the order the
    pages were drawn in, so a table that forgot it would number them differently."""
    plays, dice = 0, Dice(11, 1000 + seat)
    for _ in range(3000):
        m = table.match
        table.presenter.finish()
        frame(app, draw=False)
        if m.actor() is None:
            break
        if m.actor() != seat or table.presenter.busy:
            continue
        shown = table.model.shown_order(seat)
        if plays >= 3 and not m.state.pending and table.model.tapout_due() is None and \
                shown != list(m.state.sides[seat].hand):
            return shown
        table.send(choose("greedy", m.state, seat, dice))
        plays += 1
    raise AssertionError("the hand's order never moved from the order it was drawn in")


def _save_and_quit(app, table) -> None:
    """Esc, then Save & Quit on the pause menu."""
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert is_scene(pause, "pause")
    pause.quit_to_menu()
    assert is_scene(app.stack.top, "menu")
    frame(app)


def test_an_exhibition_match_continues_with_the_hand_in_its_order(app):
    table = app.reset("match", setup_of(5, ("human", "greedy"), "normal"))
    frame(app)
    before = _play_until_the_order_moves(app, table)
    turn, log = table.match.state.turn, [e.command for e in table.match.log]
    _save_and_quit(app, table)
    app.stack.top.continue_newest()
    again = app.stack.top
    assert is_scene(again, "match") and again.match is not table.match
    assert again.match.state.turn == turn and [e.command for e in again.match.log] == log
    assert again.model.shown_order(0) == before
    frame(app)
    assert [slot.page for slot in again.slots] == before  # key 1 is the first of these


def test_a_season_match_continues_at_its_turn_with_the_hand_in_its_order(app):
    hub = start_season(app, ["human", "greedy"], "4248", weeks=2)
    frame(app)
    click_no_drama = button(hub, "No Drama card")
    click_no_drama.activate()
    frame(app)
    button(hub, "Book").activate()
    assert hub.mode() == "match_human"
    frame(app)
    key(app, pygame.K_RETURN)  # Go to the ring
    table = app.stack.top
    assert is_scene(table, "match")
    person = next(s for s in (0, 1) if table.match.controller(s) == "human")
    before = _play_until_the_order_moves(app, table, person)
    turn, log = table.match.state.turn, [e.command for e in table.match.log]
    assert turn > 0
    path = Path(os.environ["RINGSIDE_SAVE_DIR"]) / "season-4248.json"
    # saved at every turn of the match already: a crash now would keep the match, not restart it
    kept = json.loads(path.read_text(encoding="utf-8"))["in_progress"]
    assert kept is not None and 1 < len(kept["log"]) <= len(log)
    _save_and_quit(app, table)
    assert len(json.loads(path.read_text(encoding="utf-8"))["in_progress"]["log"]) == len(log)
    assert app.stack.top.continue_words() == "Season \u00b7 Week 1 of 2, in the ring"
    app.stack.top.continue_newest()
    hub2 = app.stack.top
    assert is_scene(hub2, "season") and hub2 is not hub
    for _ in range(3):  # the hub goes straight back to the table
        frame(app)
        if is_scene(app.stack.top, "match"):
            break
    again = app.stack.top
    assert is_scene(again, "match"), "the season did not go back to its match in progress"
    assert again.match.state.turn == turn, "the match restarted instead of resuming"
    assert [e.command for e in again.match.log] == log
    assert again.model.shown_order(person) == before
    frame(app)
    assert [slot.page for slot in again.slots] == before  # key 1 is the first of these
    assert any("turn" in t.text and "Back to the ring" in t.text for t in app.toasts.items)
    # played to its end, the resumed match is the season's result, once
    play_out(again.match, 7)
    results = to_results(app, again)
    assert is_scene(results, "results") and results.rematch_btn.label == "Back to the Season"
    results.rematch_btn.activate()
    assert app.stack.top is hub2 and len(hub2.state.results) == 1
    assert hub2.season.match_in_progress() is None
    assert json.loads(path.read_text(encoding="utf-8"))["in_progress"] is None
