"""What session 74's newcomers met, mended: each test names what a player did."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import frame, key

from conftest import set_control
from game.match import commands as C
from scenes.match.handoff import CURTAIN_GRACE
from scenes.routes import is_scene
from scenes.ui.base import MASH_GAP
from test_handover_hides_the_hand import _table


@pytest.fixture(scope="module")
def app():
    from scenes.app import App, Settings
    return App((1280, 720), settings=Settings(ai_speed="fast"))


def press(app, event_type, **kw) -> None:
    """A press sent straight to the curtain, as the player who just acted sends it."""
    app.process(pygame.event.Event(event_type, **kw))


def test_a_double_click_after_a_move_never_lifts_the_next_players_curtain(app):
    """Pass-and-play: the attacker's second click (0.15 s after the first) dropped the curtain
    for the attacked player and showed their hand to the attacker, or answered for them."""
    scene, attack = _table(app, "ask", "forearm_shield")
    scene.send(C.PlayPage(0, attack))
    frame(app, 0.05)
    curtain = app.stack.top
    assert is_scene(curtain, "handoff") and curtain.seat == 1
    centre = curtain.ready_btn.rect.center
    for event_type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        press(app, event_type, pos=centre, button=1)
    press(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    press(app, pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    frame(app, CURTAIN_GRACE)  # past the grace, but the last press came under MASH_GAP ago
    press(app, pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
    assert app.stack.top is curtain and scene.model.viewer == 0
    assert not scene.model.hand_visible()
    frame(app, MASH_GAP)  # a press after a pause: the next player is at the keys
    press(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    assert app.stack.top is scene and scene.model.viewer == 1


def test_a_pass_after_a_watched_landing_is_not_told_as_a_blow(app):
    """Pass-and-play: the attacked player watched a move land and took control; when they
    passed, the line under the ring said 'Nothing in your hand counters it: watch it land'."""
    scene, attack = _table(app, "ask", "iron_will")
    scene.send(C.PlayPage(0, attack))
    frame(app)
    key(app, pygame.K_RETURN)  # seat 1 takes the screen and watches the move land
    assert scene.model.prompt()[0].startswith("Nothing in your hand counters it")
    set_control(scene.state, 1)  # the string is over: seat 1 has the screen and control
    scene.model._curtain = None  # (a state edited by hand: the curtain's cache forgets it)
    assert scene.model.curtain_seat() is None
    assert scene.send(C.Pass(1))
    assert scene.model.curtain_seat() == 0
    assert scene.model.prompt() == (f"Pass the screen to {scene.model.short(0)}", "muted")


def test_restore_defaults_keeps_what_the_settings_screen_does_not_show(app):
    """Restore defaults set 'tutorial offered' back, so the next launch asked "New to
    Ringside?" again; the online name, address and port are not on the screen either."""
    from scene_helpers import frame
    st = app.settings
    st.tutorial_offered, st.online_name, st.online_port = True, "Kim", 9000
    st.online_address, st.commentary, st.ai_speed = "192.168.1.5", False, "fast"
    screen = app.push("settings")
    frame(app)
    screen.restore_defaults()
    assert (st.tutorial_offered, st.online_name, st.online_address, st.online_port) == \
        (True, "Kim", "192.168.1.5", 9000)
    assert st.commentary is True and st.ai_speed == "normal"
    app.stack.pop()


@pytest.mark.slow
def test_a_window_size_bigger_than_the_screen_is_cut_to_it(monkeypatch):
    """Settings, on a 1000x600 screen: choosing 1280 x 720 put the window at -140,-60 with
    every edge off the screen; it is cut to the screen, as at launch."""
    from scenes import window
    from scenes.app import App, Settings
    small = App((1000, 600), settings=Settings())
    monkeypatch.setattr(window.pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(window.pygame.display, "get_desktop_sizes", lambda: [(1000, 600)])
    for size in ("1600x900", "1280x720"):
        small.settings.window = size
        small.apply_window()
        assert tuple(small.window.size) == (1000, 600) == tuple(small.size)
    assert small.window_words() == "1000 \u00d7 600"  # the row says the size it has


def test_a_page_that_draws_one_says_one_page():
    """Adjust the Game Plan's tooltip said it 'draws 1 pages' once the hand could grow no more."""
    from conftest import give, plain_match
    from game.match import grows_short
    from game.match.state import HAND_BONUS_MAX
    m = plain_match()
    m.state.sides[0].hand_bonus = HAND_BONUS_MAX
    plan = give(m.state, 0, "adjust_game_plan")
    assert grows_short(m.state, 0, plan) == "Adjust the Game Plan draws 1 page, but your hand " \
        "grows no more for the match: it holds 9 at most."


@pytest.mark.slow
def test_the_replays_step_words_stand_inside_its_own_region(tmp_path):
    """At 1000x600 the replay's '4 / 42 · turn 3' stood above the buttons' region, its top cut
    off under the match log."""
    from scene_helpers import frame
    from game.lab.simulate import play_out
    from game.match import Match
    from game.match.setup import random_setup
    from game.store import save_match
    from scenes.app import App, Settings
    from scenes.ui import widgets as W
    for size in ((1000, 600), (1280, 720), (1920, 1080)):
        app = App(size, settings=Settings())
        m = play_out(Match(random_setup(app.cat, 31, "normal", "human", "greedy"), app.cat), 31)
        scene = app.reset("replay", save_match(m, tmp_path, f"r{size[0]}"))
        frame(app)
        words_top = scene.scrub.y + round(3 * scene.L.s) - W.line_height(scene.ts(16))
        assert words_top >= scene.L.buttons.y - 1
        assert all(b.rect.top >= scene.scrub.bottom for b in scene.buttons.values())


def test_a_long_replay_label_stops_short_of_the_turn(monkeypatch):
    """A season replay's 'REPLAY · PAY-PER-VIEW · Ruud "The Mountain" Thorsen vs Kestrel Ortiz'
    ran over 'Turn 1 / 60' at 1280x720."""
    from scene_helpers import human_table
    from scenes.match import table as TV
    from scenes.ui import widgets as W
    scene = human_table((1280, 720), 5)
    drawn = []
    real = W.draw_text

    def spy(surface, text, *a, **kw):
        r = real(surface, text, *a, **kw)
        drawn.append((text, r))
        return r
    monkeypatch.setattr(W, "draw_text", spy)
    label = 'REPLAY \u00b7 PAY-PER-VIEW \u00b7 Ruud "The Mountain" Thorsen vs Kestrel Ortiz'
    TV.draw_top(pygame.Surface((1280, 720)), scene.L, scene.top_shown(), label)
    turn = next(r for text, r in drawn if text.startswith("Turn "))
    shown = next((t, r) for t, r in drawn if t.startswith("REPLAY"))
    assert shown[1].right <= turn.left and shown[0].endswith("...")


def test_the_careers_injury_causes_add_up_to_the_total():
    """'8 Move cards tapped out (squash 3, sneak attack 2, Doctor's Note 1)' named three causes
    of five; the rest are counted as 'other'."""
    from scenes.career.model import _injuries
    hist = {"injuries": {"total": 8, "by_cause": {"squash": 3, "sneak attack": 2,
                                                    "Doctor's Note": 1, "provision": 1,
                                                    "Catering Line Jump": 1},
                         "by_superstar": {"x": 8}, "body_parts": {}}}
    lib = type("L", (), {"superstars": {}})()
    assert _injuries(hist, lib)[0] == \
        "8 Move cards tapped out (squash 3, sneak attack 2, Doctor's Note 1, other 2)"
    hist["injuries"]["by_cause"] = {"squash": 3, "sneak attack": 2}
    hist["injuries"]["total"] = 5
    assert _injuries(hist, lib)[0] == "5 Move cards tapped out (squash 3, sneak attack 2)"


def test_the_builders_search_counts_one_page_as_one():
    """The builder said '1 pages match'."""
    from scenes.menus.builder import matches_words
    assert [matches_words(n) for n in (0, 1, 2)] == \
        ["0 pages match", "1 page matches", "2 pages match"]


def test_a_counter_lent_by_a_signature_move_names_it():
    """Why? said 'Check the Kick counters In Close moves' where the card lists none of them:
    Street Smarts lent it; the words name the Move card that lends the type."""
    from conftest import give, plain_match
    from game.match import counter_words
    from game.match.legal import counter_basis
    m = plain_match()
    st = m.state
    st.sides[1].move_cards, st.sides[1].tapped = ["hard_to_flip"], [False]
    shield = give(st, 1, "forearm_shield")  # guards the arm, lists Arm Extended and In Close
    ddt = give(st, 0, "short_ddt")  # Head Down, at the head
    assert counter_basis(st, 1, shield, ddt) == "type"
    assert counter_words(st, 1, shield, ddt) == "It counters Head Down moves: Hard to Flip " \
        "lends that to every Defensive page."
    assert counter_words(st, 1, shield, ddt, who="Kestrel Ortiz") == "Forearm Shield counters " \
        "Head Down moves: Hard to Flip lends that to every Defensive page."
    jab = give(st, 0, "jab_flurry")
    if st.info(jab).move_type in st.info(shield).counters:  # its own list: no lender named
        assert counter_words(st, 1, shield, jab) == \
            f"It counters {st.info(jab).move_type.replace('_', ' ').title()} moves."


def test_a_page_that_would_do_nothing_now_is_tagged_before_it_is_played():
    """Shake It Off at full HP with no Status was told 'does nothing now' only in the log, after
    it was played (AT CAP tagged only momentum pages)."""
    from conftest import give, plain_match
    from game.match import commands as C
    from game.match import does_nothing
    from game.match import events as E
    from scenes.match.facts import idle_tag
    m = plain_match()
    st = m.state
    me = st.sides[0]
    shake = give(st, 0, "shake_it_off")
    assert me.hp == me.max_hp and not me.statuses
    assert does_nothing(st, 0, shake) and idle_tag(st, 0, shake) == "NO EFFECT"
    from scenes.match.facts import page_note
    assert page_note(st, 0, shake)[0] == "No effect now"
    me.hp -= 1  # a point to regain: it does something
    assert not does_nothing(st, 0, shake) and idle_tag(st, 0, shake) == ""
    me.hp += 1
    me.statuses.append("stunned")  # a Status to cure
    assert not does_nothing(st, 0, shake)
    me.statuses.clear()
    iron = give(st, 0, "iron_will")  # a momentum page is AT CAP's, not NO EFFECT's
    assert not does_nothing(st, 0, iron)
    me.momentum = list(me.caps)
    assert idle_tag(st, 0, iron) == "AT CAP"
    events = [e for e in m.play(C.PlayPage(0, shake)) if type(e) is not E.Acted]
    assert [type(e) for e in events][:1] == [E.PagePlayed] and \
        all(type(e) is E.TurnEnded for e in events[1:])  # played, it did nothing, as tagged


def test_the_keyboards_focus_goes_to_a_counter_when_a_move_comes(app):
    """Keyboard only: the focus stayed on a page that could not counter, its tooltip over the
    glowing counters; the player Tabbed through the whole hand to find them."""
    scene, attack = _table(app, "ask", "forearm_shield")
    scene.send(C.PlayPage(0, attack))
    frame(app)
    key(app, pygame.K_RETURN)  # seat 1 takes the screen: a counter window, Forearm Shield glows
    frame(app)
    slots = scene.slots
    shield = next(i for i, s in enumerate(slots) if s.counter)
    assert shield != 0 and not slots[0].counter
    scene.focus.index = 0  # the keyboard on a page that can't counter, as the window opens
    scene.window_seen = None
    scene.refresh()
    assert scene.focus.index == shield
    scene.focus.index = 0  # Tab may still go anywhere in the same window
    scene.refresh()
    assert scene.focus.index == 0
