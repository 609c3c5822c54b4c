"""Session 59's table fixes (docs/DECISIONS.md "Session 59")."""
from __future__ import annotations

import re

import pygame
import pytest


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_setup_tooltip_stands_under_its_control(size):
    """A setup option's tooltip stood above the pointer over the selector above it (session
    58's play-test): it stands under the hovered control, never over it, on screen."""
    from scene_helpers import frame
    from scenes.app import App
    from scenes.menus import setup as SU
    app = App(size)
    sc = app.reset("setup")
    frame(app)
    drawn = []
    real = SU.W.draw_tooltip

    def spy(surface, anchor, lines, *a, **k):
        drawn.append((k.get("under"), real(surface, anchor, lines, *a, **k)))
        return drawn[-1][1]
    SU.W.draw_tooltip = spy
    try:
        widgets = [sc.controller_w[1], sc.turn_w, sc.speed_w, sc.ooh_w, sc.interview_w]
        drawn.clear()  # the match type's words under it say what each is: no tooltip over them
        app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=sc.type_w.rect.center,
                                       rel=(0, 0), buttons=(0, 0, 0)))
        frame(app)
        assert not drawn
        for wdg in widgets:
            drawn.clear()
            app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=wdg.rect.center, rel=(0, 0),
                                           buttons=(0, 0, 0)))
            frame(app)
            assert drawn, wdg
            under, rect = drawn[-1]
            assert under == wdg.rect and not rect.colliderect(wdg.rect), (wdg.rect, rect)
            assert app.screen.get_rect().contains(rect)
    finally:
        SU.W.draw_tooltip = real
        app.stack.scenes.clear()


def test_a_tooltip_under_a_control_at_the_foot_goes_above_it():
    from scenes.ui import widgets as W
    surface = pygame.Surface((800, 400))
    control = pygame.Rect(100, 360, 300, 30)
    rect = W.draw_tooltip(surface, control.center, [("Some words to read.", W.INK)],
                          under=control)
    assert rect.bottom <= control.top
    control = pygame.Rect(600, 100, 190, 30)
    rect = W.draw_tooltip(surface, control.center, [("Some words to read.", W.INK)],
                          under=control)
    assert rect.top >= control.bottom and rect.right <= 800


def test_ctrl_a_in_a_name_field_chooses_it_all_and_typing_replaces_it():
    """Typing over the builder's default name appended to it ('My Brick HollanderBrick
    Counters', session 59's play-test): Ctrl+A chooses it all, what is typed next replaces it,
    Backspace clears it; Ctrl+A on an empty field chooses nothing."""
    from scenes.ui import widgets as W

    def press(field, key, char="", mod=0):
        return field.key(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=char, mod=mod))
    f = W.TextField("My Brick Hollander", max_len=40)
    f.editing = True
    assert press(f, pygame.K_a, "\x01", pygame.KMOD_CTRL) and f.selected
    press(f, pygame.K_b, "B")
    press(f, pygame.K_c, "c")
    assert f.value == "Bc" and not f.selected
    press(f, pygame.K_a, "\x01", pygame.KMOD_CTRL)
    press(f, pygame.K_BACKSPACE)
    assert f.value == "" and not f.selected
    press(f, pygame.K_a, "\x01", pygame.KMOD_CTRL)
    assert not f.selected
    press(f, pygame.K_a, "a")
    assert f.value == "a"
    f.value = "x" * 40
    press(f, pygame.K_a, "\x01", pygame.KMOD_CTRL)
    press(f, pygame.K_y, "y")
    assert f.value == "y"  # (a full field chosen still takes the first key)
    surface = pygame.Surface((400, 60))
    f.rect = pygame.Rect(0, 0, 400, 60)
    press(f, pygame.K_a, "\x01", pygame.KMOD_CTRL)
    f.draw(surface)
    f.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 500), button=1))
    assert not f.selected and not f.editing


def test_the_builders_list_says_which_way_its_clicks_go(monkeypatch):
    """The builder's hint says a click adds a copy; in the playbook list a click takes one out
    (session 59's play-test ended at 42/40): the list's heading says so."""
    from scene_helpers import frame
    from scenes.app import App
    from scenes.menus import builder as B
    said = []
    real = B.W.draw_text
    monkeypatch.setattr(B.W, "draw_text", lambda surface, words, *a, **k: (
        said.append((words, real(surface, words, *a, **k))), said[-1][1])[1])
    for size in ((1280, 720), (1920, 1080)):
        app = App(size)
        pb = app.reset("builder")
        said.clear()
        frame(app)
        hint = [r for words, r in said if words == B.LIST_HINT]
        head = [r for words, r in said if words == "YOUR PLAYBOOK"]
        assert hint and head and pb.side.contains(hint[0]) and not hint[0].colliderect(head[0])
        app.stack.scenes.clear()


def test_the_pin_button_says_why_it_cannot_be_pressed_not_a_chance():
    """In a Showdown against a standing foe the Pin button read '1%: bonuses +10%' while its
    hover said a Showdown pins only a foe on the mat (session 59's play-test): the button says
    why it can't be pressed ('needs the foe down', 'costs 2 Attitude'); the hover keeps the
    chance and the rule."""
    from conftest import plain_match, set_control, set_hp, set_momentum, set_position
    from game.match import pin_blocker
    from game.match.chances import final_chance, pin_terms
    from game.match.pin_line import pin_reason
    s = plain_match("showdown").state
    set_control(s, 0)
    set_hp(s, 1, 1)
    chance = final_chance(pin_terms(s, 0))
    assert chance > 0 and pin_blocker(s, 0) is not None
    assert pin_reason(s, 0, short=True) == "needs the foe down"
    assert pin_reason(s, 0).startswith(f"{chance}%") and "In a Showdown" in pin_reason(s, 0)
    set_position(s, 1, on_mat=True)
    assert pin_blocker(s, 0) is None and pin_reason(s, 0, short=True).startswith(
        f"{final_chance(pin_terms(s, 0))}%")
    s.sides[0].failed_pins = 2
    set_momentum(s, 0, [0, 0, 0, 0, 0, 1])
    assert s.sides[0].momentum[5] == 1  # (Attitude: one short of the button's 2)
    assert pin_reason(s, 0, short=True) == "costs 2 Attitude"
    set_momentum(s, 0, [0, 0, 0, 0, 0, 2])
    assert pin_blocker(s, 0) is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("helps", [2, 6, 9])
def test_a_lifted_cards_tip_and_keywords_never_overlap(size, helps):
    """'Last move of your string' was cut at '(unless it leaves them under a f...' by the
    keyword box stacked under it at the window's foot (session 59's play-test): where both
    don't fit they are one box; every box drawn is whole on screen and none overlaps another."""
    from scenes.match import hover as HOV
    from scenes.match.hand import HandSlot
    from scenes.match.layout import table_layout
    L = table_layout(size)
    s = L.s
    card = pygame.Rect(L.hand.x + round(60 * s), L.hand.bottom - round(230 * s),
                       round(165 * s), round(230 * s))
    slot = HandSlot(0, 1, card.center, 0.0, card, None, "", None,
                    ("Last move of your string", "Move 3 in a row: once it lands, the foe "
                     "fights back and takes control (unless it leaves them under a fourth of "
                     "their HP)."))
    words = [f"Keyword {i}: a line or two of what this keyword means in play." for i in
             range(helps)]
    drawn = []
    real = pygame.Surface.blit

    class Spy(pygame.Surface):
        def blit(self, source, dest, *a, **k):
            if isinstance(dest, pygame.Rect):
                drawn.append(pygame.Rect(dest.topleft, source.get_size()))
            return real(self, source, dest, *a, **k)
    spy = Spy(size)
    HOV.hand_tips(spy, card, slot, words, True, s, L.hand, round(L.hand.y - 40 * s))
    boxes = [r for r in drawn if r.w > 100]
    assert boxes and all(spy.get_rect().contains(r) for r in boxes)
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_esc_on_the_auto_counter_rules_from_the_pause_menu_comes_back_to_it():
    """Esc on the auto-counter rules opened from the pause menu went to the table, and the Q
    pressed next for Save & Quit did nothing (session 59's play-test): it comes back to the
    pause menu, where Q saves and quits; A on the table still opens them over the table."""
    from scene_helpers import frame, human_table, key
    from scenes.routes import is_scene
    sc = human_table((1280, 720), 3)
    app = sc.test_app

    def press(k):
        key(app, k)
        frame(app)
        return app.stack.top
    names = [press(k) for k in (pygame.K_ESCAPE, pygame.K_a, pygame.K_ESCAPE, pygame.K_ESCAPE,
                                pygame.K_a, pygame.K_ESCAPE)]
    assert [is_scene(top, "pause") for top in names] == [True, False, True, False, False, False]
    assert is_scene(names[1], "counter_rules") and is_scene(names[4], "counter_rules")
    assert names[3] is sc and names[5] is sc
    for k in (pygame.K_ESCAPE, pygame.K_a, pygame.K_ESCAPE):
        press(k)
    assert is_scene(press(pygame.K_q), "menu")  # Save & Quit, from the pause menu come back to
    app.stack.scenes.clear()


def test_a_button_name_shrinks_before_it_is_cut():
    """'Return to...' on a 1000x600 window (session 59's play-test): a button's name is drawn
    smaller, down to four fifths of its size, before it is cut."""
    from scenes.ui import widgets as W
    room = W.text_width("Return to Ring", 20, True) - 6
    size = W.label_size("Return to Ring", 20, room)
    assert 16 <= size < 20 and W.text_width("Return to Ring", size, True) <= room
    assert W.label_size("Pass", 20, 200) == 20
    assert W.label_size("A name far too long for any button", 20, 40) == 16


@pytest.mark.parametrize("words", ["TO ACT", "INJURED HEAD", "IN THE RING"])
def test_a_small_chips_words_keep_their_spaces(words):
    """'TOACT' and 'INJUREDHEAD' on a small window: below 14 px a chip's spaces are doubled
    (the font's space is 2 px there), and the width the panel lays out is the width drawn."""
    from sprites import panel as P
    surface = pygame.Surface((400, 60), pygame.SRCALPHA)
    for size in (10, 12, 13, 14, 18):
        drawn = P._chip(surface, 0, 0, words, size, (200, 160, 40))
        assert abs(drawn - P.chip_width(words, size)) <= 1
        assert ("  " in P.spaced(words, size)) == (size < 14)


@pytest.mark.parametrize("cause,squash", [("squash", True), ("Trash Can Lid", False)])
def test_an_injury_at_the_bell_is_called_a_squash_only_when_it_is_one(cause, squash):
    """A match won by DQ on a weapon's injury roll (points 9-16, no squash) opened 'Ruud "The
    Mountain" Thorsen is injured by the squash!' and 'Squashed! Choose...' (session 59's
    play-test): those words come only of an injury the squash dealt."""
    from types import SimpleNamespace
    from game.match import events as E
    from game.match.runner import Entry
    from scenes.match import facts as F
    from scenes.match.model import TableModel
    log = [Entry(None, (E.InjuryTaken(0, "squash"),)), Entry(None, (E.InjuryTaken(1, cause),))]
    model = SimpleNamespace(source=SimpleNamespace(log=log), state=SimpleNamespace(over=True),
                            season=False, tapout_due=lambda: 1)
    assert F.squashed(model, 1) is squash and F.squashed(model, 0)
    words = TableModel.tapout_words(model)
    assert words.startswith("A squash injures the loser: ") is squash and \
        ("tap out" in words or "Tap out" in words)


def test_an_enter_as_the_results_come_starts_no_rematch():
    """The table's 'Results (Enter)' and the results screen coming by itself raced: one Enter
    started a Rematch (session 59's play-test). For GRACE seconds of the screen's own time
    Enter and Space press nothing; then Enter presses the focused Rematch."""
    from game.lab.simulate import play_out
    from game.match import Match
    from scene_helpers import DT, frame, key, setup_of
    from scenes.app import App, Settings
    from scenes.match.results import GRACE
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    match = play_out(Match(setup_of(21, ("human", "greedy")), app.cat), 21)
    app.push("menu")
    results = app.push("results", match.setup, match)
    frame(app)
    for k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        key(app, k)
        assert app.stack.top is results
    while results.time < GRACE:
        frame(app, DT)
    key(app, pygame.K_RETURN)
    assert not is_scene(app.stack.top, "results")
    app.stack.scenes.clear()


@pytest.mark.parametrize("held", [0, 2, 3, 4, 7])
def test_a_dirty_page_says_the_dq_it_risks_before_it_is_played(held):
    """'6 warnings - DQ chance 30% (rolled 1) - DISQUALIFIED!' came with no word before the
    page was played (session 59's play-test): a page whose warnings bring the seat to the
    referee's line says the chance, the very one then rolled; under the line, nothing."""
    from conftest import plain_match, prepare_move
    from game.match import commands as C
    from game.match import dq_risk
    from game.match import events as E
    from game.match.chances import DQ_LINE
    m = plain_match("normal")
    s = m.state
    page = prepare_move(s, 0, "eye_rake")
    s.sides[0].warnings = held
    said = dq_risk(s, 0, page)
    total = held + 2
    assert (said is None) == (total < DQ_LINE)
    evs = m.play(C.PlayPage(0, page))
    if s.pending is not None:
        evs += m.play(C.Allow(1))
    given = next(e for e in evs if type(e) is E.WarningsGiven)
    assert given.chance == (0 if said is None else
                            int(re.search(r"(\d+)% chance", said).group(1)))
    if said:
        assert said == f"If it lands, its 2 warnings bring you to {total}: a {5 * total}% " \
            "chance of a DQ."


def test_a_weapons_dq_risk_is_said_where_weapons_are_not_legal():
    from conftest import plain_match, give
    from game.match import dq_risk
    for kind, legal in (("normal", False), ("showdown", False), ("hardcore", True)):
        s = plain_match(kind).state
        chair = give(s, 0, "folding_chair")
        risk = s.info(chair).card.weapon.dq_risk
        said = dq_risk(s, 0, chair)
        assert (said is None) == legal
        if not legal:
            assert f"risks a DQ: {risk}%" in said


def test_enter_on_a_focused_box_starts_the_match_and_space_ticks_it():
    """Enter on the focused 'Pre-match Interview' box ticked it where Start Match shows the
    Enter badge (session 59's play-test): Space ticks a focused box, Enter starts."""
    from scene_helpers import frame, key
    from scenes.app import App
    from scenes.routes import is_scene
    app = App((1280, 720))
    sc = app.reset("setup")
    frame(app)
    items = sc.items()
    sc.focus.index = items.index(sc.interview_w)
    was = sc.interview_w.value
    key(app, pygame.K_SPACE)
    assert sc.interview_w.value != was
    key(app, pygame.K_RETURN)
    frame(app)
    assert not is_scene(app.stack.top, "setup")
    app.stack.scenes.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_interviews_title_is_drawn_whole(size, monkeypatch):
    """'Ruud "The Mountain" Thorsen: the pre-match I...' (session 59's play-test): the title
    is drawn smaller until it fits, not cut."""
    from scenes.match import choosers as CV
    from scenes.ui import widgets as W
    said = []
    real = W.draw_text
    monkeypatch.setattr(CV.W, "draw_text", lambda surface, words, size_, *a, **k: (
        said.append((words, size_, k.get("max_w"))), real(surface, words, size_, *a, **k))[1])
    surface = pygame.Surface(size)
    s = W.ui_scale(size)
    CV.draw_interview(surface, s, 1.0, 'Ruud "The Mountain" Thorsen', [], (None, None), None)
    words, drawn, room = next(x for x in said if x[0].endswith("the pre-match Interview"))
    assert W.text_width(words, drawn, True) <= room


@pytest.mark.parametrize("seed", [3, 8])
def test_every_season_event_has_words_of_its_own(seed):
    """The season's log opened with 'Playerstaken.' (its start event had no words: session
    59's play-test): over whole AI seasons no line is an event's bare name."""
    from conftest import catalog
    from game import season as S
    from game.library import title
    from game.season import Season, SeasonPlayer, SeasonSetup, play_ai_season
    from scenes.season.text import season_lines
    season = Season(SeasonSetup(seed=seed, weeks=3, players=[
        SeasonPlayer(superstar="ada_quill", controller="human"),
        SeasonPlayer(superstar="lucius_glamour", controller="normal"),
        SeasonPlayer(superstar="mack_doyle", controller="easy")]), catalog())
    play_ai_season(season)
    lines = [line.text for line in season_lines(season)]
    names = {f"{title(n)}." for n in S.__all__} | {f"{n}." for n in S.__all__}
    assert lines and not [t for t in lines if t in names]
    assert lines[0].startswith("The season begins: Professor Ada Quill (a person)")


def _countered(kind: str, move_id: str, counter_id: str, hp=None):
    from conftest import plain_match, prepare_move, set_hand
    from game.match import commands as C
    from game.match import events as E
    m = plain_match(kind)
    s = m.state
    page = prepare_move(s, 0, move_id)
    counter = set_hand(s, 1, [counter_id])[0]
    s.sides[1].momentum = list(s.sides[1].caps)
    if hp is not None:
        s.sides[1].hp = hp
    m.play(C.PlayPage(0, page))
    evs = m.play(C.Counter(1, counter))
    return m, next(e for e in evs if type(e) is E.MoveCountered)


@pytest.mark.parametrize("kind", ["normal", "showdown"])
def test_a_counters_log_line_explains_why_it_could(kind):
    """'The counter line in the log has no why? marker' (session 59's play-test): a counter's
    line is marked and its explanation says which rule let the page counter, what it cost and
    what a counter does (a Showdown's countered page goes back into its playbook)."""
    from types import SimpleNamespace
    from scenes.match.inspector import explain, explainable
    m, ev = _countered(kind, "shin_kick", "check_the_kick")
    assert explainable(SimpleNamespace(event=ev))
    e = explain(ev, m.state)
    assert e.title == "Counter: Check the Kick" and e.result == "Shin Kick is stopped."
    assert dict(e.rows)["why it could"] == "Check the Kick counters Leg Extended moves."
    assert dict(e.rows)["paid"] != "nothing" or not any(m.state.info(ev.page).cost)
    assert any("goes back into its owner" in n for n in e.notes) == (kind == "showdown")


def test_a_counter_from_underneath_and_at_a_weapon_say_so():
    from conftest import catalog
    from scenes.match.inspector import explain
    cat = catalog()
    info = cat.info
    attack = "shin_kick"
    a = info[attack]
    plain = next(p for p, i in info.items() if "defensive" in i.tags and
                 a.move_type not in i.counters and i.target != a.target)
    m, ev = _countered("normal", attack, plain, hp=5)
    from scenes.match.log_text import star
    assert dict(explain(ev, m.state).rows)["why it could"] == (
        f"{star(m.state, 1)} fights from underneath (under half their HP): any Defensive page "
        "counters any move.")
    chair = "folding_chair"
    m, ev = _countered("normal", chair, plain)
    assert dict(explain(ev, m.state).rows)["why it could"] == "Any Defensive page stops a weapon."


def test_a_persons_match_waits_on_the_table_after_the_bell():
    """The results came by themselves 2 s after the bell as a tester went to click a log
    line's 'why?' (session 59's play-test): a match a person plays waits on the table, the
    pointer anywhere, with Reveal hands, Results and Menu, until they press Results."""
    from scene_helpers import click, frame, setup_of, until_seat_zero_acts
    from game.match.state import Outcome
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "normal")))
    scene.match.state.over = Outcome(1, "pinfall", scene.match.state.turn)
    scene.presenter.finish(quiet=True)
    scene.refresh()
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                   buttons=(0, 0, 0)))
    for _ in range(300):  # ten seconds
        frame(app)
    assert app.stack.top is scene and not scene.reading_the_log()
    assert scene.model.prompt()[0] == "The match is over: Reveal hands (H) or Results (Enter)"
    shown = [name for name, b in scene.buttons.items() if b.visible]
    assert {"reveal", "results", "menu"} <= set(shown), shown
    click(app, scene.buttons["results"].rect.center)
    frame(app)
    assert is_scene(app.stack.top, "results")
    app.stack.scenes.clear()


def test_an_online_match_and_the_tutorial_do_not_wait_at_the_bell():
    """Whether a table waits after the bell is the table's own flag: a person's match waits, an
    online one (the friend's seat 'remote') and the tutorial (its script's foe) go on."""
    from scene_helpers import setup_of, until_seat_zero_acts
    from game.match.state import Outcome
    from scenes.app import App, Settings
    from scenes.match.model import TableModel
    from scenes.online.model import RemoteTableModel
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "normal")))
    scene.match.state.over = Outcome(1, "pinfall", scene.match.state.turn)
    here = TableModel(scene.match, ("human", "greedy"), scene.presenter)
    online = RemoteTableModel(scene.match, ("human", "remote"), scene.presenter)
    assert here.waiting_at_end() and not online.waiting_at_end()
    here.waits_at_bell = False  # what the tutorial sets
    assert not here.waiting_at_end()
    app.stack.scenes.clear()


def test_the_results_button_waits_for_the_bells_show():
    """'The Results button appears during the pin count, which gives the outcome away', and a
    move's 'lands: nothing in your hand counters it' stood under a DQ's 'WINS!' (session 60's
    play-test): while the ring still shows the match's last command, the table offers no
    Results and the prompt says only to watch; once the show ends, it waits for Results."""
    from scene_helpers import frame, setup_of, until_seat_zero_acts
    from game.match.state import Outcome
    from scenes.app import App, Settings
    from scenes.match.facts import WATCH
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "normal")))
    scene.match.state.over = Outcome(1, "disqualification", scene.match.state.turn)
    scene.presenter.show_end = scene.presenter.now + 30.0  # the bell's show still plays
    scene.refresh()
    frame(app)
    assert not scene.model.waiting_at_end()
    assert scene.model.prompt()[0] == WATCH
    assert not scene.buttons["results"].visible
    scene.presenter.finish(quiet=True)  # (no refresh by hand: the table sees the show end)
    frame(app)
    frame(app)
    assert scene.model.waiting_at_end() and scene.buttons["results"].visible
    app.stack.scenes.clear()
