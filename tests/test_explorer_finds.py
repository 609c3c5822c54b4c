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


def played_scene(app, seed: int = 5):
    """A pass-and-play table where seat 0 has just played a page (it lies in the ring)."""
    app.push("menu")
    app.replace("match", H.setup_of(seed))
    scene = app.stack.top
    H.frame(app)
    for _ in range(40):
        if app.stack.top is not scene:  # the curtain: take the screen
            H.key(app, pygame.K_RETURN)
        H.frame(app)
    seat = scene.match.actor()
    pages = [c for c in scene.match.legal(seat) if type(c).__name__ == "PlayPage"]
    # a momentum page: the seat keeps control, so no curtain comes down over the ring
    pages.sort(key=lambda c: scene.state.info(c.page).kind != "momentum")
    scene.model.play(pages[0])
    for _ in range(3):
        H.frame(app)
    return scene


def test_resting_on_the_card_in_the_ring_draws_its_tip(app):
    scene = played_scene(app, 6)  # seed 5 (edition 7 deal) ends on a hidden hand: no hover
    assert scene.presenter.spot is not None
    while app.stack.top is not scene:
        H.key(app, pygame.K_RETURN)
        H.frame(app)
    spot = scene.spot_rect().center
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(20):  # the pointer rests on the card lying in the ring
        H.frame(app)
    assert scene.hover is not None and scene.hover[0] == "spot"


def finished_match(seed: int = 21, foe: str = "greedy"):
    from game.match import Match, play_out
    from scenes.app import App  # noqa: F401
    import conftest
    setup = H.setup_of(seed, ("human", foe))
    return play_out(Match(setup, conftest.catalog()), seed)


def test_z_on_the_results_zooms_the_card_under_the_pointer(app):
    match = finished_match()
    app.push("menu")
    app.push("results", match.setup, match)
    scene = app.stack.top
    H.frame(app)
    H.key(app, pygame.K_z)  # the pointer is nowhere: nothing to zoom, nothing breaks
    assert app.stack.top is scene
    card, rect = scene.card_rects[0]
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                   buttons=(0, 0, 0)))
    H.key(app, pygame.K_z)
    assert type(app.stack.top).__name__ == "CardZoomScene"
    H.frame(app)


def saves(tmp_path) -> list[str]:
    """The saves in the folder (rotated backups name.json.N left out)."""
    return sorted(p.name for p in (tmp_path / "saves").iterdir() 
                  if not p.suffix[1:].isdigit() and not p.name.startswith("."))


def test_a_crash_in_the_replay_viewer_or_the_results_writes_nothing(app, tmp_path):
    from game import store
    from scenes.crash import emergency_save
    match = finished_match()
    path = store.write_match(match, "done")
    app.push("menu")
    app.push("results", match.setup, match)
    app.push("replay", path)
    H.frame(app)
    assert emergency_save(app) == []
    assert saves(tmp_path) == ["done.json"]


def test_a_crash_mid_match_saves_into_its_own_file_and_continue_never_offers_a_copy(
        app, tmp_path):
    from scenes.crash import emergency_save
    from scenes.menus.menu import continue_target
    scene = played_scene(app)
    paths = emergency_save(app)
    assert [p.name for p in paths] == ["current-5.json"] and saves(tmp_path) == ["current-5.json"]
    assert continue_target().path.name == "current-5.json"
    # the match goes on and ends: Continue then offers nothing of it
    from game.match import play_out
    play_out(scene.match, 5)
    scene.model.finished = False
    scene.finish()
    assert saves(tmp_path) == ["current-5.json"]
    assert continue_target() is None


def test_an_old_emergency_copy_is_consumed_once_resumed(app, tmp_path):
    from game import store
    from game.match import Match
    from scenes.menus.load import open_save
    from scenes.menus.menu import continue_target
    import conftest
    match = Match(H.setup_of(8), conftest.catalog())
    match.play(match.legal(match.actor())[0])
    store.write_match(match, "emergency-8")
    app.push("menu")
    assert open_save(app, continue_target()) is None
    assert saves(tmp_path) == ["current-8.json", "emergency-8.json.resumed"]
    assert continue_target().path.name == "current-8.json"


def test_an_old_emergency_copy_never_replaces_the_match_that_went_on(app, tmp_path):
    from game import store
    from game.match import Match
    from scenes.menus.load import open_save
    from scenes.menus.menu import continue_target
    import conftest
    early = Match(H.setup_of(21, ("human", "greedy")), conftest.catalog())
    early.play(early.legal(early.actor())[0])
    done = finished_match(21)
    store.write_match(done, "current-21")
    big = (tmp_path / "saves" / "current-21.json").stat().st_size
    store.write_match(early, "emergency-21")
    app.push("menu")
    row = next(r for r in __import__("scenes.menus.load", fromlist=["x"]).scan_saves()
               if r.path.name == "emergency-21.json")
    assert open_save(app, row) is None
    scene = app.stack.top
    scene.model.play(scene.match.legal(scene.match.actor())[0])
    scene.autosaver.flush()
    assert (tmp_path / "saves" / "current-21.json").stat().st_size == big
    assert continue_target().path.name == "emergency-21.json"


def test_esc_on_the_title_asks_before_quitting(app):
    app.push("menu")
    menu = app.stack.top
    H.key(app, pygame.K_ESCAPE)
    H.frame(app)
    assert app.running and menu.asking
    H.key(app, pygame.K_ESCAPE)  # Esc again: stay
    assert app.running and not menu.asking
    H.key(app, pygame.K_ESCAPE)
    H.key(app, pygame.K_y)
    assert not app.running


def test_enter_on_quit_asks_and_the_arrows_never_wrap_onto_quit(app):
    app.push("menu")
    menu = app.stack.top
    menu.focus.index = 0
    H.key(app, pygame.K_UP)  # Up from the first button stays there (no wrap onto Quit)
    assert menu.focus.index == 0
    for _ in range(30):
        H.key(app, pygame.K_DOWN)
    assert menu.focus.current(menu.buttons).label == "Quit"
    H.key(app, pygame.K_DOWN)  # and Down stops at Quit
    assert menu.focus.current(menu.buttons).label == "Quit"
    H.key(app, pygame.K_RETURN)
    assert app.running and menu.asking
    H.frame(app)
    H.click(app, menu.quit_no.rect.center)
    assert app.running and not menu.asking
    H.key(app, pygame.K_RETURN)
    H.click(app, menu.quit_yes.rect.center)
    assert not app.running


def test_a_continued_play_on_never_saves_over_the_match_it_came_from(app, tmp_path):
    from game import store
    from scenes.menus.load import open_save
    from scenes.menus.menu import continue_target
    done = finished_match(21)
    path = store.write_match(done, "current-21")
    big = path.stat().st_size
    n = len(done.log) // 2
    fork = store.play_on_match(done, n, None)
    store.write_match(fork, store.fork_name(path.parent, "current-21", n))
    app.push("menu")
    row = continue_target()
    assert row.path.name == f"current-21-from-{n}.json"
    assert open_save(app, row) is None
    scene = app.stack.top
    scene.model.play(scene.match.legal(scene.match.actor())[0])
    scene.autosaver.flush()
    assert path.stat().st_size == big and store.verify(path, done.cat)["over"]
    assert saves(tmp_path) == [f"current-21-from-{n}.json", "current-21.json"]


def test_hovering_the_log_after_the_replay_replaced_its_lines_finds_no_stale_line():
    """Found by the explorer (seed 143, the tutorial resumed at 7 lessons, then its replay):
    the log's rows drawn last pointed at lines a jump had replaced (IndexError on hover)."""
    from scenes.match.inspector import explainable
    from scenes.match.log_panel import LogPanel
    from scenes.match.log_text import LogLine
    panel = LogPanel(explainable)
    panel.set_lines([LogLine(f"line {i}") for i in range(30)])
    panel.render((400, 600), 1.0, ((200, 60, 60), (60, 60, 200)))
    assert panel.line_at((20, 590)) is not None  # a row is drawn there
    panel.set_lines([LogLine("only one")])
    assert panel.line_at((20, 590)) is None  # until the log is drawn again
    panel.render((400, 600), 1.0, ((200, 60, 60), (60, 60, 200)))
    panel.clear()
    assert panel.line_at((20, 10)) is None


def test_a_season_collecting_its_finished_match_does_not_go_back_to_it(tmp_path):
    """Seed 6096 from the season's Pay-Per-View match (session 59): a hub opened on a season
    match in progress (it goes back to the table on its own) that collected the match finished
    went back to it anyway once the next person's match came: 'NoneType' object has no
    attribute 'state'."""
    from explorer import explore
    assert explore(6096, 300, tmp_path, "season-ppv-match").frames == 300


def test_a_season_saved_with_its_finished_match_goes_on_to_the_next(app):
    """The same, directly: a season saved with a person's match played to its end but not yet
    handed to the season, opened through Continue: the hub collects the match and has nothing
    to go back to (it kept going back to it, and did when the person's next match came)."""
    from explorer_starts import continue_
    from game import store
    from game.ai import ai_dice
    from game.match import play_ai_turn
    from game.season import Season, SeasonPlayer, SeasonSetup
    from scenes.routes import is_scene
    setup = SeasonSetup(seed=11, weeks=3, players=[
        SeasonPlayer(superstar="ada_quill", controller="human"),
        SeasonPlayer(superstar="lucius_glamour", controller="greedy")])
    season = Season(setup, app.cat)
    while not (season.match_due() and any(s.controller == "human"
                                          for s in season.booked_setup().seats)):
        season.advance()
    match = season.booked_match()
    dice = [ai_dice(11, seat) for seat in (0, 1)]
    while match.actor() is not None:
        seat = match.actor()
        level = match.controller(seat)
        play_ai_turn(match, seat, "greedy" if level == "human" else level, dice[seat])
    played = len(season.state.results)
    store.write_season(season)
    continue_(app)
    hub = app.stack.top
    assert is_scene(hub, "season") and hub.match is None and not hub.resume
    assert len(hub.season.state.results) == played + 1  # (the match went to the season)
    for _ in range(30):
        H.frame(app)
    assert app.stack.top is hub
