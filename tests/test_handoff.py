"""Pass-and-play: the curtain hides the table between two people, a hand is only ever drawn for
the seat at the screen, auto-counter answers for a defender without a handover, and both hands
can be revealed after the match."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import frame, key, setup_of

from conftest import give, set_control, set_momentum
from game.match import commands as C
from game.library.catalog import Catalog
from game.library import load_library
from game.library import ATTACK_KINDS
from scenes.app import App, Settings
from scenes.match.ai import auto_answer
from scenes.routes import is_scene


@pytest.fixture(scope="module")
def app():
    return App((1280, 720), settings=Settings(ai_speed="fast"))


def confirm(app) -> None:
    assert is_scene(app.stack.top, "handoff")
    key(app, pygame.K_RETURN)


def settle(app, scene) -> None:
    """Let the cues play out so the scene reaches its next decision."""
    for _ in range(5):
        scene.presenter.finish()
        frame(app)


def assert_hidden(app, scene) -> None:
    """While the curtain is up nothing of either hand is drawn, even if the table is drawn."""
    assert is_scene(app.stack.top, "handoff")
    frame(app)
    assert scene.drawn_hand == []
    surface = pygame.Surface(app.size)
    scene.draw(surface)  # even drawn directly, the table shows no hand
    assert scene.drawn_hand == []
    assert scene.slots == [] and not scene.model.hand_visible()


@pytest.mark.slow
def test_curtain_between_two_humans(app):
    scene = app.reset("match", setup_of(11))
    frame(app)
    first = scene.match.actor()
    assert scene.model.curtain_seat() == first
    assert scene.drawn_hand == [] and not scene.model.hand_visible()  # hidden even while cues play
    settle(app, scene)
    assert_hidden(app, scene)
    assert app.stack.top.name in ("Kestrel Ortiz", "Mack Doyle")
    confirm(app)
    frame(app)
    assert app.stack.top is scene and scene.model.viewer == first
    hand = scene.state.sides[first].hand
    assert scene.drawn_hand and set(scene.drawn_hand) <= set(hand)
    other = scene.state.sides[1 - first].hand
    assert not set(scene.drawn_hand) & set(other)
    # the seat at the screen passes: control changes, so the curtain comes down again
    scene.send(C.Pass(first))
    settle(app, scene)
    assert scene.match.actor() == 1 - first
    assert_hidden(app, scene)
    confirm(app)
    frame(app)
    assert scene.model.viewer == 1 - first
    assert set(scene.drawn_hand) <= set(scene.state.sides[1 - first].hand)


@pytest.mark.slow
def test_hand_never_drawn_for_the_wrong_seat(app):
    scene = app.reset("match", setup_of(12))
    for _ in range(120):
        frame(app)
        top = app.stack.top
        if is_scene(top, "handoff"):
            assert scene.drawn_hand == []
            confirm(app)
            continue
        m = scene.match
        if m.actor() is None:
            break
        if scene.model.hand_visible():  # only ever the pages of the seat at the screen
            side = scene.state.sides[scene.model.viewer]
            own = set(side.hand) | set(side.playbook) | set(side.discard)
            if scene.state.pending and scene.state.pending[0] == scene.model.viewer:
                own.add(scene.state.pending[1])
            own |= {i for seat, _, _, i in scene.state.events_in_play if seat == scene.model.viewer}
            assert set(scene.drawn_hand) <= own
        if not scene.presenter.busy and m.actor() == scene.model.viewer:
            legal = m.legal(scene.model.viewer)
            plays = [c for c in legal if isinstance(c, (C.PlayPage, C.Counter, C.TapOut))]
            scene.send((plays or legal)[0])
        scene.presenter.finish()


def _no_other_counter(st, seat: int) -> None:
    """Put the seat's pages that counter anything back under its playbook (a leadoff page may
    be one), so the page a test gives is the one answer in hand."""
    side = st.sides[seat]
    for inst in [p for p in side.hand if st.info(p).counters or "defensive" in st.info(p).tags]:
        side.hand.remove(inst)
        side.playbook.append(inst)


def _arrange_attack(scene, rule: str):
    """Seat 0 at the screen plays Jab Flurry; seat 1 holds Forearm Shield (counters it)."""
    st = scene.state
    set_control(st, 0)
    set_momentum(st, 0, "max")
    set_momentum(st, 1, "max")
    attack = give(st, 0, "jab_flurry", fresh=True)
    _no_other_counter(st, 1)
    shield = give(st, 1, "forearm_shield", fresh=True)
    scene.model.counter_rules[1] = {k: rule for k in ATTACK_KINDS}
    scene.take_screen(0)
    return attack, shield


def test_auto_counter_plays_for_the_defender(app):
    scene = app.reset("match", setup_of(13))
    frame(app)
    if is_scene(app.stack.top, "handoff"):
        app.stack.pop()
    attack, shield = _arrange_attack(scene, "auto")
    assert scene.send(C.PlayPage(0, attack))
    assert scene.state.pending is not None  # seat 1 could answer
    assert scene.model.curtain_seat() is None  # the rule answers: no handover
    scene.presenter.finish()
    frame(app)
    assert scene.match.log[-1].command == C.Counter(1, shield)
    assert scene.model.viewer == 0  # played for seat 1 while seat 0 kept the screen
    assert any("Auto-counter" in t.text for t in app.toasts.items)


def test_never_rule_lets_it_through_and_ask_hands_over(app):
    scene = app.reset("match", setup_of(14))
    frame(app)
    if is_scene(app.stack.top, "handoff"):
        app.stack.pop()
    attack, shield = _arrange_attack(scene, "never")
    scene.send(C.PlayPage(0, attack))
    scene.presenter.finish()
    frame(app)
    assert scene.match.log[-1].command == C.Allow(1)
    assert shield in scene.state.sides[1].hand
    # "ask me" hands the screen over, with the curtain
    scene = app.reset("match", setup_of(14))
    frame(app)
    if is_scene(app.stack.top, "handoff"):
        app.stack.pop()
    attack, shield = _arrange_attack(scene, "ask")
    scene.send(C.PlayPage(0, attack))
    settle(app, scene)
    assert scene.model.curtain_seat() == 1 and is_scene(app.stack.top, "handoff")


def test_auto_answer_rules():
    cat = Catalog(load_library())
    from conftest import make_match
    m = make_match("normal", seed=3, cat=cat)
    st = m.state
    set_control(st, 0)
    set_momentum(st, 0, "max")
    set_momentum(st, 1, "max")
    attack = give(st, 0, "jab_flurry", fresh=True)
    _no_other_counter(st, 1)
    shield = give(st, 1, "forearm_shield", fresh=True)
    m.play(C.PlayPage(0, attack))
    assert st.pending
    rules = {k: "ask" for k in ATTACK_KINDS}
    assert auto_answer(st, 1, rules) is None
    rules["arm_extended"] = "never"
    assert auto_answer(st, 1, rules)[0] == C.Allow(1)
    rules["arm_extended"] = "auto"
    assert auto_answer(st, 1, rules)[0] == C.Counter(1, shield)
    assert auto_answer(st, 0, rules) is None  # not the defender


@pytest.mark.slow
def test_reveal_hands_after_the_match(app):
    from game.match import events as E
    from game.match.apply import apply_in_place
    scene = app.reset("match", setup_of(15))
    frame(app)
    apply_in_place(scene.state, E.MatchEnded(0, "pinfall", 3, (5, 0)))
    frame(app)  # the curtain is no longer needed: it goes
    assert app.stack.top is scene
    scene.presenter.finish(quiet=True)  # (the ring's show ends first: session 60)
    frame(app)
    assert scene.model.waiting_at_end()
    assert scene.buttons["reveal"].visible and scene.buttons["results"].visible
    key(app, pygame.K_h)
    assert is_scene(app.stack.top, "reveal")
    frame(app)
    assert scene.model.revealed
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
