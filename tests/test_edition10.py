"""Rules edition 10, at its exact boundaries, and edition 9 as it was: in a Showdown a counter
made from underneath (under half the starting HP, above 0) hits back for 7 more damage.

No dice are involved in the damage: the counter is a Defensive page (ADV-11's automatic effects
skip Defensive moves) and the countered move never connects."""
from __future__ import annotations

import pytest

from conftest import one, plain_match, prepare_move, set_hand, set_hp, set_momentum, term_total
from game.match import commands as C
from game.match import events as E
from game.match.editions import UNDERNEATH_DAMAGE, underneath_damage


def _counter_at(match_type: str, hp: int, edition: int | None = None, max_hp: int = 20):
    """Seat 0 plays Jab Flurry (Arm Extended) at seat 1, who holds Forearm Shield (counters Arm
    Extended, 0 damage) with hp of max_hp HP and counters with it: the counter's MoveConnected."""
    m = plain_match(match_type, edition=edition)
    s = m.state
    move = prepare_move(s, 0, "jab_flurry")
    shield = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    set_hp(s, 1, hp, max_hp)
    m.play(C.PlayPage(0, move))
    assert s.pending is not None
    evs = m.play(C.Counter(1, shield))
    assert one(evs, E.MoveCountered).page == shield
    return m, one(evs, E.MoveConnected)


@pytest.mark.parametrize("hp, extra", [(20, 0), (10, 0), (9, UNDERNEATH_DAMAGE), (1, UNDERNEATH_DAMAGE),
                                       (0, 0)])
def test_a_showdown_counter_from_underneath_hits_back(hp, extra):
    """Exactly half (10 of 20) is not under half; 9 is; a beaten Superstar (0 HP) counters with
    the page's own damage."""
    m, hit = _counter_at("showdown", hp)
    assert hit.seat == 1 and hit.damage == extra
    assert term_total(hit.terms) == extra
    assert (("from underneath", UNDERNEATH_DAMAGE) in hit.terms) == bool(extra)
    assert m.state.sides[0].hp == m.state.sides[0].max_hp - extra


def test_the_extra_is_seven():
    assert UNDERNEATH_DAMAGE == 7


@pytest.mark.parametrize("match_type, edition", [("showdown", 9), ("normal", None),
                                                 ("hardcore", None)])
def test_no_extra_before_edition_10_nor_outside_a_showdown(match_type, edition):
    _, hit = _counter_at(match_type, 9, edition=edition)
    assert hit.damage == 0 and not [t for t in hit.terms if t[0] == "from underneath"]


def test_a_move_that_connects_gets_no_extra():
    """Only a counter hits back: seat 1 under half playing a move of its own does its damage."""
    m = plain_match("showdown")
    s = m.state
    set_hp(s, 0, 9, 20)
    inst = prepare_move(s, 0, "jab_flurry")
    evs = m.play(C.PlayPage(0, inst))
    assert one(evs, E.MoveConnected).damage == 2


def test_underneath_damage_by_edition_and_type():
    from game.match.state import rules_for
    assert underneath_damage(rules_for("showdown"), 14, 30) == UNDERNEATH_DAMAGE
    assert underneath_damage(rules_for("showdown"), 15, 30) == 0
    assert underneath_damage(rules_for("showdown", edition=9), 14, 30) == 0
    assert underneath_damage(rules_for("normal"), 14, 30) == 0
