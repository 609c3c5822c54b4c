"""AI edition 3 (issue 30): Hard's information-set tree search (game/ai/ismcts.py) and the
policy and evaluation it plays and judges with (game/ai/policy3.py, game/ai/evaluate3.py), which
read rules edition 8 right."""
from __future__ import annotations

import pytest

from conftest import plain_match, set_control
from game.ai import AI_EDITION, hard4, ismcts, normal3, normal4, policy, policy3
from game.ai.evaluate3 import evaluate as evaluate3
from game.ai.evaluate import evaluate as evaluate2
from game.ai.stepwise import EDITIONS
from game.match import commands as C
from game.match.dice import Dice
from game.match.legal import legal_commands
from game.match.seat_view import view
from game.match import Match
from game.lab.simulate import random_setup


def test_editions_2_3_and_4_are_kept():
    assert AI_EDITION >= 4 and {1, 2, 3, 4} <= set(EDITIONS)
    assert EDITIONS[3]["hard"] is ismcts.thinking and EDITIONS[3]["normal"] is normal3.thinking
    assert EDITIONS[4]["hard"] is hard4.thinking and EDITIONS[4]["normal"] is normal4.thinking
    assert ismcts.PLAYOUTS == 72 and normal3.PLAYOUTS == 12  # edition 3's budgets, frozen
    # the yardsticks are the same functions in every edition: they never change
    for name in ("random", "brawler", "heuristic"):
        assert EDITIONS[2][name] is EDITIONS[3][name] is EDITIONS[4][name]


def turn_states(cat, count=4):
    out = []
    for i in range(count):
        m = Match(random_setup(cat, 900 + i, ("normal", "hardcore", "showdown")[i % 3],
                               "greedy", "greedy"), cat)
        n = 0
        while (seat := m.actor()) is not None and len(out) < 3 * (i + 1):
            opts = legal_commands(m.state, seat)
            if m.state.pending is None and len(opts) >= 3 and n % 3 == 0:
                out.append((m.state.clone(), seat))
            m.play(opts[0] if len(opts) == 1 else
                   policy.choose(view(m.state, seat), seat, legal_commands(view(m.state, seat), seat)))
            n += 1
    return out


def test_the_search_spends_exactly_its_budget_and_grows_a_tree(cat):
    grew = 0
    for state, seat in turn_states(cat):
        seen = view(state, seat)
        opts = legal_commands(seen, seat)
        for budget in (5, 24):
            srch = ismcts.search(seen, seat, opts, Dice(2), playouts=budget)
            assert srch.playouts == budget == sum(n.visits for n in srch.roots.values())
        srch = ismcts.search(seen, seat, opts, Dice(2))
        assert srch.playouts == ismcts.PLAYOUTS
        # below the root commands: the seat's next commands, each with its own statistics
        for root in srch.roots.values():
            assert sum(c.visits for c in root.children.values()) <= root.visits
            grew += any(c.visits for c in root.children.values())
    assert grew


def test_the_search_is_the_same_for_the_same_dice(cat):
    state, seat = turn_states(cat, 1)[0]
    seen = view(state, seat)
    opts = legal_commands(seen, seat)
    a = ismcts.search(seen, seat, opts, Dice(5), playouts=20)
    b = ismcts.search(seen, seat, opts, Dice(5), playouts=20)
    assert [a.mean(i) for i in a.alive] == [b.mean(i) for i in b.alive]


def beaten_foe(match_type="normal"):
    m = plain_match(match_type)
    s = m.state
    set_control(s, 0)
    foe = s.sides[1]
    foe.hp = 0
    foe.on_mat = True
    return m


def test_policy3_knows_a_beaten_foe_takes_no_control_from_a_pass_or_a_kick_out():
    """Edition 8: a Superstar at 0 HP takes control only by countering, so a Pass and a failed
    press of the Pin button cost the seat in control nothing but momentum (edition 2's policy,
    frozen as the heuristic yardstick, still charges both as control handed over)."""
    s = beaten_foe().state
    g3, g2 = policy3.Glance(s, 0, False), policy.Glance(s, 0, False)
    assert g3.foe_beaten
    assert policy3.turn_score(g3, C.Pass(0)) > policy.turn_score(g2, C.Pass(0)) + 20
    assert policy3.pin_value(g3, 30.0) > policy.pin_value(g2, 30.0)


def test_policy3_reads_the_pin_formula_of_the_match_type():
    """In Normal and Hardcore (edition 8) a foe under half their HP is pinnable (base 0): a move
    that takes them there sets up a pin the Showdown formula would call hopeless."""
    m = plain_match("normal")
    s = m.state
    foe = s.sides[1]
    foe.hp = foe.max_hp // 2 - 1
    info = next(s.info(p) for p in s.sides[0].hand + s.sides[0].playbook
                if s.info(p).kind == "move" and s.info(p).damage > 0)
    assert policy3.pin_after(s, 0, info, info.damage) > policy.pin_after(s, 0, info, info.damage)


def test_evaluate3_counts_a_beaten_foe_under_control():
    s = beaten_foe().state
    assert evaluate3(s, 0) > evaluate2(s, 0)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_pin_on_a_beaten_foe_is_pressed(cat, level):
    """No level passes up a pin its own estimate says is worth taking: against a beaten foe (a
    61% pin in Normal) a kick-out leaves control with the seat, so the searches press."""
    from game.ai import choose
    m = beaten_foe("normal")
    opts = legal_commands(m.state, 0)
    assert C.PressPin(0) in opts
    for k in range(3):
        assert choose(level, m.state, 0, Dice(k)) == C.PressPin(0)
