"""What session 75 mended: each test names what a player did or what the last read found."""
from __future__ import annotations

import json

import pygame

import pytest
from scene_helpers import frame

from conftest import give
from scenes.ui.prefs import ExhibitionPrefs, Settings, parse_settings
from test_handover_hides_the_hand import _table


@pytest.fixture(scope="module")
def app():
    from scenes.app import App
    return App((1280, 720), settings=Settings(ai_speed="fast"))


def _setup(app):
    """The exhibition setup, opened from the menu as a player opens it."""
    app.reset("menu")
    app.push("setup")
    frame(app)
    return app.stack.top


@pytest.mark.slow
def test_the_exhibition_setup_keeps_its_choices_across_launches(app):
    """A player picked two Superstars, a Hardcore match and Hard, quit, and at the next launch
    the setup offered the first two Superstars again, a Normal match against Normal."""
    scene = _setup(app)
    stars = scene.stars
    scene.pick(0, stars[3])
    scene.pick(1, stars[5])
    scene.type_w.set_value("hardcore")
    scene.controller_w[1].set_value("hard")
    scene.interview_w.value = True
    scene.back()
    saved = json.loads(json.dumps(app.settings.model_dump(mode="json")))  # the file, read back
    settings, problem = parse_settings(saved)
    assert problem is None
    app.settings = settings  # the next launch
    again = _setup(app)
    assert again.picks == [stars[3], stars[5]]
    assert again.type_w.value == "hardcore" and again.controller_w[1].value == "hard"
    assert again.interview_w.value and not again.ooh_w.value


@pytest.mark.parametrize("kept", [
    {"picks": ["nobody", "somebody"]}, {"picks": ["x"]}, {"picks": [1, 2, 3]},
    {"controllers": ["wizard", 7]}, {"match_type": "cage"}, {"turn_limit": -4},
    {"playbooks": ["no such playbook", None]}, "not a table"])
def test_a_damaged_setup_memory_gives_a_setup_that_starts(app, kept):
    """A settings file edited by hand (or by a newer game) never stops the setup opening: each
    choice it can't use is the default's."""
    settings, _ = parse_settings({"exhibition": kept})
    app.settings = settings
    scene = _setup(app)
    assert len(set(scene.picks)) == 2 and all(p in scene.stars for p in scene.picks)
    assert scene.build().seats[0].superstar == scene.picks[0]
    app.settings = Settings(ai_speed="fast")


def test_restore_defaults_keeps_the_setup_memory(app):
    """Restore defaults is the Settings screen's: the exhibition's last choices are not on it."""
    app.settings.exhibition = ExhibitionPrefs(match_type="showdown")
    app.reset("settings")
    app.stack.top.restore_defaults()
    assert app.settings.exhibition.match_type == "showdown"
    app.settings = Settings(ai_speed="fast")


@pytest.mark.slow
def test_the_hand_asks_once_whether_a_page_would_do_nothing(app, monkeypatch):
    """The hand's refresh asked does_nothing twice for every playable page (its NO EFFECT tag,
    then its hover note): two trial decides on a copy of the match, where one answers both.
    And the tag was missed whenever the foe's hand was short (as here): the foe's refill at the
    turn's end was read as something Shake It Off did."""
    import scenes.match.facts as facts
    scene, _ = _table(app, "ask", "iron_will")
    give(scene.state, 0, "shake_it_off", fresh=True)
    asked: list = []
    real = facts.does_nothing
    monkeypatch.setattr(facts, "does_nothing",
                        lambda st, seat, page: asked.append(page) or real(st, seat, page))
    choices = scene.model.hand_choices(0, 0)
    assert asked and len(asked) == len(set(asked))
    shake = next(c for c in choices if scene.state.info(c.page).name == "Shake It Off")
    assert shake.idle == "NO EFFECT" and shake.note[0] == "No effect now"


def test_the_bell_rings_after_the_pre_match_interview():
    """With the pre-match Interview, the log said "DING! The bell rings" and the ring showed
    FIGHT! before either Superstar had said a word: the bell waits for the last Interview."""
    from conftest import make_match
    from game.match import commands as C
    from scenes.match.log_text import log_lines
    from scenes.match.pace import interview_first
    m = make_match("normal", options=("interview",), fresh=True)
    assert interview_first(m.log[0].events)
    m.play(C.PlayDrama(0, ""))
    lines = log_lines(m)
    assert not any("DING" in line for line in lines)
    assert "the pre-match Interview comes before the bell" in lines[0]
    m.state.sides[1].drama = ("mic_meltdown",)  # a Promo: its Crowd Point comes before the bell
    m.play(C.PlayDrama(1, "mic_meltdown"))
    lines = log_lines(m)
    assert [i for i, line in enumerate(lines) if "DING" in line] == [len(lines) - 1]
    assert any("Crowd" in line for line in lines[-3:-1]), lines[-4:]  # (session 75's fourth
    # tester: the last Interview's effect came after the bell)
    plain = make_match("normal", fresh=True)
    assert not interview_first(plain.log[0].events)
    assert "DING! The bell rings for a Normal match." in log_lines(plain)


def test_the_ring_and_the_booth_ring_the_bell_after_the_interview():
    """The ring's FIGHT! banner and bell, and the booth's bell line, wait for the Interview."""
    from conftest import make_match
    from game.match import commands as C
    from scenes.match import commentary as CM
    from scenes.match.presenter import Presenter
    m = make_match("normal", options=("interview",), fresh=True)
    booth = CM.Commentary(CM.load_booth(), 0)
    keys: list = []
    booth.say = lambda key, *a, **kw: keys.append(key) or ("", "")

    def shown(events, state=m.state) -> tuple[bool, bool]:
        """(FIGHT! on the ring, the bell in the booth) for a command's events."""
        p = Presenter()
        p.present(events, state)
        keys.clear()
        booth.lines(events, state)
        return any(c.kind == "banner" and c.text == "FIGHT!" for c in p.cues), "bell" in keys

    assert shown(m.log[0].events) == (False, False)
    assert shown(m.play(C.PlayDrama(0, ""))) == (False, False)
    m.state.sides[1].drama = ("mic_meltdown",)
    events = m.play(C.PlayDrama(1, "mic_meltdown"))
    assert shown(events) == (True, True)
    p = Presenter()
    p.present(events, m.state)
    texts = [c.text for c in p.cues if c.kind in ("banner", "popup")]
    assert texts[-1] == "FIGHT!", texts  # after the Promo's crowd, as the log tells it
    plain = make_match("normal", fresh=True)
    assert shown(plain.log[0].events, plain.state) == (True, True)


def test_a_defensive_pages_face_says_the_move_type_it_lands_as():
    """Duck Under countered a Mad Rush and the crowd called the next In Close move the same type
    again: its face said only "Defensive", never that it lands as an In Close move."""
    from game.library import load_library
    from sprites.card_face import _paragraphs
    lib = load_library()
    words = " ".join(text for text, _ in _paragraphs(lib.pages["duck_under"]))
    assert "It lands as an In Close move." in words
    guards = [p for p in lib.pages.values() if "defensive" in p.tags]
    assert {p.move_type for p in guards} >= {"in_close", "victim_below"}
    for p in guards:
        assert "It lands as a" in " ".join(text for text, _ in _paragraphs(p))
    plain = " ".join(text for text, _ in _paragraphs(lib.pages["jab_flurry"]))
    assert "lands as" not in plain


def test_a_page_played_at_the_caps_is_told_as_making_room():
    """Newcomers read Normal's momentum page at its caps as a blunder ("does nothing now"), five
    times in twelve matches: it trades the page for a fresh one at the turn's end, and the hover
    and the log say so; with no refill to come (a hand above full), they don't."""
    from conftest import plain_match
    from game.match import commands as C
    from game.match import makes_room
    from scenes.match.facts import idle_tag, page_note
    from scenes.match.log_text import event_lines
    m = plain_match()
    s = m.state
    me = s.sides[0]
    me.playbook.insert(0, me.hand.pop())
    ropes = give(s, 0, "springy_ropes", fresh=True)
    me.momentum = list(me.caps)
    assert idle_tag(s, 0, ropes) == "AT CAP" and makes_room(s, 0)
    assert page_note(s, 0, ropes, "AT CAP")[1].endswith(
        "a fresh page is drawn for it at the turn's end.")
    crowded = s.clone()
    for _ in range(len(crowded.sides[0].hand) + crowded.sides[0].hand_bonus):
        give(crowded, 0, "iron_will", fresh=True)  # well over a full hand
    assert not makes_room(crowded, 0)
    assert "fresh page" not in page_note(crowded, 0, ropes, "AT CAP")[1]
    events = m.play(C.PlayPage(0, ropes))
    texts = [line.text for i in range(len(events)) for line in event_lines(events, i, s)]
    assert texts[-1].endswith("(at the caps): it only makes room for a fresh page.")


def test_a_card_lifted_by_the_keyboard_says_how_to_put_it_down(app, monkeypatch):
    """Keyboard only: the focused card's zoom and tips hid three cards of the hand and their
    counter risks, and the player arrowed through the hand one card at a time: the lifted card
    says that Esc puts it down, and Esc does, without pausing."""
    import pygame
    from scene_helpers import key
    from scenes.match import hand as HV
    from scenes.match import hover as HOV
    from scenes.match.lifted import PUT_DOWN
    scene, _ = _table(app, "ask", "iron_will")
    said: list = []
    monkeypatch.setattr(HOV, "hand_tips", lambda surface, rect, slot, helps, *a: said.append(
        list(helps)))
    items = scene.focusables()
    scene.focus.index = next(i for i, f in enumerate(items) if isinstance(f, HV.HandFocus))
    scene.hover = None
    frame(app)
    assert said and said[-1][-1] == PUT_DOWN
    said.clear()
    scene.hover = ("hand", 0)  # the pointer's lift: the pointer just moves away
    scene.draw_lifted(app.screen, 0)
    assert said and PUT_DOWN not in said[-1]
    scene.hover = None
    key(app, pygame.K_ESCAPE)
    assert scene.focus.index is None and app.stack.top is scene


def test_enter_in_the_quit_box_presses_the_lit_answer(app):
    """Esc on the title, then Enter, closed the game while Stay was lit as the chosen answer
    (Esc and Enter mashed on the menu quit Ringside): Enter presses the lit answer, Stay at
    first; Left or Tab lights Quit, and Enter then quits. Y still quits at once."""
    import pygame
    import scene_helpers as H
    app.reset("menu")
    menu = app.stack.top
    H.key(app, pygame.K_ESCAPE)
    assert menu.asking
    H.key(app, pygame.K_RETURN)
    assert app.running and not menu.asking
    H.key(app, pygame.K_ESCAPE)
    H.key(app, pygame.K_LEFT)
    menu.draw(app.screen)
    assert not menu.quit_no.primary  # Stay's gold fill went with the focus
    H.key(app, pygame.K_RETURN)
    assert not app.running
    app.running = True


def test_a_page_that_sends_the_referee_away_says_why_the_pin_falls():
    """Manager on the Apron's hover said "The Pin falls from 16% to 0% with this page: your
    last move's bonus lapses", ten turns after the last move: it is the referee, away."""
    from types import SimpleNamespace
    from conftest import plain_match, set_momentum
    from scenes.match import facts as F
    m = plain_match()
    s = m.state
    s.sides[1].hp = 4  # well under half: a pin is on
    set_momentum(s, 0, "max")
    s.sides[0].last_move = None
    apron = give(s, 0, "manager_apron", fresh=True)
    said = F.pin_shift(SimpleNamespace(state=s, source=m), 0, apron)
    assert said and said[0].endswith("to 0% with this page: the referee is away, and nobody "
                                     "counts a pin till he is back.")
    assert "last move" not in said[0]


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720)])
def test_every_settings_hint_is_whole_at_the_largest_text(app, size):
    """At 1000x600 with Text size "Larger", the Turn clock's hint ended "...when it runs out
    the first legal move is" (its third line cut): each hint fits its two lines whole."""
    from scenes.ui import widgets as W
    app.settings.text_size = "larger"
    try:
        app.reset("settings")
        scene = app.stack.top
        scene.layout(size)
        s = W.ui_scale(size)
        t = s * app.settings.text_scale
        for _, widget, hint in scene.rows:
            if hint:
                width = scene.panel.right - widget.rect.right - round(18 * s) - round(16 * s)
                font_size, lines = W.fit_lines(hint, round(15 * t), width, round(11 * s))
                assert " ".join(lines).split() == hint.split(), hint
    finally:
        app.settings = Settings(ai_speed="fast")


def _press(app, pos) -> None:
    """A click sent straight through the app (no arrive: as fast as a double-click)."""
    import pygame
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.process(pygame.event.Event(kind, pos=pos, button=1))


@pytest.mark.slow
def test_a_double_click_that_lifts_the_curtain_never_acts_for_the_next_player(app):
    """Pass-and-play: a double-click on "show my hand" lifted the curtain with its first click
    and let the attacked player's move through with its second (it landed where Let it
    through stands), before they had seen their hand; the table drops a press that soon
    after the curtain lifts, and takes the next one."""
    from game.match import commands as C
    from scenes.match.handoff import CURTAIN_GRACE
    from scenes.routes import is_scene
    from scenes.ui.base import MASH_GAP
    scene, attack = _table(app, "ask", "forearm_shield")
    scene.send(C.PlayPage(0, attack))
    frame(app, 0.05)
    curtain = app.stack.top
    assert is_scene(curtain, "handoff") and curtain.seat == 1
    frame(app, CURTAIN_GRACE + MASH_GAP)  # the next player arrives
    _press(app, curtain.ready_btn.rect.center)  # the first click lifts it ...
    assert app.stack.top is scene and scene.model.viewer == 1
    allow = scene.buttons["allow"]
    assert allow.visible and allow.enabled and scene.state.pending is not None
    _press(app, allow.rect.center)  # ... and its double lands on Let it through
    for _ in range(60):
        frame(app, 0.1)
    assert scene.state.pending is not None  # not answered for them
    _press(app, allow.rect.center)  # a click of their own, once they have seen the table
    for _ in range(60):
        frame(app, 0.1)
    assert scene.state.pending is None


@pytest.mark.slow
def test_a_double_click_on_a_card_never_plays_the_page_that_slides_in(app):
    """With the show at once (or over), a double-click on Sundown Flip played it, then Turn
    The Tables, which slid into its place: the second click of a double only names the new
    page."""
    from scene_helpers import human_table
    sc = human_table((1280, 720), 1)
    a = sc.test_app
    a.settings.show_speed = "instant"
    frame(a, 0.03)
    slot = next(s for s in sc.slots if s.reason is None)
    before = len(sc.match.log)
    _press(a, slot.rect.center)
    sc.presenter.finish(quiet=True)
    assert not sc.presenter.showing
    frame(a, 0.03)
    _press(a, slot.rect.center)
    frame(a, 0.03)
    assert len(sc.match.log) == before + 1
    assert any(t.text.startswith("New in slot") for t in a.toasts.items)
    a.stack.scenes.clear()


@pytest.mark.parametrize("scale,shown", [(1.0, ["A:", "B:"]), (1.2, ["B:"]), (1.4, ["B:"])])
def test_the_commentary_strip_keeps_its_lines_above_the_prompt(monkeypatch, scale, shown):
    """At 1000x600 with larger text the strip's second line ran under the prompt's pill: it
    shows two lines where they fit in it, else the newest."""
    import pygame
    from scenes.match import ring_view as RV
    from scenes.match.layout import table_layout
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    L = table_layout((1000, 600))
    said: list = []
    real = RV.W.text_surface
    monkeypatch.setattr(RV.W, "text_surface", lambda text, *a, **kw: said.append(text) or
                        real(text, *a, **kw))
    RV.draw_strip(pygame.Surface((1000, 600)), L, [("A", "first line"), ("B", "second")], scale)
    assert [t for t in said if t.endswith(":")] == shown


def test_the_auto_counter_box_says_its_words_whole_at_larger_text(app, monkeypatch):
    """At 1000x600 and larger text its title ended "defaults for new mat..." and its words
    were cut after "without handing you the": both are whole now."""
    from scenes.ui import widgets as W
    app.settings.text_size = "larger"
    try:
        app.reset("settings")
        frame(app)
        app.stack.top.counter_details()
        box = app.stack.top
        box.layout((1000, 600))
        drawn: list = []
        import scenes.ui.draw as D
        real = D.draw_text
        spy = lambda surface, text, *a, **kw: drawn.append(  # noqa: E731
            (text, kw.get("max_w"), a[0] if a else 0)) or real(surface, text, *a, **kw)
        monkeypatch.setattr(W, "draw_text", spy)
        monkeypatch.setattr(D, "draw_text", spy)
        box.draw(pygame.Surface((1000, 600)))
        said = " ".join(text for text, _, _ in drawn)
        assert "Auto-counter: defaults for new matches" in said
        assert "without handing you the screen." in said
        title = next(d for d in drawn if d[0].startswith("Auto-counter"))
        assert W.text_width(title[0], title[2], True) <= title[1]
    finally:
        app.settings = Settings(ai_speed="fast")


def test_a_new_seasons_ai_wrestlers_all_start_at_normal(app):
    """The season setup offered wrestler 2 as AI Normal and wrestler 3 as AI Easy, and a fourth
    added as Easy too: a newcomer took the mix for a slip. Every AI starts at Normal."""
    app.season_prefs = None
    app.reset("season_setup")
    scene = app.stack.top
    scene.add(quiet=True)
    assert [sl.controller_w.value for sl in scene.slots] == ["human", "normal", "normal",
                                                             "normal"]


def test_a_saves_turn_leaves_out_the_turns_taken_back(tmp_path):
    """Continue said "Ortiz vs Doyle · turn 3" and opened the match at turn 2: a pass-and-play
    take-back had undone the command that ended turn 2, and the save's row still counted it.
    The row, the match's own summary and the career all read the entries still in effect."""
    from conftest import catalog
    from game.ai import choose
    from game.lab.simulate import random_setup
    from game.match import Match
    from game.match import events as E
    from game.match.dice import Dice
    from game.store.history import _facts
    from game.store.match_file import peek_save, read_save, save_match
    from scenes.match.log_text import turn_shown
    cat = catalog()
    for seed in range(1, 60):
        m = Match(random_setup(cat, seed, "normal", "human", "human"), cat)
        dice = [Dice(seed, 1000 + s) for s in (0, 1)]
        while m.actor() is not None and m.state.turn < 12:
            seat = m.actor()
            events = m.play(choose("greedy", m.state, seat, dice[seat]))
            if any(type(e) is E.TurnEnded for e in events) and \
                    m.take_back_refusal(seat, agreed=True) is None:
                m.take_back(seat, agreed=True)
                path = save_match(m, tmp_path, "taken")
                shown = turn_shown(m.state.turn, False)
                assert turn_shown(peek_save(path)["turn"], False) == shown
                assert read_save(path).summary["turn"] == m.state.turn
                assert _facts(path)["turn"] == m.state.turn
                return
    pytest.fail("no take-back of a turn's last command in 59 matches")
