"""Bugs a new player met in a real window (session 39's play-test), each pinned down."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)

import pygame
import pytest

from game.match.legal import play_blocker
from scenes.app import App, Settings
from scene_helpers import human_table, frame, setup_of, until_seat_zero_acts


@pytest.fixture(params=[(1280, 720), (1920, 1080)])
def scene(request):
    return human_table(request.param, 9)


def _motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_a_lifted_hand_card_stays_up_and_takes_the_click_above_its_slot(scene):
    """The hovered card is drawn lifted: moving onto its lifted part (above its slot) dropped it
    and the click there did nothing."""
    app, state = scene.test_app, scene.state
    playable = [sl for sl in scene.slots if play_blocker(state, 0, sl.page) is None]
    assert playable
    slot = playable[0]
    app.process(_motion(slot.rect.center))
    frame(app)
    lifted = scene.lifted_rect(slot)
    above = (slot.rect.centerx, (lifted.top + slot.rect.top) // 2)
    assert lifted.collidepoint(above) and not slot.rect.collidepoint(above)
    app.process(_motion(above))
    frame(app)
    assert scene.hovered_hand() == slot.index
    before = len(scene.match.log)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.process(pygame.event.Event(kind, pos=above, button=1))
    frame(app)
    assert len(scene.match.log) > before and slot.page not in state.sides[0].hand


def test_a_pin_that_cant_succeed_asks_for_a_second_press(scene):
    """A 0% pin was one click away and only cost the turn: the first press says why it can't
    succeed, a second press at the same point goes ahead."""
    from game.match import commands as C
    from game.match import check
    app, model = scene.test_app, scene.model
    said = []
    model.on_notice.append(lambda words, kind, seconds: said.append(words))
    assert check(scene.state, C.PressPin(0)) is None and model.pin_chance(0) <= 0
    before = len(scene.match.log)
    model.press("pin")
    frame(app)
    assert len(scene.match.log) == before and said and "Press Pin again" in said[-1]
    assert "half their HP" in said[-1]  # the reason, in words
    model.press("pin")
    frame(app)
    assert len(scene.match.log) == before + 1
    assert type(scene.match.log[-1].command).__name__ == "PressPin"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
def test_revealed_hands_show_every_page_inside_its_column(size):
    """Reveal hands cut the playbook's last card and drew the discard pile's label outside its
    panel with no cards: every page of both seats now fits its column."""
    from game.library import Catalog, load_library
    from game.match import Match, play_out
    from scenes.match.reveal import RevealScene
    app = App(size, settings=Settings())
    match = play_out(Match(setup_of(9, ("greedy", "greedy"), "showdown"), Catalog(load_library())), 9)
    st = match.state
    pages = sum(len(side.hand) + len(side.playbook) + len(side.discard) for side in st.sides) \
        + sum(1 for e in st.events_in_play if not e[2])  # an Event stays in play (not automatic)
    assert pages == 80 and any(not e[2] for e in st.events_in_play)
    assert max(len(side.discard) for side in st.sides) >= 15  # a long match: a big pile
    scene = RevealScene(app, match)
    app.stack.push(scene)
    frame(app)
    assert len(scene.rects) == pages
    screen = pygame.Rect((0, 0), size)
    for _, r in scene.rects:
        assert screen.contains(r) and r.bottom <= scene.back_btn.rect.top


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1920, 1080)])
def test_results_rows_never_write_a_value_over_its_label(size, monkeypatch):
    """'Injuries (Move cards tapped)' ran into its value '1 (Trash Can Lid)'; 'Biggest hit'
    names were cut short: a value gets the room its label leaves."""
    from game.library import Catalog, load_library
    from game.match import Match, play_out
    from scenes.match import results as R
    match = play_out(Match(setup_of(8, ("greedy", "greedy"), "hardcore"),
                           Catalog(load_library())), 8)  # an injury by a sneak attack
    # (seed 3 until rules edition 16)
    assert R.injuries_words(1, match.state.sides[0]) == "1 (sneak attack)"
    app = App(size, settings=Settings(ai_speed="fast"))
    sc = app.reset("results", match.setup, match)
    drawn = []
    real = R.W.draw_text

    def draw_text(surface, words, *a, **kw):
        rect = real(surface, words, *a, **kw)
        drawn.append((words, kw, rect))
        return rect
    monkeypatch.setattr(R.W, "draw_text", draw_text)
    for _ in range(12):
        frame(app)
    labels = [(kw["midleft"][1], r) for w, kw, r in drawn if "midleft" in kw]
    values = [(kw["midright"][1], r) for w, kw, r in drawn if "midright" in kw]
    assert labels and values
    for y, value in values:  # the label beside it: the nearest on its line to its left
        beside = [label for y2, label in labels if y2 == y and label.left < value.left]
        if beside:
            label = max(beside, key=lambda r: r.left)
            assert value.left >= label.right, (y, value, label)


def test_a_paid_for_sneak_attack_that_would_do_nothing_says_why_on_its_button():
    """The greyed Sneak Attack read 'costs 2 · have 2': why it can't be used was only in its
    tooltip."""
    from scenes.match import buttons as BV
    from scenes.match.model import ACTIONS, ButtonFacts
    from dataclasses import replace
    buttons = BV.make_buttons(lambda name: None, None, None, None)
    reasons = {name: None for name in ACTIONS}
    reasons["crowd"] = "Your foe is already injured: a Sneak Attack would do nothing."
    facts = ButtonFacts(reasons=reasons, dangers={}, answering=False, pin_chance=0, pin_on=False,
                        pin_reason="", pin_short="", pin_cost=0, regroup_ready=False,
                        comeback=False, crowd_points=2, ringside=True)
    BV.show_facts(buttons, facts, 0, False)
    assert buttons["crowd"].sub == "Your foe is already injured" and not buttons["crowd"].enabled
    BV.show_facts(buttons, replace(facts, crowd_points=1), 0, False)
    assert buttons["crowd"].sub == "costs 2 Crowd \u00b7 have 1"


def test_an_events_hover_says_its_limits_once():
    """The Event's hover said 'An Event: once a match, 3 Events at most.' and then 'An Event:
    stays in play; 3 Events a match at most...'."""
    from game.library import load_library
    from game.match.state import rules_for
    from scenes.match.facts import keywords
    card = load_library().pages["medic_check"]
    lines = keywords(card, rules_for("normal"))
    assert sum(line.startswith("An Event") for line in lines) == 1


@pytest.mark.parametrize("size", [(1700, 640), (960, 540), (1280, 720)])
def test_every_hand_badge_stays_inside_the_hand(size):
    """At 1700 x 640 the number badges of the playable (proud) cards rose above the hand, under
    the ring's panel, and could not be seen."""
    from scenes.match import hand as HV
    app = App(size, settings=Settings(ai_speed="fast"))
    sc = app.reset("match", setup_of(9, ("human", "greedy"), "normal"))
    until_seat_zero_acts(app, sc)
    s = sc.L.s
    br = round(11 * s)
    assert any(slot.reason is None for slot in sc.slots)
    for slot in sc.slots:
        cx, cy = HV.badge_centre(slot.rect, s, False, sc.L.hand.y)
        assert cy - br - 2 >= sc.L.hand.y, (slot.index, cy, sc.L.hand)


def test_watching_two_ais_the_pin_button_names_the_superstar_not_you(monkeypatch):
    """Second play-test: watching AI vs AI, the Pin button said 'you hold 15 more momentum'."""
    from scenes.match import model as M
    monkeypatch.setattr(M, "pin_reason", lambda st, seat, short=False:
                        "32%: you hold 8 more momentum")
    for controllers, you in ((("greedy", "greedy"), False), (("human", "greedy"), True)):
        app = App((1280, 720), settings=Settings(ai_speed="fast"))
        sc = app.reset("match", setup_of(9, controllers, "normal"))
        frame(app)
        sc.model.refresh()
        words = sc.model.buttons.pin_reason
        assert ("you hold" in words) == you and (" holds 8 more" in words) != you, words
