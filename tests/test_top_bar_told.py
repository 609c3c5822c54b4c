"""The top bar is drawn with the facts of the key it was drawn for (session 42: between two
AIs, a bar keyed in the frames between two shows and drawn in the next show showed the facts
kept long before: 'Turn 1' while the log was at turn 5)."""
from __future__ import annotations

from scene_helpers import setup_of

from game.ai import ai_dice
from game.match import play_ai_turn
from scenes.app import App, Settings
from scenes.match import facts as F


def _play_until_the_turn_moves(match, dice):
    turn = match.state.turn
    while match.state.turn == turn and match.state.over is None:
        seat = match.actor()
        play_ai_turn(match, seat, "greedy", dice[seat])


def test_the_top_bar_draws_the_facts_of_its_key(monkeypatch):
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(5, ("greedy", "greedy"), "normal"))
    model, match = scene.model, scene.match
    dice = [ai_dice(5, 0), ai_dice(5, 1)]
    monkeypatch.setattr(F, "holding", lambda m: False)
    F.top_facts(model)  # drawn once
    for _ in range(3):
        _play_until_the_turn_moves(match, dice)
    key = F.top_key(model)  # keyed between two shows; the region waits to be drawn
    turn = match.state.turn
    monkeypatch.setattr(F, "holding", lambda m: True)
    _play_until_the_turn_moves(match, dice)  # the next show begins before it is drawn
    facts = F.top_facts(model)
    assert F.top_key(model) == key and key[0] == turn
    assert facts["turn"] == F.turn_shown(turn, False, facts["limit"], F._how(match.state))
    monkeypatch.setattr(F, "holding", lambda m: False)
    assert F.top_facts(model) == F._top_now(model) != facts  # and it moves on once nobody waits

