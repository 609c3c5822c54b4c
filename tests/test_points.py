"""Match points: one point per 6% of the foe's starting HP taken off (rules editions 5, 6 and 8
on), per 8% in edition 7."""
from game.match import commands as C
from game.match import Match
from game.match.points import POINT_SHARE, WIDER_POINT_SHARE, match_points
from game.match.rules import is_squash
from game.lab.simulate import play_out, random_setup


def test_a_point_is_eight_percent_of_the_foes_hp_in_edition_7():
    assert WIDER_POINT_SHARE == 8
    assert match_points(8, 100, 7) == 1 and match_points(3, 100, 7) == 0
    assert match_points(4, 100, 7) == 1  # half a point rounds up
    assert match_points(100, 100, 7) == 13  # the foe's whole HP is 12.5 points
    assert match_points(84, 100, 7) == 11 and match_points(83, 100, 7) == 10


def test_a_point_is_six_percent_of_the_foes_hp_again_from_edition_8():
    assert POINT_SHARE == 6
    assert match_points(6, 100, 8) == 1 and match_points(2, 100, 8) == 0
    assert match_points(3, 100, 8) == 1  # half a point rounds up
    assert match_points(63, 100, 8) == 11 and match_points(62, 100, 8) == 10
    assert match_points(100, 100, 8) == 17  # the foe's whole HP is 16.7 points
    assert match_points(63, 100, 7) == 8  # the same damage in an edition 7 save


def test_a_point_is_six_percent_of_the_foes_hp_rounded_half_up():
    assert match_points(0, 100, 5) == 0
    assert match_points(6, 100, 5) == 1    # exactly 6%
    assert match_points(3, 100, 5) == 1    # half a point rounds up
    assert match_points(2, 100, 5) == 0    # a third of a point does not
    assert match_points(60, 100, 5) == 10
    assert match_points(62, 100, 5) == 10
    assert match_points(63, 100, 5) == 11  # 10.5 points
    assert match_points(100, 100, 5) == 17  # the foe's whole HP is 16.7 points
    assert match_points(33, 33, 5) == 17


def test_before_edition_5_a_point_was_a_point_of_damage():
    assert match_points(21, 40, 4) == 21
    assert match_points(7, 55, 1) == 7


def test_a_squash_needs_more_than_10_points():
    assert not is_squash((15, 5), 0)
    assert is_squash((16, 5), 0)
    assert is_squash((2, 13), 1)


def test_the_table_keeps_points_as_shares_of_the_foes_hp(cat):
    m = play_out(Match(random_setup(cat, 12, "normal", "greedy", "greedy"), cat), 12)
    for seat, side in enumerate(m.state.sides):
        foe = m.state.sides[1 - seat]
        assert side.dealt > 0
        assert side.points == match_points(side.dealt, foe.max_hp, m.state.rules.edition)
        assert side.points < side.dealt  # the scale really changed


def test_an_edition_4_match_counts_damage(cat):
    setup = random_setup(cat, 11, "normal", "greedy", "greedy")
    m = Match(setup, cat, start=False, edition=4)
    m.play(C.StartMatch(0))
    play_out(m, 11)
    assert all(side.points == side.dealt for side in m.state.sides)


def test_damage_past_0_hp_earns_no_points(cat):
    from game.match import events as E
    from game.match.apply import apply_in_place
    m = Match(random_setup(cat, 3, "normal", "greedy", "greedy"), cat)
    s = m.state
    foe = s.sides[1]
    apply_in_place(s, E.DamageDealt(1, foe.hp - 2, "head", "test"))
    dealt = s.sides[0].dealt
    apply_in_place(s, E.DamageDealt(1, 9, "head", "test"))
    assert foe.hp == 0 and s.sides[0].dealt == dealt + 2
    assert foe.body["head"] >= 9  # the body part still wears the whole blow
