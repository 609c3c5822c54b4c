"""Seed 000, injuries inside a match: INJ-1, 2, 3, 5, 6, 10, 11, 12, 14, 15 (DESIGN.md section 3).

INJ-11 is not built yet; INJ-4/7/8/9/13 belong to the season.
"""
from __future__ import annotations

import pytest

from conftest import (PLAIN_FACE, PLAIN_HEEL, assert_illegal, assert_legal,
                      decide_with_seed, find_seed, index_of, make_match, of, one,
                      plain_match, prepare_move, set_control, set_hand, set_hp, set_momentum,
                      set_position, set_statuses)
from game.match import commands as C
from game.match import events as E
from game.match.legal import actor, legal_commands
from game.match import Match
from game.match.chances import pin_terms
from game.match.tiers import rank, tier
from game.match.rules import SQUASH_MARGIN, decide, is_squash
from game.lab.simulate import play_out, random_setup, summary

ADA_CARDS = ["textbook_technique", "suplex_machine", "quick_cover", "homework_done",
             "eyes_in_the_back"]


def sneak_attack_match(victim_cards=None, victim_tapped=None, options=(), match_type="normal",
                       victim=PLAIN_FACE, edition=None) -> Match:
    """Seat 0: an Antagonist with 2 Crowd Points, in control. Seat 1: the victim. Edition 4 lets
    a Sneak Attack that can't injure go ahead (and be ignored); edition 5 refuses it."""
    m = make_match(match_type, stars=(PLAIN_HEEL, victim), move_cards=([], victim_cards),
                   tapped=(None, victim_tapped), options=options, edition=edition)
    set_control(m.state, 0)
    m.state.sides[0].crowd_points = 2
    return m


def test_inj_seed_000_numbers():
    assert SQUASH_MARGIN == 10  # INJ-12: "by more than 10 points"


# ---- INJ-1 ---------------------------------------------------------------------------------

def test_inj_1_injured_player_taps_out_a_move_card_of_their_choice(lib):
    for choice in range(len(ADA_CARDS)):
        m = sneak_attack_match(victim_cards=ADA_CARDS)
        evs = m.play(C.SpendCrowd(0))
        taken = one(evs, E.InjuryTaken)
        assert taken.seat == 1
        s = m.state
        # the injured Superstar, and only they, must choose a Move card now
        assert actor(s) == 1
        assert legal_commands(s, 1) == [C.TapOut(1, i) for i in range(len(ADA_CARDS))]
        assert legal_commands(s, 0) == []
        assert_illegal(s, C.Pass(0))
        assert_illegal(s, C.Pass(1))
        assert_illegal(s, C.TapOut(0, 0))  # not the attacker's choice
        assert_illegal(s, C.TapOut(1, len(ADA_CARDS)))  # no such card
        evs = m.play(C.TapOut(1, choice))
        tapped = one(evs, E.MoveCardTapped)
        assert (tapped.seat, tapped.card) == (1, choice)
        side = m.state.sides[1]
        assert side.tapped == [i == choice for i in range(len(ADA_CARDS))]
        assert side.injury_due == 0 and side.injured()
        assert side.move_cards == ADA_CARDS  # still in play, only tapped out
        # play goes on: the seat in control acts again
        assert actor(m.state) == m.state.control
        assert legal_commands(m.state, m.state.control)


# ---- INJ-2 ---------------------------------------------------------------------------------

def test_inj_2_tapped_out_move_card_gives_no_bonus_but_counts_for_rank(lib):
    # in the current match: Mack Doyle's Heavy Hands (+1 Arm Extended) stops working once tapped
    m = sneak_attack_match(victim_cards=["heavy_hands", "street_smarts"], victim="mack_doyle")
    rank_before = rank(lib, m.state.sides[1].move_cards)
    tier_before = tier(rank_before)
    untapped = m.state.clone()
    m.play(C.SpendCrowd(0))
    m.play(C.TapOut(1, 0))
    base = lib.pages["jab_flurry"].damage
    ability = lib.superstars["mack_doyle"].ability.bonus.amount
    card = lib.move_cards["heavy_hands"].bonus.amount

    def jab(state):
        set_control(state, 1)
        set_position(state, 0, on_mat=False, at_ringside=False)
        set_position(state, 1, at_ringside=False)
        inst = prepare_move(state, 1, "jab_flurry")
        return one(decide(state, C.PlayPage(1, inst)), E.MoveConnected).damage

    assert jab(untapped) == base + ability + card
    assert jab(m.state) == base + ability
    # still counts towards Rank and Tier
    assert rank(lib, m.state.sides[1].move_cards) == rank_before == \
        sum(lib.move_cards[c].rank for c in ["heavy_hands", "street_smarts"])
    assert tier(rank(lib, m.state.sides[1].move_cards)) == tier_before

    # in the next match (the setup carries the tapped flag): Iron Frame's extra HP is off
    star = lib.superstars["brick_hollander"]
    extra = lib.move_cards["iron_frame"].bonus.amount
    up = make_match(stars=("brick_hollander", PLAIN_HEEL), move_cards=(["iron_frame"], None))
    down = make_match(stars=("brick_hollander", PLAIN_HEEL), move_cards=(["iron_frame"], None),
                      tapped=([True], None))
    assert up.state.sides[0].max_hp == star.hp + extra
    assert down.state.sides[0].max_hp == star.hp
    assert rank(lib, up.state.sides[0].move_cards) == rank(lib, down.state.sides[0].move_cards)
    # a tapped-out pin bonus is off in the pin chance too
    on = make_match(stars=(PLAIN_FACE, PLAIN_HEEL), move_cards=(["quick_cover"], []))
    off = make_match(stars=(PLAIN_FACE, PLAIN_HEEL), move_cards=(["quick_cover"], []),
                     tapped=([True], None))
    total = lambda s: sum(v for _, v in pin_terms(s, 0))  # noqa: E731
    assert total(on.state) - total(off.state) == lib.move_cards["quick_cover"].bonus.amount


# ---- INJ-3 ---------------------------------------------------------------------------------

def test_inj_3_one_injury_at_a_time():
    refused = sneak_attack_match(victim_cards=ADA_CARDS,
                                 victim_tapped=[False, True, False, False, False])
    assert "already injured" in assert_illegal(refused.state, C.SpendCrowd(0))  # ed. 5
    assert C.SpendCrowd(0) not in legal_commands(refused.state, 0)
    m = sneak_attack_match(victim_cards=ADA_CARDS, victim_tapped=[False, True, False, False, False],
                           edition=4)
    assert m.state.sides[1].injured()
    evs = m.play(C.SpendCrowd(0))
    assert not of(evs, E.InjuryTaken)
    ignored = one(evs, E.InjuryIgnored)
    assert ignored.seat == 1 and "already" in ignored.reason
    assert m.state.sides[1].tapped == [False, True, False, False, False]
    assert m.state.sides[1].injury_due == 0
    assert not any(isinstance(c, C.TapOut) for c in legal_commands(m.state, 1))
    # and an uninjured Superstar is injured once by one Sneak Attack
    m = sneak_attack_match(victim_cards=ADA_CARDS)
    evs = m.play(C.SpendCrowd(0))
    assert len(of(evs, E.InjuryTaken)) == 1
    # only the Superstars in the match are injured: the sneak attack hits the foe, not the attacker
    assert one(evs, E.InjuryTaken).seat == 1 and m.state.sides[0].injury_due == 0


# ---- INJ-5 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("cards,tapped", [([], None), (["quick_cover", "homework_done"],
                                                       [True, True])])
def test_inj_5_no_move_card_to_tap_out_no_effect(cards, tapped):
    refused = sneak_attack_match(victim_cards=cards, victim_tapped=tapped)
    assert "no Move card left" in assert_illegal(refused.state, C.SpendCrowd(0))  # ed. 5
    m = sneak_attack_match(victim_cards=cards, victim_tapped=tapped, edition=4)
    before = list(m.state.sides[1].tapped)
    evs = m.play(C.SpendCrowd(0))
    assert not of(evs, E.InjuryTaken)
    ignored = one(evs, E.InjuryIgnored)
    assert ignored.seat == 1 and "no Move card" in ignored.reason
    side = m.state.sides[1]
    assert side.injury_due == 0 and side.tapped == before
    # play simply goes on
    assert actor(m.state) == m.state.control
    assert not any(isinstance(c, C.TapOut) for c in legal_commands(m.state, actor(m.state)))


# ---- INJ-6 ---------------------------------------------------------------------------------

def test_inj_6_ooh_thats_gotta_hurt_stacks_injuries():
    m = sneak_attack_match(victim_cards=ADA_CARDS, victim_tapped=[True, False, False, False, False],
                           options=["ooh_gotta_hurt"])
    evs = m.play(C.SpendCrowd(0))
    assert one(evs, E.InjuryTaken).seat == 1
    assert legal_commands(m.state, 1) == [C.TapOut(1, i) for i in range(1, 5)]
    m.play(C.TapOut(1, 3))
    assert m.state.sides[1].tapped == [True, False, False, True, False]
    # again
    set_control(m.state, 0)
    m.state.sides[0].crowd_points = 2
    m.play(C.SpendCrowd(0))
    m.play(C.TapOut(1, 4))
    assert sum(m.state.sides[1].tapped) == 3
    # the same situation without the variant: ignored (edition 4), refused (edition 5)
    m = sneak_attack_match(victim_cards=ADA_CARDS, victim_tapped=[True, False, False, False, False],
                           edition=4)
    assert not of(m.play(C.SpendCrowd(0)), E.InjuryTaken)
    m = sneak_attack_match(victim_cards=ADA_CARDS, victim_tapped=[True, False, False, False, False])
    assert "already injured" in assert_illegal(m.state, C.SpendCrowd(0))
    # with the variant, still no effect once every card is tapped out
    m = sneak_attack_match(victim_cards=["quick_cover"], victim_tapped=[True],
                           options=["ooh_gotta_hurt"], edition=4)
    assert one(m.play(C.SpendCrowd(0)), E.InjuryIgnored).seat == 1


def test_inj_6_never_owes_more_tap_outs_than_untapped_cards():
    m = sneak_attack_match(victim_cards=["quick_cover", "homework_done"],
                           victim_tapped=[True, False], options=["ooh_gotta_hurt"])
    s = m.state
    limit = s.rules.count_out_after
    set_position(s, 1, at_ringside=True, ringside_turns=limit)  # counted out at their next turn
    s.sides[0].points = SQUASH_MARGIN + 5
    m.play(C.SpendCrowd(0))  # the sneak attack's injury takes the last untapped Move card
    for _ in range(10):  # then the foe passes, the one outside stays out and is counted out
        seat = actor(m.state)
        if seat is None:
            break
        options = legal_commands(m.state, seat)
        assert options, f"seat {seat} must act but has no legal command"
        m.play(C.Pass(seat) if C.Pass(seat) in options else options[0])
    assert m.over and (m.state.over.how, m.state.over.winner) == ("countout", 0)
    assert all(m.state.sides[1].tapped) and not m.state.sides[1].injury_due


# ---- INJ-10 --------------------------------------------------------------------------------

def weapon_state(match_type="normal", weapon="folding_chair"):
    m = plain_match(match_type, stars=(PLAIN_HEEL, PLAIN_FACE), move_cards=([], ADA_CARDS))
    s = m.state
    inst = prepare_move(s, 0, weapon)
    return m, s, C.PlayPage(0, inst)


def test_inj_10_weapon_injury_rolled_after_dq_risk_even_if_dq(lib):
    m, s, cmd = weapon_state()
    rules = lib.pages["folding_chair"].weapon
    seen_injured = seen_dq_injured = seen_clean = 0
    rolled_faces = set()
    for seed in range(600):
        evs = decide_with_seed(s, cmd, seed)
        used = one(evs, E.WeaponUsed)
        rolled = one(evs, E.InjuryRolled)
        # the DQ risk first, then the damage, then the injury roll
        assert index_of(evs, E.WeaponUsed) < index_of(evs, E.DamageDealt) < \
            index_of(evs, E.InjuryRolled)
        assert used.dq_chance == rules.dq_risk and used.dq == (used.dq_roll <= rules.dq_risk)
        assert rolled.seat == 0 and rolled.target == 1 and rolled.die == rules.die
        assert 1 <= rolled.roll <= rules.die
        rolled_faces.add(rolled.roll)
        assert rolled.injured == (rolled.roll in rules.injury)
        taken = [e for e in evs if isinstance(e, E.InjuryTaken)]
        assert bool(taken) == rolled.injured
        if taken:
            assert taken[0].seat == 1 and index_of(evs, E.InjuryTaken) > index_of(evs, E.InjuryRolled)
            seen_injured += 1
        if used.dq:
            ended = one(evs, E.MatchEnded)
            assert (ended.winner, ended.how) == (1, "dq")
            assert index_of(evs, E.InjuryRolled) < index_of(evs, E.MatchEnded)
            seen_dq_injured += rolled.injured
        else:
            assert not of(evs, E.MatchEnded)
            seen_clean += 1
    assert rolled_faces == set(range(1, rules.die + 1))
    assert seen_injured and seen_dq_injured and seen_clean

    # a DQ'd match with an injury: the victim still taps out a Move card
    seed, evs = find_seed(s, cmd, lambda evs: one(evs, E.WeaponUsed).dq and
                          one(evs, E.InjuryRolled).injured)
    s2 = s.clone()
    s2.seed = seed
    m2 = Match(m.setup, m.cat)
    m2.state = s2
    m2.play(cmd)
    assert m2.state.over is not None and not m2.over
    assert legal_commands(m2.state, 1) == [C.TapOut(1, i) for i in range(len(ADA_CARDS))]
    m2.play(C.TapOut(1, 2))
    assert m2.over and m2.state.sides[1].tapped[2]


def test_inj_10_stopped_weapon_rolls_neither(lib):
    m, s, cmd = weapon_state()
    shield = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    m.play(cmd)
    assert m.state.pending == (0, cmd.page)
    for seed in range(100):
        evs = decide_with_seed(m.state, C.Counter(1, shield), seed)
        assert not of(evs, E.WeaponUsed) and not of(evs, E.InjuryRolled)
        assert not of(evs, E.InjuryTaken) and not of(evs, E.WarningsGiven)
    # let through, the same weapon rolls both
    evs = decide(m.state, C.Allow(1))
    assert of(evs, E.WeaponUsed) and of(evs, E.InjuryRolled)


def test_inj_10_hardcore_weapon_has_no_dq_risk_but_still_injures(lib):
    m, s, cmd = weapon_state("hardcore", "steel_steps")
    faces = set(lib.pages["steel_steps"].weapon.injury)
    hits = 0
    for seed in range(200):
        evs = decide_with_seed(s, cmd, seed)
        used = one(evs, E.WeaponUsed)
        assert (used.dq_chance, used.dq_roll, used.dq) == (0, 0, False)
        rolled = one(evs, E.InjuryRolled)
        assert rolled.injured == (rolled.roll in faces)
        hits += rolled.injured
    assert 0 < hits < 200


# ---- INJ-12 --------------------------------------------------------------------------------

def finish_by_pin(points: tuple, loser_cards=ADA_CARDS):
    """A Normal match that seat 0 wins by pinfall with the given points; returns (match, events)."""
    m = plain_match("normal", stars=(PLAIN_HEEL, PLAIN_FACE), move_cards=([], loser_cards))
    s = m.state
    s.sides[0].points, s.sides[1].points = points
    set_hp(s, 1, 0)
    set_position(s, 1, on_mat=True)
    set_statuses(s, 1, ["stunned"])
    s.moves_elapsed = 300
    seed, _ = find_seed(s, C.PressPin(0), lambda evs: one(evs, E.PinAttempted).success)
    s.seed = seed
    evs = m.play(C.PressPin(0))
    assert one(evs, E.MatchEnded).how == "pinfall"
    return m, evs


def test_inj_12_squash_injures_the_loser():
    # winner's points exceed the loser's by more than 10: a Squash
    m, evs = finish_by_pin((21, 10))
    assert summary(m)["squash"] is True
    taken = one(evs, E.InjuryTaken)
    assert taken.seat == 1 and taken.cause == "squash"
    assert not m.over and legal_commands(m.state, 1)
    m.play(C.TapOut(1, 0))
    assert m.over and summary(m)["injuries"] == [0, 1]
    # by exactly 10: no Squash, no injury
    m, evs = finish_by_pin((20, 10))
    assert summary(m)["squash"] is False
    assert not of(evs, E.InjuryTaken) and m.over
    # a loser with nothing to tap out: squashed, but no effect
    m, evs = finish_by_pin((30, 0), loser_cards=[])
    assert summary(m)["squash"] is True and one(evs, E.InjuryIgnored).seat == 1 and m.over
    # a draw is never a Squash
    m = plain_match("normal")
    m.state.sides[0].points = 40
    m.state.turn = m.state.rules.turn_limit - 1
    evs = m.play(C.Pass(0))
    assert one(evs, E.MatchEnded).winner is None
    assert summary(m)["squash"] is False and not of(evs, E.InjuryTaken)


@pytest.mark.slow
def test_inj_12_squash_in_simulated_matches(cat):
    squashes = 0
    for seed in range(200):
        kind = ("normal", "hardcore", "showdown")[seed % 3]
        m = play_out(Match(random_setup(cat, seed, kind, "greedy", "random"), cat), seed)
        out = m.state.over
        info = summary(m)
        pts = [m.state.sides[0].points, m.state.sides[1].points]
        want = out.winner is not None and pts[out.winner] - pts[1 - out.winner] > 10
        assert info["squash"] == want
        if out.winner is not None:
            assert is_squash(tuple(pts), out.winner) == want
        causes = [(e.seat, type(e).__name__) for entry in m.log for e in entry.events
                  if isinstance(e, (E.InjuryTaken, E.InjuryIgnored)) and e.cause == "squash"]
        if want:
            squashes += 1
            assert causes and causes[0][0] == 1 - out.winner
        else:
            assert not causes
    assert squashes > 0


# ---- INJ-14 --------------------------------------------------------------------------------

def test_inj_14_antagonist_sneak_attack_injures_its_target(lib):
    m = sneak_attack_match(victim_cards=ADA_CARDS)
    assert lib.superstars[PLAIN_HEEL].persona == "antagonist"
    evs = m.play(C.SpendCrowd(0))
    spent = one(evs, E.CrowdPointsSpent)
    assert (spent.seat, spent.amount, spent.ability) == (0, 2, "sneak attack")
    assert m.state.sides[0].crowd_points == 0
    taken = one(evs, E.InjuryTaken)
    assert taken.seat == 1 and taken.cause == "sneak attack"
    m.play(C.TapOut(1, 1))
    assert m.state.sides[1].tapped[1]
    # fewer than 2 Crowd Points: no ability
    m = sneak_attack_match(victim_cards=ADA_CARDS)
    m.state.sides[0].crowd_points = 1
    assert_illegal(m.state, C.SpendCrowd(0))
    # a Protagonist's 2-point ability is a Comeback, which injures nobody
    m = make_match(stars=(PLAIN_FACE, "brick_hollander"), move_cards=([], None))
    set_control(m.state, 0)
    m.state.sides[0].crowd_points = 2
    assert "full HP" in assert_illegal(m.state, C.SpendCrowd(0))  # ed. 5: it would do nothing
    m.state.sides[0].hp -= 1
    evs = m.play(C.SpendCrowd(0))
    assert one(evs, E.CrowdPointsSpent).ability != "sneak attack"
    assert not of(evs, E.InjuryTaken)


def test_inj_14_sneak_attack_drama_card_in_the_interview(cat):
    sneaks = {d.id for d in cat.lib.drama.values() if d.effect == "sneak_attack"}
    for seed in range(200):
        m = make_match(stars=(PLAIN_HEEL, PLAIN_FACE), seed=seed, move_cards=([], ADA_CARDS),
                       options=["interview"])
        if m.state.interview == 0 and sneaks & set(m.state.sides[0].drama):
            break
    else:
        raise AssertionError("no seed deals a Sneak Attack Drama card")
    card = sorted(sneaks & set(m.state.sides[0].drama))[0]
    assert_legal(m.state, C.PlayDrama(0, card))
    evs = m.play(C.PlayDrama(0, card))
    assert one(evs, E.InjuryTaken).seat == 1
    assert legal_commands(m.state, 1)[0] == C.TapOut(1, 0)
    m.play(C.TapOut(1, 0))
    assert m.state.sides[1].tapped[0]
    # a Drama card not dealt to you can't be played
    other = sorted(sneaks - set(m.state.sides[1].drama))
    if other and m.state.interview == 1:
        assert_illegal(m.state, C.PlayDrama(1, other[0]))


# ---- INJ-15 --------------------------------------------------------------------------------

def test_inj_15_injured_angle_in_the_pre_match_interview(cat):
    """INJ-15: the Injured Angle Drama card, played in the pre-match Interview, injures the foe;
    a foe already injured shrugs it off (INJ-3)."""
    angle = next(d for d in cat.lib.drama.values() if d.effect == "injured_angle")
    m = make_match(stars=(PLAIN_FACE, PLAIN_HEEL), move_cards=([], ADA_CARDS),
                   options=["interview"])
    s = m.state
    assert s.interview == 0
    s.sides[0].drama = (angle.id,)
    evs = assert_legal(s, C.PlayDrama(0, angle.id))
    evs = m.play(C.PlayDrama(0, angle.id))
    taken = one(evs, E.InjuryTaken)
    assert (taken.seat, taken.cause) == (1, angle.name)
    assert legal_commands(m.state, 1)[0] == C.TapOut(1, 0)
    m.play(C.TapOut(1, 2))
    assert m.state.sides[1].tapped == [False, False, True, False, False]
    # already injured: no second injury under standard rules
    m = make_match(stars=(PLAIN_FACE, PLAIN_HEEL), move_cards=([], ADA_CARDS),
                   tapped=(None, [True, False, False, False, False]), options=["interview"])
    m.state.sides[0].drama = (angle.id,)
    evs = m.play(C.PlayDrama(0, angle.id))
    assert one(evs, E.InjuryIgnored).seat == 1 and not of(evs, E.InjuryTaken)


def test_inj_15_a_carried_injured_angle_injures_at_the_bell(cat):
    """A Drama card in effect at the bell (carried into the match) works as in the Interview: an
    Injured Angle injures the foe before the coin toss."""
    from game.match import MatchSetup, SeatSetup
    angle = next(d for d in cat.lib.drama.values() if d.effect == "injured_angle")
    setup = MatchSetup(seed=3, match_type="normal", seats=[
        SeatSetup(superstar=PLAIN_FACE, controller="human", move_cards=[], carried=[angle.id]),
        SeatSetup(superstar=PLAIN_HEEL, controller="human", move_cards=ADA_CARDS[:3])])
    m = Match(setup, cat)
    evs = m.log[0].events
    assert one(evs, E.InjuryTaken).seat == 1
    assert index_of(evs, E.InjuryTaken) < index_of(evs, E.ControlChanged)


def _hit_and_injure(match_type="hardcore"):
    """A weapon hit that injured seat 1, who tapped out card 0; seat 1 then takes control."""
    m, s, cmd = weapon_state(match_type)
    seed, _ = find_seed(s, cmd, lambda evs: one(evs, E.InjuryRolled).injured and
                        not one(evs, E.WeaponUsed).dq)
    s.seed = seed
    m.play(cmd)
    m.play(C.TapOut(1, 0))
    assert m.state.sides[1].tapped[0]
    set_control(m.state, 1)
    return m


def test_inj_11_turning_the_weapon_undoes_its_injury(lib):
    m = _hit_and_injure()
    s = m.state
    issuer_hp = s.sides[0].hp
    inst = prepare_move(s, 1, "turn_the_tables")
    evs = m.play(C.PlayPage(1, inst))
    turned = one(evs, E.WeaponTurned)
    assert turned.card == 0 and not turned.cancelled_due
    assert s.sides[1].tapped[0] is False and not s.sides[1].injured()
    assert s.sides[0].hp == issuer_hp - lib.pages["folding_chair"].weapon.damage
    assert s.sides[1].last_weapon is None


def test_inj_11_only_a_weapons_own_injury_is_undone(lib):
    m = _hit_and_injure()
    s = m.state
    s.sides[1].tap_causes[0] = "Sneak Attack"  # the tapped card came from something else
    s.sides[1].last_weapon = s.sides[1].last_weapon[:2] + (None,)  # and the hit caused none
    inst = prepare_move(s, 1, "turn_the_tables")
    m.play(C.PlayPage(1, inst))
    assert s.sides[1].tapped[0] is True


def test_inj_11_a_page_that_only_turns_a_weapon_needs_one(monkeypatch):
    """A page whose only effect is turning a weapon can't be played with no weapon to turn."""
    import dataclasses
    m = plain_match("normal", stars=(PLAIN_HEEL, PLAIN_FACE))
    s = m.state
    info = s.cat.info["turn_the_tables"]
    only_turns = dataclasses.replace(info, effects=tuple(
        e for e in info.effects if e.do == "turn_weapon"))
    monkeypatch.setitem(s.cat.info, "turn_the_tables", only_turns)
    set_control(s, 1)
    inst = prepare_move(s, 1, "turn_the_tables")
    assert "weapon" in assert_illegal(s, C.PlayPage(1, inst))


def test_turn_the_tables_with_no_weapon_to_turn_puts_the_foe_down():
    """Turn The Tables (redesigned with rules edition 9's cards) is worth playing without a
    weapon: it puts the foe on the mat and turns nothing."""
    m = plain_match("normal", stars=(PLAIN_HEEL, PLAIN_FACE))
    s = m.state
    set_control(s, 1)
    inst = prepare_move(s, 1, "turn_the_tables")
    assert s.sides[1].last_weapon is None and not s.sides[0].on_mat
    evs = m.play(C.PlayPage(1, inst))
    assert not [e for e in evs if isinstance(e, E.WeaponTurned)]
    assert s.sides[0].on_mat
