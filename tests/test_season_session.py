"""The Season session, the one object the window and `season --json` drive: what is due next,
AI decisions and their fallback, booked AI matches, reported results kept for their key moments,
why a Crowd ability can't be used now, what one player may see; and the season engine's
skeleton (commands, events, legal, decide, apply, view) under the match engine's names."""
from __future__ import annotations

import pytest

import game.season as S
from game.errors import IllegalCommand
from game.season import session as session_module

STARS = ["ada_quill", "scrap_malone", "kestrel_ortiz", "ruud_thorsen"]


def season_of(cat, controllers=("greedy", "greedy", "greedy"), seed=3, weeks=3) -> S.Season:
    setup = S.SeasonSetup(seed=seed, weeks=weeks,
                          players=[S.SeasonPlayer(superstar=s, controller=c)
                                   for s, c in zip(STARS, controllers)])
    return S.Season(setup, cat)


def test_the_door_names_the_skeleton_as_the_match_engine_does():
    from game.match import apply, legal, rules, seat_view
    for name in ("apply", "apply_in_place", "actor", "check", "legal_commands", "decide", "view"):
        assert callable(getattr(S, name)), name
    assert {"apply", "apply_in_place"} <= set(vars(apply))
    assert {"actor", "check", "legal_commands"} <= set(vars(legal))
    assert "decide" in vars(rules) and "view" in vars(seat_view)
    assert not hasattr(rules, "Turn"), "Turn is the state's turn number, not a class"
    assert hasattr(rules, "Step") and hasattr(S.rules, "Step")


def test_one_actor_per_engine_and_it_means_who_must_act_now(cat):
    """actor is who must act now (None when nobody may): legal.actor, Match.actor and
    Season.actor; the match state's own answer to "whose exchange is it" is to_move."""
    from game.match import Match
    from game.match import MatchSetup, SeatSetup
    from game.match.state import MatchState
    assert not hasattr(MatchState, "actor") and hasattr(MatchState, "to_move")
    m = Match(MatchSetup(seed=1, seats=[SeatSetup(superstar="ada_quill"),
                                        SeatSetup(superstar="mack_doyle")]), cat, start=False)
    assert m.actor() is None and m.state.to_move() in (0, 1)  # before the bell nobody acts


def test_shared_numbers_have_one_home():
    from game.match.legal import CROWD_ABILITY_COST
    from game.match.rules import SQUASH_MARGIN
    assert S.CROWD_ABILITY_COST is CROWD_ABILITY_COST
    for module in (S.rules, S.legal, S.state, S.session):
        assert "SQUASH_MARGIN" not in vars(module)
    for module in (S.rules, S.legal):
        with open(module.__file__, encoding="utf-8") as f:
            assert "CROWD_ABILITY_COST = " not in f.read()
    assert SQUASH_MARGIN == 10


def test_due_walks_a_turn_from_drama_to_the_next_wrestler(cat):
    season = season_of(cat, ("human", "greedy", "greedy"))
    assert season.due() == "drama" and season.actor() == 0 and not season.ai_to_act()
    season.play(S.GiveInterview(0, ""))
    assert season.due() == "event"
    season.play(S.Book(0, 1))
    assert season.due() == "runins" and season.actor() == 2 and season.ai_to_act()
    season.play_ai_turn()
    assert season.due() == "match" and season.match_due() and season.booked_pair() == (0, 1)
    assert season.match_has_people() and not season.ai_to_act()
    with pytest.raises(IllegalCommand, match="No decision is due"):
        season.play_ai_turn()
    match = season.booked_match()
    assert match.setup == season.booked_setup()
    from game.lab.simulate import play_out
    play_out(match, match.setup.seed)
    index = season.report(match)
    assert index == 0 and season.played[0] is match and season.last_result == 0
    while season.due() == "tapout":
        season.play_ai_turn()
    assert season.due() == "jobber"
    season.play(S.EndTurn(0))
    assert season.due() == "drama" and season.actor() == 1 and season.ai_to_act()


def test_an_ai_that_fails_plays_the_first_legal_command(cat, monkeypatch):
    season = season_of(cat)
    first = season.legal(0)[0]

    def broken(state, player, options, edition):
        raise ValueError("an AI bug")
    monkeypatch.setattr(session_module, "choose", broken)
    assert season.ai_command(0) == first
    season.play_ai_turn()
    assert season.log[-1][0] == first


def test_an_ai_command_the_rules_refuse_falls_back_to_the_first_legal_one(cat, monkeypatch):
    season = season_of(cat)
    first = season.legal(0)[0]
    monkeypatch.setattr(session_module, "choose",
                        lambda state, player, options, edition: S.EndTurn(0))
    season.play_ai_turn()
    assert season.log[-1][0] == first


def test_the_ai_decides_from_what_its_wrestler_may_see(cat, monkeypatch):
    season = season_of(cat)
    seen = []
    real = session_module.choose
    monkeypatch.setattr(session_module, "choose",
                        lambda state, player, options, edition: seen.append(state)
                        or real(state, player, options, edition))
    card = next(iter(cat.lib.drama))
    for p in season.state.players[1:]:
        p.drama = [card, card]
    mine = list(season.state.players[0].drama)
    season.play_ai_turn()
    state = seen[0]
    assert state is not season.state and state.seed != season.state.seed
    assert state.players[0].drama == mine
    assert all(card == "" for p in state.players[1:] for card in p.drama)
    assert [len(p.drama) for p in state.players[1:]] == [2] * (len(state.players) - 1)


def test_why_a_crowd_ability_cannot_be_used_now(cat):
    season = season_of(cat)  # Ada Quill, a Protagonist, acts first; Scrap Malone is a heel
    assert season.crowd_blocker(0) == f"You need {S.CROWD_ABILITY_COST} Crowd Points."
    season.state.players[0].crowd_points = S.CROWD_ABILITY_COST
    assert season.crowd_blocker(0) == "Your Comeback heals an injury, and you have none."
    season.state.players[0].tapped[0] = True
    assert season.crowd_blocker(0) is None
    season.state.players[1].crowd_points = S.CROWD_ABILITY_COST
    assert season.crowd_blocker(1) == "It's not your turn to act."


def test_needs_target_follows_the_drama_cards_effect(cat):
    season = season_of(cat)
    drama = cat.lib.drama.values()
    assert all(season.needs_target(d.id) == (d.effect in ("sneak_attack", "injured_angle",
                                                          "grudge")) for d in drama)
    assert not season.needs_target("no-such-card")


def test_standings_and_rank_are_asked_of_the_season(cat):
    season = S.play_ai_season(season_of(cat))
    order = season.standings()
    summary = S.season_summary(season)
    names = [cat.lib.superstars[season.state.players[i].superstar].name for i in order]
    assert [row["superstar"] for row in summary["standings"]] == names
    assert summary["champion"] == names[0] and season.state.champion == order[0]
    for row, i in zip(summary["standings"], order):
        assert (row["rank"], row["tier"]) == season.rank(i)


def test_a_loaded_season_keeps_its_matches_for_their_key_moments(cat, tmp_path):
    season = S.play_ai_season(season_of(cat, weeks=2))
    from game.store.season_file import load_season, save_season
    again = load_season(save_season(season, tmp_path / "s.json"), cat)
    assert sorted(again.played) == list(range(len(season.state.results)))
    for i, match in season.played.items():
        assert [e.events for e in again.played[i].log] == [e.events for e in match.log]
    assert again.last_result == len(season.state.results) - 1  # (its last match button, kept
    # since session 69: it was gone after Continue)


def test_ai_season_setup_is_what_the_command_line_plays(cat):
    setup = S.ai_season_setup(cat.lib, 9, players=3, weeks=2, level="easy", ooh_gotta_hurt=True)
    assert setup.seed == 9 and setup.weeks == 2 and setup.ooh_gotta_hurt
    assert [p.controller for p in setup.players] == ["easy"] * 3
    assert len({p.superstar for p in setup.players}) == 3


def test_the_command_line_offers_the_seasons_own_bounds():
    """`season --players/--weeks` accept exactly what a SeasonSetup accepts."""
    from main import build_parser
    parser = build_parser()
    for flag, low, high in (("--players", S.MIN_PLAYERS, S.MAX_PLAYERS),
                            ("--weeks", S.MIN_WEEKS, S.MAX_WEEKS)):
        for good in (low, high):
            parser.parse_args(["season", flag, str(good)])
        for bad in (low - 1, high + 1):
            with pytest.raises(SystemExit):
                parser.parse_args(["season", flag, str(bad)])
    defaults = parser.parse_args(["season"])
    assert defaults.weeks == S.DEFAULT_WEEKS
