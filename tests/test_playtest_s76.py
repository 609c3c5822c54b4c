"""What session 76 mended: each test names what a player did or what the last read found."""
from __future__ import annotations

import pytest
from scene_helpers import frame

from test_playtest_s65 import app  # noqa: F401 (a window whose saves go to the test's folder)


def _checked(app, menu):
    """The menu once its check of the saves is done."""
    for _ in range(200):
        frame(app)
        if menu.check is None:
            break
    return menu


@pytest.mark.slow
def test_back_from_a_finished_match_enter_plays_another(app, tmp_path):
    """After a match the menu lit Continue on an older unfinished save, so Enter opened a match
    the player had left days ago: back from the results, Exhibition Match leads (Continue
    stays on the column)."""
    from conftest import plain_match
    from game.store import save_match
    from test_explorer_finds import finished_match
    save_match(plain_match("normal"), tmp_path, "current-1")
    match = finished_match()
    app.reset("menu")
    app.push("results", match.setup, match)
    frame(app)
    app.stack.top.menu()
    menu = _checked(app, app.stack.top)
    assert menu.continue_btn.visible and not menu.continue_btn.primary
    assert menu.focus.current(menu.buttons) is menu.exhibition_btn
    assert menu.exhibition_btn.primary
    menu = _checked(app, app.reset("menu"))  # opened afresh, Continue leads as before
    assert menu.focus.current(menu.buttons) is menu.continue_btn and menu.continue_btn.primary


@pytest.mark.parametrize("chance,words", [
    (0, "It can't be taken back: it used the dice (the submission roll, rolled and shown even "
        "at 0%)."),
    (1, "It can't be taken back: it used the dice (the submission roll)."),
])
def test_a_hold_at_no_chance_says_why_its_roll_counts(chance, words):
    """A take-back of a hold with no chance of a tap out was refused for "the submission roll",
    which a tester read as a mistake: the die is rolled and shown at 0% too, and it says so."""
    from game.match import events as E
    from game.match.takeback import events_refusal
    ev = E.SubmissionAttempted(0, 3, (), chance, 57, False)
    assert events_refusal([ev], 0).text == words


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1000, 600), (1280, 720)])
def test_larger_text_reaches_the_panels_chips_and_keeps_every_status(size):
    """Session 75's fourth tester: at the largest text the status chips stayed small. They grow
    with Settings' text size, and where they crowd they shrink again: no status is lost."""
    import pygame
    from scene_helpers import human_table
    from sprites.panel import panel_spots
    sc = human_table(size, 5)
    panel = sc.panel_rect(0)

    def chips(scale: float, statuses=()):
        sc.test_app.settings.text_size = {1.0: "normal", 1.4: "larger"}[scale]
        data = sc.panel_data(0)
        assert data.chip_text == scale
        if statuses:
            import dataclasses
            data = dataclasses.replace(data, statuses=statuses)
        return {k: pygame.Rect(r) for r, k in panel_spots(data, panel.size, sc.L.s)}

    normal, larger = chips(1.0), chips(1.4)
    assert larger["warnings"].height > normal["warnings"].height
    assert larger["standing"].width > normal["standing"].width
    many = ("stunned", "busted_open", "exhausted", "injured_arm")
    crowded = chips(1.4, many)
    assert all(any(st in k for k in crowded) for st in many)


@pytest.mark.slow
def test_the_windows_own_opening_motion_leaves_continue_the_lead(app, tmp_path):
    """A tester relaunched to continue and found Exhibition Match lit: the window's opening
    sends a pointer motion of its own (rel 0, 0, at the window's middle) before the saves are
    checked, which read as the player moving. A real motion still takes the lead."""
    import pygame
    from conftest import plain_match
    from game.store import save_match
    save_match(plain_match("normal"), tmp_path, "current-1")
    menu = app.reset("menu")
    assert menu.check is not None  # the saves are still being checked
    middle = (app.size[0] // 2, app.size[1] // 2)
    assert not any(b.rect.collidepoint(middle) for b in menu.buttons if b.visible)
    menu.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(0, 0, 0)))
    menu = _checked(app, menu)
    assert menu.focus.current(menu.buttons) is menu.continue_btn and menu.continue_btn.primary
    save_match(plain_match("hardcore"), tmp_path, "current-2")
    menu = app.reset("menu")
    assert menu.check is not None
    menu.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(5, 2), buttons=(0, 0, 0)))
    menu = _checked(app, menu)  # a pointer the player moved: the focus stays where it was
    assert menu.focus.current(menu.buttons) is menu.exhibition_btn and menu.exhibition_btn.primary


def test_the_pin_tips_headline_names_its_biggest_lift_not_a_second_sum():
    """'33%: pin bonuses of your Move cards or the referee: +15%' above 'bonuses: +15%' read as
    the bonus counted twice: the headline names the biggest lift as such."""
    from scenes.match.buttons import pin_tip
    terms = (("base (HP)", 0), ("momentum", -1), ("bonuses", 15), ("turns", 3), ("impact", 16))
    said = "33%: pin bonuses of your Move cards or the referee: +15%"
    lines = [w for w, _ in pin_tip(terms, 33, None, said)]
    assert lines[0] == "Pin chance: 33%"
    assert lines[1] == "The biggest lift: pin bonuses of your Move cards or the referee: +15%"
    assert "bonuses: +15%" in lines
    assert [w for w, _ in pin_tip(terms, 33, None, "no chance yet: x")][1] == "No chance yet: x"


@pytest.mark.parametrize("second, keys", [
    ("taken outside", ["ringside"]),  # the one who chose to go: their line only
    (None, ["thrown_out"]),  # a card threw the foe out: not 'wants no part of the ring'
])
def test_the_booth_says_who_chose_to_go_outside(second, keys):
    """'Scrap Malone wants no part of the ring right now' of the one Nadia Vise took outside:
    the lines for going out by choice are said only of the one who chose."""
    from conftest import plain_match
    from game.match import events as E
    from scenes.match import commentary as CM
    st = plain_match("hardcore").state
    events = [E.WentToRingside(0, "button"), E.WentToRingside(1, second)] if second else \
        [E.WentToRingside(1, "Over the Top")]
    for seed in range(12):
        c = CM.Commentary(CM.load_booth(), seed)
        said = []
        real = c.say
        c.say = lambda key, **words: (said.append((key, words.get("name"))), real(key, **words))[1]
        c.lines(events, st)
        assert [k for k, _ in said] == keys
    name = CM.short_name(st.cat.lib.superstars[st.sides[1].superstar].name)
    if second is None:
        assert said[0][1] == name
    volitional = {ln.text for ln in CM.load_booth().lines["thrown_out"]}
    assert not any("no part" in t or "Get some air" in t for t in volitional)


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720), (1920, 1080)])
def test_a_new_page_in_the_spot_clears_the_last_stamps_reach_over_the_ring(size):
    """A sliver of the last '9 TO THE HEAD' stayed over the ring's edge while the next page
    came into the spot (the column was cleared, the stamp's reach over the ring was not)."""
    import pygame
    from scenes.match import table as TV
    from scenes.match.layout import table_layout
    pygame.init()
    L = table_layout(size)
    surface = pygame.Surface(size)
    base = TV.stage_base(L, size, 0)
    surface.blit(base, L.stage)
    clean = surface.copy()
    img = TV.stamp_surface("9 TO THE HEAD", (240, 80, 70), L.s, round(24 * L.s),
                           TV.stamp_room(L), TV.stamp_widest(L))
    r = TV.stamp_rect(L, img)
    surface.blit(img, r)
    assert r.left < TV.RV.ring_area(L).right  # it reaches over the ring's edge
    TV.clear_spot_column(surface, L)
    for x in range(r.left, r.right):
        for y in range(r.top, r.bottom):
            assert surface.get_at((x, y)) == clean.get_at((x, y)), (x, y)


@pytest.mark.slow
def test_the_builders_button_says_open_for_a_saved_playbook(app, tmp_path, monkeypatch):
    """'Saved: B Bruiser' beside 'Start from' did not say that is how a saved playbook is opened
    to edit: the button says Open for a saved one, Start from for a starter or an empty one."""
    monkeypatch.setenv("RINGSIDE_PLAYBOOK_DIR", str(tmp_path / "books"))
    from conftest import catalog
    from game.library.playbook_file import make, save_playbook
    from test_playbook_scenes import threes
    save_playbook(make("Threes", "mack_doyle", threes()), catalog().lib)
    app.reset("menu")
    pb = app.push("builder") or app.stack.top
    frame(app)
    assert pb.start_btn.label == "Start from"
    pb.start_w.set_value("saved:Threes")
    frame(app)
    assert pb.start_btn.label == "Open"
    pb.start_btn.activate()
    assert pb.pages == threes() and pb.name_w.value == "Threes"
    app.stack.scenes.clear()


@pytest.mark.slow
def test_keys_mashed_through_the_show_play_one_command_not_a_string_and_a_pass(app):
    """A tester pressed 2, Space, 3, 5, P, N within a second: a page, another and a Pass were
    played before the first was seen. A key asking for a command within MASH_GAP of the last
    one is dropped; one pressed after a breath plays."""
    import pygame
    from scene_helpers import human_table
    from scenes.ui.base import MASH_GAP
    sc = human_table((1280, 720), 5)
    app = sc.test_app
    played = []
    sc.model.on_command.append(lambda cmd, events: played.append(cmd))

    def press(k):
        sc.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        app.update(0.1)

    st = sc.match.state
    kinds = [st.info(p).kind for p in st.sides[0].hand]
    first = kinds.index("momentum")  # two momentum pages: each keeps control
    second = kinds.index("momentum", first + 1)
    for k in (first, None, second - 1, second):
        press(pygame.K_SPACE if k is None else pygame.K_1 + k)  # a tenth of a second apart
    press(pygame.K_p)
    assert [type(c).__name__ for c in played if c.seat == 0] == ["PlayPage"]
    sc.time += MASH_GAP  # a breath later a key plays again
    assert not sc.mashed()


def test_a_key_while_two_ais_wrestle_or_an_injury_is_owed_says_so(cat):
    """'It's Lucius Glamour's turn.' came over the injury's choice of a Move card, and at a key
    pressed while two AIs wrestled: each now says what is really asked or going on."""
    from conftest import set_control
    from test_table_model import table
    model, _, said = table(cat, 5, ("human", "greedy"))
    set_control(model.state, 1)
    model.state.sides[0].injury_due = 1
    assert model.waiting_reason() == "Choose a Move card to tap out first."
    model.state.sides[0].injury_due = 0
    assert model.waiting_reason().startswith("It's ")
    watched, _, _ = table(cat, 5, ("greedy", "greedy"))
    assert watched.waiting_reason() == "Two AIs are wrestling: you watch (+ and - set the pace)."


@pytest.mark.slow
def test_a_watched_match_saved_and_quit_is_told_where_it_is(app):
    """Save & Quit from two AIs wrestling said 'Continue picks it up', and Continue opened the
    player's own unfinished match: a watched match is told as listed in Load."""
    from scene_helpers import setup_of
    sc = app.reset("match", setup_of(3, ("greedy", "greedy")))
    for _ in range(40):
        frame(app, 0.1, draw=False)
    assert len(sc.match.log) > 1
    sc.save_and_quit()
    words = [t.text for t in app.toasts.items if t.text.startswith("Match saved")]
    assert words == ["Match saved: Load lists it."]
    app.stack.scenes.clear()


def test_a_played_on_saves_row_names_its_seed_and_turn_not_its_file():
    """'current-626110927-from-turn-1.json' on a Load row (a tester read the file's name as a
    fault): a play-on's row says its seed and the turn it was played on from."""
    from pathlib import Path
    from scenes.menus.load import file_words
    assert file_words(Path("/x/current-626110927-from-turn-1.json")) == \
        "seed 626110927, played on from turn 1"
    assert file_words(Path("/x/current-5-from-turn-37-2.json")) == \
        "seed 5, played on from turn 37 (copy 2)"
    for name in ("current-5-from-12.json", "mine-from-turn-3.json", "current-5-from-turn-x.json",
                 "current-05-from-turn-3.json"):
        assert file_words(Path("/x") / name) == name


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720)])
def test_the_spot_caption_drops_first_names_before_it_shrinks_past_reading(size):
    """'Profes sor Ada Quill counters!' squeezed to 9 pixels over the spot at 1000x600: first
    names go while the words would be under 15 design pixels."""
    import pygame
    from scenes.match import ring_view as RV
    from scenes.match import table as TV
    from scenes.match.layout import table_layout
    from scenes.ui import widgets as W
    pygame.init()
    L = table_layout(size)
    shown = []
    real = W.draw_fit_text
    W.draw_fit_text = lambda surf, words, size, smallest, *a, **k: shown.append(
        (words, W.fit_size(words, size, smallest, True, k["max_w"])))
    try:
        TV.draw_caption(pygame.Surface(size), L, "Professor Ada Quill counters!", 1, 1.0,
                        (100, 100))
    finally:
        W.draw_fit_text = real
    (words, px), = shown
    assert words.endswith("Quill counters!") and px >= round(15 * L.s)


def test_how_to_play_does_not_promise_hard_never_pins_at_long_odds():
    """How to play said Hard 'does the same' as Normal, which never presses Pin at long odds;
    a tester saw Hard press at 5% and read it as a bug. Hard has no floor (docs/AI.md); the page
    says so."""
    from game.ai import normal6
    from game.tutorial.howto import PAGES
    words = " ".join(next(p for p in PAGES if p.id == "ai").text)
    assert "does the same" not in words and "at long odds too" in words
    assert normal6.PIN_FLOOR == 25  # Normal's floor, which the page says Hard does not keep


@pytest.mark.slow
def test_toasts_over_the_pause_menu_stand_under_its_box():
    """Two toasts stacked over the PAUSED title (keys pressed through the show, then Esc)."""
    from scene_helpers import human_table
    sc = human_table((1000, 600), 5)
    app = sc.test_app
    sc.pause()
    frame(app)
    pause = app.stack.top
    app.toast("It's Brick Hollander's turn.", "info")
    frame(app)
    assert pause.toast_top() >= pause.box.bottom
    app.stack.scenes.clear()


def test_the_pin_lesson_names_its_terms_as_the_pin_tooltip_does():
    """The tutorial's pin lesson said 'turns +5' where the Pin tooltip says 'moves so far (1 per
    2)': both read the terms' names from one place."""
    from conftest import plain_match, set_hp
    from game.match import term_name
    from game.tutorial import lessons
    from scenes.match import log_text
    assert log_text.term_name is term_name and term_name("turns") == "moves so far (1 per 2)"
    m = plain_match("hardcore")
    s = m.state
    set_hp(s, lessons.FOE, 1)
    s.moves_elapsed = 20  # base 40 and +10 for the moves: over the lesson's 50
    asked = lessons._ask_pin(s)
    assert asked is not None, "the pin lesson's moment"
    words = asked[1]["terms"]
    assert "moves so far (1 per 2) +10" in words and "turns" not in words


def test_a_log_scrolled_back_follows_the_newest_again_once_the_pointer_is_off_it():
    """A tester scrolled the log up, went back to the ring and missed 108 lines under 'newer
    below': once the pointer has been off the log FOLLOW seconds, the view follows the newest
    again; with the pointer on the log the reader keeps their place."""
    from types import SimpleNamespace
    from scenes.match.log_panel import FOLLOW, LogPanel
    log = LogPanel()
    line = lambda k: SimpleNamespace(text=f"line {k}", seat=0, tone="", event=None)  # noqa
    for k in range(40):
        log.add(line(k))
    log.render((300, 200), 1.0, ((200, 60, 60), (60, 60, 200)))
    log.hold(True, 0.0, True)
    log.scroll_by(5)
    log.hold(False, 1.0, True)  # resting on it: still reading
    log.hold(False, 1.0 + FOLLOW, True)
    assert log.scroll == 5
    log.hold(False, 2.0 + FOLLOW, False)  # off the log since 1 + FOLLOW
    log.add(line(40))
    log.hold(False, 1.0 + 2 * FOLLOW - 0.01, False)
    assert log.scroll > 5
    log.hold(False, 1.0 + 2 * FOLLOW, False)
    assert log.scroll == 0
    assert FOLLOW == 6.0


def test_the_commentary_speakers_name_is_never_bigger_than_the_words(monkeypatch):
    """At the largest text a long line shrank to fit beside its speaker's name, which stayed
    big ('Dusty Kane:' over small words): the name is drawn at the words' size or smaller."""
    import pygame
    from scenes.match import ring_view as RV
    from scenes.match.layout import table_layout
    from scenes.ui import widgets as W
    pygame.init()
    L = table_layout((1280, 720))
    sizes = {}
    real_surface, real_fit = W.text_surface, W.draw_fit_text
    monkeypatch.setattr(W, "text_surface", lambda words, size, *a, **k: (
        sizes.__setitem__("who", size), real_surface(words, size, *a, **k))[1])
    monkeypatch.setattr(W, "draw_fit_text", lambda surf, words, size, smallest, *a, **k: (
        sizes.__setitem__("words", W.fit_size(words, size, smallest, False, k["max_w"])),
        real_fit(surf, words, size, smallest, *a, **k))[1])
    long = "Tip your hat to Lucius Glamour. That's a win by pinfall nobody can argue with."
    RV.draw_strip(pygame.Surface((1280, 720)), L, [("Dusty Kane", long)], 1.4)
    assert sizes["who"] <= sizes["words"] < round(15 * L.s * 1.4)
    RV.draw_strip(pygame.Surface((1280, 720)), L, [("Dusty Kane", "Ouch.")], 1.4)
    assert sizes["who"] == sizes["words"] == round(15 * L.s * 1.4)


@pytest.mark.slow
def test_the_tutorials_last_card_leaves_the_winners_raised_hand_in_view(app):
    """At the bell the lesson card covered the top of the ring, where the referee raises the
    winner's hand: once the match is over it stands at the ring's foot."""
    from explorer_starts import START
    from scenes.match.ring_view import ring_area, strip_rect
    from scenes.routes import is_scene
    START["tutorial-10-done"](app, 1)
    scene = app.stack.top
    assert is_scene(scene, "tutorial")
    for _ in range(600):  # the last lesson: the pin
        frame(app, 0.1, draw=False)
        if scene.state.over is not None:
            break
        if scene.presenter.busy:
            scene.presenter.finish()
        elif scene.match.actor() == 0 and scene.ask().command is not None:
            scene.send(scene.ask().command)
    assert scene.state.over is not None
    scene.layout_card(scene.ask())
    card, L = scene.card_rect, scene.L
    assert card.bottom == strip_rect(L).top - round(4 * L.s)
    assert card.top > ring_area(L).top + ring_area(L).h // 3  # the top of the ring is clear
    app.stack.scenes.clear()


def test_its_the_foes_turn_goes_once_play_moves_on(cat):
    """'It's Lucius Glamour's turn.' stayed on screen after control had passed to the player:
    the words of why a press waits go once the match moves on, as a first press's warning does."""
    from conftest import set_control
    from game.match import commands as C
    from scenes.match.count_warn import stale_warnings
    from test_table_model import table
    model, _, said = table(cat, 5, ("human", "greedy"))
    set_control(model.state, 1)  # the AI's turn
    model.press("pass")
    words = said[-1][0]
    assert words.startswith("It's ") and stale_warnings(model) == []
    model.source.play(C.Pass(1))
    assert stale_warnings(model) == [words]


@pytest.mark.slow
def test_a_move_of_the_strings_type_again_says_so_across_its_foot(monkeypatch):
    """A counter 'landed as' Arm Extended, the next Arm Extended move gave the foe a Crowd
    Point, and the hand's card had said nothing (only its hover): a playable move of a type the
    string already holds carries SAME TYPE across its foot."""
    from scene_helpers import human_table
    from scenes.match import hand as HV
    sc = human_table((1280, 720), 5)
    st = sc.match.state
    moves = [s for s in sc.slots if s.reason is None and st.info(s.page).is_move]
    assert moves
    page = moves[0].page
    st.string_seat, st.string_types = 0, (st.info(page).move_type,)
    sc.refresh()
    slot = next(s for s in sc.slots if s.page == page)
    assert slot.warning == "SAME TYPE"
    assert all(s.warning == "" for s in sc.slots if st.info(s.page).move_type !=
               st.info(page).move_type)
    tags = []
    monkeypatch.setattr(HV, "draw_foot_tag", lambda surf, rect, s, words, *a: tags.append(words))
    sc.layer.surface = None
    frame(sc.test_app)
    assert "SAME TYPE" in tags
