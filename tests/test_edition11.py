"""Rules edition 11, at its exact boundaries, and edition 10 as it was: match points count the
damage a Superstar dealt only up to the foe's starting HP, so a foe who healed hands the winner
no points past a whole HP bar (17); a squash (INJ-12) is still a margin over 10.

Jab Flurry on a standing foe in Normal connects for its base damage (2): no dice move it."""
from __future__ import annotations

import pytest

from conftest import one, plain_match, prepare_move, set_hp
from game.match import commands as C
from game.match import events as E
from game.match.editions import points_capped
from game.match.points import match_points
from game.match.rules import is_squash
from game.match.state import EDITION


def test_edition_11_is_in_force():
    assert EDITION >= 11
    assert points_capped(11) and not points_capped(10)


@pytest.mark.parametrize("dealt, capped, uncapped", [(19, 16, 16), (20, 17, 17), (21, 17, 18),
                                                      (30, 17, 25)])
def test_a_whole_hp_bar_is_at_most_17_points(dealt, capped, uncapped):
    """A 20-HP foe: 19 damage is 95% (16 points), 20 is the whole bar (17); 21 and 30 (the foe
    healed 1 and 10) stay 17 from edition 11, and counted on before."""
    assert match_points(dealt, 20, 11) == capped
    assert match_points(dealt, 20, 10) == uncapped


def _hit_a_healed_foe(edition: int | None):
    """Seat 0 had dealt 20 to a 20-HP foe who healed back to 2 HP, and connects Jab Flurry (2)."""
    m = plain_match("normal", edition=edition)
    s = m.state
    set_hp(s, 1, 2, 20)
    s.sides[0].dealt = 20
    inst = prepare_move(s, 0, "jab_flurry")
    evs = m.play(C.PlayPage(0, inst))
    assert one(evs, E.MoveConnected).damage == 2
    return s


def test_damage_past_the_whole_bar_earns_nothing_in_play():
    s = _hit_a_healed_foe(None)
    assert s.sides[0].dealt == 22 and s.sides[0].points == 17


def test_edition_10_counted_it():
    s = _hit_a_healed_foe(10)
    assert s.sides[0].dealt == 22 and s.sides[0].points == match_points(22, 20, 10) == 18


def test_the_squash_line_is_unchanged():
    """A winner with the whole bar (17) squashes a loser with 6, not one with 7."""
    assert is_squash((17, 6), 0) and not is_squash((17, 7), 0)
