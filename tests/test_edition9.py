"""Rules edition 9, each change at its exact boundary, and edition 8 as it was: a hand of 7,
fighting from underneath (under half HP any Defensive page counters any move), the foe fights
back (a long string hands control to a foe with a fourth or more of their HP), a Showdown's
whole refund, and Turn The Tables with no weapon to turn. No dice are involved: Normal has no
automatic effects and the moves used in a Showdown are too light (base under 5) for ADV-11's
damage change; its mat and ringside rolls don't touch control."""
from __future__ import annotations

import pytest

from conftest import (assert_illegal, assert_legal, connect, one, plain_match, prepare_move,
                      set_control, set_hand, set_hp, set_momentum)
from game.match import commands as C
from game.match import events as E


# ---- fighting from underneath -----------------------------------------------------------

def _kick_at(hp: int, edition: int | None = None, max_hp: int = 20):
    """Seat 0 plays Shin Kick (Leg Extended, at the leg) at a defender holding only Forearm
    Shield (counters Arm Extended and In Close, guards the arm): the match, the shield."""
    m = plain_match("normal", edition=edition)
    s = m.state
    move = prepare_move(s, 0, "shin_kick")
    shield = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    set_hp(s, 1, hp, max_hp)
    m.play(C.PlayPage(0, move))
    return m, shield


@pytest.mark.parametrize("hp, answers", [(10, False), (9, True), (1, True), (0, False)])
def test_under_half_any_defensive_page_counters_any_move(hp, answers):
    """Exactly half (10 of 20) is not under half; 9 is; a beaten Superstar (0) is not fighting."""
    m, shield = _kick_at(hp)
    if not answers:
        assert m.state.pending is None  # no answer: the kick went straight through
        return
    assert m.state.pending is not None
    evs = m.play(C.Counter(1, shield))
    assert one(evs, E.MoveCountered).page == shield and m.state.control == 1


def test_edition_8_defensive_pages_counter_only_their_types_and_part():
    m, _ = _kick_at(9, edition=8)
    assert m.state.pending is None


# ---- the foe fights back ----------------------------------------------------------------

def _string(match_type: str, moves: int, foe_hp: int, edition: int | None = None):
    """Seat 0 connects `moves` Jab Flurries (2 damage each) at a foe of 40 HP starting at foe_hp."""
    m = plain_match(match_type, edition=edition)
    s = m.state
    set_hp(s, 1, foe_hp, 40)
    evs = ()
    for _ in range(moves):
        set_hand(s, 1, [])
        evs = connect(m, 0, "jab_flurry")
    return m, evs


@pytest.mark.parametrize("match_type, limit", [("normal", 3), ("hardcore", 3), ("showdown", 3)])
def test_the_foe_fights_back_after_the_strings_limit(match_type, limit):
    # one move short of the limit: control stays
    m, evs = _string(match_type, limit - 1, 30)
    assert m.state.control == 0 and m.state.string_count == limit - 1
    # the limit's move, the foe left with exactly a fourth (10 of 40): they fight back
    m, evs = _string(match_type, limit, 10 + 2 * limit)
    assert m.state.sides[1].hp == 10
    changed = one(evs, E.ControlChanged)
    assert changed.seat == 1 and changed.reason == "fights back"
    assert m.state.control == 1 and m.state.string_seat == 1 and m.state.string_count == 0


@pytest.mark.parametrize("match_type, limit", [("normal", 3), ("showdown", 3)])
def test_a_foe_under_a_fourth_cant_fight_back(match_type, limit):
    m, evs = _string(match_type, limit, 9 + 2 * limit)  # left with 9 of 40: under a fourth
    assert m.state.sides[1].hp == 9
    assert not [e for e in evs if isinstance(e, E.ControlChanged)] and m.state.control == 0
    assert m.state.string_count == limit


@pytest.mark.parametrize("match_type", ["normal", "showdown"])
def test_edition_8_strings_run_on(match_type):
    m, evs = _string(match_type, 4, 30, edition=8)
    assert m.state.control == 0 and m.state.string_count == 4


# ---- refunds ------------------------------------------------------------------------------

@pytest.mark.parametrize("match_type, edition, back", [
    ("showdown", None, 3), ("showdown", 8, 2), ("normal", None, 2), ("hardcore", None, 2)])
def test_a_connected_move_gives_back_its_cost(match_type, edition, back):
    """Haymaker costs 3 Strike: a Showdown from edition 9 gives all 3 back, else half rounded up."""
    m = plain_match(match_type, edition=edition)
    s = m.state
    inst = prepare_move(s, 0, "haymaker")
    set_momentum(s, 0, [0, 0, 0, 3, 0, 0])
    evs = m.play(C.PlayPage(0, inst))
    refund = [e for e in evs if isinstance(e, E.MomentumChanged) and e.seat == 0
              and e.source == "the move connected"]
    assert len(refund) == 1 and refund[0].delta == (0, 0, 0, back, 0, 0)


# ---- Turn The Tables ----------------------------------------------------------------------

@pytest.mark.parametrize("edition, legal", [(None, True), (8, False)])
def test_turn_the_tables_needs_no_weapon_from_edition_9(edition, legal):
    m = plain_match("normal", edition=edition)
    s = m.state
    set_control(s, 1)
    inst = prepare_move(s, 1, "turn_the_tables")
    assert s.sides[1].last_weapon is None
    if legal:
        assert_legal(s, C.PlayPage(1, inst))
    else:
        assert "weapon" in assert_illegal(s, C.PlayPage(1, inst))


@pytest.mark.parametrize("edition, words", [(9, "without one, the rest still works"),
                                            (8, "Only after a weapon has hit you.")])
def test_turn_the_tables_says_what_its_edition_asks(edition, words):
    from game.match.legal import page_needs
    from game.match.state import rules_for
    from game.library import load_library
    card = load_library().pages["turn_the_tables"]
    assert words in page_needs(rules_for("normal", edition=edition), card)


def test_the_log_says_when_the_foe_fights_back():
    from scenes.match.log_text import events_entries
    m, evs = _string("normal", 3, 30)
    changed = one(evs, E.ControlChanged)
    words = events_entries((changed,), m.state)[0].text
    assert "fights back" in words and "takes control" in words
