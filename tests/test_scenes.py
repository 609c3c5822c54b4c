"""The scenes, driven headless: menu -> setup -> match (AI vs AI, fast) -> results, a human's
clicks on legal and illegal pages, the tap-out chooser, pause, resizing, and the demo."""
from __future__ import annotations

import os
import time
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.match import commands as C  # noqa: E402
from game.match import events as E  # noqa: E402
from game.match.legal import check  # noqa: E402
from game.match import MatchSetup, SeatSetup  # noqa: E402
from scenes.match import log_text  # noqa: E402
from scenes.app import App, Settings  # noqa: E402
from scenes.match.scene import MatchScene  # noqa: E402
from scenes.menus.menu import MenuScene  # noqa: E402
from scenes.match.pause import PauseScene  # noqa: E402
from scenes.match.results import ResultsScene  # noqa: E402
from scenes.menus.setup import SetupScene  # noqa: E402
from scenes.routes import is_scene
from scenes.ui.save_check import wait_all  # noqa: E402

DT = 0.1


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    os.environ["RINGSIDE_SAVE_DIR"] = str(tmp_path_factory.mktemp("saves"))
    os.environ["RINGSIDE_CONFIG_DIR"] = str(tmp_path_factory.mktemp("config"))
    a = App((1280, 720), settings=Settings(ai_speed="fast"))
    yield a


def click(app, pos) -> None:
    """A left click through the app's event routing (move, press, release)."""
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, k, mod=0, unicode="") -> None:
    app.process(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                   scancode=0))


def frame(app, dt: float = DT, draw: bool = True) -> None:
    wait_all()  # the saves' background check (scenes/ui/save_check.py) is done first
    app.update(dt)
    if draw:
        app.render()


def human_setup(seed: int, match_type: str = "normal") -> MatchSetup:
    return MatchSetup(seed=seed, match_type=match_type,
                      seats=[SeatSetup(superstar="kestrel_ortiz", controller="human"),
                             SeatSetup(superstar="mack_doyle", controller="greedy")])


def to_human_turn(app, scene: MatchScene, limit: int = 400) -> bool:
    """Run frames until the human seat must play a page (not answer, not tap out)."""
    for _ in range(limit):
        m = scene.match
        if (m.actor() == 0 and not m.state.pending and scene.model.tapout_due() is None
                and not scene.presenter.busy):
            scene.refresh()
            return True
        if m.actor() is None:
            return False
        if m.actor() == 0 and (m.state.pending or scene.model.tapout_due() == 0):
            scene.presenter.finish()  # answer or tap out for the human, plainly
            scene.send(m.legal(0)[0])
        frame(app, DT, draw=False)
    return False


def point_on(scene: MatchScene, slot) -> tuple[int, int]:
    """A point that hits this hand slot (cards overlap in the fan)."""
    r = slot.rect
    for fx in (0.5, 0.15, 0.3, 0.7, 0.85):
        for fy in (0.5, 0.25, 0.75):
            p = (round(r.x + r.w * fx), round(r.y + r.h * fy))
            scene.mouse = p
            scene.update_hover()
            hit = scene.slot_at(p)
            if hit is not None and hit.index == slot.index:
                return p
    raise AssertionError("no visible point on the card")


# ---- the whole flow --------------------------------------------------------------------------

@pytest.mark.slow
def test_menu_setup_match_results_flow(app):
    app.reset("menu")
    frame(app)
    menu = app.stack.top
    assert is_scene(menu, "menu")
    click(app, menu.buttons[0].rect.center)  # Exhibition Match
    setup = app.stack.top
    assert is_scene(setup, "setup")
    frame(app)
    # both seats to AI, fast, a Hardcore match with a fixed seed
    setup.controller_w[0].set_value("greedy")
    setup.controller_w[1].set_value("easy")
    setup.speed_w.set_value("fast")
    setup.type_w.set_value("hardcore")
    setup.type_changed()
    click(app, setup.seed_w.rect.center)
    for ch in "42":
        key(app, getattr(pygame, f"K_{ch}"), unicode=ch)
    assert setup.seed_w.value == "42"
    click(app, setup.ooh_w.rect.center)
    assert setup.ooh_w.value is True
    frame(app)
    click(app, setup.start_btn.rect.center)
    scene = app.stack.top
    assert is_scene(scene, "match")
    assert scene.setup.seed == 42 and scene.setup.match_type == "hardcore"
    assert scene.setup.options == ["ooh_gotta_hurt"]
    assert app.settings.ai_speed == "fast"
    for i in range(3000):
        frame(app, DT, draw=i % 15 == 0)
        if is_scene(app.stack.top, "results"):
            break
    results = app.stack.top
    assert is_scene(results, "results"), "the AI match never reached the results"
    m = results.match
    assert m.over
    frame(app)
    title, sub = results.headline()
    assert title and sub
    if m.state.over.winner is not None:
        assert "WINS" in title
    # sounds were cued: a card played, the bell at the end
    assert "card_play" in app.sounds.played or "bell" in app.sounds.played
    # a save was written at the end of the match
    assert list(Path(os.environ["RINGSIDE_SAVE_DIR"]).glob("*.json"))
    click(app, results.rematch_btn.rect.center)
    again = app.stack.top
    assert is_scene(again, "match")
    assert again.setup.seats == m.setup.seats
    frame(app)
    key(app, pygame.K_ESCAPE)
    assert is_scene(app.stack.top, "pause")
    frame(app)  # the pause overlay draws over the match
    click(app, app.stack.top.quit_btn.rect.center)
    assert is_scene(app.stack.top, "menu")
    assert len(app.stack) == 1


@pytest.mark.slow
def test_results_shows_squash_and_menu(app):
    setup = MatchSetup(seed=5, match_type="showdown",
                       seats=[SeatSetup(superstar="lucius_glamour", controller="greedy"),
                              SeatSetup(superstar="kestrel_ortiz", controller="greedy")])
    scene = app.reset("match", setup)
    for _ in range(3000):
        frame(app, DT, draw=False)
        if is_scene(app.stack.top, "results"):
            break
    results = app.stack.top
    assert is_scene(results, "results")
    st = results.match.state
    pts = [side.points for side in st.sides]
    expected = st.over.winner is not None and pts[st.over.winner] - pts[1 - st.over.winner] > 10
    assert results.squash() == expected
    frame(app)
    key(app, pygame.K_m)
    assert is_scene(app.stack.top, "menu")
    del scene


# ---- a human at the table ----------------------------------------------------------------------

def test_human_click_plays_a_legal_page(app):
    for seed in range(1, 40):
        scene = app.reset("match", human_setup(seed))
        frame(app)
        if not to_human_turn(app, scene):
            continue
        frame(app)
        legal = [s for s in scene.slots if s.reason is None]
        if not legal:
            continue
        slot = legal[0]
        page = slot.page
        before = len(scene.match.log)
        p = point_on(scene, slot)
        click(app, p)
        assert len(scene.match.log) == before + 1
        entry = scene.match.log[-1]
        assert entry.command == C.PlayPage(0, page)
        assert page not in scene.match.state.sides[0].hand
        frame(app)
        return
    pytest.fail("no seed gave the human a playable page")


def test_illegal_click_shows_reason_and_changes_nothing(app):
    for seed in range(1, 80):
        scene = app.reset("match", human_setup(seed))
        frame(app)
        if not to_human_turn(app, scene):
            continue
        frame(app)
        bad = [s for s in scene.slots if s.reason is not None]
        if not bad:
            continue
        slot = bad[0]
        reason = check(scene.match.state, C.PlayPage(0, slot.page))
        assert reason == slot.reason
        before = len(scene.match.log)
        hand = list(scene.match.state.sides[0].hand)
        p = point_on(scene, slot)
        app.render()  # hovering an illegal card draws its reason
        click(app, p)
        assert len(scene.match.log) == before
        assert scene.match.state.sides[0].hand == hand
        lifted = scene.hovered_hand()  # the card under the pointer says why in its tooltip
        assert lifted is not None and scene.model.hand[lifted].reason == reason
        assert app.toasts.latest() != reason  # (not a toast over it: session 52's play-test)
        frame(app)
        return
    pytest.fail("no seed gave the human an unplayable page")


def test_keys_pass_and_pin_and_tab(app):
    scene = app.reset("match", human_setup(3))
    frame(app)
    assert to_human_turn(app, scene)
    key(app, pygame.K_TAB)
    assert scene.focus.index is not None
    frame(app)
    before = len(scene.match.log)
    key(app, pygame.K_p)  # Pass
    assert len(scene.match.log) == before + 1
    assert isinstance(scene.match.log[-1].command, C.Pass)


@pytest.mark.slow
def test_counter_choice_and_let_it_through(app):
    for seed in range(1, 200):
        scene = app.reset("match", human_setup(seed, "showdown"))
        for _ in range(600):
            m = scene.match
            if m.actor() is None:
                break
            if m.actor() == 0 and not scene.presenter.busy:
                if m.state.pending and scene.model.tapout_due() is None:
                    scene.refresh()
                    frame(app)
                    assert scene.buttons["allow"].visible and scene.buttons["allow"].enabled
                    assert not scene.buttons["pass"].visible
                    counters = [s for s in scene.slots if s.counter]
                    legal_counters = [c for c in m.legal(0) if isinstance(c, C.Counter)]
                    assert {s.page for s in counters} == {c.page for c in legal_counters}
                    before = len(m.log)
                    click(app, scene.buttons["allow"].rect.center)
                    assert len(m.log) == before + 1
                    assert isinstance(m.log[-1].command, C.Allow)
                    return
                # play something that is not a Pass, so the AI gets to attack
                legal = [c for c in m.legal(0) if not isinstance(c, C.PlayPage)] or m.legal(0)
                scene.send(legal[0])
            frame(app, DT, draw=False)
    pytest.fail("no pending move against the human was found")


def test_tapout_chooser(app):
    scene = app.reset("match", human_setup(9))
    frame(app)
    assert to_human_turn(app, scene)
    from game.match.apply import apply_in_place
    # arrange an owed injury through the engine's own fold (as the engine tests arrange states)
    apply_in_place(scene.match.state, E.InjuryTaken(0, "sneak attack"))
    scene.refresh()
    frame(app)
    assert (scene.model.choice_mode() is not None) and scene.choice_rects
    card, rect = scene.choice_rects[-1]
    click(app, rect.center)
    evs = scene.match.log[-1].events
    assert any(isinstance(e, E.MoveCardTapped) and e.card == card for e in evs)
    assert scene.match.state.sides[0].tapped[card]
    for _ in range(20):
        frame(app)  # the tap-out rotation animation draws


@pytest.mark.slow
def test_resize_relays_out(app):
    scene = app.reset("match", human_setup(4))
    frame(app)
    for size in ((1920, 1080), (1000, 600), (1600, 720), (1280, 720)):
        app.process(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        frame(app)
        assert app.screen.get_size() == size
        L = scene.L
        screen = pygame.Rect(0, 0, *size)
        for r in (L.far_panel, L.near_panel, L.log, L.buttons, L.hand, L.stage, L.top):
            assert screen.contains(r), (size, r)
        assert not L.near_panel.colliderect(L.hand)
        assert not L.log.colliderect(L.stage)
        for b in scene.buttons.values():
            if b.visible:
                assert L.buttons.contains(b.rect)
    assert scene.L.s == 1.0


def test_log_text_lines_are_readable():
    from game.library.catalog import Catalog
    from game.library import load_library
    from game.match import Match
    from game.lab.simulate import play_out, random_setup
    cat = Catalog(load_library())
    m = Match(random_setup(cat, 3, "showdown", "greedy", "greedy"), cat)
    play_out(m, 3)
    lines = log_text.log_lines(m)
    assert lines and all(isinstance(x, str) and x for x in lines)
    assert any("connects with" in x and "to the" in x for x in lines)
    assert any(x.startswith("DING DING DING") for x in lines)
    for entry in m.log:
        for ev in entry.events:
            if isinstance(ev, E.PageDrawn):  # hidden information never makes a line
                assert log_text.event_line(ev, m.state) is None
    pin = E.PinAttempted(0, "button", 0, (("base (HP)", 0),), 34, 71, False)
    assert log_text.event_line(pin, m.state).endswith("34% (rolled 71) \u2014 kick-out")
    assert log_text.short_name('Mack "Dockyard" Doyle') == "Mack Doyle"


@pytest.mark.slow
def test_demo_runs_and_times_frames(tmp_path):
    from scenes.demo import run_demo
    out = run_demo(150, str(tmp_path), seed=2)
    for k in ("frames", "p50_ms", "p95_ms", "p99_ms", "max_ms", "baseline"):
        assert k in out
    assert out["frames"] == 150
    assert out["baseline"]["frames"] > 0
    assert list(tmp_path.glob("*.png"))


def test_presenter_cues_sounds_for_events():
    from game.library.catalog import Catalog
    from game.library import load_library
    from game.match import Match
    from scenes.match.presenter import Presenter

    class Ear:
        def __init__(self):
            self.played = []

        def play(self, name):
            self.played.append(name)

    cat = Catalog(load_library())
    m = Match(human_setup(1), cat)
    move = next(i for i, pid in enumerate(m.state.pages) if cat.info[pid].kind == "move")

    def heard(*events):
        ear = Ear()
        p = Presenter(ear, speed=1.0)
        p.present(events, m.state)
        assert p.busy
        p.finish()
        assert not p.busy
        return ear.played

    assert "card_play" in heard(E.PagePlayed(0, move, (0,) * 6, "pending"))
    assert "hit_light" in heard(E.MoveConnected(0, move, "in_close", "head", 2, ("impact",), ()))
    assert "hit_heavy" in heard(E.MoveConnected(0, move, "in_close", "head", 9, ("impact",), ()))
    assert "finisher" in heard(E.MoveConnected(0, move, "in_close", "head", 9, ("finisher",), ()))
    assert "counter" in heard(E.MoveCountered(1, move, (0,) * 6, 0, move))
    assert "pin_count" in heard(E.PinAttempted(0, "button", 0, (), 30, 50, False))
    assert "ringside" in heard(E.WentToRingside(1, "button"))
    assert heard(E.MoveCardTapped(1, 0, "injury"))[:2] == ["injury", "tap_out"]
    assert "crowd_cheer" in heard(E.CrowdSupportGiven(0, "promo"))
    ended = heard(E.MatchEnded(0, "dq", 12, (10, 3)))
    assert "bell" in ended and "dq" in ended
    assert "dq" not in heard(E.MatchEnded(0, "pinfall", 12, (10, 3)))


def test_save_failure_is_a_toast_not_a_crash(app, tmp_path, monkeypatch):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("a file where the save folder should be")
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(blocker / "saves"))
    scene = app.reset("match", human_setup(2))
    scene.autosaver.enabled = True
    assert scene.autosaver.save_now(scene.match) is None
    assert app.toasts.items[-1].kind == "error"
    assert "save" in app.toasts.latest().lower()
    scene.quit_to_menu()  # the first Save & Quit that fails stays, and says so
    assert app.stack.top is scene and "stays open" in app.toasts.latest()
    scene.quit_to_menu()  # quitting still works when the save fails
    assert is_scene(app.stack.top, "menu")


def test_menu_quick_and_watch_and_setup_keyboard(app):
    menu = app.reset("menu")
    frame(app)
    click(app, menu.buttons[1].rect.center)  # Quick Match vs AI
    scene = app.stack.top
    assert is_scene(scene, "match")
    assert [s.controller for s in scene.setup.seats] == ["human", "normal"]
    assert scene.setup.seats[0].superstar != scene.setup.seats[1].superstar
    frame(app)
    menu = app.reset("menu")
    frame(app)  # the saves are read in the background first
    if menu.newest is not None:  # Continue holds the focus when there is a save
        assert menu.focus.current(menu.buttons) is menu.continue_btn
    menu.focus.index = 0  # from the top: Exhibition
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Watch AI vs AI
    scene = app.stack.top
    assert is_scene(scene, "match") and not scene.model.humans()
    assert scene.speed == app.settings.ai_speed  # the show at the pace of Settings, to follow it
    for _ in range(3):
        key(app, pygame.K_MINUS)  # - : slower, and slow is the slowest
    assert scene.speed == "slow" and "Pace: slow" in app.toasts.latest()
    before = scene.presenter.speed
    key(app, pygame.K_EQUALS)  # + : faster, the show's cues shorter
    assert scene.speed == "normal" and scene.presenter.speed < before
    frame(app)
    setup = app.reset("setup")
    frame(app)
    before = list(setup.picks)
    key(app, pygame.K_TAB)  # focus: seat 1's player (Human), as drawn top to bottom
    key(app, pygame.K_TAB)  # seat 1's Superstar
    key(app, pygame.K_RIGHT)
    assert setup.picks[0] != before[0] and setup.picks[0] != setup.picks[1]
    click(app, setup.tiles[0][[t.star_id for t in setup.tiles[0]].index(setup.picks[1])]
          .rect.center)  # the other corner's Superstar is taken
    assert setup.picks[0] != setup.picks[1]
    assert "other corner" in app.toasts.latest()
    key(app, pygame.K_ESCAPE)
    assert is_scene(app.stack.top, "menu")


def test_setup_tells_what_each_ai_level_is_like(app, monkeypatch):
    from game.match import CONTROLLERS
    from scenes.menus import setup as setup_module
    from scenes.ui import widgets as W
    assert set(setup_module.LEVEL_TEXT) == set(CONTROLLERS)
    shown = []
    monkeypatch.setattr(W, "draw_tooltip", lambda surface, anchor, lines, *a, **k: shown.append(lines))
    setup = app.reset("setup")
    frame(app)
    choice = setup.controller_w[1]
    choice.set_value("hard")
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=choice.rect.center, rel=(0, 0),
                                   buttons=(0, 0, 0)))
    frame(app)
    assert shown and shown[-1][0][0] == setup_module.LEVEL_TEXT["hard"]


def test_pass_button_says_when_a_pass_will_regroup_a_dead_hand(app):
    scene = app.reset("match", human_setup(33))
    frame(app)
    assert to_human_turn(app, scene)
    assert scene.buttons["pass"].sub == "catch your breath"
    s = scene.match.state
    side = s.sides[0]
    defensive = [p for p in side.playbook + side.hand
                 if s.info(p).kind == "move" and "defensive" in s.info(p).tags][:3]
    side.playbook = [p for p in side.playbook + side.hand if p not in defensive]
    side.hand = defensive
    scene.refresh()
    assert scene.buttons["pass"].sub == "breathe + fresh hand"
    assert any("regroup" in words for words, _ in scene.button_tip("pass"))
    assert "fresh hand" in scene.prompt()[0]


# ---- autosave, the inspector, the zoom, quiet frames -------------------------------------------

def test_autosave_writes_a_file_after_every_action(app):
    from game.store.match_file import read_save, restore
    scene = app.reset("match", human_setup(36))
    frame(app)
    assert to_human_turn(app, scene)
    key(app, pygame.K_p)  # Pass
    assert scene.autosaver.flush()
    path = Path(os.environ["RINGSIDE_SAVE_DIR"]) / "current-36.json"
    assert path.exists()
    assert len(read_save(path).log) == len(scene.match.log)
    assert len(restore(path, app.cat).log) == len(scene.match.log)


def test_autosave_failure_toasts_once_and_play_goes_on(app, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(blocker / "saves"))
    scene = app.reset("match", human_setup(5))
    frame(app)
    app.toasts.items.clear()
    sent = 0
    errors = []  # every autosave error toast shown (one may time out while the AI plays)
    for _ in range(3):
        if not to_human_turn(app, scene):
            break
        assert scene.send(C.Pass(0))
        sent += 1
        scene.autosaver.flush()
        frame(app)
        errors += [t for t in app.toasts.items if t.kind == "error" and "Autosave" in t.text
                   and all(t is not e for e in errors)]
    assert sent >= 2
    assert len(errors) == 1
    assert scene.match.actor() is not None or scene.match.over


def _match_with_a_pin(app):
    from game.match import Match
    for seed in range(1, 60):
        m = Match(human_setup(seed, "normal").model_copy(update={"seats": [
            SeatSetup(superstar="kestrel_ortiz", controller="greedy"),
            SeatSetup(superstar="mack_doyle", controller="greedy")]}), app.cat)
        from game.lab.simulate import play_out
        play_out(m, seed)
        if any(isinstance(e, E.PinAttempted) for entry in m.log for e in entry.events):
            return m
    raise AssertionError("no match with a pin")


def test_inspector_opens_on_a_pin_line_and_lists_its_terms(app):
    m = _match_with_a_pin(app)
    scene = app.reset("match", m.setup, match=m)
    scene.model.finished = True  # stay on the table
    frame(app)
    lines = scene.logview.lines
    index = max(i for i, line in enumerate(lines) if isinstance(line.event, E.PinAttempted))
    ev = lines[index].event
    scene.logview.scroll_to(index)
    scene._static = None  # redraw the log with that line in view
    frame(app)
    box = scene.log_box()
    row = next(r for i, r in scene.logview._placed if i == index)
    click(app, (box.x + row.centerx, box.y + row.centery))
    top = app.stack.top
    assert is_scene(top, "inspector")
    e = top.explanation
    assert e.terms == list(ev.terms) and e.total == sum(v for _, v in ev.terms)
    assert str(ev.roll) in e.roll and e.result
    frame(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_explanations_of_every_kind():
    from game.library.catalog import Catalog
    from game.library import load_library
    from game.match import Match
    from game.lab.simulate import play_out, random_setup
    from scenes.match.inspector import explain, explainable
    cat = Catalog(load_library())
    seen = set()
    for seed in range(1, 12):
        m = Match(random_setup(cat, seed, "showdown", "greedy", "greedy"), cat)
        play_out(m, seed)
        for entry in m.log:
            for ev in entry.events:
                line = log_text.event_entry(ev, m.state)
                if line is not None and explainable(line):
                    e = explain(ev, m.state)
                    assert e is not None and e.title
                    seen.add(type(ev).__name__)
    assert {"MoveConnected", "AutoEffects"} <= seen
    hit = E.WarningsGiven(0, 3, 6, 30, 12, True)
    e = explain(hit, m.state)
    assert "30%" in e.rows[0][1] and e.result == "DISQUALIFIED!"
    roll = E.InjuryRolled(0, 1, "folding_chair", 6, 2, (1, 2), True)
    assert "d6" in explain(roll, m.state).roll
    assert explain(E.DitchRolled(0, "injured_arm", 40, True), m.state).success is False


def test_right_click_zooms_a_hand_card(app):
    scene = app.reset("match", human_setup(44))
    frame(app)
    assert to_human_turn(app, scene)
    frame(app)
    slot = scene.slots[0]
    p = point_on(scene, slot)
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=3))
    top = app.stack.top
    assert is_scene(top, "zoom")
    assert top.card is scene.state.info(slot.page).card
    frame(app)
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
    assert app.stack.top is scene
    key(app, pygame.K_z)  # Z zooms the card under the pointer
    assert is_scene(app.stack.top, "zoom")
    app.stack.top.opened -= 1.0  # held a while
    app.process(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=0))
    assert app.stack.top is scene


def test_unchanged_frames_are_not_redrawn(app):
    scene = app.reset("match", human_setup(35))
    frame(app)
    assert to_human_turn(app, scene)
    app.toasts.items.clear()
    scene.app.settings.reduced_motion = True  # no pulse
    scene.autosaver.flush()  # the last autosave written (its note may change the frame)
    for _ in range(200):  # card faces drawn ahead by the helper process have all come in
        frame(app)
        if scene.frame_key() is not None:
            break
        time.sleep(0.02)
    for _ in range(5):
        frame(app)
    drawn = app.drawn
    for _ in range(5):
        frame(app)
    assert app.drawn == drawn  # nothing changed: nothing drawn
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.buttons["pin"].rect.center,
                                   rel=(0, 0), buttons=(0, 0, 0)))
    frame(app)
    assert app.drawn == drawn + 1  # hovering the Pin button shows its terms
    scene.app.settings.reduced_motion = False


def test_pause_has_save_and_quit_and_settings(app):
    scene = app.reset("match", human_setup(35))
    frame(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert is_scene(pause, "pause") and pause.quit_btn.label == "Save & Quit"
    key(app, pygame.K_s)
    assert is_scene(app.stack.top, "settings")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is pause
    key(app, pygame.K_q)
    assert is_scene(app.stack.top, "menu")
    assert (Path(os.environ["RINGSIDE_SAVE_DIR"]) / "current-35.json").exists()
    del scene


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_spread_search_picks_what_choose_picks(level):
    """The table's AI thinks a frame's share at a time (no time at all: a step a frame) through
    game.ai.Chooser and ends on the command choose() gives."""
    import time

    from game.ai import Chooser, ai_dice, choose
    from game.library.catalog import Catalog
    from game.library import load_library
    from game.match import Match
    cat = Catalog(load_library())
    m = Match(human_setup(6), cat)
    seat = m.actor()
    expected = choose(level, m.state, seat, ai_dice(6, seat))
    t = Chooser(level, m.state, seat, ai_dice(6, seat))
    frames = 1
    while not t.think(0.0, time.perf_counter):
        frames += 1
    assert t.result == expected
    assert frames > 1  # spread over several frames


def test_results_zoom_finds_a_signature_move_card():
    """Right-click zoom works on the results screen's Move cards too."""
    from game.match import Match
    from game.lab.simulate import play_out, random_setup
    from scenes.app import App, Settings
    from scenes.match.results import ResultsScene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    m = play_out(Match(random_setup(app.cat, 4, "normal", "greedy", "greedy"), app.cat), 4)
    scene = app.reset("results", m.setup, m)
    app.render()
    card, rect = scene.card_rects[0]
    assert scene.card_at(rect.center) == ("move_card", card)
    assert scene.card_at((0, 0)) is None
    app.stack.scenes.clear()


def test_the_ringside_chip_counts_to_the_match_types_limit_whatever_the_referee(app):
    scene = app.reset("match", human_setup(1))
    frame(app)
    s = scene.match.state
    s.sides[1].at_ringside = True
    for ref in [None] + [(0, pid) for pid in app.cat.referees]:
        s.referee = ref  # ADV-8: no Referee moves the count-out
        assert scene.panel_data(1).count_out_after == s.rules.count_out_after


def test_enter_on_a_setup_selector_starts_the_match(app):
    """After clicking the match type's arrow, Enter cycled it to Showdown instead of starting,
    though the Start button's badge says Enter."""
    setup = app.reset("setup")
    frame(app)
    click(app, (setup.type_w.rect.right - 8, setup.type_w.rect.centery))  # right arrow
    chosen = setup.type_w.value
    assert setup.focus.current(setup.items()) is setup.type_w
    key(app, pygame.K_RETURN)
    top = app.stack.top
    assert is_scene(top, "match") and top.setup.match_type == chosen


def test_focus_keys_cycle_both_ways_and_activate():
    """Tab, Shift+Tab and the arrows along a list move the focus; Enter activates (W.Focus.key)."""
    from scenes.ui import widgets as W
    hits = []
    items = [W.Button(str(i), lambda i=i: hits.append(i)) for i in range(3)]
    focus = W.Focus()

    def press(key, mod=0, **kw):
        return focus.key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod), items, **kw)

    assert press(pygame.K_TAB) and focus.index == 0
    assert press(pygame.K_DOWN) and focus.index == 1
    assert press(pygame.K_TAB, pygame.KMOD_SHIFT) and focus.index == 0
    assert press(pygame.K_UP) and focus.index == 2  # wraps round
    assert not press(pygame.K_RIGHT) and focus.index == 2  # Left/Right only when across
    assert press(pygame.K_RIGHT, across=True) and focus.index == 0
    assert press(pygame.K_RETURN) and hits == [0]
    assert not press(pygame.K_q)


def test_a_taken_superstar_tile_says_so_below_the_name_not_over_it(app, monkeypatch):
    """Play-test, session 40: TAKEN was written across the middle of the tile, over the
    second line of the name ('Brick H-TAKEN-ollander'); it now stands where Face or Heel and HP go."""
    from scenes.ui import widgets as W
    setup = app.reset("setup")
    frame(app)
    taken = next(t for t in setup.tiles[0] if t.star_id == setup.picks[1])
    drawn = []
    real = W.draw_text

    def spy(surface, words, size, colour, bold=False, *args, **kw):
        rect = real(surface, words, size, colour, bold, *args, **kw)
        drawn.append((words, rect))
        return rect
    monkeypatch.setattr(W, "draw_text", spy)
    taken.draw(app.screen)
    rects = dict(drawn)
    assert "TAKEN" in rects and not any("HP" in w for w in rects)
    for words, rect in drawn:
        if words != "TAKEN":
            assert not rect.colliderect(rects["TAKEN"]), words
