"""Rules edition 13, and edition 12 as it was: a distracted referee counts no pin and asks for
no submission, whatever the other terms add. His -100 used to be one term that enough momentum,
statuses and connected moves outweighed (an outside rules audit: a pin at 10-57% and a hold at
61% with the referee away, though the card says 'no pin or submission counts')."""
from __future__ import annotations

import pytest

from conftest import (find_seed, one, plain_match, prepare_move, set_hp, set_momentum,
                      set_position, set_statuses)
from game.match import commands as C
from game.match import events as E
from game.match.chances import NO_REFEREE, final_chance, pin_terms, referee_away
from game.match.editions import nobody_counts
from game.match.pin_line import pin_reason
from game.match.state import EDITION, rules_for
from scenes.match.log_text import event_line


def test_this_is_edition_13_or_later():
    assert EDITION >= 13
    assert nobody_counts(rules_for("showdown", edition=13))
    assert not nobody_counts(rules_for("showdown", edition=12))


@pytest.mark.parametrize("rest, term", [(0, NO_REFEREE), (100, -100), (101, -101), (187, -187)])
def test_the_referees_term_leaves_exactly_no_chance(rest, term):
    terms = [("momentum", rest)]
    assert referee_away(rules_for("normal"), terms) == term
    assert final_chance(terms + [("no referee to count", term)]) <= 0
    assert referee_away(rules_for("normal", edition=12), terms) == NO_REFEREE


def _away(kind: str, edition: int | None):
    """A foe beaten on the mat, Stunned and Busted Open, a long match, all momentum to seat 0,
    and the referee distracted to the end of the next turn."""
    m = plain_match(kind, stars=("ruud_thorsen", "lucius_glamour"),
                    move_cards=(["quick_cover"], []), edition=edition)
    s = m.state
    s.referee = None
    set_hp(s, 1, 0, 30)
    set_position(s, 1, on_mat=True)
    set_statuses(s, 1, ["stunned", "busted_open"])
    set_momentum(s, 0, "max")
    set_momentum(s, 1, [0] * 6)
    s.moves_elapsed = 60
    s.ref_distracted_until = s.turn + 2
    assert s.ref_distracted()
    return m


@pytest.mark.parametrize("kind", ["normal", "showdown"])
def test_no_pin_counts_while_the_referee_is_away(kind):
    s = _away(kind, None).state
    terms = pin_terms(s, 0)
    assert sum(v for _, v in terms) == 0 and final_chance(terms) == 0
    for seed in range(60):  # (no seed pins: the chance is 0, not a small one)
        s.seed = seed
        pin = one(_decide(s, C.PressPin(0)), E.PinAttempted)
        assert pin.chance == 0 and not pin.success
    assert pin_reason(s, 0).startswith("no chance yet: no referee to count")
    from scenes.match.buttons import pin_tip
    tip = [words for words, _ in pin_tip(pin_terms(s, 0), 0, None)]
    assert "no referee to count: no pin counts" in tip, tip  # (no -137%: the review)
    assert "no referee to count" in str(event_line(pin, s))


@pytest.mark.parametrize("kind", ["normal", "showdown"])
def test_edition_12_let_a_big_enough_total_pin_with_the_referee_away(kind):
    s = _away(kind, 12).state
    assert final_chance(pin_terms(s, 0)) > 0
    seed, evs = find_seed(s, C.PressPin(0), lambda evs: one(evs, E.PinAttempted).success)
    pin = one(evs, E.PinAttempted)
    assert pin.chance > 0
    from scenes.match.pin_words import no_referee  # (a replay of it said NO COUNT! over the
    assert not no_referee(pin)  # pin that won: the review of session 66)
    assert "1, 2, 3!" in str(event_line(pin, s)) and "no count" not in str(event_line(pin, s))


@pytest.mark.parametrize("edition, chance", [(None, 0), (12, 1)])
def test_no_one_asks_for_a_submission_while_the_referee_is_away(edition, chance):
    m = plain_match("showdown", stars=("nadia_vise", "lucius_glamour"), edition=edition)
    s = m.state
    s.referee = None
    set_hp(s, 1, 1, 30)
    s.sides[1].body["arm"] = 20
    s.moves_elapsed = 60
    hold = prepare_move(s, 0, "wristlock_twist")
    set_momentum(s, 0, "max")
    set_momentum(s, 1, [0] * 6)
    s.ref_distracted_until = s.turn + 2
    attempts = [one(_decide(_seeded(s, seed), C.PlayPage(0, hold)), E.SubmissionAttempted)
                for seed in range(30)]
    assert min(a.chance for a in attempts) >= chance
    assert any(a.success for a in attempts) == bool(chance)


def _seeded(state, seed: int):
    """A copy of the match whose dice are the seed's."""
    copy = state.clone()
    copy.seed = seed
    return copy


def _decide(state, cmd) -> list:
    from game.match.rules import decide
    return decide(state, cmd)
