"""The table says the danger before it bites (issue 16): count-out on buttons, cards and the
prompt; the pin that is on at 0 HP; an ability that would do nothing is disabled with its reason."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)

import pytest

from game.match.chances import countout_limit
from scenes.app import App, Settings
from scene_helpers import frame, setup_of, until_seat_zero_acts


@pytest.fixture(scope="module")
def app():
    return App((1280, 720), settings=Settings(ai_speed="fast"))


def human_turn(app, match_type="hardcore", stars=("kestrel_ortiz", "mack_doyle")):
    scene = app.reset("match", setup_of(5, ("human", "greedy"), match_type, stars))
    return until_seat_zero_acts(app, scene), 0


def test_last_count_is_said_on_buttons_cards_and_prompt(app):
    scene, seat = human_turn(app)
    s = scene.match.state
    for side in s.sides:
        side.at_ringside = True
    s.sides[seat].ringside_turns = countout_limit(s)
    scene.refresh()
    assert scene.buttons["pass"].sub == "counted out!"
    assert scene.buttons["return"].primary
    assert any("counted out" in words for words, _ in scene.button_tip("pass"))
    assert scene.buttons["return"].sub != "counted out!"
    assert "counted out" in scene.prompt()[0]
    playable = [sl for sl in scene.slots if sl.reason is None]
    assert all(sl.danger and "counted out" in sl.danger for sl in playable)
    frame(app)
    # one count fewer: no warning anywhere
    s.sides[seat].ringside_turns = countout_limit(s) - 1
    scene.refresh()
    assert scene.buttons["pass"].sub != "counted out!"
    assert not scene.buttons["return"].primary
    assert "counted out" not in scene.prompt()[0]
    assert not any(sl.danger for sl in scene.slots)


def test_pin_is_on_at_zero_hp(app):
    scene, seat = human_turn(app, "normal")
    s = scene.match.state
    s.sides[1 - seat].hp = 0
    for side in s.sides:
        side.at_ringside = False
    scene.refresh()
    assert scene.buttons["pin"].sub.startswith("PIN IS ON") and scene.buttons["pin"].primary
    assert "pin is on" in scene.prompt()[0]
    frame(app)


def test_useless_comeback_is_disabled_with_the_reason(app):
    scene, seat = human_turn(app, "normal", ("kestrel_ortiz", "ada_quill"))
    s = scene.match.state
    side = s.sides[seat]
    side.crowd_points = 2
    side.hp, side.statuses = side.max_hp, []
    scene.refresh()
    assert not scene.buttons["crowd"].enabled
    assert "would do nothing" in scene.buttons["crowd"].tooltip
    side.hp -= 3
    scene.refresh()
    assert scene.buttons["crowd"].enabled
