"""AI edition 10: a season's AI spreads its bookings (game/season/ai.py): each earlier meeting of
a pair weighs SPREAD_MET against booking it again and a feud draws it no further, so it no longer
books the wrestler it rates weakest week after week. The match levels are edition 9's, and a
season begun under edition 9 is re-decided by edition 9's booking."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import game.season as S
from game.ai import AI_EDITION, ai_record
from game.ai.stepwise import BUDGETED, EDITIONS
from game.season import ai as season_ai
from game.season import commands as C
from game.store import verify
from game.store.match_file import checksum
from game.store.codec import SaveError
from game.store.season_file import load_season

STARS = ("kestrel_ortiz", "mack_doyle", "ada_quill")
SAVES = Path(__file__).parent / "saves_ai9"


def test_edition_10_is_the_current_ai_and_its_match_levels_are_edition_9s():
    assert AI_EDITION >= 10 and set(range(1, 11)) <= set(EDITIONS)
    assert EDITIONS[10] == EDITIONS[9] and BUDGETED[10] is BUDGETED[9]
    assert season_ai.SPREADS_THE_CARD == 10 and season_ai.SPREAD_MET == 1.5


def booking_for(cat, edition: int, gap: int, met: int = 1, feud: bool = False) -> int:
    """Whom player 0's AI books when player 1 (met `met` times) holds Move cards of rank 1 and
    player 2 (never met) rank 1 + gap."""
    setup = S.SeasonSetup(seed=5, weeks=4, players=[
        S.SeasonPlayer(superstar=s, controller="greedy") for s in STARS])
    season = S.Season(setup.model_copy(update={"ai": ai_record().model_copy(
        update={"edition": edition})}), cat)
    s = season.state
    assert s.active == 0 and s.phase == "drama"
    season.play(C.GiveInterview(0, ""))
    by_rank = sorted(cat.lib.move_cards.values(), key=lambda m: (m.rank, m.id))
    ones = [m.id for m in by_rank if m.rank == 1]
    twos = [m.id for m in by_rank if m.rank == 2]
    s.players[1].move_cards, s.players[1].tapped = ones[:1], [False]
    cards = ones[1:2] + twos[:gap // 2] if gap % 2 == 0 else ones[1:3] + twos[:(gap - 1) // 2]
    s.players[2].move_cards, s.players[2].tapped = cards, [False] * len(cards)
    s.met[(0, 1)] = met
    if feud:
        s.feuds.append((0, 1))
    cmd = season.ai_command(0)
    assert type(cmd) is C.Book and season.ai_edition() == edition
    return cmd.opponent


@pytest.mark.parametrize("gap, edition_9, edition_10", [(3, 2, 2), (4, 1, 2), (7, 1, 2),
                                                         (8, 1, 1)])
def test_a_rival_met_before_weighs_more_from_edition_10(cat, gap, edition_9, edition_10):
    """Met once: edition 9 books the weaker rival from 4 ranks apart (0.7 a meeting), edition
    10 only from 8 (1.5 a meeting: 7 ranks weigh 1.4, 8 weigh 1.6)."""
    assert booking_for(cat, 9, gap) == edition_9
    assert booking_for(cat, 10, gap) == edition_10


def test_a_feud_draws_the_booking_only_before_edition_10(cat):
    assert booking_for(cat, 9, 0, met=2, feud=True) == 1
    assert booking_for(cat, 10, 0, met=2, feud=True) == 2


def test_whether_to_book_at_all_is_decided_as_before(cat):
    """Spreading picks among the rivals only once the AI means to book: an AI with two Move
    cards tapped out still Enjoys the Show when every booking is worth less than resting."""
    for edition in (9, 10):
        setup = S.SeasonSetup(seed=5, weeks=4, players=[
            S.SeasonPlayer(superstar=s, controller="greedy") for s in STARS])
        season = S.Season(setup.model_copy(update={"ai": ai_record().model_copy(
            update={"edition": edition})}), cat)
        season.play(C.GiveInterview(0, ""))
        me = season.state.players[0]
        me.tapped = [True, True] + [False] * (len(me.move_cards) - 2)
        best = max(cat.lib.move_cards.values(), key=lambda m: m.rank)
        for p in season.state.players[1:]:
            p.move_cards, p.tapped = [best.id] * 2, [False, False]
        assert season.ai_command(0) == C.Book(0, None)


def test_an_all_ai_season_spreads_its_matches(cat):
    """Over three weekly shows of a three-wrestler season no pair meets more than three times
    under edition 10 (edition 9: one pair met five times, seed 1)."""
    def busiest(edition):
        setup = S.SeasonSetup(seed=1, weeks=4, players=[
            S.SeasonPlayer(superstar=s, controller="random") for s in STARS])
        season = S.Season(setup.model_copy(update={"ai": ai_record().model_copy(
            update={"edition": edition})}), cat)
        while season.state.week < 3:
            season.advance()
        return max(season.state.met.values())
    assert busiest(9) >= 4 and busiest(10) <= 3


@pytest.mark.parametrize("name", ["season-ai9-mid.json", "season-ai9-done.json"])
def test_an_edition_9_season_is_re_decided_by_edition_9s_booking(cat, name, tmp_path):
    """Seasons the game wrote at AI edition 9 verify and open; claiming edition 10 for one is
    refused, its bookings not being edition 10's."""
    path = SAVES / name
    doc = json.loads(path.read_text())
    assert doc["setup"]["ai"]["edition"] == 9
    assert verify(path, cat)["ok"]
    assert load_season(path, cat).ai_edition() == 9
    doc["setup"]["ai"]["edition"] = 10
    doc["checksum"] = checksum(doc)
    forged = tmp_path / name
    forged.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=r"Book opponent=player \d there, but the save has "
                       r"Book opponent=player \d"):
        load_season(forged, cat)


def rested(cat, edition: int, met: int, tapped: int, ppv: bool) -> bool:
    """Whether player 0's AI Enjoys the Show, every rival met `met` times, with `tapped` Move
    cards tapped out, at the Pay-Per-View or in week 1."""
    setup = S.SeasonSetup(seed=5, weeks=4, players=[
        S.SeasonPlayer(superstar=s, controller="greedy") for s in STARS])
    season = S.Season(setup.model_copy(update={"ai": ai_record().model_copy(
        update={"edition": edition})}), cat)
    s = season.state
    if ppv:
        s.week = s.weeks - 1
    season.play(C.GiveInterview(0, ""))
    me = s.players[0]
    me.tapped = [i < tapped for i in range(len(me.move_cards))]
    s.met[(0, 1)] = s.met[(0, 2)] = met
    assert s.ppv() == ppv and season.state.phase == "event"
    return season.ai_command(0) == C.Book(0, None)


def test_a_rested_ai_sits_out_only_with_two_cards_tapped_and_never_at_the_pay_per_view(cat):
    """Edition 9 sat out whenever every rival had been met often (two AIs a win from the title
    both sat out the Pay-Per-View); edition 10 rests only with two Move cards tapped out."""
    assert rested(cat, 9, met=4, tapped=0, ppv=False)
    assert rested(cat, 9, met=4, tapped=0, ppv=True)
    assert not rested(cat, 10, met=4, tapped=0, ppv=False)
    assert not rested(cat, 10, met=4, tapped=1, ppv=False)
    assert rested(cat, 10, met=4, tapped=2, ppv=False)
    assert not rested(cat, 10, met=4, tapped=2, ppv=True)
    assert not rested(cat, 10, met=0, tapped=0, ppv=True)
