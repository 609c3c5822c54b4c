"""The referee's count: who is counted, and when a count-out ends the match."""
from __future__ import annotations

from conftest import make_match, set_control, set_position

from game.match import commands as C
from game.match import events as E


def momentum_page(state, seat):
    return next(p for p in state.sides[seat].hand if state.info(p).kind == "momentum")


def give_momentum_page(state, seat):
    side = state.sides[seat]
    page = next(p for p in side.playbook if state.info(p).kind == "momentum")
    side.playbook.remove(page)
    side.hand[0], page = page, side.hand[0]
    side.playbook.append(page)


def test_a_superstar_handed_control_outside_gets_to_act_before_the_count_ends():
    m = make_match("normal")
    s = m.state
    set_control(s, 0)
    limit = s.rules.count_out_after
    set_position(s, 1, at_ringside=True, ringside_turns=limit)
    m.play(C.Pass(0))
    assert s.over is None and s.control == 1
    assert s.sides[1].ringside_turns == limit  # not counted: they only just got control
    assert C.ReturnToRing(1) in m.legal(1)


def test_staying_outside_in_control_is_counted_out():
    m = make_match("normal")
    s = m.state
    set_control(s, 1)
    limit = s.rules.count_out_after
    set_position(s, 1, at_ringside=True, ringside_turns=limit)
    give_momentum_page(s, 1)
    m.play(C.PlayPage(1, momentum_page(s, 1)))
    assert s.over is not None and (s.over.winner, s.over.how) == (0, "countout")


def test_a_thrown_out_foe_is_not_counted_while_the_other_holds_control():
    m = make_match("normal")
    s = m.state
    set_control(s, 0)
    set_position(s, 1, at_ringside=True, ringside_turns=0)
    for _ in range(4):
        give_momentum_page(s, 0)
        events = m.play(C.PlayPage(0, momentum_page(s, 0)))
        ended = [e for e in events if isinstance(e, E.TurnEnded)]
        assert ended and ended[0].counted == ()
    assert s.over is None and s.sides[1].ringside_turns == 0


def test_both_outside_only_the_one_in_control_is_counted_so_nobody_walks_out_for_a_draw():
    m = make_match("hardcore")
    s = m.state
    set_control(s, 0)
    events = m.play(C.MoveToRingside(0))
    assert [e.counted for e in events if isinstance(e, E.TurnEnded)] == [(0,)]
    while s.over is None:  # seat 0 keeps control outside and plays on: it is counted, not seat 1
        give_momentum_page(s, 0)
        m.play(C.PlayPage(0, momentum_page(s, 0)))
    assert (s.over.winner, s.over.how) == (1, "countout")
    assert s.sides[1].ringside_turns == 0


def test_passing_outside_alone_is_counted_so_nobody_can_stall_out_the_clock():
    m = make_match("showdown")
    s = m.state
    set_control(s, 1)
    set_position(s, 1, at_ringside=True, ringside_turns=0)
    limit = s.rules.count_out_after
    for _ in range(limit + 1):
        events = m.play(C.Pass(1))  # stays outside and hands control over
        assert [e.counted for e in events if isinstance(e, E.TurnEnded)] == [(1,)]
        if s.over is not None:
            break
        m.play(C.Pass(0))  # the foe hands control back: the one outside gets to act first
    assert s.over is not None and (s.over.winner, s.over.how) == (0, "countout")
