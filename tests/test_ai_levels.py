"""What sets the levels apart: Easy's beginner habits, Normal's milder ones, Normal's exact DQ
caution and its ear for the bell (Hard weighs its candidates the same way, with no habits)."""
from __future__ import annotations

from conftest import give, make_match, set_control, set_hp, set_momentum, set_position
from game.match import commands as C
from game.ai import easy, normal
from game.ai.habits import bend
from game.ai.normal import BELL_HORIZON, before_the_bell, pick
from game.ai.risk import dq_chance_of
from game.match.chances import final_chance, pin_terms
from game.match.legal import legal_commands
from game.match.state import Outcome
from game.match.seat_view import view


def in_control_a_while(s, seat: int = 0) -> None:
    """The seat took control and has connected a move since (the habits may strike now)."""
    set_control(s, seat)
    s.string_seat, s.string_count = seat, 1


def weapon_in_hand(match_type: str):
    m = make_match(match_type)
    s = m.state
    in_control_a_while(s)
    page = give(s, 0, "folding_chair")
    return s, C.PlayPage(0, page)


def test_normal_weighs_the_dq_chance_a_weapon_brings():
    s, chair = weapon_in_hand("showdown")
    risk = dq_chance_of(s, 0, chair)
    assert risk == s.info(chair.page).card.weapon.dq_risk / 100.0 > 0
    # the same value in the sampled worlds: the exact DQ chance decides against the chair
    assert pick(s, 0, [chair, C.Pass(0)], [0.0, 0.0]) == C.Pass(0)
    s, chair = weapon_in_hand("hardcore")  # weapons are legal: nothing to fear
    assert dq_chance_of(s, 0, chair) == 0.0
    assert pick(s, 0, [chair, C.Pass(0)], [0.0, 0.0]) == chair


def test_the_bell_fades_an_unfinished_lead_but_not_a_result():
    s = make_match("showdown").state
    limit = s.rules.turn_limit
    s.turn = 10
    assert before_the_bell(s, 300.0) == 300.0
    s.turn = limit - BELL_HORIZON // 2
    assert before_the_bell(s, 300.0) == 150.0
    s.turn = limit
    assert before_the_bell(s, 300.0) == 0.0
    s.over = Outcome(0, "pinfall", limit)
    assert before_the_bell(s, 1000.0) == 1000.0


def pin_position(foe_hp: int):
    m = make_match("showdown")
    s = m.state
    in_control_a_while(s)
    set_hp(s, 1, foe_hp)
    set_position(s, 1, on_mat=True)
    return view(s, 0)


def test_easy_presses_pin_as_soon_as_the_chance_looks_fair():
    seen = pin_position(0)
    options = [C.Pass(0), C.PressPin(0)]
    assert final_chance(pin_terms(seen, 0)) >= easy.HABITS.eager_pin
    assert bend(seen, 0, options, C.Pass(0), easy.HABITS) == C.PressPin(0)
    seen = pin_position(seen.sides[1].max_hp)  # a fresh foe: the pin can't work, no press
    assert final_chance(pin_terms(seen, 0)) < easy.HABITS.eager_pin
    assert bend(seen, 0, options, C.Pass(0), easy.HABITS) == C.Pass(0)


def test_easy_catches_its_breath_when_short_of_momentum():
    m = make_match("showdown")
    s = m.state
    in_control_a_while(s)
    page = give(s, 0, "folding_chair")
    options = [C.PlayPage(0, page), C.Pass(0)]
    set_momentum(s, 0, [0] * 6)
    assert bend(view(s, 0), 0, options, options[0], easy.HABITS) == C.Pass(0)
    set_momentum(s, 0, list(s.sides[0].caps))
    assert bend(view(s, 0), 0, options, options[0], easy.HABITS) == options[0]


def test_normal_has_no_habit_that_hands_control_over():
    """AI edition 2: Normal's slips are a forgotten counter and another page now and then; it
    never passes to catch its breath and never presses Pin early (issue 30)."""
    assert normal.HABITS.restless == 0.0 and normal.HABITS.eager_pin > 95
    s, options = short_of_momentum(0.0)
    assert bend(view(s, 0), 0, options, options[0], normal.HABITS) == options[0]
    seen = pin_position(0)
    assert bend(seen, 0, [C.Pass(0), C.PressPin(0)], C.Pass(0), normal.HABITS) == C.Pass(0)


def test_normal_never_passes_as_its_first_command_in_control():
    """Issue 30: on its first command after taking control Normal plays a page when it can,
    even where a Pass is the policy's favourite (its search doesn't consider the Pass)."""
    from game.match.dice import Dice
    s, options = short_of_momentum(0.0)
    s.string_count = 0  # control just taken
    seen = view(s, 0)
    assert normal.choose(seen, 0, [C.Pass(0)] + options[:1], Dice(1)) != C.Pass(0)
    assert normal.choose(seen, 0, [C.Pass(0)], Dice(1)) == C.Pass(0)  # nothing else to do


def test_no_habit_hands_control_over_on_the_first_command_in_control():
    """Issue 30: a slip never hands a turn over for nothing right after taking control."""
    for level in (easy,):
        s, options = short_of_momentum(0.0)
        assert bend(view(s, 0), 0, options, options[0], level.HABITS) == C.Pass(0)
        s.string_count = 0  # control just taken: nothing connected since
        assert bend(view(s, 0), 0, options, options[0], level.HABITS) == options[0]
        s.string_seat, s.string_count = 1, 3  # the foe's string: control was just taken
        assert bend(view(s, 0), 0, options, options[0], level.HABITS) == options[0]
    seen = pin_position(0)
    seen.string_count = 0
    assert bend(seen, 0, [C.Pass(0), C.PressPin(0)], C.Pass(0), easy.HABITS) == C.Pass(0)


def short_of_momentum(share: float):
    """A Showdown where seat 0 holds a chair and this share of its momentum caps."""
    s, chair = weapon_in_hand("showdown")
    set_momentum(s, 0, [round(c * share) for c in s.sides[0].caps])
    return s, [chair, C.Pass(0)]


def test_easy_catches_its_breath_and_normal_does_not():
    s, options = short_of_momentum(0.9)
    seen = view(s, 0)
    assert bend(seen, 0, options, options[0], easy.HABITS) == C.Pass(0)
    assert bend(seen, 0, options, options[0], normal.HABITS) == options[0]


def test_the_normal_of_ai_edition_1_still_catches_its_breath():
    """Edition 1's Normal is frozen (game/ai/edition1.py): below half its momentum it passed."""
    from game.ai import edition1
    s, options = short_of_momentum(0.4)
    assert bend(view(s, 0), 0, options, options[0], edition1.HABITS) == C.Pass(0)


def test_normal_plays_its_search_through_its_slips():
    from game.ai import hard
    from game.ai.steps import run
    from game.match.dice import Dice
    s, options = short_of_momentum(1.0)
    seen = view(s, 0)
    assert set(options) <= set(legal_commands(seen, 0))
    srch = hard.Search(seen, 0, options, Dice(3), normal.CANDIDATES, normal.ROLLOUT_TURNS)
    run(hard.searching(srch, None, normal.PLAYOUTS))
    assert srch.playouts == normal.PLAYOUTS
    best = srch.best()
    assert normal.finish(seen, 0, options, best, Dice(3)) == normal.choose(seen, 0, options, Dice(3))
