"""What session 78 mended: each test names what a player did or what the last read found."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import click

from scenes.ui.draw import Toasts
from test_playtest_s65 import app  # noqa: F401 (a window whose saves go to the test's folder)


def test_a_toast_of_the_same_key_takes_the_older_ones_place():
    """The last pace said stood with the one before it under the Pause box (session 77): a
    toast with a key replaces that key's last one, and leaves the others where they were."""
    toasts = Toasts()
    toasts.add("Saved", "good")
    toasts.add("Pace: slow (+ and - change it)", key="pace")
    toasts.add("Pace: fast (+ and - change it)", key="pace")
    assert [t.text for t in toasts.items] == ["Saved", "Pace: fast (+ and - change it)"]
    toasts.add("Another", "info")
    toasts.add("Hello")
    assert [t.text for t in toasts.items] == ["Saved", "Pace: fast (+ and - change it)",
                                              "Another", "Hello"]


def test_an_event_that_would_do_nothing_now_is_tagged_too():
    """Medic Check at full HP with no Status had no NO EFFECT tag (an Event goes into play,
    not to the discard pile); its words say it still spends one of the match's Events."""
    from conftest import give, plain_match
    from game.match import does_nothing
    from scenes.match.facts import idle_tag, page_note
    m = plain_match()
    st = m.state
    me = st.sides[0]
    medic = give(st, 0, "medic_check")
    assert me.hp == me.max_hp and not me.statuses
    assert does_nothing(st, 0, medic) and idle_tag(st, 0, medic) == "NO EFFECT"
    head, words = page_note(st, 0, medic)
    assert head == "No effect now" and "one of the three Events" in words
    me.hp -= 1  # a point to regain
    assert not does_nothing(st, 0, medic) and idle_tag(st, 0, medic) == ""
    me.hp += 1
    me.statuses.append("stunned")  # a Status to cure
    assert not does_nothing(st, 0, medic)
    me.statuses.clear()
    shake = give(st, 0, "shake_it_off")  # not an Event: no word of Events
    assert "Events" not in page_note(st, 0, shake)[1]


def test_the_same_key_just_after_a_short_show_names_the_page_that_took_the_slot():
    """'I pressed 4 twice quickly (Deadlift Focus): the fresh card in the same slot was played
    unseen and countered.' The show of a momentum page is short: a pick of the same slot less
    than MASH_GAP after the show stopped names the new page; later it plays at once."""
    import pygame
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    from scenes.ui.base import MASH_GAP
    from test_playtest_s61 import _key_played_then_refilled
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene, i, new = _key_played_then_refilled(app, pygame)
    while scene.presenter.showing:  # the short show plays out
        frame(app, 0.05)
    frame(app, MASH_GAP * 0.5)
    scene.last_pick = (scene.last_pick[0], scene.last_pick[1], scene.time - MASH_GAP * 2)
    log = len(scene.match.log)
    key(app, pygame.K_1 + i)  # (the last pick long ago: only the show's end is near)
    frame(app)
    assert len(scene.match.log) == log
    assert any(f"New in slot {i + 1}: {scene.state.info(new).name}" in t.text
               for t in app.toasts.items)
    frame(app, MASH_GAP)
    key(app, pygame.K_1 + i)  # named once: the next press plays it
    frame(app)
    assert len(scene.match.log) > log and new not in scene.state.sides[0].hand
    app.stack.scenes.clear()


@pytest.mark.slow
def test_the_attacked_player_watching_a_move_land_sees_their_own_hand():
    """Pass-and-play: handed the screen with nothing to answer ("I'm Mack Doyle: show my
    hand"), the attacked player saw an empty hand row under "Nothing in your hand counters
    it". Their own hand is drawn, face up, nothing in it playable; the attacker's never, and
    a number key or a click on it plays nothing."""
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    from test_playtest_s61 import _attacked_with
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene = _attacked_with(app, counter=False)
    frame(app, 1 / 30)
    key(app, pygame.K_RETURN)  # seat 1 takes the screen to watch it land
    attacker, defender = scene.state.sides[0].hand, scene.state.sides[1].hand
    seen, log = 0, len(scene.match.log)
    for n in range(400):
        frame(app, 1 / 30)
        if is_scene(app.stack.top, "handoff"):
            break
        assert scene.model.viewer == 1 and scene.model.landing is not None
        pages = [c.page for c in scene.model.hand]
        assert sorted(pages) == sorted(defender) and not set(pages) & set(attacker)
        assert all(c.reason is not None for c in scene.model.hand)
        assert scene.slots and scene.model.hand_face_up(1) and not scene.model.hand_face_up(0)
        seen += 1
        if n == 5:
            key(app, pygame.K_1)
            click(app, scene.slots[0].rect.center)
    assert seen > 30 and app.stack.top.seat == 0
    assert len(scene.match.log) == log


@pytest.mark.parametrize("width", [90, 120, 150, 180, 210, 300])
def test_no_card_played_stays_readable_on_a_small_placard(width):
    """'NO CARD PLAYED' under a Pass placard read 'NOCARDPLAYED' at 1600x900 with larger text
    (plain text at 6, its space two pixels): a letter-spaced label, never under 9, that fits."""
    from scenes.match.placard import FOOT_LEAST, NO_CARD, foot
    from scenes.ui import draw as W
    s = width / 210
    room = width - round(24 * s)
    words, size = foot(round(13 * s), room)
    assert size >= FOOT_LEAST and W.label_surface(words, size).get_width() <= room
    assert words == NO_CARD


def test_a_turned_weapons_injury_leaves_the_results_count():
    """Turn The Tables put Warm-Up Routine back in play, and the results still said 'Move cards
    tapped: 1' beside it untapped: the injury a turned weapon undoes is not counted."""
    from game.match import commands as C
    from game.match import match_stats
    from test_rules_inj import _hit_and_injure, prepare_move
    m = _hit_and_injure()
    assert match_stats(m)[1]["injuries"] == 1
    m.play(C.PlayPage(1, prepare_move(m.state, 1, "turn_the_tables")))
    assert not m.state.sides[1].tapped[0]
    assert match_stats(m)[1]["injuries"] == 0


def test_the_builders_press_again_words_leave_with_it(app):
    """'Unsaved pages: press Back again to leave without saving.' still stood on the title
    after the second Back: a scene's own toasts go when it does, others stay."""
    from scene_helpers import frame
    from scenes.routes import is_scene
    from test_playtest_s77 import _builder_from_a_starter
    builder = _builder_from_a_starter(app)
    app.toast("Saved somewhere", "good")
    builder.pages.append(builder.pages[0])  # an unsaved page
    assert builder.unsaved()
    builder.back()
    assert any("press Back again" in t.text for t in app.toasts.items)
    builder.back()
    frame(app)
    assert is_scene(app.stack.top, "menu")
    assert not any("press Back again" in t.text for t in app.toasts.items)
    assert any(t.text == "Saved somewhere" for t in app.toasts.items)


def test_a_pass_right_after_a_counter_is_called_a_breather():
    """'Countered, then passed straight away' read as a blunder to three testers (its momentum
    was spent on the counter): the commentators say what the ring shows; a Pass with no counter
    just before it, or by the other seat, is not called one."""
    from conftest import plain_match
    from game.match import events as E
    from scenes.match import commentary as CM
    booth = CM.load_booth()
    breathers = {line.text for line in booth.lines["breather"]}
    st = plain_match().state
    countered = [E.MoveCountered(1, 5, (0,) * 6, 0, 9)]

    def said(batches):
        talk = CM.Commentary(booth, seed=3)
        out = []
        for events in batches:
            out = talk.lines(events, st)
        name = CM.short_name(st.cat.lib.superstars[st.sides[1].superstar].name)
        return {text.replace(name, "{name}") for _, text in out}
    assert said([countered, [E.Acted(1, "pass")]]) & breathers
    assert not said([[E.Acted(1, "pass")]]) & breathers
    assert not said([countered, [E.Acted(0, "pass")]]) & breathers
    assert not said([countered, [E.Acted(0, "pass")], [E.Acted(1, "pass")]]) & breathers


def test_a_string_s_last_move_says_the_pin_the_foe_fighting_back_would_have():
    """'My own third move handed Nadia control, and her first action was a 30% pin on me at
    13/30 HP: nothing warned me.' The last move of a string says the pin the foe would have
    once it lands (as the Pass button does): at a fifth of their HP in a Normal match, a pin;
    at full HP, no pin to tell."""
    from conftest import plain_match, prepare_move, set_hp, under_way
    from game.match import commands as C
    from game.match import pin_if_landed
    from game.match.chances import final_chance, pin_terms
    from scenes.match.facts import page_note
    m = plain_match()
    st = m.state
    under_way(st)
    jab = prepare_move(st, 0, "jab_flurry")
    st.string_seat, st.string_count = 0, 2  # two moves in: this is the third
    set_hp(st, 0, st.sides[0].max_hp // 5)  # a fifth of their HP: pinnable in a Normal match
    chance = pin_if_landed(st, 0, jab)
    assert chance > 0
    head, words = page_note(st, 0, jab)
    assert head == "Last move of your string" and f"Then they could pin you: about {chance}%." \
        in words
    m.play(C.PlayPage(0, jab))
    if st.pending is not None:
        m.play(C.Allow(1))
    assert st.control == 1 and abs(final_chance(pin_terms(st, 1)) - chance) <= 3
    m2 = plain_match()
    under_way(m2.state)
    jab2 = prepare_move(m2.state, 0, "jab_flurry")
    m2.state.string_seat, m2.state.string_count = 0, 2
    assert pin_if_landed(m2.state, 0, jab2) == 0  # at full HP no pin to tell
    assert "could pin you" not in page_note(m2.state, 0, jab2)[1]


def test_a_page_the_player_cannot_pay_for_says_what_it_lacks():
    """'Greyed-out pages don't say they're short of momentum unless you hover; twice I put the
    foe on the mat and then could not afford the follow-up': an unaffordable page's foot says
    what its cost lacks, in the player's own turn."""
    from conftest import give, plain_match
    from scenes.match.facts import short_of
    st = plain_match().state
    me = st.sides[0]
    page = give(st, 0, "jab_flurry")
    cost = st.info(page).cost
    kind = next(i for i, c in enumerate(cost) if c)
    me.momentum = list(cost)
    assert short_of(st, 0, page) == "" and short_of(st, None, page) == ""
    me.momentum[kind] = cost[kind] - 1
    from game.library import MOMENTUM, MOMENTUM_ABBR
    assert short_of(st, 0, page) == f"NEED  1 {MOMENTUM_ABBR[MOMENTUM[kind]].upper()}"
    me.momentum = [0] * 6
    two = give(st, 0, next(pid for pid, info in st.cat.info.items()
                          if sum(1 for c in info.cost if c) == 2))
    lacks = [f"{c} {MOMENTUM_ABBR[MOMENTUM[i]].upper()}"
             for i, c in enumerate(st.info(two).cost) if c]
    assert short_of(st, 0, two) == "NEED  " + "  ".join(lacks)


@pytest.mark.slow
def test_the_hand_tags_an_unpayable_page_only_in_the_players_own_turn():
    """The tag rides on the hand's choices for the acting person; in the foe's turn, none."""
    from scene_helpers import human_table, frame
    sc = human_table((1280, 720), 3)
    st = sc.state
    st.sides[0].momentum = [0] * 6
    sc.refresh()
    shorts = [c.short for c in sc.model.hand]
    assert any(w.startswith("NEED") for w in shorts)
    assert all(s.short == c.short for s, c in zip(sc.slots, sc.model.hand))
    assert all(not c.short for c in sc.model.hand_choices(0, None))
    sc.test_app.stack.scenes.clear()


def test_the_log_never_has_the_crowd_rally_behind_a_heel():
    """'The crowd rallies behind Nadia Vise: +1 Crowd Point', then the booth: 'A chorus of
    boos for Nadia Vise!': a heel's Crowd Point is the crowd's heat, a face's its support."""
    from conftest import plain_match
    from game.match import events as E
    from scenes.match.log_text import event_line
    st = plain_match().state
    personas = [st.cat.lib.superstars[side.superstar].persona for side in st.sides]
    for seat, persona in enumerate(personas):
        words = event_line(E.CrowdSupportGiven(seat, "Hometown Hero"), st)
        assert ("rallies behind" in words) == (persona != "antagonist")
        assert ("turns up the heat on" in words) == (persona == "antagonist")
    assert sorted(personas) == ["antagonist", "protagonist"]


@pytest.mark.slow
def test_the_take_back_tooltip_names_whose_command_as_its_button_does():
    """Pass-and-play: the button said 'Kestrel Ortiz's last' and its tooltip 'Undo your last
    command': the tooltip names the same owner."""
    from game.match import commands as C
    from scene_helpers import frame, setup_of
    from scenes.app import App, Settings
    from scenes.match import takeback as TB
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene = app.reset("match", setup_of(14))
    frame(app)
    if is_scene(app.stack.top, "handoff"):
        app.stack.pop()
    seat = scene.match.actor()
    scene.model.viewer = 1 - seat  # the other player has the screen after a Pass
    scene.send(C.Pass(seat))
    frame(app)
    owner = TB.owner(scene)
    assert owner == seat and scene.model.viewer != owner
    assert TB.tip(scene)[1][0].startswith(f"Undo {scene.model.short(owner)}'s last command")
    scene.model.viewer = owner
    assert TB.tip(scene)[1][0].startswith("Undo your last command")
    app.stack.scenes.clear()


@pytest.mark.slow
def test_answering_a_move_only_a_counter_short_of_momentum_is_tagged():
    """While answering, a page that doesn't counter the move says nothing of its cost (it
    could not answer whatever the momentum); a counter the player cannot pay for says NEED."""
    from test_playtest_s61 import _attacked_with
    from scenes.app import App, Settings
    from scene_helpers import frame, key
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene = _attacked_with(app, counter=True)
    frame(app, 1 / 30)
    key(app, pygame.K_RETURN)  # seat 1 takes the screen to answer
    frame(app, 1 / 30)
    st = scene.state
    assert st.pending is not None and scene.model.viewer == 1
    st.sides[1].momentum = [0] * 6
    scene.refresh()
    for c in scene.model.hand:
        assert bool(c.short) == bool(c.reason and c.reason.startswith("Not enough momentum"))
    assert any(c.short for c in scene.model.hand)
    app.stack.scenes.clear()
