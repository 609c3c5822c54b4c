"""The fixed yardsticks of issue 30: the brawler's dozen lines and the one-glance heuristic."""
from __future__ import annotations

from conftest import make_match, set_control, set_hp, set_position
from game.ai import choose, policy
from game.ai.yardsticks import brawler
from game.match import commands as C
from game.match.dice import Dice
from game.match.legal import legal_commands
from game.match.seat_view import view


def spots(cat, seeds=range(30, 36)):
    """(state, seat) along seeded brawler-vs-heuristic matches."""
    from game.match import Match, random_setup
    for seed in seeds:
        m = Match(random_setup(cat, seed, ("normal", "hardcore", "showdown")[seed % 3],
                               "greedy", "greedy"), cat)
        while (seat := m.actor()) is not None:
            yield m.state.clone(), seat
            m.play(choose(("brawler", "heuristic")[seat], m.state, seat, Dice(seed, seat)))


def test_the_brawler_plays_its_biggest_move(cat):
    seen = 0
    for state, seat in spots(cat):
        options = legal_commands(state, seat)
        kinds = {type(c) for c in options}
        if state.pending or kinds & {C.PressPin, C.ReturnToRing, C.TapOut, C.PlayDrama}:
            continue
        moves = [c for c in options if type(c) is C.PlayPage
                 and state.info(c.page).kind == "move"]
        if len(moves) < 2:
            continue
        got = choose("brawler", state, seat, Dice(1))
        assert got in moves
        assert state.info(got.page).damage == max(state.info(c.page).damage for c in moves)
        seen += 1
    assert seen >= 3


def test_the_brawler_pins_at_zero_hp_and_only_then():
    m = make_match("normal")
    s = m.state
    set_control(s, 0)
    set_position(s, 1, on_mat=True)
    set_hp(s, 1, 0)
    options = legal_commands(s, 0)
    assert C.PressPin(0) in options
    assert brawler(s, 0, options, Dice(1)) == C.PressPin(0)
    set_hp(s, 1, 1)
    options = legal_commands(s, 0)
    assert brawler(s, 0, options, Dice(1)) != C.PressPin(0)


def test_the_brawler_climbs_back_in():
    m = make_match("hardcore")
    s = m.state
    set_control(s, 0)
    set_position(s, 0, at_ringside=True)
    set_position(s, 1, at_ringside=True)
    options = legal_commands(s, 0)
    assert C.ReturnToRing(0) in options
    assert brawler(s, 0, options, Dice(1)) == C.ReturnToRing(0)


def test_the_brawler_counters_with_its_biggest_page(cat):
    seen = 0
    for state, seat in spots(cat):
        options = legal_commands(state, seat)
        counters = [c for c in options if type(c) is C.Counter]
        if counters:
            got = choose("brawler", state, seat, Dice(1))
            assert got in counters and state.info(got.page).damage == max(
                state.info(c.page).damage for c in counters)
            seen += 1
    assert seen >= 1


def test_the_heuristic_is_the_policy_from_the_view(cat):
    for state, seat in list(spots(cat, range(40, 42)))[::5]:
        options = legal_commands(state, seat)
        assert choose("heuristic", state, seat, Dice(1)) == \
            policy.choose(view(state, seat), seat, legal_commands(view(state, seat), seat))
