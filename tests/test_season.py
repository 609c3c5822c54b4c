"""Season mode: the four phases, feuds, the Pay-Per-View, and injuries that last (seed 000)."""
from __future__ import annotations

import pytest

from game.library.catalog import Catalog
from game.errors import IllegalCommand
from game.library import load_library
from game.season import commands as C
from game.season import events as E
from game.season import Season, play_ai_season, season_summary
from game.season.state import SeasonPlayer, SeasonSetup

STARS = ["ada_quill", "scrap_malone", "kestrel_ortiz", "ruud_thorsen"]


@pytest.fixture(scope="module")
def cat():
    return Catalog(load_library())


def new_season(cat, players=3, weeks=4, seed=3, **kw) -> Season:
    setup = SeasonSetup(seed=seed, weeks=weeks,
                        players=[SeasonPlayer(superstar=s) for s in STARS[:players]], **kw)
    return Season(setup, cat)


def drama_of(cat, effect: str) -> str:
    return next(d.id for d in cat.lib.drama.values() if d.effect == effect)


def sneak_attack(season: Season, attacker: int, target: int) -> None:
    """The active player's Interview: a Sneak Attack Drama card on the target."""
    s = season.state
    assert s.active == attacker and s.phase == "drama"
    card = drama_of(season.cat, "sneak_attack")
    s.players[attacker].drama.append(card)
    season.play(C.GiveInterview(attacker, card, target))


def report(season: Season, winner, points=(20, 10), tapped=None) -> None:
    s = season.state
    pair = (s.active, s.booking.opponent)
    if tapped is None:
        tapped = tuple(tuple(s.players[p].tapped) for p in pair)
    season.play(C.ReportMatch(s.active, winner, "pinfall", points, tapped))


def finish_turn(season: Season, opponent=None, winner=0, points=(20, 10), tapped=None) -> None:
    """Play out the active player's turn: plain Interview, a booking, no Run-Ins, end."""
    s = season.state
    me = s.active
    if s.phase == "drama":
        season.play(C.GiveInterview(me, ""))
    season.play(C.Book(me, opponent))
    while s.phase == "runins":
        season.play(C.RunIn(s.booking.ask[0], None))
    if s.phase == "match":
        report(season, winner, points, tapped)
    while s.tapout_due:
        who = s.tapout_due[0][0]
        season.play(C.ChooseTapOut(who, s.players[who].tapped.index(False)))
    season.play(C.EndTurn(me))


def choose_tapout(season: Season, player: int, card: int = 0) -> None:
    season.play(C.ChooseTapOut(player, card))


def test_season_turn_runs_the_four_phases(cat):
    season = new_season(cat)
    s = season.state
    assert s.phase == "drama" and s.active == 0
    assert len(s.players[0].drama) == 1  # Roll Call drew a Drama card
    with pytest.raises(IllegalCommand):
        season.play(C.Book(0, 1))  # the Interview comes first
    season.play(C.GiveInterview(0, ""))
    assert s.phase == "event"
    season.play(C.Book(0, 1))
    assert s.phase == "runins" and s.booking.ask == [2]
    season.play(C.RunIn(2, 1))
    assert s.phase == "match"
    report(season, 0)
    assert s.phase == "jobber" and s.players[0].wins == 1 and s.players[1].losses == 1
    season.play(C.EndTurn(0))
    assert s.active == 1 and s.phase == "drama"


def test_inj_2_run_in_brings_only_untapped_bonuses(cat):
    season = new_season(cat)
    s = season.state
    runner = s.players[2]
    runner.tapped[0] = True
    season.play(C.GiveInterview(0, ""))
    season.play(C.Book(0, 1))
    season.play(C.RunIn(2, 0))
    setup = season.booked_setup()
    assert setup.seats[0].allies == runner.move_cards[1:]
    assert runner.move_cards[0] not in setup.seats[0].allies
    assert setup.seats[1].allies == []


def test_inj_2_tapped_card_goes_into_the_match_tapped(cat):
    season = new_season(cat)
    s = season.state
    sneak_attack(season, 0, 1)
    choose_tapout(season, 1, 2)
    season.play(C.Book(0, 1))
    season.play(C.RunIn(2, None))
    assert season.booked_setup().seats[1].tapped == [False, False, True]


def test_inj_4_discarding_the_tapped_move_ends_the_injury(cat):
    """INJ-4: discarding the tapped-out Move ends the injury; they can be injured again."""
    season = new_season(cat)
    s = season.state
    sneak_attack(season, 0, 1)
    choose_tapout(season, 1, 0)
    finish_turn(season, opponent=2)
    assert s.active == 1 and s.players[1].injured()
    lost = s.players[1].move_cards[0]
    season.play(C.DiscardMove(1, 0))
    assert not s.players[1].injured() and lost not in s.players[1].move_cards
    assert lost in s.move_deck
    finish_turn(season, opponent=0)
    sneak_attack(season, 2, 1)  # injured again now that the old injury is over
    assert s.tapout_due and s.tapout_due[0][0] == 1


def test_inj_4_only_a_tapped_card_can_be_discarded(cat):
    season = new_season(cat)
    with pytest.raises(IllegalCommand):
        season.play(C.DiscardMove(0, 0))


def test_inj_3_one_injury_at_a_time_in_a_season(cat):
    season = new_season(cat)
    s = season.state
    sneak_attack(season, 0, 2)
    choose_tapout(season, 2, 0)
    finish_turn(season, opponent=1)
    sneak_attack(season, 1, 2)  # still injured: their injury lasts until their own turn
    assert not s.tapout_due
    assert isinstance(season.log[-1][1][-1], E.InjuryNoEffect)


def test_inj_6_ooh_gotta_hurt_allows_several(cat):
    season = new_season(cat, ooh_gotta_hurt=True)
    s = season.state
    sneak_attack(season, 0, 2)
    choose_tapout(season, 2, 0)
    finish_turn(season, opponent=1)
    sneak_attack(season, 1, 2)
    assert s.tapout_due and s.tapout_due[0][0] == 2


def test_inj_8_injured_before_their_turn_resolves_in_that_turns_jobber_security(cat):
    """INJ-8: injured before their turn, then wrestles: resolves in Jobber Security."""
    season = new_season(cat)
    s = season.state
    sneak_attack(season, 0, 1)  # player 1 injured during player 0's turn
    choose_tapout(season, 1, 0)
    finish_turn(season, opponent=2)
    assert s.active == 1 and s.players[1].tapped[0]
    season.play(C.GiveInterview(1, ""))
    season.play(C.Book(1, 0))
    season.play(C.RunIn(2, None))
    assert season.booked_setup().seats[0].tapped[0]  # still injured for this match
    report(season, 0)
    assert s.players[1].tapped[0]  # until Jobber Security
    season.play(C.EndTurn(1))
    assert not s.players[1].tapped[0]


def test_inj_8_enjoy_the_show_also_ends_it_after_jobber_security(cat):
    """INJ-8: injured before their turn, then Enjoys the Show: over after Jobber Security."""
    season = new_season(cat)
    s = season.state
    sneak_attack(season, 0, 1)
    choose_tapout(season, 1, 0)
    finish_turn(season, opponent=2)
    finish_turn(season, opponent=None)  # player 1 enjoys the show
    assert not s.players[1].tapped[0]
    assert s.players[1].enjoyed == 1


def test_inj_9_injured_in_own_match_lasts_through_the_next_match(cat):
    """INJ-9: injured in their own match: resolves after the next match."""
    season = new_season(cat, players=3)
    s = season.state
    season.play(C.GiveInterview(0, ""))
    season.play(C.Book(0, 1))
    season.play(C.RunIn(2, None))
    report(season, 1, points=(10, 15), tapped=((True, False, False), (False, False, False)))
    season.play(C.EndTurn(0))
    assert s.players[0].tapped[0]  # not over at this turn's Jobber Security
    finish_turn(season, opponent=2)
    finish_turn(season, opponent=1)
    assert s.players[0].tapped[0]
    season.play(C.GiveInterview(0, ""))
    season.play(C.Book(0, 1))
    season.play(C.RunIn(2, None))
    assert season.booked_setup().seats[0].tapped[0]  # off in the next match too (INJ-2)
    report(season, 0)
    season.play(C.EndTurn(0))
    assert not s.players[0].tapped[0]  # ends after that next match


def test_inj_9_after_the_match_then_enjoy_the_show(cat):
    """INJ-9: injured in their match, then Enjoys the Show: over after that Jobber Security."""
    season = new_season(cat, players=3)
    s = season.state
    season.play(C.GiveInterview(0, ""))
    season.play(C.Book(0, 1))
    season.play(C.RunIn(2, None))
    report(season, 1, points=(10, 15), tapped=((True, False, False), (False, False, False)))
    season.play(C.EndTurn(0))
    finish_turn(season, opponent=2)
    finish_turn(season, opponent=1)
    assert s.players[0].tapped[0]
    season.play(C.GiveInterview(0, ""))
    season.play(C.Book(0, None))
    assert s.players[0].tapped[0]  # through the show, until Jobber Security
    season.play(C.EndTurn(0))
    assert not s.players[0].tapped[0]


def test_inj_7_until_the_end_of_the_next_event_or_match(cat):
    """INJ-7: injured until the end of their next Event or Match."""
    season = new_season(cat)
    s = season.state
    sneak_attack(season, 0, 2)
    choose_tapout(season, 2, 1)
    heal_at = s.players[2].heal_at[1]
    assert heal_at == s.players[2].turns_taken  # their coming turn
    finish_turn(season, opponent=1)
    finish_turn(season, opponent=0)
    assert s.players[2].tapped[1]
    finish_turn(season, opponent=None)
    assert not s.players[2].tapped[1]


def feud_at_ppv(cat, points, winner=1, **kw):
    season = new_season(cat, players=2, weeks=2, **kw)
    s = season.state
    s.feuds.append((0, 1))
    finish_turn(season, opponent=1)
    finish_turn(season, opponent=0)
    assert s.ppv()
    season.play(C.GiveInterview(0, ""))
    with pytest.raises(IllegalCommand):
        season.play(C.Book(0, None))  # the feud must be settled
    season.play(C.Book(0, 1))
    assert s.booking.feud and s.booking.match_type == "showdown"
    return season


def test_inj_13_feud_provision_injures_a_loser_by_five_or_more(cat):
    """INJ-13: a Pay-Per-View feud provision injures a loser by 5 or more."""
    season = feud_at_ppv(cat, None)
    s = season.state
    report(season, 1, points=(10, 16))
    assert s.tapout_due and s.tapout_due[0][0] == 0


def test_inj_13_a_loser_by_less_than_the_provision_is_not_injured(cat):
    """INJ-13: a loser by less than the provision is not injured."""
    season = feud_at_ppv(cat, None)
    s = season.state
    report(season, 1, points=(10, 14))
    assert not s.tapout_due


def test_inj_13_a_squash_at_the_ppv_does_not_injure_twice(cat):
    """INJ-13: losing by more than 10 there squashes but does not injure twice."""
    season = feud_at_ppv(cat, None)
    s = season.state
    # the match engine already tapped a card for the squash (INJ-12)
    report(season, 1, points=(5, 30), tapped=((True, False, False), (False, False, False)))
    assert not s.tapout_due
    assert sum(s.players[0].tapped) == 1


def test_feuds_start_after_repeated_meetings(cat):
    season = new_season(cat, players=2, weeks=6)
    s = season.state
    finish_turn(season, opponent=1)
    assert not s.feuds
    finish_turn(season, opponent=0)
    assert s.feuds == [(1, 0)]


def test_winner_earns_a_move_card_and_rank_rises(cat):
    season = new_season(cat, players=2)
    s = season.state
    before = list(s.players[0].move_cards)
    finish_turn(season, opponent=1, winner=0)
    assert len(s.players[0].move_cards) == len(before) + 1


def test_ai_season_ends_with_a_champion_and_summary(cat):
    for seed in range(4):
        season = play_ai_season(new_season(cat, players=2 + seed % 3, weeks=3, seed=seed))
        out = season_summary(season)
        assert out["champion"] is not None
        assert len(out["standings"]) == 2 + seed % 3
        assert out["ppv"], "the Pay-Per-View had matches"
        assert sum(p["wins"] for p in out["standings"]) <= out["matches"]


def test_season_log_replays_to_the_same_state(cat):
    """apply is pure in the season as in a match: each event gives a new state, the old one
    untouched; apply_in_place is the fold."""
    from game.season import apply, apply_in_place, new_season as fresh
    season = play_ai_season(new_season(cat, players=3, weeks=3, seed=11))
    state = fresh(season.setup, cat.lib)
    folded = fresh(season.setup, cat.lib)
    for _, events in season.log:
        for ev in events:
            before = (state.steps, [p.points for p in state.players], state.phase)
            new = apply(state, ev)
            assert (state.steps, [p.points for p in state.players], state.phase) == before
            assert new.steps == state.steps + 1
            state = new
            apply_in_place(folded, ev)
    assert [p.points for p in folded.players] == [p.points for p in state.players]
    assert [p.points for p in state.players] == [p.points for p in season.state.players]
    assert [p.tapped for p in state.players] == [p.tapped for p in season.state.players]
    assert state.champion == season.state.champion


def test_season_save_and_continue(cat, tmp_path):
    from game.store.season_file import load_season, save_season
    season = Season(SeasonSetup(seed=21, weeks=3, players=[  # people: this test decides for them
        SeasonPlayer(superstar=s, controller="human") for s in STARS[:3]]), cat)
    me = season.state.active
    season.play(C.GiveInterview(me, ""))
    season.play(C.Book(me, 1))
    while season.state.phase == "runins":
        season.play(C.RunIn(season.state.booking.ask[0], None))
    season.play_ai_match()  # a real match: its record goes into the file
    while season.state.tapout_due:
        who = season.state.tapout_due[0][0]
        season.play(C.ChooseTapOut(who, season.state.players[who].tapped.index(False)))
    season.play(C.EndTurn(me))
    path = save_season(season, tmp_path / "season.json", saved_at="now")
    again = load_season(path, cat)
    assert [p.points for p in again.state.players] == [p.points for p in season.state.players]
    assert again.state.active == season.state.active and again.state.phase == "drama"
    done = play_ai_season(again)
    assert done.state.champion is not None


def test_season_save_refuses_an_edited_log(cat, tmp_path):
    import json

    from game.store.codec import SaveError
    from game.store.match_file import checksum
    from game.store.season_file import load_season, save_season
    season = play_ai_season(new_season(cat, players=2, weeks=2, seed=5))
    path = save_season(season, tmp_path / "s.json")
    doc = json.loads(path.read_text())
    for entry in doc["log"]:
        if entry["command"]["type"] == "ReportMatch":
            entry["command"]["points"] = [99, 0]
            break
    doc.pop("checksum")
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError):
        load_season(path, cat)
    path.write_text(path.read_text()[:200])
    with pytest.raises(SaveError):
        load_season(path, cat)


def test_match_drama_cards_take_effect_in_this_turns_match(cat):
    from game.match import events as ME
    from game.match import Match
    season = new_season(cat, players=2)
    s = season.state
    card = drama_of(cat, "heal_up")
    s.players[0].drama.append(card)
    season.play(C.GiveInterview(0, card))
    season.play(C.Book(0, 1))
    setup = season.booked_setup()
    assert setup.seats[0].carried == [card]
    m = Match(setup, cat)
    carried = [ev for e in m.log for ev in e.events if isinstance(ev, ME.DramaCarried)]
    assert carried and carried[0].seat == 0
    star = cat.lib.superstars[s.players[0].superstar]
    assert m.state.sides[0].max_hp > star.hp


def test_match_drama_cards_are_lost_if_you_enjoy_the_show(cat):
    season = new_season(cat, players=2)
    s = season.state
    card = drama_of(cat, "contract")
    s.players[0].drama.append(card)
    season.play(C.GiveInterview(0, card))
    assert s.players[0].carried == [card]
    season.play(C.Book(0, None))
    season.play(C.EndTurn(0))
    assert s.players[0].carried == []


def test_promo_gives_its_crowd_points(cat):
    season = new_season(cat, players=2)
    s = season.state
    card = next(d for d in cat.lib.drama.values() if d.effect == "promo" and d.amount == 2)
    s.players[0].drama.append(card.id)
    season.play(C.GiveInterview(0, card.id))
    assert s.players[0].crowd_points == 2


def test_a_season_needs_different_superstars():
    from pydantic import ValidationError
    with pytest.raises(ValidationError):
        SeasonSetup(seed=1, players=[SeasonPlayer(superstar="ada_quill")] * 2)


# ---- issue 13: the seed's injury timing, provisions at their exact lines, INJ-15 -----------------

def test_inj_7_injured_in_another_players_drama_then_booked_by_them_ends_after_that_match(cat):
    """INJ-7: a Superstar Sneak Attacked in another player's Drama and booked into that player's
    match wrestles injured; that match is their next match, so the injury ends with it and their
    own match is clean."""
    season = new_season(cat)
    s = season.state
    sneak_attack(season, 0, 1)
    choose_tapout(season, 1, 2)
    season.play(C.Book(0, 1))
    season.play(C.RunIn(2, None))
    assert season.booked_setup().seats[1].tapped == [False, False, True]  # wrestles injured
    report(season, 0)
    assert s.players[1].tapped == [False, False, False]  # over with the match
    assert isinstance(season.log[-1][1][-1], E.InjuryHealed)
    season.play(C.EndTurn(0))
    season.play(C.GiveInterview(1, ""))
    season.play(C.Book(1, 2))
    season.play(C.RunIn(0, None))
    assert season.booked_setup().seats[0].tapped == [False, False, False]  # their own match


def test_inj_7_injured_in_own_match_ends_after_a_match_another_player_books(cat):
    """INJ-7 with INJ-9: injured in their own match, the next match they wrestle ends it, even
    when another player booked it."""
    season = new_season(cat, players=2)
    s = season.state
    season.play(C.GiveInterview(0, ""))
    season.play(C.Book(0, 1))
    report(season, 1, points=(10, 15), tapped=((True, False, False), (False, False, False)))
    season.play(C.EndTurn(0))
    assert s.players[0].tapped[0]
    season.play(C.GiveInterview(1, ""))
    season.play(C.Book(1, 0))
    assert season.booked_setup().seats[1].tapped[0]  # wrestles injured
    report(season, 0, points=(12, 10))
    assert not s.players[0].tapped[0]


def test_inj_7_a_match_only_ends_injuries_taken_before_it(cat):
    """An injury taken in another player's match lasts to the injured wrestler's next event."""
    season = new_season(cat)
    s = season.state
    season.play(C.GiveInterview(0, ""))
    season.play(C.Book(0, 1))
    season.play(C.RunIn(2, None))
    report(season, 0, points=(15, 10), tapped=((False, False, False), (False, True, False)))
    assert s.players[1].tapped[1]
    season.play(C.EndTurn(0))
    assert s.players[1].tapped[1]
    finish_turn(season, opponent=None)  # player 1 enjoys the show: it ends there
    assert not s.players[1].tapped[1]


def test_inj_7_under_edition_4_the_injury_waited_for_their_own_turn(cat):
    """Old saves re-decide under their edition: before edition 5 only the injured wrestler's own
    Jobber Security ended an injury."""
    from game.season import StartSeason
    from game.season import new_season as bare
    season = new_season(cat)
    season.state = bare(season.setup, cat.lib, edition=4)
    season.log = []
    season.play(StartSeason(0))
    s = season.state
    sneak_attack(season, 0, 1)
    choose_tapout(season, 1, 2)
    season.play(C.Book(0, 1))
    season.play(C.RunIn(2, None))
    report(season, 0)
    assert s.players[1].tapped[2]


@pytest.mark.parametrize("margin,injured", [(4, False), (5, True), (6, True)])
def test_inj_13_the_provision_injures_from_exactly_its_margin(cat, margin, injured):
    season = feud_at_ppv(cat, None)
    s = season.state
    report(season, 1, points=(10, 10 + margin))
    assert bool(s.tapout_due) == injured
    assert s.results[-1]["squash"] is False


@pytest.mark.parametrize("provision", [3, 7])
def test_inj_13_the_provision_is_the_setup_option(cat, provision):
    for margin, injured in ((provision - 1, False), (provision, True)):
        season = feud_at_ppv(cat, None, provision=provision)
        report(season, 1, points=(10, 10 + margin))
        assert bool(season.state.tapout_due) == injured, margin


@pytest.mark.parametrize("margin,squash", [(10, False), (11, True)])
def test_inj_12_a_season_squash_is_a_margin_above_ten(cat, margin, squash):
    """INJ-12 in the standings: a margin of exactly 10 is no squash, 11 is; at the Pay-Per-View
    a loser by exactly 10 is injured by the provision, a squashed one not twice."""
    season = new_season(cat, players=2)
    report_at = season.state
    season.play(C.GiveInterview(0, ""))
    season.play(C.Book(0, 1))
    report(season, 0, points=(10 + margin, 10))
    assert report_at.results[-1]["squash"] is squash
    ppv = feud_at_ppv(cat, None)
    tapped = ((True, False, False), (False, False, False)) if squash else None
    report(ppv, 1, points=(10, 10 + margin), tapped=tapped)
    assert ppv.state.results[-1]["squash"] is squash
    assert bool(ppv.state.tapout_due) is (not squash)


def test_inj_13_under_the_variant_a_ppv_squash_injures_twice(cat):
    """INJ-13 with "Ooh, That's Gotta Hurt!": the squash (tapped in the match) and the provision
    both injure."""
    season = feud_at_ppv(cat, None, ooh_gotta_hurt=True)
    s = season.state
    report(season, 1, points=(5, 30), tapped=((True, False, False), (False, False, False)))
    assert s.tapout_due and s.tapout_due[0][0] == 0
    choose_tapout(season, 0, 1)
    assert s.players[0].tapped[:3] == [True, True, False]


def test_inj_14_an_antagonists_crowd_points_sneak_attack_injures_in_a_season(cat):
    """INJ-14: an Antagonist spends 2 Crowd Points in their Drama to Sneak Attack a wrestler."""
    season = new_season(cat)  # player 1 is Scrap Malone, an Antagonist
    s = season.state
    finish_turn(season, opponent=2)
    assert s.active == 1 and s.players[1].persona == "antagonist"
    s.players[1].crowd_points = 2
    season.play(C.UseCrowd(1, 2))
    assert s.players[1].crowd_points == 0
    assert s.tapout_due and s.tapout_due[0][0] == 2
    choose_tapout(season, 2, 0)
    assert s.players[2].tapped[0]


def test_inj_15_injured_angle_injures_its_target_in_a_season(cat):
    """INJ-15: the Injured Angle Drama card injures the wrestler it names."""
    season = new_season(cat)
    s = season.state
    card = drama_of(cat, "injured_angle")
    s.players[0].drama.append(card)
    season.play(C.GiveInterview(0, card, 2))
    assert s.tapout_due == [(2, cat.lib.drama[card].name, s.players[2].turns_taken)]
    choose_tapout(season, 2, 1)
    assert s.players[2].tapped == [False, True, False]
    # one injury at a time: a second Injured Angle on them does nothing
    finish_turn(season, opponent=1)
    s.players[1].drama.append(card)
    season.play(C.GiveInterview(1, card, 2))
    assert not s.tapout_due
    assert isinstance(season.log[-1][1][-1], E.InjuryNoEffect)


def test_standings_show_each_superstars_tier_beside_their_rank(cat):
    from game.match.tiers import tier
    season = play_ai_season(new_season(cat, players=3, weeks=3, seed=4))
    out = season_summary(season)
    for row in out["standings"]:
        assert row["tier"] == tier(row["rank"])
    assert tier(5) == "Jobber" and tier(6) == "Midcarder" and tier(9) == "Midcarder"
    assert tier(10) == "Upper Card" and tier(14) == "Main Eventer" and tier(18) == "Legend"
    assert tier(13) == "Upper Card" and tier(17) == "Main Eventer" and tier(0) == "Jobber"


def test_inj_14_a_season_sneak_attack_on_an_injured_wrestler_is_refused(cat):
    """Rules edition 6: a Sneak Attack that would do nothing (the target already injured, or with
    no Move card left to tap out) is refused with the reason and the 2 Crowd Points are kept, as
    the match refuses it; other wrestlers stay targets. Under edition 5 it spent the points."""
    from game.errors import IllegalCommand
    from game.season.legal import legal_commands
    season = new_season(cat)
    s = season.state
    finish_turn(season, opponent=2)
    s.players[1].crowd_points = 2
    s.players[2].tapped[0] = True  # already injured
    name = cat.lib.superstars[s.players[2].superstar].name
    with pytest.raises(IllegalCommand, match=f"{name} is already injured: a Sneak Attack would do nothing"):
        season.play(C.UseCrowd(1, 2))
    assert s.players[1].crowd_points == 2
    targets = {c.target for c in legal_commands(s, 1) if isinstance(c, C.UseCrowd)}
    assert targets == {0} - {i for i, p in enumerate(s.players) if p.injured()} and 2 not in targets
    assert season.crowd_blocker(1) is None  # another wrestler can still be hit
    s.players[2].tapped = [True] * len(s.players[2].tapped)
    with pytest.raises(IllegalCommand, match="no Move card left to tap out"):
        season.play(C.UseCrowd(1, 2))
    s.players[2].tapped = [True] + [False] * (len(s.players[2].tapped) - 1)
    s.options["edition"] = 5
    season.play(C.UseCrowd(1, 2))
    assert s.players[1].crowd_points == 0
    assert isinstance(season.log[-1][1][-1], E.InjuryNoEffect)
