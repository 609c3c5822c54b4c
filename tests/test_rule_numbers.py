"""The numbers the rulebook (docs/RULES.md) names that are ours, not the seeds': each at its exact
value, written out here (not imported), so a rule moved by one step fails a test."""
from __future__ import annotations

import pytest

from conftest import (PLAIN_FACE, PLAIN_HEEL, connect, make_match, of, one, plain_match,
                      set_hp, set_momentum, set_position, set_statuses)
from game.match import Match
from game.match import commands as C
from game.match import events as E
from game.season import commands as SC
from game.season import Season
from game.season.state import SeasonPlayer, SeasonSetup


def test_hands_are_dealt_and_refilled_to_seven_from_edition_9():
    m = make_match("normal")
    assert [len(side.hand) for side in m.state.sides] == [7, 7]
    seat = m.state.control
    m.play(C.Pass(seat))
    assert [len(side.hand) for side in m.state.sides] == [7, 7]
    for edition, size in ((8, 6), (7, 6), (6, 5)):  # six in editions 7 and 8, five before
        old = Match(m.setup, m.state.cat, edition=edition)
        assert [len(side.hand) for side in old.state.sides] == [size, size]
        seat = old.state.control
        old.play(C.Pass(seat))
        assert [len(side.hand) for side in old.state.sides] == [size, size]


@pytest.mark.parametrize("exhausted,gain", [(False, 2), (True, 1)])
def test_a_pass_gives_two_of_every_momentum_kind_one_when_exhausted(exhausted, gain):
    m = plain_match("normal")
    s = m.state
    set_momentum(s, 0, [0] * 6)
    set_statuses(s, 0, ["exhausted"] if exhausted else [])
    evs = m.play(C.Pass(0))
    changed = one(evs, E.MomentumChanged)
    assert changed.seat == 0 and changed.delta == (gain,) * 6


@pytest.mark.parametrize("hurt,healed", [(10, 6), (6, 6), (4, 4)])
def test_a_comeback_heals_six_never_above_the_start(hurt, healed, lib):
    star = "brick_hollander"
    assert lib.superstars[star].persona == "protagonist"
    m = make_match("normal", stars=(star, PLAIN_HEEL), move_cards=([], []))
    s = m.state
    s.control = 0
    side = s.sides[0]
    set_hp(s, 0, side.max_hp - hurt)
    side.crowd_points = 2
    evs = m.play(C.SpendCrowd(0))
    assert one(evs, E.Healed).amount == healed
    assert m.state.sides[0].hp == side.max_hp - hurt + healed


def test_the_interview_deals_two_drama_cards_each():
    m = make_match("normal", options=["interview"])
    dealt = of(m.log[0].events, E.DramaDealt)
    assert sorted(d.seat for d in dealt) == [0, 1]
    assert all(len(d.cards) == 2 for d in dealt)


def test_busted_open_adds_one_to_every_move_to_the_head(cat):
    page = next(pid for pid in sorted(cat.info) if cat.info[pid].kind == "move"
                and cat.info[pid].target == "head" and not cat.info[pid].tags
                and not cat.info[pid].effects and cat.info[pid].foe == "standing")
    m = plain_match("normal")
    set_statuses(m.state, 1, ["busted_open"])
    hit = one(connect(m, 0, page), E.MoveConnected)
    assert dict(hit.terms)["busted open"] == 1
    assert hit.damage == cat.info[page].damage + 1


# ---- the season's own numbers ---------------------------------------------------------------

STARS = ["ada_quill", "scrap_malone", "kestrel_ortiz"]


def season(cat, players=2, weeks=4):
    setup = SeasonSetup(seed=3, weeks=weeks,
                        players=[SeasonPlayer(superstar=s) for s in STARS[:players]])
    return Season(setup, cat)


def play_match(sea, opponent, winner, points=(12, 10)):
    s = sea.state
    sea.play(SC.GiveInterview(s.active, ""))
    sea.play(SC.Book(s.active, opponent))
    while s.phase == "runins":
        sea.play(SC.RunIn(s.booking.ask[0], None))
    pair = (s.active, opponent)
    sea.play(SC.ReportMatch(s.active, winner, "pinfall" if winner is not None else "draw",
                            points, tuple(tuple(s.players[p].tapped) for p in pair)))
    sea.play(SC.EndTurn(pair[0]))


def test_a_season_starts_with_three_move_cards_and_a_drama_card(cat):
    sea = season(cat)
    s = sea.state
    assert [len(p.move_cards) for p in s.players] == [3, 3]
    assert len(s.players[0].drama) == 1


def test_a_win_is_three_standing_points_a_draw_one(cat):
    sea = season(cat)
    s = sea.state
    play_match(sea, 1, 0)
    assert (s.players[0].points, s.players[1].points) == (3, 0)
    play_match(sea, 0, None, points=(10, 10))
    assert (s.players[0].points, s.players[1].points) == (4, 1)


def test_drama_hands_hold_three(cat):
    sea = season(cat, players=2, weeks=6)
    s = sea.state
    for _ in range(8):
        me = s.active
        sea.play(SC.GiveInterview(me, ""))
        sea.play(SC.Book(me, None))
        sea.play(SC.EndTurn(me))
    assert [len(p.drama) for p in s.players] == [3, 3]


def test_a_winner_earns_move_cards_up_to_five(cat):
    sea = season(cat, players=2, weeks=6)
    s = sea.state
    for _ in range(5):
        play_match(sea, 1, 0)
        play_match(sea, 0, 1)  # player 1 books player 0; player 0 (seat 1) wins
    assert len(s.players[0].move_cards) == 5


def test_two_meetings_start_a_feud(cat):
    sea = season(cat, players=3)
    s = sea.state
    play_match(sea, 1, 0)
    assert not s.feuds
    play_match(sea, 0, 0)
    assert s.feuds == [(0, 1)] or s.feuds == [(1, 0)]
