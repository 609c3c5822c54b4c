"""Session 61: what the log and the table tell a new player."""
from __future__ import annotations

import pytest

from conftest import catalog
from game.ai import choose
from game.lab.simulate import random_setup
from game.match import Match, fold_states, rises
from game.match import events as E
from game.match.apply import apply_in_place
from game.match.dice import Dice
from scenes.match import log_text as LT


def _played(seed: int, match_type: str, limit: int = 700) -> Match:
    """A whole match between two greedy seats."""
    cat = catalog()
    m = Match(random_setup(cat, seed, match_type, "greedy", "greedy"), cat)
    dice = [Dice(seed, 1000 + s) for s in (0, 1)]
    while m.actor() is not None and len(m.log) < limit:
        seat = m.actor()
        m.play(choose("greedy", m.state, seat, dice[seat]))
    return m


def _stood_by_control(before, events) -> set[int]:
    """The rules' own answer: fold the events one by one, and see whose ControlChanged took them
    off the mat."""
    state = before.clone()
    out = set()
    for i, ev in enumerate(events):
        down = type(ev) is E.ControlChanged and state.sides[ev.seat].on_mat
        apply_in_place(state, ev)
        if down and not state.sides[ev.seat].on_mat:
            out.add(i)
    return out


@pytest.fixture(scope="module")
def matches():
    return [_played(seed, kind) for seed in range(1, 7)
            for kind in ("normal", "hardcore", "showdown")]


def test_who_gets_up_taking_control_is_what_the_rules_fold(matches):
    """rises() names exactly the ControlChanged events that stand a Superstar up, and none of a
    beaten Superstar who takes control at 0 HP and stays down."""
    rose = 0
    for m in matches:
        states = fold_states(m.first_state, m.log)
        for i, entry in enumerate(m.log):
            if entry.events and type(entry.events[0]) is E.TookBack:
                continue
            want = _stood_by_control(states[i], entry.events)
            assert rises(states[i], entry.events, states[i + 1]) == want
            rose += len(want)
    assert rose >= 10, rose


def test_the_log_says_a_superstar_gets_back_up_on_taking_control(matches):
    """'X is down on the mat.', then 'X kicks out and takes control.' left the panel saying
    STANDING with no word of it (sessions 59-60): the log says 'X gets back up.' right after."""
    seen = 0
    for m in matches:
        lines = LT.log_lines(m)
        for k, text in enumerate(lines):
            if text.endswith(" gets back up.") and k and "takes control" in lines[k - 1]:
                seen += 1
                who = text[:-len(" gets back up.")]
                assert lines[k - 1].startswith(who), lines[k - 1:k + 1]
                down = [t for t in lines[:k] if t.startswith(who) and
                        (t.endswith(" is down on the mat.") or t.endswith(" gets back up."))]
                assert down and down[-1].endswith(" is down on the mat."), down[-3:]
    assert seen >= 10


def test_a_take_back_or_a_missing_state_says_no_one_gets_up():
    """A take-back's entry folds no footing, and a table without the state before (an online
    guest's old entries) says nothing rather than guess."""
    m = _played(2, "normal", limit=30)
    events = (E.ControlChanged(1, "kick-out"),)
    assert rises(None, events, m.state) == frozenset()
    assert rises(m.state, events, None) == frozenset()
    took = (E.TookBack(0, 3, "move", False),)
    assert rises(m.state, took + events, m.state) == frozenset()
    down = m.state.clone()
    down.sides[1].on_mat = True
    assert rises(down, events, m.state) == {0}
    assert rises(down, (E.StoodUp(1),) + events, m.state) == frozenset()
    assert rises(m.state, (E.WentDown(1, "move"),) + events, m.state) == {1}


def test_a_beaten_superstar_taking_control_stays_down_and_the_log_says_no_rise():
    """At 0 HP (rules edition 8 on) a Superstar who counters takes control on the mat: no 'gets
    back up' line; at 1 HP they stand, and the line comes."""
    m = _played(2, "normal", limit=30)
    down = m.state.clone()
    down.sides[1].on_mat = True
    events = (E.ControlChanged(1, "counter"),)
    for hp, want in ((0, frozenset()), (1, {0})):
        before = down.clone()
        before.sides[1].hp = hp
        assert _stood_by_control(before, events) == set(want)  # the rules' fold agrees
        after = before.clone()
        apply_in_place(after, events[0])
        assert rises(before, events, after) == want


@pytest.mark.slow
def test_the_tables_log_and_the_replays_say_the_same_rises():
    """The window's log (played live, then opened again from the save's log) and the replay's
    say 'gets back up' at the same places."""
    from game.match import ReplayCursor
    from scene_helpers import normal_table
    from scenes.match.replay import log_lines
    scene = normal_table(52001, "hardcore")

    def rises_in(texts):
        return [(i, t) for i, t in enumerate(texts) if t.endswith(" gets back up.")]

    live = [line.text for line in scene.logview.lines if "\u201c" not in line.text]
    replay = [line.text for lines in log_lines(ReplayCursor(scene.match)) for line in lines]
    scene.rewind(scene.match)  # the log read again from the match's own log
    again = [line.text for line in scene.logview.lines if "\u201c" not in line.text]
    assert len(rises_in(live)) >= 1
    assert [t for _, t in rises_in(live)] == [t for _, t in rises_in(replay)]
    assert rises_in(live) == rises_in(again)


def _attacked_with(app, counter: bool):
    """A pass-and-play table (seed 14): seat 0 at the screen plays Jab Flurry at seat 1, whose
    rule says 'ask me', holding Forearm Shield (a counter) or no counter at all."""
    from game.match import commands as C
    from scene_helpers import frame, setup_of
    from scenes.routes import is_scene
    from test_handoff import _arrange_attack
    scene = app.reset("match", setup_of(14))
    frame(app)
    if is_scene(app.stack.top, "handoff"):
        app.stack.pop()
    attack, shield = _arrange_attack(scene, "ask")
    if not counter:  # (the shield back under the playbook: no answer in hand)
        scene.state.sides[1].hand.remove(shield)
        scene.state.sides[1].playbook.append(shield)
    assert scene.send(C.PlayPage(0, attack))
    return scene


@pytest.mark.slow
def test_the_attacked_player_sees_the_move_land_before_handing_back():
    """Pass-and-play: the attacked player took the screen ('take the screen to answer it or
    watch it land') with no counter, and the curtain for the attacker came within half a second,
    the ring drawn empty meanwhile (session 61's play-test). Now the ring's show is drawn for
    them, the prompt says why, and the curtain waits till the show is over and LAND_SECONDS
    more; the attacker's hand is never drawn."""
    import pygame
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    from scenes.match.handover import LAND_SECONDS
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = _attacked_with(app, counter=False)
    for _ in range(90):  # the curtain for the attacked player, the show held under it
        frame(app, 1 / 30)
        assert is_scene(app.stack.top, "handoff") and app.stack.top.seat == 1
        assert scene.presenter.showing and not scene.model.ring_visible()
    key(app, pygame.K_RETURN)
    seen_show = after_show = 0
    for _ in range(400):
        frame(app, 1 / 30)
        if is_scene(app.stack.top, "handoff"):
            break
        assert scene.model.viewer == 1 and scene.model.ring_visible()
        assert not set(scene.drawn_hand) & set(scene.state.sides[0].hand)
        assert scene.model.prompt()[0].startswith("Nothing in your hand counters it")
        if scene.presenter.showing:
            seen_show += 1
        else:
            after_show += 1
    assert app.stack.top.seat == 0
    assert seen_show >= 10  # the blow was drawn for them, not held under a curtain
    assert after_show >= LAND_SECONDS * 30 - 2


@pytest.mark.slow
def test_a_defender_with_a_counter_answers_with_no_wait_added():
    """With a counter window open the attacked player answers; no landing wait is set."""
    import pygame
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = _attacked_with(app, counter=True)
    frame(app, 1 / 30)
    assert is_scene(app.stack.top, "handoff") and app.stack.top.seat == 1
    key(app, pygame.K_RETURN)
    frame(app, 1 / 30)
    assert scene.state.pending is not None and scene.model.landing is None
    assert scene.model.ring_visible() and scene.model.hand_visible()


def test_the_tap_out_chooser_says_a_bonus_given_at_the_bell_stays():
    """A tester tapped Iron Frame ('its bonus is off for the rest of this match') and kept its
    +6 HP: a bonus given once at the bell stays (docs/DECISIONS.md); the chooser says so under
    that card, and under no other; after the bell nothing is said (no match follows)."""
    from types import SimpleNamespace
    from game.match import given_at_the_bell
    from game.match.bonuses import AT_THE_BELL
    from scene_helpers import setup_of
    from scenes.match import facts as F
    cat = catalog()
    m = Match(setup_of(5, ("human", "greedy"), "normal", ("brick_hollander", "mack_doyle")), cat)
    side = m.state.sides[0]
    kinds = [cat.lib.move_cards[mid].bonus.kind for mid in side.move_cards]
    assert [given_at_the_bell(m.state, 0, i) for i in range(len(kinds))] == \
        [k in AT_THE_BELL for k in kinds]
    model = SimpleNamespace(state=m.state, source=m)
    notes = F.tap_notes(model, 0)
    assert notes == {0: ("+6 HP stays this match", "good"),
                     3: ("Start +2 St stays this match", "good")}, notes
    assert kinds[1] not in AT_THE_BELL and 1 not in notes
    side.tapped[0] = True  # already tapped: not a choice, no note
    assert 0 not in F.tap_notes(model, 0)
    m.state.over = SimpleNamespace(winner=0)
    assert F.tap_notes(model, 0) == {}


@pytest.mark.slow
def test_the_new_prompts_fit_the_pill_at_1280x720_with_the_longest_name():
    """'Scrap Malone: a 0% pin can't succeed: no referee to count -100% holds it down; wait for
    a re...' was cut at 1280x720: the distracted referee is said without its -100%, and the
    landing words fit too, with the longest short name of any Superstar."""
    from scene_helpers import frame, setup_of
    from scenes.app import App, Settings
    from scenes.match.log_text import short_name
    from scenes.match.pin_words import why_zero
    from scenes.ui import widgets as W
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(5, ("human", "greedy"), "normal"))
    frame(app)
    L = scene.L
    who = max((short_name(star.name) for star in app.cat.lib.superstars.values()), key=len)
    room = L.stage.w - round(30 * L.s) - round(20 * L.s)
    zero = why_zero((("no referee to count", -100), ("momentum", -10)), short=True)
    assert zero == "no referee to count; wait for a referee"
    for words in (f"{who}: a 0% pin can't succeed: {zero}",
                  f"Nothing in your hand counters it: watch it land, then pass the screen to "
                  f"{who}"):
        assert W.text_width(words, round(15 * L.s), True) <= room, words
    app.stack.scenes.clear()


def test_no_hp_tick_runs_through_the_numbers():
    """'1|3 / 29': the 10-HP ticks skip the numbers' place on the bar, and stay elsewhere."""
    import pygame
    from sprites.panel import hp_ticks
    bar = pygame.Rect(0, 0, 200, 18)
    numbers = pygame.Rect(70, 2, 60, 14)
    xs = hp_ticks(bar, 40, numbers)  # ticks at 50, 100 and 150: the middle one under the words
    assert xs == [50, 150]
    assert hp_ticks(bar, 40, pygame.Rect(0, 0, 0, 0)) == [50, 100, 150]


def test_a_saves_row_names_its_autosave_by_the_seed():
    """Every row said 'current-<seed>.json', a finished match too: an autosave is named by its
    seed; a file named otherwise (the command line's) keeps its name."""
    from pathlib import Path
    from scenes.menus.load import file_words
    assert file_words(Path("/x/current-48213.json")) == "seed 48213"
    assert file_words(Path("/x/current-0.json")) == "seed 0"
    for name in ("my-match.json", "current-12a.json", "season-3.json", "current-5.json.bak",
                 "current--5.json"):
        assert file_words(Path("/x") / name) == name


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_run_ins_move_cards_are_named_on_the_row(size):
    """'Lucius Glamour runs in for Ada Quill: their signature Move cards back that side' and no
    card of theirs on the table (session 61): the row's label counts them, tapped or not."""
    from scene_helpers import human_table
    from scenes.match.table import moves_label
    sc = human_table(size, 3)
    for r in (sc.L.far_moves, sc.L.near_moves):
        for injured in (0, 1):
            label = moves_label(r, sc.L.s, (9, "Midcarder"), injured, 3)
            assert label.startswith("Signature moves") and label.endswith("+3 Run-In")
            assert (" 1 tapped out " in label or " 1 out " in label) == bool(injured)
        assert "Run-In" not in moves_label(r, sc.L.s, (9, "Midcarder"), 0)
    sc.test_app.stack.scenes.clear()


def test_the_pin_buttons_cost_is_said_only_when_the_cost_stops_it():
    """'Pin · costs 2 Attitude', greyed, with the foe at ringside: the ring was what stopped it
    (its tooltip said so). The cost is said only when it is the reason."""
    from conftest import set_momentum, set_position, under_way
    from scene_helpers import setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "hardcore")))
    st = scene.match.state
    under_way(st)
    st.sides[0].failed_pins = 2
    set_momentum(st, 0, {})
    scene.refresh()
    assert scene.buttons["pin"].sub == "costs 2 Attitude"
    set_position(st, 1, at_ringside=True)
    scene.refresh()
    assert not scene.buttons["pin"].enabled and scene.buttons["pin"].sub == \
        "foe outside: ring only"  # (who is outside: session 63)
    app.stack.scenes.clear()


@pytest.mark.slow
def test_the_booth_says_the_same_lines_when_a_match_is_opened_again():
    """After Save & Quit and Continue the log's commentary lines were other lines (each command's
    lines were read from the final state, not the state after it): a match opened again, or
    its log read again after a take-back, says what it said live."""
    from scene_helpers import frame, normal_table
    scene = normal_table(52001, "normal", frames=1500, to_the_bell=False)
    app = scene.test_app

    def said(sc):
        return [line.text for line in sc.logview.lines if "\u201c" in line.text]

    live = said(scene)
    assert len(live) >= 10
    match = scene.match
    scene.rewind(match)
    assert said(scene) == live
    opened = app.reset("match", match.setup, match)
    frame(app, 1 / 30, draw=False)
    assert said(opened)[:len(live)] == live


def test_the_glossary_knows_the_drama_cards_the_log_names():
    """The log said '2 to the back (grudge +2)' and the glossary said 'No term matches.' for
    'grudge': every Drama card is an entry, with its rules."""
    from game.library.glossary import entries, search
    lib = catalog().lib
    items = entries(lib)
    found = search(items, "grudge")
    assert found and found[0].term == lib.drama["personal_grudge"].name
    assert found[0].kind == "Drama card" and "damage" in found[0].text
    assert {e.key for e in items if e.kind == "Drama card"} == set(lib.drama)


def test_a_take_back_puts_its_own_placard_in_the_spot():
    """After a take-back the spot beside the ring still showed the undone command ('TO
    RINGSIDE · Kestrel Ortiz heads outside'): a take-back shows its own placard."""
    from game.match import commands as C
    from scene_helpers import frame, setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    from scenes.match.placard import PLACARDS
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "hardcore")))
    assert scene.send(C.MoveToRingside(0))
    scene.presenter.finish()
    frame(app)
    assert scene.presenter.spot.placard[0] == PLACARDS["to_ringside"][0]
    assert scene.match.take_back_refusal(0) is None
    assert scene.send(C.TakeBack(0))
    scene.presenter.finish()
    frame(app)
    assert scene.presenter.spot.placard[0] == "TAKE-BACK"
    assert scene.presenter.spot.caption.endswith("takes it back")
    app.stack.scenes.clear()


def test_the_log_says_a_counter_starts_the_string(matches):
    """A counter's move counts towards the string's fight-back and the crowd's tiring, which
    only a card's hover said (session 61): the log says it, and it is so."""
    seen = 0
    for m in matches:
        states = fold_states(m.first_state, m.log)
        for i, entry in enumerate(m.log):
            if not any(type(ev) is E.ControlChanged and ev.reason == "counter"
                       for ev in entry.events):
                continue
            after = states[i + 1]
            if after.over is not None:
                continue
            seat = entry.command.seat
            assert after.string_seat == seat and after.string_count == 1
            events = list(entry.events)
            texts = [line.text for k in range(len(events))
                     for line in LT.event_lines(events, k, after)]
            assert f"{LT.star(after, seat)} takes control; the counter is the first move of " \
                   "their string." in texts
            seen += 1
    assert seen >= 10


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_builders_start_from_choices_fit_their_box(size):
    """'Brick Hollander's sta...' in the builder's Start from at 1280x720: a choice's words
    shrink before they are cut, and every Superstar's starter fits."""
    from scene_helpers import frame
    from scenes.app import App, Settings
    from scenes.ui import widgets as W
    from scenes.ui.draw import fit_size
    app = App(size, settings=Settings(ai_speed="fast"))
    builder = app.reset("builder")
    frame(app)
    choice = builder.start_w
    room = choice.rect.w - 2 * choice.arrows()[0].w
    smallest = max(11, round(choice.size * 0.7))
    for _, label in choice.options:
        at = fit_size(label, choice.size, smallest, True, room)
        assert W.text_width(label, at, True) <= room, label
    app.stack.scenes.clear()


def _key_played_then_refilled(app, pygame):
    """A table where seat 0's number key plays a momentum page (control stays) and the slot
    refills with a page it can play: (scene, slot, the new page), the ring still showing."""
    from scene_helpers import frame, key, setup_of, until_seat_zero_acts
    for seed in range(5, 80):
        scene = until_seat_zero_acts(app, app.reset("match", setup_of(seed, ("human", "greedy"),
                                                                         "normal")))
        model = scene.model
        shown = model.shown_order(0)
        kinds = [scene.state.info(p).kind for p in shown]
        if "momentum" not in kinds:
            continue
        i = kinds.index("momentum")
        played = shown[i]
        key(app, pygame.K_1 + i)
        frame(app)
        new = model.shown_order(0)[i]
        playable = next((c.reason is None for c in model.hand if c.page == new), False)
        if played not in scene.state.sides[0].hand and new != played and playable and \
                scene.presenter.showing and scene.match.actor() == 0:
            return scene, i, new
    raise AssertionError("no seed")


def test_the_same_number_key_during_the_show_names_the_page_that_took_the_slot():
    """'Pressing 3 twice played a different card the second time' (a Finisher by accident):
    the same key again while the ring still shows the page it played names the new page in
    that place; a second press plays it; once the show is over a key plays at once."""
    import pygame
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene, i, new = _key_played_then_refilled(app, pygame)
    log = len(scene.match.log)
    key(app, pygame.K_1 + i)  # the same key, the show still on: named, not played
    assert any(f"New in slot {i + 1}: {scene.state.info(new).name}" in t.text
               for t in app.toasts.items)
    assert scene.hand_focus() is None  # (nothing lifted over the toast)
    key(app, pygame.K_1 + i)  # again: it goes (after the show)
    scene.presenter.finish()
    frame(app)
    frame(app)
    assert len(scene.match.log) > log and new not in scene.state.sides[0].hand
    app.stack.scenes.clear()


def test_a_number_key_after_the_show_plays_the_new_page_at_once():
    """Testers who meant the new page were stopped by the guard at any time ('Twice I thought
    I'd played a card, but I hadn't'): after the show a key plays at once."""
    import pygame
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    from scenes.ui.base import MASH_GAP
    scene, i, new = _key_played_then_refilled(app, pygame)
    scene.presenter.finish()
    frame(app, MASH_GAP)  # (a show lasts longer than a double-click's gap: session 75)
    log = len(scene.match.log)
    key(app, pygame.K_1 + i)
    frame(app)
    assert len(scene.match.log) > log
    assert not any("New in slot" in t.text for t in app.toasts.items)
    app.stack.scenes.clear()


def test_the_builders_toasts_keep_off_its_name_field():
    """'Saved ... share the file' covered the builder's name field: its toasts start under
    the Start from row."""
    from scene_helpers import frame
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    builder = app.reset("builder")
    frame(app)
    top = builder.toast_top()
    assert top is not None and top > builder.name_w.rect.bottom
    assert top >= builder.start_w.rect.bottom
    app.stack.scenes.clear()


def test_no_table_tooltip_stands_behind_a_card_zoom():
    """A hover tooltip still showed behind the right-click zoom: the table draws its hover only
    while it is the top scene."""
    from scene_helpers import frame, setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "normal")))
    calls = []
    scene.draw_hover = lambda surface: calls.append(1)
    app.redraw_all = True
    frame(app)
    assert calls
    page = scene.state.sides[0].hand[0]
    app.push("zoom", "page", scene.state.info(page).card)
    calls.clear()
    app.redraw_all = True
    frame(app)
    assert not calls
    app.stack.scenes.clear()


def test_the_take_back_button_names_whose_command_it_undoes():
    """Pass-and-play: the attacked player's Take back read 'your last command' over the
    attacker's move (both must agree, but the words said it was theirs)."""
    import pygame
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = _attacked_with(app, counter=False)
    frame(app, 1 / 30)
    key(app, pygame.K_RETURN)  # the attacked player takes the screen
    frame(app, 1 / 30)
    scene.refresh()
    btn = scene.buttons["takeback"]
    assert scene.model.viewer == 1 and scene.match.take_back_owner() == 0
    assert btn.sub == f"{scene.model.short(0)}'s last"
    scene.model.viewer = 0
    scene.refresh()
    assert btn.sub == "your last command"


def test_a_moves_counter_risk_says_when_the_foe_fights_from_underneath():
    """'Counter risk: about 85%' over a foe at 7/31 HP, with no word of the rule behind it:
    the hover says the foe fights from underneath, from under half their HP (not at 0 HP)."""
    from game.match import underneath_now
    from scene_helpers import human_table
    from scenes.match.facts import UNDER_WORDS, counter_preview
    sc = human_table((1280, 720), 3)
    st = sc.state
    st.turn = 20
    page = next(s.page for s in sc.slots if counter_preview(sc.model, 0, s.page)[:1] and
                counter_preview(sc.model, 0, s.page)[0].startswith("Counter risk"))
    edge = (st.sides[1].max_hp + 1) // 2  # the least HP that is not under half
    for hp, under in ((edge, False), (edge - 1, True), (1, True), (0, False)):
        st.sides[1].hp = hp
        st.actions += 1  # (a new moment for the hover's cache)
        assert underneath_now(st, 1) == under, hp
        lines = counter_preview(sc.model, 0, page)
        assert (UNDER_WORDS in lines) == (under and lines[0].startswith("Counter risk")), hp
    sc.test_app.stack.scenes.clear()


def test_the_glossary_knows_underneath_and_leadoff():
    """'underneath' and 'leadoff', both on screen, found 'No term matches.' (session 61); and
    every starter playbook does name a Defensive page among its leadoff pages, as it says."""
    from game.library.glossary import entries, search
    from game.match.editions import UNDERNEATH_DAMAGE
    lib = catalog().lib
    items = entries(lib)
    under = search(items, "underneath")[0]
    assert under.term == "From underneath" and f"{UNDERNEATH_DAMAGE} more" in under.text
    assert search(items, "leadoff")[0].term == "Leadoff pages"
    for book in lib.playbooks.values():
        assert any("defensive" in lib.pages[p].tags for p in book.leadoff), book


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tap_out_choosers_words_fit_over_three_cards(size, monkeypatch):
    """'Squashed! Choose a signature Move card to tap out (the results show it; no match
    follows)' read as a puzzle, and over three Move cards a line this long was cut: the words
    are shorter and shrink before they are cut, in every case the chooser says."""
    from types import SimpleNamespace
    from scene_helpers import human_table
    from scenes.match import model as MM
    from scenes.ui import widgets as W
    from scenes.ui.draw import fit_size
    sc = human_table(size, 3)
    s, t = sc.L.s, sc.text_scale
    n = 3
    cw = min(round(170 * s), int((size[0] - round(160 * s)) / n - round(20 * s)))
    box = max(n * cw + (n - 1) * round(22 * s) + round(60 * s), round(620 * s))
    room = box - round(40 * s)
    said = []
    for over in (None, SimpleNamespace(winner=0)):
        for season in (False, True):
            for squash in (False, True):
                fake = SimpleNamespace(state=SimpleNamespace(over=over), season=season,
                                       tapout_due=lambda: 1)
                monkeypatch.setattr(MM, "squashed", lambda m, seat, sq=squash: sq)
                said.append(MM.TableModel.tapout_words(fake))
    assert "A squash injures the loser: tap out a Move card (in an exhibition it only goes on " \
        "the record)." in said  # (session 67: '...only shows in the results' after asking)
    for words in said:
        at = fit_size(words, round(19 * s * t), round(14 * s * t), False, room)
        assert W.text_width(words, at, False) <= room, words
    sc.test_app.stack.scenes.clear()


def test_a_season_tap_out_says_a_match_before_its_turn_heals_it_too():
    """'heals after their turn in week 1', then 'turns back: ... healed' before that turn began
    (INJ-7: any match wrestled before it ends the injury): the line says both."""
    from game.season import MoveTapped, SeasonPlayer, SeasonSetup, heals_after_any_match
    from scenes.season.text import SeasonNarrator
    lib = catalog().lib
    setup = SeasonSetup(seed=3, weeks=3, players=[
        SeasonPlayer(superstar=s, controller="greedy")
        for s in ("ada_quill", "lucius_glamour", "kestrel_ortiz")])
    narrator = SeasonNarrator(setup, lib)
    assert heals_after_any_match(narrator.state)
    line = narrator.line(MoveTapped(2, 0, 0, "Sneak Attack"))
    assert line.text.endswith("heals after their turn in week 1, or after a match they wrestle "
                              "before it.")
    out = narrator.line(MoveTapped(2, 1, 3, "Sneak Attack"))  # past the season's end
    assert out.text.endswith("out for the rest of the season.")


def test_enter_at_the_bell_opens_the_results_over_a_lifted_card():
    """'The match is over: Reveal hands (H) or Results (Enter)', and Enter with a card lifted by
    its number key only toasted 'The match is over.': a hand card's focus yields to Results."""
    import pygame
    from game.match import events as E
    from game.match.apply import apply_in_place
    from scene_helpers import frame, key, setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    from scenes.match.hand import HandFocus
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "normal")))
    apply_in_place(scene.state, E.MatchEnded(0, "pinfall", 3, (5, 0)))
    scene.presenter.finish(quiet=True)
    frame(app)
    assert scene.model.waiting_at_end()
    items = scene.focusables()
    scene.focus.index = next(k for k, it in enumerate(items) if isinstance(it, HandFocus))
    assert scene.focus.current(scene.focusables()) is not None
    key(app, pygame.K_RETURN)
    frame(app)
    assert is_scene(app.stack.top, "results")
    app.stack.scenes.clear()


def test_a_page_played_as_a_counter_shows_no_counter_risk():
    """'Counter risk: about 66%' on Shove Off, played as a counter: a counter is never countered,
    so a page's hover says no risk while its seat answers a move."""
    from scene_helpers import human_table
    from scenes.match.facts import counter_preview
    sc = human_table((1280, 720), 3)
    page = next(s.page for s in sc.slots if counter_preview(sc.model, 0, s.page)[:1] and
                counter_preview(sc.model, 0, s.page)[0].startswith("Counter risk"))
    sc.state.pending = (1, sc.state.sides[1].hand[0])
    sc.state.actions += 1  # (a new moment for the hover's cache)
    assert counter_preview(sc.model, 0, page) == []
    sc.test_app.stack.scenes.clear()


def test_the_replays_top_bar_names_no_autosave_file(tmp_path):
    """'REPLAY · current-2100315484.json' in the replay's top bar: a match's own autosave is
    named by its seed alone; a file of another name keeps its name."""
    from types import SimpleNamespace
    from scenes.match.replay import ReplayScene
    fake = SimpleNamespace(path=tmp_path / "current-2100315484.json",
                           setup=SimpleNamespace(seed=2100315484))
    assert ReplayScene.top_label(fake) == "REPLAY \u00b7 seed 2100315484"
    fake.path = tmp_path / "my-match.json"
    assert ReplayScene.top_label(fake) == "REPLAY \u00b7 my-match.json \u00b7 seed 2100315484"
