"""No screen tells a hidden fact (issue 25, item 5): in pass-and-play, whether the screen is handed
to an attacked player depends only on what both players know (their auto-counter rule for that
kind of attack), never on whether they hold a counter. Two tables that differ only in the
defender's hidden hand hand the screen over alike, with the same words, toasts and log."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import frame, key, setup_of

from conftest import give, set_control, set_momentum
from game.match import commands as C
from game.library import ATTACK_KINDS
from scenes.app import App, Settings
from scenes.match.ai import auto_answer
from scenes.routes import is_scene


@pytest.fixture(scope="module")
def app():
    return App((1280, 720), settings=Settings(ai_speed="fast"))


def _table(app, rule: str, holds: str):
    """Seat 0 at the screen, about to play Jab Flurry; seat 1's hand is four momentum pages and
    `holds` (Forearm Shield counters Jab Flurry, Iron Will can't)."""
    scene = app.reset("match", setup_of(14))
    frame(app)
    while is_scene(app.stack.top, "handoff"):
        app.stack.pop()
    app.toasts.items.clear()
    st = scene.state
    set_control(st, 0)
    set_momentum(st, 0, "max")
    set_momentum(st, 1, "max")
    st.sides[1].hand.clear()
    for _ in range(4):
        give(st, 1, "iron_will", fresh=True)
    give(st, 1, holds, fresh=True)
    attack = give(st, 0, "jab_flurry", fresh=True)
    scene.model.counter_rules[1] = {k: rule for k in ATTACK_KINDS}
    scene.take_screen(0)
    scene.refresh()
    return scene, attack


def _seen_by_the_attacker(app, rule: str, holds: str) -> dict:
    """Everything seat 0 sees from playing the attack until the screen leaves them."""
    scene, attack = _table(app, rule, holds)
    log_before = len(scene.logview.lines)
    assert scene.send(C.PlayPage(0, attack))
    seen = {"curtain": scene.model.curtain_seat(), "hand_shown": scene.model.hand_visible()}
    frame(app)  # one frame: the curtain comes down before any cue says how the attack went
    top = app.stack.top
    seen["handoff"] = top.what() if is_scene(top, "handoff") else None
    if seen["handoff"] is None:  # the screen stays: let the exchange play out
        for _ in range(6):
            scene.presenter.finish()
            frame(app)
    seen["toasts"] = [t.text for t in app.toasts.items]
    seen["log"] = [ln.text for ln in scene.logview.lines[log_before:]] \
        if seen["handoff"] is None else None
    seen["viewer"] = scene.model.viewer
    return seen


def test_the_defender_holds_a_counter_in_one_table_and_not_the_other(app):
    scene, attack = _table(app, "ask", "forearm_shield")
    scene.send(C.PlayPage(0, attack))
    assert scene.state.pending is not None  # a counter window opened
    scene, attack = _table(app, "ask", "iron_will")
    scene.send(C.PlayPage(0, attack))
    assert scene.state.pending is None  # no window: the move went straight through


@pytest.mark.parametrize("rule", ["ask", "auto", "never"])
def test_same_curtain_whatever_the_hidden_hand(app, rule):
    holds_counter = _seen_by_the_attacker(app, rule, "forearm_shield")
    holds_none = _seen_by_the_attacker(app, rule, "iron_will")
    assert holds_counter["curtain"] == holds_none["curtain"]
    assert holds_counter["hand_shown"] == holds_none["hand_shown"]
    assert holds_counter["handoff"] == holds_none["handoff"]
    if rule == "ask":
        assert holds_counter["curtain"] == 1
        assert holds_counter["handoff"].startswith("faces Jab Flurry")
    else:
        assert holds_counter["curtain"] is None and holds_counter["handoff"] is None
        assert holds_counter["viewer"] == holds_none["viewer"] == 0
    if rule == "never":  # the move lands either way: nothing on screen differs
        assert holds_counter["toasts"] == holds_none["toasts"]
        assert holds_counter["log"] == holds_none["log"]


def test_an_attacked_player_without_a_counter_watches_it_land_and_hands_the_screen_back(app):
    scene, attack = _table(app, "ask", "iron_will")
    scene.send(C.PlayPage(0, attack))
    frame(app)
    assert is_scene(app.stack.top, "handoff") and app.stack.top.seat == 1
    key(app, pygame.K_RETURN)  # seat 1 takes the screen: the move lands, nothing to answer
    assert scene.model.viewer == 1 and scene.model.owed is None
    # seat 1 watches the move land; the line under the ring says so and calls the attacker back
    assert scene.model.prompt() == ("Nothing in your hand counters it: watch it land, then pass "
                                    f"the screen to {scene.model.short(0)}", "muted")
    assert not scene.model.hand_visible() and scene.model.ring_visible()
    for _ in range(120):  # the show, then LAND_SECONDS (1.5 s) of frames
        scene.presenter.finish()
        frame(app, 1 / 30)
        if is_scene(app.stack.top, "handoff"):
            break
    assert scene.match.actor() == 0
    assert is_scene(app.stack.top, "handoff") and app.stack.top.seat == 0


def test_auto_keeps_a_page_that_is_not_defensive_without_asking(cat):
    """'Counter automatically' never asks (asking only when a non-Defensive page could counter
    would tell the attacker so): with no Defensive counter it lets the move through."""
    from conftest import make_match
    m = make_match("normal", seed=3, cat=cat)
    st = m.state
    set_control(st, 0)
    set_momentum(st, 0, "max")
    set_momentum(st, 1, "max")
    attack = give(st, 0, "shoulder_charge", fresh=True)  # a Mad Rush
    st.sides[1].hand.clear()
    give(st, 1, "overhead_counter_toss", fresh=True)  # counters a Mad Rush; not Defensive
    m.play(C.PlayPage(0, attack))
    assert st.pending  # a counter window opened
    counters = [c for c in m.legal(1) if isinstance(c, C.Counter)]
    assert counters and all("defensive" not in st.info(c.page).tags for c in counters)
    assert auto_answer(st, 1, {k: "auto" for k in ATTACK_KINDS})[0] == C.Allow(1)
