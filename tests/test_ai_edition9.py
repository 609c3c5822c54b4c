"""AI edition 9: Normal lets some of the moves it means to counter through (FORGOT_COUNTER
percent, drawn from the decision's own dice after its search), as a club wrestler misses the
moment; a careful foe punishes it more than the brawler does (docs/AI.md "AI edition 9").
Edition 8 is kept for its saves; Hard and Easy did not change."""
from __future__ import annotations

import pytest

from conftest import make_match

from game.ai import AI_EDITION, ai_dice, choose, normal9
from game.ai.stepwise import BUDGETED, EDITIONS, Chooser
from game.match import commands as C
from game.match.dice import Dice
from game.match.legal import legal_commands


def test_edition_9_is_the_current_ai_and_changes_only_normal():
    assert AI_EDITION >= 9 and set(range(1, 10)) <= set(EDITIONS)
    changed = {k for k in EDITIONS[9] if EDITIONS[9][k] is not EDITIONS[8][k]}
    assert changed == {"normal"} and BUDGETED[9] is BUDGETED[8]
    assert normal9.FORGOT_COUNTER == 10


@pytest.fixture(scope="module")
def meant_counter():
    """Seat 1 answering a move it can counter (five commands into seed 1's match)."""
    m = make_match("normal", seed=1)
    for _ in range(5):
        seat = next(s for s in (0, 1) if legal_commands(m.state, s))
        m.play(choose("heuristic", m.state, seat, ai_dice(1, seat)))
    assert any(type(c) is C.Counter for c in legal_commands(m.state, 1))
    return m.state


def _meant_and_draw(state, k: int):
    """Edition 8's answer from Dice(k), and the draw the slip reads after that search."""
    dice = Dice(k)
    meant = Chooser("normal/8", state, 1, dice).finish()
    return meant, dice.below(100)


@pytest.mark.parametrize("k, draw, forgot", [(38, 9, True), (22, 10, False)])
def test_a_counter_is_forgotten_below_the_share_and_kept_at_it(meant_counter, k, draw, forgot):
    meant, drawn = _meant_and_draw(meant_counter, k)
    assert type(meant) is C.Counter and drawn == draw
    pick = choose("normal", meant_counter, 1, Dice(k))
    assert pick == (C.Allow(1) if forgot else meant)


def test_only_the_counter_changes_and_about_a_share_are_forgotten(meant_counter):
    forgotten = meant = 0
    for k in range(200):
        was, drawn = _meant_and_draw(meant_counter, k)
        now = choose("normal", meant_counter, 1, Dice(k))
        if type(was) is C.Counter:
            meant += 1
            forgotten += now == C.Allow(1)
            assert (now == C.Allow(1)) == (drawn < normal9.FORGOT_COUNTER)
        else:
            assert now == was
    assert meant >= 150 and 0.04 <= forgotten / meant <= 0.18


def test_a_turn_of_its_own_is_edition_8s_choice():
    """No slip in its own turn: the command in control is the search's."""
    m = make_match("normal", seed=3)
    seat = m.state.control
    for k in range(3):
        assert choose("normal", m.state, seat, Dice(k)) == choose("normal/8", m.state, seat, Dice(k))
