"""Dangers shown before they bite (issue 16): the count-out an action brings, the ringside count
words, a pin that is on at 0 HP, and a Crowd ability that would do nothing."""
from __future__ import annotations

import pytest

from conftest import (PLAIN_FACE, PLAIN_HEEL, make_match, plain_match, set_control, set_hp,
                      set_position)
from game.match import commands as C
from game.match import events as E
from game.match.chances import countout_limit
from game.match.dangers import counted_out_by, countout_warning, pin_on
from game.match.dice import Dice
from game.match.legal import actor, check, legal_commands
from game.ai import choose
from game.match import Match
from game.match.rules import decide
from game.lab.simulate import random_setup


SEEN: list[int] = []


def outside_match(turns: int, match_type: str = "hardcore"):
    m = plain_match(match_type)
    set_position(m.state, 0, at_ringside=True, ringside_turns=turns)
    set_position(m.state, 1, at_ringside=True)
    set_control(m.state, 0)
    return m


def test_last_count_warns_and_the_rules_agree():
    limit = countout_limit(outside_match(0).state)
    m = outside_match(limit)  # one more count and seat 0 is out
    s = m.state
    assert counted_out_by(s, 0, C.Pass(0))
    assert not counted_out_by(s, 0, C.ReturnToRing(0))
    assert "counted out" in countout_warning(s, 0)
    ended = [e for e in m.play(C.Pass(0)) if isinstance(e, E.MatchEnded)]
    assert ended and ended[0].how == "countout" and ended[0].winner == 1


def test_one_count_short_no_warning():
    limit = countout_limit(outside_match(0).state)
    m = outside_match(limit - 1)
    assert not counted_out_by(m.state, 0, C.Pass(0))
    assert countout_warning(m.state, 0) is None
    assert not any(isinstance(e, E.MatchEnded) for e in m.play(C.Pass(0)))


@pytest.mark.parametrize("seed", range(6))
def test_the_warning_agrees_with_the_rules_in_played_matches(cat, seed):
    """Every legal command of every turn of AI matches: warned exactly when the rules then
    count the seat out (commands that leave a move pending are judged when it resolves)."""
    m = Match(random_setup(cat, seed, "hardcore", "random", "random"), cat)
    dice = Dice(seed, 5)
    seen = 0
    for _ in range(3000):
        seat = actor(m.state)
        if seat is None:
            break
        if m.state.pending is None and not m.state.sides[seat].injury_due:
            for cmd in legal_commands(m.state, seat):
                evs = decide(m.state, cmd)
                if any(isinstance(e, E.PagePlayed) and e.to == "pending" for e in evs):
                    continue
                out = any(isinstance(e, E.MatchEnded) and e.how == "countout"
                          and e.winner != seat for e in evs)
                assert counted_out_by(m.state, seat, cmd) == out, (cmd, m.state.turn)
                seen += out
        m.play(choose("random", m.state, seat, dice))
    assert m.state.over is not None
    SEEN.append(seen)


def test_pin_is_on_at_zero_hp():
    m = plain_match("normal")
    s = m.state
    set_hp(s, 1, 1)
    assert pin_on(s, 0) is None
    set_hp(s, 1, 0)
    chance = pin_on(s, 0)
    assert chance is not None and chance > 0
    set_position(s, 1, at_ringside=True)
    assert pin_on(s, 0) is None  # only in the ring


def test_comeback_and_sneak_attack_refused_when_they_would_do_nothing():
    m = make_match(stars=(PLAIN_FACE, PLAIN_HEEL), move_cards=([], None))
    set_control(m.state, 0)
    m.state.sides[0].crowd_points = 2
    assert "full HP" in check(m.state, C.SpendCrowd(0))
    m.state.sides[0].statuses.append("stunned")
    assert check(m.state, C.SpendCrowd(0)) is None  # a Status to shake off
    old = make_match(stars=(PLAIN_FACE, PLAIN_HEEL), move_cards=([], None), edition=4)
    set_control(old.state, 0)
    old.state.sides[0].crowd_points = 2
    assert check(old.state, C.SpendCrowd(0)) is None  # edition 4 took the points anyway


def test_the_played_matches_met_the_last_count():
    """The matches above did reach warned commands (else the agreement proves little)."""
    if len(SEEN) == 6:
        assert sum(SEEN) > 0
