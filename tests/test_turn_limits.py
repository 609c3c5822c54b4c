"""The default turn limits leave room for a match to be decided before the bell."""
from __future__ import annotations

import pytest

from game.match import Match
from game.simulate import play_out, random_setup
from game.state import DEFAULT_RULES, rules_for


def draw_share(cat, match_type: str, turn_limit: int | None, games: int = 40) -> float:
    """The share of greedy-vs-greedy matches that reach the bell."""
    draws = 0
    for seed in range(games):
        setup = random_setup(cat, 500 + seed, match_type, "greedy", "greedy")
        setup = setup.model_copy(update={"turn_limit": turn_limit})
        draws += play_out(Match(setup, cat), seed).state.over.how == "draw"
    return draws / games


@pytest.mark.parametrize("match_type", ["normal", "hardcore"])
def test_most_matches_are_decided_before_the_default_bell(cat, match_type):
    assert rules_for(match_type) == DEFAULT_RULES[match_type]
    assert draw_share(cat, match_type, None) < 0.35
    assert draw_share(cat, match_type, 50) > draw_share(cat, match_type, None)
