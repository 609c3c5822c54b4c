"""The default turn limits leave room for a match to be decided before the bell."""
from __future__ import annotations

import pytest

from game.match import Match
from game.lab.simulate import play_out, random_setup
from game.match.state import DEFAULT_RULES, rules_for


def draw_share(cat, match_type: str, turn_limit: int | None, games: int = 40) -> float:
    """The share of greedy-vs-greedy matches that reach the bell."""
    draws = 0
    for seed in range(games):
        setup = random_setup(cat, 500 + seed, match_type, "greedy", "greedy")
        setup = setup.model_copy(update={"turn_limit": turn_limit})
        draws += play_out(Match(setup, cat), seed).state.over.how == "draw"
    return draws / games


@pytest.mark.slow
@pytest.mark.parametrize("match_type", ["normal", "hardcore"])
def test_most_matches_are_decided_before_the_default_bell(cat, match_type):
    assert rules_for(match_type) == DEFAULT_RULES[match_type]
    assert draw_share(cat, match_type, None) < 0.35
    assert draw_share(cat, match_type, 50) > draw_share(cat, match_type, None)


@pytest.mark.parametrize("match_type,limit", [("normal", 80), ("hardcore", 100), ("showdown", 60)])
def test_each_match_type_rings_the_bell_at_its_default_turn_limit(cat, match_type, limit):
    """Rules edition 4's defaults (docs/DECISIONS.md): the match is a draw when turn `limit` ends,
    not one turn sooner."""
    from conftest import plain_match
    from game.match import commands as C
    for last, ends in ((limit - 2, False), (limit - 1, True)):
        m = plain_match(match_type)
        s = m.state
        assert s.rules.turn_limit == limit
        s.referee = (0, "ref_quinn_quickhand") if match_type == "showdown" else None
        s.auto_event_turns = ()
        s.turn = last
        m.play(C.Pass(0))
        assert (m.state.over is not None) is ends
        if ends:
            assert (m.state.over.how, m.state.turn) == ("draw", limit)
