"""Match points: one point per 5% of the foe's starting HP dealt, from rules edition 5."""
from game import commands as C
from game.match import Match
from game.points import POINT_SHARE, match_points
from game.rules import is_squash
from game.simulate import play_out, random_setup


def test_a_point_is_five_percent_of_the_foes_hp_rounded_half_up():
    assert POINT_SHARE == 5
    assert match_points(0, 40, 5) == 0
    assert match_points(2, 40, 5) == 1   # exactly 5%
    assert match_points(1, 40, 5) == 1   # 2.5% rounds up to half a point, and half goes up
    assert match_points(1, 41, 5) == 0   # just under half a point
    assert match_points(20, 40, 5) == 10  # half the foe's HP is 10 points
    assert match_points(21, 40, 5) == 11
    assert match_points(40, 40, 5) == 20
    assert match_points(50, 40, 5) == 25  # damage past 0 HP still counts


def test_before_edition_5_a_point_was_a_point_of_damage():
    assert match_points(21, 40, 4) == 21
    assert match_points(7, 55, 1) == 7


def test_a_squash_needs_more_than_10_points():
    assert not is_squash((15, 5), 0)
    assert is_squash((16, 5), 0)
    assert is_squash((2, 13), 1)


def test_the_table_keeps_points_as_shares_of_the_foes_hp(cat):
    m = play_out(Match(random_setup(cat, 11, "normal", "greedy", "greedy"), cat), 11)
    for seat, side in enumerate(m.state.sides):
        foe = m.state.sides[1 - seat]
        assert side.dealt > 0
        assert side.points == match_points(side.dealt, foe.max_hp, 5)
        assert side.points < side.dealt  # the scale really changed


def test_an_edition_4_match_counts_damage(cat):
    setup = random_setup(cat, 11, "normal", "greedy", "greedy")
    m = Match(setup, cat, start=False, edition=4)
    m.play(C.StartMatch(0))
    play_out(m, 11)
    assert all(side.points == side.dealt for side in m.state.sides)
