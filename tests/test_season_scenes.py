"""The season scenes, driven headless: menu -> season setup -> hub; an all-AI week; a person's
turn (Interview with no card, booking, the match on the table and back, end of turn); the
season save, the load screen listing and continuing it, a damaged file's reason, Continue on
the menu, the pass-and-play curtain, and the season log text."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.store import match_file as match_save  # noqa: E402
from game.match import Match  # noqa: E402
from game.season import events as SE  # noqa: E402
from game.season import Season, play_ai_season  # noqa: E402
from game.store.season_file import save_season  # noqa: E402
from game.season.state import SeasonPlayer, SeasonSetup  # noqa: E402
from game.lab.simulate import play_out, random_setup  # noqa: E402
from scenes.ui import widgets as W  # noqa: E402
from scenes.app import App, Settings  # noqa: E402
from scenes.menus.load import LoadScene, scan_saves  # noqa: E402
from scenes.match.scene import MatchScene  # noqa: E402
from scenes.menus.menu import MenuScene  # noqa: E402
from scenes.match.results import ResultsScene  # noqa: E402
from scenes.season.cards import CardButton  # noqa: E402
from scenes.season.hub import SeasonScene  # noqa: E402
from scenes.season.setup import SeasonSetupScene  # noqa: E402
from scenes.season.summary import ChampionScene  # noqa: E402
from scenes.season.text import SeasonNarrator, season_lines  # noqa: E402
from scenes.routes import is_scene
from scene_helpers import to_results  # noqa: E402
from scenes.ui.save_check import wait_all  # noqa: E402

DT = 0.1


@pytest.fixture()
def app(tmp_path):
    os.environ["RINGSIDE_SAVE_DIR"] = str(tmp_path / "saves")
    a = App((1280, 720), settings=Settings(ai_speed="fast"))
    yield a
    a.stack.scenes.clear()


def saves() -> Path:
    return Path(os.environ["RINGSIDE_SAVE_DIR"])


def click(app, pos) -> None:
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, k, mod=0, unicode="") -> None:
    app.process(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))


def frame(app, dt: float = DT, draw: bool = True) -> None:
    wait_all()  # the saves' background check (scenes/ui/save_check.py) is done first
    app.update(dt)
    if draw:
        app.render()


def button(scene, words: str):
    """The action button whose label starts with words."""
    for wdg in scene.actions:
        if isinstance(wdg, W.Button) and wdg.label.startswith(words):
            return wdg
    raise AssertionError(f"no '{words}' button in {[getattr(w, 'label', w) for w in scene.actions]}")


def start_season(app, controllers, seed: str, weeks: int = 2) -> SeasonScene:
    """Menu -> Season -> choose wrestlers, weeks and seed -> Start."""
    menu = app.reset("menu")
    frame(app)
    click(app, menu.buttons[3].rect.center)  # Season
    setup = app.stack.top
    assert is_scene(setup, "season_setup")
    frame(app)
    while len(setup.slots) > len(controllers):
        click(app, setup.slots[-1].remove_btn.rect.center)
    for slot, who in zip(setup.slots, controllers):
        slot.controller_w.set_value(who)
    setup.weeks_w.set_value(weeks)
    click(app, setup.seed_w.rect.center)
    for ch in seed:
        key(app, getattr(pygame, f"K_{ch}"), unicode=ch)
    frame(app)
    click(app, setup.start_btn.rect.center)
    hub = app.stack.top
    assert is_scene(hub, "season")
    assert hub.season.setup.seed == int(seed)
    assert [p.controller for p in hub.season.setup.players] == list(controllers)
    return hub


# ---- the flows -----------------------------------------------------------------------------

def test_all_ai_season_plays_through_to_the_champion(app):
    hub = start_season(app, ["greedy", "easy"], "123", weeks=2)
    path = saves() / "season-123.json"
    assert path.is_file(), "a new season is saved at once"
    season = hub.season
    for i in range(600):  # the first week, played by the AIs at their pace
        frame(app, DT, draw=i % 10 == 0)
        if season.state.week >= 1:
            break
    assert season.state.week >= 1, "the AI week never finished"
    assert season.state.results, "the AIs booked no match"
    assert any(line.tone == "match" for line in hub.lines)
    assert hub.last_result is not None and hub.detail_of(hub.last_result)["moments"]
    hub.open_detail(hub.last_result)  # the summary line opens the key moments
    frame(app)
    key(app, pygame.K_ESCAPE)
    assert hub.detail is None and app.stack.top is hub
    saved = json.loads(path.read_text())
    assert saved["format"] == "ringside-season" and saved["log"], "saved after every turn"
    for i in range(600):
        frame(app, DT, draw=i % 10 == 0)
        if is_scene(app.stack.top, "champion"):
            break
    champ = app.stack.top
    assert is_scene(champ, "champion")
    assert season.state.champion is not None and champ.champion() == season.state.champion
    frame(app)
    assert json.loads(path.read_text())["log"][-1]["events"][-1]["type"] == "SeasonEnded"
    key(app, pygame.K_RETURN)
    assert is_scene(app.stack.top, "menu")


def test_a_persons_turn_then_save_load_and_continue(app):
    hub = start_season(app, ["human", "greedy"], "4242", weeks=2)
    frame(app)
    assert hub.mode() == "drama"
    assert season_turn(hub) == 0
    # the Interview with no card
    drama_cards = [w for w in hub.actions if isinstance(w, CardButton)]
    assert len(drama_cards) == len(hub.season.state.players[0].drama) == 1
    click(app, button(hub, "No Drama card").rect.center)
    assert hub.state.phase == "event"
    frame(app)
    # book the other wrestler: a person is in it, so it goes to the table
    click(app, button(hub, "Book").rect.center)
    assert hub.mode() == "match_human"
    frame(app)
    key(app, pygame.K_RETURN)  # Go to the ring
    table = app.stack.top
    assert is_scene(table, "match") and table.match is hub.match
    assert app.autosave is False, "a season match is kept in the season file only"
    play_out(table.match, 7)  # the person's seat is played by the AI here
    results = to_results(app, table)
    assert is_scene(results, "results")
    assert results.rematch_btn.label == "Back to the Season"
    frame(app)
    click(app, results.rematch_btn.rect.center)
    assert app.stack.top is hub and app.autosave is True
    assert len(hub.state.results) == 1 and hub.state.phase == "jobber"
    assert hub.last_result == 0
    frame(app)
    click(app, button(hub, "End turn").rect.center)
    assert hub.state.active == 1
    path = saves() / "season-4242.json"
    assert path.is_file()
    entries = len(hub.season.log)
    # to the menu (saved again), then the load screen lists and continues it
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert is_scene(menu, "menu") and len(app.stack) == 1
    frame(app)
    click(app, next(b for b in menu.buttons if b.label == "Load").rect.center)
    load = app.stack.top
    assert is_scene(load, "load")
    frame(app)
    rows = [r for r in load.rows if r.path == path]
    assert rows and rows[0].kind == "season" and "Week" in rows[0].detail
    load.selected = load.rows.index(rows[0])
    key(app, pygame.K_RETURN)
    again = app.stack.top
    assert is_scene(again, "season")
    assert len(again.season.log) >= entries and again.state.results
    frame(app)


def season_turn(hub) -> int:
    return hub.state.active


def test_load_shows_a_damaged_files_reason(app):
    folder = saves()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "season-9.json").write_text('{"format": "ringside-season", "version": 1')
    (folder / "odd.json").write_text(json.dumps({"format": "ringside-save", "version": 99}))
    m = Match(random_setup(app.cat, 5, "normal", "human", "greedy"), app.cat)
    match_save.save_match(m, folder, saved_at="2020-01-01T00:00:00+00:00")
    load = app.reset("load")
    frame(app)
    by_name = {r.path.name: r for r in load.rows}
    assert by_name["season-9.json"].kind == "damaged"
    assert "cut short" in by_name["season-9.json"].error
    assert "newer version" in by_name["odd.json"].error
    assert "\n" not in by_name["odd.json"].error
    assert load.rows[load.selected].ok, "the first selection is a save that loads"
    load.selected = load.rows.index(by_name["season-9.json"])
    key(app, pygame.K_RETURN)
    assert app.stack.top is load, "a damaged file is not loaded"
    assert app.toasts.items[-1].kind == "error"
    frame(app)
    # delete asks first
    key(app, pygame.K_DELETE)
    assert load.confirm is by_name["season-9.json"]
    frame(app)
    key(app, pygame.K_n)
    assert load.confirm is None and (folder / "season-9.json").exists()
    key(app, pygame.K_DELETE)
    key(app, pygame.K_y)
    assert not (folder / "season-9.json").exists()
    assert all(r.path.name != "season-9.json" for r in load.rows)


def test_continue_opens_the_newest_save(app):
    folder = saves()
    assert all(not r.ok for r in scan_saves(folder.parent / "nowhere_yet", None)) \
        if (folder.parent / "nowhere_yet").exists() else True
    menu = app.reset("menu")
    assert not menu.continue_btn.visible, "no save, no Continue"
    folder.mkdir(parents=True, exist_ok=True)
    m = Match(random_setup(app.cat, 8, "normal", "human", "greedy"), app.cat)
    match_save.save_match(m, folder, saved_at="2030-01-01T10:00:00+00:00")
    season = Season(SeasonSetup(seed=31, players=[SeasonPlayer(superstar="ada_quill"),
                                                  SeasonPlayer(superstar="mack_doyle")]),
                    app.cat)
    save_season(season, folder / "season-31.json", saved_at="2030-01-01T11:00:00+00:00")
    menu = app.reset("menu")
    frame(app)
    assert menu.continue_btn.visible and "Season" in menu.continue_btn.sub
    click(app, menu.continue_btn.rect.center)
    assert is_scene(app.stack.top, "season")
    assert app.stack.top.season.setup.seed == 31
    # now the match is the newest
    match_save.save_match(m, folder, saved_at="2030-01-01T12:00:00+00:00")
    app.stack.scenes.clear()
    menu = app.reset("menu")
    frame(app)
    # keyboard: Continue holds the focus, Enter
    assert menu.focus.current(menu.buttons) is menu.continue_btn
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert is_scene(table, "match") and table.match.setup.seed == 8


def test_pass_and_play_curtain_hides_the_next_persons_choices(app):
    setup = SeasonSetup(seed=12, weeks=2, players=[SeasonPlayer(superstar="ada_quill",
                                                                controller="human"),
                                                   SeasonPlayer(superstar="lucius_glamour",
                                                                controller="human")])
    hub = app.reset("season", Season(setup, app.cat))
    frame(app)
    assert hub.mode() == "curtain" and hub.actions == [hub.curtain_btn]
    key(app, pygame.K_RETURN)
    assert hub.mode() == "drama" and hub.viewer == 0
    frame(app)
    click(app, button(hub, "No Drama card").rect.center)
    click(app, button(hub, "Enjoy the Show").rect.center)
    frame(app)
    click(app, button(hub, "End turn").rect.center)
    assert hub.state.active == 1
    frame(app)
    assert hub.mode() == "curtain", "the second person gets the screen passed to them"
    assert not any(isinstance(w, CardButton) for w in hub.actions), "no Drama hand shown"
    click(app, hub.curtain_btn.rect.center)
    assert hub.mode() == "drama"
    frame(app)


def test_season_log_text_names_every_event_and_hides_drawn_drama(app):
    season = Season(SeasonSetup(seed=3, weeks=3, players=[
        SeasonPlayer(superstar=s) for s in ("ada_quill", "lucius_glamour", "kestrel_ortiz")]),
        app.cat)
    play_ai_season(season)
    lines = season_lines(season)
    narrator = SeasonNarrator(season.setup, app.cat.lib)
    drama_names = {c.name for c in app.cat.lib.drama.values()}
    count = 0
    for _cmd, events in season.log:
        for ev in events:
            out = narrator.feed([ev])
            count += 1
            if isinstance(ev, SE.DramaDrawn):
                assert out and not any(n in out[0].text for n in drama_names)
            if not isinstance(ev, SE.TurnEnded):
                assert out and out[0].text.strip()
    assert count and lines[-1].tone == "end" and "champion" in lines[-1].text
    assert sum(1 for ln in lines if ln.tone == "match") == len(season.state.results)


def test_keyboard_turn_and_menu_from_a_season_matchs_results(app):
    hub = start_season(app, ["human", "easy"], "77", weeks=2)
    frame(app)
    key(app, pygame.K_TAB)  # the Drama card
    key(app, pygame.K_TAB)  # No Drama card
    assert hub.focus.current(hub.actions).label == "No Drama card"
    key(app, pygame.K_RETURN)
    assert hub.state.phase == "event"
    frame(app)
    books = [w for w in hub.actions if w.label.startswith("Book")]
    assert len(books) == 1 and hub.focus.current(hub.actions) is None
    while hub.focus.current(hub.actions) is not books[0]:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    frame(app)
    key(app, pygame.K_RETURN)  # Go to the ring (focused)
    table = app.stack.top
    assert is_scene(table, "match")
    play_out(table.match, 3)
    to_results(app, table)
    frame(app)
    key(app, pygame.K_m)  # Menu: the result still goes into the season, which is saved
    assert is_scene(app.stack.top, "menu") and len(app.stack) == 1
    assert app.autosave is True
    doc = json.loads((saves() / "season-77.json").read_text())
    assert any(e["command"]["type"] == "ReportMatch" for e in doc["log"])
    assert not [p for p in saves().glob("*.json") if not p.name.startswith("season-")], \
        "no separate match save for a season match"


def test_the_hub_says_so_when_the_season_cannot_go_on(app, monkeypatch):
    """An AI decision that fails falls back to a legal one (the Season's rule) and the season
    goes on; an engine failure in an AI match stops the hub with its reason instead of
    freezing or crashing."""
    from game.season import session
    setup = SeasonSetup(seed=5, weeks=2, players=[SeasonPlayer(superstar="ada_quill"),
                                                  SeasonPlayer(superstar="mack_doyle")])

    def broken(state, player, options):
        raise RuntimeError("an AI bug")
    with monkeypatch.context() as m:
        m.setattr(session, "choose", broken)
        hub = app.reset("season", Season(setup, app.cat))
        for _ in range(300):
            frame(app, 0.3, draw=False)
            if hub.mode() == "over":
                break
        assert hub.mode() == "over" and not hub.stuck
    season = Season(setup, app.cat)
    hub = app.reset("season", season)
    monkeypatch.setattr(Season, "play_ai_match", lambda self: 1 / 0)
    for _ in range(300):
        frame(app, 0.3, draw=False)
        if hub.mode() == "stuck":
            break
    assert hub.mode() == "stuck" and "could not be played" in hub.stuck
    frame(app)
    assert season.match_due() and not season.state.results


def test_a_new_season_seats_no_testing_baseline(app):
    """The third wrestler and each one added were 'AI · Greedy', which How to play calls a
    baseline for testing; a new player gets the levels made to play against."""
    app.season_prefs = None
    setup = app.reset("season_setup")
    setup.add(quiet=True)
    levels = [sl.controller_w.value for sl in setup.slots]
    assert len(levels) == 4 and not {"greedy", "random"} & set(levels), levels
