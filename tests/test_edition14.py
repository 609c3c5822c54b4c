"""Rules edition 14, and edition 13 as it was: a Showdown's 0 to 2 automatic Events (ADV-3) are
drawn at the bell from turns 21-30. Drawn from turns 21-59 (the 60-turn match the seed
recommends), most never came: a Showdown between two careful players ends near turn 30, and an
outside rules audit counted 0.30 Events entering a match of the 0.99 drawn."""
from __future__ import annotations

from collections import Counter

import pytest

from conftest import make_match
from game.match.editions import EVENT_WINDOW, event_turns_to
from game.match.rules import EVENTS_AFTER_TURN
from game.match.state import EDITION, rules_for


def test_edition_14_draws_events_from_turns_21_to_30():
    assert EDITION >= 14
    assert event_turns_to(rules_for("showdown", edition=14), 20) == 31
    assert event_turns_to(rules_for("showdown", edition=13), 20) == 60


def _drawn(edition: int | None, seeds=range(1, 301), turn_limit=None) -> Counter:
    turns: Counter = Counter()
    for seed in seeds:
        m = make_match("showdown", seed=seed, turn_limit=turn_limit, edition=edition)
        turns.update(m.state.auto_event_turns)
        assert len(m.state.auto_event_turns) <= 2
        assert len(set(m.state.auto_event_turns)) == len(m.state.auto_event_turns)
    return turns


def test_the_automatic_events_come_in_the_ten_turns_after_turn_20():
    turns = _drawn(None)
    assert EVENT_WINDOW == 10 and EVENTS_AFTER_TURN == 20
    assert min(turns) == 21 and max(turns) == 30  # (both ends drawn over 300 bells)
    assert set(turns) == set(range(21, 31))


def test_edition_13_draws_them_from_every_turn_before_the_limit():
    turns = _drawn(13)
    assert min(turns) == 21 and max(turns) > 50 and max(turns) <= 59


@pytest.mark.parametrize("limit, last", [(25, 24), (31, 30), (40, 30)])
def test_a_shorter_match_draws_them_before_its_turn_limit(limit, last):
    turns = _drawn(None, range(1, 201), turn_limit=limit)
    assert max(turns) == last and min(turns) == 21


def test_normal_and_hardcore_draw_none():
    for kind in ("normal", "hardcore"):
        assert make_match(kind).state.auto_event_turns == ()
