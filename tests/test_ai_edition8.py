"""AI edition 8: an injured Normal or Hard Superstar taps out first a Move card whose bonus acted
at the bell (extra HP, starting momentum, starting Crowd: tapping it takes nothing back this
match), then the lowest rank. A newcomer of session 67 watched Hard tap out Hard to Flip, a
counter it still used, before Bodyguard Bulk, whose +3 HP stays. Edition 7 is kept for its saves."""
from __future__ import annotations

import pytest

from conftest import PLAIN_FACE, PLAIN_HEEL, make_match, set_control

from game.ai import AI_EDITION, ai_dice, choose
from game.ai.stepwise import BUDGETED, EDITIONS
from game.ai.tapping import spent_first
from game.match import commands as C
from game.match.legal import legal_commands
from game.match.seat_view import view

RUUD = ["bodyguard_bulk", "hard_to_flip", "stomp_specialist", "quick_cover"]  # ranks 5, 2, 2, 2


def test_edition_8_changes_only_normal_and_hard():
    assert AI_EDITION >= 8 and {1, 2, 3, 4, 5, 6, 7, 8} <= set(EDITIONS)
    changed = {k for k in EDITIONS[8] if EDITIONS[8][k] is not EDITIONS[7][k]}
    assert changed == {"normal", "hard"} and BUDGETED[8] is not BUDGETED[7]


def _injured(cards: list, seed: int = 3):
    """Seat 1 (Ruud's cards) injured by a Sneak Attack: its tap-out is due."""
    m = make_match("normal", stars=(PLAIN_HEEL, PLAIN_FACE), move_cards=([], cards), seed=seed)
    set_control(m.state, 0)
    m.state.sides[0].crowd_points = 2
    m.play(C.SpendCrowd(0))  # Sneak Attack
    options = legal_commands(m.state, 1)
    assert options and all(type(c) is C.TapOut for c in options)
    return m, options


@pytest.mark.parametrize("level", ["normal", "hard", "hard@20"])
def test_a_bonus_given_at_the_bell_is_tapped_out_first(level):
    m, options = _injured(RUUD)
    assert choose(level, m.state, 1, ai_dice(3, 1)) == C.TapOut(1, 0)  # Bodyguard Bulk, rank 5
    assert choose(f"{level}/7" if "@" not in level else "hard@20/7", m.state, 1, ai_dice(3, 1)) \
        == C.TapOut(1, 1)  # edition 7: the lowest rank, Hard to Flip


def test_without_a_spent_bonus_the_lowest_rank_goes():
    m, options = _injured(["bodyguard_bulk", "heavy_hands", "hard_to_flip"][1:])
    seen = view(m.state, 1)
    ranks = [seen.cat.lib.move_cards[c].rank for c in seen.sides[1].move_cards]
    pick = spent_first(seen, 1, options)
    assert ranks[pick.card] == min(ranks)
    assert choose("hard", m.state, 1, ai_dice(3, 1)) == pick == choose("normal", m.state, 1, ai_dice(3, 1))
