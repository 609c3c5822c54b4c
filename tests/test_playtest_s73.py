"""Session 72's leftovers and session 73's own findings, mended in session 73: each a test of
its own."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from conftest import plain_match, set_hand, set_hp, set_momentum, under_way  # noqa: E402
from game.match import pin_after_page  # noqa: E402


def _pin_table(knowledge: int):
    """A Normal match, seat 0 in control over a foe at a third of their HP, seat 0 holding
    `knowledge` Knowledge and nothing else, the foe 1 Strength."""
    m = plain_match("normal")
    s = m.state
    under_way(s)
    set_hp(s, 1, s.sides[1].max_hp // 3)
    set_momentum(s, 0, {"knowledge": knowledge})
    set_momentum(s, 1, {"strength": 1})
    return m


@pytest.mark.parametrize("knowledge, fall", [(4, 2), (12, 1), (13, 0)])
def test_a_page_paying_momentum_says_the_pin_falls(knowledge, fall):
    """A newcomer saw the Pin fall after a page that cost momentum, unsaid before it was played
    (session 72). In Normal the momentum difference counts once, within 10 either way: a
    Breather's 2 Knowledge lowers the Pin by 2 at a difference of 3, by 1 at 11 (11 -> 9 caps
    at 10 -> 9), and not at all at 12 (12 -> 10). Its hover says so, with the chances."""
    m = _pin_table(knowledge)
    s = m.state
    page = set_hand(s, 0, ["breather"])[0]
    now, after, term = pin_after_page(s, 0, page)
    assert now - after == fall and term == ("momentum" if fall else term)
    from scene_helpers import human_table
    from scenes.match import facts as F
    sc = human_table((1280, 720), 3)
    sc.match.state = s
    said = F.pin_shift(sc.model, 0, page)
    if fall:
        assert said == [f"The Pin falls from {now}% to {after}% with this page: momentum counts "
                        "in a pin, yours against the foe's."]
    else:
        assert said == []
    sc.test_app.stack.scenes.clear()


def test_a_move_or_a_barred_pin_gets_no_pin_shift():
    """Only a page that is not a move is read so (a move's own hover tells the pin it sets
    up), and only while the Pin can be pressed after it."""
    from conftest import set_position
    m = _pin_table(4)
    s = m.state
    move, page = set_hand(s, 0, ["jab_flurry", "breather"])
    assert pin_after_page(s, 0, move) is None
    set_position(s, 1, at_ringside=True)
    assert pin_after_page(s, 0, page) is None


@pytest.mark.slow
def test_a_double_click_names_the_page_that_took_the_slot():
    """A double-click on a momentum page played it, then the page drawn into its place unseen
    (Medic Check; a Sitdown Powerbomb that was countered, control lost): the number keys had
    this guard since session 61, the mouse not. The second click while the ring still shows
    the play names the new page; a third plays it."""
    import pygame
    from scene_helpers import click, frame, setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    for seed in range(5, 80):
        scene = until_seat_zero_acts(app, app.reset("match", setup_of(seed, ("human", "greedy"),
                                                                         "normal")))
        model = scene.model
        kinds = [scene.state.info(p).kind for p in model.shown_order(0)]
        if "momentum" not in kinds:
            continue
        i = kinds.index("momentum")
        slot = next(s for s in scene.slots if s.index == i)
        played, pos = slot.page, slot.rect.center
        click(app, pos)
        frame(app)
        new = model.shown_order(0)[i]
        playable = next((c.reason is None for c in model.hand if c.page == new), False)
        hit = scene.slot_at(pos)
        if played not in scene.state.sides[0].hand and new != played and playable and \
                scene.presenter.showing and scene.match.actor() == 0 and hit is not None \
                and hit.index == i:
            break
    else:
        raise AssertionError("no seed")
    log = len(scene.match.log)
    click(app, pos)  # the double-click's second click, the show still on: named, not played
    frame(app)
    assert len(scene.match.log) == log and new in scene.state.sides[0].hand
    assert any(f"New in slot {i + 1}: {scene.state.info(new).name}. Click it again" in t.text
               for t in app.toasts.items)
    click(app, pos)  # again: it goes
    scene.presenter.finish()
    frame(app)
    frame(app)
    assert len(scene.match.log) > log and new not in scene.state.sides[0].hand
    app.stack.scenes.clear()


@pytest.mark.slow
def test_enter_pressed_over_and_over_through_the_bell_starts_nothing():
    """An impatient player pressed Enter a few times as a match ended: the results' Rematch
    went, and the new match's table took the next Enter as its first command (a Pass), the
    won match never seen. The results take an Enter only after half a second without one,
    and a new table takes none in its first second."""
    import pygame
    from game.lab.simulate import play_out
    from game.match import Match
    from scene_helpers import DT, frame, key, setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    from scenes.ui.base import ENTER_GRACE, MASH_GAP
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    match = play_out(Match(setup_of(21, ("human", "greedy")), app.cat), 21)
    app.push("menu")
    results = app.push("results", match.setup, match)
    frame(app)
    while results.time < 3 * ENTER_GRACE:  # an Enter every 0.3 s: still the results
        key(app, pygame.K_RETURN)
        assert app.stack.top is results
        for _ in range(round(0.3 / DT)):
            frame(app, DT)
    while results.time - results.last_enter < MASH_GAP:
        frame(app, DT)
    key(app, pygame.K_RETURN)  # a deliberate Enter: the Rematch
    assert not is_scene(app.stack.top, "results")
    table = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"))))
    table.time = 0.0
    log = len(table.match.log)
    table.focus.index = len(table.slots)  # the first button (Pass, as the tester's)
    key(app, pygame.K_RETURN)
    frame(app)
    assert len(table.match.log) == log
    table.time = ENTER_GRACE
    key(app, pygame.K_RETURN)
    frame(app)
    table.presenter.finish()
    frame(app)
    assert len(table.match.log) > log
    app.stack.scenes.clear()


def test_enter_on_the_delete_question_keeps_the_save(tmp_path, monkeypatch):
    """'Delete this save?' came with Delete in gold and Enter deleted at once (session 73's
    play-test: a careless Enter). Keep it is focused: Enter keeps the save; moved to Delete
    (the arrows, Tab) Enter deletes; Y deletes, N keeps, as before."""
    import pygame
    from game.match import Match
    from game.store import match_file
    from scene_helpers import frame, key, setup_of
    from scenes.app import App, Settings
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    for i in range(2):
        match_file.save_match(Match(setup_of(20 + i, ("human", "greedy")), app.cat), tmp_path,
                              f"m{i}", saved_at=f"2030-01-01T1{i}:00:00+00:00")
    load = app.reset("load")
    frame(app)
    row = load.current()
    key(app, pygame.K_DELETE)
    assert load.confirm is row and load.confirm_focus == 1
    key(app, pygame.K_RETURN)
    assert load.confirm is None and row.path.exists()
    key(app, pygame.K_DELETE)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert not row.path.exists() and len(load.rows) == 1
    row = load.current()
    key(app, pygame.K_DELETE)
    key(app, pygame.K_y)
    assert not row.path.exists() and not load.rows
    app.stack.scenes.clear()


@pytest.mark.parametrize("held, deck, said", [
    (5, True, "Kestrel Ortiz holds 5 signature Moves, the most: no new one."),
    (4, False, "Kestrel Ortiz earns no new signature Move: the deck of Move cards is empty."),
    (4, True, None)])
def test_a_season_win_that_earns_no_move_says_why(held, deck, said):
    """'A win earns a new signature Move card', but a third and fourth win earned nothing,
    with no log line (session 73's play-test): five is the most a wrestler holds, and the log
    says so, or that the deck is empty; a win that earns one says nothing more."""
    from conftest import catalog
    from game.season import MatchPlayed, SeasonPlayer, SeasonSetup
    from scenes.season.text import SeasonNarrator
    lib = catalog().lib
    setup = SeasonSetup(seed=3, weeks=3, players=[
        SeasonPlayer(superstar=s, controller="greedy")
        for s in ("kestrel_ortiz", "lucius_glamour", "ada_quill")])
    narrator = SeasonNarrator(setup, lib)
    star = narrator.state.players[0]
    star.move_cards = (star.move_cards * 5)[:held]
    star.tapped = [False] * held
    if not deck:
        narrator.state.move_deck = []
    out = [ln.text for ln in narrator.feed([MatchPlayed((0, 1), 0, "pinfall", (12, 2), False,
                                                        ((False,) * held, ()))])]
    assert out[1:] == ([said] if said else [])


def test_a_season_cards_caption_takes_the_click():
    """'Tap out' under a Move card on the season's injury question did nothing when clicked;
    only the card did (session 73's play-test): the caption is part of the card's button."""
    import pygame
    from scenes.season.cards import CardButton
    taken = []
    b = CardButton(lambda w: pygame.Surface((w, round(w * 1.4))), lambda: taken.append(1),
                   caption="Tap out", key=("mc", "iron_frame"))
    b.rect = pygame.Rect(100, 100, 120, 168)
    b.draw(pygame.Surface((400, 400)), s=1.0)
    below = (b.rect.centerx, b.rect.bottom + 10)
    b.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=below, rel=(0, 0), buttons=(0, 0, 0)))
    assert b.hover
    assert b.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=below, button=1)) and taken
    far = (b.rect.centerx, b.rect.bottom + 40)
    assert not b.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=far, button=1))


@pytest.mark.slow
def test_a_run_ins_label_names_the_cards_it_adds():
    """'+4 Run-In' over a season side's Move cards, and nowhere which cards (session 73's
    play-test: a Crowd Point and +2 damage came from nowhere): the pointer on the row's label
    lists them, by name and bonus."""
    import pygame
    from game.match import MatchSetup, SeatSetup
    from scene_helpers import frame, until_seat_zero_acts
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    ran_in = ["spotlight_hog", "kick_artist"]
    setup = MatchSetup(seed=5, match_type="normal", seats=[
        SeatSetup(superstar="brick_hollander", controller="human", allies=ran_in),
        SeatSetup(superstar="kestrel_ortiz", controller="greedy")])
    scene = until_seat_zero_acts(app, app.reset("match", setup))
    frame(app)
    runs = [c for c in scene.run_ins]
    assert {c[1] for c in runs} == {0}  # only the side someone ran in for (its label, and
    assert len(runs) in (1, 3)  # its two lent cards where the row has room: session 77)
    pos = runs[0][2].move(4, 0).midleft
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frame(app)
    assert scene.hover == ("chip", "runin", 0)
    from scenes.match import facts as F
    said = F.run_in_words(scene.model, 0)
    names = [app.cat.lib.move_cards[m].name for m in ran_in]
    assert said[0].startswith("Run-In: 2 Move cards") and \
        [w.split(":")[0] for w in said[1:]] == names
    surface = pygame.Surface(app.size)
    scene.draw(surface)  # the tooltip draws
    app.stack.scenes.clear()


@pytest.mark.parametrize("hp, said", [(7, True), (8, False), (10, False)])
def test_had_nothing_left_is_said_only_of_a_worn_foe(hp, said):
    """'Three count. Kestrel had nothing left' of a Kestrel at 10 of 29 HP (session 73's
    play-test): the booth's lines of a spent Superstar are said only of one at a quarter of
    their HP or less (7 of 29: yes; 8: no)."""
    from scenes.match import commentary as CM
    booth = CM.load_booth()
    spent = {ln.text for ln in booth.lines["pinfall"] if ln.spent}
    assert "Three count. {victim} had nothing left, Marv." in spent
    victim = type("Side", (), {"hp": hp, "max_hp": 29})()
    c = CM.Commentary(booth, 0)
    texts = set()
    for _ in range(60):
        out = c.say("pinfall", spent=CM.worn(victim), pinner="A", victim="B")
        texts.add(out[1])
    worn = {t.replace("{victim}", "B") for t in spent}
    assert bool(texts & worn) == said


def test_the_to_act_badge_moves_with_control_as_the_ring_tells_it():
    """TO ACT stayed on Brick's panel while the top bar said 'Control: Kestrel Ortiz' after
    Kestrel's counter was shown (session 73's play-test): while the ring shows a command the
    badge is held with the top bar, and moves when the ring tells control changed hands."""
    from types import SimpleNamespace
    from scenes.match import facts as F

    class Model:
        presenter = SimpleNamespace(showing=True, now=1.0, verdict=0.0)
        state = SimpleNamespace(over=None)
        busy = False
        told = {"badge0": "TO ACT", "badge1": ""}  # as told before the human's move

        def actor(self):
            return 1  # the AI, who countered and holds control

        def is_human(self, seat):
            return seat == 0

        def badge(self, seat):
            return "TO ACT" if seat == 1 else ""

    m = Model()
    assert [F.badge_shown(m, s, 0) for s in (0, 1)] == ["TO ACT", ""]  # not told yet
    assert [F.badge_shown(m, s, 1) for s in (0, 1)] == ["", "TO ACT"]  # the counter shown
    m.presenter = SimpleNamespace(showing=False, now=1.0, verdict=0.0)
    assert [F.badge_shown(m, s, 1) for s in (0, 1)] == ["", "TO ACT"]  # the show over: live


def test_the_pass_button_says_the_foes_pin_once_it_hands_them_control():
    """A player passed at 6 of 33 HP and was pinned at 42% at once; the warning was only in the
    Pass tooltip, unread (session 73's play-test). The button itself says the foe's chance once
    the Pass is made (its momentum counted: the very chance the foe then has), and its tooltip
    the same number; at full HP it says nothing of a pin."""
    from game.match import final_chance, pin_if_passed, pin_terms
    from scene_helpers import human_table
    sc = human_table((1280, 720), 5)
    st = sc.match.state
    st.sides[0].hp = 3  # a tenth or less: the foe's pin has a chance
    sc.refresh()
    chance = pin_if_passed(st, 0)
    assert chance > 0 and sc.buttons["pass"].sub == f"foe could pin: {chance}%"
    assert f"(about {chance}%, with this Pass's momentum counted)" in \
        " ".join(w for w, _ in sc.button_tip("pass"))
    from game.match import commands as C
    from game.match import decide
    from game.match.apply import apply_in_place
    after = st.clone()
    after.seed ^= 0x5EED_F00D  # the preview's dice
    for ev in decide(after, C.Pass(0)):
        apply_in_place(after, ev)
    assert after.to_move() == 1 and final_chance(pin_terms(after, 1)) == chance
    assert chance != final_chance(pin_terms(st, 1))  # the Pass's momentum counts
    st.sides[0].hp = st.sides[0].max_hp
    sc.refresh()
    assert sc.buttons["pass"].sub == "catch your breath" and pin_if_passed(st, 0) == 0
    sc.test_app.stack.scenes.clear()


def test_no_line_of_a_trip_outside_says_on_the_floor():
    """'Lucius Glamour on the floor!' of a Lucius standing at ringside read as down (session
    73's play-test): the lines of going outside and the count say out of the ring."""
    from scenes.match import commentary as CM
    booth = CM.load_booth()
    for key in ("ringside", "count_out", "count_out_distracted"):
        assert not [ln.text for ln in booth.lines.get(key, ()) if "on the floor" in ln.text]


@pytest.mark.parametrize("points, tail", [((17, 17), "17\u201317 in match points (the pinfall "
                                           "decides)"),
                                          ((9, 11), "9\u201311 in match points (the pinfall "
                                           "decides)"),
                                          ((12, 2), "12\u20132 in match points")])
def test_a_season_result_level_or_behind_on_points_says_what_decided(points, tail):
    """'Kestrel beats Brick by pinfall, 17-17 in match points' read oddly (session 73's
    play-test): a winner level or behind on points is said to have won by the pinfall."""
    from scenes.season.text import result_line
    line = result_line(["Kestrel", "Brick"], {"players": (0, 1), "winner": 0, "how": "pinfall",
                                              "points": points, "squash": False})
    assert line.endswith(tail), line


@pytest.mark.parametrize("controllers, said", [
    (["human", "easy"], "vs AI Easy"), (["hard@300", "human"], "vs AI Hard"),
    (["human", "normal/8"], "vs AI Normal"), (["human", "human"], "two people"),
    (["normal", "greedy"], "AI vs AI"), (["online", "human"], "online"), (None, "")])
def test_a_saved_match_in_the_load_list_says_who_played(controllers, said, tmp_path):
    """Two saves of Brick Hollander vs Kestrel Ortiz, one against Easy and one against Hard,
    looked the same in the Load list (session 73's play-test): a match's line says who
    played it."""
    from scenes.menus.load import _who_plays
    assert _who_plays({"controllers": controllers}) == said
    from game.match import Match
    from game.store import match_file
    from scene_helpers import setup_of
    from scenes.menus.load import scan_saves
    from conftest import catalog
    if controllers is None or "online" in controllers or any("@" in c or "/" in c
                                                             for c in controllers):
        return  # (not a setup's controllers: the words alone)
    m = Match(setup_of(20, tuple(controllers)), catalog())
    match_file.save_match(m, tmp_path, "m", saved_at="2030-01-01T10:00:00+00:00")
    row = scan_saves(tmp_path, catalog().lib)[0]
    assert f" \u00b7 {said} \u00b7 " in row.detail


def test_a_counters_tip_names_its_number_key():
    """'Click to counter the move' to a player at the keyboard (session 73's play-test): the
    tip names the card's number key too."""
    import pygame
    from scenes.match.hand import HandSlot
    from scenes.match.hover import tip_lines
    slot = HandSlot(3, 7, (0, 0), 0.0, pygame.Rect(0, 0, 10, 10), None, "It lists Mad Rush.")
    assert tip_lines(slot, True)[-1][0] == "Click it or press 4 to counter the move."


def test_a_page_that_leaves_nothing_to_play_says_so():
    """An Over the Top left three Defensive pages and nothing to play: the only way on was a
    Pass that sent them all under the playbook, and the card had warned of nothing (session
    73's play-test). Its note says so before it is played; with a page still playable after
    it, nothing is said."""
    from game.match import strands_the_hand
    from scenes.match.facts import page_note
    m = plain_match("hardcore")
    s = m.state
    under_way(s)
    set_momentum(s, 0, {"strength": 2})
    top = set_hand(s, 0, ["over_the_top", "duck_under", "shove_off"])[0]
    words = strands_the_hand(s, 0, top)
    assert words == "After it none of the 2 pages left in your hand can be played with your " \
        "foe outside: only pages you draw."
    assert page_note(s, 0, top) == ("Nothing to play after it", words)
    top = set_hand(s, 0, ["over_the_top", "duck_under", "gym_rat"])[0]
    assert strands_the_hand(s, 0, top) is None


@pytest.mark.slow
def test_k_reads_the_panels_chips_by_keyboard():
    """A keyboard player found no way to read the status chips (EXHAUSTED, INJ. ARM) or the
    panels' other chips (session 73's play-test): K steps through them, each showing the
    tooltip the pointer shows; after the last, none; Esc puts it away without pausing."""
    import pygame
    from scene_helpers import frame, human_table, key
    from scenes.match import chip_keys as CK
    from scenes.match.facts import keyword_words
    from scenes.routes import is_scene
    sc = human_table((1280, 720), 5)
    app = sc.test_app
    items = CK.spots(sc)
    words = [w for w, _ in items]
    assert "standing" in words and "crowd" in words and len(items) >= 8
    key(app, pygame.K_k)
    frame(app)
    assert sc.chip_focus == 0 and CK.hover(sc) == ("keyword",) + items[0]
    assert keyword_words(items[0][0])
    surface = pygame.Surface(app.size)
    sc.draw(surface)  # its tooltip draws
    for _ in range(len(items) - 1):
        key(app, pygame.K_k)
    assert CK.hover(sc) == ("keyword",) + items[-1]
    key(app, pygame.K_k)
    assert sc.chip_focus is None and CK.hover(sc) is None
    key(app, pygame.K_k)
    key(app, pygame.K_ESCAPE)
    assert sc.chip_focus is None and is_scene(app.stack.top, "match")
    app.stack.scenes.clear()


@pytest.mark.slow
def test_a_playable_moves_counter_risk_stands_on_the_fan():
    """All three testers hovered every card to compare counter risks before a move (session
    73's play-tests): each playable move in the fan carries its risk, the hover's own figure;
    pages that are not moves, and moves that can't be played, carry none; it is drawn."""
    import pygame
    from scene_helpers import frame, human_table
    from scenes.match import facts as F
    sc = human_table((1280, 720), 5)
    app = sc.test_app
    st = sc.match.state
    tagged = 0
    for slot in sc.slots:
        info = st.info(slot.page)
        if slot.reason is None and (info.is_move or info.special == "weapon") and \
                "defensive" not in info.tags:
            said = F.counter_preview(sc.model, 0, slot.page)[0]
            assert slot.risk is not None and (f"about {slot.risk}%" in said if slot.risk
                                              else said.startswith("No counter")), said
            tagged += 1
        else:
            assert slot.risk is None
    assert tagged
    key = sc.hand_key()
    assert any(sl.risk is not None for sl in sc.slots) and key
    frame(app)
    surface = pygame.Surface(app.size)
    sc.draw(surface)
    app.stack.scenes.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1000, 600), (1024, 600)])
def test_a_risk_tag_stands_clear_of_every_number_badge(size):
    """A fan card's risk tag ('100%' at its widest) stands inside the hand's row, clear of its
    own number badge and of the next card's, for hands of 1 to 9 playable pages (in a hand of
    8 or 9 on a small screen without its '%')."""
    from types import SimpleNamespace
    import pygame
    from scenes.match import hand as HV
    from scenes.match.layout import table_layout
    pygame.font.init()
    L = table_layout(size)
    s = L.s
    br = round(11 * s)
    for count in range(1, 10):
        choices = [SimpleNamespace(index=i, page=i, reason=None, counter=False, danger=None,
                                   note=None, idle="", risk=100) for i in range(count)]
        slots = HV.hand_slots(L, choices)
        badges = []
        for slot in slots:
            badge = pygame.Rect(0, 0, 2 * br + 4, 2 * br + 4)
            badge.center = HV.badge_centre(slot.rect, s, False, L.hand.y)
            badges.append(badge)
        for i, slot in enumerate(slots):
            words, box = HV.risk_tag(slot.rect, s, 100, L.hand.y)
            assert words == "100%" or count >= 8, (size, count)  # (its '%' in any usual hand)
            assert box.top >= L.hand.top and L.hand.contains(box), (size, count, box)
            near = badges[i:i + 2]
            assert not any(box.colliderect(b) for b in near), (size, count, i, box, near)
