"""A game controller plays the whole game through the keyboard's focus system (simulated
controller events, SDL dummy drivers; tests/pad_player.py is the simulated player): from the
title through a whole match against the AI to the results and back, through the playbook
builder and a season's hub, and a controller unplugged and plugged again mid-match never
loses the match. The button glyphs are drawn while the pad is the input used last."""
from __future__ import annotations

import json
import os

import pygame
import pytest

from scene_helpers import DT, click, frame, key  # noqa: F401 (dummy SDL drivers first)
from pad_player import Pad, play_a_turn

from scenes.app import App
from scenes.menus.builder import free_name
from scenes.routes import is_scene
from scenes.ui import gamepad as GP
from scenes.ui import pad_glyphs as PG
from scenes.ui import widgets as W
from scenes.ui.gamepad import Gamepads, glyph, pad_in_use, pad_words
from scenes.ui.prefs import Settings


def press(app, button) -> None:
    app.process(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0))
    app.process(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0))


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("RINGSIDE_PLAYBOOK_DIR", str(tmp_path / "playbooks"))
    a = App((1280, 720), settings=Settings(tutorial_offered=True))
    a.persist_settings = False
    yield a
    a.stack.scenes.clear()


class FakePad:
    """Stands for an opened controller (SDL's dummy drivers have none to open)."""

    name = "Test Pad"


def focused(scene, items):
    return lambda: scene.focus.current(items() if callable(items) else items)


def play_match_by_pad(pad: Pad, app, table, frames: int = 20000) -> int:
    """Play the pad's seat until the table is no longer on top; the number of commands sent."""
    sent = 0
    for i in range(frames):
        if app.stack.top is not table:
            return sent
        if table.model.waiting_at_end() and app.stack.top is table:  # the bell: the table
            results = table.buttons["results"]  # waits for the pad's Results (session 59)
            assert pad.focus_to(focused(table, table.focusables), lambda b: b is results,
                                "DPAD_RIGHT")
            pad.press("A")
            continue
        if play_a_turn(pad, table):
            sent += 1
        frame(app, DT, draw=i % 7 == 0)
    raise AssertionError("the match did not end")


# ---- the mapping --------------------------------------------------------------------------------

def test_buttons_and_the_stick_are_keys():
    pads = Gamepads()
    (a,) = pads.keys_for(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                            button=pygame.CONTROLLER_BUTTON_A))
    assert a.type == pygame.KEYDOWN and a.key == pygame.K_RETURN and pads.used and a.pad
    (up,) = pads.keys_for(pygame.event.Event(pygame.CONTROLLERBUTTONUP,
                                             button=pygame.CONTROLLER_BUTTON_A))
    assert up.type == pygame.KEYUP and up.key == pygame.K_RETURN
    (lb,) = pads.keys_for(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                             button=pygame.CONTROLLER_BUTTON_LEFTSHOULDER))
    assert lb.key == pygame.K_TAB and lb.mod & pygame.KMOD_SHIFT
    (y,) = pads.keys_for(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                            button=pygame.CONTROLLER_BUTTON_Y))
    assert y.key == pygame.K_z

    def stick(v, axis=pygame.CONTROLLER_AXIS_LEFTY):
        return pads.keys_for(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, value=v,
                                                instance_id=0))
    (down,) = stick(30000)
    assert down.key == pygame.K_DOWN
    assert stick(31000) == []  # still leaning: one press, not a stream
    assert stick(19000) == []  # back inside the dead zone (0.6 of the way) ...
    (again,) = stick(20000)  # ... and out again: a second press
    assert again.key == pygame.K_DOWN
    assert stick(0) == []
    (up,) = stick(-30000)
    assert up.key == pygame.K_UP
    (page,) = stick(30000, pygame.CONTROLLER_AXIS_RIGHTY)
    assert page.key == pygame.K_PAGEDOWN
    assert stick(30000, pygame.CONTROLLER_AXIS_TRIGGERLEFT) == []
    assert glyph("Enter") == "A" and glyph("Esc") == "B" and glyph("N") == "N"


def test_the_last_input_used_decides_the_glyphs():
    last = GP.LastInput()
    pad_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, pad=True)
    assert last.note(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=0)) and last.pad
    assert not last.note(pad_key) and last.pad  # the pad's own keys keep it the pad
    assert not last.note(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=0, value=9000))
    assert not last.note(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 0)))
    assert last.pad  # a nudge of the mouse is not a change of hands
    assert last.note(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 5), rel=(40, 0)))
    assert not last.pad
    assert last.note(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=0, value=-30000))
    assert last.note(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    assert not last.pad


def test_pad_words_drop_the_letter_keys_and_name_the_buttons():
    assert pad_words("Brick, your move: play a page (1-5), Pin (N) or Pass (P)") == \
        "Brick, your move: play a page, Pin or Pass"
    assert pad_words("The match is over: Reveal hands (H) or Results (Enter)") == \
        "The match is over: Reveal hands or Results (A)"
    assert pad_words("Tap out a Move card (1-9)") == "Tap out a Move card"


@pytest.mark.parametrize("size", [14, 20, 30])
def test_every_glyph_is_drawn_and_readable(size):
    for name in PG.NAMES:
        img = PG.glyph_surface(name, size)
        assert img.get_height() == size and img.get_width() >= size
        bounds = img.get_bounding_rect()
        assert bounds.w >= size * 0.8 and bounds.h >= size * 0.8, name  # fills its box
    assert PG.glyph_surface("Enter", size) is PG.glyph_surface("A", size)  # by key name too
    assert PG.has_glyph("Esc") and not PG.has_glyph("P")
    assert GP.pad_button("Esc") == "B" and GP.pad_button("A") == ""  # the keyboard's A key


def test_a_buttons_tag_is_the_controllers_glyph_while_the_pad_is_in_use(app):
    surf = pygame.Surface((300, 60))
    b = W.Button("Back", hotkey="Esc")
    b.rect = pygame.Rect(0, 0, 300, 60)
    pictures = {}
    for pad in (False, True):
        GP.LAST.pad = pad
        surf.fill((0, 0, 0))
        b.draw(surf)
        pictures[pad] = pygame.image.tobytes(surf, "RGB")
    GP.LAST.pad = False
    assert pictures[False] != pictures[True]
    red = PG.FACE["B"]  # B is drawn in its colour where the Esc tag was
    GP.LAST.pad = True
    surf.fill((0, 0, 0))
    b.draw(surf)
    GP.LAST.pad = False
    assert any(surf.get_at((x, 30))[:3] == red for x in range(200, 300))


def test_hot_plug_of_an_unknown_device_is_harmless(app):
    app.reset("menu")
    app.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=99))
    app.process(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=99))
    app.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED))  # no index at all
    assert app.gamepads.pads == {}
    assert is_scene(app.stack.top, "menu")


def test_the_controller_moves_the_focus_opens_settings_and_goes_back(app):
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
    frame(app)
    press(app, pygame.CONTROLLER_BUTTON_B)
    assert is_scene(app.stack.top, "menu")


def test_b_then_a_on_the_title_stays(app):
    """B asks to quit; the confirm's focus is on Stay, so A (which presses it) does not quit,
    and the D-pad reaches Quit."""
    app.reset("menu")
    frame(app)
    pad = Pad(app)
    pad.press("B")
    menu = app.stack.top
    assert menu.asking
    pad.press("A")
    assert not menu.asking and app.running
    pad.press("B")
    pad.press("DPAD_LEFT")
    pad.press("A")
    assert not app.running


def choose_on_title(app, label: str) -> "Pad":
    """From the title, walk the pad's focus to a button and press A; the pad is returned."""
    menu = app.reset("menu")
    frame(app)
    pad = Pad(app)
    assert pad.focus_to(focused(menu, menu.buttons),
                        lambda b: b is not None and b.label == label)
    pad.press("A")
    return pad


# ---- whole games --------------------------------------------------------------------------------

def test_a_pad_plays_from_the_title_through_a_match_vs_ai_to_the_results(app, monkeypatch):
    """Title -> Exhibition -> setup (the AI speed changed with the D-pad) -> the table, where
    every page, answer, Pin and Pass is reached with the D-pad and played with A (the pause menu,
    the help, the zoom and the animation skip on the way) -> the results -> the title."""
    # (a fixed deal: the menu's seed is random, and in some deals the AI wins before the
    # person has a single thing to do, e.g. seed 10, which failed this test about 1 run in 12)
    from scenes.menus import menu, setup as setup_menu
    monkeypatch.setattr(menu, "random_seed", lambda: 3)
    monkeypatch.setattr(setup_menu, "random_seed", lambda: 3)
    pad = choose_on_title(app, "Exhibition Match")
    setup = app.stack.top
    assert is_scene(setup, "setup") and pad_in_use()
    assert pad.focus_to(focused(setup, setup.items), lambda w: w is setup.speed_w)
    while setup.speed_w.value != "fast":
        pad.press("DPAD_RIGHT")
    assert setup.controller_w[0].value == "human" and setup.controller_w[1].value != "human"
    pad.press("A")  # a selector is focused: A starts the match, as Start's badge says
    table = app.stack.top
    assert is_scene(table, "match")
    for _ in range(6000):  # to the first moment the pad's seat must act (the AI may open)
        frame(app, DT)
        if table.model.acting_human() is not None and table.slots:
            break
    assert table.model.acting_human() == 0
    pad.press("DPAD_RIGHT")
    assert table.hand_focus() == 0  # the first press lands on the first page
    pad.press("Y")  # zoom the focused page, and let go
    assert is_scene(app.stack.top, "zoom")
    pad.press("B")
    assert app.stack.top is table
    pad.press("START")
    assert is_scene(app.stack.top, "pause")
    pad.press("BACK")
    assert is_scene(app.stack.top, "help")
    app.render()  # the controller's list is drawn
    pad.press("B")
    assert is_scene(app.stack.top, "pause")
    pad.press("A")  # Resume is focused
    assert app.stack.top is table
    pad.press("X")  # skip the animation: harmless with none running
    sent = play_match_by_pad(pad, app, table)
    results = app.stack.top
    assert is_scene(results, "results")
    assert table.match.state.over is not None and sent >= 1  # edition 8: a Normal pin can come by turn 5
    people = [e for e in table.match.log[1:] if getattr(e.command, "seat", None) == 0]
    assert people, "the pad's seat played commands"
    from scenes.match.results import GRACE
    for _ in range(round(GRACE / DT) + 1):  # (A presses nothing as the screen comes)
        frame(app)
    assert pad.focus_to(focused(results, results.items), lambda b: b is results.menu_btn,
                        "DPAD_RIGHT")
    pad.press("A")
    assert is_scene(app.stack.top, "menu")


def test_unplugging_the_pad_mid_match_pauses_and_loses_nothing(app):
    """The controller in use goes mid-match: a toast says so and the match pauses; it comes
    back (a new instance) and plays on to the end; plugs of devices that can't be opened,
    and repeated unplugs, change nothing."""
    from scene_helpers import setup_of
    app.gamepads.pads[7] = FakePad()
    table = app.reset("match", setup_of(4242, ("human", "normal")), speed="fast")
    pad = Pad(app, instance_id=7)
    for _ in range(300):
        frame(app, DT)
        if play_a_turn(pad, table):
            break
    assert [e for e in table.match.log[1:] if getattr(e.command, "seat", None) == 0]
    log_before = len(table.match.log)
    kept = list(table.match.log)
    app.process(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    assert is_scene(app.stack.top, "pause") and app.gamepads.pads == {}
    assert any("disconnected" in t.text for t in app.toasts.items)
    app.process(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    app.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=5))
    for _ in range(5):
        frame(app, DT)
    assert is_scene(app.stack.top, "pause") and len(table.match.log) == log_before
    app.gamepads.pads[8] = FakePad()  # plugged in again
    again = Pad(app, instance_id=8)
    again.press("B")  # resume
    assert app.stack.top is table
    play_match_by_pad(again, app, table)
    assert is_scene(app.stack.top, "results") and table.match.state.over is not None
    assert table.match.log[:log_before] == kept


def test_a_pad_builds_and_saves_a_playbook(app, tmp_path):
    """Title -> Playbooks -> Start from a Superstar's starter (LB / RB to the panel, the D-pad
    on the selector) -> a copy taken out with X and put back with A -> Save (a pad can't type:
    the playbook gets a free name) -> B back to the title."""
    pad = choose_on_title(app, "Playbooks")
    builder = app.stack.top
    assert is_scene(builder, "builder")
    assert pad.focus_to(focused(builder, builder.items), lambda w: w is builder.start_w,
                        "RIGHTSHOULDER")
    while not str(builder.start_w.value).startswith("star:"):
        pad.press("DPAD_RIGHT")
    pad.press("RIGHTSHOULDER")
    assert builder.focus.current(builder.items()) is builder.start_btn
    pad.press("A")
    assert len(builder.pages) == 40
    assert pad.focus_to(focused(builder, builder.items), lambda w: w is builder.grid,
                        "LEFTSHOULDER")
    in_book = set(builder.pages)
    for _ in range(200):
        page = builder.grid.current()
        if page is not None and page.id in in_book:
            break
        pad.press("DPAD_RIGHT")
    pid = builder.grid.current().id
    count = builder.pages.count(pid)
    pad.press("Y")
    assert is_scene(app.stack.top, "zoom") and app.stack.top.card.id == pid
    pad.press("B")
    assert app.stack.top is builder
    pad.press("X")
    assert builder.pages.count(pid) == count - 1
    pad.press("A")
    assert builder.pages.count(pid) == count
    assert pad.focus_to(focused(builder, builder.items), lambda w: w is builder.save_btn,
                        "RIGHTSHOULDER")
    pad.press("A")
    saved = list((tmp_path / "playbooks").glob("*.json"))
    assert len(saved) == 1 and json.loads(saved[0].read_text())["name"] == builder.name_w.value
    builder.name_w.value = ""  # (cleared at the keyboard): a pad can't type a name, it gets one
    pad.press("A")
    names = sorted(json.loads(p.read_text())["name"] for p in (tmp_path / "playbooks").glob("*"))
    assert "My playbook" in names and len(names) == 2
    assert free_name(["My playbook", "my playbook 2"]) == "My playbook 3"
    pad.press("B")
    assert is_scene(app.stack.top, "menu")


def test_a_pad_plays_a_season_week_through_the_hub(app):
    """Title -> Season -> the setup's Start -> the hub, where the pad chooses with the D-pad
    and A until its wrestler's match is on the table; the pad plays it; the results go back
    to the season, which records it."""
    menu = app.reset("menu")
    frame(app)
    app.settings.ai_speed = "fast"
    pad = Pad(app)
    assert pad.focus_to(focused(menu, menu.buttons),
                        lambda b: b is not None and b.label == "Season")
    pad.press("A")
    setup = app.stack.top
    assert is_scene(setup, "season_setup")
    while len(setup.slots) > 2:  # two wrestlers: the pad's and one AI
        last = setup.slots[-1].remove_btn
        assert pad.focus_to(focused(setup, setup.items), lambda w, b=last: w is b)
        pad.press("A")
    assert pad.focus_to(focused(setup, setup.items), lambda w: w is setup.weeks_w)
    while setup.weeks_w.value != 2:
        pad.press("DPAD_LEFT")
    frame(app)
    assert [s.controller_w.value for s in setup.slots][0] == "human"
    pad.press("A")
    hub = app.stack.top
    assert is_scene(hub, "season")
    table = None
    for i in range(400):
        frame(app, DT, draw=i % 5 == 0)
        top = app.stack.top
        if is_scene(top, "match"):
            table = top
            break
        if top is not hub:
            continue
        hub.refresh_actions()
        choices = [w for w in hub.actions if getattr(w, "visible", True)]
        if not choices or hub.mode() in ("ai", "match_ai", "wait"):
            continue
        plain = [w for w in choices if getattr(w, "label", "") == "No Drama card"] or \
            [w for w in choices if getattr(w, "label", "") != "Cancel"]
        assert pad.focus_to(focused(hub, hub.focusables), lambda w, c=plain[0]: w is c)
        pad.press("A")
    assert table is not None, "the pad's match never reached the table"
    reports = len(hub.state.results)
    play_match_by_pad(pad, app, table)
    results = app.stack.top
    assert is_scene(results, "results") and results.season_hub is hub
    assert results.focus.current(results.items) is results.rematch_btn  # Back to the Season
    from scenes.match.results import GRACE
    for _ in range(round(GRACE / DT) + 1):  # (A presses nothing as the screen comes)
        frame(app, DT)
    pad.press("A")
    for _ in range(5):
        frame(app, DT)
    assert app.stack.top is hub and len(hub.state.results) > reports


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_glyphs_fit_on_every_screen_the_pad_reaches(app, size):
    """With the pad in use every screen draws (hints, tags, help) at both sizes."""
    from scene_helpers import setup_of
    app.resize(size)
    GP.LAST.pad = True
    for name, args in (("menu", ()), ("settings", ()), ("setup", ()), ("builder", ()),
                       ("match", (setup_of(3, ("human", "normal")),))):
        scene = app.reset(name, *args)
        frame(app)
        app._last_key = None
        assert app.render()
    app.push("pause", scene)
    frame(app)
    app.push("help")
    app._last_key = None
    assert app.render()
    GP.LAST.pad = False
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"


# ---- the table's focus, by D-pad alone ----------------------------------------------------------

def table_at_first_move(app, seed: int, options=()):
    from scene_helpers import setup_of
    setup = setup_of(seed, ("human", "normal")).model_copy(update={"options": list(options)})
    table = app.reset("match", setup, speed="fast")
    for _ in range(3000):  # (Normal thinks a few ms of the wall clock a frame: on a busy machine
        frame(app, DT)  # its first commands take many more frames than 300)
        if table.model.acting_human() is not None and not table.presenter.busy and (
                table.slots or table.model.choice_mode()):
            return table
    raise AssertionError("the human seat never had to act")


def test_the_d_pad_alone_reaches_every_page_and_button_at_the_table(app):
    """Right goes through every hand page and every button shown (Pin too) and round again;
    Left the other way; Up and Down go along the buttons' columns as drawn."""
    table = table_at_first_move(app, 11)
    pad = Pad(app)
    items = table.focusables()
    assert any(item is table.buttons["pin"] for item in items)
    reached = []
    for _ in range(len(items)):
        pad.press("DPAD_RIGHT")
        reached.append(table.focus.index)
    assert sorted(reached) == list(range(len(items)))  # each once, in one lap
    pad.press("DPAD_RIGHT")
    assert table.focus.index == reached[0]  # and round again
    pad.press("DPAD_LEFT")
    assert table.focus.index == reached[-1]
    rects = table.focus_rects(items)
    assert all(r is not None for r in rects)
    buttons = [b for b in items if isinstance(b, W.Button)]
    where = [(b.rect.y, b.rect.x) for b in buttons]
    assert where == sorted(where)  # in reading order
    top_left = min(buttons, key=lambda b: (b.rect.x, b.rect.y))
    column = sorted((b for b in buttons if b.rect.x == top_left.rect.x), key=lambda b: b.rect.y)
    table.focus.index = items.index(column[0])
    for below in column[1:]:
        pad.press("DPAD_DOWN")
        assert table.focus.current(table.focusables()) is below
    pad.press("DPAD_DOWN")  # the bottom of the column: stays
    assert table.focus.current(table.focusables()) is column[-1]
    pad.press("DPAD_UP")
    assert table.focus.current(table.focusables()) is column[-2]


def test_the_pre_match_interview_is_chosen_with_the_d_pad(app):
    """The Interview chooser covers the table: its options are the focus, the D-pad moves
    along them and A gives the chosen one."""
    table = table_at_first_move(app, 8, options=["interview"])
    assert table.model.choice_mode() == "interview"
    pad = Pad(app)
    keys = table.model.choice_keys()
    pad.press("DPAD_RIGHT")
    first = table.focus.current(table.focusables())
    assert first is not None and first.key == keys[0]
    if len(keys) > 1:
        pad.press("DPAD_RIGHT")
        assert table.focus.current(table.focusables()).key == keys[1]
    chosen = table.focus.current(table.focusables()).key
    before = len(table.match.log)
    from scenes.ui.base import ENTER_GRACE
    table.time = max(table.time, ENTER_GRACE)  # (a new table takes no Enter in its first second)
    pad.press("A")
    for _ in range(30):
        frame(app, DT)
    assert len(table.match.log) > before
    assert table.model.choice_mode() != "interview" or table.model.interview_seat() != 0
    assert chosen in keys


def test_the_pause_menu_opens_the_logs_why_for_a_pad(app):
    """A controller has no pointer and no I key: Y on a button zooms the spotlit card, and the
    pause menu's Why? opens the inspector on the newest marked log line; B closes it."""
    table = table_at_first_move(app, 11)
    pad = Pad(app)
    from scenes.match.inspector import explainable
    for _ in range(600):
        if any(explainable(line) for line in table.logview.lines):
            break
        play_a_turn(pad, table)
        frame(app, DT)
    assert any(explainable(line) for line in table.logview.lines)
    for _ in range(600):  # the spotlight's page has landed, the pad's seat to act
        if table.presenter.spot is not None and table.model.acting_human() is not None \
                and not table.presenter.showing:
            break
        frame(app, DT)
    spot = table.presenter.spot
    assert spot is not None and table.model.acting_human() is not None
    assert pad.focus_to(focused(table, table.focusables), lambda b: isinstance(b, W.Button),
                        "DPAD_RIGHT")
    pad.press("Y")  # on a button, Y zooms the card in the spotlight
    assert is_scene(app.stack.top, "zoom") and app.stack.top.card is spot.card
    pad.press("B")
    assert app.stack.top is table
    pad.press("START")
    pause = app.stack.top
    assert is_scene(pause, "pause") and pause.why_btn.visible
    assert pad.focus_to(focused(pause, pause.items), lambda b: b is pause.why_btn)
    pad.press("A")
    assert is_scene(app.stack.top, "inspector")
    pad.press("B")
    assert app.stack.top is table


def test_both_players_agree_to_a_take_back_with_the_d_pad(app):
    """Pass-and-play's take-back asks both players: the D-pad moves along the names (past the
    one that agreed) and A agrees; B says no."""
    from scene_helpers import setup_of
    table = app.reset("match", setup_of(11, ("human", "human")), speed="fast")
    frame(app)
    agree = app.push("takeback_agree", table, 0)
    frame(app)
    pad = Pad(app)
    pad.press("DPAD_RIGHT")
    assert agree.focus.current(agree.buttons) is agree.seat_btns[0]
    pad.press("A")
    assert agree.agreed == [True, False]
    pad.press("DPAD_RIGHT")
    assert agree.focus.current(agree.buttons) is agree.seat_btns[1]
    pad.press("DPAD_LEFT")  # round past the one that agreed: No take-back
    assert agree.focus.current(agree.buttons) is agree.cancel_btn
    pad.press("B")
    assert app.stack.top is table


@pytest.fixture()
def virtual_pads():
    """Plug virtual controllers in (through SDL); whatever is still plugged in at the end is
    pulled out."""
    from pad_player import VirtualPad
    sdl = VirtualPad.sdl()
    if sdl is None:
        pytest.skip("pygame-ce's SDL library is not reachable here")
    plugged: list = []

    def plug():
        vpad = VirtualPad(sdl)
        plugged.append(vpad)
        return vpad
    yield plug
    for vpad in plugged:
        if vpad.handle is not None:
            vpad.unplug()


def test_a_controller_plugged_in_mid_match_plays_and_its_unplugging_pauses(app, virtual_pads):
    """A real hot-plug through SDL (a virtual controller, read by the App's own event loop):
    plugged in mid-match it is opened and named in a toast; its A plays the focused page;
    pulled out, the match pauses and nothing is lost; plugged in again, it resumes and plays
    on to the results."""
    from scene_helpers import setup_of
    table = app.reset("match", setup_of(4242, ("human", "normal")), speed="fast")

    def step(n=1):
        for _ in range(n):
            app.step(DT)

    def press(vpad, name):
        vpad.hold(name, True)
        step()
        vpad.hold(name, False)
        step()

    for _ in range(300):
        step()
        if table.model.acting_human() is not None and table.slots and not table.presenter.busy:
            break
    vpad = virtual_pads()
    step(2)
    assert len(app.gamepads.pads) == 1
    assert any("Controller connected" in t.text for t in app.toasts.items)
    playable = [s.index for s in table.slots if s.reason is None]
    assert playable
    for _ in range(len(table.focusables()) + 1):
        if table.hand_focus() == playable[0]:
            break
        press(vpad, "DPAD_RIGHT")
    assert table.hand_focus() == playable[0] and pad_in_use()
    before = len(table.match.log)
    press(vpad, "A")
    step(3)
    assert len(table.match.log) > before
    log_then = list(table.match.log)
    vpad.unplug()
    step(2)
    assert app.gamepads.pads == {} and is_scene(app.stack.top, "pause")
    assert any("disconnected" in t.text for t in app.toasts.items)
    step(20)
    assert table.match.log == log_then  # paused: the AI waits too
    vpad = virtual_pads()
    step(2)
    press(vpad, "B")  # resume
    assert app.stack.top is table
    from pad_player import table_target
    for i in range(20000):
        if app.stack.top is not table:
            break
        wanted = table_target(table) if table.model.acting_human() is not None and \
            table.model.hand_visible() else None
        if table.model.waiting_at_end():  # the bell: the table waits for Results
            wanted = (lambda b, r=table.buttons["results"]: b is r)
        if wanted is not None:
            for _ in range(len(table.focusables()) + 2):
                if wanted(table.focus.current(table.focusables())):
                    break
                press(vpad, "DPAD_RIGHT")
            press(vpad, "A")
        step()
    vpad.unplug()
    step()
    assert is_scene(app.stack.top, "results") and table.match.state.over is not None
    assert table.match.log[:len(log_then)] == log_then


def test_a_pad_loads_and_deletes_saves_on_the_load_screen(app, tmp_path):
    """Up / Down choose a save, X asks to delete it with Keep it focused (A keeps it), the
    D-pad moves to Delete and A deletes; A loads the other one."""
    from game.lab.simulate import play_out
    from game.match import Match
    from game.store.match_file import save_match
    from scene_helpers import setup_of
    folder = tmp_path / "saves"
    folder.mkdir(exist_ok=True)
    for i, name in enumerate(("first", "second")):
        save_match(play_out(Match(setup_of(20 + i, ("human", "normal")), app.cat), 4), folder,
                   name, saved_at=f"2030-01-01T1{i}:00:00+00:00")
    pad = choose_on_title(app, "Load")
    load = app.stack.top
    assert is_scene(load, "load") and len(load.rows) == 2
    app._last_key = None
    app.render()  # the glyph hint line
    first = load.current()
    pad.press("X")
    assert load.confirm is first
    pad.press("A")  # Keep it is focused
    assert load.confirm is None and first.path.exists()
    pad.press("X")
    pad.press("DPAD_RIGHT")
    pad.press("A")
    assert not first.path.exists() and len(load.rows) == 1
    pad.press("A")
    assert is_scene(app.stack.top, "results")  # a finished match opens at its results


def test_pass_and_play_hands_the_screen_over_with_a(app):
    """Two people, one controller: the curtain between their turns lifts with A, and each plays
    their turn with the D-pad and A."""
    from scene_helpers import setup_of
    table = app.reset("match", setup_of(11, ("human", "human")), speed="fast")
    pad = Pad(app)
    curtains = 0

    def seats():
        return {getattr(e.command, "seat", None) for e in table.match.log[1:]}
    for _ in range(1000):
        frame(app, DT, draw=False)
        top = app.stack.top
        if is_scene(top, "handoff"):
            curtains += 1
            pad.press("A")
            assert app.stack.top is table
        elif top is table:
            play_a_turn(pad, table)
        if {0, 1} <= seats():
            break
    assert curtains >= 2 and {0, 1} <= seats()
