"""AI edition 5 (issue 29): in a Showdown the Normal AI finishes a beaten foe. Over a foe at 0 HP
in the ring, with the Pin button open at a chance above 0, edition 5's Normal weighs only Press
Pin, its Finishers and its pages that pin; edition 4's Normal (game/ai/normal4.py, 'normal/4')
is kept, frozen, for its saves (tests/saves_ai4)."""
from __future__ import annotations

from conftest import plain_match, set_control, set_hand, set_hp, set_momentum, set_position

from game.ai import AI_EDITION, choose, hard4, normal4, normal5
from game.ai.stepwise import EDITIONS
from game.match import commands as C
from game.match.dice import Dice
from game.match.legal import legal_commands
from game.match.seat_view import view


def test_edition_5_and_edition_4_are_kept():
    assert AI_EDITION >= 5 and {1, 2, 3, 4, 5} <= set(EDITIONS)
    assert EDITIONS[5]["normal"] is normal5.thinking
    assert EDITIONS[4]["normal"] is normal4.thinking and EDITIONS[4]["hard"] is hard4.thinking
    for name in ("random", "easy", "greedy", "hard", "brawler", "heuristic"):
        assert EDITIONS[5][name] is EDITIONS[4][name], name  # only Normal changed
    assert normal4.CANDIDATES == 3 and normal4.PLAYOUTS == 18  # edition 4's budget, frozen


def beaten(match_type="showdown", hp=0, pages=("hook_the_leg", "anvil_lariat", "iron_will")):
    """Seat 0 in control over seat 1 at `hp` HP, down on the mat in the ring, with some pages."""
    m = plain_match(match_type)
    s = m.state
    set_control(s, 0)
    set_hp(s, 1, hp)
    set_position(s, 1, on_mat=True)
    set_momentum(s, 0, [3, 3, 3, 3, 3, 3])
    set_momentum(s, 1, [1, 1, 1, 1, 1, 1])
    set_hand(s, 0, pages)
    return m


def options_of(m, seat=0):
    seen = view(m.state, seat)
    return seen, legal_commands(seen, seat)


def test_over_a_beaten_foe_in_a_showdown_only_the_finishing_commands_are_weighed():
    m = beaten()
    seen, opts = options_of(m)
    assert C.PressPin(0) in opts and C.Pass(0) in opts
    kept = normal5.finishing(seen, 0, opts)
    assert kept[0] == C.PressPin(0)
    for cmd in kept[1:]:
        info = seen.info(cmd.page)
        assert "finisher" in info.tags or any(e.do == "pin" for e in info.effects)
    assert C.Pass(0) not in kept and len(kept) < len(opts)


def test_the_finishing_rule_holds_only_at_0_hp_in_a_showdown_with_the_button_open():
    m = beaten(hp=1)  # one HP left: not beaten
    seen, opts = options_of(m)
    assert normal5.finishing(seen, 0, opts) == opts
    m = beaten("normal")  # Normal and Hardcore: edition 4's Normal, command for command
    seen, opts = options_of(m)
    assert normal5.finishing(seen, 0, opts) == opts
    m = beaten()
    m.state.sides[0].failed_pins = 9  # the button costs 9 Attitude: closed
    seen, opts = options_of(m)
    assert C.PressPin(0) not in opts and normal5.finishing(seen, 0, opts) == opts
    m = beaten()
    set_momentum(m.state, 0, [0, 0, 0, 0, 0, 0])
    set_momentum(m.state, 1, [9, 9, 9, 9, 9, 9])  # momentum -108: the press can't win
    seen, opts = options_of(m)
    assert C.PressPin(0) in opts and normal5.finishing(seen, 0, opts) == opts


def test_edition_5_presses_where_edition_4_passes_over_a_beaten_foe():
    """With nothing but momentum pages in hand, edition 5's Normal presses Pin on a beaten
    foe; edition 4's (normal/4) is free to build momentum first, as it did."""
    m = beaten(pages=("iron_will", "deadlift_focus"))
    seen, opts = options_of(m)
    assert normal5.finishing(seen, 0, opts) == [C.PressPin(0)]
    assert choose("normal", m.state, 0, Dice(7, 0)) == C.PressPin(0)
    assert choose("normal/4", m.state, 0, Dice(7, 0)) in opts
