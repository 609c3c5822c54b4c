"""Rules edition 8: a Superstar at 0 HP is beaten. They go down and stay down, they take control
only by countering (a kick-out or the foe's Pass leaves it with the foe), and the referee counts
them at ringside. In Normal and Hardcore a foe under half their HP is pinnable. Each rule is
checked at its boundary (0 HP against 1 HP) and against an edition 7 match, which keeps the old
rule; the dice are found by searching seeds."""
from __future__ import annotations

from conftest import (decide_with_seed, find_seed, of, plain_match, prepare_move, set_control,
                      set_hp, set_position)

from game.match import commands as C
from game.match import events as E
from game.match.apply import apply_in_place
from game.match.chances import hp_term
from game.match.state import rules_for


def plain_move(state) -> str:
    """A move with damage that neither puts the foe down nor needs them anywhere special."""
    for pid, info in sorted(state.cat.info.items()):
        if info.kind == "move" and info.damage >= 3 and info.foe in ("standing", "any") \
                and info.place != "ringside" and not info.tags & {"hold", "defensive", "finisher"} \
                and not any(e.do in ("to_mat", "pin", "to_ringside") for e in info.effects):
            return pid
    raise AssertionError("no plain move in the cards")


def hit_for(m, hp_left_after: int) -> list:
    """Seat 0 connects a plain move on a standing foe who keeps hp_left_after HP (at least 0)."""
    s = m.state
    pid = plain_move(s)
    inst = prepare_move(s, 0, pid)
    damage = s.info(inst).damage
    set_hp(s, 1, damage + hp_left_after)
    set_position(s, 1, on_mat=False)
    return m.play(C.PlayPage(0, inst))


def test_a_superstar_taken_to_0_hp_goes_down_from_edition_8():
    m = plain_match("normal")
    evs = hit_for(m, 0)
    assert m.state.sides[1].hp == 0 and m.state.sides[1].on_mat
    assert [e.source for e in of(evs, E.WentDown)] == ["beaten"]
    m = plain_match("normal")
    hit_for(m, 1)  # one HP left: still on their feet
    assert m.state.sides[1].hp == 1 and not m.state.sides[1].on_mat
    m = plain_match("normal", edition=7)
    hit_for(m, 0)  # edition 7: a beaten Superstar stayed on their feet
    assert m.state.sides[1].hp == 0 and not m.state.sides[1].on_mat


def test_a_beaten_superstar_stays_down_when_they_take_control():
    for edition, hp, down in ((8, 0, True), (8, 1, False), (7, 0, False)):
        m = plain_match("normal", edition=edition)
        s = m.state
        set_hp(s, 1, hp)
        set_position(s, 1, on_mat=True)
        apply_in_place(s, E.ControlChanged(1, "counter"))
        assert s.control == 1 and s.sides[1].on_mat is down, (edition, hp)


def failed_press(m):
    """The events of a Pin-button press by seat 0 that fails (a seed searched for it)."""
    set_control(m.state, 0)
    _, evs = find_seed(m.state, C.PressPin(0),
                       lambda evs: not of(evs, E.PinAttempted)[0].success)
    return evs


def test_a_beaten_superstar_kicks_out_but_the_pinner_keeps_control():
    for edition, hp, handed in ((8, 0, False), (8, 1, True), (7, 0, True)):
        m = plain_match("showdown", edition=edition)
        s = m.state
        set_hp(s, 1, hp)
        set_position(s, 1, on_mat=True)
        evs = failed_press(m)
        kick = [e for e in of(evs, E.ControlChanged) if e.reason == "kick-out"]
        assert bool(kick) is handed, (edition, hp)
    m = plain_match("normal")
    set_hp(m.state, 1, 0)
    evs = failed_press(m)  # Normal too
    assert not of(evs, E.ControlChanged)


def test_a_pass_does_not_hand_control_to_a_beaten_foe():
    for edition, hp, handed in ((8, 0, False), (8, 1, True), (7, 0, True)):
        m = plain_match("normal", edition=edition)
        s = m.state
        set_hp(s, 1, hp)
        evs = decide_with_seed(s, C.Pass(0), 1)
        assert bool(of(evs, E.ControlChanged)) is handed, (edition, hp)
        assert of(evs, E.MomentumChanged)  # the passer still catches their breath
    m = plain_match("normal")
    set_hp(m.state, 1, 0)
    m.play(C.Pass(0))
    assert m.state.control == 0 and m.state.over is None


def test_the_referee_counts_a_beaten_superstar_at_ringside_until_they_are_counted_out():
    m = plain_match("hardcore")
    s = m.state
    set_hp(s, 1, 0)
    set_position(s, 1, at_ringside=True)
    limit = s.rules.count_out_after
    for turn in range(limit + 1):
        assert s.over is None
        evs = m.play(C.Pass(0))
        assert of(evs, E.TurnEnded)[0].counted == (1,)
    assert (s.over.winner, s.over.how) == (0, "countout")


def test_a_foe_with_hp_left_outside_is_not_counted_while_the_other_holds_control():
    for edition, hp in ((8, 1), (7, 0)):
        m = plain_match("hardcore", edition=edition)
        s = m.state
        set_hp(s, 1, hp)
        set_position(s, 1, at_ringside=True)
        evs = m.play(C.Pass(0))
        assert of(evs, E.TurnEnded)[0].counted == (), (edition, hp)


def test_in_normal_and_hardcore_a_foe_under_half_their_hp_is_pinnable_from_edition_8():
    hps = (20, 19, 10, 9, 5, 4, 1, 0)  # of 40: half, under half, a fourth, under, ... 0
    for kind in ("normal", "hardcore"):
        assert [hp_term(rules_for(kind), hp, 40) for hp in hps] == \
            [-100, 0, 0, 20, 20, 40, 40, 60]
        assert [hp_term(rules_for(kind, edition=7), hp, 40) for hp in hps] == \
            [-100, -30, -30, -10, -10, 25, 25, 60]
    # the Showdown keeps ADV-13 exactly
    assert [hp_term(rules_for("showdown"), hp, 40) for hp in hps] == \
        [-100, -25, -25, -10, -10, -10, 0, 25]
